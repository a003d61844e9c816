"""An interrupted --predict-bench run is continued in its own fork: the second run predicts only the
rows without a prediction, and the fork ends up as one uninterrupted run writes it."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from playground.endpoints import EndpointSpec
from playground.endpoints.engine import EndpointEngine
from playground.llama.sampling import GenerationParams
from playground.runtime.bulk import predict_concurrently, predicted_by, unfinished_predictions
from playground.world.agentworldbench import export_predictions, import_bench, predict
from playground.world.errors import SessionError
from playground.world.session import Session, Step
from playground.world.simulate import Forked, StepCancelled
from playground.world.store import load_session
from tests.endpoints.benchrows import terminal_rows
from tests.endpoints.conftest import Server
from tests.endpoints.loopback import Loopback, Reply, models_reply, vllm_chunk

ROOT = Path(__file__).resolve().parents[2]
PARAMS = GenerationParams(seed=9, max_tokens=16)
EVALUATED = (2, 3, 5)  # rows for these turns only: turns 1, 4 and 6 are copied, not predicted


def comparable(step: Step) -> dict:  # type: ignore[type-arg]
    d = step.to_dict()
    d.pop("timings", None)  # wall-clock figures differ run to run
    d.pop("created", None)
    return d


def bench_session(directory: Path) -> Session:
    rows = [r for r in terminal_rows(6) if r["turn_idx"] in EVALUATED]
    src = directory / "terminal_test.jsonl"
    src.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    (directory / "sessions").mkdir()
    report = import_bench(src, directory / "sessions")
    return load_session(report.sessions[0].path)  # type: ignore[arg-type]


def interrupted_run(eng: EndpointEngine, source: Session, directory: Path, after: int) -> Session:
    """A run cancelled once ``after`` steps are in its fork (as Ctrl-C or a kill leaves it)."""
    cancel = threading.Event()
    fork = None
    for out in predict_concurrently(eng, source, directory, PARAMS, cancel, concurrency=1):
        if isinstance(out, Forked):
            fork = out.session
        elif isinstance(out, Step) and out.index == after:
            cancel.set()
    assert fork is not None and fork.path is not None
    return load_session(fork.path)


def test_an_interrupted_prediction_is_continued_in_its_own_fork(server: Server, tmp_path: Path) -> None:
    source = bench_session(tmp_path)
    sessions = tmp_path / "sessions"
    (tmp_path / "ref").mkdir()
    with EndpointEngine.open(EndpointSpec(server.url, server.model)) as eng:
        ref = list(predict(eng, source, tmp_path / "ref", PARAMS))[0]
        assert isinstance(ref, Forked) and ref.session.path is not None
        reference = load_session(ref.session.path)

        fork = interrupted_run(eng, source, sessions, after=3)
        assert [s.index for s in fork.steps] == [1, 2, 3, 4]  # turn 4 is a copy: no generation to cancel
        assert unfinished_predictions(source, sessions) == [fork]
        assert unfinished_predictions(source, sessions, all_turns=True) == []  # another run's shape
        assert predicted_by(fork) == {s.model for s in reference.steps if s.model is not None}
        with fork.path.open("ab") as f:  # type: ignore[union-attr]
            f.write(b'{"type": "step", "index": 5, "act')  # the torn line a kill mid-write leaves

        done: list[tuple[int, int]] = []
        outs = list(predict_concurrently(eng, source, sessions, PARAMS, concurrency=3, into=load_session(fork.path),
                                         on_finished=lambda d, n: done.append((d, n))))
    assert isinstance(outs[0], Forked) and outs[0].session.path == fork.path  # the same file, no new fork
    assert [o.index for o in outs if isinstance(o, Step)] == [5]  # only the row without a prediction
    assert sorted(done) == [(1, 1)]
    resumed = load_session(fork.path)  # type: ignore[arg-type]
    assert [comparable(s) for s in resumed.steps] == [comparable(s) for s in reference.steps]
    assert export_predictions(resumed) == export_predictions(reference)
    assert unfinished_predictions(source, sessions) == []
    assert sorted(p.name for p in sessions.glob("*.jsonl")) == sorted([source.path.name, fork.path.name])  # type: ignore


def test_a_resume_streams_live_and_can_itself_be_cancelled(server: Server, tmp_path: Path) -> None:
    source = bench_session(tmp_path)
    sessions = tmp_path / "sessions"
    with EndpointEngine.open(EndpointSpec(server.url, server.model)) as eng:
        fork = interrupted_run(eng, source, sessions, after=2)
        cancel = threading.Event()
        cancel.set()  # cancelled at once: nothing more is predicted, and the fork that existed stays
        outs = list(predict_concurrently(eng, source, sessions, PARAMS, cancel, concurrency=1, into=fork))
    assert isinstance(outs[-1], StepCancelled) and outs[-1].index == 3
    assert fork.path is not None and len(load_session(fork.path).steps) == 2
    assert unfinished_predictions(source, sessions) == [load_session(fork.path)]


def test_a_fork_that_is_not_an_unfinished_run_is_refused(server: Server, tmp_path: Path) -> None:
    source = bench_session(tmp_path)
    with EndpointEngine.open(EndpointSpec(server.url, server.model)) as eng:
        (tmp_path / "other").mkdir()
        other = bench_session(tmp_path / "other")  # another import: not a fork of ``source``
        with pytest.raises(SessionError, match="is not an unfinished prediction of"):
            predict_concurrently(eng, source, tmp_path, PARAMS, concurrency=1, into=other)


def test_cli_continues_an_interrupted_predict_bench(tmp_path: Path) -> None:
    # a vLLM-format server that fails turn 5 the first time (as a crash or a kill would stop the run)
    failing = [True]

    def chat(body: dict) -> Reply:  # type: ignore[type-arg]
        if "echo 5" in body["messages"][-1]["content"] and failing[0]:
            return Reply(500, "application/json", body=b'{"object": "error", "message": "engine died", "code": 500}')
        return Reply(events=[vllm_chunk("m", {"content": "**Environment Observation:**\nok"}),
                             vllm_chunk("m", {"content": ""}, finish="stop"), "[DONE]"])

    lb = Loopback({"/v1/models": models_reply("m"), "/v1/chat/completions": chat}).start()
    try:
        source = bench_session(tmp_path)
        sessions = tmp_path / "sessions"
        step = [sys.executable, "-m", "playground", "step", "--server", lb.url, "--server-model", "m", "--session",
                source.path.stem, "--predict-bench", "--quiet", "--sessions-dir", str(sessions)]  # type: ignore
        r = subprocess.run(step, capture_output=True, text=True, cwd=ROOT, timeout=120)
        assert r.returncode == 1 and "engine died" in r.stderr
        [fork] = unfinished_predictions(source, sessions)
        assert len(fork.steps) == 4
        failing[0] = False
        r = subprocess.run(step, capture_output=True, text=True, cwd=ROOT, timeout=120)
        assert r.returncode == 0, r.stderr
        assert "continuing the interrupted run in" in r.stderr and "saved 1 step(s)" in r.stderr
        resumed = load_session(fork.path)  # type: ignore[arg-type]
        assert [s.observation for s in resumed.steps if s.parent_step is None] == ["ok"] * 3
        assert len(resumed.steps) == 6 and all(row["gen"] for row in export_predictions(resumed))
        assert len(list(sessions.glob("*.jsonl"))) == 2  # the source and the one fork
        # --new-fork starts over even though nothing is left to continue
        r = subprocess.run(step + ["--new-fork"], capture_output=True, text=True, cwd=ROOT, timeout=120)
        assert r.returncode == 0 and "saved 3 step(s)" in r.stderr and len(list(sessions.glob("*.jsonl"))) == 3
    finally:
        lb.stop()
