"""The play screen's panels by keyboard: one key per panel, jumps from a warning to the step and
line it quotes, the domain picker's offer of a new session once a session has steps, and the
consistency judge's runs and results (the ``judge-consistency`` preview rule).

Kept out of ``play.py`` so the screen module stays about stepping; the screen calls these.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.screen import ModalScreen
from textual.widget import Widget
from textual.widgets import Button, Static

from playground.errors import PlaygroundError
from playground.tui.textview import safe
from playground.tui.widgets.stepview import ObservationPanel, WarningsPanel, jump_target
from playground.world.session import Session
from playground.world.warning_records import WorldWarning

if TYPE_CHECKING:
    from playground.bench.chat import ChatModel
    from playground.decoherence.judged import Verdict
    from playground.settings import Settings
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


# ------------------------------------------------------------------ the consistency judge

JUDGE_KIND = "judge.consistency"  # the summary line of a judge run (the accepted claims are fact.judge-consistency)


class JudgeDone(Message):
    """A judge run on one step ended: its verdict, or a note (nothing to ask), or an error. ``chat``:
    a judge model the worker opened (the screen keeps it for the next run and closes it at the end)."""

    def __init__(self, key: tuple[str, int], *, verdict: Verdict | None = None, label: str = "", note: str = "",
                 error: str = "", chat: ChatModel | None = None, chat_key: str = "",
                 world_model: bool = False, auto: bool = False) -> None:
        super().__init__()
        self.key, self.verdict, self.label, self.note, self.error = key, verdict, label, note, error
        self.chat, self.chat_key, self.world_model, self.auto = chat, chat_key, world_model, auto


@dataclass
class JudgeState:
    """The play screen's judge: the run in flight, the judge model opened for it, and each judged
    step's lines (kept in memory only: the session file is not changed)."""

    cancel: threading.Event | None = None
    chat: ChatModel | None = None
    chat_key: str = ""  # the `judge` setting ``chat`` was opened for
    results: dict[tuple[str, int], list[WorldWarning]] = field(default_factory=dict)

    @property
    def running(self) -> bool:
        return self.cancel is not None

    def close(self) -> None:
        if self.cancel is not None:
            self.cancel.set()
        if self.chat is not None:
            self.chat.close()
            self.chat = None


def _session_key(session: Session, index: int) -> tuple[str, int]:
    return (str(session.path), index)


def judged_warnings(screen: PlayScreen, index: int) -> list[WorldWarning]:
    """What the judge said about step ``index`` of the screen's session (empty when not asked)."""
    if screen.session is None:
        return []
    return list(screen.judge.results.get(_session_key(screen.session, index), []))


def judge_step(screen: PlayScreen, index: int, *, auto: bool = False) -> None:
    """Ask the judge about step ``index`` in a thread worker. ``auto``: after a step, with the
    `judge_consistency` threshold on (quiet when there is nothing to ask)."""
    session = screen.session
    state = screen.judge
    if session is None or state.running:
        if not auto:
            screen.notify("the consistency judge is already running" if state.running
                          else "select a recorded step to judge", severity="warning")
        return
    from playground.decoherence.judged import contradiction_found

    step = session.step(index)
    if any(contradiction_found(w) for w in step.warnings):
        if not auto:
            screen.notify(f"the rules already found a contradiction at step {index}; the judge is asked only about "
                          "steps they found none in", title="consistency judge", severity="information")
        return
    settings = screen.pg.settings
    choice = settings.judge.strip()
    engine = None
    if not choice:  # no judge set: the world model judges
        engine = screen.pg.engine
        if engine is None or screen.pg.busy:
            if not auto:
                screen.notify("no judge: set `judge` in the settings file (a .gguf or @ENDPOINT), or load a model "
                              "to judge with" if engine is None else f"the engine is busy ({screen.pg.busy})",
                              severity="warning")
            return
        screen.pg.busy = "consistency judge"
    cancel = threading.Event()
    state.cancel = cancel
    chat = state.chat if state.chat_key == choice else None
    key = _session_key(session, index)
    work = _judge_work(screen.post_message, session, key, settings, choice, engine, chat, cancel, auto)
    screen.run_worker(work, thread=True, exit_on_error=False, group="judge", name="judge")
    screen.refresh_bindings()
    screen.set_status(f"[b]consistency judge[/] on step {index} · {screen.key('play.cancel')} cancels")


