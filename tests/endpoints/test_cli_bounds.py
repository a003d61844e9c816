"""The command line against misbehaving servers and with bad flags: one line each, bounded in time,
nothing saved; the error line starts its own line after streamed text."""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.endpoints.conftest import Server
from tests.endpoints.loopback import Loopback, Reply, vllm_chunk

ROOT = Path(__file__).resolve().parents[2]
ACTION = '[{"keystrokes": "ls\\n", "duration": 0.1}]'
MODEL = "m"


def cli(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "playground", *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=timeout, env=os.environ.copy())


def last_line(r: subprocess.CompletedProcess[str]) -> str:
    return r.stderr.strip().splitlines()[-1]


@pytest.mark.parametrize("n", ["0", "-3", "65"])
def test_concurrency_outside_1_to_64_is_refused_before_anything_runs(n: str, tmp_path: Path) -> None:
    r = cli("step", "--server", "http://127.0.0.1:9", "--server-model", "m", "--domain", "terminal", "--action",
            ACTION, "--concurrency", n, "--sessions-dir", str(tmp_path))
    assert r.returncode == 1 and last_line(r) == f"error: --concurrency must be 1..64, got {n}"
    assert list(tmp_path.iterdir()) == []


def test_generate_takes_a_server_model_without_a_model_path(server: Server) -> None:
    r = cli("generate", "--server", server.url, "--server-model", server.model, "hi", "--max-tokens", "6",
            "--seed", "1")
    assert r.returncode == 0, r.stderr
    assert "[length]" in r.stderr or "[stop]" in r.stderr
    r = cli("generate", "hi", "--max-tokens", "6")
    assert r.returncode == 1 and "give a model file (.gguf), or a server model" in last_line(r)


def test_an_error_after_streamed_text_starts_its_own_line(loopback: Loopback) -> None:
    # vLLM-style: reasoning streams for a while, then the engine fails mid-stream
    events = [vllm_chunk(MODEL, {"reasoning_content": f"thinking {i} "}) for i in range(6)]
    events.append(json.dumps({"error": {"message": "engine died", "code": 500}}))
    loopback.routes["/v1/chat/completions"] = lambda body: Reply(events=events, delay_s=0.15)
    r = cli("generate", "--server", loopback.url, "--server-model", MODEL, "hi")
    assert r.returncode == 1
    assert "thinking 0" in r.stderr  # something was streamed before the error
    assert last_line(r) == f"error: 127.0.0.1:{loopback.url.rsplit(':', 1)[1]} reported an error mid-stream: " \
                           "engine died"


def test_step_against_a_server_that_ignores_max_tokens_ends_there(loopback: Loopback, tmp_path: Path) -> None:
    endless = (f"data: {vllm_chunk(MODEL, {'reasoning_content': f't{i} '})}\n\n".encode() for i in itertools.count())
    loopback.routes["/v1/chat/completions"] = lambda body: Reply(raw=endless)
    t0 = time.monotonic()
    r = cli("step", "--server", loopback.url, "--server-model", MODEL, "--domain", "terminal", "--action", ACTION,
            "--max-tokens", "64", "--quiet", "--sessions-dir", str(tmp_path))
    assert time.monotonic() - t0 < 60, "a server ignoring max_tokens must not keep the step running"
    assert r.returncode == 0, r.stderr
    assert "kept streaming past max_tokens (64)" in r.stderr and "saved 1 step(s)" in r.stderr
    step = json.loads(next(tmp_path.glob("*.jsonl")).read_text().splitlines()[1])
    assert step["finish_reason"] == "length" and step["timings"]["generated_tokens"] == 64


def test_step_with_a_huge_answer_is_cut_while_streaming(loopback: Loopback, tmp_path: Path) -> None:
    # 26 MB of reasoning: the terminal sees at most the cap (4 MiB), then one error line
    piece = "z" * 65536
    chunk = f"data: {vllm_chunk(MODEL, {'reasoning_content': piece})}\n\n".encode()
    loopback.routes["/v1/chat/completions"] = lambda body: Reply(raw=(chunk for _ in range(26 * 16)))
    r = cli("step", "--server", loopback.url, "--server-model", MODEL, "--domain", "terminal", "--action", ACTION,
            "--max-tokens", "100000", "--sessions-dir", str(tmp_path))
    assert r.returncode == 1
    assert last_line(r).startswith("error: ") and "sent over 4 MiB of text for one step" in last_line(r)
    assert len(r.stderr) < 5 * 1024 * 1024
    assert all(not json.loads(line).get("type") == "step"  # nothing saved
               for f in tmp_path.glob("*.jsonl") for line in f.read_text().splitlines() if line.strip())


def test_step_deadline_option_ends_a_pinging_server(loopback: Loopback, tmp_path: Path) -> None:
    pings = (b": ping\n\n" for _ in itertools.count())
    loopback.routes["/v1/chat/completions"] = lambda body: Reply(raw=pings, delay_s=0.05)
    t0 = time.monotonic()
    r = cli("step", "--server", loopback.url, "--server-model", MODEL, "--domain", "terminal", "--action", ACTION,
            "--step-deadline", "2", "--sessions-dir", str(tmp_path))
    assert time.monotonic() - t0 < 30
    assert r.returncode == 1 and "did not finish the step within 2 s" in last_line(r)
