"""Check a GGUF file in Python before llama.cpp sees it.

llama.cpp aborts the process on some malformed inputs and reads past the end
of truncated files through mmap (SIGBUS). Everything that can be checked from
the header is checked here: it is a file, it is GGUF, every tensor lies inside
the file, the architecture is one the pinned runtime knows, and for the
Qwen3.5 MoE family every tensor the loader requires is present. It also spots
the known community-upload defect (an MTP layer counted in block_count whose
tensors were dropped) and returns the kv overrides that fix it at load time.
Every hyperparameter llama.cpp would trust is checked by :mod:`playground.modelfile.hparams`
(with those overrides applied), so a crafted header is a one-line error, never an abort.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from pathlib import Path

from gguf import GGMLQuantizationType, LlamaFileType

from playground.errors import InvalidModelFileError, UnsupportedModelError
from playground.modelfile.header import GGUFHeader, TensorInfo, read_header
from playground.modelfile.archs import KNOWN_ARCHITECTURES
from playground.modelfile.hparams import MAX_LAYERS, check_hparams

SPLIT_RE = re.compile(r"^(?P<stem>.*)-(?P<idx>\d{5})-of-(?P<count>\d{5})\.gguf$")
_BLOCK_RE = re.compile(r"^blk\.(\d+)\.")

# Architectures built on the Qwen3.5 hybrid block (Gated DeltaNet + gated attention).
QWEN35_FAMILY = frozenset({"qwen35moe", "qwen35"})

KvOverride = bool | int | float | str


@dataclass
class ModelFileInfo:
    """What the header says about a model file (all shards together for a split model)."""

    path: Path
    shards: list[Path]
    header: GGUFHeader  # of the first shard; holds the metadata
    architecture: str
    file_size: int  # all shards
    tensor_count: int
    tensor_bytes: int
    tensor_types: dict[str, int]  # type name -> number of tensors
    block_count: int
    layers_present: int
    kv_overrides: dict[str, KvOverride] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)

    @property
    def name(self) -> str:
        name = self.header.metadata.get("general.name")
        return name if isinstance(name, str) and name else self.path.stem

    @property
    def quant_type(self) -> str:
        """llama.cpp's file-type name (Q4_K_M, Q8_0, F32 ...) or the dominant tensor type."""
        ftype = self.header.metadata.get("general.file_type")
        if isinstance(ftype, int):
            try:
                name = LlamaFileType(ftype).name
                return name.removeprefix("MOSTLY_").removeprefix("ALL_")
            except ValueError:
                pass
        return max(self.tensor_types, key=self.tensor_types.__getitem__) if self.tensor_types else "unknown"

    @property
    def identity(self) -> str:
        """Stable id of the model's contents: sha256 of the first shard's header bytes."""
        return self.header.header_sha256

    @property
    def chat_template(self) -> str | None:
        tpl = self.header.metadata.get("tokenizer.chat_template")
        return tpl if isinstance(tpl, str) else None

    def arch_int(self, key: str, default: int = 0) -> int:
        """An integer hyperparameter as llama.cpp will see it (load-time overrides win)."""
        value = self.kv_overrides.get(f"{self.architecture}.{key}", self.header.arch_value(key, default))
        if isinstance(value, float) and not math.isfinite(value):
            return default
        return int(value) if isinstance(value, (int, float)) else default


def split_shards(path: Path) -> list[Path]:
    """All shard paths of a split model given any one of them (or just [path])."""
    m = SPLIT_RE.match(path.name)
    if not m:
        return [path]
    count = int(m["count"])
    return [path.with_name(f"{m['stem']}-{i:05d}-of-{count:05d}.gguf") for i in range(1, count + 1)]


def _check_path(path: Path) -> int:
    if not path.exists():
        raise InvalidModelFileError(f"model file not found: {path}")
    if path.is_dir():
        raise InvalidModelFileError(f"{path} is a directory; give the path of a .gguf file")
    if not path.is_file():
        raise InvalidModelFileError(f"{path} is not a regular file")
    size = path.stat().st_size
    if size == 0:
        raise InvalidModelFileError(f"{path} is empty")
    return size


