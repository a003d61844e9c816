"""Scores of judged AgentWorldBench rows: upstream's ``eval.py score`` figures, and the paper's average.

Upstream's aggregation (``aggregate_scores`` in ``eval/eval.py`` at the pinned commit), which
:func:`summarize` reproduces number for number:

- rows are grouped by domain, the part of ``task`` after its last ``/`` (``mcp`` when a row has no
  ``task``), domains in sorted order, each shown by its display name (:data:`DISPLAY_NAMES`, else
  the name capitalized);
- a row is valid when ``failed == 0.0``; a row without ``failed`` counts as failed;
- per domain and per dimension (the five judge dimensions, then ``total_score``) the mean of the
  valid rows' values that are not 0 (0 means "not scored"), shown as ``(mean - 1) / 4 * 100`` with two
  decimals; a dimension with no such value shows ``(0 - 1) / 4 * 100 = -25.00``, as upstream prints it;
- the "Overall" it prints is a micro average: the same figure over every valid, non-zero
  ``total_score`` of every domain; its "Valid" count is those totals and "Failed" the other rows (a
  valid row whose total is 0 is "Failed" there while its domain counted it valid).

The paper's "Overall" is a macro average instead: the mean of the domains' ``total_score`` figures
(its table averages MCP, Search, Terminal, SWE, Android, Web and OS). :func:`summarize` gives both,
says which domains the macro average covers, and counts samples and failed judgements per domain.
With predictions in the rows, each domain also gets the mean flatness ratio of its predictions
against their ground truth (decoherence.flatness): upstream has no such figure.
"""

from __future__ import annotations

import json
import math
import os
import statistics
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Iterator, Mapping

from playground.bench.judge_parse import SCORE_DIMENSIONS
from playground.decoherence.flatness import FLAT_MIN_DETAILS, FLAT_RATIO, row_flatness
from playground.errors import PlaygroundError

TOTAL = "total_score"
COLUMNS: tuple[str, ...] = (*SCORE_DIMENSIONS, TOTAL)
DEFAULT_TASK = "mcp"  # upstream's domain of a row without "task"
# upstream's display names; another domain is shown capitalized
DISPLAY_NAMES: dict[str, str] = {"mcp": "MCP", "search": "Search", "terminal": "Terminal", "swe": "SWE",
                                 "android": "Android", "web": "Web", "os": "OS"}
# the domains the paper's Overall averages, in its table's order
PAPER_DOMAINS: tuple[str, ...] = ("mcp", "search", "terminal", "swe", "android", "web", "os")
MAX_LINE_BYTES = 64 * 1024 * 1024  # GUI rows carry whole accessibility trees
JUDGED_KEYS = ("failed", TOTAL)  # a row with neither was never judged


class ScoreInputError(PlaygroundError):
    """A judged file is missing, unreadable, or holds a row that cannot be scored."""


def normalize(raw: float) -> float:
    """A 1-5 judge score on upstream's 0-100 scale."""
    return (raw - 1) / 4 * 100


def fmt(value: float) -> str:
    """Two decimals, as upstream prints every figure."""
    return f"{value:.2f}"


def domain_of(row: Mapping[str, Any]) -> str:
    """Upstream's domain (its "subtask") of a row: the part of ``task`` after the last ``/``."""
    task = row.get("task", DEFAULT_TASK)
    if not isinstance(task, str):
        raise ScoreInputError(f"'task' must be a string, got {type(task).__name__}")
    return task.rsplit("/", 1)[-1]


def display_name(domain: str) -> str:
    return DISPLAY_NAMES.get(domain, domain.capitalize())


def is_valid(row: Mapping[str, Any]) -> bool:
    """Upstream's test of a usable judgement: ``failed == 0.0`` (a row without it failed)."""
    return bool(row.get("failed", 1.0) == 0.0)


def is_judged(row: Mapping[str, Any]) -> bool:
    return any(k in row for k in JUDGED_KEYS)


def _check_values(row: Mapping[str, Any]) -> None:
    """A valid row's scores must be numbers (upstream would stop with a TypeError on the first that is not)."""
    if not is_valid(row):
        return
    for key in COLUMNS:
        v = row.get(key, 0)
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            raise ScoreInputError(f"'{key}' must be a number, got {json.dumps(v)[:40]}")
        if not math.isfinite(v):
            raise ScoreInputError(f"'{key}' must be a finite number, got {v}")


