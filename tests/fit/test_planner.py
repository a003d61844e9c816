"""The fit planner on the real model's shape (synthetic headers) and on the tiny model."""

from __future__ import annotations

from dataclasses import FrozenInstanceError, fields
from pathlib import Path

import pytest
from gguf import GGMLQuantizationType as T

from playground.llama.placement import override_matches
from playground.errors import InvalidParameterError
from playground.fit.planner import (
    DEFAULT_MARGIN_BYTES,
    FitPlan,
    ModelShape,
    kv_bytes_per_token,
    load_options_for,
    pick_quant,
    plan_fit,
    plan_for_file,
    recurrent_bytes_per_layer,
    tensor_part,
)
from playground.modelfile.header import GGUFHeader, TensorInfo
from tests.fit.conftest import GiB, MiB, FakeProbe, card_8gb, card_24gb
from tests.fit.realshape import REAL, q4_k_m_types, real_shape_header, uniform_types
from tests.childguard import in_child

FREE_24GB = card_24gb().total - card_24gb().used  # 24164 MiB
RAM_64GB = 64 * GiB


@pytest.fixture(scope="module")
def q4km() -> GGUFHeader:
    return real_shape_header(q4_k_m_types())


@pytest.fixture(scope="module")
def q80() -> GGUFHeader:
    return real_shape_header(uniform_types(T.Q8_0))


def test_real_shape_is_read_like_llama_cpp(q4km: GGUFHeader) -> None:
    s = ModelShape.from_headers([q4km])
    assert (s.n_layer, s.n_embd, s.n_vocab, s.n_expert, s.n_expert_used) == (40, 2048, 248_320, 256, 8)
    assert s.attention_layers == tuple(range(3, 40, 4))
    assert len(s.recurrent_layers) == 30
    assert (s.n_head, s.n_head_kv[0], s.head_dim_k) == (16, 2, 256)


def test_real_shape_kv_and_recurrent_state_match_design_figures(q4km: GGUFHeader) -> None:
    s = ModelShape.from_headers([q4km])
    # 10 layers x 2 KV heads x 256 dims x (K + V) x 2 bytes
    assert kv_bytes_per_token(s, "f16") == 20 * 1024
    assert kv_bytes_per_token(s, "q8_0") == pytest.approx(10.625 * 1024)
    rs = sum(recurrent_bytes_per_layer(s).values())
    # 30 layers x (3 x 8192 conv + 128 x 4096 state) floats
    assert rs == 30 * (3 * 8192 + 128 * 4096) * 4
    assert 62 * MiB < rs < 64 * MiB


def test_q4_k_m_at_32k_fits_a_24gb_gpu(q4km: GGUFHeader) -> None:
    plan = plan_fit(q4km, n_ctx=32768, vram_free_bytes=FREE_24GB, ram_bytes=RAM_64GB)
    assert plan.verdict == "fits" and plan.all_on_gpu
    assert plan.n_gpu_layers == 41 and plan.n_cpu_moe == 0 and plan.tensor_buft_overrides == ()
    assert plan.gpu.kv_cache == 640 * MiB
    assert plan.gpu.recurrent_state == pytest.approx(62.8125 * MiB)
    # token embeddings stay in RAM; everything else is on the GPU
    assert plan.cpu.embeddings == q4km.tensor("token_embd.weight").n_bytes
    assert plan.cpu.weights == plan.cpu.embeddings
    assert plan.gpu.weights + plan.cpu.weights == sum(t.n_bytes for t in q4km.tensors)
    assert plan.total_gpu_bytes <= plan.budget_bytes == FREE_24GB - DEFAULT_MARGIN_BYTES
    assert 0 < plan.headroom_bytes < 3 * GiB
    assert 20 * GiB < plan.total_gpu_bytes < 21.5 * GiB


