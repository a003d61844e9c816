"""GUI state that persists: switches, checkboxes, field values and cells an action set, names an action
changed, and the clock in the status bar (android, web, desktop).

Screens come in several layouts, all read here into elements with a role, a name, attributes and
(where given) a position:

- ``[12] role "name" key=value ...`` (the project's own), ``[12] role 'name', key='value', flag``
  (BrowserGym accessibility trees, with ``RootWebArea '...', url='...'``), ``[12] Role text='x' ...``;
- ``(x,y) role "name" key=value`` (the project's desktop layout);
- a tab-separated accessibility table ``tag  name  text  class  description  (x, y)  (w, h)`` (desktop);
- BrowserGym's unbracketed ``StaticText '...'`` lines under a node (a drop-down's choice, a status message)
  and its ``## Open tabs`` header (the active tab's address is the place);
- Android's indented view hierarchy ``TextView "14:06" id=clock [42,18][150,80]``; a switch drawn without a
  text of its own is named by the row title before it.

Knowledge (all kept in a :class:`FactStore` named ``gui``):

- the element an action hits (by id, by the point a click lands on, by the name a helper call
  gives) has its state set by that action; seen later with another state while nothing touched it
  is a revert (``gui.state``). Another element changing in the same step is a side effect only when
  the hit element governs others (airplane mode, "select all", reset); a text field's value, and on
  the web any unsaved form control, is forgotten when the page changes;
- a heading that became what the agent typed (a rename), or a helper call that renames (a sheet),
  must not come back under the old name while the new one is missing (``gui.rename``);
- the status-bar or taskbar clock does not go backwards (``gui.clock``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from playground.decoherence.common import Action, Fact, clip
from playground.decoherence.facts import FactStore, parse_clock
from playground.world.warning_records import WorldWarning

_BRACKET = re.compile(r"^\s*\[(?P<id>[\w:.-]+)\]\s+(?P<role>[A-Za-z][\w.-]*)(?P<rest>.*)$")
_POINT = re.compile(r"^\s*\((?P<x>\d+),\s*(?P<y>\d+)\)\s+(?P<role>[A-Za-z][\w.-]*)(?P<rest>.*)$")
_QUOTED = re.compile(r"""^\s*(?P<q>["'])(?P<name>(?:(?!(?P=q)).|\\.)*)(?P=q)""")
_ATTR = re.compile(r"""(?P<k>[A-Za-z_][\w-]*)\s*[=:]\s*(?:"(?P<dq>[^"]*)"|'(?P<sq>[^']*)'|(?P<bare>[^\s,'"]+))""")
_FLAG = re.compile(r"(?:^|[\s,])(?P<f>focused|checked|selected|disabled|clickable|expanded|pressed)(?=$|[\s,])")
_ROOT_URL = re.compile(r"""url\s*=\s*['"](?P<url>[^'"]+)['"]""")
_ACTIVITY = re.compile(r"^\s*(?:\[app\]\s*(?P<pkg>[\w.]+)(?:\s*/\s*(?P<act>[\w.$]+))?|"
                       r"(?:Activity|Foreground(?: app| activity)?|Current activity):\s*(?P<full>\S+))", re.IGNORECASE)
_TABLE_POS = re.compile(r"^\((\d+),\s*(\d+)\)$")
_XML_NODE = re.compile(r"<node\b(?P<attrs>[^>]*)/?>")
_XML_ATTR = re.compile(r'([\w:-]+)="([^"]*)"')
_BOUNDS = re.compile(r"\[(\d+),(\d+)\]\[(\d+),(\d+)\]")
_UIELEMENT = re.compile(r"^\s*(?:UI element\s+(?P<id>\d+)\s*:\s*)?UIElement\((?P<body>.*)\)\s*$")
_PY_KV = re.compile(r"(?P<k>\w+)=(?:'(?P<sq>(?:[^'\\]|\\.)*)'|\"(?P<dq>(?:[^\"\\]|\\.)*)\""
                    r"|(?P<bare>True|False|true|false|None|-?\d+))")

TOGGLE_ROLES = {"checkbox", "switch", "toggle", "togglebutton", "check-box", "toggle-button", "radio", "radiobutton",
                "menuitemcheckbox", "checkedtextview", "compoundbutton"}
# (sliders and seek bars are left out: media playback and downloads move them)
FIELD_ROLES = {"textbox", "searchbox", "combobox", "edittext", "text", "entry", "textarea", "spinbutton",
               "autocompletetextview", "table-cell", "cell", "gridcell"}
# a control whose change legitimately moves others in the same step
GOVERNS = re.compile(r"\b(?:all|airplane|flight|aeroplane|do not disturb|battery saver|power saving|reset|default|"
                     r"clear|master|sync|restore|none|invert|cancel|discard|close|revert|undo|dismiss|don't save|"
                     r"back|refresh|reload|enable|allow|use|turn on|everything|notifications)\b", re.IGNORECASE)
CELL_ROLES = {"table-cell", "cell", "gridcell"}
# containers: a click that lands only on one of them (a window's background) selects, it edits nothing
_PASSIVE = {"frame", "window", "panel", "filler", "table", "document-frame", "scroll-pane", "canvas", "layered-pane"}
_TOGGLE_WORDS = {"on", "off", "checked", "unchecked", "enabled", "disabled"}
# keys that save, copy, select or move the focus: they change no value on the screen
_HARMLESS_KEYS = {"ctrl+s", "ctrl+c", "ctrl+a", "tab", "shift+tab", "up", "down", "left", "right", "pageup",
                  "pagedown", "pgup", "pgdn", "home", "end", "ctrl+home", "ctrl+end", "shift", "ctrl", "alt"}
_HARMLESS_CALLS = {"moveTo", "moveRel", "move", "scroll", "hscroll", "vscroll", "sleep", "position", "screenshot",
                   "size"}
_NAME_FIELD = re.compile(r"\b(?:name|title|subject|label|nickname|alias)\b", re.IGNORECASE)
SAVES = re.compile(r"\b(?:save|apply|submit|ok|done|confirm|update|set|rename|create|add|send|post|comment|reply|"
                   r"publish|share|tweet|toot|book|reserve|sign in|log in|register)\b", re.IGNORECASE)


@dataclass
class El:
    id: str | None
    role: str
    name: str
    attrs: dict[str, str]
    line: str
    box: tuple[int, int, int, int] | None = None  # x, y, w, h


@dataclass
class View:
    place: str | None
    elements: list[El] = field(default_factory=list)
    address: str | None = None  # the place as written (a web address keeps its #fragment: one-page apps route by it)

    def by_id(self, eid: str) -> El | None:
        return next((e for e in self.elements if e.id == eid), None)

    def at(self, x: float, y: float) -> El | None:
        """The smallest element whose box holds the point (a bare point within 15 px when there are no sizes)."""
        best: tuple[int, El] | None = None
        for e in self.elements:
            if e.box is None:
                continue
            bx, by, w, h = e.box
            if w == 0 and h == 0:
                if abs(bx - x) <= 15 and abs(by - y) <= 15:
                    return e
                continue
            if bx <= x <= bx + w and by <= y <= by + h and (best is None or w * h < best[0]):
                best = (w * h, e)
        return best[1] if best else None


def _rest(rest: str) -> tuple[str, dict[str, str]]:
    """The quoted name at the start of ``rest`` and the attributes after it."""
    name = ""
    m = _QUOTED.match(rest)
    if m:
        name = m.group("name")
        rest = rest[m.end():]
    attrs = {}
    for a in _ATTR.finditer(rest):
        attrs[a["k"].lower()] = next(v for v in (a["dq"], a["sq"], a["bare"]) if v is not None)
    for f in _FLAG.finditer(rest):
        attrs.setdefault(f["f"], "true")
    if not name:
        name = attrs.get("text") or attrs.get("desc") or attrs.get("content-desc") or attrs.get("hint") or ""
    return name, attrs


def parse_view(text: str) -> View | None:
    from playground.decoherence.gui_readers import aria_snapshot, normalize, read_markup, read_table

    markup = read_markup(text) or read_table(text)  # tags, or a table of elements (gui_readers.py)
    if markup is not None:
        where_, nodes = markup
        els = [El(n.attrs.pop("_id", None) or None, n.role, n.name, n.attrs, n.line, n.box) for n in nodes]
        _label_unnamed(els)
        return View(_norm_place(where_), els)
    text = aria_snapshot(text) or normalize(text)  # Playwright snapshots; bullets, numbered lines, headers
    lines = text.split("\n")
    place: str | None = None
    elements: list[El] = []
    parents: list[tuple[int, El]] = []  # bracketed elements above, by indentation (their unbracketed text below)
    active_tab = False
    header: list[str] | None = None
    for ln in lines:
        if not ln.strip():
            continue
        if header is None and "\t" in ln and ln.lower().startswith("tag\t"):
            header = [h.strip().lower() for h in ln.split("\t")]
            continue
        if header is not None and "\t" in ln:
            cells = ln.split("\t")
            row = dict(zip(header, cells))
            box = None
            pos = _TABLE_POS.match(row.get("position (top-left x&y)", "").strip())
            size = _TABLE_POS.match(row.get("size (w&h)", "").strip())
            if pos and size:
                box = (int(pos.group(1)), int(pos.group(2)), int(size.group(1)), int(size.group(2)))
            tag = row.get("tag", "").strip()
            if tag in ("frame", "window", "document-frame") and place is None:
                place = row.get("name", "").strip() or None
            text = row.get("text", "").strip()
            attrs = {"text": text} if text or tag in CELL_ROLES else {}  # an emptied cell is a value too
            if text.lower() in _TOGGLE_WORDS:
                attrs["state"] = text.lower()  # a table without a state column shows it as the text ("on")
            elements.append(El(None, tag, row.get("name", "").strip(), attrs, ln.strip(), box))
            continue
        if "<node" in ln:  # an Android view hierarchy dump, one node per line
            for node in _XML_NODE.finditer(ln):
                a = {k.lower(): v for k, v in _XML_ATTR.findall(node.group("attrs"))}
                box = None
                if (b := _BOUNDS.match(a.get("bounds", ""))):
                    x1, y1, x2, y2 = (int(v) for v in b.groups())
                    box = (x1, y1, x2 - x1, y2 - y1)
                if place is None and a.get("package") and a["package"] != "com.android.systemui":
                    place = a["package"]
                attrs = {k: v for k, v in a.items() if k in ("checked", "selected", "focused", "resource-id", "text",
                                                             "hint")}
                elements.append(El(None, a.get("class", "node").rsplit(".", 1)[-1], a.get("text") or
                                   a.get("content-desc", ""), attrs, node.group(0), box))
            continue
        if ln.lstrip().startswith("{") and (je := _json_element(ln)) is not None:
            elements.append(je)  # one JSON object per element (AndroidWorld-style "UI elements:" screens)
            continue
        u = _UIELEMENT.match(ln)
        if u:  # AndroidWorld: UI element 3: UIElement(text='Wi-Fi', class_name='android.widget.Switch', ...)
            kv = {m["k"]: next(v for v in (m["sq"], m["dq"], m["bare"]) if v is not None)
                  for m in _PY_KV.finditer(u["body"])}
            box = None
            xs = [kv.get(k) for k in ("x_min", "y_min", "x_max", "y_max")]
            coords = [int(x) for x in xs if x is not None and x.lstrip("-").isdigit()]
            if len(coords) == 4:  # all four given
                x1, y1, x2, y2 = coords
                box = (x1, y1, x2 - x1, y2 - y1)
            if place is None and kv.get("package_name") not in (None, "None", "com.android.systemui"):
                place = kv["package_name"]
            attrs = {}
            for src, dst in (("is_checked", "checked"), ("is_selected", "selected"), ("is_focused", "focused"),
                             ("checked", "checked"), ("selected", "selected"), ("focused", "focused"),
                             ("resource_name", "resource-id"), ("hint_text", "hint")):
                # (is_checked=True, or checked=true once gui_readers.normalize has renamed it)
                if kv.get(src) not in (None, "None"):
                    attrs[dst] = kv[src].lower() if kv[src] in ("True", "False", "true", "false") else kv[src]
            if (kv.get("is_editable", kv.get("editable")) in ("True", "true")) and kv.get("text") not in (None, "None"):
                attrs["text"] = kv["text"]
            name = kv.get("text") if kv.get("text") not in (None, "None") else kv.get("content_description", "")
            role = (kv.get("class_name") or "view").rsplit(".", 1)[-1]
            elements.append(El(u["id"], role, "" if name in (None, "None") else name, attrs, ln.strip(), box))
            continue
        m = _ACTIVITY.match(ln)
        if m and place is None:
            place = m["full"] or f"{m['pkg']}/{m['act'] or ''}"
            continue
        m2 = re.match(r"^\s*URL:\s*(\S+)", ln, re.IGNORECASE)
        if m2 and place is None:
            place = m2.group(1)
            continue
        if active_tab and place is None and re.match(r"^\s*https?://\S+\s*$", ln):
            place = ln.strip()  # BrowserGym's "## Open tabs": the active tab's address on the line below it
            continue
        active_tab = bool(re.match(r"^\s*Tab \d+ \(active\):", ln))
        b = _BRACKET.match(ln)
        if b and b["id"].lower() != "app":
            name, attrs = _rest(b["rest"])
            el = El(b["id"], b["role"], name, attrs, ln.strip())
            elements.append(el)
            parents = [(i, e) for i, e in parents if i < _indent(ln)] + [(_indent(ln), el)]
            continue
        t = _CHILD_TEXT.match(ln)
        if t and parents:
            # BrowserGym trees put a control's text on unbracketed lines under it: a drop-down's choice, a
            # status message, a list item's words ("[95] status ''" then "StaticText 'Added to cart'")
            text = t["text"]
            under = [e for i, e in parents if i < _indent(ln)]
            parent = under[-1] if under else None
            if parent is not None and text.strip():
                prole = parent.role.lower()
                if prole in _CHOICE_ROLES and "value" not in parent.attrs:
                    parent.attrs["value"] = text
                elif not parent.name and prole in _NAMED_BY_TEXT:
                    parent.name = text
            elements.append(El(None, "StaticText", text, {}, ln.strip()))
            continue
        p = _POINT.match(ln)
        if p:
            name, attrs = _rest(p["rest"])
            elements.append(El(None, p["role"], name, attrs, ln.strip(), (int(p["x"]), int(p["y"]), 0, 0)))
            continue
        h = _HIERARCHY.match(ln)
        if h and (h["bounds"] or h["cls"] in ANDROID_CLASSES):
            # an indented Android view hierarchy: TextView "14:06" id=clock [42,18][150,80]
            name, attrs = _rest(h["rest"] or "")
            box = None
            if h["bounds"] and (bb := _BOUNDS.match(h["bounds"])):
                x1, y1, x2, y2 = (int(v) for v in bb.groups())
                box = (x1, y1, x2 - x1, y2 - y1)
            if "id" in attrs:
                attrs.setdefault("resource-id", attrs["id"])
            if h["cls"].endswith("EditText") and name:
                attrs.setdefault("text", name)
            elements.append(El(None, h["cls"], name, attrs, ln.strip(), box))
            continue
        if ln.lstrip().startswith("RootWebArea"):
            u = _ROOT_URL.search(ln)
            if u and place is None:
                place = u.group("url")
            name, attrs = _rest(ln.lstrip()[len("RootWebArea"):])
            elements.append(El(None, "RootWebArea", name, attrs, ln.strip()))
            continue
        for t in re.finditer(r'\((?P<x>\d+),(?P<y>\d+)\)\s+(?P<role>clock)\s+"(?P<name>[^"]*)"', ln):
            elements.append(El(None, "clock", t["name"], {}, t.group(0), (int(t["x"]), int(t["y"]), 0, 0)))
    if not elements:
        return None
    _label_unnamed(elements)
    return View(_norm_place(place), elements, place)


_LABEL_ROLES = {"textview", "statictext", "text", "label", "checkedtextview"}


def _label_unnamed(elements: list[El]) -> None:
    """A switch or check box drawn without a text of its own (Android's ``Switch`` next to a "Dark theme" row)
    is named by the row's title: the nearest text element before it (at most two back, none of them another
    control)."""
    for i, e in enumerate(elements):
        if e.name or e.role.lower() not in TOGGLE_ROLES:
            continue
        for j in range(i - 1, max(-1, i - 3), -1):
            prev = elements[j]
            if prev.role.lower() in TOGGLE_ROLES:
                break
            if prev.name and prev.role.lower() in _LABEL_ROLES and parse_clock(prev.name) is None:
                e.name = prev.name
                e.attrs.setdefault("labelled-by", prev.name)
                break


_HIERARCHY = re.compile(r"^\s*(?P<cls>[A-Z][A-Za-z]+(?:\.[A-Z][A-Za-z]+)*)"
                        r"(?:\s+(?P<rest>(?:[\"'].*?|[a-z][\w-]*(?:=|\s|$).*?)))?"
                        r"\s*(?P<bounds>\[-?\d+,-?\d+\]\[-?\d+,-?\d+\])?\s*$")
ANDROID_CLASSES = {"TextView", "EditText", "Button", "ImageButton", "ImageView", "Switch", "CheckBox", "RadioButton",
                    "ToggleButton", "LinearLayout", "FrameLayout", "RelativeLayout", "ConstraintLayout", "RecyclerView",
                    "ListView", "ScrollView", "ViewGroup", "CheckedTextView", "Spinner", "SeekBar", "ProgressBar",
                    "WebView", "CardView", "Toolbar", "SwitchCompat", "MaterialSwitch", "Chip", "TabLayout"}
_CHILD_TEXT = re.compile(r"""^\s*(?:StaticText|LabelText|text)\s+(?P<q>['"])(?P<text>.*)(?P=q)\s*$""")
_CHOICE_ROLES = {"combobox", "listbox", "spinbutton", "select", "popupbutton"}
# roles whose empty name is given by the text under them
_NAMED_BY_TEXT = {"status", "alert", "listitem", "row", "cell", "gridcell", "paragraph", "generic", "labeltext", "log",
                  "dialog", "note", "region", "group", "option", "heading", "link", "button", "article", "section",
                  "definition", "term", "caption", "alertdialog", "tooltip", "marquee", "timer"}


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" \t")) + line[: len(line) - len(line.lstrip(" \t"))].count("\t") * 3


