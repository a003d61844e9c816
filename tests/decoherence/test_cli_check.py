"""agentworld-play check (exit codes 0/1/2, JSON, thresholds, the labeled set) and replay --recheck."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from playground.cli import main
from tests.decoherence.evalset import DATA

CLEAN = str(DATA / "terminal-container-data-dir.jsonl")
BROKEN = str(DATA / "search-memory-boiling-point--read-other-value.jsonl")  # a stored value reads back otherwise
# a terminal finding, with the terminal binding put in preview (maturity.py): its findings are information and
# fail only at --min-severity info
PREVIEW = str(DATA / "terminal-container-data-dir--deleted-csv-listed.jsonl")


def _terminal_in_preview(monkeypatch: pytest.MonkeyPatch) -> None:
    """The terminal binding under the bar, and no rule of it cleared there by its own evidence."""
    from playground.decoherence import maturity

    monkeypatch.setattr(maturity, "BINDING_EVIDENCE", {**maturity.BINDING_EVIDENCE, "terminal": {"a": (3, 2, 0)}})
    monkeypatch.setattr(maturity, "RULE_EVIDENCE", {**maturity.RULE_EVIDENCE, "terminal": {}})


def test_exit_codes(capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _terminal_in_preview(monkeypatch)
    assert main(["check", CLEAN]) == 0
    assert "0 at or above warning" in capsys.readouterr().out
    assert main(["check", BROKEN]) == 1
    out = capsys.readouterr().out
    assert "fact.set-value-reverted" in out and "step 6" in out and "bp_2000m" in out
    assert main(["check", BROKEN, "--min-severity", "error"]) == 1
    assert main(["check", BROKEN, "--disable", "fact.set-value-reverted"]) == 0
    assert main(["check", BROKEN, "--disable", "search.memory"]) == 0  # the deleted ledger's kind: an alias
    assert main(["check", PREVIEW]) == 0
    assert "0 at or above warning" in capsys.readouterr().out
    assert main(["check", PREVIEW, "--min-severity", "info"]) == 1
    out = capsys.readouterr().out
    assert "step 4" in out and "a.csv" in out and "fact.deleted-present" in out
    bad = tmp_path / "bad.jsonl"
    bad.write_bytes(b"\xff\xfe not a session\n")
    assert main(["check", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and len(err.strip().splitlines()) == 1
    assert main(["check", str(tmp_path / "missing.jsonl")]) == 2
    assert main(["check", CLEAN, str(tmp_path / "missing.jsonl")]) == 2  # an unreadable file wins
    assert main(["check", CLEAN, "--set", "bogus=1"]) == 2
    assert main(["check"]) == 2


def test_info_findings_do_not_fail_by_default(capsys: pytest.CaptureFixture[str]) -> None:
    name = str(DATA / "mcp-notes-with-surprise.jsonl")
    assert main(["check", name]) == 1  # step 3's made-up value
    assert main(["check", name, "--set", "surprise_span_nll=9", "--set", "surprise_mean_nll=9"]) == 0
    capsys.readouterr()


def test_json_report(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", BROKEN, "--json"]) == 1
    doc = json.loads(capsys.readouterr().out)
    assert doc["domain"] == "search" and doc["failing"] == 1 and doc["counts"]["error"] == 1
    w = doc["warnings"][0]
    assert (w["kind"], w["step"], w["evidence"]["earlier_step"]) == ("fact.set-value-reverted", 6, 3)
    assert main(["check", CLEAN, BROKEN, "--json"]) == 1
    assert [d["failing"] for d in json.loads(capsys.readouterr().out)] == [0, 1]


def test_examples_pass_by_name(capsys: pytest.CaptureFixture[str]) -> None:
    for name in ("terminal-example", "mcp-example", "web-example"):
        assert main(["check", name]) == 0, capsys.readouterr().out


def test_thresholds_listing(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--thresholds", "--set", "surprise_span_nll=6"]) == 0
    out = capsys.readouterr().out
    assert "surprise_span_nll = 6.0   (changed)" in out and "context_warn_fraction = 0.8" in out
    assert main(["check", "--thresholds", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["surprise_span_nll"] == 5.0


def test_eval_reports_precision_and_recall(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["check", "--eval"]) == 0
    out = capsys.readouterr().out
    for det in ("terminal", "mcp", "search", "format", "overall"):
        assert det in out
    assert main(["check", "--eval", str(tmp_path)]) == 2
    assert "labels.json" in capsys.readouterr().err


def test_replay_recheck_shows_current_warnings(capsys: pytest.CaptureFixture[str],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    _terminal_in_preview(monkeypatch)
    assert main(["replay", PREVIEW, "--step", "4"]) == 0
    assert "fact.deleted-present" not in capsys.readouterr().out  # nothing stored in the file
    assert main(["replay", PREVIEW, "--step", "4", "--recheck"]) == 0
    out = capsys.readouterr().out
    assert "info (fact.deleted-present)" in out
    assert main(["replay", BROKEN, "--step", "6", "--recheck"]) == 0
    assert "error (fact.set-value-reverted)" in capsys.readouterr().out
