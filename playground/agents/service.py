"""Sessions and steps for programs: what the MCP and HTTP servers share.

One engine (in the model process) runs one step at a time. :class:`EngineSlot` admits at most
``queue`` requests to wait behind the running one; more get :class:`ServiceBusy` at once (HTTP
429) instead of piling up. The model loads in the background so a server answers its clients
(MCP ``initialize``, HTTP health) while a large file is still loading. If the model process dies
(a native crash), the running request gets :class:`ServiceUnavailable` (503) and a fresh process
starts for the next one: the server itself never goes down with it. An inference server that
cannot be reached (``--server URL``) is also a 503: at load (retried while it stays down), in
health (a short probe) and in a step (nothing is saved).

A request can be called off (:class:`CancelToken`): an MCP cancellation, an HTTP client that
hangs up. Waiting, it leaves the wait list; running, its generation stops within a token and
nothing is saved. A step request may carry an idempotency key: a retry with the same key
returns the step already saved instead of simulating another one.

Sessions are files in one directory (by default ``served/`` inside the user's sessions
directory); a session id is its file name without ``.jsonl``, checked before it becomes a path.
"""

from __future__ import annotations

import json
import math
import re
import threading
import time
from collections import OrderedDict
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Callable, Iterator, cast

from playground.agents.errors import (
    KeyReused,
    PlanError,
    ServiceBusy,
    ServiceUnavailable,
    StepInProgress,
    StepNotSaved,
    UpstreamRefused,
    UpstreamTimeout,
)
from playground.agents.limits import check_samples
from playground.agents.plan import plan_from_value
from playground.agents.rules import rules_from_value
from playground.agents.simulators import DeltaSink, ProcessSimulator, consume, record_step
from playground.agents.verify import VerifyReport, verify_plan
from playground.endpoints.errors import EndpointError, EndpointTimeout
from playground.errors import InvalidParameterError, PlaygroundError
from playground.llama.sampling import GenerationParams
from playground.runtime.modelprocess import EngineProcessError
from playground.world.domains import get_domain, tool_schemas
from playground.world.errors import SessionNotFoundError, SessionPathError, SessionStepError
from playground.world.paths import SESSION_SUFFIX
from playground.world.session import Session, Step
from playground.world.simulate import prepare_action
from playground.world.store import create_session, fork_session, list_sessions, load_session

_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,160}$")
MAX_STATE_CHARS = 1_000_000
RELOAD_INTERVAL_S = 5.0  # an unreachable inference server is tried again at most this often
PROBE_TIMEOUT_S = 2.0  # health's check that the inference server answers
PROBE_TTL_S = 3.0  # health polled often does not probe the server each time
MAX_REQUEST_KEYS = 4096  # idempotency keys remembered (the oldest finished ones go first)


def upstream_error(e: EndpointError) -> PlaygroundError:
    """An inference server's failure during a step, as the service reports it: past the step deadline
    or a timeout, :class:`UpstreamTimeout`; the server refusing this request (HTTP 4xx),
    :class:`UpstreamRefused`; anything else (refused connection, closed stream, 5xx)
    :class:`ServiceUnavailable`. Nothing of the step was saved in any case."""
    text = str(e)
    message = text if "nothing was saved" in text else f"{text}; nothing was saved"
    status = getattr(e, "status", None)
    if isinstance(status, int) and 400 <= status < 500 and status not in (408, 429):
        return UpstreamRefused(message)
    if isinstance(e, EndpointTimeout):
        return UpstreamTimeout(message)
    return ServiceUnavailable(message)


