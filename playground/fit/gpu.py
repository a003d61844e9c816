"""NVIDIA GPUs through NVML: what is there, how much memory is free, live meters.

One small adapter over ``nvidia-ml-py`` (imported as ``pynvml``). Everything
NVML-specific lives in :class:`NvmlProbe`; the rest of the app talks to the
:class:`GpuProbe` protocol, so tests inject fake cards (a 24 GB one, an 8 GB
one, none, one that fails mid-sampling) while the real path stays the NVML one.

A machine without an NVIDIA driver is a normal state, not an error: NVML
raises ``NVMLError_LibraryNotFound`` there, and a driver/library version
mismatch raises ``NVMLLibraryMismatchError``, which is *not* an ``NVMLError``.
Both become "no NVIDIA GPU found" with a reason, never a traceback or log noise.

NVML is initialised once, lazily, under a lock, and shut down at exit; each
call after that is a cheap handle lookup, so a meter can sample it every second.
"""

from __future__ import annotations

import atexit
import os
import threading
import time
from dataclasses import dataclass
from typing import Any, Callable, Protocol, Sequence, TypeVar, runtime_checkable

_T = TypeVar("_T")


class GpuProbeError(Exception):
    """A probe could not answer (no driver, device gone, query unsupported)."""


@dataclass(frozen=True)
class GpuInfo:
    index: int
    name: str
    total_bytes: int
    free_bytes: int
    used_bytes: int


@dataclass(frozen=True)
class GpuSample:
    """One reading of a GPU's meters; a field is None when NVML does not report it."""

    index: int
    time: float  # time.monotonic() of the reading
    total_bytes: int | None
    free_bytes: int | None
    used_bytes: int | None
    utilization_pct: float | None
    temperature_c: float | None
    power_w: float | None
    process_bytes: int | None  # VRAM used by the watched process (this one by default)
    error: str | None = None  # set when the device stopped answering; the other fields are then None


@dataclass(frozen=True)
class GpuStatus:
    """What detection found: the GPUs, or why there are none."""

    gpus: tuple[GpuInfo, ...]
    reason: str | None = None  # set when no GPU is usable

    @property
    def available(self) -> bool:
        return bool(self.gpus)

    @property
    def message(self) -> str:
        if self.gpus:
            return ", ".join(f"GPU {g.index}: {g.name} ({g.free_bytes / 2**30:.1f} of "
                             f"{g.total_bytes / 2**30:.1f} GiB free)" for g in self.gpus)
        return f"no NVIDIA GPU found ({self.reason})" if self.reason else "no NVIDIA GPU found"


@runtime_checkable
class GpuProbe(Protocol):
    """The questions the app asks a GPU driver. Any method may raise :class:`GpuProbeError`."""

    def device_count(self) -> int: ...

    def name(self, index: int) -> str: ...

    def memory(self, index: int) -> tuple[int, int, int]:
        """(total, free, used) bytes."""
        ...

    def utilization(self, index: int) -> float: ...

    def temperature(self, index: int) -> float: ...

    def power_watts(self, index: int) -> float: ...

    def process_memory(self, index: int, pid: int) -> int | None:
        """VRAM bytes used by ``pid`` on the device; None when the driver does not say."""
        ...


