"""A comparison whose model process dies: the column that was running says it crashed, and why;
the columns after it say they were not run (not "loaded in …" or "waiting")."""

from __future__ import annotations

import os
import signal

from tests.compare.test_tui_compare import FirstToken, model_dirs, settings, start_comparison  # noqa: F401
from tests.tui.conftest import wait_for


def plain(title: object) -> str:
    from textual.content import Content

    return Content.from_markup(str(title)).plain


async def test_a_crashed_column_says_crashed_with_its_reason(make_app, tiny_models, monkeypatch) -> None:
    def crash(gate: FirstToken) -> None:  # a native crash while the reference streams
        assert gate.pid not in (os.getpid(), None)
        os.kill(gate.pid, signal.SIGKILL)  # type: ignore[arg-type]

    from playground.compare.host import PAUSE_ENV

    monkeypatch.setenv(PAUSE_ENV, "30")  # the child holds at its first token: the kill lands mid-stream
    gate = FirstToken(monkeypatch, then=crash)
    app = make_app(settings=settings(max_tokens=4000, reasoning_budget=0), model_path=tiny_models.f32)
    async with app.run_test(size=(110, 34)) as pilot:
        screen, _session = await start_comparison(pilot, app, tiny_models, gate)
        await wait_for(pilot, lambda: not screen.running, timeout=30)
        first, second = screen._columns()
        assert first.run_state == "crashed" and first.has_class("-crashed")
        meters = str(first.query_one(".column-meters").render())
        assert meters.startswith("✖ crashed: ") and "signal SIGKILL" in meters and "loaded in" not in meters
        assert plain(first.border_title).endswith("· crashed")
        assert second.run_state == "not run" and "waiting" not in str(second.query_one(".column-meters").render())
