"""Directory entries marked by their type (``[FILE] notes.md``, ``[DIR] archive``): one entry a line,
as filesystem tool servers list a directory. The marks are data (:data:`ENTRY_MARKS`)."""

from __future__ import annotations

import re

# a mark -> what the entry is
ENTRY_MARKS: dict[str, str] = {"file": "file", "dir": "dir", "directory": "dir", "folder": "dir", "link": "link",
                               "symlink": "link", "f": "file", "d": "dir"}
_ENTRY = re.compile(r"^\s*\[(?P<mark>[A-Za-z]{1,9})\]\s+(?P<name>\S.*?)\s*$")


def marked_entries(text: str) -> list[tuple[str, str]] | None:
    """(type, name) of every line; None when a non-empty line is not a marked entry (an error, a
    sentence) or nothing is listed. A first line that only introduces the listing (``Directory listing for
    /data:``) is not a line of it."""
    out: list[tuple[str, str]] = []
    lines = text.strip().split("\n")
    if len(lines) > 1 and lines[0].rstrip().endswith(":") and not _ENTRY.match(lines[0]):
        lines = lines[1:]
    for line in lines:
        if not line.strip():
            continue
        m = _ENTRY.match(line)
        if m is None or m["mark"].casefold() not in ENTRY_MARKS or "/" in m["name"].rstrip("/"):
            return None
        out.append((ENTRY_MARKS[m["mark"].casefold()], m["name"].rstrip("/")))
    return out or None
