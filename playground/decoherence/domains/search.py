"""The search domain for the fact engine: web results, extracted pages and a key-value memory.

- A memory key is ``Ref("memory", "", key)`` with attribute ``value``: an add creates it with its
  value, an update sets its value, a remove deletes it, a clear deletes every key known; a retrieve
  reads the keys it names (present with a value, or reported missing), a retrieve-all is a complete
  listing of the keys with their values.
- A page is ``Ref("url", "", url)``: the title a result list gives it is an identity (``title``), and
  so is the title an extraction shows (``heading``: a page's own title may differ from the one a
  search engine shows for it). The date a result shows is soft: it is often the page's last update,
  which moves on between two searches.
- What a page read whole states (views/page_facts.py: the dates and figures of a table row, a label or a
  sentence) is an identity of the page (``row 'opened'``, ``figures of '...'``): two reads agree, one
  stating a figure more or fewer agrees too. Not for a read in part, a summary written for a goal,
  or a page made to change between visits (effects/search.py LIVE_URL, UPDATED_AT; a time of day
  printed near its top).
- A page opened whole again (no goal) whose text is less than ``page_similarity`` alike to the text
  held from its last whole read, and a find that reports no match for text that held text shows,
  contradict that read (its step is the earlier reading). A call the binding cannot read drops the
  texts held.
- A memory value that is a list or an object is compared as canonical JSON, only with one read back
  as a list or an object. A listing of key names alone says which keys are present.

The tool calls are read from the effects table (effects/search.py), the outputs by the generic readers
of views/results.py.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from typing import Any

from playground.decoherence.effects.search import (
    DATED_URL,
    FAILED,
    LIVE_URL,
    MISSING_VALUE,
    NO_MATCH,
    PAGE_SIMILARITY,
    RECENT_AGE,
    UPDATED,
    UPDATED_AT,
    ToolCall,
    tool_call,
)
from playground.decoherence.engine import Reading
from playground.decoherence.engine.model import EVERYTHING, Fact, Listing, Quote, Ref, Selector, Verb, Write
from playground.decoherence.views.page_facts import page_facts, render_stamps, snippet_labels, snippet_sentences, stamps
from playground.decoherence.views.keyclasses import value_class
from playground.decoherence.views.work_ids import Unit, page_units, pairs, url_ids
from playground.decoherence.views.results import (
    SUMMARY,
    Mapping,
    mapping,
    page_body,
    page_fields,
    page_title,
    results,
    title_key,
    url_key,
    value_text,
)

VIEW = "search"
MEMORY = "memory"
_NOT_A_VALUE = re.compile(r"\b(?:empty|no (?:value|entry|entries|key|keys|items?|memory|data)|nothing)\b",
                          re.IGNORECASE)


def _mem(key: str) -> Ref:
    return Ref(MEMORY, "", key)


class SearchSession:
    """The memory keys known so far (a clear deletes each of them) and the shape each was last written
    with; the titles each page was last shown with ("attr\x1furl" -> title), the figures each of its
    facts was last stated with, and the text of each page last read whole (for a find on it)."""

    def __init__(self) -> None:
        self.keys: frozenset[str] = frozenset()
        self.names: dict[str, str] = {}
        self.shapes: dict[str, str] = {}  # memory key -> "structured" or "scalar", as last written
        self.stated: dict[str, frozenset[str]] = {}  # "url\x1fpage fact key" -> the figures last known
        self.bodies: dict[str, tuple[str, int]] = {}  # url -> (the page's text, the step that read it)
        self.last_page: str | None = None
        self.page_similarity = PAGE_SIMILARITY
        self.titles: frozenset[str] = frozenset()  # titles of works seen (results' titles, pages' headings)
        # pages whose own text shows they change through the day (an update time to the minute, an age)
        self.live: frozenset[str] = frozenset()
        self.refreshed: dict[str, dict[str, str]] = {}  # page -> the refresh stamps it stated when read last

    def configure(self, thresholds: Any) -> None:
        """The user's thresholds (checker.ReadsThresholds): ``page_similarity``."""
        self.page_similarity = float(thresholds.page_similarity)

    def seed(self, state: str | None) -> None:
        return None

    def snapshot(self) -> tuple[Any, ...]:
        return (self.keys, dict(self.names), dict(self.shapes), dict(self.stated), dict(self.bodies),
                self.last_page, self.titles, self.live, dict(self.refreshed))

    def restore(self, saved: tuple[Any, ...]) -> None:
        self.keys, self.last_page, self.titles, self.live = saved[0], saved[5], saved[6], saved[7]
        self.names, self.shapes, self.stated, self.bodies = (dict(x) for x in saved[1:5])
        self.refreshed = dict(saved[8])

    def _titles(self, ref: Ref, attr: str, title: str, q: Quote) -> list[Fact]:
        """The page's ``attr`` (``title`` or ``heading``), read as the value known before when one holds
        the other (a title cut or completed). A result list's title and the page's own heading are never
        compared: a search engine shows a page under its site's name, its breadcrumb or a title it wrote."""
        path = ref.key.split("://", 1)[-1].rstrip("/")
        stem = path.rsplit("/", 1)[-1].rsplit(".", 1)[0].casefold() if "/" in path else ""  # (a site is no file)
        if stem and " ".join(title.split()).casefold() == stem:
            return []  # a page that gives no title shown under its file's name (msft-20231231 for ...htm)
        known = self.names.get(f"{attr}\x1f{ref.key}")
        value = known if known is not None and _holds(known, title) else title
        self.names[f"{attr}\x1f{ref.key}"] = value
        # a live page (a match, a feed) retitles itself as it moves on: its title is no identity
        return [Fact(ref, attr, value, "soft" if LIVE_URL.search(ref.key) else "identity", q)]

    def _stated(self, ref: Ref, text: str, step: int,
                facts: dict[str, tuple[frozenset[str], str]] | None = None) -> list[Fact]:
        """The dates and figures a whole page states (page_facts: by table row, label or the sentence around
        them; or ``facts`` read otherwise), one fact per row, label or sentence. One read stating fewer or more
        of them than the last (a row with a column more) agrees with it: the value known before is kept."""
        out = []
        stated = page_facts(text) if facts is None else facts
        out += _rows_by_values(ref, stated, step)
        for key, (values, line) in stated.items():
            kind, _, about = key.partition(":")
            known = self.stated.get(f"{ref.key}\x1f{key}")
            if known is not None and (values <= known or known <= values):
                values = known
            self.stated[f"{ref.key}\x1f{key}"] = values
            attr = {"row": "row", "label": "line", "text": "figures of"}.get(kind, kind)
            # what a page states is part of what the page is: nothing an agent does changes it
            out.append(Fact(ref, f"{attr} {about!r}", ", ".join(sorted(values)), "identity",
                            Quote(step, VIEW, line[:240])))
        return out

    def _rewritten(self, ref: Ref, call: ToolCall, text: str, step: int) -> list[Fact]:
        """A page opened whole again whose body is less than ``page_similarity`` alike (line by line) to
        the body held from its last whole read: the page read then is the earlier reading. Pages made to
        change between visits are left out (see :func:`_whole_page`)."""
        before = self.bodies.get(ref.key)
        if before is None or not _whole_page(call, text) or not _whole_page(call, before[0]):
            return []
        old, new = page_body(before[0]), page_body(text)
        if not old or not new:
            return []
        ratio = difflib.SequenceMatcher(None, old.split("\n"), new.split("\n"), autojunk=False).ratio()
        if ratio >= self.page_similarity:
            return []
        first_old = next((ln for ln in old.split("\n") if ln.strip() and ln not in new), old)
        first_new = next((ln for ln in new.split("\n") if ln.strip() and ln not in old), new)
        return [Fact(ref, "text", f"the text read at step {before[1]}", "identity",
                     Quote(before[1], VIEW, first_old.strip()[:240])),
                Fact(ref, "text", f"another text ({ratio:.0%} alike)", "identity",
                     Quote(step, VIEW, first_new.strip()[:240]))]

    def _find(self, step: int, call: ToolCall, text: str) -> list[Fact]:
        """A find that reports no match for text the page (named, else the one read last), as read whole
        at an earlier step, shows: the page read then is the earlier reading (the binding held its text)."""
        key = url_key(call.url) if call.url else self.last_page
        page = self.bodies.get(key) if key else None
        if page is None or not call.pattern or not call.pattern.strip() or not NO_MATCH.search(text[:300]):
            return []
        want = _squash(call.pattern)
        line = next((ln for ln in page_body(page[0]).split("\n") if want in _squash(ln)), None)
        if line is None:
            return []
        ref, attr = Ref("url", "", key or ""), f"text {call.pattern.strip()!r}"
        return [Fact(ref, attr, "shown", "identity", Quote(page[1], VIEW, line.strip()[:240])),
                Fact(ref, attr, "not shown", "identity", Quote(step, VIEW, text[:240]))]

    def _works(self, step: int, units: list[Unit]) -> list[Fact]:
        """The identifiers of works the units state (views/work_ids.py), each joined to the others of its unit:
        one work has one DOI, one PubMed ID, one arXiv ID. An identity stated two ways in one observation is
        left out (two works)."""
        got: dict[tuple[Ref, str], list[Fact]] = {}
        for unit in units:
            for kk, kv, kind, value, line in pairs(unit, self.titles):
                ref = Ref("work", kk, kv)
                fact = Fact(ref, kind, value, "identity", Quote(step, VIEW, line[:240]))
                got.setdefault((ref, kind), []).append(fact)
        return [fs[0] for fs in got.values() if len({f.value for f in fs}) == 1]

    def step(self, step: int, action: Any, observation: str) -> tuple[list[Write], Reading]:
        call = tool_call(action)
        text = observation.strip()
        q = Quote(step, VIEW, text[:240])
        if call.role == "memory":
            return self._memory(call, text, q)
        reading, writes = Reading(), []
        if call.role == "results":
            found = results(text)
            reading.facts += self._works(step, [Unit(block, url_ids(url_key(r.url))) for r, block in
                                                _result_blocks(text, found)])
            self.titles |= {t for r in found if r.title and (t := title_key(r.title))}
            for r, block in _result_blocks(text, found):
                # a snippet quotes its page: a "Label: value" it shows is a row or a label line of the page
                snippet = " ".join(m.group(1) for m in _SNIPPET.finditer(block))
                if snippet and not LIVE_URL.search(url_key(r.url)) and url_key(r.url) not in self.live:
                    labels = snippet_labels(snippet)
                    facts = {f"{kind}:{k}": v for k, v in labels.items() for kind in ("label", "row")}
                    facts.update(snippet_sentences(snippet))  # a whole sentence it quotes, figures and all
                    reading.facts += self._stated(Ref("url", "", url_key(r.url)), "", step, facts)
            for r in found:
                ref = Ref("url", "", url_key(r.url))
                rq = Quote(step, VIEW, r.line[:240])
                title = title_key(r.title) if r.title else None
                if title:
                    reading.facts += self._titles(ref, "title", title, rq)
                if r.date:  # a result's date is often the page's last update: it may move on, not back, unless
                    # the URL names the day the page was published (that date is the publication's)
                    dated = DATED_URL.search(ref.key) is not None
                    # (a page listed under another title is another edition of it: an older one has an older date)
                    attr = "date" if dated or not title else f"date ({title})"
                    reading.facts.append(Fact(ref, attr, r.date, "identity" if dated else "rises", rq))
        elif call.role == "page" and call.url and not FAILED.match(text):
            shown = page_title(text)
            heading = title_key(shown[0]) if shown else None
            key = url_key(call.url)
            if _changes_through_the_day(text):
                self.live |= {key}
            if _whole_page(call, text):
                reading.facts += self._stated(Ref("url", "", key), text, step)
            if not call.partial and not call.goal:
                reading.facts += self._rewritten(Ref("url", "", key), call, text, step)
                self.bodies[key] = (text, step)
            self.last_page = key
            # when the page says it (or what it shows) was last refreshed: that stamp only moves forward, live
            # page or not (a last report time, a "last edited on" line)
            shown_stamps = stamps(text)
            for label, (value, line) in shown_stamps.items():
                reading.facts.append(Fact(Ref("url", "", key), f"stamp {label}", value, "rises",
                                          Quote(step, VIEW, line[:240])))
            # a refresh stamp that moved on (ISO text: later sorts after) says the page was changed since it was
            # read: what it states may differ (one that moved back is left to the rule that reads the stamp)
            was = self.refreshed.get(key, {})
            if any(value > was.get(label, value) for label, (value, _line) in shown_stamps.items()):
                writes.append(Write(Selector.of(Ref("url", "", key)), "touch", q))
            self.refreshed[key] = {**was, **{label: value for label, (value, _line) in shown_stamps.items()}}
            if heading:
                self.titles |= {heading}
            reading.facts += self._works(step, page_units(text, key))
            if shown and heading:
                ref, hq = Ref("url", "", url_key(call.url)), Quote(step, VIEW, shown[1][:240])
                reading.facts += self._titles(ref, "heading", heading, hq)
                # the page's own "Key: value" lines: what it states stays stated while nothing changes it
                live = bool(LIVE_URL.search(key))  # a page made to change between visits states other things
                for k, v, line in page_fields(text):
                    reading.facts.append(Fact(ref, f"field {k.casefold()}", v, "soft" if live else value_class(k, v),
                                              Quote(step, VIEW, line.strip()[:240])))
        elif call.role == "find":
            reading.facts += self._find(step, call, text)
        elif not call.role:
            self.bodies.clear()  # what the pages show may have changed: the texts held are not known now
            return [Write(EVERYTHING, "touch", q)], reading  # a call this binding cannot read
        return writes, reading

    def _memory(self, call: ToolCall, text: str, q: Quote) -> tuple[list[Write], Reading]:
        op, reading = call.op, Reading()
        if op in ("create", "update", "write", "delete", "clear"):
            named = list(call.items) if op in ("create", "update", "write") else list(call.keys)
            if op == "clear":
                named = sorted(self.keys)
            if FAILED.search(text) or (op != "clear" and not named):
                # it may have done part of it, or nothing: every key it names (or every key) is touched
                return ([Write(Selector.of(_mem(k)), "touch", q) for k in named]
                        or [Write(Selector(kind=MEMORY), "touch", q)]), reading
            self.keys |= set(named)
            if op in ("delete", "clear"):
                return [Write(Selector.of(_mem(k)), "delete", q) for k in named], reading
            verb: Verb = "update" if op == "update" or (op == "write" and UPDATED.search(text)) else "create"
            writes = []
            for k, v in call.items.items():
                value = value_text(v)
                self.shapes[k] = _shape(value)
                sets = (("value", value),) if value is not None else ()
                writes.append(Write(Selector.of(_mem(k)), verb, q, sets))
            return writes, reading
        if op not in ("read", "list"):
            return [Write(Selector(kind=MEMORY), "touch", q)], reading
        m = mapping(text)
        if m is None and op == "read" and len(call.keys) == 1 and "\n" not in text and text \
                and not FAILED.search(text) and not _NOT_A_VALUE.search(text):
            m = Mapping({call.keys[0]: text}, (), True)  # one key read back as its bare value
        if m is None and op == "list" and not FAILED.search(text):
            m = Mapping({}, (), True) if _EMPTY.match(text) else _key_names(text)
        if m is None:
            return [], reading
        asked = set(call.keys)
        # a key read back with a value that says it is not there is missing ({"k": "Key not found"})
        gone = [k for k, v in m.values.items() if v is not None and MISSING_VALUE.match(v)]
        m = Mapping({k: v for k, v in m.values.items() if k not in gone}, tuple(m.missing) + tuple(gone), m.whole,
                    m.count)
        for k, v in m.values.items():
            if op == "read" and k not in asked:
                continue
            self.keys |= {k}
            reading.facts.append(Fact(_mem(k), "exists", "present", "exists", q))
            # a list or an object is compared only with one read back as a list or an object (a listing
            # may print it as its items, a scalar may read back quoted)
            if v is not None and self.shapes.get(k, _shape(v)) == _shape(v):
                reading.facts.append(Fact(_mem(k), "value", v, "state", q))
        for k in m.missing:
            if op == "list" or k in asked:
                reading.facts.append(Fact(_mem(k), "exists", "absent", "exists", q))
        if op == "list" and m.whole and not m.missing:
            reading.listings.append(Listing(MEMORY, "", frozenset(m.values), complete=True, quote=q, count=m.count))
        return [], reading


