"""The "flat world" signal: an observation with less incidental detail than a real environment prints.

A real terminal, tool or page is full of small particulars nobody asked for: hashes and ids, sizes,
timestamps and dates, paths, counts, version numbers, warnings. A simulated world that goes flat
answers at a higher level of abstraction ("the files were listed") and loses them. Per step this
module measures the density of such details (per 100 non-blank characters) in the prediction and
compares it with a reference: the step's ground truth when it has one, else the session's earlier
observations of the same kind (same domain and kind of action: the same programs in the terminal,
the same tool, the same GUI action type), at most :data:`HISTORY_PER_KIND` of them, so the cost per
step stays flat however long the session is.

The detail classes are the data table :data:`DETAIL_CLASSES` (name -> pattern); everything else is
general. The finding is information (severity ``info``, kind ``signal.flatness``): it never makes
``check`` fail, and a user silences it with ``disable = ["signal.flatness"]``.
"""

from __future__ import annotations

import re
from collections import OrderedDict, deque
from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping, Sequence

from playground.decoherence.thresholds import Thresholds
from playground.decoherence.common import Action, checked_text, clean_observation, history_text, read_action, warn
from playground.decoherence.shell import typed_commands
from playground.world.parsing import clean_response_marker, parse_output
from playground.world.session import Session, Step
from playground.world.warning_records import WorldWarning

KIND = "signal.flatness"

_MONTHS = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?"
_EXTENSIONS = ("txt|md|rst|py|pyc|js|mjs|ts|tsx|jsx|json|ya?ml|toml|cfg|ini|conf|log|csv|tsv|sh|bash|c|h|cc|cpp|hpp|"
               "go|rs|java|kt|rb|php|html?|css|scss|xml|sql|db|sqlite|lock|pdf|png|jpe?g|gif|svg|ico|zip|gz|tgz|"
               "bz2|xz|tar|whl|deb|rpm|so|o|a|bin|exe|dll|ods|odt|odp|xlsx?|docx?|pptx?|ipynb|env|pem|key|crt|"
               "service|socket|timer|mp3|mp4|wav|mov|bak|tmp|swp|pid|sock|out|err")
_COUNTED = ("files?|dirs?|director(?:y|ies)|items?|results?|rows?|lines?|packages?|tests?|matches|match|errors?|"
            "warnings?|bytes?|entries|entry|records?|objects?|blocks?|passed|failed|skipped|added|removed|changed|"
            "insertions?|deletions?|packets?|hits?|messages?|comments?|issues?|commits?|ahead|behind|upgraded|"
            "installed|deleted|created|updated|modified|selected|found|total|reviews?|followers?|stars?|"
            "notifications?|unread|downloads?|views?|users?|members?|tasks?|events?|pages?|seconds?|secs?|"
            "minutes?|mins?|hours?|days?|ms|s")

# name -> pattern of one kind of incidental detail. Classes may overlap (a date inside a path); the
# density counts a stretch of text once, the per-class counts (and what is missing) count every class.
DETAIL_CLASSES: dict[str, str] = {
    "hash": r"\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,64}\b|\b(?=[0-9A-F]*\d)(?=[0-9A-F]*[A-F])[0-9A-F]{12,64}\b",
    "uuid": r"\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b",
    "identifier": r"\b[A-Za-z][A-Za-z0-9]{0,15}[-_#]\d{2,}\b|(?<![\w&])#\d{2,}\b"
                  r"|\b(?:pid|PID|ppid|PPID|pgid|PGID|uid|gid|id|ID|Id|port|inode|job)\b[ :=#]{1,3}\d+",
    "timestamp": r"\b\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d+)?(?:\s?[AaPp][Mm])?\b",
    "date": r"\b\d{4}-\d{2}-\d{2}(?:[T ]\d|\b)"
            rf"|\b{_MONTHS}\s+\d{{1,2}}\b|\b\d{{1,2}}\s+{_MONTHS}(?:\s+\d{{4}})?\b"
            r"|\b\d{1,2}/\d{1,2}/\d{2,4}\b|\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)(?:day|sday|nesday|rsday|urday)?\b,?",
    "size": r"\b\d+(?:[.,]\d+)?\s?(?:[KMGTP]i?B|kB|bytes?)\b|\b\d+(?:\.\d+)?[KMGT]\b",
    "path": r"(?<![\w:/.])(?:~|\.{1,2})?/?[\w.@+-]+(?:/[\w.@+-]+)+/?|(?<![\w:/.])(?:~|\.{1,2})?/[\w.@+-]+/?",
    "url": r"\b(?:https?|ftp|wss?|file)://[^\s'\"<>)\]]+",
    "filename": rf"(?<![\w/.-])[\w-]+(?:\.[\w-]+)*\.(?:{_EXTENSIONS})\b",
    "version": r"\bv?\d+\.\d+\.\d+(?:[-.+~][\w.]+)?\b|\bv\d+(?:\.\d+)+\b",
    "address": r"\b\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?\b|\b(?:localhost|0\.0\.0\.0):\d{2,5}\b",
    "permissions": r"(?<!\S)[-dlcbps][-r][-w][-xsS][-r][-w][-xsS][-r][-w][-xtT][.+@]?(?!\S)",
    "percent": r"\b\d+(?:\.\d+)?\s?%",
    "money": r"[$€£¥₹]\s?\d[\d,]*(?:\.\d+)?|\b\d[\d,]*(?:\.\d+)?\s?(?:USD|EUR|GBP|JPY)\b",
    "count": rf"\b\d[\d,]*\s+(?:[A-Za-z]+\s+)?(?:{_COUNTED})\b|\b(?:total|Total|TOTAL)\s+\d+\b",
    "warning": r"(?i)\b(?:warn(?:ing)?s?|deprecat(?:ed|ion)\w*|notice|caution)\b",
    "number": r"(?<![\w.:/#$%-])\d+(?:[.,]\d+)?(?![\w:/%-]|\.\d)",
}
_PATTERNS: dict[str, re.Pattern[str]] = {name: re.compile(p) for name, p in DETAIL_CLASSES.items()}

