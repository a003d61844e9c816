"""Context pressure: warn while there is still room, not when the context is already full.

Every step's prompt is the whole history, so it grows by about one action and one
observation per step. From the recorded token counts (``timings``: prompt tokens, context
size) the detector projects the next step: its prompt (this one plus the usual growth)
plus room to generate (the most any step of the session generated, or
``context_reserve_tokens``).

- ``context.pressure`` (warning): the next step would use more than ``context_warn_fraction``
  of the context, or at most ``context_warn_steps`` more steps fit;
- ``context.overflow`` (error): the next step does not fit: earlier steps would have to be cut
  off (the engine refuses a prompt longer than the context rather than dropping history
  silently).
Steps without token counts (hand-written or imported sessions) are estimated from their text
when a context size is known (``check --n-ctx``).
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass, field
from typing import Any

from playground.decoherence.common import warn
from playground.decoherence.thresholds import Thresholds
from playground.world.session import Session, Step
from playground.world.warning_records import WorldWarning


def _t(step: Step, key: str) -> int | None:
    v = (step.timings or {}).get(key)
    return int(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else None


def _chars(step: Step) -> int:
    return len(step.message) + len(step.observation or step.ground_truth or "")


def _estimate(session: Session, step: Step, th: Thresholds, chars: int | None = None) -> int:
    """``chars``: the history's text length before ``step`` when the caller knows it already."""
    if chars is None:
        chars = sum(_chars(s) for s in session.steps if s.index < step.index)
    return int((len(session.header.system_prompt) + chars + len(step.message)) / th.chars_per_token)


@dataclass
class _History:
    """What this detector needs of a history, summed as it grows. A check walks a session step by step
    and every step's history is the one before plus a step; summing it anew each time made a whole
    check quadratic in the session's length. Valid while ``steps`` is the same list, only appended to."""

    steps: list[Step]
    count: int = 0
    last: Step | None = None
    ordered: bool = True  # the indexes rise: the steps before any step are the ones ahead of it in the list
    most_generated: int | None = None
    chars: list[int] = field(default_factory=lambda: [0])  # chars[k]: text length of the first k steps

    def follows(self, steps: list[Step]) -> bool:
        return steps is self.steps and len(steps) >= self.count and (
            self.count == 0 or steps[self.count - 1] is self.last)

    def extend(self) -> None:
        for s in self.steps[self.count:]:
            g = _t(s, "generated_tokens")
            if g is not None and (self.most_generated is None or g > self.most_generated):
                self.most_generated = g
            self.ordered = self.ordered and (self.last is None or s.index > self.last.index)
            self.last = s
            self.chars.append(self.chars[-1] + _chars(s))
        self.count = len(self.steps)


_local = threading.local()  # one history per thread: checks may run in several at once


def _history(steps: list[Step]) -> _History:
    h: _History | None = getattr(_local, "history", None)
    if h is None or not h.follows(steps):
        h = _local.history = _History(steps)
    h.extend()
    return h


def check_context(session: Session, step: Step, th: Thresholds, n_ctx: int | None = None) -> list[WorldWarning]:
    """``session.steps`` holds the steps before ``step``."""
    ctx = _t(step, "n_ctx") or n_ctx
    if not ctx:
        return []
    prompt = _t(step, "prompt_tokens")
    summed = _history(session.steps)
    if summed.ordered and (summed.last is None or summed.last.index < step.index):  # as in every session
        history, before = session.steps, summed.chars
    else:  # an odd list: take the steps before this one the long way
        history, before = [s for s in session.steps if s.index < step.index], None
    if prompt is None:
        if n_ctx is None:
            return []
        prompt = _estimate(session, step, th, before[-1] if before else None)
        tail = range(max(0, len(history) - 4), len(history))
        prompts = [_estimate(session, history[i], th, before[i] if before else None) for i in tail] + [prompt]
    else:
        prompts = [p for s in history[-4:] if (p := _t(s, "prompt_tokens")) is not None
                   and (_t(s, "n_ctx") in (None, ctx))] + [prompt]
    deltas = [b - a for a, b in zip(prompts, prompts[1:]) if b > a]
    obs_tokens = int(len(step.observation or step.ground_truth or "") / th.chars_per_token)
    growth = max(1, int(sum(deltas) / len(deltas)) if deltas
                 else obs_tokens + int(len(step.message) / th.chars_per_token))
    if before is not None:
        generated = [g for g in (summed.most_generated, _t(step, "generated_tokens")) if g is not None]
    else:
        generated = [g for s in [*history, step] if (g := _t(s, "generated_tokens")) is not None]
    reserve = th.context_reserve_tokens or (max(generated) if generated else _max_tokens(step) or 0)
    need = prompt + growth + reserve
    steps_left = math.floor((ctx - reserve - prompt) / growth) if growth > 0 else 99
    facts: dict[str, Any] = {"n_ctx": ctx, "prompt_tokens": prompt, "growth_per_step": growth,
                             "reserve": reserve, "next_step_needs": need}
    if need > ctx:
        return [warn("context.overflow", "error", step.index,
                     f"the next step needs about {need:,} tokens ({prompt:,} of history, ~{growth:,} for the new turn, "
                     f"{reserve:,} to generate) but the context holds {ctx:,}: earlier steps would have to be cut "
                     "off; fork from an earlier step, or load the model with a larger context",
                     text=f"prompt {prompt:,} / context {ctx:,} tokens", **facts)]
    if need > th.context_warn_fraction * ctx or steps_left <= th.context_warn_steps:
        return [warn("context.pressure", "warning", step.index,
                     f"the history fills {prompt / ctx:.0%} of the {ctx:,}-token context; about {max(0, steps_left)} "
                     "more step(s) fit before earlier steps would be cut off",
                     text=f"prompt {prompt:,} / context {ctx:,} tokens", steps_left=max(0, steps_left), **facts)]
    return []


def _max_tokens(step: Step) -> int | None:
    v = (step.params or {}).get("max_tokens")
    return int(v) if isinstance(v, int) and not isinstance(v, bool) else None