def test_q8_0_at_32k_needs_expert_offload_on_24gb(q80: GGUFHeader) -> None:
    plan = plan_fit(q80, n_ctx=32768, vram_free_bytes=FREE_24GB, ram_bytes=RAM_64GB)
    assert plan.verdict == "offload"
    assert plan.n_gpu_layers == 41, "attention of every layer stays on the GPU"
    assert 10 <= plan.n_cpu_moe <= 25
    assert plan.total_gpu_bytes <= plan.budget_bytes
    (pattern, buft), = plan.tensor_buft_overrides
    assert buft == "CPU"
    moved = [t.name for t in q80.tensors if override_matches(pattern, t.name)]
    expected = [t.name for t in q80.tensors
                if tensor_part(t.name) == (int(t.name.split(".")[1]) if t.name.startswith("blk.") else None, "experts")
                and int(t.name.split(".")[1]) < plan.n_cpu_moe]
    assert sorted(moved) == sorted(expected) and len(moved) == 3 * plan.n_cpu_moe
    assert plan.cpu.experts == sum(q80.tensor(n).n_bytes for n in moved)
    # one fewer expert layer in RAM would not fit
    tighter = plan_fit(q80, n_ctx=32768, vram_free_bytes=FREE_24GB - plan.headroom_bytes - 1, ram_bytes=RAM_64GB)
    assert tighter.n_cpu_moe >= plan.n_cpu_moe


def test_more_vram_means_fewer_experts_in_ram(q80: GGUFHeader) -> None:
    moe = [plan_fit(q80, n_ctx=8192, vram_free_bytes=gb * GiB, ram_bytes=RAM_64GB).n_cpu_moe
           for gb in (12, 16, 24, 32, 40)]
    assert moe == sorted(moe, reverse=True) and moe[0] > moe[-1] == 0


def test_small_gpu_gets_partial_layers(q4km: GGUFHeader) -> None:
    plan = plan_fit(q4km, n_ctx=32768, vram_free_bytes=3 * GiB, ram_bytes=RAM_64GB)
    assert plan.verdict == "offload"
    assert plan.n_cpu_moe == 40, "experts go first, then whole layers"
    assert 1 <= plan.n_gpu_layers < 41
    assert plan.gpu.output > 0, "the output layer is the first one offloaded"
    assert plan.total_gpu_bytes <= plan.budget_bytes
    assert plan.cpu.kv_cache > 0 and plan.gpu.kv_cache > 0  # KV follows its layer's device


def test_not_even_in_ram_and_vram_is_no_fit(q80: GGUFHeader) -> None:
    plan = plan_fit(q80, n_ctx=32768, vram_free_bytes=FREE_24GB, ram_bytes=4 * GiB)
    assert plan.verdict == "no_fit"
    assert any("RAM" in n for n in plan.notes)


def test_no_gpu_runs_everything_from_ram(q4km: GGUFHeader) -> None:
    plan = plan_fit(q4km, n_ctx=32768, vram_free_bytes=None, ram_bytes=RAM_64GB)
    assert plan.verdict == "offload" and plan.n_gpu_layers == 0
    assert plan.total_gpu_bytes == 0 and plan.budget_bytes is None and plan.headroom_bytes is None
    assert plan.cpu.weights == sum(t.n_bytes for t in q4km.tensors)
    # one plain verdict, never "offload" next to "everything runs on the CPU"
    summary = "\n".join(plan.summary())
    assert "verdict       CPU only: no GPU found, the whole model runs from RAM" in summary
    assert "offload" not in summary and "no GPU budget" not in summary


def test_kv_type_and_context_change_the_kv_cache(q4km: GGUFHeader) -> None:
    f16 = plan_fit(q4km, n_ctx=131072, vram_free_bytes=FREE_24GB, ram_bytes=RAM_64GB)
    q8 = plan_fit(q4km, n_ctx=131072, vram_free_bytes=FREE_24GB, kv_type="q8_0", ram_bytes=RAM_64GB)
    assert f16.gpu.kv_cache == 2560 * MiB
    assert q8.gpu.kv_cache == pytest.approx(f16.gpu.kv_cache * 34 / 64)
    assert q8.gpu.recurrent_state == f16.gpu.recurrent_state  # recurrent state does not grow with context
    odd = plan_fit(q4km, n_ctx=1000, vram_free_bytes=FREE_24GB, ram_bytes=RAM_64GB)
    assert odd.gpu.kv_cache == 1024 * 20 * 1024  # padded to 256 cells, as llama.cpp does


