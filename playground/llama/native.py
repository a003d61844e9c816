"""The one door to llama.cpp: lazy import, backend init, and log capture.

Importing llama_cpp costs start-up time and prints through its own logger, so
nothing imports it at module level; callers use :func:`llama`. llama.cpp's log
lines are routed into Python's ``logging`` (logger ``playground.llama``) and a
small ring buffer, which lets a failed load report llama.cpp's own reason and
lets the fit planner read the buffer sizes llama.cpp allocated. Nothing is
written to the terminal, which a TUI owns.
"""

from __future__ import annotations

import ctypes
import logging
import threading
from collections import deque
from types import ModuleType
from typing import Any

from playground.errors import NativeRuntimeMissingError

log = logging.getLogger("playground.llama")
# Never let Python's last-resort handler print llama.cpp lines over a TUI.
logging.getLogger("playground").addHandler(logging.NullHandler())

_lock = threading.Lock()
_module: ModuleType | None = None
_log_callback: Any = None  # keep the ctypes callback alive
_partial = ""

#: Recent complete log lines from llama.cpp: (sequence number, level name, text).
recent_log: deque[tuple[int, str, str]] = deque(maxlen=2000)
_seq = 0

# ggml_log_level: NONE=0, DEBUG=1, INFO=2, WARN=3, ERROR=4, CONT=5 (continues the previous line)
_LEVELS = {0: ("NONE", logging.DEBUG), 1: ("DEBUG", logging.DEBUG), 2: ("INFO", logging.INFO),
           3: ("WARN", logging.WARNING), 4: ("ERROR", logging.ERROR)}
_last_level = 2


def _on_log(level: int, text: bytes, _user: Any) -> None:
    global _partial, _last_level, _seq
    if level == 5:  # continuation of the previous line
        level = _last_level
    _last_level = level
    chunk = text.decode("utf-8", errors="replace") if text else ""
    _partial += chunk
    if "\n" not in _partial:
        return
    *lines, _partial = _partial.split("\n")
    name, py_level = _LEVELS.get(level, ("INFO", logging.DEBUG))
    for line in lines:
        if line.strip():
            recent_log.append((_seq, name, line))
            _seq += 1
            log.log(py_level, "%s", line)


def llama() -> ModuleType:
    """Import llama_cpp once, route its logging, initialise the backend."""
    global _module, _log_callback
    if _module is not None:
        return _module
    with _lock:
        if _module is not None:
            return _module
        try:
            import llama_cpp
        except Exception as e:  # ImportError, or OSError when the shared library is broken
            raise NativeRuntimeMissingError(
                f"llama-cpp-python is not usable ({e}); reinstall it: pip install llama-cpp-python==0.3.36"
            ) from None
        _log_callback = llama_cpp.llama_log_callback(_on_log)
        llama_cpp.llama_log_set(_log_callback, ctypes.c_void_p(0))
        llama_cpp.llama_backend_init()
        _module = llama_cpp
        return _module


def last_error_line(since: int = 0) -> str | None:
    """The newest ERROR (or, failing that, WARN) line llama.cpp logged after ``since``.

    A failed load ends with the generic "llama_model_load_from_file_impl: failed to load model";
    the line before it says why ("llama_model_load: error loading model: error loading model
    vocabulary: unknown pre-tokenizer type: 'x'"), so that one is preferred, without its prefix."""
    lines = [(name, text) for seq, name, text in recent_log if seq >= since]
    for wanted in ("ERROR", "WARN"):
        found = [text.strip() for name, text in lines if name == wanted]
        for text in reversed(found):
            if "error loading model: " in text:
                return text.split("error loading model: ", 1)[1]
        if found:
            return found[-1]
    return None


def log_mark() -> int:
    """A position in the log stream; pass it to :func:`log_since` or :func:`last_error_line`."""
    return _seq


def log_since(mark: int) -> list[str]:
    """Log lines (text only) emitted after ``mark``, as far as the ring buffer still holds them."""
    return [text for seq, _name, text in recent_log if seq >= mark]
