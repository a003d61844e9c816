"""Walking the levels forward (tests/decoherence/independent/walk_levels.py): a set's findings are weighed on
the evidence of the sets before it only, at the bar tried, and the bar is chosen on what a lower one adds."""

from __future__ import annotations

from playground.decoherence import maturity
from playground.decoherence.evidence import Evidence
from tests.decoherence.independent.walk_levels import Trajectory, choose, finding_of, score

EV = Evidence(bindings={"terminal": {"holdout1": (4, 1, 0)}},
              rules={"terminal": {"deleted-present": {"holdout1": (4, 1, 0)}}},
              measured_on={"holdout1": "a", "holdout2": "b"})


def _warning(severity: str, **evidence: object) -> dict:
    return {"kind": "fact.deleted-present", "severity": severity, "step": 3,
            "evidence": {"rule": "deleted-present", "earlier_step": 1, **evidence}}


def test_a_finding_keeps_the_level_its_rule_had_before_the_evidence_changed_it() -> None:
    made = finding_of(_warning("info", level="preview", binding_in_preview="terminal"))
    assert made["changed_by"] == "binding_in_preview" and made["cites"] and made["rule"] == "deleted-present"
    assert finding_of({"kind": "format.json", "severity": "error", "step": 2})["rule"] is None


def test_a_set_is_weighed_on_the_sets_before_it_at_the_bar_tried() -> None:
    found = [finding_of(_warning("info", level="preview", binding_in_preview="terminal"))]
    later = [Trajectory(2, "terminal", True, 3, found), Trajectory(2, "terminal", False, None, found)]
    # 4 of 5 right on holdout1: under a 0.9 bar, over a 0.75 one
    assert score(later, EV, 0.9) == {"bad": 1, "clean": 1, "right": 0, "off": 0, "false": 0}
    assert score(later, EV, 0.75) == {"bad": 1, "clean": 1, "right": 1, "off": 0, "false": 1}
    # holdout1 itself sees no evidence (nothing before it): the binding has none, its findings are information
    assert score([Trajectory(1, "terminal", True, 3, found)], EV, 0.75)["right"] == 0


def test_the_evidence_and_bar_are_put_back_after_a_replay() -> None:
    before = maturity.BAR, maturity.BINDING_EVIDENCE, maturity.RULE_EVIDENCE
    score([Trajectory(2, "terminal", True, 3, [])], EV, 0.6)
    assert (maturity.BAR, maturity.BINDING_EVIDENCE, maturity.RULE_EVIDENCE) == before


def test_a_lower_bar_is_taken_while_what_it_adds_is_at_the_promise() -> None:
    def s(right: int, off: int, false: int) -> dict[str, int]:
        return {"bad": 100, "clean": 100, "right": right, "off": off, "false": false}

    walk = {0.9: s(10, 1, 1), 0.8: s(20, 1, 1), 0.7: s(29, 1, 2), 0.6: s(40, 1, 2)}
    assert choose(walk, 0.9) == 0.6  # 0.8 adds 10 right of 10, 0.7 9 of 10, 0.6 11 of 11
    walk[0.7] = s(28, 1, 3)  # 8 of 10: the walk stops at 0.8, whatever 0.6 would add
    assert choose(walk, 0.9) == 0.8
