"""Write a tiny, random-weight GGUF of architecture ``qwen35moe``.

It has the real model's layer pattern at toy size: three Gated DeltaNet
(recurrent) layers and one full-attention layer (full_attention_interval=4),
routed experts plus a shared expert, a byte-level BPE tokenizer (pre-tokenizer
``qwen35``) with the ChatML specials and ``<think>``/``</think>``, and a Qwen-style
chat template that opens thinking in the generation prompt and drops earlier
turns' thinking. Weights are seeded, so every run writes the same bytes.

It lives in the core because the app uses it too: the CPU probe
(``playground.llama.bufprobe``) decodes a quantized copy of it to learn whether
llama.cpp's weight repacking is safe on this machine. The tests build their
models with it. From the command line, for benchmarks or a manual try-out::

    python -m playground.modelfile.tinymodel /tmp/tiny.gguf [--defect]
"""

from __future__ import annotations

import argparse
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt
from gguf import GGUFWriter, LlamaFileType

ARCH = "qwen35moe"

SPECIAL_TOKENS = [
    ("<|endoftext|>", 3),
    ("<|im_start|>", 3),
    ("<|im_end|>", 3),
    ("<think>", 4),
    ("</think>", 4),
    ("<tool_call>", 4),
    ("</tool_call>", 4),
]

# Qwen-style: earlier assistant turns lose their reasoning; the generation
# prompt opens a think block unless enable_thinking is false.
CHAT_TEMPLATE = (
    "{%- for message in messages -%}"
    "{%- if message.role == 'assistant' -%}"
    "{%- set content = message.content -%}"
    "{%- if '</think>' in content -%}"
    "{%- set content = content.split('</think>')[-1].lstrip('\\n') -%}"
    "{%- endif -%}"
    "{{- '<|im_start|>assistant\\n' + content + '<|im_end|>\\n' -}}"
    "{%- else -%}"
    "{{- '<|im_start|>' + message.role + '\\n' + message.content + '<|im_end|>\\n' -}}"
    "{%- endif -%}"
    "{%- endfor -%}"
    "{%- if add_generation_prompt -%}"
    "{{- '<|im_start|>assistant\\n' -}}"
    "{%- if enable_thinking is defined and enable_thinking is false -%}"
    "{{- '<think>\\n\\n</think>\\n\\n' -}}"
    "{%- else -%}"
    "{{- '<think>\\n' -}}"
    "{%- endif -%}"
    "{%- endif -%}"
)

# Text the toy BPE is trained on: the kind of thing a world model reads and writes.
CORPUS = """
user@host:~$ ls -la
total 24
drwxr-xr-x 3 user user 4096 Jan  1 12:00 .
-rw-r--r-- 1 user user  220 Jan  1 12:00 README.md
user@host:~/project$ cat config.json
{"name": "demo", "version": "1.0.0", "dependencies": {}}
**Environment Observation:** The command completed with exit code 0.
<predicted_observation>The page shows a search box and three results.</predicted_observation>
The agent runs the tests; two pass and one fails with an assertion error.
Tool call: create_issue {"title": "Bug in parser", "labels": ["bug"]}
Result: {"id": 42, "status": "open", "url": "https://example.com/issues/42"}
Search results for "weather in Paris": 1. Paris forecast - sunny, 21 degrees.
Les résultats: café, naïve, 東京, 🙂 emoji and accents survive byte-level BPE.
"""


def bytes_to_unicode() -> dict[int, str]:
    """GPT-2's reversible byte -> printable character map (what llama.cpp's BPE expects)."""
    bs = list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1)) + list(range(ord("®"), ord("ÿ") + 1))
    cs = bs[:]
    n = 0
    for b in range(256):
        if b not in bs:
            bs.append(b)
            cs.append(256 + n)
            n += 1
    return dict(zip(bs, (chr(c) for c in cs)))


_PRETOKENIZE = re.compile(r"'(?:[sdmt]|ll|ve|re)| ?[^\W\d_]+| ?\d| ?[^\s\w]+|\s+", re.UNICODE)


