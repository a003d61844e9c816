"""The MCP/tools ledger: records the tools created, changed and deleted, and results that contradict them.

Tools are classified by the words in their names (``create_note`` creates a note,
``delete_event`` deletes an event, ``list_issues`` reads issues, ``update_contact``
writes). Results are read as JSON when they look like JSON (the MCP ``content`` wrapper
is unwrapped); every object with an id (``id``, ``<noun>_id``, or an issue's ``number``)
is a record of that entity.

Contradictions:
- ``mcp.json``: the result starts like JSON but does not parse (cut off, single quotes,
  trailing commas), where JSON was promised (mcp_results.py: Python reprs and ``[FILE]`` listings
  from servers that print them are data, read as such);
- ``mcp.count``: a listing's total, or a SQL table's ``COUNT(*)`` (mcp_sql.py), that does not
  follow the creates/inserts and deletes since;
- ``mcp.clock``: a server's "now" (a clock tool's reading, a ``current_time`` field) or a record's
  ``updated_at`` going back;
- files behind path tools (mcp_files.py): a written or moved path missing from / still in a
  listing, a file's text or metadata that changed with nothing written;
- ``mcp.id``: a deleted record is returned again; a record created or seen alive is "not
  found"; a record created earlier is missing from an unfiltered-by-unknowns, unpaginated
  listing it belongs to; a record comes back under another id;
- ``mcp.value``: a field reads back different from what was set, or from what an earlier read
  showed with no write to that record in between (time stamps, statuses and counters are
  left alone: they change by themselves).
Not contradictions: a record re-created after deletion (new id), an update read back,
an idempotent second delete, a paginated listing, an error that mentions a deleted id.

Under these rules runs the generic ledger of structured results (structured.py: records keyed by any
id-like field, identities, set values, listings' lengths, a status a confirmation stated); it speaks
only in a step where the rules above found nothing. The server's clock is also read from the stamps a
write just gave (the creation time of what ``create_*`` made, rows an INSERT stamped, columns set to
``now()``) and from a one-row ``SELECT now()``.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator

from playground.decoherence.effects.tools import SETTLING_VERBS, TOTAL_FIELDS, VERBS
from playground.decoherence.common import Action, Fact, clip, relabel, warn, where
from playground.decoherence.facts import FactStore, parse_now
from playground.decoherence.mcp_files import FileTree
from playground.decoherence.mcp_names import NamedItems, singular
from playground.decoherence.mcp_results import JsonPromise, read_result
from playground.decoherence.mcp_sql import RowCounts, is_read, sql_of
from playground.decoherence.structured import Call, StructuredFacts
from playground.world.warning_records import WorldWarning

READ_VERBS = VERBS["read"]
CREATE_VERBS = VERBS["create"]
DELETE_VERBS = VERBS["delete"]
UPDATE_VERBS = VERBS["update"]
RESTORE_VERBS = VERBS["restore"]
LIST_WORDS = {"list", "search", "all", "query", "browse", "find"}
PAGING_ARGS = {"limit", "page", "cursor", "offset", "per_page", "page_size", "pagesize", "max_results", "top",
               "first", "last", "after", "before", "page_token", "pagetoken", "start_cursor", "skip", "count"}
MORE_KEYS = {"has_more", "hasmore", "next_cursor", "nextcursor", "next_page_token", "nextpagetoken", "next",
             "next_page", "more", "truncated", "is_truncated"}
SEARCH_ARGS = {"query", "q", "search", "text", "keyword", "keywords", "term", "filter", "match"}
VOLATILE = {"updated", "updated_at", "updatedat", "modified", "modified_at", "last_modified", "lastmodified",
            "timestamp", "time", "now", "server_time", "fetched_at", "retrieved_at", "generated_at", "expires_at",
            "expires_in", "ttl", "age", "status", "state", "progress", "eta", "remaining", "elapsed", "duration",
            "count", "total", "score", "rank", "views", "likes", "etag", "version", "revision", "cursor",
            "next_cursor", "request_id", "trace_id", "latency_ms", "last_seen", "online", "unread",
            "unread_count", "size", "balance", "last_login", "accessed_at", "last_accessed"}
NAME_KEYS = ("title", "name", "email", "subject", "summary", "filename", "username", "slug", "path", "url")
NUMBER_NOUNS = {"issue", "pull", "pr", "ticket", "order", "invoice", "pull_request", "merge_request"}
_NOT_FOUND = re.compile(r"not[ _-]?found|does not exist|doesn't exist|no such|\b404\b|unknown \w*\s*id|"
                        r"could not find|couldn't find|no \w+ with (?:id|number)", re.IGNORECASE)
_TEXT_ERROR = re.compile(r"^\s*(?:error|err|failed|failure|exception|invalid|unauthorized|forbidden)\b|"
                         r"\b(?:not found|does not exist|no such)\b", re.IGNORECASE)


COUNTERS = {"comments", "reactions", "stars", "stargazers", "forks", "watchers", "replies", "followers", "following",
            "subscribers", "members", "downloads", "clicks", "opens", "impressions", "votes", "upvotes", "downvotes",
            "retweets", "shares", "plays", "visits", "hits", "messages", "items"}


RESETS = frozenset({"reset", "restore", "default", "defaults", "clear", "revert", "undo", "sync", "import", "refresh",
                    "reload", "rollback", "discard", "migrate"})


def _volatile(key: str) -> bool:
    """A field that changes by itself or with writes to other records: a time, a status, a counter."""
    k = key.lower()
    if k.startswith(("created", "creation")):
        return False  # when a record was made never changes
    return k in VOLATILE or k in COUNTERS or k.endswith(("_count", "count", "_at", "_total"))


def tool_words(name: str) -> list[str]:
    spaced = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", name)
    return [w for w in re.split(r"[^A-Za-z0-9]+", spaced.lower()) if w]


def tool_verb(name: str) -> str:
    ws = tool_words(name)
    for group, verbs in (("restore", RESTORE_VERBS), ("delete", DELETE_VERBS), ("create", CREATE_VERBS),
                         ("update", UPDATE_VERBS), ("read", READ_VERBS)):
        if ws and ws[0] in verbs:
            return group
    for group, verbs in (("restore", RESTORE_VERBS), ("delete", DELETE_VERBS), ("read", READ_VERBS),
                         ("create", CREATE_VERBS), ("update", UPDATE_VERBS)):
        if any(w in verbs for w in ws):
            return group
    return "other"


def tool_noun(name: str) -> str:
    verbs = READ_VERBS | CREATE_VERBS | DELETE_VERBS | UPDATE_VERBS | RESTORE_VERBS | LIST_WORDS | {"by", "for", "to",
                                                                                                   "from", "of", "a"}
    ws = [singular(w) for w in tool_words(name) if w not in verbs]
    return ws[-1] if ws else ""


def load_json(text: str) -> tuple[Any, str | None, bool]:
    """(value, parse error, whether it looks like JSON). The MCP content wrapper is unwrapped."""
    s = text.strip()
    fence = re.match(r"^```(?:json)?\s*\n(.*)\n```$", s, re.DOTALL)
    if fence:
        s = fence.group(1).strip()
    if not s or s[0] not in "[{":
        return None, None, False
    try:
        value = json.loads(s)
    except json.JSONDecodeError as e:
        return None, f"{e.msg} (line {e.lineno}, column {e.colno})", True
    except RecursionError:
        return None, "nested too deeply", True
    if isinstance(value, list) and value and all(isinstance(c, dict) and c.get("type") == "text" and "text" in c
                                                 and set(c) <= {"type", "text", "annotations"} for c in value):
        value = {"content": value}  # the content blocks without their envelope
    if isinstance(value, dict) and isinstance(value.get("content"), list) and value["content"] and all(
            isinstance(c, dict) and c.get("type") == "text" for c in value["content"]):
        inner = "\n".join(str(c.get("text", "")) for c in value["content"])
        v2, err2, looks2 = load_json(inner)
        if err2:
            return None, err2, True
        if looks2:
            if value.get("isError") is True and isinstance(v2, dict):
                v2 = {**v2, "isError": True}
            return v2, None, True
    return value, None, True


def is_error(value: Any, text: str) -> bool:
    if isinstance(value, dict):
        if value.get("isError") is True or value.get("success") is False or value.get("ok") is False:
            return True
        if value.get("error") not in (None, False, "", {}) or value.get("errors") not in (None, [], {}, ""):
            return True
        if str(value.get("status", "")).lower() in ("error", "failed", "failure", "not_found"):
            return True
        return False
    if value is not None:
        return False
    return bool(_TEXT_ERROR.search(text[:300]))


def _scalar(v: Any) -> bool:
    return isinstance(v, (str, int, float, bool)) or v is None


# fields that name a record as surely as its id, under which tools also address it (Linear's MOB-1187, Jira's
# key, a slug)
_ALIAS_KEYS = {"identifier", "key", "slug", "short_id", "shortid", "readable_id", "readableid", "handle"}


def _id_keys(d: dict[str, Any]) -> list[str]:
    return [k for k in d if isinstance(k, str) and (k.lower() == "id" or k.lower().endswith("_id") or k.endswith("Id")
                                                    or k.lower() in ("uuid", "number", "ts")
                                                    or (k.lower().endswith("_number")
                                                        and k.lower()[:-7] in NUMBER_NOUNS))]


def identity(d: dict[str, Any], noun: str) -> tuple[str, str] | None:
    """(id value, key) of a record, or None when it has no identity of its own."""
    def ok(v: Any) -> bool:
        return (isinstance(v, str) and v.strip() != "") or (isinstance(v, int) and not isinstance(v, bool))

    if noun in NUMBER_NOUNS and ok(d.get("number")):
        return str(d["number"]), "number"  # issues and orders are named by their number
    for k in ("id", "uuid", "ID", "Id"):
        if k in d and ok(d[k]):
            return str(d[k]), k
    if ok(d.get("ts")) and (noun in ("message", "history", "conversation", "thread", "reply", "chat")
                            or any(k in d for k in ("channel", "thread_ts", "user"))):
        return str(d["ts"]), "ts"  # a chat message is named by its timestamp
    if noun:
        for k in d:
            if isinstance(k, str) and k.lower() in (f"{noun}_id", f"{noun}id") and ok(d[k]):
                return str(d[k]), k
    # {"message_id": ..., "subject": ...}: a record named by its one <thing>_id key; an object with
    # several ({"user_id", "project_id", "role"}) is a link between records, not a record
    own = [k for k in d if isinstance(k, str) and (k.lower().endswith("_id") or k.endswith("Id")) and ok(d[k])]
    if len(own) == 1:
        return str(d[own[0]]), own[0]
    return None


@dataclass(frozen=True)
class Rec:
    """A record in a result: its id, the key that holds it, its kind (what sort of thing it is) and the object."""

    id: str
    key: str
    kind: str
    data: dict[str, Any]

    @property
    def ref(self) -> str:
        return f"{self.kind}:{self.id}"


def kind_of(key: str, noun: str) -> str:
    """What an id key names: ``message_id`` a message; ``id``, ``uuid`` and ``number`` the surrounding noun."""
    k = key.lower()
    if k.endswith("_id") and len(k) > 3:
        return singular(k[:-3])
    if k.endswith("_number") and k[:-7] in NUMBER_NOUNS:
        return k[:-7]  # issue_number names an issue
    if key.endswith("Id") and len(key) > 2:
        return singular(key[:-2].lower())
    return noun


def records(value: Any, noun: str, depth: int = 0, via: str | None = None) -> Iterator[Rec]:
    """Every object with an identity, outermost first. Records inside a record are of the kind their key
    says (an issue's ``"assignee": {"id": 7}`` is an assignee, not an issue with id 7)."""
    if depth > 12:
        return
    if isinstance(value, dict):
        here = via or noun
        ident = identity(value, here)
        if ident is not None:
            yield Rec(ident[0], ident[1], kind_of(ident[1], here), value)
        for k, v in value.items():
            if isinstance(v, (dict, list)):
                # {"messages": [...]}: the list's key names what its records are
                named = ident is not None or (isinstance(v, list) and str(k).lower().endswith("s"))
                yield from records(v, noun, depth + 1, singular(str(k).lower()) if named else via)
    elif isinstance(value, list):
        for v in value:
            yield from records(v, noun, depth + 1, via)


_DATE = re.compile(r"^(\d{4}-\d\d-\d\d)[T ](\d\d:\d\d)(?::(\d\d)(?:\.\d+)?)?(Z|[+-]00:?00)?$")


def _norm_value(v: Any) -> bool | float | str | None:
    if isinstance(v, bool) or v is None:
        return v
    if isinstance(v, (int, float)):
        return float(v)
    if isinstance(v, str):
        s = v.strip()
        m = _DATE.match(s)
        if m:
            return f"{m.group(1)}T{m.group(2)}:{m.group(3) or '00'}"
        return " ".join(s.casefold().split())
    return json.dumps(v, sort_keys=True)


def same_value(a: Any, b: Any) -> bool:
    return _norm_value(a) == _norm_value(b)


@dataclass
class Value:
    value: Any
    fact: Fact
    source: str  # "set" (an argument of a write), "written" (the result of a write) or "seen" (a result)


@dataclass
class Entity:
    id: str
    noun: str
    alive: bool
    fact: Fact  # when it was created / first seen / deleted
    created: bool = False  # created in this session (so listings must show it)
    key: str = "id"  # the identity key its records use ("id", "message_id", "number")
    fields: dict[str, Value] = field(default_factory=dict)
    writes: list["Write"] = field(default_factory=list)


@dataclass(frozen=True)
class Write:
    """A call that may have changed a record: the fields it set (None: it did not say, like
    ``close_issue`` or ``mark_read``), and the words of the tool's name."""

    step: int
    keys: frozenset[str] | None
    words: frozenset[str]
    child: bool = False  # a record created under this one (a comment on an issue): counters change

    def may_change(self, key: str, value: Any) -> bool:
        """Could this write explain a new value of ``key`` (its old value was ``value``)?"""
        if self.keys is not None:
            return key in self.keys
        if self.words & RESETS:
            return True  # reset_settings, restore_defaults: anything may go back
        if self.child:
            return not isinstance(value, str)
        # an implicit write flips flags, counters and states; it does not rewrite a title or an email
        k = key.lower()
        return not isinstance(value, str) or any(w in k or k in w for w in self.words if len(w) > 2)

    def may_move(self, key: str, value: Any) -> bool:
        """Could this write have changed ``key`` enough to move the record out of a filtered listing?"""
        if self.keys is not None:
            return key in self.keys
        return not self.child or not isinstance(value, str)


@dataclass(frozen=True)
class _Call:
    """One tool call that succeeded: what the change handlers need."""

    step: int
    tool: str
    args: dict[str, Any]
    named: list[str]  # the records it names by id
    recs: list["Rec"]  # the records its result holds
    fact: Fact


class McpLedger:
    def __init__(self) -> None:
        self.entities: dict[str, Entity] = {}  # by "kind:id"
        self.global_writes: list[Write] = []  # writes that named no record
        self.last_json: Fact | None = None
        self.tool_kinds: dict[str, set[str]] = {}  # kinds of records each tool returned
        self.totals: dict[str, tuple[int, Fact]] = {}  # a listing call -> the total it reported
        self.changes: list[tuple[int, str, str, dict[str, Any]]] = []  # (step, create/delete/other, noun, args)
        self.verb_states: dict[str, tuple[frozenset[str], Fact]] = {}  # record -> statuses its last write ruled out
        self.clock = FactStore("mcp")  # a server's "now"
        self.zone_clocks: dict[str, FactStore] = {}  # readings without an offset, per time zone asked for
        self.promise = JsonPromise()  # whether the server answers in JSON (then other notations are errors)
        self.rows = RowCounts()  # table row counts behind SQL tools
        self.files = FileTree()  # files and directories behind path tools
        self.updated: dict[str, tuple[float, str, Fact]] = {}  # record -> its latest updated_at
        self.names = NamedItems()  # items created/deleted by name (knowledge graphs, bookmarks by title)
        self._ids_before: set[str] = set()
        # the generic ledger of structured results: judges what the rules above do not (records keyed by a
        # name, a path or a key; identities such as created_at or a sha; listings' lengths)
        self.generic = StructuredFacts("mcp", kinds=GENERIC_KINDS)

    def seed(self, state: str | None) -> None:
        self.promise.seed(state)

    def _named(self, args: dict[str, Any], noun: str) -> list[str]:
        """The records a call names by id, as entity refs (an id known under one kind only is that one)."""
        refs: list[str] = []
        for k in _id_keys(args):
            v = args[k]
            if not _scalar(v) or v in (None, "") or isinstance(v, bool):
                continue
            ref = f"{kind_of(k, noun)}:{v}"
            if ref not in self.entities:
                same = [r for r in self.entities if r.split(":", 1)[1] == str(v)]
                if not same:  # update_issue(id="MOB-1187") names the record whose id is a UUID by its identifier
                    same = [r for r, e in self.entities.items() if any(
                        fk.lower() in _ALIAS_KEYS and isinstance(fv.value, (str, int)) and str(fv.value) == str(v)
                        for fk, fv in e.fields.items())]
                if len(same) == 1:
                    ref = same[0]  # add_comment(number=57) names issue 57
            refs.append(ref)
        return refs

    def observe(self, step: int, action: Action, observation: str) -> list[WorldWarning]:
        found: list[WorldWarning] = []
        tool = action.kind or ""
        if not tool:
            return found
        args = action.args
        verb, noun = tool_verb(tool), tool_noun(tool)
        words = tool_words(tool)
        sql = sql_of(args)
        if sql is not None:  # read_query / write_query / query: the statement says whether it writes
            verb = "read" if is_read(sql) else "other"
        res = read_result(observation)
        self._ids_before = {e.id for e in self.entities.values()}  # what was known before this call (new records)
        # a file's text may look like anything (a listing of files is the server's own answer)
        about = set(words) & {"info", "stat", "stats", "metadata"}  # metadata of a path, not its text
        contents = (verb == "read" and bool(set(words) & CONTENT_WORDS) and not set(words) & LIST_WORDS
                    and not about)
        if res.how in ("broken", "python") and not contents and self.promise.promised(tool, res):
            what = ("is a Python literal where this server answers in JSON" if res.how == "python" else
                    "starts like JSON but is not valid JSON")
            found.append(warn("mcp.json", "warning", step, f"{tool} returned text that {what}: {res.error}",
                              text=observation[:200], earlier=self.last_json))
            self.promise.saw(tool, res)
            return found
        if not contents:
            self.promise.saw(tool, res)
        value = res.value
        if res.how == "json":
            self.last_json = Fact(step, f"{tool}: {clip(observation, 80)}")
        err = is_error(value, observation)
        if sql is not None:
            found.extend(self.rows.observe(step, tool, sql, value, observation, err))
        elif verb != "read":
            self.rows.other_write()
        if verb != "read":
            self.files.write(step, tool, verb, words, args, err)
        elif not err and (listing := res.listing if res.listing is not None else _json_names(value)) is not None:
            found.extend(self.files.listing(step, tool, words, args, listing, observation))
        elif not err and contents:
            found.extend(self.files.content(step, tool, args, observation))
        elif not err and about:
            found.extend(self.files.metadata(step, tool, args, value, observation))
        dumped = json.dumps(value) if value is not None else observation
        not_found = err and bool(_NOT_FOUND.search(dumped))
        named = self._named(args, noun)
        fact = Fact(step, f"{tool} {json.dumps(args, ensure_ascii=False)}")

        # the records the call names
        for ref in named:
            e = self.entities.get(ref)
            if e is None:
                continue
            if not_found and e.alive and verb in ("read", "update", "delete"):
                what = "created" if e.created else "seen"
                found.append(warn("mcp.id", "error", step,
                                  f"{e.noun or 'record'} {e.id} was {what} at {where(e.fact)} and not deleted since, "
                                  f"but {tool} says it does not exist", text=clip(observation, 200), earlier=e.fact,
                                  id=e.id))
            elif not err and not e.alive and verb == "read" and e.id in dumped and not _deleted_marker(value):
                found.append(warn("mcp.id", "error", step,
                                  f"{e.noun or 'record'} {e.id} was deleted at {where(e.fact)}, but {tool} returns it",
                                  text=clip(observation, 200), earlier=e.fact, id=e.id))
                e.alive, e.fact = True, Fact(step, clip(observation, 120))

        recs = list(records(value, noun)) if value is not None and not err else []
        if recs:
            self._check_records(step, tool, verb, noun, args, named, recs, found)
            if verb == "create":
                self._check_created(step, tool, args, recs[0], found)
        if verb == "read" and not err:
            self._check_verb_states(step, tool, named, recs, value, observation, found)
        if value is None and not err:
            self._text_records(step, tool, verb, noun, args, observation, found)
        if verb == "read" and not err and value is not None:
            renamed = {old for w in found if isinstance(w.evidence, dict) and "new_id" in w.evidence
                       and isinstance(old := w.evidence.get("ref"), str)}
            self._check_listing(step, tool, noun, args, value, {r.ref for r in recs} | renamed, found)

        # what this call changed
        if not err and verb != "read":
            words = tool_words(tool)
            settled = next((SETTLING_VERBS[w] for w in words if w in SETTLING_VERBS), None)
            for ref in named:
                self.verb_states.pop(ref, None)
                if settled is not None:
                    self.verb_states[ref] = (settled, Fact(step, f"{tool} {json.dumps(args, ensure_ascii=False)}"))
        if sql is not None and verb == "other" and not err:
            # a SQL write may change any column of any row: like a reset, it explains every new value
            self.global_writes.append(Write(step, None, frozenset({"reset"})))
        if not err:
            apply = CHANGES.get(verb)
            if apply is not None:
                apply(self, _Call(step, tool, args, named, recs, fact))
        if recs:
            written = set(named) if verb in ("update", "other", "create") and not err else set()
            if verb == "create" and not err:
                written.add(recs[0].ref)
            self._learn(step, recs, written)
            self.tool_kinds.setdefault(tool, set()).update(r.kind for r in recs)
        self._singleton(step, tool, verb, noun, args, value, err, found)
        found.extend(self.names.observe(step, tool, verb, noun, args, value, err,
                                        complete=not args and not _has_more(value)))
        self._totals(step, tool, verb, noun, args, value, err, found)
        if not err:
            self._clocks(step, tool, verb, args, value, observation, recs, found)
        more = self.generic.observe(Call.of_tool(step, tool, args, verb), value if res.how in ("json", "python")
                                    else None, observation, err)
        if not found:  # one contradiction, one warning: the specific rules speak first
            found.extend(more[:1])
        return found

    def _clocks(self, step: int, tool: str, verb: str, args: dict[str, Any], value: Any, observation: str,
                recs: list[Rec], found: list[WorldWarning]) -> None:
        """Time only moves forward: a server's "now" and a record's ``updated_at`` never go back.

        "Now" is a field named for it (current_time, server_time ...) or, from a clock tool (get_time,
        now, current_datetime: a read whose name speaks of time and that is given no time or record), a
        ``time``/``datetime``/``timestamp`` field or a result that is only a time stamp. Readings with an
        offset are one clock; readings without one are one clock per time zone asked for."""
        named_for = set(tool_words(tool)) - CLOCK_FILLER
        clock_tool = (verb in ("read", "other") and bool(named_for) and named_for <= CLOCK_WORDS and not _id_keys(args)
                      and not any(("time" in k.lower() or "date" in k.lower()) and "zone" not in k.lower()
                                  and k.lower() != "tz" for k in args))
        reading: tuple[str, str] | None = None
        row = _one_row(value)  # SELECT now() AS now: {"rows": [{"now": ...}]}
        obj = row if row is not None else value if isinstance(value, dict) else None
        if obj is not None:
            keys = NOW_KEYS + (CLOCK_KEYS if clock_tool and identity(obj, "") is None else ())
            reading = next(((k, v) for k in keys if isinstance(v := obj.get(k), str) and parse_now(v)), None)
        elif clock_tool and (isinstance(value, str) or value is None):
            text = value if isinstance(value, str) else observation.strip()
            if "\n" not in text and parse_now(text) is not None:
                reading = ("time", text.strip())
        if reading is not None:
            k, v = reading
            got = parse_now(v)
            if got is not None:
                zone = next((str(args[z]) for z in ("timezone", "tz", "zone", "time_zone") if z in args),
                            str(value.get("timezone", "")) if isinstance(value, dict) else "")
                store = self.clock if got[1] == "abs" else self.zone_clocks.setdefault(zone, FactStore("mcp"))
                if got[1] in ("abs", ""):
                    w = store.clock_reading(step, got[0], "abs", f"{tool}: {k} {v}")
                    if w is not None:
                        found.append(relabel(w, "mcp.clock"))
        def seen(d: dict[str, Any]) -> bool:  # a record this session already saw is not new
            ident = identity(d, tool_noun(tool))
            return ident is not None and ident[0] in self._ids_before

        for k, v in _fresh_stamps(tool, verb, args, value, seen):
            got = parse_now(v)
            if got is not None and got[1] == "abs":
                w = self.clock.clock_reading(step, got[0], "abs", f"{tool}: {k} {v}")
                if w is not None and not any(x.kind == "mcp.clock" for x in found):
                    found.append(relabel(w, "mcp.clock"))
        for r in recs:
            for k in ("updated_at", "updatedAt", "modified_at", "last_modified"):
                v = r.data.get(k)
                if not isinstance(v, str):
                    continue
                got = parse_now(v)
                if got is None or got[1] != "abs":
                    continue
                before = self.updated.get(r.ref)
                if before is not None and got[0] < before[0] - 1:
                    found.append(warn("mcp.clock", "error", step,
                                      f"{k} of {r.kind} {r.id} was {before[1]} at {where(before[2])}, and is now {v}: "
                                      "it went back in time", text=f"{k}: {v}", earlier=before[2], id=r.id))
                if before is None or got[0] > before[0]:
                    self.updated[r.ref] = (got[0], v, Fact(step, f"{k}: {v}"))

    # ------------------------------------------------- what a call changed (CHANGES picks by verb)

    def _on_delete(self, call: "_Call") -> None:
        # a delete naming several ids (`dns_record_delete(zone_id, record_id)`) deletes the one of its noun;
        # the others are where it lives
        noun = tool_noun(call.tool)
        own = [ref for ref in call.named if ref.partition(":")[0] == noun]
        for ref in own or call.named:
            e = self.entities.get(ref)
            if e is None:
                kind, _, rid = ref.partition(":")
                self.entities[ref] = Entity(rid, kind, False, call.fact)
            else:
                e.alive, e.fact = False, call.fact

    def _on_restore(self, call: "_Call") -> None:
        for ref in call.named:
            e = self.entities.get(ref)
            if e is not None:
                e.alive, e.fact = True, call.fact

    def _on_update(self, call: "_Call") -> None:
        args = call.args
        keys = frozenset(k for k, v in args.items() if _scalar(v) and k not in _id_keys(args)) or None
        w = Write(call.step, keys, frozenset(tool_words(call.tool)))
        if not call.named:
            self.global_writes.append(Write(call.step, None, frozenset(tool_words(call.tool))))
            return
        for ref in call.named:
            kind, _, rid = ref.partition(":")
            e = self.entities.setdefault(ref, Entity(rid, kind, True, call.fact))
            e.writes.append(w)
            for k, v in args.items():
                if _scalar(v) and k not in _id_keys(args):
                    e.fields[k] = Value(v, call.fact, "set")

    def _on_create(self, call: "_Call") -> None:
        for ref in call.named:  # created under a record (a comment on an issue): its counters change
            if ref in self.entities:
                self.entities[ref].writes.append(Write(call.step, None, frozenset(tool_words(call.tool)), child=True))
        if call.recs:
            r = call.recs[0]
            e = Entity(r.id, r.kind, True, Fact(call.step, f"{call.tool} -> {r.id}"), created=True, key=r.key)
            for k, v in call.args.items():
                if _scalar(v) and k not in _id_keys(call.args):
                    e.fields[k] = Value(v, call.fact, "set")
            self.entities[r.ref] = e

    # ------------------------------------------------- plain-text results

    def _text_records(self, step: int, tool: str, verb: str, noun: str, args: dict[str, Any], text: str,
                      found: list[WorldWarning]) -> None:
        """Results in prose ("Note created with ID 42.", "1. Groceries (id 7)"): ids are read from ``id 42``
        / ``ID: 42`` / ``#42`` marks. A creation with one id is a record; a full text listing with ids must
        show the created records of its kind and not the deleted ones."""
        ids = _text_ids(text)
        if verb == "create":
            if len(ids) == 1 and noun:
                rid = next(iter(ids))
                self.entities[f"{noun}:{rid}"] = Entity(rid, noun, True, Fact(step, clip(text, 120)), created=True)
            return
        if verb != "read" or not ids or not set(tool_words(tool)) & LIST_WORDS or not noun:
            return
        lowered = {k.lower() for k in args}
        partial = lowered & PAGING_ARGS or lowered & SEARCH_ARGS or re.search(
            r"\b(?:more|truncated|next page|page \d+ of|showing \d+ of)\b|\.\.\.|…", text, re.IGNORECASE)
        for e in self.entities.values():
            if e.noun != noun or args:
                continue
            if not e.alive and e.id in ids:
                found.append(warn("mcp.id", "error", step,
                                  f"{noun} {e.id} was deleted at {where(e.fact)}, but {tool} lists it again",
                                  text=clip(text, 200), earlier=e.fact, id=e.id))
            elif e.alive and e.created and e.id not in ids and not partial:
                found.append(warn("mcp.id", "error", step,
                                  f"{noun} {e.id} was created at {where(e.fact)} and not deleted since, but {tool} "
                                  f"does not list it", text=clip(text, 200), earlier=e.fact, id=e.id))

    # ------------------------------------------------- statuses a verb settles

    def _check_verb_states(self, step: int, tool: str, named: list[str], recs: list[Rec], value: Any,
                           observation: str, found: list[WorldWarning]) -> None:
        """``close_issue`` then, with no write to the issue since, a read shows it open: the status the
        verb settled went back (read from the JSON record, or from a ``State: open`` line of a text result
        about that one record)."""
        shown: dict[str, tuple[str, str]] = {}
        for r in recs:
            for k in ("state", "status"):
                if isinstance(r.data.get(k), str):
                    shown.setdefault(r.ref, (r.data[k], f"{k}: {r.data[k]}"))
        if value is None and len(named) == 1:
            m = re.search(r"^\s*(?:state|status)\s*[:=]\s*(\w[\w -]*?)\s*$", observation, re.IGNORECASE | re.MULTILINE)
            if m:
                shown[named[0]] = (m.group(1), m.group(0).strip())
        for ref, (val, line) in shown.items():
            ruled = self.verb_states.get(ref)
            if ruled is None or val.strip().lower().replace(" ", "_") not in ruled[0]:
                continue
            e = self.entities.get(ref)
            if e is not None and any(w.step > ruled[1].step for w in e.writes):
                continue
            if any(w.step > ruled[1].step for w in self.global_writes):
                continue
            del self.verb_states[ref]
            found.append(warn("mcp.value", "error", step,
                              f"{ref.replace(':', ' ')} was changed by {ruled[1].text.split(' ', 1)[0]} at "
                              f"{where(ruled[1])} and nothing changed it since, but {tool} shows it {val!r}",
                              text=line, earlier=ruled[1], id=ref.split(":", 1)[1]))

    # ------------------------------------------------- records without an id

    def _singleton(self, step: int, tool: str, verb: str, noun: str, args: dict[str, Any], value: Any, err: bool,
                   found: list[WorldWarning]) -> None:
        """A tool family over one object with no id (``get_settings``/``update_settings``): the fields a
        write set must read back the same until another write to it."""
        if err or not noun or _id_keys(args) or isinstance(value, dict) and identity(value, noun) is not None:
            return
        if verb == "read" and (not isinstance(value, dict) or any(isinstance(v, (dict, list)) for v in value.values())):
            return
        flat = isinstance(value, dict) and not any(isinstance(v, (dict, list)) for v in value.values())
        if verb != "read" and not flat and (verb != "update" or value is not None and not isinstance(value, dict)):
            return  # an update is followed whatever it answers ({"updated": [...]}, "OK"); other calls if flat
        ref = f"{noun}:(one)"
        e = self.entities.get(ref)
        if verb == "read" and e is not None:
            for k, v in value.items():
                known = e.fields.get(k)
                if known is None or not _scalar(v) or same_value(known.value, v):
                    continue
                if any(w.step > known.fact.step and w.may_change(k, known.value)
                       for w in [*e.writes, *self.global_writes]):
                    continue
                found.append(warn("mcp.value", "error", step,
                                  f"{k} of the {noun} was set to {json.dumps(known.value, ensure_ascii=False)} at "
                                  f"{where(known.fact)} and nothing changed it since, but {tool} returns "
                                  f"{json.dumps(v, ensure_ascii=False)}",
                                  text=f"{k}: {json.dumps(v, ensure_ascii=False)}", earlier=known.fact, field=k))
                return
        elif verb in ("update", "other"):
            e = self.entities.setdefault(ref, Entity("(one)", noun, True, Fact(step, tool)))
            keys = {k for k, v in args.items() if _scalar(v)}
            fact = Fact(step, f"{tool} {json.dumps(args, ensure_ascii=False)}")
            e.writes.append(Write(step, frozenset(keys) or None, frozenset(tool_words(tool))))
            for k in keys:
                e.fields[k] = Value(args[k], fact, "set")
                if isinstance(value, dict) and k in value and not same_value(args[k], value[k]):
                    e.fields[k] = Value(value[k], fact, "written")

    def _totals(self, step: int, tool: str, verb: str, noun: str, args: dict[str, Any], value: Any, err: bool,
                found: list[WorldWarning]) -> None:
        """A listing's total must follow the creates and deletes made since the same listing was read."""
        if err:
            return
        if verb in ("create", "delete"):
            self.changes.append((step, verb, noun, args))
            return
        if verb != "read":
            if verb != "restore":
                self.changes.append((step, "other", noun, args))
            return
        total = _total(value)
        if total is None:
            return
        sig = f"{tool} {json.dumps(args, sort_keys=True, ensure_ascii=False)}"
        before = self.totals.get(sig)
        self.totals[sig] = (total, Fact(step, f"{tool}: total {total}"))
        if before is None:
            return
        old, fact = before
        since = [c for c in self.changes if c[0] > fact.step]
        if any(kind == "other" or (n != noun and not (n in noun or noun in n)) for _s, kind, n, _a in since):
            return  # a write the ledger cannot count, or one to another collection
        scope = {k: v for k, v in args.items() if k.lower() not in PAGING_ARGS}
        for _s, kind, _n, a in since:
            # a filtered listing (folder=reports): only creates that say they go there can be counted
            if scope and (kind == "delete" or any(not same_value(a.get(k), v) for k, v in scope.items())):
                return
        want = old + sum(1 for c in since if c[1] == "create") - sum(1 for c in since if c[1] == "delete")
        if total != want:
            found.append(warn("mcp.count", "error", step,
                              f"{tool} counted {old} at {where(fact)}; with the creates and deletes since it should "
                              f"count {want}, but it counts {total}", text=f"total: {total}", earlier=fact))

    # ---------------------------------------------------------------- checks

    def _check_records(self, step: int, tool: str, verb: str, noun: str, args: dict[str, Any], named: list[str],
                       recs: list[Rec], found: list[WorldWarning]) -> None:
        reported: set[str] = set()
        for r in recs:
            e = self.entities.get(r.ref)
            if e is None or r.ref in reported:
                continue
            if not e.alive:
                if verb in ("create", "restore", "delete") or _deleted_marker(r.data) or r.ref in named:
                    continue
                reported.add(r.ref)
                found.append(warn("mcp.id", "error", step,
                                  f"{e.noun or 'record'} {r.id} was deleted at {where(e.fact)}, "
                                  f"but {tool} lists it again",
                                  text=clip(json.dumps(r.data, ensure_ascii=False), 200), earlier=e.fact, id=r.id))
                continue
            if verb in ("update", "other") and (r.ref in named or not named):
                continue  # this call may have changed it
            if verb == "create" and r.ref in named:
                continue
            for k, v in r.data.items():
                if not _scalar(v) or k in _id_keys(r.data):
                    continue
                known = e.fields.get(k)
                if known is None or same_value(known.value, v):
                    continue
                if _volatile(k):
                    continue  # statuses and counters move by themselves (a status a verb settled: verb_states)
                if any(w.step > known.fact.step and w.may_change(k, known.value)
                       for w in [*e.writes, *self.global_writes]):
                    continue
                reported.add(r.ref)
                how = "set to" if known.source == "set" else "shown as"
                found.append(warn("mcp.value", "error", step,
                                  f"{k} of {e.noun or 'record'} {r.id} was {how} "
                                  f"{json.dumps(known.value, ensure_ascii=False)} at {where(known.fact)} and nothing "
                                  f"changed it since, but {tool} returns {json.dumps(v, ensure_ascii=False)}",
                                  text=f"{k}: {json.dumps(v, ensure_ascii=False)}", earlier=known.fact, id=r.id,
                                  field=k))
                break
        if verb == "create":
            return  # a second record with the same title is a new record, not a changed id
        # the same record under another id
        names: dict[tuple[str, str, Any], set[str]] = {}
        for r in recs:
            for nk in NAME_KEYS:
                if isinstance(r.data.get(nk), str) and r.data[nk].strip():
                    names.setdefault((r.kind, nk, _norm_value(r.data[nk])), set()).add(r.ref)
        present = {r.ref for r in recs}
        for ref, e in self.entities.items():
            if not e.alive or ref in present or not e.created:
                continue
            for nk in NAME_KEYS:
                val = e.fields.get(nk)
                if val is None or not isinstance(val.value, str):
                    continue
                others = names.get((e.noun, nk, _norm_value(val.value)))
                same_name = [x for x in self.entities.values() if x.alive and x.noun == e.noun
                             and x.fields.get(nk) is not None and same_value(x.fields[nk].value, val.value)]
                if others and len(same_name) == 1 and not any(o in self.entities for o in others):
                    other = sorted(others)[0].split(":", 1)[1]
                    found.append(warn("mcp.id", "error", step,
                                      f"{e.noun or 'record'} {val.value!r} was created as {e.id} at {where(e.fact)}, "
                                      f"but {tool} shows it as {other}", text=f"{nk}: {val.value} -> {other}",
                                      earlier=e.fact, id=e.id, new_id=other, ref=ref))
                break

    def _check_created(self, step: int, tool: str, args: dict[str, Any], rec: Rec, found: list[WorldWarning]) -> None:
        d = rec.data
        for k, v in args.items():
            if k in d and _scalar(v) and _scalar(d[k]) and not _volatile(k) and not same_value(v, d[k]):
                found.append(warn("mcp.value", "error", step,
                                  f"{tool} was called with {k}={json.dumps(v, ensure_ascii=False)} but the created "
                                  f"record {rec.id} has {k}={json.dumps(d[k], ensure_ascii=False)}",
                                  text=f"{k}: {json.dumps(d[k], ensure_ascii=False)}",
                                  earlier=Fact(step, f"{tool} {k}={json.dumps(v, ensure_ascii=False)}"), id=rec.id,
                                  field=k))
                return

    def _check_listing(self, step: int, tool: str, noun: str, args: dict[str, Any], value: Any, present: set[str],
                       found: list[WorldWarning]) -> None:
        if not set(tool_words(tool)) & LIST_WORDS:
            return
        lowered = {k.lower() for k in args}
        if lowered & PAGING_ARGS or lowered & SEARCH_ARGS or _has_more(value):
            return
        listed = [r for r in records(value, noun)]
        if not listed and not _empty_listing(value):
            return
        kinds = {noun} | self.tool_kinds.get(tool, set()) | {r.kind for r in listed}
        for ref, e in self.entities.items():
            if not e.alive or not e.created or ref in present or e.noun not in kinds:
                continue
            matches = True
            for k, v in args.items():
                known = e.fields.get(k)
                if not _scalar(v) or known is None or not same_value(known.value, v) or any(
                        w.step > known.fact.step and w.may_move(k, known.value)
                        for w in [*e.writes, *self.global_writes]):
                    matches = False  # not in this listing, or cannot tell (a write may have moved it)
                    break
            if not matches:
                continue
            found.append(warn("mcp.id", "error", step,
                              f"{e.noun} {e.id} was created at {where(e.fact)} and not deleted since, "
                              f"but {tool} does not list it", text=clip(json.dumps(value, ensure_ascii=False), 200),
                              earlier=e.fact, id=e.id))

    def _learn(self, step: int, recs: list[Rec], written: set[str] | None = None) -> None:
        """Remember the records' fields; those of ``written`` records are what this step's write made them."""
        for r in recs:
            fact = Fact(step, clip(json.dumps(r.data, ensure_ascii=False), 120))
            e = self.entities.get(r.ref)
            if e is None:
                e = self.entities[r.ref] = Entity(r.id, r.kind, True, fact, key=r.key)
            elif _deleted_marker(r.data) or not e.alive:
                continue
            for k, v in r.data.items():
                if not _scalar(v) or k in _id_keys(r.data):
                    continue
                known = e.fields.get(k)
                if known is not None and known.source == "set" and known.fact.step == step:
                    continue
                e.fields[k] = Value(v, fact, "written" if written and r.ref in written else "seen")


# the generic ledger's rules under this ledger's kinds
GENERIC_KINDS = {"identity": "mcp.id", "deleted": "mcp.id", "created": "mcp.id", "state": "mcp.value",
                 "count": "mcp.count"}
NOW_KEYS = ("current_time", "now", "server_time", "servertime", "currenttime", "current_datetime", "datetime",
            "utc_now", "time_now")
# in the result of a clock tool (get_time, now, current_datetime), these fields are its reading too
CLOCK_KEYS = ("time", "timestamp", "date_time", "utc", "iso", "iso_time", "local_time", "utc_time", "current")
CLOCK_WORDS = {"time", "now", "clock", "datetime", "timestamp", "date"}
CLOCK_FILLER = {"get", "read", "fetch", "show", "current", "server", "system", "utc", "local", "the", "what", "is"}
# a read whose result is a file's or resource's text: any notation is the file's, not the server's
CONTENT_WORDS = {"file", "content", "contents", "resource", "blob", "raw", "text"}


_TEXT_ID = re.compile(r"\b(?:id|ID|Id)\b\s*[:=#]?\s*['\"]?([A-Za-z0-9][\w-]{0,39})|(?<![\w&])#(\d{1,9})\b")


CREATED_KEYS = ("created_at", "createdAt", "created", "creation_time", "created_time", "createdTime", "date_created",
                "inserted_at", "insertedAt")
_NOW_SQL = re.compile(r"\b(\w+)\s*=\s*(?:now\(\)|current_timestamp\b|localtimestamp\b|sysdate\b|getdate\(\))",
                      re.IGNORECASE)
_MAKES = {"create", "insert", "new", "post", "compose", "register", "upload", "submit"}  # verbs that make a record now
_NOT_FRESH = {"import", "copy", "clone", "restore", "sync", "migrate", "fork", "duplicate", "backfill", "seed"}


def _one_row(value: Any) -> dict[str, Any] | None:
    """The one row of a one-row result (``[{...}]``, ``{"rows": [{...}]}``), or None."""
    if isinstance(value, dict):
        lists = [v for k, v in value.items() if isinstance(v, list) and k.lower() in ("rows", "results", "data",
                                                                                      "records", "result")]
        value = lists[0] if len(lists) == 1 else None
    if isinstance(value, list) and len(value) == 1 and isinstance(value[0], dict):
        return value[0]
    return None


def _fresh_stamps(tool: str, verb: str, args: dict[str, Any], value: Any,
                  known: Callable[[dict[str, Any]], bool]) -> list[tuple[str, str]]:
    """Time stamps a write just gave its records, each a reading of the server's clock: the creation time of
    what a create made (not an import or a copy, and not given in the arguments), and the columns a SQL
    statement set to ``now()``."""
    sql = sql_of(args)
    rows: list[Any] = []
    keys: tuple[str, ...] = ()
    if sql is not None:
        cols = re.match(r"^\s*insert\s+into\s+\S+\s*\(([^)]*)\)", sql, re.IGNORECASE)
        if cols and not any(k.lower() in cols.group(1).lower() for k in CREATED_KEYS if "_" in k):
            keys = CREATED_KEYS  # the database stamped the new rows (the statement did not give a time)
        keys += tuple(m.group(1) for m in _NOW_SQL.finditer(sql))
        if re.match(r"^\s*insert\b", sql, re.IGNORECASE) and re.search(r"\bon\s+conflict\b|\bselect\b", sql,
                                                                         re.IGNORECASE):
            return []  # an upsert or a copy of other rows keeps old stamps
        rows = value.get("rows", []) if isinstance(value, dict) else value if isinstance(value, list) else []
    elif verb == "create" and set(tool_words(tool)) & _MAKES and not set(tool_words(tool)) & _NOT_FRESH \
            and not _id_keys(args) and not any(k in args for k in CREATED_KEYS) and value is not None:
        keys = CREATED_KEYS
        rows = [value] if isinstance(value, dict) and not known(value) else []
    out = []
    for r in rows if isinstance(rows, list) else []:
        if isinstance(r, dict):
            out += [(k, r[k]) for k in keys if isinstance(r.get(k), str)]
    return out


def _text_ids(text: str) -> set[str]:
    return {a or b for a, b in _TEXT_ID.findall(text)}


def _total(value: Any) -> int | None:
    """The total a listing reports next to its items (not paginated)."""
    if not isinstance(value, dict) or _has_more(value):
        return None
    if not any(isinstance(v, list) for v in value.values()):
        return None
    for k, v in value.items():
        if k.lower() in TOTAL_FIELDS and isinstance(v, int) and not isinstance(v, bool):
            return v
    return None


def _json_names(value: Any) -> dict[str, str] | None:
    """A directory listing in JSON: a list of names, or of {"name", "type"} entries (alone or as the one
    list of an unpaginated result)."""
    if isinstance(value, dict) and not _has_more(value):
        lists = [v for v in value.values() if isinstance(v, list)]
        value = lists[0] if len(lists) == 1 else None
    if not isinstance(value, list) or not value:
        return None
    if all(isinstance(x, str) and x.strip() for x in value):
        return {x.rstrip("/"): "dir" if x.endswith("/") else "file" for x in value}
    if all(isinstance(x, dict) and isinstance(x.get("name"), str) and x["name"].strip() for x in value):
        return {x["name"].rstrip("/"): str(x.get("type", "file")) for x in value}
    return None


def _deleted_marker(value: Any) -> bool:
    if not isinstance(value, dict):
        return False
    if value.get("deleted") is True or value.get("removed") is True:
        return True
    return str(value.get("status", "")).lower() in ("deleted", "removed", "trashed")


def _has_more(value: Any) -> bool:
    if isinstance(value, dict):
        for k, v in value.items():
            if k.lower() in MORE_KEYS and v not in (None, False, "", 0, []):
                return True
            if isinstance(v, dict) and _has_more(v):
                return True
    return False


def _empty_listing(value: Any) -> bool:
    if isinstance(value, list):
        return value == []
    if isinstance(value, dict):
        return any(isinstance(v, list) and v == [] for v in value.values())
    return False


# How a successful call changes the ledger, by the verb of its tool's name ("read" changes nothing).
CHANGES = {
    "delete": McpLedger._on_delete,
    "restore": McpLedger._on_restore,
    "update": McpLedger._on_update,
    "other": McpLedger._on_update,
    "create": McpLedger._on_create,
}
