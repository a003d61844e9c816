"""Precision and recall of the detectors on a labeled set of sessions.

A labeled set is a directory of session files plus ``labels.json``::

    {"files": {"terminal-x--ghost-file.jsonl": {"labels": {"7": ["terminal.file"]},
                                               "note": "a removed file is listed again"}}}

A label is (step, warning kind). A warning of severity ``warning`` or ``error`` with the same
step and kind is a true positive; one with no label is a false positive; a label no warning
matches is a false negative. Files with no labels are clean trajectories and near-misses: any
warning there is a false alarm. Counts are grouped by detector (the kind's first part).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playground.decoherence.checker import at_least, check_session, detector_of
from playground.decoherence.thresholds import Thresholds
from playground.errors import PlaygroundError

LABELS_FILE = "labels.json"


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
    what: str  # "missed" (false negative) or "false alarm"
    message: str = ""


@dataclass
class EvalReport:
    files: int
    labels: int
    per_detector: dict[str, Counts] = field(default_factory=dict)
    misses: list[Miss] = field(default_factory=list)

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

        return {"files": self.files, "labels": self.labels,
                "detectors": {k: row(v) for k, v in sorted(self.per_detector.items())},
                "overall": row(self.overall),
                "misses": [m.__dict__ for m in self.misses]}

    def format(self) -> str:
        lines = [f"labeled set: {self.files} sessions, {self.labels} labeled contradictions", "",
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


def read_labels(directory: Path) -> dict[str, dict[int, set[str]]]:
    path = directory / LABELS_FILE
    if not path.is_file():
        raise EvalSetError(f"no {LABELS_FILE} in {directory}: not a labeled set")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        files = data["files"]
        out: dict[str, dict[int, set[str]]] = {}
        for name, entry in files.items():
            out[name] = {int(k): set(v) for k, v in entry.get("labels", {}).items()}
        return out
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as e:
        raise EvalSetError(f"{path} is not a valid labels file: {e}") from None


def evaluate(directory: str | Path, thresholds: Thresholds | None = None) -> EvalReport:
    from playground.world.store import load_session

    d = Path(directory)
    labels = read_labels(d)
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
            for w in at_least(ws, "warning"):
                got.setdefault((step, w.kind), w.message)
        want = {(step, kind) for step, kinds in expected.items() for kind in kinds}
        for key in sorted(set(got) | want):
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


def default_eval_dir() -> Path | None:
    """The labeled set shipped with the source tree (tests/decoherence/data), if this is a checkout."""
    root = Path(__file__).resolve().parents[2]
    d = root / "tests" / "decoherence" / "data"
    return d if (d / LABELS_FILE).is_file() else None
