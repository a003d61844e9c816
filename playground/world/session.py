"""What a session holds: a header and its steps, as plain data with strict JSON (de)serialization.

The on-disk form is JSON Lines (see store.py): one header line, then one line
per step. ``from_dict`` readers check every field's type and range, nested
objects included (``timings``, ``params``, ``signals``, ``warnings``,
``parse_notes``, ``bench``), and raise :class:`InvalidRecord` naming the field
(``timings.prompt_tokens``), so the loader can skip a bad step line and say why.
A bad metadata object is left out of the step instead (with a note), so one odd
timing never costs the observation. Nothing from a file is ever executed: it is
JSON, read into these classes field by field.
"""

from __future__ import annotations

import os
import uuid
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable

from playground.base.fields import (
    Check,
    FieldError,
    check_object,
    field_name,
    int_in,
    is_bool,
    is_dict,
    is_int,
    is_list,
    is_number,
    is_str,
    number_in,
    optional,
    require,
)
from playground.llama.events import StepTimings
from playground.world.domains import DOMAINS, Domain, ToolSchemas, get_domain, tool_schemas
from playground.world.errors import UnknownDomainError
from playground.world.parsing import SEVERITIES, ParseNote
from playground.world.warning_records import WorldWarning

SCHEMA = "agentworld-play.session"
SCHEMA_VERSION = 1


# A header or step record whose fields are missing or of the wrong type (the message names the field).
InvalidRecord = FieldError


def now_iso() -> str:
    return datetime.now(timezone.utc).astimezone().isoformat(timespec="seconds")


def new_id() -> str:
    return uuid.uuid4().hex[:12]


# ------------------------------------------------------------- field readers

_SEED = int_in(0, 2**64)
_COUNT = int_in(0)
_SECONDS = number_in(0.0)

#: StepTimings.to_dict(): every key optional (older files lack some), each of its type when present.
TIMINGS_SCHEMA: dict[str, tuple[Check, str]] = {
    **{k: (_COUNT, "an integer >= 0") for k in (
        "prompt_tokens", "prompt_tokens_evaluated", "prompt_tokens_reused", "generated_tokens",
        "reasoning_tokens", "output_tokens", "context_used", "n_ctx")},
    **{k: (_SECONDS, "a finite number >= 0") for k in (
        "prompt_eval_s", "restore_s", "checkpoint_s", "time_to_first_token_s", "generation_s",
        "prompt_tok_s", "generation_tok_s")},
}

#: GenerationParams.to_dict(): ranges as GenerationParams.validate() checks them.
PARAMS_SCHEMA: dict[str, tuple[Check, str]] = {
    "temperature": (number_in(0.0), "a finite number >= 0"),
    "top_p": (number_in(0.0, 1.0, lo_open=True), "a number in (0, 1]"),
    "top_k": (_COUNT, "an integer >= 0"),
    "min_p": (number_in(0.0, 1.0, hi_open=True), "a number in [0, 1)"),
    "repeat_penalty": (number_in(0.0, lo_open=True), "a finite number > 0"),
    "repeat_last_n": (_COUNT, "an integer >= 0"),
    "seed": (int_in(0, 2**32), "an integer in [0, 2^32)"),
    "max_tokens": (int_in(1), "an integer >= 1"),
    "reasoning_budget": (_COUNT, "an integer >= 0"),
    "logprobs": (lambda v: v in (True, False, "output") and not is_int(v), "true, false or \"output\""),
    "ignore_eos": (is_bool, "true or false"),
    "logit_bias": (lambda v: is_dict(v) and all(_token_id(k) and is_number(b) for k, b in v.items()),
                   "an object of token id -> finite number"),
}


def _token_id(key: str) -> bool:
    return key.isascii() and key.isdigit() and len(key) <= 10


def _check_params(v: Any, where: str) -> dict[str, Any]:
    return check_object(v, PARAMS_SCHEMA, where=where, nullable=frozenset({"seed", "reasoning_budget"}))


def _check_timings(v: Any, where: str) -> dict[str, Any]:
    return check_object(v, TIMINGS_SCHEMA, where=where)


def _check_signals(v: Any, where: str) -> dict[str, Any]:
    """Signals are open-ended (detectors add kinds); each kind is an object (e.g. 'surprise')."""
    if not isinstance(v, dict):
        raise FieldError(f"field '{where}' must be an object")
    for k, inner in v.items():
        if not isinstance(inner, dict):
            raise FieldError(f"field '{field_name(where, k)}' must be an object")
    surprise = v.get("surprise")
    if surprise is not None:
        check_object(surprise, {"tokens": (_COUNT, "an integer >= 0"),
                                "mean_nll": (is_number, "a finite number"),
                                "span_nll": (is_number, "a finite number"),
                                "window": (_COUNT, "an integer >= 0")}, where=field_name(where, "surprise"),
                     nullable=frozenset({"tokens", "mean_nll", "span_nll", "window"}))
    return v


