"""Where outputs say a process's id: a shell's job line, a harness's note of the processes it left running,
a server's own log lines, and the process tables (``ps``, ``pgrep -a``, ``ss -p``). Data, read by the
functions below; a process's id is its identity while it runs.
"""

from __future__ import annotations

import posixpath
import re
from typing import Callable, Iterable

from playground.decoherence.views.processes import PS_COMMAND_COLUMNS

# the id of a job a command put in the background: bash's "[1] 48213", Gemini CLI's "Background PIDs: 48213"
JOB_LINES = (re.compile(r"^\[\d+\]\s+(?P<pid>\d+)\s*$"), re.compile(r"^Background PIDs:\s*(?P<pid>\d+)\s*$"))
# a log line that says the id of the process writing it: "pid=48213", "\"pid\":73481", "PID: 51873", Spring's
# "INFO 60214 --- [app]", uvicorn's "Started server process [4312]", gunicorn's "[2024-...] [4312] [INFO]"
LOG_PID = (re.compile(r"\bpid[=:]\s*\"?(?P<pid>\d+)\b", re.IGNORECASE), re.compile(r"\"pid\"\s*:\s*(?P<pid>\d+)"),
           re.compile(r"\s(?:INFO|WARN|ERROR|DEBUG|TRACE)\s+(?P<pid>\d+)\s+---\s"),
           re.compile(r"\bprocess \[(?P<pid>\d+)\]"), re.compile(r"^\[[^\]]+\] \[(?P<pid>\d+)\] \["))
# `ss -p`: users:(("node",pid=73418,fd=21))
SOCKET_USER = re.compile(r"\(\(\"(?P<name>[^\"]+)\",pid=(?P<pid>\d+),")


def job_pid(lines: list[str]) -> str | None:
    """The one background job's id a command's output states, else None."""
    found = {m["pid"] for ln in lines for p in JOB_LINES if (m := p.match(ln.strip())) is not None}
    return next(iter(found)) if len(found) == 1 else None


def logged_pid(lines: list[str]) -> str | None:
    """The id the last log line that states one states, else None."""
    for ln in reversed(lines):
        for p in LOG_PID:
            m = p.search(ln)
            if m is not None:
                return m["pid"]
    return None


def program_name(word: str) -> str:
    """A process's name as tables show it: the base name of its program ("./bin/gkproxy" -> "gkproxy")."""
    return posixpath.basename(word.strip("'\"")) or word


def listed_pids(argv: list[str], lines: list[str]) -> dict[str, set[str]]:
    """Process name -> the ids a process table shows for it (``ps`` with a PID and a command column,
    ``lsof``, ``pgrep -a``, ``ss -p``). A table is found by its header (or, for ``ss``, its ``users:((...))``)
    wherever the line's other commands put it, so filters and neighbours in the line do not hide it."""
    out: dict[str, set[str]] = {}
    name = program_name(argv[0]) if argv else ""
    if name == "ss":
        for ln in lines:
            for m in SOCKET_USER.finditer(ln):
                out.setdefault(m["name"], set()).add(m["pid"])
    elif name == "pgrep" and ("-a" in argv or "-l" in argv):
        for ln in lines:
            parts = ln.split()
            if len(parts) >= 2 and parts[0].isdigit():
                out.setdefault(program_name(parts[1]), set()).add(parts[0])
    elif name in TABLE_HEADS:
        is_head, name_at = TABLE_HEADS[name]
        start = next((i for i, ln in enumerate(lines) if is_head(ln.split())), None)
        if start is not None:
            head = lines[start].split()
            at = head.index("PID")
            named = len(head) - 1 if name_at is None else name_at
            for ln in lines[start + 1:]:  # to the table's first line of another shape
                parts = ln.split(None, len(head) - 1)
                if len(parts) <= max(at, named) or not parts[at].isdigit():
                    break
                out.setdefault(program_name(parts[named].split()[0]), set()).add(parts[at])
    return out


def line_pids(argvs: Iterable[list[str]], lines: list[str]) -> dict[str, set[str]]:
    """Process name -> the ids the process tables of a line's commands show for it, all together (each table finds
    itself in the line's output: :func:`listed_pids`)."""
    shown: dict[str, set[str]] = {}
    for argv in argvs:
        for name, pids in listed_pids(argv, lines).items():
            shown.setdefault(name, set()).update(pids)
    return shown


# a process table's header and the column that names the program (None: the last, the whole command line)
TABLE_HEADS: dict[str, tuple[Callable[[list[str]], bool], int | None]] = {
    "ps": (lambda h: "PID" in h and h[-1] in PS_COMMAND_COLUMNS, None),
    "lsof": (lambda h: h[:2] == ["COMMAND", "PID"], 0),
}
