"""holdout64: a sixty-first frozen held-out decoherence set (issue 21, item 8), written 2026-12-07 at the start
of a round: the briefs were written before any of its code, the writers worked while its first changes were
made and saw none of the code or its changes.

154 trajectories, 22 per domain (11 with exactly one contradiction, 11 clean ones full of legitimate
changes), 6 to 12 turns each, in the official AgentWorldBench row format. Outside helpers wrote the
domains (``holdout64_parts/{domain}/make.py``) after the benchmark's own prompts, half mainstream tools
and apps, half less common ones, with the contradictions a simulating model really makes (one detail
drifting in a long output), without reading the detectors, the rules' docs or any earlier labeled set,
and never ran a detector on their rows. The tools and apps each helper was told to mix were rotated (as for holdout61) to
security, identity and certificates in terminal (sudo, users and groups, ssh keys, fail2ban, firewalls, audit,
aide, clamav, openssl and certbot, gpg and pass, kerberos, sssd, vault and age); communication, content and
office services in MCP (chat, calendars, mail, drives and documents, bases and boards, help desks, CRMs,
mailing and SMS, with collections whose members are added and removed); science, health and technology in
search (prizes, missions, elements, approvals, trials, case counts, telescopes, chips, languages, standards,
patents, papers); systems, data and infrastructure code in twelve toolchains through seven agent harnesses in
SWE; a dentist's booking, a utility account, coworking invoices, a call for papers, bike share, maintenance
requests, a parent portal, a market vendor dashboard, podcast episodes, league fixtures and museum tickets beside
WebArena's sites on the web (items deleted, renamed or changed and pages visited again); the phone's system apps,
fitness, podcasts, banking, rides, food delivery, weather, chat, an e-reader, a period tracker, a home inventory
and AndroidWorld's own apps on the phone (items deleted, renamed or edited and screens visited again); Calc's
formulas, pivot tables, conditional formatting and named ranges, Writer's styles, contents, changes and
templates, Impress's tables, notes and PDF export, GIMP's filters, canvas and layers, Thunderbird's filters, tags
and calendar, Chrome's settings, history and profiles, VS Code's workspace settings, tasks and debugger, Files'
properties, permissions, archives and trash, the disks utility, the archive manager, Settings and the Software
app on the desktop (files or items deleted or renamed and views visited again).
Rows and labels are generated, not kept in git; the scripts are deterministic.

Frozen: no fix is ever made from these rows (holdout4 to 63 were measured once each and then
became development data; their figures set the levels in maturity.py). It exists so that the next
changes can be measured on data nobody has looked at; measure once, at the end of a piece of work, with ``--sealed``:

    python -m tests.decoherence.independent.make_holdout64
    python -m tests.decoherence.independent.measure --dir holdout64 --sealed
"""

from __future__ import annotations

from tests.decoherence.independent.make_heldout import assemble


def main() -> None:
    assemble("holdout64")


if __name__ == "__main__":
    main()
