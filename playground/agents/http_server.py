"""A small HTTP environment API over the world model (stdlib ``http.server``, JSON, server-sent events).

    GET    /v1/health                      readiness: 200 ready, 503 (Retry-After) not; no token needed
    GET    /v1/domains                     domains with their action format and template
    GET    /v1/sessions                    sessions, newest first
    POST   /v1/sessions                    {"domain", "initial_state"?, "system_prompt"?, "title"?} -> 201
    GET    /v1/sessions/{id}               the session with its steps
    DELETE /v1/sessions/{id}               -> 204
    POST   /v1/sessions/{id}/steps         {"action", "state"?, "observation"?, "params"?, "stream"?,
                                           "request_id"?} -> the step; with "stream": true (or Accept:
                                           text/event-stream) the step streams as events "delta" ...
                                           then "step" (or "error"). An Idempotency-Key header (or
                                           "request_id") makes a retry return the step already saved.
    POST   /v1/sessions/{id}/fork          {"step"} -> 201, the new session
    POST   /v1/sessions/{id}/reset         -> 201, a new session with no steps
    POST   /v1/verify                      {"domain", "actions", "rules", "samples"?, "initial_state"?}
    POST   /v1/describe                    {"domain", "sentence", "params"?, "title"?} -> 201, a new session
                                           whose initial state the model wrote from the sentence (world
                                           genesis; the header's "genesis" holds sentence and state)

Safety: loopback only unless a token is set (then every request but health needs ``Authorization:
Bearer TOKEN``). Web pages cannot reach it: the Host header must name this machine's loopback or
the bound address (DNS rebinding), an ``Origin`` other than the server's own is refused unless
allowed (``--allow-origin``), and bodies must be ``application/json`` (a page's text/plain POST
skips the CORS preflight). Requests are bounded: headers and body each have a deadline, a
connection counts against the limit of requests being served only once its request is read (slow
senders cannot starve health), bodies have a size limit. One engine with a bounded wait list (429
beyond it, 503 when the model is unavailable, every 503 with Retry-After). A client that hangs up
cancels its step and nothing is saved. Every error is JSON ``{"error": "one line"}`` with a
4xx/5xx status, never a traceback; JSON escapes C1 controls and bidi overrides.
"""

from __future__ import annotations

import hmac
import io
import ipaddress
import json
import math
import selectors
import socket
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable, Iterable
from urllib.parse import unquote, urlsplit

from playground import __version__
from playground.agents.errors import (
    KeyReused,
    PlanError,
    RulesError,
    ServiceBusy,
    ServiceUnavailable,
    StepInProgress,
    StepNotSaved,
    UpstreamRefused,
    UpstreamTimeout,
)
from playground.agents.service import (
    CancelToken,
    WorldService,
    session_view,
    step_view,
)
from playground.base.textsafe import dumps
from playground.endpoints.errors import EndpointError
from playground.errors import ContextOverflowError, EngineStateError, InvalidParameterError, PlaygroundError
from playground.world.errors import (
    InvalidActionError,
    SessionError,
    SessionNotFoundError,
    SessionPathError,
    SessionStepError,
    UnknownDomainError,
)
from playground.world.genesis import GenesisError

