"""Running the detectors: on each new step (a StepChecker for the step runner) or over a whole
saved session (``check_session``, for ``agentworld-play check``).

A ledger is rebuilt by replaying the earlier steps; the step runner's checker keeps the
ledger of the steps it has already seen, so a long session is not replayed on every step.
"""

from __future__ import annotations

import functools
import threading
import weakref
from dataclasses import dataclass, field, replace
from typing import Any, Mapping, Protocol, runtime_checkable

from playground.decoherence.maturity import counts_in, with_maturity
from playground.decoherence.common import SEVERITY_ORDER, read_action, checked_text, history_text, initial_state
from playground.decoherence.context import check_context
from playground.decoherence.domains import bindings
from playground.decoherence.engine.rules import REGISTRY
from playground.decoherence.domains.ledger import FactLedger
from playground.decoherence.flatness import FlatnessHistory, check_flatness
from playground.decoherence.format import check_budget, check_echo, check_repetition, check_wrapper
from playground.decoherence.signals import check_surprise
from playground.decoherence.thresholds import Thresholds
from playground.world.parsing import parse_output
from playground.world.session import Session, Step
from playground.world.simulate import StepTools
from playground.world.warning_records import DEFAULT_CHECKERS, StepChecker, WorldWarning, run_checkers

# Which ledger a domain keeps; detectors named by the prefix of their warning kinds.
DETECTORS = ("format", "terminal", "swe", "mcp", "search", "gui", "signal", "context", "fact")



class Ledger(Protocol):
    def seed(self, state: str | None) -> None: ...

    def observe(self, step: int, action: Any, observation: str) -> list[WorldWarning]: ...

    def judge(self, step: int, action: Any, observation: str) -> list[WorldWarning]:
        """What ``observe`` would say, leaving the ledger as it was."""
        ...


class Learned(Protocol):
    """Where a piece of file knowledge came from: a step (0: the initial state) and the text."""

    @property
    def step(self) -> int: ...

    @property
    def text(self) -> str: ...


class FileEntry(Protocol):
    """What a ledger knows of one path (the fact engine's file states)."""

    @property
    def exists(self) -> bool: ...

    @property
    def is_dir(self) -> bool | None: ...

    @property
    def content(self) -> str | None: ...

    @property
    def fact(self) -> Learned: ...


@runtime_checkable
class FollowsFiles(Protocol):
    """A ledger that may follow a file system (terminal, SWE): path -> what it knows, and the user's home,
    for agents' file rules; None when it follows none."""

    def file_entries(self) -> tuple[Mapping[str, FileEntry], str | None] | None: ...


def new_ledger(domain: str, th: Thresholds) -> Ledger | None:
    """The fact engine's binding of the domain (issue 21: the domains migrated to it one by one, and each
    older ledger was deleted once the engine did as well alone on the held-out sets; maturity.REMOVED)."""
    bound = bindings().get(domain)
    if bound is None:
        return None
    # of two rules that find one thing, the one whose findings count in this domain speaks for it (decided
    # once per ledger: the engine asks on every step)
    counting = {rule: counts_in(domain, rule, bound[1]) for rule in REGISTRY}
    return FactLedger(_configured(bound[0](), th), preview=bound[1],
                      rank=lambda rule: 0 if counting.get(rule, False) else 1)


@runtime_checkable
class ReadsThresholds(Protocol):
    """A fact engine binding that follows some of the user's thresholds (search: ``page_similarity``)."""

    def configure(self, thresholds: Thresholds) -> None: ...


def _configured(binding: Any, th: Thresholds) -> Any:
    if isinstance(binding, ReadsThresholds):
        binding.configure(th)
    return binding


def _fingerprint(step: Step) -> int:
    """What identifies a consumed step, to tell whether a session still starts with the steps a ledger
    followed. Every step of the session is fingerprinted on every call (the model process reloads the
    session for each step), so it is Python's own hash (in C, and kept only in this process), not a
    digest: a collision costs at most a stale ledger, at odds of 1 in 2^64."""
    return hash((step.index, step.action, step.observation, step.ground_truth, step.created))


