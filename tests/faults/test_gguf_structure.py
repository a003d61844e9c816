"""Hostile GGUF *structure* (second round, tests/faults/fuzz_round2.py): the tensor-info table,
the layout of the data section and the tensor types.

Each case below was found by the round-2 fuzzer: a Python traceback in ``info`` (a tensor with
no dimensions), ``info`` accepting a file llama.cpp then refuses (offsets that are not back to
back, a ``general.alignment`` llama.cpp reads as another type), or a valid-looking file that
aborts llama.cpp at the first decode (a norm, bias, ``ssm_a`` or convolution stored as F16/BF16/
Q8_0/I32: "binary_op: unsupported types", SIGABRT). Now every one is a one-line error from the
header reader or ``inspect_model_file``, before any native call; controls show the same types
on tensors that feed a matrix product still load and generate.
"""

from __future__ import annotations

import contextlib
import io
from pathlib import Path
from typing import Callable

import pytest
from gguf import GGMLQuantizationType as Q
from gguf import GGUFValueType as T

from playground.cli import main
from playground.errors import InvalidModelFileError
from playground.modelfile.checks import inspect_model_file
from tests.faults.ggufedit import Typed, rewrite_metadata
from tests.faults.ggufparts import GGUFParts, retype
from tests.faults.probe import Prober

Edit = Callable[[GGUFParts], None]


def _info(path: Path) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        rc = main(["info", str(path)])
    return rc, out.getvalue(), err.getvalue()


def _edit(data: bytes, fn: Edit) -> bytes:
    p = GGUFParts.parse(data)
    fn(p)
    return p.build()


def _set_dims(name: str, dims: list[int]) -> Edit:
    def fn(p: GGUFParts) -> None:
        p.tensor(name).dims = dims
    return fn


def _set_offset(name: str, delta: int | None = None, value: int | None = None) -> Edit:
    def fn(p: GGUFParts) -> None:
        t = p.tensor(name)
        t.offset = value if value is not None else t.offset + (delta or 0)
    return fn


STRUCTURE = [
    # (case, edit, text the one error line must contain)
    ("n_dims-0", _set_dims("token_embd.weight", []), "has 0 dimensions"),
    ("n_dims-5", _set_dims("output_norm.weight", [256, 1, 1, 1, 1]), "has 5 dimensions"),
    ("dim-0", _set_dims("output_norm.weight", [0]), "every dimension must be between 1"),
    ("dim-2^63", _set_dims("output_norm.weight", [2**63]), "every dimension must be between 1"),
    ("elements-overflow-int64", _set_dims("output_norm.weight", [2**32, 2**32]), "overflow a 64-bit count"),
    ("offset-misaligned", _set_offset("blk.0.ssm_a", delta=4), "is not aligned"),
    ("offset-overlapping", _set_offset("output_norm.weight", delta=-512), "overlaps the tensor before it"),
    ("offset-gap", _set_offset("blk.0.ssm_a", delta=32), "leaves a gap"),
    ("offset-out-of-file", _set_offset("blk.3.ffn_down_shexp.weight", value=2**62), "tensor table is corrupt"),
    ("type-I32-on-a-norm", lambda p: setattr(p.tensor("output_norm.weight"), "ggml_type", int(Q.I32)),
     "cannot compute with"),
    ("type-F64", lambda p: setattr(p.tensor("blk.0.ssm_a"), "ggml_type", int(Q.F64)), "cannot compute with"),
]


@pytest.mark.parametrize("case,edit,text", STRUCTURE, ids=[c[0] for c in STRUCTURE])
def test_broken_tensor_table_is_one_line(tiny_bytes: bytes, tmp_path: Path, case: str, edit: Edit, text: str) -> None:
    path = tmp_path / f"{case}.gguf"
    path.write_bytes(_edit(tiny_bytes, edit))
    with pytest.raises(InvalidModelFileError, match=None) as exc:
        inspect_model_file(path)
    assert text in str(exc.value) and "\n" not in str(exc.value)
    rc, out, err = _info(path)
    assert rc == 1 and out == ""
    assert err.count("\n") == 1 and err.startswith("error: ") and text in err


@pytest.mark.parametrize("value", [Typed(T.UINT64, 32), Typed(T.INT32, 32), Typed(T.UINT16, 32)],
                         ids=["u64", "i32", "u16"])
def test_alignment_of_another_type_is_refused(tiny_bytes: bytes, tmp_path: Path, value: Typed) -> None:
    """info used to accept these; llama.cpp reads general.alignment as uint32 only."""
    path = tmp_path / "align.gguf"
    path.write_bytes(rewrite_metadata(tiny_bytes, {"general.alignment": value}))
    with pytest.raises(InvalidModelFileError, match="general.alignment is stored as"):
        inspect_model_file(path)


# Valid GGUF files (bytes really converted, offsets laid out again) whose only fault is the type
# of a tensor llama.cpp combines element-wise: each aborted the pinned llama.cpp at the first decode.
F32_ONLY = [
    ("output_norm.weight", Q.F16), ("output_norm.weight", Q.Q8_0), ("blk.3.attn_q_norm.weight", Q.BF16),
    ("blk.0.ssm_a", Q.F16), ("blk.0.ssm_dt.bias", Q.BF16), ("blk.0.ssm_conv1d.weight", Q.F16),
]


