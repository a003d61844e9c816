"""Recurrent-only checkpoints: going back to any step of a session evaluates only what follows it.

The tiny qwen35moe is a hybrid like the real model (Gated DeltaNet + attention), so these run the same
llama.cpp paths a user's model does: ``llama_state_seq_*_ext(PARTIAL_ONLY)``, ``llama_memory_seq_rm``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterator

import numpy as np
import pytest

from playground.llama.engine import Engine, LoadOptions
from playground.llama.sampling import GenerationParams

SYSTEM = {"role": "system", "content": "You simulate a Linux terminal."}
IM = 0  # <|im_start|>, set by the fixture


@pytest.fixture
def big_engine(tiny_model: Path) -> Iterator[Engine]:
    global IM
    eng = Engine.load(tiny_model, LoadOptions(n_ctx=8192, n_threads=2))
    assert eng.special.im_start is not None
    IM = eng.special.im_start
    try:
        yield eng
    finally:
        eng.close()


def session_prompts(engine: Engine, steps: int, fork: dict[int, str] | None = None) -> list[list[int]]:
    """The prompt of each step of a terminal session (each holds every earlier step); ``fork`` gives
    other actions at some steps."""
    history: list[dict[str, str]] = [SYSTEM]
    prompts = []
    for i in range(steps):
        action = (fork or {}).get(i, f"ls -la dir{i}")
        history.append({"role": "user", "content": f'[{{"keystrokes": "{action}\\n"}}]'})
        prompts.append(engine.tokenize(engine.render_chat(history)))
        history.append({"role": "assistant", "content": f"<think>\nlisting {i}\n</think>\n\n"
                                                         f"total {i}\n-rw-r--r-- 1 u u {i * 7} f{i}.txt\n$ "})
    return prompts


def own_tokens(prompts: list[list[int]], k: int, im_start: int) -> int:
    """Step ``k``'s own new tokens (0-based): what follows the step before it, from that step's
    assistant turn on (the chat template rewrites that turn, so it is new in step k's prompt)."""
    if k == 0:
        return len(prompts[0])
    prev = prompts[k - 1]
    boundary = max(i for i, t in enumerate(prev) if t == im_start)
    assert prompts[k][:boundary] == prev[:boundary]
    return len(prompts[k]) - boundary


def play(engine: Engine, prompts: list[list[int]]) -> list[int]:
    """Play the steps in order (a few generated tokens each); prompt tokens evaluated per step."""
    evaluated = []
    for p in prompts:
        r = engine.run(p, GenerationParams(max_tokens=6, seed=3, ignore_eos=True))
        evaluated.append(r.timings.prompt_tokens_evaluated)
    return evaluated


def fresh_logits(tiny_model: Path, prompt: list[int]) -> np.ndarray:
    with Engine.load(tiny_model, LoadOptions(n_ctx=8192, n_threads=2, checkpoint_budget_mb=0)) as eng:
        return eng.eval_logits(prompt)


def test_the_tiny_model_is_hybrid_so_checkpoints_are_recurrent_only(big_engine: Engine) -> None:
    assert big_engine.partial_states
    play(big_engine, session_prompts(big_engine, 3))
    sizes = {c.size for c in big_engine.checkpoints if c.kind == "partial"}
    assert big_engine.checkpoints.count("partial") >= 3 and big_engine.checkpoints.count("whole") == 0
    assert len(sizes) == 1  # the same size at every context length


def test_going_back_is_exact(big_engine: Engine, tiny_model: Path) -> None:
    prompts = session_prompts(big_engine, 8)
    play(big_engine, prompts)
    for k in (0, 3, 6, 2):  # back to earlier steps, in no particular order
        back = big_engine.eval_logits(prompts[k])
        assert big_engine.last_reuse == "partial"
        assert big_engine.last_timings is not None
        assert big_engine.last_timings.prompt_tokens_evaluated <= own_tokens(prompts, k, IM)
        np.testing.assert_allclose(back, fresh_logits(tiny_model, prompts[k]), rtol=0, atol=1e-4)


def test_rerunning_any_step_of_50_evaluates_only_its_own_tokens(big_engine: Engine) -> None:
    prompts = session_prompts(big_engine, 50)
    evaluated = play(big_engine, prompts)
    assert all(e <= own_tokens(prompts, k, IM) for k, e in enumerate(evaluated))
    for k in (0, 24, 49, 10):
        r = big_engine.run(prompts[k], GenerationParams(max_tokens=4, seed=9, ignore_eos=True))
        # from step 1 to step 50: never the history before the step
        assert r.timings.prompt_tokens_evaluated <= own_tokens(prompts, k, IM), k
        assert r.timings.prompt_tokens_evaluated < 0.5 * len(prompts[k]) or k == 0


def test_eight_resamples_evaluate_the_prompt_once(big_engine: Engine) -> None:
    prompts = session_prompts(big_engine, 5)
    play(big_engine, prompts[:4])
    evaluated = [big_engine.run(prompts[4], GenerationParams(max_tokens=8, seed=s)).timings.prompt_tokens_evaluated
                 for s in range(8)]
    assert evaluated[0] == own_tokens(prompts, 4, IM)
    assert evaluated[1:] == [1] * 7


def test_two_whole_states_beyond_the_budget_still_evaluate_only_new_tokens(big_engine: Engine) -> None:
    """The real model above ~49k tokens: one whole state fits the budget, two do not."""
    prompts = session_prompts(big_engine, 12)
    play(big_engine, prompts[:8])
    whole = big_engine._lib.llama_state_get_size(big_engine._ctx)
    partial = next(c.size for c in big_engine.checkpoints if c.kind == "partial")
    big_engine.checkpoints.budget_bytes = int(1.5 * whole)  # scaled: one whole state, not two
    assert 2 * partial <= big_engine.checkpoints.budget_bytes < 2 * whole  # the two partial states of a step fit
    later = play(big_engine, prompts[8:])
    assert all(e <= own_tokens(prompts, 8 + i, IM) for i, e in enumerate(later)), later


class RefusingLib:
    """llama.cpp as it would be if it refused a recurrent-only restore (an older or other build)."""

    def __init__(self, lib: Any) -> None:
        self._lib = lib
        self.restores = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self._lib, name)

    def llama_state_seq_set_data_ext(self, *_args: Any) -> int:
        self.restores += 1
        return 0


