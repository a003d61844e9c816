"""holdout41: a thirty-eighth frozen held-out decoherence set (issue 21, item 8), written 2026-12-06, after
holdout40 was measured.

154 trajectories, 22 per domain (11 with exactly one contradiction, 11 clean ones full of legitimate
changes), 6 to 12 turns each, in the official AgentWorldBench row format. Outside helpers wrote the
domains (``holdout41_parts/{domain}/make.py``) after the benchmark's own task mix, half mainstream tools
and apps, half less common ones, with the contradictions a simulating model really makes (one detail
drifting in a long output), without reading the detectors, the rules' docs or any earlier labeled set,
and never ran a detector on their rows. The tools and apps each helper was told to mix were rotated away
from holdout40's (infrastructure as code, virtual machines and containers, cluster and GitOps tools,
secrets and certificates, proxies and caches, message brokers, databases, time, network and firewall tools in
terminal: pulumi, terragrunt, virsh, incus, crictl, helmfile, argocd, nomad, vault kv, certbot, haproxy,
redis-cli, rabbitmqctl, psql, chronyc, nmcli, nft, ufw and others; other apps, servers, sites, frameworks
and topics in the other domains), so
that a set does not reward one tool's table. Rows and labels are generated, not kept in git; the scripts
are deterministic.

Frozen: no fix is ever made from these rows (holdout4 to 40 were measured once each and then
became development data; their figures set the levels in maturity.py). It exists so that the next
changes can be measured on data nobody has looked at; measure once, at the end of a piece of work, with ``--sealed``:

    python -m tests.decoherence.independent.make_holdout41
    python -m tests.decoherence.independent.measure --dir holdout41 --sealed
"""

from __future__ import annotations

from tests.decoherence.independent.make_heldout import assemble


def main() -> None:
    assemble("holdout41")


if __name__ == "__main__":
    main()
