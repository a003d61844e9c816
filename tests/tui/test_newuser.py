"""What a new user hits first: start-up flags, the settings dialog, help, the palette, forks, the
editor's keys. Each test here failed before its fix (issue 15)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from textual.widgets import Button, TextArea

from playground.cli import main
from playground.settings import Settings
from playground.tui import actions
from playground.tui.screens.help import HelpScreen
from playground.tui.screens.play import PlayScreen
from playground.tui.screens.settings import SettingsScreen
from playground.world.domains import get_domain
from playground.world.store import load_session
from tests.tui.conftest import focus_on, notifications, press, wait_for
from tests.tui.test_play import fast_settings, step_once


# ------------------------------------------------------------------ start-up flags

def test_missing_model_flag_is_a_one_line_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "nope.gguf"
    assert main(["--model", str(missing)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("error: ") and "not found" in err and str(missing) in err


def test_too_small_ctx_flag_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--ctx", "16"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--ctx 16" in err and "64" in err


async def test_ctx_flag_is_used_but_never_saved(make_app, tiny_model: Path, tmp_path: Path) -> None:
    app = make_app(settings=fast_settings(), model_path=tiny_model, n_ctx=2048)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.engine is not None)
        assert app.engine.n_ctx == 2048
        app.save_settings()  # a theme change or a loaded model saves the file: the flag stays out
    saved = Settings.load(tmp_path / "config.toml")
    assert saved.n_ctx == 4096 and saved.model_path == str(tiny_model)


# ------------------------------------------------------------------ settings dialog

async def test_enter_in_the_settings_dialog_saves(make_app, tmp_path: Path) -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("ctrl+g")
        await wait_for(pilot, lambda: isinstance(app.screen, SettingsScreen))
        field = app.screen.query_one("#set-temperature")
        field.value = "0.25"
        await focus_on(pilot, field)
        await pilot.press("enter")
        await wait_for(pilot, lambda: not isinstance(app.screen, SettingsScreen))
        assert app.settings.temperature == 0.25
    assert Settings.load(tmp_path / "config.toml").temperature == 0.25


async def test_settings_dialog_shows_its_buttons_at_80x24(make_app) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("ctrl+g")
        await wait_for(pilot, lambda: isinstance(app.screen, SettingsScreen))
        await pilot.pause()
        for button in app.screen.query(Button):
            r = button.region
            assert r.height >= 1 and r.bottom <= 24, button.id
            widget, _ = app.screen.get_widget_at(r.x + r.width // 2, r.y + r.height // 2)
            assert widget is button, button.id


async def test_changing_the_context_in_settings_reloads_the_model(make_app, tiny_model: Path) -> None:
    app = make_app(settings=fast_settings(), model_path=tiny_model, n_ctx=1024)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.engine is not None)
        first = app.engine
        await pilot.press("ctrl+g")
        await wait_for(pilot, lambda: isinstance(app.screen, SettingsScreen))
        app.screen.query_one("#set-n_ctx").value = "3072"
        app.screen.query_one("#settings-save").press()
        await wait_for(pilot, lambda: app.engine is not None and app.engine is not first)
        assert app.engine.n_ctx == 3072 and app.settings.n_ctx == 3072
        # and ctrl+l reloads on demand (e.g. after a change in the settings file)
        second = app.engine
        await press(pilot, "ctrl+l")
        await wait_for(pilot, lambda: app.engine is not None and app.engine is not second)


# ------------------------------------------------------------------ help and palette

async def test_help_escapes_markup_and_fits_120_columns(make_app) -> None:
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("f1")
        await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen))
        await pilot.pause()
        assert "[keymap]" in str(app.screen.query_one("#help-title").render())
        table = app.screen.query_one("#help-table")
        assert table.virtual_size.width <= table.scrollable_content_region.width


async def test_palette_lists_quit_and_theme_once(make_app) -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert titles.count("Quit") == 1 and titles.count("Theme") == 1
        assert len(titles) == len(set(titles))


# ------------------------------------------------------------------ forks

async def test_rerun_says_it_forked_and_fork_names_stay_short(make_app, tiny_model: Path) -> None:
    app = make_app(settings=fast_settings(), model_path=tiny_model)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.engine is not None)
        screen = app.screen
        await step_once(pilot, screen, 1)
        base = screen.session.path.name.removesuffix(".jsonl")
        for _ in range(3):  # a re-run of a re-run of a re-run
            current = screen.session
            await press(pilot, "ctrl+r")
            await wait_for(pilot, lambda current=current: screen.session is not current and not screen._stepping
                           and len(screen.session.steps) == 1)
            assert re.fullmatch(re.escape(base) + r"-fork0-[0-9a-f]{4}", screen.session.path.name[:-6])
        told = [n for n in await notifications(pilot) if n.title == "re-run"]
        assert len(told) == 3 and "new fork" in told[0].message
        await press(pilot, "ctrl+f")  # a fork of the fork: still one suffix
        await wait_for(pilot, lambda: "-fork1-" in screen.session.path.name)
        assert re.fullmatch(re.escape(base) + r"-fork1-[0-9a-f]{4}", screen.session.path.name[:-6])


# ------------------------------------------------------------------ the action editor

def test_no_play_or_app_binding_takes_an_editing_key() -> None:
    """The editor's own keys (ctrl+k deletes to line end, ctrl+y redoes, ctrl+e goes to line end ...)
    must not be bound by the app or the play screen, except ``play.edit`` (jump to the editor), which
    only acts outside it."""
    editing = {k for b in TextArea.BINDINGS for k in (b.key if hasattr(b, "key") else b[0]).split(",")}
    clashes = [(spec.id, key) for spec in actions.ACTIONS if spec.scope in ("app", "play") and spec.id != "play.edit"
               for key in spec.key.split(",") if key in editing and key != "escape"]
    assert clashes == []


async def test_editing_keys_edit_and_focus_starts_in_the_editor(make_app) -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        editor = app.screen.query_one("#action", TextArea)
        assert app.focused is editor
        editor.load_text("first line\nsecond")
        editor.move_cursor((0, 5))
        await pilot.press("ctrl+k")  # delete to the end of the line, not fork
        assert editor.text == "first\nsecond"
        await pilot.press("ctrl+e")  # end of line, not a jump
        assert editor.cursor_location == (0, 5)
        await pilot.press("tab")  # Tab leaves the editor
        assert app.focused is not editor
        await pilot.press("ctrl+e")  # and ctrl+e comes back to it
        assert app.focused is editor
        assert not any(n.title == "fork" for n in app._notifications)


async def test_invalid_action_shows_the_shape_and_the_template_key(make_app, tiny_model: Path) -> None:
    app = make_app(settings=fast_settings(), model_path=tiny_model)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.engine is not None)
        screen = app.screen
        screen.query_one("#action").load_text('{"x": 1}')
        await press(pilot, "ctrl+s")
        note = next(n for n in await notifications(pilot) if n.title == "step not started")
        assert "expected an action shaped like" in note.message and "f9" in note.message
        await press(pilot, "f9")

        assert screen.query_one("#action").text == get_domain("terminal").action_template


async def test_custom_domain_is_set_up_in_the_app(make_app, tiny_model: Path, tmp_path: Path) -> None:
    app = make_app(settings=fast_settings(), model_path=tiny_model)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.engine is not None)
        screen = app.screen
        screen.query_one("#domain").value = "custom"
        await pilot.pause()
        await press(pilot, "f10")
        await wait_for(pilot, lambda: app.screen.query("#custom-system"))
        app.screen.query_one("#custom-system", TextArea).load_text("You simulate a vending machine.")
        app.screen.query_one("#custom-state", TextArea).load_text("credit: 0")
        await press(pilot, "ctrl+s")
        await wait_for(pilot, lambda: isinstance(app.screen, PlayScreen))
        assert screen.query_one("#state").text == "credit: 0"
        screen.query_one("#action").load_text("insert a coin")
        await step_once(pilot, screen, 1)
        header = load_session(screen.session.path).header
        assert header.system_prompt == "You simulate a vending machine." and header.initial_state == "credit: 0"
    assert "vending machine" in (tmp_path / "config.toml").read_text()


async def test_the_action_editor_colours_the_domains_language(make_app) -> None:
    """JSON actions are edited as JSON, BrowserGym calls and desktop code as Python, free text plain;
    the colours come from the grammar (tokens get styles), not from the text changing."""
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.screen
        editor = screen.query_one("#action", TextArea)
        for domain, language in (("terminal", "json"), ("web", "python"), ("desktop", "python"),
                                 ("mcp", "json"), ("custom", None)):
            screen.query_one("#domain").value = domain
            await pilot.pause()
            assert editor.language == language, domain
            assert editor.text == get_domain(domain).action_template
        screen.query_one("#domain").value = "terminal"
        await pilot.pause()
        styled = [span for line in range(editor.document.line_count)
                  for span in editor._highlights.get(line, [])]  # what the grammar coloured
        assert any(name == "string" for _start, _end, name in styled)


# ------------------------------------------------------------------ compare screen

async def test_compare_says_file_not_found_and_remembers_its_models(make_app, tiny_models, tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AGENTWORLD_MODELS_DIR", str(tiny_models.f32.parent))
    app = make_app()
    async with app.run_test(size=(110, 34)) as pilot:
        await pilot.press("f5")
        await wait_for(pilot, lambda: type(app.screen).__name__ == "CompareScreen")
        screen = app.screen
        models = screen.query_one("#compare-models")
        await wait_for(pilot, lambda: models.option_count >= 2)
        path_input = screen.query_one("#compare-path")
        path_input.value = str(tmp_path / "gone.gguf")
        await focus_on(pilot, path_input)
        await pilot.press("enter")
        assert any("gone.gguf: file not found" in n.message for n in await notifications(pilot))
        models.select(str(tiny_models.q8_0))
        models.select(str(tiny_models.q2_k))
        await pilot.pause()
    again = make_app(settings=Settings.load(tmp_path / "config.toml"))
    async with again.run_test(size=(110, 34)) as pilot:
        await pilot.press("f5")
        await wait_for(pilot, lambda: type(again.screen).__name__ == "CompareScreen")
        await wait_for(pilot, lambda: len(again.screen.selected_models()) == 2)
        assert set(again.screen.selected_models()) == {tiny_models.q8_0, tiny_models.q2_k}
