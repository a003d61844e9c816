"""GUI facts that link two screens (web, android, desktop), on top of the list ledger (gui_lists.py):

- ``gui.status``: an entity named by a stable number (``#48``) whose status the app confirmed on its own page
  ("Issue closed", "Order cancelled") must show that status, not its opposite, in a later listing;
- ``gui.created``: an item made through a form opened from a list ("New event", "+", "Add contact"), saved
  with a confirmation or a return to that list, must be in that list when it is shown again complete
  (every entry it had before still there);
- ``gui.page``: an address asked for again (goto, back, reload) whose page now has another title altogether.

Precision first: an action the ledger cannot follow, a search, a filter, a tab, a sort, a scroll or a
toggle forgets what it would judge.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from playground.decoherence.common import Action, Fact, clip, warn, where
from playground.decoherence.gui_lists import (
    CREATED_WORDS,
    MESSAGE_ROLES,
    REORDER_WORDS,
    SEARCH_WORDS,
    VIEW_SWITCHING_ROLES,
    norm_text,
    view_items,
    view_scope,
)
from playground.decoherence.views.page_facts import disagreement
from playground.decoherence.gui_state import FIELD_ROLES, GuiState, View
from playground.world.warning_records import WorldWarning

# opposite statuses: a confirmed one must not be listed as its opposite
_OPPOSITE = {"closed": ("open",), "open": ("closed",), "reopened": ("closed",), "archived": ("active", "inbox"),
             "completed": ("pending", "to do", "todo", "incomplete", "in progress"),
             "done": ("pending", "to do", "todo", "in progress"), "resolved": ("open", "unresolved"),
             "cancelled": ("pending", "processing", "active"), "canceled": ("pending", "processing", "active"),
             "merged": ("open",), "published": ("draft",), "read": ("unread",), "unread": ("read",),
             "starred": ("unstarred",), "disabled": ("enabled",), "enabled": ("disabled",)}
CONFIRM_WORDS = re.compile(r"\b(?:successfully\s+|has been\s+|was\s+|is now\s+|marked(?:\s+as)?\s+)?(?P<st>" +
                      "|".join(sorted(_OPPOSITE, key=len, reverse=True)) + r")\b", re.IGNORECASE)
_ENTITY = re.compile(r"#\s?(?P<id>\d{1,7})\b")
_OPENS_FORM = re.compile(r"^\s*(?:\+|new\b.*|add\b.*|create\b.*|compose\b.*)$", re.IGNORECASE)
_SAVES = re.compile(r"\b(?:save|create|add|done|ok|submit|confirm)\b", re.IGNORECASE)
_TOGGLES = {"checkbox", "switch", "togglebutton", "toggle-button", "check-box", "radio", "radiobutton", "menuitem"}


@dataclass
class _Form:
    origin: str  # the list's scope
    entries: frozenset[str]  # the list's entries then
    fact: Fact
    typed: list[str] = field(default_factory=list)
    saved: Fact | None = None
    typed_at: Fact | None = None  # where the item's name was typed into the form
    paged: bool = False  # the list showed paging or "load more": a part of the collection only


@dataclass
class GuiLinks:
    statuses: dict[str, tuple[str, Fact]] = field(default_factory=dict)  # entity number -> confirmed status
    form: _Form | None = None
    last: View | None = None
    pages: dict[str, tuple[str, Fact]] = field(default_factory=dict)  # web address -> its facts' text, where read
    root_titles: dict[str, tuple[str, str | None]] = field(default_factory=dict)  # place -> (title of a visit, address)
    typed: list[tuple[str, Fact]] = field(default_factory=list)  # texts typed in the last steps
    sent: list[tuple[str, str, Fact]] = field(default_factory=list)  # (conversation, text sent, where)
    older: dict[str, set[str]] = field(default_factory=dict)  # conversation -> the texts its thread showed before
    by_scope: dict[str, View] = field(default_factory=dict)  # the last view of each list
    seen: dict[int, int] = field(default_factory=dict)  # id(view) -> the step it was read at

    def seed(self, view: View | None, domain: str = "web") -> None:
        if view is not None:
            self.by_scope[view_scope(view)] = view
            self.seen[id(view)] = 0
            self.last = view
            if domain == "web" and view.place:
                self.pages[view.place] = (page_text(view), Fact(0, clip(page_text(view), 120)))
                self.root_titles[view.place] = (_root_title(view), view.address)

    def observe(self, step: int, action: Action, state: GuiState, new: View, domain: str = "web") -> list[WorldWarning]:
        found: list[WorldWarning] = []
        data: dict[str, Any] = action.data if isinstance(action.data, dict) else {}
        kind = str(data.get("action", "")).lower()
        hit = state.last_hit
        prev = self.last
        label = f"{hit.role} {hit.name}" if hit is not None else ""
        # the Delete key deletes what is selected: the list can still be followed
        delete_key = bool(re.search(r"press\(\s*['\"](?:delete|del)['\"]\s*\)", action.text)) or (
            kind in ("keyboard_press", "press", "press_key") and str(data.get("key", "")).lower() in ("delete", "del"))
        # Escape closes a menu or clears a selection: no entry comes or goes
        escape = bool(re.fullmatch(r"\s*(?:```(?:python)?\s*)?pyautogui\.press\(\s*['\"](?:esc|escape)['\"]\s*\)\s*"
                                   r"(?:```)?\s*", action.text)) or (
            kind in ("keyboard_press", "press", "press_key") and str(data.get("key", "")).lower() in ("escape", "esc"))
        lost = (state.last_unknown and not delete_key and not escape) or kind in ("scroll", "swipe", "select") or (
            hit is not None and (hit.role.lower() in VIEW_SWITCHING_ROLES or bool(SEARCH_WORDS.search(label))
                                 or bool(re.search(r"\b(?:sort|filter|page|next|previous|more|undo|refresh)\b",
                                                   hit.name, re.IGNORECASE)) or bool(_VIEW_FILTER.fullmatch(hit.name))))
        toggled = hit is not None and (hit.role.lower() in _TOGGLES or bool(re.search(
            r"\b(?:complete|mark|check|toggle|clear completed)\b", hit.name, re.IGNORECASE)))
        typing = kind in ("fill", "type", "input_text", "keyboard_type", "set_text")
        if (lost or toggled) and state.last_unknown and not delete_key:
            self.statuses.clear()
        # desktop code that only types and presses keys: the form at hand is being filled in, not left
        keys_only = bool(re.fullmatch(r"(?:\s*pyautogui\.(?:write|typewrite|press)\([^\n]*\)\s*)+",
                                      str(data.get("code", ""))))
        if lost and not keys_only:
            self.form = None
        found += self._statuses(step, new, prev, hit)
        found += self._forms(step, kind, data, hit, typing, prev, new, lost)
        if domain == "web":
            found += self._pages(step, kind, hit, state.last_unknown, prev, new)
        found += self._snippets(step, data, hit, typing, state.last_unknown, prev, new)
        self.by_scope[view_scope(new)] = new
        self.seen[id(new)] = step
        self.last = new
        return found

    # ------------------------------------------------------------ a message sent, and its conversation's snippet

    def _snippets(self, step: int, data: dict[str, Any], hit: Any, typing: bool, unknown: bool, prev: View | None,
                  new: View) -> list[WorldWarning]:
        """A message sent in a conversation becomes its latest: a conversation list that showed the conversation
        with a snippet before the send must not show the same old snippet after it, with the sent text nowhere."""
        found: list[WorldWarning] = []
        if unknown:
            self.sent.clear()
        value = data.get("value", data.get("text"))
        if typing and isinstance(value, str) and value.strip():
            self.typed.append((value.replace("\\n", "").strip(), Fact(step, clip(value, 80))))
        self.typed = [(t, f) for t, f in self.typed if step - f.step <= 3]
        names = [e.name for e in new.elements if e.name]
        if hit is not None and re.fullmatch(r"\s*send(?: message| sms)?\s*", hit.name, re.IGNORECASE) and self.typed \
                and prev is not None and not any(re.search(r"\b(?:not sent|failed|error)\b", n, re.I) for n in names):
            title = _title(prev)
            if title:
                self.sent.append((title, self.typed[-1][0], self.typed[-1][1]))
                self.older[title] = {norm_text(e.name) for e in prev.elements if e.name and e.name != title}
                self.sent = self.sent[-3:]
                self.typed.clear()
        before = self.by_scope.get(view_scope(new))
        if before is new:
            return found
        old_names = [e.name for e in before.elements if e.name] if before is not None else []
        for conv, text, fact in list(self.sent):
            if conv == _title(new):
                continue
            if before is None:
                # no earlier look at this list: its entry must not show one of the thread's older messages
                one = re.compile(rf"^\s*{re.escape(conv)}\s*[\u00b7:\u2013|,-]\s*(?P<snip>.+)$")
                snips = [m["snip"] for n in names if (m := one.match(n))]
                key = norm_text(text)[:15]
                if len(snips) == 1 and norm_text(snips[0]) in self.older.get(conv, set()) and \
                        not any(key in norm_text(n) for n in names):
                    self.sent.remove((conv, text, fact))
                    found.append(warn("gui.status", "error", step,
                                      f"{text!r} was sent to {conv!r} at {where(fact)}, but the list shows {conv!r} "
                                      f"with an earlier message of the thread, {snips[0]!r}", text=clip(snips[0], 200),
                                      earlier=fact, entity=conv))
                continue
            if fact.step <= self._seen_step(before):
                continue
            if conv in names and conv in old_names:
                i, j = old_names.index(conv), names.index(conv)
                if i + 1 >= len(old_names) or j + 1 >= len(names):
                    continue
                old_snip, new_snip = old_names[i + 1], names[j + 1]
            else:
                # one entry holds both: "Jordan · See you at 8?", "Mom: Call me when you land"
                one = re.compile(rf"^\s*{re.escape(conv)}\s*[\u00b7:\u2013|,-]\s*(?P<snip>.+)$")
                olds = [m["snip"] for n in old_names if (m := one.match(n))]
                news = [m["snip"] for n in names if (m := one.match(n))]
                if len(olds) != 1 or len(news) != 1:
                    continue
                old_snip, new_snip = olds[0], news[0]
            key = norm_text(text)[:15]
            if old_snip == new_snip and key not in norm_text(old_snip) and not any(key in norm_text(n) for n in names):
                self.sent.remove((conv, text, fact))
                found.append(warn("gui.status", "error", step,
                                  f"{text!r} was sent to {conv!r} at {where(fact)}, but the list still shows "
                                  f"{conv!r} with its earlier last message {old_snip!r}", text=clip(new_snip, 200),
                                  earlier=fact, entity=conv))
            elif old_snip != new_snip:
                self.sent.remove((conv, text, fact))
        return found

    def _seen_step(self, view: View) -> int:
        return self.seen.get(id(view), -1)

    # ------------------------------------------------------------ one address read twice

    def _pages(self, step: int, kind: str, hit: Any, unknown: bool, prev: View | None,
               new: View) -> list[WorldWarning]:
        """A page read twice at one address states the same facts (page_facts), unless an action on it may have
        posted something (any click but a link, typing, a select): then its facts are forgotten."""
        found: list[WorldWarning] = []
        navigates = kind in _NAVIGATES or (kind == "click" and hit is not None and hit.role.lower() == "link")
        if unknown:
            self.pages.clear()
        elif not navigates:
            for view in (prev, new):
                if view is not None and view.place:
                    self.pages.pop(view.place, None)
        if not new.place:
            return found
        text = page_text(new)
        known = self.pages.get(new.place)
        if known is not None and navigates:
            old_t, old_addr = self.root_titles.get(new.place, ("", None))
            new_t = _root_title(new)
            # only when the very address was asked for again (a link click in a one-page app may change the view
            # and keep the address; a #fragment routes such apps) and the earlier read was a visit, not the answer
            # to a submit
            if kind in ("goto", "back", "forward", "reload", "refresh") and old_t and new_t and \
                    old_addr == new.address and _title_overlap(old_t, new_t) < 0.34:
                # the same address names another thing: a product, an article, a record page swapped
                self.pages.pop(new.place, None)
                return [warn("gui.page", "error", step,
                             f"{new.place} was {old_t!r} at {where(known[1])}, and read again with nothing submitted "
                             f"since it is {new_t!r}", text=clip(new_t, 200), earlier=Fact(known[1].step, old_t),
                             url=new.place)]
            diff = disagreement(known[0], text)
            if diff is not None:
                found.append(warn("gui.page", "error", step,
                                  f"{new.place} read again states {diff[1]!r}, but it stated {diff[0]!r} at "
                                  f"{where(known[1])} and nothing was submitted on it since", text=clip(diff[1], 200),
                                  earlier=Fact(known[1].step, clip(diff[0], 120)), url=new.place))
                self.pages.pop(new.place, None)
                return found
        if navigates or not unknown:
            self.pages[new.place] = (text, Fact(step, clip(text, 120)))
            self.root_titles[new.place] = (_root_title(new) if navigates else "", new.address)
        return found

    # ------------------------------------------------------------ one entity, two screens

    def _statuses(self, step: int, new: View, prev: View | None, hit: Any) -> list[WorldWarning]:
        found: list[WorldWarning] = []
        before = {e.name for e in prev.elements} if prev is not None else set()
        if hit is not None:
            for m in _ENTITY.finditer(hit.name):
                self.statuses.pop(m["id"], None)  # the agent acted on it again
        # judge listings first
        for e in new.elements:
            ids = [m["id"] for m in _ENTITY.finditer(e.name)]
            if len(ids) != 1 or ids[0] not in self.statuses:
                continue
            st, fact = self.statuses[ids[0]]
            words = _words(e.name)
            if st in words:
                continue
            wrong = next((o for o in _OPPOSITE[st] if o in words), None)
            if wrong is not None and e.name not in before:
                del self.statuses[ids[0]]
                found.append(warn("gui.status", "error", step,
                                  f"#{ids[0]} was confirmed {st} at {where(fact)}, but this listing shows it as "
                                  f"{wrong}: {e.name!r}", text=clip(e.name, 200), earlier=fact, entity=ids[0]))
        heads = {m["id"] for e in new.elements if e.role.lower() in ("heading", "rootwebarea", "frame", "window")
                 for m in _ENTITY.finditer(e.name)}
        # the entity's own page (its heading names it alone): a bare state label must not be the opposite
        if len(heads) == 1 and next(iter(heads)) in self.statuses:
            eid = next(iter(heads))
            st, fact = self.statuses[eid]
            labels = [e.name for e in new.elements if e.role.lower() in MESSAGE_ROLES and _bare_state(e.name)]
            states = {_bare_state(n) for n in labels}
            wrong = next((o for o in _OPPOSITE[st] if o in states), None)
            if wrong is not None and st not in states:
                del self.statuses[eid]
                found.append(warn("gui.status", "error", step,
                                  f"#{eid} was confirmed {st} at {where(fact)}, but its page shows it as {wrong}",
                                  text=clip(" | ".join(labels), 200), earlier=fact, entity=eid))
        # learn: a confirmation that appeared, on a page that names one entity by number
        for e in new.elements:
            if e.name in before or e.role.lower() not in MESSAGE_ROLES | {"alert", "status", "toast"}:
                continue
            c = CONFIRM_WORDS.search(e.name)
            if c is None or len(e.name) > 120:
                continue
            own = {x["id"] for x in _ENTITY.finditer(e.name)} or heads
            if len(own) == 1 and (c.group(0) != c["st"] or re.search(r"\b(?:issue|ticket|order|task|pull request|"
                                                                      r"pr|item|bug)\b", e.name, re.IGNORECASE)):
                self.statuses[next(iter(own))] = (c["st"].lower(), Fact(step, clip(e.name, 120)))
        return found

    # ------------------------------------------------------------ items created through a form

    def _forms(self, step: int, kind: str, data: dict[str, Any], hit: Any, typing: bool, prev: View | None,
               new: View, lost: bool) -> list[WorldWarning]:
        found: list[WorldWarning] = []
        f = self.form
        scope = view_scope(new)
        if f is not None and f.saved is not None and scope == f.origin and new is not prev:
            names = [norm_text(e.name) for e in new.elements if e.name]
            entries = {e.name for e in view_items(new)}
            titles = [norm_text(t) for t in f.typed if len(t) >= 3 and not re.fullmatch(r"[\d\s:./-]+", t)]
            # complete: every entry it had is still shown, and neither screen pages or loads more
            complete = f.entries <= entries and len(f.entries) >= 1 and not f.paged and not _paged(new)
            if complete and titles and not any(t in n for t in titles for n in names):
                first = next((x for x in (f.typed_at, f.saved) if x is not None and x.step < step), f.fact)
                found.append(warn("gui.created", "error", step,
                                  f"{f.typed[0]!r} was typed into a form at {where(f.typed_at or f.saved)} and "
                                  f"saved at {where(f.saved)}; the form was opened from this list at {where(f.fact)}, "
                                  "which shows all it had before, but not the new item",
                                  text=clip(" | ".join(sorted(entries)), 200), earlier=first,
                                  item=f.typed[0]))
                self.form = None
                return found
            if complete or any(t in n for t in titles for n in names):
                self.form = None
            return found
        if f is not None and f.saved is None:
            code = str(data.get("code", ""))
            value: Any = data.get("value") if typing else None
            if not typing and code:  # desktop: pyautogui.write('...')
                w = re.search(r"pyautogui\.(?:write|typewrite)\(\s*(['\"])(?P<v>(?:(?!\1).)+)\1", code)
                value = w["v"] if w else None
            enter = bool(re.search(r"press\(\s*['\"](?:enter|return)['\"]", code)) or kind in (
                "keyboard_enter", "enter") or (kind in ("keyboard_press", "press", "press_key")
                                               and "enter" in str(data.get("key", "")).lower())
            if isinstance(value, str) and value.strip():
                if hit is not None and SEARCH_WORDS.search(f"{hit.role} {hit.name}"):
                    self.form = None
                    return found
                f.typed.append(value.replace("\\n", "").strip())
                f.typed_at = f.typed_at or Fact(step, clip(f"typed {f.typed[0]!r}", 80))
                if not enter:
                    return found
            if ((hit is not None and _SAVES.search(hit.name)) or enter) and f.typed:
                hit_name = hit.name if hit is not None and not enter else "Enter"
                confirmed = any(CREATED_WORDS.search(e.name) for e in new.elements if e.role.lower() in MESSAGE_ROLES
                                | {"alert", "status", "toast"}) or any(
                    norm_text(e.name) == norm_text(f.typed[0]) for e in new.elements
                    if e.role.lower() in ("heading", "rootwebarea") and scope != f.origin)
                if confirmed or scope == f.origin:
                    f.saved = Fact(step, clip(f"{hit_name} -> {', '.join(f.typed)}", 120))
                    if scope == f.origin:
                        return self._forms(step, kind, data, None, False, None, new, lost)
            elif hit is not None and re.search(r"\b(?:cancel|discard|close|back)\b", hit.name, re.IGNORECASE):
                self.form = None
            return found
        if hit is not None and prev is not None and _OPENS_FORM.match(hit.name) and not REORDER_WORDS.search(hit.name) \
                and hit.role.lower() not in FIELD_ROLES and not hit.role.lower().endswith("edittext"):
            origin = frozenset(e.name for e in view_items(prev))
            if origin:
                self.form = _Form(view_scope(prev), origin, Fact(step, clip(hit.name, 80)), paged=_paged(prev))
        return found


# a control named only by a filter of the list ("All", "Active", "Completed"): the list it shows is another subset
_VIEW_FILTER = re.compile(r"\s*(?:show\s+)?(?:all|active|completed|done|open|closed|unread|read|starred|flagged|"
                          r"archived|mine|today|upcoming|past|pending|drafts?)(?:\s*\(\d+\))?\s*", re.IGNORECASE)
# labels of figures an app moves by itself or through other pages (a clock, a balance, a queue, a session)
_GUI_LIVE = re.compile(r"time|clock|balance|total|points|credit|remaining|elapsed|duration|timer|session|last|next|"
                       r"due|unread|notification|inbox|cart|bag|basket|queue|pending|online|step|progress|stock|"
                       r"available|seats|left|votes|likes|views|members|items|results", re.IGNORECASE)
_NAVIGATES = {"goto", "go_back", "go_forward", "new_tab", "tab_focus", "scroll", "hover", "noop", "navigate",
              "back", "forward", "reload", "refresh", "wait"}


def page_text(view: View) -> str:
    """The page's element texts, one a line; a label ending in ':' is joined with the value after it."""
    from playground.decoherence.facts import parse_clock

    lines: list[str] = []
    names = [e.name.strip() for e in view.elements if e.name and e.name.strip()]
    for i, name in enumerate(names):
        line = f"{name} {names[i + 1]}" if name.endswith(":") and i + 1 < len(names) else name
        label = line.split(":", 1)[0] if ":" in line else ""
        if parse_clock(name) is None and not _GUI_LIVE.search(label):
            lines.append(line)
    return "\n".join(lines)


