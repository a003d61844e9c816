"""The JSON report: round trip, bad files, the default location, the table."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from playground.compare import (
    CompareReport,
    ModelRun,
    ReportError,
    default_report_path,
    format_table,
    load_report,
    plan_comparison,
    run_comparison,
    save_report,
)
from playground.compare.cost import MemoryUse
from playground.compare.kld import KldStats
from playground.compare.report import SessionRef, StepRun
from playground.llama.engine import LoadOptions
from playground.world.warning_records import WorldWarning
from tests.compare.conftest import FAST_PARAMS
from tests.childguard import in_child


@in_child
def test_a_real_report_round_trips(tiny_models, small_session, tmp_path: Path) -> None:
    plan = plan_comparison(small_session, [tiny_models.q8_0, tiny_models.f32], params=FAST_PARAMS)
    report = run_comparison(plan, lambda _p: LoadOptions(n_ctx=2048, n_threads=1))
    path = save_report(report, tmp_path / "r.compare.json")
    loaded = load_report(path)
    assert loaded == report
    assert save_report(loaded, tmp_path / "again.compare.json").read_text() == path.read_text()
    data = json.loads(path.read_text())
    assert data["schema"] == "agentworld-play.compare"
    # derived summaries are written for readers of the file
    q8 = data["models"][1]
    assert q8["exact_matches"] == report.models[1].exact_matches and "warnings" in q8


def _synthetic() -> CompareReport:
    """Every optional field set, odd text included (control bytes, non-ASCII, a lone surrogate)."""
    steps = [StepRun(index=3, raw="<think>\nhm\n</think>\n\x1b[31mred\u00e9 \ud800", reasoning="hm",
                     observation="\x1b[31mred\u00e9 \ud800", finish_reason="stop", generated_tokens=12,
                     timings={"prompt_tokens": 10, "generation_tok_s": 1.5},
                     warnings=[WorldWarning("format", "warning", 3, "odd", {"code": "x"})],
                     exact_match=False, similarity=0.25, kld=KldStats(13, 0.1, 0.05, 0.9, 1.25, 0.5))]
    models = [
        ModelRun("a.gguf", "/m/a.gguf", "F16", "ab" * 32, 16.0, 100, reference=True, load_options={"n_ctx": 64},
                 load_s=0.5, memory=MemoryUse("vram", 10, 5, 10), prompt_tok_s=100.0, generation_tok_s=10.0,
                 steps=[], kld=KldStats(1, 0.0, 0.0, 0.0, 0.0, 1.0)),
        ModelRun("b.gguf", "/m/b.gguf", "Q2_K", "cd" * 32, 2.625, 10, steps=steps, kld=steps[0].kld,
                 memory=MemoryUse("rss", 3, 3, None)),
        ModelRun("c.gguf", "/m/c.gguf", "Q4_0", "ef" * 32, 4.5, 20, error="could not load"),
    ]
    return CompareReport(session=SessionRef("/s/x.jsonl", "id1", "t", "terminal"), steps=[3],
                         params={"seed": 5}, enable_thinking=False, n_ctx=64, top_k=16, models=models,
                         created="2025-01-01T00:00:00+00:00")


def test_a_synthetic_report_round_trips(tmp_path: Path) -> None:
    report = _synthetic()
    assert load_report(save_report(report, tmp_path / "s.compare.json")) == report


def test_bad_report_files(tmp_path: Path) -> None:
    with pytest.raises(ReportError, match="no comparison report"):
        load_report(tmp_path / "none.json")
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"\xff\xfe not json")
    with pytest.raises(ReportError, match="not a JSON"):
        load_report(bad)
    bad.write_text('{"schema": "something else"}')
    with pytest.raises(ReportError, match="not an agentworld-play comparison report"):
        load_report(bad)
    data = _synthetic().to_dict()
    data["version"] = 99
    bad.write_text(json.dumps(data))
    with pytest.raises(ReportError, match="version 99"):
        load_report(bad)
    data = _synthetic().to_dict()
    del data["models"][1]["steps"][0]["raw"]
    bad.write_text(json.dumps(data))
    with pytest.raises(ReportError, match="missing field 'raw'"):
        load_report(bad)
    with pytest.raises(ReportError, match="does not exist"):
        save_report(_synthetic(), tmp_path / "no" / "dir.json")


def test_default_report_path(tmp_path: Path) -> None:
    s = tmp_path / "mine" / "20250101-terminal-abc.jsonl"
    assert default_report_path(s) == tmp_path / "mine" / "20250101-terminal-abc.compare.json"
    ex = Path("/site-packages/playground/examples/web-example.jsonl")
    assert default_report_path(ex, example=True, sessions_dir=tmp_path) == tmp_path / "web-example.compare.json"


def test_table() -> None:
    text = format_table(_synthetic())
    lines = text.splitlines()
    assert lines[0].startswith("x.jsonl · step 3 · seed 5 · ctx 64 · reference a.gguf (F16, 16.00 bpw)")
    assert lines[1].split()[:4] == ["model", "quant", "bpw", "size"]
    assert "a.gguf (ref)" in lines[2] and "100 B" in lines[2]
    b = lines[3]
    assert "0.100000" in b and "0.900000" in b and "50.0%" in b and "0/1" in b and "3 B RSS" in b
    assert "error: could not load" in lines[4]
