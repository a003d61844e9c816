"""Precision and recall of the detectors on a labeled set of sessions.

A labeled set is a directory of session files plus ``labels.json``::

    {"files": {"terminal-x--ghost-file.jsonl": {"labels": {"7": ["terminal.file"]},
                                               "note": "a removed file is listed again"}}}

A label is (step, warning kind). A warning of severity ``warning`` or ``error`` with the same
step and kind is a true positive (so is one that maturity.py shows as information because its kind
is in preview: these sets check that the mechanisms still find what they found, whatever level a
held-out measurement gave them); one with no label is a false positive; a label no warning
matches is a false negative. Files with no labels are clean trajectories and near-misses: any
warning there is a false alarm. Counts are grouped by detector (the kind's first part).

A file's entry may say ``"gap": "why"``: a contradiction no detector follows any more (its kind was
removed). Its labels, when missed, are listed as known gaps and not counted; found, they count.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playground.decoherence.checker import at_least, check_session
from playground.decoherence.kinds import detector_of
from playground.decoherence.maturity import demoted
from playground.world.warning_records import WorldWarning
from playground.decoherence.thresholds import Thresholds
from playground.errors import PlaygroundError

LABELS_FILE = "labels.json"


def found_warnings(ws: list[WorldWarning]) -> list[WorldWarning]:
    """What a labeled set counts as found: warnings and errors, and the preview kinds' information."""
    return [w for w in ws if w in at_least(ws, "warning") or demoted(w)]


class EvalSetError(PlaygroundError):
    """The labeled set is missing or malformed."""


@dataclass
class Counts:
    tp: int = 0
    fp: int = 0
    fn: int = 0

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0

    def add(self, other: "Counts") -> None:
        self.tp += other.tp
        self.fp += other.fp
        self.fn += other.fn


@dataclass
class Miss:
    file: str
    step: int
    kind: str
    what: str  # "missed" (false negative), "false alarm" or "known gap" (missed, not counted)
    message: str = ""


@dataclass
class EvalReport:
    files: int
    labels: int
    per_detector: dict[str, Counts] = field(default_factory=dict)
    misses: list[Miss] = field(default_factory=list)
    gaps: int = 0  # labels of known gaps that were missed (not counted)

    @property
    def overall(self) -> Counts:
        total = Counts()
        for c in self.per_detector.values():
            total.add(c)
        return total

    def to_dict(self) -> dict[str, Any]:
        def row(c: Counts) -> dict[str, Any]:
            return {"tp": c.tp, "fp": c.fp, "fn": c.fn, "precision": round(c.precision, 4),
                    "recall": round(c.recall, 4)}

        return {"files": self.files, "labels": self.labels, "known_gaps": self.gaps,
                "detectors": {k: row(v) for k, v in sorted(self.per_detector.items())},
                "overall": row(self.overall),
                "misses": [m.__dict__ for m in self.misses]}

    def format(self) -> str:
        gaps = f" ({self.gaps} known gaps, not counted)" if self.gaps else ""
        lines = [f"labeled set: {self.files} sessions, {self.labels} labeled contradictions{gaps}", "",
                 f"{'detector':<10} {'tp':>4} {'fp':>4} {'fn':>4} {'precision':>10} {'recall':>7}"]
        for name, c in sorted(self.per_detector.items()):
            lines.append(f"{name:<10} {c.tp:4d} {c.fp:4d} {c.fn:4d} {c.precision:10.3f} {c.recall:7.3f}")
        o = self.overall
        lines.append(f"{'overall':<10} {o.tp:4d} {o.fp:4d} {o.fn:4d} {o.precision:10.3f} {o.recall:7.3f}")
        if self.misses:
            lines += ["", "misses:"]
            lines += [f"  {m.file} step {m.step}: {m.what} {m.kind}" + (f" ({m.message})" if m.message else "")
                      for m in self.misses]
        return "\n".join(lines)


def read_labels(directory: Path) -> tuple[dict[str, dict[int, set[str]]], dict[str, str]]:
    """(file -> step -> labeled kinds, file -> why it is a known gap)."""
    path = directory / LABELS_FILE
    if not path.is_file():
        raise EvalSetError(f"no {LABELS_FILE} in {directory}: not a labeled set")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        files = data["files"]
        out: dict[str, dict[int, set[str]]] = {}
        gaps: dict[str, str] = {}
        for name, entry in files.items():
            out[name] = {int(k): set(v) for k, v in entry.get("labels", {}).items()}
            gap = entry.get("gap")
            if gap is not None and not isinstance(gap, str):
                raise TypeError(f"bad gap for {name}")
            if gap:
                gaps[name] = gap
        return out, gaps
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as e:
        raise EvalSetError(f"{path} is not a valid labels file: {e}") from None


