"""Records in a tool's text result (no JSON): the same records the JSON path reads, from three shapes.

- a head line that names an item with its id in parentheses or brackets, or after ``ID:`` (``Weekly planning
  (4q7k2m9c1v3b8n5x0z6l)``, ``Event created: Sync (r2t4y6u8)``, ``Deck (application/pdf) - ID: 1qR7vWm2``),
  or a list line with its id first in brackets (``- [8123405561] Order seed potatoes — due Friday``) or before
  a colon (``- ENG-1423: Webhook retries hammer endpoints``), then the
  item's ``Field: value`` lines;
- a block of ``Field: value`` lines with the record's own id field (``ID: 1977d2d0`` / ``Subject: ...``), or
  after a list line that is only the record's name (``- Register at the town hall`` / ``  ID: 8481107764``);
- nothing else: a line of another shape after the first record makes the text more than records (``whole``
  False: not a complete listing).

Which fields are the record's own id, which hold its name and which prefixes only say what a call did
are data (the tables below); a record keeps only its id, its name and its identity fields: a text result's
other values (dates in a server's own format, attendee replies) are not compared with what a call set.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from playground.decoherence.views.keyclasses import attr_class
from playground.decoherence.views.text import table

# Field names that hold the record's own id (``Thread ID`` names another thing: its thread)
OWN_ID_FIELDS = frozenset({"id", "uid", "uuid", "key"})
# Field names that hold a record's human name; the head line's text is stored under the first
NAME_FIELDS = ("title", "name", "subject", "summary")
# Words a head line's prefix ends with when it says what the call did, not the item's name
# (``Event created: Sync (id)``, ``Found 4 event(s):``)
DONE_WORDS = frozenset({"created", "updated", "deleted", "added", "removed", "moved", "renamed", "sent", "saved",
                        "scheduled", "modified", "edited", "archived", "restored", "found", "retrieved",
                        "completed", "closed", "reopened", "assigned", "uploaded", "posted", "cancelled",
                        "canceled", "merged", "published"})

# an id: one token of letters, digits, ``_`` or ``-``, at least 6 long, with a digit (``needsAction`` is a word)
_ID = r"(?=[\w-]*\d)[A-Za-z0-9][\w-]{5,}"
_HEAD = re.compile(rf"^\s*(?:[-*]\s+)?(?P<title>\S.*?)\s+(?:\((?:id:\s*)?(?P<a>{_ID})\)|\[(?:id:\s*)?(?P<b>{_ID})\]"
                   rf"|[-–|]\s+id:\s*(?P<c>{_ID}))\s*$", re.IGNORECASE)
# the id first, in brackets, on a list line: ``- [8123405561] Order seed potatoes — due 2025-02-15 — p3``; the
# name is the text up to the first separated detail
_LEAD = re.compile(rf"^\s*(?:[-*]|\d+[.)])\s+\[(?:id:\s*)?(?P<d>{_ID})\]\s+(?P<title>\S.*?)\s*$", re.IGNORECASE)
# a list line that names an item by its id, a colon, then its name: ``- ENG-1423: Webhook retries hammer endpoints``
_KEYED = re.compile(rf"^\s*(?:[-*•]|\d+[.)])\s+(?P<d>{_ID}):\s+(?P<title>\S.*?)\s*$")
# a list line that is only a name, its fields (its id among them) on the lines below
_BULLET = re.compile(r"^\s*[-*•]\s+(?P<title>[^:\s][^:]*?)\s*$")
_DETAIL = re.compile(r"\s+(?:[—–|·]|-{1,2})\s+")
_FIELD = re.compile(r"^\s*(?:[-*]\s+)?\**(?P<k>[A-Za-z][\w ]{0,30}?)\**\s*:\s*\**\s*(?P<v>\S.*?)\s*$")
_PREFIX = re.compile(r"^(?P<p>[A-Za-z][\w ]{0,40}?):\s+(?P<rest>\S.*)$")
_COUNT = re.compile(r"^\s*(?:found\s+)?(?P<n>\d+)\s+[\w()-]+(?:\s+[\w()-]+)?\s*:?\s*$", re.IGNORECASE)


@dataclass(frozen=True)
class TextRecords:
    records: list[dict[str, str]]
    whole: bool  # every line is a record's, a blank line or one line before the first record
    count: int | None  # a total the text states before its records (``Found 4 event(s):``)


def _field(name: str) -> str:
    return "_".join(name.strip().casefold().split())


def _head_title(title: str) -> str:
    """The item's name on a head line, without a prefix that says what the call did (a word of DONE_WORDS)."""
    m = _PREFIX.match(title)
    if m and {w.casefold() for w in m.group("p").split()} & DONE_WORDS:  # "Successfully completed task: X"
        return m.group("rest").strip().strip('"“”')
    return title.strip()


