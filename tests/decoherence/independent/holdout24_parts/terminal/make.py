# ruff: noqa: E501, W291, W293
"""Held-out terminal trajectories (holdout24, domain ``terminal``).

Twenty-two tmux shell sessions simulated turn by turn, written by hand: eleven carry exactly one
observation that contradicts something an earlier observation (or the starting state) established,
eleven are clean but full of legitimate change (the agent's own edits, restarts, clocks, counters,
re-sorted or truncated views, unit and rounding differences). Running this module writes
``terminal_test.jsonl`` and ``labels.json`` next to it.
"""

from __future__ import annotations

import hashlib
from datetime import datetime
from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet

TASK = "terminal"
SYSTEM = (
    "You are a Terminal World Model. You simulate a Linux shell running inside a tmux pane, one step at a "
    "time. The first turn gives the starting state of the machine (host, user, working directory, what is "
    "installed and running); every turn gives the keystrokes the agent sends. Predict the next terminal "
    "state: the prompt line with the command, everything the command prints, and the next prompt. Stay "
    "consistent with everything the session has already shown. Reply after **Environment Observation:**."
)


def hx(seed: str, n: int = 64) -> str:
    """A deterministic hex string (stands in for ids, hashes and fingerprints)."""
    out, i = "", 0
    while len(out) < n:
        out += hashlib.sha256(f"{seed}/{i}".encode()).hexdigest()
        i += 1
    return out[:n]


def cols(rows: list[list[str]], gap: int = 3, right: frozenset[int] = frozenset()) -> str:
    """Align rows into columns the way most CLI tables do (last column not padded)."""
    n = max(map(len, rows))
    widths = [max((len(r[i]) for r in rows if i < len(r)), default=0) for i in range(n)]
    lines = []
    for r in rows:
        cells = []
        for i, c in enumerate(r):
            if i in right:
                cells.append(c.rjust(widths[i]))
            elif i == len(r) - 1:
                cells.append(c)
            else:
                cells.append(c.ljust(widths[i]))
        lines.append((" " * gap).join(cells).rstrip())
    return "\n".join(lines)


def add(rs: RowSet, n: int, turns: list[tuple[str, str]], state: str, bad_turn: int | None = None,
        kind: str = "clean") -> None:
    rs.add(task=TASK, tid=f"h24-terminal-{n:02d}", system=SYSTEM, turns=turns, state=state,
           bad=bad_turn is not None, turn=bad_turn, kind=kind)


# ---------------------------------------------------------------------------------------------
# 01  docker: worker restart on a staging host (one container id drifts)
# ---------------------------------------------------------------------------------------------
def t01(rs: RowSet) -> None:
    p = Pane("deploy", "app-stg-02", "/home/deploy/shop")
    img = "registry.acme.internal/shop/api:2.14.1"
    head = ["CONTAINER ID", "IMAGE", "COMMAND", "CREATED", "STATUS", "PORTS", "NAMES"]

    def ps(api_id: str, worker_status: str) -> str:
        return cols([
            head,
            ["3f9a1c2b7d4e", "nginx:1.25-alpine", '"/docker-entrypoint.…"', "2 days ago", "Up 2 days", "0.0.0.0:8080->80/tcp, :::8080->80/tcp", "shop-web-1"],
            [api_id, img, '"gunicorn -c gunicor…"', "2 days ago", "Up 2 days", "8000/tcp", "shop-api-1"],
            ["6c2d9e4f10a7", img, '"celery -A shop work…"', "2 days ago", worker_status, "", "shop-worker-1"],
            ["e4b70f3a8c19", "postgres:15.4", '"docker-entrypoint.s…"', "2 days ago", "Up 2 days (healthy)", "5432/tcp", "shop-db-1"],
            ["9d05b6e2a4f1", "redis:7.2-alpine", '"docker-entrypoint.s…"', "2 days ago", "Up 2 days", "6379/tcp", "shop-redis-1"],
        ])

    stats_head = ["CONTAINER ID", "NAME", "CPU %", "MEM USAGE / LIMIT", "MEM %", "NET I/O", "BLOCK I/O", "PIDS"]
    stats = cols([
        stats_head,
        ["3f9a1c2b7d4e", "shop-web-1", "0.02%", "11.4MiB / 7.763GiB", "0.14%", "1.92GB / 2.31GB", "8.19kB / 12.3kB", "3"],
        ["a81e0d5c93b2", "shop-api-1", "1.87%", "612.3MiB / 7.763GiB", "7.70%", "884MB / 1.41GB", "41.2MB / 0B", "9"],
        ["6c2d9e4f10a7", "shop-worker-1", "38.41%", "3.114GiB / 7.763GiB", "40.11%", "512MB / 203MB", "2.1GB / 88.1MB", "17"],
        ["e4b70f3a8c19", "shop-db-1", "2.35%", "402.7MiB / 7.763GiB", "5.07%", "1.07GB / 1.64GB", "5.3GB / 11.8GB", "14"],
        ["9d05b6e2a4f1", "shop-redis-1", "0.41%", "38.9MiB / 7.763GiB", "0.49%", "731MB / 498MB", "0B / 4.1MB", "5"],
    ])
    logs = """[2024-05-16 10:36:58,402: INFO/MainProcess] Task reports.tasks.build_export[8b2f61d0-3c4e-4a57-9b1e-6f0d2c7a9e15] received
[2024-05-16 10:37:02,118: INFO/ForkPoolWorker-7] reports.tasks.build_export[8b2f61d0-3c4e-4a57-9b1e-6f0d2c7a9e15]: export 2024-05 orders, 240 batches
[2024-05-16 10:37:40,551: WARNING/ForkPoolWorker-7] reports.tasks.build_export[8b2f61d0-3c4e-4a57-9b1e-6f0d2c7a9e15]: batch 61/240 rss=2.48GiB
[2024-05-16 10:38:19,093: WARNING/ForkPoolWorker-7] reports.tasks.build_export[8b2f61d0-3c4e-4a57-9b1e-6f0d2c7a9e15]: batch 118/240 rss=2.71GiB
[2024-05-16 10:38:57,864: WARNING/ForkPoolWorker-7] reports.tasks.build_export[8b2f61d0-3c4e-4a57-9b1e-6f0d2c7a9e15]: batch 176/240 rss=2.93GiB
[2024-05-16 10:39:31,207: INFO/MainProcess] Task mail.tasks.send_receipt[0e94c1ab-52d7-4f8e-a3b6-1d7c09e2f48a] received
[2024-05-16 10:39:31,388: INFO/ForkPoolWorker-3] Task mail.tasks.send_receipt[0e94c1ab-52d7-4f8e-a3b6-1d7c09e2f48a] succeeded in 0.17s: None
[2024-05-16 10:39:36,740: WARNING/ForkPoolWorker-7] reports.tasks.build_export[8b2f61d0-3c4e-4a57-9b1e-6f0d2c7a9e15]: batch 233/240 rss=3.09GiB
[2024-05-16 10:39:41,902: INFO/ForkPoolWorker-7] Task reports.tasks.build_export[8b2f61d0-3c4e-4a57-9b1e-6f0d2c7a9e15] succeeded in 163.5s: 's3://acme-exports/2024-05/orders.csv.gz'
[2024-05-16 10:40:12,015: WARNING/MainProcess] Worker memory 3.11GiB exceeds soft limit 2.50GiB (max_memory_per_child not set)
[2024-05-16 10:40:47,903: INFO/MainProcess] Task mail.tasks.send_receipt[5a71e3c8-0f2b-4d96-8c45-b3e9d61f0a27] received
[2024-05-16 10:40:48,061: INFO/ForkPoolWorker-2] Task mail.tasks.send_receipt[5a71e3c8-0f2b-4d96-8c45-b3e9d61f0a27] succeeded in 0.15s: None"""
    turns = [
        p.run("docker ps", ps("a81e0d5c93b2", "Up 2 days")),
        p.run("docker stats --no-stream", stats, duration=3.0),
        p.run("docker logs --tail 12 shop-worker-1", logs),
        p.run("docker inspect -f '{{.State.Pid}} {{.State.StartedAt}} {{.RestartCount}}' shop-worker-1",
              "48211 2024-05-14T08:12:44.918374562Z 0"),
        p.run("docker compose restart worker",
              "[+] Restarting 1/1\n ✔ Container shop-worker-1  Started                                      10.6s", duration=15.0),
        p.run("docker ps --filter name=shop-worker", cols([
            head, ["6c2d9e4f10a7", img, '"celery -A shop work…"', "2 days ago", "Up 14 seconds", "", "shop-worker-1"]])),
        p.run("docker ps", ps("a81e0d5c39b2", "Up 51 seconds")),
        p.run("docker stats --no-stream shop-worker-1", cols([
            stats_head, ["6c2d9e4f10a7", "shop-worker-1", "21.07%", "486.2MiB / 7.763GiB", "6.12%", "3.41MB / 1.27MB", "18.4MB / 0B", "17"]]),
            duration=3.0),
        p.run("docker inspect -f '{{.State.Pid}} {{.State.StartedAt}} {{.RestartCount}}' shop-worker-1",
              "51877 2024-05-16T10:43:27.305118944Z 0"),
    ]
    state = ("Host app-stg-02 (Ubuntu 22.04.4 LTS, kernel 5.15.0-105-generic), user deploy in /home/deploy/shop, "
             "member of the docker group. Docker Engine 24.0.7 with the Compose v2.21.0 plugin. The compose project "
             "'shop' (services web, api, worker, db, redis; file /home/deploy/shop/compose.yaml) was started 2 days ago "
             "and nothing has been recreated since. Date: Thu 2024-05-16, 10:41 UTC.")
    add(rs, 1, turns, state, 7, "the untouched api container's ID differs from the earlier docker ps / stats listings")


# ---------------------------------------------------------------------------------------------
# 02  ledger: appending two transactions and reading balances (clean)
# ---------------------------------------------------------------------------------------------
def t02(rs: RowSet) -> None:
    p = Pane("ines", "thinkpad", "/home/ines/finance")
    bal1 = """       EUR 17,395.56
             14 VWCE  Assets
             14 VWCE    Brokerage
           EUR 83.20    Cash
        EUR 4,812.36    Checking
       EUR 12,500.00    Savings
         EUR -642.18  Liabilities:CreditCard
--------------------
       EUR 16,753.38
             14 VWCE"""
    tail = """
2024/05/29 * Deutsche Bahn
    Expenses:Travel:Train                   EUR 58.90
    Liabilities:CreditCard

2024/05/31 * Employer GmbH
    ; salary May
    Assets:Checking                      EUR 3,420.55
    Income:Salary

2024/06/01 * Stadtwerke
    Expenses:Utilities:Power                EUR 74.00
    Assets:Checking

2024/06/02 * REWE
    Expenses:Food:Groceries                 EUR 41.92
    Liabilities:CreditCard"""
    bal2 = """       EUR 16,182.09
             14 VWCE  Assets
             14 VWCE    Brokerage
           EUR 83.20    Cash
        EUR 3,598.89    Checking
       EUR 12,500.00    Savings
         EUR -642.18  Liabilities:CreditCard
--------------------
       EUR 15,539.91
             14 VWCE"""
    reg = """24-Jun-02 REWE                  Expenses:Food:Groceries       EUR 41.92    EUR 41.92
24-Jun-03 Lidl                  Expenses:Food:Groceries       EUR 63.47   EUR 105.39"""
    prices = """P 2024/05/30 17:35:00 VWCE EUR 117.26
P 2024/05/31 17:35:00 VWCE EUR 117.84
P 2024/06/03 09:05:00 VWCE EUR 118.62"""
    balx = """       EUR 17,842.77  Assets
        EUR 1,660.68    Brokerage
           EUR 83.20    Cash
        EUR 3,598.89    Checking
       EUR 12,500.00    Savings
--------------------
       EUR 17,842.77"""
    bald = """       EUR 17,842.77  Assets
         EUR -642.18  Liabilities
--------------------
       EUR 17,200.59"""
    add_cmd = ("printf '\\n%s\\n%s\\n%s\\n\\n%s\\n%s\\n%s\\n' '2024/06/03 * Lidl' '    Expenses:Food:Groceries                 EUR 63.47' "
               "'    Assets:Checking' '2024/06/03 * Hausverwaltung Krause' '    Expenses:Rent                        EUR 1,150.00' "
               "'    Assets:Checking' >> 2024.ledger")
    turns = [
        p.run("ledger -f 2024.ledger bal ^Assets ^Liabilities", bal1),
        p.run("tail -n 16 2024.ledger", tail),
        p.run(add_cmd, ""),
        p.run("ledger -f 2024.ledger bal ^Assets ^Liabilities", bal2),
        p.run('ledger -f 2024.ledger reg Expenses:Food -p "this month"', reg),
        p.run("tail -n 3 prices.db", prices),
        p.run("ledger -f 2024.ledger --price-db prices.db -X EUR bal ^Assets", balx),
        p.run("ledger -f 2024.ledger --price-db prices.db -X EUR --depth 1 bal ^Assets ^Liabilities", bald),
    ]
    state = ("Laptop thinkpad (Debian 12), user ines in ~/finance. Ledger 3.3.2. 2024.ledger is the household journal "
             "(EUR with thousands separators; brokerage holdings in VWCE units); prices.db holds P price directives "
             "appended by a cron job. Today is Mon 2024-06-03, 09:40.")
    add(rs, 2, turns, state)


# ---------------------------------------------------------------------------------------------
# 03  restic: forget + prune + new backup on a NAS (a removed snapshot comes back)
# ---------------------------------------------------------------------------------------------
def t03(rs: RowSet) -> None:
    p = Pane("root", "nas01", "/root")
    opened = "repository 5be0e7a1 opened (version 2, compression level auto)"
    snaps = {
        "4e1a9c07": "2024-02-25 02:00:14", "8c33f1d9": "2024-03-03 02:00:09", "0d5b2e81": "2024-03-10 02:00:11",
        "71f0ac4e": "2024-03-12 02:00:13", "1b7e3f02": "2024-03-13 02:00:10", "c9e46d2a": "2024-03-14 02:00:12",
        "5a0f8b37": "2024-03-15 02:00:16", "e27c1d94": "2024-03-16 02:00:08", "93ad6f50": "2024-03-17 02:00:11",
        "f4c02b6e": "2024-03-18 09:24:51",
    }

    def table(ids: list[str]) -> str:
        rule = "-" * 63
        out = ["ID        Time                 Host        Tags        Paths", rule]
        for i in ids:
            out.append(f"{i}  {snaps[i]}  nas01       daily       /etc")
            out.append(" " * 55 + "/home")
        out += [rule, f"{len(ids)} snapshots"]
        return "\n".join(out)

    keep = ["0d5b2e81", "5a0f8b37", "e27c1d94", "93ad6f50"]
    gone = ["4e1a9c07", "8c33f1d9", "71f0ac4e", "1b7e3f02", "c9e46d2a"]
    reasons = {"0d5b2e81": ["weekly snapshot"], "5a0f8b37": ["daily snapshot"], "e27c1d94": ["daily snapshot"],
               "93ad6f50": ["daily snapshot", "weekly snapshot"]}
    rule2 = "-" * 81
    kept = ["ID        Time                 Host        Tags        Reasons           Paths", rule2]
    for i in keep:
        r = reasons[i]
        kept.append(f"{i}  {snaps[i]}  nas01       daily       {r[0]:<16}  /etc")
        kept.append(" " * 55 + (f"{r[1]:<16}  " if len(r) > 1 else " " * 18) + "/home")
    kept += [rule2, "4 snapshots"]
    forget = "\n".join([
        opened, "Applying Policy: keep 3 daily, 2 weekly snapshots",
        "snapshots for (host [nas01], paths [/etc, /home]):", "keep 4 snapshots:", *kept, "",
        "remove 5 snapshots:", table(gone), "", "[0:00] 100.00%  5 / 5 files deleted"])
    prune = f"""{opened}
loading indexes...
loading all snapshots...
finding data that is still in use for 4 snapshots
[0:03] 100.00%  4 / 4 snapshots
searching used packs...
collecting packs for deletion and repacking
[0:01] 100.00%  3391 / 3391 packs processed

to repack:          2140 blobs / 38.217 MiB
this removes:        611 blobs / 21.904 MiB
to delete:          4427 blobs / 1.209 GiB
total prune:        5038 blobs / 1.231 GiB
remaining:        402812 blobs / 58.634 GiB
unused size after prune: 2.844 GiB (4.85% of remaining size)

repacking packs
[0:01] 100.00%  9 / 9 packs repacked
rebuilding index
[0:00] 100.00%  41 / 41 indexes processed
deleting obsolete index files
[0:00] 100.00%  44 / 44 files deleted
removing 97 old packs
[0:01] 100.00%  97 / 97 files deleted
done"""
    backup = f"""{opened}
using parent snapshot 93ad6f50
[0:00] 100.00%  41 / 41 index files loaded

Files:          37 new,   112 changed, 184201 unmodified
Dirs:            4 new,    63 changed, 21877 unmodified
Added to the repository: 412.338 MiB (391.027 MiB stored)

processed 184350 files, 61.880 GiB in 0:48
snapshot f4c02b6e saved"""
    stats_raw = f"""{opened}
scanning...
Stats in raw-data mode:
     Snapshots processed:  5
        Total Blob Count:  403590
 Total Uncompressed Size:  73.127 GiB
              Total Size:  59.015 GiB
    Compression Progress:  100.00%
       Compression Ratio:  1.24x
Compression Space Saving:  19.30%"""
    check = f"""using temporary cache in /tmp/restic-check-cache-2471185090
{opened}
created new cache in /tmp/restic-check-cache-2471185090
create exclusive lock for repository
load indexes
[0:00] 100.00%  42 / 42 index files loaded
check all packs
check snapshots, trees and blobs
[0:04] 100.00%  5 / 5 snapshots
no errors were found"""
    diff = """M    /home/marta/Documents/taxes-2023/receipts.ods
+    /home/marta/Pictures/2024-03-17/IMG_5112.HEIC
+    /home/marta/Pictures/2024-03-17/IMG_5113.HEIC
+    /home/marta/Pictures/2024-03-17/IMG_5114.HEIC
M    /home/tobi/.local/share/Steam/config/loginusers.vdf
-    /home/tobi/Downloads/setup-7.4.1.exe

Files:          37 new,    14 removed,   112 changed
Dirs:            4 new,     0 removed
Others:          0 new,     0 removed
Data Blobs:    611 new,   203 removed
Tree Blobs:     71 new,    67 removed
  Added:   412.338 MiB
  Removed: 96.714 MiB"""
    turns = [
        p.run("restic snapshots", opened + "\n" + table(gone[:2] + ["0d5b2e81", "71f0ac4e", "1b7e3f02", "c9e46d2a", "5a0f8b37", "e27c1d94", "93ad6f50"])),
        p.run("restic stats latest", f"{opened}\nscanning...\nStats in restore-size mode:\n     Snapshots processed:  1\n        Total File Count:  184327\n              Total Size:  61.482 GiB", duration=20.0),
        p.run("restic forget --keep-daily 3 --keep-weekly 2", forget, duration=5.0),
        p.run("restic snapshots", opened + "\n" + table(keep)),
        p.run("restic prune", prune, duration=30.0),
        p.run("restic backup /etc /home --tag daily", backup, duration=60.0),
        p.run("restic stats --mode raw-data", stats_raw, duration=20.0),
        p.run("restic snapshots --tag daily", opened + "\n" + table(["0d5b2e81", "1b7e3f02", "5a0f8b37", "e27c1d94", "93ad6f50", "f4c02b6e"])),
        p.run("restic check", check, duration=20.0),
        p.run("restic diff 93ad6f50 f4c02b6e | tail -n 14", diff, duration=10.0),
    ]
    state = ("NAS nas01 (Debian 12), root in /root. restic 0.16.2 compiled with go1.21.3 on linux/amd64; "
             "RESTIC_REPOSITORY=/srv/restic-repo and RESTIC_PASSWORD_FILE=/root/.restic-pass are exported. A nightly "
             "cron job runs `restic backup /etc /home --tag daily` at 02:00; nothing else touches the repository. "
             "Date: Mon 2024-03-18, 09:20 CET.")
    add(rs, 3, turns, state, 8, "a snapshot removed by restic forget (and pruned) is listed again")


