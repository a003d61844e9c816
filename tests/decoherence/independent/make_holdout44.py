"""holdout44: a forty-first frozen held-out decoherence set (issue 21, item 8), written 2026-12-06, after
holdout43 was measured.

154 trajectories, 22 per domain (11 with exactly one contradiction, 11 clean ones full of legitimate
changes), 6 to 12 turns each, in the official AgentWorldBench row format. Outside helpers wrote the
domains (``holdout44_parts/{domain}/make.py``) after the benchmark's own task mix, half mainstream tools
and apps, half less common ones, with the contradictions a simulating model really makes (one detail
drifting in a long output), without reading the detectors, the rules' docs or any earlier labeled set,
and never ran a detector on their rows. The tools and apps each helper was told to mix were rotated away
from holdout43's back to the mainstream ones a user meets most (git, docker, kubectl, systemctl, package
managers, users and permissions, disks, networking, databases and archives in terminal; GitHub, Jira,
Slack, Google apps, CRMs, payment and cloud services in MCP; everyday phone apps and settings in Android;
GNOME, LibreOffice, Firefox and VS Code in the desktop; GitLab, the shopping admin and storefront, forums
and office web apps in web; the common web and CLI frameworks in SWE; prizes, sport, economy, climate and
science figures in search), so that a set does not reward one tool's table. Rows and labels are generated,
not kept in git; the scripts are deterministic.

Frozen: no fix is ever made from these rows (holdout4 to 43 were measured once each and then
became development data; their figures set the levels in maturity.py). It exists so that the next
changes can be measured on data nobody has looked at; measure once, at the end of a piece of work, with ``--sealed``:

    python -m tests.decoherence.independent.make_holdout44
    python -m tests.decoherence.independent.measure --dir holdout44 --sealed
"""

from __future__ import annotations

from tests.decoherence.independent.make_heldout import assemble


def main() -> None:
    assemble("holdout44")


if __name__ == "__main__":
    main()