class CancelToken:
    """One request's "stop". Cancels that request only: while it waits for the engine it leaves the
    wait list; once its job runs on the engine, the engine stops that job within a token."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._cancelled = False
        self._engine: Any = None
        self.reason = ""

    @property
    def cancelled(self) -> bool:
        return self._cancelled

    def cancel(self, reason: str = "the client cancelled the request") -> None:
        with self._lock:  # held while cancelling: an unbind (the job ended) cannot pass it
            if self._cancelled:
                return
            self._cancelled = True
            self.reason = reason
            if self._engine is not None:
                self._engine.cancel()

    def check(self) -> None:
        if self._cancelled:
            raise StepNotSaved(f"{self.reason or 'cancelled'}; nothing was saved")

    def bind(self, engine: Any) -> None:
        """``engine`` now runs this request's job (a cancel that came first stops it at once)."""
        with self._lock:
            self._engine = engine
            if self._cancelled:
                engine.cancel()

    def unbind(self) -> None:
        with self._lock:
            self._engine = None


@contextmanager
def _service_errors(token: CancelToken) -> Iterator[None]:
    """A job on the engine: its process and upstream failures as the service's errors, and the
    token unbound from the engine however the job ends."""
    try:
        yield
    except EngineProcessError as e:
        raise ServiceUnavailable(str(e)) from None
    except EndpointError as e:
        raise upstream_error(e) from None
    finally:
        token.unbind()


class _BoundEngine:
    """The engine as :class:`ProcessSimulator` sees it: every job it starts is bound to the request's
    token right after it is sent, so a cancel reaches that job and no other."""

    def __init__(self, engine: Any, token: CancelToken) -> None:
        self._engine = engine
        self._token = token

    def start_step(self, *args: Any, **kwargs: Any) -> Any:
        self._token.check()
        items = self._engine.start_step(*args, **kwargs)
        self._token.bind(self._engine)
        return items

    def start_generate(self, *args: Any, **kwargs: Any) -> Any:
        self._token.check()
        items = self._engine.start_generate(*args, **kwargs)
        self._token.bind(self._engine)
        return items

    def cancel(self) -> None:
        self._engine.cancel()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._engine, name)


def _process_alive(engine: Any) -> bool:
    """Whether the model process still runs. A killed process stays "open" until a request
    notices; its sentinel says so at once (and, unlike waitpid, does not reap it under the
    reader's feet)."""
    if engine.closed:
        return False
    return bool(getattr(engine, "alive", True))  # RemoteEngine says; an in-process engine lives


def _endpoint_spec(engine: Any) -> Any:
    """The inference server behind ``engine`` (EndpointSpec), or None for a local model."""
    info = getattr(engine, "info", None)
    return getattr(info, "spec", None) if getattr(info, "is_endpoint", False) else None


def probe_upstream(spec: Any, timeout: float = PROBE_TIMEOUT_S) -> str | None:
    """None when the inference server answers ``GET /v1/models``, else why not (one line)."""
    import httpx2 as httpx

    try:
        headers = {"Accept": "application/json"}
        key = spec.api_key()
        if key:
            headers["Authorization"] = f"Bearer {key}"
        r = httpx.get(spec.base_url + "/models", headers=headers, timeout=timeout, trust_env=False)
    except EndpointError as e:
        return str(e)
    except httpx.HTTPError as e:
        return f"the inference server {spec.host} does not answer: {type(e).__name__}"
    if r.status_code >= 500:
        return f"the inference server {spec.host} answered HTTP {r.status_code}"
    return None


