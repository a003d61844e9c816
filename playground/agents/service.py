"""Sessions and steps for programs: what the MCP and HTTP servers share.

One engine (in the model process) runs one step at a time. :class:`EngineSlot` admits at most
``queue`` requests to wait behind the running one; more get :class:`ServiceBusy` at once (HTTP
429) instead of piling up. The model loads in the background so a server answers its clients
(MCP ``initialize``, HTTP health) while a large file is still loading. If the model process dies
(a native crash), the request gets :class:`ServiceUnavailable` (503) and the next one starts a
fresh process: the server itself never goes down with it.

Sessions are files in one directory (by default ``served/`` inside the user's sessions
directory); a session id is its file name without ``.jsonl``, checked before it becomes a path.
"""

from __future__ import annotations

import json
import re
import threading
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any, Callable, Iterator

from playground.agents.errors import PlanError, ServiceBusy, ServiceUnavailable
from playground.agents.plan import plan_from_value
from playground.agents.rules import RuleSet, parse_rules_text, rules_from_mapping
from playground.agents.simulators import DeltaSink, ProcessSimulator, record_step
from playground.agents.verify import VerifyReport, verify_plan
from playground.errors import InvalidParameterError, PlaygroundError
from playground.llama.sampling import GenerationParams
from playground.runtime.modelprocess import EngineProcessError
from playground.world.domains import get_domain, tool_schemas
from playground.world.errors import SessionNotFoundError, SessionPathError
from playground.world.paths import SESSION_SUFFIX
from playground.world.session import Session, Step
from playground.world.simulate import prepare_action
from playground.world.store import create_session, fork_session, list_sessions, load_session

_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,160}$")
MAX_STATE_CHARS = 1_000_000


class EngineSlot:
    """The one engine, used by one request at a time, with a bounded wait list."""

    def __init__(self, opener: Callable[[], Any] | None, *, queue: int = 4, wait_s: float = 900.0) -> None:
        if queue < 0:
            raise ValueError("queue must be >= 0")
        self._opener = opener
        self.queue = queue
        self.wait_s = wait_s
        self._engine: Any = None
        self._error: str | None = None
        self._loaded = threading.Event()
        self._admit = threading.BoundedSemaphore(queue + 1)
        self._lock = threading.Lock()
        self._count_lock = threading.Lock()
        self._inside = 0  # requests admitted (running + waiting)
        self._closed = False

    def start(self) -> None:
        """Load the model in the background (no opener: nothing to load)."""
        if self._opener is None:
            self._error = "no model is loaded (start the server with --model FILE)"
            self._loaded.set()
            return
        threading.Thread(target=self._load, name="agents-model-load", daemon=True).start()

    def _load(self) -> None:
        try:
            assert self._opener is not None
            engine = self._opener()
            if self._closed:  # the server stopped while the model loaded
                engine.close()
            else:
                self._engine = engine
        except PlaygroundError as e:
            self._error = f"the model failed to load: {e}"
        except Exception as e:  # a bug in loading must reach clients as a reason, not a hang
            self._error = f"the model failed to load: {type(e).__name__}: {e}"
        finally:
            self._loaded.set()

    @property
    def state(self) -> str:
        if not self._loaded.is_set():
            return "loading"
        if self._engine is None:
            return "unavailable"
        return "ready" if not self._engine.closed else "stopped"

    def status(self) -> dict[str, Any]:
        with self._count_lock:
            inside = self._inside
        model = None
        if self._engine is not None:
            info = getattr(self._engine, "info", None)
            model = Path(str(getattr(info, "path", ""))).name or None
        pid = getattr(self._engine, "pid", None) if self._engine is not None and not self._engine.closed else None
        return {"model": model, "state": self.state, "error": self._error if self._engine is None else None,
                "busy": self._lock.locked(), "waiting": max(0, inside - 1), "queue": self.queue,
                "model_pid": pid}

    @contextmanager
    def use(self) -> Iterator[Any]:
        """The engine, exclusively; ServiceBusy at once when the wait list is full."""
        if self._closed:
            raise ServiceUnavailable("the server is shutting down")
        if not self._admit.acquire(blocking=False):
            waiting = f"{self.queue} request(s) are already waiting" if self.queue else "no request may wait"
            raise ServiceBusy(f"the model is busy (one step at a time; {waiting}); retry later")
        with self._count_lock:
            self._inside += 1
        try:
            if not self._loaded.wait(self.wait_s):
                raise ServiceUnavailable("the model is still loading; retry later")
            if not self._lock.acquire(timeout=self.wait_s):
                raise ServiceBusy(f"waited {self.wait_s:.0f} s for the model; retry later")
            try:
                yield self._alive()
            finally:
                self._lock.release()
        finally:
            with self._count_lock:
                self._inside -= 1
            self._admit.release()

    def _alive(self) -> Any:
        if self._engine is None:
            raise ServiceUnavailable(self._error or "no model is loaded")
        if self._engine.closed and not self._closed and self._opener is not None:
            # the model process died on an earlier request: start a fresh one
            try:
                self._engine = self._opener()
            except PlaygroundError as e:
                raise ServiceUnavailable(f"the model process died and could not be restarted: {e}") from None
        return self._engine

    def cancel(self) -> None:
        if self._engine is not None:
            self._engine.cancel()

    def close(self) -> None:
        """Stop the model process (a load still running closes its engine when it ends)."""
        self._closed = True
        if self._engine is not None:
            self._engine.close()


