"""Programs that print the version of the package they come from: data, read by :func:`version_program`.

``black --version`` prints ``black, 24.4.2 (compiled: yes)``: the version of the ``black`` package pip
installed. Only programs whose printed version is the package's own are listed (``ansible --version``
prints its core's version, not the ``ansible`` package's, so it is not), with the manager whose
packages they are; ``npm -g`` is npm's global packages, whose programs are the ones on the PATH. A pip
install may land where the PATH does not look (``--user``, another interpreter's environment): the
program's version is then compared only with its own earlier readings ("pip on PATH"), and an install
by that manager may have changed it.
"""

from __future__ import annotations

import re

# program -> (manager scope, package)
VERSION_PROGRAMS: dict[str, tuple[str, str]] = {
    **{p: ("pip on PATH", p) for p in (
        "black", "ruff", "isort", "flake8", "mypy", "pytest", "pylint", "poetry", "tox", "nox", "pre-commit", "httpie",
        "yamllint", "cookiecutter", "twine", "uvicorn", "gunicorn", "celery", "alembic", "pipenv", "virtualenv")},
    "tsc": ("npm -g", "typescript"), "eslint": ("npm -g", "eslint"), "prettier": ("npm -g", "prettier"),
    "pnpm": ("npm -g", "pnpm"), "yarn": ("npm -g", "yarn"), "nodemon": ("npm -g", "nodemon"),
    "pm2": ("npm -g", "pm2"), "vercel": ("npm -g", "vercel"),
}
VERSION_FLAGS = frozenset({"--version", "-V", "-v", "version"})
_VERSION = re.compile(r"(?<![\w.])v?(\d+(?:\.\d+)+(?:[-+.]?[A-Za-z]+\d*)*)")


def version_program(argv: list[str]) -> tuple[str, str] | None:
    """(manager scope, package) of ``PROGRAM --version`` for a program of :data:`VERSION_PROGRAMS`."""
    if len(argv) != 2 or argv[1] not in VERSION_FLAGS:
        return None
    return VERSION_PROGRAMS.get(argv[0].rsplit("/", 1)[-1])


def printed_version(lines: list[str]) -> str | None:
    """The first version number of the first line that has one (``Version 5.3.3``, ``black, 24.4.2``)."""
    for line in lines:
        m = _VERSION.search(line)
        if m is not None:
            return m.group(1)
    return None
