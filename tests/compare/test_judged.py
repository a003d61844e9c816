"""Compare with a judge: the official judge's five scores per quant (compare/judged.py).

The quants are the real tiny models (run in the comparison process); the judge is the loopback
judge of tests/bench/judge_server.py over real HTTP (canned answers: its default case answers every
request), or the tiny F32 model itself as a GGUF judge (its random weights never give a readable
verdict: counted failures).
"""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

import pytest

from playground.cli import main
from playground.compare import format_table, load_report, save_report
from playground.compare.judged import (
    GROUND_TRUTH,
    REFERENCE,
    CompareJudge,
    JudgeScored,
    JudgeStopped,
    answer_text,
    judge_choice,
    judge_jobs,
)
from playground.compare.report import JUDGE_COLUMNS, JudgeInfo, JudgeSummary, ModelRun, StepJudge, StepRun
from playground.endpoints import EndpointSpec
from playground.settings import Settings
from tests.bench.judge_server import (
    GOOD_SCORES,
    MODEL,
    JudgeServer,
    predicted_row,
    prediction_block,
    user_message,
    write_rows,
)

QUANT_ARGS = ["--ctx", "2048", "--threads", "1", "--seed", "4", "--max-tokens", "32", "--reasoning-budget", "8"]
GOOD = {d: (v - 1) / 4 * 100 for d, v in GOOD_SCORES.items()}  # 100, 75, 75, 50, 75
GOOD_TOTAL = (sum(GOOD_SCORES.values()) / 5 - 1) / 4 * 100  # 75.0



def served(server: JudgeServer) -> list[str]:
    return ["--judge-server", server.url, "--judge-model", MODEL]


def compare(session: Any, models: list[Path], *extra: str) -> int:
    return main(["compare", str(session.path), "--models", *map(str, models), *QUANT_ARGS, *extra])


def table_line(out: str, label: str) -> dict[str, str]:
    """The table row of ``label`` as {column: cell} (cells are single words except the label's '(ref)')."""
    lines = out.splitlines()
    head = next(i for i, line in enumerate(lines) if line.startswith("model "))
    columns = lines[head].split("  ")
    columns = [c.strip() for c in columns if c.strip()]
    row = next(line for line in lines[head + 1:] if line.startswith(label))
    cells = [c.strip() for c in row.replace(" (ref)", "(ref)").split("  ") if c.strip()]
    return dict(zip(columns, cells))


# ------------------------------------------------------------------ the CLI

def test_a_served_judge_scores_each_quant_against_the_reference(tiny_models, small_session, judge_prompts,
                                                                judge_server: JudgeServer, capsys) -> None:
    rc = compare(small_session, [tiny_models.q2_k, tiny_models.f32, tiny_models.q8_0], *served(judge_server))
    out, err = capsys.readouterr()
    assert rc == 0, err
    report = load_report(small_session.path.with_name("small.compare.json"))
    ref, q2, q8 = report.models
    assert report.judge is not None and report.judge.model == MODEL and report.judge.error is None
    # the session has no ground truth: the quants are judged against the reference's observation,
    # the reference itself is not judged
    assert all(s.judge is None for s in ref.steps) and ref.judge_summary is None
    for run in (q2, q8):
        summary = run.judge_summary
        assert summary is not None and summary.judged == 2 and summary.failed == 0
        assert summary.dimensions == GOOD and summary.total == GOOD_TOTAL
        assert {s.judge.basis for s in run.steps if s.judge} == {REFERENCE}
    # the judge read each quant's answer and, as the ground truth, the reference's observation of that step
    asked = judge_server.requests
    assert len(asked) == 4 and all(r["temperature"] == 0.6 for r in asked)
    for body in asked:
        text = user_message(body)
        truth = text[text.index("**Ground Truth (Real Output):**"):]
        assert any(s.observation.strip() in truth for s in ref.steps if s.observation)
    predictions = [prediction_block(user_message(b)) for b in asked]
    for run in (q2, q8):
        for s in run.steps:
            assert any(s.observation.strip()[:30] in p for p in predictions), s.observation
    # the table: the judge's columns beside KLD and top-1, per quant; the reference's empty
    assert "judge" in out.splitlines()[1] and out.splitlines()[1].index("top-1") < out.splitlines()[1].index("judge")
    q8_cells = table_line(out, "tiny-Q8_0.gguf")
    assert [q8_cells[c] for c in JUDGE_COLUMNS[:8]] == ["75.0", "100.0", "75.0", "75.0", "50.0", "75.0", "2", "0"]
    assert table_line(out, "tiny-F32.gguf")["judge"] == "–"
    assert "judge judge-model: the official judge's scores" in out
    assert f"judge: {MODEL} (served) judges each file's answers as it finishes" in err
    assert "judge: 4 answer(s) judged by judge-model, 0 failed" in err


