"""A bounded, pure-Python reader for GGUF headers.

Why not ``gguf.GGUFReader``: it needs a whole file on disk (so it cannot read a
remote prefix fetched with a Range request), it materialises every tokenizer
string (hundreds of thousands for a Qwen vocabulary), and on a truncated file it
fails deep inside numpy. This reader walks the header once, keeps scalars and
small arrays, records only the type and length of large arrays, and refuses
absurd counts before allocating anything, so garbage bytes give a clear error
instead of a crash or a multi-gigabyte allocation. Type tables come from the
``gguf`` package so new quant types need no change here.
"""

from __future__ import annotations

import hashlib
import struct
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO, Union

from gguf import GGML_QUANT_SIZES, GGMLQuantizationType, GGUFValueType

from playground.errors import InvalidModelFileError

GGUF_MAGIC = b"GGUF"
SUPPORTED_VERSIONS = (2, 3)
DEFAULT_ALIGNMENT = 32

# Sanity bounds: far above any real model, far below what garbage bytes decode to.
MAX_TENSORS = 1_000_000
MAX_KV = 100_000
MAX_STRING = 64 * 1024 * 1024
MAX_ARRAY = 1 << 28
# Strings are walked one by one in Python: bound their count so a crafted header cannot
# keep the reader busy for minutes (the largest real vocabularies hold ~262k tokens).
MAX_STRING_ARRAY = 1 << 22
MAX_NESTED_ARRAY = 1 << 16
MAX_DIMS = 4  # GGML_MAX_DIMS: llama.cpp refuses tensors with more
MAX_ELEMENTS = (1 << 63) - 1  # ggml counts elements (and bytes) in int64
# Arrays longer than this are not kept in memory, only described.
KEEP_ARRAY_MAX = 4096

_SCALAR_FORMATS: dict[int, str] = {
    GGUFValueType.UINT8: "<B",
    GGUFValueType.INT8: "<b",
    GGUFValueType.UINT16: "<H",
    GGUFValueType.INT16: "<h",
    GGUFValueType.UINT32: "<I",
    GGUFValueType.INT32: "<i",
    GGUFValueType.FLOAT32: "<f",
    GGUFValueType.BOOL: "<?",
    GGUFValueType.UINT64: "<Q",
    GGUFValueType.INT64: "<q",
    GGUFValueType.FLOAT64: "<d",
}


class NeedMoreData(Exception):
    """The buffer ended inside the header; ``needed`` is a byte count that would suffice to go on."""

    def __init__(self, needed: int) -> None:
        super().__init__(f"GGUF header needs at least {needed} bytes")
        self.needed = needed


@dataclass(frozen=True)
class ArraySummary:
    """A large metadata array that was skipped rather than decoded.

    Numeric arrays carry their range (and whether every float is finite) so checks such
    as "token types are all valid" work on a 248k-token vocabulary without keeping it.
    """

    item_type: int
    length: int
    minimum: float | None = None
    maximum: float | None = None
    all_finite: bool = True


@dataclass(frozen=True)
class StringArrayStats:
    """What the hyperparameter checks need to know about a string array, kept or skipped.

    llama.cpp aborts on a vocabulary with repeated token strings, and its BPE code throws
    from places that cannot throw on invalid UTF-8, so both are counted on the raw bytes
    while walking the array (a kept array is decoded with replacement characters).
    """

    count: int
    duplicates: int  # items equal to an earlier item
    first_duplicate: int  # index of the first repeated item, -1 if none
    invalid_utf8: int  # items that are not valid UTF-8
    first_invalid: int  # index of the first such item, -1 if none
    byte_tokens: int = 0  # distinct "<0xNN>" items (SentencePiece byte fallback tokens)


@dataclass(frozen=True)
class TensorInfo:
    name: str
    shape: tuple[int, ...]
    ggml_type: int
    offset: int  # relative to the start of the data section

    @property
    def n_elements(self) -> int:
        n = 1
        for d in self.shape:
            n *= d
        return n

    @property
    def type_name(self) -> str:
        try:
            return GGMLQuantizationType(self.ggml_type).name
        except ValueError:
            return f"type{self.ggml_type}"

    @property
    def n_bytes(self) -> int:
        return tensor_nbytes(self.ggml_type, self.shape)