@dataclass(frozen=True)
class Figure:
    """One dimension of one domain: the mean of the non-zero valid values (None: there were none),
    upstream's figure for it, and how many values it averages."""

    mean_raw: float | None
    value: float
    n: int

    @property
    def text(self) -> str:
        return fmt(self.value)

    def to_dict(self) -> dict[str, Any]:
        return {"value": self.value, "text": self.text, "n": self.n, "mean_raw": self.mean_raw}


def _figure(values: list[float]) -> Figure:
    # statistics.mean, as upstream uses: exact for ints, correctly rounded for floats
    avg = statistics.mean(values) if values else None
    return Figure(None if avg is None else float(avg), normalize(avg if avg is not None else 0.0), len(values))


@dataclass(frozen=True)
class FlatnessFigure:
    """The mean ratio of a domain's predictions' detail density to their ground truth's."""

    mean_ratio: float
    n: int  # predictions with a ratio (their ground truth shows some detail)
    flat: int  # of which markedly flat (decoherence.flatness thresholds)

    def to_dict(self) -> dict[str, Any]:
        return {"mean_ratio": self.mean_ratio, "text": f"{self.mean_ratio:.2f}", "n": self.n, "flat": self.flat}


@dataclass(frozen=True)
class DomainScore:
    domain: str  # upstream's subtask key ("os", "mcp", ...)
    name: str  # its display name
    samples: int
    valid: int
    failed: int
    without_failed: int  # rows with no "failed" at all (counted as failed, as upstream does)
    figures: dict[str, Figure]  # empty when no row is valid (upstream: "No valid results.")
    flatness: FlatnessFigure | None = None

    @property
    def total(self) -> Figure | None:
        return self.figures.get(TOTAL)

    def to_dict(self) -> dict[str, Any]:
        return {"domain": self.domain, "name": self.name, "samples": self.samples, "valid": self.valid,
                "failed": self.failed, "without_failed_field": self.without_failed,
                "figures": {k: f.to_dict() for k, f in self.figures.items()},
                "flatness": self.flatness.to_dict() if self.flatness else None}


@dataclass(frozen=True)
class Average:
    value: float
    domains: tuple[str, ...] = ()  # macro: the domains averaged (keys)

    @property
    def text(self) -> str:
        return fmt(self.value)


@dataclass(frozen=True)
class ScoreSummary:
    domains: list[DomainScore]
    samples: int
    overall: Average | None  # upstream's "Overall" (micro over valid non-zero totals); None: it prints none
    overall_valid: int  # upstream's "Valid" on its last line
    macro: Average | None  # the paper's Overall: mean of the domains' total figures
    files: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)  # one line per skipped file or line

    @property
    def overall_failed(self) -> int:
        return self.samples - self.overall_valid

    @property
    def paper_missing(self) -> list[str]:
        """The paper's domains the macro average does not cover."""
        covered = self.macro.domains if self.macro else ()
        return [d for d in PAPER_DOMAINS if d not in covered]

    @property
    def outside_paper(self) -> list[str]:
        """Domains in the macro average that the paper's Overall does not have."""
        return [d for d in (self.macro.domains if self.macro else ()) if d not in PAPER_DOMAINS]


