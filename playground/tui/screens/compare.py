"""The compare screen: one step of a session on several quant levels, side by side.

Pick a session (the play screen's current one, yours, or an example), a step
and two or more GGUF files; ctrl+s runs them one model at a time in a thread
worker (playground.compare), streaming the running model's answer into its
column. Columns scroll together; once a model is done its text is marked where
it differs from the reference (the file with the most bits per weight), and
its row joins the metric table below. A saved report for the session is shown
when the screen opens it, so the last comparison is there without re-running.

The app's engine is unloaded for the comparison (the quants need the memory,
and the memory figures would be skewed by it) and loaded again afterwards with
the same options; ``app.busy`` keeps the other screens off the engine meanwhile.

With a judge in the settings (``judge``: a GGUF path or @ENDPOINT) the worker also
has every answer that has a truth judged (playground.compare.judged): the verdicts
come as messages, each filling its model's judge columns in the table and the
column's judge line; esc stops the judge too.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from textual import on, work
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.message import Message
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Input, Label, Select, SelectionList, Static

from playground.compare.report import (
    CompareReport,
    JudgeSummary,
    ModelRun,
    StepJudge,
    StepRun,
    TableLayout,
    human_bytes,
    judge_scale,
    model_row,
)
from playground.errors import OperationCancelled, PlaygroundError
from playground.base.textsafe import visible
from playground.tui import actions
from playground.tui.app import playground_app
from playground.tui.textview import safe
from playground.runtime.streaming import StepDelta
from playground.tui.widgets.meters import MetersBar
from playground.tui.widgets.navbar import NavBar
from playground.world.session import Session

STYLES = Path(__file__).parent.parent / "styles"
REMEMBERED_KEY = "compare_models"  # settings: the model files ticked last time

OBSERVATION_RULE = "\n── observation ──\n"
STREAM_TAIL = 4000  # characters of reasoning shown while streaming (the whole text once done)
DIFF_STYLE = "bold $text-warning on $warning-muted"
REASONING_STYLE = "italic $text-muted"
STATUS_INTERVAL_S = 0.2
LEGEND = "[bold $text-warning on $warning-muted] marked [/] differs from ref"


# ----------------------------------------------------------------- view data

@dataclass(frozen=True)
class ColumnView:
    """What one column shows for a finished model: text, where it differs, its meters."""

    title: str
    meters: str
    text: str
    reasoning_len: int  # the first characters of ``text`` are reasoning (shown muted)
    spans: tuple[tuple[int, int], ...]  # differences from the reference column
    reference: bool = False


def display_text(run: StepRun | None) -> tuple[str, int]:
    """(text, reasoning length) of a step as a column shows it."""
    if run is None:
        return "(not run)", 0
    reasoning = visible(run.reasoning.strip("\n"))
    obs = run.observation if run.observation and run.observation.strip() else "(no observation)"
    return reasoning + OBSERVATION_RULE + visible(obs), len(reasoning)


def column_title(run: ModelRun) -> str:
    return f"{run.label} (ref)" if run.reference else run.label


def judge_line(verdict: StepJudge | None, judging: bool = False) -> str:
    """A column's judge line: the step's verdict (its total on the 0-100 scale), or why there is none."""
    if verdict is None:
        return "judge …" if judging else "judge –"
    if verdict.failed:
        return "judge failed"
    if not verdict.total_score:  # a readable verdict without one valid score
        return "judge: no scores"
    against = "truth" if verdict.basis == "ground truth" else "ref"
    return f"judge {judge_scale(verdict.total_score):.0f} vs {against}"


def column_meters(run: ModelRun, step: StepRun | None, *, judged: bool = False,
                  verdict: StepJudge | None = None, judging: bool = False) -> str:
    """Quality first (what the bits changed), then cost (what they take): the same four lines in
    every pane, so the figures line up across the columns; a fifth, the judge's, when there is one."""
    if run.error:
        return f"{run.quant} {run.bits_per_weight:.2f} bpw\nfailed: {run.error}"
    lines = _meter_lines(run, step)
    if judged:
        lines.append(judge_line(verdict if verdict is not None else step.judge if step else None, judging))
    return "\n".join(lines)


