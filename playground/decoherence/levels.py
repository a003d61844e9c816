"""Every warning kind a state check gives, with its level and why: the fact engine's rules (their level
in the registry, engine/rules.py; in each domain their held-out evidence may change it, maturity.py).
``agentworld-play check --rules`` prints it, the way a linter lists its rules.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from playground.decoherence.domains import bindings
from playground.decoherence.engine.rules import REGISTRY
from playground.decoherence.maturity import binding_in_preview


@dataclass(frozen=True)
class KindLevel:
    kind: str  # as check reports it
    level: str  # "stable": fails check; "preview": shown as information
    source: str  # "fact engine" (the older ledgers are deleted; the field stays in --rules --json)
    summary: str  # what it catches, in one line
    evidence: str  # why it has its level


def preview_domains() -> list[str]:
    """Domains whose fact-engine binding is still in preview: there every fact-engine finding is
    information, whatever its rule's level."""
    return sorted(d for d, (_, preview) in bindings().items() if preview or binding_in_preview(d))


def kind_levels() -> list[KindLevel]:
    """The fact engine's rules, in registry order (every older ledger is deleted: maturity.REMOVED)."""
    return [KindLevel(f"fact.{r.id}", r.level, "fact engine", r.summary, "its level in the registry (docs/rules.md)")
            for r in REGISTRY.values()]


def as_dicts(levels: list[KindLevel]) -> list[dict[str, str]]:
    return [asdict(k) for k in levels]
