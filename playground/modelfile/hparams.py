"""Check the hyperparameters llama.cpp will trust, before it sees them.

llama.cpp believes a GGUF's metadata. An expert count of 0 or above the expert tensors', a NaN
or negative norm epsilon, a zero attention interval, rope sections that overflow, an odd or
oversized rope dimension, a SentencePiece vocabulary without byte tokens, repeated token
strings or an unknown rope scaling type end in GGML_ASSERT (SIGABRT), a division by zero
(SIGFPE) or a decode that never returns, taking the whole process with it; a block count of
4294967295 makes any Python code that builds a per-layer list run out of memory. Every value
here is checked in Python first: its type, its range, that it is finite, and that it agrees
with the tensors in the file (layer count vs ``blk.N`` tensors, expert counts and SSM/attention
sizes vs tensor shapes, rope sections vs the rotary size, the tokenizer model vs the arrays it
needs). Counts are bounded before anything is sized from them.

Each rule mirrors a trust point of the pinned loader (llama-cpp-python 0.3.36) and most were
seen to crash it (tests/faults/test_gguf_faults.py holds one file per crash). The generic rules
apply to every architecture; the Qwen3.5 family (``qwen35moe``, the model this app is for, and
dense ``qwen35``) also gets every tensor shape derived from its hyperparameters and compared.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Mapping, Sequence

from gguf import GGUFValueType

from playground.base.textsafe import visible
from playground.errors import InvalidModelFileError
from playground.modelfile.header import ArraySummary, GGUFHeader, TensorInfo

MAX_LAYERS = 512  # LLAMA_MAX_LAYERS: per-layer arrays in llama_hparams have this size
MAX_EXPERTS = 512  # LLAMA_MAX_EXPERTS
MAX_HEAD_DIM = 1 << 16
MAX_HEADS = 1 << 16
U32_MAX = 2**32 - 1
MAX_VOCAB = 2**31 - 1  # llama_token is int32

TOKENIZER_MODELS = frozenset({"no_vocab", "none", "llama", "bert", "gpt2", "t5", "rwkv", "plamo2"})
# Tokenizers that decode token text as UTF-8 (RWKV and PLaMo-2 vocabularies hold raw bytes).
UTF8_TOKENIZERS = frozenset({"llama", "bert", "gpt2", "t5"})
# Tokenizers that read tokenizer.ggml.scores (SentencePiece BPE and unigram).
SCORED_TOKENIZERS = frozenset({"llama", "t5"})
ROPE_SCALING_TYPES = frozenset({"none", "linear", "yarn", "longrope"})
QWEN35_FAMILY = frozenset({"qwen35moe", "qwen35"})
# Architectures whose loader requires routed experts (llama.cpp's moe_mandatory list, for the
# architectures the pinned runtime knows).
MOE_ARCHS = frozenset({
    "llama4", "cohere2moe", "grok", "qwen2moe", "qwen3moe", "qwen3next", "qwen3vlmoe", "qwen35moe",
    "qwen4exp", "phimoe", "dbrx", "olmoe", "arctic", "deepseek", "deepseek2", "deepseek32",
    "dots3note", "deepseek4", "glm4moe", "glm-dsa", "exaone-moe", "bailingmoe", "bailingmoe2",
    "bailingmoe3", "dots1", "afmoe", "ernie4_5-moe", "hunyuan-moe", "hy_v3", "hy_v4", "gpt-oss",
    "lfm2moe", "smallthinker", "llada-moe", "grovemoe", "minimax-01", "minimax-m2", "minimax-m3",
    "rnd1", "paddleocr", "mimo2", "kimi-linear", "step35", "mistral4",
})

_BLK = re.compile(r"^blk\.(\d+)\.(.+)$")
_EXPS = re.compile(r"^ffn_(gate|up|down|gate_up)_(ch)?exps\.weight$")

_TYPE_NAMES = {int(t): t.name.lower() for t in GGUFValueType}


class HyperparameterError(InvalidModelFileError):
    """The header holds values llama.cpp would trust and crash on; ``problems`` lists them all."""

    def __init__(self, source: str, problems: Sequence[str]) -> None:
        self.source = source
        self.problems = [_one_line(p) for p in problems]
        more = ""
        if len(self.problems) > 1:
            more = f" (and {len(self.problems) - 1} more: agentworld-play info lists them)"
        super().__init__(f"{source} has invalid metadata: {self.problems[0]}{more}")


def _one_line(text: str) -> str:
    """Metadata keys and values are data: no control character reaches a terminal, and a
    problem stays one line."""
    return visible(text).replace("\n", "\\n").replace("\t", "\\t")


@dataclass
class Hparams:
    """The validated values the shape checks need (None where absent or invalid)."""

    n_layer_all: int
    n_nextn: int
    n_embd: int | None = None
    n_vocab: int | None = None
    n_head: list[int] | None = None
    n_head_kv: list[int] | None = None
    head_k: int | None = None
    head_v: int | None = None
    n_rot: int | None = None
    n_expert: int = 0
    n_expert_used: int = 0

    @property
    def n_layer(self) -> int:
        """Trunk layers (MTP layers excluded)."""
        return self.n_layer_all - self.n_nextn


def _describe(v: object) -> str:
    if isinstance(v, bool):
        return f"a boolean ({v})"
    if isinstance(v, str):
        return "a string"
    if isinstance(v, float):
        return f"a float ({v:g})"
    if isinstance(v, (list, ArraySummary)):
        return "an array"
    return type(v).__name__


class _Checker:
    def __init__(self, header: GGUFHeader, tensors: Mapping[str, TensorInfo],
                 overrides: Mapping[str, object]) -> None:
        self.header = header
        self.meta: dict[str, object] = {**header.metadata, **overrides}
        self.overridden = set(overrides)
        arch = header.architecture
        assert arch is not None
        self.arch = arch
        self.tensors = tensors
        self.problems: list[str] = []

    # ------------------------------------------------------------------ readers

    def problem(self, text: str) -> None:
        if text not in self.problems:
            self.problems.append(text)

    def name(self, key: str) -> str:
        return key if key.startswith(("general.", "tokenizer.")) else f"{self.arch}.{key}"

    def item_type(self, name: str) -> int | None:
        if name in self.overridden:
            return None
        return self.header.value_types.get(name, (None, None))[1]

    def integer(self, key: str, *, required: bool = False, lo: int = 0, hi: int = U32_MAX,
                why: str = "") -> int | None:
        name = self.name(key)
        if name not in self.meta:
            if required:
                self.problem(f"{name} is missing")
            return None
        v = self.meta[name]
        if isinstance(v, bool) or not isinstance(v, int):
            self.problem(f"{name} is {_describe(v)}; it must be an integer")
            return None
        if not lo <= v <= hi:
            bound = f"at least {lo}" if hi == U32_MAX else f"between {lo} and {hi}"
            self.problem(f"{name} is {v}; it must be {bound}{why}")
            return None
        self.stored_as(name, GGUFValueType.UINT32)
        return v

    def stored_as(self, name: str, want: GGUFValueType) -> None:
        """llama.cpp reads each key as one exact GGUF type and refuses the file otherwise."""
        if name in self.overridden or name not in self.header.value_types:
            return
        got = self.header.value_types[name][0]
        if got != want:
            self.problem(f"{name} is stored as {_TYPE_NAMES.get(got, '?')}; llama.cpp reads it as "
                         f"{want.name.lower()}")

    def real(self, key: str, *, positive: bool = True, below: float | None = None) -> float | None:
        name = self.name(key)
        if name not in self.meta:
            return None
        v = self.meta[name]
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            self.problem(f"{name} is {_describe(v)}; it must be a number")
            return None
        v = float(v)
        if not math.isfinite(v):
            self.problem(f"{name} is {v}; it must be a finite number")
            return None
        if positive and v <= 0:
            self.problem(f"{name} is {v:g}; it must be greater than 0")
            return None
        if below is not None and v >= below:
            self.problem(f"{name} is {v:g}; it must be less than {below:g}")
            return None
        self.stored_as(name, GGUFValueType.FLOAT32)
        return v

    def per_layer(self, key: str, n_layer: int, *, lo: int, hi: int) -> list[int] | None:
        """A count that is one number for all layers or an array with one per layer."""
        name = self.name(key)
        if name not in self.meta:
            return None
        v = self.meta[name]
        if isinstance(v, ArraySummary):
            self.problem(f"{name} has {v.length:,} items; it must have one per layer ({n_layer})")
            return None
        if isinstance(v, list):
            if self.item_type(name) not in (None, GGUFValueType.INT32, GGUFValueType.UINT32):
                self.problem(f"{name} is an array of {_TYPE_NAMES.get(self.item_type(name) or -1, '?')}; "
                             "it must hold int32 or uint32 items")
                return None
            if len(v) != n_layer:
                self.problem(f"{name} has {len(v)} items; it must have one per layer ({n_layer})")
                return None
            bad = [x for x in v if isinstance(x, bool) or not isinstance(x, int) or not lo <= x <= hi]
            if bad:
                self.problem(f"{name} holds {bad[0]!r}; every item must be between {lo} and {hi}")
                return None
            return list(v)
        one = self.integer(key, lo=lo, hi=hi)
        return None if one is None else [one] * n_layer

    def shape(self, name: str) -> tuple[int, ...] | None:
        t = self.tensors.get(name)
        return _trim(t.shape) if t is not None else None

    def expect_shape(self, name: str, want: Sequence[int | None], because: str) -> None:
        """Compare a present tensor's shape with the one the hyperparameters give."""
        got = self.shape(name)
        if got is None or any(w is None for w in want):
            return
        want_t = _trim(tuple(int(w) for w in want))  # type: ignore[arg-type]
        if got != want_t:
            self.problem(f"tensor {name} has shape {list(got)} but {because} give {list(want_t)}")


