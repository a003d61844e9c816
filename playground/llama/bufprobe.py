"""Whether llama.cpp's CPU "extra buffer types" are safe on this machine, learned once by a probe.

llama.cpp's CPU backend may repack quantized weights into buffer types of its own at load time
(AMX tiles on Xeons from Sapphire Rapids on, AVX2/NEON interleaved layouts elsewhere). On CPUs
with AMX this build repacks Q8_0/K-quant weights and the first decode of a quantized model
segfaults, while ``llama_model_params.use_extra_bufts = False`` decodes the same file fine (F32
files never use them). Nothing in the header or the CPU flags says in advance whether a given
build crashes, so the app asks the machine: a child process writes the tiny ``qwen35moe`` model,
quantizes it (Q8_0 and Q4_K_M: the types the repackers take), loads it with extra buffer types
and decodes a few tokens. If that child dies (a signal, or no answer within the deadline) and a
second child with them off succeeds, extra buffer types are turned off for this machine; the
answer is remembered per llama.cpp build and CPU (``probe_key``) in the user's cache directory.

The child is a plain ``subprocess`` (``python -m playground.llama.bufprobe``), not a
multiprocessing child, so the probe also runs from processes that are themselves daemonic
children (the model process, the comparison process).
"""

from __future__ import annotations

import hashlib
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Literal

from playground.errors import InvalidParameterError

ExtraBufts = Literal["auto", "on", "off"]
EXTRA_BUFTS_MODES: tuple[str, ...] = ("auto", "on", "off")

#: Where the answers are kept (a JSON file); tests point it at a file of their own.
CACHE_ENV = "AGENTWORLD_PROBE_CACHE"
#: Fault injection for tests: the probe child kills itself with SIGSEGV right before its first
#: decode with extra buffer types on, which is where llama.cpp crashes on AMX machines.
FAULT_ENV = "AGENTWORLD_PROBE_FAULT"
#: One probe child (write, quantize, load and decode a 3 MB model) takes about a second; the bound
#: is for a slow disk or a busy machine, and a hang counts as a crash.
PROBE_TIMEOUT_S = 120.0
PROBE_QTYPES = ("Q8_0", "Q4_K_M")
# Tensor types that never go to an extra buffer type: a file made only of these needs no probe.
_PLAIN_TYPES = frozenset({"F32", "F16", "BF16", "F64", "I8", "I16", "I32", "I64"})

_lock = threading.Lock()
_memo: dict[str, "BufferDecision"] = {}


@dataclass(frozen=True)
class BufferDecision:
    """How a model is loaded: ``extra_bufts`` for ``llama_model_params.use_extra_bufts``;
    ``source``: who decided (``setting``, ``probe``, ``cache``, ``not needed``); ``note``: one line
    for the user when the decision is not the default (empty otherwise)."""

    extra_bufts: bool
    source: str
    note: str = ""

    @property
    def label(self) -> str:
        """"on (probe)", "off (setting)": what ``fit`` and ``bench`` print."""
        return f"{'on' if self.extra_bufts else 'off'} ({self.source})"


@dataclass(frozen=True)
class ProbeResult:
    """What one probe run found. ``outcome``: ``ok`` (decoded with extra buffer types),
    ``crashed`` (died with them, decoded without), ``inconclusive`` (the probe itself failed)."""

    outcome: str
    detail: str
    key: str
    seconds: float

    @property
    def extra_bufts(self) -> bool:
        return self.outcome != "crashed"


def check_mode(mode: str) -> ExtraBufts:
    if mode not in EXTRA_BUFTS_MODES:
        raise InvalidParameterError(f"extra buffer types must be auto, on or off, got {mode!r}")
    return mode  # type: ignore[return-value]


def needs_probe(tensor_types: dict[str, int]) -> bool:
    """True when a file holds tensors a CPU repacker could take (any quantized type)."""
    return any(t.upper() not in _PLAIN_TYPES for t in tensor_types)


def probe_key() -> str:
    """The llama.cpp build and the CPU, as one short hash: the answer holds for exactly these."""
    from playground.llama import native

    lib = native.llama()
    try:
        system = lib.llama_print_system_info().decode("utf-8", "replace")
    except Exception:
        system = ""
    version = getattr(lib, "__version__", "") or _package_version()
    cpu = _cpu_identity()
    digest = hashlib.sha256("\n".join((version, system, cpu)).encode()).hexdigest()
    return digest[:24]


def _package_version() -> str:
    try:
        from importlib.metadata import version

        return version("llama-cpp-python")
    except Exception:
        return ""


