"""Quantize an F32/F16/BF16 GGUF (one file or split shards) with llama.cpp's own quantizer.

``llama_model_quantize`` blocks, has no progress callback and cannot be
interrupted, so it runs in a child process (multiprocessing *spawn*): cancel is
``terminate()``, and a native crash takes down the child, not the app. The
child forwards llama.cpp's per-tensor log lines (``[  12/ 733] blk.0.ffn_up_exps ...``)
through a pipe as progress.

Every run is a dry run first (llama.cpp's ``dry_run``: it decides every tensor's
type without reading data), which gives the exact output size for the disk-space
check and tells whether the chosen type needs an importance matrix. Output goes
to ``<dst>.partial`` and is renamed only after llama.cpp succeeded and the new
header reads back, so an interrupted run never leaves a file that looks complete.

Sensitive tensors: llama.cpp's recipe for qwen35moe already keeps norms, the
expert router and ``ssm_conv1d`` in F32, raises ``output.weight`` to Q6_K and, in
the *_M mixes, some ``attn_v``/``attn_qkv`` and ``ffn_down`` tensors to Q6_K. Its
rules leave the gated-attention projections, the Gated DeltaNet projections
(``attn_qkv``, ``attn_gate``, ``ssm_alpha``, ``ssm_beta``) and ``ssm_out`` at the
base type. With ``keep_sensitive`` (the default) those are pinned to Q8_0 through
``tt_overrides`` for every target below Q8_0: about 1.3B of the model's 35B
weights, roughly +0.6 GB on Q4_K_M, for the parts every token passes through.
"""

from __future__ import annotations

import os
import re
import shutil
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping

from playground.base import childproc
from playground.llama import native
from playground.errors import InvalidParameterError, OperationCancelled, PlaygroundError, QuantizeError
from playground.modelfile.header import GGUFHeader, read_header, tensor_nbytes
from playground.modelfile.checks import ModelFileInfo, inspect_model_file

# llama_ftype values by the names users know (llama.h; Q3_K/Q4_K/Q5_K are llama-quantize's aliases).
QUANT_TYPES: dict[str, int] = {
    "F32": 0, "F16": 1, "Q4_0": 2, "Q4_1": 3, "Q8_0": 7, "Q5_0": 8, "Q5_1": 9, "Q2_K": 10,
    "Q3_K_S": 11, "Q3_K_M": 12, "Q3_K_L": 13, "Q4_K_S": 14, "Q4_K_M": 15, "Q5_K_S": 16,
    "Q5_K_M": 17, "Q6_K": 18, "IQ2_XXS": 19, "IQ2_XS": 20, "Q2_K_S": 21, "IQ3_XS": 22,
    "IQ3_XXS": 23, "IQ1_S": 24, "IQ4_NL": 25, "IQ3_S": 26, "IQ3_M": 27, "IQ2_S": 28,
    "IQ2_M": 29, "IQ4_XS": 30, "IQ1_M": 31, "BF16": 32, "TQ1_0": 36, "TQ2_0": 37, "MXFP4_MOE": 38,
}
ALIASES = {"Q3_K": "Q3_K_M", "Q4_K": "Q4_K_M", "Q5_K": "Q5_K_M"}
SOURCE_TYPES = frozenset({"F32", "F16", "BF16"})
_INTEGER_TYPES = frozenset({"I8", "I16", "I32", "I64", "F64"})
# Targets whose very-low-bit tensors llama.cpp refuses to produce without an importance matrix.
NEEDS_IMATRIX = frozenset({"IQ1_S", "IQ1_M", "IQ2_XXS", "IQ2_XS", "IQ2_S", "IQ2_M", "IQ3_XXS", "IQ3_XS", "Q2_K_S"})
# Targets at or above 8 bits: nothing to protect.
_HIGH_PRECISION = frozenset({"Q8_0", "F16", "BF16", "F32"})

