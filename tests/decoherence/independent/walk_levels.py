"""Walk the levels forward over the sealed held-out sets: which bar keeps shipped warnings precise.

A rule or binding fails ``check`` in a domain once its pooled held-out precision reaches maturity.BAR
(maturity.py). That bar is a threshold on *evidence*, not the precision users get: the evidence counts a
trajectory where a rule fired off the labeled turn as wrong even when another rule found it there, and it
pools sets measured on older code. This tool measures the precision users got, the way it happened:

1. each set ``holdoutN`` is checked with the code it was sealed on (evidence.json ``measured_on``), in a
   git worktree of that commit, so every finding is one nobody had tuned on that set;
2. each finding is weighed again by this code's maturity logic on the evidence of the sets recorded
   *before* N only, at each bar tried;
3. the warnings that would have failed ``check`` are scored against the labels: recall at the labeled turn,
   precision (strict: a finding off the labeled turn counts as wrong) and false warnings on clean rows.

The bar is chosen on the selection sets (``--select``): walking down from 0.9, a lower bar is taken while the
warnings it adds are right at maturity.PROMISE (strict); its figures on the other sets confirm it::

    python -m tests.decoherence.independent.walk_levels --sets 16-52 --select 16-30

The findings of each set are kept in ``--work`` (worktrees and one JSON file a set), so a second run only
replays the levels.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from playground.decoherence import evidence as evidence_file
from playground.decoherence import maturity
from tests.decoherence.independent.measure import BINDING_OF, DOMAINS, ROOT, ratio, run_json

Finding = dict  # {"kind", "severity", "step", "rule", "level", "cites", "changed_by"}


@dataclass
class Trajectory:
    set: int
    domain: str
    bad: bool
    turn: int | None
    findings: list[Finding]


def _set_number(name: str) -> int | None:
    tail = name.removeprefix("holdout")
    return int(tail) if name.startswith("holdout") and tail.isdigit() else None


def _sets(spec: str) -> list[int]:
    out: list[int] = []
    for part in spec.split(","):
        lo, _, hi = part.partition("-")
        out += range(int(lo), int(hi or lo) + 1)
    return out


_WHY = ("binding_in_preview", "rule_in_preview_here", "rule_cleared_here")


def finding_of(w: dict) -> Finding:
    """What the replay needs of one warning of ``check --json``: its rule, whether it failed ``check`` when it
    was made, and the level its rule had before the domain's evidence changed it (``changed_by``)."""
    ev = w.get("evidence") if isinstance(w.get("evidence"), dict) else {}
    return {"kind": w.get("kind", ""), "severity": w.get("severity"), "step": w.get("step"),
            "rule": ev.get("rule"), "level": ev.get("level"), "cites": "earlier_step" in ev,
            "changed_by": next((k for k in _WHY if k in ev), None)}


def fails_check(f: Finding, domain: str) -> bool:
    """Whether ``f`` fails ``check`` under maturity's current evidence and bar. A fact-engine finding is
    weighed from its rule's own level at the time (undoing what that time's evidence made of it); any other
    finding keeps the severity it was made with."""
    made = f["severity"] in ("warning", "error")
    if not f["kind"].startswith("fact.") or not f["rule"]:
        return made
    if f["changed_by"] == "rule_cleared_here":
        counted, level = False, "preview"
    elif f["changed_by"] in ("binding_in_preview", "rule_in_preview_here"):
        counted, level = True, "stable"
    else:
        counted, level = made, f["level"]
    return maturity.fails_check(domain, f["rule"], counted, level)


@contextlib.contextmanager
def levels_from(ev: evidence_file.Evidence, before: int, bar: float) -> Iterator[None]:
    """maturity weighing findings on the sets recorded before ``holdout{before}`` only, at ``bar``."""
    def earlier(table: dict) -> dict:
        return {k: {s: f for s, f in v.items() if (_set_number(s) or 0) < before} for k, v in table.items()}

    saved = maturity.BAR, maturity.BINDING_EVIDENCE, maturity.RULE_EVIDENCE
    maturity.BAR = bar
    maturity.BINDING_EVIDENCE = earlier(ev.bindings)
    maturity.RULE_EVIDENCE = {d: earlier(r) for d, r in ev.rules.items()}
    try:
        yield
    finally:
        maturity.BAR, maturity.BINDING_EVIDENCE, maturity.RULE_EVIDENCE = saved


def score(trajectories: list[Trajectory], ev: evidence_file.Evidence, bar: float) -> dict[str, int]:
    """Trajectories found at the labeled turn, found elsewhere, and clean ones warned on, by the warnings
    that fail ``check`` when each set is weighed on the evidence before it."""
    out = {"bad": 0, "clean": 0, "right": 0, "off": 0, "false": 0}
    for n in sorted({t.set for t in trajectories}):
        with levels_from(ev, n, bar):
            for t in (t for t in trajectories if t.set == n):
                failing = [f for f in t.findings if fails_check(f, BINDING_OF.get(t.domain, t.domain))]
                out["bad" if t.bad else "clean"] += 1
                if failing and not t.bad:
                    out["false"] += 1
                elif failing:
                    out["right" if any(f["step"] == t.turn and f["cites"] for f in failing) else "off"] += 1
    return out


