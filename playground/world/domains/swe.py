"""SWE: a coding agent works in a repository through its tools; the model predicts each tool's output.

Official actions are the tool calls of real coding agents, ``{"name",
"arguments"}``: OpenHands' ``str_replace_editor`` (view / create / str_replace
/ insert / undo_edit) and ``execute_bash``, and Gemini CLI's ``read_file``,
``write_file``, ``replace``, ``run_shell_command``, ``list_directory``,
``glob`` and ``search_file_content``.

Tools are data the session owns: its initial state is its tool list (these
definitions are only the default of a new session) and it fills the system
prompt's ``{tool_definitions}``, as upstream fills it from each sample's own
definitions. A call is checked against the session's declared schema (the
built-in one only when the session declares none); a call that does not fit
(an undeclared tool, a missing or unknown argument) is sent with a notice:
the model answers with the error the real tool would give. The project's
older ``{"action": "bash" | "view" | ...}`` objects are read and turned into
OpenHands calls.
"""

from __future__ import annotations

from typing import Any

from playground.world.domains.base import (
    OUTPUT_MARKER,
    ActionKind,
    CheckedAction,
    Domain,
    ToolSchemas,
    check_kinded_action,
    compose,
    kinds,
    parse_json_action,
    pretty,
    suggest,
)
from playground.world.domains.toolcalls import argument_problems, format_call, read_tool_call

EDITOR_COMMANDS = ("view", "create", "str_replace", "insert", "undo_edit")


def _obj(props: dict[str, Any], required: list[str]) -> dict[str, Any]:
    return {"type": "object", "properties": props, "required": required}


_S = {"type": "string"}
_N = {"type": "number"}
_B = {"type": "boolean"}

OPENHANDS_TOOLS: list[dict[str, Any]] = [
    {"name": "execute_bash",
     "description": "Run a bash command in the sandbox's persistent shell and return its output.",
     "parameters": _obj({"command": _S, "is_input": {"type": "string", "enum": ["true", "false"]},
                         "timeout": _N}, ["command"])},
    {"name": "str_replace_editor",
     "description": "View, create and edit files by absolute path; str_replace needs old_str to occur exactly "
                    "once; undo_edit reverts the last edit of a file.",
     "parameters": _obj({"command": {"type": "string", "enum": list(EDITOR_COMMANDS)}, "path": _S,
                         "file_text": _S, "old_str": _S, "new_str": _S, "insert_line": {"type": "integer"},
                         "view_range": {"type": "array", "items": {"type": "integer"}}}, ["command", "path"])},
    {"name": "think", "description": "Write down a thought; changes nothing.",
     "parameters": _obj({"thought": _S}, ["thought"])},
    {"name": "finish", "description": "Say the task is done.",
     "parameters": {"type": "object", "properties": {"message": _S, "task_completed": _S},
                    "additionalProperties": True}},
]

GEMINI_TOOLS: list[dict[str, Any]] = [
    {"name": "read_file", "description": "Read a file by absolute path, optionally a window of lines.",
     "parameters": _obj({"absolute_path": _S, "offset": _N, "limit": _N}, ["absolute_path"])},
    {"name": "write_file", "description": "Write a whole file, creating it or replacing its content.",
     "parameters": _obj({"file_path": _S, "content": _S}, ["file_path", "content"])},
    {"name": "replace", "description": "Replace exact text in a file; the count of matches must agree with "
                                       "expected_replacements (default 1).",
     "parameters": _obj({"file_path": _S, "old_string": _S, "new_string": _S, "expected_replacements": _N,
                         "instruction": _S}, ["file_path", "old_string", "new_string"])},
    {"name": "run_shell_command", "description": "Run a shell command; the result reports the command, "
                                                 "directory, stdout, stderr, error, exit code and process group.",
     "parameters": _obj({"command": _S, "description": _S, "directory": _S, "is_background": _B}, ["command"])},
    {"name": "list_directory", "description": "List a directory by absolute path.",
     "parameters": _obj({"path": _S, "ignore": {"type": "array", "items": _S}, "respect_git_ignore": _B,
                         "file_filtering_options": {"type": "object"}}, ["path"])},
    {"name": "glob", "description": "Find files matching a glob pattern, newest first.",
     "parameters": _obj({"pattern": _S, "path": _S, "case_sensitive": _B, "respect_git_ignore": _B},
                        ["pattern"])},
    {"name": "search_file_content", "description": "Search file contents with a regular expression.",
     "parameters": _obj({"pattern": _S, "path": _S, "include": _S}, ["pattern"])},
]

TOOLS = OPENHANDS_TOOLS + GEMINI_TOOLS
_SCHEMAS = {t["name"]: t["parameters"] for t in TOOLS}
TOOL_DEFINITIONS = pretty(TOOLS)

