"""One progress line for long CLI jobs (pull, quantize): redrawn in place on a terminal, a few
plain lines otherwise, so a log file or CI output gets a handful of lines instead of thousands."""

from __future__ import annotations

import shutil
import time
from typing import TextIO


class LineProgress:
    """Shows ``text`` for a job at ``fraction`` done.

    On a terminal the line is redrawn with ``\\r`` (cut to the terminal's width). Elsewhere a new
    line is written when the phase changes, every ``step_pct`` percent, every ``every_s`` seconds,
    and at the end.
    """

    def __init__(self, stream: TextIO, *, step_pct: float = 10.0, every_s: float = 30.0) -> None:
        self.stream = stream
        self.tty = bool(getattr(stream, "isatty", lambda: False)())
        self.step_pct = step_pct
        self.every_s = every_s
        self.last_pct = -100.0
        self.last_t = 0.0
        self.last_phase: str | None = None
        self.ended_phase: str | None = None  # the phase whose final line was written
        self.drawn = False

    def show(self, text: str, fraction: float, *, phase: str = "", final: bool = False) -> None:
        if self.tty:
            width = max(20, shutil.get_terminal_size((80, 24)).columns - 1)
            self.stream.write("\r" + text[:width].ljust(width))
            self.drawn = True
        else:
            pct = fraction * 100
            now = time.monotonic()
            due = pct - self.last_pct >= self.step_pct or now - self.last_t >= self.every_s
            if due or phase != self.last_phase or (final and self.ended_phase != phase):
                self.stream.write(text + "\n")
                self.last_pct, self.last_t, self.last_phase = pct, now, phase
                if final:
                    self.ended_phase = phase
        self.stream.flush()

    def finish(self) -> None:
        """End a redrawn line (before other output or at exit); safe to call more than once."""
        if self.tty and self.drawn:
            self.stream.write("\n")
            self.stream.flush()
            self.drawn = False