def _cpu_identity() -> str:
    """Model name and feature flags of the first CPU (Linux); the platform string elsewhere."""
    try:
        text = Path("/proc/cpuinfo").read_text(errors="replace")
    except OSError:
        import platform

        return platform.processor() or platform.machine()
    wanted: dict[str, str] = {}
    for line in text.splitlines():
        name, _, value = line.partition(":")
        name = name.strip()
        if name in ("model name", "flags", "Features", "CPU implementer", "CPU part") and name not in wanted:
            wanted[name] = " ".join(sorted(value.split())) if name in ("flags", "Features") else value.strip()
    return json.dumps(wanted, sort_keys=True)


def cache_path() -> Path:
    env = os.environ.get(CACHE_ENV)
    if env:
        return Path(env).expanduser()
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("agentworld-play")) / "cpu-probe.json"


def _read_cache(path: Path) -> dict[str, dict[str, object]]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _write_cache(path: Path, key: str, result: ProbeResult) -> None:
    from playground.base.atomicfile import write_atomic

    data = _read_cache(path)
    data[key] = {**asdict(result), "when": time.strftime("%Y-%m-%dT%H:%M:%S")}
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, [json.dumps(data, indent=1, sort_keys=True).encode()])
    except OSError:
        pass  # an unwritable cache only means probing again next time


def cached_result(key: str | None = None) -> ProbeResult | None:
    """The remembered probe answer for this build and CPU, if any."""
    key = key or probe_key()
    entry = _read_cache(cache_path()).get(key)
    if not isinstance(entry, dict):
        return None
    try:
        return ProbeResult(outcome=str(entry["outcome"]), detail=str(entry["detail"]), key=key,
                           seconds=float(entry["seconds"]))  # type: ignore[arg-type]
    except (KeyError, TypeError, ValueError):
        return None


def decide(mode: str, tensor_types: dict[str, int] | None = None) -> BufferDecision:
    """The setting for one load. ``mode`` on/off is the user's word; ``auto`` uses the remembered
    probe answer, running the probe the first time this build meets this CPU."""
    mode = check_mode(mode)
    if mode != "auto":
        return BufferDecision(mode == "on", "setting",
                              "" if mode == "on" else "CPU extra buffer types are off (setting): "
                              "quantized weights are not repacked")
    if tensor_types is not None and not needs_probe(tensor_types):
        return BufferDecision(True, "not needed")
    key = probe_key()
    where = cache_path()
    memo_key = f"{where}:{key}"
    with _lock:  # one probe at a time in this process; a second loader waits for its answer
        if memo_key in _memo:
            return _memo[memo_key]
        cached = cached_result(key)
        source = "cache"
        if cached is None:
            cached = run_probe(key=key)
            source = "probe"
            _write_cache(where, key, cached)
        decision = _decision(cached, source)
        _memo[memo_key] = decision
        return decision


def _decision(result: ProbeResult, source: str) -> BufferDecision:
    if result.outcome == "crashed":
        return BufferDecision(False, source,
                              "CPU extra buffer types are off: llama.cpp crashed this CPU with them "
                              f"({result.detail}); quantized weights are not repacked (slower prompt "
                              "evaluation on AMX CPUs). Force them with --extra-bufts on")
    return BufferDecision(True, source)


def forget() -> None:
    """Drop the in-process memo (tests; after the cache file changed)."""
    with _lock:
        _memo.clear()


# --------------------------------------------------------------------------- the probe


def run_probe(*, key: str | None = None, timeout: float = PROBE_TIMEOUT_S) -> ProbeResult:
    """Run the probe now (children of this process) and return what it found; never raises."""
    key = key or probe_key()
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="agentworld-probe-") as work:
        on_ok, on_detail = _run_child(work, True, timeout)
        if on_ok:
            return ProbeResult("ok", "decoded with extra buffer types", key, time.perf_counter() - t0)
        if on_detail.startswith("probe failed"):  # the probe broke before any decode: no verdict
            return ProbeResult("inconclusive", on_detail, key, time.perf_counter() - t0)
        off_ok, off_detail = _run_child(work, False, timeout)
    seconds = time.perf_counter() - t0
    if off_ok:
        return ProbeResult("crashed", on_detail, key, seconds)
    return ProbeResult("inconclusive", f"with extra buffer types: {on_detail}; without: {off_detail}", key, seconds)


