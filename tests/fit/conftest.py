"""Fixtures for the fit planner, GPU adapter, buffer overrides and quantizer tests."""

from __future__ import annotations

import os
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from playground.fit.gpu import GpuProbeError
from tests.fit.realshape import q4_k_m_types, uniform_types, write_real_shape_model

GB = 10**9
GiB = 2**30
MiB = 2**20


@dataclass
class FakeCard:
    name: str
    total: int
    used: int
    utilization: float = 35.0
    temperature: float = 61.0
    power_w: float = 180.5
    processes: dict[int, int | None] = field(default_factory=dict)


class FakeProbe:
    """A GpuProbe with scripted cards; ``fail`` maps a method name to the exception it raises."""

    def __init__(self, cards: list[FakeCard] | None = None, *, fail: dict[str, Exception] | None = None) -> None:
        self.cards = cards or []
        self.fail = dict(fail or {})
        self.calls: dict[str, int] = {}
        self._lock = threading.Lock()

    def _enter(self, what: str) -> None:
        with self._lock:
            self.calls[what] = self.calls.get(what, 0) + 1
        if what in self.fail:
            raise self.fail[what]

    def device_count(self) -> int:
        self._enter("device_count")
        return len(self.cards)

    def name(self, index: int) -> str:
        self._enter("name")
        return self.cards[index].name

    def memory(self, index: int) -> tuple[int, int, int]:
        self._enter("memory")
        c = self.cards[index]
        return c.total, c.total - c.used, c.used

    def utilization(self, index: int) -> float:
        self._enter("utilization")
        return self.cards[index].utilization

    def temperature(self, index: int) -> float:
        self._enter("temperature")
        return self.cards[index].temperature

    def power_watts(self, index: int) -> float:
        self._enter("power")
        return self.cards[index].power_w

    def process_memory(self, index: int, pid: int) -> int | None:
        self._enter("process")
        return self.cards[index].processes.get(pid, 0)


def card_24gb(used: int = 400 * MiB) -> FakeCard:
    """An RTX 4090-like card: 24564 MiB, a desktop using a few hundred MiB."""
    return FakeCard("NVIDIA GeForce RTX 4090", 24564 * MiB, used)


def card_8gb(used: int = 300 * MiB) -> FakeCard:
    return FakeCard("NVIDIA GeForce RTX 3070", 8192 * MiB, used)


@pytest.fixture
def probe_24gb() -> FakeProbe:
    return FakeProbe([card_24gb()])


@pytest.fixture
def probe_none() -> FakeProbe:
    return FakeProbe(fail={"device_count": GpuProbeError("no NVIDIA driver (NVML library not found)")})


def _sparse_ok(path: Path) -> bool:
    st = os.stat(path)
    return st.st_blocks * 512 < 64 * MiB  # the data section is a hole, not written zeros


@pytest.fixture(scope="session")
def real_shape_files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Full-size Qwen3.5-MoE shape GGUFs whose data sections are sparse holes (no disk used)."""
    if not sys.platform.startswith("linux"):
        pytest.skip("sparse full-size model files are only created on Linux")
    from gguf import GGMLQuantizationType as T
    from gguf import LlamaFileType

    d = tmp_path_factory.mktemp("realshape")
    out = {
        "Q4_K_M": write_real_shape_model(d / "real-Q4_K_M.gguf", q4_k_m_types(), file_type=LlamaFileType.MOSTLY_Q4_K_M),
        "BF16": write_real_shape_model(d / "real-BF16.gguf", uniform_types(T.BF16),
                                       file_type=LlamaFileType.MOSTLY_BF16),
    }
    for p in out.values():
        if not _sparse_ok(p):
            p.unlink()
            pytest.skip("this filesystem does not keep sparse files sparse")
    return out
