"""holdout53: a fiftieth frozen held-out decoherence set (issue 21, item 8), written 2026-12-06 at the start of
a round, after holdout52 was recorded (the writers saw none of the code or its changes).

154 trajectories, 22 per domain (11 with exactly one contradiction, 11 clean ones full of legitimate
changes), 6 to 12 turns each, in the official AgentWorldBench row format. Outside helpers wrote the
domains (``holdout53_parts/{domain}/make.py``) after the benchmark's own prompts, half mainstream tools
and apps, half less common ones, with the contradictions a simulating model really makes (one detail
drifting in a long output), without reading the detectors, the rules' docs or any earlier labeled set,
and never ran a detector on their rows. The tools and apps each helper was told to mix were rotated to
observability and web serving in terminal (web servers and proxies, certificates, metrics and logs,
schedulers, process managers, caches and brokers); commerce, support and people services in MCP (shops and
billing, help desks, HR and hiring, scheduling, signatures, messaging and email); food safety, games,
music, film, public health, transport, expeditions, patents, rankings, mergers, elections and ports in
search; web backends and data tooling through seven agent harnesses in SWE; hotels, airlines, banking,
recipes, jobs, course registration, permits, pets, clinics and leave beside WebArena's sites on the web;
messaging, banking, rides, delivery, fitness, sleep, reading, contacts, calendar, passwords, 2FA, home
automation, updates, settings and AndroidWorld's own apps on the phone; Thunderbird, LibreOffice, GIMP, VLC,
Chrome, VS Code, Files and Settings on the desktop.
Rows and labels are generated, not kept in git; the scripts are deterministic.

Frozen: no fix is ever made from these rows (holdout4 to 52 were measured once each and then
became development data; their figures set the levels in maturity.py). It exists so that the next
changes can be measured on data nobody has looked at; measure once, at the end of a piece of work, with ``--sealed``:

    python -m tests.decoherence.independent.make_holdout53
    python -m tests.decoherence.independent.measure --dir holdout53 --sealed
"""

from __future__ import annotations

from tests.decoherence.independent.make_heldout import assemble


def main() -> None:
    assemble("holdout53")


if __name__ == "__main__":
    main()
