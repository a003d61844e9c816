"""How data text and figures are put on screen: terminal-safe, markup-escaped, readable sizes.

Everything from a file, a session or a model (names, titles, observations, messages) goes through
:func:`safe` before it reaches a widget that reads markup, so neither an escape sequence (OSC 52,
OSC 0, CSI ...) nor a ``[tag]`` in the data can act on the terminal or the layout.
"""

from __future__ import annotations

from rich.markup import escape

from playground.base.textsafe import visible


def safe(text: str) -> str:
    """Data text for a markup widget: control sequences shown as escapes, markup escaped."""
    return escape(visible(text))


def count(n: int, word: str, plural: str | None = None) -> str:
    """``1 step``, ``2 steps``, ``0 steps``."""
    return f"{n:,} {word if n == 1 else (plural or word + 's')}"


def human_size(n: float | None) -> str:
    """A byte count as people read it: ``512 B``, ``3.4 MiB``, ``19.7 GiB`` (never ``0.00 GiB``)."""
    if n is None:
        return "?"
    for unit in ("B", "KiB", "MiB", "GiB"):
        if abs(n) < 1024:
            return f"{int(n)} B" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} TiB"
