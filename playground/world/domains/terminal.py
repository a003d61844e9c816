"""Terminal: an agent types into a tmux pane; the model predicts the screen.

Official action: a JSON array of ``{"keystrokes": str, "duration": seconds}``
steps (tmux key notation: ``C-c``; a command runs when its keystrokes end in a
newline; ``[]`` ends the task). A plain command typed by a user (``ls -la``)
becomes one such step with a trailing newline, so typing a command just works.
"""

from __future__ import annotations

import json
import re
from typing import Any

from playground.world.domains.base import (
    OUTPUT_MARKER,
    CheckedAction,
    Domain,
    ToolSchemas,
    compose,
    is_number,
    json_type_name,
    looks_like_json,
    parse_json_action,
    pretty,
)
from playground.world.errors import InvalidActionError

# The official default wait when a step gives no duration.
DEFAULT_DURATION = 1.0
# A lone tmux key (C-c, C-d, M-x, Escape ...) is sent as that key, without a newline.
_TMUX_KEY = re.compile(r"^(?:[CM]-\S|Escape|Enter|Tab|BSpace|Up|Down|Left|Right|PageUp|PageDown|Home|End)$")

PROMPT = compose(
    role=(
        "You stand in for a Linux machine that an agent drives through a terminal multiplexer. You do "
        "not help the agent and you do not run anything: you predict, as faithfully as you can, the "
        "screen the agent would see after its keystrokes."
    ),
    state=(
        "The shell prompt (user, host, working directory, e.g. `root@host:/app#`), the files and "
        "directories on disk and their contents, environment variables, installed packages, running "
        "and stopped jobs, and which program has the keyboard (shell, editor, pager, REPL)."
    ),
    actions=(
        "Each turn brings a JSON array of steps, each `{\"keystrokes\": string, \"duration\": "
        "seconds}`, sent in order. Keystrokes are typed verbatim: a command runs only when its text "
        "ends with a newline, otherwise it just sits on the prompt line. `C-c`, `C-d`, `C-z`, `C-l` "
        "are Ctrl combinations, an escape character is the Esc key. Empty keystrokes mean: wait "
        "`duration` seconds and look again. `duration` (1 second when missing) is how long the "
        "screen is left alone before you capture it. An empty array `[]` means the agent says it is "
        "done."
    ),
    rules=(
        "- Show the screen: each typed command after the prompt, then its output, then a fresh prompt "
        "once it has finished.\n"
        "- A command that needs longer than its duration is still running: show its output so far "
        "and no new prompt; a later wait shows the rest.\n"
        "- Use the real messages of bash and the GNU tools (`No such file or directory`, `command not "
        "found`, Python tracebacks with line numbers).\n"
        "- The pane is about 40 lines high: older lines scroll away.\n"
        "- Timestamps, sizes, PIDs and versions must be plausible and agree with earlier turns."
    ),
    output=OUTPUT_MARKER,
)

TEMPLATE = '[{"keystrokes": "ls -la\\n", "duration": 0.5}]'
INITIAL_STATE = "alex@devbox:~$"


def command_to_steps(text: str) -> list[dict[str, Any]]:
    """A command as typed by a user -> the official keystrokes list (Enter pressed at the end)."""
    command = text.strip("\r\n")
    if _TMUX_KEY.match(command.strip()):
        return [{"keystrokes": command.strip(), "duration": DEFAULT_DURATION}]
    return [{"keystrokes": command + "\n", "duration": DEFAULT_DURATION}]


def check(domain: Domain, text: str, tools: ToolSchemas | None) -> CheckedAction:
    if not text.strip():
        raise InvalidActionError("the terminal action is empty")
    notices: tuple[str, ...] = ()
    if looks_like_json(text):
        value = parse_json_action(text, domain.id)
    else:
        try:
            value = json.loads(text)
        except (json.JSONDecodeError, RecursionError):
            value = None
        if not isinstance(value, (list, dict)) and not (isinstance(value, str) and text.lstrip().startswith('"')):
            steps = command_to_steps(text)
            notices = (f"typed command sent as keystrokes {json.dumps(steps[0]['keystrokes'])} "
                       f"with duration {DEFAULT_DURATION:g}",)
            return CheckedAction(pretty(steps), notices)
    if isinstance(value, dict):
        value = [value]  # a single step is accepted and put in a list
    if not isinstance(value, list):
        raise InvalidActionError(
            'a terminal action is a JSON array of {"keystrokes": "...", "duration": seconds} steps '
            f"(or a plain command), got {json_type_name(value)}"
        )
    for i, item in enumerate(value, 1):
        where = f"terminal step {i}"
        if not isinstance(item, dict):
            raise InvalidActionError(f'{where} must be an object {{"keystrokes": ..., "duration": ...}}, '
                                     f"got {json_type_name(item)}")
        if "keystrokes" not in item:
            raise InvalidActionError(f"{where} needs field 'keystrokes' (a string)")
        if not isinstance(item["keystrokes"], str):
            raise InvalidActionError(f"'keystrokes' of {where} must be a string, "
                                     f"got {json_type_name(item['keystrokes'])}")
        dur = item.get("duration", DEFAULT_DURATION)
        if not is_number(dur) or not 0 <= dur <= 3600:
            raise InvalidActionError(f"'duration' of {where} must be a number of seconds in [0, 3600], got {dur!r}")
        extra = sorted(set(item) - {"keystrokes", "duration"})
        if extra:
            raise InvalidActionError(f"{where} has unknown field '{extra[0]}'; allowed: keystrokes, duration")
    return CheckedAction(pretty(value), notices)


DOMAIN = Domain(
    id="terminal", title="Terminal", bench_task="terminal", wrapper="marker", system_prompt=PROMPT,
    state_label="Current State", action_template=TEMPLATE, initial_state=INITIAL_STATE,
    description="a Linux shell driven by keystrokes",
    action_format='JSON array of {"keystrokes", "duration"} steps; a plain command is converted',
    checker=check, fence="json", action_names=("keystrokes",),
    aliases="a single step object; a plain command such as ls -la",
    state_turns="first",
    layout_source="upstream terminal prompt's few-shot turns: **Current State:** on turn 1 only, the **Action:** "
                  "in a JSON fence",
)
