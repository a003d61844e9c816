"""The GUI ledger (android, web, desktop): element ids on the screen and where navigation leads.

A screen is read from ``URL:``/``Title:`` lines (web), an ``[app] package / Activity`` line
(android) and element lines ``[12] role "name" ...``.

Contradictions:
- ``gui.element``: the action used an element id the screen it acted on did not have, yet the
  screen changed as if it had; or, on the same page, an id now names an element of another
  role (names may change: "Cart (0)" becomes "Cart (1)");
- ``gui.screen``: ``goto`` lands on another site, ``back``/``forward`` land somewhere else than
  the page before/after, ``home`` does not show the launcher.
Not contradictions: new ids after a navigation, an element the action did not touch changing
its text, a redirect within the same site.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from playground.decoherence.common import Action, Fact, clip, warn, where
from playground.decoherence.gui_entities import ConfirmedRefs, SiteCounters
from playground.decoherence.gui_links import GuiLinks
from playground.decoherence.gui_lists import GuiLists
from playground.decoherence.gui_memory import GuiMemory
from playground.decoherence.gui_state import GuiState
from playground.decoherence.search import titles_agree
from playground.decoherence.thresholds import Thresholds
from playground.world.warning_records import WorldWarning

_ELEMENT = re.compile(r'^\s*\[(?P<id>[\w:.-]+)\]\s+(?P<role>[A-Za-z][\w.-]*)'
                      r'(?:\s+(?:"(?P<name>(?:[^"\\]|\\.)*)"|\'(?P<sname>(?:[^\'\\]|\\.)*)\'))?(?P<rest>.*)$')
_ROOT = re.compile(r"""^\s*RootWebArea\s+(?:'(?P<sq>[^']*)'|"(?P<dq>[^"]*)")"""
                   r"""(?:.*?url\s*=\s*['"](?P<url>[^'"]+)['"])?""")
_ACTIVITY_LINE = re.compile(r"^\s*(?:Activity|Foreground(?: app| activity)?|Current activity):\s*(?P<pkg>[\w.]+)"
                            r"(?:/(?P<act>[\w.$]+))?", re.IGNORECASE)
# (also Playwright's "- Page URL: ..." and "- Page Title: ..." above its snapshot)
_URL_LINE = re.compile(r"^\s*(?:-\s*)?(?:(?:Page|Current)\s+)?URL:\s*(\S+)", re.IGNORECASE)
_TITLE_LINE = re.compile(r"^\s*(?:-\s*)?(?:(?:Page|Current)\s+)?(?:Page\s+)?Title:\s*(.*)$", re.IGNORECASE)
_APP_LINE = re.compile(r"^\s*\[app\]\s*(?P<pkg>[\w.]+)(?:\s*/\s*(?P<act>[\w.$]+))?", re.IGNORECASE)


@dataclass(frozen=True)
class Element:
    role: str
    name: str
    line: str


@dataclass
class Screen:
    url: str | None = None
    title: str | None = None
    app: str | None = None
    activity: str | None = None
    elements: dict[str, Element] = field(default_factory=dict)
    fact: Fact = field(default_factory=lambda: Fact(0, ""))

    @property
    def place(self) -> str | None:
        if self.url:
            return _norm(self.url)
        if self.app:
            return f"{self.app}/{self.activity or ''}"
        return None


def _norm(url: str) -> str:
    u = re.sub(r"^https?://(?:www\.)?", "", url.strip().lower())
    return u.split("#", 1)[0].rstrip("/")


def _host(url: str) -> str:
    return _norm(url).split("/", 1)[0]


def parse_screen(text: str) -> Screen | None:
    s = Screen()
    for ln in text.split("\n"):
        if s.url is None and (m := _URL_LINE.match(ln)):
            s.url = m.group(1)
            continue
        if s.title is None and (m := _TITLE_LINE.match(ln)):
            s.title = m.group(1).strip()
            continue
        if s.app is None and (m := _APP_LINE.match(ln) or _ACTIVITY_LINE.match(ln)):
            s.app, s.activity = m.group("pkg"), m.group("act")
            continue
        if s.url is None and (m := _ROOT.match(ln)):  # BrowserGym: RootWebArea 'Title', focused, url='...'
            s.title = s.title or m.group("sq") or m.group("dq")
            s.url = m.group("url")
            continue
        m = _ELEMENT.match(ln)
        if m and m.group("id").lower() != "app":
            name = m.group("name") if m.group("name") is not None else (m.group("sname") or "")
            s.elements.setdefault(m.group("id"), Element(m.group("role"), name, ln.strip()))
    if not s.elements and s.url is None and s.app is None:
        return None
    return s


