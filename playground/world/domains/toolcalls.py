"""Tool calls as function-calling agents write them: ``{"name": tool, "arguments": {...}}``.

MCP, search and SWE trajectories all use this shape. Arguments are checked
against a tool's input schema with a small JSON Schema subset (required
properties, unknown properties, property types, enums): enough to tell a user
what the real tool would refuse, without pulling in a schema library.
"""

from __future__ import annotations

import json
from typing import Any, Callable, Mapping

from playground.world.domains.base import json_type_name, parse_json_action, pretty
from playground.world.errors import InvalidActionError

_JSON_TYPES: dict[str, Callable[[Any], bool]] = {
    "string": lambda v: isinstance(v, str),
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
    "boolean": lambda v: isinstance(v, bool),
    "array": lambda v: isinstance(v, list),
    "object": lambda v: isinstance(v, dict),
    "null": lambda v: v is None,
}


def read_tool_call(text: str, domain_id: str, *, alias_key: str = "tool") -> tuple[str, dict[str, Any]]:
    """(tool name, arguments) from ``{"name": ..., "arguments": {...}}``.

    Also read: ``"tool"`` for the name (the project's older schema), arguments given as a JSON
    string (OpenAI-style function calls), and a missing ``arguments`` (no arguments).
    """
    value = parse_json_action(text, domain_id)
    if not isinstance(value, dict):
        raise InvalidActionError(f'a {domain_id} action is a tool call {{"name": tool, "arguments": {{...}}}}, '
                                 f"got {json_type_name(value)}")
    name_key = "name" if "name" in value else alias_key if alias_key in value else None
    if name_key is None:
        raise InvalidActionError(f'the {domain_id} tool call needs a "name" field with the tool name')
    name = value[name_key]
    if not isinstance(name, str) or not name.strip():
        raise InvalidActionError(f'"{name_key}" must be a non-empty string')
    args = value.get("arguments", {})
    if isinstance(args, str):
        try:
            args = json.loads(args) if args.strip() else {}
        except (json.JSONDecodeError, RecursionError) as e:
            raise InvalidActionError(f"the {domain_id} arguments string is not valid JSON: "
                                     f"{getattr(e, 'msg', 'nested too deeply')}") from None
    if args is None:
        args = {}
    if not isinstance(args, dict):
        raise InvalidActionError(f'"arguments" must be a JSON object, got {json_type_name(args)}')
    extra = sorted(set(value) - {name_key, "arguments"})
    if extra:
        raise InvalidActionError(f"the {domain_id} tool call has unknown field '{extra[0]}'; allowed: name, arguments")
    return name, args


def format_call(name: str, args: Mapping[str, Any]) -> str:
    """The call as the model sees it: pretty JSON, name first."""
    return pretty({"name": name, "arguments": dict(args)})


def input_schema(tool: Mapping[str, Any]) -> Mapping[str, Any]:
    """The input schema of one tool definition, whichever key it uses (MCP, OpenAI, Anthropic)."""
    for key in ("input_schema", "inputSchema", "parameters"):
        schema = tool.get(key)
        if isinstance(schema, dict):
            return schema
    fn = tool.get("function")
    params = fn.get("parameters") if isinstance(fn, dict) else None
    return params if isinstance(params, dict) else {}


def argument_problems(tool: str, args: Mapping[str, Any], schema: Mapping[str, Any]) -> list[str]:
    """What the tool's schema refuses in ``args`` (empty when all is well or the schema says nothing)."""
    problems: list[str] = []
    props = schema.get("properties")
    props = props if isinstance(props, dict) else {}
    required = schema.get("required")
    for name in required if isinstance(required, list) else []:
        if isinstance(name, str) and name not in args:
            problems.append(f"'{tool}' needs argument '{name}'")
    for name, value in args.items():
        spec = props.get(name)
        if spec is None:
            if props and schema.get("additionalProperties", False) is not True:
                allowed = ", ".join(props)
                problems.append(f"'{tool}' has no argument '{name}' (it takes: {allowed})")
            continue
        if not isinstance(spec, dict):
            continue
        wanted = spec.get("type")
        types = [wanted] if isinstance(wanted, str) else wanted if isinstance(wanted, list) else []
        checks = [_JSON_TYPES[t] for t in types if t in _JSON_TYPES]
        if checks and not any(c(value) for c in checks):
            problems.append(f"argument '{name}' of '{tool}' must be {' or '.join(types)}, got {json_type_name(value)}")
            continue
        enum = spec.get("enum")
        if isinstance(enum, list) and value not in enum:
            problems.append(f"argument '{name}' of '{tool}' must be one of {', '.join(map(str, enum))}, got {value!r}")
    return problems


def tool_definitions(state: str | None) -> list[dict[str, Any]] | None:
    """The tool definitions in a state text (a JSON list of tools, or ``{"tools": [...]}``); None if none."""
    if not state:
        return None
    try:
        value = json.loads(state)
    except (json.JSONDecodeError, RecursionError):
        return None
    if isinstance(value, dict) and isinstance(value.get("tools"), list):
        value = value["tools"]
    if not isinstance(value, list) or not value:
        return None
    out = []
    for t in value:
        if not isinstance(t, dict):
            return None
        if isinstance(t.get("function"), dict):  # OpenAI {"type": "function", "function": {...}}
            t = {**t["function"], "parameters": t["function"].get("parameters", {})}
        if not isinstance(t.get("name"), str) or not t["name"]:
            return None
        out.append(t)
    return out


def tool_schemas(state: str | None) -> dict[str, Mapping[str, Any]] | None:
    """Tool name -> input schema, from a state text listing tools; None when it lists none."""
    tools = tool_definitions(state)
    if tools is None:
        return None
    return {t["name"]: input_schema(t) for t in tools}


def tool_names(state: str | None) -> list[str] | None:
    """Tool names from a tool list (JSON array of {name, ...}); None when it is not one."""
    schemas = tool_schemas(state)
    return list(schemas) if schemas is not None else None
