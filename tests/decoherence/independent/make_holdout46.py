"""holdout46: a forty-third frozen held-out decoherence set (issue 21, item 8), written 2026-12-06, after
holdout45 was recorded, while the round's first changes were made (the writers saw none of them).

154 trajectories, 22 per domain (11 with exactly one contradiction, 11 clean ones full of legitimate
changes), 6 to 12 turns each, in the official AgentWorldBench row format. Outside helpers wrote the
domains (``holdout46_parts/{domain}/make.py``) after the benchmark's own task mix, half mainstream tools
and apps, half less common ones, with the contradictions a simulating model really makes (one detail
drifting in a long output), without reading the detectors, the rules' docs or any earlier labeled set,
and never ran a detector on their rows. The tools and apps each helper was told to mix were rotated away
from holdout45's again (systemd timers, container and Kubernetes tools, virtual machines, keys and secrets,
mail, web servers and process managers, kernel and network settings in terminal; support desks, design,
payments, identity, cloud storage and databases as services in MCP; a phone's own apps, shopping, banking
and open-source apps in Android; GNOME's own apps, LibreOffice, Thunderbird, Firefox, VS Code and media
tools on the desktop; self-hosted forums, wikis, chat, forges, admin consoles and ERPs on the web; less
common frameworks and languages in SWE; prizes, science, weather, elections and economics in search), so
that a set does not reward one tool's table. Rows and labels are generated, not kept in git; the scripts
are deterministic.

Frozen: no fix is ever made from these rows (holdout4 to 45 were measured once each and then
became development data; their figures set the levels in maturity.py). It exists so that the next
changes can be measured on data nobody has looked at; measure once, at the end of a piece of work, with ``--sealed``:

    python -m tests.decoherence.independent.make_holdout46
    python -m tests.decoherence.independent.measure --dir holdout46 --sealed
"""

from __future__ import annotations

from tests.decoherence.independent.make_heldout import assemble


def main() -> None:
    assemble("holdout46")


if __name__ == "__main__":
    main()
