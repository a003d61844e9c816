"""Permissions and modification times in ``ls -l`` (and ``stat``) lines, against what ``chmod`` and ``touch`` did.

- ``chmod`` sets permission bits: an octal mode all nine, a symbolic one the bits of the classes it names
  (``u+x``, ``go-w``, ``a=r``); without a class only the owner's bit is certain (the umask guards the others).
  The file's later long listing must show those bits, while nothing else wrote it (a revert).
- ``touch FILE`` (no ``-d``/``-t``/``-r``) sets its modification time to now: a later listing may not show it
  older than the one listed before the touch (a clock going backwards). Times compare only within one layout:
  ``Mar  4 10:02``, ``2024-03-04 10:02`` or ``--full-iso``.

Each fact belongs to the ledger's entry object for the path: any write that replaces or forgets the entry
(a copy over it, a move, a script) ends it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from playground.decoherence.common import Fact, warn, where
from playground.world.warning_records import WorldWarning

_CLASSES = {"u": (0,), "g": (1,), "o": (2,), "a": (0, 1, 2)}
_BITS = {"r": 0, "w": 1, "x": 2}
_MONTHS = {m: i for i, m in enumerate(("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov",
                                        "dec"), 1)}
LONG_LINE = re.compile(r"^(?P<perm>[-d][rwxsStT-]{9})[.+@]?\s+\d+\s+\S+\s+\S+\s+[\d,.]+[KMGT]?\s+"
                       r"(?P<time>\w{3}\s+\d{1,2}\s+\d{1,2}:\d\d|\d{4}-\d\d-\d\d\s+\d\d:\d\d(?::\d\d(?:\.\d+)?)?"
                       r"(?:\s+[+-]\d{4})?)\s+(?P<name>\S.*)$")


def mode_bits(mode: str, before: str | None) -> dict[int, bool] | None:
    """{bit index 0..8 (u r,w,x, g r,w,x, o r,w,x): set?} that ``chmod MODE`` makes certain, or None."""
    if re.fullmatch(r"0?[0-7]{3}", mode):
        digits = mode[-3:]
        return {c * 3 + b: bool(int(d) & (4 >> b)) for c, d in enumerate(digits) for b in range(3)}
    bits: dict[int, bool] = {i: before[i] != "-" for i in range(9)} if before is not None else {}
    for clause in mode.split(","):
        m = re.fullmatch(r"([ugoa]*)([-+=])([rwx]*)", clause)
        if m is None:
            return None  # X, s, t, copies from another class: not followed
        who, op, perms = m.groups()
        named = sorted({c for w in who for c in _CLASSES[w]}) if who else [0]
        for c in range(3):
            for p, b in _BITS.items():
                i = c * 3 + b
                moves = op == "=" or p in perms
                if not moves:
                    continue
                if c in named:
                    bits[i] = p in perms if op == "=" else op == "+"
                elif not who:
                    bits.pop(i, None)  # no class named: the umask decides for group and others
    return bits


def time_key(text: str) -> tuple[Any, ...] | None:
    """A listing's time as a comparable tuple tagged with its layout, or None."""
    t = " ".join(text.split())
    m = re.fullmatch(r"(\w{3}) (\d{1,2}) (\d{1,2}):(\d\d)", t)
    if m and m.group(1).lower() in _MONTHS:
        return ("short", _MONTHS[m.group(1).lower()], int(m.group(2)), int(m.group(3)), int(m.group(4)))
    m = re.fullmatch(r"(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d)(?::(\d\d)(?:\.(\d+))?)?(?: ([+-]\d{4}))?", t)
    if m:
        layout = "iso-" + ("s" if m.group(6) else "m") + (m.group(8) or "")
        return (layout, *(int(g) for g in m.groups()[:5]), int(m.group(6) or 0), int((m.group(7) or "0")[:6]))
    return None


@dataclass
class _Seen:
    entry: object
    perm: str
    time: tuple[Any, ...] | None
    fact: Fact


@dataclass
class LongListing:
    seen: dict[str, _Seen] = field(default_factory=dict)  # path -> its last long-listing line
    modes: dict[str, tuple[object, dict[int, bool], Fact]] = field(default_factory=dict)  # what chmod made certain
    touched: dict[str, tuple[object, tuple[Any, ...], Fact]] = field(default_factory=dict)  # mtime floor after a touch

    def chmod(self, path: str, entry: object, mode: str, fact: Fact) -> None:
        prev = self.seen.get(path)
        before = prev.perm if prev is not None and prev.entry is entry else None
        bits = mode_bits(mode, before)
        if bits:
            self.modes[path] = (entry, bits, fact)
        else:
            self.modes.pop(path, None)

    def touch(self, path: str, entry: object, fact: Fact) -> None:
        prev = self.seen.get(path)
        if prev is not None and prev.entry is entry and prev.time is not None:
            self.touched[path] = (entry, prev.time, fact)

    def line(self, step: int, path: str, entry: object, perm: str, when: str, text: str, show: str,
             found: list[WorldWarning]) -> None:
        """A long-listing line of ``path`` (permissions without the type letter)."""
        key = time_key(when)
        want = self.modes.get(path)
        if want is not None and want[0] is entry:
            wrong = [i for i, on in want[1].items() if (perm[i] != "-") != on]
            if wrong:
                found.append(warn("terminal.state", "error", step,
                                  f"{show} was given mode bits by {where(want[2])} and nothing changed it since, but "
                                  f"the listing shows {perm}", text=text, earlier=want[2], path=path))
                self.modes.pop(path)
        floor = self.touched.get(path)
        if floor is not None and floor[0] is entry and key is not None and key[0] == floor[1][0] and key < floor[1]:
            found.append(warn("terminal.clock", "error", step,
                              f"{show} was touched at {where(floor[2])}, but its modification time now reads earlier "
                              "than it did before the touch", text=text, earlier=floor[2], path=path))
            self.touched.pop(path)
        self.seen[path] = _Seen(entry, perm, key, Fact(step, text))
