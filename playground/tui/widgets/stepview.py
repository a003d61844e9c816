"""Panels that show one step: observation, reasoning, warnings, timings."""

from __future__ import annotations

from typing import Iterable

from rich.markup import escape
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Collapsible, Markdown, Static
from textual.widgets.markdown import MarkdownStream

from playground.events import StepTimings
from playground.textsafe import visible
from playground.world.warnings import WorldWarning
from playground.tui.widgets.timeline import SEVERITY_STYLE


def timings_line(t: StepTimings | None, finish: str | None = None) -> str:
    if t is None:
        return "no timings recorded" + (f" · finish: {finish}" if finish else "")
    parts = [
        f"prompt {t.prompt_tokens:,} tok ({t.prompt_tokens_evaluated:,} evaluated, {t.prompt_tokens_reused:,} reused)",
        f"{t.prompt_tok_s:,.0f} tok/s",
        f"ttft {t.time_to_first_token_s:.2f} s",
        f"gen {t.generated_tokens:,} tok ({t.reasoning_tokens:,} reasoning) at {t.generation_tok_s:.1f} tok/s",
        f"ctx {t.context_used:,}/{t.n_ctx:,}",
    ]
    if finish:
        parts.append(f"finish: {finish}")
    return " · ".join(parts)


def _evidence_text(evidence: object) -> str:
    if isinstance(evidence, dict):
        items = [f"{k}: {v}" for k, v in evidence.items() if v not in (None, "", [], {})]
        return "; ".join(items)[:300]
    if isinstance(evidence, list):
        return "; ".join(str(x) for x in evidence)[:300]
    return ""


def warnings_markup(warnings: Iterable[WorldWarning]) -> str:
    lines = []
    for w in warnings:
        style = SEVERITY_STYLE.get(w.severity, "")
        line = f"[{style}]⚠ {w.severity}[/] [b]{escape(w.kind)}[/]: {escape(visible(w.message))}"
        ev = _evidence_text(w.evidence)
        if ev:
            line += f"\n    [dim]{escape(visible(ev))}[/]"
        lines.append(line)
    return "\n".join(lines)


class ObservationPanel(VerticalScroll):
    """The current state / predicted observation, verbatim."""

    DEFAULT_CLASSES = "observation-panel"

    def __init__(self, title: str = "state", **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.border_title = title
        self._text = ""

    def compose(self) -> ComposeResult:
        yield Static("", classes="observation-text", markup=False)

    def set_text(self, text: str, title: str | None = None) -> None:
        self._text = visible(text)
        if title is not None:
            self.border_title = title
        self.query_one(".observation-text", Static).update(self._text)
        self.scroll_home(animate=False)

    def append(self, text: str) -> None:
        if not text:
            return
        self._text += visible(text)
        self.query_one(".observation-text", Static).update(self._text)
        self.scroll_end(animate=False)

    @property
    def text(self) -> str:
        return self._text


class ReasoningPanel(Collapsible):
    """The model's reasoning; streams with a MarkdownStream (no re-render of the whole text)."""

    DEFAULT_CLASSES = "reasoning-panel"

    def __init__(self, **kwargs: object) -> None:
        body = VerticalScroll(Markdown("", classes="reasoning-text"), classes="reasoning-scroll")
        super().__init__(body, title="reasoning", collapsed=False, **kwargs)  # type: ignore[arg-type]
        self._stream: MarkdownStream | None = None
        self._text = ""

    @property
    def text(self) -> str:
        return self._text

    def _markdown(self) -> Markdown:
        return self.query_one(".reasoning-text", Markdown)

    async def set_text(self, text: str, tokens: int | None = None) -> None:
        await self.stop_stream()
        self._text = visible(text)
        await self._markdown().update(self._text)
        self.title = f"reasoning ({tokens:,} tokens)" if tokens else "reasoning"

    async def append(self, text: str) -> None:
        if not text:
            return
        if self._stream is None:
            self._stream = Markdown.get_stream(self._markdown())
        text = visible(text)
        self._text += text
        await self._stream.write(text)
        self.query_one(".reasoning-scroll", VerticalScroll).scroll_end(animate=False)

    async def stop_stream(self) -> None:
        if self._stream is not None:
            stream, self._stream = self._stream, None
            await stream.stop()


class WarningsPanel(Static):
    DEFAULT_CLASSES = "warnings-panel"

    def show(self, warnings: list[WorldWarning]) -> None:
        self.update(warnings_markup(warnings))
        self.display = bool(warnings)
