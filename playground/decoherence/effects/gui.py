"""GUI actions as data: what each verb of BrowserGym, AndroidWorld and desktop code does, read by
:func:`gui_action`.

A verb either sets a control's value (``fill``, ``select_option``, ``input_text``), changes nothing
on the screen (scrolling, hovering, waiting), only leaves the screen (going back or home, opening a
URL or an app: what was typed and not saved there is lost, nothing else changes), or may change
anything (a click, a key, a piece of code). A key is read the same way (``KEYS``); a click is judged
by the GUI binding from the control it hits: a toggle, a button that saves (``COMMIT_LABEL``), a link
or a list row that opens another screen (``NAVIGATION_ROLES``), or anything else.
"""

from __future__ import annotations

import ast
import json
import re
from dataclasses import dataclass
from typing import Any

# verb -> what it does: "set" (a control's value), "none" (nothing on the screen), anything else may navigate
VERBS: dict[str, str] = {
    "fill": "set", "select_option": "set", "input_text": "set", "type": "set", "type_text": "set",
    "keyboard_type": "set", "browser_type": "set", "browser_select_option": "set", "select": "set",
    "scroll": "none", "swipe": "none", "hover": "none", "noop": "none", "wait": "none", "status": "none",
    "answer": "none", "send_msg_to_user": "none", "report_infeasible": "none", "mouse_move": "none",
    "browser_hover": "none", "browser_wait_for": "none", "focus": "none",
    "go_back": "navigate", "go_forward": "navigate", "goto": "navigate", "navigate_back": "navigate",
    "navigate_home": "navigate", "open_app": "navigate", "new_tab": "navigate", "tab_focus": "navigate",
    "browser_navigate": "navigate", "browser_navigate_back": "navigate", "browser_navigate_forward": "navigate",
    "back": "navigate", "forward": "navigate", "home": "navigate", "tab_close": "navigate",
    "write": "set", "typewrite": "set",
    "save": "commit",  # an app helper's save() saves, as the save key does
    # moving the pointer (pyautogui's moveTo / moveRel) only hovers: it changes nothing
    "moveto": "none", "moverel": "none", "move_to": "none", "move_rel": "none",
}
# verbs (of desktop helper libraries) read from how their name starts
VERB_PREFIXES = (("open_", "navigate"), ("go_to_", "navigate"), ("goto_", "navigate"), ("get_", "none"),
                 ("read_", "none"), ("list_", "none"))
# verbs that press a key (or a chord); the key is read from their arguments
KEY_VERBS = frozenset({"keyboard_press", "press", "press_key", "key", "hotkey", "browser_press_key"})
# keys (lower case, a chord joined with "+") that only leave or reload the screen, or that save it
KEYS: dict[str, str] = {
    "f5": "navigate", "ctrl+r": "navigate", "escape": "navigate", "esc": "navigate", "alt+left": "navigate",
    "alt+right": "navigate", "ctrl+q": "navigate", "ctrl+w": "navigate", "alt+f4": "navigate", "back": "navigate",
    "home": "navigate", "browserback": "navigate",
    "ctrl+s": "commit", "meta+s": "commit", "control+s": "commit",
    # the Delete key deletes what is selected (the binding reads which entries are)
    "delete": "delete", "del": "delete", "shift+delete": "delete",
    # keys that open another window or tab of the app (its settings, a terminal, a file dialog)
    "ctrl+tab": "navigate", "ctrl+shift+tab": "navigate", "ctrl+pageup": "navigate", "ctrl+pagedown": "navigate",
    "ctrl+,": "navigate", "ctrl+alt+t": "navigate", "ctrl+o": "navigate",
    # keys that move the cursor, the selection or the focus, or open a find bar or a palette: what the screen
    # shows as focused or selected changes, nothing is made, changed or removed
    **{k: "focus" for k in (
        "tab", "shift+tab", "up", "down", "left", "right", "arrowup", "arrowdown", "arrowleft", "arrowright",
        "pageup", "pagedown", "pgup", "pgdn", "end",
        "ctrl+home", "ctrl+end", "ctrl+up", "ctrl+down", "ctrl+left", "ctrl+right", "shift+up", "shift+down",
        "shift+left", "shift+right", "shift+end", "shift+home", "ctrl+shift+end", "ctrl+shift+home", "ctrl+a",
        "ctrl+c", "ctrl+f", "ctrl+g", "alt+d", "f6", "ctrl+shift+p", "ctrl+p", "f1", "f11", "ctrl+shift+i",
        "f2")},
    # not here: chords whose meaning differs by app (ctrl+l: a browser's address bar, Writer's left
    # alignment; ctrl+e, ctrl+k, F3, F12 edit in an office suite)
}
# an element's id as BrowserGym names it ("90", "a12"), and the keys that, pressed in a field, submit its form
# (what was typed there is saved, as a form's submit button would; it may add an entry too)
ELEMENT_ID = re.compile(r"^[a-z]{0,2}\d+$")
SUBMIT_KEYS = frozenset({"enter", "return"})
# lines of a piece of code that do nothing on the screen (imports, a pause)
INERT_LINE = re.compile(r"^(?:import [\w., ]+|from [\w.]+ import [\w., ]+|time\.sleep\([\d.]+\)|#.*)$")
# words of an action that may bring a deleted entry back (an undo, a paste, a restore from the trash)
_CHORD = r"(?:ctrl|control|meta|cmd)"
RESTORE_WORDS = re.compile(r"\b(?:undo|restore|paste|recover|untrash)\b|" + _CHORD
                           + r"['\"]?\s*,\s*(?:['\"]shift['\"]\s*,\s*)?['\"]?[zyv]\b|" + _CHORD
                           + r"\+(?:shift\+)?[zyv]\b", re.IGNORECASE)
