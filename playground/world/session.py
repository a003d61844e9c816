"""What a session holds: a header and its steps, as plain data with strict JSON (de)serialization.

The on-disk form is JSON Lines (see store.py): one header line, then one line
per step. ``from_dict`` readers check every field's type and raise
:class:`InvalidRecord` with a reason, so the loader can skip a bad step line and
say why. Nothing from a file is ever executed: it is JSON, read into these
classes field by field.
"""

from __future__ import annotations

import os
import uuid
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable

from playground.events import StepTimings
from playground.world.domains import DOMAINS, Domain, get_domain, tool_names
from playground.world.errors import UnknownDomainError
from playground.world.parsing import ParseNote
from playground.world.warnings import WorldWarning

SCHEMA = "agentworld-play.session"
SCHEMA_VERSION = 1


class InvalidRecord(ValueError):
    """A header or step record whose fields are missing or of the wrong type (message: why)."""


def now_iso() -> str:
    return datetime.now(timezone.utc).astimezone().isoformat(timespec="seconds")


def new_id() -> str:
    return uuid.uuid4().hex[:12]


# ------------------------------------------------------------- field readers

def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _req(data: dict[str, Any], key: str, check: Callable[[Any], bool], what: str) -> Any:
    if key not in data:
        raise InvalidRecord(f"missing field '{key}'")
    v = data[key]
    if not check(v):
        raise InvalidRecord(f"field '{key}' must be {what}")
    return v


def _opt(data: dict[str, Any], key: str, check: Callable[[Any], bool], what: str, default: Any = None) -> Any:
    v = data.get(key, default)
    if v is None:
        return default
    if not check(v):
        raise InvalidRecord(f"field '{key}' must be {what}")
    return v


def _str(v: Any) -> bool:
    return isinstance(v, str)


def _dict(v: Any) -> bool:
    return isinstance(v, dict)


def _list(v: Any) -> bool:
    return isinstance(v, list)


# ------------------------------------------------------------------- records

@dataclass(frozen=True)
class ModelIdentity:
    """Which model produced something: file name, sha256 of its GGUF header, quant type."""

    file: str
    identity: str
    quant: str

    @classmethod
    def from_info(cls, info: Any) -> "ModelIdentity":
        """From a ModelFileInfo (engine.info)."""
        return cls(file=Path(info.path).name, identity=str(info.identity), quant=str(info.quant_type))

    def to_dict(self) -> dict[str, str]:
        return {"file": self.file, "identity": self.identity, "quant": self.quant}

    @classmethod
    def from_dict(cls, data: Any) -> "ModelIdentity":
        if not isinstance(data, dict):
            raise InvalidRecord("'model' must be an object")
        return cls(file=_req(data, "file", _str, "a string"), identity=_req(data, "identity", _str, "a string"),
                   quant=_opt(data, "quant", _str, "a string", ""))

    @property
    def label(self) -> str:
        return f"{self.file} ({self.quant})" if self.quant else self.file


@dataclass(frozen=True)
class ParentRef:
    """Where a fork came from: the parent's file and id, and the last step it shares."""

    file: str
    id: str
    step: int

    def to_dict(self) -> dict[str, Any]:
        return {"file": self.file, "id": self.id, "step": self.step}

    @classmethod
    def from_dict(cls, data: Any) -> "ParentRef":
        if not isinstance(data, dict):
            raise InvalidRecord("'parent' must be an object")
        return cls(file=_req(data, "file", _str, "a string"), id=_opt(data, "id", _str, "a string", ""),
                   step=_req(data, "step", lambda v: _is_int(v) and v >= 0, "an integer >= 0"))


