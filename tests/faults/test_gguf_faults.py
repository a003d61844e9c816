"""Hostile GGUF metadata: every value that used to kill llama.cpp (or hang) is one line now.

Each case below is a metadata edit of the tiny qwen35moe model that, before the Python-side
hyperparameter checks, ended in SIGABRT/SIGFPE inside llama.cpp, or in a hang (issue 13
items 1 and 2). For each: ``inspect_model_file`` refuses it naming the key, ``agentworld-play
info`` prints one ``error:`` line per problem and exits 1, and a real load in a child process
(``Engine.load`` + a short generation) ends in a one-line error instead of a signal. Controls
show the same harness passes good files and does not refuse harmless edits.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from playground.cli import main
from playground.errors import InvalidModelFileError
from playground.modelfile.checks import inspect_model_file
from playground.modelfile.header import read_header
from playground.modelfile.hparams import HyperparameterError
from tests.faults.ggufedit import DELETE, Typed, rewrite_metadata
from tests.faults.probe import Prober
from tests.tinymodel import build_vocab, TinyConfig

from gguf import GGUFValueType as T

A = "qwen35moe."
_TOKENS, _, _ = build_vocab(TinyConfig())
N_TOKENS = len(_TOKENS)

# (case id, metadata edits, text the first problem must contain)
NATIVE_ABORTS = [
    ("expert_count-0", {A + "expert_count": 0}, "expert_count is 0"),
    ("expert_count-1-below-used", {A + "expert_count": 1}, "expert_used_count is 2"),
    ("expert_count-2^31", {A + "expert_count": 2**31}, "expert_count is 2147483648"),
    ("expert_count-missing", {A + "expert_count": DELETE}, "expert_count is missing"),
    ("expert_used_count-0", {A + "expert_used_count": 0}, "expert_used_count is 0"),
    ("expert_used_count-above-count", {A + "expert_used_count": 5}, "expert_used_count is 5"),
    ("expert_used_count-2^31", {A + "expert_used_count": 2**31}, "expert_used_count is 2147483648"),
    ("block_count-0", {A + "block_count": 0}, "block_count is 0"),
    ("nextn_predict_layers-2^31", {A + "nextn_predict_layers": 2**31}, "nextn_predict_layers is 2147483648"),
    ("ssm.inner_size-0", {A + "ssm.inner_size": 0}, "ssm.inner_size is 0"),
    ("ssm.inner_size-mismatch", {A + "ssm.inner_size": 128}, "ssm.inner_size is 128"),
    ("rms_epsilon-nan", {A + "attention.layer_norm_rms_epsilon": float("nan")}, "layer_norm_rms_epsilon is nan"),
    ("full_attention_interval-0", {A + "full_attention_interval": 0}, "full_attention_interval is 0"),
    ("rope_sections-2^30", {A + "rope.dimension_sections": [2**30] * 4}, "rope.dimension_sections"),
    ("rope_sections-negative", {A + "rope.dimension_sections": Typed(T.ARRAY, [-5, 100, 0, 0], T.INT32)},
     "sections cannot be negative"),
    ("tokenizer-llama-without-scores", {"tokenizer.ggml.model": "llama"}, "tokenizer.ggml.scores is missing"),
    ("tokens-all-identical", {"tokenizer.ggml.tokens": Typed(T.ARRAY, ["a"] * N_TOKENS, T.STRING)},
     "repeats token strings"),
    ("tokens-all-invalid-utf8",
     {"tokenizer.ggml.tokens": Typed(T.ARRAY, [b"\xff" + t.encode() for t in _TOKENS], T.STRING)},
     "not valid UTF-8"),
]

HANGS = [
    ("block_count-2^32-1", {A + "block_count": 4294967295}, "block_count is 4294967295"),
    ("rope.dimension_count-0", {A + "rope.dimension_count": 0}, "rope.dimension_count is 0"),
]

# More crashes found while building the checks (each one aborted the pinned llama.cpp).
MORE_ABORTS = [
    ("rope_sections-zero", {A + "rope.dimension_sections": [0, 0, 0, 0]}, "first section"),
    ("rope.dimension_count-odd", {A + "rope.dimension_count": 63}, "must be even"),
    ("rope.dimension_count-above-head", {A + "rope.dimension_count": 128}, "rope.dimension_count is 128"),
    ("rms_epsilon-negative", {A + "attention.layer_norm_rms_epsilon": -1.0}, "greater than 0"),
    ("rope.scaling.type-unknown", {A + "rope.scaling.type": "bogus"}, "rope.scaling.type is 'bogus'"),
    ("expert_groups-on-qwen35moe", {A + "expert_group_count": 2, A + "expert_group_used_count": 1},
     "expert_group_count is 2"),
    ("tokenizer-llama-no-byte-tokens",
     {"tokenizer.ggml.model": "llama", "tokenizer.ggml.scores": Typed(T.ARRAY, [0.0] * N_TOKENS, T.FLOAT32)},
     "256 byte tokens"),
    ("one-repeated-token",
     {"tokenizer.ggml.tokens": Typed(T.ARRAY, _TOKENS[:300] + [_TOKENS[0]] + _TOKENS[301:], T.STRING)},
     "first at token 300"),
]

CASES = NATIVE_ABORTS + HANGS + MORE_ABORTS


def _mutant(tmp_path: Path, data: bytes, case_id: str, edits: dict) -> Path:
    p = tmp_path / f"{case_id}.gguf"
    p.write_bytes(rewrite_metadata(data, edits))
    return p


def test_the_issue_lists_eighteen_aborts_and_two_hangs() -> None:
    assert len(NATIVE_ABORTS) == 18 and len(HANGS) == 2


@pytest.mark.parametrize("case_id,edits,expected", CASES, ids=[c[0] for c in CASES])
def test_refused_in_python_with_the_key_named(case_id: str, edits: dict, expected: str, tiny_bytes: bytes,
                                              tmp_path: Path) -> None:
    p = _mutant(tmp_path, tiny_bytes, case_id, edits)
    t0 = time.monotonic()
    with pytest.raises(HyperparameterError) as err:
        inspect_model_file(p)
    assert time.monotonic() - t0 < 2.0
    assert expected in err.value.problems[0], err.value.problems
    assert "\n" not in str(err.value)
    assert str(err.value).startswith(f"{p} has invalid metadata: ")


@pytest.mark.parametrize("case_id,edits,expected", CASES, ids=[c[0] for c in CASES])
def test_info_prints_each_problem_on_one_line(case_id: str, edits: dict, expected: str, tiny_bytes: bytes,
                                              tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    p = _mutant(tmp_path, tiny_bytes, case_id, edits)
    assert main(["info", str(p)]) == 1
    cap = capsys.readouterr()
    assert cap.out == ""
    lines = cap.err.splitlines()
    assert lines and all(line.startswith(f"error: {p}: ") for line in lines), lines
    assert expected in lines[0]


@pytest.mark.parametrize("case_id,edits,expected", CASES, ids=[c[0] for c in CASES])
def test_real_load_in_a_child_is_a_one_line_error(case_id: str, edits: dict, expected: str, tiny_bytes: bytes,
                                                  tmp_path: Path, prober: Prober) -> None:
    """Engine.load + a 4-token generation in a child: no signal, no hang, one line."""
    p = _mutant(tmp_path, tiny_bytes, case_id, edits)
    r = prober.probe(p)
    assert r.died is None, f"{case_id}: the child died ({r.died})"
    assert r.info is not None and r.info["rc"] == 1 and "Traceback" not in r.info["err"]
    # info refused it, so the load must refuse it too, the same way
    from playground.llama.engine import Engine

    with pytest.raises(HyperparameterError, match="invalid metadata"):
        Engine.load(p)  # refused before any native call: safe in this process


def test_block_count_2_32_is_bounded_everywhere(tiny_bytes: bytes, tmp_path: Path) -> None:
    """No 4-billion-item list anywhere: info, the load check and the fit planner answer at once."""
    from playground.fit.planner import FitError, ModelShape

    p = _mutant(tmp_path, tiny_bytes, "huge", {A + "block_count": 4294967295})
    t0 = time.monotonic()
    with pytest.raises(HyperparameterError):
        inspect_model_file(p)
    with pytest.raises(FitError, match="4,294,967,295 layers"):
        ModelShape.from_headers([read_header(p)])  # remote headers reach the planner unchecked
    # a negative MTP count (stored as int32) must not grow the trunk either
    q = _mutant(tmp_path, tiny_bytes, "neg", {A + "nextn_predict_layers": Typed(T.INT32, -(2**31))})
    assert ModelShape.from_headers([read_header(q)]).n_layer == 4
    with pytest.raises(HyperparameterError, match="nextn_predict_layers is -2147483648"):
        inspect_model_file(q)
    assert time.monotonic() - t0 < 2.0


def test_every_problem_is_listed_not_just_the_first(tiny_bytes: bytes, tmp_path: Path) -> None:
    p = _mutant(tmp_path, tiny_bytes, "many", {A + "expert_count": 0, A + "full_attention_interval": 0,
                                               A + "attention.layer_norm_rms_epsilon": float("inf")})
    with pytest.raises(HyperparameterError) as err:
        inspect_model_file(p)
    text = " | ".join(err.value.problems)
    for key in ("expert_count", "full_attention_interval", "layer_norm_rms_epsilon"):
        assert key in text
    assert "(and 2 more: agentworld-play info lists them)" in str(err.value)


def test_escape_sequences_in_keys_stay_visible(tiny_bytes: bytes, tmp_path: Path) -> None:
    p = _mutant(tmp_path, tiny_bytes, "esc", {A + "rope.scaling.type": "\x1b]52;c;aGk=\x07\nx"})
    with pytest.raises(HyperparameterError) as err:
        inspect_model_file(p)
    assert "\x1b" not in str(err.value) and "\n" not in str(err.value) and "\\x1b" in str(err.value)


# ----------------------------------------------------------------------------- controls

HARMLESS = [
    ("unchanged", {}),
    ("new-name", {"general.name": "renamed"}),
    ("freq_base", {A + "rope.freq_base": 1_000_000.0}),
    ("sections-smaller", {A + "rope.dimension_sections": [5, 5, 5, 0]}),
    ("head_count-array", {A + "attention.head_count": [4, 4, 4, 4]}),
    ("expert_used-all", {A + "expert_used_count": 4}),
    ("expert_group-1", {A + "expert_group_count": 1}),
    ("one-token-type-odd", {"tokenizer.ggml.token_type": Typed(T.ARRAY, [1] * (N_TOKENS - 1) + [99], T.INT32)}),
    ("llama-with-byte-tokens", {
        "tokenizer.ggml.model": "llama",
        "tokenizer.ggml.scores": Typed(T.ARRAY, [0.0] * N_TOKENS, T.FLOAT32),
        "tokenizer.ggml.tokens": Typed(T.ARRAY, [f"<0x{i:02X}>" for i in range(256)] + _TOKENS[256:], T.STRING),
    }),
]


@pytest.mark.parametrize("case_id,edits", HARMLESS, ids=[c[0] for c in HARMLESS])
def test_harmless_edits_still_load_and_generate(case_id: str, edits: dict, tiny_bytes: bytes, tmp_path: Path,
                                                prober: Prober) -> None:
    p = _mutant(tmp_path, tiny_bytes, case_id, edits)
    inspect_model_file(p)
    r = prober.probe(p)
    assert r.died is None and r.info and r.info["rc"] == 0, r
    assert r.load == {"ok": True}, r


def test_a_crash_in_the_child_is_reported_not_fatal(tiny_bytes: bytes, tmp_path: Path, prober: Prober) -> None:
    """The harness itself: a real abort comes back as 'signal SIGABRT' (so the suite can fail on it)."""
    import os
    import signal

    assert prober._proc is not None
    os.kill(prober._proc.pid, signal.SIGABRT)
    # wait until it is dead (not reaped: the prober reads how it died), so no probe races the signal
    os.waitid(os.P_PID, prober._proc.pid, os.WEXITED | os.WNOWAIT)
    r = prober.probe(tmp_path / "whatever.gguf")
    assert r.died == "signal SIGABRT"
    r = prober.probe(_mutant(tmp_path, tiny_bytes, "after", {}))
    assert r.load == {"ok": True}


def test_header_bounds_refuse_before_allocating(tmp_path: Path) -> None:
    import struct

    def kv(key: str, payload: bytes) -> bytes:
        k = key.encode()
        return struct.pack("<Q", len(k)) + k + payload

    # 2^23 empty strings: 64 MiB of header a Python loop would walk for seconds
    strings = kv("tokenizer.ggml.tokens", struct.pack("<IIQ", T.ARRAY, T.STRING, 1 << 23))
    nested = kv("x", struct.pack("<IIQ", T.ARRAY, T.ARRAY, 1) + struct.pack("<IQ", T.ARRAY, 1)
                + struct.pack("<IQ", T.INT32, 0))
    dup = kv("a", struct.pack("<II", T.UINT32, 1)) * 2
    for name, body, n_kv, match in (("strings", strings, 1, "array of 8388608 strings"),
                                    ("nested", nested, 1, "nested array"),
                                    ("dup", dup, 2, "appears twice")):
        p = tmp_path / f"{name}.gguf"
        p.write_bytes(b"GGUF" + struct.pack("<IQQ", 3, 0, n_kv) + body + b"\0" * 64)
        with pytest.raises(InvalidModelFileError, match=match):
            read_header(p)


@pytest.mark.parametrize("moe", [False, True], ids=["llama", "llama-moe"])
def test_generic_checks_pass_a_llama_family_model_and_catch_its_faults(moe: bool, tmp_path: Path,
                                                                       prober: Prober) -> None:
    """The checks every architecture shares, on a model that is not Qwen3.5."""
    from tests.faults.tinyllama import write_tiny_llama

    good = write_tiny_llama(tmp_path / "llama.gguf", moe=moe)
    r = prober.probe(good)
    assert r.died is None and r.load == {"ok": True}, r
    data = good.read_bytes()
    faults = [
        ("llama.expert_used_count", 5 if moe else 3, "expert_used_count is"),  # more experts than exist / any
        ("llama.attention.head_count_kv", 3, "3 KV heads"),  # does not divide the 4 query heads
        ("llama.rope.dimension_count", 16, "rotates the whole key head"),  # llama rotates all 32
        ("llama.block_count", 3, "tensors for only 2 layers"),
        ("llama.attention.layer_norm_rms_epsilon", float("nan"), "finite"),
    ]
    for key, value, expected in faults:
        p = _mutant(tmp_path, data, key, {key: value})
        with pytest.raises(HyperparameterError, match=expected):
            inspect_model_file(p)
