"""Every warning kind a state check gives, with its level and why: the fact engine's rules (their
level in the registry, engine/rules.py) and the older ledgers' kinds (their level from held-out
evidence, maturity.py). ``agentworld-play check --rules`` prints it, the way a linter lists its rules.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from playground.decoherence.domains import bindings
from playground.decoherence.engine.rules import REGISTRY
from playground.decoherence.kinds import OLDER
from playground.decoherence.maturity import binding_in_preview, evidence_text, in_preview


@dataclass(frozen=True)
class KindLevel:
    kind: str  # as check reports it
    level: str  # "stable": fails check; "preview": shown as information
    source: str  # "fact engine" or "older ledger"
    summary: str  # what it catches, in one line
    evidence: str  # why it has its level


def preview_domains() -> list[str]:
    """Domains whose fact-engine binding is still in preview: there every fact-engine finding is
    information, whatever its rule's level."""
    return sorted(d for d, (_, preview) in bindings().items() if preview or binding_in_preview(d))


def kind_levels() -> list[KindLevel]:
    """The fact engine's rules first (registry order), then the older kinds by domain."""
    out = [KindLevel(f"fact.{r.id}", r.level, "fact engine", r.summary, "its level in the registry (docs/rules.md)")
           for r in REGISTRY.values()]
    for kind, summary in OLDER.items():
        out.append(KindLevel(kind, "preview" if in_preview(kind) else "stable", "older ledger", summary,
                             evidence_text(kind)))
    return out


def as_dicts(levels: list[KindLevel]) -> list[dict[str, str]]:
    return [asdict(k) for k in levels]