class EngineSlot:
    """The one engine, used by one request at a time, with a bounded wait list."""

    def __init__(self, opener: Callable[[], Any] | None, *, queue: int = 4, wait_s: float = 900.0,
                 probe: Callable[[Any], str | None] = probe_upstream) -> None:
        if queue < 0:
            raise ValueError("queue must be >= 0")
        self._opener = opener
        self.queue = queue
        self.wait_s = wait_s
        self._probe = probe
        self._engine: Any = None
        self._error: str | None = None
        self._retry_load = False  # the load failed for a reason that may pass (the server was down)
        self._load_started = 0.0
        self._loaded = threading.Event()
        self._admit = threading.BoundedSemaphore(queue + 1)
        self._lock = threading.Lock()
        self._count_lock = threading.Lock()
        self._state_lock = threading.Lock()
        self._probe_lock = threading.Lock()
        self._probed: tuple[float, str | None] = (0.0, None)
        self._inside = 0  # requests admitted (running + waiting)
        self._closed = False

    def start(self) -> None:
        """Load the model in the background (no opener: nothing to load)."""
        if self._opener is None:
            self._error = "no model is loaded (start the server with --model FILE)"
            self._loaded.set()
            return
        self._load_started = time.monotonic()
        threading.Thread(target=self._load, name="agents-model-load", daemon=True).start()

    def _load(self) -> None:
        try:
            assert self._opener is not None
            engine = self._opener()
            if self._closed:  # the server stopped while the model loaded
                engine.close()
            else:
                self._engine = engine
                self._error = None
        except EndpointError as e:  # the inference server is down or unreachable: try again later
            self._error = f"the model failed to load: {e}"
            self._retry_load = True
        except PlaygroundError as e:
            self._error = f"the model failed to load: {e}"
            self._retry_load = False
        except Exception as e:  # a bug in loading must reach clients as a reason, not a hang
            self._error = f"the model failed to load: {type(e).__name__}: {e}"
            self._retry_load = False
        finally:
            self._loaded.set()

    def _reload_if_due(self) -> None:
        """Load again in the background when the last load failed on an unreachable server."""
        with self._state_lock:
            if (self._closed or self._opener is None or not self._loaded.is_set() or self._engine is not None
                    or not self._retry_load or time.monotonic() - self._load_started < RELOAD_INTERVAL_S):
                return
            self._loaded.clear()
            self._load_started = time.monotonic()
        threading.Thread(target=self._load, name="agents-model-reload", daemon=True).start()

    @property
    def state(self) -> str:
        """loading | unavailable | stopped (the model process ended) | ready"""
        if not self._loaded.is_set():
            return "loading"
        engine = self._engine
        if engine is None:
            return "unavailable"
        return "ready" if _process_alive(engine) else "stopped"

    def _upstream_problem(self) -> str | None:
        """Why the inference server behind the engine cannot serve now (cached briefly), or None."""
        spec = _endpoint_spec(self._engine)
        if spec is None:
            return None
        at, problem = self._probed
        if time.monotonic() - at < PROBE_TTL_S or not self._probe_lock.acquire(blocking=False):
            return problem  # fresh enough, or another request is probing right now
        try:
            problem = self._probe(spec)
            self._probed = (time.monotonic(), problem)
        finally:
            self._probe_lock.release()
        return problem

    def health(self) -> tuple[bool, dict[str, Any]]:
        """(ready, details): ready when a step could start now (the model is loaded, its process runs,
        the inference server answers); details as :meth:`status`."""
        self._reload_if_due()
        status = self.status()
        state = status["state"]
        if state == "ready":
            problem = self._upstream_problem()
            if problem is not None:
                status.update(state="upstream_unavailable", error=problem)
        elif state == "stopped":
            status["error"] = "the model process ended; the next step starts a new one"
        return status["state"] == "ready", status

    def status(self) -> dict[str, Any]:
        with self._count_lock:
            inside = self._inside
        engine = self._engine
        state = self.state
        model = None
        if engine is not None:
            info = getattr(engine, "info", None)
            model = Path(str(getattr(info, "path", ""))).name or None
        pid = getattr(engine, "pid", None) if engine is not None and state == "ready" else None
        return {"model": model, "state": state, "error": self._error if engine is None else None,
                "busy": self._lock.locked(), "waiting": max(0, inside - 1), "queue": self.queue,
                "model_pid": pid}

    def retry_after(self) -> int:
        """Seconds a client should wait before trying again when the model is not available."""
        return 2 if self.state == "loading" else int(RELOAD_INTERVAL_S)

    @contextmanager
    def use(self, cancel: CancelToken | None = None) -> Iterator[Any]:
        """The engine, exclusively; ServiceBusy at once when the wait list is full. ``cancel``: the
        request leaves the wait list when it is cancelled (StepNotSaved)."""
        if self._closed:
            raise ServiceUnavailable("the server is shutting down")
        if not self._admit.acquire(blocking=False):
            waiting = f"{self.queue} request(s) are already waiting" if self.queue else "no request may wait"
            raise ServiceBusy(f"the model is busy (one step at a time; {waiting}); retry later")
        with self._count_lock:
            self._inside += 1
        try:
            self._reload_if_due()
            deadline = time.monotonic() + self.wait_s
            while not self._loaded.wait(0.1):  # short waits: a cancelled request leaves at once
                if cancel is not None:
                    cancel.check()
                if time.monotonic() > deadline:
                    raise ServiceUnavailable("the model is still loading; retry later")
            while not self._lock.acquire(timeout=0.1):
                if cancel is not None:
                    cancel.check()
                if time.monotonic() > deadline:
                    raise ServiceBusy(f"waited {self.wait_s:.0f} s for the model; retry later")
            try:
                if cancel is not None:
                    cancel.check()
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
        if not _process_alive(self._engine) and not self._closed and self._opener is not None:
            # the model process died (on an earlier request, or killed while idle): start a fresh one
            self._engine.close()
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


