"""The VRAM fit planner: will this GGUF fit this GPU at this context size, and how to load it.

Everything is computed from GGUF headers (local files or remote ranged reads),
following where llama.cpp puts things (src/llama-model.cpp, llama-model-loader.cpp,
llama-kv-cache.cpp, llama-memory-recurrent.cpp, llama-context.cpp):

* ``n_gpu_layers = k`` puts the output layer (``output.weight``, ``output_norm``) and
  the last ``k - 1`` repeating layers on the GPU; ``block_count + 1`` is everything.
  MTP layers count in ``block_count``, so they shift the split, but their tensors are
  not loaded unless asked for.
* Token embeddings always stay in host memory ("very little benefit to offloading").
* ``--n-cpu-moe N`` keeps the routed experts (``ffn_{up,down,gate}_exps``) of the first
  ``N`` layers in host memory through tensor buffer overrides; attention, the
  recurrent mixer and shared experts of those layers stay on the GPU.
* The KV cache exists only for full-attention layers: per layer
  ``row_size(type, n_head_kv * head_dim) * pad(n_ctx, 256)`` for K and again for V,
  on the layer's device. Gated DeltaNet layers have none.
* Recurrent state is per sequence and fixed: ``(d_conv - 1) * (d_inner + 2 * n_group * d_state)``
  conv floats plus ``d_state * d_inner`` state floats per recurrent layer.
* The compute buffer is llama.cpp's worst-case graph for one ubatch. Its size is the
  larger of the output phase (``n_ubatch`` rows of logits, every token an output in
  the reserve) and the largest layer phase; the layer terms were calibrated against
  llama.cpp's own reported buffers (tiny-model variants and the full Qwen3.5-MoE shape,
  see tests/fit). :func:`plan_for_file` can replace the estimate with a measurement by
  llama.cpp itself (``no_alloc``).

The search prefers, like llama.cpp's ``--fit``: everything on the GPU; else move the
experts of more and more layers to host memory (attention stays on the GPU, which
keeps decoding fast); else also move whole layers.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, Mapping, Sequence, TypedDict

from gguf import GGML_QUANT_SIZES, GGMLQuantizationType

from playground.errors import InvalidParameterError, PlaygroundError
from playground.modelfile.header import ArraySummary, GGUFHeader, TensorInfo
from playground.modelfile.hparams import MAX_LAYERS

if TYPE_CHECKING:
    from playground.fit.gpu import GpuProbe
    from playground.llama.engine import LoadOptions

GiB = 1024**3
MiB = 1024**2

#: Kept free on the GPU beyond the estimate: the CUDA context and cuBLAS workspace
#: (a few hundred MiB, not visible in free VRAM before the model loads), allocator
#: pools and fragmentation.
DEFAULT_MARGIN_BYTES = 1 * GiB
#: Kept free in RAM for the OS and the app itself.
DEFAULT_RAM_MARGIN_BYTES = 2 * GiB
# LoadOptions.checkpoint_budget_mb: llama.cpp's state API copies saved states to host memory
DEFAULT_CHECKPOINT_BUDGET_BYTES = 2048 * MiB

KV_TYPES = ("f32", "f16", "bf16", "q8_0", "q5_1", "q5_0", "q4_1", "q4_0", "iq4_nl")

Verdict = Literal["fits", "offload", "no_fit"]
FlashAttn = Literal["auto", "on", "off"]

_BLK = re.compile(r"^blk\.(\d+)\.(.+)$")
_EXPERTS = re.compile(r"^ffn_(up|down|gate|gate_up)_(ch)?exps\.")
_ATTN = re.compile(r"^attn_(q|k|v|qkv|q_a|q_b|kv_a_mqa|kv_b|k_b|v_b)\.")
_RECURRENT = re.compile(r"^(ssm_|time_mix_|shortconv)")
_INPUT = ("token_embd", "token_types", "position_embd", "per_layer_token_embd")
# Architectures whose recurrent/attention split follows full_attention_interval.
_INTERVAL_ARCHS = frozenset({"qwen35moe", "qwen35", "qwen3next", "qwen4exp"})

#: The regex llama.cpp's --n-cpu-moe uses for a layer's routed experts (common/common.h).
EXPERT_TENSORS_REGEX = r"\.ffn_(up|down|gate|gate_up)_(ch|)exps"


class FitError(PlaygroundError):
    """The planner cannot reason about this model (no layers, unknown tensor types ...)."""


# --------------------------------------------------------------------------- shape


@dataclass(frozen=True)
class ModelShape:
    """What the planner needs from the header, in llama.cpp's terms."""

    architecture: str
    n_layer: int  # trunk layers (block_count minus MTP layers)
    n_layer_all: int  # block_count as llama.cpp sees it (incl. MTP layers)
    n_embd: int
    n_vocab: int
    n_head: int
    n_head_kv: tuple[int, ...]  # per trunk layer
    head_dim_k: int
    head_dim_v: int
    attention_layers: tuple[int, ...]
    recurrent_layers: tuple[int, ...]
    n_expert: int = 0
    n_expert_used: int = 0
    n_ff_exp: int = 0
    n_ff: int = 0
    ssm_d_conv: int = 0
    ssm_d_inner: int = 0
    ssm_d_state: int = 0
    ssm_n_group: int = 0
    ssm_dt_rank: int = 0
    n_ctx_train: int = 0

    @property
    def is_moe(self) -> bool:
        return self.n_expert > 0

    @property
    def conv_dim(self) -> int:
        return self.ssm_d_inner + 2 * self.ssm_n_group * self.ssm_d_state if self.recurrent_layers else 0

    @property
    def n_embd_r(self) -> int:
        """Conv state floats per recurrent layer and sequence (llama_hparams::n_embd_r)."""
        return max(self.ssm_d_conv - 1, 0) * self.conv_dim

    @property
    def n_embd_s(self) -> int:
        """SSM / delta-net state floats per recurrent layer and sequence (llama_hparams::n_embd_s)."""
        return self.ssm_d_state * self.ssm_d_inner

    @classmethod
    def from_headers(cls, headers: Sequence[GGUFHeader], kv_overrides: Mapping[str, object] | None = None
                     ) -> "ModelShape":
        if not headers:
            raise FitError("no GGUF header to plan from")
        meta = dict(headers[0].metadata)
        meta.update(kv_overrides or {})
        arch = meta.get("general.architecture")
        if not isinstance(arch, str):
            raise FitError("the GGUF has no general.architecture")
        tensors = [t for h in headers for t in h.tensors]
        by_name = {t.name: t for t in tensors}

        def get(key: str, default: object = None) -> object:
            return meta.get(f"{arch}.{key}", default)

        def as_int(v: object, default: int = 0) -> int:
            if isinstance(v, bool):
                return int(v)
            if isinstance(v, float) and not math.isfinite(v):  # int(nan) raises
                return default
            if isinstance(v, (int, float)):
                return int(v)
            if isinstance(v, list) and v and isinstance(v[0], (int, float)):
                return int(max(v))
            return default

        layer_ids = {int(m.group(1)) for t in tensors if (m := _BLK.match(t.name))}
        n_layer_all = as_int(get("block_count"), 0) or (max(layer_ids) + 1 if layer_ids else 0)
        if n_layer_all <= 0:
            raise FitError(f"{arch}: the header says the model has no layers")
        # Bound it before any per-layer list is built from it (a crafted 4294967295 would
        # otherwise build a 4-billion-item list); remote headers reach here unchecked.
        if n_layer_all > MAX_LAYERS:
            raise FitError(f"{arch}: the header says the model has {n_layer_all:,} layers "
                           f"(llama.cpp allows at most {MAX_LAYERS})")
        n_nextn = min(max(as_int(get("nextn_predict_layers"), 0), 0), n_layer_all - 1)  # a negative one would grow it
        n_layer = max(n_layer_all - n_nextn, 1)

        embd = by_name.get("token_embd.weight")
        n_embd = as_int(get("embedding_length"), 0) or (embd.shape[0] if embd else 0)
        if embd is not None and len(embd.shape) >= 2:
            n_vocab = embd.shape[1]
        else:
            toks = meta.get("tokenizer.ggml.tokens")
            n_vocab = toks.length if isinstance(toks, ArraySummary) else len(toks) if isinstance(toks, list) else 0
        n_head = as_int(get("attention.head_count"), 0)
        head_kv_raw = get("attention.head_count_kv", n_head)
        if isinstance(head_kv_raw, list):
            n_head_kv = tuple(as_int(x) for x in head_kv_raw[:n_layer]) + (0,) * max(0, n_layer - len(head_kv_raw))
        else:
            n_head_kv = (as_int(head_kv_raw, n_head),) * n_layer
        head_dim_k = as_int(get("attention.key_length"), 0) or (n_embd // n_head if n_head else 0)
        head_dim_v = as_int(get("attention.value_length"), 0) or head_dim_k

        per_layer: dict[int, list[str]] = {}
        for t in tensors:
            if m := _BLK.match(t.name):
                per_layer.setdefault(int(m.group(1)), []).append(m.group(2))
        explicit = get("attention.recurrent_layers")
        interval = as_int(get("full_attention_interval"), 0)
        if isinstance(explicit, list) and len(explicit) >= n_layer:
            recurrent = [bool(x) for x in explicit[:n_layer]]
        elif arch in _INTERVAL_ARCHS or interval:
            interval = interval or 4
            recurrent = [(i + 1) % interval != 0 for i in range(n_layer)]
        else:
            recurrent = [any(_RECURRENT.match(s) for s in per_layer.get(i, [])) for i in range(n_layer)]
        has_attn = [any(_ATTN.match(s) for s in per_layer.get(i, [])) for i in range(n_layer)]
        attention_layers = tuple(i for i in range(n_layer) if not recurrent[i] and (has_attn[i] or not per_layer))
        recurrent_layers = tuple(i for i in range(n_layer) if recurrent[i])

        return cls(
            architecture=arch,
            n_layer=n_layer,
            n_layer_all=n_layer_all,
            n_embd=n_embd,
            n_vocab=n_vocab,
            n_head=n_head,
            n_head_kv=n_head_kv,
            head_dim_k=head_dim_k,
            head_dim_v=head_dim_v,
            attention_layers=attention_layers,
            recurrent_layers=recurrent_layers,
            n_expert=as_int(get("expert_count"), 0),
            n_expert_used=as_int(get("expert_used_count"), 0),
            n_ff_exp=as_int(get("expert_feed_forward_length"), 0) or as_int(get("feed_forward_length"), 0),
            n_ff=as_int(get("feed_forward_length"), 0),
            ssm_d_conv=as_int(get("ssm.conv_kernel"), 0),
            ssm_d_inner=as_int(get("ssm.inner_size"), 0),
            ssm_d_state=as_int(get("ssm.state_size"), 0),
            ssm_n_group=as_int(get("ssm.group_count"), 0),
            ssm_dt_rank=as_int(get("ssm.time_step_rank"), 0),
            n_ctx_train=as_int(get("context_length"), 0),
        )


# ------------------------------------------------------------------- estimates


def _kv_type(name: str) -> GGMLQuantizationType:
    if name not in KV_TYPES:
        raise InvalidParameterError(f"unknown KV cache type {name!r}; choose one of {', '.join(KV_TYPES)}")
    return GGMLQuantizationType[name.upper()]


def row_size(ggml_type: GGMLQuantizationType, n: int) -> int:
    block, size = GGML_QUANT_SIZES[ggml_type]
    return (n + block - 1) // block * size


def kv_cells(n_ctx: int) -> int:
    """llama.cpp pads the context to a multiple of 256 cells."""
    return (n_ctx + 255) // 256 * 256


def kv_bytes_per_layer(shape: ModelShape, n_ctx: int, type_k: str = "f16", type_v: str | None = None
                       ) -> dict[int, int]:
    tk, tv = _kv_type(type_k), _kv_type(type_v or type_k)
    cells = kv_cells(n_ctx)
    return {
        il: (row_size(tk, shape.head_dim_k * shape.n_head_kv[il])
             + row_size(tv, shape.head_dim_v * shape.n_head_kv[il])) * cells
        for il in shape.attention_layers
    }


def kv_bytes_per_token(shape: ModelShape, type_k: str = "f16", type_v: str | None = None) -> float:
    return sum(kv_bytes_per_layer(shape, 256, type_k, type_v).values()) / 256


def recurrent_bytes_per_layer(shape: ModelShape, n_seq: int = 1) -> dict[int, int]:
    per = (shape.n_embd_r + shape.n_embd_s) * 4 * max(1, n_seq)  # f32 r and s tensors
    return {il: per for il in shape.recurrent_layers}


def checkpoint_bytes(shape: ModelShape, n_ctx: int, type_k: str = "f16", type_v: str = "f16") -> int:
    """Bytes of one saved state: the recurrent state only where there is one (partial states, see
    playground/llama/checkpoints.py), else the whole KV cache at ``n_ctx`` (its largest)."""
    if shape.recurrent_layers:
        return sum(recurrent_bytes_per_layer(shape).values())
    return sum(kv_bytes_per_layer(shape, n_ctx, type_k, type_v).values())


def checkpoint_use(budget_bytes: int, each_bytes: int, n_ctx: int) -> int:
    """Host memory the saved states can come to: the budget, or less where a context cannot hold
    that many step boundaries (two states a step, a step of at least 256 tokens)."""
    if budget_bytes <= 0 or each_bytes <= 0:
        return 0
    return min(budget_bytes, each_bytes * max(2, n_ctx // 128))


def effective_ubatch(n_ctx: int, n_batch: int, n_ubatch: int) -> int:
    """llama.cpp caps the batch at n_ctx and the micro-batch at the batch."""
    return max(1, min(n_ubatch, min(n_batch, n_ctx)))


def layer_phase_floats(shape: ModelShape, n_kv: int, flash_attn: bool) -> int:
    """Floats per token live at the busiest point inside a layer (calibrated, see tests/fit)."""
    E = shape.n_embd
    used = shape.n_expert_used if shape.is_moe else 1
    ff = shape.n_ff_exp if shape.is_moe else shape.n_ff
    ffn = (3 * used + 2) * ff + 2 * E
    attn = 4 * shape.n_head * shape.head_dim_k + 4 * E if shape.attention_layers else 0
    gdn = 0
    if shape.recurrent_layers and shape.ssm_dt_rank:
        head_v = shape.ssm_d_inner // shape.ssm_dt_rank
        gdn = 2 * (shape.conv_dim + shape.ssm_d_inner) + head_v * head_v * shape.ssm_dt_rank // 128 + E
    floats = max(ffn, attn, gdn) + 32
    if shape.attention_layers:
        floats += n_kv // 2  # the f16 KQ mask, an input of every attention layer
        if not flash_attn:
            floats += n_kv * shape.n_head  # materialised f32 attention scores
    return floats


def compute_bytes(shape: ModelShape, n_ctx: int, *, n_ubatch: int = 512, n_batch: int = 512,
                  flash_attn: bool = True) -> int:
    """Estimated worst-case compute buffer (one ubatch through the whole graph)."""
    n_ub = effective_ubatch(n_ctx, n_batch, n_ubatch)
    output_phase = shape.n_vocab + 3 * shape.n_embd  # logits of every token in the reserve ubatch
    return n_ub * 4 * max(output_phase, layer_phase_floats(shape, kv_cells(n_ctx), flash_attn))


# ---------------------------------------------------------------------- layout


@dataclass(frozen=True)
class MemoryParts:
    """Bytes of each kind of allocation on one side (GPU or host)."""

    embeddings: int = 0
    output: int = 0  # output head + final norm
    attention: int = 0  # attention / recurrent mixer tensors of the layers
    experts: int = 0  # routed experts
    shared_experts: int = 0
    other: int = 0  # norms, router, dense FFN
    kv_cache: int = 0
    recurrent_state: int = 0
    compute: int = 0
    checkpoints: int = 0  # saved states for going back in a session (host memory, up to their budget)

    @property
    def weights(self) -> int:
        return self.embeddings + self.output + self.attention + self.experts + self.shared_experts + self.other

    @property
    def total(self) -> int:
        return self.weights + self.kv_cache + self.recurrent_state + self.compute + self.checkpoints

    def as_dict(self) -> dict[str, int]:
        return {k: getattr(self, k) for k in ("embeddings", "output", "attention", "experts", "shared_experts",
                                              "other", "kv_cache", "recurrent_state", "compute", "checkpoints")}


_PART_NAMES = ("embeddings", "output", "attention", "experts", "shared_experts", "other")


def tensor_part(name: str) -> tuple[int | None, str]:
    """(layer or None, part) of a tensor name."""
    m = _BLK.match(name)
    if m is None:
        return None, ("embeddings" if name.startswith(_INPUT) else "output")
    rest = m.group(2)
    if _EXPERTS.match(rest):
        part = "experts"
    elif "_shexp" in rest:
        part = "shared_experts"
    elif rest.startswith("attn_") and "norm" not in rest.split(".")[0] or _RECURRENT.match(rest):
        part = "attention"
    else:
        part = "other"
    return int(m.group(1)), part


@dataclass(frozen=True)
class _Weights:
    """Tensor bytes grouped once: per layer and part, plus the input/output layers."""

    layers: dict[int, dict[str, int]]
    embeddings: int
    output: int
    skipped: int  # MTP-layer tensors llama.cpp does not load
    total_elements: int
    total_bytes: int

    @classmethod
    def group(cls, tensors: Sequence[TensorInfo], shape: ModelShape) -> "_Weights":
        layers: dict[int, dict[str, int]] = {i: dict.fromkeys(_PART_NAMES, 0) for i in range(shape.n_layer)}
        emb = out = skipped = elements = total = 0
        for t in tensors:
            try:
                nbytes = t.n_bytes
            except PlaygroundError as e:
                raise FitError(f"tensor {t.name}: {e}") from None
            total += nbytes
            elements += t.n_elements
            layer, part = tensor_part(t.name)
            if layer is None:
                if part == "embeddings":
                    emb += nbytes
                else:
                    out += nbytes
            elif layer >= shape.n_layer:
                skipped += nbytes
            else:
                layers[layer][part] += nbytes
        return cls(layers, emb, out, skipped, elements, total)


def expert_override_pattern(layers: Sequence[int]) -> str:
    """One regex selecting the routed experts of ``layers`` (llama.cpp uses regex_search)."""
    ids = "|".join(str(i) for i in sorted(layers))
    return rf"blk\.({ids}){EXPERT_TENSORS_REGEX}"


class _FitRequired(TypedDict):
    n_ctx: int
    vram_free_bytes: int | None


class FitOptions(_FitRequired, total=False):
    """Keyword arguments of :func:`plan_fit` after the headers, for callers that build them once."""

    margin_bytes: int
    kv_type: str
    kv_type_v: str | None
    n_ubatch: int
    n_batch: int
    flash_attn: FlashAttn
    n_seq: int
    ram_bytes: int | None
    kv_overrides: Mapping[str, object] | None
    compute_bytes_override: int | None
    gpu_name: str | None
    checkpoint_budget_bytes: int


class LoadOptionsKwargs(TypedDict):
    """The fields of :class:`playground.llama.engine.LoadOptions` a plan decides."""

    n_ctx: int
    n_gpu_layers: int
    n_batch: int
    n_ubatch: int
    flash_attn: FlashAttn
    cache_type_k: str
    cache_type_v: str
    tensor_buft_overrides: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class FitPlan:
    """How to load a model on this machine, and what it will cost."""

    n_ctx: int
    kv_type_k: str
    kv_type_v: str
    n_ubatch: int
    n_batch: int
    flash_attn: FlashAttn
    n_layer: int  # repeating (trunk) layers
    n_gpu_layers: int  # llama.cpp's count: n_layer_all + 1 is everything incl. the output layer
    n_gpu_layers_max: int
    n_cpu_moe: int  # routed experts of the first n layers stay in host memory
    gpu: MemoryParts
    cpu: MemoryParts
    vram_free_bytes: int | None  # None: no GPU
    margin_bytes: int
    ram_budget_bytes: int | None
    verdict: Verdict
    tensor_buft_overrides: tuple[tuple[str, str], ...] = ()
    notes: tuple[str, ...] = ()
    compute_measured: bool = False
    gpu_name: str | None = None
    # one saved state: recurrent-only where the model has recurrent layers (the same at any
    # context), else the whole context at n_ctx
    checkpoint_each_bytes: int = 0

    @property
    def checkpoint_states(self) -> int:
        """How many saved states (step boundaries) the checkpoint budget holds."""
        each = self.checkpoint_each_bytes
        return self.cpu.checkpoints // each if each > 0 else 0

    @property
    def budget_bytes(self) -> int | None:
        """VRAM the plan may fill: free VRAM minus the safety margin."""
        return None if self.vram_free_bytes is None else max(0, self.vram_free_bytes - self.margin_bytes)

    @property
    def total_gpu_bytes(self) -> int:
        return self.gpu.total

    @property
    def total_cpu_bytes(self) -> int:
        return self.cpu.total

    @property
    def headroom_bytes(self) -> int | None:
        budget = self.budget_bytes
        return None if budget is None else budget - self.total_gpu_bytes

    @property
    def all_on_gpu(self) -> bool:
        return self.n_gpu_layers >= self.n_gpu_layers_max and self.n_cpu_moe == 0

    def load_options_kwargs(self) -> LoadOptionsKwargs:
        """Keyword arguments for :class:`playground.llama.engine.LoadOptions`."""
        return {
            "n_ctx": self.n_ctx,
            "n_gpu_layers": self.n_gpu_layers,
            "n_batch": self.n_batch,
            "n_ubatch": self.n_ubatch,
            "flash_attn": self.flash_attn,
            "cache_type_k": self.kv_type_k,
            "cache_type_v": self.kv_type_v,
            "tensor_buft_overrides": self.tensor_buft_overrides,
        }

    def summary(self) -> list[str]:
        """Human-readable lines (for the CLI and the TUI)."""
        lines = []
        if self.vram_free_bytes is None:
            # no GPU: "offload" would contradict "everything runs on the CPU"; say it once, plainly
            verdict = ("no GPU found, and the model does not fit in RAM" if self.verdict == "no_fit"
                       else "CPU only: no GPU found, the whole model runs from RAM")
            lines.append(f"verdict       {verdict}")
        else:
            head = {"fits": "fits entirely on the GPU", "offload": "runs with part of the model in RAM",
                    "no_fit": "does not fit in VRAM + RAM"}[self.verdict]
            lines.append(f"verdict       {self.verdict}: {head}")
        if self.vram_free_bytes is not None:
            lines.append(f"gpu budget    {_gib(self.budget_bytes or 0)} ({_gib(self.vram_free_bytes)} free - "
                         f"{_gib(self.margin_bytes)} margin)" + (f" on {self.gpu_name}" if self.gpu_name else ""))
        lines.append(f"layers        n_gpu_layers={self.n_gpu_layers}/{self.n_gpu_layers_max}, "
                     f"n_cpu_moe={self.n_cpu_moe}/{self.n_layer}")
        sides = (("gpu", self.gpu), ("ram", self.cpu)) if self.vram_free_bytes is not None else (("ram", self.cpu),)
        for side, parts in sides:
            lines.append(
                f"{side:<13} {_gib(parts.total)}: weights {_gib(parts.weights)} (experts {_gib(parts.experts)}), "
                f"KV {_mib(parts.kv_cache)}, recurrent {_mib(parts.recurrent_state)}, "
                f"compute {_mib(parts.compute)}{'' if self.compute_measured else ' (est.)'}"
            )
        if self.cpu.checkpoints:
            kind = "recurrent-only" if self.cpu.recurrent_state + self.gpu.recurrent_state else "whole-context"
            lines.append(f"checkpoints   up to {_gib(self.cpu.checkpoints)} of RAM: {self.checkpoint_states} "
                         f"{kind} states of {_mib(self.checkpoint_each_bytes)} (step boundaries to go back to)")
        if self.headroom_bytes is not None:
            lines.append(f"headroom      {_gib(self.headroom_bytes)}")
        lines += [f"note          {n}" for n in self.notes]
        return lines


def _gib(n: int | float) -> str:
    """A size for people: GiB from 1 GiB up, else MiB (a small file is not "0.00 GiB")."""
    return f"{n / GiB:.2f} GiB" if abs(n) >= GiB else _mib(n)


def _mib(n: int | float) -> str:
    return f"{n / MiB:.1f} MiB"


@dataclass(frozen=True)
class _Inputs:
    shape: ModelShape
    weights: _Weights
    kv: dict[int, int]
    rs: dict[int, int]
    compute: int
    n_ub: int
    checkpoints: int = 0


def _layout(inp: _Inputs, n_gpu_layers: int, n_cpu_moe: int, gpu_present: bool) -> tuple[MemoryParts, MemoryParts]:
    shape, w = inp.shape, inp.weights
    gpu: dict[str, int] = dict.fromkeys(MemoryParts().as_dict(), 0)
    cpu: dict[str, int] = dict.fromkeys(MemoryParts().as_dict(), 0)
    ngl = n_gpu_layers if gpu_present else 0
    i_gpu_start = max(shape.n_layer_all + 1 - ngl, 0)
    cpu["embeddings"] += w.embeddings
    (gpu if ngl >= 1 else cpu)["output"] += w.output
    largest_host_layer = 0  # weights the GPU copies in for big batches (op offload)
    for il in range(shape.n_layer):
        parts = w.layers[il]
        on_gpu = ngl >= 1 and il >= i_gpu_start
        host_here = 0
        for part, nbytes in parts.items():
            if on_gpu and not (part == "experts" and il < n_cpu_moe):
                gpu[part] += nbytes
            else:
                cpu[part] += nbytes
                host_here += nbytes
        (gpu if on_gpu else cpu)["kv_cache"] += inp.kv.get(il, 0)
        (gpu if on_gpu else cpu)["recurrent_state"] += inp.rs.get(il, 0)
        largest_host_layer = max(largest_host_layer, host_here)
    host_io = inp.n_ub * shape.n_embd * 4 + shape.n_vocab * 4  # input embeddings + host copy of the logits
    if ngl >= 1:
        gpu["compute"] = inp.compute + largest_host_layer
        cpu["compute"] = host_io
    else:
        cpu["compute"] = inp.compute + host_io
    cpu["checkpoints"] = inp.checkpoints
    return MemoryParts(**gpu), MemoryParts(**cpu)


def _ram_budget(ram_bytes: int | None) -> int | None:
    if ram_bytes is not None:
        return ram_bytes
    try:
        import psutil

        return max(0, int(psutil.virtual_memory().available) - DEFAULT_RAM_MARGIN_BYTES)
    except Exception:
        return None


def plan_fit(headers: GGUFHeader | Sequence[GGUFHeader], *, n_ctx: int, vram_free_bytes: int | None,
             margin_bytes: int = DEFAULT_MARGIN_BYTES, kv_type: str = "f16", kv_type_v: str | None = None,
             n_ubatch: int = 512, n_batch: int = 512, flash_attn: FlashAttn = "auto", n_seq: int = 1,
             ram_bytes: int | None = None, kv_overrides: Mapping[str, object] | None = None,
             compute_bytes_override: int | None = None, gpu_name: str | None = None,
             checkpoint_budget_bytes: int = 0) -> FitPlan:
    """Plan how to load the model described by ``headers`` (all shards) for ``n_ctx`` tokens.

    ``vram_free_bytes`` is the GPU memory available to the model (None: no GPU);
    the plan keeps ``margin_bytes`` of it free. ``ram_bytes`` is the host memory
    available (default: psutil's available memory minus 2 GiB). ``checkpoint_budget_bytes`` is what
    the engine's saved states may take in host memory (counted in the RAM side).
    """
    if isinstance(headers, GGUFHeader):
        headers = [headers]
    if n_ctx <= 0:
        raise InvalidParameterError(f"context size must be positive, got {n_ctx}")
    if n_ubatch <= 0 or n_batch <= 0:
        raise InvalidParameterError("batch sizes must be positive")
    if flash_attn not in ("auto", "on", "off"):
        raise InvalidParameterError(f"flash_attn must be auto, on or off, got {flash_attn!r}")
    type_v = kv_type_v or kv_type
    _kv_type(kv_type)
    _kv_type(type_v)
    if type_v not in ("f16", "f32", "bf16") and flash_attn == "off":
        raise InvalidParameterError("a quantized V cache needs flash attention: use flash_attn auto or on")
    if vram_free_bytes is not None and vram_free_bytes < 0:
        raise InvalidParameterError("free VRAM cannot be negative")

    shape = ModelShape.from_headers(headers, kv_overrides)
    weights = _Weights.group([t for h in headers for t in h.tensors], shape)
    fa = flash_attn != "off"  # auto enables it wherever the backend supports the head size
    estimate = compute_bytes(shape, n_ctx, n_ubatch=n_ubatch, n_batch=n_batch, flash_attn=fa)
    inp = _Inputs(shape, weights, kv_bytes_per_layer(shape, n_ctx, kv_type, type_v),
                  recurrent_bytes_per_layer(shape, n_seq),
                  compute_bytes_override if compute_bytes_override is not None else estimate,
                  effective_ubatch(n_ctx, n_batch, n_ubatch),
                  checkpoint_use(checkpoint_budget_bytes, checkpoint_bytes(shape, n_ctx, kv_type, type_v), n_ctx))
    ram_budget = _ram_budget(ram_bytes)
    gpu_present = vram_free_bytes is not None and vram_free_bytes > 0
    budget = max(0, (vram_free_bytes or 0) - margin_bytes)
    full = shape.n_layer_all + 1

    def fits(ngl: int, moe: int) -> tuple[MemoryParts, MemoryParts] | None:
        g, c = _layout(inp, ngl, moe, gpu_present)
        return (g, c) if g.total <= budget else None

    choice: tuple[int, int, MemoryParts, MemoryParts] | None = None
    if gpu_present:
        if r := fits(full, 0):
            choice = (full, 0, *r)
        if choice is None and shape.is_moe:
            for moe in range(1, shape.n_layer + 1):
                if r := fits(full, moe):
                    choice = (full, moe, *r)
                    break
        if choice is None:
            moe = shape.n_layer if shape.is_moe else 0
            for ngl in range(full - 1, 0, -1):
                if r := fits(ngl, moe):
                    choice = (ngl, moe, *r)
                    break
    if choice is None:
        choice = (0, 0, *_layout(inp, 0, 0, gpu_present))
    ngl, moe, gpu, cpu = choice

    if ngl >= full and moe == 0 and gpu_present:
        verdict: Verdict = "fits"
    else:
        verdict = "offload"
    if ram_budget is not None and cpu.total > ram_budget:
        verdict = "no_fit"

    overrides: tuple[tuple[str, str], ...] = ()
    offloaded = [il for il in range(min(moe, shape.n_layer)) if weights.layers[il]["experts"]]
    if offloaded and ngl >= 1:
        overrides = ((expert_override_pattern(offloaded), "CPU"),)

    notes = _notes(shape, weights, inp, n_ctx, kv_type, type_v, ngl, full, moe, gpu_present, verdict, cpu,
                   ram_budget, n_seq, compute_bytes_override is not None)
    return FitPlan(
        n_ctx=n_ctx, kv_type_k=kv_type, kv_type_v=type_v, n_ubatch=inp.n_ub, n_batch=min(n_batch, n_ctx),
        flash_attn=flash_attn, n_layer=shape.n_layer, n_gpu_layers=ngl, n_gpu_layers_max=full,
        n_cpu_moe=moe if ngl >= 1 else 0, gpu=gpu, cpu=cpu,
        vram_free_bytes=vram_free_bytes if gpu_present else None, margin_bytes=margin_bytes,
        ram_budget_bytes=ram_budget, verdict=verdict, tensor_buft_overrides=overrides, notes=tuple(notes),
        compute_measured=compute_bytes_override is not None, gpu_name=gpu_name,
        checkpoint_each_bytes=checkpoint_bytes(shape, n_ctx, kv_type, type_v),
    )


def _notes(shape: ModelShape, w: _Weights, inp: _Inputs, n_ctx: int, type_k: str, type_v: str, ngl: int,
           full: int, moe: int, gpu_present: bool, verdict: Verdict, cpu: MemoryParts,
           ram_budget: int | None, n_seq: int, measured: bool) -> list[str]:
    notes = []
    kv_total = sum(inp.kv.values())
    if shape.attention_layers:
        per_tok = kv_total / kv_cells(n_ctx)
        notes.append(f"KV cache {_mib(kv_total)}: {len(shape.attention_layers)} attention layers x "
                     f"{kv_cells(n_ctx):,} cells, K {type_k} / V {type_v} ({per_tok / 1024:.1f} KiB per token)")
    if shape.recurrent_layers:
        notes.append(f"recurrent state {_mib(sum(inp.rs.values()))} for {len(shape.recurrent_layers)} recurrent "
                     f"layers ({n_seq} sequence{'s' if n_seq > 1 else ''}), independent of the context size")
    notes.append(f"compute buffer {_mib(inp.compute)} ({'measured by llama.cpp' if measured else 'estimate'}, "
                 f"ubatch {inp.n_ub})")
    if n_ctx > shape.n_ctx_train > 0:
        notes.append(f"n_ctx {n_ctx:,} exceeds the trained context {shape.n_ctx_train:,}")
    if w.skipped:
        notes.append(f"MTP layer tensors ({_mib(w.skipped)}) are not loaded")
    if gpu_present and ngl < full:
        notes.append(f"only the last {max(ngl - 1, 0)} of {shape.n_layer_all} layers fit on the GPU; the rest run "
                     "on the CPU (slow)")
    if moe and ngl >= 1:
        span = f"0-{moe - 1}" if moe > 1 else "0"
        notes.append(f"routed experts of layers {span} stay in RAM (--n-cpu-moe {moe}); their GPU-side copy for "
                     "batched prompt processing is counted in the compute buffer")
    if verdict == "no_fit" and ram_budget is not None:
        notes.append(f"needs {_gib(cpu.total)} of RAM beyond the GPU, {_gib(ram_budget)} available")
    return notes


# ------------------------------------------------------------------- choosing


def bits_per_weight(headers: Sequence[GGUFHeader]) -> float:
    elements = sum(t.n_elements for h in headers for t in h.tensors)
    nbytes = sum(t.n_bytes for h in headers for t in h.tensors)
    return nbytes * 8 / elements if elements else 0.0


def pick_quant(candidates: Mapping[str, Sequence[GGUFHeader]], *, n_ctx: int, vram_budget_bytes: int | None,
               kv_type: str = "f16", ram_bytes: int | None = None,
               margin_bytes: int = DEFAULT_MARGIN_BYTES) -> str | None:
    """The highest-precision quant that fits fully on the GPU, else the best that runs with offload.

    ``vram_budget_bytes`` is the GPU memory free for the model (None: no GPU; then
    the best quant that fits in RAM). Precision is measured as bits per weight from
    the headers, so labels need not follow any naming scheme. None if nothing fits.
    """
    ranked = sorted(candidates.items(), key=lambda kv: (bits_per_weight(kv[1]), kv[0]), reverse=True)
    plans = {}
    for label, headers in ranked:
        try:
            plans[label] = plan_fit(list(headers), n_ctx=n_ctx, vram_free_bytes=vram_budget_bytes,
                                    margin_bytes=margin_bytes, kv_type=kv_type, ram_bytes=ram_bytes)
        except PlaygroundError:
            continue  # an unreadable candidate is skipped, not fatal
    for wanted in ("fits", "offload"):
        for label, _ in ranked:
            if label in plans and plans[label].verdict == wanted:
                return label
    return None


# -------------------------------------------------------------------- local files


def plan_for_file(path: str | Path, n_ctx: int, *, kv_type: str = "f16", kv_type_v: str | None = None,
                  vram_free_bytes: int | None = None, detect_gpu: bool = True, probe: "GpuProbe | None" = None,
                  margin_bytes: int = DEFAULT_MARGIN_BYTES, ram_bytes: int | None = None, n_ubatch: int = 512,
                  n_batch: int = 512, flash_attn: FlashAttn = "auto", calibrate: bool = False,
                  checkpoint_budget_bytes: int = DEFAULT_CHECKPOINT_BUDGET_BYTES) -> FitPlan:
    """Plan for a local GGUF (any shard of a split model) and the GPU NVML reports.

    ``vram_free_bytes`` overrides detection. ``calibrate`` asks llama.cpp to simulate
    the allocation (``no_alloc``) and uses its compute buffer instead of the estimate.
    """
    from playground.modelfile.header import read_header
    from playground.modelfile.checks import inspect_model_file

    info = inspect_model_file(path)
    headers = [info.header] + [read_header(p) for p in info.shards[1:]]
    gpu_name = None
    if vram_free_bytes is None and detect_gpu:
        from playground.fit.gpu import best_gpu, detect_gpus

        gpu = best_gpu(detect_gpus(probe))
        if gpu is not None:
            vram_free_bytes, gpu_name = gpu.free_bytes, gpu.name
    kwargs: FitOptions = {
        "n_ctx": n_ctx, "vram_free_bytes": vram_free_bytes, "margin_bytes": margin_bytes, "kv_type": kv_type,
        "kv_type_v": kv_type_v, "n_ubatch": n_ubatch, "n_batch": n_batch, "flash_attn": flash_attn,
        "ram_bytes": ram_bytes, "kv_overrides": info.kv_overrides, "gpu_name": gpu_name,
        "checkpoint_budget_bytes": checkpoint_budget_bytes}
    plan = plan_fit(headers, **kwargs)
    if calibrate:
        measured = measure_llama_buffers(info.path, n_ctx=n_ctx, kv_type=kv_type, kv_type_v=kv_type_v,
                                         n_ubatch=n_ubatch, n_batch=n_batch, flash_attn=flash_attn,
                                         n_gpu_layers=plan.n_gpu_layers,
                                         tensor_buft_overrides=plan.tensor_buft_overrides)
        if measured.compute_total:
            kwargs["compute_bytes_override"] = measured.compute_total
            plan = plan_fit(headers, **kwargs)
    return plan


def load_options_for(plan: FitPlan, **changes: Any) -> LoadOptions:
    """:class:`LoadOptions` that apply ``plan`` (layers, expert offload, KV type, context); ``changes`` win."""
    import dataclasses

    from playground.llama.engine import LoadOptions  # lazy: keeps this module light

    return dataclasses.replace(LoadOptions(**plan.load_options_kwargs()), **changes)


# ------------------------------------------------------- llama.cpp's own accounting


@dataclass(frozen=True)
class LlamaBuffers:
    """Buffer sizes llama.cpp reported while loading a model and creating a context."""

    model: dict[str, int] = field(default_factory=dict)  # buffer type -> bytes (0 under no_alloc)
    kv_buffers: dict[str, int] = field(default_factory=dict)
    kv: int = 0  # K + V bytes, from the cache's own size line (exact under no_alloc too)
    rs_buffers: dict[str, int] = field(default_factory=dict)
    recurrent: int = 0
    compute: dict[str, int] = field(default_factory=dict)
    output: dict[str, int] = field(default_factory=dict)
    no_alloc: bool = False
    flash_attn: bool | None = None

    @property
    def weights_total(self) -> int:
        return sum(self.model.values())

    @property
    def compute_total(self) -> int:
        return sum(self.compute.values())


_MIB_LINE = {
    "model": re.compile(r"load_tensors:\s+(\S+) model buffer size =\s+([\d.]+) MiB"),
    "kv_buffers": re.compile(r"llama_kv_cache:\s+(\S+) KV buffer size =\s+([\d.]+) MiB"),
    "rs_buffers": re.compile(r"llama_memory_recurrent:\s+(\S+) RS buffer size =\s+([\d.]+) MiB"),
    "compute": re.compile(r"sched_reserve:\s+(\S+) compute buffer size =\s+([\d.]+) MiB"),
    "output": re.compile(r"llama_context:\s+(\S+)\s+output buffer size =\s+([\d.]+) MiB"),
}
_KV_SIZE = re.compile(r"llama_kv_cache: size =\s+([\d.]+) MiB")
_RS_SIZE = re.compile(r"llama_memory_recurrent: size =\s+([\d.]+) MiB")
_FA = re.compile(r"llama_context: flash_attn\s+= (\w+)")


def parse_llama_buffers(lines: Sequence[str], *, no_alloc: bool = False) -> LlamaBuffers:
    found: dict[str, dict[str, int]] = {k: {} for k in _MIB_LINE}
    kv = rs = 0
    fa: bool | None = None
    for line in lines:
        for key, rx in _MIB_LINE.items():
            if m := rx.search(line):
                found[key][m.group(1)] = found[key].get(m.group(1), 0) + round(float(m.group(2)) * MiB)
        if m := _KV_SIZE.search(line):
            kv += round(float(m.group(1)) * MiB)
        if m := _RS_SIZE.search(line):
            rs += round(float(m.group(1)) * MiB)
        if m := _FA.search(line):
            fa = {"enabled": True, "disabled": False}.get(m.group(1), fa)
    return LlamaBuffers(model=found["model"], kv_buffers=found["kv_buffers"], kv=kv, rs_buffers=found["rs_buffers"],
                        recurrent=rs, compute=found["compute"], output=found["output"], no_alloc=no_alloc,
                        flash_attn=fa)


def measure_llama_buffers(path: str | Path, *, n_ctx: int, kv_type: str = "f16", kv_type_v: str | None = None,
                          n_ubatch: int = 512, n_batch: int = 512, n_seq_max: int = 1, n_gpu_layers: int = -1,
                          flash_attn: FlashAttn = "auto", tensor_buft_overrides: Sequence[tuple[str, str]] = (),
                          no_alloc: bool = True, n_threads: int = 1) -> LlamaBuffers:
    """Let llama.cpp load ``path`` and create a context, and report the buffers it allocated.

    With ``no_alloc`` (the default) llama.cpp only simulates the allocations, so
    configurations far larger than this machine can be measured: the KV, recurrent
    and compute sizes are the real ones, the model buffers read as 0.
    """
    from playground.llama import native
    from playground.llama.engine import FLASH_ATTN, KV_CACHE_TYPES, kv_override_array
    from playground.errors import ModelLoadError
    from playground.modelfile.checks import inspect_model_file

    info = inspect_model_file(path)
    type_v = kv_type_v or kv_type
    for t in (kv_type, type_v):
        if t not in KV_CACHE_TYPES:
            raise InvalidParameterError(f"unknown KV cache type {t!r}")
    lib = native.llama()
    mparams = lib.llama_model_default_params()
    mparams.n_gpu_layers = n_gpu_layers
    mparams.no_alloc = no_alloc
    if no_alloc:
        mparams.load_mode = lib.LLAMA_LOAD_MODE_NONE
    keep: list[object] = []
    if info.kv_overrides:
        arr = kv_override_array(lib, info.kv_overrides)
        keep.append(arr)
        mparams.kv_overrides = arr
    if tensor_buft_overrides:
        import ctypes

        from playground.llama.placement import tensor_buft_override_array

        arr2 = tensor_buft_override_array(tensor_buft_overrides)
        keep.append(arr2)
        mparams.tensor_buft_overrides = ctypes.cast(arr2, ctypes.c_void_p)
    mark = native.log_mark()
    model = lib.llama_model_load_from_file(str(info.path).encode("utf-8"), mparams)
    if not model:
        raise ModelLoadError(f"llama.cpp could not load {info.path.name}: {native.last_error_line(mark) or 'see log'}")
    try:
        cparams = lib.llama_context_default_params()
        cparams.n_ctx = n_ctx
        cparams.n_batch = n_batch
        cparams.n_ubatch = min(n_ubatch, n_batch)
        cparams.n_seq_max = n_seq_max
        cparams.n_threads = n_threads
        cparams.n_threads_batch = n_threads
        cparams.flash_attn_type = FLASH_ATTN[flash_attn]
        cparams.type_k = KV_CACHE_TYPES[kv_type]
        cparams.type_v = KV_CACHE_TYPES[type_v]
        cparams.no_perf = True
        ctx = lib.llama_init_from_model(model, cparams)
        if not ctx:
            raise ModelLoadError(f"llama.cpp could not create a {n_ctx}-token context for {info.path.name}: "
                                 f"{native.last_error_line(mark) or 'see log'}")
        lib.llama_free(ctx)
    finally:
        lib.llama_model_free(model)
    got = parse_llama_buffers(native.log_since(mark), no_alloc=no_alloc)
    # The log ring buffer keeps the last 2000 lines; the size lines come late in a load, after the
    # per-tensor debug lines, so they survive even when the start of the load scrolled out.
    if not got.compute or (not no_alloc and not got.model):
        raise FitError("llama.cpp's buffer size lines were not found in its log")
    return got


def relative_error(estimate: float, actual: float) -> float:
    return math.inf if actual == 0 else (estimate - actual) / actual