def test_flash_attention_off_costs_attention_scores(q4km: GGUFHeader) -> None:
    on = plan_fit(q4km, n_ctx=32768, vram_free_bytes=FREE_24GB, ram_bytes=RAM_64GB)
    off = plan_fit(q4km, n_ctx=32768, vram_free_bytes=FREE_24GB, flash_attn="off", ram_bytes=RAM_64GB)
    assert off.gpu.compute > 2 * on.gpu.compute
    with pytest.raises(InvalidParameterError, match="flash attention"):
        plan_fit(q4km, n_ctx=32768, vram_free_bytes=FREE_24GB, kv_type="q8_0", flash_attn="off")


@pytest.mark.parametrize("kwargs, match", [
    ({"n_ctx": 0}, "positive"),
    ({"n_ctx": 4096, "kv_type": "q3_k"}, "unknown KV cache type"),
    ({"n_ctx": 4096, "n_ubatch": 0}, "positive"),
    ({"n_ctx": 4096, "vram_free_bytes": -1}, "negative"),
])
def test_bad_planner_input_is_a_domain_error(q4km: GGUFHeader, kwargs: dict, match: str) -> None:
    kwargs.setdefault("vram_free_bytes", FREE_24GB)
    with pytest.raises(InvalidParameterError, match=match):
        plan_fit(q4km, **kwargs)


def test_mtp_layers_shift_the_split_but_are_not_loaded(q4km: GGUFHeader) -> None:
    extra = [TensorInfo(f"blk.40.{n}", (2048, 2048), T.Q8_0, 0) for n in ("nextn.eh_proj.weight", "attn_q.weight")]
    header = GGUFHeader(3, {**q4km.metadata, "qwen35moe.block_count": 41, "qwen35moe.nextn_predict_layers": 1},
                        q4km.tensors + extra, 0, 0)
    plan = plan_fit(header, n_ctx=4096, vram_free_bytes=FREE_24GB, ram_bytes=RAM_64GB)
    assert plan.n_layer == 40 and plan.n_gpu_layers_max == 42
    assert plan.gpu.weights + plan.cpu.weights == sum(t.n_bytes for t in q4km.tensors)
    assert any("MTP" in n for n in plan.notes)


def test_split_shards_are_summed(q4km: GGUFHeader) -> None:
    half = len(q4km.tensors) // 2
    a = GGUFHeader(3, q4km.metadata, q4km.tensors[:half], 0, 0)
    b = GGUFHeader(3, {"split.no": 1}, q4km.tensors[half:], 0, 0)
    whole = plan_fit(q4km, n_ctx=8192, vram_free_bytes=FREE_24GB, ram_bytes=RAM_64GB)
    split = plan_fit([a, b], n_ctx=8192, vram_free_bytes=FREE_24GB, ram_bytes=RAM_64GB)
    assert split.gpu == whole.gpu and split.cpu == whole.cpu


def test_load_options_kwargs_build_valid_load_options(q80: GGUFHeader) -> None:
    from playground.llama.engine import LoadOptions

    plan = plan_fit(q80, n_ctx=32768, vram_free_bytes=FREE_24GB, kv_type="q8_0", ram_bytes=RAM_64GB)
    kwargs = plan.load_options_kwargs()
    assert set(kwargs) <= {f.name for f in fields(LoadOptions)}
    opts = load_options_for(plan, n_threads=4).validate()
    assert opts.n_gpu_layers == plan.n_gpu_layers and opts.cache_type_v == "q8_0" and opts.n_threads == 4
    assert opts.tensor_buft_overrides == plan.tensor_buft_overrides
    assert "n_cpu_moe" in "\n".join(plan.summary())


