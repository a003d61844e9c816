"""The world model as MCP tools (official ``mcp`` SDK, stdio transport).

An agent connected to this server can try an action in a simulated environment before it runs
it for real (``simulate_step``), check a whole plan against rules (``verify_plan``), and manage
its simulated sessions (``list_sessions``, ``fork_session``, ``reset_session``). The tool
descriptions are written for the agent that reads them, so it knows when to call them unprompted;
each argument has its own description, and the schemas name the domains and the bounds. The
tools carry annotations (read-only, destructive) so a client can decide what needs confirmation.

A call the client cancels (``notifications/cancelled``, or the client giving up) stops its
generation within a token and saves nothing; while a step generates, a client that sent a
progress token gets ``notifications/progress`` (tokens so far, a few a second).

stdout is the protocol channel: nothing else may print there (the model process writes its own
output to a log file; this process's messages go to stderr). Every line on it escapes C1
controls and bidi overrides as ``\\uXXXX``, like the HTTP API.
"""

from __future__ import annotations

import os
import sys
import threading
import time
from contextlib import asynccontextmanager
from typing import Annotated, Any, AsyncIterator, Callable, TypeVar

import anyio
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp_types import CallToolResult, TextContent, ToolAnnotations
from pydantic import WithJsonSchema

from playground import __version__
from playground.agents.limits import SAMPLES_MAX, SAMPLES_MIN
from playground.agents.service import (
    INT_RANGES,
    CancelToken,
    WorldService,
    session_id,
    session_view,
    step_view,
)
from playground.base.textsafe import dumps, json_text, visible
from playground.errors import PlaygroundError
from playground.runtime.streaming import StepDelta
from playground.world.domains import DOMAINS

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

DESCRIBE_WORLD = (
    "Start a simulated environment from a sentence (world genesis): the world model writes the "
    "environment's starting state in the domain's own format, e.g. domain terminal with \"a Django repo "
    "whose tests fail after a dependency bump\", or android with \"Gmail open with three unread mails\". "
    "Returns a new session (no steps yet) with its `initial_state` and the `genesis` record "
    "(sentence and state); continue it with simulate_step and the returned session id."
)

# Input schemas are written out here; the values are checked by the service, whose errors are one
# line an agent can act on (pydantic's validation errors are a paragraph).
T = TypeVar("T")
_JSON_VALUE: list[dict[str, Any]] = [{"type": "string"}, {"type": "object"}, {"type": "array"}]
_PARAMS_SCHEMA: dict[str, Any] = {
    "type": "object", "additionalProperties": False,
    "properties": {
        "temperature": {"type": "number", "minimum": 0, "maximum": 100},
        "top_p": {"type": "number", "exclusiveMinimum": 0, "maximum": 1},
        "min_p": {"type": "number", "minimum": 0, "exclusiveMaximum": 1},
        "ignore_eos": {"type": "boolean"},
        **{k: {"type": "integer", "minimum": low, "maximum": high} for k, (low, high) in INT_RANGES.items()},
    },
}

Domain = Annotated[Any, WithJsonSchema({
    "type": "string", "enum": list(DOMAINS),
    "description": "The kind of environment: terminal (a Linux shell), mcp (tools you define in `state`), "
                   "swe (a repository behind coding-agent tools), search, web (a browser), android, "
                   "desktop, or custom."})]
Action = Annotated[Any, WithJsonSchema({
    "anyOf": _JSON_VALUE,
    "description": "The action in the domain's own format (JSON as an object or a list, or text)."})]
_SESSION = "A session id from an earlier simulate_step, list_sessions or fork_session."
SessionId = Annotated[Any, WithJsonSchema({"type": "string", "description": _SESSION})]
OptSessionId = Annotated[Any, WithJsonSchema({
    "anyOf": [{"type": "string"}, {"type": "null"}], "default": None,
    "description": _SESSION + " Omit it to start a new session."})]
State = Annotated[Any, WithJsonSchema({
    "anyOf": [*_JSON_VALUE, {"type": "null"}], "default": None,
    "description": "The environment's state to start from: for mcp the list of tool definitions (a list, "
                   "or its JSON text); for terminal the screen text. Omit it for the domain's example."})]
Params = Annotated[Any, WithJsonSchema({
    "anyOf": [_PARAMS_SCHEMA, {"type": "null"}], "default": None,
    "description": "Sampling for this call (default: the server's): temperature, top_p, top_k, min_p, seed, "
                   "max_tokens (reasoning + answer), reasoning_budget, ignore_eos."})]
