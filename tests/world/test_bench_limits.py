"""Benchmark predictions run with upstream's limits: 32768 tokens to generate, the context the fit
planner gives the user's card, and a note naming the turns that context cuts."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Iterator

import pytest

from playground.cli import main
from playground.fit.planner import plan_for_file
from playground.world.agentworldbench import import_bench
from playground.world.bench_limits import (
    BENCH_MAX_TOKENS,
    CONTEXT_CANDIDATES,
    context_cut,
    estimated_tokens,
    planned_context,
)
from playground.world.session import Step
from playground.world.store import create_session
from tests.endpoints.loopback import Loopback, Reply, models_reply, vllm_chunk
from tests.world.test_bench import term_row, write_rows

MODEL = "agentworld"


def test_the_planner_picks_the_largest_context_the_card_holds(tiny_model: Path) -> None:
    need = {}
    for n_ctx in CONTEXT_CANDIDATES:
        plan = plan_for_file(tiny_model, n_ctx, vram_free_bytes=64 * 2**30)
        need[n_ctx] = plan.total_gpu_bytes + plan.margin_bytes
    assert need[262144] > need[131072] > need[65536]  # the KV cache grows with the context
    assert planned_context(tiny_model, vram_free_bytes=64 * 2**30).n_ctx == 262144
    choice = planned_context(tiny_model, vram_free_bytes=need[65536] + 1)
    assert choice.n_ctx == 65536 and "puts on the GPU" in choice.reason
    assert planned_context(tiny_model, vram_free_bytes=need[131072] + 1).n_ctx == 131072


def test_a_context_below_what_turns_need_is_named(tmp_path: Path) -> None:
    s = create_session(tmp_path, "terminal", system_prompt="s" * 3000)
    for i in (1, 2, 3):
        s.steps.append(Step(index=i, action="a", message="m" * 40000 * i, raw="x", observation="o" * 3000))
    assert estimated_tokens(s, 1) < estimated_tokens(s, 2) < estimated_tokens(s, 3)
    assert context_cut(s, 262144, BENCH_MAX_TOKENS) is None
    cut = context_cut(s, 65536, BENCH_MAX_TOKENS)
    assert cut is not None and "2 of 3 turns" in cut and "turns 2, 3" in cut and "262,144" in cut
    assert context_cut(s, 65536, BENCH_MAX_TOKENS, turns=[1]) is None
    assert "turn 3 may be" in (context_cut(s, 65536, BENCH_MAX_TOKENS, turns=[1, 3]) or "")


@pytest.fixture
def server() -> Iterator[Loopback]:
    answer = [vllm_chunk(MODEL, {"content": "**Environment Observation:**\nok"}),
              vllm_chunk(MODEL, {"content": ""}, finish="stop"), "[DONE]"]
    lb = Loopback({"/v1/models": models_reply(MODEL),
                   "/v1/chat/completions": lambda body: Reply(events=list(answer))}).start()
    try:
        yield lb
    finally:
        lb.stop()


def test_bench_prediction_asks_for_32768_tokens_like_upstream(server: Loopback, tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    rows = write_rows(tmp_path / "terminal_test.jsonl", [term_row(1), term_row(2)], junk=False)
    [session] = import_bench(rows, tmp_path).sessions
    args = ["step", "--server", server.url, "--server-model", MODEL, "--session", str(session.path),
            "--predict-bench", "--quiet", "--sessions-dir", str(tmp_path)]
    assert main(args) == 0, capsys.readouterr().err
    sent = [body for path, body, _ in server.requests if path == "/v1/chat/completions"]
    assert len(sent) == 2 and all(b["max_tokens"] == BENCH_MAX_TOKENS for b in sent)
    assert main([*args, "--new-fork", "--max-tokens", "512"]) == 0  # an explicit limit wins
    later = [body for path, body, _ in server.requests if path == "/v1/chat/completions"][2:]
    assert later and all(b["max_tokens"] == 512 for b in later)
    json.dumps(sent)  # the recorded requests are plain JSON
