"""Next-token distributions of a quant against the reference's, position by position.

What llama.cpp's KL-divergence tool (tools/perplexity, ``--kl-divergence``)
reports, computed here for the positions of one generation: for every position
the KL divergence ``KL(P_ref || P_quant)`` of the next-token distributions, and
whether both put their maximum on the same token ("Same top p"). The summary is
the mean, median, 99th percentile (linear interpolation, as the tool's
``percentile``) and maximum KLD, and the top-1 agreement rate.

The reference's distributions have to be kept while the other models are
loaded one after another; a full distribution of Qwen-AgentWorld is 248,320
floats (1 MiB) per position, thousands of positions per step. llama.cpp keeps
16-bit log-probabilities and ignores reference tokens with p < e^-16. Here the
reference keeps, per position, its ``top_k`` largest logits and the probability
mass of everything else as one bucket; the KL is that of the distributions
coarsened to those K+1 outcomes. That is exact when ``top_k`` covers the
vocabulary, a lower bound of the full KL otherwise (coarsening never increases
a divergence), and exactly zero when the quant's logits equal the reference's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np

# Rows per vectorized pass: bounds the float64 temporaries to ~rows x vocab x 8 bytes.
ROWS_PER_PASS = 8
# A zero probability in a log would give inf; this is far below anything a float32 softmax yields.
_TINY = 1e-300


@dataclass
class ReferenceBlock:
    """The reference's distributions at consecutive positions (what is kept of them)."""

    ids: np.ndarray  # (n, K) int32: the K most likely tokens
    logits: np.ndarray  # (n, K) float32: their raw logits, exact copies
    lse: np.ndarray  # (n,) float64: log-sum-exp of the full logits row
    tail: np.ndarray  # (n,) float64: probability of every token not in ids
    top1: np.ndarray  # (n,) int32: argmax of the full row (the first one on ties, like llama.cpp)

    def __len__(self) -> int:
        return int(self.lse.shape[0])

    @property
    def nbytes(self) -> int:
        return sum(a.nbytes for a in (self.ids, self.logits, self.lse, self.tail, self.top1))

    @classmethod
    def concat(cls, blocks: Sequence["ReferenceBlock"]) -> "ReferenceBlock":
        if not blocks:
            return cls(np.zeros((0, 0), np.int32), np.zeros((0, 0), np.float32), np.zeros(0), np.zeros(0),
                       np.zeros(0, np.int32))
        return cls(*(np.concatenate([getattr(b, f) for b in blocks])
                     for f in ("ids", "logits", "lse", "tail", "top1")))

    def rows(self, start: int, stop: int) -> "ReferenceBlock":
        return ReferenceBlock(self.ids[start:stop], self.logits[start:stop], self.lse[start:stop],
                              self.tail[start:stop], self.top1[start:stop])


def _lse(x: np.ndarray) -> np.ndarray:
    """Row-wise log-sum-exp in float64."""
    m = x.max(axis=1)
    out: np.ndarray = m + np.log(np.exp(x - m[:, None]).sum(axis=1))
    return out


def _tail_mass(x: np.ndarray, lse: np.ndarray, ids: np.ndarray) -> np.ndarray:
    """Probability of the tokens outside ``ids``, summed directly (1 - sum(top) would cancel)."""
    if ids.shape[1] >= x.shape[1]:
        return np.zeros(x.shape[0])
    p = np.exp(x - lse[:, None])
    np.put_along_axis(p, ids.astype(np.intp), 0.0, axis=1)
    out: np.ndarray = p.sum(axis=1)
    return out


def summarize_reference(logits: np.ndarray, top_k: int) -> ReferenceBlock:
    """Keep what the comparison needs of the reference's (n, vocab) float32 logits."""
    if logits.ndim != 2 or logits.shape[0] == 0:
        raise ValueError("expected a non-empty (positions, vocab) array of logits")
    if top_k < 1:
        raise ValueError("top_k must be at least 1")
    out: list[ReferenceBlock] = []
    n_vocab = logits.shape[1]
    k = min(top_k, n_vocab)
    for s in range(0, logits.shape[0], ROWS_PER_PASS):
        raw = np.ascontiguousarray(logits[s:s + ROWS_PER_PASS], dtype=np.float32)
        x = raw.astype(np.float64)
        lse = _lse(x)
        if k >= n_vocab:
            ids = np.broadcast_to(np.arange(n_vocab, dtype=np.int32), raw.shape).copy()
        else:
            ids = np.argpartition(-raw, k - 1, axis=1)[:, :k].astype(np.int32)
        top = np.take_along_axis(raw, ids.astype(np.intp), axis=1)
        out.append(ReferenceBlock(ids=ids, logits=top, lse=lse, tail=_tail_mass(x, lse, ids),
                                  top1=raw.argmax(axis=1).astype(np.int32)))
    return ReferenceBlock.concat(out)