@dataclass
class LedgerRun:
    """A ledger and the steps it has consumed (their fingerprints, in order)."""

    session_key: str
    ledger: Ledger | None
    consumed: list[int] = field(default_factory=list)
    # earlier observations by kind of action: the flatness signal's reference (bounded)
    flat: FlatnessHistory = field(default_factory=FlatnessHistory)
    # the session and the step consumed last, when the caller keeps one session object and appends to
    # it (the runner in this process): then its steps are the ones followed, without hashing them all
    session: weakref.ref[Session] | None = None
    last: weakref.ref[Step] | None = None

    def follows(self, session: Session) -> bool:
        n = len(self.consumed)
        return (self.session is not None and self.session() is session and len(session.steps) >= n
                and (n == 0 or (self.last is not None and session.steps[n - 1] is self.last())))

    def seen(self, session: Session, step: Step) -> None:
        self.session, self.last = weakref.ref(session), weakref.ref(step)


def _ledger_warnings(ledger: Ledger | None, session: Session, step: Step, *, judge: bool) -> list[WorldWarning]:
    """Feed one step to the ledger; its warnings when ``judge`` (a teacher-forced step is judged on its
    prediction but the ledger continues from the ground truth)."""
    if ledger is None:
        return []
    action = read_action(step, session.domain.id)
    target = checked_text(step)
    follow = history_text(session, step)
    found: list[WorldWarning] = []
    if judge and target is not None:  # an empty observation is a result too (a silent command)
        if follow is not None and follow != target:
            found = ledger.judge(step.index, action, target)
            ledger.observe(step.index, action, follow)
        else:
            found = ledger.observe(step.index, action, target)
    elif follow is not None:
        ledger.observe(step.index, action, follow)
    return [with_maturity(w, session.domain.id) for w in found] if judge else []


def _step_warnings(session: Session, step: Step, th: Thresholds, ledger: Ledger | None,
                   n_ctx: int | None = None, flat: FlatnessHistory | None = None) -> list[WorldWarning]:
    """Everything the decoherence detectors say about ``step``; ``session.steps`` are the ones before it.
    Feeds ``step`` to ``ledger`` and to ``flat``."""
    action = read_action(step, session.domain.id)
    found: list[WorldWarning] = []
    found += check_echo(session, step, action, th)
    found += check_wrapper(session, step)
    found += check_repetition(session, step, action, th)
    found += check_budget(session, step)
    found += _ledger_warnings(ledger, session, step, judge=True)
    found += check_surprise(session, step, th)
    if flat is not None:
        found += check_flatness(flat, session, step, th)
    found += check_context(session, step, th, n_ctx)
    return [w for w in found if not th.is_disabled(w.kind)]


class DecoherenceChecker:
    """A :class:`StepChecker` for the step runner: all decoherence detectors, one ledger per session.

    The ledger judges each new step by following it, and counts it as consumed. A step that is then
    cancelled or not saved is not in the session the next call brings, so the consumed steps no
    longer match and the ledger is rebuilt from the saved steps; a step that is saved (the usual
    case) costs only itself. (Judging on a copy of the ledger instead cost a copy of everything the
    ledger holds, on every step.)
    """

    __name__ = "decoherence"

    def __init__(self, thresholds: Thresholds | None = None) -> None:
        self.thresholds = thresholds or Thresholds()
        self._runs: dict[str, LedgerRun] = {}
        self._lock = threading.Lock()  # the ledger is followed in place: one step at a time

    def _ledger_for(self, session: Session) -> LedgerRun:
        key = f"{session.path}|{session.header.id}"
        run = self._runs.get(key)
        if run is None or not run.follows(session):
            prints = [_fingerprint(s) for s in session.steps]
            if run is None or run.consumed != prints[:len(run.consumed)]:
                ledger = new_ledger(session.domain.id, self.thresholds)
                if ledger is not None:
                    ledger.seed(initial_state(session))
                    _seed_task(ledger, session)
                run = LedgerRun(key, ledger)
                self._runs = {key: run}  # one session at a time is what the runner does
        # the ledger reads only the header of the session it is given, never its steps
        for s in session.steps[len(run.consumed):]:
            _ledger_warnings(run.ledger, session, s, judge=False)
            run.flat.follow(session, s)
            run.consumed.append(_fingerprint(s))
        if session.steps:
            run.seen(session, session.steps[-1])
        return run

    def __call__(self, session: Session, step: Step) -> list[WorldWarning]:
        if not self.thresholds.enabled:
            return []
        with self._lock:
            run = self._ledger_for(session)
            try:
                found = _step_warnings(session, step, self.thresholds, run.ledger, flat=run.flat)
            except BaseException:
                self._runs = {}  # the ledger may be half-way through the step: rebuild it next time
                raise
            run.consumed.append(_fingerprint(step))
            run.seen(session, step)  # saved, it is the step this session's list holds next
            return found


