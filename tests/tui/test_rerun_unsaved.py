"""A re-run's fork is written with its step: closing the app (or cancelling) mid re-run leaves no
fork holding only a header (the issue's "closing the terminal mid-step leaves a header-only
session"); a new session's first step already worked that way."""

from __future__ import annotations

from pathlib import Path

from playground.tui.widgets.stepview import ReasoningPanel
from playground.world.store import load_session
from tests.tui.conftest import press, wait_for
from tests.tui.test_play import fast_settings, session_files, step_once


async def _rerun_running(pilot, app) -> Path:  # type: ignore[no-untyped-def]
    """One saved step, then ctrl+r on it with a step that runs until stopped; returns the original."""
    screen = app.screen
    await step_once(pilot, screen, 1)
    original = screen.session.path
    app.settings.max_tokens, app.settings.reasoning_budget = 100_000, 0
    app.generation_overrides = {"ignore_eos": True}
    await press(pilot, "ctrl+r")
    await wait_for(pilot, lambda: screen._stepping and screen.query_one("#reasoning", ReasoningPanel).text)
    assert screen.session.path != original
    assert session_files(app) == [original]  # the fork has no file until its step is saved
    return original


async def test_closing_the_app_mid_rerun_leaves_no_fork(make_app, tiny_model: Path) -> None:
    app = make_app(settings=fast_settings(), model_path=tiny_model)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.engine is not None)
        original = await _rerun_running(pilot, app)
    assert session_files(app) == [original]
    assert len(load_session(original).steps) == 1


async def test_a_cancelled_rerun_goes_back_to_the_original(make_app, tiny_model: Path) -> None:
    app = make_app(settings=fast_settings(), model_path=tiny_model)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.engine is not None)
        screen = app.screen
        original = await _rerun_running(pilot, app)
        await press(pilot, "escape")
        await wait_for(pilot, lambda: not screen._stepping, timeout=60)
        await pilot.pause()
        assert session_files(app) == [original]
        assert screen.session is not None and screen.session.path == original
        # a re-run that is saved writes the fork with its step
        app.settings.max_tokens, app.settings.reasoning_budget = 48, 16
        app.generation_overrides = {}
        await press(pilot, "ctrl+r")
        await wait_for(pilot, lambda: not screen._stepping and screen.session.path != original
                       and screen.session.on_disk, timeout=60)
        fork = load_session(screen.session.path)
        assert len(fork.steps) == 1 and fork.header.parent is not None and fork.header.parent.step == 0
