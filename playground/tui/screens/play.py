"""The play screen: pick a domain, write an action, watch the world model predict the next state.

The main column reads in the order of the idea: the state a step starts from, the action, the
predicted observation with its warnings, the reasoning (folded once the step ends), then the
editor for the next action.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterator, Literal

from textual import on, work
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Input, Select, Static, TextArea

from playground.errors import PlaygroundError
from playground.llama.sampling import GenerationParams
from playground.runtime.modelprocess import RemoteEngine, StepOutcome
from playground.runtime.streaming import StepDelta
from playground.settings import Settings
from playground.tui import actions
from playground.tui.app import PlaygroundApp, playground_app
from playground.tui.forks import fork
from playground.tui.screens import play_panels
from playground.tui.screens.genesis_dialog import GenesisChoice, GenesisDialog
from playground.tui.messages import ConsistencyDone, StepDone, StepFailed, StepProgress
from playground.tui.textview import count, safe
from playground.tui.widgets import highlight
from playground.tui.widgets.meters import MetersBar
from playground.tui.widgets.navbar import NavBar
from playground.tui.widgets.stepview import (ObservationPanel, ReasoningPanel, WarningsPanel, step_status,
                                             timings_line)
from playground.tui.widgets.timeline import Timeline
from playground.world.domains import DOMAINS, get_domain
from playground.world.official_prompts import start_session
from playground.world.session import Session, Step
from playground.world.store import create_session, open_session

if TYPE_CHECKING:
    from playground.decoherence import Thresholds

STYLES = Path(__file__).parent.parent / "styles"

_PROMPT_SIZE = re.compile(r"the prompt is ([\d,]+) tokens but the context holds ([\d,]+)")


def generation_params(settings: Settings, overrides: dict[str, Any] | None = None) -> GenerationParams:
    return replace(GenerationParams(
        temperature=settings.temperature, top_p=settings.top_p, top_k=settings.top_k,
        seed=None if settings.seed < 0 else settings.seed,
        reasoning_budget=settings.reasoning_budget or None, max_tokens=settings.max_tokens,
    ), **(overrides or {})).validate()


def context_advice(error: str, max_tokens: int, keys: dict[str, str]) -> str:
    """A prompt-too-long error with the context size the step needs and how to get it."""
    m = _PROMPT_SIZE.search(error)
    if m is None:
        return error
    prompt, holds = (int(g.replace(",", "")) for g in m.groups())
    needed = (prompt + max_tokens + 1023) // 1024 * 1024
    return (f"the prompt is {prompt:,} tokens but the context holds {holds:,}: this step needs a context of "
            f"at least {needed:,} (prompt + max tokens). Set it in the settings ({keys['play.settings']}), "
            f"then {keys['app.reload']} reloads the model.")


class PlayScreen(Screen[None]):
    SCOPE = "play"
    CSS_PATH = [STYLES / "play.tcss", STYLES / "step.tcss"]
    BINDINGS = actions.bindings("play")
    AUTO_FOCUS = "#action"  # the editor: a new user starts by typing an action
    # a short terminal (80x24) squeezes every panel but the prediction (styles/step.tcss, "-short")
    VERTICAL_BREAKPOINTS = [(0, "-short"), (30, "-tall")]

    def __init__(self) -> None:
        super().__init__()
        self.session: Session | None = None
        self.domain_id = "terminal"
        self.selected: int | None = None  # step shown; None = the live end of the session
        self._step_engine: RemoteEngine | None = None
        self._step_running = False
        # the new session whose first step is running: its file appears only if that step is saved
        self._created_for_step: Path | None = None
        self._consistency_thresholds: Thresholds | None = None  # what the running resample is judged by
        self._unsaved_fork_of: Session | None = None  # a re-run's fork not written yet: its parent
        # world genesis (alt+w): the described world a new session starts from, until its first step
        self._genesis: GenesisChoice | None = None
        self.judge = play_panels.JudgeState()  # the consistency judge (preview rule): its run and results
        self._step_thresholds: Thresholds | None = None  # what the running step is checked with

    @property
    def _stepping(self) -> bool:
        """A step or a resample runs in the model process."""
        return self._step_running

    @_stepping.setter
    def _stepping(self, value: bool) -> None:
        self._step_running = value
        self.refresh_bindings()  # the footer offers cancel while running, fork/re-run when idle

    @property
    def pg(self) -> PlaygroundApp:
        return playground_app(self)

    def key(self, binding_id: str) -> str:
        """The key in effect for a binding (remapped in [keymap] or the default), for messages."""
        return actions.effective_key(actions.BY_ID[binding_id], self.pg.settings.keymap)

    def keys(self) -> dict[str, str]:
        return {spec.id: self.key(spec.id) for spec in actions.ACTIONS}

    # ----------------------------------------------------------- layout

    def compose(self) -> ComposeResult:
        yield NavBar(self.SCOPE)
        with Horizontal(id="play-body"):
            with Vertical(id="play-side"):
                yield Static("", id="domain-label")
                yield Select([(d.title, d.id) for d in DOMAINS.values()], value=self.domain_id,
                             allow_blank=False, id="domain")
                yield Static("no steps yet", id="timeline-empty")
                yield Timeline(id="timeline")
            with Vertical(id="play-main"):
                # the task (or simulation) instruction turn 1 shows, in domains whose turns carry one
                yield Input(placeholder="task instruction for turn 1 (optional)", id="task")
                with Vertical(id="step-panels"):
                    yield ObservationPanel("state", id="state")
                    yield ObservationPanel("action", id="step-action")
                    yield ObservationPanel("predicted observation", id="observation")
                yield WarningsPanel(id="warnings")
                yield ReasoningPanel(id="reasoning")
                yield TextArea(get_domain(self.domain_id).action_template, id="action", soft_wrap=True,
                               tab_behavior="focus")
                yield Static("", id="status", markup=True)
        yield MetersBar()
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self.query_one("#action", TextArea).border_title = (
            f"[b]{play_panels.panel_key(self, 'editor')}[/] next action · {self.key('play.step')} step · "
            f"{self.key('play.template')} template")
        play_panels.show_key_hints(self)
        self.query_one("#warnings", WarningsPanel).show([])
        self.watch(self.app, "model_label", self._model_label_changed, init=True)
        self._show_new_session()

    def on_unmount(self) -> None:
        self.judge.close()  # a judge model opened for the screen (never the world model) ends with it
        # quitting mid-step: stop the step (a new session's file then never appears)
        if self._created_for_step is not None:
            if self._step_engine is not None:
                self._step_engine.cancel()
            self._created_for_step = None

    def _model_label_changed(self, label: str) -> None:
        self.sub_title = safe(label)
        if not self._stepping:
            self._set_status(self._idle_status())

    def _idle_status(self) -> str:
        if self.pg.engine is None:
            return f"[b]no model loaded[/] · {self.key('app.models').upper()} opens the models screen"
        if self.session is None:
            return f"new {get_domain(self.domain_id).title} session · write an action, {self.key('play.step')} steps"
        return f"{safe(self.session.name)} · {count(len(self.session.steps), 'step')}"

    def _set_status(self, text: str) -> None:
        self.query_one("#status", Static).update(text)

    def _editor(self) -> TextArea:
        return self.query_one("#action", TextArea)

    # ------------------------------------------------------- showing

    def _show_panels(self, state: str, state_title: str, action: str | None = None, action_title: str = "",
                     observation: str | None = None, observation_title: str = "") -> None:
        """Fill state -> action -> observation; the action and observation panels only when given."""
        self._apply_highlighters()
        self.query_one("#state", ObservationPanel).set_text(state, title=state_title)
        act = self.query_one("#step-action", ObservationPanel)
        act.display = action is not None
        if action is not None:
            act.set_text(action, title=action_title)
        obs = self.query_one("#observation", ObservationPanel)
        obs.display = observation is not None
        self.query_one("#step-panels").set_class(observation is None, "-no-step")
        if observation is not None:
            obs.set_text(observation, title=observation_title)

    def _state_before(self, session: Session | None, step: Step | None) -> tuple[str, str]:
        """The state ``step`` started from (or the next step will start from when ``step`` is None)."""
        domain = session.domain if session is not None else get_domain(self.domain_id)
        if session is not None:
            initial = session.header.initial_state or "(empty state)"
        elif self._genesis is not None:
            initial = self._genesis.state
        elif domain.id == "custom":
            from playground.tui.screens.custom_domain import custom_setup

            initial = custom_setup(self.pg.settings).get("initial_state", domain.initial_state) or (
                f"(empty state: {self.key('play.domain')} sets up the custom domain)")
        else:
            initial = domain.initial_state or "(empty state)"
        steps = session.steps if session is not None else []
        before = [s for s in steps if step is None or s.index < step.index]
        if step is not None and step.state:
            return step.state, f"state given with step {step.index}"
        if before:
            prev = before[-1]
            text = prev.observation if prev.observation is not None else (prev.ground_truth or "(no observation)")
            return text, f"state after step {prev.index}"
        genesis = session.header.genesis if session is not None else (
            self._genesis.record() if self._genesis is not None else None)
        if genesis is not None:
            return initial, f"initial state · {domain.title} · described: {genesis['sentence'][:60]}"
        return initial, f"initial state · {domain.title}"

    def _show_task(self, session: Session | None) -> None:
        """The task field: shown in domains with a task block, editable until turn 1 has been sent."""
        domain = session.domain if session is not None else get_domain(self.domain_id)
        field = self.query_one("#task", Input)
        field.display = bool(domain.task_label)
        if not domain.task_label:
            return
        sent = session is not None and bool(session.steps)
        field.border_title = f"{domain.task_label.lower()} · turn 1" + (" · sent" if sent else "")
        if session is not None:
            field.value = session.header.task or ""
        field.disabled = sent

    def _task_text(self) -> str | None:
        field = self.query_one("#task", Input)
        return field.value.strip() or None if field.display else None

    def _show_new_session(self, keep_action: bool = False) -> None:
        """A new, empty session. ``keep_action``: after a first step that was not saved, keep what the
        user typed and the described world; otherwise both start over."""
        domain = get_domain(self.domain_id)
        if not keep_action:
            self._genesis = None
        self.session = None
        self.selected = None
        self._show_task(None)
        self._show_timeline([])
        state, title = self._state_before(None, None)
        self._show_panels(state, title)
        if not keep_action:
            self._editor().load_text(domain.action_template)
        self.query_one("#warnings", WarningsPanel).show([])
        self.query_one("#reasoning", ReasoningPanel).set_text("")
        self._set_status(self._idle_status())

    def _apply_highlighters(self) -> None:
        """Syntax colours for the domain's language (JSON actions, shell, Python, accessibility trees)."""
        domain = get_domain(self.domain_id)
        observation = highlight.for_observation(domain.id)
        self.query_one("#state", ObservationPanel).set_highlighter(observation)
        self.query_one("#observation", ObservationPanel).set_highlighter(observation)
        self.query_one("#step-action", ObservationPanel).set_highlighter(highlight.for_action(domain.json_action,
                                                                                               domain.id))
        editor = self._editor()
        editor.language = highlight.editor_language(domain.id, domain.json_action, editor.available_languages)
        highlight.style_editor(editor)  # the panels' palette, so JSON reads the same in both

    def _show_timeline(self, steps: list[Step], select: int | None = None) -> None:
        self.query_one("#timeline", Timeline).show_steps(steps, select)
        self.query_one("#timeline-empty", Static).display = not steps
        self.refresh_bindings()

    def open_session(self, session: Session, select: int | None = None, keep_action: bool = False) -> None:
        """Show ``session`` (e.g. a fork from the replay view); new steps append to it.
        ``keep_action``: leave the editor as the user left it (after a cancelled or failed step)."""
        self.session = session
        self.domain_id = session.domain.id
        with self.prevent(Select.Changed):
            self.query_one("#domain", Select).value = self.domain_id
        self._show_timeline(session.steps, select)
        self._show_task(session)
        self.selected = select
        if session.steps:
            self._show_step(session.step(select) if select else session.steps[-1])
        else:
            state, title = self._state_before(session, None)
            self._show_panels(state, title)
            self.query_one("#warnings", WarningsPanel).show([])
            self.query_one("#reasoning", ReasoningPanel).set_text("")
        if not keep_action:
            self._editor().load_text(session.domain.action_template)
        for note in session.notes:
            self.notify(safe(note.message), title=f"{safe(session.name)}: line {note.line}", severity="warning")
        if not session.steps:
            self._set_status(self._idle_status())

    @on(Select.Changed, "#domain")
    def _domain_changed(self, event: Select.Changed) -> None:
        if event.value == self.domain_id or not isinstance(event.value, str):
            return
        if self.session is not None and self.session.steps:
            # the domain is fixed once a session has steps: offer a new session in the one picked
            with self.prevent(Select.Changed):
                self.query_one("#domain", Select).value = self.domain_id
            picked = event.value

            def chosen(new: bool | None) -> None:
                if new and not self._stepping:
                    self.domain_id = picked
                    with self.prevent(Select.Changed):
                        self.query_one("#domain", Select).value = picked
                    self._show_new_session()
                    self._editor().focus()

            self.app.push_screen(play_panels.NewSessionDialog(get_domain(picked).title, self.session.name), chosen)
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
        state, state_title = self._state_before(self.session, step)
        self._show_panels(state, state_title, step.action, f"step {step.index} · action", text, title)
        self.query_one("#warnings", WarningsPanel).show(step.warnings + play_panels.judged_warnings(self, step.index))
        timings = step.step_timings
        reasoning = self.query_one("#reasoning", ReasoningPanel)
        reasoning.set_text(step.reasoning, timings.reasoning_tokens if timings else None)
        reasoning.collapsed = True
        self._set_status(step_status(step.index, timings, step.finish_reason))
        self.query_one("#observation", ObservationPanel).tooltip = timings_line(timings, step.finish_reason)

    # ---------------------------------------------------------- actions

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Offer (in the footer) only what can be done now, so the footer fits 80 columns."""
        if action == "cancel":
            return self._stepping or self.judge.running
        if action in ("fork", "rerun", "consistency"):
            return self.session is not None and bool(self.session.steps) and not self._stepping
        if action == "judge_consistency":
            return self.session is not None and bool(self.session.steps) and not self._stepping \
                and not self.judge.running
        return True

    def action_focus_editor(self) -> None:
        self._editor().focus()

    # panels by keyboard (play_panels.py): a key per panel, warnings that jump to what they quote
    def action_focus_panel(self, panel: str) -> None:
        play_panels.focus_panel(self, panel)

    def on_warnings_panel_jump(self, message: WarningsPanel.Jump) -> None:
        play_panels.jump_to_warning(self, message.warning)

    def select_step(self, index: int) -> None:
        """Show recorded step ``index`` and highlight it in the timeline."""
        assert self.session is not None
        self.selected = index
        self._show_timeline(self.session.steps, index)
        self._show_step(self.session.step(index))

    def set_status(self, text: str) -> None:
        self._set_status(text)

    def action_new_session(self) -> None:
        if self._stepping:
            self.notify(f"cancel the running step first ({self.key('play.cancel')})", severity="warning")
            return
        self._show_new_session()
        self._editor().focus()

    def action_describe_world(self) -> None:
        """World genesis: a sentence -> the initial state of a new session (genesis_dialog.py)."""
        if self._stepping:
            self.notify(f"cancel the running step first ({self.key('play.cancel')})", severity="warning")
            return
        if self.session is not None:
            self.notify(f"the world of {safe(self.session.name)} is set; {self.key('play.new')} starts a new session "
                        "to describe", severity="warning")
            return
        engine = self._engine_or_warn()
        if engine is None:
            return
        try:
            params = generation_params(self.pg.settings, self.pg.generation_overrides)
        except PlaygroundError as e:
            self.notify(safe(str(e)), severity="error")
            return

        def done(choice: GenesisChoice | None) -> None:
            self.pg.busy = ""
            if choice is None or self.session is not None:
                return
            self._genesis = choice
            state, title = self._state_before(None, None)
            self._show_panels(state, title)
            self._set_status(f"world described · {self.key('play.step')} steps from it · "
                             f"{self.key('play.describe')} edits it")
            self._editor().focus()

        self.pg.busy = "world description"
        self.app.push_screen(GenesisDialog(get_domain(self.domain_id), engine, params,
                                           thinking=self.pg.settings.thinking, previous=self._genesis), done)

    def action_reset_action(self) -> None:
        self._editor().load_text(get_domain(self.domain_id).action_template)
        self._editor().focus()

    def action_toggle_reasoning(self) -> None:
        panel = self.query_one("#reasoning", ReasoningPanel)
        panel.collapsed = not panel.collapsed

    def action_settings(self) -> None:
        from playground.tui.screens.settings import SettingsScreen

        self.app.push_screen(SettingsScreen())

    def action_custom_domain(self) -> None:
        from playground.tui.screens.custom_domain import CustomDomainScreen

        if self._stepping:
            return

        def done(changed: bool | None) -> None:
            if changed and self.domain_id == "custom" and (self.session is None or not self.session.steps):
                self._show_new_session(keep_action=True)

        self.app.push_screen(CustomDomainScreen(), done)

    def action_cancel(self) -> None:
        if self._stepping and self._step_engine is not None:
            self._step_engine.cancel()
            self._set_status("cancelling …")
        elif self.judge.cancel is not None:
            self.judge.cancel.set()
            self._set_status("cancelling the consistency judge …")

    # the consistency judge (preview rule, play_panels.py): on demand, or after each step when the
    # judge_consistency threshold is on
    def action_judge_consistency(self) -> None:
        if self._stepping or self.session is None or not self.session.steps:
            self.notify("select a recorded step to judge", severity="warning")
            return
        play_panels.judge_step(self, self.selected or self.session.steps[-1].index)

    def on_judge_done(self, message: play_panels.JudgeDone) -> None:
        play_panels.judge_done(self, message)

    def action_fork(self) -> None:
        if self._stepping or self.session is None or not self.session.steps:
            self.notify("select a step of a saved session to fork from", severity="warning")
            return
        upto = self.selected or self.session.steps[-1].index
        try:
            forked = fork(self.session, upto, self.pg.sessions_dir)
        except PlaygroundError as e:
            self.notify(safe(str(e)), severity="error")
            return
        self.open_session(forked, keep_action=True)
        self.notify(f"forked at step {upto} into {safe(forked.name)}", title="fork")

    def action_rerun(self) -> None:
        """Re-simulate the selected step: a fork up to the step before it, then the same action again."""
        if self._stepping or self.session is None or not self.session.steps:
            self.notify("select a recorded step to re-run", severity="warning")
            return
        step = self.session.step(self.selected or self.session.steps[-1].index)
        if self._engine_or_warn() is None:
            return
        original = self.session
        # at the last step recorded before it (a step skipped as corrupt cannot be forked at)
        upto = max((s.index for s in self.session.steps if s.index < step.index), default=0)
        try:
            # deferred: the fork's file appears with the re-run step, so a re-run that is cancelled,
            # fails, or is cut short by closing the app leaves no fork without its step
            forked = fork(self.session, upto, self.pg.sessions_dir, defer=True)
        except PlaygroundError as e:
            self.notify(safe(str(e)), severity="error")
            return
        self.open_session(forked, keep_action=True)  # what the user typed stays in the editor
        self.notify(f"re-running step {step.index} of {safe(original.name)} in a new fork: {safe(forked.name)}. "
                    f"{safe(original.name)} itself is unchanged.", title="re-run")
        self._start_step(step.action, state=step.state, unsaved_fork_of=original)

    def action_step(self) -> None:
        if self._stepping:
            self.notify(f"a step is already running ({self.key('play.cancel')} cancels it)", severity="warning")
            return
        if self.session is not None and self.selected is not None and self.session.steps \
                and self.selected != self.session.steps[-1].index:
            self.notify(f"step {self.selected} is not the last one: fork from it ({self.key('play.fork')}) to branch, "
                        "or select the last step", severity="warning")
            return
        self._start_step(self._editor().text)

    # ------------------------------------------------- self-consistency

    def _thresholds(self) -> Thresholds:
        """The decoherence thresholds of this app's settings (the [decoherence] table)."""
        from playground.decoherence import load_thresholds

        loaded = load_thresholds(settings=self.pg.settings)
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
            self.notify(safe(str(e)), severity="error")
            return
        self._step_engine = engine
        self._stepping = True
        self.pg.busy = "consistency check"
        self._set_status(f"[b]resampling step {index}[/] from its checkpoint · {self.key('play.cancel')} cancels")
        self._consistency_worker(stream, index)

    @work(thread=True, exit_on_error=False, group="step", name="consistency")
    def _consistency_worker(self, stream: Iterator[object], index: int) -> None:
        try:
            report = None
            for item in stream:
                report = item
            self.post_message(ConsistencyDone(index, report))  # type: ignore[arg-type]
        except PlaygroundError as e:
            self.post_message(ConsistencyDone(index, None, str(e)))
        except Exception as e:
            self.post_message(ConsistencyDone(index, None, f"unexpected error: {e}"))

    def on_consistency_done(self, message: ConsistencyDone) -> None:
        self._finish_running()
        if message.report is None:
            self.pg.check_engine_alive()
            self.notify(safe(message.error), title=f"resampling step {message.step}", severity="error")
            self._set_status(self._idle_status())
            return
        report = message.report
        found = report.warnings(self._consistency_thresholds)
        if self.session is not None:
            step = self.session.step(message.step)
            self._show_step(step)
            self.query_one("#warnings", WarningsPanel).show(step.warnings + found)
        summary = (f"step {message.step}: {count(report.k, 'resample')} · agreement {report.agreement:.0%} · "
                   f"support for the recorded observation {report.support:.0%} · {report.seconds:.1f} s")
        self.notify(summary, title="self-consistency", severity="warning" if found else "information", timeout=10)
        self._set_status(summary)

    # ------------------------------------------------------- stepping

    def _engine_or_warn(self) -> RemoteEngine | None:
        engine = self.pg.engine
        if engine is None:
            self.notify(f"no model is loaded: open the models screen ({self.key('app.models').upper()}) and load one",
                        severity="warning")
        elif self.pg.busy:
            self.notify(f"the engine is busy ({self.pg.busy})", severity="warning")
            return None
        return engine

    def _start_step(self, action: str, state: str | None = None, *, unsaved_fork_of: Session | None = None) -> None:
        """Run ``action`` as the next step. ``unsaved_fork_of``: the session is a re-run's fork whose
        file is not written yet; if the step is not saved, the screen goes back to that session."""
        engine = self._engine_or_warn()
        if engine is None:
            return
        settings = self.pg.settings
        domain = get_domain(self.domain_id)
        try:
            params = generation_params(settings, self.pg.generation_overrides)
            # checked here too, so a typo is reported at once instead of by the model process
            action = domain.validate_action(action, tools=self.session.tools if self.session else None)
        except PlaygroundError as e:
            self._refuse_action(str(e))
            return
        created: Path | None = None
        try:
            if self.session is None:
                self.session = self._new_session_file()
                created = self.session.path
                assert created is not None
            assert self.session.path is not None
            # the Session itself: a new one's file is written by the model process with its first step
            self._step_thresholds = self._thresholds()
            stream = engine.start_step(self.session, action, params, state=state,
                                       enable_thinking=settings.thinking, thresholds=self._step_thresholds)
        except PlaygroundError as e:
            if created is not None:
                self.session = None
            self.notify(safe(str(e)), title="step not started", severity="error")
            if unsaved_fork_of is not None:
                self.open_session(unsaved_fork_of, keep_action=True)
            return
        if unsaved_fork_of is not None:
            created = self.session.path
        self._unsaved_fork_of = unsaved_fork_of
        self._created_for_step = created
        self._step_engine = engine
        self._stepping = True
        self.pg.busy = "step"
        self.selected = None
        state_text, state_title = self._state_before(self.session, None)
        self._show_panels(state_text, state_title, action, f"step {self.session.next_index} · action",
                          "", f"step {self.session.next_index} · predicting …")
        self.query_one("#warnings", WarningsPanel).show([])
        reasoning = self.query_one("#reasoning", ReasoningPanel)
        reasoning.set_text("")
        reasoning.collapsed = False  # open while it streams
        self._set_status("[b]prompt eval[/] …")
        self._step_worker(stream, self.session)

    def _new_session_file(self) -> Session:
        custom: dict[str, Any] = {}
        if self.domain_id == "custom":
            from playground.tui.screens.custom_domain import custom_setup

            custom = custom_setup(self.pg.settings)
            if self._genesis is not None:  # the described world replaces the set-up initial state
                custom.update(initial_state=self._genesis.state, genesis=self._genesis.record())
            return create_session(self.pg.sessions_dir, self.domain_id, defer=True, **custom)
        described: dict[str, Any] = {} if self._genesis is None else {
            "initial_state": self._genesis.state, "genesis": self._genesis.record()}
        # the settings' `prompts` choice (official when pulled, else built-in), recorded in the header
        session, notice = start_session(self.pg.sessions_dir, self.domain_id, self.pg.settings.prompts,
                                        quiet_when_absent=True, defer=True, task=self._task_text(), **described)
        if notice:  # pulled files that are unusable are worth a word
            self.notify(safe(notice), title="system prompt", severity="warning")
        return session

    def _refuse_action(self, error: str) -> None:
        """An invalid action: what was wrong, the shape expected, and the key for the template."""
        template = get_domain(self.domain_id).action_template
        first = template.splitlines()[0] if template else ""
        self.notify(f"{safe(error)}\nexpected an action shaped like: {safe(first)}\n"
                    f"{self.key('play.template')} puts the template in the editor",
                    title="step not started", severity="error", timeout=10)
        self._set_status(f"[red]invalid action[/] · {self.key('play.template')} puts the template in the editor")

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
            saved = open_session(session)  # the file the model process wrote is the truth (if it wrote one)
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
            self.query_one("#observation", ObservationPanel).append(d.output)
        for note in d.notices:
            self.notify(safe(note), severity="warning")
        if d.phase == "prompt":
            status = f"[b]prompt eval[/] {d.prompt_done:,}/{d.prompt_total:,} new tokens ({d.prompt_reused:,} reused)"
        else:
            status = (f"[b]{d.phase}[/] · {count(d.tokens, 'token')} ({d.reasoning_tokens:,} reasoning) · "
                      f"{d.tok_s:.1f} tok/s")
        self._set_status(status)
        if d.tok_s:
            self.pg.set_live(d.tok_s)

    def _forget_unrecorded(self, session: Session) -> Literal["new", "parent", ""]:
        """After a step: True when it was a new session's first step and was not recorded (the
        session never got a file; the screen goes back to a new session, or for a re-run's fork to
        the session it was forked from)."""
        created, self._created_for_step = self._created_for_step, None
        origin, self._unsaved_fork_of = self._unsaved_fork_of, None
        if created is None or session.on_disk:
            return ""
        if origin is not None:
            self.open_session(origin, keep_action=True)
            return "parent"
        return "new"

    def on_step_done(self, message: StepDone) -> None:
        self._finish_running()
        self.query_one("#reasoning", ReasoningPanel).finish()
        self.query_one("#observation", ObservationPanel).finish()
        session = message.session
        if message.step is None:
            self.notify(safe(message.message) or "cancelled; nothing was saved", title="step")
            unrecorded = self._forget_unrecorded(session)
            if unrecorded == "new":
                self._show_new_session(keep_action=True)
            elif not unrecorded:
                self.open_session(session, keep_action=True)
            self._set_status(self._idle_status())
            return
        self._forget_unrecorded(session)
        self.session = session
        self._show_task(session)
        step: Step = message.step
        timings = step.step_timings
        if timings is not None:
            self.pg.record_step(timings)
        self._show_timeline(session.steps)
        self._show_step(step)
        if step.warnings:
            worst: Literal["error", "warning"] = "error" if any(w.severity == "error" for w in step.warnings) \
                else "warning"
            self.notify(f"step {step.index}: {count(len(step.warnings), 'warning')}", severity=worst)
        if self._step_thresholds is not None and self._step_thresholds.judge_consistency:
            play_panels.judge_step(self, step.index, auto=True)

    def on_step_failed(self, message: StepFailed) -> None:
        self._finish_running()
        self.pg.check_engine_alive()
        error = context_advice(message.error, self.pg.settings.max_tokens, self.keys())
        self.notify(safe(error), title="step failed", severity="error", timeout=10)
        if self.session is None:
            return
        try:  # the file is the truth: reload it so memory matches what was saved
            saved = open_session(self.session)
        except PlaygroundError:
            saved = None
        unrecorded = self._forget_unrecorded(saved) if saved is not None else ""
        if unrecorded == "new":
            self._show_new_session(keep_action=True)
        elif saved is not None and not unrecorded:
            self.open_session(saved, keep_action=True)
        self._set_status(f"[red]step failed:[/] {safe(error)}")

    def _finish_running(self) -> None:
        self._stepping = False
        self._step_engine = None
        self.pg.busy = ""
        self.pg.set_live(None)
