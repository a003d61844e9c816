"""Second hostile round on GGUF files: structure, not just metadata values.

Run it (it is not a pytest module; the regressions it found live in test_gguf_structure.py)::

    nice -n 10 .venv/bin/python -m tests.faults.fuzz_round2 --budget 300 [--out DIR] [--only CLASS]

Every mutant of the tiny qwen35moe model goes through the real CLI in fresh processes:
``agentworld-play info FILE`` and, when info accepts the file (and for every ``--step-every``-th
refused one, to see that the load path agrees), ``agentworld-play step FILE`` with a tiny
context and 4 tokens. Outcomes:

- ``error``   one clean ``error:`` line (info may print one per problem), exit 1: good;
- ``ok``      success: good when the file is genuinely loadable;
- ``backstop`` the model process caught a native abort (``llama.cpp aborted ...``): the
  Python checks missed it, so it counts as a crash;
- ``signal`` / ``traceback`` / ``hang`` / ``multiline`` / ``memory``: bad.

Mutation classes (``--only`` takes one of them): header, truncate, alignment, tensor_dims,
tensor_offsets, tensor_types, tensor_names, tensor_missing, tensor_shape, kv_structure,
kv_types, tokenizer. The report (counts per class and outcome, each bad case with its output)
is printed and written to ``DIR/report.json``.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import struct
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator

from gguf import GGUFValueType as T

from tests.faults.ggufedit import DELETE, Typed, rewrite_metadata
from tests.faults.ggufparts import GGUFParts
from tests.tinymodel import TinyConfig, build_vocab, write_tiny_model

REPO = Path(__file__).resolve().parents[2]
A = "qwen35moe."
U64 = 2**64 - 1

Mutant = tuple[str, str, bytes]  # class, case name, file bytes


# --------------------------------------------------------------------------- mutations


def header(base: bytes) -> Iterator[Mutant]:
    p0 = GGUFParts.parse(base)
    for v in (0, 1, 2, 4, 5, 0xFFFF, 0x03000000, 0xFFFFFFFF):
        p = p0.copy()
        p.version = v
        yield "header", f"version={v}", p.build()
    for n in (0, len(p0.tensors) - 1, len(p0.tensors) + 1, 999_999, 2**32, 2**63, U64):
        p = p0.copy()
        p.n_tensors = n
        yield "header", f"n_tensors={n}", p.build()
    for n in (0, len(p0.kvs) - 1, len(p0.kvs) + 1, 99_999, 2**32, 2**63, U64):
        p = p0.copy()
        p.n_kv = n
        yield "header", f"n_kv={n}", p.build()
    for magic in (b"GGUG", b"gguf", b"GGML", b"FUGG"):
        yield "header", f"magic={magic.decode()}", magic + base[4:]
    yield "header", "empty-after-magic", base[:4]
    yield "header", "only-zeros", b"\0" * 4096


def truncate(base: bytes) -> Iterator[Mutant]:
    p = GGUFParts.parse(base)
    marks = p.boundaries()
    cuts: dict[str, int] = {}
    for name, pos in marks.items():
        if name.startswith("tensor_info[") and int(name[12:-1]) % 10 not in (0, 1):
            continue
        cuts[f"at-{name}"] = pos
        if pos > 0:
            cuts[f"before-{name}-1"] = pos - 1
    data_start = marks["data"]
    cuts.update({"data+1": data_start + 1, "data-mid": (data_start + len(base)) // 2,
                 "end-1": len(base) - 1, "end-4096": len(base) - 4096, "len-3": 3})
    for name, pos in sorted(cuts.items(), key=lambda kv: kv[1]):
        yield "truncate", name, base[:pos]


def alignment(base: bytes) -> Iterator[Mutant]:
    key = "general.alignment"
    values: list[tuple[str, object]] = [
        ("0", Typed(T.UINT32, 0)), ("1", Typed(T.UINT32, 1)), ("3", Typed(T.UINT32, 3)),
        ("48", Typed(T.UINT32, 48)), ("16", Typed(T.UINT32, 16)), ("64", Typed(T.UINT32, 64)),
        ("2^31", Typed(T.UINT32, 2**31)), ("2^32-1", Typed(T.UINT32, 2**32 - 1)),
        ("u64-32", Typed(T.UINT64, 32)), ("i32-32", Typed(T.INT32, 32)), ("i32--32", Typed(T.INT32, -32)),
        ("u16-32", Typed(T.UINT16, 32)), ("u8-32", Typed(T.UINT8, 32)), ("f32-32", Typed(T.FLOAT32, 32.0)),
        ("string", "32"), ("array", Typed(T.ARRAY, [32], T.UINT32)), ("bool", Typed(T.BOOL, True)),
    ]
    for name, value in values:
        yield "alignment", name, rewrite_metadata(base, {key: value})


def _with_tensor(base: bytes, name: str, edit: Callable[[GGUFParts], None]) -> bytes:
    p = GGUFParts.parse(base)
    edit(p)
    return p.build()


def tensor_dims(base: bytes) -> Iterator[Mutant]:
    targets = ["token_embd.weight", "output_norm.weight", "blk.0.ffn_gate_exps.weight", "blk.3.attn_k.weight"]
    for tname in targets:
        def set_dims(dims: list[int], n_dims: int | None = None,
                     tname: str = tname) -> Callable[[GGUFParts], None]:
            def apply(p: GGUFParts) -> None:
                t = p.tensor(tname)
                t.dims = dims
                t.n_dims = n_dims
            return apply
        orig = GGUFParts.parse(base).tensor(tname).dims
        cases: dict[str, Callable[[GGUFParts], None]] = {
            "n_dims=0": set_dims([]),
            "n_dims=5": set_dims(orig + [1] * (5 - len(orig))),
            "n_dims=8": set_dims(orig + [1] * (8 - len(orig))),
            "n_dims-field=9": set_dims(orig, 9),
            "n_dims-field=2^32-1": set_dims(orig, 2**32 - 1),
            "dim0=0": set_dims([0] + orig[1:]),
            "last-dim=0": set_dims(orig[:-1] + [0]),
            "dim=2^40": set_dims(orig[:-1] + [2**40]),
            "dim=2^62": set_dims(orig[:-1] + [2**62]),
            "dim=2^63": set_dims(orig[:-1] + [2**63]),
            "dim=2^64-1": set_dims(orig[:-1] + [U64]),
            "dim=-5(int64)": set_dims(orig[:-1] + [2**64 - 5]),
            "product-overflows": set_dims([2**32, 2**32] + [1] * max(0, len(orig) - 2)),
            "product-overflows-3d": set_dims([2**21, 2**21, 2**22]),
            "extra-dim-2": set_dims(orig + [2]),
        }
        for case, edit in cases.items():
            yield "tensor_dims", f"{tname}:{case}", _with_tensor(base, tname, edit)


def tensor_offsets(base: bytes) -> Iterator[Mutant]:
    p0 = GGUFParts.parse(base)
    data_len = len(p0.data)

    def offs(fn: Callable[[GGUFParts], None]) -> bytes:
        p = p0.copy()
        fn(p)
        return p.build()

    last = p0.tensors[-1].name.decode()
    for tname in ("token_embd.weight", "blk.0.ssm_a", last):
        orig = p0.tensor(tname).offset
        for case, value in {"=data_len": data_len, "=data_len+1024": data_len + 1024, "=2^62": 2**62,
                            "=2^63": 2**63, "=2^64-1": U64, "+1": orig + 1, "+4": orig + 4,
                            "+16": orig + 16, "+32": orig + 32, "=0": 0}.items():
            def fn(p: GGUFParts, tname: str = tname, value: int = value) -> None:
                p.tensor(tname).offset = value
            yield "tensor_offsets", f"{tname}:offset{case}", offs(fn)

    def all_zero(p: GGUFParts) -> None:
        for t in p.tensors:
            t.offset = 0

    def reversed_order(p: GGUFParts) -> None:
        offsets = [t.offset for t in p.tensors]
        for t, o in zip(p.tensors, reversed(offsets)):
            t.offset = o

    def swap_two(p: GGUFParts) -> None:
        a, b = p.tensor("blk.0.ssm_a"), p.tensor("blk.0.ssm_dt.bias")
        a.offset, b.offset = b.offset, a.offset

    def overlap_half(p: GGUFParts) -> None:
        p.tensor("output_norm.weight").offset -= 512

    def shuffled_infos(p: GGUFParts) -> None:
        p.tensors.reverse()

    whole_table: dict[str, Callable[[GGUFParts], None]] = {
        "all-zero": all_zero, "reversed": reversed_order, "swap-two": swap_two, "overlap-half": overlap_half,
        "infos-reversed-offsets-kept": shuffled_infos}
    for case, change in whole_table.items():
        yield "tensor_offsets", case, offs(change)
    p = p0.copy()
    p.data = p.data + b"\0" * 4096  # trailing bytes after the last tensor
    yield "tensor_offsets", "trailing-garbage", p.build()


def tensor_types(base: bytes) -> Iterator[Mutant]:
    p0 = GGUFParts.parse(base)
    ids = {"4(removed)": 4, "5(removed)": 5, "31": 31, "33": 33, "36": 36, "39(MXFP4)": 39, "40": 40,
           "41": 41, "42": 42, "100": 100, "2^31": 2**31, "2^32-1": 2**32 - 1,
           "F16": 1, "BF16": 30, "Q8_0": 8, "Q4_K": 12, "I8": 24, "I32": 26, "F64": 28, "TQ1_0": 34,
           "IQ2_XXS": 16, "Q8_1": 9, "Q8_K": 15}
    for tname in ("token_embd.weight", "output_norm.weight", "blk.0.ssm_a", "blk.0.ffn_down_exps.weight",
                  "blk.3.attn_q_norm.weight"):
        for case, tid in ids.items():
            p = p0.copy()
            p.tensor(tname).ggml_type = tid
            yield "tensor_types", f"{tname}:type={case}", p.build()


def tensor_names(base: bytes) -> Iterator[Mutant]:
    p0 = GGUFParts.parse(base)

    def rename(i: int, new: bytes) -> bytes:
        p = p0.copy()
        p.tensors[i].name = new
        return p.build()

    yield "tensor_names", "duplicate-first", rename(1, p0.tensors[0].name)
    yield "tensor_names", "duplicate-last", rename(len(p0.tensors) - 1, p0.tensors[-2].name)
    yield "tensor_names", "empty-name", rename(1, b"")
    yield "tensor_names", "name-64-bytes", rename(1, b"x" * 64)
    yield "tensor_names", "name-65-bytes", rename(1, b"x" * 65)
    yield "tensor_names", "name-1MB", rename(1, b"x" * 1_000_000)
    yield "tensor_names", "name-invalid-utf8", rename(1, b"output_norm.weigh\xff")
    yield "tensor_names", "name-nul", rename(1, b"output_norm.weight\0")
    yield "tensor_names", "name-blk.99", rename(1, b"blk.99.attn_norm.weight")
    yield "tensor_names", "name-blk.-1", rename(1, b"blk.-1.attn_norm.weight")
    yield "tensor_names", "name-blk.huge", rename(1, b"blk.99999999999999999999.attn_norm.weight")
    yield "tensor_names", "unknown-extra-name", rename(1, b"blk.0.bogus.weight")
    p = p0.copy()
    extra = p.tensor("output_norm.weight")
    p.tensors.append(type(extra)(b"blk.0.extra.weight", list(extra.dims), extra.ggml_type, extra.offset))
    yield "tensor_names", "extra-tensor-aliasing-data", p.build()
    p = p0.copy()
    p.tensors.append(type(extra)(b"blk.4.attn_norm.weight", list(extra.dims), extra.ggml_type, extra.offset))
    yield "tensor_names", "extra-layer-tensor", p.build()


def tensor_missing(base: bytes) -> Iterator[Mutant]:
    p0 = GGUFParts.parse(base)
    for t in p0.tensors:
        name = t.name.decode()
        if not (name.startswith(("blk.0.", "blk.3.")) or "." not in name.removesuffix(".weight")):
            continue
        p = p0.copy()
        p.tensors = [x for x in p.tensors if x.name != t.name]
        yield "tensor_missing", f"without-{name}", p.build()


def tensor_shape(base: bytes) -> Iterator[Mutant]:
    p0 = GGUFParts.parse(base)
    for t in p0.tensors:
        name = t.name.decode()
        if not (name.startswith(("blk.0.", "blk.3.")) or not name.startswith("blk.")):
            continue
        cases: dict[str, list[int]] = {}
        if len(t.dims) >= 2 and t.dims[0] != t.dims[1]:
            cases["transposed"] = [t.dims[1], t.dims[0]] + t.dims[2:]
        if t.dims[0] >= 2:
            cases["first-halved"] = [t.dims[0] // 2] + t.dims[1:]
        if len(t.dims) >= 2 and t.dims[-1] >= 2:
            cases["last-minus-1"] = t.dims[:-1] + [t.dims[-1] - 1]
        cases["flattened"] = [1]
        for n in t.dims:
            cases["flattened"][0] *= n
        if len(t.dims) == 1:
            del cases["flattened"]
        for case, dims in cases.items():
            p = p0.copy()
            p.tensor(name).dims = dims
            yield "tensor_shape", f"{name}:{case}", p.build()


def _raw_kv(key: str, vtype: int, payload: bytes) -> bytes:
    k = key.encode()
    return struct.pack("<Q", len(k)) + k + struct.pack("<I", vtype) + payload


def _replace_kv(base: bytes, key: str, raw: bytes | None) -> bytes:
    p = GGUFParts.parse(base)
    out: list[tuple[str, bytes]] = []
    for k, r in p.kvs:
        if k != key:
            out.append((k, r))
        elif raw is not None:
            out.append((k, raw))
    if key not in {k for k, _ in p.kvs} and raw is not None:
        out.append((key, raw))
    p.kvs = out
    return p.build()


def kv_structure(base: bytes) -> Iterator[Mutant]:
    name = "general.name"
    for case, n in {"2^63": 2**63, "2^64-1": U64, "2^31": 2**31, "64MiB+1": 64 * 2**20 + 1,
                    "len+100": len("tiny-qwen35moe") + 100}.items():
        raw = _raw_kv(name, T.STRING, struct.pack("<Q", n) + b"tiny-qwen35moe")
        yield "kv_structure", f"string-length={case}", _replace_kv(base, name, raw)
    p = GGUFParts.parse(base)
    key, raw = p.kvs[1]
    bad_key = struct.pack("<Q", 2**63) + raw[8:]
    p.kvs[1] = (key, bad_key)
    yield "kv_structure", "key-length=2^63", p.build()
    for case, count in {"2^63": 2**63, "2^62": 2**62, "2^28+1": 2**28 + 1, "2^22+1": 2**22 + 1}.items():
        one_string = struct.pack("<Q", 1) + b"a"
        raw = _raw_kv("tokenizer.ggml.tokens", T.ARRAY, struct.pack("<IQ", T.STRING, count) + one_string)
        yield "kv_structure", f"string-array-count={case}", _replace_kv(base, "tokenizer.ggml.tokens", raw)
        raw = _raw_kv("tokenizer.ggml.token_type", T.ARRAY, struct.pack("<IQ", T.INT32, count) + b"\1\0\0\0")
        yield "kv_structure", f"int-array-count={case}", _replace_kv(base, "tokenizer.ggml.token_type", raw)
    for case, vtype in {"13": 13, "255": 255, "2^32-1": 2**32 - 1}.items():
        yield "kv_structure", f"value-type={case}", _replace_kv(base, name, _raw_kv(name, vtype, b"\0" * 8))
        raw = _raw_kv("qwen35moe.rope.dimension_sections", T.ARRAY, struct.pack("<IQ", vtype, 4) + b"\0" * 16)
        yield "kv_structure", f"array-item-type={case}", _replace_kv(base, "qwen35moe.rope.dimension_sections", raw)
    tokens, _, merges = build_vocab(TinyConfig())
    nested = {
        "tokens-nested": ("tokenizer.ggml.tokens", Typed(T.ARRAY, [tokens], T.ARRAY)),
        "merges-nested": ("tokenizer.ggml.merges", Typed(T.ARRAY, [merges], T.ARRAY)),
        "sections-nested": (A + "rope.dimension_sections", Typed(T.ARRAY, [[11, 11, 10, 0]], T.ARRAY)),
        "token_type-nested": ("tokenizer.ggml.token_type", Typed(T.ARRAY, [[1] * len(tokens)], T.ARRAY)),
        "head_count_kv-nested": (A + "attention.head_count_kv", Typed(T.ARRAY, [[1, 1, 1, 1]], T.ARRAY)),
        "architecture-nested": ("general.architecture", Typed(T.ARRAY, [["qwen35moe"]], T.ARRAY)),
        "empty-array-of-arrays": (A + "rope.dimension_sections", Typed(T.ARRAY, [], T.ARRAY)),
    }
    for case, (key, value) in nested.items():
        yield "kv_structure", case, rewrite_metadata(base, {key: value})
    # keys: empty, invalid UTF-8, 64 KiB, a duplicate that differs only in case
    p = GGUFParts.parse(base)
    for case, k in {"key-empty": b"", "key-invalid-utf8": b"general.\xffname", "key-64KiB": b"k" * 65536}.items():
        q = p.copy()
        q.kvs.append(("x", struct.pack("<Q", len(k)) + k + struct.pack("<I", T.UINT32) + b"\1\0\0\0"))
        yield "kv_structure", case, q.build()
    yield "kv_structure", "key-case-duplicate", rewrite_metadata(base, {"General.Architecture": "llama"})


def _kv_type_values(orig: object) -> dict[str, object]:
    out: dict[str, object] = {
        "string": "7", "int-array": Typed(T.ARRAY, [1], T.INT32), "float": Typed(T.FLOAT32, 1.0),
        "bool": Typed(T.BOOL, True), "u64": Typed(T.UINT64, 1), "i32-neg": Typed(T.INT32, -1),
        "u8": Typed(T.UINT8, 1), "f64": Typed(T.FLOAT64, 1.0), "empty-array": Typed(T.ARRAY, [], T.INT32),
        "string-array": Typed(T.ARRAY, ["a"], T.STRING),
    }
    if isinstance(orig, int) and not isinstance(orig, bool):
        out["same-as-i32"] = Typed(T.INT32, orig)
        out["same-as-u64"] = Typed(T.UINT64, orig)
        out["same-as-i64"] = Typed(T.INT64, orig)
        out["same-as-u16"] = Typed(T.UINT16, orig) if orig < 2**16 else Typed(T.UINT32, orig)
    if isinstance(orig, float):
        out["same-as-f64"] = Typed(T.FLOAT64, orig)
        out["as-u32"] = Typed(T.UINT32, max(1, int(orig)))
    return out


def kv_types(base: bytes) -> Iterator[Mutant]:
    from playground.modelfile.header import parse_header

    meta = parse_header(base).metadata
    for key, orig in meta.items():
        if key in ("tokenizer.ggml.tokens", "tokenizer.ggml.merges", "tokenizer.ggml.token_type"):
            continue  # the tokenizer class covers these
        for case, value in _kv_type_values(orig).items():
            yield "kv_types", f"{key}:{case}", rewrite_metadata(base, {key: value})


def tokenizer(base: bytes) -> Iterator[Mutant]:
    tokens, types, merges = build_vocab(TinyConfig())
    n = len(tokens)
    TT = "tokenizer.ggml.token_type"
    edits: dict[str, dict[str, object]] = {
        "merges-no-space": {"tokenizer.ggml.merges": Typed(T.ARRAY, [m.replace(" ", "") for m in merges], T.STRING)},
        "merges-empty-strings": {"tokenizer.ggml.merges": Typed(T.ARRAY, [""] * len(merges), T.STRING)},
        "merges-three-parts": {"tokenizer.ggml.merges": Typed(T.ARRAY, [m + " x" for m in merges], T.STRING)},
        "merges-unknown-tokens": {"tokenizer.ggml.merges": Typed(T.ARRAY, ["zzz qqq"] * 5, T.STRING)},
        "merges-invalid-utf8": {"tokenizer.ggml.merges": Typed(T.ARRAY, [b"\xff \xfe"] + merges[1:], T.STRING)},
        "merges-leading-space": {"tokenizer.ggml.merges": Typed(T.ARRAY, [" " + m for m in merges], T.STRING)},
        "merges-only-space": {"tokenizer.ggml.merges": Typed(T.ARRAY, [" "] * 3, T.STRING)},
        "merges-empty": {"tokenizer.ggml.merges": Typed(T.ARRAY, [], T.STRING)},
        "merges-duplicated": {"tokenizer.ggml.merges": Typed(T.ARRAY, merges + merges, T.STRING)},
        "merges-int-array": {"tokenizer.ggml.merges": Typed(T.ARRAY, [1, 2], T.INT32)},
        "merges-200k": {"tokenizer.ggml.merges": Typed(T.ARRAY, ["Ġ a"] * 200_000, T.STRING)},
        "token_type-all-0": {TT: Typed(T.ARRAY, [0] * n, T.INT32)},
        "token_type-all-7": {TT: Typed(T.ARRAY, [7] * n, T.INT32)},
        "token_type-99": {TT: Typed(T.ARRAY, [99] + types[1:], T.INT32)},
        "token_type-neg": {TT: Typed(T.ARRAY, [-1] * n, T.INT32)},
        "token_type-2^31-1": {TT: Typed(T.ARRAY, [2**31 - 1] * n, T.INT32)},
        "token_type-all-control": {TT: Typed(T.ARRAY, [3] * n, T.INT32)},
        "token_type-all-byte": {TT: Typed(T.ARRAY, [6] * n, T.INT32)},
        "token_type-all-unused": {TT: Typed(T.ARRAY, [5] * n, T.INT32)},
        "token_type-all-unknown": {TT: Typed(T.ARRAY, [2] * n, T.INT32)},
        "token_type-u32": {TT: Typed(T.ARRAY, types, T.UINT32)},
        "token_type-float": {TT: Typed(T.ARRAY, [1.0] * n, T.FLOAT32)},
        "token_type-short": {TT: Typed(T.ARRAY, types[:-1], T.INT32)},
        "tokens-empty": {"tokenizer.ggml.tokens": Typed(T.ARRAY, [], T.STRING), TT: Typed(T.ARRAY, [], T.INT32)},
        "tokens-one-fewer": {"tokenizer.ggml.tokens": Typed(T.ARRAY, tokens[:-1], T.STRING),
                             TT: Typed(T.ARRAY, types[:-1], T.INT32)},
        "tokens-one-more": {"tokenizer.ggml.tokens": Typed(T.ARRAY, tokens + ["<extra>"], T.STRING),
                            TT: Typed(T.ARRAY, types + [1], T.INT32)},
        "tokens-one": {"tokenizer.ggml.tokens": Typed(T.ARRAY, ["a"], T.STRING), TT: Typed(T.ARRAY, [1], T.INT32)},
        "tokens-empty-string": {"tokenizer.ggml.tokens": Typed(T.ARRAY, [""] + tokens[1:], T.STRING)},
        "tokens-nul": {"tokenizer.ggml.tokens": Typed(T.ARRAY, ["\0"] + tokens[1:], T.STRING)},
        "tokens-huge-string": {"tokenizer.ggml.tokens": Typed(T.ARRAY, ["x" * 1_000_000] + tokens[1:], T.STRING)},
        "tokens-int-array": {"tokenizer.ggml.tokens": Typed(T.ARRAY, list(range(n)), T.INT32)},
        "tokens-string": {"tokenizer.ggml.tokens": "abc"},
        "tokens-missing": {"tokenizer.ggml.tokens": DELETE},
        "merges-missing": {"tokenizer.ggml.merges": DELETE},
        "token_type-missing": {TT: DELETE},
        "model-missing": {"tokenizer.ggml.model": DELETE},
        "model-none": {"tokenizer.ggml.model": "none"},
        "model-no_vocab": {"tokenizer.ggml.model": "no_vocab"},
        "model-bert": {"tokenizer.ggml.model": "bert"},
        "model-t5": {"tokenizer.ggml.model": "t5", "tokenizer.ggml.scores": Typed(T.ARRAY, [0.0] * n, T.FLOAT32)},
        "model-rwkv": {"tokenizer.ggml.model": "rwkv"},
        "model-plamo2": {"tokenizer.ggml.model": "plamo2"},
        "model-plamo2-scores": {"tokenizer.ggml.model": "plamo2",
                                "tokenizer.ggml.scores": Typed(T.ARRAY, [0.0] * n, T.FLOAT32)},
        "pre-unknown": {"tokenizer.ggml.pre": "bogus"},
        "pre-missing": {"tokenizer.ggml.pre": DELETE},
        "pre-int": {"tokenizer.ggml.pre": Typed(T.UINT32, 3)},
        "scores-nan": {"tokenizer.ggml.scores": Typed(T.ARRAY, [float("nan")] * n, T.FLOAT32)},
        "scores-short": {"tokenizer.ggml.scores": Typed(T.ARRAY, [0.0] * (n - 1), T.FLOAT32)},
        "chat_template-missing": {"tokenizer.chat_template": DELETE},
        "chat_template-empty": {"tokenizer.chat_template": ""},
        "chat_template-int": {"tokenizer.chat_template": Typed(T.UINT32, 1)},
        "chat_template-invalid-utf8": {"tokenizer.chat_template": b"{{ '\xff' }}"},
        "add_bos-true": {"tokenizer.ggml.add_bos_token": True},
        "add_bos-string": {"tokenizer.ggml.add_bos_token": "yes"},
        "add_eos-true": {"tokenizer.ggml.add_eos_token": True},
        "add_space_prefix-true": {"tokenizer.ggml.add_space_prefix": True},
    }
    for id_key in ("bos_token_id", "eos_token_id", "padding_token_id", "unknown_token_id", "seperator_token_id",
                   "eot_token_id", "eom_token_id", "fim_pre_token_id", "mask_token_id"):
        key = f"tokenizer.ggml.{id_key}"
        for case, value in {"n_vocab": Typed(T.UINT32, n), "n_vocab+100": Typed(T.UINT32, n + 100),
                            "2^31": Typed(T.UINT32, 2**31), "2^32-1": Typed(T.UINT32, 2**32 - 1),
                            "i32--1": Typed(T.INT32, -1), "i32--2": Typed(T.INT32, -2), "string": "1",
                            "u64": Typed(T.UINT64, 1)}.items():
            edits[f"{id_key}={case}"] = {key: value}
        edits[f"{id_key}-with-add-bos/eos=n_vocab"] = {key: Typed(T.UINT32, n),
                                                     "tokenizer.ggml.add_bos_token": True,
                                                     "tokenizer.ggml.add_eos_token": True}
    for case, e in edits.items():
        yield "tokenizer", case, rewrite_metadata(base, e)


CLASSES: dict[str, Callable[[bytes], Iterator[Mutant]]] = {
    "header": header, "truncate": truncate, "alignment": alignment, "tensor_dims": tensor_dims,
    "tensor_offsets": tensor_offsets, "tensor_types": tensor_types, "tensor_names": tensor_names,
    "tensor_missing": tensor_missing, "tensor_shape": tensor_shape, "kv_structure": kv_structure,
    "kv_types": kv_types, "tokenizer": tokenizer,
}


# --------------------------------------------------------------------------- running


def _limit_memory() -> None:
    # 6 GiB of address space: a runaway allocation is a MemoryError, not the machine's memory.
    resource.setrlimit(resource.RLIMIT_AS, (6 << 30, 6 << 30))
    os.nice(10)


@dataclass
class Outcome:
    kind: str  # error / ok / backstop / signal / traceback / hang / multiline / memory / not-utf8
    rc: int | str
    seconds: float
    text: str
    stdout: str = ""


STEP_NOISE = ("new session ", "note: ", "  info ", "  warning ", "  error ", "[step ", "saved ", "[output]",
              "loading", "fit:")


def run_cli(args: list[str], env: dict[str, str], timeout: float) -> Outcome:
    t0 = time.monotonic()
    try:
        proc = subprocess.run([sys.executable, "-m", "playground", *args], cwd=REPO, env=env, capture_output=True,
                              timeout=timeout, preexec_fn=_limit_memory, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired as e:
        text = (e.stderr or b"").decode("utf-8", "replace")[-2000:]
        return Outcome("hang", "timeout", time.monotonic() - t0, text)
    secs = time.monotonic() - t0
    err = proc.stderr.decode("utf-8", "replace")
    out = proc.stdout.decode("utf-8", "replace")
    kind = classify(args[0], proc.returncode, out, err)
    if kind in ("ok", "error"):
        try:
            proc.stdout.decode("utf-8")
            proc.stderr.decode("utf-8")
        except UnicodeDecodeError:
            kind = "not-utf8"
    return Outcome(kind, proc.returncode, secs, err[-3000:] or out[-1000:], out)


def classify(command: str, rc: int, out: str, err: str) -> str:
    if rc < 0:
        return "signal"
    if "MemoryError" in err:
        return "memory"
    if "Traceback (most recent call last)" in err or "Traceback (most recent call last)" in out:
        return "traceback"
    if "llama.cpp aborted" in err:
        return "backstop"
    if rc == 0:
        return "ok"
    lines = [ln for ln in err.splitlines() if ln.strip()]
    errors = [ln for ln in lines if ln.startswith("error:")]
    if not errors:
        return "multiline" if lines else "silent-failure"
    if command == "info":
        stray = [ln for ln in lines if not ln.startswith("error:")]
    else:
        if len(errors) != 1:
            return "multiline"
        stray = [ln for ln in lines if not ln.startswith("error:") and not ln.startswith(STEP_NOISE)]
    return "multiline" if stray else "error"


BAD = {"signal", "memory", "traceback", "backstop", "hang", "multiline", "silent-failure", "not-utf8", "bad-json"}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--budget", type=float, default=300, help="seconds of wall time for the whole round")
    ap.add_argument("--out", type=Path, help="where mutants and report.json go (default: a temp dir)")
    ap.add_argument("--only", action="append", choices=sorted(CLASSES), help="run only these classes")
    ap.add_argument("--step-every", type=int, default=8,
                    help="also run `step` on every Nth mutant that info refused (0: never)")
    ap.add_argument("--timeout", type=float, default=30)
    ap.add_argument("--keep", action="store_true", help="keep every mutant file, not only the bad ones")
    args = ap.parse_args(argv)

    out = args.out or Path(tempfile.mkdtemp(prefix="gguf-round2-"))
    out.mkdir(parents=True, exist_ok=True)
    base_path = out / "tiny.gguf"
    if not base_path.exists():
        write_tiny_model(base_path)
    base = base_path.read_bytes()
    home = out / "user"
    env = dict(os.environ, PYTHONPATH=str(REPO), AGENTWORLD_CONFIG=str(home / "config.toml"),
               AGENTWORLD_SESSIONS_DIR=str(home / "sessions"), AGENTWORLD_MODELS_DIR=str(home / "models"),
               AGENTWORLD_PROMPTS_DIR=str(home / "prompts"), HF_HOME=str(home / "hf"), HF_HUB_OFFLINE="1")
    step_args = ["--domain", "terminal", "--action", "ls", "--ctx", "4096", "--max-tokens", "4", "--threads", "1",
                 "--quiet", "--prompt", "built-in", "--seed", "1", "--gpu-layers", "0"]

    deadline = time.monotonic() + args.budget
    counts: Counter[tuple[str, str, str]] = Counter()
    bad: list[dict[str, object]] = []
    lied: list[dict[str, object]] = []
    total = refused = 0
    for cls in args.only or list(CLASSES):
        for _, case, data in CLASSES[cls](base):
            if time.monotonic() > deadline:
                break
            total += 1
            safe = "".join(c if c.isalnum() or c in "-_.=" else "_" for c in case)[:120]
            path = out / "mutants" / cls / f"{safe}.gguf"
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
            info = run_cli(["info", str(path)], env, args.timeout)
            counts[(cls, "info", info.kind)] += 1
            results = {"info": info}
            if info.kind == "error":
                refused += 1
            if info.kind == "ok" or (args.step_every and info.kind == "error" and refused % args.step_every == 1):
                step = run_cli(["step", str(path), *step_args], env, args.timeout)
                counts[(cls, "step", step.kind)] += 1
                results["step"] = step
            worst = [(cmd, o) for cmd, o in results.items() if o.kind in BAD]
            if info.kind == "ok" and "step" in results and results["step"].kind == "error":
                # not a crash, but info called the file fine and the load path refused it
                lied.append({"class": cls, "case": case, "step": results["step"].text.strip().splitlines()[-1:]})
            for cmd, o in worst:
                bad.append({"class": cls, "case": case, "command": cmd, "kind": o.kind, "rc": o.rc,
                            "seconds": round(o.seconds, 2), "output": o.text})
                print(f"BAD {cls}/{case}: {cmd} -> {o.kind} ({o.rc}) {o.text.strip().splitlines()[-1:]}",
                      flush=True)
            if not worst and not args.keep:
                path.unlink()
            elif o_slow := [o for o in results.values() if o.seconds > 10]:
                print(f"SLOW {cls}/{case}: {[round(o.seconds, 1) for o in o_slow]}", flush=True)

    table: dict[str, dict[str, int]] = {}
    for (cls, cmd, kind), n in sorted(counts.items()):
        table.setdefault(f"{cls}/{cmd}", {})[kind] = n
    report = {"mutants": total, "table": table, "bad": bad, "info_ok_step_refused": lied}
    (out / "report.json").write_text(json.dumps(report, indent=1))
    print(f"\n{total} mutants, {len(bad)} bad outcomes, {len(lied)} passed info but were refused on load; "
          f"report: {out / 'report.json'}")
    for row, kinds in table.items():
        print(f"  {row:28} " + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items())))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