def _json_element(line: str) -> El | None:
    """``{"index": 4, "class": "android.widget.Switch", "text": "Wi-Fi", "checked": true, ...}`` as an element
    (None when the line is not one JSON object with a class or a text)."""
    import json

    try:
        obj = json.loads(line.strip().rstrip(","))
    except ValueError:
        return None
    if not isinstance(obj, dict):
        return None

    def get(*keys: str) -> Any:
        return next((obj[k] for k in keys if obj.get(k) not in (None, "")), None)

    cls = get("class", "class_name", "className", "role", "type")
    text = get("text", "name", "label")
    desc = get("content_desc", "content-desc", "contentDescription", "desc", "description")
    if cls is None and text is None and desc is None:
        return None
    attrs: dict[str, str] = {}
    for keys, dst in ((("checked", "is_checked", "isChecked"), "checked"), (("selected", "is_selected"), "selected"),
                      (("focused", "is_focused"), "focused"),
                      (("resource_id", "resource-id", "resourceId", "resource_name", "id"), "resource-id"),
                      (("hint", "hint_text"), "hint")):
        v = get(*keys)
        if v is not None and not isinstance(v, (dict, list)):
            attrs[dst] = str(v).lower() if isinstance(v, bool) else str(v)
    role = str(cls or "view").rsplit(".", 1)[-1]
    if text is not None and (get("editable", "is_editable") is True or role.lower().endswith("edittext")):
        attrs["text"] = str(text)
    box = None
    bounds = get("bounds", "bbox")
    nums = [int(float(n)) for n in re.findall(r"-?\d+(?:\.\d+)?", json.dumps(bounds))] if bounds is not None else []
    if len(nums) == 4:
        box = (nums[0], nums[1], nums[2] - nums[0], nums[3] - nums[1])
    eid = get("index", "idx", "element", "element_id")
    name = str(text if text is not None else (desc if desc is not None else ""))
    return El(None if eid is None else str(eid), role, name, attrs, line.strip(), box)


