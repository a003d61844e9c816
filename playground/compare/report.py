"""The comparison report: plain data, saved as JSON next to the session, printed as a table.

``load_report(save_report(report, path)) == report``: every field is written
and read back as is (floats survive JSON exactly). Summaries (exact matches,
mean similarity, warning counts, judge means) are derived from the steps; they
are written too, for readers of the file, and recomputed on load.

A comparison made with a judge (compare/judged.py) carries the judge's verdict per
step (:class:`StepJudge`) and the judge's name (:class:`JudgeInfo`); without a judge
none of those keys is written, so such reports and tables are as before.
"""

from __future__ import annotations

import json
import os
import statistics
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

from playground.base.atomicfile import write_atomic
from playground.base.fields import is_dict, is_int, is_list, is_number, is_str, require
from playground.bench.judge_parse import SCORE_DIMENSIONS
from playground.compare.cost import MemoryUse
from playground.compare.errors import ReportError
from playground.compare.kld import KldStats
from playground.world.warning_records import WorldWarning

REPORT_SCHEMA = "agentworld-play.compare"
REPORT_VERSION = 1
REPORT_SUFFIX = ".compare.json"
MAX_REPORT_BYTES = 256 * 1024 * 1024


# The judge's five dimensions (upstream's, in its order) and their table headings.
JUDGE_DIMENSIONS = SCORE_DIMENSIONS
JUDGE_HEADINGS = {"format": "format", "factuality": "fact", "consistency": "consist", "realism": "real",
                  "quality": "quality"}
JUDGE_COLUMNS = ("judge", *(JUDGE_HEADINGS[d] for d in JUDGE_DIMENSIONS), "judged", "failed", "flat")


def judge_scale(raw: float) -> float:
    """A 1-5 judge score on upstream's reported 0-100 scale."""
    return (raw - 1) / 4 * 100


@dataclass
class StepJudge:
    """The judge's verdict on one model's answer to one step."""

    basis: str  # what the answer was judged against: "ground truth" or "reference" (the reference column's)
    failed: bool  # no usable verdict after the retries (or the judge could not be asked)
    scores: dict[str, int] = field(default_factory=dict)  # 1-5 per dimension; 0 = that dimension unscored
    total_score: float = 0.0  # upstream's per-answer total: the mean of the valid dimensions
    error: str | None = None
    attempts: int = 0
    raw: str = ""  # the judge's last answer, as it came
    flatness: float | None = None  # incidental-detail density against the truth's (1.0 = as detailed)

    def to_dict(self) -> dict[str, Any]:
        return {"basis": self.basis, "failed": self.failed, "scores": self.scores, "total_score": self.total_score,
                "error": self.error, "attempts": self.attempts, "raw": self.raw, "flatness": self.flatness}

    @classmethod
    def from_dict(cls, d: Any) -> "StepJudge":
        if not isinstance(d, dict):
            raise ValueError("'judge' must be an object")
        scores = _obj(d, "scores")
        if not all(isinstance(k, str) and is_int(v) for k, v in scores.items()):
            raise ValueError("'judge.scores' must map dimensions to integers")
        error = d.get("error")
        return cls(basis=_str(d, "basis"), failed=bool(d.get("failed", True)), scores=dict(scores),
                   total_score=_float(d, "total_score"), error=error if isinstance(error, str) else None,
                   attempts=_int(d, "attempts"), raw=_str(d, "raw"), flatness=_opt_float(d, "flatness"))


@dataclass(frozen=True)
class JudgeSummary:
    """One model's judge figures over its judged steps, aggregated as upstream's ``score`` does:
    failed verdicts left out, a dimension's 0 (unscored) left out, means on the 0-100 scale."""

    judged: int  # steps put to the judge
    failed: int
    dimensions: dict[str, float | None]  # 0-100
    total: float | None  # 0-100: the mean of the per-answer totals
    flatness: float | None  # mean ratio over the steps that have one

    @classmethod
    def of(cls, verdicts: list[StepJudge]) -> "JudgeSummary | None":
        if not verdicts:
            return None
        valid = [v for v in verdicts if not v.failed]

        def mean(values: list[float]) -> float | None:  # statistics.mean, as upstream averages
            return judge_scale(float(statistics.mean(values))) if values else None

        dims = {d: mean([v.scores.get(d, 0) for v in valid if v.scores.get(d, 0) != 0])
                for d in JUDGE_DIMENSIONS}
        flat = [v.flatness for v in verdicts if v.flatness is not None]
        return cls(judged=len(verdicts), failed=len(verdicts) - len(valid), dimensions=dims,
                   total=mean([v.total_score for v in valid if v.total_score != 0]),
                   flatness=sum(flat) / len(flat) if flat else None)

    def to_dict(self) -> dict[str, Any]:
        return {"judged": self.judged, "failed": self.failed, "total": self.total, **self.dimensions,
                "flatness": self.flatness}


