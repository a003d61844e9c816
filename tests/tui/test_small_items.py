"""The smaller items of the newcomer run: each one a test."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import TextArea

from playground.llama.events import StepTimings
from playground.tui.screens.quantize_dialog import QuantizeDialog
from playground.tui.widgets.stepview import step_status, timings_line
from tests.tui.conftest import notifications, press, wait_for
from tests.tui.test_play import fast_settings, step_once


def test_a_server_without_a_context_size_shows_what_was_used_not_a_fraction_of_zero() -> None:
    served = StepTimings(generated_tokens=10, generation_s=1.0, context_used=328, n_ctx=0)
    assert "ctx 328 used" in timings_line(served) and "/0" not in timings_line(served)
    assert "ctx 328 used" in step_status(3, served)
    local = StepTimings(context_used=328, n_ctx=4096)
    assert "ctx 328/4,096" in timings_line(local)


async def test_quantize_estimate_of_a_tiny_file_is_not_zero_gib(make_app, tiny_model: Path) -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        dialog = QuantizeDialog(tiny_model)
        app.push_screen(dialog)
        await wait_for(pilot, lambda: "about" in str(dialog.query_one("#quantize-estimate").render()))
        text = str(dialog.query_one("#quantize-estimate").render())
        assert "0.00 GiB" not in text and ("MiB" in text or "KiB" in text)


async def test_rerun_keeps_what_was_typed_and_names_both_sessions(make_app, tiny_model: Path) -> None:
    app = make_app(settings=fast_settings(), model_path=tiny_model)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.engine is not None)
        screen = app.screen
        await step_once(pilot, screen, 1)
        original = screen.session
        typed = '[{"keystrokes": "echo typed but not sent\\n", "duration": 0.5}]'
        screen.query_one("#action", TextArea).load_text(typed)
        await press(pilot, "ctrl+r")
        await wait_for(pilot, lambda: screen.session is not original and not screen._stepping
                       and len(screen.session.steps) == 1, timeout=60)
        assert screen.query_one("#action", TextArea).text == typed  # not overwritten by the re-run
        told = [n.message for n in await notifications(pilot) if n.title == "re-run"]
        fork_name = screen.session.name
        assert told and f"new fork: {fork_name}" in told[0] and f"{original.name} itself is unchanged" in told[0]
