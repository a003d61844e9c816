"""The step runner the CLI and the TUI share: action in, recorded step out.

:func:`run_step` validates the action and builds the prompt before anything
runs (bad input fails at the call, with a one-line error), then returns a
generator that re-yields the engine's events (prompt progress, tokens, channel
switches, notices) and ends with either the recorded :class:`Step` (parsed,
checked, appended to the file) or a :class:`StepCancelled`. A cancelled or
failed step appends nothing: the session file never holds half a step.

:func:`resimulate` re-runs recorded actions from step k with the current
engine into a fork (the original is never modified); benchmark sessions are
re-run with teacher forcing, which is how predictions for AgentWorldBench rows
are made.
"""

from __future__ import annotations

import os
import threading
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Callable, Collection, Generator, Iterable, Iterator, Protocol, Sequence, Union

from playground.llama.events import EngineEvent, Finished, GenerationResult, Notice
from playground.llama.sampling import GenerationParams
from playground.world.errors import SessionError, SessionStepError
from playground.world.parsing import parse_output
from playground.world.prompts import render_prompt
from playground.world.session import ModelIdentity, Session, Step
from playground.world.store import append_step, fork_session
from playground.world.turns import UserTurn, user_turn
from playground.world.warning_records import DEFAULT_CHECKERS, StepChecker, WorldWarning, run_checkers


class StepEngine(Protocol):
    """What the runner needs from an engine (playground.llama.engine.Engine has it)."""

    info: Any

    def render_chat(self, messages: Sequence[Any], *, add_generation_prompt: bool = True,
                    enable_thinking: bool = True) -> str: ...

    def generate(self, prompt: Any, params: GenerationParams | None = None,
                 cancel: threading.Event | None = None) -> Iterator[EngineEvent]: ...


@dataclass(frozen=True)
class StepCancelled:
    """The step was cancelled; nothing was written. ``result`` holds what was generated so far."""

    index: int
    result: GenerationResult | None
    message: str = "cancelled; nothing was saved"


@dataclass(frozen=True)
class Forked:
    """:func:`resimulate` created this session (the first thing it yields)."""

    session: Session


StepOutput = Union[EngineEvent, Step, StepCancelled, Forked]


# The checked action and its user turn (turns.py renders it for live play and benchmark rows alike).
PreparedAction = UserTurn


def prepare_action(session: Session, action: str, state: str | None = None) -> PreparedAction:
    """Validate ``action`` for the session's domain and render its user turn (see :func:`turns.user_turn`)."""
    return user_turn(session, action, state)


def _model_identity(engine: StepEngine) -> ModelIdentity | None:
    info = getattr(engine, "info", None)
    try:
        return ModelIdentity.from_info(info) if info is not None else None
    except (AttributeError, TypeError):
        return None


class SignalRecorderLike(Protocol):
    """Collects one generation's token signals (playground.decoherence.signals.SignalRecorder is one)."""

    def params(self, params: GenerationParams) -> GenerationParams: ...

    def feed(self, event: Any) -> None: ...

    def summary(self, result: GenerationResult, observation: str | None) -> dict[str, Any] | None: ...


@dataclass(frozen=True)
class StepTools:
    """What a step is checked with: the checkers run on each recorded step, and a factory of signal
    recorders (one per generation). The caller chooses them (the CLI and the model process use the
    decoherence detectors with the user's thresholds: ``playground.decoherence.step_tools``); the
    world core reads no settings of its own. The default is the core's format checks, no signals."""

    checkers: tuple[StepChecker, ...] = DEFAULT_CHECKERS
    recorder: Callable[[], SignalRecorderLike] | None = None

    def new_recorder(self) -> SignalRecorderLike | None:
        return self.recorder() if self.recorder is not None else None


def _step_tools(checkers: Iterable[StepChecker] | None, tools: StepTools | None) -> tuple[tuple[StepChecker, ...], Any]:
    """(checkers, a fresh signal recorder or None): explicit ``checkers`` win over ``tools.checkers``."""
    tools = tools or StepTools()
    return (tools.checkers if checkers is None else tuple(checkers)), tools.new_recorder()


def _record(engine: StepEngine, target: Session, result: GenerationResult, params: GenerationParams, *,
            action: str, message: str, state: str | None, ground_truth: str | None,
            checkers: Iterable[StepChecker], signals: Any = None, notices: Sequence[str] = ()) -> Step:
    parsed = parse_output(result.raw, target.domain.wrapper)
    step = Step(
        index=target.next_index, action=action, message=message, state=state, raw=result.raw,
        reasoning=parsed.reasoning, observation=parsed.observation, parse_notes=list(parsed.notes),
        timings=result.timings.to_dict(), finish_reason=result.finish_reason, seed=result.seed,
        params=replace(params, seed=result.seed).to_dict(), model=_model_identity(engine),
        ground_truth=ground_truth,
        signals=signals.summary(result, parsed.observation) if signals is not None else None,
    )
    # the action check's notices stay with the step (info: the step ran as the user asked)
    step.warnings = [WorldWarning("action", "info", step.index, n) for n in notices] + run_checkers(checkers, target,
                                                                                                   step)
    return append_step(target, step)


