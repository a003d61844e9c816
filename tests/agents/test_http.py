"""serve --http: a real client against the running server (tiny model): sessions, steps, streaming,
a full queue, bad input, oversized bodies, tokens, and the refusal to bind the network without one."""

from __future__ import annotations

import http.client
import json
import os
import re
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Iterator

import pytest

from tests.agents.helpers import ROOT, TERMINAL_RULES, keys, recorded

pytestmark = pytest.mark.slow  # a server process and its model process per module

TOKEN = "s3cret-token"
HEADERS = {"Authorization": f"Bearer {TOKEN}", "Content-Type": "application/json"}
# a short system prompt keeps the tiny model's prompt evaluation short on a busy CI machine
SHORT = {"domain": "terminal", "system_prompt": "You simulate a Linux terminal."}


class Server:
    def __init__(self, proc: subprocess.Popen[str], port: int, sessions: Path) -> None:
        self.proc, self.port, self.sessions = proc, port, sessions

    def conn(self) -> http.client.HTTPConnection:
        return http.client.HTTPConnection("127.0.0.1", self.port, timeout=120)

    def call(self, method: str, path: str, body: Any = None, *, headers: dict[str, str] | None = None,
             raw: bytes | None = None) -> tuple[int, Any, http.client.HTTPResponse]:
        c = self.conn()
        data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
        c.request(method, path, body=data, headers=HEADERS if headers is None else headers)
        r = c.getresponse()
        payload = r.read()
        c.close()
        return r.status, json.loads(payload) if payload else None, r