# Defaults of the decision (see ``check_flatness``); measured on the project's example sessions and
# labeled sets (tests/decoherence/test_flatness.py keeps the measurement).
FLAT_RATIO = 0.25
"""A prediction whose detail density is at most this share of its reference's is flat..."""
FLAT_MIN_DETAILS = 4.0
"""...when the reference shows at least this many details (per reference observation)."""
HISTORY_PER_KIND = 6
"""Earlier observations kept per kind of action as the reference of a step without ground truth."""
MAX_KINDS = 128
"""Kinds of action remembered per session (the least recently seen is forgotten first)."""


@dataclass(frozen=True)
class Profile:
    """The details of one text: per-class counts, distinct detail stretches, non-blank characters."""

    counts: Mapping[str, int]
    details: int
    chars: int

    @property
    def density(self) -> float:
        """Details per 100 non-blank characters (0 for an empty text)."""
        return 100.0 * self.details / self.chars if self.chars else 0.0


@dataclass(frozen=True)
class Flatness:
    """A prediction's detail density against its reference's.

    ``ratio`` is None when there is no reference or the reference shows no detail; ``missing`` holds
    the classes the reference shows (typical count per reference) and the prediction has none of.
    """

    density: float
    reference_density: float | None
    ratio: float | None
    missing: dict[str, int] = field(default_factory=dict)
    details: int = 0  # in the prediction
    reference_details: float = 0.0  # per reference observation
    references: int = 0

    def is_flat(self, ratio: float = FLAT_RATIO, min_details: float = FLAT_MIN_DETAILS) -> bool:
        """Markedly flatter than the reference: a rich reference, a density at most ``ratio`` of it,
        and fewer details in all (a long observation with as many details is wordy, not flat)."""
        return (self.ratio is not None and self.ratio <= ratio and self.reference_details >= min_details
                and self.details < self.reference_details)

    def to_dict(self) -> dict[str, Any]:
        return {"density": round(self.density, 3),
                "reference_density": None if self.reference_density is None else round(self.reference_density, 3),
                "ratio": None if self.ratio is None else round(self.ratio, 4), "missing": dict(self.missing),
                "details": self.details, "reference_details": round(self.reference_details, 2),
                "references": self.references}


def _spans(text: str) -> tuple[dict[str, int], int]:
    counts: dict[str, int] = {}
    spans: list[tuple[int, int]] = []
    for name, pattern in _PATTERNS.items():
        n = 0
        for m in pattern.finditer(text):
            if m.end() > m.start():
                n += 1
                spans.append((m.start(), m.end()))
        if n:
            counts[name] = n
    spans.sort()
    merged, end = 0, -1
    for s, e in spans:
        if s >= end:  # a stretch that overlaps the previous one is the same detail
            merged += 1
        end = max(end, e)
    return counts, merged


def detail_counts(text: str) -> dict[str, int]:
    """How many details of each class ``text`` shows (classes with none are left out)."""
    return _spans(text)[0]


def profile(text: str) -> Profile:
    counts, details = _spans(text)
    return Profile(counts, details, len("".join(text.split())))


