"""GUI actions as data: what each verb of BrowserGym, AndroidWorld and desktop code does, read by
:func:`gui_action`.

A verb either sets a control's value (``fill``, ``select_option``, ``input_text``), changes nothing
on the screen (scrolling, hovering, waiting), or may change anything (a click, a key, going back, a
piece of code): it may navigate, and going back restores nothing.
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
}
# a set whose value replaces what the control held (the others may add to it)
REPLACES = frozenset({"fill", "select_option", "browser_type", "browser_select_option", "select"})
# argument names that name the element, and the value
ELEMENT_KEYS = ("element", "bid", "index", "element_id", "id", "target", "uid", "ref")
VALUE_KEYS = ("value", "text", "input", "content", "options")
# positional arguments of call-string verbs
POSITIONAL: dict[str, tuple[str, ...]] = {
    "fill": ("element", "value"), "select_option": ("element", "value"), "click": ("element",),
    "dblclick": ("element",), "hover": ("element",), "tap": ("element",), "long_press": ("element",),
    "input_text": ("value",), "type": ("value",), "keyboard_type": ("value",),
}
# words on a screen whose controls set the clock (a date and time page): an action there may move it
CLOCK_SCREEN = re.compile(r"\b(?:time ?zone|date (?:&|and) time|set time|automatic date|use network-provided time|"
                          r"24-hour format|(?:GMT|UTC)\s?[+\u2212-]\s?\d)", re.IGNORECASE)


@dataclass(frozen=True)
class GuiAction:
    verb: str
    effect: str  # "set", "none" or "any"
    element: str | None = None
    value: str | None = None
    point: tuple[float, float] | None = None
    replaces: bool = False


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


def _of(verb: str, fields: dict[str, Any]) -> GuiAction:
    verb = verb.lower()
    effect = VERBS.get(verb, "any")
    element = next((_scalar(fields[k]) for k in ELEMENT_KEYS if k in fields and _scalar(fields[k]) is not None), None)
    value = next((_scalar(fields[k]) for k in VALUE_KEYS if k in fields and _scalar(fields[k]) is not None), None)
    x, y = fields.get("x"), fields.get("y")
    point = (float(x), float(y)) if isinstance(x, (int, float)) and isinstance(y, (int, float)) else None
    return GuiAction(verb, effect, element, value, point, verb in REPLACES)


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
            lines = [ln for ln in text.split("\n") if ln.strip()]
            call = _call(text) if len(lines) == 1 else None
            if call is None:
                return GuiAction("code", "any")
            name, args, kwargs = call
            fields: dict[str, Any] = dict(kwargs)
            for k, v in zip(POSITIONAL.get(name.lower(), ()), args):
                fields.setdefault(k, v)
            if name.lower() in ("click", "tap") and len(args) >= 2 and \
                    all(isinstance(a, (int, float)) for a in args[:2]):
                fields = {"x": args[0], "y": args[1]}
            return _of(name, fields)
    if isinstance(action, dict):
        verb = next((action[k] for k in ("action", "action_type", "type", "name", "op")
                     if isinstance(action.get(k), str)), None)
        if verb is None:
            return GuiAction("unknown", "any")
        inner = action.get("arguments")
        fields = inner if isinstance(inner, dict) else action
        if verb == "code" and isinstance(action.get("code"), str):
            return GuiAction("code", "any")
        return _of(verb, fields)
    return GuiAction("unknown", "any")
