"""A small JSON path language for rules on tool results (MCP, SWE tool output that is JSON).

Supported: ``$`` (the whole value), ``.name``, ``['name']``, ``[n]`` (negative counts from the end),
``[*]`` and ``.*`` (every element or member), ``..name`` (``name`` at any depth). That covers the
conditions people write about a tool result ("``$.to[*]`` never matches an outside address",
"``$.status`` equals ``sent``") without pulling in a dependency with its own dialect.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Iterator

from playground.agents.errors import RulesError

_NAME = re.compile(r"[A-Za-z_][\w-]*")
_INDEX = re.compile(r"\[\s*(-?\d+)\s*\]")
_QUOTED = re.compile(r"\[\s*(?:'((?:[^'\\]|\\.)*)'|\"((?:[^\"\\]|\\.)*)\")\s*\]")
_STAR = re.compile(r"\[\s*\*\s*\]")


@dataclass(frozen=True)
class Segment:
    kind: str  # "key", "index", "all", "deep"
    value: Any = None


@dataclass(frozen=True)
class JsonPath:
    text: str
    segments: tuple[Segment, ...]

    def find(self, data: Any) -> list[Any]:
        """Every value the path selects (an empty list when it selects nothing)."""
        current = [data]
        for seg in self.segments:
            nxt: list[Any] = []
            for value in current:
                nxt.extend(_step(seg, value))
            current = nxt
        return current


def _step(seg: Segment, value: Any) -> Iterator[Any]:
    if seg.kind == "key":
        if isinstance(value, dict) and seg.value in value:
            yield value[seg.value]
    elif seg.kind == "index":
        if isinstance(value, list) and -len(value) <= seg.value < len(value):
            yield value[seg.value]
    elif seg.kind == "all":
        if isinstance(value, dict):
            yield from value.values()
        elif isinstance(value, list):
            yield from value
    elif seg.kind == "deep":
        yield from _deep(value, seg.value)


def _deep(value: Any, name: str | None) -> Iterator[Any]:
    if isinstance(value, dict):
        for k, v in value.items():
            if name is None or k == name:
                yield v
            yield from _deep(v, name)
    elif isinstance(value, list):
        for v in value:
            if name is None:
                yield v
            yield from _deep(v, name)


def parse_path(text: str) -> JsonPath:
    """Parse ``text``; RulesError with the position for anything outside the supported subset."""
    if not isinstance(text, str) or not text.startswith("$"):
        raise RulesError(f"a JSON path starts with '$' (the whole result), got {text!r}")
    i = 1
    segs: list[Segment] = []
    while i < len(text):
        rest = text[i:]
        if rest.startswith(".."):
            m = _NAME.match(text, i + 2)
            if m:
                segs.append(Segment("deep", m.group(0)))
                i = m.end()
            elif text.startswith("*", i + 2):
                segs.append(Segment("deep", None))
                i += 3
            else:
                raise RulesError(f"JSON path {text!r}: expected a name after '..' at position {i + 2}")
        elif rest.startswith("."):
            m = _NAME.match(text, i + 1)
            if m:
                segs.append(Segment("key", m.group(0)))
                i = m.end()
            elif text.startswith("*", i + 1):
                segs.append(Segment("all"))
                i += 2
            else:
                raise RulesError(f"JSON path {text!r}: expected a name after '.' at position {i + 1}")
        elif (m := _INDEX.match(text, i)) is not None:
            segs.append(Segment("index", int(m.group(1))))
            i = m.end()
        elif (m := _QUOTED.match(text, i)) is not None:
            raw = m.group(1) if m.group(1) is not None else m.group(2)
            segs.append(Segment("key", re.sub(r"\\(.)", r"\1", raw)))
            i = m.end()
        elif (m := _STAR.match(text, i)) is not None:
            segs.append(Segment("all"))
            i = m.end()
        else:
            raise RulesError(f"JSON path {text!r}: unexpected {text[i]!r} at position {i} "
                             "(supported: .name, ['name'], [n], [*], .*, ..name)")
    return JsonPath(text, tuple(segs))


_FENCE = re.compile(r"```(?:json)?\s*\n(.*?)\n```", re.DOTALL)


def load_json_result(text: str) -> tuple[bool, Any]:
    """(True, value) when a tool result is JSON: the whole text, a fenced block, or the text from the
    first ``{``/``[`` to the last ``}``/``]`` (results wrapped in a line of prose); else (False, None)."""
    import json

    candidates = [text.strip()]
    candidates += [m.strip() for m in _FENCE.findall(text)]
    for open_ch, close_ch in (("{", "}"), ("[", "]")):
        a, b = text.find(open_ch), text.rfind(close_ch)
        if 0 <= a < b:
            candidates.append(text[a:b + 1])
    for c in candidates:
        if not c:
            continue
        try:
            return True, json.loads(c)
        except (ValueError, RecursionError):
            continue
    return False, None
