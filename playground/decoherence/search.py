"""The older search ledger: the agent's key-value memory (``search.memory``: a stored key reads back
another value, or a deleted key still has one). Pages opened and found in are followed by the fact
engine's search binding (domains/search.py); the older page and find checks were deleted with their
kinds (maturity.REMOVED).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from playground.decoherence.common import Action, Fact, clip, warn, where
from playground.decoherence.views.results import json_value
from playground.world.warning_records import WorldWarning

_URL = re.compile(r"https?://[^\s<>()\"'\]\[`]+")
MEMORY_WORDS = {"memory", "memories", "remember", "memorize", "recall", "kv", "scratchpad", "notebook"}
MEM_WRITE = {"write", "store", "save", "set", "put", "add", "remember", "memorize", "update", "upsert"}
MEM_READ = {"read", "get", "recall", "retrieve", "load", "fetch", "lookup", "search", "query"}
MEM_DELETE = {"delete", "remove", "forget", "clear", "erase", "drop"}
MEM_LIST = {"list", "keys", "all", "dump"}


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
    memory: dict[str, Memory] = field(default_factory=dict)

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
