"""Totals an observation shows next to their parts, in any domain, for the engine's total-mismatch rule.

A simulating model that writes a table with a total row now and then drifts one digit of the total, or
keeps an old total after a part changed. The parts are found from the layout alone, never from what a
tool is:

- a row labelled with a total word (:data:`TOTAL_LABEL`: Total, Subtotal, Sum, Grand total) closes
  its columns: the numbers above it in the same column, back to the start of the table or to an
  earlier total (which stands for the rows above it, so ``Subtotal`` then ``Shipping`` then ``Order
  total`` adds two parts);
- a column named with a total word closes its row: the other columns whose sum every other row of
  the table gives;
- a JSON object's total-named number closes a list of records next to it: one of their number fields;
- an accessibility tree's text stating a subtotal (``Cart Subtotal : $30.48``) closes the list of priced items
  beside it (each item showing one amount, and a quantity of one if any), or a table column of its name.

Tables are read from aligned text columns (``wc -l``, a coverage report, query results; a part belongs
to the total's column when their characters overlap), pipe and tab separated rows, accessibility-tree
tables (rows of cells) and spreadsheet cells named by address (``C9``). Percentages are never parts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Any, Iterator

from playground.decoherence.engine.model import Quote
from playground.decoherence.engine.totals import Number, Total
from playground.decoherence.views.results import json_value

# a label or a column name that says the number is a sum of others
TOTAL_LABEL = re.compile(r"(?i)\b(?:grand[ _-]?)?(?:sub[ _-]?)?totals?\b|\bsum\b|^subtotal|total$")
# a JSON key of a total (amount_total, grand_total, totalAmount), not a count of pages or results
TOTAL_KEY = re.compile(r"(?i)^(?:sub_?)?total(?:_?amount|_?price|_?cost|_?value)?$|^(?:amount|grand)_?total$")
# what a record's total may add or take off besides its items (a record that shows one of these with a value
# has a total that is not its items' sum)
ADJUSTMENTS = re.compile(r"(?i)discount|coupon|tax|vat|fee|shipping|delivery|handling|tip|credit|surcharge|"
                         r"refund|adjust|deposit|promo")
SUBTOTAL_KEY = re.compile(r"(?i)^sub_?total")
_UNITS = {"": 1, "k": 1024, "m": 1024 ** 2, "g": 1024 ** 3, "t": 1024 ** 4}
_NUMBER = re.compile(
    r"^(?P<neg>[-\u2212(])?\s?(?P<cur>[$€£¥])?\s?(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\)?"
    r"\s?(?P<unit>[KMGT](?:i?B)?|(?:USD|EUR|GBP))?$")
_SEPARATOR = re.compile(r"^[\s\-=+|_:~*]+$")
_AX_ROW = re.compile(r"^(\s*)(?:\[[^\]]*\]\s*)?(row|table|grid|treegrid)\b(?:\s+'((?:[^'\\]|\\.)*)')?")
_AX_CELL = re.compile(r"^(\s*)(?:\[[^\]]*\]\s*)?(?:cell|gridcell|columnheader|rowheader)\s+'((?:[^'\\]|\\.)*)'")
_AX_TEXT = re.compile(r"^(\s*)StaticText\s+'((?:[^'\\]|\\.)*)'$")
_ADDRESS = re.compile(r"^([A-Z]{1,3})(\d{1,5})$")
_RANGE = re.compile(r"(?<![\w:])([A-Z]{1,3})(\d{1,5}):([A-Z]{1,3})(\d{1,5})(?![\w:])")
# a spreadsheet's status bar: the sum of the selected cells (LibreOffice, Excel, Google Sheets)
SELECTION_SUM = re.compile(r"\bSum:\s*(?P<n>[-\d][\d,]*(?:\.\d+)?)")


def number(cell: str, start: int = 0) -> Number | None:
    """The number a cell holds (``$1,234.50``, ``(12.00)``, ``850M``), None for text or a percentage."""
    m = _NUMBER.match(cell.strip())
    if m is None:
        return None
    num, unit = m["num"], (m["unit"] or "")
    places = len(num.split(".")[1]) if "." in num else 0
    try:
        value = Decimal(num.replace(",", ""))
    except InvalidOperation:
        return None
    # a size's unit scales it; a currency code (GBP) does not, whatever its first letter
    scale = _UNITS.get(unit[:1].lower(), 1) if unit and unit not in ("USD", "EUR", "GBP") else 1
    # a rounded size (1.2G) stands for anything within half its last digit, and so does a measure printed with
    # four decimals or more (0.13021658): a float cut for display, its parts' sum may be off in the last places
    tol = Decimal(scale) / 2 / (10 ** places) if scale > 1 or places >= 4 else Decimal(0)
    value *= scale
    if m["neg"]:
        value = -value
    return Number(value, cell.strip(), places, tol, (start, start + len(cell)), (m["cur"] or "") + unit[:1])


def totals(text: str, step: int, view: str = "observation") -> list[Total]:
    """Every total ``text`` shows with the parts its layout gives it."""
    low = text.casefold()
    if "total" not in low and "sum" not in low:
        return []  # no total is named: most observations, read at the cost of one scan
    out: list[Total] = []
    tables = [*_text_tables(text), *_cell_tables(text)]
    for rows, named in tables:
        out += _column_totals(rows, named, step, view)
        if named:
            out += _row_totals(rows, step, view)
    stated = _stated(text)
    out += _summed_columns([rows for rows, named in tables if named], stated, step, view)
    out += _listed_subtotals(text, stated, step, view)
    out += _selection_sum(text, step, view)
    value = _json_in(text)
    if value is not None:
        out += list(_json_totals(value, "", step, view))
    # a total its own line calls rounded or approximate ("World total (rounded)", "≈ 1.2M") is no exact sum
    return [t for t in out if not _APPROXIMATE.search(t.quote.text)]


_APPROXIMATE = re.compile(r"(?i)\b(?:rounded|approx(?:\.|imate(?:ly)?)?|estimated?|est\.)(?!\w)|[≈~]\s?\d")


# ------------------------------------------------------------------ tables

# a table: rows of (label, cells by column, line); ``named``: columns are cells (by position or
# address), so a header row names them; else they are character spans of aligned text
Row = tuple[str, dict[Any, Number], str]


def _text_tables(text: str) -> Iterator[tuple[list[Row], bool]]:
    """Blocks of aligned text lines (a blank line ends one), each line split into words and numbers."""
    block: list[Row] = []
    for line in text.split("\n"):
        if not line.strip() or "\t" in line or "|" in line:
            if block:
                yield block, False
            block = []
            continue
        if _SEPARATOR.match(line):
            continue
        cells: dict[Any, Number] = {}
        words = []
        for m in re.finditer(r"\S+(?: \S+)*", line) if "  " in line.strip() else re.finditer(r"\S+", line):
            n = number(m.group(), m.start())
            if n is not None:
                cells[n.span] = n
            elif not m.group().rstrip().endswith("%"):
                words.append(m.group())
        block.append((" ".join(words), cells, line.strip()))
    if block:
        yield block, False


def _cell_tables(text: str) -> Iterator[tuple[list[Row], bool]]:
    """Tables whose cells are marked: pipe or tab separated rows, accessibility-tree rows of cells,
    spreadsheet cells by address."""
    block: list[list[str]] = []
    sheet: dict[int, dict[str, str]] = {}
    for line in text.split("\n"):
        if "\t" in line.strip():  # an inner tab (an accessibility tree's leading tabs are its indentation)
            fields = [f.strip() for f in line.strip().split("\t")]
            if (cell := _addressed(fields)) is not None:
                sheet.setdefault(cell[1], {})[cell[0]] = cell[2]
            block.append(fields)
        elif line.count("|") >= 2 and not _SEPARATOR.match(line):
            block.append([c.strip() for c in line.strip().strip("|").split("|")])
        elif not (line.strip() and _SEPARATOR.match(line)) and block:
            yield _rows(block), True
            block = []
    if block:
        yield _rows(block), True
    if sheet:
        yield [_row(dict(cells)) for _, cells in sorted(sheet.items())], True
    yield from _ax_tables(text)


def _selection_sum(text: str, step: int, view: str) -> list[Total]:
    """A spreadsheet's status bar sum of the selected cells (``Sum: 171`` with ``B2:F6`` in the name box): the
    numbers of the cells in that range that the screen shows."""
    sums = [m for m in SELECTION_SUM.finditer(text)]
    # the selection: a field that holds a range and nothing else (the name box), not a range in a formula
    ranges = {m.groups() for line in text.split("\n") for f in line.strip().split("\t")
              if (m := _RANGE.fullmatch(f.strip())) is not None}
    if len(sums) != 1 or len(ranges) != 1:
        return []
    c1, r1, c2, r2 = next(iter(ranges))
    total = number(sums[0]["n"])
    cells: list[Number] = []
    for line in text.split("\n"):
        cell = _addressed([f.strip() for f in line.strip().split("\t")])
        if cell is None:
            continue
        col, row, shown = cell
        if _column(c1) <= _column(col) <= _column(c2) and int(r1) <= row <= int(r2) and (n := number(shown)):
            cells.append(n)
    if total is None or len(cells) < 2:
        return []
    return [Total(f"selection {c1}{r1}:{c2}{r2}|sum", total, tuple(cells),
                  Quote(step, view, sums[0].group().strip()))]


def _addressed(fields: list[str]) -> tuple[str, int, str] | None:
    """A spreadsheet cell on a tab-separated line: its address (after the first field), then its text:
    (column letters, row number, text)."""
    for i, f in enumerate(fields[1:-1], 1):
        if (m := _ADDRESS.match(f)) is not None:
            return m[1], int(m[2]), fields[i + 1]
    return None


def _column(letters: str) -> int:
    n = 0
    for ch in letters:
        n = n * 26 + ord(ch) - 64
    return n


def _row(cells: dict[Any, str]) -> Row:
    nums = {k: n for k, c in cells.items() if (n := number(c)) is not None}
    label = " ".join(c for k, c in cells.items() if k not in nums and c and not c.endswith("%"))
    return label, nums, " | ".join(c for c in cells.values() if c)


def _rows(block: list[list[str]]) -> list[Row]:
    return [_row(dict(enumerate(cells))) for cells in block]


def _ax_tables(text: str) -> Iterator[tuple[list[Row], bool]]:
    """Tables of an accessibility tree: each ``row`` line's deeper ``cell`` lines are its cells (a cell
    named by its column, with no number, shows its value in a text inside it); a row without cells is read
    from its name, words and numbers in order."""
    table: list[list[str]] = []
    named: list[str] = []  # each row's own name
    row: list[str] | None = None
    depth = cell = -1

    def rows() -> list[Row]:
        return [_row(dict(enumerate(cells))) if cells else _name_row(name) for cells, name in zip(table, named)]

    for line in text.split("\n"):
        m = _AX_ROW.match(line)
        if m and m[2] != "row":
            if table:
                yield rows(), True
            table, named, row, depth = [], [], None, len(m[1])
            continue
        if m and depth >= 0 and len(m[1]) > depth:
            row = []
            table.append(row)
            named.append(m[3] or "")
            continue
        c = _AX_CELL.match(line)
        if c and row is not None:
            row.append(c[2])
            cell = len(c[1])
        elif (t := _AX_TEXT.match(line)) and row and len(t[1]) > cell and not re.search(r"\d", row[-1]):
            row[-1] = t[2]  # a cell named by its column ('Price') shows its value inside it
        elif depth >= 0 and line.strip() and len(line) - len(line.lstrip()) <= depth:
            if table:
                yield rows(), True
            table, named, row, depth = [], [], None, -1
    if table:
        yield rows(), True


def _name_row(name: str) -> Row:
    """A row's name as its cells (``Grand Total $210.19``): its numbers by their order, keyed apart from
    cells by position so that no header names them."""
    words = name.split()
    nums = [n for w in words if (n := number(w)) is not None]
    label = " ".join(w for w in words if number(w) is None and not w.endswith("%"))
    return label, {("n", i): n for i, n in enumerate(nums)}, name


def _header(rows: list[Row], i: int) -> str:
    """The nearest row above ``i`` with no number: the table's header, part of what names a total."""
    for label, cells, _ in reversed(rows[:i]):
        if not cells and label:
            return label
    return ""


