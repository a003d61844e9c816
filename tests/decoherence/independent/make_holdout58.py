"""holdout58: a fifty-fifth frozen held-out decoherence set (issue 21, item 8), written 2026-12-07 at the start
of a round, before its code (the writers saw none of the code or its changes).

154 trajectories, 22 per domain (11 with exactly one contradiction, 11 clean ones full of legitimate
changes), 6 to 12 turns each, in the official AgentWorldBench row format. Outside helpers wrote the
domains (``holdout58_parts/{domain}/make.py``) after the benchmark's own prompts, half mainstream tools
and apps, half less common ones, with the contradictions a simulating model really makes (one detail
drifting in a long output), without reading the detectors, the rules' docs or any earlier labeled set,
and never ran a detector on their rows. The tools and apps each helper was told to mix were rotated to
storage and backup in terminal (block devices, partitions, filesystems, fstab, LVM, RAID, ZFS, btrfs, quotas,
rsync, restic, borg, duplicity, archives, SMART, disk usage); commerce, finance and operations in MCP (shops,
payments, accounting, banking, shipping, inventory, point of sale, mailing lists, CRM deals, with collections
whose members are added and removed); science, health and technology in search (Nobel prizes, space missions,
elements, vaccines, health statistics, chips, programming languages, companies, telescopes, earthquakes,
rivers and dams); systems and data tooling in eleven languages through seven agent harnesses in SWE; bank
transfers, gym classes, car rental, pharmacy refills, course registration, utility bills, desk booking,
podcast hosting, pet adoption, tax filing and museum membership beside WebArena's sites on the web (with
items deleted, archived or cancelled and pages visited again); the phone's system apps, fitness, podcasts,
banking, rides, notes, passwords, smart home, food diary, flights, parking and AndroidWorld's own apps on the
phone (with items deleted or moved and screens visited again); Calc's formulas, pivots, conditional formats
and named ranges, Writer's styles, contents and tracked changes, Impress's transitions and masters, GIMP's
layers and export, Thunderbird's filters, address book and folders, Chrome's bookmarks, history and
downloads, VS Code's search, git and settings, Files' trash and bookmarks, the Terminal, the System Monitor,
the Calendar and Settings on the desktop (with files or items deleted and views visited again).
Rows and labels are generated, not kept in git; the scripts are deterministic.

Frozen: no fix is ever made from these rows (holdout4 to 57 were measured once each and then
became development data; their figures set the levels in maturity.py). It exists so that the next
changes can be measured on data nobody has looked at; measure once, at the end of a piece of work, with ``--sealed``:

    python -m tests.decoherence.independent.make_holdout58
    python -m tests.decoherence.independent.measure --dir holdout58 --sealed
"""

from __future__ import annotations

from tests.decoherence.independent.make_heldout import assemble


def main() -> None:
    assemble("holdout58")


if __name__ == "__main__":
    main()
