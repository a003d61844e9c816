"""Which of the fact engine's findings a user can trust: held-out evidence decides.

The rules carry a level (engine/rules.py): stable rules count for ``check``'s exit code, preview rules are
information. In each domain, data may change that: :data:`BINDING_EVIDENCE` holds what each frozen held-out
set showed of a domain's binding (its findings measured alone), :data:`RULE_EVIDENCE` of each rule there. A
binding or a rule whose pooled precision (right / all the trajectories it fired on, over every set) is under
:data:`BAR` is in preview: its findings still show, as information with ``evidence["level"] = "preview"``,
and no longer fail ``check``; one with at least :data:`MIN_TO_CLEAR` findings at the bar is cleared. A later
set's figures are added to the evidence, never replace earlier ones, so a level moves on all the evidence
there is. The figures and how they are made: evidence.py. The older ledgers' kinds (until holdout34 the
search memory's) are deleted; what they showed is kept in :data:`REMOVED`.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from playground.decoherence.engine.rules import REGISTRY, reads_no_binding
from playground.decoherence.evidence import BySet, load as load_evidence
from playground.world.warning_records import WorldWarning

PROMISE = 0.9  # the precision the project promises for warnings that fail `check`
# The pooled held-out precision a rule or binding needs to fail `check`. It is under PROMISE because the pool
# is harsher than what users get: it counts a rule firing off the labeled turn as wrong even where another rule
# found the contradiction, and it keeps what older code did before its false findings were mended. Chosen by
# walking the sealed sets forward (tests/decoherence/independent/walk_levels.py: each set checked with the
# code it was sealed on, its findings weighed on the evidence of the sets before it): on holdout16-30, each
# step down from 0.9 to 0.75 added warnings right at least 9 times in 10, the next step did not; on
# holdout31-52 it took shipped recall at the labeled turn from 0.13 to 0.20 with precision 0.94 (0.90 counting
# findings off the labeled turn as wrong) and false warnings on 1.2% of clean trajectories.
BAR = 0.75

# what the frozen held-out sets showed (evidence.json, added to by tests/decoherence/independent/record.py):
# a fact-engine binding's figures, and each rule's in each domain
_EVIDENCE = load_evidence()
BINDING_EVIDENCE: dict[str, BySet] = _EVIDENCE.bindings
RULE_EVIDENCE: dict[str, dict[str, BySet]] = _EVIDENCE.rules


# kinds whose mechanisms were deleted because the held-out sets showed them almost never right, or with a
# whole older ledger a fact engine binding does better alone (their names keep working in `disable` and
# `ignore` lists through kinds.ALIASES)
REMOVED: dict[str, dict[str, tuple[int, int, int]]] = {
    "gui.count": {"holdout4": (0, 1, 4), "holdout5": (0, 2, 0)},
    "gui.element": {"holdout4": (0, 2, 1), "holdout5": (1, 0, 0)},
    "gui.screen": {"holdout4": (0, 0, 1)},
    "search.title": {"holdout4": (0, 2, 1), "holdout5": (0, 2, 1)},
    # the whole older SWE ledger (swe.py), once the fact engine's swe binding was cleared (12 of 13 right)
    # and beat it alone on holdout4/5/6 (5/11 vs 1/11, 6/11 vs 5/11, 5/11 vs 3/11; the older ledger had 2
    # false alarms on clean rows, the engine none)
    "swe.exit": {"holdout4": (0, 1, 0)},
    "swe.file": {"holdout4": (1, 0, 0), "holdout5": (1, 0, 0), "holdout6": (0, 1, 0)},
    "swe.content": {"holdout5": (3, 0, 0), "holdout6": (1, 0, 0)},
    "swe.git": {"holdout5": (1, 0, 0), "holdout6": (1, 0, 0)},
    "swe.identity": {"holdout6": (1, 0, 0)},
    "swe.state": {"holdout6": (1, 0, 0)},
    # the whole older GUI ledger (gui_*.py) and older MCP ledger (mcp.py, mcp_files.py), once a rule could
    # clear on its own held-out evidence in a domain (RULE_EVIDENCE): with the fact engine alone in web,
    # android, desktop and mcp, shipped findings on holdout4-15 went 179 -> 177 of 924 (the two lost: MCP
    # timestamps running backwards, mcp.clock) with no false warning added, and the information lines the
    # older kinds showed on 76 clean trajectories of the labeled sets went with them (gui.identity,
    # gui.status and gui.version never fired on a held-out set)
    "gui.rename": {"holdout4": (3, 2, 1), "holdout5": (2, 2, 0), "holdout6": (2, 2, 1), "holdout7": (3, 1, 0),
                   "holdout8": (0, 1, 2), "holdout9": (3, 0, 0), "holdout10": (2, 2, 1), "holdout11": (1, 3, 0),
                   "holdout12": (1, 2, 1), "holdout13": (2, 2, 1), "holdout14": (1, 1, 0), "holdout15": (0, 0, 1)},
    "mcp.value": {"holdout4": (4, 2, 0), "holdout5": (1, 1, 0), "holdout6": (3, 1, 0), "holdout7": (3, 1, 1),
                  "holdout8": (2, 5, 1), "holdout9": (3, 3, 0), "holdout10": (3, 2, 0), "holdout11": (0, 5, 0),
                  "holdout12": (4, 3, 0), "holdout13": (0, 4, 2), "holdout14": (1, 4, 2), "holdout15": (2, 2, 0)},
    "gui.state": {"holdout4": (3, 0, 0), "holdout5": (3, 2, 0), "holdout6": (2, 1, 1), "holdout7": (2, 0, 0),
                  "holdout8": (3, 0, 2), "holdout9": (1, 0, 0), "holdout10": (1, 2, 0), "holdout11": (1, 1, 3),
                  "holdout12": (1, 0, 0), "holdout13": (2, 2, 3), "holdout14": (0, 2, 1), "holdout15": (0, 2, 2)},
    "gui.page": {"holdout5": (0, 1, 1), "holdout6": (1, 1, 0), "holdout7": (1, 0, 0), "holdout8": (1, 1, 0),
               "holdout10": (1, 1, 0), "holdout11": (2, 0, 1), "holdout12": (1, 0, 0), "holdout13": (1, 1, 0),
               "holdout14": (0, 2, 1), "holdout15": (0, 2, 0)},
    "gui.created": {"holdout5": (0, 1, 0), "holdout11": (1, 0, 0), "holdout14": (1, 0, 0), "holdout15": (1, 0, 0)},
    "mcp.count": {"holdout4": (0, 1, 0), "holdout5": (1, 0, 0)},
    "mcp.json": {"holdout5": (0, 1, 0), "holdout6": (0, 1, 0), "holdout15": (0, 1, 0)},
    "mcp.id": {"holdout4": (2, 0, 0), "holdout5": (3, 0, 0), "holdout6": (2, 0, 0), "holdout8": (1, 1, 0),
               "holdout9": (1, 0, 0), "holdout11": (0, 1, 0)},
    "mcp.clock": {"holdout5": (1, 0, 0), "holdout6": (1, 0, 0)},
    "gui.clock": {"holdout4": (1, 0, 0), "holdout5": (2, 0, 0), "holdout6": (1, 0, 0), "holdout7": (1, 0, 0),
                  "holdout8": (1, 0, 0), "holdout9": (1, 0, 0), "holdout10": (2, 0, 0), "holdout11": (1, 0, 0),
                  "holdout12": (2, 0, 0), "holdout14": (1, 1, 0), "holdout15": (1, 0, 0)},
    "gui.deleted": {"holdout8": (1, 0, 1), "holdout10": (2, 0, 0)},
    "gui.identity": {}, "gui.status": {}, "gui.version": {},
    # the older search ledger's page and find checks, once the fact engine's search binding read pages and
    # finds: shipped findings on every labeled set unchanged (search.page was in preview, search.find never
    # fired on a held-out set), its information lines on 2 clean trajectories gone, 1 catch in preview lost
    "search.page": {"holdout5": (2, 0, 0), "holdout7": (1, 1, 0), "holdout8": (1, 1, 0), "holdout9": (1, 0, 0),
                  "holdout10": (1, 0, 0), "holdout11": (2, 2, 0), "holdout12": (1, 0, 0), "holdout13": (1, 0, 0),
                  "holdout14": (2, 0, 0), "holdout15": (2, 0, 0), "holdout16": (2, 0, 0)},
    "search.find": {},
    # the whole older terminal ledger (terminal.py and the 14 modules only it used, 5.2k lines), once the fact
    # engine followed the shell session too (the prompt's directory and user): alone, preview counted, the
    # engine found 76 of the labeled sets' terminal contradictions where the older ledger found 31 (5 of them
    # the engine missed), with 1 false warning on their clean trajectories where the older ledger had 4; as
    # shipped, terminal findings on holdout4-20 go 20 -> 9 of 187 (the 11 lost are found as information, by
    # rules in preview there), and on holdout21 the older ledger shipped nothing
    "terminal.git": {"holdout4": (2, 0, 0), "holdout5": (1, 0, 0), "holdout7": (1, 0, 0)},
    "terminal.identity": {"holdout4": (1, 0, 0), "holdout5": (1, 0, 0), "holdout7": (2, 0, 0),
                        "holdout11": (1, 0, 0), "holdout17": (1, 0, 0)},
    "terminal.container": {"holdout8": (1, 0, 0)},
    "terminal.state": {"holdout7": (1, 0, 0), "holdout16": (0, 1, 0)},
    "terminal.content": {"holdout15": (1, 0, 0)},
    "terminal.file": {"holdout5": (2, 0, 0), "holdout6": (0, 1, 0), "holdout7": (1, 1, 0), "holdout8": (0, 1, 1),
                      "holdout21": (0, 0, 1)},
    "terminal.env": {}, "terminal.setting": {}, "terminal.count": {}, "terminal.rename": {},
    "terminal.clock": {}, "terminal.job": {}, "terminal.cwd": {}, "terminal.prompt": {},
    # the whole older search ledger (search.py: the agent's memory), once the fact engine's search binding read the
    # memory too (its keys, their values, complete listings and their stated counts): as shipped on holdout4-34 the
    # engine alone found 411 where both found 412, with 2 false warnings on clean trajectories where both had 7
    # (the older memory checks' 5); on holdout35, sealed, 7 of 77 either way, 0 false warnings against 1
    "search.memory": {"holdout4": (5, 0, 0), "holdout5": (5, 1, 0), "holdout6": (5, 0, 0), "holdout7": (6, 0, 0),
                      "holdout8": (5, 0, 0), "holdout9": (3, 0, 0), "holdout10": (3, 0, 0), "holdout11": (3, 0, 0),
                      "holdout12": (3, 0, 0), "holdout13": (3, 0, 0), "holdout14": (3, 0, 0), "holdout15": (3, 0, 0),
                      "holdout16": (4, 0, 0), "holdout17": (3, 1, 0), "holdout21": (1, 0, 0), "holdout22": (3, 0, 1),
                      "holdout23": (4, 0, 0), "holdout24": (4, 0, 0), "holdout25": (4, 0, 0), "holdout26": (4, 1, 1),
                      "holdout27": (3, 0, 0), "holdout28": (4, 0, 0), "holdout29": (4, 1, 0), "holdout30": (4, 1, 0),
                      "holdout31": (5, 0, 0), "holdout32": (4, 0, 0), "holdout33": (5, 0, 0), "holdout34": (4, 0, 0)},
}


# older ledgers deleted whole because the fact engine's binding did as well alone, as shipped, on the held-out
# sets it was compared on (REMOVED's notes; their kinds are there, whatever their own precision was)
REPLACED_LEDGERS = frozenset({"swe", "gui", "mcp", "terminal", "search"})


# A binding (the fact engine's findings in a domain, measured alone) leaves preview only on enough evidence
# (MIN_TO_CLEAR findings at the bar): a new mechanism has to earn trust, an older kind keeps it until a
# held-out set takes it away. The domain-free rules (identifier-drift, total-mismatch) read no binding and
# are left out of a binding's figures; their level is their own (engine/rules.py, reads_no_binding), or
# their evidence per domain.
MIN_TO_CLEAR = 5


def _pool(sets: Mapping[Any, tuple[int, int, int]]) -> tuple[int, int]:
    return sum(r for r, _, _ in sets.values()), sum(r + f + o for r, f, o in sets.values())


def binding_in_preview(domain: str) -> bool:
    """Whether the fact engine's findings in ``domain`` are information only: neither its binding as a whole
    nor the rules of it that fail ``check`` (:func:`shipping_pool`) have shown, on enough held-out evidence,
    the precision a failing warning needs."""
    for right, n in (_pool(BINDING_EVIDENCE.get(domain, {})), shipping_pool(domain)):
        if n >= MIN_TO_CLEAR and right / n >= BAR:
            return False
    return True


def shipping_pool(domain: str) -> tuple[int, int]:
    """(right, all) pooled over the rules of ``domain``'s binding that its own evidence there leaves failing
    ``check``: stable in the registry or cleared there, and not under the bar there (each rule's trajectories
    counted once per rule). A rule its evidence put in preview only shows information, so its false findings
    say nothing of the precision of the warnings that fail; the binding's other rules are judged on theirs."""
    right = n = 0
    for rule, sets in RULE_EVIDENCE.get(domain, {}).items():
        registered = REGISTRY.get(rule)
        here = rule_here(domain, rule)
        if registered is None or reads_no_binding(rule) or here == "preview" or (
                registered.level != "stable" and here != "cleared"):
            continue
        r, k = _pool(sets)
        right, n = right + r, n + k
    return right, n


