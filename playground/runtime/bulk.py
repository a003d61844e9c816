"""Predict a benchmark session's turns: N generations in flight on a server, and resuming a run that
was interrupted.

With teacher forcing every turn's prompt is the recorded history (ground truths), not the
model's earlier predictions, so all of a benchmark session's turns can be generated at the
same time; an inference server batches them. The generations run in a bounded thread pool
(each has its own HTTP stream); the *recording* is the ordinary step recording over an engine
that hands back the finished generations in order. So the fork, its steps, checks, signals and
exports are exactly what a sequential run writes, and a cancel or an error leaves the same state
as there.

A run that was killed or cancelled part way leaves a fork holding its first k steps (each step
is one whole line; see playground.world.store). :func:`unfinished_predictions` finds such forks
of a session and ``predict_concurrently(..., into=fork)`` continues one in place: the rows
without a prediction yet are predicted and appended to the same file, so the export is the one a
single uninterrupted run writes.
"""

from __future__ import annotations

import os
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any, Callable, Collection, Iterator, Sequence

from playground.errors import InvalidParameterError
from playground.llama.events import EngineEvent, Finished
from playground.llama.sampling import GenerationParams
from playground.world.errors import SessionError
from playground.world.prompts import render_prompt
from playground.world.session import ModelIdentity, Session, Step
from playground.world.simulate import (
    Forked,
    StepEngine,
    StepOutput,
    StepTools,
    replay_into,
    resimulate,
)
from playground.world.store import list_sessions, load_session

MAX_CONCURRENCY = 64


def check_concurrency(n: int) -> int:
    """``n`` if it is a usable number of generations in flight, else a one-line error."""
    if not 1 <= n <= MAX_CONCURRENCY:
        raise InvalidParameterError(f"--concurrency must be 1..{MAX_CONCURRENCY}, got {n}")
    return n


def _key(prompt: Any) -> Any:
    if isinstance(prompt, str):
        return prompt
    return (tuple((m["role"], m["content"]) for m in prompt), getattr(prompt, "enable_thinking", True))


class _Wrapped:
    """An engine seen through a wrapper: its chat template and info as they are; ``generate``
    is the wrapper's own."""

    def __init__(self, engine: StepEngine) -> None:
        self._engine = engine
        self.info = engine.info

    def render_chat(self, messages: Sequence[Any], *, add_generation_prompt: bool = True,
                    enable_thinking: bool = True) -> Any:
        return self._engine.render_chat(messages, add_generation_prompt=add_generation_prompt,
                                        enable_thinking=enable_thinking)


class _Prefetched(_Wrapped):
    """An engine that answers generate() from generations already running in the pool; a prompt
    it has not prefetched (it should not happen) is generated on the spot."""

    def __init__(self, engine: StepEngine, jobs: dict[Any, Future[list[EngineEvent]]]) -> None:
        super().__init__(engine)
        self._jobs = jobs

    def generate(self, prompt: Any, params: GenerationParams | None = None,
                 cancel: threading.Event | None = None) -> Iterator[EngineEvent]:
        job = self._jobs.pop(_key(prompt), None)
        if job is None:
            return self._engine.generate(prompt, params, cancel)
        return iter(job.result())  # the job's EndpointError, if it failed, is raised here


class _Counted(_Wrapped):
    """The engine itself (one generation at a time, streamed live), calling ``on_finished`` after each."""

    def __init__(self, engine: StepEngine, total: int, on_finished: Callable[[int, int], None] | None) -> None:
        super().__init__(engine)
        self._total = total
        self._done = 0
        self._on_finished = on_finished

    def generate(self, prompt: Any, params: GenerationParams | None = None,
                 cancel: threading.Event | None = None) -> Iterator[EngineEvent]:
        for ev in self._engine.generate(prompt, params, cancel):
            yield ev
            if isinstance(ev, Finished):
                self._done += 1
                if self._on_finished is not None:
                    self._on_finished(self._done, self._total)


# ------------------------------------------------------------------ interrupted runs

def _chosen(session: Session, all_turns: bool) -> set[int] | None:
    from playground.world.agentworldbench import evaluated_turns

    return None if all_turns else set(evaluated_turns(session))


def _continues(fork: Session, source: Session, chosen: set[int] | None) -> bool:
    """Whether ``fork`` holds the first steps of a prediction run of ``source`` (``chosen``: the
    predicted turns, None for all) and not all of them: each turn predicted or copied as that run
    does it, nothing else."""
    parent = fork.header.parent
    if parent is None or parent.id != source.header.id or parent.step != 0 or not fork.header.teacher_forcing:
        return False
    if fork.header.bench != source.header.bench or not 0 < len(fork.steps) < len(source.steps):
        return False
    for i, (mine, src) in enumerate(zip(fork.steps, source.steps), 1):
        if mine.index != i or mine.message != src.message:
            return False
        predicted = chosen is None or src.index in chosen
        if predicted and (mine.parent_step is not None or mine.raw is None):
            return False
        if not predicted and mine.parent_step != src.index:
            return False
    return True


