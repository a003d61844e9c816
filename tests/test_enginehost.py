"""The model process (RemoteEngine) on the tiny real model, without the UI."""

from __future__ import annotations

import threading
import time
from pathlib import Path

from playground.engine import LoadOptions
from playground.enginehost import RemoteEngine


def test_close_from_two_threads_at_once_stops_the_process_once(tiny_model: Path) -> None:
    engine = RemoteEngine.load(tiny_model, LoadOptions(n_ctx=512, n_threads=1))
    process = engine._process
    assert process.is_alive()
    start = threading.Barrier(2)
    errors: list[BaseException] = []

    def close() -> None:
        start.wait()
        try:
            engine.close()
        except BaseException as e:  # noqa: BLE001 (the test reports it)
            errors.append(e)

    threads = [threading.Thread(target=close) for _ in range(2)]
    t0 = time.monotonic()
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert not any(t.is_alive() for t in threads) and errors == []
    assert time.monotonic() - t0 < 15  # a clean stop, not the terminate/kill fallbacks
    assert engine.closed and not process.is_alive() and process.exitcode == 0
    engine.close()  # and once more is a no-op