_SNIPPET = re.compile(r"^\s*(?:snippet|description|summary)\s*:\s*(.+)$", re.IGNORECASE | re.MULTILINE)


def _result_blocks(text: str, found: list[Any]) -> list[tuple[Any, str]]:
    """Each result with its text: from where its URL is shown to where the next result's is."""
    at, pos = [], 0
    for r in found:
        i = text.find(r.url, pos)
        if i < 0:
            return []
        at.append(i)
        pos = i + len(r.url)
    return [(r, text[i:j]) for r, i, j in zip(found, at, at[1:] + [len(text)])]


def _whole_page(call: ToolCall, text: str) -> bool:
    """The page itself, read whole: not in part, not a summary written for a goal (a read for a goal that renders
    the page counts: its rows and sentences are the page's), not a page made to change between visits (a live URL,
    a time of day printed near its top: the moment it was rendered, or an update time to the minute, or an age
    in seconds, minutes or hours: "received 12 min ago")."""
    if call.partial or call.url is None or LIVE_URL.search(url_key(call.url)) or SUMMARY.search(text[:600]):
        return False
    return not _changes_through_the_day(text)


def _changes_through_the_day(text: str) -> bool:
    """Whether a page's own text shows it is rebuilt as things move (a time of day it was rendered, an update
    time to the minute, an age in seconds, minutes or hours): what its snippets quote moves on too."""
    return bool(render_stamps(text) or UPDATED_AT.search(text) or RECENT_AGE.search(text))


