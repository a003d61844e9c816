"""Tensor buffer-type overrides for llama.cpp (``--override-tensor`` / ``--n-cpu-moe``).

llama-cpp-python 0.3.36 exposes ``llama_model_params.tensor_buft_overrides``
only as a raw pointer, so the NULL-terminated array of

    struct llama_model_tensor_buft_override { const char * pattern; ggml_backend_buffer_type_t buft; };

is built here. Buffer types are looked up by name ("CPU", "CUDA0", ...) the way
llama.cpp's own argument parser does: every registered ggml device's default
buffer type, keyed by ``ggml_backend_buft_name``. The ggml functions must come
from the *same* shared libraries llama.cpp is linked against (the registry and
the CPU buffer type are process-wide statics in them), so the loaded copies are
found in the process's memory map rather than opened afresh.
"""

from __future__ import annotations

import ctypes
import re
import sys
import threading
from pathlib import Path
from typing import Sequence

from playground.llama import native
from playground.errors import PlaygroundError

#: llama_max_tensor_buft_overrides() in the pinned llama.cpp.
MAX_OVERRIDES = 4096


class BufferTypeError(PlaygroundError):
    """A tensor override names an unknown buffer type or carries an unusable pattern."""


class TensorBuftOverride(ctypes.Structure):
    _fields_ = [("pattern", ctypes.c_char_p), ("buft", ctypes.c_void_p)]


class _Ggml:
    """The handful of ggml-backend registry functions needed, bound to the libraries in use."""

    def __init__(self, base: ctypes.CDLL, reg: ctypes.CDLL) -> None:
        self.dev_count = reg.ggml_backend_dev_count
        self.dev_count.restype = ctypes.c_size_t
        self.dev_count.argtypes = []
        self.dev_get = reg.ggml_backend_dev_get
        self.dev_get.restype = ctypes.c_void_p
        self.dev_get.argtypes = [ctypes.c_size_t]
        self.dev_by_name = reg.ggml_backend_dev_by_name
        self.dev_by_name.restype = ctypes.c_void_p
        self.dev_by_name.argtypes = [ctypes.c_char_p]
        self.dev_buffer_type = base.ggml_backend_dev_buffer_type
        self.dev_buffer_type.restype = ctypes.c_void_p
        self.dev_buffer_type.argtypes = [ctypes.c_void_p]
        self.dev_name = base.ggml_backend_dev_name
        self.dev_name.restype = ctypes.c_char_p
        self.dev_name.argtypes = [ctypes.c_void_p]
        self.buft_name = base.ggml_backend_buft_name
        self.buft_name.restype = ctypes.c_char_p
        self.buft_name.argtypes = [ctypes.c_void_p]
        self.cpu_buffer_type = base.ggml_backend_cpu_buffer_type
        self.cpu_buffer_type.restype = ctypes.c_void_p
        self.cpu_buffer_type.argtypes = []


_ggml: _Ggml | None = None
_lock = threading.Lock()


def _loaded_library(stem: str) -> Path | None:
    """Path of an already-mapped shared library whose file name starts with ``stem.``."""
    maps = Path("/proc/self/maps")
    if not maps.exists():
        return None
    pattern = re.compile(rf"/{re.escape(stem)}\.(so|dylib)[^/]*$")
    try:
        for line in maps.read_text().splitlines():
            path = line.split(maxsplit=5)[-1] if line.count(" ") >= 5 else ""
            if pattern.search(path):
                return Path(path)
    except OSError:
        return None
    return None


def _library_dir() -> Path:
    lib = native.llama()
    if lib.__file__ is None:  # a namespace package: not an installed llama-cpp-python
        raise BufferTypeError("llama_cpp has no package directory; cannot find its shared libraries")
    return Path(lib.__file__).resolve().parent / "lib"


def _open(stem: str) -> ctypes.CDLL:
    path = _loaded_library(stem)
    if path is None:
        lib_dir = _library_dir()
        names = [f"{stem}.so.0", f"{stem}.so", f"{stem}.dylib", f"{stem.removeprefix('lib')}.dll", f"{stem}.dll"]
        path = next((lib_dir / n for n in names if (lib_dir / n).exists()), None)
        if path is None:
            raise BufferTypeError(f"cannot find {stem} next to llama.cpp in {lib_dir}")
    mode = ctypes.RTLD_GLOBAL if sys.platform != "win32" else 0
    try:
        return ctypes.CDLL(str(path), mode=mode)
    except OSError as e:
        raise BufferTypeError(f"cannot load {path}: {e}") from None