def _trim(shape: Sequence[int]) -> tuple[int, ...]:
    """A shape without trailing 1s: llama.cpp treats {n} and {n, 1} alike."""
    out = list(shape)
    while len(out) > 1 and out[-1] == 1:
        out.pop()
    return tuple(out)


# --------------------------------------------------------------------------- entry point


def validate_hparams(header: GGUFHeader, tensors: Mapping[str, TensorInfo], *,
                     overrides: Mapping[str, object] | None = None) -> list[str]:
    """Every problem found in ``header`` (with load-time ``overrides`` applied), one line each.

    ``tensors`` holds every tensor of the model by name (all shards). An empty list means
    llama.cpp can be handed the file.
    """
    c = _Checker(header, tensors, overrides or {})
    hp = _check_layers(c)
    _check_floats(c)
    _check_tokenizer(c, hp)
    if hp is not None:
        _check_embedding(c, hp)
        _check_attention(c, hp)
        _check_experts(c, hp)
        if c.arch in QWEN35_FAMILY:
            _check_qwen35(c, hp)
    return c.problems


def check_hparams(header: GGUFHeader, tensors: Mapping[str, TensorInfo], *, source: str,
                  overrides: Mapping[str, object] | None = None) -> None:
    """Raise :class:`HyperparameterError` naming every problem, or return."""
    problems = validate_hparams(header, tensors, overrides=overrides)
    if problems:
        raise HyperparameterError(source, problems)