@dataclass
class GuiLedger:
    thresholds: Thresholds = field(default_factory=Thresholds)
    domain: str = "web"
    state: GuiState = field(default_factory=GuiState)
    lists: GuiLists = field(default_factory=GuiLists)
    links: GuiLinks = field(default_factory=GuiLinks)
    counters: SiteCounters = field(default_factory=SiteCounters)  # cart-like badges across a site (gui_entities.py)
    refs: ConfirmedRefs = field(default_factory=ConfirmedRefs)  # references an app confirmed (gui_entities.py)
    memory: GuiMemory = field(default_factory=GuiMemory)  # screens re-read, settings, created things (gui_memory.py)
    screen: Screen | None = None
    titles: dict[str, tuple[str, Fact]] = field(default_factory=dict)  # page URL -> its title, where seen
    back: list[Screen] = field(default_factory=list)
    forward: list[Screen] = field(default_factory=list)

    def seed(self, state: str | None) -> None:
        self.state.seed(state)
        self.lists.seed(self.state.view)
        self.links.seed(self.state.view, self.domain)
        self.counters.seed(self.state.view)
        self.refs.seed(self.state.view)
        self.memory.seed(self.state.view)
        if state:
            self.screen = parse_screen(state)
            if self.screen is not None and self.screen.url and self.screen.title:  # the first page read counts too
                self.titles[_page(self.screen.url)] = (self.screen.title, Fact(0, f"Title: {self.screen.title}"))

    def observe(self, step: int, action: Action, observation: str) -> list[WorldWarning]:
        before = self.state.view
        if self.memory.clock_free(step, before, action):
            self.state.facts.clock = None  # a time zone or the time was just set: the clock may jump
        found = self.state.observe(step, self.domain, action, observation)
        if self.state.view is not None and self.state.view is not before:  # the screen was read
            found += self.lists.observe(step, self.domain, action, self.state, before, self.state.view)
            found += self.links.observe(step, action, self.state, self.state.view, self.domain)
            if not any(w.kind == "gui.count" for w in found):
                found += self.counters.observe(step, action, self.state, self.state.view)
            else:
                self.counters.observe(step, action, self.state, self.state.view)
            more = self.refs.observe(step, action, self.state, self.state.view)
            if not any(w.kind == "gui.identity" for w in found):
                found += more
            mem = self.memory.observe(step, self.domain, action, self.state.last_hit, before, self.state.view)
            if not found:
                found += mem
        new = parse_screen(observation)
        if new is None:
            return found
        new.fact = Fact(step, clip(observation, 120))
        prev = self.screen
        kind = (action.kind or "").lower()
        args = action.args
        target = args.get("element")
        if prev is not None and prev.elements and target is not None and not isinstance(target, bool):
            tid = str(target)
            if tid not in prev.elements and _changed(prev, new):
                found.append(warn("gui.element", "error", step,
                                  f"the action used element [{tid}], which the screen of {where(prev.fact)} does not "
                                  f"have, yet the screen changed as if it did", text=_first_diff(prev, new),
                                  earlier=Fact(prev.fact.step, _ids(prev)), element=tid))
        # a scroll or swipe brings other elements into view, and views reuse their ids for them
        if prev is not None and prev.place is not None and prev.place == new.place and kind not in ("scroll", "swipe"):
            for eid, el in new.elements.items():
                old = prev.elements.get(eid)
                if old is None:
                    continue
                renamed = self.thresholds.gui_name_check and old.name != el.name and str(target) != eid
                if old.role.lower() != el.role.lower() or renamed:
                    found.append(warn("gui.element", "error", step,
                                      f"on the same page, element [{eid}] was {old.role} {old.name!r} at "
                                      f"{where(prev.fact)} and is now {el.role} {el.name!r}",
                                      text=el.line, earlier=Fact(prev.fact.step, old.line), element=eid))
                    break
        self._navigation(step, kind, args, prev, new, found)
        self._titles(step, kind, args, prev, new, found)
        return found

    def _titles(self, step: int, kind: str, args: dict[str, Any], prev: Screen | None, new: Screen,
                found: list[WorldWarning]) -> None:
        """A page seen again under its URL keeps its title, unless the agent edited something on it since."""
        if kind not in _MOVES:
            self.titles.clear()  # an action not understood may have changed any page
        if prev is not None and prev.url and (kind in _EDITS or kind == "multi"):
            self.titles.pop(_page(prev.url), None)
        if prev is not None and prev.url and kind == "click" and prev.elements.get(str(args.get("element"))) \
                is not None and _SAVE_NAME.search(prev.elements[str(args.get("element"))].name):
            host = _host(prev.url)
            for k in [k for k in self.titles if k.split("/", 1)[0] == host]:
                del self.titles[k]  # a save or delete may change any page of the site
        if not new.url or not new.title or _NOT_A_PAGE.search(new.title):
            return
        key = _page(new.url)
        known = self.titles.get(key)
        already = any(w.kind == "gui.screen" for w in found)
        if known is not None and not already and (prev is None or _page(prev.url or "") != key) and \
                not titles_agree(_uncounted(known[0]), _uncounted(new.title), self.thresholds.title_overlap):
            found.append(warn("gui.screen", "error", step,
                              f"{new.url} was titled {known[0]!r} at {where(known[1])} and nothing was edited there "
                              f"since, but now it is titled {new.title!r}", text=new.title, earlier=known[1],
                              url=new.url))
        self.titles[key] = (new.title, Fact(step, f"Title: {new.title}"))

    def _navigation(self, step: int, kind: str, args: dict[str, Any], prev: Screen | None, new: Screen,
                    found: list[WorldWarning]) -> None:
        if kind == "goto" and isinstance(args.get("url"), str) and new.url:
            want = args["url"]
            if not _same_site(want, new.url):
                found.append(warn("gui.screen", "error", step,
                                  f"goto {want} shows {new.url}, another site", text=f"URL: {new.url}",
                                  earlier=Fact(step, f"goto {want}"), url=new.url))
        elif kind == "back" and self.back:
            expected = self.back[-1]
            if expected.place is not None and new.place is not None and expected.place != new.place:
                found.append(warn("gui.screen", "error", step,
                                  f"back should return to {_label(expected)} (seen at {where(expected.fact)}), "
                                  f"but shows {_label(new)}", text=_label(new), earlier=expected.fact))
            elif expected.place is not None and expected.place == new.place and expected.title and new.title \
                    and not titles_agree(expected.title, new.title, self.thresholds.title_overlap):
                found.append(warn("gui.screen", "error", step,
                                  f"back returns to {_label(new)}, titled {expected.title!r} at "
                                  f"{where(expected.fact)}, but it is now titled {new.title!r}",
                                  text=new.title, earlier=expected.fact))
        elif kind == "forward" and self.forward:
            expected = self.forward[-1]
            if expected.place is not None and new.place is not None and expected.place != new.place:
                found.append(warn("gui.screen", "error", step,
                                  f"forward should go to {_label(expected)} (seen at {where(expected.fact)}), "
                                  f"but shows {_label(new)}", text=_label(new), earlier=expected.fact))
        elif kind == "home" and new.app and not re.search(r"launcher|home|nexuslauncher", new.app, re.IGNORECASE):
            found.append(warn("gui.screen", "error", step, f"home should show the launcher, but shows {new.app}",
                              text=_label(new), earlier=Fact(step, "home")))
        # keep the history the way a browser does
        if prev is not None and prev.place != new.place:
            if kind == "back":
                if self.back:
                    self.back.pop()
                self.forward.append(prev)
            elif kind == "forward":
                if self.forward:
                    self.forward.pop()
                self.back.append(prev)
            else:
                self.back.append(prev)
                self.forward.clear()
        self.screen = new


