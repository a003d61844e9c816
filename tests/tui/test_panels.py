"""Every panel one key away, a warnings panel that lists and jumps, and the domain picker's offer."""

from __future__ import annotations

from pathlib import Path

from playground.settings import Settings
from playground.tui import actions
from playground.tui.screens.play import PlayScreen
from playground.tui.screens.play_panels import NewSessionDialog
from playground.tui.widgets.stepview import ObservationPanel, WarningsPanel
from playground.world.session import Session, Step
from playground.world.store import append_step, create_session, load_session
from playground.world.warning_records import WorldWarning
from tests.tui.conftest import press, wait_for
from tests.tui.test_screens import palette_offers

LISTING = "\n".join(f"user@box:~$ line {i:02d} of a long listing" for i in range(40))
QUOTED = "user@box:~$ line 31 of a long listing"


def plain(title: object) -> str:
    """A border title as the user reads it (without its markup)."""
    from textual.content import Content

    return Content.from_markup(str(title)).plain


def five_findings() -> list[WorldWarning]:
    return [
        WorldWarning("format", "info", 3, "the answer has a trailing blank line"),
        WorldWarning("generation", "warning", 3, "the reasoning budget ran out"),
        WorldWarning("terminal.file", "warning", 3, "line 31 said otherwise in step 1",
                     {"earlier_step": 1, "earlier_text": QUOTED, "text": "user@box:~$ line 31 changed"}),
        WorldWarning("format", "error", 3, "the answer contains no observation", {"code": "no_observation"}),
        WorldWarning("terminal.cwd", "error", 3, "the prompt's directory changed without a cd",
                     {"earlier_step": 2, "earlier_text": "user@box:~/src$ ", "text": "user@box:/tmp$ "}),
    ]


def session_with_findings(directory: Path) -> Session:
    made = create_session(directory, "terminal", name="findings", initial_state="user@box:~$ ")
    for i, (obs, warnings) in enumerate([(LISTING, []), ("user@box:~/src$ ", []),
                                         ("user@box:/tmp$ ", five_findings())], start=1):
        append_step(made, Step(index=i, action=f'[{{"keystrokes": "step {i}\\n", "duration": 0.5}}]', message="",
                               raw="x", reasoning="", observation=obs, warnings=warnings))
    return load_session(made.path)


async def open_in_play(app, pilot, session: Session) -> PlayScreen:  # type: ignore[no-untyped-def]
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, PlayScreen)
    screen.open_session(session)
    await pilot.pause()
    return screen


async def test_warnings_panel_lists_five_findings_most_severe_first_and_jumps(make_app, tmp_path: Path) -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await open_in_play(app, pilot, session_with_findings(tmp_path / "sessions"))
        panel = screen.query_one("#warnings", WarningsPanel)
        assert panel.display and panel.option_count == 5
        assert [w.severity for w in panel.warnings] == ["error", "error", "warning", "warning", "info"]
        assert panel.warnings[0].message == "the answer contains no observation"  # detectors' order kept
        assert "warnings (5)" in str(panel.border_title) and plain(panel.border_title).startswith("alt+4 warnings")
        await pilot.press("alt+4")
        assert app.focused is panel
        assert panel.max_scroll_y > 0  # more findings than lines: it scrolls
        await pilot.press("end")
        await pilot.pause()
        assert panel.scroll_y > 0 and panel.highlighted == 4
        # the finding that quotes step 1: enter shows step 1, scrolled to the quoted line
        await pilot.press("home", "down", "down", "down")
        assert panel.warnings[panel.highlighted].kind == "terminal.file"
        await pilot.press("enter")
        await pilot.pause()
        observation = screen.query_one("#observation", ObservationPanel)
        assert screen.selected == 1 and app.focused is observation
        quoted = next(i for i, line in enumerate(observation.lines) if line.startswith(QUOTED))
        top = int(observation.scroll_y)
        assert top > 0 and top <= quoted < top + observation.scrollable_content_region.height  # in view
        assert "line 32" in str(observation.border_subtitle)
        assert screen.query_one("#timeline").highlighted == 0


