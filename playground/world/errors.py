"""Errors of the world-model core; each message is one line the user can act on."""

from __future__ import annotations

from playground.errors import PlaygroundError


class InvalidActionError(PlaygroundError, ValueError):
    """An action does not fit its domain's format (bad JSON, unknown kind, missing field)."""


class UnknownDomainError(PlaygroundError, ValueError):
    """A domain id that this app does not know."""


class SessionError(PlaygroundError):
    """Base of session file problems."""


class SessionNotFoundError(SessionError):
    """The session file does not exist (or is not a file)."""


class SessionFormatError(SessionError):
    """The file is not a readable session (no valid header, not UTF-8, not JSON Lines)."""


class SessionVersionError(SessionFormatError):
    """The session was written by a newer (or unknown) version of the format."""


class SessionPathError(SessionError):
    """A session path that points outside the sessions directory, or a name that cannot be a file."""


class SessionStepError(SessionError):
    """A step cannot be used for what was asked (fork/resimulate index out of range)."""


class BenchFormatError(PlaygroundError):
    """AgentWorldBench data that cannot be imported or exported."""
