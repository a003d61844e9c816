"""Hostile session files, second round (tests/faults/fuzz_sessions_round2.py): structure and
encoding rather than field values.

Each case was found by the round-2 fuzzer running the real CLI on mutants of the shipped
terminal example. Every command must either work (the odd part left out or repaired, with a
note) or print one ``error:`` line; never a traceback, and an earlier step is never lost.
"""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path
from typing import Any

import pytest

from playground.cli import main
from playground.world.store import MAX_NESTING, load_session

EXAMPLE = Path(__file__).resolve().parents[2] / "sessions" / "terminal-example.jsonl"


def _records() -> list[dict[str, Any]]:
    recs = [json.loads(ln) for ln in EXAMPLE.read_text().splitlines() if ln.strip()]
    recs[0]["example"] = False
    return recs


def _run(args: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        rc = main(args)
    return rc, out.getvalue(), err.getvalue()


def _commands(path: Path, sessions: Path) -> dict[str, list[str]]:
    return {
        "replay": ["replay", str(path)],
        "export-md": ["export", str(path), "--format", "md"],
        "export-json": ["export", str(path), "--format", "json"],
        "check-json": ["check", str(path), "--json"],
        "list-json": ["sessions", "--sessions-dir", str(sessions), "list", "--json"],
        "fork": ["sessions", "--sessions-dir", str(sessions), "fork", str(path), "1"],
        "import": ["sessions", "--sessions-dir", str(sessions / "imported"), "import", str(path)],
    }


def _deep(depth: int) -> str:
    return '{"a":' * depth + "1" + "}" * depth


def _with_field(record: dict[str, Any], field: str, raw_json: str) -> str:
    text = json.dumps({**record, field: "@@"})
    return text.replace('"@@"', raw_json)


@pytest.mark.parametrize("where", ["step.timings", "step.params", "step.signals", "step.extra", "header.params"])
def test_deeply_nested_field_is_left_out_not_a_traceback(tmp_path: Path, where: str) -> None:
    """900 levels parse but could not be written back (export --format json and sessions fork
    died with RecursionError); such a field is now left out on load, with a note."""
    recs = _records()
    kind, field = where.split(".")
    lines = [json.dumps(r) for r in recs]
    if kind == "step":
        lines[1] = _with_field(recs[1], field, _deep(900))
    else:
        lines[0] = _with_field(recs[0], field, _deep(900))
    sessions = tmp_path / "sessions"
    (sessions / "imported").mkdir(parents=True)
    path = sessions / "deep.jsonl"
    path.write_text("\n".join(lines) + "\n")

    session = load_session(path)
    assert len(session.steps) == len(recs) - 1  # every step kept
    assert any(f"'{field}' nests deeper than {MAX_NESTING} levels" in n.message for n in session.notes)
    for name, args in _commands(path, sessions).items():
        rc, out, err = _run(args)
        assert "Traceback" not in err, (name, err)
        assert rc in (0, 1) and (rc == 0 or name == "check-json"), (name, rc, err)
        if name.endswith("json"):
            json.loads(out)
    forked = load_session(next(sessions.glob("deep-fork1-*.jsonl")))
    assert forked.steps[0].observation == recs[1]["observation"]


def test_nesting_our_own_records_use_is_kept(tmp_path: Path) -> None:
    """The limit leaves real data alone: a warning's evidence a dozen levels deep survives."""
    recs = _records()
    recs[1]["warnings"] = [{"kind": "format", "severity": "warning", "step": 1, "message": "m",
                            "evidence": json.loads(_deep(12))}]
    path = tmp_path / "s.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in recs))
    session = load_session(path)
    assert not session.notes
    assert session.steps[0].warnings[0].evidence == json.loads(_deep(12))