def _same_column(cells: dict[Any, Number], col: Any, named: bool) -> Number | None:
    if named:
        return cells.get(col)
    hit = [n for span, n in cells.items() if span[0] < col[1] and col[0] < span[1]]
    return hit[0] if len(hit) == 1 else None


def _column_totals(rows: list[Row], named: bool, step: int, view: str) -> list[Total]:
    out = []
    for i, (label, cells, line) in enumerate(rows):
        if not cells or not TOTAL_LABEL.search(label):
            continue
        for col, total in cells.items():
            parts = []
            for above_label, above, _ in reversed(rows[:i]):
                n = _same_column(above, col, named)
                if n is None:
                    if not above and above_label:
                        break  # a header
                    continue
                parts.append(n)
                if TOTAL_LABEL.search(above_label):
                    break  # an earlier total stands for the rows above it
            if len(parts) >= 2 and all(p.unit == total.unit for p in parts):
                where = col if named else len([s for s in cells if s < col])
                beside = frozenset(abs(n.value) for _, r, _ in rows for n in r.values() if n.places) \
                    - {abs(p.value) for p in (*parts, total)}
                out.append(Total(f"{_header(rows, i)}|{label.casefold()}|{where}", total, tuple(parts),
                                 Quote(step, view, line), beside=beside))
    return out


