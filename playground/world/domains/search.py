"""Search: an agent searches the web, reads pages and keeps notes; the model predicts each result.

Official actions are tool calls ``{"name", "arguments"}`` of three tools:
``web_search`` (``queries``: a list, or ``query``: one), ``web_extractor``
(``url``) and ``dict_memory`` (add / update with ``dict``, retrieve / remove
with ``key_list``, retrieve_all, remove_all; the name of the argument that
picks the operation is not published upstream: ``operation`` is this
project's assumption). The tool list is the session's own (its initial state,
filling the system prompt's ``{tool_definitions}``); these definitions are the
default of a new session. A call that does not fit is sent with a notice: the
upstream prompt asks the model to answer a malformed request with an error
description. The optional "Simulation Instruction" (target query, reference
answer) is the session's task, shown in turn 1. The project's older
``{"action": "search" | "open" | "find", ...}`` objects are still read and
turned into these calls.
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
from playground.world.errors import InvalidActionError

MEMORY_OPERATIONS = ("add", "update", "retrieve", "retrieve_all", "remove", "remove_all")

TOOLS: list[dict[str, Any]] = [
    {
        "name": "web_search",
        "description": "Search the web. Give several queries at once in `queries`, or one in `query`; each "
                       "query returns about ten ranked results.",
        "parameters": {
            "type": "object",
            "properties": {
                "queries": {"type": "array", "items": {"type": "string"}, "description": "queries to run"},
                "query": {"type": "string", "description": "a single query"},
            },
        },
    },
    {
        "name": "web_extractor",
        "description": "Fetch a web page and return its readable content as Markdown.",
        "parameters": {
            "type": "object",
            "properties": {"url": {"type": "string", "description": "the page to fetch"}},
            "required": ["url"],
        },
    },
    {
        "name": "dict_memory",
        "description": "A key-value notebook that persists across turns.",
        "parameters": {
            "type": "object",
            "properties": {
                "operation": {"type": "string", "enum": list(MEMORY_OPERATIONS)},
                "dict": {"type": "object", "description": "items to add or update"},
                "key_list": {"type": "array", "items": {"type": "string"}, "description": "keys to read or remove"},
            },
            "required": ["operation"],
        },
    },
]
_SCHEMAS = {t["name"]: t["parameters"] for t in TOOLS}

PROMPT = compose(
    role=(
        "You stand in for a web search engine, the pages behind it, and a small key-value memory the "
        "agent keeps. The agent calls one tool per turn; you predict what the tool returns."
    ),
    state=(
        "The queries made so far, the results shown (titles, URLs, snippets, dates, their order), the "
        "pages fetched, and every key in memory. A page fetched twice reads the same; a result URL "
        "keeps its title; memory holds exactly what was stored until it is removed."
    ),
    actions=(
        "Each turn brings one call as JSON: `{\"name\": tool, \"arguments\": {...}}`, one of:\n"
        "- `web_search` with `queries` (a list) or `query` (one string);\n"
        "- `web_extractor` with `url`;\n"
        "- `dict_memory` with `operation` = add or update (with `dict`), retrieve or remove (with "
        "`key_list`), retrieve_all or remove_all.\n"
        "The tools of this session and their input schemas:\n{tool_definitions}\n"
        "A turn may open with a Simulation Instruction (a target query, a reference answer): facts of "
        "the reference answer must appear accurately in what you simulate."
    ),
    rules=(
        "- A search answers each query with about ten results, numbered `[1]`, `[2]` ..., each as "
        "the URL, then `Title:`, `Snippet:` and `Date:` lines (`N/A` for undated pages); several "
        "queries give one such list after another.\n"
        "- A fetched page is its readable text in Markdown (headings, tables, lists), without menus "
        "and ads; an unreachable page gives an error message.\n"
        "- Memory operations confirm what they did and name the keys; reading a missing key says it "
        "was not found.\n"
        "- A malformed call (an unknown tool, a missing or wrong argument) returns an error description, "
        "not results.\n"
        "- Accuracy first: real entities and facts only, and snippets, pages and memory agree with "
        "each other and with earlier turns."
    ),
    output=OUTPUT_MARKER,
)

TEMPLATE = '{"name": "web_search", "arguments": {"queries": ["tallest building in Oslo"]}}'

_OLD = kinds(
    ActionKind("search", required={"query": "str"}, optional={"page": "int"}),
    ActionKind("open", required={"url": "str"}),
    ActionKind("find", required={"pattern": "str"}, optional={"url": "str"}),
)


def _from_old(obj: dict[str, Any]) -> tuple[str, dict[str, Any], tuple[str, ...]]:
    check_kinded_action(obj, "search", _OLD)
    kind = obj["action"]
    if kind == "search":
        return "web_search", {"queries": [obj["query"]]}, ()
    if kind == "open":
        return "web_extractor", {"url": obj["url"]}, ()
    if "url" not in obj:
        raise InvalidActionError("search action 'find' needs the url of the page to look in")
    # web_extractor takes only a url upstream: the pattern has no place in the call
    return "web_extractor", {"url": obj["url"]}, (f"the pattern {obj['pattern']!r} was dropped: web_extractor "
                                                  "takes only a url",)


def _web_search_problems(args: dict[str, Any]) -> list[str]:
    if ("queries" in args) == ("query" in args):
        return ["'web_search' needs either 'queries' (a list) or 'query' (one string)"]
    if "queries" in args and not (isinstance(args["queries"], list) and args["queries"]
                                  and all(isinstance(q, str) and q.strip() for q in args["queries"])):
        return ["'queries' of 'web_search' must be a non-empty list of strings"]
    return []


def _memory_problems(args: dict[str, Any]) -> list[str]:
    op = args.get("operation")
    needs = {"add": "dict", "update": "dict", "retrieve": "key_list", "remove": "key_list"}.get(op) \
        if isinstance(op, str) else None
    return [f"dict_memory '{op}' needs argument '{needs}'"] if needs and needs not in args else []


# Checks beyond the input schema, for the built-in tools only (a session's own definitions are the schema).
_EXTRA_CHECKS = {"web_search": _web_search_problems, "dict_memory": _memory_problems}


def check(domain: Domain, text: str, tools: ToolSchemas | None) -> CheckedAction:
    value = parse_json_action(text, domain.id)
    notices: list[str] = []
    if isinstance(value, dict) and "action" in value and "name" not in value:
        name, args, dropped = _from_old(value)
        notices += [f"older JSON action converted to a {name} call", *dropped]
    else:
        name, args = read_tool_call(text, domain.id)
    declared = tools if tools is not None else _SCHEMAS
    schema = declared.get(name)
    if schema is None:
        notices.append(f"unknown search tool {name!r}{suggest(name, list(declared))} (this session has "
                       f"{', '.join(declared) or 'none'}); it is sent, and the model is asked to answer with an "
                       "error description")
        return CheckedAction(format_call(name, args), tuple(notices))
    problems = argument_problems(name, args, schema)
    extra = _EXTRA_CHECKS.get(name)
    if not problems and extra is not None and schema == _SCHEMAS.get(name):
        problems = extra(args)
    notices += [p + "; it is sent, and the model is asked to answer with an error description" for p in problems]
    return CheckedAction(format_call(name, args), tuple(notices))


TOOL_DEFINITIONS = pretty(TOOLS)
# A new session declares the built-in tools; its tool list is its state (it fills the system prompt).
INITIAL_STATE = TOOL_DEFINITIONS

DOMAIN = Domain(
    id="search", title="Search", bench_task="search", wrapper="marker", system_prompt=PROMPT,
    state_label="Current State", action_template=TEMPLATE, initial_state=INITIAL_STATE,
    description="web search results, fetched pages and a key-value memory",
    action_format='{"name": "web_search" | "web_extractor" | "dict_memory", "arguments": {...}}',
    checker=check, fence="json", action_names=tuple(_SCHEMAS),
    aliases='{"action": "search" | "open" | "find", ...}',
    state_turns="none", task_label="Simulation Instruction", tools_in_system=True,
    layout_source="upstream search prompt's few-shot turns: **Action:** only, tools in {tool_definitions}; the "
                  "Simulation Instruction's place (a turn-1 block) is an assumption",
)