# a listing that says the memory holds nothing ("No memories stored.", "(empty)")
_EMPTY = re.compile(r"^\W*(?:no (?:memories|keys|items|entries|notes)(?: (?:stored|saved|found|yet|in memory))*"
                    r"|(?:the )?memory is empty|empty|nothing (?:stored|saved|remembered))\W*$", re.IGNORECASE)
_CAPTION = re.compile(r"^\s*(?:\d+\s+)?[\w ]{0,40}:\s*$")
_KEY_NAME = re.compile(r"^\s*(?:[-*\u2022]\s+)?['\"]?([A-Za-z_][\w.-]{0,80})['\"]?,?\s*$")


def _key_names(text: str) -> Mapping | None:
    """A listing of the keys alone (one a line, or a list of names): each is present, its value unread."""
    value = _literal_list(text)
    names = [str(x) for x in value if isinstance(x, str)] if value is not None else None
    if names is None:
        lines = [ln for ln in text.split("\n") if ln.strip()]
        if lines and _CAPTION.match(lines[0]):
            lines = lines[1:]  # "2 memories stored:"
        found = [_KEY_NAME.match(ln) for ln in lines]
        names = [m.group(1) for m in found if m] if found and all(found) else None
    return Mapping({k: None for k in names}, (), True) if names else None