def _row_totals(rows: list[Row], step: int, view: str) -> list[Total]:
    """A column named as a total: the other columns every other row of the table sums to it."""
    head = next((r for r in rows if not r[1] and r[0]), None)
    if head is None:
        return []
    names = {k: c for k, c in enumerate(head[2].split(" | "))}
    total_cols = [k for k, c in names.items() if TOTAL_LABEL.search(c)]
    data = [r for r in rows if r[1] and not TOTAL_LABEL.search(r[0])]
    out = []
    for tc in total_cols:
        body = [r for r in data if tc in r[1] and len(r[1]) >= 3]
        if len(body) < 4:
            continue
        others = sorted(k for k in body[0][1] if k != tc)
        found = _common_sum(body, tc, others)
        if found is None:
            continue
        cols, wrong = found
        held = len(body) - 1
        r = body[wrong]
        out.append(Total(f"{head[0]}|{names.get(tc, tc)}|row", r[1][tc], tuple(r[1][k] for k in cols),
                         Quote(step, view, r[2]), peers=held))
    return out


def _summed_columns(tables: list[list[Row]], texts: list["Stated"], step: int, view: str) -> list[Total]:
    """A table's column named as a total (a cart's ``Subtotal`` column) whose sum another table of the page, or a
    text of it, states under the same name (the cart's summary: ``Subtotal $136.98``)."""
    out = []
    for i, rows in enumerate(tables):
        head = next((r for r in rows if not r[1] and r[0]), None)
        if head is None:
            continue
        for col, name in enumerate(head[2].split(" | ")):
            if not TOTAL_LABEL.search(name):
                continue
            parts = [r[1][col] for r in rows if col in r[1] and not TOTAL_LABEL.search(r[0])]
            stated = [n for j, other in enumerate(tables) if j != i for label, cells, _ in other
                      if label.casefold() == name.casefold() and len(cells) == 1 for n in cells.values()]
            stated += [t.amount for t in texts if t.label == name.casefold()]
            if len(parts) >= 2 and len(stated) == 1 and all(p.unit == stated[0].unit for p in parts):
                out.append(Total(f"{head[0]}|{name.casefold()}|column", stated[0], tuple(parts),
                                 Quote(step, view, f"{name} {stated[0].shown}")))
    return out


