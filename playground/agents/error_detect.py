"""Does an observation show an error? The mechanism over the tables in :mod:`error_shapes`.

A JSON result (the whole observation, a fenced block, or JSON wrapped in a line of prose) is read
by its fields (:data:`JSON_SHAPES`), and the text fields a tool prints its output into
(:data:`JSON_TEXT_FIELDS`) are read like a terminal's lines. Other text is read line by line:
lines that are input (a prompt with the command typed after it) are skipped, mentions that are
not errors (``0 errors``, ``errors.go``) are blanked, and the first :data:`ERROR_SHAPES` entry
that matches names the error. The answer says which line and which entry: the judgement's evidence.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from playground.agents.error_shapes import BENIGN_SPANS, ECHO_SHAPES, ERROR_SHAPES, JSON_SHAPES, ErrorShape, JsonShape
from playground.agents.jsonpath import load_json_result

# fields of a JSON result that hold a program's printed output (read line by line like a terminal);
# other string fields are data (a mail's subject may say "Error" without the tool failing)
JSON_TEXT_FIELDS = frozenset({"stderr", "stdout", "output", "result", "text", "log", "logs", "traceback"})
MAX_LINE_CHARS = 4096  # each line is read in its first 4,096 characters (errors are printed at the start)
MAX_JSON_NODES = 100_000


@dataclass(frozen=True)
class ErrorHit:
    shape: str  # the table entry's id, e.g. "mysql.error"
    family: str  # the tool family, e.g. "mysql"
    line: int | None  # 1-based line of the observation (None: a JSON field)
    text: str  # the line as printed, or "field: value"

    def describe(self, limit: int = 160) -> str:
        text = " ".join(self.text.split())
        text = text if len(text) <= limit else text[: limit - 1] + "…"
        where = f"line {self.line}: " if self.line is not None else ""
        return f"{where}{text} ({self.shape})"

    def to_dict(self) -> dict[str, Any]:
        return {"shape": self.shape, "family": self.family, "line": self.line, "text": self.text}


def _flags(shape: ErrorShape) -> str:
    return "i" if shape.ignore_case else ""


# each shape as it is tried on a candidate line: at its start (match) or anywhere (search)
_SHAPES = tuple((s, re.compile(f"(?{_flags(s)}:{s.regex})").search if s.anywhere
                 else re.compile(f"(?{_flags(s)}:{s.regex})").match) for s in ERROR_SHAPES)
# the candidates in one pass each: line-start shapes after a newline (the regex engine jumps from
# newline to newline), the others anywhere; a candidate line is then read entry by entry in table order
_LINE_START = "|".join(f"(?{_flags(s)}:{s.regex})" for s in ERROR_SHAPES if not s.anywhere)
_AT_START = re.compile(f"\\n(?:{_LINE_START})", re.MULTILINE)
_FIRST_LINE = re.compile(_LINE_START, re.MULTILINE)
_ANYWHERE = re.compile("|".join(f"(?{_flags(s)}:{s.regex})" for s in ERROR_SHAPES if s.anywhere), re.MULTILINE)
_ECHO = re.compile("|".join(f"(?:{e})" for e in ECHO_SHAPES))
_BENIGN = re.compile("|".join(f"(?:{b})" for b in BENIGN_SPANS))


def _blank(line: str) -> str:
    # "_" keeps a blanked file name a non-space token, so "FAILED tests/test_errors.py::t" still reads
    return _BENIGN.sub(lambda m: "_" * len(m.group(0)), line)


def _line_hit(line: str) -> ErrorShape | None:
    line = line[:MAX_LINE_CHARS]
    if _ECHO.match(line):
        return None
    blanked = _blank(line)
    if not (_FIRST_LINE.match(blanked) or _ANYWHERE.search(blanked)):
        return None  # what looked like an error was a benign mention
    return next((shape for shape, test in _SHAPES if test(blanked)), None)


class _Candidates:
    """Line starts that some shape may match, in order; each pass over the text is done once."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.at_start = 0 if _FIRST_LINE.match(text) else self._at_start(0)
        self.anywhere = self._anywhere(0)

    def _at_start(self, pos: int) -> int:
        m = _AT_START.search(self.text, pos)
        return -1 if m is None else m.start() + 1

    def _anywhere(self, pos: int) -> int:
        m = _ANYWHERE.search(self.text, pos)
        return -1 if m is None else self.text.rfind("\n", 0, m.start()) + 1

    def next(self, pos: int) -> int:
        """The first candidate line start >= ``pos`` (``pos`` is a line start), or -1."""
        if 0 <= self.at_start < pos:
            self.at_start = self._at_start(pos - 1)  # text[pos - 1] is the newline before pos
        if 0 <= self.anywhere < pos:
            self.anywhere = self._anywhere(pos)
        found = [p for p in (self.at_start, self.anywhere) if p >= 0]
        return min(found) if found else -1