def _norm_place(place: str | None) -> str | None:
    if place is None:
        return None
    p = re.sub(r"^https?://(?:www\.)?", "", place.strip().lower())
    return p.split("#", 1)[0].rstrip("/")


def _state(e: El) -> dict[str, str]:
    """The state attributes worth following for this element."""
    role = e.role.lower()
    out: dict[str, str] = {}
    # ("pressed" is left out: a Bold button follows the cursor, not the clicks on it)
    for k in ("checked", "selected", "state", "toggled"):
        if k in e.attrs and (role in TOGGLE_ROLES or k in ("checked", "state", "toggled")):
            out[k] = e.attrs[k].lower()
    if role in FIELD_ROLES or role.endswith("edittext"):
        if "value" in e.attrs:
            out["value"] = e.attrs["value"]
        elif role in ("edittext", "table-cell", "cell", "gridcell") and "text" in e.attrs:
            out["value"] = e.attrs["text"]
    return out


def _key(place: str | None, e: El) -> str | None:
    """An element's identity across screens: where it is, its role and its label."""
    role = e.role.lower()
    if role.endswith("edittext"):
        # an Android field's text replaces its hint: its resource id (or else its index) names it
        label = e.attrs.get("resource-id") or (f"#{e.id}" if e.id is not None else "")
    elif role in FIELD_ROLES and role not in ("table-cell", "cell", "gridcell"):
        label = e.name if e.name and e.name != e.attrs.get("value") and e.name != e.attrs.get("text") else \
            (e.attrs.get("resource-id") or e.attrs.get("id") or (f"#{e.id}" if e.id is not None else ""))
    else:
        label = e.name
    if not label:
        return None
    return f"{place or '?'}|{e.role.lower()}|{label}"