def _read_shard(path: Path) -> GGUFHeader:
    size = _check_path(path)
    try:
        header = read_header(path)
    except OSError as e:
        raise InvalidModelFileError(f"cannot read {path}: {e.strerror or e}") from None
    if header.expected_file_size > size:
        raise InvalidModelFileError(
            f"{path} is truncated: its header describes {header.expected_file_size:,} bytes "
            f"but the file has {size:,} (an interrupted download? fetch it again)"
        )
    return header


def inspect_model_file(path: str | Path) -> ModelFileInfo:
    """Validate ``path`` (and its sibling shards) and describe it. Never touches native code."""
    path = Path(path).expanduser()
    _check_path(path)
    shards = split_shards(path)
    headers = [_read_shard(p) for p in shards]
    first = headers[0]
    arch = first.architecture
    if arch is None:
        raise UnsupportedModelError(f"{path} has no general.architecture; it is not a language model GGUF")
    if arch not in KNOWN_ARCHITECTURES:
        raise UnsupportedModelError(
            f"{path} has architecture {arch!r}, which the installed llama.cpp does not support"
        )
    split_count = first.metadata.get("split.count")
    if isinstance(split_count, int) and split_count > 1 and len(shards) == 1:
        raise InvalidModelFileError(
            f"{path} is shard 1 of {split_count} but its name lacks the -0000N-of-0000M pattern"
        )

    tensor_types: dict[str, int] = {}
    by_name: dict[str, TensorInfo] = {}
    tensor_bytes = 0
    for h in headers:
        for t in h.tensors:
            by_name[t.name] = t
            tensor_types[t.type_name] = tensor_types.get(t.type_name, 0) + 1
            tensor_bytes += t.n_bytes

    names = set(by_name)
    block_count = first.arch_value("block_count", 0)
    block_count = int(block_count) if isinstance(block_count, int) and not isinstance(block_count, bool) else 0
    layer_ids = {int(m.group(1)) for n in names if (m := _BLOCK_RE.match(n))}
    layers_present = max(layer_ids) + 1 if layer_ids else 0

    info = ModelFileInfo(
        path=path,
        shards=shards,
        header=first,
        architecture=arch,
        file_size=sum(p.stat().st_size for p in shards),
        tensor_count=len(names),
        tensor_bytes=tensor_bytes,
        tensor_types=tensor_types,
        block_count=block_count,
        layers_present=layers_present,
    )
    if "token_embd.weight" not in names:
        raise UnsupportedModelError(f"{path} has no token_embd.weight tensor; it is incomplete")
    _check_tensor_types(path, by_name)
    _fix_missing_mtp_layers(info, names)
    # Every hyperparameter llama.cpp trusts, against the tensors (after the MTP fix, which
    # changes what llama.cpp will see). Counts are bounded here before anything below
    # builds a per-layer list from them.
    check_hparams(first, by_name, source=str(path), overrides=info.kv_overrides)
    if arch in QWEN35_FAMILY:
        _check_qwen35_tensors(info, names)
    return info


# ggml types llama.cpp never computes with as weights: its CPU kernels have no float/quantized
# path for them, and a norm stored as I32 ends in "binary_op: unsupported types" (SIGABRT).
_NON_WEIGHT_TYPES = frozenset({GGMLQuantizationType.I8, GGMLQuantizationType.I16, GGMLQuantizationType.I32,
                               GGMLQuantizationType.I64, GGMLQuantizationType.F64})


def must_be_f32(t: TensorInfo) -> bool:
    """Tensors llama.cpp's converter and quantizer always keep in F32 (vectors, norms, biases and
    other non-``weight`` tensors, the SSM convolution): its element-wise kernels take only F32
    there, so a valid file holding one as F16, BF16 or Q8_0 still aborts at the first decode."""
    dims = [d for d in t.shape]
    while len(dims) > 1 and dims[-1] == 1:
        dims.pop()
    if "ffn_gate_inp" in t.name:
        return False  # a router (also a 1-D shared-expert gate) feeds a matrix product: any type works
    return (len(dims) == 1 or not t.name.endswith("weight") or t.name.endswith("norm.weight")
            or ".ssm_conv1d." in t.name)


def _check_tensor_types(path: Path, tensors: dict[str, TensorInfo]) -> None:
    for t in tensors.values():
        if t.ggml_type in _NON_WEIGHT_TYPES:
            raise InvalidModelFileError(f"{path}: tensor {t.name} is stored as {t.type_name}, which llama.cpp "
                                        "cannot compute with (model weights are float or quantized)")
    for t in tensors.values():
        if t.ggml_type != GGMLQuantizationType.F32 and must_be_f32(t):
            raise InvalidModelFileError(
                f"{path}: tensor {t.name} is stored as {t.type_name}; llama.cpp needs it in F32 (vectors, norms, "
                "biases and convolutions stay F32 in every converted or quantized model)")


