"""holdout40: a thirty-seventh frozen held-out decoherence set (issue 21, item 8), written 2026-12-06, after
holdout39 was measured.

154 trajectories, 22 per domain (11 with exactly one contradiction, 11 clean ones full of legitimate
changes), 6 to 12 turns each, in the official AgentWorldBench row format. Outside helpers wrote the
domains (``holdout40_parts/{domain}/make.py``) after the benchmark's own task mix, half mainstream tools
and apps, half less common ones, with the contradictions a simulating model really makes (one detail
drifting in a long output), without reading the detectors, the rules' docs or any earlier labeled set,
and never ran a detector on their rows. The tools and apps each helper was told to mix were rotated away
from holdout39's (managed databases and registries, artifact tools, backup and sync tools, object and
distributed storage, file sharing, directory and identity tools, users and quotas, systemd and tracing tools
in terminal: doctl databases, oras, kopia, duplicity, rclone bisync, mc, ceph, rbd, exportfs, samba-tool,
ldapsearch, klist, realm, usermod, repquota, systemd-analyze, coredumpctl, strace and others; other apps,
servers, sites, frameworks and topics in the other domains), so
that a set does not reward one tool's table. Rows and labels are generated, not kept in git; the scripts
are deterministic.

Frozen: no fix is ever made from these rows (holdout4 to 39 were measured once each and then
became development data; their figures set the levels in maturity.py). It exists so that the next
changes can be measured on data nobody has looked at; measure once, at the end of a piece of work, with ``--sealed``:

    python -m tests.decoherence.independent.make_holdout40
    python -m tests.decoherence.independent.measure --dir holdout40 --sealed
"""

from __future__ import annotations

from tests.decoherence.independent.make_heldout import assemble


def main() -> None:
    assemble("holdout40")


if __name__ == "__main__":
    main()