def predicted_by(fork: Session) -> set[ModelIdentity]:
    """The models whose predictions ``fork`` holds (empty: only copied steps so far)."""
    return {s.model for s in fork.steps if s.parent_step is None and s.model is not None}


def unfinished_predictions(source: Session, directory: str | os.PathLike[str], *,
                           all_turns: bool = False) -> list[Session]:
    """Forks in ``directory`` where a prediction run of ``source`` (``all_turns`` as given) stopped
    before its last turn, newest first. Files that do not load are passed over."""
    if source.header.bench is None or not Path(directory).is_dir():
        return []
    chosen = _chosen(source, all_turns)
    found = []
    for summary in list_sessions(directory):
        if summary.error is not None or summary.id == source.header.id or summary.steps >= len(source.steps):
            continue
        try:
            fork = load_session(summary.path)
        except SessionError:
            continue
        if _continues(fork, source, chosen):
            found.append(fork)
    return found


# ------------------------------------------------------------------------ predicting

def predict_concurrently(engine: StepEngine, session: Session, directory: str | os.PathLike[str],
                         params: GenerationParams | None = None, cancel: threading.Event | None = None, *,
                         concurrency: int, all_turns: bool = False, turns: Sequence[int] | None = None,
                         name: str | None = None, tools: StepTools | None = None,
                         on_finished: Callable[[int, int], None] | None = None,
                         into: Session | None = None) -> Iterator[StepOutput]:
    """:func:`playground.world.agentworldbench.predict` with ``concurrency`` generations in flight.

    ``engine`` must allow concurrent ``generate`` calls when ``concurrency`` > 1 (a server model
    does; llama.cpp does not); with 1 the engine streams each generation live. ``into``: an
    unfinished prediction fork of ``session`` (:func:`unfinished_predictions`) to continue in
    place instead of writing a new fork; it is yielded as the :class:`Forked` session.
    ``on_finished(done, total)`` is called as each generation ends. Yields what ``predict``
    yields, in the same order.
    """
    check_concurrency(concurrency)
    params = (params or GenerationParams()).validate()
    cancel = cancel or threading.Event()
    tools = tools or StepTools()
    chosen = set(turns) if turns is not None else _chosen(session, all_turns)
    start = 1
    if into is not None:
        if not _continues(into, session, chosen):
            raise SessionError(f"{into.name} is not an unfinished prediction of {session.name} with these turns; "
                               "start a new one")
        start = into.next_index
    rest = [s for s in session.steps if s.index >= start]
    todo = [s for s in rest if chosen is None or s.index in chosen]
    predicted = [s.index for s in todo]
    if concurrency == 1:
        counted = _Counted(engine, len(todo), on_finished)
        if into is None:
            return resimulate(counted, session, 1, directory, params, cancel, teacher_forcing=True, turns=predicted,
                              name=name, tools=tools)
        return _continue(counted, into, rest, predicted, params, cancel, tools)

    probe = tools.new_recorder()  # what the runner will ask for (logprobs for surprise signals)
    job_params = probe.params(params) if probe is not None else params
    pool = ThreadPoolExecutor(max_workers=concurrency, thread_name_prefix="predict")
    jobs: dict[Any, Future[list[EngineEvent]]] = {}
    total = len(todo)
    done_count = [0]
    lock = threading.Lock()

    def run(prompt: Any) -> list[EngineEvent]:
        try:
            return list(engine.generate(prompt, job_params, cancel))
        finally:
            with lock:
                done_count[0] += 1
                n = done_count[0]
            if on_finished is not None:
                on_finished(n, total)

    for src in todo:
        # teacher forcing: the history is the recorded ground truth, whatever earlier turns predict
        prompt = render_prompt(engine, session, src.message, history=session.upto(src.index - 1),
                               teacher_forcing=True)
        jobs.setdefault(_key(prompt), pool.submit(run, prompt))

    def outputs() -> Iterator[StepOutput]:
        finished = False
        prefetched = _Prefetched(engine, jobs)
        try:
            if into is None:
                yield from resimulate(prefetched, session, 1, directory, params, cancel, teacher_forcing=True,
                                      turns=predicted, name=name, tools=tools)
            else:
                yield from _continue(prefetched, into, rest, predicted, params, cancel, tools)
            finished = True
        finally:
            if not finished:
                cancel.set()  # stopped early (error, cancel, caller gave up): close the other streams
            pool.shutdown(wait=not finished, cancel_futures=True)

    return outputs()


def _continue(engine: StepEngine, fork: Session, rest: list[Step], predicted: Collection[int],
              params: GenerationParams, cancel: threading.Event, tools: StepTools) -> Iterator[StepOutput]:
    """The remaining turns of an interrupted run, appended to ``fork`` exactly as the run would have
    (the runner's own loop after its fork). A cancel stops after the current step; the fork, which
    existed before, stays."""
    yield Forked(fork)
    yield from replay_into(engine, fork, rest, predicted, params, cancel, True, tools.checkers, tools)
