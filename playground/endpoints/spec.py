"""Where a served model lives: base URL, model name, and the NAME of the variable holding its key.

The key itself is read from the environment when a request is made and is never stored in a
spec, so a spec can be pickled to the model process, written to the settings file or shown in
an error without leaking it.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from typing import Any, Callable
from urllib.parse import urlsplit

from playground.endpoints.errors import EndpointError

_ENV_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


@dataclass(frozen=True)
class EndpointSpec:
    """An OpenAI-compatible server and one of its models."""

    url: str  # e.g. http://gpu-box:8000 or http://gpu-box:8000/v1
    model: str  # the name the server lists under /v1/models
    api_key_env: str | None = None  # name of the environment variable with the key
    name: str | None = None  # the settings file's name for it, if any

    def validate(self) -> "EndpointSpec":
        parts = urlsplit(self.url.strip())
        if parts.scheme not in ("http", "https") or not parts.netloc:
            raise EndpointError(f"server URL {self.url!r} must look like http://HOST:PORT (optionally ending in /v1)")
        if not self.model.strip():
            raise EndpointError("give the server's model name (--server-model NAME; GET /v1/models lists them)")
        if self.api_key_env is not None and not _ENV_NAME.fullmatch(self.api_key_env):
            raise EndpointError(f"--api-key-env takes the NAME of an environment variable, not {self.api_key_env!r}")
        return self

    @property
    def base_url(self) -> str:
        """The API root, ending in /v1."""
        url = self.url.strip().rstrip("/")
        return url if url.endswith("/v1") else url + "/v1"

    @property
    def host(self) -> str:
        return urlsplit(self.url.strip()).netloc

    @property
    def label(self) -> str:
        """A one-word name for meters and session records: model@host (no slashes)."""
        return f"{self.model.strip().replace('/', '--')}@{self.host}"

    def api_key(self) -> str | None:
        """The key from the environment; an error names the variable, never a value."""
        if self.api_key_env is None:
            return None
        value = os.environ.get(self.api_key_env)
        if not value:
            raise EndpointError(f"the environment variable {self.api_key_env} (the API key for {self.host}) is not set")
        return value

    # The model process's spec protocol (playground.runtime.modelprocess): the parent calls
    # check() before a process starts, the child calls open() and gets the engine.

    def check(self) -> None:
        """What can be checked without the network: the URL, the name, the key's variable."""
        self.validate().api_key()

    def open(self, progress: Callable[[float], Any] | None = None) -> Any:  # -> EndpointEngine
        from playground.endpoints.engine import EndpointEngine

        engine = EndpointEngine.open(self)
        if progress is not None:
            progress(1.0)
        return engine