class NvmlProbe:
    """The real probe. Initialises NVML on first use (thread-safe) and keeps it until :meth:`close`."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        # pynvml ships no type information: the module and its results are Any here, and the
        # public methods below turn them into ints, floats and strings.
        self._nvml: Any = None
        self._failure: str | None = None
        self._handles: dict[int, object] = {}

    def _lib(self) -> Any:  # the pynvml module, initialised
        if self._nvml is not None:
            return self._nvml
        with self._lock:
            if self._nvml is not None:
                return self._nvml
            if self._failure is not None:
                raise GpuProbeError(self._failure)
            try:
                import pynvml
            except Exception:
                self._failure = "nvidia-ml-py is not installed"
                raise GpuProbeError(self._failure) from None
            try:
                pynvml.nvmlInit()
            except pynvml.NVMLError_LibraryNotFound:
                self._failure = "no NVIDIA driver (NVML library not found)"
            except pynvml.NVMLLibraryMismatchError:
                self._failure = "NVIDIA driver and NVML library versions do not match; reboot after a driver update"
            except pynvml.NVMLError as e:
                self._failure = f"NVML could not start: {_nvml_text(e)}"
            except OSError as e:  # a broken libnvidia-ml.so
                self._failure = f"NVML library could not be loaded: {e}"
            if self._failure is not None:
                raise GpuProbeError(self._failure)
            self._nvml = pynvml
            atexit.register(self.close)
            return pynvml

    def _handle(self, index: int) -> object:
        nvml = self._lib()
        h = self._handles.get(index)
        if h is None:
            h = self._call(nvml.nvmlDeviceGetHandleByIndex, index)
            self._handles[index] = h
        return h

    def _call(self, fn: Callable[..., Any], *args: object) -> Any:
        nvml = self._lib()
        try:
            return fn(*args)
        except nvml.NVMLError as e:
            raise GpuProbeError(_nvml_text(e)) from None

    def device_count(self) -> int:
        nvml = self._lib()
        return int(self._call(nvml.nvmlDeviceGetCount))

    def name(self, index: int) -> str:
        nvml = self._lib()
        raw = self._call(nvml.nvmlDeviceGetName, self._handle(index))
        return raw.decode("utf-8", "replace") if isinstance(raw, bytes) else str(raw)

    def memory(self, index: int) -> tuple[int, int, int]:
        nvml = self._lib()
        m = self._call(nvml.nvmlDeviceGetMemoryInfo, self._handle(index))
        return int(m.total), int(m.free), int(m.used)

    def utilization(self, index: int) -> float:
        nvml = self._lib()
        return float(self._call(nvml.nvmlDeviceGetUtilizationRates, self._handle(index)).gpu)

    def temperature(self, index: int) -> float:
        nvml = self._lib()
        return float(self._call(nvml.nvmlDeviceGetTemperature, self._handle(index), nvml.NVML_TEMPERATURE_GPU))

    def power_watts(self, index: int) -> float:
        nvml = self._lib()
        return float(self._call(nvml.nvmlDeviceGetPowerUsage, self._handle(index))) / 1000.0

    def process_memory(self, index: int, pid: int) -> int | None:
        nvml = self._lib()
        h = self._handle(index)
        found = False
        total = 0
        # A CUDA context is a compute process; on some drivers (and for GL/Vulkan) it is listed
        # as a graphics process instead, so both lists are read.
        for query in (nvml.nvmlDeviceGetComputeRunningProcesses, nvml.nvmlDeviceGetGraphicsRunningProcesses):
            try:
                procs = query(h)
            except nvml.NVMLError:
                continue
            for p in procs:
                if p.pid == pid:
                    if p.usedGpuMemory is None:  # WDDM and some containers do not report it
                        return None
                    found = True
                    total += int(p.usedGpuMemory)
        return total if found else 0

    def close(self) -> None:
        with self._lock:
            if self._nvml is None:
                return
            try:
                self._nvml.nvmlShutdown()
            except Exception:
                pass
            self._nvml = None
            self._handles.clear()


def _nvml_text(e: BaseException) -> str:
    try:
        return str(e)
    except Exception:  # NVMLError.__str__ calls into the library, which may be gone
        return type(e).__name__


_default_probe: NvmlProbe | None = None
_default_lock = threading.Lock()


def default_probe() -> GpuProbe:
    """The process-wide NVML probe (created on first use)."""
    global _default_probe
    with _default_lock:
        if _default_probe is None:
            _default_probe = NvmlProbe()
        return _default_probe


def gpu_status(probe: GpuProbe | None = None) -> GpuStatus:
    """Detect GPUs; never raises: problems become ``reason``."""
    probe = probe or default_probe()
    try:
        count = probe.device_count()
    except GpuProbeError as e:
        return GpuStatus((), str(e))
    except Exception as e:  # a probe must never take the app down
        return GpuStatus((), f"GPU query failed: {e}")
    gpus: list[GpuInfo] = []
    problems: list[str] = []
    for i in range(count):
        try:
            total, free, used = probe.memory(i)
            gpus.append(GpuInfo(index=i, name=probe.name(i), total_bytes=total, free_bytes=free, used_bytes=used))
        except Exception as e:
            problems.append(f"GPU {i}: {e}")
    if not gpus:
        return GpuStatus((), "; ".join(problems) or "the driver reports no devices")
    return GpuStatus(tuple(gpus))


def detect_gpus(probe: GpuProbe | None = None) -> list[GpuInfo]:
    """The usable NVIDIA GPUs with their memory; an empty list when there are none."""
    return list(gpu_status(probe).gpus)


def best_gpu(gpus: Sequence[GpuInfo]) -> GpuInfo | None:
    """The GPU llama.cpp would put the model on first: the one with the most free memory."""
    return max(gpus, key=lambda g: (g.free_bytes, -g.index)) if gpus else None


class GpuSampler:
    """Reads the meters of every detected GPU; one instance per meter widget/thread is fine.

    A query the device does not support leaves that field None; a device that
    stops answering gives a sample with ``error`` set, and later samples try again.
    """

    def __init__(self, probe: GpuProbe | None = None, *, pid: int | None = None) -> None:
        self._probe = probe or default_probe()
        self.pid = os.getpid() if pid is None else pid
        self.extra_pids: tuple[int, ...] = ()  # e.g. the model process: its VRAM is the app's too
        self.status = gpu_status(self._probe)
        self._unsupported: set[tuple[int, str]] = set()

    @property
    def available(self) -> bool:
        return self.status.available

    def sample(self) -> list[GpuSample]:
        return [self.sample_one(g.index) for g in self.status.gpus]

    def sample_one(self, index: int) -> GpuSample:
        now = time.monotonic()
        try:
            total, free, used = self._probe.memory(index)
        except Exception as e:
            return GpuSample(index, now, None, None, None, None, None, None, None, error=str(e) or type(e).__name__)
        return GpuSample(
            index=index,
            time=now,
            total_bytes=total,
            free_bytes=free,
            used_bytes=used,
            utilization_pct=self._optional(index, "utilization", lambda: self._probe.utilization(index)),
            temperature_c=self._optional(index, "temperature", lambda: self._probe.temperature(index)),
            power_w=self._optional(index, "power", lambda: self._probe.power_watts(index)),
            process_bytes=self._optional(index, "process", lambda: self._process_bytes(index)),
        )

    def _process_bytes(self, index: int) -> int | None:
        readings = [self._probe.process_memory(index, pid) for pid in (self.pid, *self.extra_pids)]
        known = [r for r in readings if r is not None]
        return sum(known) if known else None

    def _optional(self, index: int, what: str, fn: Callable[[], _T]) -> _T | None:
        # A metric that failed once with "not supported" is not asked again: NVML calls are
        # cheap, but a failing one can cost milliseconds and the answer will not change.
        if (index, what) in self._unsupported:
            return None
        try:
            return fn()
        except GpuProbeError as e:
            if "not supported" in str(e).lower():
                self._unsupported.add((index, what))
            return None
        except Exception:
            return None
