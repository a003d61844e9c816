"""Servers that misbehave: each step ends with one line (or, past max_tokens, finish "length") within
a stated time, and nothing is saved. Loopback fakes (loopback.py) play the hostile servers; each
test says what it reproduces."""

from __future__ import annotations

import itertools
import json
import os
import time
from dataclasses import replace
from pathlib import Path

import pytest

from playground.endpoints import EndpointError, EndpointSpec
from playground.endpoints.engine import EndpointEngine
from playground.endpoints.spec import StreamLimits
from playground.llama.events import Finished, Notice, TokenEvent
from playground.llama.sampling import GenerationParams
from playground.world.session import Step
from playground.world.simulate import run_step
from playground.world.store import create_session, load_session
from tests.endpoints.loopback import Loopback, Reply, vllm_chunk

MODEL = "m"
ACTION = '[{"keystrokes": "ls\\n", "duration": 0.1}]'


def sse(payload: str) -> bytes:
    return f"data: {payload}\n\n".encode()


def token_chunk(text: str, field: str = "content") -> bytes:
    return sse(vllm_chunk(MODEL, {field: text}))


def engine_for(lb: Loopback, **limits: float) -> EndpointEngine:
    return EndpointEngine.open(EndpointSpec(lb.url, MODEL, limits=StreamLimits(**limits)))  # type: ignore[arg-type]


def step_fails(eng: EndpointEngine, tmp_path: Path, params: GenerationParams, match: str, within_s: float) -> str:
    """Run one step; it must raise one EndpointError line matching ``match`` within ``within_s``
    seconds and leave the session without a step. Returns the message."""
    session = create_session(tmp_path, "terminal")
    t0 = time.monotonic()
    with pytest.raises(EndpointError, match=match) as info:
        for _ in run_step(eng, session, ACTION, params):
            pass
    took = time.monotonic() - t0
    assert took < within_s, f"took {took:.1f} s"
    message = str(info.value)
    assert "\n" not in message and "nothing was saved" in message
    if session.path is not None and session.path.exists():
        assert load_session(session.path).steps == []
    return message


def test_a_server_that_ignores_max_tokens_is_stopped_there(loopback: Loopback, tmp_path: Path) -> None:
    # streams tokens forever and never sends a finish reason, whatever max_tokens says
    endless = (token_chunk(f"t{i} ") for i in itertools.count())
    loopback.routes["/v1/chat/completions"] = lambda body: Reply(raw=endless)
    with engine_for(loopback) as eng:
        session = create_session(tmp_path, "terminal")
        t0 = time.monotonic()
        outs = list(run_step(eng, session, ACTION, GenerationParams(max_tokens=64, seed=1)))
        took = time.monotonic() - t0
    assert took < 10
    tokens = [o for o in outs if isinstance(o, TokenEvent)]
    step = outs[-1]
    assert isinstance(step, Step) and step.finish_reason == "length"
    assert len(tokens) == 64 and step.timings is not None and step.timings["generated_tokens"] == 64
    assert any(isinstance(o, Notice) and "kept streaming past max_tokens (64)" in o.message for o in outs)
    assert loopback.requests[-1][1]["max_tokens"] == 64  # it was asked, and ignored it


def test_a_well_behaved_server_at_max_tokens_gets_no_notice(loopback: Loopback) -> None:
    events = [vllm_chunk(MODEL, {"content": f"t{i}"}) for i in range(4)]
    events += [vllm_chunk(MODEL, {"content": ""}, finish="length"), "[DONE]"]
    loopback.routes["/v1/chat/completions"] = lambda body: Reply(events=events)
    with engine_for(loopback) as eng:
        out = list(eng.generate(eng.render_chat([{"role": "user", "content": "a"}]), GenerationParams(max_tokens=4)))
    assert isinstance(out[-1], Finished) and out[-1].result.finish_reason == "length"
    assert len(out[-1].result.tokens) == 4 and not any(isinstance(o, Notice) for o in out)


def test_a_huge_answer_stops_at_the_byte_cap_while_streaming(loopback: Loopback, tmp_path: Path) -> None:
    # 26 MB of answer in 64 KiB deltas; the cap is checked as text arrives, not when the step is saved
    piece = "x" * 65536
    reply = Reply(raw=(token_chunk(piece) for _ in range(26 * 16)))
    loopback.routes["/v1/chat/completions"] = lambda body: reply
    with engine_for(loopback, max_text_bytes=2 * 1024 * 1024) as eng:
        step_fails(eng, tmp_path, GenerationParams(max_tokens=100000), r"sent over 2 MiB of text for one step",
                   within_s=15)
    assert reply.sent[0] < 12 * 1024 * 1024  # the rest was never read (only socket buffers' worth more)


