"""serve --http under slow and greedy clients: the server runs in this process (so its deadlines can
be shortened) on real sockets, with the tiny model in its own process behind it.

Slow senders (headers or body dribbled a byte at a time) are dropped at their deadline and never
hold the slots that health and finished requests use; a body shorter than its Content-Length is a
400 at once; a burst of streaming requests is answered (200 or 429), not reset; a flood of idle
connections beyond the reading limit gets 503 with Retry-After."""

from __future__ import annotations

import http.client
import json
import socket
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Iterator

import pytest

from playground.agents.http_server import ApiServer
from playground.agents.service import EngineSlot, WorldService
from playground.llama.engine import LoadOptions
from playground.runtime.modelprocess import RemoteEngine
from tests.agents.helpers import keys

pytestmark = pytest.mark.slow

DEADLINE_S = 1.5  # the header and the body deadline here (10 s in the product)
JSON_HEADERS = {"Content-Type": "application/json"}


class Running:
    def __init__(self, server: ApiServer, log: list[str]) -> None:
        self.server, self.log = server, log
        self.port = int(server.server_address[1])

    def call(self, method: str, path: str, body: Any = None, timeout: float = 30) -> tuple[int, Any]:
        c = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        try:
            c.request(method, path, body=json.dumps(body) if body is not None else None, headers=JSON_HEADERS)
            r = c.getresponse()
            data = r.read()
            return r.status, json.loads(data) if data else None
        finally:
            c.close()


def start(directory: Path, tiny_model: Path | None, **limits: Any) -> tuple[ApiServer, EngineSlot, list[str]]:
    opener = (lambda: RemoteEngine.load(tiny_model, LoadOptions(n_ctx=2048, n_threads=1))) if tiny_model else None
    slot = EngineSlot(opener, queue=0)
    slot.start()
    log: list[str] = []
    server = ApiServer(("127.0.0.1", 0), WorldService(directory, slot), log=log.append,
                       header_timeout=DEADLINE_S, body_timeout=DEADLINE_S, **limits)
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
    return server, slot, log


@pytest.fixture(scope="module")
def api(tiny_model: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Running]:
    server, slot, log = start(tmp_path_factory.mktemp("limits"), tiny_model)
    running = Running(server, log)
    try:
        deadline = time.monotonic() + 120
        while running.call("GET", "/v1/health")[0] != 200:
            assert time.monotonic() < deadline, running.call("GET", "/v1/health")
            time.sleep(0.05)
        yield running
    finally:
        server.shutdown()
        server.server_close()
        slot.close()


