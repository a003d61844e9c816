"""holdout67: a sixty-fourth frozen held-out decoherence set (issue 21, item 8), written 2026-12-07 in the middle of a
round, after holdout66 was recorded, while the round's changes were made (the writers saw none of the code or its
changes).

154 trajectories, 22 per domain (11 with exactly one contradiction, 11 clean ones full of legitimate
changes), 6 to 12 turns each, in the official AgentWorldBench row format. Outside helpers wrote the
domains (``holdout67_parts/{domain}/make.py``) after the benchmark's own prompts, half mainstream tools
and apps, half less common ones, with the contradictions a simulating model really makes (one detail
drifting in a long output; no more than two of one kind per domain), without reading the detectors, the
rules' docs or any earlier labeled set, and never ran a detector on their rows. The tools and apps each
helper was told to mix were rotated (as for holdout61 and holdout64) to security, identity and certificates in
terminal (users and groups, sudo, ssh keys, fail2ban, firewalls, auditd, aide, clamav, openssl and certbot, gpg
and pass, kerberos, sssd and realm, vault, age, step-ca, keytool, tripwire, lynis, crowdsec); communication,
content and office services in MCP (Slack, calendars, mail, drives and documents, Notion, Airtable, Trello,
help desks, CRMs, mailing and SMS, Mattermost, Zulip, JMAP, Nextcloud, Coda, Baserow, Front, with collections
whose members are added and removed); science, health and technology in search (prizes, missions, elements,
approvals, trials, case counts, telescopes, chips, languages, standards, patents, papers, protein structures,
earthquakes, supercomputers); systems, data and infrastructure code through five agent harnesses in SWE; a
dentist's booking, a utility account, coworking invoices, a call for papers, bike share, maintenance requests,
a parent portal, a market vendor dashboard, podcast episodes, league fixtures and museum tickets beside
WebArena's sites on the web; the phone's system apps, fitness, podcasts, banking, rides, food delivery,
weather, chat, an e-reader, a period tracker, a home inventory and AndroidWorld's own apps on the phone; Calc's
formulas, pivot tables, conditional formatting and named ranges, Writer's styles, contents and tracked changes,
and the desktop's other apps (items deleted, renamed or edited and views visited again in the GUI domains).
Rows and labels are generated, not kept in git; the scripts are deterministic.

Frozen: no fix is ever made from these rows (holdout4 to 66 were measured once each and then
became development data; their figures set the levels in maturity.py). It exists so that the next
changes can be measured on data nobody has looked at; measure once, at the end of a piece of work, with ``--sealed``:

    python -m tests.decoherence.independent.make_holdout67
    python -m tests.decoherence.independent.measure --dir holdout67 --sealed
"""

from __future__ import annotations

from tests.decoherence.independent.make_heldout import assemble


def main() -> None:
    assemble("holdout67")


if __name__ == "__main__":
    main()
