"""SQL statements read as effects: which table a statement reads or writes, the conditions of its WHERE,
the rows an INSERT gives, the values an UPDATE sets. One small reader for every way a statement reaches a
database (an MCP tool's ``query`` argument, ``sqlite3 db "..."``, ``psql -c``, ``mysql -e``).

Only plain statements are understood: one table, a WHERE that is a conjunction (``AND`` only, no ``OR``,
no sub-select), ``INSERT ... VALUES`` with literal tuples, ``UPDATE ... SET col = literal``. Anything else is
``op == "other"`` (a statement of unknown effect) or, for a read, a read of nothing known. A SELECT over
joined tables is read as the rows of the one table whose id it shows (``c.id``), with only that table's own
plain columns.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

# statement words: what the first word of a statement says it does
READ_WORDS = frozenset({"select", "with", "show", "explain", "describe", "desc", "pragma", "values"})
WRITE_WORDS = {"insert": "insert", "replace": "other", "update": "update", "delete": "delete"}
# every word a statement of a SQL dialect starts with: a text that starts otherwise is another language's query (a
# metrics query `p95:trace.http.request{service:checkout}`, a search's words), not a statement
STATEMENT_WORDS = READ_WORDS | WRITE_WORDS.keys() | frozenset({
    "create", "drop", "alter", "truncate", "merge", "upsert", "grant", "revoke", "begin", "commit", "end",
    "rollback", "abort", "vacuum", "analyze", "analyse", "reindex", "checkpoint", "set", "reset", "savepoint",
    "release", "listen", "notify", "unlisten", "call", "exec", "execute", "copy", "load", "attach", "detach", "do",
    "lock", "unlock", "refresh", "comment", "use", "start", "declare", "prepare", "deallocate", "cluster", "optimize",
    "rename", "flush", "discard", "table", "import", "export", "unload", "put", "get", "remove", "list", "undrop"})
# A client's own commands that only show things (psql's ``\dt``, ``\d products``, sqlite3's ``.tables``,
# ``.schema``): not statements, and they change nothing (``\i``, ``\copy``, ``.import``, ``.read`` are not here)
READ_META = re.compile(r"^(?:\\(?:d[a-zA-Z]*\+?|l\+?|x|timing|conninfo|encoding|echo)|"
                       r"\.(?:tables|schema|indexes|indices|headers|mode|databases|show|width|dbinfo))(?:\s|$)")
# files that hold a database: a command that writes one (or files it cannot name) may change any table's rows
DATABASE_FILE = re.compile(r"\.(?:db|sqlite3?|duckdb)(?:-wal|-journal)?$", re.IGNORECASE)
# what a client prints after a write, the rows it reached: ``INSERT 0 3`` / ``DELETE 2`` / ``UPDATE 5``
# (psql), ``Query OK, 3 rows affected`` (mysql), ``{"affected_rows": 3}`` / ``changes: 3`` (tools)
AFFECTED_LINE = re.compile(r"^\s*(?:INSERT\s+\d+\s+(?P<a>\d+)|(?:DELETE|UPDATE)\s+(?P<b>\d+)"
                           r"|Query OK,\s*(?P<c>\d+)\s+rows?\s+affected\b.*)\s*$")
AFFECTED_FIELDS = frozenset({"affected_rows", "affectedrows", "rows_affected", "rowsaffected", "changes",
                             "rowcount", "row_count", "count", "changed_rows", "inserted", "deleted", "updated"})
_COUNT = re.compile(r"^count\(\s*(?:\*|1)\s*\)(?:\s+(?:as\s+)?(?P<alias>[\w\"`]+))?$", re.IGNORECASE)
_IDENT = r"[A-Za-z_][\w.]*|\"[^\"]+\"|`[^`]+`"
_EQ = re.compile(rf"^(?P<col>{_IDENT})\s*=\s*(?P<lit>'(?:[^']|'')*'|-?\d+(?:\.\d+)?)$")
_LITERAL = re.compile(r"^(?:'(?:[^']|'')*'|-?\d+(?:\.\d+)?|null|true|false)$", re.IGNORECASE)


@dataclass(frozen=True)
class Statement:
    op: str  # "select", "insert", "update", "delete", "other"
    table: str | None = None
    # the WHERE's conditions, one normalized text each (empty: no WHERE); None: a WHERE not understood
    where: frozenset[str] | None = frozenset()
    count_name: str | None = None  # a SELECT of COUNT(*): the column its result is shown under
    group_by: str | None = None  # a counted SELECT grouped by one column
    rows: tuple[dict[str, str], ...] | None = None  # an INSERT's literal rows (None: not literal)
    sets: dict[str, str | None] = field(default_factory=dict)  # an UPDATE's columns -> literal (None: computed)
    affected: bool = False  # SELECT changes(): prints the rows the statement before reached
    plain: bool = False  # a SELECT of columns of one table (no aggregate, no join)
    # a join's SELECT: the shown columns that are ``table``'s own (header -> column), ``table`` being the one
    # whose id the rows show; None for a SELECT of one table
    columns: dict[str, str] | None = None
    limited: bool = False  # a SELECT with LIMIT: its groups may not be all of them
    unclear: bool = False  # an upsert, a join or a union: how many rows it added or removed is not its result's


def split_statements(text: str) -> list[str]:
    """The statements of ``text``, cut at semicolons outside quotes."""
    out: list[str] = []
    cur: list[str] = []
    quote = ""
    for ch in text:
        if quote:
            quote = "" if ch == quote else quote
        elif ch in "'\"`":
            quote = ch
        elif ch == ";":
            out.append("".join(cur).strip())
            cur = []
            continue
        cur.append(ch)
    out.append("".join(cur).strip())
    return [s for s in out if s]


def _split(text: str, sep: str) -> list[str] | None:
    """``text`` cut at ``sep`` (a comma, or a keyword such as `` and ``) outside quotes and parentheses."""
    parts, depth, quote, start, i = [], 0, "", 0, 0
    low = text.casefold()
    while i < len(text):
        ch = text[i]
        if quote:
            quote = "" if ch == quote else quote
        elif ch in "'\"`":
            quote = ch
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth < 0:
                return None
        elif depth == 0 and low.startswith(sep, i):
            parts.append(text[start:i].strip())
            i += len(sep)
            start = i
            continue
        i += 1
    if depth or quote:
        return None
    parts.append(text[start:].strip())
    return parts


def _name(ident: str) -> str:
    return ident.strip().strip('"`').casefold()


def _conditions(where: str | None) -> frozenset[str] | None:
    if where is None or not where.strip():
        return frozenset()
    text = " ".join(where.split())
    if re.search(r"\bor\b|\bselect\b|\bnot\b|\bexists\b", text, re.IGNORECASE):
        return None
    between = re.sub(r"\bbetween\s+(\S+)\s+and\s+", r"between \1 AND_ ", text, flags=re.IGNORECASE)
    parts = _split(between, " and ")
    if parts is None or not all(parts):
        return None
    return frozenset(_normal(p.replace("AND_", "and")) for p in parts)


def _normal(cond: str) -> str:
    m = _EQ.match(cond.strip())
    if m:
        return f"{_name(m.group('col'))} = {m.group('lit')}"
    return " ".join(cond.split()).casefold()


def equalities(conds: frozenset[str]) -> dict[str, str]:
    """The ``column = literal`` conditions among normalized ones."""
    out = {}
    for c in conds:
        m = _EQ.match(c)
        if m:
            out[m.group("col")] = m.group("lit")
    return out


def literal(v: str) -> str:
    """A literal written one way (``'a'`` and ``'a'``, ``3`` and ``3.0`` alike)."""
    v = v.strip()
    try:
        return repr(float(v))
    except ValueError:
        return v


_SELECT = re.compile(r"^select\s+(?P<cols>.+?)\s+from\s+(?P<table>" + _IDENT + r")(?P<rest>.*)$",
                     re.IGNORECASE | re.DOTALL)
_REST = re.compile(r"^\s*(?:where\s+(?P<where>.+?))?\s*(?:group\s+by\s+(?P<group>.+?))?\s*"
                   r"(?:order\s+by\s+(?P<order>.+?))?\s*(?:limit\s+(?P<limit>.+?))?$", re.IGNORECASE | re.DOTALL)
_INSERT = re.compile(r"^insert\s+(?:or\s+\w+\s+)?into\s+(?P<table>" + _IDENT + r")\s*\((?P<cols>[^)]*)\)\s*"
                     r"values\s*(?P<values>.+)$", re.IGNORECASE | re.DOTALL)
_INSERT_ANY = re.compile(r"^insert\s+(?:or\s+\w+\s+)?into\s+(?P<table>" + _IDENT + r")", re.IGNORECASE)
# MySQL's ``ORDER BY ... LIMIT n`` on a write bounds the rows it reaches (its result says how many), not its WHERE
_ORDER_KEY = r"[\w.\"`]+(?:\s+(?:asc|desc))?"
_BOUND = rf"(?:\s+order\s+by\s+{_ORDER_KEY}(?:\s*,\s*{_ORDER_KEY})*)?(?:\s+limit\s+\d+)?"
_UPDATE = re.compile(r"^update\s+(?P<table>" + _IDENT + r")\s+set\s+(?P<sets>.+?)(?:\s+where\s+(?P<where>.+?))?"
                     + _BOUND + "$", re.IGNORECASE | re.DOTALL)
_DELETE = re.compile(r"^delete\s+from\s+(?P<table>" + _IDENT + r")(?:\s+where\s+(?P<where>.+?))?" + _BOUND + "$",
                     re.IGNORECASE | re.DOTALL)
# clauses that make a statement's effect on a table's rows unknowable from its text (an upsert may insert or replace:
# ``INSERT OR REPLACE``, ``ON CONFLICT``, ``ON DUPLICATE KEY``)
_CLAUSES = re.compile(r"\b(?:join|union|having|on\s+conflict|on\s+duplicate\s+key)\b"
                      r"|^insert\s+or\s+replace\b", re.IGNORECASE)


# a write's trailing RETURNING (Postgres, SQLite): it prints what the write did and changes nothing more
_RETURNING = re.compile(r"\s+returning\s+[^;]*$", re.IGNORECASE)


def parse(stmt: str) -> Statement:
    text = " ".join(stmt.split())
    if text.split(" ", 1)[0].casefold() in WRITE_WORDS:
        text = _RETURNING.sub("", text)
    word = text.split(" ", 1)[0].casefold() if text else ""
    if word in READ_WORDS:
        return _select(text)
    if word not in WRITE_WORDS:
        return Statement("other")
    if _CLAUSES.search(text):
        m = _INSERT_ANY.match(text) or _UPDATE.match(text) or _DELETE.match(text)
        return Statement(WRITE_WORDS[word], _name(m.group("table")) if m else None, None, unclear=True)
    if word == "insert":
        m = _INSERT.match(text)
        if m is None:
            any_ = _INSERT_ANY.match(text)
            return Statement("insert", _name(any_.group("table")) if any_ else None, None)
        return Statement("insert", _name(m.group("table")), rows=_rows(m.group("cols"), m.group("values")))
    if word == "update":
        m = _UPDATE.match(text)
        if m is None:
            return Statement("update", None, None)
        sets: dict[str, str | None] = {}
        for part in _split(m.group("sets"), ",") or []:
            col, eq, val = part.partition("=")
            if not eq:
                return Statement("update", _name(m.group("table")), None)
            sets[_name(col)] = val.strip() if _LITERAL.match(val.strip()) else None
        return Statement("update", _name(m.group("table")), _conditions(m.group("where")), sets=sets)
    if word == "delete":
        m = _DELETE.match(text)
        if m is None:
            return Statement("delete", None, None)
        return Statement("delete", _name(m.group("table")), _conditions(m.group("where")))
    return Statement("other")


def _rows(cols: str, values: str) -> tuple[dict[str, str], ...] | None:
    names = [_name(c) for c in cols.split(",")]
    tuples = _split(values.strip(), ",")
    if tuples is None:
        return None
    rows = []
    for t in tuples:
        t = t.strip()
        if not (t.startswith("(") and t.endswith(")")):
            return None
        cells = _split(t[1:-1], ",")
        if cells is None or len(cells) != len(names):
            return None
        rows.append({n: v for n, v in zip(names, cells) if _LITERAL.match(v)})
    return tuple(rows)


def _select(text: str) -> Statement:
    if re.fullmatch(r"select\s+(?:changes|row_count)\(\)\s*(?:as\s+\w+)?", text, re.IGNORECASE):
        return Statement("select", affected=True)
    m = _SELECT.match(text)
    if m is not None and re.search(r"\bjoin\b", text, re.IGNORECASE) and not text.casefold().startswith("with"):
        return _joined(text)
    if m is None or _CLAUSES.search(text) or text.casefold().startswith("with"):
        return Statement("select", None, None)
    rest = _REST.match(m.group("rest"))
    cols = _split(m.group("cols"), ",")
    if rest is None or cols is None or rest.group("limit") and re.search(r"\boffset\b|,", rest.group("limit"), re.I):
        return Statement("select", _name(m.group("table")), None)
    where = _conditions(rest.group("where"))
    group = rest.group("group")
    counts = [c for c in cols if _COUNT.match(c)]
    count_name = None
    if len(counts) == 1 and not (rest.group("limit") and not group):
        cm = _COUNT.match(counts[0])
        assert cm is not None
        count_name = _name(cm.group("alias")) if cm.group("alias") else counts[0].casefold().replace(" ", "")
    group_col = _name(group) if group and re.fullmatch(_IDENT, group.strip()) else None
    if group and group_col is None:
        count_name = None
    plain = not group and not re.search(r"\(", m.group("cols"))
    return Statement("select", _name(m.group("table")), where, count_name=count_name, group_by=group_col,
                     plain=plain, limited=bool(rest.group("limit")))


def count_after(stmt: Statement, where: frozenset[str], before: int, affected: int | None) -> int | None:
    """How many rows match ``where`` (a count's conditions on ``stmt``'s table) after ``stmt``, when
    ``before`` matched before it and it reached ``affected`` rows; None: unknown."""
    if not where:  # the whole table: a write's stated rows are what it added or removed, whatever its WHERE
        if stmt.op == "update":
            return before
        if affected is not None and not stmt.unclear and stmt.op in ("insert", "delete"):
            return before + affected if stmt.op == "insert" else before - affected
    eqs = equalities(where)
    if stmt.op == "insert":
        if stmt.rows is None:
            return None
        n = 0
        for row in stmt.rows:
            if len(eqs) != len(where):  # a condition other than an equality: cannot tell which rows match
                return None
            if any(c not in row for c in eqs):
                return None
            n += all(literal(row[c]) == literal(v) for c, v in eqs.items())
        if affected is not None and affected != len(stmt.rows):
            return None  # some rows were not inserted (OR IGNORE): which is unknown
        return before + n
    if stmt.where is None:
        return None
    mine = equalities(stmt.where)
    disjoint = any(c in mine and literal(mine[c]) != literal(v) for c, v in eqs.items())
    if stmt.op == "delete":
        if disjoint:
            return before
        if where <= stmt.where and affected is not None:
            return before - affected
        return None
    if stmt.op == "update":
        touched = set(stmt.sets) & {_name(m.group(0)) for c in where if (m := re.match(_IDENT, c))}
        if not touched:
            return before  # it sets no column the count's conditions read
        if disjoint and all(stmt.sets.get(c) is not None and literal(str(stmt.sets[c])) != literal(eqs[c])
                            for c in touched if c in eqs) and len(eqs) == len(where):
            return before  # rows outside the count stay outside it
        if (affected is not None and len(eqs) == len(where) and where - {f"{c} = {eqs[c]}" for c in touched}
                <= stmt.where and all(c in eqs and stmt.sets.get(c) is not None
                                      and literal(str(stmt.sets[c])) != literal(eqs[c]) for c in touched)
                and all(f"{c} = {eqs[c]}" in stmt.where for c in touched)):
            return before - affected  # every row it reached left the count
        return None
    return None


@dataclass(frozen=True)
class Client:
    """How a shell client of a database is given its statements and its database: the options that hold
    the statements, the ones that name the database, every other option that takes a value, and whether
    its operands are ``DB [SQL]`` (sqlite3) or ``[DB]`` (psql, mysql)."""

    sql_flags: frozenset[str]
    db_flags: frozenset[str]
    value_flags: frozenset[str]
    sql_operand: bool


SQL_CLIENTS: dict[str, Client] = {
    "sqlite3": Client(frozenset(), frozenset(), frozenset({"-cmd", "-separator", "-nullvalue", "-newline",
                                                          "-vfs", "-pagecache", "-lookaside", "-mmap"}), True),
    "psql": Client(frozenset({"-c", "--command"}), frozenset({"-d", "--dbname"}),
                   frozenset({"-U", "--username", "-h", "--host", "-p", "--port", "-f", "--file", "-v", "--set",
                              "--variable", "-o", "--output", "-F", "--field-separator", "-R", "-P", "--pset",
                              "-T", "-L", "--log-file"}), False),
    "mysql": Client(frozenset({"-e", "--execute"}), frozenset({"-D", "--database"}),
                    frozenset({"-u", "--user", "-h", "--host", "-P", "--port", "-S", "--socket", "-p",
                               "--defaults-file", "--default-character-set"}), False),
}
SQL_CLIENTS["mariadb"] = SQL_CLIENTS["mysql"]


def client_statements(argv: list[str]) -> tuple[str, str] | None:
    """(database, statements) of a database client's command line, when it names its statements there."""
    if not argv:
        return None
    spec = SQL_CLIENTS.get(argv[0].rsplit("/", 1)[-1])
    if spec is None:
        return None
    db = sql = None
    operands: list[str] = []
    i = 1
    while i < len(argv):
        a = argv[i]
        name, eq, inline = a.partition("=") if a.startswith("--") else (a, "", "")
        value: str | None = inline if eq else None
        takes = None
        if a.startswith("--") or (a.startswith("-") and len(a) == 2) or a in spec.value_flags:
            takes = name
        elif a.startswith("-") and len(a) > 2 and not a.startswith("--"):
            last = "-" + a[-1]  # a cluster (-Atc): its last letter may take the value
            if any(f == a for f in spec.value_flags):
                takes = a
            elif last in spec.sql_flags | spec.db_flags | spec.value_flags:
                takes = last
            elif "-" + a[1] in spec.value_flags | spec.sql_flags | spec.db_flags:
                takes, value = "-" + a[1], a[2:]  # -uroot, -Dshop, -e"..."
        if takes is not None and takes in spec.sql_flags | spec.db_flags | spec.value_flags:
            if value is None:
                if takes == "-p" and spec is SQL_CLIENTS["mysql"]:
                    i += 1  # mysql -p asks for the password: it takes no value of its own
                    continue
                i += 1
                value = argv[i] if i < len(argv) else None
            if takes in spec.sql_flags:
                sql = value
            elif takes in spec.db_flags:
                db = value
        elif not a.startswith("-"):
            operands.append(a)
        i += 1
    if spec.sql_operand:
        if len(operands) >= 2 and sql is None:
            db, sql = operands[0], " ".join(operands[1:])
    elif operands and db is None:
        db = operands[0]
    if sql is None or sql.lstrip().startswith("."):
        return None
    return db or "", sql


