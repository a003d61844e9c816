"""A small HTTP environment API over the world model (stdlib ``http.server``, JSON, server-sent events).

    GET    /v1/health                      model state, queue
    GET    /v1/domains                     domains with their action format and template
    GET    /v1/sessions                    sessions, newest first
    POST   /v1/sessions                    {"domain", "initial_state"?, "system_prompt"?, "title"?} -> 201
    GET    /v1/sessions/{id}               the session with its steps
    DELETE /v1/sessions/{id}               -> 204
    POST   /v1/sessions/{id}/steps         {"action", "state"?, "observation"?, "params"?, "stream"?} -> the step;
                                           with "stream": true (or Accept: text/event-stream) the step
                                           streams as events "delta" ... then "step" (or "error")
    POST   /v1/sessions/{id}/fork          {"step"} -> 201, the new session
    POST   /v1/sessions/{id}/reset         -> 201, a new session with no steps
    POST   /v1/verify                      {"domain", "actions", "rules", "samples"?, "initial_state"?}

Safety: loopback only unless a token is set (then every request needs ``Authorization: Bearer
TOKEN``); bodies are bounded; one engine with a bounded wait list (429 beyond it, 503 when the model
is unavailable); every error is JSON ``{"error": "one line"}`` with a 4xx/5xx status, never a
traceback.
"""

from __future__ import annotations

import hmac
import ipaddress
import json
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable
from urllib.parse import unquote, urlsplit

from playground import __version__
from playground.agents.errors import PlanError, RulesError, ServiceBusy, ServiceUnavailable, StepNotSaved
from playground.agents.service import WorldService, session_view, step_view
from playground.errors import ContextOverflowError, EngineStateError, InvalidParameterError, PlaygroundError
from playground.world.errors import (
    InvalidActionError,
    SessionError,
    SessionNotFoundError,
    SessionPathError,
    SessionStepError,
    UnknownDomainError,
)

MAX_BODY_BYTES = 1024 * 1024
MAX_CONNECTIONS = 32
REQUEST_TIMEOUT_S = 30.0


class HttpError(Exception):
    def __init__(self, status: int, message: str, headers: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.headers = headers or {}


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def check_bind(host: str, token: str | None) -> None:
    """Refuse to expose the simulator beyond this machine without a token."""
    if not is_loopback(host) and not token:
        raise InvalidParameterError(f"binding {host} exposes the simulator to the network; give --token "
                                    "(every request must then carry it), or bind 127.0.0.1")


def status_of(e: BaseException) -> int:
    """HTTP status for a domain error."""
    if isinstance(e, HttpError):
        return e.status
    if isinstance(e, ServiceBusy):
        return 429
    if isinstance(e, (ServiceUnavailable, EngineStateError)):
        return 503
    if isinstance(e, SessionNotFoundError):
        return 404
    if isinstance(e, (SessionPathError, InvalidActionError, PlanError, RulesError, UnknownDomainError,
                      InvalidParameterError, SessionStepError, ContextOverflowError)):
        return 400
    if isinstance(e, (SessionError, StepNotSaved)):
        return 409
    return 500


def _one_line(text: str) -> str:
    return " ".join(str(text).split())[:1000]


class ApiServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, address: tuple[str, int], service: WorldService, *, token: str | None = None,
                 max_body: int = MAX_BODY_BYTES, log: Callable[[str], None] | None = None) -> None:
        check_bind(address[0], token)
        self.service = service
        self.token = token
        self.max_body = max_body
        self.log = log or (lambda line: print(line, file=sys.stderr, flush=True))
        self.connections = threading.BoundedSemaphore(MAX_CONNECTIONS)
        super().__init__(address, Handler)


