"""Independent AgentWorldBench rows of all seven domains: read, checked, replayed, imported, exported.

tests/world/data/bench/{task}_test.jsonl were written by hand in the official row format (one row per
evaluated turn; each trajectory's actions in its domain's official format: keystrokes, MCP and
search tool calls, OpenHands and Gemini CLI calls, BrowserGym strings, Python code, AndroidWorld
JSON), independently of the domain code. The reader rules restated here are those of the official
evaluator (eval/eval.py): rows are JSON lines, the task is the part after the last "/", history is
prompt/response pairs before turn_idx, predictions are the rows plus "gen", and the judge compares
ground truth and prediction with the response marker removed.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from playground.cli import main
from playground.llama.chat_template import render_chat
from playground.world.agentworldbench import (
    export_predictions,
    export_predictions_text,
    import_bench,
    predict,
    read_rows,
    read_sessions,
)
from playground.world.domains import OBSERVATION_MARKER, domain_for_bench_task
from playground.world.parsing import clean_response_marker
from playground.world.prompts import build_messages
from playground.world.session import Step
from playground.world.store import load_session
from tests.tinymodel import CHAT_TEMPLATE
from tests.world.conftest import ScriptedEngine

DATA = Path(__file__).parent / "data" / "bench"
FILES = sorted(DATA.glob("*_test.jsonl"))
DOMAIN_OF = {"terminal": "terminal", "mcp": "mcp", "search": "search", "swe": "swe", "web": "web",
             "os": "desktop", "android": "android"}


def official_messages(row: dict[str, Any]) -> list[dict[str, str]]:
    t = row["turn_idx"] - 1
    msgs = [{"role": "system", "content": row["system_str"]}] if row["system_str"] else []
    for p, r in zip(row["prompt"][:t], row["response"][:t]):
        msgs += [{"role": "user", "content": p}, {"role": "assistant", "content": r}]
    return msgs + [{"role": "user", "content": row["prompt"][t]}]


def test_all_seven_tasks_have_rows() -> None:
    assert sorted(f.name.split("_")[0] for f in FILES) == sorted(DOMAIN_OF)


@pytest.mark.parametrize("path", FILES, ids=[f.stem for f in FILES])
def test_rows_read_in_their_domain_with_official_actions(path: Path) -> None:
    rows, problems = read_rows(path)
    assert problems == [] and rows
    for _line, row in rows:
        domain = domain_for_bench_task(row["task"])
        assert domain.id == DOMAIN_OF[row["task"].split("/")[-1]]
        for prompt in row["prompt"]:
            action = domain.action_from_message(prompt)
            assert action is not None, prompt
            checked = domain.check_action(action)  # the official format is read as it is: no conversion
            assert checked.notices == (), (domain.id, action, checked.notices)
            if domain.json_action:
                assert json.loads(checked.text) == json.loads(action)
            else:
                assert checked.text == action


@pytest.mark.parametrize("path", FILES, ids=[f.stem for f in FILES])
def test_check_and_replay_read_rows_directly(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    n_rows = len(read_rows(path)[0])
    assert main(["check", str(path)]) == 0  # no warning on real (ground-truth) trajectories
    out = capsys.readouterr().out
    assert out.count("session ") == n_rows  # one report per row
    assert f"{path.name}:1 " in out
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.count("ground truth:") >= n_rows and OBSERVATION_MARKER not in out
    sessions, skipped = read_sessions(path)
    assert skipped == [] and len(sessions) == n_rows
    for s, (_line, row) in zip(sessions, read_rows(path)[0]):
        # the row's history and evaluated turn, ground truth cleaned the evaluator's way
        assert len(s.steps) == row["turn_idx"] and s.header.system_prompt == row["system_str"]
        cleaned = [clean_response_marker(r) for r in row["response"][:row["turn_idx"]]]
        assert [st.ground_truth for st in s.steps] == cleaned
        # the history put to the model is the row's, verbatim (marker and all)
        msgs = build_messages(s, s.steps[-1].message, history=s.steps[:-1], teacher_forcing=True)
        assert msgs == official_messages(row)


@pytest.mark.parametrize("path", FILES, ids=[f.stem for f in FILES])
def test_import_predict_and_export_back_for_the_official_reader(path: Path, sessions_root: Path) -> None:
    rows = [r for _, r in read_rows(path)[0]]
    report = import_bench(path, sessions_root)
    assert report.problems == [] and report.rows == len(rows)
    assert main(["check", *[str(s.path) for s in report.sessions]]) == 0
    exported_lines: list[str] = []
    for imported in report.sessions:
        session = load_session(imported.path)  # type: ignore[arg-type]
        assert all(OBSERVATION_MARKER not in (st.ground_truth or "") for st in session.steps)
        # before predicting: the rows, unchanged, plus an empty gen
        before = export_predictions(session)
        assert [{k: v for k, v in r.items() if k != "gen"} for r in before] == [
            e["row"] for e in session.header.bench["rows"]]  # type: ignore[index]
        gui = session.domain.is_gui
        n = len(before)
        answers = [f"reasoning {i}</think>\n\n" + (f"<predicted_observation>\nscreen {i}\n</predicted_observation>"
                                                   if gui else f"{OBSERVATION_MARKER}\noutput {i}") for i in range(n)]
        eng = ScriptedEngine(list(answers))
        outs = list(predict(eng, session, sessions_root))
        child = load_session(outs[0].session.path)
        # each evaluated turn was prompted exactly as the evaluator prompts it
        evaluated = [e["row"] for e in session.header.bench["rows"]]  # type: ignore[index]
        assert eng.prompts == [render_chat(CHAT_TEMPLATE, official_messages(r)) for r in evaluated]
        text = export_predictions_text(child)
        exported_lines += text.splitlines()
        predicted = [s for s in child.steps if isinstance(s, Step) and s.predicted]
        assert len(predicted) == n
    # what the official reader gets: JSON lines, each an original row plus "gen" (the answer without reasoning)
    exported = [json.loads(line) for line in exported_lines]
    assert sorted(json.dumps({k: v for k, v in r.items() if k != "gen"}, sort_keys=True) for r in exported) == \
        sorted(json.dumps(r, sort_keys=True) for r in rows)
    for line, r in zip(exported_lines, exported):
        assert line == json.dumps(r, ensure_ascii=False)  # byte-identical to how eval.py writes its own rows
        assert list(r)[-1] == "gen" and r["gen"] and "</think>" not in r["gen"] and "reasoning" not in r["gen"]


def test_check_reports_bad_row_lines_and_still_checks_the_good_ones(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    good = (DATA / "terminal_test.jsonl").read_text().splitlines()[0]
    f = tmp_path / "mixed_test.jsonl"
    f.write_text(good + "\n{not json\n" + json.dumps({"task": "web", "id": 1}) + "\n")
    assert main(["check", str(f)]) == 2  # something could not be checked
    captured = capsys.readouterr()
    assert captured.out.count("session ") == 1
    errors = captured.err.strip().splitlines()
    assert errors == ["error: mixed_test.jsonl line 2: not valid JSON; skipped",
                      "error: mixed_test.jsonl line 3: missing field 'prompt'; skipped"]
    assert main(["replay", str(f)]) == 0
    assert "skipped mixed_test.jsonl line 2" in capsys.readouterr().err
    only_bad = tmp_path / "bad_test.jsonl"
    only_bad.write_text(json.dumps({"task": "web", "id": 1, "system_str": "", "prompt": [], "response": []}) + "\n")
    assert main(["check", str(only_bad)]) == 2
    assert capsys.readouterr().err.strip() == ("error: no AgentWorldBench rows in bad_test.jsonl: line 1: "
                                              "missing field 'turn_idx'; skipped")
