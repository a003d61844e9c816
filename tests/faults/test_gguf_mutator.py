"""Property: any mutation of the tiny model's metadata is a one-line error or a working model.

Hypothesis picks one to three metadata keys of a tiny GGUF (the qwen35moe model this app runs,
and a llama-family model, dense and MoE, for the keys every architecture shares; plus keys
they lack but llama.cpp reads) and gives each a hostile value: deleted, 0, 1, huge, negative, NaN/inf, a
wrong type, an array, the original value nudged, a broken vocabulary. Each mutant goes to a
child process that runs the real ``agentworld-play info`` and, when info accepts it, a real
load plus a short generation. The property: the child never dies of a signal, never takes
10 s, ``info`` either succeeds or prints only ``error:`` lines (no traceback), and a load
either works or fails with one line.

``AGENTWORLD_FUZZ_EXAMPLES`` raises the example count for a longer local campaign.
"""

from __future__ import annotations

import itertools
import math
import os

import pytest
from gguf import GGUFValueType as T
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from playground.modelfile.header import parse_header
from tests.faults.ggufedit import DELETE, Typed, rewrite_metadata
from tests.faults.probe import Prober
from tests.faults.tinyllama import write_tiny_llama
from tests.tinymodel import TinyConfig, build_vocab

EXAMPLES = int(os.environ.get("AGENTWORLD_FUZZ_EXAMPLES", "30"))
TOKENS, TYPES, MERGES = build_vocab(TinyConfig())

# Keys llama.cpp reads that the tiny models do not carry ({} is the architecture).
ABSENT_KEYS = [
    "{}.expert_group_count", "{}.expert_group_used_count", "{}.rope.scaling.type", "{}.rope.scaling.factor",
    "{}.attention.recurrent_layers", "{}.attention.layer_norm_epsilon", "{}.vocab_size",
    "{}.attention.key_length", "{}.attention.value_length", "{}.rope.dimension_sections",
    "{}.full_attention_interval", "{}.nextn_predict_layers", "{}.expert_count", "{}.expert_used_count",
    "tokenizer.ggml.scores", "general.alignment",
]
_ARRAYS = {"tokenizer.ggml.tokens", "tokenizer.ggml.merges", "tokenizer.ggml.token_type", "tokenizer.ggml.scores"}

_INT_RANGES = {
    T.UINT8: (0, 255), T.INT8: (-128, 127), T.UINT16: (0, 65535), T.INT16: (-32768, 32767),
    T.UINT32: (0, 2**32 - 1), T.INT32: (-(2**31), 2**31 - 1), T.UINT64: (0, 2**64 - 1), T.INT64: (-(2**63), 2**63 - 1),
}

special_ints = st.sampled_from([0, 1, 2, 3, 4, 5, 7, 31, 32, 63, 64, 65, 128, 255, 256, 512, 513, 4096,
                                2**16, 2**30, 2**31 - 1, 2**31, 2**32 - 1, 2**63, -1, -5])
ints = st.one_of(special_ints, st.integers(min_value=-(2**31), max_value=2**32 - 1))
floats = st.one_of(st.sampled_from([0.0, -0.0, -1.0, 0.5, 1.0, 1e-30, 1e30, math.nan, math.inf, -math.inf]),
                   st.floats(width=32))
texts = st.one_of(st.sampled_from(["", "llama", "gpt2", "none", "no_vocab", "bert", "t5", "rwkv", "bogus",
                                   "yarn", "linear", "qwen35", "\x1b[31m", "é"]), st.text(max_size=12))


@st.composite
def typed_ints(draw: st.DrawFn) -> Typed:
    vtype = draw(st.sampled_from(list(_INT_RANGES)))
    lo, hi = _INT_RANGES[vtype]
    v = draw(special_ints)
    return Typed(vtype, min(max(v, lo), hi))


@st.composite
def arrays(draw: st.DrawFn) -> Typed:
    item = draw(st.sampled_from([T.INT32, T.UINT32, T.FLOAT32, T.STRING, T.BOOL, T.UINT8]))
    n = draw(st.sampled_from([0, 1, 2, 3, 4, 5, 8]))
    if item == T.STRING:
        return Typed(T.ARRAY, draw(st.lists(texts, min_size=n, max_size=n)), item)
    if item == T.FLOAT32:
        return Typed(T.ARRAY, draw(st.lists(floats, min_size=n, max_size=n)), item)
    if item == T.BOOL:
        return Typed(T.ARRAY, draw(st.lists(st.booleans(), min_size=n, max_size=n)), item)
    lo, hi = _INT_RANGES[item]
    vals = draw(st.lists(st.one_of(special_ints, st.integers(-8, 300)), min_size=n, max_size=n))
    return Typed(T.ARRAY, [min(max(v, lo), hi) for v in vals], item)


