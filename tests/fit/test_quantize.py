"""The quantizer: types, dry-run estimate, sensitive tensors, cancel, disk errors, shards, imatrix."""

from __future__ import annotations

import sys
import threading
from pathlib import Path

import numpy as np
import pytest

from playground.errors import InvalidParameterError, OperationCancelled, QuantizeError
from playground.modelfile.header import read_header
from playground.modelfile.checks import inspect_model_file
from playground.modelfile.quantize import (
    DiskSpaceError,
    ImatrixError,
    QuantizeEstimate,
    QuantizeProgress,
    QuantizeResult,
    UnknownQuantTypeError,
    estimate_quantization,
    inspect_imatrix,
    quantize_file,
    quantize_model,
)
from tests.tinymodel import write_tiny_model
from tests.childguard import in_child

SENSITIVE = ("attn_q.", "attn_k.", "attn_v.", "attn_output.", "attn_qkv.", "attn_gate.", "ssm_out.",
             "ssm_alpha.", "ssm_beta.")


def _sensitive(name: str) -> bool:
    return name.startswith("blk.") and any(f".{s}" in name for s in SENSITIVE)


def _no_leftovers(d: Path) -> None:
    assert not list(d.glob("*.partial")), "a partial output was left behind"


@pytest.mark.parametrize("qtype, dominant", [
    ("Q8_0", "Q8_0"), ("Q6_K", "Q6_K"), ("Q5_K_M", "Q5_K"), ("Q4_K_M", "Q4_K"),
    ("Q3_K_M", "Q3_K"), ("Q2_K", "Q2_K"), ("IQ4_XS", "IQ4_XS"),
])
def test_types_quantize_and_match_the_dry_run(tiny_model: Path, tmp_path: Path, qtype: str, dominant: str) -> None:
    est = estimate_quantization(tiny_model, qtype)
    out = tmp_path / f"tiny-{qtype}.gguf"
    events: list[QuantizeProgress] = []
    result = quantize_model(tiny_model, out, qtype, progress=events.append)
    assert isinstance(result, QuantizeResult) and result.path == out
    info = inspect_model_file(out)
    assert info.quant_type == qtype
    assert dominant in result.type_counts
    # the dry run names every tensor's type and the size, before anything is written
    assert est.tensor_types == result.tensor_types
    assert abs(est.output_bytes - result.size) / result.size < 0.01
    assert [e.done for e in events if e.phase == "quantizing"] == list(range(1, info.tensor_count + 1))
    assert events[-1].fraction == 1.0
    _no_leftovers(tmp_path)


@in_child
def test_quantized_file_runs(tiny_model: Path, tmp_path: Path) -> None:
    from playground.llama.engine import Engine, LoadOptions
    from playground.llama.sampling import GenerationParams

    out = quantize_file(tiny_model, tmp_path / "tiny-IQ4_XS.gguf", "IQ4_XS")
    with Engine.load(out, LoadOptions(n_ctx=512, n_threads=2)) as eng:
        assert len(eng.run("<|im_start|>user\nls<|im_end|>\n", GenerationParams(max_tokens=4, seed=3)).tokens) == 4


def test_sensitive_tensors_are_kept_at_q8_0(tiny_model: Path, tmp_path: Path) -> None:
    kept = quantize_model(tiny_model, tmp_path / "kept.gguf", "Q4_K_M")
    plain = quantize_model(tiny_model, tmp_path / "plain.gguf", "Q4_K_M", keep_sensitive=False)
    assert isinstance(kept, QuantizeResult) and isinstance(plain, QuantizeResult)
    sensitive = [n for n in kept.tensor_types if _sensitive(n)]
    assert len(sensitive) == 19  # 3 DeltaNet layers x 5 + 1 attention layer x 4
    assert all(kept.tensor_types[n] == "Q8_0" for n in sensitive)
    assert set(kept.overrides) == set(sensitive)
    assert all(to == "Q8_0" for _base, to in kept.overrides.values())
    assert any(plain.tensor_types[n] == "Q4_K" for n in sensitive) and not plain.overrides
    # llama.cpp's own rules still apply elsewhere: output Q6_K, norms F32, experts Q4_K
    assert kept.tensor_types["output.weight"] == "Q6_K" and kept.tensor_types["blk.0.attn_norm.weight"] == "F32"
    assert kept.tensor_types["blk.1.ffn_up_exps.weight"] == "Q4_K"
    assert kept.size > plain.size
    assert any("sensitive" in line for line in kept.describe())


