"""The sessions browser: the user's sessions and the shipped examples."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Static

from playground.base.textsafe import visible
from playground.errors import PlaygroundError
from playground.tui import actions
from playground.tui.app import PlaygroundApp, playground_app
from playground.tui.textview import count, safe
from playground.tui.widgets.meters import MetersBar
from playground.tui.widgets.navbar import NavBar
from playground.world.paths import example_paths
from playground.world.errors import SessionError
from playground.world.session import Session
from playground.world.store import SessionSummary, list_sessions, load_session, summarize

STYLES = Path(__file__).parent.parent / "styles"


class SessionsListed(Message):
    def __init__(self, summaries: list[SessionSummary], error: str | None) -> None:
        super().__init__()
        self.summaries = summaries
        self.error = error


def all_summaries(directory: Path) -> list[SessionSummary]:
    """The user's sessions (newest first), then the shipped examples."""
    mine = list_sessions(directory)
    examples = []
    for p in example_paths():
        try:
            examples.append(summarize(load_session(p)))
        except PlaygroundError as e:
            examples.append(SessionSummary(path=p, id="", title="", domain="?", steps=0, model="", created="",
                                           example=True, bench=False, parent=None, problems=0, error=str(e)))
    return mine + examples


class SessionsScreen(Screen[None]):
    SCOPE = "sessions"
    CSS_PATH = [STYLES / "sessions.tcss"]
    BINDINGS = actions.bindings("sessions")

    def __init__(self) -> None:
        super().__init__()
        self.summaries: list[SessionSummary] = []

    def compose(self) -> ComposeResult:
        yield NavBar(self.SCOPE)
        with Vertical(id="sessions-body"):
            yield Static("", id="sessions-title")
            yield DataTable(id="sessions-table", cursor_type="row", zebra_stripes=True)
        yield MetersBar()
        yield Footer(compact=True)

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        table.add_columns("session", "domain", "steps", "model", "date", "kind")
        self.watch(self.app, "model_label", lambda label: setattr(self, "sub_title", safe(label)), init=True)
        self.action_refresh()

    def on_screen_resume(self) -> None:
        self.action_refresh()

    def action_refresh(self) -> None:
        self._load()

    @work(thread=True, exit_on_error=False, group="sessions", exclusive=True)
    def _load(self) -> None:
        directory = playground_app(self).sessions_dir
        try:
            self.post_message(SessionsListed(all_summaries(directory), None))
        except PlaygroundError as e:
            self.post_message(SessionsListed([], str(e)))

    def on_sessions_listed(self, message: "SessionsListed") -> None:
        if message.error:
            self.notify(safe(message.error), severity="error")
        self.summaries = message.summaries
        self._fill()

    def on_resize(self) -> None:
        if self.summaries:
            self._fill()

    def _fill(self) -> None:
        """The rows, with the session and model columns cut to what the width leaves once date and
        kind have their room: at 80 columns every column stays on screen (no sideways scrolling)."""
        summaries = self.summaries
        table = self.query_one(DataTable)
        cursor = table.cursor_row
        table.clear()
        name_w, model_w = _text_widths(self.size.width or 120, summaries)
        for s in summaries:
            kind = "example" if s.example else ("benchmark" if s.bench else ("fork" if s.parent else "yours"))
            if s.error:
                kind = "unreadable"
            elif s.problems:
                kind += f" ({s.problems} bad lines)"
            # names, domains and models come from files: shown as text, never as markup or escapes
            name = s.path.name[: -len(".jsonl")] if s.path.name.endswith(".jsonl") else s.path.name
            table.add_row(Text(_fit(visible(name), name_w)), Text(visible(s.domain)), str(s.steps),
                          Text(_fit(visible(s.model or "–"), model_w)), s.date or "–", kind, key=str(s.path))
        if summaries:
            table.move_cursor(row=min(cursor, len(summaries) - 1))
        directory = playground_app(self).sessions_dir
        self.query_one("#sessions-title", Static).update(
            f"[b]{count(len(summaries), 'session')}[/] · yours in {safe(str(directory))} · "
            "enter: replay · o: continue in play")

    def _load_selected(self) -> Session | None:
        """The highlighted session, read from disk now (it may have changed since the listing)."""
        table = self.query_one(DataTable)
        if not self.summaries or table.cursor_row is None or table.cursor_row >= len(self.summaries):
            return None
        summary = self.summaries[table.cursor_row]
        try:
            if summary.error:
                raise SessionError(summary.error)
            return load_session(summary.path)
        except PlaygroundError as e:
            self.notify(safe(str(e)), severity="error")
            return None

    def action_replay(self) -> None:
        from playground.tui.screens.replay import ReplayScreen

        session = self._load_selected()
        if session is not None:
            self.app.push_screen(ReplayScreen(session))

    def on_data_table_row_selected(self, _event: DataTable.RowSelected) -> None:
        self.action_replay()

    def action_open_in_play(self) -> None:
        session = self._load_selected()
        if session is not None:
            open_in_play(playground_app(self), session)


def _fit(text: str, width: int) -> str:
    """``text`` cut in the middle to ``width`` cells (names differ at both ends: date and id)."""
    if len(text) <= width:
        return text
    if width <= 1:
        return text[:width]
    head = (width - 1) // 2
    return text[:head] + "…" + text[len(text) - (width - 1 - head):]


def _text_widths(width: int, summaries: list[SessionSummary]) -> tuple[int, int]:
    """Widths of the session and model columns: the fixed columns (domain, steps, date, kind) and the
    cell padding first, then what is left, shared with the session name getting the larger part."""
    kinds = [len(f"benchmark ({s.problems} bad lines)") if s.problems else 10 for s in summaries]
    fixed = max([6] + [len(s.domain) for s in summaries]) + 5 + 16 + max([4] + kinds)
    left = max(24, width - fixed - 6 * 2 - 2)  # 2 cells of padding per column, and the scrollbar
    names = max((len(s.path.name) - 6 for s in summaries), default=10)
    models = max((len(s.model or "–") for s in summaries), default=1)
    if names + models <= left:
        return names, models
    model_w = min(models, max(8, left // 3))
    return max(10, left - model_w), model_w


def open_in_play(app: PlaygroundApp, session: Session) -> None:
    """Show ``session`` on the play screen; examples are forked first (shipped files stay untouched)."""
    from playground.tui.forks import fork

    if session.header.example or not _is_in(session.path, app.sessions_dir):
        last = session.steps[-1].index if session.steps else 0
        try:
            session = fork(session, last, app.sessions_dir)
        except PlaygroundError as e:
            app.notify(safe(str(e)), severity="error")
            return
        app.notify(f"copied into your sessions as {safe(session.name)}", title="session")
    app.show_in_play(session)


def _is_in(path: Path | None, directory: Path) -> bool:
    if path is None:
        return False
    try:
        return path.resolve().is_relative_to(directory.resolve())
    except OSError:
        return False