def run_step(engine: StepEngine, session: Session, action: str, params: GenerationParams | None = None,
             cancel: threading.Event | None = None, *, state: str | None = None,
             checkers: Iterable[StepChecker] | None = None,
             ground_truth: str | None = None, enable_thinking: bool = True,
             tools: StepTools | None = None) -> Iterator[StepOutput]:
    """Validate, render and start one step; iterate the result to run it.

    Raises at the call (nothing runs, nothing is written) for an invalid action, a session
    without a file, a prompt that does not fit the context or bad parameters. The step is checked
    with ``checkers`` when given, else with ``tools`` (default: the core's format checks only).
    """
    if session.path is None:
        raise SessionError("this session is not saved to a file")
    params = (params or GenerationParams()).validate()
    prepared = prepare_action(session, action, state)
    prompt = render_prompt(engine, session, prepared.message, enable_thinking=enable_thinking)
    cancel = cancel or threading.Event()
    checks, signals = _step_tools(checkers, tools)
    # generate() validates the prompt against the context now, before anything runs
    events = engine.generate(prompt, signals.params(params) if signals is not None else params, cancel)
    return _run(engine, session, events, params, prepared.action, prepared.message, prepared.state,
                ground_truth, checks, signals, prepared.notices)


def _run(engine: StepEngine, session: Session, events: Iterator[EngineEvent], params: GenerationParams,
         action: str, message: str, state: str | None, ground_truth: str | None,
         checkers: tuple[StepChecker, ...], signals: Any = None,
         notices: Sequence[str] = ()) -> Iterator[StepOutput]:
    index = session.next_index
    result: GenerationResult | None = None
    for notice in notices:
        yield Notice("action", notice)
    for ev in events:
        if isinstance(ev, Finished):
            result = ev.result
        elif signals is not None:
            signals.feed(ev)
        yield ev
    if result is None or result.finish_reason == "cancelled":
        yield StepCancelled(index, result)
        return
    yield _record(engine, session, result, params, action=action, message=message, state=state,
                  ground_truth=ground_truth, checkers=checkers, signals=signals, notices=notices)


def resimulate(engine: StepEngine, session: Session, from_step: int, directory: str | os.PathLike[str],
               params: GenerationParams | None = None, cancel: threading.Event | None = None, *,
               teacher_forcing: bool | None = None, turns: Collection[int] | None = None,
               checkers: Iterable[StepChecker] | None = None, name: str | None = None,
               tools: StepTools | None = None) -> Iterator[StepOutput]:
    """Re-run the recorded actions ``from_step``.. with ``engine`` into a fork of ``session``.

    Yields :class:`Forked` first, then each step's engine events and the recorded step. With
    ``turns``, only those step indexes are predicted; the others are copied unchanged (useful with
    teacher forcing, where the history does not depend on predictions). A cancel stops after the
    current step; if no step was predicted yet, the fork is removed again.
    """
    params = (params or GenerationParams()).validate()
    last = session.steps[-1].index if session.steps else 0
    if not 1 <= from_step <= last:
        raise SessionStepError(f"cannot re-simulate {session.name} from step {from_step}: it has steps 1..{last}"
                               if last else f"{session.name} has no steps to re-simulate")
    forcing = session.header.teacher_forcing if teacher_forcing is None else teacher_forcing
    todo = [s for s in session.steps if s.index >= from_step]
    cancel = cancel or threading.Event()
    checks, _signals = _step_tools(checkers, tools)
    return _resimulate(engine, session, from_step, Path(directory), params, cancel, forcing, todo, turns, checks,
                       name, tools or StepTools())


def _resimulate(engine: StepEngine, session: Session, from_step: int, directory: Path, params: GenerationParams,
                cancel: threading.Event, forcing: bool, todo: list[Step], turns: Collection[int] | None,
                checkers: tuple[StepChecker, ...], name: str | None, tools: StepTools) -> Iterator[StepOutput]:
    # at the last step recorded before ``from_step`` (a step skipped as corrupt cannot be forked at)
    upto = max((s.index for s in session.steps if s.index < from_step), default=0)
    fork = fork_session(session, upto, directory, name=name, teacher_forcing=forcing)
    yield Forked(fork)
    predicted, finished = yield from replay_into(engine, fork, todo, turns, params, cancel, forcing, checkers,
                                                 tools)
    if not finished and predicted == 0 and fork.path is not None:
        try:  # cancelled before any step was predicted: the fork is removed again
            fork.path.unlink()
        except OSError:
            pass


def replay_into(engine: StepEngine, fork: Session, todo: Sequence[Step], turns: Collection[int] | None,
                params: GenerationParams, cancel: threading.Event, forcing: bool,
                checkers: tuple[StepChecker, ...], tools: StepTools) -> Generator[StepOutput, None, tuple[int, bool]]:
    """Append each of ``todo``'s actions to ``fork``: predicted again when its index is in ``turns``
    (None: all), else copied as recorded. Yields each step's engine events and the recorded step;
    returns (how many were predicted, False when a cancel stopped it after the current step).
    The loop of :func:`resimulate` after its fork, and of a prediction run that continues its fork."""
    predicted = 0
    for src in todo:
        if turns is not None and src.index not in turns:
            append_step(fork, replace(src, index=fork.next_index, parent_step=src.index))
            continue
        prompt = render_prompt(engine, fork, src.message, teacher_forcing=forcing)
        signals = tools.new_recorder()  # a fresh recorder per step
        events = engine.generate(prompt, signals.params(params) if signals is not None else params, cancel)
        outcome: StepOutput | None = None
        for out in _run(engine, fork, events, params, src.action, src.message, src.state, src.ground_truth,
                        checkers, signals):
            outcome = out
            yield out
        if isinstance(outcome, StepCancelled):
            return predicted, False
        predicted += 1
    return predicted, True
