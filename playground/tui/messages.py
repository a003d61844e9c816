"""Messages that thread workers post to the UI. Handlers on the main thread own all state."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from textual.message import Message

from playground.telemetry import TelemetrySnapshot


class TelemetryUpdated(Message):
    def __init__(self, snapshot: TelemetrySnapshot) -> None:
        super().__init__()
        self.snapshot = snapshot


@dataclass
class StepDelta:
    """What changed since the last update of a running step (batched, ~20 per second)."""

    phase: str  # "prompt", "reasoning", "output"
    reasoning: str = ""
    output: str = ""
    prompt_done: int = 0
    prompt_total: int = 0
    prompt_reused: int = 0
    tokens: int = 0
    reasoning_tokens: int = 0
    tok_s: float = 0.0
    notices: list[str] = field(default_factory=list)


class StepProgress(Message):
    def __init__(self, delta: StepDelta) -> None:
        super().__init__()
        self.delta = delta


class StepDone(Message):
    """The step finished and was recorded (``step``), or was cancelled (``step`` is None)."""

    def __init__(self, step: Any | None, session: Any, message: str = "") -> None:
        super().__init__()
        self.step = step
        self.session = session
        self.message = message


class StepFailed(Message):
    def __init__(self, error: str) -> None:
        super().__init__()
        self.error = error


class ModelLoadProgress(Message):
    def __init__(self, fraction: float) -> None:
        super().__init__()
        self.fraction = fraction


class ModelLoaded(Message):
    def __init__(self, engine: Any, plan: Any | None) -> None:
        super().__init__()
        self.engine = engine
        self.plan = plan


class ModelLoadFailed(Message):
    def __init__(self, path: Path, error: str) -> None:
        super().__init__()
        self.path = path
        self.error = error