@dataclass(frozen=True)
class Stated:
    """An amount an accessibility tree's text states under a label (``StaticText 'Subtotal $47.46'``, or the
    label's text and then the amount's, side by side): the label case-folded, without its colon."""

    label: str
    amount: Number
    line: int  # the label's line
    indent: int
    text: str


_AX_LINE = re.compile(r"^(\s*)(?:\[[^\]]*\]\s*)?(\w+)(?:\s+'((?:[^'\\]|\\.)*)')?")
_LABELLED = re.compile(r"^(?P<label>[^\d$€£¥]*?[^\W\d_][^\d$€£¥]*?)\s*:?\s+(?P<amount>[-\u2212]?[$€£¥]\s?[\d.,]+)$")


def _stated(text: str) -> list[Stated]:
    lines = text.split("\n")
    out = []
    for i, line in enumerate(lines):
        m = _AX_TEXT.match(line)
        if m is None:
            continue
        said = " ".join(m[2].split())
        whole = _LABELLED.match(said)
        if whole is not None and (n := number(whole["amount"])) is not None:
            out.append(Stated(whole["label"].strip().rstrip(":").strip().casefold(), n, i, len(m[1]), said))
            continue
        after = _AX_TEXT.match(lines[i + 1]) if i + 1 < len(lines) else None
        if number(said) is None and re.search(r"[^\W\d_]", said) and after is not None and len(after[1]) == len(m[1]) \
                and (n := number(after[2])) is not None and n.unit:
            out.append(Stated(said.rstrip(":").strip().casefold(), n, i, len(m[1]), f"{said} {after[2]}"))
    return out


