"""GUI lists (web, android, desktop): what the app confirmed it added, deleted or renamed, and the numbers
it printed for records the agent placed.

GUI lists are partial (scrolled, paged, filtered) and pages are rebuilt after every POST, so every rule
here is scoped to one place (a URL, an Android activity, a window) and judged only on evidence that
the listing shows where the item belongs:

- ``gui.deleted``: an item the app confirmed deleted ("Comment deleted", "moved to trash"), which then
  vanished from its list, is listed there again while no action re-created or restored it;
- ``gui.created``: an item the agent submitted (typed, then saved) and then saw in a list is missing
  from that list later, while its neighbours are shown next to each other, and nothing was deleted
  or filtered since;
- ``gui.identity``: a number an app printed for a record the agent just placed ("Order #187") missing
  from a later listing of that kind that spans it, or another one listed as the newest of one's own;
- renames: a name A replaced by B in the same slot (the n-th title, heading, list entry of a screen)
  after an action that submitted B (typed B, then saved) is a rename; A shown later without B is the
  old name (the fact store's rename rule, ``gui.rename``).

Also: a code block that removes listed files (``rm``, ``os.remove``) deletes them; a sorted list that lost one
name and gained the submitted one renamed it; records listed as "#48231" rows on a page titled for them
("Orders") are numbered records.

When unsure (an action not understood, a search typed, a scroll), the ledger forgets instead of warning.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from playground.decoherence.common import Action, Fact, clip, warn, where
from playground.decoherence.gui_entities import desktop_navigation, words_typed
from playground.decoherence.gui_state import CELL_ROLES, FIELD_ROLES, El, GuiState, View
from playground.world.warning_records import WorldWarning

_DELETED = re.compile(r"\b(?:deleted|removed|moved to (?:the )?(?:trash|bin|recycle bin)|trashed|discarded)\b",
                      re.IGNORECASE)
CREATED_WORDS = re.compile(r"\b(?:added|created|saved|posted|submitted|published|uploaded)\b", re.IGNORECASE)
_UNDO = re.compile(r"\b(?:undo|restore|restored|put back|recover|untrash)\b", re.IGNORECASE)
_SUBMIT = re.compile(r"\b(?:save|ok|done|rename|create|add|post|submit|apply|confirm|update|send|publish)\b",
                     re.IGNORECASE)
SEARCH_WORDS = re.compile(r"search|find|filter|query|look ?up", re.IGNORECASE)
_TRASH_PLACE = re.compile(r"trash|bin|deleted|archive|recycle", re.IGNORECASE)
# elements that are chrome, not list entries
_NOT_ITEMS = {"button", "heading", "status", "alert", "textbox", "searchbox", "combobox", "rootwebarea", "frame",
              "window", "menubar", "toolbar", "navigation", "banner", "tab", "tablist", "statictext", "label",
              "clock", "scrollbar", "dialog", "edittext", "imagebutton", "document-frame", "push-button",
              "toggle-button", "menu-item", "menu", "page-tab", "text", "link-button", "panel", "filler"}
MESSAGE_ROLES = {"status", "alert", "toast", "dialog", "statictext", "text", "textview", "label", "log", "snackbar",
                  "paragraph", "generic"}
# a click that may change a list's order or a counter without deleting (sorting, quantities, filters)
REORDER_WORDS = re.compile(r"\b(?:sort|filter|order by|newest|oldest|page|next|previous|qty|quantity|minus|decrease|"
                       r"update|clear|empty|cancel|undo|remove|delete|checkout|check out|place order|buy|pay|"
                       r"purchase|sign out|log out|all|active|completed|archived|unread)\b"
                       r"|^\s*[-\u2212\u00d7x\u2715]?\s*$",
                       re.IGNORECASE)
_CREATES = re.compile(r"\b(?:create|add|new|post|send|publish|submit|reply|comment)\b", re.IGNORECASE)
# controls that switch what a list shows (a tab, a filter chip, an option)
VIEW_SWITCHING_ROLES = {"tab", "radio", "radiobutton", "option", "menuitem", "menuitemradio", "checkbox", "switch",
                  "combobox", "spinner", "chip", "togglebutton", "toggle-button"}
_TITLE_ROLES = {"frame", "window", "rootwebarea", "heading", "document-frame", "dialog"}


@dataclass
class _Item:
    name: str
    fact: Fact
    neighbours: tuple[str | None, str | None] = (None, None)
    listing: frozenset[str] = frozenset()  # the list's entries when it was seen there


@dataclass
class GuiLists:
    views: dict[str, list[View]] = field(default_factory=dict)  # place -> its last views (newest last)
    recent: list[View] = field(default_factory=list)  # the last views anywhere (newest last)
    typed: list[tuple[str, Fact]] = field(default_factory=list)  # values the agent typed (not searches)
    deleted: dict[tuple[str, str], Fact] = field(default_factory=dict)  # (place, item) -> where it was deleted
    created: dict[tuple[str, str], _Item] = field(default_factory=dict)  # (place, item) -> where it was listed
    submitted: list[tuple[str, Fact]] = field(default_factory=list)  # typed values submitted, not yet listed
    confirmed: dict[str, tuple[str, Fact]] = field(default_factory=dict)  # noun ("order") -> the number it printed
    pending_delete: list[tuple[str, Fact]] = field(default_factory=list)  # places where a delete was confirmed
    seen_at: dict[int, int] = field(default_factory=dict)  # id(view) -> the step it was seen at
    deleted_lists: dict[tuple[str, str], tuple[str, frozenset[str]]] = field(default_factory=dict)  # -> (place, list)
    delete_hits: list[str] = field(default_factory=list)  # names of delete controls clicked lately

    def seed(self, view: View | None) -> None:
        if view is not None:
            self._remember(view)
            self.seen_at[id(view)] = 0

    def observe(self, step: int, domain: str, action: Action, state: GuiState, prev: View | None,
                new: View) -> list[WorldWarning]:
        found: list[WorldWarning] = []
        data: dict[str, Any] = action.data if isinstance(action.data, dict) else {}
        kind = str(data.get("action", "")).lower()
        hit, unknown = state.last_hit, state.last_unknown
        place = view_scope(new)  # the list: the place and the screen's title ("Inbox" and "Trash" are two lists)
        names = [e.name for e in new.elements if e.name]
        shown = set(names)
        text_now = " | ".join(names)
        typed_now = self._typed(step, kind, data, action, hit, domain)
        searched = typed_now is not None and typed_now[1]
        submit = self._submitted(kind, data, action.text, hit, domain)
        pressed = str(data.get("key", data.get("value", ""))).lower().replace(" ", "")
        reload = kind in ("reload", "refresh") or pressed in ("f5", "ctrl+r", "control+r", "meta+r", "cmd+r")
        nav_only = domain == "desktop" and (_navigation_only(action.text) or desktop_navigation(
            str(data.get("code", action.text)), hit))  # (gui_entities: folders, back/forward, places)
        if (unknown and not reload and not nav_only) or searched:
            # an action the ledger cannot follow, or a search filter: lists may hold anything now
            self.created.clear()
            self.deleted = {k: f for k, f in self.deleted.items() if k[0] != place}
        if typed_now is not None and not searched:
            self.typed.append((typed_now[0], Fact(step, clip(action.text, 120))))
        self.typed = [(t, f) for t, f in self.typed if step - f.step <= 3][-4:]  # typed for the submit at hand
        undo = hit is not None and bool(_UNDO.search(hit.name))
        if hit is not None and re.search(r"\b(?:delete|remove|trash|discard)\b", hit.name, re.IGNORECASE):
            self.delete_hits.append(hit.name)  # 'Delete “mhoffmann”': what a delete flow is about
            self.delete_hits = self.delete_hits[-3:]
        self._code_deletes(step, domain, action.text, prev, new, place)
        deletes = hit is not None and bool(_DELETED.search(hit.name) or re.search(
            r"\b(?:delete|remove|trash|discard|clear)\b", hit.name, re.IGNORECASE))
        if undo:
            self.deleted.clear()
        if deletes or undo or kind == "select" or (hit is not None and (
                REORDER_WORDS.search(hit.name) or hit.role.lower() in VIEW_SWITCHING_ROLES)):
            self.created = {k: v for k, v in self.created.items() if k[0] != place}

        # deleted, then listed again
        items_now = {e.name for e in view_items(new)}
        for (pl, item), fact in list(self.deleted.items()):
            if (pl, item) not in self.deleted:
                continue  # reported with the other texts of its entry
            rest: tuple[str | None, frozenset[str]] = self.deleted_lists.get((pl, item), (None, frozenset()))
            same_list = pl == place or (rest[0] == (new.place or "?") and len(rest[1]) >= 2
                                        and len(rest[1] & items_now) >= max(2, len(rest[1]) // 2))
            if same_list and item in shown and not _TRASH_PLACE.search(place):
                since = [t for t, f in self.typed if f.step > fact.step]
                if any(norm_text(t) == norm_text(item) for t in since) or words_typed(item, since):
                    del self.deleted[(pl, item)]  # re-created by the agent (maybe field by field: first, last name)
                    continue
                for k in [k for k, f in self.deleted.items() if f is fact]:
                    del self.deleted[k]  # one entry, one warning (its other texts went with it)
                found.append(warn("gui.deleted", "error", step,
                                  f"{item!r} was deleted at {where(fact)} and vanished from this list, but it is "
                                  "listed here again and nothing restored it", text=clip(text_now, 200),
                                  earlier=fact, item=item))
        before_names = {e.name for v in (prev, self._last(place, exclude=new)) if v is not None for e in v.elements}
        confirmed_delete = any(_DELETED.search(e.name) and e.name not in before_names for e in new.elements
                               if e.role.lower() in MESSAGE_ROLES)
        if confirmed_delete and not undo:
            self.pending_delete.append((clip(text_now, 200), Fact(step, clip(action.text, 120))))
        self.pending_delete = [(t, f) for t, f in self.pending_delete if step - f.step <= 1]
        if self.pending_delete and kind not in ("scroll", "swipe"):
            before = self._last(place, exclude=new)
            if before is None and prev is not None and prev.place == new.place:
                before = prev  # the list's own title was the entry that left (its scope moved with it)
            if before is not None and step - self.seen_at.get(id(before), -9) <= 4:
                gone = [e.name for e in view_items(before) if e.name and e.name not in shown]
                came = [e.name for e in view_items(new) if e.name not in {x.name for x in before.elements}]
                named = [g for g in gone if any(g in t for t, _f in self.pending_delete)
                         or any(g in t for t in self.delete_hits if len(g) >= 3)]
                order = [e.name for e in view_items(before)]
                at = sorted(order.index(g) for g in set(gone))
                block = not came and 1 < len(at) <= 4 and at[-1] - at[0] == len(at) - 1
                # the item the confirmation or the clicked control names, the only one that left a list that is
                # otherwise the same, or the texts of one row that left it together
                pick = named or (gone if (len(gone) == 1 and not came) or block else [])
                if pick:
                    fact = Fact(step, f"{self.pending_delete[-1][1].text} -> {clip(text_now, 120)}")
                    for g in pick:
                        self.deleted[(place, g)] = fact
                        self.deleted_lists[(place, g)] = (new.place or "?", frozenset(items_now))
                    self.pending_delete.clear()

        # created (submitted), then missing between its neighbours
        for (pl, item), it in list(self.created.items()):
            if pl != place or item in shown:
                continue
            left, right = it.neighbours
            order = [e.name for e in view_items(new)]
            if left is None and right is None:
                continue
            ok = all(n is None or n in order for n in (left, right))
            if not ok:
                continue
            # both neighbours next to each other; or, at an end of the list, its neighbour at that end now and
            # no entry new since (an entry pushed out of the window by new ones is not missing)
            between = left is not None and right is not None and order.index(right) - order.index(left) == 1
            no_new = set(order) <= it.listing
            at_end = no_new and ((left is None and order[0] == right) or (right is None and order[-1] == left))
            if between or at_end:
                del self.created[(pl, item)]
                found.append(warn("gui.created", "error", step,
                                  f"{item!r} was added and listed at {where(it.fact)} between "
                                  f"{left or '(start)'!r} and {right or '(end)'!r}; those are shown here, but "
                                  f"{item!r} is missing and nothing deleted it", text=clip(text_now, 200),
                                  earlier=it.fact, item=item))
        if submit:
            for value, fact in self.typed:
                self.submitted.append((value, fact))
            self.submitted = self.submitted[-4:]
        for value, fact in list(self.submitted):
            items = view_items(new)
            order = [e.name for e in items]
            hits = [i for i, n in enumerate(order) if norm_text(n) == norm_text(value)]
            if not hits and len(norm_text(value)) >= 3:
                # the entry shows the typed title with its time or date ("15:00 Dentist")
                word = re.compile(rf"(?<!\w){re.escape(norm_text(value))}(?!\w)")
                hits = [i for i, n in enumerate(order) if word.search(norm_text(n)) and len(n) <= len(value) + 30]
            if len(hits) == 1 and len(order) >= 2:
                i = hits[0]
                self.created[(place, order[i])] = _Item(order[i], Fact(step, clip(text_now, 160)),
                                                        (order[i - 1] if i > 0 else None,
                                                         order[i + 1] if i + 1 < len(order) else None),
                                                        frozenset(order))
                self.submitted.remove((value, fact))

        # renames: the same slot now shows what was submitted
        # (a form that creates an item names a new one: no rename)
        if submit and self.typed and not (hit is not None and _CREATES.search(hit.name)):
            self._renames(step, new, state, domain,
                          hit is not None and bool(re.search(r"\b(?:save|update|rename|apply)\b", hit.name, re.I)))

        found += self._numbers(step, new, prev, hit, kind, pressed, (unknown and not reload) or searched, text_now)

        self._remember(new)
        self.seen_at[id(new)] = step
        return found

    # ------------------------------------------------------------ helpers

    def _numbers(self, step: int, new: View, prev: View | None, hit: El | None, kind: str, pressed: str,
                 lost: bool, text_now: str) -> list[WorldWarning]:
        """The number an app printed for what the agent just placed (an order, a ticket) is that record's for good:
        a later listing of that kind that spans the number (shows older and newer ones) must show it, and for
        records of one's own (orders, bookings, invoices) the newest listed must not be another one."""
        if lost:
            self.confirmed.clear()  # an action not understood, or a filter: any number may be listed now
        shown: dict[str, list[str]] = {}
        for e in new.elements:
            for m in _NUMBERED.finditer(e.name):
                shown.setdefault(m["noun"].lower(), []).append(m["id"].upper())
        # a page titled for one kind of record ("Orders", "My tickets") lists them as "#48231" rows
        titles = " ".join(e.name for e in new.elements if e.role.lower() in _TITLE_ROLES)
        kinds_ = {m.group(1).lower() for m in re.finditer(r"\b(order|ticket|invoice|booking|reservation|case)s\b",
                                                          titles, re.IGNORECASE)}
        if len(kinds_) == 1 and (noun_ := kinds_.pop()) not in shown:
            ids_ = [m.group(1) for e in new.elements if e.role.lower() in _ROW_ROLES
                    for m in re.finditer(r"(?<![\w#])#(\d{3,})\b", e.name)]
            if ids_:
                shown[noun_] = ids_
        placed = (hit is not None and bool(_PLACES.search(hit.name))) or kind in ("keyboard_enter", "enter") or \
            (kind in ("keyboard_press", "press", "press_key") and "enter" in pressed)
        earlier = {m["id"].upper() for e in (prev.elements if prev else []) for m in _NUMBERED.finditer(e.name)}
        found: list[WorldWarning] = []
        for noun, (num, fact) in list(self.confirmed.items()):
            ids = shown.get(noun, [])
            if not ids or num in ids or placed:
                continue
            n, others = _digits(num), [_digits(i) for i in ids]
            if n is None or any(o is None for o in others):
                continue
            nums = [o for o in others if o is not None]
            if n in nums:
                continue  # the same number written another way (#187, 000000187)
            spans = min(nums) < n < max(nums)
            newest_other = noun in _OWN_RECORDS and max(nums) > n
            if spans or newest_other:
                del self.confirmed[noun]
                found.append(warn("gui.identity", "error", step,
                                  f"the {noun} was confirmed as #{num} at {where(fact)}, but this listing shows "
                                  f"{', '.join('#' + i for i in ids[:4])} and not #{num}", text=clip(text_now, 200),
                                  earlier=fact, noun=noun))
        if placed:
            for noun, ids in shown.items():
                fresh = [i for i in ids if i not in earlier]
                if len(set(fresh)) == 1:
                    self.confirmed[noun] = (fresh[0], Fact(step, clip(text_now, 160)))
        return found

    def _renames(self, step: int, new: View, state: GuiState, domain: str, edits: bool) -> None:
        """``edits``: the action saved an existing record (Save, Update, Rename): its title may move to the
        record's page elsewhere and still be the same record's."""
        now = {e.name for e in new.elements if e.name}
        # the same list a few steps ago, and the last screens anywhere (a dialog may have taken several steps)
        refs = [v for v in (self.views.get(view_scope(new), [])[-3:] + self.recent[-4:]) if v is not new]
        for value, fact in self.typed:
            b = norm_text(value)
            if "/" in b.rstrip("/") and re.search(r"\.\w{1,5}$", b):
                b = b.rstrip("/").rsplit("/", 1)[-1]  # a path typed into a save dialog: the file's name shows
            if len(b) < 2:
                continue
            for ref in refs:
                same_place = ref.place == new.place
                if not same_place and domain != "desktop" and not edits:
                    continue  # a page that follows a submit is another page, not a renamed one (but see ``edits``)
                pairs = []  # every slot of this earlier screen that now shows the submitted text
                for role in sorted({e.role.lower() for e in new.elements}):
                    if role in FIELD_ROLES or role in CELL_ROLES or role.endswith("edittext"):
                        continue
                    if not same_place and role not in _TITLE_ROLES:
                        continue
                    a_names = [e.name for e in ref.elements if e.role.lower() == role]
                    n_names = [e.name for e in new.elements if e.role.lower() == role]
                    before = {e.name for e in ref.elements}
                    pairs += [(a, n) for a, n in zip(a_names, n_names) if a and n and a != n and b in norm_text(n)
                              and b not in norm_text(a) and a not in now and n not in before]
                if not pairs and same_place:
                    # a list kept sorted moves the renamed entry: one name left it and the submitted one came
                    for role in sorted({e.role.lower() for e in new.elements}):
                        if role in FIELD_ROLES or role in CELL_ROLES or role.endswith("edittext") or \
                                role in _NOT_ITEMS:
                            continue
                        a_set = {e.name for e in ref.elements if e.role.lower() == role and e.name}
                        n_set = {e.name for e in new.elements if e.role.lower() == role and e.name}
                        gone, came = a_set - n_set - now, n_set - {e.name for e in ref.elements}
                        if len(gone) == 1 and len(came) == 1 and norm_text(next(iter(came))) == b and len(a_set) >= 2:
                            pairs.append((gone.pop(), came.pop()))
                for a, n in pairs:
                    state.facts.rename(step, a, n, fact.text)
                if pairs:
                    break

    def _typed(self, step: int, kind: str, data: dict[str, Any], action: Action, hit: El | None,
               domain: str) -> tuple[str, bool] | None:
        """The text the action typed, and whether it went into a search or filter field."""
        value: Any = None
        if kind in ("fill", "type", "input_text", "keyboard_type", "set_text"):
            value = data.get("value")
        elif domain == "desktop":
            m = re.search(r"pyautogui\.(?:write|typewrite)\(\s*(['\"])(?P<v>(?:(?!\1).)+)\1", action.text)
            value = m["v"] if m else None
        if not isinstance(value, str) or not value.strip():
            return None
        label = f"{hit.role} {hit.name} {hit.attrs.get('resource-id', '')}" if hit is not None else ""
        return value.strip().replace("\\n", "").strip(), bool(SEARCH_WORDS.search(label))

    @staticmethod
    def _submitted(kind: str, data: dict[str, Any], code: str, hit: El | None, domain: str) -> bool:
        if hit is not None and _SUBMIT.search(hit.name) and not SEARCH_WORDS.search(hit.name):
            return True
        key = str(data.get("key", data.get("value", ""))).lower()
        if kind in ("keyboard_press", "press", "press_key", "key", "keyboard_enter", "enter") and \
                ("enter" in key or "return" in key or kind in ("keyboard_enter", "enter")):
            return True
        if domain == "desktop" and re.search(r"press\(\s*['\"](?:enter|return)['\"]|hotkey\(\s*['\"]ctrl['\"]\s*,\s*"
                                             r"['\"]s['\"]|\\n['\"]\s*\)", code):
            return True
        return False

    def _code_deletes(self, step: int, domain: str, code: str, prev: View | None, new: View, place: str) -> None:
        """A desktop code block that removes files by name (``rm``, ``os.remove``, ``shutil.rmtree``, ``send2trash``):
        a removed name that was listed and is gone now is deleted there (judged like a confirmed delete)."""
        if domain != "desktop" or prev is None:
            return
        names = _removed_names(code)
        if not names:
            return
        before = {e.name for e in view_items(prev)}
        shown = {e.name for e in new.elements}
        items_now = {e.name for e in view_items(new)}
        for n in names:
            if n in before and n not in shown:
                self.deleted[(place, n)] = Fact(step, clip(code.strip(), 120))
                self.deleted_lists[(place, n)] = (new.place or "?", frozenset(items_now))

    def _last(self, place: str, exclude: View) -> View | None:
        return next((v for v in reversed(self.views.get(place, [])) if v is not exclude), None)

    def _remember(self, view: View) -> None:
        lst = self.views.setdefault(view_scope(view), [])
        lst.append(view)
        del lst[:-4]
        self.recent.append(view)
        del self.recent[:-5]


