"""The fact engine as a ledger of the step runner and of ``check``: seed, observe, judge.

Its warnings' kinds are ``fact.<rule id>``; a stable rule's finding is an error, a preview rule's is
information (it never changes ``check``'s exit code). Judging a teacher-forced prediction uses the
store's savepoint instead of a copy.
"""

from __future__ import annotations

from typing import Any, Protocol

from playground.decoherence.engine import FactEngine, Finding, Reading
from playground.decoherence.engine.model import Write
from playground.decoherence.engine.rules import REGISTRY
from playground.world.warning_records import WorldWarning

KIND_PREFIX = "fact."


class Binding(Protocol):
    def seed(self, state: str | None) -> None: ...

    def step(self, step: int, action: Any, observation: str) -> tuple[list[Write], Reading]: ...

    def snapshot(self) -> Any: ...

    def restore(self, saved: Any) -> None: ...


def to_warning(f: Finding, preview: bool = False) -> WorldWarning:
    """The finding as a warning: an error for a stable rule, information for a preview rule or a
    binding still in preview."""
    r = REGISTRY[f.rule]
    level = "preview" if preview else r.level
    evidence: dict[str, Any] = {"detector": "fact", "rule": r.id, "level": level, "text": f.now.text[:240]}
    if f.earlier is not None:
        evidence["earlier_step"] = f.earlier.step
        evidence["earlier_text"] = f.earlier.text[:240]
    if f.ref is not None:
        evidence["entity"] = str(f.ref)
    severity = "error" if level == "stable" else "info"
    return WorldWarning(KIND_PREFIX + r.id, severity, f.step, f.message, evidence)  # type: ignore[arg-type]


class FactLedger:
    """A domain's binding over one fact engine."""

    def __init__(self, binding: Binding, *, preview: bool = False) -> None:
        self.binding = binding
        self.engine = FactEngine()
        self.preview = preview

    def seed(self, state: str | None) -> None:
        self.binding.seed(state)

    def seed_task(self, text: str) -> None:
        """The task description (the SWE one names the project directory), for a binding that reads it."""
        seed_task = getattr(self.binding, "seed_task", None)
        if callable(seed_task):
            seed_task(text)

    def observe(self, step: int, action: Any, observation: str) -> list[WorldWarning]:
        writes, reading = self.binding.step(step, _data(action), observation)
        return [to_warning(f, self.preview) for f in self.engine.step(writes, reading)]

    def judge(self, step: int, action: Any, observation: str) -> list[WorldWarning]:
        """Warnings for ``observation`` without following it (the store and the session are left as they were)."""
        saved = self.binding.snapshot()
        try:
            writes, reading = self.binding.step(step, _data(action), observation)
            return [to_warning(f, self.preview) for f in self.engine.step(writes, reading, judge_only=True)]
        finally:
            self.binding.restore(saved)


def _data(action: Any) -> Any:
    """The parsed action (the checker's Action) or the raw value."""
    data = getattr(action, "data", None)
    return data if data is not None else getattr(action, "text", action)
