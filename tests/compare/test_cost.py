"""Memory charged to a model: VRAM through an injected GPU probe, RSS otherwise."""

from __future__ import annotations

from playground.compare.cost import MemoryMeter, MemoryReading, memory_use, peak
from tests.tui.conftest import FakeGpuProbe, _NoGpu


def test_vram_is_used_when_a_gpu_reports_this_process() -> None:
    probe = FakeGpuProbe(process=3 * 2**30)
    meter = MemoryMeter(probe)  # type: ignore[arg-type]
    assert meter.gpu and meter.read().vram_bytes == 3 * 2**30
    probe.process = None  # a driver that does not report per-process memory (WDDM, some containers)
    assert meter.read().vram_bytes is None
    assert meter.read().rss_bytes > 0


def test_without_a_gpu_rss_is_measured() -> None:
    meter = MemoryMeter(_NoGpu())  # type: ignore[arg-type]
    assert not meter.gpu
    r = meter.read()
    assert r.vram_bytes is None and r.rss_bytes > 0


def test_charge_excludes_what_the_process_keeps_after_unload() -> None:
    # first GPU model: the CUDA context (1 GiB) appears with it and stays after it is freed
    before = MemoryReading(vram_bytes=0, rss_bytes=100)
    loaded = MemoryReading(vram_bytes=9 * 2**30, rss_bytes=400)
    ran = MemoryReading(vram_bytes=10 * 2**30, rss_bytes=300)
    after = MemoryReading(vram_bytes=2**30, rss_bytes=150)
    use = memory_use(before, peak(loaded, ran), after)
    assert use.kind == "vram" and use.bytes == 9 * 2**30 and use.vram_bytes == use.bytes
    assert use.rss_bytes == 400 - 150
    # no GPU figures: RSS
    rss_only = memory_use(MemoryReading(None, 100), peak(MemoryReading(None, 500), MemoryReading(None, 700)),
                          MemoryReading(None, 90))
    assert rss_only.kind == "rss" and rss_only.bytes == 600 and rss_only.vram_bytes is None
    # a peak below the baseline (pages given back meanwhile) is charged nothing, never negative
    assert memory_use(MemoryReading(None, 500), MemoryReading(None, 400), None).bytes == 0
