"""`agentworld-play score` in-process: the report, --json, pooled files, exit codes and one-line errors,
and the whole path: predictions judged by the loopback judge (`judge`), then scored as upstream does."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from playground.bench.judge_messages import JudgePrompts
from playground.cli import main
from tests.bench.judge_server import MODEL, JudgeServer, predicted_row, write_rows
from tests.bench.test_scores import (
    UPSTREAM_ENV,
    edge_rows,
    parse_ours_json,
    parse_ours_text,
    parse_upstream,
    run_upstream,
    upstream_aggregate,
    varied_rows,
    write,
)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    rc = main(list(argv))
    out, err = capsys.readouterr()
    return rc, out, err


def test_the_report_has_upstreams_numbers_and_the_macro_average(tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    rows = varied_rows(7, 80)
    judged = write(tmp_path / "judged.jsonl", rows)
    rc, out, err = run(capsys, "score", str(judged))
    assert rc == 0 and err == ""
    assert parse_ours_text(out) == parse_upstream(upstream_aggregate(rows))
    assert "the paper's Overall" in out and "Overall (upstream's, a micro average over samples)" in out
    assert out.startswith(f"{judged} (80 rows)")

    rc, out, err = run(capsys, "score", str(judged), "--json")
    assert rc == 0 and err == ""
    data = json.loads(out)
    assert parse_ours_json(data) == parse_upstream(upstream_aggregate(rows))
    assert data["pooled"] is False and data["problems"] == []
    assert isinstance(data["overall"]["value"], float) and data["overall"]["text"] == f"{data['overall']['value']:.2f}"
    assert data["macro"]["kind"].startswith("macro") and data["macro"]["domains"]


def test_several_files_are_pooled_and_say_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a, b = varied_rows(8, 30), edge_rows()
    fa, fb = write(tmp_path / "a.jsonl", a), write(tmp_path / "b.jsonl", b)
    rc, out, err = run(capsys, "score", str(fa), str(fb))
    assert rc == 0 and err == ""
    assert out.startswith(f"2 files pooled ({len(a) + len(b)} rows): {fa}, {fb}")
    assert parse_ours_text(out) == parse_upstream(upstream_aggregate(a + b))


def test_bad_input_is_one_line_each_and_the_rest_is_scored(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rows = edge_rows()
    judged = tmp_path / "judged.jsonl"
    judged.write_text(json.dumps(rows[0]) + "\n{broken\n" + "".join(json.dumps(r) + "\n" for r in rows[1:]))
    predictions = write(tmp_path / "predictions.jsonl", [predicted_row("good", "a")])
    rc, out, err = run(capsys, "score", str(judged), str(tmp_path / "nope.jsonl"), str(predictions))
    assert rc == 2
    assert err.splitlines() == [
        f"error: {judged}:2: not valid JSON; skipped",
        f"error: {tmp_path / 'nope.jsonl'}: no such file",
        f"error: {predictions}: 1 row(s), none judged (no 'failed' or 'total_score'); judge it first: "
        f"agentworld-play judge {predictions}",
    ]
    assert parse_ours_text(out) == parse_upstream(upstream_aggregate(rows))  # every good row scored

    garbage = tmp_path / "garbage.bin"
    garbage.write_bytes(b"\x00\x01\x02\xff" * 100)
    rc, out, err = run(capsys, "score", str(garbage), str(tmp_path))
    assert rc == 2 and out == "" and "Traceback" not in err
    assert err.splitlines() == [f"error: {garbage}:1: not UTF-8 text; skipped",
                                f"error: {garbage}: no rows (no 'failed' or 'total_score'); judge it first: "
                                f"agentworld-play judge {garbage}",
                                f"error: {tmp_path}: not a file", "error: nothing to score: no file with judged rows"]


def test_judged_by_the_loopback_judge_then_scored_as_upstream_scores_it(
        tmp_path: Path, judge_prompts: JudgePrompts, judge_server: JudgeServer,
        capsys: pytest.CaptureFixture[str]) -> None:
    """The file `judge` writes is scored by `score` exactly as upstream's eval.py scores it."""
    cases = ["good", "malformed", "out-of-range", "manipulation", "empty", "good", "out-of-range"]
    rows = [predicted_row(c, f"r{i}", task=t) for i, (c, t) in
            enumerate(zip(cases, ["terminal", "terminal", "mcp", "web", "os", "suite/swe", "terminal"]))]
    rows.append({**predicted_row("good", "nogen"), "gen": ""})
    src = write_rows(tmp_path / "mixed_test.jsonl", rows)
    rc, out, err = run(capsys, "judge", str(src), "--judge-server", judge_server.url, "--judge-model", MODEL,
                       "--retries", "1")
    assert rc == 0, err
    judged = tmp_path / "mixed_test.judged.jsonl"
    written = [json.loads(line) for line in judged.read_text().splitlines()]
    assert len(written) == len(rows) and {r["failed"] for r in written} == {0.0, 1.0}

    rc, out, err = run(capsys, "score", str(judged), "--json")
    assert rc == 0, err
    ours = parse_ours_json(json.loads(out))
    assert ours == parse_upstream(upstream_aggregate(written))
    by_name = {d[0]: d for d in ours["domains"]}
    assert by_name["Terminal"][1:4] == (2, 4, 2)  # good, out-of-range valid; malformed and no-gen failed
    upstream_dir = os.environ.get(UPSTREAM_ENV)
    if upstream_dir:
        assert parse_upstream(run_upstream(Path(upstream_dir), judged, tmp_path)) == ours
