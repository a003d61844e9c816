"""holdout49: a forty-sixth frozen held-out decoherence set (issue 21, item 8), written 2026-12-06, after
holdout48 was recorded, at the start of a round (the writers saw none of its changes).

154 trajectories, 22 per domain (11 with exactly one contradiction, 11 clean ones full of legitimate
changes), 6 to 12 turns each, in the official AgentWorldBench row format. Outside helpers wrote the
domains (``holdout49_parts/{domain}/make.py``) after the benchmark's own prompts, half mainstream tools
and apps, half less common ones, with the contradictions a simulating model really makes (one detail
drifting in a long output), without reading the detectors, the rules' docs or any earlier labeled set,
and never ran a detector on their rows. The tools and apps each helper was told to mix were rotated to
office and home administration and business work (users, firewalls, certificates, backups, disks, printers
and database shells in terminal; calendar, email, CRM, invoicing, e-commerce, helpdesk, chat, notes and home
automation servers in MCP; the phone's own apps and AndroidWorld's less common ones on the phone; office,
mail, media and graphics apps on the desktop, some moving data between two; WebArena's sites beside
banking, booking, government, webmail, job and school sites on the web; web backends and libraries in six
languages with their own test runners in SWE; sports, courts, drug approvals, earnings, products, travel
rules, local history and energy in search).
Rows and labels are generated, not kept in git; the scripts are deterministic.

Frozen: no fix is ever made from these rows (holdout4 to 48 were measured once each and then
became development data; their figures set the levels in maturity.py). It exists so that the next
changes can be measured on data nobody has looked at; measure once, at the end of a piece of work, with ``--sealed``:

    python -m tests.decoherence.independent.make_holdout49
    python -m tests.decoherence.independent.measure --dir holdout49 --sealed
"""

from __future__ import annotations

from tests.decoherence.independent.make_heldout import assemble


def main() -> None:
    assemble("holdout49")


if __name__ == "__main__":
    main()
