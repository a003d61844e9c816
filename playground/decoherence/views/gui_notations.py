"""More screen notations for the GUI binding (web, android, desktop), read into the shapes
views/gui.read_screen reads.

Trajectories written by other people draw the same screens in other ways. Two kinds are handled here:

- **markup**: an accessibility tree or a page written as tags (OSWorld's desktop tree
  ``<check-box name="Dark Style" st:checked="true" cp:screencoord="(612, 240)" cp:size="(40, 20)"/>``,
  HTML ``<input type="checkbox" checked>``, ``<select>`` with a selected ``<option>``). Namespaces are
  dropped (``st:checked`` is ``checked``), a tag is a role, the text inside a tag is its text, a select's
  value is its selected option; Android's one-``<node>``-per-line dumps stay with parse_view;
- **element lines in other dress** (:func:`normalize`): a bullet or a number before an element
  (``- [3] Switch "Wi-Fi"``, ``3. Switch: "Wi-Fi" (checked: true)``), AndroidWorld's ``is_checked=True``
  attribute names, a bare ``ON``/``OFF``/``unchecked`` after a toggle, and place headers
  (``Window:``, ``App:``, ``Screen:``, ``Current app:``) that name where the screen is.

Only shapes that say unambiguously what an element is are read; anything else is left as it came (a
notation not read gives no facts, so no warnings).
"""

from __future__ import annotations

import html
import re
import zlib
from dataclasses import dataclass, field

# ----------------------------------------------------------------------------------------------- markup

_TAG = re.compile(r"<(?P<close>/)?(?P<tag>[A-Za-z][\w:.-]*)(?P<attrs>(?:\s+[\w:.-]+(?:\s*=\s*(?:\"[^\"]*\"|'[^']*'|"
                  r"[^\s>\"']+))?)*)\s*(?P<self>/)?>")
_MARKUP_ATTR = re.compile(r"(?P<k>[\w:.-]+)(?:\s*=\s*(?:\"(?P<dq>[^\"]*)\"|'(?P<sq>[^']*)'|(?P<bare>[^\s>\"']+)))?")
_PAIR = re.compile(r"\(\s*(-?\d+)\s*,\s*(-?\d+)\s*\)")
_BOUNDS = re.compile(r"\[(-?\d+),(-?\d+)\]\[(-?\d+),(-?\d+)\]")
# tags that only hold others, and tags whose text is never shown
_SKIP = {"html", "head", "body", "script", "style", "meta", "link-rel", "br", "hr", "desktop-frame", "hierarchy",
         "tbody", "thead", "ul", "ol", "form", "nav", "div", "span", "section", "main", "header", "footer", "svg",
         "path", "img-src", "noscript", "tree", "accessibility-tree", "screen"}
_HTML_ROLES = {"a": "link", "li": "listitem", "tr": "row", "td": "cell", "th": "columnheader", "h1": "heading",
               "h2": "heading", "h3": "heading", "h4": "heading", "h5": "heading", "h6": "heading", "p": "paragraph",
               "select": "combobox", "textarea": "textbox", "img": "image", "label": "label", "option": "option",
               "button": "button", "title": "title"}
_INPUT_ROLES = {"checkbox": "checkbox", "radio": "radio", "submit": "button", "button": "button", "search": "searchbox",
                "hidden": ""}
_BOOL_ATTRS = {"checked", "selected", "disabled", "focused", "expanded", "pressed", "readonly", "required"}
_KEEP_ATTRS = {"checked", "selected", "focused", "value", "text", "resource-id", "hint", "url", "state", "toggled",
               "expanded", "disabled", "placeholder", "id", "pressed", "class"}


@dataclass
class Node:
    """One element read from markup: what parse_view makes an element of."""
    role: str
    name: str
    attrs: dict[str, str]
    line: str
    box: tuple[int, int, int, int] | None = None
    children: list[Node] = field(default_factory=list)


