"""Process listings read as (PID, command line, row): ``ps`` (a header naming ``PID`` and a last column
``CMD``/``COMMAND``/``ARGS``, or the rows of ``ps aux``/``ps -ef`` through a filter), the main process of
a ``systemctl status`` screen (``Main PID: N`` found in its ``CGroup`` tree), ``pgrep -a``/``pgrep -fl``."""

from __future__ import annotations

import re

CGROUP_LINE = re.compile(r"^[\s│|]*[├└`|]─+\s*(\d+)\s+(.+)$")
PS_COMMAND_COLUMNS = ("CMD", "COMMAND", "ARGS")
# `ps` options whose rows have a known layout without their header: (pid column, command column)
HEADERLESS_LAYOUTS: dict[str, tuple[int, int]] = {"aux": (1, 10), "axu": (1, 10), "auxww": (1, 10),
                                                  "auxf": (1, 10), "ef": (1, 7), "eF": (1, 10)}


def command_line(cmd: str) -> str:
    """A command line as one string of words (systemd pads argv with empty strings; quotes vary)."""
    cmd = re.sub(r'(?:\s+"")+\s*$', "", cmd.strip())
    return " ".join(cmd.replace('"', "").split())


def by_command_line(pairs: list[tuple[str, str, str]]) -> dict[str, list[tuple[str, str]]]:
    """(pid, row) of each process of a listing by its command line (lines too short to name a program left out)."""
    out: dict[str, list[tuple[str, str]]] = {}
    for pid, cmd, row in pairs:
        key = command_line(cmd)
        if len(key) >= 6:
            out.setdefault(key, []).append((pid, row))
    return out


def ps_pairs(args: list[str], out: list[str], *, headerless: bool = False) -> list[tuple[str, str, str]] | None:
    """(pid, command line, row) from ``ps`` output; None when the layout is not known."""
    rows = [ln for ln in out if ln.strip()]
    if not rows:
        return None
    if headerless:
        layout = HEADERLESS_LAYOUTS.get("".join(a.lstrip("-") for a in args))
        if layout is None or len(args) != 1:
            return None
        pid_col, cmd_col = layout
        body = rows
    else:
        head = rows[0].split()
        if "PID" not in head or head[-1] not in PS_COMMAND_COLUMNS:
            return None
        pid_col, cmd_col, body = head.index("PID"), len(head) - 1, rows[1:]
    found = []
    for ln in body:
        parts = ln.split(None, cmd_col)
        if len(parts) <= cmd_col or not parts[pid_col].isdigit():
            return None
        found.append((parts[pid_col], parts[cmd_col], ln.strip()))
    return found


def status_pairs(out: list[str]) -> list[tuple[str, str, str]]:
    """(pid, command line, row) of the main process in a ``systemctl status`` screen's CGroup tree."""
    main = next((m.group(1) for ln in out if (m := re.match(r"^\s*Main PID:\s*(\d+)", ln))), None)
    if main is None:
        return []
    pairs = []
    in_tree = False
    for ln in out:
        if re.match(r"^\s*CGroup:", ln):
            in_tree = True
            continue
        if in_tree:
            m = CGROUP_LINE.match(ln)
            if m is None:
                break
            if m.group(1) == main:
                pairs.append((m.group(1), m.group(2), ln.strip()))
    return pairs


def pgrep_pairs(args: list[str], out: list[str]) -> list[tuple[str, str, str]] | None:
    """(pid, command line, row) of ``pgrep -a``/``pgrep -fl``; None for other forms."""
    flags = "".join(a.lstrip("-") for a in args if a.startswith("-") and not a.startswith("--"))
    if "a" not in flags and not ("f" in flags and "l" in flags):
        return None
    pairs = []
    for ln in out:
        if not ln.strip():
            continue
        m = re.match(r"^\s*(\d+)\s+(.+)$", ln)
        if m is None:
            return None
        pairs.append((m.group(1), m.group(2), ln.strip()))
    return pairs
