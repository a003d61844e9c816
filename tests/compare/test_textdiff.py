"""Observation similarity and the spans the TUI highlights."""

from __future__ import annotations

from playground.compare.textdiff import diff_spans, edit_similarity


def test_similarity() -> None:
    assert edit_similarity("abc", "abc") == 1.0
    assert edit_similarity(None, None) == 1.0
    assert edit_similarity("abc", None) == 0.0
    assert edit_similarity("abcd", "abce") == 0.75
    assert edit_similarity("", "xyz") == 0.0
    long_a = "word " * 2000
    long_b = "word " * 1999 + "other "
    assert 0.99 < edit_similarity(long_a, long_b) < 1.0  # the word-level path for long texts


def test_diff_spans_mark_what_differs() -> None:
    ref = "total 8\ndrwxr-xr-x 2 user user 4096 notes"
    text = "total 12\ndrwxr-xr-x 2 user user 4096 notes.txt"
    spans = diff_spans(ref, text)
    marked = [text[a:b] for a, b in spans]
    assert marked == ["12", ".txt"]
    assert diff_spans(ref, ref) == []
    assert diff_spans("", "new") == [(0, 3)]