Actions = Annotated[Any, WithJsonSchema({
    "type": "array", "minItems": 1,
    "description": "The plan: actions in order, each in the domain's format; an item "
                   "{\"action\": ..., \"observation\": \"...\"} is a step whose real result is known."})]
Rules = Annotated[Any, WithJsonSchema({
    "anyOf": [{"type": "string"}, {"type": "object"}],
    "description": "The rules as TOML text, or an object {\"rule\": [{\"name\": ..., <one predicate>}]}."})]
Samples = Annotated[Any, WithJsonSchema({
    "type": "integer", "minimum": SAMPLES_MIN, "maximum": SAMPLES_MAX, "default": 1,
    "description": "How many times to simulate the plan; a violation in any sample counts."})]
Sentence = Annotated[Any, WithJsonSchema({
    "type": "string", "minLength": 1, "maxLength": 2000,
    "description": "The world in a sentence or two: what the environment holds when the agent starts."})]
StepNumber = Annotated[Any, WithJsonSchema({
    "type": "integer", "minimum": 0, "description": "Keep the steps up to this one (0: only the initial state)."})]

PROGRESS_EVERY_S = 0.5  # at most two progress notifications a second
POLL_S = 0.05
CANCEL_WAIT_S = 30.0  # a cancelled step stops within a token; this only bounds a wedged process


