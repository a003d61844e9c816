"""Split a world model's answer into its reasoning and the predicted observation.

The expected shape is ``<think>reasoning</think>`` followed by the
observation, written after a ``**Environment Observation:**`` line (text
domains) or inside ``<predicted_observation>...</predicted_observation>`` (GUI
domains). Real generations stray from it: the think block is left open when a
length limit hits, the prompt opened the block so only a lone ``</think>``
appears, a draft observation block shows up before the final one, or there is
no wrapper at all. The rules follow the official evaluator's (reasoning removed
first, the LAST observation block wins, an unclosed think stops at an
observation tag) and every rule or fallback that applied is reported as a
:class:`ParseNote`, so format problems reach the user as warnings instead of
vanishing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Literal

from playground.world.domains import OBSERVATION_MARKER, OBSERVATION_TAG, Wrapper

Severity = Literal["info", "warning", "error"]
SEVERITIES: tuple[str, ...] = ("info", "warning", "error")

_THINK = re.compile(r"<(/?)think>", re.IGNORECASE)
_TAG_OPEN = re.compile(rf"<{OBSERVATION_TAG}>", re.IGNORECASE)
_TAG_CLOSE = re.compile(rf"</{OBSERVATION_TAG}>", re.IGNORECASE)
_MARKER = re.compile(re.escape(OBSERVATION_MARKER), re.IGNORECASE)


@dataclass(frozen=True)
class ParseNote:
    """One rule or fallback the parser applied. ``code`` is stable; ``message`` is for people."""

    code: str
    severity: Severity
    message: str

    def to_dict(self) -> dict[str, str]:
        return {"code": self.code, "severity": self.severity, "message": self.message}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "ParseNote":
        sev = data.get("severity")
        return cls(code=str(data.get("code", "")), severity=sev if sev in SEVERITIES else "info",
                   message=str(data.get("message", "")))


@dataclass(frozen=True)
class ParsedOutput:
    reasoning: str
    observation: str
    answer: str  # everything outside the reasoning: what a chat API returns as the message content
    wrapper: Literal["tag", "marker", "none"]
    notes: tuple[ParseNote, ...]

    @property
    def codes(self) -> list[str]:
        return [n.code for n in self.notes]


def _trim(text: str) -> str:
    """Drop the rest of the wrapper's line if blank, blank lines around, trailing spaces.

    Leading spaces of the first real line are kept: in terminal output they matter.
    """
    first_nl = text.find("\n")
    head = text if first_nl < 0 else text[:first_nl]
    if head.strip() == "":
        text = "" if first_nl < 0 else text[first_nl + 1:]
    else:
        text = text.lstrip(" \t")  # "**Environment Observation:** ls: ..." on one line
    lines = text.split("\n")
    while lines and not lines[0].strip():
        lines.pop(0)
    return "\n".join(lines).rstrip()


def _split_reasoning(raw: str, notes: list[ParseNote]) -> tuple[str, str]:
    """(reasoning, visible text) with every think block taken out of the visible text."""
    reasoning: list[str] = []
    visible: list[str] = []
    depth = 0
    pos = 0
    block_start = 0
    blocks = 0
    nested = False
    for m in _THINK.finditer(raw):
        closing = m.group(1) == "/"
        if not closing:
            if depth == 0:
                visible.append(raw[pos:m.start()])
                block_start = m.end()
            else:
                nested = True
            depth += 1
        elif depth == 0:
            # A close without an open: the prompt opened the block, so all text before it is reasoning.
            reasoning.extend(visible)
            reasoning.append(raw[pos:m.start()])
            visible = []
            pos = m.end()
            blocks += 1
            notes.append(ParseNote("lone_think_close", "info",
                                   "a </think> without <think>: the text before it was taken as reasoning"))
        else:
            depth -= 1
            if depth == 0:
                reasoning.append(_THINK.sub("", raw[block_start:m.start()]))
                pos = m.end()
                blocks += 1
    if depth > 0:
        rest = raw[block_start:]
        tag = _TAG_OPEN.search(rest)
        markers = list(_MARKER.finditer(rest))
        if tag is not None:
            reasoning.append(_THINK.sub("", rest[:tag.start()]))
            visible.append(rest[tag.start():])
            notes.append(ParseNote("think_unclosed", "warning",
                                   "the reasoning block was never closed; the observation block after it was used"))
        elif markers:
            last = markers[-1]
            reasoning.append(_THINK.sub("", rest[:last.start()]))
            visible.append(rest[last.start():])
            notes.append(ParseNote("think_unclosed", "warning",
                                   f"the reasoning block was never closed; the text after the last "
                                   f"{OBSERVATION_MARKER} inside it was used"))
        else:
            reasoning.append(_THINK.sub("", rest))
            notes.append(ParseNote("think_unclosed", "warning",
                                   "the reasoning block was never closed (did the generation stop early?); "
                                   "there is no observation"))
        blocks += 1
    else:
        visible.append(raw[pos:])
    if nested:
        notes.append(ParseNote("nested_think", "info", "a <think> inside the reasoning was treated as text"))
    if blocks > 1:
        notes.append(ParseNote("multiple_think_blocks", "info",
                               f"{blocks} reasoning blocks; all were removed from the observation"))
    return "\n\n".join(r.strip() for r in reasoning if r.strip()), "".join(visible)


def parse_output(raw: str, expected: Wrapper = "marker") -> ParsedOutput:
    """Read ``raw`` (think tags included, as the engine reports it) into reasoning and observation."""
    notes: list[ParseNote] = []
    if not raw.strip():
        notes.append(ParseNote("empty_output", "error", "the model produced no text"))
        return ParsedOutput("", "", "", "none", tuple(notes))

    reasoning, visible = _split_reasoning(raw, notes)
    wrapper: Literal["tag", "marker", "none"]
    opens = list(_TAG_OPEN.finditer(visible))
    if opens:
        wrapper = "tag"
        after = visible[opens[-1].end():]
        close = _TAG_CLOSE.search(after)
        if close is not None:
            observation = after[:close.start()]
            if after[close.end():].strip():
                notes.append(ParseNote("text_after_observation", "info",
                                       "text after </predicted_observation> was ignored"))
        else:
            observation = after
            notes.append(ParseNote("tag_unclosed", "warning",
                                   "<predicted_observation> was never closed; everything after it was used"))
        if len(opens) > 1:
            notes.append(ParseNote("multiple_observation_blocks", "info",
                                   f"{len(opens)} observation blocks; the last one was used"))
        inner = list(_MARKER.finditer(observation))
        if inner:
            observation = observation[inner[-1].end():]
            notes.append(ParseNote("marker_inside_tag", "info",
                                   f"{OBSERVATION_MARKER} inside the observation tags was removed"))
        if expected == "marker":
            notes.append(ParseNote("tag_instead_of_marker", "info",
                                   f"the answer used <{OBSERVATION_TAG}> tags where this domain's prompt asks for "
                                   f"{OBSERVATION_MARKER}; accepted (upstream's parser reads the tags first in "
                                   "every domain)"))
    else:
        markers = list(_MARKER.finditer(visible))
        if markers:
            wrapper = "marker"
            observation = visible[markers[-1].end():]
            if visible[:markers[0].start()].strip():
                notes.append(ParseNote("text_before_marker", "info",
                                       f"text before {OBSERVATION_MARKER} was ignored"))
            if len(markers) > 1:
                notes.append(ParseNote("multiple_markers", "info",
                                       f"{len(markers)} observation markers; the text after the last one was used"))
            if expected == "tag":
                notes.append(ParseNote("marker_instead_of_tag", "info",
                                       f"the answer used {OBSERVATION_MARKER} where this domain expects "
                                       f"<{OBSERVATION_TAG}> tags; accepted"))
        else:
            wrapper = "none"
            observation = visible
            if visible.strip():
                want = f"<{OBSERVATION_TAG}> tags" if expected == "tag" else OBSERVATION_MARKER
                notes.append(ParseNote("no_wrapper", "warning",
                                       f"the answer has no {want}; the whole answer was taken as the observation"))
        if _TAG_CLOSE.search(observation):
            observation = _TAG_CLOSE.sub("", observation)
            notes.append(ParseNote("stray_close_tag", "info",
                                   f"a </{OBSERVATION_TAG}> without an opening tag was removed"))

    observation = _trim(observation)
    if not observation:
        notes.append(ParseNote("empty_observation", "error", "the answer contains no observation"))
    return ParsedOutput(reasoning, observation, visible.strip(), wrapper, tuple(notes))


def clean_response_marker(text: str) -> str:
    """Ground truth or a prediction as the official evaluator compares them: the response marker
    (``**Environment Observation:**``) removed, whether it opens the text or appears inside it,
    and the surrounding whitespace trimmed. Every domain's config names the same marker."""
    if text.startswith(OBSERVATION_MARKER):
        return text[len(OBSERVATION_MARKER):].strip()
    return text.replace(OBSERVATION_MARKER, "").strip()
