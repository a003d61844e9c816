"""Panels that show one step: observation, reasoning, warnings, timings."""

from __future__ import annotations

from typing import Iterable

from rich.highlighter import Highlighter
from rich.markup import escape
from textual.widgets import Collapsible, Static

from playground.llama.events import StepTimings
from playground.base.textsafe import visible
from playground.world.warning_records import WorldWarning
from playground.tui.widgets.timeline import SEVERITY_STYLE
from playground.tui.widgets.wrappedlog import WrappedLog


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


def step_status(index: int, t: StepTimings | None, finish: str | None = None) -> str:
    """One short status line for a finished step (the full figures are in :func:`timings_line`)."""
    parts = [f"step {index}"]
    if t is not None:
        parts += [f"{t.generation_tok_s:.1f} tok/s", f"ttft {t.time_to_first_token_s:.2f} s",
                  f"ctx {t.context_used:,}/{t.n_ctx:,}"]
    if finish:
        parts.append(finish)
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


class ObservationPanel(WrappedLog):
    """The current state / predicted observation, verbatim, streaming as it is generated."""

    DEFAULT_CLASSES = "observation-panel"

    def __init__(self, title: str = "state", **kwargs: object) -> None:
        super().__init__(**kwargs)
        self.border_title = title

    def set_text(self, text: str, title: str | None = None) -> None:
        if title is not None:
            self.border_title = title
        super().set_text(text)

    def set_highlighter(self, highlighter: Highlighter | None) -> None:
        """Colour the text by its language (None: plain)."""
        if highlighter is not self.highlighter or self.highlight != (highlighter is not None):
            self.highlight = highlighter is not None
            if highlighter is not None:
                self.highlighter = highlighter
            self._render_line_cache.clear()
            self.refresh()


class ReasoningPanel(Collapsible):
    """The model's reasoning, collapsible; streams into a WrappedLog (cheap per append)."""

    DEFAULT_CLASSES = "reasoning-panel"

    def __init__(self, **kwargs: object) -> None:
        self._log = WrappedLog(classes="reasoning-text")
        super().__init__(self._log, title="reasoning", collapsed=False, **kwargs)  # type: ignore[arg-type]

    @property
    def text(self) -> str:
        return self._log.text

    def set_text(self, text: str, tokens: int | None = None) -> None:
        """Show ``text``; without reasoning the panel takes no space at all."""
        self._log.set_text(text)
        self.title = f"reasoning ({tokens:,} tokens)" if tokens else "reasoning"
        self.display = bool(text)

    def append(self, text: str) -> None:
        if text:
            self.display = True
        self._log.append(text)

    def finish(self) -> None:
        self._log.finish()


class WarningsPanel(Static):
    DEFAULT_CLASSES = "warnings-panel"

    def show(self, warnings: list[WorldWarning]) -> None:
        self.update(warnings_markup(warnings))
        self.display = bool(warnings)
