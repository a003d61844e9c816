"""Run the engine in its own process and drive world-model steps over a pipe.

Why a process: the decode loop is Python around ctypes calls and needs the GIL
for a few microseconds per token. In the same process as a Textual UI, every
frame the UI renders holds the GIL for milliseconds, and generation measurably
slows (bench-ui: ~0.6-0.8x of the engine alone). In a child process the two
never contend. It also means a native crash in llama.cpp ends the child, not
the app: the UI reports it and carries on.

The child owns the :class:`~playground.engine.Engine` (and its checkpoints,
so prefix reuse across steps works as in-process) and runs
:func:`playground.world.simulate.run_step` itself, so the session file is
written by the same code as everywhere else; it streams batched
:class:`~playground.streaming.StepDelta` updates (about 10 a second) and ends
each step with the recorded step or a cancel/failure. The parent reloads the
session from disk: the file stays the one source of truth.
"""

from __future__ import annotations

import queue
import signal
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator

from playground import childproc
from playground.errors import EngineStateError, OperationCancelled, PlaygroundError
from playground.streaming import DeltaBatcher, StepDelta

LOAD_TIMEOUT_S = 3600.0  # a 70 GB file from a slow disk
CLOSE_WAIT_S = 10.0


class EngineProcessError(PlaygroundError):
    """The model process failed to start or died."""


@dataclass(frozen=True)
class StepOutcome:
    """The end of a step: ``step_index`` of the recorded step, or ``None`` when nothing was saved."""

    step_index: int | None
    message: str = ""


# --------------------------------------------------------------------------- child side

