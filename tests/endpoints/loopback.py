"""A loopback HTTP server (http.server in a thread) that replays recorded wire formats.

Used where the real server of the test suite (llama-cpp-python's) cannot show a behaviour:
the separate reasoning field of vLLM and SGLang, servers that are not OpenAI APIs, streams
that end early. Each test says which server's format it reproduces.
"""

from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable, Iterable


@dataclass
class Reply:
    status: int = 200
    content_type: str = "text/event-stream"
    events: list[str] = field(default_factory=list)  # "data: ..." payloads, written one by one
    body: bytes = b""
    delay_s: float = 0.0  # between events
    # raw body chunks written as they come (hostile servers: endless, huge, garbage, cut mid-line);
    # the connection closes when the iterable ends
    raw: Iterable[bytes] | None = None
    sent: list[int] = field(default_factory=lambda: [0])  # bytes of ``raw`` the client accepted


@dataclass
class Loopback:
    routes: dict[str, Callable[[dict[str, Any]], Reply]]
    requests: list[tuple[str, dict[str, Any], dict[str, str]]] = field(default_factory=list)
    server: ThreadingHTTPServer | None = None

    @property
    def url(self) -> str:
        assert self.server is not None
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def start(self) -> "Loopback":
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def _serve(self, body: dict[str, Any]) -> None:
                outer.requests.append((self.path, body, dict(self.headers)))
                route = outer.routes.get(self.path)
                reply = route(body) if route else Reply(404, "application/json",
                                                        body=b'{"detail":"Not Found"}')
                self.send_response(reply.status)
                self.send_header("Content-Type", reply.content_type)
                if reply.raw is not None:
                    self.send_header("Connection", "close")
                    self.end_headers()
                    try:
                        for chunk in reply.raw:
                            self.wfile.write(chunk)
                            self.wfile.flush()
                            reply.sent[0] += len(chunk)
                            if reply.delay_s:
                                time.sleep(reply.delay_s)
                    except (BrokenPipeError, ConnectionResetError):
                        pass
                    self.close_connection = True
                elif reply.events:
                    self.send_header("Cache-Control", "no-cache")
                    self.end_headers()
                    try:
                        for e in reply.events:
                            self.wfile.write(f"data: {e}\n\n".encode())
                            self.wfile.flush()
                            if reply.delay_s:
                                time.sleep(reply.delay_s)
                    except (BrokenPipeError, ConnectionResetError):
                        return
                else:
                    self.send_header("Content-Length", str(len(reply.body)))
                    self.end_headers()
                    self.wfile.write(reply.body)

            def do_GET(self) -> None:
                self._serve({})

            def do_POST(self) -> None:
                n = int(self.headers.get("Content-Length") or 0)
                self._serve(json.loads(self.rfile.read(n) or b"{}"))

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
        return self

    def stop(self) -> None:
        if self.server is not None:
            self.server.shutdown()
            self.server.server_close()


def models_reply(*names: str, max_model_len: int | None = 32768,
                 owned_by: str = "vllm") -> Callable[[dict[str, Any]], Reply]:
    """GET /v1/models as vLLM answers it (max_model_len included)."""
    data = [{"id": n, "object": "model", "created": 1700000000, "owned_by": owned_by, "root": n, "parent": None,
             **({"max_model_len": max_model_len} if max_model_len else {}), "permission": []} for n in names]
    return lambda _body: Reply(200, "application/json", body=json.dumps({"object": "list", "data": data}).encode())


def vllm_chunk(model: str, delta: dict[str, Any], finish: str | None = None,
               logprobs: Any = None) -> str:
    """One chat.completion.chunk exactly as vLLM's OpenAI server writes it."""
    choice: dict[str, Any] = {"index": 0, "delta": delta, "logprobs": logprobs, "finish_reason": finish}
    if finish is not None:
        choice["stop_reason"] = None
    return json.dumps({"id": "chatcmpl-6b3f2c0d9e", "object": "chat.completion.chunk", "created": 1700000000,
                       "model": model, "choices": [choice]})


def vllm_usage(model: str, prompt: int, completion: int) -> str:
    return json.dumps({"id": "chatcmpl-6b3f2c0d9e", "object": "chat.completion.chunk", "created": 1700000000,
                       "model": model, "choices": [],
                       "usage": {"prompt_tokens": prompt, "total_tokens": prompt + completion,
                                 "completion_tokens": completion}})
