"""Counters only the user moves, followed across the pages of one site or app (web, android, desktop).

A cart badge ("Cart (2)", "Basket: 2", "Cart, 2 items"), a wishlist, saved items or bookmarks count what the
user put there. Shown on every page of a site, such a counter must read the same on any page reached by
navigation alone (links that open a page, back, forward, a tab, going to an address, waiting): only an
action that adds, removes, buys or changes a quantity moves it. A counter that moved across navigation
only contradicts the one seen before (``gui.count``).

Counters other users or time move (an inbox, notifications, issues, followers) are not followed; an action
the ledgers cannot attribute, typing, a selection, or a click on anything that is not a plain link or tab
forgets what was counted on that site.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from playground.decoherence.common import Action, Fact, clip, warn, where
from playground.decoherence.gui_state import GuiState, View
from playground.world.warning_records import WorldWarning

_NOUN = r"(?:shopping\s+)?(?:cart|basket|bag|trolley|wish\s*list|wishlist|favou?rites|saved(?:\s+items)?|" \
        r"bookmarks|watchlist|compare)"
_BADGE = re.compile(rf"^\s*(?:my\s+)?(?P<noun>{_NOUN})\s*(?:[(:,\-\u2013]\s*)?(?P<n>\d+)\s*(?:items?)?\s*\)?\s*$",
                    re.IGNORECASE)
_COUNTED = re.compile(rf"^\s*(?P<n>\d+)\s+items?\s+in\s+(?:your\s+|the\s+)?(?P<noun>{_NOUN})\s*$", re.IGNORECASE)
# elements whose click opens a page without changing anything (when their name says nothing about changing)
_OPENS = {"link", "tab", "menuitem", "listitem", "list-item", "row", "treeitem", "textview", "page-tab", "heading"}
_MUTATES = re.compile(r"\b(?:add|remove|delete|buy|order|checkout|check out|pay|qty|quantity|increase|decrease|"
                      r"empty|clear|move|save|undo|restore|update|apply|submit|confirm|place|keep|merge)\b|[+\u2212-]\s*$",
                      re.IGNORECASE)
_NAVIGATION = {"back", "forward", "goto", "home", "open_app", "tab_focus", "noop", "new_tab", "tab_close"}


def _site(view: View) -> str:
    place = view.place or "?"
    return place.split("/", 1)[0]  # a web host, an Android package


def badges(view: View) -> dict[str, tuple[int, str]]:
    """noun -> (count, the label) of the user-moved counters a screen shows (one label per noun, else none)."""
    out: dict[str, tuple[int, str]] = {}
    twice: set[str] = set()
    for e in view.elements:
        for label in (e.name, e.attrs.get("text", "")):
            m = _BADGE.match(label or "") or _COUNTED.match(label or "")
            if m is None:
                continue
            noun = re.sub(r"\s+", " ", m["noun"].lower()).replace("shopping ", "").replace("wish list", "wishlist")
            n = int(m["n"])
            if noun in out and out[noun][0] != n:
                twice.add(noun)  # two readings on one screen (a badge and a mini-cart): not one counter
            out.setdefault(noun, (n, label))
            break
    return {k: v for k, v in out.items() if k not in twice}


def words_typed(name: str, typed: list[str]) -> bool:
    """Every word of ``name`` was typed (a record entered field by field: "Priya", then "Shah")."""
    words = re.findall(r"\w+", name.lower())
    have = {w for t in typed for w in re.findall(r"\w+", t.lower())}
    return bool(words) and all(w in have for w in words)


def navigation_only(kind: str, hit: Any, unknown: bool, code: str) -> bool:
    """The step only moved between pages: a plain link or tab, back/forward, an address, an app opened, waiting."""
    if unknown:
        return False
    if kind in _NAVIGATION:
        return True
    if kind == "click" and hit is not None:
        return hit.role.lower() in _OPENS and not _MUTATES.search(hit.name or "")
    return False


# keys that move between folders, pages, tabs and windows in desktop apps (no data changes)
_DESK_NAV_KEYS = {"alt+left", "alt+right", "alt+up", "alt+home", "super+d", "win+d", "alt+tab", "ctrl+tab",
                  "ctrl+shift+tab", "ctrl+pgdn", "ctrl+pgup", "ctrl+pagedown", "ctrl+pageup", "browserback",
                  "browserforward"}
_DESK_OPENS = _OPENS | {"icon", "canvas", "table-row", "tree-item", "page-tab", "push-button", "label"}
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


@dataclass
class SiteCounters:
    known: dict[tuple[str, str], tuple[int, Fact]] = field(default_factory=dict)  # (site, noun) -> count, where

    def seed(self, view: View | None) -> None:
        if view is not None:
            for noun, (n, label) in badges(view).items():
                self.known[(_site(view), noun)] = (n, Fact(0, clip(label, 80)))

    def observe(self, step: int, action: Action, state: GuiState, new: View) -> list[WorldWarning]:
        found: list[WorldWarning] = []
        data: dict[str, Any] = action.data if isinstance(action.data, dict) else {}
        kind = str(data.get("action", "")).lower()
        site = _site(new)
        if not navigation_only(kind, state.last_hit, state.last_unknown, action.text):
            self.known = {k: v for k, v in self.known.items() if k[0] != site}  # it may have moved them
        for noun, (n, label) in badges(new).items():
            before = self.known.get((site, noun))
            if before is not None and before[0] != n:
                found.append(warn("gui.count", "error", step,
                                  f"{label!r}: the {noun} counted {before[0]} at {where(before[1])} "
                                  f"({before[1].text!r}), "
                                  "and only navigation happened since, so it should still count that", text=label,
                                  earlier=before[1], noun=noun))
            self.known[(site, noun)] = (n, Fact(step, clip(label, 80)))
        return found


# ------------------------------------------------------------------------------ references an app confirmed

_REF_NOUNS = {"order": "order", "receipt": "order", "transaction": "order", "purchase": "order",
              "booking": "booking", "reservation": "booking", "reference": "booking", "confirmation": "booking",
              "pnr": "booking", "ticket": "ticket", "case": "ticket", "request": "ticket", "invoice": "invoice",
              "tracking": "tracking", "shipment": "tracking", "claim": "claim", "application": "claim"}
_REF = re.compile(r"\b(?P<noun>" + "|".join(_REF_NOUNS) + r")s?\b(?:\s*(?:number|no\.?|code|id|ref(?:erence)?|"
                  r"#|:|is|was))*\s*#?\s*(?P<id>(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{2,18}[A-Z0-9])\b", re.IGNORECASE)
# what confirms a record was made: the step's action placed it, or the screen says so
_PLACED = re.compile(r"\b(?:place|order now|buy|pay|checkout|check out|purchase|confirm|book|reserve|submit|create|"
                     r"send|request|complete)\b", re.IGNORECASE)
_SAYS_MADE = re.compile(r"\b(?:placed|confirmed|created|booked|reserved|submitted|opened)\b", re.IGNORECASE)


def _refs(view: View) -> list[tuple[str, str, str]]:
    """(noun family, id, the text it was read from) of every record reference a screen shows."""
    out = []
    for e in view.elements:
        for text in {e.name, e.attrs.get("text", "")}:
            for m in _REF.finditer(text or ""):
                ident = m["id"].upper()
                if re.fullmatch(r"\d{1,2}|(?:19|20)\d\d", ident) or re.fullmatch(r"\d+-\d+-\d+", ident):
                    continue  # a year or a date is no reference
                out.append((_REF_NOUNS[m["noun"].lower()], ident, text))
    return out


def _near(a: str, b: str) -> bool:
    """Two references of one shape that differ by one or two characters, or by two swapped neighbours."""
    if a == b or len(a) != len(b):
        return False
    diff = [i for i, (x, y) in enumerate(zip(a, b)) if x != y]
    if len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]]:
        return True
    return len(diff) <= 2 and _shape(a) == _shape(b)


def _shape(ref: str) -> str:
    return re.sub(r"[A-Z]", "A", re.sub(r"\d", "9", ref))


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
            near = [(i, t) for n, i, t in refs if n == noun and _near(ident, i)]
            if len({i for i, _t in near}) == 1:  # (several close ones: a run of records, the one may be elsewhere)
                del self.known[(s, noun)]
                found.append(warn("gui.identity", "error", step,
                                  f"the {noun} was confirmed as {ident} at {where(fact)}, but this screen shows it as "
                                  f"{near[0][0]} and {ident} nowhere", text=clip(near[0][1], 200), earlier=fact,
                                  noun=noun))
        for noun, ids in fresh.items():
            if len(ids) == 1:  # one new reference of its kind: the record just made
                ident = next(iter(ids))
                where_read = next(t for _n, i, t in refs if i == ident)
                self.known[(site, noun)] = (ident, Fact(step, clip(where_read, 160)))
        self.last = new
        return found
