"""Readers for plain-text outputs: ``key: value`` / ``KEY=value`` lines, tables with a header row,
whitespace-separated names, and ``ls -l`` style long listings."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime

_KV_COLON = re.compile(r"^\s*(?P<k>[A-Za-z][\w .()/-]{0,40}?)\s*:\s+(?P<v>\S.*?)\s*$")
_KV_EQUALS = re.compile(r"^\s*(?P<k>[A-Za-z_][A-Za-z0-9_.]{0,60})=(?P<v>.*?)\s*$")
_URLISH = re.compile(r"^[a-z][a-z0-9+.-]*://", re.IGNORECASE)


def kv_lines(lines: list[str], *, equals: bool = False) -> list[tuple[str, str, str]]:
    """(key, value, line) of every ``key: value`` line (``KEY=value`` with ``equals``)."""
    out: list[tuple[str, str, str]] = []
    rx = _KV_EQUALS if equals else _KV_COLON
    for line in lines:
        m = rx.match(line)
        if m and not _URLISH.match(line.strip()):
            out.append((m["k"].strip(), m["v"].strip(), line))
    # a key shown twice in one output belongs to two things (two containers' "Container ID", stat's
    # two "Access:" lines): neither can be told apart, so neither is read
    seen: dict[str, int] = {}
    for k, _, _ in out:
        seen[k] = seen.get(k, 0) + 1
    return [x for x in out if seen[x[0]] == 1]


@dataclass(frozen=True)
class Table:
    headers: tuple[str, ...]
    rows: tuple[dict[str, str], ...]


# (a count's column may start with "#": LVM's "#PV", "#Seg")
_HEADER_CELL = re.compile(r"#?[A-Z][A-Z0-9 _%()./-]*[A-Z0-9)%]|#?[A-Z]")
# capitalized words: "Attr", "LSize", "Cpy%Sync" (columns `lvs` leaves empty run together: "Pool Origin Data%")
_HEADER_WORD = re.compile(r"#?[A-Z][a-z0-9]*(?:[A-Z%][a-z0-9]*)*%?(?: #?[A-Z][a-z0-9]*(?:[A-Z%][a-z0-9]*)*%?)*")


def _cut(line: str, at: int, lo: int) -> int:
    """Where a row's cell ends whose next column's header starts at ``at``: there, unless a word runs across
    it; a word that starts after a gap is the next cell's (a right-aligned number, ``9.12G`` under ``USED``),
    one that does not is this cell's (a name wider than its column)."""
    if at <= lo or at >= len(line) or line[at - 1] == " " or line[at] == " ":
        return max(at, lo)
    start = at
    while start > lo and line[start - 1] != " ":
        start -= 1
    if start > lo:
        return start
    end = at
    while end < len(line) and line[end] != " ":
        end += 1
    return end


_RULE = re.compile(r"\s*[-=+]{10,}\s*")


def _columns(head: str) -> list[tuple[int, str]] | None:
    """A header's columns (start, name): upper-case names; or (`lvs`: "LV  VG  Attr  LSize") an upper-case
    first one, then capitalized words; or (`multipass list`: "Name  State  IPv4  Image") three or more
    capitalized words."""
    cols = [(m.start(), m.group(0).strip()) for m in re.finditer(r"\S+(?: \S+)*", head)]
    words = [bool(_HEADER_CELL.fullmatch(name) or _HEADER_WORD.fullmatch(name)) for _, name in cols]
    if len(cols) < 2 or not (all(_HEADER_CELL.fullmatch(name) for _, name in cols) or (
            len(cols[0][1]) >= 2 and _HEADER_CELL.fullmatch(cols[0][1]) and all(words[1:]))
            or (len(cols) >= 3 and all(words))):
        return None
    return cols


def table(lines: list[str]) -> Table | None:
    """A table whose first non-empty line is a header of upper-case column names separated by two or
    more spaces (``docker ps``, ``kubectl get``, ``ps``): its rows cut at the header's column starts, moved
    to the gap nearest a word that runs across one (:func:`_cut`)."""
    body = [ln for ln in lines if ln.strip()]
    if len(body) < 1:
        return None
    # a table ruled off (`restic snapshots`: a line or two of its own before the header, a rule under it and
    # one after the rows, then a summary): the rows between the rules
    ruled = next((i for i in range(min(4, len(body) - 1)) if _RULE.fullmatch(body[i + 1]) and _columns(body[i])), None)
    if ruled is not None:
        end = next((j for j in range(ruled + 2, len(body)) if _RULE.fullmatch(body[j])), len(body))
        body = [body[ruled], *body[ruled + 2:end]]
    cols = _columns(body[0])
    if cols is None:
        return None
    rows = []
    for line in body[1:]:
        cells: dict[str, str] = {}
        cuts = [0]
        for start, _name in cols[1:]:
            cuts.append(_cut(line, start, cuts[-1]))
        for i, (_start, name) in enumerate(cols):
            lo = cuts[i]
            hi = cuts[i + 1] if i + 1 < len(cuts) else len(line)
            cells[name] = line[lo:hi].strip() if lo < len(line) else ""
        rows.append(cells)
    return Table(tuple(n for _, n in cols), tuple(rows))


