"""The top line of every screen: the app, its four screens with their keys, the loaded model.

It replaces Textual's Header so the screen keys need no room in the footer (at 80 columns the
footer has space for the current screen's own actions only).
"""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from playground.base.textsafe import visible
from playground.tui import actions

# screen scope -> the binding that shows it
SCREENS = (("play", "app.play"), ("models", "app.models"), ("sessions", "app.sessions"), ("compare", "app.compare"))


class NavBar(Static):
    DEFAULT_CSS = """
    NavBar {
        dock: top;
        height: 1;
        width: 100%;
        background: $panel;
        color: $foreground-muted;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    """

    def __init__(self, current: str) -> None:
        super().__init__("", markup=False)
        self.current = current

    def on_mount(self) -> None:
        self.watch(self.app, "model_label", self._redraw, init=True)

    def _redraw(self, label: str) -> None:
        keymap: dict[str, str] = getattr(getattr(self.app, "settings", None), "keymap", {})
        text = Text(" agentworld-play ", style="bold")
        for scope, binding_id in SCREENS:
            spec = actions.BY_ID[binding_id]
            key = actions.effective_key(spec, keymap).split(",")[0].upper()
            style = "reverse bold" if scope == self.current else ""
            text.append(" ")
            text.append(f"{key} {spec.description}", style=style)
        text.append("  │ ", style="dim")
        text.append(visible(label))
        self.update(text)
