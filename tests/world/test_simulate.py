"""The step runner: validate -> prompt -> stream -> parse -> check -> append; cancel saves nothing."""

from __future__ import annotations

import json

import threading
from pathlib import Path
from typing import Any

import pytest

from playground.llama.events import ChannelSwitch, Finished, PromptProgress, TokenEvent
from playground.llama.sampling import GenerationParams
from playground.world.errors import InvalidActionError, SessionStepError
from playground.world.prompts import render_prompt
from playground.world.session import Session, Step
from playground.world.simulate import Forked, StepCancelled, prepare_action, resimulate, run_step
from playground.world.store import create_session, load_session
from playground.world.warning_records import DEFAULT_CHECKERS, WorldWarning
from tests.world.conftest import ScriptedEngine
from tests.world.helpers import make_session

GOOD = "the directory is empty\n</think>\n\n**Environment Observation:**\nalex@devbox:~$ ls\nalex@devbox:~$"
ACTION = '[{"keystrokes": "ls\\n", "duration": 0.5}]'
PARAMS = GenerationParams(seed=11, max_tokens=64)


def run_all(it: Any) -> list[Any]:
    return list(it)


def test_a_step_streams_then_records(tmp_path: Path) -> None:
    s = create_session(tmp_path, "terminal")
    eng = ScriptedEngine([GOOD])
    outs = run_all(run_step(eng, s, ACTION, PARAMS))
    assert isinstance(outs[0], PromptProgress)
    assert any(isinstance(o, TokenEvent) and o.channel == "reasoning" for o in outs)
    assert any(isinstance(o, ChannelSwitch) for o in outs)
    assert isinstance(outs[-2], Finished)
    step = outs[-1]
    assert isinstance(step, Step) and step.index == 1
    assert step.observation == "alex@devbox:~$ ls\nalex@devbox:~$"
    assert step.reasoning == "the directory is empty"
    assert step.raw.startswith("<think>\n") and step.finish_reason == "stop"  # type: ignore[union-attr]
    assert step.seed == 11 and step.params["seed"] == 11  # type: ignore[index]
    assert step.model is not None and step.model.file == "scripted-Q4_K_M.gguf" and step.model.quant == "Q4_K_M"
    assert step.warnings == [] and step.parse_notes == []
    assert step.state == s.header.initial_state
    # The first turn carries the initial state; the prompt is the rendered history.
    assert "**Current State:**\nalex@devbox:~$" in step.message
    assert eng.prompts == [render_prompt(eng, Session(s.path, s.header), step.message)]
    loaded = load_session(s.path)  # type: ignore[arg-type]
    assert [x.to_dict() for x in loaded.steps] == [step.to_dict()]


def test_second_step_sees_the_first_without_reasoning(tmp_path: Path) -> None:
    s = create_session(tmp_path, "terminal")
    eng = ScriptedEngine([GOOD, GOOD])
    run_all(run_step(eng, s, ACTION, PARAMS))
    second = run_all(run_step(eng, s, '[{"keystrokes": "pwd\\n"}]', PARAMS))[-1]
    assert second.index == 2 and second.state is None and "Current State" not in second.message
    p2 = eng.prompts[1]
    assert "the directory is empty" not in p2
    assert "<|im_start|>assistant\n**Environment Observation:**\nalex@devbox:~$ ls\nalex@devbox:~$<|im_end|>" in p2
    assert p2.startswith(eng.prompts[0][: eng.prompts[0].rindex("<|im_start|>")])  # prefix reuse is possible


def test_invalid_action_fails_before_anything_runs(tmp_path: Path) -> None:
    s = create_session(tmp_path, "terminal")
    before = s.path.read_bytes()  # type: ignore[union-attr]
    eng = ScriptedEngine([GOOD])
    with pytest.raises(InvalidActionError, match="not valid JSON"):
        run_step(eng, s, "[{", PARAMS)
    assert eng.prompts == [] and s.path.read_bytes() == before  # type: ignore[union-attr]


