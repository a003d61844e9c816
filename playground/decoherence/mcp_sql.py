"""Row counts of database tables behind SQL tools (``read_query``/``write_query``/``query``...).

A ``SELECT COUNT(*) FROM t`` with nothing after the table name counts every row of ``t``. With no
write to ``t`` since, the same count must come back; after an ``INSERT`` or ``DELETE`` whose result
says how many rows it changed, it must have moved by exactly that many. A write whose effect on
the count is unknown (no affected-rows figure, ``INSERT OR REPLACE``, several statements, DDL, a
tool that is not SQL) forgets the counts it may have changed; a write to one table forgets the
other tables too (triggers and cascades).
"""

from __future__ import annotations

import re
from typing import Any

from playground.decoherence.common import Fact, warn, where
from playground.world.warning_records import WorldWarning

_SQL_ARGS = ("query", "sql", "statement", "stmt")
_COUNT = re.compile(r"^\s*select\s+count\s*\(\s*(?:\*|1)\s*\)\s*(?:as\s+\"?(\w+)\"?\s*)?from\s+[\"`\[]?(\w+)[\"`\]]?"
                    r"\s*;?\s*$", re.IGNORECASE)
_READ = re.compile(r"^\s*(?:select|with|pragma|explain|show|describe)\b", re.IGNORECASE)
_INSERT = re.compile(r"^\s*insert\s+into\s+[\"`\[]?(\w+)", re.IGNORECASE)
_DELETE = re.compile(r"^\s*delete\s+from\s+[\"`\[]?(\w+)", re.IGNORECASE)
_UPDATE = re.compile(r"^\s*update\s+[\"`\[]?(\w+)", re.IGNORECASE)
_AFFECTED_KEYS = {"affected_rows", "rows_affected", "rowcount", "row_count", "changes", "affectedrows",
                  "rowsaffected", "inserted", "deleted", "count"}
_AFFECTED_TEXT = re.compile(r"(?:\b(\d+)\s+rows?\s+(?:affected|inserted|deleted|changed)|"
                            r"(?:affected[_ ]rows|rows[_ ]affected|row ?count|changes)\s*[:=]\s*(\d+))", re.IGNORECASE)


def sql_of(args: dict[str, Any]) -> str | None:
    for k in _SQL_ARGS:
        v = args.get(k)
        if isinstance(v, str) and re.match(r"^\s*(?:select|with|insert|update|delete|replace|create|drop|alter|pragma|"
                                          r"explain|truncate|upsert|merge)\b", v, re.IGNORECASE):
            return v
    return None


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


class RowCounts:
    def __init__(self) -> None:
        self.counts: dict[str, tuple[int, Fact]] = {}  # table -> the count expected now, and why

    def other_write(self) -> None:
        """A write the ledger cannot read (another tool): any count may have moved."""
        self.counts.clear()

    def observe(self, step: int, tool: str, sql: str, value: Any, text: str, err: bool) -> list[WorldWarning]:
        if err:
            return []
        m = _COUNT.match(sql)
        if m:
            got = _one_int(value)
            if got is None:
                return []
            table = m.group(2).lower()
            before = self.counts.get(table)
            self.counts[table] = (got, Fact(step, f"{tool}: COUNT(*) FROM {table} = {got}"))
            if before is not None and before[0] != got:
                want, fact = before
                return [warn("mcp.count", "error", step,
                             f"{table} should hold {want} rows ({fact.text} at {where(fact)}), but "
                             f"COUNT(*) now says {got}", text=f"{sql.strip()} -> {got}", earlier=fact, table=table)]
            return []
        if is_read(sql):
            return []
        one = ";" not in sql.strip().rstrip(";")
        ins, dele, upd = _INSERT.match(sql), _DELETE.match(sql), _UPDATE.match(sql)
        hit = ins or dele or upd
        target = hit.group(1).lower() if one and hit is not None else None
        keep = self.counts.get(target) if target else None
        self.counts.clear()
        if target is None or keep is None:
            return []
        if upd:
            self.counts[target] = keep
            return []
        if ins and re.search(r"\bon\s+conflict\b|\bor\s+(?:replace|ignore)\b|\bon\s+duplicate\b", sql,
                             re.IGNORECASE):
            return []
        n = _affected(value, text)
        if n is None:
            return []
        old, _fact = keep
        new = old + n if ins else old - n
        self.counts[target] = (new, Fact(step, f"{'inserted' if ins else 'deleted'} {n} after {old}"))
        return []
