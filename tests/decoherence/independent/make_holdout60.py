"""holdout60: a fifty-seventh frozen held-out decoherence set (issue 21, item 8), written 2026-12-07 at the start
of a round: the briefs were written before any of its code, the writers worked while its first changes were
made and saw none of the code or its changes.

154 trajectories, 22 per domain (11 with exactly one contradiction, 11 clean ones full of legitimate
changes), 6 to 12 turns each, in the official AgentWorldBench row format. Outside helpers wrote the
domains (``holdout60_parts/{domain}/make.py``) after the benchmark's own prompts, half mainstream tools
and apps, half less common ones, with the contradictions a simulating model really makes (one detail
drifting in a long output), without reading the detectors, the rules' docs or any earlier labeled set,
and never ran a detector on their rows. The tools and apps each helper was told to mix were rotated to
processes, packages and containers in terminal (ps and process tools, systemd and cron, supervisors, apt, dnf,
snap and flatpak, global pip and npm installs, docker and podman, compose, kubectl and helm, git on a server);
cloud and infrastructure services in MCP (AWS, Google Cloud, Azure, Cloudflare, DigitalOcean, Hetzner,
Kubernetes and Docker servers, Terraform Cloud, Vault, Grafana, Prometheus, Elasticsearch, Redis, Postgres, a
filesystem and a knowledge-graph memory, with collections whose members are added and removed); sports, culture
and geography in search (seasons, medal tables, records, box office and awards, charts, museums, prizes,
capitals, islands, airports, parks, buildings); web applications and libraries in eleven toolchains through
seven agent harnesses in SWE; hotel booking, car rental, a library's holds, pet adoption, gym classes, parking
permits, recipes, desk booking, course registration, an auction and donations beside WebArena's sites on the web
(items deleted, renamed or changed and pages visited again); the phone's system apps, notes, to-dos, a budget,
flights, sleep, meditation, parking, a smart home, a marketplace, a password manager and AndroidWorld's own apps
on the phone (items deleted, renamed or edited and screens visited again); Calc's sorting, autofilter, charts
and comments, Writer's mail merge, footnotes, find and replace and page styles, Impress's slide sorter, masters
and transitions, GIMP's layers, curves and export, Thunderbird's address book, folders and accounts, Chrome's
bookmarks, downloads and extensions, VS Code's settings, extensions and source control, Files' bookmarks, trash
and renames, the text editor, the calendar and Settings on the desktop (files or items deleted or renamed and
views visited again).
Rows and labels are generated, not kept in git; the scripts are deterministic.

Frozen: no fix is ever made from these rows (holdout4 to 59 were measured once each and then
became development data; their figures set the levels in maturity.py). It exists so that the next
changes can be measured on data nobody has looked at; measure once, at the end of a piece of work, with ``--sealed``:

    python -m tests.decoherence.independent.make_holdout60
    python -m tests.decoherence.independent.measure --dir holdout60 --sealed
"""

from __future__ import annotations

from tests.decoherence.independent.make_heldout import assemble


def main() -> None:
    assemble("holdout60")


if __name__ == "__main__":
    main()
