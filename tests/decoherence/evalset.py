"""The labeled evaluation set for the decoherence detectors: how it is written.

Trajectories are written by hand (trajectories_*.py): realistic multi-step sessions, clean
as written, with near-misses built in (a ``cd`` and a new prompt, a file re-created after
deletion, an update read back, a truncated result title ...). Each trajectory also lists
injected contradictions: one step's observation (or action, or raw output) changed so the
world contradicts itself at that step, with the warning kind(s) that step must raise.
Every injection becomes its own session file, cut after the injected step (so nothing that
follows depends on the contradiction).

An injection only a removed kind found carries ``gap`` (why, benchrows.GONE): labels.json says so
and the evaluation lists it as a known gap instead of counting it (a test checks it is still missed).

``python -m tests.decoherence.evalset`` rewrites tests/decoherence/data (session files plus
labels.json); a test checks the checked-in files are what this writes.
"""

from __future__ import annotations

import hashlib
import json
import sys
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from playground.world.domains import get_domain
from playground.world.parsing import parse_output
from playground.world.session import SessionHeader, Step
from playground.world.store import dump_line

DATA = Path(__file__).resolve().parent / "data"
CREATED = "2025-04-01T12:00:00+00:00"
# A fixed system prompt: the detectors do not read it, and the files should not go stale when the
# domain prompts are reworded.
SYSTEM = "You simulate the {domain} environment of this labeled trajectory (tests/decoherence/evalset.py)."


@dataclass
class S:
    """One step: the action (JSON-able, or text) and the observation the world returned."""

    action: Any
    obs: str
    think: str = ""
    raw: str | None = None  # the model's whole answer, when the format itself is the point
    finish: str = "stop"
    params: dict[str, Any] | None = None
    timings: dict[str, Any] | None = None
    signals: dict[str, Any] | None = None


@dataclass
class Inject:
    """A contradiction (or, with ``label=[]``, a harmless change) put into one step."""

    name: str
    step: int
    label: list[str]
    note: str
    replace: tuple[str, str] | None = None  # (old, new) in the observation; old must occur exactly once
    obs: str | None = None
    action: Any = None
    raw: str | None = None
    finish: str | None = None
    params: dict[str, Any] | None = None
    timings: dict[str, Any] | None = None
    signals: dict[str, Any] | None = None
    cut: bool = True  # end the session after the injected step
    gap: str = ""  # why no detector finds it any more (a known gap: the label stays, it is still a contradiction)


@dataclass
class Traj:
    name: str
    domain: str
    title: str
    state: str | None
    steps: list[S]
    injects: list[Inject] = field(default_factory=list)
    bench: bool = False  # write it the way an imported AgentWorldBench trajectory is stored
    note: str = ""
    labels: dict[int, list[str]] = field(default_factory=dict)  # contradictions the trajectory itself holds


def K(*lines: str, d: float = 0.5) -> list[dict[str, Any]]:
    """Terminal keystrokes: each line is typed and entered."""
    return [{"keystrokes": ln if ln.startswith("C-") else ln + "\n", "duration": d} for ln in lines]


def _action_text(domain: str, action: Any) -> str:
    if isinstance(action, str):
        return action
    return json.dumps(action, indent=2, ensure_ascii=False)


def _id(*parts: str) -> str:
    return hashlib.sha256("|".join(parts).encode()).hexdigest()[:12]


def _steps(t: Traj, steps: list[S]) -> list[Step]:
    dom = get_domain(t.domain)
    out = []
    for i, s in enumerate(steps, 1):
        text = _action_text(t.domain, s.action)
        state = t.state if i == 1 else None
        message = dom.render_user_message(i, text, state)
        if t.bench:
            out.append(Step(index=i, action=message, message=message, ground_truth=s.obs, created=CREATED))
            continue
        think = s.think or "Work out what the environment returns for this action, consistent with the history."
        raw = s.raw if s.raw is not None else f"<think>\n{think}\n</think>\n\n" + dom.wrap_observation(s.obs)
        parsed = parse_output(raw, dom.wrapper)
        params = {"temperature": 0.6, "top_p": 0.95, "top_k": 20, "max_tokens": 16384, "seed": 1000 + i,
                  "reasoning_budget": None}
        params.update(s.params or {})
        out.append(Step(index=i, action=text, message=message, state=state, raw=raw, reasoning=parsed.reasoning,
                        observation=parsed.observation, parse_notes=list(parsed.notes), finish_reason=s.finish,
                        seed=1000 + i, params=params, timings=s.timings, signals=s.signals, created=CREATED))
    return out


