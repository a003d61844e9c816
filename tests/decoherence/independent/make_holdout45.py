"""holdout45: a forty-second frozen held-out decoherence set (issue 21, item 8), written 2026-12-06, after
holdout44 was measured, while the round's last changes were made (the writers saw none of them).

154 trajectories, 22 per domain (11 with exactly one contradiction, 11 clean ones full of legitimate
changes), 6 to 12 turns each, in the official AgentWorldBench row format. Outside helpers wrote the
domains (``holdout45_parts/{domain}/make.py``) after the benchmark's own task mix, half mainstream tools
and apps, half less common ones, with the contradictions a simulating model really makes (one detail
drifting in a long output), without reading the detectors, the rules' docs or any earlier labeled set,
and never ran a detector on their rows. The tools and apps each helper was told to mix were rotated away
from holdout44's mainstream ones to less common ones again (backups, object stores and cloud CLIs,
infrastructure state, service discovery and key-value stores, message brokers, databases' own clients,
volume managers, firewalls and VPNs, proxies and certificates in terminal; work-management, content,
analytics, data and orchestration services in MCP; phone makers' own apps, smart-home, finance, travel and
open-source apps in Android; GNOME and LibreOffice corners, mail, media and security tools on the desktop;
self-hosted trackers, media servers, finance and automation apps on the web; less common frameworks in
SWE; sport, climate, energy and culture figures in search), so that a set does not reward one tool's
table. Rows and labels are generated, not kept in git; the scripts are deterministic.

Frozen: no fix is ever made from these rows (holdout4 to 44 were measured once each and then
became development data; their figures set the levels in maturity.py). It exists so that the next
changes can be measured on data nobody has looked at; measure once, at the end of a piece of work, with ``--sealed``:

    python -m tests.decoherence.independent.make_holdout45
    python -m tests.decoherence.independent.measure --dir holdout45 --sealed
"""

from __future__ import annotations

from tests.decoherence.independent.make_heldout import assemble


def main() -> None:
    assemble("holdout45")


if __name__ == "__main__":
    main()
