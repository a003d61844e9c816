"""Panels that show one step: observation, reasoning, warnings, timings."""

from __future__ import annotations

from typing import Iterable

from rich.highlighter import Highlighter
from rich.markup import escape
from rich.text import Text
from textual.message import Message
from textual.widgets import Collapsible, OptionList
from textual.widgets.option_list import Option

from playground.llama.events import StepTimings
from playground.base.textsafe import visible
from playground.world.warning_records import WorldWarning
from playground.tui.widgets.timeline import SEVERITY_ORDER, SEVERITY_STYLE
from playground.tui.widgets.wrappedlog import WrappedLog


def context_fill(t: StepTimings) -> str:
    """``ctx used/size``; a server that does not say its context size shows only what was used
    (never ``ctx 328/0``)."""
    return f"ctx {t.context_used:,}/{t.n_ctx:,}" if t.n_ctx > 0 else f"ctx {t.context_used:,} used"


def timings_line(t: StepTimings | None, finish: str | None = None) -> str:
    if t is None:
        return "no timings recorded" + (f" · finish: {finish}" if finish else "")
    parts = [
        f"prompt {t.prompt_tokens:,} tok ({t.prompt_tokens_evaluated:,} evaluated, {t.prompt_tokens_reused:,} reused)",
        f"{t.prompt_tok_s:,.0f} tok/s",
        f"ttft {t.time_to_first_token_s:.2f} s",
        f"gen {t.generated_tokens:,} tok ({t.reasoning_tokens:,} reasoning) at {t.generation_tok_s:.1f} tok/s",
        context_fill(t),
    ]
    if finish:
        parts.append(f"finish: {finish}")
    return " · ".join(parts)


def step_status(index: int, t: StepTimings | None, finish: str | None = None) -> str:
    """One short status line for a finished step (the full figures are in :func:`timings_line`)."""
    parts = [f"step {index}"]
    if t is not None:
        parts += [f"{t.generation_tok_s:.1f} tok/s", f"ttft {t.time_to_first_token_s:.2f} s", context_fill(t)]
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


class ObservationPanel(WrappedLog):
    """The current state / predicted observation, verbatim, streaming as it is generated."""

    DEFAULT_CLASSES = "observation-panel"

    def __init__(self, title: str = "state", **kwargs: object) -> None:
        super().__init__(**kwargs)
        self.key_hint = ""  # the key that focuses the panel, shown before its title
        self._title = title
        self.border_title = title

    @property
    def key_hint(self) -> str:
        return self._key_hint

    @key_hint.setter
    def key_hint(self, key: str) -> None:
        self._key_hint = key
        if hasattr(self, "_title"):
            self.set_title(self._title)

    def set_title(self, title: str) -> None:
        self._title = title
        self.border_title = f"[b]{escape(self._key_hint)}[/] {escape(title)}" if self._key_hint else escape(title)

    def set_text(self, text: str, title: str | None = None) -> None:
        if title is not None:
            self.set_title(title)
        self.border_subtitle = ""  # a jump's "line n" mark belongs to the text it was made for
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


def ordered_warnings(warnings: Iterable[WorldWarning]) -> list[WorldWarning]:
    """Most severe first; the detectors' order within a severity."""
    return sorted(warnings, key=lambda w: -SEVERITY_ORDER.get(w.severity, 0))


def warning_text(w: WorldWarning) -> Text:
    """One finding: severity, kind, message, and its evidence (where the earlier fact was read)."""
    text = Text()
    text.append(f"⚠ {w.severity} ", style=SEVERITY_STYLE.get(w.severity, ""))
    text.append(visible(w.kind), style="bold")
    text.append(f": {visible(w.message)}")
    ev = _evidence_text(w.evidence)
    if ev:
        text.append(f"\n    {visible(ev)}", style="dim")
    return text


def jump_target(w: WorldWarning) -> tuple[int, str]:
    """(step, quoted text) a finding points to: the earlier fact it contradicts when it names one
    (step 0 is the initial state), else the text of its own step."""
    ev = w.evidence if isinstance(w.evidence, dict) else {}
    earlier = ev.get("earlier_step")
    if isinstance(earlier, int) and not isinstance(earlier, bool) and earlier >= 0:
        return earlier, str(ev.get("earlier_text") or "")
    return w.step, str(ev.get("text") or "")


class WarningsPanel(OptionList):
    """Every finding of a step, most severe first; scrolls; enter posts :class:`WarningsPanel.Jump`."""

    DEFAULT_CLASSES = "warnings-panel"

    class Jump(Message):
        """Show the step (and the quoted line) a finding points to."""

        def __init__(self, warning: WorldWarning) -> None:
            super().__init__()
            self.warning = warning

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.warnings: list[WorldWarning] = []
        self.key_hint = ""  # the key that focuses the panel, shown in its title

    def show(self, warnings: list[WorldWarning]) -> None:
        self.warnings = ordered_warnings(warnings)
        self.set_options(Option(warning_text(w), id=str(i)) for i, w in enumerate(self.warnings))
        if self.warnings:
            self.highlighted = 0
        hint = f"[b]{escape(self.key_hint)}[/] " if self.key_hint else ""
        self.border_title = f"{hint}warnings ({len(self.warnings)}) · enter shows the step"
        self.display = bool(self.warnings)

    def restyle(self) -> None:
        """Rebuild the findings with the palette in use (after a theme switch), keeping the highlight."""
        current = self.highlighted
        self.set_options(Option(warning_text(w), id=str(i)) for i, w in enumerate(self.warnings))
        if self.warnings:
            self.highlighted = current if current is not None and current < len(self.warnings) else 0

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id is not None:
            self.post_message(self.Jump(self.warnings[int(event.option.id)]))