def _apply(t: Traj, inj: Inject) -> list[S]:
    steps = list(t.steps)
    s = steps[inj.step - 1]
    obs = s.obs
    if inj.replace is not None:
        old, new = inj.replace
        count = obs.count(old)
        if count != 1:
            raise ValueError(f"{t.name}/{inj.name}: {old!r} occurs {count} times in step {inj.step}")
        obs = obs.replace(old, new)
    if inj.obs is not None:
        obs = inj.obs
    s = replace(s, obs=obs, action=inj.action if inj.action is not None else s.action,
                raw=inj.raw if inj.raw is not None else s.raw, finish=inj.finish or s.finish,
                params=inj.params if inj.params is not None else s.params,
                timings=inj.timings if inj.timings is not None else s.timings,
                signals=inj.signals if inj.signals is not None else s.signals)
    steps[inj.step - 1] = s
    return steps[: inj.step] if inj.cut else steps


def _write(path: Path, t: Traj, steps: list[S], title: str) -> None:
    dom = get_domain(t.domain)
    header = SessionHeader(domain=t.domain, system_prompt=SYSTEM.format(domain=dom.title), id=_id(path.name),
                           title=title, initial_state=t.state, created=CREATED, teacher_forcing=t.bench,
                           bench={"source": "evalset", "rows": []} if t.bench else None)
    lines = [dump_line(header.to_dict())] + [dump_line(s.to_dict()) for s in _steps(t, steps)]
    path.write_bytes(b"".join(lines))


def all_trajectories() -> list[Traj]:
    from tests.decoherence import (
        trajectories_holdout,
        trajectories_mcp,
        trajectories_other,
        trajectories_search,
        trajectories_terminal,
    )

    return [*trajectories_terminal.TRAJECTORIES, *trajectories_mcp.TRAJECTORIES, *trajectories_search.TRAJECTORIES,
            *trajectories_other.TRAJECTORIES, *trajectories_holdout.TRAJECTORIES]


def build(directory: Path = DATA) -> dict[str, Any]:
    """Write every session file and labels.json into ``directory``; return the labels document."""
    directory.mkdir(parents=True, exist_ok=True)
    files: dict[str, Any] = {}
    names = set()
    for t in all_trajectories():
        if t.name in names:
            raise ValueError(f"duplicate trajectory {t.name}")
        names.add(t.name)
        base = f"{t.name}.jsonl"
        _write(directory / base, t, t.steps, t.title)
        files[base] = {"labels": {str(k): sorted(v) for k, v in t.labels.items()},
                       "note": t.note or "clean trajectory (near-misses included)"}
        for inj in t.injects:
            name = f"{t.name}--{inj.name}.jsonl"
            steps = _apply(t, inj)
            _write(directory / name, t, steps, f"{t.title} [{inj.name}]")
            labels = {k: set(v) for k, v in t.labels.items() if k <= len(steps)}
            labels.setdefault(inj.step, set()).update(inj.label)
            files[name] = {"labels": {str(k): sorted(v) for k, v in sorted(labels.items()) if v}, "note": inj.note}
            if inj.gap:
                files[name]["gap"] = inj.gap
    doc = {"about": "labeled decoherence trajectories; written by tests/decoherence/evalset.py", "files": files}
    (directory / "labels.json").write_text(json.dumps(doc, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    for stale in directory.glob("*.jsonl"):
        if stale.name not in files:
            stale.unlink()
    return doc


if __name__ == "__main__":
    doc = build(Path(sys.argv[1]) if len(sys.argv) > 1 else DATA)
    print(f"wrote {len(doc['files'])} sessions")
