"""Every key binding, from the action registry, with the keys in effect."""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import DataTable, Static

from playground.tui import actions

STYLES = Path(__file__).parent.parent / "styles"

SCOPE_TITLES = {"app": "everywhere", "play": "play", "models": "models", "sessions": "sessions",
                "replay": "replay", "compare": "compare", "help": "help"}


class HelpScreen(ModalScreen[None]):
    SCOPE = "help"
    CSS_PATH = [STYLES / "dialogs.tcss"]
    BINDINGS = actions.bindings("help")

    def compose(self) -> ComposeResult:
        with Vertical(id="help-box", classes="dialog"):
            yield Static("[b]Key bindings[/]  ·  remap them by id in the [keymap] table of the settings file",
                         id="help-title")
            yield DataTable(id="help-table", cursor_type="row", zebra_stripes=True)

    def on_mount(self) -> None:
        keymap = getattr(self.app, "settings").keymap
        table = self.query_one(DataTable)
        table.add_columns("where", "key", "action", "id")
        for spec in actions.ACTIONS:
            table.add_row(SCOPE_TITLES.get(spec.scope, spec.scope), actions.effective_key(spec, keymap),
                          spec.help, spec.id)
        table.focus()

    def action_close(self) -> None:
        self.dismiss(None)