def test_json_carries_the_five_scores_per_quant(tiny_models, small_session, judge_prompts, judge_server,
                                                capsys) -> None:
    rc = compare(small_session, [tiny_models.f32, tiny_models.q8_0], "--steps", "2", "--json", "--no-save",
                 *served(judge_server))
    out, err = capsys.readouterr()
    assert rc == 0, err
    data = json.loads(out)
    assert data["judge"] == {"model": MODEL, "error": None}
    q8 = data["models"][1]
    assert {k: q8["judge"][k] for k in ("judged", "failed", "total")} == {"judged": 1, "failed": 0, "total": 75.0}
    assert {d: q8["judge"][d] for d in GOOD} == GOOD
    step = q8["steps"][0]["judge"]
    assert step["scores"] == GOOD_SCORES and step["basis"] == REFERENCE and step["attempts"] == 1
    assert "<final_evaluation>" in step["raw"]
    assert "judge" not in data["models"][0]  # the reference: nothing to judge it against


def test_a_judge_answering_garbage_gives_counted_failures(tiny_models, small_session, judge_prompts, capsys) -> None:
    server = JudgeServer(default_case="malformed").start()
    try:
        rc = compare(small_session, [tiny_models.f32, tiny_models.q8_0], *served(server))
    finally:
        server.stop()
    out, err = capsys.readouterr()
    assert rc == 0, err
    assert len(server.requests) == 2 * 3  # two answers, three attempts each
    q8 = load_report(small_session.path.with_name("small.compare.json")).models[1]
    summary = q8.judge_summary
    assert summary is not None and summary.judged == 2 and summary.failed == 2 and summary.total is None
    assert all(s.judge is not None and s.judge.failed and "could not be read" in (s.judge.error or "")
               for s in q8.steps)
    cells = table_line(out, "tiny-Q8_0.gguf")
    assert (cells["judge"], cells["judged"], cells["failed"]) == ("–", "2", "2")
    assert err.count("failed: Judge scoring failed (3 attempts)") == 2
    assert "judge: 2 answer(s) judged by judge-model, 2 failed" in err


def test_a_dead_judge_is_one_line_and_the_comparison_is_still_reported(tiny_models, small_session, judge_prompts,
                                                                       capsys) -> None:
    server = JudgeServer().start()
    url = server.url
    server.stop()  # nothing listens there any more
    rc = main(["compare", str(small_session.path), "--models", str(tiny_models.f32), str(tiny_models.q8_0),
               *QUANT_ARGS, "--judge-server", url, "--judge-model", MODEL])
    out, err = capsys.readouterr()
    assert rc == 0, err
    judge_lines = [line for line in err.splitlines() if line.startswith("judge:")]
    assert len(judge_lines) == 1 and "could not be opened" in judge_lines[0] and "no judge scores" in judge_lines[0]
    assert "Traceback" not in err
    cells = table_line(out, "tiny-Q8_0.gguf")
    assert cells["KLD mean"] != "–" and cells["top-1"].endswith("%") and cells["judge"] == "–"
    report = load_report(small_session.path.with_name("small.compare.json"))
    assert report.judge is not None and "could not be opened" in (report.judge.error or "")
    assert report.models[1].kld is not None


def test_ground_truth_is_what_every_model_is_judged_against(tiny_models, tmp_path: Path, judge_prompts,
                                                            judge_server, capsys) -> None:
    from playground.world.agentworldbench import import_bench

    rows = write_rows(tmp_path / "terminal_test.jsonl", [predicted_row("good", "traj", turn=2)])
    (tmp_path / "sessions").mkdir()
    session = import_bench(rows, tmp_path / "sessions").sessions[0]
    assert session.step(2).ground_truth is not None
    rc = compare(session, [tiny_models.f32, tiny_models.q8_0], "--steps", "2", "--json", "--no-save",
                 "--max-tokens", "24", *served(judge_server))
    out, err = capsys.readouterr()
    assert rc == 0, err
    data = json.loads(out)
    for m in data["models"]:  # the reference too: it meets the real output, not itself
        assert m["judge"]["judged"] == 1 and m["steps"][0]["judge"]["basis"] == GROUND_TRUTH
    for body in judge_server.requests:
        text = user_message(body)
        assert "**Ground Truth (Real Output):**\n```\nroot@box:~# cat f2\nline 2\nroot@box:~#\n```" in text
        assert "root@box:~# cat f1\nline 1" in text  # the earlier turn, as context