def compare_to_reference(ref: ReferenceBlock, logits: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per position: KL(P_ref || P_quant) (float64) and whether the argmax agrees (bool).

    ``logits`` is the quant's (n, vocab) float32 array for the same positions as ``ref``.
    """
    if logits.ndim != 2 or logits.shape[0] != len(ref):
        raise ValueError(f"expected {len(ref)} rows of logits, got shape {logits.shape}")
    kls: list[np.ndarray] = []
    same: list[np.ndarray] = []
    for s in range(0, len(ref), ROWS_PER_PASS):
        r = ref.rows(s, s + ROWS_PER_PASS)
        raw = np.ascontiguousarray(logits[s:s + ROWS_PER_PASS], dtype=np.float32)
        x = raw.astype(np.float64)
        lse_q = _lse(x)
        idx = r.ids.astype(np.intp)
        lq = np.take_along_axis(raw, idx, axis=1).astype(np.float64) - lse_q[:, None]
        lp = r.logits.astype(np.float64) - r.lse[:, None]
        kl = (np.exp(lp) * (lp - lq)).sum(axis=1)
        q_tail = _tail_mass(x, lse_q, r.ids)
        has_tail = r.tail > 0
        if has_tail.any():
            pt = r.tail[has_tail]
            kl[has_tail] += pt * (np.log(pt) - np.log(np.maximum(q_tail[has_tail], _TINY)))
        # Coarsened KL is >= 0; rounding can leave -1e-17 where the two are nearly equal.
        kls.append(np.maximum(kl, 0.0))
        same.append(raw.argmax(axis=1) == r.top1)
    return np.concatenate(kls), np.concatenate(same)


def percentile(sorted_values: np.ndarray, fraction: float) -> float:
    """llama.cpp's percentile: linear interpolation between the two nearest ranks."""
    n = len(sorted_values)
    if n == 0:
        raise ValueError("no values")
    if fraction <= 0:
        return float(sorted_values[0])
    if fraction >= 1:
        return float(sorted_values[-1])
    p = fraction * (n - 1)
    i = int(p)
    p -= i
    return float((1 - p) * sorted_values[i] + p * sorted_values[min(i + 1, n - 1)])


@dataclass(frozen=True)
class KldStats:
    """Summary over positions, as llama.cpp's tool prints it (without the uncertainties)."""

    positions: int
    mean: float
    median: float
    p99: float
    max: float
    top1: float  # fraction of positions with the same most likely token ("Same top p")

    @classmethod
    def from_values(cls, kl: np.ndarray, same_top: np.ndarray) -> "KldStats | None":
        if len(kl) == 0:
            return None
        v = np.sort(np.asarray(kl, dtype=np.float64))
        n = len(v)
        median = float(v[n // 2]) if n % 2 else float(0.5 * (v[n // 2] + v[n // 2 - 1]))
        return cls(positions=n, mean=float(v.mean()), median=median, p99=percentile(v, 0.99),
                   max=float(v[-1]), top1=float(np.count_nonzero(same_top)) / n)

    def to_dict(self) -> dict[str, float | int]:
        return {"positions": self.positions, "mean": self.mean, "median": self.median, "p99": self.p99,
                "max": self.max, "top1": self.top1}

    @classmethod
    def from_dict(cls, data: object) -> "KldStats":
        if not isinstance(data, dict):
            raise ValueError("KLD statistics must be an object")
        try:
            return cls(positions=int(data["positions"]), mean=float(data["mean"]), median=float(data["median"]),
                       p99=float(data["p99"]), max=float(data["max"]), top1=float(data["top1"]))
        except (KeyError, TypeError, ValueError) as e:
            raise ValueError(f"bad KLD statistics: {e}") from None


# ------------------------------------------------------------- top-k logprobs from a server
#
# A server (vLLM, SGLang, llama-server) gives at most ~20 alternatives per position, as token
# text with a log-probability, never the whole distribution. Against such a model the KL is
# taken over the outcomes the server names plus one bucket for everything else (the same
# coarsening as above, with the server's top-k instead of the reference's): a lower bound of
# the full KL, exactly zero when both sides agree on those outcomes.


def bucket_kl(p: np.ndarray, q: np.ndarray) -> float:
    """KL(P || Q) over named outcomes with probabilities ``p`` and ``q`` plus the remaining mass of each."""
    p = np.asarray(p, dtype=np.float64)
    q = np.asarray(q, dtype=np.float64)
    mask = p > 0
    kl = float((p[mask] * (np.log(p[mask]) - np.log(np.maximum(q[mask], _TINY)))).sum())
    pt = max(0.0, 1.0 - float(p.sum()))
    qt = max(0.0, 1.0 - float(q.sum()))
    if pt > 1e-12:
        kl += pt * (np.log(pt) - np.log(max(qt, _TINY)))
    return max(kl, 0.0)


def softmax_row(logits: np.ndarray) -> np.ndarray:
    x = np.asarray(logits, dtype=np.float64)
    e = np.exp(x - x.max())
    out: np.ndarray = e / e.sum()
    return out