#: Tensors every token passes through that llama.cpp's rules leave at the base type (see module doc).
SENSITIVE_PATTERNS: tuple[str, ...] = (
    r"\.attn_(q|k|v|qkv|gate|output)\.weight$",
    r"\.ssm_(out|alpha|beta)\.weight$",
)
SENSITIVE_TYPE = "Q8_0"
GGML_TYPE_IDS = {"Q8_0": 8, "Q6_K": 14, "Q5_K": 13, "Q4_K": 12, "F16": 1, "BF16": 30, "F32": 0}

# Bytes beyond the estimate required free on the target disk (metadata rewrite, filesystem slack).
DISK_SLACK = 64 * 1024 * 1024

_TENSOR_LINE = re.compile(r"^\[\s*(\d+)/\s*(\d+)\]\s+(\S+)\s+-\s+\[([^\]]*)\], type =\s*(\S+),\s*(.*)$")
_DRY_TARGET = re.compile(r"->\s+[\d.]+ MiB \((\S+)\)")
_OVERRIDE_LINE = re.compile(r"(\S+)\s+- applying manual override: (\S+) -> (\S+)")
_NEEDS_IMATRIX_LINE = re.compile(r"will require an imatrix|requires an importance matrix|Missing importance matrix")


class UnknownQuantTypeError(InvalidParameterError):
    """The requested quant type is not one llama.cpp knows."""


class ImatrixError(QuantizeError):
    """The importance matrix file is missing, unreadable or required but not given."""


class DiskSpaceError(QuantizeError):
    """Not enough free disk space for the output file."""


@dataclass(frozen=True)
class QuantizeProgress:
    done: int  # tensors finished
    total: int
    tensor: str
    phase: str = "quantizing"  # "planning" during the dry run

    @property
    def fraction(self) -> float:
        return self.done / self.total if self.total else 0.0


@dataclass(frozen=True)
class QuantizeEstimate:
    """What a quantization will produce, from llama.cpp's dry run."""

    qtype: str
    input_bytes: int
    output_bytes: int  # estimated file size
    tensor_types: dict[str, str]  # tensor -> target type name
    overrides: dict[str, tuple[str, str]]  # tensor -> (base type, forced type) from keep_sensitive
    requires_imatrix: bool
    type_counts: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class QuantizeResult:
    path: Path
    qtype: str
    size: int
    seconds: float
    tensor_types: dict[str, str]  # from the written header
    type_counts: dict[str, int]
    overrides: dict[str, tuple[str, str]]
    imatrix: Path | None
    estimate: QuantizeEstimate

    def describe(self) -> list[str]:
        """What was done, for the CLI and the TUI."""
        counts = ", ".join(f"{k}:{v}" for k, v in sorted(self.type_counts.items(), key=lambda kv: -kv[1]))
        lines = [f"wrote {self.path} ({self.size / 2**30:.2f} GiB, {self.qtype}) in {self.seconds:.1f}s",
                 f"tensor types: {counts}"]
        if self.overrides:
            kept = sorted({to for _f, to in self.overrides.values()})
            lines.append(f"kept {len(self.overrides)} sensitive tensors (attention, Gated DeltaNet projections, "
                         f"ssm_out) at {'/'.join(kept)} instead of {self._base()}")
        if self.imatrix:
            lines.append(f"importance matrix: {self.imatrix}")
        return lines

    def _base(self) -> str:
        bases = sorted({f for f, _t in self.overrides.values()})
        return "/".join(bases) or "the base type"


def normalize_qtype(qtype: str) -> str:
    name = qtype.strip().upper()
    name = ALIASES.get(name, name)
    if name not in QUANT_TYPES:
        raise UnknownQuantTypeError(f"unknown quant type {qtype!r}; choose one of {', '.join(QUANT_TYPES)}")
    return name


def _type_name(llama_name: str) -> str:
    return llama_name.upper()