def _judge_work(post: Callable[[Message], Any], session: Session, key: tuple[str, int], settings: Settings,
                choice: str, engine: Any, chat: ChatModel | None, cancel: threading.Event,
                auto: bool) -> Callable[[], None]:
    def work() -> None:
        opened: ChatModel | None = None

        def done(**kw: Any) -> None:
            post(JudgeDone(key, chat=opened, chat_key=choice, world_model=engine is not None, auto=auto, **kw))

        try:
            from playground.bench.chat import ProcessChat
            from playground.decoherence.judged import chat_judge, consistency_definition, dossiers, judge_dossier

            definition = consistency_definition(session.domain.id)
            dossier = next(dossiers(session, [key[1]]), None)
            if dossier is None:
                done(note=f"step {key[1]} shows again nothing earlier steps established: nothing to ask the judge")
                return
            model: ChatModel
            if engine is not None:
                model = ProcessChat(engine)  # the loaded world model; never closed here
            else:
                model = chat if chat is not None else _open_judge(settings, choice)
                opened = model if chat is None else None
            verdict = judge_dossier(dossier, chat_judge(model, cancel=cancel), definition, model.label)
            if cancel.is_set():
                done(note="cancelled")
            else:
                done(verdict=verdict, label=model.label)
        except PlaygroundError as e:
            done(error=str(e))
        except Exception as e:  # never leave the screen waiting on a judge that died
            done(error=f"unexpected error: {e}")

    return work


def _open_judge(settings: Settings, choice: str) -> ChatModel:
    """The `judge` setting's model: @NAME of an endpoint (over HTTP), else a GGUF in its own model process."""
    from playground.bench.chat import open_chat

    if choice.startswith("@"):
        from playground.endpoints.registry import find_endpoint

        spec = find_endpoint(settings, choice[1:])
        spec.check()
        return open_chat(None, spec)
    from playground.llama.engine import LoadOptions

    path = Path(choice).expanduser()
    if not path.is_file():
        raise PlaygroundError(f"judge setting: no file at {path} (a .gguf path, or @NAME of an endpoint)")
    return open_chat(str(path), options=LoadOptions(n_ctx=16384, extra_bufts=settings.extra_bufts))


def judge_done(screen: PlayScreen, m: JudgeDone) -> None:
    """The handler: keep the judge model, show the result as information on the step it is about."""
    from playground.decoherence.judged import tally

    state = screen.judge
    state.cancel = None
    if m.world_model:
        screen.pg.busy = ""
    if m.chat is not None:
        if state.chat is not None and state.chat is not m.chat:
            state.chat.close()
        state.chat, state.chat_key = m.chat, m.chat_key
    screen.refresh_bindings()
    index = m.key[1]
    if m.error:
        if m.world_model:
            screen.pg.check_engine_alive()
        screen.notify(safe(m.error), title=f"consistency judge, step {index}", severity="error")
        screen.set_status(f"[red]consistency judge failed:[/] {safe(m.error)}")
        return
    if m.verdict is None:
        if not m.auto:  # after every step, "nothing to ask" would be noise: the status line says it
            screen.notify(safe(m.note), title=f"consistency judge, step {index}", severity="information")
        screen.set_status(f"consistency judge, step {index}: {safe(m.note)}")
        return
    t = tally([m.verdict])
    summary = WorldWarning(JUDGE_KIND, "info", index, f"preview, judge {m.label}: {t.line()}",
                           {"detector": "judge", "dropped": m.verdict.dropped or ""})
    found = ([m.verdict.warning] if m.verdict.warning is not None else []) + [summary]
    state.results[m.key] = found
    session = screen.session
    if session is not None and _session_key(session, index) == m.key:
        shown = screen.selected or (session.steps[-1].index if session.steps else None)
        if shown == index:
            screen.query_one("#warnings", WarningsPanel).show(session.step(index).warnings + found)
    word = "a contradiction it proved" if m.verdict.warning is not None else f"dropped: {m.verdict.dropped}"
    screen.notify(f"step {index}: {word} · {t.line()}", title="consistency judge (preview)",
                  severity="information", timeout=8)
    screen.set_status(f"consistency judge, step {index}: {safe(t.line())}")
