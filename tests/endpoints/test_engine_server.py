"""The endpoint engine against a real OpenAI-compatible server: llama-cpp-python's, serving the tiny model."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

from playground.decoherence import step_tools
from playground.decoherence.thresholds import Thresholds
from playground.endpoints import EndpointError, EndpointSpec
from playground.endpoints.engine import EndpointEngine
from playground.llama.events import Finished, TokenEvent
from playground.llama.sampling import GenerationParams
from playground.world.session import Step
from playground.world.simulate import StepCancelled, run_step
from playground.world.store import create_session, load_session
from tests.endpoints.conftest import Server, free_port, start_server

MESSAGES = [{"role": "system", "content": "You are a terminal."}, {"role": "user", "content": "ls -la"}]


@pytest.fixture
def engine(server: Server):  # type: ignore[no-untyped-def]
    eng = EndpointEngine.open(EndpointSpec(server.url, server.model))
    try:
        yield eng
    finally:
        eng.close()


def test_a_generation_streams_the_local_event_types_with_timings(engine: EndpointEngine) -> None:
    params = GenerationParams(seed=11, max_tokens=40, logprobs=True)
    events = list(engine.generate(engine.render_chat(MESSAGES), params))
    tokens = [e for e in events if isinstance(e, TokenEvent)]
    result = events[-1].result
    assert isinstance(events[-1], Finished) and result.finish_reason in ("stop", "length")
    # the tiny model's template opens a think block, and this server sends text inline
    assert result.thinking and tokens[0].channel == "reasoning"
    assert "".join(t.text for t in tokens if t.channel == "reasoning") == result.reasoning
    assert len(tokens) == len(result.tokens) == result.timings.generated_tokens <= 40
    assert result.logprobs is not None and all(lp is not None and lp <= 0 for lp in result.logprobs)
    assert result.timings.time_to_first_token_s > 0 and result.timings.generation_tok_s > 0
    # the same seed gives the same text
    again = engine.run(engine.render_chat(MESSAGES), params)
    assert again.raw == result.raw


def test_a_raw_prompt_goes_through_the_text_completions_api(engine: EndpointEngine, tiny_model: Path) -> None:
    from playground.llama.engine import Engine, LoadOptions

    with Engine.load(tiny_model, LoadOptions(n_ctx=2048, n_threads=1)) as local:
        text = local.render_chat(MESSAGES)
    r_text = engine.run(text, GenerationParams(seed=3, max_tokens=20))
    r_chat = engine.run(engine.render_chat(MESSAGES), GenerationParams(seed=3, max_tokens=20))
    assert r_text.thinking and r_text.raw == r_chat.raw  # the server rendered the same prompt from the messages


def test_a_step_is_recorded_like_a_local_one(engine: EndpointEngine, tmp_path: Path) -> None:
    session = create_session(tmp_path, "terminal")
    outs = list(run_step(engine, session, '[{"keystrokes": "ls\\n", "duration": 0.5}]',
                         GenerationParams(seed=4, max_tokens=48), tools=step_tools(Thresholds())))
    step = outs[-1]
    assert isinstance(step, Step) and step.index == 1
    saved = load_session(session.path).steps  # type: ignore[arg-type]
    assert len(saved) == 1 and saved[0].raw == step.raw and saved[0].seed == 4
    assert saved[0].model is not None and saved[0].model.file == f"tiny@{engine.info.spec.host}"
    assert saved[0].model.quant == "server"
    assert saved[0].timings["generated_tokens"] == step.timings["generated_tokens"] > 0


def test_cancel_stops_the_stream_and_saves_nothing(engine: EndpointEngine, tmp_path: Path) -> None:
    session = create_session(tmp_path, "terminal")
    cancel = threading.Event()
    outs = run_step(engine, session, '[{"keystrokes": "ls\\n"}]',
                    GenerationParams(seed=4, max_tokens=3000, ignore_eos=True), cancel)
    seen = 0
    t0 = time.monotonic()
    last = None
    for out in outs:
        if isinstance(out, TokenEvent):
            seen += 1
            if seen == 3:
                cancel.set()
        last = out
    assert isinstance(last, StepCancelled) and last.result is not None
    assert last.result.finish_reason == "cancelled" and len(last.result.tokens) < 3000
    assert time.monotonic() - t0 < 20
    assert load_session(session.path).steps == []  # type: ignore[arg-type]
    # the server is free again at once (the cancelled stream was closed, not left running)
    assert engine.run(engine.render_chat(MESSAGES), GenerationParams(max_tokens=4, seed=1)).finish_reason == "length"


def test_wrong_model_name_and_wrong_port(server: Server) -> None:
    # llama-cpp-python's server would silently answer with its default model: the engine checks the list
    with pytest.raises(EndpointError, match="does not serve a model named 'tinyy'; it serves: tiny"):
        EndpointEngine.open(EndpointSpec(server.url, "tinyy"))
    with pytest.raises(EndpointError, match=r"cannot connect to 127\.0\.0\.1:\d+"):
        EndpointEngine.open(EndpointSpec(f"http://127.0.0.1:{free_port()}", "tiny"))


@pytest.mark.slow
def test_server_killed_mid_stream_is_one_line_and_nothing_is_saved(tiny_model: Path, tmp_path: Path) -> None:
    own = start_server(tiny_model, tmp_path / "server.log")
    try:
        eng = EndpointEngine.open(EndpointSpec(own.url, own.model))
        session = create_session(tmp_path, "terminal")
        outs = run_step(eng, session, '[{"keystrokes": "ls\\n"}]', GenerationParams(max_tokens=100000, ignore_eos=True))
        with pytest.raises(EndpointError) as info:
            for i, _out in enumerate(outs):
                if i == 0:  # at the first piece: the server is still writing, however fast the model
                    own.process.kill()
        assert "closed the connection mid-stream; nothing was saved" in str(info.value)
        assert "\n" not in str(info.value)
        assert load_session(session.path).steps == []  # type: ignore[arg-type]
        eng.close()
    finally:
        own.stop()


def test_a_prompt_over_the_servers_context_reports_the_servers_own_words(engine: EndpointEngine) -> None:
    # llama-cpp-python's server answers 200 and an empty stream when the prompt exceeds its context
    # (n_ctx 4096 here; the tiny model's tokenizer spends about a token per byte)
    long = [{"role": "user", "content": "x" * 6000}]
    with pytest.raises(EndpointError) as info:
        engine.run(engine.render_chat(long), GenerationParams(max_tokens=8, seed=1))
    message = str(info.value)
    assert "without a finish reason" not in message and "\n" not in message
    assert "HTTP 400: This model's maximum context length is 4096 tokens" in message
    assert message.endswith("nothing was saved")


def test_top_k_zero_means_off_and_the_server_takes_it(engine: EndpointEngine) -> None:
    # llama-cpp-python's server refuses -1 (top_k >= 0) and treats 0 as "off", like llama.cpp
    params = GenerationParams(top_k=0, seed=2, max_tokens=6, temperature=1.0)
    result = engine.run(engine.render_chat(MESSAGES), params)
    # success means 0 went through: this server refuses -1, the only other value the engine sends
    assert result.finish_reason in ("stop", "length") and len(result.tokens) <= 6