def action_text(value: Any) -> str:
    """An action from a client: text as it is, JSON values (objects, lists) as JSON text."""
    if isinstance(value, str):
        return value
    if value is None:
        raise PlanError("the action is missing")
    return json.dumps(value, ensure_ascii=False)


def _opt_text(value: Any, name: str) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise PlanError(f"'{name}' must be text")
    if len(value) > MAX_STATE_CHARS:
        raise PlanError(f"'{name}' is {len(value):,} characters; at most {MAX_STATE_CHARS:,}")
    return value


PARAM_TYPES: dict[str, tuple[type, ...]] = {
    "temperature": (int, float), "top_p": (int, float), "top_k": (int,), "min_p": (int, float),
    "seed": (int,), "max_tokens": (int,), "reasoning_budget": (int,),
    "ignore_eos": (bool,),  # generate exactly max_tokens (load tests; vLLM's API has the same knob)
}


def params_with(base: GenerationParams, overrides: Any) -> GenerationParams:
    """``base`` with a client's sampling choices (a JSON object of :data:`PARAM_TYPES`), validated."""
    if overrides is None:
        return base
    if not isinstance(overrides, dict):
        raise InvalidParameterError("'params' must be an object such as {\"temperature\": 0.6, \"seed\": 1}")
    changes: dict[str, Any] = {}
    for key, value in overrides.items():
        types = PARAM_TYPES.get(key)
        if types is None:
            raise InvalidParameterError(f"unknown parameter '{key}' (allowed: {', '.join(PARAM_TYPES)})")
        if (isinstance(value, bool) and bool not in types) or not isinstance(value, types):
            what = "true or false" if bool in types else "a number"
            raise InvalidParameterError(f"parameter '{key}' must be {what}, got {json.dumps(value)[:40]}")
        changes[key] = value
    return replace(base, **changes).validate()


def rules_from_value(value: Any) -> RuleSet:
    """Rules from a client: TOML text, or the same structure as a JSON object."""
    if isinstance(value, str):
        return parse_rules_text(value, source="rules")
    return rules_from_mapping(value, source="rules")