def compare(prediction: Profile, references: Sequence[Profile]) -> Flatness:
    """``prediction`` against the pooled ``references`` (their details over their characters)."""
    if not references:
        return Flatness(prediction.density, None, None, {}, prediction.details)
    chars = sum(r.chars for r in references)
    total = sum(r.details for r in references)
    ref_density = 100.0 * total / chars if chars else 0.0
    n = len(references)
    shown: dict[str, int] = {}
    for r in references:
        for name, k in r.counts.items():
            shown[name] = shown.get(name, 0) + k
    missing: dict[str, int] = {}
    for name in DETAIL_CLASSES:  # in the table's order
        typical = shown.get(name, 0) / n
        if typical >= 0.5 and not prediction.counts.get(name):
            missing[name] = max(1, round(typical))
    ratio = prediction.density / ref_density if ref_density > 0 else None
    return Flatness(prediction.density, ref_density, ratio, missing, prediction.details, total / n, n)


def flatness(prediction: str, references: Sequence[str] | str) -> Flatness:
    """Detail density of ``prediction`` against ``references`` (one text, or several pooled)."""
    refs = [references] if isinstance(references, str) else list(references)
    return compare(profile(prediction), [profile(r) for r in refs])


# ------------------------------------------------------------------------------------ kinds of action

_CALLED = re.compile(r"\b([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)\s*\(")


_SUBCOMMAND = re.compile(r"^[a-z][a-z-]*$")
_SEGMENTS = re.compile(r"&&|\|\||[;|&()]")
_ASSIGNMENT = re.compile(r"^[A-Za-z_]\w*=")
_PREFIXES = {"sudo", "time", "nohup", "command", "builtin", "exec", "nice", "env", "then", "do", "if", "while",
             "until", "!", "{", "}"}


def _command_kind(words: list[str]) -> str:
    """``git status``, ``ls -a -l``: a program, its subcommand (a first operand that is a plain word) and
    its flags, so ``ls`` and ``ls -la`` or ``docker ps`` and ``docker run`` are not compared."""
    while words and (words[0] in _PREFIXES or _ASSIGNMENT.match(words[0])):
        words = words[1:]
    if not words:
        return ""
    flags: set[str] = set()
    operands: list[str] = []
    for w in words[1:]:
        if w.startswith("--"):
            flags.add(w.split("=", 1)[0])
        elif w.startswith("-") and len(w) > 1:
            flags.update("-" + c for c in w[1:] if c.isalnum())
        else:
            operands.append(w)
    sub = operands[0] if operands and _SUBCOMMAND.match(operands[0]) else ""
    return " ".join(x for x in (words[0].rsplit("/", 1)[-1], sub, *sorted(flags)) if x)


def _programs(command: str | Any) -> str:
    """The commands a command line (or a terminal action) runs, sorted: ``cd; ls -l`` for ``cd x && ls -l``.
    A rough split on the shell's operators (quotes are not read): it only has to name a kind of output."""
    lines = [c.line for c in typed_commands(command)[0]] if not isinstance(command, str) else command.split("\n")
    kinds = {_command_kind(segment.split()) for line in lines for segment in _SEGMENTS.split(line)}
    kinds.discard("")
    return "; ".join(sorted(kinds))


def action_kind(domain: str, action: Action) -> str:
    """What makes two steps' observations comparable: the programs run, the tool called, the GUI verb."""
    kind = action.kind
    data = action.data
    if domain == "terminal":
        if isinstance(data, (list, dict)):
            return _programs(data)
        return _programs(action.text)
    if domain == "swe" and kind == "bash" and isinstance(data, dict) and isinstance(data.get("command"), str):
        return "bash:" + _programs(data["command"])
    if domain == "desktop" and kind == "code":
        return "code:" + ",".join(sorted(set(_CALLED.findall(action.text))))
    if kind:
        reader = data.get("reader") if isinstance(data, dict) else None
        return f"{kind}:{reader}" if isinstance(reader, str) else kind
    words = action.text.split()
    return words[0] if words else ""


# ----------------------------------------------------------------------------------- the step signal

