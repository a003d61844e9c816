"""The search ledger: pages opened, and a key-value memory.

Pages are read from ``URL:``/``Title:`` lines or a leading ``# heading``.

Contradictions:
- ``search.page``: a page opened again reads differently, or states another date or figure for the
  same table row, label or sentence (views/page_facts.py; whole pages only, also when read with a goal);
- ``search.find``: "no matches" for text the opened page shows;
- ``search.memory``: a stored key reads back another value, or a deleted key still has one.
"""

from __future__ import annotations

import difflib
import json
import re
from dataclasses import dataclass, field
from typing import Any

from playground.decoherence.common import Action, Fact, clip, warn, where
from playground.decoherence.effects.search import LIVE_URL
from playground.decoherence.views.page_facts import disagreement, stamped_live
from playground.decoherence.thresholds import Thresholds
from playground.decoherence.views.results import json_value
from playground.world.warning_records import WorldWarning

_URL = re.compile(r"https?://[^\s<>()\"'\]\[`]+")
_NO_MATCH = re.compile(r"\b(?:no matches|0 matches|not found|no results|no occurrences|0 occurrences|"
                       r"pattern was not found|could not find)\b", re.IGNORECASE)
MEMORY_WORDS = {"memory", "memories", "remember", "memorize", "recall", "kv", "scratchpad", "notebook"}
MEM_WRITE = {"write", "store", "save", "set", "put", "add", "remember", "memorize", "update", "upsert"}
MEM_READ = {"read", "get", "recall", "retrieve", "load", "fetch", "lookup", "search", "query"}
MEM_DELETE = {"delete", "remove", "forget", "clear", "erase", "drop"}
MEM_LIST = {"list", "keys", "all", "dump"}


def norm_url(url: str) -> str:
    u = url.strip().rstrip(".,;:")
    u = re.sub(r"^https?://", "", u, flags=re.IGNORECASE)
    u = re.sub(r"^www\.", "", u, flags=re.IGNORECASE)
    u = u.split("#", 1)[0]
    return u.rstrip("/").lower()


@dataclass
class Page:
    url: str
    title: str | None
    body: str
    fact: Fact


def parse_page(text: str, url: str) -> Page | None:
    title = None
    value = json_value(text)
    if isinstance(value, dict):
        title = value.get("title") if isinstance(value.get("title"), str) else None
        body = str(value.get("content") or value.get("text") or value.get("body") or "")
        return Page(url, title, body, Fact(0, ""))
    body_lines: list[str] = []
    for ln in text.split("\n"):
        m = re.match(r"^\s*(title|url)\s*:\s*(.*)$", ln, re.IGNORECASE)
        if m and len(body_lines) < 3 and not any(b.strip() for b in body_lines):
            if m.group(1).lower() == "title":
                title = m.group(2).strip()
            continue
        if title is None and re.match(r"^#\s+\S", ln) and not any(b.strip() for b in body_lines):
            title = ln.lstrip("# ").strip()
            continue
        body_lines.append(ln)
    return Page(url, title, "\n".join(body_lines).strip(), Fact(0, ""))


def _memory_op(action: Action) -> tuple[str, str | None, Any] | None:
    kind = action.kind or ""
    ws = set(re.split(r"[^a-z0-9]+", re.sub(r"([a-z])([A-Z])", r"\1_\2", kind).lower()))
    if not ws & MEMORY_WORDS and kind.lower() not in ("remember", "recall", "store", "memorize"):
        return None
    args = action.args
    key = next((args[k] for k in ("key", "name", "id", "title", "slot") if isinstance(args.get(k), (str, int))), None)
    value = next((args[k] for k in ("value", "content", "text", "data", "memory", "note") if k in args), None)
    if ws & MEM_DELETE:
        op = "delete"
    elif ws & MEM_LIST and key is None:
        op = "list"
    elif ws & MEM_WRITE or kind.lower() in ("remember", "memorize", "store"):
        op = "write"
    elif ws & MEM_READ or kind.lower() == "recall":
        op = "read"
    else:
        return None
    return op, (str(key) if key is not None else None), value


