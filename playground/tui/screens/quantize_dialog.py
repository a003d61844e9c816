"""Pick a quant type and an output file; shows llama.cpp's dry-run size estimate first."""

from __future__ import annotations

from pathlib import Path

from textual import on, work
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Select, Static

from playground.errors import PlaygroundError
from playground.tui.textview import human_size

STYLES = Path(__file__).parent.parent / "styles"

# The types users ask for, best quality first.
QUANT_CHOICES = ("Q8_0", "Q6_K", "Q5_K_M", "Q4_K_M", "Q3_K_M", "Q2_K", "IQ4_XS")


class EstimateReady(Message):
    def __init__(self, qtype: str, text: str) -> None:
        super().__init__()
        self.qtype, self.text = qtype, text


def default_output(src: Path, qtype: str) -> Path:
    from playground.hub.hfenv import models_dir

    stem = src.name.split("-00001-of-")[0].removesuffix(".gguf")
    for tag in ("-F32", "-F16", "-BF16", "-f32", "-f16", "-bf16"):
        stem = stem.removesuffix(tag)
    return models_dir() / f"{stem}-{qtype}.gguf"


class QuantizeDialog(ModalScreen[tuple[str, Path] | None]):
    CSS_PATH = [STYLES / "dialogs.tcss"]
    BINDINGS = [("escape", "dismiss_dialog", "Cancel")]

    def __init__(self, src: Path) -> None:
        super().__init__()
        self.src = src

    def compose(self) -> ComposeResult:
        with Vertical(id="quantize-box", classes="dialog"):
            yield Static(f"[b]Quantize[/] {self.src.name}", id="quantize-title")
            with Horizontal(classes="dialog-row"):
                yield Label("type")
                yield Select([(q, q) for q in QUANT_CHOICES], value="Q4_K_M", allow_blank=False, id="qtype")
            with Horizontal(classes="dialog-row"):
                yield Label("output")
                yield Input(str(default_output(self.src, "Q4_K_M")), id="qout")
            yield Static("estimating …", id="quantize-estimate")
            with Horizontal(id="quantize-buttons"):
                yield Button("Quantize", variant="primary", id="quantize-go")
                yield Button("Cancel", id="quantize-cancel")

    def on_mount(self) -> None:
        self._estimate(self.src, "Q4_K_M")

    @on(Select.Changed, "#qtype")
    def _type_changed(self, event: Select.Changed) -> None:
        qtype = str(event.value)
        self.query_one("#qout", Input).value = str(default_output(self.src, qtype))
        self.query_one("#quantize-estimate", Static).update("estimating …")
        self._estimate(self.src, qtype)

    @work(thread=True, exit_on_error=False, group="estimate", exclusive=True)
    def _estimate(self, src: Path, qtype: str) -> None:
        from playground.modelfile.quantize import estimate_quantization

        try:
            est = estimate_quantization(src, qtype)
        except PlaygroundError as e:
            self.post_message(EstimateReady(qtype, f"[red]{e}[/]"))
            return
        kept = f", {len(est.overrides)} sensitive tensors kept at higher precision" if est.overrides else ""
        need = " · [yellow]needs an importance matrix (use the CLI's --imatrix)[/]" if est.requires_imatrix else ""
        self.post_message(EstimateReady(qtype, f"about {human_size(est.output_bytes)} "
                                               f"(from {human_size(est.input_bytes)}){kept}{need}"))

    def on_estimate_ready(self, message: EstimateReady) -> None:
        if str(self.query_one("#qtype", Select).value) == message.qtype:
            self.query_one("#quantize-estimate", Static).update(message.text)

    @on(Button.Pressed, "#quantize-go")
    def _go(self) -> None:
        out = self.query_one("#qout", Input).value.strip()
        if not out:
            self.query_one("#quantize-estimate", Static).update("[red]give an output path[/]")
            return
        self.dismiss((str(self.query_one("#qtype", Select).value), Path(out).expanduser()))

    @on(Button.Pressed, "#quantize-cancel")
    def action_dismiss_dialog(self) -> None:
        self.dismiss(None)
