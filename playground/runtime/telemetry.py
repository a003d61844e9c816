"""Live meters: GPU (NVML), CPU and memory (psutil), and generation throughput.

One :class:`TelemetrySampler` reads everything from one place, because
psutil's ``cpu_percent(None)`` keeps its baseline per call site (two samplers
would each see half the story). A UI runs :meth:`TelemetrySampler.run` in a
background thread and receives snapshots through a callback.
:class:`ThroughputHistory` keeps the per-step figures the engine reports.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any, Callable

from playground.llama.events import StepTimings
from playground.fit.gpu import GpuProbe, GpuSample, GpuSampler

DEFAULT_INTERVAL_S = 0.5


@dataclass(frozen=True)
class SystemReading:
    cpu_pct: float  # whole machine, 0..100
    process_cpu_pct: float  # this process, 0..100*cores
    rss_bytes: int  # this process and the model process (counts mmapped GGUF pages that are resident)
    ram_used_bytes: int
    ram_total_bytes: int


@dataclass(frozen=True)
class GpuReading:
    index: int
    name: str
    sample: GpuSample


@dataclass(frozen=True)
class TelemetrySnapshot:
    time: float
    system: SystemReading
    gpus: tuple[GpuReading, ...]
    gpu_message: str  # "no NVIDIA GPU found (...)" when gpus is empty


class TelemetrySampler:
    def __init__(self, gpu_probe: GpuProbe | None = None, *, gpu_sampler: GpuSampler | None = None) -> None:
        import psutil

        self._psutil = psutil
        self._proc = psutil.Process()
        self._gpu = gpu_sampler or GpuSampler(gpu_probe)
        self._names = {g.index: g.name for g in self._gpu.status.gpus}
        self._watched: list[Any] = []  # other processes of the app (the model process)
        # First calls set the baselines; their values are meaningless.
        psutil.cpu_percent(None)
        self._proc.cpu_percent(None)

    def watch_pids(self, pids: list[int]) -> None:
        """Count these processes (the model process) in RSS, CPU and per-process VRAM."""
        watched = []
        for pid in pids:
            try:
                proc = self._psutil.Process(pid)
                proc.cpu_percent(None)
                watched.append(proc)
            except self._psutil.Error:
                continue
        self._watched = watched  # replaced whole: the sampling thread sees the old or the new list
        self._gpu.extra_pids = tuple(p.pid for p in watched)

    @property
    def gpu_message(self) -> str:
        return self._gpu.status.message

    def sample(self) -> TelemetrySnapshot:
        ps = self._psutil
        vm = ps.virtual_memory()
        rss, proc_cpu = 0, 0.0
        for proc in (self._proc, *self._watched):
            try:
                rss += proc.memory_info().rss
                proc_cpu += proc.cpu_percent(None)
            except ps.Error:  # the model process ended between two samples
                continue
        system = SystemReading(cpu_pct=ps.cpu_percent(None), process_cpu_pct=proc_cpu, rss_bytes=rss,
                               ram_used_bytes=vm.total - vm.available, ram_total_bytes=vm.total)
        gpus = tuple(GpuReading(s.index, self._names.get(s.index, f"GPU {s.index}"), s) for s in self._gpu.sample())
        return TelemetrySnapshot(time.monotonic(), system, gpus, self._gpu.status.message)

    def run(self, callback: Callable[[TelemetrySnapshot], object], stop: threading.Event,
            interval: float = DEFAULT_INTERVAL_S) -> None:
        """Sample every ``interval`` seconds until ``stop`` is set or ``callback`` returns False
        (its receiver is gone: a closed app's ``post_message``). Blocking; run it in a thread."""
        while not stop.is_set():
            if callback(self.sample()) is False:
                return
            stop.wait(interval)


@dataclass
class ThroughputHistory:
    """Per-step throughput for meters and sparklines."""

    maxlen: int = 60
    generation_tok_s: deque[float] = field(default_factory=deque)
    prompt_tok_s: deque[float] = field(default_factory=deque)
    ttft_s: deque[float] = field(default_factory=deque)
    last: StepTimings | None = None

    def add(self, timings: StepTimings) -> None:
        self.last = timings
        for series, value in ((self.generation_tok_s, timings.generation_tok_s),
                              (self.prompt_tok_s, timings.prompt_tok_s),
                              (self.ttft_s, timings.time_to_first_token_s)):
            series.append(value)
            while len(series) > self.maxlen:
                series.popleft()
