"""Listings printed as drawings: ``tree``.

``tree [-a] [-L N] [DIR]`` prints DIR, then one line per entry below it, indented four columns per level
with ``├── ``/``└── `` (or the ASCII ``|-- ``/`` `-- ``) before the name, and a closing count line. It lists
the whole tree (hidden names only with ``-a``, down to ``N`` levels with ``-L``); any other option (``-d``,
``-P``, ``-I``, ``-f`` ...) is another view and is not read.
"""

from __future__ import annotations

import posixpath
import re

from playground.decoherence.shell import is_literal

_ENTRY = re.compile(r"^((?:(?:│|\|)\s{3}|\s{4})*)(?:├── |└── |\|-- |`-- )(.+)$")
_REPORT = re.compile(r"^\d+ director(?:y|ies)(?:, \d+ files?)?$")


def tree_view(args: list[str]) -> tuple[list[str], int, bool] | None:
    """(operands, depth limit, hidden names shown) of a ``tree`` the reader follows, or None."""
    depth = 10 ** 6
    hidden = False
    ops: list[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        if a == "-L" and i + 1 < len(args) and args[i + 1].isdigit():
            depth = int(args[i + 1])
            i += 2
            continue
        if a == "-a":
            hidden = True
        elif a in ("--dirsfirst", "--noreport", "-n", "-C"):
            pass
        elif a.startswith("-"):
            return None  # -d, -P, -I, -f, -i ...: another view
        else:
            ops.append(a)
        i += 1
    if len(ops) > 1 or any(not is_literal(o) for o in ops):
        return None
    return ops, depth, hidden


def tree_paths(out: list[str], root_token: str) -> list[str] | None:
    """The entries a ``tree`` drawing shows, as paths relative to its root, or None when the output is not one
    (the first line must be the root as given)."""
    body = [ln.rstrip() for ln in out if ln.strip()]
    if not body or body[0].strip() not in (root_token, root_token.rstrip("/")):
        return None
    shown: list[str] = []
    stack: list[str] = []
    for ln in body[1:]:
        if _REPORT.match(ln.strip()):
            break
        m = _ENTRY.match(ln)
        if m is None:
            return None  # not tree's drawing
        level = len(m.group(1)) // 4
        name = m.group(2).split(" -> ")[0].rstrip("/*@|=")
        if level > len(stack):
            return None
        stack[level:] = [name]
        shown.append(posixpath.join(*stack))
    return shown