def _clock(e: El) -> float | None:
    """The minutes of the day a status-bar or taskbar clock shows, or None for any other element."""
    # the time may be the element's name, or its text with the name a label ("Clock" | "Fri 08:55")
    value = parse_clock(e.name)
    if value is None:
        value = parse_clock(e.attrs.get("text", ""))
        if value is None:
            return None
    if e.role.lower() == "clock" or e.name.strip().lower() == "clock" or any(
            str(v).lower().endswith(("id/clock", "status_bar_clock", "statusbar_clock"))
            or str(v).lower() == "clock" for k, v in e.attrs.items() if k != "text"):
        return value  # the status bar's clock (an alarm's "digital_clock" is not the time now)
    if e.box is not None and e.box[1] <= 40 and e.role.lower() in ("label", "text", "static", "statictext"):
        return value  # the top bar of a desktop table
    if e.box is not None and 0 < e.box[3] and e.box[1] + e.box[3] <= 100 and e.role.lower().endswith("textview") \
            and parse_clock(e.name) is not None:
        return value  # an Android status bar drawn without ids: a time in the top 100 px is its clock
    return None


@dataclass
class GuiState:
    facts: FactStore = field(default_factory=lambda: FactStore("gui"))
    view: View | None = None
    pending: dict[str, list[str]] = field(default_factory=dict)  # place -> keys changed but not saved (web)
    filled: dict[str, tuple[str, Fact]] = field(default_factory=dict)  # place -> (typed value, where)
    saved: set[str] = field(default_factory=set)  # field keys whose set value a save kept on the screen
    renaming: tuple[str, str, Fact] | None = None  # a name field's old value, the value filled in, where
    # what the last observed step's action was, for the list ledger (gui_lists.py)
    last_hit: El | None = None
    last_unknown: bool = True

    def seed(self, state: str | None) -> None:
        if state:
            self.view = parse_view(state)
            if self.view is not None:
                for e in self.view.elements:
                    self._learn(0, self.view.place, e, None, [])

    def observe(self, step: int, domain: str, action: Action, observation: str) -> list[WorldWarning]:
        found: list[WorldWarning] = []
        new = parse_view(observation)
        if new is None:
            return found
        prev = self.view
        data: dict[str, Any] = action.data if isinstance(action.data, dict) else {}
        kind = str(data.get("action", "")).lower()
        hit = self._target(prev, kind, data, action)
        place = new.place
        # what the action touched
        touched_keys: set[str] = set()  # the elements the action hit, then everything it may have moved
        if hit is not None and prev is not None:
            k = _key(prev.place, hit)
            if k is not None:
                touched_keys.add(k)
        calls = _helper_calls(action.text) if domain == "desktop" else []
        for fn, args in calls:
            if fn.endswith("rename_sheet") and len(args) >= 2 and all(isinstance(a, str) for a in args[:2]):
                self.facts.rename(step, args[0], args[1], clip(action.text, 120))
            if fn.endswith("set_cell_value") and len(args) >= 2:
                touched_keys.update(f"{place or '?'}|{role}|{args[0]}" for role in CELL_ROLES)
        typed = data.get("value")
        if hit is None and kind in ("type", "fill") and isinstance(typed, str) and data.get("element") is not None:
            # typed into a field the earlier screen did not show: the field that now holds the typed text
            field_ = new.by_id(str(data["element"]))
            shown = _state(field_).get("value") if field_ is not None else None
            if field_ is not None and shown is not None and _same_text(typed, shown) and \
                    (k := _key(place, field_)) is not None:
                touched_keys.add(k)
        harmless = _harmless(kind, data, action.text, domain)
        if domain == "desktop" and not harmless and kind != "scroll" and \
                ((hit is None and not calls) or (hit is not None and hit.role.lower() not in CELL_ROLES | _PASSIVE) or
                 any(not fn.endswith(("rename_sheet", "switch_active_sheet", "set_zoom_level", "save"))
                     for fn, _ in calls)):
            # cells are guarded while only clicks on cells, scrolls and harmless keys happen; anything else
            # (a button, a menu, a helper call that sets a cell) may recompute or sort them
            for p_ in {place, prev.place if prev else None}:
                for role in CELL_ROLES:
                    self.facts.touch_all(f"{p_ or '?'}|{role}|", step)
        hit_keys = set(touched_keys)  # what the action itself set (the others below may only move with it)
        closes = domain == "desktop" and kind == "code" and _closes_only(action.text)
        launches = domain == "desktop" and kind == "code" and _launches_only(action.text)
        if closes and prev is not None:
            # quitting or closing a window: typed values not saved may be gone, settings stay
            for kk in [k for (k, a) in list(self.facts.states) if k.startswith(f"{prev.place or '?'}|")
                       and a == "value" and k not in self.saved]:
                self.facts.forget(kk)
        unknown = hit is None and not harmless and not closes and not launches and kind not in (
            "scroll", "noop", "hover", "back", "forward", "goto", "new_tab", "tab_focus", "tab_close", "wait", "home",
            "open_app") and not calls
        if unknown or any(not fn.endswith(("rename_sheet", "set_cell_value", "switch_active_sheet",
                                           "set_zoom_level", "save")) for fn, _ in calls):
            self.facts.forget(prefix=f"{place or '?'}|")  # an action the ledger cannot attribute: anything may move
            if prev is not None and prev.place != place:
                self.facts.forget(prefix=f"{prev.place or '?'}|")
        if hit is not None and hit.role.lower() in ("radio", "radiobutton", "tab", "menuitemradio", "option"):
            # one of a group: choosing it un-chooses its siblings
            for (k, _a) in list(self.facts.states):
                if k.startswith(f"{(prev.place if prev else None) or '?'}|{hit.role.lower()}|"):
                    touched_keys.add(k)
        if kind == "select" or (hit is not None and hit.role.lower() in ("combobox", "listbox", "spinner")):
            # dependent drop-downs (country, then state): choosing one may reset the others
            for (k, _a) in list(self.facts.states):
                if k.startswith(f"{place or '?'}|") and k.split("|")[1] in ("combobox", "listbox", "spinner"):
                    touched_keys.add(k)
        if hit is not None and hit.name:
            # a row's label and its switch are one control; the same setting elsewhere (a quick-settings
            # tile and the settings screen's switch) may move with it
            here = f"{(prev.place if prev else None) or '?'}|"
            for e in (prev.elements if prev else []):
                if e.name == hit.name and (k := _key(prev.place if prev else None, e)) is not None:
                    hit_keys.add(k)
                    touched_keys.add(k)
            for (k, _a) in list(self.facts.states):
                if k.endswith(f"|{hit.name}") and not k.startswith(here):
                    touched_keys.add(k)
        for k in touched_keys:
            self.facts.touch(k, step)
        governs = hit is not None and bool(GOVERNS.search(hit.name))
        if governs and (place is not None or hit is not None and hit.role.lower() in TOGGLE_ROLES):
            # (screens that name no place share the "?" prefix: an airplane-mode switch there moves Wi-Fi too)
            self.facts.forget(prefix=f"{place or '?'}|")
        # leaving a page: unsaved web form values and typed text are not kept (values a save kept on the
        # screen are the record's: they stay)
        if prev is not None and prev.place != place:
            for k in self.pending.pop(prev.place or "?", []):
                if k not in self.saved:
                    self.facts.forget(k)
            for kk in [k for (k, a) in list(self.facts.states) if k.startswith(f"{prev.place or '?'}|")
                       and a == "value" and k.split("|")[1] not in ("table-cell", "cell", "gridcell")
                       and k not in self.saved]:
                self.facts.forget(kk)
        saved_now = hit is not None and bool(SAVES.search(hit.name)) or kind in ("keyboard_press", "press_key") and \
            "enter" in str(data.get("key", "")).lower()
        if self.renaming is not None and step - self.renaming[2].step > 3:
            self.renaming = None
        if saved_now:
            # submitted: the toggles are saved; a field the form cleared or reformatted is forgotten, one that
            # still shows what the action set is a saved setting (a time zone, a repository's name)
            self.pending.pop(place or "?", None)
            shown_now = {_key(place, e): _state(e).get("value") for e in new.elements}
            for kk in [k for (k, a) in list(self.facts.states) if k.startswith(f"{place or '?'}|") and a == "value"]:
                known = self.facts.states.get((kk, "value"))
                now_v = shown_now.get(kk)
                if known is not None and known.by_action and now_v is not None and now_v == known.value \
                        and kk.split("|")[1] not in CELL_ROLES:
                    self.saved.add(kk)
                    continue
                self.facts.forget(kk)
                self.saved.discard(kk)
        # judge and learn every element of the new screen
        counts: dict[str, int] = {}
        for e in new.elements:
            k = _key(place, e)
            if k is not None:
                counts[k] = counts.get(k, 0) + 1
        for k, n in counts.items():
            if n > 1:
                self.facts.forget(k)  # two elements with one label: cannot tell which is which
        clocked = False
        for e in new.elements:
            c = _clock(e)
            if c is not None:
                if not clocked:
                    clocked = True
                    shown = e.name if parse_clock(e.name) is not None else e.attrs.get("text", "")
                    w = self.facts.clock_reading(step, c, "day", shown)
                    if w is not None:
                        found.append(w)
                continue
            if counts.get(_key(place, e) or "", 0) == 1:
                self._learn(step, place, e, hit_keys, found, web=domain == "web", stable=domain == "desktop",
                            moved=hit is not None and domain in ("android", "desktop"))
        # names: a heading that became what was typed is a rename (not after a form that creates a record)
        if hit is not None and re.search(r"\b(?:create|add|new|post|send|publish|reply)\b", hit.name, re.IGNORECASE):
            self.filled.pop(place or "?", None)
        self._renames(step, kind, prev, new, found)
        found.extend(_cells_set(step, calls, prev, new, action.text))
        if kind == "fill" and isinstance(data.get("value"), str):
            self.filled[place or "?"] = (data["value"], Fact(step, clip(action.text, 120)))
            old = hit.attrs.get("value") if hit is not None else None
            if hit is not None and old and old.strip() != data["value"].strip() and _NAME_FIELD.search(hit.name):
                self.renaming = (old.strip(), data["value"].strip(), Fact(step, clip(action.text, 120)))
        elif self.renaming is not None and saved_now:
            self._field_rename(step, new)
        self.view = new
        self.last_hit, self.last_unknown = hit, unknown
        return found

    def _target(self, prev: View | None, kind: str, data: dict[str, Any], action: Action) -> El | None:
        if prev is None:
            return None
        el = data.get("element")
        if el is not None and not isinstance(el, bool):
            return prev.by_id(str(el))
        if kind in ("type", "input_text") or (kind == "fill" and el is None):
            return next((e for e in prev.elements if e.attrs.get("focused") == "true"), None)
        x, y = data.get("x"), data.get("y")
        if isinstance(x, (int, float)) and isinstance(y, (int, float)):
            return prev.at(x, y)
        m = re.search(r"pyautogui\.(?:click|doubleClick|rightClick)\(\s*(\d+)\s*,\s*(\d+)", action.text)
        if m and len(re.findall(r"pyautogui\.\w+\(", action.text)) == 1:
            return prev.at(int(m.group(1)), int(m.group(2)))
        return None

    def _learn(self, step: int, place: str | None, e: El, touched: set[str] | None, found: list[WorldWarning],
               *, web: bool = False, stable: bool = False, moved: bool = False) -> None:
        """Judge and learn ``e``'s state. ``stable``: a desktop cell, which may not change untouched at all;
        ``moved``: the step's action hit an element, so a switch that changed with it was set by it."""
        key = _key(place, e)
        if key is None:
            return
        for attr, value in _state(e).items():
            if touched is not None and key in touched:
                self.facts.set_by_action(step, key, attr, value, e.line)
                if web and e.role.lower() in TOGGLE_ROLES | FIELD_ROLES:
                    self.pending.setdefault(place or "?", []).append(key)
                continue
            before = self.facts.states.get((key, attr))
            guarded = stable and attr == "value" and e.role.lower() in CELL_ROLES and \
                before is not None and not before.by_action
            # (a typed value may show completed or reformatted; an untouched cell only reformatted: 900 is not 9000)
            w = self.facts.state(step, key, attr, value, e.line, f"{e.role} {e.name!r}".strip(), stable=guarded,
                                 same=(_same_format if guarded else _same_text) if attr == "value" else None)
            if w is not None:
                found.append(w)
            elif moved and attr in ("checked", "selected", "state", "toggled") and before is not None and \
                    before.value != value and before.fact.step < step:
                # a switch that moved with the element the action hit (a theme's toggle following its radio)
                self.facts.set_by_action(step, key, attr, value, e.line)

    def _field_rename(self, step: int, new: View) -> None:
        """A name field filled with B over A, then saved: when the saved screen shows B outside the field and
        A nowhere, the thing was renamed (its page title, a link to it, its URL follow)."""
        assert self.renaming is not None
        old, value, fact = self.renaming
        outside = _with_parts({e.name for e in new.elements if e.name and e.role.lower() not in FIELD_ROLES})
        outside |= _with_parts({new.place or ""})
        if value in outside and old not in outside and not any(old in e.name for e in new.elements
                                                               if e.role.lower() not in FIELD_ROLES):
            self.facts.rename(step, old, value, fact.text)
        self.renaming = None

    def _renames(self, step: int, kind: str, prev: View | None, new: View, found: list[WorldWarning]) -> None:
        names = _with_parts({e.name for e in new.elements if e.name})
        w = self.facts.names_seen(step, names, clip(" | ".join(sorted(names)), 200), "the name")
        if w is not None:
            found.append(w)
        if prev is None or prev.place != new.place:
            return
        typed = self.filled.get(new.place or "?")
        if typed is None:
            return
        before = {e.name for e in prev.elements if e.role.lower() == "heading"}
        after = {e.name for e in new.elements if e.role.lower() == "heading"}
        if typed[0] in after and typed[0] not in before:
            gone = before - after
            if len(gone) == 1:
                self.facts.rename(step, gone.pop(), typed[0], typed[1].text)
                self.filled.pop(new.place or "?", None)


