"""The registry of warning kinds and their levels: the fact engine's rules, their levels in each domain from
pooled held-out evidence, the older ledgers' kinds deleted with an alias, and ``check --rules`` shows them."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from playground.cli import main
from playground.decoherence import maturity
from playground.decoherence.engine.rules import REGISTRY, reads_no_binding
from playground.decoherence.levels import kind_levels

PACKAGE = Path(__file__).resolve().parents[2] / "playground" / "decoherence"
KIND = re.compile(r"^(terminal|swe|mcp|search|gui)\.[a-z]+$")


def _kinds_in_code() -> set[str]:
    """Every string constant shaped like an older kind in the older ledgers' modules."""
    found = set()
    for path in PACKAGE.glob("*.py"):
        if path.name in ("kinds.py", "maturity.py"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and KIND.match(node.value):
                found.add(node.value)
    return found


def test_no_older_kind_is_left_in_the_code() -> None:
    assert _kinds_in_code() == set(), "an older ledger's kind: every older ledger is deleted (maturity.REMOVED)"


def test_wilson_interval() -> None:
    assert maturity.wilson(0, 0) == (0.0, 1.0)
    lo, hi = maturity.wilson(2, 3)
    assert 0.20 < lo < 0.21 and 0.93 < hi < 0.95  # the interval of one false alarm in three reaches the bar
    assert maturity.wilson(1, 4)[1] < maturity.BAR  # one right in four does not
    assert maturity.wilson(10, 10) == (pytest.approx(0.722, abs=1e-3), 1.0)


def test_kind_levels_lists_the_rules() -> None:
    levels = kind_levels()
    assert [k.kind for k in levels] == [f"fact.{r}" for r in REGISTRY]
    assert all(k.source == "fact engine" and k.summary for k in levels)


def test_check_rules_prints_the_registry(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--rules", "--disable", "terminal.clock"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("fact engine:") and "older ledger" not in out
    assert "fact.set-value-reverted in search: cleared" in out  # a rule's own level in one domain
    # an alias: disabling terminal.clock also silences the fact engine's clock rule
    assert "(disabled)" in next(ln for ln in out.splitlines() if ln.strip().startswith("fact.clock-backwards "))
    assert main(["check", "--rules", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    kinds = {k["kind"]: k for k in doc["kinds"]}
    assert kinds["fact.listing-count"]["level"] == "preview" and kinds["fact.deleted-present"]["disabled"] is False
    # at the bar the walk forward chose (maturity.BAR), web's binding clears on the rules of it that fail
    # check (deleted-present 31 of 36, identifier-drift 36 of 47): no domain is in preview
    assert set(doc["fact_engine_preview_domains"]) == set()


def test_removed_kinds_are_gone_from_the_code_and_keep_an_alias() -> None:
    from playground.decoherence.kinds import rules_named

    code = _kinds_in_code()
    for kind, sets in maturity.REMOVED.items():
        right = sum(r for r, _, _ in sets.values())
        n = sum(r + f + o for r, f, o in sets.values())
        # removed for its own precision, or with a whole older ledger the fact engine did better than alone
        replaced = kind.split(".", 1)[0] in maturity.REPLACED_LEDGERS
        assert kind not in code and (replaced or right / n < maturity.BAR), kind
        assert rules_named(kind) and rules_named(kind) <= set(REGISTRY), kind  # `disable` keeps meaning something


def test_a_binding_clears_preview_only_on_enough_evidence_at_the_bar(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(maturity, "BINDING_EVIDENCE", {
        "swe": {"a": (3, 0, 0), "b": (2, 0, 0)},  # 5 of 5: cleared
        "terminal": {"a": (2, 0, 0)},  # right every time, but on too little evidence
        "mcp": {"a": (6, 3, 1)},  # 6 of 10: under the bar
    })
    monkeypatch.setattr(maturity, "RULE_EVIDENCE", {})
    assert not maturity.binding_in_preview("swe")
    assert maturity.binding_in_preview("terminal") and maturity.binding_in_preview("mcp")
    assert maturity.binding_in_preview("web")  # never measured
    assert "cleared" in maturity.binding_evidence_text("swe") and "2 of 2" in maturity.binding_evidence_text("terminal")


def test_a_binding_clears_on_the_rules_of_it_that_fail_check(monkeypatch: pytest.MonkeyPatch) -> None:
    # as a whole under the bar, for a rule whose own evidence already made it information there
    monkeypatch.setattr(maturity, "BINDING_EVIDENCE", {"mcp": {"a": (9, 6, 1)}, "web": {"a": (9, 6, 1)}})
    ship = {"deleted-present": {"a": (4, 0, 0)}, "created-absent": {"a": (2, 0, 0)}}
    monkeypatch.setattr(maturity, "RULE_EVIDENCE", {
        "mcp": {**ship, "state-changed-without-write": {"a": (3, 6, 1)}},
        # the same, but what is left is too little: a rule in the registry's preview, or a domain-free one,
        # does not count for the binding
        "web": {"deleted-present": {"a": (4, 0, 0)}, "state-changed-without-write": {"a": (3, 6, 1)},
                "identifier-drift": {"a": (5, 0, 0)}}})
    assert maturity.shipping_pool("mcp") == (6, 6) and not maturity.binding_in_preview("mcp")
    assert maturity.shipping_pool("web") == (4, 4) and maturity.binding_in_preview("web")
    assert "alone: right on 6 of 6" in maturity.binding_evidence_text("mcp")
    # a rule with one false finding in three is in preview there itself: only the other counts, on too little
    monkeypatch.setattr(maturity, "RULE_EVIDENCE", {"mcp": {**ship, "created-absent": {"a": (2, 1, 0)}}})
    assert maturity.shipping_pool("mcp") == (4, 4) and maturity.binding_in_preview("mcp")


def test_a_stable_rule_in_a_binding_in_preview_is_information(monkeypatch: pytest.MonkeyPatch) -> None:
    from playground.world.warning_records import WorldWarning

    w = WorldWarning("fact.identity-changed", "error", 3, "the PID changed", {"rule": "identity-changed",
                                                                              "level": "stable"})
    monkeypatch.setattr(maturity, "BINDING_EVIDENCE", {"swe": {"a": (5, 0, 0)}})
    monkeypatch.setattr(maturity, "RULE_EVIDENCE", {})  # the binding decides, not the rule's own evidence
    assert maturity.with_maturity(w, "swe") == w  # a cleared binding: still an error
    shown = maturity.with_maturity(w, "terminal")
    assert shown.severity == "info" and shown.evidence["binding_in_preview"] == "terminal"
    assert shown.evidence["level"] == "preview" and maturity.demoted(shown)  # labeled sets still count it
    # a domain-free rule reads no binding: its own level holds in every domain
    free = WorldWarning("fact.identifier-drift", "error", 3, "7c41e2d became 7c14e2d",
                        {"rule": "identifier-drift", "level": "stable"})
    assert maturity.with_maturity(free, "terminal") == free


def test_check_exit_status_follows_the_binding_level(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # a removed file listed again, seen by the fact engine
    from tests.decoherence.helpers import session

    s = session("terminal", "dev@box:~/p$", [
        ('[{"keystrokes": "rm debug.log\\n", "duration": 1}]', "dev@box:~/p$ rm debug.log\ndev@box:~/p$ "),
        ('[{"keystrokes": "ls\\n", "duration": 1}]', "dev@box:~/p$ ls\ndebug.log  main.py\ndev@box:~/p$ "),
    ], path=tmp_path / "s.jsonl")
    assert s.path is not None
    args = ["check", str(s.path)]
    monkeypatch.setattr(maturity, "BINDING_EVIDENCE", {"terminal": {"a": (3, 2, 0)}})
    monkeypatch.setattr(maturity, "RULE_EVIDENCE", {})
    assert main(args) == 0  # the terminal binding is in preview: information only
    monkeypatch.setattr(maturity, "BINDING_EVIDENCE", {"terminal": {"a": (5, 0, 0)}})
    assert main(args) == 1


def test_the_older_swe_kinds_keep_working_in_disable_and_ignore_lists() -> None:
    """The older SWE ledger is deleted (the fact engine's swe binding runs alone): every kind it gave
    still names the fact engine's rules that catch the same, as its terminal counterpart does."""
    from playground.decoherence.kinds import matches, rules_named

    assert rules_named("search.memory") == {"set-value-reverted", "created-absent", "created-reported-missing",
                                            "deleted-present"}  # the search memory's, deleted last
    assert rules_named("swe.exit") == {"set-value-reverted", "state-changed-without-write"}
    assert matches("fact.set-value-reverted", ["swe.exit"])
    for last in ("file", "content", "identity", "git", "state", "env", "setting", "count", "rename", "clock",
                 "container"):
        assert rules_named(f"swe.{last}") == rules_named(f"terminal.{last}") != set(), last
    assert matches("fact.created-absent", ("swe.file",)) and matches("fact.identity-changed", ["swe.git"])
    assert not matches("fact.identity-changed", ["swe.content"])


def test_a_rule_s_own_evidence_in_a_domain_decides_its_level_there(monkeypatch: pytest.MonkeyPatch) -> None:
    from playground.world.warning_records import WorldWarning

    monkeypatch.setattr(maturity, "RULE_EVIDENCE", {
        "mcp": {"identifier-drift": {1: (3, 0, 0), 2: (2, 0, 0)}},  # 5 of 5 there: cleared
        "swe": {"identity-changed": {1: (1, 1, 0)}},  # a false alarm there: under the bar
        "web": {"deleted-present": {1: (2, 0, 0)}},  # right, on too little evidence
    })
    monkeypatch.setattr(maturity, "BINDING_EVIDENCE", {"swe": {"a": (5, 0, 0)}})
    assert (maturity.rule_here("mcp", "identifier-drift"), maturity.rule_here("swe", "identity-changed"),
            maturity.rule_here("web", "deleted-present"), maturity.rule_here("mcp", None)) == ("cleared", "preview",
                                                                                                None, None)
    # a preview rule cleared in one domain fails check there, and only there
    drift = WorldWarning("fact.identifier-drift", "info", 3, "7c41e2d became 7c14e2d",
                         {"rule": "identifier-drift", "level": "preview"})
    up = maturity.with_maturity(drift, "mcp")
    assert up.severity == "error" and up.evidence["level"] == "stable" and up.evidence["rule_cleared_here"] == "mcp"
    assert maturity.with_maturity(drift, "swe") == drift
    # a stable rule under the bar in one domain is information there, even in a cleared binding
    ident = WorldWarning("fact.identity-changed", "error", 3, "the PID changed",
                         {"rule": "identity-changed", "level": "stable"})
    down = maturity.with_maturity(ident, "swe")
    assert down.severity == "info" and down.evidence["rule_in_preview_here"] == "swe" and maturity.demoted(down)
    # too little evidence: the binding's level decides, as before
    gone = WorldWarning("fact.deleted-present", "error", 3, "x", {"rule": "deleted-present", "level": "stable"})
    assert maturity.with_maturity(gone, "web").evidence["binding_in_preview"] == "web"
    assert maturity.rules_here_text("mcp") == [
        "fact.identifier-drift in mcp: cleared (right on 5 of 5 held-out trajectories it flagged)"]


def test_rule_evidence_adds_up_to_the_binding_evidence_it_splits() -> None:
    """Each held-out set's per-rule figures were re-run on the commit it was measured on: every trajectory
    the binding flagged was flagged by some rule, right where the binding was right, and a rule's false
    alarms are the binding's (the domain-free rules read no binding and were measured apart)."""
    from playground.decoherence.domains import bindings

    for domain, rules in maturity.RULE_EVIDENCE.items():
        assert domain in bindings() and set(rules) <= set(REGISTRY), domain
        for n in {n for sets in rules.values() for n in sets}:
            right, false, off = maturity.BINDING_EVIDENCE[domain][n]
            cells = [sets[n] for rule, sets in rules.items() if n in sets and not reads_no_binding(rule)]
            if not cells:
                continue
            assert sum(r for r, _, _ in cells) >= right and max(f for _, f, _ in cells) <= false, (domain, n)
            assert sum(map(sum, cells)) >= right + false + off, (domain, n)