@dataclass(frozen=True)
class JudgeInfo:
    """Who judged the comparison, and why it has no (or only some) verdicts."""

    model: str  # the judge's label: a GGUF file name or the server's model name
    error: str | None = None  # the judge could not run (unreachable, failed to load, cancelled)

    def to_dict(self) -> dict[str, Any]:
        return {"model": self.model, "error": self.error}

    @classmethod
    def from_dict(cls, d: Any) -> "JudgeInfo":
        if not isinstance(d, dict):
            raise ValueError("'judge' must be an object")
        error = d.get("error")
        return cls(model=_str(d, "model"), error=error if isinstance(error, str) else None)


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
    judge: StepJudge | None = None  # the judge's verdict (a comparison with a judge, a step with a truth)

    def to_dict(self) -> dict[str, Any]:
        d = {"index": self.index, "raw": self.raw, "reasoning": self.reasoning, "observation": self.observation,
             "finish_reason": self.finish_reason, "generated_tokens": self.generated_tokens,
             "timings": self.timings, "warnings": [w.to_dict() for w in self.warnings],
             "exact_match": self.exact_match, "similarity": self.similarity,
             "kld": self.kld.to_dict() if self.kld else None}
        if self.judge is not None:
            d["judge"] = self.judge.to_dict()
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "StepRun":
        obs = d.get("observation")
        return cls(index=_int(d, "index"), raw=_str(d, "raw"), reasoning=_str(d, "reasoning"),
                   observation=obs if isinstance(obs, str) else None, finish_reason=_str(d, "finish_reason"),
                   generated_tokens=_int(d, "generated_tokens"), timings=_obj(d, "timings"),
                   warnings=[WorldWarning.from_dict(w) for w in _list(d, "warnings")],
                   exact_match=d["exact_match"] if isinstance(d.get("exact_match"), bool) else None,
                   similarity=_opt_float(d, "similarity"),
                   kld=KldStats.from_dict(d["kld"]) if d.get("kld") is not None else None,
                   judge=StepJudge.from_dict(d["judge"]) if d.get("judge") is not None else None)


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

    @property
    def judge_summary(self) -> JudgeSummary | None:
        """None when no step was judged."""
        return JudgeSummary.of([s.judge for s in self.steps if s.judge is not None])

    def step(self, index: int) -> StepRun | None:
        return next((s for s in self.steps if s.index == index), None)

    def to_dict(self) -> dict[str, Any]:
        summary = self.judge_summary
        return {"label": self.label, "path": self.path, "quant": self.quant, "identity": self.identity,
                "bits_per_weight": self.bits_per_weight, "file_size": self.file_size, "reference": self.reference,
                "load_options": self.load_options, "load_s": self.load_s,
                "memory": self.memory.to_dict() if self.memory else None, "prompt_tok_s": self.prompt_tok_s,
                "generation_tok_s": self.generation_tok_s, "kld": self.kld.to_dict() if self.kld else None,
                "exact_matches": self.exact_matches, "matchable_steps": self.matchable_steps,
                "similarity": self.similarity, "warnings": self.warning_count,
                **({"judge": summary.to_dict()} if summary is not None else {}),
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
    judge: JudgeInfo | None = None  # set when the comparison was made with a judge

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
                **({"judge": self.judge.to_dict()} if self.judge is not None else {}),
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
                   top_k=_int(d, "top_k"), models=models, created=_str(d, "created"), version=version,
                   judge=JudgeInfo.from_dict(d["judge"]) if d.get("judge") is not None else None)


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
# The judge's columns go right after the KLD and agreement columns: quality beside quality.
JUDGE_AT = TABLE_COLUMNS.index("top-1") + 1


@dataclass(frozen=True)
class TableLayout:
    """Which optional columns a table has: the judge's, for a comparison made with a judge."""

    judge: bool = False

    @classmethod
    def of(cls, report: CompareReport) -> "TableLayout":
        return cls(judge=report.judge is not None or any(m.judge_summary for m in report.models))

    @property
    def columns(self) -> tuple[str, ...]:
        return _insert(TABLE_COLUMNS, JUDGE_COLUMNS if self.judge else ())


