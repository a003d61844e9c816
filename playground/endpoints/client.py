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

from playground.endpoints.errors import EndpointError
from playground.endpoints.spec import EndpointSpec

CONNECT_TIMEOUT_S = 10.0
# A long prompt on a busy server can take minutes before its first token.
READ_TIMEOUT_S = 600.0
MAX_CONNECTIONS = 64


def _one_line(text: str, limit: int = 200) -> str:
    line = " ".join(text.split())
    return line if len(line) <= limit else line[: limit - 1] + "…"


def _server_message(response: httpx.Response) -> str:
    """The error text an OpenAI-style server put in its body ({"error": {"message": ...}} or {"detail": ...})."""
    try:
        body = response.json()
    except ValueError:
        return _one_line(response.text) if response.text else response.reason_phrase
    if isinstance(body, dict):
        err = body.get("error", body.get("detail", body.get("message")))
        if isinstance(err, dict):
            err = err.get("message", err)
        if isinstance(err, list) and err and isinstance(err[0], dict):  # FastAPI validation errors
            err = err[0].get("msg", err[0])
        if err:
            return _one_line(str(err))
    return _one_line(json.dumps(body))


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
            return EndpointError(f"connecting to {self.where} timed out after {CONNECT_TIMEOUT_S:.0f} s")
        if isinstance(e, httpx.TimeoutException):
            return EndpointError(f"{self.where} did not answer in time {during}")
        if isinstance(e, (httpx.RemoteProtocolError, httpx.ReadError)):
            return EndpointError(f"{self.where} closed the connection {during}; nothing was saved")
        return EndpointError(f"talking to {self.where} failed {during}: {_one_line(str(e)) or type(e).__name__}")

    def _status_error(self, response: httpx.Response) -> EndpointError:
        msg = _server_message(response)
        code = response.status_code
        if code in (401, 403):
            hint = (f"check the key in ${self.spec.api_key_env}" if self.spec.api_key_env
                    else "give the key's variable name with --api-key-env")
            return EndpointError(f"{self.where} refused the request (HTTP {code}: {msg}); {hint}")
        if code == 404:
            return EndpointError(f"{self.where} answered HTTP 404 ({msg}): not an OpenAI-compatible API at "
                                 f"{self.spec.base_url}, or no model {self.spec.model!r} there")
        return EndpointError(f"{self.where} answered HTTP {code}: {msg}")

    def _not_json(self, path: str) -> EndpointError:
        return EndpointError(f"{self.where} did not answer {path} with JSON: is it an OpenAI-compatible server?")

    # ---------------------------------------------------------------- requests

    def _request_json(self, method: str, path: str, payload: dict[str, Any] | None = None) -> Any:
        """One JSON request; transport failures, HTTP errors and non-JSON answers as EndpointError."""
        url = self.spec.base_url + path
        try:
            if method == "GET":
                response = self._client.get(url)
            else:
                response = self._client.post(url, json=payload)
        except httpx.HTTPError as e:
            raise self._transport_error(e, f"to GET {path}" if method == "GET" else f"during POST {path}") from None
        if response.status_code >= 400:
            raise self._status_error(response)
        try:
            return response.json()
        except ValueError:
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

    def post_json(self, path: str, payload: dict[str, Any]) -> Any:
        return self._request_json("POST", path, payload)

    def stream(self, path: str, payload: dict[str, Any], handle: StreamHandle) -> Iterator[dict[str, Any]]:
        """POST ``payload`` with ``stream: true``; yield each server-sent event's JSON until [DONE].

        Ends quietly when ``handle`` was closed (a cancel); raises EndpointError otherwise.
        """
        url = self.spec.base_url + path
        if handle.closed:
            return
        try:
            with self._client.stream("POST", url, json={**payload, "stream": True}) as response:
                handle.attach(response)
                if response.status_code >= 400:
                    response.read()
                    raise self._status_error(response)
                ctype = response.headers.get("content-type", "")
                if "text/event-stream" not in ctype and "application/x-ndjson" not in ctype:
                    raise EndpointError(f"{self.where} did not stream server-sent events for {path} "
                                        f"(content-type {ctype or 'none'}): is it an OpenAI-compatible server?")
                for line in response.iter_lines():
                    if not line.startswith("data:"):
                        continue  # comments (": ping"), event names, blank separators
                    data = line[5:].strip()
                    if data == "[DONE]":
                        return
                    try:
                        event = json.loads(data)
                    except ValueError:
                        raise EndpointError(f"{self.where} sent a stream event that is not JSON: "
                                            f"{_one_line(data, 80)}") from None
                    if isinstance(event, dict) and "error" in event and "choices" not in event:
                        err = event["error"]
                        msg = err.get("message", err) if isinstance(err, dict) else err
                        raise EndpointError(f"{self.where} reported an error mid-stream: {_one_line(str(msg))}")
                    if not isinstance(event, dict):
                        raise EndpointError(f"{self.where} sent a stream event that is not an object")
                    yield event
        except httpx.HTTPError as e:
            if handle.closed:
                return  # we closed it: a cancel, not a failure
            raise self._transport_error(e, "mid-stream") from None
        except EndpointError:
            raise
        except Exception as e:  # a response closed under a read raises odd things; after a cancel that is fine
            if handle.closed:
                return
            why = _one_line(str(e)) or type(e).__name__
            raise EndpointError(f"reading the stream from {self.where} failed: {why}") from None
