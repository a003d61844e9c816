"""Run the engine in its own process and drive world-model steps over a pipe.

Why a process: the decode loop is Python around ctypes calls and needs the GIL
for a few microseconds per token. In the same process as a Textual UI, every
frame the UI renders holds the GIL for milliseconds, and generation measurably
slows (bench-ui: ~0.6-0.8x of the engine alone). In a child process the two
never contend. It also means a native crash in llama.cpp ends the child, not
the app: the UI reports it and carries on.

The child owns the :class:`~playground.llama.engine.Engine` (and its checkpoints,
so prefix reuse across steps works as in-process) and runs
:func:`playground.world.simulate.run_step` itself, so the session file is
written by the same code as everywhere else; it streams batched
:class:`~playground.runtime.streaming.StepDelta` updates (about 10 a second) and ends
each step with the recorded step or a cancel/failure. The parent reloads the
session from disk: the file stays the one source of truth.

The CLI runs every model load and generation here too (``playground/cli/engines.py``):
``JOBS`` holds what the process can do (a step, a re-simulation or benchmark
prediction, a self-consistency check, a chat turn, the speed benchmark). A native
abort then ends this process only, and the parent turns it into one line:
"llama.cpp aborted while loading X: <the assert line from the process log>".

The process dies with its parent (``playground.base.childproc``: a parent-death
signal, a pid watchdog, and the pipe closing), within a second, and checks that
the parent is still there before a step is written: a killed UI leaves neither a
process holding the model's memory nor a step appended for nobody.
"""

from __future__ import annotations

import queue
import signal
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator

from playground.base import childproc
from playground.errors import EngineStateError, InvalidParameterError, OperationCancelled, PlaygroundError
from playground.runtime.streaming import DeltaBatcher, StepDelta

LOAD_TIMEOUT_S = 3600.0  # a 70 GB file from a slow disk
CLOSE_WAIT_S = 10.0


class EngineProcessError(PlaygroundError):
    """The model process failed to start or died."""


@dataclass(frozen=True)
class StepOutcome:
    """The end of a step: ``step_index`` of the recorded step, or ``None`` when nothing was saved."""

    step_index: int | None
    message: str = ""


# ------------------------------------------------------------------------ what is loaded

@dataclass(frozen=True)
class LlamaModel:
    """A GGUF file loaded with llama.cpp: the model process's usual spec. A spec is what the parent
    checks (:meth:`check`, in the parent, before a process starts), names (:attr:`label`) and the
    child turns into an engine (:meth:`open`). Another backend is another spec class with these
    three members; the jobs below only need the engine they get."""

    path: str
    options: Any  # playground.llama.engine.LoadOptions

    @property
    def label(self) -> str:
        return Path(self.path).name

    def check(self) -> None:
        from playground.modelfile.checks import inspect_model_file

        inspect_model_file(self.path)  # a bad file gets its one-line error before a process starts

    def open(self, progress: Callable[[float], Any]) -> Any:
        from playground.llama.engine import Engine

        return Engine.load(self.path, self.options, progress=progress)


# --------------------------------------------------------------------------- child side

