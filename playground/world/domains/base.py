"""What every domain shares: the observation wrappers, the Domain record, and the action-checking helpers.

A domain turns what a user (or an imported trajectory) wrote as an action into
the exact text the model sees, in the format the model was trained on, and says
what it noticed on the way (:class:`CheckedAction`). An action that cannot be
read at all raises :class:`InvalidActionError` with one line saying why; an
action that can be read but that the real environment would refuse (a tool the
session does not declare, a missing argument of a declared tool) passes with a
notice, because predicting the environment's error is part of the model's job.
"""

from __future__ import annotations

import difflib
import json
import re
from dataclasses import dataclass, field
from typing import Any, Callable, Literal, Mapping, Optional

from playground.world.errors import InvalidActionError

Wrapper = Literal["marker", "tag"]
# Which user turns carry a state block: none (the tool domains: their tools are in the system prompt),
# the first turn only, or every turn (the state after the previous step).
StateTurns = Literal["none", "first", "every"]
# How the action appears in the user turn: in a ```json fence, a ```python fence, or as plain text.
Fence = Literal["json", "python", ""]

OBSERVATION_MARKER = "**Environment Observation:**"
OBSERVATION_TAG = "predicted_observation"
TAG_OPEN = f"<{OBSERVATION_TAG}>"
TAG_CLOSE = f"</{OBSERVATION_TAG}>"
# One fenced block (```json / ```python / ```), possibly followed by trailing blank space.
_FENCED = re.compile(r"^[ \t]*(`{3,})[A-Za-z0-9_+-]*[ \t]*\n(.*?)\n?[ \t]*\1[ \t]*\s*$", re.DOTALL)

# Tool lists a session declares: tool name -> its input schema (JSON Schema, possibly empty).
ToolSchemas = Mapping[str, Mapping[str, Any]]


@dataclass(frozen=True)
class CheckedAction:
    """An action as it is put to the model, and what the check noticed (one line each)."""

    text: str
    notices: tuple[str, ...] = ()


Checker = Callable[["Domain", str, Optional[ToolSchemas]], CheckedAction]


@dataclass(frozen=True)
class Domain:
    """One environment: its prompt, its official action format, and an example to start from."""

    id: str
    title: str
    bench_task: str | None  # the AgentWorldBench task name, None for custom
    wrapper: Wrapper
    system_prompt: str  # the project's own text (the official one can be pulled: official_prompts)
    state_label: str  # heading of the state block in the first turn
    action_template: str  # what the user fills in, in the official format
    initial_state: str  # an example state to start a session from
    description: str
    action_format: str  # one line: the official action format, for help screens and the README
    checker: Checker
    fence: Fence = "json"
    action_names: tuple[str, ...] = ()  # the official action / tool names, for completion and help
    aliases: str = ""  # one line: the older schemas still accepted
    # The shape of a user turn (turns.py decides what goes in it; render_user_message writes it):
    state_turns: StateTurns = "first"
    task_label: str | None = None  # the turn-1 block before the state ("Task Instruction"), if the domain has one
    tools_in_system: bool = False  # the session's tool list fills the system prompt's {tool_definitions}
    layout_source: str = ""  # one line: where this turn shape comes from (upstream evidence, or an assumption)

    @property
    def is_gui(self) -> bool:
        return self.wrapper == "tag"

    @property
    def json_action(self) -> bool:
        return self.fence == "json"

    @property
    def action_kinds(self) -> list[str]:
        return list(self.action_names)

    def check_action(self, text: str, *, tools: ToolSchemas | list[str] | None = None) -> CheckedAction:
        """Read ``text`` (official format, an accepted alias, or for the terminal a plain command).

        ``tools``: the tools the session declares (names, or names with input schemas); calls to
        other tools, or with arguments the schema refuses, pass with a notice.
        """
        if isinstance(tools, list):
            tools = {name: {} for name in tools}
        return self.checker(self, text, tools)

    def validate_action(self, text: str, *, tools: ToolSchemas | list[str] | None = None) -> str:
        """The action as it is put to the model; InvalidActionError when it cannot be read."""
        return self.check_action(text, tools=tools).text

    def render_user_message(self, turn: int, action: str, state: str | None = None, *, task: str | None = None) -> str:
        """The user turn for one action, shaped like AgentWorldBench prompts: ``### Turn N``, then the
        task block (when given and the domain has one), the state block (when given), the action."""
        parts = []
        if task is not None and task.strip() and self.task_label:
            parts.append(f"**{self.task_label}:**\n{task.strip()}")
        if state is not None and state.strip():
            parts.append(f"**{self.state_label}:**\n{state.strip()}")
        if self.fence:
            parts.append(f"**Action:**\n```{self.fence}\n{action}\n```")
        else:
            parts.append(f"**Action:**\n{action}")
        return f"### Turn {turn}\n" + "\n\n".join(parts)

    def action_from_message(self, message: str) -> str | None:
        """The action inside a user turn (the text after its last ``**Action:**``, unfenced); None if none.

        Imported benchmark turns store the whole user message; this finds the action in it again.
        """
        at = message.rfind("**Action:**")
        if at < 0:
            return None
        body = message[at + len("**Action:**"):].strip("\n")
        fenced = _FENCED.match(body)
        return (fenced.group(2) if fenced else body).strip("\n") or None

    def wrap_observation(self, observation: str) -> str:
        """An observation as the model is asked to write it in its answer (tags in GUI domains). History
        turns use the marker in every domain instead (turns.turn_response), as benchmark rows do."""
        if self.wrapper == "tag":
            return f"{TAG_OPEN}\n{observation}\n{TAG_CLOSE}"
        return f"{OBSERVATION_MARKER}\n{observation}"


