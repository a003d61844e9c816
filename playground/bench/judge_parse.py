"""Reading a judge's answer into five scores, and a world model's answer into the observation judged.

Both follow the official evaluator at the pinned commit (``eval/lwm_eval_utils/judge_parser.py``
``parse_judge_output`` and ``output_parser.py`` ``parse_model_output``): the same input gives the
same scores, the same success and the same extracted text, so a judged file means what upstream's
means. The rules, in upstream's order:

Reasoning removal (:func:`strip_thinking`): every ``<think>`` (case-insensitive) is paired with the
first unpaired ``</think>`` after it, in document order, and the span is cut; a ``</think>`` left
unpaired cuts everything before it; a ``<think>`` left unpaired cuts up to the first response tag
after it (or to the end). Overlapping cuts merge; when any tag was found the rest is stripped.
The split of :mod:`playground.world.parsing` is not the same function (an unclosed ``<think>`` also
stops there at the ``**Environment Observation:**`` marker: ``"<think>x\n**Environment
Observation:**\nY"`` is ``Y`` to the play screen and ``"No output"`` to the judge), so the judge path
has its own. The response marker is removed with the world parser's ``clean_response_marker``,
which is upstream's for every task.

Prediction (:func:`extract_prediction`): empty input is ``"No output"``; after reasoning removal the
content of the LAST ``<predicted_observation>`` block (to its first close tag, or to the end when
unclosed), stripped; without a block, the whole remaining text, or ``"No output"`` when nothing
is left.

Judgement (:func:`parse_judgement`): the LAST ``<final_evaluation>`` block when there is one (else
the whole text) is searched for a JSON object: a fenced code block (the last one holding
``"scores"``, else the last that looks like an object), else the last balanced ``{...}`` holding
``"scores"`` (else the last balanced one), else the object closing at the last ``}`` matched
backwards. The object is repaired (trailing commas, single-quoted and bare keys) and parsed; when
that fails, a bare ``"scores": {...}`` found in it is parsed alone. Each dimension's value: an
integer as is, a float rounded (half to even), a string's part before ``/`` as an integer, anything
else 0; positive values are clamped to 1..5 and 0 means "not scored". The total is the mean of the
positive dimensions (0 when none). Strengths and weaknesses become lists of strings. Nothing raises:
every failure is a :class:`ParsedJudgement` with ``success=False`` and upstream's message.
"""

from __future__ import annotations

import bisect
import json
import re
from dataclasses import dataclass, field
from typing import Any

SCORE_DIMENSIONS: tuple[str, ...] = ("format", "factuality", "consistency", "realism", "quality")
JUDGE_TAG = "final_evaluation"
PREDICTION_TAG = "predicted_observation"
NO_OUTPUT = "No output"  # upstream's placeholder for an answer with nothing left to judge

_THINK_OPEN = re.compile(r"<think>", re.IGNORECASE)
_THINK_CLOSE = re.compile(r"</think>", re.IGNORECASE)
_THINK_CLOSE_LEN = len("</think>")


def _open_tag(tag: str) -> re.Pattern[str]:
    return re.compile(f"<{re.escape(tag)}>", re.IGNORECASE)


def _close_tag(tag: str) -> re.Pattern[str]:
    return re.compile(f"</{re.escape(tag)}>", re.IGNORECASE)


# ------------------------------------------------------------------ reasoning and tagged blocks

def strip_thinking(text: str, response_tag: str = PREDICTION_TAG) -> str:
    """``text`` without its reasoning, by upstream's pairing rules (see the module doc).

    ``response_tag``: where an unclosed ``<think>`` stops (empty: it runs to the end). Text without
    any think tag comes back unchanged (not stripped), as upstream's does.
    """
    if not text:
        return text
    opens = [m.start() for m in _THINK_OPEN.finditer(text)]
    closes = [m.start() for m in _THINK_CLOSE.finditer(text)]
    if not opens and not closes:
        return text
    cuts: list[tuple[int, int]] = []
    paired: set[int] = set()
    unclosed: list[int] = []
    # Each open, in order, takes the first close after it that no earlier open took. Closes passed
    # over are before every later open too, so one forward pointer is enough.
    j = 0
    for start in opens:
        while j < len(closes) and closes[j] < start:
            j += 1
        if j < len(closes):
            cuts.append((start, closes[j] + _THINK_CLOSE_LEN))
            paired.add(j)
            j += 1
        else:
            unclosed.append(start)
    cuts += [(0, c + _THINK_CLOSE_LEN) for i, c in enumerate(closes) if i not in paired]
    # An unclosed open is cut up to the first response tag at or after it, else to the end.
    stops = [m.start() for m in _open_tag(response_tag).finditer(text)] if response_tag and unclosed else []
    for start in unclosed:
        k = bisect.bisect_left(stops, start)
        cuts.append((start, stops[k] if k < len(stops) else len(text)))
    cuts.sort()
    kept: list[str] = []
    pos = 0
    for start, end in cuts:
        if start > pos:
            kept.append(text[pos:start])
        pos = max(pos, end)
    kept.append(text[pos:])
    return "".join(kept).strip()


