"""A path field that completes from the file system: Tab (or the right arrow) accepts the grey
suggestion, as in a shell; Tab with nothing to accept moves on to the next field."""

from __future__ import annotations

import os
from pathlib import Path

from textual.binding import Binding
from textual.suggester import Suggester
from textual.widgets import Input


class PathSuggester(Suggester):
    """Completes the last part of a path from the entries of its directory (GGUF files and folders)."""

    def __init__(self) -> None:
        super().__init__(use_cache=False, case_sensitive=True)

    async def get_suggestion(self, value: str) -> str | None:
        if not value:
            return None
        expanded = os.path.expanduser(value)
        folder, _, prefix = expanded.rpartition(os.sep)
        try:
            names = sorted(os.listdir(folder or os.curdir))
        except OSError:
            return None
        base = Path(folder or os.curdir)
        for name in names:
            if not name.startswith(prefix) or name == prefix or name.startswith("."):
                continue
            if (base / name).is_dir():
                return value + name[len(prefix):] + os.sep
            if name.lower().endswith(".gguf"):
                return value + name[len(prefix):]
        return None


class PathInput(Input):
    """An Input with :class:`PathSuggester` where Tab completes instead of leaving the field."""

    BINDINGS = [Binding("tab", "complete", "Complete the path", show=False)]

    def __init__(self, value: str | None = None, placeholder: str = "", **kwargs: object) -> None:
        super().__init__(value, placeholder=placeholder, suggester=PathSuggester(), **kwargs)  # type: ignore[arg-type]

    @property
    def suggestion(self) -> str:
        """The grey completion on show ("" when none)."""
        return self._suggestion

    def action_complete(self) -> None:
        if self._suggestion and self._suggestion != self.value:
            self.value = self._suggestion
            self.cursor_position = len(self.value)
        else:
            self.screen.focus_next()