@dataclass(frozen=True)
class SessionHeader:
    domain: str
    system_prompt: str
    id: str = field(default_factory=new_id)
    title: str = ""
    initial_state: str | None = None
    model: ModelIdentity | None = None
    params: dict[str, Any] | None = None  # GenerationParams.to_dict() the session started with
    seed: int | None = None
    created: str = field(default_factory=now_iso)
    example: bool = False  # shipped example, written by hand
    parent: ParentRef | None = None
    teacher_forcing: bool = False  # history uses ground-truth observations (benchmark sessions)
    bench: dict[str, Any] | None = None  # {"source": file name, "rows": [original rows]}
    version: int = SCHEMA_VERSION

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "type": "header", "schema": SCHEMA, "version": self.version, "id": self.id,
            "domain": self.domain, "title": self.title, "system_prompt": self.system_prompt,
            "initial_state": self.initial_state,
            "model": self.model.to_dict() if self.model else None,
            "params": self.params, "seed": self.seed, "created": self.created, "example": self.example,
            "parent": self.parent.to_dict() if self.parent else None,
            "teacher_forcing": self.teacher_forcing,
        }
        if self.bench is not None:
            d["bench"] = self.bench
        return d

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "SessionHeader":
        """Read a header; version checks happen in the store (they need a different error)."""
        if "model" in data and data["model"] is not None:
            model = ModelIdentity.from_dict(data["model"])
        else:
            model = None
        parent = ParentRef.from_dict(data["parent"]) if data.get("parent") is not None else None
        bench = _opt(data, "bench", _dict, "an object")
        if bench is not None and not isinstance(bench.get("rows"), list):
            raise InvalidRecord("field 'bench' must hold a 'rows' list")
        return cls(
            domain=_req(data, "domain", lambda v: _str(v) and v != "", "a non-empty string"),
            system_prompt=_req(data, "system_prompt", _str, "a string"),
            id=_opt(data, "id", _str, "a string", "") or "",
            title=_opt(data, "title", _str, "a string", ""),
            initial_state=_opt(data, "initial_state", _str, "a string"),
            model=model,
            params=_opt(data, "params", _dict, "an object"),
            seed=_opt(data, "seed", _is_int, "an integer"),
            created=_req(data, "created", _str, "a string"),
            example=_opt(data, "example", lambda v: isinstance(v, bool), "true or false", False),
            parent=parent,
            teacher_forcing=_opt(data, "teacher_forcing", lambda v: isinstance(v, bool), "true or false", False),
            bench=bench,
            version=data.get("version", SCHEMA_VERSION),
        )


@dataclass
class Step:
    """One action and what the world model predicted for it."""

    index: int  # 1-based position in the session
    action: str  # as the user wrote it (normalized JSON for JSON domains)
    message: str  # the user turn put to the model: state (if any) + action
    raw: str | None = None  # the generation as produced, think tags included; None: not predicted
    reasoning: str = ""
    observation: str | None = None
    parse_notes: list[ParseNote] = field(default_factory=list)
    timings: dict[str, Any] | None = None  # StepTimings.to_dict()
    warnings: list[WorldWarning] = field(default_factory=list)
    finish_reason: str | None = None
    seed: int | None = None
    params: dict[str, Any] | None = None
    model: ModelIdentity | None = None
    state: str | None = None  # state text given with this action, if any
    parent_step: int | None = None  # in a fork: the index of the parent's step this one copies
    ground_truth: str | None = None  # the real environment's observation (imported benchmark rows)
    created: str = field(default_factory=now_iso)
    # model signals about the step (e.g. {"surprise": {...}} from token log-probabilities); optional,
    # written only when present, so older files and readers are unaffected
    signals: dict[str, Any] | None = None

    @property
    def predicted(self) -> bool:
        return self.raw is not None

    @property
    def step_timings(self) -> StepTimings | None:
        return StepTimings.from_dict(self.timings) if self.timings else None

    def to_dict(self) -> dict[str, Any]:
        d = {
            "type": "step", "index": self.index, "action": self.action, "message": self.message,
            "state": self.state, "raw": self.raw, "reasoning": self.reasoning, "observation": self.observation,
            "parse_notes": [n.to_dict() for n in self.parse_notes], "timings": self.timings,
            "warnings": [w.to_dict() for w in self.warnings], "finish_reason": self.finish_reason,
            "seed": self.seed, "params": self.params, "model": self.model.to_dict() if self.model else None,
            "parent_step": self.parent_step, "ground_truth": self.ground_truth, "created": self.created,
        }
        if self.signals is not None:
            d["signals"] = self.signals
        return d

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Step":
        notes_raw = _opt(data, "parse_notes", _list, "a list", [])
        warns_raw = _opt(data, "warnings", _list, "a list", [])
        try:
            notes = [ParseNote.from_dict(n) for n in notes_raw if isinstance(n, dict)]
            if len(notes) != len(notes_raw):
                raise InvalidRecord("field 'parse_notes' must hold objects")
            warnings = [WorldWarning.from_dict(w) for w in warns_raw]
        except ValueError as e:
            raise InvalidRecord(str(e)) from None
        model = ModelIdentity.from_dict(data["model"]) if data.get("model") is not None else None
        return cls(
            index=_req(data, "index", lambda v: _is_int(v) and v >= 1, "an integer >= 1"),
            action=_req(data, "action", _str, "a string"),
            message=_req(data, "message", _str, "a string"),
            raw=_opt(data, "raw", _str, "a string"),
            reasoning=_opt(data, "reasoning", _str, "a string", ""),
            observation=_opt(data, "observation", _str, "a string"),
            parse_notes=notes,
            timings=_opt(data, "timings", _dict, "an object"),
            warnings=warnings,
            finish_reason=_opt(data, "finish_reason", _str, "a string"),
            seed=_opt(data, "seed", _is_int, "an integer"),
            params=_opt(data, "params", _dict, "an object"),
            model=model,
            state=_opt(data, "state", _str, "a string"),
            parent_step=_opt(data, "parent_step", lambda v: _is_int(v) and v >= 1, "an integer >= 1"),
            ground_truth=_opt(data, "ground_truth", _str, "a string"),
            created=_opt(data, "created", _str, "a string", ""),
            signals=_opt(data, "signals", _dict, "an object"),
        )


