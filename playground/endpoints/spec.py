"""Where a served model lives: base URL, model name, and the NAME of the variable holding its key.

The key itself is read from the environment when a request is made and is never stored in a
spec, so a spec can be pickled to the model process, written to the settings file or shown in
an error without leaking it. For the same reason a URL with a user name or password in it
(``http://user:pw@host``) is refused: everything that holds a URL (sessions, the settings
file, reports, error lines) would hold the secret too. Every message that quotes a URL the
user gave goes through :func:`redact_url`.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from typing import Any, Callable
from urllib.parse import urlsplit

from playground.endpoints.errors import EndpointError

_ENV_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# Prefixes of common API tokens that are also valid variable names (hf_..., ghp_..., xoxb_...).
_TOKEN_PREFIXES = ("hf_", "ghp_", "gho_", "ghs_", "github_pat_", "glpat", "xox", "sk_", "pk_", "rk_")


@dataclass(frozen=True)
class StreamLimits:
    """Bounds on one streamed generation, enforced by the app whatever the server does.

    A server may ignore ``max_tokens``, answer megabytes, send one endless line, or keep the
    connection alive with ``: ping`` comments forever; each of these ends the step with one
    error line (or, for max_tokens, finish reason "length") instead of running on.
    """

    deadline_s: float = 3600.0  # a whole step, first byte to last (the read timeout only bounds silences)
    max_text_bytes: int = 4 * 1024 * 1024  # reasoning + answer; far above a 262k-token step's text
    max_line_bytes: int = 1024 * 1024  # one server-sent-event line (a token's delta, its logprobs)
    max_stream_bytes: int = 64 * 1024 * 1024  # everything read for one step, JSON and comments included

    def validate(self) -> "StreamLimits":
        if not self.deadline_s > 0:
            raise EndpointError(f"the step deadline must be a positive number of seconds, got {self.deadline_s:g}")
        for name in ("max_text_bytes", "max_line_bytes", "max_stream_bytes"):
            if getattr(self, name) <= 0:
                raise EndpointError(f"stream limit {name} must be positive")
        return self


def redact_url(url: str) -> str:
    """``url`` with any user name / password replaced by ``***`` (safe to print or store)."""
    text = url.strip()
    try:
        parts = urlsplit(text)
    except ValueError:
        parts = None
    if parts is not None and parts.netloc and "@" in parts.netloc:
        netloc = "***@" + parts.netloc.rpartition("@")[2]
        return parts._replace(netloc=netloc).geturl()
    if "@" in text and "://" in text:  # not parseable as a URL, but may still carry credentials
        scheme, _, rest = text.partition("://")
        return f"{scheme}://***@{rest.rpartition('@')[2]}"
    return text


def looks_like_secret(value: str) -> bool:
    """True when ``value`` given as a variable NAME is more likely the key itself: it is not a
    valid variable name, or it is long and random-looking, or it starts like a known token."""
    if not _ENV_NAME.fullmatch(value):
        return True
    if value.lower().startswith(_TOKEN_PREFIXES) and len(value) >= 16:
        return True
    lower = sum(c.islower() for c in value)
    upper = sum(c.isupper() for c in value)
    digits = sum(c.isdigit() for c in value)
    # Variable names are words (VLLM_KEY, my_server_key2); keys are long runs of mixed case and digits.
    return len(value) >= 20 and "_" not in value[1:-1] and digits >= 2 and lower >= 2 and (upper >= 2 or digits >= 6)


def _key_env_error() -> str:
    return ("--api-key-env takes the NAME of an environment variable holding the key, and what was given looks "
            "like the key itself (not shown): export it, e.g. export VLLM_KEY=..., then pass --api-key-env VLLM_KEY")


@dataclass(frozen=True)
class EndpointSpec:
    """An OpenAI-compatible server and one of its models."""

    url: str  # e.g. http://gpu-box:8000 or http://gpu-box:8000/v1
    model: str  # the name the server lists under /v1/models
    api_key_env: str | None = None  # name of the environment variable with the key
    name: str | None = None  # the settings file's name for it, if any
    limits: StreamLimits = field(default_factory=StreamLimits, compare=False)

    def validate(self) -> "EndpointSpec":
        try:
            parts = urlsplit(self.url.strip())
            _ = parts.port  # raises ValueError for a bad port
        except ValueError:
            parts = None
        if parts is None or parts.scheme not in ("http", "https") or not parts.hostname:
            raise EndpointError(f"server URL {redact_url(self.url)!r} must look like http://HOST:PORT "
                                "(optionally ending in /v1)")
        if "@" in parts.netloc:
            # Refused rather than used as Basic auth: the URL is copied into sessions, the settings
            # file and reports, so a password in it would be stored; the key's variable is the one
            # channel that stays secret (OpenAI-compatible servers take a Bearer key, not Basic auth).
            raise EndpointError(f"server URL {redact_url(self.url)} carries a user name or password; URLs are "
                                "stored in sessions and settings: remove it and give the key's variable name "
                                "with --api-key-env VAR")
        if not self.model.strip():
            raise EndpointError("give the server's model name (--server-model NAME; GET /v1/models lists them)")
        if self.api_key_env is not None and not _ENV_NAME.fullmatch(self.api_key_env):
            raise EndpointError(_key_env_error())
        self.limits.validate()
        return self

    @property
    def base_url(self) -> str:
        """The API root, ending in /v1."""
        url = self.url.strip().rstrip("/")
        return url if url.endswith("/v1") else url + "/v1"

    @property
    def safe_url(self) -> str:
        """The URL as it may be shown or stored (credentials, if any, replaced by ***)."""
        return redact_url(self.url)

    @property
    def safe_base_url(self) -> str:
        return redact_url(self.base_url)

    @property
    def host(self) -> str:
        """host:port, never with a user name or password."""
        try:
            netloc = urlsplit(self.url.strip()).netloc
        except ValueError:
            return "?"
        return netloc.rpartition("@")[2]

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
            if looks_like_secret(self.api_key_env):
                raise EndpointError(_key_env_error())
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
