"""The GUI ledger (android, web, desktop): the screen ledgers of one session, step by step.

Screens are read once (gui_state.parse_view); each part follows its own facts and names its own kinds:
gui_state.py (settings an action set, renames, the status-bar clock), gui_lists.py (items deleted, created,
renamed; numbers an app confirmed), gui_links.py (statuses, forms, pages read twice, messages sent),
gui_entities.py (references an app confirmed) and gui_memory.py (screens re-read, settings, created files,
clocks of sent messages, app versions).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from playground.decoherence.common import Action
from playground.decoherence.gui_entities import ConfirmedRefs
from playground.decoherence.gui_links import GuiLinks
from playground.decoherence.gui_lists import GuiLists
from playground.decoherence.gui_memory import GuiMemory
from playground.decoherence.gui_state import GuiState
from playground.world.warning_records import WorldWarning


@dataclass
class GuiLedger:
    domain: str = "web"
    state: GuiState = field(default_factory=GuiState)
    lists: GuiLists = field(default_factory=GuiLists)
    links: GuiLinks = field(default_factory=GuiLinks)
    refs: ConfirmedRefs = field(default_factory=ConfirmedRefs)  # references an app confirmed (gui_entities.py)
    memory: GuiMemory = field(default_factory=GuiMemory)  # screens re-read, settings, created things (gui_memory.py)

    def seed(self, state: str | None) -> None:
        self.state.seed(state)
        self.lists.seed(self.state.view)
        self.links.seed(self.state.view, self.domain)
        self.refs.seed(self.state.view)
        self.memory.seed(self.state.view)

    def observe(self, step: int, action: Action, observation: str) -> list[WorldWarning]:
        before = self.state.view
        if self.memory.clock_free(step, before, action):
            self.state.facts.clock = None  # a time zone or the time was just set: the clock may jump
        found = self.state.observe(step, self.domain, action, observation)
        if self.state.view is not None and self.state.view is not before:  # the screen was read
            found += self.lists.observe(step, self.domain, action, self.state, before, self.state.view)
            found += self.links.observe(step, action, self.state, self.state.view, self.domain)
            more = self.refs.observe(step, action, self.state, self.state.view)
            if not any(w.kind == "gui.identity" for w in found):
                found += more
            mem = self.memory.observe(step, self.domain, action, self.state.last_hit, before, self.state.view)
            if not found:
                found += mem
        return found