# ----------------------------------------------------------------- small helpers

def strip_fence(text: str) -> str:
    """The inside of one Markdown code fence (```python ... ```) when ``text`` is exactly one; else ``text``.

    Agents send GUI actions fenced as often as bare; both mean the same action."""
    m = _FENCED.match(text)
    return m.group(2) if m else text


def json_type_name(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int):
        return "an integer"
    if isinstance(value, float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "a list"
    return "an object"


def suggest(word: str, options: list[str]) -> str:
    close = difflib.get_close_matches(word, options, n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


def pretty(value: Any) -> str:
    return json.dumps(value, indent=2, ensure_ascii=False)


def parse_json_action(text: str, domain_id: str) -> Any:
    """JSON text -> value, with a one-line error that says where it broke."""
    if not text.strip():
        raise InvalidActionError(f"the {domain_id} action is empty")
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise InvalidActionError(
            f"the {domain_id} action is not valid JSON: {e.msg} (line {e.lineno}, column {e.colno})"
        ) from None
    except RecursionError:
        raise InvalidActionError(f"the {domain_id} action is nested too deeply") from None


def looks_like_json(text: str) -> bool:
    """Text a user meant as JSON (an object, or an array of objects), as opposed to a command."""
    s = text.lstrip()
    return s.startswith("{") or (s.startswith("[") and (s[1:].lstrip()[:1] in ("{", "]", '"') or s.rstrip() == "["))


def is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


# ----------------------------------------------------------- kinded JSON objects

# Field types of a kinded action. "element": an id from a view hierarchy (a number or a string).
FieldType = Literal["str", "int", "number", "bool", "element", "str_list", "object", "int_pair"]

_TYPE_WORDS: dict[str, str] = {
    "str": "a string",
    "int": "an integer",
    "number": "a number",
    "bool": "true or false",
    "element": "an element id (number or string)",
    "str_list": "a list of strings",
    "object": "a JSON object",
    "int_pair": "a list of two integers",
}


def type_ok(value: Any, ftype: FieldType) -> bool:
    if ftype == "str":
        return isinstance(value, str)
    if ftype == "int":
        return is_int(value)
    if ftype == "number":
        return is_number(value)
    if ftype == "bool":
        return isinstance(value, bool)
    if ftype == "element":
        return is_int(value) or (isinstance(value, str) and value != "")
    if ftype == "str_list":
        return isinstance(value, list) and bool(value) and all(isinstance(v, str) for v in value)
    if ftype == "object":
        return isinstance(value, dict)
    if ftype == "int_pair":
        return isinstance(value, list) and len(value) == 2 and all(is_int(v) for v in value)
    return False


@dataclass(frozen=True)
class ActionKind:
    """One kind of a ``{"<key>": kind, ...fields}`` action and the fields it takes."""

    name: str
    required: Mapping[str, FieldType] = field(default_factory=dict)
    optional: Mapping[str, FieldType] = field(default_factory=dict)
    # At least one of these field groups must be complete (e.g. by index OR by x and y).
    either: tuple[tuple[str, ...], ...] = ()
    choices: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # field -> allowed values


def kinds(*items: ActionKind) -> dict[str, ActionKind]:
    return {k.name: k for k in items}


def check_kinded_action(obj: Any, domain_id: str, table: Mapping[str, ActionKind],
                        key: str = "action") -> dict[str, Any]:
    """Validate ``{key: kind, ...fields}`` against ``table``; return it unchanged."""
    example = next(iter(table))
    if not isinstance(obj, dict):
        raise InvalidActionError(
            f"a {domain_id} action is a JSON object like {{\"{key}\": \"{example}\", ...}}, got {json_type_name(obj)}"
        )
    names = list(table)
    if key not in obj:
        raise InvalidActionError(f"the {domain_id} action needs an \"{key}\" field: one of {', '.join(names)}")
    kind_name = obj[key]
    if not isinstance(kind_name, str):
        raise InvalidActionError(f"\"{key}\" must be a string: one of {', '.join(names)}")
    kind = table.get(kind_name)
    if kind is None:
        raise InvalidActionError(
            f"unknown {domain_id} action {kind_name!r}{suggest(kind_name, names)}; use one of: {', '.join(names)}"
        )
    allowed = {**kind.required, **kind.optional}
    for name, needed in kind.required.items():
        if name not in obj:
            raise InvalidActionError(f"{domain_id} action '{kind_name}' needs field '{name}' ({_TYPE_WORDS[needed]})")
    for name, value in obj.items():
        if name == key:
            continue
        ftype = allowed.get(name)
        if ftype is None:
            fields = ", ".join(allowed) or "no other fields"
            raise InvalidActionError(
                f"{domain_id} action '{kind_name}' has unknown field '{name}'{suggest(name, list(allowed))}; "
                f"allowed: {fields}"
            )
        if not type_ok(value, ftype):
            raise InvalidActionError(
                f"field '{name}' of {domain_id} action '{kind_name}' must be {_TYPE_WORDS[ftype]}, "
                f"got {json_type_name(value)}"
            )
        if name in kind.choices and value not in kind.choices[name]:
            raise InvalidActionError(
                f"field '{name}' of {domain_id} action '{kind_name}' must be one of "
                f"{', '.join(kind.choices[name])}, got {value!r}"
            )
    if kind.either and not any(all(f in obj for f in group) for group in kind.either):
        options = " or ".join("+".join(group) for group in kind.either)
        raise InvalidActionError(f"{domain_id} action '{kind_name}' needs {options}")
    return obj


# ------------------------------------------------------------------ the prompts

OUTPUT_MARKER = (
    "# How to answer\n"
    "Think it through first: what the action does, what the environment knows at this point, "
    "and what it would print. Then write a line containing only `" + OBSERVATION_MARKER + "` and, "
    "below it, exactly what the environment returns. Write nothing after the observation: no "
    "explanation, no advice to the agent, no extra code fences."
)

OUTPUT_TAG = (
    "# How to answer\n"
    "Think it through first: what the action does to the current screen and what changes. Then "
    "write the complete next observation between " + TAG_OPEN + " and " + TAG_CLOSE + ", in the "
    "same format as the current state. Put only the observation inside the tags, no commentary, "
    "and always close the block."
)

CONSISTENCY = (
    "# Staying consistent\n"
    "Earlier turns of this conversation are the environment's real history: everything they "
    "created, changed or removed still holds unless a later action changed it. Never bring back "
    "something that was deleted, never forget something that was created, keep names, ids, "
    "numbers and formats stable between turns. Failures are part of the job: when an action is "
    "invalid or would fail, show the error the real environment would show."
)


def compose(role: str, state: str, actions: str, rules: str, output: str) -> str:
    """A system prompt in the project's own structure."""
    return "\n\n".join([
        "# Your role\n" + role,
        "# What you keep track of\n" + state,
        "# Actions\n" + actions,
        "# Rules of this environment\n" + rules,
        CONSISTENCY,
        output,
    ])
