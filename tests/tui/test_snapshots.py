"""What the screens look like, at a small and a large terminal size (animations off).

Update the baselines after an intended change (or a Textual bump) with
``pytest tests/tui/test_snapshots.py --snapshot-update`` and review the SVGs.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest

from playground.settings import Settings
from playground.tui.app import PlaygroundApp
from playground.world.paths import example_paths
from playground.world.store import load_session
from tests.tui.conftest import FakeGpuProbe, FixedSystemSampler, _NoGpu, wait_for
from playground.gpu import GpuSampler

# A fixed directory: the sessions path is shown on screen, so it must not vary between runs.
SNAP_DIR = Path(tempfile.gettempdir()) / "agentworld-play-snapshots"


@pytest.fixture
def snap_app():
    def factory(gpu: object | None = None) -> PlaygroundApp:
        if SNAP_DIR.exists():
            shutil.rmtree(SNAP_DIR)
        SNAP_DIR.mkdir(parents=True)
        sampler = FixedSystemSampler(gpu_sampler=GpuSampler(gpu or _NoGpu(), pid=1))
        return PlaygroundApp(settings=Settings(), settings_path=SNAP_DIR / "config.toml",
                             sessions_dir=SNAP_DIR / "sessions", telemetry_sampler=sampler)

    return factory


async def _settle(pilot) -> None:  # type: ignore[no-untyped-def]
    await wait_for(pilot, lambda: pilot.app.telemetry is not None)
    await pilot.pause(0.2)


def _example(name: str) -> Path:
    return next(p for p in example_paths() if p.name == name)


@pytest.mark.parametrize("size", [(80, 24), (140, 44)])
def test_play_new_session(snap_compare, snap_app, size) -> None:
    assert snap_compare(snap_app(), terminal_size=size, run_before=_settle)


def test_play_with_session_and_gpu(snap_compare, snap_app) -> None:
    async def run_before(pilot) -> None:  # type: ignore[no-untyped-def]
        await _settle(pilot)
        pilot.app.screen.open_session(load_session(_example("terminal-example.jsonl")))
        await pilot.pause(0.3)

    assert snap_compare(snap_app(FakeGpuProbe()), terminal_size=(120, 36), run_before=run_before)


def test_sessions_browser(snap_compare, snap_app) -> None:
    async def run_before(pilot) -> None:  # type: ignore[no-untyped-def]
        await _settle(pilot)
        await pilot.press("f4")
        await wait_for(pilot, lambda: bool(getattr(pilot.app.screen, "summaries", None)))
        await pilot.pause(0.2)

    assert snap_compare(snap_app(), terminal_size=(120, 30), run_before=run_before)


def test_replay(snap_compare, snap_app) -> None:
    async def run_before(pilot) -> None:  # type: ignore[no-untyped-def]
        from playground.tui.screens.replay import ReplayScreen

        await _settle(pilot)
        pilot.app.push_screen(ReplayScreen(load_session(_example("web-example.jsonl"))))
        await pilot.pause(0.2)
        await pilot.press("n")
        await pilot.pause(0.3)

    assert snap_compare(snap_app(), terminal_size=(100, 32), run_before=run_before)


def test_help(snap_compare, snap_app) -> None:
    async def run_before(pilot) -> None:  # type: ignore[no-untyped-def]
        await _settle(pilot)
        await pilot.press("f1")
        await pilot.pause(0.3)

    assert snap_compare(snap_app(), terminal_size=(100, 30), run_before=run_before)


def test_settings_dialog(snap_compare, snap_app) -> None:
    async def run_before(pilot) -> None:  # type: ignore[no-untyped-def]
        await _settle(pilot)
        await pilot.press("ctrl+g")
        await pilot.pause(0.3)

    assert snap_compare(snap_app(), terminal_size=(100, 32), run_before=run_before)
