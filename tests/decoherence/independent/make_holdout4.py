"""holdout4: the project's frozen held-out decoherence set (issue 21, item 8).

154 trajectories, 22 per domain (11 with exactly one contradiction, 11 clean ones full of legitimate
changes), 5 to 10 turns each, in the official AgentWorldBench row format. Seven outside helpers
wrote one domain each (``holdout4_parts/{domain}/make.py``) without reading the detectors or any
earlier labeled set, and never ran a detector on their rows. The rows (17 MB: every row repeats its
trajectory's earlier turns) are generated, not kept in git; the scripts are deterministic.

Frozen: no fix is ever made from these rows. They are measured once, at the end of a piece of
detector work, with ``--sealed`` (figures and their 95% intervals only, no misses and no warning
texts to tune on):

    python -m tests.decoherence.independent.make_holdout4
    python -m tests.decoherence.independent.measure --dir holdout4 --sealed
"""

from __future__ import annotations

from tests.decoherence.independent.make_heldout import assemble


def main() -> None:
    assemble("holdout4")


if __name__ == "__main__":
    main()