def _child_main(conn: Any, log_path: str, spec: Any) -> None:
    """Entry point of the model process (spawned: nothing of the parent's state is inherited;
    childproc's bootstrap has already tied its life to the parent's)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C belongs to the UI, which cancels steps
    childproc.redirect_output(log_path)  # the terminal belongs to the UI

    try:
        engine = spec.open(lambda f: _send(conn, ("progress", f)))
    except Exception as e:
        childproc.send_error(conn, "load_error", e, "model")
        return
    _send(conn, ("loaded", {"info": engine.info, "options": engine.options, "n_ctx": engine.n_ctx,
                            "load_s": engine.load_s, "buffers": getattr(engine, "buffers", None)}))
    requests: queue.Queue[tuple[Any, ...]] = queue.Queue()
    cancel = threading.Event()
    lock = threading.Lock()
    running: list[int] = []  # id of the job being run (empty when idle)
    cancelled: set[int] = set()  # ids cancelled before they started

    def reader() -> None:
        # The only thread that receives: commands queue up, a cancel acts at once. Cancels carry
        # the job id, so one that arrives late never stops the next job.
        while True:
            try:
                msg = conn.recv()
            except (EOFError, OSError):  # the parent is gone: stop now, write nothing more
                childproc.exit_orphaned()
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
                job_id, kind, request = msg[1], msg[2], msg[3]
                with lock:
                    running[:] = [job_id]
                    cancel.clear()
                    if job_id in cancelled:
                        cancelled.discard(job_id)
                        cancel.set()
                try:
                    JOBS[kind](engine, conn, request, cancel)
                except Exception as e:  # a job's own errors are sent by it; this is the backstop
                    childproc.send_error(conn, "failed", e, "model")
                finally:
                    with lock:
                        running.clear()
    finally:
        engine.close()


def _send(conn: Any, msg: tuple[Any, ...]) -> None:
    """Send to the parent; a closed pipe means the parent is gone, and so is this process."""
    try:
        conn.send(msg)
    except (OSError, ValueError):
        childproc.exit_orphaned()


@dataclass(frozen=True)
class SessionForked:
    """A re-simulation writes into this new session file."""

    path: str


@dataclass(frozen=True)
class StepRecorded:
    """Step ``index`` was appended to ``path``."""

    index: int
    path: str


@dataclass(frozen=True)
class BenchLog:
    """A progress line of the speed benchmark."""

    text: str


class _Stream:
    """A job's events to the parent: engine events batched into StepDelta (about 10 a second)."""

    def __init__(self, conn: Any) -> None:
        self.conn = conn
        self.batcher = DeltaBatcher()

    def feed(self, ev: Any) -> None:
        from playground.llama.events import Finished

        self.batcher.feed(ev)
        if isinstance(ev, Finished):
            # The generation is over and the caller is about to record it: the parent gets the
            # last words first, and a parent that is gone by now gets nothing written for it.
            self.flush()
            childproc.ensure_parent_alive()
            return
        delta = self.batcher.poll()
        if delta is not None:
            _send(self.conn, ("delta", delta))

    def flush(self) -> None:
        delta = self.batcher.poll(force=True)
        if delta is not None:
            _send(self.conn, ("delta", delta))

    def event(self, payload: Any) -> None:
        self.flush()
        _send(self.conn, ("event", payload))

    def done(self, payload: Any) -> None:
        self.flush()
        _send(self.conn, ("done", payload))


def _step_tools(request: dict[str, Any]) -> Any:
    from playground.decoherence import Thresholds, load_thresholds, step_tools

    th = request.get("thresholds")
    return step_tools(th if isinstance(th, Thresholds) else load_thresholds().thresholds)


def _child_step(engine: Any, conn: Any, request: dict[str, Any], cancel: threading.Event) -> None:
    from playground.llama.sampling import GenerationParams
    from playground.world.session import Step
    from playground.world.simulate import StepCancelled, run_step
    from playground.world.store import open_session

    try:
        session = open_session(request["session"])
        outputs = run_step(engine, session, request["action"], GenerationParams.from_dict(request["params"]),
                           cancel, state=request.get("state"), enable_thinking=request.get("enable_thinking", True),
                           tools=_step_tools(request))
        stream = _Stream(conn)
        outcome = StepOutcome(None, "cancelled; nothing was saved")
        for out in outputs:
            if isinstance(out, Step):
                outcome = StepOutcome(out.index)
            elif isinstance(out, StepCancelled):
                outcome = StepOutcome(None, out.message)
            else:
                stream.feed(out)
        stream.done(outcome)
    except Exception as e:
        childproc.send_error(conn, "failed", e, "model")


