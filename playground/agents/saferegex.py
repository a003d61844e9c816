"""Regular expressions written by users (rules files, service clients), run with bounds.

Python's ``re`` cannot be interrupted: ``(x+x+)+y`` on a long line of ``x`` backtracks for hours
while holding the GIL, which also freezes the HTTP and MCP servers that judge rules. The ``regex``
package keeps ``re``'s syntax (VERSION0), guards against much of the catastrophic backtracking by
itself, takes a ``timeout`` for the rest, and releases the GIL while it matches (``concurrent``).

Compiling has its own traps, checked on the text before ``regex`` sees it: the parser recurses once
per nested group (5,000 nested groups are a RecursionError), and ``regex`` expands counted
repeats of literals when it compiles (``(?:(?:a{1000}){1000}){10}`` asks for gigabytes). So a
pattern has a length limit, a nesting limit, and a limit on its size with counted repeats expanded.
"""

from __future__ import annotations

import re as _re
from dataclasses import dataclass, field
from typing import Any

import regex

from playground.errors import PlaygroundError

MAX_PATTERN_CHARS = 2000
MAX_GROUP_DEPTH = 50
# measured: a pattern that expands to 1e5 units compiles in ~0.07 s, 1e6 in ~1 s, 1e7 exhausts memory
MAX_EXPANDED = 100_000
MATCH_TIMEOUT_S = 0.5
MAX_SUBJECT_CHARS = 1_000_000  # longer texts are searched in their first million characters


class RegexTimeout(PlaygroundError):
    """A user's pattern ran out of time on one text; the text cannot be judged by it."""


class PatternRefused(PlaygroundError, ValueError):
    """A user's pattern that is invalid or too large to compile safely (the message is one line)."""


_COUNTED = _re.compile(r"\{(\d*)(?:,(\d*))?\}")


def shape_problem(pattern: str) -> str | None:
    """Why ``pattern`` is too large to compile safely, or None. A scan without recursion.

    Each atom costs 1; a counted repeat ``{m,n}`` multiplies the atom it follows by ``max(m, 1)``
    (``regex`` expands the required part); a group costs what it holds. Over-estimates (a comment
    or a verbose-mode ``#`` line counted as atoms) only make the check stricter.
    """
    if len(pattern) > MAX_PATTERN_CHARS:
        return f"is {len(pattern):,} characters; a pattern is at most {MAX_PATTERN_CHARS:,}"
    stack: list[list[int]] = [[0, 0]]  # per open group: [size of the finished items, size of the last atom]
    i, n = 0, len(pattern)
    while i < n:
        c = pattern[i]
        top = stack[-1]
        if c == "\\":
            top[0] += top[1]
            top[1] = 1
            i += 2
            continue
        if c == "[":
            j = i + 1
            if j < n and pattern[j] == "^":
                j += 1
            if j < n and pattern[j] == "]":
                j += 1  # a leading ] is a literal
            while j < n and pattern[j] != "]":
                j += 2 if pattern[j] == "\\" else 1
            top[0] += top[1]
            top[1] = 1
            i = j + 1
            continue
        if c == "(":
            if pattern.startswith("(?#", i):
                end = pattern.find(")", i)
                i = n if end < 0 else end + 1
                continue
            stack.append([0, 0])
            if len(stack) - 1 > MAX_GROUP_DEPTH:
                return f"nests groups more than {MAX_GROUP_DEPTH} deep"
            i += 1
            continue
        if c == ")":
            if len(stack) > 1:
                inner = stack.pop()
                top = stack[-1]
                top[0] += top[1]
                top[1] = max(inner[0] + inner[1], 1)
            i += 1
            continue
        if c == "{":
            m = _COUNTED.match(pattern, i)
            if m and (m.group(1) or m.group(2)):
                least = int(m.group(1) or 0)
                top[1] = top[1] * max(least, 1)
                if top[0] + top[1] > MAX_EXPANDED:
                    return f"repeats too much (over {MAX_EXPANDED:,} units with its counted repeats expanded)"
                i = m.end()
                continue
        if c in "*+?|":
            i += 1
            continue
        top[0] += top[1]
        top[1] = 1
        i += 1
    total = sum(a + b for a, b in stack)
    if total > MAX_EXPANDED:
        return f"repeats too much (over {MAX_EXPANDED:,} units with its counted repeats expanded)"
    return None


@dataclass(frozen=True)
class SafePattern:
    """A compiled user pattern whose searches end within ``timeout`` seconds."""

    pattern: str
    ignore_case: bool = False
    timeout: float = MATCH_TIMEOUT_S
    _compiled: Any = field(default=None, repr=False, compare=False)

    def span(self, text: str) -> tuple[int, int] | None:
        """Where the first match is, or None; :class:`RegexTimeout` when the search runs out of time."""
        try:
            m = self._compiled.search(text[:MAX_SUBJECT_CHARS], timeout=self.timeout, concurrent=True)
        except TimeoutError:
            raise RegexTimeout(f"/{_short(self.pattern)}/ ran out of time ({self.timeout:g} s) on this text; "
                               "simplify the pattern (nested repeats such as (a+)+ backtrack)") from None
        if m is None:
            return None
        start, end = m.span()
        return int(start), int(end)

    def search(self, text: str) -> bool:
        return self.span(text) is not None


def _short(pattern: str, limit: int = 60) -> str:
    return pattern if len(pattern) <= limit else pattern[: limit - 1] + "…"


def compile_pattern(pattern: str, *, ignore_case: bool = False, timeout: float = MATCH_TIMEOUT_S) -> SafePattern:
    """Compile a user's pattern (``re`` syntax, multi-line ``^``/``$``); :class:`PatternRefused` with one line."""
    problem = shape_problem(pattern)
    if problem:
        raise PatternRefused(problem)
    flags = regex.MULTILINE | regex.VERSION0 | (regex.IGNORECASE if ignore_case else 0)
    try:
        compiled = regex.compile(pattern, flags)
    except regex.error as e:
        raise PatternRefused(f"is not a valid regular expression: {' '.join(str(e).split())}") from None
    except (RecursionError, MemoryError, OverflowError):
        raise PatternRefused("is too complex to compile; simplify it") from None
    return SafePattern(pattern, ignore_case, timeout, compiled)


__all__ = ["SafePattern", "RegexTimeout", "PatternRefused", "compile_pattern", "shape_problem",
           "MAX_PATTERN_CHARS", "MAX_GROUP_DEPTH", "MAX_EXPANDED", "MATCH_TIMEOUT_S"]