class WorldService:
    """Sessions in ``directory`` and steps on ``slot``'s engine."""

    def __init__(self, directory: str | Path, slot: EngineSlot, *, params: GenerationParams | None = None,
                 thresholds: Any = None) -> None:
        self.directory = Path(directory)
        self.slot = slot
        self.params = (params or GenerationParams()).validate()
        self.thresholds = thresholds
        self._locks: dict[str, threading.Lock] = {}
        self._locks_guard = threading.Lock()

    # ---------------------------------------------------------------- sessions

    def path_of(self, session_id: Any) -> Path:
        if not isinstance(session_id, str) or not _ID.match(session_id) or ".." in session_id:
            raise SessionPathError(f"{str(session_id)[:80]!r} is not a session id (letters, digits, . _ -)")
        name = session_id if session_id.endswith(SESSION_SUFFIX) else session_id + SESSION_SUFFIX
        p = self.directory / name
        if not p.is_file():
            raise SessionNotFoundError(f"no session {session_id!r}")
        return p

    def get(self, session_id: Any) -> Session:
        return load_session(self.path_of(session_id))

    def list(self) -> list[dict[str, Any]]:
        return [summary_view(s) for s in list_sessions(self.directory)]

    def create(self, domain: Any, *, initial_state: Any = None, system_prompt: Any = None, title: Any = "") -> Session:
        if not isinstance(domain, str) or not domain:
            raise PlanError("'domain' must be a domain name such as terminal, mcp or swe")
        spec = get_domain(domain)
        if title is not None and not isinstance(title, str):
            raise PlanError("'title' must be text")
        return create_session(self.directory, spec.id, initial_state=_opt_text(initial_state, "initial_state"),
                              system_prompt=_opt_text(system_prompt, "system_prompt"), title=title or "",
                              params=self.params.to_dict())

    def delete(self, session_id: Any) -> None:
        path = self.path_of(session_id)
        with self._lock_for(path.name):
            path.unlink()

    def fork(self, session_id: Any, step: Any) -> Session:
        if not isinstance(step, int) or isinstance(step, bool):
            raise PlanError("'step' must be a step number (0: only the initial state)")
        return fork_session(self.get(session_id), step, self.directory)

    def reset(self, session_id: Any) -> Session:
        return fork_session(self.get(session_id), 0, self.directory)

    def _lock_for(self, name: str) -> threading.Lock:
        with self._locks_guard:
            return self._locks.setdefault(name, threading.Lock())

    # ------------------------------------------------------------------- steps

    def step(self, session_id: Any, action: Any, *, state: Any = None, observation: Any = None,
             params: Any = None, on_delta: DeltaSink | None = None) -> Step:
        """Simulate one step (or record ``observation`` as the real one) and return it as saved.

        The action is checked before the request queues for the engine (bad input fails at once).
        """
        path = self.path_of(session_id)
        text = action_text(action)
        state = _opt_text(state, "state")
        observation = _opt_text(observation, "observation")
        chosen = params_with(self.params, params)
        session = load_session(path)
        prepare_action(session, text, state)  # InvalidActionError before anything waits
        lock = self._lock_for(path.name)
        if observation is not None:
            with lock:
                return record_step(load_session(path), text, observation, state=state)
        with self.slot.use() as engine, lock:
            try:
                saved = ProcessSimulator(engine, self.thresholds).run(load_session(path), text, chosen,
                                                                      state=state, on_delta=on_delta)
            except EngineProcessError as e:
                raise ServiceUnavailable(str(e)) from None
        return saved.steps[-1]

    def step_new(self, domain: Any, action: Any, *, state: Any = None, params: Any = None,
                 on_delta: DeltaSink | None = None) -> tuple[Session, Step]:
        """A new session of ``domain`` (starting from ``state``, else the domain's example state) and
        its first step. The action is checked first; a session whose first step fails is removed."""
        if not isinstance(domain, str) or not domain:
            raise PlanError("'domain' must be a domain name such as terminal, mcp or swe")
        spec = get_domain(domain)
        state = _opt_text(state, "state")
        first = state if state is not None else spec.initial_state
        spec.validate_action(action_text(action), tools=tool_schemas(first) if spec.id == "mcp" else None)
        session = self.create(spec.id, initial_state=state)
        assert session.path is not None
        try:
            step = self.step(session_id(session), action, params=params, on_delta=on_delta)
        except BaseException:
            try:
                if not load_session(session.path).steps:
                    session.path.unlink()
            except (OSError, PlaygroundError):
                pass
            raise
        return load_session(session.path), step

    def verify(self, domain: Any, actions: Any, rules: Any, *, samples: Any = 1, initial_state: Any = None,
               system_prompt: Any = None, params: Any = None, on_delta: DeltaSink | None = None) -> VerifyReport:
        if not isinstance(samples, int) or isinstance(samples, bool) or not 1 <= samples <= 10:
            raise PlanError("'samples' must be an integer from 1 to 10")
        if not isinstance(domain, str):
            raise PlanError("'domain' must be a domain name such as terminal, mcp or swe")
        plan = plan_from_value(actions, name="plan", domain=domain,
                               initial_state=_opt_text(initial_state, "initial_state"),
                               system_prompt=_opt_text(system_prompt, "system_prompt"))
        ruleset = rules_from_value(rules)
        chosen = params_with(self.params, params)
        if not plan.predicted:
            return verify_plan(plan, ruleset, directory=self.directory, params=chosen, samples=samples,
                               domain=domain)
        # checked before queueing: a bad plan does not wait for the engine
        from playground.agents.plan import resolve_domain, validate_plan

        spec = resolve_domain(("domain", domain), ("the plan", plan.domain), ("the rules", ruleset.domain))
        validate_plan(plan, spec)
        with self.slot.use() as engine:
            try:
                return verify_plan(plan, ruleset, directory=self.directory, samples=samples, domain=domain,
                                   simulator=ProcessSimulator(engine, self.thresholds), params=chosen,
                                   on_delta=on_delta)
            except EngineProcessError as e:
                raise ServiceUnavailable(str(e)) from None


# ---------------------------------------------------------------------- views

def session_id(session: Session) -> str:
    assert session.path is not None
    name = session.path.name
    return name[: -len(SESSION_SUFFIX)] if name.endswith(SESSION_SUFFIX) else name


def step_view(step: Step, *, reasoning: bool = False) -> dict[str, Any]:
    d: dict[str, Any] = {
        "index": step.index, "action": step.action, "observation": step.observation,
        "recorded": step.raw is None, "finish_reason": step.finish_reason,
        "warnings": [w.to_dict() for w in step.warnings],
    }
    if reasoning:
        d["reasoning"] = step.reasoning
    if step.timings:
        d["timings"] = step.timings
    return d


def session_view(session: Session, *, steps: bool = True) -> dict[str, Any]:
    h = session.header
    d: dict[str, Any] = {
        "id": session_id(session), "domain": h.domain, "title": h.title, "created": h.created,
        "initial_state": h.initial_state, "steps": len(session.steps),
        "parent": {"session": h.parent.file[: -len(SESSION_SUFFIX)] if h.parent.file.endswith(SESSION_SUFFIX)
                   else h.parent.file, "step": h.parent.step} if h.parent else None,
        "action_template": session.domain.action_template,
    }
    if steps:
        d["history"] = [step_view(s) for s in session.steps]
    return d


def summary_view(s: Any) -> dict[str, Any]:
    name = Path(s.path).name
    return {"id": name[: -len(SESSION_SUFFIX)] if name.endswith(SESSION_SUFFIX) else name, "domain": s.domain,
            "title": s.title, "steps": s.steps, "created": s.created, "parent": s.parent, "error": s.error}
