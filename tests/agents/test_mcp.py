"""serve --mcp: a real MCP client (the official SDK) talks to the server over stdio, tiny model behind it:
the tools and their schemas, a session, a cancelled call (stops, saves nothing), progress, states as
JSON values, numbers refused, and the escaped wire."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, AsyncIterator

import anyio
import pytest
from mcp import ClientSession, StdioServerParameters, stdio_client

from playground.world.store import create_session
from tests.agents.helpers import ROOT, TERMINAL_RULES, keys, recorded
from tests.childguard import popen_tied

TOOLS = {"simulate_step", "verify_plan", "list_sessions", "fork_session", "reset_session", "describe_world"}
# busy for many seconds whatever the weights say (the context holds it); a cancel ends it at once
LONG_STEP = {"max_tokens": 30000, "ignore_eos": True}
MCP_TOOLS_STATE = [{"name": "get_weather", "description": "Weather for a city",
                    "inputSchema": {"type": "object", "properties": {"city": {"type": "string"}}}}]


@asynccontextmanager
async def mcp_client(tiny_model: Path, tmp_path: Path, *extra: str) -> AsyncIterator[ClientSession]:
    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "playground", "serve", "--mcp", "--model", str(tiny_model), "--sessions-dir",
              str(tmp_path / "served"), "--threads", "2", "--seed", "3", *extra],
        env=dict(os.environ), cwd=str(ROOT))
    with (tmp_path / "server.err").open("w") as errlog:
        async with stdio_client(params, errlog=errlog) as (read, write):
            async with ClientSession(read, write) as client:
                await client.initialize()
                yield client


def _data(result: Any) -> Any:
    assert not result.is_error, result.content
    if result.structured_content is not None:
        return result.structured_content
    return json.loads(result.content[0].text)


def _error(result: Any) -> str:
    assert result.is_error
    text = result.content[0].text
    assert "\n" not in text.strip() and "Traceback" not in text
    return text


@pytest.mark.slow
async def test_mcp_session_over_stdio(tiny_model: Path, tmp_path: Path) -> None:
    served = tmp_path / "served"
    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "playground", "serve", "--mcp", "--model", str(tiny_model), "--sessions-dir", str(served),
              "--ctx", "2048", "--threads", "2", "--max-tokens", "24", "--seed", "3"],
        env=dict(os.environ), cwd=str(ROOT))
    with (tmp_path / "server.err").open("w") as errlog:
        async with stdio_client(params, errlog=errlog) as (read, write):
            async with ClientSession(read, write) as client:
                init = await client.initialize()
                assert init.server_info.name == "agentworld-play"
                assert "world model" in (init.instructions or "")

                tools = {t.name: t for t in (await client.list_tools()).tools}
                assert set(tools) == TOOLS
                assert "before a destructive" in tools["simulate_step"].description
                assert "action" in tools["simulate_step"].input_schema["required"]
                # what a client needs to decide and fill in: hints, argument descriptions, enums, bounds
                assert tools["list_sessions"].annotations.read_only_hint is True
                for name in ("simulate_step", "verify_plan", "fork_session", "reset_session"):
                    hints = tools[name].annotations
                    assert hints.read_only_hint is False and hints.destructive_hint is False, name
                step_args = tools["simulate_step"].input_schema["properties"]
                assert all(arg.get("description") for arg in step_args.values()), step_args
                assert {"terminal", "mcp", "swe"} <= set(step_args["domain"]["enum"])
                assert {"type": "array"} in step_args["state"]["anyOf"]
                samples = tools["verify_plan"].input_schema["properties"]["samples"]
                assert (samples["minimum"], samples["maximum"]) == (1, 20)

                # a new session, then a second step that continues it (the model predicts both)
                first = _data(await client.call_tool("simulate_step", {"domain": "terminal", "action": keys("ls")}))
                sid = first["session"]
                assert first["index"] == 1 and first["recorded"] is False and isinstance(first["warnings"], list)
                second = _data(await client.call_tool("simulate_step", {"domain": "terminal", "session": sid,
                                                                        "action": "pwd"}))
                assert second["session"] == sid and second["index"] == 2
                assert (served / f"{sid}.jsonl").is_file()

                listed = _data(await client.call_tool("list_sessions", {}))["sessions"]
                assert [(s["id"], s["steps"]) for s in listed] == [(sid, 2)]

                forked = _data(await client.call_tool("fork_session", {"session": sid, "step": 1}))
                assert forked["id"] != sid and forked["steps"] == 1 and forked["parent"] == {"session": sid, "step": 1}
                reset = _data(await client.call_tool("reset_session", {"session": sid}))
                assert reset["steps"] == 0 and reset["domain"] == "terminal"

                # verify_plan with recorded observations: the verdict is known
                verdict = _data(await client.call_tool("verify_plan", {
                    "domain": "terminal", "rules": TERMINAL_RULES, "initial_state": "root@box:/srv# ",
                    "actions": [recorded("echo done > /tmp/report.txt"), recorded("rm -rf /etc/nginx")]}))
                assert verdict["verdict"] == "violation" and "/etc/nginx was removed" in verdict["reason"]
                rules_obj = {"rule": [{"name": "no errors", "no_error": True}]}
                ok = _data(await client.call_tool("verify_plan", {
                    "domain": "terminal", "rules": rules_obj, "actions": [recorded("pwd", "/srv")]}))
                assert ok["verdict"] == "pass"

                # invalid calls: one-line errors the agent can act on, and the server keeps serving
                msg = _error(await client.call_tool("simulate_step", {"domain": "terminal",
                                                                      "action": [{"keys": "ls"}]}))
                assert "keystrokes" in msg
                assert "unknown domain" in _error(await client.call_tool("simulate_step", {"domain": "moon",
                                                                                           "action": "x"}))
                assert "no session" in _error(await client.call_tool("fork_session", {"session": "nope", "step": 0}))
                assert "is a terminal session, not mcp" in _error(await client.call_tool(
                    "simulate_step", {"domain": "mcp", "session": sid, "action": {"name": "x", "arguments": {}}}))
                assert "needs exactly one predicate" in _error(await client.call_tool(
                    "verify_plan", {"domain": "terminal", "actions": [recorded("pwd", "/srv")], "rules": "[[rule]]\n"}))
                assert "'samples' must be an integer from 1 to 20" in _error(await client.call_tool(
                    "verify_plan", {"domain": "terminal", "actions": [keys("pwd")], "rules": TERMINAL_RULES,
                                    "samples": 21}))
                for params, message in (({"max_tokens": 10**20}, "'max_tokens' must be from 1 to 1,048,576"),
                                        ({"temperature": float("inf")}, "'temperature' must be"),
                                        ({"top_k": -1}, "'top_k' must be from 0")):
                    assert message in _error(await client.call_tool("simulate_step", {
                        "domain": "terminal", "session": sid, "action": "ls", "params": params}))
                bad = await client.call_tool("no_such_tool", {})
                assert bad.is_error
                assert _data(await client.call_tool("list_sessions", {}))["sessions"]

                # an MCP session's state is its tool list: as its JSON text (which the SDK turns into a
                # list before the tool sees it), or as a list
                got = _data(await client.call_tool("simulate_step", {
                    "domain": "mcp", "state": json.dumps(MCP_TOOLS_STATE), "params": {"max_tokens": 8},
                    "action": {"name": "get_weather", "arguments": {"city": "Oslo"}}}))
                assert got["index"] == 1
                header = json.loads((served / f"{got['session']}.jsonl").read_text().splitlines()[0])
                assert json.loads(header["initial_state"]) == MCP_TOOLS_STATE
                checked = _data(await client.call_tool("verify_plan", {
                    "domain": "mcp", "initial_state": MCP_TOOLS_STATE,
                    "rules": {"rule": [{"name": "no errors", "no_error": True}]},
                    "actions": [{"action": {"name": "get_weather", "arguments": {"city": "Oslo"}},
                                 "observation": '{"temperature": 12}'}]}))
                assert checked["verdict"] == "pass"

@pytest.mark.slow
async def test_a_cancelled_call_stops_and_saves_nothing(tiny_model: Path, tmp_path: Path) -> None:
    """The client gives up on a long step (a cancel scope, then its own timeout): the generation stops,
    nothing is saved, and the next call does not wait for the abandoned one. Progress arrives while
    a step generates."""
    async with mcp_client(tiny_model, tmp_path, "--ctx", "32768", "--max-tokens", "16") as client:
        first = _data(await client.call_tool("simulate_step", {"domain": "terminal", "action": keys("ls")}))
        sid = first["session"]
        long_call = {"domain": "terminal", "session": sid, "action": keys("pwd"), "params": LONG_STEP}

        progress: list[tuple[float, float | None, str | None]] = []
        seen_at: list[float] = []

        async def on_progress(value: float, total: float | None, message: str | None) -> None:
            progress.append((value, total, message))
            seen_at.append(time.monotonic())

        with anyio.move_on_after(60) as scope:  # cancelled by the test once the step is well under way
            async with anyio.create_task_group() as tg:
                async def call() -> None:
                    await client.call_tool("simulate_step", long_call, progress_callback=on_progress)
                tg.start_soon(call)
                while len(progress) < 2:
                    await anyio.sleep(0.05)
                tg.cancel_scope.cancel()
        assert not scope.cancelled_caught  # the test cancelled it, not the 60 s bound
        values = [v for v, _, _ in progress]
        assert values == sorted(values) and values[0] > 0 and progress[0][1] == 30000
        assert "tokens" in (progress[-1][2] or "")
        # how long the abandoned step still had to go, at the pace this machine generated it (a loaded machine
        # is slower at both): the next call must not wait that long
        assert values[-1] > values[0]  # it moved between two reports: its pace is measured
        pace = (values[-1] - values[0]) / max(seen_at[-1] - seen_at[0], 1e-3)
        left = (30000 - values[-1]) / max(pace, 1e-3)

        t0 = time.monotonic()
        after = _data(await client.call_tool("simulate_step", {"domain": "terminal", "session": sid,
                                                               "action": keys("pwd")}))
        assert time.monotonic() - t0 < max(8, left / 2)  # the abandoned step was stopped
        assert after["index"] == 2  # the cancelled step was never saved

        # the client's own timeout: the same
        with pytest.raises(Exception, match="timed out"):
            await client.call_tool("simulate_step", long_call, read_timeout_seconds=1.5)
        t0 = time.monotonic()
        again = _data(await client.call_tool("simulate_step", {"domain": "terminal", "session": sid,
                                                               "action": keys("ls")}))
        assert time.monotonic() - t0 < max(8, left / 2) and again["index"] == 3
        listed = _data(await client.call_tool("list_sessions", {}))["sessions"]
        assert [(s["id"], s["steps"]) for s in listed] == [(sid, 3)]


@pytest.mark.slow
def test_the_wire_escapes_c1_controls_and_bidi_overrides(tiny_model: Path, tmp_path: Path) -> None:
    """The bytes on stdout (read raw, not through a client that decodes them): a title with U+009B
    (a one-character CSI) and U+202E travels as \\u009b / \\u202e, in the structured result and in
    the text an agent reads."""
    served = tmp_path / "served"
    served.mkdir()
    title = "report\u009b31m \u202eexe.txt"
    create_session(served, "terminal", title=title)
    proc = popen_tied(
        [sys.executable, "-m", "playground", "serve", "--mcp", "--model", str(tiny_model), "--sessions-dir",
         str(served)], cwd=ROOT, env=dict(os.environ), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL)
    assert proc.stdin is not None and proc.stdout is not None
    try:
        def send(msg: dict[str, Any]) -> None:
            assert proc.stdin is not None
            proc.stdin.write((json.dumps(msg) + "\n").encode())
            proc.stdin.flush()

        send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "raw", "version": "0"}}})
        assert json.loads(proc.stdout.readline())["id"] == 1
        send({"jsonrpc": "2.0", "method": "notifications/initialized"})
        send({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "list_sessions", "arguments": {}}})
        line = proc.stdout.readline()
    finally:
        proc.stdin.close()
        try:
            proc.wait(30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    assert "\u009b".encode() not in line and "\u202e".encode() not in line
    assert b"\\u009b" in line and b"\\u202e" in line
    result = json.loads(line)["result"]
    assert result["structuredContent"]["sessions"][0]["title"] == title  # the same data
    assert "\\u009b" in result["content"][0]["text"]  # and the text an agent reads shows the escape