# ---------------------------------------------------------------------------------------------
# 04  docker compose: monitoring stack, grafana recreated and prometheus restarted (clean)
# ---------------------------------------------------------------------------------------------
def t04(rs: RowSet) -> None:
    p = Pane("alex", "homelab", "/home/alex/stacks/monitoring")
    head = ["NAME", "IMAGE", "COMMAND", "SERVICE", "CREATED", "STATUS", "PORTS"]

    def cps(g_created: str, g_status: str, p_status: str) -> str:
        return cols([
            head,
            ["monitoring-alertmanager-1", "prom/alertmanager:v0.27.0", '"/bin/alertmanager -…"', "alertmanager", "3 days ago", "Up 6 hours", "0.0.0.0:9093->9093/tcp, :::9093->9093/tcp"],
            ["monitoring-grafana-1", "grafana/grafana-oss:10.3.3", '"/run.sh"', "grafana", g_created, g_status, "0.0.0.0:3000->3000/tcp, :::3000->3000/tcp"],
            ["monitoring-node-exporter-1", "prom/node-exporter:v1.7.0", '"/bin/node_exporter …"', "node-exporter", "3 days ago", "Up 6 hours", ""],
            ["monitoring-prometheus-1", "prom/prometheus:v2.50.1", '"/bin/prometheus --c…"', "prometheus", "3 days ago", p_status, "0.0.0.0:9090->9090/tcp, :::9090->9090/tcp"],
        ])

    glog = """monitoring-grafana-1  | logger=context userId=1 orgId=1 uname=admin t=2024-03-09T12:14:52.118734592Z level=info msg="Request Completed" method=GET path=/api/live/ws status=-1 remote_addr=192.168.1.23 time_ms=1 duration=1.512ms size=0 referer= handler=/api/live/ws status_source=server
monitoring-grafana-1  | logger=live t=2024-03-09T12:14:52.119066127Z level=info msg="Request Origin is not authorized" origin=https://grafana.home.arpa appUrl=http://localhost:3000/ allowedOrigins=
monitoring-grafana-1  | logger=context userId=1 orgId=1 uname=admin t=2024-03-09T12:15:07.440291874Z level=info msg="Request Completed" method=GET path=/api/live/ws status=-1 remote_addr=192.168.1.23 time_ms=0 duration=912.3µs size=0 referer= handler=/api/live/ws status_source=server
monitoring-grafana-1  | logger=live t=2024-03-09T12:15:07.440577305Z level=info msg="Request Origin is not authorized" origin=https://grafana.home.arpa appUrl=http://localhost:3000/ allowedOrigins=
monitoring-grafana-1  | logger=cleanup t=2024-03-09T12:18:31.870452118Z level=info msg="Completed cleanup jobs" duration=5.417205ms
monitoring-grafana-1  | logger=plugins.update.checker t=2024-03-09T12:19:02.301174459Z level=info msg="Update check succeeded" duration=88.105318ms"""
    env = """GF_SERVER_ROOT_URL=https://grafana.home.arpa/
GF_SECURITY_ADMIN_USER=admin
GF_USERS_ALLOW_SIGN_UP=false"""
    dps = cols([
        ["CONTAINER ID", "NAMES", "STATUS"],
        ["9a4e2c71b05f", "monitoring-grafana-1", "Up 8 seconds"],
        ["71f6d0c8b9e4", "monitoring-alertmanager-1", "Up 6 hours"],
        ["c93a4b7e2f15", "monitoring-node-exporter-1", "Up 6 hours"],
        ["0b7d3e91c4a2", "monitoring-prometheus-1", "Up 6 hours"],
        ["2d8f5a6c1e07", "pihole", "Up 6 hours (healthy)"],
    ])
    pid_full, gid_full = "0b7d3e91c4a2" + hx("t04-prom", 52), "9a4e2c71b05f" + hx("t04-graf", 52)
    insp = (f"/monitoring-prometheus-1 {pid_full} pid=21877 started=2024-03-09T12:22:41.503918274Z\n"
            f"/monitoring-grafana-1 {gid_full} pid=21342 started=2024-03-09T12:21:09.88163012Z")
    stats = cols([
        ["CONTAINER ID", "NAME", "CPU %", "MEM USAGE / LIMIT", "MEM %", "NET I/O", "BLOCK I/O", "PIDS"],
        ["0b7d3e91c4a2", "monitoring-prometheus-1", "3.82%", "211.4MiB / 15.49GiB", "1.33%", "1.02MB / 96.3kB", "4.1MB / 2.9MB", "14"],
        ["9a4e2c71b05f", "monitoring-grafana-1", "0.47%", "88.6MiB / 15.49GiB", "0.56%", "412kB / 1.87MB", "0B / 1.32MB", "17"],
        ["71f6d0c8b9e4", "monitoring-alertmanager-1", "0.11%", "21.8MiB / 15.49GiB", "0.14%", "3.61MB / 2.95MB", "0B / 41kB", "11"],
        ["c93a4b7e2f15", "monitoring-node-exporter-1", "0.00%", "14.2MiB / 15.49GiB", "0.09%", "0B / 0B", "0B / 0B", "8"],
        ["2d8f5a6c1e07", "pihole", "0.36%", "104.9MiB / 15.49GiB", "0.66%", "48.2MB / 61.7MB", "8.19kB / 212MB", "26"],
    ])
    turns = [
        p.run("docker compose ps", cps("3 days ago", "Up 6 hours", "Up 6 hours")),
        p.run("docker compose logs --tail 6 grafana", glog),
        p.run("sed -i 's|^GF_SERVER_ROOT_URL=.*|GF_SERVER_ROOT_URL=https://grafana.home.arpa/|' .env && grep ^GF_ .env", env),
        p.run("docker compose up -d grafana",
              "[+] Running 1/1\n ✔ Container monitoring-grafana-1  Started                                 1.6s", duration=5.0),
        p.run("docker ps --format 'table {{.ID}}\\t{{.Names}}\\t{{.Status}}'", dps),
        p.run("docker compose restart prometheus",
              "[+] Restarting 1/1\n ✔ Container monitoring-prometheus-1  Started                              2.9s", duration=5.0),
        p.run("docker inspect -f '{{.Name}} {{.Id}} pid={{.State.Pid}} started={{.State.StartedAt}}' monitoring-prometheus-1 monitoring-grafana-1", insp),
        p.run("docker stats --no-stream", stats, duration=3.0),
        p.run("curl -s localhost:9090/-/ready; echo; curl -s -o /dev/null -w '%{http_code} %{redirect_url}\\n' localhost:3000/",
              "Prometheus Server is Ready.\n302 http://localhost:3000/login"),
        p.run("docker compose ps", cps("2 minutes ago", "Up 2 minutes", "Up 49 seconds")),
    ]
    state = ("Home server homelab (Debian 12), user alex in ~/stacks/monitoring (compose.yaml + .env). Docker 25.0.3 "
             "with Compose v2.24.6. The 'monitoring' project (prometheus, grafana, node-exporter with network_mode: "
             "host, alertmanager) was created 3 days ago; the host rebooted 6 hours ago. A separate pihole container "
             "also runs. Grafana is reached through a reverse proxy at https://grafana.home.arpa. "
             "Date: Sat 2024-03-09, 13:20 CET.")
    add(rs, 4, turns, state)


# ---------------------------------------------------------------------------------------------
# 05  git: commit a config change and push (a committed line reads differently later)
# ---------------------------------------------------------------------------------------------
def t05(rs: RowSet) -> None:
    p = Pane("maya", "devbox", "/home/maya/src/ratelimiter")
    status = """On branch feature/burst-window
Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   src/ratelimiter/config.py

Untracked files:
  (use "git add <file>..." to include in what will be committed)
	scratch/

no changes added to commit (use "git add" and/or "git commit -a")"""
    diff = """diff --git a/src/ratelimiter/config.py b/src/ratelimiter/config.py
index 4c1e2b7..9a0d3f5 100644
--- a/src/ratelimiter/config.py
+++ b/src/ratelimiter/config.py
@@ -9,7 +9,8 @@ KEY_PREFIX = "rl:"
 
 # Token bucket defaults, overridable per route.
 DEFAULT_RATE = 10  # tokens per second
-DEFAULT_BURST = 20
+DEFAULT_BURST = 40
+WINDOW_SECONDS = 60
 
 # Requests from these networks skip limiting entirely.
 TRUSTED_NETWORKS = ("""
    cat = '''"""Runtime configuration for the rate limiter."""

from __future__ import annotations

import os

REDIS_URL = os.environ.get("RATELIMIT_REDIS_URL", "redis://localhost:6379/3")
KEY_PREFIX = "rl:"

# Token bucket defaults, overridable per route.
DEFAULT_RATE = 10  # tokens per second
DEFAULT_BURST = 40
WINDOW_SECONDS = 60

# Requests from these networks skip limiting entirely.
TRUSTED_NETWORKS = (
    "10.0.0.0/8",
    "172.16.0.0/12",
    "192.168.0.0/16",
)

# When Redis is unreachable, let requests through instead of rejecting them.
FAIL_OPEN = os.environ.get("RATELIMIT_FAIL_OPEN", "1") == "1"
LOG_DECISIONS = os.environ.get("RATELIMIT_LOG_DECISIONS", "0") == "1"'''
    grep = "\n".join(sorted("""src/ratelimiter/backend.py:6:from .config import FAIL_OPEN, KEY_PREFIX, REDIS_URL
src/ratelimiter/backend.py:19:    return redis.Redis.from_url(REDIS_URL, socket_timeout=0.25)
src/ratelimiter/backend.py:23:    return f"{KEY_PREFIX}{route}:{client_id}"
src/ratelimiter/bucket.py:4:from .config import DEFAULT_BURST, DEFAULT_RATE
src/ratelimiter/bucket.py:31:        self.capacity = burst if burst is not None else DEFAULT_BURST
src/ratelimiter/config.py:7:REDIS_URL = os.environ.get("RATELIMIT_REDIS_URL", "redis://localhost:6379/0")
src/ratelimiter/config.py:8:KEY_PREFIX = "rl:"
src/ratelimiter/config.py:12:DEFAULT_BURST = 40
src/ratelimiter/config.py:13:WINDOW_SECONDS = 60
src/ratelimiter/middleware.py:11:from .config import KEY_PREFIX, TRUSTED_NETWORKS""".split("\n")))
    log = """7c1e9a4 (HEAD -> feature/burst-window) Raise default burst to 40, add window setting
e03b58d (origin/main, origin/HEAD, main) Add per-route overrides to middleware
b71f2c0 Fail open when Redis is unreachable
5d9a3e8 Use monotonic clock in token bucket"""
    tests = """.........                                                                [100%]
9 passed in 0.38s"""
    push = """Enumerating objects: 11, done.
Counting objects: 100% (11/11), done.
Delta compression using up to 8 threads
Compressing objects: 100% (5/5), done.
Writing objects: 100% (6/6), 618 bytes | 618.00 KiB/s, done.
Total 6 (delta 4), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (4/4), completed with 4 local objects.
remote: 
remote: Create a pull request for 'feature/burst-window' on GitHub by visiting:
remote:      https://github.com/mayak/ratelimiter/pull/new/feature/burst-window
remote: 
To github.com:mayak/ratelimiter.git
 * [new branch]      feature/burst-window -> feature/burst-window
branch 'feature/burst-window' set up to track 'origin/feature/burst-window'."""
    turns = [
        p.run("git status", status),
        p.run("git diff", diff),
        p.run("cat src/ratelimiter/config.py", cat),
        p.run('git add src/ratelimiter/config.py && git commit -m "Raise default burst to 40, add window setting"',
              "[feature/burst-window 7c1e9a4] Raise default burst to 40, add window setting\n 1 file changed, 2 insertions(+), 1 deletion(-)"),
        p.run('grep -rn "REDIS_URL\\|KEY_PREFIX\\|DEFAULT_BURST\\|WINDOW_SECONDS" src/ --include=*.py | sort', grep),
        p.run("git log --oneline -4", log),
        p.run(".venv/bin/python -m pytest -q tests/", tests, duration=5.0),
        p.run("git push -u origin feature/burst-window", push, duration=4.0),
    ]
    state = ("Dev box devbox (Ubuntu 24.04), user maya in ~/src/ratelimiter, a small Python package (git 2.43.0, "
             "remote origin = github.com:mayak/ratelimiter.git over SSH). The local branch feature/burst-window was "
             "created from main and has not been pushed; one file has uncommitted edits. A project venv is in .venv. "
             "Date: Tue 2024-04-09, 16:10.")
    add(rs, 5, turns, state, 5, "the REDIS_URL line of config.py shows a different database index than the file printed two turns earlier, with no edit in between")


