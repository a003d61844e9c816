"""Generation settings: sampling, reasoning budget and thinking, context size."""

from __future__ import annotations

from pathlib import Path

from textual import on
from textual.app import ComposeResult
from textual.containers import Grid, Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Static, Switch

from playground.errors import PlaygroundError
from playground.llama.sampling import GenerationParams
from playground.tui.app import playground_app

STYLES = Path(__file__).parent.parent / "styles"

FIELDS = (
    ("temperature", "temperature", float),
    ("top_p", "top p", float),
    ("top_k", "top k", int),
    ("seed", "seed (-1: random)", int),
    ("reasoning_budget", "reasoning budget (0: none)", int),
    ("max_tokens", "max tokens per step", int),
    ("n_ctx", "context size (next load)", int),
)


class SettingsScreen(ModalScreen[bool]):
    SCOPE = "settings"
    CSS_PATH = [STYLES / "dialogs.tcss"]
    BINDINGS = [("escape", "dismiss_screen", "Close")]

    def compose(self) -> ComposeResult:
        s = playground_app(self).settings
        with Vertical(id="settings-box", classes="dialog"):
            yield Static("[b]Generation settings[/] · defaults are the model card's · enter saves",
                         id="settings-title")
            with Grid(id="settings-grid"):
                for key, label, _kind in FIELDS:
                    yield Label(label)
                    # the context in effect: a --ctx of this run shows, but is saved only if changed here
                    value = playground_app(self).n_ctx if key == "n_ctx" else getattr(s, key)
                    yield Input(str(value), id=f"set-{key}")
                yield Label("thinking")
                yield Switch(value=s.thinking, id="set-thinking")
            yield Static("", id="settings-error")
            with Horizontal(id="settings-buttons"):
                yield Button("Save", variant="primary", id="settings-save")
                yield Button("Model card defaults", id="settings-defaults")
                yield Button("Cancel", id="settings-cancel")

    @on(Button.Pressed, "#settings-cancel")
    def action_dismiss_screen(self) -> None:
        self.dismiss(False)

    @on(Button.Pressed, "#settings-defaults")
    def _defaults(self) -> None:
        d = GenerationParams()
        for key, value in (("temperature", d.temperature), ("top_p", d.top_p), ("top_k", d.top_k),
                           ("seed", -1), ("reasoning_budget", 0)):
            self.query_one(f"#set-{key}", Input).value = str(value)
        self.query_one("#set-thinking", Switch).value = True

    @on(Input.Submitted)
    @on(Button.Pressed, "#settings-save")
    def _save(self) -> None:
        app = playground_app(self)
        s = app.settings
        values: dict[str, float | int] = {}
        try:
            for key, label, kind in FIELDS:
                raw = self.query_one(f"#set-{key}", Input).value.strip()
                try:
                    values[key] = kind(raw)
                except ValueError:
                    raise ValueError(f"{label}: {raw!r} is not a{'n integer' if kind is int else ' number'}") from None
            if values["n_ctx"] < 64:
                raise ValueError("context size must be at least 64 tokens")
            if values["reasoning_budget"] < 0:
                raise ValueError("reasoning budget must be >= 0")
            if values["max_tokens"] <= 0:
                raise ValueError("max tokens per step must be positive")
            GenerationParams(temperature=float(values["temperature"]), top_p=float(values["top_p"]),
                             top_k=int(values["top_k"]),
                             seed=None if values["seed"] < 0 else int(values["seed"])).validate()
        except (ValueError, PlaygroundError) as e:
            self.query_one("#settings-error", Static).update(f"[red]{e}[/]")
            return
        ctx_changed = int(values["n_ctx"]) != app.n_ctx
        for key, _label, kind in FIELDS:
            if key != "n_ctx" or ctx_changed:
                setattr(s, key, kind(values[key]))
        if ctx_changed:
            app.n_ctx_override = None  # a context chosen here replaces this run's --ctx
        s.thinking = self.query_one("#set-thinking", Switch).value
        app.save_settings()
        self.dismiss(True)
        if ctx_changed and app.engine is not None:
            # the context is fixed when a model loads: load the same file again at the new size
            app.notify(f"reloading {app.engine.info.path.name} with a {s.n_ctx:,}-token context", title="model")
            app.action_reload_model()