_FROM_JOINS = re.compile(r"^select\s+(?P<cols>.+?)\s+from\s+(?P<from>.+?)"
                         r"(?:\s+(?:where|group\s+by|order\s+by|limit)\b.*)?$", re.IGNORECASE | re.DOTALL)
_TABLE_AS = re.compile(rf"(?:^|\bjoin\s+)(?P<table>{_IDENT})(?:\s+(?:as\s+)?(?P<alias>(?!on\b|using\b|join\b|"
                       rf"left\b|right\b|inner\b|full\b|cross\b|natural\b)[A-Za-z_]\w*))?", re.IGNORECASE)
_QUALIFIED = re.compile(rf"^(?P<alias>[A-Za-z_]\w*)\.(?P<col>{_IDENT})(?:\s+(?:as\s+)?(?P<name>{_IDENT}))?$",
                        re.IGNORECASE)


def _joined(text: str) -> Statement:
    """A SELECT over joined tables: the rows are one table's (the one whose ``id`` they show, by its alias:
    ``c.id``) and only its own plain columns are known; the WHERE, counts and the rest are not read."""
    m = _FROM_JOINS.match(" ".join(text.split()))
    cols = _split(m.group("cols"), ",") if m else None
    if m is None or cols is None or re.search(r"\bunion\b|\(\s*select\b", text, re.IGNORECASE):
        return Statement("select", None, None)
    tables = {(t["alias"] or t["table"]).casefold(): _name(t["table"]) for t in _TABLE_AS.finditer(m.group("from"))}
    own: dict[str, dict[str, str]] = {}
    for c in cols:
        q = _QUALIFIED.match(c.strip())
        if q and q["alias"].casefold() in tables:
            own.setdefault(q["alias"].casefold(), {})[_name(q["name"] or q["col"])] = _name(q["col"])
    keyed = [a for a, shown in own.items() if "id" in shown.values()]
    if len(keyed) != 1:
        return Statement("select", None, None)
    return Statement("select", tables[keyed[0]], None, plain=True, columns=own[keyed[0]])
