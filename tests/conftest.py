"""Shared fixtures: the tiny qwen35moe model family, built once per test run."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

import pytest

from tests.tinymodel import write_tiny_model


@pytest.fixture(autouse=True)
def _isolated_user_files(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """No test reads or writes the developer's own config, sessions, models or HF cache: each test
    gets private (empty) locations. Tests that need one of them set it again on top of this."""
    home = tmp_path_factory.mktemp("user")
    monkeypatch.setenv("AGENTWORLD_CONFIG", str(home / "config" / "config.toml"))
    monkeypatch.setenv("AGENTWORLD_SESSIONS_DIR", str(home / "sessions"))
    monkeypatch.setenv("AGENTWORLD_MODELS_DIR", str(home / "models"))
    monkeypatch.setenv("AGENTWORLD_PROMPTS_DIR", str(home / "prompts"))
    monkeypatch.setenv("HF_HOME", str(home / "hf"))
    monkeypatch.delenv("HF_HUB_CACHE", raising=False)
    monkeypatch.delenv("HF_TOKEN", raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "xdg-config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "xdg-data"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / "xdg-cache"))
    # The CPU probe's answer (llama.bufprobe) holds for the whole run: one probe, not one per test.
    monkeypatch.setenv("AGENTWORLD_PROBE_CACHE", str(tmp_path_factory.getbasetemp() / "cpu-probe.json"))


_TEST_PROCESS = os.getpid()


@pytest.fixture(autouse=True)
def _quantized_models_load_in_children(monkeypatch: pytest.MonkeyPatch) -> None:
    """A quantized model is loaded in a child process (the model process, or a test marked with
    ``tests.childguard.in_child``), never in the test process: llama.cpp's CPU code for quantized
    weights is what crashes (the AMX segfault), and a crash here would end the whole run."""
    from playground.llama.bufprobe import needs_probe
    from playground.llama.engine import Engine

    original = Engine.load.__func__  # type: ignore[attr-defined]

    def load(cls: type, path: Any, options: Any = None, **kwargs: Any) -> Any:
        if os.getpid() == _TEST_PROCESS:
            from playground.modelfile.checks import inspect_model_file

            try:
                types = inspect_model_file(path).tensor_types
            except Exception:
                types = {}  # a bad file: Engine.load gives its own error
            if needs_probe(types):
                pytest.fail(f"{Path(path).name} is quantized: load it in a child (the model process, or "
                            "decorate the test with tests.childguard.in_child)", pytrace=False)
        return original(cls, path, options, **kwargs)

    monkeypatch.setattr(Engine, "load", classmethod(load))


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
    from playground.modelfile.quantize import quantize_file

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
    from playground.llama.engine import Engine, LoadOptions

    eng = Engine.load(tiny_model, LoadOptions(n_ctx=2048, n_threads=2))
    try:
        yield eng
    finally:
        eng.close()
