"""What a non-editable install ships: every subpackage, the examples and the themes."""

from __future__ import annotations

from pathlib import Path

import pytest
from setuptools import find_packages

tomllib = pytest.importorskip("tomllib")  # Python 3.11+

ROOT = Path(__file__).resolve().parent.parent


def test_every_subpackage_is_listed() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    listed = set(config["packages"])
    found = set(find_packages(where=str(ROOT), include=["playground*"]))
    assert found - listed == set(), "add these to [tool.setuptools] packages in pyproject.toml"
    assert config["package-dir"] == {"playground.examples": "sessions", "playground.themes": "themes"}
    assert {"playground.examples", "playground.themes"} <= listed
