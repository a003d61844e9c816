"""holdout56: a fifty-third frozen held-out decoherence set (issue 21, item 8), written 2026-12-07 at the start
of a round, after holdout55 was recorded and before any of the round's code (the writers saw none of the code).

154 trajectories, 22 per domain (11 with exactly one contradiction, 11 clean ones full of legitimate
changes), 6 to 12 turns each, in the official AgentWorldBench row format. Outside helpers wrote the
domains (``holdout56_parts/{domain}/make.py``) after the benchmark's own prompts, half mainstream tools
and apps, half less common ones, with the contradictions a simulating model really makes (one detail
drifting in a long output), without reading the detectors, the rules' docs or any earlier labeled set,
and never ran a detector on their rows. The tools and apps each helper was told to mix were rotated to
storage and filesystems in terminal (block devices, partitions, RAID, LVM, ZFS, btrfs, fsck, mounts, quotas,
backups, SMART); commerce and money services in MCP (payments, stores, accounting, banking data, billing, tax,
shipping, mailing lists); species, mountains, rivers, quakes, space missions, prizes, elements, telescopes,
storms, parks, universities and patents in search; data and machine-learning repositories through seven agent
harnesses in SWE; permits, rentals, a car dealer, pet adoption, course registration, a library, a gym, a
utility, a freelance market, a conference schedule and a tax wizard beside WebArena's sites on the web; the
phone's system apps, rides, food delivery, podcasts, passwords, habits, languages, an e-reader, a smart home,
transit tickets, banking and AndroidWorld's own apps on the phone; Calc's pivot tables and validation, Writer's
styles and tracked changes, Impress masters, GIMP layers, Thunderbird filters and calendar, Chrome's history
and passwords, VS Code's settings and source control, Files' properties and trash, the Terminal's profiles and
Settings on the desktop.
Rows and labels are generated, not kept in git; the scripts are deterministic.

Frozen: no fix is ever made from these rows (holdout4 to 55 were measured once each and then
became development data; their figures set the levels in maturity.py). It exists so that the next
changes can be measured on data nobody has looked at; measure once, at the end of a piece of work, with ``--sealed``:

    python -m tests.decoherence.independent.make_holdout56
    python -m tests.decoherence.independent.measure --dir holdout56 --sealed
"""

from __future__ import annotations

from tests.decoherence.independent.make_heldout import assemble


def main() -> None:
    assemble("holdout56")


if __name__ == "__main__":
    main()
