"""The planner's estimates against what llama.cpp itself allocates (or, with no_alloc, would allocate).

Weights, KV cache and recurrent state must be within 5 %. The compute buffer is
an estimate calibrated on these same measurements; its error is checked with a
wider bound and printed (run with -s to see the figures).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from playground.llama import native
from playground.fit.planner import (
    LlamaBuffers,
    measure_llama_buffers,
    parse_llama_buffers,
    plan_fit,
    plan_for_file,
    relative_error,
)
from playground.modelfile.header import read_header
from tests.fit.conftest import GiB, MiB

RAM = 64 * GiB


def _cpu_plan(path: Path, **kw):
    return plan_fit(read_header(path), vram_free_bytes=None, ram_bytes=RAM, **kw)


def _report(label: str, plan, got: LlamaBuffers) -> dict[str, float]:
    host_io = plan.n_ubatch * 256 * 4 + 519 * 4  # the plan's host-side extras around llama.cpp's compute buffer
    errors = {
        "kv": relative_error(plan.cpu.kv_cache, got.kv),
        "recurrent": relative_error(plan.cpu.recurrent_state, got.recurrent),
        "compute": relative_error(plan.cpu.compute - host_io, got.compute_total),
    }
    if got.weights_total:
        errors["weights"] = relative_error(plan.cpu.weights, got.model.get("CPU_Mapped", got.weights_total))
    print(f"{label}: " + ", ".join(f"{k} {v:+.2%}" for k, v in errors.items()))
    return errors


def test_engine_load_reports_buffers_the_plan_predicts(tiny_model: Path) -> None:
    """The brief's check, literally: log_mark/log_since around Engine.load."""
    from playground.llama.engine import Engine, LoadOptions

    mark = native.log_mark()
    eng = Engine.load(tiny_model, LoadOptions(n_ctx=8192, n_threads=2))
    try:
        got = parse_llama_buffers(native.log_since(mark))
    finally:
        eng.close()
    plan = _cpu_plan(tiny_model, n_ctx=8192)
    errors = _report("Engine.load F32 8k", plan, got)
    assert abs(errors["weights"]) < 0.05
    assert abs(errors["kv"]) < 0.05
    assert abs(errors["recurrent"]) < 0.05  # 0.21 MiB printed with 2 decimals: ~2 % rounding alone
    assert abs(errors["compute"]) < 0.15


@pytest.mark.parametrize("variant", ["f32", "q8_0", "q4_k_m", "q2_k"])
@pytest.mark.parametrize("n_ctx, kv, fa", [(2048, "f16", "auto"), (16384, "q8_0", "auto"), (4096, "f16", "off")])
def test_real_allocation_matches(tiny_models, variant: str, n_ctx: int, kv: str, fa: str) -> None:
    path = getattr(tiny_models, variant)
    got = measure_llama_buffers(path, n_ctx=n_ctx, kv_type=kv, flash_attn=fa, no_alloc=False)
    plan = _cpu_plan(path, n_ctx=n_ctx, kv_type=kv, flash_attn=fa)
    errors = _report(f"{variant} ctx={n_ctx} kv={kv} fa={fa}", plan, got)
    # K-quant tensors on the CPU are also repacked (CPU_REPACK): an extra copy, not more model bytes.
    assert abs(errors["weights"]) < 0.05
    assert abs(errors["kv"]) < 0.05
    assert abs(errors["recurrent"]) < 0.05
    assert abs(errors["compute"]) < 0.15


def test_recurrent_state_scales_with_sequences(tiny_model: Path) -> None:
    got = measure_llama_buffers(tiny_model, n_ctx=4096, n_seq_max=16, no_alloc=False)
    plan = _cpu_plan(tiny_model, n_ctx=4096, n_seq=16)
    assert abs(relative_error(plan.cpu.recurrent_state, got.recurrent)) < 0.01


@pytest.mark.parametrize("n_ctx, kv", [(262144, "f16"), (131072, "q4_0"), (65536, "q8_0")])
def test_no_alloc_simulation_of_contexts_too_big_to_allocate_here(tiny_model: Path, n_ctx: int, kv: str) -> None:
    got = measure_llama_buffers(tiny_model, n_ctx=n_ctx, kv_type=kv, no_alloc=True)
    assert got.no_alloc and got.weights_total == 0  # nothing was really allocated
    plan = _cpu_plan(tiny_model, n_ctx=n_ctx, kv_type=kv)
    errors = _report(f"no_alloc F32 ctx={n_ctx} kv={kv}", plan, got)
    assert abs(errors["kv"]) < 0.01
    assert abs(errors["compute"]) < 0.15


def test_calibrated_plan_uses_llama_cpp_compute_size(tiny_model: Path) -> None:
    est = plan_for_file(tiny_model, 4096, vram_free_bytes=None, ram_bytes=RAM)
    cal = plan_for_file(tiny_model, 4096, vram_free_bytes=None, ram_bytes=RAM, calibrate=True)
    got = measure_llama_buffers(tiny_model, n_ctx=4096)
    assert cal.compute_measured and not est.compute_measured
    assert (cal.cpu.compute - est.cpu.compute
            == got.compute_total - (est.cpu.compute - (est.n_ubatch * 256 * 4 + 519 * 4)))


@pytest.mark.slow
@pytest.mark.parametrize("n_ctx, kv, fa", [(32768, "f16", "auto"), (131072, "q8_0", "auto"),
                                           (262144, "f16", "auto"), (32768, "f16", "off")])
def test_real_model_shape_against_llama_cpp(real_shape_files: dict[str, Path], n_ctx: int, kv: str, fa: str) -> None:
    """The full 35B-A3B shape (sparse file): llama.cpp simulates the allocation for the real dimensions."""
    path = real_shape_files["Q4_K_M"]
    got = measure_llama_buffers(path, n_ctx=n_ctx, kv_type=kv, flash_attn=fa, no_alloc=True)
    header = read_header(path)
    plan = plan_fit(header, n_ctx=n_ctx, kv_type=kv, flash_attn=fa, vram_free_bytes=None, ram_bytes=RAM)
    host_io = plan.n_ubatch * 2048 * 4 + 248_320 * 4
    kv_err = relative_error(plan.cpu.kv_cache, got.kv)
    rs_err = relative_error(plan.cpu.recurrent_state, got.recurrent)
    c_err = relative_error(plan.cpu.compute - host_io, got.compute_total)
    print(f"real shape ctx={n_ctx} kv={kv} fa={fa}: KV {got.kv / MiB:.2f} MiB ({kv_err:+.2%}), "
          f"RS {got.recurrent / MiB:.2f} MiB ({rs_err:+.2%}), compute {got.compute_total / MiB:.2f} MiB ({c_err:+.2%})")
    assert abs(kv_err) < 0.01 and abs(rs_err) < 0.01
    assert abs(c_err) < 0.05
    if kv == "f16":
        assert got.kv / (n_ctx // 256 * 256) == pytest.approx(20 * 1024, rel=1e-3)  # ~20 KiB per token
    assert got.recurrent == pytest.approx(62.81 * MiB, rel=1e-3)  # ~63 MiB per sequence