# ---------------------------------------------------------------------------------------------
# 06  nomad: roll a service to a new image version (clean)
# ---------------------------------------------------------------------------------------------
def t06(rs: RowSet) -> None:
    p = Pane("ops", "ops-bastion", "/home/ops/jobs")
    status1 = """ID            = billing-api
Name          = billing-api
Submit Date   = 2024-04-16T09:41:27Z
Type          = service
Priority      = 50
Datacenters   = dc1
Namespace     = default
Node Pool     = default
Status        = running
Periodic      = false
Parameterized = false

Summary
Task Group  Queued  Starting  Running  Failed  Complete  Lost  Unknown
api         0       0         3        1       21        0     0

Latest Deployment
ID          = 5b0e73c2
Status      = successful
Description = Deployment completed successfully

Deployed
Task Group  Desired  Placed  Healthy  Unhealthy  Progress Deadline
api         3        3       3        0          2024-04-16T09:51:58Z

Allocations
ID        Node ID   Task Group  Version  Desired  Status    Created     Modified
3c1f9a2e  8e0d4b71  api         7        run      running   7d1h ago    7d1h ago
a72d05bc  f21c9e36  api         7        run      running   7d1h ago    7d1h ago
d4e8b19f  0a6c3d58  api         7        run      running   7d1h ago    7d1h ago
91be47a0  0a6c3d58  api         6        stop     complete  13d21h ago  7d1h ago
5f0c2d88  f21c9e36  api         6        stop     complete  13d21h ago  7d1h ago
e36a9b15  8e0d4b71  api         6        stop     complete  13d21h ago  7d1h ago"""
    grep1 = """9:    count = 3
31:        image = "registry.internal/billing-api:1.18.2"
44:        memory = 512"""
    plan = """+/- Job: "billing-api"
+/- Task Group: "api" (3 create/destroy update)
  +/- Task: "api" (forces create/destroy update)
    +/- Config {
          args[0]:  "--config"
          args[1]:  "/local/billing.toml"
      +/- image:    "registry.internal/billing-api:1.18.2" => "registry.internal/billing-api:1.18.3"
          ports[0]: "http"
        }

Scheduler dry-run:
- All tasks successfully allocated.

Job Modify Index: 48213
To submit the job with version verification run:

nomad job run -check-index 48213 billing-api.nomad.hcl

When running the job with the check-index flag, the job will only be run if the
job modify index given matches the server-side version. If the index has
changed, another user has modified the job and the plan's results are
potentially invalid."""
    run = """==> 2024-04-23T11:04:52Z: Monitoring evaluation "a7d2c4e1"
    2024-04-23T11:04:52Z: Evaluation triggered by job "billing-api"
    2024-04-23T11:04:53Z: Evaluation within deployment: "e91b0c47"
    2024-04-23T11:04:53Z: Allocation "6f30a8d2" created: node "8e0d4b71", group "api"
    2024-04-23T11:04:53Z: Evaluation status changed: "pending" -> "complete"
==> 2024-04-23T11:04:53Z: Evaluation "a7d2c4e1" finished with status "complete"
==> 2024-04-23T11:04:53Z: Monitoring deployment "e91b0c47"
  ✓ Deployment "e91b0c47" successful

    2024-04-23T11:06:41Z
    ID          = e91b0c47
    Job ID      = billing-api
    Job Version = 8
    Status      = successful
    Description = Deployment completed successfully

    Deployed
    Task Group  Desired  Placed  Healthy  Unhealthy  Progress Deadline
    api         3        3       3        0          2024-04-23T11:16:38Z"""
    status2 = """ID            = billing-api
Name          = billing-api
Submit Date   = 2024-04-23T11:04:52Z
Type          = service
Priority      = 50
Datacenters   = dc1
Namespace     = default
Node Pool     = default
Status        = running
Periodic      = false
Parameterized = false

Summary
Task Group  Queued  Starting  Running  Failed  Complete  Lost  Unknown
api         0       0         3        1       24        0     0

Latest Deployment
ID          = e91b0c47
Status      = successful
Description = Deployment completed successfully

Deployed
Task Group  Desired  Placed  Healthy  Unhealthy  Progress Deadline
api         3        3       3        0          2024-04-23T11:16:38Z

Allocations
ID        Node ID   Task Group  Version  Desired  Status    Created     Modified
c58f2d13  0a6c3d58  api         8        run      running   46s ago     33s ago
1b94e7c0  f21c9e36  api         8        run      running   1m31s ago   57s ago
6f30a8d2  8e0d4b71  api         8        run      running   2m19s ago   1m44s ago
3c1f9a2e  8e0d4b71  api         7        stop     complete  7d1h ago    2m14s ago
a72d05bc  f21c9e36  api         7        stop     complete  7d1h ago    1m27s ago
d4e8b19f  0a6c3d58  api         7        stop     complete  7d1h ago    42s ago
91be47a0  0a6c3d58  api         6        stop     complete  13d21h ago  7d1h ago
5f0c2d88  f21c9e36  api         6        stop     complete  13d21h ago  7d1h ago
e36a9b15  8e0d4b71  api         6        stop     complete  13d21h ago  7d1h ago"""
    history = """Version     = 8
Stable      = true
Submit Date = 2024-04-23T11:04:52Z

Version     = 7
Stable      = true
Submit Date = 2024-04-16T09:41:27Z

Version     = 6
Stable      = true
Submit Date = 2024-04-09T14:18:03Z

Version     = 5
Stable      = false
Submit Date = 2024-04-09T13:52:40Z"""
    alloc = """ID                  = 6f30a8d2-5c41-7e09-b3d6-2a8f14c0e975
Eval ID             = a7d2c4e1
Name                = billing-api.api[0]
Node ID             = 8e0d4b71
Node Name           = nomad-client-1
Job ID              = billing-api
Job Version         = 8
Client Status       = running
Client Description  = Tasks are running
Desired Status      = run
Desired Description = <none>
Created             = 2m48s ago
Modified            = 2m13s ago
Deployment ID       = e91b0c47
Deployment Health   = healthy

Allocation Addresses:
Label  Dynamic  Address
*http  yes      10.30.1.21:27112

Task "api" is "running"
Task Resources:
CPU        Memory           Disk     Addresses
61/500 MHz 187 MiB/512 MiB  300 MiB

Task Events:
Started At     = 2024-04-23T11:04:58Z
Finished At    = N/A
Total Restarts = 0
Last Restart   = N/A

Recent Events:
Time                  Type        Description
2024-04-23T11:04:58Z  Started     Task started by client
2024-04-23T11:04:54Z  Driver      Downloading image
2024-04-23T11:04:53Z  Task Setup  Building Task Directory
2024-04-23T11:04:53Z  Received    Task received by client"""
    svc = """Job ID       Address           Tags              Node ID   Alloc ID
billing-api  10.30.1.21:27112  [http,v1.18.3]    8e0d4b71  6f30a8d2
billing-api  10.30.1.22:24590  [http,v1.18.3]    f21c9e36  1b94e7c0
billing-api  10.30.1.23:31047  [http,v1.18.3]    0a6c3d58  c58f2d13"""
    turns = [
        p.run("nomad job status billing-api", status1),
        p.run("grep -n 'image\\|count\\|memory' billing-api.nomad.hcl", grep1),
        p.run("sed -i 's/billing-api:1.18.2/billing-api:1.18.3/' billing-api.nomad.hcl && grep -n image billing-api.nomad.hcl",
              '31:        image = "registry.internal/billing-api:1.18.3"'),
        p.run("nomad job plan billing-api.nomad.hcl", plan, duration=3.0),
        p.run("nomad job run -check-index 48213 billing-api.nomad.hcl", run, duration=120.0),
        p.run("nomad job status billing-api", status2),
        p.run("nomad job history billing-api | head -n 15", history),
        p.run("nomad alloc status 6f30a8d2", alloc),
        p.run("nomad service info billing-api", svc),
    ]
    state = ("Bastion ops-bastion (Ubuntu 22.04), user ops in ~/jobs. Nomad v1.7.5 CLI with NOMAD_ADDR pointing at the "
             "dc1 servers and a management token exported. Job billing-api (type service, group 'api', count 3, "
             "rolling update max_parallel=1, Nomad-native service registration tagged with the version) is at job "
             "version 7 and runs registry.internal/billing-api:1.18.2; ~/jobs/billing-api.nomad.hcl matches it. "
             "Date: Tue 2024-04-23, 11:00 UTC.")
    add(rs, 6, turns, state)


# ---------------------------------------------------------------------------------------------
# 07  zfs: tune datasets and snapshot before an upgrade (a set property reads back old)
# ---------------------------------------------------------------------------------------------
def t07(rs: RowSet) -> None:
    p = Pane("root", "vault", "/root")
    disks = ["ata-WDC_WD80EFZZ-68BTXN0_WD-CA1K2P3L", "ata-WDC_WD80EFZZ-68BTXN0_WD-CA1K7M0Q",
             "ata-WDC_WD80EFZZ-68BTXN0_WD-CA1KD4XR", "ata-WDC_WD80EFZZ-68BTXN0_WD-CA1KF9WT"]
    zst = ["  pool: tank", " state: ONLINE",
           "  scan: scrub repaired 0B in 09:41:22 with 0 errors on Sun May 12 09:41:23 2024", "config:", "",
           f"\t{'NAME':<42}  STATE     READ WRITE CKSUM",
           f"\t{'tank':<42}  ONLINE       0     0     0",
           f"\t  {'raidz1-0':<40}  ONLINE       0     0     0"]
    zst += [f"\t    {d:<38}  ONLINE       0     0     0" for d in disks]
    zst += ["", "errors: No known data errors"]
    zl = """NAME             USED  AVAIL  REFER  MOUNTPOINT
tank            12.4T  7.61T   140K  /tank
tank/backups    3.18T  7.61T  3.18T  /tank/backups
tank/media      8.74T  7.61T  8.74T  /tank/media
tank/vm          496G  7.61T   128K  /tank/vm
tank/vm/images   496G  7.61T   496G  /tank/vm/images"""
    get1 = """NAME            PROPERTY       VALUE     SOURCE
tank/backups    compression    lz4       inherited from tank
tank/backups    compressratio  1.31x     -
tank/backups    atime          on        default
tank/backups    recordsize     1M        local
tank/vm/images  compression    lz4       inherited from tank
tank/vm/images  compressratio  1.52x     -
tank/vm/images  atime          on        default
tank/vm/images  recordsize     64K       local"""
    local = """NAME          PROPERTY              VALUE                  SOURCE
tank/backups  recordsize            1M                     local
tank/backups  compression           zstd                   local
tank/backups  xattr                 sa                     local
tank/backups  acltype               posix                  local"""
    snaps = """NAME                                 USED  REFER  CREATION
tank/vm@pre-upgrade-20240602           0B   128K  Sun Jun  2 16:09 2024
tank/vm/images@pre-upgrade-20240602    0B   496G  Sun Jun  2 16:09 2024"""
    zl2 = """NAME             USED  AVAIL  REFER  RATIO
tank            12.4T  7.61T   140K  1.18x
tank/backups    3.18T  7.61T  3.18T  1.31x
tank/media      8.74T  7.61T  8.74T  1.01x
tank/vm          496G  7.61T   128K  1.52x
tank/vm/images   496G  7.61T   496G  1.52x"""
    get2 = """NAME            PROPERTY     VALUE     SOURCE
tank/backups    compression  lz4       inherited from tank
tank/backups    atime        on        default
tank/vm/images  compression  lz4       inherited from tank
tank/vm/images  atime        off       local"""
    zpl = """NAME   SIZE  ALLOC   FREE  CKPOINT  EXPANDSZ   FRAG    CAP  DEDUP    HEALTH  ALTROOT
tank  29.1T  17.4T  11.7T        -         -     3%    59%  1.00x    ONLINE  -"""
    turns = [
        p.run("zpool status tank", "\n".join(zst)),
        p.run("zfs list -o name,used,avail,refer,mountpoint -r tank", zl),
        p.run("zfs get compression,compressratio,atime,recordsize tank/backups tank/vm/images", get1),
        p.run("zfs set compression=zstd tank/backups && zfs set atime=off tank/vm/images", ""),
        p.run("zfs get -s local all tank/backups", local),
        p.run("zfs snapshot -r tank/vm@pre-upgrade-20240602", ""),
        p.run("zfs list -t snapshot -o name,used,refer,creation -r tank/vm", snaps),
        p.run("zfs list -o name,used,avail,refer,compressratio -r tank", zl2),
        p.run("zfs get compression,atime tank/backups tank/vm/images", get2),
        p.run("zpool list tank", zpl),
        p.run("zfs get -H -o name,property,value used,referenced tank/vm/images@pre-upgrade-20240602",
              "tank/vm/images@pre-upgrade-20240602\tused\t118M\ntank/vm/images@pre-upgrade-20240602\treferenced\t496G"),
    ]
    state = ("Storage server vault (Debian 12, OpenZFS 2.1.11), root in /root. Pool tank is a raidz1 of four 8 TB WD "
             "Red disks; datasets tank/media, tank/backups and tank/vm/images (KVM disk images of two running VMs). "
             "compression=lz4 is set on the pool root and inherited; nobody else administers the box. "
             "Date: Sun 2024-06-02, 16:05 CEST.")
    add(rs, 7, turns, state, 9, "compression on tank/backups reads back as the old inherited lz4 after it was set to zstd (and read back as zstd)")


# ---------------------------------------------------------------------------------------------
# 08  systemd: add a memory limit drop-in and restart a gunicorn service (clean)
# ---------------------------------------------------------------------------------------------
def t08(rs: RowSet) -> None:
    p = Pane("root", "inv-app-1", "/root")
    venv = "/opt/inventory-sync/venv/bin"
    gcmd = f"{venv}/python3 {venv}/gunicorn -c /etc/inventory-sync/gunicorn.conf.py inventory_sync.wsgi:app"

    def status(since: str, ago: str, pid: int, workers: list[int], mem: str, cpu: str, dropin: bool,
               journal: list[str]) -> str:
        lines = ["● inventory-sync.service - Inventory sync API (gunicorn)",
                 "     Loaded: loaded (/etc/systemd/system/inventory-sync.service; enabled; preset: enabled)"]
        if dropin:
            lines += ["    Drop-In: /etc/systemd/system/inventory-sync.service.d", "             └─limits.conf"]
        lines += [f"     Active: active (running) since {since}; {ago}",
                  f"   Main PID: {pid} (gunicorn)", "      Tasks: 5 (limit: 9387)", f"     Memory: {mem}",
                  f"        CPU: {cpu}", "     CGroup: /system.slice/inventory-sync.service"]
        w = max(len(str(x)) for x in [pid, *workers])
        allp = [pid, *workers]
        for i, x in enumerate(allp):
            branch = "└─" if i == len(allp) - 1 else "├─"
            lines.append(f"             {branch}{str(x).rjust(w)} {gcmd}")
        if journal:
            lines += [""] + journal
        return "\n".join(lines)

    journal = """Feb 14 09:58:12 inv-app-1 gunicorn[1032]: [2024-02-14 09:58:12 +0100] [1032] [INFO] sync batch 88190 ok (312 items)
Feb 14 10:02:41 inv-app-1 gunicorn[1033]: [2024-02-14 10:02:41 +0100] [1033] [WARNING] sync batch 88214 took 4.81s (rss 452 MiB)
Feb 14 10:05:37 inv-app-1 gunicorn[1034]: [2024-02-14 10:05:37 +0100] [1034] [INFO] sync batch 88233 ok (287 items)
Feb 14 10:09:15 inv-app-1 gunicorn[1031]: [2024-02-14 10:09:15 +0100] [1031] [WARNING] sync batch 88251 took 5.02s (rss 461 MiB)
Feb 14 10:11:03 inv-app-1 gunicorn[1033]: [2024-02-14 10:11:03 +0100] [1033] [INFO] sync batch 88262 ok (301 items)
Feb 14 10:14:58 inv-app-1 gunicorn[1034]: [2024-02-14 10:14:58 +0100] [1034] [WARNING] sync batch 88290 took 4.67s (rss 448 MiB)
Feb 14 10:16:20 inv-app-1 gunicorn[1031]: [2024-02-14 10:16:20 +0100] [1031] [INFO] sync batch 88301 ok (295 items)
Feb 14 10:19:02 inv-app-1 gunicorn[1032]: [2024-02-14 10:19:02 +0100] [1032] [WARNING] sync batch 88316 took 5.44s (rss 470 MiB)
Feb 14 10:22:47 inv-app-1 gunicorn[1031]: [2024-02-14 10:22:47 +0100] [1031] [INFO] sync batch 88337 ok (318 items)
Feb 14 10:24:10 inv-app-1 gunicorn[1033]: [2024-02-14 10:24:10 +0100] [1033] [INFO] sync batch 88344 ok (276 items)"""
    unit = """[Unit]
Description=Inventory sync API (gunicorn)
After=network-online.target postgresql.service
Wants=network-online.target

[Service]
Type=notify
User=invsync
Group=invsync
WorkingDirectory=/opt/inventory-sync
EnvironmentFile=/etc/inventory-sync/env
ExecStart=/opt/inventory-sync/venv/bin/gunicorn -c /etc/inventory-sync/gunicorn.conf.py inventory_sync.wsgi:app
ExecReload=/bin/kill -s HUP $MAINPID
KillMode=mixed
TimeoutStopSec=20
Restart=on-failure

[Install]
WantedBy=multi-user.target"""
    dropin_cmd = ("mkdir -p /etc/systemd/system/inventory-sync.service.d && printf '[Service]\\nMemoryMax=1G\\n"
                  "Environment=GUNICORN_MAX_REQUESTS=2000\\n' > /etc/systemd/system/inventory-sync.service.d/limits.conf "
                  "&& systemctl daemon-reload")
    j2 = """Feb 14 10:27:02 inv-app-1 systemd[1]: Stopping inventory-sync.service - Inventory sync API (gunicorn)...
Feb 14 10:27:02 inv-app-1 gunicorn[912]: [2024-02-14 10:27:02 +0100] [912] [INFO] Handling signal: term
Feb 14 10:27:02 inv-app-1 gunicorn[1033]: [2024-02-14 10:27:02 +0100] [1033] [INFO] Worker exiting (pid: 1033)
Feb 14 10:27:02 inv-app-1 gunicorn[1031]: [2024-02-14 10:27:02 +0100] [1031] [INFO] Worker exiting (pid: 1031)
Feb 14 10:27:02 inv-app-1 gunicorn[1034]: [2024-02-14 10:27:02 +0100] [1034] [INFO] Worker exiting (pid: 1034)
Feb 14 10:27:04 inv-app-1 gunicorn[1032]: [2024-02-14 10:27:04 +0100] [1032] [INFO] Worker exiting (pid: 1032)
Feb 14 10:27:04 inv-app-1 gunicorn[912]: [2024-02-14 10:27:04 +0100] [912] [INFO] Shutting down: Master
Feb 14 10:27:05 inv-app-1 systemd[1]: inventory-sync.service: Deactivated successfully.
Feb 14 10:27:05 inv-app-1 systemd[1]: Stopped inventory-sync.service - Inventory sync API (gunicorn).
Feb 14 10:27:05 inv-app-1 systemd[1]: inventory-sync.service: Consumed 3h 12min 9.881s CPU time.
Feb 14 10:27:05 inv-app-1 systemd[1]: Starting inventory-sync.service - Inventory sync API (gunicorn)...
Feb 14 10:27:05 inv-app-1 gunicorn[30881]: [2024-02-14 10:27:05 +0100] [30881] [INFO] Starting gunicorn 21.2.0
Feb 14 10:27:05 inv-app-1 gunicorn[30881]: [2024-02-14 10:27:05 +0100] [30881] [INFO] Listening at: http://127.0.0.1:8010 (30881)
Feb 14 10:27:05 inv-app-1 gunicorn[30881]: [2024-02-14 10:27:05 +0100] [30881] [INFO] Using worker: sync
Feb 14 10:27:05 inv-app-1 gunicorn[30884]: [2024-02-14 10:27:05 +0100] [30884] [INFO] Booting worker with pid: 30884
Feb 14 10:27:05 inv-app-1 gunicorn[30885]: [2024-02-14 10:27:05 +0100] [30885] [INFO] Booting worker with pid: 30885
Feb 14 10:27:05 inv-app-1 gunicorn[30886]: [2024-02-14 10:27:05 +0100] [30886] [INFO] Booting worker with pid: 30886
Feb 14 10:27:06 inv-app-1 gunicorn[30887]: [2024-02-14 10:27:06 +0100] [30887] [INFO] Booting worker with pid: 30887
Feb 14 10:27:06 inv-app-1 systemd[1]: Started inventory-sync.service - Inventory sync API (gunicorn).
Feb 14 10:28:31 inv-app-1 gunicorn[30885]: [2024-02-14 10:28:31 +0100] [30885] [INFO] sync batch 88361 ok (309 items)"""
    j1 = journal.split("\n")[-4:]
    new = [30884, 30885, 30886, 30887]
    turns = [
        p.run("systemctl status inventory-sync --no-pager -n 4",
              status("Mon 2024-02-12 03:11:40 CET", "2 days ago", 912, [1031, 1032, 1033, 1034], "1.8G", "3h 12min 4.517s", False, j1)),
        p.run("journalctl -u inventory-sync -n 10 --no-pager", journal),
        p.run("cat /etc/systemd/system/inventory-sync.service", unit),
        p.run(dropin_cmd, ""),
        p.run("systemctl restart inventory-sync", "", duration=5.0),
        p.run("systemctl status inventory-sync --no-pager -n 0",
              status("Wed 2024-02-14 10:27:06 CET", "7s ago", 30881, new, "142.3M (max: 1.0G available: 881.6M)", "3.114s", True, [])),
        p.run("systemctl show inventory-sync -p MemoryMax -p NRestarts -p ExecMainStartTimestamp",
              "MemoryMax=1073741824\nNRestarts=0\nExecMainStartTimestamp=Wed 2024-02-14 10:27:05 CET"),
        p.run('journalctl -u inventory-sync --since "10:26" --no-pager', j2),
        p.run("systemctl status inventory-sync --no-pager -n 0",
              status("Wed 2024-02-14 10:27:06 CET", "2min 38s ago", 30881, new, "211.6M (max: 1.0G available: 812.3M)", "9.802s", True, [])),
    ]
    state = ("Server inv-app-1 (Debian 12, systemd 252), root in /root. inventory-sync.service runs a gunicorn app "
             "from /opt/inventory-sync as user invsync (Type=notify, 4 sync workers); it has been up since the Monday "
             "03:11 reboot and its memory keeps growing. No drop-ins exist yet. Date: Wed 2024-02-14, 10:25 CET.")
    add(rs, 8, turns, state)


