"""The held-out evidence the levels are decided on (maturity.py), kept as data in ``evidence.json``.

Each frozen held-out set (tests/decoherence/independent/make_holdout*.py) is measured once, sealed,
and what it showed is added here by a tool, never by hand, and never changed later::

    python -m tests.decoherence.independent.record --dir holdoutN

A figure is ``(right, false, off)``: trajectories where a finding came at the labeled contradicting
turn naming an earlier step, clean trajectories with a finding, and trajectories with a contradiction
flagged elsewhere. The file holds:

- ``bindings``: a domain's fact-engine binding -> set -> figure, the engine measured alone with preview
  findings counted and the domain-free rules (engine/rules.py, ``reads_no_binding``) left out;
- ``rules``: domain -> fact-engine rule -> set -> figure, the same run split by rule (a trajectory two
  rules fired on counts for both);
- ``measured_on``: set -> the commit whose code it was measured on.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playground.base.atomicfile import write_atomic
from playground.errors import PlaygroundError

PATH = Path(__file__).with_name("evidence.json")

Figure = tuple[int, int, int]
BySet = dict[str, Figure]


class EvidenceError(PlaygroundError):
    """The evidence file is malformed, or a set was recorded twice."""


@dataclass(frozen=True)
class Evidence:
    bindings: dict[str, BySet] = field(default_factory=dict)
    rules: dict[str, dict[str, BySet]] = field(default_factory=dict)
    measured_on: dict[str, str] = field(default_factory=dict)


def _figure(value: Any, where: str) -> Figure:
    if not (isinstance(value, list) and len(value) == 3
            and all(isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in value)):
        raise EvidenceError(f"{where}: a figure is [right, false, off], three counts; got {value!r}")
    return value[0], value[1], value[2]


def _by_set(value: Any, where: str) -> BySet:
    if not isinstance(value, dict):
        raise EvidenceError(f"{where}: expected an object of held-out sets")
    return {str(name): _figure(v, f"{where}.{name}") for name, v in value.items()}


def _table(value: Any, where: str) -> dict[str, BySet]:
    if not isinstance(value, dict):
        raise EvidenceError(f"{where}: expected an object")
    return {str(k): _by_set(v, f"{where}.{k}") for k, v in value.items()}


def parse(data: Any, where: str = PATH.name) -> Evidence:
    if not isinstance(data, dict):
        raise EvidenceError(f"{where}: expected an object with bindings, rules and measured_on")
    rules = data.get("rules", {})
    if not isinstance(rules, dict):
        raise EvidenceError(f"{where}: rules must be an object of domains")
    on = data.get("measured_on", {})
    if not isinstance(on, dict) or not all(isinstance(v, str) for v in on.values()):
        raise EvidenceError(f"{where}: measured_on maps each set to a commit")
    # (a "kinds" table, the older ledgers' kinds, may still be there in a file written before they were deleted)
    return Evidence(_table(data.get("bindings", {}), f"{where}: bindings"),
                    {d: _table(r, f"{where}: rules.{d}") for d, r in rules.items()}, dict(on))


def load(path: Path | None = None) -> Evidence:
    path = path or PATH
    try:
        return parse(json.loads(path.read_text(encoding="utf-8")), path.name)
    except (OSError, ValueError) as e:
        raise EvidenceError(f"cannot read the held-out evidence {path}: {e}") from None


def refuse_recorded(ev: Evidence, name: str) -> None:
    """Raise :class:`EvidenceError` when ``name`` is recorded already: a set's evidence is never replaced."""
    if name in ev.measured_on or any(name in sets for sets in ev.bindings.values()):
        raise EvidenceError(f"{name} is already recorded (on {ev.measured_on.get(name, 'an unknown commit')}); "
                            "a set's evidence is never replaced")


def with_set(ev: Evidence, name: str, commit: str, *, bindings: dict[str, Figure],
             rules: dict[str, dict[str, Figure]]) -> Evidence:
    """``ev`` with one more held-out set's figures. A set is recorded once: its figures are what it
    showed before anything was changed from it, so a second recording is refused."""
    refuse_recorded(ev, name)

    def added(table: dict[str, BySet], new: dict[str, Figure]) -> dict[str, BySet]:
        out = {k: dict(v) for k, v in table.items()}
        for key, figure in new.items():
            out.setdefault(key, {})[name] = figure
        return out

    return Evidence(added(ev.bindings, bindings),
                    {d: added(ev.rules.get(d, {}), rules.get(d, {})) for d in {*ev.rules, *rules}},
                    {**ev.measured_on, name: commit})


def _line(by_set: BySet) -> str:
    return "{" + ", ".join(f"{json.dumps(s)}: {list(f)}" for s, f in by_set.items()) + "}"


def dumps(ev: Evidence) -> str:
    """The file's text: one line per binding or rule, so a new set shows as one change a line."""
    def block(table: dict[str, BySet], indent: str) -> str:
        return ",\n".join(f"{indent}{json.dumps(k)}: {_line(v)}" for k, v in sorted(table.items()))

    rules = ",\n".join(f'    {json.dumps(d)}: {{\n{block(r, " " * 6)}\n    }}' for d, r in sorted(ev.rules.items()))
    measured = ", ".join(f"{json.dumps(s)}: {json.dumps(c)}" for s, c in ev.measured_on.items())
    bound = block(ev.bindings, "    ")
    return (f'{{\n  "bindings": {{\n{bound}\n  }},\n'
            f'  "rules": {{\n{rules}\n  }},\n  "measured_on": {{{measured}}}\n}}\n')


def save(ev: Evidence, path: Path | None = None) -> None:
    text = dumps(ev)
    parse(json.loads(text))  # what is written must read back
    write_atomic(path or PATH, [text.encode("utf-8")])
