"""The fact engine as a ledger of the step runner and of ``check``: seed, observe, judge.

Its warnings' kinds are ``fact.<rule id>``; a stable rule's finding is an error, a preview rule's is
information (it never changes ``check``'s exit code). Judging a teacher-forced prediction uses the
store's savepoint instead of a copy.
"""

from __future__ import annotations

import posixpath
import re
from decimal import Decimal, InvalidOperation
from dataclasses import dataclass
from typing import Any, Callable, Protocol, runtime_checkable

from playground.decoherence.engine import FactEngine, Finding, Reading
from playground.decoherence.engine.model import Quote, Ref, Write
from playground.decoherence.engine.rules import REGISTRY, reads_no_binding
from playground.decoherence.views.identifiers import action_text, identifiers
from playground.decoherence.views.log_runs import log_runs
from playground.decoherence.views.run_stamps import run_stamps
from playground.decoherence.views.run_states import run_state_facts, starts_something
from playground.decoherence.views.totals import totals
from playground.world.warning_records import WorldWarning

KIND_PREFIX = "fact."


class Binding(Protocol):
    def seed(self, state: str | None) -> None: ...

    def step(self, step: int, action: Any, observation: str) -> tuple[list[Write], Reading]: ...

    def snapshot(self) -> Any: ...

    def restore(self, saved: Any) -> None: ...


@runtime_checkable
class ReadsState(Protocol):
    """A binding that reads facts from the starting state (the shell's prompt), as of step 0."""

    def seed_reading(self) -> Reading: ...


@runtime_checkable
class ShowsHistory(Protocol):
    """A binding whose screen keeps what earlier steps printed (a shell's scrollback): the text this step's
    actions printed, or None when it cannot tell (the whole observation is then new)."""

    def fresh_text(self, observation: str) -> str | None: ...


@runtime_checkable
class FollowsFileTexts(Protocol):
    """A binding that follows files: the whole text of each file it knows, and the user's home."""

    @property
    def home(self) -> str | None: ...

    def file_texts(self) -> dict[Ref, str]: ...


def to_warning(f: Finding, preview: bool = False) -> WorldWarning:
    """The finding as a warning: an error for a stable rule, information for a preview rule or a
    binding still in preview."""
    r = REGISTRY[f.rule]
    level = "preview" if preview and not reads_no_binding(r.id) else r.level
    evidence: dict[str, Any] = {"detector": "fact", "rule": r.id, "level": level, "text": f.now.text[:240]}
    if f.earlier is not None:
        evidence["earlier_step"] = f.earlier.step
        evidence["earlier_text"] = f.earlier.text[:240]
    if f.ref is not None:
        evidence["entity"] = str(f.ref)
    severity = "error" if level == "stable" else "info"
    return WorldWarning(KIND_PREFIX + r.id, severity, f.step, f.message, evidence)  # type: ignore[arg-type]


@dataclass(frozen=True)
class FileState:
    """What the store knows of one path, for agents' file rules (checker.FollowsFiles): whether it exists,
    whether it is a directory (None: not known), its whole text when the binding knows it, and where
    that was learned (``fact.step``, ``fact.text``)."""

    exists: bool
    is_dir: bool | None
    content: str | None
    fact: Quote