# ---------------------------------------------------------------------------------------------
# 09  systemd/nginx: raise worker_connections and restart (active-since time jumps back)
# ---------------------------------------------------------------------------------------------
def t09(rs: RowSet) -> None:
    p = Pane("root", "web-prod-3", "/root", style="rhel")
    loaded = "     Loaded: loaded (/usr/lib/systemd/system/nginx.service; enabled; preset: disabled)"

    def nginx(since: str, ago: str, pid: int, mem: str, cpu: str) -> list[str]:
        out = ["● nginx.service - The nginx HTTP and reverse proxy server", loaded,
               f"     Active: active (running) since {since}; {ago}", f"   Main PID: {pid} (nginx)",
               "      Tasks: 5 (limit: 48851)", f"     Memory: {mem}", f"        CPU: {cpu}",
               "     CGroup: /system.slice/nginx.service",
               f'             ├─{pid} "nginx: master process /usr/sbin/nginx"']
        for i in range(1, 5):
            out.append(f'             {"└─" if i == 4 else "├─"}{pid + i} "nginx: worker process"')
        return out

    st1 = nginx("Tue 2024-04-02 06:14:03 UTC", "1 week 2 days ago", 1184, "21.6M", "6min 41.284s") + [
        "",
        "Apr 02 06:14:03 web-prod-3 systemd[1]: Starting The nginx HTTP and reverse proxy server...",
        "Apr 02 06:14:03 web-prod-3 nginx[1181]: nginx: the configuration file /etc/nginx/nginx.conf syntax is ok",
        "Apr 02 06:14:03 web-prod-3 nginx[1181]: nginx: configuration file /etc/nginx/nginx.conf test is successful",
        "Apr 02 06:14:03 web-prod-3 systemd[1]: Started The nginx HTTP and reverse proxy server."]
    err = """2024/04/11 13:51:58 [alert] 1187#1187: 1024 worker_connections are not enough
2024/04/11 13:52:17 [alert] 1185#1185: 1024 worker_connections are not enough
2024/04/11 13:52:17 [alert] 1186#1186: 1024 worker_connections are not enough
2024/04/11 13:52:17 [alert] 1188#1188: 1024 worker_connections are not enough
2024/04/11 13:52:18 [error] 1186#1186: *48121933 upstream timed out (110: Connection timed out) while reading response header from upstream, client: 203.0.113.77, server: shop.example.com, request: "GET /checkout/cart HTTP/2.0", upstream: "fastcgi://unix:/run/php-fpm/www.sock", host: "shop.example.com\""""
    st2 = nginx("Thu 2024-04-11 14:02:11 UTC", "6s ago", 48822, "5.1M", "38ms") + [
        "",
        "Apr 11 14:02:11 web-prod-3 systemd[1]: Stopping The nginx HTTP and reverse proxy server...",
        "Apr 11 14:02:11 web-prod-3 systemd[1]: nginx.service: Deactivated successfully.",
        "Apr 11 14:02:11 web-prod-3 systemd[1]: Stopped The nginx HTTP and reverse proxy server.",
        "Apr 11 14:02:11 web-prod-3 systemd[1]: nginx.service: Consumed 6min 41.392s CPU time.",
        "Apr 11 14:02:11 web-prod-3 systemd[1]: Starting The nginx HTTP and reverse proxy server...",
        "Apr 11 14:02:11 web-prod-3 nginx[48819]: nginx: the configuration file /etc/nginx/nginx.conf syntax is ok",
        "Apr 11 14:02:11 web-prod-3 nginx[48819]: nginx: configuration file /etc/nginx/nginx.conf test is successful",
        "Apr 11 14:02:11 web-prod-3 systemd[1]: Started The nginx HTTP and reverse proxy server."]
    users = ",".join(f'("nginx",pid={x},fd={{fd}})' for x in [48826, 48825, 48824, 48823, 48822])
    ss = cols([
        ["State", "Recv-Q", "Send-Q", "Local Address:Port", "Peer Address:Port", "Process"],
        ["LISTEN", "0", "511", "0.0.0.0:443", "0.0.0.0:*", f"users:({users.format(fd=7)})"],
        ["LISTEN", "0", "511", "0.0.0.0:80", "0.0.0.0:*", f"users:({users.format(fd=6)})"],
        ["LISTEN", "0", "511", "[::]:443", "[::]:*", f"users:({users.format(fd=9)})"],
        ["LISTEN", "0", "511", "[::]:80", "[::]:*", f"users:({users.format(fd=8)})"],
    ], gap=2)
    curl = """HTTP/2 200 
server: nginx/1.20.1
date: Thu, 11 Apr 2024 14:02:58 GMT
content-type: application/json
content-length: 15
cache-control: no-store
strict-transport-security: max-age=31536000"""
    fpm = ["● php-fpm.service - The PHP FastCGI Process Manager",
           "     Loaded: loaded (/usr/lib/systemd/system/php-fpm.service; enabled; preset: disabled)",
           "     Active: active (running) since Tue 2024-04-02 06:14:02 UTC; 1 week 2 days ago",
           "   Main PID: 1102 (php-fpm)",
           '     Status: "Processes active: 4, idle: 8, Requests: 2184377, slow: 0, Traffic: 2.6req/sec"',
           "      Tasks: 13 (limit: 48851)", "     Memory: 412.8M", "        CPU: 2h 11min 7.921s",
           "     CGroup: /system.slice/php-fpm.service",
           '             ├─1102 "php-fpm: master process (/etc/php-fpm.conf)"']
    fpm += [f'             {"└─" if x == 1114 else "├─"}{x} "php-fpm: pool www"' for x in range(1103, 1115)]
    st3 = nginx("Thu 2024-04-11 13:58:40 UTC", "4min 53s ago", 48822, "9.8M", "1.207s") + [""] + fpm
    turns = [
        p.run("systemctl status nginx --no-pager", "\n".join(st1)),
        p.run("tail -n 5 /var/log/nginx/error.log", err),
        p.run("grep -n -A2 '^events' /etc/nginx/nginx.conf", "16:events {\n17-    worker_connections 1024;\n18-}"),
        p.run("sed -i 's/worker_connections 1024;/worker_connections 4096;/' /etc/nginx/nginx.conf && nginx -t",
              "nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful"),
        p.run("systemctl restart nginx", "", duration=3.0),
        p.run("systemctl status nginx --no-pager", "\n".join(st2)),
        p.run("ss -ltnp '( sport = :80 or sport = :443 )'", ss),
        p.run("curl -sI --resolve shop.example.com:443:127.0.0.1 https://shop.example.com/healthz", curl),
        p.run("tail -n 3 /var/log/nginx/error.log", "\n".join(err.split("\n")[-3:])),
        p.run("systemctl status nginx php-fpm --no-pager -n 0", "\n".join(st3)),
    ]
    state = ("Web server web-prod-3 (AlmaLinux 9.3, systemd 252), root in /root. nginx 1.20.1 (AppStream) in front of "
             "php-fpm 8.1 serves shop.example.com; both have run since the 2024-04-02 06:14 boot. Peak traffic is "
             "hitting the 1024 worker_connections limit. Date: Thu 2024-04-11, 14:00 UTC.")
    add(rs, 9, turns, state, 10, "nginx's active-since time is earlier than the restart the session performed and showed at 14:02:11")


# ---------------------------------------------------------------------------------------------
# 10  consul: flip a feature flag in KV, watch raft indexes move (clean)
# ---------------------------------------------------------------------------------------------
def t10(rs: RowSet) -> None:
    p = Pane("ops", "consul-bastion", "/home/ops")
    members = cols([
        ["Node", "Address", "Status", "Type", "Build", "Protocol", "DC", "Partition", "Segment"],
        ["consul-srv-1", "10.40.0.11:8301", "alive", "server", "1.17.2", "2", "dc1", "default", "<all>"],
        ["consul-srv-2", "10.40.0.12:8301", "alive", "server", "1.17.2", "2", "dc1", "default", "<all>"],
        ["consul-srv-3", "10.40.0.13:8301", "alive", "server", "1.17.2", "2", "dc1", "default", "<all>"],
        ["checkout-1", "10.40.2.21:8301", "alive", "client", "1.17.2", "2", "dc1", "default", "<default>"],
        ["checkout-2", "10.40.2.22:8301", "alive", "client", "1.17.2", "2", "dc1", "default", "<default>"],
        ["inventory-1", "10.40.3.31:8301", "alive", "client", "1.17.2", "2", "dc1", "default", "<default>"],
        ["payments-1", "10.40.4.41:8301", "alive", "client", "1.17.1", "2", "dc1", "default", "<default>"],
    ], gap=2)

    def detailed(modify: int, value: str) -> str:
        return cols([
            ["CreateIndex", "112907"], ["Flags", "0"], ["Key", "config/checkout/feature_flags"],
            ["LockIndex", "0"], ["ModifyIndex", str(modify)], ["Session", "-"], ["Value", value]], gap=6)

    old_v = '{"new_cart":true,"apple_pay":false,"klarna":false}'
    new_v = '{"new_cart":true,"apple_pay":true,"klarna":false}'
    services = cols([
        ["checkout", "http,v2.3.1"], ["consul", ""], ["inventory", "grpc,v1.9.0"], ["payments", "http,pci,v4.0.2"],
        ["payments-sidecar-proxy", ""], ["redis-cart", "primary,replica"], ["tax", "http,v0.8.4"]], gap=2)
    peers = cols([
        ["Node", "ID", "Address", "State", "Voter", "RaftProtocol", "Commit Index", "Trails Leader By"],
        ["consul-srv-1", "6f3b2a10-9d4e-4c71-8b05-e2a7c9d41f38", "10.40.0.11:8300", "leader", "true", "3", "884029", "-"],
        ["consul-srv-2", "a0c54e87-13f2-4b9d-9e6a-07d8b3f25c14", "10.40.0.12:8300", "follower", "true", "3", "884029", "0 commits"],
        ["consul-srv-3", "d92e71b4-6a08-4f3c-a1d5-8c4f0e2b7a69", "10.40.0.13:8300", "follower", "true", "3", "884028", "1 commits"],
    ], gap=2)
    recurse = f"""config/checkout/feature_flags:{new_v}
config/checkout/max_cart_items:200
config/checkout/payment_timeout_ms:8000
config/checkout/tax_service_url:http://tax.service.consul:8080"""
    info = """	leader = true
	leader_addr = 10.40.0.11:8300
	applied_index = 884071
	commit_index = 884071
	last_log_index = 884071
	last_snapshot_index = 868402
	num_peers = 2"""
    turns = [
        p.run("consul members", members),
        p.run("consul kv get -detailed config/checkout/feature_flags", detailed(881234, old_v)),
        p.run(f"consul kv put config/checkout/feature_flags '{new_v}'", "Success! Data written to: config/checkout/feature_flags"),
        p.run("consul kv get -detailed config/checkout/feature_flags", detailed(884017, new_v)),
        p.run("consul catalog services -tags", services),
        p.run("consul operator raft list-peers", peers),
        p.run("consul kv get -recurse config/checkout/", recurse),
        p.run("consul info -http-addr=https://10.40.0.11:8501 | grep -E 'leader|_index|num_peers'", info),
    ]
    state = ("Bastion consul-bastion (Ubuntu 22.04), user ops in ~. Consul 1.17.2 CLI; CONSUL_HTTP_ADDR and "
             "CONSUL_HTTP_TOKEN point at the dc1 cluster (3 servers, 4 clients) which serves a busy service mesh, so "
             "raft indexes advance continuously. The checkout service watches config/checkout/feature_flags. "
             "Date: Fri 2024-02-16, 15:30 UTC.")
    add(rs, 10, turns, state)


# ---------------------------------------------------------------------------------------------
# 11  taskwarrior: add one task, complete one, review (project counts ignore the completion)
# ---------------------------------------------------------------------------------------------
def t11(rs: RowSet) -> None:
    p = Pane("rowan", "pine", "/home/rowan")
    head = ["ID", "Active", "Age", "P", "Project", "Due", "Description", "Urg"]

    def nxt(rows: list[list[str]]) -> str:
        return "\n" + cols([head, *rows], gap=1, right=frozenset({0, 7})) + f"\n\n{len(rows)} tasks"

    n1 = nxt([
        ["1", "", "4w", "H", "home", "4d", "Call plumber about kitchen leak", "14.1"],
        ["2", "", "3w", "", "work", "6d", "Submit Q2 expense report", "7.1"],
        ["5", "", "12d", "M", "work", "", "Review Jenna's design doc", "4.97"],
        ["3", "", "3w", "", "home", "", "Renew passport photos", "1.11"],
        ["4", "", "2w", "", "garden", "", "Prune apple tree", "1.08"],
        ["6", "", "9d", "", "garden", "", "Order mulch (12 bags)", "1.05"],
        ["7", "", "2d", "", "home", "", "Replace hallway smoke detector battery", "1.01"],
    ])
    projects = """
Project Tasks
garden      3
home        3
work        2

3 projects (8 tasks)"""
    n2 = nxt([
        ["1", "", "4w", "H", "home", "4d", "Call plumber about kitchen leak", "14.1"],
        ["7", "", "2min", "", "garden", "2d", "Buy tomato stakes", "8.81"],
        ["2", "", "3w", "", "work", "6d", "Submit Q2 expense report", "7.1"],
        ["4", "", "12d", "M", "work", "", "Review Jenna's design doc", "4.97"],
        ["3", "", "2w", "", "garden", "", "Prune apple tree", "1.08"],
        ["5", "", "9d", "", "garden", "", "Order mulch (12 bags)", "1.05"],
        ["6", "", "2d", "", "home", "", "Replace hallway smoke detector battery", "1.01"],
    ])
    n3 = nxt([
        ["1", "", "4w", "H", "home", "4d", "Call plumber about kitchen leak", "14.1"],
        ["6", "", "2d", "", "home", "3h", "Replace hallway smoke detector battery", "9.74"],
        ["7", "", "4min", "", "garden", "2d", "Buy tomato stakes", "8.81"],
        ["2", "", "3w", "", "work", "6d", "Submit Q2 expense report", "7.1"],
        ["3", "1min", "2w", "", "garden", "", "Prune apple tree", "5.08"],
        ["4", "", "12d", "M", "work", "", "Review Jenna's design doc", "4.97"],
        ["5", "", "9d", "", "garden", "", "Order mulch (12 bags)", "1.05"],
    ])
    active = "\n" + cols([
        ["ID", "Started", "Active", "Age", "Project", "Description"],
        ["3", "2024-05-15", "1min", "2w", "garden", "Prune apple tree"]], gap=1, right=frozenset({0})) + "\n\n1 task"
    turns = [
        p.run("task next", n1),
        p.run('task add project:garden due:saturday "Buy tomato stakes"', "Created task 8."),
        p.run("task 3 done", "Completed task 3 'Renew passport photos'.\nCompleted 1 task."),
        p.run("task projects", projects),
        p.run("task next", n2),
        p.run("task 6 modify due:tomorrow", "Modifying task 6 'Replace hallway smoke detector battery'.\nModified 1 task."),
        p.run("task 3 start", "Starting task 3 'Prune apple tree'.\nStarted 1 task."),
        p.run("task next", n3),
        p.run("task active", active),
    ]
    state = ("Laptop pine (Arch Linux), user rowan in ~. Taskwarrior 2.6.2 with the stock `next` report and gc=on (IDs "
             "are renumbered when a report runs after tasks are completed); no recurring or waiting tasks; 7 pending "
             "tasks in projects home, work and garden. Today is Wed 2024-05-15, 20:10.")
    add(rs, 11, turns, state, 4, "task projects still counts the task just completed (home 3, 8 tasks) although 7 remain pending")


