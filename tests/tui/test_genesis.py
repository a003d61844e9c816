"""World genesis on the play screen (alt+w): a sentence, the state streamed into an editor, edited, then
the first step starts from it and the header keeps both. The tiny model writes gibberish: the test
checks the plumbing end to end, not the text."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, TextArea

from playground.tui import actions
from playground.tui.screens.genesis_dialog import GenesisDialog
from playground.tui.screens.play import PlayScreen
from playground.tui.widgets.stepview import ObservationPanel
from playground.world.store import load_session
from tests.tui.conftest import press, wait_for
from tests.tui.test_play import fast_settings, session_files, step_once

SENTENCE = "a Django repo whose tests fail after a dependency bump"


async def test_describe_the_world_then_step_from_it(make_app, tiny_model: Path) -> None:
    app = make_app(settings=fast_settings(), model_path=tiny_model, generation_overrides={"ignore_eos": True})
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.engine is not None)
        screen = app.screen
        assert isinstance(screen, PlayScreen)
        spec = actions.BY_ID["play.describe"]
        assert spec.palette and spec.key == "alt+w"  # (not f7: the editor's "select all")
        await press(pilot, "alt+w")
        await wait_for(pilot, lambda: isinstance(app.screen, GenesisDialog))
        dialog = app.screen
        assert app.focused is dialog.query_one("#genesis-sentence", Input)
        await pilot.press("enter")  # an empty sentence: a one-line hint, nothing runs
        assert not dialog.running and "describe the world" in str(dialog.query_one("#genesis-status").render())
        dialog.query_one("#genesis-sentence", Input).value = SENTENCE
        await pilot.press("enter")
        await wait_for(pilot, lambda: dialog.running or dialog.generated is not None)
        await wait_for(pilot, lambda: not dialog.running and dialog.generated is not None, timeout=60)
        area = dialog.query_one("#genesis-state", TextArea)
        assert area.text == dialog.generated and area.text.strip() and not area.read_only
        area.insert("\n# edited by hand", area.document.end)  # editable before the first step
        await press(pilot, "ctrl+s")
        await wait_for(pilot, lambda: app.screen is screen)
        assert session_files(app) == []  # nothing is written before the first step
        state_panel = screen.query_one("#state", ObservationPanel)
        assert "edited by hand" in state_panel.text and "described" in str(state_panel.border_title)
        await step_once(pilot, screen, 1)
        [path] = session_files(app)
        saved = load_session(path)
        assert saved.header.genesis == {"sentence": SENTENCE, "state": dialog.generated}
        assert saved.header.initial_state == area.text and area.text.endswith("# edited by hand")
        assert saved.header.initial_state != dialog.generated
        assert saved.header.initial_state in saved.steps[0].message  # turn 1 shows the described world
        # once the session exists its world is set: the key says so instead of opening the dialog
        await press(pilot, "alt+w")
        assert app.screen is screen
        assert any("is set" in n.message for n in app._notifications)


async def test_describe_needs_a_model(make_app) -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await press(pilot, "alt+w")
        assert isinstance(app.screen, PlayScreen)
        assert any("no model is loaded" in n.message for n in app._notifications)


async def test_the_dialog_fits_80x24_and_esc_closes_it(make_app, tiny_model: Path) -> None:
    app = make_app(settings=fast_settings(), model_path=tiny_model)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: app.engine is not None)
        screen = app.screen
        await press(pilot, "alt+w")
        await wait_for(pilot, lambda: isinstance(app.screen, GenesisDialog))
        dialog = app.screen
        assert app.busy  # the engine is reserved while the dialog is open
        for button in ("#genesis-run", "#genesis-use", "#genesis-cancel"):
            region = dialog.query_one(button).region
            assert region.height > 0 and region.bottom <= 24 and region.right <= 80, button
        assert dialog.query_one("#genesis-state", TextArea).region.height >= 4
        assert dialog.query_one("#genesis-sentence", Input).placeholder.startswith("e.g.")
        await press(pilot, "escape")
        await wait_for(pilot, lambda: app.screen is screen)
        assert not app.busy and screen._genesis is None and session_files(app) == []