def _child_resimulate(engine: Any, conn: Any, request: dict[str, Any], cancel: threading.Event) -> None:
    """Re-run a session's recorded actions into a fork (``predict``: a benchmark session's turns
    with teacher forcing). Sends SessionForked, then per step its deltas and a StepRecorded."""
    from playground.llama.sampling import GenerationParams
    from playground.world.session import Step
    from playground.world.simulate import Forked, StepCancelled, resimulate
    from playground.world.store import load_session

    try:
        session = load_session(request["session"])
        params = GenerationParams.from_dict(request["params"])
        into = load_session(request["into"]) if request.get("into") else None
        if request.get("predict") and (request.get("concurrency", 1) > 1 or into is not None):
            from playground.runtime.bulk import predict_concurrently

            if request.get("concurrency", 1) > 1 and not getattr(engine.info, "is_endpoint", False):
                # llama.cpp runs one generation at a time
                raise InvalidParameterError("--concurrency needs a server model (--server); "
                                            "a GGUF runs one step at a time")
            outputs = predict_concurrently(engine, session, request["directory"], params, cancel,
                                           concurrency=request.get("concurrency", 1),
                                           all_turns=request.get("all_turns", False), tools=_step_tools(request),
                                           into=into)
        elif request.get("predict"):
            from playground.world.agentworldbench import predict

            outputs = predict(engine, session, request["directory"], params, cancel,
                              all_turns=request.get("all_turns", False), tools=_step_tools(request))
        else:
            outputs = resimulate(engine, session, request["from_step"], request["directory"], params, cancel,
                                 tools=_step_tools(request))
        stream = _Stream(conn)
        outcome = StepOutcome(None)  # nothing to predict: no step, no cancel
        target = ""
        for out in outputs:
            if isinstance(out, Forked):
                target = str(out.session.path)
                stream.event(SessionForked(target))
            elif isinstance(out, Step):
                stream.event(StepRecorded(out.index, target))
                outcome = StepOutcome(out.index)
            elif isinstance(out, StepCancelled):
                outcome = StepOutcome(None, out.message)
            else:
                stream.feed(out)
        stream.done(outcome)
    except Exception as e:
        childproc.send_error(conn, "failed", e, "model")


def _child_consistency(engine: Any, conn: Any, request: dict[str, Any], cancel: threading.Event) -> None:
    from playground.decoherence.consistency import check_consistency
    from playground.llama.sampling import GenerationParams
    from playground.world.store import load_session

    try:
        params = request.get("params")
        report = check_consistency(engine, load_session(request["session"]), request["step"], request.get("k"),
                                   GenerationParams.from_dict(params) if params else None,
                                   thresholds=request.get("thresholds"), cancel=cancel)
        _send(conn, ("done", report))
    except Exception as e:
        childproc.send_error(conn, "failed", e, "model")


def _child_generate(engine: Any, conn: Any, request: dict[str, Any], cancel: threading.Event) -> None:
    """One chat turn: deltas, then the GenerationResult (None when cancelled before it finished)."""
    from playground.llama.events import Finished
    from playground.llama.sampling import GenerationParams

    try:
        prompt = engine.render_chat(request["messages"], enable_thinking=request.get("enable_thinking", True))
        stream = _Stream(conn)
        result = None
        for ev in engine.generate(prompt, GenerationParams.from_dict(request["params"]), cancel):
            if isinstance(ev, Finished):
                result = ev.result
            stream.feed(ev)
        stream.done(result)
    except Exception as e:
        childproc.send_error(conn, "failed", e, "model")


def _child_speedbench(engine: Any, conn: Any, request: dict[str, Any], cancel: threading.Event) -> None:
    """The speed benchmark on the loaded engine: the engine and the bare loop it is measured
    against run here, in one process, so the ratio compares like with like."""
    from playground.llama.speedbench import run_bench_on

    try:
        report = run_bench_on(engine, lengths=tuple(request["lengths"]), repeats=request["repeats"],
                              session_steps=request["session_steps"], naive=request["naive"],
                              extra_bufts=request.get("extra_bufts", True), seed=request.get("seed", 7),
                              rerun_steps=tuple(request.get("rerun_steps", (10, 50))),
                              log=lambda s: _send(conn, ("event", BenchLog(s))),
                              cancel=cancel)
        _send(conn, ("done", report))
    except Exception as e:
        childproc.send_error(conn, "failed", e, "model")


JOBS: dict[str, Callable[[Any, Any, dict[str, Any], threading.Event], None]] = {
    "step": _child_step,
    "resimulate": _child_resimulate,
    "consistency": _child_consistency,
    "generate": _child_generate,
    "speedbench": _child_speedbench,
}


# -------------------------------------------------------------------------- parent side

