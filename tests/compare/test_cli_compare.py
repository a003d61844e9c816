"""agentworld-play compare end to end (in process, real tiny models)."""

from __future__ import annotations

import json
from pathlib import Path

from playground.cli import main
from playground.compare import load_report


def test_compare_prints_the_table_and_saves_the_report(tiny_models, small_session, capsys) -> None:
    rc = main(["compare", str(small_session.path), "--models", str(tiny_models.q2_k), str(tiny_models.f32),
               str(tiny_models.q8_0), "--steps", "1-2", "--ctx", "2048", "--threads", "1", "--seed", "4",
               "--max-tokens", "32", "--reasoning-budget", "8"])
    out, err = capsys.readouterr()
    assert rc == 0, err
    saved = small_session.path.with_name("small.compare.json")
    assert "saved the report to" in err and saved.is_file()
    report = load_report(saved)
    assert [m.quant for m in report.models] == ["F32", "Q2_K", "Q8_0"] and report.steps == [1, 2]
    assert report.params["seed"] == 4 and report.params["max_tokens"] == 32
    # progress on stderr: one line per model load and per step
    assert "[1/3] tiny-F32.gguf (reference): loading" in err and err.count("  step ") == 6
    lines = out.splitlines()
    assert lines[0].startswith("small.jsonl · steps 1-2 · seed 4 · ctx 2,048 · reference tiny-F32.gguf")
    assert [line.split()[0] for line in lines[2:5]] == ["tiny-F32.gguf", "tiny-Q2_K.gguf", "tiny-Q8_0.gguf"]


def test_compare_json_on_an_example_goes_to_the_sessions_dir(tiny_models, tmp_path: Path, capsys) -> None:
    sessions = tmp_path / "sessions"
    rc = main(["compare", "terminal-example", "--models", str(tiny_models.q8_0), str(tiny_models.f32),
               "--steps", "2", "--ctx", "4096", "--threads", "1", "--max-tokens", "8", "--json",
               "--sessions-dir", str(sessions), "--no-fit"])
    out, err = capsys.readouterr()
    assert rc == 0, err
    data = json.loads(out)
    saved = sessions / "terminal-example.compare.json"
    assert load_report(saved).to_dict() == data
    assert data["steps"] == [2] and data["models"][0]["reference"]


def test_compare_errors_are_one_line(tiny_models, small_session, tmp_path: Path, capsys) -> None:
    assert main(["compare", str(small_session.path), "--models", str(tiny_models.f32)]) == 1
    assert (capsys.readouterr().err.strip()
            == "error: compare needs at least two model files (e.g. --models A.gguf B.gguf)")
    assert main(["compare", str(small_session.path), "--models", str(tiny_models.f32), str(tiny_models.q8_0),
                 "--steps", "7"]) == 1
    assert "error: the session has no step 7" in capsys.readouterr().err
    assert main(["compare", str(small_session.path), "--models", str(tiny_models.f32), str(tiny_models.q8_0),
                 "--out", str(tmp_path / "nowhere" / "r.json"), "--max-tokens", "4"]) == 1
    assert "directory" in capsys.readouterr().err
    assert not list(Path(small_session.path).parent.glob("*.compare.json"))