def summarize(rows: Iterable[Mapping[str, Any]], *, flatness: bool = True) -> ScoreSummary:
    """Upstream's figures and the paper's macro average over ``rows`` (judged rows, any number of files
    pooled). Raises :class:`ScoreInputError` for a row that cannot be scored (see :func:`check_row`)."""
    by_domain: dict[str, list[dict[str, Any]]] = {}
    flat: dict[str, list[Any]] = {}
    samples = 0
    for row in rows:
        check_row(row)
        samples += 1
        domain = domain_of(row)
        # keep only what the figures read: a judged file's rows carry whole trajectories
        by_domain.setdefault(domain, []).append({k: row[k] for k in (*COLUMNS, "failed") if k in row})
        if flatness:
            flat.setdefault(domain, []).append(row_flatness(row))
    domains: list[DomainScore] = []
    all_totals: list[float] = []
    macro_parts: list[tuple[str, float]] = []
    for domain in sorted(by_domain):
        group = by_domain[domain]
        valid = [r for r in group if is_valid(r)]
        figures: dict[str, Figure] = {}
        if valid:
            for column in COLUMNS:
                values = [r.get(column, 0) for r in valid if r.get(column, 0) != 0]
                figures[column] = _figure(values)
                if column == TOTAL:
                    all_totals.extend(values)
                    if values:
                        macro_parts.append((domain, figures[column].value))
        domains.append(DomainScore(domain, display_name(domain), len(group), len(valid), len(group) - len(valid),
                                   sum(1 for r in group if "failed" not in r), figures,
                                   _flatness_figure(flat.get(domain, []))))
    overall = Average(normalize(statistics.mean(all_totals))) if all_totals else None
    macro = (Average(statistics.mean(v for _, v in macro_parts), tuple(d for d, _ in macro_parts))
             if macro_parts else None)
    return ScoreSummary(domains, samples, overall, len(all_totals), macro)


def _flatness_figure(values: list[Any]) -> FlatnessFigure | None:
    with_ratio = [f for f in values if f is not None and f.ratio is not None]
    if not with_ratio:
        return None
    return FlatnessFigure(statistics.fmean(f.ratio for f in with_ratio), len(with_ratio),
                          sum(1 for f in with_ratio if f.is_flat(FLAT_RATIO, FLAT_MIN_DETAILS)))


def check_row(row: Any) -> None:
    """Raise :class:`ScoreInputError` when ``row`` cannot be scored: not an object, a ``task`` that is
    not a string, or a valid judgement whose scores are not finite numbers."""
    if not isinstance(row, Mapping):
        raise ScoreInputError("a judged row must be a JSON object")
    domain_of(row)
    _check_values(row)


# ---------------------------------------------------------------------------------------- files

@dataclass
class JudgedFiles:
    """The rows read from judged files, and one line per file or line that was skipped."""

    files: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


def _lines(path: Path, report: JudgedFiles) -> Iterator[tuple[int, Any]]:
    from playground.world.store import json_lines

    with path.open("rb") as f:
        for lineno, value, problem in json_lines(f, MAX_LINE_BYTES):
            if problem is not None:
                report.problems.append(f"{path}:{lineno}: {problem}")
                continue
            yield lineno, value


def read_judged(paths: Iterable[str | os.PathLike[str]], report: JudgedFiles) -> Iterator[dict[str, Any]]:
    """Every scorable row of ``paths``, in order; each file or line that is not scored goes to
    ``report.problems`` as one line (a missing file, a file with no judged row, a line that is not a
    JSON object or has a malformed score). A file with no judged row at all is left out whole (the
    wrong file, most likely a predictions file not judged yet)."""
    for name in paths:
        path = Path(name)
        if not path.is_file():
            report.problems.append(f"{path}: no such file" if not path.exists() else f"{path}: not a file")
            continue
        try:
            rows: list[dict[str, Any]] = []
            judged = False
            for lineno, row in _lines(path, report):
                try:
                    check_row(row)
                except ScoreInputError as e:
                    report.problems.append(f"{path}:{lineno}: {e}; skipped")
                    continue
                judged = judged or is_judged(row)
                rows.append(row)
        except OSError as e:
            report.problems.append(f"{path}: cannot be read ({e.strerror or type(e).__name__})")
            continue
        if not judged:
            what = f"{len(rows)} row(s), none judged" if rows else "no rows"
            report.problems.append(f"{path}: {what} (no 'failed' or 'total_score'); judge it first: "
                                   f"agentworld-play judge {path}")
            continue
        report.files.append(str(path))
        yield from rows


def score_files(paths: Iterable[str | os.PathLike[str]], *, flatness: bool = True) -> ScoreSummary:
    """:func:`summarize` over the rows of every file, pooled; problems are listed, never raised."""
    report = JudgedFiles()
    summary = summarize(read_judged(paths, report), flatness=flatness)
    summary.files.extend(report.files)
    summary.problems.extend(report.problems)
    return summary


# --------------------------------------------------------------------------------------- output

def _names(keys: Iterable[str]) -> str:
    return ", ".join(display_name(k) for k in keys)


