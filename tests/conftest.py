"""Shared fixtures: the tiny qwen35moe model family, built once per test run."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

import pytest

from tests.tinymodel import write_tiny_model


@dataclass(frozen=True)
class TinyModels:
    f32: Path
    q8_0: Path
    q4_k_m: Path
    q2_k: Path
    defect: Path

    @property
    def dir(self) -> Path:
        return self.f32.parent


@pytest.fixture(scope="session")
def tiny_models(tmp_path_factory: pytest.TempPathFactory) -> TinyModels:
    """F32 master, quantized variants made by the project's quantizer, and the MTP-defect variant."""
    from playground.quantize import quantize_file

    d = tmp_path_factory.mktemp("models")
    f32 = write_tiny_model(d / "tiny-F32.gguf")
    paths = {q: quantize_file(f32, d / f"tiny-{q}.gguf", q) for q in ("Q8_0", "Q4_K_M", "Q2_K")}
    defect = write_tiny_model(d / "tiny-defect-F32.gguf", defect=True)
    return TinyModels(f32=f32, q8_0=paths["Q8_0"], q4_k_m=paths["Q4_K_M"], q2_k=paths["Q2_K"], defect=defect)


@pytest.fixture(scope="session")
def tiny_model(tiny_models: TinyModels) -> Path:
    return tiny_models.f32


@pytest.fixture
def engine(tiny_model: Path) -> Iterator["Engine"]:  # noqa: F821
    """A fresh engine on the tiny F32 model (loads in milliseconds)."""
    from playground.engine import Engine, LoadOptions

    eng = Engine.load(tiny_model, LoadOptions(n_ctx=2048, n_threads=2))
    try:
        yield eng
    finally:
        eng.close()
