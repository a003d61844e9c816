"""Commands that inspect without writing, and commands that change what the shell finds.

The terminal and SWE ledgers forget what a program may have written (its operands, or the whole directory
for build tools and scripts). Some runs of writing programs only look: a linter or checker without its fix
option (``npm run lint``, ``black --check``, ``ruff check``, ``tsc --noEmit``), an archive tested or listed
(``gzip -t``, ``tar -tzf``, ``unzip -l``). Treating them as writes voided every later judgement about the
files they looked at; treating a fixer as a reader would raise false alarms, so any fix/write option makes
the run a write again. A request that prints its answer (``curl URL``, ``curl -o /dev/null``) writes nothing
either.

Also here: installers told to be quiet (their output in a chain is the next command's), and the commands that
switch the toolchain on PATH (after them every installed version may differ).
"""

from __future__ import annotations

import posixpath
import re

from playground.decoherence.shell import SimpleCommand

_CHECK_SCRIPTS = {"lint", "test", "typecheck", "type-check", "check", "tsc", "types"}
_PURE_CHECKERS = {"flake8", "pylint", "mypy", "pyright", "shellcheck", "hadolint", "yamllint", "golint", "pyflakes",
                  "pycodestyle", "pydocstyle", "bandit", "vulture", "markdownlint", "stylelint", "htmlhint"}


# commands that switch the interpreter or toolchain the shell finds (every installed version may differ after)
SWITCHERS = ("source", ".", "deactivate", "workon", "pyenv", "nvm", "fnm", "n", "volta", "nodenv", "rbenv", "rvm",
             "sdk", "goenv", "rustup", "jenv", "asdf", "mise")


def quiet_installer(c: SimpleCommand) -> bool:
    """An installer told to print nothing (``pip install -q``, ``apt-get -qq``, ``npm i --silent``): a chain's
    output after it is the next command's."""
    return posixpath.basename(c.name) in ("pip", "pip3", "npm", "apt-get", "apt", "yarn", "pnpm", "cargo", "gem",
                                         "conda", "uv") and \
        any(a in ("-q", "-qq", "--quiet", "--silent", "-s") for a in c.args)


def is_checker(c: SimpleCommand) -> bool:
    """A linter or checker run that reports and writes no source file: ``npm run lint``, ``black --check``,
    ``ruff check`` (without --fix), ``tsc --noEmit``, ``eslint`` (without --fix), ``go vet``, ``mypy``."""
    name = posixpath.basename(c.name)
    args = c.args
    # a request whose body goes to the screen or nowhere: curl without -o/-O, wget -O - / --spider
    if name in ("curl", "http", "https"):
        # only a GET or HEAD: a POST/PUT/DELETE may make the server write or remove files
        method = [args[i + 1].upper() for i, a in enumerate(args[:-1]) if a in ("-X", "--request")]
        if name != "curl" or any(m not in ("GET", "HEAD") for m in method) or any(
                a.startswith(("-d", "--data", "-F", "--form", "-T", "--upload-file", "--json")) for a in args):
            return False
        outs = [args[i + 1] for i, a in enumerate(args[:-1]) if a in ("-o", "--output")]
        return not any(a in ("-O", "--remote-name", "-J", "--remote-name-all") or
                       (a.startswith("-") and not a.startswith("--") and "O" in a) for a in args) and \
            all(o in ("/dev/null", "-") for o in outs) and not any(a.startswith("--output=") for a in args)
    if name == "wget":
        return "--spider" in args or any(args[i:i + 2] in (["-O", "-"], ["-O", "/dev/null"], ["-qO", "-"])
                                         for i in range(len(args)))
    fixes = any(a in ("--fix", "-w", "--write", "--fix-only", "--in-place", "-i") or a.startswith("--fix")
                for a in args)
    if fixes:
        return False
    if name in _PURE_CHECKERS:
        return True
    if name in ("npm", "yarn", "pnpm", "bun"):
        script = args[1] if args[:1] == ["run"] and len(args) > 1 else (args[0] if args else "")
        return script in _CHECK_SCRIPTS or script.startswith(("lint", "test", "typecheck"))
    if name == "eslint":
        return True
    if name in ("prettier",):
        return any(a in ("--check", "-c", "--list-different", "-l") for a in args)
    if name in ("black", "isort"):
        return any(a in ("--check", "--diff", "--check-only") for a in args)
    if name == "ruff":
        return args[:1] == ["check"] or (args[:1] == ["format"] and any(a in ("--check", "--diff") for a in args))
    if name == "tsc":
        return "--noEmit" in args
    if name == "go":
        return args[:1] == ["vet"]
    # archives tested or listed, not unpacked: gzip -t, tar -tzf, unzip -l, zip -T
    if name in ("gzip", "gunzip", "bzip2", "xz", "zstd", "lz4"):
        return any(a in ("-t", "--test", "-l", "--list") for a in args)
    if name == "tar":
        first = args[0] if args else ""
        return first in ("--list", "-t") or bool(re.fullmatch(r"-?[tvzjJf]*t[tvzjJf]*", first))
    if name in ("unzip",):
        return any(a in ("-l", "-t", "-v", "-Z", "-lv") for a in args)
    if name in ("zipinfo", "lsar"):
        return True
    if name == "cargo":
        return args[:1] in (["check"], ["clippy"])
    if name in _API_CLIENTS:
        return api_client_reads(name, args)
    return False


# Clients of a remote API: they send the files they are given (``kubectl apply -f deploy.yaml``, ``helm upgrade
# ./chart``) to a server and write no local file, except the verbs that fetch or make files here.
_API_CLIENTS = {"kubectl": {"cp", "edit", "krew", "plugin", "kustomize"}, "oc": {"cp", "edit", "rsync", "extract"},
                "helm": {"pull", "fetch", "package", "create", "dependency", "dep", "repo", "plugin", "registry"}}
_VALUE_OPTIONS = {"-n", "--namespace", "--context", "--kubeconfig", "-l", "--selector", "-o", "--output", "-f",
                  "--filename", "-c", "--container", "--cluster", "--user", "-s", "--server", "--kube-context"}


def api_client_reads(name: str, args: list[str]) -> bool:
    """``kubectl``/``oc``/``helm`` runs that leave local files alone: every verb but the few that copy files out
    (``kubectl cp``, ``helm pull``), open an editor or make charts. The verb is the first word that is not an
    option or an option's value."""
    words: list[str] = []
    skip = False
    for a in args:
        if skip:
            skip = False
            continue
        if a.startswith("-"):
            skip = a in _VALUE_OPTIONS
            continue
        words.append(a)
    return bool(words) and words[0] not in _API_CLIENTS[name]
