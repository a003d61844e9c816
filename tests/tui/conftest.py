"""Fixtures for Pilot tests: an app with its own settings file and sessions directory."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Callable

import pytest

os.environ.setdefault("TEXTUAL_ANIMATIONS", "none")

from playground.fit.gpu import GpuProbeError, GpuSampler  # noqa: E402
from playground.settings import Settings  # noqa: E402
from playground.runtime.telemetry import SystemReading, TelemetrySampler, TelemetrySnapshot  # noqa: E402


class FakeGpuProbe:
    """A 24 GB card (the GpuProbe protocol); ``fail`` makes every query fail like a lost device."""

    def __init__(self, name: str = "NVIDIA GeForce RTX 4090", total: int = 24 * 2**30, used: int = 21 * 2**30,
                 process: int | None = 20 * 2**30) -> None:
        self._name, self.total, self.used, self.process = name, total, used, process
        self.fail = False

    def _check(self) -> None:
        if self.fail:
            raise GpuProbeError("GPU is lost")

    def device_count(self) -> int:
        return 1

    def name(self, index: int) -> str:
        return self._name

    def memory(self, index: int) -> tuple[int, int, int]:
        self._check()
        return self.total, self.total - self.used, self.used

    def utilization(self, index: int) -> float:
        self._check()
        return 87.0

    def temperature(self, index: int) -> float:
        self._check()
        return 71.0

    def power_watts(self, index: int) -> float:
        raise GpuProbeError("Not Supported")

    def process_memory(self, index: int, pid: int) -> int | None:
        self._check()
        return self.process


class FixedSystemSampler(TelemetrySampler):
    """Real GPU path (through the given probe) with fixed CPU/RAM figures, for stable snapshots."""

    def sample(self) -> TelemetrySnapshot:
        snap = super().sample()
        fixed = SystemReading(cpu_pct=12.0, process_cpu_pct=50.0, rss_bytes=2 * 2**30,
                              ram_used_bytes=9 * 2**30, ram_total_bytes=32 * 2**30)
        return TelemetrySnapshot(0.0, fixed, snap.gpus, snap.gpu_message)


@pytest.fixture
def make_app(tmp_path: Path) -> Callable[..., "PlaygroundApp"]:  # noqa: F821
    from playground.tui.app import PlaygroundApp

    def factory(*, settings: Settings | None = None, fixed_telemetry: bool = False,
                gpu_probe: object | None = None, welcome: bool = False, **kwargs: object) -> PlaygroundApp:
        s = settings or Settings(seed=1)
        sampler = None
        if fixed_telemetry:
            sampler = FixedSystemSampler(gpu_sampler=GpuSampler(gpu_probe or _NoGpu(), pid=1))
        return PlaygroundApp(settings=s, settings_path=tmp_path / "config.toml",
                             sessions_dir=tmp_path / "sessions", gpu_probe=gpu_probe,  # type: ignore[arg-type]
                             telemetry_sampler=sampler, welcome=welcome, **kwargs)  # type: ignore[arg-type]

    return factory


class _NoGpu:
    """Answers like a machine without an NVIDIA driver (what NvmlProbe reports there)."""

    def device_count(self) -> int:
        raise GpuProbeError("no NVIDIA driver (NVML library not found)")


def _holds(condition: Callable[[], object]) -> bool:
    """``condition()``, where a widget the condition queries that is not mounted yet (NoMatches)
    means "not yet" rather than an error: conditions often look at widgets a worker's message
    is about to mount."""
    from textual.css.query import NoMatches

    try:
        return bool(condition())
    except NoMatches:
        return False


async def wait_for(pilot, condition: Callable[[], object], timeout: float = 20.0) -> None:  # type: ignore[no-untyped-def]
    """Let the app run until ``condition()`` holds (workers run in threads)."""
    deadline = time.monotonic() + timeout
    while not _holds(condition):
        if time.monotonic() > deadline:
            raise AssertionError("condition not met in time")
        await pilot.pause(0.05)


async def focus_on(pilot, widget, timeout: float = 20.0) -> None:  # type: ignore[no-untyped-def]
    """Give ``widget`` focus and wait until it has it. ``focus()`` lands on a later message cycle and is
    dropped while the widget is not laid out yet (just shown), so it is asked again until it holds."""
    deadline = time.monotonic() + timeout
    while pilot.app.focused is not widget:
        if time.monotonic() > deadline:
            raise AssertionError(f"{widget!r} never took focus")
        widget.focus()
        await pilot.pause(0.05)


async def press(pilot, key: str) -> None:  # type: ignore[no-untyped-def]
    """Press ``key`` and let the app go idle. For keys whose handler may remove widgets:
    ``pilot.press`` waits for every widget that existed before the key to process a message,
    and one removed meanwhile never does, so it times out (Textual's pilot)."""
    pilot.app.simulate_key(key)
    await pilot.pause()


async def notifications(pilot) -> list:  # type: ignore[no-untyped-def]
    """The app's notifications, once the messages already posted are handled (``notify`` posts
    one, so a handler's notification lands just after the state a :func:`wait_for` saw)."""
    await pilot.pause()
    return list(pilot.app._notifications)
