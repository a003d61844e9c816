"""Shared pieces of the detectors: what a step's action and observation are, facts with provenance,
and how a contradiction becomes a :class:`WorldWarning` with its evidence.

Evidence always names where the contradicted knowledge came from (``earlier_step``, 0 for the
session's initial state, and ``earlier_text``, the line it was read from) and the text of this
step that contradicts it (``text``), so a user can check the claim in two places.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from playground.world.domains.base import strip_fence
from playground.world.parsing import Severity, clean_response_marker
from playground.world.session import Session, Step
from playground.world.warning_records import WorldWarning

SEVERITY_ORDER = {"info": 0, "warning": 1, "error": 2}
MAX_EVIDENCE_CHARS = 240


def clip(text: str, limit: int = MAX_EVIDENCE_CHARS) -> str:
    text = text.strip("\n")
    return text if len(text) <= limit else text[: limit - 1] + "…"


@dataclass(frozen=True)
class Fact:
    """Where a piece of ledger knowledge came from: a step (0: the initial state) and the text."""

    step: int
    text: str

    def __deepcopy__(self, memo: dict[int, Any]) -> "Fact":
        return self  # immutable: a copy of a ledger (judging a teacher-forced step) shares it


def warn(kind: str, severity: Severity, step: int, message: str, *, text: str = "",
         earlier: Fact | None = None, **more: Any) -> WorldWarning:
    evidence: dict[str, Any] = {"detector": kind.split(".", 1)[0]}
    if earlier is not None:
        evidence["earlier_step"] = earlier.step
        evidence["earlier_text"] = clip(earlier.text)
    if text:
        evidence["text"] = clip(text)
    evidence.update({k: v for k, v in more.items() if v is not None})
    return WorldWarning(kind, severity, step, message, evidence)


def where(fact: Fact) -> str:
    return "the initial state" if fact.step == 0 else f"step {fact.step}"


# --------------------------------------------------------------------- actions

@dataclass(frozen=True)
class Action:
    """A step's action, read leniently: JSON when it is JSON (also inside an imported benchmark turn)."""

    text: str
    data: Any = None  # parsed JSON, or None

    @property
    def kind(self) -> str | None:
        """``action`` of kinded domains, ``tool``/``name`` of tool calls."""
        if isinstance(self.data, dict):
            for key in ("action", "tool", "name"):
                v = self.data.get(key)
                if isinstance(v, str):
                    return v
        return None

    @property
    def args(self) -> dict[str, Any]:
        """Tool-call arguments, or the action object's other fields."""
        if not isinstance(self.data, dict):
            return {}
        if "arguments" in self.data:
            a = self.data["arguments"]
            if isinstance(a, str):
                try:
                    a = json.loads(a)
                except (json.JSONDecodeError, RecursionError):
                    return {}
            return a if isinstance(a, dict) else {}
        # a call's arguments under the other usual wrappers: Gemini's functionCall "args", "input", "parameters"
        wrapped = [k for k in ("args", "input", "parameters") if isinstance(self.data.get(k), dict)]
        if len(wrapped) == 1 and ("name" in self.data or "tool" in self.data):
            return dict(self.data[wrapped[0]])
        return {k: v for k, v in self.data.items() if k not in ("action", "tool", "name")}


_FENCE = re.compile(r"```(?:json)?\s*\n(.*?)\n```", re.DOTALL)
# The heading before the action, strongest form first: "**Action:**" (or "**Browser Action:**"), a markdown
# heading, then a plain "Action:" line (the last of the strongest form found is taken).
_ACTION_HEADS = (re.compile(r"\*\*(?:[\w -]*\s)?Action:?\*\*:?[ \t]*\n?", re.IGNORECASE),
                 re.compile(r"^#+\s*(?:[\w -]*\s)?Action:?[ \t]*\n?", re.IGNORECASE | re.MULTILINE),
                 re.compile(r"^(?:[\w -]*\s)?Action:[ \t]*\n?", re.IGNORECASE | re.MULTILINE))
_BARE_FENCE = re.compile(r"```[\w-]*\s*\n(.*?)\n?```", re.DOTALL)
_TOOL_CALL = re.compile(r"<tool_call>\s*(.*?)\s*</tool_call>", re.DOTALL)


def _loads(text: str) -> Any:
    try:
        return json.loads(text)
    except (json.JSONDecodeError, RecursionError, ValueError):
        return None