def last_tagged_block(text: str, tag: str) -> str | None:
    """The stripped content of the LAST ``<tag>`` block (to its first close tag, else to the end);
    None when there is no such tag."""
    if not tag:
        return None
    starts = list(_open_tag(tag).finditer(text))
    if not starts:
        return None
    begin = starts[-1].end()
    close = _close_tag(tag).search(text, begin)
    return (text[begin:close.start()] if close is not None else text[begin:]).strip()


def extract_prediction(gen: str, tag: str = PREDICTION_TAG) -> str:
    """The observation a judge sees in a world model's answer (upstream's ``parse_model_output``)."""
    if not gen:
        return NO_OUTPUT
    cleaned = strip_thinking(gen, tag)
    block = last_tagged_block(cleaned, tag)
    if block is not None:
        return block
    return cleaned.strip() or NO_OUTPUT


# ------------------------------------------------------------------ finding the JSON object

_FENCE = re.compile(r"```(?:json)?\s*([\s\S]*?)\s*```")
_SCORES_KEY = '"scores"'


def _looks_like_object(s: str) -> bool:
    return s.startswith("{") and s.endswith("}")


def _from_fences(text: str) -> str | None:
    blocks = [m.group(1).strip() for m in _FENCE.finditer(text)]
    objects = [b for b in blocks if _looks_like_object(b)]
    with_scores = [b for b in objects if _SCORES_KEY in b]
    if with_scores:
        return with_scores[-1]
    return objects[-1] if objects else None


def _balanced_objects(text: str) -> list[str]:
    """Every object a left-to-right search finds: from each ``{`` (outside the objects already found),
    the text up to the ``}`` that brings the brace count back to zero, counting outside strings
    (backslash escapes inside them); a ``{`` that never closes is passed over.

    One scan from a ``{`` also settles every ``{`` it meets outside a string (the scan from there would
    see the same strings, so its match is the same closing brace), which keeps long runs of unclosed
    braces linear instead of quadratic.
    """
    closing: dict[int, int | None] = {}  # start of "{" -> index of its "}" (None: never closes)

    def scan(start: int) -> None:
        open_at: list[int] = []
        in_string = False
        escaped = False
        for i in range(start, len(text)):
            c = text[i]
            if escaped:
                escaped = False
            elif in_string:
                if c == "\\":
                    escaped = True
                elif c == '"':
                    in_string = False
            elif c == '"':
                in_string = True
            elif c == "{":
                open_at.append(i)
            elif c == "}":
                closing[open_at.pop()] = i
                if not open_at:
                    return
        for i in open_at:
            closing[i] = None

    found: list[str] = []
    pos = text.find("{")
    while pos != -1:
        if pos not in closing:
            scan(pos)
        end = closing[pos]
        if end is not None:
            found.append(text[pos:end + 1])
            pos = text.find("{", end + 1)
        else:
            pos = text.find("{", pos + 1)
    return found


def _from_balanced_objects(text: str) -> str | None:
    found = _balanced_objects(text)
    if not found:
        return None
    with_scores = [o for o in found if _SCORES_KEY in o]
    return with_scores[-1] if with_scores else found[-1]


def _from_last_brace(text: str) -> str | None:
    """The object ending at the last ``}``, matched backwards; a quote toggles "in a string" unless the
    character before it is a backslash."""
    end = text.rfind("}")
    if end < 0:
        return None
    depth = 0
    in_string = False
    for i in range(end, -1, -1):
        c = text[i]
        if c == '"' and (i == 0 or text[i - 1] != "\\"):
            in_string = not in_string
        if in_string:
            continue
        if c == "}":
            depth += 1
        elif c == "{":
            depth -= 1
            if depth == 0:
                return text[i:end + 1]
    return None