def test_q8_0_target_needs_no_overrides(tiny_model: Path) -> None:
    est = estimate_quantization(tiny_model, "Q8_0")
    assert isinstance(est, QuantizeEstimate) and not est.overrides


def test_dry_run_writes_nothing(tiny_model: Path, tmp_path: Path) -> None:
    est = quantize_model(tiny_model, tmp_path / "x.gguf", "Q4_K_M", dry_run=True)
    assert isinstance(est, QuantizeEstimate) and est.input_bytes == tiny_model.stat().st_size
    assert list(tmp_path.iterdir()) == []


def test_already_quantized_input_is_refused(tiny_models, tmp_path: Path) -> None:
    with pytest.raises(QuantizeError, match="already quantized \\(Q4_K_M.*quantize from an F32, F16 or BF16"):
        quantize_model(tiny_models.q4_k_m, tmp_path / "x.gguf", "Q2_K")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("qtype", ["Q4_K_X", "q9", ""])
def test_unknown_type(tiny_model: Path, tmp_path: Path, qtype: str) -> None:
    with pytest.raises(UnknownQuantTypeError, match="unknown quant type"):
        quantize_model(tiny_model, tmp_path / "x.gguf", qtype)


def test_alias_and_case(tiny_model: Path) -> None:
    assert estimate_quantization(tiny_model, "q4_k").qtype == "Q4_K_M"


def test_output_must_differ_from_input(tiny_model: Path) -> None:
    with pytest.raises(InvalidParameterError, match="one of the input files"):
        quantize_model(tiny_model, tiny_model, "Q8_0")


def test_not_enough_disk_space_is_checked_first(tiny_model: Path, tmp_path: Path) -> None:
    with pytest.raises(DiskSpaceError, match=r"needs about 0\.\d\d GiB, 0\.00 GiB free"):
        quantize_model(tiny_model, tmp_path / "x.gguf", "Q4_K_M", disk_free=lambda p: 1000)
    assert list(tmp_path.iterdir()) == []


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="RLIMIT_FSIZE write-error injection is Linux-only")
def test_write_error_mid_file_leaves_nothing(tiny_model: Path, tmp_path: Path) -> None:
    """A file-size limit inherited by the quantizer process makes its writes fail part-way (like a full disk)."""
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    resource.setrlimit(resource.RLIMIT_FSIZE, (512 * 1024, hard))
    try:
        with pytest.raises(QuantizeError, match=r"not enough space on .* for x\.gguf: writing stopped at .*iostream"):
            quantize_model(tiny_model, tmp_path / "x.gguf", "Q8_0")
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))
    assert list(tmp_path.iterdir()) == []


def test_cancel_mid_way_leaves_no_file(tiny_model: Path, tmp_path: Path) -> None:
    cancel = threading.Event()
    seen: list[QuantizeProgress] = []

    def on_progress(p: QuantizeProgress) -> None:
        seen.append(p)
        if p.phase == "quantizing" and p.done == 3:
            cancel.set()

    with pytest.raises(OperationCancelled):
        quantize_model(tiny_model, tmp_path / "x.gguf", "Q4_K_M", progress=on_progress, cancel=cancel)
    assert seen[-1].phase == "quantizing" and seen[-1].done < seen[-1].total
    assert list(tmp_path.iterdir()) == []


