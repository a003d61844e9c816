"""The environments a world model can play: what each one tracks, how actions look, how answers look.

Qwen-AgentWorld was trained on seven domains (MCP tools, search, terminal,
SWE tools, Android, web, desktop OS); "custom" is for anything else. One module
per domain holds its built-in system prompt (the project's own text), its
official action format and the check that reads it, a template and an example
state. A session may carry its own system prompt (imported benchmark rows and
pulled official prompts do); that one wins over these.

Text domains answer after an ``**Environment Observation:**`` line, GUI
domains (android, web, desktop) inside ``<predicted_observation>`` tags;
parsing.py accepts either and notes the mismatch.
"""

from __future__ import annotations

from playground.world.domains import android, custom, desktop, mcp, search, swe, terminal, web
from playground.world.domains.base import (
    OBSERVATION_MARKER,
    OBSERVATION_TAG,
    TAG_CLOSE,
    TAG_OPEN,
    ActionKind,
    CheckedAction,
    Domain,
    Fence,
    ToolSchemas,
    Wrapper,
    check_kinded_action,
    parse_json_action,
    suggest,
)
from playground.world.domains.terminal import command_to_steps
from playground.world.domains.toolcalls import tool_definitions, tool_names, tool_schemas
from playground.world.errors import TaskNotShownError, UnknownDomainError

__all__ = [
    "DOMAINS", "OBSERVATION_MARKER", "OBSERVATION_TAG", "TAG_CLOSE", "TAG_OPEN", "ActionKind", "CheckedAction",
    "Domain", "Fence", "ToolSchemas", "Wrapper", "check_kinded_action", "command_to_steps",
    "domain_for_bench_task", "get_domain", "parse_json_action", "tool_definitions", "tool_names", "tool_schemas",
    "builtin_tool_definitions", "check_task", "fill_prompt", "session_tool_text",
]

DOMAINS: dict[str, Domain] = {
    d.id: d for d in (mcp.DOMAIN, search.DOMAIN, terminal.DOMAIN, swe.DOMAIN, android.DOMAIN, web.DOMAIN,
                      desktop.DOMAIN, custom.DOMAIN)
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
            f"unknown domain {domain_id!r}{suggest(key, list(DOMAINS))}; choose one of: {', '.join(DOMAINS)}"
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


def builtin_tool_definitions(domain_id: str) -> str | None:
    """The tool definitions a domain brings itself (search, SWE), as pretty JSON; None for the others."""
    return {"search": search.TOOL_DEFINITIONS, "swe": swe.TOOL_DEFINITIONS}.get(domain_id)


def session_tool_text(domain: Domain, state: str | None) -> str | None:
    """The tool list a tool domain's session declares, as its system prompt shows it: the session's
    state when that lists tools, else the domain's built-in definitions; None outside tool domains."""
    if not domain.tools_in_system:
        return None
    if state is not None and tool_definitions(state) is not None:
        return state.strip()
    return builtin_tool_definitions(domain.id)


def fill_prompt(template: str, tools: str | None) -> str:
    """A system prompt template (official or built-in) with its slots filled: the tools listed, no
    demonstrations."""
    listed = tools.strip() if tools and tools.strip() else "(none declared)"
    return template.replace("{tool_definitions}", listed).replace("{demonstrations}", "")


def check_task(domain: Domain, task: str | None) -> None:
    """TaskNotShownError for a task given to a domain whose turns carry none (it would be lost silently)."""
    if task is not None and task.strip() and not domain.task_label:
        with_one = ", ".join(d.id for d in DOMAINS.values() if d.task_label)
        raise TaskNotShownError(f"{domain.id} turns have no task instruction (the benchmark's {domain.id} rows "
                                f"carry none); domains with one: {with_one}")
