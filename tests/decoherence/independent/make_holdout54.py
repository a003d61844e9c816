"""holdout54: a fifty-first frozen held-out decoherence set (issue 21, item 8), written 2026-12-07 in the middle
of a round, after holdout53 was recorded (the writers saw none of the code or its changes).

154 trajectories, 22 per domain (11 with exactly one contradiction, 11 clean ones full of legitimate
changes), 6 to 12 turns each, in the official AgentWorldBench row format. Outside helpers wrote the
domains (``holdout54_parts/{domain}/make.py``) after the benchmark's own prompts, half mainstream tools
and apps, half less common ones, with the contradictions a simulating model really makes (one detail
drifting in a long output), without reading the detectors, the rules' docs or any earlier labeled set,
and never ran a detector on their rows. The tools and apps each helper was told to mix were rotated to
developer workstations and builds in terminal (git's submodules, worktrees and bisect, compilers and
debuggers, tracers, version managers, package managers, provisioning); devices, places and travel services
in MCP (home automation, maps and weather, travel and rides, media, fitness); disasters, wildlife, space,
rail, museums, sport, prizes, drug trials, chips, wages, housing and climate records in search; frontend
and mobile projects through seven agent harnesses in SWE; project boards, CRMs, school, gym, car rental, real
estate, groceries, benefits, donations and conference submissions beside WebArena's sites on the web; maps,
transit, camera, notes, mail, shopping, cards, languages, podcasts, home, travel, settings and AndroidWorld's
own apps on the phone; LibreOffice, GIMP, Thunderbird, Chrome, VS Code, Files, the Terminal app and Settings
on the desktop.
Rows and labels are generated, not kept in git; the scripts are deterministic.

Frozen: no fix is ever made from these rows (holdout4 to 53 were measured once each and then
became development data; their figures set the levels in maturity.py). It exists so that the next
changes can be measured on data nobody has looked at; measure once, at the end of a piece of work, with ``--sealed``:

    python -m tests.decoherence.independent.make_holdout54
    python -m tests.decoherence.independent.measure --dir holdout54 --sealed
"""

from __future__ import annotations

from tests.decoherence.independent.make_heldout import assemble


def main() -> None:
    assemble("holdout54")


if __name__ == "__main__":
    main()