# "Order # 000000187", "order number is 187", "Ticket #5123", "Invoice INV-0042"
_NUMBERED = re.compile(r"\b(?P<noun>order|ticket|invoice|booking|reservation|case)\b"
                       r"(?:\s*(?:#|:|number\b|no\.|no\b|id\b|is\b))*\s*(?P<id>\d{3,}|[A-Z]{1,4}-?\d{3,})\b",
                       re.IGNORECASE)
_PLACES = re.compile(r"\b(?:place order|order now|buy|pay|checkout|check out|submit|confirm|book|reserve|create|send|"
                     r"open ticket|purchase)\b", re.IGNORECASE)
_OWN_RECORDS = {"order", "booking", "reservation", "invoice"}
_ROW_ROLES = {"row", "listitem", "link", "cell", "gridcell", "statictext", "text", "textview", "list-item",
              "table-cell", "label"}


_NAV_KEYS = {"ctrl+w", "alt+f4", "super+d", "super", "win", "win+d", "alt+tab", "escape", "esc", "ctrl+q", "super+up",
             "super+down", "super+left", "super+right", "ctrl+tab", "ctrl+shift+tab", "ctrl+pgdn", "ctrl+pgup",
             "ctrl+pagedown", "ctrl+pageup"}


def _navigation_only(code: str) -> bool:
    """A desktop code block of only key presses that switch or close windows and tabs (no data changes)."""
    calls = re.findall(r"pyautogui\.(\w+)\(([^)]*)\)", code)
    if not calls or len(calls) != len(re.findall(r"\w+\.\w+\(", code)):
        return False
    for fn, args in calls:
        keys = re.findall(r"['\"]([^'\"]+)['\"]", args)
        if fn not in ("hotkey", "press") or not keys or "+".join(k.lower() for k in keys) not in _NAV_KEYS:
            return False
    return True