# ---------------------------------------------------------------------------------------------
# 12  git: commit, amend, rebase onto a moved main (clean)
# ---------------------------------------------------------------------------------------------
def t12(rs: RowSet) -> None:
    p = Pane("sam", "pop-os", "/home/sam/code/invoice-pdf")
    log1 = """c8d03aa (HEAD -> fix/currency-rounding, origin/fix/currency-rounding) Add failing test for 0.005 EUR rounding
3a9f0c2 (origin/main, origin/HEAD, main) Merge pull request #212 from acme/deps-bump
91d4b6e Bump reportlab from 4.0.9 to 4.1.0
0f7e2a8 Render VAT breakdown table on page 2
6b19c35 Fix footer overlap on A4/Letter fallback"""
    st1 = """## fix/currency-rounding...origin/fix/currency-rounding
 M src/invoice_pdf/money.py
?? notes.txt"""
    stat = """ src/invoice_pdf/money.py | 8 ++++++--
 1 file changed, 6 insertions(+), 2 deletions(-)"""
    log2 = """5d2e8f1 (HEAD -> fix/currency-rounding) Round half-even when formatting totals
c8d03aa (origin/fix/currency-rounding) Add failing test for 0.005 EUR rounding
3a9f0c2 (origin/main, origin/HEAD, main) Merge pull request #212 from acme/deps-bump"""
    amend = """[fix/currency-rounding b41c7a9] money: round half-even when formatting totals
 Date: Thu Mar 7 15:38:12 2024 +0100
 1 file changed, 6 insertions(+), 2 deletions(-)"""
    fetch = """remote: Enumerating objects: 23, done.
remote: Counting objects: 100% (23/23), done.
remote: Compressing objects: 100% (9/9), done.
remote: Total 15 (delta 8), reused 11 (delta 6), pack-reused 0
Unpacking objects: 100% (15/15), 5.12 KiB | 655.00 KiB/s, done.
From github.com:acme/invoice-pdf
   3a9f0c2..e7b1d45  main       -> origin/main
Successfully rebased and updated refs/heads/fix/currency-rounding."""
    graph = """* 4f9e2d7 (HEAD -> fix/currency-rounding) money: round half-even when formatting totals
* a03c5b8 Add failing test for 0.005 EUR rounding
* e7b1d45 (origin/main, origin/HEAD) Add Swiss QR-bill payment slip (#215)
* 8e4d19b Fix QR-bill reference checksum (#214)
* 2c6a0f1 Update German invoice wording (#213)
* 3a9f0c2 (main) Merge pull request #212 from acme/deps-bump"""
    full = "4f9e2d7" + hx("t12-head", 33)
    one = f"""{full}
Sam Okafor <sam@okafor.dev>
authored 4 minutes ago, committed 31 seconds ago
money: round half-even when formatting totals"""
    st2 = """## fix/currency-rounding...origin/fix/currency-rounding [ahead 5, behind 1]
?? notes.txt"""
    tests = """============================= test session starts ==============================
platform linux -- Python 3.11.8, pytest-8.0.2, pluggy-1.4.0
rootdir: /home/sam/code/invoice-pdf
configfile: pyproject.toml
collected 58 items

tests/test_layout.py ..............                                      [ 24%]
tests/test_money.py ...........                                          [ 43%]
tests/test_qrbill.py .............                                       [ 65%]
tests/test_render.py ....................                                [100%]

============================== 58 passed in 3.94s =============================="""
    turns = [
        p.run("git log --oneline -5", log1),
        p.run("git status -sb", st1),
        p.run("git diff --stat", stat),
        p.run('git commit -am "Round half-even when formatting totals"',
              "[fix/currency-rounding 5d2e8f1] Round half-even when formatting totals\n 1 file changed, 6 insertions(+), 2 deletions(-)"),
        p.run("git log --oneline -3", log2),
        p.run('git commit --amend -m "money: round half-even when formatting totals"', amend),
        p.run("git fetch origin && git rebase origin/main", fetch, duration=4.0),
        p.run("git log --oneline --graph -6", graph),
        p.run("git log -1 --format='%H%n%an <%ae>%nauthored %ar, committed %cr%n%s'", one),
        p.run("git status -sb", st2),
        p.run("python -m pytest", tests, duration=8.0),
    ]
    state = ("Workstation pop-os (Pop!_OS 22.04), user sam in ~/code/invoice-pdf (git 2.43.0; origin is "
             "github.com:acme/invoice-pdf over SSH; the project venv is active). Branch fix/currency-rounding tracks "
             "origin/fix/currency-rounding, which holds one pushed commit on top of main; teammates merge to main "
             "several times a day. Date: Thu 2024-03-07, 15:35 CET.")
    add(rs, 12, turns, state)


# ---------------------------------------------------------------------------------------------
# 13  psql: reconcile May orders in a restored read-only snapshot (one total drifts)
# ---------------------------------------------------------------------------------------------
def psql_table(header: list[str], rows: list[list[str]], right: frozenset[int] = frozenset()) -> str:
    """psql's aligned output: centred headers, | separators, (N rows) footer."""
    w = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(header)]
    head = "|".join(" " + " " * ((w[i] - len(h)) // 2) + h + " " * (w[i] - len(h) - (w[i] - len(h)) // 2) + " "
                    for i, h in enumerate(header))
    rule = "+".join("-" * (w[i] + 2) for i in range(len(header)))
    body = ["|".join(" " + (c.rjust(w[i]) if i in right else c.ljust(w[i])) + " " for i, c in enumerate(r)).rstrip()
            for r in rows]
    return "\n".join([head, rule, *body, f"({len(rows)} row{'s' if len(rows) != 1 else ''})", ""])


def t13(rs: RowSet) -> None:
    p = Pane("priya", "ozzy", "/home/priya/recon")
    db = "psql -d shop_snap -c"
    dt = """              List of relations
 Schema |    Name     | Type  | Owner 
--------+-------------+-------+-------
 public | customers   | table | priya
 public | order_items | table | priya
 public | orders      | table | priya
 public | payments    | table | priya
 public | products    | table | priya
 public | refunds     | table | priya
(6 rows)
"""
    top = psql_table(["id", "customer_id", "status", "total_cents", "created_at"], [
        ["89105", "20417", "shipped", "184990", "2024-05-19 16:42:07+00"],
        ["88412", "11873", "delivered", "162450", "2024-05-08 09:13:55+00"],
        ["90233", "31208", "shipped", "149900", "2024-05-27 21:04:38+00"],
        ["88977", "8841", "delivered", "131275", "2024-05-16 11:27:02+00"],
        ["89560", "27715", "delivered", "119800", "2024-05-22 08:51:40+00"],
        ["88120", "15093", "refunded", "112340", "2024-05-04 19:36:12+00"],
        ["89841", "30562", "shipped", "104500", "2024-05-24 13:05:26+00"],
        ["88703", "4410", "delivered", "99990", "2024-05-12 17:48:09+00"],
        ["90011", "29980", "cancelled", "97450", "2024-05-25 10:22:51+00"],
        ["88259", "19764", "delivered", "95615", "2024-05-06 07:59:33+00"],
    ], right=frozenset({0, 1, 3}))
    bystatus = psql_table(["status", "count", "sum"], [
        ["cancelled", "142", "1287460"], ["delivered", "2511", "21904388"], ["refunded", "61", "612905"],
        ["shipped", "698", "6411872"]], right=frozenset({1, 2}))
    items = psql_table(["order_id", "sku", "qty", "unit_price_cents", "line_cents"], [
        ["88412", "LAP-14-I7", "1", "129900", "129900"], ["88412", "DOCK-USBC", "1", "18950", "18950"],
        ["88412", "MOUSE-MX3", "2", "4300", "8600"]], right=frozenset({0, 2, 3, 4}))
    join = psql_table(["id", "total_cents", "shipping_cents", "items_cents", "diff"], [
        ["88412", "162450", "5000", "157450", "0"], ["88977", "131275", "3500", "127775", "0"],
        ["89105", "184990", "5000", "179990", "0"]], right=frozenset({0, 1, 2, 3, 4}))
    d_orders = """                                           Table "public.orders"
     Column     |           Type           | Collation | Nullable |              Default               
----------------+--------------------------+-----------+----------+------------------------------------
 id             | bigint                   |           | not null | nextval('orders_id_seq'::regclass)
 customer_id    | bigint                   |           | not null | 
 status         | text                     |           | not null | 'pending'::text
 total_cents    | integer                  |           | not null | 
 shipping_cents | integer                  |           | not null | 0
 currency       | character(3)             |           | not null | 'EUR'::bpchar
 created_at     | timestamp with time zone |           | not null | now()
 updated_at     | timestamp with time zone |           | not null | now()
Indexes:
    "orders_pkey" PRIMARY KEY, btree (id)
    "orders_created_at_idx" btree (created_at)
    "orders_customer_id_idx" btree (customer_id)
Foreign-key constraints:
    "orders_customer_id_fkey" FOREIGN KEY (customer_id) REFERENCES customers(id)
Referenced by:
    TABLE "order_items" CONSTRAINT "order_items_order_id_fkey" FOREIGN KEY (order_id) REFERENCES orders(id)
    TABLE "payments" CONSTRAINT "payments_order_id_fkey" FOREIGN KEY (order_id) REFERENCES orders(id)
    TABLE "refunds" CONSTRAINT "refunds_order_id_fkey" FOREIGN KEY (order_id) REFERENCES orders(id)
"""
    upd = psql_table(["id", "status", "total_cents", "updated_at"], [
        ["88412", "delivered", "162450", "2024-05-13 14:20:31.582114+00"],
        ["88977", "delivered", "131275", "2024-05-21 09:02:47.113902+00"],
        ["89105", "shipped", "148990", "2024-05-20 07:31:15.904377+00"],
        ["90233", "shipped", "149900", "2024-05-28 11:46:02.270518+00"]], right=frozenset({0, 2}))
    csv = """id,customer_id,status,total_cents,shipping_cents,created_at
87990,2217,delivered,4590,490,2024-05-01 00:03:41+00
87991,30011,delivered,12900,0,2024-05-01 00:17:09+00
87992,18760,cancelled,2999,490,2024-05-01 00:21:55+00
3413 /tmp/may_orders.csv"""
    turns = [
        p.run(f"{db} '\\dt'", dt),
        p.run(f"{db} \"SELECT id, customer_id, status, total_cents, created_at FROM orders WHERE created_at >= '2024-05-01' ORDER BY total_cents DESC LIMIT 10;\"", top),
        p.run(f"{db} \"SELECT status, count(*), sum(total_cents) FROM orders WHERE created_at >= '2024-05-01' GROUP BY status ORDER BY status;\"", bystatus),
        p.run(f"{db} \"SELECT order_id, sku, qty, unit_price_cents, qty*unit_price_cents AS line_cents FROM order_items WHERE order_id = 88412;\"", items),
        p.run(f"{db} \"SELECT o.id, o.total_cents, o.shipping_cents, sum(i.qty*i.unit_price_cents) AS items_cents, o.total_cents - o.shipping_cents - sum(i.qty*i.unit_price_cents) AS diff FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.id IN (88412, 88977, 89105) GROUP BY o.id ORDER BY o.id;\"", join),
        p.run(f"{db} '\\d orders'", d_orders),
        p.run(f"{db} \"SELECT id, status, total_cents, updated_at FROM orders WHERE id IN (88412, 88977, 89105, 90233) ORDER BY id;\"", upd),
        p.run(f"{db} \"\\copy (SELECT id, customer_id, status, total_cents, shipping_cents, created_at FROM orders WHERE created_at >= '2024-05-01' ORDER BY id) TO '/tmp/may_orders.csv' WITH CSV HEADER\"", "COPY 3412"),
        p.run("head -4 /tmp/may_orders.csv && wc -l /tmp/may_orders.csv", csv),
    ]
    state = ("Laptop ozzy (Ubuntu 24.04), user priya in ~/recon. PostgreSQL 16 runs locally; database shop_snap was "
             "restored yesterday from the production pg_dump taken 2024-05-31 23:00 UTC and is used read-only for this "
             "month-end reconciliation: no application and no other session connects to it, and it has no triggers. "
             "Date: Mon 2024-06-03, 10:15.")
    add(rs, 13, turns, state, 7, "order 89105's total_cents differs from the value two earlier queries showed, in a read-only snapshot with an unchanged updated_at")


# ---------------------------------------------------------------------------------------------
# 14  timewarrior: track a block of work, tag it and lengthen it (clean)
# ---------------------------------------------------------------------------------------------
def t14(rs: RowSet) -> None:
    p = Pane("dana", "fern", "/home/dana")

    def summary(rows: list[list[str]], total: str, ids: bool) -> str:
        head = ["Wk", "Date", "Day"] + (["ID"] if ids else []) + ["Tags", "Start", "End", "Time", "Total"]
        body = []
        for i, r in enumerate(rows):
            lead = ["W10", "2024-03-07", "Thu"] if i == 0 else ["", "", ""]
            body.append(lead + r + ([total] if i == len(rows) - 1 else [""]))
        n = len(head)
        r = frozenset({n - 4, n - 3, n - 2, n - 1})
        table = cols([head, *body], gap=1, right=r)
        width = len(table.split("\n")[0])
        return "\n" + table + "\n\n" + total.rjust(width) + "\n"

    base = [["@4", "client:acme, invoice-pdf", "9:01:44", "10:32:09", "1:30:25"],
            ["@3", "client:acme, meeting", "10:45:00", "11:15:00", "0:30:00"],
            ["@2", "internal, review", "11:20:13", "12:31:52", "1:11:39"]]
    week = cols([
        ["Wk", "Date", "Day", "Tags", "Start", "End", "Time", "Total"],
        ["W10", "2024-03-04", "Mon", "client:acme, invoice-pdf", "8:47:10", "12:02:33", "3:15:23", ""],
        ["", "", "", "internal, review", "13:10:00", "15:25:41", "2:15:41", "5:31:04"],
        ["W10", "2024-03-05", "Tue", "client:borealis, support", "9:12:07", "11:48:30", "2:36:23", ""],
        ["", "", "", "client:acme, invoice-pdf", "12:40:16", "17:03:02", "4:22:46", "6:59:09"],
        ["W10", "2024-03-06", "Wed", "client:acme, meeting", "10:00:00", "11:00:00", "1:00:00", ""],
        ["", "", "", "client:acme, invoice-pdf", "11:05:31", "16:44:18", "5:38:47", "6:38:47"],
        ["W10", "2024-03-07", "Thu", "client:acme, invoice-pdf", "9:01:44", "10:32:09", "1:30:25", ""],
        ["", "", "", "client:acme, meeting", "10:45:00", "11:15:00", "0:30:00", ""],
        ["", "", "", "internal, review", "11:20:13", "12:31:52", "1:11:39", ""],
        ["", "", "", "bugfix, client:acme, invoice-pdf", "14:02:10", "14:58:05", "0:55:55", "4:07:59"],
    ], gap=1, right=frozenset({4, 5, 6, 7}))
    wwidth = len(week.split("\n")[0])
    week = "\n" + week + "\n\n" + "23:16:59".rjust(wwidth) + "\n"
    turns = [
        p.run("timew summary :day", summary([r[1:] for r in base], "3:12:04", False)),
        p.run("timew start client:acme invoice-pdf",
              "Tracking client:acme invoice-pdf\n  Started 2024-03-07T14:02:10\n  Current                  02:10\n  Total               0:00:00"),
        p.run("timew",
              "Tracking client:acme invoice-pdf\n  Started 2024-03-07T14:02:10\n  Current                  09:32\n  Total               0:07:22"),
        p.run("timew stop",
              "Recorded client:acme invoice-pdf\n  Started 2024-03-07T14:02:10\n  Ended                    48:05\n  Total               0:45:55"),
        p.run("timew summary :day :ids", summary(base + [["@1", "client:acme, invoice-pdf", "14:02:10", "14:48:05", "0:45:55"]], "3:57:59", True)),
        p.run("timew tag @1 bugfix", "Added bugfix to @1"),
        p.run("timew lengthen @1 10min", "Lengthened @1 by 0:10:00"),
        p.run("timew summary :day :ids", summary(base + [["@1", "bugfix, client:acme, invoice-pdf", "14:02:10", "14:58:05", "0:55:55"]], "4:07:59", True)),
        p.run("timew summary :week", week),
    ]
    state = ("Laptop fern (Fedora 40), user dana in ~. Timewarrior 1.7.1 with default configuration (verbose on). Today's "
             "recorded intervals so far: 09:01:44-10:32:09 client:acme invoice-pdf, 10:45:00-11:15:00 client:acme "
             "meeting, 11:20:13-12:31:52 internal review; nothing is being tracked. Now Thu 2024-03-07, 14:02.")
    add(rs, 14, turns, state)


# ---------------------------------------------------------------------------------------------
# 15  borg: create, prune, compact, second archive (the first new archive vanishes from the list)
# ---------------------------------------------------------------------------------------------
def t15(rs: RowSet) -> None:
    p = Pane("lena", "ws-lena", "/home/lena")
    secs = {"2023-12-31": 5, "2024-01-31": 3, "2024-02-29": 7, "2024-03-31": 2, "2024-04-30": 6, "2024-05-12": 4,
            "2024-05-19": 9, "2024-05-26": 3, "2024-05-28": 8, "2024-05-29": 1, "2024-05-30": 2, "2024-05-31": 5,
            "2024-06-01": 4, "2024-06-02": 6, "2024-06-03": 3, "2024-06-04": 7, "2024-06-05": 2, "2024-06-06": 5}
    arch: dict[str, datetime] = {f"ws-lena-{d}T18:30": datetime.fromisoformat(f"{d}T18:30:{s:02d}") for d, s in secs.items()}
    arch["ws-lena-2024-06-07T18:30"] = datetime(2024, 6, 7, 18, 30, 4)
    arch["ws-lena-2024-06-07T18:52-pre-upgrade"] = datetime(2024, 6, 7, 18, 52, 10)

    def ts(name: str) -> str:
        return arch[name].strftime("%a, %Y-%m-%d %H:%M:%S")

    def line(name: str) -> str:
        return f"{name:<36} {ts(name)} [{hx('borg-' + name)}]"

    names = sorted(arch, key=lambda k: arch[k])
    before = names[:18]
    new1, new2 = names[18], names[19]
    pruned = ["ws-lena-2024-05-28T18:30", "ws-lena-2024-05-29T18:30", "ws-lena-2024-05-30T18:30"]
    rules = {}
    for i, d in enumerate(["06-07", "06-06", "06-05", "06-04", "06-03", "06-02", "06-01"], 1):
        rules[f"ws-lena-2024-{d}T18:30"] = f"daily #{i}"
    for i, d in enumerate(["2024-05-26", "2024-05-19", "2024-05-12", "2024-04-30"], 1):
        rules[f"ws-lena-{d}T18:30"] = f"weekly #{i}"
    for i, d in enumerate(["2024-05-31", "2024-03-31", "2024-02-29", "2024-01-31", "2023-12-31"], 1):
        rules[f"ws-lena-{d}T18:30"] = f"monthly #{i}"

    def prune(dry: bool) -> str:
        out, k = [], 0
        for n in reversed(names[:19]):
            if n in pruned:
                k += 1
                label = "Would prune:" if dry else f"Pruning archive ({k}/3):"
            else:
                label = f"Keeping archive (rule: {rules[n]}):"
            out.append(f"{label:<40} {line(n)}")
        return "\n".join(out)

    fp1 = hx("borg-" + new1)
    create1 = f"""------------------------------------------------------------------------------
Repository: ssh://borg@backup.lan:2222/./lena-ws
Archive name: {new1}
Archive fingerprint: {fp1}
Time (start): Fri, 2024-06-07 18:30:04
Time (end):   Fri, 2024-06-07 18:31:12
Duration: 1 minutes 8.23 seconds
Number of files: 48213
Utilization of max. archive size: 0%
------------------------------------------------------------------------------
                       Original size      Compressed size    Deduplicated size
This archive:               21.48 GB             14.02 GB            186.34 MB
All archives:              398.71 GB            259.88 GB             31.07 GB

                       Unique chunks         Total chunks
Chunk index:                  201846              3927714
------------------------------------------------------------------------------"""
    info = f"""Archive name: {new1}
Archive fingerprint: {fp1}
Comment: 
Hostname: ws-lena
Username: lena
Time (start): Fri, 2024-06-07 18:30:04
Time (end): Fri, 2024-06-07 18:31:12
Duration: 1 minutes 8.23 seconds
Number of files: 48213
Command line: /usr/bin/borg create --stats --compression zstd,6 ::{new1} /home/lena/Documents /home/lena/Projects /home/lena/.config
Utilization of maximum supported archive size: 0%
------------------------------------------------------------------------------
                       Original size      Compressed size    Deduplicated size
This archive:               21.48 GB             14.02 GB            186.34 MB
All archives:              398.71 GB            259.88 GB             31.07 GB

                       Unique chunks         Total chunks
Chunk index:                  201846              3927714"""
    create2 = f"""------------------------------------------------------------------------------
Repository: ssh://borg@backup.lan:2222/./lena-ws
Archive name: {new2}
Archive fingerprint: {hx('borg-' + new2)}
Time (start): Fri, 2024-06-07 18:52:10
Time (end):   Fri, 2024-06-07 18:52:14
Duration: 3.87 seconds
Number of files: 2318
Utilization of max. archive size: 0%
------------------------------------------------------------------------------
                       Original size      Compressed size    Deduplicated size
This archive:              412.06 MB            171.35 MB              2.08 MB
All archives:              335.22 GB            218.36 GB             30.98 GB

                       Unique chunks         Total chunks
Chunk index:                  197530              3290417
------------------------------------------------------------------------------"""
    check = f"""Starting archive consistency check...
Analyzing archive {new1} (1/2)
Analyzing archive {new2} (2/2)
Archive consistency check complete, no problems found."""
    files = """drwxr-xr-x lena   lena          0 Fri, 2024-06-07 18:49:51 home/lena/.config
drwx------ lena   lena          0 Tue, 2024-05-28 09:14:22 home/lena/.config/Code
-rw-r--r-- lena   lena       4127 Fri, 2024-06-07 17:02:45 home/lena/.config/Code/User/settings.json
drwxr-xr-x lena   lena          0 Wed, 2024-04-10 21:33:06 home/lena/.config/fish
-rw-r--r-- lena   lena       2291 Thu, 2024-06-06 22:18:40 home/lena/.config/fish/config.fish
-rw------- lena   lena        612 Mon, 2024-03-18 10:41:57 home/lena/.config/fish/fish_variables
drwx------ lena   lena          0 Fri, 2024-06-07 18:49:51 home/lena/.config/kdeconnect
-rw------- lena   lena       1180 Fri, 2024-06-07 18:49:51 home/lena/.config/kdeconnect/config"""
    after_prune = [n for n in names[:19] if n not in pruned]
    final = [n for n in names if n not in pruned and n != new1]
    prune_cmd = "borg prune --list --keep-daily 7 --keep-weekly 4 --keep-monthly 6"
    turns = [
        p.run("borg list", "\n".join(line(n) for n in before), duration=4.0),
        p.run(f"borg create --stats --compression zstd,6 ::{new1} ~/Documents ~/Projects ~/.config", create1, duration=75.0),
        p.run("borg list --last 3", "\n".join(line(n) for n in names[16:19]), duration=3.0),
        p.run(f"borg info ::{new1}", info, duration=3.0),
        p.run(prune_cmd + " --dry-run", prune(True), duration=4.0),
        p.run(prune_cmd, prune(False), duration=8.0),
        p.run("borg compact --verbose", "compaction freed about 96.41 MB repository space.", duration=20.0),
        p.run("borg list", "\n".join(line(n) for n in after_prune), duration=3.0),
        p.run(f"borg create --stats --compression zstd,6 ::{new2} ~/.config", create2, duration=6.0),
        p.run("borg check --archives-only --last 2 -v", check, duration=10.0),
        p.run("borg list", "\n".join(line(n) for n in final), duration=3.0),
        p.run(f"borg list ::{new2} | head -n 8", files, duration=3.0),
    ]
    state = ("Workstation ws-lena (Fedora 40), user lena in ~. borg 1.2.7; BORG_REPO=ssh://borg@backup.lan:2222/./lena-ws "
             "and BORG_PASSCOMMAND are exported, so '::name' addresses an archive. Archives are named "
             "ws-lena-<date>T18:30 by a daily job that was skipped today; the last prune ran on 2024-05-27 and no other "
             "machine writes to this repository. Date: Fri 2024-06-07, 18:29 CEST.")
    add(rs, 15, turns, state, 11, "the archive created (and listed, kept by prune and checked) earlier in the session is missing from borg list")


# ---------------------------------------------------------------------------------------------
# 16  mysql: upgrade one account on staging and look at it several ways (clean)
# ---------------------------------------------------------------------------------------------
def mysql_table(header: list[str], rows: list[list[str]], right: frozenset[int] = frozenset()) -> str:
    w = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(header)]
    rule = "+" + "+".join("-" * (x + 2) for x in w) + "+"
    head = "| " + " | ".join(h.ljust(w[i]) for i, h in enumerate(header)) + " |"
    body = ["| " + " | ".join(c.rjust(w[i]) if i in right else c.ljust(w[i]) for i, c in enumerate(r)) + " |" for r in rows]
    return "\n".join([rule, head, rule, *body, rule])


