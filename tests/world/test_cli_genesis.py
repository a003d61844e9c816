"""`agentworld-play step --describe`: world genesis from the command line, on the tiny model (plumbing)."""

from __future__ import annotations

from pathlib import Path

import pytest

from playground.base.textsafe import visible
from playground.world.store import load_session
from tests.world.test_cli_world import TINY, cli


def test_describe_errors_before_loading(capsys: pytest.CaptureFixture[str], sessions_root: Path,
                                        tmp_path: Path) -> None:
    missing_model = str(tmp_path / "no.gguf")
    rc, _, err = cli(capsys, "step", missing_model, "--session", "terminal-example", "--describe", "a repo")
    assert rc == 1 and "--describe starts a new session" in err and len(err.strip().splitlines()) == 1
    rc, _, err = cli(capsys, "step", missing_model, "--domain", "terminal", "--describe", "a repo", "--state", "$")
    assert rc == 1 and "not both" in err
    rc, _, err = cli(capsys, "step", missing_model, "--describe", "a repo")
    assert rc == 1 and "--describe needs --domain" in err
    rc, _, err = cli(capsys, "step", missing_model, "--domain", "terminal", "--describe", "  ")
    assert rc == 1 and "describe the world in a sentence" in err
    rc, _, err = cli(capsys, "step", missing_model, "--domain", "terminal", "--describe", "a repo",
                     "--resimulate-from", "1")
    assert rc == 1 and len(err.strip().splitlines()) == 1
    assert list(sessions_root.iterdir()) == []


@pytest.mark.slow
def test_describe_alone_saves_the_world_and_a_step_can_follow(capsys: pytest.CaptureFixture[str],
                                                              sessions_root: Path, tiny_model: Path) -> None:
    sentence = "a Django repo whose tests fail after a dependency bump"
    rc, out, err = cli(capsys, "step", str(tiny_model), "--domain", "terminal", "--describe", sentence,
                       *TINY)
    assert rc == 0, err
    [path] = list(sessions_root.glob("*.jsonl"))
    s = load_session(path)
    assert s.steps == [] and s.header.genesis is not None
    assert s.header.genesis["sentence"] == sentence
    assert s.header.initial_state == s.header.genesis["state"] and s.header.initial_state.strip()
    assert out.strip() == visible(s.header.initial_state).strip()  # the state is the command's output (escaped)
    assert "describing the world" in err and f"--session {path.name}" in err
    # --describe with --action: genesis, then the first step on that state, in one file
    rc, out, err = cli(capsys, "step", str(tiny_model), "--domain", "terminal", "--describe", sentence,
                       "--action", "pytest", "--quiet", *TINY)
    assert rc == 0, err
    [second] = [p for p in sessions_root.glob("*.jsonl") if p != path]
    s2 = load_session(second)
    assert len(s2.steps) == 1 and s2.header.genesis is not None
    assert s2.header.genesis["state"] in s2.steps[0].message  # the first turn shows the generated state
    assert out.strip() == visible(s2.steps[0].observation or "").strip()