def test_mcp_calls_are_checked_against_the_session_tools(tmp_path: Path) -> None:
    s = create_session(tmp_path, "mcp")
    # An undeclared tool still runs (the model should answer with the server's error), with a notice.
    assert '"name": "rm_rf"' in prepare_action(s, '{"tool": "rm_rf", "arguments": {}}').message
    checked = s.domain.check_action('{"name": "rm_rf", "arguments": {}}', tools=s.tools)
    assert len(checked.notices) == 1 and "unknown tool 'rm_rf'" in checked.notices[0]
    assert s.domain.check_action('{"name": "list_notes", "arguments": {"folder": "x"}}', tools=s.tools).notices == ()
    # the tools are in the system prompt, once: turn 1 holds only the action (as benchmark rows do)
    turn = prepare_action(s, '{"name": "list_notes", "arguments": {}}')
    assert turn.message.startswith("### Turn 1\n**Action:**\n") and "list_notes" not in turn.message.split("```")[0]
    assert s.header.system_prompt.count('"name": "list_notes"') == 1
    with pytest.raises(InvalidActionError, match='needs a "name" field'):
        prepare_action(s, '{"arguments": {}}')


def test_typing_a_plain_command_in_the_terminal_runs_a_step(tmp_path: Path) -> None:
    s = create_session(tmp_path, "terminal")
    eng = ScriptedEngine([GOOD])
    step = run_all(run_step(eng, s, "ls -la", PARAMS))[-1]
    assert isinstance(step, Step) and step.index == 1
    assert json.loads(step.action) == [{"keystrokes": "ls -la\n", "duration": 1.0}]
    assert step.message.endswith('```json\n[\n  {\n    "keystrokes": "ls -la\\n",\n    "duration": 1.0\n  }\n]\n```')
    assert load_session(s.path).steps[0].action == step.action  # type: ignore[arg-type]


def test_cancelled_step_appends_nothing(tmp_path: Path) -> None:
    s = make_session(tmp_path, steps=1)
    before = s.path.read_bytes()  # type: ignore[union-attr]
    cancel = threading.Event()
    outs = run_all(run_step(ScriptedEngine([GOOD], cancel_after=3), s, "act", PARAMS, cancel))
    assert isinstance(outs[-1], StepCancelled) and outs[-1].index == 2
    assert outs[-1].result is not None and outs[-1].result.finish_reason == "cancelled"
    assert not any(isinstance(o, Step) for o in outs)
    assert s.path.read_bytes() == before and len(s.steps) == 1  # type: ignore[union-attr]


def test_abandoned_iteration_appends_nothing(tmp_path: Path) -> None:
    s = make_session(tmp_path, steps=1)
    before = s.path.read_bytes()  # type: ignore[union-attr]
    it = run_step(ScriptedEngine([GOOD]), s, "act", PARAMS)
    next(it), next(it)
    it.close()  # type: ignore[attr-defined]
    assert s.path.read_bytes() == before  # type: ignore[union-attr]


class _Boom(ScriptedEngine):
    def _run(self, prompt: str, answer: str, params: GenerationParams, cancel: Any):  # type: ignore[override]
        yield PromptProgress(1, 1, 0)
        raise RuntimeError("native failure")


def test_engine_failure_appends_nothing(tmp_path: Path) -> None:
    s = make_session(tmp_path, steps=1)
    before = s.path.read_bytes()  # type: ignore[union-attr]
    with pytest.raises(RuntimeError):
        run_all(run_step(_Boom([GOOD]), s, "act", PARAMS))
    assert s.path.read_bytes() == before  # type: ignore[union-attr]


def test_format_and_length_problems_become_warnings(tmp_path: Path) -> None:
    s = create_session(tmp_path, "web")
    eng = ScriptedEngine(["hmm</think>just some text"], finish_reason="length")
    step = run_all(run_step(eng, s, '{"action": "back"}', PARAMS))[-1]
    kinds = [(w.kind, w.severity) for w in step.warnings]
    assert ("format", "warning") in kinds and ("generation", "warning") in kinds
    # the old alias ran, converted to BrowserGym's go_back(), and the step says so first
    assert kinds[0] == ("action", "info") and "go_back" in step.warnings[0].message
    fmt = next(w for w in step.warnings if w.kind == "format")
    assert fmt.evidence == {"code": "no_wrapper"} and fmt.step == 1
    assert [n.code for n in step.parse_notes] == ["no_wrapper"]
    assert load_session(s.path).steps[0].warnings == step.warnings  # type: ignore[arg-type]


def test_checkers_plug_in_and_a_crash_is_contained(tmp_path: Path) -> None:
    s = make_session(tmp_path, steps=2)
    seen: list[tuple[int, int]] = []

    def history_len(session: Session, step: Step) -> list[WorldWarning]:
        seen.append((len(session.steps), step.index))
        return [WorldWarning("decoherence", "error", step.index, "a deleted file came back", ["notes.txt"])]

    def broken(session: Session, step: Step) -> list[WorldWarning]:
        raise KeyError("oops")

    eng = ScriptedEngine(["r</think>**Environment Observation:**\nok"])
    step = run_all(run_step(eng, s, "act", PARAMS, checkers=[*DEFAULT_CHECKERS, history_len, broken]))[-1]
    assert seen == [(2, 3)]
    assert [w.kind for w in step.warnings] == ["decoherence", "checker"]
    assert step.warnings[0].evidence == ["notes.txt"]
    assert "broken" in step.warnings[1].message and step.observation == "ok"