# labels of buttons that save what was changed on their screen (a form's submit, a dialog's OK)
COMMIT_LABEL = re.compile(r"^(?:save|apply|submit|ok|done|confirm|update|save changes|apply changes|"
                          r"save settings|update settings|save preferences|update profile|save profile|rename)$",
                          re.IGNORECASE)
# labels of controls whose click makes a record the app then confirms with a reference (an order, a booking)
PLACE_LABEL = re.compile(r"\b(?:place|order now|buy|pay|checkout|check out|purchase|confirm|book|reserve|submit|"
                         r"create|send|request|complete)\b", re.IGNORECASE)
# labels of controls that update the app their screen is about (its store page's button)
UPDATE_LABEL = re.compile(r"^\s*(?:update|upgrade|install update)\s*$", re.IGNORECASE)
# labels a store page shows while an update runs (its progress) or before it starts; "open" once it is done
UPDATING_LABELS = frozenset({"update", "upgrade", "cancel"})
# labels of buttons that delete what their screen shows (a list's entry, the open item): what vanishes
# from that screen right after was deleted
DELETE_LABEL = re.compile(r"^(?!undo|cancel|restore|keep)(?:.*\b)?(?:delet|remov|trash|discard|uninstall|eras)\w*",
                          re.IGNORECASE)
# labels of a dialog's buttons that confirm the delete a click just asked for ("Delete 1 conversation?" "Yes")
CONFIRM_LABEL = re.compile(r"^(?:yes|ok|okay|confirm|continue|proceed|yes,? delete|delete|remove|move to trash|"
                           r"delete (?:forever|permanently|anyway)|i'?m sure)$", re.IGNORECASE)
# roles of fields a click on which only puts the cursor there (or opens a search screen): it changes nothing
FOCUS_ROLES = frozenset({"textbox", "searchbox", "edittext", "entry", "textarea", "autocompletetextview", "text-field",
                         "textfield", "password-text"})
# a field's role and label that say what is typed there looks things up (a search, a filter, a recipient's name
# matched against contacts): the entries then shown that hold it were there before
LOOKUP_LABEL = re.compile(r"\b(?:search\w*|find|filter|look ?up|query|recipients?)\b|^to$", re.IGNORECASE)
# labels of buttons that only leave their screen (when the screen does change)
NAVIGATE_LABEL = re.compile(r"^(?:back|go back|back to .+|navigate up|up|close|cancel|home|previous|next|more|"
                            r"view all|show all|see all|open)$", re.IGNORECASE)
# states of a clicked control that say the click only opened something of the same screen (a menu, a drop-down,
# a popup, a disclosure): the attribute went from its closed value to its open one, and nothing else is done
OPENED_STATES: dict[str, tuple[str, str]] = {"expanded": ("false", "true")}
# labels of controls whose click only orders what the screen lists (a sort menu and its choices): nothing is added,
# removed or changed
ORDER_LABEL = re.compile(r"^sort\b|\bsort by\b|\b(?:a to z|z to a|newest first|oldest first|largest first|"
                         r"smallest first|ascending|descending)\b", re.IGNORECASE)
