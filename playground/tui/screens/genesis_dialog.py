"""World genesis on the play screen: "describe the world" in a sentence, the model writes the
initial state in the domain's state format, streamed into an editor you can change before the
first step. The core is ``playground.world.genesis``; the generation runs in the model process
(``RemoteEngine.start_generate``) like a step's.

The dialog returns a :class:`GenesisChoice` (the sentence, the state as the model wrote it, and
the state as edited) or None; the play screen starts the new session from it and records both
in the session header.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterator

from textual import on, work
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Static, TextArea

from playground.errors import PlaygroundError
from playground.tui.textview import safe
from playground.world.domains import Domain
from playground.world.genesis import check_sentence, from_result, genesis_messages

if TYPE_CHECKING:
    from playground.llama.sampling import GenerationParams
    from playground.runtime.modelprocess import RemoteEngine
    from playground.runtime.streaming import StepDelta

STYLES = Path(__file__).parent.parent / "styles"
EXAMPLES = "e.g. a Django repo whose tests fail after a dependency bump"


@dataclass(frozen=True)
class GenesisChoice:
    sentence: str
    generated: str  # the state as the model wrote it (the header's genesis.state)
    state: str  # the state the session starts from (edited or not)

    def record(self) -> dict[str, str]:
        return {"sentence": self.sentence, "state": self.generated}


class GenesisProgress(Message):
    def __init__(self, delta: StepDelta) -> None:
        super().__init__()
        self.delta = delta


class GenesisFinished(Message):
    def __init__(self, result: Any = None, error: str = "") -> None:
        super().__init__()
        self.result = result
        self.error = error


class GenesisDialog(ModalScreen["GenesisChoice | None"]):
    """A sentence in, the domain's initial state out (streamed, then editable)."""

    CSS_PATH = [STYLES / "dialogs.tcss"]
    BINDINGS = [("escape", "close", "Cancel"), ("ctrl+s", "use", "Use this state")]
    AUTO_FOCUS = "#genesis-sentence"

    def __init__(self, domain: Domain, engine: RemoteEngine, params: GenerationParams, *, thinking: bool = True,
                 previous: GenesisChoice | None = None) -> None:
        super().__init__()
        self.domain, self.engine, self.params, self.thinking = domain, engine, params, thinking
        self.previous = previous
        self.running = False
        self.generated: str | None = previous.generated if previous is not None else None
        self._sentence = previous.sentence if previous is not None else ""
        self._streamed = ""

    def compose(self) -> ComposeResult:
        with Vertical(id="genesis-box", classes="dialog"):
            yield Static(f"[b]Describe the world[/] · {safe(self.domain.title)}: the model writes the initial "
                         "state in this domain's format; edit it, then use it for the new session.",
                         id="genesis-title")
            yield Input(self._sentence, placeholder=EXAMPLES, id="genesis-sentence")
            area = TextArea(self.previous.state if self.previous is not None else "", id="genesis-state",
                            soft_wrap=True, tab_behavior="focus")
            area.border_title = "initial state"
            yield area
            yield Static("enter writes the state · ctrl+s uses it · esc cancels", id="genesis-status", markup=True)
            with Horizontal(id="genesis-buttons"):
                yield Button("Write the state", variant="primary", id="genesis-run")
                yield Button("Use this state (ctrl+s)", id="genesis-use", disabled=self.previous is None)
                yield Button("Cancel (esc)", id="genesis-cancel")

    def _status(self, text: str) -> None:
        self.query_one("#genesis-status", Static).update(text)

    # ------------------------------------------------------------ writing the state

    @on(Input.Submitted, "#genesis-sentence")
    @on(Button.Pressed, "#genesis-run")
    def action_write(self) -> None:
        if self.running:
            return
        try:
            sentence = check_sentence(self.query_one("#genesis-sentence", Input).value)
            messages = genesis_messages(self.domain, sentence)
            stream = self.engine.start_generate(messages, self.params, enable_thinking=self.thinking)
        except PlaygroundError as e:
            self._status(f"[red]{safe(str(e))}[/]")
            return
        self._sentence = sentence
        self._streamed = ""
        self.running = True
        area = self.query_one("#genesis-state", TextArea)
        area.load_text("")
        area.read_only = True  # while it streams; editable once written
        self.query_one("#genesis-use", Button).disabled = True
        self.query_one("#genesis-run", Button).disabled = True
        self._status("[b]writing the world[/] … esc stops it")
        self._worker(stream)

    @work(thread=True, exit_on_error=False, group="genesis", name="genesis")
    def _worker(self, stream: Iterator[Any]) -> None:
        from playground.runtime.streaming import StepDelta

        result = None
        try:
            for item in stream:
                if isinstance(item, StepDelta):
                    self.post_message(GenesisProgress(item))
                else:
                    result = item
        except PlaygroundError as e:
            self.post_message(GenesisFinished(error=str(e)))
            return
        except Exception as e:  # never leave the dialog stuck in "writing"
            self.post_message(GenesisFinished(error=f"unexpected error: {e}"))
            return
        self.post_message(GenesisFinished(result))

    def on_genesis_progress(self, message: GenesisProgress) -> None:
        d = message.delta
        if d.output:
            self._streamed += d.output
            self.query_one("#genesis-state", TextArea).load_text(self._streamed)
        if d.phase != "prompt":
            self._status(f"[b]writing the world[/] · {d.phase} · {d.tokens:,} tokens "
                         f"({d.reasoning_tokens:,} reasoning) · esc stops it")

    def on_genesis_finished(self, message: GenesisFinished) -> None:
        self.running = False
        area = self.query_one("#genesis-state", TextArea)
        area.read_only = False
        self.query_one("#genesis-run", Button).disabled = False
        if message.error:
            self._status(f"[red]{safe(message.error)}[/]")
            return
        try:
            made = from_result(self.domain, self._sentence, message.result)
        except PlaygroundError as e:
            self._status(f"[red]{safe(str(e))}[/]")
            self.query_one("#genesis-use", Button).disabled = self.generated is None
            return
        self.generated = made.state
        area.load_text(made.state)
        self.query_one("#genesis-use", Button).disabled = False
        area.focus()
        self._status("written · edit it if you like, then ctrl+s uses it for the new session")

    # ------------------------------------------------------------------ leaving

    @on(Button.Pressed, "#genesis-use")
    def action_use(self) -> None:
        if self.running or self.generated is None:
            return
        state = self.query_one("#genesis-state", TextArea).text
        if not state.strip():
            self._status("[red]the state is empty: write it again or type one[/]")
            return
        self.dismiss(GenesisChoice(self._sentence, self.generated, state))

    @on(Button.Pressed, "#genesis-cancel")
    def action_close(self) -> None:
        if self.running:  # the first esc stops the generation (nothing is saved), the next closes
            self.engine.cancel()
            self._status("stopping …")
            return
        self.dismiss(None)