@dataclass(frozen=True)
class LoadNote:
    """A line the loader skipped or found odd, with the reason; show it to the user."""

    line: int
    kind: str  # corrupt, truncated, not_utf8, too_long, invalid_step, renumbered, index_gap, unknown_domain
    message: str

    def to_warning(self) -> WorldWarning:
        return WorldWarning("session", "warning", 0, f"line {self.line}: {self.message}" if self.line else self.message,
                            {"line": self.line, "kind": self.kind})

    def to_dict(self) -> dict[str, Any]:
        return {"line": self.line, "kind": self.kind, "message": self.message}


@dataclass
class Session:
    """A loaded (or new) session. ``path`` is None only for sessions not on disk."""

    path: Path | None
    header: SessionHeader
    steps: list[Step] = field(default_factory=list)
    notes: list[LoadNote] = field(default_factory=list)

    @property
    def domain(self) -> Domain:
        """The domain spec; custom when the file names a domain this app does not know."""
        try:
            return get_domain(self.header.domain)
        except UnknownDomainError:
            return DOMAINS["custom"]

    @property
    def next_index(self) -> int:
        return self.steps[-1].index + 1 if self.steps else 1

    @property
    def is_bench(self) -> bool:
        return self.header.bench is not None

    @property
    def name(self) -> str:
        return self.path.name if self.path else "(unsaved)"

    @property
    def tools(self) -> list[str] | None:
        """MCP tool names offered by the session (from its initial state), if it lists any."""
        return tool_names(self.header.initial_state) if self.domain.id == "mcp" else None

    def step(self, index: int) -> Step:
        for s in self.steps:
            if s.index == index:
                return s
        from playground.world.errors import SessionStepError

        last = self.steps[-1].index if self.steps else 0
        raise SessionStepError(f"{self.name} has no step {index} (it has steps 1..{last})" if last
                               else f"{self.name} has no steps yet")

    def upto(self, index: int) -> list[Step]:
        return [s for s in self.steps if s.index <= index]

    def with_header(self, **changes: Any) -> SessionHeader:
        return replace(self.header, **changes)


def display_path(path: Path | None) -> str:
    """A short path for messages: relative to the home directory when under it."""
    if path is None:
        return "(unsaved)"
    try:
        return "~" + os.sep + str(Path(path).resolve().relative_to(Path.home()))
    except (ValueError, RuntimeError):
        return str(path)
