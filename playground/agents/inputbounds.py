"""Bounds on what a plan or a rules file may be, checked before a parser sees it.

The parsers behind verify (``json``, ``tomllib``) recurse per nesting level (100,000 nested
arrays are a RecursionError), ``tomllib`` is quadratic in the parts of one dotted key (a key of
40,000 parts takes half a minute), and ``open()`` on a FIFO waits for a writer forever. The
command line and the services (which take the same plans and rules as JSON or TOML text) share
these checks, so each refusal is the same one line everywhere.
"""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path
from typing import Any

MAX_RULES_BYTES = 1024 * 1024
MAX_PLAN_BYTES = 4 * 1024 * 1024
# rules and plans are written by people and agents: a few levels of tables, arrays and dotted keys
MAX_NESTING = 64
MAX_RULES_NODES = 100_000  # values in a rules structure (a 1 MiB TOML file holds fewer)
MAX_PLAN_NODES = 1_000_000  # values in a plan (a 4 MiB JSON file holds fewer)

_FILE_KINDS = ((stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a FIFO (named pipe)"),
               (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"),
               (stat.S_ISSOCK, "a socket"))


def _not_regular(mode: int) -> str | None:
    if stat.S_ISREG(mode):
        return None
    return next((name for test, name in _FILE_KINDS if test(mode)), "not a regular file")


def read_regular_file(path: str | Path, *, limit: int, what: str, error: type[Exception]) -> str:
    """The UTF-8 text of ``path``, which must be a regular file of at most ``limit`` bytes.

    ``what`` names the file in messages ("rules file"); every failure is ``error`` with one line.
    The file is stat-ed before it is opened, and opened non-blocking, so a FIFO (or one swapped in
    between the two) is refused instead of waiting for a writer.
    """
    p = Path(path)
    try:
        kind = _not_regular(os.stat(p).st_mode)
    except FileNotFoundError:
        raise error(f"no {what} at {p}") from None
    except OSError as e:
        raise error(f"cannot read the {what} {p}: {e.strerror or e}") from None
    if kind is not None:
        raise error(f"{p} is {kind}, not a regular file; give a {what}")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0) \
        | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(p, flags)
    except OSError as e:
        raise error(f"cannot read the {what} {p}: {e.strerror or e}") from None
    try:
        st = os.fstat(fd)
        kind = _not_regular(st.st_mode)
        if kind is not None:
            raise error(f"{p} is {kind}, not a regular file; give a {what}")
        if st.st_size > limit:
            raise error(f"{p.name} is {st.st_size:,} bytes; a {what} is at most {limit:,}")
        chunks: list[bytes] = []
        size = 0
        while size <= limit:  # the file may grow after the stat
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise error(f"{p.name} is over {limit:,} bytes; a {what} is at most {limit:,}")
    except OSError as e:
        raise error(f"cannot read the {what} {p}: {e.strerror or e}") from None
    finally:
        os.close(fd)
    try:
        return b"".join(chunks).decode("utf-8")
    except UnicodeDecodeError as e:
        raise error(f"{p.name} is not UTF-8 text (byte {e.start})") from None


# TOML ------------------------------------------------------------------------------------------

_TOKEN = re.compile(r"\"\"\"|'''|[\"'#\[\]{}=,.\n]")
_BASIC = re.compile(r"\"(?:[^\"\\\n]|\\.)*\"")
_LITERAL = re.compile(r"'[^'\n]*'")


def _multiline_end(text: str, i: int, quote: str) -> int:
    """The index after the closing triple quote of a multi-line string opened at ``i`` (-1: unclosed)."""
    j = i + 3
    while True:
        k = text.find(quote * 3, j)
        if k < 0:
            return -1
        backslashes = 0
        while quote == '"' and k - 1 - backslashes >= 0 and text[k - 1 - backslashes] == "\\":
            backslashes += 1
        if backslashes % 2 == 0:
            end = k + 3
            while end < len(text) and text[end] == quote and end - k < 5:  # up to two quotes may end the string
                end += 1
            return end
        j = k + 1


def toml_shape_problem(text: str, *, max_bytes: int = MAX_RULES_BYTES, max_nesting: int = MAX_NESTING) -> str | None:
    """Why ``text`` is too large or too deep to hand to ``tomllib``, or None (a scan without recursion).

    Depth counts tables, arrays and inline tables, and each part of a dotted key or table header
    (``a.b.c = 1`` is three tables deep). Syntax errors are left to ``tomllib``: the scan stops at
    an unclosed string.
    """
    size = len(text.encode("utf-8", "surrogatepass"))
    if size > max_bytes:
        return f"is {size:,} bytes; at most {max_bytes:,}"
    too_deep = f"nests tables, arrays or dotted keys more than {max_nesting} deep"
    containers: list[tuple[str, int]] = []  # ("[" or "{", depth it adds)
    nesting = 0  # sum of the containers' depths
    base = 0  # the current [table] header's parts
    mode = "key"  # key | value | header
    key_parts = 1
    header_parts = 1
    line_start = 0
    i = 0
    while True:
        m = _TOKEN.search(text, i)
        if m is None:
            return None
        tok, at = m.group(0), m.start()
        i = m.end()
        if tok in ('"""', "'''"):
            i = _multiline_end(text, at, tok[0])
            if i < 0:
                return None
        elif tok in ('"', "'"):
            s = (_BASIC if tok == '"' else _LITERAL).match(text, at)
            if s is None:
                return None
            i = s.end()
        elif tok == "#":
            nl = text.find("\n", at)
            i = len(text) if nl < 0 else nl
        elif tok == "\n":
            line_start = i
            if not containers:
                mode, key_parts = "key", 1
        elif mode == "header":
            if tok == ".":
                header_parts += 1
                if header_parts > max_nesting:
                    return too_deep
            elif tok == "]":
                base, mode = header_parts, "done"
        elif tok == "[" and mode == "key" and not containers and not text[line_start:at].strip(" \t["):
            mode, header_parts = "header", 1
        elif mode == "key":
            if tok == ".":
                key_parts += 1
                if base + nesting + key_parts > max_nesting:
                    return too_deep
            elif tok == "=":
                mode = "value"
            elif tok == "}" and containers:  # an empty inline table
                nesting -= containers.pop()[1]
                mode = "value"
        elif mode == "value":
            if tok in "[{":
                added = key_parts if (not containers or containers[-1][0] == "{") else 1
                key_parts = 1
                containers.append((tok, added))
                nesting += added
                if base + nesting > max_nesting:
                    return too_deep
                if tok == "{":
                    mode = "key"
            elif tok in "]}" and containers:
                nesting -= containers.pop()[1]
            elif tok == "," and containers and containers[-1][0] == "{":
                mode, key_parts = "key", 1


# parsed values (JSON from a client, or what a parser returned) -----------------------------------

def value_shape_problem(value: Any, *, max_nesting: int = MAX_NESTING, max_nodes: int) -> str | None:
    """Why ``value`` is too deep or too large to work on, or None (iterative: no recursion)."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    nodes = 0
    while stack:
        v, depth = stack.pop()
        nodes += 1
        if nodes > max_nodes:
            return f"holds more than {max_nodes:,} values"
        if isinstance(v, dict):
            children: Any = v.values()
        elif isinstance(v, (list, tuple)):
            children = v
        else:
            continue
        if depth > max_nesting:
            return f"nests objects or lists more than {max_nesting} deep"
        stack.extend((c, depth + 1) for c in children)
    return None


__all__ = ["read_regular_file", "toml_shape_problem", "value_shape_problem", "MAX_RULES_BYTES", "MAX_PLAN_BYTES",
           "MAX_NESTING", "MAX_RULES_NODES", "MAX_PLAN_NODES"]
