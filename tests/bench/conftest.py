"""Fixtures of the benchmark tests: stand-in judge prompts, the loopback judge, and the loopback model
server the predict tests answer from."""

from __future__ import annotations

from typing import Iterator

import pytest

from playground.bench.judge_messages import JudgePrompts
from tests.bench.judge_server import JudgeServer, install_standin_judge_prompts
from tests.endpoints.loopback import Loopback, models_reply

MODEL = "Qwen/Qwen-AgentWorld-35B-A3B"  # the name the loopback model server lists


@pytest.fixture
def judge_prompts(monkeypatch: pytest.MonkeyPatch) -> JudgePrompts:
    """Stand-in official judge prompts, stored and pinned as `prompts pull` leaves them."""
    return install_standin_judge_prompts(monkeypatch)


@pytest.fixture
def judge_server() -> Iterator[JudgeServer]:
    server = JudgeServer().start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def loopback_server() -> Iterator[Loopback]:
    lb = Loopback({"/v1/models": models_reply(MODEL)}).start()  # one per module: stopping one takes 0.5 s
    try:
        yield lb
    finally:
        lb.stop()


@pytest.fixture
def server(loopback_server: Loopback) -> Loopback:
    """The module's loopback server with no requests seen and no chat route: each test sets its own."""
    loopback_server.requests.clear()
    loopback_server.routes.pop("/v1/chat/completions", None)
    return loopback_server
