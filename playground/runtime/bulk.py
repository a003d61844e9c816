"""Predict many steps at once on a server: teacher-forced re-simulation with N generations in flight.

With teacher forcing every turn's prompt is the recorded history (ground truths), not the
model's earlier predictions, so all of a benchmark session's turns can be generated at the
same time; an inference server batches them. The generations run in a bounded thread pool
(each has its own HTTP stream); the *recording* is the ordinary
:func:`playground.world.simulate.resimulate` run over an engine that hands back the finished
generations in order. So the fork, its steps, checks, signals and exports are exactly what a
sequential run writes, and a cancel or an error leaves the same state as there.
"""

from __future__ import annotations

import os
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, Callable, Iterator, Sequence

from playground.errors import InvalidParameterError
from playground.llama.events import EngineEvent
from playground.llama.sampling import GenerationParams
from playground.world.prompts import render_prompt
from playground.world.session import Session
from playground.world.simulate import StepEngine, StepOutput, StepTools, resimulate

MAX_CONCURRENCY = 64


def _key(prompt: Any) -> Any:
    if isinstance(prompt, str):
        return prompt
    return (tuple((m["role"], m["content"]) for m in prompt), getattr(prompt, "enable_thinking", True))


class _Prefetched:
    """An engine that answers generate() from generations already running in the pool; a prompt
    it has not prefetched (it should not happen) is generated on the spot."""

    def __init__(self, engine: StepEngine, jobs: dict[Any, Future[list[EngineEvent]]]) -> None:
        self._engine = engine
        self._jobs = jobs
        self.info = engine.info

    def render_chat(self, messages: Sequence[Any], *, add_generation_prompt: bool = True,
                    enable_thinking: bool = True) -> Any:
        return self._engine.render_chat(messages, add_generation_prompt=add_generation_prompt,
                                        enable_thinking=enable_thinking)

    def generate(self, prompt: Any, params: GenerationParams | None = None,
                 cancel: threading.Event | None = None) -> Iterator[EngineEvent]:
        job = self._jobs.pop(_key(prompt), None)
        if job is None:
            return self._engine.generate(prompt, params, cancel)
        return iter(job.result())  # the job's EndpointError, if it failed, is raised here


def predict_concurrently(engine: StepEngine, session: Session, directory: str | os.PathLike[str],
                         params: GenerationParams | None = None, cancel: threading.Event | None = None, *,
                         concurrency: int, all_turns: bool = False, turns: Sequence[int] | None = None,
                         name: str | None = None, tools: StepTools | None = None,
                         on_finished: Callable[[int, int], None] | None = None) -> Iterator[StepOutput]:
    """:func:`playground.world.agentworldbench.predict` with ``concurrency`` generations in flight.

    ``engine`` must allow concurrent ``generate`` calls (a server model does; llama.cpp does
    not). ``on_finished(done, total)`` is called from the pool as each generation ends.
    Yields what ``predict`` yields, in the same order.
    """
    from playground.world.agentworldbench import evaluated_turns

    if not 1 <= concurrency <= MAX_CONCURRENCY:
        raise InvalidParameterError(f"--concurrency must be 1..{MAX_CONCURRENCY}, got {concurrency}")
    params = (params or GenerationParams()).validate()
    cancel = cancel or threading.Event()
    tools = tools or StepTools()
    chosen = set(turns) if turns is not None else (None if all_turns else set(evaluated_turns(session)))
    todo = [s for s in session.steps if chosen is None or s.index in chosen]
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
        try:
            yield from resimulate(_Prefetched(engine, jobs), session, 1, directory, params, cancel,
                                  teacher_forcing=True, turns=[s.index for s in todo], name=name, tools=tools)
            finished = True
        finally:
            if not finished:
                cancel.set()  # stopped early (error, cancel, caller gave up): close the other streams
            pool.shutdown(wait=not finished, cancel_futures=True)

    return outputs()