def _pieces(line: str) -> list[str]:
    """A line of several ``Field: value`` pairs (``Created: ... | Updated: ...``) as one line per field."""
    parts = re.split(r"\s+[|·]\s+", line)
    return parts if len(parts) > 1 and all(_FIELD.match(p) for p in parts) else [line]


def text_records(text: str) -> TextRecords | None:
    """The records of a text result (see the module's doc); None when it shows none."""
    records: list[dict[str, str]] = []
    cur: dict[str, str] | None = None
    whole, count, preamble = True, None, 0
    for ln in (piece for line in text.strip().split("\n") for piece in _pieces(line)):
        if not ln.strip():
            cur = None
            continue
        head = _HEAD.match(ln)
        fld = _FIELD.match(ln)
        keyed = _KEYED.match(ln)
        if keyed and not (head or fld):  # the id before the colon is the item's key (its record may have another id)
            cur = {"key": keyed.group("d"), NAME_FIELDS[0]: keyed.group("title")}
            records.append(cur)
            continue
        lead = _LEAD.match(ln)
        bullet = _BULLET.match(ln) if not (head or fld or lead) else None
        if bullet:  # ``- Register at the town hall`` then its indented ``ID: 8481107764`` line
            cur = {NAME_FIELDS[0]: bullet.group("title")}
            records.append(cur)
            continue
        if lead:
            cur = {"id": lead.group("d"), NAME_FIELDS[0]: _DETAIL.split(lead.group("title"), 1)[0].strip()}
            records.append(cur)
            continue
        if head and not (fld and _field(fld.group("k")) in OWN_ID_FIELDS):
            title = head.group("title").strip()
            # ``Deck (application/pdf) - ID: x``: the parenthesis after the name is a detail, not the name
            title = re.sub(r"\s+\([^()]*\)$", "", title) if head.group("c") else title
            cur = {"id": head.group("a") or head.group("b") or head.group("c"), NAME_FIELDS[0]: _head_title(title)}
            records.append(cur)
            continue
        if fld:
            k, v = _field(fld.group("k")), fld.group("v").strip().strip("'\"")
            if k in OWN_ID_FIELDS:
                if cur is None or "id" in cur:
                    cur = {}
                    records.append(cur)
                cur["id"] = v
                continue
            if cur is not None:
                if k in NAME_FIELDS or attr_class(k) == "identity":
                    cur.setdefault(k, v)
                continue
        if not records and preamble == 0:
            preamble += 1
            m = _COUNT.match(ln)
            count = int(m.group("n")) if m else None
            continue
        if records:
            whole = False
        else:
            return None  # prose before any record: not a record result
    records = [r for r in records if re.fullmatch(_ID, r.get("id", r.get("key", "")))]
    return TextRecords(records, whole, count) if records else None


_MD_SEPARATOR = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$")
# psql's aligned output: "  id | email | plan", "-------+-------+------", the rows, "(3 rows)"
_PSQL_SEPARATOR = re.compile(r"^\s*-+(?:\+-+)+\s*$")
_PSQL_FOOTER = re.compile(r"^\s*\((?P<n>\d+) rows?\)\s*$")
# a rule of dashes under a header, one run per column (``sqlite3 -column``, psql's one-column result, sqlcmd)
_DASHED = re.compile(r"^\s*-{2,}(?: +-{2,})*\s*$")


def _cells(line: str) -> list[str]:
    return [re.sub(r"[*`]+", "", c).strip() for c in line.strip().strip("|").split("|")]


def table_records(text: str, dashed: bool = False) -> TextRecords | None:
    """The rows of a text result that is one table, as records named by their columns: a Markdown table
    (``| ID | Title | Status |``, its separator row, its rows) or a fixed-width one under a header of upper-case
    column names (``NAME  DATA  AGE``, what ``kubectl get`` prints); with ``dashed``, also one whose columns
    a rule of dashes marks (a database client's: ``sqlite3 -column``, psql's one column), whatever its header;
    ``whole`` when at most one line (a count, ``Found 3 issues:``) stands outside the table. None when the
    text is not one table."""
    lines = [ln for ln in text.strip().split("\n")]
    ruled = _ruled_records(lines)
    if ruled is not None:
        return ruled
    psql = [i for i, ln in enumerate(lines) if _PSQL_SEPARATOR.match(ln)]
    if len(psql) == 1 and psql[0] >= 1 and "|" in lines[psql[0] - 1]:
        return _psql_records(lines, psql[0])
    rules = [i for i, ln in enumerate(lines) if _DASHED.match(ln)]
    if dashed and len(rules) == 1 and rules[0] >= 1 and "|" not in lines[rules[0] - 1]:
        found = _dashed_records(lines, rules[0])
        if found is not None:
            return found
    seps = [i for i, ln in enumerate(lines) if _MD_SEPARATOR.match(ln) and "|" in ln]
    if len(seps) == 1 and seps[0] >= 1 and lines[seps[0] - 1].strip().startswith("|"):
        at = seps[0]
        head = [_field(h) for h in _cells(lines[at - 1])]
        rows, end = [], at + 1
        while end < len(lines) and lines[end].strip().startswith("|"):
            cells = _cells(lines[end])
            if len(cells) != len(head):
                return None
            rows.append(dict(zip(head, cells)))
            end += 1
        outside = [ln for ln in lines[:at - 1] + lines[end:] if ln.strip()]
    else:
        t = table(lines)
        if t is None:
            return None
        rows = [{_field(k): v for k, v in row.items()} for row in t.rows]
        outside = []
    if not rows or not all(head for head in rows[0]):
        return None
    count = None
    if len(outside) == 1:
        m = _COUNT.match(outside[0])
        count = int(m.group("n")) if m else None
    return TextRecords(rows, len(outside) <= 1, count)


