"""The Python-side GGUF checks that keep bad files away from native code."""

from __future__ import annotations

import shutil
import struct
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from playground.errors import InvalidModelFileError, UnsupportedModelError
from playground.modelfile.header import NeedMoreData, parse_header, read_header
from playground.modelfile.checks import inspect_model_file, split_shards
from tests.tinymodel import write_tiny_model


def test_tiny_model_header(tiny_model: Path) -> None:
    info = inspect_model_file(tiny_model)
    assert info.architecture == "qwen35moe"
    assert info.quant_type == "F32"
    assert info.block_count == 4 == info.layers_present
    assert info.kv_overrides == {}
    assert info.chat_template and "<think>" in info.chat_template
    assert info.file_size == tiny_model.stat().st_size
    assert len(info.identity) == 64


def test_quantized_variants_report_their_type(tiny_models) -> None:
    assert inspect_model_file(tiny_models.q8_0).quant_type == "Q8_0"
    q4 = inspect_model_file(tiny_models.q4_k_m)
    assert q4.quant_type == "Q4_K_M"
    assert "Q4_K" in q4.tensor_types


def test_defect_detected_and_override_planned(tiny_models) -> None:
    info = inspect_model_file(tiny_models.defect)
    assert info.kv_overrides == {"qwen35moe.block_count": 4, "qwen35moe.nextn_predict_layers": 0}
    assert info.block_count == 4
    assert any("MTP" in n for n in info.notes)


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(InvalidModelFileError, match="not found"):
        inspect_model_file(tmp_path / "nope.gguf")


def test_directory(tmp_path: Path) -> None:
    with pytest.raises(InvalidModelFileError, match="is a directory"):
        inspect_model_file(tmp_path)


def test_empty_file(tmp_path: Path) -> None:
    p = tmp_path / "empty.gguf"
    p.write_bytes(b"")
    with pytest.raises(InvalidModelFileError, match="empty"):
        inspect_model_file(p)


def test_not_gguf(tmp_path: Path) -> None:
    p = tmp_path / "model.gguf"
    p.write_bytes(b"PK\x03\x04" + b"\0" * 200)
    with pytest.raises(InvalidModelFileError, match="not a GGUF file"):
        inspect_model_file(p)


def test_truncated_data(tiny_model: Path, tmp_path: Path) -> None:
    data = tiny_model.read_bytes()
    p = tmp_path / "cut.gguf"
    p.write_bytes(data[: len(data) // 2])
    with pytest.raises(InvalidModelFileError, match="truncated"):
        inspect_model_file(p)


def test_truncated_header(tiny_model: Path, tmp_path: Path) -> None:
    p = tmp_path / "cut.gguf"
    p.write_bytes(tiny_model.read_bytes()[:300])
    with pytest.raises(InvalidModelFileError, match="truncated inside its GGUF header"):
        inspect_model_file(p)


def test_unsupported_version(tmp_path: Path) -> None:
    p = tmp_path / "v1.gguf"
    p.write_bytes(b"GGUF" + struct.pack("<IQQ", 1, 0, 0))
    with pytest.raises(InvalidModelFileError, match="version 1"):
        inspect_model_file(p)


def test_absurd_counts(tmp_path: Path) -> None:
    p = tmp_path / "huge.gguf"
    p.write_bytes(b"GGUF" + struct.pack("<IQQ", 3, 2**40, 2**40))
    with pytest.raises(InvalidModelFileError, match="corrupt"):
        inspect_model_file(p)


def test_unknown_architecture(tmp_path: Path) -> None:
    p = write_tiny_model(tmp_path / "foreign.gguf", arch="frobnicator")
    with pytest.raises(UnsupportedModelError, match="frobnicator"):
        inspect_model_file(p)


def test_missing_required_tensor(tmp_path: Path) -> None:
    p = write_tiny_model(tmp_path / "holey.gguf", drop=frozenset({"blk.1.attn_qkv.weight"}))
    with pytest.raises(UnsupportedModelError, match="blk.1.attn_qkv.weight"):
        inspect_model_file(p)


def test_split_model_grouped_and_checked(tmp_path: Path) -> None:
    first = write_tiny_model(tmp_path / "split.gguf", split_max_tensors=40)
    info = inspect_model_file(first)
    assert len(info.shards) == 2
    assert info.tensor_count == 76
    assert split_shards(info.shards[1]) == info.shards
    info.shards[1].unlink()
    with pytest.raises(InvalidModelFileError, match="not found"):
        inspect_model_file(first)


def test_read_header_needs_no_data_section(tiny_model: Path) -> None:
    h = read_header(tiny_model)
    prefix = tiny_model.read_bytes()[: h.header_size]
    h2 = parse_header(prefix)
    assert [t.name for t in h2.tensors] == [t.name for t in h.tensors]
    with pytest.raises(NeedMoreData):
        parse_header(prefix[: h.header_size - 10])


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=512))
def test_fuzz_garbage_after_magic(tail: bytes) -> None:
    """Arbitrary bytes never crash the parser: a clean error or a request for more bytes."""
    try:
        parse_header(b"GGUF" + tail)
    except (InvalidModelFileError, NeedMoreData):
        pass


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=0, max_value=4000), st.integers(min_value=0, max_value=255))
def test_fuzz_corrupted_real_header(tiny_header_bytes: bytes, pos: int, value: int) -> None:
    buf = bytearray(tiny_header_bytes)
    buf[pos % len(buf)] = value
    try:
        parse_header(bytes(buf))
    except (InvalidModelFileError, NeedMoreData):
        pass


@pytest.fixture(scope="module")
def tiny_header_bytes(tiny_model: Path) -> bytes:
    h = read_header(tiny_model)
    return tiny_model.read_bytes()[: h.header_size]


def test_corrupt_file_on_disk_never_reaches_llama(tiny_model: Path, tmp_path: Path) -> None:
    """A file whose tensor table points past the end is rejected before loading."""
    p = tmp_path / "bad.gguf"
    shutil.copy(tiny_model, p)
    with open(p, "r+b") as f:
        f.truncate(p.stat().st_size - 1)
    from playground.llama.engine import Engine

    with pytest.raises(InvalidModelFileError, match="truncated"):
        Engine.load(p)


def test_the_real_model_shape_passes_every_hyperparameter_check(tmp_path: Path) -> None:
    """No false alarm on the model this app is for: Qwen-AgentWorld-35B-A3B's full header
    (40 layers, 256 experts, 248,320 tokens; a sparse file with no weights)."""
    from tests.fit.realshape import write_real_shape_model

    p = write_real_shape_model(tmp_path / "real-Q4_K_M.gguf")
    info = inspect_model_file(p)
    assert info.block_count == 40 and info.tensor_count == 733
    stats = info.header.string_arrays["tokenizer.ggml.tokens"]
    assert stats.count == 248_320 and stats.duplicates == 0 and stats.invalid_utf8 == 0


def test_vocabulary_stats_are_counted_on_raw_bytes(tiny_model: Path) -> None:
    h = read_header(tiny_model)
    stats = h.string_arrays["tokenizer.ggml.tokens"]
    assert stats.count == len(h.metadata["tokenizer.ggml.tokens"])  # type: ignore[arg-type]
    assert (stats.duplicates, stats.invalid_utf8, stats.byte_tokens) == (0, 0, 0)
    assert h.value_types["qwen35moe.block_count"] == (4, None)  # uint32
    assert h.value_types["qwen35moe.rope.dimension_sections"] == (9, 5)  # array of int32