def t16(rs: RowSet) -> None:
    p = Pane("dba", "db-staging", "/home/dba")
    hdr = ["id", "email", "plan", "seats", "mrr_cents", "updated_at"]
    num = frozenset({0, 3, 4})
    page1 = mysql_table(hdr, [
        ["1001", "ana@lumen-labs.io", "pro", "8", "15250", "2024-01-19 10:04:51"],
        ["1002", "billing@kettleworks.com", "starter", "3", "2900", "2023-11-02 16:22:10"],
        ["1003", "ops@northpier.eu", "business", "40", "96000", "2024-02-27 08:15:33"],
        ["1004", "jo@fernhill.co", "free", "1", "0", "2023-09-14 12:01:07"],
        ["1005", "team@quanta-ui.dev", "pro", "15", "28500", "2024-02-03 19:47:22"]], num)
    page2 = mysql_table(hdr, [
        ["1006", "hello@brightmoss.com", "starter", "5", "4900", "2023-12-18 09:30:48"],
        ["1007", "it@osterfeld-gmbh.de", "pro", "12", "22800", "2024-01-08 14:11:05"],
        ["1008", "max@pixelfarm.nl", "free", "1", "0", "2023-10-29 21:55:16"],
        ["1009", "admin@tidewater.org", "business", "60", "144000", "2024-02-20 11:39:42"],
        ["1010", "dev@orbitcafe.app", "starter", "2", "1900", "2024-02-29 07:58:03"]], num)
    one = """*************************** 1. row ***************************
        id: 1007
     email: it@osterfeld-gmbh.de
      plan: business
     seats: 25
 mrr_cents: 60000
created_at: 2022-06-14 10:20:37
updated_at: 2024-03-01 09:12:44"""
    byplan = mysql_table(["plan", "n", "seats"], [
        ["business", "33", "1291"], ["free", "612", "612"], ["pro", "188", "2254"], ["starter", "371", "1187"]],
        frozenset({1, 2}))
    topseats = mysql_table(["id", "email", "plan", "seats"], [
        ["1042", "it-admin@kranich-logistik.de", "business", "80"], ["1120", "ops@meridian-health.org", "business", "75"],
        ["1009", "admin@tidewater.org", "business", "60"], ["1215", "tech@bluefjord.no", "business", "48"],
        ["1003", "ops@northpier.eu", "business", "40"], ["1390", "sysadmin@casa-verde.es", "business", "36"]],
        frozenset({0, 3}))
    tstatus = """*************************** 1. row ***************************
           Name: accounts
         Engine: InnoDB
        Version: 10
     Row_format: Dynamic
           Rows: 1179
 Avg_row_length: 166
    Data_length: 196608
Max_data_length: 0
   Index_length: 65536
      Data_free: 0
 Auto_increment: 2205
    Create_time: 2024-02-29 22:10:04
    Update_time: 2024-03-01 09:12:44
     Check_time: NULL
      Collation: utf8mb4_0900_ai_ci
       Checksum: NULL
 Create_options: 
        Comment: """
    count = mysql_table(["COUNT(*)"], [["1204"]], frozenset({0})) + "\n" + mysql_table(["NOW()"], [["2024-03-01 09:16:02"]])
    money = mysql_table(["id", "plan", "mrr_cents", "mrr_eur", "pretty"], [
        ["1001", "pro", "15250", "153", "152.50"], ["1003", "business", "96000", "960", "960.00"],
        ["1007", "business", "60000", "600", "600.00"], ["1009", "business", "144000", "1440", "1,440.00"]],
        frozenset({0, 2, 3, 4}))
    today = mysql_table(["id", "plan", "seats", "updated_at"], [
        ["1188", "starter", "4", "2024-03-01 08:40:17"], ["1007", "business", "25", "2024-03-01 09:12:44"]],
        frozenset({0, 2}))
    q = "SELECT id, email, plan, seats, mrr_cents, updated_at FROM accounts ORDER BY id LIMIT 5"
    turns = [
        p.run(f'mysql crm -e "{q};"', page1),
        p.run(f'mysql crm -e "{q} OFFSET 5;"', page2),
        p.run("mysql crm -e \"UPDATE accounts SET plan='business', seats=25, mrr_cents=60000 WHERE id=1007; SELECT ROW_COUNT() AS changed;\"",
              mysql_table(["changed"], [["1"]], frozenset({0}))),
        p.run('mysql crm -e "SELECT * FROM accounts WHERE id=1007\\G"', one),
        p.run('mysql crm -e "SELECT plan, COUNT(*) AS n, SUM(seats) AS seats FROM accounts GROUP BY plan ORDER BY plan;"', byplan),
        p.run('mysql crm -e "SELECT id, email, plan, seats FROM accounts ORDER BY seats DESC, id LIMIT 6;"', topseats),
        p.run("mysql crm -e \"SHOW TABLE STATUS LIKE 'accounts'\\G\"", tstatus),
        p.run('mysql crm -e "SELECT COUNT(*) FROM accounts; SELECT NOW();"', count),
        p.run('mysql crm -e "SELECT id, plan, mrr_cents, ROUND(mrr_cents/100) AS mrr_eur, FORMAT(mrr_cents/100, 2) AS pretty FROM accounts WHERE id IN (1001,1003,1007,1009);"', money),
        p.run('mysql crm -e "SELECT id, plan, seats, updated_at FROM accounts WHERE updated_at >= CURDATE() ORDER BY updated_at;"', today),
    ]
    state = ("Staging DB host db-staging (Ubuntu 22.04), user dba in ~ with ~/.my.cnf credentials. MySQL 8.0.36 (InnoDB), "
             "database crm; table accounts has updated_at ON UPDATE CURRENT_TIMESTAMP. A nightly import job refreshes "
             "a few rows early each morning; nothing else writes during the session. Support asked to move account 1007 "
             "to the business plan with 25 seats (EUR 24 per seat). Date: Fri 2024-03-01, 09:10.")
    add(rs, 16, turns, state)


