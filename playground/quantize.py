"""Quantize a high-precision GGUF with llama.cpp's own quantizer.

Output goes to a temporary name beside the target and is renamed only when
llama.cpp reports success, so an interrupted run never leaves a file that
looks complete.
"""

from __future__ import annotations

import os
from pathlib import Path

from playground import native
from playground.errors import InvalidParameterError, QuantizeError
from playground.model_file import inspect_model_file

# llama_ftype values by the names users know.
QUANT_TYPES: dict[str, int] = {
    "F32": 0, "F16": 1, "Q4_0": 2, "Q4_1": 3, "Q8_0": 7, "Q5_0": 8, "Q5_1": 9, "Q2_K": 10,
    "Q3_K_S": 11, "Q3_K_M": 12, "Q3_K_L": 13, "Q4_K_S": 14, "Q4_K_M": 15, "Q5_K_S": 16,
    "Q5_K_M": 17, "Q6_K": 18, "IQ2_XXS": 19, "IQ2_XS": 20, "Q2_K_S": 21, "IQ3_XS": 22,
    "IQ3_XXS": 23, "IQ1_S": 24, "IQ4_NL": 25, "IQ3_S": 26, "IQ3_M": 27, "IQ2_S": 28,
    "IQ2_M": 29, "IQ4_XS": 30, "IQ1_M": 31, "BF16": 32,
}
SOURCE_TYPES = {"F32", "F16", "BF16"}


def quantize_file(src: str | Path, dst: str | Path, qtype: str, *, threads: int = 0) -> Path:
    """Write ``dst`` as ``qtype`` from the F32/F16/BF16 GGUF ``src``."""
    name = qtype.upper()
    if name not in QUANT_TYPES:
        raise InvalidParameterError(f"unknown quant type {qtype!r}; choose one of {', '.join(QUANT_TYPES)}")
    info = inspect_model_file(src)
    if info.quant_type not in SOURCE_TYPES:
        raise QuantizeError(
            f"{info.path.name} is already quantized ({info.quant_type}); quantize from an F32/F16/BF16 file"
        )
    dst = Path(dst).expanduser()
    if dst.resolve() == info.path.resolve():
        raise InvalidParameterError("output path equals the input path")
    dst.parent.mkdir(parents=True, exist_ok=True)
    tmp = dst.with_name(dst.name + ".partial")
    lib = native.llama()
    params = lib.llama_model_quantize_default_params()
    params.ftype = QUANT_TYPES[name]
    params.nthread = threads
    mark = native.log_mark()
    try:
        rc = lib.llama_model_quantize(str(info.path).encode(), str(tmp).encode(), params)
        if rc != 0:
            reason = native.last_error_line(mark) or f"return code {rc}"
            raise QuantizeError(f"quantizing {info.path.name} to {name} failed: {reason}")
        os.replace(tmp, dst)
    finally:
        if tmp.exists():
            tmp.unlink()
    return dst
