"""The Textual application: screens as modes, shared state, background workers.

The app owns what several screens share: the loaded engine, the live
telemetry, the throughput history, the settings. Workers (thread workers) run
the core and post messages; the handlers here and on the screens own all
state, and no widget is touched from a thread.
"""

from __future__ import annotations

import argparse
import os
import threading
from functools import partial
from pathlib import Path
from typing import Any, Iterable, cast

from textual import work
from textual.app import App, SystemCommand
from textual.notifications import SeverityLevel
from textual.reactive import reactive
from textual.dom import DOMNode
from textual.screen import Screen

from playground.base import childproc
from playground.base.textsafe import visible
from playground.llama.engine import LoadOptions
from playground.runtime.modelprocess import RemoteEngine
from playground.errors import PlaygroundError
from playground.llama.events import StepTimings
from playground.fit.gpu import GpuProbe
from playground.settings import Settings
from playground.runtime.telemetry import TelemetrySampler, TelemetrySnapshot, ThroughputHistory
from playground.tui import actions
from playground.tui.messages import (
    ModelLoaded,
    ModelLoadFailed,
    ModelLoadProgress,
    TelemetryUpdated,
)
from playground.tui.themes import THEME_VARIABLE_DEFAULTS, load_shipped_themes

STYLES = Path(__file__).parent / "styles"


def ui_engine_threads() -> int:
    """CPU threads for llama.cpp under the UI: one core fewer than the machine has.

    llama.cpp's worker threads spin at barriers; if the UI thread takes one of their cores
    while rendering, the whole decode stalls. On a GPU machine the CPU threads barely matter.
    """
    from playground.llama.engine import default_threads

    return max(1, default_threads() - 1)


def _screen(module: str, name: str) -> Screen[None]:
    """Import a screen module on first use: start-up only pays for the screens it shows."""
    import importlib

    screen: Screen[None] = getattr(importlib.import_module(f"playground.tui.screens.{module}"), name)()
    return screen


