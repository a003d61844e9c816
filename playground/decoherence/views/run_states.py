"""Whether a thing runs, read from its status as any view shows it: a VM ``shut off``, a container ``Up 3 days``,
a program ``STOPPED``, a droplet ``active``. A thing at rest starts only when something starts it; a running
one may stop by itself (a crash, an exit). The fact this module adds (``RUN_STATE``) is what the rule
``stopped-then-running`` reads.

The words are data: the names of status fields, the values that say a thing was stopped (by someone: not
``exited``, ``dead``, ``inactive`` or ``completed``, which a timer, a socket, a schedule or a restart policy
may start again), and the first words of values that say it runs.
"""

from __future__ import annotations

import re

from playground.decoherence.engine.model import Fact
from playground.decoherence.engine.rules import RUN_STATE
from playground.decoherence.views.keyclasses import key_words

STATUS_NAMES = frozenset({"status", "state", "power state", "power status", "run state", "instance state",
                          "vm state", "domain state", "power"})
STOPPED_VALUES = frozenset({"stopped", "shut off", "shutoff", "shut down", "powered off", "poweroff", "power off",
                            "off", "halted", "paused", "suspended", "stopped (by user)"})
RUNNING_WORDS = frozenset({"running", "active", "up", "started", "online", "printing"})
# Words of an action that starts something (``start_job``, ``docker compose up``, ``virsh resume``): it may start a
# thing it does not name, one the thing it names runs on
START_WORDS = frozenset({"start", "restart", "resume", "run", "boot", "reboot", "up", "unpause", "poweron", "launch",
                         "wake", "continue", "enable", "reset", "turnon", "switchon"})


def run_state(attr: str, value: str) -> str | None:
    """``"stopped"`` or ``"running"`` when ``attr`` is a status field and ``value`` says one of them, else None."""
    if key_words(attr.rsplit(".", 1)[-1]) not in STATUS_NAMES:  # a nested record's ``instance.state`` too
        return None
    v = " ".join(value.strip().casefold().split())
    if v in STOPPED_VALUES:
        return "stopped"
    first = re.split(r"[\s(,;:/]", v, maxsplit=1)[0]
    return "running" if first in RUNNING_WORDS else None


def run_state_facts(facts: list[Fact]) -> list[Fact]:
    """A :data:`RUN_STATE` fact for each status fact that says a thing runs or was stopped; a command's output
    read as lines (refs of kind ``output``) only when no reader read the things it shows."""
    out = []
    for f in facts:
        state = run_state(f.attr, f.value) if f.attr != RUN_STATE else None
        if state is not None:
            out.append(Fact(f.ref, RUN_STATE, state, "soft", f.quote))
    own = [f for f in out if f.ref.kind != "output"]
    return own or out


def starts_something(action: str) -> bool:
    """Whether an action's text holds a word of :data:`START_WORDS`, alone or as a part of a name (``start_job``,
    ``power-on``, ``powerOn``)."""
    words = set(re.split(r"[^a-z0-9]+", re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", action).casefold()))
    words |= {w.replace("-", "").replace("_", "") for w in re.split(r"[^a-z0-9_-]+", action.casefold())}
    return not START_WORDS.isdisjoint(words)
