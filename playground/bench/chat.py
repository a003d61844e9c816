"""One chat turn at a time, or many in flight: the engine face that predicting and judging share.

A :class:`ChatModel` answers a list of chat messages with a
:class:`~playground.llama.events.GenerationResult`. Two kinds exist, matching the two engines
the app has:

- a GGUF in the model process (:class:`ProcessChat`): one generation at a time (llama.cpp
  runs one sequence here), and a native crash ends that process, not the command;
- a model on an OpenAI-compatible server (:class:`ServerChat`): HTTP only, so it runs in this
  process, and ``concurrency`` generations may be in flight (the server batches them).

:func:`run_all` maps a function over many items with a bounded thread pool, yields each result
as it finishes, and on an error or a cancel stops the generations still running.
"""

from __future__ import annotations

import threading
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from typing import Any, Callable, Generator, Iterable, Protocol, Sequence, TypeVar

from playground.errors import InvalidParameterError
from playground.llama.events import GenerationResult
from playground.llama.sampling import GenerationParams

Messages = Sequence[dict[str, str]]
T = TypeVar("T")
R = TypeVar("R")

MAX_CONCURRENCY = 64


class ChatModel(Protocol):
    """A model that answers chat messages (see the module doc)."""

    max_concurrency: int  # how many ``complete`` calls may run at once

    @property
    def label(self) -> str: ...  # the model's name as reports show it

    def complete(self, messages: Messages, params: GenerationParams, cancel: threading.Event, *,
                 enable_thinking: bool = True) -> GenerationResult | None:
        """The answer (None when cancelled before it finished)."""
        ...

    def close(self) -> None: ...


class ProcessChat:
    """A GGUF loaded in the model process (:class:`~playground.runtime.modelprocess.RemoteEngine`)."""

    max_concurrency = 1

    def __init__(self, engine: Any) -> None:
        self.engine = engine

    @property
    def label(self) -> str:
        # the file's name, not the GGUF's general.name: every quant of a model shares that one
        from pathlib import Path

        info = self.engine.info
        path = getattr(info, "path", None)
        return Path(path).name if path else str(getattr(info, "name", None) or "model")

    def complete(self, messages: Messages, params: GenerationParams, cancel: threading.Event, *,
                 enable_thinking: bool = True) -> GenerationResult | None:
        if cancel.is_set():
            return None
        result: GenerationResult | None = None
        done = threading.Event()

        def watch() -> None:  # the model process takes a cancel message; a thread event cannot reach it
            while not done.is_set():
                if cancel.wait(0.05):
                    if not done.is_set():
                        self.engine.cancel()
                    return

        threading.Thread(target=watch, daemon=True, name="chat-cancel").start()
        try:
            for item in self.engine.start_generate([dict(m) for m in messages], params,
                                                   enable_thinking=enable_thinking):
                if isinstance(item, GenerationResult):
                    result = item
        finally:
            done.set()
        return None if cancel.is_set() else result

    def close(self) -> None:
        self.engine.close()


class ServerChat:
    """A model on an OpenAI-compatible server (:class:`~playground.endpoints.engine.EndpointEngine`)."""

    def __init__(self, engine: Any, max_concurrency: int = MAX_CONCURRENCY) -> None:
        self.engine = engine
        self.max_concurrency = max_concurrency

    @property
    def label(self) -> str:
        return str(self.engine.info.spec.model)

    def complete(self, messages: Messages, params: GenerationParams, cancel: threading.Event, *,
                 enable_thinking: bool = True) -> GenerationResult | None:
        from playground.endpoints.engine import ChatPrompt

        result = self.engine.run(ChatPrompt(list(messages), enable_thinking), params, cancel)
        return None if cancel.is_set() else result

    def close(self) -> None:
        self.engine.close()


def open_chat(model: str | None, spec: Any = None, options: Any = None) -> ChatModel:
    """A GGUF path loaded in the model process, or ``spec`` (an EndpointSpec) opened over HTTP."""
    if spec is not None:
        from playground.endpoints.engine import EndpointEngine

        return ServerChat(EndpointEngine.open(spec))
    if not model:
        raise InvalidParameterError("give a model file (.gguf), or a server model (URL and model name)")
    from playground.runtime.modelprocess import RemoteEngine

    if options is None:
        from playground.llama.engine import LoadOptions

        options = LoadOptions()
    return ProcessChat(RemoteEngine.load(model, options))


def check_concurrency(n: int, model: ChatModel | None = None) -> int:
    """``n`` when it is a usable number of generations in flight for ``model``, else a one-line error."""
    if not 1 <= n <= MAX_CONCURRENCY:
        raise InvalidParameterError(f"--concurrency must be 1..{MAX_CONCURRENCY}, got {n}")
    if model is not None and n > model.max_concurrency:
        raise InvalidParameterError(f"--concurrency {n}: a GGUF runs one generation at a time here; "
                                    "serve it (llama-server, vLLM) for more in flight")
    return n


def run_all(items: Iterable[T], work: Callable[[T, threading.Event], R], concurrency: int,
            cancel: threading.Event | None = None) -> Generator[tuple[T, R], None, None]:
    """``(item, work(item, cancel))`` for each item, in the order they finish, at most ``concurrency``
    at once. An exception from ``work`` is raised here after the others are told to stop; so is
    leaving the loop early (``cancel`` is set, queued items are dropped)."""
    cancel = cancel or threading.Event()
    pending = list(items)
    pending.reverse()
    running: dict[Future[R], T] = {}
    pool = ThreadPoolExecutor(max_workers=max(1, concurrency), thread_name_prefix="chat")
    finished = False
    try:
        while pending or running:
            while pending and len(running) < concurrency and not cancel.is_set():
                item = pending.pop()
                running[pool.submit(work, item, cancel)] = item
            if not running:
                break
            done, _ = wait(running, return_when=FIRST_COMPLETED)
            for fut in done:
                item = running.pop(fut)
                yield item, fut.result()
        finished = True
    finally:
        if not finished:
            cancel.set()
        pool.shutdown(wait=True, cancel_futures=True)
