"""MCP tools: an agent calls the tools of MCP servers; the model predicts each result.

Official action: ``{"name": tool, "arguments": {...}}``. The session declares
its tools (the first turn's state: a JSON list of tool definitions with input
schemas). A call is checked against them, but a call the real server would
refuse (unknown tool, missing or unexpected argument, wrong type) still runs,
with a notice: the model is meant to answer with the server's error, and
trying that is part of playing with it.
"""

from __future__ import annotations

from playground.world.domains.base import OUTPUT_MARKER, CheckedAction, Domain, ToolSchemas, compose, pretty, suggest
from playground.world.domains.toolcalls import argument_problems, format_call, read_tool_call

PROMPT = compose(
    role=(
        "You stand in for the servers behind a set of MCP tools. An agent calls one tool per turn; "
        "you predict the result the tool would return, as the real service would return it."
    ),
    state=(
        "Everything the tools have read or written so far: records created, updated or deleted, ids "
        "handed out, files, messages, balances, and the current time as established by earlier "
        "results. The available tools and their input schemas are listed below."
    ),
    actions=(
        "Each turn brings one call as JSON: `{\"name\": tool name, \"arguments\": {...}}`. Check the "
        "arguments against the tool's input schema before doing anything.\n\n"
        "Available tools:\n{tool_definitions}"
    ),
    rules=(
        "- Return what the tool returns, in its own shape: the JSON structure its output schema or "
        "earlier results show, plain text for text tools, the MCP text envelope "
        "`{\"type\": \"text\", \"text\": ...}` only where the tool uses it. Do not wrap a raw result "
        "in JSON of your own.\n"
        "- An unknown tool, a missing required argument, an unexpected argument or a wrong type gives "
        "the error the server would give (for Python servers, the validation error naming the "
        "argument), not a success.\n"
        "- Missing records give the service's not-found error; reads after writes return what was "
        "written; ids, timestamps and counts stay plausible and consistent."
    ),
    output=OUTPUT_MARKER,
)

TEMPLATE = '{"name": "list_notes", "arguments": {"folder": "inbox"}}'

INITIAL_STATE = pretty([
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


def check(domain: Domain, text: str, tools: ToolSchemas | None) -> CheckedAction:
    name, args = read_tool_call(text, domain.id)
    notices: list[str] = []
    if tools is not None:
        if name not in tools:
            offered = ", ".join(tools) or "none"
            notices.append(f"unknown tool {name!r}{suggest(name, list(tools))}: this session offers {offered}; "
                           "the model is asked to answer with the server's error")
        else:
            notices += [p + "; the model is asked to answer with the server's error"
                        for p in argument_problems(name, args, tools[name])]
    return CheckedAction(format_call(name, args), tuple(notices))


DOMAIN = Domain(
    id="mcp", title="MCP tools", bench_task="mcp", wrapper="marker",
    system_prompt=PROMPT,
    state_label="Available Tools", action_template=TEMPLATE, initial_state=INITIAL_STATE,
    description="tool calls to MCP servers; you supply the tool definitions",
    action_format='{"name": tool, "arguments": {...}} checked against the declared tools',
    checker=check, fence="json", action_names=(),
    aliases='{"tool": ..., "arguments": ...}; arguments as a JSON string',
    state_turns="none", tools_in_system=True,
    layout_source="upstream README's row and mcp prompt: turns hold only the **Action:**; the tool list fills "
                  "the system prompt's {tool_definitions}",
)