def nudged(orig: object) -> st.SearchStrategy[object]:
    if isinstance(orig, bool) or not isinstance(orig, (int, float)):
        return st.nothing()
    if isinstance(orig, float):
        return st.sampled_from([orig * 2, orig / 2, -orig, orig * 1e30])
    return st.sampled_from([orig + 1, orig - 1, orig * 2, orig // 2, orig * 1000]).filter(lambda v: v >= -(2**31))


def vocab_edits(key: str) -> st.SearchStrategy[object]:
    n = len(TOKENS)
    if key == "tokenizer.ggml.tokens":
        return st.sampled_from([
            Typed(T.ARRAY, ["a"] * n, T.STRING),
            Typed(T.ARRAY, TOKENS[:-1], T.STRING),
            Typed(T.ARRAY, TOKENS + ["extra"], T.STRING),
            Typed(T.ARRAY, [t.encode() + b"\xff" for t in TOKENS], T.STRING),
            Typed(T.ARRAY, TOKENS[:10] + [TOKENS[0]] + TOKENS[11:], T.STRING),
            Typed(T.ARRAY, list(range(n)), T.INT32),
        ])
    if key == "tokenizer.ggml.merges":
        return st.sampled_from([Typed(T.ARRAY, [], T.STRING), Typed(T.ARRAY, ["ab"] * 3, T.STRING),
                                Typed(T.ARRAY, [" "] * 3, T.STRING), Typed(T.ARRAY, [1, 2], T.INT32)])
    if key == "tokenizer.ggml.token_type":
        return st.sampled_from([Typed(T.ARRAY, [1] * (n - 1), T.INT32), Typed(T.ARRAY, [99] * n, T.INT32),
                                Typed(T.ARRAY, [-1] * n, T.INT32), Typed(T.ARRAY, [1] * n, T.UINT8),
                                Typed(T.ARRAY, [3] * n, T.INT32)])
    return st.sampled_from([Typed(T.ARRAY, [0.0] * n, T.FLOAT32), Typed(T.ARRAY, [0.0] * 3, T.FLOAT32),
                            Typed(T.ARRAY, [math.nan] * n, T.FLOAT32), Typed(T.ARRAY, [0] * n, T.UINT8)])


def value_for(key: str, orig: object) -> st.SearchStrategy[object]:
    generic = st.one_of(st.just(DELETE), ints, floats, typed_ints(), texts, st.booleans(), arrays(), nudged(orig))
    if key in _ARRAYS:
        return st.one_of(vocab_edits(key), st.just(DELETE), ints, texts)
    return generic


@st.composite
def mutations(draw: st.DrawFn, keys: list[str], meta: dict[str, object]) -> dict[str, object]:
    chosen = draw(st.lists(st.sampled_from(keys), min_size=1, max_size=3, unique=True))
    return {k: draw(value_for(k, meta.get(k))) for k in chosen}


class Original:
    """The tiny model's bytes, keys and values (a short repr: Hypothesis prints its arguments)."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.meta = dict(parse_header(data).metadata)
        # Every key but the architecture and the chat template, plus keys the file lacks.
        self.arch = str(self.meta["general.architecture"])
        self.keys = sorted(k for k in self.meta if k not in ("general.architecture", "tokenizer.chat_template"))
        self.keys += [k.format(self.arch) for k in ABSENT_KEYS if k.format(self.arch) not in self.meta]

    def __repr__(self) -> str:
        return f"<tiny {self.arch} model, {len(self.data):,} bytes>"


@pytest.fixture(scope="module", params=["qwen35moe", "llama", "llama-moe"])
def original(request: pytest.FixtureRequest, tiny_bytes: bytes, tmp_path_factory: pytest.TempPathFactory) -> Original:
    """The model this app runs, and a llama-family model (dense and MoE) for the generic keys."""
    if request.param == "qwen35moe":
        return Original(tiny_bytes)
    path = write_tiny_llama(tmp_path_factory.mktemp("llama") / f"{request.param}.gguf",
                            moe=request.param == "llama-moe")
    return Original(path.read_bytes())


_counter = itertools.count()


def _check(edits: dict[str, object], r) -> None:  # r: ProbeResult
    assert r.died is None, f"{edits}: the child died ({r.died}) after {r.seconds:.1f} s"
    assert r.seconds < 10
    info = r.info
    assert info is not None
    assert info["rc"] in (0, 1), f"{edits}: info gave a traceback:\n{info['err']}"
    if info["rc"] == 1:
        lines = info["err"].splitlines()
        assert lines and all(line.startswith("error: ") for line in lines), f"{edits}: {info['err']!r}"
        event("refused by info")
        return
    load = r.load
    assert load is not None
    assert "traceback" not in load, f"{edits}: the load raised:\n{load.get('traceback')}"
    if "error" in load:
        assert "\n" not in load["error"] and load["error"], f"{edits}: {load['error']!r}"
        event("accepted by info, load refused (one line)")
    else:
        event("loaded and generated")


@pytest.mark.slow
@settings(max_examples=EXAMPLES, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                                 HealthCheck.data_too_large])
@given(data=st.data())
def test_mutated_metadata_never_kills_or_hangs(data: st.DataObject, original: Original, prober: Prober,
                                               tmp_path_factory: pytest.TempPathFactory) -> None:
    edits = data.draw(mutations(original.keys, original.meta), label="edits")
    d = tmp_path_factory.getbasetemp() / "mutants"
    d.mkdir(exist_ok=True)
    p = d / f"m{next(_counter)}.gguf"
    p.write_bytes(rewrite_metadata(original.data, edits))
    try:
        _check(edits, prober.probe(p))
    finally:
        p.unlink()
