"""Reading fields of JSON records (session lines, comparison reports) with their types checked.

Every reader names the offending field in its error, dotted from the record's top
(``timings.prompt_tokens``, ``warnings[2].kind``), so a loader can say exactly what
is wrong with a line. :class:`FieldError` is a ValueError: callers that only care
that a record is bad can catch ValueError.
"""

from __future__ import annotations

import math
from typing import Any, Callable, Mapping

Check = Callable[[Any], bool]


class FieldError(ValueError):
    """A record field is missing or has the wrong type or range; the message names the field."""


def field_name(where: str, key: str | int) -> str:
    """'timings' + 'prompt_tokens' -> 'timings.prompt_tokens'; 'warnings' + 2 -> 'warnings[2]'."""
    if isinstance(key, int):
        return f"{where}[{key}]"
    return f"{where}.{key}" if where else key


def require(data: Any, key: str, check: Check, what: str, *, where: str = "") -> Any:
    """``data[key]``, which must be present and pass ``check`` (``what`` says what it must be)."""
    if not isinstance(data, dict):
        raise FieldError(f"'{where}' must be an object" if where else "expected an object")
    name = field_name(where, key)
    if key not in data:
        raise FieldError(f"missing field '{name}'")
    v = data[key]
    if not check(v):
        raise FieldError(f"field '{name}' must be {what}")
    return v


def optional(data: Any, key: str, check: Check, what: str, default: Any = None, *, where: str = "") -> Any:
    """``data[key]`` if present and not null (it must then pass ``check``), else ``default``."""
    if not isinstance(data, dict):
        raise FieldError(f"'{where}' must be an object" if where else "expected an object")
    v = data.get(key)
    if v is None:
        return default
    if not check(v):
        raise FieldError(f"field '{field_name(where, key)}' must be {what}")
    return v


def check_object(data: Any, schema: Mapping[str, tuple[Check, str]], *, where: str,
                 nullable: frozenset[str] = frozenset()) -> dict[str, Any]:
    """An object whose listed keys, where present, pass their checks (null only for keys in
    ``nullable``); keys the schema does not list pass as they are."""
    if not isinstance(data, dict):
        raise FieldError(f"field '{where}' must be an object")
    for key, (check, what) in schema.items():
        if key in data and not (data[key] is None and key in nullable) and not check(data[key]):
            raise FieldError(f"field '{field_name(where, key)}' must be {what}")
    return data


# ------------------------------------------------------------------ checks

def is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def is_str(v: Any) -> bool:
    return isinstance(v, str)


def is_bool(v: Any) -> bool:
    return isinstance(v, bool)


def is_dict(v: Any) -> bool:
    return isinstance(v, dict)


def is_list(v: Any) -> bool:
    return isinstance(v, list)


def is_number(v: Any) -> bool:
    """A finite int or float (not a bool)."""
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        return False
    return math.isfinite(v) if isinstance(v, float) else True


def int_in(lo: int, hi: int | None = None) -> Check:
    """An integer with lo <= v (< hi when given)."""
    return lambda v: is_int(v) and v >= lo and (hi is None or v < hi)


def number_in(lo: float | None = None, hi: float | None = None, *, lo_open: bool = False,
              hi_open: bool = False) -> Check:
    """A finite number within the bounds (closed unless ``*_open``)."""
    def check(v: Any) -> bool:
        if not is_number(v):
            return False
        if lo is not None and (v <= lo if lo_open else v < lo):
            return False
        if hi is not None and (v >= hi if hi_open else v > hi):
            return False
        return True
    return check


__all__ = ["FieldError", "Check", "field_name", "require", "optional", "check_object", "is_int", "is_str",
           "is_bool", "is_dict", "is_list", "is_number", "int_in", "number_in"]
