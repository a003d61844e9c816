"""holdout55: a fifty-second frozen held-out decoherence set (issue 21, item 8), written 2026-12-07 at the end
of a round, after its code was done and holdout54 was recorded (the writers saw none of the code or its changes).

154 trajectories, 22 per domain (11 with exactly one contradiction, 11 clean ones full of legitimate
changes), 6 to 12 turns each, in the official AgentWorldBench row format. Outside helpers wrote the
domains (``holdout55_parts/{domain}/make.py``) after the benchmark's own prompts, half mainstream tools
and apps, half less common ones, with the contradictions a simulating model really makes (one detail
drifting in a long output), without reading the detectors, the rules' docs or any earlier labeled set,
and never ran a detector on their rows. The tools and apps each helper was told to mix were rotated to
networking and mail in terminal (addresses and sockets, DNS servers, mail queues, time sync, captures, SSH
keys, file shares, printers); developer and project services in MCP (code hosts, trackers, boards, error and
metrics services, flags, CI, registries); history, archaeology, cities, bridges, ships, records, books, TV,
games, fleets, markets and outbreaks in search; infrastructure and tooling repositories through seven agent
harnesses in SWE; a device vendor's portal, a carrier, budgeting, a patient portal, a registry, room booking,
volunteering, a gradebook, a subscription and parcel tracking beside WebArena's sites on the web; the
phone's system apps, wallet, fitness, music, notes, lists, browser, VPN, parental controls, recipes and
AndroidWorld's own apps on the phone; LibreOffice, GIMP, Thunderbird, Chrome, VS Code, Files, the Text
Editor, the System Monitor and Settings on the desktop.
Rows and labels are generated, not kept in git; the scripts are deterministic.

Frozen: no fix is ever made from these rows (holdout4 to 54 were measured once each and then
became development data; their figures set the levels in maturity.py). It exists so that the next
changes can be measured on data nobody has looked at; measure once, at the end of a piece of work, with ``--sealed``:

    python -m tests.decoherence.independent.make_holdout55
    python -m tests.decoherence.independent.measure --dir holdout55 --sealed
"""

from __future__ import annotations

from tests.decoherence.independent.make_heldout import assemble


def main() -> None:
    assemble("holdout55")


if __name__ == "__main__":
    main()