def test_the_judge_setting_is_used_and_no_judge_turns_it_off(tiny_models, small_session, judge_prompts,
                                                              judge_server, capsys) -> None:
    s = Settings.load()
    s.judge = "@scorer"
    s.endpoints["scorer"] = {"url": judge_server.url, "model": MODEL}
    s.save()
    assert compare(small_session, [tiny_models.f32, tiny_models.q8_0], "--steps", "1", "--no-save", "--json") == 0
    data = json.loads(capsys.readouterr().out)
    assert data["judge"]["model"] == MODEL and data["models"][1]["judge"]["judged"] == 1
    asked = len(judge_server.requests)
    assert compare(small_session, [tiny_models.f32, tiny_models.q8_0], "--steps", "1", "--no-save", "--no-judge") == 0
    out = capsys.readouterr().out
    assert len(judge_server.requests) == asked and "judge" not in out.splitlines()[1]


def test_judge_configuration_errors_are_one_line(tiny_models, small_session, tmp_path: Path, capsys) -> None:
    args = ["compare", str(small_session.path), "--models", str(tiny_models.f32), str(tiny_models.q8_0)]
    assert main([*args, "--judge-server", "http://127.0.0.1:9", "--judge-model", MODEL]) == 1
    err = capsys.readouterr().err.strip()
    assert err.startswith("error: ") and "prompts pull" in err and "--no-judge" in err and "\n" not in err
    assert main([*args, "--judge", str(tmp_path / "none.gguf")]) == 1
    assert capsys.readouterr().err.strip() == f"error: judge model: no file at {tmp_path / 'none.gguf'}"
    assert main([*args, "--judge-model", MODEL]) == 1
    assert capsys.readouterr().err.strip() == "error: --judge-model needs --judge-server URL"
    assert main([*args, "--no-judge", "--judge", str(tiny_models.f32)]) == 1
    assert "--no-judge goes without" in capsys.readouterr().err
    assert main([*args, "--judge-concurrency", "8"]) == 1  # no judge to run at that concurrency
    assert "--judge-concurrency and --judge-max-tokens go with a judge" in capsys.readouterr().err
    assert main([*args, "--judge", str(tiny_models.f32), "--judge-concurrency", "2"]) == 1
    assert "a GGUF judge runs one answer at a time" in capsys.readouterr().err
    assert not list(Path(small_session.path).parent.glob("*.compare.json"))


@pytest.mark.slow
def test_a_gguf_judge_is_loaded_after_the_quants(tiny_models, small_session, judge_prompts, capsys) -> None:
    rc = compare(small_session, [tiny_models.f32, tiny_models.q8_0], "--steps", "1", "--judge", str(tiny_models.f32),
                 "--judge-max-tokens", "4")
    out, err = capsys.readouterr()
    assert rc == 0, err
    lines = err.splitlines()
    loading = lines.index("judge: loading tiny-F32.gguf (the quants are done) …")
    assert loading > max(i for i, line in enumerate(lines) if line.startswith("  step "))
    # random weights give no readable verdict in 4 tokens: a counted failure, not a crash
    q8 = load_report(small_session.path.with_name("small.compare.json")).models[1]
    assert q8.judge_summary is not None and q8.judge_summary.failed == 1
    error = q8.steps[0].judge.error or ""
    assert "used all 4 tokens" in error or "could not be read" in error, error
    assert table_line(out, "tiny-Q8_0.gguf")["failed"] == "1"


# ------------------------------------------------------------------ the judging itself

def _runs(session: Any) -> tuple[ModelRun, ModelRun]:
    """A finished reference and quant over the session's steps (real report data, no model)."""
    def run(label: str, reference: bool, tag: str) -> ModelRun:
        steps = [StepRun(index=s.index, raw=f"<think>\nok\n</think>\n**Environment Observation:**\n{tag} {s.index}",
                         reasoning="ok", observation=f"{tag} {s.index}", finish_reason="stop", generated_tokens=9,
                         timings={}) for s in session.steps]
        return ModelRun(label, f"/m/{label}", "Q8_0", "ab" * 32, 8.5, 1, reference=reference, steps=steps)

    return run("ref.gguf", True, "ROW:ref"), run("q.gguf", False, "[[judge:slow]] ROW:q")


