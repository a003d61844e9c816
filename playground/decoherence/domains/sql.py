"""SQL statements and their results for the fact engine, whoever sends them (an MCP tool's ``query``,
``sqlite3``/``psql``/``mysql`` in a terminal): statements read by effects/sql.py.

- A ``COUNT(*)`` (with its WHERE, or per group of a ``GROUP BY`` column) is a count fact of the table:
  ``Ref(count_kind, "<db> <table>", "<conditions>")``. A later INSERT, DELETE or UPDATE of the table gives
  the count the value it must have now (set, so that a read-back that differs is a reverted value) when the
  arithmetic is known (effects/sql.py ``count_after``), else touches it.
- A plain SELECT's rows with an ``id`` column are row facts keyed by it; ``UPDATE t SET col = literal
  WHERE id = literal`` sets what the row must read back, ``DELETE ... WHERE id = literal`` deletes it, any
  other write of the table touches its rows.
- A statement of unknown effect touches everything (what the caller did before this reader).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from playground.decoherence.effects.sql import (
    AFFECTED_FIELDS,
    AFFECTED_LINE,
    READ_META,
    STATEMENT_WORDS,
    Statement,
    count_after,
    parse,
    split_statements,
)
from playground.decoherence.engine import Reading
from playground.decoherence.engine.model import EVERYTHING, Fact, FactClass, Quote, Ref, Selector, Write
from playground.decoherence.structured import attr_class, envelope_text
from playground.decoherence.views.text_records import table_records

# statements that change no rows
HARMLESS = frozenset({"begin", "commit", "end", "vacuum", "analyze", "reindex", "checkpoint", "set",
                      "savepoint", "release", "create", "grant", "listen", "notify"})
_ROW_KEYS = ("id",)
_CLASSES: dict[str, FactClass] = {"identity": "identity", "state": "state", "soft": "soft"}
_ERROR = ("error", "parse error", "runtime error", "no such", "syntax error", "failed", "permission denied")


def _where_key(conds: frozenset[str]) -> str:
    return " and ".join(sorted(conds)) or "*"


@dataclass
class SqlBook:
    """What the session knows of a database's counts: (scope, conditions) -> rows they match now."""

    count_kind: str = "count"
    row_kind: str = "row"
    counts: dict[tuple[str, frozenset[str]], int] = field(default_factory=dict)
    # the columns read of each table: an UPDATE that names its columns leaves the others as they were
    columns: dict[str, frozenset[str]] = field(default_factory=dict)
    # (table, column, value) -> the id of the one row read with that value ("" once two rows showed it): a write
    # of one row (its result says so) that names it by that column's value names that row
    named: dict[tuple[str, str, str], str] = field(default_factory=dict)

    def snapshot(self) -> tuple[dict[Any, Any], ...]:
        return dict(self.counts), dict(self.columns), dict(self.named)

    def restore(self, saved: tuple[dict[Any, Any], ...]) -> None:
        self.counts, self.columns, self.named = (dict(x) for x in saved)

    def _scope(self, db: str, table: str) -> str:
        return f"sql {db} {table}".replace("  ", " ")

    # ------------------------------------------------------------ writes

    def writes(self, db: str, stmt: Statement, affected: int | None, failed: bool, q: Quote) -> list[Write]:
        """What one statement wrote."""
        if stmt.op == "select":
            return []
        if stmt.op == "other" or stmt.table is None:
            return [Write(EVERYTHING, "touch", q)]
        scope = self._scope(db, stmt.table)
        # its rows first: a count it gives a value lives beside them (in a terminal, as the same kind)
        out: list[Write] = self._row_writes(scope, stmt, failed, q, affected)
        for (s, where), before in sorted(self.counts.items(), key=lambda kv: (kv[0][0], sorted(kv[0][1]))):
            if s != scope:
                continue
            ref = Ref(self.count_kind, scope, _where_key(where))
            after = None if failed else count_after(stmt, where, before, affected)
            if after is None:
                del self.counts[(s, where)]
                out.append(Write(Selector.of(ref), "touch", q))
            else:
                self.counts[(s, where)] = after
                out.append(Write(Selector.of(ref), "update", q, (("rows", str(after)),)))
        # counts read under conditions the session does not follow any more
        if failed:
            out.append(Write(Selector(kind=self.count_kind, scope=scope), "touch", q))
        return out

    def _row_writes(self, scope: str, stmt: Statement, failed: bool, q: Quote, affected: int | None) -> list[Write]:
        if stmt.op == "insert":
            return []  # new rows; the rows there stay as they were
        key = self._row_key(stmt, scope, affected)
        if key is None or failed:
            return [Write(Selector(kind=self.row_kind, scope=scope), "touch", q)]
        ref = Ref(self.row_kind, scope, key)
        if stmt.op == "delete":
            return [Write(Selector.of(ref), "delete", q)]
        sets = tuple((c, _unquote(v)) for c, v in stmt.sets.items() if v is not None)
        return [Write(Selector.of(ref), "update", q, sets, keeps=self.columns.get(scope, frozenset()) - set(stmt.sets))]

    def _row_key(self, stmt: Statement, scope: str, affected: int | None) -> str | None:
        if stmt.where is None or len(stmt.where) != 1:
            return None
        (cond,) = stmt.where
        col, _, lit = cond.partition(" = ")
        if not lit:
            return None
        if col in _ROW_KEYS:
            return _unquote(lit)
        if affected != 1:  # a value names a row only when the write says it reached exactly one
            return None
        return self.named.get((scope, col, _unquote(lit))) or None

    # ------------------------------------------------------------ readings

    def count_read(self, db: str, stmt: Statement, n: int, q: Quote, group: str | None = None) -> Fact | None:
        """A count a SELECT showed (of one group: ``group`` is its column's value)."""
        if stmt.table is None or stmt.where is None:
            return None
        where = stmt.where
        if group is not None:
            if stmt.group_by is None:
                return None
            where = where | {f"{stmt.group_by} = {_quote(group)}"}
        elif stmt.group_by is not None:
            return None
        scope = self._scope(db, stmt.table)
        self.counts[(scope, where)] = n
        return Fact(Ref(self.count_kind, scope, _where_key(where)), "rows", str(n), "state", q)

    def rows_read(self, db: str, stmt: Statement, rows: list[dict[str, Any]], q: Quote) -> list[Fact]:
        """A plain SELECT's rows: each row with an ``id`` column, its other columns."""
        if stmt.table is None or not stmt.plain:
            return []
        scope = self._scope(db, stmt.table)
        facts = []
        for row in rows:
            low = {str(k).casefold(): v for k, v in row.items()}
            if stmt.columns is not None:  # a join: only the keyed table's own columns, under their names
                low = {stmt.columns[k]: v for k, v in low.items() if k in stmt.columns}
            key = next((low[k] for k in _ROW_KEYS if k in low), None)
            if not isinstance(key, (str, int)) or isinstance(key, bool):
                continue
            ref = Ref(self.row_kind, scope, str(key))
            self.columns[scope] = self.columns.get(scope, frozenset()) | set(low)
            for col, v in low.items():
                if isinstance(v, (str, int)) and not isinstance(v, bool) and col not in _ROW_KEYS:
                    seen = self.named.get((scope, col, str(v)))
                    self.named[(scope, col, str(v))] = str(key) if seen in (None, str(key)) else ""
            facts.append(Fact(ref, "exists", "present", "exists", q))
            for col, v in low.items():
                cls = _CLASSES.get(attr_class(col))
                if col in _ROW_KEYS or cls is None or isinstance(v, (dict, list, bool)) or v is None:
                    continue
                facts.append(Fact(ref, col, str(v), cls, q))
        return facts

    def read_result(self, db: str, stmt: Statement, value: Any, q: Quote, text: str = "") -> Reading:
        """A SELECT's result given as a list of row objects (JSON, a literal), or as the table a client prints
        (a server that answers with psql's text, in the envelope or bare: ``text``)."""
        rows = value.get("rows") if isinstance(value, dict) else value
        if isinstance(rows, list) and all(isinstance(r, dict) for r in rows):
            return self.read_rows(db, stmt, rows, q)
        shown = _result_text(value) if isinstance(value, (str, dict)) else text
        table = table_records(shown or "", dashed=True)
        if table is None or not table.whole:
            return Reading()
        return self.read_rows(db, stmt, list(table.records), q)

    def read_rows(self, db: str, stmt: Statement, rows: list[dict[str, Any]], q: Quote) -> Reading:
        """A SELECT's rows (from JSON or a client's table): its counts, or a plain SELECT's rows."""
        reading = Reading()
        if stmt.count_name is None:
            reading.facts += self.rows_read(db, stmt, rows, q)
            return reading
        total: int | None = 0
        for row in rows:
            low = {str(k).casefold(): v for k, v in row.items()}
            n = _count(low.get(stmt.count_name))
            if n is None:
                total = None
                continue
            if stmt.group_by is not None:
                g = low.get(stmt.group_by)
                fact = (self.count_read(db, stmt, n, q, str(g))
                        if isinstance(g, (str, int)) and not isinstance(g, bool) else None)
                total = None if fact is None or total is None else total + n
                reading.facts += [fact] if fact else []
            elif len(rows) == 1:
                fact = self.count_read(db, stmt, n, q)
                reading.facts += [fact] if fact else []
        if stmt.group_by is not None and not stmt.limited and total is not None and rows:
            # every group of the WHERE shown: together they are its count
            fact = self.count_read(db, replace(stmt, group_by=None), total, q)
            reading.facts += [fact] if fact else []
        return reading


