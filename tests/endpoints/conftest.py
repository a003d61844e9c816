"""A real OpenAI-compatible server for the endpoint tests: llama-cpp-python's own
(``python -m llama_cpp.server``, the ``server`` extra) serving the tiny model on 127.0.0.1.

It starts once per test session (a few seconds on 2 cores). ``--interrupt_requests False``:
by default that server ends a running stream when another request arrives, which would cut
concurrent predictions short (the engine reports such a stream as an error; see
test_engine_server.py).
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

import httpx2 as httpx
import pytest
from tests.childguard import popen_tied
from tests.endpoints.loopback import Loopback, models_reply

pytest.importorskip("llama_cpp.server.app", reason="llama-cpp-python's server extra is not installed")

STARTUP_TIMEOUT_S = 120.0
MODEL_NAME = "tiny"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Server:
    url: str
    model: str
    process: subprocess.Popen[bytes]
    log: Path

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)


def start_server(model: Path, log: Path, *extra: str) -> Server:
    port = free_port()
    cmd = [sys.executable, "-m", "llama_cpp.server", "--model", str(model), "--model_alias", MODEL_NAME,
           "--host", "127.0.0.1", "--port", str(port), "--n_ctx", "4096", "--n_threads", "1",
           "--interrupt_requests", "False", "--verbose", "False", *extra]
    env = {k: v for k, v in os.environ.items() if not k.endswith("_PROXY") and not k.endswith("_proxy")}
    out = log.open("wb")
    proc = popen_tied(cmd, stdout=out, stderr=subprocess.STDOUT, env=env)  # dies with the test process
    out.close()
    server = Server(f"http://127.0.0.1:{port}", MODEL_NAME, proc, log)
    deadline = time.monotonic() + STARTUP_TIMEOUT_S
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"llama_cpp.server exited with {proc.returncode}: {log.read_text()[-2000:]}")
        try:
            r = httpx.get(server.url + "/v1/models", timeout=2.0, trust_env=False)
            if r.status_code in (200, 401):
                return server
        except httpx.HTTPError:
            pass
        time.sleep(0.25)
    server.stop()
    raise RuntimeError(f"llama_cpp.server did not start in {STARTUP_TIMEOUT_S:.0f} s: {log.read_text()[-2000:]}")


@pytest.fixture(scope="session")
def server(tiny_model: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """The tiny F32 model served over HTTP for the whole test session."""
    s = start_server(tiny_model, tmp_path_factory.mktemp("server") / "server.log")
    try:
        yield s
    finally:
        s.stop()


@pytest.fixture
def loopback(request: pytest.FixtureRequest) -> Iterator[Loopback]:
    """A fake OpenAI-compatible server on loopback that lists the test module's ``MODEL``; each test
    adds the routes it needs."""
    lb = Loopback({"/v1/models": models_reply(request.module.MODEL)}).start()
    try:
        yield lb
    finally:
        lb.stop()
