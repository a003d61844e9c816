"""Take a GGUF file apart into its sections and put it back together, changed.

``ggufedit.rewrite_metadata`` changes metadata values; the second hostile round also needs
to break the file's *structure*: the header counts, the version, the tensor-info table
(dimension counts, dimensions, type ids, offsets, names), the alignment padding and the
data section. :class:`GGUFParts` holds each section as plain Python values (metadata entries
as their raw bytes) so a mutation is a small edit followed by :meth:`GGUFParts.build`.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field, replace

from playground.modelfile.header import DEFAULT_ALIGNMENT, _Cursor, _read_value, parse_header


@dataclass
class RawTensor:
    name: bytes
    dims: list[int]
    ggml_type: int
    offset: int
    n_dims: int | None = None  # written instead of len(dims) when set (a lying count)

    def encode(self) -> bytes:
        n_dims = len(self.dims) if self.n_dims is None else self.n_dims
        out = struct.pack("<Q", len(self.name)) + self.name + struct.pack("<I", n_dims & 0xFFFFFFFF)
        out += b"".join(struct.pack("<Q", d & 0xFFFFFFFFFFFFFFFF) for d in self.dims)
        return out + struct.pack("<IQ", self.ggml_type & 0xFFFFFFFF, self.offset & 0xFFFFFFFFFFFFFFFF)


@dataclass
class GGUFParts:
    version: int
    kvs: list[tuple[str, bytes]]  # key, the whole entry's bytes (key, type, value)
    tensors: list[RawTensor]
    data: bytes
    alignment: int = DEFAULT_ALIGNMENT  # used for the padding written before the data
    n_tensors: int | None = None  # written instead of len(tensors) when set
    n_kv: int | None = None
    extra: dict[str, int] = field(default_factory=dict)

    @classmethod
    def parse(cls, data: bytes) -> "GGUFParts":
        header = parse_header(data)
        cur = _Cursor(data)
        cur.take(8)
        n_tensors, n_kv = struct.unpack("<QQ", cur.take(16))
        kvs: list[tuple[str, bytes]] = []
        for _ in range(n_kv):
            start = cur.pos
            key = cur.string()
            vtype = cur.unpack("<I")
            _read_value(cur, vtype)  # type: ignore[arg-type]
            kvs.append((key, bytes(data[start:cur.pos])))
        tensors: list[RawTensor] = []
        for _ in range(n_tensors):
            (n,) = struct.unpack("<Q", cur.take(8))
            name = bytes(cur.take(n))
            (nd,) = struct.unpack("<I", cur.take(4))
            dims = list(struct.unpack(f"<{nd}Q", cur.take(8 * nd)))
            ggml_type, offset = struct.unpack("<IQ", cur.take(12))
            tensors.append(RawTensor(name, dims, ggml_type, offset))
        align = header.metadata.get("general.alignment", DEFAULT_ALIGNMENT)
        return cls(header.version, kvs, tensors, bytes(data[header.data_offset:]),
                   align if isinstance(align, int) else DEFAULT_ALIGNMENT)

    def copy(self) -> "GGUFParts":
        return replace(self, kvs=list(self.kvs), tensors=[replace(t, dims=list(t.dims)) for t in self.tensors],
                       extra=dict(self.extra))

    def tensor(self, name: str) -> RawTensor:
        for t in self.tensors:
            if t.name == name.encode():
                return t
        raise KeyError(name)

    def head(self) -> bytes:
        """Everything before the alignment padding."""
        n_tensors = len(self.tensors) if self.n_tensors is None else self.n_tensors
        n_kv = len(self.kvs) if self.n_kv is None else self.n_kv
        out = b"GGUF" + struct.pack("<IQQ", self.version & 0xFFFFFFFF, n_tensors, n_kv)
        out += b"".join(raw for _, raw in self.kvs)
        return out + b"".join(t.encode() for t in self.tensors)

    def build(self) -> bytes:
        head = self.head()
        align = self.alignment if 0 < self.alignment <= 1 << 20 else DEFAULT_ALIGNMENT
        return head + b"\0" * ((-len(head)) % align) + self.data

    def boundaries(self) -> dict[str, int]:
        """Byte offsets where each section (and each metadata entry / tensor info) starts."""
        marks = {"version": 4, "n_tensors": 8, "n_kv": 16, "kv[0]": 24}
        pos = 24
        for i, (_, raw) in enumerate(self.kvs):
            pos += len(raw)
            marks[f"kv[{i + 1}]"] = pos
        marks["tensor_info[0]"] = pos
        for i, t in enumerate(self.tensors):
            pos += len(t.encode())
            marks[f"tensor_info[{i + 1}]"] = pos
        marks["padding"] = pos
        marks["data"] = len(self.build()) - len(self.data)
        return marks


def retype(data: bytes, changes: dict[str, int]) -> bytes:
    """``data`` (an F32 GGUF) with the named tensors converted to other ggml types, for real:
    their bytes are quantized with gguf-py and every offset after them is laid out again, so
    the file is valid GGUF and only the type choice is under test."""
    import numpy as np
    from gguf import GGMLQuantizationType
    from gguf.quants import quantize

    p = GGUFParts.parse(data)
    chunks: list[bytes] = []
    pos = 0
    for t in p.tensors:
        raw = p.data[t.offset:t.offset + 4 * _count(t.dims)]
        new_type = changes.get(t.name.decode())
        if new_type is not None:
            arr = np.frombuffer(raw, dtype=np.float32).reshape(list(reversed(t.dims)))
            qt = GGMLQuantizationType(new_type)
            if qt in (GGMLQuantizationType.I8, GGMLQuantizationType.I16, GGMLQuantizationType.I32,
                      GGMLQuantizationType.I64, GGMLQuantizationType.F64):
                dtype = {24: np.int8, 25: np.int16, 26: np.int32, 27: np.int64, 28: np.float64}[new_type]
                raw = arr.astype(dtype).tobytes()
            else:
                raw = quantize(arr, qt).tobytes()
            t.ggml_type = new_type
        t.offset = pos
        raw += b"\0" * ((-len(raw)) % p.alignment)
        chunks.append(raw)
        pos += len(raw)
    p.data = b"".join(chunks)
    return p.build()


def _count(dims: list[int]) -> int:
    n = 1
    for d in dims:
        n *= d
    return n