def _cells_set(step: int, calls: list[tuple[str, list[Any]]], prev: View | None, new: View,
               code: str) -> list[WorldWarning]:
    """``set_cell_value("B5", 980)``: the same sheet shown right after must hold that value in B5 (a formula, or a
    cell the screen does not show, is not judged)."""
    from playground.decoherence.common import warn

    out: list[WorldWarning] = []
    if prev is None or prev.place != new.place:
        return out
    for fn, args in calls:
        if not fn.endswith("set_cell_value") or len(args) < 2 or not isinstance(args[0], str):
            continue
        cell, value = args[0].strip().upper(), args[1]
        if not re.fullmatch(r"[A-Z]{1,3}[0-9]{1,7}", cell) or not isinstance(value, (str, int, float)) or \
                isinstance(value, bool) or str(value).startswith("="):
            continue
        later = [c for c in calls[calls.index((fn, args)) + 1:] if c[1] and str(c[1][0]).strip().upper() == cell]
        if later:
            continue  # set again in the same block
        shown = [e for e in new.elements if e.role.lower() in CELL_ROLES and e.name.strip().upper() == cell]
        if len(shown) != 1 or "text" not in shown[0].attrs:
            continue
        got = shown[0].attrs["text"]
        if _same_number(str(value), got) or _same_format(str(value), got):
            continue
        if re.search(r"\d{1,4}[-/.]\d{1,2}[-/.]\d|\d:\d\d|%|\de[+-]?\d|#", f"{value} {got}", re.IGNORECASE) or \
                got.strip() == "":
            continue  # dates, times, percentages and overflow marks are shown in the sheet's own format
        out.append(warn("gui.state", "error", step,
                        f"the action set {cell} to {value!r}, but the sheet shows {got!r} there",
                        text=shown[0].line, earlier=Fact(step, clip(code, 120)), cell=cell))
    return out


