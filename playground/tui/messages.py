"""Messages that thread workers post to the app and the play screen. Handlers on the main thread
own all state. (The models, sessions and compare screens keep their messages in their modules.)"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from textual.message import Message

from playground.runtime.streaming import StepDelta
from playground.runtime.telemetry import TelemetrySnapshot
from playground.world.session import Session, Step

if TYPE_CHECKING:
    from playground.decoherence.consistency import ConsistencyReport
    from playground.fit.planner import FitPlan
    from playground.runtime.modelprocess import RemoteEngine


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

    def __init__(self, step: Step | None, session: Session, message: str = "") -> None:
        super().__init__()
        self.step = step
        self.session = session
        self.message = message


class ConsistencyDone(Message):
    """A self-consistency check finished (``report``) or failed (``error``)."""

    def __init__(self, step: int, report: "ConsistencyReport | None", error: str = "") -> None:
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
    def __init__(self, engine: "RemoteEngine", plan: "FitPlan | None") -> None:
        super().__init__()
        self.engine = engine
        self.plan = plan


class ModelLoadFailed(Message):
    def __init__(self, path: Path, error: str) -> None:
        super().__init__()
        self.path = path
        self.error = error
