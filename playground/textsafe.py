"""Make untrusted model text safe to show in a terminal.

A world model that simulates a terminal can emit escape sequences and other
control bytes (and the random-weight test model emits anything). Printed raw,
they would move the cursor, recolor or retitle the user's terminal. Control
characters other than newline and tab are shown as their Unicode control
pictures (ESC -> ␛), which keeps them visible as evidence without acting.
"""

from __future__ import annotations

_TABLE = {c: 0x2400 + c for c in range(0x20) if c not in (0x09, 0x0A)}
_TABLE[0x7F] = 0x2421  # DEL
_TABLE.update({c: 0xFFFD for c in range(0x80, 0xA0)})  # C1 controls (CSI etc.)


def visible(text: str) -> str:
    """``text`` with control characters (except newline and tab) replaced by visible symbols."""
    return text.translate(_TABLE)