class FactLedger:
    """A domain's binding over one fact engine."""

    def __init__(self, binding: Binding, *, preview: bool = False, rank: Callable[[str], int] | None = None) -> None:
        self.binding = binding
        self.engine = FactEngine(rank)  # rank: which of two rules speaks for one thing (engine.FactEngine)
        self.preview = preview

    def seed(self, state: str | None) -> None:
        self.binding.seed(state)
        if isinstance(self.binding, ReadsState):  # what the starting state shows, as of step 0
            self.engine.step([], self.binding.seed_reading())
        for t in identifiers(state or "", 0, "state"):
            self.engine.store.note_token(t)

    def seed_task(self, text: str) -> None:
        """The task description (the SWE one names the project directory), for a binding that reads it."""
        seed_task = getattr(self.binding, "seed_task", None)
        if callable(seed_task):
            seed_task(text)

    def file_entries(self) -> tuple[dict[str, FileState], str | None] | None:
        """Path -> what is known of it now, and the user's home, for a binding that follows files
        (:class:`FollowsFileTexts`); None for any other. A path is there when its last event (create,
        delete, rename) or reading of its existence says so and no write since may have changed that (an
        edit of the file leaves it there; any other write makes it unknown, and it is left out)."""
        if not isinstance(self.binding, FollowsFileTexts):
            return None
        return file_states(self.engine, self.binding.file_texts()), self.binding.home

    def observe(self, step: int, action: Any, observation: str) -> list[WorldWarning]:
        writes, reading = self._read(step, action, observation)
        return [to_warning(f, self.preview) for f in self.engine.step(writes, reading)]

    def _read(self, step: int, action: Any, observation: str) -> tuple[list[Write], Reading]:
        """The binding's writes and reading, with the identifiers the action typed and the observation shows
        and the totals it shows with their parts (read in every domain alike)."""
        data = _data(action)
        writes, reading = self.binding.step(step, data, observation)
        # whether a thing runs, whatever view showed its status (first: the more specific reading of a thing)
        reading.facts[:0] = run_state_facts(reading.facts)
        typed = action_text(data)
        reading.asked = (step, hash(" ".join(typed.split())))
        reading.named = frozenset(_TYPED_WORD.findall(typed.casefold()))
        reading.starts = step if starts_something(typed) else None
        reading.typed += identifiers(typed, step, "action")
        # on a screen that keeps its history, an identifier an earlier step printed is not shown again now:
        # a near copy of it printed by this step is judged even while the old line is still on the screen
        fresh = self.binding.fresh_text(observation) if isinstance(self.binding, ShowsHistory) else None
        now_text = observation if fresh is None else fresh  # (so is a stamp of this step's moment)
        shown = identifiers(now_text, step, "observation")
        typed = typed.casefold()  # an identifier the action holds inside a longer word (a URL's path) is typed too
        # an amount typed plainly ("1284.5") and shown formatted ("1,284.50") is typed too
        amounts = {_amount(m) for m in _TYPED_NUMBER.findall(typed)}
        reading.typed += [t for t in shown if t.shown.casefold() in typed
                          or (t.shape in ("amount", "quantity") and _amount(t.shown) in amounts - {None})]
        reading.tokens += shown
        reading.clocks += run_stamps(now_text, step, "observation")
        reading.totals += totals(observation, step)
        reading.logs += log_runs(now_text, step, "observation")
        return writes, reading

    def judge(self, step: int, action: Any, observation: str) -> list[WorldWarning]:
        """Warnings for ``observation`` without following it (the store and the session are left as they were)."""
        saved = self.binding.snapshot()
        try:
            writes, reading = self._read(step, action, observation)
            return [to_warning(f, self.preview) for f in self.engine.step(writes, reading, judge_only=True)]
        finally:
            self.binding.restore(saved)


_TYPED_NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")
_TYPED_WORD = re.compile(r"[\w.:@/+-]+")  # a word of an action, an id or address whole


def _amount(text: str) -> Decimal | None:
    """The number a text writes, whatever its separators and trailing zeros; None when it holds none."""
    m = _TYPED_NUMBER.search(text)
    try:
        return Decimal(m[0].replace(",", "")).normalize() if m else None
    except InvalidOperation:
        return None


def _data(action: Any) -> Any:
    """The parsed action (the checker's Action) or the raw value."""
    data = getattr(action, "data", None)
    return data if data is not None else getattr(action, "text", action)


def file_states(engine: FactEngine, texts: dict[Ref, str]) -> dict[str, FileState]:
    """The files the store knows to exist or not (see :meth:`FactLedger.file_entries`); ``texts`` are the
    whole texts the binding knows, by file."""
    store = engine.store
    latest: dict[Ref, tuple[int, bool, Quote]] = {}
    for ref, ev in store.events.items():
        if ref.kind == "file":
            latest[ref] = (ev.at, ev.verb == "create", ev.quote)
    for (ref, attr), seen in store.facts.items():
        if ref.kind == "file" and attr == "exists" and seen.fact.value in ("present", "absent"):
            if ref not in latest or seen.at >= latest[ref][0]:
                latest[ref] = (seen.at, seen.fact.value == "present", seen.fact.quote)
    out: dict[str, FileState] = {}
    dirs: set[str] = set()
    for ref, (at, exists, quote) in latest.items():
        since = store.touched_since(ref, at)
        if since is not None:
            if not (exists and since.verb == "update" and since.selector.exact == ref):
                continue  # it may have been made, removed or moved since: unknown
            quote = since.quote
        path = posixpath.join(ref.scope, ref.key)
        if exists:
            dirs.add(ref.scope)
        text = (texts.get(ref) or _content(engine, ref)) if exists else None
        out[path] = FileState(exists, None, text, quote)
    for (kind, scope), _ in store.listings.items():
        if kind == "file":
            dirs.add(scope)
    for path, state in out.items():
        if state.exists and path in dirs:
            out[path] = FileState(True, True, None, state.fact)
    return out


def _content(engine: FactEngine, ref: Ref) -> str | None:
    """The whole text a write set on the file or a reading showed of it, while nothing touched it since."""
    store = engine.store
    found: list[tuple[int, str]] = []
    if (sv := store.set_of(ref, "content")) is not None:
        found.append((sv.at, sv.value))
    if (seen := store.facts.get((ref, "content"))) is not None:
        found.append((seen.at, seen.fact.value))
    for at, value in sorted(found, reverse=True):
        if store.touched_since(ref, at) is None:
            return value
    return None