def _run(cmd: list[str], cwd: Path) -> str:
    p = subprocess.run(cmd, capture_output=True, text=True, cwd=cwd)
    if p.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(cmd[:4])} failed in {cwd} (exit {p.returncode}): {p.stderr.strip()[-400:]}")
    return p.stdout


def sealed_findings(n: int, commit: str, work: Path) -> list[Trajectory]:
    """holdout{n} checked by the code it was sealed on, cached in ``work``."""
    cache = work / f"holdout{n}.json"
    if cache.exists():
        doc = json.loads(cache.read_text(encoding="utf-8"))
        if doc.get("commit") == commit:
            return [Trajectory(**t) for t in doc["trajectories"]]
    tree = work / f"wt{n}"
    if not tree.exists():
        _run(["git", "worktree", "add", "--detach", str(tree), commit], ROOT)
    # the set's files are made here (some sets were sealed before their make file was committed)
    _run([sys.executable, "-m", f"tests.decoherence.independent.make_holdout{n}"], ROOT)
    data = ROOT / "tests" / "decoherence" / "independent" / f"holdout{n}"
    labels = json.loads((data / "labels.json").read_text(encoding="utf-8"))
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        for domain in DOMAINS:
            path = data / f"{domain}_test.jsonl"
            if not path.exists():
                continue
            rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
            rows = [r for r in rows if r["turn_idx"] == r["total_turns"]]
            reps = run_json(rows, Path(tmp), domain, cwd=tree)
            for r in rows:
                label = labels[str(r["id"])]
                out.append(Trajectory(n, domain, bool(label["bad"]), label.get("turn"),
                                      [finding_of(w) for w in reps[str(r["id"])].get("warnings", [])]))
    cache.write_text(json.dumps({"commit": commit, "trajectories": [t.__dict__ for t in out]}), encoding="utf-8")
    return out


def _line(label: str, s: dict[str, int]) -> str:
    flagged = s["right"] + s["off"] + s["false"]
    return (f"{label:>6}  recall at the turn {ratio(s['right'], s['bad']):28}"
            f"precision strict {ratio(s['right'], flagged):28}"
            f"flagged {ratio(s['right'] + s['off'], flagged):28}false warnings {ratio(s['false'], s['clean'])}")


def choose(by_bar: dict[float, dict[str, int]], promise: float) -> float:
    """The bar to ship: walking down from the highest bar tried, each lower bar is taken while the warnings
    it adds (right at the turn / all it adds) are themselves at ``promise``, and the walk stops at the
    first that adds warnings under it (a lower bar is only worth the warnings it adds)."""
    bars = sorted(by_bar, reverse=True)
    best = bars[0]
    for bar in bars[1:]:
        hi, lo = by_bar[best], by_bar[bar]
        added = sum(lo[k] - hi[k] for k in ("right", "off", "false"))
        if added > 0 and (lo["right"] - hi["right"]) / added < promise:
            break
        best = bar
    return best


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sets", default="16-52", help="held-out sets to walk, e.g. 16-52")
    ap.add_argument("--select", default="16-30", help="the sets the bar is chosen on; the others confirm it")
    ap.add_argument("--bars", default="0.9,0.85,0.8,0.75,0.7,0.65,0.6")
    ap.add_argument("--work", default=str(Path(tempfile.gettempdir()) / "agentworld-walk-levels"),
                    help="where the worktrees and each set's findings are kept")
    a = ap.parse_args(argv)
    ev = evidence_file.load()
    work = Path(a.work)
    work.mkdir(parents=True, exist_ok=True)
    sets = [n for n in _sets(a.sets) if f"holdout{n}" in ev.measured_on]
    select = set(_sets(a.select)) & set(sets)
    rest = [n for n in sets if n not in select]
    trajectories: list[Trajectory] = []
    for n in sets:
        trajectories += sealed_findings(n, ev.measured_on[f"holdout{n}"], work)
        print(f"holdout{n}: checked on {ev.measured_on[f'holdout{n}']}", file=sys.stderr)
    bars = [float(b) for b in a.bars.split(",")]
    chosen_on = {bar: score([t for t in trajectories if t.set in select], ev, bar) for bar in bars}
    confirmed = {bar: score([t for t in trajectories if t.set not in select], ev, bar) for bar in bars}
    for name, block, table in (("selection", sorted(select), chosen_on), ("confirmation", rest, confirmed)):
        if block:
            print(f"{name} sets holdout{block[0]}-{block[-1]} ({len(block)}):")
            for bar in bars:
                print(_line(f"{bar:.2f}", table[bar]))
    best = choose(chosen_on, maturity.PROMISE)
    print(f"lowest bar whose added warnings keep strict precision >= {maturity.PROMISE} on the selection sets: "
          f"{best} (maturity.BAR is {maturity.BAR})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