def _memory_batch(action: Action) -> list[tuple[str, str | None, Any]] | None:
    """``dict_memory`` calls (actions.normalize made them ``memory_*`` with ``items``/``keys``) as single
    operations; None for any other action."""
    kind = action.kind or ""
    if not kind.startswith("memory_") or not isinstance(action.data, dict):
        return None
    if not ({"items", "keys"} & set(action.data)) and kind != "memory_clear":
        return None  # the project's own alias ({"action": "memory_write", "key": ..., "value": ...})
    given_items, given_keys = action.data.get("items"), action.data.get("keys")
    items: dict[Any, Any] = given_items if isinstance(given_items, dict) else {}
    keys = [k for k in given_keys if isinstance(k, str)] if isinstance(given_keys, list) else []
    if kind == "memory_write":
        return [("write", str(k), v) for k, v in items.items()]
    if kind == "memory_read":
        return [("read", k, None) for k in keys]
    if kind == "memory_delete":
        return [("delete", k, None) for k in keys]
    if kind == "memory_list":
        return [("list", None, None)]
    if kind == "memory_clear":
        return [("clear", None, None)]
    return None


@dataclass
class Memory:
    value: Any
    fact: Fact
    deleted: bool = False


def _mem_text(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, sort_keys=True)


def _squash(text: str) -> str:
    return " ".join(text.casefold().split())


