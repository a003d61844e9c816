"""`agentworld-play predict`: bad files as one line, a GGUF in the model process, failures counted,
and a run stopped by Ctrl-C and by SIGKILL that the next run completes, sending only the rest."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from playground.cli import main
from playground.bench.predict import journal_path, predictions_path
from tests.bench.test_predict import (
    MODEL,
    answering,
    canon,
    expected_output,
    mixed_rows,
    sent,
    upstream_bytes,
    write_rows,
)
from tests.endpoints.loopback import Loopback
from tests.world.test_live_rows import upstream_messages

ROOT = Path(__file__).resolve().parents[2]


def served(lb: Loopback) -> list[str]:
    return ["--server", lb.url, "--server-model", MODEL]


def last_line(err: str) -> str:
    return err.strip().splitlines()[-1]


@pytest.mark.parametrize("content,message", [
    (None, "no file at"),
    (b"", "holds no AgentWorldBench rows (it is empty)"),
    (b'{"type": "header", "version": 1, "domain": "terminal"}\n', "no AgentWorldBench rows in t_test.jsonl: line 1"),
    (b'{"prompt": ["a"], "response": ["b"], "turn_idx": 1}\n{"prompt": ["a"], "resp',
     "t_test.jsonl line 2: not valid JSON"),
])
def test_bad_files_are_one_line_before_anything_connects(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                         content: bytes | None, message: str) -> None:
    source = tmp_path / "t_test.jsonl"
    if content is not None:
        source.write_bytes(content)
    # a server that is not there: the file is refused before any connection is tried
    rc = main(["predict", str(source), "--server", "http://127.0.0.1:9", "--server-model", "m"])
    err = capsys.readouterr().err
    assert rc == 1 and err.count("\n") == 1 and err.startswith("error: ") and message in err, err
    assert not predictions_path(source).exists()


def test_flags_are_checked_before_a_model_loads(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = write_rows(tmp_path / "f_test.jsonl", mixed_rows()[:1])
    for args, message in [([str(tmp_path / "x.gguf"), "--concurrency", "2"], "a GGUF runs one generation at a time"),
                          (["--server", "http://127.0.0.1:9", "--server-model", "m", "--concurrency", "65"],
                           "--concurrency must be 1..64"),
                          ([], "give a model file (.gguf), or a server model")]:
        assert main(["predict", str(source), *args]) == 1
        assert message in last_line(capsys.readouterr().err)


def test_a_server_run_shows_progress_and_counts_failures(server: Loopback, tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    rows = mixed_rows()[:5]
    source = write_rows(tmp_path / "p_test.jsonl", rows)
    out = tmp_path / "elsewhere.jsonl"
    answering(server, fail=lambda m: canon(m) == canon(upstream_messages(rows[3])))
    rc = main(["predict", str(source), *served(server), "--out", str(out), "--concurrency", "3"])
    err = capsys.readouterr().err
    assert rc == 1, err
    assert "predicting 5 of 5 rows of p_test.jsonl" in err and "(3 in flight)" in err
    assert "predict: 5/5 rows (1 failed) | " in err and "rows/s" in err and "tok/s" in err and "ETA 0s" in err
    assert "1 row(s) failed" in err and "line 4 (" in err and "the server fell over" in err
    assert "hint: run the same command again to retry only these 1 row(s)" in err
    assert "Traceback" not in err
    assert out.read_bytes() == b"".join(upstream_bytes(expected_output(rows, {3: ""})))

    answering(server)
    assert main(["predict", str(source), *served(server), "--out", str(out)]) == 0
    err = capsys.readouterr().err
    assert "predicting 1 of 5 rows" in err and "wrote 5 rows" in err
    assert out.read_bytes() == b"".join(upstream_bytes(expected_output(rows)))
    assert not journal_path(out).exists()
    assert main(["predict", str(source), *served(server), "--out", str(out)]) == 0
    assert "nothing to do" in capsys.readouterr().err


def test_a_gguf_predicts_in_the_model_process_and_a_context_cut_is_a_counted_failure(
        tiny_model: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rows = [{"task": "terminal", "id": "a", "prompt": ["ls"], "response": ["x"], "turn_idx": 1},
            {"task": "terminal", "id": "long", "prompt": ["echo " + "word " * 400], "response": ["x"], "turn_idx": 1},
            {"task": "terminal", "id": "b", "prompt": ["ls", "pwd"], "response": ["x", "/"], "turn_idx": 2}]
    source = write_rows(tmp_path / "g_test.jsonl", rows)
    rc = main(["predict", str(source), str(tiny_model), "--ctx", "512", "--max-tokens", "8", "--seed", "3"])
    err = capsys.readouterr().err
    assert rc == 1, err
    assert "note: context 512 tokens is below what" in err and "line(s) 2 may fail" in err
    # the model process goes on after the refused row (row 3 comes after it)
    assert "predict: 3/3 rows (1 failed)" in err and "1 row(s) failed" in err
    assert "line 2 (terminal #long, turn 1): the prompt is" in err and "the context holds 512" in err
    assert "Traceback" not in err
    got = [json.loads(line) for line in predictions_path(source).read_text().splitlines()]
    assert [{k: v for k, v in g.items() if k != "gen"} for g in got] == rows
    assert all(isinstance(g["gen"], str) for g in got) and got[1]["gen"] == ""
    assert [list(g) for g in got] == [list(r) + ["gen"] for r in rows]


def cli(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "playground", "predict", *args], cwd=ROOT, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=os.environ.copy())


def wait_for_entries(journal: Path, n: int, proc: subprocess.Popen[str], timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if journal.exists() and journal.read_text().count("\n") >= n + 1:  # the header, then entries
            return
        assert proc.poll() is None, proc.communicate()
        time.sleep(0.02)
    raise AssertionError(f"{journal} did not get {n} entries")


def journal_lines(journal: Path) -> list[int]:
    text = journal.read_text()
    assert text.endswith("\n")  # whole lines only
    return [json.loads(line)["line"] for line in text.splitlines()[1:]]


@pytest.mark.slow
def test_ctrl_c_and_sigkill_keep_what_finished_and_the_next_run_sends_only_the_rest(server: Loopback,
                                                                                    tmp_path: Path) -> None:
    rows = mixed_rows()[:12]
    source = write_rows(tmp_path / "k_test.jsonl", rows)
    journal = journal_path(predictions_path(source))
    answering(server, delay_s=0.1)  # ~0.6 s a row: a few are in flight when the signal comes

    proc = cli(str(source), *served(server), "--concurrency", "2")
    wait_for_entries(journal, 2, proc)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == 130, err
    assert "cancelled: " in err and "run the same command again to continue" in err and "Traceback" not in err
    after_int = journal_lines(journal)
    assert 2 <= len(after_int) < len(rows)

    proc = cli(str(source), *served(server), "--concurrency", "2")
    wait_for_entries(journal, len(after_int) + 2, proc)
    proc.send_signal(signal.SIGKILL)
    proc.wait(30)
    after_kill = journal_lines(journal)
    assert set(after_int) < set(after_kill) and len(after_kill) < len(rows)
    assert not predictions_path(source).exists()  # the output appears only when whole

    server.requests.clear()
    answering(server)
    assert main(["predict", str(source), *served(server)]) == 0
    missing = [r for i, r in enumerate(rows, 1) if i not in after_kill]
    assert sorted(canon(m) for m in sent(server)) == sorted(canon(upstream_messages(r)) for r in missing)
    assert predictions_path(source).read_bytes() == b"".join(upstream_bytes(expected_output(rows)))
    assert not journal.exists()
