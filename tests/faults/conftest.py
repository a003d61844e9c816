"""Fixtures for the fault suite: the tiny model's bytes and a probe child shared per module."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest

from tests.faults.probe import Prober


@pytest.fixture(scope="session")
def tiny_bytes(tiny_model: Path) -> bytes:
    return tiny_model.read_bytes()


@pytest.fixture(scope="module")
def prober(tiny_model: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Prober]:
    """One long-lived child for a module's loads; a crash restarts it and is reported.

    It starts before the per-test isolation fixture runs, so it gets private user
    locations of its own (the same variables tests/conftest.py sets)."""
    home = tmp_path_factory.mktemp("probe-user")
    env = {
        "AGENTWORLD_CONFIG": str(home / "config" / "config.toml"),
        "AGENTWORLD_SESSIONS_DIR": str(home / "sessions"),
        "AGENTWORLD_MODELS_DIR": str(home / "models"),
        "AGENTWORLD_PROMPTS_DIR": str(home / "prompts"),
        "HF_HOME": str(home / "hf"),
        "XDG_CONFIG_HOME": str(home / "xdg-config"),
        "XDG_DATA_HOME": str(home / "xdg-data"),
        "XDG_CACHE_HOME": str(home / "xdg-cache"),
    }
    # a load of the tiny model takes milliseconds; the limit only catches a hang, with room for a loaded machine
    # (10 s was once too short for a child's load on 2 busy cores)
    p = Prober(timeout=30.0, env=env)
    first = p.probe(tiny_model)  # pays the child's imports once, outside any timed probe
    assert first.died is None and first.load == {"ok": True}, first
    yield p
    p.close()