class PlaygroundApp(App[int]):
    TITLE = "agentworld-play"
    CSS_PATH = [STYLES / "app.tcss"]
    BINDINGS = actions.bindings("app")
    MODES = {
        "play": lambda: _screen("play", "PlayScreen"),
        "sessions": lambda: _screen("sessions", "SessionsScreen"),
        "models": lambda: _screen("models", "ModelsScreen"),
        "compare": lambda: _screen("compare", "CompareScreen"),
    }
    DEFAULT_MODE = "play"

    telemetry: reactive[TelemetrySnapshot | None] = reactive(None, always_update=True)
    throughput_version: reactive[int] = reactive(0)
    engine_version: reactive[int] = reactive(0)
    model_label: reactive[str] = reactive("no model loaded")
    busy: reactive[str] = reactive("")  # what is using the engine right now ("" = idle)

    def __init__(self, *, settings: Settings | None = None, settings_path: Path | None = None,
                 sessions_dir: Path | None = None, model_path: Path | None = None,
                 gpu_probe: GpuProbe | None = None, telemetry_interval: float = 0.5,
                 telemetry_sampler: TelemetrySampler | None = None,
                 hub_endpoint: str | None = None, generation_overrides: dict[str, Any] | None = None,
                 n_ctx: int | None = None, welcome: bool = False) -> None:
        self._settings_path = settings_path
        self.settings = settings or Settings.load(settings_path)
        # before Textual captures stdio: the model process and the quantizer are spawned later
        childproc.ensure_spawn_ready()
        super().__init__()
        from playground.world.paths import sessions_dir as resolve_sessions_dir

        self.sessions_dir = resolve_sessions_dir(sessions_dir)
        self.gpu_probe = gpu_probe
        self.hub_endpoint = hub_endpoint
        self.telemetry_interval = telemetry_interval
        self._sampler = telemetry_sampler
        # The model runs in its own process (see playground/runtime/modelprocess.py): the UI never
        # competes with the decode loop for the GIL, and a native crash cannot take the app down.
        self.engine: RemoteEngine | None = None
        # GenerationParams fields the settings dialog does not offer (benchmarks: ignore_eos)
        self.generation_overrides: dict[str, Any] = dict(generation_overrides or {})
        self.plan: Any | None = None
        self.throughput = ThroughputHistory()
        self.live_tok_s: float | None = None
        self.context_fill: tuple[int, int] = (0, 0)
        self._initial_model = model_path
        # --ctx: this run's context size; never written to the settings file (a one-off flag
        # must not decide every later start)
        self.n_ctx_override = n_ctx
        self._welcome = welcome  # show the first-run screen when no model can be loaded at start
        # set when the app closes: stops the telemetry thread and cancels a model load in flight,
        # so no worker thread (or model process) outlives the app
        self._quitting = threading.Event()
        self._theme_ready = False
        self._loading_name = ""

    # ----------------------------------------------------------------- set-up

    def get_theme_variable_defaults(self) -> dict[str, str]:
        return dict(THEME_VARIABLE_DEFAULTS)

    def on_mount(self) -> None:
        themes, problems = load_shipped_themes()
        for theme in themes:
            self.register_theme(theme)
        for p in problems:
            self.notify(f"theme {p.file} skipped: {p.message}", severity="warning")
        if self.settings.theme in self.available_themes:
            self.theme = self.settings.theme
        elif themes:
            self.theme = themes[0].name
        self._theme_ready = True
        unknown = actions.unknown_keymap_ids(self.settings.keymap)
        if unknown:
            self.notify(f"settings: unknown binding ids in [keymap]: {', '.join(unknown)}", severity="warning")
        for clash in actions.keymap_clashes(self.settings.keymap):
            self.notify(f"settings: two bindings on one key in [keymap] ({clash}); the first one wins",
                        severity="warning")
        self.set_keymap({k: v for k, v in self.settings.keymap.items() if k not in unknown})
        if self.settings.load_problem:
            self.notify(self.settings.load_problem, severity="warning")
        self._sample_telemetry()
        model = self._initial_model or (Path(self.settings.model_path) if self.settings.model_path else None)
        if model is not None and model.exists():
            self.load_model(model)
        elif self._welcome:
            from playground.tui.screens.welcome import WelcomeScreen

            self.push_screen(WelcomeScreen())

    def watch_theme(self, theme: str) -> None:
        from textual.widgets import TextArea

        from playground.tui.widgets import highlight

        # syntax colours follow the theme's brightness, in the panels and the editor alike
        highlight.use_palette(self.current_theme.dark)
        from playground.tui.widgets.stepview import WarningsPanel
        from playground.tui.widgets.timeline import Timeline

        for screen in self.screen_stack:
            for editor in screen.query(TextArea):
                if editor.theme.startswith("agentworld-"):
                    highlight.style_editor(editor)
            # lists whose lines were coloured when made: made again in the new palette
            for timeline in screen.query(Timeline):
                timeline.restyle()
            for panel in screen.query(WarningsPanel):
                panel.restyle()
            screen.refresh(repaint=True)
        if self._theme_ready and theme != self.settings.theme:
            self.settings.theme = theme
            self.save_settings()

    def notify(self, message: str, *, title: str = "", severity: SeverityLevel = "information",
               timeout: float | None = None, markup: bool = True) -> None:
        """Every notification (screens' too) passes here: control sequences in a message or title
        (a file name, a model's error, a session note) are shown as escapes, never sent raw."""
        super().notify(visible(message), title=visible(title), severity=severity, timeout=timeout, markup=markup)

    def save_settings(self) -> None:
        try:
            self.settings.save(self._settings_path)
        except PlaygroundError as e:
            self.notify(str(e), severity="error")

    def on_unmount(self) -> None:
        self._quitting.set()
        if self.engine is not None:
            self.engine.close()

    @property
    def n_ctx(self) -> int:
        """The context size for the next model load: --ctx for this run, else the settings'."""
        return self.n_ctx_override or self.settings.n_ctx

    # -------------------------------------------------------------- commands

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        ours = {spec.description for spec in actions.palette_specs(getattr(screen, "SCOPE", ""))}
        for command in super().get_system_commands(screen):
            # Textual offers its own Quit and Theme; the registry's (with our keys) replace them
            if command.title not in ours:
                yield command
        scope = getattr(screen, "SCOPE", "")
        for spec in actions.palette_specs(scope):
            target = self if spec.scope == "app" else screen
            yield SystemCommand(spec.description, actions.palette_help(spec, self.settings.keymap),
                                partial(target.run_action, spec.action.removeprefix("app.")))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The key of the screen already shown is left out of the footer (it would do nothing)."""
        mode = action.removeprefix("show_")
        if action.startswith("show_") and mode in self.MODES and self.current_mode == mode \
                and len(self.screen_stack) == 1:
            return False
        return True

    def action_show_play(self) -> None:
        self.switch_mode("play")

    def action_show_models(self) -> None:
        self.switch_mode("models")

    def action_show_sessions(self) -> None:
        self.switch_mode("sessions")

    def action_show_compare(self) -> None:
        self.switch_mode("compare")

    def action_show_help(self) -> None:
        from playground.tui.screens.help import HelpScreen

        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen())

    def show_in_play(self, session: Any) -> None:
        """Switch to the play screen and continue ``session`` (a world Session) there."""
        from playground.tui.screens.play import PlayScreen

        self.switch_mode("play")
        screen = self.screen
        assert isinstance(screen, PlayScreen)
        screen.open_session(session)

    def action_change_theme(self) -> None:
        self.search_themes()

    def action_reload_model(self) -> None:
        """Load the current model again, e.g. after the context size changed in the settings."""
        if self.engine is None:
            self.notify("no model is loaded: open the models screen (F3) and load one", severity="warning")
            return
        self.load_model(Path(self.engine.info.path))

    # ------------------------------------------------------------ telemetry

    @work(thread=True, exit_on_error=False, group="telemetry", name="telemetry")
    def _sample_telemetry(self) -> None:
        sampler = self._sampler = self._sampler or TelemetrySampler(self.gpu_probe)
        if self.engine is not None:
            sampler.watch_pids([self.engine.pid])

        def deliver(snapshot: TelemetrySnapshot) -> bool:
            if not self.is_running:
                # The app stopped without unmounting: Textual can abort its shutdown when a widget
                # prune is cancelled. Do what on_unmount would (this thread runs in the event loop's
                # executor, which the loop's close waits for), stop the model process and cancel a
                # model load in flight.
                self._quitting.set()
                if self.engine is not None:
                    self.engine.close()
                return False
            return self.post_message(TelemetryUpdated(snapshot))

        sampler.run(deliver, self._quitting, self.telemetry_interval)

    def on_telemetry_updated(self, message: TelemetryUpdated) -> None:
        self.telemetry = message.snapshot

    def watch_process(self, pid: int | None) -> None:
        """Count a helper process (the model's, or a comparison's) in the memory and CPU meters."""
        if self._sampler is not None:
            self._sampler.watch_pids([pid] if pid is not None else [])

    def record_step(self, timings: StepTimings) -> None:
        self.throughput.add(timings)
        self.live_tok_s = None
        self.context_fill = (timings.context_used, timings.n_ctx)
        self.throughput_version += 1

    def set_live(self, tok_s: float | None, context_used: int | None = None) -> None:
        self.live_tok_s = tok_s
        if context_used is not None and self.engine is not None:
            self.context_fill = (context_used, self.engine.n_ctx)
        self.throughput_version += 1

    # ---------------------------------------------------------------- model

    def load_model(self, path: Path, options: LoadOptions | None = None, plan: Any | None = None) -> bool:
        """Load ``path`` in a worker. Without ``options``, a fit plan for the detected GPU decides
        the GPU layers and expert offload at the settings' context size."""
        if self.busy:
            self.notify(f"wait for the {self.busy} to finish (or cancel it) before loading a model",
                        severity="warning")
            return False
        self.busy = "model load"
        self._loading_name = path.name
        self.model_label = f"loading {path.name} …"
        self._load_worker(path, options, plan)
        return True

    @work(thread=True, exit_on_error=False, group="model", name="load model")
    def _load_worker(self, path: Path, options: LoadOptions | None, plan: Any | None) -> None:
        try:
            if options is None:
                from playground.fit.planner import load_options_for, plan_for_file

                plan = plan_for_file(path, self.n_ctx, probe=self.gpu_probe)
                options = load_options_for(plan, n_threads=ui_engine_threads(), extra_bufts=self.settings.extra_bufts)
            engine = RemoteEngine.load(path, options, progress=lambda f: self.post_message(ModelLoadProgress(f)),
                                       cancel=self._quitting)
        except PlaygroundError as e:
            self.post_message(ModelLoadFailed(path, str(e)))
            return
        except Exception as e:  # a native failure must not kill the UI
            self.post_message(ModelLoadFailed(path, f"unexpected error: {e}"))
            return
        if self._quitting.is_set():  # the app closed while the model loaded: nobody will use it
            engine.close()
            return
        self.post_message(ModelLoaded(engine, plan))

    def on_model_load_progress(self, message: ModelLoadProgress) -> None:
        if self.busy == "model load":
            self.model_label = f"loading {self._loading_name} {message.fraction:.0%}"

    def on_model_loaded(self, message: ModelLoaded) -> None:
        old, self.engine = self.engine, message.engine
        if old is not None:
            old.close()
        self.watch_process(message.engine.pid)
        self.plan = message.plan
        self.busy = ""
        info = message.engine.info
        self.model_label = self._label_for(message.engine)
        self.context_fill = (0, message.engine.n_ctx)
        # a server model (playground.endpoints) has no local file and its context is the server's
        served = bool(getattr(info, "is_endpoint", False))
        if not served and message.engine.n_ctx != self.n_ctx:  # llama.cpp rounds the context (256 cells at least)
            self.notify(f"the context is {message.engine.n_ctx:,} tokens (asked for {self.n_ctx:,}): "
                        "llama.cpp rounded it", title="model")
        if not served:
            self.settings.model_path = str(info.path)
            self.save_settings()
        self.engine_version += 1
        self.throughput_version += 1
        for note in info.notes:
            self.notify(note, title="model", severity="information")
        plan = message.plan
        applied = ""
        if plan is not None and plan.vram_free_bytes is None:
            applied = " · CPU only (no GPU found)"
        elif plan is not None:
            applied = (f" · n_gpu_layers={plan.n_gpu_layers}/{plan.n_gpu_layers_max}"
                       + (f", experts of {plan.n_cpu_moe} layers in RAM" if plan.n_cpu_moe else ""))
        self.notify(f"loaded {info.path.name} in {message.engine.load_s:.1f} s{applied}", title="model")

    def on_model_load_failed(self, message: ModelLoadFailed) -> None:
        self.busy = ""
        self.model_label = self._label_for(self.engine)
        self.notify(message.error, title=f"could not load {message.path.name}", severity="error", timeout=10)

    @staticmethod
    def _label_for(engine: RemoteEngine | None) -> str:
        if engine is None:
            return "no model loaded"
        ctx = f"ctx {engine.n_ctx:,}" if engine.n_ctx else "ctx set by the server"
        return f"{engine.info.name} · {engine.info.quant_type} · {ctx}"

    def check_engine_alive(self) -> None:
        """After a failure: forget a model process that died, so screens stop offering it."""
        if self.engine is not None and self.engine.closed:
            self.engine = None
            self.model_label = "no model loaded (the model process died; load it again)"
            self.engine_version += 1
            self.watch_process(None)

    def unload_model(self) -> None:
        if self.engine is not None and not self.busy:
            self.engine.close()
            self.engine = None
            self.watch_process(None)
            self.model_label = "no model loaded"
            self.engine_version += 1


def playground_app(node: DOMNode) -> PlaygroundApp:
    """The app, typed, for screens and widgets (instead of ``self.app.x  # type: ignore``)."""
    return cast(PlaygroundApp, node.app)


def run_app(args: argparse.Namespace) -> int:
    """``agentworld-play`` with no command: the TUI, optionally loading ``--model`` at start.
    The flags were checked by :func:`playground.cli.launch.launch_tui`."""
    settings = Settings.load()
    model = getattr(args, "ui_model", None)
    sessions = getattr(args, "ui_sessions_dir", None)
    app = PlaygroundApp(settings=settings, sessions_dir=Path(sessions) if sessions else None,
                        model_path=Path(model).expanduser() if model else None,
                        hub_endpoint=os.environ.get("AGENTWORLD_HUB_ENDPOINT") or None,
                        n_ctx=getattr(args, "ui_ctx", None) or None, welcome=True)
    app.run()
    return app.return_code or 0