def test_a_refused_partial_restore_falls_back_to_whole_states(big_engine: Engine, tiny_model: Path,
                                                              caplog: pytest.LogCaptureFixture) -> None:
    prompts = session_prompts(big_engine, 6)
    play(big_engine, prompts)
    refusing = RefusingLib(big_engine._lib)
    big_engine._lib = refusing
    with caplog.at_level("DEBUG", logger="playground.llama.engine"):
        back = big_engine.eval_logits(prompts[2])
    assert "recurrent-only checkpoints refused" in caplog.text
    # refused while keeping the branch: no second partial restore into the memory that refusal cleared
    assert refusing.restores == 1
    assert big_engine.partial_refused and not big_engine.partial_states
    assert big_engine.checkpoints.count("partial") == 0
    np.testing.assert_allclose(back, fresh_logits(tiny_model, prompts[2]), rtol=0, atol=1e-4)
    # from then on whole states: the next step reuses one
    r = big_engine.run(prompts[3], GenerationParams(max_tokens=4, seed=1, ignore_eos=True))
    assert big_engine.last_reuse == "whole"
    assert r.timings.prompt_tokens_evaluated <= own_tokens(prompts, 3, IM)


def test_coming_back_from_a_fork_does_not_evaluate_the_main_branch_again(big_engine: Engine) -> None:
    prompts = session_prompts(big_engine, 8)
    play(big_engine, prompts[:6])
    # fork at step 3: another action there, and two steps played on the fork
    play(big_engine, session_prompts(big_engine, 5, fork={2: "whoami"})[2:])
    assert big_engine.checkpoints.count("whole") == 1  # the main branch, kept before the fork cut it
    r = big_engine.run(prompts[6], GenerationParams(max_tokens=4, seed=1, ignore_eos=True))
    assert big_engine.last_reuse == "whole"
    assert r.timings.prompt_tokens_evaluated <= own_tokens(prompts, 6, IM)


def test_saving_reuses_the_buffers_of_evicted_checkpoints(big_engine: Engine) -> None:
    prompts = session_prompts(big_engine, 3)
    play(big_engine, prompts[:1])
    size = next(c.size for c in big_engine.checkpoints if c.kind == "partial")
    big_engine.checkpoints.budget_bytes = 3 * size  # three partial states
    seen: list[Any] = []  # every buffer a checkpoint used, held so that no id is reused
    saved = 0
    for p in session_prompts(big_engine, 10):
        big_engine.run(p, GenerationParams(max_tokens=3, seed=1, ignore_eos=True))
        for c in big_engine.checkpoints:
            saved += all(c.data is not b for b in seen)
            seen += [c.data] if all(c.data is not b for b in seen) else []
    assert len(big_engine.checkpoints) <= 3
    assert big_engine.checkpoints.bytes_used <= 3 * size
    assert len(seen) <= 5  # about 20 states were saved over the 10 steps, into at most 5 buffers


def test_bench_reports_reruns_against_whole_states_under_the_real_models_budget(big_engine: Engine) -> None:
    from playground.llama.speedbench import BenchReport, rerun_bench

    rr = rerun_bench(big_engine, 10)
    assert rr is not None and rr.partial_bytes > 0 and rr.whole_bytes > rr.partial_bytes
    modes = {m.states: m for m in rr.modes}
    assert set(modes) == {"partial", "whole", "whole/32k"}
    assert max(modes["partial"].evaluated.values()) < 20  # the generation prompt of the step, not its history
    assert modes["whole/32k"].evaluated[5] > 10 * modes["partial"].evaluated[5]  # evicted: re-evaluated
    text = BenchReport("tiny", "F32", 2, [], None, reruns=[rr]).format()
    assert "re-running steps of a 10-step session" in text and "whole/32k" in text
    assert big_engine.partial_states and big_engine.checkpoints.budget_bytes == 2048 * 2**20  # as it was
    assert rerun_bench(big_engine, 200) is None  # does not fit 8,192 tokens: skipped, said by the caller
