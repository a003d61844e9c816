"""Keep the user's own settings file out of these tests."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    cfg = tmp_path / "config" / "config.toml"
    monkeypatch.setenv("AGENTWORLD_CONFIG", str(cfg))
    return cfg