def test_pick_quant_prefers_precision_that_fits_fully(q4km: GGUFHeader, q80: GGUFHeader) -> None:
    q2 = real_shape_header(uniform_types(T.Q2_K))
    cands = {"Q2_K": [q2], "Q8_0": [q80], "Q4_K_M": [q4km]}
    assert pick_quant(cands, n_ctx=32768, vram_budget_bytes=FREE_24GB, ram_bytes=RAM_64GB) == "Q4_K_M"
    assert pick_quant(cands, n_ctx=32768, vram_budget_bytes=48 * GiB, ram_bytes=RAM_64GB) == "Q8_0"
    # nothing fits an 8 GB card fully: the best quant that runs with experts in RAM
    assert pick_quant(cands, n_ctx=32768, vram_budget_bytes=8 * GiB, ram_bytes=RAM_64GB) == "Q8_0"
    assert pick_quant(cands, n_ctx=32768, vram_budget_bytes=8 * GiB, ram_bytes=16 * GiB) == "Q4_K_M"
    assert pick_quant(cands, n_ctx=32768, vram_budget_bytes=2 * GiB, ram_bytes=2 * GiB) is None
    assert pick_quant(cands, n_ctx=32768, vram_budget_bytes=None, ram_bytes=24 * GiB) == "Q4_K_M"


def test_pick_quant_skips_unreadable_candidates(q4km: GGUFHeader) -> None:
    broken = GGUFHeader(3, {}, [], 0, 0)
    assert pick_quant({"weird": [broken], "Q4_K_M": [q4km]}, n_ctx=4096, vram_budget_bytes=FREE_24GB,
                      ram_bytes=RAM_64GB) == "Q4_K_M"


# ------------------------------------------------------------ local files


def test_plan_for_file_reads_free_vram_through_the_probe(tiny_model: Path) -> None:
    plan = plan_for_file(tiny_model, 4096, probe=FakeProbe([card_8gb(), card_24gb()]), ram_bytes=RAM_64GB)
    assert plan.verdict == "fits" and plan.gpu_name == "NVIDIA GeForce RTX 4090"
    assert plan.vram_free_bytes == FREE_24GB
    none = plan_for_file(tiny_model, 4096, probe=FakeProbe(), ram_bytes=RAM_64GB)
    assert none.vram_free_bytes is None and none.n_gpu_layers == 0


def test_defect_file_is_planned_with_its_fixed_block_count(tiny_models) -> None:
    plan = plan_for_file(tiny_models.defect, 2048, vram_free_bytes=FREE_24GB, ram_bytes=RAM_64GB)
    assert plan.n_layer == 4 and plan.n_gpu_layers_max == 5


@in_child
def test_engine_applies_the_plan_with_expert_offload(tiny_models) -> None:
    """A budget just below 'everything on the GPU' gives an expert-offload plan; the engine loads it."""
    from playground.llama import native
    from playground.llama.engine import Engine
    from playground.llama.sampling import GenerationParams

    path = tiny_models.q4_k_m
    full = plan_for_file(path, 2048, vram_free_bytes=8 * GiB, ram_bytes=RAM_64GB)
    assert full.verdict == "fits"
    plan = plan_for_file(path, 2048, vram_free_bytes=full.total_gpu_bytes + DEFAULT_MARGIN_BYTES - 1,
                         ram_bytes=RAM_64GB)
    assert plan.verdict == "offload" and plan.n_gpu_layers == plan.n_gpu_layers_max and plan.n_cpu_moe >= 1
    mark = native.log_mark()
    with Engine.load(path, load_options_for(plan, n_threads=2)) as eng:
        lines = native.log_since(mark)
        assert eng.n_ctx == 2048
        assert len(eng.run("hello", GenerationParams(max_tokens=4, seed=1)).tokens) == 4
    moved = sorted(line.split()[1] for line in lines if "buffer type overridden" in line)
    expected = sorted(f"blk.{il}.ffn_{w}_exps.weight" for il in range(plan.n_cpu_moe) for w in ("down", "gate", "up"))
    assert moved == expected


def test_fit_plan_is_frozen(q4km: GGUFHeader) -> None:
    plan = plan_fit(q4km, n_ctx=4096, vram_free_bytes=FREE_24GB, ram_bytes=RAM_64GB)
    with pytest.raises(FrozenInstanceError):
        plan.n_ctx = 1  # type: ignore[misc]
    assert isinstance(plan, FitPlan) and REAL.n_layer == plan.n_layer
