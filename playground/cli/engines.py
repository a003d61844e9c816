"""The CLI's one way to open a model, and to show what a running job streams.

Every model load and generation a command does runs in the model process
(:class:`~playground.runtime.modelprocess.RemoteEngine`), never in the CLI's
own process: a native abort in llama.cpp then ends that process, and the command
prints one line ("llama.cpp aborted while loading X: <the assert line>") and
exits 1 instead of dying with a core dump. Commands call :func:`open_model` and
follow the iterators its ``start_*`` methods return.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any, TextIO


def open_model(args: argparse.Namespace, model: str | None = None, *, options: Any = None) -> Any:
    """Load ``model`` (default ``args.model``) in the model process with ``options`` (default: from
    the loading flags and the fit plan); prints the file's notes. Use as a context manager."""
    from playground.cli.common import load_options
    from playground.runtime.modelprocess import RemoteEngine

    path = model if model is not None else args.model
    server = endpoint_for(args, path)
    if server is not None:
        engine = RemoteEngine.open(server)
    elif path is None:
        from playground.errors import InvalidParameterError

        raise InvalidParameterError("give a model file (.gguf), or a server model: --server URL --server-model NAME")
    else:
        engine = RemoteEngine.load(path, options if options is not None else load_options(args, path))
    for note in engine.info.notes:
        print(f"note: {note}", file=sys.stderr)
    return engine


def endpoint_for(args: argparse.Namespace, model: str | None) -> Any:
    """The server model the flags name, or None for a GGUF: ``--server URL --server-model NAME``,
    MODEL given as an http(s) URL (with --server-model), or MODEL as ``@NAME`` of an endpoint in
    the settings file. -> playground.endpoints.EndpointSpec | None"""
    from dataclasses import replace

    from playground.endpoints import EndpointError, EndpointSpec
    from playground.endpoints.spec import StreamLimits, redact_url

    url = getattr(args, "server", None)
    name = getattr(args, "server_model", None)
    key_env = getattr(args, "api_key_env", None)
    deadline = getattr(args, "step_deadline", None)
    limits = StreamLimits() if deadline is None else StreamLimits(deadline_s=deadline)
    if url is None and model and model.startswith(("http://", "https://")):
        url = model
    elif url is None and model and model.startswith("@"):
        from playground.endpoints.registry import find_endpoint
        from playground.settings import Settings

        spec = find_endpoint(Settings.load(), model[1:])
        return replace(spec, model=name or spec.model, api_key_env=key_env or spec.api_key_env, limits=limits)
    elif url is not None and model and model != url:
        raise EndpointError(f"give a model file or --server, not both ({redact_url(model)} and {redact_url(url)})")
    if url is None:
        if name is not None or key_env is not None or deadline is not None:
            raise EndpointError("--server-model, --api-key-env and --step-deadline need --server URL")
        return None
    if not name:
        raise EndpointError("a server model needs --server-model NAME (GET /v1/models on the server lists them)")
    return EndpointSpec(url, name, key_env, limits=limits).validate()


class DeltaPrinter:
    """Prints batched StepDelta text as it arrives: reasoning to ``reasoning``, the answer to
    ``output`` (None: not shown), a ``[output]`` marker where the model closes its reasoning, and
    notices as ``note:`` lines. Text goes through the terminal sanitiser."""

    def __init__(self, reasoning: TextIO | None, output: TextIO | None, *, marker: TextIO | None = None) -> None:
        self.reasoning = reasoning
        self.output = output
        self.marker = marker or sys.stderr
        self._phase: str | None = None
        self.printed = False
        self._open_line: TextIO | None = None  # a stream whose last text did not end its line

    def __call__(self, delta: Any) -> None:
        from playground.base.textsafe import visible

        for note in delta.notices:
            print(f"\nnote: {visible(note)}", file=sys.stderr)
            if self._open_line is sys.stderr:
                self._open_line = None
        if delta.reasoning:
            if self.reasoning is not None:
                self._write(self.reasoning, visible(delta.reasoning))
            self._phase = "reasoning"
        if delta.output:
            if self._phase == "reasoning" and self.reasoning is not None:
                print("\n[output]", file=self.marker)
                if self._open_line is self.marker:
                    self._open_line = None
            if self.output is not None:
                self._write(self.output, visible(delta.output))
            self._phase = "output"

    def _write(self, stream: TextIO, text: str) -> None:
        stream.write(text)
        stream.flush()
        self.printed = True
        if text:
            self._open_line = None if text.endswith("\n") else stream

    def end_line(self) -> None:
        """End a line left open by streamed text, so what is printed next (an error) starts its own."""
        stream, self._open_line = self._open_line, None
        if stream is not None:
            try:
                stream.write("\n")
                stream.flush()
            except (OSError, ValueError):
                pass