def test_resimulate_into_a_fork(tmp_path: Path) -> None:
    s = make_session(tmp_path, steps=3)
    before = s.path.read_bytes()  # type: ignore[union-attr]
    eng = ScriptedEngine(["a</think>**Environment Observation:**\nNEW 2",
                          "b</think>**Environment Observation:**\nNEW 3"])
    outs = run_all(resimulate(eng, s, 2, tmp_path, PARAMS))
    assert isinstance(outs[0], Forked)
    fork = outs[0].session
    steps = [o for o in outs if isinstance(o, Step)]
    assert [x.observation for x in steps] == ["NEW 2", "NEW 3"]
    loaded = load_session(fork.path)
    assert [x.observation for x in loaded.steps] == ["observation 1", "NEW 2", "NEW 3"]
    assert [x.message for x in loaded.steps] == [x.message for x in s.steps]
    assert loaded.header.parent.step == 1  # type: ignore[union-attr]
    assert s.path.read_bytes() == before  # type: ignore[union-attr]
    # free running: step 3 was predicted from the new step 2, not the recorded one
    assert "NEW 2" in eng.prompts[1] and "observation 2" not in eng.prompts[1]
    with pytest.raises(SessionStepError, match="steps 1..3"):
        resimulate(eng, s, 4, tmp_path)


def test_resimulate_cancelled_at_once_leaves_no_fork(tmp_path: Path) -> None:
    s = make_session(tmp_path, steps=2)
    files = sorted(tmp_path.iterdir())
    outs = run_all(resimulate(ScriptedEngine([GOOD], cancel_after=1), s, 1, tmp_path, PARAMS))
    assert isinstance(outs[0], Forked) and isinstance(outs[-1], StepCancelled)
    assert sorted(tmp_path.iterdir()) == files


# ------------------------------------------------------------ with the real engine

@pytest.mark.slow
def test_real_engine_steps_reuse_checkpoints_and_cancel_saves_nothing(engine: Any, tmp_path: Path) -> None:
    s = create_session(tmp_path, "custom", system_prompt="You simulate a tiny calculator. Answer with the result.",
                       initial_state="display: 0")
    params = GenerationParams(seed=3, max_tokens=24, reasoning_budget=8, ignore_eos=True)
    recorded: list[Step] = []
    for action in ("press 2", "press +", "press 3"):
        outs = run_all(run_step(engine, s, action, params))
        assert isinstance(outs[-1], Step), outs[-1]
        recorded.append(outs[-1])
        assert any(isinstance(o, TokenEvent) for o in outs)
    assert [r.index for r in recorded] == [1, 2, 3]
    assert all(r.model is not None and r.model.identity == engine.info.identity for r in recorded)
    t = [r.step_timings for r in recorded]
    assert t[0].prompt_tokens_reused == 0  # type: ignore[union-attr]
    for prev, cur in zip(t, t[1:]):
        # Everything before the previous generation prompt ("<|im_start|>assistant\n<think>\n", 12
        # tokens) comes from a checkpoint; only the previous observation, the new action and the
        # generation prompt are evaluated.
        assert cur.prompt_tokens_reused >= prev.prompt_tokens - 12  # type: ignore[union-attr]
        assert cur.prompt_tokens_evaluated == cur.prompt_tokens - cur.prompt_tokens_reused  # type: ignore[union-attr]
    loaded = load_session(s.path)  # type: ignore[arg-type]
    assert [x.to_dict() for x in loaded.steps] == [x.to_dict() for x in recorded]

    # Cancel from the consumer after the first token: the file does not change.
    before = s.path.read_bytes()  # type: ignore[union-attr]
    cancel = threading.Event()
    outs = []
    for o in run_step(engine, s, "press =", params, cancel):
        outs.append(o)
        if isinstance(o, TokenEvent):
            cancel.set()
    assert isinstance(outs[-1], StepCancelled)
    assert s.path.read_bytes() == before and len(s.steps) == 3  # type: ignore[union-attr]
    # ...and the session continues normally afterwards.
    assert isinstance(run_all(run_step(engine, s, "press =", params))[-1], Step)
    assert len(load_session(s.path).steps) == 4  # type: ignore[arg-type]