class Handler(BaseHTTPRequestHandler):
    server: ApiServer
    timeout = REQUEST_TIMEOUT_S
    server_version = f"agentworld-play/{__version__}"
    protocol_version = "HTTP/1.0"  # one request per connection: simple, and SSE ends with the connection

    # ------------------------------------------------------------ plumbing

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the base class's name
        self.server.log(f"{self.address_string()} {format % args}")

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        # the base class answers malformed requests with an HTML page; ours are JSON
        self._json(code, {"error": _one_line(message or explain or "bad request")})

    def _json(self, status: int, body: Any, headers: dict[str, str] | None = None) -> None:
        data = b"" if body is None else (json.dumps(body, ensure_ascii=False) + "\n").encode("utf-8")
        try:
            self.send_response(status)
            if body is not None:
                self.send_header("Content-Type", "application/json; charset=utf-8")
            self.send_header("Content-Length", str(len(data)))
            self.send_header("Cache-Control", "no-store")
            for k, v in (headers or {}).items():
                self.send_header(k, v)
            self.end_headers()
            if data and self.command != "HEAD":
                self.wfile.write(data)
        except (BrokenPipeError, ConnectionResetError, OSError):
            self.close_connection = True

    def _error(self, e: BaseException) -> None:
        status = status_of(e)
        headers = dict(getattr(e, "headers", {}) or {})
        if status == 429:
            headers.setdefault("Retry-After", "5")
        if status == 401:
            headers.setdefault("WWW-Authenticate", 'Bearer realm="agentworld-play"')
        if status != 500 or isinstance(e, PlaygroundError):
            message = _one_line(str(e))
        else:
            message = f"internal error: {type(e).__name__}: {_one_line(str(e))}"
        if status == 500:
            self.server.log(f"error: {self.command} {self.path}: {type(e).__name__}: {_one_line(str(e))}")
        self._json(status, {"error": message}, headers)

    def _authorized(self) -> bool:
        token = self.server.token
        if not token:
            return True
        given = self.headers.get("Authorization", "")
        scheme, _, value = given.partition(" ")
        return scheme.lower() == "bearer" and hmac.compare_digest(value.strip().encode(), token.encode())

    def _body(self) -> Any:
        if "chunked" in self.headers.get("Transfer-Encoding", "").lower():
            self.close_connection = True
            raise HttpError(411, "send the body with a Content-Length (chunked bodies are not accepted)")
        raw_len = self.headers.get("Content-Length")
        if raw_len is None:
            return {}
        try:
            length = int(raw_len)
            if length < 0:
                raise ValueError
        except ValueError:
            self.close_connection = True
            raise HttpError(400, f"Content-Length {raw_len[:40]!r} is not a byte count") from None
        if length > self.server.max_body:
            self.close_connection = True  # the body is not read: this connection cannot be reused
            raise HttpError(413, f"the body is {length:,} bytes; at most {self.server.max_body:,} are accepted")
        data = self.rfile.read(length) if length else b""
        if len(data) < length:
            raise HttpError(400, "the body ended before Content-Length bytes arrived")
        if not data.strip():
            return {}
        try:
            value = json.loads(data.decode("utf-8"))
        except UnicodeDecodeError:
            raise HttpError(400, "the body is not UTF-8 text") from None
        except json.JSONDecodeError as e:
            raise HttpError(400, f"the body is not valid JSON: {e.msg} (line {e.lineno}, column {e.colno})") from None
        except RecursionError:
            raise HttpError(400, "the body's JSON is nested too deeply") from None
        if not isinstance(value, dict):
            raise HttpError(400, "the body must be a JSON object")
        return value

    def _dispatch(self, method: str) -> None:
        if not self.server.connections.acquire(blocking=False):
            self._json(503, {"error": "too many open connections; retry later"}, {"Retry-After": "1"})
            return
        try:
            if not self._authorized():
                raise HttpError(401, "missing or wrong token: send 'Authorization: Bearer <token>'")
            path = urlsplit(self.path).path
            parts = [unquote(p) for p in path.strip("/").split("/") if p]
            self._route(method, parts)
        except Exception as e:  # every failure becomes a one-line JSON error
            self._error(e)
        finally:
            self.server.connections.release()

    def do_GET(self) -> None:
        self._dispatch("GET")

    def do_POST(self) -> None:
        self._dispatch("POST")

    def do_DELETE(self) -> None:
        self._dispatch("DELETE")

    def do_PUT(self) -> None:
        self._dispatch("PUT")

    def do_PATCH(self) -> None:
        self._dispatch("PATCH")

    # -------------------------------------------------------------- routes

    def _route(self, method: str, parts: list[str]) -> None:
        svc = self.server.service
        if not parts or parts[0] != "v1":
            raise HttpError(404, f"no such endpoint {self.path[:100]}; the API lives under /v1")
        rest = parts[1:]

        def allow(*methods: str) -> None:
            if method not in methods:
                raise HttpError(405, f"{method} is not allowed here; use {' or '.join(methods)}",
                                {"Allow": ", ".join(methods)})

        if rest == ["health"]:
            allow("GET")
            self._json(200, {"status": "ok", "version": __version__, **svc.slot.status()})
        elif rest == ["domains"]:
            allow("GET")
            from playground.world.domains import DOMAINS

            self._json(200, {"domains": [{"id": d.id, "title": d.title, "action_format": d.action_format,
                                          "action_template": d.action_template, "description": d.description}
                                         for d in DOMAINS.values()]})
        elif rest == ["sessions"]:
            allow("GET", "POST")
            if method == "GET":
                self._json(200, {"sessions": svc.list()})
            else:
                body = self._body()
                _only(body, {"domain", "initial_state", "system_prompt", "title"})
                created = svc.create(body.get("domain"), initial_state=body.get("initial_state"),
                                     system_prompt=body.get("system_prompt"), title=body.get("title", ""))
                self._json(201, session_view(created))
        elif len(rest) == 2 and rest[0] == "sessions":
            allow("GET", "DELETE")
            if method == "GET":
                self._json(200, session_view(svc.get(rest[1])))
            else:
                svc.delete(rest[1])
                self._json(204, None)
        elif len(rest) == 3 and rest[0] == "sessions" and rest[2] == "steps":
            allow("POST")
            self._step(rest[1], self._body())
        elif len(rest) == 3 and rest[0] == "sessions" and rest[2] in ("fork", "reset"):
            allow("POST")
            body = self._body()
            if rest[2] == "fork":
                _only(body, {"step"})
                if "step" not in body:
                    raise HttpError(400, "give the step to fork after: {\"step\": N} (0: only the initial state)")
                self._json(201, session_view(svc.fork(rest[1], body["step"])))
            else:
                _only(body, set())
                self._json(201, session_view(svc.reset(rest[1])))
        elif rest == ["verify"]:
            allow("POST")
            body = self._body()
            _only(body, {"domain", "actions", "rules", "samples", "initial_state", "system_prompt", "params"})
            for key in ("domain", "actions", "rules"):
                if key not in body:
                    raise HttpError(400, f"a verify request needs '{key}'")
            report = svc.verify(body["domain"], body["actions"], body["rules"], samples=body.get("samples", 1),
                                initial_state=body.get("initial_state"), system_prompt=body.get("system_prompt"),
                                params=body.get("params"))
            self._json(200, report.to_dict())
        else:
            raise HttpError(404, f"no such endpoint {method} {self.path[:100]}")

    def _step(self, sid: str, body: dict[str, Any]) -> None:
        _only(body, {"action", "state", "observation", "stream", "params"})
        if "action" not in body:
            raise HttpError(400, "a step needs an 'action' in the domain's format")
        stream = body.get("stream", False)
        if not isinstance(stream, bool):
            raise HttpError(400, "'stream' must be true or false")
        stream = stream or "text/event-stream" in self.headers.get("Accept", "")
        svc = self.server.service
        if not stream:
            step = svc.step(sid, body["action"], state=body.get("state"), observation=body.get("observation"),
                            params=body.get("params"))
            self._json(200, {"session": sid, **step_view(step, reasoning=True)})
            return
        sse = _EventStream(self)
        try:
            step = svc.step(sid, body["action"], state=body.get("state"), observation=body.get("observation"),
                            params=body.get("params"), on_delta=sse.delta)
        except _ClientGone:
            self.close_connection = True
            return
        except Exception as e:
            if not sse.started:
                raise  # nothing sent yet: a plain JSON error with its status
            sse.send("error", {"error": _one_line(str(e)), "status": status_of(e)})
            return
        sse.send("step", {"session": sid, **step_view(step, reasoning=True)})