def _same_number(a: str, b: str) -> bool:
    try:
        return abs(float(a.replace(",", "")) - float(b.replace(",", "").replace("$", "").strip())) < 1e-9
    except ValueError:
        return False


_CLOSE_KEYS = {"ctrl+q", "alt+f4", "ctrl+w", "ctrl+shift+w", "super+d"}
# programs that only open a window: launching one changes no setting or file
_GUI_APPS = {"gnome-control-center", "nautilus", "gedit", "gnome-text-editor", "libreoffice", "soffice", "firefox",
             "google-chrome", "chromium", "code", "gnome-terminal", "thunderbird", "vlc", "eog", "evince",
             "gnome-calculator", "gnome-system-monitor", "gimp", "xdg-open", "gtk-launch", "gnome-calendar",
             "gnome-clocks", "gnome-software", "totem", "rhythmbox", "shotwell", "files", "thunar", "kate", "dolphin"}


def _closes_only(code: str) -> bool:
    """A code block that only quits an app or closes a window (ctrl+q, alt+f4, ctrl+w)."""
    calls = re.findall(r"\b(\w+)\.(\w+)\(([^)]*)\)", code)
    if not calls:
        return False
    for obj, fn, args in calls:
        keys = [k.lower() for k in re.findall(r"['\"]([^'\"]+)['\"]", args)]
        if obj != "pyautogui" or fn not in ("hotkey", "press") or "+".join(keys) not in _CLOSE_KEYS:
            return False
    return True