@dataclass
class GGUFHeader:
    version: int
    metadata: dict[str, object]
    tensors: list[TensorInfo]
    header_size: int  # bytes up to the start of tensor infos' end (unaligned)
    data_offset: int  # aligned start of the data section
    header_sha256: str = ""
    file_size: int | None = None
    # key -> (GGUF value type, item type for arrays else None): llama.cpp is strict about both
    value_types: dict[str, tuple[int, int | None]] = field(default_factory=dict)
    string_arrays: dict[str, StringArrayStats] = field(default_factory=dict)
    _by_name: dict[str, TensorInfo] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        self._by_name = {t.name: t for t in self.tensors}

    @property
    def architecture(self) -> str | None:
        arch = self.metadata.get("general.architecture")
        return arch if isinstance(arch, str) else None

    def arch_value(self, key: str, default: object = None) -> object:
        """Metadata value under ``{architecture}.{key}``."""
        return self.metadata.get(f"{self.architecture}.{key}", default)

    def tensor(self, name: str) -> TensorInfo | None:
        return self._by_name.get(name)

    @property
    def data_size(self) -> int:
        """Bytes the data section must span for every tensor to be present."""
        if not self.tensors:
            return 0
        return max(t.offset + t.n_bytes for t in self.tensors)

    @property
    def expected_file_size(self) -> int:
        return self.data_offset + self.data_size


def tensor_nbytes(ggml_type: int, shape: tuple[int, ...]) -> int:
    try:
        block, type_size = GGML_QUANT_SIZES[GGMLQuantizationType(ggml_type)]
    except (ValueError, KeyError):
        raise InvalidModelFileError(f"unknown tensor type id {ggml_type}") from None
    n = 1
    for d in shape:
        n *= d
    if shape and shape[0] % block:
        raise InvalidModelFileError(
            f"tensor row of {shape[0]} elements is not a multiple of the {block}-element block"
        )
    return n // block * type_size


class _Cursor:
    def __init__(self, buf: Union[bytes, memoryview]) -> None:
        self.buf = memoryview(buf)
        self.pos = 0

    def take(self, n: int) -> memoryview:
        end = self.pos + n
        if end > len(self.buf):
            raise NeedMoreData(end)
        out = self.buf[self.pos : end]
        self.pos = end
        return out

    def unpack(self, fmt: str) -> object:
        size = struct.calcsize(fmt)
        return struct.unpack(fmt, self.take(size))[0]

    def string(self) -> str:
        n = self.unpack("<Q")
        assert isinstance(n, int)
        if n > MAX_STRING:
            raise InvalidModelFileError(f"corrupt GGUF header: string of {n} bytes")
        raw = bytes(self.take(n))
        try:
            return raw.decode("utf-8")
        except UnicodeDecodeError:
            return raw.decode("utf-8", errors="replace")

    def skip(self, n: int) -> None:
        self.take(n)


def _numeric_summary(item_type: int, fmt: str, raw: memoryview, count: int) -> ArraySummary:
    import numpy as np

    arr = np.frombuffer(raw, dtype=np.dtype(fmt.replace("?", "b1")))
    if arr.dtype.kind == "f":
        finite = np.isfinite(arr)
        all_finite = bool(finite.all())
        arr = arr[finite]
    else:
        all_finite = True
    if not arr.size:
        return ArraySummary(item_type, count, all_finite=all_finite)
    return ArraySummary(item_type, count, float(arr.min()), float(arr.max()), all_finite)


def _is_hex_byte(two: bytes) -> bool:
    return len(two) == 2 and all(c in b"0123456789ABCDEF" for c in two)


def _read_string_array(cur: _Cursor, count: int) -> tuple[object, StringArrayStats]:
    if count > MAX_STRING_ARRAY:
        raise InvalidModelFileError(f"corrupt GGUF header: array of {count} strings")
    keep = count <= KEEP_ARRAY_MAX
    items: list[str] = []
    seen: set[bytes] = set()
    duplicates = invalid = byte_tokens = 0
    first_duplicate = first_invalid = -1
    for i in range(count):
        n = cur.unpack("<Q")
        assert isinstance(n, int)
        if n > MAX_STRING:
            raise InvalidModelFileError(f"corrupt GGUF header: string of {n} bytes")
        raw = bytes(cur.take(n))
        if raw in seen:
            duplicates += 1
            if first_duplicate < 0:
                first_duplicate = i
        else:
            seen.add(raw)
            if n == 6 and raw[:3] == b"<0x" and raw[5:] == b">":
                byte_tokens += _is_hex_byte(raw[3:5])
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            invalid += 1
            if first_invalid < 0:
                first_invalid = i
            text = raw.decode("utf-8", errors="replace")
        if keep:
            items.append(text)
    stats = StringArrayStats(count, duplicates, first_duplicate, invalid, first_invalid, byte_tokens)
    return (items if keep else ArraySummary(GGUFValueType.STRING, count)), stats


