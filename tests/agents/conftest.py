"""Fixtures for the agents tests."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def sessions_root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh sessions directory, also set as $AGENTWORLD_SESSIONS_DIR."""
    d = tmp_path / "sessions"
    d.mkdir()
    monkeypatch.setenv("AGENTWORLD_SESSIONS_DIR", str(d))
    return d
