"""Token-level surprise: how unlikely the model itself found the observation it wrote.

The step runner asks the engine for each sampled token's log-probability (under the raw
distribution, before temperature and top-k) when ``Thresholds.surprise`` is on, and a
:class:`SignalRecorder` keeps the observation's tokens. What is stored with the step is a
small summary (``Step.signals["surprise"]``)::

    {"tokens": 57, "mean_nll": 0.41, "peak_nll": 6.2, "peak_text": "4", "peak_at": 120,
     "span_nll": 3.9, "span_text": "n_2042", "span_at": 117, "window": 8}

``*_at`` are character offsets in the observation. A high mean says the whole observation
is improbable; a high worst-window mean points at the few tokens where the model "made
something up" (an id, a number) that it did not expect itself.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import Any

from playground.decoherence.common import clip, warn
from playground.decoherence.thresholds import Thresholds
from playground.llama.events import GenerationResult, TokenEvent
from playground.llama.sampling import GenerationParams
from playground.world.session import Session, Step
from playground.world.warning_records import WorldWarning


@dataclass
class SignalRecorder:
    """Collects the output channel's tokens of one generation (text, log-probability)."""

    thresholds: Thresholds = field(default_factory=Thresholds)
    texts: list[str] = field(default_factory=list)
    logprobs: list[float | None] = field(default_factory=list)

    @property
    def active(self) -> bool:
        th = self.thresholds
        return th.enabled and th.surprise and not th.is_disabled("signal.surprise")

    def params(self, params: GenerationParams) -> GenerationParams:
        """``params`` with log-probabilities requested when surprise statistics are on."""
        if self.active and not params.logprobs:
            return replace(params, logprobs="output")  # surprise reads the answer tokens only
        return params

    def feed(self, event: Any) -> None:
        if isinstance(event, TokenEvent) and event.channel == "output":
            self.texts.append(event.text)
            self.logprobs.append(None if event.forced else event.logprob)

    def summary(self, result: GenerationResult, observation: str | None) -> dict[str, Any] | None:
        """The step's ``signals`` entry, or None when there is nothing to summarize."""
        if not self.active or not observation or not any(lp is not None for lp in self.logprobs):
            return None
        surprise = surprise_stats(self.texts, self.logprobs, observation, window=self.thresholds.surprise_window)
        return {"surprise": surprise} if surprise is not None else None


def surprise_stats(texts: list[str], logprobs: list[float | None], observation: str, *,
                   window: int = 8) -> dict[str, Any] | None:
    """Mean/peak negative log-likelihood of the tokens that make up ``observation``.

    ``texts``/``logprobs`` are the output channel's tokens in order; the observation is found in
    their concatenation (the part after the wrapper). Tokens without a log-probability (forced by
    the engine) are skipped.
    """
    output = "".join(texts)
    start = output.rfind(observation)
    if start < 0:
        stripped = observation.strip()
        start = output.rfind(stripped) if stripped else -1
        if start < 0:
            return None
        observation = stripped
    end = start + len(observation)
    tokens: list[tuple[int, str, float]] = []  # (offset in observation, text, nll)
    pos = 0
    for text, lp in zip(texts, logprobs):
        t0, pos = pos, pos + len(text)
        if pos <= start or t0 >= end or lp is None or not math.isfinite(lp):
            continue
        tokens.append((max(0, t0 - start), text, -lp))
    if not tokens:
        return None
    nll = [t[2] for t in tokens]
    peak_i = max(range(len(nll)), key=nll.__getitem__)
    w = max(1, min(window, len(nll)))
    run = sum(nll[:w])
    best, best_i = run, 0
    for i in range(w, len(nll)):
        run += nll[i] - nll[i - w]
        if run > best:
            best, best_i = run, i - w + 1
    span = tokens[best_i:best_i + w]
    return {
        "tokens": len(nll),
        "mean_nll": round(sum(nll) / len(nll), 4),
        "peak_nll": round(nll[peak_i], 4),
        "peak_text": clip(tokens[peak_i][1], 40),
        "peak_at": tokens[peak_i][0],
        "span_nll": round(best / w, 4),
        "span_text": clip("".join(t[1] for t in span), 120),
        "span_at": span[0][0],
        "window": w,
    }


def check_surprise(session: Session, step: Step, th: Thresholds) -> list[WorldWarning]:
    s = (step.signals or {}).get("surprise")
    if not isinstance(s, dict):
        return []
    try:
        n, mean, span = int(s["tokens"]), float(s["mean_nll"]), float(s["span_nll"])
    except (KeyError, TypeError, ValueError):
        return []
    if n < th.surprise_min_tokens:
        return []
    reasons = []
    if mean >= th.surprise_mean_nll:
        reasons.append(f"mean {mean:.2f} nats/token over {n} tokens (limit {th.surprise_mean_nll:g})")
    if span >= th.surprise_span_nll:
        reasons.append(f"the worst {s.get('window', th.surprise_window)}-token span averages {span:.2f} nats "
                       f"(limit {th.surprise_span_nll:g})")
    if not reasons:
        return []
    return [warn("signal.surprise", "warning", step.index,
                 "the model found its own observation unlikely: " + "; ".join(reasons)
                 + f"; worst span {str(s.get('span_text', ''))!r}",
                 text=str(s.get("span_text", "")), mean_nll=mean, span_nll=span, peak_nll=s.get("peak_nll"),
                 span_at=s.get("span_at"))]
