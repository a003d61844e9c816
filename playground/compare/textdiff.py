"""How far two free-running answers are apart: exact match, edit similarity, differing spans."""

from __future__ import annotations

import difflib
import re

_WORDS = re.compile(r"\s+|\w+|[^\w\s]")

# SequenceMatcher is quadratic in the worst case (2.8 s for two unrelated 11k-character
# texts). Characters are compared up to MAX_CHARS in total, words beyond that, and past
# MAX_UNITS words a cheaper bound is used rather than stall on a runaway generation.
MAX_CHARS = 6000
MAX_UNITS = 10000


def edit_similarity(a: str | None, b: str | None) -> float:
    """Normalized similarity in [0, 1]: difflib's ratio, 2*matches/(len(a)+len(b)); 1.0 = identical.

    Over characters for texts up to MAX_CHARS together, over words (and spaces) for longer ones.
    None (no observation) is similar only to None.
    """
    if a is None or b is None:
        return 1.0 if a is b else 0.0
    if a == b:
        return 1.0
    if len(a) + len(b) <= MAX_CHARS:
        return difflib.SequenceMatcher(None, a, b, autojunk=False).ratio()
    ua, ub = _units(a), _units(b)
    m = difflib.SequenceMatcher(None, ua, ub, autojunk=False)
    return m.ratio() if len(ua) + len(ub) <= MAX_UNITS else m.quick_ratio()


def _units(text: str) -> list[str]:
    return _WORDS.findall(text)


def diff_spans(reference: str, text: str) -> list[tuple[int, int]]:
    """Character ranges of ``text`` (start, end) that are not in the reference, word by word.

    Used to highlight a column against the reference column; adjacent ranges are merged.
    """
    if reference == text:
        return []
    a, b = _units(reference), _units(text)
    if not a:
        return [(0, len(text))] if text else []
    if len(a) + len(b) > MAX_UNITS:
        # Too long to align word by word in good time: mark from the first difference on.
        i = next((k for k, (x, y) in enumerate(zip(reference, text)) if x != y), min(len(reference), len(text)))
        return [(i, len(text))] if i < len(text) else []
    offsets = [0]
    for u in b:
        offsets.append(offsets[-1] + len(u))
    spans: list[tuple[int, int]] = []
    for tag, _i1, _i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag in ("replace", "insert") and j2 > j1:
            start, end = offsets[j1], offsets[j2]
            if spans and spans[-1][1] == start:
                spans[-1] = (spans[-1][0], end)
            else:
                spans.append((start, end))
    return spans
