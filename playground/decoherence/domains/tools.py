"""Tool-call domains for the fact engine (MCP): one verb/noun/scope reading of a call, and structured
results read as entities.

A call's verb and noun come from its name (``delete_note`` deletes a note), its scope from its
container arguments (a repository, a project), the thing it names from its key argument (``id``,
``note_id``). Results in JSON, a Python literal or the MCP text envelope are read as entities
(objects with a key of their own) whose attributes become facts; a listing call with no filter and
no paging marker is a complete listing of its kind in its scope. What a call does that cannot be
placed (an unknown verb, a mutating call naming nothing) touches its kind in its scope, or
everything: no judgement instead of a guess. A record's own update stamp (views/keyclasses.py stamp_kind)
that moved on since the session last read it, after its own last write, says someone else changed it: a
touch. A filesystem call that writes a path its directory's last listing did not hold creates it.
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import replace
from typing import Any, Iterator

from playground.decoherence.effects.tools import (
    UPSERT_WORDS,
    VERBS,
    CHANGE_VERSIONS,
    CLOCK_FIELDS,
    CLOCK_NAME_WORDS,
    CLOCK_NOUNS,
    KEEPS_STAMPS_WORDS,
    DIRECTORY_NOUNS,
    ENVELOPE_FIELDS,
    KEY_LIST_ENDINGS,
    LIVE_KINDS,
    LIVE_REPORT_NOUNS,
    MEMBERSHIP_VERBS,
    METADATA_WORDS,
    MOVE_ARGS,
    MOVING_WORDS,
    NAME_FIELDS,
    OPAQUE_KEY,
    PAGE_SIZES,
    PATH_ARGS,
    BOOLEAN_TEXTS,
    RECURRING_FIELDS,
    SETTLED_FLAGS,
    TRANSIENT_STATUSES,
    SELF_KIND_FIELDS,
    SETTLING_VERBS,
    STATUS_FIELDS,
    TOTAL_FIELDS,
    WHOLE_STORE_NOUNS,
)
from playground.decoherence.domains.keyvalue import key_command, reply_lines
from playground.decoherence.domains.sql import SQL_ARGS, SQL_TOOL_WORDS, SqlBook, one_call
from playground.decoherence.effects.sql import parse as parse_sql, split_statements
from playground.decoherence.effects.keyvalue import KEY_ARGS, RENAME_ARGS, command_of
from playground.decoherence.engine import Reading
from playground.decoherence.engine.rules import same_value
from playground.decoherence.engine.model import EVERYTHING, FactClass, Fact, Listing, Quote, Ref, Selector, Verb, Write
from playground.decoherence.views.dates import parse_now
from playground.decoherence.structured import (
    RECREATES,
    WRAPPERS,
    args_key,
    envelope_text,
    edge_parts,
    Call,
    Entity,
    attr_class,
    entities,
    has_more,
    keys_of,
    listing_items,
    member_sets,
    members_attr,
    singular,
    make_ref,
    new_name_arg,
    noun_of,
    structured_value,
    target_key,
    report_of,
    words_of,
)
from playground.decoherence.views.entries import marked_entries
from playground.decoherence.views.identifiers import UUID
from playground.decoherence.views.keyclasses import monotone_class, stamp_kind
from playground.decoherence.views.results import after_prose
from playground.decoherence.views.text_records import TextRecords, table_records, text_records

VIEW = "structured"
TOOL_NAME_KEYS = ("name", "tool", "tool_name")
_CLASSES: dict[str, FactClass] = {"identity": "identity", "state": "state", "soft": "soft"}  # "time": not judged
_FAILED = ("error", "failed", "failure", "cannot", "could not", "unable", "denied", "not found", "no such",
           "invalid", "exception")


LONG_ID_DIGITS = 8


def _ref(kind: str, scope: str, key: str) -> Ref:
    # make_ref drops the scope of a key that names one thing everywhere (a UUID, a URL, MOB-1187), and so does an
    # opaque key (effects/tools.py OPAQUE_KEY)
    full = make_ref(scope, kind, key)
    return Ref(kind, "" if _opaque(key) else full.split("\x1f", 1)[0], key.casefold())


def _opaque(key: str) -> bool:
    """A key that names one thing of its kind whatever the call's scope: a long mixed token, or a number of
    LONG_ID_DIGITS or more digits (a database's row id, a snowflake); a short number (issue 42) is per scope."""
    k = key.strip()
    return re.fullmatch(OPAQUE_KEY, k) is not None or (k.isdigit() and len(k) >= LONG_ID_DIGITS)


def _global(key: str) -> bool:
    return make_ref("-", "", key).startswith("\x1f") or _opaque(key)


def _nested_names(value: Any, depth: int = 0) -> Iterator[tuple[str, str, str]]:
    """(kind, key, name) of each record a result names inside another by a key that names one thing everywhere
    (an issue's ``"project": {"id": "<uuid>", "name": ...}``): its name as the other record shows it."""
    if depth > 6:
        return
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for k, v in items:
        if isinstance(k, str) and isinstance(v, dict):
            key, name = v.get("id"), next((v[f] for f in NAME_FIELDS if isinstance(v.get(f), str)), None)
            if isinstance(key, str) and name is not None and _global(key) and (kind := noun_of(f"list_{k}")):
                yield kind, key, name
        if isinstance(v, (dict, list)):
            yield from _nested_names(v, depth + 1)


def _value(observation: str) -> Any:
    """The result's data: JSON, a literal, the MCP envelope, or a record after a line of prose."""
    value = structured_value(observation)
    return value if value is not None else after_prose(observation)


def _envelope_text(value: Any) -> str | None:
    """The text of an MCP result envelope that holds text only (``{"content": [{"type": "text", "text":
    "NAME  DATA  AGE ..."}], "isError": false}``): not JSON inside, so the envelope itself is no record."""
    return envelope_text(value) if isinstance(value, dict) and not set(value) - {"content", "isError"} else None


def _call_kind(kind: str, call: Call) -> str:
    """The call's own kind for a shorter name of it that its result files records under (``list_env_vars``
    answering ``{"envs": [...]}``, ``get_dns_records`` answering ``{"dns": [...]}``); else ``kind``."""
    words = [singular(w) for w in words_of(call.name)]
    if call.noun and kind != call.noun and call.noun in words and kind in words[:words.index(call.noun)]:
        return call.noun
    return kind


def _entities(value: Any, noun: str) -> list[Entity]:
    """Every keyed object of the result; a record under a field of an envelope with no key of its own
    (``{"task": {"id": ...}}``, ``{"ok": true, "issue": {...}}``) is an entity of the field's kind."""
    ents = list(entities(value, noun))
    if isinstance(value, dict) and not keys_of(value, noun):
        for k, v in value.items():
            if not isinstance(v, dict) or not isinstance(k, str) or not words_of(k):
                continue
            kind = noun if k.casefold() in WRAPPERS or k.casefold() in ENVELOPE_FIELDS else noun_of(k)
            if any(not weak for _a, _v, weak in keys_of(v, kind)):
                ents += [e for e in entities(v, kind)][:1]
    return ents


_AGED = re.compile(r"\bago\b|\bjust now\b", re.IGNORECASE)  # a time written as an age
# what follows a kind's name in the kind of its parts (grade -> gradeitem, order -> order_line)
PART_KIND = re.compile(r"^[ _-]?(?:item|entry|line|row|record|detail)s?$")


def _class(attr: str) -> FactClass | None:
    """How a result field may change (None: never judged); a field named for what others did last
    (``latest_reply``) follows them."""
    if set(words_of(attr.rsplit(".", 1)[-1])) & MOVING_WORDS:
        return None
    if members_attr(attr):  # a list's members: others may add to it (replies, reactions); judged only once set
        return "soft"
    return _CLASSES.get(attr_class(attr))


def _stamp(e: Entity) -> str | None:
    """The entity's own update stamp or version (CHANGE_VERSIONS), when it shows one."""
    found = [str(v) for a, v in e.attrs.items() if "." not in a and (a.casefold() in CHANGE_VERSIONS
                                                                      or stamp_kind(a) == "update")
             and isinstance(v, (str, int, float)) and not isinstance(v, bool)]
    return found[0] if len(found) == 1 else None


def _key_list(call: Call) -> list[str] | None:
    """The keys a call names in its one list argument of keys (``entityNames``, ``ids``), when it has one
    and names nothing else of its own."""
    lists = [v for k, v in call.args.items() if isinstance(v, list) and words_of(k)
             and words_of(k)[-1] in KEY_LIST_ENDINGS]
    if len(lists) != 1 or not call.noun or not all(isinstance(x, (str, int)) and not isinstance(x, bool)
                                                    for x in lists[0]):
        return None
    return [str(x) for x in lists[0]] or None


def _later(new: str, old: str) -> bool:
    """The stamp moved on: a larger number, a later time written the same way, or (a tag) another value."""
    try:
        return float(new) > float(old)
    except ValueError:
        pass
    if len(new) == len(old) and new[:1].isdigit() and old[:1].isdigit():
        return new > old  # ISO date-times of one format sort as text
    return new != old


def _shared(ents: list[Entity], refs: dict[int, Ref]) -> set[Ref]:
    """Refs that two entities of one result carry with different attributes: the key names neither
    (a reply's only ``parent_user_id`` read as its id)."""
    first: dict[Ref, dict[str, Any]] = {}
    out: set[Ref] = set()
    for e in ents:
        ref = refs[id(e)]
        if ref in first and first[ref] != e.attrs:
            out.add(ref)
        first.setdefault(ref, e.attrs)
    return out


_NOT_THERE = re.compile(r"\b(?:ENOENT|no such file|does not exist|not found|cannot find|could not find)\b",
                        re.IGNORECASE)


def _failed(observation: str) -> bool:
    """The result says the call failed: it starts with a failure word, or its envelope says it is an error."""
    head = observation.strip().lstrip("*# ").casefold()
    return head.startswith(_FAILED) or '"iserror": true' in " ".join(head.split()).replace('"iserror":true',
                                                                                           '"iserror": true')


def _path(v: Any) -> str | None:
    return posixpath.normpath(v) if isinstance(v, str) and v.startswith("/") and "\n" not in v else None


def _file(path: str) -> Ref:
    return Ref("file", posixpath.dirname(path), posixpath.basename(path))


class ToolSession:
    """What one tool call wrote and what its result showed. Entities are known by one key each: the
    first key they were read under, also when a later result names them by another key that names one
    thing everywhere (a UUID, a URL, a tracker key such as MOB-1187)."""

    def __init__(self) -> None:
        self.canon: dict[tuple[str, str, str], str] = {}  # (kind, scope, key) -> the key it is known by
        self.scopes: dict[tuple[str, str], frozenset[str]] = {}  # (kind, key) -> scopes it was read in
        self.stamps: dict[Ref, str] = {}  # the update stamp each entity was last read with
        self.members: dict[str, frozenset[str]] = {}  # directory -> the names its last listing (and writes since) hold
        self.sql = SqlBook()  # the counts of a database's tables the session follows
        self.made: dict[Ref, Ref] = {}  # a thing the agent created -> the ref of its name (NAME_FIELDS)
        self.names: dict[Ref, Ref] = {}  # and back: the name -> the thing
        self.shared: frozenset[Ref] = frozenset()  # names seen on two things in one reading: no thing's key
        self.edges: dict[str, frozenset[Ref]] = {}  # a thing's key -> the edges (structured.edge_parts) naming it
        # (kind, container, a name or title) -> the things shown with it
        self.titled: dict[tuple[str, str, str], frozenset[Ref]] = {}
        self.settled: dict[Ref, frozenset[str]] = {}  # a thing a settling verb updated -> the statuses it ruled out
        self.nouns: frozenset[str] = frozenset()  # the nouns of the session's calls (the kinds it acts on)
        self.statuses: dict[Ref, str] = {}  # the status each thing was last shown in
        self.flagged: dict[Ref, tuple[str, ...]] = {}  # a thing a settling verb flagged -> the flags it set
        # a thing a read returned alone -> the tool and the other arguments it was read with (a metric over ``1h``)
        self.viewed: dict[Ref, tuple[str, frozenset[tuple[str, str]]]] = {}
        # a UUID -> the kind it was first read as: one thing, whatever noun another call files it under (a
        # collection's "item" is the "request" deleteCollectionRequest removes)
        self.kinds: dict[str, str] = {}

    def seed(self, state: str | None) -> None:
        return None

    def snapshot(self) -> tuple[Any, ...]:
        return (dict(self.canon), dict(self.scopes), dict(self.stamps), dict(self.members), self.sql.snapshot(),
                dict(self.made), dict(self.names), dict(self.edges), dict(self.settled), dict(self.titled),
                {"nouns": self.nouns, "statuses": dict(self.statuses), "flagged": dict(self.flagged),
                 "shared": self.shared, "viewed": dict(self.viewed), "kinds": dict(self.kinds)})

    def restore(self, saved: tuple[Any, ...]) -> None:
        self.canon, self.scopes, self.stamps, self.members = (dict(x) for x in saved[:4])
        self.sql.restore(saved[4])
        self.made, self.names, self.edges, self.settled = dict(saved[5]), dict(saved[6]), dict(saved[7]), dict(saved[8])
        self.titled = dict(saved[9])
        self.nouns = saved[10]["nouns"]
        self.statuses, self.flagged = dict(saved[10]["statuses"]), dict(saved[10]["flagged"])
        self.shared = saved[10]["shared"]
        self.viewed = dict(saved[10]["viewed"])
        self.kinds = dict(saved[10]["kinds"])

    def _view(self, call: Call, e: Entity, ref: Ref, q: Quote) -> list[Write]:
        """A thing read alone by the same tool with other arguments than last time (a metric over another
        window, a report for another period) is another view of it: what it showed before is not compared."""
        keyed = {a for a, _v, _w in e.keys}
        args = frozenset((k, str(v)) for k, v in call.args.items()
                         if k not in keyed and isinstance(v, (str, int, float)))
        was = self.viewed.get(ref)
        self.viewed[ref] = (call.name, args)
        if was is not None and was[0] == call.name and was[1] != args:
            return [Write(Selector.of(ref), "touch", q, revives=False)]
        return []

    def _kind(self, kind: str, key: str) -> str:
        """The kind a thing of this key is known as: the first one a UUID was read under."""
        return self.kinds.setdefault(key.casefold(), kind) if UUID.fullmatch(key.strip()) else kind

    def _known(self, kind: str, scope: str, key: str) -> Ref:
        """The entity's ref under the key it is known by (recording this key as one of its names)."""
        kind = self._kind(kind, key)
        ref = _ref(kind, scope, key)
        canon = self.canon.get((kind, ref.scope, ref.key), ref.key)
        return Ref(kind, ref.scope, canon)

    def _entity_ref(self, e: Entity, scope: str) -> Ref:
        if not any(isinstance(e.attrs.get(f), str) for f in SELF_KIND_FIELDS):  # (one that states its kind keeps it:
            e = replace(e, kind=self._kind(e.kind, e.value))  # a page and its block share a UUID)
        names = [e.value] + [v for _a, v, weak in e.keys[1:] if not weak and _global(v)]
        refs = [_ref(e.kind, scope, v) for v in names]
        canon = next((self.canon[(r.kind, r.scope, r.key)] for r in refs if (r.kind, r.scope, r.key) in self.canon),
                     refs[0].key)
        for r in refs:
            self.canon.setdefault((r.kind, r.scope, r.key), canon)
        ref = Ref(e.kind, refs[0].scope, canon)
        self.scopes[(e.kind, canon)] = self.scopes.get((e.kind, canon), frozenset()) | {ref.scope}
        for _a, v, weak in e.keys[1:]:
            if weak and v.strip():
                name = (e.kind, scope, v.strip().casefold())
                self.titled[name] = self.titled.get(name, frozenset()) | {ref}
        return ref

    def step(self, step: int, action: Any, observation: str) -> tuple[list[Write], Reading]:
        # the tool's name: ``{"name": ...}`` (the benchmark's calls) or ``{"tool": ...}`` (a saved session's)
        name = next((n for k in TOOL_NAME_KEYS if isinstance(action, dict) and isinstance(n := action.get(k), str)),
                    None)
        if not isinstance(action, dict) or name is None:
            return [Write(EVERYTHING, "touch", Quote(step, VIEW, str(action)[:200]))], Reading()
        raw = action.get("arguments")
        args: dict[str, Any] = raw if isinstance(raw, dict) else {}
        call = Call.of_tool(step, name, args)
        if call.noun:
            self.nouns = self.nouns | {call.noun}
        words = set(words_of(call.name))
        if call.verb == "other" and words & CLOCK_NOUNS and words <= CLOCK_NOUNS | CLOCK_NAME_WORDS:
            call = replace(call, verb="read")  # ``server_time``, ``now``: a name of clock words alone reads the clock
        q = Quote(step, VIEW, observation.strip()[:240])
        files = self._files(call, observation, q)
        if files is not None:
            return files
        sql = self._sql(call, observation, q)
        if sql is not None:
            return sql
        stored = _key_value(step, call, observation, q)
        if stored is not None:
            return stored
        return self.call_step(call, observation, q)

    def call_step(self, call: Call, observation: str, q: Quote) -> tuple[list[Write], Reading]:
        """What one call (a tool's, or a REST request's: structured.http_call) wrote, and what its result
        showed as entities."""
        value = _value(observation)
        text: TextRecords | None = None
        inner = _envelope_text(value)
        if inner is not None:
            value, observation = None, inner  # an MCP envelope around text: the text is the result
        if value is None and not _failed(observation):
            # a text result's records (views/text_records.py), read as the JSON path reads its objects
            text = text_records(observation) or table_records(observation)
            if text is not None:
                value = text.records[0] if len(text.records) == 1 and text.count is None else text.records
        ents = [self._own_kind(e) for e in _entities(value, call.noun or "item")] if value is not None else []
        writes = self._writes(call, ents, q)
        if call.verb in ("delete", "update") and _failed(observation):
            writes = [p for w in writes for p in w.pending()]  # it may have done nothing
        reading = Reading()
        refs = {id(e): self._entity_ref(e, call.scope) for e in ents}
        if call.verb == "read" and len(ents) == 1:
            writes += self._view(call, ents[0], refs[id(ents[0])], q)
        if call.verb != "read":  # what a call's own result shows, it may have changed
            named = {w.selector.exact for w in writes}
            writes += [Write(Selector.of(r), "touch", q) for r in refs.values() if r not in named]
        shared = _shared(ents, refs)
        writes += self._settled(call, ents, refs, writes, q, _failed(observation))
        before = dict(self.stamps)
        for w in writes:  # a stamp read before this call's own change says nothing of later ones
            if w.selector.exact is not None:
                self.stamps.pop(w.selector.exact, None)
        if not _failed(observation):
            reading.clocks += _write_stamps(call, ents, refs, writes, before, q)
        for e in ents:
            ref = refs[id(e)]
            stamp = _stamp(e)
            if stamp is not None and ref not in shared:
                known = self.stamps.get(ref)
                if known is not None and _later(stamp, known):  # its own stamp moved on: someone changed it
                    writes.append(Write(Selector.of(ref), "touch", q))
                self.stamps[ref] = stamp
        gone = {w.selector.exact for w in writes if w.verb == "delete"}
        # a record named inside another shows its name as that other sees it: judged only against a name an action
        # gave it (a renamed project still named the old way on its issues)
        own = set(refs.values())
        reading.facts += [Fact(ref, "name", name, "soft", q) for kind, key, name in _nested_names(value)
                          if (ref := _ref(kind, "", key)) not in own and ref not in gone]
        live = bool(report_of(call.name) & LIVE_REPORT_NOUNS)  # a report of live figures asked for by name
        for e in ents:
            ref = refs[id(e)]
            if e.deleted_marker or ref in gone:
                continue  # a delete's own result showing what it deleted confirms it (``"status": "cancelled"``)
            reading.facts.append(Fact(ref, "exists", "present", "exists", q))
            if ref in shared:
                continue
            shown = _shown_status(e)
            if shown is not None and shown[0] not in e.attrs:  # a nested status, also under the field's own name
                reading.facts.append(Fact(ref, shown[0], shown[1], "soft", q))
            keyed = {a for a, _v, _w in e.keys}
            for attr, v in e.attrs.items():
                if call.verb == "read" and attr in call.args and attr not in keyed and same_value(str(call.args[attr]),
                                                                                                   str(v)):
                    continue  # a read's own argument echoed back (``window: 1h``): what was asked, not a state
                scalar = isinstance(v, (str, int, float)) and not isinstance(v, bool)
                cls = (monotone_class(attr, str(v)) if scalar else None) or _class(attr)
                if cls == "identity" and _AGED.search(str(v)):  # "created: 3 minutes ago" ages: no identity
                    cls = "soft"
                elif cls == "state" and (ref.kind in LIVE_KINDS or live):  # moves on by itself between two reads
                    cls = "soft"
                # an empty text is a field the view leaves out (a search result's blank ``slug``), not a value read
                if cls is not None and v is not None and not isinstance(v, (dict, list)) and str(v).strip():
                    reading.facts.append(Fact(ref, attr, str(v), cls, q))
        writes += self._names(call, ents, refs, writes, reading, q) + self._edges(call, ents, refs, writes, q)
        if not ents:
            writes += _single(call, value, reading, q)
        items = listing_items(value) if value is not None and call.verb == "read" else None
        if items is not None and call.noun:
            members = [e for e in ents if _call_kind(e.kind, call) == call.noun]
            if len(members) == len(items):  # every item is one entity of the kind
                # complete: no filter, no paging marker, not a full page (20 items may be the first 20), and
                # items named by a key of their own (titles alone may name a thing made under its url)
                whole = call.complete and not has_more(value) and len(items) not in PAGE_SIZES and all(
                    not e.keys[0][2] for e in members) and (text is None or (
                        text.whole and text.count in (None, len(items))))  # a text listing read whole
                scope = call.scope
                if scope and {refs[id(e)].scope for e in members} == {""}:
                    # items named by keys that name one thing anywhere: read where their refs are, as a part of
                    # all of their kind (the place the call names is not where the store keeps them)
                    scope, whole = "", False
                # the total it states beside its items is what the listing-count rule follows
                reading.listings.append(Listing(call.noun, scope, frozenset(refs[id(e)].key for e in members),
                                                complete=whole, quote=q, count=_total(value) if whole else None,
                                                open=True))
        if call.noun in WHOLE_STORE_NOUNS and call.verb == "read" and not call.args and isinstance(value, dict) \
                and not has_more(value):
            for field, items in value.items():  # each list of the store is the whole of its kind
                kind = _call_kind(noun_of(f"list_{field}"), call) if isinstance(field, str) else ""
                members = [e for e in ents if e.kind == kind]
                if kind and isinstance(items, list) and len(members) == len(items):
                    reading.listings.append(Listing(kind, call.scope, frozenset(refs[id(e)].key for e in members),
                                                    complete=True, quote=q, open=True))
        if call.verb == "read" and value is not None:
            reading.clocks += _clocks(call, value, q)
        elif call.verb == "read" and call.noun in CLOCK_NOUNS and not _failed(observation) \
                and "\n" not in observation.strip():
            reading.clocks += _clocks(call, {call.noun: observation.strip()}, q)  # a clock's reading as bare text
        return writes, reading

    def _own_kind(self, e: Entity) -> Entity:
        """The entity as a thing of the kind it states itself (effects/tools.py SELF_KIND_FIELDS), when the session's
        calls act on things of that kind; else as it was read."""
        for f in SELF_KIND_FIELDS:
            v = e.attrs.get(f)
            if isinstance(v, str) and re.fullmatch(r"[A-Za-z][\w-]*(?:#[A-Za-z][\w-]*)?", v.strip()):
                kind = noun_of(v.strip().rsplit("#", 1)[-1])
                return replace(e, kind=kind) if kind and kind != e.kind and kind in self.nouns else e
        return e

    def _settled(self, call: Call, ents: list[Entity], refs: dict[int, Ref], writes: list[Write],
                 q: Quote, failed: bool = False) -> list[Write]:
        """The status a settling update (effects/tools.py SETTLING_VERBS: ``close_issue``) shows, in its own
        result, for the thing it updated is what the call set: a later read showing a status the verb rules out
        (open again), with nothing touching the thing, reverted it. A later read showing another status (closed
        -> merged) is the service's workflow moving on: a touch."""
        out: list[Write] = []
        if call.verb == "read":
            for e in ents:
                ref = refs[id(e)]
                ruled = self.settled.get(ref)
                shown = _shown_status(e)
                last = _norm(self.statuses.get(ref, ""))  # the status the call set, or a read since showed
                if ruled is not None and (any(_norm(v) not in ruled and _norm(v) != last for _a, v in _status(e))
                                          or (shown is not None and _norm(shown[1]) not in ruled | {last})):
                    del self.settled[ref]
                    out.append(Write(Selector.of(ref), "touch", q))
                flags = self.flagged.get(ref)
                if flags is not None and (_recurs(e) or any(
                        str(e.attrs[f]).casefold() not in BOOLEAN_TEXTS for f in flags if e.attrs.get(f) is not None)):
                    del self.flagged[ref]  # it recurs, or the field holds something else (a date): not the flag
                    out.append(Write(Selector.of(ref), "touch", q))
                if shown is not None:
                    self.statuses[ref] = shown[1]
            return out
        for w in writes:
            if w.selector.exact is not None:
                self.settled.pop(w.selector.exact, None)
                self.flagged.pop(w.selector.exact, None)
        names = words_of(call.name)
        ruled = next((SETTLING_VERBS[w] for w in names if w in SETTLING_VERBS), None)
        flagging = next((SETTLED_FLAGS[w] for w in names if w in SETTLED_FLAGS), None)
        if call.verb != "update" or failed:
            return out
        updated = {w.selector.exact for w in writes if w.verb == "update"}
        # or a thing of its result the call names by its key (``transition_issue(issue_key=..., transition_id=...)``)
        updated |= {r for r in refs.values() if any(isinstance(v, (str, int)) and not isinstance(v, bool)
                                                    and str(v).casefold() == r.key for v in call.args.values())}
        shown_refs = {refs[id(e)] for e in ents}
        for e in ents:
            ref = refs[id(e)]
            shown = _shown_status(e)
            if ref not in updated or e.deleted_marker:
                continue
            if ruled is not None and _status(e):
                out.append(Write(Selector.of(ref), "update", q, _status(e)))
                self.settled[ref] = ruled
            elif ruled is None and shown is not None and not set(names) & RECREATES:
                # any update whose own result shows the thing in a new status set it: a later read showing the
                # status it had before the call, with nothing touching the thing, reverted it
                before = self.statuses.get(ref)
                if before is not None and _norm(before) != _norm(shown[1]) \
                        and _norm(shown[1]) not in TRANSIENT_STATUSES:
                    out.append(Write(Selector.of(ref), "update", q, ((shown[0], shown[1]),)))
                    self.settled[ref] = frozenset({_norm(before)})
            if shown is not None:
                self.statuses[ref] = shown[1]
        if flagging is not None:
            fields, value = flagging
            # a result that does not show the thing: a confirmation
            for target in sorted(updated - shown_refs, key=str):
                if target is not None:
                    out.append(Write(Selector.of(target), "update", q, tuple((f, value) for f in fields)))
                    self.flagged[target] = fields
        return out

    def _edges(self, call: Call, ents: list[Entity], refs: dict[int, Ref], writes: list[Write],
               q: Quote) -> list[Write]:
        """A thing deleted takes the edges that name it along (a knowledge graph's relations of a deleted
        entity); a delete of things it cannot name may have done so for any."""
        for e in ents:
            if e.keys[0][0] == "edge" and (parts := edge_parts({k: v for k, v in e.attrs.items()})) is not None:
                for end in (parts[0], parts[2]):
                    key = end.strip().casefold()
                    self.edges[key] = self.edges.get(key, frozenset()) | {refs[id(e)]}
        out: list[Write] = []
        for w in writes:
            thing = w.selector.exact
            if thing is not None and w.verb == "delete":
                out += [Write(Selector.of(r), "delete", q) for r in sorted(self.edges.pop(thing.key, ()), key=str)]
            elif thing is None and call.verb == "delete" and self.edges:
                kinds = sorted({r.kind for refs_ in self.edges.values() for r in refs_})
                out += [Write(Selector(kind=k, scope=w.selector.scope), "touch", q) for k in kinds]
        return out

    def _names(self, call: Call, ents: list[Entity], refs: dict[int, Ref], writes: list[Write], reading: Reading,
               q: Quote) -> list[Write]:
        """A thing the agent created is known under its name with the key it was made with (an issue titled
        X is number 58): a later result showing that name alone with another key contradicts it. A delete
        of the thing, a call that sets a name, or a write that may have touched it clears that."""
        named: dict[int, Ref] = {}
        counts: dict[Ref, int] = {}
        for e in ents:
            name = next((v for f in NAME_FIELDS if isinstance(v := e.attrs.get(f), str) and len(v.strip()) > 3), None)
            if name is None or e.deleted_marker or e.keys[0][2] or name.strip() == e.value:
                continue
            nref = Ref(f"{e.kind} name", refs[id(e)].scope, name.strip().casefold())
            named[id(e)] = nref
            counts[nref] = counts.get(nref, 0) + 1
        # a name two things showed at once (DNS records of one host name) names neither, then or later
        self.shared = self.shared | {n for n, c in counts.items() if c > 1}
        out: list[Write] = []
        renames = call.verb != "update" or any(a in NAME_FIELDS for a in call.args) or bool(
            set(words_of(call.name)) & RECREATES)
        for w in writes:
            thing = w.selector.exact
            if thing is not None and thing in self.made and (w.verb in ("delete", "rename", "create") or (
                    w.verb == "update" and any(a in NAME_FIELDS for a in call.args))):
                gone = self.made.pop(thing)
                self.names.pop(gone, None)
                out.append(Write(Selector.of(gone), "delete", q))
            elif thing is None and w.selector.kind is not None and renames:
                # a kind in a scope, of unknown effect (an update that sets no name and makes nothing anew,
                # `merge_pull_request`, re-keys nothing)
                out.append(Write(Selector(kind=f"{w.selector.kind} name", scope=w.selector.scope), "touch", q))
        made = {r for w in writes if w.verb == "create" and (r := w.selector.exact) is not None}
        for e in ents:
            shown = named.get(id(e))
            if shown is None or counts[shown] > 1 or shown in self.shared:
                continue
            ref = refs[id(e)]
            if call.verb == "create" and ref in made:
                self.made[ref], self.names[shown] = shown, ref
                out.append(Write(Selector.of(shown), "create", q))
            if shown in self.names:
                reading.facts.append(Fact(shown, "key", ref.key, "identity", q))
        return out

    def _sql(self, call: Call, observation: str, q: Quote) -> tuple[list[Write], Reading] | None:
        """A tool that runs one SQL statement (``write_query(query=...)``): domains/sql.py."""
        if not set(words_of(call.name)) & SQL_TOOL_WORDS:
            return None
        text = next((v for a in SQL_ARGS if isinstance(v := call.args.get(a), str) and v.strip()), None)
        if text is None:
            return None
        value = _value(observation)
        done = one_call(self.sql, call.scope, text, value, observation, q)
        if done is not None and not _failed(observation):
            done[1].clocks.extend(_sql_clocks(text, value, q))
        if done is not None:
            done[0].extend(self._tables_written(call, text, q))
        return done

    def _tables_written(self, call: Call, text: str, q: Quote) -> list[Write]:
        """A statement that writes a table changes what other calls show of the table itself (``list_tables``'
        ``rows``): it touches each thing the session read under the table's name in the call's container."""
        out: list[Write] = []
        for stmt in map(parse_sql, split_statements(text)):
            if stmt.op in ("insert", "update", "delete") and stmt.table:
                name = stmt.table.rsplit(".", 1)[-1].strip('"`[]').casefold()
                out += [Write(Selector(kind=kind, scope=call.scope, key=name), "touch", q)
                        for (kind, key), scopes in sorted(self.scopes.items()) if key == name and call.scope in scopes]
        return out

    def _files(self, call: Call, observation: str, q: Quote) -> tuple[list[Write], Reading] | None:
        """A call on files by path (a filesystem server): a directory's marked entries are its complete
        listing; a move renames, a delete deletes, any other call that is not a read touches the path."""
        paths = [p for p in (_path(call.args.get(k)) for k in PATH_ARGS) if p]
        moves = [(_path(call.args.get(a)), _path(call.args.get(b))) for a, b in MOVE_ARGS]
        move = next(((a, b) for a, b in moves if a and b), None)
        if not paths and move is None:
            return None
        failed = _failed(observation)
        if call.verb == "read":
            observation = _envelope_text(_value(observation)) or observation  # the MCP envelope's text
            reading = Reading()
            if len(paths) == 1:  # the path it reads is there, or is reported missing
                there = "absent" if failed and _NOT_THERE.search(observation[:300]) else None if failed else "present"
                if there is not None:
                    reading.facts.append(Fact(_file(paths[0]), "exists", there, "exists", q))
                if not failed and set(words_of(call.name)) & METADATA_WORDS:
                    reading.facts += _metadata(_file(paths[0]), observation, q)
            shown = marked_entries(observation) if call.noun in DIRECTORY_NOUNS and len(paths) == 1 else None
            if shown is not None:
                names = frozenset(n for _t, n in shown)
                self.members[paths[0]] = names
                reading.listings.append(Listing("file", paths[0], names, complete=True, quote=q))
            return [], reading
        if move is not None:
            w = Write(Selector.of(_file(move[0])), "rename", q, to=_file(move[1]))
            if not failed:
                self._member(move[0], False)
                self._member(move[1], True)
            return (w.pending() if failed else [w]), Reading()
        writes = []
        for p in paths:
            ref, verb = _file(p), self._file_verb(call, p, failed)
            if verb != "touch":
                self._member(p, verb != "delete")
            if verb == "create" and call.noun in DIRECTORY_NOUNS:
                self.members[p] = frozenset()  # a directory just made holds nothing
            # what was under the path may have changed (a new thing has nothing under it)
            under = [] if verb == "create" else [Write(Selector(kind="file", scope=p, prefix=True), "touch", q)]
            writes += [Write(Selector.of(ref), verb, q)] + under
        return writes, Reading()

    def _file_verb(self, call: Call, path: str, failed: bool) -> Verb:
        """A delete deletes; a call that creates or writes a path its directory's listing did not hold
        creates it; any other call touches it (a path whose directory was never listed may be new or not:
        only a call that says it creates creates)."""
        if failed:
            return "touch"
        if call.verb == "delete":
            return "delete"
        known = self.members.get(posixpath.dirname(path))
        name = posixpath.basename(path)
        if known is not None:
            return "create" if call.verb in ("create", "update") and name not in known else "touch"
        return "create" if call.verb == "create" else "touch"

    def _member(self, path: str, present: bool) -> None:
        d, name = posixpath.dirname(path), posixpath.basename(path)
        if d in self.members:
            self.members[d] = self.members[d] | {name} if present else self.members[d] - {name}

    def _targets(self, call: Call, target: str) -> list[Ref]:
        """The things of the call's kind that ``target`` names: in the call's container, or, named without
        one, wherever the session read it (none: unknown). A delete by a name or title (``remove_bookmark(
        title=...)``) names the one thing the session read under that name in the container, if only one."""
        by_name = args_key(call)
        shown = self.titled.get((call.noun, call.scope, target.strip().casefold()), frozenset())
        if by_name is not None and by_name[1] and len(shown) == 1:
            return list(shown)
        ref = self._known(call.noun, call.scope, target)
        if (call.noun, ref.key) not in self.scopes:
            # a thing the name calls by another word (``chat_delete(ts=...)`` deletes a message): the one thing
            # of another kind the session read under that key in that container
            other = {k for (k, key), scopes in self.scopes.items() if key == ref.key and ref.scope in scopes}
            if len(other) == 1:
                # and the thing under the call's own noun: a later read may show it as such (SELF_KIND_FIELDS)
                return [Ref(next(iter(other)), ref.scope, ref.key), ref]
        seen = self.scopes.get((call.noun, ref.key), frozenset())
        if call.verb == "update" and call.scope not in ("", "{}") and seen == {""}:
            # read with no container: the container arguments of a change are values it gives the thing
            # (``update_ticket(ticket_id=..., group_id=...)`` moves the ticket to that group)
            return [Ref(call.noun, "", ref.key)]
        if ref.scope not in ("", "{}") or call.scope not in ("", "{}"):
            return [ref]
        return [Ref(call.noun, s, ref.key) for s in sorted(seen)]

    def _writes(self, call: Call, ents: list[Entity], q: Quote) -> list[Write]:
        if call.verb == "read":
            return []
        # a whole record given as an argument (``update_dashboard(dashboard={..., "panels": [...]})``): the
        # records nested in it are written too, whatever the call names as its own
        parts = [Write(Selector(kind=k), "touch", q) for k in sorted(_nested_kinds(call.args))]
        out = parts + self._own_writes(call, ents, q)
        if call.verb in ("update", "delete"):  # it changes or takes away what is there: nothing deleted comes back
            out = [replace(w, revives=False) if w.verb == "touch" else w for w in out]
        # a write on all things of a kind reaches the parts of them another view names on their own (grades:
        # a report's grade items)
        wide = {(w.selector.kind, w.selector.scope) for w in out if w.selector.kind and w.selector.key is None}
        known = sorted({k for k, _, _ in self.canon}) if wide else []
        return out + [Write(Selector(kind=k, scope=scope), "touch", q) for kind, scope in sorted(wide, key=str)
                      for k in known if k.startswith(kind) and PART_KIND.match(k[len(kind):])]

    def _own_writes(self, call: Call, ents: list[Entity], q: Quote) -> list[Write]:
        kind_in_scope = Selector(kind=call.noun, scope=call.scope) if call.noun else EVERYTHING
        target = target_key(call) or _verb_param_target(call)
        if call.verb == "create":
            made = [e for e in ents if e.kind == call.noun and not e.deleted_marker]
            asked = [v for v in call.args.values() if isinstance(v, list) and v and all(isinstance(x, dict) for x in v)]
            # one thing made, or (``create_relations(relations=[...])``) one for each of the call's one list
            if len(made) == 1 and not asked:
                # the values it was made with, where its result shows them: read back later, they must be these
                return [Write(Selector.of(self._entity_ref(made[0], call.scope)), "create", q,
                              _given(call, made[0]))]
            if len(made) == 1 or (len(asked) == 1 and len(made) == len(asked[0])):
                return [Write(Selector.of(self._entity_ref(e, call.scope)), "create", q) for e in made]
            # something new of the kind, not known which: the things already there keep their values, unless the
            # call names one of them (``add_to_collection(collection_key=...)`` changes that one) or is an upsert
            named = any(words_of(k)[:1] == [call.noun] for k in call.args if words_of(k))
            adds = bool(call.noun) and not named and not UPSERT_WORDS & set(words_of(call.name))
            return [Write(kind_in_scope, "touch", q, adds=adds)]
        listed = _key_list(call) if call.verb == "delete" and target is None else None
        if listed:
            found = [self._targets(call, key) for key in listed]
            deletes = [Write(Selector.of(r), "delete", q) for refs in found for r in refs]
            # one named nowhere the session read it: every one of its kind may have changed
            return ([Write(Selector(kind=call.noun), "touch", q)] if not all(found) else []) + deletes
        if call.verb in ("delete", "update") and target is not None:
            refs = self._targets(call, target)
            unread: list[Write] = []
            if not refs:
                # named without its container and never read: it may be listed in any, so every one of its kind
                # is touched; then the call acts on the thing as named, in the call's own container (a later
                # result there shows it, or it is another thing in another container and nothing is judged)
                unread = [Write(Selector(kind=call.noun), "touch", q)]
                refs = [self._known(call.noun, call.scope, target)]
            if call.verb == "delete":
                if _holder_arg(call, target):  # ``remove_ticket_tags(ticket_id=..., tags=[...])``: the ticket stays
                    return unread + [Write(Selector.of(ref), "touch", q) for ref in refs] + [
                        Write(Selector(kind=call.noun), "touch", q)]
                return unread + [Write(Selector.of(ref), "delete", q) for ref in refs]
            # an argument the call's own result shows with another value names something else (a tank's
            # ``temp_c=2.0`` sets its target; the result's ``temp_c`` is the tank's temperature now)
            # (the call's own kind's things in it: the labels listed in a story are not the story)
            shown = {k: v for e in ([e for e in ents if e.kind == call.noun] or ents) for k, v in e.attrs.items()}
            sets = tuple((k, str(v)) for k, v in call.args.items()
                         if isinstance(v, (str, int, float, bool)) and str(v) != target
                         and attr_class(k) in ("state", "soft")
                         and (k not in shown or same_value(str(shown[k]), str(v))))
            sets += member_sets(call.args, shown)  # lists given whole (``labelIds=[...]``)
            renamed = new_name_arg(call)
            if renamed is not None:  # the new name, under the field a listing shows it in
                arg, field = renamed
                sets = tuple(x for x in sets if x[0] != arg) + ((field, str(call.args[arg])),)
            # a thing moved out of (or into) a list: the list's other members may show or not; things named by
            # keys that name one thing anywhere are listed only as parts of their kind (never complete): none
            moved = [Write(Selector(kind=call.noun, scope=s), "touch", q) for s in sorted({r.scope for r in refs})
                     if set(words_of(call.name)) & MEMBERSHIP_VERBS and s]
            # values the call gives are its own kind's (``set_setpoint(zone_id=..., name=...)`` names a setpoint,
            # not the zone it found by key): a thing of another kind is only touched
            return unread + [Write(Selector.of(ref), "update", q, sets if ref.kind == call.noun else ())
                             for ref in refs] + moved
        if call.verb == "other":
            # a call of unknown effect may change anything, but brings back nothing deleted unless an argument says
            # it restores (``droplet_action(type="restore")``)
            said = {w for v in call.args.values() if isinstance(v, str) for w in words_of(v)}
            return [Write(EVERYTHING, "touch", q, revives=bool(said & VERBS["restore"]))]
        return [Write(kind_in_scope, "touch", q)]


def _holder_arg(call: Call, key: str) -> bool:
    """Whether the key a call names comes from an argument named for another kind (``ticket_id``) beside one named
    for the call's own (``tags``): the thing of that key holds the call's things, which the call takes off it."""
    named = [words_of(k) for k, v in call.args.items() if str(v) == key and words_of(k)]
    mine = any(words_of(k) and singular(words_of(k)[-1]) == call.noun for k, v in call.args.items() if str(v) != key)
    return mine and any(len(ws) > 1 and ws[-1] == "id" and ws[0] != call.noun for ws in named)


def _nested_kinds(value: Any, depth: int = 0) -> set[str]:
    """The kinds of the records nested inside the dicts of a call's arguments (a list of objects under a key
    names its kind: ``panels`` holds panels)."""
    out: set[str] = set()
    if depth > 6 or not isinstance(value, dict):
        return out
    for k, v in value.items():
        items = v if isinstance(v, list) else [v]
        if isinstance(k, str) and items and all(isinstance(x, dict) for x in items):
            if depth > 0 and (kind := noun_of(f"list_{k}")):
                out.add(kind)
            for x in items:
                out |= _nested_kinds(x, depth + 1)
    return out


def _verb_param_target(call: Call) -> str | None:
    """The key a call names as its own when its only other id arguments are named for its verb
    (``transition_issue(issue_key=..., transition_id=...)``: the transition is how, not where)."""
    key = args_key(call)
    if key is None or key[1] or not call.noun:
        return None
    extra = [k for k, v in call.args.items() if str(v) != key[0] and words_of(k)
             and words_of(k)[-1] in ("id", "ids", "number")]
    verbs = set(words_of(call.name)) - {call.noun}
    if extra and all(len(words_of(k)) == 2 and words_of(k)[0] in verbs for k in extra):
        return key[0]
    return None


_FIELD_LINE = re.compile(r"^\s*([A-Za-z][\w ]{0,30}?)\s*:\s*(\S.*?)\s*$")


def _metadata(ref: Ref, observation: str, q: Quote) -> list[Fact]:
    """A path's metadata (a JSON object, or ``field: value`` lines) as facts of the path, each of its field's
    class (a creation time is an identity; a modification or access time is never judged)."""
    value = _value(observation)
    if isinstance(value, dict):
        pairs = [(k, v) for k, v in value.items() if isinstance(k, str) and isinstance(v, (str, int, float))
                 and not isinstance(v, bool)]
    else:
        lines = [m for ln in observation.strip().splitlines() if (m := _FIELD_LINE.match(ln))]
        pairs = [(m.group(1), m.group(2)) for m in lines] if len(lines) >= 2 else []
    return [Fact(ref, k, str(v), cls, q) for k, v in pairs if (cls := _class(k)) is not None]


def _total(value: Any) -> int | None:
    """The total a listing's result states beside its one list of items (``{"tasks": [...], "total": 3}``)."""
    if not isinstance(value, dict) or sum(isinstance(v, list) for v in value.values()) != 1:
        return None
    found = [v for k, v in value.items() if isinstance(k, str) and k.casefold() in TOTAL_FIELDS
             and isinstance(v, int) and not isinstance(v, bool)]
    return found[0] if len(found) == 1 else None


def _single(call: Call, value: Any, reading: Reading, q: Quote) -> list[Write]:
    """A kind the calls treat as one object with no key (``update_settings(theme=...)``, ``get_settings()``):
    an update naming nothing sets its scalar arguments on the one object; a read with no argument that returns a
    flat object shows its fields, judged only against what an update set (the fields of an object read whole
    may move for reasons of their own)."""
    if not call.noun or args_key(call) is not None:
        return []
    one = Ref(call.noun, call.scope, "(the one)")
    if call.verb == "update":
        sets = tuple((k, str(v)) for k, v in call.args.items() if isinstance(v, (str, int, float, bool))
                     and _class(k) is not None)
        return [Write(Selector.of(one), "update", q, sets)] if sets else []
    if call.verb == "read" and call.complete and isinstance(value, dict) and value and not any(
            isinstance(v, (dict, list)) for v in value.values()):
        reading.facts += [Fact(one, k, str(v), "soft", q) for k, v in value.items()
                          if isinstance(k, str) and isinstance(v, (str, int, float, bool)) and _class(k) is not None]
    return []


def _status(e: Entity) -> tuple[tuple[str, str], ...]:
    return tuple((a, str(v)) for a, v in e.attrs.items() if a.casefold() in STATUS_FIELDS and isinstance(v, str))


def _shown_status(e: Entity) -> tuple[str, str] | None:
    """(field, value) of the one status the entity shows, top level or as a named value (``"status": {"name": "To
    Do"}``, ``fields.status.name``): one status whichever layout a call shows it in."""
    found = set()
    for a, v in e.attrs.items():
        parts = a.casefold().split(".")
        if not isinstance(v, str) or not v.strip():
            continue
        if parts[-1] in STATUS_FIELDS and len(parts) <= 2:
            found.add((parts[-1], v.strip()))
        elif parts[-1] == "name" and len(parts) in (2, 3) and parts[-2] in STATUS_FIELDS:
            found.add((parts[-2], v.strip()))
    return next(iter(found)) if len(found) == 1 else None


def _norm(status: str) -> str:
    return " ".join(status.casefold().split()).replace(" ", "_").replace("-", "_")


def _recurs(e: Entity) -> bool:
    return any(a.casefold().rsplit(".", 1)[-1] in RECURRING_FIELDS and v not in (None, False, "", "false", "none")
               for a, v in e.attrs.items())


def _given(call: Call, made: Entity) -> tuple[tuple[str, str], ...]:
    """The scalar arguments of a create that its result shows, the same, as the made thing's attributes of a
    state class (``create_event(title="Sync")`` and ``{"id": "e_42", "title": "Sync"}``): what the call set on it.
    A value the result writes otherwise (a date normalised) is the server's to read, not a set value."""
    return tuple((k, str(v)) for k, v in call.args.items()
                 if isinstance(v, (str, int, float)) and not isinstance(v, bool) and k in made.attrs
                 and made.attrs[k] is not None and _class(k) in ("state", "soft")
                 and same_value(str(v), str(made.attrs[k])))


def _key_value(step: int, call: Call, observation: str, q: Quote) -> tuple[list[Write], Reading] | None:
    """A key-value store's command as a tool (``ttl(key=...)``, ``hset(name=..., key=..., value=...)``): the
    keys it names (effects/keyvalue.py); None for a tool of another kind, or one that names no key."""
    spec = command_of(call.name)
    if spec is None:
        return None
    pairs = [(call.args.get(a), call.args.get(b)) for a, b in RENAME_ARGS]
    pair = next(([a, b] for a, b in pairs if isinstance(a, str) and isinstance(b, str)), None)
    keys = [v for a in KEY_ARGS if isinstance(v := call.args.get(a), str) and v]
    keys += [str(x) for k, v in call.args.items() if isinstance(v, list) and k.casefold() == "keys"
             for x in v if isinstance(x, (str, int))]
    verb = spec[0]
    if verb == "rename":
        if pair is None:
            return None
        keys = pair
    elif verb not in ("listing", "flush") and not keys:
        return None
    pattern = call.args.get("pattern", call.args.get("match"))
    value = _value(observation)
    return key_command(step, VIEW, call.scope, call.name, keys, reply_lines(value, observation), q,
                       listing_shows_all=pattern in (None, "*") and not call.args.get("cursor"))


_SET_NOW = re.compile(r"\b(\w+)\s*=\s*(?:now\(\)|current_timestamp\b|localtimestamp\b|sysdate\b|getdate\(\))",
                      re.IGNORECASE)
_INSERT_COLUMNS = re.compile(r"^\s*insert\s+into\s+\S+\s*\(([^)]*)\)", re.IGNORECASE)


def _write_stamps(call: Call, ents: list[Entity], refs: dict[int, Ref], writes: list[Write],
                  before: dict[Ref, str], q: Quote) -> list[tuple[float, Quote, str]]:
    """The server's clock as the one thing a create or an update wrote shows it: its creation (or posting)
    time, or its update time when that moved on from the one it was last read with (views/keyclasses.py
    stamp_kind: the service stamps them with the moment of the call). A time the call's own arguments give (a
    back-dated record, an import) is no reading; only times with their zone are."""
    if call.verb not in ("create", "update") or any(isinstance(a, str) and stamp_kind(a) == call.verb
                                                    for a in call.args) \
            or KEEPS_STAMPS_WORDS & set(words_of(call.name)):
        return []
    wrote = {w.selector.exact for w in writes if w.verb == call.verb and w.selector.exact is not None}
    mine = [e for e in ents if refs[id(e)] in wrote]
    if len(mine) != 1:
        return []
    ref, out = refs[id(mine[0])], []
    for attr, v in mine[0].attrs.items():
        if stamp_kind(attr) != call.verb or not isinstance(v, str) or before.get(ref) == v:
            continue
        parsed = parse_now(v)
        if parsed is not None and parsed[1] in ("abs", "UTC", "GMT", "Z") and (call.verb == "create" or ref in before):
            out.append((parsed[0], Quote(q.step, VIEW, f"{attr}: {v}"), "abs"))
    return sorted(out, key=lambda c: c[0])[-1:]  # the call's moment: its latest stamp


def _sql_clocks(text: str, value: Any, q: Quote) -> list[tuple[float, Quote, str]]:
    """Readings of the database's clock in a statement's result: a one-row ``SELECT now()``, the creation stamps
    of rows an INSERT made without giving them (not an upsert or a copy of other rows), the columns a statement
    set to ``now()``. Only readings with a zone are compared (one scale: seconds since the epoch)."""
    rows = value.get("rows") if isinstance(value, dict) else value
    if not isinstance(rows, list) or not all(isinstance(r, dict) for r in rows):
        return []
    fields: set[str] = set()
    if len(rows) == 1 and re.match(r"^\s*select\b", text, re.IGNORECASE):
        fields |= CLOCK_FIELDS
    cols = _INSERT_COLUMNS.match(text)
    created = cols is not None and not re.search(r"\bon\s+conflict\b|\bselect\b", text, re.IGNORECASE) and not any(
        stamp_kind(c.strip().strip('"`')) == "create" for c in cols.group(1).split(","))
    fields |= {m.group(1).casefold() for m in _SET_NOW.finditer(text)}
    out = []
    for r in rows:
        for k, v in r.items():
            if isinstance(k, str) and (k.casefold() in fields or created and stamp_kind(k) == "create") \
                    and isinstance(v, str):
                parsed = parse_now(v)
                if parsed is not None and parsed[1] in ("abs", "UTC", "GMT", "Z"):
                    out.append((parsed[0], Quote(q.step, VIEW, f"{k}: {v}"), "abs"))
    return out[-1:] if out else []  # the latest row's: rows of one statement share the statement's time


def _clocks(call: Call, value: Any, q: Quote) -> list[tuple[float, Quote, str]]:
    """The current time a result states: a field that holds it (``now``, ``current_time``), or the one
    date-time a call that reads the time returns. A time without its zone is compared only with times
    the same call read."""
    record = value[0] if isinstance(value, list) and len(value) == 1 else value
    rows = record.get("rows") if isinstance(record, dict) else None
    if isinstance(rows, list) and len(rows) == 1:
        record = rows[0]
    if not isinstance(record, dict):
        return []
    found = []
    for k, v in record.items():
        if not isinstance(k, str) or not isinstance(v, str):
            continue
        if k.casefold() in CLOCK_FIELDS or call.noun in CLOCK_NOUNS:
            parsed = parse_now(v)
            if parsed is not None:
                found.append((k, v, parsed))
    if len(found) != 1 and not any(k.casefold() in CLOCK_FIELDS for k, _v, _p in found):
        return []
    k, v, (seconds, zone) = next((x for x in found if x[0].casefold() in CLOCK_FIELDS), found[0])
    where = zone or call.name + repr(sorted(call.args.items()))
    scale = "abs" if zone in ("abs", "UTC", "GMT", "Z") else f"abs:{where}"
    return [(seconds, Quote(q.step, VIEW, f"{k}: {v}"), scale)]


BINDS = {"mcp": ToolSession}