def rule_here(domain: str, rule: object) -> str | None:
    """A rule's level in one domain on its own evidence there (:data:`RULE_EVIDENCE`): "cleared" with at least
    MIN_TO_CLEAR findings at the bar, "preview" when what it did there falls under the bar (whatever its
    level in the registry or its binding's), None when there is too little either way (the rule's and
    the binding's levels decide)."""
    right, n = _pool(RULE_EVIDENCE.get(domain, {}).get(rule, {}) if isinstance(rule, str) else {})
    if n >= MIN_TO_CLEAR and right / n >= BAR:
        return "cleared"
    return "preview" if n and right / n < BAR else None


def rules_here_text(domain: str) -> list[str]:
    """One line per rule whose level in ``domain`` its own evidence there decides."""
    out = []
    for rule, sets in sorted(RULE_EVIDENCE.get(domain, {}).items()):
        level = rule_here(domain, rule)
        if level is not None:
            right, n = _pool(sets)
            out.append(f"fact.{rule} in {domain}: {level} (right on {right} of {n} held-out trajectories it flagged)")
    return out


def binding_evidence_text(domain: str) -> str:
    right, n = _pool(BINDING_EVIDENCE.get(domain, {}))
    if not n:
        return f"the {domain} binding has no held-out evidence yet"
    verdict = "in preview" if binding_in_preview(domain) else "cleared"
    shipping, of = shipping_pool(domain)
    rules = f"; its rules that fail check alone: right on {shipping} of {of}" if of else ""
    return (f"the {domain} binding is {verdict}: right on {right} of {n} held-out trajectories it flagged{rules} "
            f"(bar {BAR} on at least {MIN_TO_CLEAR})")


