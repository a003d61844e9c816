"""holdout66: a sixty-third frozen held-out decoherence set (issue 21, item 8), written 2026-12-07 at the start
of a round: the briefs were written before any of its code, the writers worked while its first changes were
made and saw none of the code or its changes.

154 trajectories, 22 per domain (11 with exactly one contradiction, 11 clean ones full of legitimate
changes), 6 to 12 turns each, in the official AgentWorldBench row format. Outside helpers wrote the
domains (``holdout66_parts/{domain}/make.py``) after the benchmark's own prompts, half mainstream tools
and apps, half less common ones, with the contradictions a simulating model really makes (one detail
drifting in a long output; no more than two of one kind per domain), without reading the detectors, the
rules' docs or any earlier labeled set, and never ran a detector on their rows. The tools and apps each
helper was told to mix were rotated (as for holdout60 and holdout63) to processes, packages and containers in
terminal (ps, systemd and journalctl, cron and at, supervisors, apt, dnf, snap and flatpak, global pip and npm,
docker, podman and compose, kubectl and helm, git on a server, runit, s6, nix, lxd, nerdctl, buildah, monit,
pm2); cloud and infrastructure servers in MCP (AWS, GCP, Azure, DigitalOcean, Hetzner, Cloudflare, Terraform
Cloud, Kubernetes, Vercel, Fly.io, Vault, Consul, Linode, OVH, Scaleway, Pulumi, Nomad, Backblaze B2,
Tailscale, with collections whose members are added and removed); sports, culture and geography in search
(league tables, transfers, Olympics, box office, awards, charts, museums, mountains, rivers, cities, parks,
chess, cricket, esports, literary prizes, UNESCO sites, lighthouses); web applications and libraries through
five agent harnesses in SWE; hotels, car rental, a library's holds, pet adoption, gym classes, parking
permits, recipes, desk booking, course registration, an auction and donations beside WebArena's sites on the
web; the phone's system apps, a note-taking app and AndroidWorld's own apps on the phone; Calc's sorting,
autofilter, charts and comments, Writer's mail merge, footnotes and find and replace, and the desktop's other
apps (items deleted, renamed or edited and views visited again in the GUI domains).
Rows and labels are generated, not kept in git; the scripts are deterministic.

Frozen: no fix is ever made from these rows (holdout4 to 65 were measured once each and then
became development data; their figures set the levels in maturity.py). It exists so that the next
changes can be measured on data nobody has looked at; measure once, at the end of a piece of work, with ``--sealed``:

    python -m tests.decoherence.independent.make_holdout66
    python -m tests.decoherence.independent.measure --dir holdout66 --sealed
"""

from __future__ import annotations

from tests.decoherence.independent.make_heldout import assemble


def main() -> None:
    assemble("holdout66")


if __name__ == "__main__":
    main()
