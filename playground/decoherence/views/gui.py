"""A generic reader of GUI screens: every notation a screen comes in, read into elements with an id,
a role, a name, attributes and (where given) a box, plus the place the screen is (a URL, an app or
activity, a window). None knows an app; which elements are controls and which hold a clock is data
(the sets below), read by the GUI binding.

Notations read, one element per line:

- ``[12] role 'name', key='value', flag`` (BrowserGym accessibility trees, ``RootWebArea '...', url=...``)
  and ``[12] role "name" key=value`` (the project's own); an unbracketed ``StaticText 'x'`` right under a
  drop-down is its shown choice;
- ``[ 0] | android.widget.X | text=... | bounds=[..][..]`` (element lists with pipes);
- ``UI element 3: UIElement(text='x', class_name='...', resource_name='...', is_checked=True)`` (AndroidWorld);
- an indented view hierarchy ``TextView "14:06" id=clock [42,18][150,80]``;
- Android's ``<node text=... resource-id=... class=... bounds=...>`` dumps;
- the tab-separated OSWorld table ``tag  name  text  class  description  position  size``;
- one JSON object per line ``{"index": 2, "class": "Switch", "text": "Wi-Fi", "checked": false}`` (AndroidWorld
  element lists written as JSON).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

from playground.decoherence.views.gui_notations import aria_snapshot, normalize, read_markup, read_table

# roles whose value an action can set (typed text, a chosen option)
VALUE_ROLES = frozenset({"textbox", "searchbox", "combobox", "edittext", "entry", "textarea", "spinbutton",
                         "autocompletetextview", "text-field", "textfield", "password-text", "listbox", "seekbar",
                         "slider", "ratingbar"})
# roles of controls a swipe or a drag on them adjusts (a slider), rather than scrolling the screen
SLIDER_ROLES = frozenset({"seekbar", "slider", "ratingbar"})
# roles whose checked state a click flips
# the attributes an Android element's resource id comes under, as the trees write it
RESOURCE_ATTRS = ("resource_name", "resource-id", "resource_id")
TOGGLE_ROLES = frozenset({"checkbox", "switch", "toggle", "togglebutton", "check-box", "toggle-button", "radio",
                          "radiobutton", "radio-button", "menuitemcheckbox", "checkedtextview", "compoundbutton",
                          "switchcompat", "switchmaterial", "materialswitch", "menuitemradio"})
# roles of the entries of a list or a feed (a comment, a row, a file, a note): things a delete removes
ITEM_ROLES = frozenset({"article", "listitem", "row", "link", "treeitem", "list-item", "table-row", "tree-item",
                        "textview", "option", "gridcell", "icon", "file"})
# roles of a table's cells: the first of a row may hold its entry's name (a file, a page), shown as its name
# or (a desktop table's cell) as its text; read for names a rename replaced, never taken as deleted entries
CELL_ROLES = frozenset({"cell", "table-cell", "gridcell", "rowheader"})
# collections of the user's that every screen of an app shows the same count of, in a badge or a label next
# to their name ("My Cart 3 3 items", "Wish List (2)", "4 open tabs"): the count changes only when something
# is added to or taken from them (never by itself, as an unread count or a feed does); the key is the match
COUNTED_COLLECTIONS = re.compile(r"\b(?:cart|shopping bag|basket|wish ?list|compare|open tabs|playlist|"
                                 r"favou?rites|bookmarks)\b", re.IGNORECASE)
# a text that is all a place shows of how many entries it holds ("9 items", "12 files"): the count of the place
# (its screen's place and title), which only adding or removing entries moves; the nouns it may count
PLACE_COUNT = re.compile(r"^(?P<n>\d+)\s+(?P<noun>items?|files?|folders?|photos?|videos?|songs?|tracks?)$",
                         re.IGNORECASE)
# "Slide 2 of 8", "Page 3 of 10", "Sheet 1 of 3": the position of a part of a document among all of them; the
# total is the document's count of such parts, which only adding or removing one moves (never going to one)
PART_TOTAL = re.compile(r"^(?P<part>slide|page|sheet)\s+\d+\s+of\s+(?P<total>\d+)$", re.IGNORECASE)
# labels of controls whose click may add to or take from a collection, a link's too ("Add to Wish List")
CHANGE_LABEL = re.compile(r"\b(?:add|remove|delete|move|buy|order|check ?out|clear|empty|new|close|duplicate|copy|"
                          r"undo|restore|save|update|place|submit|reorder|import)\b", re.IGNORECASE)
# a table's column headers (what each cell of a row is) and a screen's title headings (the entry an edit
# form is about: a product's page, a record's form)
HEADER_ROLES = frozenset({"columnheader", "table-column-header", "column-header"})
TITLE_ROLES = frozenset({"heading"})
ROW_ROLES = frozenset({"row", "table-row"})
# column headers whose cells are an identity of their row's thing (a process's ID, an order's number, an
# item's SKU): fixed while the thing lives, whatever else in the row moves (CPU, memory, a status)
IDENTITY_COLUMNS = frozenset({"id", "pid", "process id", "order #", "order number", "order id", "sku", "serial",
                              "serial number", "imei", "uuid", "account number", "ticket #", "ticket id",
                              "invoice #", "invoice number", "transaction id", "inode"})
# references of records an app confirms (an order's number, a booking's code), by the noun before them: the
# noun's family (a receipt is an order) and the pattern "order number: 48213", "Booking #QX7P2L", "ticket 4411"
REF_NOUNS = {"order": "order", "receipt": "order", "transaction": "order", "purchase": "order",
             "booking": "booking", "reservation": "booking", "reference": "booking", "confirmation": "booking",
             "pnr": "booking", "ticket": "ticket", "case": "ticket", "request": "ticket", "invoice": "invoice",
             "tracking": "tracking", "shipment": "tracking", "claim": "claim", "application": "claim"}
REFERENCE = re.compile(r"\b(?P<noun>" + "|".join(REF_NOUNS) + r")s?\b(?:\s*(?:number|no\.?|code|id|ref(?:erence)?|"
                       r"#|:|is|was))*\s*#?\s*(?P<id>(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{2,18}[A-Z0-9])\b", re.IGNORECASE)
def line_references(text: str) -> list[tuple[str, str, str]]:
    """(noun family, id, ``text``) of each record reference in one line of text (a year or a date is none)."""
    out = []
    for m in REFERENCE.finditer(text or ""):
        ident = m["id"].upper()
        if not (re.fullmatch(r"\d{1,2}|(?:19|20)\d\d", ident) or re.fullmatch(r"\d+-\d+-\d+", ident)):
            out.append((REF_NOUNS[m["noun"].lower()], ident, text))
    return out


def ref_shape(ref: str) -> str:
    """A reference with its digits as 9 and its capitals as A (``QX7P2L``: ``AA9A9A``)."""
    return re.sub(r"[A-Z]", "A", re.sub(r"\d", "9", ref))


def near(a: str, b: str) -> bool:
    """Two references of one shape that differ by one or two characters, or by two swapped neighbours."""
    if a == b or len(a) != len(b):
        return False
    diff = [i for i, (x, y) in enumerate(zip(a, b)) if x != y]
    if len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]]:
        return True
    return len(diff) <= 2 and ref_shape(a) == ref_shape(b)


# words of a screen's line that say a record was just made ("Order 4821 placed", "Booking confirmed")
SAYS_MADE = re.compile(r"\b(?:placed|confirmed|created|booked|reserved|submitted|opened)\b", re.IGNORECASE)
# a record's status words (an issue's, a ticket's, an order's): a page shows its record's status as one of them
STATUS_WORDS = frozenset({"open", "opened", "closed", "reopened", "merged", "resolved", "done", "to do", "in progress",
                          "pending", "cancelled", "canceled", "completed", "archived", "draft", "published",
                          "approved", "rejected", "shipped", "delivered", "processing", "on hold"})
# an app's version as a screen shows it ("version 2025.9.4", "Version 2025.10.2: faster maps")
VERSION = re.compile(r"\bversion\s*:?\s*v?(\d+(?:\.\d+){1,3}[\w.-]*)", re.IGNORECASE)
# titles of screens about some app that are not its name (the app is named next)
GENERIC_TITLES = frozenset({"app info", "settings", "apps", "details", "app details"})
# words in an element's id, resource name or name that make a time it shows the status bar's clock
CLOCK_ID = re.compile(r"(?:^|[\s:/])(?:clock|status_?bar_?clock)$", re.IGNORECASE)
# boxes whose top is above this many pixels are in a status bar or a top bar (where the clock is)
TOP_BAR_PX = 60
# attributes that hold a toggle's state, and the value attributes
# bare words of an element's line that are its flags, not its text ("[2] | ImageButton | desc=... | clickable |")
FLAG_WORDS = frozenset({"clickable", "long_clickable", "long-clickable", "focusable", "focused", "selected", "enabled",
                        "disabled", "checkable", "checked", "scrollable", "editable", "password", "visible",
                        "invisible", "hidden", "expanded", "collapsed", "pressed", "activated"})
_FLAG_KV = re.compile(r"^[A-Za-z_][\w-]*=\S+$")
# states a desktop table's class or description column may hold
TABLE_FLAGS = frozenset({"selected", "focused", "checked"})
CHECK_ATTRS = ("checked", "is_checked", "toggled", "pressed")
VALUE_ATTRS = ("value", "text_value")
# a toggle's shown text that is its state (a desktop toggle button reads "on" or "off")
CHECKED_WORDS = {"on": "true", "off": "false", "checked": "true", "unchecked": "false", "enabled": "true",
                 "disabled": "false"}
# keys of a JSON element that hold its id and its role
JSON_ID_KEYS = ("index", "id", "element_id", "bid")
JSON_ROLE_KEYS = ("class", "class_name", "role", "type", "widget")

# the attribute that holds the unbracketed texts shown right under an element, one a line
UNDER_TEXTS = "under_texts"
TYPED_FIELDS = frozenset({"textbox", "searchbox", "textarea"})  # fields that hold typed text

_BARE = re.compile(r"^\s*(?P<role>[a-z][\w-]*)\b")  # a line of the tree without an id: its role
_BRACKET = re.compile(r"^(?P<ind>\s*)\[\s*(?P<id>[\w:.-]+)\s*\]\s*(?P<rest>.*)$")
_ROLE = re.compile(r"^(?P<role>[A-Za-z][\w.-]*)\s*(?P<rest>.*)$")
_QUOTED = re.compile(r"""^\s*(?P<q>["'])(?P<name>(?:(?!(?P=q)).)*)(?P=q)""")
_ATTR = re.compile(r"""(?P<k>[A-Za-z_][\w-]*)\s*[=:]\s*(?:"(?P<dq>[^"]*)"|'(?P<sq>[^']*)'|(?P<bare>[^\s,'"\]|]+))""")
_FLAG = re.compile(r"(?:^|[\s,])(?P<not>not |un)?(?P<f>focused|checked|selected|disabled|clickable|expanded|pressed)"
                   r"(?=$|[\s,])")
_ICON = re.compile("[\ue000-\uf8ff]")
_BOUNDS = re.compile(r"\[(-?\d+),\s*(-?\d+)\]\[(-?\d+),\s*(-?\d+)\]")
_BOUNDING_BOX = re.compile(r"BoundingBox\(x_min=(-?\d+), x_max=(-?\d+), y_min=(-?\d+), y_max=(-?\d+)\)")
_PAIR = re.compile(r"^\(\s*(-?\d+)\s*,\s*(-?\d+)\s*\)$")
_UIELEMENT = re.compile(r"^\s*(?:UI element\s+(?P<id>\d+)\s*:\s*)?UIElement\((?P<body>.*)\)\s*$")
_PY_KV = re.compile(r"(?P<k>\w+)=(?:'(?P<sq>(?:[^'\\]|\\.)*)'|\"(?P<dq>(?:[^\"\\]|\\.)*)\""
                    r"|(?P<bare>True|False|true|false|None|-?\d+))")
_WIDGET_CLASS = (r"(?:[a-z]\w*\.)*[A-Z][A-Za-z0-9]*(?:View|Text|Layout|Button|Switch|Box|Bar|Image\w*|Group|Spinner|"
                 r"Picker)")
_HIERARCHY = re.compile(r"^(?P<ind>\s*)(?P<role>" + _WIDGET_CLASS + r")\b(?P<rest>.*)$")
_WIDGET = re.compile(_WIDGET_CLASS + "$")  # an Android widget's class: its element's quoted name is its shown text
_XML_NODE = re.compile(r"^(?P<ind>\s*)<node\b(?P<attrs>[^>]*)/?>")
_XML_ATTR = re.compile(r'([\w:-]+)="([^"]*)"')
_URL = re.compile(r"""\burl\s*=\s*['"](?P<url>[^'"]+)['"]""")
_PLACE = re.compile(r"^\s*(?:Current |Page |Active )?(?:URL|Activity|App|Application|Package|Window|Screen|"
                    r"Foreground(?: app| activity)?|Current activity|Current app)\s*:\s*(?P<v>\S.*?)\s*$",
                    re.IGNORECASE)


@dataclass
class Element:
    id: str | None
    role: str
    name: str
    attrs: dict[str, str]
    line: str
    box: tuple[int, int, int, int] | None = None  # x1, y1, x2, y2
    ind: int = 0
    within: str = ""  # the role of the line without an id it sits under, when a column header (HEADER_ROLES)
    bare: bool = False  # a line of a tree that gives the others ids, shown without one (BARE_ROLES)


@dataclass
class Screen:
    place: str
    elements: list[Element] = field(default_factory=list)
    title: str = ""  # a web page's own title (its RootWebArea's name), when the tree says it

    def by_id(self, eid: str) -> Element | None:
        hits = [e for e in self.elements if e.id is not None and e.id == eid]
        return hits[0] if len(hits) == 1 else None

    def at(self, x: float, y: float) -> Element | None:
        """The smallest element whose box holds the point."""
        best: tuple[int, Element] | None = None
        for e in self.elements:
            if e.box is None:
                continue
            x1, y1, x2, y2 = e.box
            if x1 <= x <= x2 and y1 <= y <= y2 and (best is None or (x2 - x1) * (y2 - y1) < best[0]):
                best = ((x2 - x1) * (y2 - y1), e)
        return best[1] if best else None


def _attrs(rest: str) -> tuple[str, dict[str, str]]:
    name = ""
    m = _QUOTED.match(rest)
    if m:  # an icon font's glyph (a private-use character) is no part of the name: "\ue626 Back" is "Back"
        name, rest = _ICON.sub("", m["name"]), rest[m.end():]
    attrs: dict[str, str] = {}
    for a in _ATTR.finditer(rest):
        attrs.setdefault(a["k"].lower(), next(v for v in (a["dq"], a["sq"], a["bare"]) if v is not None))
        if a["k"].lower() == "value" and a["sq"] is not None and rest.rstrip().endswith("'") \
                and rest.rstrip().rfind("'") > a.end() - 1:
            # a text whose own quotes are not escaped (wikitext bold): the value runs to the line's last quote
            attrs["value"] = rest[a.start("sq"): rest.rstrip().rfind("'")]
            break
    for f in _FLAG.finditer(rest):  # "checked", and "not checked" / "unchecked"
        attrs.setdefault(f["f"], "false" if f["not"] else "true")
    return name, attrs


def _box(text: str) -> tuple[int, int, int, int] | None:
    b = _BOUNDS.search(text)
    if b is None and (a := _BOUNDING_BOX.search(text)) is not None:  # AndroidWorld's: x_min, x_max, y_min, y_max
        return int(a[1]), int(a[3]), int(a[2]), int(a[4])
    return (int(b[1]), int(b[2]), int(b[3]), int(b[4])) if b else None


def _named(attrs: dict[str, str]) -> str:
    keys = ("text", "content_description", "desc", "content-desc", "hint")
    if (attrs.get("text") or "").strip().lower() in CHECKED_WORDS:
        keys = keys[1:] + keys[:1]  # a switch that shows its state ("ON") is named by its description ("6:00 AM")
    return next((attrs[k] for k in keys if attrs.get(k) and attrs[k] != "None"), "")


def _json_line(line: str) -> Element | None:
    """``{"index": 2, "class": "Switch", "text": "Wi-Fi", "checked": false}``: one element as a JSON object."""
    try:
        obj = json.loads(line)
    except ValueError:
        return None
    return _json_element(obj, line)


def _json_elements(text: str) -> list[Element] | None:
    """A whole observation that is a JSON list of elements (or an object holding one); None when it is not."""
    t = text.strip()
    if not t.startswith(("[", "{")):
        return None
    try:
        obj = json.loads(t)
    except ValueError:
        return None
    if isinstance(obj, dict):
        obj = next((v for v in obj.values() if isinstance(v, list)), None)
    if not isinstance(obj, list):
        return None
    found = [e for x in obj if (e := _json_element(x, json.dumps(x, ensure_ascii=False))) is not None]
    return found or None


def _json_element(obj: object, line: str) -> Element | None:
    if not isinstance(obj, dict):
        return None
    attrs: dict[str, str] = {}
    for k, v in obj.items():
        if isinstance(v, bool):
            attrs[k.lower()] = "true" if v else "false"
        elif isinstance(v, (str, int, float)) and v != "":
            attrs[k.lower()] = str(v)
        elif isinstance(v, list) and len(v) == 4 and all(isinstance(n, int) for n in v):
            attrs[k.lower()] = "[{},{}][{},{}]".format(*v)
    role = next((attrs[k] for k in JSON_ROLE_KEYS if attrs.get(k)), "")
    if not role:
        return None
    eid = next((attrs[k] for k in JSON_ID_KEYS if k in attrs), None)
    box = _box(attrs.get("bounds", ""))
    return Element(eid, role.rsplit(".", 1)[-1].lower(), _named(attrs), attrs, line, box)


def _line(line: str) -> Element | None:
    if line.lstrip().startswith("{"):
        return _json_line(line.strip())
    x = _XML_NODE.match(line)
    if x:  # an Android hierarchy dump: <node text="14:06" resource-id="...:id/clock" class="..." bounds="..."/>
        attrs = {k.lower(): v for k, v in _XML_ATTR.findall(x["attrs"])}
        role = attrs.get("class", "view").rsplit(".", 1)[-1]
        return Element(attrs.get("index"), role.lower(), _named(attrs), attrs, line, _box(attrs.get("bounds", "")),
                       len(x["ind"]))
    u = _UIELEMENT.match(line)
    if u:
        attrs = {}
        for a in _PY_KV.finditer(u["body"]):
            v = next(x for x in (a["sq"], a["dq"], a["bare"]) if x is not None)
            if v != "None":
                attrs[a["k"].lower()] = v
        role = attrs.get("class_name", "view").rsplit(".", 1)[-1]
        box = _box(u["body"])
        return Element(u["id"], role.lower(), _named(attrs), attrs, line, box)
    b = _BRACKET.match(line)
    if b:
        rest = b["rest"].strip()
        if rest.startswith("|"):  # [ 0] | android.widget.X | text=... | bounds=...
            cells = [c.strip() for c in rest.strip("|").split("|")]
            role = cells[0].rsplit(".", 1)[-1] if cells else "view"
            attrs = {}
            for c in cells[1:]:
                k, eq, v = c.partition("=")
                words = c.split()
                if words and all(w.lower() in FLAG_WORDS or _FLAG_KV.match(w) for w in words):
                    # "clickable", "clickable selected=false long_clickable": flags, not a text
                    for w in words:
                        fk, _, fv = w.partition("=")
                        attrs.setdefault(fk.lower(), fv.strip("'\"") if fv else "true")
                elif eq:
                    attrs[k.strip().lower()] = v.strip().strip("'\"")
                elif c:
                    attrs.setdefault("text", c)
            return Element(b["id"], role.lower(), _named(attrs), attrs, line, _box(rest), len(b["ind"]))
        r = _ROLE.match(rest)
        if not r:
            return None
        name, attrs = _attrs(r["rest"])
        if name and _WIDGET.match(r["role"]):  # ``[20] EditText "notes.pdf"``: a widget's quoted name is its text
            attrs.setdefault("text", name)
        return Element(b["id"], r["role"].lower(), name or _named(attrs), attrs, line, _box(rest), len(b["ind"]))
    h = _HIERARCHY.match(line)
    if h:
        rest = h["rest"]
        name, attrs = _attrs(rest)
        if name:
            attrs.setdefault("text", name)
        role = h["role"].rsplit(".", 1)[-1].lower()
        return Element(attrs.get("id"), role, name or _named(attrs), attrs, line, _box(rest), len(h["ind"]))
    return None


# roles a tree may show without an id (BrowserGym leaves ids off lines nothing can click): what they name is
# still on the screen (a page's heading, a table's rows and cells)
BARE_ROLES = frozenset({"heading", "row", "gridcell", "cell", "listitem", "rowheader", "article", "option"})


def _bare_element(line: str) -> Element | None:
    """A line of a role in :data:`BARE_ROLES` with a quoted name and no id, as an element with no id."""
    b = _BARE.match(line)
    if b is None or b["role"] not in BARE_ROLES or (r := _ROLE.match(line.strip())) is None:
        return None
    name, attrs = _attrs(r["rest"])
    if not name:
        return None
    return Element(None, b["role"], name, attrs, line, None, len(line) - len(line.lstrip()), bare=True)


_ROW_START = re.compile(r"^[a-z][\w -]*\t")  # a row of the desktop's table starts with its tag
_BOX_END = re.compile(r"\t\(-?\d+, ?-?\d+\)\t\(\d+, ?\d+\)\s*$")  # and may end with its position and size


def _table(lines: list[str], h: int) -> list[Element]:
    head = [c.strip().lower() for c in lines[h].split("\t")]
    col = {n: i for i, n in enumerate(head)}
    pos = next((i for i, c in enumerate(head) if c.startswith("position")), None)
    size = next((i for i, c in enumerate(head) if c.startswith("size")), None)
    out: list[Element] = []
    rows: list[str] = []
    for ln in lines[h + 1:]:
        # a text cell holding newlines (an editor's buffer, a terminal) goes on over the next lines, up to the
        # line that ends it with the row's other cells (its box, when the table has one: the text may hold tabs)
        if rows and not _ROW_START.match(ln) and (rows[-1].count("\t") < len(head) - 1 or (
                pos is not None and "\n" in rows[-1] and not _BOX_END.search(rows[-1]))):
            rows[-1] += "\n" + ln
        else:
            rows.append(ln)
    for ln in rows:
        if "\t" not in ln:
            continue
        cells = [c.strip() for c in ln.split("\t")]
        if len(cells) > len(head) and "text" in col:  # tabs inside the text cell: the cells after it are the last
            i, extra = col["text"], len(cells) - len(head)
            cells = cells[:i] + ["\t".join(cells[i:i + extra + 1])] + cells[i + extra + 1:]

        def get(k: str, cells: list[str] = cells) -> str:
            i = col.get(k)
            return cells[i] if i is not None and i < len(cells) else ""

        attrs = {"text": get("text")} if get("text") else {}
        states: set[str] = set()
        for flags in (get("class"), get("description")):  # a state column: "selected", "focused", "checked"
            if flags and all(w in TABLE_FLAGS for w in flags.lower().split()):
                states.update(flags.lower().split())
        attrs.update({w: "true" for w in states})
        if get("tag").lower() in TOGGLE_ROLES and "description" in col:
            # a toggle's state column says "checked" when it is on, and nothing when it is off
            attrs.setdefault("checked", "false")
        box = None
        p = _PAIR.match(cells[pos]) if pos is not None and pos < len(cells) else None
        if p:
            z = _PAIR.match(cells[size]) if size is not None and size < len(cells) else None
            w, hh = (int(z[1]), int(z[2])) if z else (0, 0)
            box = (int(p[1]), int(p[2]), int(p[1]) + w, int(p[2]) + hh)
        out.append(Element(None, get("tag").lower(), get("name"), attrs, ln, box))
    return out


_ROOT = re.compile(r"^\s*(?:\[\w+\]\s*)?RootWebArea\s+(?P<q>['\"])(?P<title>.*?)(?P=q)")


def read_screen(text: str) -> Screen | None:
    """The elements and the place of a screen; None when ``text`` holds no element in a notation known here."""
    marked = read_markup(text) or read_table(text)  # tags, or a table of elements in another dress
    if marked is not None:
        where, nodes = marked
        return Screen(page_place(where or ""), _labelled([
            Element(n.attrs.pop("_id", None) or None, n.role, n.name, n.attrs, n.line,
                    (n.box[0], n.box[1], n.box[0] + n.box[2], n.box[1] + n.box[3]) if n.box else None)
            for n in nodes]))
    text = aria_snapshot(text) or normalize(text)  # Playwright snapshots; bullets, numbered lines, headers
    lines = text.split("\n")
    place = ""
    whole = _json_elements(text)
    if whole is not None:
        return Screen("", _labelled(whole))
    elements: list[Element] = []
    title = ""
    header: tuple[int, str] | None = None  # the column header the lines below sit in: its indent and role
    for i, ln in enumerate(lines):
        if not title and (r := _ROOT.match(ln)):
            title = " ".join(r["title"].split())
            if not place and (u := _URL.search(ln)):  # the page's root, with or without an id: its URL
                place = u["url"]
        if not place and (p := _PLACE.match(ln)):
            place = p["v"]
        if ln.lower().startswith("tag\tname"):
            elements += _table(lines, i)
            break
        # BrowserGym: ``StaticText 'x'`` right under a drop-down is its shown choice
        s = re.match(r"^(?P<ind>\s*)StaticText\s+(?P<q>['\"])(?P<v>.*)(?P=q)\s*$", ln)
        if s:
            if elements and elements[-1].role == "combobox" and len(s["ind"]) > elements[-1].ind:
                elements[-1].attrs.setdefault("value", s["v"])
            elif elements and elements[-1].ind < len(s["ind"]):
                # the texts right under an element (a badge's "3" and "items" under its link): ``UNDER_TEXTS``
                under = elements[-1].attrs.get(UNDER_TEXTS)
                elements[-1].attrs[UNDER_TEXTS] = f"{under}\n{s['v']}" if under is not None else s["v"]
            continue
        e = _line(ln) or _bare_element(ln)
        if e is not None:
            if not place and (u := _URL.search(ln)) and e.role == "rootwebarea":
                place = u["url"]
            elements.append(e)
        indent = len(ln) - len(ln.lstrip())
        if header is not None and indent <= header[0] and ln.strip():
            header = None  # out of the column header
        if header is not None and e is not None:
            e.within = header[1]
        elif e is None and (bare := _BARE.match(ln)) and bare["role"] in HEADER_ROLES:
            header = (indent, bare["role"])
    if not elements:
        return None
    return Screen(page_place(place), _labelled(elements), title)


def page_place(url: str) -> str:
    """A page's place: its URL without a fragment that only scrolls or pans ("#comments", "#map=15/51.5/-0.1");
    a fragment that routes, in an app that draws its screens from it ("#/inbox", "#!/a", "#ticket/zoom/48213"),
    is kept: it names another screen."""
    base, _, frag = url.partition("#")
    routes = frag.startswith(("/", "!")) or ("/" in frag and "=" not in frag)
    return url if frag and routes else base


# what a switch shows as its text when it has no label of its own (an alarm's "ON"): its state, not its name
STATE_NAMES = frozenset({"on", "off", "true", "false", "checked", "unchecked", "enabled", "disabled"})


def named_by_state(e: Element) -> bool:
    """Whether a toggle's only name is its state (:data:`STATE_NAMES`)."""
    return e.role in TOGGLE_ROLES and e.name.strip().casefold() in STATE_NAMES


def _labelled(elements: list[Element]) -> list[Element]:
    """A toggle or a slider without a name of its own (or one named only by its state) is named by the text just
    before it (an Android
    settings row: its title, then its switch), or by its row's title when a summary line stands between
    (``android:id/title``, ``android:id/summary``): ``attrs["labelled_by"]``."""
    for i, e in enumerate(elements):
        if (e.name and not named_by_state(e)) or e.role not in TOGGLE_ROLES | SLIDER_ROLES or i == 0:
            continue
        prev = elements[i - 1]
        if i >= 2 and _resource(prev).endswith("summary") and _resource(elements[i - 2]).endswith("title") \
                and elements[i - 2].name:
            prev = elements[i - 2]  # a row's title, not its summary line (which may say the state it is in)
        if prev.name and prev.role not in TOGGLE_ROLES | VALUE_ROLES:
            e.attrs.setdefault("labelled_by", prev.name)
    return elements


def _resource(e: Element) -> str:
    return next((str(e.attrs[k]) for k in RESOURCE_ATTRS if e.attrs.get(k)), "")