@dataclass
class SearchLedger:
    thresholds: Thresholds = field(default_factory=Thresholds)
    pages: dict[str, Page] = field(default_factory=dict)
    last_page: str | None = None
    memory: dict[str, Memory] = field(default_factory=dict)
    whole: dict[str, tuple[str, Fact]] = field(default_factory=dict)  # url -> the last whole-page read

    def seed(self, state: str | None) -> None:
        return None

    def observe(self, step: int, action: Action, observation: str) -> list[WorldWarning]:
        found: list[WorldWarning] = []
        batch = _memory_batch(action)
        if batch is not None:
            for op in batch:
                self._memory(step, action, op, observation, found)
            return found
        mem = _memory_op(action)
        if mem is not None:
            self._memory(step, action, mem, observation, found)
            return found
        kind = (action.kind or "").lower()
        args = action.args
        url_arg = next((args[k] for k in ("url", "link", "href") if isinstance(args.get(k), str)), None)
        if kind in ("open", "open_page", "visit", "fetch", "browse", "open_url", "get_page", "click") and url_arg:
            self._open(step, url_arg, args, observation, found)
        elif kind in ("find", "find_in_page", "search_page", "grep") and isinstance(args.get("pattern"), str):
            self._find(step, args["pattern"], url_arg, observation, found)
        return found

    def _open(self, step: int, url: str, args: dict[str, Any], observation: str, found: list[WorldWarning]) -> None:
        page = parse_page(observation, url)
        if page is None or re.match(r"^\s*(?:error|http error|\d{3}\b)", observation, re.IGNORECASE):
            return
        page.fact = Fact(step, clip(observation, 120))
        key = norm_url(url)
        before = self.pages.get(key)
        # a page read in part, or extracted with a goal (a summary for that goal), may read differently
        in_part = any(k in args for k in ("page", "offset", "start", "section", "cursor", "lines"))
        partial = in_part or any(k in args for k in ("goal", "query", "question", "prompt", "instruction"))
        self._facts(step, url, key, page, observation, in_part, partial, found)
        if before is not None and not partial and before.body and page.body and not LIVE_URL.search(key) and \
                not stamped_live(f"{before.title or ''}\n{before.body}", f"{page.title or ''}\n{page.body}"):
            ratio = difflib.SequenceMatcher(None, before.body.split("\n"), page.body.split("\n"),
                                            autojunk=False).ratio()
            changed_fact = _changed_fact(before.body, page.body)
            if ratio < self.thresholds.page_similarity:
                changed = next((ln for ln in page.body.split("\n") if ln.strip() and ln not in before.body), "")
                found.append(warn("search.page", "warning", step,
                                  f"{url} was opened at {where(before.fact)} and reads differently now "
                                  f"({ratio:.0%} alike)", text=changed or page.body[:200], earlier=before.fact,
                                  url=url, similarity=round(ratio, 3)))
            elif changed_fact is not None and not found:
                old_line, new_line = changed_fact
                found.append(warn("search.page", "warning", step,
                                  f"{url} said {clip(old_line, 80)!r} when opened at {where(before.fact)}, "
                                  f"now {clip(new_line, 80)!r}", text=new_line,
                                  earlier=Fact(before.fact.step, old_line), url=url))
        if not partial:
            self.pages[key] = page
        self.last_page = key

    def _facts(self, step: int, url: str, key: str, page: Page, observation: str, in_part: bool, goal: bool,
               found: list[WorldWarning]) -> None:
        """Two whole reads of one URL state the same dates and figures (keyed by table row, label or the
        sentence around them). A read with a goal counts only when it is the page itself (a heading or
        a Title line first, no summary/evidence layout); a read in part, or of a live page, never."""
        if in_part or LIVE_URL.search(key) or not page.body:
            return
        if goal and not _WHOLE_PAGE.match(observation) or _GOAL_SUMMARY.search(observation[:600]):
            return
        text = f"{page.title or ''}\n{page.body}"
        before = self.whole.get(key)
        self.whole[key] = (text, page.fact)
        if before is None:
            return
        live = stamped_live(before[0], text)
        diff = None if live else disagreement(before[0], text)
        old_title, new_title = before[0].split("\n", 1)[0], page.title or ""
        if diff is None and old_title and new_title and not live and not _same_heading(old_title, new_title):
            found.append(warn("search.page", "warning", step,
                              f"{url} was titled {clip(old_title, 80)!r} when read at {where(before[1])}, "
                              f"now {clip(new_title, 80)!r}", text=new_title,
                              earlier=Fact(before[1].step, old_title), url=url))
            return
        if diff is not None:
            old_line, new_line = diff
            found.append(warn("search.page", "warning", step,
                              f"{url} said {clip(old_line, 80)!r} when read at {where(before[1])}, "
                              f"now {clip(new_line, 80)!r}", text=new_line,
                              earlier=Fact(before[1].step, old_line), url=url))

    def _find(self, step: int, pattern: str, url: str | None, observation: str, found: list[WorldWarning]) -> None:
        key = norm_url(url) if url else self.last_page
        page = self.pages.get(key) if key else None
        if page is None or not pattern.strip():
            return
        if _NO_MATCH.search(observation[:300]) and _squash(pattern) in _squash(page.body):
            line = next((ln for ln in page.body.split("\n") if _squash(pattern) in _squash(ln)), pattern)
            found.append(warn("search.find", "error", step,
                              f"find says {pattern!r} is not on {page.url}, but the page as opened at "
                              f"{where(page.fact)} contains it", text=clip(observation, 120),
                              earlier=Fact(page.fact.step, line), url=page.url))

    def _memory(self, step: int, action: Action, mem: tuple[str, str | None, Any], observation: str,
                found: list[WorldWarning]) -> None:
        op, key, value = mem
        fact = Fact(step, clip(action.text, 160))
        failed = bool(re.match(r"^\s*(?:error|failed)\b", observation, re.IGNORECASE))
        if op == "write" and key is not None and value is not None and not failed:
            self.memory[key] = Memory(value, fact)
        elif op == "delete" and key is not None and not failed:
            old = self.memory.get(key)
            self.memory[key] = Memory(old.value if old else None, fact, deleted=True)
        elif op == "read" and key is not None:
            m = self.memory.get(key)
            if m is None:
                return
            text = _squash(observation)
            if m.deleted:
                if m.value is not None and _squash(_mem_text(m.value)) in text:
                    found.append(warn("search.memory", "error", step,
                                      f"memory key {key!r} was deleted at {where(m.fact)}, but reading it "
                                      f"returns its old value", text=clip(observation, 160), earlier=m.fact, key=key))
                return
            if _squash(_mem_text(m.value)) not in text and not _json_has(observation, m.value):
                found.append(warn("search.memory", "error", step,
                                  f"memory key {key!r} was stored as {clip(_mem_text(m.value), 80)!r} at "
                                  f"{where(m.fact)}, but reading it returns something else",
                                  text=clip(observation, 160), earlier=m.fact, key=key))
        elif op == "clear" and not failed:
            for k, m in self.memory.items():
                self.memory[k] = Memory(m.value, fact, deleted=True)
        elif op == "list":
            text = observation
            listed = _listed_memory(text)
            for k, m in self.memory.items():
                present = re.search(rf"(?<![\w-]){re.escape(k)}(?![\w-])", text) is not None
                if present and not m.deleted and k in listed and m.value is not None and \
                        _squash(_mem_text(m.value)) not in _squash(listed[k]):
                    found.append(warn("search.memory", "error", step,
                                      f"memory key {k!r} was stored as {clip(_mem_text(m.value), 80)!r} at "
                                      f"{where(m.fact)}, but the listing shows {clip(listed[k], 80)!r}",
                                      text=clip(observation, 160), earlier=m.fact, key=k))
                    continue
                if m.deleted and present:
                    found.append(warn("search.memory", "error", step,
                                      f"memory key {k!r} was deleted at {where(m.fact)}, but the listing shows it",
                                      text=clip(observation, 160), earlier=m.fact, key=k))
                elif not m.deleted and not present:
                    found.append(warn("search.memory", "error", step,
                                      f"memory key {k!r} was stored at {where(m.fact)}, but the listing misses it",
                                      text=clip(observation, 160), earlier=m.fact, key=k))


