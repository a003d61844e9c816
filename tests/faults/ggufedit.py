"""Rewrite the metadata of a GGUF file byte by byte, keeping its tensors as they are.

The fault tests need files whose header says something hostile (a zero, a huge count,
NaN, a wrong type, a missing key) while everything else stays valid, so the check under
test is the only thing between the file and llama.cpp. The tensor-info table and the
data section are copied unchanged (tensor offsets are relative to the data section, so
only the padding before it is recomputed).
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from typing import Mapping

from gguf import GGUFValueType

from playground.modelfile.header import DEFAULT_ALIGNMENT, _Cursor, _read_value, parse_header

_FMT = {
    GGUFValueType.UINT8: "<B", GGUFValueType.INT8: "<b", GGUFValueType.UINT16: "<H",
    GGUFValueType.INT16: "<h", GGUFValueType.UINT32: "<I", GGUFValueType.INT32: "<i",
    GGUFValueType.FLOAT32: "<f", GGUFValueType.BOOL: "<?", GGUFValueType.UINT64: "<Q",
    GGUFValueType.INT64: "<q", GGUFValueType.FLOAT64: "<d",
}


@dataclass(frozen=True)
class Typed:
    """A value with an explicit GGUF type (``item`` is the item type of an array)."""

    vtype: GGUFValueType
    value: object
    item: GGUFValueType | None = None


DELETE = object()


def _infer(value: object) -> Typed:
    if isinstance(value, Typed):
        return value
    if isinstance(value, bool):
        return Typed(GGUFValueType.BOOL, value)
    if isinstance(value, int):
        if 0 <= value < 2**32:
            return Typed(GGUFValueType.UINT32, value)
        if -(2**31) <= value < 0:
            return Typed(GGUFValueType.INT32, value)
        return Typed(GGUFValueType.UINT64 if value >= 0 else GGUFValueType.INT64, value)
    if isinstance(value, float):
        return Typed(GGUFValueType.FLOAT32, value)
    if isinstance(value, (str, bytes)):
        return Typed(GGUFValueType.STRING, value)
    if isinstance(value, list):
        item = _infer(value[0]).vtype if value else GGUFValueType.INT32
        if any(isinstance(v, int) and not isinstance(v, bool) and not 0 <= v < 2**32 for v in value):
            item = GGUFValueType.INT64
        if item == GGUFValueType.UINT32 and any(isinstance(v, int) and v < 0 for v in value):
            item = GGUFValueType.INT32
        return Typed(GGUFValueType.ARRAY, value, item)
    raise TypeError(f"cannot encode {value!r}")


def _encode_string(s: str | bytes) -> bytes:
    raw = s if isinstance(s, bytes) else s.encode("utf-8", "surrogatepass")
    return struct.pack("<Q", len(raw)) + raw


def _encode_value(vtype: GGUFValueType, value: object, item: GGUFValueType | None) -> bytes:
    if vtype in _FMT:
        fmt = _FMT[vtype]
        if fmt in ("<f", "<d"):
            return struct.pack(fmt, float(value))  # type: ignore[arg-type]
        return struct.pack(fmt, value)
    if vtype == GGUFValueType.STRING:
        return _encode_string(value)  # type: ignore[arg-type]
    if vtype == GGUFValueType.ARRAY:
        assert isinstance(value, list) and item is not None
        out = struct.pack("<IQ", int(item), len(value))
        for v in value:
            inner = _infer(v) if item == GGUFValueType.ARRAY else None
            out += _encode_value(item, inner.value if inner else v, inner.item if inner else None)
        return out
    raise TypeError(f"value type {vtype}")


def encode_kv(key: str, value: object) -> bytes:
    t = _infer(value)
    return _encode_string(key) + struct.pack("<I", int(t.vtype)) + _encode_value(t.vtype, t.value, t.item)


def rewrite_metadata(data: bytes, edits: Mapping[str, object]) -> bytes:
    """``data`` with metadata ``edits`` applied: a value replaces or adds the key, ``DELETE`` drops it.

    A plain int or float replacing an existing scalar keeps that key's GGUF type when it fits,
    so ``{"qwen35moe.block_count": 0}`` stays a uint32 as the converter wrote it.
    """
    header = parse_header(data)
    cur = _Cursor(data)
    cur.take(4 + 4)
    n_tensors, n_kv = struct.unpack("<QQ", cur.take(16))
    kvs: list[tuple[str, bytes, int]] = []  # key, raw bytes, value type
    for _ in range(n_kv):
        start = cur.pos
        key = cur.string()
        vtype = cur.unpack("<I")
        _read_value(cur, vtype)  # type: ignore[arg-type]
        kvs.append((key, bytes(data[start : cur.pos]), vtype))  # type: ignore[arg-type]
    tensor_infos = bytes(data[cur.pos : header.header_size])
    tensor_data = bytes(data[header.data_offset :])

    out_kvs: list[bytes] = []
    done: set[str] = set()
    for key, raw, vtype in kvs:
        if key not in edits:
            out_kvs.append(raw)
            continue
        done.add(key)
        new = edits[key]
        if new is DELETE:
            continue
        if isinstance(new, (int, float)) and not isinstance(new, bool) and GGUFValueType(vtype) in _FMT:
            vt, raw_value = _fit(GGUFValueType(vtype), new)
            out_kvs.append(_encode_string(key) + struct.pack("<I", int(vt)) + raw_value)
        else:
            out_kvs.append(encode_kv(key, new))
    for key, new in edits.items():
        if key not in done and new is not DELETE:
            out_kvs.append(encode_kv(key, new))

    head = b"GGUF" + struct.pack("<IQQ", header.version, n_tensors, len(out_kvs)) + b"".join(out_kvs) + tensor_infos
    alignment = _alignment(edits, header.metadata)
    pad = (-len(head)) % alignment
    return head + b"\0" * pad + tensor_data


def _fit(vtype: GGUFValueType, value: int | float) -> tuple[GGUFValueType, bytes]:
    """Encode ``value`` as ``vtype`` if it fits, else as a 64-bit type that holds it."""
    fmt = _FMT[vtype]
    if fmt in ("<f", "<d"):
        return vtype, struct.pack(fmt, float(value))
    if isinstance(value, float):
        return GGUFValueType.FLOAT32, struct.pack("<f", value)
    try:
        return vtype, struct.pack(fmt, value)
    except struct.error:
        if value >= 0:
            return GGUFValueType.UINT64, struct.pack("<Q", min(value, 2**64 - 1))
        return GGUFValueType.INT64, struct.pack("<q", max(value, -(2**63)))


def _alignment(edits: Mapping[str, object], meta: Mapping[str, object]) -> int:
    a = edits.get("general.alignment", meta.get("general.alignment", DEFAULT_ALIGNMENT))
    if isinstance(a, Typed):
        a = a.value
    # A huge or invalid alignment is written as asked but padded as usual: the file then
    # disagrees with itself, which is one more thing the reader must refuse cleanly.
    return a if isinstance(a, int) and 0 < a <= 1 << 16 and not a & (a - 1) else DEFAULT_ALIGNMENT