def train_bpe(corpus: str, n_merges: int) -> tuple[list[str], list[str]]:
    """A minimal byte-level BPE: returns (merged tokens, merges as 'a b')."""
    b2u = bytes_to_unicode()
    words = Counter(
        tuple(b2u[b] for b in piece.encode("utf-8")) for piece in _PRETOKENIZE.findall(corpus)
    )
    merges: list[str] = []
    tokens: list[str] = []
    for _ in range(n_merges):
        pairs: Counter[tuple[str, str]] = Counter()
        for word, freq in words.items():
            for a, b in zip(word, word[1:]):
                pairs[(a, b)] += freq
        if not pairs:
            break
        # Highest count, ties broken by the pair itself for determinism.
        (a, b), _count = max(pairs.items(), key=lambda kv: (kv[1], kv[0]))
        merged = a + b
        merges.append(f"{a} {b}")
        tokens.append(merged)
        new_words: Counter[tuple[str, ...]] = Counter()
        for word, freq in words.items():
            out: list[str] = []
            i = 0
            while i < len(word):
                if i + 1 < len(word) and word[i] == a and word[i + 1] == b:
                    out.append(merged)
                    i += 2
                else:
                    out.append(word[i])
                    i += 1
            new_words[tuple(out)] += freq
        words = new_words
    return tokens, merges


@dataclass(frozen=True)
class TinyConfig:
    n_embd: int = 256
    n_layer: int = 4
    full_attention_interval: int = 4
    n_head: int = 4
    n_head_kv: int = 1
    head_dim: int = 64
    n_expert: int = 4
    n_expert_used: int = 2
    n_ff_exp: int = 256
    n_ff_shexp: int = 256
    ssm_d_conv: int = 4
    ssm_d_state: int = 64
    ssm_n_group: int = 2
    ssm_dt_rank: int = 4
    n_merges: int = 256
    context_length: int = 4096
    seed: int = 1234


def build_vocab(cfg: TinyConfig) -> tuple[list[str], list[int], list[str]]:
    b2u = bytes_to_unicode()
    tokens = [b2u[b] for b in range(256)]
    merged, merges = train_bpe(CORPUS, cfg.n_merges)
    tokens += merged
    types = [1] * len(tokens)
    for text, ttype in SPECIAL_TOKENS:
        tokens.append(text)
        types.append(ttype)
    return tokens, types, merges