# ---------------------------------------------------------------------------------------------
# 17  kubectl: OOM-killed api pod, raise memory limit, roll out (a pod changes node)
# ---------------------------------------------------------------------------------------------
def t17(rs: RowSet) -> None:
    p = Pane("sre", "bastion-1", "/home/sre")
    k = "kubectl -n payments"
    n3, n4, n5, n6 = (f"ip-10-20-{x}.eu-west-1.compute.internal" for x in ("3-41", "4-88", "5-17", "6-102"))
    nodes = cols([
        ["NAME", "STATUS", "ROLES", "AGE", "VERSION", "INTERNAL-IP", "EXTERNAL-IP", "OS-IMAGE", "KERNEL-VERSION", "CONTAINER-RUNTIME"],
        [n3, "Ready", "<none>", "19d", "v1.29.0-eks-5e0fdde", "10.20.3.41", "<none>", "Amazon Linux 2", "5.10.215-203.850.amzn2.x86_64", "containerd://1.7.11"],
        [n4, "Ready", "<none>", "19d", "v1.29.0-eks-5e0fdde", "10.20.4.88", "<none>", "Amazon Linux 2", "5.10.215-203.850.amzn2.x86_64", "containerd://1.7.11"],
        [n5, "Ready", "<none>", "12d", "v1.29.0-eks-5e0fdde", "10.20.5.17", "<none>", "Amazon Linux 2", "5.10.215-203.850.amzn2.x86_64", "containerd://1.7.11"],
        [n6, "Ready", "<none>", "12d", "v1.29.0-eks-5e0fdde", "10.20.6.102", "<none>", "Amazon Linux 2", "5.10.215-203.850.amzn2.x86_64", "containerd://1.7.11"],
    ])
    phead = ["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES"]
    ledger = ["ledger-sync-5c9d7b8f4-hw2tn", "1/1", "Running", "0", "6d", "10.20.6.91", n6, "<none>", "<none>"]
    workers = [["payments-worker-78d4c6f9b-8kqzs", "1/1", "Running", "0", "6d", "10.20.4.150", n4, "<none>", "<none>"],
               ["payments-worker-78d4c6f9b-tm5vx", "1/1", "Running", "1 (3d ago)", "6d", "10.20.6.33", n6, "<none>", "<none>"]]

    def pods(q_restart: str, node_2xk: str) -> str:
        return cols([phead, ledger,
                     ["payments-api-6b8f7c9d54-2xk8p", "1/1", "Running", "0", "2d", "10.20.3.187", node_2xk, "<none>", "<none>"],
                     ["payments-api-6b8f7c9d54-q7m2w", "1/1", "Running", q_restart, "2d", "10.20.5.64", n5, "<none>", "<none>"],
                     ["payments-api-6b8f7c9d54-zr9tb", "1/1", "Running", "0", "2d", "10.20.4.23", n4, "<none>", "<none>"],
                     *workers])

    describe = f"""Name:             payments-api-6b8f7c9d54-q7m2w
Namespace:        payments
Priority:         0
Service Account:  payments-api
Node:             {n5}/10.20.5.17
Start Time:       Sun, 19 May 2024 14:02:37 +0000
Labels:           app.kubernetes.io/name=payments-api
                  pod-template-hash=6b8f7c9d54
Annotations:      kubectl.kubernetes.io/restartedAt: 2024-05-19T14:02:31Z
Status:           Running
IP:               10.20.5.64
Controlled By:  ReplicaSet/payments-api-6b8f7c9d54
Containers:
  api:
    Container ID:   containerd://9e1c47a2b05d83f6e4a19c72d0b8f35e61a7c4d2908b3e5f17ac64d29b0e83f1
    Image:          123456789012.dkr.ecr.eu-west-1.amazonaws.com/payments-api:4.0.2
    Port:           8080/TCP
    State:          Running
      Started:      Tue, 21 May 2024 14:43:09 +0000
    Last State:     Terminated
      Reason:       OOMKilled
      Exit Code:    137
      Started:      Tue, 21 May 2024 12:58:44 +0000
      Finished:     Tue, 21 May 2024 14:43:07 +0000
    Ready:          True
    Restart Count:  4
    Limits:
      cpu:     1
      memory:  512Mi
    Requests:
      cpu:      250m
      memory:   384Mi
    Liveness:   http-get http://:8080/healthz delay=10s timeout=2s period=10s #success=1 #failure=3
    Readiness:  http-get http://:8080/ready delay=5s timeout=2s period=5s #success=1 #failure=3
    Environment Variables from:
      payments-api-config  ConfigMap  Optional: false
Conditions:
  Type              Status
  Initialized       True 
  Ready             True 
  ContainersReady   True 
  PodScheduled      True 
QoS Class:                   Burstable
Node-Selectors:              <none>
Tolerations:                 node.kubernetes.io/not-ready:NoExecute op=Exists for 300s
                             node.kubernetes.io/unreachable:NoExecute op=Exists for 300s
Events:
  Type     Reason   Age                 From     Message
  ----     ------   ----                ----     -------
  Normal   Pulled   38m (x5 over 2d)    kubelet  Container image "123456789012.dkr.ecr.eu-west-1.amazonaws.com/payments-api:4.0.2" already present on machine
  Normal   Created  38m (x5 over 2d)    kubelet  Created container api
  Normal   Started  38m (x5 over 2d)    kubelet  Started container api
  Warning  BackOff  38m                 kubelet  Back-off restarting failed container api in pod payments-api-6b8f7c9d54-q7m2w_payments(3b7d0e21-84fa-4c6b-9d15-a02e7f3c8b94)"""
    logs = """{"ts":"2024-05-21T14:42:51.118Z","level":"info","msg":"settlement export started","batch":"2024-05-21-14","rows":182340}
{"ts":"2024-05-21T14:42:55.902Z","level":"info","msg":"loaded settlement rows","rows":182340,"heap_mb":288}
{"ts":"2024-05-21T14:43:01.447Z","level":"warn","msg":"heap above soft limit","heap_mb":431,"soft_limit_mb":400}
{"ts":"2024-05-21T14:43:04.380Z","level":"warn","msg":"heap above soft limit","heap_mb":486,"soft_limit_mb":400}
{"ts":"2024-05-21T14:43:06.915Z","level":"info","msg":"serialising export","format":"csv","gzip":true}"""
    top = cols([
        ["NAME", "CPU(cores)", "MEMORY(bytes)"],
        ["ledger-sync-5c9d7b8f4-hw2tn", "4m", "88Mi"],
        ["payments-api-6b8f7c9d54-2xk8p", "112m", "391Mi"],
        ["payments-api-6b8f7c9d54-q7m2w", "97m", "468Mi"],
        ["payments-api-6b8f7c9d54-zr9tb", "120m", "402Mi"],
        ["payments-worker-78d4c6f9b-8kqzs", "35m", "214Mi"],
        ["payments-worker-78d4c6f9b-tm5vx", "41m", "229Mi"],
    ])
    rollout = """Waiting for deployment "payments-api" rollout to finish: 1 out of 3 new replicas have been updated...
Waiting for deployment "payments-api" rollout to finish: 1 out of 3 new replicas have been updated...
Waiting for deployment "payments-api" rollout to finish: 2 out of 3 new replicas have been updated...
Waiting for deployment "payments-api" rollout to finish: 2 out of 3 new replicas have been updated...
Waiting for deployment "payments-api" rollout to finish: 1 old replicas are pending termination...
deployment "payments-api" successfully rolled out"""
    pods2 = cols([phead, ledger,
                  ["payments-api-7f5d9b8c66-4hnwd", "1/1", "Running", "0", "73s", "10.20.3.95", n3, "<none>", "<none>"],
                  ["payments-api-7f5d9b8c66-kx2lp", "1/1", "Running", "0", "50s", "10.20.5.211", n5, "<none>", "<none>"],
                  ["payments-api-7f5d9b8c66-s8q7r", "1/1", "Running", "0", "94s", "10.20.4.61", n4, "<none>", "<none>"],
                  *workers])
    rsets = cols([
        ["NAME", "DESIRED", "CURRENT", "READY", "AGE"],
        ["ledger-sync-5c9d7b8f4", "1", "1", "1", "6d"],
        ["payments-api-5d8c9f7b4c", "0", "0", "0", "9d"],
        ["payments-api-6b8f7c9d54", "0", "0", "0", "2d"],
        ["payments-api-7f5d9b8c66", "3", "3", "3", "99s"],
        ["payments-worker-78d4c6f9b", "2", "2", "2", "6d"],
    ])
    hist = """deployment.apps/payments-api 
REVISION  CHANGE-CAUSE
11        <none>
12        <none>
13        <none>
"""
    events = """2m2s        Normal    ScalingReplicaSet   deployment/payments-api              Scaled up replica set payments-api-7f5d9b8c66 to 1
2m1s        Normal    Scheduled           pod/payments-api-7f5d9b8c66-s8q7r    Successfully assigned payments/payments-api-7f5d9b8c66-s8q7r to ip-10-20-4-88.eu-west-1.compute.internal
2m          Normal    Started             pod/payments-api-7f5d9b8c66-s8q7r    Started container api
100s        Normal    ScalingReplicaSet   deployment/payments-api              Scaled down replica set payments-api-6b8f7c9d54 to 2 from 3
100s        Normal    Killing             pod/payments-api-6b8f7c9d54-zr9tb    Stopping container api
100s        Normal    ScalingReplicaSet   deployment/payments-api              Scaled up replica set payments-api-7f5d9b8c66 to 2 from 1
98s         Normal    Started             pod/payments-api-7f5d9b8c66-4hnwd    Started container api
77s         Normal    ScalingReplicaSet   deployment/payments-api              Scaled down replica set payments-api-6b8f7c9d54 to 1 from 2
77s         Normal    Killing             pod/payments-api-6b8f7c9d54-2xk8p    Stopping container api
77s         Normal    ScalingReplicaSet   deployment/payments-api              Scaled up replica set payments-api-7f5d9b8c66 to 3 from 2
55s         Normal    ScalingReplicaSet   deployment/payments-api              Scaled down replica set payments-api-6b8f7c9d54 to 0 from 1
55s         Normal    Killing             pod/payments-api-6b8f7c9d54-q7m2w    Stopping container api"""
    turns = [
        p.run("kubectl get nodes -o wide", nodes),
        p.run(f"{k} get pods -o wide", pods("4 (38m ago)", n3)),
        p.run(f"{k} describe pod payments-api-6b8f7c9d54-q7m2w", describe),
        p.run(f"{k} logs payments-api-6b8f7c9d54-q7m2w --previous --tail=5", logs),
        p.run(f"{k} top pods", top),
        p.run(f"{k} get pods -o wide", pods("4 (41m ago)", n6)),
        p.run(f"{k} set resources deploy/payments-api -c api --requests=memory=512Mi --limits=memory=768Mi",
              "deployment.apps/payments-api resource requirements updated"),
        p.run(f"{k} rollout status deploy/payments-api", rollout, duration=90.0),
        p.run(f"{k} get pods -o wide", pods2),
        p.run(f"{k} get rs", rsets),
        p.run(f"{k} rollout history deploy/payments-api", hist),
        p.run(f"{k} get events --sort-by=.lastTimestamp | tail -n 12", events),
    ]
    state = ("Bastion bastion-1 (Ubuntu 22.04), user sre in ~. kubectl v1.29.3, current context prod-eu-west (EKS 1.29, "
             "four worker nodes). Namespace payments runs deployments payments-api (3 replicas, memory limit 512Mi), "
             "payments-worker (2) and ledger-sync (1); no autoscaler, node drain or other operator is active. "
             "Date: Tue 2024-05-21, 15:20 UTC.")
    add(rs, 17, turns, state, 6, "a running api pod (same name, IP, age and restart count) is shown on a different node than before")


