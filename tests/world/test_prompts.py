"""Prompt rendering: the official evaluator's history shape, reasoning never in the history."""

from __future__ import annotations

from pathlib import Path

import pytest

from playground.llama.chat_template import render_chat
from playground.world.errors import SessionStepError
from playground.world.prompts import build_messages, render_prompt
from playground.world.session import Step
from playground.world.store import append_step, create_session, load_session
from tests.tinymodel import CHAT_TEMPLATE
from tests.world.conftest import ScriptedEngine
from tests.world.helpers import make_session, make_step


def test_history_shape_system_pairs_then_new_action(tmp_path: Path) -> None:
    s = make_session(tmp_path, steps=2)
    msgs = build_messages(s, "NEW ACTION")
    assert [m["role"] for m in msgs] == ["system", "user", "assistant", "user", "assistant", "user"]
    assert msgs[0]["content"] == "You simulate a toy world."
    assert msgs[1]["content"] == s.steps[0].message
    assert msgs[2]["content"] == "**Environment Observation:**\nobservation 1"
    assert msgs[4]["content"] == "**Environment Observation:**\nobservation 2"
    assert msgs[-1] == {"role": "user", "content": "NEW ACTION"}
    assert all("thinking" not in m["content"] for m in msgs)  # the steps' reasoning is "thinking"


@pytest.mark.parametrize("domain", ["web", "android", "desktop", "terminal", "mcp"])
def test_history_uses_the_marker_in_every_domain(tmp_path: Path, domain: str) -> None:
    """Benchmark rows hold every domain's responses after the marker, GUI ones too (the answer itself is
    asked for in tags; the history is what the rows show)."""
    s = make_session(tmp_path, steps=1, domain=domain)
    assert build_messages(s, "a")[2]["content"] == "**Environment Observation:**\nobservation 1"


def test_rendered_prompt_uses_the_chat_template_and_drops_reasoning(tmp_path: Path) -> None:
    s = make_session(tmp_path, steps=2)
    prompt = render_prompt(ScriptedEngine([]), s, "NEW ACTION")
    assert prompt == render_chat(CHAT_TEMPLATE, build_messages(s, "NEW ACTION"))
    assert prompt.startswith("<|im_start|>system\nYou simulate a toy world.<|im_end|>\n")
    assert prompt.endswith("<|im_start|>user\nNEW ACTION<|im_end|>\n<|im_start|>assistant\n<think>\n")
    assert "thinking" not in prompt and "<think>" not in prompt[:-len("<think>\n")]
    assert prompt.count("<|im_start|>assistant\n**Environment Observation:**") == 2


def test_empty_system_prompt_is_left_out(tmp_path: Path) -> None:
    s = create_session(tmp_path, "custom", system_prompt="")
    assert [m["role"] for m in build_messages(s, "x")] == ["user"]


def test_session_system_prompt_wins_over_the_domain(tmp_path: Path) -> None:
    s = create_session(tmp_path, "terminal", system_prompt="MY OWN PROMPT")
    assert build_messages(s, "x")[0]["content"] == "MY OWN PROMPT"
    assert create_session(tmp_path, "terminal").header.system_prompt == s.domain.system_prompt


def test_teacher_forcing_uses_ground_truth_verbatim(tmp_path: Path) -> None:
    s = create_session(tmp_path, "terminal", system_prompt="sys")
    for n in (1, 2):
        st = make_step(s, n)
        st.ground_truth = f"**Environment Observation:**\nREAL {n}"
        append_step(s, st)
    s = load_session(s.path)  # type: ignore[arg-type]
    free = build_messages(s, "x", teacher_forcing=False)
    forced = build_messages(s, "x", teacher_forcing=True)
    assert free[2]["content"].endswith("observation 1")
    assert forced[2]["content"] == "**Environment Observation:**\nREAL 1"
    assert forced[4]["content"] == "**Environment Observation:**\nREAL 2"


def test_unpredicted_steps_use_ground_truth_and_history_can_be_cut(tmp_path: Path) -> None:
    s = create_session(tmp_path, "custom", system_prompt="sys")
    append_step(s, Step(index=1, action="a", message="m1", ground_truth="GT1"))
    append_step(s, Step(index=2, action="a", message="m2", ground_truth="GT2"))
    assert build_messages(s, "x")[2]["content"] == "**Environment Observation:**\nGT1"
    assert len(build_messages(s, "x", history=s.steps[:1])) == 4
    append_step(s, Step(index=3, action="a", message="m3"))
    with pytest.raises(SessionStepError, match="neither a prediction nor a ground truth"):
        build_messages(s, "x")
