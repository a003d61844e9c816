"""serve --http: a real client against the running server (tiny model): sessions, steps, streaming,
a full queue, bad input, oversized bodies, tokens, the refusal to bind the network without one,
clients that hang up (nothing saved), idempotent retries, the Host/Origin/Content-Type guards,
health without a token, escaped JSON and numbers JSON parsers let through."""

from __future__ import annotations

import http.client
import json
import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any, Iterator

import pytest

from tests.agents.helpers import ROOT, TERMINAL_RULES, keys, recorded
from tests.childguard import popen_tied, stop

pytestmark = pytest.mark.slow  # a server process and its model process per module

TOKEN = "s3cret-token"
HEADERS = {"Authorization": f"Bearer {TOKEN}", "Content-Type": "application/json"}
# a short system prompt keeps the tiny model's prompt evaluation short on a busy CI machine
SHORT = {"domain": "terminal", "system_prompt": "You simulate a Linux terminal."}
APP_ORIGIN = "http://app.example:3000"
# busy for many seconds whatever the weights say (the context below holds it); a cancel ends it at once
LONG_STEP = {"max_tokens": 30000, "ignore_eos": True}


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
    proc = popen_tied(
        [sys.executable, "-m", "playground", "serve", "--http", "--port", "0", "--model", str(tiny_model),
         "--token", TOKEN, "--queue", "0", "--max-body", "4096", "--sessions-dir", str(sessions),
         "--allow-origin", APP_ORIGIN, "--ctx", "32768", "--threads", "2", "--max-tokens", "32", "--seed", "11"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stderr is not None
        line = proc.stderr.readline()
        m = re.search(r"serving http://127\.0\.0\.1:(\d+)/v1 \(token required\)", line)
        assert m, line
        srv = Server(proc, int(m.group(1)), sessions)
        deadline = time.monotonic() + 120
        while srv.call("GET", "/v1/health")[0] != 200:
            assert time.monotonic() < deadline
            time.sleep(0.1)
        yield srv
    finally:
        stop(proc, 20)


def send_raw(server: Server, path: str, body: dict[str, Any], *, extra: str = "") -> socket.socket:
    """POST ``body`` on a raw socket (the test decides when the client goes away)."""
    data = json.dumps(body).encode()
    sock = socket.create_connection(("127.0.0.1", server.port), timeout=120)
    head = (f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nAuthorization: Bearer {TOKEN}\r\n"
            f"Content-Type: application/json\r\nContent-Length: {len(data)}\r\n{extra}\r\n").encode()
    sock.sendall(head + data)
    return sock


def wait_busy(server: Server) -> None:
    deadline = time.monotonic() + 60
    while not server.call("GET", "/v1/health")[1]["busy"]:
        assert time.monotonic() < deadline
        time.sleep(0.02)


def wait_idle(server: Server, within: float) -> float:
    """Seconds until no step runs; fails past ``within``."""
    t0 = time.monotonic()
    while server.call("GET", "/v1/health")[1]["busy"]:
        assert time.monotonic() - t0 < within, f"the step still runs {within} s after its client left"
        time.sleep(0.02)
    return time.monotonic() - t0


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
    sock = send_raw(server, f"/v1/sessions/{sid}/steps", {"action": keys("ls"), "stream": True, "params": LONG_STEP})
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
    wait_idle(server, within=5.0)  # the generation stopped (it had many seconds to go)
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
    assert status == 400 and "'seed' must be a whole number" in body["error"]
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



def test_a_client_that_leaves_a_plain_step_cancels_it(server: Server) -> None:
    """A non-streamed step whose client hangs up stops within a moment and saves nothing; the next
    request finds the model free."""
    sid = server.call("POST", "/v1/sessions", SHORT)[1]["id"]
    sock = send_raw(server, f"/v1/sessions/{sid}/steps", {"action": keys("ls"), "params": LONG_STEP})
    wait_busy(server)
    time.sleep(0.5)  # well into the generation
    sock.close()
    wait_idle(server, within=5.0)
    assert server.call("GET", f"/v1/sessions/{sid}")[1]["steps"] == 0
    status, step, _ = server.call("POST", f"/v1/sessions/{sid}/steps", {"action": keys("pwd")})
    assert status == 200 and step["index"] == 1


def test_a_long_step_runs_on_while_its_client_waits(server: Server) -> None:
    """The other side of the test above: the same long step keeps running while its client stays
    (so the quick stop there is the cancel, not the step ending by itself)."""
    sid = server.call("POST", "/v1/sessions", SHORT)[1]["id"]
    sock = send_raw(server, f"/v1/sessions/{sid}/steps", {"action": keys("ls"), "params": LONG_STEP})
    try:
        wait_busy(server)
        time.sleep(6.0)
        assert server.call("GET", "/v1/health")[1]["busy"] is True
    finally:
        sock.close()
    wait_idle(server, within=5.0)


def test_a_retry_with_the_same_idempotency_key_returns_the_saved_step(server: Server) -> None:
    sid = server.call("POST", "/v1/sessions", SHORT)[1]["id"]
    keyed = {**HEADERS, "Idempotency-Key": "k-1"}
    status, first, _ = server.call("POST", f"/v1/sessions/{sid}/steps", {"action": keys("ls")}, headers=keyed)
    assert status == 200 and first["index"] == 1
    status, again, _ = server.call("POST", f"/v1/sessions/{sid}/steps", {"action": keys("ls")}, headers=keyed)
    assert status == 200 and again["index"] == 1 and again["observation"] == first["observation"]
    # the same key in the body works the same; a different request under it is refused
    status, again, _ = server.call("POST", f"/v1/sessions/{sid}/steps", {"action": keys("ls"), "request_id": "k-1"})
    assert status == 200 and again["index"] == 1
    status, body, _ = server.call("POST", f"/v1/sessions/{sid}/steps", {"action": keys("pwd")}, headers=keyed)
    assert status == 422 and "different step" in body["error"]
    assert server.call("GET", f"/v1/sessions/{sid}")[1]["steps"] == 1

    # while the first request with a key still runs, a retry gets 409 (not a second step)
    sock = send_raw(server, f"/v1/sessions/{sid}/steps", {"action": keys("ls"), "params": LONG_STEP},
                    extra="Idempotency-Key: k-2\r\n")
    try:
        wait_busy(server)
        status, body, resp = server.call("POST", f"/v1/sessions/{sid}/steps",
                                         {"action": keys("ls"), "params": LONG_STEP},
                                         headers={**HEADERS, "Idempotency-Key": "k-2"})
        assert status == 409 and "still running" in body["error"] and resp.getheader("Retry-After")
    finally:
        sock.close()
    wait_idle(server, within=5.0)
    assert server.call("GET", f"/v1/sessions/{sid}")[1]["steps"] == 1  # the cancelled one saved nothing


def test_health_needs_no_token_and_tells_nothing_private(server: Server) -> None:
    status, body, resp = server.call("GET", "/v1/health", headers={})
    assert status == 200 and body == {"status": "ok", "state": "ready", "busy": False, "waiting": 0, "queue": 0}
    status, body, _ = server.call("GET", "/v1/health")  # with the token: which model, which process
    assert status == 200 and body["model"].endswith(".gguf") and isinstance(body["model_pid"], int)


@pytest.mark.parametrize("headers, status, message", [
    ({"Host": "evil.example:8765"}, 421, "is not this server"),
    ({"Host": "127.0.0.1.nip.io"}, 421, "is not this server"),
    ({"Origin": "http://evil.example"}, 403, "--allow-origin http://evil.example"),
    ({"Origin": "null"}, 403, "refused"),
    ({"Content-Type": "text/plain"}, 415, "Content-Type: application/json"),
    ({"Content-Type": "application/x-www-form-urlencoded"}, 415, "Content-Type: application/json"),
])
def test_web_pages_cannot_use_the_api(server: Server, headers: dict[str, str], status: int, message: str) -> None:
    """DNS rebinding (a foreign Host), cross-site pages (Origin) and preflight-free bodies are refused,
    and nothing is created."""
    before = len(server.call("GET", "/v1/sessions")[1]["sessions"])
    got, body, _ = server.call("POST", "/v1/sessions", SHORT, headers={**HEADERS, **headers})
    assert got == status and message in body["error"]
    assert len(server.call("GET", "/v1/sessions")[1]["sessions"]) == before


def test_loopback_names_and_allowed_origins_pass(server: Server) -> None:
    for host in ("localhost", f"localhost:{server.port}", f"127.0.0.1:{server.port}", "127.9.9.9"):
        assert server.call("GET", "/v1/domains", headers={**HEADERS, "Host": host})[0] == 200, host
    own = {**HEADERS, "Origin": f"http://127.0.0.1:{server.port}"}
    assert server.call("POST", "/v1/sessions", SHORT, headers=own)[0] == 201
    status, _, resp = server.call("POST", "/v1/sessions", SHORT, headers={**HEADERS, "Origin": APP_ORIGIN})
    assert status == 201 and resp.getheader("Access-Control-Allow-Origin") == APP_ORIGIN
    status, _, resp = server.call("OPTIONS", "/v1/sessions", headers={
        "Origin": APP_ORIGIN, "Access-Control-Request-Method": "POST"})
    assert status == 204 and "Authorization" in resp.getheader("Access-Control-Allow-Headers")
    assert server.call("OPTIONS", "/v1/sessions", headers={"Origin": "http://evil.example"})[0] == 403


def test_json_escapes_c1_controls_and_bidi_overrides(server: Server) -> None:
    title = "a\u009b31mb\u202ec\u2066d"
    c = server.conn()
    c.request("POST", "/v1/sessions", body=json.dumps({**SHORT, "title": title}), headers=HEADERS)
    raw = c.getresponse().read()
    c.close()
    assert b"\xc2\x9b" not in raw and b"\xe2\x80\xae" not in raw and b"\xe2\x81\xa6" not in raw
    assert b"\\u009b" in raw and b"\\u202e" in raw and b"\\u2066" in raw
    assert json.loads(raw)["title"] == title  # the same data, escaped


@pytest.mark.parametrize("params_json, message", [
    (b'{"temperature": NaN}', "NaN is not a JSON number"),
    (b'{"temperature": Infinity}', "Infinity is not a JSON number"),
    (b'{"top_p": -Infinity}', "-Infinity is not a JSON number"),
    (b'{"temperature": 1e999}', "too large"),
    (b'{"max_tokens": 100000000000000000000}', "'max_tokens' must be from 1 to 1,048,576"),
    (b'{"max_tokens": 0}', "'max_tokens' must be from 1"),
    (b'{"top_k": 99999999999}', "'top_k' must be from 0"),
    (b'{"seed": 4294967296}', "'seed' must be from 0"),
    (b'{"max_tokens": 1' + b"0" * 2000 + b"}", "got a number that large"),
], ids=["nan", "infinity", "-infinity", "1e999", "10**20", "zero", "top_k", "seed", "2000 digits"])
def test_numbers_out_of_range_are_refused(server: Server, params_json: bytes, message: str) -> None:
    sid = server.call("POST", "/v1/sessions", SHORT)[1]["id"]
    raw = b'{"action": "ls", "params": ' + params_json + b"}"
    status, body, _ = server.call("POST", f"/v1/sessions/{sid}/steps", raw=raw)
    assert status == 400 and message in body["error"] and "\n" not in body["error"]
    assert server.call("GET", f"/v1/sessions/{sid}")[1]["steps"] == 0


def test_a_killed_model_process_is_not_reported_ready(server: Server) -> None:
    """Killed while idle: health says so (503, no pid) and the next step starts a fresh process.
    Killed during a step: that step gets 503 with Retry-After and nothing is saved."""
    sid = server.call("POST", "/v1/sessions", SHORT)[1]["id"]
    pid = server.call("GET", "/v1/health")[1]["model_pid"]
    assert isinstance(pid, int) and pid != server.proc.pid
    os.kill(pid, signal.SIGKILL)  # what a native crash in llama.cpp looks like from outside
    deadline = time.monotonic() + 10
    while (health := server.call("GET", "/v1/health"))[0] == 200:
        assert time.monotonic() < deadline
        time.sleep(0.05)
    status, body, resp = health
    assert status == 503 and body["state"] == "stopped" and body["model_pid"] is None
    assert int(resp.getheader("Retry-After")) > 0
    status, step, _ = server.call("POST", f"/v1/sessions/{sid}/steps", {"action": keys("ls")})
    assert status == 200 and step["index"] == 1  # a fresh model process took over
    status, body, _ = server.call("GET", "/v1/health")
    assert status == 200 and body["model_pid"] not in (None, pid)

    result: list[Any] = []
    worker = threading.Thread(target=lambda: result.append(server.call(
        "POST", f"/v1/sessions/{sid}/steps", {"action": keys("pwd"), "params": LONG_STEP})))
    worker.start()
    wait_busy(server)
    os.kill(server.call("GET", "/v1/health")[1]["model_pid"], signal.SIGKILL)
    worker.join(60)
    status, body, resp = result[0]
    assert status == 503 and "nothing of the running step was saved" in body["error"]
    assert resp.getheader("Retry-After")
    assert server.call("GET", f"/v1/sessions/{sid}")[1]["steps"] == 1
    assert server.proc.poll() is None


def test_a_catastrophic_rule_neither_hangs_verify_nor_the_server(server: Server) -> None:
    """The issue's freeze: a rule that backtracks without end, sent to /v1/verify. The match runs out
    of its time (the judgement is unverifiable, one line), and health answers all the while."""
    import threading

    body = {"domain": "terminal", "actions": [recorded("cat big", "x" * 3500)],  # under --max-body 4096
            "rules": "[[rule]]\nname = 'no y'\nmust_not_match = '(x+x+)+y'\n"}
    answer: list[tuple[int, Any]] = []
    worker = threading.Thread(target=lambda: answer.append(server.call("POST", "/v1/verify", body)[:2]))
    started = time.monotonic()
    worker.start()
    slowest = 0.0
    while worker.is_alive() and time.monotonic() - started < 30:
        t0 = time.monotonic()
        status, _health, _ = server.call("GET", "/v1/health", headers={})
        slowest = max(slowest, time.monotonic() - t0)
        assert status in (200, 503)  # ready, or busy with the verify: either way it answers
        time.sleep(0.05)
    worker.join(5)
    assert answer, "verify did not answer within 30 s"
    status, report = answer[0]
    assert status == 200 and report["verdict"] == "unverifiable", report
    assert "ran out of time" in report["reason"]
    assert slowest < 2.0, f"health took {slowest:.1f} s while the rule ran"
