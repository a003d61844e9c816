"""The environments a world model can play: what each one tracks, how actions look, how answers look.

Qwen-AgentWorld was trained on seven domains (MCP tools, search, terminal,
SWE tools, Android, web, desktop OS); "custom" is for anything else. The
system prompts here are the project's own text. They tell the model its role,
the state it keeps, the shape of an action and the exact output format. A
session may carry its own system prompt (imported benchmark rows do); that one
wins over these.

Text domains answer after an ``**Environment Observation:**`` line, GUI
domains (android, web, desktop) inside ``<predicted_observation>`` tags;
parsing.py accepts either and notes the mismatch.
"""

from __future__ import annotations

import difflib
import json
from dataclasses import dataclass, field
from typing import Any, Literal, Mapping

from playground.world.errors import InvalidActionError, UnknownDomainError

Wrapper = Literal["marker", "tag"]

OBSERVATION_MARKER = "**Environment Observation:**"
OBSERVATION_TAG = "predicted_observation"
TAG_OPEN = f"<{OBSERVATION_TAG}>"
TAG_CLOSE = f"</{OBSERVATION_TAG}>"

# ----------------------------------------------------------------- action specs

# Field types an action may use. "element" is an id from an accessibility tree / view
# hierarchy (a number or a string such as "btn-12"); "number" accepts ints and floats.
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


@dataclass(frozen=True)
class ActionKind:
    """One kind of action (``click``, ``bash`` ...) and the fields it takes."""

    name: str
    required: Mapping[str, FieldType] = field(default_factory=dict)
    optional: Mapping[str, FieldType] = field(default_factory=dict)
    # At least one of these field groups must be complete (e.g. tap by element OR by x and y).
    either: tuple[tuple[str, ...], ...] = ()
    choices: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # field -> allowed values


def _type_ok(value: Any, ftype: FieldType) -> bool:
    if ftype == "str":
        return isinstance(value, str)
    if ftype == "int":
        return isinstance(value, int) and not isinstance(value, bool)
    if ftype == "number":
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if ftype == "bool":
        return isinstance(value, bool)
    if ftype == "element":
        return (isinstance(value, int) and not isinstance(value, bool)) or (isinstance(value, str) and value != "")
    if ftype == "str_list":
        return isinstance(value, list) and bool(value) and all(isinstance(v, str) for v in value)
    if ftype == "object":
        return isinstance(value, dict)
    if ftype == "int_pair":
        return (isinstance(value, list) and len(value) == 2
                and all(isinstance(v, int) and not isinstance(v, bool) for v in value))
    return False


def _json_type_name(value: Any) -> str:
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