_LONG = re.compile(r"^(?P<mode>[-dlcbps][rwxsStT-]{9}[.+@]?)\s+\d+\s+(?P<owner>\S+)\s+(?P<group>\S+)\s+"
                   r"(?P<size>[\d.,]+[KMGT]?)\s+"
                   # the time as --time-style writes it: "Mar 10 18:31", "2025-02-18 09:38" (long-iso),
                   # "2025-02-18 09:38:12.000000000 +0100" (full-iso), or a format of its own ("+%H:%M:%S")
                   r"(?P<when>\w{3}\s+\d{1,2}\s+(?:\d\d:\d\d|\d{4})|"
                   r"\d{4}-\d\d-\d\d(?:[ T]\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?: [+-]\d{4})?)?|"
                   r"\d\d:\d\d(?::\d\d)?)"
                   r"\s+(?P<name>.+?)(?: -> .*)?$")


@dataclass(frozen=True)
class LongEntry:
    name: str
    mode: str
    owner: str
    size: str
    when: str
    line: str


def long_listing(lines: list[str]) -> list[LongEntry] | None:
    """``ls -l`` lines (the ``total`` line skipped); None when a non-empty line is not one."""
    out: list[LongEntry] = []
    for line in lines:
        if not line.strip() or line.startswith("total "):
            continue
        m = _LONG.match(line.strip())
        if not m:
            return None
        out.append(LongEntry(m["name"], m["mode"], m["owner"], m["size"], m["when"], line))
    return out


_TOTAL = re.compile(r"^total \d+[KMGT]?\s*$")
_MODE = re.compile(r"^[-dlcbps][rwxsStT-]{9}[.+@]?\s")


def long_listing_span(lines: list[str]) -> int:
    """How many lines at the start are one ``ls -l``'s: its ``total`` line first, then one entry a line (what
    follows is another command's, in a chain)."""
    n = 1 if lines and _TOTAL.match(lines[0]) else 0
    while n < len(lines) and _LONG.match(lines[n].strip()):
        n += 1
    return n


def long_listing_tail(lines: list[str]) -> int:
    """How many lines at the end are one ``ls -l``'s of a directory: its entries and its ``total`` line above
    them (0 without one: where its lines start cannot be told)."""
    i = len(lines)
    while i > 0 and _LONG.match(lines[i - 1].strip()):
        i -= 1
    return len(lines) - i + 1 if i > 0 and _TOTAL.match(lines[i - 1]) else 0


def names(lines: list[str]) -> list[str] | None:
    """Names of a short ``ls`` (several per line, separated by spaces); None when a line does not look
    like names (an error message, a sentence)."""
    out: list[str] = []
    for line in lines:
        if not line.strip():
            continue
        if ":" in line and not re.search(r"\S:\S", line):
            return None  # "ls: cannot access ...", or a directory header
        if _TOTAL.match(line) or _MODE.match(line):
            return None  # a long listing's lines, not names
        out += line.split()
    return out


# a line of `tree`: its indentation (a bar or blanks per level), a branch, the name (UTF-8 or --charset ascii)
_TREE_LINE = re.compile(r"^(?P<ind>(?:[│|][\s\u00a0]{3}|\s{4})*)(?:├──|└──|\|--|`--)[\s\u00a0](?P<name>\S.*)$")
_TREE_INFO = re.compile(r"^\[[^\]]*\]\s+")  # what -h, -s, -p, -u, -D print in brackets before a name
_TREE_SUMMARY = re.compile(r"^\d+ director(?:y|ies)(?:, \d+ files?)?$")


def tree_dirs(lines: list[str]) -> list[tuple[str, list[str]]] | None:
    """The directories a ``tree`` output shows with their entries: (path from its root, as the root line
    prints it, [names]), for the roots and every entry shown with entries under it; None when a line is not
    a tree's (an error, another program's output)."""
    out: dict[str, list[str]] = {}
    stack: list[str] = []  # the path of each level above the line
    for line in lines:
        if not line.strip() or _TREE_SUMMARY.match(line.strip()):
            continue
        m = _TREE_LINE.match(line)
        if m is None:
            if line.startswith((" ", "\t")) or "──" in line or "[error" in line:
                return None
            stack = [line.strip()]  # a root
            out.setdefault(stack[0], [])
            continue
        depth = len(m["ind"]) // 4 + 1
        if not stack or depth > len(stack):
            return None
        name = _TREE_INFO.sub("", m["name"].strip())  # -h, -s, -p, -D: "[4.0K]  conf" is conf
        if " -> " in name:  # a link and its target
            name = name.split(" -> ", 1)[0]
        if len(name) > 1 and name[0] == name[-1] == '"':  # -Q
            name = name[1:-1]
        name, parent = name.rstrip("/"), stack[depth - 1]
        out.setdefault(parent, []).append(name)
        stack = stack[:depth] + [f"{parent.rstrip('/')}/{name}"]
    return list(out.items()) if out else None


