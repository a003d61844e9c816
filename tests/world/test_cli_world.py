"""The headless commands: sessions, replay, export, import-bench, step (with the tiny real model)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from playground.cli import main
from playground.world.store import load_session
from tests.world.helpers import make_session
from tests.world.test_bench import OS_ROW, term_row, write_rows

ROOT = Path(__file__).resolve().parents[2]
TINY = ["--ctx", "2048", "--threads", "2", "--max-tokens", "24", "--reasoning-budget", "8", "--seed", "5"]


def cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    rc = main(list(args))
    out = capsys.readouterr()
    return rc, out.out, out.err


def test_help_lists_the_world_commands() -> None:
    r = subprocess.run([sys.executable, "-m", "playground", "--help"], capture_output=True, text=True, cwd=ROOT,
                       timeout=60)
    for cmd in ("sessions", "replay", "import-bench", "export", "step"):
        assert cmd in r.stdout


def test_sessions_list(capsys: pytest.CaptureFixture[str], sessions_root: Path) -> None:
    rc, out, _ = cli(capsys, "sessions", "list")
    assert rc == 0 and "no sessions" in out
    make_session(sessions_root, steps=2, domain="terminal")
    (sessions_root / "broken.jsonl").write_text("nope\n")
    rc, out, _ = cli(capsys, "sessions", "list")
    assert rc == 0 and "2 session(s)" in out and "terminal" in out and "unreadable" in out
    rc, out, _ = cli(capsys, "sessions", "list", "--json")
    assert {d["domain"] for d in json.loads(out)} == {"terminal", "?"}
    rc, out, _ = cli(capsys, "sessions", "list", "--examples")
    assert "terminal-example.jsonl" in out and "[example]" in out
    rc, out, _ = cli(capsys, "sessions", "path")
    assert out.strip() == str(sessions_root)


def test_sessions_fork_and_import(capsys: pytest.CaptureFixture[str], sessions_root: Path, tmp_path: Path) -> None:
    rc, out, _ = cli(capsys, "sessions", "fork", "web-example", "2")
    assert rc == 0 and "forked web-example.jsonl after step 2" in out
    [forked] = list(sessions_root.glob("web-example-fork2-*.jsonl"))
    assert len(load_session(forked).steps) == 2
    src = make_session(tmp_path, steps=1)
    rc, out, _ = cli(capsys, "sessions", "import", str(src.path), "--name", "mine")
    assert rc == 0 and (sessions_root / "mine.jsonl").is_file()
    rc, _, err = cli(capsys, "sessions", "import", str(src.path), "--name", "../../evil")
    assert rc == 1 and err.startswith("error: ") and "outside the sessions directory" in err
    assert err.count("\n") == 1 and not (tmp_path / "evil.jsonl").exists()


def test_replay(capsys: pytest.CaptureFixture[str], sessions_root: Path) -> None:
    rc, out, _ = cli(capsys, "replay", "terminal-example")
    assert rc == 0 and out.count("── step ") == 6 and "example  yes" in out
    rc, out, _ = cli(capsys, "replay", "terminal-example", "--step", "5", "--reasoning")
    assert "── step 5 " in out and "── step 4 " not in out and "cat: notes.txt: No such file" in out
    assert "reasoning:\n  notes.txt was removed" in out
    rc, _, err = cli(capsys, "replay", "terminal-example", "--step", "9")
    assert rc == 1 and "has no step 9" in err
    rc, _, err = cli(capsys, "replay", "nothing-here")
    assert rc == 1 and "no session file" in err


def test_replay_reports_skipped_lines_and_timings(capsys: pytest.CaptureFixture[str], sessions_root: Path) -> None:
    s = make_session(sessions_root, steps=2)
    with s.path.open("ab") as f:  # type: ignore[union-attr]
        f.write(b'{"type": "step", "ind')
    rc, out, _ = cli(capsys, "replay", str(s.path))
    assert rc == 0 and "skipped  line 4:" in out and "incomplete" in out
    assert "prompt 10 tok" in out and "m-Q8_0.gguf (Q8_0)" in out


def test_export_formats(capsys: pytest.CaptureFixture[str], sessions_root: Path, tmp_path: Path) -> None:
    rc, out, _ = cli(capsys, "export", "mcp-example", "--format", "md")
    assert rc == 0 and out.startswith("# Example") and "## Step 6" in out
    rc, out, _ = cli(capsys, "export", "mcp-example", "--format", "json")
    assert json.loads(out)["header"]["domain"] == "mcp"
    target = tmp_path / "t.md"
    rc, _, err = cli(capsys, "export", "web-example", "-o", str(target))
    assert rc == 0 and target.read_text().startswith("# Example")
    # a session played in the app exports as AgentWorldBench rows too: one per step, upstream's fields
    rc, out, err = cli(capsys, "export", "web-example", "--format", "bench")
    rows = [json.loads(line) for line in out.splitlines()]
    assert rc == 0 and [r["turn_idx"] for r in rows] == list(range(1, len(rows) + 1))
    assert all(set(r) == {"task", "id", "prompt", "response", "current_prompt", "system_str", "turn_idx",
                          "total_turns"} and r["task"] == "web" for r in rows)
    assert all(r["response"][0].startswith("**Environment Observation:**\n") for r in rows)
    rows_file = tmp_path / "web_test.jsonl"
    rows_file.write_text(out)
    rc, out, _ = cli(capsys, "check", str(rows_file))  # the exported rows feed `check` unchanged
    assert rc == 0 and out.count("session ") == len(rows)


def test_import_bench_and_export_bench(capsys: pytest.CaptureFixture[str], sessions_root: Path,
                                      tmp_path: Path) -> None:
    f = write_rows(tmp_path / "terminal_test.jsonl", [term_row(1), term_row(2), OS_ROW])
    out_dir = tmp_path / "imported"
    rc, out, err = cli(capsys, "import-bench", str(f), "--out", str(out_dir))
    assert rc == 0 and "imported 3 row(s) as 2 session(s)" in out
    assert err.count("skipped line") == 4
    files = sorted(out_dir.glob("*.jsonl"))
    assert len(files) == 2
    rc, out, _ = cli(capsys, "export", str(files[0]), "--format", "bench")
    rows = [json.loads(line) for line in out.splitlines()]
    assert rows and all("gen" in r for r in rows)
    rc, _, err = cli(capsys, "import-bench", str(tmp_path / "missing.jsonl"))
    assert rc == 1 and "no file" in err


def test_step_errors_before_loading(capsys: pytest.CaptureFixture[str], sessions_root: Path, tmp_path: Path) -> None:
    missing_model = str(tmp_path / "no.gguf")
    rc, _, err = cli(capsys, "step", missing_model, "--action", "x")
    assert rc == 1 and "needs --domain" in err
    rc, _, err = cli(capsys, "step", missing_model, "--domain", "termnal", "--action", "x")
    assert rc == 1 and "did you mean 'terminal'" in err
    rc, _, err = cli(capsys, "step", missing_model, "--domain", "terminal", "--action", "[{")
    assert rc == 1 and "not valid JSON" in err
    rc, _, err = cli(capsys, "step", missing_model, "--session", "terminal-example", "--action", "[]")
    assert rc == 1 and "shipped example; fork it first" in err
    rc, _, err = cli(capsys, "step", missing_model, "--domain", "web")
    assert rc == 1 and "exactly one of" in err
    assert list(sessions_root.iterdir()) == []


@pytest.mark.slow
def test_step_with_the_tiny_model(capsys: pytest.CaptureFixture[str], sessions_root: Path, tiny_model: Path,
                                  tmp_path: Path) -> None:
    rc, out, err = cli(capsys, "step", str(tiny_model), "--domain", "custom", "--system-prompt", "You are a toy.",
                       "--action", "look around", "--state", "a small room", "--quiet", *TINY)
    assert rc == 0, err
    [path] = list(sessions_root.glob("*.jsonl"))
    s = load_session(path)
    assert s.header.initial_state == "a small room" and s.header.model is not None
    assert s.header.model.quant == "F32" and s.header.seed == 5
    assert len(s.steps) == 1 and out.strip() == (s.steps[0].observation or "").strip()
    assert "[step 1]" in err and "prompt" in err
    rc, out, err = cli(capsys, "step", str(tiny_model), "--session", str(path), "--action", "open door", "--quiet",
                       *TINY)
    assert rc == 0, err
    s = load_session(path)
    assert len(s.steps) == 2 and s.steps[1].step_timings.prompt_tokens_reused == 0  # new process, no checkpoint
    rc, out, err = cli(capsys, "step", str(tiny_model), "--session", str(path), "--resimulate-from", "2", "--quiet",
                       *TINY)
    assert rc == 0, err
    forks = [p for p in sessions_root.glob("*.jsonl") if p != path]
    assert len(forks) == 1
    f = load_session(forks[0])
    assert len(f.steps) == 2 and f.header.parent is not None and f.header.parent.step == 1
    # a benchmark session predicted with teacher forcing
    bench = write_rows(tmp_path / "custom_test.jsonl", [{**OS_ROW, "task": "custom", "system_str": "toy"}],
                       junk=False)
    assert cli(capsys, "import-bench", str(bench))[0] == 0
    [imported] = list(sessions_root.glob("bench-custom-*.jsonl"))
    rc, out, err = cli(capsys, "step", str(tiny_model), "--session", str(imported), "--predict-bench", "--quiet",
                       *TINY)
    assert rc == 0, err
    [child] = [p for p in sessions_root.glob("bench-custom-*-fork0-*.jsonl")]
    rc, out, _ = cli(capsys, "export", str(child), "--format", "bench")
    [row] = [json.loads(line) for line in out.splitlines()]
    assert {k: v for k, v in row.items() if k != "gen"} == {**OS_ROW, "task": "custom", "system_str": "toy"}
    assert isinstance(row["gen"], str)
