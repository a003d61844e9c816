"""Web: an agent drives a browser through BrowserGym actions; the model predicts the next page.

Official action: BrowserGym's high-level action strings, Python-call syntax
with literal arguments (``click('a51')``, ``fill('b12', 'hello')``,
``goto('https://...')``, ``scroll(0, 300)``), one per line when several are
sent, bare or in a ```python fence. Elements are addressed by the ``bid`` shown in brackets in the
accessibility tree. The text is parsed with :mod:`ast` (never executed) and
each call checked against the action's signature. The project's older
``{"action": "click", "element": 7}`` objects are converted.
"""

from __future__ import annotations

import ast

from typing import Any, Callable

from playground.world.domains.base import (
    OUTPUT_TAG,
    ActionKind,
    CheckedAction,
    Domain,
    ToolSchemas,
    check_kinded_action,
    compose,
    is_int,
    is_number,
    kinds,
    parse_json_action,
    strip_fence,
    suggest,
)
from playground.world.errors import InvalidActionError

_BUTTONS = ("left", "middle", "right")


def _str(v: Any) -> bool:
    return isinstance(v, str)


def _button(v: Any) -> bool:
    return v in _BUTTONS


def _str_list(v: Any) -> bool:
    return isinstance(v, list) and all(isinstance(x, str) for x in v)


def _options(v: Any) -> bool:
    return isinstance(v, str) or (_str_list(v) and bool(v))


_Arg = tuple[str, Callable[[Any], bool], str]
_XY: list[_Arg] = [("x", is_number, "a number"), ("y", is_number, "a number")]
_BTN: _Arg = ("button", _button, "'left', 'middle' or 'right'")
_BID: _Arg = ("bid", _str, "a bid string such as '12'")

# name -> (positional-or-keyword parameters in order, how many are required)
SIGNATURES: dict[str, tuple[list[_Arg], int]] = {
    "noop": ([("wait_ms", is_number, "a number")], 0),
    "mouse_move": (_XY, 2),
    "mouse_click": (_XY + [_BTN], 2),
    "mouse_dblclick": (_XY + [_BTN], 2),
    "mouse_down": (_XY + [_BTN], 2),
    "mouse_up": (_XY + [_BTN], 2),
    "scroll": ([("delta_x", is_number, "a number"), ("delta_y", is_number, "a number")], 2),
    "click": ([_BID, _BTN, ("modifiers", _str_list, "a list of key names")], 1),
    "keyboard_press": ([("key", _str, "a key name such as 'Enter' or 'Control+a'")], 1),
    "keyboard_type": ([("text", _str, "a string")], 1),
    "fill": ([_BID, ("value", _str, "a string"), ("enable_autocomplete_menu", lambda v: isinstance(v, bool),
                                                    "True or False")], 2),
    "hover": ([_BID], 1),
    "tab_focus": ([("index", is_int, "an integer")], 1),
    "new_tab": ([], 0),
    "go_back": ([], 0),
    "go_forward": ([], 0),
    "goto": ([("url", _str, "a string")], 1),
    "tab_close": ([], 0),
    "select_option": ([_BID, ("options", _options, "a string or a list of strings")], 2),
    "send_msg_to_user": ([("text", _str, "a string")], 1),
    "report_infeasible": ([("reason", _str, "a string")], 1),
}

PROMPT = compose(
    role=(
        "You stand in for a web browser showing live sites. An agent acts on the page through "
        "BrowserGym actions; you predict the page state after each action."
    ),
    state=(
        "The open tabs and the active one, its URL and title, the accessibility tree (roles, names, "
        "bids in square brackets, values, states such as focused or checked), form contents, the "
        "browsing history, and server-side data changed by earlier actions (a submitted form, an "
        "item in a cart)."
    ),
    actions=(
        "Each turn brings one or more BrowserGym calls, one per line, e.g. `click('42')`, "
        "`fill('17', 'running shoes')`, `goto('https://example.com')`. The full set:\n"
        "- elements by bid: click(bid, button, modifiers), fill(bid, value), hover(bid), "
        "select_option(bid, options);\n"
        "- mouse by coordinates: mouse_move, mouse_click, mouse_dblclick, mouse_down, mouse_up (x, y, "
        "button); scroll(delta_x, delta_y);\n"
        "- keyboard: keyboard_press(key) such as 'Enter' or 'Control+a', keyboard_type(text);\n"
        "- tabs and navigation: new_tab(), tab_focus(index), tab_close(), goto(url), go_back(), "
        "go_forward(); noop(wait_ms) waits;\n"
        "- messages: send_msg_to_user(text), report_infeasible(reason) leave the page as it is."
    ),
    rules=(
        "- Decide first whether the action loads another page (links, submits, navigation) or edits "
        "the current one (typing, focus, toggles). A new page gets its new title, heading and content; "
        "a local edit changes only the affected nodes and keeps everything else verbatim.\n"
        "- Keep the representation of the current state exactly: same notation, same attributes, "
        "bids of surviving elements unchanged; do not add fields it does not have.\n"
        "- An action on a missing or disabled element, or one with no visible effect, returns the "
        "page unchanged.\n"
        "- Give the whole page state, never a fragment."
    ),
    output=OUTPUT_TAG,
)

TEMPLATE = "click('7')"
INITIAL_STATE = (
    "URL: https://shop.example.com/\n"
    "Title: Example Shop\n"
    "[1] RootWebArea \"Example Shop\"\n"
    "  [2] link \"Home\"\n"
    "  [3] searchbox \"Search products\" value=\"\"\n"
    "  [4] button \"Search\"\n"
    "  [5] link \"Cart (0)\"\n"
    "  [6] heading \"Today's deals\" level=2\n"
    "  [7] link \"Trail running shoes - $89.00\"\n"
    "  [8] link \"Insulated water bottle - $24.50\""
)