def _meter_lines(run: ModelRun, step: StepRun | None) -> list[str]:
    warn = f" · ⚠ {len(step.warnings)}" if step is not None and step.warnings else ""
    if run.reference:
        quality = "reference"
    elif step is not None and step.kld is not None:
        quality = f"KLD {step.kld.mean:.4f} · top-1 {100 * step.kld.top1:.0f}%"
    else:
        quality = "KLD –"
    load = f"load {run.load_s:.2f} s" if run.load_s is not None else "load –"
    memory = f"{human_bytes(run.memory.bytes)} {run.memory.kind.upper()}" if run.memory is not None else "–"
    if step is not None:
        t = step.timings
        speed = f"pp {t.get('prompt_tok_s', 0):,.0f} · gen {t.get('generation_tok_s', 0):,.1f} tok/s"
    else:
        speed = "pp – · gen – tok/s"
    return [f"{run.quant} {run.bits_per_weight:.2f} bpw{warn}", quality, f"{load} · {memory}", speed]


def column_view(run: ModelRun, step: int, reference: ModelRun, *, judged: bool = False,
                judging: bool = False) -> ColumnView:
    from playground.compare.textdiff import diff_spans

    mine = run.step(step)
    text, n_reasoning = display_text(mine)
    spans: tuple[tuple[int, int], ...] = ()
    if not run.reference and mine is not None:
        ref_text, _ = display_text(reference.step(step))
        spans = tuple(diff_spans(ref_text, text))
    return ColumnView(column_title(run), column_meters(run, mine, judged=judged, judging=judging), text, n_reasoning,
                      spans, run.reference)


def styled(text: str, reasoning_len: int, spans: tuple[tuple[int, int], ...] = ()) -> Content:
    content = Content(text)
    if reasoning_len:
        content = content.stylize(REASONING_STYLE, 0, reasoning_len)
    for start, end in spans:
        content = content.stylize(DIFF_STYLE, start, end)
    return content


# ------------------------------------------------------------------ messages

class SessionsFound(Message):
    def __init__(self, options: list[tuple[str, str]], error: str | None) -> None:
        super().__init__()
        self.options, self.error = options, error


class ModelsFound(Message):
    def __init__(self, options: list[tuple[str, str]], error: str | None) -> None:
        super().__init__()
        self.options, self.error = options, error


class ReportViews(Message):
    """A report (saved, or just made) turned into column views for one step."""

    def __init__(self, report: CompareReport | None, step: int, views: list[ColumnView], note: str) -> None:
        super().__init__()
        self.report, self.step, self.views, self.note = report, step, views, note


class ComparePlanned(Message):
    def __init__(self, titles: list[str]) -> None:
        super().__init__()
        self.titles = titles


class CompareProcess(Message):
    """The comparison runs in process ``pid``: the meters count it."""

    def __init__(self, pid: int) -> None:
        super().__init__()
        self.pid = pid


class ColumnStatus(Message):
    def __init__(self, model: int, text: str, status: str = "") -> None:
        super().__init__()
        self.model, self.text, self.status = model, text, status


class ColumnDelta(Message):
    def __init__(self, model: int, delta: StepDelta) -> None:
        super().__init__()
        self.model, self.delta = model, delta


class ColumnDone(Message):
    def __init__(self, model: int, run: ModelRun, view: ColumnView) -> None:
        super().__init__()
        self.model, self.run, self.view = model, run, view


class JudgeVerdict(Message):
    """The judge's verdict on model ``model``'s answer to step ``step``."""

    def __init__(self, model: int, step: int, verdict: StepJudge, status: str) -> None:
        super().__init__()
        self.model, self.step, self.verdict, self.status = model, step, verdict, status


class JudgeNote(Message):
    """What the judge is doing (a status line), or why it stopped (``error``: also a notification)."""

    def __init__(self, status: str, error: str | None = None) -> None:
        super().__init__()
        self.status, self.error = status, error


class CompareEnded(Message):
    """The worker finished: ``report`` (saved to ``saved``), or ``error`` (``cancelled`` by the user)."""

    def __init__(self, report: CompareReport | None, saved: Path | None = None, error: str | None = None,
                 cancelled: bool = False) -> None:
        super().__init__()
        self.report, self.saved, self.error, self.cancelled = report, saved, error, cancelled


# ------------------------------------------------------------------- widgets

