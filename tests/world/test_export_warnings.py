"""Markdown / JSON export and the warning type."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from playground.world.export import to_json, to_json_text, to_markdown
from playground.world.paths import find_session
from playground.world.store import load_session
from playground.world.warning_records import WorldWarning, format_warnings, run_checkers
from playground.world.parsing import ParseNote
from tests.world.helpers import make_session, make_step


def test_json_export_round_trips_the_session(tmp_path: Path) -> None:
    s = make_session(tmp_path, steps=2)
    with s.path.open("ab") as f:  # type: ignore[union-attr]
        f.write(b"{broken\n")
    s = load_session(s.path)  # type: ignore[arg-type]
    doc = json.loads(to_json_text(s))
    assert doc == json.loads(json.dumps(to_json(s)))
    assert doc["header"] == s.header.to_dict()
    assert doc["steps"] == [st.to_dict() for st in s.steps]
    assert doc["load_notes"] == [{"line": 4, "kind": "corrupt", "message": "not valid JSON; skipped"}]


def test_markdown_transcript(tmp_path: Path) -> None:
    s = make_session(tmp_path, steps=2)
    st = make_step(s, 3, observation="has ``` fences ````")
    st.warnings = [WorldWarning("format", "warning", 3, "no marker")]
    st.ground_truth = "the real thing"
    from playground.world.store import append_step

    append_step(s, st)
    md = to_markdown(s)
    assert md.startswith("# ")
    assert md.count("## Step ") == 3
    assert "**Predicted observation**" in md and "**Ground truth**" in md and "the real thing" in md
    assert "- warning (format): no marker" in md
    assert "`````\nhas ``` fences ````\n`````" in md  # the fence outgrows the content's backticks
    assert "<summary>Reasoning</summary>" in md
    assert "<summary>Reasoning</summary>" not in to_markdown(s, reasoning=False)


def test_markdown_of_an_example() -> None:
    md = to_markdown(load_session(find_session("terminal-example")))
    assert "example**: yes" in md and "cat: notes.txt: No such file or directory" in md


def test_world_warning_serialization() -> None:
    w = WorldWarning("decoherence", "error", 4, "file came back", {"file": "a.txt", "deleted_at": 2})
    assert WorldWarning.from_dict(json.loads(json.dumps(w.to_dict()))) == w
    for bad in ({"kind": "x", "severity": "fatal", "step": 1, "message": "m"},
                {"kind": "x", "severity": "info", "step": "1", "message": "m"},
                {"kind": "x", "severity": "info", "step": 1, "message": "m", "evidence": "str"}, []):
        with pytest.raises(ValueError):
            WorldWarning.from_dict(bad)  # type: ignore[arg-type]


def test_format_warnings_skip_info_notes() -> None:
    notes = [ParseNote("lone_think_close", "info", "i"), ParseNote("no_wrapper", "warning", "w"),
             ParseNote("empty_observation", "error", "e")]
    ws = format_warnings(2, notes)
    assert [(w.kind, w.severity, w.step, w.evidence) for w in ws] == [
        ("format", "warning", 2, {"code": "no_wrapper"}), ("format", "error", 2, {"code": "empty_observation"})]


def test_run_checkers_order_and_containment(tmp_path: Path) -> None:
    s = make_session(tmp_path, steps=1)
    st = make_step(s, 2)
    one = lambda sess, step: [WorldWarning("a", "info", step.index, "1")]  # noqa: E731
    none = lambda sess, step: None  # noqa: E731  (a sloppy checker returning None is tolerated)

    def bad(sess, step):  # type: ignore[no-untyped-def]
        raise ZeroDivisionError

    out = run_checkers([one, none, bad, one], s, st)
    assert [w.kind for w in out] == ["a", "checker", "a"]
    assert out[1].evidence == {"checker": "bad", "error": "ZeroDivisionError"}
