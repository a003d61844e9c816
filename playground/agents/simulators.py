"""One step of a session, simulated by the model or recorded from the real environment.

:class:`ProcessSimulator` drives the model process (:class:`~playground.runtime.modelprocess.RemoteEngine`):
a native crash ends that process, not the verifier or the server, and whatever backend the model
process runs (a local GGUF, an inference server) serves verify and serve alike.
:class:`EngineSimulator` runs an engine in this process (library use, tests with a scripted engine).
:func:`record_step` appends a step whose observation is already known, without any model.
"""

from __future__ import annotations

import threading
from typing import Any, Callable, Iterator, Protocol

from playground.agents.errors import StepNotSaved
from playground.llama.sampling import GenerationParams
from playground.runtime.modelprocess import RemoteEngine, StepOutcome
from playground.runtime.streaming import DeltaBatcher, StepDelta
from playground.world.session import Session, Step
from playground.world.simulate import StepCancelled, StepTools, prepare_action, run_step
from playground.world.store import append_step, load_session

DeltaSink = Callable[[StepDelta], None]


class Simulator(Protocol):
    def run(self, session: Session, action: str, params: GenerationParams, *, state: str | None = None,
            on_delta: DeltaSink | None = None) -> Session:
        """Simulate one step into ``session``'s file; return the session as saved (the new step last).
        Raises :class:`StepNotSaved` when the step was cancelled."""
        ...

    def cancel(self) -> None: ...


class ProcessSimulator:
    """Steps through the model process. ``thresholds``: the decoherence thresholds of the step checks
    (None: the settings file's)."""

    def __init__(self, engine: RemoteEngine, thresholds: Any = None) -> None:
        self.engine = engine
        self.thresholds = thresholds

    def run(self, session: Session, action: str, params: GenerationParams, *, state: str | None = None,
            on_delta: DeltaSink | None = None) -> Session:
        assert session.path is not None
        outcome: StepOutcome | None = None
        # the Session itself: one whose file is not written yet gets it with this step, or never
        items = self.engine.start_step(session, action, params, state=state, thresholds=self.thresholds)
        found = consume(items, StepOutcome, on_delta, self.engine.cancel)
        outcome = found if isinstance(found, StepOutcome) else None
        if outcome is None or outcome.step_index is None:
            raise StepNotSaved(outcome.message if outcome is not None and outcome.message
                               else "the step was cancelled; nothing was saved")
        return load_session(session.path)

    def cancel(self) -> None:
        self.engine.cancel()


def consume(items: Iterator[Any], final: type, on_delta: DeltaSink | None, stop: Callable[[], None]) -> Any:
    """Read a model-process stream to its end: its last item of type ``final`` (the result), the rest
    to ``on_delta``. When the receiver goes away (a closed HTTP stream, Ctrl-C), ``stop`` the job and
    let the process finish it before the error goes on."""
    result = None
    try:
        for item in items:
            if isinstance(item, final):
                result = item
            elif item is not None and on_delta is not None:
                on_delta(item)
    except BaseException:
        stop()
        try:
            for _ in items:
                pass
        except Exception:
            pass
        raise
    return result


class EngineSimulator:
    """Steps with an engine in this process (anything with the step runner's engine interface)."""

    def __init__(self, engine: Any, tools: StepTools | None = None) -> None:
        self.engine = engine
        self.tools = tools
        self._cancel = threading.Event()

    def run(self, session: Session, action: str, params: GenerationParams, *, state: str | None = None,
            on_delta: DeltaSink | None = None) -> Session:
        self._cancel.clear()
        batcher = DeltaBatcher()
        saved: Step | None = None
        for out in run_step(self.engine, session, action, params, self._cancel, state=state, tools=self.tools):
            if isinstance(out, Step):
                saved = out
            elif isinstance(out, StepCancelled):
                raise StepNotSaved(out.message)
            elif on_delta is not None:
                batcher.feed(out)
                delta = batcher.poll()
                if delta is not None:
                    on_delta(delta)
        if on_delta is not None:
            delta = batcher.poll(force=True)
            if delta is not None:
                on_delta(delta)
        if saved is None:
            raise StepNotSaved("the step ended without a result; nothing was saved")
        return session  # run_step appended the step to this object and to its file

    def cancel(self) -> None:
        self._cancel.set()


def record_step(session: Session, action: str, observation: str, *, state: str | None = None) -> Step:
    """Append a step whose observation came from the real environment (nothing is predicted).

    It is stored like an imported benchmark turn (no raw generation, the observation as ground
    truth), so later predicted steps see it as history and the detectors judge nothing in it.
    """
    prepared = prepare_action(session, action, state)
    step = Step(index=session.next_index, action=prepared.action, message=prepared.message, state=prepared.state,
                raw=None, observation=observation, ground_truth=observation)
    return append_step(session, step)
