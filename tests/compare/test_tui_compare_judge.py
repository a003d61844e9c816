"""The compare screen with a judge: the judge's columns per quant, its line per column (Pilot with the real
tiny models and the loopback judge over HTTP), and a snapshot of a saved judged comparison."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from playground.compare import load_report, save_report
from playground.compare.report import JUDGE_COLUMNS, JudgeInfo, StepJudge, default_report_path
from playground.fit.gpu import GpuSampler
from playground.settings import Settings
from tests.bench.judge_server import GOOD_SCORES, MODEL, JudgeServer
from tests.compare.conftest import make_session
from tests.compare.test_tui_compare import _fixed_report, open_compare, settings
from tests.tui.conftest import FixedSystemSampler, _NoGpu, wait_for


@pytest.fixture(autouse=True)
def model_dirs(tiny_models, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AGENTWORLD_MODELS_DIR", str(tiny_models.dir))
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path / "hf-cache"))



def judged_settings(server: JudgeServer, **kw: object) -> Settings:
    s = settings(**kw)
    s.judge = "@scorer"
    s.endpoints = {"scorer": {"url": server.url, "model": MODEL}}
    return s


def cells(table: Any, row: int) -> dict[str, str]:
    return {str(c.label): str(v) for c, v in zip(table.ordered_columns, table.get_row_at(row))}


async def run_on_two(pilot, app, tiny_models):  # type: ignore[no-untyped-def]
    """F32 (reference) and Q8_0 on a new two-step session's last step; returns (screen, session)."""
    session = make_session(app.sessions_dir)
    screen = await open_compare(pilot, app, session.path)
    lst = screen.query_one("#compare-models")
    lst.select(str(tiny_models.f32))
    lst.select(str(tiny_models.q8_0))
    app.simulate_key("ctrl+s")
    await wait_for(pilot, lambda: screen.running)
    return screen, session


async def test_the_judge_scores_each_quant_in_the_table_and_its_column(make_app, tiny_models, judge_prompts,
                                                                       judge_server: JudgeServer) -> None:
    app = make_app(settings=judged_settings(judge_server, max_tokens=48, reasoning_budget=16))
    async with app.run_test(size=(140, 34)) as pilot:
        screen, session = await run_on_two(pilot, app, tiny_models)
        table = screen.query_one("#compare-table")
        assert all(c in [str(col.label) for col in table.ordered_columns] for c in JUDGE_COLUMNS)
        await wait_for(pilot, lambda: not screen.running, timeout=60)

        report = load_report(default_report_path(session.path))
        assert report == screen.report and report.judge == JudgeInfo(MODEL, None)
        assert report.models[1].steps[0].judge is not None and report.models[1].steps[0].judge.scores == GOOD_SCORES
        assert len(judge_server.requests) == 1  # the quant's one answer; the reference meets nobody
        ref, q8 = cells(table, 0), cells(table, 1)
        assert [q8[c] for c in JUDGE_COLUMNS] == ["75.0", "100.0", "75.0", "75.0", "50.0", "75.0", "1", "0",
                                                  q8["flat"]]
        assert ref["judge"] == "–" and ref["judged"] == "–"
        meters = [str(c.query_one(".column-meters").render()) for c in screen._columns()]
        assert meters[0].splitlines()[-1] == "judge –" and meters[1].splitlines()[-1] == "judge 75 vs ref"
        await wait_for(pilot, lambda: app.engine is None or not app.busy)