# --------------------------------------------------------------------------- generic rules


def _check_layers(c: _Checker) -> Hparams | None:
    n_layer_all = c.integer("block_count", required=True, lo=1, hi=MAX_LAYERS)
    if n_layer_all is None:
        return None
    n_nextn = c.integer("nextn_predict_layers", hi=U32_MAX) or 0
    if n_nextn >= n_layer_all:
        c.problem(f"{c.name('nextn_predict_layers')} is {n_nextn}; it must be less than "
                  f"{c.name('block_count')} ({n_layer_all})")
        n_nextn = 0
    layer_ids = [int(m.group(1)) for n in c.tensors if (m := _BLK.match(n))]
    present = max(layer_ids) + 1 if layer_ids else 0
    if present > n_layer_all:
        c.problem(f"the file has tensors for layer {present - 1} but {c.name('block_count')} is {n_layer_all}")
    elif present < n_layer_all - n_nextn:
        c.problem(f"{c.name('block_count')} is {n_layer_all} but the file has tensors for only {present} layers")
    c.integer("context_length", required=True, lo=1)
    return Hparams(n_layer_all=n_layer_all, n_nextn=n_nextn)


def _check_floats(c: _Checker) -> None:
    """Norm epsilons and rope scales are divisors or square-root arguments: finite and > 0."""
    c.real("attention.layer_norm_rms_epsilon", below=1.0)
    c.real("attention.layer_norm_epsilon", below=1.0)
    c.real("rope.freq_base")
    c.real("rope.scaling.factor", positive=False)
    c.real("rope.scale_linear", positive=False)
    for key in ("rope.scaling.factor", "rope.scale_linear"):
        v = c.meta.get(c.name(key))
        if isinstance(v, float) and math.isfinite(v) and v < 0:
            c.problem(f"{c.name(key)} is {v:g}; it must not be negative")
    # Any other float of this architecture: NaN and infinities are never meaningful.
    prefix = f"{c.arch}."
    for name, v in c.meta.items():
        if not name.startswith(prefix):
            continue
        if isinstance(v, float) and not math.isfinite(v):
            c.problem(f"{name} is {v}; it must be a finite number")
        elif isinstance(v, list) and any(isinstance(x, float) and not math.isfinite(x) for x in v):
            c.problem(f"{name} holds a NaN or infinite value")
        elif isinstance(v, ArraySummary) and not v.all_finite:
            c.problem(f"{name} holds a NaN or infinite value")
    scaling = c.meta.get(c.name("rope.scaling.type"))
    if scaling is not None and (not isinstance(scaling, str) or scaling not in ROPE_SCALING_TYPES):
        shown = scaling if isinstance(scaling, str) else _describe(scaling)
        c.problem(f"{c.name('rope.scaling.type')} is {shown!r}; it must be one of "
                  f"{', '.join(sorted(ROPE_SCALING_TYPES))}")


