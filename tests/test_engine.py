"""The engine on the real tiny qwen35moe model: streaming, stops, budgets, reuse, errors."""

from __future__ import annotations

import threading
from pathlib import Path

import numpy as np
import pytest

from playground.llama.detok import PieceReader, Utf8Stream
from playground.llama.engine import Engine, LoadOptions
from playground.errors import (
    ContextOverflowError,
    EngineStateError,
    InvalidParameterError,
    ModelLoadError,
    OperationCancelled,
)
from playground.llama.events import ChannelSwitch, Finished, Notice, PromptProgress, TokenEvent
from playground.llama.sampling import GenerationParams
from tests.childguard import in_child

SYSTEM = {"role": "system", "content": "You simulate a Linux terminal. Reply with what it prints."}


def chat_prompt(engine: Engine, user: str = "ls -la", thinking: bool = True) -> list[int]:
    return engine.tokenize(engine.render_chat([SYSTEM, {"role": "user", "content": user}],
                                              enable_thinking=thinking))


def test_load_exposes_model_facts(engine: Engine) -> None:
    assert engine.n_ctx >= 2048
    assert engine.n_vocab == 519
    sp = engine.special
    assert None not in (sp.think_open, sp.think_close, sp.im_start, sp.im_end)
    assert sp.im_end in engine.eog_tokens


def test_chat_template_opens_thinking_and_drops_old_reasoning(engine: Engine) -> None:
    text = engine.render_chat([
        SYSTEM,
        {"role": "user", "content": "pwd"},
        {"role": "assistant", "content": "<think>\nsecret plan\n</think>\n\n/home/user"},
        {"role": "user", "content": "ls"},
    ])
    assert text.endswith("<|im_start|>assistant\n<think>\n")
    assert "secret plan" not in text
    assert "<|im_start|>assistant\n/home/user<|im_end|>" in text
    off = engine.render_chat([{"role": "user", "content": "ls"}], enable_thinking=False)
    assert off.endswith("<think>\n\n</think>\n\n")


def test_stream_events_and_result_agree(engine: Engine) -> None:
    events = list(engine.generate(chat_prompt(engine), GenerationParams(max_tokens=60, seed=3)))
    assert isinstance(events[-1], Finished)
    assert any(isinstance(e, PromptProgress) for e in events)
    result = events[-1].result
    reasoning = "".join(e.text for e in events if isinstance(e, TokenEvent) and e.channel == "reasoning")
    output = "".join(e.text for e in events if isinstance(e, TokenEvent) and e.channel == "output")
    assert reasoning == result.reasoning
    assert output == result.output
    assert result.finish_reason in ("length", "stop")
    assert result.timings.generated_tokens == len(result.tokens) <= 60
    assert result.thinking is True
    first_token = next(e for e in events if isinstance(e, TokenEvent))
    assert first_token.channel == "reasoning"


def test_thinking_off_streams_output_only(engine: Engine) -> None:
    result = engine.run(chat_prompt(engine, thinking=False), GenerationParams(max_tokens=30, seed=1))
    assert result.thinking is False
    assert result.reasoning == "" or engine.special.think_open in result.tokens


def test_reasoning_budget_forces_close_then_answer(engine: Engine) -> None:
    events = list(engine.generate(chat_prompt(engine), GenerationParams(max_tokens=40, reasoning_budget=5, seed=2)))
    result = events[-1].result
    assert result.reasoning_budget_hit
    sampled_reasoning = [e for e in events if isinstance(e, TokenEvent) and e.channel == "reasoning" and not e.forced]
    assert len(sampled_reasoning) == 5
    switch = events.index(next(e for e in events if isinstance(e, ChannelSwitch)))
    assert all(e.channel == "output" for e in events[switch + 1:] if isinstance(e, TokenEvent))
    assert "</think>" in result.raw
    assert result.output  # the model went on to answer
    assert result.timings.output_tokens > 0


def test_model_closing_think_itself_is_tagged(engine: Engine) -> None:
    close = engine.special.think_close
    params = GenerationParams(max_tokens=5, seed=1, logit_bias={close: 100.0})
    events = list(engine.generate(chat_prompt(engine), params))
    assert isinstance(events[0], PromptProgress)
    assert any(isinstance(e, ChannelSwitch) and e.channel == "output" for e in events)
    assert events[-1].result.reasoning_budget_hit is False


