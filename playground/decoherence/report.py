"""The report ``agentworld-play check`` prints: text for people, JSON for scripts."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from playground.decoherence.checker import at_least
from playground.decoherence.common import SEVERITY_ORDER
from playground.base.textsafe import visible
from playground.world.session import Session, display_path
from playground.world.warning_records import WorldWarning

MARK = {"info": "i", "warning": "!", "error": "x"}


@dataclass
class SessionCheck:
    session: Session
    warnings: dict[int, list[WorldWarning]]
    consistency: dict[int, Any] = field(default_factory=dict)  # step -> ConsistencyReport

    def all(self) -> list[WorldWarning]:
        out = [n.to_warning() for n in self.session.notes]
        for step in sorted(self.warnings):
            out += self.warnings[step]
        return out

    def counts(self) -> dict[str, int]:
        c = {"info": 0, "warning": 0, "error": 0}
        for w in self.all():
            c[w.severity] = c.get(w.severity, 0) + 1
        return c

    def failing(self, min_severity: str) -> list[WorldWarning]:
        return at_least(self.all(), min_severity)

    def to_dict(self, min_severity: str) -> dict[str, Any]:
        return {
            "file": str(self.session.path) if self.session.path else None,
            "domain": self.session.header.domain,
            "steps": len(self.session.steps),
            "warnings": [w.to_dict() for w in self.all()],
            "counts": self.counts(),
            "failing": len(self.failing(min_severity)),
            "consistency": {str(k): v.to_dict() for k, v in sorted(self.consistency.items())},
        }


def _evidence(w: WorldWarning) -> str:
    ev = w.evidence if isinstance(w.evidence, dict) else {}
    parts = []
    if "earlier_step" in ev:
        where = "initial state" if ev["earlier_step"] == 0 else f"step {ev['earlier_step']}"
        parts.append(f"{where}: {ev.get('earlier_text', '')!r}")
    if ev.get("text"):
        parts.append(f"here: {ev['text']!r}")
    return "  |  ".join(parts)


def format_check(check: SessionCheck, min_severity: str, *, show_info: bool = False) -> str:
    s = check.session
    lines = [f"session  {display_path(s.path)}  ({s.domain.title}, {len(s.steps)} steps)"]
    floor = 0 if show_info else min(SEVERITY_ORDER.get(min_severity, 1), SEVERITY_ORDER["warning"])
    shown = [w for w in check.all() if SEVERITY_ORDER.get(w.severity, 0) >= floor]
    for w in shown:
        where = f"step {w.step}" if w.step else "file"
        lines.append(f"  {MARK.get(w.severity, '!')} {where:<8} {w.severity:<7} {w.kind:<18} {w.message}")
        ev = _evidence(w)
        if ev:
            lines.append(f"{'':31}{ev}")
    for step, rep in sorted(check.consistency.items()):
        evaluated = [x.prompt_tokens_evaluated for x in rep.samples]
        lines.append(f"  ~ step {step:<3} consistency: {rep.k} resamples, agreement {rep.agreement:.0%}, "
                     f"support {rep.support:.0%}, outcome {rep.outcome_agreement:.0%} "
                     f"(prompt tokens evaluated per resample: {evaluated}; {rep.seconds:.1f} s)")
    c = check.counts()
    failing = len(check.failing(min_severity))
    lines.append(f"  {c['error']} error(s), {c['warning']} warning(s), {c['info']} info; "
                 f"{failing} at or above {min_severity}")
    return visible("\n".join(lines))
