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
        summaries = self.summaries = message.summaries
        table = self.query_one(DataTable)
        table.clear()
        for s in summaries:
            kind = "example" if s.example else ("benchmark" if s.bench else ("fork" if s.parent else "yours"))
            if s.error:
                kind = "unreadable"
            elif s.problems:
                kind += f" ({s.problems} bad lines)"
            # names, domains and models come from files: shown as text, never as markup or escapes
            table.add_row(Text(visible(s.path.name)), Text(visible(s.domain)), str(s.steps),
                          Text(visible(s.model or "–")), s.date or "–", kind, key=str(s.path))
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
