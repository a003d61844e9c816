"""Search: an agent searches the web, reads pages and keeps notes; the model predicts each result.

Official actions are tool calls ``{"name", "arguments"}`` of three tools:
``web_search`` (``queries``: a list, or ``query``: one), ``web_extractor``
(``url``) and ``dict_memory`` (an ``operation`` on a key-value store). The
project's older ``{"action": "search" | "open" | "find", ...}`` objects are
still read and turned into these calls.
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
            "properties": {
                "url": {"type": "string", "description": "the page to fetch"},
                "goal": {"type": "string", "description": "what the agent is looking for on the page"},
            },
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
        "- `web_extractor` with `url` (and maybe a `goal`);\n"
        "- `dict_memory` with `operation` = add or update (with `dict`), retrieve or remove (with "
        "`key_list`), retrieve_all or remove_all."
    ),
    rules=(
        "- A search answers each query with about ten results, numbered `[1]`, `[2]` ..., each as "
        "the URL, then `Title:`, `Snippet:` and `Date:` lines (`N/A` for undated pages); several "
        "queries give one such list after another.\n"
        "- A fetched page is its readable text in Markdown (headings, tables, lists), without menus "
        "and ads; an unreachable page gives an error message.\n"
        "- Memory operations confirm what they did and name the keys; reading a missing key says it "
        "was not found.\n"
        "- Accuracy first: real entities and facts only, and snippets, pages and memory agree with "
        "each other and with earlier turns."
    ),
    output=OUTPUT_MARKER,
)

TEMPLATE = '{"name": "web_search", "arguments": {"queries": ["tallest building in Oslo"]}}'
INITIAL_STATE = "Search engine, fetcher and an empty memory. No queries yet."

_OLD = kinds(
    ActionKind("search", required={"query": "str"}, optional={"page": "int"}),
    ActionKind("open", required={"url": "str"}),
    ActionKind("find", required={"pattern": "str"}, optional={"url": "str"}),
)


def _from_old(obj: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    check_kinded_action(obj, "search", _OLD)
    kind = obj["action"]
    if kind == "search":
        return "web_search", {"queries": [obj["query"]]}
    if kind == "open":
        return "web_extractor", {"url": obj["url"]}
    if "url" not in obj:
        raise InvalidActionError("search action 'find' needs the url of the page to look in")
    return "web_extractor", {"url": obj["url"], "goal": f"find {obj['pattern']!r}"}


def check(domain: Domain, text: str, tools: ToolSchemas | None) -> CheckedAction:
    value = parse_json_action(text, domain.id)
    notices: tuple[str, ...] = ()
    if isinstance(value, dict) and "action" in value and "name" not in value:
        name, args = _from_old(value)
        notices = (f"older JSON action converted to a {name} call",)
    else:
        name, args = read_tool_call(text, domain.id)
    if name not in _SCHEMAS:
        raise InvalidActionError(f"unknown search tool {name!r}{suggest(name, list(_SCHEMAS))}; "
                                 f"use one of: {', '.join(_SCHEMAS)}")
    problems = argument_problems(name, args, _SCHEMAS[name])
    if name == "web_search" and not problems:
        if ("queries" in args) == ("query" in args):
            problems.append("'web_search' needs either 'queries' (a list) or 'query' (one string)")
        elif "queries" in args and not (args["queries"] and all(isinstance(q, str) and q.strip()
                                                                for q in args["queries"])):
            problems.append("'queries' of 'web_search' must be a non-empty list of strings")
    if name == "dict_memory" and not problems:
        op = args["operation"]
        needs = {"add": "dict", "update": "dict", "retrieve": "key_list", "remove": "key_list"}.get(op)
        if needs and needs not in args:
            problems.append(f"dict_memory '{op}' needs argument '{needs}'")
    if problems:
        raise InvalidActionError(problems[0])
    return CheckedAction(format_call(name, args), notices)


DOMAIN = Domain(
    id="search", title="Search", bench_task="search", wrapper="marker", system_prompt=PROMPT,
    state_label="Current State", action_template=TEMPLATE, initial_state=INITIAL_STATE,
    description="web search results, fetched pages and a key-value memory",
    action_format='{"name": "web_search" | "web_extractor" | "dict_memory", "arguments": {...}}',
    checker=check, fence="json", action_names=tuple(_SCHEMAS),
    aliases='{"action": "search" | "open" | "find", ...}',
)

TOOL_DEFINITIONS = pretty(TOOLS)
