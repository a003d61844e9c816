"""Items MCP tools create and delete by name rather than by id: the knowledge-graph style
``create_entities(entities=[{"name": ...}])`` / ``delete_entities(entityNames=[...])``, and any delete/remove
tool given a name, title or key (one or a list): ``remove_bookmark(title="Runbook")``.

A named item deleted must not be listed again; one created must be in a later *complete* listing of its kind:
a read called with no arguments at all (``read_graph()``, ``list_bookmarks()``; a search or a page is a
filtered view, never judged) whose result holds a list of that kind (``{"entities": [...]}`` for an entity,
or the listing tool's own noun). A failed call changes nothing; a create of a deleted name brings it back.
"""

from __future__ import annotations

import re
from typing import Any

from playground.decoherence.effects.tools import PAGE_SIZES
from playground.decoherence.common import Fact, clip, warn, where
from playground.world.warning_records import WorldWarning

NAME_ARGS = ("name", "title", "key", "label")
# An argument that places the item inside something else (remove_label(issue_number=5, name="bug") takes a
# label off an issue; it does not delete the label): such calls are not followed.
CONTAINERS = {"id", "ids", "uuid", "number", "parent", "folder", "dir", "directory", "path", "project", "team",
              "channel", "repo", "repository", "owner", "board", "list", "group", "workspace", "space", "issue",
              "user", "member", "org", "organization", "database", "db", "collection", "table", "namespace",
              "bucket", "account", "calendar", "category", "tag", "page", "doc", "document", "thread", "chat",
              "from", "to", "source", "target", "node", "entity", "sheet", "file", "server", "site", "scope"}


def singular(w: str) -> str:
    """A plural noun of a tool or field name as its singular ('entities' -> 'entity')."""
    if w.endswith("ies") and len(w) > 4:
        return w[:-3] + "y"
    if w.endswith("ses") or w.endswith("xes"):
        return w[:-2]
    if w.endswith("s") and not w.endswith(("ss", "us", "is")) and len(w) > 3:
        return w[:-1]
    return w


def item_keys(d: dict[str, Any]) -> list[str]:
    """What names one item: its name, title or key; a relation by (from, type, to); observations of an entity
    (``{"entityName": e, "contents": [...]}``) each as ``e: text``."""
    for k in ("name", "title", "key"):
        if isinstance(d.get(k), str) and d[k].strip():
            return [d[k]]
    if isinstance(d.get("from"), str) and isinstance(d.get("to"), str):
        return [f"{d['from']} -{d.get('relationType', d.get('type', ''))}-> {d['to']}"]
    owner = d.get("entityName")
    texts = d.get("contents", d.get("observations"))
    if isinstance(owner, str) and isinstance(texts, list):
        return [f"{owner}: {t}" for t in texts if isinstance(t, str)]
    return []


def _scoped(args: dict[str, Any]) -> bool:
    for k, v in args.items():
        words = {w.lower() for w in re.split(r"[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])", k) if w}
        if isinstance(v, list) and all(isinstance(x, dict) for x in v):
            continue  # entities=[...]: the items themselves
        if words & CONTAINERS and k.lower() not in ("entitynames", "entity_names"):
            return True
    return False


def named_in_args(args: dict[str, Any], *, create: bool) -> list[str]:
    """The names a call's arguments give: ``name``/``title``/``key`` (one or a list), ``entityNames``-style
    lists, and the items of a list of objects (``entities=[{"name": ...}]``, relations, observations)."""
    out: list[str] = []
    for k, v in args.items():
        lk = k.lower()
        plural = lk.endswith("names") or lk.endswith("titles") or lk.endswith("keys") or lk.endswith("_names")
        if lk in NAME_ARGS or plural or (lk.endswith("name") and not create and lk not in ("username", "filename")):
            vals = v if isinstance(v, list) else [v]
            out += [x for x in vals if isinstance(x, str) and x.strip()]
        elif isinstance(v, list):
            out += [n for d in v if isinstance(d, dict) for n in item_keys(d)]
    return out