def _check_embedding(c: _Checker, hp: Hparams) -> None:
    hp.n_embd = c.integer("embedding_length", required=True, lo=1)
    emb = c.shape("token_embd.weight")
    if hp.n_embd is not None and emb is not None:
        if emb[0] != hp.n_embd:
            c.problem(f"{c.name('embedding_length')} is {hp.n_embd} but token_embd.weight has "
                      f"{emb[0]} values per token")
    if emb is not None and len(emb) >= 2 and hp.n_vocab is not None and emb[1] != hp.n_vocab:
        c.problem(f"the vocabulary has {hp.n_vocab:,} tokens but token_embd.weight has {emb[1]:,} rows")
    if hp.n_embd is not None and hp.n_vocab is not None:
        c.expect_shape("output.weight", (hp.n_embd, hp.n_vocab), "the embedding size and vocabulary")
        c.expect_shape("output_norm.weight", (hp.n_embd,), c.name("embedding_length"))


def _check_attention(c: _Checker, hp: Hparams) -> None:
    n = hp.n_layer_all
    hp.n_head = c.per_layer("attention.head_count", n, lo=0, hi=MAX_HEADS)
    kv = c.per_layer("attention.head_count_kv", n, lo=0, hi=MAX_HEADS)
    hp.n_head_kv = kv if kv is not None else hp.n_head
    if not hp.n_head or hp.n_head[0] <= 0:
        # llama.cpp treats a model whose first layer has no heads as attention-free.
        return
    default_dim = hp.n_embd // hp.n_head[0] if hp.n_embd else None
    hp.head_k = c.integer("attention.key_length", lo=1, hi=MAX_HEAD_DIM)
    hp.head_v = c.integer("attention.value_length", lo=1, hi=MAX_HEAD_DIM)
    if c.name("attention.key_length") not in c.meta:
        hp.head_k = default_dim
    if c.name("attention.value_length") not in c.meta:
        hp.head_v = default_dim
    if hp.head_k == 0 or hp.head_v == 0:
        c.problem(f"{c.name('attention.head_count')} ({hp.n_head[0]}) is larger than "
                  f"{c.name('embedding_length')} ({hp.n_embd}): heads would have no dimensions")
    if hp.n_head_kv is not None:
        for il in range(min(hp.n_layer, len(hp.n_head))):
            h, hk = hp.n_head[il], hp.n_head_kv[il]
            if h > 0 and (hk < 1 or h % hk):
                c.problem(f"layer {il} has {h} query heads and {hk} KV heads; the KV heads must be "
                          "at least 1 and divide the query heads")
                break
    _check_rope(c, hp)


