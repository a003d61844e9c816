"""`prompts list` (and new sessions) look for pulled prompts next to $AGENTWORLD_CONFIG's file."""

from __future__ import annotations

from pathlib import Path

import pytest

from playground.cli import main
from playground.world import official_prompts as op


def test_prompts_list_follows_agentworld_config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.delenv(op.ENV_PROMPTS_DIR, raising=False)
    config = tmp_path / "elsewhere" / "config.toml"
    config.parent.mkdir()
    monkeypatch.setenv("AGENTWORLD_CONFIG", str(config))
    assert op.prompts_dir() == config.parent / "prompts"
    task = next(iter(op.FILES))
    stored = op.local_path(task)
    stored.parent.mkdir(parents=True)
    stored.write_text("not the pinned text\n", encoding="utf-8")  # present, but its sha256 differs
    assert main(["prompts", "list"]) == 0
    out = capsys.readouterr().out
    assert "elsewhere" in out.splitlines()[0]
    line = next(x for x in out.splitlines() if x.strip().startswith(task + " "))
    assert "changed" in line and "missing" not in line
    # $AGENTWORLD_PROMPTS_DIR still wins over the config directory
    monkeypatch.setenv(op.ENV_PROMPTS_DIR, str(tmp_path / "explicit"))
    assert op.prompts_dir() == tmp_path / "explicit"
