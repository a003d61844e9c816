"""Decoherence warnings: notice when a simulated world stops being consistent with itself.

Detectors (each warning's ``kind`` starts with the detector's name):

- ``format``: the core's parse and generation checks plus an echoed action, the wrong wrapper,
  repetition loops and a spent reasoning budget (format.py);
- ``search``: the one older ledger left, of what the agent's memory holds (search.py), under the fact
  engine in the search domain. Actions are read in each domain's official format (actions.py) and
  ground truth without its marker or tag;
- ``fact``: the fact engine (engine/, views/, effects/, domains/), alone in every other domain (the
  older terminal, swe, mcp and gui ledgers are deleted; their kinds' names still work through
  kinds.ALIASES);
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