def _literal_list(text: str) -> list[Any] | None:
    import ast
    import json

    s = text.strip()
    if not s.startswith("["):
        return None
    for parse in (json.loads, ast.literal_eval):
        try:
            v = parse(s)
        except (ValueError, SyntaxError, TypeError, RecursionError, MemoryError):
            continue
        return v if isinstance(v, list) else None
    return None


def _squash(text: str) -> str:
    return " ".join(text.casefold().split())


def _shape(value: str | None) -> str:
    return "structured" if value is not None and value.startswith(("[", "{")) else "scalar"


def _holds(a: str, b: str) -> bool:
    return a in b or b in a


BINDS = {"search": SearchSession}
# The binding's level comes from its held-out evidence (maturity.BINDING_EVIDENCE["search"]): while that
# keeps it in preview, a stable rule's finding here is information (and counts in labeled sets, as the
# swe binding's do).
PREVIEW = False


def _rows_by_values(ref: Ref, stated: dict[str, tuple[frozenset[str], str]], step: int) -> list[Fact]:
    """A table's rows read the other way too: the row a set of figures (two or more, no other row's) is under, by
    the numbers of the row's name (a date, a rank, a year: the words around them are written many ways). A page
    read again showing the same figures under another date or place states the row otherwise: its name drifted."""
    rows = [(" ".join(re.findall(r"\d+", key.partition(":")[2])), values, line) for key, (values, line) in
            stated.items() if key.startswith("row:") and len(values) >= 2]
    seen = Counter(values for _k, values, _l in rows)  # (a set of figures two rows share names neither)
    return [Fact(ref, f"row of {', '.join(sorted(values))}", about, "identity", Quote(step, VIEW, line[:240]))
            for about, values, line in rows if about and seen[values] == 1]