class _ClientGone(Exception):
    """The client closed a streaming response; the running step is cancelled."""


class _EventStream:
    """Server-sent events on a handler; the 200 headers go out with the first event, so errors that
    happen before anything streams still get their own status."""

    def __init__(self, handler: Handler) -> None:
        self.h = handler
        self.started = False

    def _start(self) -> None:
        h = self.h
        h.send_response(200)
        h.send_header("Content-Type", "text/event-stream; charset=utf-8")
        h.send_header("Cache-Control", "no-store")
        h.send_header("X-Accel-Buffering", "no")
        h.end_headers()
        self.started = True

    def send(self, event: str, data: Any) -> None:
        payload = json.dumps(data, ensure_ascii=False)
        try:
            if not self.started:
                self._start()
            self.h.wfile.write(f"event: {event}\ndata: {payload}\n\n".encode("utf-8"))
            self.h.wfile.flush()
        except (BrokenPipeError, ConnectionResetError, OSError):
            raise _ClientGone() from None

    def delta(self, d: Any) -> None:
        self.send("delta", {"phase": d.phase, "reasoning": d.reasoning, "output": d.output, "tokens": d.tokens,
                            "tok_s": round(d.tok_s, 1), "notices": list(d.notices)})


def _only(body: dict[str, Any], allowed: set[str]) -> None:
    extra = sorted(set(body) - allowed)
    if extra:
        listed = ", ".join(sorted(allowed)) or "nothing"
        raise HttpError(400, f"unknown field '{extra[0]}' (this request takes {listed})")


def serve_http(service: WorldService, host: str, port: int, *, token: str | None = None,
               max_body: int = MAX_BODY_BYTES, ready: Callable[[ApiServer], None] | None = None) -> None:
    """Serve until interrupted."""
    server = ApiServer((host, port), service, token=token, max_body=max_body)
    try:
        if ready is not None:
            ready(server)
        server.serve_forever(poll_interval=0.2)
    finally:
        server.server_close()


__all__ = ["ApiServer", "serve_http", "check_bind", "is_loopback", "status_of", "PlaygroundError"]