def _launches_only(code: str) -> bool:
    """A code block that only starts a GUI program (``subprocess.Popen(['gnome-control-center', 'appearance'])``)."""
    lines = [ln.strip() for ln in code.strip().strip("`").replace("python\n", "\n", 1).split("\n") if ln.strip()]
    launched = False
    for ln in lines:
        if re.match(r"^(?:import|from)\s+[\w.]+", ln) or ln in ("python", "```"):
            continue
        m = re.match(r"""^(?:subprocess\.(?:Popen|run|call)\(\s*\[\s*['"](?P<prog>[\w.-]+)['"](?P<rest>[^\]]*)\]|"""
                     r"""os\.system\(\s*['"](?P<prog2>[\w.-]+)(?P<rest2>[^'"]*)['"])""", ln)
        if m is None:
            return False
        prog, rest = m["prog"] or m["prog2"], (m["rest"] or m["rest2"] or "")
        if prog not in _GUI_APPS or re.search(r"\b(?:set|reset|write|rm|delete|--reset|-c)\b", rest):
            return False
        launched = True
    return launched


_PARTS = re.compile(r"\s+[/|\u00b7\u2013\u2014-]\s+|/")


def _with_parts(names: set[str]) -> set[str]:
    """Names and the parts of composite ones: "finops / billing-svc" and a page title "Settings - billing-svc -
    Gitea" also show "billing-svc" (a renamed repository, tab or file shown inside a path or a title)."""
    out = set(names)
    for n in names:
        if len(n) <= 200:
            out.update(p.strip() for p in _PARTS.split(n) if len(p.strip()) >= 3)
    return out


