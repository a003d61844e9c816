"""Generation settings: sampling, reasoning budget and thinking, context size."""

from __future__ import annotations

from pathlib import Path

from textual import on
from textual.app import ComposeResult
from textual.containers import Grid, Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Static, Switch

from playground.errors import PlaygroundError
from playground.sampling import GenerationParams

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
        s = self.app.settings  # type: ignore[attr-defined]
        with Vertical(id="settings-box", classes="dialog"):
            yield Static("[b]Generation settings[/]  ·  defaults are the model card's", id="settings-title")
            with Grid(id="settings-grid"):
                for key, label, _kind in FIELDS:
                    yield Label(label)
                    yield Input(str(getattr(s, key)), id=f"set-{key}")
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

    @on(Button.Pressed, "#settings-save")
    def _save(self) -> None:
        s = self.app.settings  # type: ignore[attr-defined]
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
        ctx_changed = int(values["n_ctx"]) != s.n_ctx
        for key, _label, kind in FIELDS:
            setattr(s, key, kind(values[key]))
        s.thinking = self.query_one("#set-thinking", Switch).value
        self.app.save_settings()  # type: ignore[attr-defined]
        if ctx_changed and getattr(self.app, "engine", None) is not None:
            self.app.notify("the new context size applies when the model is loaded again (F3)")
        self.dismiss(True)