def _check_rope(c: _Checker, hp: Hparams) -> None:
    head_k = hp.head_k
    name = c.name("rope.dimension_count")
    if name in c.meta:
        hp.n_rot = c.integer("rope.dimension_count", lo=2, hi=head_k or MAX_HEAD_DIM,
                             why=" (the rotary part of a key head)" if head_k else "")
        if hp.n_rot is not None and hp.n_rot % 2:
            c.problem(f"{name} is {hp.n_rot}; it must be even (dimensions rotate in pairs)")
            hp.n_rot = None
    else:
        hp.n_rot = head_k
    if c.arch in ("llama", "deci", "falcon") and hp.n_rot is not None and head_k and hp.n_rot != head_k:
        c.problem(f"{name} is {hp.n_rot}; {c.arch} rotates the whole key head ({head_k})")
    sec_name = c.name("rope.dimension_sections")
    if sec_name not in c.meta:
        return
    sections = c.meta[sec_name]
    if not isinstance(sections, list):
        c.problem(f"{sec_name} is {_describe(sections)}; it must be an array of 4 integers")
        return
    if c.item_type(sec_name) not in (None, GGUFValueType.INT32, GGUFValueType.UINT32):
        c.problem(f"{sec_name} must hold int32 or uint32 items, not "
                  f"{_TYPE_NAMES.get(c.item_type(sec_name) or -1, '?')}")
        return
    if len(sections) != 4 or not all(isinstance(s, int) and not isinstance(s, bool) for s in sections):
        c.problem(f"{sec_name} must hold 4 integers, not {len(sections)} items")
        return
    if any(s < 0 for s in sections):
        c.problem(f"{sec_name} is {sections}; sections cannot be negative")
        return
    if not sections or sections[0] < 1:
        c.problem(f"{sec_name} is {sections}; the first section must be at least 1")
        return
    half = (hp.n_rot or 0) // 2
    if hp.n_rot is not None and sum(sections) > half:
        c.problem(f"{sec_name} is {sections}; together they must not exceed {half} "
                  f"(half of {name}, {hp.n_rot})")


def _check_experts(c: _Checker, hp: Hparams) -> None:
    exps = {n: t for n, t in c.tensors.items() if (m := _BLK.match(n)) and _EXPS.match(m.group(2))}
    router = {n: t for n, t in c.tensors.items() if n.endswith(".ffn_gate_inp.weight")}
    needs = c.arch in MOE_ARCHS or bool(exps)
    n_expert = c.integer("expert_count", required=needs, lo=1 if needs else 0, hi=MAX_EXPERTS)
    if n_expert is None:
        if not needs and c.name("expert_count") not in c.meta:
            n_expert = 0
        else:
            return
    hp.n_expert = n_expert
    used_name = c.name("expert_used_count")
    if n_expert > 0:
        used = c.integer("expert_used_count", required=True, lo=1, hi=n_expert,
                         why=f" ({c.name('expert_count')} is {n_expert})")
    else:
        used = c.integer("expert_used_count", lo=0, hi=0,
                         why=" (the model has no experts)")
        if used_name not in c.meta:
            used = 0
    if used is None:
        return
    hp.n_expert_used = used
    _check_expert_groups(c, n_expert)
    for name, t in sorted(exps.items()):
        shape = _trim(t.shape)
        if len(shape) != 3 or shape[2] != n_expert:
            c.problem(f"{c.name('expert_count')} is {n_expert} but tensor {name} has shape {list(t.shape)}")
            return
    for name, t in sorted(router.items()):
        shape = _trim(t.shape)
        if n_expert and (len(shape) != 2 or shape[1] != n_expert):
            c.problem(f"{c.name('expert_count')} is {n_expert} but the router {name} has shape {list(t.shape)}")
            return


