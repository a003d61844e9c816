"""The play screen's panels by keyboard: one key per panel, jumps from a warning to the step and
line it quotes, and the domain picker's offer of a new session once a session has steps.

Kept out of ``play.py`` so the screen module stays about stepping; the screen calls these.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widget import Widget
from textual.widgets import Button, Static

from playground.errors import PlaygroundError
from playground.tui.textview import safe
from playground.tui.widgets.stepview import ObservationPanel, WarningsPanel, jump_target
from playground.world.warning_records import WorldWarning

if TYPE_CHECKING:
    from playground.tui.screens.play import PlayScreen

STYLES = Path(__file__).parent.parent / "styles"

# panel name -> (widget id, binding id); the binding's key is shown in the panel's title
PANELS: dict[str, tuple[str, str]] = {
    "timeline": ("timeline", "play.timeline"),
    "state": ("state", "play.state"),
    "observation": ("observation", "play.prediction"),
    "warnings": ("warnings", "play.warnings"),
    "editor": ("action", "play.edit"),
    "domain": ("domain", "play.pick_domain"),
}

EMPTY = {"observation": "no prediction yet: step first", "warnings": "no warnings on this step",
         "timeline": "no steps yet"}


def panel_key(screen: PlayScreen, panel: str) -> str:
    """The first key of a panel's binding (the one shown in titles)."""
    return screen.key(PANELS[panel][1]).split(",")[0]


def focus_panel(screen: PlayScreen, panel: str) -> None:
    widget_id, _ = PANELS[panel]
    widget: Widget = screen.query_one(f"#{widget_id}")
    empty = panel == "timeline" and not (screen.session is not None and screen.session.steps)
    if not widget.display or empty:
        screen.notify(EMPTY.get(panel, f"the {panel} panel is not shown now"), severity="information", timeout=3)
        return
    widget.focus()


def show_key_hints(screen: PlayScreen) -> None:
    """Put each panel's key in its title (lazygit and harlequin number their panels the same way)."""
    for panel in ("state", "observation"):
        screen.query_one(f"#{PANELS[panel][0]}", ObservationPanel).key_hint = panel_key(screen, panel)
    screen.query_one("#timeline").border_title = f"{panel_key(screen, 'timeline')} steps"
    screen.query_one("#domain-label", Static).update(f"[dim]{panel_key(screen, 'domain')}[/] domain")
    screen.query_one("#warnings", WarningsPanel).key_hint = panel_key(screen, "warnings")


def jump_to_warning(screen: PlayScreen, warning: WorldWarning) -> None:
    """Show the step a warning points to (the earlier fact it contradicts, else its own step) and
    scroll the panel holding the quoted text to that line."""
    session = screen.session
    if session is None or not session.steps or screen._stepping:
        return
    target, quote = jump_target(warning)
    # step 0 is the initial state: the first step's state panel shows it
    shown = session.steps[0].index if target == 0 else target
    try:
        step = session.step(shown)
    except PlaygroundError as e:
        screen.notify(safe(str(e)), severity="warning")
        return
    screen.select_step(step.index)
    panel = screen.query_one("#state" if target == 0 else "#observation", ObservationPanel)
    line = panel.scroll_to_text(quote) if quote else None
    panel.focus()
    where = "the initial state" if target == 0 else f"step {target}"
    if line is not None:
        panel.border_subtitle = f"▲ line {line + 1}: the quoted text"
        screen.set_status(f"{where}, line {line + 1}: [dim]{safe(quote.splitlines()[0] if quote else '')}[/]")
    else:
        screen.set_status(f"{where}" + (" (the quoted text was not found in it)" if quote else ""))


class NewSessionDialog(ModalScreen[bool]):
    """The domain is fixed once a session has steps: offer a new session in the picked domain."""

    CSS_PATH = [STYLES / "dialogs.tcss"]
    BINDINGS = [("escape", "keep", "Keep this session")]
    AUTO_FOCUS = "#new-session-yes"

    def __init__(self, domain_title: str, session_name: str) -> None:
        super().__init__()
        self.domain_title, self.session_name = domain_title, session_name

    def compose(self) -> ComposeResult:
        with Vertical(id="new-session-box", classes="dialog"):
            yield Static(f"[b]{safe(self.session_name)}[/] has steps, so its domain stays. "
                         f"Start a new session in [b]{safe(self.domain_title)}[/]? "
                         "The current session stays saved.", id="new-session-text")
            with Horizontal(id="new-session-buttons"):
                yield Button(f"New session in {self.domain_title}", variant="primary", id="new-session-yes")
                yield Button("Keep this session (esc)", id="new-session-no")

    @on(Button.Pressed, "#new-session-yes")
    def _yes(self) -> None:
        self.dismiss(True)

    @on(Button.Pressed, "#new-session-no")
    def action_keep(self) -> None:
        self.dismiss(False)
