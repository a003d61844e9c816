"""The first screen without a model: what this is, and one key each for the three ways in.

- ``d`` downloads the quant the fit planner recommends for this machine's GPU (its name, size,
  fit verdict and where it will be stored are on screen before the key is pressed);
- ``o`` opens a GGUF already on disk (a path field that completes directory entries);
- ``e`` replays a shipped example session, no model needed.

Offline, the screen says so once, in words, and the other two keys still work.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from textual import on, work
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Footer, Input, Static

from playground.errors import PlaygroundError
from playground.tui import actions
from playground.tui.app import playground_app
from playground.tui.textview import human_size, safe
from playground.tui.widgets.pathinput import PathInput

STYLES = Path(__file__).parent.parent / "styles"

ABOUT = ("[b]agentworld-play[/] · step through worlds simulated by [b]Qwen-AgentWorld[/], a language world model.\n"
         "You write what an agent does; the model predicts what the terminal, web page or tool shows next.")

VERDICTS = {"fits": "fits on your GPU", "offload": "runs with part of it in RAM", "no_fit": "does not fit"}


@dataclass(frozen=True)
class Recommendation:
    remote: Any  # playground.hub.catalog.RemoteModelFile
    verdict: str  # fits | offload | no_fit
    gpu: str | None


def offline_or_problem(error: BaseException) -> tuple[str, bool]:
    """(what to say, offline?) for an error from the Hub, told apart by its type: offline mode or
    no connection at all (name lookup, refused, timed out) is "offline", anything else a problem."""
    from playground.hub.errors import OfflineError, is_offline_error, unreachable_kind, unreachable_reason

    if isinstance(error, OfflineError):
        return "offline mode is on (HF_HUB_OFFLINE)", True
    how = unreachable_kind(error)
    if how is not None:
        return f"the Hugging Face Hub could not be reached ({unreachable_reason(how)})", True
    if is_offline_error(error):
        return "the Hugging Face Hub could not be reached", True
    if isinstance(error, PlaygroundError):
        return str(error), False
    return f"unexpected error: {type(error).__name__}: {error}", False


class RecommendationFound(Message):
    def __init__(self, found: Recommendation | None, problem: str, offline: bool) -> None:
        super().__init__()
        self.found, self.problem, self.offline = found, problem, offline


class WelcomeScreen(Screen[None]):
    SCOPE = "welcome"
    AUTO_FOCUS = ""  # nothing: the keys d, o, e act on the screen; the path field takes focus after o
    CSS_PATH = [STYLES / "welcome.tcss"]
    BINDINGS = actions.bindings("welcome")

    def __init__(self) -> None:
        super().__init__()
        self.recommendation: Recommendation | None = None
        self.offline = False
        self.checked = False  # the Hub was asked (the download line says what came back)

    def compose(self) -> ComposeResult:
        from playground.hub.hfenv import hf_cache_dir

        with Vertical(id="welcome-box"):
            yield Static(ABOUT, id="welcome-about")
            yield Static("[b]d[/]  download the recommended model · asking the Hugging Face Hub …",
                         id="welcome-download")
            yield Static(f"    [dim]stored in {safe(str(hf_cache_dir()))}[/]", id="welcome-where")
            yield Static("[b]o[/]  open a GGUF file on disk (tab completes the path)", id="welcome-open")
            yield PathInput(placeholder="type a path: ~/models/… (tab completes)", id="welcome-path")
            yield Static("[b]e[/]  replay a shipped example session (no model needed)", id="welcome-example")
            yield Static("", id="welcome-note")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self.query_one("#welcome-path", Input).display = False
        app = playground_app(self)
        self._recommend(app.settings.catalog_repo, app.n_ctx)

    # ------------------------------------------------------------ the recommendation

    @work(thread=True, exit_on_error=False, group="welcome", exclusive=True)
    def _recommend(self, repo: str, n_ctx: int) -> None:
        from playground.fit.gpu import best_gpu, gpu_status
        from playground.fit.planner import plan_fit
        from playground.hub.catalog import list_repo_ggufs
        from playground.hub.pick import choose_quant
        from playground.hub.remote import fetch_remote_header

        app = playground_app(self)
        if not repo:
            self.post_message(RecommendationFound(None, "no model repo is set (models screen, F3)", False))
            return
        gpu = best_gpu(list(gpu_status(app.gpu_probe).gpus))
        free = int(gpu.free_bytes) if gpu is not None else None
        try:
            models = list_repo_ggufs(repo, endpoint=app.hub_endpoint)
            choice = choose_quant(models, n_ctx=n_ctx, vram_budget_bytes=free, detect=False,
                                  endpoint=app.hub_endpoint)
            headers = [fetch_remote_header(choice.model.repo, f, revision=choice.model.pinned_revision,
                                           endpoint=app.hub_endpoint) for f in choice.model.files]
            plan = plan_fit(headers, n_ctx=n_ctx, vram_free_bytes=free)
        except Exception as e:  # noqa: BLE001 - a network library's own error is sorted by its type below
            self.post_message(RecommendationFound(None, *offline_or_problem(e)))
            return
        self.post_message(RecommendationFound(Recommendation(choice.model, plan.verdict,
                                                             gpu.name if gpu is not None else None), "", False))

    def on_recommendation_found(self, message: RecommendationFound) -> None:
        self.checked = True
        self.recommendation = message.found
        self.offline = message.offline
        line = self.query_one("#welcome-download", Static)
        if message.found is not None:
            r = message.found
            where = f"on {safe(r.gpu)}" if r.gpu else "no GPU found: CPU only"
            verdict = VERDICTS.get(r.verdict, r.verdict) if r.gpu else "runs from RAM"
            line.update(f"[b]d[/]  download [b]{safe(r.remote.quant)}[/] of {safe(r.remote.repo)} · "
                        f"{human_size(r.remote.total_size)} · {verdict} ({where})")
        elif message.offline:
            line.update("[b]d[/]  [dim]download: not available offline[/]")
            self.query_one("#welcome-note", Static).update(
                f"[b]You are offline[/]: {safe(message.problem)}, so nothing can be downloaded now. "
                "Opening a file on disk and replaying an example work without it.")
        else:
            line.update(f"[b]d[/]  [dim]download: no recommendation ({safe(message.problem)})[/]")

    # ------------------------------------------------------------ the three keys

    def action_download(self) -> None:
        if self.recommendation is None:
            self.notify("offline: nothing can be downloaded now" if self.offline else
                        "no recommended model yet" if not self.checked else
                        "no recommendation: pick a quant on the models screen (F3)", severity="warning")
            return
        remote = self.recommendation.remote
        app = playground_app(self)
        app.pop_screen()
        app.switch_mode("models")
        models = app.screen
        start = getattr(models, "download_remote", None)
        if start is not None:
            start(remote)

    def action_open_file(self) -> None:
        field = self.query_one("#welcome-path", Input)
        field.display = True
        field.focus()

    @on(Input.Submitted, "#welcome-path")
    def _open(self, event: Input.Submitted) -> None:
        text = event.value.strip()
        path = Path(text).expanduser()
        note = self.query_one("#welcome-note", Static)
        if not text:
            return
        if not path.exists():
            note.update(f"[red]{safe(text)}: file not found[/]")
            return
        if not path.is_file() or not path.name.lower().endswith(".gguf"):
            note.update(f"[red]{safe(text)} is not a .gguf file[/]")
            return
        app = playground_app(self)
        app.pop_screen()
        app.load_model(path)

    def action_example(self) -> None:
        from playground.tui.screens.replay import ReplayScreen
        from playground.world.paths import example_paths
        from playground.world.store import load_session

        paths = example_paths()
        if not paths:
            self.notify("no example sessions are installed", severity="error")
            return
        preferred = next((p for p in paths if p.name.startswith("terminal")), paths[0])
        try:
            session = load_session(preferred)
        except PlaygroundError as e:
            self.notify(safe(str(e)), severity="error")
            return
        app = playground_app(self)
        app.pop_screen()
        app.push_screen(ReplayScreen(session))

    def action_skip(self) -> None:
        field = self.query_one("#welcome-path", Input)
        if field.has_focus:
            field.display = False
            self.focus_next()
            return
        playground_app(self).pop_screen()