def _check_expert_groups(c: _Checker, n_expert: int) -> None:
    groups = c.integer("expert_group_count", hi=MAX_EXPERTS)
    used = c.integer("expert_group_used_count", hi=MAX_EXPERTS)
    if not groups or groups <= 1:
        return
    if c.arch in QWEN35_FAMILY:
        c.problem(f"{c.name('expert_group_count')} is {groups}; {c.arch} routes without expert groups "
                  "(it must be 0 or 1)")
        return
    if n_expert % groups:
        c.problem(f"{c.name('expert_group_count')} is {groups}; it must divide "
                  f"{c.name('expert_count')} ({n_expert})")
    if not used or used >= groups:
        c.problem(f"{c.name('expert_group_used_count')} is {used or 0}; it must be between 1 and "
                  f"{groups - 1} when there are {groups} expert groups")


# --------------------------------------------------------------------------- tokenizer


# Tokenizer (and general) keys llama.cpp reads with a type check: another type is a refused load
# ("key tokenizer.ggml.bos_token_id has wrong type i32 but expected type u32").
_TOKENIZER_BOOLS = ("add_bos_token", "add_eos_token", "add_sep_token", "add_space_prefix",
                    "remove_extra_whitespaces")


def _check_tokenizer_key_types(c: _Checker) -> None:
    for name in c.header.value_types:
        if name.startswith("tokenizer.ggml.") and name.endswith("_token_id"):
            c.stored_as(name, GGUFValueType.UINT32)
    for key in _TOKENIZER_BOOLS:
        c.stored_as(f"tokenizer.ggml.{key}", GGUFValueType.BOOL)
    for key in ("tokenizer.ggml.model", "tokenizer.ggml.pre", "general.name"):
        c.stored_as(key, GGUFValueType.STRING)
    c.stored_as("general.file_type", GGUFValueType.UINT32)


def _check_tokenizer(c: _Checker, hp: Hparams | None) -> None:
    _check_tokenizer_key_types(c)
    model = c.meta.get("tokenizer.ggml.model")
    if model is None:
        c.problem("tokenizer.ggml.model is missing")
        return
    if not isinstance(model, str) or model not in TOKENIZER_MODELS:
        shown = model if isinstance(model, str) else _describe(model)
        c.problem(f"tokenizer.ggml.model is {shown!r}; the installed llama.cpp knows "
                  f"{', '.join(sorted(TOKENIZER_MODELS))}")
        return
    if model in ("none", "no_vocab"):
        return
    tokens = c.meta.get("tokenizer.ggml.tokens")
    stats = c.header.string_arrays.get("tokenizer.ggml.tokens")
    if tokens is None:
        c.problem(f"tokenizer.ggml.tokens is missing (a {model!r} tokenizer needs its token list)")
        return
    if stats is None:
        c.problem(f"tokenizer.ggml.tokens is {_describe(tokens)}; it must be an array of strings")
        return
    n = stats.count
    if not 1 <= n <= MAX_VOCAB:
        c.problem(f"tokenizer.ggml.tokens has {n:,} tokens")
        return
    if hp is not None:
        hp.n_vocab = n
    if stats.duplicates:
        c.problem(f"tokenizer.ggml.tokens repeats token strings ({stats.duplicates:,} repeats, "
                  f"first at token {stats.first_duplicate}); every token must be distinct")
    if model in UTF8_TOKENIZERS and stats.invalid_utf8:
        c.problem(f"tokenizer.ggml.tokens has {stats.invalid_utf8:,} token(s) that are not valid UTF-8 "
                  f"(first: token {stats.first_invalid}); a {model!r} tokenizer needs text tokens")
    _check_token_array(c, "tokenizer.ggml.scores", n, GGUFValueType.FLOAT32, required=model in SCORED_TOKENIZERS,
                       needed_by=model)
    _check_token_array(c, "tokenizer.ggml.token_type", n, GGUFValueType.INT32, required=False, needed_by=model)
    if model == "llama" and stats.byte_tokens < 256:
        c.problem(f"a 'llama' (SentencePiece) tokenizer needs the 256 byte tokens <0x00>..<0xFF>; "
                  f"tokenizer.ggml.tokens has {stats.byte_tokens}")
    if model == "gpt2":
        merges = c.meta.get("tokenizer.ggml.merges")
        if merges is None:
            c.problem("tokenizer.ggml.merges is missing (a 'gpt2' BPE tokenizer needs its merges)")
        elif "tokenizer.ggml.merges" not in c.header.string_arrays:
            c.problem(f"tokenizer.ggml.merges is {_describe(merges)}; it must be an array of strings")


