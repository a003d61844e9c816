"""Turn the engine's per-token events into a few UI updates per second.

At 150 tok/s a widget update per token would swamp the UI; whoever runs the step feeds
every event to :class:`DeltaBatcher` and posts only what :meth:`poll` hands
back, at most every ``interval`` seconds (and always on a phase change, so the
status line never lags a switch from reasoning to output).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Callable

from playground.llama.events import ChannelSwitch, Finished, Notice, PromptProgress, TokenEvent


@dataclass
class StepDelta:
    """What changed since the last update of a running step (batched, about 10 a second)."""

    phase: str  # "prompt", "reasoning", "output"
    reasoning: str = ""
    output: str = ""
    prompt_done: int = 0
    prompt_total: int = 0
    prompt_reused: int = 0
    tokens: int = 0
    reasoning_tokens: int = 0
    tok_s: float = 0.0
    notices: list[str] = field(default_factory=list)


UPDATE_INTERVAL_S = 0.1  # 10 updates a second: smooth to read, cheap for the UI thread


class DeltaBatcher:
    def __init__(self, interval: float = UPDATE_INTERVAL_S, clock: Callable[[], float] = time.perf_counter) -> None:
        self.interval = interval
        self._clock = clock
        self._last_flush = clock()
        self._gen_start: float | None = None
        self._pending = StepDelta(phase="prompt")
        self._dirty = False
        self.tokens = 0
        self.reasoning_tokens = 0

    def feed(self, ev: object) -> None:
        d = self._pending
        if isinstance(ev, TokenEvent):
            if self._gen_start is None:
                self._gen_start = self._clock()
            self.tokens += 1
            if ev.channel == "reasoning":
                self.reasoning_tokens += 1
                d.reasoning += ev.text
            else:
                d.output += ev.text
            if d.phase != ev.channel:
                d.phase = ev.channel
                self._last_flush = 0.0  # phase change: flush at the next poll
        elif isinstance(ev, ChannelSwitch):
            d.phase = ev.channel
            self._last_flush = 0.0
        elif isinstance(ev, PromptProgress):
            d.prompt_done, d.prompt_total, d.prompt_reused = ev.done, ev.total, ev.reused
        elif isinstance(ev, Notice):
            d.notices.append(ev.message)
            self._last_flush = 0.0
        elif isinstance(ev, Finished):
            self._last_flush = 0.0
        else:
            return
        self._dirty = True

    def poll(self, force: bool = False) -> StepDelta | None:
        """The batched delta if it is time (or ``force``), else None."""
        now = self._clock()
        if not self._dirty or (not force and now - self._last_flush < self.interval):
            return None
        d = self._pending
        d.tokens = self.tokens
        d.reasoning_tokens = self.reasoning_tokens
        if self._gen_start is not None and now > self._gen_start and self.tokens > 1:
            d.tok_s = (self.tokens - 1) / (now - self._gen_start)
        self._pending = StepDelta(phase=d.phase, prompt_done=d.prompt_done, prompt_total=d.prompt_total,
                                  prompt_reused=d.prompt_reused)
        self._dirty = False
        self._last_flush = now
        return d
