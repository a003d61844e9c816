"""Decoherence warnings: notice when a simulated world stops being consistent with itself.

Detectors (each warning's ``kind`` starts with the detector's name):

- ``format``: the core's parse and generation checks plus an echoed action, the wrong wrapper,
  repetition loops and a spent reasoning budget (format.py);
- ``fact``: the fact engine (engine/, views/, effects/, domains/), alone in every domain (the older
  terminal, swe, mcp, gui and search ledgers are deleted; their kinds' names still work through
  kinds.ALIASES). Actions are read in each domain's official format (actions.py) and ground truth
  without its marker or tag;
- ``signal``: token-level surprise from the engine's log-probabilities (signals.py), the
  optional self-consistency check that resamples a step (consistency.py) and the flatness of a
  prediction's incidental detail against its reference (flatness.py, information only);
- ``context``: the history approaching the context limit (context.py).

The step runner uses them when its caller passes :func:`step_tools` (the CLI and the model process do);
``agentworld-play check`` re-runs them on saved sessions through :func:`check_session`. Every
number they decide with is in thresholds.py.
"""

from __future__ import annotations

from playground.decoherence.checker import (
    DETECTORS,
    DecoherenceChecker,
    at_least,
    check_session,
    step_checkers,
    step_tools,
)
from playground.decoherence.kinds import detector_of
from playground.decoherence.thresholds import (
    LoadedThresholds,
    ThresholdError,
    Thresholds,
    load_thresholds,
)

__all__ = [
    "DETECTORS", "DecoherenceChecker", "LoadedThresholds", "ThresholdError", "Thresholds", "at_least",
    "check_session", "detector_of", "load_thresholds", "step_checkers", "step_tools",
]