def test_one_endless_line_is_never_held_whole(loopback: Loopback, tmp_path: Path) -> None:
    # a 50 MB "line" (no newline) after the data: prefix
    reply = Reply(raw=itertools.chain([b"data: "], (b"y" * 65536 for _ in range(800))))
    loopback.routes["/v1/chat/completions"] = lambda body: reply
    with engine_for(loopback) as eng:
        step_fails(eng, tmp_path, GenerationParams(), r"sent a stream line over 1 MiB: not an OpenAI event stream",
                   within_s=15)
    assert reply.sent[0] < 12 * 1024 * 1024


def test_binary_garbage_ends_in_one_line(loopback: Loopback, tmp_path: Path) -> None:
    # random bytes forever, labelled as an event stream
    garbage = (os.urandom(4096) for _ in itertools.count())
    loopback.routes["/v1/chat/completions"] = lambda body: Reply(raw=garbage)
    with engine_for(loopback, max_line_bytes=64 * 1024, max_stream_bytes=4 * 1024 * 1024, deadline_s=10) as eng:
        step_fails(eng, tmp_path, GenerationParams(),
                   r"sent a stream line over|not JSON|streamed over 4 MiB|within 10 s", within_s=15)


def test_ping_comments_forever_end_at_the_deadline(loopback: Loopback, tmp_path: Path) -> None:
    # a proxy keeping the connection alive with SSE comments while nothing is generated
    pings = (b": ping\n\n" for _ in itertools.count())
    loopback.routes["/v1/chat/completions"] = lambda body: Reply(raw=pings, delay_s=0.05)
    with engine_for(loopback, deadline_s=1.5) as eng:
        step_fails(eng, tmp_path, GenerationParams(), r"did not finish the step within 1.5 s \(the step deadline",
                   within_s=4)


def test_a_trickling_server_ends_at_the_deadline(loopback: Loopback, tmp_path: Path) -> None:
    # one byte at a time, a token every second or so: the read timeout never fires
    stream = b"".join(token_chunk("a") for _ in range(1000))
    loopback.routes["/v1/chat/completions"] = lambda body: Reply(raw=(stream[i:i + 1] for i in range(len(stream))),
                                                                 delay_s=0.01)
    with engine_for(loopback, deadline_s=1.5) as eng:
        step_fails(eng, tmp_path, GenerationParams(), r"within 1.5 s", within_s=4)


def test_a_stream_cut_in_the_middle_of_an_event(loopback: Loopback, tmp_path: Path) -> None:
    # the server stops mid-token: half an event, then the connection closes
    half = token_chunk("par") + sse(vllm_chunk(MODEL, {"content": "tial"}))[:30]
    loopback.routes["/v1/chat/completions"] = lambda body: Reply(raw=[half])
    with engine_for(loopback) as eng:
        step_fails(eng, tmp_path, GenerationParams(), r"ended the stream in the middle of an event", within_s=10)


def test_deadline_option_reaches_the_spec() -> None:
    import argparse

    from playground.cli.engines import endpoint_for

    args = argparse.Namespace(server="http://127.0.0.1:9", server_model="m", api_key_env=None, step_deadline=7.5)
    spec = endpoint_for(args, None)
    assert spec.limits.deadline_s == 7.5 and replace(spec, limits=StreamLimits()) == spec  # limits are not identity
    with pytest.raises(EndpointError, match="step deadline must be a positive number"):
        endpoint_for(argparse.Namespace(server="http://127.0.0.1:9", server_model="m", api_key_env=None,
                                        step_deadline=0.0), None)


def test_the_top_k_off_value_follows_what_the_server_takes(loopback: Loopback) -> None:
    # SGLang (and vLLM before 0.8) refuse top_k 0 with HTTP 400; they take -1 for "off"
    def chat(body: dict) -> Reply:  # type: ignore[type-arg]
        if body.get("top_k") == 0:
            err = {"object": "error", "message": "top_k must be -1 (disable), or at least 1, got 0.", "code": 400}
            return Reply(400, "application/json", body=json.dumps(err).encode())
        return Reply(events=[vllm_chunk(MODEL, {"content": "ok"}), vllm_chunk(MODEL, {"content": ""}, finish="stop"),
                             "[DONE]"])

    loopback.routes["/v1/chat/completions"] = chat
    with engine_for(loopback) as eng:
        prompt = eng.render_chat([{"role": "user", "content": "a"}], enable_thinking=False)
        assert eng.run(prompt, GenerationParams(top_k=0)).output == "ok"
        assert eng.run(prompt, GenerationParams(top_k=0)).output == "ok"
        assert eng.run(prompt, GenerationParams(top_k=7)).output == "ok"
    sent = [b.get("top_k") for p, b, _ in loopback.requests if p.endswith("/chat/completions")]
    assert sent == [0, -1, -1, 7]  # refused once, then -1 straight away; a real top_k is sent as it is
