"""A comparison run in its own process (the compare screen's way) on the tiny real models."""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading
import time

import pytest

from playground.compare import CompareError, ModelDone, ModelReady, plan_comparison, run_comparison
from playground.compare.host import ColumnStream, ProcessStarted, run_comparison_in_process
from playground.compare.runner import StepEvent, fitted_options
from playground.errors import OperationCancelled
from tests.compare.conftest import FAST_PARAMS, make_session
from tests.childguard import in_child


def _no_children_left() -> bool:
    deadline = time.monotonic() + 10
    while multiprocessing.active_children() and time.monotonic() < deadline:
        time.sleep(0.05)
    return not multiprocessing.active_children()


@in_child  # run_comparison loads the quantized file in this process
def test_the_same_report_as_in_process_and_batched_streams(tiny_models, tmp_path) -> None:
    session = make_session(tmp_path / "sessions", steps=1)
    plan = plan_comparison(session, [tiny_models.f32, tiny_models.q4_k_m], params=FAST_PARAMS)
    events: list[object] = []
    hosted = run_comparison_in_process(plan, n_ctx=2048, n_threads=1, on_event=events.append)
    local = run_comparison(plan, fitted_options(2048, n_threads=1))

    for a, b in zip(hosted.models, local.models, strict=True):
        assert a.quant == b.quant and a.steps[0].observation == b.steps[0].observation
        assert a.kld.mean == pytest.approx(b.kld.mean, rel=1e-5) and a.kld.top1 == b.kld.top1
    assert hosted.models[1].kld.mean > 0 and hosted.models[0].kld.mean == 0.0
    assert hosted.models[0].memory is not None  # measured in the models' own process
    assert isinstance(events[0], ProcessStarted) and events[0].pid != os.getpid()
    streams = [e for e in events if isinstance(e, ColumnStream)]
    assert not any(isinstance(e, StepEvent) for e in events)  # per-token events stay in the child
    assert {s.model for s in streams} == {0, 1}
    # batched: far fewer messages than tokens, and nothing streamed is lost
    generated = sum(s.generated_tokens for s in hosted.models[0].steps)
    first = [s.delta for s in streams if s.model == 0]
    assert len(first) < generated
    assert "".join(d.output for d in first).strip().endswith(hosted.models[0].steps[0].raw.strip()[-10:])
    assert [e.model for e in events if isinstance(e, ModelDone)] == [0, 1]
    assert _no_children_left()


def test_cancel_stops_the_process_and_returns_nothing(tiny_models, tmp_path) -> None:
    plan = plan_comparison(make_session(tmp_path / "sessions", steps=1), [tiny_models.f32, tiny_models.q8_0],
                           params=FAST_PARAMS)
    cancel = threading.Event()

    def on_event(ev: object) -> None:
        if isinstance(ev, ColumnStream):
            cancel.set()

    with pytest.raises(OperationCancelled, match="no report was saved"):
        run_comparison_in_process(plan, n_ctx=2048, n_threads=1, on_event=on_event, cancel=cancel)
    assert _no_children_left()


def test_a_killed_comparison_process_is_reported_in_one_line(tiny_models, tmp_path) -> None:
    plan = plan_comparison(make_session(tmp_path / "sessions", steps=1), [tiny_models.f32, tiny_models.q8_0],
                           params=FAST_PARAMS)
    pid: list[int] = []

    def on_event(ev: object) -> None:
        if isinstance(ev, ProcessStarted):
            pid.append(ev.pid)
        elif isinstance(ev, ModelReady) and ev.model == 1:
            os.kill(pid[0], signal.SIGKILL)  # what a native crash in llama.cpp looks like

    with pytest.raises(CompareError) as info:
        run_comparison_in_process(plan, n_ctx=2048, n_threads=1, on_event=on_event)
    message = str(info.value)
    assert "comparison process died (signal SIGKILL)" in message and "\n" not in message
    assert _no_children_left()