def evaluate(directory: str | Path, thresholds: Thresholds | None = None) -> EvalReport:
    from playground.world.store import load_session

    d = Path(directory)
    labels, gaps = read_labels(d)
    report = EvalReport(files=len(labels), labels=sum(len(k) for v in labels.values() for k in v.values()))
    for name in sorted(labels):
        path = d / name
        if not path.is_file():
            raise EvalSetError(f"{LABELS_FILE} names {name}, which is not in {d}")
        session = load_session(path)
        found = check_session(session, thresholds)
        expected = labels[name]
        got: dict[tuple[int, str], str] = {}
        for step, ws in found.items():
            for w in found_warnings(ws):
                got.setdefault((step, w.kind), w.message)
        want = {(step, kind) for step, kinds in expected.items() for kind in kinds}
        got = _fact_as_labeled(got, want)
        for key in sorted(set(got) | want):
            if key not in got and name in gaps:
                report.gaps += 1
                report.misses.append(Miss(name, key[0], key[1], "known gap", gaps[name]))
                continue
            det = detector_of(key[1])
            c = report.per_detector.setdefault(det, Counts())
            if key in got and key in want:
                c.tp += 1
            elif key in got:
                c.fp += 1
                report.misses.append(Miss(name, key[0], key[1], "false alarm", got[key]))
            else:
                c.fn += 1
                report.misses.append(Miss(name, key[0], key[1], "missed"))
    return report


def _fact_as_labeled(got: dict[tuple[int, str], str], want: set[tuple[int, str]]) -> dict[tuple[int, str], str]:
    """The fact engine's warnings under the labeled kind they are an alias of (kinds.py), at the same
    step: labels name the older ledgers' kinds, and a fact engine hit there is the same finding."""
    from playground.decoherence.kinds import FACT, rules_named

    out: dict[tuple[int, str], str] = {}
    for (step, kind), message in got.items():
        if detector_of(kind) == FACT:
            rule = kind.split(".", 1)[1]
            named = [k for s, k in sorted(want) if s == step and rule in rules_named(k)]
            if named:
                out.setdefault((step, named[0]), message)
                continue
        out.setdefault((step, kind), message)
    return out


def default_eval_dir() -> Path | None:
    """The labeled set shipped with the source tree (tests/decoherence/data), if this is a checkout."""
    root = Path(__file__).resolve().parents[2]
    d = root / "tests" / "decoherence" / "data"
    return d if (d / LABELS_FILE).is_file() else None


# ------------------------------------------------------------- labeled benchmark rows

ROWS_FILE = "rows.jsonl"


def is_row_set(directory: Path) -> bool:
    """A labeled set of AgentWorldBench rows (rows.jsonl + labels.json with "rows")."""
    return (directory / ROWS_FILE).is_file()


@dataclass
class RowCounts:
    """Row-level counts: a row is flagged when ``check`` would exit 1 on it (a warning anywhere)."""

    rows: int = 0
    bad: int = 0  # rows holding a contradiction
    tp: int = 0  # bad rows flagged
    located: int = 0  # bad rows flagged at the contradicting turn
    fp: int = 0  # clean rows flagged

    @property
    def clean(self) -> int:
        return self.rows - self.bad

    @property
    def recall(self) -> float:
        return self.tp / self.bad if self.bad else 1.0

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def false_rate(self) -> float:
        return self.fp / self.clean if self.clean else 0.0

    def add(self, bad: bool, flagged: bool, located: bool) -> None:
        self.rows += 1
        if bad:
            self.bad += 1
            self.tp += flagged
            self.located += located
        else:
            self.fp += flagged

    def to_dict(self) -> dict[str, Any]:
        return {"rows": self.rows, "bad": self.bad, "flagged_bad": self.tp, "located": self.located,
                "flagged_clean": self.fp, "recall": round(self.recall, 4), "precision": round(self.precision, 4),
                "false_warning_rate": round(self.false_rate, 4)}


@dataclass
class RowMiss:
    row: str
    what: str  # "missed", "false alarm", "elsewhere" (flagged, but not at the labeled turn), "known gap"
    kind: str | None
    detail: str = ""