def _attrs(raw: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for m in _MARKUP_ATTR.finditer(raw):
        key = m["k"].rsplit(":", 1)[-1].lower()  # st:checked, cp:screencoord, android:text
        value = next((v for v in (m["dq"], m["sq"], m["bare"]) if v is not None), None)
        out[key] = html.unescape(value) if value is not None else "true"  # <input checked>
    return out


# desktop roles that carry an app's confirmation ("“notes.txt” moved to trash"), read as the alert they are
_MESSAGE_TAGS = {"notification", "info-bar", "infobar", "toast", "snackbar"}


def _role(tag: str, a: dict[str, str]) -> str:
    t = tag.rsplit(":", 1)[-1].lower()
    if t == "input":
        kind = a.get("type", "text").lower()
        return _INPUT_ROLES.get(kind, "textbox")
    if t in _MESSAGE_TAGS:
        return "alert"
    return a.get("role") or _HTML_ROLES.get(t) or _ATSPI_ROLES.get(t, t)


# AT-SPI role names written with a hyphen, as the ledgers know them
_ATSPI_ROLES = {"combo-box": "combobox", "spin-button": "spinbutton", "radio-button": "radiobutton",
                "check-menu-item": "menuitemcheckbox", "radio-menu-item": "menuitemradio", "password-text": "textbox"}


def _box(a: dict[str, str]) -> tuple[int, int, int, int] | None:
    if (b := _BOUNDS.fullmatch(a.get("bounds", "").strip())):
        x1, y1, x2, y2 = (int(v) for v in b.groups())
        return (x1, y1, x2 - x1, y2 - y1)
    pos = _PAIR.fullmatch(a.get("screencoord", a.get("position", "")).strip())
    size = _PAIR.fullmatch(a.get("size", "").strip())
    if pos:
        w, h = (int(size.group(1)), int(size.group(2))) if size else (0, 0)
        return (int(pos.group(1)), int(pos.group(2)), w, h)
    return None


def looks_like_markup(text: str) -> bool:
    """Several tags that open and close elements, and not Android's one-node-per-line dump."""
    if "<node" in text:
        return False
    tags = _TAG.findall(text)
    lines = [ln.strip() for ln in text.split("\n") if ln.strip() and not ln.strip().startswith("```")]
    # the screen is written in tags (not a page quoting a snippet of HTML in its text)
    return len(tags) >= 3 and any(t[0] == "/" or t[3] == "/" for t in tags) and \
        sum(ln.startswith("<") for ln in lines) * 2 >= len(lines)


def read_markup(text: str) -> tuple[str | None, list[Node]] | None:
    """(place, elements) of a screen written as tags, or None when ``text`` is not one."""
    if not looks_like_markup(text):
        return None
    nodes: list[Node] = []
    stack: list[tuple[str, Node | None]] = []
    place: str | None = None
    title: str | None = None
    pos = 0
    last: Node | None = None
    for m in _TAG.finditer(text):
        inner = html.unescape(text[pos:m.start()]).strip()
        pos = m.end()
        if inner and last is not None:
            # the text right after an opening tag is that element's text
            if last.name and inner != last.name:
                last.attrs.setdefault("text", inner)  # <table-cell name="B5">870</table-cell>
            if not last.name:
                last.name = inner
                if last.role in ("textbox", "textarea", "cell", "table-cell", "text", "entry"):
                    last.attrs.setdefault("text", inner)
            if last.role == "option" and last.attrs.get("selected") == "true":
                _choose(stack, inner)
        tag = m["tag"]
        if m["close"]:
            low = tag.rsplit(":", 1)[-1].lower()
            while stack:
                t, _n = stack.pop()
                if t == low:
                    break
            last = None
            continue
        a = _attrs(m["attrs"] or "")
        low = tag.rsplit(":", 1)[-1].lower()
        if low == "title" and not m["self"]:
            end = text.find("<", m.end())
            title = html.unescape(text[m.end():end if end >= 0 else None]).strip() or title
        if place is None and low in ("frame", "window", "dialog") and a.get("name"):
            place = a["name"]
        if place is None and a.get("url"):
            place = a["url"]
        node: Node | None = None
        if low not in _SKIP and (role := _role(tag, a)):
            name = next((a[k] for k in ("aria-label", "name", "label", "content-desc", "text", "title", "alt",
                                        "placeholder") if a.get(k)), "")
            if low == "input" and a.get("name") and not a.get("aria-label") and a.get("id"):
                name = a.get("aria-label") or a["name"]
            attrs = {k: v for k, v in a.items() if k in _KEEP_ATTRS}
            for k in _BOOL_ATTRS & set(attrs):
                attrs[k] = attrs[k].lower() if attrs[k].lower() in ("true", "false") else (
                    "true" if attrs[k] in ("", "true", k) else attrs[k])
            if role in ("checkbox", "radio", "switch") and "checked" not in attrs and low == "input":
                attrs["checked"] = "false"  # an HTML check box without the attribute is unticked
            if role == "textbox" and "value" not in attrs and low == "input":
                attrs["value"] = ""
            node = Node(role, name, attrs, m.group(0)[:200], _box(a))
            ident = next((a[k] for k in ("bid", "data-bid", "browsergym_id", "ref", "id") if a.get(k)), None)
            if ident is not None:
                node.attrs["_id"] = ident  # BrowserGym's HTML carries the bids its actions name
            nodes.append(node)
            if role == "option" and attrs.get("selected") == "true" and name:
                _choose(stack, name)
        last = node
        if not m["self"]:
            stack.append((low, node))
    if not nodes:
        return None
    return (place or title), nodes


def _choose(stack: list[tuple[str, Node | None]], text: str) -> None:
    """A selected option gives the drop-down above it its value."""
    for _t, n in reversed(stack):
        if n is not None and n.role in ("combobox", "listbox", "select"):
            n.attrs.setdefault("value", text)
            return


# ------------------------------------------------------------------------------------ element lines

_BULLET = re.compile(r"^(?P<ind>\s*)(?:[-*\u2022\u25cf]|\d{1,4}[.)])\s+(?=\[[\w:.-]+\]\s+[A-Za-z])")
_NUMBERED = re.compile(r"^(?P<ind>\s*)(?:[-*\u2022]\s*)?(?:\[(?P<bid>\d{1,4})\]|(?P<nid>\d{1,4})\s*[.):])\s+"
                       r"(?P<role>(?:[a-z]+\.)*[A-Z][A-Za-z]+|[a-z][a-z-]+)\s*:\s*(?P<rest>.*)$")
# "[3] <EditText> 'Add item' id=add_item": a class written as a tag after the index (J, issue 12)
_TAG_LED = re.compile(r"^(?P<ind>\s*\[[\w:.-]+\]\s+)<(?P<cls>(?:[A-Za-z]\w*\.)*[A-Za-z]\w*)>(?=\s)")
_IS_ATTR = re.compile(r"\bis_(?P<k>checked|selected|focused|enabled|clickable|editable)\s*[=:]\s*(?P<v>True|False|true"
                      r"|false)\b")
_BARE_STATE = re.compile(r"(?:^|[\s,(\[])(?P<w>ON|OFF|on|off|checked|unchecked|not checked|enabled|disabled|"
                         r"selected|unselected|not selected)(?=$|[\s,)\]])")
_TOGGLES = re.compile(r"^\s*\[[\w:.-]+\]\s+(?:[\w.]*\.)?(?:switch|checkbox|check-box|toggle|togglebutton|"
                      r"toggle-button|switchcompat|materialswitch|radiobutton|radio|checkedtextview)\b", re.IGNORECASE)
_PLACE = re.compile(r"^\s*(?:Current app|App|Application|Package|Screen|Window|Active window|Current window|"
                    r"Focused window)\s*:\s*(?P<v>\S.*?)\s*$", re.IGNORECASE)
_URL_HEADER = re.compile(r"^\s*(?:[-*]\s*)?(?:Current|Page|Active tab)\s+URL\s*:\s*(?P<v>\S+)\s*$", re.IGNORECASE)
_KNOWN_PLACE = re.compile(r"^\s*(?:URL|Activity|Foreground(?: app| activity)?|Current activity|\[app\])\s*:?",
                          re.IGNORECASE)


def _state_words(rest: str) -> str:
    """``"Wi-Fi" ON`` -> ``"Wi-Fi" checked=true``: a bare state word outside the quoted name."""
    q = re.match(r"""^\s*(?P<q>["'])(?:(?!(?P=q)).)*(?P=q)""", rest)
    head, tail = (rest[:q.end()], rest[q.end():]) if q else ("", rest)
    if re.search(r"\b(?:checked|selected|state|toggled)\s*[=:]", tail):
        return rest
    m = _BARE_STATE.search(tail)
    if not m:
        return rest
    w = m["w"].lower()
    if w in ("selected", "unselected", "not selected"):
        return rest  # a selected row is not a ticked box
    on = w in ("on", "checked", "enabled")
    return f"{head}{tail[:m.start('w')]}checked={'true' if on else 'false'}{tail[m.end('w'):]}"


# an Android view line led by its class, maybe package-qualified, bulleted, or with its attributes in brackets:
# ``android.widget.Switch text="Dark theme" checked="true" [900,400][1040,480]``, ``Switch (text="x", checked=true)``,
# ``- Switch "Dark theme" [checked]``
_CLASS_LED = re.compile(r"^(?P<ind>\s*)(?P<bullet>[-*\u2022]\s+)?(?P<qual>(?:[a-z]\w*\.)+)?(?P<cls>[A-Z][A-Za-z0-9]+)"
                        r"(?P<rest>\s*(?:\(.*\)|\[.*\]|[\"'].*|[a-z][\w-]*\s*=.*)?)\s*$")
_BOUNDS_TEXT = re.compile(r"\[-?\d+,-?\d+\]\[-?\d+,-?\d+\]")


# Android's widget classes: a line led by one of them (with no bounds) is an element
ANDROID_CLASSES = {"TextView", "EditText", "Button", "ImageButton", "ImageView", "Switch", "CheckBox", "RadioButton",
                   "ToggleButton", "LinearLayout", "FrameLayout", "RelativeLayout", "ConstraintLayout", "RecyclerView",
                   "ListView", "ScrollView", "ViewGroup", "CheckedTextView", "Spinner", "SeekBar", "ProgressBar",
                   "WebView", "CardView", "Toolbar", "SwitchCompat", "MaterialSwitch", "Chip", "TabLayout"}


def _class_line(c: re.Match[str]) -> str:
    rest = c["rest"].strip()
    bounds = _BOUNDS_TEXT.search(rest)
    if bounds:
        rest = (rest[:bounds.start()] + rest[bounds.end():]).strip()
    if rest.startswith("(") and rest.endswith(")"):
        rest = rest[1:-1]
    # [k=v] and [flag] in the Playwright manner
    rest = re.sub(r"\[([a-z][\w-]*)=([^\]]*)\]", r"\1=\2", rest)
    rest = re.sub(r"\[([a-z][\w-]*)\]", r"\1=true", rest)
    rest = re.sub(r"\s*,\s*(?=[a-z][\w-]*\s*=)", " ", rest).strip()
    tail = f" {bounds.group(0)}" if bounds else ""
    if bounds or c["cls"] in ANDROID_CLASSES:
        return f"{c['ind']}{c['cls']}{' ' + rest if rest else ''}{tail}"
    made_up = f"v{zlib.crc32(c.group(0).strip().encode()) % 100000}"  # no action can name it: only read
    return f"{c['ind']}[{made_up}] {c['cls']}{' ' + rest if rest else ''}"


# pyatspi-style lines: the role in brackets, with spaces ("[toggle button] Dark Style (checked, focused)"), maybe a
# point: ``[push button] "Save" @ (100, 200)``
_ATSPI_LINE = re.compile(r"^(?P<ind>\s*)(?:[-*\u2022]\s*)?\[(?P<role>[a-z][a-z]+(?: [a-z]+){0,2})\]\s*:?\s*"
                         r"(?P<name>\"[^\"]*\"|'[^']*'|[^(@\[]*?)\s*(?:\((?P<states>[a-z ,_-]+)\))?"
                         r"\s*(?:@\s*\(?\s*(?P<x>\d+)\s*,\s*(?P<y>\d+)\s*\)?)?\s*$")
_ATSPI_KNOWN = {"frame", "window", "dialog", "label", "push button", "toggle button", "check box", "radio button",
                "combo box", "text", "entry", "password text", "spin button", "list", "list item", "table",
                "table cell", "table row", "page tab", "page tab list", "menu", "menu item", "menu bar", "panel",
                "filler", "icon", "image", "link", "heading", "paragraph", "scroll pane", "tree", "tree item",
                "status bar", "tool bar", "notification", "alert", "info bar", "canvas", "document frame",
                "check menu item", "radio menu item", "slider", "separator", "section", "switch"}


def _atspi(m: re.Match[str], i: int) -> str:
    role = m["role"]
    name = m["name"].strip()
    if len(name) >= 2 and name[0] == name[-1] and name[0] in "\"'":
        name = name[1:-1]
    states = {st.strip().replace(" ", "-") for st in (m["states"] or "").split(",") if st.strip()}
    attrs = []
    toggle = role in ("toggle button", "check box", "radio button", "switch", "check menu item", "radio menu item")
    if "checked" in states or (toggle and "pressed" in states):
        attrs.append("checked=true")
    elif toggle and m["states"] is not None:
        attrs.append("checked=false")  # states listed, and not checked: off
    for st in ("selected", "focused"):
        if st in states:
            attrs.append(f"{st}=true")
    r = _ATSPI_ROLES.get(role.replace(" ", "-"), role.replace(" ", "-"))
    if role in ("notification", "info bar"):
        r = "alert"
    q = "'" if '"' in name else '"'
    body = f"{r} {q}{name}{q}{' ' + ' '.join(attrs) if attrs else ''}"
    if m["x"] is not None:
        return f"{m['ind']}({m['x']},{m['y']}) {body}"
    return f"{m['ind']}[s{i}] {body}"


def normalize(text: str) -> str:
    """Element lines in other dress rewritten as ``[id] role "name" key=value`` lines parse_view reads."""
    if not text:
        return text
    out: list[str] = []
    has_place = any(_KNOWN_PLACE.match(ln) for ln in text.split("\n"))
    for ln in text.split("\n"):
        if (u := _URL_HEADER.match(ln)) and not has_place:
            out.append(f"URL: {u['v']}")  # "Current URL: ..." / "Page URL: ..."
            has_place = True
            continue
        if not has_place and (p := _PLACE.match(ln)):
            # a window or app named by a header: the place the screen's facts belong to
            out.append("Activity: " + re.sub(r"\s+", "_", p["v"]))
            has_place = True
            continue
        if "UIElement(" in ln or ln.lstrip().startswith(("{", "<")):
            out.append(ln)  # AndroidWorld's UIElement(...), JSON and XML lines have readers of their own
            continue
        a11y = _ATSPI_LINE.match(ln)
        if a11y and a11y["role"] in _ATSPI_KNOWN:
            out.append(_atspi(a11y, len(out)))
            continue
        line = _IS_ATTR.sub(lambda m: f"{m['k']}={m['v'].lower()}", ln)
        line = _TAG_LED.sub(lambda m: m["ind"] + m["cls"], line)
        line = _BULLET.sub(lambda m: m["ind"], line)
        c = _CLASS_LED.match(line)
        if c and _WIDGET.search(c["cls"]) and (c["qual"] or c["bullet"] or c["rest"].lstrip().startswith(("(", "["))):
            line = _class_line(c)
        n = _NUMBERED.match(line)
        if n:
            rest = n["rest"]
            if not re.match(r"""^\s*["']""", rest):
                # 3. TextView: Wi-Fi (checked: false) -> a name up to the attributes
                bare = re.match(r"^(?P<name>[^(\[{]*?)\s*(?P<tail>[(\[{].*)?$", rest)
                name = (bare["name"] if bare else rest).strip()
                rest = (f'"{name}" ' if name else "") + ((bare["tail"] or "") if bare else "")
            rest = re.sub(r"[()\[\]{};|]", " ", rest) if not re.search(r"\[\d+,\d+\]", rest) else rest
            line = f"{n['ind']}[{n['bid'] or n['nid']}] {n['role']} {rest.strip()}"
        if _TOGGLES.match(line):
            b = re.match(r"^(?P<head>\s*\[[\w:.-]+\]\s+[\w.-]+)(?P<rest>.*)$", line)
            if b:
                line = b["head"] + _state_words(b["rest"])
        out.append(line)
    return "\n".join(out)


# ------------------------------------------------------------------------------- Playwright aria snapshots

_ARIA = re.compile(r"^(?P<ind>\s*)-\s+(?P<role>[a-z][a-zA-Z]*)(?:\s+\"(?P<name>(?:[^\"\\]|\\.)*)\")?"
                   r"(?P<attrs>(?:\s*\[[^\]\n]*\])*)\s*(?::\s*(?P<val>.*?))?\s*$")
_ARIA_ATTR = re.compile(r"\[(?P<k>[a-z-]+)(?:=(?P<v>[^\]]*))?\]")
_ARIA_PAGE = re.compile(r"^\s*-?\s*Page (?P<k>URL|Title):\s*(?P<v>.+?)\s*$", re.IGNORECASE)
_ARIA_ROLES = {
    "alert", "alertdialog", "application", "article", "banner", "blockquote", "button", "caption", "cell", "checkbox",
    "code", "columnheader", "combobox", "complementary", "contentinfo", "definition", "deletion", "dialog",
    "directory", "document", "emphasis", "feed", "figure", "form", "generic", "grid", "gridcell", "group", "heading",
    "img", "insertion", "link", "list", "listbox", "listitem", "log", "main", "marquee", "math", "meter", "menu",
    "menubar", "menuitem", "menuitemcheckbox", "menuitemradio", "navigation", "none", "note", "option", "paragraph",
    "presentation", "progressbar", "radio", "radiogroup", "region", "row", "rowgroup", "rowheader", "scrollbar",
    "search", "searchbox", "separator", "slider", "spinbutton", "status", "strong", "subscript", "superscript",
    "switch", "tab", "table", "tablist", "tabpanel", "term", "text", "textbox", "time", "timer", "toolbar", "tooltip",
    "tree", "treegrid", "treeitem"}
_ARIA_TOGGLES = {"checkbox", "switch", "radio", "menuitemcheckbox", "menuitemradio"}
_ARIA_VALUED = {"textbox", "searchbox", "combobox", "spinbutton", "slider"}


def _quote(text: str) -> str:
    q = "'" if '"' in text and "'" not in text else '"'
    return f"{q}{text.replace(q, ' ')}{q}"


def aria_snapshot(text: str) -> str | None:
    """Playwright's aria snapshot (``- checkbox "Remember me" [checked] [ref=e12]``, ``- textbox "Name": Mira``,
    ``- Page URL: ...``) as ``[ref] role "name" key=value`` lines, indentation kept (a list item's text below it
    names it); None when ``text`` is not one. An element without a ref gets a made-up id (``aria7``) no action
    can name; a toggle without ``[checked]`` is unticked (the snapshot leaves the state out then)."""
    lines = text.split("\n")
    hits = [m for ln in lines if (m := _ARIA.match(ln)) is not None and m["role"] in _ARIA_ROLES]
    refs = sum("[ref=" in (m["attrs"] or "") for m in hits)
    named = sum(m["name"] is not None for m in hits)
    if (refs < 2 and named < 3) or any(re.match(r"^\s*\[[\w:.-]+\]\s+[A-Za-z]", ln) for ln in lines):
        return None  # a bulleted list of words is not a snapshot
    out: list[str] = []
    for i, ln in enumerate(lines):
        p = _ARIA_PAGE.match(ln)
        if p:
            out.append(f"{'URL' if p['k'].lower() == 'url' else 'Title'}: {p['v']}")
            continue
        m = _ARIA.match(ln)
        if m is None or ln.strip().startswith("- /") or m["role"] not in _ARIA_ROLES:
            continue  # ``- /url: /home``, code fences, prose
        role, name, val = m["role"], (m["name"] or "").replace('\\"', '"'), (m["val"] or "").strip()
        if len(val) >= 2 and val[0] == val[-1] == '"':
            val = val[1:-1]
        attrs = {a["k"]: (a["v"] if a["v"] is not None else "true") for a in _ARIA_ATTR.finditer(m["attrs"] or "")}
        ind = m["ind"]
        if role == "text" and not name:
            if val:
                out.append(f"{ind}text {_quote(val)}")  # a text node: names the element above it
            continue
        eid = attrs.pop("ref", None) or f"aria{i}"
        if role in _ARIA_TOGGLES:
            attrs.setdefault("checked", "false")
        if val and role in _ARIA_VALUED:
            attrs["value"] = val
        elif val and not name:
            name = val
        parts = [f"{ind}[{eid}] {role}", _quote(name) if name else "''"]
        parts += [f"{k}={_quote(v)}" for k, v in attrs.items() if k not in ("cursor", "level")]
        out.append(" ".join(parts))
    return "\n".join(out)


# ---------------------------------------------------------------------------------------- element tables

_COLUMNS = {
    "id": ("index", "id", "idx", "element_id", "element id", "#", "element", "ref"),
    "role": ("class", "class_name", "class name", "classname", "role", "type", "widget", "control", "tag"),
    "name": ("text", "name", "label", "content_desc", "content-desc", "content description", "description", "desc",
             "title", "accessible name"),
    "checked": ("checked", "is_checked", "is checked", "toggled", "on"),
    "selected": ("selected", "is_selected", "is selected"),
    "value": ("value", "current value"),
    "state": ("state", "states", "status"),
    "bounds": ("bounds", "bbox", "box"),
}


def _cells(line: str) -> list[str] | None:
    if "\t" in line:
        return [c.strip() for c in line.split("\t")]
    if line.strip().startswith("|") and line.strip().endswith("|"):
        return [c.strip() for c in line.strip()[1:-1].split("|")]
    return None


def read_table(text: str) -> tuple[str | None, list[Node]] | None:
    """A screen written as a table of elements (markdown pipes or tabs) whose header names a role column and a
    name column (``| index | class | text | checked |``); the desktop ``tag  name  text ...`` table with
    positions stays with parse_view. None when ``text`` is not one."""
    lines = [ln for ln in text.split("\n") if ln.strip()]
    for h, ln in enumerate(lines):
        head = _cells(ln)
        if head is None or len(head) < 2:
            continue
        low = [c.lower() for c in head]
        if low[0] == "tag" and "\t" in ln:
            return None  # parse_view's own desktop table
        col = {k: next((low.index(n) for n in names if n in low), None) for k, names in _COLUMNS.items()}
        desk = low[0] == "tag"  # OSWorld's table drawn with pipes: tag, name, text, ..., position, size
        if desk:
            col["role"], col["name"] = 0, (low.index("name") if "name" in low else None)
        text_col = low.index("text") if desk and "text" in low else None
        pos_col = next((i for i, c in enumerate(low) if c.startswith("position")), None)
        size_col = next((i for i, c in enumerate(low) if c.startswith("size")), None)
        if col["role"] is None or col["name"] is None:
            return None
        place = None
        for before in lines[:h]:
            m = re.match(r"^\s*(?:URL|Activity|Package|App|Window|Screen|Current app|Foreground)\s*:\s*(\S.*?)\s*$",
                         before, re.IGNORECASE)
            if m:
                place = m.group(1)
        nodes: list[Node] = []
        for row_ln in lines[h + 1:]:
            cells = _cells(row_ln)
            if cells is None:
                break
            if all(re.fullmatch(r":?-{2,}:?", c) for c in cells if c):
                continue  # the markdown rule under the header

            def get(k: str, cells: list[str] = cells, col: dict[str, int | None] = col) -> str:
                i = col[k]
                return cells[i] if i is not None and i < len(cells) else ""

            role = get("role").rsplit(".", 1)[-1] or "view"
            role = _ATSPI_ROLES.get(role.lower(), role)
            attrs: dict[str, str] = {}
            for k in ("checked", "selected"):
                v = get(k).lower()
                if v in ("true", "false", "yes", "no", "on", "off", "1", "0", "checked", "unchecked"):
                    attrs[k] = "true" if v in ("true", "yes", "on", "1", "checked") else "false"
            st = get("state").lower()
            if "checked" not in attrs and re.search(r"\b(?:checked|unchecked|on|off)\b", st):
                attrs["checked"] = "false" if re.search(r"\b(?:unchecked|not checked|off)\b", st) else "true"
            if get("value"):
                attrs["value"] = get("value")
            box = None
            if (b := _BOUNDS.search(get("bounds"))):
                x1, y1, x2, y2 = (int(v) for v in b.groups())
                box = (x1, y1, x2 - x1, y2 - y1)
            name = get("name")
            if role.lower().endswith("edittext") and name:
                attrs.setdefault("text", name)
            if text_col is not None and text_col < len(cells):
                shown = cells[text_col]
                if shown or role.lower() in ("table-cell", "cell"):
                    attrs["text"] = shown  # a desktop element's text (a cell's value, the clock's time)
                if shown.lower() in ("on", "off", "checked", "unchecked", "enabled", "disabled"):
                    attrs["state"] = shown.lower()
            if pos_col is not None and pos_col < len(cells) and (p := _PAIR.fullmatch(cells[pos_col])):
                w = h_ = 0
                if size_col is not None and size_col < len(cells) and (z := _PAIR.fullmatch(cells[size_col])):
                    w, h_ = int(z.group(1)), int(z.group(2))
                box = (int(p.group(1)), int(p.group(2)), w, h_)
            if desk and place is None and role in ("frame", "window", "document-frame") and name:
                place = name
            node = Node(role, name, attrs, row_ln.strip()[:200], box)
            node.attrs["_id"] = get("id")
            nodes.append(node)
        rest = len(lines) - h - 1 - len(nodes)
        widgets = sum(bool(_WIDGET.search(n.role)) for n in nodes)
        if not nodes or rest > 4 or widgets * 2 < len(nodes):
            return None  # a table on a page (products, prices), not a screen written as a table
        return place, nodes
    return None


# what a role column holds in a table of screen elements
_WIDGET = re.compile(r"(?:View|Button|Text|Switch|CheckBox|Box|Layout|Image|Spinner|Bar|Picker|Chip|Card|Tab|Toggle|"
                     r"Item|Field|Label|Menu|Icon)$|^(?:button|link|checkbox|switch|textbox|text|label|heading|"
                     r"listitem|list-item|row|cell|table-cell|combobox|option|radio|toggle-button|push-button|"
                     r"check-box|menu-item|icon|image|img|tab|page-tab|entry|frame|panel|statictext|slider|canvas|"
                     r"document-frame|menu|toggle-button|scroll-bar|filler|window|paragraph|section|static|"
                     r"table|table-row|tree-item|combo-box|text-field|password-text|spin-button|radio-button)$",
                     re.IGNORECASE)
