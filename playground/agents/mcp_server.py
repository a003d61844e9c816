"""The world model as MCP tools (official ``mcp`` SDK, stdio transport).

An agent connected to this server can try an action in a simulated environment before it runs
it for real (``simulate_step``), check a whole plan against rules (``verify_plan``), and manage
its simulated sessions (``list_sessions``, ``fork_session``, ``reset_session``). The tool
descriptions are written for the agent that reads them, so it knows when to call them unprompted.

stdout is the protocol channel: nothing else may print there (the model process writes its own
output to a log file; this process's messages go to stderr).
"""

from __future__ import annotations

from typing import Any

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError

from playground import __version__
from playground.agents.service import WorldService, session_id, session_view, step_view
from playground.errors import PlaygroundError

INSTRUCTIONS = (
    "A world model that predicts what an environment (a Linux terminal, MCP tools, a code repository "
    "behind coding-agent tools, web search, a browser, an Android phone, a desktop) returns after an "
    "action, without touching any real system. Use it to look before you leap: simulate a risky "
    "action or a whole plan first, read the predicted result, and only then act for real. "
    "Predictions can be wrong; a step that carries warnings is less reliable."
)

SIMULATE_STEP = (
    "Predict what an environment would return for one action, without running it for real. Call this "
    "before a destructive or irreversible action (rm, overwriting a file, a database write, sending a "
    "message, git push, a payment) to see what it would do, or to try an action in an environment you "
    "do not have. Give `session` (from an earlier call) to continue that simulated environment: earlier "
    "steps are remembered, so chain calls to simulate a sequence. Without `session` a new one starts, "
    "from `state` if you give it (MCP: the list of tool definitions; terminal: the screen). "
    "`domain`: terminal, mcp, swe, search, web, android, desktop or custom. `action` in the domain's own "
    'format: terminal `[{"keystrokes": "ls -la\\n", "duration": 0.5}]`; mcp `{"name": "tool", '
    '"arguments": {...}}`; swe `{"name": "execute_bash", "arguments": {"command": "pytest -q"}}` or '
    '`{"name": "str_replace_editor", "arguments": {"command": "view", "path": "/repo/x.py"}}`. '
    "Returns the predicted observation, warnings (when present the prediction may be unreliable) and "
    "the session id to continue with."
)

VERIFY_PLAN = (
    "Check a whole plan before executing it: the actions are simulated in order and the predicted "
    "results are judged by rules, e.g. 'no file outside /tmp is deleted', 'no mail goes to an outside "
    "address', 'the tests still pass'. Call this before running a multi-step plan that changes "
    "things. `actions`: a list of actions in the domain's format (an item may be "
    '{"action": ..., "observation": "..."} for a step whose real result you already know). `rules`: '
    "TOML text or an object with a `rule` list; each rule has a `name` and one predicate: "
    "must_contain / must_not_contain (text), must_match / must_not_match (regex), json_path with "
    "equals / not_equals / contains / not_contains / matches / not_matches / exists (JSON tool "
    "results), path_exists / path_absent / not_deleted (with allow) / file_contains {path, text} "
    "(terminal and swe files), no_error = true; optional when = each|last|any, tool, step. Example: "
    '{"rule": [{"name": "keep /etc", "not_deleted": "/etc"}, {"name": "no errors", "no_error": true}]}. '
    "Returns verdict pass, violation (a rule broke; evidence per step) or unverifiable (the simulation "
    "decohered or a rule could not be judged: do not treat it as safe)."
)

LIST_SESSIONS = (
    "List the simulated sessions on this server, newest first: id, domain, title and number of steps. "
    "Use it to find a session id to continue with simulate_step, or to fork or reset."
)

FORK_SESSION = (
    "Branch a simulated session after step `step` to try an alternative from that point (the original "
    "is kept unchanged). step 0 keeps only the initial state. Returns the new session's id and history; "
    "continue it with simulate_step."
)

RESET_SESSION = (
    "Start a simulated session over: returns a new session with the same domain, initial state and "
    "system prompt and no steps (the old one is kept). Use it when a simulation went off track."
)


def _call(fn: Any, *args: Any, **kwargs: Any) -> Any:
    try:
        return fn(*args, **kwargs)
    except PlaygroundError as e:
        raise ToolError(str(e)) from None


def build_server(service: WorldService) -> MCPServer:
    server: MCPServer = MCPServer(name="agentworld-play", instructions=INSTRUCTIONS, version=__version__)

    @server.tool(name="simulate_step", description=SIMULATE_STEP)
    def simulate_step(domain: str, action: str | dict[str, Any] | list[Any], session: str | None = None,
                      state: str | None = None) -> dict[str, Any]:
        if session is None:
            created, step = _call(service.step_new, domain, action, state=state)
            return {"session": session_id(created), **step_view(step)}
        existing = _call(service.get, session)
        if _call(_domain_id, domain) != existing.header.domain:
            raise ToolError(f"session {session} is a {existing.header.domain} session, not {domain}")
        step = _call(service.step, session, action, state=state)
        return {"session": session, **step_view(step)}

    @server.tool(name="verify_plan", description=VERIFY_PLAN)
    def verify_plan(domain: str, actions: list[Any], rules: str | dict[str, Any], samples: int = 1,
                    initial_state: str | None = None) -> dict[str, Any]:
        report = _call(service.verify, domain, actions, rules, samples=samples, initial_state=initial_state)
        d = report.to_dict()
        return {k: d[k] for k in ("verdict", "reason", "domain", "rules", "coherence", "sessions")} | {
            "steps": [s.to_dict() for s in report.samples[0].steps]}

    @server.tool(name="list_sessions", description=LIST_SESSIONS)
    def list_sessions() -> dict[str, Any]:
        return {"sessions": _call(service.list)}

    @server.tool(name="fork_session", description=FORK_SESSION)
    def fork_session(session: str, step: int) -> dict[str, Any]:
        return session_view(_call(service.fork, session, step))

    @server.tool(name="reset_session", description=RESET_SESSION)
    def reset_session(session: str) -> dict[str, Any]:
        return session_view(_call(service.reset, session))

    return server


def _domain_id(name: str) -> str:
    from playground.world.domains import get_domain

    return get_domain(name).id


def serve_stdio(service: WorldService) -> None:
    """Serve on stdin/stdout until the client closes the connection."""
    import anyio

    anyio.run(build_server(service).run_stdio_async)