# roles of controls a click on which opens another screen (when the screen does change)
NAVIGATION_ROLES = frozenset({"link", "tab", "menuitem", "listitem", "row", "treeitem", "linearlayout",
                              "relativelayout", "textview", "framelayout", "constraintlayout", "cardview",
                              "list-item", "table-row", "tree-item", "page-tab", "menu-item", "icon"})
# roles of a tab strip's tabs: a click on one shows another panel of the same screen (a dialog's "Basic" and
# "Permissions" pages), which changes nothing even when most of the screen stays
TAB_ROLES = frozenset({"tab", "page-tab"})
# per domain, the controls that take effect when changed (a settings switch), not when a form is saved;
# "*": every toggle and slider
APPLY_AT_ONCE: dict[str, frozenset[str]] = {
    "android": frozenset({"*"}),
    "desktop": frozenset({"switch", "toggle-button", "togglebutton", "toggle", "slider", "seekbar"}),
}
# controls whose change leaves the others of their role as they were (one volume slider and another)
INDEPENDENT_ROLES = frozenset({"seekbar", "slider", "ratingbar"})
# a set whose value replaces what the control held (the others may add to it)
REPLACES = frozenset({"fill", "select_option", "browser_type", "browser_select_option", "select"})
# verbs and roles that choose one of a list's options (a state, a priority, a number): the value replaced is
# another option, not a name the thing had
CHOOSES = frozenset({"select_option", "browser_select_option", "select"})
CHOICE_ROLES = frozenset({"combobox", "listbox", "spinbutton", "menulist", "radiogroup", "slider"})
# argument names that name the element, and the value
ELEMENT_KEYS = ("element", "bid", "index", "element_id", "id", "target", "uid", "ref")
VALUE_KEYS = ("value", "text", "input", "content", "options")
# positional arguments of call-string verbs
POSITIONAL: dict[str, tuple[str, ...]] = {
    "fill": ("element", "value"), "select_option": ("element", "value"), "click": ("element",),
    "dblclick": ("element",), "hover": ("element",), "tap": ("element",), "long_press": ("element",),
    "input_text": ("value",), "type": ("value",), "keyboard_type": ("value",), "write": ("value",),
    "typewrite": ("value",),
}
# words on a screen whose controls set the clock (a date and time page): an action there may move it
CLOCK_SCREEN = re.compile(r"\b(?:time ?zone|date (?:&|and) time|set time|automatic date|use network-provided time|"
                          r"24-hour format|(?:GMT|UTC)\s?[+\u2212-]\s?\d)", re.IGNORECASE)


@dataclass(frozen=True)
class GuiAction:
    verb: str
    effect: str  # "set", "none", "focus" (the cursor or the selection moves), "navigate", "commit", "submit"
    # (a form's Enter key: a save that may add entries), "delete" or "any"
    element: str | None = None
    value: str | None = None
    point: tuple[float, float] | None = None
    replaces: bool = False
    key: str | None = None  # the key (or chord, "ctrl+s") a key verb presses


def literal_call(text: str) -> tuple[ast.expr, list[Any], dict[str, Any]] | None:
    """``f(arg, key=value)`` read as Python: the called expression and its arguments' literal values
    (None for an argument that is not a literal); None when the text is not one call."""
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except (SyntaxError, ValueError, MemoryError, RecursionError):
        return None
    call = tree.body
    if not isinstance(call, ast.Call):
        return None

    def lit(node: ast.AST) -> Any:
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):  # 'ls -l' + '\n': texts joined
            left, right = lit(node.left), lit(node.right)
            return left + right if isinstance(left, str) and isinstance(right, str) else None
        try:
            return ast.literal_eval(node)
        except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
            return None

    return call.func, [lit(a) for a in call.args], {k.arg: lit(k.value) for k in call.keywords if k.arg}


def _call(text: str) -> tuple[str, list[Any], dict[str, Any]] | None:
    parts = literal_call(text)
    if parts is None:
        return None
    fn, args, kwargs = parts
    name = fn.attr if isinstance(fn, ast.Attribute) else fn.id if isinstance(fn, ast.Name) else None
    return None if name is None else (name, args, kwargs)


def _scalar(v: Any) -> str | None:
    return str(v) if isinstance(v, (str, int, float)) and not isinstance(v, bool) else None


def _key(args: list[Any], fields: dict[str, Any]) -> str | None:
    keys = [a for a in args if isinstance(a, str)]
    for k in ("key", "keys", "combo", "value", "text"):
        v = fields.get(k)
        if not keys and isinstance(v, str):
            keys = [v]
        elif not keys and isinstance(v, list):
            keys = [x for x in v if isinstance(x, str)]
    if not keys:
        return None
    return "+".join(k.strip().lower() for k in keys).replace("control+", "ctrl+").replace("meta+", "ctrl+")


