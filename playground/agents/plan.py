"""A plan: the actions an agent intends to run, in its domain's own action format.

A plan file is JSON or JSON Lines:

- a JSON array of entries, or an object ``{"domain": ..., "initial_state": ..., "system_prompt": ...,
  "actions": [entries]}``;
- JSON Lines: one entry per line.

An entry is the action itself (terminal: ``[{"keystrokes": "ls -la\\n", "duration": 0.5}]``, MCP:
``{"name": "send_email", "arguments": {...}}``, SWE: a ``str_replace_editor`` or ``execute_bash``
call ...), or ``{"action": <the action>, "observation": "..."}`` when the real environment's answer
to that step is already known (a recorded step: it becomes history, nothing is predicted for it;
``"observation": null`` means predict it). Such an object may also carry ``"state"``, the state
shown with that action. No domain's action has an ``observation`` field, so the two never mix.

A plan file is a regular file of at most 4 MiB; a plan (from a file or a client) nests at most 64
levels and holds at most a million values (:mod:`playground.agents.inputbounds`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from playground.agents.errors import PlanError
from playground.agents.inputbounds import (
    MAX_NESTING,
    MAX_PLAN_BYTES,
    MAX_PLAN_NODES,
    read_regular_file,
    value_shape_problem,
)
from playground.world.domains import Domain, get_domain, tool_schemas
from playground.world.errors import InvalidActionError, UnknownDomainError

MAX_ENTRIES = 1000
_WRAPPER_KEYS = {"action", "observation", "state"}


@dataclass(frozen=True)
class PlanEntry:
    action: str  # as written (JSON text for structured actions); validated and normalized later
    observation: str | None = None  # recorded: known, not predicted
    state: str | None = None
    where: str = ""  # "line 3" / "action 2", for messages

    @property
    def recorded(self) -> bool:
        return self.observation is not None


@dataclass(frozen=True)
class Plan:
    entries: tuple[PlanEntry, ...]
    name: str = "plan"
    domain: str | None = None
    initial_state: str | None = None
    system_prompt: str | None = None

    @property
    def predicted(self) -> int:
        """How many entries need the model."""
        return sum(1 for e in self.entries if not e.recorded)

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "domain": self.domain, "actions": len(self.entries),
                "recorded": len(self.entries) - self.predicted}


def _action_text(value: Any, where: str) -> str:
    if isinstance(value, str):
        return value
    if value is None:
        raise PlanError(f"{where}: the action is missing")
    return json.dumps(value, ensure_ascii=False)


def entry_from_value(value: Any, where: str) -> PlanEntry:
    """One plan entry from parsed JSON (see the module docstring)."""
    if isinstance(value, dict) and "observation" in value:
        extra = sorted(set(value) - _WRAPPER_KEYS)
        if extra:
            raise PlanError(f"{where}: a recorded step holds action, observation and state; unknown key '{extra[0]}'")
        obs, state = value.get("observation"), value.get("state")
        if obs is not None and not isinstance(obs, str):
            raise PlanError(f"{where}: 'observation' must be text (or null to predict it)")
        if state is not None and not isinstance(state, str):
            raise PlanError(f"{where}: 'state' must be text")
        return PlanEntry(_action_text(value.get("action"), where), obs, state, where)
    return PlanEntry(_action_text(value, where), None, None, where)


def plan_from_value(value: Any, *, name: str = "plan", domain: str | None = None,
                    initial_state: str | None = None, system_prompt: str | None = None) -> Plan:
    """A plan from parsed JSON: a list of entries or an object with ``actions``."""
    _check_shape(value, name)
    if isinstance(value, dict):
        unknown = sorted(set(value) - {"domain", "initial_state", "system_prompt", "actions", "title"})
        if unknown:
            raise PlanError(f"{name}: unknown key '{unknown[0]}' (a plan object has domain, initial_state, "
                            "system_prompt and actions)")
        for key in ("domain", "initial_state", "system_prompt"):
            if value.get(key) is not None and not isinstance(value[key], str):
                raise PlanError(f"{name}: '{key}' must be a string")
        domain = value.get("domain") or domain
        initial_state = value.get("initial_state", initial_state)
        system_prompt = value.get("system_prompt", system_prompt)
        value = value.get("actions")
    if not isinstance(value, list):
        raise PlanError(f"{name}: a plan is a JSON list of actions (or an object with an 'actions' list)")
    if not value:
        raise PlanError(f"{name}: the plan has no actions")
    if len(value) > MAX_ENTRIES:
        raise PlanError(f"{name}: {len(value)} actions; a plan holds at most {MAX_ENTRIES}")
    entries = tuple(entry_from_value(v, f"action {i}") for i, v in enumerate(value, 1))
    return Plan(entries, name, domain, initial_state, system_prompt)


def _check_shape(value: Any, where: str) -> None:
    problem = value_shape_problem(value, max_nodes=MAX_PLAN_NODES)
    if problem:
        raise PlanError(f"{where}: the plan {problem}")


def load_plan(path: str | Path, *, domain: str | None = None) -> Plan:
    """Read a plan file (JSON or JSON Lines): a regular file (not a FIFO or a device) of at most 4 MiB."""
    p = Path(path)
    text = read_regular_file(p, limit=MAX_PLAN_BYTES, what="plan file", error=PlanError)
    name = p.stem
    try:
        return plan_from_value(json.loads(text), name=name, domain=domain)
    except RecursionError:
        raise PlanError(f"{p.name}: the JSON nests more than {MAX_NESTING} levels") from None
    except json.JSONDecodeError as whole:
        lines = [(i, ln) for i, ln in enumerate(text.splitlines(), 1) if ln.strip()]
        if len(lines) < 2:
            raise PlanError(f"{p.name} is not valid JSON: {whole.msg} "
                            f"(line {whole.lineno}, column {whole.colno})") from None
    entries = []
    for i, ln in lines:
        try:
            value = json.loads(ln)
        except (json.JSONDecodeError, RecursionError) as e:
            msg = e.msg if isinstance(e, json.JSONDecodeError) else "nested too deeply"
            raise PlanError(f"{p.name} line {i} is not valid JSON: {msg}") from None
        _check_shape(value, f"{p.name} line {i}")
        entries.append(entry_from_value(value, f"line {i}"))
    if len(entries) > MAX_ENTRIES:
        raise PlanError(f"{p.name}: {len(entries)} actions; a plan holds at most {MAX_ENTRIES}")
    return Plan(tuple(entries), name, domain)


def resolve_domain(*candidates: tuple[str, str | None]) -> Domain:
    """The domain named by the first source that names one; PlanError when two sources disagree."""
    chosen: tuple[str, Domain] | None = None
    for source, name in candidates:
        if not name:
            continue
        try:
            d = get_domain(name)
        except UnknownDomainError as e:
            raise PlanError(f"{source}: {e}") from None
        if chosen is None:
            chosen = (source, d)
        elif chosen[1].id != d.id:
            raise PlanError(f"conflicting domains: {chosen[1].id} ({chosen[0]}) and {d.id} ({source})")
    if chosen is None:
        raise PlanError("which domain does the plan act in? give --domain, or 'domain' in the plan or the rules")
    return chosen[1]


def validate_plan(plan: Plan, domain: Domain, *, tools: Any = None) -> list[str]:
    """Every action checked with the domain's rules before anything runs; the normalized actions.

    ``tools`` (MCP): the tools the session offers, as ``Session.tools`` gives them (default: from
    the plan's initial state, else the domain's example state).
    """
    if tools is None and domain.id == "mcp":
        tools = tool_schemas(plan.initial_state if plan.initial_state is not None else domain.initial_state)
    out = []
    for e in plan.entries:
        try:
            out.append(domain.validate_action(e.action, tools=tools))
        except InvalidActionError as err:
            raise PlanError(f"{plan.name} {e.where}: {err}") from None
    return out


__all__ = ["Plan", "PlanEntry", "load_plan", "plan_from_value", "entry_from_value", "resolve_domain",
           "validate_plan"]
