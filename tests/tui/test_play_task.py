"""The play screen's task field: shown where a domain's turn 1 carries a task, saved with the session."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, Select

from playground.settings import Settings
from playground.tui.screens.play import PlayScreen
from playground.world.store import load_session
from tests.tui.conftest import wait_for


async def test_task_field_is_sent_in_turn_1_and_kept(make_app, tiny_model: Path) -> None:
    app = make_app(settings=Settings(seed=1, max_tokens=32, reasoning_budget=8, n_ctx=4096), model_path=tiny_model)
    async with app.run_test(size=(100, 34)) as pilot:
        await wait_for(pilot, lambda: app.engine is not None)
        screen = app.screen
        assert isinstance(screen, PlayScreen)
        field = screen.query_one("#task", Input)
        assert not field.display  # the terminal's turns carry no task
        screen.query_one("#domain", Select).value = "android"
        await pilot.pause()
        assert field.display and not field.disabled and field.border_title.startswith("task instruction")
        field.value = "Turn Wi-Fi off."
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: screen.session is not None and len(screen.session.steps) == 1
                       and not screen._stepping, timeout=60)
        await pilot.pause()
        session = load_session(screen.session.path)
        assert session.header.task == "Turn Wi-Fi off."
        assert session.steps[0].message.startswith("### Turn 1\n**Task Instruction:**\nTurn Wi-Fi off.\n\n")
        # turn 1 has been sent: the task stays as it was, shown but not editable
        assert field.disabled and field.value == "Turn Wi-Fi off." and field.border_title.endswith("sent")