MAX_BODY_BYTES = 1024 * 1024
MAX_CONNECTIONS = 32  # requests read completely and being served (a step, a stream, a listing)
MAX_READING = 256  # connections still sending their request; beyond it a new one gets 503 at once
LISTEN_BACKLOG = 128  # connections the kernel holds until accepted (socketserver's default is 5)
HEADER_TIMEOUT_S = 10.0  # the request line and headers, in all
BODY_TIMEOUT_S = 10.0  # the whole body, after the headers
WRITE_TIMEOUT_S = 30.0  # one send to a client that stopped reading
DISCONNECT_POLL_S = 0.2
RETRY_BUSY_S = 5
JSON_TYPE = "application/json"
CORS_HEADERS = "Authorization, Content-Type, Idempotency-Key"


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
    if isinstance(e, UpstreamTimeout):
        return 504
    if isinstance(e, UpstreamRefused):
        return 502
    if isinstance(e, (ServiceUnavailable, EngineStateError, EndpointError)):
        return 503
    if isinstance(e, SessionNotFoundError):
        return 404
    if isinstance(e, (KeyReused, GenesisError)):
        return 422
    if isinstance(e, (SessionPathError, InvalidActionError, PlanError, RulesError, UnknownDomainError,
                      InvalidParameterError, SessionStepError, ContextOverflowError)):
        return 400
    if isinstance(e, (SessionError, StepNotSaved, StepInProgress)):
        return 409
    return 500


def _one_line(text: str) -> str:
    return " ".join(str(text).split())[:1000]


def _bind_host(host: str) -> str:
    return host[1:-1] if host.startswith("[") and host.endswith("]") else host


def _same_host(a: str, b: str) -> bool:
    try:
        return ipaddress.ip_address(a) == ipaddress.ip_address(b)
    except ValueError:
        return a == b


class _Once:
    """A semaphore slot released exactly once, by whichever of the handler and the server gets there."""

    def __init__(self, sem: threading.BoundedSemaphore) -> None:
        self._sem = sem
        self._lock = threading.Lock()
        self._held = True

    def release(self) -> None:
        with self._lock:
            if self._held:
                self._held = False
                self._sem.release()


