"""What the screens look like, at a small and a large terminal size (animations off).

Update the baselines after an intended change (or a Textual bump) with
``pytest tests/tui/test_snapshots.py --snapshot-update`` and review the SVGs.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from playground.settings import Settings
from playground.tui.app import PlaygroundApp
from playground.world.paths import example_paths
from playground.world.store import load_session
from tests.tui.conftest import FakeGpuProbe, FixedSystemSampler, _NoGpu, wait_for
from playground.gpu import GpuSampler

@pytest.fixture
def snap_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    # The sessions directory is shown on screen, so it must not vary between runs: a relative
    # path inside this test's own directory (no fixed path that other runs or users share).
    monkeypatch.chdir(tmp_path)

    def factory(gpu: object | None = None) -> PlaygroundApp:
        sampler = FixedSystemSampler(gpu_sampler=GpuSampler(gpu or _NoGpu(), pid=1))
        return PlaygroundApp(settings=Settings(), settings_path=tmp_path / "config.toml",
                             sessions_dir=Path("sessions"), telemetry_sampler=sampler,
                             gpu_probe=gpu or _NoGpu())

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
        from textual.widgets import Input

        await _settle(pilot)
        await pilot.press("ctrl+g")
        await pilot.pause(0.3)
        for widget in pilot.app.screen.query(Input):
            widget.cursor_blink = False  # a blinking cursor is on or off depending on timing
        await pilot.pause(0.1)

    assert snap_compare(snap_app(), terminal_size=(100, 32), run_before=run_before)


def test_models_screen(snap_compare, snap_app, tiny_models, monkeypatch) -> None:
    app = snap_app(FakeGpuProbe(used=2 * 2**30))
    models = Path("models")  # relative to the test's directory, like the sessions
    models.mkdir()
    shutil.copy(tiny_models.f32, models / "tiny-F32.gguf")
    shutil.copy(tiny_models.q4_k_m, models / "tiny-Q4_K_M.gguf")
    monkeypatch.setenv("AGENTWORLD_MODELS_DIR", str(models))
    monkeypatch.setenv("HF_HOME", str(Path("hf").resolve()))
    app.settings.catalog_repo = ""  # local files only: the screen must not depend on a network

    async def run_before(pilot) -> None:  # type: ignore[no-untyped-def]
        await _settle(pilot)
        await pilot.press("f3")
        await wait_for(pilot, lambda: bool(getattr(pilot.app.screen, "rows", None)))
        await pilot.pause(0.3)

    assert snap_compare(app, terminal_size=(120, 34), run_before=run_before)
