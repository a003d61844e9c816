"""Where sessions live: the user's sessions directory and the shipped examples.

User sessions go to ``platformdirs.user_data_dir('agentworld-play')/sessions``,
overridden by ``$AGENTWORLD_SESSIONS_DIR`` and, above both, a
``--sessions-dir`` flag. Examples ship inside the package
(``playground.examples``, the repository's top-level ``sessions/`` folder).
Names that come from outside (benchmark ids, imported file names) are cleaned
and then checked to resolve inside the sessions directory, so a crafted name
cannot write elsewhere.
"""

from __future__ import annotations

import os
import re
from importlib import resources
from pathlib import Path

from playground.world.errors import SessionPathError

ENV_SESSIONS_DIR = "AGENTWORLD_SESSIONS_DIR"
APP_NAME = "agentworld-play"
SESSION_SUFFIX = ".jsonl"
_MAX_NAME = 120


def default_sessions_dir() -> Path:
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False)) / "sessions"


def sessions_dir(override: str | os.PathLike[str] | None = None, *, create: bool = True) -> Path:
    """The sessions directory: ``override`` (a flag), else $AGENTWORLD_SESSIONS_DIR, else the per-user one."""
    raw = override if override not in (None, "") else os.environ.get(ENV_SESSIONS_DIR) or None
    path = Path(raw).expanduser() if raw is not None else default_sessions_dir()
    if path.exists() and not path.is_dir():
        raise SessionPathError(f"the sessions directory {path} is a file; pass a directory with --sessions-dir")
    if create:
        try:
            path.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise SessionPathError(f"cannot create the sessions directory {path}: {e.strerror or e}") from None
    return path


def example_paths() -> list[Path]:
    """The shipped example sessions (sorted by name)."""
    root = resources.files("playground.examples")
    found = []
    for entry in root.iterdir():
        if entry.name.endswith(SESSION_SUFFIX) and entry.is_file():
            # Installed as plain files (wheel or editable), so the traversable is a real path.
            found.append(Path(str(entry)))
    return sorted(found, key=lambda p: p.name)


def safe_name(name: str, *, suffix: str = SESSION_SUFFIX) -> str:
    """A file name from untrusted text: no separators, no leading dots, bounded length."""
    base = name[: -len(suffix)] if suffix and name.endswith(suffix) else name
    base = re.sub(r"[^A-Za-z0-9._-]+", "-", base).strip(".-_")
    base = re.sub(r"-{2,}", "-", base)[:_MAX_NAME].rstrip(".-_")
    if not base:
        raise SessionPathError(f"{name!r} cannot be used as a session file name")
    return base + suffix


def inside(directory: Path, path: Path) -> Path:
    """``path`` resolved, if it lies inside ``directory`` (symlinks followed); SessionPathError otherwise."""
    base = directory.resolve()
    target = (base / path).resolve() if not path.is_absolute() else path.resolve()
    if target == base or not target.is_relative_to(base):
        raise SessionPathError(f"{path} is outside the sessions directory {base}; sessions are only written there")
    return target


def _link_target(path: Path) -> str:
    try:
        return str(path.resolve())
    except (OSError, RuntimeError):
        return "?"


def writable_dir(directory: Path) -> Path:
    """``directory``, refused (SessionPathError) when it is a symbolic link: a link planted in place of
    the sessions directory would send every new session somewhere else."""
    if directory.is_symlink():
        raise SessionPathError(f"the sessions directory {directory} is a symbolic link (to {_link_target(directory)}); "
                               "sessions are not written through links: pass the real directory")
    return directory


def refuse_symlinks(path: Path) -> Path:
    """``path``, refused (SessionPathError) when it or its directory is a symbolic link, so a session
    is never written (appended, created) through a link to a file elsewhere."""
    if path.is_symlink():
        raise SessionPathError(f"{path} is a symbolic link (to {_link_target(path)}); sessions are not written "
                               "through links: use the real file")
    if path.parent.is_symlink():
        raise SessionPathError(f"{path.parent} is a symbolic link (to {_link_target(path.parent)}); sessions are "
                               "not written through links: use the real directory")
    return path


def session_path(directory: Path, name: str) -> Path:
    """A new file in ``directory`` for ``name`` (cleaned, checked, made unique with -2, -3 ...)."""
    writable_dir(directory)
    clean = safe_name(name)
    target = inside(directory, Path(clean))
    stem = target.name[: -len(SESSION_SUFFIX)]
    n = 2
    while target.exists():
        target = inside(directory, Path(f"{stem}-{n}{SESSION_SUFFIX}"))
        n += 1
    return target


def find_session(arg: str | os.PathLike[str], directory: Path | None = None) -> Path:
    """A session named on the command line: a path, a file in the sessions directory, or an example.

    Examples match by file name or stem (``terminal-example``).
    """
    from playground.world.errors import SessionNotFoundError

    p = Path(arg).expanduser()
    if p.exists():
        return p
    name = str(arg)
    candidates = [name, name + SESSION_SUFFIX]
    if directory is not None and "/" not in name and os.sep not in name:
        for c in candidates:
            q = directory / c
            if q.is_file():
                return q
    for ex in example_paths():
        if ex.name in candidates:
            return ex
    raise SessionNotFoundError(f"no session file {arg!r} (not a path, not in {directory or 'the sessions directory'}, "
                               "not an example; see `agentworld-play sessions list`)")