def _read_value(cur: _Cursor, vtype: int, *, depth: int = 0,
                stats: dict[str, StringArrayStats] | None = None, key: str = "") -> object:
    fmt = _SCALAR_FORMATS.get(vtype)
    if fmt is not None:
        return cur.unpack(fmt)
    if vtype == GGUFValueType.STRING:
        return cur.string()
    if vtype == GGUFValueType.ARRAY:
        item_type = cur.unpack("<I")
        count = cur.unpack("<Q")
        assert isinstance(item_type, int) and isinstance(count, int)
        if count > MAX_ARRAY:
            raise InvalidModelFileError(f"corrupt GGUF header: array of {count} items")
        item_fmt = _SCALAR_FORMATS.get(item_type)
        if item_fmt is not None:
            size = struct.calcsize(item_fmt)
            raw = cur.take(size * count)
            if count > KEEP_ARRAY_MAX:
                return _numeric_summary(item_type, item_fmt, raw, count)
            return list(struct.unpack(f"<{count}{item_fmt[1]}", raw))
        if item_type == GGUFValueType.STRING:
            value, st = _read_string_array(cur, count)
            if stats is not None and depth == 0:
                stats[key] = st
            return value
        if item_type == GGUFValueType.ARRAY:
            # No model uses arrays of arrays beyond one level; deeper nesting is garbage
            # (and would recurse once per 12 bytes of a crafted file).
            if depth >= 1 or count > MAX_NESTED_ARRAY:
                raise InvalidModelFileError(f"corrupt GGUF header: nested array of {count} arrays")
            items = [_read_value(cur, GGUFValueType.ARRAY, depth=depth + 1) for _ in range(count)]
            return items if count <= KEEP_ARRAY_MAX else ArraySummary(item_type, count)
        raise InvalidModelFileError(f"corrupt GGUF header: array item type {item_type}")
    raise InvalidModelFileError(f"corrupt GGUF header: value type {vtype}")


def parse_header(buf: Union[bytes, memoryview], *, source: str = "file") -> GGUFHeader:
    """Parse a GGUF header from the first bytes of a file.

    Raises :class:`NeedMoreData` when ``buf`` ends inside the header (callers
    reading a remote prefix fetch more and retry), and
    :class:`InvalidModelFileError` when the bytes are not a GGUF header.
    """
    cur = _Cursor(buf)
    if len(buf) < 4:
        raise NeedMoreData(24)
    magic = bytes(cur.take(4))
    if magic != GGUF_MAGIC:
        raise InvalidModelFileError(f"{source} is not a GGUF file (starts with {magic!r}, expected b'GGUF')")
    version = cur.unpack("<I")
    assert isinstance(version, int)
    if version not in SUPPORTED_VERSIONS:
        if version & 0xFFFF == 0 and version > 0xFFFF:
            raise InvalidModelFileError(f"{source} is a big-endian GGUF; only little-endian files are supported")
        raise InvalidModelFileError(f"{source} has GGUF version {version}; supported versions are 2 and 3")
    n_tensors = cur.unpack("<Q")
    n_kv = cur.unpack("<Q")
    assert isinstance(n_tensors, int) and isinstance(n_kv, int)
    if n_tensors > MAX_TENSORS or n_kv > MAX_KV:
        raise InvalidModelFileError(
            f"{source} has a corrupt GGUF header ({n_tensors} tensors, {n_kv} metadata keys)"
        )

    metadata: dict[str, object] = {}
    value_types: dict[str, tuple[int, int | None]] = {}
    string_arrays: dict[str, StringArrayStats] = {}
    for _ in range(n_kv):
        key = cur.string()
        vtype = cur.unpack("<I")
        assert isinstance(vtype, int)
        item_type = None
        if vtype == GGUFValueType.ARRAY and len(cur.buf) >= cur.pos + 4:
            item_type = struct.unpack_from("<I", cur.buf, cur.pos)[0]
        if key in metadata:
            raise InvalidModelFileError(f"{source}: metadata key {key!r} appears twice")
        if not key:
            raise InvalidModelFileError(f"{source}: a metadata key is empty")
        metadata[key] = _read_value(cur, vtype, stats=string_arrays, key=key)
        value_types[key] = (vtype, item_type)

    tensors: list[TensorInfo] = []
    tensor_names: set[str] = set()
    for _ in range(n_tensors):
        name = cur.string()
        if name in tensor_names:
            raise InvalidModelFileError(f"{source}: tensor {name!r} appears twice")
        tensor_names.add(name)
        n_dims = cur.unpack("<I")
        assert isinstance(n_dims, int)
        if not 1 <= n_dims <= MAX_DIMS:
            raise InvalidModelFileError(f"{source}: tensor {name!r} has {n_dims} dimensions; "
                                        f"llama.cpp reads tensors of 1 to {MAX_DIMS}")
        dims = tuple(int(cur.unpack("<Q")) for _ in range(n_dims))  # type: ignore[call-overload]
        _check_dims(source, name, dims)
        ggml_type = cur.unpack("<I")
        offset = cur.unpack("<Q")
        assert isinstance(ggml_type, int) and isinstance(offset, int)
        info = TensorInfo(name, dims, ggml_type, offset)
        try:
            _ = info.n_bytes  # an unknown type or a ragged row is refused here, by name
        except InvalidModelFileError as e:
            raise InvalidModelFileError(f"{source}: tensor {name!r}: {e}") from None
        tensors.append(info)

    header_size = cur.pos
    alignment = metadata.get("general.alignment", DEFAULT_ALIGNMENT)
    if not isinstance(alignment, int) or alignment <= 0 or alignment & (alignment - 1):
        raise InvalidModelFileError(f"{source}: invalid general.alignment {alignment!r}")
    if "general.alignment" in value_types and value_types["general.alignment"][0] != GGUFValueType.UINT32:
        # llama.cpp reads it with gguf_get_val_u32, which asserts the type (an abort, not an error)
        raise InvalidModelFileError(f"{source}: general.alignment is stored as "
                                    f"{_type_name(value_types['general.alignment'][0])}; GGUF requires uint32")
    _check_layout(source, tensors, alignment)
    data_offset = (header_size + alignment - 1) // alignment * alignment
    digest = hashlib.sha256(bytes(cur.buf[:header_size])).hexdigest()
    return GGUFHeader(
        version=version,
        metadata=metadata,
        tensors=tensors,
        header_size=header_size,
        data_offset=data_offset,
        header_sha256=digest,
        value_types=value_types,
        string_arrays=string_arrays,
    )


