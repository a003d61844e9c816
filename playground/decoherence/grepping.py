"""What a ``grep`` keeps, when that can be known for certain, and how to read its hits.

A filter the reader cannot follow exactly (POSIX classes, back-references, context lines, counts,
options it does not know) is *unknown*: callers then make no judgement at all. A known filter turns
a grep over a file whose content is known into a partial view of that file (its lines that match),
and a grep over a listing (``env | grep ^API``) into the part of the listing that matches.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Callable
from dataclasses import dataclass

from playground.decoherence.shell import SimpleCommand

GREPS = {"grep", "egrep", "fgrep"}
# Options that only change how a line is matched or shown, never which lines are shown.
_MATCH_FLAGS = set("iFEGwxvnsh")
_LONG_OK = {"--ignore-case", "--fixed-strings", "--extended-regexp", "--word-regexp", "--line-regexp",
            "--invert-match", "--line-number", "--no-messages", "--color=never", "--colour=never",
            "--no-filename"}
# Regex syntax both Python and grep read the same way (in ERE; BRE reads + ? | ( ) { } literally).
_SAFE_ERE = re.compile(r"^(?:[^\\\[]|\\[.\\/^$*+?()|{}\[\]-]|\[\^?\]?[^\]\[]*\])*$")


@dataclass(frozen=True)
class GrepFilter:
    """The lines a grep keeps: ``keeps(line)``; ``numbered``: hits carry ``N:``; ``pattern``: as typed."""

    keeps: Callable[[str], bool]
    numbered: bool
    pattern: str
    files: list[str]


def _regex(pattern: str, *, extended: bool, fixed: bool) -> str | None:
    """A Python regex matching what grep matches, or None when the pattern uses syntax read otherwise."""
    if fixed:
        return re.escape(pattern)
    if "[[:" in pattern or re.search(r"\\[1-9<>bBwWsS`']", pattern):
        return None  # POSIX classes, back-references and GNU word escapes: not followed
    if not extended:
        if re.search(r"\\[(){}|+?]", pattern):
            return None  # BRE groups and intervals
        # in a BRE these are ordinary characters
        pattern = re.sub(r"(?<!\\)([+?(){}|])", r"\\\1", pattern)
        if pattern.startswith("*"):
            pattern = "\\" + pattern  # a leading * is literal in a BRE
    elif "(?" in pattern or re.search(r"(?<!\\)\{", pattern):
        return None  # Python-only groups; intervals
    if not _SAFE_ERE.match(pattern):
        return None
    try:
        re.compile(pattern)
    except re.error:
        return None
    return pattern


def grep_filter(c: SimpleCommand) -> GrepFilter | None:
    """The filter ``c`` applies, or None when ``c`` is not a grep whose kept lines are certain."""
    name = posixpath.basename(c.name)
    if name not in GREPS:
        return None
    pattern: str | None = None
    files: list[str] = []
    short: set[str] = set()
    args = c.args
    i = 0
    dashdash = False
    while i < len(args):
        a = args[i]
        if not dashdash and a == "--":
            dashdash = True
        elif not dashdash and a == "-e" and i + 1 < len(args) and pattern is None:
            pattern = args[i + 1]
            i += 1
        elif not dashdash and a.startswith("--"):
            if a not in _LONG_OK:
                return None
            short.add({"--ignore-case": "i", "--fixed-strings": "F", "--extended-regexp": "E",
                       "--word-regexp": "w", "--line-regexp": "x", "--invert-match": "v",
                       "--line-number": "n"}.get(a, "s"))
        elif not dashdash and a.startswith("-") and len(a) > 1:
            if set(a[1:]) - _MATCH_FLAGS:
                return None  # -c, -l, -o, -A/-B/-C, -r, -e in a cluster ...: not a plain line filter
            short.update(a[1:])
        elif pattern is None:
            pattern = a
        else:
            files.append(a)
        i += 1
    if pattern is None or "\n" in pattern or "`" in pattern or re.search(r"\$[\w{(]", pattern):
        return None  # a pattern the shell fills in ($VAR, $(cmd)) is not known
    rx = _regex(pattern, extended="E" in short or name == "egrep", fixed="F" in short or name == "fgrep")
    if rx is None:
        return None
    if "w" in short:
        rx = rf"(?<![\w])(?:{rx})(?![\w])"
    if "x" in short:
        rx = rf"^(?:{rx})$"
    compiled = re.compile(rx, re.IGNORECASE if "i" in short else 0)
    invert = "v" in short

    def keeps(line: str) -> bool:
        return (compiled.search(line) is not None) != invert

    return GrepFilter(keeps, "n" in short, pattern, files)


_HIT = re.compile(r"^(?:(?P<path>[^:\s][^:]*):)?(?P<n>\d+):(?P<text>.*)$")
_GEMINI_HIT = re.compile(r"^L(?P<n>\d+):\s?(?P<text>.*)$")


def numbered_hits(lines: list[str], *, with_path: bool) -> list[tuple[str | None, int, str]] | None:
    """``N:text`` (or ``path:N:text``) grep hits as (path, line number, text); None when a line is not a hit."""
    hits: list[tuple[str | None, int, str]] = []
    for ln in lines:
        m = _HIT.match(ln)
        if m is None or bool(m["path"]) != with_path:
            return None
        hits.append((m["path"], int(m["n"]), m["text"]))
    return hits


def gemini_hits(text: str) -> dict[str, list[tuple[int, str]]] | None:
    """Gemini-CLI ``search_file_content`` results: ``File: path`` then ``L5: text`` lines, per file."""
    out: dict[str, list[tuple[int, str]]] = {}
    current: str | None = None
    for ln in text.split("\n"):
        s = ln.rstrip()
        if s.startswith("File: "):
            current = s[len("File: "):].strip()
            out.setdefault(current, [])
        elif (m := _GEMINI_HIT.match(s)) is not None and current is not None:
            out[current].append((int(m["n"]), m["text"]))
    return out or None