class RemoteEngine:
    """A model loaded in a child process. Attributes mirror :class:`~playground.llama.engine.Engine`'s
    (``info``, ``options``, ``n_ctx``, ``load_s``); work goes through the ``start_*`` methods, each
    returning an iterator to follow in the calling (worker) thread."""

    def __init__(self, process: Any, conn: Any, log_path: str, loaded: dict[str, Any], label: str = "") -> None:
        self._process = process
        self._conn = conn
        self._log_path = log_path
        self.label = label
        self.info = loaded["info"]
        self.options = loaded["options"]
        self.n_ctx: int = loaded["n_ctx"]
        self.load_s: float = loaded["load_s"]
        self.buffers = loaded.get("buffers")  # llama.bufprobe.BufferDecision; None for a server model
        self._lock = threading.Lock()  # one job at a time
        self._closed = False
        self._close_lock = threading.Lock()  # the UI thread and the telemetry thread may both close
        self._step_id = 0
        self._kind = ""  # of the latest job (for the message if the process dies)

    @property
    def pid(self) -> int:
        return int(self._process.pid)

    @property
    def closed(self) -> bool:
        return self._closed

    @property
    def alive(self) -> bool:
        """Whether the model process still runs. A killed process stays "open" until a job
        notices; its sentinel says so at once (and, unlike waitpid, does not reap it)."""
        if self._closed:
            return False
        from multiprocessing.connection import wait

        try:
            return not wait([self._process.sentinel], 0)
        except (ValueError, OSError):  # a closed process object
            return False

    @classmethod
    def load(cls, path: str | Path, options: Any, *, progress: Callable[[float], Any] | None = None,
             cancel: threading.Event | None = None) -> "RemoteEngine":
        """Start the model process and load the GGUF ``path`` there; raises what loading in-process would."""
        return cls.open(LlamaModel(str(path), options), progress=progress, cancel=cancel)

    @classmethod
    def open(cls, spec: Any, *, progress: Callable[[float], Any] | None = None,
             cancel: threading.Event | None = None) -> "RemoteEngine":
        """Check ``spec`` here, then start the model process and open it there (see :class:`LlamaModel`)."""
        spec.check()
        process, parent, log_path = childproc.spawn(_child_main, (spec,), "agentworld-engine")
        deadline = time.monotonic() + LOAD_TIMEOUT_S
        try:
            while True:
                if cancel is not None and cancel.is_set():
                    raise OperationCancelled(f"loading {spec.label} was cancelled")
                if time.monotonic() > deadline:
                    raise EngineProcessError(f"loading {spec.label} took over {LOAD_TIMEOUT_S:.0f} s")
                try:
                    msg = childproc.receive(parent, process, 0.1)
                except (EOFError, OSError):
                    process.join(1.0)
                    raise EngineProcessError(
                        childproc.death_message("model", f"while loading {spec.label}", process, log_path)) from None
                if msg is None:
                    continue
                kind, payload = msg
                if kind == "progress":
                    if progress is not None:
                        progress(payload)
                elif kind == "loaded":
                    return cls(process, parent, log_path, payload, spec.label)
                else:  # load_error: the domain exception raised in the child
                    raise payload
        except BaseException:
            # after a load error the child exits at once; when cancelled it is still loading: stop it
            childproc.stop(process, parent, 1.0)
            childproc.remove_log(log_path)
            raise

    def start_step(self, session: Any, action: str, params: Any, *, state: str | None = None,
                   enable_thinking: bool = True, thresholds: Any = None) -> Iterator[StepDelta | StepOutcome]:
        """Send one step to the model process now; iterate the result (in a worker thread) for its
        deltas and then a :class:`StepOutcome`. :meth:`cancel` works from the moment this returns.
        Errors arrive as the domain exception raised in the model process. ``session``: a path, or
        a :class:`~playground.world.session.Session` (one whose file is not written yet travels
        whole: its file appears with this step, or never). ``thresholds``: the decoherence
        thresholds the step's checks use (default: the settings file's).
        """
        from playground.world.session import Session

        if isinstance(session, Session):
            target: Any = session if not session.on_disk else str(session.path)
        else:
            target = str(session)
        return self._start("step", {"session": target, "action": action, "params": params.to_dict(),
                                    "state": state, "enable_thinking": enable_thinking, "thresholds": thresholds})

    def start_resimulate(self, session_path: str | Path, directory: str | Path, params: Any, *,
                         from_step: int = 1, predict: bool = False, all_turns: bool = False,
                         thresholds: Any = None, concurrency: int = 1,
                         into: str | Path | None = None) -> Iterator[Any]:
        """Re-run the session's recorded actions from ``from_step`` into a fork in ``directory``
        (``predict``: a benchmark session's evaluated turns, or ``all_turns``, with teacher
        forcing). Iterate for :class:`SessionForked`, then per step its deltas and a
        :class:`StepRecorded`, and last a :class:`StepOutcome`. ``concurrency`` > 1 (``predict`` on a
        server model only): that many generations in flight, recorded in the same order and format."""
        return self._start("resimulate", {"session": str(session_path), "directory": str(directory),
                                          "params": params.to_dict(), "from_step": from_step, "predict": predict,
                                          "all_turns": all_turns, "thresholds": thresholds,
                                          "concurrency": concurrency,
                                          "into": str(into) if into is not None else None})

    def start_consistency(self, session_path: str | Path, step: int, k: int | None = None, *,
                          params: Any = None, thresholds: Any = None) -> Iterator[Any]:
        """Resample recorded step ``step`` k times in the model process (the file is not changed);
        iterate the result for a :class:`~playground.decoherence.consistency.ConsistencyReport`."""
        return self._start("consistency", {"session": str(session_path), "step": step, "k": k,
                                           "params": params.to_dict() if params is not None else None,
                                           "thresholds": thresholds})

    def start_generate(self, messages: list[dict[str, str]], params: Any, *,
                       enable_thinking: bool = True) -> Iterator[Any]:
        """One chat turn: deltas, then the GenerationResult (None if cancelled before the end)."""
        return self._start("generate", {"messages": messages, "params": params.to_dict(),
                                        "enable_thinking": enable_thinking})

    def start_speedbench(self, *, lengths: tuple[int, ...], repeats: int, session_steps: int, naive: bool,
                         seed: int = 7, extra_bufts: bool = True,
                         rerun_steps: tuple[int, ...] = (10, 50)) -> Iterator[Any]:
        """The speed benchmark (engine vs bare loop, both in the model process): BenchLog lines,
        then the BenchReport. ``extra_bufts``: also measure CPU extra buffer types on and off."""
        return self._start("speedbench", {"lengths": list(lengths), "repeats": repeats,
                                          "session_steps": session_steps, "naive": naive, "seed": seed,
                                          "extra_bufts": extra_bufts, "rerun_steps": list(rerun_steps)})

    def _start(self, kind: str, request: dict[str, Any]) -> Iterator[Any]:
        if self._closed:
            raise EngineStateError("the model was unloaded; load it again")
        if not self._lock.acquire(blocking=False):
            raise EngineStateError("the model is busy with another step; cancel or wait for it")
        try:
            self._step_id += 1
            self._kind = kind
            self._send(("job", self._step_id, kind, request))
        except BaseException:
            self._lock.release()
            raise
        return self._stream()

    def _stream(self) -> Iterator[Any]:
        try:
            while True:
                kind, payload = self._recv()
                if kind in ("delta", "event"):
                    yield payload
                elif kind == "done":
                    yield payload
                    return
                else:  # failed: the domain exception raised in the child
                    raise payload
        finally:
            self._lock.release()

    def cancel(self) -> None:
        """Stop the running (or just requested) job at its next token; safe from any thread."""
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

    def __enter__(self) -> "RemoteEngine":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _send(self, msg: tuple[Any, ...]) -> None:
        try:
            self._conn.send(msg)
        except (OSError, ValueError):
            raise self._died() from None

    def _recv(self) -> tuple[str, Any]:
        while True:
            try:
                msg: tuple[str, Any] | None = childproc.receive(self._conn, self._process, 0.2)
            except (EOFError, OSError):
                raise self._died() from None
            if msg is not None:
                return msg

    def _died(self) -> EngineProcessError:
        self._process.join(1.0)
        self._closed = True
        when = f"while generating with {self.label}" if self.label else ""
        saved = "; nothing of the running step was saved" if self._kind in ("step", "resimulate") else ""
        error = EngineProcessError(childproc.death_message("model", when, self._process, self._log_path) + saved)
        childproc.remove_log(self._log_path)  # its last words are in the message
        return error
