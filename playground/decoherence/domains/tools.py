"""Tool-call domains for the fact engine (MCP): one verb/noun/scope reading of a call, and structured
results read as entities.

A call's verb and noun come from its name (``delete_note`` deletes a note), its scope from its
container arguments (a repository, a project), the thing it names from its key argument (``id``,
``note_id``). Results in JSON, a Python literal or the MCP text envelope are read as entities
(objects with a key of their own) whose attributes become facts; a listing call with no filter and
no paging marker is a complete listing of its kind in its scope. What a call does that cannot be
placed (an unknown verb, a mutating call naming nothing) touches its kind in its scope, or
everything: no judgement instead of a guess.
"""

from __future__ import annotations

from typing import Any

from playground.decoherence.engine import Reading
from playground.decoherence.engine.model import EVERYTHING, FactClass, Fact, Listing, Quote, Ref, Selector, Write
from playground.decoherence.structured import (
    Call,
    Entity,
    attr_class,
    entities,
    has_more,
    listing_items,
    make_ref,
    structured_value,
    target_key,
)

VIEW = "structured"
_CLASSES: dict[str, FactClass] = {"identity": "identity", "state": "state", "soft": "soft"}  # "time": not judged


def _ref(kind: str, scope: str, key: str) -> Ref:
    # make_ref drops the scope of a key that names one thing everywhere (a UUID, a URL, MOB-1187)
    full = make_ref(scope, kind, key)
    return Ref(kind, full.split("\x1f", 1)[0], key.casefold())


class ToolSession:
    """What one tool call wrote and what its result showed."""

    def seed(self, state: str | None) -> None:
        return None

    def snapshot(self) -> None:
        return None

    def restore(self, saved: None) -> None:
        return None

    def step(self, step: int, action: Any, observation: str) -> tuple[list[Write], Reading]:
        if not isinstance(action, dict) or not isinstance(action.get("name"), str):
            return [Write(EVERYTHING, "touch", Quote(step, VIEW, str(action)[:200]))], Reading()
        raw = action.get("arguments")
        args: dict[str, Any] = raw if isinstance(raw, dict) else {}
        call = Call.of_tool(step, action["name"], args)
        q = Quote(step, VIEW, observation.strip()[:240])
        value = structured_value(observation)
        ents = list(entities(value, call.noun or "item")) if value is not None else []
        writes = self._writes(call, ents, q)
        reading = Reading()
        for e in ents:
            if e.deleted_marker:
                continue
            ref = _ref(e.kind, call.scope, e.value)
            reading.facts.append(Fact(ref, "exists", "present", "exists", q))
            for attr, v in e.attrs.items():
                cls = _CLASSES.get(attr_class(attr))
                if cls is not None and v is not None and not isinstance(v, (dict, list)):
                    reading.facts.append(Fact(ref, attr, str(v), cls, q))
        items = listing_items(value) if value is not None and call.verb == "read" else None
        if items is not None and call.noun:
            members = [e for e in ents if e.kind == call.noun]
            if len(members) == len(items):  # every item is one entity of the kind
                reading.listings.append(Listing(call.noun, call.scope, frozenset(e.value.casefold() for e in members),
                                                complete=call.complete and not has_more(value), quote=q))
        return writes, reading

    def _writes(self, call: Call, ents: list[Entity], q: Quote) -> list[Write]:
        if call.verb == "read":
            return []
        kind_in_scope = Selector(kind=call.noun, scope=call.scope) if call.noun else EVERYTHING
        target = target_key(call)
        if call.verb == "create":
            made = [e for e in ents if e.kind == call.noun and not e.deleted_marker]
            if len(made) == 1:
                return [Write(Selector.of(_ref(call.noun, call.scope, made[0].value)), "create", q)]
            return [Write(kind_in_scope, "touch", q)]
        if call.verb in ("delete", "update") and target is not None:
            ref = _ref(call.noun, call.scope, target)
            if ref.scope in ("", "{}") and call.scope in ("", "{}"):
                # named without its container: it may be listed in any; every one of its kind is touched
                return [Write(Selector(kind=call.noun), "touch", q)]
            if call.verb == "delete":
                return [Write(Selector.of(ref), "delete", q)]
            sets = tuple((k, str(v)) for k, v in call.args.items()
                         if isinstance(v, (str, int, float, bool)) and str(v) != target
                         and attr_class(k) in ("state", "soft"))
            return [Write(Selector.of(ref), "update", q, sets)]
        if call.verb == "other":
            return [Write(EVERYTHING, "touch", q)]
        return [Write(kind_in_scope, "touch", q)]


BINDS = {"mcp": ToolSession}