class CompareColumn(Vertical):
    """One model: title, meters, and the step's text (streaming, then marked against the reference)."""

    DEFAULT_CLASSES = "compare-column"

    def __init__(self, title: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.border_title = title
        self.first_title = title
        self.reasoning = ""
        self.output = ""
        self.run_state = "waiting"  # waiting | running | done | crashed | cancelled | not run

    def compose(self) -> ComposeResult:
        yield Static("", classes="column-meters", markup=False)
        with VerticalScroll(classes="column-scroll"):
            yield Static("", classes="column-text", markup=False)

    @property
    def scroller(self) -> VerticalScroll:
        return self.query_one(".column-scroll", VerticalScroll)

    @property
    def text_widget(self) -> Static:
        return self.query_one(".column-text", Static)

    def set_meters(self, text: str) -> None:
        # four lines; a fifth is the judge's, and only then may the meters take five rows
        self.set_class(text.count("\n") >= 4, "-judged")
        self.query_one(".column-meters", Static).update(text)

    def stream(self, reasoning: str, output: str) -> None:
        """Add streamed text; only the reasoning's tail is drawn while it streams (bounded cost)."""
        self.reasoning += reasoning
        self.output += output
        shown = visible(self.reasoning[-STREAM_TAIL:])
        if len(self.reasoning) > STREAM_TAIL:
            shown = "… " + shown
        text = shown + (OBSERVATION_RULE + visible(self.output) if self.output else "")
        self.text_widget.update(styled(text, len(shown)))
        self.scroller.scroll_end(animate=False)

    def end(self, state: str, reason: str = "") -> None:
        """A column the comparison never finished: crashed (with its one-line reason), cancelled,
        or not run because an earlier one stopped the comparison."""
        self.run_state = state
        first = next((line.strip() for line in reason.splitlines() if line.strip()), "")
        self.border_title = f"{self.first_title} · {state}"
        self.set_meters(f"✖ {state}: {first}" if first else state)
        self.set_class(state == "crashed", "-crashed")
        if state == "crashed" and first:
            self.text_widget.update(visible(f"{self.reasoning[-STREAM_TAIL:]}{self.output}\n\n✖ {first}"))

    def show(self, view: ColumnView) -> None:
        self.run_state = "done"
        self.border_title = view.title
        self.set_meters(view.meters)
        self.text_widget.update(styled(view.text, view.reasoning_len, view.spans))
        self.set_class(bool(view.spans), "-differs")
        self.set_class(view.reference, "-reference")
        # after the next refresh, like the scroll_end a last streamed delta may still have pending:
        # queued behind it, the column ends at the top
        self.scroller.scroll_home(animate=False)


# -------------------------------------------------------------------- screen

class CompareScreen(Screen[None]):
    SCOPE = "compare"
    CSS_PATH = [STYLES / "compare.tcss"]
    BINDINGS = actions.bindings("compare")

    def __init__(self) -> None:
        super().__init__()
        self.session: Session | None = None
        self.report: CompareReport | None = None
        self.running = False
        self._cancel: threading.Event | None = None
        self.process_pid: int | None = None  # the running comparison's process
        self._restore: tuple[Path, Any, Any] | None = None  # the app's model to load again afterwards
        self._syncing = False
        self._layout = TableLayout()  # the table's columns: with the judge's when there is a judge
        self._rows: dict[int, ModelRun] = {}  # the running comparison's finished models, by position
        self._verdicts: dict[tuple[int, int], StepJudge] = {}  # its judge's verdicts so far: (model, step)

    # ------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        yield NavBar(self.SCOPE)
        with Horizontal(id="compare-body"):
            with Vertical(id="compare-side"):
                yield Label("session")
                yield Select([], prompt="pick a session", id="compare-session")
                yield Label("step")
                yield Select([], prompt="pick a step", id="compare-step")
                yield Label("models (two or more)")
                yield SelectionList[str](id="compare-models")
                yield Input(placeholder="path/to/file.gguf + enter", id="compare-path")
            with Vertical(id="compare-main"):
                yield Static("", id="compare-status", markup=True)
                yield Horizontal(id="compare-columns")
                yield DataTable(id="compare-table", cursor_type="row", zebra_stripes=True, show_cursor=False)
        yield MetersBar()
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self.query_one("#compare-table", DataTable).add_columns(*self._layout.columns)
        self.watch(self.app, "model_label", lambda label: setattr(self, "sub_title", label), init=True)
        self._set_status("pick a session, a step and two or more models; [b]ctrl+s[/] runs them")
        self._list_sessions(self._current_play_session())
        self._list_models()

    def on_screen_resume(self) -> None:
        if not self.running:  # sessions may have grown and models been downloaded meanwhile
            self._list_sessions(self._current_play_session())
            self._list_models()

    def on_unmount(self) -> None:
        if self._cancel is not None:
            self._cancel.set()

    def _set_status(self, text: str) -> None:
        self.query_one("#compare-status", Static).update(text)

    def _current_play_session(self) -> Session | None:
        try:
            stack = self.app.get_screen_stack("play")
        except KeyError:
            return None
        session = getattr(stack[0], "session", None) if stack else None
        return session if isinstance(session, Session) and session.path is not None else None

    # ------------------------------------------------------ session list

    @work(thread=True, exit_on_error=False, group="compare-list", exclusive=True)
    def _list_sessions(self, current: Session | None) -> None:
        from playground.tui.screens.sessions import all_summaries

        options: list[tuple[str, str]] = []
        if current is not None and current.steps:
            options.append((f"▶ {current.name}", str(current.path)))  # the play screen's session
        try:
            for s in all_summaries(playground_app(self).sessions_dir):
                if s.error or s.steps == 0 or (current is not None and s.path == current.path):
                    continue
                options.append((s.path.name, str(s.path)))
        except PlaygroundError as e:
            self.post_message(SessionsFound(options, str(e)))
            return
        self.post_message(SessionsFound(options, None))

    def on_sessions_found(self, message: SessionsFound) -> None:
        if message.error:
            self.notify(message.error, severity="error")
        select = self.query_one("#compare-session", Select)
        keep = select.value
        values = [v for _, v in message.options]
        with self.prevent(Select.Changed):
            select.set_options(message.options)
            if keep in values:
                select.value = keep
        if keep in values and isinstance(keep, str):
            self._reopen(keep)  # the file may have grown steps meanwhile (the play screen's session)
        elif values:
            select.value = values[0]

    def _reopen(self, path: str) -> None:
        from playground.world.store import load_session

        try:
            session = load_session(path)
        except PlaygroundError as e:
            self.notify(str(e), severity="error")
            return
        step = self._step()
        self.open_session(session, step if step is not None and any(s.index == step for s in session.steps)
                          else None)

    @on(Select.Changed, "#compare-session")
    def _session_changed(self, event: Select.Changed) -> None:
        if isinstance(event.value, str) and not self.running:
            self._reopen(event.value)

    def open_session(self, session: Session, step: int | None = None) -> None:
        """Compare on ``session`` (its last step unless ``step``); shows its saved report if there is one."""
        self.session = session
        select = self.query_one("#compare-step", Select)
        options = [(f"{s.index}: {_preview(s.action, 16)}", s.index) for s in session.steps]
        with self.prevent(Select.Changed):
            select.set_options(options)
            if options:
                select.value = step if step is not None else options[-1][1]
        self._load_saved_report(session, self._step())

    def _step(self) -> int | None:
        value = self.query_one("#compare-step", Select).value
        return value if isinstance(value, int) else None

    @on(Select.Changed, "#compare-step")
    def _step_changed(self, _event: Select.Changed) -> None:
        step = self._step()
        if self.running or step is None:
            return
        if self.report is not None and step in self.report.steps:
            self._render_report(self.report, step, "")
        elif self.session is not None:
            self._load_saved_report(self.session, step)

    # -------------------------------------------------------- model list

    @work(thread=True, exit_on_error=False, group="compare-models", exclusive=True)
    def _list_models(self) -> None:
        from playground.hub.local import find_local_models

        try:
            found = [m for m in find_local_models() if m.ok]
        except (PlaygroundError, OSError) as e:
            self.post_message(ModelsFound([], str(e)))
            return
        self.post_message(ModelsFound([(f"{m.name} · {m.quant} · {human_bytes(m.size)}", str(m.path))
                                       for m in found], None))

    def on_models_found(self, message: ModelsFound) -> None:
        if message.error:
            self.notify(message.error, title="local models", severity="warning")
        lst = self.query_one("#compare-models", SelectionList)
        known = {lst.get_option_at_index(i).value for i in range(lst.option_count)}
        lst.add_options([(Content(label), value) for label, value in message.options if value not in known])
        engine = getattr(self.app, "engine", None)
        if engine is not None and not getattr(engine.info, "is_endpoint", False):  # a server model has no file
            self.add_model(Path(engine.info.path))
        # the models ticked last time (kept in the settings file); gone ones are skipped quietly
        for remembered in self._remembered_models():
            if Path(remembered).is_file():
                self.add_model(Path(remembered))

    def _remembered_models(self) -> list[str]:
        value = playground_app(self).settings.extra.get(REMEMBERED_KEY, [])
        return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []

    @on(SelectionList.SelectedChanged, "#compare-models")
    def _remember_models(self, event: SelectionList.SelectedChanged[str]) -> None:
        app = playground_app(self)
        ticked = [str(v) for v in event.selection_list.selected]
        if ticked != self._remembered_models():
            app.settings.extra[REMEMBERED_KEY] = ticked
            app.save_settings()

    def add_model(self, path: Path, select: bool = True) -> bool:
        """Offer ``path`` in the model list (and tick it). False, with a notification, if it is no GGUF file."""
        path = path.expanduser()
        if not path.exists():
            self.notify(f"{safe(str(path))}: file not found", severity="error")
            return False
        if not path.is_file() or not path.name.lower().endswith(".gguf"):
            self.notify(f"{safe(str(path))} is not a .gguf file", severity="error")
            return False
        lst = self.query_one("#compare-models", SelectionList)
        value = str(path)
        if value not in {lst.get_option_at_index(i).value for i in range(lst.option_count)}:
            lst.add_option((Content(f"{path.name} · {human_bytes(path.stat().st_size)}"), value))
        if select:
            lst.select(value)
        return True

    @on(Input.Submitted, "#compare-path")
    def _path_submitted(self, event: Input.Submitted) -> None:
        text = event.value.strip()
        if text and self.add_model(Path(text)):
            event.input.value = ""

    def selected_models(self) -> list[Path]:
        return [Path(v) for v in self.query_one("#compare-models", SelectionList).selected]

    # ------------------------------------------------------ saved report

    @work(thread=True, exit_on_error=False, group="compare-report", exclusive=True)
    def _load_saved_report(self, session: Session, step: int | None) -> None:
        from playground.compare.report import default_report_path, load_report

        if session.path is None or step is None:
            return
        path = default_report_path(session.path, example=session.header.example,
                                   sessions_dir=playground_app(self).sessions_dir)
        if not path.is_file():
            self.post_message(ReportViews(None, step, [], "no saved comparison for this session"))
            return
        try:
            report = load_report(path)
        except PlaygroundError as e:
            self.post_message(ReportViews(None, step, [], f"[red]{e}[/]"))
            return
        if step not in report.steps:
            self.post_message(ReportViews(report, step, [], f"the saved comparison has no step {step}"))
            return
        saved = report.created[:16].replace("T", " ")
        self.post_message(ReportViews(report, step, _views(report, step), f"saved {saved}"))

    @work(thread=True, exit_on_error=False, group="compare-report", exclusive=True)
    def _render_report(self, report: CompareReport, step: int, note: str) -> None:
        self.post_message(ReportViews(report, step, _views(report, step), note))

    async def on_report_views(self, message: ReportViews) -> None:
        if self.running:
            return
        if not message.views or message.report is None:
            self.report = None
            await self._set_columns([])
            self.query_one("#compare-table", DataTable).clear()
            self._set_status(f"{message.note} · ctrl+s runs the step on the ticked models")
            return
        self.report = message.report
        await self._set_columns([v.title for v in message.views])
        for column, view in zip(self._columns(), message.views):
            column.show(view)
        self._set_layout(TableLayout.of(message.report))
        self._fill_table(message.report.models)
        ref = message.report.reference
        self._set_status(f"{message.note} · {LEGEND} · seed {message.report.seed} · ref {ref.label}")

    # ----------------------------------------------------------- columns

    def _columns(self) -> list[CompareColumn]:
        return list(self.query(CompareColumn))

    async def _set_columns(self, titles: list[str]) -> None:
        box = self.query_one("#compare-columns", Horizontal)
        await box.remove_children()
        columns = [CompareColumn(t) for t in titles]
        if columns:
            await box.mount_all(columns)
        for c in columns:
            self.watch(c.scroller, "scroll_y", partial(self._sync_scroll, c), init=False)

    def _sync_scroll(self, source: CompareColumn, y: float) -> None:
        """Scroll the other columns to the same line (guarded: their watchers call back here)."""
        if self._syncing:
            return
        self._syncing = True
        try:
            for c in self._columns():
                if c is not source:
                    c.scroller.scroll_to(y=y, animate=False, immediate=True)
        finally:
            self._syncing = False

    def _set_layout(self, layout: TableLayout) -> None:
        if layout != self._layout:
            self._layout = layout
            table = self.query_one("#compare-table", DataTable)
            table.clear(columns=True)
            table.add_columns(*layout.columns)

    def _fill_table(self, runs: list[ModelRun]) -> None:
        """One row per model; a running comparison's verdicts so far stand in for the runs' own."""
        table = self.query_one("#compare-table", DataTable)
        table.clear()
        for i, run in enumerate(runs):
            mine = [v for (model, _step), v in self._verdicts.items() if model == i]
            table.add_row(*model_row(run, self._layout, JudgeSummary.of(mine) if mine else None))

    # ------------------------------------------------------------ running

    def action_run_compare(self) -> None:
        if self.running:
            self.notify("a comparison is running (esc cancels it)", severity="warning")
            return
        app = playground_app(self)
        if app.busy:
            self.notify(f"the engine is busy ({app.busy}); wait or cancel it", severity="warning")
            return
        step = self._step()
        models = self.selected_models()
        if self.session is None or step is None:
            self.notify("pick a session and a step to compare", severity="warning")
            return
        if len(models) < 2:
            self.notify("tick two or more models (or type a .gguf path and press enter)", severity="warning")
            return
        engine = getattr(app, "engine", None)
        self._restore = None
        # a local model is unloaded for the comparison's memory and loaded again after; a server model
        # holds no memory here and stays
        if engine is not None and not getattr(engine.info, "is_endpoint", False):
            self._restore = (Path(engine.info.path), engine.options, getattr(app, "plan", None))
            app.unload_model()
        self.running = True
        self.refresh_bindings()
        app.busy = "comparison"
        self.report = None
        self._cancel = threading.Event()
        self._rows, self._verdicts = {}, {}
        self.query_one("#compare-table", DataTable).clear()
        self._set_status(f"[b]comparing[/] step {step} on {len(models)} files · esc cancels")
        from playground.tui.screens.play import generation_params

        settings = app.settings
        try:
            params = generation_params(settings)
        except PlaygroundError as e:
            self._finish()
            self.notify(str(e), severity="error")
            return
        judge = self._judge_choice()
        self._set_layout(TableLayout(judge=judge is not None))
        self._compare_worker(self.session, step, models, params, settings.thinking, settings.n_ctx, self._cancel,
                             judge)

    def _judge_choice(self) -> tuple[Any, str, str | None] | None:
        """(the judge setting's JudgeChoice or None, its label, why it cannot be used), or None without a judge."""
        from playground.compare.judged import setting_judge
        from playground.compare.runner import fitted_options

        app = playground_app(self)
        value = app.settings.judge.strip()
        if not value:
            return None
        # a GGUF judge is fit-planned when it is loaded: after the quants, whose memory is free by then
        fitted = fitted_options(app.settings.n_ctx, n_threads=_ui_threads(), probe=getattr(app, "gpu_probe", None))
        try:
            choice = setting_judge(value, app.settings, options_for=lambda p: fitted(Path(p)))
        except PlaygroundError as e:
            return None, value, f"the judge setting ({value}) cannot be used: {e}"
        return choice, choice.label if choice is not None else value, None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Cancel is offered (and shown in the footer) only while a comparison runs."""
        if action == "cancel":
            return self.running
        return True

    def action_cancel(self) -> None:
        if self._cancel is not None and self.running:
            self._cancel.set()
            self._set_status("cancelling …")

    @work(thread=True, exit_on_error=False, group="compare", name="compare")
    def _compare_worker(self, session: Session, step: int, models: list[Path], params: Any, thinking: bool,
                        n_ctx: int, cancel: threading.Event, judge_choice: tuple[Any, str, str | None] | None) -> None:
        from playground.compare.host import run_comparison_in_process
        from playground.compare.report import JudgeInfo, default_report_path, save_report
        from playground.compare.runner import plan_comparison

        judge: Any = None
        try:
            plan = plan_comparison(session, models, steps=[step], params=params, enable_thinking=thinking)
            self.post_message(ComparePlanned([m.label for m in plan.models]))
            forwarder = _Forwarder(self, plan, judged=judge_choice is not None)
            judge, judge_error = self._open_judge(session, judge_choice, cancel, forwarder.judge_event)
            forwarder.judge = judge
            if judge is not None:
                judge.begin()
            report = run_comparison_in_process(plan, n_ctx=n_ctx, n_threads=_ui_threads(),
                                               on_event=forwarder, cancel=cancel,
                                               probe=getattr(self.app, "gpu_probe", None))
            if judge is not None:
                forwarder.comparison_done()
                judge.finish()  # a GGUF judge is loaded only now: the quants are done and freed
                judge.attach(report)
            elif judge_choice is not None:
                report.judge = JudgeInfo(judge_choice[1], judge_error)
        except OperationCancelled:
            self.post_message(CompareEnded(None, error="cancelled; no report was saved", cancelled=True))
            return
        except PlaygroundError as e:
            self.post_message(CompareEnded(None, error=str(e)))
            return
        except Exception as e:  # never leave the screen stuck in "running"
            self.post_message(CompareEnded(None, error=f"unexpected error: {e}"))
            return
        finally:
            if judge is not None:
                judge.close()
        saved: Path | None = None
        error = None
        try:
            saved = save_report(report, default_report_path(session.path, example=session.header.example,  # type: ignore[arg-type]
                                                            sessions_dir=playground_app(self).sessions_dir))
        except (PlaygroundError, OSError) as e:
            error = f"the report was not saved: {e}"
        self.post_message(CompareEnded(report, saved, error))

    def _open_judge(self, session: Session, choice: tuple[Any, str, str | None] | None, cancel: threading.Event,
                    on_event: Any) -> tuple[Any, str | None]:
        """(a CompareJudge, None), or (None, why there is none); in the worker (the prompts are files)."""
        if choice is None:
            return None, None
        judge_choice, _label, error = choice
        if judge_choice is not None:
            from playground.bench.judge_messages import load_judge_prompts
            from playground.compare.judged import CompareJudge

            try:
                return CompareJudge(judge_choice, load_judge_prompts(), session, cancel=cancel, on_event=on_event), None
            except PlaygroundError as e:
                error = f"the judge {judge_choice.label} cannot run: {e}"
        self.post_message(JudgeNote("", error))
        return None, error

    async def on_compare_planned(self, message: ComparePlanned) -> None:
        await self._set_columns(message.titles)
        for c in self._columns():
            c.set_meters("waiting")

    def on_compare_process(self, message: CompareProcess) -> None:
        if self.running:
            self.process_pid = message.pid
            playground_app(self).watch_process(message.pid)

    def on_column_status(self, message: ColumnStatus) -> None:
        columns = self._columns()
        if message.model < len(columns):
            columns[message.model].set_meters(message.text)
            if columns[message.model].run_state == "waiting":
                columns[message.model].run_state = "running"
        if message.status:
            self._set_status(message.status)

    def on_column_delta(self, message: ColumnDelta) -> None:
        columns = self._columns()
        if message.model >= len(columns):
            return
        d = message.delta
        column = columns[message.model]
        if d.reasoning or d.output:
            column.stream(d.reasoning, d.output)
        if d.phase == "prompt":
            column.set_meters(f"prompt eval {d.prompt_done:,}/{d.prompt_total:,}")
        else:
            column.set_meters(f"{d.phase} · {d.tokens:,} tokens · {d.tok_s:,.1f} tok/s")
            if d.tok_s:
                playground_app(self).set_live(d.tok_s)

    def on_column_done(self, message: ColumnDone) -> None:
        columns = self._columns()
        if message.model < len(columns):
            columns[message.model].show(message.view)
        self._rows[message.model] = message.run
        self._fill_table([self._rows[i] for i in sorted(self._rows)])

    def on_judge_verdict(self, message: JudgeVerdict) -> None:
        if not self.running:
            return
        self._verdicts[(message.model, message.step)] = message.verdict
        run = self._rows.get(message.model)
        columns = self._columns()
        if run is not None and message.model < len(columns):
            columns[message.model].set_meters(column_meters(run, run.step(message.step), judged=True,
                                                            verdict=message.verdict))
        self._fill_table([self._rows[i] for i in sorted(self._rows)])
        if message.status:
            self._set_status(message.status)

    def on_judge_note(self, message: JudgeNote) -> None:
        if message.status and self.running:
            self._set_status(message.status)
        if message.error:
            self.notify(message.error, title="judge", severity="warning", timeout=8)

    def on_compare_ended(self, message: CompareEnded) -> None:
        self._finish()
        if message.report is None:
            # the column that was running says what happened to it; the ones after it were not run
            for column in self._columns():
                if column.run_state == "running":
                    column.end("cancelled" if message.cancelled else "crashed", "" if message.cancelled
                               else message.error or "")
                elif column.run_state == "waiting":
                    column.end("not run")
            self._set_status(f"[b]comparison stopped:[/] {message.error}")
            self.notify(message.error or "stopped", title="compare",
                        severity="information" if message.cancelled else "error", timeout=8)
            return
        self.report = message.report
        note = f"saved {message.saved.name}" if message.saved else (message.error or "")
        if message.error:
            self.notify(message.error, severity="error")
        if message.report.judge is not None:  # the verdicts as the report holds them
            self._verdicts = {}
            self._set_layout(TableLayout.of(message.report))
            self._fill_table(message.report.models)
            step = message.report.steps[0]
            for column, run in zip(self._columns(), message.report.models):
                if column.run_state == "done":
                    column.set_meters(column_meters(run, run.step(step), judged=True))
            if message.report.judge.error:
                note += f" · judge: {message.report.judge.error}"
        ref = message.report.reference
        self._set_status(f"[b]done[/] · {LEGEND} · seed {message.report.seed} · ref {ref.label} · {note}")
        self.notify(f"compared {len(message.report.models)} files; {note}", title="compare")

    def _finish(self) -> None:
        """Back to idle: free the engine slot and load the app's model again if it was unloaded."""
        self.running = False
        self.refresh_bindings()
        self._cancel = None
        self.process_pid = None
        app = playground_app(self)
        app.busy = ""
        app.set_live(None)
        app.watch_process(None)
        if self._restore is not None:
            path, options, plan = self._restore
            self._restore = None
            self.notify(f"loading {path.name} again", title="compare")
            app.load_model(path, options, plan)


class _Forwarder:
    """Runs in the worker thread: turns comparison events into a few messages per second
    (token deltas arrive already batched by the comparison process)."""

    def __init__(self, screen: CompareScreen, plan: Any, judge: Any = None, *, judged: bool = False) -> None:
        self.screen = screen
        self.plan = plan
        self.judge = judge  # the CompareJudge, fed each comparison event (None: no judge)
        self.judged = judged  # the table has judge columns (a judge is configured, usable or not)
        self.after = False  # the comparison is done; the judge goes on
        self._last_status = 0.0
        self._runs: list[ModelRun] = []

    def comparison_done(self) -> None:
        self.after = True
        judge = self.judge
        if judge is not None and judge.error is None and judge.done < judge.total:
            self.post(JudgeNote(f"[b]judging[/] {judge.done}/{judge.total} answers with {safe(judge.choice.label)} · "
                                "esc stops the judge"))

    def judge_event(self, ev: object) -> None:
        """The judge's events (in this worker thread) as messages."""
        from playground.compare.judged import JudgeOpening, JudgeScored, JudgeStopped

        if isinstance(ev, JudgeScored):
            label = self.judge.choice.label if self.judge is not None else "the judge"
            status = (f"[b]judging[/] {ev.done}/{ev.total} answers with {safe(label)} · esc stops the judge"
                      if self.after else "")
            self.post(JudgeVerdict(ev.model, ev.step, ev.verdict, status))
        elif isinstance(ev, JudgeOpening) and not ev.served:
            self.post(JudgeNote(f"[b]judging[/]: loading {safe(ev.label)} (the quants are done) · esc stops the judge"))
        elif isinstance(ev, JudgeStopped):
            self.post(JudgeNote("", f"judge: {ev.error}"))

    def post(self, message: Message) -> None:
        self.screen.post_message(message)

    def __call__(self, ev: object) -> None:
        from playground.compare.host import ColumnStream, ProcessStarted
        from playground.compare.runner import LoadProgress, ModelDone, ModelReady, ModelStarting, Scoring

        if self.judge is not None and not isinstance(ev, ColumnStream):
            self.judge.on_compare_event(ev)  # a finished model's answers go to the judge

        if isinstance(ev, ColumnStream):
            self.post(ColumnDelta(ev.model, ev.delta))
        elif isinstance(ev, ProcessStarted):
            self.post(CompareProcess(ev.pid))
        elif isinstance(ev, ModelStarting):
            self.post(ColumnStatus(ev.model, "loading …", f"[b]loading[/] {ev.label} "
                                                         f"({ev.model + 1}/{len(self.plan.models)}) · esc cancels"))
        elif isinstance(ev, LoadProgress):
            now = time.monotonic()
            if now - self._last_status >= STATUS_INTERVAL_S:
                self._last_status = now
                self.post(ColumnStatus(ev.model, f"loading {ev.fraction:.0%}"))
        elif isinstance(ev, ModelReady):
            label = self.plan.models[ev.model].label
            self.post(ColumnStatus(ev.model, f"loaded in {ev.load_s:.2f} s",
                                   f"[b]running[/] {label} ({ev.model + 1}/{len(self.plan.models)}) · esc cancels"))
        elif isinstance(ev, Scoring):
            now = time.monotonic()
            if now - self._last_status >= STATUS_INTERVAL_S or ev.done == ev.total:
                self._last_status = now
                self.post(ColumnStatus(ev.model, f"scoring {ev.done:,}/{ev.total:,} positions"))
        elif isinstance(ev, ModelDone):
            self._runs.append(ev.run)
            reference = self._runs[0]
            judging = self.judge is not None and self.judge.error is None and self.judge.asked.get(ev.model, 0) > 0
            view = column_view(ev.run, self.plan.steps[0], reference, judged=self.judged, judging=judging)
            self.post(ColumnDone(ev.model, ev.run, view))


def _ui_threads() -> int | None:
    """The app's CPU thread count for llama.cpp under the UI (one core left for rendering)."""
    try:
        from playground.tui.app import ui_engine_threads
    except ImportError:
        return None
    return ui_engine_threads()


def _views(report: CompareReport, step: int) -> list[ColumnView]:
    reference = report.reference
    judged = TableLayout.of(report).judge
    return [column_view(m, step, reference, judged=judged) for m in report.models]


def _preview(action: str, width: int = 40) -> str:
    flat = " ".join(visible(action).split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"