def detect_text_error(text: str) -> ErrorHit | None:
    """The first line of ``text`` printed as an error, or None."""
    candidates = _Candidates(text)
    pos, line_no, counted_to = 0, 1, 0
    while pos <= len(text):
        start = candidates.next(pos)
        if start < 0:
            return None
        end = text.find("\n", start)
        end = len(text) if end < 0 else end
        line_no += text.count("\n", counted_to, start)
        counted_to = start
        line = text[start:end].rstrip("\r")
        shape = _line_hit(line)
        if shape is not None:
            return ErrorHit(shape.id, shape.family, line_no, line)
        pos = end + 1
    return None


def _json_test(shape: JsonShape, value: Any) -> bool:
    number = isinstance(value, (int, float)) and not isinstance(value, bool)
    if shape.test == "truthy":
        return bool(value)
    if shape.test == "true":
        return value is True
    if shape.test == "false":
        return value is False
    if shape.test == "zero":
        return number and value == 0
    if shape.test == "in":
        return isinstance(value, str) and value.strip().lower() in shape.values
    return number and value >= shape.least  # "at_least"


def _show(value: Any, limit: int = 120) -> str:
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def detect_json_error(data: Any) -> ErrorHit | None:
    """A failure a JSON result reports in its fields, or in the output text it carries."""
    if isinstance(data, dict):
        for shape in JSON_SHAPES:
            if shape.key in data and _json_test(shape, data[shape.key]):
                return ErrorHit(shape.id, "json", None, f"{shape.key}: {_show(data[shape.key])}")
    stack: list[Any] = [data]
    seen = 0
    while stack and seen < MAX_JSON_NODES:  # iterative: a deep result cannot exhaust the stack
        value = stack.pop()
        seen += 1
        if isinstance(value, dict):
            for key, child in value.items():
                if key in JSON_TEXT_FIELDS and isinstance(child, str):
                    hit = detect_text_error(child)
                    if hit is not None:
                        return ErrorHit(hit.shape, hit.family, None, f"{key}: {hit.text}")
                elif isinstance(child, (dict, list)):
                    stack.append(child)
        elif isinstance(value, list):
            stack.extend(v for v in value if isinstance(v, (dict, list)))
    return None


def detect_error(observation: str) -> ErrorHit | None:
    """What in ``observation`` shows an error (which line, which table entry), or None."""
    try:
        data, whole = json.loads(observation), True
    except (ValueError, RecursionError):
        (ok, data), whole = load_json_result(observation), False
        if not ok:
            data = None
    if isinstance(data, (dict, list)):
        hit = detect_json_error(data)
        if hit is not None or whole:
            return hit  # a JSON result's strings are data, except the text fields that hold output
    return detect_text_error(observation)


__all__ = ["ErrorHit", "detect_error", "detect_text_error", "detect_json_error", "JSON_TEXT_FIELDS"]
