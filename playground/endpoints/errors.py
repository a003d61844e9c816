"""Errors of talking to an inference server: one line each, never the API key."""

from __future__ import annotations

from playground.errors import PlaygroundError


class EndpointError(PlaygroundError):
    """The server could not be reached, refused the request, or answered something unusable."""


class EndpointTimeout(EndpointError):
    """The server did not answer in time, or a step ran past its deadline (a service answers 504)."""


class EndpointHTTPError(EndpointError):
    """The server answered an HTTP error; ``status`` and its own one-line ``server_message`` are kept
    so a caller can react to a known refusal (a sampling value the server does not take)."""

    def __init__(self, message: str, status: int, server_message: str) -> None:
        super().__init__(message)
        self.status = status
        self.server_message = server_message

    def __reduce__(self) -> tuple[type["EndpointHTTPError"], tuple[str, int, str]]:
        # sent from the model process to the parent: pickle every field, not only the message
        return (type(self), (str(self), self.status, self.server_message))
