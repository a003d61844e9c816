"""GUI state that persists: switches, checkboxes, field values and cells an action set, names an action
changed, and the clock in the status bar (android, web, desktop).

Screens come in several layouts, all read here into elements with a role, a name, attributes and
(where given) a position:

- ``[12] role "name" key=value ...`` (the project's own), ``[12] role 'name', key='value', flag``
  (BrowserGym accessibility trees, with ``RootWebArea '...', url='...'``), ``[12] Role text='x' ...``;
- ``(x,y) role "name" key=value`` (the project's desktop layout);
- a tab-separated accessibility table ``tag  name  text  class  description  (x, y)  (w, h)`` (desktop).

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
_ACTIVITY = re.compile(r"^\s*(?:\[app\]\s*(?P<pkg>[\w.]+)(?:\s*/\s*(?P<act>[\w.$]+))?|Activity:\s*(?P<full>\S+))",
                       re.IGNORECASE)
_TABLE_POS = re.compile(r"^\((\d+),\s*(\d+)\)$")
_XML_NODE = re.compile(r"<node\b(?P<attrs>[^>]*)/?>")
_XML_ATTR = re.compile(r'([\w:-]+)="([^"]*)"')
_BOUNDS = re.compile(r"\[(\d+),(\d+)\]\[(\d+),(\d+)\]")
_UIELEMENT = re.compile(r"^\s*(?:UI element\s+(?P<id>\d+)\s*:\s*)?UIElement\((?P<body>.*)\)\s*$")
_PY_KV = re.compile(r"(?P<k>\w+)=(?:'(?P<sq>(?:[^'\\]|\\.)*)'|\"(?P<dq>(?:[^\"\\]|\\.)*)\"|(?P<bare>True|False|None|-?\d+))")

# attributes that hold a control's state
STATE_ATTRS = ("checked", "selected", "state", "toggled", "pressed", "value", "text")
TOGGLE_ROLES = {"checkbox", "switch", "toggle", "togglebutton", "check-box", "toggle-button", "radio", "radiobutton",
                "menuitemcheckbox", "checkedtextview", "compoundbutton"}
# (sliders and seek bars are left out: media playback and downloads move them)
FIELD_ROLES = {"textbox", "searchbox", "combobox", "edittext", "text", "entry", "textarea", "spinbutton",
               "autocompletetextview", "table-cell", "cell", "gridcell"}
# a control whose change legitimately moves others in the same step
GOVERNS = re.compile(r"\b(?:all|airplane|flight|aeroplane|do not disturb|battery saver|power saving|reset|default|"
                     r"clear|master|sync|restore|none|invert|cancel|discard|close|revert|undo|dismiss|don't save|"
                     r"back|refresh|reload|enable|allow|use|turn on|everything|notifications)\b", re.IGNORECASE)
SAVES = re.compile(r"\b(?:save|apply|submit|ok|done|confirm|update|set|rename|create|add|send|post)\b", re.IGNORECASE)


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
    lines = text.split("\n")
    place: str | None = None
    elements: list[El] = []
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
            attrs = {"text": row.get("text", "").strip()} if row.get("text", "").strip() else {}
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
        u = _UIELEMENT.match(ln)
        if u:  # AndroidWorld: UI element 3: UIElement(text='Wi-Fi', class_name='android.widget.Switch', ...)
            kv = {m["k"]: next(v for v in (m["sq"], m["dq"], m["bare"]) if v is not None) for m in _PY_KV.finditer(u["body"])}
            box = None
            xs = [kv.get(k) for k in ("x_min", "y_min", "x_max", "y_max")]
            if all(x is not None and x.lstrip("-").isdigit() for x in xs):
                x1, y1, x2, y2 = (int(x) for x in xs)  # type: ignore[union-attr]
                box = (x1, y1, x2 - x1, y2 - y1)
            if place is None and kv.get("package_name") not in (None, "None", "com.android.systemui"):
                place = kv["package_name"]
            attrs = {}
            for src, dst in (("is_checked", "checked"), ("is_selected", "selected"), ("is_focused", "focused"),
                             ("resource_name", "resource-id"), ("hint_text", "hint")):
                if kv.get(src) not in (None, "None"):
                    attrs[dst] = kv[src].lower() if kv[src] in ("True", "False") else kv[src]
            if (kv.get("is_editable") == "True") and kv.get("text") not in (None, "None"):
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
        b = _BRACKET.match(ln)
        if b and b["id"].lower() != "app":
            name, attrs = _rest(b["rest"])
            el = El(b["id"], b["role"], name, attrs, ln.strip())
            elements.append(el)
            continue
        p = _POINT.match(ln)
        if p:
            name, attrs = _rest(p["rest"])
            elements.append(El(None, p["role"], name, attrs, ln.strip(), (int(p["x"]), int(p["y"]), 0, 0)))
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
    return View(_norm_place(place), elements)


def _norm_place(place: str | None) -> str | None:
    if place is None:
        return None
    p = re.sub(r"^https?://(?:www\.)?", "", place.strip().lower())
    return p.split("#", 1)[0].rstrip("/")


def _state(e: El) -> dict[str, str]:
    """The state attributes worth following for this element."""
    role = e.role.lower()
    out = {}
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
    text = e.name or e.attrs.get("text", "")
    value = parse_clock(text)
    if value is None:
        return None
    if e.role.lower() == "clock" or any(str(v).lower().endswith(("id/clock", "status_bar_clock", "statusbar_clock"))
                                        or str(v).lower() == "clock" for k, v in e.attrs.items() if k != "text"):
        return value  # the status bar's clock (an alarm's "digital_clock" is not the time now)
    if e.box is not None and e.box[1] <= 40 and e.role.lower() in ("label", "text", "static", "statictext"):
        return value  # the top bar of a desktop table
    return None


@dataclass
class GuiState:
    facts: FactStore = field(default_factory=lambda: FactStore("gui"))
    view: View | None = None
    pending: dict[str, list[str]] = field(default_factory=dict)  # place -> keys changed but not saved (web)
    filled: dict[str, tuple[str, Fact]] = field(default_factory=dict)  # place -> (typed value, where)

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
                touched_keys.add(f"{place or '?'}|table-cell|{args[0]}")
        typed = data.get("value")
        if hit is None and kind in ("type", "fill") and isinstance(typed, str) and data.get("element") is not None:
            # typed into a field the earlier screen did not show: the field that now holds the typed text
            field_ = new.by_id(str(data["element"]))
            shown = _state(field_).get("value") if field_ is not None else None
            if field_ is not None and shown is not None and _same_text(typed, shown) and \
                    (k := _key(place, field_)) is not None:
                touched_keys.add(k)
        hit_keys = set(touched_keys)  # what the action itself set (the others below may only move with it)
        unknown = hit is None and kind not in ("scroll", "noop", "hover", "back", "forward", "goto", "new_tab",
                                               "tab_focus", "tab_close", "wait", "home", "open_app") and not calls
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
            for (k, a) in list(self.facts.states):
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
        if governs and place is not None:
            self.facts.forget(prefix=f"{place}|")
        # leaving a page: unsaved web form values and typed text are not kept
        if prev is not None and prev.place != place:
            for k in self.pending.pop(prev.place or "?", []):
                self.facts.forget(k)
            for kk in [k for (k, a) in list(self.facts.states) if k.startswith(f"{prev.place or '?'}|")
                       and a == "value" and k.split("|")[1] not in ("table-cell", "cell", "gridcell")]:
                self.facts.forget(kk)
        if hit is not None and SAVES.search(hit.name) or kind in ("keyboard_press", "press_key") and \
                "enter" in str(data.get("key", "")).lower():
            # submitted: the toggles are saved; the fields may be cleared or reformatted
            self.pending.pop(place or "?", None)
            for kk in [k for (k, a) in list(self.facts.states) if k.startswith(f"{place or '?'}|") and a == "value"]:
                self.facts.forget(kk)
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
                    w = self.facts.clock_reading(step, c, "day", e.name or e.attrs.get("text", ""))
                    if w is not None:
                        found.append(w)
                continue
            if counts.get(_key(place, e) or "", 0) == 1:
                self._learn(step, place, e, hit_keys, found, web=domain == "web")
        # names: a heading that became what was typed is a rename
        self._renames(step, kind, prev, new, found)
        if kind == "fill" and isinstance(data.get("value"), str):
            self.filled[place or "?"] = (data["value"], Fact(step, clip(action.text, 120)))
        self.view = new
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
               *, web: bool = False) -> None:
        key = _key(place, e)
        if key is None:
            return
        for attr, value in _state(e).items():
            if touched is not None and key in touched:
                self.facts.set_by_action(step, key, attr, value, e.line)
                if web and e.role.lower() in TOGGLE_ROLES | FIELD_ROLES:
                    self.pending.setdefault(place or "?", []).append(key)
                continue
            w = self.facts.state(step, key, attr, value, e.line, f"{e.role} {e.name!r}".strip(),
                                 same=_same_text if attr == "value" else None)
            if w is not None:
                found.append(w)

    def _renames(self, step: int, kind: str, prev: View | None, new: View, found: list[WorldWarning]) -> None:
        names = {e.name for e in new.elements if e.name}
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
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and isinstance(node.func.value, ast.Name):
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
