"""holdout59: a fifty-sixth frozen held-out decoherence set (issue 21, item 8), written 2026-12-07 at the end
of a round, after its code was done and holdout58 was recorded (the writers saw none of the code or its changes).

154 trajectories, 22 per domain (11 with exactly one contradiction, 11 clean ones full of legitimate
changes), 6 to 12 turns each, in the official AgentWorldBench row format. Outside helpers wrote the
domains (``holdout59_parts/{domain}/make.py``) after the benchmark's own prompts, half mainstream tools
and apps, half less common ones, with the contradictions a simulating model really makes (one detail
drifting in a long output), without reading the detectors, the rules' docs or any earlier labeled set,
and never ran a detector on their rows. The tools and apps each helper was told to mix were rotated to
networking and services in terminal (addresses and sockets, network managers, resolvers, firewalls, WireGuard,
proxies' config tests, systemd units and the journal, mail servers, DNS zones, time sync, SNMP, packet captures,
LDAP, Samba, NFS); developer and data platforms in MCP (forges, trackers, error and metrics services, paging,
hosting, databases, warehouses, vector stores, wikis, flags, CI, with collections whose members are added and
removed); economics, law and politics in search (GDP, inflation, rates, elections, court cases and dockets,
treaties, laws, taxes, trade, indexes, earnings, censuses, wages); backends and infrastructure code in twelve
toolchains through seven agent harnesses in SWE; event registration, a vet clinic, invoicing, a wedding registry,
job applications, home energy, a book club, a storage console, lunch payments, cinema seats and volunteer shifts
beside WebArena's sites on the web (items deleted, renamed or changed and pages visited again); the phone's
system apps, habits, languages, recipes, transit, a library, a wallet, plants, a baby tracker, a shared list, car
charging and AndroidWorld's own apps on the phone (items deleted, renamed or edited and screens visited again);
Calc's validation, subtotals, frozen panes and charts, Writer's headers, comments and labels, Impress's tables
and animations, GIMP's selections, text and scaling, Thunderbird's filters, calendar and templates, Chrome's site
settings, passwords and tabs, VS Code's tasks, snippets and terminal, Files' properties, permissions and
archives, the scanner, the image viewer, Settings and the Software app on the desktop (files or items deleted or
renamed and views visited again).
Rows and labels are generated, not kept in git; the scripts are deterministic.

Frozen: no fix is ever made from these rows (holdout4 to 58 were measured once each and then
became development data; their figures set the levels in maturity.py). It exists so that the next
changes can be measured on data nobody has looked at; measure once, at the end of a piece of work, with ``--sealed``:

    python -m tests.decoherence.independent.make_holdout59
    python -m tests.decoherence.independent.measure --dir holdout59 --sealed
"""

from __future__ import annotations

from tests.decoherence.independent.make_heldout import assemble


def main() -> None:
    assemble("holdout59")


if __name__ == "__main__":
    main()
