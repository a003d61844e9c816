"""A small OpenAI-compatible HTTP client: list models, stream chat/text completions, score text.

Every failure becomes one :class:`EndpointError` line naming the server (never the key):
connection refused, timeouts, HTTP 4xx/5xx (with the server's own one-line message), a body
that is not the OpenAI API, a stream cut off mid-way. Streams can be closed from another
thread (``StreamHandle.close``), which is how a cancel stops a generation at once instead of
at the next chunk.
"""

from __future__ import annotations

import ipaddress
import json
import socket
import threading
from dataclasses import dataclass
from typing import Any, Iterator
from urllib.parse import urlsplit

import httpx2 as httpx

from playground.endpoints.errors import EndpointError, EndpointHTTPError, EndpointTimeout
from playground.endpoints.spec import EndpointSpec

CONNECT_TIMEOUT_S = 10.0
# A long prompt on a busy server can take minutes before its first token.
READ_TIMEOUT_S = 600.0
MAX_CONNECTIONS = 64
MAX_ERROR_BODY_BYTES = 64 * 1024


def _one_line(text: str, limit: int = 200) -> str:
    line = " ".join(text.split())
    return line if len(line) <= limit else line[: limit - 1] + "…"


def _error_text(err: Any) -> str:
    """One line from an OpenAI-style error value: {"message": ...}, a FastAPI list, or plain text."""
    if isinstance(err, dict):
        err = err.get("message", err.get("msg", err))
    if isinstance(err, list) and err and isinstance(err[0], dict):  # FastAPI validation errors
        first = err[0]
        where = ".".join(str(p) for p in first.get("loc", ()) if p != "body")
        err = f"{where}: {first.get('msg', first)}" if where else first.get("msg", first)
    return _one_line(str(err))


def _server_message(body: bytes, reason: str) -> str:
    """The error text an OpenAI-style server put in its body ({"error": {"message": ...}} or {"detail": ...})."""
    try:
        data = json.loads(body)
    except (ValueError, RecursionError):
        text = body.decode("utf-8", "replace")
        return _one_line(text) if text.strip() else reason
    if isinstance(data, dict):
        err = data.get("error", data.get("detail", data.get("message")))
        if err:
            return _error_text(err)
    return _one_line(json.dumps(data))


def _size(n: int) -> str:
    return f"{n / (1024 * 1024):g} MiB" if n >= 1024 * 1024 else f"{n:,} bytes"


def _read_capped(response: httpx.Response, cap: int) -> bytes:
    """At most ``cap`` bytes of the body (an error page may be huge; its first lines say why)."""
    out = bytearray()
    for chunk in response.iter_bytes():
        out += chunk[: cap - len(out)]
        if len(out) >= cap:
            break
    return bytes(out)


def _is_loopback(host: str) -> bool:
    name = urlsplit("//" + host).hostname or ""
    if name == "localhost":
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