def wilson(a: int, b: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion ``a / b`` (sound at 0 and 1 and for small ``b``)."""
    if b == 0:
        return 0.0, 1.0
    p = a / b
    centre = (p + z * z / (2 * b)) / (1 + z * z / b)
    half = z * math.sqrt(p * (1 - p) / b + z * z / (4 * b * b)) / (1 + z * z / b)
    return max(0.0, centre - half), min(1.0, centre + half)


def demoted(w: WorldWarning) -> bool:
    """Whether ``w`` is a warning that :func:`with_maturity` turned into information."""
    if w.severity != "info" or not isinstance(w.evidence, dict) or w.evidence.get("level") != "preview":
        return False
    return "binding_in_preview" in w.evidence or "rule_in_preview_here" in w.evidence


def _level_here(domain: str, rule: object, counts_now: bool, level: object) -> tuple[bool, str | None]:
    """Whether a fact-engine finding of ``rule`` fails ``check`` in ``domain``, given whether it does by its own
    level (``counts_now``, ``level``), and the evidence key naming why when the domain's evidence changed
    that. Its rule's own evidence in the domain decides first: cleared there, it fails ``check`` whatever
    the rule's level in the registry or the binding's; under the bar there, it is information. With too
    little evidence either way, a stable rule's finding in a domain whose binding is in preview is
    information."""
    here = rule_here(domain, rule)
    if here == "cleared":
        return (True, "rule_cleared_here") if not counts_now and level == "preview" else (counts_now, None)
    if not counts_now:
        return False, None
    if here == "preview":
        return False, "rule_in_preview_here"
    if binding_in_preview(domain) and not reads_no_binding(rule):
        return False, "binding_in_preview"
    return True, None


def fails_check(domain: str, rule: object, counts_now: bool, level: object) -> bool:
    """Whether a fact-engine finding of ``rule`` that fails ``check`` by its own level or not (``counts_now``,
    ``level``) does in ``domain`` once the evidence there is weighed (:func:`_level_here`)."""
    return _level_here(domain, rule, counts_now, level)[0]


def counts_in(domain: str, rule: str, preview: bool = False) -> bool:
    """Whether a fact-engine rule's findings fail ``check`` in ``domain`` (``preview``: its binding declares
    itself in preview), as :func:`with_maturity` decides: the engine lets such a rule speak for a thing
    before one that would only be information there."""
    registered = REGISTRY.get(rule)
    if registered is None:
        return False
    level = "preview" if preview and not reads_no_binding(rule) else registered.level
    return fails_check(domain, rule, level == "stable", level)


def with_maturity(w: WorldWarning, domain: str | None = None) -> WorldWarning:
    """``w`` as a user should weigh it: a fact-engine finding is weighed by the evidence for its rule and
    binding in ``domain`` (:func:`_level_here`)."""
    ev = w.evidence if isinstance(w.evidence, dict) else None
    if domain is None or ev is None or not w.kind.startswith("fact."):
        return w
    counts, why = _level_here(domain, ev.get("rule"), w.severity in ("warning", "error"), ev.get("level"))
    if why is None:
        return w
    return replace(w, severity="error" if counts else "info",
                   evidence={**ev, "level": "stable" if counts else "preview", why: domain})
