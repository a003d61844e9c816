"""Row counts of database tables, as the terminal's SQL consoles show them (sql_console.py; the MCP SQL tools'
counts are the fact engine's, domains/sql.py).

A ``SELECT COUNT(*) FROM t`` with nothing after the table name counts every row of ``t``. With no
write to ``t`` since, the same count must come back; after an ``INSERT`` or ``DELETE`` whose result
says how many rows it changed, it must have moved by exactly that many.

A count with a ``WHERE`` of plain equalities (``habit_id = 3 AND done = 0``) is followed the same way when
each write's effect on it is certain: an ``INSERT (cols) VALUES (...), (...)`` adds the tuples that satisfy
every equality (when all its rows went in); a ``DELETE`` whose own equalities include the count's takes away
every row it deleted, one whose equalities contradict the count's takes none; an ``UPDATE`` that sets no
column of the count's condition moves nothing. Any other write forgets that count. A write whose effect on
the count is unknown (no affected-rows figure, ``INSERT OR REPLACE``, several statements, DDL, a
tool that is not SQL) forgets the counts it may have changed; a write to one table forgets the
other tables too (triggers and cascades).
"""

from __future__ import annotations

import re
from typing import Any

from playground.decoherence.common import Fact, warn, where
from playground.world.warning_records import WorldWarning

_COUNT = re.compile(r"^\s*select\s+count\s*\(\s*(?:\*|1)\s*\)\s*(?:as\s+\"?(\w+)\"?\s*)?from\s+[\"`\[]?(\w+)[\"`\]]?"
                    r"(?:\s+where\s+(?P<where>.+?))?\s*;?\s*$", re.IGNORECASE | re.DOTALL)
_LITERAL = r"(?:-?\d+(?:\.\d+)?|'(?:[^']|'')*'|true|false)"
_EQUALITY = re.compile(rf"^\s*[\"`\[]?(\w+)[\"`\]]?\s*=\s*({_LITERAL})\s*$", re.IGNORECASE)
_WHERE_TAIL = re.compile(r"\s+where\s+(?P<where>.+?)\s*;?\s*$", re.IGNORECASE | re.DOTALL)
_VALUES = re.compile(r"^\s*insert\s+into\s+[\"`\[]?\w+[\"`\]]?\s*\((?P<cols>[^()]*)\)\s*values\s*"
                     r"(?P<rows>.+?)\s*;?\s*$", re.IGNORECASE | re.DOTALL)
_SET = re.compile(r"\bset\s+(?P<set>.+?)(?:\s+where\s+.*)?\s*;?\s*$", re.IGNORECASE | re.DOTALL)
Cond = frozenset[tuple[str, str]]  # (column, literal) equalities, all of which hold
_READ = re.compile(r"^\s*(?:select|with|pragma|explain|show|describe)\b", re.IGNORECASE)
_INSERT = re.compile(r"^\s*insert\s+into\s+[\"`\[]?(\w+)", re.IGNORECASE)
_DELETE = re.compile(r"^\s*delete\s+from\s+[\"`\[]?(\w+)", re.IGNORECASE)
_UPDATE = re.compile(r"^\s*update\s+[\"`\[]?(\w+)", re.IGNORECASE)
_AFFECTED_KEYS = {"affected_rows", "rows_affected", "rowcount", "row_count", "changes", "affectedrows",
                  "rowsaffected", "inserted", "deleted", "count"}
_AFFECTED_TEXT = re.compile(r"(?:\b(\d+)\s+rows?\s+(?:affected|inserted|deleted|changed)|"
                            r"(?:affected[_ ]rows|rows[_ ]affected|row ?count|changes)\s*[:=]\s*(\d+))", re.IGNORECASE)


def is_read(sql: str) -> bool:
    return bool(_READ.match(sql)) and ";" not in sql.strip().rstrip(";")


def _one_int(value: Any) -> int | None:
    """The single integer of a one-row, one-column result (``[{'n': 42}]``, ``{"count": 42}``, ``42``)."""
    for _ in range(4):  # {"rows": [{"total": 57}]}, [(212,)], [{'n': 42}]
        if isinstance(value, (list, tuple)) and len(value) == 1:
            value = value[0]
        elif isinstance(value, dict) and len(value) == 1:
            value = next(iter(value.values()))
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    return None


def _affected(value: Any, text: str) -> int | None:
    if isinstance(value, list) and len(value) == 1:
        value = value[0]
    if isinstance(value, dict):
        for k, v in value.items():
            if k.lower() in _AFFECTED_KEYS and isinstance(v, int) and not isinstance(v, bool):
                return v
        return None
    m = _AFFECTED_TEXT.search(text[:300])
    return int(m.group(1) or m.group(2)) if m else None


def _literal(tok: str) -> str:
    """One spelling per value: ``'run'`` -> ``run``, ``3.0`` -> ``3``, ``TRUE`` -> ``1``."""
    t = tok.strip()
    if t.startswith("'") and t.endswith("'") and len(t) >= 2:
        return "'" + t[1:-1].replace("''", "'")
    low = t.lower()
    if low in ("true", "false"):
        return "1" if low == "true" else "0"
    try:
        f = float(t)
    except ValueError:
        return t
    return str(int(f)) if f.is_integer() else str(f)


