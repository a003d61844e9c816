"""Fixtures of the judging tests: stand-in judge prompts, and the loopback judge."""

from __future__ import annotations

from typing import Iterator

import pytest

from playground.bench.judge_messages import JudgePrompts
from tests.bench.judge_server import JudgeServer, install_standin_judge_prompts


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
