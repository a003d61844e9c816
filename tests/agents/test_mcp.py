"""serve --mcp: a real MCP client (the official SDK) talks to the server over stdio, tiny model behind it."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest
from mcp import ClientSession, StdioServerParameters, stdio_client

from tests.agents.helpers import ROOT, TERMINAL_RULES, keys, recorded

TOOLS = {"simulate_step", "verify_plan", "list_sessions", "fork_session", "reset_session"}


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
                bad = await client.call_tool("no_such_tool", {})
                assert bad.is_error
                assert _data(await client.call_tool("list_sessions", {}))["sessions"]
