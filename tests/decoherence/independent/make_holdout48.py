"""holdout48: a forty-fifth frozen held-out decoherence set (issue 21, item 8), written 2026-12-06, after
holdout47 was recorded, at the start of a round (the writers saw none of its changes).

154 trajectories, 22 per domain (11 with exactly one contradiction, 11 clean ones full of legitimate
changes), 6 to 12 turns each, in the official AgentWorldBench row format. Outside helpers wrote the
domains (``holdout48_parts/{domain}/make.py``) after the benchmark's own task mix, half mainstream tools
and apps, half less common ones, with the contradictions a simulating model really makes (one detail
drifting in a long output), without reading the detectors, the rules' docs or any earlier labeled set,
and never ran a detector on their rows. The tools and apps each helper was told to mix were rotated to
data and operations work (conda, pip and uv, terraform, helm, ansible, cloud storage CLIs, git worktrees and
stashes in terminal; cloud, data-warehouse, ML and observability servers in MCP; AndroidWorld's own apps
and payment apps on the phone; OSWorld's multi-app workflows on the desktop; WebArena's sites and
self-hosted web apps on the web; data and infrastructure repositories with less common test runners in
SWE; media, transport, markets, astronomy and elections in search).
Rows and labels are generated, not kept in git; the scripts are deterministic.

Frozen: no fix is ever made from these rows (holdout4 to 47 were measured once each and then
became development data; their figures set the levels in maturity.py). It exists so that the next
changes can be measured on data nobody has looked at; measure once, at the end of a piece of work, with ``--sealed``:

    python -m tests.decoherence.independent.make_holdout48
    python -m tests.decoherence.independent.measure --dir holdout48 --sealed
"""

from __future__ import annotations

from tests.decoherence.independent.make_heldout import assemble


def main() -> None:
    assemble("holdout48")


if __name__ == "__main__":
    main()
