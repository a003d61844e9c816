"""Runs of log lines an observation shows, read in every domain: consecutive lines that each start with a stamp of
one form (``2024-06-11 14:22:07,512 INFO ...``, ``Jun 14 09:12:03 host sshd[4121]: ...``, an access log's
``127.0.0.1 - - [13/Mar/2025:09:42:58 +0000] "GET ..."``). A log is written in time order: the engine judges
whether a run goes back (rule ``log-runs-backwards``).

The stamp forms are data (:data:`LOG_STAMPS`). A line of a record (JSON's ``"updated_at": ...``) is no log line, and
a line without a stamp ends a run (a screen may hold two printouts of one log, one below the other).
"""

from __future__ import annotations

import datetime
import re

from playground.decoherence.engine.model import LogEntry, Quote

_MONTHS = {m: i for i, m in enumerate("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(), 1)}
# what may stand before a log line's stamp: an access log's client and user, a bracket, a container's name
LEAD = re.compile(r"^\s*(?:[\d.:a-fA-F]+ - \S+ \[|\[|\w[\w.-]* +\| )?")
# (form, pattern at the line's start): ISO date and time, an access log's day/month/year, syslog's month and day
# (no year), a bare time of day
LOG_STAMPS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("iso", re.compile(r"(\d{4})-(\d\d)-(\d\d)[T ](\d\d):(\d\d):(\d\d)")),
    ("access", re.compile(r"(\d\d)/([A-Z][a-z]{2})/(\d{4})[: ](\d\d):(\d\d):(\d\d)")),
    ("syslog", re.compile(r"([A-Z][a-z]{2}) +(\d{1,2}) (\d\d):(\d\d):(\d\d)\b")),
    ("time", re.compile(r"(\d\d):(\d\d):(\d\d)\b")),
)
_TIME_OF_DAY = re.compile(r"\d\d:\d\d:\d\d")  # what every stamp form holds: a text without one has no log line


def line_stamp(line: str) -> tuple[str, float] | None:
    """(form, seconds) of the stamp a log line starts with; seconds are comparable within one form only."""
    if line.lstrip().startswith(('"', "{")):
        return None
    m = LEAD.match(line)
    head = line[m.end() if m else 0:][:40]
    for form, pattern in LOG_STAMPS:
        s = pattern.match(head)
        if s is None:
            continue
        g = s.groups()
        try:
            if form == "iso":
                day, t = datetime.date(int(g[0]), int(g[1]), int(g[2])).toordinal(), g[3:]
            elif form == "access":
                day, t = datetime.date(int(g[2]), _MONTHS[g[1]], int(g[0])).toordinal(), g[3:]
            elif form == "syslog":
                day, t = datetime.date(2000, _MONTHS[g[0]], int(g[1])).toordinal(), g[2:]
            else:
                day, t = 0, g
        except (KeyError, ValueError):
            return None
        return form, day * 86400.0 + int(t[0]) * 3600 + int(t[1]) * 60 + int(t[2])
    return None


def log_runs(text: str, step: int, view: str) -> list[tuple[LogEntry, ...]]:
    """The runs of two or more consecutive log lines of one stamp form in ``text``."""
    out: list[tuple[LogEntry, ...]] = []
    if _TIME_OF_DAY.search(text) is None:  # (most observations: no line to look at)
        return out
    run: list[LogEntry] = []
    form = None
    for line in text.split("\n"):
        got = line_stamp(line)
        if got is None or got[0] != form:
            if len(run) >= 2:
                out.append(tuple(run))
            run, form = [], None if got is None else got[0]
        if got is not None:
            run.append(LogEntry(got[1], line.strip(), Quote(step, view, line.strip()[:200])))
    if len(run) >= 2:
        out.append(tuple(run))
    return out
