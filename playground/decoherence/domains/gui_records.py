"""What the GUI binding reads of records a screen describes (generic: no app is known here).

- :func:`screen_fields`: a screen's "label: value" pairs (a desktop label's name and text, or a field's
  label followed by its value on Android) whose label names an identity (``views/keyclasses.py``: an IMEI, a
  serial, a creation time), scoped by the screen's title: read again after only navigation, it must be the same;
- :func:`page_record` and :func:`listed_statuses`: the record a page is about ("#48" in its title) and its
  status shown alone ("Closed"), and the statuses a list shows of records by number ("#48 · Open");
- :func:`references`: the references of records a screen shows ("Order number: 48213", "Booking QX7P2L"),
  and views/gui.py's :func:`near`: two references of one shape a character or two apart (a typo of the same record).
"""

from __future__ import annotations

import re

from playground.decoherence.views.gui import (CELL_ROLES, GENERIC_TITLES, line_references, ROW_ROLES, STATUS_WORDS,
                                              TITLE_ROLES, VERSION, Element, Screen)
from playground.decoherence.views.keyclasses import RELATIVE_VALUE, attr_class, value_class
from playground.decoherence.views.identifiers import identifiers
from playground.decoherence.views.page_facts import LIVE, page_facts

# roles whose element names the screen (a dialog's, a window's title), before any heading
_FRAME_ROLES = frozenset({"dialog", "frame", "window", "alert"})
# roles of plain texts (a field's label, then its value, on Android screens)
_TEXT_ROLES = frozenset({"textview", "statictext", "text", "label"})
_QUALIFIER = re.compile(r"\s*\([^)]*\)\s*$")  # "IMEI (sim slot 1)": the label's qualifier
_TIMEISH = re.compile(r"^\s*(?:\w{3},?\s+)?\d{1,2}:\d\d")  # a status bar's clock, not a title


def _text(e: Element) -> str:
    return " ".join((e.attrs.get("text") or e.name or "").split())


def _identity_label(label: str) -> bool:
    bare = _QUALIFIER.sub("", label).strip().strip(":")
    return bool(bare) and len(bare) <= 40 and attr_class(bare) == "identity"


def screen_title(screen: Screen) -> str:
    """What the screen is about: a dialog's or window's title, its one heading, else its first plain text
    that is neither a clock nor clickable."""
    for e in screen.elements:
        if e.role in _FRAME_ROLES and e.name.strip():
            return " ".join(e.name.split())
    heads = [e.name.strip() for e in screen.elements if e.role in TITLE_ROLES and e.name.strip()]
    if len(heads) == 1:
        return " ".join(heads[0].split())
    for e in screen.elements:
        t = _text(e)
        if e.role in _TEXT_ROLES and t and not _TIMEISH.match(t) and e.attrs.get("clickable") != "true" \
                and e.attrs.get("is_clickable") not in ("True", "true"):
            return t
    return ""


def screen_fields(screen: Screen) -> list[tuple[str, str, Element]]:
    """(label, value, element) of each identity field the screen shows once: an element whose name is the
    label and whose text is the value, or a plain text naming an identity right before the plain text that is
    its value."""
    out: list[tuple[str, str, Element]] = []
    els = screen.elements
    for i, e in enumerate(els):
        name, text = " ".join(e.name.split()), " ".join((e.attrs.get("text") or "").split())
        if name and text and name != text and _identity_label(name):
            out.append((name, text, e))
        elif e.role in _TEXT_ROLES and _identity_label(_text(e)) and i + 1 < len(els):
            nxt = els[i + 1]
            value = _text(nxt)
            if nxt.role in _TEXT_ROLES and value and not _identity_label(value) and value != _text(e):
                out.append((_text(e), value, nxt))
    labels = [label.casefold() for label, _, _ in out]
    return [f for f in out if labels.count(f[0].casefold()) == 1]


# a label: words (a letter first), short, no sentence
_LABEL = re.compile(r"^[^\W\d_][\w .&/()'-]{0,38}?:?$")


def row_children(els: list[Element], i: int) -> list[Element]:
    """The elements right under ``els[i]`` (a row's cells), down to the next element at its depth or above."""
    out = []
    for c in els[i + 1:]:
        if c.ind <= els[i].ind:
            break
        if c.ind == els[i].ind + 1:
            out.append(c)
    return out


