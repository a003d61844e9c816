"""Errors of the quant comparison (one-line messages a user can act on)."""

from __future__ import annotations

from playground.errors import PlaygroundError


class CompareError(PlaygroundError):
    """The comparison cannot run as asked (too few models, different models, bad step range)."""


class ReportError(PlaygroundError):
    """A saved comparison report cannot be read (missing, not JSON, wrong schema)."""