def open_request(port: int, head_only: bool = False, length: int = 200) -> socket.socket:
    """A connection that sent its request line (and, unless ``head_only``, all headers and one body byte)."""
    s = socket.create_connection(("127.0.0.1", port), timeout=30)
    if head_only:
        s.sendall(b"POST /v1/sessions HTTP/1.1\r\n")
    else:
        s.sendall(f"POST /v1/sessions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                  f"Content-Length: {length}\r\n\r\n{{".encode())
    return s


def response_of(s: socket.socket) -> bytes:
    data = b""
    try:
        while chunk := s.recv(4096):
            data += chunk
    except (ConnectionResetError, TimeoutError):
        pass
    return data


def test_slow_senders_time_out_while_health_keeps_answering(api: Running) -> None:
    slow_bodies = [open_request(api.port) for _ in range(40)]
    slow_heads = [open_request(api.port, head_only=True) for _ in range(10)]
    stop = threading.Event()

    def dribble() -> None:  # one more byte on each connection every 0.4 s: never done, never idle
        while not stop.wait(0.4):
            for s in slow_bodies:
                try:
                    s.sendall(b" ")
                except OSError:
                    pass
            for s in slow_heads:
                try:
                    s.sendall(b"X")
                except OSError:
                    pass

    dripper = threading.Thread(target=dribble, daemon=True)
    dripper.start()
    t0 = time.monotonic()
    try:
        while time.monotonic() - t0 < DEADLINE_S + 0.5:  # the whole time the slow ones are open
            asked = time.monotonic()
            status, body = api.call("GET", "/v1/health", timeout=5)
            assert status == 200 and body["state"] == "ready"
            assert time.monotonic() - asked < 1.0  # each answer comes at once, not after a slot frees
            assert api.call("GET", "/v1/sessions", timeout=5)[0] == 200  # a request slot, too
            time.sleep(0.1)
        answers = [response_of(s) for s in slow_bodies]
        heads = [response_of(s) for s in slow_heads]
    finally:
        stop.set()
        dripper.join()
        for s in slow_bodies + slow_heads:
            s.close()
    assert time.monotonic() - t0 < DEADLINE_S + 5  # each was dropped at its deadline
    for answer in answers:
        assert answer.startswith(b"HTTP/1.0 400"), answer[:200]
        assert b"the body did not arrive in time" in answer
    assert all(h == b"" for h in heads)  # a request that never finished its headers is closed unanswered


def test_a_body_shorter_than_its_length_is_a_400_at_once(api: Running) -> None:
    s = open_request(api.port, length=100)
    s.sendall(b'"domain": "terminal"}')  # 22 of 100 bytes, then the client is done sending
    s.shutdown(socket.SHUT_WR)
    t0 = time.monotonic()
    answer = response_of(s)
    s.close()
    assert time.monotonic() - t0 < 1.0
    assert answer.startswith(b"HTTP/1.0 400") and b"ended before Content-Length bytes arrived (22 of 100)" in answer


def test_a_burst_of_streaming_steps_is_answered_not_reset(api: Running) -> None:
    """30 clients at once (queue 0: one runs, the others are told to come back): every one gets an
    HTTP answer, none a reset connection."""
    sid = api.call("POST", "/v1/sessions", {"domain": "terminal", "system_prompt": "You simulate a terminal."})[1]["id"]
    body = json.dumps({"action": keys("ls"), "stream": True, "params": {"max_tokens": 8}})
    barrier = threading.Barrier(30)

    def one(_: int) -> int:
        barrier.wait()
        c = http.client.HTTPConnection("127.0.0.1", api.port, timeout=60)
        try:
            c.request("POST", f"/v1/sessions/{sid}/steps", body=body, headers=JSON_HEADERS)
            r = c.getresponse()
            r.read()
            return r.status
        finally:
            c.close()

    with ThreadPoolExecutor(30) as pool:
        statuses = list(pool.map(one, range(30)))
    assert set(statuses) <= {200, 429} and 200 in statuses and 429 in statuses, statuses
    assert api.server.request_queue_size >= 30


def test_a_flood_of_idle_connections_gets_503_beyond_the_reading_limit(tmp_path: Path) -> None:
    server, slot, _ = start(tmp_path, None, max_reading=4)
    port = int(server.server_address[1])
    try:
        idle = [socket.create_connection(("127.0.0.1", port), timeout=10) for _ in range(4)]
        time.sleep(0.2)  # accepted: the four reading slots are taken
        t0 = time.monotonic()
        extra = socket.create_connection(("127.0.0.1", port), timeout=10)
        answer = response_of(extra)
        extra.close()
        assert time.monotonic() - t0 < 1.0
        assert answer.startswith(b"HTTP/1.0 503") and b"Retry-After: 1" in answer
        for s in idle:  # the idle ones are dropped at the header deadline, and the slots free again
            assert response_of(s) == b""
            s.close()
        c = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        c.request("GET", "/v1/health")
        r = c.getresponse()
        assert r.status == 503 and json.loads(r.read())["state"] == "unavailable"  # no model: not ready
        assert r.getheader("Retry-After")
        c.close()
    finally:
        server.shutdown()
        server.server_close()
        slot.close()