def _listed_memory(text: str) -> dict[str, str]:
    """key -> value text of a memory listing: a dict (JSON or Python), or ``key: value`` / ``key = value`` lines."""
    import ast

    s = text.strip()
    for parse in (json.loads, ast.literal_eval):
        try:
            v = parse(s)
        except (ValueError, SyntaxError, TypeError, RecursionError, MemoryError):
            continue
        if isinstance(v, dict):
            return {str(k): _mem_text(x) for k, x in v.items()}
    out: dict[str, str] = {}
    for ln in text.split("\n"):
        m = re.match(r"^\s*[-*]?\s*['\"]?([\w.-]+)['\"]?\s*[:=]\s*(.+)$", ln)
        if m:
            out.setdefault(m.group(1), m.group(2).strip())
    return out


_LIVE_LABEL = re.compile(r"updated|modified|retrieved|accessed|fetched|\b(?:current|local|server) time|\btoday\b|"
                         r"\bnow\b|price|quote|stock|\bchange\b|volume|market cap|views|visitors|likes|followers|"
                         r"subscribers|rating|score|rank|temperature|weather|forecast|humidity|wind|status|online|"
                         r"\blive\b|latest|\bcount\b|as of", re.IGNORECASE)
_LABELED = re.compile(r"^\s*[-*]?\s*([A-Za-z][\w .()/-]{1,40}?)\s*:\s+(\S.*)$")
# a page as extracted (not a summary for a goal): a Markdown title or Title/URL lines come first
_WHOLE_PAGE = re.compile(r"^\s*(?:#\s+\S|(?:title|url)\s*:)", re.IGNORECASE)
_GOAL_SUMMARY = re.compile(r"\b(?:evidence in page|useful information|user goal|summary\s*:|rationale\s*:)",
                           re.IGNORECASE)


def _same_heading(a: str, b: str) -> bool:
    """Two reads' titles name the same page: equal but for case and punctuation, or one holds the other
    ("RFC 9110" and "RFC 9110: HTTP Semantics"; a " - Site" suffix)."""
    x, y = (" ".join(re.findall(r"\w+", t.casefold())) for t in (a, b))
    return x == y or x in y or y in x


def _changed_fact(old: str, new: str) -> tuple[str, str] | None:
    """A "Label: value" line of ``old`` whose label reads with another value in ``new``."""
    def facts(text: str) -> dict[str, tuple[str, str]]:
        out: dict[str, tuple[str, str]] = {}
        for ln in text.split("\n"):
            m = _LABELED.match(ln)
            if m and not _URL.match(m.group(2)):
                out.setdefault(m.group(1).strip().casefold(), (m.group(2).strip(), ln.strip()))
        return out

    a, b = facts(old), facts(new)
    for label, (value, line) in a.items():
        if _LIVE_LABEL.search(label):
            continue  # prices, counters, times and "last updated" move between two reads
        if label in b and _squash(b[label][0]) != _squash(value):
            return line, b[label][1]
    return None


def _json_has(text: str, value: Any) -> bool:
    v = json_value(text)
    if v is None:
        return False
    want = _squash(_mem_text(value))

    def walk(x: Any) -> bool:
        if isinstance(x, dict):
            return any(walk(y) for y in x.values())
        if isinstance(x, list):
            return any(walk(y) for y in x)
        return isinstance(x, str) and want in _squash(x) or x == value

    return walk(v)
