"""Android: an agent operates a phone; the model predicts the next screen state.

Official action: one UI control action as JSON, in AndroidWorld's form
``{"action_type": "click", "index": 4}``: click, double_tap and long_press (an
element ``index`` or ``x``/``y``), input_text, scroll and swipe (a
direction), navigate_home, navigate_back, keyboard_enter, open_app, wait,
and the agent's own status / answer. The project's older ``{"action": "tap",
"element": 4}`` objects are converted.
"""

from __future__ import annotations

import json
from typing import Any

from playground.world.domains.base import (
    OUTPUT_TAG,
    ActionKind,
    CheckedAction,
    FieldType,
    Domain,
    ToolSchemas,
    check_kinded_action,
    compose,
    kinds,
    parse_json_action,
    pretty,
)
from playground.world.errors import InvalidActionError

DIRECTIONS = ("up", "down", "left", "right")
_AT: dict[str, FieldType] = {"index": "int", "x": "int", "y": "int"}
_BY: tuple[tuple[str, ...], ...] = (("index",), ("x", "y"))

ACTIONS = kinds(
    ActionKind("click", optional=_AT, either=_BY),
    ActionKind("double_tap", optional=_AT, either=_BY),
    ActionKind("long_press", optional=_AT, either=_BY),
    ActionKind("input_text", required={"text": "str"}, optional={**_AT, "clear_text": "bool"}),
    ActionKind("scroll", required={"direction": "str"}, optional={"index": "int"}, choices={"direction": DIRECTIONS}),
    ActionKind("swipe", required={"direction": "str"}, optional={"index": "int"}, choices={"direction": DIRECTIONS}),
    ActionKind("navigate_home"),
    ActionKind("navigate_back"),
    ActionKind("keyboard_enter"),
    ActionKind("open_app", required={"app_name": "str"}),
    ActionKind("wait"),
    ActionKind("status", required={"goal_status": "str"}, choices={"goal_status": ("complete", "infeasible")}),
    ActionKind("answer", required={"text": "str"}),
)

PROMPT = compose(
    role=(
        "You stand in for an Android phone that an agent operates by touch and keys. You predict the "
        "next screen state in the same textual form as the current one."
    ),
    state=(
        "The foreground app and screen, the visible UI elements with their index, class, text, "
        "content description, bounds and states (clickable, checked, focused, enabled), text typed "
        "into fields, the navigation back stack, and app data changed so far."
    ),
    actions=(
        "Each turn brings one JSON action with an `action_type`: `click`, `double_tap` or "
        "`long_press` on an element `index` (or at `x`, `y`); `input_text` with `text` (into the "
        "element `index` or the focused field); `scroll` or `swipe` with a `direction`; "
        "`navigate_home`, `navigate_back`, `keyboard_enter`; `open_app` with `app_name`; `wait`; and "
        "`status` / `answer`, which the agent uses to report and which change nothing on screen."
    ),
    rules=(
        "- Decide first whether the action changes the screen (a button, a menu item, a tab, back, "
        "opening an app, scrolling a list) or only edits it (typing, focus, a toggle). A new screen "
        "gets its new title and content; an edit changes only the touched elements.\n"
        "- Keep the representation of the current state exactly: the same element notation and "
        "attribute names; do not add fields it does not have. Untouched elements keep their text "
        "and bounds.\n"
        "- Touching something that is not there, disabled or not clickable changes nothing: return "
        "the same screen.\n"
        "- Give the whole screen state, never a fragment."
    ),
    output=OUTPUT_TAG,
)

TEMPLATE = '{"action_type": "click", "index": 3}'
INITIAL_STATE = "\n".join([
    "App: Pixel Launcher (home screen)",
    'UI element 0: TextView text="09:41" clickable=false bounds=[24,8][140,56]',
    'UI element 1: TextView content_desc="Clock" text="Clock" clickable=true bounds=[60,1600][220,1780]',
    'UI element 2: TextView content_desc="Calendar" text="Calendar" clickable=true bounds=[300,1600][460,1780]',
    'UI element 3: TextView content_desc="Settings" text="Settings" clickable=true bounds=[540,1600][700,1780]',
    'UI element 4: EditText text="Search apps" clickable=true focused=false bounds=[40,1900][1040,2010]',
])

_OLD = kinds(
    ActionKind("tap", optional={"element": "element", "x": "int", "y": "int"}, either=(("element",), ("x", "y"))),
    ActionKind("long_press", optional={"element": "element", "x": "int", "y": "int"},
               either=(("element",), ("x", "y"))),
    ActionKind("swipe", required={"direction": "str"}, optional={"element": "element"},
               choices={"direction": DIRECTIONS}),
    ActionKind("type", required={"text": "str"}, optional={"element": "element"}),
    ActionKind("back"),
    ActionKind("home"),
    ActionKind("enter"),
    ActionKind("open_app", required={"app": "str"}),
    ActionKind("wait", optional={"seconds": "number"}),
)


def _index(element: Any) -> int:
    if isinstance(element, int) or (isinstance(element, str) and element.isdigit()):
        return int(element)
    raise InvalidActionError(f"element {element!r} is not an element index; AndroidWorld actions use numbers")


def from_old(obj: Any) -> dict[str, Any]:
    """An older ``{"action": ...}`` android object -> an AndroidWorld action."""
    check_kinded_action(obj, "android", _OLD)
    k = obj["action"]
    at = {"index": _index(obj["element"])} if "element" in obj else (
        {"x": obj["x"], "y": obj["y"]} if "x" in obj and "y" in obj else {})
    simple = {"back": "navigate_back", "home": "navigate_home", "enter": "keyboard_enter", "wait": "wait"}
    if k in simple:
        return {"action_type": simple[k]}
    if k == "tap":
        return {"action_type": "click", **at}
    if k == "long_press":
        return {"action_type": "long_press", **at}
    if k == "swipe":
        return {"action_type": "swipe", "direction": obj["direction"], **at}
    if k == "type":
        return {"action_type": "input_text", "text": obj["text"], **at}
    return {"action_type": "open_app", "app_name": obj["app"]}


def check(domain: Domain, text: str, tools: ToolSchemas | None) -> CheckedAction:
    value = parse_json_action(text, domain.id)
    notices: tuple[str, ...] = ()
    if isinstance(value, dict) and "action" in value and "action_type" not in value:
        value = from_old(value)
        notices = (f"older JSON action converted to AndroidWorld form: {json.dumps(value)}",)
    check_kinded_action(value, domain.id, ACTIONS, key="action_type")
    return CheckedAction(pretty(value), notices)


DOMAIN = Domain(
    id="android", title="Android", bench_task="android", wrapper="tag", system_prompt=PROMPT,
    state_label="Current State", action_template=TEMPLATE, initial_state=INITIAL_STATE,
    description="a phone screen as a list of UI elements, driven by AndroidWorld actions",
    action_format='{"action_type": "click" | "input_text" | "scroll" | "navigate_back" | ..., ...}',
    checker=check, fence="json", action_names=tuple(ACTIONS),
    aliases='{"action": "tap" | "swipe" | "type" | "back" | ..., ...}',
    state_turns="every", task_label="Task Instruction",
    layout_source="AgentWorldBench android rows: **Task Instruction:** on turn 1, **Current State:** on every "
                  "turn; the fenced JSON action (AndroidWorld's form) is an assumption",
)