@dataclass
class RowReport:
    per_domain: dict[str, RowCounts] = field(default_factory=dict)
    per_kind: dict[str, RowCounts] = field(default_factory=dict)
    overall: RowCounts = field(default_factory=RowCounts)
    misses: list[RowMiss] = field(default_factory=list)
    gaps: int = 0  # bad rows marked as known gaps and not flagged (not counted)

    def meets(self, recall: float = 0.8, precision: float = 0.95, false_rate: float = 0.03) -> bool:
        """The issue's bar, for every domain and overall."""
        return all(c.recall >= recall and c.precision >= precision and c.false_rate <= false_rate
                   for c in [*self.per_domain.values(), self.overall])

    def to_dict(self) -> dict[str, Any]:
        return {"overall": self.overall.to_dict(), "known_gaps": self.gaps,
                "domains": {k: v.to_dict() for k, v in sorted(self.per_domain.items())},
                "kinds": {k: v.to_dict() for k, v in sorted(self.per_kind.items())},
                "misses": [m.__dict__ for m in self.misses]}

    def format(self) -> str:
        def table(title: str, rows: dict[str, RowCounts], with_clean: bool) -> list[str]:
            # a false alarm has no contradiction kind: precision and false warnings are per domain only
            out = [f"{title:<16} {'bad':>4} {'found':>5} {'at turn':>7} {'recall':>7}"
                   + (f" {'clean':>5} {'false':>5} {'rate':>6} {'prec':>6}" if with_clean else "")]
            for name, c in rows.items():
                line = f"{name:<16} {c.bad:4d} {c.tp:5d} {c.located:7d} {c.recall:7.3f}"
                if with_clean:
                    line += f" {c.clean:5d} {c.fp:5d} {c.false_rate:6.3f} {c.precision:6.3f}"
                out.append(line)
            return out

        gaps = f" ({self.gaps} of them known gaps not flagged, not counted)" if self.gaps else ""
        lines = [f"labeled rows (AgentWorldBench format): {self.overall.rows + self.gaps} rows, "
                 f"{self.overall.bad + self.gaps} with a contradiction{gaps}; a row is flagged when check would exit 1",
                 ""]
        lines += table("domain", {**dict(sorted(self.per_domain.items())), "overall": self.overall}, True)
        lines += ["", "(found: rows flagged anywhere; at turn: flagged at the contradicting turn; rate: false warnings"
                  " on clean rows)", ""] + table("contradiction", dict(sorted(self.per_kind.items())), False)
        if self.misses:
            lines += ["", "misses:"]
            lines += [f"  {m.row}: {m.what}" + (f" [{m.kind}]" if m.kind else "")
                      + (f" ({m.detail})" if m.detail else "")
                      for m in self.misses]
        return "\n".join(lines)


def read_row_labels(directory: Path) -> dict[str, dict[str, Any]]:
    path = directory / LABELS_FILE
    if not path.is_file():
        raise EvalSetError(f"no {LABELS_FILE} in {directory}: not a labeled set")
    try:
        rows = json.loads(path.read_text(encoding="utf-8"))["rows"]
        out = {}
        for key, entry in rows.items():
            kind, turn, gap = entry.get("kind"), entry.get("turn"), entry.get("gap")
            if (kind is not None and not isinstance(kind, str)) or (turn is not None and not isinstance(turn, int)) \
                    or (gap is not None and not isinstance(gap, str)):
                raise TypeError(f"bad label for {key}")
            out[str(key)] = {"kind": kind, "turn": turn, "gap": gap or ""}
        return out
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as e:
        raise EvalSetError(f"{path} is not a valid labels file for rows: {e}") from None


def evaluate_rows(directory: str | Path, thresholds: Thresholds | None = None) -> RowReport:
    """Score the detectors on labeled AgentWorldBench rows, imported the way ``import-bench`` does. A bad row
    whose label says ``"gap": "why"`` (no detector follows it any more) is, when not flagged, listed as a known
    gap and not counted."""
    import tempfile

    from playground.world.agentworldbench import bench_entries, import_bench, row_id, row_task
    from playground.world.domains import domain_for_bench_task

    d = Path(directory)
    labels = read_row_labels(d)
    report = RowReport()
    seen: set[str] = set()
    with tempfile.TemporaryDirectory(prefix="agentworld-eval-") as tmp:
        imported = import_bench(d / ROWS_FILE, tmp)
        for session in imported.sessions:
            for _step, row in bench_entries(session):
                key = f"{row_task(row)}#{row_id(row)}"
                if key not in labels:
                    raise EvalSetError(f"{LABELS_FILE} has no label for row {key}")
                seen.add(key)
                label = labels[key]
                found = check_session(session, thresholds)
                flagged = {i: found_warnings(ws) for i, ws in found.items() if found_warnings(ws)}
                bad = label["kind"] is not None
                located = bad and label["turn"] in flagged
                if bad and label["gap"] and not flagged:
                    report.gaps += 1
                    report.misses.append(RowMiss(key, "known gap", label["kind"], label["gap"]))
                    continue
                domain = domain_for_bench_task(row_task(row)).bench_task or row_task(row)
                for counts in (report.overall, report.per_domain.setdefault(domain, RowCounts())):
                    counts.add(bad, bool(flagged), located)
                if bad:
                    report.per_kind.setdefault(label["kind"], RowCounts()).add(True, bool(flagged), located)
                first = next(iter(flagged.values()), [])
                detail = f"step {next(iter(flagged), 0)}: {first[0].kind}: {first[0].message}" if first else ""
                if bad and not flagged:
                    report.misses.append(RowMiss(key, "missed", label["kind"]))
                elif bad and not located:
                    report.misses.append(RowMiss(key, "elsewhere", label["kind"], detail))
                elif not bad and flagged:
                    report.misses.append(RowMiss(key, "false alarm", None, detail))
    missing = sorted(set(labels) - seen)
    if missing:
        raise EvalSetError(f"{LABELS_FILE} labels rows that {ROWS_FILE} does not hold: {', '.join(missing[:5])}")
    return report


def default_row_dir() -> Path | None:
    """The labeled rows shipped with the source tree (tests/decoherence/bench), if this is a checkout."""
    root = Path(__file__).resolve().parents[2]
    d = root / "tests" / "decoherence" / "bench"
    return d if is_row_set(d) else None
