"""The list of steps in a session, with warning badges."""

from __future__ import annotations

import json
from typing import Iterator, Mapping, Sequence

from rich.text import Text
from textual.message import Message
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from playground.base.textsafe import visible
from playground.tui.widgets import highlight
from playground.world.session import Step

class _SeverityStyles(Mapping[str, str]):
    """severity -> Rich style, from the palette in use (dark or light theme), so a warning is never
    yellow on white."""

    def __getitem__(self, severity: str) -> str:
        if severity not in SEVERITY_ORDER:
            raise KeyError(severity)
        return highlight.color(severity)

    def __iter__(self) -> Iterator[str]:
        return iter(SEVERITY_ORDER)

    def __len__(self) -> int:
        return len(SEVERITY_ORDER)


SEVERITY_STYLE: Mapping[str, str] = _SeverityStyles()
SEVERITY_ORDER = {"info": 0, "warning": 1, "error": 2}


def worst_severity(step: Step) -> str | None:
    if not step.warnings:
        return None
    return max((w.severity for w in step.warnings), key=lambda s: SEVERITY_ORDER.get(s, 0))


# Keys whose values say most about an action, in the order they are shown.
_SUMMARY_KEYS = ("keystrokes", "command", "cmd", "tool", "name", "action", "type", "kind", "query", "url",
                 "element", "text", "path")


def action_summary(action: str) -> str:
    """A one-line gist of an action for lists: `ls -la`, `create_issue {...}`, `click 10`."""
    try:
        value = json.loads(action)
    except ValueError:
        return " ".join(action.split())
    items = value if isinstance(value, list) else [value]
    parts = []
    for item in items[:3]:
        if isinstance(item, dict):
            picked = [str(item[k]).strip() for k in _SUMMARY_KEYS
                      if k in item and not isinstance(item[k], (dict, list))]
            parts.append(" ".join(p for p in picked if p) or json.dumps(item, ensure_ascii=False))
        else:
            parts.append(json.dumps(item, ensure_ascii=False))
    more = f" (+{len(items) - 3})" if len(items) > 3 else ""
    return " ".join(" · ".join(parts).split()) + more


def step_label(step: Step, width: int = 60) -> Text:
    first_line = visible(action_summary(step.action)) or "(empty)"
    text = Text(f"{step.index:>3} ", style="bold")
    sev = worst_severity(step)
    if sev is not None:
        text.append(f"⚠{len(step.warnings)} ", style=SEVERITY_STYLE.get(sev, ""))
    if not step.predicted:
        text.append("· ", style="dim")
    text.append(first_line[:width], style="" if step.predicted else "dim")
    return text


class Timeline(OptionList):
    """Steps, newest last. Posts :class:`Timeline.StepChosen` when one is highlighted.

    An OptionList, not a ListView of ListItems: a new step replaces the options in place,
    with no widgets removed and mounted. Widget churn raced with the app's shutdown (a
    prune cancelled mid-removal aborted it, leaving the app half-closed) and cost a mount
    per step.
    """

    class StepChosen(Message):
        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    def show_steps(self, steps: Sequence[Step], select: int | None = None) -> None:
        """Replace the list and highlight ``select`` (default: the last step) without posting StepChosen."""
        self._steps = list(steps)
        with self.prevent(OptionList.OptionHighlighted):
            self.set_options(Option(step_label(step), id=str(step.index)) for step in steps)
            if steps:
                target = select if select is not None else steps[-1].index
                self.highlighted = next((i for i, s in enumerate(steps) if s.index == target), len(steps) - 1)

    def highlight_row(self, row: int) -> None:
        """Highlight ``row`` without posting StepChosen: the screen that moved there already shows it,
        and the message arriving later would bring back a step the screen has since left."""
        if self.highlighted != row:
            with self.prevent(OptionList.OptionHighlighted):
                self.highlighted = row

    def restyle(self) -> None:
        """Rebuild the labels with the palette in use (after a theme switch), keeping the highlight."""
        steps = getattr(self, "_steps", [])
        if steps:
            current = self.highlighted
            self.show_steps(steps, steps[current].index if current is not None and current < len(steps) else None)

    @property
    def step_indexes(self) -> list[int]:
        """The session step index of each row, top to bottom."""
        return [int(option.id) for option in self.options if option.id is not None]

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        if event.option.id is not None:
            self.post_message(self.StepChosen(int(event.option.id)))
