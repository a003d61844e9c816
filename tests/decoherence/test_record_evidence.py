"""Recording a held-out set's evidence: measured the two ways the levels are decided on, added once."""

from __future__ import annotations

from pathlib import Path

import pytest

from playground.decoherence import evidence
from tests.decoherence.independent import record


@pytest.mark.slow
def test_a_set_is_measured_and_recorded_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "evidence.json"
    evidence.save(evidence.Evidence(), path)
    monkeypatch.setattr(evidence, "PATH", path)
    monkeypatch.setattr(record, "_commit", lambda: "abc1234")  # the set is measured on the working tree
    assert record.main(["--dir", "fresh"]) == 0
    ev = evidence.load(path)
    assert ev.measured_on == {"fresh": "abc1234"}
    # every binding is recorded, fired or not; a rule only where it fired
    assert set(ev.bindings) == {"terminal", "mcp", "search", "swe", "web", "android", "desktop"}
    assert all(set(sets) == {"fresh"} for sets in ev.bindings.values())
    assert ev.rules and all(sum(sets["fresh"]) > 0 for rules in ev.rules.values() for sets in rules.values())
    # a binding's right findings are some rule's there (the domain-free rules may add more)
    for domain, sets in ev.bindings.items():
        assert sets["fresh"][0] <= sum(r["fresh"][0] for r in ev.rules.get(domain, {}).values()), domain
    assert record.main(["--dir", "fresh"]) == 2
    assert "fresh is already recorded (on abc1234)" in capsys.readouterr().err
    assert evidence.load(path) == ev
