"""The engine against recorded wire formats of servers the test suite cannot run (see loopback.py)."""

from __future__ import annotations

import dataclasses
import json
import threading
import time
from typing import Any

import pytest

from playground.endpoints import EndpointError, EndpointSpec
from playground.endpoints.engine import EndpointEngine
from playground.llama.events import ChannelSwitch, Finished, Notice, TokenEvent
from playground.llama.sampling import GenerationParams
from playground.world.parsing import parse_output
from tests.endpoints.loopback import Loopback, Reply, vllm_chunk, vllm_usage

MODEL = "Qwen/Qwen-AgentWorld-397B-A17B"
REASONING = ["The user", " ran ls", " in /tmp", "."]
ANSWER = ["**Environment", " Observation:**\n", "a.txt  b.txt\n", "root@box:/tmp# "]


def vllm_reasoning_stream(field: str, *, logprobs: bool = False) -> list[str]:
    """A chat stream from vLLM started with ``--reasoning-parser qwen3`` (``field``: reasoning_content
    up to vLLM 0.10 and in SGLang; ``reasoning`` in newer vLLM). vLLM's first chunk carries the role
    and an empty content; the thinking tags never appear (the parser takes them out); the last
    chunk before [DONE] holds only the usage when stream_options.include_usage is set."""
    def lp(text: str) -> Any:
        if not logprobs:
            return None
        return {"content": [{"token": text, "logprob": -0.25, "bytes": list(text.encode()),
                             "top_logprobs": [{"token": text, "logprob": -0.25, "bytes": list(text.encode())}]}]}

    events = [vllm_chunk(MODEL, {"role": "assistant", "content": ""})]
    events += [vllm_chunk(MODEL, {field: r}, logprobs=lp(r)) for r in REASONING]
    events += [vllm_chunk(MODEL, {"content": a}, logprobs=lp(a)) for a in ANSWER]
    events += [vllm_chunk(MODEL, {"content": ""}, finish="stop"), vllm_usage(MODEL, 57, 8), "[DONE]"]
    return events


def open_engine(lb: Loopback, **kw: Any) -> EndpointEngine:
    return EndpointEngine.open(EndpointSpec(lb.url, MODEL, **kw))


@pytest.mark.parametrize("field", ["reasoning_content", "reasoning"])
def test_vllm_separate_reasoning_field_becomes_reasoning_events(loopback: Loopback, field: str) -> None:
    loopback.routes["/v1/chat/completions"] = lambda body: Reply(events=vllm_reasoning_stream(field, logprobs=True))
    with open_engine(loopback) as eng:
        assert eng.n_ctx == 32768  # vLLM reports max_model_len
        prompt = eng.render_chat([{"role": "system", "content": "sys"}, {"role": "user", "content": "ls"}])
        events = list(eng.generate(prompt, GenerationParams(seed=5, logprobs=True)))
    tokens = [e for e in events if isinstance(e, TokenEvent)]
    expected = [("reasoning", r) for r in REASONING] + [("output", a) for a in ANSWER]
    assert [(t.channel, t.text) for t in tokens] == expected
    assert [e.channel for e in events if isinstance(e, ChannelSwitch)] == ["output"]
    assert all(t.logprob == -0.25 for t in tokens)
    result = events[-1].result
    assert isinstance(events[-1], Finished) and result.finish_reason == "stop"
    assert result.reasoning == "".join(REASONING) and result.output == "".join(ANSWER)
    parsed = parse_output(result.raw)
    assert parsed.reasoning == "".join(REASONING)
    assert parsed.observation == "a.txt  b.txt\nroot@box:/tmp#"
    # counts from the server's usage report; timings from the stream
    assert result.timings.prompt_tokens == 57 and result.timings.generated_tokens == 8
    assert result.timings.reasoning_tokens == 4 and result.timings.output_tokens == 4
    assert result.timings.time_to_first_token_s > 0
    # what was asked: the sampling settings, thinking on, logprobs, usage in the stream
    _, body, _ = loopback.requests[-1]
    assert body["model"] == MODEL and body["stream"] is True and body["seed"] == 5
    assert (body["temperature"], body["top_p"], body["top_k"], body["min_p"]) == (0.6, 0.95, 20, 0.0)
    assert body["chat_template_kwargs"] == {"enable_thinking": True}
    assert body["logprobs"] is True and body["top_logprobs"] >= 1
    assert body["stream_options"] == {"include_usage": True}
    assert body["messages"] == [{"role": "system", "content": "sys"}, {"role": "user", "content": "ls"}]


