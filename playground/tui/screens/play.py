"""The play screen: pick a domain, write an action, watch the world model predict the next state."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any, Iterator

from textual import on, work
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Header, Select, Static, TextArea

from playground.enginehost import RemoteEngine, StepOutcome
from playground.streaming import StepDelta
from playground.errors import PlaygroundError
from playground.sampling import GenerationParams
from playground.tui import actions
from playground.tui.messages import ConsistencyDone, StepDone, StepFailed, StepProgress
from playground.tui.widgets.meters import MetersBar
from playground.tui.widgets.stepview import ObservationPanel, ReasoningPanel, WarningsPanel, timings_line
from playground.tui.widgets.timeline import Timeline
from playground.world.domains import DOMAINS, get_domain
from playground.world.session import Session, Step
from playground.world.store import create_session, fork_session, load_session

STYLES = Path(__file__).parent.parent / "styles"


def generation_params(settings, overrides: dict | None = None) -> GenerationParams:  # type: ignore[no-untyped-def]
    return replace(GenerationParams(
        temperature=settings.temperature, top_p=settings.top_p, top_k=settings.top_k,
        seed=None if settings.seed < 0 else settings.seed,
        reasoning_budget=settings.reasoning_budget or None, max_tokens=settings.max_tokens,
    ), **(overrides or {})).validate()


class PlayScreen(Screen[None]):
    SCOPE = "play"
    CSS_PATH = [STYLES / "play.tcss", STYLES / "step.tcss"]
    BINDINGS = actions.bindings("play")

    def __init__(self) -> None:
        super().__init__()
        self.session: Session | None = None
        self.domain_id = "terminal"
        self.selected: int | None = None  # step shown; None = the live end of the session
        self._step_engine: RemoteEngine | None = None
        self._stepping = False
        self._consistency_thresholds: Any = None  # what the running resample's warnings are judged by

    # ----------------------------------------------------------- layout

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="play-body"):
            with Vertical(id="play-side"):
                yield Select([(d.title, d.id) for d in DOMAINS.values()], value=self.domain_id,
                             allow_blank=False, id="domain")
                yield Timeline(id="timeline")
            with Vertical(id="play-main"):
                yield ObservationPanel("state", id="state")
                yield WarningsPanel(id="warnings")
                yield ReasoningPanel(id="reasoning")
                yield TextArea(get_domain(self.domain_id).action_template, id="action", soft_wrap=True,
                               tab_behavior="indent")
                yield Static("", id="status", markup=True)
        yield MetersBar()
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#action", TextArea).border_title = "action · ctrl+s step · esc cancel"
        self.query_one("#warnings", WarningsPanel).show([])
        self.watch(self.app, "model_label", self._model_label_changed, init=True)
        self._show_new_session()

    def _model_label_changed(self, label: str) -> None:
        self.sub_title = label
        self._set_status(self._idle_status())

    def _idle_status(self) -> str:
        if getattr(self.app, "engine", None) is None:
            return "[b]no model loaded[/] · F3 opens the models screen"
        if self.session is None:
            return f"new {get_domain(self.domain_id).title} session · write an action and press ctrl+s"
        return f"{self.session.name} · {len(self.session.steps)} steps"

    def _set_status(self, text: str) -> None:
        self.query_one("#status", Static).update(text)

    # ------------------------------------------------------- sessions

    def _show_new_session(self) -> None:
        domain = get_domain(self.domain_id)
        self.session = None
        self.selected = None
        self.query_one("#timeline", Timeline).show_steps([])
        self.query_one("#state", ObservationPanel).set_text(domain.initial_state or "(empty state)",
                                                            title=f"initial state · {domain.title}")
        self.query_one("#action", TextArea).load_text(domain.action_template)
        self.query_one("#warnings", WarningsPanel).show([])
        self.query_one("#reasoning", ReasoningPanel).set_text("")
        self._set_status(self._idle_status())

    def open_session(self, session: Session, select: int | None = None) -> None:
        """Show ``session`` (e.g. a fork from the replay view); new steps append to it."""
        self.session = session
        self.domain_id = session.domain.id
        with self.prevent(Select.Changed):
            self.query_one("#domain", Select).value = self.domain_id
        self.query_one("#timeline", Timeline).show_steps(session.steps, select)
        self.selected = select
        if session.steps:
            self._show_step(session.step(select) if select else session.steps[-1])
        else:
            self.query_one("#state", ObservationPanel).set_text(session.header.initial_state or "(empty state)",
                                                                title="initial state")
        self.query_one("#action", TextArea).load_text(session.domain.action_template)
        for note in session.notes:
            self.notify(note.message, title=f"{session.name}: line {note.line}", severity="warning")
        self._set_status(self._idle_status())

    @on(Select.Changed, "#domain")
    def _domain_changed(self, event: Select.Changed) -> None:
        if event.value == self.domain_id or not isinstance(event.value, str):
            return
        if self.session is not None and self.session.steps:
            self.notify("the domain is fixed once a session has steps; ctrl+n starts a new session",
                        severity="warning")
            with self.prevent(Select.Changed):
                event.select.value = self.domain_id
            return
        self.domain_id = event.value
        self._show_new_session()

    @on(Timeline.StepChosen)
    def _step_chosen(self, event: Timeline.StepChosen) -> None:
        if self._stepping or self.session is None:
            return
        self.selected = event.index
        self._show_step(self.session.step(event.index))

    def _show_step(self, step: Step) -> None:
        title = f"step {step.index} · predicted observation"
        if step.ground_truth is not None and step.observation is None:
            title = f"step {step.index} · ground truth"
        text = step.observation if step.observation is not None else (step.ground_truth or "(no observation)")
        self.query_one("#state", ObservationPanel).set_text(text, title=title)
        self.query_one("#warnings", WarningsPanel).show(step.warnings)
        timings = step.step_timings
        self.query_one("#reasoning", ReasoningPanel).set_text(step.reasoning,
                                                             timings.reasoning_tokens if timings else None)
        self._set_status(f"step {step.index} · {timings_line(timings, step.finish_reason)}")

    # ---------------------------------------------------------- actions

    def action_new_session(self) -> None:
        if self._stepping:
            self.notify("cancel the running step first (esc)", severity="warning")
            return
        self._show_new_session()

    def action_reset_action(self) -> None:
        self.query_one("#action", TextArea).load_text(get_domain(self.domain_id).action_template)

    def action_toggle_reasoning(self) -> None:
        panel = self.query_one("#reasoning", ReasoningPanel)
        panel.collapsed = not panel.collapsed

    def action_settings(self) -> None:
        from playground.tui.screens.settings import SettingsScreen

        self.app.push_screen(SettingsScreen())

    def action_cancel(self) -> None:
        if self._stepping and self._step_engine is not None:
            self._step_engine.cancel()
            self._set_status("cancelling …")

    def action_fork(self) -> None:
        if self._stepping or self.session is None or not self.session.steps:
            self.notify("select a step of a saved session to fork from", severity="warning")
            return
        upto = self.selected or self.session.steps[-1].index
        try:
            fork = fork_session(self.session, upto, self.app.sessions_dir)  # type: ignore[attr-defined]
        except PlaygroundError as e:
            self.notify(str(e), severity="error")
            return
        self.open_session(fork)
        self.notify(f"forked at step {upto} into {fork.name}", title="fork")

    def action_rerun(self) -> None:
        """Re-simulate the selected step: a fork up to the step before it, then the same action again."""
        if self._stepping or self.session is None or not self.session.steps:
            self.notify("select a recorded step to re-run", severity="warning")
            return
        step = self.session.step(self.selected or self.session.steps[-1].index)
        if self._engine_or_warn() is None:
            return
        try:
            fork = fork_session(self.session, step.index - 1, self.app.sessions_dir)  # type: ignore[attr-defined]
        except PlaygroundError as e:
            self.notify(str(e), severity="error")
            return
        self.open_session(fork)
        self.query_one("#action", TextArea).load_text(step.action)
        self._start_step(step.action, state=step.state)

    def action_step(self) -> None:
        if self._stepping:
            self.notify("a step is already running (esc cancels it)", severity="warning")
            return
        if self.session is not None and self.selected is not None and self.session.steps \
                and self.selected != self.session.steps[-1].index:
            self.notify(f"step {self.selected} is not the last one: fork from it (ctrl+k) to branch, "
                        "or select the last step", severity="warning")
            return
        self._start_step(self.query_one("#action", TextArea).text)

    # ------------------------------------------------- self-consistency

    def _thresholds(self):  # type: ignore[no-untyped-def]
        """The decoherence thresholds of this app's settings (the [decoherence] table)."""
        from playground.decoherence import load_thresholds

        loaded = load_thresholds(settings=self.app.settings)  # type: ignore[attr-defined]
        for problem in loaded.problems:
            self.notify(problem, severity="warning")
        return loaded.thresholds

    def action_consistency(self) -> None:
        if self._stepping or self.session is None or not self.session.steps:
            self.notify("select a recorded step to resample", severity="warning")
            return
        engine = self._engine_or_warn()
        if engine is None:
            return
        index = self.selected or self.session.steps[-1].index
        assert self.session.path is not None
        # kept for the report's warnings when it comes back (read once: a bad setting is told once)
        self._consistency_thresholds = self._thresholds()
        try:
            stream = engine.start_consistency(self.session.path, index, thresholds=self._consistency_thresholds)
        except PlaygroundError as e:
            self.notify(str(e), severity="error")
            return
        self._step_engine = engine
        self._stepping = True
        self.app.busy = "consistency check"  # type: ignore[attr-defined]
        self._set_status(f"[b]resampling step {index}[/] from its checkpoint · esc cancels")
        self._consistency_worker(stream, index)

    @work(thread=True, exit_on_error=False, group="step", name="consistency")
    def _consistency_worker(self, stream: Iterator[object], index: int) -> None:
        try:
            report = None
            for item in stream:
                report = item
            self.post_message(ConsistencyDone(index, report))
        except PlaygroundError as e:
            self.post_message(ConsistencyDone(index, None, str(e)))
        except Exception as e:
            self.post_message(ConsistencyDone(index, None, f"unexpected error: {e}"))

    def on_consistency_done(self, message: ConsistencyDone) -> None:
        self._finish_running()
        if message.report is None:
            self.app.check_engine_alive()  # type: ignore[attr-defined]
            self.notify(message.error, title=f"resampling step {message.step}", severity="error")
            self._set_status(self._idle_status())
            return
        report = message.report
        found = report.warnings(self._consistency_thresholds)
        if self.session is not None:
            step = self.session.step(message.step)
            self._show_step(step)
            self.query_one("#warnings", WarningsPanel).show(step.warnings + found)
        summary = (f"step {message.step}: {report.k} resamples · agreement {report.agreement:.0%} · "
                   f"support for the recorded observation {report.support:.0%} · {report.seconds:.1f} s")
        self.notify(summary, title="self-consistency", severity="warning" if found else "information", timeout=10)
        self._set_status(summary)

    # ------------------------------------------------------- stepping

    def _engine_or_warn(self):  # type: ignore[no-untyped-def]
        engine = getattr(self.app, "engine", None)
        if engine is None:
            self.notify("no model is loaded: open the models screen (F3) and load one", severity="warning")
        elif self.app.busy:  # type: ignore[attr-defined]
            self.notify(f"the engine is busy ({self.app.busy})", severity="warning")  # type: ignore[attr-defined]
            return None
        return engine

    def _start_step(self, action: str, state: str | None = None) -> None:
        engine = self._engine_or_warn()
        if engine is None:
            return
        settings = self.app.settings  # type: ignore[attr-defined]
        try:
            params = generation_params(settings, getattr(self.app, "generation_overrides", None))
            # checked here too, so a typo is reported at once instead of by the model process
            action = get_domain(self.domain_id).validate_action(
                action, tools=self.session.tools if self.session else None)
            if self.session is None:
                self.session = create_session(self.app.sessions_dir, self.domain_id)  # type: ignore[attr-defined]
            assert self.session.path is not None
            stream = engine.start_step(self.session.path, action, params, state=state,
                                       enable_thinking=settings.thinking, thresholds=self._thresholds())
        except PlaygroundError as e:
            self.notify(str(e), title="step not started", severity="error")
            return
        self._step_engine = engine
        self._stepping = True
        self.app.busy = "step"  # type: ignore[attr-defined]
        self.selected = None
        self.query_one("#state", ObservationPanel).set_text("", title=f"step {self.session.next_index} · predicting …")
        self.query_one("#warnings", WarningsPanel).show([])
        self.query_one("#reasoning", ReasoningPanel).set_text("")
        self._set_status("[b]prompt eval[/] …")
        self._step_worker(stream, self.session)

    @work(thread=True, exit_on_error=False, group="step", name="step")
    def _step_worker(self, stream: Iterator[StepDelta | StepOutcome], session: Session) -> None:
        """Follows the step in the model process; deltas arrive already batched (about 10 a second)."""
        assert session.path is not None
        outcome: StepOutcome | None = None
        try:
            for item in stream:
                if isinstance(item, StepOutcome):
                    outcome = item
                else:
                    self.post_message(StepProgress(item))
            saved = load_session(session.path)  # the model process wrote the file: it is the truth
        except PlaygroundError as e:
            self.post_message(StepFailed(str(e)))
            return
        except Exception as e:  # never leave the UI stuck in "running"
            self.post_message(StepFailed(f"unexpected error: {e}"))
            return
        step = saved.step(outcome.step_index) if outcome is not None and outcome.step_index else None
        self.post_message(StepDone(step, saved, outcome.message if outcome is not None else ""))

    def on_step_progress(self, message: StepProgress) -> None:
        d = message.delta
        if d.reasoning:
            self.query_one("#reasoning", ReasoningPanel).append(d.reasoning)
        if d.output:
            self.query_one("#state", ObservationPanel).append(d.output)
        for note in d.notices:
            self.notify(note, severity="warning")
        if d.phase == "prompt":
            status = f"[b]prompt eval[/] {d.prompt_done:,}/{d.prompt_total:,} new tokens ({d.prompt_reused:,} reused)"
        else:
            status = (f"[b]{d.phase}[/] · {d.tokens:,} tokens ({d.reasoning_tokens:,} reasoning) · "
                      f"{d.tok_s:.1f} tok/s")
        self._set_status(status)
        if d.tok_s:
            self.app.set_live(d.tok_s)  # type: ignore[attr-defined]

    def on_step_done(self, message: StepDone) -> None:
        self._finish_running()
        self.query_one("#reasoning", ReasoningPanel).finish()
        self.query_one("#state", ObservationPanel).finish()
        session = self.session = message.session
        if message.step is None:
            self.notify(message.message or "cancelled; nothing was saved", title="step")
            self.open_session(session) if session.steps else self._show_new_session_keep(session)
            return
        step: Step = message.step
        timings = step.step_timings
        if timings is not None:
            self.app.record_step(timings)  # type: ignore[attr-defined]
        self.query_one("#timeline", Timeline).show_steps(session.steps)
        self._show_step(step)
        if step.warnings:
            worst = "error" if any(w.severity == "error" for w in step.warnings) else "warning"
            self.notify(f"step {step.index}: {len(step.warnings)} warning(s)", severity=worst)

    def _show_new_session_keep(self, session: Session) -> None:
        """After a cancelled first step: keep the (empty) session file, show its initial state."""
        self.query_one("#state", ObservationPanel).set_text(session.header.initial_state or "(empty state)",
                                                            title="initial state")
        self._set_status(self._idle_status())

    def on_step_failed(self, message: StepFailed) -> None:
        self._finish_running()
        self.app.check_engine_alive()  # type: ignore[attr-defined]
        self.notify(message.error, title="step failed", severity="error", timeout=10)
        self._set_status(f"[red]step failed:[/] {message.error}")
        if self.session is not None:
            # the file is the truth: reload it so memory matches what was saved
            try:
                self.open_session(load_session(self.session.path))  # type: ignore[arg-type]
            except PlaygroundError:
                pass

    def _finish_running(self) -> None:
        self._stepping = False
        self._step_engine = None
        self.app.busy = ""  # type: ignore[attr-defined]
        self.app.set_live(None)  # type: ignore[attr-defined]