def listed_names(value: Any, own_noun: str) -> dict[str, set[str]]:
    """noun -> names in a listing: a list under a key names its items' kind (``entities`` -> entity); a bare
    top-level list is of the listing tool's own noun; the observations of listed entities are listed too."""
    out: dict[str, set[str]] = {}

    def add(noun: str, items: list[Any]) -> None:
        got = {n for d in items if isinstance(d, dict) for n in item_keys(d)}
        if not got and items:
            return  # items this reader cannot name: no listing of that kind
        out.setdefault(noun, set()).update(got)
        for d in items:
            obs = d.get("observations") if isinstance(d, dict) else None
            if isinstance(obs, list) and isinstance(d.get("name"), str):
                out.setdefault("observation", set()).update(f"{d['name']}: {t}" for t in obs if isinstance(t, str))

    if isinstance(value, list):
        add(own_noun, value)
    elif isinstance(value, dict):
        for k, v in value.items():
            if isinstance(v, list):
                add(singular(str(k).lower()), v)
    return out


class NamedItems:
    def __init__(self) -> None:
        self.deleted: dict[tuple[str, str], Fact] = {}  # (noun, name) -> the delete
        self.created: dict[tuple[str, str], Fact] = {}  # (noun, name) -> the create

    def _forget(self, noun: str) -> None:
        for key in [k for k in [*self.deleted, *self.created] if k[0] == noun]:
            self.deleted.pop(key, None)
            self.created.pop(key, None)

    def observe(self, step: int, tool: str, verb: str, noun: str, args: dict[str, Any], value: Any, err: bool,
                complete: bool) -> list[WorldWarning]:
        found: list[WorldWarning] = []
        fact = Fact(step, clip(f"{tool} {args}", 160))
        if err:
            return found
        if verb in ("create", "delete") and _scoped(args) or verb == "delete" and not named_in_args(args, create=False):
            self._forget(noun)  # by id, or inside something else: which named items it touched is not known
            return found
        if verb == "delete":
            for n in named_in_args(args, create=False):
                self.created.pop((noun, n), None)
                self.deleted[(noun, n)] = fact
                # an entity's relations and observations go with it (or may): forget them
                for key in [k for k in [*self.deleted, *self.created] if k[0] != noun and n in k[1]]:
                    self.deleted.pop(key, None)
                    self.created.pop(key, None)
        elif verb == "create":
            for n in named_in_args(args, create=True):
                self.deleted.pop((noun, n), None)
                self.created[(noun, n)] = fact
        elif verb not in ("read",):
            # an update may rename: forget what it names (all of its kind when it names nothing)
            touched = named_in_args(args, create=False)
            if not touched:
                self._forget(noun)
            for n in touched:
                for key in [k for k in [*self.deleted, *self.created] if k[1] == n]:
                    self.deleted.pop(key, None)
                    self.created.pop(key, None)
        elif complete and value is not None:
            for kind, names in listed_names(value, noun).items():
                for (n_kind, name), when in list(self.deleted.items()):
                    if n_kind == kind and name in names:
                        found.append(warn("mcp.id", "error", step,
                                          f"{kind} {name!r} was deleted at {where(when)}, but {tool} lists it again",
                                          text=name, earlier=when, id=name))
                        del self.deleted[(n_kind, name)]
                if len(names) in PAGE_SIZES:
                    continue  # a full page may be the first page of more
                for (n_kind, name), when in list(self.created.items()):
                    if n_kind == kind and name not in names:
                        found.append(warn("mcp.id", "error", step,
                                          f"{kind} {name!r} was created at {where(when)} and not deleted since, "
                                          f"but {tool} does not list it", text=clip(str(sorted(names)), 160),
                                          earlier=when, id=name))
                        del self.created[(n_kind, name)]
        return found