def state_text(value: Any, name: str = "state") -> str | None:
    """A state from a client: text as it is; an object or a list (an MCP session's tool list, a
    structured screen) as its JSON text, which is how the domains read a JSON state."""
    if isinstance(value, (dict, list)):
        value = json.dumps(value, ensure_ascii=False, indent=2)
    return _opt_text(value, name)


# Whole-number parameters and the values they may take: a bigger max_tokens than any context
# holds is a typo (or 10**20), and native code takes 32-bit counts.
MAX_TOKENS_LIMIT = 1_048_576
INT_RANGES: dict[str, tuple[int, int]] = {
    "top_k": (0, 1_000_000), "seed": (0, 2**32 - 1), "max_tokens": (1, MAX_TOKENS_LIMIT),
    "reasoning_budget": (0, MAX_TOKENS_LIMIT),
}
PARAM_TYPES: dict[str, tuple[type, ...]] = {
    "temperature": (int, float), "top_p": (int, float), "top_k": (int,), "min_p": (int, float),
    "seed": (int,), "max_tokens": (int,), "reasoning_budget": (int,),
    "ignore_eos": (bool,),  # generate exactly max_tokens (load tests; vLLM's API has the same knob)
}
MAX_TEMPERATURE = 100.0


def params_with(base: GenerationParams, overrides: Any) -> GenerationParams:
    """``base`` with a client's sampling choices (a JSON object of :data:`PARAM_TYPES`), validated:
    finite numbers only (JSON parsers let NaN and Infinity through), whole numbers in range."""
    if overrides is None:
        return base
    if not isinstance(overrides, dict):
        raise InvalidParameterError("'params' must be an object such as {\"temperature\": 0.6, \"seed\": 1}")
    changes: dict[str, Any] = {}
    for key, given in overrides.items():
        value: Any = given
        types = PARAM_TYPES.get(key)
        if types is None:
            raise InvalidParameterError(f"unknown parameter '{str(key)[:40]}' (allowed: {', '.join(PARAM_TYPES)})")
        if (isinstance(value, bool) and bool not in types) or not isinstance(value, types):
            what = "true or false" if bool in types else "a number" if float in types else "a whole number"
            raise InvalidParameterError(f"parameter '{key}' must be {what}, got {_short_json(value)}")
        if isinstance(value, float) and not math.isfinite(value):
            raise InvalidParameterError(f"parameter '{key}' must be a finite number, got {value}")
        number: Any = value  # checked above: an int, a float or a bool
        if key in INT_RANGES:
            low, high = INT_RANGES[key]
            if not low <= number <= high:
                shown = str(number) if abs(number) < 10**24 else "a number that large"  # str() of 10**5000 fails
                raise InvalidParameterError(f"parameter '{key}' must be from {low:,} to {high:,}, got {shown}")
        if key == "temperature" and number > MAX_TEMPERATURE:
            raise InvalidParameterError(f"parameter 'temperature' must be at most {MAX_TEMPERATURE:g}, got {value}")
        changes[key] = value
    return replace(base, **changes).validate()


