"""Facts from structured results (JSON, a Python literal, the MCP text envelope), for any domain.

A result is flattened into **entities**: every object with an id-like field (``id``, ``uuid``, ``<x>_id``,
``key``, ``identifier``, ``sha``, ``number``, ``path``, ``url``; ``name``/``title``/``login``/``email`` as weaker keys)
in a **kind** (the list or field it sits under, or the call's noun), within a **scope** (the container a
call names: owner/repo, project, namespace ...). Its scalar attributes (nested plain objects flattened
to ``a.b``) are sorted by what they are:

- **identity** (``id``, ``uuid``, ``sha``/``hash``, ``created``/``created_at``, ``pid``, ``inode``): never
  changes for the same entity unless an action re-created it (``<detector>.identity``);
- **state** strings (a title, a body, an email): change only when an action since plausibly touched the
  entity (named its key in its arguments, or was a mutating call on its kind, or a mutating call the
  reader cannot place); values an action set read back as set (``<detector>.state``);
- **soft** state (statuses, flags, numbers): judged only against a value an action set;
- **time-driven** values (``updated_at``, ``last_seen``, other ``*_at``, uptime, cpu, prices,
  counters) are never judged.

Lists: an entity a delete call named is not listed again until re-created (``<detector>.deleted``); an
entity a create call made is in a later *complete* listing of its kind and scope (no filter, paging
or query argument, no "more" marker) unless something touched it (``<detector>.created``); the length
of a complete listing follows the creates and deletes made since the same listing (``<detector>.count``).

The caller says what each call was (:class:`Call`: its verb, noun, arguments, scope); whatever it
cannot place is a mutating ``other`` call, which touches everything: no judgement instead of a guess.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any, Iterator

from playground.decoherence.effects.tools import (
    HTTP_METHOD_WORDS,
    NOUN_LIKE_VERBS,
    REPORT_NOUNS,
    TRANSACTION_VERBS,
    VERBS,
)
from playground.decoherence.mcp_names import CONTAINERS
from playground.decoherence.mcp_names import singular as singular  # re-exported for the bindings
from playground.decoherence.mcp_results import envelope_text as envelope_text  # re-exported for the bindings
from playground.decoherence.mcp_results import read_result

MUTATING_VERBS = {verb: VERBS[verb] for verb in ("create", "delete", "update", "restore")}
# update verbs that make a thing anew (a restarted pod, a rotated key, a rebased commit get new identities)
RECREATES = {"restart", "redeploy", "recreate", "replace", "reset", "rollback", "reinstall", "rebuild", "rebase",
             "reboot", "amend", "regenerate", "rotate", "reissue", "refresh", "renew", "sync", "checkout", "push",
             "move", "rename", "transfer", "upgrade", "install", "migrate"}
READ_VERBS = VERBS["read"]

# keys, strongest first: (attribute, weak). ``<kind>_id``/``<kind>Id`` is read as ``id``; ``ts`` is how Slack names
# a message, ``gid`` how Asana names everything, ``sid`` how Twilio does, ``arn`` how AWS does; a readable id beside
# an internal one (YouTrack's ``idReadable``) is one more name of the record
KEY_ATTRS = (("id", False), ("uuid", False), ("guid", False), ("gid", False), ("uid", False), ("sid", False),
             ("arn", False), ("sha", False), ("id_readable", False), ("readable_id", False), ("display_id", False),
             ("number", False), ("key", False), ("identifier", False), ("slug", False), ("path", False),
             ("full_name", False), ("url", False), ("html_url", False), ("ts", False), ("name", True),
             ("title", True), ("login", True), ("email", True), ("username", True))
IDENTITY = {"id", "uuid", "guid", "gid", "uid", "sha", "hash", "digest", "pid", "inode", "ino", "node_id", "created",
            "created_at", "createdat", "creation_time", "creationtime", "creation_timestamp", "creationtimestamp",
            "date_created", "created_on", "createdon", "created_time", "birth_time", "birthtime", "ctime"}
SOFT = {"status", "state", "phase", "health", "column", "lane", "conclusion", "result", "mode", "stage", "step",
        "priority",
        "visibility", "locked", "draft", "merged", "mergeable", "read", "seen", "starred", "pinned", "archived",
        "assignee", "owner", "reviewer", "completed", "done", "value", "size", "labels", "body", "content",
        "snippet", "preview", "description", "text", "message", "summary", "note", "notes", "comment"}
TIME_DRIVEN = {"timestamp", "time", "date", "now", "uptime", "cpu", "memory", "mem", "load", "price", "cost",
               "balance", "age", "eta", "elapsed", "duration", "progress", "remaining", "etag", "version", "revision",
               "rank", "score", "views", "likes", "stars", "forks", "watchers", "online", "presence", "unread",
               "temperature", "humidity", "rate", "latency", "restarts", "ready", "available", "replicas",
               "stock", "quantity", "total", "count", "ttl", "expires_in", "sequence", "cursor", "next", "request_id",
               "trace_id", "last", "ago", "open_issues", "comments", "reactions", "followers", "members",
               "subscribers", "downloads", "hits", "visits", "position", "order", "index", "as_of", "asof"}
# Records whose every field moves on its own: a rollup of others' work, a live location, live figures
# (``progress.issues_done``, ``position.lat``, ``stats.open``)
MOVING_PARENTS = {"progress", "position", "stats", "statistics", "metrics", "usage", "telemetry",
                  "live", "counters"}
# Words that make any field name a live reading (``price_now_per_kwh``, ``live_viewers``, ``speed_kmh``): the
# value of the moment, which moves between two reads
LIVE_WORDS = {"now", "live", "speed", "velocity", "heading", "bearing"}
# ``<x>_id`` fields that point at another thing (who made it, what it belongs to, where it lives): never the
# object's own key, even when it is the only id the object shows (a Slack message's ``bot_id``)
POINTER_IDS = {"user", "bot", "app", "author", "creator", "owner", "sender", "parent", "parent_user", "team",
               "channel", "thread", "workspace", "org", "organization", "account", "tenant", "client", "customer",
               "assignee", "reporter", "reviewer", "project", "repo", "repository", "board", "list", "folder",
               "group", "space", "site", "domain", "installation", "session", "request", "trace", "correlation"}
SCOPE_ARGS = {"owner", "repo", "repository", "project", "project_id", "org", "organization", "workspace",
              "namespace", "database", "db", "schema", "table", "channel", "bucket", "cluster", "account", "team",
              "board", "calendar", "calendar_id", "folder", "folder_id", "list_id", "collection", "space", "site",
              "server", "region", "zone", "environment", "env", "context", "dataset", "index_name", "drive",
              "mailbox", "user", "user_id", "group", "group_id"}


def _scope_arg(arg: str, noun: str) -> bool:
    """Whether an argument names a container (``project_id``, ``teamId``: a container's id is one too, unless the
    container is of the call's own kind: ``get_channel_info(channel_id=...)`` names the channel itself)."""
    s = _snake(arg)
    return s in SCOPE_ARGS or (s.removesuffix("_id") in SCOPE_ARGS and s.removesuffix("_id") != noun)


# arguments that name the kind a call works on
NOUN_ARGS = {"resource_type", "object_type", "entity_type", "record_type", "resource_kind", "object_kind"}
MORE_KEYS = {"has_more", "hasmore", "next_cursor", "nextcursor", "next_page_token", "nextpagetoken", "next",
             "next_page", "more", "truncated", "is_truncated", "continue", "nextlink", "next_link"}
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")


def _snake(name: str) -> str:
    return _CAMEL.sub("_", name).lower()


def words_of(name: str) -> list[str]:
    return [w for w in re.split(r"[^a-z0-9]+", _snake(name)) if w]


def _verb_words(ws: list[str]) -> list[str]:
    """The words a verb is read from: an HTTP method after a wrapper's prefix (``API-post-search``) gives way to any
    other verb of the name; one that starts the name is its verb (``get_issue_label`` reads, ``delete_tag_rule``
    deletes: the words after it are nouns)."""
    if ws and ws[0] in HTTP_METHOD_WORDS:
        return ws
    others = [w for i, w in enumerate(ws) if w not in HTTP_METHOD_WORDS or i == len(ws) - 1]  # (wp_update_post)
    if any(_verb_class(w) is not None for w in others):
        return others
    return ws


def _verb_class(w: str) -> str | None:
    if w in READ_VERBS:
        return "read"
    return next((verb for verb, known in MUTATING_VERBS.items() if w in known), None)


def _verb_word(ws: list[str]) -> str | None:
    """The word of a name's words (as :func:`_verb_words` leaves them) that says what the call does: the first plain
    verb; a word that is a noun as often as a verb (NOUN_LIKE_VERBS: ``tag``, ``label``) gives way to a plain verb
    anywhere in the name (``tag_update`` updates a tag), and at the end of a name of more words is the noun
    (``purchase_label``)."""
    verbs = [w for w in ws if _verb_class(w) is not None]
    plain = [w for w in verbs if w not in NOUN_LIKE_VERBS]
    if plain:
        return plain[0]
    if verbs and not (len(ws) > 1 and verbs == [ws[-1]]):
        return verbs[0]
    return None


def verb_of(name: str) -> str:
    """``create``/``delete``/``update``/``restore``/``read`` from a tool's or command's words (:func:`_verb_word`),
    ``other`` when none is known (a mutating call of unknown effect); a report asked for by name reads."""
    ws = _verb_words(words_of(name))
    w = _verb_word(ws)
    if w is None:
        return "read" if _report_words(ws) else "other"
    return _verb_class(w) or "other"


def report_of(name: str) -> frozenset[str]:
    """The words of a name with no verb that name a report (``service_infos``, ``container_stats``), unless one is a
    transaction's verb (``record_usage``); empty for any other name."""
    ws = _verb_words(words_of(name))
    return _report_words(ws) if _verb_word(ws) is None else frozenset()


def _report_words(ws: list[str]) -> frozenset[str]:
    """:func:`report_of` of a verbless name's words as :func:`_verb_words` leaves them."""
    return frozenset() if any(x in TRANSACTION_VERBS for x in ws) else frozenset(ws) & REPORT_NOUNS


NOUN_FILLERS = {"by", "for", "to", "from", "of", "a", "an", "all", "my", "the", "info", "details", "detail", "data",
                "in", "on", "with", "new", "current"}


def noun_of(name: str) -> str:
    """The kind a tool works on: its last word once the verb and fillers are dropped (``add_issue_comment``:
    comment, ``delete_tag``: tag, ``get_repo_info``: repo)."""
    ws = _verb_words(words_of(name))
    verb = _verb_word(ws)
    if verb is not None:
        ws.remove(verb)
    ws = [singular(w) for w in ws if w not in NOUN_FILLERS and w not in READ_VERBS]
    return ws[-1] if ws else ""


def attr_class(name: str) -> str:
    """``identity``, ``state``, ``soft`` or ``time`` (never judged) for a flattened attribute name."""
    if name.startswith("metadata.") and name.count(".") == 1:
        name = name[len("metadata."):]  # a Kubernetes object's metadata is its own
    nested = "." in name
    last = _snake(name.rsplit(".", 1)[-1])
    if last in IDENTITY or last.endswith(("_uuid", "_sha")) or last.startswith(("created", "creation")):
        return "soft" if nested else "identity"  # a nested "commit.sha" is what the entity points at now
    if any(_snake(part) in MOVING_PARENTS for part in name.split(".")[:-1]) or LIVE_WORDS & set(words_of(last)):
        return "time"
    if (last in TIME_DRIVEN or last.startswith(("updated", "modified", "last", "accessed", "expires", "next",
                                                "refreshed", "synced", "seen_", "cpu", "mem"))
            # an aggregate of other records ("Total Hours", "Count of tasks", a rollup)
            or "_".join(words_of(last)).startswith(("total_", "sum_", "count_", "number_of_", "num_", "avg_",
                                                    "average_"))
            or last.endswith(("_at", "_time", "_ago", "_ms", "_seconds", "_secs", "_percent", "_pct", "_count",
                              "count", "_total", "total", "_bytes", "_size", "_usage", "_date", "_on"))):
        return "time"
    if last in SOFT or last.endswith(("_status", "_state", "_url", "_body", "_text")):
        return "soft"
    return "state"


def _ok_key(v: Any) -> bool:
    return (isinstance(v, str) and 0 < len(v.strip()) <= 200 and "\n" not in v) or (
        isinstance(v, int) and not isinstance(v, bool))


def keys_of(d: dict[str, Any], kind: str) -> list[tuple[str, str, bool]]:
    """Every (key attribute, value, weak) that names the object, strongest first; empty when it names no
    entity. ``<kind>_id``/``<kind>Id`` (or an object's only ``<x>_id``) counts as ``id``."""
    low = {_snake(k): k for k in d if isinstance(k, str)}
    out: list[tuple[str, str, bool]] = []
    for attr, weak in KEY_ATTRS:
        k = low.get(attr)
        if k is not None and _ok_key(d[k]):
            if attr == "key" and not any(x in low for x in ("value", "val")) and len(d) > 2 and not re.fullmatch(
                    r"[A-Za-z][\w.-]{0,39}", str(d[k])):
                continue  # a long "key" of a record with other fields may be an API key, not its name
            out.append((attr, str(d[k]), weak))
        elif attr == "id":
            own = [k for s, k in low.items() if s.endswith("_id") and _ok_key(d[k])
                   and (s[:-3] not in POINTER_IDS or singular(s[:-3]) == kind)]
            mine = [k for k in own if singular(_snake(k)[:-3]) == kind]
            pick = mine or (own if len(own) == 1 else [])
            if pick:
                out.append(("id", str(d[pick[0]]), False))
    meta = d.get("metadata")
    if not out and isinstance(meta, dict) and _ok_key(meta.get("name")):  # Kubernetes-style objects
        out.append(("name", str(meta["name"]), False))
    if not out:
        edge = edge_key(d)
        if edge is not None:
            out.append(("edge", edge, False))
    return out


# An object with no key of its own that joins two things by a named relation (a knowledge graph's
# ``{"from", "to", "relationType"}``, an RDF triple): named by the three together
EDGE_ENDS = (("from", "to"), ("source", "target"), ("subject", "object"), ("src", "dst"))
EDGE_TYPES = ("relationtype", "relation_type", "relation", "predicate", "type", "label", "kind")


def edge_parts(d: dict[str, Any]) -> tuple[str, str, str] | None:
    """(one end, relation, other end) of an edge object (:data:`EDGE_ENDS`, :data:`EDGE_TYPES`), else None."""
    if len(d) > 4:
        return None
    low = {_snake(k).replace("_", "") if isinstance(k, str) else k: v for k, v in d.items()}
    rel = next((low[t.replace("_", "")] for t in EDGE_TYPES if isinstance(low.get(t.replace("_", "")), str)), None)
    for a, b in EDGE_ENDS:
        ends = low.get(a), low.get(b)
        if isinstance(ends[0], str) and isinstance(ends[1], str) and ends[0].strip() and ends[1].strip() and rel:
            return ends[0], rel, ends[1]
    return None


def edge_key(d: dict[str, Any]) -> str | None:
    """``a -relation-> b`` for an edge object, else None."""
    parts = edge_parts(d)
    return None if parts is None else f"{parts[0]} -{parts[1]}-> {parts[2]}"


def flatten(d: dict[str, Any], prefix: str = "", depth: int = 0) -> dict[str, Any]:
    """Scalar attributes of an object, plain nested objects as ``a.b`` (objects with a key of their own and
    lists are other entities, not attributes)."""
    out: dict[str, Any] = {}
    for k, v in d.items():
        if not isinstance(k, str):
            continue
        if isinstance(v, (str, int, float, bool)) or v is None:
            out[prefix + k] = v
        elif isinstance(v, dict) and depth < 3 and (k == "metadata" or _value_object(v, singular(_snake(k)))):
            out.update(flatten(v, f"{prefix}{k}.", depth + 1))
        elif isinstance(v, list) and (members := _members(v, singular(_snake(k)))) is not None:
            out[f"{prefix}{k} ({members[0]})"] = members[1]
    return out


MEMBER_LISTS = ("ids", "names")  # how a list attribute's members are written: ``labels (ids)``, ``tags (names)``


def members_attr(attr: str) -> bool:
    """Whether ``attr`` is a list's members read as one value (see :func:`flatten`)."""
    return attr.endswith(tuple(f" ({how})" for how in MEMBER_LISTS))


def member_sets(args: dict[str, Any], shown: dict[str, Any]) -> tuple[tuple[str, str], ...]:
    """The members a call's list arguments give a thing's lists that its result shows (``labelIds=[a, b]`` sets
    ``labels (ids)``, ``tags=["bug"]`` sets ``tags (names)``): the whole list, in no order."""
    out = []
    for arg, v in args.items():
        if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
            continue
        words = words_of(arg)
        how = "ids" if words and words[-1] in ("id", "ids") else "names"
        base = [singular(w) for w in (words[:-1] if how == "ids" else words)]
        for attr in shown:
            if attr.endswith(f" ({how})") and [singular(w) for w in words_of(attr[: -len(how) - 3])] == base:
                out.append((attr, ", ".join(sorted({x.casefold() for x in v}))))
    return tuple(out)


def _members(items: list[Any], kind: str) -> tuple[str, str] | None:
    """A short list's members as one value, in no order: by their keys (``"labels": [{"id": ...}, ...]``) or, a
    list of names or plain words (``"tags": ["bug", "ui"]``), by themselves; None for any other list."""
    if len(items) > 20:
        return None
    if all(isinstance(x, str) and 0 < len(x) <= 60 for x in items):
        return "names", ", ".join(sorted({x.casefold() for x in items}))
    keys = [keys_of(x, kind) if isinstance(x, dict) else [] for x in items]
    if items and all(k and not k[0][2] for k in keys):
        return "ids", ", ".join(sorted({k[0][1].casefold() for k in keys}))
    return None


@dataclass(frozen=True)
class Entity:
    kind: str
    keys: tuple[tuple[str, str, bool], ...]  # (attribute, value, weak), strongest first
    attrs: dict[str, Any]
    deleted_marker: bool

    @property
    def value(self) -> str:
        return self.keys[0][1]


# key values that name one thing wherever they are shown (a UUID, a URL, a tracker key such as MOB-1187): the same
# entity whichever container a call named (get_issue(team=...) and search_issues(query=...) show one issue)
_GLOBAL_KEY = re.compile(r"^(?:(?i:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|https?://\S+)|"
                         r"[A-Z][A-Z0-9]{1,9}-\d{1,7}|(?i:[0-9a-f]{24,64}))$")


def make_ref(scope: str, kind: str, value: str) -> str:
    """An entity's name in the ledger: its scope, kind and key value (any text may be in each part); a key
    that names one thing everywhere drops the scope."""
    if _GLOBAL_KEY.match(value.strip()):
        scope = ""
    return f"{scope}\x1f{kind}\x1e{value.casefold()}"


def _value_object(d: dict[str, Any], kind: str) -> bool:
    """An object that is a value of its parent rather than an entity of its own: no key, or only a name
    (``"status": {"name": "In Review"}``, ``"author": {"name": "Mara", "date": ...}``)."""
    return all(weak for _a, _v, weak in keys_of(d, kind))


def entities(value: Any, kind: str, depth: int = 0, field_of: bool = False) -> Iterator[Entity]:
    """Every keyed object of ``value`` (``kind`` for the top level; a list's or field's key names its items).
    An object that is a field of another (``field_of``) and named only by a name is a value, not an entity."""
    if depth > 10:
        return
    if isinstance(value, dict):
        keys = keys_of(value, kind)
        if field_of and keys and all(w for _a, _v, w in keys):
            return
        if keys and not field_of:
            dead = value.get("deleted") is True or str(value.get("status", "")).lower() in ("deleted", "removed",
                                                                                          "trashed")
            yield Entity(kind, tuple(keys), flatten(value), dead)
        for k, v in value.items():
            if isinstance(v, (dict, list)) and not (k == "metadata" and keys):
                yield from entities(v, _field_kind(str(k), kind), depth + 1, field_of=isinstance(v, dict))
    elif isinstance(value, list):
        for v in value:
            yield from entities(v, kind, depth + 1)


def structured_value(text: str) -> Any:
    """The data of a result in JSON, a Python literal or the MCP text envelope, or None for anything else."""
    res = read_result(text)
    return res.value if res.how in ("json", "python") else None


@dataclass(frozen=True)
class Call:
    """What one action was, as the caller reads it."""

    step: int
    name: str  # the tool or command, for messages
    verb: str  # read / create / delete / update / restore / other
    noun: str  # the kind it works on ("" unknown)
    args: dict[str, Any] = field(default_factory=dict)
    scope: str = ""  # the container it works in
    complete: bool = False  # a read that lists a whole collection (no filter, paging, query)

    @staticmethod
    def of_tool(step: int, tool: str, args: dict[str, Any], verb: str | None = None) -> "Call":
        """A tool call (MCP style): verb and noun from the name, scope from the container arguments."""
        # a tool of many kinds names the one it works on in an argument (``kubectl_get(resourceType="pods")``,
        # ``list_objects(objectType="contacts")``)
        kinds = [k for k, v in args.items() if _snake(k) in NOUN_ARGS and isinstance(v, str)
                 and re.fullmatch(r"[A-Za-z][\w-]*", v)]
        noun = singular(words_of(str(args[kinds[0]]))[-1]) if len(kinds) == 1 else noun_of(tool)
        verb = verb or verb_of(tool)
        # an argument that names a thing of the call's own kind is the key of what a change works on, not its
        # container (``update_project(project_id=...)`` changes the project; ``list_folder(folder_id=...)`` reads
        # what is in the folder)
        own = f"{noun}_id" if verb != "read" else None
        container = {_snake(k): v for k, v in sorted(args.items())
                     if _snake(k) in SCOPE_ARGS and _snake(k) != own and isinstance(v, (str, int))}
        scope = json.dumps(container, ensure_ascii=False, sort_keys=True) if container else ""
        # (a container's id the scope does not name, ``teamId`` beside ``projectId``, narrows nothing either)
        filters = [k for k in args if not _scope_arg(k, noun) and k not in kinds]
        return Call(step, tool, verb, noun, args, scope, complete=verb == "read" and not filters)


_HTTP_VERBS = {"GET": "read", "HEAD": "read", "POST": "create", "PUT": "update", "PATCH": "update",
               "DELETE": "delete"}
_ID_SEGMENT = re.compile(r"^(?:\d+|[0-9a-f]{7,40}|[0-9a-f-]{36}|[A-Z]+-\d+|[\w.-]*\d[\w.-]*)$")


def http_call(step: int, name: str, method: str, url: str, body: dict[str, Any] | None = None) -> Call:
    """A REST call (``curl -X PATCH .../repos/acme/app/issues/7``, ``gh api``) as a :class:`Call`: the verb from
    the method, the kind from the last collection segment of the path, the scope from the path before it, the
    entity's id (a trailing id segment) as an argument, and a listing complete when it has no query string."""
    path, _, query = url.partition("?")
    path = re.sub(r"^[a-z]+://[^/]+", "", path).strip("/")
    parts = [p for p in path.split("/") if p]
    verb = _HTTP_VERBS.get(method.upper(), "other")
    # an action on one entity (``POST /tasks/4/restore``, ``/issues/7/close``): the action word says the verb
    acted = verb_of(parts[-1]) if len(parts) >= 3 and verb != "read" and _ID_SEGMENT.match(parts[-2]) \
        and not _ID_SEGMENT.match(parts[-1]) else "other"
    if acted not in ("other", "read"):
        verb = acted
        parts.pop()
    ident = parts.pop() if parts and _ID_SEGMENT.match(parts[-1]) and len(parts) > 1 else None
    noun = singular(parts[-1].lower()) if parts else ""
    scope = "/".join(parts[:-1])
    args: dict[str, Any] = dict(body or {})
    if ident is not None:
        args["id"] = ident
    return Call(step, name, verb, noun, args, scope, complete=verb == "read" and ident is None and not query)


# an argument that gives a thing its new name (``new_name``, ``new_user_name``, ``rename``): the call's own
# ``name`` then names the thing it renames
NEW_NAME = re.compile(r"^(?:new_(?:\w+_)?(?:name|title)|new(?:name|title)|rename(?:_to)?)$")


def new_name_arg(call: Call) -> tuple[str, str] | None:
    """The argument a call gives its thing's new name in (:data:`NEW_NAME`) and the field that name is shown in
    (``name`` or ``title``), else None."""
    arg = next((k for k, v in call.args.items() if NEW_NAME.match(_snake(k)) and isinstance(v, str) and v), None)
    return None if arg is None else (arg, "title" if _snake(arg).endswith("title") else "name")


def args_key(call: Call) -> tuple[str, bool] | None:
    """The entity key value a call names in its arguments (``id``, ``<noun>_id``, ``name`` ...); a name or
    title names the entity only for a delete, or a rename that gives the new one in another argument (an
    update may be setting it)."""
    low = {_snake(k): k for k in call.args}
    renaming = call.verb == "update" and new_name_arg(call) is not None
    for attr, weak in KEY_ATTRS:
        if weak and call.verb != "delete" and not renaming:
            continue
        for cand in (attr, f"{call.noun}_{attr}"):
            k = low.get(cand)
            if k is not None and _ok_key(call.args[k]):
                return str(call.args[k]), weak
    own = [k for s, k in low.items() if s.endswith("_id") and s not in SCOPE_ARGS and _ok_key(call.args[k])]
    # of several ids, the one named for the call's own kind (``update_story(story_public_id=..., workflow_state_id=
    # ...)``: the others are values it sets)
    mine = [k for k in own if _of_noun(call, k)]
    if len(own) == 1 or len(mine) == 1:
        return str(call.args[(own if len(own) == 1 else mine)[0]]), False
    return None


def _of_noun(call: Call, arg: str) -> bool:
    """Whether an argument is named for the call's own kind (``story_public_id`` of ``update_story``)."""
    return bool(call.noun) and words_of(arg)[:1] == [call.noun]


BARE_IDS = frozenset({"id", "uuid", "gid"})  # an argument that names the call's own thing whatever its kind


def target_key(call: Call) -> str | None:
    """The key value of the entity a call names as its own (``delete_note(id=5)``, ``remove_tag(name="x")``);
    None when it also names a container (``remove_label(issue_number=5, name="bug")`` takes a label off an issue, it
    does not delete the label) or names nothing."""
    key = args_key(call)
    if key is None or not call.noun:
        return None
    # an update that names its thing by an id of its own kind, or by a bare ``id``, sets the other ids it gives (a
    # state, an owner, labels)
    values = call.verb == "update" and any((_of_noun(call, k) or _snake(k) in BARE_IDS) and str(v) == key[0]
                                           for k, v in call.args.items())
    for k, v in call.args.items():
        s = _snake(k)
        if str(v) == key[0] or s in SCOPE_ARGS or s.removesuffix("_id") in SCOPE_ARGS:  # channel_id: a scope
            continue
        if (s.endswith(("_id", "_number", "_ids")) or s in CONTAINERS) and not values:
            return None
    return key[0]


WRAPPERS = {"items", "data", "results", "result", "records", "rows", "entries", "content", "value", "values",
            "nodes", "edges", "hits", "objects", "list", "response", "payload", "body", "resources", "docs",
            "documents", "matches", "node",
            # a reply that says what the call did to the record it holds (``{"created": {...}}``)
            "created", "updated", "deleted", "added", "removed", "saved", "inserted", "upserted", "modified"}


def _field_kind(key: str, kind: str) -> str:
    """What a field's items are: its own noun (``"issues": [...]`` holds issues), the surrounding kind for
    generic wrappers (``items``, ``data``, ``results``)."""
    k = _snake(key)
    return kind if k in WRAPPERS or not k else singular(k.split("_")[-1])


STATUS = "(status)"  # the status a call's confirmation stated, whichever field shows it
_STAMP = re.compile(r"^\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d")


def _scalars(v: Any, depth: int = 0) -> Iterator[Any]:
    if depth > 4:
        return
    if isinstance(v, dict):
        for x in v.values():
            yield from _scalars(x, depth + 1)
    elif isinstance(v, list):
        for x in v:
            yield from _scalars(x, depth + 1)
    elif isinstance(v, (str, int)) and not isinstance(v, bool):
        yield v


def _norm(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    return " ".join(str(v).casefold().split())


def has_more(value: Any, depth: int = 0) -> bool:
    if isinstance(value, dict) and depth < 3:
        for k, v in value.items():
            if _snake(str(k)) in MORE_KEYS and v not in (None, False, "", 0, []):
                return True
            if isinstance(v, dict) and has_more(v, depth + 1):
                return True
    return False


def listing_items(value: Any) -> list[Any] | None:
    """The one list a listing result holds (the result itself, or its only list field)."""
    if isinstance(value, list):
        return value
    if isinstance(value, dict):
        lists = [v for v in value.values() if isinstance(v, list)]
        if len(lists) == 1:
            return lists[0]
    return None
