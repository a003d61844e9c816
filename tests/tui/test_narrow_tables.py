"""At 80x24 the sessions table keeps every column on screen (date and kind included) and the models
screen's plan detail does not wrap: each line fits the width."""

from __future__ import annotations

import shutil
from pathlib import Path

from textual.widgets import DataTable, Static

from playground.tui.screens.models import ModelsScreen, plan_lines
from tests.tui.conftest import wait_for
from tests.tui.test_snapshots import _session_with_a_warning


async def test_sessions_table_fits_80_columns(make_app) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        _session_with_a_warning(app.sessions_dir)
        await pilot.press("f4")
        await wait_for(pilot, lambda: bool(getattr(app.screen, "summaries", None)))
        await pilot.pause()
        table = app.screen.query_one("#sessions-table", DataTable)
        labels = [str(c.label) for c in table.ordered_columns]
        assert labels == ["session", "domain", "steps", "model", "date", "kind"]
        assert table.virtual_size.width <= table.size.width, "the table scrolls sideways"
        for i in range(table.row_count):
            row = table.get_row_at(i)
            assert row[4] and row[5]  # date and kind on every row


async def test_plan_detail_does_not_wrap_at_80_columns(make_app, tiny_models, monkeypatch,  # type: ignore[no-untyped-def]
                                                      tmp_path: Path) -> None:
    from tests.tui.conftest import FakeGpuProbe

    models = tmp_path / "models"
    models.mkdir()
    shutil.copy(tiny_models.f32, models / "tiny-F32.gguf")
    monkeypatch.setenv("AGENTWORLD_MODELS_DIR", str(models))
    app = make_app(gpu_probe=FakeGpuProbe())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("f3")
        await wait_for(pilot, lambda: isinstance(app.screen, ModelsScreen) and any(
            r.plan is not None for r in app.screen.rows), timeout=30)
        await pilot.pause()
        detail = app.screen.query_one("#plan-detail", Static)
        lines = str(detail.render()).splitlines()
        assert len(lines) >= 4
        assert all(len(line) <= detail.content_region.width for line in lines), lines
        row = next(r for r in app.screen.rows if r.plan is not None)
        full = plan_lines(row.plan)
        assert any(len(line) > 78 for line in full)  # the long form would have wrapped
        assert "weights" in str(detail.tooltip)  # the full text is one hover away