def _suggest(word: str, options: list[str]) -> str:
    close = difflib.get_close_matches(word, options, n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


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


def check_kinded_action(obj: Any, domain_id: str, kinds: Mapping[str, ActionKind],
                        key: str = "action") -> dict[str, Any]:
    """Validate ``{"action": kind, ...fields}`` against ``kinds``; return it unchanged."""
    example = next(iter(kinds))
    if not isinstance(obj, dict):
        raise InvalidActionError(
            f"a {domain_id} action is a JSON object like {{\"{key}\": \"{example}\", ...}}, "
            f"got {_json_type_name(obj)}"
        )
    names = list(kinds)
    if key not in obj:
        raise InvalidActionError(f"the {domain_id} action needs an \"{key}\" field: one of {', '.join(names)}")
    kind_name = obj[key]
    if not isinstance(kind_name, str):
        raise InvalidActionError(f"\"{key}\" must be a string: one of {', '.join(names)}")
    kind = kinds.get(kind_name)
    if kind is None:
        raise InvalidActionError(
            f"unknown {domain_id} action {kind_name!r}{_suggest(kind_name, names)}; use one of: {', '.join(names)}"
        )
    allowed = {**kind.required, **kind.optional}
    for name, ftype in kind.required.items():
        if name not in obj:
            raise InvalidActionError(
                f"{domain_id} action '{kind_name}' needs field '{name}' ({_TYPE_WORDS[ftype]})"
            )
    for name, value in obj.items():
        if name == key:
            continue
        ftype = allowed.get(name)
        if ftype is None:
            fields = ", ".join(allowed) or "no other fields"
            raise InvalidActionError(
                f"{domain_id} action '{kind_name}' has unknown field '{name}'{_suggest(name, list(allowed))}; "
                f"allowed: {fields}"
            )
        if not _type_ok(value, ftype):
            raise InvalidActionError(
                f"field '{name}' of {domain_id} action '{kind_name}' must be {_TYPE_WORDS[ftype]}, "
                f"got {_json_type_name(value)}"
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


def _kinds(*items: ActionKind) -> dict[str, ActionKind]:
    return {k.name: k for k in items}


# ------------------------------------------------------------------ the prompts

_OUTPUT_MARKER = (
    "# How to answer\n"
    "Think it through first: what the action does, what the environment knows at this point, "
    "and what it would print. Then write a line containing only `" + OBSERVATION_MARKER + "` and, "
    "below it, exactly what the environment returns. Write nothing after the observation: no "
    "explanation, no advice to the agent, no extra code fences."
)

_OUTPUT_TAG = (
    "# How to answer\n"
    "Think it through first: what the action does to the current screen and what changes. Then "
    "write the complete next observation between " + TAG_OPEN + " and " + TAG_CLOSE + ", in the "
    "same format as the current state. Put only the observation inside the tags, no commentary."
)

_CONSISTENCY = (
    "# Staying consistent\n"
    "Earlier turns of this conversation are the environment's real history: everything they "
    "created, changed or removed still holds unless a later action changed it. Never bring back "
    "something that was deleted, never forget something that was created, keep names, ids, "
    "numbers and formats stable between turns. Failures are part of the job: when an action is "
    "invalid or would fail, show the error the real environment would show."
)


def _compose(role: str, state: str, actions: str, rules: str, output: str) -> str:
    return "\n\n".join([
        "# Your role\n" + role,
        "# What you keep track of\n" + state,
        "# Actions\n" + actions,
        "# Rules of this environment\n" + rules,
        _CONSISTENCY,
        output,
    ])


TERMINAL_PROMPT = _compose(
    role=(
        "You stand in for a Linux machine that an agent drives through a terminal multiplexer. You do "
        "not help the agent and you do not run anything: you predict, as faithfully as you can, the "
        "screen the agent would see after its keystrokes."
    ),
    state=(
        "The shell prompt (user, host, working directory), the files and directories on disk and "
        "their contents, environment variables, installed packages, running and stopped jobs, and "
        "which program has the keyboard (shell, editor, pager, REPL)."
    ),
    actions=(
        "Each turn brings a JSON array of steps, each `{\"keystrokes\": string, \"duration\": "
        "seconds}`. Keystrokes are typed verbatim: a command runs only when its text ends with a "
        "newline. `C-c`, `C-d`, `C-z`, `C-l` are Ctrl combinations, an escape character is the Esc "
        "key. Empty keystrokes mean: wait `duration` seconds and look again. Steps run in order."
    ),
    rules=(
        "- Echo each typed command after the prompt, then its output, then a fresh prompt once it "
        "has finished.\n"
        "- A command that needs longer than its duration is still running: show its output so far "
        "and no new prompt.\n"
        "- Use the real messages of bash and the GNU tools (`No such file or directory`, `command not "
        "found`, Python tracebacks).\n"
        "- Timestamps, sizes, PIDs and versions must be plausible and agree with earlier turns."
    ),
    output=_OUTPUT_MARKER,
)

MCP_PROMPT = _compose(
    role=(
        "You stand in for the servers behind a set of MCP tools. An agent calls one tool per turn; "
        "you predict the result the tool would return, as the real service would return it."
    ),
    state=(
        "Everything the tools have read or written so far: records created, updated or deleted, ids "
        "handed out, files, messages, balances, and the current time as established by earlier "
        "results. The available tools and their input schemas are given in the first turn."
    ),
    actions=(
        "Each turn brings one call as JSON: `{\"tool\": name, \"arguments\": {...}}`. Check the "
        "arguments against the tool's schema."
    ),
    rules=(
        "- Return what the tool returns, in its usual shape (JSON for JSON APIs, text for text "
        "tools), with realistic ids, timestamps and field names.\n"
        "- An unknown tool, a missing required argument, a wrong type or a missing record gives the "
        "error the service would give, not a success.\n"
        "- Reads after writes return what was written."
    ),
    output=_OUTPUT_MARKER,
)

SEARCH_PROMPT = _compose(
    role=(
        "You stand in for a web search engine and the pages behind it. An agent searches, opens "
        "result pages and looks for text in them; you predict what it gets back."
    ),
    state=(
        "The queries made so far, the results shown (titles, URLs, snippets, their order) and the "
        "pages opened. A page opened twice reads the same; a result URL keeps its title."
    ),
    actions=(
        "Each turn brings one JSON object: `{\"action\": \"search\", \"query\": ...}`, "
        "`{\"action\": \"open\", \"url\": ...}`, or `{\"action\": \"find\", \"pattern\": ..., "
        "\"url\": ...}` to look for text in an opened page."
    ),
    rules=(
        "- A search returns a ranked list of about ten results, each with title, URL and a short "
        "snippet, in the engine's usual layout.\n"
        "- An opened page shows its readable text (headings, paragraphs, links), trimmed to a "
        "sensible length; unreachable pages give an HTTP error.\n"
        "- Facts in snippets and pages must agree with each other and with earlier turns."
    ),
    output=_OUTPUT_MARKER,
)

SWE_PROMPT = _compose(
    role=(
        "You stand in for a software repository checked out in a sandbox, reached through a shell "
        "tool and a file editor tool. An agent fixes or builds something; you predict each tool's "
        "output."
    ),
    state=(
        "The repository's files and their exact contents (with line numbers), edits made so far, "
        "the working directory, installed packages, and the results of earlier test runs."
    ),
    actions=(
        "Each turn brings one JSON object with an \"action\": `bash` (command), `view` (path, "
        "optional range [first, last]), `create` (path, content), `str_replace` (path, old, new), "
        "`insert` (path, line, text) or `submit`."
    ),
    rules=(
        "- `view` shows the file with line numbers, or a directory listing.\n"
        "- `str_replace` fails when `old` does not occur exactly once; on success show the edited "
        "region.\n"
        "- Test runs and scripts reflect the code as it is now, edits included: a fixed bug stops "
        "failing, an introduced typo raises the real error."
    ),
    output=_OUTPUT_MARKER,
)

ANDROID_PROMPT = _compose(
    role=(
        "You stand in for an Android phone that an agent operates by touch and keys. You predict "
        "the next screen as a textual view hierarchy."
    ),
    state=(
        "The foreground app and activity, the visible elements with their ids, text, bounds and "
        "states (checked, focused, enabled), text typed into fields, and app data changed so far."
    ),
    actions=(
        "Each turn brings one JSON object with an \"action\": `tap` or `long_press` (element, or "
        "x and y), `swipe` (direction), `type` (text), `back`, `home`, `enter`, `open_app` (app) "
        "or `wait` (seconds)."
    ),
    rules=(
        "- Keep the format of the current state: the same element notation and attribute names.\n"
        "- Elements that the action does not touch keep their ids and bounds.\n"
        "- Tapping something that is not there changes nothing; say so by returning the same screen."
    ),
    output=_OUTPUT_TAG,
)

WEB_PROMPT = _compose(
    role=(
        "You stand in for a web browser showing a live site. An agent acts on the page through its "
        "accessibility tree; you predict the tree after each action."
    ),
    state=(
        "The current URL and title, the accessibility tree (roles, names, element ids, values, "
        "states), form contents, the browsing history, and server-side data changed by earlier "
        "actions (a submitted form, an item in a cart)."
    ),
    actions=(
        "Each turn brings one JSON object with an \"action\": `click`, `hover` (element), `type` "
        "(element, text, optional submit), `select` (element, option), `scroll` (direction), "
        "`press` (key), `goto` (url), `back`, `forward` or `wait`."
    ),
    rules=(
        "- Answer with the whole tree in the same notation as the current state, URL first.\n"
        "- Elements that survive the action keep their ids; new elements get new ids.\n"
        "- Navigation changes the URL; validation errors appear next to the field they concern."
    ),
    output=_OUTPUT_TAG,
)

DESKTOP_PROMPT = _compose(
    role=(
        "You stand in for a desktop computer (windows, apps, files) that an agent controls with "
        "mouse and keyboard. You predict the next state of the screen as text."
    ),
    state=(
        "Open windows and which one has focus, each window's accessible elements with their "
        "positions, document contents, files on disk, clipboard, and settings changed so far."
    ),
    actions=(
        "Each turn brings one JSON object with an \"action\": `click`, `double_click`, "
        "`right_click`, `move` (x, y), `drag` (x, y, to_x, to_y), `type` (text), `press` (key), "
        "`hotkey` (keys), `scroll` (amount, optional x and y) or `wait` (seconds)."
    ),
    rules=(
        "- Keep the notation of the current state: window list first, then the focused window's "
        "elements with their screen positions.\n"
        "- A click hits whatever is at that position; a click on empty space changes nothing.\n"
        "- Keyboard input goes to the focused element only."
    ),
    output=_OUTPUT_TAG,
)

CUSTOM_PROMPT = _compose(
    role=(
        "You stand in for an environment that an agent interacts with. You do not help the agent: "
        "you predict what the environment returns after each of its actions."
    ),
    state=(
        "Everything the first turn describes about the environment, and every change made by the "
        "actions since."
    ),
    actions="Each turn brings one action in whatever form the environment accepts.",
    rules=(
        "- Answer in the environment's own output format, as a real system would.\n"
        "- Invalid actions produce the environment's real errors."
    ),
    output=_OUTPUT_MARKER,
)


# ------------------------------------------------------------------ the domains


@dataclass(frozen=True)
class Domain:
    """One environment: its prompt, its action format and an example to start from."""

    id: str
    title: str
    bench_task: str | None  # the AgentWorldBench task name, None for custom
    wrapper: Wrapper
    system_prompt: str
    state_label: str  # heading of the state block in the first turn
    action_template: str  # what the user fills in
    initial_state: str  # an example state to start a session from
    description: str
    kinds: Mapping[str, ActionKind] = field(default_factory=dict)
    json_action: bool = True

    @property
    def is_gui(self) -> bool:
        return self.wrapper == "tag"

    @property
    def action_kinds(self) -> list[str]:
        return list(self.kinds)

    def validate_action(self, text: str, *, tools: list[str] | None = None) -> str:
        """Check ``text``; return the action as it is put to the model (pretty JSON for JSON domains).

        ``tools`` (MCP): the tool names the session offers; a call to another one is rejected.
        """
        return _VALIDATORS[self.id](self, text, tools)

    def render_user_message(self, turn: int, action: str, state: str | None = None) -> str:
        """The user turn for one action, in the shape AgentWorldBench rows use."""
        parts = [f"### Turn {turn}"]
        if state is not None and state.strip():
            parts.append(f"**{self.state_label}:**\n{state.strip()}")
        if self.json_action:
            parts.append(f"**Action:**\n```json\n{action}\n```")
        else:
            parts.append(f"**Action:**\n{action}")
        return "\n\n".join(parts)

    def wrap_observation(self, observation: str) -> str:
        """An observation as the model is expected to write it (for history turns)."""
        if self.wrapper == "tag":
            return f"{TAG_OPEN}\n{observation}\n{TAG_CLOSE}"
        return f"{OBSERVATION_MARKER}\n{observation}"


def _pretty(value: Any) -> str:
    return json.dumps(value, indent=2, ensure_ascii=False)


def _validate_terminal(domain: Domain, text: str, tools: list[str] | None) -> str:
    value = parse_json_action(text, domain.id)
    if isinstance(value, dict):
        value = [value]  # a single step is accepted and put in a list
    if not isinstance(value, list):
        raise InvalidActionError(
            'a terminal action is a JSON array of {"keystrokes": "...", "duration": seconds} steps, '
            f"got {_json_type_name(value)}"
        )
    for i, item in enumerate(value, 1):
        where = f"terminal step {i}"
        if not isinstance(item, dict):
            raise InvalidActionError(f'{where} must be an object {{"keystrokes": ..., "duration": ...}}, '
                                     f"got {_json_type_name(item)}")
        if "keystrokes" not in item:
            raise InvalidActionError(f"{where} needs field 'keystrokes' (a string)")
        if not isinstance(item["keystrokes"], str):
            raise InvalidActionError(f"'keystrokes' of {where} must be a string, got {_json_type_name(item['keystrokes'])}")
        dur = item.get("duration", 1.0)
        if not _type_ok(dur, "number") or not 0 <= dur <= 3600:
            raise InvalidActionError(f"'duration' of {where} must be a number of seconds in [0, 3600], got {dur!r}")
        extra = sorted(set(item) - {"keystrokes", "duration"})
        if extra:
            raise InvalidActionError(f"{where} has unknown field '{extra[0]}'; allowed: keystrokes, duration")
    return _pretty(value)


def _validate_kinded(domain: Domain, text: str, tools: list[str] | None) -> str:
    return _pretty(check_kinded_action(parse_json_action(text, domain.id), domain.id, domain.kinds))


def _validate_mcp(domain: Domain, text: str, tools: list[str] | None) -> str:
    value = parse_json_action(text, domain.id)
    if not isinstance(value, dict):
        raise InvalidActionError('an MCP action is a JSON object {"tool": name, "arguments": {...}}, '
                                 f"got {_json_type_name(value)}")
    # OpenAI-style calls use "name" and may carry arguments as a JSON string: accept both.
    name_key = "tool" if "tool" in value else "name" if "name" in value else None
    if name_key is None:
        raise InvalidActionError('the MCP action needs a "tool" field with the tool name')
    name = value[name_key]
    if not isinstance(name, str) or not name.strip():
        raise InvalidActionError('"tool" must be a non-empty string')
    args = value.get("arguments", {})
    if isinstance(args, str):
        try:
            args = json.loads(args) if args.strip() else {}
        except json.JSONDecodeError as e:
            raise InvalidActionError(f"the MCP arguments string is not valid JSON: {e.msg}") from None
    if not isinstance(args, dict):
        raise InvalidActionError(f'"arguments" must be a JSON object, got {_json_type_name(args)}')
    extra = sorted(set(value) - {name_key, "arguments"})
    if extra:
        raise InvalidActionError(f"the MCP action has unknown field '{extra[0]}'; allowed: tool, arguments")
    if tools is not None and name not in tools:
        listed = ", ".join(tools) if tools else "none"
        raise InvalidActionError(f"unknown tool {name!r}{_suggest(name, tools)}; this session offers: {listed}")
    return _pretty({"tool": name, "arguments": args})


def _validate_custom(domain: Domain, text: str, tools: list[str] | None) -> str:
    if not text.strip():
        raise InvalidActionError("the action is empty")
    return text.strip()


_VALIDATORS = {
    "terminal": _validate_terminal,
    "mcp": _validate_mcp,
    "search": _validate_kinded,
    "swe": _validate_kinded,
    "android": _validate_kinded,
    "web": _validate_kinded,
    "desktop": _validate_kinded,
    "custom": _validate_custom,
}


_SEARCH_KINDS = _kinds(
    ActionKind("search", required={"query": "str"}, optional={"page": "int"}),
    ActionKind("open", required={"url": "str"}),
    ActionKind("find", required={"pattern": "str"}, optional={"url": "str"}),
)

_SWE_KINDS = _kinds(
    ActionKind("bash", required={"command": "str"}, optional={"timeout": "number"}),
    ActionKind("view", required={"path": "str"}, optional={"range": "int_pair"}),
    ActionKind("create", required={"path": "str", "content": "str"}),
    ActionKind("str_replace", required={"path": "str", "old": "str", "new": "str"}),
    ActionKind("insert", required={"path": "str", "line": "int", "text": "str"}),
    ActionKind("submit"),
)

_DIRECTIONS = ("up", "down", "left", "right")

_ANDROID_KINDS = _kinds(
    ActionKind("tap", optional={"element": "element", "x": "int", "y": "int"}, either=(("element",), ("x", "y"))),
    ActionKind("long_press", optional={"element": "element", "x": "int", "y": "int"},
               either=(("element",), ("x", "y"))),
    ActionKind("swipe", required={"direction": "str"}, optional={"element": "element"},
               choices={"direction": _DIRECTIONS}),
    ActionKind("type", required={"text": "str"}, optional={"element": "element"}),
    ActionKind("back"),
    ActionKind("home"),
    ActionKind("enter"),
    ActionKind("open_app", required={"app": "str"}),
    ActionKind("wait", optional={"seconds": "number"}),
)

_WEB_KINDS = _kinds(
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

_DESKTOP_KINDS = _kinds(
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


_TERMINAL_STATE = "alex@devbox:~$"

_MCP_STATE = _pretty([
    {
        "name": "list_notes",
        "description": "List the notes in a folder.",
        "input_schema": {"type": "object", "properties": {"folder": {"type": "string"}}, "required": ["folder"]},
    },
    {
        "name": "create_note",
        "description": "Create a note and return its id.",
        "input_schema": {
            "type": "object",
            "properties": {"folder": {"type": "string"}, "title": {"type": "string"}, "body": {"type": "string"}},
            "required": ["folder", "title", "body"],
        },
    },
    {
        "name": "delete_note",
        "description": "Delete a note by id.",
        "input_schema": {"type": "object", "properties": {"id": {"type": "string"}}, "required": ["id"]},
    },
])

_SEARCH_STATE = "Search engine home page. No queries yet."

_SWE_STATE = (
    "Repository /repo (Python package `tally`), branch main, clean working tree.\n"
    "Issue: `tally.count_words('')` raises IndexError instead of returning 0."
)

_ANDROID_STATE = (
    "[app] com.android.launcher3 / Launcher\n"
    "[1] TextView \"09:41\" bounds=[24,8][140,56]\n"
    "[2] ImageView \"Clock\" clickable bounds=[60,1600][220,1780]\n"
    "[3] ImageView \"Calendar\" clickable bounds=[300,1600][460,1780]\n"
    "[4] ImageView \"Settings\" clickable bounds=[540,1600][700,1780]\n"
    "[5] EditText \"Search apps\" clickable bounds=[40,1900][1040,2010]"
)

_WEB_STATE = (
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

_DESKTOP_STATE = (
    "Screen 1920x1080. Windows: [Files - Documents] (focused), [Terminal]\n"
    "Files - Documents:\n"
    "  (40,60) button \"Back\"\n"
    "  (300,60) text \"/home/sam/Documents\"\n"
    "  (200,160) item \"report.odt\"  2.1 MB\n"
    "  (200,190) item \"budget.ods\"  48 KB\n"
    "  (200,220) folder \"Archive\"\n"
    "Taskbar: (20,1060) button \"Activities\", (1860,1060) clock \"14:05\""
)


DOMAINS: dict[str, Domain] = {
    d.id: d for d in (
        Domain(
            id="mcp", title="MCP tools", bench_task="mcp", wrapper="marker", system_prompt=MCP_PROMPT,
            state_label="Available Tools",
            action_template='{"tool": "list_notes", "arguments": {"folder": "inbox"}}',
            initial_state=_MCP_STATE,
            description="tool calls to MCP servers; you supply the tool definitions",
        ),
        Domain(
            id="search", title="Search", bench_task="search", wrapper="marker", system_prompt=SEARCH_PROMPT,
            state_label="Current State",
            action_template='{"action": "search", "query": "..."}',
            initial_state=_SEARCH_STATE, kinds=_SEARCH_KINDS,
            description="web search results and opened pages",
        ),
        Domain(
            id="terminal", title="Terminal", bench_task="terminal", wrapper="marker",
            system_prompt=TERMINAL_PROMPT, state_label="Current Terminal State",
            action_template='[{"keystrokes": "ls -la\\n", "duration": 0.5}]',
            initial_state=_TERMINAL_STATE,
            description="a Linux shell driven by keystrokes",
        ),
        Domain(
            id="swe", title="SWE tools", bench_task="swe", wrapper="marker", system_prompt=SWE_PROMPT,
            state_label="Current State",
            action_template='{"action": "bash", "command": "python -m pytest -q"}',
            initial_state=_SWE_STATE, kinds=_SWE_KINDS,
            description="a code repository behind shell and editor tools",
        ),
        Domain(
            id="android", title="Android", bench_task="android", wrapper="tag", system_prompt=ANDROID_PROMPT,
            state_label="Current Screen",
            action_template='{"action": "tap", "element": 4}',
            initial_state=_ANDROID_STATE, kinds=_ANDROID_KINDS,
            description="a phone screen as a view hierarchy",
        ),
        Domain(
            id="web", title="Web", bench_task="web", wrapper="tag", system_prompt=WEB_PROMPT,
            state_label="Current Page",
            action_template='{"action": "click", "element": 7}',
            initial_state=_WEB_STATE, kinds=_WEB_KINDS,
            description="a browser page as an accessibility tree",
        ),
        Domain(
            id="desktop", title="Desktop (OS)", bench_task="os", wrapper="tag", system_prompt=DESKTOP_PROMPT,
            state_label="Current Screen",
            action_template='{"action": "double_click", "x": 200, "y": 160}',
            initial_state=_DESKTOP_STATE, kinds=_DESKTOP_KINDS,
            description="a desktop with windows, driven by mouse and keyboard",
        ),
        Domain(
            id="custom", title="Custom", bench_task=None, wrapper="marker", system_prompt=CUSTOM_PROMPT,
            state_label="Current State",
            action_template="describe the action here",
            initial_state="", json_action=False,
            description="any environment; write your own system prompt",
        ),
    )
}

# AgentWorldBench task names (and a few spellings people use) -> domain ids.
_ALIASES = {"os": "desktop", "osworld": "desktop", "gui": "desktop", "tool": "mcp", "tools": "mcp", "shell": "terminal"}


def get_domain(domain_id: str) -> Domain:
    """The domain for an id or an AgentWorldBench task name; UnknownDomainError otherwise."""
    key = domain_id.strip().lower()
    key = _ALIASES.get(key, key)
    try:
        return DOMAINS[key]
    except KeyError:
        raise UnknownDomainError(
            f"unknown domain {domain_id!r}{_suggest(key, list(DOMAINS))}; choose one of: {', '.join(DOMAINS)}"
        ) from None


def domain_for_bench_task(task: str) -> Domain:
    """The domain of an AgentWorldBench ``task`` field; custom if unknown.

    The official evaluator reads the part after the last "/" ("suite/mcp" -> mcp); the first
    part is tried next ("mcp/notion" -> mcp).
    """
    parts = task.split("/")
    for name in (parts[-1], parts[0]):
        try:
            return get_domain(name)
        except UnknownDomainError:
            continue
    return DOMAINS["custom"]


def tool_names(state: str | None) -> list[str] | None:
    """Tool names from an MCP tool list (JSON array of {name, ...}); None when it is not one."""
    if not state:
        return None
    try:
        value = json.loads(state)
    except (json.JSONDecodeError, RecursionError):
        return None
    if isinstance(value, dict) and isinstance(value.get("tools"), list):
        value = value["tools"]
    if not isinstance(value, list):
        return None
    names = [t.get("name") for t in value if isinstance(t, dict)]
    if not names or not all(isinstance(n, str) and n for n in names):
        return None
    return names
