"""The real Qwen-AgentWorld-35B-A3B (qwen35moe) shape, without its weights.

Two forms: :func:`real_shape_header` builds a :class:`GGUFHeader` in memory
(for planner unit tests), :func:`write_real_shape_model` writes a GGUF whose
header is complete and whose data section is a sparse hole (apparent size of the
real model, no disk blocks). llama.cpp can open the latter with ``no_alloc``
("simulate memory allocations") and with the quantizer's ``dry_run``, so its
own accounting for the full-size model can be compared with the planner's.

Hyperparameters are those in DESIGN.md: 40 layers (every 4th full attention),
hidden 2048, 256 routed experts (8 used) + 1 shared, expert FFN 512, 16 query
heads, 2 KV heads, head dim 256, vocab 248,320, Gated DeltaNet with 16 key
heads / 32 value heads of dim 128 and conv kernel 4.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

import numpy as np
from gguf import GGMLQuantizationType as T
from gguf import GGUFWriter, LlamaFileType

from playground.modelfile.header import ArraySummary, GGUFHeader, TensorInfo, parse_header, tensor_nbytes
from gguf import GGUFValueType

ARCH = "qwen35moe"


@dataclass(frozen=True)
class Shape:
    n_layer: int = 40
    n_embd: int = 2048
    n_vocab: int = 248_320
    n_head: int = 16
    n_head_kv: int = 2
    head_dim: int = 256
    n_expert: int = 256
    n_expert_used: int = 8
    n_ff_exp: int = 512
    n_ff_shexp: int = 512
    ssm_d_conv: int = 4
    ssm_d_state: int = 128
    ssm_n_group: int = 16
    ssm_dt_rank: int = 32
    full_attention_interval: int = 4
    context_length: int = 262_144


REAL = Shape()


def tensor_specs(s: Shape = REAL) -> list[tuple[str, tuple[int, ...]]]:
    """(name, GGUF shape ne0, ne1, ...) of every tensor, in the order converters write them."""
    E = s.n_embd
    key_dim = s.ssm_d_state * s.ssm_n_group
    value_dim = s.ssm_d_state * s.ssm_dt_rank
    conv_dim = 2 * key_dim + value_dim
    out: list[tuple[str, tuple[int, ...]]] = [("token_embd.weight", (E, s.n_vocab))]
    for il in range(s.n_layer):
        p = f"blk.{il}."
        out += [(p + "attn_norm.weight", (E,)), (p + "post_attention_norm.weight", (E,))]
        if (il + 1) % s.full_attention_interval:
            out += [
                (p + "attn_qkv.weight", (E, conv_dim)),
                (p + "attn_gate.weight", (E, value_dim)),
                (p + "ssm_conv1d.weight", (s.ssm_d_conv, conv_dim)),
                (p + "ssm_dt.bias", (s.ssm_dt_rank,)),
                (p + "ssm_a", (s.ssm_dt_rank,)),
                (p + "ssm_beta.weight", (E, s.ssm_dt_rank)),
                (p + "ssm_alpha.weight", (E, s.ssm_dt_rank)),
                (p + "ssm_norm.weight", (s.ssm_d_state,)),
                (p + "ssm_out.weight", (value_dim, E)),
            ]
        else:
            q_out = s.head_dim * s.n_head
            kv_out = s.head_dim * s.n_head_kv
            out += [
                (p + "attn_q.weight", (E, 2 * q_out)),
                (p + "attn_k.weight", (E, kv_out)),
                (p + "attn_v.weight", (E, kv_out)),
                (p + "attn_output.weight", (q_out, E)),
                (p + "attn_q_norm.weight", (s.head_dim,)),
                (p + "attn_k_norm.weight", (s.head_dim,)),
            ]
        out += [
            (p + "ffn_gate_inp.weight", (E, s.n_expert)),
            (p + "ffn_gate_exps.weight", (E, s.n_ff_exp, s.n_expert)),
            (p + "ffn_up_exps.weight", (E, s.n_ff_exp, s.n_expert)),
            (p + "ffn_down_exps.weight", (s.n_ff_exp, E, s.n_expert)),
            (p + "ffn_gate_inp_shexp.weight", (E,)),
            (p + "ffn_gate_shexp.weight", (E, s.n_ff_shexp)),
            (p + "ffn_up_shexp.weight", (E, s.n_ff_shexp)),
            (p + "ffn_down_shexp.weight", (s.n_ff_shexp, E)),
        ]
    out += [("output_norm.weight", (E,)), ("output.weight", (E, s.n_vocab))]
    return out


def _use_more_bits(i: int, n: int) -> bool:
    # llama-quant.cpp's rule for which layers get the bigger type in *_M mixes
    return i < n // 8 or i >= 7 * n // 8 or (i - n // 8) % 3 == 2


def q4_k_m_types(s: Shape = REAL) -> dict[str, int]:
    """Tensor types following llama.cpp's Q4_K_M recipe for this architecture (llama-quant.cpp).

    1-D tensors, norms, the router and ssm_conv1d stay F32; output Q6_K;
    attention-V-like tensors (attn_v, attn_qkv) Q6_K on the "more bits" counter
    positions; ffn_down (routed and shared) Q6_K on "more bits" layers; the rest Q4_K.
    """
    types: dict[str, int] = {}
    specs = tensor_specs(s)
    attn_v_like = [n for n, _ in specs if "attn_v.weight" in n or "attn_qkv.weight" in n]
    wv_index = {n: i for i, n in enumerate(attn_v_like)}
    for name, shape in specs:
        keep = (len(shape) < 2 or not name.endswith("weight") or "_norm.weight" in name
                or "ffn_gate_inp" in name or "ssm_conv1d" in name)
        if keep:
            types[name] = T.F32
        elif name == "output.weight":
            types[name] = T.Q6_K
        elif name in wv_index:
            types[name] = T.Q6_K if _use_more_bits(wv_index[name], len(attn_v_like)) else T.Q4_K
        elif "ffn_down" in name:
            layer = int(name.split(".")[1])
            types[name] = T.Q6_K if _use_more_bits(layer, s.n_layer) else T.Q4_K
        else:
            types[name] = T.Q4_K
    return types


def uniform_types(weight_type: int, s: Shape = REAL) -> dict[str, int]:
    """Every 2-D+ weight in ``weight_type`` (norms etc. F32): Q8_0, BF16 and F16 files look like this."""
    types = {}
    for name, shape in tensor_specs(s):
        keep = (len(shape) < 2 or not name.endswith("weight") or "_norm.weight" in name
                or "ffn_gate_inp" in name or "ssm_conv1d" in name)
        types[name] = T.F32 if keep else weight_type
    return types


def _metadata(s: Shape, file_type: int) -> dict[str, object]:
    a = ARCH
    return {
        "general.architecture": a,
        "general.name": "Qwen-AgentWorld-35B-A3B (shape only)",
        "general.file_type": file_type,
        f"{a}.context_length": s.context_length,
        f"{a}.embedding_length": s.n_embd,
        f"{a}.block_count": s.n_layer,
        f"{a}.feed_forward_length": s.n_ff_exp,
        f"{a}.attention.head_count": s.n_head,
        f"{a}.attention.head_count_kv": s.n_head_kv,
        f"{a}.attention.key_length": s.head_dim,
        f"{a}.attention.value_length": s.head_dim,
        f"{a}.rope.dimension_count": 64,
        f"{a}.expert_count": s.n_expert,
        f"{a}.expert_used_count": s.n_expert_used,
        f"{a}.expert_feed_forward_length": s.n_ff_exp,
        f"{a}.expert_shared_feed_forward_length": s.n_ff_shexp,
        f"{a}.ssm.conv_kernel": s.ssm_d_conv,
        f"{a}.ssm.state_size": s.ssm_d_state,
        f"{a}.ssm.group_count": s.ssm_n_group,
        f"{a}.ssm.time_step_rank": s.ssm_dt_rank,
        f"{a}.ssm.inner_size": s.ssm_d_state * s.ssm_dt_rank,
        f"{a}.full_attention_interval": s.full_attention_interval,
        "tokenizer.ggml.tokens": ArraySummary(GGUFValueType.STRING, s.n_vocab),
    }


def real_shape_header(types: Mapping[str, int] | None = None, s: Shape = REAL,
                      file_type: int = LlamaFileType.MOSTLY_Q4_K_M) -> GGUFHeader:
    """An in-memory GGUFHeader of the real model (no file, no data)."""
    types = types or q4_k_m_types(s)
    tensors = []
    offset = 0
    for name, shape in tensor_specs(s):
        t = TensorInfo(name, shape, int(types[name]), offset)
        tensors.append(t)
        offset += (t.n_bytes + 31) // 32 * 32
    header = GGUFHeader(version=3, metadata=_metadata(s, int(file_type)), tensors=tensors,
                        header_size=6_000_000, data_offset=6_000_000, header_sha256="synthetic")
    header.file_size = header.expected_file_size
    return header


def _vocab(n: int) -> tuple[list[str], list[int], list[str]]:
    from tests.tinymodel import bytes_to_unicode

    b2u = bytes_to_unicode()
    tokens = [b2u[b] for b in range(256)]
    specials = ["<|endoftext|>", "<|im_start|>", "<|im_end|>", "<think>", "</think>"]
    n_plain = n - len(tokens) - len(specials)
    tokens += [f"t{i}" for i in range(n_plain)]
    types = [1] * len(tokens) + [3] * len(specials)
    tokens += specials
    return tokens, types, [f"{b2u[ord('t')]} {b2u[ord('0')]}"]


def write_real_shape_model(path: Path, types: Mapping[str, int] | None = None, s: Shape = REAL,
                           file_type: int = LlamaFileType.MOSTLY_Q4_K_M) -> Path:
    """Write the header of the real-shape model and extend the file sparsely to its full size."""
    types = types or q4_k_m_types(s)
    meta = _metadata(s, int(file_type))
    w = GGUFWriter(str(path), ARCH)
    w.add_name(str(meta["general.name"]))
    w.add_file_type(int(file_type))
    for key, value in meta.items():
        if key.startswith(f"{ARCH}."):
            w.add_uint32(key, int(value))  # type: ignore[arg-type]
    w.add_rope_dimension_sections([11, 11, 10, 0])
    w.add_rope_freq_base(10_000_000.0)
    w.add_layer_norm_rms_eps(1e-6)
    tokens, ttypes, merges = _vocab(s.n_vocab)
    w.add_tokenizer_model("gpt2")
    w.add_tokenizer_pre("qwen35")
    w.add_token_list(tokens)
    w.add_token_types(ttypes)
    w.add_token_merges(merges)
    w.add_eos_token_id(len(tokens) - 3)
    w.add_bos_token_id(len(tokens) - 5)
    for name, shape in tensor_specs(s):
        ttype = T(int(types[name]))
        w.add_tensor_info(name, tuple(reversed(shape)), np.dtype(np.float32), tensor_nbytes(ttype, shape),
                          raw_dtype=ttype)
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_ti_data_to_file()
    w.close()
    with open(path, "rb") as f:
        header = parse_header(f.read())
    os.truncate(path, header.expected_file_size)
    return path
