"""Fixtures for the quant comparison: a short session the tiny models answer quickly."""

from __future__ import annotations

from pathlib import Path

import pytest

from playground.llama.sampling import GenerationParams
from playground.world.session import Session, Step
from playground.world.store import append_step, create_session
from tests.bench.conftest import judge_prompts, judge_server  # noqa: F401 (the judged comparison's fixtures)
from tests.tui.conftest import make_app  # noqa: F401 (the app fixture test_tui_compare.py asks for)

# Long enough for a few dozen scored positions per step, short enough to keep the tests fast;
# the reasoning budget closes the think block so there is an observation to match.
FAST_PARAMS = GenerationParams(seed=11, max_tokens=48, reasoning_budget=16, ignore_eos=True)


def make_session(directory: Path, steps: int = 2) -> Session:
    """A terminal session with a short system prompt and ``steps`` recorded steps."""
    directory.mkdir(parents=True, exist_ok=True)
    session = create_session(directory, "terminal", name="small", system_prompt="You simulate a Linux shell.",
                             initial_state="user@box:~$ ")
    for i in range(1, steps + 1):
        action = f'[{{"keystrokes": "echo {i}\\n", "duration": 0.1}}]'
        append_step(session, Step(index=i, action=action, message=f"Action {i}: echo {i}", raw=f"{i}",
                                  observation=f"{i}\nuser@box:~$ "))
    return session


@pytest.fixture
def small_session(tmp_path: Path) -> Session:
    return make_session(tmp_path / "sessions")