def conditions(where_: str | None) -> Cond | None:
    """A WHERE of equalities joined by AND as (column, value) pairs; an empty set for no WHERE; None for any
    other condition (OR, ranges, IN, functions, subqueries)."""
    if where_ is None or not where_.strip():
        return frozenset()
    if re.search(r"\b(?:or|not|in|like|between|is|exists|select)\b|[<>!()]", where_, re.IGNORECASE):
        return None
    out = set()
    for part in re.split(r"\s+and\s+", where_.strip(), flags=re.IGNORECASE):
        m = _EQUALITY.match(part)
        if m is None:
            return None
        out.add((m.group(1).lower(), _literal(m.group(2))))
    if len({c for c, _v in out}) != len(out):
        return None  # a = 1 AND a = 2
    return frozenset(out)


def _tuples(text: str) -> list[list[str]] | None:
    """The rows of ``VALUES (...), (...)`` as literal spellings (None when a value is not a plain literal)."""
    rows: list[list[str]] = []
    i, n = 0, len(text)
    while i < n:
        while i < n and text[i] in " \t\n,":
            i += 1
        if i >= n:
            break
        if text[i] != "(":
            return None
        i += 1
        row: list[str] = []
        tok = ""
        while i < n and text[i] != ")":
            ch = text[i]
            if ch == "'":
                j = i + 1
                while j < n and not (text[j] == "'" and (j + 1 >= n or text[j + 1] != "'")):
                    j += 2 if text[j] == "'" else 1
                tok += text[i:j + 1]
                i = j + 1
                continue
            if ch == ",":
                row.append(tok)
                tok = ""
            else:
                tok += ch
            i += 1
        if i >= n:
            return None
        row.append(tok)
        i += 1
        if not all(re.fullmatch(_LITERAL + "|null", t.strip(), re.IGNORECASE) for t in row):
            return None
        rows.append([_literal(t) for t in row])
    return rows or None


def inserted_matching(sql: str, cond: Cond) -> int | None:
    """How many rows of ``INSERT INTO t (cols) VALUES ...`` satisfy every equality of ``cond`` (None when the
    statement names no columns, a condition's column is not among them, or a value is not a literal)."""
    m = _VALUES.match(sql)
    if m is None:
        return None
    cols = [c.strip().strip('"`[]').lower() for c in m.group("cols").split(",")]
    rows = _tuples(m.group("rows"))
    if rows is None or any(len(r) != len(cols) for r in rows) or any(c not in cols for c, _v in cond):
        return None
    return sum(all(r[cols.index(c)] == v for c, v in cond) for r in rows)


class RowCounts:
    def __init__(self) -> None:
        # (table, WHERE equalities) -> the count expected now, and why
        self.counts: dict[tuple[str, Cond], tuple[int, Fact]] = {}

    def other_write(self) -> None:
        """A write the ledger cannot read (another tool): any count may have moved."""
        self.counts.clear()

    def observe(self, step: int, tool: str, sql: str, value: Any, text: str, err: bool) -> list[WorldWarning]:
        if err:
            return []
        m = _COUNT.match(sql)
        if m:
            got = _one_int(value)
            cond = conditions(m.group("where"))
            if got is None or cond is None:
                return []
            table = m.group(2).lower()
            shown = f"COUNT(*) FROM {table}" + (f" WHERE {' AND '.join(f'{c} = {v}' for c, v in sorted(cond))}"
                                                 if cond else "")
            before = self.counts.get((table, cond))
            self.counts[(table, cond)] = (got, Fact(step, f"{tool}: {shown} = {got}"))
            if before is not None and before[0] != got:
                want, fact = before
                return [warn("terminal.count", "error", step,
                             f"{shown} should be {want} ({fact.text} at {where(fact)}), but it now says {got}",
                             text=f"{sql.strip()} -> {got}", earlier=fact, table=table)]
            return []
        if is_read(sql):
            return []
        one = ";" not in sql.strip().rstrip(";")
        ins, dele, upd = _INSERT.match(sql), _DELETE.match(sql), _UPDATE.match(sql)
        hit = ins or dele or upd
        target = hit.group(1).lower() if one and hit is not None else None
        keep = {k: v for k, v in self.counts.items() if k[0] == target} if target else {}
        self.counts.clear()  # a write to one table may move others (triggers, cascades)
        if not keep:
            return []
        if ins and re.search(r"\bon\s+conflict\b|\bor\s+(?:replace|ignore)\b|\bon\s+duplicate\b", sql,
                             re.IGNORECASE):
            return []
        n = None if upd else _affected(value, text)
        if not upd and n is None:
            return []
        where_m = _WHERE_TAIL.search(sql) if (dele or upd) else None
        own = conditions(where_m.group("where") if where_m else None)
        set_m = _SET.search(sql) if upd else None
        set_cols = {c.lower() for c in re.findall(r"(\w+)\s*=", set_m.group("set"))} if set_m else None
        for (table, cond), (old, _fact) in keep.items():
            new: int | None = None
            if upd:
                if not cond:
                    new = old
                elif set_cols is not None and not (set_cols & {c for c, _v in cond}):
                    new = old  # the rows it changed still meet (or miss) the count's condition as before
            elif ins:
                if not cond:
                    new = old + n  # type: ignore[operator]
                else:
                    k = inserted_matching(sql, cond)
                    rows = _VALUES.match(sql)
                    if k is not None and rows is not None and len(_tuples(rows.group("rows")) or []) == n:
                        new = old + k
            elif not cond:  # a DELETE, and the count of every row
                new = old - n  # type: ignore[operator]
            elif own is not None:
                if cond <= own:
                    new = old - n  # type: ignore[operator]
                elif any(c == c2 and v != v2 for c, v in cond for c2, v2 in own):
                    new = old  # it deleted rows the count does not count
            if new is not None:
                what = "updated rows" if upd else f"{'inserted' if ins else 'deleted'} {n}"
                self.counts[(table, cond)] = (new, Fact(step, f"{what} after {old}"))
        return []
