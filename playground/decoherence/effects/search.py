"""Deep-research tool calls as data: which tool lists search results, which opens a page, which works
on a key-value memory, and what each memory operation does. Read by :func:`tool_call`.

A call arrives as the tool's own JSON (``{"name": "dict_memory", "arguments": {"operation": "add",
"dict": {...}}}``) or already normalised by the checker (``{"action": "memory_write", "items": {...}}``);
both read the same. A memory write whose operation is not named (the normalised ``memory_write``) is a
create unless its confirmation says it updated.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

# tool or normalised action name -> role: "results" (a ranked result list), "page" (one page's
# extracted content), "find" (text looked for on a page: the one named, else the page read last),
# "memory" (the key-value memory; its operation says what it does)
TOOL_ROLES: dict[str, str] = {
    "web_search": "results", "search": "results", "google_search": "results", "bing_search": "results",
    "web_extractor": "page", "extract": "page", "web_extract": "page", "fetch_page": "page", "open": "page",
    "open_page": "page", "visit": "page", "browse": "page", "open_url": "page", "get_page": "page",
    "find": "find", "find_in_page": "find", "search_page": "find",
    "dict_memory": "memory", "memory": "memory",
    "memory_write": "memory", "memory_read": "memory", "memory_list": "memory", "memory_delete": "memory",
    "memory_clear": "memory", "remember": "memory", "memorize": "memory", "recall": "memory",
}
# words that make a tool a memory one when its name is not in TOOL_ROLES ("save_memory", "readNotebook");
# the name's other words say the operation (MEMORY_OPS)
MEMORY_WORDS = frozenset({"memory", "memories", "kv", "scratchpad", "notebook"})
# memory operation (the tool's argument, or the normalised action name) -> what it does:
#   create / update / write (create or update, read from the confirmation) with key -> value items,
#   delete named keys, clear every key, read named keys, list every key with its value
MEMORY_OPS: dict[str, str] = {
    "add": "create", "update": "update", "set": "write", "write": "write", "put": "write", "store": "write",
    "retrieve": "read", "get": "read", "read": "read", "retrieve_all": "list", "list": "list", "dump": "list",
    "remove": "delete", "delete": "delete", "remove_all": "clear", "clear": "clear",
    "memory_write": "write", "memory_read": "read", "memory_list": "list", "memory_delete": "delete",
    "memory_clear": "clear", "remember": "write", "memorize": "write", "save": "write", "upsert": "write",
    "recall": "read", "load": "read", "lookup": "read", "fetch": "read", "forget": "delete", "erase": "delete",
    "keys": "list", "all": "list",
}
OP_ARGS = ("operation", "op", "action", "mode", "command", "type")
ITEM_ARGS = ("dict", "items")  # key -> value
KEY_LIST_ARGS = ("key_list", "keys")
KEY_ARGS = ("key", "name", "slot")
VALUE_ARGS = ("value", "content", "text", "data", "memory", "note")
URL_ARGS = ("url", "urls", "link", "href")
PATTERN_ARGS = ("pattern", "text", "needle")  # what a find looks for
# a find that found nothing
NO_MATCH = re.compile(r"\b(?:no matches|0 matches|not found|no results|no occurrences|0 occurrences|"
                      r"pattern was not found|could not find)\b", re.IGNORECASE)
# a page read in part (then what it does not show says nothing)
PART_ARGS = frozenset({"page", "offset", "start", "section", "cursor", "lines"})
# a page extracted for a goal: what it shows may be a summary for that goal, not the page itself
GOAL_ARGS = frozenset({"goal", "query", "question", "prompt", "instruction"})
# pages made to change from one visit to the next (news, feeds, live tickers, search results, quotes):
# what they state is never held against an earlier visit (matched on the URL as views.results.url_key
# spells it)
LIVE_URL = re.compile(r"^(?:news|live|status|finance|markets?|weather|forecast)\.|\.weather\.|"
                      r"/(?:live|latest|feed|rss|trending|search|quotes?|finance|stocks?|"
                      r"markets?|weather|forecast|scores?|ticker|status)(?:[/?.]|$)|[?&](?:q|query)=|"
                      # a news index or section (/news, /news/world); an article under it (/news/2986,
                      # /news/tsmc-holds-3nm-ceremony) is a page of its own
                      r"/news(?:/[a-z]+)?/?(?:[?#.]|$)|"
                      # a live page named so in its path: /live-cricket-score, /election-live, /live-updates,
                      # /latest-inflation-statistics
                      r"/(?:(?:live|latest)-[\w-]+|[\w-]+-(?:live|latest))(?:[/?.]|$)",
                      re.IGNORECASE)
# a page opened whole twice is at least this alike to itself, line by line (the default of the checker's
# page_similarity threshold, which replaces it)
PAGE_SIMILARITY = 0.5
# a page that says when it was last updated to the minute ("Last updated Jun 4, 2024, 11:56 AM UTC", "as of
# 10:02") is updated through the day: its figures move between two visits
UPDATED_AT = re.compile(r"\b(?:updated|as of|retrieved|fetched|refreshed)\b.{0,40}?\b\d{1,2}:\d\d\b", re.IGNORECASE)
# a page that says how long ago it was refreshed, in seconds, minutes or hours ("Position received | 12 min
# ago", "updated 3 hours ago"): it is rebuilt as things move, its figures move between two visits
RECENT_AGE = re.compile(r"\b\d+\s*(?:s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?)\s+ago\b", re.IGNORECASE)
# a URL that names the day its page was published (news/2024/07/24/..., /2024-07-24-...): the date a result list
# gives such a page is that publication, not a last update that moves on (group 1, 2, 3: year, month, day)
DATED_URL = re.compile(r"/((?:19|20)\d\d)[/-](0[1-9]|1[0-2])[/-](0[1-9]|[12]\d|3[01])(?:[/-]|$)")
# a memory value that says its key is not there ({"k": "Key not found"}): the key is missing, not present
MISSING_VALUE = re.compile(r"^\W*(?:error\W+)?(?:key\s+)?(?:not found|no such key|does not exist|not (?:set|stored|in "
                           r"memory)|missing)\W*$", re.IGNORECASE)
# a confirmation that the write changed an existing key rather than adding one
UPDATED = re.compile(r"\bupdated?\b", re.IGNORECASE)
# an observation that says the call failed: what it would have done cannot be assumed done
FAILED = re.compile(r"^\s*(?:\**\s*)?(?:error|failed|failure|exception|invalid|cannot|could not|unable|"
                    r"http error|\d{3}\s+[A-Z]|access denied|forbidden|timeout|timed out)\b"
                    r"|\b(?:already exists|does not exist|no such key|not found)\b", re.IGNORECASE)


@dataclass(frozen=True)
class ToolCall:
    role: str  # "results", "page", "memory", "" (not a call this table knows)
    op: str = ""  # a memory call's operation (MEMORY_OPS values)
    items: dict[str, Any] = field(default_factory=dict)
    keys: tuple[str, ...] = ()
    url: str | None = None
    partial: bool = False  # a page read in part
    goal: bool = False  # a page extracted for a goal
    pattern: str | None = None  # what a find looks for


def tool_call(action: Any) -> ToolCall:
    if not isinstance(action, dict):
        return ToolCall("")
    name = next((action[k] for k in ("name", "tool", "action") if isinstance(action.get(k), str)), "")
    raw = action.get("arguments", action.get("args", action.get("parameters")))
    args: dict[str, Any] = raw if isinstance(raw, dict) else {k: v for k, v in action.items()
                                                                if k not in ("name", "tool", "action")}
    words = re.split(r"[^a-z0-9]+", re.sub(r"([a-z])([A-Z])", r"\1_\2", name).lower())
    role = TOOL_ROLES.get(name.lower(), "memory" if MEMORY_WORDS & set(words) else "")
    if role == "page":
        urls = next((args[k] for k in URL_ARGS if k in args), None)
        if isinstance(urls, list) and len(urls) == 1:
            urls = urls[0]
        return ToolCall("page", url=urls if isinstance(urls, str) else None, partial=bool(PART_ARGS & set(args)),
                        goal=bool(GOAL_ARGS & set(args)))
    if role == "find":
        url = next((args[k] for k in URL_ARGS if isinstance(args.get(k), str)), None)
        pattern = next((args[k] for k in PATTERN_ARGS if isinstance(args.get(k), str)), None)
        return ToolCall("find", url=url, pattern=pattern)
    if role != "memory":
        return ToolCall(role)
    op_name = name.lower() if name.lower() in MEMORY_OPS else next(
        (args[k].lower() for k in OP_ARGS if isinstance(args.get(k), str)),
        next((w for w in words if w in MEMORY_OPS), ""))
    items, keys = memory_arguments(args)
    return ToolCall("memory", MEMORY_OPS.get(op_name, ""), items, tuple(keys))


def memory_arguments(args: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """(key -> value written, keys named) of a memory call's arguments: the official ``dict`` (or ``items``, or a
    value argument holding an object when no key is named), a ``key_list``, or one ``key`` with its ``value``."""
    key = next((args[k] for k in KEY_ARGS if isinstance(args.get(k), (str, int))), None)
    items_raw = next((args[k] for k in ITEM_ARGS + (VALUE_ARGS if key is None else ())
                      if isinstance(args.get(k), dict)), None)
    items: dict[str, Any] = {str(k): v for k, v in items_raw.items()} if items_raw is not None else {}
    keys_raw = next((args[k] for k in KEY_LIST_ARGS if isinstance(args.get(k), list)), None)
    keys = [str(k) for k in keys_raw if isinstance(k, (str, int))] if keys_raw is not None else []
    if key is not None:
        keys.append(str(key))
        value = next((args[k] for k in VALUE_ARGS if k in args), None)
        if value is not None:
            items.setdefault(str(key), value)
    return items, keys