def _result_text(value: Any) -> str | None:
    """The text a result holds: itself, or an MCP envelope's text (``{"content": [{"type": "text", ...}]}``)."""
    return value if isinstance(value, str) else envelope_text(value) if isinstance(value, dict) else None


def _count(v: Any) -> int | None:
    """A count cell: a JSON integer, or a client's digits."""
    if isinstance(v, int) and not isinstance(v, bool):
        return v
    if isinstance(v, str) and v.strip().isdigit():
        return int(v)
    return None


def _unquote(lit: str) -> str:
    lit = lit.strip()
    if len(lit) >= 2 and lit[0] == lit[-1] == "'":
        return lit[1:-1].replace("''", "'")
    return lit


def _quote(v: str) -> str:
    try:
        float(v)
        return v
    except ValueError:
        return "'" + v.replace("'", "''") + "'"


def affected_of(value: Any, text: str) -> int | None:
    """The rows a write reached, as its result states them (a field, or a client's line)."""
    record = value[0] if isinstance(value, list) and len(value) == 1 else value
    if isinstance(record, dict):
        found = [v for k, v in record.items() if isinstance(k, str) and k.casefold() in AFFECTED_FIELDS
                 and isinstance(v, int) and not isinstance(v, bool)]
        if len(found) == 1:
            return int(found[0])
    # the client's line, in the result's text (an MCP envelope's ``"text": "DELETE 9"``) or the observation's
    inner = _result_text(value)
    for shown in ([inner] if inner else []) + [text]:
        lines = [m for ln in shown.splitlines() if (m := AFFECTED_LINE.match(ln))]
        if len(lines) == 1:
            m = lines[0]
            return int(m.group("a") or m.group("b") or m.group("c"))
    return None


