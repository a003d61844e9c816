"""The telemetry sampler's loop: real psutil readings, no GPU (the NVML path reports its absence)."""

from __future__ import annotations

import os
import threading

from playground.fit.gpu import GpuProbeError, GpuSampler
from playground.runtime.telemetry import TelemetrySampler, TelemetrySnapshot


class _NoGpu:
    def device_count(self) -> int:
        raise GpuProbeError("no NVIDIA driver (NVML library not found)")


def _sampler() -> TelemetrySampler:
    return TelemetrySampler(gpu_sampler=GpuSampler(_NoGpu(), pid=os.getpid()))


def test_run_stops_when_the_receiver_is_gone() -> None:
    got: list[TelemetrySnapshot] = []

    def deliver(snap: TelemetrySnapshot) -> bool:
        got.append(snap)
        return len(got) < 3  # the third delivery finds the receiver closed

    _sampler().run(deliver, threading.Event(), interval=0.001)
    assert len(got) == 3
    assert got[-1].system.rss_bytes > 0 and got[-1].gpus == () and "no NVIDIA" in got[-1].gpu_message


def test_run_stops_on_the_event_and_a_none_callback_keeps_it_going() -> None:
    stop = threading.Event()
    calls = []

    def deliver(snap: TelemetrySnapshot) -> None:
        calls.append(snap)
        if len(calls) == 5:
            stop.set()

    _sampler().run(deliver, stop, interval=0.001)
    assert len(calls) == 5


def test_a_watched_process_that_ended_is_skipped() -> None:
    sampler = _sampler()
    sampler.watch_pids([2**22 + 12345])  # no such process: dropped at once
    snap = sampler.sample()
    assert snap.system.rss_bytes > 0