_PAGING = re.compile(r"^\s*(?:page\s*\d+|next(?: page)?|prev(?:ious)?(?: page)?|(?:load|show|see|view) (?:more|all)|"
                     r"more|older|newer|[\u203a\u00bb>\u2039\u00ab<]+|\d{1,3})\s*$|\bpage \d+ of\b|"
                     r"\bshowing \d+\s*(?:-|\u2013|to)\s*\d+ of\b|\(page \d+\)", re.IGNORECASE)


def _paged(view: View) -> bool:
    """The screen shows one page of a longer list (page links, "load more", "showing 1-20 of 57")."""
    return any(_PAGING.search(e.name) for e in view.elements if e.name)


def _root_title(view: View) -> str:
    """A web page's own title (its RootWebArea's name), or "" when the screen does not give one."""
    return next((e.name.strip() for e in view.elements if e.role.lower() == "rootwebarea" and e.name.strip()), "")


def _title_overlap(a: str, b: str) -> float:
    """How many words two titles share (numbers masked: "Inbox (3)" and "Inbox (4)" are one page)."""
    wa = {re.sub(r"\d+", "#", w) for w in re.findall(r"\w+", a.lower())}
    wb = {re.sub(r"\d+", "#", w) for w in re.findall(r"\w+", b.lower())}
    return len(wa & wb) / max(1, len(wa | wb)) if wa and wb else 1.0


def _title(view: View) -> str | None:
    """A screen's title: its heading or window, else its first label that is not a clock or a message."""
    from playground.decoherence.facts import parse_clock

    for e in view.elements:
        role = e.role.lower()
        if not e.name:
            continue
        if role in ("heading", "rootwebarea", "dialog") or (
                role in MESSAGE_ROLES and e.attrs.get("clickable") != "true" and parse_clock(e.name) is None
                and "clock" not in e.attrs.get("resource-id", "")):
            return e.name
    return None


def _bare_state(text: str) -> str | None:
    """'Closed', 'State: open', 'Status - Archived': a label that is only a state."""
    m = re.fullmatch(r"\s*(?:(?:state|status)\s*[:\-]\s*)?([a-z ]{2,12}?)\s*", text.lower())
    return m.group(1) if m and (m.group(1) in _OPPOSITE or any(m.group(1) in o for o in _OPPOSITE.values())) else None


def _words(text: str) -> set[str]:
    low = re.sub(r"[^a-z ]+", " ", text.lower())
    words = set(low.split())
    words |= {p for p in ("to do", "in progress") if p in " ".join(low.split())}
    return words
