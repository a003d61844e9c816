"""A tiny random-weight GGUF of architecture ``llama`` (dense, or with routed experts).

The fault suite mutates it to exercise the hyperparameter checks every architecture shares
(block count, heads, rope, experts, norms, tokenizer) away from the Qwen3.5-specific ones.
Same byte-level BPE vocabulary and chat template as tests/tinymodel.py; seeded weights.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
from gguf import GGUFWriter, LlamaFileType

from tests.tinymodel import CHAT_TEMPLATE, TinyConfig, build_vocab


def write_tiny_llama(path: Path, *, moe: bool = False) -> Path:
    rng = np.random.default_rng(7)
    tokens, types, merges = build_vocab(TinyConfig())
    n_embd, n_layer, n_head, n_head_kv, n_ff, n_expert = 128, 2, 4, 2, 256, 4
    head = n_embd // n_head
    w = GGUFWriter(str(path), "llama")
    w.add_name("tiny-llama" + ("-moe" if moe else ""))
    w.add_file_type(LlamaFileType.ALL_F32)
    w.add_context_length(512)
    w.add_embedding_length(n_embd)
    w.add_block_count(n_layer)
    w.add_feed_forward_length(n_ff)
    w.add_head_count(n_head)
    w.add_head_count_kv(n_head_kv)
    w.add_rope_dimension_count(head)
    w.add_layer_norm_rms_eps(1e-5)
    w.add_rope_freq_base(10000.0)
    if moe:
        w.add_expert_count(n_expert)
        w.add_expert_used_count(2)
    w.add_tokenizer_model("gpt2")
    w.add_tokenizer_pre("qwen2")
    w.add_token_list(tokens)
    w.add_token_types(types)
    w.add_token_merges(merges)
    w.add_eos_token_id(tokens.index("<|im_end|>"))
    w.add_bos_token_id(tokens.index("<|endoftext|>"))
    w.add_add_bos_token(False)
    w.add_chat_template(CHAT_TEMPLATE)

    def normal(*shape: int) -> np.ndarray:  # numpy shapes are GGUF shapes reversed
        return (rng.standard_normal(shape) * 0.05).astype(np.float32)

    ones = np.ones(n_embd, dtype=np.float32)
    w.add_tensor("token_embd.weight", normal(len(tokens), n_embd))
    w.add_tensor("output_norm.weight", ones)
    w.add_tensor("output.weight", normal(len(tokens), n_embd))
    for il in range(n_layer):
        p = f"blk.{il}."
        w.add_tensor(p + "attn_norm.weight", ones)
        w.add_tensor(p + "attn_q.weight", normal(n_head * head, n_embd))
        w.add_tensor(p + "attn_k.weight", normal(n_head_kv * head, n_embd))
        w.add_tensor(p + "attn_v.weight", normal(n_head_kv * head, n_embd))
        w.add_tensor(p + "attn_output.weight", normal(n_embd, n_head * head))
        w.add_tensor(p + "ffn_norm.weight", ones)
        if moe:
            w.add_tensor(p + "ffn_gate_inp.weight", normal(n_expert, n_embd))
            w.add_tensor(p + "ffn_gate_exps.weight", normal(n_expert, n_ff, n_embd))
            w.add_tensor(p + "ffn_up_exps.weight", normal(n_expert, n_ff, n_embd))
            w.add_tensor(p + "ffn_down_exps.weight", normal(n_expert, n_embd, n_ff))
        else:
            w.add_tensor(p + "ffn_gate.weight", normal(n_ff, n_embd))
            w.add_tensor(p + "ffn_up.weight", normal(n_ff, n_embd))
            w.add_tensor(p + "ffn_down.weight", normal(n_embd, n_ff))
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    return path