# a field's quantity on a list's item (a spin button's value, "Qty: 2", "· Qty 2 ·"): an item of more than one
# shows a unit price or a line total, which the layout does not say
_QUANTITY = re.compile(r"(?i)\bqty\b'?(?:[^\n]*?\bvalue='(?P<v>\d+)'|:?\s*(?P<n>\d+))")
_ITEM_ROLES = ("listitem", "row", "article")
_LIST_ROLES = ("list", "table", "grid", "rowgroup", "feed")


def _listed_subtotals(text: str, stated: list[Stated], step: int, view: str) -> list[Total]:
    """A subtotal stated beside the list of items it sums (a mini-cart's ``Cart Subtotal : $30.48`` over its items,
    each showing one price): found in the smallest block around the subtotal that holds lists, when one of them
    is a list of priced items: each item shows one amount and no quantity but one."""
    lines = text.split("\n")
    heads = [_AX_LINE.match(ln) for ln in lines]  # each line's role, read once for every subtotal and list
    out = []
    for st in stated:
        if "subtotal" not in st.label or not st.amount.unit:
            continue
        at, indent = st.line, st.indent
        for _ in range(3):  # up to three blocks out
            at = next((j for j in range(at - 1, -1, -1) if lines[j].strip() and _indent(lines[j]) < indent), -1)
            if at < 0:
                break
            indent = _indent(lines[at])
            end = next((j for j in range(at + 1, len(lines)) if lines[j].strip() and _indent(lines[j]) <= indent),
                       len(lines))
            lists = [j for j in range(at + 1, end) if (h := heads[j]) is not None and h[2] in _LIST_ROLES]
            if not lists:
                continue
            priced = [parts for j in lists if (parts := _item_amounts(lines, heads, j, st.amount.unit)) is not None]
            if len(priced) == 1:  # the one list of priced items there (not its menus' or links')
                out.append(Total(f"{st.label}|listed", st.amount, priced[0], Quote(step, view, st.text)))
            break
    return out


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _item_amounts(lines: list[str], heads: list[re.Match[str] | None], at: int,
                  unit: str) -> tuple[Number, ...] | None:
    """Each item of the list on line ``at``: its one amount in ``unit`` (None when an item shows none or
    several, or a quantity other than one; or when the list has fewer than two)."""
    indent = _indent(lines[at])
    items: list[list[str]] = []
    item_indent = -1
    for ln, h in zip(lines[at + 1:], heads[at + 1:]):
        if not ln.strip():
            continue
        own = _indent(ln)
        if own <= indent:
            break
        if h is not None and h[2] in _ITEM_ROLES and (item_indent < 0 or own <= item_indent):
            items.append([])
            item_indent = own
            continue
        if items:
            items[-1].append(ln)
    parts = []
    for item in items:
        body = "\n".join(item)
        if "columnheader" in body:
            continue  # a table's header row
        if any((q["v"] or q["n"]) != "1" for q in _QUANTITY.finditer(body)):
            return None
        amounts = {n.value: n for ln in item if (t := _AX_TEXT.match(ln) or _AX_CELL.match(ln)) is not None
                   for w in re.split(r"\s+·\s+|\s{2,}", t[2]) if (n := number(w)) is not None and n.unit}
        if len(amounts) != 1 or next(iter(amounts.values())).unit != unit:
            return None
        parts.append(next(iter(amounts.values())))
    return tuple(parts) if len(parts) >= 2 else None