def _check_parse_notes(v: Any, where: str) -> list[ParseNote]:
    if not isinstance(v, list):
        raise FieldError(f"field '{where}' must be a list")
    out = []
    for i, n in enumerate(v):
        at = field_name(where, i)
        if not isinstance(n, dict):
            raise FieldError(f"field '{at}' must be an object")
        require(n, "code", is_str, "a string", where=at)
        require(n, "message", is_str, "a string", where=at)
        optional(n, "severity", lambda s: s in SEVERITIES, "one of " + ", ".join(SEVERITIES), where=at)
        out.append(ParseNote.from_dict(n))
    return out


def _check_warnings(v: Any, where: str) -> list[WorldWarning]:
    if not isinstance(v, list):
        raise FieldError(f"field '{where}' must be a list")
    out = []
    for i, w in enumerate(v):
        try:
            out.append(WorldWarning.from_dict(w))
        except ValueError as e:
            raise FieldError(f"field '{field_name(where, i)}': {e}") from None
    return out


def _check_bench(v: Any, where: str) -> dict[str, Any]:
    if not isinstance(v, dict):
        raise FieldError(f"field '{where}' must be an object")
    optional(v, "source", is_str, "a string", where=where)
    rows = require(v, "rows", is_list, "a list", where=where)
    for i, entry in enumerate(rows):
        at = field_name(field_name(where, "rows"), i)
        require(entry, "step", int_in(1), "an integer >= 1", where=at)
        require(entry, "row", is_dict, "an object", where=at)
    return v


def _is_genesis(v: Any) -> bool:
    """A header's ``genesis``: exactly {"sentence": str, "state": str}."""
    return is_dict(v) and set(v) == {"sentence", "state"} and all(is_str(v[k]) for k in ("sentence", "state"))