class FlatnessHistory:
    """Earlier observations of a session by kind of action (their profiles, not their texts), bounded
    per kind and in kinds, so judging a step costs the same at step 10 and at step 10,000."""

    def __init__(self, per_kind: int = HISTORY_PER_KIND, max_kinds: int = MAX_KINDS) -> None:
        self.per_kind, self.max_kinds = per_kind, max_kinds
        self._kinds: OrderedDict[str, deque[Profile]] = OrderedDict()

    def reference(self, kind: str) -> list[Profile]:
        return list(self._kinds.get(kind, ()))

    def add(self, kind: str, p: Profile) -> None:
        seen = self._kinds.get(kind)
        if seen is None:
            seen = self._kinds[kind] = deque(maxlen=self.per_kind)
            while len(self._kinds) > self.max_kinds:
                self._kinds.popitem(last=False)
        else:
            self._kinds.move_to_end(kind)
        seen.append(p)

    def follow(self, session: Session, step: Step) -> None:
        """Remember what later steps build on (the ground truth under teacher forcing)."""
        text = history_text(session, step)
        if text is not None:
            self.add(action_kind(session.domain.id, read_action(step, session.domain.id)), profile(text))

    def check(self, session: Session, step: Step, *, ratio: float = FLAT_RATIO,
              min_details: float = FLAT_MIN_DETAILS) -> list[WorldWarning]:
        """The info finding for ``step`` (a predicted one) when it is markedly flatter than its
        reference; then the step is followed."""
        domain = session.domain.id
        kind = action_kind(domain, read_action(step, domain))
        found: list[WorldWarning] = []
        text = checked_text(step) if step.predicted else None
        judged = profile(text) if text is not None else None
        if judged is not None:
            truth = clean_observation(step.ground_truth) if step.ground_truth is not None else None
            f = compare(judged, [profile(truth)] if truth is not None else self.reference(kind))
            if f.is_flat(ratio, min_details):
                where = "the ground truth" if truth is not None else _earlier(f.references, kind)
                found.append(flat_warning(step.index, f, where))
        follow = history_text(session, step)
        if follow is not None:
            self.add(kind, judged if judged is not None and follow == text else profile(follow))
        return found


def _earlier(n: int, kind: str) -> str:
    what = f" ({kind})" if kind else ""
    return f"the {n} earlier observation{'s' if n != 1 else ''} of this kind{what}"


def missing_text(missing: Mapping[str, int], limit: int = 5) -> str:
    """The first classes in the table's order (the most telling first: plain numbers come last)."""
    items = list(missing.items())
    return ", ".join(f"{name} ({n})" for name, n in items[:limit]) + (", ..." if len(items) > limit else "")


def flat_warning(step: int, f: Flatness, reference: str) -> WorldWarning:
    assert f.ratio is not None and f.reference_density is not None
    message = (f"flatter than {reference}: {f.density:.1f} details per 100 characters against "
               f"{f.reference_density:.1f} (ratio {f.ratio:.2f})")
    if f.missing:
        message += f"; it has none of the reference's {missing_text(f.missing)}"
    return warn(KIND, "info", step, message, reference=reference, **f.to_dict())


def check_flatness(history: FlatnessHistory, session: Session, step: Step, thresholds: Thresholds
                   ) -> list[WorldWarning]:
    """``history.check`` with the thresholds' ``flatness_ratio`` and ``flatness_min_details``."""
    return history.check(session, step, ratio=thresholds.flatness_ratio,
                         min_details=thresholds.flatness_min_details)


# -------------------------------------------------------------------------------------- judged rows

def _turn_ground_truth(row: Mapping[str, Any]) -> str | None:
    responses = row.get("response")
    if isinstance(responses, str):
        responses = [responses]
    turn = row.get("turn_idx", 1)
    if not isinstance(responses, list) or not isinstance(turn, int) or isinstance(turn, bool):
        return None
    i = max(turn - 1, 0)
    truth = responses[i] if i < len(responses) else None
    return truth if isinstance(truth, str) else None


def row_prediction(row: Mapping[str, Any]) -> str | None:
    """The prediction of an AgentWorldBench row as its judge saw it: ``extracted_output`` when a judge
    wrote one, else the observation read from ``gen``; without its response marker."""
    extracted = row.get("extracted_output")
    if isinstance(extracted, str):
        return clean_response_marker(extracted)
    gen = row.get("gen")
    if not isinstance(gen, str) or not gen:
        return None
    return clean_response_marker(parse_output(gen, "tag").observation)


def row_flatness(row: Mapping[str, Any]) -> Flatness | None:
    """The prediction of a predicted (or judged) row against its ground truth; None when the row has
    no prediction or no ground truth for its turn."""
    prediction, truth = row_prediction(row), _turn_ground_truth(row)
    if prediction is None or truth is None:
        return None
    return flatness(prediction, [clean_observation(truth) or ""])


def mean_ratio(values: Iterable[Flatness | None]) -> tuple[float | None, int]:
    """The mean ratio over the values that have one, and how many had one."""
    ratios = [f.ratio for f in values if f is not None and f.ratio is not None]
    return (sum(ratios) / len(ratios) if ratios else None), len(ratios)
