"""Record a frozen held-out set's evidence in playground/decoherence/evidence.json, once.

``python -m tests.decoherence.independent.record --dir holdoutN`` measures the set sealed the two
ways the levels are decided on, on the code as committed, and adds its figures:

- every fact-engine binding, the engine alone with preview findings counted and the domain-free rules
  left out (``measure --only fact. --count-preview --exclude ...``);
- every rule in every domain, the same run split by rule and with the domain-free rules in
  (``--by-rule``).

Run it right after the set's first sealed measurement and before any change is made from the set: its
figures are what it showed of the code named in ``measured_on``. ``--dry-run`` prints them only.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import subprocess
import sys

from playground.decoherence import evidence
from playground.decoherence.engine.rules import REGISTRY, reads_no_binding
from playground.errors import PlaygroundError
from tests.decoherence.independent import measure

ENGINE_ALONE = ("--only", "fact.", "--count-preview")
DOMAIN_FREE = ",".join(f"fact.{rule}" for rule in sorted(REGISTRY) if reads_no_binding(rule))


def _measured(directory: str, *flags: str) -> dict:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        measure.main(["--dir", directory, "--sealed", "--json", *flags])
    return json.loads(out.getvalue())


def _figure(counts: dict) -> evidence.Figure:
    return counts.get("right", 0), counts.get("false", 0), counts.get("off", 0)


def figures_of(directory: str) -> tuple[dict, dict]:
    """(bindings, rules) as evidence.with_set takes them."""
    alone = _measured(directory, *ENGINE_ALONE, "--exclude", DOMAIN_FREE)["figures"]
    bindings = {measure.BINDING_OF.get(d, d): (f["tp_turn"], f["fp"], f["tp"] - f["tp_turn"])
                for d, f in alone.items() if d != "all"}
    split = _measured(directory, *ENGINE_ALONE, "--by-rule")["by_rule"]
    rules = {d: {kind.removeprefix("fact."): _figure(c) for kind, c in there.items() if kind.startswith("fact.")}
             for d, there in split.items()}
    return bindings, {d: r for d, r in rules.items() if r}


def _commit() -> str:
    """The commit measured; the detectors must be as committed, or the figures would name code nobody has."""
    dirty = subprocess.run(["git", "status", "--porcelain", "--", "playground"], capture_output=True, text=True,
                           cwd=measure.ROOT, check=True).stdout.strip()
    if dirty:
        raise PlaygroundError("playground/ has changes not committed: commit them first, so the evidence names "
                              "the code it was measured on")
    return subprocess.run(["git", "rev-parse", "--short=7", "HEAD"], capture_output=True, text=True,
                          cwd=measure.ROOT, check=True).stdout.strip()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dir", required=True, help="the frozen set, e.g. holdout27")
    ap.add_argument("--dry-run", action="store_true", help="print the figures, write nothing")
    args = ap.parse_args(argv)
    try:
        ev = evidence.load()
        evidence.refuse_recorded(ev, args.dir)  # before measuring, which takes a while
        commit = "(dry run)" if args.dry_run else _commit()
        bindings, rules = figures_of(args.dir)
        print(json.dumps({"set": args.dir, "commit": commit, "bindings": bindings, "rules": rules}))
        if not args.dry_run:
            evidence.save(evidence.with_set(ev, args.dir, commit, bindings=bindings, rules=rules))
    except PlaygroundError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
