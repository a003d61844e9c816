"""Messages that thread workers post to the UI. Handlers on the main thread own all state."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.message import Message

from playground.streaming import StepDelta
from playground.telemetry import TelemetrySnapshot


class TelemetryUpdated(Message):
    def __init__(self, snapshot: TelemetrySnapshot) -> None:
        super().__init__()
        self.snapshot = snapshot


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


class ConsistencyDone(Message):
    """A self-consistency check finished (``report``) or failed (``error``)."""

    def __init__(self, step: int, report: Any | None, error: str = "") -> None:
        super().__init__()
        self.step = step
        self.report = report
        self.error = error


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