@pytest.mark.parametrize("name,qtype", F32_ONLY, ids=[f"{n}-{q.name}" for n, q in F32_ONLY])
def test_vector_tensors_must_be_f32(tiny_bytes: bytes, tmp_path: Path, name: str, qtype: Q) -> None:
    path = tmp_path / "t.gguf"
    path.write_bytes(retype(tiny_bytes, {name: int(qtype)}))
    want = f"tensor {name} is stored as {qtype.name}; llama.cpp needs it in F32"
    with pytest.raises(InvalidModelFileError, match=want):
        inspect_model_file(path)


def test_refused_types_never_reach_llama_cpp(tiny_bytes: bytes, tmp_path: Path, prober: Prober) -> None:
    """The same files through the real ``info`` + load path in a child: one error, no signal."""
    for name, qtype in F32_ONLY[:2] + F32_ONLY[3:4]:
        path = tmp_path / f"{name}-{qtype.name}.gguf"
        path.write_bytes(retype(tiny_bytes, {name: int(qtype)}))
        r = prober.probe(path)
        assert r.died is None, r
        assert r.info and r.info["rc"] == 1 and r.info["err"].count("\n") == 1, r


@pytest.mark.parametrize("changes", [
    {"token_embd.weight": int(Q.F16)}, {"token_embd.weight": int(Q.Q8_0)},
    {"blk.0.ffn_gate_inp_shexp.weight": int(Q.F16)}, {"blk.0.ffn_gate_inp.weight": int(Q.BF16)},
    {"blk.3.attn_q.weight": int(Q.Q4_0), "output.weight": int(Q.Q8_0)},
], ids=["embd-F16", "embd-Q8_0", "shexp-gate-F16", "router-BF16", "q-Q4_0+output-Q8_0"])
def test_types_on_matrix_tensors_still_load(tiny_bytes: bytes, tmp_path: Path, prober: Prober,
                                            changes: dict[str, int]) -> None:
    path = tmp_path / "ok.gguf"
    path.write_bytes(retype(tiny_bytes, changes))
    r = prober.probe(path)
    assert r.died is None and r.info and r.info["rc"] == 0, r
    assert r.load == {"ok": True}, r


def test_retyped_file_is_laid_out_like_llama_cpp_expects(tiny_bytes: bytes) -> None:
    """The helper's own control: an unchanged round trip is byte-identical."""
    assert retype(tiny_bytes, {}) == tiny_bytes
    assert GGUFParts.parse(tiny_bytes).build() == tiny_bytes


@pytest.mark.parametrize("edits,text", [
    ({"tokenizer.ggml.bos_token_id": Typed(T.INT32, -1)}, "bos_token_id is stored as int32"),
    ({"tokenizer.ggml.eos_token_id": Typed(T.UINT64, 1)}, "eos_token_id is stored as uint64"),
    ({"tokenizer.ggml.padding_token_id": "1"}, "padding_token_id is stored as string"),
    ({"tokenizer.ggml.add_bos_token": "yes"}, "add_bos_token is stored as string"),
    ({"tokenizer.ggml.pre": Typed(T.UINT32, 3)}, "tokenizer.ggml.pre is stored as uint32"),
    ({"general.name": Typed(T.FLOAT32, 1.0)}, "general.name is stored as float32"),
    ({"general.file_type": Typed(T.UINT64, 0)}, "general.file_type is stored as uint64"),
], ids=["bos-i32", "eos-u64", "pad-string", "add_bos-string", "pre-int", "name-float", "file_type-u64"])
def test_tokenizer_keys_of_another_type_are_named(tiny_bytes: bytes, tmp_path: Path, edits: dict, text: str) -> None:
    """info called these fine; llama.cpp then refused the file with only "failed to load model"."""
    path = tmp_path / "tok.gguf"
    path.write_bytes(rewrite_metadata(tiny_bytes, edits))
    rc, out, err = _info(path)
    assert rc == 1 and text in err and err.count("\n") == 1, err


def test_empty_metadata_key_is_refused(tiny_bytes: bytes, tmp_path: Path) -> None:
    def add_empty_key(p: GGUFParts) -> None:
        p.kvs.append(("", b"\0" * 8 + int(T.UINT32).to_bytes(4, "little") + b"\1\0\0\0"))
    path = tmp_path / "k.gguf"
    path.write_bytes(_edit(tiny_bytes, add_empty_key))
    with pytest.raises(InvalidModelFileError, match="a metadata key is empty"):
        inspect_model_file(path)


def test_a_refused_load_says_why(tiny_bytes: bytes, tmp_path: Path, prober: Prober) -> None:
    """What Python does not check (the pinned llama.cpp's pre-tokenizer names) is refused by
    llama.cpp; the error now carries its reason, not the generic "failed to load model"."""
    path = tmp_path / "pre.gguf"
    path.write_bytes(rewrite_metadata(tiny_bytes, {"tokenizer.ggml.pre": "no-such-pre-tokenizer"}))
    r = prober.probe(path)
    assert r.died is None and r.load is not None, r
    assert "unknown pre-tokenizer type: 'no-such-pre-tokenizer'" in r.load["error"], r
    assert "failed to load model" not in r.load["error"]