def _fix_missing_mtp_layers(info: ModelFileInfo, names: set[str]) -> None:
    """Detect block_count counting MTP layers whose tensors are absent, and override it."""
    arch = info.architecture
    nextn = info.arch_int("nextn_predict_layers", 0)
    if nextn <= 0 or info.layers_present >= info.block_count:
        return
    missing = info.block_count - info.layers_present
    if missing != nextn:
        return
    info.kv_overrides[f"{arch}.block_count"] = info.layers_present
    info.kv_overrides[f"{arch}.nextn_predict_layers"] = 0
    info.block_count = info.layers_present
    info.notes.append(
        f"header counts {info.layers_present + missing} blocks incl. {nextn} MTP layer(s) whose tensors "
        f"are missing; loading with block_count={info.layers_present}, nextn_predict_layers=0"
    )


def qwen35_layer_tensors(layer: int, recurrent: bool) -> list[tuple[str, ...]]:
    """Required tensors of one Qwen3.5 MoE block; a tuple lists alternatives (fused or split)."""
    p = f"blk.{layer}."
    req: list[tuple[str, ...]] = [
        (p + "attn_norm.weight",),
        (p + "post_attention_norm.weight",),
        (p + "ffn_gate_inp.weight",),
        (p + "ffn_down_exps.weight",),
        (p + "ffn_gate_up_exps.weight", p + "ffn_gate_exps.weight"),
        (p + "ffn_gate_up_exps.weight", p + "ffn_up_exps.weight"),
        (p + "ffn_gate_inp_shexp.weight",),
        (p + "ffn_gate_shexp.weight",),
        (p + "ffn_up_shexp.weight",),
        (p + "ffn_down_shexp.weight",),
    ]
    if recurrent:
        # attn_qkv / attn_gate are "not required" in the loader but the graph
        # multiplies by them unconditionally: a file without them would crash.
        req += [
            (p + "attn_qkv.weight",),
            (p + "attn_gate.weight",),
            (p + "ssm_conv1d.weight",),
            (p + "ssm_dt.bias",),
            (p + "ssm_a",),
            (p + "ssm_beta.weight",),
            (p + "ssm_alpha.weight",),
            (p + "ssm_norm.weight",),
            (p + "ssm_out.weight",),
        ]
    else:
        req += [
            (p + "attn_qkv.weight", p + "attn_q.weight"),
            (p + "attn_qkv.weight", p + "attn_k.weight"),
            (p + "attn_qkv.weight", p + "attn_v.weight"),
            (p + "attn_output.weight",),
            (p + "attn_q_norm.weight",),
            (p + "attn_k_norm.weight",),
        ]
    return req


def recurrent_layers(info: ModelFileInfo) -> list[bool]:
    """Which of the trunk layers (MTP layers excluded) are recurrent (Gated DeltaNet) rather
    than full attention."""
    if not 0 <= info.block_count <= MAX_LAYERS:  # validated before; never size a list from garbage
        raise InvalidModelFileError(f"{info.path}: block_count {info.block_count} is out of range")
    n = max(0, info.block_count - max(0, info.arch_int("nextn_predict_layers", 0)))
    explicit = info.header.arch_value("attention.recurrent_layers")
    if isinstance(explicit, list) and len(explicit) >= n:
        return [bool(x) for x in explicit[:n]]
    interval = max(1, info.arch_int("full_attention_interval", 4) or 4)
    return [(i + 1) % interval != 0 for i in range(n)]


def _check_qwen35_tensors(info: ModelFileInfo, names: set[str]) -> None:
    required: list[tuple[str, ...]] = [("output_norm.weight",)]
    for i, recurrent in enumerate(recurrent_layers(info)):
        required += qwen35_layer_tensors(i, recurrent)
    missing = [alts[-1] for alts in required if not any(a in names for a in alts)]
    if missing:
        more = f" and {len(missing) - 3} more" if len(missing) > 3 else ""
        raise UnsupportedModelError(
            f"{info.path} lacks tensors llama.cpp requires: {', '.join(missing[:3])}{more}"
        )
