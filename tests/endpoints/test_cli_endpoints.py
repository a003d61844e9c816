"""The command line with server models: flags, @NAME endpoints from the settings file, compare."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from playground.settings import Settings
from tests.compare.conftest import make_session
from tests.conftest import TinyModels
from tests.endpoints.conftest import Server

ROOT = Path(__file__).resolve().parents[2]
ACTION = '[{"keystrokes": "ls\\n", "duration": 0.1}]'


def cli(*args: str, timeout: float = 180) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "playground", *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=timeout, env=os.environ.copy())


@pytest.mark.parametrize("args,message", [
    (["@nowhere"], "no endpoint named 'nowhere' in the settings file"),
    (["--server-model", "tiny"], "--server-model, --api-key-env and --step-deadline need --server URL"),
    (["--step-deadline", "5"], "--server-model, --api-key-env and --step-deadline need --server URL"),
    (["x.gguf", "--server", "http://127.0.0.1:9", "--server-model", "tiny"], "give a model file or --server, not both"),
    (["--server", "http://127.0.0.1:9"], "a server model needs --server-model NAME"),
    (["--server", "127.0.0.1:9", "--server-model", "tiny"], "must look like http://HOST:PORT"),
    (["--server", "http://127.0.0.1:9", "--server-model", "tiny", "--api-key-env", "NOT_SET_ANYWHERE"],
     "the environment variable NOT_SET_ANYWHERE (the API key for 127.0.0.1:9) is not set"),
    ([], "give a model file (.gguf), or a server model"),
])
def test_bad_server_flags_are_one_line(args: list[str], message: str, tmp_path: Path) -> None:
    r = cli("step", *args, "--domain", "terminal", "--action", ACTION, "--sessions-dir", str(tmp_path))
    assert r.returncode == 1, r.stderr
    assert r.stderr.strip().splitlines()[-1].startswith("error: ") and message in r.stderr.strip().splitlines()[-1]
    assert "Traceback" not in r.stderr


def test_a_named_endpoint_runs_a_step(server: Server, tmp_path: Path) -> None:
    settings = Settings()
    settings.endpoints["box"] = {"url": server.url, "model": server.model}
    settings.save()  # the private config of this test (AGENTWORLD_CONFIG)
    r = cli("step", "@box", "--domain", "terminal", "--action", ACTION, "--max-tokens", "12", "--seed", "3",
            "--quiet", "--sessions-dir", str(tmp_path))
    assert r.returncode == 0, r.stderr
    assert "saved 1 step(s)" in r.stderr
    session = next(tmp_path.glob("*.jsonl"))
    assert f"tiny@127.0.0.1:{server.url.rsplit(':', 1)[1]}" in session.read_text()


@pytest.mark.slow
def test_compare_with_a_server_column(server: Server, tiny_models: TinyModels, tmp_path: Path) -> None:
    session = make_session(tmp_path / "sessions", steps=1)
    r = cli("compare", str(session.path), "--models", str(tiny_models.f32), "--server", server.url,
            "--server-model", server.model, "--max-tokens", "16", "--seed", "5", "--ctx", "2048", "--no-save")
    assert r.returncode == 0, r.stderr
    assert "served model; KLD over the server's top 20 logprobs + one bucket" in r.stdout
    r = cli("compare", str(session.path), "--models", str(tiny_models.f32), "--server", server.url,
            "--server-model", server.model, "--max-tokens", "16", "--seed", "5", "--ctx", "2048", "--no-save", "--json")
    report = json.loads(r.stdout)
    served = report["models"][1]
    assert served["quant"] == "server" and served["load_options"]["server"] == server.url + "/v1"


def test_check_consistency_resamples_on_a_server(server: Server, tmp_path: Path) -> None:
    session = make_session(tmp_path / "sessions", steps=1)
    r = cli("check", str(session.path), "--consistency", server.url, "--server-model", server.model, "-k", "2",
            "--max-tokens", "8")
    assert r.returncode in (0, 1) and "error:" not in r.stderr, r.stderr
    assert "resampling step 1 (2x)" in r.stderr


def test_generate_streams_from_a_server(server: Server) -> None:
    r = cli("generate", server.url, "hello", "--server-model", server.model, "--max-tokens", "8", "--seed", "1")
    assert r.returncode == 0, r.stderr
    assert "error" not in r.stderr and (r.stdout + r.stderr).strip()  # reasoning to stderr, answer to stdout