def _sequence(acts: list[GuiAction]) -> GuiAction:
    """Several calls in one piece of code: keys that only move the focus, and text typed where it is (no
    line ended), only change what the screen holds there; anything else may change anything."""
    if all(a.effect in ("focus", "none") or (a.effect == "set" and a.element is None and a.point is None
                                            and a.value is not None and "\n" not in a.value) for a in acts):
        return GuiAction("code", "focus")
    if len(acts) == 2 and acts[0].verb == "click" and acts[0].point is not None and acts[1].effect == "delete":
        # a click on an entry, then the Delete key: the key deletes what the click selected
        return GuiAction(acts[1].verb, "delete", point=acts[0].point, key=acts[1].key)
    return GuiAction("code", "any")


def _of(verb: str, fields: dict[str, Any], args: list[Any] | None = None) -> GuiAction:
    verb = verb.lower()
    effect = VERBS.get(verb) or next((e for prefix, e in VERB_PREFIXES if verb.startswith(prefix)), "any")
    element = next((_scalar(fields[k]) for k in ELEMENT_KEYS if k in fields and _scalar(fields[k]) is not None), None)
    if verb in KEY_VERBS:
        args = list(args or [])
        if element is None and verb == "press" and len(args) == 2 and all(isinstance(a, str) for a in args) \
                and ELEMENT_ID.match(args[0]):
            element = args.pop(0)  # BrowserGym's press(bid, key): the key pressed in one control
        key = _key(args, fields)
        if element is not None and key in SUBMIT_KEYS:
            return GuiAction(verb, "submit", element=element, key=key)
        return GuiAction(verb, KEYS.get(key or "", "any"), element=element, key=key)
    value = next((_scalar(fields[k]) for k in VALUE_KEYS if k in fields and _scalar(fields[k]) is not None), None)
    x, y = fields.get("x"), fields.get("y")
    point = (float(x), float(y)) if isinstance(x, (int, float)) and isinstance(y, (int, float)) else None
    replaces = verb in REPLACES or fields.get("clear_text") is True  # AndroidWorld's input_text(clear_text=True)
    return GuiAction(verb, effect, element, value, point, replaces)


# modules that simulate the keyboard and the mouse: a call to them may do anything on the screen; a call to
# any other object (an app's helper API: ``CalcTools.rename_sheet('Sheet1', 'Data')``) does what its name says
INPUT_MODULES = frozenset({"pyautogui", "keyboard", "mouse", "pynput", "xdotool", "pydirectinput"})
# names of helper calls that rename (their first two text arguments: the old name and the new one), and of
# those that may make a thing under a default name ("Sheet1", "New Folder") or bring one back
RENAME_CALL = re.compile(r"^rename(?:_|$)", re.IGNORECASE)
CREATE_CALL = re.compile(r"^(?:insert|add|new|create|copy|duplicate|paste|undo|restore|import|open|load|revert|"
                         r"reload|reset)", re.IGNORECASE)


def helper_call(action: Any) -> tuple[str, list[str]] | None:
    """An action that is one call of an app's helper API (not of an input module): its name and its text
    arguments; None for anything else."""
    text = action.get("code") if isinstance(action, dict) and action.get("action") == "code" else action
    if not isinstance(text, str):
        return None
    lines = [ln for ln in text.strip().split("\n") if ln.strip() and not INERT_LINE.match(ln.strip())]
    parts = literal_call(lines[0]) if len(lines) == 1 else None
    if parts is None or not isinstance(parts[0], ast.Attribute):
        return None
    owner = parts[0].value
    if not isinstance(owner, ast.Name) or owner.id in INPUT_MODULES:
        return None
    return parts[0].attr, [a for a in parts[1] if isinstance(a, str)]


# a line of code that removes files by path: a shell rm (run as a list or a string), os.remove / os.unlink /
# os.rmdir / shutil.rmtree, a pathlib unlink, send2trash, gio trash
DELETE_CODE = re.compile(r"""^(?:\w+\s*=\s*)?(?:(?:os\.(?:remove|unlink|rmdir)|shutil\.rmtree|"""
                         r"""send2trash(?:\.send2trash)?)\s*\(|"""
                         r"""(?:pathlib\.)?Path\([^)]*\)\.unlink\s*\(|(?:subprocess\.\w+|os\.system)\s*\(\s*(?:\[\s*)?"""
                         r"""['"](?:rm|gio)\b)""")