def test_jobs_judge_the_quant_against_the_reference(small_session) -> None:
    ref, quant = _runs(small_session)
    assert judge_jobs(small_session, 0, ref, None) == []  # no ground truth: the reference meets nobody
    jobs = judge_jobs(small_session, 1, quant, ref)
    assert [(j.model, j.step, j.basis) for j in jobs] == [(1, 1, REFERENCE), (1, 2, REFERENCE)]
    row = jobs[1].row
    assert row["turn_idx"] == 2 and row["response"][-1] == "**Environment Observation:**\nROW:ref 2"
    assert row["response"][0] == "**Environment Observation:**\n1\nuser@box:~$ "  # the session's history
    assert row["gen"] == answer_text(quant.steps[1].raw) == "**Environment Observation:**\n[[judge:slow]] ROW:q 2"
    quant.error = "could not load"
    assert judge_jobs(small_session, 1, quant, ref) == []


def test_cancel_stops_the_judge_and_keeps_the_verdicts_so_far(small_session, judge_prompts) -> None:
    server = JudgeServer(default_case="slow", slow_s=2.0).start()  # each answer streams for 2 s
    try:
        ref, quant = _runs(small_session)
        cancel = threading.Event()
        events: list[Any] = []
        choice = judge_choice(None, EndpointSpec(server.url, MODEL), concurrency=1)
        judge = CompareJudge(choice, judge_prompts, small_session, cancel=cancel, on_event=events.append)
        judge.begin()
        judge.model_done(0, ref)
        judge.model_done(1, quant)
        assert judge.total == 2
        threading.Timer(0.3, cancel.set).start()  # while the first answer streams
        judge.finish()
        assert judge.error == "cancelled after 0 of 2 answers" and judge.verdicts == {}
        assert any(isinstance(e, JudgeStopped) for e in events)
        assert not any(isinstance(e, JudgeScored) for e in events)
        assert len(server.requests) == 1  # the second answer was never asked for
    finally:
        server.stop()


# ------------------------------------------------------------------ the report

def _verdicts() -> list[StepJudge]:
    """Verdicts as the canned judge cases leave them: good, out of range (9 -> 5, 0 unscored), failed."""
    return [StepJudge(REFERENCE, False, dict(GOOD_SCORES), 4.0, attempts=1),
            StepJudge(REFERENCE, False, {"format": 5, "factuality": 0, "consistency": 3, "realism": 5, "quality": 4},
                      4.25, attempts=1, flatness=0.5),
            StepJudge(GROUND_TRUTH, True, {}, 0.0, "Judge scoring failed (3 attempts)", 3, flatness=1.5)]


def test_a_quants_figures_are_upstreams_score_of_its_verdicts() -> None:
    from playground.bench.scores import summarize

    summary = JudgeSummary.of(_verdicts())
    assert summary is not None and (summary.judged, summary.failed, summary.flatness) == (3, 1, 1.0)
    # the same verdicts as judged rows, through the project's copy of upstream's `eval.py score`
    rows = [{"task": "terminal", "failed": 1.0 if v.failed else 0.0, "total_score": v.total_score, **v.scores}
            for v in _verdicts()]
    figures = summarize(rows, flatness=False).domains[0].figures
    assert summary.total == figures["total_score"].value
    assert summary.dimensions == {d: figures[d].value for d in GOOD_SCORES}
    assert JudgeSummary.of([]) is None


def test_a_judged_report_round_trips_and_an_unjudged_one_is_unchanged(tmp_path: Path) -> None:
    from tests.compare.test_tui_compare import _fixed_report

    def keys(data: Any) -> set[str]:
        if isinstance(data, dict):
            return set(data) | {k for v in data.values() for k in keys(v)}
        return {k for v in data for k in keys(v)} if isinstance(data, list) else set()

    plain = _fixed_report(Path("s.jsonl"))
    assert "judge" not in keys(plain.to_dict())  # no judge, no new keys: old reports and tables stay
    assert "judge" not in format_table(plain)
    judged = _fixed_report(Path("s.jsonl"))
    for run, v in zip(judged.models, _verdicts()):
        run.steps[0].judge = v
    judged.judge = JudgeInfo(MODEL, "the judge judge-model did not answer (connection refused)")
    assert load_report(save_report(judged, tmp_path / "j.compare.json")) == judged
    data = json.loads((tmp_path / "j.compare.json").read_text())
    assert data["models"][0]["judge"]["factuality"] == 75.0 and data["models"][1]["judge"]["factuality"] is None
    assert data["models"][2]["judge"] == {"judged": 1, "failed": 1, "total": None, **dict.fromkeys(GOOD_SCORES),
                                          "flatness": 1.5}
    text = format_table(judged)
    assert "judge judge-model: the official judge's scores" in text
    assert text.splitlines()[-1] == "judge judge-model: the judge judge-model did not answer (connection refused)"
