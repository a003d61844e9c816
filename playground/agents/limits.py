"""Bounds shared by every interface that runs the simulator for an agent (CLI, MCP, HTTP).

One table, so ``verify --samples`` on the command line, ``verify_plan`` over MCP and ``POST
/v1/verify`` accept and refuse the same values with the same words.
"""

from __future__ import annotations

from typing import Any

from playground.agents.errors import PlanError

# K-sample verification holds the only model slot for K simulations of the whole plan; 20 samples
# already give a violation rate to within about +-0.2 while keeping a served verify in minutes.
SAMPLES_MIN = 1
SAMPLES_MAX = 20


def check_samples(value: Any, name: str = "samples") -> int:
    """``value`` as a sample count, or :class:`PlanError` saying the accepted range."""
    if not isinstance(value, int) or isinstance(value, bool) or not SAMPLES_MIN <= value <= SAMPLES_MAX:
        raise PlanError(f"'{name}' must be an integer from {SAMPLES_MIN} to {SAMPLES_MAX}, got {value!r}")
    return value
