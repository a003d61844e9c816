"""holdout65: a sixty-second frozen held-out decoherence set (issue 21, item 8), written 2026-12-07 after the round's
code was done, while its figures were taken and its documents written (the writers saw none of the code or its
changes).

154 trajectories, 22 per domain (11 with exactly one contradiction, 11 clean ones full of legitimate
changes), 6 to 12 turns each, in the official AgentWorldBench row format. Outside helpers wrote the
domains (``holdout65_parts/{domain}/make.py``) after the benchmark's own prompts, half mainstream tools
and apps, half less common ones, with the contradictions a simulating model really makes (one detail
drifting in a long output), without reading the detectors, the rules' docs or any earlier labeled set,
and never ran a detector on their rows. The tools and apps each helper was told to mix were rotated (as for holdout59 and holdout62) to
networking and services in terminal (ip and ss, NetworkManager and networkd, resolvers and dig, firewalls,
wireguard, proxies' and servers' config tests, systemd units and timers, mail servers, bind and dnsmasq, chrony,
snmp, packet captures, ldap, samba, NFS); developer and data platforms in MCP (code hosts, trackers, error and
metrics services, paging, hosting, databases and warehouses, vector stores, wikis, feature flags, CI);
economics, law and politics in search (GDP and inflation, central bank rates, elections, court cases, treaties,
laws, tax rates, trade, index closes, earnings, censuses); backends and infrastructure code in SWE (Django,
Flask, FastAPI, Go, Java, C#, Node, Ruby, PHP, Ansible, Helm, Dockerfiles); event registration, a vet clinic,
freelancer invoices, a wedding registry, job applications, a home energy dashboard, a book club and more beside
WebArena's sites on the web (items deleted, renamed or changed and pages visited again); the phone's system apps,
a habit tracker, language learning, recipes, transit, a library, a wallet, plant care, a baby tracker, a shared
shopping list, car charging and AndroidWorld's own apps on the phone (items deleted, renamed or edited and
screens visited again); Calc's data validation, subtotals, freeze panes and charts, Writer's headers, comments
and labels, Impress, GIMP, Thunderbird, Chrome, VS Code, Files and Settings on the desktop (files or items
deleted or renamed and views visited again).
Rows and labels are generated, not kept in git; the scripts are deterministic.

Frozen: no fix is ever made from these rows (holdout4 to 64 were measured once each and then
became development data; their figures set the levels in maturity.py). It exists so that the next
changes can be measured on data nobody has looked at; measure once, at the end of a piece of work, with ``--sealed``:

    python -m tests.decoherence.independent.make_holdout65
    python -m tests.decoherence.independent.measure --dir holdout65 --sealed
"""

from __future__ import annotations

from tests.decoherence.independent.make_heldout import assemble


def main() -> None:
    assemble("holdout65")


if __name__ == "__main__":
    main()
