"""Forks from the UI with short names: ``<base>-fork<step>-<4 hex>``, whatever the parent's name.

The store names a fork after its parent's file, so a fork of a fork of a fork grew without bound
(``x-fork2-d107-fork1-88e0-fork2-401c``). Here the parent's own fork suffixes are dropped first.
"""

from __future__ import annotations

import re
import secrets
from pathlib import Path

from playground.world.session import Session
from playground.world.store import fork_session

_FORK_SUFFIX = re.compile(r"(-fork\d+-[0-9a-f]{4})+$")
SUFFIX = ".jsonl"


def base_name(session: Session) -> str:
    """The session's file name without its suffix and without fork suffixes."""
    name = session.path.name if session.path is not None else session.name
    stem = name[: -len(SUFFIX)] if name.endswith(SUFFIX) else name
    return _FORK_SUFFIX.sub("", stem) or stem


def short_fork_name(session: Session, upto: int) -> str:
    return f"{base_name(session)}-fork{upto}-{secrets.token_hex(2)}"


def fork(session: Session, upto: int, directory: Path, *, defer: bool = False) -> Session:
    """:func:`playground.world.store.fork_session` with a short name (``defer``: the file appears with
    the fork's first new step, as for a re-run: a re-run that is not saved leaves no fork behind)."""
    return fork_session(session, upto, directory, name=short_fork_name(session, upto), defer=defer)
