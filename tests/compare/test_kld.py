"""The distribution metrics against an independent full-vocabulary computation."""

from __future__ import annotations

import numpy as np
import pytest

from playground.compare.kld import KldStats, compare_to_reference, percentile, summarize_reference


def full_kl(ref: np.ndarray, quant: np.ndarray) -> np.ndarray:
    """KL(P_ref || P_quant) per row over the whole vocabulary, float64, written from the definition."""
    def log_softmax(x: np.ndarray) -> np.ndarray:
        x = x.astype(np.float64)
        m = x.max(axis=1, keepdims=True)
        return x - m - np.log(np.exp(x - m).sum(axis=1, keepdims=True))

    lp, lq = log_softmax(ref), log_softmax(quant)
    return (np.exp(lp) * (lp - lq)).sum(axis=1)


@pytest.fixture
def logits() -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(0)
    ref = (rng.standard_normal((21, 300)) * 3).astype(np.float32)
    quant = (ref + rng.standard_normal(ref.shape).astype(np.float32) * 0.5).astype(np.float32)
    return ref, quant


def test_full_top_k_equals_the_full_kl(logits) -> None:
    ref, quant = logits
    kl, same = compare_to_reference(summarize_reference(ref, top_k=300), quant)
    np.testing.assert_allclose(kl, full_kl(ref, quant), rtol=1e-9, atol=1e-12)
    assert (same == (ref.argmax(1) == quant.argmax(1))).all()
    assert 0 < same.mean() < 1


def test_smaller_top_k_is_a_lower_bound_that_converges(logits) -> None:
    ref, quant = logits
    exact = full_kl(ref, quant)
    previous = np.zeros(len(ref))
    for k in (1, 10, 100, 299):
        kl, _ = compare_to_reference(summarize_reference(ref, top_k=k), quant)
        assert (kl >= 0).all()
        assert (kl <= exact + 1e-12).all()
        assert (kl >= previous - 1e-12).all()  # keeping more tokens never loses divergence
        previous = kl
    np.testing.assert_allclose(previous, exact, rtol=1e-3)


def test_identical_logits_give_exactly_zero(logits) -> None:
    ref, _ = logits
    for k in (5, 300):
        kl, same = compare_to_reference(summarize_reference(ref, top_k=k), ref.copy())
        assert (kl == 0.0).all() and same.all()


def test_reference_keeps_the_top_tokens(logits) -> None:
    ref, _ = logits
    block = summarize_reference(ref, top_k=7)
    assert block.ids.shape == (21, 7)
    for row in range(len(ref)):
        assert set(block.ids[row]) == set(np.argsort(-ref[row])[:7])
        p = np.exp(ref[row].astype(np.float64) - block.lse[row])
        assert block.tail[row] == pytest.approx(1 - p[block.ids[row]].sum(), abs=1e-12)
    assert (block.top1 == ref.argmax(1)).all()


def test_percentile_and_stats_match_llama_cpp_definitions() -> None:
    values = np.array([0.5, 0.1, 0.9, 0.3, 0.7, 0.2, 0.0, 1.5])
    s = np.sort(values)
    for f in (0.0, 0.1, 0.5, 0.9, 0.99, 1.0):
        assert percentile(s, f) == pytest.approx(np.percentile(values, 100 * f))  # numpy's 'linear'
    stats = KldStats.from_values(values, np.array([1, 1, 0, 1, 0, 1, 1, 1], bool))
    assert stats.positions == 8 and stats.mean == pytest.approx(values.mean())
    assert stats.median == pytest.approx(0.4) and stats.max == 1.5 and stats.top1 == 0.75
    assert KldStats.from_values(np.zeros(0), np.zeros(0, bool)) is None
    assert KldStats.from_dict(stats.to_dict()) == stats


def test_bad_input_is_refused(logits) -> None:
    ref, quant = logits
    with pytest.raises(ValueError):
        summarize_reference(ref, top_k=0)
    with pytest.raises(ValueError):
        compare_to_reference(summarize_reference(ref, top_k=5), quant[:3])
