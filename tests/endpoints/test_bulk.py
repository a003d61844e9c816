"""Bulk prediction against a real server: N turns in flight, recorded exactly like a sequential run."""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

import pytest

from playground.endpoints import EndpointError, EndpointSpec
from playground.endpoints.engine import EndpointEngine
from playground.errors import InvalidParameterError
from playground.llama.sampling import GenerationParams
from playground.runtime.bulk import predict_concurrently
from playground.world.agentworldbench import export_predictions, import_bench, predict
from playground.world.session import Step
from playground.world.simulate import Forked, StepCancelled
from playground.world.store import load_session
from tests.endpoints.benchrows import write_bench
from tests.endpoints.conftest import Server
from tests.endpoints.loopback import Loopback, Reply, models_reply, vllm_chunk

ROOT = Path(__file__).resolve().parents[2]
PARAMS = GenerationParams(seed=9, max_tokens=24)


def comparable(step: Step) -> dict:  # type: ignore[type-arg]
    d = step.to_dict()
    d.pop("timings", None)  # wall-clock figures differ run to run
    d.pop("created", None)
    return d


@pytest.fixture
def bench_session(tmp_path: Path):  # type: ignore[no-untyped-def]
    (tmp_path / "sessions").mkdir()
    report = import_bench(write_bench(tmp_path / "terminal_test.jsonl", 6), tmp_path / "sessions")
    return load_session(report.sessions[0].path)  # type: ignore[arg-type]


def test_concurrent_prediction_writes_what_a_sequential_run_writes(server: Server, bench_session,  # type: ignore[no-untyped-def]
                                                                   tmp_path: Path) -> None:
    progress: list[tuple[int, int]] = []
    for d in ("seq", "par"):
        (tmp_path / d).mkdir()
    with EndpointEngine.open(EndpointSpec(server.url, server.model)) as eng:
        seq = list(predict(eng, bench_session, tmp_path / "seq", PARAMS))
        par = list(predict_concurrently(eng, bench_session, tmp_path / "par", PARAMS, concurrency=4,
                                        on_finished=lambda d, n: progress.append((d, n))))
    assert isinstance(seq[0], Forked) and isinstance(par[0], Forked)
    a, b = load_session(seq[0].session.path), load_session(par[0].session.path)
    assert len(a.steps) == len(b.steps) == 6
    assert [comparable(s) for s in a.steps] == [comparable(s) for s in b.steps]
    assert export_predictions(a) == export_predictions(b)  # rows + gen, as the official eval.py reads them
    assert sorted(progress) == [(i, 6) for i in range(1, 7)]


def test_cancel_stops_every_stream_and_keeps_only_whole_steps(server: Server, bench_session, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    cancel = threading.Event()
    (tmp_path / "c").mkdir()
    with EndpointEngine.open(EndpointSpec(server.url, server.model)) as eng:
        outs = []
        for out in predict_concurrently(eng, bench_session, tmp_path / "c", GenerationParams(seed=1, max_tokens=4000,
                                        ignore_eos=True), cancel, concurrency=3):
            outs.append(out)
            if isinstance(out, Forked):
                threading.Timer(0.5, cancel.set).start()
        assert isinstance(outs[-1], StepCancelled)
        # the fork holds no half step (it is removed when nothing was predicted)
        fork = outs[0].session.path
        assert not fork.exists() or all(s.finish_reason != "cancelled" for s in load_session(fork).steps)
        # the server is free again: the cancelled streams were closed
        after = eng.run(eng.render_chat([{"role": "user", "content": "x"}]), GenerationParams(max_tokens=3, seed=1))
        assert after.finish_reason in ("stop", "length") and len(after.tokens) <= 3


def test_concurrency_bounds(server: Server, bench_session, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    with EndpointEngine.open(EndpointSpec(server.url, server.model)) as eng:
        for bad in (0, 65):
            with pytest.raises(InvalidParameterError, match="--concurrency must be 1..64"):
                predict_concurrently(eng, bench_session, tmp_path, PARAMS, concurrency=bad)


def test_a_failing_turn_stops_the_run_with_one_line_and_keeps_earlier_steps(bench_session, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    # a vLLM-format loopback that answers every turn but refuses turn 3 with HTTP 500
    def chat(body: dict) -> Reply:  # type: ignore[type-arg]
        if "echo 3" in body["messages"][-1]["content"]:
            return Reply(500, "application/json", body=b'{"object": "error", "message": "engine died", "code": 500}')
        return Reply(events=[vllm_chunk("m", {"content": "**Environment Observation:**\nok"}),
                             vllm_chunk("m", {"content": ""}, finish="stop"), "[DONE]"])

    lb = Loopback({"/v1/models": models_reply("m"), "/v1/chat/completions": chat}).start()
    (tmp_path / "e").mkdir()
    try:
        with EndpointEngine.open(EndpointSpec(lb.url, "m")) as eng:
            outs = []
            with pytest.raises(EndpointError, match="HTTP 500: engine died") as info:
                for out in predict_concurrently(eng, bench_session, tmp_path / "e", PARAMS, concurrency=4):
                    outs.append(out)
    finally:
        lb.stop()
    assert "\n" not in str(info.value)
    fork = load_session(outs[0].session.path)
    assert [s.observation for s in fork.steps] == ["ok", "ok"]  # turns 1-2 recorded, nothing after the failure


@pytest.mark.slow
def test_cli_predict_bench_with_concurrency(server: Server, tiny_model: Path, tmp_path: Path) -> None:
    sessions = tmp_path / "sessions"
    env_args = ["--sessions-dir", str(sessions)]
    bench = write_bench(tmp_path / "terminal_test.jsonl", 4)
    r = subprocess.run([sys.executable, "-m", "playground", "import-bench", str(bench), *env_args],
                       capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert r.returncode == 0, r.stderr
    name = next(sessions.glob("*.jsonl")).stem
    rest = ["--session", name, "--predict-bench", "--max-tokens", "16", "--seed", "2", "--quiet", *env_args]
    step = [sys.executable, "-m", "playground", "step"]
    r = subprocess.run(step + ["--server", server.url, "--server-model", server.model, "--concurrency", "3", *rest],
                       capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert r.returncode == 0, r.stderr
    assert "saved 4 step(s)" in r.stderr and r.stderr.count("[step ") == 4
    # a local GGUF runs one step at a time: one line, exit 1
    r = subprocess.run(step + [str(tiny_model), "--ctx", "2048", "--concurrency", "2", *rest], capture_output=True,
                       text=True, cwd=ROOT, timeout=120)
    assert r.returncode == 1 and r.stderr.strip().splitlines()[-1].startswith("error: --concurrency needs a server")
    # --concurrency without --predict-bench
    r = subprocess.run(step + ["--server", server.url, "--server-model", server.model, "--concurrency", "2",
                               "--session", name, "--resimulate-from", "1", *env_args], capture_output=True, text=True,
                       cwd=ROOT, timeout=120)
    assert r.returncode == 1 and "--concurrency works with --predict-bench" in r.stderr