class ApiServer(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = LISTEN_BACKLOG

    def __init__(self, address: tuple[str, int], service: WorldService, *, token: str | None = None,
                 max_body: int = MAX_BODY_BYTES, log: Callable[[str], None] | None = None,
                 allow_origins: Iterable[str] = (), header_timeout: float = HEADER_TIMEOUT_S,
                 body_timeout: float = BODY_TIMEOUT_S, max_connections: int = MAX_CONNECTIONS,
                 max_reading: int = MAX_READING) -> None:
        check_bind(address[0], token)
        host = _bind_host(address[0])
        self.address_family = socket.AF_INET6 if ":" in host else socket.AF_INET
        self.service = service
        self.token = token
        self.max_body = max_body
        self.log = log or (lambda line: print(line, file=sys.stderr, flush=True))
        self.allow_origins = {_origin_key(o) for o in allow_origins}
        self.header_timeout = header_timeout
        self.body_timeout = body_timeout
        self.connections = threading.BoundedSemaphore(max_connections)
        self.reading = threading.BoundedSemaphore(max_reading)
        self._reading_slots: dict[Any, _Once] = {}
        self._slots_lock = threading.Lock()
        try:
            self.bound_ip: Any = ipaddress.ip_address(host)
        except ValueError:
            self.bound_ip = None
        self.bound_name = host.lower()
        super().__init__((host, address[1]), Handler)

    # ------------------------------------------------------------- connections

    def process_request(self, request: Any, client_address: Any) -> None:
        """A thread per connection, but only while fewer than ``max_reading`` are still sending their
        request: a flood of idle connections gets 503 at once instead of threads without end."""
        if not self.reading.acquire(blocking=False):
            self._refuse(request)
            return
        slot = _Once(self.reading)
        with self._slots_lock:
            self._reading_slots[request] = slot
        try:
            threading.Thread(target=self._serve_connection, args=(request, client_address), daemon=True).start()
        except BaseException:
            self._release_reading(request)
            self.shutdown_request(request)
            raise

    def _serve_connection(self, request: Any, client_address: Any) -> None:
        try:
            self.finish_request(request, client_address)
        except Exception:
            self.handle_error(request, client_address)
        finally:
            self._release_reading(request)
            self.shutdown_request(request)

    def done_reading(self, request: Any) -> None:
        """The handler read its request: the connection no longer counts as one being read."""
        with self._slots_lock:
            slot = self._reading_slots.get(request)
        if slot is not None:
            slot.release()

    def _release_reading(self, request: Any) -> None:
        with self._slots_lock:
            slot = self._reading_slots.pop(request, None)
        if slot is not None:
            slot.release()

    def _refuse(self, request: Any) -> None:
        body = b'{"error": "too many connections are sending requests; retry later"}\n'
        head = (f"HTTP/1.0 503 Service Unavailable\r\nContent-Type: {JSON_TYPE}\r\nRetry-After: 1\r\n"
                f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n").encode()
        try:
            request.settimeout(0.5)
            request.sendall(head + body)
        except OSError:
            pass
        self.shutdown_request(request)

    def handle_error(self, request: Any, client_address: Any) -> None:
        e = sys.exc_info()[1]
        self.log(f"error: connection from {client_address[0] if client_address else '?'}: "
                 f"{type(e).__name__}: {_one_line(str(e))}")

    # ------------------------------------------------------------------ names

    def host_allowed(self, name: str) -> bool:
        """Whether ``name`` (a Host header's or an Origin's host) is this server: a loopback name or
        address, or the bound address. A wildcard bind (token required) takes any name."""
        name = name.lower().rstrip(".")
        if name == "localhost" or name.endswith(".localhost"):
            return True
        try:
            ip = ipaddress.ip_address(name)
        except ValueError:
            ip = None
        if ip is not None and ip.is_loopback:
            return True
        if self.bound_ip is not None and self.bound_ip.is_unspecified:
            return True
        return _same_host(name, self.bound_name)


def _origin_key(origin: str) -> str:
    return origin.strip().lower().rstrip("/")


class _ReadTimeout(TimeoutError):
    """The request did not arrive within its deadline."""


class _DeadlineReader(io.RawIOBase):
    """The socket as the handler reads it: every read waits at most until the handler's deadline,
    so a client sending one byte every few seconds cannot hold a thread for longer than that."""

    def __init__(self, sock: socket.socket, handler: "Handler") -> None:
        super().__init__()
        self._sock = sock
        self._handler = handler

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        remaining = self._handler.read_deadline - time.monotonic()
        if remaining <= 0:
            raise _ReadTimeout("the request did not arrive in time")
        self._sock.settimeout(remaining if math.isfinite(remaining) else WRITE_TIMEOUT_S)
        try:
            return self._sock.recv_into(buffer)
        except TimeoutError:
            raise _ReadTimeout("the request did not arrive in time") from None
        except (ConnectionResetError, BrokenPipeError):
            return 0


class _DisconnectWatch:
    """Watches a client's connection while its request runs and calls ``on_gone`` once when the client
    hangs up (end of stream or reset). A client sends nothing after its request (one request per
    connection), so readable means closed; if bytes do arrive, watching stops (they are not ours to
    read)."""

    def __init__(self, sock: socket.socket, on_gone: Callable[[], None]) -> None:
        self._sock = sock
        self._on_gone = on_gone
        self._stop = threading.Event()
        self.gone = False
        self._thread = threading.Thread(target=self._run, name="http-disconnect-watch", daemon=True)

    def __enter__(self) -> "_DisconnectWatch":
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(2 * DISCONNECT_POLL_S + 1)

    def _run(self) -> None:
        try:
            with selectors.DefaultSelector() as sel:
                sel.register(self._sock, selectors.EVENT_READ)
                while not self._stop.is_set():
                    if not sel.select(DISCONNECT_POLL_S):
                        continue
                    try:
                        peeked = self._sock.recv(1, socket.MSG_PEEK)
                    except (BlockingIOError, InterruptedError, TimeoutError):
                        continue
                    except OSError:
                        peeked = b""
                    if peeked:
                        return
                    break
                else:
                    return
        except (OSError, ValueError):  # the socket was closed under us: the request is over anyway
            return
        self.gone = True
        self._on_gone()


class Handler(BaseHTTPRequestHandler):
    server: ApiServer
    timeout = WRITE_TIMEOUT_S
    server_version = f"agentworld-play/{__version__}"
    protocol_version = "HTTP/1.0"  # one request per connection: simple, and SSE ends with the connection

    read_deadline = math.inf
    _reading = True
    _cors: dict[str, str] = {}

    # ------------------------------------------------------------ plumbing

    def setup(self) -> None:
        super().setup()
        self.read_deadline = time.monotonic() + self.server.header_timeout
        self._reading = True
        self._cors = {}
        plain = self.rfile
        self.rfile = io.BufferedReader(_DeadlineReader(self.connection, self))
        plain.close()

    def _done_reading(self) -> None:
        """The request is read (or refused): from here on the socket only sends, with its own timeout."""
        if self._reading:
            self._reading = False
            self.read_deadline = math.inf
            try:
                self.connection.settimeout(WRITE_TIMEOUT_S)
            except OSError:
                pass
            self.server.done_reading(self.request)

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the base class's name
        self.server.log(f"{self.address_string()} {format % args}")

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        # the base class answers malformed requests with an HTML page; ours are JSON
        self._json(code, {"error": _one_line(message or explain or "bad request")})

    def _json(self, status: int, body: Any, headers: dict[str, str] | None = None) -> None:
        self._done_reading()
        headers = dict(headers or {})
        if status in (429, 503) and "Retry-After" not in headers:
            headers["Retry-After"] = str(RETRY_BUSY_S if status == 429 else self.server.service.slot.retry_after())
        # C1 controls and bidi overrides as \uXXXX: a client that prints the JSON cannot be steered
        data = b"" if body is None else (dumps(body) + "\n").encode("utf-8")
        try:
            self.send_response(status)
            if body is not None:
                self.send_header("Content-Type", "application/json; charset=utf-8")
            self.send_header("Content-Length", str(len(data)))
            self.send_header("Cache-Control", "no-store")
            for k, v in {**self._cors, **headers}.items():
                self.send_header(k, v)
            self.end_headers()
            if data and self.command != "HEAD":
                self.wfile.write(data)
        except OSError:  # the client is gone (a reset, a broken pipe, a send timeout)
            self.close_connection = True

    def _error(self, e: BaseException) -> None:
        status = status_of(e)
        headers = dict(getattr(e, "headers", {}) or {})
        if status in (503, 504):
            headers.setdefault("Retry-After", str(self.server.service.slot.retry_after()))
        elif status == 409 and isinstance(e, StepInProgress):
            headers.setdefault("Retry-After", "1")
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

    def _check_host(self) -> None:
        """DNS rebinding: a page on evil.example whose name now resolves to 127.0.0.1 sends its own
        name as Host. Clients that send no Host (HTTP/1.0 programs) are not browsers."""
        host = self.headers.get("Host")
        if host is None:
            return
        try:
            name = urlsplit("//" + host.strip()).hostname
        except ValueError:
            name = None
        if not name or not self.server.host_allowed(name):
            raise HttpError(421, f"Host {host[:80]!r} is not this server; use localhost, 127.0.0.1 or the "
                                 "bound address")

    def _check_origin(self) -> None:
        """Browsers send Origin with a page's requests: only the server's own origin and the ones
        allowed with --allow-origin pass."""
        origin = self.headers.get("Origin")
        if origin is None:
            return
        key = _origin_key(origin)
        if key in self.server.allow_origins:
            self._cors = {"Access-Control-Allow-Origin": origin.strip(), "Vary": "Origin",
                          "Access-Control-Expose-Headers": "Retry-After"}
            return
        try:
            parts = urlsplit(key)
            port = parts.port or (80 if parts.scheme == "http" else None)
        except ValueError:
            parts, port = urlsplit(""), None
        if (parts.scheme == "http" and parts.hostname and self.server.host_allowed(parts.hostname)
                and port == self.server.server_address[1]):
            return
        raise HttpError(403, f"requests from web pages are refused (Origin {origin[:80]!r}); start the "
                             f"server with --allow-origin {origin[:80]} to allow that page")

    def _read_body(self) -> bytes:
        """The request body (bounded in size and time); only JSON is accepted."""
        if "chunked" in self.headers.get("Transfer-Encoding", "").lower():
            self.close_connection = True
            raise HttpError(411, "send the body with a Content-Length (chunked bodies are not accepted)")
        raw_len = self.headers.get("Content-Length")
        if raw_len is None:
            return b""
        try:
            length = int(raw_len)
            if length < 0:
                raise ValueError
        except ValueError:
            self.close_connection = True
            raise HttpError(400, f"Content-Length {raw_len[:40]!r} is not a byte count") from None
        if length == 0:
            return b""
        ctype = self.headers.get("Content-Type", "").split(";")[0].strip().lower()
        if ctype != JSON_TYPE:
            self.close_connection = True
            raise HttpError(415, f"send the body as JSON with 'Content-Type: {JSON_TYPE}' (got "
                                 f"{ctype[:60] or 'no Content-Type'!r})")
        if length > self.server.max_body:
            self.close_connection = True  # the body is not read: this connection cannot be reused
            raise HttpError(413, f"the body is {length:,} bytes; at most {self.server.max_body:,} are accepted")
        self.read_deadline = time.monotonic() + self.server.body_timeout
        chunks: list[bytes] = []
        got = 0
        while got < length:
            try:
                chunk = self.rfile.read1(min(65536, length - got))
            except _ReadTimeout:
                self.close_connection = True
                raise HttpError(400, f"the body did not arrive in time: {got:,} of {length:,} bytes "
                                     f"(Content-Length) in {self.server.body_timeout:g} s") from None
            if not chunk:
                self.close_connection = True
                raise HttpError(400, f"the body ended before Content-Length bytes arrived ({got:,} of {length:,})")
            chunks.append(chunk)
            got += len(chunk)
        return b"".join(chunks)

    def _dispatch(self, method: str) -> None:
        try:
            self._check_host()
            self._check_origin()
            parts = [unquote(p) for p in urlsplit(self.path).path.strip("/").split("/") if p]
            if method == "OPTIONS":
                self._preflight()
                return
            health = parts == ["v1", "health"]
            authorized = self._authorized()
            if not authorized and not health:
                raise HttpError(401, "missing or wrong token: send 'Authorization: Bearer <token>'")
            raw = self._read_body()
            self._done_reading()
            if health:  # no connection slot: cheap, and must answer while steps hold every slot
                self._health(method, authorized)
                return
            if not self.server.connections.acquire(blocking=False):
                raise HttpError(503, "too many requests are being served; retry later", {"Retry-After": "1"})
            try:
                self._route(method, parts, raw)
            finally:
                self.server.connections.release()
        except Exception as e:  # every failure becomes a one-line JSON error
            self._error(e)

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

    def do_OPTIONS(self) -> None:
        self._dispatch("OPTIONS")

    def _preflight(self) -> None:
        """CORS preflight: only an allowed origin (see _check_origin) gets the permissions."""
        self._done_reading()
        headers = {"Allow": "GET, POST, DELETE, OPTIONS"}
        if self._cors:
            headers.update({"Access-Control-Allow-Methods": "GET, POST, DELETE",
                            "Access-Control-Allow-Headers": CORS_HEADERS, "Access-Control-Max-Age": "600"})
        self._json(204, None, headers)

    def _health(self, method: str, authorized: bool) -> None:
        if method != "GET":
            raise HttpError(405, f"{method} is not allowed here; use GET", {"Allow": "GET"})
        ready, status = self.server.service.slot.health()
        body: dict[str, Any] = {"status": "ok" if ready else "unavailable", "state": status["state"],
                                "busy": status["busy"], "waiting": status["waiting"], "queue": status["queue"]}
        if authorized:  # without the token: nothing about the model, its files or its process
            body.update(version=__version__, model=status["model"], model_pid=status["model_pid"],
                        error=status["error"])
        self._json(200 if ready else 503, body)

    @staticmethod
    def _object(raw: bytes) -> dict[str, Any]:
        if not raw.strip():
            return {}
        try:
            value = json.loads(raw.decode("utf-8"), parse_constant=_no_constant, parse_float=_finite_float)
        except UnicodeDecodeError:
            raise HttpError(400, "the body is not UTF-8 text") from None
        except json.JSONDecodeError as e:
            raise HttpError(400, f"the body is not valid JSON: {e.msg} (line {e.lineno}, column {e.colno})") from None
        except RecursionError:
            raise HttpError(400, "the body's JSON is nested too deeply") from None
        except ValueError as e:  # NaN/Infinity, 1e999, an integer of thousands of digits
            raise HttpError(400, f"the body holds a number JSON cannot carry: {_one_line(str(e))[:120]}") from None
        if not isinstance(value, dict):
            raise HttpError(400, "the body must be a JSON object")
        return value

    # -------------------------------------------------------------- routes

    def _route(self, method: str, parts: list[str], raw: bytes) -> None:
        svc = self.server.service
        if not parts or parts[0] != "v1":
            raise HttpError(404, f"no such endpoint {self.path[:100]}; the API lives under /v1")
        rest = parts[1:]

        def allow(*methods: str) -> None:
            if method not in methods:
                raise HttpError(405, f"{method} is not allowed here; use {' or '.join(methods)}",
                                {"Allow": ", ".join(methods)})

        if rest == ["domains"]:
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
                body = self._object(raw)
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
            self._step(rest[1], self._object(raw))
        elif len(rest) == 3 and rest[0] == "sessions" and rest[2] in ("fork", "reset"):
            allow("POST")
            body = self._object(raw)
            if rest[2] == "fork":
                _only(body, {"step"})
                if "step" not in body:
                    raise HttpError(400, "give the step to fork after: {\"step\": N} (0: only the initial state)")
                self._json(201, session_view(svc.fork(rest[1], body["step"])))
            else:
                _only(body, set())
                self._json(201, session_view(svc.reset(rest[1])))
        elif rest == ["describe"]:
            allow("POST")
            body = self._object(raw)
            _only(body, {"domain", "sentence", "params", "title"})
            for key in ("domain", "sentence"):
                if key not in body:
                    raise HttpError(400, f"a describe request needs '{key}'")
            token = CancelToken()
            with _DisconnectWatch(self.connection, lambda: token.cancel("the client closed the connection")):
                created = svc.describe(body["domain"], body["sentence"], params=body.get("params"),
                                       title=body.get("title", ""), cancel=token)
            self._json(201, session_view(created))
        elif rest == ["verify"]:
            allow("POST")
            body = self._object(raw)
            _only(body, {"domain", "actions", "rules", "samples", "initial_state", "system_prompt", "params"})
            for key in ("domain", "actions", "rules"):
                if key not in body:
                    raise HttpError(400, f"a verify request needs '{key}'")
            token = CancelToken()
            with _DisconnectWatch(self.connection, lambda: token.cancel("the client closed the connection")):
                report = svc.verify(body["domain"], body["actions"], body["rules"], samples=body.get("samples", 1),
                                    initial_state=body.get("initial_state"),
                                    system_prompt=body.get("system_prompt"), params=body.get("params"),
                                    cancel=token)
            self._json(200, report.to_dict())
        else:
            raise HttpError(404, f"no such endpoint {method} {self.path[:100]}")

    def _step(self, sid: str, body: dict[str, Any]) -> None:
        _only(body, {"action", "state", "observation", "stream", "params", "request_id"})
        if "action" not in body:
            raise HttpError(400, "a step needs an 'action' in the domain's format")
        stream = body.get("stream", False)
        if not isinstance(stream, bool):
            raise HttpError(400, "'stream' must be true or false")
        stream = stream or "text/event-stream" in self.headers.get("Accept", "")
        key = self.headers.get("Idempotency-Key")
        if key is not None and "request_id" in body and body["request_id"] != key:
            raise HttpError(400, "the Idempotency-Key header and 'request_id' differ; give the key once")
        key = key if key is not None else body.get("request_id")
        svc = self.server.service
        token = CancelToken()
        args: dict[str, Any] = {"state": body.get("state"), "observation": body.get("observation"),
                                "params": body.get("params"), "cancel": token, "request_id": key}
        # a client that hangs up stops its step, streamed or not: nothing is generated for nobody
        watch = _DisconnectWatch(self.connection, lambda: token.cancel("the client closed the connection"))
        if not stream:
            with watch:
                try:
                    step = svc.step(sid, body["action"], **args)
                except StepNotSaved:
                    if watch.gone:
                        self._client_left(sid)
                        return
                    raise
            self._json(200, {"session": sid, **step_view(step, reasoning=True)})
            return
        sse = _EventStream(self)
        with watch:
            try:
                step = svc.step(sid, body["action"], on_delta=sse.delta, **args)
            except _ClientGone:
                self._client_left(sid)
                return
            except Exception as e:
                if watch.gone:
                    self._client_left(sid)
                    return
                if not sse.started:
                    raise  # nothing sent yet: a plain JSON error with its status
                sse.send_final("error", {"error": _one_line(str(e)), "status": status_of(e)})
                return
        sse.send_final("step", {"session": sid, **step_view(step, reasoning=True)})

    def _client_left(self, sid: str) -> None:
        self.close_connection = True
        self.server.log(f"{self.address_string()} closed the connection; the step on {sid} was cancelled, "
                        "nothing was saved")


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{text[:40]} is too large for a number")
    return value


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
        for k, v in h._cors.items():
            h.send_header(k, v)
        h.end_headers()
        self.started = True

    def send(self, event: str, data: Any) -> None:
        payload = dumps(data)
        try:
            if not self.started:
                self._start()
            self.h.wfile.write(f"event: {event}\ndata: {payload}\n\n".encode("utf-8"))
            self.h.wfile.flush()
        except OSError:
            raise _ClientGone() from None

    def send_final(self, event: str, data: Any) -> None:
        try:
            self.send(event, data)
        except _ClientGone:
            self.h.close_connection = True

    def delta(self, d: Any) -> None:
        self.send("delta", {"phase": d.phase, "reasoning": d.reasoning, "output": d.output, "tokens": d.tokens,
                            "tok_s": round(d.tok_s, 1), "notices": list(d.notices)})


def _only(body: dict[str, Any], allowed: set[str]) -> None:
    extra = sorted(set(body) - allowed)
    if extra:
        listed = ", ".join(sorted(allowed)) or "nothing"
        raise HttpError(400, f"unknown field '{extra[0]}' (this request takes {listed})")


def url_of(server: ApiServer) -> str:
    """The server's base URL as a client writes it (an IPv6 address in brackets)."""
    host, port = server.server_address[:2]
    host = str(host)
    return f"http://[{host}]:{port}" if ":" in host else f"http://{host}:{port}"


def serve_http(service: WorldService, host: str, port: int, *, token: str | None = None,
               max_body: int = MAX_BODY_BYTES, ready: Callable[[ApiServer], None] | None = None,
               allow_origins: Iterable[str] = ()) -> None:
    """Serve until interrupted."""
    server = ApiServer((host, port), service, token=token, max_body=max_body, allow_origins=allow_origins)
    try:
        if ready is not None:
            ready(server)
        server.serve_forever(poll_interval=0.2)
    finally:
        server.server_close()


__all__ = ["ApiServer", "serve_http", "check_bind", "is_loopback", "status_of", "url_of", "PlaygroundError"]