def _aux(data: dict[str, Any], key: str, check: Callable[[Any, str], Any], default: Any,
         dropped: list[str] | None) -> Any:
    """An optional metadata field (timings, params, signals, warnings, parse notes). When it is bad
    and ``dropped`` is given, the field is left out (and the reason added to ``dropped``) so the
    rest of the record, the observation above all, still loads; otherwise FieldError."""
    v = data.get(key)
    if v is None:
        return default
    try:
        return check(v, key)
    except FieldError as e:
        if dropped is None:
            raise
        dropped.append(f"{e}; '{key}' left out")
        return default


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
    def from_dict(cls, data: Any, where: str = "model") -> "ModelIdentity":
        if not isinstance(data, dict):
            raise InvalidRecord(f"field '{where}' must be an object")
        return cls(file=require(data, "file", is_str, "a string", where=where),
                   identity=require(data, "identity", is_str, "a string", where=where),
                   quant=optional(data, "quant", is_str, "a string", "", where=where))

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
    def from_dict(cls, data: Any, where: str = "parent") -> "ParentRef":
        if not isinstance(data, dict):
            raise InvalidRecord(f"field '{where}' must be an object")
        return cls(file=require(data, "file", is_str, "a string", where=where),
                   id=optional(data, "id", is_str, "a string", "", where=where),
                   step=require(data, "step", int_in(0), "an integer >= 0", where=where))


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
    prompt: dict[str, str] | None = None  # which system prompt: {"name", "sha256"} (official_prompts)
    # the task instruction (android, os) or simulation instruction (search) shown in turn 1 (turns.py)
    task: str | None = None
    # world genesis (genesis.py): {"sentence": what the user described, "state": what the model wrote};
    # ``initial_state`` is the state the session starts from (the user may have edited it)
    genesis: dict[str, str] | None = None
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
        if self.prompt is not None:
            d["prompt"] = self.prompt
        if self.task is not None:
            d["task"] = self.task
        if self.genesis is not None:
            d["genesis"] = self.genesis
        return d

    @classmethod
    def from_dict(cls, data: dict[str, Any], dropped: list[str] | None = None) -> "SessionHeader":
        """Read a header; version checks happen in the store (they need a different error).

        A bad ``params`` object is left out (reason appended to ``dropped``) when ``dropped`` is
        given; any other bad field raises InvalidRecord naming it.
        """
        model = ModelIdentity.from_dict(data["model"]) if data.get("model") is not None else None
        parent = ParentRef.from_dict(data["parent"]) if data.get("parent") is not None else None
        bench = data.get("bench")
        if bench is not None:
            _check_bench(bench, "bench")
        return cls(
            domain=require(data, "domain", lambda v: is_str(v) and v != "", "a non-empty string"),
            system_prompt=require(data, "system_prompt", is_str, "a string"),
            id=optional(data, "id", is_str, "a string", ""),
            title=optional(data, "title", is_str, "a string", ""),
            initial_state=optional(data, "initial_state", is_str, "a string"),
            model=model,
            params=_aux(data, "params", _check_params, None, dropped),
            seed=optional(data, "seed", _SEED, "an integer in [0, 2^64)"),
            created=require(data, "created", is_str, "a string"),
            example=optional(data, "example", is_bool, "true or false", False),
            parent=parent,
            teacher_forcing=optional(data, "teacher_forcing", is_bool, "true or false", False),
            bench=bench,
            prompt=optional(data, "prompt", lambda v: is_dict(v) and all(is_str(v.get(k)) for k in ("name", "sha256")),
                            "an object with 'name' and 'sha256' strings"),
            task=optional(data, "task", is_str, "a string"),
            genesis=optional(data, "genesis", _is_genesis, "an object with 'sentence' and 'state' strings"),
            version=require(data, "version", int_in(1), "an integer >= 1") if "version" in data else SCHEMA_VERSION,
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
    def from_dict(cls, data: dict[str, Any], dropped: list[str] | None = None) -> "Step":
        """Read a step. The metadata fields (timings, params, signals, warnings, parse_notes) are left
        out when bad and ``dropped`` is given (each reason appended to it), so the step itself still
        loads; a bad core field (index, action, message, texts, seed, model ...) raises InvalidRecord."""
        model = ModelIdentity.from_dict(data["model"]) if data.get("model") is not None else None
        return cls(
            index=require(data, "index", int_in(1), "an integer >= 1"),
            action=require(data, "action", is_str, "a string"),
            message=require(data, "message", is_str, "a string"),
            raw=optional(data, "raw", is_str, "a string"),
            reasoning=optional(data, "reasoning", is_str, "a string", ""),
            observation=optional(data, "observation", is_str, "a string"),
            parse_notes=_aux(data, "parse_notes", _check_parse_notes, [], dropped),
            timings=_aux(data, "timings", _check_timings, None, dropped),
            warnings=_aux(data, "warnings", _check_warnings, [], dropped),
            finish_reason=optional(data, "finish_reason", is_str, "a string"),
            seed=optional(data, "seed", _SEED, "an integer in [0, 2^64)"),
            params=_aux(data, "params", _check_params, None, dropped),
            model=model,
            state=optional(data, "state", is_str, "a string"),
            parent_step=optional(data, "parent_step", int_in(1), "an integer >= 1"),
            ground_truth=optional(data, "ground_truth", is_str, "a string"),
            created=optional(data, "created", is_str, "a string", ""),
            signals=_aux(data, "signals", _check_signals, None, dropped),
        )


@dataclass(frozen=True)
class LoadNote:
    """A line the loader skipped or found odd, with the reason; show it to the user."""

    line: int
    # corrupt, truncated, not_utf8, too_long, invalid_step, renumbered, index_gap, unknown_domain,
    # repaired (lone surrogates, NaN/Infinity replaced), dropped_field (bad metadata left out, step kept)
    kind: str
    message: str

    def to_warning(self) -> WorldWarning:
        return WorldWarning("session", "warning", 0, f"line {self.line}: {self.message}" if self.line else self.message,
                            {"line": self.line, "kind": self.kind})

    def to_dict(self) -> dict[str, Any]:
        return {"line": self.line, "kind": self.kind, "message": self.message}


@dataclass
class Session:
    """A loaded (or new) session. ``path`` is None only for sessions not on disk.

    ``on_disk`` is False for a new session whose file is not written yet (``store.new_session(...,
    defer=True)``): its header (and, for a fork, its copied steps) wait in memory, and the first
    saved step writes the whole file at once, so a first step that fails leaves no file behind.
    ``step_lines``: the line each step was read from (loaded sessions only).
    """

    path: Path | None
    header: SessionHeader
    steps: list[Step] = field(default_factory=list)
    notes: list[LoadNote] = field(default_factory=list)
    on_disk: bool = field(default=True, compare=False)
    step_lines: dict[int, int] = field(default_factory=dict, compare=False, repr=False)

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
    def tools(self) -> ToolSchemas | None:
        """The tools the session declares (name -> input schema): a tool domain's (MCP, search, SWE)
        initial state when it is a tool list; None otherwise (the domain's built-in schemas apply)."""
        return tool_schemas(self.header.initial_state) if self.domain.tools_in_system else None

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