@pytest.fixture(scope="module")
def server(tiny_model: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    d = tmp_path_factory.mktemp("http")
    sessions = d / "served"
    env = {**os.environ, "AGENTWORLD_CONFIG": str(d / "config.toml"), "AGENTWORLD_SESSIONS_DIR": str(d / "s")}
    proc = subprocess.Popen(
        [sys.executable, "-m", "playground", "serve", "--http", "--port", "0", "--model", str(tiny_model),
         "--token", TOKEN, "--queue", "0", "--max-body", "4096", "--sessions-dir", str(sessions),
         "--ctx", "2048", "--threads", "2", "--max-tokens", "32", "--seed", "11"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stderr is not None
        line = proc.stderr.readline()
        m = re.search(r"serving http://127\.0\.0\.1:(\d+)/v1 \(token required\)", line)
        assert m, line
        srv = Server(proc, int(m.group(1)), sessions)
        deadline = time.monotonic() + 120
        while srv.call("GET", "/v1/health")[1]["state"] == "loading":
            assert time.monotonic() < deadline
            time.sleep(0.1)
        yield srv
    finally:
        proc.terminate()
        try:
            proc.wait(20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def events(resp: http.client.HTTPResponse) -> Iterator[tuple[str, dict[str, Any]]]:
    """Server-sent events as (event, data) while they arrive."""
    event, data = "message", ""
    while True:
        line = resp.fp.readline().decode("utf-8")
        if not line:
            return
        line = line.rstrip("\n")
        if line.startswith("event: "):
            event = line[7:]
        elif line.startswith("data: "):
            data = line[6:]
        elif line == "" and data:
            yield event, json.loads(data)
            event, data = "message", ""


def test_sessions_and_steps(server: Server) -> None:
    status, health, _ = server.call("GET", "/v1/health")
    assert status == 200 and health["state"] == "ready" and health["model"].endswith(".gguf")
    status, body, _ = server.call("GET", "/v1/domains")
    assert {"terminal", "mcp", "swe"} <= {d["id"] for d in body["domains"]}

    status, created, _ = server.call("POST", "/v1/sessions", {**SHORT, "initial_state": "root@box:/srv# ",
                                                              "title": "http test"})
    assert status == 201 and created["steps"] == 0 and created["title"] == "http test"
    sid = created["id"]
    assert (server.sessions / f"{sid}.jsonl").is_file()

    status, step, _ = server.call("POST", f"/v1/sessions/{sid}/steps", {"action": keys("ls")})
    assert status == 200 and step["index"] == 1 and step["recorded"] is False and "reasoning" in step
    status, step, _ = server.call("POST", f"/v1/sessions/{sid}/steps",
                                  {"action": "pwd", "observation": "root@box:/srv# pwd\n/srv\nroot@box:/srv# "})
    assert status == 200 and step["index"] == 2 and step["recorded"] is True

    status, got, _ = server.call("GET", f"/v1/sessions/{sid}")
    assert status == 200 and [s["index"] for s in got["history"]] == [1, 2]
    assert sid in [s["id"] for s in server.call("GET", "/v1/sessions")[1]["sessions"]]

    status, forked, _ = server.call("POST", f"/v1/sessions/{sid}/fork", {"step": 1})
    assert status == 201 and forked["steps"] == 1 and forked["parent"] == {"session": sid, "step": 1}
    status, reset, _ = server.call("POST", f"/v1/sessions/{sid}/reset")
    assert status == 201 and reset["steps"] == 0

    status, report, _ = server.call("POST", "/v1/verify", {
        "domain": "terminal", "rules": TERMINAL_RULES, "initial_state": "root@box:/srv# ",
        "actions": [recorded("echo done > /tmp/report.txt"), recorded("rm -rf /etc/nginx")]})
    assert status == 200 and report["verdict"] == "violation"

    status, body, _ = server.call("DELETE", f"/v1/sessions/{forked['id']}")
    assert status == 204 and body is None and not (server.sessions / f"{forked['id']}.jsonl").exists()
    assert server.call("GET", f"/v1/sessions/{forked['id']}")[0] == 404


def test_streaming_a_step(server: Server) -> None:
    sid = server.call("POST", "/v1/sessions", SHORT)[1]["id"]
    c = server.conn()
    c.request("POST", f"/v1/sessions/{sid}/steps", body=json.dumps({"action": keys("ls -la"), "stream": True}),
              headers=HEADERS)
    r = c.getresponse()
    assert r.status == 200 and r.getheader("Content-Type").startswith("text/event-stream")
    seen = list(events(r))
    c.close()
    kinds = [e for e, _ in seen]
    assert kinds[-1] == "step" and "delta" in kinds
    streamed = "".join(d["reasoning"] + d["output"] for e, d in seen if e == "delta")
    final = seen[-1][1]
    assert final["index"] == 1 and final["reasoning"].strip()[:20] in streamed


def test_busy_beyond_the_queue_and_a_client_that_leaves(server: Server) -> None:
    """--queue 0: while one step runs, another gets 429 at once. Closing the stream cancels the step."""
    sid = server.call("POST", "/v1/sessions", SHORT)[1]["id"]
    long_step = {"max_tokens": 4000, "ignore_eos": True}  # busy for seconds, whatever the weights say
    body_bytes = json.dumps({"action": keys("ls"), "stream": True, "params": long_step}).encode()
    sock = socket.create_connection(("127.0.0.1", server.port), timeout=120)
    head = (f"POST /v1/sessions/{sid}/steps HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {TOKEN}\r\n"
            f"Content-Length: {len(body_bytes)}\r\n\r\n").encode()
    sock.sendall(head + body_bytes)
    received = b""
    while b"event: delta" not in received:  # the step is running
        chunk = sock.recv(4096)
        assert chunk, received
        received += chunk
    assert received.startswith(b"HTTP/1.0 200")
    status, body, resp = server.call("POST", f"/v1/sessions/{sid}/steps", {"action": keys("pwd")})
    assert status == 429 and "busy" in body["error"] and resp.getheader("Retry-After")
    assert server.call("GET", "/v1/health")[1]["busy"] is True
    sock.shutdown(socket.SHUT_RDWR)  # the client goes away mid-step
    sock.close()
    deadline = time.monotonic() + 60
    while server.call("GET", "/v1/health")[1]["busy"]:
        assert time.monotonic() < deadline
        time.sleep(0.05)
    assert server.call("GET", f"/v1/sessions/{sid}")[1]["steps"] == 0  # the cancelled step was not saved
    status, step, _ = server.call("POST", f"/v1/sessions/{sid}/steps", {"action": keys("pwd")})
    assert status == 200 and step["index"] == 1


@pytest.mark.parametrize("method, path, raw, status, message", [
    ("POST", "/v1/sessions", b"{not json", 400, "not valid JSON"),
    ("POST", "/v1/sessions", b"[1, 2]", 400, "must be a JSON object"),
    ("POST", "/v1/sessions", b'{"domain": "moon"}', 400, "unknown domain"),
    ("POST", "/v1/sessions", b'{"domain": "terminal", "colour": 1}', 400, "unknown field 'colour'"),
    ("POST", "/v1/sessions", b"\xff\xfe", 400, "not UTF-8"),
    ("GET", "/v1/sessions/..%2F..%2Fetc", None, 400, "not a session id"),
    ("GET", "/v1/sessions/nope", None, 404, "no session 'nope'"),
    ("POST", "/v1/sessions/nope/steps", b'{"action": "ls"}', 404, "no session"),
    ("PUT", "/v1/sessions", b"{}", 405, "PUT is not allowed"),
    ("GET", "/v2/x", None, 404, "under /v1"),
    ("POST", "/v1/verify", b'{"domain": "terminal"}', 400, "needs 'actions'"),
])
def test_bad_requests_get_one_line_4xx(server: Server, method: str, path: str, raw: bytes | None, status: int,
                                       message: str) -> None:
    got, body, _ = server.call(method, path, raw=raw)
    assert got == status and message in body["error"] and "\n" not in body["error"]
    assert "Traceback" not in body["error"]


def test_invalid_actions_and_params(server: Server) -> None:
    sid = server.call("POST", "/v1/sessions", SHORT)[1]["id"]
    status, body, _ = server.call("POST", f"/v1/sessions/{sid}/steps", {"action": [{"keys": "ls"}]})
    assert status == 400 and "keystrokes" in body["error"]
    status, body, _ = server.call("POST", f"/v1/sessions/{sid}/steps", {"action": "ls", "params": {"top_p": 7}})
    assert status == 400 and "top_p" in body["error"]
    status, body, _ = server.call("POST", f"/v1/sessions/{sid}/steps", {"action": "ls", "params": {"colour": 1}})
    assert status == 400 and "unknown parameter" in body["error"]
    status, body, _ = server.call("POST", f"/v1/sessions/{sid}/steps", {"action": "ls", "params": {"seed": True}})
    assert status == 400 and "'seed' must be a number" in body["error"]
    status, body, _ = server.call("POST", f"/v1/sessions/{sid}/steps", {"action": "ls", "params": {"ignore_eos": 1}})
    assert status == 400 and "'ignore_eos' must be true or false" in body["error"]
    assert server.call("GET", f"/v1/sessions/{sid}")[1]["steps"] == 0


def test_oversized_body_is_refused_unread(server: Server) -> None:
    big = b'{"domain": "terminal", "title": "' + b"x" * 8000 + b'"}'
    status, body, _ = server.call("POST", "/v1/sessions", raw=big)
    assert status == 413 and "at most 4,096" in body["error"]


def test_every_request_needs_the_token(server: Server) -> None:
    for headers in ({}, {"Authorization": "Bearer wrong"}, {"Authorization": f"Basic {TOKEN}"}):
        status, body, resp = server.call("GET", "/v1/sessions", headers=headers)
        assert status == 401 and "token" in body["error"] and resp.getheader("WWW-Authenticate")
    status, _, _ = server.call("POST", "/v1/sessions", {"domain": "terminal"}, headers={})
    assert status == 401


def test_network_bind_without_a_token_is_refused(tiny_model: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "AGENTWORLD_SERVE_TOKEN"}
    r = subprocess.run([sys.executable, "-m", "playground", "serve", "--http", "--host", "0.0.0.0", "--port", "0",
                        "--model", str(tiny_model)], capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
    assert r.returncode == 1 and r.stdout == ""
    assert r.stderr.startswith("error: binding 0.0.0.0 exposes the simulator to the network; give --token")
    assert r.stderr.count("\n") == 1


def test_a_crashed_model_process_does_not_take_the_server_down(server: Server) -> None:
    import signal

    sid = server.call("POST", "/v1/sessions", SHORT)[1]["id"]
    pid = server.call("GET", "/v1/health")[1]["model_pid"]
    assert isinstance(pid, int) and pid != server.proc.pid
    os.kill(pid, signal.SIGKILL)  # what a native crash in llama.cpp looks like from outside
    status, body, _ = server.call("POST", f"/v1/sessions/{sid}/steps", {"action": keys("ls")})
    assert status == 503 and "nothing of the running step was saved" in body["error"]
    status, step, _ = server.call("POST", f"/v1/sessions/{sid}/steps", {"action": keys("ls")})
    assert status == 200 and step["index"] == 1  # a fresh model process took over
    assert server.call("GET", "/v1/health")[1]["model_pid"] not in (None, pid)
    assert server.proc.poll() is None
