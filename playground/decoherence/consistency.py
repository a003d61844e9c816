"""Self-consistency: resample one step k times and see whether the model agrees with itself.

The prompt is the step's recorded one (its history and user turn), so the engine finds the
checkpoint it saved one token before the end of that prompt (playground/llama/checkpoints.py):
every resample after the first evaluates about one prompt token, however long the history.
Nothing is written: the session file is never touched.

What is compared is the content that should not depend on chance: observation lines (or, for
JSON, the leaves with their paths), with time stamps, durations, long hex ids and similar
volatile text masked. ``agreement`` is how much the resamples agree among themselves (mean
pairwise Jaccard), ``support`` how much they agree with the recorded observation. The
recorded observation is suspect when the resamples agree with each other clearly more than
with it, or when most of them reach the other outcome (error vs success).
"""

from __future__ import annotations

import json
import re
import threading
import time
from dataclasses import dataclass, field, replace
from itertools import combinations
from typing import Any, Sequence

from playground.decoherence.common import checked_text, clip, warn
from playground.decoherence.mcp_results import is_error, load_json
from playground.decoherence.thresholds import Thresholds
from playground.llama.events import Finished
from playground.llama.sampling import GenerationParams
from playground.world.errors import SessionStepError
from playground.world.parsing import parse_output
from playground.world.prompts import render_prompt
from playground.world.session import Session
from playground.world.warning_records import WorldWarning