_CHECKERS: dict[Thresholds, DecoherenceChecker] = {}


def step_checkers(thresholds: Thresholds | None = None) -> tuple[StepChecker, ...]:
    """The checks every new step gets: the core's format and generation checks, then decoherence.

    The decoherence checker is kept between calls (same thresholds, same checker), so its ledger
    follows a session step by step instead of replaying it each time.
    """
    th = thresholds or Thresholds()
    if not th.enabled:
        return DEFAULT_CHECKERS
    checker = _CHECKERS.get(th)
    if checker is None:
        _CHECKERS.clear()
        checker = _CHECKERS[th] = DecoherenceChecker(th)
    return (*DEFAULT_CHECKERS, checker)


def step_tools(thresholds: Thresholds | None = None) -> StepTools:
    """The step runner's tools with the decoherence detectors: :func:`step_checkers` plus a token
    signal recorder per generation (log-probabilities are asked for when surprise statistics are on)."""
    from playground.decoherence.signals import SignalRecorder

    th = thresholds or Thresholds()
    return StepTools(step_checkers(th), functools.partial(SignalRecorder, th))


def _reparsed(session: Session, step: Step) -> Step:
    """The step with its parse notes recomputed from the raw output (parsing rules may be newer)."""
    if step.raw is None:
        return step
    parsed = parse_output(step.raw, session.domain.wrapper)
    return replace(step, parse_notes=list(parsed.notes))


def _seed_task_text(ledger: object, text: str) -> None:
    """A ledger that reads the task description (the SWE one: the project directory it names)."""
    seed_task = getattr(ledger, "seed_task", None)
    if callable(seed_task):
        seed_task(text)


def _seed_task(ledger: Ledger, session: Session) -> None:
    _seed_task_text(ledger, session.header.system_prompt or "")


def check_session(session: Session, thresholds: Thresholds | None = None, *,
                  n_ctx: int | None = None) -> dict[int, list[WorldWarning]]:
    """Re-run every detector over a saved session: step index -> warnings (the session is not changed)."""
    th = thresholds or Thresholds()
    ledger = new_ledger(session.domain.id, th) if th.enabled else None
    if ledger is not None:
        ledger.seed(initial_state(session))
        _seed_task(ledger, session)
    flat = FlatnessHistory()
    out: dict[int, list[WorldWarning]] = {}
    core = [c for c in DEFAULT_CHECKERS]
    # the steps before the one judged: one list that grows by a step each turn (a fresh copy of the
    # history per step made the check quadratic), so no detector may keep or change it
    history: list[Step] = []
    view = Session(session.path, session.header, history, session.notes)
    for original in session.steps:
        step = _reparsed(session, original)
        found = [w for w in run_checkers(core, view, step) if not th.is_disabled(w.kind)]
        if th.enabled:
            try:
                found += _step_warnings(view, step, th, ledger, n_ctx, flat)
            except Exception as e:  # a detector bug must not hide the other steps' warnings
                found.append(WorldWarning("checker", "info", step.index, f"check decoherence failed: {e}",
                                          {"checker": "decoherence", "error": type(e).__name__}))
        out[step.index] = found
        history.append(original)
    _note_unread(session, out)
    return out


def _note_unread(session: Session, out: dict[int, list[WorldWarning]]) -> None:
    """One info finding when some actions are in a format the domain's ledger does not follow: those
    steps were judged on their format only, not on what the action did."""
    from playground.decoherence.actions import understood

    domain = session.domain.id
    if domain not in ("terminal", "swe", "mcp", "search", "web", "android", "desktop"):
        if session.steps:
            out.setdefault(session.steps[0].index, []).append(WorldWarning(
                "checker.unread", "info", session.steps[0].index,
                f"no state ledger for the {domain} domain: only the format checks ran",
                {"detector": "checker", "domain": domain}))
        return
    unread = [s.index for s in session.steps if not understood(domain, read_action(s, domain), checked_text(s) or "")]
    if unread:
        out.setdefault(unread[0], []).append(WorldWarning(
            "checker.unread", "info", unread[0],
            f"{len(unread)} of {len(session.steps)} actions are in a format the {domain} ledger does not follow "
            f"(first: step {unread[0]}); their effects were not tracked",
            {"detector": "checker", "steps": unread[:20]}))


def at_least(warnings: list[WorldWarning], severity: str) -> list[WorldWarning]:
    floor = SEVERITY_ORDER.get(severity, 1)
    return [w for w in warnings if SEVERITY_ORDER.get(w.severity, 0) >= floor]