def test_thinking_off_and_budget_zero_ask_the_template_for_no_thinking(loopback: Loopback) -> None:
    answer = [vllm_chunk(MODEL, {"role": "assistant", "content": ""}), vllm_chunk(MODEL, {"content": "x"}),
              vllm_chunk(MODEL, {"content": ""}, finish="stop"), "[DONE]"]
    loopback.routes["/v1/chat/completions"] = lambda body: Reply(events=answer)
    with open_engine(loopback) as eng:
        r1 = eng.run(eng.render_chat([{"role": "user", "content": "a"}], enable_thinking=False))
        r2 = eng.run(eng.render_chat([{"role": "user", "content": "a"}]), GenerationParams(reasoning_budget=0))
    assert [b["chat_template_kwargs"] for _, b, _ in loopback.requests[1:]] == [{"enable_thinking": False}] * 2
    assert r1.output == r2.output == "x" and r1.reasoning == "" and not r1.thinking


def test_reasoning_budget_is_enforced_by_closing_the_stream(loopback: Loopback) -> None:
    long = [vllm_chunk(MODEL, {"reasoning_content": f"r{i} "}) for i in range(200)]
    loopback.routes["/v1/chat/completions"] = lambda body: Reply(events=long, delay_s=0.005)
    with open_engine(loopback) as eng:
        events = list(eng.generate(eng.render_chat([{"role": "user", "content": "a"}]),
                                   GenerationParams(reasoning_budget=5)))
    result = events[-1].result
    assert result.finish_reason == "length" and result.reasoning_budget_hit
    assert result.timings.reasoning_tokens == 5
    assert any(isinstance(e, Notice) and "reasoning budget" in e.message for e in events)


def test_cancel_closes_a_slow_stream_at_once(loopback: Loopback) -> None:
    slow = [vllm_chunk(MODEL, {"reasoning_content": "r"})] * 50
    loopback.routes["/v1/chat/completions"] = lambda body: Reply(events=slow, delay_s=2.0)
    cancel = threading.Event()
    with open_engine(loopback) as eng:
        gen = eng.generate(eng.render_chat([{"role": "user", "content": "a"}]), None, cancel)
        first = next(gen)
        assert isinstance(first, TokenEvent)
        t0 = time.monotonic()
        threading.Timer(0.1, cancel.set).start()
        rest = list(gen)  # the server waits 2 s per chunk: only closing the stream ends this early
        took = time.monotonic() - t0
    assert isinstance(rest[-1], Finished) and rest[-1].result.finish_reason == "cancelled"
    assert took < 1.5


def test_a_stream_that_ends_without_a_finish_reason_is_an_error(loopback: Loopback) -> None:
    cut = [vllm_chunk(MODEL, {"content": "par"}), "[DONE]"]  # what an interrupted llama-cpp-python stream sends
    loopback.routes["/v1/chat/completions"] = lambda body: Reply(events=cut)
    with open_engine(loopback) as eng, pytest.raises(EndpointError, match="without a finish reason"):
        eng.run(eng.render_chat([{"role": "user", "content": "a"}]))


def test_an_error_event_mid_stream_is_one_line(loopback: Loopback) -> None:
    # vLLM reports engine errors inside the stream as {"error": {...}} events
    events = [vllm_chunk(MODEL, {"content": "a"}),
              json.dumps({"error": {"object": "error", "message": "CUDA out of memory\nat line 3",
                                    "type": "BadRequestError", "param": None, "code": 400}})]
    loopback.routes["/v1/chat/completions"] = lambda body: Reply(events=events)
    with open_engine(loopback) as eng, pytest.raises(EndpointError) as info:
        eng.run(eng.render_chat([{"role": "user", "content": "a"}]))
    assert "CUDA out of memory at line 3" in str(info.value) and "\n" not in str(info.value)