def _check_token_array(c: _Checker, name: str, n_tokens: int, item: GGUFValueType, *, required: bool,
                       needed_by: str) -> None:
    """llama.cpp indexes these arrays by token id without checking their length or item type."""
    v = c.meta.get(name)
    if v is None:
        if required:
            c.problem(f"{name} is missing (a {needed_by!r} tokenizer needs one per token)")
        return
    if not isinstance(v, (list, ArraySummary)):
        c.problem(f"{name} is {_describe(v)}; it must be an array of {item.name.lower()}")
        return
    length = v.length if isinstance(v, ArraySummary) else len(v)
    got = c.item_type(name)
    if got is not None and got != item:
        c.problem(f"{name} is an array of {_TYPE_NAMES.get(got, '?')}; it must hold {item.name.lower()}")
    elif length != n_tokens:
        c.problem(f"{name} has {length:,} items but there are {n_tokens:,} tokens")


# --------------------------------------------------------------------------- Qwen3.5 family


def _check_qwen35(c: _Checker, hp: Hparams) -> None:
    """Derive every tensor shape the Qwen3.5 loader asks for and compare it with the file."""
    interval = c.integer("full_attention_interval", lo=1)
    explicit = c.meta.get(c.name("attention.recurrent_layers"))
    if isinstance(explicit, (list, ArraySummary)):
        length = explicit.length if isinstance(explicit, ArraySummary) else len(explicit)
        if length != hp.n_layer_all:
            c.problem(f"{c.name('attention.recurrent_layers')} has {length} items; it must have one per "
                      f"layer ({hp.n_layer_all})")
            return
        recurrent = [bool(x) for x in explicit] if isinstance(explicit, list) else []
    elif c.name("full_attention_interval") in c.meta and interval is None:
        return
    else:
        every = interval or 4
        recurrent = [i < hp.n_layer and (i + 1) % every != 0 for i in range(hp.n_layer_all)]

    if hp.head_k is not None and hp.head_v is not None and hp.head_k != hp.head_v:
        c.problem(f"{c.name('attention.key_length')} ({hp.head_k}) and {c.name('attention.value_length')} "
                  f"({hp.head_v}) differ; {c.arch} needs equal key and value heads")
    if c.name("rope.dimension_sections") not in c.meta:
        c.problem(f"{c.name('rope.dimension_sections')} is missing ({c.arch} uses sectioned rope)")
    if not hp.n_head or hp.n_head[0] <= 0:
        c.problem(f"{c.name('attention.head_count')} is missing or 0; {c.arch} has attention layers")

    E = hp.n_embd
    for key in ("ssm.conv_kernel", "ssm.state_size", "ssm.group_count", "ssm.time_step_rank", "ssm.inner_size"):
        c.integer(key, required=any(recurrent), lo=1, hi=MAX_HEAD_DIM * 16)
    d_conv = c.integer("ssm.conv_kernel", lo=1, hi=MAX_HEAD_DIM * 16)
    d_state = c.integer("ssm.state_size", lo=1, hi=MAX_HEAD_DIM * 16)
    n_group = c.integer("ssm.group_count", lo=1, hi=MAX_HEAD_DIM * 16)
    dt_rank = c.integer("ssm.time_step_rank", lo=1, hi=MAX_HEAD_DIM * 16)
    d_inner = c.integer("ssm.inner_size", lo=1, hi=MAX_HEAD_DIM * 16)
    value_dim = key_dim = conv_dim = None
    if d_state and n_group and dt_rank:
        if dt_rank % n_group:
            c.problem(f"{c.name('ssm.time_step_rank')} ({dt_rank}) must be a multiple of "
                      f"{c.name('ssm.group_count')} ({n_group})")
        key_dim, value_dim = d_state * n_group, d_state * dt_rank
        conv_dim = 2 * key_dim + value_dim
        if d_inner is not None and d_inner != value_dim:
            c.problem(f"{c.name('ssm.inner_size')} is {d_inner} but state_size × time_step_rank is "
                      f"{value_dim} (the size of the recurrent tensors)")

    moe = c.arch == "qwen35moe"
    n_ff = c.integer("feed_forward_length", hi=U32_MAX)
    n_ff_exp = c.integer("expert_feed_forward_length", hi=U32_MAX)
    n_ff_sh = c.integer("expert_shared_feed_forward_length", hi=U32_MAX)
    if moe:
        if not n_ff_exp:
            n_ff_exp = n_ff // hp.n_expert_used if n_ff and hp.n_expert_used else None
        n_ff_sh = n_ff_sh or n_ff_exp
    n_exp = hp.n_expert or None
    hk, hv = hp.head_k, hp.head_v
    because_ssm = "the ssm.* sizes"
    for il in range(hp.n_layer):
        p = f"blk.{il}."
        n_head = hp.n_head[il] if hp.n_head else None
        n_kv = hp.n_head_kv[il] if hp.n_head_kv else None
        c.expect_shape(p + "attn_norm.weight", (E,), "the embedding size")
        c.expect_shape(p + "post_attention_norm.weight", (E,), "the embedding size")
        if recurrent and recurrent[il]:
            c.expect_shape(p + "attn_qkv.weight", (E, conv_dim), because_ssm)
            c.expect_shape(p + "attn_gate.weight", (E, value_dim), because_ssm)
            c.expect_shape(p + "ssm_conv1d.weight", (d_conv, conv_dim), because_ssm)
            c.expect_shape(p + "ssm_dt.bias", (dt_rank,), because_ssm)
            c.expect_shape(p + "ssm_a", (dt_rank,), because_ssm)
            c.expect_shape(p + "ssm_beta.weight", (E, dt_rank), because_ssm)
            c.expect_shape(p + "ssm_alpha.weight", (E, dt_rank), because_ssm)
            c.expect_shape(p + "ssm_norm.weight", (d_state,), because_ssm)
            c.expect_shape(p + "ssm_out.weight", (value_dim, E), because_ssm)
        elif n_head and hk:
            because = "the attention head counts and sizes"
            c.expect_shape(p + "attn_q.weight", (E, hk * n_head * 2), because)
            if n_kv:
                c.expect_shape(p + "attn_k.weight", (E, hk * n_kv), because)
                c.expect_shape(p + "attn_v.weight", (E, (hv or hk) * n_kv), because)
            c.expect_shape(p + "attn_output.weight", (hk * n_head, E), because)
            c.expect_shape(p + "attn_q_norm.weight", (hk,), because)
            c.expect_shape(p + "attn_k_norm.weight", (hk,), because)
        if moe:
            because = "the expert count and expert FFN size"
            c.expect_shape(p + "ffn_gate_inp.weight", (E, n_exp), because)
            c.expect_shape(p + "ffn_gate_exps.weight", (E, n_ff_exp, n_exp), because)
            c.expect_shape(p + "ffn_up_exps.weight", (E, n_ff_exp, n_exp), because)
            c.expect_shape(p + "ffn_gate_up_exps.weight", (E, 2 * n_ff_exp if n_ff_exp else None, n_exp), because)
            c.expect_shape(p + "ffn_down_exps.weight", (n_ff_exp, E, n_exp), because)
            c.expect_shape(p + "ffn_gate_inp_shexp.weight", (E,), "the embedding size")
            because = "the shared expert FFN size"
            c.expect_shape(p + "ffn_gate_shexp.weight", (E, n_ff_sh), because)
            c.expect_shape(p + "ffn_up_shexp.weight", (E, n_ff_sh), because)
            c.expect_shape(p + "ffn_down_shexp.weight", (n_ff_sh, E), because)
        else:
            because = c.name("feed_forward_length")
            c.expect_shape(p + "ffn_gate.weight", (E, n_ff), because)
            c.expect_shape(p + "ffn_up.weight", (E, n_ff), because)
            c.expect_shape(p + "ffn_down.weight", (n_ff, E), because)
        if len(c.problems) > 20:
            return  # one wrong size repeats on every layer; the first ones say it
