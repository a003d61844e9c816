"""JSON in and out under strict rules: what we read is repaired (and says so), what we write is RFC 8259.

Python's json module accepts ``NaN``/``Infinity`` and numbers like ``1e999`` (which
become ``inf``) and writes them back out, which strict readers (JavaScript, jq,
most other languages) reject. It also decodes ``"\\ud800"`` into a string holding a
lone surrogate, which cannot be encoded as UTF-8 and crashes whoever prints or
saves it later. :func:`loads_repaired` replaces both on the way in and reports
where; :func:`dumps_strict` refuses to write either.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, field
from typing import Any

_SURROGATE = re.compile("[\ud800-\udfff]")
_NONFINITE = object()  # what the parser hooks return for NaN/Infinity; replaced by None in the walk
_MAX_LISTED = 3


@dataclass
class Repairs:
    """Where a decoded JSON value was changed: field paths (``timings.prompt_eval_s``, ``rows[0].row``)."""

    surrogates: list[str] = field(default_factory=list)  # strings (or keys) that held lone surrogates
    nonfinite: list[str] = field(default_factory=list)  # numbers that were NaN/Infinity/overflowing

    def __bool__(self) -> bool:
        return bool(self.surrogates or self.nonfinite)

    def messages(self) -> list[str]:
        """One line per kind of repair, naming the fields."""
        out = []
        if self.surrogates:
            out.append(f"lone UTF-16 surrogates replaced with U+FFFD in {_listing(self.surrogates)}")
        if self.nonfinite:
            out.append(f"non-finite numbers (NaN/Infinity) replaced with null in {_listing(self.nonfinite)}")
        return out


def _listing(paths: list[str]) -> str:
    shown = ", ".join(f"'{p or '(top)'}'" for p in paths[:_MAX_LISTED])
    return shown + (f" and {len(paths) - _MAX_LISTED} more" if len(paths) > _MAX_LISTED else "")


def _parse_float(text: str) -> Any:
    v = float(text)
    return v if math.isfinite(v) else _NONFINITE


def _path(where: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{where}[{key}]"
    return f"{where}.{key}" if where else key


def _fix_str(s: str, where: str, repairs: Repairs) -> str:
    if _SURROGATE.search(s) is None:
        return s
    repairs.surrogates.append(where)
    return _SURROGATE.sub("\ufffd", s)


def _walk(value: Any, where: str, repairs: Repairs) -> Any:
    if value is _NONFINITE:
        repairs.nonfinite.append(where)
        return None
    if isinstance(value, str):
        return _fix_str(value, where, repairs)
    if isinstance(value, float) and not math.isfinite(value):
        repairs.nonfinite.append(where)
        return None
    if isinstance(value, list):
        for i, item in enumerate(value):
            value[i] = _walk(item, _path(where, i), repairs)
        return value
    if isinstance(value, dict):
        if any(_SURROGATE.search(k) for k in value):
            fixed = {}
            for k, v in value.items():
                clean = _SURROGATE.sub("\ufffd", k)
                if clean != k:
                    repairs.surrogates.append(_path(where, clean) + " (a key)")
                fixed[clean] = v
            value = fixed
        for k, item in value.items():
            value[k] = _walk(item, _path(where, k), repairs)
        return value
    return value


def loads_repaired(text: str) -> tuple[Any, Repairs]:
    """Decode JSON text; NaN/Infinity/overflowing numbers become None and lone surrogates U+FFFD.

    Raises ValueError for text that is not JSON and RecursionError for nesting too deep to walk.
    """
    value = json.loads(text, parse_constant=lambda _name: _NONFINITE, parse_float=_parse_float)
    repairs = Repairs()
    return _walk(value, "", repairs), repairs


def finite(value: Any) -> tuple[Any, list[str]]:
    """A copy of ``value`` with non-finite floats replaced by None, and the paths where that happened."""
    repairs = Repairs()
    fixed = _walk_numbers(value, "", repairs)
    return fixed, repairs.nonfinite


def _walk_numbers(value: Any, where: str, repairs: Repairs) -> Any:
    if isinstance(value, float) and not math.isfinite(value):
        repairs.nonfinite.append(where)
        return None
    if isinstance(value, list):
        return [_walk_numbers(v, _path(where, i), repairs) for i, v in enumerate(value)]
    if isinstance(value, tuple):
        return [_walk_numbers(v, _path(where, i), repairs) for i, v in enumerate(value)]
    if isinstance(value, dict):
        return {k: _walk_numbers(v, _path(where, str(k)), repairs) for k, v in value.items()}
    return value


def dumps_strict(value: Any, **kwargs: Any) -> str:
    """``json.dumps`` that never writes NaN/Infinity: they become null first (``allow_nan=False`` then
    guards against anything missed)."""
    fixed, _ = finite(value)
    return json.dumps(fixed, allow_nan=False, **kwargs)


__all__ = ["Repairs", "loads_repaired", "finite", "dumps_strict"]