def test_http_errors_are_one_line_with_the_servers_message(loopback: Loopback) -> None:
    too_long = {"object": "error", "type": "BadRequestError", "param": None, "code": 400,
                "message": "This model's maximum context length is 32768 tokens. However, you requested 40000 tokens."}
    body = json.dumps(too_long).encode()
    loopback.routes["/v1/chat/completions"] = lambda _body: Reply(400, "application/json", body=body)
    with open_engine(loopback) as eng, pytest.raises(EndpointError, match=r"HTTP 400: This model's maximum context"):
        eng.run(eng.render_chat([{"role": "user", "content": "a"}]))


def test_a_server_that_is_not_an_openai_api(loopback: Loopback) -> None:
    loopback.routes["/v1/models"] = lambda body: Reply(200, "text/html", body=b"<html>hello</html>")
    with pytest.raises(EndpointError, match="not answer /models with JSON"):
        open_engine(loopback)
    loopback.routes["/v1/models"] = lambda body: Reply(200, "application/json", body=b'{"status": "ok"}')
    with pytest.raises(EndpointError, match="without a model list"):
        open_engine(loopback)
    loopback.routes.pop("/v1/models")
    with pytest.raises(EndpointError, match="HTTP 404"):
        open_engine(loopback)


def test_an_unknown_model_name_lists_what_the_server_has(loopback: Loopback) -> None:
    with pytest.raises(EndpointError, match=r"does not serve a model named 'Qwen/other'; it serves: " + MODEL):
        EndpointEngine.open(EndpointSpec(loopback.url, "Qwen/other"))


def test_the_api_key_is_sent_from_the_named_variable_and_never_shown(loopback: Loopback,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    secret = "sk-test-4242-secret"
    with pytest.raises(EndpointError, match="MY_SERVER_KEY .* is not set") as info:
        open_engine(loopback, api_key_env="MY_SERVER_KEY")
    monkeypatch.setenv("MY_SERVER_KEY", secret)
    loopback.routes["/v1/models"] = lambda body: Reply(401, "application/json",
                                                       body=b'{"error": {"message": "Invalid API key"}}')
    with pytest.raises(EndpointError) as info:
        open_engine(loopback, api_key_env="MY_SERVER_KEY")
    assert "HTTP 401" in str(info.value) and "$MY_SERVER_KEY" in str(info.value) and secret not in str(info.value)
    assert loopback.requests[-1][2]["Authorization"] == f"Bearer {secret}"
    spec = EndpointSpec(loopback.url, MODEL, api_key_env="MY_SERVER_KEY")
    assert secret not in repr(spec) and secret not in json.dumps(dataclasses.asdict(spec))


@pytest.mark.parametrize("url,model,env,match", [
    ("localhost:8000", "m", None, "must look like http://HOST:PORT"),
    ("http://h:1", " ", None, "model name"),
    ("http://h:1", "m", "sk-abc def", "NAME of an environment variable"),
])
def test_bad_specs(url: str, model: str, env: str | None, match: str) -> None:
    with pytest.raises(EndpointError, match=match):
        EndpointSpec(url, model, api_key_env=env).check()


def test_base_url_and_label() -> None:
    s = EndpointSpec("http://gpu:8000/", "Qwen/Qwen-AgentWorld-35B-A3B")
    assert s.base_url == "http://gpu:8000/v1" and EndpointSpec("http://gpu:8000/v1", "m").base_url == "http://gpu:8000/v1"
    assert s.label == "Qwen--Qwen-AgentWorld-35B-A3B@gpu:8000"


def test_proxies_from_the_environment_apply_to_remote_servers_only() -> None:
    from playground.endpoints.client import _is_loopback

    assert _is_loopback("127.0.0.1:8000") and _is_loopback("localhost:8000") and _is_loopback("[::1]:8000")
    assert not _is_loopback("gpu-box:8000") and not _is_loopback("10.0.0.7:8000")