def _find_object(text: str) -> str | None:
    return _from_fences(text) or _from_balanced_objects(text) or _from_last_brace(text)


# ------------------------------------------------------------------ repair and scores

_TRAILING_COMMA = re.compile(r",(\s*[}\]])")
_SINGLE_QUOTED_KEY = re.compile(r"'(\w+)'(\s*:)")
_BARE_KEY = re.compile(r"([{,])\s*(\w+)\s*:")
_SCORES_OBJECT = re.compile(r'"scores"\s*:\s*\{[^}]+\}')


def repair_json(s: str) -> str:
    """Upstream's three textual repairs, applied in order and everywhere (strings included, as upstream
    does): trailing commas dropped, ``'key':`` and ``key:`` quoted."""
    s = _TRAILING_COMMA.sub(r"\1", s)
    s = _SINGLE_QUOTED_KEY.sub(r'"\1"\2', s)
    return _BARE_KEY.sub(r'\1"\2":', s)


def _score(value: Any) -> int:
    """One dimension's value as upstream reads it (may raise for NaN or infinity: a failure upstream too)."""
    if isinstance(value, int):  # bool included: true reads as 1
        n = value
    elif isinstance(value, float):
        n = int(round(value))
    elif isinstance(value, str):
        try:
            n = int(value.split("/")[0].strip())
        except ValueError:
            n = 0
    else:
        n = 0
    return max(1, min(5, n)) if n > 0 else n


def _as_list(value: Any) -> list[str]:
    if isinstance(value, list):
        return [str(x) for x in value]
    if isinstance(value, str):
        return [value] if value else []
    return []


# ------------------------------------------------------------------ the result

@dataclass(frozen=True)
class ParsedJudgement:
    """A judge's answer read. ``scores`` has every dimension (0: not scored); ``total_score`` is the mean
    of the positive ones (0.0 when none); ``error`` is upstream's message when ``success`` is False."""

    success: bool
    scores: dict[str, int]
    total_score: float
    strengths: list[str] = field(default_factory=list)
    weaknesses: list[str] = field(default_factory=list)
    error: str | None = None
    raw: str = ""


def _failed(message: str, raw: str) -> ParsedJudgement:
    return ParsedJudgement(False, {d: 0 for d in SCORE_DIMENSIONS}, 0.0, [], [], message, raw)


def parse_judgement(raw: str, tag: str = JUDGE_TAG) -> ParsedJudgement:
    """Read a judge's answer (see the module doc); never raises."""
    raw = raw if isinstance(raw, str) else ""
    try:
        return _parse(raw, tag)
    except json.JSONDecodeError as e:
        return _failed(f"JSON error: {e}", raw)
    except Exception as e:  # noqa: BLE001 - any other surprise (NaN score, deep nesting) is a failed judgement
        return _failed(f"Error: {e}", raw)


def _parse(raw: str, tag: str) -> ParsedJudgement:
    text = raw.strip()
    if not text:
        return _failed("Empty output", raw)
    text = strip_thinking(text, tag)
    block = last_tagged_block(text, tag)
    # An empty block counts as no block: the whole text is searched then.
    candidate = _find_object(block or text)
    if candidate is None:
        return _failed("No JSON object found", raw)
    candidate = repair_json(candidate)
    try:
        result = json.loads(candidate)
    except json.JSONDecodeError:
        scores_only = _SCORES_OBJECT.search(candidate)
        if scores_only is None:
            raise
        result = json.loads('{"strengths":[],"weaknesses":[],' + scores_only.group(0) + "}")
    table = result.get("scores")
    if not isinstance(table, dict):
        return _failed(f"Invalid scores. Keys: {list(result.keys())}", raw)
    scores = {d: _score(table.get(d, 0)) for d in SCORE_DIMENSIONS}
    valid = [v for v in scores.values() if v > 0]
    return ParsedJudgement(True, scores, sum(valid) / len(valid) if valid else 0.0,
                           _as_list(result.get("strengths", [])), _as_list(result.get("weaknesses", [])), None, raw)
