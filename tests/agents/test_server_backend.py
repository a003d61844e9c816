"""verify and serve on a server model: the same plan, simulated by an OpenAI-compatible server
(llama-cpp-python's own, serving the tiny model) through the model process instead of a local GGUF;
``serve --http --server URL`` when that server goes away (503, Retry-After, nothing saved) or trickles
keep-alives past the step deadline (504)."""

from __future__ import annotations

import http.client
import json
import os
import re
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from playground.cli import main
from playground.world.store import load_session
from tests.agents.helpers import ROOT, SHORT_PROMPT, keys, recorded, write_plan

pytest.importorskip("llama_cpp.server.app", reason="llama-cpp-python's server extra is not installed")

from tests.endpoints.conftest import MODEL_NAME, free_port, start_server  # noqa: E402
from tests.childguard import popen_tied, stop


@pytest.mark.slow
def test_verify_with_a_server_model(capsys: pytest.CaptureFixture[str], tmp_path: Path, tiny_model: Path,
                                    sessions_root: Path) -> None:
    server = start_server(tiny_model, tmp_path / "server.log")
    try:
        plan = write_plan(tmp_path / "plan.json", [recorded("cd /tmp"), keys("ls")],
                          system_prompt=SHORT_PROMPT)
        rules = tmp_path / "r.toml"
        rules.write_text('[coherence]\nrequired = false\n[[rule]]\nname = "no key"\nmust_not_contain = "PRIVATE KEY"\n')
        rc = main(["verify", str(plan), "--rules", str(rules), "--server", server.url, "--server-model", MODEL_NAME,
                   "--max-tokens", "24", "--seed", "3", "--json"])
        out = capsys.readouterr().out
    finally:
        server.stop()
    report = json.loads(out)
    assert report["verdict"] in ("pass", "unverifiable"), report["reason"]  # noise may lack an observation
    assert rc == {"pass": 0, "unverifiable": 3}[report["verdict"]]
    saved = load_session(report["sessions"][0])
    assert saved.steps[1].raw is not None and saved.steps[1].model is not None


class ServeHttp:
    """``serve --http`` in its own process; ``call`` is one request with the JSON body."""

    def __init__(self, args: list[str], tmp_path: Path) -> None:
        env = {**os.environ, "AGENTWORLD_SESSIONS_DIR": str(tmp_path / "s")}
        self.sessions = tmp_path / "served"
        self.proc = popen_tied(
            [sys.executable, "-m", "playground", "serve", "--http", "--port", "0", "--sessions-dir",
             str(self.sessions), *args], cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
            text=True)
        assert self.proc.stderr is not None
        line = self.proc.stderr.readline()
        m = re.search(r"serving http://127\.0\.0\.1:(\d+)/v1", line)
        assert m, line
        self.port = int(m.group(1))

    def call(self, method: str, path: str, body: Any = None) -> tuple[int, Any, http.client.HTTPResponse]:
        c = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
        c.request(method, path, body=json.dumps(body) if body is not None else None,
                  headers={"Content-Type": "application/json"})
        r = c.getresponse()
        data = r.read()
        c.close()
        return r.status, json.loads(data) if data else None, r

    def wait_ready(self) -> None:
        deadline = time.monotonic() + 60
        while self.call("GET", "/v1/health")[0] != 200:
            assert time.monotonic() < deadline, self.call("GET", "/v1/health")[1]
            time.sleep(0.1)

    def stop(self) -> None:
        stop(self.proc, 20)


