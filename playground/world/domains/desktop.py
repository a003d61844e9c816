"""Desktop (OS): an agent runs Python against a desktop; the model predicts the next accessibility tree.

Official action: a free-form Python code block, as OSWorld-style agents send
it: ``pyautogui`` calls and the app helper APIs (``BrowserTools``,
``CalcTools``, ``WriterTools``, ``ImpressTools``, ``VLCTools``) or any other
Python. The code is compiled to check its syntax and never run. The project's
older ``{"action": "click", "x": .., "y": ..}`` objects become pyautogui code.
"""

from __future__ import annotations

import re
from typing import Any

from playground.world.domains.base import (
    OUTPUT_TAG,
    ActionKind,
    CheckedAction,
    Domain,
    ToolSchemas,
    check_kinded_action,
    compose,
    kinds,
    parse_json_action,
)
from playground.world.errors import InvalidActionError

HELPER_APIS = ("pyautogui", "BrowserTools", "CalcTools", "WriterTools", "ImpressTools", "VLCTools")

PROMPT = compose(
    role=(
        "You stand in for a Linux desktop (windows, office apps, a browser, files) that an agent "
        "controls by running Python code. You predict the desktop's accessibility tree after the "
        "code has run."
    ),
    state=(
        "The accessibility tree as a table, one node per row (tag, name, text, class, description, "
        "position, size); open windows and which one has focus, document and spreadsheet contents, "
        "files on disk, selections, and settings changed so far."
    ),
    actions=(
        "Each turn brings a Python code block, and that code is the exact description of what "
        "happened. Most use pyautogui (click, moveTo, dragTo, scroll, write, press, hotkey) at screen "
        "coordinates; others call the app helpers BrowserTools, CalcTools, WriterTools, ImpressTools "
        "and VLCTools (open settings pages, set cells, format ranges, change slides, save), or plain "
        "Python (subprocess, os, json). The set is open: read what the code does. Calls that only "
        "print a result change nothing on screen."
    ),
    rules=(
        "- Keep the table format of the current state exactly: same columns, node order, labels and "
        "coordinates, except where the code changes them.\n"
        "- A click hits whatever is at that position; a click on empty space changes nothing; "
        "keyboard input goes to the focused element.\n"
        "- Code with no visible effect returns the state unchanged.\n"
        "- Give the full tree, never a fragment."
    ),
    output=OUTPUT_TAG,
)

TEMPLATE = "pyautogui.doubleClick(200, 160)"
INITIAL_STATE = "\n".join([
    "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)",
    "frame\tFiles - Documents\t\tnautilus\t\t(0, 27)\t(1920, 1053)",
    "push-button\tBack\t\t\t\t(24, 40)\t(34, 34)",
    "label\t/home/sam/Documents\t/home/sam/Documents\t\t\t(120, 44)\t(300, 26)",
    "table-cell\treport.odt\treport.odt\t\t2.1 MB\t(180, 150)\t(400, 28)",
    "table-cell\tbudget.ods\tbudget.ods\t\t48.0 kB\t(180, 180)\t(400, 28)",
    "table-cell\tArchive\tArchive\t\tfolder\t(180, 210)\t(400, 28)",
    "push-button\tActivities\t\t\t\t(0, 0)\t(100, 27)",
    "label\tclock\t14:05\t\t\t(920, 4)\t(80, 20)",
])

_FENCE = re.compile(r"^\s*```[A-Za-z0-9_+-]*[ \t]*\n(.*?)\n?```\s*$", re.DOTALL)

_OLD = kinds(
    ActionKind("click", required={"x": "int", "y": "int"}, optional={"button": "str"},
               choices={"button": ("left", "right", "middle")}),
    ActionKind("double_click", required={"x": "int", "y": "int"}),
    ActionKind("right_click", required={"x": "int", "y": "int"}),
    ActionKind("move", required={"x": "int", "y": "int"}),
    ActionKind("drag", required={"x": "int", "y": "int", "to_x": "int", "to_y": "int"}),
    ActionKind("type", required={"text": "str"}),
    ActionKind("press", required={"key": "str"}),
    ActionKind("hotkey", required={"keys": "str_list"}),
    ActionKind("scroll", required={"amount": "int"}, optional={"x": "int", "y": "int"}),
    ActionKind("wait", optional={"seconds": "number"}),
)


def from_old(obj: Any) -> str:
    """An older ``{"action": ...}`` desktop object -> pyautogui code."""
    check_kinded_action(obj, "desktop", _OLD)
    k = obj["action"]
    if k == "click":
        button = obj.get("button", "left")
        return f"pyautogui.click({obj['x']}, {obj['y']}" + (f", button={button!r})" if button != "left" else ")")
    if k == "double_click":
        return f"pyautogui.doubleClick({obj['x']}, {obj['y']})"
    if k == "right_click":
        return f"pyautogui.rightClick({obj['x']}, {obj['y']})"
    if k == "move":
        return f"pyautogui.moveTo({obj['x']}, {obj['y']})"
    if k == "drag":
        return f"pyautogui.moveTo({obj['x']}, {obj['y']})\npyautogui.dragTo({obj['to_x']}, {obj['to_y']}, duration=0.5)"
    if k == "type":
        return f"pyautogui.write({obj['text']!r})"
    if k == "press":
        return f"pyautogui.press({obj['key']!r})"
    if k == "hotkey":
        return "pyautogui.hotkey(" + ", ".join(repr(x) for x in obj["keys"]) + ")"
    if k == "scroll":
        at = f", x={obj['x']}, y={obj['y']}" if "x" in obj and "y" in obj else ""
        return f"pyautogui.scroll({obj['amount']}{at})"
    return f"time.sleep({obj.get('seconds', 1)})"


def code_of(text: str) -> str:
    """The code inside an optional Markdown fence, trailing whitespace removed."""
    m = _FENCE.match(text)
    return (m.group(1) if m else text).strip("\n").rstrip()


def check(domain: Domain, text: str, tools: ToolSchemas | None) -> CheckedAction:
    if not text.strip():
        raise InvalidActionError("the desktop action is empty")
    if text.lstrip().startswith("{"):
        converted = from_old(parse_json_action(text, domain.id))
        return CheckedAction(converted, (f"older JSON action converted to Python: {converted!r}",))
    code = code_of(text)
    if not code.strip():
        raise InvalidActionError("the desktop action is empty")
    try:
        compile(code, "<action>", "exec", dont_inherit=True)  # syntax only: the code is never run
    except SyntaxError as e:
        raise InvalidActionError(f"the desktop action is not valid Python: {e.msg} (line {e.lineno})") from None
    except (ValueError, MemoryError, RecursionError):
        raise InvalidActionError("the desktop action cannot be read as Python") from None
    return CheckedAction(code)


DOMAIN = Domain(
    id="desktop", title="Desktop (OS)", bench_task="os", wrapper="tag", system_prompt=PROMPT,
    state_label="Current State", action_template=TEMPLATE, initial_state=INITIAL_STATE,
    description="a desktop accessibility tree, driven by Python (pyautogui and app helpers)",
    action_format="a Python code block: pyautogui calls, BrowserTools / CalcTools / ... helpers, any Python",
    checker=check, fence="python", action_names=HELPER_APIS,
    aliases='{"action": "click" | "type" | "hotkey" | ..., ...}',
    state_turns="first", task_label="Task Instruction",
    layout_source="upstream os prompt: Task Instruction, Current State and a Python action as inputs; their "
                  "places (turn 1, as in the android rows) are an assumption",
)