def ggml() -> _Ggml:
    """The ggml registry functions (loads llama.cpp first so its libraries are the ones used)."""
    global _ggml
    if _ggml is not None:
        return _ggml
    with _lock:
        if _ggml is None:
            native.llama()  # maps libllama and, through it, the ggml libraries
            _ggml = _Ggml(base=_open("libggml-base"), reg=_open("libggml"))
        return _ggml


def available_buffer_types() -> dict[str, int]:
    """Buffer type name -> ggml_backend_buffer_type_t for every registered device (always has "CPU")."""
    g = ggml()
    found: dict[str, int] = {}
    for i in range(g.dev_count()):
        dev = g.dev_get(i)
        if not dev:
            continue
        buft = g.dev_buffer_type(dev)
        if buft:
            found[g.buft_name(buft).decode("utf-8", "replace")] = buft
    cpu = g.cpu_buffer_type()
    if cpu:
        found.setdefault("CPU", cpu)
    return found


def resolve_buffer_type(name: str) -> int:
    """The buffer type pointer for ``name``; raises :class:`BufferTypeError` for an unknown one."""
    found = available_buffer_types()
    if name in found:
        return found[name]
    by_upper = {k.upper(): v for k, v in found.items()}
    if name.upper() in by_upper:
        return by_upper[name.upper()]
    raise BufferTypeError(
        f"unknown buffer type {name!r} for a tensor override; this llama.cpp build has: {', '.join(sorted(found))}"
    )


def check_overrides(pairs: Sequence[object]) -> None:
    """Validate patterns and names in Python, before any native call sees them.

    ``pairs`` should be (pattern, buffer type) pairs; anything else (they may come from JSON) is
    reported as a :class:`BufferTypeError`.
    """
    if len(pairs) > MAX_OVERRIDES:
        raise BufferTypeError(f"{len(pairs)} tensor overrides; llama.cpp accepts at most {MAX_OVERRIDES}")
    for item in pairs:
        if not (isinstance(item, (tuple, list)) and len(item) == 2):
            raise BufferTypeError(f"a tensor override must be (pattern, buffer type), got {item!r}")
        pattern, buft = item
        if not isinstance(pattern, str) or not pattern:
            raise BufferTypeError(f"a tensor override pattern must be a non-empty string, got {pattern!r}")
        if not isinstance(buft, str) or not buft:
            raise BufferTypeError(f"tensor override {pattern!r} needs a buffer type name such as 'CPU'")
        if "\x00" in pattern:
            raise BufferTypeError(f"tensor override pattern {pattern!r} contains a NUL byte")
        try:
            # llama.cpp uses std::regex (ECMAScript); Python's syntax agrees on everything the
            # planner emits, and a pattern Python rejects would throw inside the loader.
            re.compile(pattern)
        except re.error as e:
            raise BufferTypeError(f"tensor override pattern {pattern!r} is not a valid regex: {e}") from None


def tensor_buft_override_array(pairs: Sequence[tuple[str, str]]) -> ctypes.Array[TensorBuftOverride]:
    """A NULL-terminated ``llama_model_tensor_buft_override[]`` for ``llama_model_params``.

    The array keeps its pattern bytes alive; keep the array alive until the model is loaded.
    """
    items = [tuple(p) for p in pairs]  # pairs read from JSON are lists
    check_overrides(items)
    resolved = [(p.encode("utf-8"), resolve_buffer_type(b)) for p, b in items]
    arr = (TensorBuftOverride * (len(resolved) + 1))()
    for i, (pattern, buft) in enumerate(resolved):
        arr[i].pattern = pattern
        arr[i].buft = buft
    arr[len(resolved)].pattern = None
    arr[len(resolved)].buft = None
    # ctypes already holds the bytes in the structures' _objects; this makes the intent explicit.
    arr._patterns = [p for p, _ in resolved]  # type: ignore[attr-defined]  # ctypes arrays take any attribute
    return arr


def override_matches(pattern: str, tensor_name: str) -> bool:
    """Whether llama.cpp would apply ``pattern`` to ``tensor_name`` (it uses regex_search, not a full match)."""
    return re.search(pattern, tensor_name) is not None
