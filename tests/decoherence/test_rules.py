"""Every rule of the fact engine's registry has a doc and a fixture of positives and near-miss traps.

A fixture is ``tests/decoherence/rules/<rule id>.json``: ``{"positives": [case, ...], "traps": [case, ...]}``
where a case is ``{"name", "domain", "state", "turns": [[action, observation], ...]}`` plus, for a
positive, ``"step"``: the 1-based step the rule must report. A positive must make the rule speak at
that step (and no other rule of the engine anywhere); a trap must make the rule say nothing. Cases run
through the same ledger ``check`` uses, on the fact engine alone.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from playground.decoherence.domains import bindings
from playground.decoherence.domains.ledger import KIND_PREFIX, FactLedger
from playground.decoherence.engine.rules import REGISTRY

FIXTURES = Path(__file__).parent / "rules"


def _cases(kind: str) -> list[tuple[str, dict[str, Any]]]:
    out = []
    for rid in sorted(REGISTRY):
        path = FIXTURES / f"{rid}.json"
        if path.exists() and REGISTRY[rid].on != "judge":  # a judge rule's cases carry the judge's answer:
            # tests/decoherence/test_judge_consistency.py runs them
            out += [(rid, case) for case in json.loads(path.read_text(encoding="utf-8"))[kind]]
    return out


def terminal_case(prompt: str, *turns: tuple[str, str]) -> dict[str, Any]:
    """A terminal case of typed commands and their outputs, each screen framed by ``prompt``."""
    return {"name": "t", "domain": "terminal", "state": prompt,
            "turns": [[json.dumps([{"keystrokes": cmd + "\n", "duration": 1}]),
                       f"{prompt} {cmd}\n{out}\n{prompt} " if out else f"{prompt} {cmd}\n{prompt} "]
                      for cmd, out in turns]}


def run_case(case: dict[str, Any]) -> list[tuple[int, str]]:
    """(step, rule id) of every finding the fact engine makes on the case."""
    ledger = FactLedger(bindings()[case["domain"]][0]())  # the rule's own level, even for a binding in preview
    ledger.seed(case.get("state"))
    found = []
    for i, (action, observation) in enumerate(case["turns"], 1):
        data = json.loads(action) if action.lstrip().startswith(("[", "{")) else action
        found += [(w.step, w.kind.removeprefix(KIND_PREFIX)) for w in ledger.observe(i, data, observation)]
    return found


def test_every_rule_has_a_doc_and_a_fixture_with_positives_and_traps() -> None:
    for rid, rule in REGISTRY.items():
        assert rule.summary and len(rule.doc) > 40 and ("Example" in rule.doc or "example" in rule.doc), rid
        data = json.loads((FIXTURES / f"{rid}.json").read_text(encoding="utf-8"))
        assert data["positives"] and data["traps"], rid


@pytest.mark.parametrize("rid, case", _cases("positives"), ids=lambda x: x if isinstance(x, str) else x["name"])
def test_positive(rid: str, case: dict[str, Any]) -> None:
    assert run_case(case) == [(case["step"], rid)]


@pytest.mark.parametrize("rid, case", _cases("traps"), ids=lambda x: x if isinstance(x, str) else x["name"])
def test_trap(rid: str, case: dict[str, Any]) -> None:
    assert rid not in {r for _, r in run_case(case)}


def test_the_rules_doc_is_generated_from_the_registry() -> None:
    from playground.decoherence.engine.docs import DOC, render

    assert DOC.read_text(encoding="utf-8") == render(), "run: python -m playground.decoherence.engine.docs"


def test_older_kind_names_silence_the_rules_that_catch_the_same_contradiction() -> None:
    from playground.decoherence.kinds import ALIASES, matches
    from playground.decoherence.thresholds import Thresholds

    assert all(rid in REGISTRY for rules in ALIASES.values() for rid in rules)  # no alias to a rule that is gone
    th = Thresholds(disable=("terminal.identity",))
    assert th.is_disabled("fact.identity-changed") and th.is_disabled("terminal.identity")
    assert not th.is_disabled("fact.clock-backwards") and not th.is_disabled("terminal.clock")
    assert Thresholds(disable=("fact",)).is_disabled("fact.listing-count")
    assert not Thresholds(disable=("terminal",)).is_disabled("fact.created-absent")  # fact is its own detector
    assert matches("fact.renamed-old-name", ["gui.rename"]) and not matches("fact.renamed-old-name", ["gui.count"])
