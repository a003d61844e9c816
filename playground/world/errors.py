"""Errors of the world-model core; each message is one line the user can act on."""

from __future__ import annotations

from typing import TYPE_CHECKING

from playground.errors import PlaygroundError

if TYPE_CHECKING:
    from playground.world.session import Step


class InvalidActionError(PlaygroundError, ValueError):
    """An action does not fit its domain's format (bad JSON, unknown kind, missing field)."""


class TaskNotShownError(PlaygroundError, ValueError):
    """A task instruction for a domain whose turns have no place for one."""


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


class SessionWriteError(SessionError):
    """A session file could not be written (disk full, permissions, a symlink); names the path."""


class StepNotSavedError(SessionWriteError):
    """A generated step could not be appended to its file. ``step`` holds it (nothing of it reached
    the file), so the caller can show its observation and offer ``append_step`` again."""

    def __init__(self, message: str, step: "Step") -> None:
        super().__init__(message)
        self.step = step

    def __reduce__(self) -> tuple[type["StepNotSavedError"], tuple[str, "Step"]]:  # crosses the model process's pipe
        return (type(self), (str(self), self.step))


class SessionStepError(SessionError):
    """A step cannot be used for what was asked (fork/resimulate index out of range)."""


class BenchFormatError(PlaygroundError):
    """AgentWorldBench data that cannot be imported or exported."""
