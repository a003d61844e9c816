"""World genesis over `serve`: POST /v1/describe and the MCP tool describe_world, each against the real
server with the tiny model behind it (it writes gibberish: these check the plumbing, not the text)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Iterator

import pytest

from playground.world.store import load_session
from tests.agents.helpers import ROOT, keys
from tests.agents.test_http import TOKEN, Server
from tests.agents.test_mcp import _data, _error, mcp_client
from tests.childguard import popen_tied, stop

pytestmark = pytest.mark.slow  # a server process and its model process per test

SENTENCE = "a Django repo whose tests fail after a dependency bump"
# enough tokens to close the think block and write something, whatever the tiny weights say
PARAMS = {"max_tokens": 32, "reasoning_budget": 8, "ignore_eos": True}


@pytest.fixture
def http_server(tiny_model: Path, tmp_path: Path) -> Iterator[Server]:
    sessions = tmp_path / "served"
    env = {**os.environ, "AGENTWORLD_CONFIG": str(tmp_path / "config.toml"),
           "AGENTWORLD_SESSIONS_DIR": str(tmp_path / "s")}
    proc = popen_tied(
        [sys.executable, "-m", "playground", "serve", "--http", "--port", "0", "--model", str(tiny_model),
         "--token", TOKEN, "--sessions-dir", str(sessions), "--ctx", "4096", "--threads", "2",
         "--max-tokens", "32", "--seed", "11"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stderr is not None
        m = re.search(r"serving http://127\.0\.0\.1:(\d+)/v1", proc.stderr.readline())
        assert m
        srv = Server(proc, int(m.group(1)), sessions)
        deadline = time.monotonic() + 120
        while srv.call("GET", "/v1/health")[0] != 200:
            assert time.monotonic() < deadline
            time.sleep(0.1)
        yield srv
    finally:
        stop(proc, 20)


def test_http_describe_makes_a_session_from_a_sentence(http_server: Server) -> None:
    status, body, _ = http_server.call("POST", "/v1/describe", {"domain": "terminal", "sentence": SENTENCE,
                                                                "params": PARAMS, "title": "django"})
    assert status == 201, body
    assert body["steps"] == 0 and body["domain"] == "terminal" and body["title"] == "django"
    assert body["genesis"]["sentence"] == SENTENCE
    assert body["initial_state"] == body["genesis"]["state"] and body["initial_state"].strip()
    saved = load_session(http_server.sessions / f"{body['id']}.jsonl")
    assert saved.header.genesis == body["genesis"] and saved.header.initial_state == body["initial_state"]
    # the world is an ordinary session: a step continues it, its first turn shows the generated state
    status, step, _ = http_server.call("POST", f"/v1/sessions/{body['id']}/steps",
                                       {"action": keys("ls"), "params": {"max_tokens": 16}})
    assert status == 200, step
    first = load_session(http_server.sessions / f"{body['id']}.jsonl").steps[0]
    assert body["initial_state"] in first.message
    # bad requests: one-line JSON errors, nothing created
    before = sorted(http_server.sessions.iterdir())
    for payload, code, words in [({"domain": "terminal"}, 400, "needs 'sentence'"),
                                 ({"sentence": SENTENCE}, 400, "needs 'domain'"),
                                 ({"domain": "terminal", "sentence": "  "}, 400, "describe the world"),
                                 ({"domain": "termnal", "sentence": SENTENCE}, 400, "unknown domain"),
                                 ({"domain": "terminal", "sentence": SENTENCE, "state": "x"}, 400, "state")]:
        status, err, _ = http_server.call("POST", "/v1/describe", payload)
        assert status == code and words in err["error"] and "\n" not in err["error"], (payload, err)
    status, err, _ = http_server.call("GET", "/v1/describe")
    assert status == 405
    assert sorted(http_server.sessions.iterdir()) == before
    # the token is required like everywhere else
    status, _, _ = http_server.call("POST", "/v1/describe", {"domain": "terminal", "sentence": SENTENCE},
                                    headers={"Content-Type": "application/json"})
    assert status == 401


async def test_mcp_describe_world(tiny_model: Path, tmp_path: Path) -> None:
    async with mcp_client(tiny_model, tmp_path, "--ctx", "4096", "--max-tokens", "32") as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
        schema: dict[str, Any] = tools["describe_world"].input_schema
        assert set(schema["required"]) == {"domain", "sentence"}
        assert all(arg.get("description") for arg in schema["properties"].values())
        made = _data(await client.call_tool("describe_world", {"domain": "terminal", "sentence": SENTENCE,
                                                               "params": PARAMS}))
        assert made["steps"] == 0 and made["genesis"]["sentence"] == SENTENCE
        assert made["initial_state"] == made["genesis"]["state"]
        assert load_session(tmp_path / "served" / f"{made['id']}.jsonl").header.genesis == made["genesis"]
        step = _data(await client.call_tool("simulate_step", {"domain": "terminal", "session": made["id"],
                                                              "action": keys("ls")}))
        assert step["index"] == 1
        assert "describe the world" in _error(await client.call_tool("describe_world", {"domain": "terminal",
                                                                                        "sentence": " "}))
