"""Errors of the agents package; each message is one line the user (or a client) can act on."""

from __future__ import annotations

from playground.errors import PlaygroundError


class RulesError(PlaygroundError, ValueError):
    """A rules file that cannot be read or holds a rule this version does not understand."""


class PlanError(PlaygroundError, ValueError):
    """A plan file that cannot be read, or an action in it that does not fit its domain."""


class ServiceBusy(PlaygroundError):
    """The engine is busy and the wait list is full (HTTP 429)."""


class ServiceUnavailable(PlaygroundError):
    """No engine can run the request: the model failed to load or its process died (HTTP 503)."""


class StepNotSaved(PlaygroundError):
    """A step was cancelled or failed; nothing was written to the session."""


class StepInProgress(PlaygroundError):
    """A step with the same idempotency key is still running (HTTP 409, retry later)."""


class KeyReused(PlaygroundError):
    """An idempotency key came back with a different request (HTTP 422)."""


class UpstreamTimeout(ServiceUnavailable):
    """The inference server did not finish the step in time (HTTP 504); nothing was saved."""


class UpstreamRefused(PlaygroundError):
    """The inference server refused the step's request (its HTTP 4xx; HTTP 502 here)."""
