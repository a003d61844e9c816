"""Domain exceptions.

Every error a user can cause or fix derives from :class:`PlaygroundError`; its
message is one line that says what went wrong and what to do about it. The CLI
prints it without a traceback, the TUI shows it in a notification.
"""

from __future__ import annotations


class PlaygroundError(Exception):
    """Base of all errors a user should see as a one-line message."""


class InvalidModelFileError(PlaygroundError):
    """The path is not a usable GGUF file (missing, a directory, truncated, foreign bytes)."""


class UnsupportedModelError(PlaygroundError):
    """A valid GGUF whose architecture or contents this runtime cannot run."""


class ModelLoadError(PlaygroundError):
    """llama.cpp refused to load a file that passed validation."""


class InvalidParameterError(PlaygroundError, ValueError):
    """A setting is out of range (zero/negative limits, bad sampling values)."""


class ContextOverflowError(PlaygroundError):
    """The prompt does not fit the context window."""


class EngineStateError(PlaygroundError):
    """The engine was used in a way its state does not allow (closed, busy)."""


class NativeRuntimeMissingError(PlaygroundError):
    """llama-cpp-python is not installed or failed to import."""


class QuantizeError(PlaygroundError):
    """Quantization could not run or was interrupted."""


class OperationCancelled(PlaygroundError):
    """The user cancelled a long operation (load, download, quantization)."""


class DiskFullError(PlaygroundError):
    """No room for a file (disk full, quota, file size limit); the message names the path and the
    space it needs. Nothing partial was left where a complete file is expected."""
