"""Service states a service manager set: ``systemctl stop/enable/disable/mask X`` (and ``service X stop``), read
back by ``systemctl is-active``/``is-enabled`` or the ``Active:``/``Loaded:`` lines of ``systemctl status``.

Only what cannot change by itself is judged: a stopped service shown running again (nothing started it, and no
socket or timer was said to be able to), an enabled unit shown disabled or the reverse. A started service may
crash or finish (a one-shot unit goes inactive), so "start" sets nothing. Any command that is not a pure read
touches every service (it may start one); the facts are kept under ``svc:`` in the shared store.
"""

from __future__ import annotations

import re

from playground.decoherence.facts import FactStore
from playground.world.warning_records import WorldWarning

PREFIX = "svc:"
_RUNNING = {"active", "activating", "reloading", "deactivating"}
_STOPPED = {"inactive", "failed", "dead"}


def _unit(name: str) -> str:
    return name if "." in name else name + ".service"


def _state(word: str) -> str | None:
    w = word.strip().lower()
    return "running" if w in _RUNNING else "stopped" if w in _STOPPED else None


def command(facts: FactStore, step: int, name: str, args: list[str], out: list[str] | None, failed: bool,
            line: str) -> None:
    """What ``systemctl ARGS`` / ``service X ACTION`` set (nothing when it failed)."""
    if failed:
        return
    if name == "service" and len(args) >= 2:
        args = [args[1], args[0]]
    elif name != "systemctl":
        return
    rest = [a for a in args if not a.startswith("-")]
    if len(rest) < 2:
        return
    verb, units = rest[0], [_unit(u) for u in rest[1:]]
    activatable = any("can still be activated" in ln for ln in out or [])
    for u in units:
        if verb in ("stop", "kill") and not activatable:
            facts.set_by_action(step, PREFIX + u, "active", "stopped", line)
        elif verb in ("start", "restart", "reload", "try-restart", "reload-or-restart"):
            facts.touch(PREFIX + u, step)
            facts.forget(PREFIX + u)
        if verb in ("enable", "reenable"):
            facts.set_by_action(step, PREFIX + u, "enabled", "enabled", line)
        elif verb in ("disable", "mask"):
            facts.set_by_action(step, PREFIX + u, "enabled", "disabled" if verb == "disable" else "masked", line)
        elif verb == "unmask":
            facts.forget(PREFIX + u)
        if "--now" in args and verb in ("enable", "reenable"):
            facts.states.pop((PREFIX + u, "active"), None)  # started: it may run, crash or finish
        elif "--now" in args and verb in ("disable", "mask") and not activatable:
            facts.set_by_action(step, PREFIX + u, "active", "stopped", line)


def read(facts: FactStore, step: int, args: list[str], out: list[str], found: list[WorldWarning]) -> None:
    """``systemctl is-active|is-enabled|status UNIT``: the states shown, against what an action set."""
    rest = [a for a in args if not a.startswith("-")]
    if len(rest) != 2 or not out:
        return
    verb, unit = rest[0], _unit(rest[1])
    shown: dict[str, tuple[str, str]] = {}
    if verb == "is-active":
        state = _state(out[0])
        if state is not None:
            shown["active"] = (state, out[0].strip())
    elif verb == "is-enabled":
        w = out[0].strip().lower()
        if w in ("enabled", "disabled", "masked"):
            shown["enabled"] = (w, out[0].strip())
    elif verb == "status":
        for ln in out:
            m = re.match(r"^\s*Active:\s*(\w+)", ln)
            if m and (state := _state(m.group(1))) is not None:
                shown.setdefault("active", (state, ln.strip()))
            m = re.match(r"^\s*Loaded:\s*\w+\s*\([^;]*;\s*(enabled|disabled|masked)\b", ln)
            if m:
                shown.setdefault("enabled", (m.group(1), ln.strip()))
    for attr, (value, line) in shown.items():
        known = facts.states.get((PREFIX + unit, attr))
        if known is None or not known.by_action:
            continue  # only what an action set is judged (a service may start, stop or crash by itself)
        what = f"the {'state' if attr == 'active' else attr} of {unit}"
        warning = facts.state(step, PREFIX + unit, attr, value, line, what)
        if warning is not None:
            found.append(warning)
