"""Asking the judge about a session: one call per dossier, each answer proven or dropped.

The judge is injected as a plain callable (messages -> answer text), so this layer never knows which
engine answers. :func:`chat_judge` makes one from anything shaped like ``playground.bench.chat``'s
``ChatModel`` (a GGUF in the model process, a served model, or the loaded world model itself); the
callers (``check``, the play screen, the measuring script) pick it.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Protocol, Sequence

from playground.decoherence.judged.dossier import Dossier, dossiers
from playground.decoherence.judged.question import judge_messages
from playground.decoherence.judged.verdict import Tally, Verdict, decide, tally
from playground.decoherence.kinds import detector_of
from playground.llama.sampling import GenerationParams
from playground.world.session import Session
from playground.world.warning_records import WorldWarning

JudgeFn = Callable[[list[dict[str, str]]], str]

# The official judge's temperature; no reasoning and a short answer: one JSON object is asked for,
# and a step should not wait minutes for its check.
JUDGE_PARAMS = GenerationParams(temperature=0.6, max_tokens=1024)


class ChatLike(Protocol):
    """What :func:`chat_judge` needs of a chat model (``playground.bench.chat.ChatModel``)."""

    @property
    def label(self) -> str: ...

    def complete(self, messages: Sequence[dict[str, str]], params: GenerationParams, cancel: threading.Event, *,
                 enable_thinking: bool = True) -> Any: ...


def chat_judge(model: ChatLike, params: GenerationParams | None = None, *, cancel: threading.Event | None = None,
               enable_thinking: bool = False) -> JudgeFn:
    """A judge callable over a chat model: the answer's text ("" when cancelled or empty)."""
    stop = cancel or threading.Event()
    p = params or JUDGE_PARAMS

    def ask(messages: list[dict[str, str]]) -> str:
        result = model.complete(messages, p, stop, enable_thinking=enable_thinking)
        if result is None:
            return ""
        output = str(getattr(result, "output", "") or "")
        return output if "{" in output else str(getattr(result, "raw", "") or output)

    return ask


# The detectors whose findings are contradictions with the world so far (checker.DETECTORS less the
# format, model-signal and context checks, which say nothing about consistency).
STATE_DETECTORS = frozenset({"terminal", "swe", "mcp", "search", "gui", "fact"})


def contradiction_found(w: WorldWarning) -> bool:
    """A finding of a state rule (any level: a preview rule's information counts), or any warning
    that cites an earlier step."""
    ev = w.evidence if isinstance(w.evidence, dict) else {}
    return detector_of(w.kind) in STATE_DETECTORS or "earlier_step" in ev


def rule_silent_steps(warnings: dict[int, list[WorldWarning]]) -> set[int]:
    """Steps the other rules found no contradiction in (a format or length complaint, a model signal
    or a context note does not count: the judge is asked about consistency only)."""
    return {step for step, found in warnings.items() if not any(contradiction_found(w) for w in found)}


@dataclass
class JudgedSession:
    """What the judge said about a session's steps."""

    verdicts: list[Verdict] = field(default_factory=list)
    stopped: str | None = None  # why judging stopped early (the judge failed), if it did

    @property
    def warnings(self) -> list[WorldWarning]:
        return [v.warning for v in self.verdicts if v.warning is not None]

    @property
    def tally(self) -> Tally:
        return tally(self.verdicts)

    def to_dict(self) -> dict[str, Any]:
        return {**self.tally.to_dict(), "warnings": [w.to_dict() for w in self.warnings],
                "verdicts": [{"step": v.step, "accepted": v.warning is not None, "dropped": v.dropped}
                             for v in self.verdicts],
                **({"stopped": self.stopped} if self.stopped else {})}


def judge_dossier(dossier: Dossier, judge: JudgeFn, definition: str, judge_label: str = "") -> Verdict:
    return decide(dossier, judge(judge_messages(dossier, definition)), judge_label)


def judge_session(session: Session, judge: JudgeFn, definition: str, steps: Iterable[int] | None = None, *,
                  judge_label: str = "", cancel: threading.Event | None = None,
                  on_verdict: Callable[[Verdict], None] | None = None) -> JudgedSession:
    """Ask ``judge`` about each step in ``steps`` (None: all) that shows again what the store knows.
    A judge that raises (a server gone, a model process crashed) stops the run with its message in
    ``stopped``; the verdicts so far are kept."""
    from playground.errors import PlaygroundError

    out = JudgedSession()
    for dossier in dossiers(session, steps):
        if cancel is not None and cancel.is_set():
            out.stopped = "cancelled"
            break
        try:
            verdict = judge_dossier(dossier, judge, definition, judge_label)
        except PlaygroundError as e:
            out.stopped = str(e)
            break
        if cancel is not None and cancel.is_set():  # the answer was cut short: not the judge's
            out.stopped = "cancelled"
            break
        out.verdicts.append(verdict)
        if on_verdict is not None:
            on_verdict(verdict)
    return out
