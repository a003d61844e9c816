"""Run a quant comparison in its own process (the compare screen's and the ``compare`` command's way).

Why: as with the model process (playground/runtime/modelprocess.py), a decode loop that shares the
GIL with a Textual UI slows down, which would bias the generation tok/s column, and a
native crash in llama.cpp on a damaged quant would take the app with it. The child runs
:func:`~playground.compare.runner.run_comparison` unchanged and sends its events back,
token events already batched into :class:`~playground.runtime.streaming.StepDelta` (about 10 a
second per column); the memory it measures is its own, the models' process.
"""

from __future__ import annotations

import os
import pickle
import signal
import threading
import time
from dataclasses import dataclass
from typing import Any, Callable

from playground.base import childproc
from playground.compare.errors import CompareError
from playground.errors import OperationCancelled
from playground.runtime.streaming import DeltaBatcher, StepDelta

# After a cancel, how long the child may take to stop at its next token before it is stopped.
CANCEL_GRACE_S = 5.0
# Tests that kill the comparison mid-stream set this (seconds): the child holds after the first token it has
# handed over, so that the kill lands in a running step however fast the model is.
PAUSE_ENV = "AGENTWORLD_COMPARE_PAUSE_AFTER_FIRST_TOKEN"
CANCELLED = "the comparison was cancelled; no report was saved"


@dataclass(frozen=True)
class ProcessStarted:
    """The comparison runs in process ``pid`` (meters count its memory and CPU)."""

    pid: int


@dataclass(frozen=True)
class ColumnStream:
    """Batched reasoning/output of model ``model``'s running step."""

    model: int
    delta: StepDelta


def _child_main(conn: Any, log_path: str, plan: Any, loading: dict[str, Any], probe: Any) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C belongs to the UI, which cancels
    childproc.redirect_output(log_path)
    from playground.compare.runner import (
        LoadProgress,
        StepEvent,
        StepStarting,
        fitted_options,
        run_comparison,
    )

    cancel = threading.Event()

    def reader() -> None:
        try:
            conn.recv()  # the only message the parent sends is a cancel
        except (EOFError, OSError):  # the parent is gone: stop now
            childproc.exit_orphaned()
        cancel.set()

    threading.Thread(target=reader, name="compare-reader", daemon=True).start()
    pause = float(os.environ.get(PAUSE_ENV) or 0)
    batcher: DeltaBatcher | None = None
    model = 0
    last_progress = 0.0

    def flush(force: bool) -> None:
        delta = batcher.poll(force=force) if batcher is not None else None
        if delta is not None:
            conn.send(("event", ColumnStream(model, delta)))

    def emit(ev: Any) -> None:
        nonlocal batcher, model, last_progress, pause
        if isinstance(ev, StepEvent):
            assert batcher is not None
            batcher.feed(ev.event)
            flush(pause > 0)
            if pause > 0:
                time.sleep(pause)
                pause = 0.0
            return
        flush(True)  # anything else ends a run of tokens: the column gets its last words first
        if isinstance(ev, StepStarting):
            model, batcher = ev.model, DeltaBatcher()
        elif isinstance(ev, LoadProgress):  # per tensor group: a few a second is plenty
            now = time.monotonic()
            if now - last_progress < 0.1 and ev.fraction < 1.0:
                return
            last_progress = now
        conn.send(("event", ev))

    try:
        fixed = loading.get("options")
        options_for = (lambda _path: fixed) if fixed is not None else fitted_options(
            loading["n_ctx"], kv_type=loading.get("kv_type", "f16"), flash_attn=loading.get("flash_attn", "auto"),
            n_threads=loading.get("n_threads"), probe=probe)
        report = run_comparison(plan, options_for, on_event=emit, cancel=cancel, probe=probe)
        conn.send(("done", report))
    except Exception as e:
        childproc.send_error(conn, "failed", e, "comparison")


def _portable(probe: Any) -> Any:
    """The probe if it can travel to the child (tests inject plain ones); otherwise None, and
    the child opens NVML itself."""
    if probe is None:
        return None
    try:
        pickle.dumps(probe)
    except Exception:
        return None
    return probe


def run_comparison_in_process(plan: Any, *, n_ctx: int, n_threads: int | None = None, kv_type: str = "f16",
                              flash_attn: str = "auto", options: Any = None,
                              on_event: Callable[[Any], None] | None = None,
                              cancel: threading.Event | None = None, probe: Any = None) -> Any:
    """:func:`~playground.compare.runner.run_comparison` in a child process, with fit-planned load
    options at ``n_ctx`` (or the same ``options`` for every file). ``on_event`` gets
    :class:`ProcessStarted` first, then the runner's
    events, with :class:`ColumnStream` in place of per-token ``StepEvent``. Returns the
    :class:`~playground.compare.report.CompareReport`; raises OperationCancelled when ``cancel``
    is set, the runner's domain errors, or CompareError when the process dies.
    """
    emit = on_event or (lambda _e: None)
    cancel = cancel or threading.Event()
    loading = {"n_ctx": n_ctx, "n_threads": n_threads, "kv_type": kv_type, "flash_attn": flash_attn,
               "options": options}
    process, conn, log_path = childproc.spawn(_child_main, (plan, loading, _portable(probe)), "agentworld-compare")
    cancelled_at: float | None = None
    try:
        emit(ProcessStarted(int(process.pid)))
        while True:
            if cancel.is_set() and cancelled_at is None:
                cancelled_at = time.monotonic()
                try:
                    conn.send(("cancel",))
                except (OSError, ValueError):
                    pass
            if cancelled_at is not None and time.monotonic() - cancelled_at > CANCEL_GRACE_S:
                raise OperationCancelled(CANCELLED)  # the finally below stops the process
            try:
                msg = childproc.receive(conn, process, 0.1)
            except (EOFError, OSError):
                process.join(1.0)
                if cancelled_at is not None:
                    raise OperationCancelled(CANCELLED) from None
                raise CompareError(childproc.death_message("comparison", "", process, log_path)
                                   + "; no report was saved") from None
            if msg is None:
                continue
            kind, payload = msg
            if kind == "event":
                emit(payload)
            elif kind == "done":
                if cancel.is_set():  # the user cancelled before the result was handed back: keep nothing
                    raise OperationCancelled(CANCELLED)
                return payload
            else:  # failed: the domain exception raised in the child
                raise payload
    finally:
        childproc.stop(process, conn, 2.0)
        childproc.remove_log(log_path)
