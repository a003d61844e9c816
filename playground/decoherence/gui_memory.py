"""What a GUI screen showed, remembered across navigation (web, android, desktop): the facts a page or window
states, the settings an action set, files and records the agent created, the time a sent message carries.

Screens are read by gui_state.parse_view; the action's hit element is GuiState's. Every rule judges a screen
only against an earlier read of the *same* screen (its place and its title) and only when every action in
between merely moved around (links, tabs, back, scrolling, opening an app or a settings page, a plain button
that opened another screen, waiting), and, for facts, only after the screen was left and came back:

- ``gui.page`` / ``gui.identity``: a static text of the screen (a spec table row, a document paragraph, a
  ``Created`` property, an IMEI under its label) read again with another date, amount, identifier or version,
  while the rest of the screen is the same (elements paired by position, bid, label or the label before them).
  Values that time moves (clocks, "ago", percentages, used/free, accessed/modified, battery, counts, prices,
  ratings) are never judged;
- ``gui.state``: a setting an action set (a toggle's on/off, a slider's value, a value chosen in a menu) shows
  its old value again on a later read of its screen; on the web and on forms or dialogs with a Save/OK button
  the choice counts only once saved or confirmed;
- ``gui.created``: files and folders a code block created (``os.makedirs``, ``open(.., 'w')``, ``mkdir``,
  ``touch``, ``Path.write_text``) missing from a file manager showing their folder; a record submitted
  through a form opened from a list ("New milestone", "Create contact") and shown on its own page afterwards,
  missing from that list when it is shown again with every earlier entry;
- ``gui.clock``: a message the agent just sent is stamped earlier than the messages already in the log;
- ``gui.version``: after an app update ran to its end, a screen of that app shows the version it had before.

Also: changing the time zone or the date and time is a legitimate jump of the status-bar clock
(:func:`clock_may_jump`).

An action whose effect is not known (typing, a button, unknown code) forgets what would be judged.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from playground.decoherence.common import Action, Fact, clip, warn, where
from playground.decoherence.gui_state import GOVERNS, El, View
from playground.world.warning_records import WorldWarning

# ------------------------------------------------------------------ what an action did

_MOVES = {"scroll", "wait", "back", "forward", "goto", "go_back", "go_forward", "navigate_back", "navigate_home",
          "home", "open_app", "new_tab", "tab_focus", "noop", "hover", "reload", "refresh", "navigate"}
_OPEN_ROLES = {"link", "tab", "page-tab", "listitem", "list-item", "textview", "menuitem", "treeitem", "tree-item",
               "row", "article", "heading", "paragraph", "statictext", "label", "text", "static", "icon", "canvas",
               "table-row", "linearlayout", "relativelayout", "framelayout", "viewgroup", "cardview"}
_BACK_BUTTON = re.compile(r"^\s*(?:navigate up|back|go back|up|close|done|home)\s*$", re.IGNORECASE)
_MUTATING = re.compile(r"\b(?:add|new|create|delete|remove|clear|reset|restore|undo|redo|save|apply|submit|send|post|"
                       r"update|upgrade|install|uninstall|confirm|ok|yes|turn on|turn off|enable|disable|edit|rename|"
                       r"move|copy|paste|archive|empty|mark|toggle|buy|pay|order|cancel|discard|sync|format|erase|"
                       r"checkout|log ?in|log ?out|sign ?in|sign ?out|connect|disconnect|pair|join|leave|follow|"
                       r"unfollow|like|subscribe|accept|decline|approve|reject|assign|close|reopen|merge|publish|"
                       r"share|start|stop|play|pause|retry|refresh|reload|sort|filter|install|run|book|reserve)\b",
                       re.IGNORECASE)
_RESETS = re.compile(r"\b(?:reset|default|restore|undo|cancel|discard|revert|all|close)\b", re.IGNORECASE)
_SLIDERS = {"seekbar", "slider", "ratingbar", "progressbar", "scale", "spin-button", "spinbutton"}
_NAV_HELPER = re.compile(r"^(?:open_|go_?to|show_|switch_to|switch_active|focus|navigate|get_|view_|list_|find_|"
                         r"read_|scroll|select_tab|activate)", re.IGNORECASE)
_NAV_KEYS = {"pageup", "pagedown", "up", "down", "left", "right", "home", "end", "tab", "shift+tab", "ctrl+f", "f5",
             "ctrl+home", "ctrl+end", "alt+left", "alt+right", "ctrl+tab", "ctrl+shift+tab", "alt+tab", "ctrl+l",
             "f6", "alt+up"}  # (not Escape: it closes a dialog unsaved)


def _calls(code: str) -> list[tuple[str, str, str]]:
    """(object, method, literal arguments) of the ``obj.method(...)`` calls of a code block."""
    return re.findall(r"\b([A-Za-z_]\w*)\.(\w+)\(([^()]*)\)", code)


def moves_only(action: Action, hit: El | None, prev: View | None) -> bool:
    """The step only moved between screens or within one: it can have changed nothing the screens state."""
    data: dict[str, Any] = action.data if isinstance(action.data, dict) else {}
    kind = str(data.get("action", "")).lower()
    if kind in ("scroll", "swipe"):
        target = hit if hit is not None else (prev.by_id(str(data["element"])) if prev is not None
                                               and data.get("element") is not None else None)
        return target is None or target.role.lower() not in _SLIDERS  # a swipe on a slider sets it
    if kind in _MOVES:
        return True
    if kind in ("click", "tap", "double_tap", "long_press") and kind != "long_press":
        return hit is not None and _opens(hit)
    if kind in ("keyboard_press", "press", "press_key", "key", "hotkey"):
        return _nav_key(str(data.get("key", data.get("value", ""))))
    if kind == "code":
        return _code_moves(str(data.get("code", action.text)), hit)
    return False


def _opens(hit: El) -> bool:
    role = hit.role.lower()
    name = hit.name or hit.attrs.get("text", "")
    if role in ("imagebutton", "button", "push-button") and _BACK_BUTTON.match(name):
        return True
    if role in ("dialog", "frame", "window", "panel", "filler", "scroll-pane"):
        return True  # a click on a window's background (or on a tab its tree does not draw) edits nothing
    return role in _OPEN_ROLES and not _MUTATING.search(name)


def _nav_key(key: str) -> bool:
    k = re.sub(r"\s*[-+]\s*", "+", key.strip().lower())
    k = re.sub(r"\b(?:control|meta|cmd|command)\b", "ctrl", k).replace("arrow", "").replace("page_", "page")
    return k in _NAV_KEYS


def _code_moves(code: str, hit: El | None) -> bool:
    body = re.sub(r"^\s*(?:import [\w., ]+|from [\w.]+ import [\w., ]+)\s*$", "", code, flags=re.MULTILINE)
    calls = _calls(body)
    if not calls or len(calls) != len(re.findall(r"\b\w+\.\w+\(", body)) or re.search(r"^\s*\w+\s*=", body, re.M):
        return False
    clicks = 0
    for obj, fn, args in calls:
        if obj == "time" and fn == "sleep":
            continue
        if obj == "pyautogui":
            if fn in ("scroll", "hscroll", "vscroll", "moveTo", "moveRel", "sleep"):
                continue
            if fn in ("hotkey", "press"):
                keys = re.findall(r"['\"]([^'\"]+)['\"]", args)
                if not keys or not _nav_key("+".join(keys)):
                    return False
                continue
            if fn in ("click", "doubleClick"):
                clicks += 1
                if hit is None or not _opens(hit):
                    return False
                continue
            return False
        if not _NAV_HELPER.match(fn) or re.search(r"\b(?:set|save|delete|create|rename)", fn, re.IGNORECASE):
            return False
    return clicks <= 1


def _subactions(data: Any) -> list[dict[str, Any]]:
    """The actions of a step: one, or the ``steps`` of a multi-action step."""
    if not isinstance(data, dict):
        return []
    steps = data.get("steps")
    if isinstance(steps, list):
        return [d for d in steps if isinstance(d, dict)]
    return [data]


def _chosen(action: Action, prev: View | None) -> set[str]:
    """Values the action chose: literal strings it passes, and the names of the elements it names by id."""
    out = {s.strip() for s in re.findall(r"""['"]([^'"\n]{1,80})['"]""", action.text)}
    if prev is not None:
        for eid in re.findall(r"""\(\s*['"]?(\w+)['"]?\s*[,)]""", action.text):
            e = prev.by_id(eid)
            if e is not None and e.name:
                out.add(e.name.strip())
    for d in _subactions(action.data):
        for k in ("value", "text", "option"):
            if isinstance(d.get(k), str):
                out.add(d[k].strip())
    return {s for s in out if s}


# ------------------------------------------------------------------ screens and their texts

_CLOCKLIKE = re.compile(r"^\s*(?:(?:mon|tue|wed|thu|fri|sat|sun)\w*\.?,?\s+)?\d{1,2}:\d\d(?::\d\d)?\s*"
                        r"(?:[ap]\.?m\.?)?\s*$", re.IGNORECASE)
_CHROME = {"imageview", "image", "img", "push-button", "button", "imagebutton", "rootwebarea"}


def _text(e: El) -> str:
    """What an element shows: its name, and its text or value when those are written apart."""
    parts = [e.name] if e.name else []
    for k in ("text", "value"):
        v = e.attrs.get(k)
        if v and v != e.name:
            parts.append(v)
    m = re.search(r"""\btext_value=['"]([^'"]*)['"]""", e.line)
    if m:
        parts.append(m.group(1))
    return " | ".join(parts)


def _title(view: View) -> str:
    for e in view.elements:
        if e.role.lower() in ("rootwebarea", "frame", "dialog", "window", "alert"):
            return e.name
    for e in view.elements:
        t = e.name or e.attrs.get("text", "")
        if not t or e.role.lower() in _CHROME or _CLOCKLIKE.match(t) or "status bar" in e.line.lower() or \
                re.search(r"(?:bars?|battery|signal|wi-?fi)\.?$", t, re.IGNORECASE):
            continue
        return t
    return ""


def screen_key(view: View) -> str:
    return f"{view.place or ''}|{_title(view)}"


def _signature(view: View) -> tuple[str, ...]:
    return tuple(e.role.lower() for e in view.elements)


def _slot(e: El, i: int) -> str:
    """An element's place on its screen: its id, or its label when its value is written apart, or its index."""
    if e.id is not None:
        return f"#{e.id}|{e.role.lower()}"
    if e.name and (e.attrs.get("text") or re.search(r"text_value=", e.line)):
        return f"{e.role.lower()}|{e.name}"
    return f"@{i}|{e.role.lower()}"


# ------------------------------------------------------------------ which changes of a static text are facts

# clicks that move within one screen: tabs, links to anchors, a window's background, a cursor put in a text
_IN_PLACE = {"tab", "page-tab", "link", "dialog", "frame", "window", "panel", "filler", "scroll-pane", "paragraph",
             "heading", "document-frame"}
_STATIC = {"row", "cell", "gridcell", "rowheader", "columnheader", "statictext", "paragraph", "label", "textview",
           "text", "definition", "term", "static", "caption", "description", "heading", "table-cell", "listitem",
           "list-item", "article"}
_LIVE = re.compile(r"\b(?:ago|just now|now|today|yesterday|min|mins|minutes?|hours?|hrs?|secs?|seconds?|left|remaining|"
                   r"eta|used|free|available space|accessed|modified|updated|last|battery|signal|uptime|elapsed|"
                   r"downloaded|speed|temperature|weather|views?|likes?|followers?|online|offline|unread|new|"
                   r"notifications?|playing|progress|synced|sync|price|stock|score|live|queue|waiting|running|"
                   r"storage|memory usage|cpu|load|data usage|steps|heart|active|status|visitors?|rating|ratings|rank|"
                   r"reviews?|votes?|stars?|points|karma|downloads|installs|plays|listeners|subscribers|balance|bid|odds)\b",
                   re.IGNORECASE)
_IDENTITY = re.compile(r"\b(?:imei|meid|serial|bluetooth address|hardware address|uuid|guid|mac|id|created|creation|"
                       r"hash|sha|commit|build number|"
                       r"iccid|imsi|fingerprint|checksum|md5|inode|device id|android id|ssn|account number|iban)\b",
                       re.IGNORECASE)
_MONTHS = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_FACT_TOKEN = re.compile(
    r"(?P<date>\b\d{4}[-/.]\d{1,2}[-/.]\d{1,2}\b|\b\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}\b|\b" + _MONTHS + r"\s+\d{1,2}\b|"
    r"\b\d{1,2}\s+" + _MONTHS + r"|\b" + _MONTHS + r"\b|\b(?:19|20)\d\d\b)"
    r"|(?P<money>[$€£¥₹]\s?\d[\d,.]*|\b\d[\d,.]*\s?(?:usd|eur|gbp|chf|jpy)\b)"
    r"|(?P<long>\b\d{5,}\b|\b[0-9a-f]{2}(?::[0-9a-f]{2}){5}\b|\b(?=[a-z0-9]*\d)(?=[a-z0-9]*[a-z])[a-z0-9]{8,}\b)"
    r"|(?P<version>\bv?\d+(?:\.\d+){1,3}[a-z]?\b|\b[A-Z]{2,}\d[A-Z0-9]*(?:\.\d+)+\b)"
    r"|(?P<hash>\b[0-9a-f]{7,40}\b)"
    r"|(?P<unit>\b\d[\d,.]*\s?(?:g|kg|mg|lb|oz|mah|wh|w|v|hz|khz|mhz|ghz|gb|mb|kb|tb|mm|cm|m|km|in|inches|px|dpi|"
    r"ppi|mp|fps|ms|°c|°f|l|ml)\b)", re.IGNORECASE)


def _tokens(text: str) -> list[str]:
    return re.findall(r"[\w€$£¥₹.,/:-]+", text.lower())


def fact_change(before: str, after: str, label: str) -> str | None:
    """The fact that changed between two reads of one static text ("Released 2021, October 08" -> "2021,
    September 24"), or None when the change is not a fact's (a live value, a count, a rewording)."""
    if before == after or not before.strip() or not after.strip():
        return None
    a, b = _tokens(before), _tokens(after)
    i = 0
    while i < min(len(a), len(b)) and a[i] == b[i]:
        i += 1
    j = 0
    while j < min(len(a), len(b)) - i and a[-1 - j] == b[-1 - j]:
        j += 1
    old, new = a[i:len(a) - j], b[i:len(b) - j]
    if len(old) > 6 or len(new) > 6 or not old or not new:
        return None  # a rewording, or a text that grew: not one fact
    context = " ".join([label, *a[max(0, i - 3):i]])
    if _LIVE.search(context) or any(_LIVE.search(t) for t in old + new) or "%" in before + after:
        return None
    if _CLOCKLIKE.match(" ".join(old)) or _CLOCKLIKE.match(" ".join(new)):
        return None
    old_s, new_s = " ".join(old), " ".join(new)
    if not (_FACT_TOKEN.search(old_s) and _FACT_TOKEN.search(new_s)):
        return None
    return f"{old_s!r} became {new_s!r}"


def _align(old: View, new: View, web: bool) -> list[tuple[int, El, El]]:
    """The elements of two reads of one screen that are the same element: by position when the layout is the
    same; else by id on the web (bids follow the element), by a label written apart (desktop ``name`` | ``text``),
    or by the short label just before a value (Android's "IMEI" then its number); keys seen twice are dropped."""
    if _signature(old) == _signature(new):
        return [(i, a, b) for i, (a, b) in enumerate(zip(old.elements, new.elements))]

    def keys(view: View) -> dict[str, tuple[int, El]]:
        out: dict[str, tuple[int, El]] = {}
        twice: set[str] = set()
        for i, e in enumerate(view.elements):
            if web and e.id is not None:
                k = f"#{e.id}|{e.role.lower()}"
            elif e.name and e.attrs.get("text"):
                k = f"{e.role.lower()}|{e.name}"
            elif (label := _label_of(view, i)) and not (e.attrs.get("text") and e.name):
                k = f"{e.role.lower()}|after|{label}"
            else:
                continue
            if k in out:
                twice.add(k)
            out[k] = (i, e)
        return {k: v for k, v in out.items() if k not in twice}

    before = keys(old)
    return [(i, before[k][1], e) for k, (i, e) in keys(new).items() if k in before]


def _label_of(view: View, i: int) -> str:
    """The label a value element stands under: its own name when its text is apart, else the element before."""
    e = view.elements[i]
    if e.attrs.get("text") and e.name:
        return e.name
    if i > 0 and len(_text(e).split()) <= 4:
        p = view.elements[i - 1]
        t = p.name or p.attrs.get("text", "")
        if len(t.split()) <= 6 and not t.rstrip().endswith("."):
            return t
    return ""


# ------------------------------------------------------------------ created files (desktop code)

_CREATES = [re.compile(p) for p in (
    r"os\.makedirs\(\s*['\"]([^'\"]+)['\"]", r"os\.mkdir\(\s*['\"]([^'\"]+)['\"]",
    r"open\(\s*['\"]([^'\"]+)['\"]\s*,\s*['\"][wax]b?\+?['\"]",
    r"Path\(\s*['\"]([^'\"]+)['\"]\s*\)\s*\.(?:mkdir|touch|write_text|write_bytes)\(",
    r"shutil\.copy\w*\(\s*['\"][^'\"]+['\"]\s*,\s*['\"]([^'\"]+)['\"]",
)]
_SHELL_CREATES = re.compile(r"\b(?:mkdir(?:\s+-p)?|touch)\s+((?:[^\s;&|'\"\]]+\s*)+)")
_REMOVES = re.compile(r"\b(?:rm|rmdir|remove|unlink|rmtree|move|rename|replace|send2trash|trash|mv|delete)\b",
                      re.IGNORECASE)
_PATH_TEXT = re.compile(r"^(/[\w .@+-]+)+/?$|^/$")


def created_paths(code: str) -> list[str]:
    """Absolute paths a code block creates (literal arguments only)."""
    out: list[str] = []
    for rx in _CREATES:
        out += rx.findall(code)
    for m in _SHELL_CREATES.finditer(code):
        out += [p for p in m.group(1).split() if p.startswith("/")]
    for m in re.finditer(r"\[\s*['\"](?:mkdir|touch)['\"]\s*,((?:\s*['\"][^'\"]+['\"]\s*,?)+)\]", code):
        out += [p for p in re.findall(r"['\"]([^'\"]+)['\"]", m.group(1)) if p.startswith("/")]
    return [p.rstrip("/") for p in out if p.startswith("/") and len(p) > 1]


def _folder_shown(view: View) -> str | None:
    """The folder a file manager shows: an absolute path written as a label, an entry or a heading."""
    for e in view.elements:
        for t in (e.attrs.get("text", ""), e.name):
            t = t.strip()
            if t and _PATH_TEXT.match(t) and e.role.lower() in ("label", "entry", "text", "heading", "static",
                                                                   "statictext", "textview", "push-button"):
                return t.rstrip("/") or "/"
    return None


# ------------------------------------------------------------------ the ledger

@dataclass
class _Set:
    old: str
    new: str
    label: str
    fact: Fact
    pending: bool = False  # set on a form or dialog with a Save/OK button not pressed yet


@dataclass
class _Made:
    title: str
    listing: str  # the screen key of the list the form was opened from
    entries: frozenset[str]
    fact: Fact


_TIME_SCREEN = re.compile(r"\b(?:time ?zone|date (?:&|and) time|set time|set date|automatic (?:date|time)|"
                          r"24-hour|(?:gmt|utc) ?[+-]\d)", re.IGNORECASE)
_TIME_CODE = re.compile(r"timedatectl|set-timezone|\bTZ=|zoneinfo|\bdate\s+-s\b|hwclock|set_time|set_timezone",
                        re.IGNORECASE)
_DAYISH = re.compile(r"\b(?:yesterday|today|(?:mon|tue|wed|thu|fri|sat|sun)(?:day)?)\b|\b\d{1,2}[/.-]\d{1,2}\b|"
                     r"\b" + _MONTHS + r"\s+\d{1,2}\b|\b\d{1,2}\s+" + _MONTHS, re.IGNORECASE)
_VERSION = re.compile(r"\bversion\s*:?\s*v?(\d+(?:\.\d+){1,3}[\w.-]*)", re.IGNORECASE)
_MSG_TIME = re.compile(r"(?<![\d:])(\d{1,2}):(\d\d)(?:\s*([ap])\.?m\.?)?(?!\d)(?!:\d)", re.IGNORECASE)
_PAGED = re.compile(r"\b(?:next|previous|load more|show more|more results|page \d+|showing \d+|\d+\s*-\s*\d+ of)\b",
                    re.IGNORECASE)
_OPENS_FORM = re.compile(r"^\s*(?:\+|new\b.*|add\b.*|create\b.*)$", re.IGNORECASE)
_SUBMITS = re.compile(r"\b(?:create|save|add|submit|done|ok|publish|post)\b", re.IGNORECASE)


def clock_may_jump(prev: View | None, action: Action) -> bool:
    """The action worked a date, time or time-zone setting (its screen says so, or its code sets one)."""
    if _TIME_CODE.search(action.text):
        return True
    if prev is None:
        return False
    return any(_TIME_SCREEN.search(_text(e)) for e in prev.elements)


@dataclass
class GuiMemory:
    reads: dict[str, list[tuple[View, Fact, int]]] = field(default_factory=dict)  # screen key -> reads since a change
    sets: dict[tuple[str, str], _Set] = field(default_factory=dict)  # (screen key, slot) -> what an action set
    files: dict[str, dict[str, Fact]] = field(default_factory=dict)  # folder -> names created in it, where
    made: list[_Made] = field(default_factory=list)
    form_from: tuple[str, frozenset[str]] | None = None  # a form opened from a list: (its key, its entries)
    form_typed: list[str] = field(default_factory=list)  # what was typed since that form opened
    typed: list[tuple[str, int]] = field(default_factory=list)  # (typed text, step) of the last steps
    update: tuple[str, set[str], int] | None = None  # (app name, versions seen before, step) of an update begun
    updated: dict[str, tuple[set[str], Fact]] = field(default_factory=dict)  # app -> old versions, where finished
    versions: dict[str, set[str]] = field(default_factory=dict)  # app name -> versions seen on its screens
    time_touched: int = -10
    shifts: int = 0  # how many times the screen was left so far
    last_seen: dict[str, View] = field(default_factory=dict)  # screen key -> its last read (kept across changes)

    def seed(self, view: View | None) -> None:
        if view is not None:
            self._remember(view, Fact(0, clip(_title(view), 80)))
            self._learn_versions(view)

    # -------------------------------------------------------------- the step
    def observe(self, step: int, domain: str, action: Action, hit: El | None, prev: View | None,
                new: View) -> list[WorldWarning]:
        found: list[WorldWarning] = []
        moved = moves_only(action, hit, prev)
        fact = Fact(step, clip(_title(new) or action.text, 80))
        data: dict[str, Any] = action.data if isinstance(action.data, dict) else {}
        kind = str(data.get("action", "")).lower()
        same = prev is not None and screen_key(prev) == screen_key(new)
        if not moved and not same and prev is not None and hit is not None and kind in ("click", "tap") and \
                hit.role.lower() in ("button", "push-button", "imagebutton", "menu-item", "menuitem") and \
                not _MUTATING.search(hit.name or "") and not _DELETES.search(hit.name or ""):
            moved = True  # a plain button ("Details", "Specifications") that opened another screen
        if moved and same and hit is not None and kind not in _MOVES and hit.role.lower() not in _IN_PLACE:
            moved = False  # a click on a row's text that kept the screen may have toggled the row's switch
        if prev is None or not same or _signature(prev) != _signature(new):
            self.shifts += 1  # the screen was left (or scrolled to other content)
        for d in _subactions(data):
            if str(d.get("action", "")).lower() in ("fill", "type", "input_text", "keyboard_type", "set_text") and \
                    isinstance(d.get("value", d.get("text")), str):
                self.typed.append((str(d.get("value", d.get("text"))).strip(), step))
                if self.form_from is not None:
                    self.form_typed.append(str(d.get("value", d.get("text"))).strip())
        self.typed = [(t, s) for t, s in self.typed if step - s <= 2]
        if kind == "code":
            found += self._created_files(step, str(data.get("code", action.text)))
        if moved:
            self.sets = {k: v for k, v in self.sets.items() if not v.pending}  # left the form unsaved
            found += self._reread(step, new, domain == "web")
            found += self._reverted(step, new)
            found += self._missing_made(step, new, domain == "web")
        else:
            self._forget(hit)
            self._saved(hit, new)
            self._set(step, action, hit, prev, new, domain)
            self.reads.clear()
            if kind != "code":
                self.files.clear()  # a click or a key in a file manager may delete or rename
            found += self._made(step, hit, prev, new, action)
            if _sends(hit, data, prev, new):
                found += self._sent(step, new)
        found += self._missing_files(step, new)
        found += self._version(step, kind, hit, prev, new)
        if prev is not None and kind not in ("scroll", "wait") and clock_may_jump(prev, action):
            self.time_touched = step
        if hit is not None and _OPENS_FORM.match(hit.name or "") and prev is not None:
            self.form_from = (screen_key(prev), frozenset(_entry_names(prev)))
            self.form_typed = []
        self._remember(new, fact)
        self._learn_versions(new)
        return found[:1]

    # -------------------------------------------------------------- a screen read again
    def clock_free(self, step: int, prev: View | None, action: Action) -> bool:
        """A date, time or time-zone setting was worked in the last two steps, or is worked now: the clock
        may jump."""
        return step - self.time_touched <= 2 or clock_may_jump(prev, action)

    def _remember(self, view: View, fact: Fact) -> None:
        self.last_seen[screen_key(view)] = view
        reads = self.reads.setdefault(screen_key(view), [])
        reads.append((view, fact, self.shifts))
        del reads[:-6]

    def _forget(self, hit: El | None) -> None:
        """Settings the action may have set: the hit one and its namesakes; all of them for an action that hit
        nothing known or a control that governs others (airplane mode, reset, undo, cancel)."""
        name = hit.name if hit is not None else ""
        if hit is None or GOVERNS.search(name) or _RESETS.search(name):
            self.sets.clear()
        else:
            self.sets = {k: v for k, v in self.sets.items() if not (name and v.label == name)}

    def _reread(self, step: int, new: View, web: bool) -> list[WorldWarning]:
        key = screen_key(new)
        for old, fact, shifts in reversed(self.reads.get(key, [])):
            if shifts == self.shifts:
                continue  # never left since: a live screen may tick while it is watched
            aligned = _align(old, new, web)
            if len(aligned) < 4:
                continue
            pairs = [(i, a, b) for i, a, b in aligned
                     if _text(a) != _text(b) and not (_CLOCKLIKE.match(_text(a)) and _CLOCKLIKE.match(_text(b)))]
            if not pairs or len(pairs) > 3 or (len(pairs) > 1 and len(pairs) * 3 > len(aligned)):
                continue  # much of the screen changed: another screen, or a live one
            for i, a, b in pairs:
                if b.role.lower() not in _STATIC or _CLOCKLIKE.match(_text(b)) or _CLOCKLIKE.match(_text(a)):
                    continue
                label = _label_of(new, i)
                change = fact_change(_text(a), _text(b), label)
                if change is None:
                    continue
                identity = bool(_IDENTITY.search(label))
                what = f"{label!r}" if label and label not in _text(b) else f"{b.role} {clip(_text(a), 60)!r}"
                return [warn("gui.identity" if identity else "gui.page", "error", step,
                             f"the same screen {clip(_title(new), 60)!r} read again after only navigation: {what} "
                             f"changed ({change}) since {where(fact)}", text=_text(b),
                             earlier=Fact(fact.step, _text(a)))]
        return []

    # -------------------------------------------------------------- settings an action set
    def _set(self, step: int, action: Action, hit: El | None, prev: View | None, new: View, domain: str) -> None:
        key = screen_key(new)
        base = prev if prev is not None and screen_key(prev) == key else self.last_seen.get(key)
        if base is None:
            return
        chosen = _chosen(action, prev)
        confirmed = _confirmed(hit, new)
        # a form or a dialog with its own Save/OK keeps a choice only once that is pressed
        form = any(e.role.lower() in ("button", "push-button") and _SAVE_BUTTON.match(e.name or "")
                   for e in new.elements)
        old_by = {_slot(e, i): e for i, e in enumerate(base.elements)}
        same_sig = _signature(base) == _signature(new)
        for i, e in enumerate(new.elements):
            s = _slot(e, i)
            if s.startswith("@") and not same_sig:
                continue
            o = old_by.get(s)
            if o is None:
                continue
            before, after = _value(o), _value(e)
            if before is None or after is None or before == after:
                continue
            role = e.role.lower()
            by_hit = hit is not None and _slot(hit, -1) == s
            picked = after in chosen and (domain != "web" or confirmed)
            if (by_hit and (role in _SLIDERS or _is_toggle(e))) or picked:
                pending = not confirmed and (domain == "web" or form)
                self.sets[(key, s)] = _Set(before, after, e.name if not picked else "", Fact(step, clip(_text(e), 80)),
                                           pending)

    def _saved(self, hit: El | None, new: View) -> None:
        """A Save/OK pressed or a confirmation shown: pending choices are kept."""
        if _confirmed(hit, new):
            for v in self.sets.values():
                v.pending = False

    def _reverted(self, step: int, new: View) -> list[WorldWarning]:
        key = screen_key(new)
        for i, e in enumerate(new.elements):
            s = self.sets.get((key, _slot(e, i)))
            if s is None or s.pending:
                continue
            now = _value(e)
            if now == s.old and now != s.new:
                del self.sets[(key, _slot(e, i))]
                label = s.label or e.role
                return [warn("gui.state", "error", step,
                             f"{label!r} was set to {s.new!r} at {where(s.fact)}; after only navigation it shows "
                             f"{s.old!r} again on {clip(_title(new), 60)!r}", text=_text(e), earlier=s.fact)]
        return []

    # -------------------------------------------------------------- created files and records
    def _created_files(self, step: int, code: str) -> list[WorldWarning]:
        if _REMOVES.search(code):
            self.files.clear()
            return []
        for p in created_paths(code):
            parts = p.split("/")
            for n in range(2, len(parts)):
                folder, name = "/".join(parts[:n]) or "/", parts[n]
                if name and not name.startswith("."):
                    self.files.setdefault(folder, {})[name] = Fact(step, clip(code, 120))
        return []

    def _missing_files(self, step: int, new: View) -> list[WorldWarning]:
        folder = _folder_shown(new)
        if folder is None or folder not in self.files:
            return []
        names = {n for e in new.elements for n in (e.name.strip(), e.attrs.get("text", "").strip()) if n}
        listed = [e for e in new.elements if e.role.lower() in ("table-cell", "icon", "canvas", "list-item",
                                                                "listitem", "row", "table-row", "cell")]
        if len(listed) > 25 or any(_PAGED.search(_text(e)) for e in new.elements):
            return []
        for name, fact in self.files[folder].items():
            if name not in names and not any(n.startswith(name + ".") or n.startswith(name + " ") for n in names):
                del self.files[folder][name]
                return [warn("gui.created", "error", step,
                             f"{name!r} was created in {folder} at {where(fact)}, but the file manager showing "
                             f"{folder} does not list it", text=clip(" | ".join(sorted(names)), 200), earlier=fact)]
        return []

    def _made(self, step: int, hit: El | None, prev: View | None, new: View, action: Action) -> list[WorldWarning]:
        if hit is None or not _SUBMITS.search(hit.name or "") or self.form_from is None or prev is None:
            return []
        typed = [e.attrs.get("value", "") for e in prev.elements
                 if e.role.lower() in ("textbox", "entry", "edittext", "text") and _TITLEISH.search(e.name or "")]
        typed = [t.strip() for t in typed if t and t.strip()] + self.form_typed
        # the record's own page after the save: a heading, or the screen's title, is what was typed
        shown = {_text(h).strip() for h in new.elements if h.role.lower() == "heading"} | {_title(new).strip()}
        title = next((t for t in typed if t in shown and len(t) >= 3), None)
        if title is not None and screen_key(new) != self.form_from[0]:
            key, entries = self.form_from
            self.made.append(_Made(title, key, entries, Fact(step, clip(f"created {title!r}", 80))))
            self.form_from = None
        return []

    def _missing_made(self, step: int, new: View, web: bool) -> list[WorldWarning]:
        key = screen_key(new)
        shown = _entry_names(new)
        if not web and len(shown) > 8:
            return []  # a phone or desktop tree holds only what is on screen: the new entry may be below
        texts = {_text(e) for e in new.elements}
        for m in list(self.made):
            if m.listing != key:
                continue
            if not m.entries or not {_masked(x) for x in m.entries} <= {_masked(x) for x in shown} or \
                    any(_PAGED.search(t) for t in texts):
                continue
            if not any(m.title in t for t in texts):
                self.made.remove(m)
                return [warn("gui.created", "error", step,
                             f"{m.title!r} was created at {where(m.fact)} from this list; the list is shown again "
                             f"with every entry it had before, but without it", text=clip(" | ".join(shown), 200),
                             earlier=m.fact)]
        return []

    # -------------------------------------------------------------- sent messages, versions
    def _sent(self, step: int, new: View) -> list[WorldWarning]:
        typed = [t for t, _s in self.typed if len(t) >= 8]
        if not typed:
            return []
        stamps: list[tuple[int, str]] = []
        mine: tuple[int, str] | None = None
        for e in new.elements:
            t = _text(e)
            if e.role.lower() in ("textbox", "entry", "edittext", "searchbox"):
                continue
            own = next((x for x in typed if x in t), None)
            rest = t.replace(own, " ") if own else t
            if _DAYISH.search(rest):
                return []  # several days in the log: times alone cannot be compared
            m = _MSG_TIME.search(rest)
            if m is None:
                continue
            minutes = (int(m.group(1)) % 12 + (12 if (m.group(3) or "").lower() == "p" else 0)) * 60 \
                if m.group(3) else int(m.group(1)) * 60
            minutes += int(m.group(2))
            if own is not None and e.role.lower() in ("article", "listitem", "list-item", "row", "textview",
                                                      "statictext", "text", "paragraph", "label", "group"):
                mine = (minutes, t)
            elif own is None:
                stamps.append((minutes, t))
        if mine is None or not stamps:
            return []
        latest = max(stamps)
        back = latest[0] - mine[0]
        self.typed = []
        if 0 < back <= 180:
            return [warn("gui.clock", "error", step,
                         f"the message just sent is stamped earlier than one already in the log "
                         f"({clip(latest[1], 60)!r}): time went backwards", text=mine[1],
                         earlier=Fact(max(0, step - 1), latest[1]))]
        return []

    def _learn_versions(self, view: View) -> None:
        app = _app_of(view)
        if app:
            for e in view.elements:
                m = _VERSION.search(_text(e))
                if m:
                    self.versions.setdefault(app, set()).add(m.group(1))

    def _version(self, step: int, kind: str, hit: El | None, prev: View | None, new: View) -> list[WorldWarning]:
        app = _app_of(new)
        names = {_text(e).strip().lower() for e in new.elements}
        if hit is not None and re.fullmatch(r"\s*(?:update|upgrade|install update)\s*", hit.name or "", re.I) and app:
            offered = {m.group(1) for e in (prev.elements if prev else []) if (m := _VERSION.search(_text(e)))}
            self.update = (app, set(self.versions.get(app, set())) - offered, step)
        elif self.update is not None and app == self.update[0]:
            if "open" in names and not names & {"update", "cancel", "upgrade"}:
                self.updated[app] = (self.update[1], Fact(step, f"the {app} update finished"))
                self.update = None
            elif "update" in names and "cancel" not in names:
                self.update = None  # cancelled
        if app and app in self.updated:
            old, fact = self.updated[app]
            for e in new.elements:
                m = _VERSION.search(_text(e))
                if m and m.group(1) in old and (kind in _MOVES or kind in ("click", "tap", "open_app")):
                    del self.updated[app]
                    return [warn("gui.version", "error", step,
                                 f"{app} shows version {m.group(1)} again, the version it had before its update "
                                 f"finished at {where(fact)}", text=_text(e), earlier=fact)]
        return []


def _sends(hit: El | None, data: dict[str, Any], prev: View | None, new: View) -> bool:
    """The step sent what was typed: a Send/Post/Reply control, or Enter (not a search)."""
    if hit is not None and re.search(r"\b(?:send|post|reply|comment|submit)\b", hit.name or "", re.IGNORECASE):
        return True
    if re.search(r"search|[?&]q=", new.address or "", re.IGNORECASE):
        return False
    for d in _subactions(data):
        eid = d.get("element")
        field_ = next((v.by_id(str(eid)) for v in (prev, new) if v is not None and eid is not None
                       and v.by_id(str(eid)) is not None), None)
        if field_ is not None and re.search(r"search", f"{field_.role} {field_.name}", re.IGNORECASE):
            return False
    for d in _subactions(data):
        kind = str(d.get("action", "")).lower()
        if kind == "keyboard_enter" or kind in ("keyboard_press", "press", "press_key", "key") and \
                str(d.get("key", "")).lower() in ("enter", "return"):
            return not (hit is not None and re.search(r"search", f"{hit.role} {hit.name}", re.IGNORECASE))
    return False


def _masked(name: str) -> str:
    return re.sub(r"\d+", "#", name.strip().lower())


_DELETES = re.compile(r"\b(?:delete|remove|trash|discard|bin)\b", re.IGNORECASE)
_SAVE_BUTTON = re.compile(r"^\s*(?:save|save changes|ok|apply|done|confirm|update|submit)\b", re.IGNORECASE)


def _confirmed(hit: El | None, new: View) -> bool:
    return any(re.search(r"\b(?:saved|changed|updated|set to|applied|success)", _text(e), re.IGNORECASE)
               for e in new.elements) or (hit is not None and _SUBMITS.search(hit.name or "") is not None)


_TITLEISH = re.compile(r"\b(?:title|name|subject|summary)\b", re.IGNORECASE)


def _entry_names(view: View) -> list[str]:
    return [e.name for e in view.elements if e.name and (
        e.role.lower() in ("link", "listitem", "list-item", "row", "article", "treeitem", "table-cell", "gridcell",
                           "checkedtextview") or e.role.lower() == "textview" and _clickable(e))]


def _clickable(e: El) -> bool:
    return e.attrs.get("clickable") == "true" or "is_clickable=True" in e.line


def _value(e: El) -> str | None:
    m = re.search(r"""\btext_value=['"]([^'"]*)['"]""", e.line)
    if m:
        return m.group(1)
    if e.role.lower() in _SLIDERS:
        return e.attrs.get("value") or e.attrs.get("progress")
    for k in ("checked", "toggled", "pressed", "state"):
        if k in e.attrs:
            return e.attrs[k].lower()
    t = e.attrs.get("text", "").strip().lower()
    if t in ("on", "off", "enabled", "disabled", "checked", "unchecked"):
        return t
    if e.role.lower() in ("button", "combobox", "push-button", "combo-box") and e.id is not None and e.name:
        return e.name
    return None


def _is_toggle(e: El) -> bool:
    return _value(e) in ("on", "off", "true", "false", "enabled", "disabled", "checked", "unchecked")


def _app_of(view: View) -> str:
    """The app a screen is about: the first word of its title-like text ("Komoot: hike, bike & run" -> komoot)."""
    texts = [e.name for e in view.elements if e.name and e.role.lower() not in _CHROME
             and not _CLOCKLIKE.match(e.name)]
    for t in texts[:3]:
        if t.lower() in ("app info", "settings", "apps", "details"):
            continue
        w = re.match(r"\s*([A-Za-z][\w-]{2,})", t)
        if w:
            return w.group(1).lower()
    return ""
