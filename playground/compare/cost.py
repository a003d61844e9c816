"""What a quant costs: bits per weight from the header, memory measured around its load.

Memory is the process's VRAM when an NVIDIA GPU answers (NVML through
playground.fit.gpu), else its resident set size. It is read before the load, after
it, after the model ran (RSS grows as mmapped weights are touched) and after it
was freed. The model is charged ``peak - max(before, after unload)``: what the
process keeps after the model is gone (the CUDA context on the first GPU load,
allocator caches) is a one-time runtime cost, not the quant's.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any, Literal

from playground.modelfile.header import read_header
from playground.fit.gpu import GpuProbe, GpuSampler
from playground.modelfile.checks import ModelFileInfo

MemoryKind = Literal["vram", "rss"]


def bits_per_weight(info: ModelFileInfo) -> float:
    """Tensor bits over tensor elements, all shards together (F32 = 32.0, Q8_0 = 8.5 ...)."""
    headers = [info.header] + [read_header(p) for p in info.shards[1:]]
    n_bytes = sum(t.n_bytes for h in headers for t in h.tensors)
    n_elements = sum(t.n_elements for h in headers for t in h.tensors)
    return 8.0 * n_bytes / n_elements if n_elements else 0.0


def vocab_size(info: ModelFileInfo) -> int | None:
    """Number of tokens the GGUF's tokenizer lists (None if the header does not say)."""
    tokens = info.header.metadata.get("tokenizer.ggml.tokens")
    if isinstance(tokens, list):
        return len(tokens)
    length = getattr(tokens, "length", None)
    return int(length) if isinstance(length, int) else None


@dataclass(frozen=True)
class MemoryReading:
    vram_bytes: int | None  # this process on all GPUs (None: no GPU, or the driver does not say)
    rss_bytes: int


@dataclass(frozen=True)
class MemoryUse:
    """Memory charged to one model (see the module doc)."""

    kind: MemoryKind
    bytes: int
    rss_bytes: int  # the RSS-based figure, always measured
    vram_bytes: int | None  # the VRAM-based figure when a GPU answered

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "bytes": self.bytes, "rss_bytes": self.rss_bytes, "vram_bytes": self.vram_bytes}

    @classmethod
    def from_dict(cls, data: object) -> "MemoryUse":
        if not isinstance(data, dict) or data.get("kind") not in ("vram", "rss"):
            raise ValueError("memory must be an object with kind 'vram' or 'rss'")
        vram = data.get("vram_bytes")
        return cls(kind=data["kind"], bytes=int(data["bytes"]), rss_bytes=int(data["rss_bytes"]),
                   vram_bytes=None if vram is None else int(vram))


class MemoryMeter:
    """Reads process memory; one per comparison. ``probe`` replaces NVML (tests inject fakes)."""

    def __init__(self, probe: GpuProbe | None = None) -> None:
        import psutil

        self._proc = psutil.Process(os.getpid())
        self._gpu = GpuSampler(probe)

    @property
    def gpu(self) -> bool:
        return self._gpu.available

    def release_freed(self) -> None:
        """Hand freed heap pages back to the OS (glibc), so the next model's RSS starts clean.

        Without it the allocator keeps the previous model's freed buffers and the next model
        reuses them without growing the RSS: its figure would read too low.
        """
        try:
            import ctypes
            import ctypes.util

            name = ctypes.util.find_library("c")
            if name:
                ctypes.CDLL(name).malloc_trim(0)
        except (OSError, AttributeError):
            pass  # not glibc (macOS, Windows, musl): RSS figures are rougher there

    def read(self) -> MemoryReading:
        try:
            rss = int(self._proc.memory_info().rss)
        except Exception:
            rss = 0
        return MemoryReading(self._vram(), rss)

    def _vram(self) -> int | None:
        if not self._gpu.available:
            return None
        total = 0
        for s in self._gpu.sample():
            if s.error is not None or s.process_bytes is None:
                return None  # a device that does not report per-process use: no honest figure
            total += s.process_bytes
        return total


def memory_use(before: MemoryReading, peak: MemoryReading, after_unload: MemoryReading | None) -> MemoryUse:
    """Charge a model ``peak - max(before, after_unload)``, VRAM when measured, else RSS."""
    def charge(b: int | None, p: int | None, a: int | None) -> int | None:
        if b is None or p is None:
            return None
        base = max(b, a) if a is not None else b
        return max(0, p - base)

    rss = charge(before.rss_bytes, peak.rss_bytes, after_unload.rss_bytes if after_unload else None) or 0
    vram = charge(before.vram_bytes, peak.vram_bytes, after_unload.vram_bytes if after_unload else None)
    if vram is not None:
        return MemoryUse("vram", vram, rss, vram)
    return MemoryUse("rss", rss, rss, None)


def peak(*readings: MemoryReading) -> MemoryReading:
    vrams = [r.vram_bytes for r in readings if r.vram_bytes is not None]
    return MemoryReading(max(vrams) if len(vrams) == len(readings) else None, max(r.rss_bytes for r in readings))
