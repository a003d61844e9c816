"""Comparison columns served over the OpenAI API: distributions known only as top-k token texts.

A local model's distribution is a logits row over token ids; a server's is its top-k
alternatives as (token text, log-probability). The two meet on token *text*: every position
is coarsened to the texts the server named plus one bucket for the rest (kld.bucket_kl). Texts
that do not name one token unambiguously (empty: a piece ending mid-character or a control
token) go to the bucket on both sides. The positions are those of the reference's answer:
the server scores ``prompt + answer`` with ``echo`` (EndpointEngine.score_continuation), and the
two sides' tokens of the answer must agree text for text, or the step is not scored.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

import numpy as np

from playground.compare.kld import ReferenceBlock, bucket_kl, softmax_row

THINK_TAGS = ("<think>", "</think>")


def ambiguous(text: str) -> bool:
    return not text or "\ufffd" in text


def vocab_texts(engine: Any) -> list[str]:
    """Each token id's text as a server would show it ('' where that is not one clear string)."""
    out: list[str] = []
    piece = engine._piece
    think = {engine.special.think_open: "<think>", engine.special.think_close: "</think>"}
    for t in range(engine.n_vocab):
        if t in think:
            out.append(think[t])
            continue
        try:
            out.append(piece(t).decode("utf-8"))
        except UnicodeDecodeError:
            out.append("")
    return out


@dataclass
class ServedPositions:
    """A server's view of the reference's answer: per token, its text and the top alternatives."""

    texts: list[str]
    tops: list[dict[str, float]]  # text -> logprob

    def __len__(self) -> int:
        return len(self.texts)


def _named(top: dict[str, float]) -> tuple[list[str], np.ndarray]:
    names = [t for t in top if not ambiguous(t)]
    return names, np.exp(np.array([top[t] for t in names], dtype=np.float64))


def _best(scores: dict[str, float]) -> str | None:
    """The most likely named (unambiguous) outcome: top-1 agreement is judged on those only."""
    named = {t: v for t, v in scores.items() if not ambiguous(t)}
    return max(named, key=lambda t: named[t]) if named else None


def tokens_agree(local_texts: Sequence[str], served_texts: Sequence[str]) -> bool:
    """Same number of tokens, the same text wherever both are unambiguous."""
    if len(local_texts) != len(served_texts):
        return False
    return all(a == b for a, b in zip(local_texts, served_texts) if not ambiguous(a) and not ambiguous(b))


def served_vs_local_reference(ref: ReferenceBlock, ref_texts: Sequence[str],
                              served: ServedPositions) -> tuple[np.ndarray, np.ndarray]:
    """KL(reference || server) and top-1 agreement per position; ``ref`` rows 0..n-1 are the
    reference's distributions before each of its answer tokens (what the server scored)."""
    n = min(len(ref), len(served))
    kls = np.zeros(n)
    same = np.zeros(n, dtype=bool)
    for t in range(n):
        names, q = _named(served.tops[t])
        probs = np.exp(ref.logits[t].astype(np.float64) - ref.lse[t])
        by_text: dict[str, float] = {}
        for tok, pr in zip(ref.ids[t], probs):
            text = ref_texts[int(tok)]
            if not ambiguous(text):
                by_text[text] = by_text.get(text, 0.0) + float(pr)
        p = np.array([by_text.get(name, 0.0) for name in names])
        kls[t] = bucket_kl(p, q)
        same[t] = _best(by_text) == _best(served.tops[t])
    return kls, same


def local_vs_served_reference(served: ServedPositions, logits: np.ndarray,
                              text_ids: dict[str, list[int]], texts: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
    """KL(server reference || local model) and top-1 agreement for ``logits`` rows (one per
    answer token, teacher-forced on the same text)."""
    n = min(len(served), logits.shape[0])
    kls = np.zeros(n)
    same = np.zeros(n, dtype=bool)
    for t in range(n):
        names, p = _named(served.tops[t])
        probs = softmax_row(logits[t])
        q = np.array([float(probs[text_ids[name]].sum()) if name in text_ids else 0.0 for name in names])
        kls[t] = bucket_kl(p, q)
        order = np.argsort(-logits[t])[:64]
        mine = next((texts[int(j)] for j in order if not ambiguous(texts[int(j)])), None)
        same[t] = mine == _best(served.tops[t])
    return kls, same


def text_index(texts: Sequence[str]) -> dict[str, list[int]]:
    out: dict[str, list[int]] = {}
    for i, t in enumerate(texts):
        if not ambiguous(t):
            out.setdefault(t, []).append(i)
    return out
