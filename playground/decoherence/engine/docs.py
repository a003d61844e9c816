"""``python -m playground.decoherence.engine.docs`` writes docs/rules.md from the rule registry (a
test keeps the two in step)."""

from __future__ import annotations

import sys
from pathlib import Path

from playground.decoherence.engine.rules import REGISTRY

DOC = Path(__file__).resolve().parents[3] / "docs" / "rules.md"

# what a rule reads, as the doc says it
READS = {"fact": "on each fact reading",
         "view": "on each fact reading of a thing an earlier view showed under another name",
         "listing": "on each listing reading", "clock": "on each clock reading",
         "log": "on each run of log lines an observation shows, in any domain",
         "identifier": "on each identifier an observation shows, in any domain",
         "total": "on each total an observation shows with its parts, in any domain",
         "judge": "on a judge model's answer about a step, when a judge is asked"}


def render() -> str:
    lines = [
        "# Decoherence rules of the fact engine",
        "",
        "Generated from `playground/decoherence/engine/rules.py` by "
        "`python -m playground.decoherence.engine.docs`; do not edit by hand.",
        "",
        "A **stable** rule's finding is an error (it makes `check` exit 1); a **preview** rule's is "
        "information until a held-out measurement shows it can be trusted. Warning kinds are "
        "`fact.<rule id>`; each rule has a fixture of positives and near-miss traps in "
        "`tests/decoherence/rules/<rule id>.json`. A rule on a judge model's answer runs only when a judge "
        "is asked (`check --judge-consistency`, the play screen's judge key, or the `judge_consistency` "
        "threshold), and its fixture's cases carry the judge's answer.",
        "",
        "| rule | level | catches |",
        "|---|---|---|",
        *(f"| [`{r.id}`](#{r.id}) | {r.level} | {r.summary} |" for r in REGISTRY.values()),
        "",
    ]
    for r in REGISTRY.values():
        lines += [f"## {r.id}", "", f"*{r.level}*, {READS[r.on]}. {r.summary[0].upper()}{r.summary[1:]}.",
                  "", r.doc, ""]
    return "\n".join(lines)


def main() -> int:
    DOC.write_text(render(), encoding="utf-8")
    print(f"wrote {DOC}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
