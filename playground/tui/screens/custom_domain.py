"""Setting up the custom domain in the app: its system prompt and initial state.

Kept in the settings file (``[custom_domain]``) and used for every new custom session.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Static, TextArea

from playground.settings import Settings
from playground.tui.app import playground_app
from playground.world.domains import get_domain

STYLES = Path(__file__).parent.parent / "styles"
KEY = "custom_domain"


def custom_setup(settings: Settings) -> dict[str, Any]:
    """``create_session`` arguments for a new custom session (empty: the domain's defaults)."""
    table = settings.extra.get(KEY)
    if not isinstance(table, dict):
        return {}
    return {k: table[k] for k in ("system_prompt", "initial_state") if isinstance(table.get(k), str) and table[k]}


class CustomDomainScreen(ModalScreen[bool]):
    SCOPE = "custom"
    CSS_PATH = [STYLES / "dialogs.tcss"]
    BINDINGS = [("escape", "cancel", "Cancel"), ("ctrl+s", "save", "Save")]

    def compose(self) -> ComposeResult:
        domain = get_domain("custom")
        setup = custom_setup(playground_app(self).settings)
        with Vertical(id="custom-box", classes="dialog"):
            yield Static("[b]Custom domain[/] · what the world model is told, and where new sessions start",
                         id="custom-title")
            yield Label("system prompt")
            yield TextArea(setup.get("system_prompt", domain.system_prompt), id="custom-system", soft_wrap=True,
                           tab_behavior="focus")
            yield Label("initial state")
            yield TextArea(setup.get("initial_state", domain.initial_state), id="custom-state", soft_wrap=True,
                           tab_behavior="focus")
            with Horizontal(id="custom-buttons"):
                yield Button("Save (ctrl+s)", variant="primary", id="custom-save")
                yield Button("Cancel", id="custom-cancel")

    @on(Button.Pressed, "#custom-cancel")
    def action_cancel(self) -> None:
        self.dismiss(False)

    @on(Button.Pressed, "#custom-save")
    def action_save(self) -> None:
        app = playground_app(self)
        app.settings.extra[KEY] = {"system_prompt": self.query_one("#custom-system", TextArea).text,
                                   "initial_state": self.query_one("#custom-state", TextArea).text}
        app.save_settings()
        self.notify("new custom sessions use this system prompt and initial state", title="custom domain")
        self.dismiss(True)