def read_action(step: Step, domain: str | None = None) -> Action:
    """The action of ``step``; imported benchmark turns hold the whole user message, so the part after
    ``**Action:**`` (a fenced JSON block, a tool call, or plain text) is taken. With ``domain``, the
    official action formats are mapped onto the ledgers' shapes (actions.normalize)."""
    action = _raw_action(step.action)
    if domain is None:
        return action
    if domain == "web" and action.data is None:
        # BrowserGym calls arrive bare or in a ```python fence (rows, agents); both are the same action
        inner = strip_fence(action.text).strip()
        if inner != action.text:
            action = Action(inner, _loads(inner))
    from playground.decoherence.actions import normalize

    return normalize(domain, action)


def _raw_action(text: str) -> Action:
    data = _loads(text)
    if data is not None:
        return Action(text, data)
    m = None  # the last match of the first head that matches
    for head in _ACTION_HEADS:
        matches = list(head.finditer(text))
        if matches:
            m = matches[-1]
            break
    body = text[m.end():] if m is not None else text
    for pattern in (_FENCE, _TOOL_CALL):
        found = pattern.findall(body)
        if found:
            data = _loads(found[-1])
            if data is not None:
                return Action(found[-1], data)
    body = body.strip()
    bare = _BARE_FENCE.fullmatch(body)
    if bare and not body.startswith("```python") and not body.startswith("```py\n"):
        body = bare.group(1).strip()
    return Action(body, _loads(body))


_STATE_BLOCK = re.compile(r"\*\*(?:Current [^*\n]*|Available Tools)\:\*\*\s*\n(.*?)(?=\n\s*\*\*[\w -]*Action:?\*\*|\Z)",
                          re.DOTALL)


def initial_state(session: Session) -> str | None:
    """The state the first step started from: stored with step 1, the header's, or (imported benchmark
    turns) the "**Current ... State:**" block of step 1's user turn."""
    first = session.steps[0] if session.steps else None
    if first is not None and first.state:
        return first.state
    if session.header.initial_state:
        return session.header.initial_state
    m = _STATE_BLOCK.search(first.message) if first is not None else None
    return clean_observation(m.group(1).strip()) if m else None


# ---------------------------------------------------------------- observations

_OBS_TAG = re.compile(r"<predicted_observation>\s*(.*?)\s*(?:</predicted_observation>|\Z)", re.DOTALL | re.IGNORECASE)


def clean_observation(text: str | None) -> str | None:
    """Ground truth as the official evaluator reads it: without the ``**Environment Observation:**``
    marker, and the inside of a ``<predicted_observation>`` block (the last one) when it has one."""
    if text is None:
        return None
    blocks = _OBS_TAG.findall(text)
    if blocks:
        text = blocks[-1]
    return clean_response_marker(text)


def checked_text(step: Step) -> str | None:
    """The observation the detectors judge: the prediction, or the ground truth of a step not predicted."""
    if step.raw is not None:
        return step.observation
    return clean_observation(step.ground_truth if step.ground_truth is not None else step.observation)


def history_text(session: Session, step: Step) -> str | None:
    """What later steps build on: the ground truth under teacher forcing, else what was judged."""
    if session.header.teacher_forcing and step.ground_truth is not None:
        return clean_observation(step.ground_truth)
    return checked_text(step)


# "[FILE] a.txt" / "[DIR] src" lines: the MCP filesystem server's and Gemini CLI's directory listings
_TAGGED = re.compile(r"^\s*\[(FILE|DIR|DIRECTORY|LINK|SYMLINK)\]\s+(\S.*?)/?\s*$", re.IGNORECASE)


def bracket_listing(text: str) -> dict[str, str] | None:
    """A bracket-tagged directory listing as {name: "file" | "dir" | "link"}, or None when the text is
    not one (every non-empty line after an optional "Directory listing for ...:" header must be tagged)."""
    out: dict[str, str] = {}
    lines = [ln for ln in text.strip().split("\n") if ln.strip()]
    if lines and re.match(r"^\s*(?:directory listing|contents of|listing)\b.*:?\s*$", lines[0], re.IGNORECASE) \
            and not _TAGGED.match(lines[0]):
        lines = lines[1:]
    for ln in lines:
        m = _TAGGED.match(ln)
        if m is None:
            return None
        tag = m.group(1).lower()
        out[m.group(2)] = "dir" if tag.startswith("dir") else "link" if "link" in tag else "file"
    return out if out else None
