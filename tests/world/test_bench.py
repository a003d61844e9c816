"""AgentWorldBench interop: import rows, predict with teacher forcing, export rows + gen exactly."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from playground.llama.chat_template import render_chat
from playground.llama.sampling import GenerationParams
from playground.world.agentworldbench import (
    bench_entries,
    evaluated_turns,
    export_predictions,
    export_predictions_text,
    import_bench,
    looks_like_rows,
    predict,
    read_rows,
)
from playground.world.errors import BenchFormatError
from playground.world.parsing import clean_response_marker
from playground.world.session import Step
from playground.world.simulate import Forked, StepCancelled
from playground.world.store import load_session
from tests.tinymodel import CHAT_TEMPLATE
from tests.world.conftest import ScriptedEngine
from tests.world.helpers import make_session

SYS = "You are the terminal. Answer after **Environment Observation:**."
PROMPTS = [f"### Turn {i}\n**Action:**\n```json\n[{{\"keystrokes\": \"cmd{i}\\n\"}}]\n```" for i in (1, 2, 3)]
RESPONSES = [f"**Environment Observation:**\n$ cmd{i}\nout{i}\n$" for i in (1, 2, 3)]


def term_row(t: int, **extra: Any) -> dict[str, Any]:
    row = {"task": "terminal", "id": 145256090131919, "prompt": PROMPTS, "response": RESPONSES,
           "current_prompt": PROMPTS[t - 1], "system_str": SYS, "turn_idx": t, "total_turns": 3}
    row.update(extra)
    return row


OS_ROW = {"task": "os", "id": "os-7", "system_str": "desktop sys", "prompt": ["p1", "p2"],
          "response": ["<predicted_observation>s1</predicted_observation>", "r2"], "current_prompt": "p2",
          "turn_idx": 2, "total_turns": 2, "extra_field": {"kept": [1, 2.5, None]}}


def write_rows(path: Path, rows: list[Any], junk: bool = True) -> Path:
    lines = [json.dumps(r, ensure_ascii=False).encode() for r in rows]
    if junk:
        lines.insert(1, b"{not json")
        lines.insert(2, json.dumps({"task": "web", "id": 1}).encode())
        lines.insert(3, b'{"task": "caf\xe9"}')
        lines.append(json.dumps({**term_row(1), "turn_idx": 9, "current_prompt": ""}).encode())
    path.write_bytes(b"\n".join(lines) + b"\n")
    return path


def official_messages(row: dict[str, Any]) -> list[dict[str, str]]:
    """What the official evaluator sends for a row (its rules, restated here)."""
    t = max(row.get("turn_idx", 1) - 1, 0)
    msgs = [{"role": "system", "content": row["system_str"]}] if row["system_str"] else []
    for j in range(min(t, len(row["prompt"]), len(row["response"]))):
        msgs += [{"role": "user", "content": row["prompt"][j]}, {"role": "assistant", "content": row["response"][j]}]
    # eval.py @ cd0aa83 (run_inference, line 103) sends prompt[turn_idx-1]; current_prompt only where that
    # entry is missing (upstream itself would stop with an IndexError there)
    current = row["prompt"][t] if t < len(row["prompt"]) else row["current_prompt"]
    return msgs + [{"role": "user", "content": current}]


@pytest.fixture
def bench_file(tmp_path: Path) -> Path:
    return write_rows(tmp_path / "terminal_test.jsonl", [term_row(1), term_row(2), term_row(3), OS_ROW])


def test_read_rows_reports_bad_lines(bench_file: Path) -> None:
    rows, problems = read_rows(bench_file)
    assert len(rows) == 4
    msgs = {p.line: p.message for p in problems}
    assert "not valid JSON" in msgs[2]
    assert "missing field 'prompt'" in msgs[3]
    assert "not UTF-8" in msgs[4]
    assert "turn 9 has no prompt" in msgs[8]


def test_import_groups_trajectories_and_keeps_ground_truth(bench_file: Path, sessions_root: Path) -> None:
    report = import_bench(bench_file, sessions_root)
    assert report.rows == 4 and len(report.problems) == 4
    assert len(report.sessions) == 2
    term, os_ = report.sessions
    assert term.domain.id == "terminal" and os_.domain.id == "desktop"
    t = load_session(term.path)  # type: ignore[arg-type]
    assert t.header.teacher_forcing and t.header.system_prompt == SYS and t.header.title == "terminal #145256090131919"
    assert [s.message for s in t.steps] == PROMPTS
    # cleaned like the official evaluator cleans it (marker removed); the history keeps the rows verbatim
    assert [s.ground_truth for s in t.steps] == [clean_response_marker(r) for r in RESPONSES]
    assert t.steps[0].ground_truth == "$ cmd1\nout1\n$"
    assert not any(s.predicted for s in t.steps)
    assert evaluated_turns(t) == [1, 2, 3]
    assert evaluated_turns(load_session(os_.path)) == [2]  # type: ignore[arg-type]
    for s in report.sessions:
        assert s.path is not None and s.path.parent == sessions_root


def test_export_before_prediction_is_rows_plus_empty_gen(bench_file: Path, sessions_root: Path) -> None:
    report = import_bench(bench_file, sessions_root)
    rows = [r for _, r in read_rows(bench_file)[0]]
    exported = [r for s in report.sessions for r in export_predictions(load_session(s.path))]  # type: ignore[arg-type]
    assert [{k: v for k, v in r.items() if k != "gen"} for r in exported] == rows
    assert all(r["gen"] == "" for r in exported)


def test_predict_uses_the_official_history_and_exports_rows_plus_gen(bench_file: Path, sessions_root: Path) -> None:
    report = import_bench(bench_file, sessions_root)
    term = load_session(report.sessions[0].path)  # type: ignore[arg-type]
    answers = [f"thinking {i}</think>\n\n**Environment Observation:**\npredicted {i}" for i in (1, 2, 3)]
    eng = ScriptedEngine(list(answers))
    outs = list(predict(eng, term, sessions_root, GenerationParams(seed=1)))
    assert isinstance(outs[0], Forked)
    child = load_session(outs[0].session.path)
    # each turn was predicted from the ground-truth history, exactly as the evaluator builds it
    for t, prompt in enumerate(eng.prompts, 1):
        assert prompt == render_chat(CHAT_TEMPLATE, official_messages(term_row(t)))
    assert [s.observation for s in child.steps] == ["predicted 1", "predicted 2", "predicted 3"]
    assert [s.ground_truth for s in child.steps] == [clean_response_marker(r) for r in RESPONSES]
    assert child.header.parent is not None and child.header.parent.file == term.name
    exported = [json.loads(line) for line in export_predictions_text(child).splitlines()]
    originals = [term_row(1), term_row(2), term_row(3)]
    assert exported == [{**row, "gen": f"**Environment Observation:**\npredicted {t}"}
                        for t, row in enumerate(originals, 1)]
    assert [list(r) for r in exported] == [list(row) + ["gen"] for row in originals]  # key order kept
    # the imported session itself is unchanged
    assert not any(s.predicted for s in load_session(term.path).steps)  # type: ignore[arg-type]


def test_predict_only_evaluated_turns(bench_file: Path, sessions_root: Path) -> None:
    report = import_bench(bench_file, sessions_root)
    os_ = load_session(report.sessions[1].path)  # type: ignore[arg-type]
    eng = ScriptedEngine(["r</think><predicted_observation>screen 2</predicted_observation>"])
    outs = list(predict(eng, os_, sessions_root))
    steps = [o for o in outs if isinstance(o, Step)]
    assert [s.index for s in steps] == [2] and len(eng.prompts) == 1
    assert eng.prompts[0] == render_chat(CHAT_TEMPLATE, official_messages(OS_ROW))
    child = load_session(outs[0].session.path)
    assert child.steps[0].parent_step == 1 and not child.steps[0].predicted
    [row] = export_predictions(child)
    assert row == {**OS_ROW, "gen": "<predicted_observation>screen 2</predicted_observation>"}


def test_history_is_cut_like_the_evaluator_when_responses_are_short(sessions_root: Path, tmp_path: Path) -> None:
    row = {"task": "mcp", "id": "m1", "system_str": "s", "prompt": ["a", "b", "c"], "response": ["A"],
           "current_prompt": "c", "turn_idx": 3, "total_turns": 3}
    f = write_rows(tmp_path / "mcp_test.jsonl", [row], junk=False)
    [s] = import_bench(f, sessions_root).sessions
    assert [x.message for x in s.steps] == ["a", "c"] and evaluated_turns(s) == [2]
    eng = ScriptedEngine(["r</think>**Environment Observation:**\nC"])
    outs = list(predict(eng, load_session(s.path), sessions_root))  # type: ignore[arg-type]
    assert eng.prompts == [render_chat(CHAT_TEMPLATE, official_messages(row))]
    assert export_predictions(load_session(outs[0].session.path)) == [{**row, "gen": "**Environment Observation:**\nC"}]


def test_cancelled_prediction_leaves_nothing(bench_file: Path, sessions_root: Path) -> None:
    report = import_bench(bench_file, sessions_root)
    before = sorted(p.name for p in sessions_root.iterdir())
    outs = list(predict(ScriptedEngine(["long answer"], cancel_after=2), load_session(report.sessions[0].path),
                        sessions_root))  # type: ignore[arg-type]
    assert isinstance(outs[-1], StepCancelled)
    assert sorted(p.name for p in sessions_root.iterdir()) == before


def test_rows_are_read_as_leniently_as_the_evaluator_reads_them(sessions_root: Path, tmp_path: Path) -> None:
    """Only the turns are required: no ``task`` is an MCP row (the evaluator's default), no
    ``system_str`` is no system prompt, and rows without an ``id`` get one from their content (the
    same for every row of a trajectory), while the export gives the rows back as they were."""
    bare = [{k: v for k, v in term_row(t).items() if k not in ("id", "task", "system_str")} for t in (1, 2)]
    f = write_rows(tmp_path / "bare.jsonl", bare, junk=False)
    report = import_bench(f, sessions_root)
    assert report.problems == [] and len(report.sessions) == 1
    [session] = report.sessions
    assert session.domain.id == "mcp" and session.header.system_prompt == ""
    assert session.header.title.startswith("mcp #") and len(session.header.title) == len("mcp #") + 10
    assert [row for _step, row in bench_entries(session)] == bare
    assert [{k: v for k, v in r.items() if k != "gen"} for r in export_predictions(session)] == bare
    assert looks_like_rows(f)


def test_crafted_ids_stay_inside_the_sessions_dir(sessions_root: Path, tmp_path: Path) -> None:
    row = {**OS_ROW, "id": "../../../escape", "task": "../os"}
    f = write_rows(tmp_path / "evil.jsonl", [row], junk=False)
    [s] = import_bench(f, sessions_root).sessions
    assert s.path is not None and s.path.resolve().parent == sessions_root.resolve()
    assert not (tmp_path / "escape.jsonl").exists()


def test_nothing_importable(tmp_path: Path, sessions_root: Path) -> None:
    f = tmp_path / "x.jsonl"
    f.write_bytes(b"{bad\n")
    with pytest.raises(BenchFormatError, match="no AgentWorldBench rows in x.jsonl: line 1: not valid JSON"):
        import_bench(f, sessions_root)
    with pytest.raises(BenchFormatError, match="no file"):
        import_bench(tmp_path / "missing.jsonl", sessions_root)
    assert list(sessions_root.iterdir()) == []


def test_the_input_is_prompt_at_turn_idx_not_current_prompt(sessions_root: Path, tmp_path: Path) -> None:
    row = {**term_row(2), "current_prompt": "A DIFFERENT CURRENT PROMPT"}
    path = write_rows(tmp_path / "terminal_test.jsonl", [row], junk=False)
    [session] = import_bench(path, sessions_root).sessions
    engine = ScriptedEngine(["x</think>\n\n**Environment Observation:**\nx"])
    outs = list(predict(engine, session, sessions_root))
    assert engine.prompts == [render_chat(CHAT_TEMPLATE, official_messages(row))]
    assert engine.prompts[0].endswith(f"{PROMPTS[1]}<|im_end|>\n<|im_start|>assistant\n<think>\n")
    assert "A DIFFERENT CURRENT PROMPT" not in engine.prompts[0]
    assert any(isinstance(o, Step) for o in outs)


def test_export_refuses_non_bench_sessions(tmp_path: Path) -> None:
    with pytest.raises(BenchFormatError, match="not imported from AgentWorldBench"):
        export_predictions(make_session(tmp_path, steps=1))
