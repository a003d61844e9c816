"""holdout39: a thirty-sixth frozen held-out decoherence set (issue 21, item 8), written 2026-12-06, after
holdout37 and holdout38 were measured.

154 trajectories, 22 per domain (11 with exactly one contradiction, 11 clean ones full of legitimate
changes), 6 to 12 turns each, in the official AgentWorldBench row format. Outside helpers wrote the
domains (``holdout39_parts/{domain}/make.py``) after the benchmark's own task mix, half mainstream tools
and apps, half less common ones, with the contradictions a simulating model really makes (one detail
drifting in a long output), without reading the detectors, the rules' docs or any earlier labeled set,
and never ran a detector on their rows. The tools and apps each helper was told to mix were rotated away
from holdout38's (AWS services, cluster rollouts and local clusters, compose and container contexts, user
timers and cron, audit and security modules, firewalls, network and time tools, DNS, certificates and
secrets, git's less used commands, data wrangling CLIs in terminal: aws s3api, helm rollback, kind, docker
buildx, colima, atq, auditctl, sestatus, firewall-cmd, nmcli, chronyc, dig, openssl, certbot, sops, git lfs,
git bisect, yq, csvkit, mlr and others; other apps, servers, sites, frameworks and topics in the other
domains), so
that a set does not reward one tool's table. Rows and labels are generated, not kept in git; the scripts
are deterministic.

Frozen: no fix is ever made from these rows (holdout4 to 38 were measured once each and then
became development data; their figures set the levels in maturity.py). It exists so that the next
changes can be measured on data nobody has looked at; measure once, at the end of a piece of work, with ``--sealed``:

    python -m tests.decoherence.independent.make_holdout39
    python -m tests.decoherence.independent.measure --dir holdout39 --sealed
"""

from __future__ import annotations

from tests.decoherence.independent.make_heldout import assemble


def main() -> None:
    assemble("holdout39")


if __name__ == "__main__":
    main()
