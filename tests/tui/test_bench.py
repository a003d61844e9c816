"""The UI benchmark runs both contenders on the same tokens and reports their rates."""

from __future__ import annotations

from pathlib import Path

from playground.tui.uibench import run_ui_bench


def test_ui_bench_compares_the_same_tokens(tiny_model: Path) -> None:
    log: list[str] = []
    report = run_ui_bench(tiny_model, rounds=1, max_tokens=64, n_ctx=4096, log=log.append)
    assert log == ["round 1/1"]
    assert report.tokens == [64]  # ignore_eos: both ran the full length (the bench checks they match)
    assert report.engine_tok_s[0] > 0 and report.app_tok_s[0] > 0
    assert report.ratio == report.app_tok_s[0] / report.engine_tok_s[0]
    text = report.format()
    assert "64 generated tokens per step" in text and "app / engine" in text