def _run_child(work: str, extra_bufts: bool, timeout: float) -> tuple[bool, str]:
    """(decoded, what happened in one line)."""
    from playground.base.childproc import NATIVE_CRASH_SIGNALS, exit_text

    cmd = [sys.executable, "-m", "playground.llama.bufprobe", "--child", work,
           "--extra-bufts", "on" if extra_bufts else "off"]
    # an abort must not start a debugger; the child finds this very package even when it is run
    # from a source tree that is not installed (the child starts in a scratch directory)
    root = str(Path(__file__).resolve().parents[2])
    path = os.environ.get("PYTHONPATH")
    env = {**os.environ, "GGML_NO_BACKTRACE": "1", "PYTHONPATH": root + (os.pathsep + path if path else "")}
    try:
        proc = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              timeout=timeout, env=env, cwd=work, start_new_session=True)
    except subprocess.TimeoutExpired:
        return False, f"no answer within {timeout:.0f} s"
    except OSError as e:
        return False, f"probe failed to start: {e}"
    out = proc.stdout.decode("utf-8", "replace").strip().splitlines()
    last = out[-1] if out else ""
    if proc.returncode == 0 and last.startswith("ok"):
        return True, last
    if proc.returncode < 0 and -proc.returncode in NATIVE_CRASH_SIGNALS:
        return False, f"{exit_text(proc.returncode)} in {last.removeprefix('phase ') or 'start-up'}"
    if proc.returncode < 0:
        return False, exit_text(proc.returncode)
    err = [ln for ln in proc.stderr.decode("utf-8", "replace").splitlines() if ln.strip()]
    return False, f"probe failed ({exit_text(proc.returncode)}): {err[-1][:200] if err else last or 'no output'}"


def _child(work: Path, extra_bufts: bool) -> None:
    """In the probe child: build the probe models once per probe, then load and decode each."""
    import faulthandler

    faulthandler.disable()  # a crash is the expected answer; no Python traceback on stderr
    from playground.llama.engine import Engine, LoadOptions
    from playground.llama.sampling import GenerationParams
    from playground.modelfile.tinymodel import write_tiny_model

    def phase(text: str) -> None:
        print(f"phase {text}", flush=True)

    phase("writing the probe model")
    f32 = work / "probe-F32.gguf"
    if not f32.exists():
        write_tiny_model(work / "probe-F32.tmp")
        os.replace(work / "probe-F32.tmp", f32)
    for qtype in PROBE_QTYPES:
        path = work / f"probe-{qtype}.gguf"
        if not path.exists():
            phase(f"quantizing to {qtype}")
            _quantize_in_process(f32, path, qtype)
        phase(f"loading {qtype}")
        options = LoadOptions(n_ctx=256, n_batch=64, n_threads=2, extra_bufts="on" if extra_bufts else "off",
                              checkpoint_budget_mb=0)
        with Engine.load(path, options) as engine:
            phase(f"decoding {qtype}")
            if extra_bufts and os.environ.get(FAULT_ENV) == "extra-bufts":
                os.kill(os.getpid(), signal.SIGSEGV)
            # a prompt batch and single-token decodes: both kinds of matrix product the repackers serve
            engine.run("<|im_start|>user\nls -la<|im_end|>\n<|im_start|>assistant\n",
                       GenerationParams(max_tokens=4, seed=1))
    print("ok", flush=True)


def _quantize_in_process(src: Path, dst: Path, qtype: str) -> None:
    """llama.cpp's quantizer, called directly: this child may not start children of its own."""
    from playground.llama import native
    from playground.modelfile.quantize import normalize_qtype

    lib = native.llama()
    params = lib.llama_model_quantize_default_params()
    params.ftype = getattr(lib, f"LLAMA_FTYPE_MOSTLY_{normalize_qtype(qtype)}")
    params.nthread = 2
    tmp = dst.with_suffix(".tmp")
    if lib.llama_model_quantize(str(src).encode(), str(tmp).encode(), params) != 0:
        raise RuntimeError(f"quantizing the probe model to {qtype} failed")
    os.replace(tmp, dst)


def main(argv: list[str] | None = None) -> int:
    import argparse

    ap = argparse.ArgumentParser(description="probe llama.cpp's CPU extra buffer types on this machine")
    ap.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    ap.add_argument("--extra-bufts", choices=("on", "off"), default="on", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child is not None:
        _child(args.child, args.extra_bufts == "on")
        return 0
    result = run_probe()
    _write_cache(cache_path(), result.key, result)  # asked for again: the new answer replaces the old
    print(f"{result.outcome}: {result.detail} ({result.seconds:.1f} s); remembered in {cache_path()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