PROMPT = compose(
    role=(
        "You stand in for a software repository checked out in a sandbox and for the tools a coding "
        "agent uses on it. The agent fixes or builds something; you predict each tool's output."
    ),
    state=(
        "The repository's files and their exact contents, the edits made so far (and what an undo "
        "would restore), the working directory, installed packages, background processes, and the "
        "results of earlier test runs."
    ),
    actions=(
        "Each turn brings one tool call as JSON: `{\"name\": tool, \"arguments\": {...}}`. The tools "
        "come from two agent families:\n"
        "- OpenHands: `execute_bash` (command) and `str_replace_editor` with a `command` of view "
        "(path, optional view_range), create (path, file_text), str_replace (path, old_str, new_str), "
        "insert (path, insert_line, new_str) or undo_edit (path);\n"
        "- Gemini CLI: `read_file`, `write_file`, `replace`, `run_shell_command`, `list_directory`, "
        "`glob` and `search_file_content`.\n"
        "The tools of this session and their input schemas:\n{tool_definitions}\n"
        "Treat each tool the way its definition says; a call that does not fit its definition fails "
        "the way the real tool fails."
    ),
    rules=(
        "- Answer in the output format of the tool that was called: the editor's `cat -n` style file "
        "views and edit snippets, bash output followed by the exit code line for OpenHands; the Gemini "
        "CLI tools' own result texts.\n"
        "- `str_replace` and `replace` fail when the old text does not occur as expected; say so the "
        "way the tool does.\n"
        "- Test runs and scripts reflect the code as it is now, edits included: a fixed bug stops "
        "failing, an introduced typo raises the real error."
    ),
    output=OUTPUT_MARKER,
)

TEMPLATE = '{"name": "execute_bash", "arguments": {"command": "cd /repo && python -m pytest -q"}}'
# A new session declares the built-in tools; its tool list is its state (it fills the system prompt).
INITIAL_STATE = TOOL_DEFINITIONS

_OLD = kinds(
    ActionKind("bash", required={"command": "str"}, optional={"timeout": "number"}),
    ActionKind("view", required={"path": "str"}, optional={"range": "int_pair"}),
    ActionKind("create", required={"path": "str", "content": "str"}),
    ActionKind("str_replace", required={"path": "str", "old": "str", "new": "str"}),
    ActionKind("insert", required={"path": "str", "line": "int", "text": "str"}),
    ActionKind("submit"),
)


def _from_old(obj: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    check_kinded_action(obj, "swe", _OLD)
    kind = obj["action"]
    if kind == "bash":
        return "execute_bash", {k: v for k, v in obj.items() if k in ("command", "timeout")}
    if kind == "submit":
        return "finish", {}
    args: dict[str, Any] = {"command": kind, "path": obj["path"]}
    if kind == "view" and "range" in obj:
        args["view_range"] = obj["range"]
    elif kind == "create":
        args["file_text"] = obj["content"]
    elif kind == "str_replace":
        args.update(old_str=obj["old"], new_str=obj["new"])
    elif kind == "insert":
        args.update(insert_line=obj["line"], new_str=obj["text"])
    return "str_replace_editor", args


_EDITOR_NEEDS = {"create": ("file_text",), "str_replace": ("old_str",), "insert": ("insert_line", "new_str")}


def check(domain: Domain, text: str, tools: ToolSchemas | None) -> CheckedAction:
    value = parse_json_action(text, domain.id)
    notices: list[str] = []
    if isinstance(value, dict) and "action" in value and "name" not in value:
        name, args = _from_old(value)
        notices.append(f"older JSON action converted to a {name} call")
    else:
        name, args = read_tool_call(text, domain.id)
    declared = tools if tools is not None else _SCHEMAS
    schema = declared.get(name)
    if schema is None:
        offered = "the session's tools" if tools is not None else "the OpenHands or Gemini CLI tools"
        notices.append(f"{name!r} is not one of {offered}{suggest(name, list(declared))}; it is sent, and the "
                       "model is asked to answer with the tool error")
        return CheckedAction(format_call(name, args), tuple(notices))
    problems = argument_problems(name, args, schema)
    if name == "str_replace_editor" and not problems and schema == _SCHEMAS.get(name):
        missing = [a for a in _EDITOR_NEEDS.get(args["command"], ()) if a not in args]
        if missing:
            problems.append(f"str_replace_editor {args['command']} needs argument '{missing[0]}'")
        vr = args.get("view_range")
        if vr is not None and len(vr) != 2:
            problems.append("view_range of str_replace_editor is [first line, last line]")
    notices += [p + "; it is sent, and the model is asked to answer with the tool error" for p in problems]
    return CheckedAction(format_call(name, args), tuple(notices))


DOMAIN = Domain(
    id="swe", title="SWE tools", bench_task="swe", wrapper="marker", system_prompt=PROMPT,
    state_label="Current State", action_template=TEMPLATE, initial_state=INITIAL_STATE,
    description="a code repository behind a coding agent's tools (OpenHands, Gemini CLI)",
    action_format='{"name", "arguments"}: OpenHands str_replace_editor / execute_bash, Gemini CLI file and shell tools',
    checker=check, fence="json", action_names=tuple(_SCHEMAS),
    aliases='{"action": "bash" | "view" | "create" | "str_replace" | "insert" | "submit", ...}',
    state_turns="none", tools_in_system=True,
    layout_source="upstream swe prompt: the sample's own tool definitions fill {tool_definitions}; turns hold "
                  "only the **Action:** (assumed as in the mcp and search prompts)",
)
