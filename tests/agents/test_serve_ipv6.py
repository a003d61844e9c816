"""serve --http --host ::1: the IPv6 loopback binds without a token and answers on [::1]."""

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

import pytest

from tests.agents.helpers import ROOT
from tests.childguard import popen_tied, stop


def _ipv6_loopback() -> bool:
    try:
        with socket.socket(socket.AF_INET6, socket.SOCK_STREAM) as s:
            s.bind(("::1", 0))
        return True
    except OSError:
        return False


@pytest.mark.slow
@pytest.mark.skipif(not _ipv6_loopback(), reason="this machine has no IPv6 loopback")
def test_serve_http_on_ipv6_loopback(tiny_model: Path, tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "AGENTWORLD_SERVE_TOKEN"}
    proc = popen_tied(
        [sys.executable, "-m", "playground", "serve", "--http", "--host", "::1", "--port", "0", "--model",
         str(tiny_model), "--sessions-dir", str(tmp_path / "served"), "--ctx", "512", "--threads", "1"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stderr is not None
        line = proc.stderr.readline()
        m = re.search(r"serving http://\[::1\]:(\d+)/v1 \(no token \(loopback only\)\)", line)
        assert m, line
        port = int(m.group(1))
        deadline = time.monotonic() + 60
        while True:
            c = http.client.HTTPConnection("::1", port, timeout=10)  # sends Host: [::1]:port
            c.request("GET", "/v1/health")
            r = c.getresponse()
            body = json.loads(r.read())
            c.close()
            if r.status == 200:
                break
            assert r.status == 503 and body["state"] == "loading" and time.monotonic() < deadline
            time.sleep(0.1)
        assert body["state"] == "ready"
        c = http.client.HTTPConnection("::1", port, timeout=10)
        c.request("POST", "/v1/sessions", body=json.dumps({"domain": "terminal"}),
                  headers={"Content-Type": "application/json"})
        r = c.getresponse()
        assert r.status == 201 and json.loads(r.read())["domain"] == "terminal"
        c.close()
        with pytest.raises(OSError):  # not on IPv4
            socket.create_connection(("127.0.0.1", port), timeout=2).close()
    finally:
        stop(proc, 20)
