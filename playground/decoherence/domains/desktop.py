"""The desktop binding: the screens of a desktop (domains/gui.py) and the shell behind a terminal window on
them (domains/terminal.py). A terminal window's text is a shell screen: when the agent's code types
command lines ended with Enter and the one terminal on the screen shows them, they are followed as typed at
a shell, and what they print is read as a terminal's output is.
"""

from __future__ import annotations

from typing import Any

from playground.decoherence.domains.gui import GuiSession
from playground.decoherence.domains.terminal import TerminalSession
from playground.decoherence.effects.gui import typed_lines
from playground.decoherence.engine import Reading
from playground.decoherence.engine.model import Write
from playground.decoherence.shell import typed_commands
from playground.decoherence.views.shell_screen import align, parse_screen

TERMINAL_ROLES = frozenset({"terminal"})


class DesktopSession:
    """A desktop's screens, and the shell of its terminal window."""

    def __init__(self) -> None:
        self.gui = GuiSession("desktop")
        self.sh = TerminalSession()
        self.shell_text: str | None = None  # the terminal's text, when the step's commands ran in it

    def seed(self, state: str | None) -> None:
        self.gui.seed(state)

    def snapshot(self) -> Any:
        return self.gui.snapshot(), self.sh.snapshot()

    def restore(self, saved: Any) -> None:
        self.gui.restore(saved[0])
        self.sh.restore(saved[1])

    def step(self, step: int, action: Any, observation: str) -> tuple[list[Write], Reading]:
        writes, reading = self.gui.step(step, action, observation)
        lines = typed_lines(action)
        keys = "\n".join(lines) + "\n"
        text = self._terminal_text() if lines else None
        self.shell_text = None
        if text is not None and self._ran_last(keys, text):
            shell_writes, shell_reading = self.sh.step(step, keys, text)
            writes += shell_writes
            reading.extend(shell_reading)
            self.shell_text = text
        return writes, reading

    def fresh_text(self, observation: str) -> str | None:
        """The screen with its terminal's text cut to what the step's commands printed (the rest of the screen
        is drawn anew each step; the terminal's lines above those are earlier steps')."""
        text, fresh = self.shell_text, self.sh.fresh
        if text is None or fresh is None or text not in observation:
            return None
        return observation.replace(text, fresh, 1)

    @staticmethod
    def _ran_last(keys: str, text: str) -> bool:
        """Whether the terminal shows the typed commands as its last ones (typed into another window, they
        may still be in its scrollback from before)."""
        segments = parse_screen(text)
        _first, at, n = align(typed_commands(keys)[0], segments)
        return n > 0 and at + n >= len(segments) - 1

    def _terminal_text(self) -> str | None:
        """The text of the one terminal the screen shows (None: none, or several)."""
        screen = self.gui.screen
        texts = [e.attrs.get("text", "") for e in screen.elements if e.role in TERMINAL_ROLES] if screen else []
        return texts[0] if len(texts) == 1 and texts[0].strip() else None


BINDS = {"desktop": DesktopSession}
