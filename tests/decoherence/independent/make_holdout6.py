"""holdout6: a third frozen held-out decoherence set (issue 21, item 8), written 2026-12-03.

154 trajectories, 22 per domain (11 with exactly one contradiction, 11 clean ones full of legitimate
changes), 6 to 12 turns each, in the official AgentWorldBench row format. Outside helpers wrote the
domains (``holdout6_parts/{domain}/make.py``), favouring tools, apps and output shapes one would
not think of first, without reading the detectors, the rules' docs or any
earlier labeled set, and never ran a detector on their rows. Rows and labels are generated, not kept in
git; the scripts are deterministic.

Frozen, like holdout4 and holdout5 (whose figures now set the older kinds' levels, maturity.py): no
fix is ever made from these rows. It exists so that the next changes can be measured on data nobody
has looked at; measure once, at the end of a piece of work, with ``--sealed``:

    python -m tests.decoherence.independent.make_holdout6
    python -m tests.decoherence.independent.measure --dir holdout6 --sealed
"""

from __future__ import annotations

from tests.decoherence.independent.make_heldout import assemble


def main() -> None:
    assemble("holdout6")


if __name__ == "__main__":
    main()