def test_stops_on_end_of_turn(engine: Engine) -> None:
    params = GenerationParams(max_tokens=50, seed=1, logit_bias={engine.special.im_end: 100.0})
    result = engine.run(chat_prompt(engine), params)
    assert result.finish_reason == "stop"
    assert result.tokens == []


def test_ignore_eos_runs_to_max_tokens(engine: Engine) -> None:
    params = GenerationParams(max_tokens=40, seed=1, ignore_eos=True, logit_bias={engine.special.im_end: 100.0})
    result = engine.run(chat_prompt(engine), params)
    assert result.finish_reason == "length"
    assert len(result.tokens) == 40
    assert not set(result.tokens) & set(engine.eog_tokens)


def test_seed_reproduces_and_varies(engine: Engine) -> None:
    prompt = chat_prompt(engine)
    a = engine.run(prompt, GenerationParams(max_tokens=30, seed=11, ignore_eos=True))
    b = engine.run(prompt, GenerationParams(max_tokens=30, seed=11, ignore_eos=True))
    c = engine.run(prompt, GenerationParams(max_tokens=30, seed=12, ignore_eos=True))
    assert a.tokens == b.tokens
    assert a.tokens != c.tokens
    d = engine.run(prompt, GenerationParams(max_tokens=10, ignore_eos=True))
    assert d.seed is not None  # a random seed is chosen and reported


def test_greedy_is_deterministic(engine: Engine) -> None:
    prompt = chat_prompt(engine)
    g1 = engine.run(prompt, GenerationParams(temperature=0, max_tokens=20, seed=1, ignore_eos=True))
    g2 = engine.run(prompt, GenerationParams(temperature=0, max_tokens=20, seed=99, ignore_eos=True))
    assert g1.tokens == g2.tokens


def test_streamed_text_is_never_broken_utf8(engine: Engine) -> None:
    """Streaming piece by piece yields exactly what decoding all bytes at once does."""
    params = GenerationParams(max_tokens=400, seed=5, ignore_eos=True, temperature=1.5, top_k=0, top_p=1.0)
    events = list(engine.generate(chat_prompt(engine, thinking=False), params))
    result = events[-1].result
    think = {engine.special.think_open, engine.special.think_close}
    streamed = "".join(e.text for e in events if isinstance(e, TokenEvent))
    piece = PieceReader(engine._lib, engine._vocab)
    # decode each channel's bytes in one go, split at the think tags like the engine does
    segments: list[bytes] = [b""]
    for tok in result.tokens:
        if tok in think:
            segments.append(b"")
        else:
            segments[-1] += piece(tok)
    assert streamed == "".join(s.decode("utf-8", errors="replace") for s in segments)


def test_multibyte_characters_split_across_tokens(engine: Engine) -> None:
    # the tiny vocabulary keeps every byte as its own token: id == byte value
    piece = PieceReader(engine._lib, engine._vocab)
    stream = Utf8Stream()
    emoji = "🙂".encode()
    outs = [stream.feed(piece(b)) for b in emoji]
    assert outs == ["", "", "", "🙂"]
    assert not stream.pending
    assert stream.feed(piece(0xC3)) == "" and stream.pending
    assert stream.flush() == "\ufffd"


def test_cancel_from_another_thread_stops_within_one_token(engine: Engine) -> None:
    cancel = threading.Event()
    asked = threading.Event()
    done = threading.Event()

    def canceller() -> None:
        asked.wait(5)
        cancel.set()
        done.set()

    t = threading.Thread(target=canceller)
    t.start()
    seen = 0
    result = None
    for ev in engine.generate(chat_prompt(engine), GenerationParams(max_tokens=500, ignore_eos=True, seed=1), cancel):
        if isinstance(ev, TokenEvent):
            seen += 1
            if seen == 10:
                asked.set()
                done.wait(5)
        elif isinstance(ev, Finished):
            result = ev.result
    t.join()
    assert result is not None and result.finish_reason == "cancelled"
    assert len(result.tokens) == 10


def test_cancelled_step_leaves_engine_usable(engine: Engine) -> None:
    cancel = threading.Event()
    cancel.set()
    r = engine.run(chat_prompt(engine), GenerationParams(max_tokens=50, seed=1), cancel)
    assert r.finish_reason == "cancelled"
    again = engine.run(chat_prompt(engine), GenerationParams(max_tokens=20, seed=1, ignore_eos=True))
    assert again.finish_reason == "length"


