"""Warnings about a step, and the plug-in point for the checks that produce them.

A :class:`WorldWarning` is plain data that goes into the session file with the
step. Checks are :class:`StepChecker` callables ``(session, step) -> list``;
the step runner calls them through :func:`run_checkers` after parsing and
before the step is saved. ``session`` holds the steps before this one, ``step``
is the new step (its ``index`` is already set). Decoherence detectors (files
that come back after deletion, ids that change) plug in here; this module ships
the two checks the core itself needs: output format and how the generation
ended.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Iterable, Protocol, Union

from playground.world.parsing import SEVERITIES, ParseNote, Severity

if TYPE_CHECKING:
    from playground.world.session import Session, Step

Evidence = Union[list[Any], dict[str, Any]]


@dataclass(frozen=True)
class WorldWarning:
    """Something about a step the user should know. Serializable with :meth:`to_dict`."""

    kind: str  # 'format', 'generation', 'checker', and the decoherence kinds added later
    severity: Severity
    step: int
    message: str
    evidence: Evidence = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "severity": self.severity, "step": self.step,
                "message": self.message, "evidence": self.evidence}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "WorldWarning":
        """Lenient reader for stored warnings; raises ValueError when the shape is wrong."""
        if not isinstance(data, dict):
            raise ValueError("a warning must be an object")
        kind, sev, step, msg = data.get("kind"), data.get("severity"), data.get("step"), data.get("message")
        if not isinstance(kind, str) or not isinstance(msg, str):
            raise ValueError("a warning needs string 'kind' and 'message'")
        if sev not in SEVERITIES:
            raise ValueError(f"warning severity must be one of {', '.join(SEVERITIES)}")
        if not isinstance(step, int) or isinstance(step, bool):
            raise ValueError("a warning needs an integer 'step'")
        evidence = data.get("evidence", {})
        if not isinstance(evidence, (list, dict)):
            raise ValueError("warning evidence must be a list or an object")
        return cls(kind=kind, severity=sev, step=step, message=msg, evidence=evidence)


class StepChecker(Protocol):
    def __call__(self, session: "Session", step: "Step") -> list[WorldWarning]: ...


def run_checkers(checkers: Iterable[StepChecker], session: "Session", step: "Step") -> list[WorldWarning]:
    """All checkers' warnings in order. A checker that crashes becomes a warning, never a lost step."""
    found: list[WorldWarning] = []
    for check in checkers:
        try:
            result = check(session, step)
        except Exception as e:  # a detector bug must not cost the user a generated step
            name = getattr(check, "__name__", type(check).__name__)
            found.append(WorldWarning("checker", "info", step.index, f"check {name} failed: {e}",
                                      {"checker": name, "error": type(e).__name__}))
            continue
        found.extend(result or [])
    return found


def format_warnings(step_index: int, notes: Iterable[ParseNote]) -> list[WorldWarning]:
    """Parse notes of severity warning/error as 'format' warnings (info notes stay in the step)."""
    return [WorldWarning("format", n.severity, step_index, n.message, {"code": n.code})
            for n in notes if n.severity != "info"]


def check_format(session: "Session", step: "Step") -> list[WorldWarning]:
    return format_warnings(step.index, step.parse_notes)


def check_generation(session: "Session", step: "Step") -> list[WorldWarning]:
    """How the generation ended: a length limit or a full context cuts the answer."""
    if step.finish_reason == "length":
        return [WorldWarning("generation", "warning", step.index,
                             "the generation hit its token limit; the answer may be cut off "
                             "(raise max tokens or set a reasoning budget)",
                             {"finish_reason": "length", "tokens": (step.timings or {}).get("generated_tokens")})]
    if step.finish_reason == "context_full":
        return [WorldWarning("generation", "error", step.index,
                             "the context filled up during this step; load the model with a larger context",
                             {"finish_reason": "context_full"})]
    return []


DEFAULT_CHECKERS: tuple[StepChecker, ...] = (check_format, check_generation)
