"""holdout42: a thirty-ninth frozen held-out decoherence set (issue 21, item 8), written 2026-12-06, after
holdout41 was measured.

154 trajectories, 22 per domain (11 with exactly one contradiction, 11 clean ones full of legitimate
changes), 6 to 12 turns each, in the official AgentWorldBench row format. Outside helpers wrote the
domains (``holdout42_parts/{domain}/make.py``) after the benchmark's own task mix, half mainstream tools
and apps, half less common ones, with the contradictions a simulating model really makes (one detail
drifting in a long output), without reading the detectors, the rules' docs or any earlier labeled set,
and never ran a detector on their rows. The tools and apps each helper was told to mix were rotated away
from holdout41's (cloud compute and databases, configuration management, rollouts, containers and
images, version control beyond git's everyday commands, databases and coordination services, schedulers,
accounts and file attributes, volumes and disks, hardware sensors and network tunnels in terminal: aws ec2,
gcloud sql, openstack, terraform state, salt, kubectl rollout, skopeo, git worktree, svn, etcdctl, nodetool,
atq, loginctl, chattr, mdadm, smartctl, ipmitool, wg and others; other apps, servers, sites, frameworks and
topics in the other domains), so
that a set does not reward one tool's table. Rows and labels are generated, not kept in git; the scripts
are deterministic.

Frozen: no fix is ever made from these rows (holdout4 to 41 were measured once each and then
became development data; their figures set the levels in maturity.py). It exists so that the next
changes can be measured on data nobody has looked at; measure once, at the end of a piece of work, with ``--sealed``:

    python -m tests.decoherence.independent.make_holdout42
    python -m tests.decoherence.independent.measure --dir holdout42 --sealed
"""

from __future__ import annotations

from tests.decoherence.independent.make_heldout import assemble


def main() -> None:
    assemble("holdout42")


if __name__ == "__main__":
    main()
