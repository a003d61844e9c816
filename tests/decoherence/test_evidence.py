"""The held-out evidence as data: evidence.json reads back to the levels' tables, a malformed file is one
clear error, and a set is recorded once."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from playground.decoherence import evidence, maturity
from playground.decoherence.evidence import Evidence, EvidenceError


def test_the_shipped_evidence_reads_and_every_set_names_its_commit() -> None:
    ev = evidence.load()
    assert (maturity.BINDING_EVIDENCE, maturity.RULE_EVIDENCE) == (ev.bindings, ev.rules)
    sets = {s for by_set in ev.bindings.values() for s in by_set}
    sets |= {s for rules in ev.rules.values() for by_set in rules.values() for s in by_set}
    assert sets <= set(ev.measured_on)
    assert all(len(commit) >= 7 for commit in ev.measured_on.values())
    # the file is what dumps writes: a recorded set changes one line per binding or rule
    assert evidence.PATH.read_text(encoding="utf-8") == evidence.dumps(ev)


def test_a_set_is_added_once_and_reads_back(tmp_path: Path) -> None:
    ev = Evidence(bindings={"swe": {"holdout1": (1, 0, 0)}}, measured_on={"holdout1": "abc1234"})
    more = evidence.with_set(ev, "holdout2", "def5678", bindings={"swe": (3, 1, 0), "web": (0, 0, 0)},
                             rules={"swe": {"deleted-present": (3, 1, 0)}})
    assert more.bindings == {"swe": {"holdout1": (1, 0, 0), "holdout2": (3, 1, 0)}, "web": {"holdout2": (0, 0, 0)}}
    assert ev.bindings == {"swe": {"holdout1": (1, 0, 0)}}  # the old value is not changed
    path = tmp_path / "evidence.json"
    evidence.save(more, path)
    assert evidence.load(path) == more
    with pytest.raises(EvidenceError, match="holdout2 is already recorded .*def5678.*never replaced"):
        evidence.with_set(more, "holdout2", "0000000", bindings={}, rules={})


@pytest.mark.parametrize("text, message", [
    ('{"bindings": {"swe": {"holdout1": [1, 0]}}}', r"bindings\.swe\.holdout1: a figure is \[right, false, off\]"),
    ('{"bindings": {"swe": {"holdout1": [1, -1, 0]}}}', "three counts"),
    ('{"rules": []}', "rules must be an object"),
    ('{"measured_on": {"holdout1": 7}}', "measured_on maps each set to a commit"),
    ('[1, 2]', "expected an object"),
    ('{"bindings": {"swe": [', "cannot read the held-out evidence"),
])
def test_a_malformed_evidence_file_is_one_clear_error(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "evidence.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(EvidenceError, match=message):
        evidence.load(path)


def test_a_missing_evidence_file_names_it(tmp_path: Path) -> None:
    with pytest.raises(EvidenceError, match="cannot read the held-out evidence .*nowhere.json"):
        evidence.load(tmp_path / "nowhere.json")
    assert json.loads(evidence.dumps(Evidence())) == {"bindings": {}, "rules": {}, "measured_on": {}}