def test_a_crashing_quantizer_does_not_take_the_app_down(tiny_model: Path, tmp_path: Path) -> None:
    import os
    import signal

    import psutil

    def kill_child(p: QuantizeProgress) -> None:
        if p.phase == "quantizing":
            for child in psutil.Process().children():
                try:
                    cmdline = child.cmdline()
                except psutil.Error:  # already dead (a zombie from the previous call): skip it
                    continue
                if any("spawn_main" in part for part in cmdline):  # not the resource tracker
                    os.kill(child.pid, signal.SIGKILL)

    with pytest.raises(QuantizeError, match="quantizer process died \\(signal SIGKILL\\)"):
        quantize_model(tiny_model, tmp_path / "x.gguf", "Q4_K_M", progress=kill_child)
    assert list(tmp_path.iterdir()) == []
    # and the next run works
    assert quantize_file(tiny_model, tmp_path / "y.gguf", "Q8_0").exists()


def test_stale_partial_is_replaced(tiny_model: Path, tmp_path: Path) -> None:
    (tmp_path / "x.gguf.partial").write_bytes(b"junk from a killed run")
    out = quantize_file(tiny_model, tmp_path / "x.gguf", "Q8_0")
    assert inspect_model_file(out).quant_type == "Q8_0"
    _no_leftovers(tmp_path)


@pytest.mark.parametrize("which", [0, 1])
def test_split_shard_input(tmp_path: Path, which: int) -> None:
    (tmp_path / "src").mkdir()
    first = write_tiny_model(tmp_path / "src" / "tiny-F32.gguf", split_max_tensors=40)
    shards = sorted(first.parent.glob("tiny-F32-*-of-*.gguf"))
    assert len(shards) == 2
    out = quantize_file(shards[which], tmp_path / "tiny-Q4_K_M.gguf", "Q4_K_M")
    info = inspect_model_file(out)
    assert info.shards == [out] and info.tensor_count == inspect_model_file(first).tensor_count


def test_defect_metadata_is_fixed_in_the_output(tiny_models, tmp_path: Path) -> None:
    out = quantize_file(tiny_models.defect, tmp_path / "fixed.gguf", "Q8_0")
    info = inspect_model_file(out)
    assert info.block_count == 4 and not info.kv_overrides and not info.notes


# ------------------------------------------------------------------ imatrix


def write_imatrix(path: Path, model: Path, *, skip: tuple[str, ...] = ()) -> Path:
    """A GGUF importance matrix for every matrix weight of ``model`` (as llama-imatrix writes it)."""
    from gguf import GGUFWriter

    rng = np.random.default_rng(0)
    w = GGUFWriter(str(path), "imatrix")
    w.add_array("imatrix.datasets", ["tiny-corpus.txt"])
    w.add_uint32("imatrix.chunk_count", 8)
    w.add_uint32("imatrix.chunk_size", 512)
    for t in read_header(model).tensors:
        if len(t.shape) < 2 or "norm" in t.name or t.name in skip:
            continue
        n_mat = t.shape[2] if len(t.shape) > 2 else 1
        w.add_tensor(t.name + ".in_sum2", (rng.random((n_mat, t.shape[0])) * 100 + 1).astype(np.float32))
        w.add_tensor(t.name + ".counts", np.full((n_mat, 1), 100.0, dtype=np.float32))
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    return path


def test_iq2_needs_an_imatrix(tiny_model: Path, tmp_path: Path) -> None:
    assert estimate_quantization(tiny_model, "IQ2_XS").requires_imatrix
    with pytest.raises(ImatrixError, match="needs an importance matrix"):
        quantize_model(tiny_model, tmp_path / "x.gguf", "IQ2_XS")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.slow
