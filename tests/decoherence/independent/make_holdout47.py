"""holdout47: a forty-fourth frozen held-out decoherence set (issue 21, item 8), written 2026-12-06, after
holdout46 was recorded, while the round's changes were made (the writers saw none of them).

154 trajectories, 22 per domain (11 with exactly one contradiction, 11 clean ones full of legitimate
changes), 6 to 12 turns each, in the official AgentWorldBench row format. Outside helpers wrote the
domains (``holdout47_parts/{domain}/make.py``) after the benchmark's own task mix, half mainstream tools
and apps, half less common ones, with the contradictions a simulating model really makes (one detail
drifting in a long output), without reading the detectors, the rules' docs or any earlier labeled set,
and never ran a detector on their rows. The tools and apps each helper was told to mix were rotated back to
the mainstream ones a user meets first (git, docker, kubectl, systemd, package managers and coreutils in
terminal; GitHub, Jira, Slack, Stripe, databases and the reference MCP servers in MCP; a phone's everyday
apps in Android; GNOME, LibreOffice, Thunderbird, Firefox and VS Code on the desktop; WebArena's GitLab,
shop admin, storefront, forum and map, and common SaaS consoles on the web; the common frameworks in SWE;
prizes, sport, records, economics and science in search), so that a round's readings meet the tools most
sessions use. Rows and labels are generated, not kept in git; the scripts are deterministic.

Frozen: no fix is ever made from these rows (holdout4 to 46 were measured once each and then
became development data; their figures set the levels in maturity.py). It exists so that the next
changes can be measured on data nobody has looked at; measure once, at the end of a piece of work, with ``--sealed``:

    python -m tests.decoherence.independent.make_holdout47
    python -m tests.decoherence.independent.measure --dir holdout47 --sealed
"""

from __future__ import annotations

from tests.decoherence.independent.make_heldout import assemble


def main() -> None:
    assemble("holdout47")


if __name__ == "__main__":
    main()
