"""A `step` that fails or is cancelled on a new session leaves no file (the issue saw 7 header-only
files in one short run); one that succeeds leaves header + step."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from playground.world.store import load_session

ROOT = Path(__file__).resolve().parents[2]


def _step(model: Path, sessions: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "AGENTWORLD_SESSIONS_DIR": str(sessions)}
    return subprocess.run([sys.executable, "-m", "playground", "step", str(model), "--domain", "terminal",
                           "--action", "ls -la", "--max-tokens", "8", "--threads", "1", *extra],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=180)


def test_a_first_step_that_fails_leaves_no_session_file(tiny_model: Path, tmp_path: Path) -> None:
    sessions = tmp_path / "sessions"
    proc = _step(tiny_model, sessions, "--ctx", "256")  # the prompt does not fit: the step fails
    assert proc.returncode == 1
    assert proc.stderr.strip().splitlines()[-1].startswith("error: ")
    assert not any(line.startswith("new session ") for line in proc.stderr.splitlines())
    assert not sessions.exists() or not list(sessions.glob("*.jsonl"))


def test_a_first_step_that_is_saved_leaves_header_and_step(tiny_model: Path, tmp_path: Path) -> None:
    sessions = tmp_path / "sessions"
    proc = _step(tiny_model, sessions, "--ctx", "4096")
    assert proc.returncode == 0, proc.stderr
    (path,) = sessions.glob("*.jsonl")
    assert any(line.startswith("new session ") and line.endswith(path.name) for line in proc.stderr.splitlines())
    session = load_session(path)
    assert [s.index for s in session.steps] == [1]
    assert len(path.read_text().splitlines()) == 2
