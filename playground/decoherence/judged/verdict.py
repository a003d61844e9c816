"""A judge's answer, read and proven or dropped: the registry's ``judge-consistency`` rule decides,
this module reads the JSON and keeps the count.

The answer is one JSON object (``{"contradiction", "earlier_step", "earlier_quote", "now_quote"}``),
possibly after reasoning or inside a code fence; the last object with a ``contradiction`` key is
taken. Anything else is a drop counted as "unparseable": a judge model's answer is never trusted
for its form, only for what the session's own text proves.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from playground.decoherence.domains.ledger import KIND_PREFIX, to_warning
from playground.decoherence.engine.rules import DROP_REASONS, REGISTRY, Claim, Finding
from playground.decoherence.judged.dossier import Dossier
from playground.world.warning_records import WorldWarning

RULE = "judge-consistency"
KIND = KIND_PREFIX + RULE
_THINK = re.compile(r"<think>.*?</think>", re.DOTALL)


def parse_claim(step: int, answer: str) -> Claim | None:
    """The judge's claim about ``step``, or None when the answer holds no well-formed one."""
    text = _THINK.sub("", answer or "")
    text = text.rsplit("</think>", 1)[-1]  # reasoning whose opening tag the template wrote
    decoder = json.JSONDecoder()
    found: dict[str, Any] | None = None
    for m in re.finditer(r"\{", text):
        try:
            value, _ = decoder.raw_decode(text, m.start())
        except (json.JSONDecodeError, RecursionError):
            continue
        if isinstance(value, dict) and "contradiction" in value:
            found = value
    if found is None:
        return None
    flag = found.get("contradiction")
    if not isinstance(flag, bool):
        return None
    if not flag:
        return Claim(step, False, 0, "", "")
    earlier = found.get("earlier_step")
    if isinstance(earlier, str) and earlier.strip().isdigit():
        earlier = int(earlier.strip())
    quotes = found.get("earlier_quote"), found.get("now_quote")
    if not isinstance(earlier, int) or isinstance(earlier, bool) or not all(isinstance(q, str) for q in quotes):
        return None
    return Claim(step, True, earlier, str(quotes[0]), str(quotes[1]))


@dataclass
class Tally:
    """Judge calls, accepted warnings and dropped claims by reason."""

    calls: int = 0
    accepted: int = 0
    dropped: Counter[str] = field(default_factory=Counter)

    def add(self, other: "Tally") -> None:
        self.calls += other.calls
        self.accepted += other.accepted
        self.dropped.update(other.dropped)

    def to_dict(self) -> dict[str, Any]:
        return {"calls": self.calls, "accepted": self.accepted,
                "dropped": {r: self.dropped.get(r, 0) for r in DROP_REASONS}}

    def line(self) -> str:
        drops = ", ".join(f"{r} {self.dropped[r]}" for r in DROP_REASONS if self.dropped.get(r))
        return (f"{self.calls} judge call{'s' if self.calls != 1 else ''}, {self.accepted} accepted, "
                f"{sum(self.dropped.values())} dropped" + (f" ({drops})" if drops else ""))


@dataclass(frozen=True)
class Verdict:
    """One answer about one dossier: the warning when proven, else the reason it was dropped."""

    step: int
    answer: str
    warning: WorldWarning | None = None
    dropped: str | None = None


def decide(dossier: Dossier, answer: str, judge_label: str = "") -> Verdict:
    """Read the judge's ``answer`` about ``dossier`` and keep it only when the session proves it."""
    claim = parse_claim(dossier.step, answer)
    if claim is None:
        return Verdict(dossier.step, answer, dropped="unparseable")
    reasons: list[str] = []
    finding = REGISTRY[RULE].check(claim, dossier.evidence(), reasons.append)
    if not isinstance(finding, Finding):  # the rule gives one finding or none
        return Verdict(dossier.step, answer, dropped=reasons[0] if reasons else "no contradiction")
    w = to_warning(finding)
    evidence = dict(w.evidence) if isinstance(w.evidence, dict) else {}
    if judge_label:
        evidence["judge"] = judge_label
    return Verdict(dossier.step, answer, WorldWarning(w.kind, w.severity, w.step, w.message, evidence))


def tally(verdicts: list[Verdict]) -> Tally:
    t = Tally(calls=len(verdicts))
    for v in verdicts:
        if v.warning is not None:
            t.accepted += 1
        elif v.dropped is not None:
            t.dropped[v.dropped] += 1
    return t
