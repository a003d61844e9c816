"""holdout57: a fifty-fourth frozen held-out decoherence set (issue 21, item 8), written 2026-12-07 at the end
of a round, after its code was done and holdout56 was recorded (the writers saw none of the code or its changes).

154 trajectories, 22 per domain (11 with exactly one contradiction, 11 clean ones full of legitimate
changes), 6 to 12 turns each, in the official AgentWorldBench row format. Outside helpers wrote the
domains (``holdout57_parts/{domain}/make.py``) after the benchmark's own prompts, half mainstream tools
and apps, half less common ones, with the contradictions a simulating model really makes (one detail
drifting in a long output), without reading the detectors, the rules' docs or any earlier labeled set,
and never ran a detector on their rows. The tools and apps each helper was told to mix were rotated to
security and identity in terminal (sudo, users and passwords, SSH keys, fail2ban, firewalls, audit, scanners,
GPG and pass, certificates, Kerberos, Vault); communication and content services in MCP (chat, meetings,
calendars, mail, SMS, support desks, content management, Airtable, Drive); sports, film, music, museums,
countries, islands, airports, railways and languages in search; web applications and libraries in nine
languages through seven agent harnesses in SWE; check-in and seat maps, hotel reservations, concert tickets,
delivery tracking, a parent portal, HR and payroll, insurance claims, recipes, a marketplace, a charity and room
booking beside WebArena's sites on the web; the phone's system apps, chat, mail, maps, weather, a converter,
sleep, medication, budgeting, travel, groceries and AndroidWorld's own apps on the phone; Calc's sorting,
filters, charts and protection, Writer's mail merge and footnotes, Impress's sorter and notes, GIMP's canvas
and crop, Thunderbird's accounts and junk, Chrome's profiles and cookies, VS Code's workspaces and debugging,
Files, the Text Editor, Disks, the Document Viewer and Settings on the desktop.
Rows and labels are generated, not kept in git; the scripts are deterministic.

Frozen: no fix is ever made from these rows (holdout4 to 56 were measured once each and then
became development data; their figures set the levels in maturity.py). It exists so that the next
changes can be measured on data nobody has looked at; measure once, at the end of a piece of work, with ``--sealed``:

    python -m tests.decoherence.independent.make_holdout57
    python -m tests.decoherence.independent.measure --dir holdout57 --sealed
"""

from __future__ import annotations

from tests.decoherence.independent.make_heldout import assemble


def main() -> None:
    assemble("holdout57")


if __name__ == "__main__":
    main()
