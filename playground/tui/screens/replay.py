"""Step through a saved session without a model: recorded observations, timings, warnings."""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Static

from playground.errors import PlaygroundError
from playground.tui import actions
from playground.tui.app import playground_app
from playground.tui.textview import safe
from playground.tui.widgets import highlight
from playground.tui.widgets.meters import MetersBar
from playground.tui.widgets.navbar import NavBar
from playground.tui.widgets.stepview import (ObservationPanel, ReasoningPanel, WarningsPanel, jump_target,
                                             timings_line)
from playground.tui.widgets.timeline import Timeline
from playground.world.session import Session

STYLES = Path(__file__).parent.parent / "styles"


class ReplayScreen(Screen[None]):
    SCOPE = "replay"
    CSS_PATH = [STYLES / "play.tcss", STYLES / "step.tcss"]
    BINDINGS = actions.bindings("replay")

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        self.position = 0  # index into session.steps

    def compose(self) -> ComposeResult:
        yield NavBar("sessions")
        with Horizontal(id="play-body"):
            with Vertical(id="play-side"):
                yield Static(f"[b]{safe(self.session.name)}[/]\n{safe(self.session.domain.title)}", id="replay-title")
                yield Timeline(id="timeline")
            with Vertical(id="play-main"):
                yield ObservationPanel("action", id="replay-action")
                yield ObservationPanel("observation", id="state")
                yield WarningsPanel(id="warnings")
                yield ReasoningPanel(id="reasoning")
                yield Static("", id="status")
        yield MetersBar()
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self.sub_title = f"replay · {safe(self.session.name)}"
        for note in self.session.notes:
            self.notify(safe(note.message), title=f"line {note.line} skipped", severity="warning")
        self.query_one("#timeline", Timeline).show_steps(self.session.steps, select=None)
        if self.session.steps:
            self._show(0)
        else:
            self.query_one("#state", ObservationPanel).set_text(self.session.header.initial_state or "(no steps)",
                                                                title="initial state")
            self.query_one("#warnings", WarningsPanel).show([])

    def _show(self, position: int) -> None:
        steps = self.session.steps
        self.position = max(0, min(position, len(steps) - 1))
        step = steps[self.position]
        action_panel = self.query_one("#replay-action", ObservationPanel)
        action_panel.set_highlighter(highlight.for_action(self.session.domain.json_action))
        action_panel.set_text(step.action, title=f"step {step.index} · action")
        self.query_one("#state", ObservationPanel).set_highlighter(highlight.for_observation(self.session.domain.id))
        title = "predicted observation" if step.predicted else "recorded observation"
        text = step.observation if step.observation is not None else (step.ground_truth or "(none)")
        if step.ground_truth is not None and step.observation is not None:
            text += f"\n\n── ground truth ──\n{step.ground_truth}"
        self.query_one("#state", ObservationPanel).set_text(text, title=f"step {step.index} · {title}")
        self.query_one("#warnings", WarningsPanel).show(step.warnings)
        timings = step.step_timings
        self.query_one("#reasoning", ReasoningPanel).set_text(step.reasoning,
                                                             timings.reasoning_tokens if timings else None)
        self.query_one("#status", Static).update(
            f"step {step.index}/{steps[-1].index} · {timings_line(timings, step.finish_reason)}")
        self.query_one("#timeline", Timeline).highlight_row(self.position)

    def on_warnings_panel_jump(self, message: WarningsPanel.Jump) -> None:
        """Enter on a finding: show the step it points to (the earlier fact it contradicts, else its
        own step; 0 is the initial state) and scroll to the quoted line, as on the play screen."""
        target, quote = jump_target(message.warning)
        panel = self.query_one("#state", ObservationPanel)
        if target == 0:
            panel.set_text(self.session.header.initial_state or "(empty state)", title="initial state")
        else:
            found = next((i for i, s in enumerate(self.session.steps) if s.index == target), None)
            if found is None:
                self.notify(f"step {target} is not in this session (a line skipped when it was read?)",
                            severity="warning")
                return
            self._show(found)
        line = panel.find_line(quote) if quote else None
        if line is not None:  # once the text just set has been laid out (and scrolled to its end)
            self.call_after_refresh(panel.scroll_to_text, quote)
        panel.focus()
        where = "the initial state" if target == 0 else f"step {target}"
        status = self.query_one("#status", Static)
        if line is not None:
            panel.border_subtitle = f"▲ line {line + 1}: the quoted text"
            status.update(f"{where}, line {line + 1}: [dim]{safe(quote.splitlines()[0])}[/]")
        else:
            status.update(where + (" (the quoted text was not found in it)" if quote else ""))

    def on_timeline_step_chosen(self, event: Timeline.StepChosen) -> None:
        for i, s in enumerate(self.session.steps):
            if s.index == event.index and i != self.position:
                self._show(i)

    def action_next_step(self) -> None:
        if self.session.steps:
            self._show(self.position + 1)

    def action_prev_step(self) -> None:
        if self.session.steps:
            self._show(self.position - 1)

    def action_first_step(self) -> None:
        if self.session.steps:
            self._show(0)

    def action_last_step(self) -> None:
        if self.session.steps:
            self._show(len(self.session.steps) - 1)

    def action_close(self) -> None:
        self.app.pop_screen()

    def action_fork(self) -> None:
        """A new session sharing steps 1..this one, opened on the play screen to continue from here."""
        from playground.tui.forks import fork

        if not self.session.steps:
            self.notify("this session has no steps to fork from", severity="warning")
            return
        upto = self.session.steps[self.position].index
        try:
            forked = fork(self.session, upto, playground_app(self).sessions_dir)
        except PlaygroundError as e:
            self.notify(safe(str(e)), severity="error")
            return
        app = playground_app(self)
        app.pop_screen()
        app.show_in_play(forked)
        self.notify(f"forked at step {upto} into {safe(forked.name)}", title="fork")