def test_logprobs_recorded(engine: Engine) -> None:
    r = engine.run(chat_prompt(engine), GenerationParams(max_tokens=25, seed=1, logprobs=True, ignore_eos=True))
    assert r.logprobs is not None and len(r.logprobs) == len(r.tokens)
    assert all(lp <= 0.0 for lp in r.logprobs)
    assert any(lp < 0.0 for lp in r.logprobs)


def _session_prompts(engine: Engine, steps: int) -> list[list[int]]:
    history = [SYSTEM]
    prompts = []
    for i in range(steps):
        history.append({"role": "user", "content": f'[{{"keystrokes": "echo step {i}\\n"}}]'})
        prompts.append(engine.tokenize(engine.render_chat(history)))
        history.append({"role": "assistant", "content": f"<think>\nreasoning {i}\n</think>\n\nstep {i}\n$ "})
    return prompts


def test_checkpoint_restore_gives_identical_logits(engine: Engine) -> None:
    p1, p2 = _session_prompts(engine, 2)
    engine.run(p1, GenerationParams(max_tokens=20, seed=1, ignore_eos=True))
    reused = engine.eval_logits(p2)
    assert engine.last_timings.prompt_tokens_reused > 0.5 * len(p1)
    engine.reset()
    full = engine.eval_logits(p2)
    assert engine.last_timings.prompt_tokens_reused == 0
    assert np.max(np.abs(reused - full)) == 0.0


def test_prompt_eval_per_step_stays_flat(engine: Engine) -> None:
    prompts = _session_prompts(engine, 8)
    evaluated = []
    for p in prompts:
        r = engine.run(p, GenerationParams(max_tokens=8, seed=1, ignore_eos=True))
        evaluated.append(r.timings.prompt_tokens_evaluated)
        assert r.timings.prompt_tokens_evaluated + r.timings.prompt_tokens_reused == len(p)
    later = evaluated[1:]
    assert max(later) - min(later) <= 0.2 * max(later)  # about constant
    assert evaluated[-1] < len(prompts[-1]) / 4  # far less than the whole history


def test_rerun_same_prompt_evaluates_one_token(engine: Engine) -> None:
    p = chat_prompt(engine)
    engine.run(p, GenerationParams(max_tokens=10, seed=1))
    r = engine.run(p, GenerationParams(max_tokens=10, seed=2))
    assert r.timings.prompt_tokens_evaluated == 1


def test_prompt_larger_than_context(tiny_model: Path) -> None:
    with Engine.load(tiny_model, LoadOptions(n_ctx=256, n_threads=1)) as eng:
        long = eng.tokenize("word " * 400)
        with pytest.raises(ContextOverflowError, match="context holds"):
            eng.generate(long)


def test_context_nearly_full_warns_and_stops(tiny_model: Path) -> None:
    with Engine.load(tiny_model, LoadOptions(n_ctx=256, n_threads=1)) as eng:
        prompt = eng.tokenize("word " * 100)[:200]
        events = list(eng.generate(prompt, GenerationParams(max_tokens=500, ignore_eos=True, seed=1)))
        assert any(isinstance(e, Notice) and e.kind == "context" for e in events)
        result = events[-1].result
        assert result.finish_reason == "context_full"
        assert result.timings.context_used == eng.n_ctx


@pytest.mark.parametrize("kwargs, match", [
    ({"max_tokens": 0}, "max_tokens"),
    ({"max_tokens": -5}, "max_tokens"),
    ({"reasoning_budget": -1}, "budget"),
    ({"temperature": -0.1}, "temperature"),
    ({"top_p": 0.0}, "top_p"),
    ({"top_k": -1}, "top_k"),
    ({"seed": -1}, "seed"),
])
def test_bad_generation_params(engine: Engine, kwargs: dict, match: str) -> None:
    with pytest.raises(InvalidParameterError, match=match):
        engine.generate("hi", GenerationParams(**kwargs))


@pytest.mark.parametrize("kwargs, match", [
    ({"n_ctx": 0}, "context size"),
    ({"n_ctx": -1}, "context size"),
    ({"n_batch": 0}, "batch"),
    ({"n_threads": 0}, "n_threads"),
    ({"cache_type_k": "q9_9"}, "KV cache type"),
])
def test_bad_load_options(tiny_model: Path, kwargs: dict, match: str) -> None:
    with pytest.raises(InvalidParameterError, match=match):
        Engine.load(tiny_model, LoadOptions(**kwargs))


def test_bad_prompts(engine: Engine) -> None:
    with pytest.raises(InvalidParameterError, match="empty"):
        engine.generate([])
    with pytest.raises(InvalidParameterError, match="outside the vocabulary"):
        engine.generate([1, 2, 10**6])


