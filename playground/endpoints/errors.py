"""Errors of talking to an inference server: one line each, never the API key."""

from __future__ import annotations

from playground.errors import PlaygroundError


class EndpointError(PlaygroundError):
    """The server could not be reached, refused the request, or answered something unusable."""