def check_source(info: ModelFileInfo) -> None:
    """Refuse inputs that are already quantized (llama.cpp would fail or requantize badly)."""
    quantized = {t: n for t, n in info.tensor_types.items() if t not in SOURCE_TYPES and t not in _INTEGER_TYPES}
    if quantized:
        what = ", ".join(f"{n} {t}" for t, n in sorted(quantized.items()))
        raise QuantizeError(
            f"{info.path.name} is already quantized ({info.quant_type}: {what} tensors); "
            "quantize from an F32, F16 or BF16 GGUF"
        )


def sensitive_overrides(qtype: str) -> tuple[tuple[str, str], ...]:
    """(pattern, type) pairs that keep_sensitive adds for ``qtype``."""
    if qtype in _HIGH_PRECISION:
        return ()
    return tuple((p, SENSITIVE_TYPE) for p in SENSITIVE_PATTERNS)


# ------------------------------------------------------------------ imatrix


@dataclass(frozen=True)
class ImatrixInfo:
    path: Path
    entries: int
    legacy: bool
    chunks: int = 0
    dataset: str | None = None


def inspect_imatrix(path: str | Path) -> ImatrixInfo:
    """Check an importance matrix file (GGUF ``*.in_sum2``/``*.counts`` or the legacy .dat) without loading it."""
    p = Path(path).expanduser()
    if not p.is_file():
        raise ImatrixError(f"importance matrix not found: {p}")
    with open(p, "rb") as f:
        magic = f.read(4)
    if magic == b"GGUF":
        try:
            h = read_header(p)
        except PlaygroundError as e:
            raise ImatrixError(f"{p} is not a readable imatrix GGUF: {e}") from None
        sums = {t.name[: -len(".in_sum2")] for t in h.tensors if t.name.endswith(".in_sum2")}
        counts = {t.name[: -len(".counts")] for t in h.tensors if t.name.endswith(".counts")}
        if not sums:
            raise ImatrixError(f"{p} is a GGUF but holds no importance matrix (*.in_sum2 tensors)")
        if sums != counts:
            raise ImatrixError(f"{p}: sums and counts do not match for {len(sums ^ counts)} tensors")
        datasets = h.metadata.get("imatrix.datasets")
        chunks = h.metadata.get("imatrix.chunk_count", 0)
        return ImatrixInfo(p, len(sums), False, int(chunks) if isinstance(chunks, int) else 0,
                           datasets[0] if isinstance(datasets, list) and datasets else None)
    try:
        n = int.from_bytes(magic, "little", signed=True) if len(magic) == 4 else 0
    except ValueError:
        n = 0
    if n < 1 or n > 1_000_000:
        raise ImatrixError(f"{p} is neither a GGUF nor a legacy .dat importance matrix")
    return ImatrixInfo(p, n, True)


def load_imatrix(path: Path) -> dict[str, Any]:
    """name -> float32 array, normalised the way llama-quantize does (sums / counts)."""
    import numpy as np

    info = inspect_imatrix(path)
    out: dict[str, Any] = {}
    if not info.legacy:
        from gguf import GGUFReader

        reader = GGUFReader(str(info.path))
        tensors = {t.name: np.asarray(t.data, dtype=np.float32).reshape(-1) for t in reader.tensors}
        for name in sorted(k[: -len(".in_sum2")] for k in tensors if k.endswith(".in_sum2")):
            sums, counts = tensors[name + ".in_sum2"], tensors[name + ".counts"]
            ne0 = sums.size // max(counts.size, 1)
            values = np.ones_like(sums)
            for j, c in enumerate(counts):
                if c > 0:
                    values[j * ne0:(j + 1) * ne0] = sums[j * ne0:(j + 1) * ne0] / c
            out[name] = np.ascontiguousarray(values, dtype=np.float32)
        return out
    raw = info.path.read_bytes()
    pos = 4
    for _ in range(info.entries):
        ln = int.from_bytes(raw[pos:pos + 4], "little")
        pos += 4
        name = raw[pos:pos + ln].decode("utf-8", "replace")
        pos += ln
        ncall = int.from_bytes(raw[pos:pos + 4], "little", signed=True)
        nval = int.from_bytes(raw[pos + 4:pos + 8], "little", signed=True)
        pos += 8
        if nval < 1 or pos + 4 * nval > len(raw):
            raise ImatrixError(f"{info.path} is truncated at entry {name!r}")
        vals = np.frombuffer(raw, dtype=np.float32, count=nval, offset=pos).copy()
        pos += 4 * nval
        out[name] = vals / ncall if ncall > 0 else vals
    return out