def _insert(base: tuple[str, ...], extra: tuple[str, ...]) -> tuple[str, ...]:
    return base[:JUDGE_AT] + extra + base[JUDGE_AT:]


def judge_cells(summary: JudgeSummary | None, layout: TableLayout) -> tuple[str, ...]:
    """The judge's columns of one model (all '–' for a model nothing was judged on: the reference
    when the session has no ground truth, a model that failed)."""
    if not layout.judge:
        return ()
    if summary is None:
        return ("–",) * len(JUDGE_COLUMNS)
    return (_num(summary.total, ".1f"), *(_num(summary.dimensions.get(d), ".1f") for d in JUDGE_DIMENSIONS),
            str(summary.judged), str(summary.failed), _num(summary.flatness, ".2f"))


def model_row(m: ModelRun, layout: TableLayout | None = None, summary: JudgeSummary | None = None) -> tuple[str, ...]:
    """One model as display strings in ``layout.columns`` order (the CLI table and the TUI share it);
    ``summary`` stands in for the model's own judge summary (the screen's, while verdicts come in)."""
    layout = layout or TableLayout()
    label = m.label + (" (ref)" if m.reference else "")
    if m.error:
        return (label, m.quant, f"{m.bits_per_weight:.2f}", human_bytes(m.file_size), "error: " + m.error,
                *("",) * (len(layout.columns) - 5))
    k = m.kld
    mem = f"{human_bytes(m.memory.bytes)} {m.memory.kind.upper()}" if m.memory else "–"
    base = (
        label, m.quant, f"{m.bits_per_weight:.2f}", human_bytes(m.file_size),
        _num(k.mean if k else None, ".6f"), _num(k.p99 if k else None, ".6f"),
        f"{100 * k.top1:.1f}%" if k else "–",
        f"{m.exact_matches}/{m.matchable_steps}" if m.matchable_steps else "–", _num(m.similarity, ".3f"),
        str(m.warning_count), f"{m.load_s:.2f} s" if m.load_s is not None else "–", mem,
        _num(m.prompt_tok_s, ",.0f"), _num(m.generation_tok_s, ",.1f"),
    )
    return _insert(base, judge_cells(summary if summary is not None else m.judge_summary, layout))


def table_rows(report: CompareReport) -> list[tuple[str, ...]]:
    layout = TableLayout.of(report)
    return [model_row(m, layout) for m in report.models]


def format_table(report: CompareReport) -> str:
    """The report as an aligned text table with a one-line heading."""
    ref = report.reference
    steps = _steps_text(report.steps)
    layout = TableLayout.of(report)
    columns = layout.columns
    head = (f"{Path(report.session.path).name} · step{'s' if len(report.steps) != 1 else ''} {steps} · "
            f"seed {report.seed} · ctx {report.n_ctx:,} · reference {ref.label} ({ref.quant}, "
            f"{ref.bits_per_weight:.2f} bpw)")
    rows = [columns, *table_rows(report)]
    widths = [max(len(r[i]) for r in rows) for i in range(len(columns))]
    lines = [head]
    for r in rows:  # the first two columns (names) left, the figures right
        cells = [c.rjust(w) if i >= 2 else c.ljust(w) for i, (c, w) in enumerate(zip(r, widths))]
        lines.append("  ".join(cells).rstrip())
    lines.append(f"KLD: KL(reference || model) of the next-token distributions, teacher-forced on the reference's "
                 f"tokens (top {report.top_k} reference tokens + the rest as one bucket); "
                 "top-1: same most likely token.")
    if layout.judge:
        lines.append(judge_legend(report))
    return "\n".join(lines)


def judge_legend(report: CompareReport) -> str:
    """What the judge columns mean, and what stopped the judge if something did."""
    info = report.judge
    who = f"judge {info.model}" if info is not None else "judge"
    bases = sorted({s.judge.basis for m in report.models for s in m.steps if s.judge is not None})
    against = f" (each answer against the {' or the '.join(bases)})" if bases else ""
    text = (f"{who}: the official judge's scores on upstream's 0-100 scale ((score - 1) / 4 x 100), the mean over "
            f"the judged steps{against}; judge: the total; judged/failed: answers put to the judge and those "
            "without a usable verdict; flat: incidental detail against the truth's (1.00 = as detailed, "
            "lower = flatter).")
    if info is not None and info.error:
        text += f"\n{who}: {info.error}"
    return text


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