def _harmless(kind: str, data: dict[str, Any], code: str, domain: str) -> bool:
    """An action that changes no value on the screen: keys that save, copy or move the focus, pointer
    moves, scrolls and waits (a desktop code block made only of those, or a single key press)."""
    if kind in ("keyboard_press", "press", "press_key", "key", "hotkey"):
        return _harmless_key(str(data.get("key", data.get("value", ""))))
    if domain != "desktop" or kind != "code":
        return False
    import ast

    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError, MemoryError, RecursionError):
        return False
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call)]
    if not calls:
        return False
    for c in calls:
        if not (isinstance(c.func, ast.Attribute) and isinstance(c.func.value, ast.Name)
                and c.func.value.id in ("pyautogui", "time")):
            return False
        if c.func.attr in ("hotkey", "press"):
            keys = [a.value for a in c.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            if len(keys) != len(c.args) or not keys or not _harmless_key("+".join(keys)):
                return False
        elif c.func.attr not in _HARMLESS_CALLS:
            return False
    return True


def _harmless_key(key: str) -> bool:
    k = re.sub(r"\s*[-+]\s*", "+", key.strip().lower())
    k = re.sub(r"\b(?:control|meta|cmd|command)\b", "ctrl", k).replace("arrow", "").replace("page_", "page")
    return k in _HARMLESS_KEYS


def _same_format(a: str, b: str) -> bool:
    """The same value written another way ("1,250" and "1250")."""
    return re.sub(r"[^0-9a-z]", "", a.lower()) == re.sub(r"[^0-9a-z]", "", b.lower())


def _same_text(a: str, b: str) -> bool:
    """A text field's value ``a`` shown later as ``b``, differing only by formatting or completion
    ("5551234" shown "(555) 123-4", "New Yo" completed to "New York"); a shorter text is not that."""
    x, y = re.sub(r"[^0-9a-z]", "", a.lower()), re.sub(r"[^0-9a-z]", "", b.lower())
    return x == y or bool(x and y.startswith(x))


def _helper_calls(code: str) -> list[tuple[str, list[Any]]]:
    """``Tools.method("a", 2)`` calls with literal arguments in a desktop code block."""
    import ast

    out: list[tuple[str, list[Any]]] = []
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError, MemoryError, RecursionError):
        return out
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and isinstance(node.func.value, ast.Name)):
            if node.func.value.id in ("pyautogui", "time", "os", "json", "subprocess"):
                continue
            args = []
            # positional arguments, then keyword ones in the order written (rename_sheet(old_name=..., new_name=...))
            for a in [*node.args, *(k.value for k in node.keywords if k.arg)]:
                try:
                    args.append(ast.literal_eval(a))
                except (ValueError, TypeError, SyntaxError, RecursionError):
                    args.append(None)
            out.append((f"{node.func.value.id}.{node.func.attr}", args))
    return out