def _common_sum(body: list[Row], tc: Any, others: list[Any]) -> tuple[tuple[Any, ...], int] | None:
    """The columns (two or more) whose sum is the total in every row but one, and that row; None when
    some columns give it in every row (no row is wrong), or more than one choice fits."""
    if not 2 <= len(others) <= 8:
        return None
    found = []
    for mask in range(1, 1 << len(others)):
        cols = tuple(k for b, k in enumerate(others) if mask >> b & 1)
        if len(cols) < 2 or any(not all(k in r[1] for k in cols) for r in body):
            continue
        bad = [j for j, r in enumerate(body)
               if sum((r[1][k].value for k in cols), Decimal(0)) != r[1][tc].value]
        if not bad:
            return None
        if len(bad) == 1 and all(any(r[1][k].value for j, r in enumerate(body) if j != bad[0]) for k in cols):
            found.append((cols, bad[0]))
    return found[0] if len(found) == 1 else None


# ------------------------------------------------------------------ JSON

def _json_in(text: str) -> Any:
    s = text.strip()
    start = min((i for i in (s.find("{"), s.find("[")) if i >= 0), default=-1)
    if start < 0:
        return None
    value = json_value(s[start:])
    if isinstance(value, dict) and isinstance(value.get("content"), list):  # an MCP envelope of text
        texts = [c.get("text") for c in value["content"] if isinstance(c, dict)]
        value = json_value(texts[0]) if len(texts) == 1 and isinstance(texts[0], str) else None
    return value


def _as_number(v: Any) -> Number | None:
    if isinstance(v, bool) or not isinstance(v, (int, float, str)):
        return None
    return number(str(v)) if not isinstance(v, float) else number(repr(v))


def _records(v: Any) -> list[dict[str, Any]] | None:
    """A list of records, also inside a list object (``{"object": "list", "data": [...]}``)."""
    if isinstance(v, dict):
        v = next((x for x in v.values() if isinstance(x, list)), None)
    if isinstance(v, list) and len(v) >= 2 and all(isinstance(x, dict) for x in v):
        return v
    return None


def _scalars(record: dict[str, Any]) -> Iterator[Any]:
    """The record's own values and those of the records it holds (not of its lists)."""
    for v in record.values():
        if isinstance(v, dict):
            yield from (x for x in v.values() if not isinstance(x, (dict, list)))
        elif not isinstance(v, list):
            yield v


def _pairs(record: dict[str, Any], lists: list[tuple[str, list[dict[str, Any]]]]) -> Iterator[tuple[str, Any]]:
    """The record's keys and values, and its items'."""
    yield from record.items()
    for _, recs in lists:
        for r in recs:
            yield from r.items()


def _json_totals(value: Any, path: str, step: int, view: str, depth: int = 0) -> Iterator[Total]:
    if depth > 6:
        return
    if isinstance(value, list):
        for v in value[:200]:
            yield from _json_totals(v, f"{path}[]", step, view, depth + 1)
        return
    if not isinstance(value, dict):
        return
    lists = [(k, recs) for k, v in value.items() if (recs := _records(v)) is not None]
    beside = frozenset(abs(n.value) for v in _scalars(value) if (n := _as_number(v)) is not None)
    adjusted = any(ADJUSTMENTS.search(str(k)) and v not in (None, 0, "0", "", [], {}, False)
                   for k, v in _pairs(value, lists))
    for key, v in value.items():
        total = _as_number(v) if TOTAL_KEY.match(str(key)) else None
        if total is None:
            continue
        for lk, recs in lists:
            fields = set.intersection(*(set(r) for r in recs))
            for f in sorted(fields):
                parts = [_as_number(r[f]) for r in recs]
                if all(p is not None and p.unit == total.unit for p in parts):
                    yield Total(f"{path}.{key}|{lk}[].{f}", total, tuple(p for p in parts if p is not None),
                                Quote(step, view, f'"{key}": {v}'), beside=beside - {abs(total.value)},
                                adjusted=adjusted and not SUBTOTAL_KEY.match(str(key)),
                                sure=bool(SUBTOTAL_KEY.match(str(key))))
    for k, v in value.items():
        if isinstance(v, (dict, list)):
            yield from _json_totals(v, f"{path}.{k}", step, view, depth + 1)
