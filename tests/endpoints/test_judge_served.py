"""`judge` end to end on real engines: llama-cpp-python's server serving the tiny model, and the tiny
GGUF in the model process. The tiny model's random weights answer gibberish, never an evaluation:
every row is a counted failure after 3 attempts, its raw answer kept, and nothing raises."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from playground.cli import main
from tests.bench.judge_server import install_standin_judge_prompts, predicted_row, write_rows
from tests.endpoints.conftest import Server


def _rows(tmp_path: Path) -> Path:
    rows = [predicted_row("good", "a"), predicted_row("good", "b"), {**predicted_row("good", "c"), "gen": ""}]
    return write_rows(tmp_path / "terminal_test.jsonl", rows)


def _judged(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def _check_gibberish_failures(rows: list[dict[str, Any]], model: str) -> None:
    assert [r["id"] for r in rows] == ["a", "b", "c"]
    for r in rows[:2]:
        assert r["failed"] == 1.0 and r["total_score"] == 0 and r["judge_attempts"] == 3
        assert r["judge_model"] == model and r["judge_raw_output"]  # the last answer is kept
        assert r["error_message"].startswith("Judge scoring failed (3 attempts)")
    assert rows[2]["error_message"] == "No model generation" and "judge_attempts" not in rows[2]


@pytest.mark.slow  # about 3 s alone; the server's per-request work grows fast on a busy machine
def test_the_real_server_judges_a_predictions_file_end_to_end(server: Server, tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    install_standin_judge_prompts(monkeypatch)
    src = _rows(tmp_path)
    argv = ["judge", str(src), "--judge-server", server.url, "--judge-model", server.model, "--max-tokens", "12",
            "--concurrency", "2", "--json"]
    assert main(argv) == 0
    out, err = capsys.readouterr()
    report = json.loads(out)
    assert report["complete"] and report["totals"]["failed"] == 2 and report["totals"]["not_judgeable"] == 1
    _check_gibberish_failures(_judged(tmp_path / "terminal_test.judged.jsonl"), server.model)

    assert main(argv) == 0  # a failure is a judgement: the second run asks nothing
    again = json.loads(capsys.readouterr()[0])
    assert again["totals"]["asked"] == 0 and again["totals"]["reused"] == 2


def test_a_gguf_judge_runs_in_the_model_process(tiny_model: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    install_standin_judge_prompts(monkeypatch)
    src = _rows(tmp_path)
    out = tmp_path / "judged-by-gguf.jsonl"
    assert main(["judge", str(src), "--judge", str(tiny_model), "--max-tokens", "16", "--ctx", "2048",
                 "--gpu-layers", "0", "--threads", "1", "--out", str(out), "--json"]) == 0
    report = json.loads(capsys.readouterr()[0])
    # the judge's label is ProcessChat's (the GGUF's own name)
    assert report["complete"] and report["judge_model"] in (tiny_model.name, "tiny-qwen35moe")
    _check_gibberish_failures(_judged(out), report["judge_model"])
