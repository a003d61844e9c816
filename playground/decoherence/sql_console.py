"""SQL clients in a terminal (``psql``, ``mysql``, ``sqlite3``): table row counts follow the writes, transactions
included.

The rule is the one mcp_sql.RowCounts keeps: a ``COUNT(*)`` (with no WHERE, or a WHERE of
equalities) comes back the same while nothing wrote the table, and moves by exactly the rows an INSERT or
DELETE reports. This module reads a console screen into statements and what each printed (an aligned table,
a ``+---+`` box or a bare value; a ``INSERT 0 212`` / ``DELETE 3`` tag or ``Query OK, 3 rows affected``), and
adds what a console has that a tool call has not:

- transactions: after ``BEGIN``, a ``ROLLBACK`` puts every count back to what it was at ``BEGIN`` (the writes
  inside are undone); ``COMMIT``/``END`` keeps them; a ``ROLLBACK`` with no ``BEGIN`` seen, a savepoint, or a
  failed transaction forgets them all;
- one ledger per database (psql's prompt names it, ``-d``/a positional name on the command line);
- one-shot runs from the shell (``psql -d crm -c 'SELECT ...'``, ``mysql -e``, ``sqlite3 app.db 'SELECT ...'``);
- anything the reader cannot follow (several statements on one line, ``\\i``/``\\copy``/``source``, a write
  with no figure, a program run from the shell that may write the database) forgets.
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass, field
from typing import Any

from playground.decoherence.mcp_sql import RowCounts
from playground.world.warning_records import WorldWarning

CLIENTS = {"psql", "mysql", "mariadb", "sqlite3"}
# psql: "crm=>", "crm=#", "crm=*>" (in a transaction), "crm=!>" (failed one), "crm->" (continued); mysql/sqlite
_PROMPT = re.compile(r"^(?:(?P<db>[A-Za-z_][\w$-]*)(?P<mark>=[*!]?|-|'|\()[>#]|mysql>|MariaDB \[(?P<my>[^\]]*)\]>|"
                     r"sqlite>|\s+->|\s+\.\.\.>)\s?(?P<sql>.*)$")
_BORDER = re.compile(r"^[\s+\-=|]+$")
_FOOTER = re.compile(r"^\(\d+ rows?\)$|^\d+ rows? in set\b|^Empty set\b|^Time: ", re.IGNORECASE)
_TAG = re.compile(r"^(?:INSERT \d+ (?P<ins>\d+)|(?:DELETE|UPDATE|MERGE|COPY) (?P<n>\d+))$")
_MYSQL_OK = re.compile(r"^Query OK, (\d+) rows? affected", re.IGNORECASE)
_ERROR = re.compile(r"^(?:ERROR|Error|Parse error|Runtime error)\b|^psql: error")
_BEGIN = re.compile(r"^\s*(?:begin|start\s+transaction)\b(?:\s+(?:transaction|work))?\s*;?\s*$", re.IGNORECASE)
_COMMIT = re.compile(r"^\s*(?:commit|end)(?:\s+(?:transaction|work))?\s*;?\s*$", re.IGNORECASE)
_ROLLBACK = re.compile(r"^\s*(?:rollback|abort)(?:\s+(?:transaction|work))?\s*;?\s*$", re.IGNORECASE)
_READ_META = re.compile(r"^\\(?:d\S*|l\+?|dt\S*|conninfo|timing|x|pset|echo|\?|h|encoding|q|c(?:onnect)?\b)")
_DOT_READS = re.compile(r"^\.(?:tables|schema|headers|mode|width|databases|indexes|show|help|quit|exit)\b")


def one_value(lines: list[str]) -> Any:
    """The single value of a one-row, one-column result as a client prints it (None for anything else): psql's
    aligned table (header, dashes, value, ``(1 row)``), mysql's box, or sqlite3's bare value."""
    body = [ln for ln in lines if ln.strip() and not _FOOTER.match(ln.strip())]
    bordered = any(_BORDER.match(ln) for ln in body)
    rows = [ln.strip().strip("|").strip() for ln in body if not _BORDER.match(ln)]
    if bordered:
        rows = rows[1:]  # the header
    if len(rows) != 1 or "|" in rows[0] or not re.fullmatch(r"-?\d+", rows[0]):
        return None
    return [{"n": int(rows[0])}]


def affected(lines: list[str]) -> dict[str, int] | None:
    """The rows a write changed, from psql's command tag or mysql's ``Query OK`` line."""
    for ln in lines:
        s = ln.strip()
        m = _TAG.match(s)
        if m:
            return {"rowcount": int(m.group("ins") or m.group("n"))}
        m2 = _MYSQL_OK.match(s)
        if m2:
            return {"rowcount": int(m2.group(1))}
    return None


def _one_statement(sql: str) -> bool:
    return ";" not in re.sub(r"'(?:[^']|'')*'", "''", sql).strip().rstrip(";")


@dataclass
class _Db:
    rows: RowCounts = field(default_factory=RowCounts)
    at_begin: dict[Any, Any] | None = None  # the counts when the open transaction began


@dataclass
class SqlConsoles:
    """Row counts per database, fed by console screens and one-shot client runs."""

    dbs: dict[str, _Db] = field(default_factory=dict)
    current: str = "?"  # the database the open console talks to

    def forget(self) -> None:
        """Something the reader cannot follow may have written any database."""
        self.dbs.clear()

    def _db(self, name: str) -> _Db:
        return self.dbs.setdefault(name, _Db())

    def statement(self, step: int, db: str, sql: str, out: list[str]) -> list[WorldWarning]:
        """One statement and what it printed."""
        d = self._db(db)
        s = sql.strip()
        if not s or _READ_META.match(s) or _DOT_READS.match(s):
            return []
        if s.startswith(("\\", ".")) or not _one_statement(s):
            d.rows.other_write()  # \i file, \copy, .read, .import, several statements: unknown effects
            d.at_begin = None
            return []
        if any(_ERROR.match(ln.strip()) for ln in out):
            if d.at_begin is not None:  # an error inside a transaction aborts it (psql) or not (mysql): unsure
                d.rows.other_write()
                d.at_begin = None
            return []
        if _BEGIN.match(s):
            d.at_begin = dict(d.rows.counts)
            return []
        if _COMMIT.match(s):
            d.at_begin = None
            return []
        if _ROLLBACK.match(s):
            d.rows.counts = dict(d.at_begin) if d.at_begin is not None else {}
            d.at_begin = None
            return []
        if re.match(r"^\s*(?:savepoint|release|rollback\s+to|set|use|attach|detach|vacuum|analyze|create|drop|"
                    r"alter|truncate|copy|call|do|lock)\b", s, re.IGNORECASE):
            d.rows.other_write()
            d.at_begin = None if not re.match(r"^\s*(?:set|lock)\b", s, re.IGNORECASE) else d.at_begin
            return []
        value = one_value(out) if re.match(r"^\s*select\b", s, re.IGNORECASE) else affected(out)
        text = "\n".join(out)
        found = d.rows.observe(step, db, s, value, text, False)
        return found

    def screen(self, step: int, observation: str) -> list[WorldWarning]:
        """A console screen: every prompt line with a statement, and the lines up to the next prompt."""
        found: list[WorldWarning] = []
        stmt: tuple[str, str] | None = None  # (database, text so far)
        out: list[str] = []
        for ln in observation.split("\n"):
            m = _PROMPT.match(ln)
            if m is None:
                out.append(ln)
                continue
            cont = m.group("mark") in ("-", "'", "(") or ln.startswith(" ")
            if cont and stmt is not None and not out:
                stmt = (stmt[0], stmt[1] + " " + m.group("sql"))
                continue
            if stmt is not None:
                found += self.statement(step, stmt[0], stmt[1], out)
            db = m.group("db") or m.group("my") or ("sqlite" if ln.startswith("sqlite>") else self.current)
            if m.group("db") or m.group("my"):
                self.current = db
            stmt, out = (db, m.group("sql")), []
        if stmt is not None and stmt[1].strip():
            found += self.statement(step, stmt[0], stmt[1], out)
        return found

    def one_shot(self, step: int, argv: list[str], out: list[str]) -> list[WorldWarning] | None:
        """``psql -d crm -c 'SQL'``, ``mysql shop -e 'SQL'``, ``sqlite3 app.db 'SQL'``: the statement and its
        output (None when the run is not one of these: an interactive session, a script file)."""
        name = posixpath.basename(argv[0]) if argv else ""
        args = argv[1:]
        if name not in CLIENTS:
            return None
        sql: str | None = None
        db: str | None = None
        i = 0
        operands: list[str] = []
        while i < len(args):
            a = args[i]
            if a in ("-c", "--command", "-e", "--execute") and i + 1 < len(args):
                if sql is not None:
                    return None
                sql, i = args[i + 1], i + 2
                continue
            if a in ("-d", "--dbname", "-D", "--database") and i + 1 < len(args):
                db, i = args[i + 1], i + 2
                continue
            if a in ("-f", "--file") or a.startswith("--file="):
                return None
            if a in ("-U", "-h", "-p", "--username", "--host", "--port", "-u", "-P"):
                i += 2
                continue
            if not a.startswith("-"):
                operands.append(a)
            i += 1
        if name == "sqlite3" and len(operands) == 2 and sql is None:
            db, sql = operands
        elif db is None and operands:
            db = operands[0]
        if sql is None:
            return None
        return self.statement(step, db or "?", sql, out)

    def opened(self, argv: list[str]) -> None:
        """An interactive client started: its prompt names the database from now on."""
        name = posixpath.basename(argv[0]) if argv else ""
        args = argv[1:]
        for i, a in enumerate(args):
            if a in ("-d", "--dbname", "-D", "--database") and i + 1 < len(args):
                self.current = args[i + 1]
                return
        ops = [a for a in args if not a.startswith("-")]
        self.current = ops[0] if ops else ("sqlite" if name == "sqlite3" else "?")
