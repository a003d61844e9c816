"""Tensor buffer-type overrides: the native array, name lookup, pattern semantics, a real load."""

from __future__ import annotations

import ctypes
import gc
from pathlib import Path

import pytest

from playground.llama.placement import (
    BufferTypeError,
    available_buffer_types,
    ggml,
    override_matches,
    resolve_buffer_type,
    tensor_buft_override_array,
)
from playground.fit.planner import expert_override_pattern
from tests.childguard import in_child


def test_cpu_buffer_type_is_the_one_llama_cpp_compares_against() -> None:
    types = available_buffer_types()
    assert "CPU" in types
    g = ggml()
    # llama.cpp treats an override to ggml_backend_cpu_buffer_type() specially (extra CPU buffer types)
    assert types["CPU"] == g.cpu_buffer_type() == g.dev_buffer_type(g.dev_by_name(b"CPU"))
    assert resolve_buffer_type("cpu") == types["CPU"]


def test_array_layout_and_terminator() -> None:
    pairs = [(r"blk\.(0|2)\.ffn_(up|down|gate)_exps", "CPU"), (r"output\.weight", "CPU")]
    arr = tensor_buft_override_array(pairs)
    assert len(arr) == 3 and ctypes.sizeof(arr[0]) == 2 * ctypes.sizeof(ctypes.c_void_p)
    cpu = resolve_buffer_type("CPU")
    assert [(arr[i].pattern.decode(), arr[i].buft) for i in range(2)] == [(p, cpu) for p, _ in pairs]
    assert arr[2].pattern is None and arr[2].buft is None


def test_patterns_stay_alive_with_the_array() -> None:
    arr = tensor_buft_override_array([("blk\\." + "x" * 200, "CPU")])
    addr = ctypes.cast(arr, ctypes.POINTER(ctypes.c_void_p))[0]  # the const char * of the first entry
    gc.collect()
    [bytes(2000) for _ in range(1000)]  # churn the allocator
    assert ctypes.string_at(addr) == ("blk\\." + "x" * 200).encode()


def test_empty_list_is_just_the_terminator() -> None:
    arr = tensor_buft_override_array([])
    assert len(arr) == 1 and arr[0].pattern is None


@pytest.mark.parametrize("pairs, match", [
    ([("blk", "CUDA7")], "unknown buffer type 'CUDA7'.*CPU"),
    ([("blk\\.(", "CPU")], "not a valid regex"),
    ([("", "CPU")], "non-empty"),
    ([("blk", "")], "buffer type name"),
    ([("blk",)], r"\(pattern, buffer type\)"),
    ([("a\x00b", "CPU")], "NUL"),
    ([("blk", "CPU")] * 4097, "at most 4096"),
])
def test_bad_overrides_fail_before_native_code(pairs, match: str) -> None:
    with pytest.raises(BufferTypeError, match=match):
        tensor_buft_override_array(pairs)


def test_expert_pattern_selects_exactly_the_listed_layers() -> None:
    pattern = expert_override_pattern([0, 1, 12])
    assert override_matches(pattern, "blk.0.ffn_up_exps.weight")
    assert override_matches(pattern, "blk.12.ffn_down_exps.weight")
    assert override_matches(pattern, "blk.1.ffn_gate_up_exps.weight")  # fused gate+up
    assert not override_matches(pattern, "blk.10.ffn_up_exps.weight")  # blk.1 must not catch blk.10
    assert not override_matches(pattern, "blk.2.ffn_up_exps.weight")
    assert not override_matches(pattern, "blk.0.ffn_up_shexp.weight")  # shared expert stays
    assert not override_matches(pattern, "blk.0.ffn_gate_inp.weight")
    assert not override_matches(pattern, "blk.0.attn_qkv.weight")


@in_child
def test_tiny_model_load_applies_the_override(tiny_models) -> None:
    """llama.cpp logs each tensor it moved: exactly the experts of layers 0 and 2."""
    from playground.llama import native
    from playground.llama.engine import Engine, LoadOptions
    from playground.llama.sampling import GenerationParams

    overrides = ((expert_override_pattern([0, 2]), "CPU"),)
    mark = native.log_mark()
    with Engine.load(tiny_models.q4_k_m, LoadOptions(n_ctx=512, n_threads=2, tensor_buft_overrides=overrides)) as eng:
        lines = native.log_since(mark)
        assert len(eng.run("<|im_start|>user\nhi", GenerationParams(max_tokens=3, seed=2)).tokens) == 3
    moved = sorted(line.split()[1] for line in lines if "buffer type overridden to CPU" in line)
    assert moved == sorted(f"blk.{i}.ffn_{w}_exps.weight" for i in (0, 2) for w in ("down", "gate", "up"))


def test_engine_rejects_unknown_buffer_type_cleanly(tiny_model: Path) -> None:
    from playground.llama.engine import Engine, LoadOptions

    with pytest.raises(BufferTypeError, match="unknown buffer type 'Metal'"):
        Engine.load(tiny_model, LoadOptions(n_ctx=512, tensor_buft_overrides=(("ffn", "Metal"),)))
