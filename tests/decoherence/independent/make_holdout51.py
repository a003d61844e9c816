"""holdout51: a forty-eighth frozen held-out decoherence set (issue 21, item 8), written 2026-12-06 at the start
of a round, after holdout50 was recorded (the writers saw none of the code or its changes).

154 trajectories, 22 per domain (11 with exactly one contradiction, 11 clean ones full of legitimate
changes), 6 to 12 turns each, in the official AgentWorldBench row format. Outside helpers wrote the
domains (``holdout51_parts/{domain}/make.py``) after the benchmark's own prompts, half mainstream tools
and apps, half less common ones, with the contradictions a simulating model really makes (one detail
drifting in a long output), without reading the detectors, the rules' docs or any earlier labeled set,
and never ran a detector on their rows. The tools and apps each helper was told to mix were rotated to
research computing and operations in terminal (HPC schedulers, conda, R and Julia, duckdb, cloud CLIs,
terraform and ansible, backups, certificates, timers, mail queues, printers, users, quotas and LVM);
business and personal services in MCP (calendars and mail, chat, shops, CRMs, Airtable, boards, home
automation, music, weather and maps, travel booking, accounting, HR, learning management, a clinic's
appointments); history, drug approvals, earnings, climate, papers, transport, housing, local government,
games, chess and esports, food prizes in search; data and ML code, REST services, Rust, Go, Node, Deno and
Bun, Kotlin, C#, Elixir, C and C++ through six agent harnesses in SWE; banking, universities, government
forms, recipes, jobs, real estate, ticketing, courses, a helpdesk and project boards beside WebArena's sites
on the web; banking, transit, delivery, smart home, reading, language learning, authenticators, airlines,
contacts, recording and AndroidWorld's own apps on the phone; GNOME's and other desktop apps across two or
three apps on the desktop.
Rows and labels are generated, not kept in git; the scripts are deterministic.

Frozen: no fix is ever made from these rows (holdout4 to 50 were measured once each and then
became development data; their figures set the levels in maturity.py). It exists so that the next
changes can be measured on data nobody has looked at; measure once, at the end of a piece of work, with ``--sealed``:

    python -m tests.decoherence.independent.make_holdout51
    python -m tests.decoherence.independent.measure --dir holdout51 --sealed
"""

from __future__ import annotations

from tests.decoherence.independent.make_heldout import assemble


def main() -> None:
    assemble("holdout51")


if __name__ == "__main__":
    main()
