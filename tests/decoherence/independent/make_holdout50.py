"""holdout50: a forty-seventh frozen held-out decoherence set (issue 21, item 8), written 2026-12-06 in the middle
of a round, after holdout49 was recorded (the writers saw none of the code or its changes).

154 trajectories, 22 per domain (11 with exactly one contradiction, 11 clean ones full of legitimate
changes), 6 to 12 turns each, in the official AgentWorldBench row format. Outside helpers wrote the
domains (``holdout50_parts/{domain}/make.py``) after the benchmark's own prompts, half mainstream tools
and apps, half less common ones, with the contradictions a simulating model really makes (one detail
drifting in a long output), without reading the detectors, the rules' docs or any earlier labeled set,
and never ran a detector on their rows. The tools and apps each helper was told to mix were rotated to
developer work (containers, networking, media, several distributions' package managers, systemd and data
pipelines in terminal; developer-tool servers in MCP: code hosts, error trackers, issue trackers, monitoring,
clusters, databases, storage, payments; messaging, maps, shopping, fitness and settings on the phone; office,
mail, browser and editor workflows across two or three apps on the desktop; WebArena's sites beside travel,
marketplaces, social networks, cloud consoles and CRMs on the web; less common web frameworks through six
agent harnesses in SWE; science, security advisories, space, weather, elections, records, awards, economics
and public health in search).
Rows and labels are generated, not kept in git; the scripts are deterministic.

Frozen: no fix is ever made from these rows (holdout4 to 49 were measured once each and then
became development data; their figures set the levels in maturity.py). It exists so that the next
changes can be measured on data nobody has looked at; measure once, at the end of a piece of work, with ``--sealed``:

    python -m tests.decoherence.independent.make_holdout50
    python -m tests.decoherence.independent.measure --dir holdout50 --sealed
"""

from __future__ import annotations

from tests.decoherence.independent.make_heldout import assemble


def main() -> None:
    assemble("holdout50")


if __name__ == "__main__":
    main()
