"""A total shown with its parts, and how far from their sum it may be (the total-mismatch rule's data).

Numbers are exact decimals: a sum of prices is compared to the cent. A rounded size (``1.2G``) stands
for anything within half its last digit, so its parts' sum may be that far from it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

from playground.decoherence.engine.model import Quote


@dataclass(frozen=True)
class Number:
    value: Decimal
    shown: str
    places: int  # decimals shown
    tol: Decimal  # how far the value may be from what it stands for (a rounded 1.2G)
    span: tuple[int, int] = (0, 0)  # where it stands on its line (aligned text)
    unit: str = ""  # its currency or unit: parts and their total share it


@dataclass(frozen=True)
class Total:
    """A total with the parts the layout gives it. ``key`` names it across observations (its label,
    its column, its table); ``peers``: rows of its table whose own parts gave their total exactly (a
    row's total), 0 for a column's."""

    key: str
    total: Number
    parts: tuple[Number, ...]
    quote: Quote
    peers: int = 0
    # other amounts next to it (a fee, a discount in the same record or table): a gap one of them makes
    # is no slip
    beside: frozenset[Decimal] = frozenset()
    adjusted: bool = False  # its record shows a discount, a tax or a fee
    sure: bool = True  # its parts are all it can hold (not a record's total, which may hold a fee it does not show)

    def gap(self) -> Decimal:
        return abs(sum((p.value for p in self.parts), Decimal(0)) - self.total.value)

    def holds(self) -> bool:
        # a total shown with fewer decimals than its parts is their sum rounded
        rounded = Decimal(5) / 10 ** (self.total.places + 1) if any(
            p.places > self.total.places for p in self.parts) else Decimal(0)
        return self.gap() <= sum((p.tol for p in self.parts), self.total.tol + rounded)

    def sum_shown(self) -> str:
        return f"{sum((p.value for p in self.parts), Decimal(0)):,.{self.total.places}f}"

    def slip(self) -> bool:
        """Whether the total is its parts' sum with one digit slipped: off by one digit's worth (152.88
        for 150.88, 253538 for 253528) or two neighbouring digits swapped (34,439 for 34,349); not a
        last-place rounding, not on a total of fewer than three digits."""
        digits = re.sub(r"\D", "", self.total.shown)
        if not self.sure or len(digits.lstrip("0")) < 3 or self.total.tol:
            return False
        if any(p.tol or p.places < self.total.places for p in self.parts):
            return False  # a rounded part, or a count beside amounts
        gap = self.gap() * (10 ** self.total.places)
        if gap <= 1 or gap != gap.to_integral_value():
            return False
        if self.explained():
            return False
        return len(str(int(gap)).rstrip("0")) == 1 or _swapped(digits, re.sub(r"\D", "", self.sum_shown()))

    def explained(self) -> bool:
        """Whether an amount shown next to it makes up the gap (a shipping fee, a discount), or its record
        says it adds or takes off something besides its parts."""
        return self.adjusted or self.gap() in self.beside


def _swapped(a: str, b: str) -> bool:
    diff = [i for i, (x, y) in enumerate(zip(a, b)) if x != y]
    return len(a) == len(b) and len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] \
        and a[diff[1]] == b[diff[0]]
