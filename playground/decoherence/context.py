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
from typing import Any

from playground.decoherence.common import warn
from playground.decoherence.thresholds import Thresholds
from playground.world.session import Session, Step
from playground.world.warning_records import WorldWarning


def _t(step: Step, key: str) -> int | None:
    v = (step.timings or {}).get(key)
    return int(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else None


def _estimate(session: Session, step: Step, th: Thresholds) -> int:
    chars = len(session.header.system_prompt) + sum(len(s.message) + len(s.observation or s.ground_truth or "")
                                                    for s in session.steps if s.index < step.index)
    return int((chars + len(step.message)) / th.chars_per_token)


def check_context(session: Session, step: Step, th: Thresholds, n_ctx: int | None = None) -> list[WorldWarning]:
    """``session.steps`` holds the steps before ``step``."""
    ctx = _t(step, "n_ctx") or n_ctx
    if not ctx:
        return []
    prompt = _t(step, "prompt_tokens")
    history = [s for s in session.steps if s.index < step.index]
    if prompt is None:
        if n_ctx is None:
            return []
        prompt = _estimate(session, step, th)
        prompts = [_estimate(session, s, th) for s in history[-4:]] + [prompt]
    else:
        prompts = [p for s in history[-4:] if (p := _t(s, "prompt_tokens")) is not None
                   and (_t(s, "n_ctx") in (None, ctx))] + [prompt]
    deltas = [b - a for a, b in zip(prompts, prompts[1:]) if b > a]
    obs_tokens = int(len(step.observation or step.ground_truth or "") / th.chars_per_token)
    growth = max(1, int(sum(deltas) / len(deltas)) if deltas
                 else obs_tokens + int(len(step.message) / th.chars_per_token))
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
