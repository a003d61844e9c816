"""`agentworld-play judge` end to end in-process against the loopback judge: counts, scores, resume,
the judge from the settings file with its key from the environment, and one-line errors."""

from __future__ import annotations

import json
from pathlib import Path
import pytest

from playground.bench.judge_messages import JudgePrompts
from playground.cli import main
from playground.settings import Settings
from tests.bench.judge_server import MODEL, JudgeServer, predicted_row, write_rows


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    rc = main(list(argv))
    out, err = capsys.readouterr()
    return rc, out, err


def rows_file(tmp_path: Path) -> Path:
    return write_rows(tmp_path / "terminal_test.jsonl",
                      [predicted_row("good", "a"), predicted_row("malformed", "b"), predicted_row("out-of-range", "c"),
                       {**predicted_row("good", "d"), "gen": ""}])


def test_judge_a_file_on_a_server_with_scores_then_resume(tmp_path: Path, judge_prompts: JudgePrompts,
                                                          judge_server: JudgeServer,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    src = rows_file(tmp_path)
    rc, out, err = run(capsys, "judge", str(src), "--judge-server", judge_server.url, "--judge-model", MODEL,
                       "--concurrency", "2", "--json")
    assert rc == 0, err
    report = json.loads(out)
    assert report["complete"] is True and report["judge_model"] == MODEL
    assert report["totals"] == {"rows": 4, "judged": 2, "failed": 1, "not_judgeable": 1, "missing": 0, "asked": 3,
                                "reused": 0}
    assert report["files"][0]["output"] == str(tmp_path / "terminal_test.judged.jsonl")
    assert report["summary"] is not None  # playground.bench.scores' JSON
    assert "judging 3/3 rows" in err and "ETA" in err and "rows/" in err
    assert len((tmp_path / "terminal_test.judged.jsonl").read_text().splitlines()) == 4

    n = len(judge_server.requests)
    rc, out, err = run(capsys, "judge", str(src), "--judge-server", judge_server.url, "--judge-model", MODEL)
    assert rc == 0, err
    assert len(judge_server.requests) == n  # everything was judged: nothing asked
    assert "2 judged, 1 failed, 1 not judgeable" in out and "0 asked now, 3 from before" in out
    assert "Overall" in out  # the score summary

    rc, out, err = run(capsys, "judge", str(src), "--judge-server", judge_server.url, "--judge-model", MODEL,
                       "--rejudge-failed", "--retries", "1", "--upstream-messages", "--temperature", "0.3",
                       "--max-tokens", "512")
    assert rc == 0, err
    assert [(b["temperature"], b["max_tokens"]) for b in judge_server.requests[n:]] == [(0.3, 512)]


def test_the_judge_setting_names_an_endpoint_whose_key_comes_from_the_environment(
        tmp_path: Path, judge_prompts: JudgePrompts, judge_server: JudgeServer, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    settings = Settings(judge="@judgebox")
    settings.endpoints["judgebox"] = {"url": judge_server.url, "model": MODEL, "api_key_env": "JUDGE_KEY"}
    settings.save()
    src = write_rows(tmp_path / "rows.jsonl", [predicted_row("good", "a")])

    monkeypatch.delenv("JUDGE_KEY", raising=False)
    rc, out, err = run(capsys, "judge", str(src))
    assert rc == 1 and err.strip().count("\n") == 0 and "JUDGE_KEY" in err and "not set" in err
    assert judge_server.requests == []

    secret = "sk-test-0123456789abcdef"
    monkeypatch.setenv("JUDGE_KEY", secret)
    rc, out, err = run(capsys, "judge", str(src))
    assert rc == 0, err
    assert [h.get("Authorization") for h in judge_server.headers()] == [f"Bearer {secret}"]
    judged = (tmp_path / "rows.judged.jsonl").read_text()
    assert secret not in out + err + judged


def test_a_gguf_judge_path_that_does_not_exist_is_one_line(tmp_path: Path, judge_prompts: JudgePrompts,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    src = write_rows(tmp_path / "rows.jsonl", [predicted_row("good", "a")])
    rc, _, err = run(capsys, "judge", str(src), "--judge", str(tmp_path / "nope.gguf"))
    assert rc == 1 and err.count("\n") == 1 and "no file at" in err and "nope.gguf" in err


@pytest.mark.parametrize("case", ["missing file", "no gen", "no judge", "judge-model alone", "both judges",
                                  "server without model", "bad concurrency", "gguf one at a time"])
def test_bad_input_is_one_line(case: str, tmp_path: Path, judge_prompts: JudgePrompts, judge_server: JudgeServer,
                               capsys: pytest.CaptureFixture[str]) -> None:
    good = write_rows(tmp_path / "rows.jsonl", [predicted_row("good", "a")])
    nogen = write_rows(tmp_path / "nogen.jsonl", [{**predicted_row("good", "a"), "gen": ""},
                                                 {k: v for k, v in predicted_row("good", "b").items() if k != "gen"}])
    server = ["--judge-server", judge_server.url, "--judge-model", MODEL]
    argv: dict[str, tuple[list[str], str]] = {
        "missing file": ([str(tmp_path / "absent.jsonl"), *server], "no file at"),
        "no gen": ([str(nogen), *server], "no row has a prediction"),
        "no judge": ([str(good)], "no judge model"),
        "judge-model alone": ([str(good), "--judge-model", MODEL], "--judge-model needs --judge-server"),
        "both judges": ([str(good), "--judge", "x.gguf", *server], "not both"),
        "server without model": ([str(good), "--judge-server", judge_server.url], "needs --judge-model"),
        "bad concurrency": ([str(good), *server, "--concurrency", "0"], "--concurrency must be"),
        # refused before the model would load (the file here is not even a model)
        "gguf one at a time": ([str(good), "--judge", str(good), "--concurrency", "2"], "one generation at a time"),
    }
    args, expected = argv[case]
    rc, out, err = run(capsys, "judge", *args)
    assert rc == 1 and out == ""
    assert err.count("\n") == 1 and err.startswith("error: ") and expected in err, err
    assert judge_server.requests == []
    assert not (tmp_path / "rows.judged.jsonl").exists()


def test_judge_prompts_not_pulled_is_one_line(tmp_path: Path, judge_server: JudgeServer,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    src = write_rows(tmp_path / "rows.jsonl", [predicted_row("good", "a")])
    rc, out, err = run(capsys, "judge", str(src), "--judge-server", judge_server.url, "--judge-model", MODEL)
    assert rc == 1 and out == "" and err.count("\n") == 1 and "prompts pull" in err
    assert judge_server.requests == []


def test_a_server_that_is_down_is_one_line(tmp_path: Path, judge_prompts: JudgePrompts,
                                           judge_server: JudgeServer, capsys: pytest.CaptureFixture[str]) -> None:
    src = write_rows(tmp_path / "rows.jsonl", [predicted_row("good", "a")])
    url = judge_server.url
    judge_server.stop()
    rc, out, err = run(capsys, "judge", str(src), "--judge-server", url, "--judge-model", MODEL)
    assert rc == 1 and err.count("\n") == 1 and "cannot connect" in err


def test_a_judge_that_stops_answering_mid_run_is_one_line_and_the_rerun_resumes(
        tmp_path: Path, judge_prompts: JudgePrompts, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    from playground.bench import judging

    monkeypatch.setattr(judging, "UNREACHABLE_STREAK", 2)
    monkeypatch.setattr(judging, "RETRY_BACKOFF_S", 0.0)
    src = write_rows(tmp_path / "rows.jsonl", [predicted_row("good", f"r{i}") for i in range(6)])
    dying = JudgeServer(die_after=2).start()
    try:
        rc, out, err = run(capsys, "judge", str(src), "--judge-server", dying.url, "--judge-model", MODEL,
                           "--concurrency", "1")
    finally:
        dying.stop()
    lines = [line for line in err.splitlines() if line.startswith("error:")]
    assert rc == 1 and len(lines) == 1 and "run the same command again to resume" in lines[0]
    assert not (tmp_path / "rows.judged.jsonl").exists()

    fresh = JudgeServer().start()
    try:
        rc, out, err = run(capsys, "judge", str(src), "--judge-server", fresh.url, "--judge-model", MODEL, "--json")
    finally:
        fresh.stop()
    assert rc == 0, err
    assert sorted(fresh.asked_rows()) == ["r2", "r3", "r4", "r5"]
    assert json.loads(out)["totals"]["judged"] == 6