def failed_text(text: str) -> bool:
    head = text.strip().casefold()
    return any(head.startswith(e) or f"\n{e}" in head for e in _ERROR) or '"iserror": true' in head


# words of a tool's name that say it runs SQL, and the arguments that hold the statement
SQL_TOOL_WORDS = frozenset({"query", "sql", "execute", "exec", "statement", "statements"})
SQL_ARGS = ("query", "sql", "statement", "statements")


def one_call(book: SqlBook, db: str, sql: str, value: Any, observation: str,
             q: Quote) -> tuple[list[Write], Reading] | None:
    """One statement sent by a tool call, with its structured result; None when ``sql`` is not one
    statement this reader knows the shape of."""
    stmts = split_statements(sql)
    if len(stmts) != 1:
        return None
    word = stmts[0].split(None, 1)[0].casefold().rstrip(";") if stmts[0].split() else ""
    if word not in STATEMENT_WORDS and not READ_META.match(stmts[0]):
        return None  # another language's query
    stmt = parse(stmts[0])
    if stmt.op == "other" and (word in HARMLESS or READ_META.match(stmts[0])):
        return [], Reading()
    failed = failed_text(observation)
    if stmt.op == "select":
        return [], (Reading() if failed else book.read_result(db, stmt, value, q, observation))
    return book.writes(db, stmt, affected_of(value, observation), failed, q), Reading()


def batch(book: SqlBook, db: str, sql: str, out: list[str], q: Quote) -> tuple[list[Write], Reading]:
    """Statements a client ran in one go, with the lines it printed: each scalar result (a COUNT(*) with
    no GROUP BY, ``changes()``) is one bare number line, in order; read only when every SELECT of the
    batch is one of those."""
    # a client's commands that only show things (READ_META) count as statements that change nothing
    stmts = [("begin" if READ_META.match(s) else s.split(None, 1)[0].casefold(), parse(s))
             for s in split_statements(sql)]
    text = "\n".join(out)
    failed = failed_text(text) or any(ln.strip().casefold().startswith(_ERROR) for ln in out)
    numbers = [int(ln.strip().strip("|│ ").strip()) for ln in out if ln.strip().strip("|│ ").strip().isdigit()]
    scalars = [st for _w, st in stmts if st.op == "select" and (st.affected or st.count_name and not st.group_by)]
    aligned = (not failed and len(numbers) == len(scalars)
               and all(st.op != "select" or st in scalars for _w, st in stmts))
    affected_lines = [m for ln in out if (m := AFFECTED_LINE.match(ln))]
    writes_n = sum(st.op in ("insert", "update", "delete") for _w, st in stmts)
    writes: list[Write] = []
    reading = Reading()
    i = 0
    a = 0
    selects = [st for _w, st in stmts if st.op == "select"]
    if len(selects) == 1 and not failed and not aligned and all(
            st.op == "select" or (st.op == "other" and w in HARMLESS) for w, st in stmts):
        # one SELECT: its rows as the client printed them (psql's aligned table, a ruled or Markdown one)
        shown = table_records(text, dashed=True)
        if shown is not None and shown.whole:
            reading.facts += book.read_rows(db, selects[0], list(shown.records), q).facts
    for k, (word, st) in enumerate(stmts):
        if st.op == "select":
            if aligned and (st.affected or st.count_name):
                n = numbers[i]
                i += 1
                if st.count_name:
                    fact = book.count_read(db, st, n, q)
                    reading.facts += [fact] if fact else []
            continue
        if st.op == "other" and word in HARMLESS:
            continue
        affected = None
        nxt = stmts[k + 1][1] if k + 1 < len(stmts) else None
        if aligned and nxt is not None and nxt.affected:
            affected = numbers[i]
        elif len(affected_lines) == writes_n and st.op != "other":
            m = affected_lines[a]
            affected = int(m.group("a") or m.group("b") or m.group("c"))
        a += st.op in ("insert", "update", "delete")
        writes += book.writes(db, st, affected, failed, q)
    return writes, reading
