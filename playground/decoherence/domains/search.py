"""The search domain for the fact engine: web results, extracted pages and a key-value memory.

- A memory key is ``Ref("memory", "", key)`` with attribute ``value``: an add creates it with its
  value, an update sets its value, a remove deletes it, a clear deletes every key known; a retrieve
  reads the keys it names (present with a value, or reported missing), a retrieve-all is a complete
  listing of the keys with their values.
- A page is ``Ref("url", "", url)``: the title a result list gives it is an identity (``title``), and
  so is the title an extraction shows (``heading``: a page's own title may differ from the one a
  search engine shows for it). The date a result shows is soft: it is often the page's last update,
  which moves on between two searches.

The tool calls are read from the effects table (effects/search.py), the outputs by the generic readers
of views/results.py.
"""

from __future__ import annotations

import re
from typing import Any

from playground.decoherence.effects.search import FAILED, UPDATED, ToolCall, tool_call
from playground.decoherence.engine import Reading
from playground.decoherence.engine.model import EVERYTHING, Fact, Listing, Quote, Ref, Selector, Verb, Write
from playground.decoherence.views.keyclasses import value_class
from playground.decoherence.views.results import (
    Mapping,
    mapping,
    page_fields,
    page_title,
    results,
    scalar_text,
    title_key,
    url_key,
)

VIEW = "search"
MEMORY = "memory"
_NOT_A_VALUE = re.compile(r"\b(?:empty|no (?:value|entry|entries|key|keys|items?|memory|data)|nothing)\b",
                          re.IGNORECASE)


def _mem(key: str) -> Ref:
    return Ref(MEMORY, "", key)


class SearchSession:
    """The memory keys known so far (a clear deletes each of them), and the titles each page was last
    shown with ("attr\x1furl" -> title)."""

    def __init__(self) -> None:
        self.keys: frozenset[str] = frozenset()
        self.names: dict[str, str] = {}

    def seed(self, state: str | None) -> None:
        return None

    def snapshot(self) -> tuple[frozenset[str], dict[str, str]]:
        return self.keys, dict(self.names)

    def restore(self, saved: tuple[frozenset[str], dict[str, str]]) -> None:
        self.keys, self.names = saved[0], dict(saved[1])

    def _titles(self, ref: Ref, attr: str, title: str, q: Quote) -> list[Fact]:
        """The page's ``attr`` (``title`` or ``heading``), read as the value known before when one holds
        the other (a title cut or completed). A result list's title and the page's own heading are never
        compared: a search engine shows a page under its site's name, its breadcrumb or a title it wrote."""
        known = self.names.get(f"{attr}\x1f{ref.key}")
        value = known if known is not None and _holds(known, title) else title
        self.names[f"{attr}\x1f{ref.key}"] = value
        return [Fact(ref, attr, value, "identity", q)]

    def step(self, step: int, action: Any, observation: str) -> tuple[list[Write], Reading]:
        call = tool_call(action)
        text = observation.strip()
        q = Quote(step, VIEW, text[:240])
        if call.role == "memory":
            return self._memory(call, text, q)
        reading = Reading()
        if call.role == "results":
            for r in results(text):
                ref = Ref("url", "", url_key(r.url))
                rq = Quote(step, VIEW, r.line[:240])
                title = title_key(r.title) if r.title else None
                if title:
                    reading.facts += self._titles(ref, "title", title, rq)
                if r.date:  # a result's date is often the page's last update: it may move on
                    reading.facts.append(Fact(ref, "date", r.date, "soft", rq))
        elif call.role == "page" and call.url and not FAILED.match(text):
            shown = page_title(text)
            heading = title_key(shown[0]) if shown else None
            if shown and heading:
                ref, hq = Ref("url", "", url_key(call.url)), Quote(step, VIEW, shown[1][:240])
                reading.facts += self._titles(ref, "heading", heading, hq)
                # the page's own "Key: value" lines: what it states stays stated while nothing changes it
                for k, v, line in page_fields(text):
                    reading.facts.append(Fact(ref, f"field {k.casefold()}", v, value_class(k, v),
                                              Quote(step, VIEW, line.strip()[:240])))
        elif not call.role:
            return [Write(EVERYTHING, "touch", q)], reading  # a call this binding cannot read
        return [], reading

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
                value = scalar_text(v)
                sets = (("value", value),) if value is not None else ()
                writes.append(Write(Selector.of(_mem(k)), verb, q, sets))
            return writes, reading
        if op not in ("read", "list"):
            return [Write(Selector(kind=MEMORY), "touch", q)], reading
        m = mapping(text)
        if m is None and op == "read" and len(call.keys) == 1 and "\n" not in text and text \
                and not FAILED.search(text) and not _NOT_A_VALUE.search(text):
            m = Mapping({call.keys[0]: text}, (), True)  # one key read back as its bare value
        if m is None:
            return [], reading
        asked = set(call.keys)
        for k, v in m.values.items():
            if op == "read" and k not in asked:
                continue
            self.keys |= {k}
            reading.facts.append(Fact(_mem(k), "exists", "present", "exists", q))
            if v is not None:
                reading.facts.append(Fact(_mem(k), "value", v, "state", q))
        for k in m.missing:
            if op == "list" or k in asked:
                reading.facts.append(Fact(_mem(k), "exists", "absent", "exists", q))
        if op == "list" and m.whole and not m.missing:
            reading.listings.append(Listing(MEMORY, "", frozenset(m.values), complete=True, quote=q))
        return [], reading


def _holds(a: str, b: str) -> bool:
    return a in b or b in a


BINDS = {"search": SearchSession}
# Measured once on the frozen held-out set (holdout4, 2026-12-03): 5 of 11 contradictions, but false
# warnings on 2 of 11 clean trajectories (titles of one page that differ legitimately); information
# only until a new held-out measurement clears it.
PREVIEW = True
