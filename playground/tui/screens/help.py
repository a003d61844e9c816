"""Every key binding, from the action registry, with the keys in effect."""

from __future__ import annotations

import textwrap
from pathlib import Path

from rich.text import Text

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import DataTable, Static

from playground.tui import actions
from playground.tui.app import playground_app

STYLES = Path(__file__).parent.parent / "styles"

SCOPE_TITLES = {"app": "everywhere", "play": "play", "models": "models", "sessions": "sessions",
                "replay": "replay", "compare": "compare", "help": "help"}


class HelpScreen(ModalScreen[None]):
    SCOPE = "help"
    CSS_PATH = [STYLES / "dialogs.tcss"]
    BINDINGS = actions.bindings("help")

    def compose(self) -> ComposeResult:
        with Vertical(id="help-box", classes="dialog"):
            yield Static("[b]Key bindings[/] · remap them by id in the \\[keymap] table of the settings file",
                         id="help-title")
            yield DataTable(id="help-table", cursor_type="row", zebra_stripes=True)

    def on_mount(self) -> None:
        keymap = playground_app(self).settings.keymap
        table = self.query_one(DataTable)
        table.add_columns("where", "key", "id", "what it does")
        rows = [(SCOPE_TITLES.get(spec.scope, spec.scope), actions.effective_key(spec, keymap), spec.id, spec.help)
                for spec in actions.ACTIONS]
        # the sentence column wraps to what is left of the dialog, so no column is cut off
        fixed = sum(max(len(r[i]) for r in rows) + 2 for i in range(3)) + 6
        box = min(110, self.app.size.width * 9 // 10) - 4  # .dialog: 90% wide, at most 110, border + padding
        width = max(20, box - fixed)
        for where, key, binding_id, text in rows:
            table.add_row(where, key, binding_id, Text("\n".join(textwrap.wrap(text, width))), height=None)
        table.focus()

    def action_close(self) -> None:
        self.dismiss(None)