def write_tiny_model(path: Path, cfg: TinyConfig = TinyConfig(), *, defect: bool = False,
                     drop: frozenset[str] = frozenset(), arch: str = ARCH, split_max_tensors: int = 0) -> Path:
    """Write the F32 tiny model.

    ``defect`` reproduces the missing-MTP-layer upload bug; ``drop`` leaves out
    tensors by name; ``arch`` renames the architecture (for foreign-file tests);
    ``split_max_tensors`` writes ``-0000N-of-0000M.gguf`` shards (returns the first).
    """
    path = Path(path)
    rng = np.random.default_rng(cfg.seed)
    tokens, types, merges = build_vocab(cfg)
    n_vocab = len(tokens)
    tok_id = {t: i for i, t in enumerate(tokens)}

    w = GGUFWriter(str(path), arch, split_max_tensors=split_max_tensors)
    w.add_name("tiny-qwen35moe" + ("-defect" if defect else ""))
    w.add_file_type(LlamaFileType.ALL_F32)
    w.add_context_length(cfg.context_length)
    w.add_embedding_length(cfg.n_embd)
    w.add_block_count(cfg.n_layer + (1 if defect else 0))
    if defect:
        w.add_nextn_predict_layers(1)
    w.add_feed_forward_length(cfg.n_ff_exp)
    w.add_head_count(cfg.n_head)
    w.add_head_count_kv(cfg.n_head_kv)
    w.add_key_length(cfg.head_dim)
    w.add_value_length(cfg.head_dim)
    w.add_rope_dimension_count(cfg.head_dim)
    w.add_rope_dimension_sections([11, 11, 10, 0])
    w.add_rope_freq_base(10_000_000.0)
    w.add_layer_norm_rms_eps(1e-6)
    w.add_expert_count(cfg.n_expert)
    w.add_expert_used_count(cfg.n_expert_used)
    w.add_expert_feed_forward_length(cfg.n_ff_exp)
    w.add_expert_shared_feed_forward_length(cfg.n_ff_shexp)
    w.add_ssm_conv_kernel(cfg.ssm_d_conv)
    w.add_ssm_state_size(cfg.ssm_d_state)
    w.add_ssm_group_count(cfg.ssm_n_group)
    w.add_ssm_time_step_rank(cfg.ssm_dt_rank)
    w.add_ssm_inner_size(cfg.ssm_d_state * cfg.ssm_dt_rank)
    w.add_full_attention_interval(cfg.full_attention_interval)

    w.add_tokenizer_model("gpt2")
    w.add_tokenizer_pre("qwen35")
    w.add_token_list(tokens)
    w.add_token_types(types)
    w.add_token_merges(merges)
    w.add_eos_token_id(tok_id["<|im_end|>"])
    w.add_bos_token_id(tok_id["<|endoftext|>"])
    w.add_pad_token_id(tok_id["<|endoftext|>"])
    w.add_add_bos_token(False)
    w.add_chat_template(CHAT_TEMPLATE)

    def put(name: str, data: npt.NDArray[np.float32]) -> None:
        if name not in drop:
            w.add_tensor(name, data)

    def normal(*shape: int, std: float) -> npt.NDArray[np.float32]:
        return (rng.standard_normal(shape) * std).astype(np.float32)

    def ones(n: int) -> npt.NDArray[np.float32]:
        return np.ones(n, dtype=np.float32)

    E = cfg.n_embd
    key_dim = cfg.ssm_d_state * cfg.ssm_n_group
    value_dim = cfg.ssm_d_state * cfg.ssm_dt_rank
    conv_dim = 2 * key_dim + value_dim
    # numpy shapes are GGUF shapes reversed: {ne0, ne1} -> (ne1, ne0)
    put("token_embd.weight", normal(n_vocab, E, std=0.5))
    put("output_norm.weight", ones(E))
    put("output.weight", normal(n_vocab, E, std=0.15))
    for il in range(cfg.n_layer):
        p = f"blk.{il}."
        put(p + "attn_norm.weight", ones(E))
        put(p + "post_attention_norm.weight", ones(E))
        if (il + 1) % cfg.full_attention_interval != 0:
            put(p + "attn_qkv.weight", normal(conv_dim, E, std=0.06))
            put(p + "attn_gate.weight", normal(value_dim, E, std=0.06))
            put(p + "ssm_conv1d.weight", normal(conv_dim, cfg.ssm_d_conv, std=0.3))
            put(p + "ssm_dt.bias", normal(cfg.ssm_dt_rank, std=0.5))
            put(p + "ssm_a", -rng.uniform(0.5, 2.0, cfg.ssm_dt_rank).astype(np.float32))
            put(p + "ssm_beta.weight", normal(cfg.ssm_dt_rank, E, std=0.06))
            put(p + "ssm_alpha.weight", normal(cfg.ssm_dt_rank, E, std=0.06))
            put(p + "ssm_norm.weight", ones(cfg.ssm_d_state))
            put(p + "ssm_out.weight", normal(E, value_dim, std=0.06))
        else:
            q_out = cfg.head_dim * cfg.n_head
            kv_out = cfg.head_dim * cfg.n_head_kv
            put(p + "attn_q.weight", normal(2 * q_out, E, std=0.06))
            put(p + "attn_k.weight", normal(kv_out, E, std=0.06))
            put(p + "attn_v.weight", normal(kv_out, E, std=0.06))
            put(p + "attn_output.weight", normal(E, q_out, std=0.06))
            put(p + "attn_q_norm.weight", ones(cfg.head_dim))
            put(p + "attn_k_norm.weight", ones(cfg.head_dim))
        put(p + "ffn_gate_inp.weight", normal(cfg.n_expert, E, std=0.1))
        put(p + "ffn_gate_exps.weight", normal(cfg.n_expert, cfg.n_ff_exp, E, std=0.06))
        put(p + "ffn_up_exps.weight", normal(cfg.n_expert, cfg.n_ff_exp, E, std=0.06))
        put(p + "ffn_down_exps.weight", normal(cfg.n_expert, E, cfg.n_ff_exp, std=0.06))
        put(p + "ffn_gate_inp_shexp.weight", normal(E, std=0.1))
        put(p + "ffn_gate_shexp.weight", normal(cfg.n_ff_shexp, E, std=0.06))
        put(p + "ffn_up_shexp.weight", normal(cfg.n_ff_shexp, E, std=0.06))
        put(p + "ffn_down_shexp.weight", normal(E, cfg.n_ff_shexp, std=0.06))

    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    if split_max_tensors:
        shards = sorted(path.parent.glob(path.stem + "-0*-of-0*.gguf"))
        return shards[0]
    return path


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("--defect", action="store_true", help="write the missing-MTP-layer variant")
    args = ap.parse_args()
    write_tiny_model(args.out, defect=args.defect)
    print(args.out)


if __name__ == "__main__":
    main()
