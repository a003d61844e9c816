"""The GUI domains (web, android, desktop) for the fact engine: screens read by the generic screen
reader, actions by the GUI effects table; only GUI navigation stays code.

A control is ``Ref("control", <the screen's place>, "<role>:<label>")``; its shown value or checked
state is a soft fact (a page may legitimately show anything new after a navigation), judged only
against a value an action set. A fill, a typed text or a chosen option sets the value of the control
it names; a click on a toggle sets the state the screen after shows it in. Scrolling and hovering
change nothing. What was set stays pending until it is saved (a click on a save button, a save key;
on Android a switch applies at once): leaving the screen (going back or home, opening a URL, a click
on a link or a row that opens another screen) loses what is pending and nothing else. Any other
click, key or code may change anything and touches every control. The status bar's or top bar's
clock is a clock reading.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace
from typing import Any

from playground.decoherence.effects.gui import (
    CHOICE_ROLES,
    CHOOSES,
    CLOCK_SCREEN,
    COMMIT_LABEL,
    CONFIRM_LABEL,
    FOCUS_ROLES,
    DELETE_LABEL,
    NAVIGATE_LABEL,
    NAVIGATION_ROLES,
    OPENED_STATES,
    ORDER_LABEL,
    PLACE_LABEL,
    UPDATE_LABEL,
    UPDATING_LABELS,
    TAB_ROLES,
    RESTORE_WORDS,
    SUBMIT_KEYS,
    CREATE_CALL,
    RENAME_CALL,
    APPLY_AT_ONCE,
    INDEPENDENT_ROLES,
    LOOKUP_LABEL,
    GuiAction,
    deleted_paths,
    entered_text,
    gui_action,
    helper_call,
)
from playground.decoherence.engine import Reading
from playground.decoherence.engine.model import Fact, Quote, Ref, Selector, Write
from playground.decoherence.domains.gui_records import (app_of, listed_statuses, page_record, page_sentences,
                                                       page_values, references, row_children, screen_fields,
                                                       screen_title, versions)
from playground.decoherence.views.gui import (
    CELL_ROLES,
    RESOURCE_ATTRS,
    named_by_state,
    near,
    page_place,
    CHECK_ATTRS,
    CHANGE_LABEL,
    COUNTED_COLLECTIONS,
    PART_TOTAL,
    PLACE_COUNT,
    HEADER_ROLES,
    IDENTITY_COLUMNS,
    REF_NOUNS,
    ROW_ROLES,
    SAYS_MADE,
    TITLE_ROLES,
    CHECKED_WORDS,
    CLOCK_ID,
    ITEM_ROLES,
    SLIDER_ROLES,
    TOGGLE_ROLES,
    TOP_BAR_PX,
    TYPED_FIELDS,
    UNDER_TEXTS,
    VALUE_ATTRS,
    VALUE_ROLES,
    Element,
    Screen,
    read_screen,
)

VIEW = "gui"
CONTROLS = Selector(kind="control")
# a field's attributes that say what it is for besides its label (a placeholder, Android's hint and resource name)
FIELD_HINT_ATTRS = ("hint", "hint_text", "placeholder", "resource-id", "resource_name", "resource_id")
ITEMS = Selector(kind="item")
COUNTERS = Selector(kind="counter")  # the count a badge shows of one of the user's collections (a cart)
RECORDS = Selector(kind="record")  # a saved field of an entry (its form's title, the field's label)
# entries the Delete key deleted, by the window they were listed in: only an undo, a paste, a restore or an
# action that names them may bring them back
TRASHED = Selector(kind="trashed")
# roles of the entries the Delete key deletes when selected (a file manager's rows, icons); never a folder
# tree's item or a tab (selected as the current place, not as a target)
DELETABLE_ROLES = frozenset({"table-cell", "cell", "gridcell", "list-item", "listitem", "icon", "file", "canvas"})
WINDOW_ROLES = frozenset({"frame", "window"})
# names a helper call renamed (``CalcTools.rename_sheet('Sheet1', 'Data')``): only an action that names the old
# one, makes things without naming them (under a default name) or may do anything brings it back
RENAMED = Selector(kind="renamed")
# roles of the named things a renamed name may show on: a list's entries and tabs (a sheet's, a page's)
NAMED_ROLES = ITEM_ROLES | frozenset({"page-tab", "tab"})
RADIO_ROLES = frozenset({"radio", "radiobutton", "radio-button", "menuitemradio"})
PAGE_ENTRIES = frozenset({"list-item", "listitem", "tab", "page-tab", "menu-item", "menuitem", "tree-item", "treeitem"})
# a form's page or title for a record still to be made (its empty fields show placeholders)
NEW_RECORD_FORM = re.compile(r"\b(?:new|add|create|compose)\b", re.IGNORECASE)
# a new record's form saved by a button whose first word saves ("Save vehicle", "Add contact", "Create issue")
MAKES_LABEL = re.compile(r"^(?:save|add|create|submit|post|publish|done|ok)\b", re.IGNORECASE)
MADE = Selector(kind="made")  # records a new record's form made, by the name they were made under
MAX_LISTED = 25  # a list shown with more entries than this may page: one without the made record says nothing
# a list's control to its other pages: the made record may be on one of them
PAGER = re.compile(r"^(?:next|next page|older|newer|previous|load more|show more|see more|view more|more|"
                   r"page \d+|[»›>]+)(?:\W|$)", re.IGNORECASE)
# an editor's setting, as its settings screen names it ("Files: Auto Save Delay") and its JSON file keys it
# ("files.autoSaveDelay": the category, then the title's words run together); a value typed into the one or
# saved in the other reads back the same in both
SETTING_LABEL = re.compile(r"^(?P<cat>[A-Z][A-Za-z]*(?: [A-Z][A-Za-z]*)?): "
                           r"(?P<title>[A-Z][A-Za-z0-9]*(?: [A-Za-z0-9]+)*)$")
JSON_SETTING = re.compile(r"^\s*\"(?P<key>[a-zA-Z][\w-]*(?:\.[\w-]+)+)\":\s*(?P<value>[^{\[]+?),?\s*$")
SETTINGS_FILE = re.compile(r"\bsettings\.json\b")
WORKSPACE_SCOPE = re.compile(r"^Scope: Workspace\b", re.IGNORECASE)
SETTINGS = Selector(kind="editor setting")
# the roles of a settings screen's fields (its labels and headings name a setting too, and say "Modified")
SETTING_FIELDS = frozenset({"spin-button", "spinbutton", "entry", "text", "textbox", "combo-box", "combobox",
                            "check-box", "checkbox", "toggle-button", "switch"})
_POINT = re.compile(r"(?:click|tripleClick|doubleClick|moveTo)\(\s*(\d+(?:\.\d+)?)\s*,\s*(\d+(?:\.\d+)?)")
_TYPES = re.compile(r"\b(?:write|typewrite|press|hotkey|keyDown)\(|\b(?:fill|type|input_text)\b")
SHOWS_NAMES = frozenset({"button", "heading"})  # besides entries, what shows a thing by its name (a calendar's events)
NAMES = Selector(kind="name")  # an entry's name anywhere (a project, a file): what a rename changes
# the reference an app confirmed for a record the user just made (an order's number), by site and noun family:
# only an action that makes another record (a click that places, the Enter key) gives it a new one
REFERENCES = Selector(kind="reference")
# a field a screen shows of what it is about (an IMEI, a creation time; ``gui_records.screen_fields``)
FIELDS = Selector(kind="field")
PAGES = Selector(kind="page")  # the values a page at an address states under labels (page_values)
_URL = re.compile(r"^https?://")
STATUSES = Selector(kind="status")  # a record's status by its number ("#48"), on its site
_LISTED_REF = re.compile(r"(?<![\w#])#(\d{3,})\b")  # a listing's "#48231" rows
# the parts of an entry's label a name may be one of ("acme / old-api", "Inbox · 3")
_SEGMENTS = re.compile(r"\s+[/·|—–]\s+")
_COUNTED = re.compile(r"\s+\(\d[\d,]*\)$")  # an entry's count of what it holds after its name ("Picks (5)")
_NAME_FIELD = re.compile(r"\b(?:name|title)\b", re.IGNORECASE)  # a field that names its thing
# at most this many entries vanishing after a delete are what it deleted (more: the screen was redrawn)
MAX_DELETED = 3
# what a record's page is about (its title heading, its form's title or name field) when a delete asked there
# took the user away: the record itself is gone, on every screen of the site. Only a delete proper says so
# ("Remove" from a cart or a playlist takes a thing out of a collection, not out of the world), and a screen of
# deleted things (a trash, a history) still lists it.
SUBJECTS = Selector(kind="subject")
DELETES_SUBJECT = re.compile(r"\b(?:delete|trash)", re.IGNORECASE)
DIALOG_ROLES = frozenset({"dialog", "alertdialog"})
REFERENCE_LEAD = re.compile(r"^(?:#\d+|[a-z][a-z0-9]*-\d+)[:.]?\s+")  # "#212 ", "ops-14: " (case-folded)
QUOTED = re.compile(r"[\"“‘]([^\"”’]{4,})[\"”’]")  # a name a dialog quotes ("remove this task: "X"?")
SUBJECT_FIELD = re.compile(r"(?:^|[\W_])(?:title|name)$")
CONTEXT_MENU = re.compile(r"\bright_?click\(|button=['\"]right", re.IGNORECASE)  # code that opens one (and picks)
DELETE_KEY = "delete key"  # what asked for the removal a dialog confirms: the Delete key, not a button
DECLINE_LABEL = re.compile(r"^(?:no|cancel|keep|not now|don'?t delete)$", re.IGNORECASE)
LISTS_DELETED = re.compile(r"\b(?:trash|bin|deleted|archived?|history|activity|log|undo)\b", re.IGNORECASE)
CLOCK = Selector(kind="clock", scope="", key="")
_STAMP = re.compile(r"(?<![\d:.])\d{1,2}:\d\d(?:\s*[ap]\.?m\.?)?(?!\d|:\d)", re.IGNORECASE)  # "10:42", "9:05 pm"
_WHOLE_SCREEN = "(the screen)"  # where entries shown outside any window are listed (a desktop's icons)
# roles of elements that hold others (a click that hits one of them hit something the screen does not list)
_CONTAINER_ROLES = frozenset({"dialog", "window", "frame", "pane", "panel", "filler", "alert"})
_TIME = re.compile(r"^(?:(?:mon|tue|wed|thu|fri|sat|sun)\w*,?\s+)?"
                   r"(?:(?:[a-z]{3}\w*\s+\d{1,2}|\d{1,2}\s+[a-z]{3}\w*),?\s+)?"
                   r"(?P<h>\d{1,2}):(?P<m>\d\d)(?::\d\d)?\s*(?P<ampm>[ap]\.?m\.?)?$", re.IGNORECASE)
# at most this share of the controls in common: a screen without a place shown is another screen
NAVIGATED_OVERLAP = 0.4
_CLICKABLE = frozenset({"clickable", "long_clickable", "long-clickable"})  # flags of what a click opens
_PARENT = re.compile(r"/[^/]*$")  # a URL's last path segment
_POSITIONAL = re.compile(r"^[^\W\d_]+[ _-]?\d+$")  # an entry named by its place in the list ("Slide 6", "Page 2")
# entries of a list of places or devices (a file manager's sidebar, a folder tree, a disks tool's drives): one picks
# what the screen shows (a "Trash" there opens it)
_LIST_ENTRIES = frozenset({"list-item", "listitem", "tree-item", "treeitem"})
_MASKED = re.compile(r"^[•●*·\u2022]+$")
# a link followed from a page leads to one place: followed again from that page, with nothing done that may
# change the site, it leads to the same one (a search result opening another record is a changed identity).
# Only pages that are URLs; links whose labels say they lead somewhere new each time are left out.
LINKS = Selector(kind="link")
LINK_ROLES = frozenset({"link"})
VARYING_LINK = re.compile(r"\b(?:random|surprise|shuffle|lucky|latest|newest|next|previous|prev|more|older|newer|"
                          r"refresh|reload|log ?in|log ?out|sign ?in|sign ?out)\b", re.IGNORECASE)
# a record shown as "#412 Fix SSO redirect loop" (a card, an issue, a ticket): the number of a title is the
# record's identity on its site; only an action that makes or removes records may show the title under
# another number (another record of the same title). Titles of a few words only: "#3 Fix" may be many records.
NUMBERED = Selector(kind="numbered")
# identities of the device itself, whichever screen shows them (About phone, a dialer code's dialog): label ->
# its name and slot ("IMEI1", "IMEI (sim slot 2)", "IMEI": the first). Nothing an agent does changes them.
DEVICE_IDS = re.compile(r"^(?P<id>imei|meid|eid|iccid|serial number)\s*(?:(?P<n>\d)|\((?:sim )?slot\s*(?P<s>\d)\))?$",
                        re.IGNORECASE)
_INLINE_ID = re.compile(r"^(?P<label>[A-Za-z][\w ()]{1,24}?)\s*:\s*(?P<value>[\w-]{6,})$")
# keys that close the window or the app (a window's settings not saved with it may be lost)
CLOSES = frozenset({"ctrl+q", "ctrl+w", "alt+f4"})
# words of a screen that may change controls it does not show (a reset, a profile or a theme applied)
RESETS = re.compile(r"\b(?:reset|defaults?|restore|clear all|turn off all|disable all|enable all|profile|preset|"
                    r"theme|sync|import)\b", re.IGNORECASE)
# words of a control's label that say its click may change settings anywhere (airplane mode, a battery saver,
# "Select all", "Mute all")
WIDE_LABEL = re.compile(RESETS.pattern + r"|\b(?:mode|saver|airplane|flight|disturb|focus|all|none|every(?:thing)?|"
                        r"invert)\b", re.IGNORECASE)
NAV_ROLES = frozenset({"link", "menuitem", "tab"})  # controls that lead elsewhere
# labels of controls that make records (besides PLACE_LABEL's): a new one may share a title with an older one
MAKES_RECORDS = re.compile(r"\b(?:add(?!\s+(?:to|into)\b)|new|duplicate|copy|clone|import|restore|undo)\b",
                           re.IGNORECASE)  # "Add to favorites" puts a thing already made into a collection
_NUMBERED_TITLE = re.compile(r"^#(?P<n>\d{1,7})\s+(?P<title>[^\W\d_][^#]{11,}?)\s*$")
_AMOUNT = re.compile(r"^[^\d\-+.]{0,3}\s*([-+]?[\d,]*\.?\d+)\s*[^\d]{0,3}$")  # "$14.00", "100.0000", "12 €"


def _site(screen: Screen) -> str:
    """The site or app a screen is of (a URL's host)."""
    return screen.place.split("://", 1)[-1].split("/", 1)[0]


def _last_message(screen: Screen, conversation: str) -> Ref:
    return Ref("status", _site(screen), f"last message: {' '.join(conversation.split()).casefold()}")


def _typed_texts(action: Any) -> list[str]:
    """The texts an action of several calls types (their "value" and "text" arguments)."""
    if isinstance(action, dict):
        own = [v for k, v in action.items() if k in ("value", "text") and isinstance(v, str)]
        return own + [t for v in action.values() if isinstance(v, (dict, list)) for t in _typed_texts(v)]
    if isinstance(action, list):
        return [t for v in action for t in _typed_texts(v)]
    return []


def _label(e: Element) -> str:
    """A control's own label (not the text it holds)."""
    if e.role in VALUE_ROLES and e.name == e.attrs.get("text"):
        # an Android text field's text is its value: it is named by its id or its hint
        return next((e.attrs[k] for k in (*RESOURCE_ATTRS, "id", "hint",
                                          "content_description", "desc") if e.attrs.get(k)), "")
    if named_by_state(e) and e.attrs.get("labelled_by"):
        return e.attrs["labelled_by"]  # a switch that shows its state as its text: named by its row
    return e.name or e.attrs.get("labelled_by", "")


def _key(e: Element) -> str | None:
    label = " ".join(_label(e).split())
    return f"{e.role}:{label.casefold()}" if label else None


def _value(e: Element) -> str | None:
    for k in VALUE_ATTRS:
        if k in e.attrs:
            return e.attrs[k]
    if e.role in VALUE_ROLES and e.name == e.attrs.get("text") and _label(e):
        return e.attrs["text"]
    return None


def _spots(screen: Screen) -> dict[int, str]:
    """Where each element is on its screen (by ``id()`` of the element): its id when no other element has it, else
    its box ("" when neither)."""
    ids = Counter(e.id for e in screen.elements if e.id is not None)
    return {id(e): f"#{e.id}" if e.id is not None and ids[e.id] == 1 else f"@{e.box}" if e.box is not None else ""
            for e in screen.elements}


def _looks_up(e: Element) -> bool:
    """Whether the field is one to look things up in (a search, a filter): what is typed there names no thing
    (a saved search's "Search name" does)."""
    texts = (_label(e), e.role, *(e.attrs.get(k, "") for k in FIELD_HINT_ATTRS))
    return not _NAME_FIELD.search(_label(e)) and any(LOOKUP_LABEL.search(re.sub(r"[_\W]+", " ", t).strip())
                                                     for t in texts)


def _held(e: Element) -> str | None:
    """The text a field holds: its value, or (a field whose shown text is its value) that text; none when that
    text is its placeholder (Android reports an empty field's hint as its text)."""
    v = _value(e)
    if v is None and e.role in VALUE_ROLES and e.name and e.name == e.attrs.get("text"):
        v = e.name
    under = e.attrs.get(UNDER_TEXTS, "").split("\n")
    if v is None and e.role in TYPED_FIELDS and len(under) == 1 and under[0].strip():
        v = under[0]  # BrowserGym shows the text a field holds as the one ``StaticText`` line under it
    if v is not None and any(v == e.attrs.get(k) for k in ("hint", "hint_text", "placeholder")):
        return None
    return v


def _checked(e: Element) -> str | None:
    # a toggle whose shown text is its state ("ON", "off") says so itself: that comes first (a desktop tree's
    # states column, empty, reads as unchecked)
    said = CHECKED_WORDS.get((e.attrs.get("text") or "").strip().lower()) if e.role in TOGGLE_ROLES else None
    return said or next((e.attrs[k].lower() for k in CHECK_ATTRS if k in e.attrs), None)


def _parts(label: str) -> list[str]:
    """The names an entry's label holds: itself and its segments (\"acme / api\": \"acme\", \"api\")."""
    segments = _SEGMENTS.split(label.strip())
    return [label.strip()] + (segments if len(segments) > 1 else [])


_BID = re.compile(r"^\s*\[\s*[\w:.-]+\s*\]\s*")
# a date beside a time of day: "May 14, 2024", "14 May 2024", "06/05/2024", "2024-06-05"
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
_DATE = re.compile(rf"\b(?:{_MONTH} \d{{1,2}}(?:,? \d{{4}})?|\d{{1,2}} {_MONTH}(?: \d{{4}})?"
                   r"|\d{1,4}[/-]\d{1,2}[/-]\d{1,4})\b", re.IGNORECASE)
_VALUE_SHOWN = re.compile(r"\bvalue=|\b(?:textbox|searchbox|combobox|textarea|EditText)\b", re.IGNORECASE)


def _holds_words(text: str, words: str) -> bool:
    """Whether ``text`` holds ``words`` whole (not as the start of a longer word)."""
    return re.search(rf"(?<!\w){re.escape(words)}(?!\w)", text) is not None


def _bare(line: str) -> str:
    """A screen line without its element's id, spaces collapsed (the same line again after a re-layout)."""
    return " ".join(_BID.sub("", line).split()).casefold()


def _stamp_around(lines: list[str], at: int, shown: set[str], levels: int = 3) -> tuple[str, str] | None:
    """(the time of day, its line) shown on line ``at`` of an indented screen, or else in the smallest block
    (a line and the lines drawn inside it) that holds it and shows one, looking up to ``levels`` blocks out;
    None when the line or a block shows several. Only a line not ``shown`` before may hold it: the entry just
    made is new, the times around it may be older entries'."""

    def ind(ln: str) -> int:
        return len(ln) - len(ln.lstrip())

    own = _STAMP.findall(lines[at])
    if own:
        return (own[0], lines[at]) if len(own) == 1 else None
    i = at
    for _ in range(levels):
        i = next((j for j in range(i - 1, -1, -1) if lines[j].strip() and ind(lines[j]) < ind(lines[i])), -1)
        if i < 0:
            return None
        block = [lines[i]]
        for ln in lines[i + 1:]:
            if ln.strip() and ind(ln) <= ind(lines[i]):
                break
            block.append(ln)
        stamps = [(t[0], ln) for ln in block if len(_BID.sub("", ln).strip()) <= 60 and _bare(ln) not in shown
                  and len(t := _STAMP.findall(ln)) == 1]
        if len(stamps) > 1:
            return None
        if stamps:
            return stamps[0]
    return None


def _entry(e: Element) -> str:
    """The name an entry shows (a list's row, a link, a table's cell), else ""."""
    if e.role in ITEM_ROLES:
        return e.name.strip()
    if e.role in CELL_ROLES:
        return (e.name or e.attrs.get("text") or "").strip()
    return ""


def _field(label: str) -> str:
    """A form field's or a column's label as one name ("Price *", "Price:" and "price" alike)."""
    return " ".join(label.replace("*", " ").strip().strip(":").split()).casefold()


def _record(entry: str, label: str) -> Ref:
    return Ref("record", "", f"{' '.join(entry.split()).casefold()} / {_field(label)}")


def _same(saved: str, shown: str) -> bool:
    """A shown value that may be the saved one: the same amount written another way, or :func:`_loosely`."""
    a, b = _AMOUNT.match(saved.strip()), _AMOUNT.match(shown.strip())
    if a and b:
        try:
            return float(a[1].replace(",", "")) == float(b[1].replace(",", ""))
        except ValueError:
            return True
    return _loosely(saved, shown)


def _title(screen: Screen) -> str:
    """The entry a screen is about: its one title heading, else ""."""
    titles = [e.name.strip() for e in screen.elements if e.role in TITLE_ROLES and e.name.strip()]
    return titles[0] if len(titles) == 1 else ""


def _rows(screen: Screen) -> list[dict[str, str]]:
    """A table's rows as {column label: cell text}: the cells right under a row, matched with the column
    headers by position when there are as many of each."""
    headers = [e.name.strip() for e in screen.elements if e.role in HEADER_ROLES]
    out: list[dict[str, str]] = []
    els = screen.elements
    for i, e in enumerate(els):
        if e.role not in ROW_ROLES:
            continue
        cells = [(c.name or c.attrs.get("text") or "").strip() if c.role in CELL_ROLES else "\0"
                 for c in row_children(els, i)]
        if "\0" not in cells and cells and len(cells) == len(headers):
            out.append({_field(h): v for h, v in zip(headers, cells) if _field(h)})
    return out


def _flat_rows(screen: Screen) -> list[dict[str, str]]:
    """A table drawn as flat cells with boxes (a desktop accessibility table): the cells at one height are
    a row, each under the column header whose box spans its left edge; a row is kept only when it has one
    cell under every header."""
    headers = [e for e in screen.elements if e.role in HEADER_ROLES and e.box is not None]
    if not headers:
        return []
    rows: dict[int, list[Element]] = {}
    for e in screen.elements:
        if e.role in CELL_ROLES and e.box is not None:
            rows.setdefault(e.box[1], []).append(e)
    out: list[dict[str, str]] = []
    for cells in rows.values():
        row: dict[str, str] = {}
        for c in cells:
            assert c.box is not None
            under = [h for h in headers if h.box is not None and h.box[0] <= c.box[0] < h.box[2]]
            if len(under) != 1 or _field(under[0].name) in row:
                break
            row[_field(under[0].name)] = (c.name or c.attrs.get("text") or "").strip()
        else:
            if len(row) == len(headers) and all(row.keys()):
                out.append(row)
    return out


def _identities(screen: Screen) -> list[tuple[Ref, str, str]]:
    """The identity cells of a table's rows (``IDENTITY_COLUMNS``): (the rows' thing, the identities, the
    text), the thing named by its row's first cell. Rows of one name are taken together: the identities of
    the n rows named ``python3`` are one value (sorted), under a ref that holds n, so a row that comes or goes
    is another thing, never a changed identity."""
    rows = _rows(screen) or _flat_rows(screen)
    columns = list(rows[0].keys()) if rows else []
    if not columns:  # (a table whose first row holds no cell: nothing names its rows)
        return []
    ids = [c for c in columns[1:] if c in IDENTITY_COLUMNS]
    groups: dict[str, list[dict[str, str]]] = {}
    for row in rows:
        name = " ".join(row.get(columns[0], "").split()).casefold()
        if name and list(row.keys()) == columns:
            groups.setdefault(name, []).append(row)
    out = []
    for name, group in groups.items():
        for col in ids:
            values = sorted(r[col] for r in group)
            if all(values) and len(set(values)) == len(values):
                out.append((Ref("record", " | ".join(columns), f"{name} / {col} / {len(group)}"), ", ".join(values),
                            f"{name}: {col} {', '.join(values)}"))
    return out


_NUMBER = re.compile(r"(?<![\w.,$€£])\d+(?![\w.,%])")
_MONEY = re.compile(r"[$€£¥]|\d[.,]\d")
# roles of plain texts, and how many of them under a control are its badge ("3" "items"): more is its content
TEXT_ROLES = frozenset({"statictext", "text", "textview", "label", "generic"})
BADGE_TEXTS = 3


def _counters(screen: Screen) -> dict[str, tuple[str, Element]]:
    """The counts the screen shows of the user's collections (``COUNTED_COLLECTIONS``): collection -> (the
    count, its element), from labels that name one such collection and hold one number (written once or
    twice: a badge and its label, "My Cart 3 3 items") and no amount; a collection shown with two counts is
    left out."""
    found: dict[str, tuple[str, Element]] = {}
    clash: set[str] = set()
    for i, e in enumerate(screen.elements):
        label = " ".join((e.name or e.attrs.get("text") or "").split())
        named = COUNTED_COLLECTIONS.findall(label)
        if len({n.casefold() for n in named}) != 1 or _MONEY.search(label):
            continue
        if not _NUMBER.search(label):
            label += " " + _badge(screen.elements, i)  # "link 'My Cart'" over its badge's "3" and "items"
        numbers = set(_NUMBER.findall(label))
        if len(numbers) != 1:
            continue
        key = re.sub(r"\s+", "", named[0].casefold())
        value = numbers.pop()
        if key in found and found[key][0] != value:
            clash.add(key)
        found.setdefault(key, (value, e))
    return {k: v for k, v in found.items() if k not in clash}


def _place_counts(screen: Screen) -> dict[str, tuple[str, Element]]:
    """The counts of entries a screen states of its place (``PLACE_COUNT``): noun (plural) -> (count, element),
    only on a screen with a title, and only a noun stated once."""
    if not screen_title(screen):
        return {}
    found: dict[str, list[tuple[str, Element]]] = {}
    for e in screen.elements:
        m = PLACE_COUNT.match(" ".join((e.attrs.get("text") or e.name or "").split()))
        if m is not None:
            found.setdefault(m["noun"].casefold().rstrip("s") + "s", []).append((m["n"], e))
    return {noun: hits[0] for noun, hits in found.items() if len(hits) == 1}


def _badge(els: list[Element], i: int) -> str:
    """The texts right under control ``i`` when it holds only a few plain texts (a badge: "3", "items"), else ""."""
    under: list[Element] = []
    for c in els[i + 1:]:
        if c.ind <= els[i].ind:
            break
        under.append(c)
    texts = [" ".join((c.name or c.attrs.get("text") or "").split()) for c in under]
    texts += [t for t in els[i].attrs.get(UNDER_TEXTS, "").split("\n") if t.strip()]
    if not texts or len(texts) > BADGE_TEXTS or any(c.role not in TEXT_ROLES for c in under):
        return ""
    return " ".join(texts)


def _url(place: str) -> str:
    """A web page's place as a link leads to it (views.gui.page_place); "" when the place is no URL."""
    return page_place(place) if "://" in place else ""


def _numbered(screen: Screen) -> dict[str, tuple[str, Element]]:
    """Records shown by number and title (``_NUMBERED_TITLE``): title (case-folded) -> (its numbers, sorted and
    joined, the element of the first). A title shown under two numbers is read so: two records of one title, or
    one shown under another number; either one only an action that makes records may bring."""
    found: dict[str, tuple[set[str], Element]] = {}
    for e in screen.elements:
        shown = " ".join((e.name or e.attrs.get("text") or "").split())
        m = _NUMBERED_TITLE.match(_SEGMENTS.split(shown)[0]) if shown.startswith("#") else None
        if m is None or len(m["title"].split()) < 3:
            continue
        found.setdefault(m["title"].casefold(), (set(), e))[0].add(m["n"])
    return {t: (", ".join(sorted(ns)), e) for t, (ns, e) in found.items()}


def _device_ids(screen: Screen) -> dict[str, tuple[str, Element]]:
    """The device's identities a screen shows (``DEVICE_IDS``): "imei1" -> (value, element), from "Label: value"
    texts and label-then-value pairs; an identity shown with two values on one screen is left out."""
    pairs = [(m["label"], m["value"], e) for e in screen.elements
             if (m := _INLINE_ID.match(" ".join((e.attrs.get("text") or e.name or "").split())))]
    pairs += [f for f in screen_fields(screen) if not _INLINE_ID.match(f[1])]  # a value "IMEI1: 35.." is a pair
    found: dict[str, tuple[str, Element]] = {}
    clash: set[str] = set()
    for label, value, e in pairs:
        m = DEVICE_IDS.match(" ".join(label.split()))
        if m is None or not re.search(r"\d{6}", value):
            continue
        key = m["id"].casefold() + (m["n"] or m["s"] or "1")
        if key in found and found[key][0] != value:
            clash.add(key)
        found.setdefault(key, (value, e))
    return {k: v for k, v in found.items() if k not in clash}


def _opened(target: Element, before: Screen, after: Screen) -> bool:
    """A click that only opened something on its screen (``OPENED_STATES``): the same place, the clicked control
    (by id, else by its one label) gone from closed to open, and every control the screen showed still there."""
    if before.place != after.place:
        return False
    now = after.by_id(target.id) if target.id is not None else None
    if now is None or _key(now) != _key(target):
        k = _key(target)
        hits = [e for e in after.elements if k is not None and _key(e) == k]
        now = hits[0] if len(hits) == 1 else None
    if now is None or not any((target.attrs.get(a) or "").lower() == closed
                              and (now.attrs.get(a) or "").lower() == opened
                              for a, (closed, opened) in OPENED_STATES.items()):
        return False
    return _keys(before) <= _keys(after)


def _shown_name(e: Element) -> str:
    return " ".join((e.name or e.attrs.get("text") or "").split()).casefold()


def _acts(label: str) -> bool:
    """A label that says what its control does (back, delete, save), not a thing the screen is about."""
    return bool(NAVIGATE_LABEL.match(label) or DELETE_LABEL.match(label) or COMMIT_LABEL.match(label))


def _frame(screen: Screen) -> str:
    """The place a screen is: its URL or app, else the title of its window."""
    return screen.place or next((e.name.strip() for e in screen.elements if e.role in WINDOW_ROLES), "")


def _name(name: str) -> Ref:
    return Ref("name", "", " ".join(name.split()).casefold())


def _keys(screen: Screen) -> set[str]:
    return {k for e in screen.elements if (k := _key(e)) is not None}


def _shown(screen: Screen, place: str, key: str) -> Element | None:
    """The one control of ``key`` on ``screen`` when it is at ``place``."""
    if screen.place != place:
        return None
    hits = [e for e in screen.elements if _key(e) == key]
    return hits[0] if len(hits) == 1 else None


def _elsewhere(before: Screen, after: Screen) -> bool:
    """The screen after is another one: another place, or mostly other controls (a place shown may be a whole
    app, whose screens share it)."""
    if before.place and after.place and before.place != after.place:
        return True
    return _apart(_keys(before), _keys(after))


def _apart(a: "set[str] | frozenset[str]", b: "set[str] | frozenset[str]") -> bool:
    """Two screens' controls have too little in common for one screen."""
    return bool(a | b) and len(a & b) <= len(a | b) * NAVIGATED_OVERLAP


def _sibling(a: str, b: str) -> bool:
    """Two other places that are views of one collection: URLs that differ only in their last path segment
    ("/branches/all", "/branches/active"; another query is another folder or search: never); never one place
    itself (read as that place)."""
    if not a or not b or a == b or "/" not in a or "/" not in b:
        return False
    (pa, qa), (pb, qb) = ((p.split("?", 1) + [""])[:2] for p in (a, b))
    pa, pb = (_PARENT.sub("", p.rstrip("/")) for p in (pa, pb))
    return qa == qb and bool(pa) and pa == pb and "/" in pa.split("://", 1)[-1]


def _loosely(set_to: str, shown: str) -> bool:
    """A shown value that may be what was set, written another way (masked, formatted, completed)."""
    a, b = (" ".join(v.split()).casefold() for v in (set_to, shown))
    if not a or (b and (a in b or b in a)) or _MASKED.match(b):
        return True
    return re.sub(r"\D", "", a) != "" and re.sub(r"\D", "", a) == re.sub(r"\D", "", b)


def _asks(screen: Screen) -> bool:
    """The screen is a dialog asking to confirm: it offers both a confirming and a declining button."""
    labels = [" ".join(_label(e).split()) for e in screen.elements]
    return any(CONFIRM_LABEL.match(t) for t in labels) and any(DECLINE_LABEL.match(t) for t in labels)


def _quotes(screen: Screen, subject: str) -> bool:
    """Whether a dialog on the screen quotes ``subject`` (a record's name, case-folded) as what it asks about."""
    if not subject or not any(e.role in DIALOG_ROLES for e in screen.elements):
        return False
    return any(m.group(1).strip().casefold() in subject for e in screen.elements
               for m in QUOTED.finditer(f"{e.name} {e.attrs.get('under_texts', '')}"))


def _subject(screen: Screen) -> str:
    """The record a page is about (case-folded): the heading its page title begins with, else the value of its
    form's title or name field; "" when it says neither."""
    root = screen.title or next((" ".join(e.name.split()) for e in screen.elements if e.role == "rootwebarea"), "")
    for e in screen.elements:
        head = " ".join(e.name.split())
        if e.role in TITLE_ROLES and len(head) >= 4 and root.startswith(head):
            return head.casefold()
    for e in screen.elements:
        key = _key(e)
        if e.role in VALUE_ROLES and key is not None and SUBJECT_FIELD.search(key) and (v := _value(e)):
            return " ".join(v.split()).casefold()
    return ""


# what may follow a record's subject in a list's entry that shows more of it (a mail's preview, a task's due date)
_ENTRY_TAIL = re.compile(r"^\s*(?:[-\u2013\u2014\u00b7|:,]\s)")


def _listed_subject(name: str, subjects: dict[str, str]) -> str:
    """The subject of ``subjects`` an entry's shown name is, or begins with before a separator; "" for none."""
    if name in subjects:
        return name
    return next((s for s in subjects if len(s) >= 8 and name.startswith(s) and _ENTRY_TAIL.match(name[len(s):])), "")


# a dialog's question that names what it deletes ("Do you really want to delete Banana bread?", "Delete 'Q3 plan'?");
# not one that points at it ("this recipe", "the selected items", "3 files")
_ASKS_TO_DELETE = re.compile(r"\bdelete\s+(?!(?:this|these|that|those|the|all|selected|it|them)\b|\d)"
                             r"['\"\u201c\u2018]?(?P<name>[^?'\"\u201d\u2019]{3,60}?)['\"\u201d\u2019]?\s*\?\s*$",
                             re.IGNORECASE)


def _asked_subject(screen: Screen) -> str:
    """The record a delete dialog on ``screen`` names in its question (case-folded); "" when none does."""
    for e in screen.elements:
        m = _ASKS_TO_DELETE.search(" ".join((e.attrs.get("text") or e.name or "").split()))
        if m is not None:
            return m["name"].strip().casefold()
    return ""


def setting_id(label: str) -> str | None:
    """The JSON key of an editor's setting its settings screen shows as ``label`` ("Editor: Font Size" ->
    "editor.fontSize"); None when the label is not a setting's."""
    m = SETTING_LABEL.match(" ".join(label.split()))
    if m is None:
        return None
    first, *rest = m["title"].split()
    return m["cat"].replace(" ", "").lower() + "." + first.lower() + "".join(w[:1].upper() + w[1:] for w in rest)


def _setting_value(text: str) -> str:
    return text.strip().strip('"').strip()


def _settings_json(screen: Screen) -> bool:
    """The screen's active editor is a settings.json (its window's title, or its active tab, says so)."""
    return any((e.role in WINDOW_ROLES or (e.role in TAB_ROLES and e.attrs.get("active") == "true"))
               and SETTINGS_FILE.search(e.name) for e in screen.elements)


def _setting_facts(step: int, screen: Screen) -> list[Fact]:
    """An editor's settings the screen shows, on its settings screen or in its settings.json. Which file a
    settings.json is cannot be told when the project has its own (.vscode/settings.json), and a settings screen
    showing the workspace's scope shows that file's values: the user's are read only."""
    json_file = _settings_json(screen)
    fields = [e for e in screen.elements if e.role in SETTING_FIELDS and (e.attrs.get("text") or "").strip()
              and setting_id(e.name) is not None]
    if not json_file and not fields:
        return []
    json_file = json_file and not any(e.name.strip() == ".vscode" for e in screen.elements)
    user = not any(WORKSPACE_SCOPE.match((e.attrs.get("text") or e.name).strip())
                   or (e.name.strip() == "Workspace" and "true" in (e.attrs.get("selected"), e.attrs.get("active")))
                   for e in screen.elements)
    out = []
    for e in screen.elements:
        held = (e.attrs.get("text") or "").strip()
        if json_file and "\n" in held:  # the editor's buffer in one cell: the whole file, a setting a line
            for line in held.split("\n"):
                if m := JSON_SETTING.match(line.strip()):
                    out.append(Fact(Ref("editor setting", "", m["key"]), "value", _setting_value(m["value"]),
                                    "state", Quote(step, VIEW, line.strip()[:200])))
            continue
        m = JSON_SETTING.match(held) if json_file and held else None
        key = m["key"] if m else setting_id(e.name) if user and held and e.role in SETTING_FIELDS else None
        if key is not None:
            out.append(Fact(Ref("editor setting", "", key), "value", _setting_value(m["value"] if m else held),
                            "state", Quote(step, VIEW, e.line.strip()[:200])))
    return out


def _orders(target: Element) -> bool:
    """``target`` is a table's column header, or a control in one (the header's sort button)."""
    return target.role in HEADER_ROLES or target.within in HEADER_ROLES


def _clicked_entry(screen: Screen, act: GuiAction) -> tuple[str, ...]:
    """For a Delete key pressed after a click in the same action (:func:`gui_action`): the name of the entry the
    click hit, the first cell of its row (``("",)`` when it hit no entry); ``()`` when there was no click."""
    if act.point is None:
        return ()
    hit = screen.at(*act.point)
    if hit is None or hit.role not in DELETABLE_ROLES or hit.box is None:
        return ("",)
    y = hit.box[1]
    row = [(e.box[0], e) for e in screen.elements if e.role in DELETABLE_ROLES and e.box is not None and e.box[1] == y]
    return (_shown_name(min(row, key=lambda xe: xe[0])[1]),)


def _first_text_inside(box_of: Element, screen: Screen) -> str:
    """The name of the topmost (then leftmost) named element inside ``box_of``'s box: what a row's container
    that has no label of its own is about (its title line)."""
    if box_of.box is None:
        return ""
    x0, y0, x1, y1 = box_of.box
    inside = [(e.box[1], e.box[0], _shown_name(e)) for e in screen.elements
              if e is not box_of and e.box is not None and e.role not in VALUE_ROLES and _shown_name(e)
              and x0 <= e.box[0] and e.box[2] <= x1 and y0 <= e.box[1] and e.box[3] <= y1]
    return min(inside)[2] if inside else ""


def _first_cells(screen: Screen, *, selected: bool = False) -> list[str]:
    """The names of a screen's entries: the first cell of each row (of each selected one)."""
    first: dict[int, Element] = {}
    for e in screen.elements:
        if e.role in DELETABLE_ROLES and e.box is not None and (not selected or e.attrs.get("selected") == "true"):
            if e.box[1] not in first or e.box[0] < (first[e.box[1]].box or e.box)[0]:
                first[e.box[1]] = e
    return [_shown_name(e) for e in first.values()]


def _alphabetical(entries: list[Element], run: int = 5) -> bool:
    """Whether ``run`` entries in a row are in alphabetical order (a contacts list), not by recency."""
    names = [" ".join(_label(e).split()).casefold() for e in entries]
    longest = current = 1
    for a, b in zip(names, names[1:]):
        current = current + 1 if a <= b else 1
        longest = max(longest, current)
    return longest >= run


def _clock_page(screen: Screen) -> bool:
    """A page where the clock may be set (its time zone, its time, its format)."""
    return bool(CLOCK_SCREEN.search("\n".join(e.line for e in screen.elements if e.role not in PAGE_ENTRIES)))


def _where(screen: Screen) -> str:
    """Which screen this is: a page's URL; else (a phone's or a desktop app's screens, which share their app's place
    or have none) the place with the screen's title."""
    if "://" in screen.place:
        return screen.place
    return " · ".join(p for p in (screen.place, screen_title(screen)) if p)


def _new_form(screen: Screen) -> bool:
    """A form for a record still to be made: its place or its title says so, and it holds fields."""
    return bool(NEW_RECORD_FORM.search(f"{screen.place} {screen.title or screen_title(screen)}")) \
        and any(e.role in VALUE_ROLES for e in screen.elements)


class GuiSession:
    """The screen the agent acts on, the values actions set, and the clock's half-day turns."""

    def __init__(self, domain: str) -> None:
        self.domain = domain
        self.screen: Screen | None = None
        self.sets: dict[Ref, str] = {}
        self.pending: dict[Ref, str] = {}  # set and not saved yet: lost when the screen is left
        self.adjusted: dict[Ref, tuple[str, str]] = {}  # toggles and sliders an action changed: (attr, value)
        self.deleted: dict[Ref, frozenset[str]] = {}  # entries a delete removed -> the controls of their screen
        self.last_at: dict[str, Screen] = {}  # the last screen seen at each (shown) place
        self.renaming: dict[Ref, tuple[str, str]] = {}  # a field whose value (a name) a set replaced: (old, new)
        # renames typed and not saved when a click went elsewhere (a date picker's dialog): back in ``renaming``
        # when a later screen shows the field still holding the new name, unless the form was left, closed or
        # discarded in between
        self.aside: dict[Ref, tuple[str, str]] = {}
        self.renamed: dict[str, str] = {}  # old name (case-folded) -> new, of the renames saved
        self.clock12: tuple[float, float] | None = None  # (last minutes on a 12-hour dial, half-days added)
        # every entry label seen, by each name it holds ("acme / api" under "acme / api", "acme" and "api")
        self.labels: dict[str, frozenset[str]] = {}
        self.shared: set[str] = set()  # renamed names that more than one entry held (two projects "infra")
        self.places: dict[str, frozenset[str]] = {}  # every entry label seen -> the places it was seen at
        self.gone: dict[str, str] = {}  # entry labels a delete removed -> the place it removed them from
        # the screen a delete was asked on, the label that asked and what it named, while its dialog asks to
        # confirm: for the Delete key, the entry a click in the same action hit (none: the selection shown); for a
        # button, the page's subject and the entries picked
        self.confirming: tuple[Screen, str, tuple[str, ...]] | None = None
        # names a title or a button showed (case-folded; entries' names are the keys of ``labels``)
        self.shown: set[str] = set()
        self.form_from: dict[str, Screen] = {}  # a new record's form (its place) -> the screen it was opened from
        self.made_at: dict[str, str] = {}  # a list's place -> the record a form opened from it made there
        self.unmade: dict[str, str] = {}  # subjects of record pages a delete removed (case-folded) -> their site
        # the record the screen is about, as the entry clicked to open it named it (a contact's row opens the
        # contact's page, which shows that name): what a delete asked there removes
        self.about = ""
        self.hit: Element | None = None  # the control the step's action hits (on the screen before it)
        self.picked: tuple[str, ...] = ()  # entries a long press picked (and clicks then added): what a delete takes
        self.app = ""  # the app the last open_app action opened: the site of screens that show no place
        self.saved: dict[str, dict[str, str]] = {}  # entry (case-folded) -> field -> the value a form saved
        self.trashed: dict[str, str] = {}  # entries the Delete key deleted -> the window they were listed in
        self.called_renames: dict[str, str] = {}  # old name (case-folded) -> the new one, of helper renames
        self.confirmed: dict[Ref, Quote] = {}  # settings the last screen showed as an action left them
        self.references: dict[Ref, str] = {}  # (site, noun) -> the reference an app confirmed for a record made
        self.placed = False  # the step's action may have made a record (a click that places, Enter)
        self.text = ""  # the last screen's text
        self.typed: list[str] = []  # the last texts typed (a message being written)
        self.sent_to: dict[str, str] = {}  # conversation (its title, case-folded) -> the last message sent there
        self.tabs: dict[str, tuple[tuple[int, int, int, int], ...]] = {}  # window -> the boxes of its tabs
        self.versions: dict[str, frozenset[str]] = {}  # app -> the versions its screens showed
        self.updating: tuple[str, frozenset[str], str] | None = None  # an update begun: (app, old versions, offered)
        self.outdated: dict[str, frozenset[str]] = {}  # app -> the versions it had before an update that finished
        # fields a click emptied (a "Clear" button), with the text they held: what typing there then replaces
        self.emptied: dict[Ref, str] = {}

    def snapshot(self) -> Any:
        return (self.screen, dict(self.sets), self.clock12, dict(self.pending), dict(self.adjusted),
                dict(self.deleted), dict(self.last_at),
                (dict(self.renaming), dict(self.aside)), dict(self.renamed), dict(self.labels),
                set(self.shared), dict(self.places), dict(self.gone), self.confirming,
                {k: dict(v) for k, v in self.saved.items()}, dict(self.trashed), dict(self.called_renames),
                dict(self.confirmed), dict(self.references), self.text, list(self.typed), dict(self.sent_to),
                dict(self.tabs), dict(self.versions), self.updating, dict(self.outdated), dict(self.unmade),
                set(self.shown), dict(self.form_from), dict(self.made_at), self.about, self.app, self.picked,
                dict(self.emptied))

    def restore(self, saved: Any) -> None:
        self.screen, self.sets, self.clock12, self.pending = saved[0], dict(saved[1]), saved[2], dict(saved[3])
        self.adjusted, self.deleted, self.last_at = dict(saved[4]), dict(saved[5]), dict(saved[6])
        self.renaming, self.aside, self.renamed = dict(saved[7][0]), dict(saved[7][1]), dict(saved[8])
        self.labels, self.shared = dict(saved[9]), set(saved[10])
        self.places, self.gone, self.confirming = dict(saved[11]), dict(saved[12]), saved[13]
        self.saved = {k: dict(v) for k, v in saved[14].items()}
        self.trashed = dict(saved[15])
        self.called_renames = dict(saved[16])
        self.confirmed = dict(saved[17])
        self.references, self.text, self.typed = dict(saved[18]), saved[19], list(saved[20])
        self.sent_to, self.tabs = dict(saved[21]), dict(saved[22])
        self.versions, self.updating, self.outdated = dict(saved[23]), saved[24], dict(saved[25])
        self.unmade, self.shown = dict(saved[26]), set(saved[27])
        self.form_from, self.made_at = dict(saved[28]), dict(saved[29])
        self.about, self.app, self.picked = saved[30], saved[31], saved[32]
        self.emptied = dict(saved[33])

    def seed(self, state: str | None) -> None:
        self.screen, self.text = read_screen(state or ""), state or ""
        if self.screen is not None:
            self._remember(self.screen)
            if self.screen.place:
                self.last_at[self.screen.place] = self.screen

    def _remember(self, screen: Screen) -> None:
        app = app_of(screen)
        if app and (seen := {v for v, _e in versions(screen)}):
            self.versions[app] = self.versions.get(app, frozenset()) | seen
        boxes = tuple(e.box for e in screen.elements if e.role in TAB_ROLES and e.box is not None)
        if boxes:
            self.tabs[_frame(screen) or screen_title(screen)] = boxes
        for e in screen.elements:
            if e.role in SHOWS_NAMES and e.name.strip():
                named = " ".join(e.name.split()).casefold()
                self.shown |= {named, named.split(", ", 1)[0]}
            if shown := _entry(e):
                label = " ".join(shown.split()).casefold()
                self.places[label] = self.places.get(label, frozenset()) | {screen.place}
                for part in _parts(label):
                    self.labels[part] = self.labels.get(part, frozenset()) | {label}

    def step(self, step: int, action: Any, observation: str) -> tuple[list[Write], Reading]:
        act = gui_action(action)
        if act.element is None and act.key in SUBMIT_KEYS and act.effect != "submit" and self.pending:
            act = replace(act, effect="submit")  # Enter pressed where text was just typed: that field's form
        q = Quote(step, VIEW, str(action)[:200])
        screen = read_screen(observation)
        # settings read back as set at the step before hold as set from there (before this action's writes)
        writes = [Write(Selector.of(ref), "update", seen, (self.adjusted[ref],)) for ref, seen in self.confirmed.items()
                  if ref in self.adjusted]
        self.confirmed.clear()
        for ref, (_old, new) in list(self.aside.items()):
            if self.screen is not None and (shown := _shown(self.screen, ref.scope, ref.key)) is not None \
                    and " ".join((_held(shown) or "").split()) == " ".join(new.split()):
                self.renaming[ref] = self.aside.pop(ref)  # the form again, the new name still typed
        target = self._target(act)
        self.hit = target
        self.placed = (target is not None and bool(PLACE_LABEL.search(_label(target)))) \
            or bool(re.search(r"\benter\b", str(action), re.IGNORECASE))
        if self.placed:
            writes.append(Write(REFERENCES, "touch", q))  # another record made: it has another reference
        if self.placed or act.effect == "delete" or self.screen is None or helper_call(action) is not None \
                or (target is not None and (DELETE_LABEL.match(" ".join(_label(target).split()))
                                            or MAKES_RECORDS.search(_label(target)))):
            writes.append(Write(NUMBERED, "touch", q))  # records made or removed: a title may be another one's
        trashed_before = tuple(self.trashed)  # (an action that deletes an entry names it: that is no undo)
        writes += self._writes(act, q, screen)
        # texts the action types: its value, or (several calls in one action) its quoted texts of several words
        said = [act.value] if act.effect == "set" and act.value else _typed_texts(action)
        # what is typed to look things up (a search, a filter) makes no entry: the entries holding it were there
        looked_up = target is not None and _looks_up(target)
        for t in ([] if looked_up else said):
            if len(t.strip()) >= 3:
                self.typed = (self.typed + [" ".join(t.split()).casefold()])[-3:]
        # what the action says: its text and the label of the control it hits (an "Undo" clicked by its index)
        asked = f"{action} {_label(target) if target is not None else ''}"
        if self.trashed and (RESTORE_WORDS.search(asked) or CONTEXT_MENU.search(str(action))
                             or any(name in str(action).casefold() for name in trashed_before)):
            # an undo, a paste, an action that names a deleted entry, or an item of a context menu (Restore)
            writes.append(Write(TRASHED, "touch", q))
        if not (RESTORE_WORDS.search(asked) or MAKES_RECORDS.search(_label(target) if target is not None else "")
                or act.effect == "set" or CONTEXT_MENU.search(str(action))):
            # a click or a key that neither undoes, restores, adds nor types brings no deleted entry back
            writes = [replace(w, revives=False) if w.verb == "touch" and w.selector == ITEMS else w for w in writes]
        typed_words = set(" ".join(self.typed).split())
        if self.unmade and (RESTORE_WORDS.search(asked)
                            or {" ".join(t.split()).casefold() for t in said} & self.unmade.keys()
                            or any(set(name.split()) <= typed_words for name in self.unmade)):
            # an undo, or a record made again under the name (typed whole, or its words field by field)
            writes.append(Write(SUBJECTS, "touch", q))
        if (self.renamed or self.gone) and (RESTORE_WORDS.search(asked) or MAKES_RECORDS.search(
                _label(target) if target is not None else "") or any(
                name in str(action).casefold() for name in (*self.renamed, *self.gone))):
            writes.append(Write(NAMES, "touch", q))  # an undo, a copy, or an action naming an old name
        writes += self._called_rename(action, q)
        if screen is not None and self.screen is not None:
            writes += self._deleted_by_code(action, self.screen, screen, q)
            writes += self._renamed_by_typing(action, self.screen, screen, q)
            writes += self._made(target, self.screen, screen, q)
            writes += self._setting_typed(action, self.screen, screen, q)
            writes += self._status_set(self.screen, self.text, screen, observation, q)
            writes += self._sent_to(self.screen, screen, q)
            writes += self._update(target, self.screen, screen, q)
        if act.verb == "open_app" and isinstance(action, dict):
            self.app = str(action.get("app_name") or "").strip().casefold()
        elif act.verb in ("navigate_home", "home"):
            self.app = ""
        reading = Reading()
        if screen is not None:
            self.about = self._about(target, self.screen, screen)
            self.picked = self._picked(act, target, screen)
            reading = self._read(step, screen, observation)
            if self.screen is not None:
                reading.facts += self._followed(step, act, target, self.screen, screen)
                self._note_emptied(act, self.screen, screen)
            self.screen, self.text = screen, observation
            self._remember(screen)
            if screen.place:
                self.last_at[screen.place] = screen
        return writes, reading

    # ------------------------------------------------------------------ writes

    def _writes(self, act: GuiAction, q: Quote, after: Screen | None) -> list[Write]:
        screen = self.screen
        target = self._target(act)
        confirming, self.confirming = self.confirming, None
        if confirming is not None and target is not None and screen is not None and after is not None \
                and act.effect == "any" and CONFIRM_LABEL.match(" ".join(_label(target).split())):
            # the dialog's confirmation of the delete the last click asked for; a dialog that quotes the page's
            # record by name asks to remove that record, whatever word its button used
            label = confirming[1]
            if label == DELETE_KEY:  # the Delete key's own removal, of the entries selected then (or clicked)
                return self._anything(q) + self._delete_selected(confirming[0], q, after, confirming[2])
            if _quotes(screen, _subject(confirming[0])):
                label = "delete"
            return self._anything(q) + self._delete(confirming[0], after, q) \
                + self._unmake(confirming[0], label, after, q, *confirming[2])
        if act.effect == "none" and not (target is not None and target.role in SLIDER_ROLES):
            return []  # a swipe on a slider adjusts it; any other one scrolls
        out: list[Write] = []
        if act.effect == "set" and screen is None:
            out += self._anything(q)
        elif act.effect == "set" and screen is not None:
            if target is None or _key(target) is None:  # typed somewhere on this screen: any of its controls
                out.append(Write(Selector(kind="control", scope=screen.place), "touch", q))
            # what the page computes from its form (a subtotal, a fee) follows what is typed or picked
            out.append(Write(Selector.of(Ref("page", "", screen.place)), "touch", q))
        elif act.effect == "navigate":
            out += self._leave(q)  # what was changed and not saved on the screen left is lost
            self.aside.clear()
            if act.key in CLOSES:
                out += self._controls_here(q)  # a window closed: what its controls held may not have been kept
        elif act.effect == "focus":  # the focus, the selection or a field of this screen: its controls
            out += [Write(Selector(kind="control", scope=screen.place), "touch", q)] if screen is not None \
                else self._anything(q)
        elif act.effect == "commit":
            out += self._commit(q, after, clicked=False)
        elif act.effect == "submit":
            out += self._commit(q, after)
        elif act.effect == "delete" and screen is not None and after is not None and _asks(after):
            # the Delete key opened a dialog that asks to confirm: nothing is gone until it is confirmed
            self.confirming = (screen, DELETE_KEY, _clicked_entry(screen, act))
            out += self._anything(q)
        elif act.effect == "delete" and screen is not None:
            out += self._anything(q) + self._delete_selected(screen, q, after, _clicked_entry(screen, act))
        elif act.point is not None and screen is not None and (target is None or target.role in _CONTAINER_ROLES) \
                and self._tab_at(screen, act.point):
            out += self._leave(q)  # a tab the window showed there, on a panel that does not list the strip
        elif target is not None and screen is not None and _key(target) is not None:
            out += self._click(target, screen, after, q)
        elif screen is None and after is not None and act.element is not None and act.effect == "any" \
                and (hit := after.by_id(act.element)) is not None and hit.role in TOGGLE_ROLES \
                and (key := _key(hit)) is not None:
            out += self._adjust(hit, key, after, after, q)  # the first screen unknown: the toggle it shows after
        else:
            out += self._anything(q)
        # on a date and time page (before or after the action) the clock may be set; a desktop list's or tab's
        # entry naming the page (the Settings sidebar's "Date & Time") is not that page, and one that leads off
        # the page to another sets nothing there
        pages = [s for s in (screen, after) if s is not None and _clock_page(s)]
        if pages and not (len(pages) == 1 and pages[0] is screen and after is not None and target is not None
                          and target.role in PAGE_ENTRIES):
            out.append(Write(CLOCK, "touch", q))
        if act.effect == "set" and target is not None and act.value is not None and screen is not None \
                and target.role in VALUE_ROLES and not act.value.endswith(("\n", "\\n")):
            key = _key(target)
            before = _held(target)
            # a typed text may add to what the field held: only a replacing set, one into an empty field, or
            # one the field reads back exactly after (what it held was selected and typed over)
            shown = after.by_id(target.id) if after is not None and target.id is not None else None
            typed_over = shown is not None and shown.role == target.role and (_held(shown) or "") == act.value
            if key is not None and (act.replaces or not before or typed_over):
                if target.id is not None and sum(_key(e) == key for e in screen.elements) > 1:
                    key = f"{key}#{target.id}"  # one of two controls of one label (a dialog's over its page's)
                # a choice that loads another page (a report picker) is that page's control from then on
                ref = Ref("control", after.place if after is not None and after.place else screen.place, key)
                self.sets[ref] = act.value
                self.pending[ref] = act.value
                out.append(Write(Selector.of(ref), "update", q, (("value", act.value),)))
            elif key is None and typed_over and target.id is not None:
                ref = Ref("control", screen.place, f"{target.role}:#{target.id}")  # a field named by nothing
            else:
                return out
            # a name replaced: one some screen showed as a thing's, or one a record's form held (a new record's
            # form shows its empty fields' placeholders, "Email"); or the name a click cleared from the field
            before = before or self.emptied.get(Ref("control", screen.place, _spots(screen).get(id(target), "")), "")
            if before and re.search(r"[^\W\d_]", before) \
                    and ((name := " ".join(before.split()).casefold()) in self.labels or name in self.shown
                         or not _new_form(screen)) \
                    and before.strip().casefold() != act.value.strip().casefold() \
                    and act.verb not in CHOOSES and target.role not in CHOICE_ROLES and not _looks_up(target):
                self.renaming[ref] = (before.strip(), act.value.strip())  # a name replaced: once saved
        return out

    def _note_emptied(self, act: GuiAction, before: Screen, after: Screen) -> None:
        """Fields of this screen that a click (not typing) emptied: the text each held, until another screen."""
        if before.place != after.place or _elsewhere(before, after):
            self.emptied.clear()
            return
        if act.effect == "set":
            return
        held = [(e, v) for e in before.elements if e.role in VALUE_ROLES and (v := _held(e))]
        if not held:
            return
        # (by where the field is: an emptied field may lose the name it had); each screen's spots found once
        was, now = _spots(before), _spots(after)
        at = {(x.role, spot): x for x in reversed(after.elements) if (spot := now[id(x)])}  # the first one there
        for e, text in held:
            spot = was[id(e)]
            field = at.get((e.role, spot)) if spot else None
            if field is not None and not (_held(field) or "").strip():
                self.emptied[Ref("control", after.place, spot)] = text.strip()

    def _anything(self, q: Quote) -> list[Write]:
        self.pending.clear()
        self.aside.update(self.renaming)
        self.renaming.clear()
        # names are not here: a click or a key cannot give a thing back a name it lost (see step: an undo, a
        # restore, a copy, or an action that names it may)
        return [*self._controls_here(q), Write(ITEMS, "touch", q),
                Write(RECORDS, "touch", q), Write(COUNTERS, "touch", q), Write(FIELDS, "touch", q),
                Write(PAGES, "touch", q),
                Write(STATUSES, "touch", q), Write(LINKS, "touch", q)]

    def _controls_here(self, q: Quote) -> list[Write]:
        """The controls an action that may do anything may change: any field's text (a form opened again starts
        empty, a search is cleared), but of the toggles only those its own screen shows (a master switch or an
        airplane mode row turns its neighbours off), and none when it hits a button that makes a new record
        ("Add alarm" leaves the alarms' switches as they were); every control when the screen speaks of a
        reset or the control hit of a mode or of all of them."""
        screen, hit = self.screen, self.hit
        label = " ".join(_label(hit).split()) if hit is not None else ""
        # a link to another page (a "Profile" or "Sync" tab in the menu) is no reset on this one
        said = " ".join(e.name for e in screen.elements if e.role not in NAV_ROLES) if screen is not None else ""
        if screen is None or RESETS.search(said) or WIDE_LABEL.search(label):
            return [Write(CONTROLS, "touch", q)]
        makes = hit is not None and hit.role not in TOGGLE_ROLES and bool(MAKES_RECORDS.search(label))
        toggles = [] if makes else [e for e in screen.elements if e.role in TOGGLE_ROLES]
        keys = sorted({k for e in toggles if (k := _key(e)) is not None})
        return [Write(CONTROLS, "touch", q, keeps=frozenset({"checked"}))] \
            + [Write(Selector.of(Ref("control", screen.place, k)), "touch", q) for k in keys]

    def _leave(self, q: Quote) -> list[Write]:
        out = [Write(Selector.of(ref), "touch", q) for ref in self.pending]
        self.pending.clear()
        self.aside.update(self.renaming)
        self.renaming.clear()
        return out

    def _commit(self, q: Quote, after: Screen | None = None, *, clicked: bool = True) -> list[Write]:
        """A save: it may change what :meth:`_controls_here` says, then what was changed and not yet saved
        holds as set. A save key or a helper's save() (not ``clicked``) adds and removes
        nothing: the counts of collections stay."""
        out = [*self._controls_here(q), Write(ITEMS, "touch", q),
               Write(RECORDS, "touch", q), Write(FIELDS, "touch", q), Write(PAGES, "touch", q),
               Write(STATUSES, "touch", q),
               Write(LINKS, "touch", q)] \
            + ([Write(COUNTERS, "touch", q)] if clicked else [])
        entry = _title(self.screen) if self.screen is not None else ""

        def emptied(ref: Ref, value: str) -> bool:  # the save emptied the field: an entry sent, not kept
            shown = _shown(after, ref.scope, ref.key) if after is not None else None
            return ref.key.split(":", 1)[0] not in TOGGLE_ROLES and shown is not None and value.strip() != "" \
                and not (_value(shown) or "").strip()

        # a form whose text the save emptied was a composer (a message, a note, a coupon, a search): the
        # entry was sent and the form reset, its switches too ("Internal" unticked after the note is posted)
        sent = {ref.scope for ref, value in self.pending.items() if emptied(ref, value)}
        before = self.screen
        if before is not None and after is not None and _new_form(before) and _elsewhere(before, after):
            sent.add(before.place)  # a new record's form, saved: its values made the record; the form starts empty
        if before is not None and after is not None and before.place == after.place:
            # a text field the screen held before the save (typed before a switch was set) and empties after
            sent |= {before.place for e in before.elements if e.role in VALUE_ROLES and (_value(e) or "").strip()
                     and (k := _key(e)) is not None and emptied(Ref("control", before.place, k), _value(e) or "")}
        for ref, value in self.pending.items():
            attr = "checked" if ref.key.split(":", 1)[0] in TOGGLE_ROLES else "value"
            role, _, label = ref.key.partition(":")
            shown = _shown(after, ref.scope, ref.key) if after is not None else None
            if ref.scope in sent:
                continue
            out.append(Write(Selector.of(ref), "update", q, ((attr, value),)))
            if entry and attr == "value" and role in VALUE_ROLES and _field(label) and value.strip() \
                    and (shown is None or _same(value, _value(shown) or "")):
                # a form's field saved (and not shown refused after): the entry's field, wherever it is listed
                self.saved.setdefault(" ".join(entry.split()).casefold(), {})[_field(label)] = value.strip()
                out.append(Write(Selector.of(_record(entry, label)), "update", q, (("value", value.strip()),)))
        self.pending.clear()
        for ref, (old, new) in self.renaming.items():
            shown = _shown(after, ref.scope, ref.key) if after is not None else None
            if shown is not None and (_value(shown) or "").strip().casefold() == old.casefold():
                continue  # the save did not take (the field holds the old name again)
            self.renamed[old.casefold()] = new
            if len(self.labels.get(" ".join(old.split()).casefold(), ())) > 1:
                self.shared.add(old.casefold())
            out.append(Write(Selector.of(_name(old)), "rename", q, to=_name(new)))
        self.renaming.clear()
        return out

    def _adjust(self, target: Element, key: str, screen: Screen, after: Screen | None, q: Quote) -> list[Write]:
        """A toggle or a slider the action changed: the state the screen after shows it in is set."""
        if target.role in RADIO_ROLES:  # one option of a choice: the choice's options change, nothing else
            self.pending.clear()
            self.renaming.clear()
            out = [Write(Selector.of(Ref("control", screen.place, k)), "touch", q) for e in screen.elements
                   if e.role in RADIO_ROLES and (k := _key(e)) is not None]
        else:
            out = self._anything(q)  # a setting may turn others on or off (airplane mode, a master switch)
        read = _checked if target.role in TOGGLE_ROLES else _value
        attr = "checked" if target.role in TOGGLE_ROLES else "value"
        shown = _shown(after, screen.place, key) if after is not None else None
        value = read(shown) if shown is not None else None
        if target.role in INDEPENDENT_ROLES:  # the other sliders keep what was set
            out += [Write(Selector.of(ref), "update", q, (kv,)) for ref, kv in self.adjusted.items()
                    if ref.key.split(":", 1)[0] == target.role and ref.key != key]
        if value is None:  # what the action left it in (unchanged too: a radio already chosen)
            return out
        ref = Ref("control", screen.place, key)
        out.append(Write(Selector.of(ref), "update", q, ((attr, value),)))
        self.adjusted[ref] = (attr, value)
        at_once = APPLY_AT_ONCE.get(self.domain, frozenset())
        if "*" not in at_once and target.role not in at_once:
            self.pending[ref] = value
        return out

    def _delete(self, screen: Screen, after: Screen, q: Quote) -> list[Write]:
        """The entries a delete removed: those the screen showed before (or, when the delete was confirmed
        on another screen, the last time its place was shown) that it no longer shows."""
        before = screen if not _elsewhere(screen, after) else self.last_at.get(after.place) if after.place else None
        if before is None or _elsewhere(before, after):
            return []
        now = _keys(after)
        # (a link on a desktop app's screen, which has no address, is a control of a panel: "Website", "Learn more")
        # (what a line without an id showed goes with the entry around it: not an entry of its own)
        vanished = [e for e in before.elements if e.role in ITEM_ROLES and not e.bare and _key(e) not in now
                    and (after.place or e.role != "link")]
        if any(_CLICKABLE.intersection(e.attrs) for e in vanished):
            # a screen that marks what can be clicked: an entry is the row's clickable name, not its other texts
            vanished = [e for e in vanished if any(e.attrs.get(f) == "true" for f in _CLICKABLE)]
        gone = {k for e in vanished if (k := _key(e)) is not None}
        if not 1 <= len(gone) <= MAX_DELETED:
            return []
        out = []
        for k in sorted(gone):
            ref = Ref("item", after.place, k)
            self.deleted[ref] = frozenset(now)
            out.append(Write(Selector.of(ref), "delete", q))
            # its name too, when it was an entry of that place alone: another view of the same collection
            # (another tab or filter of the list) must not show it either
            label = next((" ".join(_entry(e).split()).casefold() for e in before.elements
                          if e.role in ITEM_ROLES and _key(e) == k), "")
            if label and after.place and self.places.get(label, frozenset()) == {after.place}:
                self.gone[label] = after.place
                out.append(Write(Selector.of(_name(label)), "delete", q))
        return out

    def _unmake(self, page: Screen, label: str, after: Screen, q: Quote, about: str = "", *picked: str) -> list[Write]:
        """A delete asked on a record's page after which the screen shows it no more (another screen, or the same
        one without its pane), and asks nothing: the record the page was about (its title, else ``about``: the
        entry clicked to open it), or each entry ``picked`` in a list, is deleted wherever the site would list it."""
        if not DELETES_SUBJECT.search(label) or _asks(after):
            return []
        now = {_shown_name(e) for e in after.elements}
        out = []
        named = _subject(page) or about or _asked_subject(page)
        # a title led by the record's number ("#212 Remove legacy FTP upload path") is listed by its words too
        bare = REFERENCE_LEAD.sub("", named)
        for subject in dict.fromkeys((named, *([bare] if bare != named and len(bare) >= 8 else []), *picked)):
            # (a page headed by the delete it asks for, "Delete objects", is about no record)
            if subject and subject not in now and not DELETES_SUBJECT.match(subject):
                self.unmade[subject] = self._site(page)
                out.append(Write(Selector.of(Ref("subject", self._site(page), subject)), "delete", q))
        if out:
            self.typed = []  # only what is typed from now on may make it again
        return out

    def _site(self, screen: Screen) -> str:
        """The site or app of a screen: its URL's host, else the app last opened by name."""
        return _site(screen) or self.app

    def _about(self, target: Element | None, before: Screen | None, after: Screen) -> str:
        """What the screen after is about: the entry a click opened it from, when it shows that entry's name
        (an opened contact shows its name); else what the screen before was about, while it is still shown."""
        if target is not None and before is not None and target.role not in VALUE_ROLES:
            full = _shown_name(target) or " ".join(_label(target).split()).casefold()
            # the entry's name, or the head of a label that lists details after it ("Dentist, 2:15 – 3 PM")
            for name in dict.fromkeys((full, full.split(", ", 1)[0])):
                # shown as a title (a reading pane's heading), or as the one thing of that name on another screen
                shown = [e for e in after.elements if e.role not in VALUE_ROLES and _shown_name(e) == name]
                if len(name) >= 3 and re.search(r"[^\W\d_]", name) and not _acts(name) and (
                        any(e.role in TITLE_ROLES for e in shown) or (len(shown) == 1 and _elsewhere(before, after))):
                    return name
        return self.about if self.about and any(_shown_name(e) == self.about for e in after.elements) else ""

    def _picked(self, act: GuiAction, target: Element | None, after: Screen) -> tuple[str, ...]:
        """The entries picked for what comes next (a delete, a move): a long press picks the entry it hits, a
        click on another entry of the same list while some are picked adds it; they stay picked while the
        screen shows them all."""
        name = _shown_name(target) if target is not None and target.role not in VALUE_ROLES else ""
        if not name and target is not None and act.verb == "long_press" and self.screen is not None:
            name = _first_text_inside(target, self.screen)  # a row's container: the entry its first text names
        shown = {_shown_name(e) for e in after.elements}
        if name and act.verb == "long_press" and name in shown:
            return (name,)
        if name and self.picked and act.effect == "any" and self.screen is not None \
                and not _elsewhere(self.screen, after) and name in shown and name not in self.picked \
                and not _acts(name):
            return (*self.picked, name)
        return self.picked if all(p in shown for p in self.picked) else ()

    def _called_rename(self, action: Any, q: Quote) -> list[Write]:
        call = helper_call(action)
        out: list[Write] = []
        said = str(action).casefold()
        if self.called_renames and (call is None or (CREATE_CALL.match(call[0]) and not call[1])
                                    or RESTORE_WORDS.search(said)
                                    or any(old in said for old in self.called_renames)):
            out.append(Write(RENAMED, "touch", q))
        if call is not None and RENAME_CALL.match(call[0]) and len(call[1]) >= 2 and call[1][0].strip() \
                and call[1][1].strip() and call[1][0].strip().casefold() != call[1][1].strip().casefold():
            old, new = call[1][0].strip().casefold(), call[1][1].strip()
            self.called_renames[old] = new
            out.append(Write(Selector("renamed", "", old), "rename", q, to=Ref("renamed", "", new.casefold())))
        return out

    def _deleted_by_code(self, action: Any, before: Screen, after: Screen, q: Quote) -> list[Write]:
        """Code that removes files by path (``effects.gui.deleted_paths``): an entry named as one of them that
        the screen listed before and no longer lists in the same window is deleted there, as by the Delete key."""
        names = {p.rstrip("/").rsplit("/", 1)[-1].casefold() for p in deleted_paths(action)}
        frame = _frame(after) or _WHOLE_SCREEN
        if not names or (_frame(before) or _WHOLE_SCREEN) != frame:
            return []
        was = [_shown_name(e) for e in before.elements if e.role in DELETABLE_ROLES]
        now = {_shown_name(e) for e in after.elements if e.role in DELETABLE_ROLES}
        out = []
        for name in sorted(names):
            if was.count(name) == 1 and name not in now:
                self.trashed[name] = frame
                out.append(Write(Selector("trashed", frame, name), "delete", q))
        return out

    def _renamed_by_typing(self, action: Any, before: Screen, after: Screen, q: Quote) -> list[Write]:
        """A name typed and entered (after F2, in a rename field) where, in the same window, one entry of the
        listing gave way to one under that name: the entry was renamed."""
        typed = entered_text(action)
        frame = _frame(after) or _WHOLE_SCREEN
        if typed is None or (_frame(before) or _WHOLE_SCREEN) != frame:
            return []
        was = [_shown_name(e) for e in before.elements if e.role in DELETABLE_ROLES]
        now = [_shown_name(e) for e in after.elements if e.role in DELETABLE_ROLES]
        gone, new = {n for n in was if n not in now}, {n for n in now if n not in was}
        typed = " ".join(typed.split()).casefold()
        # a file manager keeps the extension when only the stem was selected ("lease" -> "lease.pdf"); a name
        # the window shows elsewhere too (an image's layer named as the image) is not the one thing renamed
        if len(new) != 1 or len(gone) != 1 \
                or sum(_shown_name(e) == (old := next(iter(gone))) for e in before.elements) != 1 \
                or any(_shown_name(e) == old for e in after.elements) \
                or not ((name := next(iter(new))) == typed or name.startswith(typed + ".")):
            return []
        self.renamed[old] = name
        return [Write(Selector.of(_name(old)), "rename", q, to=_name(name))]

    def _setting_typed(self, action: Any, before: Screen, after: Screen, q: Quote) -> list[Write]:
        """Typing in an editor's settings: into a settings.json, any setting may change; into one setting's
        field on the settings screen (the field under the point clicked first), that setting, which the screen
        after then shows as set; anywhere else (a command palette, another file), none."""
        said = str(action)
        typed = bool(_TYPES.search(said)) or (isinstance(action, dict) and gui_action(action).effect == "set")
        if typed and _settings_json(before):
            return [Write(SETTINGS, "touch", q)]
        settings = any(setting_id(e.name) for e in before.elements if e.role in SETTING_FIELDS)
        point = _POINT.search(said)
        hit = before.at(float(point[1]), float(point[2])) if point else None
        if hit is None and typed:
            hit = next((e for e in before.elements if e.attrs.get("focused") == "true" and setting_id(e.name)), None)
        key = setting_id(hit.name) if hit is not None else None
        if hit is None or key is None:
            # a click on the settings screen not on a field (a drop-down's option): any setting; typing elsewhere
            # (a search box, a command palette, another file): none, unless it runs a command that may
            untyped = settings and not typed and point is not None
            return [Write(SETTINGS, "touch", q)] if untyped or (settings and re.search(r"toggle|reset", said, re.I)) \
                else []
        if not typed:
            return [Write(Selector.of(Ref("editor setting", "", key)), "touch", q)]
        ref = Ref("editor setting", "", key)
        shown = next((e for e in after.elements if e.name == hit.name and e.role in SETTING_FIELDS
                      and (e.attrs.get("text") or "").strip()), None)
        if shown is None or _settings_json(after):
            return [Write(Selector.of(ref), "touch", q)]
        return [Write(Selector.of(ref), "update", q, (("value", _setting_value(shown.attrs["text"])),))]

    def _made(self, target: Element | None, before: Screen, after: Screen, q: Quote) -> list[Write]:
        """A new record's form opened from a list and saved, after which the screen is the record's own, titled
        by a value the form held: the record exists under that name, and the list it was opened from lists it."""
        if _new_form(after) and not _new_form(before) and _elsewhere(before, after) and _where(after):
            self.form_from[_where(after)] = before
            return []
        if self.made_at and target is not None and DELETE_LABEL.match(" ".join(_label(target).split())):
            return [Write(MADE, "touch", q)]  # something deleted: perhaps what was made
        origin = self.form_from.get(_where(before))
        if origin is None or target is None or not MAKES_LABEL.match(" ".join(_label(target).split())) \
                or _new_form(after) or not _elsewhere(before, after) or not _where(origin):
            return []
        heads = " ".join([after.title or screen_title(after),
                          *(e.name for e in after.elements if e.role in TITLE_ROLES)]).casefold()
        held = [" ".join(v.split()) for e in before.elements if e.role in VALUE_ROLES and (v := _held(e) or "")
                and len(v.strip()) >= 3]
        name = next((v.casefold() for v in held if v.casefold() in heads), "")
        if not name:
            return []
        self.made_at[_where(origin)] = name
        return [Write(Selector.of(Ref("made", self._site(after), name)), "create", q)]

    def _status_set(self, before: Screen, before_text: str, after: Screen, after_text: str, q: Quote) -> list[Write]:
        """An action on a record's page after which the page shows the same record in another status (an issue
        closed): that status is set."""
        was, now = page_record(before, before_text), page_record(after, after_text)
        if was is None or now is None or was[0] != now[0] or was[1] == now[1]:
            return []
        return [Write(Selector.of(Ref("status", _site(after), now[0])), "update", q, (("status", now[1]),))]

    def _update(self, target: Element | None, before: Screen, after: Screen, q: Quote) -> list[Write]:
        """An app's update: begun by a click on its store page's Update (the version it offers is the one shown
        there; the others its screens showed are older), finished when the page shows Open and no Update or Cancel; from
        then on the app's screens must not show a version it had before."""
        app = app_of(before)
        if target is not None and UPDATE_LABEL.match(_label(target)) and app:
            on_page = {v for v, _e in versions(before)}
            if len(on_page) == 1:  # the version its page offers; the others its screens showed are older
                self.updating = (app, self.versions.get(app, frozenset()) - on_page, next(iter(on_page)))
            return [Write(Selector("version", "", app), "touch", q)]
        if self.updating is None or app_of(after) != self.updating[0]:
            return []
        names = {_shown_name(e) for e in after.elements}
        if "open" in names and not names & UPDATING_LABELS:
            app, old, offered = self.updating
            self.updating = None
            self.outdated[app] = old
            return [Write(Selector("version", "", app), "update", q, (("version", offered),))]
        if "update" in names and "cancel" not in names:
            self.updating = None  # cancelled
        return []

    def _tab_at(self, screen: Screen, point: tuple[float, float]) -> bool:
        """The window showed a tab at ``point`` (its last screen that listed its tab strip)."""
        x, y = point
        boxes = self.tabs.get(_frame(screen) or screen_title(screen), ())
        return any(b[0] <= x <= b[2] and b[1] <= y <= b[3] for b in boxes)

    def _sent_to(self, before: Screen, after: Screen, q: Quote) -> list[Write]:
        """A text typed lately that a conversation's screen (its title: whom it is with) now shows as a new entry
        of its own was sent there: it is the conversation's last message, which a list of conversations shows
        next to its name ("Jordan · On my way")."""
        title = screen_title(after)
        if not self.typed or not title or title != screen_title(before):
            return []
        seen = {" ".join(_entry(e).split()).casefold() for e in before.elements if _entry(e)}
        sent = [t for e in after.elements if e.role in ITEM_ROLES
                and (t := " ".join(_entry(e).split()).casefold()) in self.typed and t not in seen]
        if len(sent) != 1:
            return []
        self.sent_to[title.casefold()] = sent[0]
        return [Write(Selector.of(_last_message(after, title)), "update", q, (("last message", sent[0]),))]

    def _delete_selected(self, screen: Screen, q: Quote, after: Screen | None,
                         clicked: tuple[str, ...] = ()) -> list[Write]:
        """The Delete key: the selected entries (the first cell of each selected row) are deleted, unless a text
        field has the focus (it deletes a character there); after a click in the same action, the entry it hit
        (``clicked``, from :func:`_clicked_entry`) once its window lists it no more. A screen that does not mark
        its selection: the entries its window lists no more after the key (at most MAX_DELETED)."""
        if any(e.role in FOCUS_ROLES and e.attrs.get("focused") == "true" for e in screen.elements):
            return []
        frame = _frame(screen)
        if clicked:
            stays = after is None or not frame or _frame(after) != frame  # (another window: it cannot be told)
            now = set() if after is None else {_shown_name(e) for e in after.elements if e.role in DELETABLE_ROLES}
            names = [n for n in clicked if n and not stays and n not in now]
        else:
            names = _first_cells(screen, selected=True)
        if not clicked and not names and after is not None and frame and _frame(after) == frame:
            shown = set(_first_cells(after))
            # not "Slide 6": a name by position goes with the last entry whichever one went
            names = [n for n in _first_cells(screen) if n not in shown and not _POSITIONAL.match(n)]
            names = names if len(names) <= MAX_DELETED else []
        listed = [_shown_name(e) for e in screen.elements if e.role in DELETABLE_ROLES]
        out = []
        for name in names:
            if frame and re.search(r"[^\W\d_]", name) and listed.count(name) == 1:
                self.trashed[name] = frame
                out.append(Write(Selector("trashed", frame, name), "delete", q))
        return out

    def _click(self, target: Element, screen: Screen, after: Screen | None, q: Quote) -> list[Write]:
        """A click judged from what it hits: a toggle it flips (its new state, read on the screen after, is
        set), a button that saves, a link or row that opens another screen, or anything else."""
        key = _key(target)
        if (target.role in TOGGLE_ROLES or target.role in SLIDER_ROLES) and key is not None:
            return self._adjust(target, key, screen, after, q)
        label = " ".join(_label(target).split())
        if NAVIGATE_LABEL.match(label) or DECLINE_LABEL.match(label) or DELETE_LABEL.match(label):
            self.aside.clear()  # the form closed, declined or discarded: what was typed there is lost
        if after is not None and _opened(target, screen, after) and not DELETE_LABEL.match(label) \
                and not COMMIT_LABEL.match(label) and not CHANGE_LABEL.search(label):
            # a menu, a drop-down or a disclosure opened on the same screen: only the control itself changed
            return [Write(Selector.of(Ref("control", screen.place, key)), "touch", q)] if key is not None else []
        if (ORDER_LABEL.search(label) or _orders(target)) and after is not None \
                and not _elsewhere(screen, after):
            # a sort menu or one of its orders, a column's header: the list shows the same entries in another order
            return [Write(Selector.of(Ref("control", screen.place, key)), "touch", q)] if key is not None else []
        if COMMIT_LABEL.match(label):
            return self._commit(q, after)
        if (target.role in NAVIGATION_ROLES or NAVIGATE_LABEL.match(label)) and after is not None \
                and _elsewhere(screen, after):
            # a link or a row that opens another screen (a "Trash" folder too); one that says it adds or
            # removes ("Add to Wish List") may change what the user's collections hold
            return self._leave(q) + ([Write(COUNTERS, "touch", q)] if CHANGE_LABEL.search(label) else [])
        if target.role in TAB_ROLES and after is not None and not CHANGE_LABEL.search(label):
            return self._leave(q)  # another panel of the same screen
        if DELETE_LABEL.match(label) and after is not None and target.role not in _LIST_ENTRIES:
            # a dialog that now asks to confirm: nothing is gone yet (what vanished is the menu the click closed)
            asking = _asks(after) and not _asks(screen)
            deleted = [] if asking else \
                self._delete(screen, after, q) + self._unmake(screen, label, after, q, self.about, *self.picked)
            if not deleted and (not _elsewhere(screen, after) or _asks(after)):
                # nothing gone yet: a dialog asks to confirm it
                self.confirming = (screen, label, (self.about, *self.picked))
            return self._anything(q) + deleted
        if target.role in FOCUS_ROLES and after is not None:
            # a click on a text field puts the cursor there (or opens a search screen): it changes nothing
            return self._leave(q) if _elsewhere(screen, after) else []
        return self._anything(q)

    def _target(self, act: GuiAction) -> Element | None:
        if self.screen is None:
            return None
        if act.element is not None:
            return self.screen.by_id(act.element)
        if act.point is not None:
            return self.screen.at(*act.point)
        return None

    # ------------------------------------------------------------------ readings

    def _read(self, step: int, screen: Screen, text: str = "") -> Reading:
        reading = Reading()
        keys: dict[str, int] = {}
        for e in screen.elements:
            k = _key(e)
            if k is not None:
                keys[k] = keys.get(k, 0) + 1
        shown = _keys(screen)
        for e in screen.elements:
            if self.renamed and (entry := _entry(e) or (e.name.strip() if e.role in SHOWS_NAMES else "")):
                # the entry's name, its segments, and the head of a label that lists details after it ("Budget
                # review, 13:00 to 14:00, Tuesday")
                for part in {entry, *_SEGMENTS.split(entry), entry.split(", ", 1)[0], _COUNTED.sub("", entry)}:
                    if part.casefold() in self.renamed and self._still_old(part.casefold(), entry):
                        # an entry still under a name a rename replaced
                        reading.facts.append(Fact(_name(part), "exists", "present", "exists",
                                                  Quote(step, VIEW, e.line.strip()[:200])))
            label = " ".join(_entry(e).split()).casefold() if e.role in ITEM_ROLES else ""
            if label in self.gone and _sibling(self.gone[label], screen.place):
                # a deleted entry shown by another view of the collection it was deleted from
                reading.facts.append(Fact(_name(label), "exists", "present", "exists",
                                          Quote(step, VIEW, e.line.strip()[:200])))
            k = _key(e)
            ref = Ref("item", screen.place, k or "")
            if e.role in ITEM_ROLES and ref in self.deleted and not _apart(self.deleted[ref], shown):
                reading.facts.append(Fact(ref, "exists", "present", "exists", Quote(step, VIEW, e.line.strip()[:200])))
        site = self._site(screen)
        # (the page's title too: a mail app's trash may have the address of its inbox, "#trash" after it)
        titled = f"{screen.place} {screen.title} {screen_title(screen)}"
        lists_deleted = bool(self.unmade) and bool(LISTS_DELETED.search(titled))
        for e in screen.elements if self.unmade and not lists_deleted else ():
            if e.role not in VALUE_ROLES and (name := _listed_subject(_shown_name(e), self.unmade)) \
                    and self.unmade.get(name) == site:
                # a record deleted from its own page, listed again
                reading.facts.append(Fact(Ref("subject", site, name), "exists", "present", "exists",
                                          Quote(step, VIEW, e.line.strip()[:200])))
        reading.facts += _setting_facts(step, screen)
        made = self.made_at.get(where) if (where := _where(screen)) else None
        # (off the web, a time or a count beside an entry is none: a phone's list shows them as texts of their own)
        entries = [e for e in screen.elements if e.role in ITEM_ROLES
                   and ("://" in screen.place or re.search(r"[^\W\d_]", _label(e)))] if made else []
        if made and 0 < len(entries) <= MAX_LISTED and not any(PAGER.match(" ".join(_label(e).split()))
                                                               for e in screen.elements) \
                and made not in text.casefold() and made not in " ".join(e.line for e in screen.elements).casefold() \
                and ("://" in screen.place or not _alphabetical(entries)):
            # the list a record was made from, again, without it (a phone's list in alphabetical order scrolls:
            # the name may sort below what it shows)
            reading.facts.append(Fact(Ref("made", site, made), "exists", "absent", "exists",
                                      Quote(step, VIEW, f"{screen.place}: {len(entries)} entries")))
        for e in screen.elements if self.called_renames else ():
            if e.role in NAMED_ROLES and (old_name := _shown_name(e)) in self.called_renames:
                # a thing a helper call renamed, under its old name
                reading.facts.append(Fact(Ref("renamed", "", old_name), "exists", "present", "exists",
                                          Quote(step, VIEW, e.line.strip()[:200])))
        frame = (_frame(screen) or _WHOLE_SCREEN) if self.trashed else ""
        for e in screen.elements if frame else ():
            if e.role in DELETABLE_ROLES and self.trashed.get(_shown_name(e)) == frame:
                # an entry the Delete key deleted, listed again where it was
                reading.facts.append(Fact(Ref("trashed", frame, _shown_name(e)), "exists", "present", "exists",
                                          Quote(step, VIEW, e.line.strip()[:200])))
        where = _frame(screen)
        for e in screen.elements if where else ():
            if (m := PART_TOTAL.match(" ".join((e.attrs.get("text") or e.name or "").split()))) is not None:
                # a document's count of its parts (slides, pages, sheets) in its window
                reading.facts.append(Fact(Ref("counter", where, m["part"].casefold() + "s"), "count", m["total"],
                                          "state", Quote(step, VIEW, e.line.strip()[:200])))
        for key, (count, e) in _counters(screen).items():
            # the count of one of the user's collections (a cart's badge): it moves only with what is added or removed
            reading.facts.append(Fact(Ref("counter", "", key), "count", count, "state",
                                      Quote(step, VIEW, e.line.strip()[:200])))
        for noun, (count, e) in _place_counts(screen).items():
            # how many entries a place holds ("7 items" under a folder's title): only adding or removing moves it
            reading.facts.append(Fact(Ref("counter", f"{screen.place} | {screen_title(screen).casefold()}", noun),
                                      "count", count, "state", Quote(step, VIEW, e.line.strip()[:200])))
        reading.facts += self._references(step, screen, text)
        for title, (number, e) in _numbered(screen).items():
            # a record's number by its title ("#412 Fix SSO redirect loop"): it is the record's identity
            reading.facts.append(Fact(Ref("numbered", _site(screen), title), "number", number, "identity",
                                      Quote(step, VIEW, e.line.strip()[:200])))
        for e in screen.elements if self.sent_to else ():
            parts = _SEGMENTS.split(" ".join(_entry(e).split())) if e.role in ITEM_ROLES else []
            if len(parts) == 2 and (sent := self.sent_to.get(parts[0].casefold())) is not None:
                # a list of conversations: the last message next to the name of one the user wrote to
                snippet = parts[1].casefold().rstrip("…. ")
                value = sent if snippet and (snippet in sent or sent in snippet) else parts[1].casefold()
                reading.facts.append(Fact(_last_message(screen, parts[0]), "last message", value, "soft",
                                          Quote(step, VIEW, e.line.strip()[:200])))
        app = app_of(screen) if self.outdated else ""
        for version, e in versions(screen) if app in self.outdated else ():
            if version in self.outdated[app]:
                # a version the app had before an update that finished
                reading.facts.append(Fact(Ref("version", "", app), "version", version, "soft",
                                          Quote(step, VIEW, e.line.strip()[:200])))
        for number, status, e in listed_statuses(screen):
            # a record's status shown by its number (a list's "#48 · Open")
            reading.facts.append(Fact(Ref("status", _site(screen), number), "status", status, "soft",
                                      Quote(step, VIEW, e.line.strip()[:200])))
        title = screen_title(screen)
        for label, value, _e in screen_fields(screen) if title else ():
            if DEVICE_IDS.match(" ".join(label.split())):
                continue  # the device's own (an IMEI): read below, the same on every screen
            # a field of what the screen is about that names an identity (an IMEI, a creation time)
            reading.facts.append(Fact(Ref("field", f"{screen.place} | {title.casefold()}", label.casefold()),
                                      label.casefold(), value, "identity",
                                      Quote(step, VIEW, f"{label}: {value}"[:200])))
        for label, value, _e in page_values(screen) if _URL.match(screen.place) else ():
            # a value a page at an address states under a label (an infobox's row "Established | 1900"): read again
            # after only navigation, it must be the same (an app's screen, with no address, shows the selection's
            # and the live figures of the moment in its bars)
            reading.facts.append(Fact(Ref("page", "", screen.place), label.casefold(), value, "state",
                                      Quote(step, VIEW, f"{label}: {value}"[:200])))
        for key, value, line in page_sentences(screen):
            # a sentence of figures the screen states (a note's line, a listing's description), read again with
            # other figures after only navigation
            reading.facts.append(Fact(Ref("page", "", screen.place or screen_title(screen)), key, value, "state",
                                      Quote(step, VIEW, line[:200])))
        # the device a list's selected entry names (a disk in a disks tool), else this one
        device = next((_shown_name(e) for e in screen.elements if e.role in _LIST_ENTRIES
                       and e.attrs.get("selected") == "true"), "")
        for key, (value, e) in _device_ids(screen).items():
            # an identity of the device (an IMEI): every screen that shows it shows the same
            reading.facts.append(Fact(Ref("device", device, key), "id", value, "identity",
                                      Quote(step, VIEW, e.line.strip()[:200])))
        for ref, value, text in _identities(screen):
            # a row's identity (a process's ID, an order's number): it changes only with its thing
            reading.facts.append(Fact(ref, "id", value, "identity", Quote(step, VIEW, text[:200])))
        if self.saved:
            for row in _rows(screen):
                for entry in {" ".join(v.split()).casefold() for v in row.values()} & self.saved.keys():
                    for label, value in self.saved[entry].items():
                        if (cell := row.get(label)) is not None and cell:
                            # a table row of an entry a form saved a field of: that column reads what was saved
                            reading.facts.append(Fact(_record(entry, label), "value",
                                                      value if _same(value, cell) else cell, "state",
                                                      Quote(step, VIEW, f"{entry}: {label} {cell}"[:200])))
        reading.clocks += self._sent_stamps(step, screen, text)
        # the clock is the highest time in the top band: one lower down is an app's own (a player's elapsed time
        # in its header, under the desktop's top bar)
        highest = min((e.box[1] for e in screen.elements if e.box is not None and e.box[1] < TOP_BAR_PX
                       and _TIME.match((e.attrs.get("text") or e.name).strip())), default=None)
        for e in screen.elements:
            clock = self._clock(e, highest=highest)
            if clock is not None:
                reading.clocks.append((clock[0], Quote(step, VIEW, e.line.strip()[:200]), clock[1]))
            k = _key(e)
            if k is None or keys[k] != 1:
                continue  # two controls of one label cannot be told apart
            ref = Ref("control", screen.place, k)
            q = Quote(step, VIEW, e.line.strip()[:200])
            if e.role in VALUE_ROLES and (v := _value(e)) is not None:
                was = self.sets.get(ref)
                if was is not None and _loosely(was, v):
                    continue
                reading.facts.append(Fact(ref, "value", v, "soft", q))
            elif e.role in TOGGLE_ROLES and (c := _checked(e)) is not None:
                reading.facts.append(Fact(ref, "checked", c, "state", q))
                if self.adjusted.get(ref) == ("checked", c) and self._at_once(e.role):
                    self.confirmed[ref] = q  # a setting read back as an action left it: it holds from here
        return reading

    def _followed(self, step: int, act: GuiAction, target: Element | None, before: Screen,
                  after: Screen) -> list[Fact]:
        """The place a link followed from a page led to (``LINKS``): a fact of the link (its page and label) whose
        value is the URL reached; a link of a label the page shows more than once is not told apart."""
        if target is None or target.role not in LINK_ROLES or act.effect == "set" or act.point is not None:
            return []
        origin, reached = _url(before.place), _url(after.place)
        key, label = _key(target), " ".join(_label(target).split())
        if not origin or not reached or origin == reached or key is None or VARYING_LINK.search(label):
            return []
        if sum(1 for e in before.elements if _key(e) == key) != 1:
            return []
        return [Fact(Ref("link", origin, key), "target", reached, "identity",
                     Quote(step, VIEW, f"{label[:120]} -> {after.place}"[:200]))]

    def _references(self, step: int, screen: Screen, text: str) -> list[Fact]:
        """The reference an app confirmed for the record the user just made (new on this screen after an action
        that places, or in a line saying it was made), and, on a later screen of the same site that shows it
        nowhere, the one reference of its kind a character or two away (the same record, misnumbered); other
        references (older records) are other records."""
        site = _site(screen)
        refs = references(text)
        # a page titled for one kind of record ("Orders", "My tickets") lists them as "#48231" rows
        first = next((ln for ln in text.splitlines() if ln.strip()), "")  # a web page's own title line
        titles = " ".join([first] + [e.name for e in screen.elements if e.role in TITLE_ROLES])
        nouns = {REF_NOUNS[m[1].lower()] for m in re.finditer(r"\b(" + "|".join(REF_NOUNS) + r")s\b", titles,
                                                            re.IGNORECASE)}
        if len(nouns) == 1:
            noun = nouns.pop()
            refs += [(noun, m[1], e.name) for e in screen.elements if e.role in ROW_ROLES
                     for m in _LISTED_REF.finditer(e.name)]
        before = {i for _n, i, _t in references(self.text)} if self.screen is not None else None
        text_now = text.upper()
        out: list[Fact] = []
        for ref, ident in list(self.references.items()):
            if ref.scope != site or self.placed or ident in text_now:
                continue
            close = {i: t for n, i, t in refs if n == ref.key and near(ident, i)}
            if len(close) == 1:
                (other, text), = close.items()
                out.append(Fact(ref, "number", other, "identity", Quote(step, VIEW, " ".join(text.split())[:200])))
        fresh: dict[str, dict[str, str]] = {}
        for noun, ident, text in refs:
            if before is not None and ident not in before and (self.placed or SAYS_MADE.search(text)):
                fresh.setdefault(noun, {})[ident] = text
        for noun, ids in fresh.items():
            if len(ids) == 1:  # one new reference of its kind: the record just made
                (ident, text), = ids.items()
                ref = Ref("reference", site, noun)
                self.references[ref] = ident
                out.append(Fact(ref, "number", ident, "identity", Quote(step, VIEW, " ".join(text.split())[:200])))
        return out

    def _sent_stamps(self, step: int, screen: Screen, text: str) -> list[tuple[float, Quote, str]]:
        """The time an entry the user just added is stamped with (a message sent: a new entry of the list holding
        a text typed lately and, besides it, one time of day; a comment drawn as a block of lines) is the
        clock's time then. The text is matched as whole words: a word typed into another field ("Tech") may
        be part of any entry's ("Ars Technica")."""
        if not self.typed or self.screen is None:
            return []
        seen = {" ".join(_entry(e).split()).casefold() for e in self.screen.elements if _entry(e)}
        out = []
        for e in screen.elements:
            label = " ".join(_entry(e).split()).casefold() if e.role in ITEM_ROLES else ""
            typed = [t for t in self.typed if _holds_words(label, t)]
            if not label or label in seen or len(typed) != 1:
                continue
            rest = label.replace(typed[0], " ")
            times = _STAMP.findall(rest)
            if len(times) != 1:
                continue
            self.typed.remove(typed[0])
            clock = self._clock(Element(None, "", times[0], {}, e.line, None), stamp=True)
            if clock is not None:
                out.append((clock[0], Quote(step, VIEW, e.line.strip()[:200]), clock[1]))
        # the entry drawn as a block (a comment: its author, its time and its text apart): the one time of
        # day in the smallest block around a new line of text typed lately
        shown = {_bare(ln) for ln in self.text.splitlines()}
        lines = text.splitlines()
        for i, ln in enumerate(lines):
            typed = [t for t in self.typed if _holds_words(" ".join(ln.split()).casefold(), t)]
            if len(typed) != 1 or _bare(ln) in shown or _VALUE_SHOWN.search(ln):
                continue
            stamp = _stamp_around(lines, i, shown)
            dated = _DATE.search(stamp[1]) if stamp is not None else None
            if stamp is None or not (dated or re.search(r"[ap]\.?m\b", stamp[0], re.IGNORECASE)):
                continue  # a time of day, not a duration ("Time left: 9:21")
            self.typed.remove(typed[0])
            clock = self._clock(Element(None, "", stamp[0], {}, stamp[1], None), stamp=True)
            if clock is not None:  # a dated stamp is compared with stamps of its date only
                out.append((clock[0], Quote(step, VIEW, stamp[1].strip()[:200]),
                            f"{clock[1]} {' '.join(dated[0].split()).casefold()}" if dated else clock[1]))
        return out

    def _at_once(self, role: str) -> bool:
        at_once = APPLY_AT_ONCE.get(self.domain, frozenset())
        return "*" in at_once or role in at_once

    def _still_old(self, old: str, label: str) -> bool:
        """An entry labelled ``label`` that holds the renamed name ``old`` is the renamed thing: always when
        one entry held that name, else only when its whole label is the renamed entry's (its label under
        the new name, with the old one put back) and names more than the bare name. Never a label that holds
        the new name (the old one may be a segment of it: "Team lunch" -> "Team lunch – farewell")."""
        full = " ".join(label.split()).casefold()
        new = " ".join(self.renamed[old].split()).casefold()
        if old in new and new in full:
            return False
        if old not in self.shared:
            return True
        return len(_parts(full)) > 1 and any(full == was.replace(new, old) for was in self.labels.get(new, ())
                                             if len(_parts(was)) > 1)

    def _clock(self, e: Element, *, stamp: bool = False, highest: int | None = None) -> tuple[float, str] | None:
        """The time the status bar's clock shows (or ``stamp``: the time an entry just made is stamped with); of
        the times in the top band, only those as high as ``highest``."""
        shown = (e.attrs.get("text") or e.name).strip()
        m = _TIME.match(shown)
        if m is None:
            return None
        where = [e.attrs.get(k, "") for k in ("id", *RESOURCE_ATTRS)]
        top = e.box is not None and e.box[1] < TOP_BAR_PX and e.box[0] > 0 and (highest is None or e.box[1] <= highest)
        if not (stamp or any(CLOCK_ID.search(w) for w in where) or top):
            return None
        h, mi = int(m["h"]), int(m["m"])
        if h > 23 or mi > 59:
            return None
        if m["ampm"]:
            if not 1 <= h <= 12:
                return None
            return float((h % 12 + (12 if m["ampm"].lower().startswith("p") else 0)) * 60 + mi), "day"
        if h > 12 or h == 0 or m["h"].startswith("0"):
            return float(h * 60 + mi), "day"
        # "9:41" may be a 12-hour dial: counted on, a half-day further each time it passes 12
        dial = float((h % 12) * 60 + mi)
        last, turns = self.clock12 if self.clock12 is not None else (dial, 0.0)
        if last >= 600 and dial < 120:
            turns += 720
        self.clock12 = (dial, turns)
        return dial + turns, "day12"


# whether a domain's findings count is its held-out evidence's to say (maturity.BINDING_EVIDENCE), as for the
# other bindings: web and android are in preview there, desktop cleared
BINDS = {"web": lambda: GuiSession("web"), "android": lambda: GuiSession("android")}  # desktop: domains/desktop.py
