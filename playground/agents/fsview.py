"""The file-system facts a simulation established, step by step, read from the decoherence ledgers.

The fact engine's terminal and SWE bindings (playground.decoherence) follow what commands
and editor tools did to files: created, removed, renamed, written with known content. Rules about files ("nothing
outside /tmp is deleted", "the config still contains port=8080") are judged on a snapshot of that
knowledge after each step. What the ledger never saw stays unknown, and a rule that needs it is
reported as "could not be judged" rather than guessed.
"""

from __future__ import annotations

import fnmatch
import posixpath
from dataclasses import dataclass, field
from typing import Any, Mapping

from playground.decoherence.checker import FileEntry, FollowsFiles, new_ledger
from playground.decoherence.common import history_text, initial_state, read_action
from playground.decoherence.thresholds import Thresholds
from playground.world.session import Session, Step


@dataclass(frozen=True)
class FileFact:
    path: str
    exists: bool
    is_dir: bool | None
    content: str | None  # the whole content, when the simulation wrote known text
    step: int  # where the ledger learned it (0: the initial state)
    text: str  # the line it was read from


@dataclass(frozen=True)
class FileView:
    """What was known about files after one step. ``tracked`` is False for domains without a file
    ledger; ``forgotten`` lists paths known before this step that a command which may rewrite the
    tree (make, git checkout, a script) made unknown; ``error`` is set when the ledger failed."""

    tracked: bool
    facts: dict[str, FileFact] = field(default_factory=dict)
    home: str | None = None
    forgotten: tuple[str, ...] = ()
    error: str | None = None

    def resolve(self, path: str) -> str:
        if path == "~" or path.startswith("~/"):
            path = (self.home or "/root") + path[1:]
        return posixpath.normpath(path) if path.startswith("/") else path

    def get(self, path: str) -> FileFact | None:
        return self.facts.get(self.resolve(path))

    def matching(self, pattern: str) -> list[FileFact]:
        """Facts whose path matches a glob (``*`` also crosses ``/``; ``/etc`` alone means the path and
        everything below it)."""
        pat = self.resolve(pattern)
        out = []
        for p, fact in self.facts.items():
            if fnmatch.fnmatchcase(p, pat) or p == pat.rstrip("/") or p.startswith(pat.rstrip("/") + "/"):
                out.append(fact)
        return out


def _fs_of(ledger: Any) -> tuple[Mapping[str, FileEntry], str | None] | None:
    """(path -> ledger entry, home) of a ledger that follows files, else None."""
    return ledger.file_entries() if isinstance(ledger, FollowsFiles) else None


class FileTracker:
    """Feeds a session's steps to the domain's ledger and snapshots its file knowledge."""

    def __init__(self, session: Session) -> None:
        self._domain = session.domain.id
        self._ledger = new_ledger(self._domain, Thresholds())
        self._seeded = False
        self._error: str | None = None
        self._known: set[str] = set()
        for i, step in enumerate(session.steps):
            self.feed(Session(session.path, session.header, session.steps[:i]), step)

    @property
    def tracked(self) -> bool:
        return self._ledger is not None and _fs_of(self._ledger) is not None

    def feed(self, before: Session, step: Step) -> FileView:
        """Observe ``step`` (``before`` holds the steps before it) and return the view after it."""
        if self._ledger is None or _fs_of(self._ledger) is None:
            return FileView(False)
        if self._error is None:
            try:
                if not self._seeded:
                    view = Session(before.path, before.header, [*before.steps, step])
                    self._ledger.seed(initial_state(view) if not before.steps else before.header.initial_state)
                    self._seeded = True
                text = history_text(before, step)
                if text:
                    self._ledger.observe(step.index, read_action(step, self._domain), text)
            except Exception as e:  # a ledger bug must not stop the verification; file rules say why
                self._error = f"the file ledger failed at step {step.index}: {type(e).__name__}: {e}"
        return self.view()

    def view(self) -> FileView:
        fs = _fs_of(self._ledger) if self._ledger is not None else None
        if fs is None:
            return FileView(False)
        entries, home = fs
        facts = {p: FileFact(p, bool(e.exists), e.is_dir, e.content, e.fact.step, e.fact.text)
                 for p, e in entries.items()}
        forgotten = tuple(sorted(self._known - set(facts)))
        self._known = set(facts)
        return FileView(True, facts, home, forgotten, self._error)
