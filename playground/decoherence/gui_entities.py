"""Entities the GUI ledgers follow across screens (web, android, desktop), and what a desktop step did.

- ``gui.identity``: a reference an app confirmed for a record the user just made (an order, a booking)
  shown later on the same site or app as a near one (:class:`ConfirmedRefs`);
- :func:`desktop_navigation` tells a desktop code block that only moves between folders, windows and tabs,
  and :func:`words_typed` a name entered field by field (both used by the list ledgers).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from playground.decoherence.common import Action, Fact, clip, warn, where
from playground.decoherence.gui_state import GuiState, View
from playground.decoherence.views.gui import line_references, near
from playground.world.warning_records import WorldWarning

_MUTATES = re.compile(r"\b(?:add|remove|delete|buy|order|checkout|check out|pay|qty|quantity|increase|decrease|"
                      r"empty|clear|move|save|undo|restore|update|apply|submit|confirm|place|keep|merge)\b|[+\u2212-]\s*$",
                      re.IGNORECASE)


def _site(view: View) -> str:
    place = view.place or "?"
    return place.split("/", 1)[0]  # a web host, an Android package


def words_typed(name: str, typed: list[str]) -> bool:
    """Every word of ``name`` was typed (a record entered field by field: "Priya", then "Shah")."""
    words = re.findall(r"\w+", name.lower())
    have = {w for t in typed for w in re.findall(r"\w+", t.lower())}
    return bool(words) and all(w in have for w in words)


# keys that move between folders, pages, tabs and windows in desktop apps (no data changes)
_DESK_NAV_KEYS = {"alt+left", "alt+right", "alt+up", "alt+home", "super+d", "win+d", "alt+tab", "ctrl+tab",
                  "ctrl+shift+tab", "ctrl+pgdn", "ctrl+pgup", "ctrl+pagedown", "ctrl+pageup", "browserback",
                  "browserforward"}
# elements whose click opens something without changing anything (when their name says nothing about changing)
_DESK_OPENS = {"link", "tab", "menuitem", "listitem", "list-item", "row", "treeitem", "textview", "page-tab", "heading",
               "icon", "canvas", "table-row", "tree-item", "push-button", "label"}
_DESK_NAV_BUTTONS = re.compile(r"^\s*(?:back|forward|up|home|go back|go forward|parent folder|recent|starred|"
                               r"documents|downloads|desktop|music|pictures|videos|other locations)\s*$", re.IGNORECASE)


def desktop_navigation(code: str, hit: Any) -> bool:
    """A desktop code block that only moves: back/forward/parent-folder keys, switching windows or tabs, waiting,
    or one click or double-click on a folder, a file, a link, a tab or a Back/Forward/places button."""
    calls = re.findall(r"\b(pyautogui|time)\.(\w+)\(([^)]*)\)", code)
    if not calls or len(calls) != len(re.findall(r"\b\w+\.\w+\(", code)):
        return False
    clicks = 0
    for mod, fn, args in calls:
        if mod == "time":
            if fn != "sleep":
                return False
            continue
        if fn in ("hotkey", "press"):
            keys = re.findall(r"['\"]([^'\"]+)['\"]", args)
            if not keys or "+".join(k.lower() for k in keys) not in _DESK_NAV_KEYS:
                return False
        elif fn in ("click", "doubleClick"):
            clicks += 1
            role = hit.role.lower() if hit is not None else ""
            if hit is None or role not in _DESK_OPENS or _MUTATES.search(hit.name or "") or (
                    role == "push-button" and not _DESK_NAV_BUTTONS.match(hit.name or "")):
                return False
        elif fn not in ("moveTo", "sleep"):
            return False
    return clicks <= 1


# ------------------------------------------------------------------------------ references an app confirmed

# what confirms a record was made: the step's action placed it, or the screen says so
_PLACED = re.compile(r"\b(?:place|order now|buy|pay|checkout|check out|purchase|confirm|book|reserve|submit|create|"
                     r"send|request|complete)\b", re.IGNORECASE)
_SAYS_MADE = re.compile(r"\b(?:placed|confirmed|created|booked|reserved|submitted|opened)\b", re.IGNORECASE)


def _refs(view: View) -> list[tuple[str, str, str]]:
    """(noun family, id, the text it was read from) of every record reference a screen shows."""
    return [r for e in view.elements for text in {e.name, e.attrs.get("text", "")} for r in line_references(text)]


@dataclass
class ConfirmedRefs:
    """A reference an app printed for a record the user just made ("Order A7-20931 placed", "Booking confirmed.
    Reference QX7P2L") names that record for good: a later screen of the same site or app that shows a reference
    of the same kind one or two characters away (a digit changed, two swapped), and not the confirmed one,
    contradicts it (``gui.identity``). Other records (older orders) have other references: far ones are not
    judged."""

    known: dict[tuple[str, str], tuple[str, Fact]] = field(default_factory=dict)  # (site, noun) -> id, where
    last: View | None = None

    def seed(self, view: View | None) -> None:
        self.last = view

    def observe(self, step: int, action: Action, state: GuiState, new: View) -> list[WorldWarning]:
        found: list[WorldWarning] = []
        site = _site(new)
        refs = _refs(new)
        hit = state.last_hit
        data: dict[str, Any] = action.data if isinstance(action.data, dict) else {}
        kind = str(data.get("action", "")).lower()
        placed = (hit is not None and bool(_PLACED.search(hit.name or ""))) or kind in ("keyboard_enter", "enter") \
            or (kind in ("keyboard_press", "press", "press_key") and "enter" in str(data.get("key", "")).lower())
        # a reference new on this screen, after an action that places a record or in a line saying it was made
        # ("Order 4821 placed"): a record just made (the first screen read has nothing to compare with)
        before = {i for _n, i, _t in _refs(self.last)} if self.last is not None else None
        fresh: dict[str, set[str]] = {}
        for noun, ident, t in refs:
            if before is not None and ident not in before and (placed or _SAYS_MADE.search(t)):
                fresh.setdefault(noun, set()).add(ident)
        text_now = " | ".join(e.name for e in new.elements if e.name)
        shown_ids = {i for _n, i, _t in refs}
        for (s, noun), (ident, fact) in list(self.known.items()):
            if s != site or noun in fresh or placed or ident in shown_ids or ident in text_now.upper():
                continue  # (another record of its kind made now may be a near one: 4821, then 4822)
            close = [(i, t) for n, i, t in refs if n == noun and near(ident, i)]
            if len({i for i, _t in close}) == 1:  # (several close ones: a run of records, the one may be elsewhere)
                del self.known[(s, noun)]
                found.append(warn("gui.identity", "error", step,
                                  f"the {noun} was confirmed as {ident} at {where(fact)}, but this screen shows it as "
                                  f"{close[0][0]} and {ident} nowhere", text=clip(close[0][1], 200), earlier=fact,
                                  noun=noun))
        for noun, ids in fresh.items():
            if len(ids) == 1:  # one new reference of its kind: the record just made
                ident = next(iter(ids))
                where_read = next(t for _n, i, t in refs if i == ident)
                self.known[(site, noun)] = (ident, Fact(step, clip(where_read, 160)))
        self.last = new
        return found
