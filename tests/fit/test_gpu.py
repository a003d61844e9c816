"""The NVML adapter: fake cards through the probe protocol, and the real NVML code path."""

from __future__ import annotations

import logging
import threading
import types

import pytest

from playground.fit.gpu import (
    GpuProbe,
    GpuProbeError,
    GpuSampler,
    NvmlProbe,
    best_gpu,
    detect_gpus,
    gpu_status,
)
from tests.fit.conftest import MiB, FakeProbe, card_8gb, card_24gb


def test_fake_probe_satisfies_the_protocol() -> None:
    assert isinstance(FakeProbe(), GpuProbe)
    assert isinstance(NvmlProbe(), GpuProbe)


def test_two_cards_are_detected_with_their_memory() -> None:
    probe = FakeProbe([card_8gb(), card_24gb()])
    gpus = detect_gpus(probe)
    assert [g.index for g in gpus] == [0, 1]
    assert gpus[1].name == "NVIDIA GeForce RTX 4090"
    assert gpus[1].total_bytes == 24564 * MiB
    assert gpus[1].free_bytes == 24564 * MiB - 400 * MiB
    assert gpus[1].used_bytes == 400 * MiB
    assert best_gpu(gpus) is gpus[1]
    assert "RTX 4090" in gpu_status(probe).message


def test_no_driver_is_a_clear_state_not_an_error(probe_none: FakeProbe) -> None:
    status = gpu_status(probe_none)
    assert not status.available and detect_gpus(probe_none) == []
    assert status.message == "no NVIDIA GPU found (no NVIDIA driver (NVML library not found))"
    assert best_gpu([]) is None


def test_a_card_that_fails_is_left_out_but_others_are_kept() -> None:
    class HalfBroken(FakeProbe):
        def memory(self, index: int) -> tuple[int, int, int]:
            if index == 0:
                raise GpuProbeError("GPU is lost")
            return super().memory(index)

    status = gpu_status(HalfBroken([card_8gb(), card_24gb()]))
    assert [g.index for g in status.gpus] == [1]
    all_broken = gpu_status(HalfBroken([card_8gb()]))
    assert not all_broken.available and "GPU is lost" in all_broken.message


def test_an_unexpected_exception_from_a_probe_does_not_escape() -> None:
    status = gpu_status(FakeProbe(fail={"device_count": RuntimeError("driver exploded")}))
    assert not status.available and "driver exploded" in status.message


def test_sampler_reads_all_meters_and_this_process_vram() -> None:
    card = card_24gb()
    card.processes[4242] = 3 * 2**30
    sampler = GpuSampler(FakeProbe([card]), pid=4242)
    (s,) = sampler.sample()
    assert sampler.available
    assert (s.utilization_pct, s.temperature_c, s.power_w) == (35.0, 61.0, 180.5)
    assert s.process_bytes == 3 * 2**30 and s.used_bytes == card.used and s.error is None


def test_unsupported_metric_is_none_and_not_asked_again() -> None:
    probe = FakeProbe([card_24gb()], fail={"power": GpuProbeError("Not Supported")})
    sampler = GpuSampler(probe)
    first, second = sampler.sample()[0], sampler.sample()[0]
    assert first.power_w is None and second.power_w is None
    assert first.temperature_c == 61.0
    assert probe.calls["power"] == 1


def test_error_mid_sampling_marks_the_sample_and_recovers() -> None:
    probe = FakeProbe([card_24gb()])
    sampler = GpuSampler(probe)
    assert sampler.sample()[0].error is None
    probe.fail["memory"] = GpuProbeError("Unknown Error")
    bad = sampler.sample()[0]
    assert bad.error == "Unknown Error"
    assert bad.used_bytes is None and bad.utilization_pct is None
    del probe.fail["memory"]
    assert sampler.sample()[0].used_bytes == card_24gb().used


def test_process_vram_unknown_is_none() -> None:
    card = card_24gb()
    card.processes[7] = None  # WDDM: the driver does not report per-process memory
    assert GpuSampler(FakeProbe([card]), pid=7).sample()[0].process_bytes is None


def test_no_gpu_sampler_samples_nothing(probe_none: FakeProbe) -> None:
    sampler = GpuSampler(probe_none)
    assert not sampler.available and sampler.sample() == []


# ------------------------------------------------------- the real NVML adapter