# ------------------------------------------------------------- child process


def _child_main(conn: Any, output_log: str, job: dict[str, Any]) -> None:
    """Entry of the spawned process. Nothing may reach the terminal (a TUI owns it): native
    output goes to a file the parent reads on a crash, Python errors go through the pipe."""
    import signal

    childproc.redirect_output(output_log)
    # Ctrl-C reaches the whole process group; the parent decides and terminates this process.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(signal, "SIGXFSZ"):
        # A file-size limit then surfaces as a write error llama.cpp reports, not a silent kill.
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    try:
        _child_run(conn, job)
    except BaseException as e:
        try:
            conn.send(("error", f"{type(e).__name__}: {e}"))
        except Exception:
            pass


def _child_run(conn: Any, job: dict[str, Any]) -> None:
    import ctypes
    import logging

    lib = native.llama()
    phase = {"name": "planning"}
    plan: dict[str, str] = {}
    overrides: dict[str, tuple[str, str]] = {}
    flags = {"imatrix": False}

    class Forward(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            line = record.getMessage()
            if m := _TENSOR_LINE.match(line.strip()):
                i, n, name, _shape, cur, rest = m.groups()
                target = cur
                if t := _DRY_TARGET.search(rest):
                    target = t.group(1)
                if phase["name"] == "planning":
                    plan[name] = _type_name(target)
                conn.send(("progress", int(i), int(n), name, phase["name"]))
            elif m := _OVERRIDE_LINE.search(line):
                overrides[m.group(1)] = (_type_name(m.group(2)), _type_name(m.group(3)))
            if _NEEDS_IMATRIX_LINE.search(line):
                flags["imatrix"] = True

    logger = logging.getLogger("playground.llama")
    logger.setLevel(logging.DEBUG)
    logger.addHandler(Forward())

    params = lib.llama_model_quantize_default_params()
    params.ftype = job["ftype"]
    params.nthread = job["threads"]
    keep: list[Any] = []
    if job["tt_overrides"]:
        arr = (lib.llama_model_tensor_override * (len(job["tt_overrides"]) + 1))()
        for i, (pattern, type_id) in enumerate(job["tt_overrides"]):
            arr[i].pattern = pattern.encode()
            arr[i].type = type_id
        keep.append(arr)
        params.tt_overrides = arr
    if job["kv_overrides"]:
        from playground.llama.engine import kv_override_array

        kv = kv_override_array(lib, job["kv_overrides"])
        keep.append(kv)
        params.kv_overrides = kv
    if job["imatrix"]:
        data = load_imatrix(Path(job["imatrix"]))
        arr2 = (lib.llama_model_imatrix_data * (len(data) + 1))()
        for i, (name, values) in enumerate(data.items()):
            arr2[i].name = name.encode()
            arr2[i].data = values.ctypes.data_as(ctypes.POINTER(ctypes.c_float))
            arr2[i].size = values.size
        keep += [arr2, data]
        params.imatrix = arr2

    src, tmp = job["src"].encode(), job["tmp"].encode()
    mark = native.log_mark()
    params.dry_run = True
    rc = lib.llama_model_quantize(src, tmp, params)
    conn.send(("plan", rc, plan, overrides, flags["imatrix"], native.last_error_line(mark)))
    if rc != 0 or job["dry_run"]:
        return
    if conn.recv() != "go":
        return
    phase["name"] = "quantizing"
    mark = native.log_mark()
    params.dry_run = False
    rc = lib.llama_model_quantize(src, tmp, params)
    conn.send(("done", rc, native.last_error_line(mark) if rc else None))


# ------------------------------------------------------------------- parent


def _disk_free(path: Path) -> int:
    return shutil.disk_usage(path).free


def _estimate(info: ModelFileInfo, headers: list[GGUFHeader], qtype: str, plan: Mapping[str, str],
              overrides: Mapping[str, tuple[str, str]], needs_imatrix: bool) -> QuantizeEstimate:
    from gguf import GGMLQuantizationType

    shapes = {t.name: t for h in headers for t in h.tensors}
    data = 0
    counts: dict[str, int] = {}
    for name, t in shapes.items():
        target = plan.get(name, t.type_name)
        try:
            nbytes = tensor_nbytes(GGMLQuantizationType[target], t.shape)
        except (KeyError, PlaygroundError):
            nbytes = t.n_bytes  # a type the gguf package does not know: assume the size is kept
        data += (nbytes + 31) // 32 * 32
        counts[target] = counts.get(target, 0) + 1
    header_bytes = sum(h.data_offset for h in headers) + 4096  # new keys, re-aligned offsets
    return QuantizeEstimate(qtype=qtype, input_bytes=info.file_size, output_bytes=header_bytes + data,
                            tensor_types=dict(plan), overrides=dict(overrides), requires_imatrix=needs_imatrix,
                            type_counts=counts)


class _Child:
    """The spawned quantizer process and its pipe; always cleaned up."""

    def __init__(self, job: dict[str, Any]) -> None:
        self.proc, self.conn, self.output_log = childproc.spawn(_child_main, (job,), "agentworld-quantize")

    def output_tail(self) -> str:
        """The last line the child printed to stdout/stderr (e.g. a GGML_ABORT message)."""
        return childproc.output_tail(self.output_log)

    def recv(self, cancel: threading.Event | None, timeout: float = 0.1) -> tuple[Any, ...] | None:
        """The next message; None at a poll timeout. Raises on cancel or a dead child."""
        msg: tuple[Any, ...]  # the child sends ("progress" | "plan" | "done" | "error", ...) tuples
        while True:
            if cancel is not None and cancel.is_set():
                raise OperationCancelled("quantization was cancelled")
            try:
                if self.conn.poll(timeout):
                    msg = self.conn.recv()
                    return msg
                if self.proc.is_alive():
                    return None
                if self.conn.poll(0):  # it exited right after sending its last message
                    msg = self.conn.recv()
                    return msg
            except (EOFError, OSError):
                pass
            self.proc.join(1.0)
            tail = self.output_tail()
            raise QuantizeError(f"the quantizer process died ({childproc.exit_text(self.proc.exitcode)})"
                                + (f": {tail}" if tail else "") + "; nothing was written")

    def send(self, msg: str) -> None:
        try:
            self.conn.send(msg)
        except (OSError, EOFError):
            pass

    def close(self) -> None:
        if self.proc.is_alive():
            self.proc.terminate()
        childproc.stop(self.proc, self.conn, 5.0)
        childproc.remove_log(self.output_log)


def quantize_model(src: str | Path, dst: str | Path | None, qtype: str, *, imatrix: str | Path | None = None,
                   threads: int = 0, keep_sensitive: bool = True, dry_run: bool = False,
                   progress: Callable[[QuantizeProgress], None] | None = None,
                   cancel: threading.Event | None = None,
                   disk_free: Callable[[Path], int] | None = None) -> QuantizeResult | QuantizeEstimate:
    """Quantize ``src`` (F32/F16/BF16, any shard of a split model) to ``dst`` as ``qtype``.

    Returns a :class:`QuantizeEstimate` when ``dry_run`` (``dst`` may be None), else a
    :class:`QuantizeResult`. ``progress`` is called from this thread; ``cancel``
    stops the child process and removes the partial output.
    """
    name = normalize_qtype(qtype)
    if threads < 0:
        raise InvalidParameterError(f"threads must be >= 0, got {threads}")
    info = inspect_model_file(src)
    check_source(info)
    imx = inspect_imatrix(imatrix) if imatrix is not None else None
    if dst is None:
        if not dry_run:
            raise InvalidParameterError("an output path is needed unless this is a dry run")
        out = info.path.with_name(info.path.name + f".{name}.dryrun")
    else:
        out = Path(dst).expanduser()
        if out.is_dir():
            raise InvalidParameterError(f"{out} is a directory; give the output file name")
        if any(out.resolve() == p.resolve() for p in info.shards):
            raise InvalidParameterError("the output path is one of the input files")
        if not dry_run:
            try:
                out.parent.mkdir(parents=True, exist_ok=True)
            except OSError as e:
                raise QuantizeError(f"cannot create {out.parent}: {e.strerror or e}") from None
    tmp = out.with_name(out.name + ".partial")
    headers = [info.header] + [read_header(p) for p in info.shards[1:]]

    kv_overrides: dict[str, Any] = dict(info.kv_overrides)  # also fixes the MTP-defect metadata in the output
    if imx is not None:
        kv_overrides["quantize.imatrix.file"] = imx.path.name
        kv_overrides["quantize.imatrix.entries_count"] = imx.entries
        if imx.chunks:
            kv_overrides["quantize.imatrix.chunks_count"] = imx.chunks
        if imx.dataset:
            kv_overrides["quantize.imatrix.dataset"] = imx.dataset
    tt = [(p, GGML_TYPE_IDS[t]) for p, t in sensitive_overrides(name)] if keep_sensitive else []
    job = {
        "src": str(info.shards[0]), "tmp": str(tmp), "ftype": QUANT_TYPES[name], "threads": threads,
        "tt_overrides": tt, "kv_overrides": kv_overrides, "imatrix": str(imx.path) if imx else None,
        "dry_run": dry_run,
    }

    t0 = time.perf_counter()
    if not dry_run and tmp.exists():
        tmp.unlink()  # left by a run that was killed; ours to remove
    child = _Child(job)
    renamed = False
    try:
        estimate: QuantizeEstimate | None = None
        while True:
            msg = child.recv(cancel)
            if msg is None:
                continue
            kind = msg[0]
            if kind == "error":
                raise QuantizeError(f"the quantizer failed: {msg[1]}")
            if kind == "progress":
                _, i, n, tensor, phase = msg
                if progress is not None:
                    progress(QuantizeProgress(i, n, tensor, phase))
            elif kind == "plan":
                _, rc, plan, overrides, needs_imx, err = msg
                if rc != 0:
                    raise QuantizeError(f"llama.cpp cannot quantize {info.path.name} to {name}: "
                                        f"{_reason(err, rc)}")
                estimate = _estimate(info, headers, name, plan, overrides, needs_imx or _needs_imatrix(plan))
                if dry_run:
                    return estimate
                if estimate.requires_imatrix and imx is None:
                    raise ImatrixError(f"{name} needs an importance matrix for {info.path.name} "
                                       "(very-low-bit types are garbage without one); pass --imatrix FILE")
                free = (disk_free or _disk_free)(out.parent)
                need = estimate.output_bytes + DISK_SLACK
                if free < need:
                    raise DiskSpaceError(
                        f"not enough space on {out.parent} for {out.name}: the {name} file needs about "
                        f"{need / 2**30:.2f} GiB, {free / 2**30:.2f} GiB free"
                    )
                child.send("go")
            elif kind == "done":
                _, rc, err = msg
                if cancel is not None and cancel.is_set():
                    raise OperationCancelled("quantization was cancelled")
                if rc != 0:
                    assert estimate is not None
                    raise _write_failure(out, tmp, estimate, err, disk_free or _disk_free) or QuantizeError(
                        f"quantizing {info.path.name} to {name} failed: {_reason(err, rc)}")
                assert estimate is not None
                try:
                    written = read_header(tmp)
                except (OSError, PlaygroundError) as e:
                    raise QuantizeError(f"llama.cpp reported success but the output does not read back: {e}") from None
                if written.expected_file_size > tmp.stat().st_size:
                    raise QuantizeError("llama.cpp reported success but the output file is truncated")
                os.replace(tmp, out)
                renamed = True
                types = {t.name: t.type_name for t in written.tensors}
                counts: dict[str, int] = {}
                for t in types.values():
                    counts[t] = counts.get(t, 0) + 1
                return QuantizeResult(path=out, qtype=name, size=out.stat().st_size,
                                      seconds=time.perf_counter() - t0, tensor_types=types, type_counts=counts,
                                      overrides={k: v for k, v in estimate.overrides.items() if k in types},
                                      imatrix=imx.path if imx else None, estimate=estimate)
    finally:
        child.close()
        if not renamed and not dry_run:
            try:
                tmp.unlink()
            except FileNotFoundError:
                pass


# How llama.cpp's C++ writer reports a failed write (a full disk, a quota, a file size limit):
# an ofstream with exceptions enabled throws "basic_ios::clear: iostream error".
_WRITE_FAILURE = re.compile(r"basic_ios|iostream error|No space left|Disk quota|File too large|failed to write",
                            re.IGNORECASE)


def _write_failure(out: Path, tmp: Path, estimate: QuantizeEstimate, err: str | None,
                   disk_free: Callable[[Path], int]) -> DiskSpaceError | None:
    """The one-line disk error for a quantization that died writing its output, or None."""
    try:
        written = tmp.stat().st_size
    except OSError:
        written = 0
    try:
        free = disk_free(out.parent)
    except OSError:
        free = None
    space_gone = free is not None and free < max(estimate.output_bytes - written, 0)
    if not (space_gone or (err and _WRITE_FAILURE.search(err))):
        return None
    from playground.base.atomicfile import format_size

    free_text = f", {format_size(free)} free" if free is not None else ""
    said = (err or "").rsplit("failed to quantize: ", 1)[-1].strip() or "write error"
    return DiskSpaceError(
        f"not enough space on {out.parent} for {out.name}: writing stopped at {format_size(written)} of about "
        f"{format_size(estimate.output_bytes)}{free_text} (llama.cpp: \"{said}\": a full disk, a quota or a "
        "file size limit); the partial file was removed"
    )


def _needs_imatrix(plan: Mapping[str, str]) -> bool:
    low = {"IQ1_S", "IQ1_M", "IQ2_XXS", "IQ2_XS", "IQ2_S", "IQ3_XXS"}
    return any(t in low for n, t in plan.items() if n not in ("token_embd.weight", "output.weight"))


def _reason(err: str | None, rc: int) -> str:
    if not err:
        return f"return code {rc}"
    return err.removeprefix("llama_model_quantize: ").removeprefix("failed to quantize: ").strip()


def estimate_quantization(src: str | Path, qtype: str, *, imatrix: str | Path | None = None,
                          keep_sensitive: bool = True) -> QuantizeEstimate:
    """llama.cpp's dry run: target type of every tensor and the output size, nothing written."""
    result = quantize_model(src, None, qtype, imatrix=imatrix, keep_sensitive=keep_sensitive, dry_run=True)
    assert isinstance(result, QuantizeEstimate)
    return result


def quantize_file(src: str | Path, dst: str | Path, qtype: str, *, threads: int = 0) -> Path:
    """Write ``dst`` as ``qtype`` from the F32/F16/BF16 GGUF ``src`` (see :func:`quantize_model`)."""
    result = quantize_model(src, dst, qtype, threads=threads)
    assert isinstance(result, QuantizeResult)
    return result.path
