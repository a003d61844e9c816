"""The one registry of actions and key bindings.

Every binding has an id (``scope.name``). Screens take their ``BINDINGS`` from
here, the command palette lists the same entries, and the help screen prints
them with the keys in effect, so the three never disagree. Users remap keys by
id in the settings file (``[keymap]``), which Textual applies with
``App.set_keymap``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from textual.binding import Binding, BindingType


@dataclass(frozen=True)
class ActionSpec:
    id: str  # binding id: "<scope>.<name>"
    key: str  # default key(s), comma-separated
    action: str  # Textual action string run on the screen (or app for scope "app")
    description: str  # short label (footer, palette title)
    help: str  # one sentence for the help screen and palette
    show: bool = True  # shown in the footer
    palette: bool = True  # offered in the command palette
    priority: bool = False

    @property
    def scope(self) -> str:
        return self.id.split(".", 1)[0]


ACTIONS: tuple[ActionSpec, ...] = (
    # app-wide
    # the screen keys are shown in the top line of every screen (widgets/navbar.py), not the footer
    ActionSpec("app.play", "f2", "app.show_play", "Play", "Go to the play screen (step through a world).",
               show=False),
    ActionSpec("app.models", "f3", "app.show_models", "Models", "Pick, download, quantize and load a model.",
               show=False),
    ActionSpec("app.sessions", "f4", "app.show_sessions", "Sessions", "Browse saved and example sessions.",
               show=False),
    ActionSpec("app.compare", "f5", "app.show_compare", "Compare", "Run a step on several quant levels side by side.",
               show=False),
    ActionSpec("app.help", "f1", "app.show_help", "Help", "Show every key binding and what it does."),
    ActionSpec("app.theme", "ctrl+t", "app.change_theme", "Theme", "Pick a theme (your choice is remembered).",
               show=False),
    ActionSpec("app.reload", "ctrl+l", "app.reload_model", "Reload",
               "Load the current model again (after changing the context size).", show=False),
    ActionSpec("app.quit", "ctrl+q", "app.quit", "Quit", "Quit agentworld-play.", priority=True),
    # play screen
    ActionSpec("play.step", "ctrl+s", "step", "Step", "Send the action to the world model and predict the next state.",
               priority=True),
    ActionSpec("play.cancel", "escape", "cancel", "Cancel", "Stop the running step; nothing half-done is saved.",
               priority=True),
    ActionSpec("play.new", "ctrl+n", "new_session", "New", "Start a new session in the chosen domain."),
    ActionSpec("play.describe", "alt+w", "describe_world", "Describe the world",
               "New session: describe the world in a sentence; the model writes its initial state (editable).",
               show=False),
    ActionSpec("play.template", "f9", "reset_action", "Template", "Put the domain's action template in the editor.",
               show=False),
    ActionSpec("play.edit", "alt+5,ctrl+e", "focus_editor", "Editor panel",
               "Jump to the action editor (Tab leaves it; inside it ctrl+e is end of line).", show=False),
    # one key per panel, shown in the panels' titles (as lazygit numbers its panels)
    ActionSpec("play.timeline", "alt+1", "focus_panel('timeline')", "Timeline panel",
               "Focus the timeline of steps (up/down shows a step).", show=False),
    ActionSpec("play.state", "alt+2", "focus_panel('state')", "State panel",
               "Focus the state panel (the state the step starts from), to scroll it.", show=False),
    ActionSpec("play.prediction", "alt+3", "focus_panel('observation')", "Prediction panel",
               "Focus the predicted observation, to scroll it.", show=False),
    ActionSpec("play.warnings", "alt+4", "focus_panel('warnings')", "Warnings panel",
               "Focus the step's warnings; enter shows the step and line a warning quotes.", show=False),
    ActionSpec("play.pick_domain", "alt+6", "focus_panel('domain')", "Domain",
               "Pick the domain (terminal, MCP, search, SWE, web, desktop, Android, custom).", show=False),
    ActionSpec("play.fork", "ctrl+f", "fork", "Fork", "Fork the session at the selected step into a new session."),
    ActionSpec("play.rerun", "ctrl+r", "rerun", "Re-run", "Re-run the selected step in a new fork (current settings)."),
    ActionSpec("play.consistency", "f8", "consistency", "Resample",
               "Resample the selected step a few times; warn if the predictions disagree.", show=False),
    ActionSpec("play.judge", "alt+j", "judge_consistency", "Judge",
               "Ask the judge model whether the selected step contradicts what earlier steps established "
               "(preview: a claim is shown only when its quotes prove it).", show=False),
    ActionSpec("play.reasoning", "ctrl+o", "toggle_reasoning", "Reasoning", "Fold or unfold the reasoning panel.",
               show=False),
    ActionSpec("play.domain", "f10", "custom_domain", "Custom domain",
               "Set up the custom domain: its system prompt and initial state.", show=False),
    ActionSpec("play.settings", "ctrl+g", "settings", "Settings", "Sampling, reasoning budget and context settings."),
    # models screen
    # shown in the screen's title line, not the footer: a focused table's own enter hides it there
    ActionSpec("models.load", "enter", "load", "Load", "Load the selected model with its fit plan.", show=False),
    ActionSpec("models.download", "d", "download", "Download", "Download the selected quant (resumes if cut)."),
    ActionSpec("models.quantize", "q", "quantize", "Quantize",
               "Quantize a local high-precision file to the selected type."),
    ActionSpec("models.cancel", "escape", "cancel", "Cancel", "Cancel the running download or quantization."),
    ActionSpec("models.open", "o", "open_file", "Open", "Open a GGUF file anywhere on disk and load it."),
    ActionSpec("models.refresh", "r", "refresh", "Refresh", "Re-read the catalog, local files and GPU."),
    ActionSpec("models.servers", "s", "servers", "Servers",
               "Add, test, remove and load models on inference servers (vLLM, SGLang, llama-server)."),
    # sessions browser
    ActionSpec("sessions.replay", "enter", "replay", "Replay", "Replay the selected session step by step."),
    ActionSpec("sessions.open", "o", "open_in_play", "Open", "Continue the selected session on the play screen."),
    ActionSpec("sessions.refresh", "r", "refresh", "Refresh", "Re-read the sessions directory."),
    # replay view
    ActionSpec("replay.next", "right,n", "next_step", "Next", "Show the next recorded step."),
    ActionSpec("replay.prev", "left,p", "prev_step", "Previous", "Show the previous recorded step."),
    ActionSpec("replay.first", "home", "first_step", "First", "Jump to the first step.", show=False),
    ActionSpec("replay.last", "end", "last_step", "Last", "Jump to the last step.", show=False),
    ActionSpec("replay.fork", "f", "fork", "Fork", "Fork from this step into the play screen."),
    ActionSpec("replay.close", "escape", "close", "Back", "Back to the sessions browser."),
    # compare screen
    ActionSpec("compare.run", "ctrl+s", "run_compare", "Run", "Run the step on every selected quant.", priority=True),
    ActionSpec("compare.cancel", "escape", "cancel", "Cancel", "Stop the comparison (and its judge)."),
    # first-run screen
    ActionSpec("welcome.download", "d", "download", "Download", "Download the recommended quant for this machine."),
    ActionSpec("welcome.open", "o", "open_file", "Open a GGUF", "Open a GGUF file on disk (tab completes the path)."),
    ActionSpec("welcome.example", "e", "example", "Replay an example", "Replay a shipped example session."),
    ActionSpec("welcome.skip", "escape", "skip", "Play screen", "Go to the play screen without a model."),
    # help screen
    ActionSpec("help.close", "escape,f1", "close", "Close", "Close the help screen."),
)

BY_ID: dict[str, ActionSpec] = {a.id: a for a in ACTIONS}


def specs(scope: str) -> list[ActionSpec]:
    return [a for a in ACTIONS if a.scope == scope]


def bindings(scope: str) -> list[BindingType]:
    """Textual bindings (with ids, so they can be remapped) for one scope."""
    return [Binding(a.key, a.action.removeprefix("app.") if scope == "app" else a.action, a.description,
                    show=a.show, priority=a.priority, id=a.id) for a in specs(scope)]


def effective_key(spec: ActionSpec, keymap: dict[str, str]) -> str:
    return keymap.get(spec.id, spec.key)


def palette_specs(scope: str) -> Iterable[ActionSpec]:
    """What the command palette offers on a screen: app-wide actions plus the screen's."""
    for a in ACTIONS:
        if a.palette and a.scope in ("app", scope):
            yield a


def unknown_keymap_ids(keymap: dict[str, str]) -> list[str]:
    return sorted(k for k in keymap if k not in BY_ID)


def keymap_clashes(keymap: dict[str, str]) -> list[str]:
    """Keys that two bindings would share once ``keymap`` is applied, where both could act: in one
    screen's scope, or one screen's and the app's. One line per clash, for the settings warning."""
    owners: dict[tuple[str, str], list[str]] = {}
    for spec in ACTIONS:
        for key in effective_key(spec, keymap).split(","):
            owners.setdefault((spec.scope, key.strip()), []).append(spec.id)
    clashes = []
    for (scope, key), ids in sorted(owners.items()):
        if scope != "app":
            ids = ids + owners.get(("app", key), [])
        if len(ids) > 1 and any(i in keymap for i in ids):  # only clashes the user's [keymap] made
            clashes.append(f"{key}: {' and '.join(ids)}")
    return clashes


def palette_help(spec: ActionSpec, keymap: dict[str, str]) -> str:
    """The palette's second line: the key in effect, then what it does."""
    return f"{effective_key(spec, keymap)} · {spec.help}"