def _short_json(value: Any) -> str:
    try:
        return json.dumps(value)[:40]
    except (TypeError, ValueError):
        return type(value).__name__


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
        self._requests: OrderedDict[tuple[str, str], _Request] = OrderedDict()
        self._requests_lock = threading.Lock()

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
        return create_session(self.directory, spec.id, initial_state=state_text(initial_state, "initial_state"),
                              system_prompt=_opt_text(system_prompt, "system_prompt"), title=title or "",
                              params=self.params.to_dict())

    def delete(self, session_id: Any) -> None:
        path = self.path_of(session_id)
        with self._lock_for(path.name):
            path.unlink()
        with self._requests_lock:  # its idempotency keys name steps that are gone
            for slot in [k for k in self._requests if k[0] == path.name]:
                del self._requests[slot]

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
             params: Any = None, on_delta: DeltaSink | None = None, cancel: CancelToken | None = None,
             request_id: Any = None) -> Step:
        """Simulate one step (or record ``observation`` as the real one) and return it as saved.

        The action is checked before the request queues for the engine (bad input fails at once).
        ``cancel``: the client's stop (nothing is saved). ``request_id``: an idempotency key; a
        request that repeats a saved one returns that step (StepInProgress while it still runs).
        """
        path = self.path_of(session_id)
        text = action_text(action)
        state = state_text(state)
        observation = _opt_text(observation, "observation")
        chosen = params_with(self.params, params)
        session = load_session(path)
        prepare_action(session, text, state)  # InvalidActionError before anything waits
        key = _request_key(request_id)
        if key is None:
            return self._step(path, text, state, observation, chosen, on_delta, cancel)
        fingerprint = json.dumps([text, state, observation, chosen.to_dict() if params is not None else None],
                                 sort_keys=True, default=str)
        slot = (path.name, key)
        with self._requests_lock:
            seen = self._requests.get(slot)
            if seen is not None:
                if seen.fingerprint != fingerprint:
                    raise KeyReused(f"the idempotency key {key!r} was used for a different step of this "
                                    "session; use a new key for a new step")
                if seen.index is None:
                    raise StepInProgress(f"the step with idempotency key {key!r} is still running; retry later")
                index = seen.index
            else:
                self._requests[slot] = _Request(fingerprint)
                self._forget_old_requests()
        if seen is not None:  # a retry of a saved step: that step, not another one
            done = [s for s in load_session(path).steps if s.index == index]
            if not done:
                raise SessionStepError(f"the step saved for idempotency key {key!r} is no longer in the session")
            return done[0]
        try:
            step = self._step(path, text, state, observation, chosen, on_delta, cancel)
        except BaseException:
            with self._requests_lock:  # nothing was saved: a retry with this key runs the step anew
                self._requests.pop(slot, None)
            raise
        with self._requests_lock:
            self._requests[slot] = _Request(fingerprint, step.index)
        return step

    def _forget_old_requests(self) -> None:
        while len(self._requests) > MAX_REQUEST_KEYS:
            oldest = next((k for k, r in self._requests.items() if r.index is not None), None)
            if oldest is None:
                return
            del self._requests[oldest]

    def _step(self, path: Path, text: str, state: str | None, observation: str | None, chosen: GenerationParams,
              on_delta: DeltaSink | None, cancel: CancelToken | None) -> Step:
        lock = self._lock_for(path.name)
        if observation is not None:
            with lock:
                return record_step(load_session(path), text, observation, state=state)
        token = cancel or CancelToken()
        with self.slot.use(token) as engine, lock, _service_errors(token):
            simulator = ProcessSimulator(cast(Any, _BoundEngine(engine, token)), self.thresholds)
            saved = simulator.run(load_session(path), text, chosen, state=state, on_delta=on_delta)
        return saved.steps[-1]

    def step_new(self, domain: Any, action: Any, *, state: Any = None, params: Any = None,
                 on_delta: DeltaSink | None = None, cancel: CancelToken | None = None) -> tuple[Session, Step]:
        """A new session of ``domain`` (starting from ``state``, else the domain's example state) and
        its first step. The action is checked first; a session whose first step fails is removed."""
        if not isinstance(domain, str) or not domain:
            raise PlanError("'domain' must be a domain name such as terminal, mcp or swe")
        spec = get_domain(domain)
        state = state_text(state)
        first = state if state is not None else spec.initial_state
        spec.validate_action(action_text(action), tools=tool_schemas(first) if spec.id == "mcp" else None)
        params_with(self.params, params)  # bad numbers fail before a session is made
        session = self.create(spec.id, initial_state=state)
        assert session.path is not None
        try:
            step = self.step(session_id(session), action, params=params, on_delta=on_delta, cancel=cancel)
        except BaseException:
            try:
                if not load_session(session.path).steps:
                    session.path.unlink()
            except (OSError, PlaygroundError):
                pass
            raise
        return load_session(session.path), step

    def describe(self, domain: Any, sentence: Any, *, params: Any = None, title: Any = "",
                 on_delta: DeltaSink | None = None, cancel: CancelToken | None = None) -> Session:
        """World genesis: a new session of ``domain`` whose initial state the model writes from
        ``sentence`` (in the domain's state format), saved with no steps and the header's ``genesis``
        record. Bad input fails before the request waits for the engine; a cancel saves nothing."""
        from playground.llama.events import GenerationResult
        from playground.world.genesis import check_sentence, from_result, genesis_messages

        if not isinstance(domain, str) or not domain:
            raise PlanError("'domain' must be a domain name such as terminal, mcp or swe")
        spec = get_domain(domain)
        text = check_sentence(sentence)
        if title is not None and not isinstance(title, str):
            raise PlanError("'title' must be text")
        chosen = params_with(self.params, params)
        token = cancel or CancelToken()
        result: GenerationResult | None = None
        with self.slot.use(token) as engine, _service_errors(token):
            items = _BoundEngine(engine, token).start_generate(genesis_messages(spec, text), chosen)
            result = consume(items, GenerationResult, on_delta, engine.cancel)
        if token.cancelled:
            token.check()
        made = from_result(spec, text, result)
        return create_session(self.directory, spec.id, initial_state=made.state, title=title or "",
                              params=chosen.to_dict(), genesis=made.record())

    def verify(self, domain: Any, actions: Any, rules: Any, *, samples: Any = 1, initial_state: Any = None,
               system_prompt: Any = None, params: Any = None, on_delta: DeltaSink | None = None,
               cancel: CancelToken | None = None) -> VerifyReport:
        samples = check_samples(samples)
        if not isinstance(domain, str):
            raise PlanError("'domain' must be a domain name such as terminal, mcp or swe")
        plan = plan_from_value(actions, name="plan", domain=domain,
                               initial_state=state_text(initial_state, "initial_state"),
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
        token = cancel or CancelToken()
        with self.slot.use(token) as engine, _service_errors(token):
            simulator = ProcessSimulator(cast(Any, _BoundEngine(engine, token)), self.thresholds)
            return verify_plan(plan, ruleset, directory=self.directory, samples=samples, domain=domain,
                               simulator=simulator, params=chosen, on_delta=on_delta)


@dataclass
class _Request:
    """A step request seen with an idempotency key: its body's fingerprint and the saved step's
    index (None while it runs)."""

    fingerprint: str
    index: int | None = None


MAX_KEY_CHARS = 200


def _request_key(value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or not 1 <= len(value) <= MAX_KEY_CHARS or not value.isprintable():
        raise PlanError(f"an idempotency key must be 1 to {MAX_KEY_CHARS} printable characters")
    return value


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
    if h.genesis is not None:
        d["genesis"] = h.genesis
    if steps:
        d["history"] = [step_view(s) for s in session.steps]
    return d


def summary_view(s: Any) -> dict[str, Any]:
    name = Path(s.path).name
    return {"id": name[: -len(SESSION_SUFFIX)] if name.endswith(SESSION_SUFFIX) else name, "domain": s.domain,
            "title": s.title, "steps": s.steps, "created": s.created, "parent": s.parent, "error": s.error}
