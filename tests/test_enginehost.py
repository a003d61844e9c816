"""The model process (RemoteEngine) on the tiny real model, without the UI."""

from __future__ import annotations

import threading
import time
from pathlib import Path

from playground.llama.engine import LoadOptions
from playground.runtime.modelprocess import RemoteEngine


def test_close_from_two_threads_at_once_stops_the_process_once(tiny_model: Path) -> None:
    engine = RemoteEngine.load(tiny_model, LoadOptions(n_ctx=512, n_threads=1))
    process = engine._process
    assert process.is_alive()
    start = threading.Barrier(2)
    errors: list[BaseException] = []

    def close() -> None:
        start.wait()
        try:
            engine.close()
        except BaseException as e:  # noqa: BLE001 (the test reports it)
            errors.append(e)

    threads = [threading.Thread(target=close) for _ in range(2)]
    t0 = time.monotonic()
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert not any(t.is_alive() for t in threads) and errors == []
    assert time.monotonic() - t0 < 15  # a clean stop, not the terminate/kill fallbacks
    assert engine.closed and not process.is_alive() and process.exitcode == 0
    engine.close()  # and once more is a no-op


def test_generate_and_speedbench_jobs(tiny_model: Path) -> None:
    """The jobs the CLI sends: a chat turn (batched deltas, then the result) and the speed
    benchmark (its log lines, then the report with the engine/bare ratio measured in there)."""
    from playground.llama.sampling import GenerationParams
    from playground.llama.speedbench import BenchReport, bench_load_options
    from playground.runtime.modelprocess import BenchLog
    from playground.runtime.streaming import StepDelta

    with RemoteEngine.load(tiny_model, bench_load_options((16,), n_ctx=2048, threads=1)) as engine:
        items = list(engine.start_generate([{"role": "user", "content": "ls"}],
                                           GenerationParams(max_tokens=12, seed=2, ignore_eos=True)))
        deltas = [i for i in items if isinstance(i, StepDelta)]
        result = items[-1]
        assert deltas and result.timings.generated_tokens == 12
        assert "".join(d.output for d in deltas).strip() == result.output.strip()
        bench = list(engine.start_speedbench(lengths=(16,), repeats=1, session_steps=2, naive=False))
        assert any(isinstance(b, BenchLog) and "16 tokens, round 1/1" in b.text for b in bench)
        report = bench[-1]
        assert isinstance(report, BenchReport) and report.lengths[0].engine_ratio > 0
        s = report.session
        assert s is not None and s.evaluated_with_reuse < s.evaluated_without_reuse
        assert engine._process.is_alive()  # ready for the next job