def _child_main(conn: Any, log_path: str, path: str, options: Any) -> None:
    """Entry point of the model process (spawned: nothing of the parent's state is inherited)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C belongs to the UI, which cancels steps
    childproc.redirect_output(log_path)  # the terminal belongs to the UI
    from playground.engine import Engine

    try:
        engine = Engine.load(path, options, progress=lambda f: conn.send(("progress", f)))
    except Exception as e:
        childproc.send_error(conn, "load_error", e, "model")
        return
    conn.send(("loaded", {"info": engine.info, "options": engine.options, "n_ctx": engine.n_ctx,
                          "load_s": engine.load_s}))
    requests: queue.Queue[tuple[Any, ...]] = queue.Queue()
    cancel = threading.Event()
    lock = threading.Lock()
    running: list[int] = []  # id of the step being run (empty when idle)
    cancelled: set[int] = set()  # ids cancelled before they started

    def reader() -> None:
        # The only thread that receives: commands queue up, a cancel acts at once. Cancels carry
        # the step id, so one that arrives late never stops the next step.
        while True:
            try:
                msg = conn.recv()
            except (EOFError, OSError):  # the parent is gone
                cancel.set()
                requests.put(("close",))
                return
            if msg[0] == "cancel":
                with lock:
                    if running and running[0] == msg[1]:
                        cancel.set()
                    else:
                        cancelled.add(msg[1])
            else:
                requests.put(msg)
                if msg[0] == "close":
                    cancel.set()
                    return

    threading.Thread(target=reader, name="engine-host-reader", daemon=True).start()
    try:
        while True:
            msg = requests.get()
            if msg[0] == "close":
                break
            if msg[0] == "job":
                step_id, kind, request = msg[1], msg[2], msg[3]
                with lock:
                    running[:] = [step_id]
                    cancel.clear()
                    if step_id in cancelled:
                        cancelled.discard(step_id)
                        cancel.set()
                try:
                    JOBS[kind](engine, conn, request, cancel)
                finally:
                    with lock:
                        running.clear()
    finally:
        engine.close()


def _child_step(engine: Any, conn: Any, request: dict[str, Any], cancel: threading.Event) -> None:
    from playground.sampling import GenerationParams
    from playground.world.session import Step
    from playground.world.simulate import StepCancelled, run_step
    from playground.world.store import load_session

    try:
        session = load_session(request["session"])
        outputs = run_step(engine, session, request["action"], GenerationParams.from_dict(request["params"]),
                           cancel, state=request.get("state"), enable_thinking=request.get("enable_thinking", True),
                           thresholds=request.get("thresholds"))
        batcher = DeltaBatcher()
        outcome = StepOutcome(None, "cancelled; nothing was saved")
        for out in outputs:
            if isinstance(out, Step):
                outcome = StepOutcome(out.index)
            elif isinstance(out, StepCancelled):
                outcome = StepOutcome(None, out.message)
            else:
                batcher.feed(out)
                delta = batcher.poll()
                if delta is not None:
                    conn.send(("delta", delta))
        delta = batcher.poll(force=True)
        if delta is not None:
            conn.send(("delta", delta))
        conn.send(("done", outcome))
    except Exception as e:
        childproc.send_error(conn, "failed", e, "model")


def _child_consistency(engine: Any, conn: Any, request: dict[str, Any], cancel: threading.Event) -> None:
    from playground.decoherence.consistency import check_consistency
    from playground.world.store import load_session

    try:
        report = check_consistency(engine, load_session(request["session"]), request["step"], request.get("k"),
                                   thresholds=request.get("thresholds"), cancel=cancel)
        conn.send(("done", report))
    except Exception as e:
        childproc.send_error(conn, "failed", e, "model")


JOBS: dict[str, Callable[[Any, Any, dict[str, Any], threading.Event], None]] = {
    "step": _child_step,
    "consistency": _child_consistency,
}


# -------------------------------------------------------------------------- parent side

class RemoteEngine:
    """A model loaded in a child process. Attributes mirror :class:`~playground.engine.Engine`'s
    (``info``, ``options``, ``n_ctx``, ``load_s``) for the UI; steps go through :meth:`step`."""

    def __init__(self, process: Any, conn: Any, log_path: str, loaded: dict[str, Any]) -> None:
        self._process = process
        self._conn = conn
        self._log_path = log_path
        self.info = loaded["info"]
        self.options = loaded["options"]
        self.n_ctx: int = loaded["n_ctx"]
        self.load_s: float = loaded["load_s"]
        self._lock = threading.Lock()  # one step at a time
        self._closed = False
        self._close_lock = threading.Lock()  # the UI thread and the telemetry thread may both close
        self._step_id = 0

    @property
    def pid(self) -> int:
        return int(self._process.pid)

    @property
    def closed(self) -> bool:
        return self._closed

    @classmethod
    def load(cls, path: str | Path, options: Any, *, progress: Callable[[float], Any] | None = None,
             cancel: threading.Event | None = None) -> "RemoteEngine":
        """Start the model process and load ``path`` there; raises what loading in-process would."""
        from playground.model_file import inspect_model_file

        inspect_model_file(path)  # a bad file gets its one-line error before a process starts
        process, parent, log_path = childproc.spawn(_child_main, (str(path), options), "agentworld-engine")
        deadline = time.monotonic() + LOAD_TIMEOUT_S
        try:
            while True:
                if cancel is not None and cancel.is_set():
                    raise OperationCancelled(f"loading {Path(path).name} was cancelled")
                if time.monotonic() > deadline:
                    raise EngineProcessError(f"loading {Path(path).name} took over {LOAD_TIMEOUT_S:.0f} s")
                try:
                    msg = childproc.receive(parent, process, 0.1)
                except (EOFError, OSError):
                    process.join(1.0)
                    raise EngineProcessError(
                        childproc.death_message("model", "while loading", process, log_path)) from None
                if msg is None:
                    continue
                kind, payload = msg
                if kind == "progress":
                    if progress is not None:
                        progress(payload)
                elif kind == "loaded":
                    return cls(process, parent, log_path, payload)
                else:  # load_error: the domain exception raised in the child
                    raise payload
        except BaseException:
            # after a load error the child exits at once; when cancelled it is still loading: stop it
            childproc.stop(process, parent, 1.0)
            childproc.remove_log(log_path)
            raise

    def start_step(self, session_path: str | Path, action: str, params: Any, *, state: str | None = None,
                   enable_thinking: bool = True, thresholds: Any = None) -> Iterator[StepDelta | StepOutcome]:
        """Send one step to the model process now; iterate the result (in a worker thread) for its
        deltas and then a :class:`StepOutcome`. :meth:`cancel` works from the moment this returns.
        Errors arrive as the domain exception raised in the model process. ``thresholds``: the
        decoherence thresholds the step's checks use (default: the settings file's).
        """
        return self._start("step", {"session": str(session_path), "action": action, "params": params.to_dict(),
                                    "state": state, "enable_thinking": enable_thinking, "thresholds": thresholds})

    def start_consistency(self, session_path: str | Path, step: int, k: int | None = None, *,
                          thresholds: Any = None) -> Iterator[Any]:
        """Resample recorded step ``step`` k times in the model process (the file is not changed);
        iterate the result for a :class:`~playground.decoherence.consistency.ConsistencyReport`."""
        return self._start("consistency", {"session": str(session_path), "step": step, "k": k,
                                           "thresholds": thresholds})

    def _start(self, kind: str, request: dict[str, Any]) -> Iterator[Any]:
        if self._closed:
            raise EngineStateError("the model was unloaded; load it again")
        if not self._lock.acquire(blocking=False):
            raise EngineStateError("the model is busy with another step; cancel or wait for it")
        try:
            self._step_id += 1
            self._send(("job", self._step_id, kind, request))
        except BaseException:
            self._lock.release()
            raise
        return self._stream()

    def _stream(self) -> Iterator[StepDelta | StepOutcome]:
        try:
            while True:
                kind, payload = self._recv()
                if kind == "delta":
                    yield payload
                elif kind == "done":
                    yield payload
                    return
                else:  # failed: the domain exception raised in the child
                    raise payload
        finally:
            self._lock.release()

    def cancel(self) -> None:
        """Stop the running (or just requested) step at its next token; safe from any thread."""
        if not self._closed and self._lock.locked():
            try:
                self._send(("cancel", self._step_id))
            except EngineProcessError:
                pass

    def close(self) -> None:
        """Stop the model process (a running step is cancelled first). Safe from any thread."""
        with self._close_lock:
            if self._closed:
                return
            self._closed = True
        try:
            self._conn.send(("close",))
        except (OSError, ValueError):
            pass
        childproc.stop(self._process, self._conn, CLOSE_WAIT_S)
        childproc.remove_log(self._log_path)

    def _send(self, msg: tuple[Any, ...]) -> None:
        try:
            self._conn.send(msg)
        except (OSError, ValueError):
            raise self._died() from None

    def _recv(self) -> tuple[str, Any]:
        while True:
            try:
                msg = childproc.receive(self._conn, self._process, 0.2)
            except (EOFError, OSError):
                raise self._died() from None
            if msg is not None:
                return msg

    def _died(self) -> EngineProcessError:
        self._process.join(1.0)
        self._closed = True
        return EngineProcessError(childproc.death_message("model", "", self._process, self._log_path)
                                  + "; nothing of the running step was saved; load the model again")