def format_summary(summary: ScoreSummary) -> str:
    """The report for people: one line per domain with upstream's figures, then upstream's Overall
    (micro) and the paper's (macro)."""
    out: list[str] = []
    files = summary.files
    if len(files) > 1:
        out.append(f"{len(files)} files pooled ({summary.samples} rows): " + ", ".join(files))
    elif files:
        out.append(f"{files[0]} ({summary.samples} rows)")
    out.append("figures as upstream's `eval.py score` prints them: (mean of non-zero scores - 1) / 4 x 100")
    show_flat = any(d.flatness is not None for d in summary.domains)
    head = f"{'domain':<12} {'samples':>7} {'valid':>6} {'failed':>6} " + " ".join(
        f"{c:>11}" for c in COLUMNS)
    if show_flat:
        head += f"  {'flatness':>14}"
    out += ["", head]
    notes: list[str] = []
    for d in summary.domains:
        name = d.name or repr(d.domain)
        line = f"{name:<12} {d.samples:>7} {d.valid:>6} {d.failed:>6} "
        if d.figures:
            line += " ".join(f"{d.figures[c].text + ('*' if d.figures[c].n == 0 else ''):>11}" for c in COLUMNS)
        else:
            line += f"{'(no valid results)':<{12 * len(COLUMNS) - 1}}"
        if show_flat:
            ff = d.flatness
            line += f"  {f'{ff.mean_ratio:.2f} ({ff.flat}/{ff.n} flat)' if ff else '-':>14}"
        out.append(line.rstrip())
        if d.without_failed:
            notes.append(f"{name}: {d.without_failed} row(s) without 'failed' counted as failed (upstream's rule)")
    if any(f.n == 0 for d in summary.domains for f in d.figures.values()):
        notes.append("* no non-zero score to average: upstream prints (0 - 1) / 4 x 100 = -25.00")
    out.append("")
    if summary.overall is not None:
        out.append(f"Overall (upstream's, a micro average over samples): {summary.overall.text}"
                   f"    samples {summary.samples}, valid {summary.overall_valid}, failed {summary.overall_failed}")
        zero = sum(d.valid for d in summary.domains) - summary.overall_valid
        if zero:
            notes.append(f"{zero} valid row(s) with total_score 0 count as failed in upstream's Overall line")
    else:
        out.append("Overall (upstream's): none (no valid judgement with a total score)")
    if summary.macro is not None:
        n = len(summary.macro.domains)
        line = (f"Macro over {n} domain{'s' if n != 1 else ''} (the paper's Overall): {summary.macro.text}"
                f"    {_names(summary.macro.domains)}")
        out.append(line)
        if summary.paper_missing:
            out.append(f"  not the paper's figure: no valid scores for {_names(summary.paper_missing)}")
        if summary.outside_paper:
            out.append(f"  includes domains the paper does not average: {_names(summary.outside_paper)}")
    if show_flat:
        notes.append(f"flatness: mean ratio of each prediction's detail density to its ground truth's "
                     f"(1 = as detailed; flat: at most {FLAT_RATIO:g}); not an upstream figure")
    if notes:
        out.append("")
        out += [f"note: {n}" for n in notes]
    return "\n".join(out)


def summary_json(summary: ScoreSummary) -> dict[str, Any]:
    """The report for scripts: every figure unrounded (``value``) and as printed (``text``)."""
    def avg(a: Average | None, **more: Any) -> dict[str, Any] | None:
        return None if a is None else {"value": a.value, "text": a.text, **more}

    return {
        "files": list(summary.files), "pooled": len(summary.files) > 1, "samples": summary.samples,
        "domains": [d.to_dict() for d in summary.domains],
        "overall": avg(summary.overall, samples=summary.samples, valid=summary.overall_valid,
                       failed=summary.overall_failed, kind="micro (upstream eval.py score)"),
        "macro": avg(summary.macro, domains=list(summary.macro.domains) if summary.macro else [],
                     names=[display_name(d) for d in summary.macro.domains] if summary.macro else [],
                     paper_domains_missing=summary.paper_missing, outside_paper=summary.outside_paper,
                     kind="macro over domains (the paper's Overall)"),
        "problems": list(summary.problems),
    }
