"""The comparison report: plain data, saved as JSON next to the session, printed as a table.

``load_report(save_report(report, path)) == report``: every field is written
and read back as is (floats survive JSON exactly). Summaries (exact matches,
mean similarity, warning counts) are derived from the steps; they are written
too, for readers of the file, and recomputed on load.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

from playground.base.atomicfile import write_atomic
from playground.base.fields import is_dict, is_int, is_list, is_number, is_str, require
from playground.compare.cost import MemoryUse
from playground.compare.errors import ReportError
from playground.compare.kld import KldStats
from playground.world.warning_records import WorldWarning

REPORT_SCHEMA = "agentworld-play.compare"
REPORT_VERSION = 1
REPORT_SUFFIX = ".compare.json"
MAX_REPORT_BYTES = 256 * 1024 * 1024


@dataclass
class StepRun:
    """One model's free-running answer to one step, and how it compares to the reference's."""

    index: int
    raw: str
    reasoning: str
    observation: str | None
    finish_reason: str
    generated_tokens: int
    timings: dict[str, Any]  # StepTimings.to_dict()
    warnings: list[WorldWarning] = field(default_factory=list)
    # Against the reference's observation; None when the reference produced none (nothing to match).
    exact_match: bool | None = None
    similarity: float | None = None  # edit similarity of the observations (textdiff.edit_similarity)
    kld: KldStats | None = None  # teacher-forced on the reference's tokens of this step

    def to_dict(self) -> dict[str, Any]:
        return {"index": self.index, "raw": self.raw, "reasoning": self.reasoning, "observation": self.observation,
                "finish_reason": self.finish_reason, "generated_tokens": self.generated_tokens,
                "timings": self.timings, "warnings": [w.to_dict() for w in self.warnings],
                "exact_match": self.exact_match, "similarity": self.similarity,
                "kld": self.kld.to_dict() if self.kld else None}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "StepRun":
        obs = d.get("observation")
        return cls(index=_int(d, "index"), raw=_str(d, "raw"), reasoning=_str(d, "reasoning"),
                   observation=obs if isinstance(obs, str) else None, finish_reason=_str(d, "finish_reason"),
                   generated_tokens=_int(d, "generated_tokens"), timings=_obj(d, "timings"),
                   warnings=[WorldWarning.from_dict(w) for w in _list(d, "warnings")],
                   exact_match=d["exact_match"] if isinstance(d.get("exact_match"), bool) else None,
                   similarity=_opt_float(d, "similarity"),
                   kld=KldStats.from_dict(d["kld"]) if d.get("kld") is not None else None)


@dataclass
class ModelRun:
    """Everything measured for one GGUF file."""

    label: str  # file name (made unique within the report)
    path: str
    quant: str
    identity: str  # sha256 of the GGUF header
    bits_per_weight: float
    file_size: int
    reference: bool = False
    load_options: dict[str, Any] = field(default_factory=dict)
    load_s: float | None = None
    memory: MemoryUse | None = None
    prompt_tok_s: float | None = None  # all steps' evaluated prompt tokens over their prompt time
    generation_tok_s: float | None = None
    steps: list[StepRun] = field(default_factory=list)
    kld: KldStats | None = None  # over all positions of all steps
    error: str | None = None  # the model could not be loaded or run

    @property
    def exact_matches(self) -> int:
        return sum(1 for s in self.steps if s.exact_match)

    @property
    def matchable_steps(self) -> int:
        """Steps where the reference has an observation to match."""
        return sum(1 for s in self.steps if s.exact_match is not None)

    @property
    def similarity(self) -> float | None:
        values = [s.similarity for s in self.steps if s.similarity is not None]
        return sum(values) / len(values) if values else None

    @property
    def warning_count(self) -> int:
        return sum(len(s.warnings) for s in self.steps)

    def step(self, index: int) -> StepRun | None:
        return next((s for s in self.steps if s.index == index), None)

    def to_dict(self) -> dict[str, Any]:
        return {"label": self.label, "path": self.path, "quant": self.quant, "identity": self.identity,
                "bits_per_weight": self.bits_per_weight, "file_size": self.file_size, "reference": self.reference,
                "load_options": self.load_options, "load_s": self.load_s,
                "memory": self.memory.to_dict() if self.memory else None, "prompt_tok_s": self.prompt_tok_s,
                "generation_tok_s": self.generation_tok_s, "kld": self.kld.to_dict() if self.kld else None,
                "exact_matches": self.exact_matches, "matchable_steps": self.matchable_steps,
                "similarity": self.similarity, "warnings": self.warning_count,
                "error": self.error, "steps": [s.to_dict() for s in self.steps]}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "ModelRun":
        return cls(label=_str(d, "label"), path=_str(d, "path"), quant=_str(d, "quant"), identity=_str(d, "identity"),
                   bits_per_weight=_float(d, "bits_per_weight"), file_size=_int(d, "file_size"),
                   reference=bool(d.get("reference", False)), load_options=_obj(d, "load_options"),
                   load_s=_opt_float(d, "load_s"),
                   memory=MemoryUse.from_dict(d["memory"]) if d.get("memory") is not None else None,
                   prompt_tok_s=_opt_float(d, "prompt_tok_s"), generation_tok_s=_opt_float(d, "generation_tok_s"),
                   steps=[StepRun.from_dict(s) for s in _list(d, "steps")],
                   kld=KldStats.from_dict(d["kld"]) if d.get("kld") is not None else None,
                   error=d.get("error") if isinstance(d.get("error"), str) else None)


@dataclass(frozen=True)
class SessionRef:
    path: str
    id: str
    title: str
    domain: str

    def to_dict(self) -> dict[str, str]:
        return {"path": self.path, "id": self.id, "title": self.title, "domain": self.domain}

    @classmethod
    def from_dict(cls, d: Any) -> "SessionRef":
        if not isinstance(d, dict):
            raise ValueError("'session' must be an object")
        return cls(path=_str(d, "path"), id=_str(d, "id"), title=_str(d, "title"), domain=_str(d, "domain"))


@dataclass
class CompareReport:
    session: SessionRef
    steps: list[int]
    params: dict[str, Any]  # GenerationParams.to_dict(), seed included: the same for every model
    enable_thinking: bool
    n_ctx: int
    top_k: int  # reference tokens kept per position for the KLD
    models: list[ModelRun]  # in run order: the reference first
    created: str
    version: int = REPORT_VERSION

    @property
    def reference(self) -> ModelRun:
        return next(m for m in self.models if m.reference)

    @property
    def seed(self) -> int | None:
        seed = self.params.get("seed")
        return seed if isinstance(seed, int) else None

    def to_dict(self) -> dict[str, Any]:
        return {"schema": REPORT_SCHEMA, "version": self.version, "created": self.created,
                "session": self.session.to_dict(), "steps": self.steps, "params": self.params,
                "enable_thinking": self.enable_thinking, "n_ctx": self.n_ctx, "top_k": self.top_k,
                "models": [m.to_dict() for m in self.models]}

    @classmethod
    def from_dict(cls, d: Any) -> "CompareReport":
        if not isinstance(d, dict) or d.get("schema") != REPORT_SCHEMA:
            raise ValueError("not an agentworld-play comparison report")
        version = d.get("version")
        if not isinstance(version, int) or version < 1 or version > REPORT_VERSION:
            raise ValueError(f"report format version {version!r} is not one this app reads ({REPORT_VERSION})")
        models = [ModelRun.from_dict(m) for m in _list(d, "models")]
        if sum(1 for m in models if m.reference) != 1:
            raise ValueError("a report needs exactly one reference model")
        steps = _list(d, "steps")
        if not all(isinstance(s, int) and not isinstance(s, bool) for s in steps):
            raise ValueError("'steps' must list step numbers")
        return cls(session=SessionRef.from_dict(d.get("session")), steps=steps, params=_obj(d, "params"),
                   enable_thinking=bool(d.get("enable_thinking", True)), n_ctx=_int(d, "n_ctx"),
                   top_k=_int(d, "top_k"), models=models, created=_str(d, "created"), version=version)


# ----------------------------------------------------------------- field readers
# Thin names over playground.base.fields (shared with the session reader); FieldError is a ValueError.

def _int(d: dict[str, Any], key: str) -> int:
    return cast(int, require(d, key, is_int, "an integer"))


def _float(d: dict[str, Any], key: str) -> float:
    return float(require(d, key, is_number, "a finite number"))


def _opt_float(d: dict[str, Any], key: str) -> float | None:
    return None if d.get(key) is None else _float(d, key)


def _str(d: dict[str, Any], key: str) -> str:
    return cast(str, require(d, key, is_str, "a string"))


def _obj(d: dict[str, Any], key: str) -> dict[str, Any]:
    return cast("dict[str, Any]", require(d, key, is_dict, "an object"))


def _list(d: dict[str, Any], key: str) -> list[Any]:
    return cast("list[Any]", require(d, key, is_list, "a list"))


# ------------------------------------------------------------------- files

def default_report_path(session_path: str | os.PathLike[str], *, example: bool = False,
                        sessions_dir: str | os.PathLike[str] | None = None) -> Path:
    """``<session stem>.compare.json`` next to the session; for a shipped example (which stays
    untouched, and may sit in a read-only install) in the sessions directory instead."""
    p = Path(session_path)
    stem = p.name[: -len(".jsonl")] if p.name.endswith(".jsonl") else p.stem
    directory = Path(sessions_dir) if example and sessions_dir is not None else p.parent
    return directory / f"{stem}{REPORT_SUFFIX}"


def save_report(report: CompareReport, path: str | os.PathLike[str]) -> Path:
    """Write the report as JSON, completely or not at all (temp file + rename)."""
    target = Path(path)
    if not target.parent.is_dir():
        raise ReportError(f"cannot save the report: the directory {target.parent} does not exist")
    data = json.dumps(report.to_dict(), ensure_ascii=False, indent=1, allow_nan=False) + "\n"
    try:
        write_atomic(target, [data.encode("utf-8", errors="surrogatepass")], suffix=REPORT_SUFFIX)
    except OSError as e:
        raise ReportError(f"cannot save the report in {target.parent}: {e.strerror or e}") from None
    return target


def load_report(path: str | os.PathLike[str]) -> CompareReport:
    p = Path(path)
    if not p.is_file():
        raise ReportError(f"no comparison report at {p}")
    if p.stat().st_size > MAX_REPORT_BYTES:
        raise ReportError(f"{p.name} is larger than {MAX_REPORT_BYTES // 2**20} MiB; not a report of this app")
    try:
        data = json.loads(p.read_bytes().decode("utf-8", errors="surrogatepass"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise ReportError(f"{p.name} is not a JSON comparison report") from None
    try:
        return CompareReport.from_dict(data)
    except (ValueError, TypeError, KeyError) as e:
        raise ReportError(f"{p.name}: {e}") from None


# ------------------------------------------------------------------ table

def human_bytes(n: float | None) -> str:
    if n is None:
        return "–"
    for unit in ("B", "KiB", "MiB", "GiB"):
        if abs(n) < 1024 or unit == "GiB":
            return f"{int(n)} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} GiB"


def _num(v: float | None, fmt: str) -> str:
    return "–" if v is None else format(v, fmt)


TABLE_COLUMNS = ("model", "quant", "bpw", "size", "KLD mean", "KLD p99", "top-1", "obs match", "similar",
                 "warn", "load", "memory", "pp tok/s", "gen tok/s")


def model_row(m: ModelRun) -> tuple[str, ...]:
    """One model as display strings in :data:`TABLE_COLUMNS` order (the CLI table and the TUI share it)."""
    label = m.label + (" (ref)" if m.reference else "")
    if m.error:
        return (label, m.quant, f"{m.bits_per_weight:.2f}", human_bytes(m.file_size), "error: " + m.error,
                *("",) * (len(TABLE_COLUMNS) - 5))
    k = m.kld
    mem = f"{human_bytes(m.memory.bytes)} {m.memory.kind.upper()}" if m.memory else "–"
    return (
        label, m.quant, f"{m.bits_per_weight:.2f}", human_bytes(m.file_size),
        _num(k.mean if k else None, ".6f"), _num(k.p99 if k else None, ".6f"),
        f"{100 * k.top1:.1f}%" if k else "–",
        f"{m.exact_matches}/{m.matchable_steps}" if m.matchable_steps else "–", _num(m.similarity, ".3f"),
        str(m.warning_count), f"{m.load_s:.2f} s" if m.load_s is not None else "–", mem,
        _num(m.prompt_tok_s, ",.0f"), _num(m.generation_tok_s, ",.1f"),
    )


def table_rows(report: CompareReport) -> list[tuple[str, ...]]:
    return [model_row(m) for m in report.models]


def format_table(report: CompareReport) -> str:
    """The report as an aligned text table with a one-line heading."""
    ref = report.reference
    steps = _steps_text(report.steps)
    head = (f"{Path(report.session.path).name} · step{'s' if len(report.steps) != 1 else ''} {steps} · "
            f"seed {report.seed} · ctx {report.n_ctx:,} · reference {ref.label} ({ref.quant}, "
            f"{ref.bits_per_weight:.2f} bpw)")
    rows = [TABLE_COLUMNS, *table_rows(report)]
    widths = [max(len(r[i]) for r in rows) for i in range(len(TABLE_COLUMNS))]
    right = {2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13}
    lines = [head]
    for r in rows:
        cells = [c.rjust(w) if i in right else c.ljust(w) for i, (c, w) in enumerate(zip(r, widths))]
        lines.append("  ".join(cells).rstrip())
    lines.append(f"KLD: KL(reference || model) of the next-token distributions, teacher-forced on the reference's "
                 f"tokens (top {report.top_k} reference tokens + the rest as one bucket); "
                 "top-1: same most likely token.")
    return "\n".join(lines)


def _steps_text(steps: list[int]) -> str:
    """[1, 2, 3, 5] -> '1-3,5'."""
    parts: list[str] = []
    i = 0
    while i < len(steps):
        j = i
        while j + 1 < len(steps) and steps[j + 1] == steps[j] + 1:
            j += 1
        parts.append(str(steps[i]) if i == j else f"{steps[i]}-{steps[j]}")
        i = j + 1
    return ",".join(parts)