_PATH_ARG = re.compile(r"""['"]([^'"\s]*/[^'"\s]*[^/'"\s])['"]""")


def deleted_paths(action: Any) -> list[str]:
    """The paths a piece of code removes, when every line of it (imports and pauses aside) removes files
    (:data:`DELETE_CODE`); else none."""
    text = action.get("code") if isinstance(action, dict) and action.get("action") == "code" else None
    if not isinstance(text, str):
        return []
    lines = [ln.strip() for ln in text.strip().split("\n") if ln.strip() and not INERT_LINE.match(ln.strip())]
    if not lines or not all(DELETE_CODE.match(ln) for ln in lines):
        return []
    return [p for ln in lines for p in _PATH_ARG.findall(ln)]


def entered_text(action: Any) -> str | None:
    """The one text a piece of code types and ends with Enter (``write('x\\n')``, or ``write('x')`` then
    ``press('enter')``): what a field being edited (a name after F2) is given; None for anything else."""
    text = action.get("code") if isinstance(action, dict) and action.get("action") == "code" else action
    if not isinstance(text, str):
        return None
    calls = [_call(ln) for ln in text.strip().split("\n") if ln.strip() and not INERT_LINE.match(ln.strip())]
    typed = [c[1][0] for c in calls if c is not None and c[0].lower() in ("write", "typewrite") and c[1]
             and isinstance(c[1][0], str)]
    if len(typed) != 1 or not typed[0].strip():
        return None
    last = calls[-1]
    entered = typed[0].endswith("\n") or (last is not None and last[0].lower() == "press" and last[1] == ["enter"])
    return typed[0].strip() if entered else None


_FENCE = re.compile(r"^```\w*$")  # the code block the code is written in


def typed_lines(action: Any) -> list[str]:
    """The lines a piece of code types, each ended with Enter (``typewrite('ls -l' + '\\n')``, or
    ``write('ls -l')`` then ``press('enter')``), in order: what a terminal it types into runs. None of them
    when the code does anything else (a click or a shortcut may move the focus first)."""
    text = action.get("code") if isinstance(action, dict) and action.get("action") == "code" else action
    if not isinstance(text, str):
        return []
    typed = ""
    for ln in text.strip().split("\n"):
        if not ln.strip() or INERT_LINE.match(ln.strip()) or _FENCE.match(ln.strip()):
            continue
        call = _call(ln)
        if call is not None and call[0].lower() in ("write", "typewrite") and call[1] and isinstance(call[1][0], str):
            typed += call[1][0]
        elif call is not None and call[0].lower() == "press" and call[1] in (["enter"], ["return"]):
            typed += "\n"
        else:
            return []
    return [ln for ln in typed.split("\n")[:-1] if ln.strip()]


def gui_action(action: Any) -> GuiAction:
    """What one step's action does; an action not read here may change anything."""
    if isinstance(action, str):
        text = action.strip()
        if text.startswith(("{", "[")):
            try:
                action = json.loads(text)
            except ValueError:
                return GuiAction("code", "any")
        else:
            lines = [ln for ln in text.split("\n") if ln.strip() and not INERT_LINE.match(ln.strip())]
            if len(lines) > 1:
                return _sequence([gui_action(ln) for ln in lines])
            call = _call(lines[0]) if len(lines) == 1 else None
            if call is None:
                return GuiAction("code", "any")
            name, args, kwargs = call
            fields: dict[str, Any] = dict(kwargs)
            for k, v in zip(POSITIONAL.get(name.lower(), ()), args):
                fields.setdefault(k, v)
            if name.lower() in ("click", "tap") and len(args) >= 2 and \
                    all(isinstance(a, (int, float)) for a in args[:2]):
                fields = {"x": args[0], "y": args[1]}
            return _of(name, fields, args)
    if isinstance(action, dict):
        verb = next((action[k] for k in ("action", "action_type", "type", "name", "op")
                     if isinstance(action.get(k), str)), None)
        if verb is None:
            return GuiAction("unknown", "any")
        inner = action.get("arguments")
        fields = inner if isinstance(inner, dict) else action
        if verb == "code" and isinstance(action.get("code"), str):
            # code that is one call (``pyautogui.hotkey('ctrl', 's')``) is read as that call
            code = action["code"].strip()
            return gui_action(code) if code and not code.startswith(("{", "[")) else GuiAction("code", "any")
        return _of(verb, fields)
    return GuiAction("unknown", "any")