_NOT_A_PAGE = re.compile(r"not found|\b404\b|error|sign in|log ?in|access denied|loading|redirect", re.IGNORECASE)


def _page(url: str) -> str:
    """A page's address as the title check keys it: the fragment kept (#/inbox and #/settings are two pages)."""
    return re.sub(r"^https?://(?:www\.)?", "", url.strip().lower()).rstrip("/")


def _uncounted(title: str) -> str:
    """A title without its counters ("Inbox (3) - Mail" and "Inbox (2) - Mail" are one page)."""
    return re.sub(r"\(\d+\+?\)|\b\d+\b", "", title)


# actions the title check understands (anything else may have edited a page)
_MOVES = {"click", "goto", "back", "forward", "scroll", "hover", "noop", "new_tab", "tab_focus", "tab_close", "home",
          "wait", "fill", "type", "select", "keyboard_press", "keyboard_type", "press", "multi"}

# actions that edit the page they act on (its title may follow: a renamed board)
_EDITS = {"fill", "type", "select", "keyboard_press", "keyboard_type", "press", "upload_file", "drag_and_drop"}
_SAVE_NAME = re.compile(r"\b(?:save|apply|submit|rename|update|confirm|ok|done|post|publish|create|delete|send)\b",
                        re.IGNORECASE)

_AUTH_HOST = re.compile(r"(?:^|[.-])(?:login|auth|sso|accounts?|signin|id)[.-]", re.IGNORECASE)


def _same_site(want: str, got: str) -> bool:
    """Same registrable domain (last two labels), or a sign-in page (a legitimate redirect)."""
    a, b = _host(want).split(":")[0], _host(got).split(":")[0]
    return a.split(".")[-2:] == b.split(".")[-2:] or bool(_AUTH_HOST.search(b + "."))


def _changed(a: Screen, b: Screen) -> bool:
    return a.place != b.place or set(a.elements) != set(b.elements) or any(
        a.elements[k] != b.elements[k] for k in a.elements if k in b.elements)


def _first_diff(a: Screen, b: Screen) -> str:
    if a.place != b.place:
        return _label(b)
    for k, el in b.elements.items():
        if a.elements.get(k) != el:
            return el.line
    return _label(b)


def _ids(s: Screen) -> str:
    return "elements " + ", ".join(f"[{k}]" for k in list(s.elements)[:30])


def _label(s: Screen) -> str:
    if s.url:
        return s.url
    if s.app:
        return f"{s.app}/{s.activity}" if s.activity else s.app
    return "(screen)"
