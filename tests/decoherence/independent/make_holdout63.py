"""holdout63: a sixtieth frozen held-out decoherence set (issue 21, item 8), written 2026-12-07 in the second half
of a round, while its last changes were made and after holdout62 was recorded (the writers saw none of the code or
its changes).

154 trajectories, 22 per domain (11 with exactly one contradiction, 11 clean ones full of legitimate
changes), 6 to 12 turns each, in the official AgentWorldBench row format. Outside helpers wrote the
domains (``holdout63_parts/{domain}/make.py``) after the benchmark's own prompts, half mainstream tools
and apps, half less common ones, with the contradictions a simulating model really makes (one detail
drifting in a long output), without reading the detectors, the rules' docs or any earlier labeled set,
and never ran a detector on their rows. The tools and apps each helper was told to mix were rotated to
processes, packages and containers in terminal; cloud and infrastructure servers in MCP (with collections whose
members are added and removed); sports, culture and geography in search; web applications and libraries through
several agent harnesses in SWE; hotels, car rental, a library's holds, pet adoption, gym classes, parking permits,
recipes, desk booking, course registration, an auction and donations beside WebArena's sites on the web (items
deleted, renamed or changed and pages visited again); the phone's system apps, a note-taking app and others beside
AndroidWorld's own apps on the phone (items deleted, renamed or edited and screens visited again); Calc's sorting,
autofilter, charts and comments, Writer's mail merge, footnotes and find and replace, and the desktop's other apps
(files or items deleted or renamed and views visited again).
Rows and labels are generated, not kept in git; the scripts are deterministic.

Frozen: no fix is ever made from these rows (holdout4 to 62 were measured once each and then
became development data; their figures set the levels in maturity.py). It exists so that the next
changes can be measured on data nobody has looked at; measure once, at the end of a piece of work, with ``--sealed``:

    python -m tests.decoherence.independent.make_holdout63
    python -m tests.decoherence.independent.measure --dir holdout63 --sealed
"""

from __future__ import annotations

from tests.decoherence.independent.make_heldout import assemble


def main() -> None:
    assemble("holdout63")


if __name__ == "__main__":
    main()