class StreamHandle:
    """Lets another thread close a running stream (the blocked read then ends at once)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._response: httpx.Response | None = None
        self.closed = False

    def attach(self, response: httpx.Response) -> None:
        with self._lock:
            self._response = response
            closed = self.closed
        if closed:
            response.close()

    def close(self) -> None:
        with self._lock:
            self.closed = True
            response = self._response
        if response is not None:
            # A read blocked in another thread does not notice response.close(); shutting the
            # socket down ends it at once (and the server sees the client go away).
            try:
                stream = response.extensions.get("network_stream")
                sock = stream.get_extra_info("socket") if stream is not None else None
                if sock is not None:
                    sock.shutdown(socket.SHUT_RDWR)
            except Exception:
                pass
            try:
                response.close()
            except Exception:  # closing a half-read response from another thread may complain; it is closed
                pass


@dataclass(frozen=True)
class ServedModel:
    id: str
    max_model_len: int | None  # vLLM and SGLang report it; llama-cpp-python's server does not
    owned_by: str = ""


class OpenAIClient:
    """One server. Thread-safe: concurrent requests share a connection pool."""

    def __init__(self, spec: EndpointSpec, *, read_timeout: float = READ_TIMEOUT_S) -> None:
        self.spec = spec.validate()
        headers = {"Accept": "application/json"}
        key = spec.api_key()
        if key is not None:
            headers["Authorization"] = f"Bearer {key}"
        self._client = httpx.Client(
            headers=headers,
            timeout=httpx.Timeout(read_timeout, connect=CONNECT_TIMEOUT_S),
            limits=httpx.Limits(max_connections=MAX_CONNECTIONS, max_keepalive_connections=MAX_CONNECTIONS),
            # proxies from the environment apply to remote servers, never to one on this machine
            trust_env=not _is_loopback(spec.host),
        )

    def close(self) -> None:
        self._client.close()

    @property
    def where(self) -> str:
        return self.spec.host

    # ------------------------------------------------------------------ errors

    def _transport_error(self, e: Exception, during: str) -> EndpointError:
        if isinstance(e, httpx.ConnectError):
            return EndpointError(f"cannot connect to {self.where}: {_one_line(str(e)) or 'connection refused'} "
                                 "(is the server running, and is the URL right?)")
        if isinstance(e, httpx.ConnectTimeout):
            return EndpointTimeout(f"connecting to {self.where} timed out after {CONNECT_TIMEOUT_S:.0f} s")
        if isinstance(e, httpx.TimeoutException):
            return EndpointTimeout(f"{self.where} did not answer in time {during}")
        if isinstance(e, (httpx.RemoteProtocolError, httpx.ReadError)):
            return EndpointError(f"{self.where} closed the connection {during}; nothing was saved")
        return EndpointError(f"talking to {self.where} failed {during}: {_one_line(str(e)) or type(e).__name__}")

    def _status_error(self, response: httpx.Response, body: bytes) -> EndpointHTTPError:
        msg = _server_message(body, response.reason_phrase)
        code = response.status_code
        if code in (401, 403):
            hint = (f"check the key in ${self.spec.api_key_env}" if self.spec.api_key_env
                    else "give the key's variable name with --api-key-env")
            return EndpointHTTPError(f"{self.where} refused the request (HTTP {code}: {msg}); {hint}", code, msg)
        if code == 404:
            return EndpointHTTPError(f"{self.where} answered HTTP 404 ({msg}): not an OpenAI-compatible API at "
                                     f"{self.spec.safe_base_url}, or no model {self.spec.model!r} there", code, msg)
        return EndpointHTTPError(f"{self.where} answered HTTP {code}: {msg}", code, msg)

    def _not_json(self, path: str) -> EndpointError:
        return EndpointError(f"{self.where} did not answer {path} with JSON: is it an OpenAI-compatible server?")

    # ---------------------------------------------------------------- requests

    def _request_json(self, method: str, path: str, payload: dict[str, Any] | None = None,
                      timeout: float | None = None) -> Any:
        """One JSON request; transport failures, HTTP errors and non-JSON answers as EndpointError.
        The body is read with the stream cap: a server answering endlessly cannot fill the memory."""
        url = self.spec.base_url + path
        cap = self.spec.limits.max_stream_bytes
        try:
            limit = httpx.Timeout(timeout, connect=CONNECT_TIMEOUT_S) if timeout is not None else self._client.timeout
            with self._client.stream(method, url, json=payload, timeout=limit) as response:
                if response.status_code >= 400:
                    raise self._status_error(response, _read_capped(response, MAX_ERROR_BODY_BYTES))
                body = _read_capped(response, cap + 1)
        except httpx.HTTPError as e:
            raise self._transport_error(e, f"to GET {path}" if method == "GET" else f"during POST {path}") from None
        if len(body) > cap:
            raise EndpointError(f"{self.where} answered {path} with over {_size(cap)}: not an OpenAI-compatible API")
        try:
            return json.loads(body)
        except (ValueError, RecursionError):
            raise self._not_json(path) from None

    def _get_json(self, path: str) -> Any:
        return self._request_json("GET", path)

    def list_models(self) -> list[ServedModel]:
        body = self._get_json("/models")
        data = body.get("data") if isinstance(body, dict) else None
        if not isinstance(data, list):
            raise EndpointError(f"{self.where} answered /v1/models without a model list: not an OpenAI-compatible API")
        out = []
        for item in data:
            if isinstance(item, dict) and isinstance(item.get("id"), str):
                mml = item.get("max_model_len")
                out.append(ServedModel(item["id"], mml if isinstance(mml, int) and mml > 0 else None,
                                       str(item.get("owned_by", ""))))
        return out

    def post_json(self, path: str, payload: dict[str, Any], *, timeout: float | None = None) -> Any:
        """POST and parse the JSON answer; ``timeout``: the read timeout for this request."""
        return self._request_json("POST", path, payload, timeout)

    def stream(self, path: str, payload: dict[str, Any], handle: StreamHandle) -> Iterator[dict[str, Any]]:
        """POST ``payload`` with ``stream: true``; yield each server-sent event's JSON until [DONE].

        Ends quietly when ``handle`` was closed (a cancel, or the caller's deadline); raises
        EndpointError otherwise. Lines are read with a cap (one line over
        ``limits.max_line_bytes`` is never held whole) and so is the whole stream.
        """
        url = self.spec.base_url + path
        if handle.closed:
            return
        try:
            # identity: the caps below count the bytes the server sends, not what they inflate to
            with self._client.stream("POST", url, json={**payload, "stream": True},
                                     headers={"Accept-Encoding": "identity"}) as response:
                handle.attach(response)
                if response.status_code >= 400:
                    raise self._status_error(response, _read_capped(response, MAX_ERROR_BODY_BYTES))
                ctype = response.headers.get("content-type", "")
                if "text/event-stream" not in ctype and "application/x-ndjson" not in ctype:
                    raise EndpointError(f"{self.where} did not stream server-sent events for {path} "
                                        f"(content-type {ctype or 'none'}): is it an OpenAI-compatible server?")
                for line, complete in self._lines(response):
                    if not line.startswith(b"data:"):
                        continue  # comments (": ping"), event names, blank separators
                    data = line[5:].strip()
                    if data == b"[DONE]":
                        return
                    try:
                        event = json.loads(data)
                    except (ValueError, RecursionError):
                        if not complete:
                            raise EndpointError(f"{self.where} ended the stream in the middle of an event; "
                                                "nothing was saved") from None
                        raise EndpointError(f"{self.where} sent a stream event that is not JSON: "
                                            f"{_one_line(data.decode('utf-8', 'replace'), 80)}") from None
                    if isinstance(event, dict) and "error" in event and "choices" not in event:
                        raise EndpointError(f"{self.where} reported an error mid-stream: "
                                            f"{_error_text(event['error'])}")
                    if not isinstance(event, dict):
                        raise EndpointError(f"{self.where} sent a stream event that is not an object")
                    yield event
        except httpx.HTTPError as e:
            if handle.closed:
                return  # we closed it: a cancel or a deadline, not a failure
            raise self._transport_error(e, "mid-stream") from None
        except EndpointError:
            if handle.closed:
                return  # a read cut short by our own close looks like a broken stream; it is not
            raise
        except Exception as e:  # a response closed under a read raises odd things; after a cancel that is fine
            if handle.closed:
                return
            why = _one_line(str(e)) or type(e).__name__
            raise EndpointError(f"reading the stream from {self.where} failed: {why}") from None

    def _lines(self, response: httpx.Response) -> Iterator[tuple[bytes, bool]]:
        """(line without its end, ended by a newline) for each line of the body, with the caps of
        ``spec.limits``: a longer line or a longer stream is an EndpointError as soon as it is seen."""
        limits = self.spec.limits
        pending = bytearray()
        total = 0
        for chunk in response.iter_bytes():
            total += len(chunk)
            if total > limits.max_stream_bytes:
                raise EndpointError(f"{self.where} streamed over {_size(limits.max_stream_bytes)} for one request "
                                    "(the cap per step); nothing was saved")
            start = 0
            while (end := chunk.find(b"\n", start)) >= 0:
                if len(pending) + end - start > limits.max_line_bytes:
                    raise self._long_line()
                if pending:
                    pending += chunk[start:end]
                    line = bytes(pending)
                    pending.clear()
                else:
                    line = chunk[start:end]
                yield line.rstrip(b"\r"), True
                start = end + 1
            if len(pending) + len(chunk) - start > limits.max_line_bytes:
                raise self._long_line()
            pending += chunk[start:]
        if pending.strip():
            yield bytes(pending).rstrip(b"\r"), False

    def _long_line(self) -> EndpointError:
        return EndpointError(f"{self.where} sent a stream line over {_size(self.spec.limits.max_line_bytes)}: "
                             "not an OpenAI event stream; nothing was saved")
