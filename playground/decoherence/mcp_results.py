"""How an MCP tool result is read: JSON, a Python literal, a bracket-tagged listing, or text.

Real MCP servers do not all answer in JSON. The reference SQLite server prints its rows with
Python's ``repr`` (``[{'n': 42}]``), the filesystem server lists directories as ``[FILE] a.txt``
lines. Such text is not a broken JSON answer; it is data in another notation, and it is read as
data. Text that starts like JSON is only a format error when JSON was promised: the tool's schema
declares an output schema, the tool (or, when nothing else was seen, the server) answered in JSON
before, or the text itself is written in JSON's notation (double-quoted keys) and still fails.
"""

from __future__ import annotations

import ast
import json
import re
from dataclasses import dataclass
from typing import Any

from playground.decoherence.common import bracket_listing

_FENCE = re.compile(r"^```(?:json|python|py)?\s*\n(.*)\n```$", re.DOTALL)
_JSON_NOTATION = re.compile(r'^[\[{\s]*"')  # the first string is double-quoted: written as JSON
_TAGGED_TEXT = re.compile(r"^\[[A-Za-z][\w -]{0,30}\](?:\s|$)")  # "[ERROR] ...", "[INFO] ...": a tagged line
_LITERAL_LIMIT = 200_000  # ast.literal_eval on a huge text is slow; such results are not reprs anyway


@dataclass
class Result:
    value: Any  # the data (None for text)
    how: str  # "json", "python", "listing", "text" or "broken"
    error: str | None = None  # why JSON parsing failed ("broken" and "python")
    listing: dict[str, str] | None = None
    json_notation: bool = False


def _jsonable(v: Any, depth: int = 0) -> Any:
    """A Python literal as the JSON value it stands for; raises ValueError for what JSON cannot hold."""
    if depth > 60:
        raise ValueError("nested too deeply")
    if isinstance(v, (str, int, float, bool)) or v is None:
        return v
    if isinstance(v, bytes):
        return v.decode("utf-8", "replace")
    if isinstance(v, (list, tuple, set, frozenset)):
        return [_jsonable(x, depth + 1) for x in v]
    if isinstance(v, dict):
        return {str(k): _jsonable(x, depth + 1) for k, x in v.items()}
    raise ValueError(f"not data: {type(v).__name__}")


def python_literal(text: str) -> tuple[bool, Any]:
    """(True, value) when ``text`` is a Python literal list/dict/tuple (a repr of rows)."""
    s = text.strip()
    if not s or s[0] not in "[{(" or len(s) > _LITERAL_LIMIT:
        return False, None
    try:
        return True, _jsonable(ast.literal_eval(s))
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return False, None


def _is_envelope(value: Any) -> bool:
    if isinstance(value, list) and value and all(isinstance(c, dict) and c.get("type") == "text" and "text" in c
                                                 and set(c) <= {"type", "text", "annotations"} for c in value):
        return True
    return isinstance(value, dict) and isinstance(value.get("content"), list) and bool(value["content"]) and all(
        isinstance(c, dict) and c.get("type") == "text" for c in value["content"])


def envelope_text(value: Any) -> str | None:
    """The text of an MCP result envelope (its text blocks, joined), else None."""
    if not _is_envelope(value):
        return None
    blocks = value if isinstance(value, list) else value["content"]
    return "\n".join(str(c.get("text", "")) for c in blocks)


def read_result(text: str) -> Result:
    s = text.strip()
    fence = _FENCE.match(s)
    if fence:
        s = fence.group(1).strip()
    if not s or s[0] not in "[{(":
        listing = bracket_listing(s)  # after a "Directory listing for ...:" header
        return Result(None, "listing", listing=listing) if listing is not None else Result(None, "text")
    notation = bool(_JSON_NOTATION.match(s))
    try:
        value = json.loads(s)
    except json.JSONDecodeError as e:
        err = f"{e.msg} (line {e.lineno}, column {e.colno})"
    except RecursionError:
        err = "nested too deeply"
    else:
        text_inside = envelope_text(value)
        if text_inside is None:
            return Result(value, "json", json_notation=True)
        inner = read_result(text_inside)
        if inner.how in ("text", "listing"):
            return Result(value if isinstance(value, dict) else {"content": value}, "json", listing=inner.listing,
                          json_notation=True)
        v = inner.value
        if isinstance(value, dict) and value.get("isError") is True and isinstance(v, dict):
            v = {**v, "isError": True}
        return Result(v, inner.how, inner.error, json_notation=inner.json_notation)
    ok, lit = python_literal(s)
    if ok and not notation:
        return Result(lit, "python", err)
    listing = bracket_listing(s)
    if listing is not None:
        return Result(None, "listing", listing=listing)
    if ok:  # double-quoted and a valid Python literal, but not JSON (a trailing comma, True/None)
        return Result(lit, "python", err, json_notation=True)
    if s[0] == "(" or _TAGGED_TEXT.match(s):
        return Result(None, "text")  # "(no results)", "[ERROR] disk full": prose, never JSON
    return Result(None, "broken", err, json_notation=notation)


# a tool's answer in text that says it failed (a JSON answer says so in its fields)
_TEXT_ERROR = re.compile(r"^\s*(?:error|err|failed|failure|exception|invalid|unauthorized|forbidden)\b|"
                         r"\b(?:not found|does not exist|no such)\b", re.IGNORECASE)


def load_json(text: str) -> tuple[Any, str | None, bool]:
    """(value, parse error, whether it looks like JSON). The MCP content wrapper is unwrapped."""
    s = text.strip()
    fence = re.match(r"^```(?:json)?\s*\n(.*)\n```$", s, re.DOTALL)
    if fence:
        s = fence.group(1).strip()
    if not s or s[0] not in "[{":
        return None, None, False
    try:
        value = json.loads(s)
    except json.JSONDecodeError as e:
        return None, f"{e.msg} (line {e.lineno}, column {e.colno})", True
    except RecursionError:
        return None, "nested too deeply", True
    if isinstance(value, list) and value and all(isinstance(c, dict) and c.get("type") == "text" and "text" in c
                                                 and set(c) <= {"type", "text", "annotations"} for c in value):
        value = {"content": value}  # the content blocks without their envelope
    if isinstance(value, dict) and isinstance(value.get("content"), list) and value["content"] and all(
            isinstance(c, dict) and c.get("type") == "text" for c in value["content"]):
        inner = "\n".join(str(c.get("text", "")) for c in value["content"])
        v2, err2, looks2 = load_json(inner)
        if err2:
            return None, err2, True
        if looks2:
            if value.get("isError") is True and isinstance(v2, dict):
                v2 = {**v2, "isError": True}
            return v2, None, True
    return value, None, True


def is_error(value: Any, text: str) -> bool:
    """Whether a tool result (its JSON value, or its text when it has none) says the call failed."""
    if isinstance(value, dict):
        if value.get("isError") is True or value.get("success") is False or value.get("ok") is False:
            return True
        if value.get("error") not in (None, False, "", {}) or value.get("errors") not in (None, [], {}, ""):
            return True
        if str(value.get("status", "")).lower() in ("error", "failed", "failure", "not_found"):
            return True
        return False
    if value is not None:
        return False
    return bool(_TEXT_ERROR.search(text[:300]))