def page_values(screen: Screen) -> list[tuple[str, str, Element]]:
    """(label, value, element) of each value a screen states once in a table row of two cells, a label then its
    value (an infobox); labels of values that move by themselves (``LIVE``, a time, a count) and identities
    (:func:`screen_fields`) are not here."""
    out: list[tuple[str, str, Element]] = []
    els = screen.elements
    for i, e in enumerate(els):
        if e.role not in ROW_ROLES:
            continue
        kids = row_children(els, i)
        if len(kids) == 2 and all(c.role in CELL_ROLES for c in kids) and _LABEL.match(label := _text(kids[0])) \
                and (value := _text(kids[1])) and not LIVE.search(label) and not RELATIVE_VALUE.search(value) \
                and value_class(label.rstrip(":"), value) == "state":
            out.append((label.rstrip(":").strip(), value, kids[1]))
    labels = [label.casefold() for label, _, _ in out]
    return [f for f in out if labels.count(f[0].casefold()) == 1]


# what moves in a sentence by itself: a time of day, a rate, what is left or next, a page position, a forecast
_MOVING_TEXT = re.compile(r"\b\d{1,2}:\d\d\b|\d\s*(?:m|[kmg]i?b/s)\b|°|\b(?:left|remaining|eta|today|tonight|now|next|"
                          r"page|indicator|speed|progress|elapsed|avg|average|high|low)\b", re.IGNORECASE)


def page_sentences(screen: Screen) -> list[tuple[str, str, str]]:
    """(key, figures, sentence) of each sentence of figures the screen's texts state (``page_facts``: keyed by the
    sentence with its figures masked, so "Werner 6 ft step ladder" and "Werner 8 ft step ladder" are one key with
    two values). Sentences of figures that move by themselves (``_MOVING_TEXT``, spans of time) are left out, and
    so are those that hold an identifier: a near copy of one is the identifier rule's to judge."""
    text = "\n".join(t for e in screen.elements if (t := " ".join((e.attrs.get("text") or e.name or "").split())))
    return [(key, " ".join(sorted(values)), line) for key, (values, line) in page_facts(text).items()
            if key.startswith("text:") and not _MOVING_TEXT.search(line) and not RELATIVE_VALUE.search(line)
            and not identifiers(line, 0, "observation")]


def references(text: str) -> list[tuple[str, str, str]]:
    """(noun family, id, the line it was read from) of every record reference a screen's text shows (any line:
    a web page's unmarked static texts too)."""
    return [r for line in text.splitlines() for r in line_references(line)]


_NUMBER_REF = re.compile(r"(?<![\w#])#(\d{1,7})\b")
_STATUS = re.compile(r"(?<![\w-])(" + "|".join(sorted((re.escape(w) for w in STATUS_WORDS), key=len, reverse=True))
                     + r")(?![\w-])", re.IGNORECASE)


def page_record(screen: Screen, text: str) -> tuple[str, str, Element] | None:
    """(the record's number, its status, the element showing it) of a page about one record: one "#N" in its
    title line (or its one heading) and one element whose whole text is a status word."""
    first = next((ln for ln in text.splitlines() if ln.strip()), "")
    heads = " ".join(e.name for e in screen.elements if e.role in TITLE_ROLES)
    numbers = set(_NUMBER_REF.findall(first)) or set(_NUMBER_REF.findall(heads))
    shown = [e for e in screen.elements if _text(e).casefold() in STATUS_WORDS and e.role in _TEXT_ROLES]
    if len(numbers) != 1 or len(shown) != 1:
        return None
    return "#" + numbers.pop(), _text(shown[0]).casefold(), shown[0]


def listed_statuses(screen: Screen) -> list[tuple[str, str, Element]]:
    """(number, status, element) of each line naming one record by number and one status ("#48 · Open")."""
    out = []
    for e in screen.elements:
        t = _text(e)
        nums, words = set(_NUMBER_REF.findall(t)), {w.casefold() for w in _STATUS.findall(t)}
        if len(nums) == 1 and len(words) == 1 and len(t) <= 80:
            out.append(("#" + nums.pop(), words.pop(), e))
    return out


_CHROME = frozenset({"imageview", "imagebutton", "button", "framelayout", "linearlayout", "statusbar"})


def app_of(screen: Screen) -> str:
    """The app a screen is about: the first word of its first title-like text that is not a generic title
    ("Komoot: hike, bike & run" -> komoot; "App info", then "Komoot" -> komoot); "" when none."""
    texts = [_text(e) for e in screen.elements if _text(e) and e.role not in _CHROME and not _TIMEISH.match(_text(e))]
    for t in texts[:3]:
        if t.casefold() in GENERIC_TITLES:
            continue
        w = re.match(r"\s*([A-Za-z][\w-]{2,})", t)
        if w:
            return w.group(1).casefold()
    return ""


def versions(screen: Screen) -> list[tuple[str, Element]]:
    """The versions a screen shows, with their elements."""
    return [(m[1], e) for e in screen.elements if (m := VERSION.search(_text(e)))]