async def test_every_panel_has_a_key_shown_in_its_title(make_app, tmp_path: Path) -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await open_in_play(app, pilot, session_with_findings(tmp_path / "sessions"))
        for key, widget_id in [("alt+1", "timeline"), ("alt+2", "state"), ("alt+3", "observation"),
                               ("alt+4", "warnings"), ("alt+5", "action"), ("alt+6", "domain")]:
            await pilot.press(key)
            focused = app.focused
            assert focused is not None, key
            assert focused.id == widget_id or widget_id in {a.id for a in focused.ancestors}, key
        assert plain(screen.query_one("#state").border_title).startswith("alt+2 state")
        assert plain(screen.query_one("#observation").border_title).startswith("alt+3 step 3")
        assert "alt+1" in str(screen.query_one("#timeline").border_title)
        assert "alt+5" in str(screen.query_one("#action").border_title)
        assert "alt+6" in str(screen.query_one("#domain-label").render())


async def test_panel_keys_follow_the_keymap(make_app) -> None:
    app = make_app(settings=Settings(keymap={"play.state": "f12"}))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("f12")
        assert app.focused is app.screen.query_one("#state")
        assert plain(app.screen.query_one("#state").border_title).startswith("f12 initial state")


async def test_a_panel_with_nothing_to_show_says_so(make_app) -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        editor = app.screen.query_one("#action")
        await pilot.press("alt+3")
        assert app.focused is editor and any("no prediction yet" in n.message for n in app._notifications)


async def test_picking_a_domain_in_a_session_with_steps_offers_a_new_session(make_app, tmp_path: Path) -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await open_in_play(app, pilot, session_with_findings(tmp_path / "sessions"))
        screen.query_one("#domain").value = "mcp"
        await wait_for(pilot, lambda: isinstance(app.screen, NewSessionDialog))
        await press(pilot, "escape")  # keep: nothing changes
        await wait_for(pilot, lambda: app.screen is screen)
        assert screen.domain_id == "terminal" and screen.session is not None
        assert screen.query_one("#domain").value == "terminal"
        screen.query_one("#domain").value = "mcp"
        await wait_for(pilot, lambda: isinstance(app.screen, NewSessionDialog))
        await press(pilot, "enter")  # focus starts on "new session in MCP"
        await wait_for(pilot, lambda: app.screen is screen and screen.domain_id == "mcp")
        assert screen.session is None and screen.query_one("#domain").value == "mcp"


async def test_palette_shows_keys_and_finds_the_domain(make_app) -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        commands = {c.title: c.help for c in app.get_system_commands(app.screen)}
        for spec in actions.palette_specs("play"):
            assert commands[spec.description].startswith(actions.effective_key(spec, {}) + " · ")
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"domain")
        await wait_for(pilot, lambda: palette_offers(app, "Domain"))
        await pilot.press("enter")
        await wait_for(pilot, lambda: app.focused is not None and app.focused.id == "domain")


async def test_keymap_with_two_bindings_on_one_key_is_reported(make_app) -> None:
    app = make_app(settings=Settings(keymap={"play.step": "ctrl+n"}))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert any("ctrl+n: play.step and play.new" in n.message for n in app._notifications)


async def test_at_80x24_the_prediction_gets_the_most_room(make_app, tmp_path: Path) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_in_play(app, pilot, session_with_findings(tmp_path / "sessions"))
        await pilot.pause()
        heights = {i: screen.query_one(f"#{i}").region.height
                   for i in ("state", "step-action", "observation", "warnings", "action")}
        assert heights["observation"] > max(h for i, h in heights.items() if i != "observation"), heights
        assert heights["observation"] >= 6, heights  # title + 5 lines, with 5 warnings on screen