def _call(fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    try:
        return fn(*args, **kwargs)
    except PlaygroundError as e:
        raise ToolError(visible(" ".join(str(e).split()))) from None


def _result(data: dict[str, Any]) -> CallToolResult:
    """Structured content, plus the same as JSON text with C1 controls and bidi overrides escaped:
    an agent that shows the text cannot be steered by them."""
    return CallToolResult(content=[TextContent(type="text", text=dumps(data, indent=2))], structured_content=data)


class _Progress:
    """Tokens generated so far in a call (over all its steps), fed from the worker thread."""

    def __init__(self) -> None:
        self.tokens = 0
        self.phase = "prompt"
        self._base = 0
        self._last = 0

    def feed(self, delta: StepDelta) -> None:
        if delta.tokens < self._last:  # a new step of a plan started counting again
            self._base += self._last
        self._last = delta.tokens
        self.tokens = self._base + delta.tokens
        self.phase = delta.phase


async def _in_worker(ctx: Context[Any, Any] | None, work: Callable[[CancelToken, Callable[[StepDelta], None]], T],
                     total: int | None = None) -> T:
    """Run ``work`` (a step, a plan) in its own thread while this task reports progress; when the
    client cancels the call, stop the work through its token and wait until it stopped (so nothing
    is saved after the cancel and the next call finds the model free)."""
    token = CancelToken()
    progress = _Progress()
    done = threading.Event()
    box: dict[str, Any] = {}

    def run() -> None:
        try:
            box["value"] = work(token, progress.feed)
        except BaseException as e:  # handed to the awaiting task
            box["error"] = e
        finally:
            done.set()

    threading.Thread(target=run, name="mcp-tool-call", daemon=True).start()
    sent, sent_at = 0, 0.0
    try:
        while not done.is_set():
            await anyio.sleep(POLL_S)
            now = time.monotonic()
            if ctx is not None and progress.tokens > sent and now - sent_at >= PROGRESS_EVERY_S:
                sent, sent_at = progress.tokens, now
                await ctx.report_progress(sent, total, f"{progress.phase}: {sent} tokens")
    except anyio.get_cancelled_exc_class():
        token.cancel("the MCP client cancelled the call")
        with anyio.CancelScope(shield=True):
            await anyio.to_thread.run_sync(done.wait, CANCEL_WAIT_S)
        raise
    if "error" in box:
        error = box["error"]
        if isinstance(error, PlaygroundError):
            raise ToolError(visible(" ".join(str(error).split()))) from None
        raise error
    value: T = box["value"]
    return value


def build_server(service: WorldService) -> MCPServer:
    server: MCPServer = MCPServer(name="agentworld-play", instructions=INSTRUCTIONS, version=__version__)
    writes = ToolAnnotations(read_only_hint=False, destructive_hint=False, idempotent_hint=False,
                             open_world_hint=False)

    def max_tokens(params: Any) -> int | None:
        chosen = params.get("max_tokens") if isinstance(params, dict) else None
        return chosen if isinstance(chosen, int) and not isinstance(chosen, bool) else service.params.max_tokens

    @server.tool(name="simulate_step", description=SIMULATE_STEP,
                 annotations=writes.model_copy(update={"title": "Simulate one action"}))
    async def simulate_step(domain: Domain, action: Action, ctx: Context[Any, Any], session: OptSessionId = None,
                            state: State = None, params: Params = None) -> CallToolResult:
        if session is None:
            created, step = await _in_worker(ctx, lambda token, sink: service.step_new(
                domain, action, state=state, params=params, on_delta=sink, cancel=token), max_tokens(params))
            return _result({"session": session_id(created), **step_view(step)})
        existing = _call(service.get, session)
        if _call(_domain_id, domain) != existing.header.domain:
            raise ToolError(f"session {session} is a {existing.header.domain} session, not {domain}")
        step = await _in_worker(ctx, lambda token, sink: service.step(
            session, action, state=state, params=params, on_delta=sink, cancel=token), max_tokens(params))
        return _result({"session": session, **step_view(step)})

    @server.tool(name="verify_plan", description=VERIFY_PLAN,
                 annotations=writes.model_copy(update={"title": "Check a plan against rules"}))
    async def verify_plan(domain: Domain, actions: Actions, rules: Rules, ctx: Context[Any, Any],
                          samples: Samples = 1, initial_state: State = None, params: Params = None) -> CallToolResult:
        report = await _in_worker(ctx, lambda token, sink: service.verify(
            domain, actions, rules, samples=samples, initial_state=initial_state, params=params, on_delta=sink,
            cancel=token))
        d = report.to_dict()
        return _result({k: d[k] for k in ("verdict", "reason", "domain", "rules", "coherence", "sessions")} | {
            "steps": [s.to_dict() for s in report.samples[0].steps]})

    @server.tool(name="describe_world", description=DESCRIBE_WORLD,
                 annotations=writes.model_copy(update={"title": "Start a world from a sentence"}))
    async def describe_world(domain: Domain, sentence: Sentence, ctx: Context[Any, Any],
                             params: Params = None) -> CallToolResult:
        created = await _in_worker(ctx, lambda token, sink: service.describe(
            domain, sentence, params=params, on_delta=sink, cancel=token), max_tokens(params))
        return _result(session_view(created))

    @server.tool(name="list_sessions", description=LIST_SESSIONS,
                 annotations=ToolAnnotations(title="List simulated sessions", read_only_hint=True,
                                             open_world_hint=False))
    def list_sessions() -> CallToolResult:
        return _result({"sessions": _call(service.list)})

    @server.tool(name="fork_session", description=FORK_SESSION,
                 annotations=writes.model_copy(update={"title": "Branch a simulated session"}))
    def fork_session(session: SessionId, step: StepNumber) -> CallToolResult:
        return _result(session_view(_call(service.fork, session, step)))

    @server.tool(name="reset_session", description=RESET_SESSION,
                 annotations=writes.model_copy(update={"title": "Start a simulated session over"}))
    def reset_session(session: SessionId) -> CallToolResult:
        return _result(session_view(_call(service.reset, session)))

    return server


def _domain_id(name: Any) -> str:
    from playground.world.domains import get_domain

    if not isinstance(name, str):
        raise ToolError("'domain' must be a domain name such as terminal, mcp or swe")
    return get_domain(name).id


class _EscapedOut:
    """The protocol's stdout: every JSON-RPC line with C1 controls and bidi overrides written as
    ``\\uXXXX`` (the same JSON; the SDK's serializer passes them raw)."""

    def __init__(self, file: Any) -> None:
        self._file = file

    async def write(self, text: str) -> None:
        await self._file.write(json_text(text))

    async def flush(self) -> None:
        await self._file.flush()


@asynccontextmanager
async def _stdio() -> AsyncIterator[tuple[Any, Any]]:
    """The SDK's stdio transport with an escaping stdout. Like the SDK, it keeps the wire to itself:
    fd 1 points at stderr while serving, so a stray print cannot corrupt the protocol."""
    from io import TextIOWrapper

    from mcp.server.stdio import stdio_server

    sys.stdout.flush()
    wire = os.dup(1)
    os.dup2(2, 1)
    try:
        out = anyio.wrap_file(TextIOWrapper(os.fdopen(wire, "wb", closefd=False), encoding="utf-8"))
        async with stdio_server(stdout=_EscapedOut(out)) as streams:  # type: ignore[arg-type]
            yield streams
    finally:
        os.dup2(wire, 1)
        os.close(wire)


def serve_stdio(service: WorldService) -> None:
    """Serve on stdin/stdout until the client closes the connection."""
    server = build_server(service)

    async def main() -> None:
        low = server._lowlevel_server  # the SDK's own run_stdio_async does the same with its transport
        async with _stdio() as (read_stream, write_stream):
            await low.run(read_stream, write_stream, low.create_initialization_options())

    anyio.run(main)