# ---------------------------------------------------------------------------------------------
# 18  ffmpeg: transcode a camera file, grab a thumbnail, free space (clean)
# ---------------------------------------------------------------------------------------------
def t18(rs: RowSet) -> None:
    p = Pane("nina", "editbay", "/home/nina/video/interview-2024-05")
    ls1 = """total 9708348
-rw-r--r-- 1 nina nina   58982444 May 10 09:12 music.wav
-rw-r--r-- 1 nina nina 5581234176 May  9 13:15 raw_A001.mov
-rw-r--r-- 1 nina nina 4301127680 May  9 13:31 raw_A002.mov"""
    probe1 = """codec_name=h264
width=3840
height=2160
r_frame_rate=24000/1001
codec_name=pcm_s16le
r_frame_rate=0/0
duration=754.287000
size=5581234176
bit_rate=59194807"""
    enc = """Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'raw_A001.mov':
  Metadata:
    major_brand     : qt  
    minor_version   : 537134592
    compatible_brands: qt  
    creation_time   : 2024-05-09T13:02:41.000000Z
  Duration: 00:12:34.29, start: 0.000000, bitrate: 59194 kb/s
  Stream #0:0[0x1](und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(tv, bt709, progressive), 3840x2160 [SAR 1:1 DAR 16:9], 57642 kb/s, 23.98 fps, 23.98 tbr, 24k tbn (default)
  Stream #0:1[0x2](und): Audio: pcm_s16le (lpcm / 0x6D63706C), 48000 Hz, stereo, s16, 1536 kb/s (default)
Stream mapping:
  Stream #0:0 -> #0:0 (h264 (native) -> h264 (libx264))
  Stream #0:1 -> #0:1 (pcm_s16le (native) -> aac (native))
Press [q] to stop, [?] for help
[libx264 @ 0x5581d2a4c3c0] using SAR=1/1
[libx264 @ 0x5581d2a4c3c0] using cpu capabilities: MMX2 SSE2Fast SSSE3 SSE4.2 AVX FMA3 BMI2 AVX2
[libx264 @ 0x5581d2a4c3c0] profile High, level 5.1, 4:2:0, 8-bit
Output #0, mp4, to 'A001_h264.mp4':
  Metadata:
    major_brand     : qt  
    minor_version   : 537134592
    compatible_brands: qt  
    encoder         : Lavf60.16.100
  Stream #0:0(und): Video: h264 (avc1 / 0x31637661), yuv420p(tv, bt709, progressive), 3840x2160 [SAR 1:1 DAR 16:9], q=2-31, 23.98 fps, 24k tbn (default)
  Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 160 kb/s (default)
[out#0/mp4 @ 0x5581d2a51b00] Starting second pass: moving the moov atom to the beginning of the file
[out#0/mp4 @ 0x5581d2a51b00] video:1144322kB audio:14735kB subtitle:0kB other streams:0kB global headers:0kB muxing overhead: 0.045124%
frame=18085 fps= 41 q=-1.0 Lsize= 1159580kB time=00:12:34.29 bitrate=12593.4kbits/s speed=1.71x    
[libx264 @ 0x5581d2a4c3c0] frame I:76    Avg QP:19.84  size:412870
[libx264 @ 0x5581d2a4c3c0] frame P:4851  Avg QP:22.61  size:102415
[libx264 @ 0x5581d2a4c3c0] frame B:13158 Avg QP:24.97  size: 47015
[libx264 @ 0x5581d2a4c3c0] kb/s:12425.31
[aac @ 0x5581d2a4e680] Qavg: 611.208"""
    ls2 = """total 11G
-rw-r--r-- 1 nina nina 1.2G May 21 15:06 A001_h264.mp4
-rw-r--r-- 1 nina nina  57M May 10 09:12 music.wav
-rw-r--r-- 1 nina nina 5.2G May  9 13:15 raw_A001.mov
-rw-r--r-- 1 nina nina 4.1G May  9 13:31 raw_A002.mov"""
    probe2 = """codec_name=h264
width=3840
height=2160
r_frame_rate=24000/1001
codec_name=aac
r_frame_rate=0/0
duration=754.304000
size=1187409562
bit_rate=12593432"""
    thumb = """Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'A001_h264.mp4':
  Metadata:
    major_brand     : isom
    minor_version   : 512
    compatible_brands: isomiso2avc1mp41
    encoder         : Lavf60.16.100
  Duration: 00:12:34.30, start: 0.000000, bitrate: 12593 kb/s
  Stream #0:0[0x1](und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(tv, bt709, progressive), 3840x2160 [SAR 1:1 DAR 16:9], 12425 kb/s, 23.98 fps, 23.98 tbr, 24k tbn (default)
  Stream #0:1[0x2](und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 156 kb/s (default)
Stream mapping:
  Stream #0:0 -> #0:0 (h264 (native) -> mjpeg (native))
Press [q] to stop, [?] for help
Output #0, image2, to 'thumb.jpg':
  Metadata:
    major_brand     : isom
    minor_version   : 512
    compatible_brands: isomiso2avc1mp41
    encoder         : Lavf60.16.100
  Stream #0:0(und): Video: mjpeg, yuvj420p(pc, bt709, progressive), 3840x2160 [SAR 1:1 DAR 16:9], q=2-31, 200 kb/s, 23.98 fps, 23.98 tbn (default)
[out#0/image2 @ 0x55c7e03f1a40] video:612kB audio:0kB subtitle:0kB other streams:0kB global headers:0kB muxing overhead: unknown
frame=    1 fps=0.0 q=2.0 Lsize=N/A time=00:00:00.04 bitrate=N/A speed=0.312x    """
    ls3 = """-rw-r--r-- 1 nina nina 1187409562 May 21 15:06 A001_h264.mp4
-rw-r--r-- 1 nina nina     626411 May 21 15:09 thumb.jpg"""
    probe = "ffprobe -v error -show_entries stream=codec_name,width,height,r_frame_rate -show_entries format=duration,size,bit_rate -of default=nw=1"
    turns = [
        p.run("ls -l", ls1),
        p.run(f"{probe} raw_A001.mov", probe1),
        p.run("ffmpeg -hide_banner -i raw_A001.mov -c:v libx264 -crf 20 -preset medium -c:a aac -b:a 160k -movflags +faststart A001_h264.mp4",
              enc, duration=450.0),
        p.run("ls -lh", ls2),
        p.run(f"{probe} A001_h264.mp4", probe2),
        p.run("df -h /home", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme0n1p3  915G  702G  167G  81% /home"),
        p.run("ffmpeg -hide_banner -ss 00:02:10 -i A001_h264.mp4 -frames:v 1 -q:v 2 thumb.jpg", thumb, duration=3.0),
        p.run("ls -l A001_h264.mp4 thumb.jpg", ls3),
        p.run("rm raw_A001.mov && df -h /home", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme0n1p3  915G  697G  172G  81% /home"),
    ]
    state = ("Editing workstation editbay (Ubuntu 24.04, ffmpeg 6.1.1 with libx264), user nina in "
             "~/video/interview-2024-05, which holds two 4K camera files and a music track; /home is its own ext4 "
             "partition. The original camera cards are archived elsewhere, so raw_A001.mov may be deleted once the "
             "transcode is verified. Date: Tue 2024-05-21, 14:58.")
    add(rs, 18, turns, state)


# ---------------------------------------------------------------------------------------------
# 19  rclone: rename a raw file on B2 and upload selects (the rename is undone in a listing)
# ---------------------------------------------------------------------------------------------
def t19(rs: RowSet) -> None:
    p = Pane("tom", "studio", "/home/tom")
    raw = [("DSC_4462.NEF", 51872394, "06:58:41"), ("DSC_4465.NEF", 52341873, "07:12:09"),
           ("DSC_4468.NEF", 50917226, "07:31:55"), ("DSC_4471.NEF", 53774012, "07:42:18"),
           ("DSC_4474.NEF", 51006458, "07:49:03"), ("DSC_4480.NEF", 52918640, "08:15:37"),
           ("DSC_4483.NEF", 49873301, "08:22:10"), ("DSC_4490.NEF", 53102967, "09:04:44"),
           ("DSC_4502.NEF", 52660118, "10:37:29"), ("DSC_4511.NEF", 50488725, "11:02:56")]
    notes = ("notes.txt", 1284, "2023-09-20 21:14:02")
    sel = [15873402, 16204518, 14988731, 15530287, 16877015, 15102946, 16390774, 15748129, 14672380, 17015893, 16239561, 19240388]
    sel_names = [f"iceland-{i:03d}.jpg" for i in range(1, 13)]

    def lsl(rename: bool, selects: bool) -> str:
        rows = []
        for name, size, t in raw:
            if rename and name == "DSC_4471.NEF":
                name = "DSC_4471-jokulsarlon.NEF"
            rows.append((name, size, f"2023-09-14 {t}"))
        rows.append(notes)
        if selects:
            rows += [(f"selects/{n}", s, f"2024-04-19 22:{10 + i:02d}:{(7 * i) % 60:02d}") for i, (n, s) in enumerate(zip(sel_names, sel))]
        rows.sort(key=lambda r: r[0])
        return "\n".join(f"{s:9d} {t}.000000000 {n}" for n, s, t in rows)

    def mib(b: int) -> str:
        return f"{b / 1048576:.3f} MiB"

    total_sel = sum(sel)
    total = sum(s for _, s, _ in raw) + notes[1] + total_sel
    lsd = "\n".join(f"{-1:12d} 2024-04-20 11:31:02 {-1:9d} {d}" for d in ("family", "iceland", "lisbon"))
    move = f"""2024/04/20 11:33:47 INFO  : DSC_4471.NEF: Copied (server-side copy) to: DSC_4471-jokulsarlon.NEF
2024/04/20 11:33:47 INFO  : DSC_4471.NEF: Deleted
2024/04/20 11:33:47 INFO  : 
Transferred:   	          0 B / 0 B, -, 0 B/s, ETA -
Renamed:                1
Server Side Copies:     1 @ {mib(53774012)}
Elapsed time:         1.4s
"""
    copy = f"""Transferred:   	  {mib(total_sel)} / {mib(total_sel)}, 100%, 9.244 MiB/s, ETA 0s
Transferred:           12 / 12, 100%
Elapsed time:        20.6s"""
    size = f"Total objects: 23 (23)\nTotal size: {mib(total)} ({total} Byte)"
    check = """2024/04/20 11:36:12 NOTICE: B2 bucket photo-archive path 2023/iceland/selects: 0 differences found
2024/04/20 11:36:12 NOTICE: B2 bucket photo-archive path 2023/iceland/selects: 12 matching files"""
    tree = "/\n" + "\n".join(("└── " if i == 11 else "├── ") + n for i, n in enumerate(sel_names)) + "\n\n0 directories, 12 files"
    turns = [
        p.run("rclone lsd b2:photo-archive/2023", lsd),
        p.run("rclone lsl b2:photo-archive/2023/iceland", lsl(False, False)),
        p.run("rclone moveto b2:photo-archive/2023/iceland/DSC_4471.NEF b2:photo-archive/2023/iceland/DSC_4471-jokulsarlon.NEF -v", move.rstrip("\n"), duration=3.0),
        p.run("rclone copy ~/Pictures/export/iceland-selects b2:photo-archive/2023/iceland/selects -P", copy, duration=25.0),
        p.run("rclone lsl b2:photo-archive/2023/iceland --max-depth 1", lsl(False, False)),
        p.run("rclone size b2:photo-archive/2023/iceland", size),
        p.run("rclone check ~/Pictures/export/iceland-selects b2:photo-archive/2023/iceland/selects", check, duration=4.0),
        p.run("rclone tree b2:photo-archive/2023/iceland/selects", tree),
    ]
    state = ("Workstation studio (Fedora 40), user tom in ~. rclone v1.66.0; remote b2: is Backblaze B2 (bucket "
             "photo-archive, one key used only from this machine). ~/Pictures/export/iceland-selects holds 12 edited "
             "JPEGs exported last night (2024-04-19 22:10-22:21). Date: Sat 2024-04-20, 11:30 CEST.")
    add(rs, 19, turns, state, 5, "a file renamed with rclone moveto is listed again under its old name (and not under the new one)")


# ---------------------------------------------------------------------------------------------
# 20  disk cleanup: vacuum the journal, delete old app logs, re-check usage (clean)
# ---------------------------------------------------------------------------------------------
def t20(rs: RowSet) -> None:
    p = Pane("root", "log-collector", "/root")
    mid = "5f0e2c9a81b34d7e9c06a4f1d2b87e35"
    dfh = "Filesystem      Size  Used Avail Use% Mounted on\n/dev/sda1        49G{u:>6}{a:>6}{p:>5} /"
    du1 = """22G	/var
15G	/var/log
4.1G	/var/lib
2.3G	/var/cache
312M	/var/backups
68M	/var/spool
24K	/var/tmp
8.0K	/var/mail"""
    vac = []
    seq = 0x61A3B0
    for i in range(28):
        seqid = hx(f"t20-seq-{i // 9}", 32)
        head = f"{seq + i * 0x2E4A1:016x}"
        rt = f"{0x61226C4B1E000 + i * 0x1D8F2A3C1:016x}"
        vac.append(f"Deleted archived journal /var/log/journal/{mid}/system@{seqid}-{head}-{rt}.journal (128.0M).")
    vac.append(f"Vacuuming done, freed 3.5G of archived journals from /var/log/journal/{mid}.")
    vac.append("Vacuuming done, freed 0B of archived journals from /run/log/journal.")
    du2 = """11G	/var
4.1G	/var/lib
3.6G	/var/log
2.3G	/var/cache
312M	/var/backups
68M	/var/spool
24K	/var/tmp
8.0K	/var/mail"""
    df1k = """Filesystem     1K-blocks     Used Available Use% Mounted on
/dev/sda1       50620216 35768428  14571869  72% /"""
    turns = [
        p.run("df -h /", dfh.format(u="46G", a="2.6G", p="95%")),
        p.run("du -xh --max-depth=1 /var | sort -rh | head -8", du1, duration=6.0),
        p.run("journalctl --disk-usage", "Archived and active journals take up 3.9G in the file system."),
        p.run("journalctl --vacuum-size=500M", "\n".join(vac), duration=3.0),
        p.run("du -sh /var/log/app && find /var/log/app -name '*.log.*.gz' -mtime +14 | wc -l", "9.6G\t/var/log/app\n212"),
        p.run("find /var/log/app -name '*.log.*.gz' -mtime +14 -delete && du -sh /var/log/app", "1.8G\t/var/log/app", duration=3.0),
        p.run("df -h /", dfh.format(u="35G", a="14G", p="72%")),
        p.run("du -xh --max-depth=1 /var | sort -rh | head -8", du2, duration=4.0),
        p.run("df /", df1k),
        p.run("journalctl --disk-usage", "Archived and active journals take up 464.0M in the file system."),
    ]
    state = ("VM log-collector (Ubuntu 22.04.4), root in /root. / is a single 50 GB ext4 volume (/dev/sda1) at 95% use. "
             "rsyslog, journald and the collector app (logs rotated and gzipped daily under /var/log/app) keep writing "
             "throughout. Persistent journal in /var/log/journal. Date: Fri 2024-03-22, 07:55 UTC.")
    add(rs, 20, turns, state)


# ---------------------------------------------------------------------------------------------
# 21  new data disk: partition, mkfs, fstab, mount (an untouched partition's UUID drifts)
# ---------------------------------------------------------------------------------------------
def t21(rs: RowSet) -> None:
    p = Pane("root", "files-02", "/root")
    efi, boot, root_u, data = "7A3C-1F0E", "3d1f6c52-8e0b-4b7e-9a21-5f6c0e4d2b93", "9b2e7a41-0c5d-4f3e-8d16-2a7c9e0b5f84", "5e8a0c37-2f19-4d6b-b07e-c13d9a4f8e26"
    lsblk = f"""NAME   FSTYPE   FSVER LABEL           UUID                                 FSAVAIL FSUSE% MOUNTPOINTS
loop0  squashfs 4.0                                                              0   100% /snap/core20/2182
loop1  squashfs 4.0                                                              0   100% /snap/lxd/27037
loop2  squashfs 4.0                                                              0   100% /snap/snapd/20671
sda                                                                                       
├─sda1 vfat     FAT32 UEFI            {efi}                             98.6M     6% /boot/efi
├─sda2 ext4     1.0                   {boot}    1.6G     9% /boot
└─sda3 ext4     1.0   cloudimg-rootfs {root_u}   71.6G    22% /
sdb                                                                                       """
    parted = """NAME   MAJ:MIN RM  SIZE RO TYPE MOUNTPOINTS
sdb      8:16   0  3.6T  0 disk 
└─sdb1   8:17   0  3.6T  0 part """
    mkfs = f"""mke2fs 1.46.5 (30-Dec-2021)
Creating filesystem with 976754176 4k blocks and 244195328 inodes
Filesystem UUID: {data}
Superblock backups stored on blocks: 
	32768, 98304, 163840, 229376, 294912, 819200, 884736, 1605632, 2654208, 
	4096000, 7962624, 11239424, 20480000, 23887872, 71663616, 78675968, 
	102400000, 214990848, 512000000, 550731776, 644972544

Allocating group tables: done                            
Writing inode tables: done                            
Creating journal (262144 blocks): done
Writing superblocks and filesystem accounting information: done     
"""
    pu = {"sda1": "c1e4b6a2-3f07-4d58-9a1c-6b2e0d9f8a17", "sda2": "0f8d2a6c-51b9-4e73-8c40-d7a1e5b3f296",
          "sda3": "a74c9e10-8b2d-4f65-b3e1-2c0d9f6a84b7", "sdb1": "e2b07c5d-9a14-4f86-a3d2-71c8e0b45f69"}
    blkid = f"""/dev/sda1: LABEL_FATBOOT="UEFI" LABEL="UEFI" UUID="{efi}" BLOCK_SIZE="512" TYPE="vfat" PARTUUID="{pu['sda1']}"
/dev/sda2: UUID="3d1f6c52-8e0b-4b7e-9a12-5f6c0e4d2b93" BLOCK_SIZE="4096" TYPE="ext4" PARTUUID="{pu['sda2']}"
/dev/sda3: LABEL="cloudimg-rootfs" UUID="{root_u}" BLOCK_SIZE="4096" TYPE="ext4" PARTUUID="{pu['sda3']}"
/dev/sdb1: LABEL="data" UUID="{data}" BLOCK_SIZE="4096" TYPE="ext4" PARTLABEL="data" PARTUUID="{pu['sdb1']}"
/dev/loop1: TYPE="squashfs"
/dev/loop2: TYPE="squashfs"
/dev/loop0: TYPE="squashfs\""""
    fstab = f"""LABEL=cloudimg-rootfs	/	 ext4	discard,errors=remount-ro	0 1
UUID={boot}	/boot	ext4	defaults	0 2
LABEL=UEFI	/boot/efi	vfat	umask=0077	0 1
/swap.img	none	swap	sw	0	0
UUID={data} /srv/data ext4 defaults,noatime 0 2"""
    turns = [
        p.run("lsblk -f", lsblk),
        p.run("parted -s /dev/sdb mklabel gpt mkpart data ext4 1MiB 100% && lsblk /dev/sdb", parted, duration=2.0),
        p.run("mkfs.ext4 -L data /dev/sdb1", mkfs, duration=20.0),
        p.run("blkid", blkid),
        p.run(f"mkdir -p /srv/data && echo 'UUID={data} /srv/data ext4 defaults,noatime 0 2' >> /etc/fstab", ""),
        p.run("cat /etc/fstab", fstab),
        p.run("systemctl daemon-reload && mount -a && findmnt /srv/data",
              "TARGET    SOURCE    FSTYPE OPTIONS\n/srv/data /dev/sdb1 ext4   rw,noatime"),
        p.run("df -hT /srv/data /", """Filesystem     Type  Size  Used Avail Use% Mounted on
/dev/sdb1      ext4  3.6T   28K  3.4T   1% /srv/data
/dev/sda3      ext4   97G   21G   72G  22% /"""),
        p.run("ls -la /srv/data", """total 24
drwxr-xr-x 3 root root  4096 Feb 28 09:41 .
drwxr-xr-x 3 root root  4096 Feb 28 09:42 ..
drwx------ 2 root root 16384 Feb 28 09:41 lost+found"""),
    ]
    state = ("File server files-02 (Ubuntu 22.04.4 cloud image, kernel 5.15.0-97), root in /root. System disk /dev/sda "
             "(EFI, /boot and / partitions, all mounted from /etc/fstab); a new, empty 4 TB disk is attached as "
             "/dev/sdb and must be mounted at /srv/data. Date: Wed 2024-02-28, 09:40 UTC.")
    add(rs, 21, turns, state, 4, "blkid reports a different filesystem UUID for the untouched /boot partition than lsblk showed (and fstab still holds)")


# ---------------------------------------------------------------------------------------------
# 22  pass: generate, regenerate, rename, TOTP codes (clean)
# ---------------------------------------------------------------------------------------------
def t22(rs: RowSet) -> None:
    p = Pane("kai", "x1", "/home/kai")

    def tree(groups: dict[str, list[str]]) -> str:
        out = ["Password Store"]
        keys_ = sorted(groups)
        for gi, g in enumerate(keys_):
            last_g = gi == len(keys_) - 1
            out.append(("└── " if last_g else "├── ") + g)
            items = sorted(groups[g])
            for ii, it in enumerate(items):
                pre = "    " if last_g else "│   "
                out.append(pre + ("└── " if ii == len(items) - 1 else "├── ") + it)
        return "\n".join(out)

    g1 = {"email": ["kai@proton.me", "work-outlook"], "finance": ["paypal", "tax-portal"],
          "servers": ["homelab-ipmi", "vps-hetzner"], "totp": ["github", "gitlab"],
          "web": ["github.com", "old-bank.example.com", "reddit.com"]}
    g2 = {"email": ["kai@proton.me", "work-outlook"], "finance": ["bank.example.com", "paypal", "tax-portal"],
          "servers": ["homelab-ipmi", "vps-hetzner"], "totp": ["github", "gitlab"],
          "web": ["forum.example.org", "github.com", "reddit.com"]}
    gen1 = """[main 3f1c2d9] Add generated password for web/forum.example.org.
 1 file changed, 0 insertions(+), 0 deletions(-)
 create mode 100644 web/forum.example.org.gpg
The generated password for web/forum.example.org is:
k7Rr2mQpX9vLw4TzNc8sHf3J"""
    gen2 = """[main 7b20e5a] Replace generated password for web/forum.example.org.
 1 file changed, 0 insertions(+), 0 deletions(-)
The generated password for web/forum.example.org is:
Qm4vT8xWc2ZpL9rNh6sKd3Ey"""
    mv = """renamed '/home/kai/.password-store/web/old-bank.example.com.gpg' -> '/home/kai/.password-store/finance/bank.example.com.gpg'
[main c94d1f8] Rename web/old-bank.example.com to finance/bank.example.com.
 1 file changed, 0 insertions(+), 0 deletions(-)
 rename {web/old-bank.example.com.gpg => finance/bank.example.com.gpg} (100%)"""
    log = """c94d1f8 (HEAD -> main) Rename web/old-bank.example.com to finance/bank.example.com.
7b20e5a Replace generated password for web/forum.example.org.
3f1c2d9 Add generated password for web/forum.example.org.
e1a0b47 (origin/main) Add given password for servers/vps-hetzner to store.
5d62c3a Add given password for email/work-outlook to store."""
    show = """login: kai.brenner
url: https://online.bank.example.com/
iban: DE89 3704 0044 0532 0130 00"""
    push = """Enumerating objects: 14, done.
Counting objects: 100% (14/14), done.
Delta compression using up to 8 threads
Compressing objects: 100% (8/8), done.
Writing objects: 100% (10/10), 2.31 KiB | 2.31 MiB/s, done.
Total 10 (delta 2), reused 0 (delta 0), pack-reused 0
To git.home.arpa:kai/password-store.git
   e1a0b47..c94d1f8  main -> main"""
    turns = [
        p.run("pass ls", tree(g1)),
        p.run("pass otp totp/github", "482913"),
        p.run("pass generate -n web/forum.example.org 24", gen1),
        p.run("pass generate -n -i web/forum.example.org 24", gen2),
        p.run("pass mv web/old-bank.example.com finance/bank.example.com", mv),
        p.run("pass ls", tree(g2)),
        p.run("pass git log --oneline -5", log),
        p.run("pass show finance/bank.example.com | tail -n +2", show),
        p.run("pass otp totp/github", "907355"),
        p.run("pass git push", push, duration=3.0),
    ]
    state = ("Laptop x1 (Arch Linux), user kai in ~. pass 1.7.4 with the pass-otp 1.2.0 extension; the store "
             "~/.password-store is a git repository (branch main, remote origin on git.home.arpa) and gpg-agent has the "
             "key unlocked. TOTP codes rotate every 30 seconds. Date: Tue 2024-04-02, 19:05 CEST.")
    add(rs, 22, turns, state)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19,
               t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