_BORDER = re.compile(r"^\s*\+(?:[-=]+\+)+\s*$")
# the headers of a two-column table that shows one thing's fields (``openstack server show``, PrettyTable)
FIELD_VALUE_HEADERS = frozenset({("field", "value"), ("property", "value"), ("key", "value"), ("name", "value"),
                                 ("attribute", "value")})


def _ruled_records(lines: list[str]) -> TextRecords | None:
    """A table drawn with ``+----+`` rules and ``|`` cells (the MySQL client, OpenStack's and other PrettyTable
    output): its rows under the header; a ``Field | Value`` table is one record of those fields. None for
    anything else, or when a line between the rules is not a row."""
    rules = [i for i, ln in enumerate(lines) if _BORDER.match(ln)]
    if len(rules) < 2 or rules[1] != rules[0] + 2:
        return None
    head = [_field(h) for h in _cells(lines[rules[0] + 1])]
    end = rules[2] if len(rules) > 2 else len(lines)
    body = lines[rules[1] + 1:end]
    if not all(head) or not all(ln.strip().startswith("|") for ln in body):
        return None
    rows = [dict(zip(head, cells)) for ln in body if len(cells := _cells(ln)) == len(head)]
    if len(rows) != len(body):
        return None
    outside = [ln for ln in lines[:rules[0]] + lines[end + 1:] if ln.strip()]
    if tuple(head) in FIELD_VALUE_HEADERS:
        return TextRecords([{_field(r[head[0]]): r[head[1]] for r in rows if r[head[0]]}], len(outside) <= 1, None)
    return TextRecords(rows, len(outside) <= 1, None)


def _psql_records(lines: list[str], at: int) -> TextRecords | None:
    """psql's aligned table: the header above the rule at ``at``, the rows below it up to ``(N rows)``."""
    head = [_field(h) for h in _cells(lines[at - 1])]
    rows, end = [], at + 1
    while end < len(lines) and "|" in lines[end] and not _PSQL_FOOTER.match(lines[end]):
        cells = _cells(lines[end])
        if len(cells) != len(head):
            return None
        rows.append(dict(zip(head, cells)))
        end += 1
    if not all(head):
        return None
    return _closed(lines, at, end, rows)


def _dashed_records(lines: list[str], at: int) -> TextRecords | None:
    """A table whose columns are the runs of the dash rule at ``at`` under the header: each column's cell is
    what a line holds from its run's start to the next run's; the rows run to a blank line or ``(N rows)``."""
    starts = [m.start() for m in re.finditer(r"-+", lines[at])]

    def cut(line: str) -> list[str] | None:
        if line[:starts[0]].strip():
            return None
        cells = [line[a:b].strip() for a, b in zip(starts, [*starts[1:], len(line) + 1])]
        return cells if cells[0] else None

    head = cut(lines[at - 1])
    if head is None or not all(head):
        return None
    rows, end = [], at + 1
    while end < len(lines) and lines[end].strip() and not _PSQL_FOOTER.match(lines[end]):
        cells = cut(lines[end])
        if cells is None:
            return None
        rows.append(dict(zip([_field(h) for h in head], cells)))
        end += 1
    return _closed(lines, at, end, rows) if rows else None


def _closed(lines: list[str], at: int, end: int, rows: list[dict[str, str]]) -> TextRecords | None:
    """A table's rows, the header above the rule at ``at`` and the rows up to ``end``, with the ``(N rows)`` footer
    there (None when it counts otherwise); ``whole`` when at most one line stands outside them."""
    footer = _PSQL_FOOTER.match(lines[end]) if end < len(lines) else None
    if footer is not None and int(footer["n"]) != len(rows):
        return None
    outside = [ln for ln in lines[:at - 1] + lines[end + (footer is not None):] if ln.strip()]
    return TextRecords(rows, len(outside) <= 1, len(rows) if footer is not None else None)
