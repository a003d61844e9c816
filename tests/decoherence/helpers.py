"""Builders for the decoherence tests: sessions from (action, observation) pairs, and running the checks."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from playground.decoherence import Thresholds, check_session
from playground.decoherence.domains.gui import GuiSession
from playground.decoherence.engine import FactEngine, Finding
from playground.decoherence.evaluation import found_warnings
from playground.world.session import Session, SessionHeader
from playground.world.store import dump_line
from playground.world.warning_records import WorldWarning
from tests.decoherence.evalset import S, Traj, _steps


def session(domain: str, state: str | None, steps: list[S | tuple[Any, str]], *, bench: bool = False,
            path: Path | None = None) -> Session:
    """A session (in memory unless ``path``) whose steps are predictions with these observations."""
    t = Traj("t", domain, "test", state, [s if isinstance(s, S) else S(*s) for s in steps], bench=bench)
    from playground.world.domains import get_domain

    header = SessionHeader(domain=domain, system_prompt=get_domain(domain).system_prompt, initial_state=state,
                           teacher_forcing=bench, bench={"source": "t", "rows": []} if bench else None)
    built = _steps(t, t.steps)
    s = Session(path, header, built)
    if path is not None:
        path.write_bytes(b"".join([dump_line(header.to_dict())] + [dump_line(x.to_dict()) for x in built]))
    return s


def older_kinds(s: Session, th: Thresholds | None = None) -> dict[int, list[str]]:
    """:func:`kinds` of the older ledgers alone: the fact engine speaks beside an older kind in preview,
    and a test of an older mechanism is about what that one finds."""
    out = {step: [k for k in ks if not k.startswith("fact.")] for step, ks in kinds(s, th).items()}
    return {step: ks for step, ks in out.items() if ks}


def kinds(s: Session, th: Thresholds | None = None, *, n_ctx: int | None = None) -> dict[int, list[str]]:
    """step -> warning kinds (warning and error severity, and the kinds maturity.py shows as information
    because a held-out set put them in preview: these tests are about what the mechanisms find), steps
    without any left out."""
    out = {}
    for step, ws in check_session(s, th, n_ctx=n_ctx).items():
        ks = sorted({w.kind for w in found_warnings(ws)})
        if ks:
            out[step] = ks
    return out


def noted(s: Session) -> set[int]:
    """Steps where the fact engine names an earlier step, at any level: where a binding or a rule is
    in preview what it finds is information (these tests are about what it finds)."""
    return {step for step, ws in check_session(s).items() for w in ws
            if w.kind.startswith("fact.") and isinstance(w.evidence, dict) and "earlier_step" in w.evidence}


def known_gap(found: bool, why: str) -> None:
    """A contradiction a test names that no mechanism follows now (``why``): the test fails once it is found
    again, so it moves back among the asserted catches (an inline strict xfail)."""
    assert not found, f"found again, no longer a known gap ({why}): assert it where it stands"


def warnings_at(s: Session, step: int, th: Thresholds | None = None) -> list[WorldWarning]:
    return check_session(s, th)[step]


def row_warnings(tmp_path: Path, row: Any) -> list[WorldWarning]:
    """Warning-or-worse findings (and the preview kinds') for one labeled row
    (tests/decoherence/benchrows.Row), read the way a user's rows are: written as an AgentWorldBench
    line, imported, then checked."""
    import json

    from playground.world.agentworldbench import import_bench
    from tests.decoherence.benchrows import to_row

    path = tmp_path / "rows.jsonl"
    path.write_text(json.dumps(to_row(row)) + "\n", encoding="utf-8")
    session = import_bench(path, tmp_path).sessions[0]
    found = [w for ws in check_session(session).values() for w in ws]
    # a binding that raised lost its step's whole reading, with only an info finding to say so
    failed = [f"step {w.step}: {w.message}" for w in found if (w.evidence or {}).get("error")]
    assert not failed, failed
    return found_warnings(found)


def probe_param(row: Any, gaps: dict[str, str]) -> Any:
    """``row`` as a pytest param named by its id; strictly expected to fail when ``gaps`` names it."""
    import pytest

    marks = [pytest.mark.xfail(strict=True, reason=gaps[row.rid])] if row.rid in gaps else []
    return pytest.param(row, id=row.rid, marks=marks)


def older_found(found: list[WorldWarning], turn: int) -> list[WorldWarning]:
    """The older ledgers' findings among ``found``; the fact engine's, where it also speaks (its GUI binding
    counts in labeled sets), must speak at the labeled ``turn``."""
    fact = [w for w in found if w.kind.startswith("fact.")]
    assert all(w.step == turn for w in fact), [(w.step, w.kind, w.message) for w in fact]
    return [w for w in found if not w.kind.startswith("fact.")]


def assert_probe(tmp_path: Path, row: Any, *, elsewhere: str = "any") -> None:
    """A clean row gives no warning; a bad one is flagged at its turn by a warning naming an earlier step.
    ``elsewhere``: what may be flagged at other steps: "any", "after" (nothing before the turn) or
    "none" (nothing at any other step)."""
    ws = row_warnings(tmp_path, row)
    if row.kind is None:
        assert ws == [], [f"step {w.step} {w.kind}: {w.message}" for w in ws]
        return
    turn = row.turn or len(row.turns)
    at = [w for w in ws if w.step == turn and isinstance(w.evidence, dict) and "earlier_step" in w.evidence]
    assert at, f"not flagged at turn {turn}: {[(w.step, w.kind, w.message) for w in ws]}"
    assert all(w.evidence["earlier_step"] < turn for w in at)
    if elsewhere == "after":
        assert not [w for w in ws if w.step < turn], "flagged before the contradiction"
    elif elsewhere == "none":
        assert all(w.step == turn for w in ws), [(w.step, w.kind, w.message) for w in ws]


def gui_findings(domain: str, first: str, *steps: tuple[Any, str]) -> list[tuple[int, Finding]]:
    """Step a GUI binding and the fact engine through screens (``first`` the initial one): each finding
    with the step it came at."""
    session_, engine = GuiSession(domain), FactEngine()
    session_.seed(first)
    found: list[tuple[int, Finding]] = []
    for i, (action, screen) in enumerate(steps, 1):
        writes, reading = session_.step(i, action, screen)
        found += [(i, f) for f in engine.step(writes, reading)]
    return found
