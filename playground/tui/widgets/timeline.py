"""The list of steps in a session, with warning badges."""

from __future__ import annotations

import json
from typing import Sequence

from rich.text import Text
from textual.message import Message
from textual.widgets import ListItem, ListView, Static

from playground.textsafe import visible
from playground.world.session import Step

SEVERITY_STYLE = {"error": "bold red", "warning": "yellow", "info": "dim cyan"}
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
            picked = [str(item[k]).strip() for k in _SUMMARY_KEYS if k in item and not isinstance(item[k], (dict, list))]
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


class Timeline(ListView):
    """Steps, newest last. Posts :class:`Timeline.StepChosen` when one is highlighted."""

    class StepChosen(Message):
        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    def show_steps(self, steps: Sequence[Step], select: int | None = None) -> None:
        """Replace the list (runs after pending removals: ListView.clear is asynchronous)."""
        self.run_worker(self._show_steps(list(steps), select), group="timeline", exclusive=True)

    async def _show_steps(self, steps: list[Step], select: int | None) -> None:
        await self.clear()
        items = []
        for step in steps:
            item = ListItem(Static(step_label(step)))
            item.step_index = step.index  # type: ignore[attr-defined]
            items.append(item)
        await self.extend(items)
        if steps:
            target = select if select is not None else steps[-1].index
            with self.prevent(ListView.Highlighted):
                self.index = next(i for i, s in enumerate(steps) if s.index == target)

    def on_list_view_highlighted(self, event: ListView.Highlighted) -> None:
        item = event.item
        if item is not None and hasattr(item, "step_index"):
            self.post_message(self.StepChosen(item.step_index))  # type: ignore[attr-defined]