_VOLATILE = [
    (re.compile(r"\d{4}-\d\d-\d\d[T ]\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]\d\d:?\d\d)?"), "<time>"),
    (re.compile(r"\b\d{4}[/-]\d\d[/-]\d\d\b"), "<date>"),
    (re.compile(r"\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\s+\d{1,2}\b"), "<date>"),
    (re.compile(r"\b\d{1,2}:\d\d(?::\d\d(?:\.\d+)?)?\b"), "<clock>"),
    (re.compile(r"\b\d+(?:\.\d+)?\s?(?:ms|s|sec|seconds|min|kB|KiB|MB|MiB|GB|MB/s|kB/s)\b"), "<qty>"),
    (re.compile(r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b", re.I), "<uuid>"),
    (re.compile(r"\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,}\b", re.I), "<hex>"),
]
_TEXT_ERROR = re.compile(r"No such file or directory|command not found|Permission denied|Traceback \(most recent|"
                         r"\berror\b|\bnot found\b|\bfailed\b|\bdenied\b|\binvalid\b", re.IGNORECASE)


def mask(text: str) -> str:
    for rx, token in _VOLATILE:
        text = rx.sub(token, text)
    return " ".join(text.split())


def units(observation: str) -> set[str]:
    """The comparable pieces of an observation: JSON leaves with their paths, or non-empty lines."""
    value, err, looks = load_json(observation)
    if looks and err is None and value is not None:
        out: set[str] = set()

        def walk(v: Any, path: str) -> None:
            if isinstance(v, dict):
                for k, x in v.items():
                    walk(x, f"{path}.{k}")
            elif isinstance(v, list):
                for x in v:
                    walk(x, f"{path}[]")
            else:
                out.add(f"{path}={mask(json.dumps(v, ensure_ascii=False))}")

        walk(value, "$")
        return out
    return {mask(ln) for ln in observation.split("\n") if ln.strip()}


def outcome(observation: str) -> str:
    value, err, looks = load_json(observation)
    if looks and err is None:
        return "error" if is_error(value, observation) else "ok"
    return "error" if _TEXT_ERROR.search(observation) else "ok"


def jaccard(a: set[str], b: set[str]) -> float:
    if not a and not b:
        return 1.0
    return len(a & b) / len(a | b)


@dataclass
class Sample:
    observation: str
    outcome: str
    seed: int
    prompt_tokens: int
    prompt_tokens_evaluated: int
    generated_tokens: int
    seconds: float
    finish_reason: str

    def to_dict(self) -> dict[str, Any]:
        return {**self.__dict__, "observation": clip(self.observation, 400)}


@dataclass
class ConsistencyReport:
    step: int
    recorded: str
    recorded_outcome: str
    samples: list[Sample] = field(default_factory=list)
    agreement: float = 1.0  # resamples among themselves
    support: float = 1.0  # resamples with the recorded observation
    outcome_agreement: float = 1.0  # share of resamples with the recorded outcome
    disputed: list[str] = field(default_factory=list)  # recorded units no resample has
    seconds: float = 0.0

    @property
    def k(self) -> int:
        return len(self.samples)

    def warnings(self, thresholds: Thresholds | None = None) -> list[WorldWarning]:
        th = thresholds or Thresholds()
        if self.k == 0 or th.is_disabled("signal.consistency"):
            return []
        out: list[WorldWarning] = []
        facts: dict[str, Any] = {"k": self.k, "agreement": round(self.agreement, 3), "support": round(self.support, 3),
                 "outcome_agreement": round(self.outcome_agreement, 3), "disputed": self.disputed[:8]}
        flipped = self.k >= 2 and self.outcome_agreement <= th.consistency_outcome_flip
        if (self.support < th.consistency_min_support and self.agreement - self.support >= th.consistency_margin) \
                or flipped:
            why = (f"{round((1 - self.outcome_agreement) * self.k)} of {self.k} resamples end in "
                   f"{'success' if self.recorded_outcome == 'error' else 'an error'}" if flipped else
                   f"the {self.k} resamples agree with each other ({self.agreement:.0%}) more than with it "
                   f"({self.support:.0%})")
            out.append(warn("signal.consistency", "warning", self.step,
                            f"the recorded observation is not what the model usually predicts here: {why}",
                            text=self.disputed[0] if self.disputed else clip(self.recorded, 120), **facts))
        elif self.agreement < th.consistency_unsure and self.k >= 2:
            out.append(warn("signal.consistency", "info", self.step,
                            f"the model is unsure about this step: its {self.k} resamples agree only "
                            f"{self.agreement:.0%} with each other", text=clip(self.recorded, 120), **facts))
        return out

    def to_dict(self) -> dict[str, Any]:
        return {"step": self.step, "k": self.k, "agreement": round(self.agreement, 4),
                "support": round(self.support, 4), "outcome_agreement": round(self.outcome_agreement, 4),
                "recorded_outcome": self.recorded_outcome, "disputed": self.disputed[:20],
                "seconds": round(self.seconds, 3), "samples": [s.to_dict() for s in self.samples]}


def score(report: ConsistencyReport) -> ConsistencyReport:
    """Fill in agreement, support, outcome agreement and disputed units from the samples."""
    rec = units(report.recorded)
    alts = [units(s.observation) for s in report.samples]
    if len(alts) >= 2:
        pairs = list(combinations(alts, 2))
        report.agreement = sum(jaccard(a, b) for a, b in pairs) / len(pairs)
    if alts:
        report.support = sum(jaccard(rec, a) for a in alts) / len(alts)
        report.outcome_agreement = sum(s.outcome == report.recorded_outcome for s in report.samples) / len(alts)
        seen = set().union(*alts)
        report.disputed = sorted(u for u in rec if u not in seen)
    return report


def _thinking(raw: str | None) -> bool:
    # The runner records no flag; a think block in the answer means the prompt opened one.
    return raw is None or raw.lstrip().startswith("<think>") or "</think>" in raw


def check_consistency(engine: Any, session: Session, step_index: int, k: int | None = None,
                      params: GenerationParams | None = None, *, thresholds: Thresholds | None = None,
                      cancel: threading.Event | None = None, enable_thinking: bool | None = None,
                      seeds: Sequence[int] | None = None) -> ConsistencyReport:
    """Resample step ``step_index`` ``k`` times from its recorded prompt and score the agreement.

    ``params`` default to the step's recorded sampling parameters (each resample gets its own seed).
    The session and its file are not changed.
    """
    th = thresholds or Thresholds()
    k = th.consistency_k if k is None else k
    if k < 1:
        raise SessionStepError("the self-consistency check needs k >= 1 resamples")
    step = session.step(step_index)
    recorded = checked_text(step)
    if recorded is None:
        raise SessionStepError(f"step {step_index} of {session.name} has no observation to compare with")
    history = [s for s in session.steps if s.index < step_index]
    thinking = _thinking(step.raw) if enable_thinking is None else enable_thinking
    prompt = render_prompt(engine, session, step.message, history=history, enable_thinking=thinking)
    if params is None:
        try:
            params = GenerationParams.from_dict(step.params) if step.params else GenerationParams()
        except (TypeError, ValueError):
            params = GenerationParams()
    base = (step.seed if step.seed is not None else 0) + 1
    seeds = list(seeds) if seeds is not None else [(base + i) % (2**31) for i in range(k)]
    report = ConsistencyReport(step_index, recorded, outcome(recorded))
    t0 = time.perf_counter()
    for seed in seeds[:k]:
        if cancel is not None and cancel.is_set():
            break
        t = time.perf_counter()
        result = None
        for ev in engine.generate(prompt, replace(params, seed=seed, logprobs=False), cancel):
            if isinstance(ev, Finished):
                result = ev.result
        if result is None or result.finish_reason == "cancelled":
            break
        obs = parse_output(result.raw, session.domain.wrapper).observation
        report.samples.append(Sample(obs, outcome(obs), seed, result.timings.prompt_tokens,
                                     result.timings.prompt_tokens_evaluated, result.timings.generated_tokens,
                                     time.perf_counter() - t, result.finish_reason))
    report.seconds = time.perf_counter() - t0
    return score(report)
