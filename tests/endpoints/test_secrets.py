"""Secrets never reach a session, an output line or an error: credentials in a server URL are
refused (and never echoed), and a key given where its variable's NAME belongs is not shown."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from playground.endpoints import EndpointError, EndpointSpec
from playground.endpoints.registry import add_endpoint
from playground.endpoints.spec import looks_like_secret, redact_url
from playground.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
ACTION = '[{"keystrokes": "ls\\n", "duration": 0.1}]'
PASSWORD = "hunter2-Pa55word"
KEY = "sk-proj-Zq8vR4mT2xW9yL6nB3kP7cJ1hF5dG0aS"


def cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "playground", *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=60, env={**os.environ, **(env or {})})


@pytest.mark.parametrize("url,shown", [
    (f"http://alice:{PASSWORD}@gpu-box:8000", "http://***@gpu-box:8000"),
    (f"https://alice:{PASSWORD}@gpu-box:8000/v1", "https://***@gpu-box:8000/v1"),
    (f"http://{PASSWORD}@[::1]:8000", "http://***@[::1]:8000"),
    ("http://gpu-box:8000", "http://gpu-box:8000"),
])
def test_urls_are_shown_without_credentials(url: str, shown: str) -> None:
    assert redact_url(url) == shown
    spec = EndpointSpec(url, "m")
    assert PASSWORD not in spec.host and PASSWORD not in spec.label and PASSWORD not in spec.safe_base_url


def test_credentials_in_a_url_are_refused_without_echoing_them() -> None:
    with pytest.raises(EndpointError) as info:
        EndpointSpec(f"http://alice:{PASSWORD}@127.0.0.1:9", "m").check()
    message = str(info.value)
    assert PASSWORD not in message and "alice" not in message
    assert "carries a user name or password" in message and "--api-key-env" in message
    with pytest.raises(EndpointError) as info:  # nor saved as a named endpoint
        add_endpoint(Settings(), "box", EndpointSpec(f"http://alice:{PASSWORD}@127.0.0.1:9", "m"))
    assert PASSWORD not in str(info.value)
    with pytest.raises(EndpointError) as info:  # a URL that does not parse is not echoed either
        EndpointSpec(f"http://alice:{PASSWORD}@host:notaport", "m").check()
    assert PASSWORD not in str(info.value)


@pytest.mark.parametrize("value,secret", [
    ("VLLM_KEY", False), ("my_server_key2", False), ("OPENAI_API_KEY", False), ("SERVER_KEY_20240101", False),
    (KEY, True), ("hf_AbCdEfGhIjKlMnOpQrStUvWxYz012345", True), ("Zq8vR4mT2xW9yL6nB3kP7cJ1hF5dG0aS", True),
    ("key with spaces", True), ("abc=def", True),
])
def test_what_looks_like_a_key(value: str, secret: bool) -> None:
    assert looks_like_secret(value) is secret


@pytest.mark.parametrize("value", [KEY, "hf_AbCdEfGhIjKlMnOpQrStUvWxYz012345"])
def test_a_key_given_as_the_variable_name_is_not_echoed(value: str) -> None:
    os.environ.pop(value, None)
    with pytest.raises(EndpointError) as info:
        EndpointSpec("http://127.0.0.1:9", "m", api_key_env=value).check()
    assert value not in str(info.value) and "looks like the key itself" in str(info.value)


def test_the_cli_stores_and_prints_no_credentials(tmp_path: Path) -> None:
    r = cli("step", "--server", f"http://alice:{PASSWORD}@127.0.0.1:9", "--server-model", "m", "--domain", "terminal",
            "--action", ACTION, "--sessions-dir", str(tmp_path))
    assert r.returncode == 1 and PASSWORD not in r.stdout + r.stderr
    assert r.stderr.strip().splitlines()[-1].startswith("error: server URL http://***@127.0.0.1:9 carries")
    assert list(tmp_path.iterdir()) == []  # no session was started
    r = cli("step", "--server", "http://127.0.0.1:9", "--server-model", "m", "--api-key-env", KEY, "--domain",
            "terminal", "--action", ACTION, "--sessions-dir", str(tmp_path))
    assert r.returncode == 1 and KEY not in r.stdout + r.stderr and "Traceback" not in r.stderr
    assert "looks like the key itself" in r.stderr.strip().splitlines()[-1]
    # a model and --server both given: the error quotes both, without the password
    r = cli("generate", f"http://bob:{PASSWORD}@h:1", "hi", "--server", "http://h:2", "--server-model", "m")
    assert r.returncode == 1 and PASSWORD not in r.stderr and "http://***@h:1" in r.stderr