def _type_name(vtype: int) -> str:
    try:
        return GGUFValueType(vtype).name.lower()
    except ValueError:
        return f"type {vtype}"


def _check_dims(source: str, name: str, dims: tuple[int, ...]) -> None:
    """Every dimension at least 1, and the element count within ggml's int64 (llama.cpp refuses
    the rest; Python must not size anything from them either)."""
    n = 1
    for d in dims:
        if d < 1 or d > MAX_ELEMENTS:
            raise InvalidModelFileError(f"{source}: tensor {name!r} has shape {list(dims)}; "
                                        "every dimension must be between 1 and 2^63-1")
        n *= d
    if n > MAX_ELEMENTS:
        raise InvalidModelFileError(f"{source}: tensor {name!r} has shape {list(dims)}: "
                                    f"{n:.3g} elements overflow a 64-bit count")


def _check_layout(source: str, tensors: list[TensorInfo], alignment: int) -> None:
    """Tensors lie back to back in table order, each padded to the alignment: what llama.cpp's
    GGUF reader demands (it refuses any other offset), so offsets out of the file, overlapping,
    misaligned or out of order are named here, by tensor, before anything reads the data."""
    expected = 0
    for t in tensors:
        if t.offset != expected:
            how = "is not aligned" if t.offset % alignment else (
                "overlaps the tensor before it" if t.offset < expected else "leaves a gap after the tensor before it")
            raise InvalidModelFileError(
                f"{source}: tensor {t.name!r} starts at data offset {t.offset:,} but the tensors before it end at "
                f"{expected:,} ({how}); the tensor table is corrupt")
        expected += (t.n_bytes + alignment - 1) // alignment * alignment


def read_header(path: Path, *, chunk: int = 8 * 1024 * 1024) -> GGUFHeader:
    """Read the header of a local GGUF file, growing the read until it is complete."""
    with open(path, "rb") as f:
        return read_header_from(f, source=str(path), chunk=chunk)


def read_header_from(f: BinaryIO, *, source: str, chunk: int = 8 * 1024 * 1024) -> GGUFHeader:
    f.seek(0, 2)
    size = f.tell()
    f.seek(0)
    want = min(chunk, size)
    buf = f.read(want)
    while True:
        try:
            header = parse_header(buf, source=source)
        except NeedMoreData as e:
            if len(buf) >= size:
                raise InvalidModelFileError(
                    f"{source} is truncated inside its GGUF header ({size} bytes)"
                ) from None
            want = min(size, max(e.needed, len(buf) * 2))
            buf += f.read(want - len(buf))
            continue
        header.file_size = size
        return header
