# ruff: noqa: E501, W291, W293
"""Held-out set holdout30, domain ``terminal``: 22 hand-written tmux shell trajectories.

Eleven contain exactly one observation that contradicts an earlier one (or the starting state); the
other eleven are clean but full of legitimate changes (restarts, counters, clocks, re-sorted or
filtered listings, unit and rounding differences). Running this module writes ``terminal_test.jsonl``
and ``labels.json`` next to it. Deterministic: no randomness, no clock reads.
"""

from __future__ import annotations

import base64
import hashlib
from datetime import datetime
from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet

TASK = "terminal"
SYSTEM = (
    "You are a Terminal World Model. You simulate a Linux shell running inside a tmux pane. Each turn the "
    "agent sends keystrokes (a JSON list). Predict the exact next terminal state: the prompt line with the "
    "command that was typed, everything the command prints, and the next prompt. Stay consistent with "
    "everything the session has already shown (files, ids, hashes, sizes, service states, clocks). Write "
    "the predicted screen after **Environment Observation:**."
)


def h40(seed: str) -> str:
    """A stable 40-hex id derived from a label."""
    return hashlib.sha1(seed.encode()).hexdigest()


def h32(seed: str) -> str:
    return hashlib.md5(seed.encode()).hexdigest()


def box(headers: list[str], rows: list[list[str]], right: set[int] | None = None) -> str:
    """A box-drawing table (sqlite3 -box style)."""
    right = right or set()
    cols = list(zip(headers, *rows))
    w = [max(len(str(c)) for c in col) for col in cols]

    def cell(i: int, v: str, head: bool = False) -> str:
        v = str(v)
        if head:
            return v.center(w[i])
        return v.rjust(w[i]) if i in right else v.ljust(w[i])

    top = "┌" + "┬".join("─" * (x + 2) for x in w) + "┐"
    mid = "├" + "┼".join("─" * (x + 2) for x in w) + "┤"
    bot = "└" + "┴".join("─" * (x + 2) for x in w) + "┘"
    out = [top, "│" + "│".join(f" {cell(i, v, True)} " for i, v in enumerate(headers)) + "│", mid]
    for r in rows:
        out.append("│" + "│".join(f" {cell(i, v)} " for i, v in enumerate(r)) + "│")
    out.append(bot)
    return "\n".join(out)


def rbox(title: str, headers: list[str], rows: list[list[str]]) -> str:
    """A rounded table with a title (nats CLI style)."""
    cols = list(zip(headers, *rows))
    w = [max(len(str(c)) for c in col) for col in cols]
    inner = sum(x + 3 for x in w) - 1
    out = ["╭" + "─" * inner + "╮", "│" + title.center(inner) + "│",
           "├" + "┬".join("─" * (x + 2) for x in w) + "┤",
           "│" + "│".join(f" {str(v).ljust(w[i])} " for i, v in enumerate(headers)) + "│",
           "├" + "┼".join("─" * (x + 2) for x in w) + "┤"]
    for r in rows:
        out.append("│" + "│".join(f" {str(v).ljust(w[i])} " for i, v in enumerate(r)) + "│")
    out.append("╰" + "┴".join("─" * (x + 2) for x in w) + "╯")
    return "\n".join(out)