@pytest.mark.slow
def test_serve_when_the_inference_server_goes_away(tmp_path: Path, tiny_model: Path) -> None:
    """Health turns 503 (Retry-After) once the inference server stops answering, and a step then gets
    503 with Retry-After (not 500) and saves nothing."""
    upstream = start_server(tiny_model, tmp_path / "server.log")
    served: ServeHttp | None = None
    try:
        served = ServeHttp(["--server", upstream.url, "--server-model", MODEL_NAME, "--max-tokens", "8",
                            "--seed", "3"], tmp_path)
        served.wait_ready()
        sid = served.call("POST", "/v1/sessions", {"domain": "terminal", "system_prompt": SHORT_PROMPT})[1]["id"]
        status, step, _ = served.call("POST", f"/v1/sessions/{sid}/steps", {"action": keys("ls")})
        assert status == 200 and step["index"] == 1

        upstream.stop()
        deadline = time.monotonic() + 15
        while (health := served.call("GET", "/v1/health"))[0] == 200:
            assert time.monotonic() < deadline
            time.sleep(0.2)
        status, body, resp = health
        assert status == 503 and body["state"] == "upstream_unavailable" and int(resp.getheader("Retry-After")) > 0

        status, body, resp = served.call("POST", f"/v1/sessions/{sid}/steps", {"action": keys("pwd")})
        assert status == 503 and resp.getheader("Retry-After") and "nothing was saved" in body["error"]
        assert "\n" not in body["error"]
        assert served.call("GET", f"/v1/sessions/{sid}")[1]["steps"] == 1
    finally:
        if served is not None:
            served.stop()
        upstream.stop()


@pytest.mark.slow
def test_serve_with_the_inference_server_down_from_the_start(tmp_path: Path) -> None:
    served = ServeHttp(["--server", f"http://127.0.0.1:{free_port()}", "--server-model", MODEL_NAME], tmp_path)
    try:
        deadline = time.monotonic() + 30
        while (health := served.call("GET", "/v1/health"))[1]["state"] == "loading":
            assert time.monotonic() < deadline
            time.sleep(0.1)
        status, body, resp = health
        assert status == 503 and body["state"] == "unavailable" and resp.getheader("Retry-After")
        assert "cannot connect" in body["error"]
        sid = served.call("POST", "/v1/sessions", {"domain": "terminal"})[1]["id"]
        status, body, resp = served.call("POST", f"/v1/sessions/{sid}/steps", {"action": keys("ls")})
        assert status == 503 and resp.getheader("Retry-After") and "cannot connect" in body["error"]
    finally:
        served.stop()


class _Trickler(BaseHTTPRequestHandler):
    """An OpenAI-compatible server that lists its model, then answers a generation with keep-alive
    comments forever: the read timeout never fires, only the step deadline can end it."""

    protocol_version = "HTTP/1.0"

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the base class's name
        pass

    def do_GET(self) -> None:
        data = json.dumps({"object": "list", "data": [{"id": MODEL_NAME, "object": "model",
                                                       "max_model_len": 4096}]}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("Content-Length", "0")))
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.end_headers()
        until = time.monotonic() + 60
        try:
            while time.monotonic() < until:
                self.wfile.write(b": ping\n\n")
                self.wfile.flush()
                time.sleep(0.2)
        except OSError:
            pass


@pytest.mark.slow
def test_a_served_step_past_its_deadline_is_a_504_and_saves_nothing(tmp_path: Path) -> None:
    upstream = ThreadingHTTPServer(("127.0.0.1", 0), _Trickler)
    upstream.daemon_threads = True
    threading.Thread(target=upstream.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
    served = ServeHttp(["--server", f"http://127.0.0.1:{upstream.server_address[1]}", "--server-model",
                        MODEL_NAME, "--step-deadline", "2"], tmp_path)
    try:
        served.wait_ready()
        sid = served.call("POST", "/v1/sessions", {"domain": "terminal", "system_prompt": SHORT_PROMPT})[1]["id"]
        t0 = time.monotonic()
        status, body, resp = served.call("POST", f"/v1/sessions/{sid}/steps", {"action": keys("ls")})
        assert time.monotonic() - t0 < 15
        assert status == 504 and "deadline" in body["error"] and "nothing was saved" in body["error"]
        assert resp.getheader("Retry-After") and "\n" not in body["error"]
        assert served.call("GET", f"/v1/sessions/{sid}")[1]["steps"] == 0
    finally:
        served.stop()
        upstream.shutdown()
        upstream.server_close()