def test_one_generation_at_a_time(engine: Engine) -> None:
    gen = engine.generate(chat_prompt(engine), GenerationParams(max_tokens=50, seed=1))
    next(gen)
    with pytest.raises(EngineStateError, match="already generating"):
        list(engine.generate(chat_prompt(engine), GenerationParams(max_tokens=5)))
    gen.close()
    assert engine.run(chat_prompt(engine), GenerationParams(max_tokens=3)).timings.generated_tokens <= 3


def test_closed_engine(tiny_model: Path) -> None:
    eng = Engine.load(tiny_model, LoadOptions(n_ctx=512, n_threads=1))
    eng.close()
    with pytest.raises(EngineStateError, match="unloaded"):
        eng.generate("hi")


def test_close_while_generating_in_another_thread(tiny_model: Path) -> None:
    """Quitting the app mid-step closes the engine from the UI thread: it must stop the decode
    loop first instead of freeing the context under it (that was a segfault)."""
    eng = Engine.load(tiny_model, LoadOptions(n_ctx=2048, n_threads=1))
    started = threading.Event()
    results = []

    def worker() -> None:
        for ev in eng.generate(chat_prompt(eng), GenerationParams(max_tokens=100_000 // 100, ignore_eos=True)):
            if isinstance(ev, TokenEvent):
                started.set()
            elif isinstance(ev, Finished):
                results.append(ev.result)

    t = threading.Thread(target=worker)
    t.start()
    assert started.wait(10)
    eng.close()
    t.join(10)
    assert eng.closed
    assert results and results[0].finish_reason == "cancelled"
    with pytest.raises(EngineStateError):
        eng.generate("hi")


def test_defect_model_loads_with_override(tiny_models) -> None:
    from playground.llama import native

    lib = native.llama()
    raw = lib.llama_model_load_from_file(str(tiny_models.defect).encode(), lib.llama_model_default_params())
    assert not raw  # llama.cpp alone refuses the defective header
    with Engine.load(tiny_models.defect, LoadOptions(n_ctx=512, n_threads=1)) as eng:
        assert eng.run("hello", GenerationParams(max_tokens=5, ignore_eos=True)).timings.generated_tokens == 5


@pytest.mark.parametrize("variant", ["q8_0", "q4_k_m", "q2_k"])
@in_child
def test_quantized_variants_generate(tiny_models, variant: str) -> None:
    with Engine.load(getattr(tiny_models, variant), LoadOptions(n_ctx=512, n_threads=1)) as eng:
        assert eng.info.quant_type == variant.upper()
        r = eng.run(chat_prompt(eng), GenerationParams(max_tokens=10, ignore_eos=True, seed=1))
        assert len(r.tokens) == 10


def test_load_progress_and_cancel(tiny_model: Path) -> None:
    seen: list[float] = []
    with Engine.load(tiny_model, LoadOptions(n_ctx=512, n_threads=1), progress=seen.append) as eng:
        assert eng.load_s > 0
    assert seen and seen[-1] == pytest.approx(1.0)
    with pytest.raises(OperationCancelled):
        Engine.load(tiny_model, LoadOptions(n_ctx=512), progress=lambda f: False)


def test_native_failure_reports_llama_reason(tiny_models, tmp_path: Path) -> None:
    """A file that passes the Python checks but that llama.cpp rejects gives its reason, not a crash."""
    with pytest.raises(ModelLoadError, match="could not load"):
        Engine.load(tiny_models.f32, LoadOptions(n_ctx=512, kv_overrides={"qwen35moe.block_count": 6}))


def test_logprobs_for_output_tokens_only(engine: Engine) -> None:
    params = GenerationParams(max_tokens=40, seed=3, logprobs="output", reasoning_budget=10, ignore_eos=True)
    r = engine.run(chat_prompt(engine), params)
    pairs = list(zip(r.token_channels, r.logprobs))
    assert any(ch == "output" for ch, _ in pairs)
    for (ch, lp), tok in zip(pairs, r.tokens):
        if ch == "reasoning" and tok != engine.special.think_close:
            assert lp is None or lp == 0.0  # skipped (or a forced budget token)
        elif ch == "output":
            assert lp is not None and lp <= 0.0
    with pytest.raises(InvalidParameterError, match="logprobs"):
        GenerationParams(logprobs="all").validate()  # type: ignore[arg-type]
