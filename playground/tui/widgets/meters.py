"""The always-visible meter bar: GPU, CPU, memory, throughput, context fill."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import ProgressBar, Sparkline, Static

from playground.runtime.telemetry import TelemetrySnapshot, ThroughputHistory
from playground.tui.app import playground_app


def gib(n: int | None) -> str:
    return "?" if n is None else f"{n / 2**30:.1f}"


def format_gpu(snapshot: TelemetrySnapshot | None) -> str:
    if snapshot is None:
        return "GPU …"
    if not snapshot.gpus:
        return "[dim]no NVIDIA GPU found[/]"
    parts = []
    for g in snapshot.gpus:
        s = g.sample
        if s.error:
            parts.append(f"GPU{g.index} [b red]{s.error}[/]")
            continue
        text = f"{g.name} {gib(s.used_bytes)}/{gib(s.total_bytes)} GiB"
        if s.process_bytes is not None:
            text += f" (app {gib(s.process_bytes)})"
        extras = []
        if s.utilization_pct is not None:
            extras.append(f"{s.utilization_pct:.0f}%")
        if s.temperature_c is not None:
            extras.append(f"{s.temperature_c:.0f}°C")
        if s.power_w is not None:
            extras.append(f"{s.power_w:.0f} W")
        if extras:
            text += " " + " ".join(extras)
        parts.append(text)
    return " │ ".join(parts)


def format_system(snapshot: TelemetrySnapshot | None) -> str:
    if snapshot is None:
        return "CPU …"
    s = snapshot.system
    return (f"CPU {s.cpu_pct:.0f}%  RSS {gib(s.rss_bytes)} GiB  "
            f"RAM {gib(s.ram_used_bytes)}/{gib(s.ram_total_bytes)} GiB")


def format_throughput(history: ThroughputHistory, live_tok_s: float | None) -> str:
    last = history.last
    gen = live_tok_s if live_tok_s is not None else (last.generation_tok_s if last else None)
    parts = [f"gen {gen:.1f} tok/s" if gen is not None else "gen – tok/s"]
    if last is not None:
        parts.append(f"pp {last.prompt_tok_s:.0f} tok/s")
        parts.append(f"ttft {last.time_to_first_token_s:.2f} s")
    return "  ".join(parts)


class MetersBar(Horizontal):
    """Two lines: hardware on top, throughput + context fill below."""

    DEFAULT_CLASSES = "meters"

    def compose(self) -> ComposeResult:
        with Horizontal(classes="meters-row"):
            yield Static(format_gpu(None), id="meter-gpu", markup=True)
            yield Static(format_system(None), id="meter-sys")
        with Horizontal(classes="meters-row"):
            yield Static(format_throughput(ThroughputHistory(), None), id="meter-tps")
            yield Sparkline([], id="meter-spark")
            yield Static("ctx", id="meter-ctx-label")
            yield ProgressBar(total=100, show_eta=False, id="meter-ctx")

    def on_mount(self) -> None:
        app = self.app
        self.watch(app, "telemetry", self._telemetry_changed, init=True)
        self.watch(app, "throughput_version", self._throughput_changed, init=True)

    def _telemetry_changed(self, snapshot: TelemetrySnapshot | None) -> None:
        self.query_one("#meter-gpu", Static).update(format_gpu(snapshot))
        self.query_one("#meter-sys", Static).update(format_system(snapshot))

    def _throughput_changed(self, _version: int) -> None:
        app = playground_app(self)
        history = app.throughput
        live = app.live_tok_s
        self.query_one("#meter-tps", Static).update(format_throughput(history, live))
        spark = self.query_one("#meter-spark", Sparkline)
        spark.data = list(history.generation_tok_s)
        spark.visible = len(history.generation_tok_s) > 1  # one value draws as a solid bar
        used, total = app.context_fill
        bar = self.query_one("#meter-ctx", ProgressBar)
        bar.update(total=max(total, 1), progress=used)
        self.query_one("#meter-ctx-label", Static).update(
            f"ctx {used:,}/{total:,}" if total else "ctx –")
