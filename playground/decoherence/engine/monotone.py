"""Values of attributes that only move one way, read onto one scale (no tool, no domain here).

An update stamp (``updated_at``, ``mtime``) or a counter (a build number) only goes up while nothing
is done to its thing; an uptime or an age only grows; a TTL or a countdown only falls. To compare two
readings they must be written the same way: :func:`reading` returns ``(form, number)`` and two
readings compare only when their forms are equal (an ISO date-time with a zone and one without, a
number of seconds and a ``1h2m`` duration, are never compared). Whatever cannot be read for sure (a
relative time "5 minutes ago", a 12-hour clock, a time of day without its date, a version string
like ``1.4.2``, a negative TTL that means "no expiry") gives None: no fact.

``kind`` is what the attribute holds: ``"point"`` a moment (a stamp: an ISO date or date-time, or
epoch seconds), ``"amount"`` a span or a count (seconds, ``1h2m3s``, ``01:02:03``, ``3 days,
04:05:06``, a plain integer).
"""

from __future__ import annotations

import re
from datetime import datetime, timezone
from typing import Literal

Kind = Literal["point", "amount"]

_ISO = re.compile(r"(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?"
                  r"(?:\s?(Z|[+-]\d{2}:?\d{2}))?")
_INT = re.compile(r"\d{1,19}")
_DEC = re.compile(r"\d{1,12}\.\d{1,9}")
_GROUPED = re.compile(r"\d{1,3}(?:,\d{3}){1,5}")
_UNITS = {"d": 86400, "h": 3600, "m": 60, "s": 1}
_COMPACT = re.compile(r"(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m(?!s))?(?:(\d+)s)?")
_NUM_UNIT = re.compile(r"(\d{1,12}(?:\.\d{1,9})?)\s?(ms|s|sec|secs|seconds)")
_HMS = re.compile(r"(?:(\d{1,5})\s+days?,\s*|(\d{1,5})-)?(\d{1,3}):(\d{2})(?::(\d{2}))?")


def comparable(a: str, b: str) -> tuple[float, float] | None:
    """Two readings of one attribute on one scale (written the same way), or None."""
    for kind in ("point", "amount"):
        x, y = reading(a, kind), reading(b, kind)
        if x is not None and y is not None:
            return (x[1], y[1]) if x[0] == y[0] else None
    return None


def reading(value: str, kind: Kind) -> tuple[str, float] | None:
    """``(form, number)`` of ``value`` on a scale that grows with time (or with the count), or None."""
    v = value.strip().strip("'\"").strip()
    if not v or len(v) > 40:
        return None
    if kind == "point":
        return _point(v)
    return _amount(v)


def _point(v: str) -> tuple[str, float] | None:
    m = _ISO.fullmatch(v)
    if m:
        y, mo, d, hh, mi, ss, frac, tz = m.groups()
        try:
            dt = datetime(int(y), int(mo), int(d), int(hh or 0), int(mi or 0), int(ss or 0))
        except ValueError:
            return None
        secs = dt.replace(tzinfo=timezone.utc).timestamp() + (float("0." + frac) if frac else 0.0)
        if tz and tz != "Z":
            sign = 1 if tz[0] == "+" else -1
            digits = tz[1:].replace(":", "")
            secs -= sign * (int(digits[:2]) * 3600 + int(digits[2:]) * 60)
        zone = "utc" if tz else "naive"  # a stamp with a zone and one without are never compared
        return (f"iso:{'t' if hh else 'd'}:{zone}", secs)
    if _INT.fullmatch(v) and len(v) in (10, 13):  # epoch seconds or milliseconds
        return (f"epoch{len(v)}", float(v))
    return None


def _amount(v: str) -> tuple[str, float] | None:
    if _INT.fullmatch(v) or _GROUPED.fullmatch(v):  # (402,117,562: a count in groups of three)
        return ("int", float(v.replace(",", "")))
    if _DEC.fullmatch(v):
        return ("dec", float(v))
    low = v.casefold()
    m = _NUM_UNIT.fullmatch(low)
    if m:
        n = float(m.group(1))
        return ("ms" if m.group(2) == "ms" else "sec", n)
    m = _COMPACT.fullmatch(low.replace(" ", ""))
    if m and any(m.groups()):
        return ("dhms", float(sum(int(g) * u for g, u in zip(m.groups(), _UNITS.values()) if g)))
    m = _HMS.fullmatch(low)
    if m:
        days = int(m.group(1) or m.group(2) or 0)
        h, mi, s = int(m.group(3)), int(m.group(4)), m.group(5)
        if mi >= 60 or (s is not None and int(s) >= 60):
            return None
        # 01:02:03 (h:m:s) and 12:30 (h:m, or m:s?) are different forms: never compared with each other
        form = "hms" if s is not None else "hm"
        return (f"{form}{'+d' if m.group(1) or m.group(2) else ''}",
                float(days * 86400 + h * 3600 + mi * 60 + int(s or 0)))
    return None
