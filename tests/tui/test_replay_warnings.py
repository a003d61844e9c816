"""The replay screen's warnings panel jumps like the play screen's, and the timeline's and warnings'
colours follow a theme switch (their lines are coloured when made, so they are made again)."""

from __future__ import annotations

from pathlib import Path

from playground.tui.screens.replay import ReplayScreen
from playground.tui.widgets import highlight
from playground.tui.widgets.stepview import ObservationPanel, WarningsPanel
from playground.tui.widgets.timeline import Timeline
from tests.tui.conftest import focus_on, wait_for
from tests.tui.test_panels import QUOTED, open_in_play, session_with_findings


def _colours(option_list) -> set[str]:  # type: ignore[no-untyped-def]
    """The foreground colours used in an option list's lines."""
    found = set()
    for i in range(option_list.option_count):
        prompt = option_list.get_option_at_index(i).prompt
        for span in getattr(prompt, "spans", []):
            style = span.style
            colour = getattr(style, "color", None) if not isinstance(style, str) else None
            text = str(colour.name if colour is not None else style)
            found.add(text.lower())
    return found


async def test_enter_in_the_replay_warnings_panel_jumps_to_the_quoted_step(make_app, tmp_path: Path) -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await wait_for(pilot, lambda: app.telemetry is not None)
        await app.push_screen(ReplayScreen(session_with_findings(tmp_path / "sessions")))
        await wait_for(pilot, lambda: isinstance(app.screen, ReplayScreen))
        screen = app.screen
        screen.action_last_step()
        await pilot.pause()
        panel = screen.query_one("#warnings", WarningsPanel)
        assert panel.option_count == 5
        await focus_on(pilot, panel)  # keys pressed before focus lands go to another widget
        await pilot.press("home", "down", "down", "down")
        await pilot.pause()
        assert panel.warnings[panel.highlighted].kind == "terminal.file"
        await pilot.press("enter")
        await pilot.pause()
        state = screen.query_one("#state", ObservationPanel)
        assert screen.position == 0 and app.focused is state  # step 1, the quoted text in view
        quoted = next(i for i, line in enumerate(state.lines) if line.startswith(QUOTED))
        top = int(state.scroll_y)
        assert top > 0 and top <= quoted < top + state.scrollable_content_region.height
        assert "line 32" in str(state.border_subtitle)
        assert screen.query_one("#timeline", Timeline).highlighted == 0


async def test_timeline_and_warnings_colours_follow_the_theme(make_app, tmp_path: Path) -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await open_in_play(app, pilot, session_with_findings(tmp_path / "sessions"))
        timeline = screen.query_one("#timeline", Timeline)
        warnings = screen.query_one("#warnings", WarningsPanel)
        app.theme = "agentworld-dark"
        await pilot.pause()
        dark_error = highlight.color("error").lower()
        assert any(dark_error in c for c in _colours(warnings)), _colours(warnings)
        assert any(dark_error in c for c in _colours(timeline)), _colours(timeline)
        highlighted = timeline.highlighted
        app.theme = "agentworld-light"
        await pilot.pause()
        light_error = highlight.color("error").lower()
        assert light_error != dark_error
        assert any(light_error in c for c in _colours(warnings)), _colours(warnings)
        assert not any(dark_error in c for c in _colours(warnings) | _colours(timeline))
        assert any(light_error in c for c in _colours(timeline))
        assert timeline.highlighted == highlighted


async def test_moving_the_replay_twice_at_once_shows_no_stale_step(make_app, tmp_path: Path) -> None:
    """The screen highlights the timeline row of the step it shows. That highlight must not come back
    later as a choice of the step: after two quick moves it would show the first step again (hiding
    the warnings panel of a step without findings, which loses its focus) before the second."""
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await wait_for(pilot, lambda: app.telemetry is not None)
        screen = ReplayScreen(session_with_findings(tmp_path / "sessions"))
        await app.push_screen(screen)
        await pilot.pause()
        shown: list[int] = []
        show = screen._show
        screen._show = lambda position: (shown.append(position), show(position))[1]  # type: ignore[method-assign]
        screen.action_last_step()
        screen.action_prev_step()  # both before the queue drains, as two quick keys are
        for _ in range(3):
            await pilot.pause()
        assert shown == [2, 1] and screen.position == 1
        assert screen.query_one("#timeline", Timeline).highlighted == 1