def test_imatrix_quantization(tiny_model: Path, tmp_path: Path) -> None:
    imx = write_imatrix(tmp_path / "tiny.imatrix.gguf", tiny_model)
    info = inspect_imatrix(imx)
    assert not info.legacy and info.chunks == 8 and info.dataset == "tiny-corpus.txt"
    result = quantize_model(tiny_model, tmp_path / "tiny-IQ2_XS.gguf", "IQ2_XS", imatrix=imx)
    assert isinstance(result, QuantizeResult) and "IQ2_XS" in result.type_counts
    meta = read_header(result.path).metadata
    assert meta["quantize.imatrix.file"] == "tiny.imatrix.gguf" and meta["quantize.imatrix.chunks_count"] == 8
    assert inspect_model_file(result.path).quant_type == "IQ2_XS"


def test_imatrix_that_does_not_match_the_model(tiny_model: Path, tmp_path: Path) -> None:
    from gguf import GGUFWriter

    p = tmp_path / "wrong.imatrix.gguf"
    w = GGUFWriter(str(p), "imatrix")
    w.add_tensor("blk.0.ffn_up_exps.weight.in_sum2", np.ones((1, 7), dtype=np.float32))  # wrong size
    w.add_tensor("blk.0.ffn_up_exps.weight.counts", np.ones((1, 1), dtype=np.float32))
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    with pytest.raises(QuantizeError, match="imatrix size 7 is different"):
        quantize_model(tiny_model, tmp_path / "x.gguf", "Q4_K_M", imatrix=p)
    assert sorted(x.name for x in tmp_path.iterdir()) == ["wrong.imatrix.gguf"]


@pytest.mark.parametrize("content, match", [
    (None, "not found"),
    (b"\x00\x00\x00\x00garbage", "neither a GGUF nor a legacy"),
])
def test_bad_imatrix_file(tiny_model: Path, tmp_path: Path, content: bytes | None, match: str) -> None:
    p = tmp_path / "imatrix.dat"
    if content is not None:
        p.write_bytes(content)
    with pytest.raises(ImatrixError, match=match):
        quantize_model(tiny_model, tmp_path / "x.gguf", "IQ4_XS", imatrix=p)


def test_gguf_without_imatrix_tensors_is_rejected(tiny_model: Path, tmp_path: Path) -> None:
    with pytest.raises(ImatrixError, match="holds no importance matrix"):
        quantize_model(tiny_model, tmp_path / "x.gguf", "IQ4_XS", imatrix=tiny_model)


# ------------------------------------------------------ the real model's shape


@pytest.mark.slow
def test_real_shape_dry_run_matches_the_planners_q4_k_m_recipe(real_shape_files: dict[str, Path]) -> None:
    """llama.cpp's dry run on the full 35B shape (BF16, sparse) gives the Q4_K_M types the fit tests assume."""
    from tests.fit.realshape import q4_k_m_types, real_shape_header

    est = estimate_quantization(real_shape_files["BF16"], "Q4_K_M", keep_sensitive=False)
    recipe = {n: t.name for n, t in ((n, __import__("gguf").GGMLQuantizationType(v))
                                    for n, v in q4_k_m_types().items())}
    assert est.tensor_types == recipe
    synthetic = real_shape_header(q4_k_m_types()).data_size
    assert abs(est.output_bytes - synthetic) / synthetic < 0.01
    kept = estimate_quantization(real_shape_files["BF16"], "Q4_K_M")
    extra = kept.output_bytes - est.output_bytes
    print(f"real shape Q4_K_M: {est.output_bytes / 2**30:.2f} GiB; keeping sensitive tensors at Q8_0 adds "
          f"{extra / 2**30:.2f} GiB over {len(kept.overrides)} tensors")
    assert 0.3 * 2**30 < extra < 1.0 * 2**30
    # the project's own Q4_K_M (sensitive tensors at Q8_0) still fits a 24 GB card at 32k context
    from gguf import GGMLQuantizationType

    from playground.fit.planner import plan_fit
    from tests.fit.conftest import card_24gb

    ours = real_shape_header({n: GGMLQuantizationType[t] for n, t in kept.tensor_types.items()})
    plan = plan_fit(ours, n_ctx=32768, vram_free_bytes=card_24gb().total - card_24gb().used, ram_bytes=64 * 2**30)
    assert plan.verdict == "fits"