_DIRECTIONS = ("up", "down", "left", "right")
_OLD = kinds(
    ActionKind("click", required={"element": "element"}),
    ActionKind("hover", required={"element": "element"}),
    ActionKind("type", required={"element": "element", "text": "str"}, optional={"submit": "bool"}),
    ActionKind("select", required={"element": "element", "option": "str"}),
    ActionKind("scroll", required={"direction": "str"}, choices={"direction": _DIRECTIONS}),
    ActionKind("press", required={"key": "str"}),
    ActionKind("goto", required={"url": "str"}),
    ActionKind("back"),
    ActionKind("forward"),
    ActionKind("wait", optional={"seconds": "number"}),
)


def _call(name: str, *args: Any) -> str:
    return f"{name}({', '.join(repr(a) for a in args)})"


def from_old(obj: Any) -> str:
    """An older ``{"action": ...}`` web object -> BrowserGym action text."""
    check_kinded_action(obj, "web", _OLD)
    kind = obj["action"]
    if kind in ("click", "hover"):
        return _call(kind, str(obj["element"]))
    if kind == "type":
        text = _call("fill", str(obj["element"]), obj["text"])
        return text + ("\nkeyboard_press('Enter')" if obj.get("submit") else "")
    if kind == "select":
        return _call("select_option", str(obj["element"]), obj["option"])
    if kind == "scroll":
        dx, dy = {"up": (0, -500), "down": (0, 500), "left": (-500, 0), "right": (500, 0)}[obj["direction"]]
        return _call("scroll", dx, dy)
    if kind == "press":
        return _call("keyboard_press", obj["key"])
    if kind == "goto":
        return _call("goto", obj["url"])
    if kind == "wait":
        return _call("noop", int(obj.get("seconds", 1) * 1000))
    return _call("go_back" if kind == "back" else "go_forward")


def _literal(node: ast.AST, name: str) -> Any:
    try:
        return ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        raise InvalidActionError(
            f"the arguments of {name}() must be literal values (strings, numbers, lists)") from None


def parse_calls(text: str) -> list[tuple[str, dict[str, Any]]]:
    """BrowserGym action text -> [(action, {parameter: value})]; InvalidActionError when it is not one."""
    try:
        tree = ast.parse(text.strip(), mode="exec")
    except SyntaxError as e:
        raise InvalidActionError(f"the web action is not a BrowserGym call: {e.msg} (line {e.lineno})") from None
    except (ValueError, MemoryError, RecursionError):
        raise InvalidActionError("the web action cannot be read as a BrowserGym call") from None
    if not tree.body:
        raise InvalidActionError("the web action is empty")
    calls = []
    for stmt in tree.body:
        if not (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call)
                and isinstance(stmt.value.func, ast.Name)):
            raise InvalidActionError(f"line {stmt.lineno} of the web action is not a call such as click('12')")
        call = stmt.value
        name = stmt.value.func.id
        sig = SIGNATURES.get(name)
        if sig is None:
            raise InvalidActionError(f"unknown BrowserGym action {name!r}{suggest(name, list(SIGNATURES))}; "
                                     f"use one of: {', '.join(SIGNATURES)}")
        params, n_required = sig
        if len(call.args) > len(params):
            raise InvalidActionError(f"{name}() takes at most {len(params)} argument(s), got {len(call.args)}")
        values: dict[str, Any] = {}
        for (pname, _ok, _what), node in zip(params, call.args):
            values[pname] = _literal(node, name)
        names = [p[0] for p in params]
        for kw in call.keywords:
            if kw.arg is None or kw.arg not in names:
                raise InvalidActionError(f"{name}() has no parameter {kw.arg!r}"
                                         f"{suggest(kw.arg or '', names)}; it takes: {', '.join(names) or 'nothing'}")
            if kw.arg in values:
                raise InvalidActionError(f"{name}() got two values for {kw.arg!r}")
            values[kw.arg] = _literal(kw.value, name)
        for pname, ok, what in params:
            if pname in values and not ok(values[pname]):
                raise InvalidActionError(f"'{pname}' of {name}() must be {what}, got {values[pname]!r}")
        missing = [p[0] for p in params[:n_required] if p[0] not in values]
        if missing:
            raise InvalidActionError(f"{name}() needs '{missing[0]}'")
        calls.append((name, values))
    return calls


def check(domain: Domain, text: str, tools: ToolSchemas | None) -> CheckedAction:
    if not text.strip():
        raise InvalidActionError("the web action is empty")
    stripped = strip_fence(text.strip()).strip()  # a ```python fence around the calls is the same action
    if stripped.startswith("{") or stripped.startswith("["):
        value = parse_json_action(stripped, domain.id)
        converted = from_old(value)
        return CheckedAction(converted, (f"older JSON action converted to BrowserGym: {converted!r}",))
    parse_calls(stripped)
    return CheckedAction(stripped)


DOMAIN = Domain(
    id="web", title="Web", bench_task="web", wrapper="tag", system_prompt=PROMPT,
    state_label="Current State", action_template=TEMPLATE, initial_state=INITIAL_STATE,
    description="a browser page as an accessibility tree, driven by BrowserGym actions",
    action_format="BrowserGym calls over element bids: click('12'), fill('17', 'text'), goto(url), scroll(0, 300)",
    checker=check, fence="", action_names=tuple(SIGNATURES),
    aliases='{"action": "click" | "type" | ..., "element": ...}; the call in a ```python fence',
    state_turns="first",
    layout_source="assumption: upstream publishes no web row; **Current State:** on turn 1 like the terminal, "
                  "the action unfenced",
)

