"""holdout52: a forty-ninth frozen held-out decoherence set (issue 21, item 8), written 2026-12-06 in the middle
of a round, after holdout51 was recorded (the writers saw none of the code or its changes).

154 trajectories, 22 per domain (11 with exactly one contradiction, 11 clean ones full of legitimate
changes), 6 to 12 turns each, in the official AgentWorldBench row format. Outside helpers wrote the
domains (``holdout52_parts/{domain}/make.py``) after the benchmark's own prompts, half mainstream tools
and apps, half less common ones, with the contradictions a simulating model really makes (one detail
drifting in a long output), without reading the detectors, the rules' docs or any earlier labeled set,
and never ran a detector on their rows. The tools and apps each helper was told to mix were rotated to
hardware, security and virtualization in terminal (serial consoles and boards, disk health and RAID,
hardening and audit tools, VPNs, firewalls, virtual machines and containers, k3s); data, content and
operations services in MCP (warehouses, pipelines, analytics, wikis and drives, site builders, incident and
status pages, CDNs and hosting); prizes, engineering, astronomy, conservation, energy, aviation, courts,
central banks, launches and census data in search; systems and less common languages through seven agent
harnesses in SWE; webmail, drives, photos, streaming, tax, insurance, utilities, libraries, cars and tickets
beside WebArena's sites on the web; camera, calls, podcasts, maps, watches, parking, lists, budgets,
medication, weather, the clock, files, settings and AndroidWorld's own apps on the phone; LibreOffice,
GIMP, Thunderbird, Chrome, VS Code, Files and Settings in depth on the desktop.
Rows and labels are generated, not kept in git; the scripts are deterministic.

Frozen: no fix is ever made from these rows (holdout4 to 51 were measured once each and then
became development data; their figures set the levels in maturity.py). It exists so that the next
changes can be measured on data nobody has looked at; measure once, at the end of a piece of work, with ``--sealed``:

    python -m tests.decoherence.independent.make_holdout52
    python -m tests.decoherence.independent.measure --dir holdout52 --sealed
"""

from __future__ import annotations

from tests.decoherence.independent.make_heldout import assemble


def main() -> None:
    assemble("holdout52")


if __name__ == "__main__":
    main()