def test_real_nvml_on_this_machine_never_raises(caplog: pytest.LogCaptureFixture,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    with caplog.at_level(logging.DEBUG):
        status = gpu_status(NvmlProbe())
    if status.available:
        assert all(g.total_bytes >= g.free_bytes > 0 for g in status.gpus)
    else:
        assert status.message.startswith("no NVIDIA GPU found (") and status.reason
    out = capsys.readouterr()
    assert out.out == "" and out.err == "" and not caplog.records


class FakeNvml(types.ModuleType):
    """Stands in for the pynvml module, to drive NvmlProbe's own code."""

    class NVMLError(Exception):
        pass

    class NVMLError_LibraryNotFound(NVMLError):
        pass

    class NVMLLibraryMismatchError(Exception):  # not an NVMLError, as in the real library
        pass

    NVML_TEMPERATURE_GPU = 0

    def __init__(self, init_error: Exception | None = None) -> None:
        super().__init__("pynvml")
        self.init_error = init_error
        self.inits = 0
        self.shutdowns = 0

    def nvmlInit(self) -> None:
        if self.init_error:
            raise self.init_error
        self.inits += 1

    def nvmlShutdown(self) -> None:
        self.shutdowns += 1

    def nvmlDeviceGetCount(self) -> int:
        return 1

    def nvmlDeviceGetHandleByIndex(self, i: int) -> str:
        if i != 0:
            raise self.NVMLError("Invalid Argument")
        return "h0"

    def nvmlDeviceGetName(self, h: str) -> bytes:
        return b"NVIDIA RTX A5000"

    def nvmlDeviceGetMemoryInfo(self, h: str) -> types.SimpleNamespace:
        return types.SimpleNamespace(total=24 * 2**30, free=20 * 2**30, used=4 * 2**30)

    def nvmlDeviceGetUtilizationRates(self, h: str) -> types.SimpleNamespace:
        return types.SimpleNamespace(gpu=87, memory=40)

    def nvmlDeviceGetTemperature(self, h: str, sensor: int) -> int:
        return 70

    def nvmlDeviceGetPowerUsage(self, h: str) -> int:
        raise self.NVMLError("Not Supported")

    def nvmlDeviceGetComputeRunningProcesses(self, h: str) -> list:
        return [types.SimpleNamespace(pid=11, usedGpuMemory=2 * 2**30), types.SimpleNamespace(pid=12, usedGpuMemory=1)]

    def nvmlDeviceGetGraphicsRunningProcesses(self, h: str) -> list:
        return [types.SimpleNamespace(pid=11, usedGpuMemory=256 * MiB)]


def test_nvml_probe_code_path_with_a_stand_in_library(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = FakeNvml()
    monkeypatch.setitem(__import__("sys").modules, "pynvml", fake)
    probe = NvmlProbe()
    (g,) = detect_gpus(probe)
    assert (g.name, g.total_bytes, g.free_bytes) == ("NVIDIA RTX A5000", 24 * 2**30, 20 * 2**30)
    (s,) = GpuSampler(probe, pid=11).sample()
    assert s.utilization_pct == 87.0 and s.temperature_c == 70.0 and s.power_w is None
    assert s.process_bytes == 2 * 2**30 + 256 * MiB  # compute + graphics contexts of the process
    assert GpuSampler(probe, pid=99).sample()[0].process_bytes == 0
    with pytest.raises(GpuProbeError, match="Invalid Argument"):
        probe.name(3)
    probe.close()
    assert fake.shutdowns == 1


@pytest.mark.parametrize("error, reason", [
    (FakeNvml.NVMLError_LibraryNotFound("NVML Shared Library Not Found"), "NVML library not found"),
    (FakeNvml.NVMLLibraryMismatchError("mismatch"), "versions do not match"),
    (FakeNvml.NVMLError("Driver Not Loaded"), "Driver Not Loaded"),
    (OSError("libnvidia-ml.so.1: invalid ELF header"), "could not be loaded"),
])
def test_nvml_start_failures_become_no_gpu(monkeypatch: pytest.MonkeyPatch, error: Exception, reason: str) -> None:
    monkeypatch.setitem(__import__("sys").modules, "pynvml", FakeNvml(init_error=error))
    probe = NvmlProbe()
    status = gpu_status(probe)
    assert not status.available and reason in status.message
    assert detect_gpus(probe) == []  # asked again: the same clean answer, no retry storm


def test_nvml_initialises_once_across_threads(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = FakeNvml()
    monkeypatch.setitem(__import__("sys").modules, "pynvml", fake)
    probe = NvmlProbe()
    results: list[int] = []
    threads = [threading.Thread(target=lambda: results.append(len(detect_gpus(probe)))) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == [1] * 8 and fake.inits == 1
    probe.close()