async def test_esc_stops_the_judge_and_keeps_the_comparison(make_app, tiny_models, judge_prompts) -> None:
    server = JudgeServer(default_case="slow", slow_s=8.0).start()  # the verdict would take 8 s
    try:
        app = make_app(settings=judged_settings(server, max_tokens=48, reasoning_budget=16))
        async with app.run_test(size=(140, 34)) as pilot:
            screen, session = await run_on_two(pilot, app, tiny_models)
            status = screen.query_one("#compare-status")
            await wait_for(pilot, lambda: "judging" in str(status.render()), timeout=60)
            await wait_for(pilot, lambda: len(server.requests) == 1)
            app.simulate_key("escape")
            await wait_for(pilot, lambda: not screen.running, timeout=10)
            report = load_report(default_report_path(session.path))
            assert report.judge is not None and report.judge.error == "cancelled after 0 of 1 answers"
            assert report.models[1].kld is not None  # the comparison itself is whole
            assert "judge: cancelled after 0 of 1 answers" in str(status.render())
            assert cells(screen.query_one("#compare-table"), 1)["judge"] == "–"
    finally:
        server.stop()


async def test_a_judge_setting_that_cannot_be_used_is_said_and_the_comparison_runs(make_app, tiny_models) -> None:
    s = settings(max_tokens=32, reasoning_budget=8)
    s.judge = "@nowhere"
    app = make_app(settings=s)
    async with app.run_test(size=(140, 34)) as pilot:
        screen, session = await run_on_two(pilot, app, tiny_models)
        await wait_for(pilot, lambda: not screen.running, timeout=60)
        warnings = [n.message for n in app._notifications if n.severity == "warning"]
        assert any("the judge setting (@nowhere) cannot be used: no endpoint named 'nowhere'" in m for m in warnings)
        report = load_report(default_report_path(session.path))
        assert report.judge is not None and "cannot be used" in (report.judge.error or "")
        assert report.models[1].kld is not None and cells(screen.query_one("#compare-table"), 1)["judge"] == "–"


# ------------------------------------------------------------------ snapshot

def _judged_report(session_path: Path) -> Any:
    """The fixed comparison of test_tui_compare with fixed verdicts (the Q2_K's worse)."""
    report = _fixed_report(session_path)
    q4, q2 = report.models[1], report.models[2]
    q4.steps[0].judge = StepJudge("reference", False, {"format": 5, "factuality": 5, "consistency": 4, "realism": 4,
                                                       "quality": 5}, 4.6, None, 1, "<final_evaluation>…", 0.97)
    q2.steps[0].judge = StepJudge("reference", False, {"format": 4, "factuality": 2, "consistency": 2, "realism": 3,
                                                       "quality": 3}, 2.8, None, 2, "<final_evaluation>…", 0.81)
    return replace(report, judge=JudgeInfo("Qwen3-235B-A22B", None))


def test_snapshot_of_a_judged_comparison(snap_compare, tmp_path: Path, monkeypatch) -> None:
    from playground.tui.app import PlaygroundApp

    monkeypatch.setenv("AGENTWORLD_MODELS_DIR", str(tmp_path / "no-models"))
    monkeypatch.chdir(tmp_path)
    session = make_session(Path("sessions"))
    save_report(_judged_report(session.path), default_report_path(session.path))
    sampler = FixedSystemSampler(gpu_sampler=GpuSampler(_NoGpu(), pid=1))
    app = PlaygroundApp(settings=Settings(), settings_path=tmp_path / "config.toml",
                        sessions_dir=Path("sessions"), telemetry_sampler=sampler)

    async def run_before(pilot) -> None:  # type: ignore[no-untyped-def]
        await wait_for(pilot, lambda: pilot.app.telemetry is not None)
        await pilot.press("f5")
        screen = pilot.app.screen
        select = screen.query_one("#compare-session")
        listed = str(Path("sessions") / session.path.name)
        await wait_for(pilot, lambda: listed in [v for _, v in select._options])
        select.value = listed
        await wait_for(pilot, lambda: screen.report is not None and len(screen._columns()) == 3)
        table = screen.query_one("#compare-table")
        assert "judge" in [str(c.label) for c in table.ordered_columns]
        await pilot.pause(0.3)

    assert snap_compare(app, terminal_size=(150, 36), run_before=run_before)
