"""Identifiers anywhere in a text (e-mail addresses, phone numbers, UUIDs, hashes, coded and long numeric
ids), for the engine's identifier-drift rule: a simulating model that copies a long identifier from an
earlier turn now and then swaps two characters or changes one, and no real system shows a near-copy of
an identifier it made unless it is another thing.

The shapes are data (:data:`SHAPES`): how a text writes the identifier, how two spellings of it compare
(a phone number by its digits alone), and which edits of it a copy never shows. A sequence of ids
(orders 1041 and 1042, object ids made one after another) differs in its last characters, so a
one-character change near the end is not judged; a shape whose legitimate neighbours differ anywhere
(a flight code, a file size) is judged only on two swapped digits.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Iterator

from playground.decoherence.engine.model import Quote, Token


@dataclass(frozen=True)
class Shape:
    name: str
    pattern: re.Pattern[str]
    digits: bool = False  # compared by its digits alone
    sub_tail: int | None = None  # a one-character change is judged except in the last N characters; None: never
    sub_digits: bool = True  # a digit changed to another digit is judged (not in a numbered account: user7@)
    swap: str = "any"  # two neighbours swapped are judged: "any" characters, only "digits", or "" never
    stem: str | None = None  # a regex whose group 1 another spelling of the same identifier shares
    swap_lead: bool = True  # a swap of the first digit is judged (not in an amount: $12.40 and $21.40 are two prices)
    # values of the shape that are not identifiers (a Unix time rises by itself)
    not_ids: re.Pattern[str] | None = None
    # judged only while the rest of its cell keeps its numbers: "412 words, 2,618 characters" that becomes
    # "422 words, 2,681 characters" is a count that moved with another, not a copy gone wrong
    alone: bool = False
    # the identity of a thing, never a value it holds: a change of the thing (a click that re-renders its page)
    # makes no near copy of it (:attr:`Token.fixed`)
    fixed: bool = False
    group: int = 0  # the group holding the identifier (its label is not part of it); -1: whichever one matched
    # two characters apart that traded places are judged too: a code of random characters (a hash, a UUID, a
    # booking code) has no other value that close, where a number of a sequence may (orders 1042 and 1240)
    far_swap: bool = False
    # characters of its written form that are no part of its value (a serial's byte separators: "b6:1e:80" is
    # the b61e80 another view prints without them)
    strip: str = ""
    # values given out one after another (orders, tickets): one whose start others of a run share may be the next
    # of the run, not a copy gone wrong. Not phone numbers, nor codes of random characters
    sequence: bool = True
    # judged only with at least this many significant digits: among the many short numbers a page shows, two
    # that are near copies of each other by chance are common (prices 1.98 and 1.89, areas 1,105 and 1,150)
    min_digits: int = 0


# a UUID, in either case (a key that names one thing everywhere)
UUID = re.compile(r"\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b")
SHAPES: tuple[Shape, ...] = (
    Shape("e-mail address", re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}\b"), sub_tail=0,
          sub_digits=False, stem=r"(.+)\.[a-z]{2,}", fixed=True),
    Shape("phone number", re.compile(r"(?<![\w.-])\+?(?:\d{1,3}[ .-])?\(?\d{3}\)?[ .-]\d{3}[ .-]\d{4}(?![\w-])"),
          digits=True, sub_tail=4, fixed=True, sequence=False),
    # an international number, its country code first, in groups of any size ("+44 7700 900417", "+33 6 12 34 56 78")
    Shape("phone number", re.compile(r"(?<![\w.+-])\+\d{1,3}(?:[ .-]\(?\d{1,8}\)?){1,5}(?![\w-])"),
          digits=True, sub_tail=4, fixed=True, sequence=False, min_digits=9),
    Shape("UUID", UUID,
          sub_tail=6, fixed=True, far_swap=True),
    Shape("hash", re.compile(r"\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,12}\b"), sub_tail=1, fixed=True,
          far_swap=True),
    # (in capitals too: a key's fingerprint, a Windows GUID's groups run together)
    Shape("long id", re.compile(r"\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{13,}\b|"
                                r"\b(?=[0-9A-F]*[A-F])(?=[0-9A-F]*\d)[0-9A-F]{16,}\b"), sub_tail=6, fixed=True,
          far_swap=True),
    # a certificate's serial or a key's fingerprint written in bytes or groups ("4f:b6:1e:...", "ABCD 1234 ..."):
    # the same long id as a view that prints it whole
    Shape("long id", re.compile(r"\b[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){7,}\b|\b[0-9A-F]{4}(?: {1,2}[0-9A-F]{4}){7,}\b"),
          sub_tail=6, fixed=True, far_swap=True, strip=": "),
    # a network card's address: the cards of one machine may differ in their last digits only
    # (not six bytes of a longer run: a serial's)
    Shape("MAC address", re.compile(r"(?<![0-9A-Fa-f][:-])\b[0-9A-Fa-f]{2}(?:([:-])[0-9A-Fa-f]{2})"
                                    r"(?:\1[0-9A-Fa-f]{2}){4}\b(?![:-][0-9A-Fa-f])"), sub_tail=2, fixed=True),
    # a paper's arXiv number ("2405.18485", "arXiv:2405.18485v2") and a DOI ("10.1038/s41586-024-07421-0"); the next
    # in a series differs in its last character (RFC 9110 and 9111)
    Shape("arXiv id", re.compile(r"(?<![\d.])(?:0[7-9]|[1-9]\d)(?:0[1-9]|1[0-2])\.\d{4,5}(?![\d.])"), swap="digits",
          sub_tail=1, fixed=True),
    Shape("DOI", re.compile(r"\b10\.\d{4,9}/[-._;()/:A-Za-z0-9]*[A-Za-z0-9]"), sub_tail=1, fixed=True),
    # a running process's id where a label names it ("Main PID: 1187", "MainPID=1187", "pid=4312", "\"Pid\": 28713",
    # an accessibility table's "PID  00000128" cell, a job line "[1] 48213"): a process keeps it while it runs (not
    # fixed: a restart the action may have made gives free numbers, and those lie next to the old ones)
    Shape("process id", re.compile(r"(?i:\b(?:main ?pid|pid|process id)\b)[\"']?[ \t]*[:=]?[ \t]*(\d{3,8})\b|"
                                   r"^\[\d+\][+-]?[ \t]+(\d{3,8})"
                                   r"(?=[ \t]*$|[ \t]+(?:Running|Stopped|Done|Exit|Terminated)\b)",
                                   re.MULTILINE),
          swap="digits", group=-1),
    Shape("coded id", re.compile(r"\b[A-Z][A-Za-z]*[-_#]?\d{3,}(?:[-_]\d+)*\b"), swap="digits", fixed=True),
    # a code of capitals and digits that need not start with a letter (a plate 8KXR251, a booking X7KQ2M)
    Shape("mixed code", re.compile(r"\b(?=(?:[A-Z0-9]*[A-Z]){2})(?=(?:[A-Z0-9]*\d){2})[A-Z0-9]{6,12}\b"), swap="any",
          fixed=True, far_swap=True),
    # a card's or account's last digits behind a mask ("Visa •••• 4812", "ending in 4812", "last4": "4812")
    Shape("masked number", re.compile(r"(?:[•*·]{2,}|\b[xX]{4,})[ -]?(\d{4})\b|(?i:\bending in|\blast ?4\b[\"']?:?)"
                                      r"[ \t]*[\"']?(\d{4})\b"), digits=True, swap="digits", fixed=True, group=-1),
    # a FAT or NTFS volume's serial, its "UUID" in two groups of hex digits (3A6F-91C2)
    Shape("volume serial", re.compile(r"(?<![\w-])(?=[0-9A-F-]*[A-F])[0-9A-F]{4}-[0-9A-F]{4}(?![\w-])"), swap="any",
          far_swap=True, fixed=True, sequence=False),
    # a name with a random tail of letters and digits (a cloud endpoint ep-misty-pine-a5x8n3wt, a sandbox
    # tenant-prod-x7k2q9): another thing of the same name has a tail that differs, but not by a swap
    Shape("named code", re.compile(r"\b[a-z][a-z0-9]*(?:-[a-z][a-z0-9]*)*-(?=[a-z0-9]*[a-z])(?=[a-z0-9]*\d)"
                                   r"[a-z0-9]{5,16}\b(?![-.@])"), swap="any", far_swap=True, fixed=True,
          sequence=False),
    # a host's address (a DHCP renewal gives another one, not its near copy)
    Shape("IP address", re.compile(r"(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.])"), swap="digits"),
    # a number in groups (a ticket 027-2381447209, an order 113-4567890-1234567), not a date
    Shape("grouped number", re.compile(r"(?<![\w.-])\d{2,6}(?:-\d{3,}){1,3}(?![\w.-])"), digits=True, swap="digits",
          fixed=True, min_digits=9),
    # a street address by its house number
    Shape("street address", re.compile(r"\b\d{3,5}\s+(?:[NSEW]\.?\s+)?[A-Z][a-z]+(?:\s[A-Z][a-z]+)?\s(?:St|Street|Ave|"
                                       r"Avenue|Rd|Road|Blvd|Boulevard|Dr|Drive|Ln|Lane|Way|Ct|Court|Pl|Place)\b"),
          swap="digits", fixed=True),
    Shape("number", re.compile(r"(?<![\d.:/-])\d{6,}(?![\d.:/-])"), swap="digits",
          not_ids=re.compile(r"1[5-9]\d{8}(?:\d{3})?")),
    # a record's number in a URL's path (/f/cycling/58213/..., /tickets/4821): copied with the page's address
    Shape("path id", re.compile(r"(?<=[\w.-]/)\d{4,}(?=[/?#\s'\"]|$)"), swap="digits", sub_tail=2, fixed=True),
    # a record's number by its label (not a process id: a restarted process gets the next free numbers,
    # and a restart the binding cannot read is no action this rule can see)
    Shape("labeled id", re.compile(r"(?i:\bid\b|\bno\.|#)[:= ]?\s*\d{3,5}\b"), digits=True, swap="digits",
          min_digits=4),
    # amounts and quantities change with what is done, but not by two inner digits trading places
    Shape("amount", re.compile(r"[$€£¥]\s?\d[\d,]*\.\d\d\b|\b\d[\d,]*\.\d\d\s?(?:USD|EUR|GBP)\b"),
          swap="digits", swap_lead=False, alone=True),
    # (not a duration: "0.012s", "1.25 sec" is measured anew on every run)
    Shape("quantity", re.compile(r"(?<![\d.,:/\[(-])(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d{2,})(?![\d.,:/\])-])"
                                 r"(?!\s?(?:s|ms|us|µs|ns|sec|secs|seconds|min|mins|minutes)\b)"),
          swap="digits", swap_lead=False, alone=True, min_digits=5),
)


# a table's column whose header names the shape of the values under it (``ps``, ``top``, ``lsof``, ``docker top``)
COLUMNS: dict[str, str] = {"pid": "process id"}


def identifiers(text: str, step: int, view: str) -> list[Token]:
    """Every identifier the text shows, once each, in order, with the line that shows it."""
    out: dict[str, Token] = dict(_column_tokens(text, step, view))
    for shape in SHAPES:
        for m in shape.pattern.finditer(text):
            at = shape.group if shape.group >= 0 else next(i for i in range(m.re.groups, 0, -1) if m.group(i))
            shown = m.group(at)
            if shape.not_ids is not None and shape.not_ids.fullmatch(shown):
                continue
            if shape.min_digits and len(re.sub(r"\D", "", shown).lstrip("0")) < shape.min_digits:
                continue
            value = re.sub(r"\D", "", shown) if shape.digits else shown.casefold()
            value = value.translate({ord(ch): None for ch in shape.strip})
            if value in out:
                continue
            stem = None
            if shape.stem is not None and (s := re.fullmatch(shape.stem, value)):
                stem = s.group(1)
            start = text.rfind("\n", 0, m.start(at)) + 1
            end = text.find("\n", m.end(at))
            line = text[start:end if end != -1 else len(text)].strip()
            context = _cell_numbers(text, m.start(at), m.end(at)) if shape.alone else None
            out[value] = _token(shape, value, shown, Quote(step, view, line[:240]), stem, context)
    return list(out.values())


def _token(shape: Shape, value: str, shown: str, quote: Quote, stem: str | None = None,
           context: str | None = None) -> Token:
    """An identifier of ``shape`` as a text shows it (how its copies are compared comes from the shape)."""
    return Token(value, shape.name, shown, quote, shape.sub_tail, shape.sub_digits, shape.swap, stem,
                 shape.swap_lead, context, shape.fixed, shape.far_swap, shape.sequence)


def _column_tokens(text: str, step: int, view: str) -> Iterator[tuple[str, Token]]:
    """The values under a table's header cell that :data:`COLUMNS` names, down to the first row whose cell there
    is not a number (a table split on blanks: no cell before the named column holds one)."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        head = [c.casefold() for c in line.split()]
        for at, cell in enumerate(head if len(head) >= 3 else ()):
            if (name := COLUMNS.get(cell)) is None:
                continue
            for row in lines[i + 1:]:
                cells = row.split()
                if len(cells) <= at or not cells[at].isdigit():
                    break
                if 3 <= len(cells[at]) <= 8:  # (not the kernel's own first processes)
                    yield cells[at], _token(_BY_NAME[name], cells[at], cells[at], Quote(step, view, row.strip()[:240]))


_BY_NAME = {s.name: s for s in reversed(SHAPES)}  # of two shapes of one name (phone numbers), the first
_CELL_EDGE = re.compile(r"[\n\t|'\"]")


def _cell_numbers(text: str, start: int, end: int) -> str:
    """The other numbers of the cell around text[start:end] (up to a quote, a tab, a bar or the line's end)."""
    left = max((m.end() for m in _CELL_EDGE.finditer(text, max(0, start - 240), start)), default=max(0, start - 240))
    right = _CELL_EDGE.search(text, end, end + 240)
    cell = text[left:start] + " " + text[end:right.start() if right else min(len(text), end + 240)]
    return " ".join(re.findall(r"\d+", cell))


def action_text(data: Any) -> str:
    """Every string an action holds (a typed text, a command, a tool call's arguments), one per line."""
    return "\n".join(_strings(data))


def _strings(data: Any) -> Iterator[str]:
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for v in data.values():
            yield from _strings(v)
    elif isinstance(data, (list, tuple)):
        for v in data:
            yield from _strings(v)
    elif data is not None and not isinstance(data, bool):
        yield str(data)