# a date and time as `date +"%F %T %Z"` or `timedatectl` print it: "[Tue ]2024-05-14 16:43:30[.123][ CEST|+0200]"
_DATETIME = re.compile(r"^(?:[A-Z][a-z]{2},?\s+)?(?P<date>\d{4}-\d\d-\d\d)[T ](?P<time>\d\d:\d\d:\d\d)(?:\.\d+)?"
                       r"(?:\s*(?P<zone>[A-Z]{1,5}|[+-]\d\d:?\d\d))?$")


# Zone abbreviations that name one offset wherever they are printed (``date`` in Berlin in summer prints
# CEST); ambiguous ones (IST, CST) are not here: a reading in them is compared only with its own zone
ZONE_OFFSETS: dict[str, str] = {
    "UTC": "+0000", "GMT": "+0000", "WET": "+0000", "WEST": "+0100", "BST": "+0100", "CET": "+0100",
    "CEST": "+0200", "EET": "+0200", "EEST": "+0300", "MSK": "+0300", "GST": "+0400", "PKT": "+0500",
    "ICT": "+0700", "WIB": "+0700", "HKT": "+0800", "SGT": "+0800", "AWST": "+0800", "JST": "+0900",
    "KST": "+0900", "ACST": "+0930", "AEST": "+1000", "AEDT": "+1100", "NZST": "+1200", "NZDT": "+1300",
    "EST": "-0500", "EDT": "-0400", "CDT": "-0500", "MST": "-0700", "MDT": "-0600", "PST": "-0800",
    "PDT": "-0700", "AKST": "-0900", "AKDT": "-0800", "HST": "-1000", "BRT": "-0300", "ART": "-0300",
}


def utc_offset(zone: str) -> int | None:
    """Seconds east of UTC of a zone written as ``+0200`` or as a name of :data:`ZONE_OFFSETS`; None when it
    cannot be told."""
    zone = ZONE_OFFSETS.get(zone, zone)
    if not re.fullmatch(r"[+-]\d{4}", zone):
        return None
    return (1 if zone[0] == "+" else -1) * (int(zone[1:3]) * 3600 + int(zone[3:]) * 60)


def date_time(text: str) -> tuple[float, str] | None:
    """(seconds since the epoch read as UTC, the zone as written: "" for none, "+0200", "CEST") of a
    date and time on its own; None otherwise."""
    m = _DATETIME.match(" ".join(text.split()))
    if m is None:
        return None
    try:
        dt = datetime.fromisoformat(f"{m['date']}T{m['time']}+00:00")
    except ValueError:
        return None
    return dt.timestamp(), (m["zone"] or "").replace(":", "")


_DIRECTIVE = re.compile(r"%[a-zA-Z%]")


# Directives whose values have spaces but a shape of their own: stat's times ("2025-03-11 13:58:47.318224519 +0000")
SHAPED_DIRECTIVES = {d: r"(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)? [+-]\d{4})" for d in ("%y", "%x", "%z", "%w")}


def format_fields(fmt: str, lines: list[str], wide: frozenset[str]) -> list[dict[str, str]] | None:
    """The values each line shows of a printf-like format (``stat -c '%A %s %n'``), by directive; None when
    the format is not directives between literal separators or a line does not fit it. A directive in
    ``wide`` may hold spaces (a name); only one may. One of :data:`SHAPED_DIRECTIVES` is read by its shape."""
    parts = _DIRECTIVE.split(fmt)
    directives = _DIRECTIVE.findall(fmt)
    if not directives or "%%" in directives or any(p == "" for p in parts[1:-1]) or sum(d in wide for d in
                                                                                       directives) > 1:
        return None  # two directives with nothing between them cannot be told apart
    rx = re.escape(parts[0]) + "".join((SHAPED_DIRECTIVES.get(d) or ("(.+?)" if d in wide else r"(\S+?)"))
                                       + re.escape(p) for d, p in zip(directives, parts[1:]))
    out = []
    for line in lines:
        if not line.strip():
            continue
        m = re.fullmatch(rx, line.rstrip())
        if m is None:
            return None
        out.append(dict(zip(directives, m.groups())))
    return out