def human_ls(n: int) -> str:
    """``ls -lh`` style size (rounds up, one decimal below 10)."""
    units = ["", "K", "M", "G", "T"]
    v, i = float(n), 0
    while v >= 1024 and i < len(units) - 1:
        v /= 1024
        i += 1
    if i == 0:
        return str(n)
    if v < 10:
        t = -(-int(v * 10 * 1000) // 1000) / 10
        if t >= 10:
            return f"{int(t)}{units[i]}"
        return f"{t:.1f}{units[i]}"
    return f"{-(-int(v * 1000) // 1000)}{units[i]}"


# ---------------------------------------------------------------------------------------------------
# 01 systemd timer + journalctl (mainstream)


def t01(rs: RowSet) -> None:
    p = Pane("ops", "db-backup-02", "/home/ops")
    state = ("Host db-backup-02 (Debian 12, systemd 252, PostgreSQL 15). User ops (sudo), cwd /home/ops, tmux pane 200x50.\n"
             "A custom pgdump-nightly.timer/.service pair dumps all databases to /srv/backup/pg (LV vg0/backup).\n"
             "Current time: Tue 2024-03-12 11:52 UTC. Task: check that the nightly dump works and see how many dumps it keeps.")
    service = """# /etc/systemd/system/pgdump-nightly.service
[Unit]
Description=Nightly pg_dump of all databases
After=postgresql.service network-online.target
Wants=network-online.target

[Service]
Type=oneshot
User=postgres
Group=postgres
Environment=PGHOST=/var/run/postgresql
ExecStart=/usr/local/sbin/pgdump-nightly --dest /srv/backup/pg --keep {keep} --compress zstd:6
Nice=10
IOSchedulingClass=idle
ProtectSystem=full
ReadWritePaths=/srv/backup/pg"""
    timer = """# /etc/systemd/system/pgdump-nightly.timer
[Unit]
Description=Run pgdump-nightly every night

[Timer]
OnCalendar=*-*-* 02:30:00
RandomizedDelaySec=15m
Persistent=true

[Install]
WantedBy=timers.target"""
    timers = """NEXT                        LEFT          LAST                        PASSED             UNIT                         ACTIVATES
Tue 2024-03-12 14:21:07 UTC 2h 28min left Tue 2024-03-12 02:20:12 UTC 9h ago             certbot.timer                certbot.service
Tue 2024-03-12 19:44:51 UTC 7h left       Tue 2024-03-12 06:58:40 UTC 4h 54min ago       apt-daily.timer              apt-daily.service
Wed 2024-03-13 00:00:00 UTC 12h left      Tue 2024-03-12 00:00:00 UTC 11h ago            dpkg-db-backup.timer         dpkg-db-backup.service
Wed 2024-03-13 00:00:00 UTC 12h left      Tue 2024-03-12 00:00:00 UTC 11h ago            logrotate.timer              logrotate.service
Wed 2024-03-13 02:37:12 UTC 14h left      Tue 2024-03-12 02:35:48 UTC 9h ago             pgdump-nightly.timer         pgdump-nightly.service
Wed 2024-03-13 06:14:33 UTC 18h left      Tue 2024-03-12 06:41:02 UTC 5h 11min ago       apt-daily-upgrade.timer      apt-daily-upgrade.service
Wed 2024-03-13 08:53:19 UTC 21h left      Tue 2024-03-12 08:53:19 UTC 2h 59min ago       systemd-tmpfiles-clean.timer systemd-tmpfiles-clean.service
Sun 2024-03-17 03:10:12 UTC 4 days left   Sun 2024-03-10 03:10:44 UTC 2 days ago         e2scrub_all.timer            e2scrub_all.service
Mon 2024-03-18 01:05:51 UTC 5 days left   Mon 2024-03-11 00:49:13 UTC 1 day 11h ago      fstrim.timer                 fstrim.service

9 timers listed."""
    journal = """Mar 12 02:35:48 db-backup-02 systemd[1]: Starting pgdump-nightly.service - Nightly pg_dump of all databases...
Mar 12 02:35:49 db-backup-02 pgdump-nightly[48211]: dumping globals (roles, tablespaces)
Mar 12 02:35:49 db-backup-02 pgdump-nightly[48211]: dumping database billing
Mar 12 02:39:10 db-backup-02 pgdump-nightly[48211]: billing: 1.3G written in 201s
Mar 12 02:39:10 db-backup-02 pgdump-nightly[48211]: dumping database crm
Mar 12 02:40:37 db-backup-02 pgdump-nightly[48211]: crm: 604M written in 87s
Mar 12 02:40:37 db-backup-02 pgdump-nightly[48211]: dumping database metabase
Mar 12 02:41:21 db-backup-02 pgdump-nightly[48211]: metabase: 212M written in 44s
Mar 12 02:41:21 db-backup-02 pgdump-nightly[48211]: dumping database postgres
Mar 12 02:41:22 db-backup-02 pgdump-nightly[48211]: postgres: 1.1M written in 1s
Mar 12 02:41:51 db-backup-02 pgdump-nightly[48211]: archive /srv/backup/pg/pg-2024-03-12.tar.zst sealed (2.2G)
Mar 12 02:41:53 db-backup-02 pgdump-nightly[48211]: pruning /srv/backup/pg: keep=14, found 15, removing pg-2024-02-27.tar.zst
Mar 12 02:41:55 db-backup-02 systemd[1]: pgdump-nightly.service: Deactivated successfully.
Mar 12 02:41:55 db-backup-02 systemd[1]: Finished pgdump-nightly.service - Nightly pg_dump of all databases.
Mar 12 02:41:55 db-backup-02 systemd[1]: pgdump-nightly.service: Consumed 5min 48.117s CPU time."""
    ls = """-rw-r----- 1 postgres postgres 2.1G Mar  8 02:44 pg-2024-03-08.tar.zst
-rw-r----- 1 postgres postgres 2.0G Mar  9 02:40 pg-2024-03-09.tar.zst
-rw-r----- 1 postgres postgres 2.0G Mar 10 02:38 pg-2024-03-10.tar.zst
-rw-r----- 1 postgres postgres 2.1G Mar 11 02:45 pg-2024-03-11.tar.zst
-rw-r----- 1 postgres postgres 2.2G Mar 12 02:41 pg-2024-03-12.tar.zst"""
    df = """Filesystem               Size  Used Avail Use% Mounted on
/dev/mapper/vg0-backup   197G   30G  158G  16% /srv/backup"""
    status = """● pgdump-nightly.timer - Run pgdump-nightly every night
     Loaded: loaded (/etc/systemd/system/pgdump-nightly.timer; enabled; preset: enabled)
     Active: active (waiting) since Mon 2024-02-19 09:14:22 UTC; 3 weeks 1 day ago
    Trigger: Wed 2024-03-13 02:37:12 UTC; 14h left
   Triggers: ● pgdump-nightly.service

Feb 19 09:14:22 db-backup-02 systemd[1]: Started pgdump-nightly.timer - Run pgdump-nightly every night."""
    turns = [
        p.run("systemctl list-timers --all", timers),
        p.run("systemctl cat pgdump-nightly.service pgdump-nightly.timer", service.format(keep=14) + "\n\n" + timer),
        p.run("journalctl -u pgdump-nightly.service --since yesterday --no-pager", journal),
        p.run("ls -lh /srv/backup/pg/ | tail -n 5", ls),
        p.run("df -h /srv/backup", df),
        p.run("systemctl cat pgdump-nightly.service", service.format(keep=7)),
        p.run("ls /srv/backup/pg | wc -l", "14"),
        p.run("systemctl status pgdump-nightly.timer --no-pager", status),
    ]
    rs.add(task=TASK, tid="h30-terminal-01", system=SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="unit file ExecStart --keep value differs between two systemctl cat outputs with no edit")


# ---------------------------------------------------------------------------------------------------
# 02 docker compose image refresh (mainstream, clean)


def t02(rs: RowSet) -> None:
    p = Pane("deploy", "app-stg-1", "/home/deploy/shop")
    state = ("Host app-stg-1 (Ubuntu 22.04), Docker 24.0.7, Compose v2.23.3. User deploy (in docker group), cwd /home/deploy/shop\n"
             "with compose.yaml for services web, api, db, redis. Current time: Tue 2024-04-09 10:29 UTC.\n"
             "Task: pull the re-pushed api:2.8 image, recreate only the api container, and clean up the old image.")
    old_id = h40("shop-api-2.8-old") + h40("x")[:24]
    new_id = h40("shop-api-2.8-new") + h40("y")[:24]
    ps1 = """NAME           IMAGE                                 COMMAND                  SERVICE   CREATED       STATUS                   PORTS
shop-api-1     registry.corp.internal/shop/api:2.8   "/app/entrypoint.sh …"   api       3 days ago    Up 3 days (healthy)      0.0.0.0:8081->8080/tcp, :::8081->8080/tcp
shop-db-1      postgres:15.6-alpine                  "docker-entrypoint.s…"   db        3 weeks ago   Up 3 days (healthy)      5432/tcp
shop-redis-1   redis:7.2.4-alpine                    "docker-entrypoint.s…"   redis     3 weeks ago   Up 3 days                6379/tcp
shop-web-1     registry.corp.internal/shop/web:2.8   "/docker-entrypoint.…"   web       3 days ago    Up 3 days                0.0.0.0:80->80/tcp, :::80->80/tcp"""
    logs = """shop-api-1  | 2024-04-09T10:28:41.118Z INFO  http GET /healthz 200 0.9ms
shop-api-1  | 2024-04-09T10:28:52.407Z INFO  http GET /api/v2/cart/7731 200 14.2ms
shop-api-1  | 2024-04-09T10:28:56.120Z INFO  http GET /healthz 200 1.1ms
shop-api-1  | 2024-04-09T10:29:03.566Z WARN  pricing cache miss for sku=KB-4410-BLK, refetching
shop-api-1  | 2024-04-09T10:29:03.612Z INFO  http GET /api/v2/products/KB-4410-BLK 200 51.7ms
shop-api-1  | 2024-04-09T10:29:11.121Z INFO  http GET /healthz 200 0.8ms"""
    pull = """[+] Pulling 7/7
 ✔ api Pulled                                                                      9.8s
   ✔ 4abcf2066143 Already exists                                                   0.0s
   ✔ 9d0e41b7ac55 Already exists                                                   0.0s
   ✔ 3c1a9f7d2e10 Already exists                                                   0.0s
   ✔ e2f4c8a91b03 Pull complete                                                    2.1s
   ✔ 71d09c3ab5e4 Pull complete                                                    6.4s
   ✔ 0b8e6d2f9a17 Pull complete                                                    6.5s"""
    up = """[+] Running 3/3
 ✔ Container shop-redis-1  Running                                                 0.0s
 ✔ Container shop-db-1     Healthy                                                 0.5s
 ✔ Container shop-api-1    Started                                                 2.3s"""
    ps2 = """NAME           IMAGE                                 COMMAND                  SERVICE   CREATED         STATUS                            PORTS
shop-api-1     registry.corp.internal/shop/api:2.8   "/app/entrypoint.sh …"   api       6 seconds ago   Up 4 seconds (health: starting)   0.0.0.0:8081->8080/tcp, :::8081->8080/tcp
shop-db-1      postgres:15.6-alpine                  "docker-entrypoint.s…"   db        3 weeks ago     Up 3 days (healthy)               5432/tcp
shop-redis-1   redis:7.2.4-alpine                    "docker-entrypoint.s…"   redis     3 weeks ago     Up 3 days                         6379/tcp
shop-web-1     registry.corp.internal/shop/web:2.8   "/docker-entrypoint.…"   web       3 days ago      Up 3 days                         0.0.0.0:80->80/tcp, :::80->80/tcp"""
    stats = """NAME           CPU %     MEM USAGE / LIMIT     PIDS
shop-api-1     3.41%     187.2MiB / 7.751GiB   23
shop-db-1      0.62%     96.44MiB / 7.751GiB   14
shop-redis-1   0.27%     9.832MiB / 7.751GiB   5
shop-web-1     0.00%     12.07MiB / 7.751GiB   9"""
    ps3 = """NAME         IMAGE                                 COMMAND                  SERVICE   CREATED          STATUS                    PORTS
shop-api-1   registry.corp.internal/shop/api:2.8   "/app/entrypoint.sh …"   api       49 seconds ago   Up 47 seconds (healthy)   0.0.0.0:8081->8080/tcp, :::8081->8080/tcp"""
    images1 = f"""REPOSITORY                        TAG       IMAGE ID       CREATED        SIZE
registry.corp.internal/shop/api   2.8       {new_id[:12]}   2 hours ago    214MB
registry.corp.internal/shop/api   <none>    {old_id[:12]}   4 days ago     209MB
registry.corp.internal/shop/api   2.7       {h40("shop-api-2.7")[:12]}   5 weeks ago    203MB"""
    prune = f"""Deleted Images:
deleted: sha256:{old_id}
deleted: sha256:{h40("layer-old-1")}{h40("q")[:24]}
deleted: sha256:{h40("layer-old-2")}{h40("r")[:24]}
deleted: sha256:{h40("layer-old-3")}{h40("s")[:24]}

Total reclaimed space: 41.27MB"""
    images2 = f"""REPOSITORY                        TAG       IMAGE ID       CREATED        SIZE
registry.corp.internal/shop/api   2.8       {new_id[:12]}   2 hours ago    214MB
registry.corp.internal/shop/api   2.7       {h40("shop-api-2.7")[:12]}   5 weeks ago    203MB"""
    fmt = "'{{.State.Pid}} {{.State.StartedAt}} {{.Image}}'"
    turns = [
        p.run("docker compose ps", ps1),
        p.run(f"docker inspect -f {fmt} shop-api-1", f"2214 2024-04-06T08:12:44.901233170Z sha256:{old_id}"),
        p.run("docker compose logs --tail 6 api", logs),
        p.run("docker compose pull api", pull, duration=15),
        p.run("docker compose up -d api", up, duration=5),
        p.run("docker compose ps", ps2),
        p.run(f"docker inspect -f {fmt} shop-api-1", f"918355 2024-04-09T10:31:02.377410921Z sha256:{new_id}"),
        p.run("docker stats --no-stream --format 'table {{.Name}}\\t{{.CPUPerc}}\\t{{.MemUsage}}\\t{{.PIDs}}'", stats, duration=3),
        p.run("docker compose ps api", ps3),
        p.run("docker images registry.corp.internal/shop/api", images1),
        p.run("docker image prune -f", prune, duration=3),
        p.run("docker images registry.corp.internal/shop/api", images2),
    ]
    rs.add(task=TASK, tid="h30-terminal-02", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------
# 03 rclone crypt remote (less common)


def t03(rs: RowSet) -> None:
    p = Pane("maria", "studio-nas", "/home/maria/projects/podcast")
    state = ("Host studio-nas (Debian 12), rclone v1.65.2. User maria, cwd /home/maria/projects/podcast.\n"
             "Remote b2crypt: is a crypt remote over Backblaze B2 (bucket maria-podcast). Current time: Tue 2024-04-02 10:12 CEST.\n"
             "Task: upload the new episode masters, verify them, then free space by deleting the raw WAV of episode 301.")
    raw = [(412883211, "2024-02-28 19:04:11.000000000", "ep301-raw.wav"),
           (398114020, "2024-03-06 18:51:37.000000000", "ep302-raw.wav"),
           (405527764, "2024-03-13 19:12:02.000000000", "ep303-raw.wav"),
           (421009318, "2024-03-20 18:47:55.000000000", "ep304-raw.wav"),
           (387330952, "2024-03-27 19:20:40.000000000", "ep305-raw.wav"),
           (18422, "2024-03-27 21:02:13.000000000", "shownotes.md")]
    masters = [(196551208, "Mar  4 22:10", "2024-03-04 22:10:33.418220117", "ep301-master.flac"),
               (190877413, "Mar 11 21:58", "2024-03-11 21:58:02.771304482", "ep302-master.flac"),
               (193402255, "Mar 18 22:31", "2024-03-18 22:31:47.090118834", "ep303-master.flac"),
               (201339870, "Mar 25 23:05", "2024-03-25 23:05:19.624905117", "ep304-master.flac"),
               (198223114, "Apr  1 22:47", "2024-04-01 22:47:56.300741025", "ep305-master.flac")]

    def lsl(items: list[tuple[int, str, str]]) -> str:
        return "\n".join(f"{s:>9} {d} {n}" for s, d, n in items)

    total_blocks = sum(-(-s // 4096) * 4 for s, *_ in masters)
    ls_local = f"total {total_blocks}\n" + "\n".join(f"-rw-r--r-- 1 maria maria {s} {d} {n}" for s, d, _, n in masters)
    new_bytes = masters[3][0] + masters[4][0]
    mib = new_bytes / 1048576
    copy = f"""Transferred:      {mib:.3f} MiB / {mib:.3f} MiB, 100%, 9.412 MiB/s, ETA 0s
Checks:                 3 / 3, 100%
Transferred:            2 / 2, 100%
Elapsed time:        41.3s"""
    drift = list(raw)
    drift[1] = (391884020, drift[1][1], drift[1][2])
    remain = raw[1:]
    size_b = sum(s for s, *_ in remain)
    size_out = f"Total objects: {len(remain)}\nTotal size: {size_b / 1048576 / 1024:.3f} GiB ({size_b} Byte)"
    check = """2024/04/02 10:15:07 NOTICE: Encrypted drive 'b2crypt:podcast/season3/masters': 0 differences found
2024/04/02 10:15:07 NOTICE: Encrypted drive 'b2crypt:podcast/season3/masters': 5 matching files"""
    lsf = "ep302-raw.wav\nep303-raw.wav\nep304-raw.wav\nep305-raw.wav\nmasters/\nshownotes.md"
    turns = [
        p.run("rclone lsl b2crypt:podcast/season3 --max-depth 1", lsl(raw), duration=4),
        p.run("ls -l masters/", ls_local),
        p.run("rclone copy masters/ b2crypt:podcast/season3/masters -P", copy, duration=45),
        p.run("rclone lsl b2crypt:podcast/season3/masters", "\n".join(f"{s:>9} {r} {n}" for s, _, r, n in masters), duration=4),
        p.run("rclone lsl b2crypt:podcast/season3 --max-depth 1", lsl(drift), duration=4),
        p.run("rclone cryptcheck masters/ b2crypt:podcast/season3/masters --one-way", check, duration=30),
        p.run("rclone deletefile b2crypt:podcast/season3/ep301-raw.wav -v", "2024/04/02 10:15:31 INFO  : ep301-raw.wav: Deleted", duration=3),
        p.run("rclone size b2crypt:podcast/season3 --max-depth 1", size_out, duration=4),
        p.run("rclone lsf b2crypt:podcast/season3 --max-depth 1", lsf, duration=3),
    ]
    rs.add(task=TASK, tid="h30-terminal-03", system=SYSTEM, turns=turns, state=state, bad=True, turn=5,
           kind="remote file size differs between two listings with no write to it")


# ---------------------------------------------------------------------------------------------------
# 04 imagemagick + pandoc (less common, clean)


def t04(rs: RowSet) -> None:
    p = Pane("li", "thinkpad-x13", "/home/li/blog/post-42")
    state = ("Host thinkpad-x13 (Fedora 39), ImageMagick 7.1.1-21, pandoc 3.1.11. User li, cwd /home/li/blog/post-42.\n"
             "The folder holds post.md and images/ with four camera JPEGs. Current time: Mon 2024-04-08 21:10.\n"
             "Task: make web-sized copies of the photos, point the post at them and render it to HTML.")
    imgs = [("IMG_4410.jpg", 5812334, (6000, 4000), 312448, (1600, 1067), "Mar 30 08:41"),
            ("IMG_4413.jpg", 6120981, (6000, 4000), 338905, (1600, 1067), "Mar 30 09:17"),
            ("IMG_4427.jpg", 4977402, (4000, 6000), 296117, (1067, 1600), "Mar 31 14:02"),
            ("IMG_4431.jpg", 5390117, (6000, 4000), 287644, (1600, 1067), "Apr  1 07:55")]

    def ims(n: int) -> str:
        if n >= 1048576:
            return f"{n / 1048576:.6g}MiB"
        return f"{n / 1024:.6g}KiB"

    blocks = sum(-(-s // 4096) * 4 for _, s, *_ in imgs)
    ls_raw = f"total {blocks}\n" + "\n".join(f"-rw-r--r--. 1 li li {s} {d} {n}" for n, s, _, _, _, d in imgs)
    id_raw = "\n".join(f"images/{n} JPEG {w}x{hh} {w}x{hh}+0+0 8-bit sRGB {ims(s)} 0.000u 0:00.000" for n, s, (w, hh), *_ in imgs)
    id_web = "\n".join(f"web/{n} JPEG {w}x{hh} {w}x{hh}+0+0 8-bit sRGB {ims(ws)} 0.000u 0:00.000" for n, _, _, ws, (w, hh), _ in imgs)
    wblocks = sum(-(-ws // 4096) * 4 for _, _, _, ws, _, _ in imgs)
    ls_web = f"total {human_ls(wblocks * 1024)}\n" + "\n".join(
        f"-rw-r--r--. 1 li li {human_ls(ws)} Apr  8 21:11 {n}" for n, _, _, ws, _, _ in imgs)
    post = """---
title: "Three days on the Kungsleden"
date: 2024-04-07
tags: [hiking, sweden]
---

We left Abisko turiststation on a grey Tuesday morning, packs heavier than planned.

![Trailhead at Abisko](images/IMG_4410.jpg)

The first day follows the Abiskojåkka canyon, boardwalks most of the way.

![Abiskojåkka in spate](images/IMG_4413.jpg)

By Alesjaure the clouds lifted and the lake turned the colour of slate.

![Alesjaure huts, looking north](images/IMG_4427.jpg)

On the last morning the pass at Tjäktja was still under snow."""
    grep = """9:![Trailhead at Abisko](web/IMG_4410.jpg)
13:![Abiskojåkka in spate](web/IMG_4413.jpg)
17:![Alesjaure huts, looking north](web/IMG_4427.jpg)
23:![Tjäktja pass, 1140 m](web/IMG_4431.jpg)"""
    src = "\n".join(f'src="web/{n}"' for n, *_ in imgs)
    du_img = sum(-(-s // 4096) * 4096 for _, s, *_ in imgs)
    du_web = sum(-(-ws // 4096) * 4096 for _, _, _, ws, _, _ in imgs)
    turns = [
        p.run("ls -l images/", ls_raw),
        p.run("magick identify images/*.jpg", id_raw),
        p.run("mkdir -p web && magick mogrify -path web -resize '1600x1600>' -quality 82 -strip images/*.jpg", "", duration=8),
        p.run("magick identify web/*.jpg", id_web),
        p.run("ls -lh web/", ls_web),
        p.run("head -n 19 post.md", post),
        p.run("sed -i 's#](images/#](web/#g' post.md && grep -n '](web/' post.md", grep),
        p.run("pandoc post.md -s --toc -o post.html && ls -l post.html", "-rw-r--r--. 1 li li 9184 Apr  8 21:14 post.html", duration=2),
        p.run("grep -c '<img' post.html; grep -o 'src=\"[^\"]*\"' post.html", "4\n" + src),
        p.run("du -sh images web", f"{human_ls(du_img)}\timages\n{human_ls(du_web)}\tweb"),
    ]
    rs.add(task=TASK, tid="h30-terminal-04", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------
# 05 git worktree + tags (mainstream)


def t05(rs: RowSet) -> None:
    p = Pane("dev", "buildbox", "/home/dev/src/ledgerd")
    state = ("Host buildbox (Ubuntu 22.04), git 2.43.0. User dev, cwd /home/dev/src/ledgerd (clone of gitlab.corp.internal:fin/ledgerd, on main).\n"
             "Task: cut a 1.4.1 hotfix from the v1.4.0 tag in a separate worktree with the rounding fix from main, tag it and push.")
    c = {k: h40("ledgerd-" + k) for k in ("main", "fix", "bump", "refac", "rel140", "chlog", "multi", "rel133", "rel132", "hot")}
    t = {k: h40("ledgerd-tagobj-" + k) for k in ("v1.3.2", "v1.3.3", "v1.4.0", "v1.4.1")}
    s = {k: v[:7] for k, v in c.items()}
    log1 = f"""{s['main']} (HEAD -> main, origin/main, origin/HEAD) Add ledger export to parquet
{s['fix']} Fix rounding of negative ledger amounts
{s['bump']} Bump golang.org/x/net to 0.22.0
{s['refac']} Refactor posting rules loader
{s['rel140']} (tag: v1.4.0) Release 1.4.0
{s['chlog']} Update CHANGELOG for 1.4.0
{s['multi']} Add multi-currency balance view
{s['rel133']} (tag: v1.3.3) Release 1.3.3"""
    refs1 = f"""{t['v1.3.2']} refs/tags/v1.3.2
{c['rel132']} refs/tags/v1.3.2^{{}}
{t['v1.3.3']} refs/tags/v1.3.3
{c['rel133']} refs/tags/v1.3.3^{{}}
{t['v1.4.0']} refs/tags/v1.4.0
{c['rel140']} refs/tags/v1.4.0^{{}}"""
    refs2 = f"""{t['v1.3.3']} refs/tags/v1.3.3
{c['rel133']} refs/tags/v1.3.3^{{}}
{t['v1.4.0']} refs/tags/v1.4.0
{c['chlog']} refs/tags/v1.4.0^{{}}
{t['v1.4.1']} refs/tags/v1.4.1
{c['hot']} refs/tags/v1.4.1^{{}}"""
    wt1 = f"""/home/dev/src/ledgerd         {s['main']} [main]
/home/dev/src/ledgerd-hotfix  {s['rel140']} [hotfix/1.4.1]"""
    wt2 = f"""/home/dev/src/ledgerd         {s['main']} [main]
/home/dev/src/ledgerd-hotfix  {s['hot']} [hotfix/1.4.1]"""
    pick = f"""[hotfix/1.4.1 {s['hot']}] Fix rounding of negative ledger amounts
 Date: Thu Mar 7 16:22:09 2024 +0100
 2 files changed, 31 insertions(+), 4 deletions(-)"""
    log2 = f"""{s['hot']} (HEAD -> hotfix/1.4.1, tag: v1.4.1) Fix rounding of negative ledger amounts
{s['rel140']} (tag: v1.4.0) Release 1.4.0
{s['chlog']} Update CHANGELOG for 1.4.0"""
    push = """Enumerating objects: 13, done.
Counting objects: 100% (13/13), done.
Delta compression using up to 16 threads
Compressing objects: 100% (6/6), done.
Writing objects: 100% (7/7), 1.42 KiB | 1.42 MiB/s, done.
Total 7 (delta 4), reused 0 (delta 0), pack-reused 0
remote:
remote: To create a merge request for hotfix/1.4.1, visit:
remote:   https://gitlab.corp.internal/fin/ledgerd/-/merge_requests/new?merge_request%5Bsource_branch%5D=hotfix%2F1.4.1
remote:
To gitlab.corp.internal:fin/ledgerd.git
 * [new branch]      hotfix/1.4.1 -> hotfix/1.4.1
 * [new tag]         v1.4.1 -> v1.4.1"""
    turns = [
        p.run("git log --oneline --decorate -n 8", log1),
        p.run("git show-ref --tags -d | tail -n 6", refs1),
        p.run("git worktree add ../ledgerd-hotfix -b hotfix/1.4.1 v1.4.0",
              f"Preparing worktree (new branch 'hotfix/1.4.1')\nHEAD is now at {s['rel140']} Release 1.4.0"),
        p.run("git worktree list", wt1),
        p.run(f"cd ../ledgerd-hotfix && git cherry-pick {s['fix']}", pick, cd="/home/dev/src/ledgerd-hotfix"),
        p.run("git tag -a v1.4.1 -m 'Release 1.4.1' && git log --oneline --decorate -n 3", log2),
        p.run("git show-ref --tags -d | tail -n 6", refs2),
        p.run("git describe --tags", "v1.4.1"),
        p.run("git push origin hotfix/1.4.1 v1.4.1", push, duration=4),
        p.run("cd ../ledgerd && git worktree list", wt2, cd="/home/dev/src/ledgerd"),
    ]
    rs.add(task=TASK, tid="h30-terminal-05", system=SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="peeled commit of an untouched tag changes to another commit hash")


# ---------------------------------------------------------------------------------------------------
# 06 psql restock (mainstream, clean)


def t06(rs: RowSet) -> None:
    p = Pane("ana", "pg-tools-01", "/home/ana")
    state = ("Host pg-tools-01 (Debian 12), psql 16.2 against database inventory on pg-stg (PGHOST/PGUSER set in ~/.pg_service.conf).\n"
             "User ana, cwd /home/ana. Current time: Wed 2024-04-10 09:15 UTC.\n"
             "Task: restock warehouse 7 (add 50 to every item with fewer than 5 in stock) and register two new keyboard SKUs.")
    low = [(40117, "CB-USBC-2M", 0), (40982, "AD-HDMI-DP", 0), (41203, "KB-3302-DE", 1), (40355, "MS-ERGO-L", 1),
           (43310, "HS-USB-MONO", 1), (40044, "CB-CAT6-5M", 2), (41876, "KB-3302-US", 2), (42719, "DK-USBC-8IN1", 2),
           (40561, "MS-WL-BLK", 3), (44102, "PD-XL-GREY", 3), (40290, "AD-USBC-ETH", 4), (41455, "CB-USBC-1M", 4),
           (43988, "WC-1080P", 4)]
    stamps = {40117: "2024-04-02 16:41:09.33817+00", 40982: "2024-04-05 11:03:51.902115+00",
              41203: "2024-03-28 08:19:44.107702+00", 40355: "2024-04-08 13:27:05.558019+00",
              43310: "2024-04-09 17:52:30.014466+00", 40044: "2024-03-19 10:05:12.774093+00",
              41876: "2024-04-03 15:44:26.221847+00", 42719: "2024-04-08 09:12:58.660371+00",
              40561: "2024-04-06 12:36:40.809215+00", 44102: "2024-04-01 14:58:03.417662+00",
              40290: "2024-04-09 08:21:17.095540+00", 41455: "2024-03-30 16:10:49.388120+00",
              43988: "2024-04-07 19:47:33.951006+00"}
    srt = sorted(low, key=lambda r: (r[2], r[0]))[:10]
    hdr = "  id   |     sku      | qty |          updated_at\n-------+--------------+-----+-------------------------------"
    sel1 = hdr + "\n" + "\n".join(f" {i} | {k:<12} | {q:>3} | {stamps[i]}" for i, k, q in srt) + "\n(10 rows)\n"
    phys = sorted(low, key=lambda r: r[0] * 7 % 13)
    upd = ("  id   |     sku      | qty\n-------+--------------+-----\n"
           + "\n".join(f" {i} | {k:<12} | {q + 50:>3}" for i, k, q in phys) + "\n(13 rows)\n\nUPDATE 13")
    sel2 = "  id | sku | qty | updated_at\n----+-----+-----+------------\n(0 rows)\n"
    now = "2024-04-10 09:17:52.604113+00"
    pick = [r for r in low if r[0] in (40117, 40982, 41203)]
    sel3 = hdr + "\n" + "\n".join(f" {i} | {k:<12} | {q + 50:>3} | {now}" for i, k, q in sorted(pick)) + "\n(3 rows)\n"
    ins = """  id   |          created_at
-------+-------------------------------
 52874 | 2024-04-10 09:19:03.118404+00
 52875 | 2024-04-10 09:19:03.118404+00
(2 rows)

INSERT 0 2"""
    dt1 = """                                       List of relations
 Schema |      Name      | Type  |  Owner  | Persistence | Access method |  Size   | Description 
--------+----------------+-------+---------+-------------+---------------+---------+-------------
 public | stock_item     | table | inv_app | permanent   | heap          | 2232 kB | 
 public | stock_movement | table | inv_app | permanent   | heap          | 48 MB   | 
 public | supplier       | table | inv_app | permanent   | heap          | 64 kB   | 
 public | warehouse      | table | inv_app | permanent   | heap          | 16 kB   | 
(4 rows)
"""
    dt2 = """                                     List of relations
 Schema |    Name    | Type  |  Owner  | Persistence | Access method |  Size   | Description 
--------+------------+-------+---------+-------------+---------------+---------+-------------
 public | stock_item | table | inv_app | permanent   | heap          | 2240 kB | 
(1 row)
"""
    stat = """ n_live_tup | n_dead_tup | n_tup_upd | n_tup_ins |        last_autovacuum
------------+------------+-----------+-----------+-------------------------------
      18447 |         13 |     92310 |     18502 | 2024-04-09 03:12:40.521977+00
(1 row)
"""
    q = "psql -d inventory -c"
    turns = [
        p.run(f"{q} '\\dt+ public.*'", dt1),
        p.run(f'{q} "SELECT count(*) FROM stock_item WHERE warehouse_id = 7;"', " count\n-------\n  1284\n(1 row)\n"),
        p.run(f'{q} "SELECT id, sku, qty, updated_at FROM stock_item WHERE warehouse_id = 7 AND qty < 5 ORDER BY qty, id LIMIT 10;"', sel1),
        p.run(f'{q} "UPDATE stock_item SET qty = qty + 50, updated_at = now() WHERE warehouse_id = 7 AND qty < 5 RETURNING id, sku, qty;"', upd),
        p.run(f'{q} "SELECT id, sku, qty, updated_at FROM stock_item WHERE warehouse_id = 7 AND qty < 5 ORDER BY qty, id LIMIT 10;"', sel2),
        p.run(f'{q} "SELECT id, sku, qty, updated_at FROM stock_item WHERE id IN (40117, 40982, 41203) ORDER BY id;"', sel3),
        p.run(f"{q} \"INSERT INTO stock_item (warehouse_id, sku, qty) VALUES (7, 'KB-4410-BLK', 120), (7, 'KB-4410-WHT', 80) RETURNING id, created_at;\"", ins),
        p.run(f'{q} "SELECT count(*) FROM stock_item WHERE warehouse_id = 7;"', " count\n-------\n  1286\n(1 row)\n"),
        p.run(f"{q} \"SELECT n_live_tup, n_dead_tup, n_tup_upd, n_tup_ins, last_autovacuum FROM pg_stat_user_tables WHERE relname = 'stock_item';\"", stat),
        p.run(f"{q} '\\dt+ stock_item'", dt2),
    ]
    rs.add(task=TASK, tid="h30-terminal-06", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------
# 07 k3s / kubectl (mainstream)


def t07(rs: RowSet) -> None:
    p = Pane("root", "k3s-edge-01", "/root")
    state = ("Host k3s-edge-01 (Ubuntu 22.04), k3s v1.28.6+k3s2 server node, kubectl configured for the local cluster. User root, cwd /root.\n"
             "Current time: Thu 2024-04-11 14:02 UTC. Task: in namespace telemetry, remove the obsolete collector-flags-old\n"
             "ConfigMap, scale the collector deployment to 3 replicas and restart it so every pod reloads its config.")
    nodes = """NAME          STATUS   ROLES                  AGE    VERSION        INTERNAL-IP     EXTERNAL-IP   OS-IMAGE             KERNEL-VERSION       CONTAINER-RUNTIME
k3s-edge-01   Ready    control-plane,master   214d   v1.28.6+k3s2   192.168.40.11   <none>        Ubuntu 22.04.4 LTS   5.15.0-101-generic   containerd://1.7.11-k3s2
k3s-edge-02   Ready    <none>                 214d   v1.28.6+k3s2   192.168.40.12   <none>        Ubuntu 22.04.4 LTS   5.15.0-101-generic   containerd://1.7.11-k3s2
k3s-edge-03   Ready    <none>                 97d    v1.28.6+k3s2   192.168.40.13   <none>        Ubuntu 22.04.4 LTS   5.15.0-101-generic   containerd://1.7.11-k3s2"""
    cms = """NAME                            DATA   AGE
configmap/collector-config      3      97d
configmap/collector-flags-old   5      41d
configmap/kube-root-ca.crt      1      97d
configmap/otel-sampling         2      12d"""
    dc1 = "NAME                        READY   UP-TO-DATE   AVAILABLE   AGE\ndeployment.apps/collector   2/2     2            2           97d\n\n" + cms
    yaml = """apiVersion: v1
data:
  BATCH_SIZE: "512"
  EXPORT_TIMEOUT: 10s
  LEGACY_JAEGER_RECEIVER: "true"
  MEMORY_LIMIT_MIB: "400"
  SAMPLING_PERCENT: "25"
kind: ConfigMap
metadata:
  creationTimestamp: "2024-03-01T09:41:17Z"
  name: collector-flags-old
  namespace: telemetry
  resourceVersion: "18804412"
  uid: 5b0c2e7d-91a4-4f3e-8d61-0a2fe7c4b913"""
    pods1 = """NAME                         READY   STATUS              RESTARTS     AGE    IP           NODE          NOMINATED NODE   READINESS GATES
collector-6f9c8d7b5-2xkqp    1/1     Running             0            6d2h   10.42.1.37   k3s-edge-02   <none>           <none>
collector-6f9c8d7b5-h7wzl    1/1     Running             1 (3d ago)   6d2h   10.42.2.19   k3s-edge-03   <none>           <none>
collector-6f9c8d7b5-vm4tn    0/1     ContainerCreating   0            9s     <none>       k3s-edge-01   <none>           <none>"""
    all2 = """NAME                        READY   UP-TO-DATE   AVAILABLE   AGE
deployment.apps/collector   3/3     3            3           97d

""" + cms + """

NAME                             READY   STATUS    RESTARTS   AGE
pod/collector-7d4b9c6f8-kq5rd    1/1     Running   0          38s
pod/collector-7d4b9c6f8-p2mzx    1/1     Running   0          29s
pod/collector-7d4b9c6f8-wt8hn    1/1     Running   0          21s"""
    logs = """Found 3 pods, using pod/collector-7d4b9c6f8-kq5rd
2024-04-11T14:05:02.114Z	info	service@v0.96.0/service.go:143	Starting otelcol-contrib...	{"Version": "0.96.0", "NumCPU": 4}
2024-04-11T14:05:02.118Z	info	extensions/extensions.go:34	Starting extensions...
2024-04-11T14:05:02.121Z	info	otlpreceiver@v0.96.0/otlp.go:102	Starting GRPC server	{"kind": "receiver", "name": "otlp", "endpoint": "0.0.0.0:4317"}
2024-04-11T14:05:02.122Z	info	otlpreceiver@v0.96.0/otlp.go:152	Starting HTTP server	{"kind": "receiver", "name": "otlp", "endpoint": "0.0.0.0:4318"}
2024-04-11T14:05:02.123Z	info	service@v0.96.0/service.go:169	Everything is ready. Begin running and processing data."""
    events = """1m47s       Normal   ScalingReplicaSet   deployment/collector             Scaled up replica set collector-6f9c8d7b5 to 3 from 2
1m47s       Normal   SuccessfulCreate    replicaset/collector-6f9c8d7b5   Created pod: collector-6f9c8d7b5-vm4tn
1m35s       Normal   Started             pod/collector-6f9c8d7b5-vm4tn    Started container otelcol
52s         Normal   ScalingReplicaSet   deployment/collector             Scaled up replica set collector-7d4b9c6f8 to 1
44s         Normal   ScalingReplicaSet   deployment/collector             Scaled down replica set collector-6f9c8d7b5 to 2 from 3
36s         Normal   ScalingReplicaSet   deployment/collector             Scaled down replica set collector-6f9c8d7b5 to 1 from 2
28s         Normal   ScalingReplicaSet   deployment/collector             Scaled down replica set collector-6f9c8d7b5 to 0 from 1
27s         Normal   Killing             pod/collector-6f9c8d7b5-h7wzl    Stopping container otelcol"""
    cm3 = """NAME               DATA   AGE
collector-config   3      97d
kube-root-ca.crt   1      97d
otel-sampling      2      12d"""
    n = "kubectl -n telemetry"
    turns = [
        p.run("kubectl get nodes -o wide", nodes),
        p.run(f"{n} get deploy,cm", dc1),
        p.run(f"{n} get cm collector-flags-old -o yaml", yaml),
        p.run(f"{n} delete cm collector-flags-old", 'configmap "collector-flags-old" deleted'),
        p.run(f"{n} scale deploy collector --replicas=3", "deployment.apps/collector scaled"),
        p.run(f"{n} get pods -o wide", pods1),
        p.run(f"{n} rollout restart deploy collector", "deployment.apps/collector restarted"),
        p.run(f"{n} get deploy,cm,pods", all2),
        p.run(f"{n} logs deploy/collector --tail=5", logs),
        p.run(f"{n} get events --sort-by=.lastTimestamp | tail -n 8", events),
        p.run(f"{n} get cm", cm3),
    ]
    rs.add(task=TASK, tid="h30-terminal-07", system=SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="deleted ConfigMap listed again with no re-create")


# ---------------------------------------------------------------------------------------------------
# 08 timewarrior (less common, clean)


def t08(rs: RowSet) -> None:
    p = Pane("sam", "frame-sam", "/home/sam")
    state = ("Host frame-sam (Arch Linux), timewarrior 1.7.1, jq 1.7.1. User sam, cwd /home/sam, TZ=Europe/Berlin (CEST, UTC+2).\n"
             "Current time: Tue 2024-04-09 10:04:55. An interval tagged client-acme review is being tracked.\n"
             "Task: close the review interval, start tracking the deploy work, and mark the review as billable.")
    t1 = """Tracking client-acme review
  Started 2024-04-09T09:12:40
  Current               10:04:55
  Total                  0:52:15"""
    s1 = """
Wk  Date       Day Tags                    Start      End    Time   Total
--- ---------- --- ------------------- -------- -------- ------- -------
W15 2024-04-08 Mon client-acme, review  8:58:02 12:01:44 3:03:42
                   email, internal     12:45:10 13:20:55 0:35:45
                   client-acme, deploy 13:21:30 17:04:12 3:42:42 7:22:09
W15 2024-04-09 Tue email, internal      8:40:11  9:12:20 0:32:09
                   client-acme, review  9:12:40        - 0:52:20 1:24:29

                                                                 8:46:38
"""
    stop = """Recorded client-acme review
  Started 2024-04-09T09:12:40
  Ended                 10:05:31
  Total                  0:52:51"""
    start = """Tracking client-acme deploy
  Started 2024-04-09T10:05:48
  Current                     48
  Total                  0:00:00"""
    s2 = """
Wk  Date       Day ID Tags                   Start      End    Time   Total
--- ---------- --- -- ------------------- -------- -------- ------- -------
W15 2024-04-09 Tue @3 email, internal      8:40:11  9:12:20 0:32:09
                   @2 client-acme, review  9:12:40 10:05:31 0:52:51
                   @1 client-acme, deploy 10:05:48        - 0:00:42 1:25:42

                                                                    1:25:42
"""
    t2 = """Tracking client-acme deploy
  Started 2024-04-09T10:05:48
  Current               10:31:07
  Total                  0:25:19"""
    s3 = """
Wk  Date       Day Tags                              Start      End    Time   Total
--- ---------- --- ----------------------------- -------- -------- ------- -------
W15 2024-04-08 Mon client-acme, review            8:58:02 12:01:44 3:03:42
                   email, internal               12:45:10 13:20:55 0:35:45
                   client-acme, deploy           13:21:30 17:04:12 3:42:42 7:22:09
W15 2024-04-09 Tue email, internal                8:40:11  9:12:20 0:32:09
                   billable, client-acme, review  9:12:40 10:05:31 0:52:51
                   client-acme, deploy           10:05:48        - 0:25:52 1:50:52

                                                                           9:13:01
"""
    exp = """3	email,internal	20240409T064011Z	20240409T071220Z
2	billable,client-acme,review	20240409T071240Z	20240409T080531Z
1	client-acme,deploy	20240409T080548Z	-"""
    turns = [
        p.run("timew", t1),
        p.run("timew summary :week", s1),
        p.run("timew stop", stop),
        p.run("timew start client-acme deploy", start),
        p.run("timew summary :ids today", s2),
        p.run("timew tag @2 billable", "Added billable to @2"),
        p.run("timew", t2),
        p.run("timew summary :week", s3),
        p.run("timew export :day | jq -r '.[] | [.id, (.tags | join(\",\")), .start, (.end // \"-\")] | @tsv'", exp),
    ]
    rs.add(task=TASK, tid="h30-terminal-08", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------
# 09 gopass rename (less common)


def t09(rs: RowSet) -> None:
    p = Pane("kai", "dev-ws", "/home/kai")
    state = ("Host dev-ws (Ubuntu 23.10), gopass 1.15.11 with the root store in ~/.local/share/gopass/stores/root and a mounted\n"
             "team store. User kai, cwd /home/kai, gpg-agent unlocked. Current time: Thu 2024-04-11 14:21 CEST.\n"
             "Task: rename the staging Postgres secret to the new naming scheme (stg-*) and sync the stores.")
    tree_infra = """├── grafana/
│   └── admin
├── pg/
│   ├── prod-app
│   ├── prod-replication
│   └── {stg}
├── smtp/
│   └── relay
└── wireguard/
    ├── hub-privkey
    └── psk-laptop"""
    full = "gopass\n├── infra/\n" + "\n".join("│   " + ln for ln in tree_infra.format(stg="staging-app").split("\n")) + """
├── personal/
│   ├── bank/
│   │   └── ing-online
│   └── email/
│       └── fastmail-app
└── team (/home/kai/.local/share/gopass/stores/team)/
    ├── ci/
    │   ├── dockerhub-token
    │   └── sonar-token
    └── oncall/
        └── pagerduty-api"""
    show = """Secret: infra/pg/stg-app

Vr7!qLx2#pW9mTz4
user: app_stg
host: pg-stg-01.corp.internal
port: 5432
dbname: orders_stg"""
    ls_infra = "infra/\n" + tree_infra.format(stg="staging-app")
    hist = """a4c1e09 - Kai Brandt <kai@corp.example> - 2024-04-11T14:22:08+02:00 - Move from infra/pg/staging-app to infra/pg/stg-app
7d02bb1 - Kai Brandt <kai@corp.example> - 2024-01-29T10:03:51+01:00 - Save secret to infra/pg/staging-app: Rotated staging app password
1f9e5c3 - Kai Brandt <kai@corp.example> - 2023-09-14T16:47:22+02:00 - Save secret to infra/pg/staging-app: Add staging app credentials"""
    sync = """🚥 Syncing with all remotes ...
[<root>]
   gitfs pull and push ... OK
   done
[team]
   gitfs pull and push ... OK
   done
✅ Done"""
    flat = "infra/pg/prod-app\ninfra/pg/prod-replication\ninfra/pg/stg-app"
    turns = [
        p.run("gopass ls", full),
        p.run("gopass mv infra/pg/staging-app infra/pg/stg-app", "", duration=2),
        p.run("gopass show infra/pg/stg-app", show, duration=2),
        p.run("gopass ls infra", ls_infra),
        p.run("gopass history infra/pg/stg-app", hist),
        p.run("gopass sync", sync, duration=6),
        p.run("gopass find pg", flat),
        p.run("gopass ls --flat infra/pg", flat),
    ]
    rs.add(task=TASK, tid="h30-terminal-09", system=SYSTEM, turns=turns, state=state, bad=True, turn=4,
           kind="renamed secret still listed under its old name")


# ---------------------------------------------------------------------------------------------------
# 10 ufw rules (mainstream, clean)


def t10(rs: RowSet) -> None:
    p = Pane("root", "web-front-3", "/root")
    state = ("Host web-front-3 (Ubuntu 22.04), ufw 0.36.1, nginx and prometheus-node-exporter installed. User root, cwd /root.\n"
             "Current time: Wed 2024-04-10 14:20 UTC. Task: drop the legacy admin port rule and open node_exporter (9100/tcp)\n"
             "to the monitoring network 10.20.0.0/16 only, then confirm blocks are still being logged.")
    head = "Status: active\n\n     To                         Action      From\n     --                         ------      ----\n"
    r1 = head + """[ 1] 22/tcp                     LIMIT IN    Anywhere
[ 2] 80/tcp                     ALLOW IN    Anywhere
[ 3] 443/tcp                    ALLOW IN    Anywhere
[ 4] 8080/tcp                   ALLOW IN    10.20.0.0/16               # legacy admin
[ 5] 22/tcp (v6)                LIMIT IN    Anywhere (v6)
[ 6] 80/tcp (v6)                ALLOW IN    Anywhere (v6)
[ 7] 443/tcp (v6)               ALLOW IN    Anywhere (v6)
"""
    r2 = head + """[ 1] 22/tcp                     LIMIT IN    Anywhere
[ 2] 80/tcp                     ALLOW IN    Anywhere
[ 3] 443/tcp                    ALLOW IN    Anywhere
[ 4] 22/tcp (v6)                LIMIT IN    Anywhere (v6)
[ 5] 80/tcp (v6)                ALLOW IN    Anywhere (v6)
[ 6] 443/tcp (v6)               ALLOW IN    Anywhere (v6)
"""
    r3 = head + """[ 1] 22/tcp                     LIMIT IN    Anywhere
[ 2] 80/tcp                     ALLOW IN    Anywhere
[ 3] 443/tcp                    ALLOW IN    Anywhere
[ 4] 9100/tcp                   ALLOW IN    10.20.0.0/16               # node_exporter
[ 5] 22/tcp (v6)                LIMIT IN    Anywhere (v6)
[ 6] 80/tcp (v6)                ALLOW IN    Anywhere (v6)
[ 7] 443/tcp (v6)               ALLOW IN    Anywhere (v6)
"""
    verbose = """Status: active
Logging: on (low)
Default: deny (incoming), allow (outgoing), deny (routed)
New profiles: skip

To                         Action      From
--                         ------      ----
22/tcp                     LIMIT IN    Anywhere
80/tcp                     ALLOW IN    Anywhere
443/tcp                    ALLOW IN    Anywhere
9100/tcp                   ALLOW IN    10.20.0.0/16               # node_exporter
22/tcp (v6)                LIMIT IN    Anywhere (v6)
80/tcp (v6)                ALLOW IN    Anywhere (v6)
443/tcp (v6)               ALLOW IN    Anywhere (v6)
"""
    ss = """LISTEN 0      511          0.0.0.0:80        0.0.0.0:*    users:(("nginx",pid=1409,fd=6),("nginx",pid=1408,fd=6),("nginx",pid=1407,fd=6))
LISTEN 0      128          0.0.0.0:22        0.0.0.0:*    users:(("sshd",pid=812,fd=3))
LISTEN 0      511          0.0.0.0:443       0.0.0.0:*    users:(("nginx",pid=1409,fd=8),("nginx",pid=1408,fd=8),("nginx",pid=1407,fd=8))
LISTEN 0      4096               *:9100            *:*    users:(("prometheus-node",pid=1533,fd=3))
LISTEN 0      511             [::]:80           [::]:*    users:(("nginx",pid=1409,fd=7),("nginx",pid=1408,fd=7),("nginx",pid=1407,fd=7))
LISTEN 0      128             [::]:22           [::]:*    users:(("sshd",pid=812,fd=4))
LISTEN 0      511             [::]:443          [::]:*    users:(("nginx",pid=1409,fd=9),("nginx",pid=1408,fd=9),("nginx",pid=1407,fd=9))"""
    tail = """Apr 10 14:22:07 web-front-3 kernel: [1834512.447201] [UFW BLOCK] IN=ens3 OUT= MAC=fa:16:3e:5d:21:9c:fa:16:3e:00:01:01:08:00 SRC=45.155.205.17 DST=203.0.113.24 LEN=40 TOS=0x00 PREC=0x00 TTL=245 ID=54321 PROTO=TCP SPT=46512 DPT=3389 WINDOW=1024 RES=0x00 SYN URGP=0
Apr 10 14:22:19 web-front-3 kernel: [1834524.902338] [UFW BLOCK] IN=ens3 OUT= MAC=fa:16:3e:5d:21:9c:fa:16:3e:00:01:01:08:00 SRC=198.51.100.77 DST=203.0.113.24 LEN=44 TOS=0x00 PREC=0x00 TTL=51 ID=0 DF PROTO=TCP SPT=51144 DPT=8080 WINDOW=64240 RES=0x00 SYN URGP=0
Apr 10 14:22:26 web-front-3 kernel: [1834531.118907] [UFW BLOCK] IN=ens3 OUT= MAC=fa:16:3e:5d:21:9c:fa:16:3e:00:01:01:08:00 SRC=185.224.128.43 DST=203.0.113.24 LEN=40 TOS=0x00 PREC=0x00 TTL=240 ID=61204 PROTO=TCP SPT=58020 DPT=23 WINDOW=1024 RES=0x00 SYN URGP=0"""
    turns = [
        p.run("ufw status numbered", r1),
        p.run("ufw --force delete 4", "Rule deleted"),
        p.run("ufw status numbered", r2),
        p.run("ufw allow from 10.20.0.0/16 to any port 9100 proto tcp comment 'node_exporter'", "Rule added"),
        p.run("ufw status numbered", r3),
        p.run("ufw status verbose", verbose),
        p.run("ss -tlnp | grep -E ':(22|80|443|9100) '", ss),
        p.run("grep -c 'UFW BLOCK' /var/log/ufw.log", "18342"),
        p.run("tail -n 3 /var/log/ufw.log", tail),
        p.run("grep -c 'UFW BLOCK' /var/log/ufw.log", "18351"),
    ]
    rs.add(task=TASK, tid="h30-terminal-10", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------
# 11 minio client (less common)


def t11(rs: RowSet) -> None:
    p = Pane("ci", "runner-07", "/home/ci/jobs/weekly-report")
    state = ("Host runner-07 (Ubuntu 22.04), MinIO Client mc RELEASE.2024-03-13T23-51-57Z with alias lake -> https://minio.lake.internal:9000.\n"
             "User ci, cwd /home/ci/jobs/weekly-report; out/ holds this week's freshly generated report. Current time: Mon 2024-03-18 06:10 UTC.\n"
             "Task: publish the W11 report (CSV + Parquet) to lake/reports/2024-03/, tag the CSV for finance, and delete the W11 draft.")
    objs = {"README.md": (1946, "2024-03-01 08:14:02"), "weekly-2024-W09.csv": (2306114, "2024-03-04 06:02:18"),
            "weekly-2024-W09.parquet": (11530881, "2024-03-04 06:02:21"), "weekly-2024-W10.csv": (2411930, "2024-03-11 06:01:57"),
            "weekly-2024-W10.parquet": (11698245, "2024-03-11 06:02:00"), "weekly-2024-W11-draft.csv": (2201876, "2024-03-15 17:48:33")}
    csv_b, pq_b = 2422171, 11874302

    def mcs(n: int) -> str:
        if n >= 1048576:
            v = n / 1048576
            return f"{v:.1f}MiB" if v < 10 else f"{v:.0f}MiB"
        return f"{n / 1024:.1f}KiB"

    def mls(d: dict[str, tuple[int, str]]) -> str:
        return "\n".join(f"[{t} UTC] {mcs(s):>6} STANDARD {n}" for n, (s, t) in sorted(d.items()))

    ls_local = f"""total {(-(-csv_b // 4096) * 4) + (-(-pq_b // 4096) * 4)}
-rw-r--r-- 1 ci ci  {csv_b} Mar 18 06:09 weekly-2024-W11.csv
-rw-r--r-- 1 ci ci {pq_b} Mar 18 06:09 weekly-2024-W11.parquet"""
    bar = "┃" + "▓" * 40 + "┃"
    cp1 = f"...y-report/out/weekly-2024-W11.csv: {csv_b / 1048576:.2f} MiB / {csv_b / 1048576:.2f} MiB {bar} 18.40 MiB/s 0s"
    cp2 = f"...report/out/weekly-2024-W11.parquet: {pq_b / 1048576:.2f} MiB / {pq_b / 1048576:.2f} MiB {bar} 31.77 MiB/s 0s"
    etag = h32("weekly-2024-W11.csv")
    stat = f"""Name      : weekly-2024-W11.csv
Date      : 2024-03-18 06:10:42 UTC
Size      : {csv_b / 1048576:.1f} MiB
ETag      : {etag}
Type      : file
Metadata  :
  Content-Type: text/csv"""
    url = "https://minio.lake.internal:9000/reports/2024-03/weekly-2024-W11.csv"
    tags = f"""Name        : {url}
retention   : 90d
team        : finance"""
    after = dict(objs)
    del after["weekly-2024-W11-draft.csv"]
    after["weekly-2024-W11.parquet"] = (pq_b, "2024-03-18 06:10:49")
    shown = dict(after)
    total = sum(s for s, _ in after.values()) + csv_b
    du = f"{mcs(total)}\t7 objects\treports/2024-03"
    turns = [
        p.run("mc ls lake/reports/2024-03/", mls(objs), duration=2),
        p.run("ls -l out/", ls_local),
        p.run("mc cp out/weekly-2024-W11.csv lake/reports/2024-03/", cp1, duration=2),
        p.run("mc cp out/weekly-2024-W11.parquet lake/reports/2024-03/", cp2, duration=3),
        p.run("mc stat lake/reports/2024-03/weekly-2024-W11.csv", stat),
        p.run("mc tag set lake/reports/2024-03/weekly-2024-W11.csv 'team=finance&retention=90d'", f"Tags set for {url}."),
        p.run("mc rm lake/reports/2024-03/weekly-2024-W11-draft.csv", "Removed `lake/reports/2024-03/weekly-2024-W11-draft.csv`."),
        p.run("mc tag list lake/reports/2024-03/weekly-2024-W11.csv", tags),
        p.run("mc ls lake/reports/2024-03/", mls(shown), duration=2),
        p.run("mc du lake/reports/2024-03/", du, duration=2),
    ]
    rs.add(task=TASK, tid="h30-terminal-11", system=SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="uploaded, stat'ed and tagged object missing from the bucket listing")


# ---------------------------------------------------------------------------------------------------
# 12 etcdctl (less common, clean)


def t12(rs: RowSet) -> None:
    p = Pane("ops", "etcd-a", "/home/ops")
    state = ("Host etcd-a (Rocky Linux 9), etcd/etcdctl 3.5.12, ETCDCTL_API=3, ETCDCTL_ENDPOINTS=https://10.30.0.11:2379,https://10.30.0.12:2379,\n"
             "https://10.30.0.13:2379 and client certs exported. User ops, cwd /home/ops. Current time: Fri 2024-04-12 08:30 UTC.\n"
             "Task: raise /config/checkout/max_cart_items to 80 and try out a 60-second lease-based lock for the migration job.")
    eps = [("https://10.30.0.11:2379", "8e9e05c52164694d", "true"), ("https://10.30.0.12:2379", "91bc3c398fb3c146", "false"),
           ("https://10.30.0.13:2379", "fd422379fda50e48", "false")]
    sep = "+-------------------------+------------------+---------+---------+-----------+------------+-----------+------------+--------------------+--------+"
    hdr = "|        ENDPOINT         |        ID        | VERSION | DB SIZE | IS LEADER | IS LEARNER | RAFT TERM | RAFT INDEX | RAFT APPLIED INDEX | ERRORS |"

    def status(idx: int, size: str) -> str:
        rows = [f"| {e} | {i} |  3.5.12 | {size:>7} | {lead:>9} |      false |        14 | {idx:>10} | {idx:>18} |        |" for e, i, lead in eps]
        return "\n".join([sep, hdr, sep, *rows, sep])

    kvs = """/config/checkout/currency_default
EUR
/config/checkout/max_cart_items
50
/config/checkout/payment_timeout_s
30
/config/checkout/promo_enabled
true"""
    key = base64.b64encode(b"/config/checkout/max_cart_items").decode()
    js = ('{"header":{"cluster_id":14841639068965178418,"member_id":10276657743932975437,"revision":4471208,"raft_term":14},'
          f'"kvs":[{{"key":"{key}","create_revision":311204,"mod_revision":4471208,"version":4,"value":"ODA="}}],"count":1}}')
    lease = "694d8e3b2f1a7c0e"
    turns = [
        p.run("etcdctl endpoint status -w table", status(9316582, "25 MB")),
        p.run("etcdctl get /config/checkout/ --prefix", kvs),
        p.run("etcdctl put /config/checkout/max_cart_items 80", "OK"),
        p.run("etcdctl get /config/checkout/max_cart_items -w json", js),
        p.run("etcdctl lease grant 60", f"lease {lease} granted with TTL(60s)"),
        p.run(f"etcdctl put /locks/checkout/migrate runner-07 --lease={lease}", "OK"),
        p.run(f"etcdctl lease timetolive {lease} --keys", f"lease {lease} granted with TTL(60s), remaining(47s), attached keys([/locks/checkout/migrate])"),
        p.run("etcdctl endpoint status -w table", status(9316641, "25 MB")),
        p.run("etcdctl get /locks/checkout/migrate", "/locks/checkout/migrate\nrunner-07"),
        p.run(f"sleep 50; etcdctl lease timetolive {lease}", f"lease {lease} already expired", duration=52),
        p.run("etcdctl get /locks/checkout/migrate", ""),
        p.run("etcdctl get /config/checkout/max_cart_items --print-value-only", "80"),
    ]
    rs.add(task=TASK, tid="h30-terminal-12", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------
# 13 mdadm + smartctl (mainstream)


def t13(rs: RowSet) -> None:
    p = Pane("root", "fileserver-01", "/root")
    state = ("Host fileserver-01 (Debian 12, kernel 6.1.0-18-amd64), mdadm 4.2, smartmontools 7.3. User root, cwd /root.\n"
             "/dev/md0 is a 4-disk RAID5 of WD Red 4 TB drives (sdb..sde), system on /dev/sda. Current time: Thu 2024-04-11 09:41 UTC.\n"
             "Task: sdc has been logging read errors; check its SMART data and, if it is failing, take it out of the array\n"
             "so the cold spare can go in later. Note its serial number for the RMA.")
    mdstat1 = """Personalities : [raid6] [raid5] [raid4] [linear] [multipath] [raid0] [raid1] [raid10]
md0 : active raid5 sde[4] sdd[2] sdc[1] sdb[0]
      11720655360 blocks super 1.2 level 5, 512k chunk, algorithm 2 [4/4] [UUUU]
      bitmap: 2/30 pages [8KB], 65536KB chunk

unused devices: <none>"""
    info = """smartctl 7.3 2022-02-28 r5338 [x86_64-linux-6.1.0-18-amd64] (local build)
Copyright (C) 2002-22, Bruce Allen, Christian Franke, www.smartmontools.org

=== START OF INFORMATION SECTION ===
Model Family:     Western Digital Red
Device Model:     WDC WD40EFRX-68N32N0
Serial Number:    WD-WCC7K4HJ2P0L
LU WWN Device Id: 5 0014ee 2b8c41f07
Firmware Version: 82.00A82
User Capacity:    4,000,787,030,016 bytes [4.00 TB]
Sector Sizes:     512 bytes logical, 4096 bytes physical
Rotation Rate:    5400 rpm
Form Factor:      3.5 inches
Device is:        In smartctl database 7.3/5319
ATA Version is:   ACS-3 T13/2161-D revision 5
SATA Version is:  SATA 3.1, 6.0 Gb/s (current: 6.0 Gb/s)
Local Time is:    Thu Apr 11 09:41:27 2024 UTC
SMART support is: Available - device has SMART capability.
SMART support is: Enabled"""
    attrs = """smartctl 7.3 2022-02-28 r5338 [x86_64-linux-6.1.0-18-amd64] (local build)
Copyright (C) 2002-22, Bruce Allen, Christian Franke, www.smartmontools.org

=== START OF READ SMART DATA SECTION ===
SMART Attributes Data Structure revision number: 16
Vendor Specific SMART Attributes with Thresholds:
ID# ATTRIBUTE_NAME          FLAG     VALUE WORST THRESH TYPE      UPDATED  WHEN_FAILED RAW_VALUE
  1 Raw_Read_Error_Rate     0x002f   193   187   051    Pre-fail  Always       -       1184
  3 Spin_Up_Time            0x0027   176   172   021    Pre-fail  Always       -       6183
  4 Start_Stop_Count        0x0032   100   100   000    Old_age   Always       -       87
  5 Reallocated_Sector_Ct   0x0033   197   197   140    Pre-fail  Always       -       112
  7 Seek_Error_Rate         0x002e   200   200   000    Old_age   Always       -       0
  9 Power_On_Hours          0x0032   058   058   000    Old_age   Always       -       31244
 10 Spin_Retry_Count        0x0032   100   253   000    Old_age   Always       -       0
 11 Calibration_Retry_Count 0x0032   100   253   000    Old_age   Always       -       0
 12 Power_Cycle_Count       0x0032   100   100   000    Old_age   Always       -       85
192 Power-Off_Retract_Count 0x0032   200   200   000    Old_age   Always       -       41
193 Load_Cycle_Count        0x0032   197   197   000    Old_age   Always       -       9402
194 Temperature_Celsius     0x0022   116   104   000    Old_age   Always       -       34
196 Reallocated_Event_Count 0x0032   164   164   000    Old_age   Always       -       36
197 Current_Pending_Sector  0x0032   200   200   000    Old_age   Always       -       17
198 Offline_Uncorrectable   0x0030   100   253   000    Old_age   Offline      -       0
199 UDMA_CRC_Error_Count    0x0032   200   200   000    Old_age   Always       -       0
200 Multi_Zone_Error_Rate   0x0008   200   200   000    Old_age   Offline      -       0"""
    uuid = "3f1c9a27:8e54b6d0:c2a71f58:0d9e43b6"

    def detail(state_: str, active: int, events: int, rows: str, upd: str) -> str:
        return f"""/dev/md0:
           Version : 1.2
     Creation Time : Sun Jun 12 15:20:41 2022
        Raid Level : raid5
        Array Size : 11720655360 (10.92 TiB 12.00 TB)
     Used Dev Size : 3906885120 (3.64 TiB 4.00 TB)
      Raid Devices : 4
     Total Devices : {active}
       Persistence : Superblock is persistent

     Intent Bitmap : Internal

       Update Time : {upd}
             State : {state_}
    Active Devices : {active}
   Working Devices : {active}
    Failed Devices : 0
     Spare Devices : 0

            Layout : left-symmetric
        Chunk Size : 512K

Consistency Policy : bitmap

              Name : fileserver-01:0  (local to host fileserver-01)
              UUID : {uuid}
            Events : {events}

    Number   Major   Minor   RaidDevice State
{rows}"""
    rows1 = """       0       8       16        0      active sync   /dev/sdb
       1       8       32        1      active sync   /dev/sdc
       2       8       48        2      active sync   /dev/sdd
       4       8       64        3      active sync   /dev/sde"""
    rows2 = """       0       8       16        0      active sync   /dev/sdb
       -       0        0        1      removed
       2       8       48        2      active sync   /dev/sdd
       4       8       64        3      active sync   /dev/sde"""
    blk = [("NAME", "SIZE", "MODEL", "SERIAL", "TYPE"),
           ("sda", "465.8G", "Samsung SSD 870 EVO 500GB", "S6PXNM0T412983K", "disk"),
           ("├─sda1", "512M", "", "", "part"), ("├─sda2", "464.3G", "", "", "part"), ("└─sda3", "977M", "", "", "part"),
           ("sdb", "3.6T", "WDC WD40EFRX-68N32N0", "WD-WCC7K0TN5A8E", "disk"), ("└─md0", "10.9T", "", "", "raid5"),
           ("sdc", "3.6T", "WDC WD40EFRX-68N32N0", "WD-WCC7K1RX9D3T", "disk"), ("└─md0", "10.9T", "", "", "raid5"),
           ("sdd", "3.6T", "WDC WD40EFRX-68N32N0", "WD-WCC7K6LF1C2H", "disk"), ("└─md0", "10.9T", "", "", "raid5"),
           ("sde", "3.6T", "WDC WD40EFZX-68AWUN0", "WD-CA2D81PLK9ZN", "disk"), ("└─md0", "10.9T", "", "", "raid5")]
    lsblk = "\n".join(f"{a:<6} {b:>6} {c:<25} {d:<15} {e}" for a, b, c, d, e in blk)
    mdstat2 = """Personalities : [raid6] [raid5] [raid4] [linear] [multipath] [raid0] [raid1] [raid10]
md0 : active raid5 sde[4] sdd[2] sdb[0]
      11720655360 blocks super 1.2 level 5, 512k chunk, algorithm 2 [4/3] [U_UU]
      bitmap: 3/30 pages [12KB], 65536KB chunk

unused devices: <none>"""
    turns = [
        p.run("cat /proc/mdstat", mdstat1),
        p.run("smartctl -i /dev/sdc", info),
        p.run("smartctl -A /dev/sdc", attrs),
        p.run("mdadm --detail /dev/md0", detail("clean", 4, 48213, rows1, "Thu Apr 11 09:12:08 2024")),
        p.run("lsblk -o NAME,SIZE,MODEL,SERIAL,TYPE", lsblk),
        p.run("mdadm /dev/md0 --fail /dev/sdc", "mdadm: set /dev/sdc faulty in /dev/md0"),
        p.run("mdadm /dev/md0 --remove /dev/sdc", "mdadm: hot removed /dev/sdc from /dev/md0"),
        p.run("cat /proc/mdstat", mdstat2),
        p.run("mdadm --detail /dev/md0", detail("clean, degraded", 3, 48219, rows2, "Thu Apr 11 09:44:52 2024")),
    ]
    rs.add(task=TASK, tid="h30-terminal-13", system=SYSTEM, turns=turns, state=state, bad=True, turn=5,
           kind="disk serial number differs between smartctl and lsblk with no disk swap")


# ---------------------------------------------------------------------------------------------------
# 14 s3cmd on DigitalOcean Spaces (less common, clean)


def t14(rs: RowSet) -> None:
    p = Pane("ben", "media-ingest", "/home/ben/ingest")
    state = ("Host media-ingest (Ubuntu 22.04), s3cmd 2.4.0 configured in ~/.s3cfg for DigitalOcean Spaces (ams3). User ben,\n"
             "cwd /home/ben/ingest with clips/ holding today's three recordings. Current time: Fri 2024-04-12 14:02 UTC.\n"
             "Task: upload today's clips to s3://ingest-raw/2024/04/ and move the already-edited clip-0409-b.mp4 to the archive bucket.")
    base = "s3://ingest-raw/2024/04/"
    old = [("2024-04-02 09:14", 61341696, "clip-0402-a.mp4"), ("2024-04-02 09:31", 47185920, "clip-0402-b.mp4"),
           ("2024-04-03 16:02", 88080384, "clip-0403-a.mp4"), ("2024-04-05 11:47", 52953088, "clip-0405-a.mp4"),
           ("2024-04-05 12:20", 39845888, "clip-0405-b.mp4"), ("2024-04-08 10:05", 70254592, "clip-0408-a.mp4"),
           ("2024-04-09 17:22", 58720256, "clip-0409-a.mp4"), ("2024-04-09 17:40", 44564480, "clip-0409-b.mp4")]
    new = [("2024-04-12 14:03", 52428800, "clip-0412-a.mp4"), ("2024-04-12 14:03", 36700160, "clip-0412-b.mp4"),
           ("2024-04-12 14:04", 63963136, "clip-0412-c.mp4")]

    def ls(items: list[tuple[str, int, str]], prefix: str = base) -> str:
        return "\n".join(f"{d} {s:>12}   {prefix}{n}" for d, s, n in sorted(items, key=lambda x: x[2]))

    def hsz(n: int) -> str:
        v = n / 1073741824
        return f"{v:.0f}G" if v >= 10 else (f"{v:.1f}G" if v >= 1 else f"{n / 1048576:.0f}M")

    du1 = f"{hsz(sum(s for _, s, _ in old))} {len(old):>6} objects {base}"
    chunk = 15728640
    up = []
    for k, (_, s, n) in enumerate(new, 1):
        parts = -(-s // chunk)
        for i in range(1, parts + 1):
            sz = chunk if i < parts else s - chunk * (parts - 1)
            up.append(f"upload: 'clips/{n}' -> '{base}{n}'  [part {i} of {parts}, {sz / 1048576:.0f}MB] [{k} of 3]")
            up.append(f" {sz} of {sz}   100% in    1s    {11.2 + (i * 7 + k) % 5 / 10:.2f} MB/s  done")
    both = old + new
    du2 = f"{sum(s for _, s, _ in both)} {len(both):>6} objects {base}"
    md5 = h32("clip-0412-a.mp4")
    info = f"""{base}clip-0412-a.mp4 (object):
   File size: 52428800
   Last mod:  Fri, 12 Apr 2024 14:03:11 GMT
   MIME type: video/mp4
   Storage:   STANDARD
   MD5 sum:   {md5}-4
   SSE:       none
   Policy:    none
   CORS:      none
   ACL:       ben: FULL_CONTROL"""
    mv = f"move: '{base}clip-0409-b.mp4' -> 's3://ingest-archive/2024/04/clip-0409-b.mp4'  [1 of 1]"
    rest = [x for x in both if x[2] != "clip-0409-b.mp4"]
    du3 = f"{hsz(sum(s for _, s, _ in rest))} {len(rest):>6} objects {base}"
    arch = [("2024-04-03 08:55", 55574528, "clip-0328-a.mp4"), ("2024-04-03 08:56", 49283072, "clip-0329-a.mp4"),
            ("2024-04-12 14:06", 44564480, "clip-0409-b.mp4")]
    turns = [
        p.run(f"s3cmd ls {base}", ls(old), duration=2),
        p.run(f"s3cmd du -H {base}", du1, duration=2),
        p.run(f"s3cmd put --acl-private clips/*.mp4 {base}", "\n".join(up), duration=30),
        p.run(f"s3cmd ls {base}", ls(both), duration=2),
        p.run(f"s3cmd du {base}", du2, duration=2),
        p.run(f"s3cmd info {base}clip-0412-a.mp4", info, duration=2),
        p.run(f"s3cmd mv {base}clip-0409-b.mp4 s3://ingest-archive/2024/04/", mv, duration=6),
        p.run(f"s3cmd du -H {base}", du3, duration=2),
        p.run("s3cmd ls s3://ingest-archive/2024/04/", ls(arch, "s3://ingest-archive/2024/04/"), duration=2),
    ]
    rs.add(task=TASK, tid="h30-terminal-14", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------
# 15 pulumi config + up (less common)


def t15(rs: RowSet) -> None:
    p = Pane("rhea", "rhea-laptop", "/home/rhea/infra/edge-cache")
    state = ("Host rhea-laptop (Ubuntu 23.10), Pulumi v3.112.0 (TypeScript project edge-cache, AWS provider 6.27.0), aws-cli 2.15.\n"
             "User rhea, cwd /home/rhea/infra/edge-cache, logged in to Pulumi Cloud as rhea-k, stack dev selected.\n"
             "Current time: Mon 2024-04-15 11:00 CEST. Task: grow the dev cache to 3 replicas on t3.medium and apply it.")

    def cfg(rep: int, itype: str) -> str:
        return f"""KEY              VALUE
aws:region       eu-central-1
cacheSizeGb      40
dbPassword       [secret]
instanceType     {itype}
replicas         {rep}
vpcId            vpc-0c41e7a9b2f35d810"""
    ls1 = """NAME  LAST UPDATE  RESOURCE COUNT  URL
dev*  3 days ago   14              https://app.pulumi.com/rhea-k/edge-cache/dev
prod  2 weeks ago  16              https://app.pulumi.com/rhea-k/edge-cache/prod"""
    ls2 = """NAME  LAST UPDATE   RESOURCE COUNT  URL
dev*  1 minute ago  14              https://app.pulumi.com/rhea-k/edge-cache/dev
prod  2 weeks ago   16              https://app.pulumi.com/rhea-k/edge-cache/prod"""
    preview = """Previewing update (dev)

View in Browser (Ctrl+O): https://app.pulumi.com/rhea-k/edge-cache/dev/previews/4b1d2e0a-7c6f-4a83-9e15-0f2d8c7b61aa

  pulumi:pulumi:Stack: (same)
    [urn=urn:pulumi:dev::edge-cache::pulumi:pulumi:Stack::edge-cache-dev]
    ~ aws:ec2/launchTemplate:LaunchTemplate: (update)
        [id=lt-0a6f2c81d4e97b350]
        [urn=urn:pulumi:dev::edge-cache::aws:ec2/launchTemplate:LaunchTemplate::edge-cache-lt]
        [provider=urn:pulumi:dev::edge-cache::pulumi:providers:aws::default_6_27_0::9b6c0a4e-2f1d-4e38-a7c5-3d81f02e6b19]
      ~ instanceType: "t3.small" => "t3.medium"
    ~ aws:autoscaling/group:Group: (update)
        [id=edge-cache-asg-7c1e2f3]
        [urn=urn:pulumi:dev::edge-cache::aws:autoscaling/group:Group::edge-cache-asg]
        [provider=urn:pulumi:dev::edge-cache::pulumi:providers:aws::default_6_27_0::9b6c0a4e-2f1d-4e38-a7c5-3d81f02e6b19]
      ~ desiredCapacity: 2 => 3
      ~ launchTemplate : {
          ~ version: "4" => output<string>
        }
Resources:
    ~ 2 to update
    12 unchanged"""
    up = """Updating (dev)

View in Browser (Ctrl+O): https://app.pulumi.com/rhea-k/edge-cache/dev/updates/18

     Type                              Name                Status              Info
     pulumi:pulumi:Stack               edge-cache-dev
 ~   ├─ aws:ec2:LaunchTemplate         edge-cache-lt       updated (1s)        [diff: ~instanceType]
 ~   └─ aws:autoscaling:Group          edge-cache-asg      updated (62s)       [diff: ~desiredCapacity,launchTemplate]

Outputs:
    albDns   : "edge-cache-alb-1482913374.eu-central-1.elb.amazonaws.com"
    asgName  : "edge-cache-asg-7c1e2f3"
    ltVersion: "5"

Resources:
    ~ 2 updated
    12 unchanged

Duration: 1m9s"""
    outs = """Current stack outputs (3):
    OUTPUT     VALUE
    albDns     edge-cache-alb-1482913374.eu-central-1.elb.amazonaws.com
    asgName    edge-cache-asg-7c1e2f3
    ltVersion  5"""
    hist = """Version: 18
UpdateKind: update
Status: succeeded
Message: cache: size dev for load test
Start Time: 2024-04-15 11:03:02 +0200 CEST
End Time: 2024-04-15 11:04:11 +0200 CEST
Resource Changes:
    ~  2 updated
    12 unchanged

Version: 17
UpdateKind: update
Status: succeeded
Message: cache: add ALB access logs
Start Time: 2024-04-12 16:40:37 +0200 CEST
End Time: 2024-04-12 16:41:02 +0200 CEST
Resource Changes:
    +  1 created
    ~  1 updated
    12 unchanged"""
    q = "aws autoscaling describe-auto-scaling-groups --auto-scaling-group-names edge-cache-asg-7c1e2f3 --query 'AutoScalingGroups[0].[DesiredCapacity,MinSize,MaxSize,length(Instances)]' --output text"
    turns = [
        p.run("pulumi stack ls", ls1, duration=3),
        p.run("pulumi config", cfg(2, "t3.small"), duration=2),
        p.run("pulumi config set replicas 3", ""),
        p.run("pulumi config set instanceType t3.medium", ""),
        p.run("pulumi config", cfg(3, "t3.medium"), duration=2),
        p.run("pulumi preview --diff", preview, duration=20),
        p.run("pulumi up --yes --skip-preview -m 'cache: size dev for load test'", up, duration=75),
        p.run("pulumi stack output", outs, duration=2),
        p.run("pulumi stack ls", ls2, duration=3),
        p.run("pulumi config", cfg(2, "t3.medium"), duration=2),
        p.run("pulumi stack history --page-size 2", hist, duration=3),
        p.run(q, "3\t1\t6\t3", duration=3),
    ]
    rs.add(task=TASK, tid="h30-terminal-15", system=SYSTEM, turns=turns, state=state, bad=True, turn=10,
           kind="config value the agent set (replicas 3) reads back as the old 2 after a successful update")


# ---------------------------------------------------------------------------------------------------
# 16 nats JetStream (less common, clean)


def t16(rs: RowSet) -> None:
    p = Pane("ops", "nats-box-stg", "/home/ops")
    state = ("Host nats-box-stg (Alpine 3.19 container), nats CLI v0.1.4 with context stg selected (3-node JetStream cluster nats-stg,\n"
             "server 2.10.12). Live order traffic from the staging shop keeps flowing. User ops, cwd /home/ops.\n"
             "Current time: Tue 2024-04-16 10:23 UTC. Task: check the ORDERS stream and its fulfillment consumer, publish five test\n"
             "orders and pull two messages by hand.")
    ls = rbox("Streams", ["Name", "Description", "Created", "Messages", "Size", "Last Message"],
              [["AUDIT", "Audit trail", "2024-01-22 09:13:50", "2,112,903", "1.4 GiB", "3.71s"],
               ["ORDERS", "Order lifecycle events", "2024-01-22 09:11:02", "48,211", "21 MiB", "1.02s"],
               ["SHIPPING", "Carrier webhooks", "2024-02-05 14:40:19", "9,604", "5.8 MiB", "47.22s"]])
    info = """Information for Stream ORDERS created 2024-01-22 09:11:02

              Subjects: orders.>
              Replicas: 3
               Storage: File

Options:

             Retention: Limits
       Acknowledgments: true
        Discard Policy: Old
      Duplicate Window: 2m0s
            Direct Get: true
     Allows Msg Delete: true
          Allows Purge: true
        Allows Rollups: false

Limits:

      Maximum Messages: unlimited
   Maximum Per Subject: unlimited
         Maximum Bytes: unlimited
           Maximum Age: 1d0h0m0s
  Maximum Message Size: unlimited
     Maximum Consumers: unlimited

Cluster Information:

                  Name: nats-stg
                Leader: nats-1
               Replica: nats-0, current, seen 12ms ago
               Replica: nats-2, current, seen 12ms ago

State:

              Messages: 48,211
                 Bytes: 21 MiB
        First Sequence: 1,204,557 @ 2024-04-15 10:22:41 UTC
         Last Sequence: 1,252,767 @ 2024-04-16 10:22:39 UTC
      Active Consumers: 2
    Number of Subjects: 6"""

    def cons(cseq: int, sseq: int, ack_c: int, ack_s: int, outst: int, unproc: int, ld: str, la: str) -> str:
        return f"""Information for Consumer ORDERS > fulfillment created 2024-01-22T09:15:27Z

Configuration:

                Name: fulfillment
           Pull Mode: true
      Filter Subject: orders.*.created
      Deliver Policy: All
          Ack Policy: Explicit
            Ack Wait: 30.00s
       Replay Policy: Instant
     Max Ack Pending: 1,000
   Max Waiting Pulls: 512

Cluster Information:

                Name: nats-stg
              Leader: nats-1
             Replica: nats-0, current, seen 8ms ago
             Replica: nats-2, current, seen 8ms ago

State:

  Last Delivered Message: Consumer sequence: {cseq:,} Stream sequence: {sseq:,} Last delivery: {ld} ago
    Acknowledgment Floor: Consumer sequence: {ack_c:,} Stream sequence: {ack_s:,} Last Ack: {la} ago
        Outstanding Acks: {outst} out of maximum 1,000
    Redelivered Messages: 0
    Unprocessed Messages: {unproc}
           Waiting Pulls: 4 of maximum 512"""
    bodies = ['{"id":"test-%d","region":"eu","test":true}' % i for i in range(1, 6)]
    pub = "\n".join(f'10:24:03 Published {len(b)} bytes to "orders.eu.created"' for b in bodies)
    state2 = """State for Stream ORDERS created 2024-01-22 09:11:02

State:

              Messages: 48,236
                 Bytes: 21 MiB
        First Sequence: 1,204,569 @ 2024-04-15 10:24:06 UTC
         Last Sequence: 1,252,804 @ 2024-04-16 10:24:05 UTC
      Active Consumers: 2
    Number of Subjects: 6"""
    nxt = """[10:24:19] subj: orders.eu.created / tries: 1 / cons seq: 311,501 / str seq: 1,252,788 / pending: 6

{"id":"ord_8KQ2Z1","region":"eu","total":84.90,"currency":"EUR","test":false}

Acknowledged message

[10:24:19] subj: orders.us.created / tries: 1 / cons seq: 311,502 / str seq: 1,252,790 / pending: 5

{"id":"ord_8KQ2Z4","region":"us","total":19.00,"currency":"USD","test":false}

Acknowledged message"""
    rep = rbox("Stream Report", ["Stream", "Storage", "Placement", "Consumers", "Messages", "Bytes", "Lost", "Deleted", "Replicas"],
               [["AUDIT", "File", "", "1", "2,113,355", "1.4 GiB", "0", "0", "nats-0, nats-1*, nats-2"],
                ["ORDERS", "File", "", "2", "48,251", "21 MiB", "0", "0", "nats-0, nats-1*, nats-2"],
                ["SHIPPING", "File", "", "1", "9,611", "5.8 MiB", "0", "0", "nats-0*, nats-1, nats-2"]])
    turns = [
        p.run("nats stream ls", ls),
        p.run("nats stream info ORDERS", info),
        p.run("nats consumer info ORDERS fulfillment", cons(311482, 1252761, 311479, 1252749, 3, 2, "1.31s", "1.29s")),
        p.run("nats pub orders.eu.created '{\"id\":\"test-{{Count}}\",\"region\":\"eu\",\"test\":true}' --count 5", pub),
        p.run("nats stream state ORDERS", state2),
        p.run("nats consumer next ORDERS fulfillment --count 2", nxt, duration=2),
        p.run("nats consumer info ORDERS fulfillment", cons(311507, 1252809, 311505, 1252805, 2, 3, "612ms", "598ms")),
        p.run("nats stream report", rep),
    ]
    rs.add(task=TASK, tid="h30-terminal-16", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------
# 17 haproxy runtime API (mainstream)


def t17(rs: RowSet) -> None:
    p = Pane("root", "lb-01", "/root")
    state = ("Host lb-01 (Debian 12), HAProxy 2.8.5 with the admin stats socket at /run/haproxy/admin.sock, socat installed.\n"
             "User root, cwd /root. Current time: Wed 2024-04-17 16:05 UTC.\n"
             "Task: take app2 out of the be_app pool for maintenance: drain it, wait for its connections to finish, then set it to MAINT.")
    cfg = """backend be_app
    mode http
    balance roundrobin
    option httpchk GET /healthz
    http-check expect status 200
    default-server inter 3s fall 3 rise 2 maxconn 200
    server app1 10.0.3.11:8080 check
    server app2 10.0.3.12:8080 check
    server app3 10.0.3.13:8080 check
"""

    def stat(rows: list[tuple[str, int, int, str, str, str]]) -> str:
        out = [f"{'# pxname':<9} {'svname':<8} {'scur':<5} {'stot':<8} {'status':<7} {'check_status':<13} addr"]
        for sv, scur, stot, st, chk, addr in rows:
            out.append(f"{'be_app':<9} {sv:<8} {scur:<5} {stot:<8} {st:<7} {chk:<13} {addr}".rstrip())
        return "\n".join(out)
    s1 = stat([("app1", 14, 1882410, "UP", "L7OK", "10.0.3.11:8080"), ("app2", 12, 1881977, "UP", "L7OK", "10.0.3.12:8080"),
               ("app3", 15, 1882133, "UP", "L7OK", "10.0.3.13:8080"), ("BACKEND", 41, 5646520, "UP", "", "")])
    cols = ("# be_id be_name srv_id srv_name srv_addr srv_op_state srv_admin_state srv_uweight srv_iweight "
            "srv_time_since_last_change srv_check_status srv_check_result srv_check_health srv_check_state "
            "srv_agent_state bk_f_forced_id srv_f_forced_id srv_fqdn srv_port srvrecord srv_use_ssl srv_check_port "
            "srv_check_addr srv_agent_addr srv_agent_port")
    sst1 = f"""1
{cols}
3 be_app 1 app1 10.0.3.11 2 0 1 1 512904 6 3 4 6 0 0 0 - 8080 - 0 0 - - 0
3 be_app 2 app2 10.0.3.21 2 0 1 1 512904 6 3 4 6 0 0 0 - 8080 - 0 0 - - 0
3 be_app 3 app3 10.0.3.13 2 0 1 1 512904 6 3 4 6 0 0 0 - 8080 - 0 0 - - 0
"""
    s2 = stat([("app1", 21, 1882633, "UP", "L7OK", "10.0.3.11:8080"), ("app2", 3, 1882012, "DRAIN", "L7OK", "10.0.3.12:8080"),
               ("app3", 19, 1882351, "UP", "L7OK", "10.0.3.13:8080"), ("BACKEND", 43, 5646996, "UP", "", "")])
    ss = """Recv-Q Send-Q Local Address:Port  Peer Address:Port Process
0      0          10.0.3.5:41822    10.0.3.12:8080"""
    sst2 = f"""1
{cols}
3 be_app 1 app1 10.0.3.11 2 0 1 1 513011 6 3 4 6 0 0 0 - 8080 - 0 0 - - 0
3 be_app 2 app2 10.0.3.12 0 1 1 1 4 6 3 4 6 0 0 0 - 8080 - 0 0 - - 0
3 be_app 3 app3 10.0.3.13 2 0 1 1 513011 6 3 4 6 0 0 0 - 8080 - 0 0 - - 0
"""
    sock = "socat stdio /run/haproxy/admin.sock"
    cut = "cut -d, -f1,2,5,8,18,37,74 | column -s, -t | grep -E '^(# pxname|be_app)'"
    turns = [
        p.run("sed -n '/^backend be_app/,/^$/p' /etc/haproxy/haproxy.cfg", cfg),
        p.run(f"echo 'show stat' | {sock} | {cut}", s1),
        p.run(f"echo 'show servers state be_app' | {sock}", sst1),
        p.run(f"echo 'set server be_app/app2 state drain' | {sock}", ""),
        p.run(f"sleep 20; echo 'show stat' | {sock} | {cut}", s2, duration=21),
        p.run("ss -tn state established dst 10.0.3.12", ss),
        p.run(f"echo 'set server be_app/app2 state maint' | {sock}", ""),
        p.run(f"sleep 3; echo 'show servers state be_app' | {sock}", sst2, duration=4),
    ]
    rs.add(task=TASK, tid="h30-terminal-17", system=SYSTEM, turns=turns, state=state, bad=True, turn=3,
           kind="server address in runtime state differs from the address shown a moment earlier")


# ---------------------------------------------------------------------------------------------------
# 18 zypper updates (mainstream, clean)


def t18(rs: RowSet) -> None:
    p = Pane("root", "suse-build-02", "/root")
    state = ("Host suse-build-02 (openSUSE Leap 15.5), zypper 1.14.68. Runs php-fpm 8.2 and rsyslog. User root, cwd /root.\n"
             "Current time: Thu 2024-04-18 07:40 UTC. Task: apply the pending curl security update only, then restart whatever\n"
             "still uses the old library.")
    sle = "Update repository with updates from SUSE Linux Enterprise 15"
    lr = """Repository priorities are without effect. All enabled repositories share the same priority.

# | Alias                       | Name                                                         | Enabled | GPG Check | Refresh | URI
--+-----------------------------+--------------------------------------------------------------+---------+-----------+---------+-------------------------------------------------------------
1 | repo-backports-update       | Update repository of openSUSE Backports                      | Yes     | (r ) Yes  | Yes     | http://download.opensuse.org/update/leap/15.5/backports/
2 | repo-non-oss                | Non-OSS Repository                                           | Yes     | (r ) Yes  | Yes     | http://download.opensuse.org/distribution/leap/15.5/repo/non-oss/
3 | repo-openh264               | Open H.264 Codec (openSUSE Leap)                             | Yes     | (r ) Yes  | Yes     | http://codecs.opensuse.org/openh264/openSUSE_Leap/
4 | repo-oss                    | Main Repository                                              | Yes     | (r ) Yes  | Yes     | http://download.opensuse.org/distribution/leap/15.5/repo/oss/
5 | repo-sle-update             | Update repository with updates from SUSE Linux Enterprise 15 | Yes     | (r ) Yes  | Yes     | http://download.opensuse.org/update/leap/15.5/sle/
6 | repo-update                 | Main Update Repository                                       | Yes     | (r ) Yes  | Yes     | http://download.opensuse.org/update/leap/15.5/oss/
7 | repo-update-non-oss         | Update Repository (Non-Oss)                                  | Yes     | (r ) Yes  | Yes     | http://download.opensuse.org/update/leap/15.5/non-oss/"""
    ref = f"""Retrieving repository 'Update repository of openSUSE Backports' metadata ..................................[done]
Building repository 'Update repository of openSUSE Backports' cache .......................................[done]
Repository 'Non-OSS Repository' is up to date.
Repository 'Open H.264 Codec (openSUSE Leap)' is up to date.
Repository 'Main Repository' is up to date.
Retrieving repository '{sle}' metadata .....[done]
Building repository '{sle}' cache ..........[done]
Retrieving repository 'Main Update Repository' metadata ...................................................[done]
Building repository 'Main Update Repository' cache ........................................................[done]
Repository 'Update Repository (Non-Oss)' is up to date.
All repositories have been refreshed."""
    ups = [(sle, "curl", "8.0.1-150400.5.41.1", "8.0.1-150400.5.44.1"),
           (sle, "libcurl4", "8.0.1-150400.5.41.1", "8.0.1-150400.5.44.1"),
           (sle, "libopenssl3", "3.0.8-150500.5.24.1", "3.0.8-150500.5.27.1"),
           (sle, "libsystemd0", "249.17-150400.8.35.5", "249.17-150400.8.40.1"),
           (sle, "libxml2-2", "2.10.3-150500.5.14.1", "2.10.3-150500.5.17.2"),
           (sle, "openssl-3", "3.0.8-150500.5.24.1", "3.0.8-150500.5.27.1"),
           (sle, "systemd", "249.17-150400.8.35.5", "249.17-150400.8.40.1")]

    def lu(items: list[tuple[str, str, str, str]]) -> str:
        out = ["Loading repository data...", "Reading installed packages...",
               "S | Repository                                                   | Name        | Current Version      | Available Version    | Arch",
               "--+--------------------------------------------------------------+-------------+----------------------+----------------------+-------"]
        out += [f"v | {r:<60} | {n:<11} | {c:<20} | {a:<20} | x86_64" for r, n, c, a in items]
        return "\n".join(out)

    def info(status: str) -> str:
        return f"""Loading repository data...
Reading installed packages...


Information for package curl:
-----------------------------
Repository     : {sle}
Name           : curl
Version        : 8.0.1-150400.5.44.1
Arch           : x86_64
Vendor         : SUSE LLC <https://www.suse.com/>
Installed Size : 330.1 KiB
Installed      : Yes
Status         : {status}
Source package : curl-8.0.1-150400.5.44.1.src
Upstream URL   : https://curl.se
Summary        : A Tool for Transferring Data from URLs
Description    :
    Curl is a client to get documents and files from or send documents to a
    server using any of the supported protocols (HTTP, HTTPS, FTP, GOPHER,
    DICT, TELNET, LDAP, or FILE). The command is designed to work without user
    interaction or any kind of interactivity."""
    up = f"""Loading repository data...
Reading installed packages...
Resolving package dependencies...

The following 2 packages are going to be upgraded:
  curl libcurl4

2 packages to upgrade.
Overall download size: 708.3 KiB. Already cached: 0 B. No additional space will be used or freed after the operation.
Continue? [y/n/v/...? shows all options] (y): y
Retrieving: libcurl4-8.0.1-150400.5.44.1.x86_64 ({sle}) (1/2), 389.0 KiB
Retrieving: libcurl4-8.0.1-150400.5.44.1.x86_64.rpm .........................................[done (1.9 MiB/s)]
Retrieving: curl-8.0.1-150400.5.44.1.x86_64 ({sle}) (2/2), 319.3 KiB
Retrieving: curl-8.0.1-150400.5.44.1.x86_64.rpm .............................................................[done]

Checking for file conflicts: ................................................................................[done]
(1/2) Installing: libcurl4-8.0.1-150400.5.44.1.x86_64 .......................................................[done]
(2/2) Installing: curl-8.0.1-150400.5.44.1.x86_64 ...........................................................[done]
Running post-transaction scripts ............................................................................[done]"""
    ps_head = """The following running processes use deleted files:

PID  | PPID | UID | User    | Command  | Service
-----+------+-----+---------+----------+--------"""
    ps_tail = """
You may wish to restart these processes.
See 'man zypper' for information about the meaning of values in the above table."""
    php = """2310 | 1    | 0   | root    | php-fpm  | php-fpm
2318 | 2310 | 474 | wwwrun  | php-fpm  | php-fpm
2319 | 2310 | 474 | wwwrun  | php-fpm  | php-fpm
2320 | 2310 | 474 | wwwrun  | php-fpm  | php-fpm"""
    rsys = "1022 | 1    | 0   | root    | rsyslogd | rsyslog"
    turns = [
        p.run("zypper lr -u", lr),
        p.run("zypper ref", ref, duration=12),
        p.run("zypper lu", lu(ups), duration=4),
        p.run("zypper info curl", info("out-of-date (version 8.0.1-150400.5.41.1 installed)"), duration=3),
        p.run("zypper -n up curl libcurl4", up, duration=15),
        p.run("zypper info curl", info("up-to-date"), duration=3),
        p.run("zypper lu", lu([u for u in ups if u[1] not in ("curl", "libcurl4")]), duration=4),
        p.run("zypper ps -s", ps_head + "\n" + rsys + "\n" + php + "\n" + ps_tail, duration=3),
        p.run("systemctl restart php-fpm && zypper ps -s", ps_head + "\n" + rsys + "\n" + ps_tail, duration=5),
    ]
    rs.add(task=TASK, tid="h30-terminal-18", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------
# 19 sqlite3 cleanup (mainstream)


def t19(rs: RowSet) -> None:
    p = Pane("pat", "ci-metrics", "/home/pat/ci-metrics")
    state = ("Host ci-metrics (Ubuntu 22.04), sqlite3 3.45.1. User pat, cwd /home/pat/ci-metrics with builds.db (a copy of the CI job history;\n"
             "nothing else writes to this file). "
             "Current time: Wed 2024-04-17 15:30 UTC. Task: delete the cancelled jobs from before 2024 and compact the database.")
    db = "sqlite3 -box builds.db"
    by1 = box(["status", "n"], [["success", "3650"], ["failed", "298"], ["cancelled", "141"], ["skipped", "38"]], {1})
    by2 = box(["status", "n"], [["success", "3650"], ["failed", "298"], ["cancelled", "44"], ["skipped", "38"]], {1})
    rng = box(["count(*)", "min(started_at)", "max(started_at)"], [["97", "2023-06-02 08:14:51", "2023-12-29 17:40:03"]], {0})
    schema = """CREATE TABLE jobs (
  id INTEGER PRIMARY KEY,
  pipeline_id INTEGER NOT NULL REFERENCES pipelines(id),
  runner_id INTEGER REFERENCES runners(id),
  name TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('success','failed','cancelled','skipped','running')),
  started_at TEXT,
  finished_at TEXT,
  duration_s INTEGER
);
CREATE INDEX jobs_status_started ON jobs(status, started_at);"""
    turns = [
        p.run("sqlite3 builds.db '.tables'", "artifacts  jobs       pipelines  runners"),
        p.run("sqlite3 builds.db '.schema jobs'", schema),
        p.run(f'{db} "SELECT count(*) AS n FROM jobs;"', box(["n"], [["4127"]], {0})),
        p.run(f'{db} "SELECT status, count(*) AS n FROM jobs GROUP BY status ORDER BY n DESC;"', by1),
        p.run(f"{db} \"SELECT count(*), min(started_at), max(started_at) FROM jobs WHERE status = 'cancelled' AND started_at < '2024-01-01';\"", rng),
        p.run("sqlite3 builds.db \"DELETE FROM jobs WHERE status = 'cancelled' AND started_at < '2024-01-01'; SELECT changes();\"", "97"),
        p.run("sqlite3 builds.db 'VACUUM;' && ls -l builds.db", "-rw-r--r-- 1 pat pat 18743296 Apr 17 15:32 builds.db", duration=3),
        p.run(f'{db} "SELECT count(*) AS n FROM jobs;"', box(["n"], [["4127"]], {0})),
        p.run(f'{db} "SELECT status, count(*) AS n FROM jobs GROUP BY status ORDER BY n DESC;"', by2),
        p.run(f"{db} \"SELECT count(*) AS n FROM jobs WHERE status = 'cancelled' AND started_at < '2024-01-01';\"", box(["n"], [["0"]], {0})),
    ]
    rs.add(task=TASK, tid="h30-terminal-19", system=SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="row count unchanged after a DELETE that removed 97 rows")


# ---------------------------------------------------------------------------------------------------
# 20 yt-dlp (less common, clean)


def t20(rs: RowSet) -> None:
    p = Pane("june", "htpc", "/home/june/talks")
    state = ("Host htpc (Debian 12), yt-dlp 2024.04.09, ffmpeg 6.1.1. User june, cwd /home/june/talks (empty).\n"
             "Current time: Wed 2024-04-17 20:10 CEST. Task: save the CC-BY recording of a conference talk in at most 1080p as MKV,\n"
             "plus its English subtitles, for offline viewing.")
    url = "https://www.youtube.com/watch?v=Qm7x2LpT0aE"
    title = "Postgres Internals Without Fear - FOSS North 2024"
    base = f"20240406-{title} [Qm7x2LpT0aE]"
    dur = 2723.381

    def fs(kbps: int) -> str:
        return f"~{kbps * 1000 * dur / 8 / 1048576:7.2f}MiB"
    extract = f"""[youtube] Extracting URL: {url}
[youtube] Qm7x2LpT0aE: Downloading webpage
[youtube] Qm7x2LpT0aE: Downloading ios player API JSON
[youtube] Qm7x2LpT0aE: Downloading m3u8 information"""
    fmts = [("sb0", "mhtml", "48x27", "", "", "", "", "mhtml", "images", "", "", "", "", "storyboard"),
            ("139", "m4a", "audio only", "", "2", fs(49), "49k", "https", "audio only", "", "mp4a.40.5", "49k", "22k", "low, m4a_dash"),
            ("251", "webm", "audio only", "", "2", fs(123), "123k", "https", "audio only", "", "opus", "123k", "48k", "medium, webm_dash"),
            ("140", "m4a", "audio only", "", "2", fs(129), "129k", "https", "audio only", "", "mp4a.40.2", "129k", "44k", "medium, m4a_dash"),
            ("134", "mp4", "640x360", "25", "", fs(171), "171k", "https", "avc1.4d401e", "171k", "video only", "", "", "360p, mp4_dash"),
            ("244", "webm", "854x480", "25", "", fs(196), "196k", "https", "vp9", "196k", "video only", "", "", "480p, webm_dash"),
            ("136", "mp4", "1280x720", "25", "", fs(608), "608k", "https", "avc1.4d401f", "608k", "video only", "", "", "720p, mp4_dash"),
            ("247", "webm", "1280x720", "25", "", fs(512), "512k", "https", "vp9", "512k", "video only", "", "", "720p, webm_dash"),
            ("137", "mp4", "1920x1080", "25", "", fs(1271), "1271k", "https", "avc1.640028", "1271k", "video only", "", "", "1080p, mp4_dash"),
            ("248", "webm", "1920x1080", "25", "", fs(929), "929k", "https", "vp9", "929k", "video only", "", "", "1080p, webm_dash")]
    lines = ["[info] Available formats for Qm7x2LpT0aE:",
             "ID  EXT   RESOLUTION FPS CH │   FILESIZE   TBR PROTO │ VCODEC        VBR ACODEC      ABR ASR MORE INFO",
             "─" * 104]
    for f in fmts:
        lines.append(f"{f[0]:<3} {f[1]:<5} {f[2]:<10} {f[3]:>3} {f[4]:>2} │ {f[5]:>11} {f[6]:>5} {f[7]:<5} │ "
                     f"{f[8]:<11} {f[9]:>5} {f[10]:<10} {f[11]:>4} {f[12]:>3} {f[13]}".rstrip())
    v_b, a_b = 316062381, 41849617
    mkv_b = v_b + a_b + 1186402
    dl = extract + f"""
[info] Qm7x2LpT0aE: Downloading 1 format(s): 248+251
[download] Destination: {base}.f248.webm
[download] 100% of  {v_b / 1048576:.2f}MiB in 00:00:38 at 7.89MiB/s
[download] Destination: {base}.f251.webm
[download] 100% of   {a_b / 1048576:.2f}MiB in 00:00:05 at 7.62MiB/s
[Merger] Merging formats into "{base}.mkv"
Deleting original file {base}.f251.webm (pass -k to keep)
Deleting original file {base}.f248.webm (pass -k to keep)"""
    probe = f"duration={dur:.6f}\nsize={mkv_b}\nbit_rate={int(mkv_b * 8 / dur)}"
    vtt_b = 62648
    subs = extract + f"""
[info] Qm7x2LpT0aE: Downloading subtitles: en
[info] Writing video subtitles to: {base}.en.vtt
[download] Destination: {base}.en.vtt
[download] 100% of   {vtt_b / 1024:.2f}KiB in 00:00:00 at 402.33KiB/s"""
    pr = "--print '%(title)s | %(duration_string)s | %(view_count)s views | %(upload_date)s'"
    turns = [
        p.run(f"yt-dlp --skip-download {pr} '{url}'", f"{title} | 45:23 | 18402 views | 20240406", duration=4),
        p.run(f"yt-dlp -F '{url}'", extract + "\n" + "\n".join(lines), duration=4),
        p.run(f"yt-dlp -f 'bv*[height<=1080][vcodec^=vp9]+251' --merge-output-format mkv -o '%(upload_date)s-%(title)s [%(id)s].%(ext)s' '{url}'", dl, duration=50),
        p.run("ls -l *.mkv", f"-rw-r--r-- 1 june june {mkv_b} Apr 17 20:13 '{base}.mkv'"),
        p.run("ffprobe -v error -show_entries format=duration,size,bit_rate -of default=nw=1 *.mkv", probe),
        p.run(f"yt-dlp --skip-download {pr} '{url}'", f"{title} | 45:23 | 18517 views | 20240406", duration=4),
        p.run(f"yt-dlp --write-subs --sub-langs en --skip-download -o '%(upload_date)s-%(title)s [%(id)s].%(ext)s' '{url}'", subs, duration=5),
        p.run("ls -lh", f"total {human_ls(-(-mkv_b // 4096) * 4096 + -(-vtt_b // 4096) * 4096)}\n"
              f"-rw-r--r-- 1 june june  62K Apr 17 20:14 '{base}.en.vtt'\n"
              f"-rw-r--r-- 1 june june {human_ls(mkv_b)} Apr 17 20:13 '{base}.mkv'"),
    ]
    rs.add(task=TASK, tid="h30-terminal-20", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------
# 21 syncthing cli (less common)


def t21(rs: RowSet) -> None:
    p = Pane("nils", "homelab-pi", "/home/nils")
    state = ("Host homelab-pi (Raspberry Pi OS 12, arm64), syncthing v1.27.6 running as a user service, jq 1.6. User nils,\n"
             "cwd /home/nils. Current time: Wed 2024-04-17 06:46 CEST. Task: check this node's identity and the Documents folder,\n"
             "and lower that folder's full-rescan interval to 10 minutes.")
    me = "MFZWI3D-BONSGYC-YLTMRWG-C43ENR5-QXGZDMM-FZWI3DP-BONSGYY-LTMRWAD"
    me_bad = "MFZWI3D-BONSGYC-YLTMRWG-C43ENR5-QXGZDMM-FZWI3DP-BONSGYY-LTMWRAD"
    laptop = "P56IOI7-MZJNU2Y-IQGDREY-DM2MGTI-4CV7TGE-2HJQX3L-N6WSKFA-KDQ7RAB"
    phone = "7Q2CXPM-3SKJ2TN-DQ7HE5L-GXNVB4S-RT5LX6A-KQW3P2M-ZV7E4YA-HR6SNQA"
    offsite = "Z4YJ6BL-GQ5BM2K-OP6PN3D-4CV7TGE-LQ4H7WX-WRB2NSX-3HCNZQY-B7D6MAQ"

    def system(up: int, gor: int, myid: str) -> str:
        return f"""{{
  "myID": "{myid}",
  "uptime": {up},
  "startTime": "2024-04-16T08:12:05.118241+02:00",
  "goroutines": {gor}
}}"""
    folders = "default\nk9tq2-hmxwq\nphotos-7f3a"

    def folder(rescan: int) -> str:
        return f"""{{
  "id": "k9tq2-hmxwq",
  "label": "Documents",
  "path": "/srv/sync/docs",
  "type": "sendreceive",
  "rescanIntervalS": {rescan},
  "fsWatcherEnabled": true,
  "devices": [
    "{me}",
    "{laptop}",
    "{phone}"
  ]
}}"""
    conns = f"""{laptop[:7]} true tcp://192.168.1.34:22000 1874301922
{phone[:7]} false  48211930
{offsite[:7]} true relay://51.158.112.9:22067 309551208"""
    devs = "\n".join([me, laptop, phone, offsite])
    jq_sys = "jq '{myID, uptime, startTime, goroutines}'"
    jq_f = "jq '{id, label, path, type, rescanIntervalS, fsWatcherEnabled, devices: [.devices[].deviceID]}'"
    jq_c = "jq -r '.connections | to_entries[] | \"\\(.key[0:7]) \\(.value.connected) \\(.value.address) \\(.value.inBytesTotal)\"'"
    fid = "k9tq2-hmxwq"
    turns = [
        p.run(f"syncthing cli show system | {jq_sys}", system(81233, 97, me)),
        p.run("syncthing cli config folders list", folders),
        p.run(f"syncthing cli config folders {fid} dump-json | {jq_f}", folder(3600)),
        p.run(f"syncthing cli config folders {fid} rescan-interval-s set 600", ""),
        p.run(f"syncthing cli config folders {fid} rescan-interval-s get", "600"),
        p.run(f"syncthing cli show system | {jq_sys}", system(81341, 101, me_bad)),
        p.run(f"syncthing cli show connections | {jq_c}", conns),
        p.run("syncthing cli config devices list", devs),
        p.run(f"syncthing cli config folders {fid} dump-json | {jq_f}", folder(600)),
    ]
    rs.add(task=TASK, tid="h30-terminal-21", system=SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="own device ID changes in one group between two show system outputs")


# ---------------------------------------------------------------------------------------------------
# 22 mongosh order expiry (mainstream, clean)


def t22(rs: RowSet) -> None:
    p = Pane("eli", "mongo-dev", "/home/eli")
    state = ("Host mongo-dev (Ubuntu 22.04), MongoDB 7.0.8 standalone on localhost, mongosh 2.2.3. User eli, cwd /home/eli.\n"
             "Database shop, collection orders (no other writers on this dev box). Current time: Wed 2024-04-17 11:35 UTC.\n"
             "Task: mark pending orders created before April as expired, then add one pending test order.")

    def oid(iso: str, tail: str) -> str:
        ts = int(datetime.fromisoformat(iso.replace("Z", "+00:00")).timestamp())
        return f"{ts:08x}{tail}"

    def doc(iso: str, tail: str, total: str) -> str:
        return f"""  {{
    _id: ObjectId('{oid(iso, tail)}'),
    total: Decimal128('{total}'),
    createdAt: ISODate('{iso}')
  }}"""
    first = [("2024-03-13T09:14:26.331Z", "e4b0a1d2c3e4f501", "129.90"), ("2024-03-15T17:02:51.908Z", "e4b0a1d2c3e4f5a7", "42.00"),
             ("2024-03-18T08:45:10.002Z", "e4b0a1d2c3e4f61c", "310.45")]
    after = [("2024-04-01T06:12:44.517Z", "e4b0a1d2c3e50b33", "18.99"), ("2024-04-01T10:30:02.771Z", "e4b0a1d2c3e50b90", "77.50"),
             ("2024-04-02T13:58:39.126Z", "e4b0a1d2c3e50d02", "54.20")]
    m = "mongosh --quiet 'mongodb://localhost/shop' --eval"
    find = "db.orders.find({status: \"pending\"}, {total: 1, createdAt: 1}).sort({createdAt: 1}).limit(3)"
    agg = """[
  { _id: 'delivered', n: 1412 },
  { _id: 'shipped', n: 203 },
  { _id: 'cancelled', n: 61 },
  { _id: 'pending', n: 28 },
  { _id: 'expired', n: 9 }
]"""
    new_iso = "2024-04-17T11:36:41.203Z"
    new_id = oid(new_iso, "c27a5d0f1e8a9b42")
    ins = f"""{{
  acknowledged: true,
  insertedId: ObjectId('{new_id}')
}}"""
    newdoc = f"""[
  {{
    _id: ObjectId('{new_id}'),
    customerId: 'cust_test_0001',
    items: [ {{ sku: 'KB-4410-BLK', qty: 1, price: Decimal128('89.00') }} ],
    total: Decimal128('89.00'),
    currency: 'EUR',
    status: 'pending',
    createdAt: ISODate('{new_iso}')
  }}
]"""
    upd = """{
  acknowledged: true,
  insertedId: null,
  matchedCount: 9,
  modifiedCount: 9,
  upsertedCount: 0
}"""
    turns = [
        p.run(f"{m} 'db.orders.countDocuments({{status: \"pending\"}})'", "37"),
        p.run(f"{m} '{find}'", "[\n" + ",\n".join(doc(*d) for d in first) + "\n]"),
        p.run(f"{m} 'db.orders.updateMany({{status: \"pending\", createdAt: {{$lt: ISODate(\"2024-04-01\")}}}}, "
              "{$set: {status: \"expired\"}, $currentDate: {updatedAt: true}})'", upd),
        p.run(f"{m} 'db.orders.countDocuments({{status: \"pending\"}})'", "28"),
        p.run(f"{m} '{find}'", "[\n" + ",\n".join(doc(*d) for d in after) + "\n]"),
        p.run(f"{m} 'db.orders.aggregate([{{$group: {{_id: \"$status\", n: {{$sum: 1}}}}}}, {{$sort: {{n: -1}}}}])'", agg),
        p.run(f"{m} 'db.orders.insertOne({{customerId: \"cust_test_0001\", items: [{{sku: \"KB-4410-BLK\", qty: 1, price: Decimal128(\"89.00\")}}], "
              "total: Decimal128(\"89.00\"), currency: \"EUR\", status: \"pending\", createdAt: new Date()})'", ins),
        p.run(f"{m} 'db.orders.estimatedDocumentCount()'", "1714"),
        p.run(f"{m} 'db.orders.countDocuments({{status: \"pending\"}})'", "29"),
        p.run(f"{m} 'db.orders.find({{_id: ObjectId(\"{new_id}\")}})'", newdoc),
    ]
    rs.add(task=TASK, tid="h30-terminal-22", system=SYSTEM, turns=turns, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for make in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        make(rs)
    rs.write()


if __name__ == "__main__":
    main()