_RM_CALL = re.compile(r"(?:os\.(?:remove|unlink|rmdir)|shutil\.rmtree|send2trash(?:\.send2trash)?|\.unlink)\(\s*"
                      r"(?:Path\()?\s*['\"](?P<p>[^'\"]+)['\"]")
_RM_SHELL = re.compile(r"(?:^|[\s;&|'\"\[,(])(?:rm|gio\s+trash|trash-put|trash)\b(?P<args>[^\n;&|)\]]*)")


def _removed_names(code: str) -> list[str]:
    """Base names of the files a code block removes (literal paths only)."""
    out = [m["p"] for m in _RM_CALL.finditer(code)]
    for m in _RM_SHELL.finditer(code):
        for tok in re.findall(r"['\"]([^'\"]+)['\"]|(\S+)", m["args"]):
            t = (tok[0] or tok[1]).strip(",'\" ")
            if t and not t.startswith("-") and not any(c in t for c in "*?$`{"):
                out.append(t)
    return [p.rstrip("/").rsplit("/", 1)[-1] for p in out if p.rstrip("/")]


def _digits(ident: str) -> int | None:
    d = re.sub(r"^[A-Z]+-?", "", ident)
    return int(d) if d.isdigit() else None


def view_items(view: View) -> list[El]:
    """The elements of a screen that may be list entries (not buttons, headings, fields or chrome)."""
    from playground.decoherence.facts import parse_clock

    return [e for e in view.elements if e.name and e.role.lower() not in _NOT_ITEMS
            and not _DELETED.search(e.name) and not CREATED_WORDS.search(e.name)
            and not (parse_clock(e.name) is not None and "clock" in (e.attrs.get("id", "") + e.attrs.get(
                "resource-id", "") + e.line).lower())]  # the status bar's clock is no entry


def view_scope(view: View) -> str:
    """A list's identity: the place and the screen's title (a heading, or the first plain label)."""
    from playground.decoherence.facts import parse_clock

    base = view.place or "?"
    title = next((e.name for e in view.elements if e.name and e.role.lower() in _TITLE_ROLES), None)
    if title is None:
        title = next((e.name for e in view.elements if e.name and e.role.lower() in MESSAGE_ROLES
                      and e.attrs.get("clickable") != "true" and parse_clock(e.name) is None
                      and "clock" not in e.attrs.get("id", "") + e.attrs.get("resource-id", "")
                      and not _DELETED.search(e.name) and not CREATED_WORDS.search(e.name)), "")
    return f"{base}|{re.sub(r'[(]?[0-9]+[)]?', '', title).strip().lower()}"


def norm_text(text: str) -> str:
    return re.sub(r"\s+", " ", text.strip().lower())
