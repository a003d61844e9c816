# ruff: noqa: E501
"""Held-out set holdout23, domain ``terminal``: 22 simulated tmux shell sessions.

Written by hand as an outside author. Eleven trajectories hold exactly one observation that
contradicts an earlier observation or the starting state; eleven are clean, but full of
legitimate changes (restarts with new PIDs, clocks, renumbered ids, estimates, re-sorted and
filtered views, unit and rounding differences). Half use mainstream tools (systemd, docker, git,
psql, mysql, sqlite3, kubectl, apt, iproute2, cron), half less common ones (restic, borg, zfs,
nomad, consul, ledger, taskwarrior, pass, rclone, ffmpeg, incus).

Run: ``python -m tests.decoherence.independent.holdout23_parts.terminal.make``; it writes
``terminal_test.jsonl`` and ``labels.json`` next to this file.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet

TASK = "terminal"
SYSTEM = (
    "You are a Terminal World Model. You simulate a Linux shell running inside a tmux pane. "
    "The first turn gives the starting state of the machine (host, user, working directory, "
    "installed software); every turn gives the keystrokes the agent sends. Predict the next "
    "terminal state exactly as the pane would show it: the prompt line with the echoed command, "
    "the full command output and the next prompt. Stay consistent with everything the session "
    "has already shown. Write the predicted screen after **Environment Observation:**."
)


def grid(rows: list[list[str]], right: tuple[int, ...] = (), gap: int = 2) -> str:
    """Whitespace-aligned columns (ps/ss/docker style); trailing blanks stripped."""
    n = max(len(r) for r in rows)
    widths = [max(len(r[i]) for r in rows if i < len(r)) for i in range(n)]
    out = []
    for r in rows:
        cells = []
        for i, c in enumerate(r):
            cells.append(c.rjust(widths[i]) if i in right else c.ljust(widths[i]))
        out.append((" " * gap).join(cells).rstrip())
    return "\n".join(out)


def box(headers: list[str], rows: list[list[str]], right: tuple[int, ...] = (),
        center_head: bool = False, every_row: bool = False) -> str:
    """A +---+ bordered table (mysql, incus)."""
    widths = [max(len(headers[i]), *(len(r[i]) for r in rows)) for i in range(len(headers))]
    line = "+" + "+".join("-" * (w + 2) for w in widths) + "+"

    def fmt(cells: list[str], head: bool) -> str:
        parts = []
        for i, c in enumerate(cells):
            if head and center_head:
                parts.append(" " + c.center(widths[i]) + " ")
            elif not head and i in right:
                parts.append(" " + c.rjust(widths[i]) + " ")
            else:
                parts.append(" " + c.ljust(widths[i]) + " ")
        return "|" + "|".join(parts) + "|"

    out = [line, fmt(headers, True), line]
    for r in rows:
        out.append(fmt(r, False))
        if every_row:
            out.append(line)
    if not every_row:
        out.append(line)
    return "\n".join(out)


def hexid(seed: str, n: int = 64) -> str:
    """A stable pseudo-random hex string (fingerprints, hashes)."""
    return hashlib.sha256(seed.encode()).hexdigest()[:n]


def add(rs: RowSet, tid: str, state: str, turns: list[tuple[str, str]], *,
        bad: bool = False, turn: int | None = None, kind: str = "clean") -> None:
    rs.add(task=TASK, tid=f"h23-terminal-{tid}", system=SYSTEM, turns=turns, state=state,
           bad=bad, turn=turn, kind=kind)


# ---------------------------------------------------------------------------------------------
# 01 clean: nginx tuning on Ubuntu (systemd, journalctl, ss, curl) - restart changes PIDs, uptime
# ---------------------------------------------------------------------------------------------
def t01(rs: RowSet) -> None:
    p = Pane("root", "web-prod-03", "/etc/nginx")
    state = ("Host web-prod-03 (Ubuntu 22.04.4 LTS, 4 vCPU, 8 GiB RAM). Logged in as root over SSH inside tmux; "
             "cwd /etc/nginx. Installed: nginx 1.18.0 (Ubuntu package, worker_processes auto, worker_connections 768), "
             "curl 7.81.0, iproute2. nginx serves a static shop landing page from /var/www/html and has been up "
             "since this morning's boot. Current time: Tue 2024-05-14 14:30 UTC.")
    head = ("● nginx.service - A high performance web server and a reverse proxy server\n"
            "     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)\n")
    st1 = head + """     Active: active (running) since Tue 2024-05-14 08:12:44 UTC; 6h ago
       Docs: man:nginx(8)
    Process: 1164 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 1186 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
   Main PID: 1187 (nginx)
      Tasks: 5 (limit: 9387)
     Memory: 9.8M
        CPU: 2.914s
     CGroup: /system.slice/nginx.service
             ├─1187 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"
             ├─1188 "nginx: worker process"
             ├─1189 "nginx: worker process"
             ├─1190 "nginx: worker process"
             └─1191 "nginx: worker process"

May 14 08:12:44 web-prod-03 systemd[1]: Starting A high performance web server and a reverse proxy server...
May 14 08:12:44 web-prod-03 systemd[1]: Started A high performance web server and a reverse proxy server."""
    restart_log = """May 14 14:31:07 web-prod-03 systemd[1]: Stopping A high performance web server and a reverse proxy server...
May 14 14:31:07 web-prod-03 systemd[1]: nginx.service: Deactivated successfully.
May 14 14:31:07 web-prod-03 systemd[1]: Stopped A high performance web server and a reverse proxy server.
May 14 14:31:07 web-prod-03 systemd[1]: nginx.service: Consumed 2.931s CPU time.
May 14 14:31:07 web-prod-03 systemd[1]: Starting A high performance web server and a reverse proxy server...
May 14 14:31:07 web-prod-03 systemd[1]: Started A high performance web server and a reverse proxy server."""
    st2 = head + """     Active: active (running) since Tue 2024-05-14 14:31:07 UTC; 2s ago
       Docs: man:nginx(8)
    Process: 48209 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 48212 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
   Main PID: 48213 (nginx)
      Tasks: 5 (limit: 9387)
     Memory: 6.9M
        CPU: 41ms
     CGroup: /system.slice/nginx.service
             ├─48213 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"
             ├─48214 "nginx: worker process"
             ├─48215 "nginx: worker process"
             ├─48216 "nginx: worker process"
             └─48217 "nginx: worker process"

May 14 08:12:44 web-prod-03 systemd[1]: Starting A high performance web server and a reverse proxy server...
May 14 08:12:44 web-prod-03 systemd[1]: Started A high performance web server and a reverse proxy server.
""" + restart_log

    def users(fd: int) -> str:
        return "users:(" + ",".join(f'("nginx",pid={pid},fd={fd})' for pid in (48217, 48216, 48215, 48214, 48213)) + ")"

    ss = grid([["State", "Recv-Q", "Send-Q", "Local Address:Port", "Peer Address:Port", "Process"],
               ["LISTEN", "0", "511", "0.0.0.0:443", "0.0.0.0:*", users(8)],
               ["LISTEN", "0", "511", "0.0.0.0:80", "0.0.0.0:*", users(6)],
               ["LISTEN", "0", "511", "[::]:443", "[::]:*", users(9)],
               ["LISTEN", "0", "511", "[::]:80", "[::]:*", users(7)]], gap=1)
    ua = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36"
    access = f"""203.0.113.57 - - [14/May/2024:14:30:58 +0000] "GET /assets/app.css HTTP/1.1" 200 18231 "https://www.example-shop.de/" "{ua}"
127.0.0.1 - - [14/May/2024:14:31:40 +0000] "HEAD / HTTP/1.1" 200 0 "-" "curl/7.81.0"
198.51.100.23 - - [14/May/2024:14:31:52 +0000] "GET / HTTP/1.1" 200 4127 "https://www.google.com/" "{ua}"
198.51.100.23 - - [14/May/2024:14:31:52 +0000] "GET /assets/app.css HTTP/1.1" 200 18231 "https://www.example-shop.de/" "{ua}"
198.51.100.23 - - [14/May/2024:14:31:53 +0000] "GET /favicon.ico HTTP/1.1" 404 162 "https://www.example-shop.de/" "{ua}\""""
    turns = [
        p.run("systemctl status nginx --no-pager", st1),
        p.run("nginx -t", "nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\n"
                          "nginx: configuration file /etc/nginx/nginx.conf test is successful"),
        p.run("sed -i 's/worker_connections 768;/worker_connections 2048;/' nginx.conf && grep -n -A3 '^events' nginx.conf",
              "11:events {\n12-\tworker_connections 2048;\n13-\t# multi_accept on;\n14-}"),
        p.run("systemctl restart nginx && systemctl status nginx --no-pager", st2, duration=3.0),
        p.run("ss -ltnp '( sport = :80 or sport = :443 )'", ss),
        p.run("curl -sI http://localhost/", """HTTP/1.1 200 OK
Server: nginx/1.18.0 (Ubuntu)
Date: Tue, 14 May 2024 14:31:40 GMT
Content-Type: text/html
Content-Length: 4127
Last-Modified: Thu, 02 May 2024 09:48:15 GMT
Connection: keep-alive
ETag: "6633615f-101f"
Accept-Ranges: bytes"""),
        p.run('journalctl -u nginx --since "14:25" --no-pager', restart_log),
        p.run("tail -n 5 /var/log/nginx/access.log", access),
        p.run("systemctl status nginx --no-pager | head -n 8", head + """     Active: active (running) since Tue 2024-05-14 14:31:07 UTC; 1min 19s ago
       Docs: man:nginx(8)
    Process: 48209 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 48212 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
   Main PID: 48213 (nginx)
      Tasks: 5 (limit: 9387)"""),
    ]
    add(rs, "01", state, turns)


# ---------------------------------------------------------------------------------------------
# 02 BAD: restic weekly backup - the new snapshot's short id changes in the final listing
# ---------------------------------------------------------------------------------------------
def t02(rs: RowSet) -> None:
    p = Pane("backup", "nas-backup", "/home/backup")
    state = ("Host nas-backup (Debian 12), user backup, cwd /home/backup. restic 0.16.4 is installed; "
             "RESTIC_REPOSITORY=/mnt/usb-backup/restic and RESTIC_PASSWORD_FILE=/home/backup/.restic-pass are exported. "
             "The repository holds earlier snapshots of /srv/data/projects and /etc. Local time zone Europe/Berlin (CEST). "
             "Current time: Sat 2024-06-08 10:14.")
    opened = "repository 7e3d52b1 opened (version 2, compression level auto)"
    hdr = ["ID", "Time", "Host", "Tags", "Paths"]
    snaps = [
        ["4f1c9e2a", "2024-05-18 02:00:14", "nas-backup", "weekly", "/srv/data/projects"],
        ["a07be351", "2024-05-25 02:00:09", "nas-backup", "weekly", "/srv/data/projects"],
        ["2d5f8c90", "2024-06-01 02:00:12", "nas-backup", "weekly", "/srv/data/projects"],
        ["9b07d4e3", "2024-06-07 23:30:41", "nas-backup", "manual", "/srv/data/projects"],
        ["e61a0b4c", "2024-06-08 03:15:02", "nas-backup", "etc", "/etc"],
    ]
    new = ["c83d1f07", "2024-06-08 10:14:38", "nas-backup", "weekly", "/srv/data/projects"]
    rule = "-" * 74

    def listing(rows: list[list[str]]) -> str:
        body = grid([hdr] + rows).split("\n")
        return "\n".join([opened, body[0], rule, *body[1:], rule, f"{len(rows)} snapshots"])

    backup = f"""{opened}
using parent snapshot 9b07d4e3
[0:00] 100.00%  1 / 1 index files loaded

Files:          14 new,     3 changed,  8231 unmodified
Dirs:            2 new,     5 changed,   611 unmodified
Added to the repository: 48.213 MiB (31.905 MiB stored)

processed 8248 files, 2.187 GiB in 0:07
snapshot c83d1f07 saved"""
    diff = """M    /srv/data/projects/atlas/budget.ods
+    /srv/data/projects/atlas/reports/2024-06/
+    /srv/data/projects/atlas/reports/2024-06/site-visit-notes.md
+    /srv/data/projects/atlas/reports/2024-06/summary.pdf
+    /srv/data/projects/atlas/reports/2024-06/timesheet.ods
M    /srv/data/projects/harbor/README.md
M    /srv/data/projects/harbor/drawings/section-B.dwg

Files:          14 new,     0 removed,     3 changed
Dirs:            2 new,     0 removed
Others:          0 new,     0 removed
Data Blobs:     61 new,    12 removed
Tree Blobs:      9 new,     7 removed
  Added:   48.213 MiB
  Removed: 1.862 MiB"""
    ls = f"""{opened}
snapshot c83d1f07 of [/srv/data/projects] filtered by [/srv/data/projects/atlas/reports/2024-06] at 2024-06-08 10:14:38.512438714 +0200 CEST):
/srv/data/projects/atlas/reports/2024-06
/srv/data/projects/atlas/reports/2024-06/site-visit-notes.md
/srv/data/projects/atlas/reports/2024-06/summary.pdf
/srv/data/projects/atlas/reports/2024-06/timesheet.ods"""
    check = f"""using temporary cache in /tmp/restic-check-cache-2791341823
{opened}
created new cache in /tmp/restic-check-cache-2791341823
create exclusive lock for repository
load indexes
[0:00] 100.00%  2 / 2 index files loaded
check all packs
check snapshots, trees and blobs
[0:01] 100.00%  6 / 6 snapshots
no errors were found"""
    stats = f"""{opened}
[0:00] 100.00%  2 / 2 index files loaded
scanning...
Stats in raw-data mode:
     Snapshots processed:  6
        Total Blob Count:  41893
 Total Uncompressed Size:  3.412 GiB
              Total Size:  2.297 GiB
    Compression Progress:  100.00%
       Compression Ratio:  1.49x
Compression Space Saving:  32.68%"""
    drifted = ["c83d1f70", *new[1:]]
    turns = [
        p.run("restic snapshots", listing(snaps)),
        p.run("restic backup /srv/data/projects --tag weekly", backup, duration=10.0),
        p.run("restic snapshots --tag weekly", listing([snaps[0], snaps[1], snaps[2], new])),
        p.run("restic diff 9b07d4e3 c83d1f07 | tail -n 15", diff, duration=3.0),
        p.run("restic ls c83d1f07 /srv/data/projects/atlas/reports/2024-06", ls),
        p.run("restic check", check, duration=5.0),
        p.run("restic stats --mode raw-data", stats, duration=3.0),
        p.run("restic snapshots", listing([*snaps, drifted])),
    ]
    add(rs, "02", state, turns, bad=True, turn=8,
        kind="short id of the snapshot just saved differs in the final snapshot listing")


# ---------------------------------------------------------------------------------------------
# 03 BAD: docker compose housekeeping - the stopped worker shows up as running with no start
# ---------------------------------------------------------------------------------------------
def t03(rs: RowSet) -> None:
    p = Pane("ops", "ci-runner-2", "/home/ops/stack")
    state = ("Host ci-runner-2 (Ubuntu 22.04), user ops (member of the docker group), cwd /home/ops/stack, which holds "
             "compose.yaml for the Compose project 'stack' (services web, api, worker, redis, db). Docker Engine 24.0.7, "
             "Docker Compose v2.21.0. Nothing else (no cron job, no restart policy other than 'no' for worker, no other "
             "user) touches these containers during the session. Current time: Wed 2024-01-17 16:05 UTC.")
    ps = grid([
        ["CONTAINER ID", "IMAGE", "COMMAND", "CREATED", "STATUS", "PORTS", "NAMES"],
        ["8f2c41d9a7e3", "registry.local/stack-web:1.9", '"/docker-entrypoint.…"', "3 days ago", "Up 3 days", "0.0.0.0:8080->80/tcp, :::8080->80/tcp", "stack-web-1"],
        ["b71e09c3f5a2", "registry.local/stack-api:1.9", '"gunicorn -c gunicor…"', "3 days ago", "Up 3 days", "8000/tcp", "stack-api-1"],
        ["3c9a5d17e0b4", "registry.local/stack-api:1.9", '"celery -A app worke…"', "3 days ago", "Up 3 days", "", "stack-worker-1"],
        ["e40d8b2f6c11", "redis:7.2-alpine", '"docker-entrypoint.s…"', "3 days ago", "Up 3 days", "6379/tcp", "stack-redis-1"],
        ["5ad3f09e8c72", "postgres:16.1", '"docker-entrypoint.s…"', "3 days ago", "Up 3 days (healthy)", "5432/tcp", "stack-db-1"],
        ["0e7b6a4d21f9", "registry.local/stack-api:1.8", '"python manage.py mi…"', "2 weeks ago", "Exited (0) 2 weeks ago", "", "old_migrate"],
    ], gap=3)
    api_logs = """stack-api-1  | [2024-01-17 16:04:58 +0000] [31] [INFO] 172.19.0.6:41822 - "GET /api/v1/orders?status=open HTTP/1.1" 200
stack-api-1  | [2024-01-17 16:05:03 +0000] [29] [INFO] 172.19.0.6:41830 - "POST /api/v1/orders/88412/ship HTTP/1.1" 202
stack-api-1  | [2024-01-17 16:05:20 +0000] [31] [INFO] 172.19.0.6:41846 - "GET /api/v1/health HTTP/1.1" 200
stack-api-1  | [2024-01-17 16:05:50 +0000] [30] [INFO] 172.19.0.6:41862 - "GET /api/v1/health HTTP/1.1" 200
stack-api-1  | [2024-01-17 16:06:20 +0000] [29] [INFO] 172.19.0.6:41878 - "GET /api/v1/health HTTP/1.1" 200"""
    prune = """Deleted Images:
deleted: sha256:2f4c1a9e7b3d05c86e19a4f2d7b0c3e58a16f9d2c47b8e0a3f5d1c6b9e2a7f40
deleted: sha256:9a0e3b7c5d1f42e8b6c09d3a7f1e5b2c8d4a06f3e9b1c7d5a2f8e0b4c6d3a91e
deleted: sha256:c5d8e2f1a7b04c39e6d1f8a2b5c07e3d9f4a1b6c8e2d0f7a3b9c5e1d4f6a8b02
deleted: sha256:71b3e9d2c6a0f5b48d1e7c3a9f2b6d0e4c8a5f1b3d7e9c2a6f0b4d8e1c5a3f97

Total reclaimed space: 412.7MB"""
    names = grid([["NAMES", "STATUS"],
                  ["stack-web-1", "Up 3 days"],
                  ["stack-api-1", "Up 3 days"],
                  ["stack-worker-1", "Exited (137) 3 minutes ago"],
                  ["stack-redis-1", "Up 3 days"],
                  ["stack-db-1", "Up 3 days (healthy)"]], gap=3)
    cps = grid([
        ["NAME", "IMAGE", "COMMAND", "SERVICE", "CREATED", "STATUS", "PORTS"],
        ["stack-api-1", "registry.local/stack-api:1.9", '"gunicorn -c gunicor…"', "api", "3 days ago", "Up 3 days", "8000/tcp"],
        ["stack-db-1", "postgres:16.1", '"docker-entrypoint.s…"', "db", "3 days ago", "Up 3 days (healthy)", "5432/tcp"],
        ["stack-redis-1", "redis:7.2-alpine", '"docker-entrypoint.s…"', "redis", "3 days ago", "Up 3 days", "6379/tcp"],
        ["stack-web-1", "registry.local/stack-web:1.9", '"/docker-entrypoint.…"', "web", "3 days ago", "Up 3 days", "0.0.0.0:8080->80/tcp, :::8080->80/tcp"],
        ["stack-worker-1", "registry.local/stack-api:1.9", '"celery -A app worke…"', "worker", "3 days ago", "Up 3 days", ""],
    ], gap=3)
    df = grid([["TYPE", "TOTAL", "ACTIVE", "SIZE", "RECLAIMABLE"],
               ["Images", "5", "4", "1.318GB", "301.4MB (22%)"],
               ["Containers", "5", "4", "84.21MB", "12.6MB (14%)"],
               ["Local Volumes", "3", "2", "2.104GB", "48.3MB (2%)"],
               ["Build Cache", "0", "0", "0B", "0B"]], gap=4)
    wlogs = """stack-worker-1  | [2024-01-17 16:05:57,402: INFO/MainProcess] Task app.tasks.sync_inventory[5e0c2b7a-91d4-4f6e-a3b8-0d7c1e9f2a64] received
stack-worker-1  | [2024-01-17 16:05:59,871: INFO/ForkPoolWorker-2] Task app.tasks.send_shipping_mail[c41e8d09-2b7f-4a35-9e60-f18d3a7c5b21] succeeded in 0.412s: None
stack-worker-1  |
stack-worker-1  | worker: Warm shutdown (MainProcess)"""
    turns = [
        p.run("docker ps -a", ps),
        p.run("docker compose stop worker", "[+] Stopping 1/1\n ✔ Container stack-worker-1  Stopped                                            10.4s", duration=12.0),
        p.run("docker compose logs --tail 5 api", api_logs),
        p.run("docker rm old_migrate", "old_migrate"),
        p.run("docker image prune -f", prune, duration=3.0),
        p.run("docker ps -a --format 'table {{.Names}}\\t{{.Status}}'", names),
        p.run("docker compose ps", cps),
        p.run("docker system df", df),
        p.run("docker compose logs --tail 4 worker", wlogs),
    ]
    add(rs, "03", state, turns, bad=True, turn=7,
        kind="worker container stopped earlier is listed as running (Up 3 days) with no start")


# ---------------------------------------------------------------------------------------------
# 04 clean: taskwarrior - ids renumber after a completion, urgency follows a priority change
# ---------------------------------------------------------------------------------------------
def t04(rs: RowSet) -> None:
    p = Pane("mira", "mira-thinkpad", "/home/mira")
    state = ("Host mira-thinkpad (Arch Linux), user mira, cwd /home/mira. Taskwarrior 2.6.2 with default settings "
             "(dateformat Y-M-D, default report 'list', renumbering of ids after completed tasks are garbage-collected). "
             "Seven pending tasks in projects work, home and learning. Current time: Wed 2024-03-13 09:40.")
    list1 = grid([
        ["ID", "Age", "P", "Project", "Tag", "Due", "Description", "Urg"],
        ["1", "3w", "H", "work", "", "2024-03-14", "Submit Q1 expense report", "15.6"],
        ["2", "2w", "M", "work", "review", "2024-03-18", "Review Lena's PR on ingest", "12.5"],
        ["3", "5d", "", "home", "", "2024-03-13", "Fix leaking kitchen tap", "10"],
        ["6", "6w", "M", "home", "", "2024-04-30", "Renew passport", "7.53"],
        ["5", "4w", "", "learning", "reading", "", "Read 'Designing Data-Intensive Applications' ch.7", "1.95"],
        ["7", "9d", "", "work", "chore", "", "Clean up old feature branches", "1.85"],
        ["4", "12d", "", "home", "", "", "Book dentist appointment", "1.07"],
    ], right=(0, 7), gap=1)
    list2 = grid([
        ["ID", "Age", "P", "Project", "Tag", "Due", "Description", "Urg"],
        ["1", "3w", "H", "work", "", "2024-03-14", "Submit Q1 expense report", "15.6"],
        ["2", "2w", "M", "work", "review", "2024-03-18", "Review Lena's PR on ingest", "12.5"],
        ["7", "1min", "", "home", "", "2024-03-15", "Renew car insurance", "9.07"],
        ["5", "6w", "M", "home", "", "2024-04-30", "Renew passport", "7.53"],
        ["4", "4w", "", "learning", "reading", "", "Read 'Designing Data-Intensive Applications' ch.7", "1.95"],
        ["6", "9d", "", "work", "chore", "", "Clean up old feature branches", "1.85"],
        ["3", "12d", "", "home", "", "", "Book dentist appointment", "1.07"],
    ], right=(0, 7), gap=1)
    info = """
Name          Value
ID            7
Description   Renew car insurance
Status        Pending
Project       home
Priority      H
Entered       2024-03-13 09:41:22 (2min)
Due           2024-03-15 00:00:00
Last modified 2024-03-13 09:43:05 (4s)
Virtual tags  DUE LATEST MONTH PENDING PRIORITY PROJECT QUARTER READY UNBLOCKED WEEK YEAR
UUID          9e3b7c41-58d2-4a0f-b6e1-2c7d90f4a8b3
Urgency       15.1

    project      1 *    1 =      1
    due      0.672 *   12 =   8.07
    priority     1 *    6 =      6
                            ------
                              15.1

Date                Modification
2024-03-13 09:43:05 Priority set to 'H'."""
    done = grid([
        ["ID", "UUID", "Created", "Completed", "Age", "P", "Project", "Description"],
        ["-", "1f6d0b22", "2024-02-19", "2024-03-04", "3w", "M", "work", "Rotate staging TLS certificates"],
        ["-", "7a9e4c10", "2024-02-26", "2024-03-08", "2w", "", "home", "Pay property tax instalment"],
        ["-", "5c1e2a9b", "2024-03-08", "2024-03-13", "5d", "", "home", "Fix leaking kitchen tap"],
    ], right=(0,), gap=1)
    home = grid([
        ["ID", "Age", "P", "Project", "Due", "Description", "Urg"],
        ["7", "3min", "H", "home", "2024-03-15", "Renew car insurance", "15.1"],
        ["5", "6w", "M", "home", "2024-04-30", "Renew passport", "7.53"],
        ["3", "12d", "", "home", "", "Book dentist appointment", "1.07"],
    ], right=(0, 6), gap=1)
    turns = [
        p.run("task list", f"\n{list1}\n\n7 tasks"),
        p.run("task add project:home due:friday Renew car insurance", "Created task 8."),
        p.run("task 3 done", "Completed task 3 'Fix leaking kitchen tap'.\nCompleted 1 task."),
        p.run("task list", f"\n{list2}\n\n7 tasks"),
        p.run("task 7 modify priority:H", "Modifying task 7 'Renew car insurance'.\nModified 1 task."),
        p.run("task 7 info", info),
        p.run("task completed", f"\n{done}\n\n3 tasks"),
        p.run("task project:home list", f"\n{home}\n\n3 tasks"),
        p.run("task projects", "\nProject  Tasks\nhome         3\nlearning     1\nwork         3\n\n3 projects (7 tasks)"),
    ]
    add(rs, "04", state, turns)


# ---------------------------------------------------------------------------------------------
# 05 BAD: git branch rename - branch listing shows the old name again
# ---------------------------------------------------------------------------------------------
def t05(rs: RowSet) -> None:
    p = Pane("sam", "dev-box", "/home/sam/src/payments-api")
    state = ("Host dev-box (Fedora 39), user sam, cwd /home/sam/src/payments-api, a clone of "
             "git@git.example.com:fin/payments-api.git. git 2.43.0. The current branch is the local-only branch "
             "feature/login-rate-limit (2 commits on top of main, not pushed yet); other local branches: main, "
             "fix/currency-rounding, release/2.4. Working tree clean.")
    log1 = """e4b91c7 (HEAD -> feature/auth-rate-limit) Add sliding-window limiter to /auth/login
a0d3f58 Extract RateLimiter interface from middleware
71c2e9a (origin/main, origin/HEAD, main) Merge pull request #482 from fin/fix/currency-rounding
5f8d0b3 (fix/currency-rounding) Round JPY and KRW to zero decimals
c19e7a2 Bump pydantic to 2.6.1
9d04a6e Merge pull request #479 from fin/release/2.4"""
    stat = """ payments_api/auth/routes.py          | 14 +++++-
 payments_api/middleware/ratelimit.py | 97 +++++++++++++++++++++++++++---------------
 payments_api/ratelimit/__init__.py   |  3 +
 payments_api/ratelimit/window.py     | 68 +++++++++++++++++++++++++++++
 tests/test_ratelimit.py              | 52 ++++++++++++++++++++++
 5 files changed, 196 insertions(+), 38 deletions(-)"""
    branches = """* feature/login-rate-limit e4b91c7 Add sliding-window limiter to /auth/login
  fix/currency-rounding    5f8d0b3 Round JPY and KRW to zero decimals
  main                     71c2e9a [origin/main] Merge pull request #482 from fin/fix/currency-rounding
  release/2.4              3b7a1f0 [origin/release/2.4] Release 2.4.3"""
    fetch = """remote: Enumerating objects: 23, done.
remote: Counting objects: 100% (23/23), done.
remote: Compressing objects: 100% (11/11), done.
remote: Total 14 (delta 8), reused 0 (delta 0), pack-reused 0
Unpacking objects: 100% (14/14), 3.91 KiB | 445.00 KiB/s, done.
From git.example.com:fin/payments-api
   71c2e9a..8e06d4f  main       -> origin/main"""
    log2 = """2c7f05e (HEAD -> feature/auth-rate-limit) Add sliding-window limiter to /auth/login
b83a6d1 Extract RateLimiter interface from middleware
8e06d4f (origin/main, origin/HEAD) Merge pull request #485 from fin/chore/ci-cache
f1a2c39 Cache pip wheels in CI"""
    push = """Enumerating objects: 19, done.
Counting objects: 100% (19/19), done.
Delta compression using up to 8 threads
Compressing objects: 100% (12/12), done.
Writing objects: 100% (13/13), 3.27 KiB | 3.27 MiB/s, done.
Total 13 (delta 7), reused 0 (delta 0), pack-reused 0
remote:
remote: To create a merge request for feature/auth-rate-limit, visit:
remote:   https://git.example.com/fin/payments-api/-/merge_requests/new?merge_request%5Bsource_branch%5D=feature%2Fauth-rate-limit
remote:
To git.example.com:fin/payments-api.git
 * [new branch]      feature/auth-rate-limit -> feature/auth-rate-limit
branch 'feature/auth-rate-limit' set up to track 'origin/feature/auth-rate-limit'."""
    turns = [
        p.run("git status", "On branch feature/login-rate-limit\nnothing to commit, working tree clean"),
        p.run("git branch -m feature/login-rate-limit feature/auth-rate-limit"),
        p.run("git log --oneline --decorate -6", log1),
        p.run("git diff --stat main...HEAD", stat),
        p.run("git branch -vv", branches),
        p.run("git fetch origin", fetch, duration=3.0),
        p.run("git rebase origin/main", "Successfully rebased and updated refs/heads/feature/auth-rate-limit."),
        p.run("git log --oneline --decorate -4", log2),
        p.run("git push -u origin feature/auth-rate-limit", push, duration=3.0),
        p.run("git status", "On branch feature/auth-rate-limit\nYour branch is up to date with 'origin/feature/auth-rate-limit'.\n\nnothing to commit, working tree clean"),
    ]
    add(rs, "05", state, turns, bad=True, turn=5,
        kind="renamed branch listed under its old name in git branch -vv")


# ---------------------------------------------------------------------------------------------
# 06 clean: ZFS snapshot, copy data in, scrub - USED/AVAIL/ratio change, scrub progresses
# ---------------------------------------------------------------------------------------------
def t06(rs: RowSet) -> None:
    p = Pane("root", "tank-srv", "/root")
    state = ("Host tank-srv (Debian 12, OpenZFS 2.2.2), root, cwd /root. Pool 'tank' is a raidz1 of four 4 TB disks "
             "with datasets tank/home (lz4), tank/media, tank/vm (with zvols for two VMs). /srv/import on the local SSD "
             "holds 18 GB of project files to move into /tank/home/shared/import. Current time: Thu 2024-03-14 10:04.")
    disks = ["ata-WDC_WD40EFZX-68AWUN0_WD-WX12D83K4L2P", "ata-WDC_WD40EFZX-68AWUN0_WD-WX12D83K7N9C",
             "ata-WDC_WD40EFZX-68AWUN0_WD-WX22D93A0F4T", "ata-WDC_WD40EFZX-68AWUN0_WD-WX22D93A3H8M"]

    def zstatus(scan: str) -> str:
        rows = "\n".join(f"\t    {d}  ONLINE       0     0     0" for d in disks)
        return f"""  pool: tank
 state: ONLINE
  scan: {scan}
config:

\tNAME                                          STATE     READ WRITE CKSUM
\ttank                                          ONLINE       0     0     0
\t  raidz1-0                                    ONLINE       0     0     0
{rows}

errors: No known data errors"""

    list1 = grid([["NAME", "USED", "AVAIL", "REFER", "MOUNTPOINT"],
                  ["tank", "4.97T", "5.38T", "140K", "/tank"],
                  ["tank/home", "1.21T", "5.38T", "1.19T", "/tank/home"],
                  ["tank/media", "3.34T", "5.38T", "3.34T", "/tank/media"],
                  ["tank/vm", "412G", "5.38T", "96K", "/tank/vm"],
                  ["tank/vm/debian-build", "204G", "5.55T", "31.7G", "-"],
                  ["tank/vm/win11", "208G", "5.55T", "58.2G", "-"]], right=(1, 2, 3))
    snaps1 = grid([["NAME", "USED", "AVAIL", "REFER", "MOUNTPOINT"],
                   ["tank/home@weekly-2024-02-25", "6.12G", "-", "1.17T", "-"],
                   ["tank/home@weekly-2024-03-03", "4.87G", "-", "1.18T", "-"],
                   ["tank/home@weekly-2024-03-10", "2.31G", "-", "1.19T", "-"],
                   ["tank/home@pre-migrate-2024-03-14", "0B", "-", "1.19T", "-"]], right=(1, 2, 3))
    rsync = """
Number of files: 4,812 (reg: 4,501, dir: 311)
Number of created files: 4,812 (reg: 4,501, dir: 311)
Number of deleted files: 0
Number of regular files transferred: 4,501
Total file size: 19,778,532,194 bytes
Total transferred file size: 19,778,532,194 bytes
Literal data: 19,778,532,194 bytes
Matched data: 0 bytes
File list size: 196,608
File list generation time: 0.004 seconds
File list transfer time: 0.000 seconds
Total bytes sent: 19,783,421,077
Total bytes received: 89,310

sent 19,783,421,077 bytes  received 89,310 bytes  25,497,114.82 bytes/sec
total size is 19,778,532,194  speedup is 1.00"""
    list2 = grid([["NAME", "USED", "AVAIL", "REFER"],
                  ["tank", "4.98T", "5.36T", "140K"],
                  ["tank/home", "1.22T", "5.36T", "1.20T"],
                  ["tank/media", "3.34T", "5.36T", "3.34T"],
                  ["tank/vm", "412G", "5.36T", "96K"],
                  ["tank/vm/debian-build", "204G", "5.53T", "31.7G"],
                  ["tank/vm/win11", "208G", "5.53T", "58.2G"]], right=(1, 2, 3))
    props = grid([["NAME", "PROPERTY", "VALUE", "SOURCE"],
                  ["tank/home", "compressratio", "1.09x", "-"],
                  ["tank/home", "used", "1.22T", "-"],
                  ["tank/home", "logicalused", "1.33T", "-"],
                  ["tank/home", "compression", "lz4", "local"]])
    snaps2 = grid([["NAME", "USED", "REFER", "CREATION"],
                   ["tank/home@weekly-2024-02-25", "6.12G", "1.17T", "Sun Feb 25  3:00 2024"],
                   ["tank/home@weekly-2024-03-03", "4.87G", "1.18T", "Sun Mar  3  3:00 2024"],
                   ["tank/home@weekly-2024-03-10", "2.31G", "1.19T", "Sun Mar 10  3:00 2024"],
                   ["tank/home@pre-migrate-2024-03-14", "1.21M", "1.19T", "Thu Mar 14 10:05 2024"]], right=(1, 2))
    turns = [
        p.run("zpool status tank", zstatus("scrub repaired 0B in 02:11:09 with 0 errors on Sun Mar 10 02:35:10 2024")),
        p.run("zfs list -o name,used,avail,refer,mountpoint -r tank", list1),
        p.run("zfs snapshot tank/home@pre-migrate-2024-03-14"),
        p.run("zfs list -t snapshot -r tank/home", snaps1),
        p.run("rsync -a --stats /srv/import/ /tank/home/shared/import/", rsync, duration=780.0),
        p.run("zfs list -o name,used,avail,refer -r tank", list2),
        p.run("zfs get compressratio,used,logicalused,compression tank/home", props),
        p.run("zpool scrub tank && zpool status tank", zstatus(
            "scrub in progress since Thu Mar 14 10:22:41 2024\n"
            "\t1.02G / 6.71T scanned at 1.02G/s, 0B / 6.71T issued\n"
            "\t0B repaired, 0.00% done, no estimated completion time")),
        p.run("zpool status tank | grep -A3 scan:",
              "  scan: scrub in progress since Thu Mar 14 10:22:41 2024\n"
              "\t498G / 6.71T scanned at 2.41G/s, 131G / 6.71T issued at 648M/s\n"
              "\t0B repaired, 1.91% done, 02:57:30 to go\nconfig:"),
        p.run("zfs list -t snapshot -o name,used,refer,creation -r tank/home", snaps2),
    ]
    add(rs, "06", state, turns)


# ---------------------------------------------------------------------------------------------
# 07 BAD: psql coupon cleanup - row count does not follow 6 deletes and 3 inserts
# ---------------------------------------------------------------------------------------------
def t07(rs: RowSet) -> None:
    p = Pane("ana", "db-staging", "/home/ana")
    state = ("Host db-staging (Ubuntu 22.04), user ana, cwd /home/ana. PostgreSQL 15.6 runs locally; database 'shop' "
             "is ana's private development copy: no application, cron job or other client is connected to it. "
             "psql 15.6 with ~/.pgpass configured. Current time: Wed 2024-03-20 11:02 UTC.")
    dt = """            List of relations
 Schema |    Name     | Type  | Owner
--------+-------------+-------+-------
 public | coupons     | table | ana
 public | customers   | table | ana
 public | order_items | table | ana
 public | orders      | table | ana
 public | products    | table | ana
(5 rows)
"""
    expired = """ id |   code    | percent_off |       expires_at
----+-----------+-------------+------------------------
  1 | LAUNCH20  |          20 | 2023-03-31 23:59:59+00
  2 | SPRING23  |          15 | 2023-05-31 23:59:59+00
  5 | SUMMER23  |          10 | 2023-08-31 23:59:59+00
  9 | BFRIDAY23 |          30 | 2023-11-27 23:59:59+00
 14 | XMAS23    |          25 | 2023-12-26 23:59:59+00
 21 | NEWYEAR24 |          12 | 2024-01-15 23:59:59+00
(6 rows)
"""
    ins = """ id |   code
----+-----------
 58 | SPRING24
 59 | WELCOME10
 60 | VIP30
(3 rows)

INSERT 0 3"""
    last5 = """ id |   code    | percent_off |       expires_at
----+-----------+-------------+------------------------
 60 | VIP30     |          30 | 2024-06-30 00:00:00+00
 59 | WELCOME10 |          10 | 2024-12-31 00:00:00+00
 58 | SPRING24  |          15 | 2024-05-31 00:00:00+00
 57 | STUDENT15 |          15 | 2024-09-30 23:59:59+00
 55 | FREESHIP  |           0 | 2024-04-30 23:59:59+00
(5 rows)
"""
    desc = """                                        Table "public.coupons"
   Column    |           Type           | Collation | Nullable |               Default
-------------+--------------------------+-----------+----------+-------------------------------------
 id          | integer                  |           | not null | nextval('coupons_id_seq'::regclass)
 code        | text                     |           | not null |
 percent_off | smallint                 |           | not null |
 expires_at  | timestamp with time zone |           | not null |
 created_at  | timestamp with time zone |           | not null | now()
Indexes:
    "coupons_pkey" PRIMARY KEY, btree (id)
    "coupons_code_key" UNIQUE CONSTRAINT, btree (code)
Check constraints:
    "coupons_percent_off_check" CHECK (percent_off >= 0 AND percent_off <= 100)
Referenced by:
    TABLE "orders" CONSTRAINT "orders_coupon_id_fkey" FOREIGN KEY (coupon_id) REFERENCES coupons(id) ON DELETE SET NULL
"""
    final = """   code    | percent_off |       expires_at
-----------+-------------+------------------------
 SPRING24  |          15 | 2024-05-31 00:00:00+00
 VIP30     |          25 | 2024-06-30 00:00:00+00
 WELCOME10 |          10 | 2024-12-31 00:00:00+00
(3 rows)
"""
    turns = [
        p.run("psql -d shop -c '\\dt'", dt),
        p.run("psql -d shop -c 'SELECT count(*), max(id) FROM coupons;'", " count | max\n-------+-----\n    42 |  57\n(1 row)\n"),
        p.run("psql -d shop -c 'SELECT id, code, percent_off, expires_at FROM coupons WHERE expires_at < now() ORDER BY id;'", expired),
        p.run("psql -d shop -c 'DELETE FROM coupons WHERE expires_at < now();'", "DELETE 6"),
        p.run("psql -d shop -c \"INSERT INTO coupons (code, percent_off, expires_at) VALUES ('SPRING24', 15, '2024-05-31'), ('WELCOME10', 10, '2024-12-31'), ('VIP30', 30, '2024-06-30') RETURNING id, code;\"", ins),
        p.run("psql -d shop -c 'SELECT id, code, percent_off, expires_at FROM coupons ORDER BY id DESC LIMIT 5;'", last5),
        p.run("psql -d shop -c '\\d coupons'", desc),
        p.run("psql -d shop -c 'SELECT count(*), min(id), max(id) FROM coupons;'",
              " count | min | max\n-------+-----+-----\n    40 |   3 |  60\n(1 row)\n"),
        p.run("psql -d shop -c \"UPDATE coupons SET percent_off = 25 WHERE code = 'VIP30';\"", "UPDATE 1"),
        p.run("psql -d shop -c \"SELECT code, percent_off, expires_at FROM coupons WHERE code IN ('SPRING24','WELCOME10','VIP30') ORDER BY code;\"", final),
        p.run("psql -d shop -c 'VACUUM ANALYZE coupons;'", "VACUUM"),
    ]
    add(rs, "07", state, turns, bad=True, turn=8,
        kind="coupon count is 40 although 42 rows minus 6 deleted plus 3 inserted gives 39")


# ---------------------------------------------------------------------------------------------
# 08 BAD: borg archive - number of files of a finished archive changes between two borg info calls
# ---------------------------------------------------------------------------------------------
def t08(rs: RowSet) -> None:
    p = Pane("elena", "ws-elena", "/home/elena")
    state = ("Host ws-elena (Arch Linux), user elena, cwd /home/elena. BorgBackup 1.2.7; BORG_REPO=ssh://borg@backup.lan/./elena-ws "
             "and BORG_PASSCOMMAND are exported. A systemd timer creates an archive every evening at 21:00; nothing prunes "
             "or compacts the repository during this session. Current time: Sun 2024-04-14 18:42.")
    days = [("2024-04-08", "Mon", "21:00:04", "21:00:05"), ("2024-04-09", "Tue", "21:00:03", "21:00:04"),
            ("2024-04-10", "Wed", "21:00:02", "21:00:03"), ("2024-04-11", "Thu", "21:00:05", "21:00:06"),
            ("2024-04-12", "Fri", "21:00:03", "21:00:04"), ("2024-04-13", "Sat", "21:00:02", "21:00:03")]
    arcs = [(f"ws-{d}T{t}", f"{w}, {d} {s}") for d, w, t, s in days]
    new = ("ws-2024-04-14T18:42:17", "Sun, 2024-04-14 18:42:18")

    def blist(items: list[tuple[str, str]]) -> str:
        return "\n".join(f"{n:<37}{t} [{hexid(n)}]" for n, t in items)

    stats = """------------------------------------------------------------------------------
                       Original size      Compressed size    Deduplicated size
This archive:               24.81 GB             17.36 GB            212.47 MB
All archives:              171.02 GB            119.77 GB             29.84 GB

                       Unique chunks         Total chunks
Chunk index:                  118422              1057311
------------------------------------------------------------------------------"""
    create = f"""------------------------------------------------------------------------------
Repository: ssh://borg@backup.lan/./elena-ws
Archive name: ws-2024-04-14T18:42:17
Archive fingerprint: {hexid(new[0])}
Time (start): Sun, 2024-04-14 18:42:18
Time (end):   Sun, 2024-04-14 18:43:02
Duration: 44.12 seconds
Number of files: 61873
Utilization of max. archive size: 0%
{stats}"""
    info = f"""Archive name: ws-2024-04-14T18:42:17
Archive fingerprint: {hexid(new[0])}
Comment:
Hostname: ws-elena
Username: elena
Time (start): Sun, 2024-04-14 18:42:18
Time (end): Sun, 2024-04-14 18:43:02
Duration: 44.12 seconds
Number of files: 61873
Command line: /usr/bin/borg create --stats --compression zstd,6 '::ws-{{now:%Y-%m-%dT%H:%M:%S}}' /home/elena/Documents /home/elena/Projects /home/elena/.config
Utilization of maximum supported archive size: 0%
{stats.rsplit(chr(10), 1)[0]}"""
    diff = """   +2.31 kB     -418 B home/elena/Projects/thesis/chapters/03-methods.tex
  +11.06 kB    -9.87 kB home/elena/Projects/thesis/chapters/04-results.tex
added          4.12 MB home/elena/Projects/thesis/figures/fig-3-7.pdf
added          3.87 MB home/elena/Projects/thesis/figures/fig-4-2.pdf
    +614 B     -602 B home/elena/Projects/thesis/thesis.bib
  +1.08 MB   -1.02 MB home/elena/Documents/finance/2024-budget.ods
removed        88.4 kB home/elena/Documents/scans/tmp-scan-0412.pdf
   +1.20 kB     -1.17 kB home/elena/.config/Code/User/settings.json
  +28.67 kB   -26.02 kB home/elena/.config/borg/security/d41f0a3c9e71b5d2/manifest-timestamp
    +305 B     -301 B home/elena/.config/gh/hosts.yml"""
    check = """Starting archive consistency check...
Analyzing archive ws-2024-04-14T18:42:17 (1/1)
Archive consistency check complete, no problems found."""
    turns = [
        p.run("borg list", blist(arcs), duration=3.0),
        p.run("borg create --stats --compression zstd,6 ::ws-{now:%Y-%m-%dT%H:%M:%S} ~/Documents ~/Projects ~/.config", create, duration=50.0),
        p.run("borg list --short", "\n".join(n for n, _ in arcs + [new])),
        p.run("borg info ::ws-2024-04-14T18:42:17", info, duration=3.0),
        p.run("borg diff ::ws-2024-04-13T21:00:02 ws-2024-04-14T18:42:17 | head -n 10", diff, duration=8.0),
        p.run("mkdir -p /tmp/restore && cd /tmp/restore && borg extract ::ws-2024-04-14T18:42:17 home/elena/Projects/thesis/chapters/03-methods.tex",
              cd="/tmp/restore", duration=4.0),
        p.run("diff -s home/elena/Projects/thesis/chapters/03-methods.tex ~/Projects/thesis/chapters/03-methods.tex",
              "Files home/elena/Projects/thesis/chapters/03-methods.tex and /home/elena/Projects/thesis/chapters/03-methods.tex are identical"),
        p.run("borg check -v --archives-only --last 1", check, duration=20.0),
        p.run("borg info ::ws-2024-04-14T18:42:17 | grep -E 'Duration|Number of files|This archive'",
              "Duration: 44.12 seconds\nNumber of files: 61837\n"
              "This archive:               24.81 GB             17.36 GB            212.47 MB", duration=3.0),
        p.run("cd ~ && rm -rf /tmp/restore && borg list --last 2", blist([arcs[-1], new]), cd="/home/elena"),
    ]
    add(rs, "08", state, turns, bad=True, turn=9,
        kind="number of files of an already finished archive differs between two borg info calls")


# ---------------------------------------------------------------------------------------------
# 09 clean: kubectl image rollout + scale - new pod names, ReplicaSet hash, ages, readiness
# ---------------------------------------------------------------------------------------------
def t09(rs: RowSet) -> None:
    p = Pane("kube-ops", "bastion-eu1", "/home/kube-ops/deploy")
    state = ("Host bastion-eu1 (Ubuntu 22.04), user kube-ops, cwd /home/kube-ops/deploy. kubectl v1.29.2 with current "
             "context prod-eu1; namespace 'checkout' runs deployments checkout-api (3 replicas, image "
             "registry.example.com/checkout-api:2.14.0, RollingUpdate maxSurge 1 maxUnavailable 0) and checkout-worker "
             "(2 replicas), plus a redis StatefulSet. metrics-server is installed. Current time: Mon 2024-04-15 08:20 UTC.")
    pods1 = grid([
        ["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES"],
        ["checkout-api-7d9f8c6b5d-4kq2x", "1/1", "Running", "0", "6d2h", "10.42.3.18", "ip-10-0-12-41.eu-west-1.compute.internal", "<none>", "<none>"],
        ["checkout-api-7d9f8c6b5d-n8wfz", "1/1", "Running", "0", "6d2h", "10.42.1.77", "ip-10-0-14-9.eu-west-1.compute.internal", "<none>", "<none>"],
        ["checkout-api-7d9f8c6b5d-zt5mh", "1/1", "Running", "1 (3d4h ago)", "6d2h", "10.42.2.31", "ip-10-0-13-126.eu-west-1.compute.internal", "<none>", "<none>"],
        ["checkout-worker-6b8c5f7d49-hx2lp", "1/1", "Running", "0", "9d", "10.42.1.52", "ip-10-0-14-9.eu-west-1.compute.internal", "<none>", "<none>"],
        ["checkout-worker-6b8c5f7d49-q7r4d", "1/1", "Running", "0", "9d", "10.42.3.40", "ip-10-0-12-41.eu-west-1.compute.internal", "<none>", "<none>"],
        ["redis-0", "1/1", "Running", "0", "27d", "10.42.2.12", "ip-10-0-13-126.eu-west-1.compute.internal", "<none>", "<none>"],
    ], gap=3)
    rollout = """Waiting for deployment "checkout-api" rollout to finish: 1 out of 3 new replicas have been updated...
Waiting for deployment "checkout-api" rollout to finish: 1 out of 3 new replicas have been updated...
Waiting for deployment "checkout-api" rollout to finish: 2 out of 3 new replicas have been updated...
Waiting for deployment "checkout-api" rollout to finish: 2 out of 3 new replicas have been updated...
Waiting for deployment "checkout-api" rollout to finish: 3 out of 3 new replicas have been updated...
Waiting for deployment "checkout-api" rollout to finish: 1 old replicas are pending termination...
deployment "checkout-api" successfully rolled out"""
    api_pods = grid([["NAME", "READY", "STATUS", "RESTARTS", "AGE"],
                     ["checkout-api-5c4b7f9d8-2mvtq", "1/1", "Running", "0", "47s"],
                     ["checkout-api-5c4b7f9d8-b9xkd", "1/1", "Running", "0", "31s"],
                     ["checkout-api-5c4b7f9d8-wl6jp", "1/1", "Running", "0", "16s"]], gap=3)
    rs_out = grid([["NAME", "DESIRED", "CURRENT", "READY", "AGE"],
                   ["checkout-api-5c4b7f9d8", "3", "3", "3", "55s"],
                   ["checkout-api-7d9f8c6b5d", "0", "0", "0", "6d2h"],
                   ["checkout-api-84f6d9c7b", "0", "0", "0", "19d"],
                   ["checkout-worker-6b8c5f7d49", "2", "2", "2", "9d"]], gap=3)
    deploy1 = grid([["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE"],
                    ["checkout-api", "3/3", "3", "3", "41d"],
                    ["checkout-worker", "2/4", "4", "2", "41d"]], gap=3)
    pods2 = grid([["NAME", "READY", "STATUS", "RESTARTS", "AGE"],
                  ["checkout-api-5c4b7f9d8-2mvtq", "1/1", "Running", "0", "89s"],
                  ["checkout-api-5c4b7f9d8-b9xkd", "1/1", "Running", "0", "73s"],
                  ["checkout-api-5c4b7f9d8-wl6jp", "1/1", "Running", "0", "58s"],
                  ["checkout-worker-6b8c5f7d49-8tfnc", "0/1", "Running", "0", "14s"],
                  ["checkout-worker-6b8c5f7d49-hx2lp", "1/1", "Running", "0", "9d"],
                  ["checkout-worker-6b8c5f7d49-q7r4d", "1/1", "Running", "0", "9d"],
                  ["checkout-worker-6b8c5f7d49-vd9sg", "1/1", "Running", "0", "14s"],
                  ["redis-0", "1/1", "Running", "0", "27d"]], gap=3)
    deploy2 = grid([["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE"],
                    ["checkout-api", "3/3", "3", "3", "41d"],
                    ["checkout-worker", "4/4", "4", "4", "41d"]], gap=3)
    top = grid([["NAME", "CPU(cores)", "MEMORY(bytes)"],
                ["checkout-api-5c4b7f9d8-2mvtq", "38m", "211Mi"],
                ["checkout-api-5c4b7f9d8-b9xkd", "41m", "204Mi"],
                ["checkout-api-5c4b7f9d8-wl6jp", "35m", "198Mi"],
                ["checkout-worker-6b8c5f7d49-8tfnc", "12m", "143Mi"],
                ["checkout-worker-6b8c5f7d49-hx2lp", "57m", "388Mi"],
                ["checkout-worker-6b8c5f7d49-q7r4d", "61m", "402Mi"],
                ["checkout-worker-6b8c5f7d49-vd9sg", "15m", "151Mi"],
                ["redis-0", "9m", "61Mi"]], gap=3)
    hist = """deployment.apps/checkout-api
REVISION  CHANGE-CAUSE
6         <none>
7         <none>
8         <none>"""
    turns = [
        p.run("kubectl get pods -n checkout -o wide", pods1),
        p.run("kubectl set image deployment/checkout-api api=registry.example.com/checkout-api:2.14.1 -n checkout",
              "deployment.apps/checkout-api image updated"),
        p.run("kubectl rollout status deployment/checkout-api -n checkout", rollout, duration=45.0),
        p.run("kubectl get pods -n checkout -l app=checkout-api", api_pods),
        p.run("kubectl get rs -n checkout", rs_out),
        p.run("kubectl scale deployment/checkout-worker --replicas=4 -n checkout", "deployment.apps/checkout-worker scaled"),
        p.run("kubectl get deploy -n checkout", deploy1),
        p.run("kubectl get pods -n checkout", pods2),
        p.run("kubectl get deploy -n checkout", deploy2),
        p.run("kubectl top pods -n checkout", top),
        p.run("kubectl rollout history deployment/checkout-api -n checkout", hist),
    ]
    add(rs, "09", state, turns)


# ---------------------------------------------------------------------------------------------
# 10 BAD: ledger-cli - a grocery amount in the register differs from the journal file
# ---------------------------------------------------------------------------------------------
def t10(rs: RowSet) -> None:
    p = Pane("tomas", "tomas-desktop", "/home/tomas/finance")
    state = ("Host tomas-desktop (Debian 12), user tomas, cwd /home/tomas/finance (a git repository). ledger 3.3.2; the "
             "journal 2024.ledger holds this year's transactions in euros (no automated transactions, no price database). "
             "Current date: Sun 2024-03-17.")
    journal = """2024/02/28 * Lidl
    Expenses:Food:Groceries                   €38.90
    Assets:Checking

2024/03/01 * Hausverwaltung Krüger
    ; rent March
    Expenses:Housing:Rent                    €950.00
    Assets:Checking

2024/03/02 * Lidl
    Expenses:Food:Groceries                   €64.38
    Assets:Checking

2024/03/04 * Stadtwerke Leipzig
    Expenses:Utilities:Electricity            €87.00
    Assets:Checking

2024/03/06 * Kaffeehaus Riquet
    Expenses:Food:Dining                      €18.40
    Liabilities:CreditCard

2024/03/09 * REWE
    Expenses:Food:Groceries                   €41.12
    Assets:Checking

2024/03/11 * Deutsche Bahn
    Expenses:Transport:Train                  €29.90
    Liabilities:CreditCard

2024/03/14 * Employer GmbH
    Assets:Checking                        €3,412.55
    Income:Salary

2024/03/15 * Lidl
    Expenses:Food:Groceries                   €52.07
    Assets:Checking

2024/03/16 * Vodafone
    Expenses:Utilities:Mobile                 €24.99
    Assets:Checking"""
    n = len(journal.split("\n"))
    bal = """           €1,267.86  Expenses
             €175.97    Food
              €18.40      Dining
             €157.57      Groceries
             €950.00    Housing:Rent
              €29.90    Transport:Train
             €111.99    Utilities
              €87.00      Electricity
              €24.99      Mobile
--------------------
           €1,267.86"""
    reg = """24-Mar-02 Lidl                  Ex:Food:Groceries            €64.83       €64.83
24-Mar-06 Kaffeehaus Riquet     Ex:Food:Dining               €18.40       €83.23
24-Mar-09 REWE                  Ex:Food:Groceries            €41.12      €124.35
24-Mar-15 Lidl                  Ex:Food:Groceries            €52.07      €176.42"""
    bal2 = """           €1,291.31  Expenses
             €175.97    Food
              €23.45    Household
             €950.00    Housing
              €29.90    Transport
             €111.99    Utilities
--------------------
           €1,291.31"""
    hh = """24-Jan-20 IKEA Leipzig          Expenses:Household          €129.00      €129.00
24-Feb-10 dm-drogerie markt     Expenses:Household           €17.85      €146.85
24-Mar-17 dm-drogerie markt     Expenses:Household           €23.45      €170.30"""
    turns = [
        p.run(f"tail -n {n} 2024.ledger", journal),
        p.run("ledger -f 2024.ledger bal Expenses --begin 2024/03/01 --end 2024/04/01", bal),
        p.run("printf '\\n2024/03/17 * dm-drogerie markt\\n    Expenses:Household                        €23.45\\n    Assets:Checking\\n' >> 2024.ledger"),
        p.run("ledger -f 2024.ledger reg Expenses:Food --begin 2024/03/01", reg),
        p.run("ledger -f 2024.ledger bal Expenses --begin 2024/03/01 --depth 2", bal2),
        p.run("ledger -f 2024.ledger reg Household", hh),
        p.run('git commit -am "Add March expenses up to the 17th"', "[main 4e1a9c2] Add March expenses up to the 17th\n 1 file changed, 4 insertions(+)"),
    ]
    add(rs, "10", state, turns, bad=True, turn=4,
        kind="Lidl grocery amount of Mar 2 reads 64.83 in the register while the journal and balance show 64.38")


# ---------------------------------------------------------------------------------------------
# 11 BAD: freeing /var on a Debian box - the db-dump crontab line changes hour with no edit
# ---------------------------------------------------------------------------------------------
def t11(rs: RowSet) -> None:
    p = Pane("root", "app01", "/root")
    state = ("Host app01 (Debian 12), root, cwd /root. / is /dev/sda1 (20G) and /var is /dev/sdb1 (50G, nearly full). "
             "root's crontab runs a nightly PostgreSQL dump (/usr/local/bin/db-dump.sh) into /var/backups/db; nobody "
             "else edits the crontab. systemd-journald keeps persistent journals in /var/log/journal. "
             "Current time: Thu 2024-02-29 11:20 UTC.")
    df1 = """Filesystem      Size  Used Avail Use% Mounted on
udev            3.9G     0  3.9G   0% /dev
tmpfs           795M  1.1M  794M   1% /run
/dev/sda1        20G  7.4G   12G  40% /
tmpfs           3.9G     0  3.9G   0% /dev/shm
tmpfs           5.0M     0  5.0M   0% /run/lock
/dev/sdb1        49G   43G  4.1G  92% /var
/dev/sda15      124M   12M  113M  10% /boot/efi
tmpfs           795M     0  795M   0% /run/user/0"""
    du1 = "2.1M\t/var/mail\n88M\t/var/cache\n1.9G\t/var/lib\n4.6G\t/var/log\n36G\t/var/backups\n43G\t/var"
    du2 = "21M\t/var/log/syslog.1\n38M\t/var/log/syslog\n112M\t/var/log/nginx\n410M\t/var/log/app\n3.8G\t/var/log/journal"
    jid = "4c1d8e0f9a2b47c6b1e3d5f7a9c0b2e4"
    vacuum = (f"Deleted archived journal /var/log/journal/{jid}/system@a1f0c93e27d84b5f9e6c12d07b3a8f45-00000000002b91c4-00061284f0a3d1e7.journal (128.0M).\n"
              f"Deleted archived journal /var/log/journal/{jid}/user-1000@77e2b0d4c91f4a3e8d5b6c0f2a9e1d73-00000000002bb0e1-0006128a43c7b912.journal (64.0M).\n"
              f"Vacuuming done, freed 3.3G of archived journals from /var/log/journal/{jid}.")
    cron = """# m h  dom mon dow   command
MAILTO=ops@example.net
*/10 * * * * /usr/local/bin/healthcheck.sh >/dev/null 2>&1
15 3 * * * /usr/local/bin/db-dump.sh >> /var/log/db-dump.log 2>&1
40 3 * * * /usr/bin/find /var/tmp/app-uploads -type f -mmin +720 -delete
0 4 * * 0 /usr/sbin/logrotate -f /etc/logrotate.d/app
30 5 1 * * /usr/local/bin/cert-report.sh | mail -s "cert report" ops@example.net"""
    sizes = ["2.3G", "2.3G", "2.4G", "2.4G", "2.3G", "2.4G", "2.4G", "2.4G", "2.5G", "2.4G", "2.4G", "2.5G", "2.4G", "2.5G"]
    mins = ["21", "20", "21", "22", "20", "21", "21", "21", "22", "21", "21", "22", "21", "21"]
    files = []
    for i, (sz, mm) in enumerate(zip(sizes, mins, strict=True)):
        d = 16 + i
        files.append(f"-rw-r----- 1 root backup {sz} Feb {d} 03:{mm} crm-2024-02-{d}.sql.gz")
    ls = "total 34G\n" + "\n".join(files)
    deleted = "\n".join(f"/var/backups/db/crm-2024-02-{d}.sql.gz" for d in (18, 16, 21, 17, 20, 19))
    script = """#!/bin/bash
# nightly logical dump of the crm database (called from root's crontab)
set -euo pipefail
STAMP=$(date +%F)
OUT=/var/backups/db/crm-${STAMP}.sql.gz
echo "$(date -Is) starting dump to ${OUT}"
pg_dump -h db01.internal -U backup -Fp crm | gzip -6 > "${OUT}.part"
mv "${OUT}.part" "${OUT}"
echo "$(date -Is) done ($(du -h "${OUT}" | cut -f1))\""""
    dumplog = """2024-02-28T03:15:01+00:00 starting dump to /var/backups/db/crm-2024-02-28.sql.gz
2024-02-28T03:21:12+00:00 done (2.4G)
2024-02-29T03:15:01+00:00 starting dump to /var/backups/db/crm-2024-02-29.sql.gz
2024-02-29T03:21:38+00:00 done (2.5G)"""
    turns = [
        p.run("df -h", df1),
        p.run("du -xh --max-depth=1 /var 2>/dev/null | sort -h | tail -n 6", du1, duration=8.0),
        p.run("du -sh /var/log/* | sort -h | tail -n 5", du2, duration=2.0),
        p.run("journalctl --disk-usage", "Archived and active journals take up 3.8G in the file system."),
        p.run("journalctl --vacuum-size=500M 2>&1 | tail -n 3", vacuum, duration=3.0),
        p.run("crontab -l", cron),
        p.run("ls -lh /var/backups/db/", ls),
        p.run("find /var/backups/db -name '*.sql.gz' -mtime +7 -print -delete", deleted, duration=2.0),
        p.run("df -h /var", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/sdb1        49G   26G   22G  54% /var"),
        p.run("crontab -l | grep -n db-dump", "4:15 2 * * * /usr/local/bin/db-dump.sh >> /var/log/db-dump.log 2>&1"),
        p.run("cat /usr/local/bin/db-dump.sh", script),
        p.run("tail -n 4 /var/log/db-dump.log", dumplog),
    ]
    add(rs, "11", state, turns, bad=True, turn=10,
        kind="crontab line for db-dump shows hour 2 instead of 3 with no crontab edit")


# ---------------------------------------------------------------------------------------------
# 12 clean: Nomad job update - new allocation ids, job version, relative times advancing
# ---------------------------------------------------------------------------------------------
def t12(rs: RowSet) -> None:
    p = Pane("ops", "ops-jump", "/home/ops/jobs")
    state = ("Host ops-jump (Ubuntu 22.04), user ops, cwd /home/ops/jobs. Nomad CLI 1.7.5 with "
             "NOMAD_ADDR=https://nomad.dc1.internal:4646 and a management token exported. web.nomad.hcl defines service "
             "job 'web' (group 'frontend', count = 3, task 'nginx' with image nginx:1.25.3, update stanza max_parallel = 1, "
             "min_healthy_time = 10s). Three clients: nomad-client-01..03. Current time: Thu 2024-05-02 11:03 UTC.")
    header = """ID            = web
Name          = web
Submit Date   = {submit}
Type          = service
Priority      = 50
Datacenters   = dc1
Namespace     = default
Node Pool     = default
Status        = running
Periodic      = false
Parameterized = false

Summary
{summary}

Latest Deployment
ID          = {dep}
Status      = successful
Description = Deployment completed successfully

Deployed
{deployed}

"""
    hdr = ["ID", "Node ID", "Task Group", "Version", "Desired", "Status", "Created", "Modified"]
    old = [["5b2e8d14", "c7a1f3e9", "frontend", "6", "run", "running", "6d1h ago", "6d1h ago"],
           ["a90c3f6e", "4d8b2e07", "frontend", "6", "run", "running", "6d1h ago", "6d1h ago"],
           ["e13f7b58", "9f0e6c2a", "frontend", "6", "run", "running", "6d1h ago", "6d1h ago"]]
    def summary(run: int, comp: int) -> str:
        return grid([["Task Group", "Queued", "Starting", "Running", "Failed", "Complete", "Lost", "Unknown"],
                     ["frontend", "0", "0", str(run), "0", str(comp), "0", "0"]])

    def deployed(n: int, deadline: str) -> str:
        return grid([["Task Group", "Desired", "Placed", "Healthy", "Unhealthy", "Progress Deadline"],
                     ["frontend", str(n), str(n), str(n), "0", deadline]])

    status1 = header.format(submit="2024-04-26T09:17:52Z", summary=summary(3, 2), dep="71e4c0a2",
                            deployed=deployed(3, "2024-04-26T09:28:30Z")) + "Allocations\n" + grid([hdr] + old)

    def allocs(t: list[str]) -> str:
        rows = [["61b0f5c2", "9f0e6c2a", "frontend", "7", "run", "running", t[0], t[1]],
                ["8e47a1d3", "4d8b2e07", "frontend", "7", "run", "running", t[2], t[3]],
                ["2c6d0b9e", "c7a1f3e9", "frontend", "7", "run", "running", t[4], t[5]],
                ["f3a91c07", "9f0e6c2a", "frontend", "7", "run", "running", t[6], t[7]],
                ["5b2e8d14", "c7a1f3e9", "frontend", "6", "stop", "complete", "6d1h ago", t[8]],
                ["a90c3f6e", "4d8b2e07", "frontend", "6", "stop", "complete", "6d1h ago", t[9]],
                ["e13f7b58", "9f0e6c2a", "frontend", "6", "stop", "complete", "6d1h ago", t[10]]]
        return "Allocations\n" + grid([hdr] + rows)

    status2 = header.format(submit="2024-05-02T11:04:12Z", summary=summary(4, 5), dep="2b6d9e41",
                            deployed=deployed(4, "2024-05-02T11:14:58Z")) + allocs(
        ["43s ago", "21s ago", "59s ago", "38s ago", "1m17s ago", "55s ago", "1m17s ago", "56s ago",
         "42s ago", "58s ago", "1m16s ago"])
    plan = """+/- Job: "web"
+/- Task Group: "frontend" (1 create, 3 create/destroy update)
  +/- Count: "3" => "4" (forces create)
  +/- Task: "nginx" (forces create/destroy update)
    +/- Config {
      +/- image:    "nginx:1.25.3" => "nginx:1.25.4"
          ports[0]: "http"
        }

Scheduler dry-run:
- All tasks successfully allocated.

Job Modify Index: 18842
To submit the job with version verification run:

nomad job run -check-index 18842 web.nomad.hcl

When running the job with the check-index flag, the job will only be run if the
job modify index given matches the server-side version. If the index has
changed, another user has modified the job and the plan's results are
potentially invalid."""
    run = """==> 2024-05-02T11:04:12Z: Monitoring evaluation "8c1f7a3e"
    2024-05-02T11:04:12Z: Evaluation triggered by job "web"
    2024-05-02T11:04:13Z: Evaluation within deployment: "2b6d9e41"
    2024-05-02T11:04:13Z: Allocation "2c6d0b9e" created: node "c7a1f3e9", group "frontend"
    2024-05-02T11:04:13Z: Allocation "f3a91c07" created: node "9f0e6c2a", group "frontend"
    2024-05-02T11:04:13Z: Evaluation status changed: "pending" -> "complete"
==> 2024-05-02T11:04:13Z: Evaluation "8c1f7a3e" finished with status "complete"
==> 2024-05-02T11:04:13Z: Monitoring deployment "2b6d9e41"
  ✓ Deployment "2b6d9e41" successful

    2024-05-02T11:05:02Z
    ID          = 2b6d9e41
    Job ID      = web
    Job Version = 7
    Status      = successful
    Description = Deployment completed successfully

    Deployed
    Task Group  Desired  Placed  Healthy  Unhealthy  Progress Deadline
    frontend    4        4       4        0          2024-05-02T11:14:58Z"""
    alloc = """ID                  = 2c6d0b9e-41f7-8a3c-d5e2-0b9f17c46a88
Eval ID             = 8c1f7a3e
Name                = web.frontend[3]
Node ID             = c7a1f3e9
Node Name           = nomad-client-01
Job ID              = web
Job Version         = 7
Client Status       = running
Client Description  = Tasks are running
Desired Status      = run
Desired Description = <none>
Created             = 1m32s ago
Modified            = 1m10s ago
Deployment ID       = 2b6d9e41
Deployment Health   = healthy

Allocation Addresses:
Label  Dynamic  Address
*http  yes      10.0.1.21:28741 -> 80

Task "nginx" is "running"
Task Resources:
CPU        Memory           Disk     Addresses
0/200 MHz  4.1 MiB/128 MiB  300 MiB

Task Events:
Started At     = 2024-05-02T11:04:20Z
Finished At    = N/A
Total Restarts = 0
Last Restart   = N/A

Recent Events:
Time                  Type        Description
2024-05-02T11:04:20Z  Started     Task started by client
2024-05-02T11:04:14Z  Driver      Downloading image
2024-05-02T11:04:13Z  Task Setup  Building Task Directory
2024-05-02T11:04:13Z  Received    Task received by client"""
    nodes = grid([["ID", "Node Pool", "DC", "Name", "Class", "Drain", "Eligibility", "Status"],
                  ["9f0e6c2a", "default", "dc1", "nomad-client-03", "<none>", "false", "eligible", "ready"],
                  ["4d8b2e07", "default", "dc1", "nomad-client-02", "<none>", "false", "eligible", "ready"],
                  ["c7a1f3e9", "default", "dc1", "nomad-client-01", "<none>", "false", "eligible", "ready"]])
    history = """Version     = 7
Stable      = true
Submit Date = 2024-05-02T11:04:12Z

Version     = 6
Stable      = true
Submit Date = 2024-04-26T09:17:52Z

Version     = 5
Stable      = true
Submit Date = 2024-04-11T14:02:09Z"""
    deps = grid([["ID", "Job ID", "Job Version", "Status", "Description"],
                 ["2b6d9e41", "web", "7", "successful", "Deployment completed successfully"],
                 ["c4f81e7d", "api", "12", "successful", "Deployment completed successfully"],
                 ["71e4c0a2", "web", "6", "successful", "Deployment completed successfully"]])
    logs = """10.0.1.5 - - [02/May/2024:11:05:51 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "Consul Health Check" "-"
10.0.1.5 - - [02/May/2024:11:06:01 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "Consul Health Check" "-"
10.0.1.5 - - [02/May/2024:11:06:11 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "Consul Health Check" "-\""""
    turns = [
        p.run("nomad job status web", status1),
        p.run("sed -i 's/count = 3/count = 4/; s/nginx:1.25.3/nginx:1.25.4/' web.nomad.hcl && nomad job plan web.nomad.hcl", plan, duration=2.0),
        p.run("nomad job run -check-index 18842 web.nomad.hcl", run, duration=55.0),
        p.run("nomad job status web", status2),
        p.run("nomad alloc status 2c6d0b9e", alloc),
        p.run("nomad node status", nodes),
        p.run("nomad job history web | head -n 11", history),
        p.run("nomad deployment list | head -n 4", deps),
        p.run("nomad alloc logs 2c6d0b9e nginx | tail -n 3", logs),
        p.run("nomad job status web | sed -n '/^Allocations/,$p'", allocs(
            ["1m33s ago", "1m11s ago", "1m49s ago", "1m28s ago", "2m7s ago", "1m45s ago", "2m7s ago", "1m46s ago",
             "1m32s ago", "1m48s ago", "2m6s ago"])),
    ]
    add(rs, "12", state, turns)


# ---------------------------------------------------------------------------------------------
# 13 clean: iproute2 / ss on a gateway - DHCP lease counting down, socket totals moving, new address
# ---------------------------------------------------------------------------------------------
def t13(rs: RowSet) -> None:
    p = Pane("root", "edge-gw", "/root")
    state = ("Host edge-gw (Ubuntu 22.04), root, cwd /root. Interfaces: ens18 (uplink, DHCP from 10.20.0.1), ens19 (LAN, "
             "static 192.168.50.1/24), wg0 (WireGuard 10.99.0.1/24), docker0 (no containers running). Services: sshd, "
             "nginx (reverse proxy), unbound (LAN resolver), wireguard. Clients on the LAN use the gateway all the time. "
             "Current time: Mon 2024-07-08 09:40 UTC.")
    br = """lo               UNKNOWN        127.0.0.1/8 ::1/128
ens18            UP             10.20.0.14/24 fe80::5054:ff:fe3a:7c19/64
ens19            UP             192.168.50.1/24 fe80::5054:ff:fe9d:2e01/64
docker0          DOWN           172.17.0.1/16
wg0              UNKNOWN        10.99.0.1/24"""
    show = """2: ens18: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc fq_codel state UP group default qlen 1000
    link/ether 52:54:00:3a:7c:19 brd ff:ff:ff:ff:ff:ff
    altname enp0s18
    inet 10.20.0.14/24 metric 100 brd 10.20.0.255 scope global dynamic ens18
       valid_lft 3412sec preferred_lft 3412sec
    inet6 fe80::5054:ff:fe3a:7c19/64 scope link
       valid_lft forever preferred_lft forever"""
    ss1 = """Total: 312
TCP:   47 (estab 18, closed 11, orphaned 0, timewait 10)

Transport Total     IP        IPv6
RAW\t  1         0         1
UDP\t  9         6         3
TCP\t  36        30        6
INET\t  46        36        10
FRAG\t  0         0         0"""
    listen = grid([
        ["State", "Recv-Q", "Send-Q", "Local Address:Port", "Peer Address:Port", "Process"],
        ["LISTEN", "0", "4096", "127.0.0.53%lo:53", "0.0.0.0:*", 'users:(("systemd-resolve",pid=612,fd=14))'],
        ["LISTEN", "0", "256", "192.168.50.1:53", "0.0.0.0:*", 'users:(("unbound",pid=934,fd=5))'],
        ["LISTEN", "0", "128", "0.0.0.0:22", "0.0.0.0:*", 'users:(("sshd",pid=881,fd=3))'],
        ["LISTEN", "0", "511", "0.0.0.0:80", "0.0.0.0:*", 'users:(("nginx",pid=1022,fd=6),("nginx",pid=1021,fd=6),("nginx",pid=1019,fd=6))'],
        ["LISTEN", "0", "511", "0.0.0.0:443", "0.0.0.0:*", 'users:(("nginx",pid=1022,fd=8),("nginx",pid=1021,fd=8),("nginx",pid=1019,fd=8))'],
        ["LISTEN", "0", "128", "[::]:22", "[::]:*", 'users:(("sshd",pid=881,fd=4))'],
    ], gap=1)
    route = """default via 10.20.0.1 dev ens18 proto dhcp src 10.20.0.14 metric 100
10.20.0.0/24 dev ens18 proto kernel scope link src 10.20.0.14 metric 100
10.20.0.1 dev ens18 proto dhcp scope link src 10.20.0.14 metric 100
10.99.0.0/24 dev wg0 proto kernel scope link src 10.99.0.1
172.17.0.0/16 dev docker0 proto kernel scope link src 172.17.0.1 linkdown
192.168.50.0/24 dev ens19 proto kernel scope link src 192.168.50.1"""
    ping = """PING 10.20.0.1 (10.20.0.1) 56(84) bytes of data.
64 bytes from 10.20.0.1: icmp_seq=1 ttl=64 time=0.412 ms
64 bytes from 10.20.0.1: icmp_seq=2 ttl=64 time=0.287 ms
64 bytes from 10.20.0.1: icmp_seq=3 ttl=64 time=0.301 ms

--- 10.20.0.1 ping statistics ---
3 packets transmitted, 3 received, 0% packet loss, time 2031ms
rtt min/avg/max/mdev = 0.287/0.333/0.412/0.056 ms"""
    ss2 = """Total: 318
TCP:   51 (estab 21, closed 12, orphaned 0, timewait 11)

Transport Total     IP        IPv6
RAW\t  1         0         1
UDP\t  9         6         3
TCP\t  39        33        6
INET\t  49        39        10
FRAG\t  0         0         0"""
    turns = [
        p.run("ip -br addr", br),
        p.run("ip addr show ens18", show),
        p.run("ss -s", ss1),
        p.run("ss -ltnp", listen),
        p.run("ip route", route),
        p.run("ping -c 3 10.20.0.1", ping, duration=3.0),
        p.run("ip addr add 192.168.50.2/24 dev ens19 && ip -br addr show ens19",
              "ens19            UP             192.168.50.1/24 192.168.50.2/24 fe80::5054:ff:fe9d:2e01/64"),
        p.run("ip addr show ens18 | grep -A1 'inet '",
              "    inet 10.20.0.14/24 metric 100 brd 10.20.0.255 scope global dynamic ens18\n"
              "       valid_lft 3187sec preferred_lft 3187sec"),
        p.run("ss -s", ss2),
    ]
    add(rs, "13", state, turns)


# ---------------------------------------------------------------------------------------------
# 14 BAD: Consul KV tuning - a feature flag set to true reads back as false
# ---------------------------------------------------------------------------------------------
def t14(rs: RowSet) -> None:
    p = Pane("ops", "svc-admin", "/home/ops")
    state = ("Host svc-admin (Debian 12), user ops, cwd /home/ops. Consul CLI 1.17.2 with "
             "CONSUL_HTTP_ADDR=http://consul.service.dc1.consul:8500 and an ACL token that may write config/billing/ "
             "exported. The billing services only read their settings from KV under config/billing/; during this "
             "maintenance window nobody but ops writes there. Current time: Tue 2024-02-13 15:10 UTC.")
    members = grid([["Node", "Address", "Status", "Type", "Build", "Protocol", "DC", "Partition", "Segment"],
                    ["consul-s1", "10.40.1.11:8301", "alive", "server", "1.17.2", "2", "dc1", "default", "<all>"],
                    ["consul-s2", "10.40.1.12:8301", "alive", "server", "1.17.2", "2", "dc1", "default", "<all>"],
                    ["consul-s3", "10.40.1.13:8301", "alive", "server", "1.17.2", "2", "dc1", "default", "<all>"],
                    ["app-01", "10.40.2.21:8301", "alive", "client", "1.17.2", "2", "dc1", "default", "<default>"],
                    ["app-02", "10.40.2.22:8301", "alive", "client", "1.17.2", "2", "dc1", "default", "<default>"],
                    ["app-03", "10.40.2.23:8301", "alive", "client", "1.17.1", "2", "dc1", "default", "<default>"],
                    ["worker-01", "10.40.3.31:8301", "alive", "client", "1.17.2", "2", "dc1", "default", "<default>"]])

    def kv(rps: str, pdf: str) -> str:
        return f"""config/billing/db_pool_size:20
config/billing/feature_flags/new_invoice_pdf:{pdf}
config/billing/feature_flags/sepa_instant:true
config/billing/log_level:info
config/billing/rate_limit_rps:{rps}
config/billing/retry_backoff_ms:250"""

    detailed = """CreateIndex      1120
Flags            0
Key              config/billing/rate_limit_rps
LockIndex        0
ModifyIndex      88213
Session          -
Value            300"""
    services = grid([["billing-api", "http,v3.8.1"],
                     ["billing-worker", "v3.8.1"],
                     ["consul", ""],
                     ["invoice-renderer", "pdf,v1.4.0"],
                     ["nginx-ingress", "edge,http"],
                     ["postgres-billing", "primary"]])
    nodes = grid([["Node", "ID", "Address", "DC"],
                  ["app-01", "5e1c9a3b", "10.40.2.21", "dc1"],
                  ["app-02", "0b7d42e8", "10.40.2.22", "dc1"]])
    peers = grid([["Node", "ID", "Address", "State", "Voter", "RaftProtocol", "Commit Index", "Trails Leader By"],
                  ["consul-s1", "8a0f3c52-6d1e-4b7a-9f28-c04e1d7b3a96", "10.40.1.11:8300", "leader", "true", "3", "88231", "-"],
                  ["consul-s2", "2d94e7b1-0c3f-4a58-b6e2-7f19a8d05c43", "10.40.1.12:8300", "follower", "true", "3", "88231", "0 commits"],
                  ["consul-s3", "f61b0a8e-93d2-4c17-8e5a-1b7c26d9f0e4", "10.40.1.13:8300", "follower", "true", "3", "88230", "1 commits"]])
    turns = [
        p.run("consul members", members),
        p.run("consul kv get -recurse config/billing/", kv("150", "false")),
        p.run("consul kv put config/billing/rate_limit_rps 300", "Success! Data written to: config/billing/rate_limit_rps"),
        p.run("consul kv put config/billing/feature_flags/new_invoice_pdf true",
              "Success! Data written to: config/billing/feature_flags/new_invoice_pdf"),
        p.run("consul kv get -detailed config/billing/rate_limit_rps", detailed),
        p.run("consul catalog services -tags", services),
        p.run("consul kv get -recurse config/billing/", kv("300", "false")),
        p.run("consul catalog nodes -service=billing-api", nodes),
        p.run("consul operator raft list-peers", peers),
    ]
    add(rs, "14", state, turns, bad=True, turn=7,
        kind="feature flag written as true reads back as false in a later recursive KV get")


# ---------------------------------------------------------------------------------------------
# 15 clean: apt security upgrade + install - upgradable count shrinks, versions move, db grows
# ---------------------------------------------------------------------------------------------
def t15(rs: RowSet) -> None:
    p = Pane("root", "build-07", "/root")
    state = ("Host build-07 (Debian 12 bookworm, amd64), root, cwd /root. APT sources: deb.debian.org bookworm and "
             "bookworm-updates, security.debian.org bookworm-security. Installed: openssl and libssl3 3.0.11-1~deb12u2, "
             "curl 7.88.1-10+deb12u5; jq is not installed; apt-utils is not installed. Current time: Fri 2024-02-09 08:31 UTC.")
    update1 = """Hit:1 http://deb.debian.org/debian bookworm InRelease
Get:2 http://deb.debian.org/debian bookworm-updates InRelease [55.4 kB]
Get:3 http://security.debian.org/debian-security bookworm-security InRelease [48.0 kB]
Get:4 http://security.debian.org/debian-security bookworm-security/main amd64 Packages [146 kB]
Fetched 249 kB in 1s (312 kB/s)
Reading package lists... Done
Building dependency tree... Done
Reading state information... Done
7 packages can be upgraded. Run 'apt list --upgradable' to see them."""
    up = {
        "base-files": "base-files/stable 12.4+deb12u5 amd64 [upgradable from: 12.4+deb12u4]",
        "curl": "curl/stable-security 7.88.1-10+deb12u6 amd64 [upgradable from: 7.88.1-10+deb12u5]",
        "libcurl4": "libcurl4/stable-security 7.88.1-10+deb12u6 amd64 [upgradable from: 7.88.1-10+deb12u5]",
        "libgnutls30": "libgnutls30/stable-security 3.7.9-2+deb12u2 amd64 [upgradable from: 3.7.9-2+deb12u1]",
        "libssl3": "libssl3/stable-security 3.0.13-1~deb12u1 amd64 [upgradable from: 3.0.11-1~deb12u2]",
        "openssl": "openssl/stable-security 3.0.13-1~deb12u1 amd64 [upgradable from: 3.0.11-1~deb12u2]",
        "tzdata": "tzdata/stable-updates 2024a-0+deb12u1 all [upgradable from: 2023c-5+deb12u1]",
    }
    rest = [k for k in up if k not in ("libssl3", "openssl")]
    ssl = """Reading package lists... Done
Building dependency tree... Done
Reading state information... Done
The following packages will be upgraded:
  libssl3 openssl
2 upgraded, 0 newly installed, 0 to remove and 5 not upgraded.
Need to get 3,407 kB of archives.
After this operation, 4,096 B of additional disk space will be used.
Get:1 http://security.debian.org/debian-security bookworm-security/main amd64 libssl3 amd64 3.0.13-1~deb12u1 [2,028 kB]
Get:2 http://security.debian.org/debian-security bookworm-security/main amd64 openssl amd64 3.0.13-1~deb12u1 [1,379 kB]
debconf: delaying package configuration, since apt-utils is not installed
Fetched 3,407 kB in 0s (14.2 MB/s)
(Reading database ... 31552 files and directories currently installed.)
Preparing to unpack .../libssl3_3.0.13-1~deb12u1_amd64.deb ...
Unpacking libssl3:amd64 (3.0.13-1~deb12u1) over (3.0.11-1~deb12u2) ...
Preparing to unpack .../openssl_3.0.13-1~deb12u1_amd64.deb ...
Unpacking openssl (3.0.13-1~deb12u1) over (3.0.11-1~deb12u2) ...
Setting up libssl3:amd64 (3.0.13-1~deb12u1) ...
Setting up openssl (3.0.13-1~deb12u1) ...
Processing triggers for libc-bin (2.36-9+deb12u4) ..."""
    jq = """Reading package lists... Done
Building dependency tree... Done
Reading state information... Done
The following additional packages will be installed:
  libjq1 libonig5
The following NEW packages will be installed:
  jq libjq1 libonig5
0 upgraded, 3 newly installed, 0 to remove and 5 not upgraded.
Need to get 388 kB of archives.
After this operation, 1,156 kB of additional disk space will be used.
Get:1 http://deb.debian.org/debian bookworm/main amd64 libonig5 amd64 6.9.8-1 [188 kB]
Get:2 http://deb.debian.org/debian bookworm/main amd64 libjq1 amd64 1.6-2.1 [135 kB]
Get:3 http://deb.debian.org/debian bookworm/main amd64 jq amd64 1.6-2.1 [64.9 kB]
debconf: delaying package configuration, since apt-utils is not installed
Fetched 388 kB in 0s (5,210 kB/s)
Selecting previously unselected package libonig5:amd64.
(Reading database ... 31552 files and directories currently installed.)
Preparing to unpack .../libonig5_6.9.8-1_amd64.deb ...
Unpacking libonig5:amd64 (6.9.8-1) ...
Selecting previously unselected package libjq1:amd64.
Preparing to unpack .../libjq1_1.6-2.1_amd64.deb ...
Unpacking libjq1:amd64 (1.6-2.1) ...
Selecting previously unselected package jq.
Preparing to unpack .../archives/jq_1.6-2.1_amd64.deb ...
Unpacking jq (1.6-2.1) ...
Setting up libonig5:amd64 (6.9.8-1) ...
Setting up libjq1:amd64 (1.6-2.1) ...
Setting up jq (1.6-2.1) ...
Processing triggers for libc-bin (2.36-9+deb12u4) ..."""
    dpkg = """ii  jq             1.6-2.1          amd64        lightweight and flexible command-line JSON processor
ii  libssl3:amd64  3.0.13-1~deb12u1 amd64        Secure Sockets Layer toolkit - shared libraries
ii  openssl        3.0.13-1~deb12u1 amd64        Secure Sockets Layer toolkit - cryptographic utility"""
    policy = """openssl:
  Installed: 3.0.13-1~deb12u1
  Candidate: 3.0.13-1~deb12u1
  Version table:
 *** 3.0.13-1~deb12u1 500
        500 http://security.debian.org/debian-security bookworm-security/main amd64 Packages
        100 /var/lib/dpkg/status
     3.0.11-1~deb12u2 500
        500 http://deb.debian.org/debian bookworm/main amd64 Packages"""
    update2 = """Hit:1 http://deb.debian.org/debian bookworm InRelease
Hit:2 http://deb.debian.org/debian bookworm-updates InRelease
Hit:3 http://security.debian.org/debian-security bookworm-security InRelease
Reading package lists... Done
Building dependency tree... Done
Reading state information... Done
5 packages can be upgraded. Run 'apt list --upgradable' to see them."""
    turns = [
        p.run("apt update", update1, duration=4.0),
        p.run("apt list --upgradable", "Listing... Done\n" + "\n".join(up.values())),
        p.run("apt install -y --only-upgrade openssl libssl3", ssl, duration=6.0),
        p.run("apt list --upgradable", "Listing... Done\n" + "\n".join(up[k] for k in rest)),
        p.run("apt install -y jq", jq, duration=5.0),
        p.run("dpkg -l openssl libssl3 jq | tail -n 3", dpkg),
        p.run("openssl version", "OpenSSL 3.0.13 30 Jan 2024 (Library: OpenSSL 3.0.13 30 Jan 2024)"),
        p.run("apt-cache policy openssl", policy),
        p.run("apt update", update2, duration=3.0),
    ]
    add(rs, "15", state, turns)


# ---------------------------------------------------------------------------------------------
# 16 BAD: rclone on Backblaze B2 - a duplicate deleted with rclone delete is listed again
# ---------------------------------------------------------------------------------------------
def t16(rs: RowSet) -> None:
    p = Pane("jonas", "media-ws", "/home/jonas/exports")
    state = ("Host media-ws (Ubuntu 24.04), user jonas, cwd /home/jonas/exports. rclone v1.66.0 with remote 'b2photos' "
             "(Backblaze B2, bucket jonas-photo-archive, configured with hard_delete = true so deleted files are removed, not hidden). ./kraus-final/ holds the "
             "18 edited JPEGs of the Kraus wedding to upload. Only this shell writes to the bucket. "
             "Current time: Mon 2024-08-19 15:01 CEST.")
    base = "b2photos:jonas-photo-archive/2023/wedding-kraus/"
    files = [("IMG_2201.jpg", 8412331, "2023-09-02 14:11:08"), ("IMG_2207.jpg", 7953120, "2023-09-02 14:19:45"),
             ("IMG_2215.jpg", 9120877, "2023-09-02 14:35:12"), ("IMG_2231.jpg", 8804512, "2023-09-02 15:02:57"),
             ("IMG_2231_dup.jpg", 8804512, "2023-09-02 15:02:57"), ("IMG_2238.jpg", 7711045, "2023-09-02 15:20:33"),
             ("IMG_2240.jpg", 8290118, "2023-09-02 15:24:09"), ("IMG_2240_dup.jpg", 8290118, "2023-09-02 15:24:09"),
             ("IMG_2252.jpg", 9003664, "2023-09-02 16:41:27"), ("IMG_2259.jpg", 8567209, "2023-09-02 16:58:50"),
             ("contact-sheet.pdf", 2145880, "2023-09-10 21:07:14"), ("notes.txt", 1821, "2023-09-10 21:15:02")]
    lsl = "\n".join(f"{size:>9} {mt}.000000000 {name}" for name, size, mt in files)
    finals = [("KRAUS_0401.jpg", 23871044), ("KRAUS_0402.jpg", 24410387), ("KRAUS_0403.jpg", 22958120),
              ("KRAUS_0404.jpg", 25112903), ("KRAUS_0405.jpg", 23390577), ("KRAUS_0406.jpg", 24067231),
              ("KRAUS_0407.jpg", 22714809), ("KRAUS_0408.jpg", 24988312), ("KRAUS_0409.jpg", 23645018),
              ("KRAUS_0410.jpg", 24230795), ("KRAUS_0411.jpg", 23018466), ("KRAUS_0412.jpg", 25340128),
              ("KRAUS_0413.jpg", 23507913), ("KRAUS_0414.jpg", 24781650), ("KRAUS_0415.jpg", 22866347),
              ("KRAUS_0416.jpg", 24119084), ("KRAUS_0417.jpg", 23702561), ("KRAUS_0418.jpg", 24535288)]
    new_bytes = sum(s for _, s in finals)
    kept = [(n, s) for n, s, _ in files if "_dup" not in n]
    total = sum(s for _, s in kept) + new_bytes

    def mib(b: int) -> str:
        return f"{b / 1048576:.3f} MiB"

    copy = f"""Transferred:   \t  {mib(new_bytes)} / {mib(new_bytes)}, 100%, 5.702 MiB/s, ETA 0s
Transferred:           18 / 18, 100%
Elapsed time:      1m12.6s"""
    lsf = ["IMG_2201.jpg", "IMG_2207.jpg", "IMG_2215.jpg", "IMG_2231.jpg", "IMG_2238.jpg", "IMG_2240.jpg",
           "IMG_2240_dup.jpg", "IMG_2252.jpg", "IMG_2259.jpg", "contact-sheet.pdf", "final/", "notes.txt"]
    ftimes = ["2024-08-18 21:40:12", "2024-08-18 21:40:13", "2024-08-18 21:40:13", "2024-08-18 21:40:14", "2024-08-18 21:40:15"]
    flsl = "\n".join(f"{s:>9} {t}.000000000 {n}" for (n, s), t in zip(finals[:5], ftimes, strict=True))
    check = """2024/08/19 15:05:40 NOTICE: B2 bucket jonas-photo-archive path 2023/wedding-kraus/final: 0 differences found
2024/08/19 15:05:40 NOTICE: B2 bucket jonas-photo-archive path 2023/wedding-kraus/final: 18 matching files"""
    turns = [
        p.run(f"rclone lsl {base}", lsl, duration=2.0),
        p.run(f'rclone delete {base} --include "*_dup.jpg" -v',
              "2024/08/19 15:02:11 INFO  : IMG_2231_dup.jpg: Deleted\n2024/08/19 15:02:11 INFO  : IMG_2240_dup.jpg: Deleted", duration=2.0),
        p.run(f"rclone copy ./kraus-final/ {base}final/ -P", copy, duration=75.0),
        p.run(f"rclone size {base}", f"Total objects: 28 (28)\nTotal size: {mib(total)} ({total} Byte)", duration=2.0),
        p.run(f"rclone lsf {base}", "\n".join(lsf), duration=2.0),
        p.run(f"rclone lsl {base}final/ | head -n 5", flsl, duration=2.0),
        p.run(f"rclone check ./kraus-final/ {base}final/", check, duration=6.0),
        p.run(f"rclone size {base}final/", f"Total objects: 18 (18)\nTotal size: {mib(new_bytes)} ({new_bytes} Byte)", duration=2.0),
    ]
    add(rs, "16", state, turns, bad=True, turn=5,
        kind="IMG_2240_dup.jpg deleted with rclone delete reappears in a later listing")


# ---------------------------------------------------------------------------------------------
# 17 clean: MySQL lead updates - connection ids, estimated rows, auto_increment, re-sorted lists
# ---------------------------------------------------------------------------------------------
def t17(rs: RowSet) -> None:
    p = Pane("kai", "db-dev", "/home/kai")
    state = ("Host db-dev (Ubuntu 22.04), user kai, cwd /home/kai. MySQL 8.0.36 server runs locally (up for about a day, "
             "event_scheduler ON with no events defined); ~/.my.cnf holds kai's credentials. Database crm, table leads "
             "(InnoDB; id AUTO_INCREMENT, updated_at DEFAULT CURRENT_TIMESTAMP ON UPDATE CURRENT_TIMESTAMP). Only kai "
             "uses this server. Current time: Tue 2024-04-23 10:12.")

    def tstatus(rows: str, avg: str, ai: str, upd: str) -> str:
        return f"""*************************** 1. row ***************************
           Name: leads
         Engine: InnoDB
        Version: 10
     Row_format: Dynamic
           Rows: {rows}
 Avg_row_length: {avg}
    Data_length: 245760
Max_data_length: 0
   Index_length: 81920
      Data_free: 0
 Auto_increment: {ai}
    Create_time: 2024-01-09 14:02:51
    Update_time: {upd}
     Check_time: NULL
      Collation: utf8mb4_0900_ai_ci
       Checksum: NULL
 Create_options:
        Comment:"""

    heads = ["id", "name", "status", "updated_at"]
    recent1 = box(heads, [["1309", "Marta Nowak", "new", "2024-04-23 09:58:14"],
                          ["1301", "Felix Baumann", "contacted", "2024-04-22 17:41:09"],
                          ["1288", "Aylin Demir", "contacted", "2024-04-22 16:03:55"],
                          ["1310", "Pieter de Vries", "new", "2024-04-22 15:20:31"],
                          ["1276", "Sofia Russo", "qualified", "2024-04-22 11:47:02"]], right=(0,))
    recent2 = box(heads, [["1311", "Hanna Wirth", "new", "2024-04-23 10:14:02"],
                          ["1312", "Oskar Lind", "new", "2024-04-23 10:14:02"],
                          ["1288", "Aylin Demir", "qualified", "2024-04-23 10:13:37"],
                          ["1301", "Felix Baumann", "qualified", "2024-04-23 10:13:37"],
                          ["1309", "Marta Nowak", "new", "2024-04-23 09:58:14"]], right=(0,))
    groups = box(["status", "n"], [["contacted", "401"], ["new", "312"], ["lost", "206"], ["qualified", "187"], ["won", "94"]], right=(1,))
    ph = ["Id", "User", "Host", "db", "Command", "Time", "State", "Info"]
    proc1 = box(ph, [["5", "event_scheduler", "localhost", "NULL", "Daemon", "86412", "Waiting on empty queue", "NULL"],
                     ["47", "kai", "localhost", "crm", "Query", "0", "init", "SHOW PROCESSLIST"]], right=(0, 5))
    proc2 = box(ph, [["5", "event_scheduler", "localhost", "NULL", "Daemon", "86539", "Waiting on empty queue", "NULL"],
                     ["49", "kai", "localhost", "crm", "Query", "0", "init", "SHOW PROCESSLIST"]], right=(0, 5))
    analyze = box(["Table", "Op", "Msg_type", "Msg_text"], [["crm.leads", "analyze", "status", "OK"]])
    turns = [
        p.run("mysql crm -e \"SHOW TABLE STATUS LIKE 'leads'\\G\"", tstatus("1204", "204", "1311", "2024-04-23 09:58:14")),
        p.run('mysql crm -e "SELECT id, name, status, updated_at FROM leads ORDER BY updated_at DESC LIMIT 5"', recent1),
        p.run("mysql crm -e \"UPDATE leads SET status='qualified' WHERE id IN (1288, 1301); SELECT ROW_COUNT();\"",
              box(["ROW_COUNT()"], [["2"]], right=(0,))),
        p.run("mysql crm -e \"INSERT INTO leads (name, email, status, source) VALUES ('Hanna Wirth','hanna.wirth@example.org','new','webinar'), ('Oskar Lind','o.lind@example.com','new','referral'); SELECT LAST_INSERT_ID();\"",
              box(["LAST_INSERT_ID()"], [["1311"]], right=(0,))),
        p.run('mysql crm -e "SELECT id, name, status, updated_at FROM leads ORDER BY updated_at DESC LIMIT 5"', recent2),
        p.run('mysql crm -e "SELECT status, COUNT(*) AS n FROM leads GROUP BY status ORDER BY n DESC"', groups),
        p.run('mysql crm -e "SHOW PROCESSLIST"', proc1),
        p.run("mysql crm -e \"ANALYZE TABLE leads; SHOW TABLE STATUS LIKE 'leads'\\G\"",
              analyze + "\n" + tstatus("1187", "207", "1313", "2024-04-23 10:14:02")),
        p.run('mysql crm -e "SHOW PROCESSLIST"', proc2),
        p.run('mysql crm -e "SELECT COUNT(*) FROM leads"', box(["COUNT(*)"], [["1200"]], right=(0,))),
    ]
    add(rs, "17", state, turns)


# ---------------------------------------------------------------------------------------------
# 18 clean: ffmpeg transcode - durations/sizes in different units and roundings, progress counters
# ---------------------------------------------------------------------------------------------
def t18(rs: RowSet) -> None:
    p = Pane("lea", "edit-box", "/home/lea/video")
    state = ("Host edit-box (Fedora 40), user lea, cwd /home/lea/video. ffmpeg/ffprobe 6.1.1 (with libx264 and the native "
             "AAC encoder) and MediaInfo 24.01 are installed. interview_raw.mov is a 12.5-minute UHD ProRes 422 LT "
             "recording with 24-bit PCM audio. Current time: Wed 2024-03-06 10:13.")
    ls1 = """total 30389296
-rw-r--r--. 1 lea lea 31118624911 Mar  5 16:48 interview_raw.mov
-rw-r--r--. 1 lea lea        2417 Mar  5 17:02 notes.md
drwxr-xr-x. 2 lea lea        4096 Mar  5 17:05 stills"""
    probe1 = """codec_name=prores
width=3840
height=2160
r_frame_rate=25/1
codec_name=pcm_s24le
r_frame_rate=0/0
duration=754.320000
size=31118624911
bit_rate=330031020"""
    enc = """Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'interview_raw.mov':
  Metadata:
    major_brand     : qt
    minor_version   : 0
    compatible_brands: qt
    creation_time   : 2024-03-05T15:35:41.000000Z
  Duration: 00:12:34.32, start: 0.000000, bitrate: 330031 kb/s
  Stream #0:0[0x1](und): Video: prores (LT) (apcs / 0x73637061), yuv422p10le(tv, bt709, progressive), 3840x2160, 328870 kb/s, SAR 1:1 DAR 16:9, 25 fps, 25 tbr, 25 tbn (default)
  Stream #0:1[0x2](und): Audio: pcm_s24le (in24 / 0x34326E69), 48000 Hz, stereo, s32 (24 bit), 2304 kb/s (default)
Stream mapping:
  Stream #0:0 -> #0:0 (prores (native) -> h264 (libx264))
  Stream #0:1 -> #0:1 (pcm_s24le (native) -> aac (native))
Press [q] to stop, [?] for help
[libx264 @ 0x5621c9e4a3c0] using SAR=1/1
[libx264 @ 0x5621c9e4a3c0] using cpu capabilities: MMX2 SSE2Fast SSSE3 SSE4.2 AVX FMA3 BMI2 AVX2
[libx264 @ 0x5621c9e4a3c0] profile High 4:2:2, level 4.0, 4:2:2 10-bit
Output #0, mp4, to 'interview_1080p.mp4':
  Metadata:
    major_brand     : qt
    minor_version   : 0
    compatible_brands: qt
    encoder         : Lavf60.16.100
  Stream #0:0(und): Video: h264 (avc1 / 0x31637661), yuv422p10le(tv, bt709, progressive), 1920x1080 [SAR 1:1 DAR 16:9], q=2-31, 25 fps, 12800 tbn (default)
  Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 192 kb/s (default)
[out#0/mp4 @ 0x5621c9e3f2c0] video:580232kB audio:17680kB subtitle:0kB other streams:0kB global headers:0kB muxing overhead: 0.117331%
frame=18858 fps= 41 q=-1.0 Lsize=  598612kB time=00:12:34.32 bitrate=6501.0kbits/s speed=1.64x
[libx264 @ 0x5621c9e4a3c0] frame I:76    Avg QP:17.94  size:151203
[libx264 @ 0x5621c9e4a3c0] frame P:4913  Avg QP:20.61  size: 52418
[libx264 @ 0x5621c9e4a3c0] frame B:13869 Avg QP:22.37  size: 23479
[libx264 @ 0x5621c9e4a3c0] kb/s:6304.35
[aac @ 0x5621c9e4b880] Qavg: 412.662"""
    probe2 = """codec_name=h264
width=1920
height=1080
r_frame_rate=25/1
codec_name=aac
r_frame_rate=0/0
duration=754.346667
size=612979105
bit_rate=6500768"""
    ls2 = """total 30G
-rw-r--r--. 1 lea lea 585M Mar  6 10:21 interview_1080p.mp4
-rw-r--r--. 1 lea lea  29G Mar  5 16:48 interview_raw.mov
-rw-r--r--. 1 lea lea 2.4K Mar  5 17:02 notes.md
drwxr-xr-x. 2 lea lea 4.0K Mar  5 17:05 stills"""
    thumb = """Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'interview_1080p.mp4':
  Metadata:
    major_brand     : isom
    minor_version   : 512
    compatible_brands: isomiso2avc1mp41
    encoder         : Lavf60.16.100
  Duration: 00:12:34.35, start: 0.000000, bitrate: 6500 kb/s
  Stream #0:0[0x1](und): Video: h264 (High 4:2:2) (avc1 / 0x31637661), yuv422p10le(tv, bt709, progressive), 1920x1080 [SAR 1:1 DAR 16:9], 6304 kb/s, 25 fps, 25 tbr, 12800 tbn (default)
  Stream #0:1[0x2](und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 192 kb/s (default)
Stream mapping:
  Stream #0:0 -> #0:0 (h264 (native) -> mjpeg (native))
Press [q] to stop, [?] for help
Output #0, image2, to 'thumb.jpg':
  Metadata:
    major_brand     : isom
    minor_version   : 512
    compatible_brands: isomiso2avc1mp41
    encoder         : Lavf60.16.100
  Stream #0:0(und): Video: mjpeg, yuvj422p(pc, bt709, progressive), 1920x1080 [SAR 1:1 DAR 16:9], q=2-31, 200 kb/s, 25 fps, 25 tbn (default)
[out#0/image2 @ 0x55f0a41d2b40] video:187kB audio:0kB subtitle:0kB other streams:0kB global headers:0kB muxing overhead: unknown
frame=    1 fps=0.0 q=2.0 Lsize=N/A time=00:00:00.04 bitrate=N/A speed=0.0893x"""
    turns = [
        p.run("ls -l", ls1),
        p.run("ffprobe -v error -show_entries stream=codec_name,width,height,r_frame_rate -show_entries format=duration,size,bit_rate -of default=nw=1 interview_raw.mov", probe1),
        p.run("ffmpeg -hide_banner -i interview_raw.mov -c:v libx264 -preset slow -crf 20 -vf scale=1920:-2 -c:a aac -b:a 192k interview_1080p.mp4",
              enc, duration=470.0),
        p.run("ffprobe -v error -show_entries stream=codec_name,width,height,r_frame_rate -show_entries format=duration,size,bit_rate -of default=nw=1 interview_1080p.mp4", probe2),
        p.run("ls -lh", ls2),
        p.run("ffmpeg -hide_banner -ss 00:05:10 -i interview_1080p.mp4 -frames:v 1 -q:v 2 thumb.jpg", thumb, duration=2.0),
        p.run("du -h thumb.jpg interview_1080p.mp4", "188K\tthumb.jpg\n585M\tinterview_1080p.mp4"),
        p.run('mediainfo --Inform="General;%Duration/String3% %FileSize/String%" interview_1080p.mp4', "00:12:34.347 585 MiB"),
    ]
    add(rs, "18", state, turns)


# ---------------------------------------------------------------------------------------------
# 19 BAD: sqlite3 stock movement - the new row's created_at predates the session's own date -u
# ---------------------------------------------------------------------------------------------
def t19(rs: RowSet) -> None:
    p = Pane("ben", "kiosk-dev", "/home/ben/inventory")
    state = ("Host kiosk-dev (Debian 12), user ben, cwd /home/ben/inventory. sqlite3 3.45.1. inventory.db has tables "
             "stock(id, sku, name, qty, updated_at) and movements(id, sku, delta, reason, created_at); every timestamp is "
             "written with datetime('now'), i.e. UTC. The system clock is NTP-synced and only ben's shell uses the file.")
    stock = """id  sku       name                  qty  updated_at
--  --------  --------------------  ---  -------------------
1   BRK-0040  Brake pad set, front  12   2024-02-19 16:40:12
2   BRK-0041  Brake pad set, rear   9    2024-02-19 16:40:12
3   BRK-0042  Brake disc 280mm      40   2024-02-20 08:12:47
4   FLT-0107  Oil filter OX 388D    57   2024-02-18 10:03:55
5   FLT-0112  Air filter C 27 009   23   2024-02-20 11:39:08
6   SPK-0009  Spark plug NGK BKR6E  140  2024-02-20 10:02:51"""
    moves = """id    sku       delta  reason             created_at
----  --------  -----  -----------------  -------------------
5512  BRK-0042  -4     order 88121        2024-02-20 14:03:41
5511  FLT-0112  -2     order 88117        2024-02-20 11:39:08
5510  SPK-0009  -8     workshop transfer  2024-02-20 10:02:51
5509  BRK-0042  -2     order 88104        2024-02-20 08:12:47"""
    schema = """CREATE TABLE movements (
  id INTEGER PRIMARY KEY,
  sku TEXT NOT NULL REFERENCES stock(sku),
  delta INTEGER NOT NULL,
  reason TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX idx_movements_sku_created ON movements(sku, created_at);"""
    net = """sku       net  n
--------  ---  -
BRK-0042  -6   2
FLT-0112  -2   1
SPK-0009  -8   1"""
    turns = [
        p.run("date -u", "Tue Feb 20 14:22:05 UTC 2024"),
        p.run('sqlite3 -header -column inventory.db "SELECT id, sku, name, qty, updated_at FROM stock ORDER BY id LIMIT 6;"', stock),
        p.run("sqlite3 inventory.db \"UPDATE stock SET qty = qty - 4, updated_at = datetime('now') WHERE sku = 'BRK-0042'; SELECT changes();\"", "1"),
        p.run("sqlite3 inventory.db \"INSERT INTO movements (sku, delta, reason, created_at) VALUES ('BRK-0042', -4, 'order 88121', datetime('now')); SELECT changes(), last_insert_rowid();\"", "1|5512"),
        p.run("sqlite3 -header -column inventory.db \"SELECT id, sku, qty, updated_at FROM stock WHERE sku = 'BRK-0042';\"",
              "id  sku       qty  updated_at\n--  --------  ---  -------------------\n3   BRK-0042  36   2024-02-20 14:23:19"),
        p.run('sqlite3 -header -column inventory.db "SELECT id, sku, delta, reason, created_at FROM movements ORDER BY id DESC LIMIT 4;"', moves),
        p.run('sqlite3 inventory.db ".schema movements"', schema),
        p.run("sqlite3 -header -column inventory.db \"SELECT sku, SUM(delta) AS net, COUNT(*) AS n FROM movements WHERE created_at >= '2024-02-20' GROUP BY sku ORDER BY sku;\"", net),
        p.run('sqlite3 inventory.db "PRAGMA integrity_check;"', "ok"),
    ]
    add(rs, "19", state, turns, bad=True, turn=6,
        kind="movement inserted with datetime('now') after date -u read 14:22:05 shows created_at 14:03:41, earlier than that")


# ---------------------------------------------------------------------------------------------
# 20 BAD: pass - a freshly generated entry is missing from the store tree
# ---------------------------------------------------------------------------------------------
def t20(rs: RowSet) -> None:
    p = Pane("anna", "anna-laptop", "/home/anna")
    state = ("Host anna-laptop (Fedora 40), user anna, cwd /home/anna. pass 1.7.4; the store ~/.password-store is a git "
             "repository encrypted to anna@example.org, with entries under email/, personal/ and work/ (work/ holds "
             "aws-console, jira and vpn). gpg-agent has the passphrase cached.")
    tree = """Password Store
├── email
│   ├── fastmail
│   └── gmail-old
├── personal
│   ├── bank-ing-diba
│   ├── spotify
│   └── streaming
│       └── netflix
└── work
    ├── aws-console
    ├── jira
    └── vpn"""
    turns = [
        p.run("pass generate -n work/gitlab-ci-token 32", """[main 3c9d1e0] Add generated password for work/gitlab-ci-token.
 1 file changed, 0 insertions(+), 0 deletions(-)
 create mode 100644 work/gitlab-ci-token.gpg
The generated password for work/gitlab-ci-token is:
q7Rm2XvLz9TbP4wKc8NhY3sJd6FgA1eU"""),
        p.run("pass git log --oneline -4", """3c9d1e0 (HEAD -> main) Add generated password for work/gitlab-ci-token.
d81b4a7 Edit password for email/fastmail using vim.
5e02c9f Add given password for personal/bank-ing-diba to store.
a6f3b18 Remove work/old-vpn from store."""),
        p.run("pass mv personal/netflix personal/streaming/netflix", """[main 8a41f2b] Rename personal/netflix to personal/streaming/netflix.
 1 file changed, 0 insertions(+), 0 deletions(-)
 rename personal/{ => streaming}/netflix.gpg (100%)"""),
        p.run("pass ls", tree),
        p.run("pass show work/jira", "Xk3#p9Lm!vQ2wT\nuser: anna.berg\nurl: https://jira.example.org"),
        p.run("pass show -c personal/streaming/netflix", "Copied personal/streaming/netflix to clipboard. Will clear in 45 seconds."),
        p.run("pass git log --oneline -3", """8a41f2b (HEAD -> main) Rename personal/netflix to personal/streaming/netflix.
3c9d1e0 Add generated password for work/gitlab-ci-token.
d81b4a7 Edit password for email/fastmail using vim."""),
    ]
    add(rs, "20", state, turns, bad=True, turn=4,
        kind="work/gitlab-ci-token created by pass generate is missing from the pass ls tree")


# ---------------------------------------------------------------------------------------------
# 21 clean: systemd timer + manual backup run on Rocky Linux - timer LAST unchanged, PIDs move
# ---------------------------------------------------------------------------------------------
def t21(rs: RowSet) -> None:
    p = Pane("root", "files01", "/root", style="rhel")
    state = ("Host files01 (Rocky Linux 9.3), root, cwd /root. backup-nightly.timer (OnCalendar=*-*-* 01:30:00) triggers "
             "backup-nightly.service, a oneshot running /usr/local/sbin/backup-nightly.sh that writes a zstd tarball of "
             "/srv/share to /srv/backups/nightly and deletes archives older than 7 days. rsyslog is running. Local time "
             "zone Europe/Berlin. Current time: Wed 2024-06-12 10:47 CEST.")
    timers = grid([
        ["NEXT", "LEFT", "LAST", "PASSED", "UNIT", "ACTIVATES"],
        ["Wed 2024-06-12 11:12:31 CEST", "24min left", "Wed 2024-06-12 10:05:14 CEST", "42min ago", "dnf-makecache.timer", "dnf-makecache.service"],
        ["Thu 2024-06-13 00:00:00 CEST", "13h left", "Wed 2024-06-12 00:00:01 CEST", "10h ago", "logrotate.timer", "logrotate.service"],
        ["Thu 2024-06-13 01:30:00 CEST", "14h left", "Wed 2024-06-12 01:30:00 CEST", "9h ago", "backup-nightly.timer", "backup-nightly.service"],
        ["Thu 2024-06-13 09:58:40 CEST", "23h left", "Wed 2024-06-12 09:58:40 CEST", "49min ago", "systemd-tmpfiles-clean.timer", "systemd-tmpfiles-clean.service"],
        ["Mon 2024-06-17 00:41:12 CEST", "4 days left", "Mon 2024-06-10 00:40:08 CEST", "2 days ago", "fstrim.timer", "fstrim.service"],
    ], gap=1) + "\n\n5 timers listed.\nPass --all to see loaded but inactive timers, too."
    unit = """# /etc/systemd/system/backup-nightly.service
[Unit]
Description=Nightly tar backup of /srv/share
Wants=network-online.target
After=network-online.target

[Service]
Type=oneshot
Nice=10
IOSchedulingClass=idle
ExecStart=/usr/local/sbin/backup-nightly.sh"""
    run2 = """Jun 12 10:48:01 files01 systemd[1]: Starting Nightly tar backup of /srv/share...
Jun 12 10:48:01 files01 backup-nightly.sh[51234]: starting backup of /srv/share
Jun 12 10:49:02 files01 backup-nightly.sh[51234]: wrote /srv/backups/nightly/share-20240612-1048.tar.zst (7.9G)
Jun 12 10:49:03 files01 backup-nightly.sh[51234]: pruned 0 archive(s) older than 7 days
Jun 12 10:49:03 files01 systemd[1]: backup-nightly.service: Deactivated successfully.
Jun 12 10:49:03 files01 systemd[1]: Finished Nightly tar backup of /srv/share.
Jun 12 10:49:03 files01 systemd[1]: backup-nightly.service: Consumed 41.216s CPU time."""
    run1 = """Jun 12 01:30:00 files01 systemd[1]: Starting Nightly tar backup of /srv/share...
Jun 12 01:30:00 files01 backup-nightly.sh[48810]: starting backup of /srv/share
Jun 12 01:31:07 files01 backup-nightly.sh[48810]: wrote /srv/backups/nightly/share-20240612-0130.tar.zst (7.9G)
Jun 12 01:31:07 files01 backup-nightly.sh[48810]: pruned 1 archive(s) older than 7 days
Jun 12 01:31:07 files01 systemd[1]: backup-nightly.service: Deactivated successfully.
Jun 12 01:31:07 files01 systemd[1]: Finished Nightly tar backup of /srv/share.
Jun 12 01:31:07 files01 systemd[1]: backup-nightly.service: Consumed 44.870s CPU time."""
    status = """○ backup-nightly.service - Nightly tar backup of /srv/share
     Loaded: loaded (/etc/systemd/system/backup-nightly.service; static)
     Active: inactive (dead) since Wed 2024-06-12 10:49:03 CEST; 6s ago
TriggeredBy: ● backup-nightly.timer
    Process: 51234 ExecStart=/usr/local/sbin/backup-nightly.sh (code=exited, status=0/SUCCESS)
   Main PID: 51234 (code=exited, status=0/SUCCESS)
        CPU: 41.216s

""" + run2
    one = grid([
        ["NEXT", "LEFT", "LAST", "PASSED", "UNIT", "ACTIVATES"],
        ["Thu 2024-06-13 01:30:00 CEST", "14h left", "Wed 2024-06-12 01:30:00 CEST", "9h ago", "backup-nightly.timer", "backup-nightly.service"],
    ], gap=1) + "\n\n1 timers listed.\nPass --all to see loaded but inactive timers, too."
    rsys = """● rsyslog.service - System Logging Service
     Loaded: loaded (/usr/lib/systemd/system/rsyslog.service; enabled; preset: enabled)
     Active: active (running) since Wed 2024-06-12 10:50:02 CEST; 14ms ago
       Docs: man:rsyslogd(8)
             https://www.rsyslog.com/doc/
   Main PID: 51398 (rsyslogd)
      Tasks: 3 (limit: 23148)
     Memory: 1.6M
        CPU: 9ms"""
    ls = """-rw-r-----. 1 root root 7.8G Jun  9 01:31 share-20240609-0130.tar.zst
-rw-r-----. 1 root root 7.8G Jun 10 01:31 share-20240610-0130.tar.zst
-rw-r-----. 1 root root 7.9G Jun 11 01:31 share-20240611-0130.tar.zst
-rw-r-----. 1 root root 7.9G Jun 12 01:31 share-20240612-0130.tar.zst
-rw-r-----. 1 root root 7.9G Jun 12 10:49 share-20240612-1048.tar.zst"""
    turns = [
        p.run("systemctl list-timers --no-pager", timers),
        p.run("systemctl cat backup-nightly.service", unit),
        p.run("systemctl start backup-nightly.service", duration=65.0),
        p.run("systemctl status backup-nightly.service --no-pager", status),
        p.run("journalctl -u backup-nightly.service --since today --no-pager", run1 + "\n" + run2),
        p.run("systemctl list-timers backup-nightly.timer --no-pager", one),
        p.run("pgrep -a rsyslogd", "1043 /usr/sbin/rsyslogd -n"),
        p.run("systemctl restart rsyslog && systemctl status rsyslog --no-pager | head -n 9", rsys),
        p.run("ls -lh /srv/backups/nightly/ | tail -n 5", ls),
        p.run("df -h /srv/backups", "Filesystem              Size  Used Avail Use% Mounted on\n/dev/mapper/rl-backups  200G   72G  129G  36% /srv/backups"),
    ]
    add(rs, "21", state, turns)


# ---------------------------------------------------------------------------------------------
# 22 clean: incus containers - DHCP address appears later, snapshot count grows, restart changes PID
# ---------------------------------------------------------------------------------------------
def t22(rs: RowSet) -> None:
    p = Pane("ivo", "lab-hv1", "/home/ivo")
    state = ("Host lab-hv1 (Ubuntu 24.04), user ivo (member of incus-admin), cwd /home/ivo. Incus 6.0.0 LTS; the default "
             "profile attaches eth0 to the managed bridge incusbr0 (10.110.42.1/24 with DHCP, fd42:8c1e:7f0b:2a51::/64 with "
             "SLAAC). Instances: web1 and db1 (running containers), build (stopped container), win-test (stopped VM). The "
             "image images:debian/12 is already cached. Current time: Fri 2024-05-17 09:30 UTC.")
    hd = ["NAME", "STATE", "IPV4", "IPV6", "TYPE", "SNAPSHOTS"]
    build = ["build", "STOPPED", "", "", "CONTAINER", "0"]
    db1 = ["db1", "RUNNING", "10.110.42.31 (eth0)", "fd42:8c1e:7f0b:2a51:216:3eff:fe4c:91d2 (eth0)", "CONTAINER", "1"]
    web1 = ["web1", "RUNNING", "10.110.42.17 (eth0)", "fd42:8c1e:7f0b:2a51:216:3eff:fe1a:b3c0 (eth0)", "CONTAINER", "2"]
    win = ["win-test", "STOPPED", "", "", "VIRTUAL-MACHINE", "0"]
    ci0 = ["ci-runner-3", "RUNNING", "", "fd42:8c1e:7f0b:2a51:216:3eff:fe7e:5a13 (eth0)", "CONTAINER", "0"]
    ci1 = ["ci-runner-3", "RUNNING", "10.110.42.203 (eth0)", "fd42:8c1e:7f0b:2a51:216:3eff:fe7e:5a13 (eth0)", "CONTAINER", "0"]

    def tbl(rows: list[list[str]]) -> str:
        return box(hd, rows, center_head=True, every_row=True)

    info = """Name: web1
Description:
Status: RUNNING
Type: container
Architecture: x86_64
PID: 1842
Created: 2024/03/02 11:20 UTC
Last Used: 2024/05/13 07:58 UTC

Resources:
  Processes: 27
  CPU usage:
    CPU usage (in seconds): 6081
  Memory usage:
    Memory (current): 214.73MiB
  Network usage:
    eth0:
      Type: broadcast
      State: UP
      Host interface: vethc41e9a07
      MAC address: 00:16:3e:1a:b3:c0
      MTU: 1500
      Bytes received: 1.92GB
      Bytes sent: 3.47GB
      Packets received: 4211930
      Packets sent: 3870112
      IP addresses:
        inet:  10.110.42.17/24 (global)
        inet6: fd42:8c1e:7f0b:2a51:216:3eff:fe1a:b3c0/64 (global)
        inet6: fe80::216:3eff:fe1a:b3c0/64 (link)
    lo:
      Type: loopback
      State: UP
      MTU: 65536
      Bytes received: 31.20MB
      Bytes sent: 31.20MB
      Packets received: 402118
      Packets sent: 402118
      IP addresses:
        inet:  127.0.0.1/8 (local)
        inet6: ::1/128 (local)

Snapshots:
""" + box(["NAME", "TAKEN AT", "EXPIRES AT", "STATEFUL"],
          [["snap0", "2024/04/02 18:03 UTC", "", "NO"],
           ["before-php83", "2024/05/06 16:41 UTC", "", "NO"],
           ["pre-upgrade", "2024/05/17 09:34 UTC", "", "NO"]], center_head=True, every_row=True)
    info2 = """Name: web1
Description:
Status: RUNNING
Type: container
Architecture: x86_64
PID: 48211
Created: 2024/03/02 11:20 UTC
Last Used: 2024/05/17 09:35 UTC

Resources:
  Processes: 9
  CPU usage:"""
    short = box(["NAME", "STATE", "IPV4", "SNAPSHOTS"],
                [["build", "STOPPED", "", "0"],
                 ["ci-runner-3", "RUNNING", "10.110.42.203 (eth0)", "0"],
                 ["db1", "RUNNING", "10.110.42.31 (eth0)", "1"],
                 ["web1", "RUNNING", "10.110.42.17 (eth0)", "3"],
                 ["win-test", "STOPPED", "", "0"]], center_head=True, every_row=True)
    turns = [
        p.run("incus list", tbl([build, db1, web1, win])),
        p.run("incus launch images:debian/12 ci-runner-3", "Launching ci-runner-3", duration=6.0),
        p.run("incus list ci-runner-3", tbl([ci0])),
        p.run("incus exec ci-runner-3 -- sh -c 'apt-get update -qq && apt-get install -y -qq git curl >/dev/null' && echo done",
              "debconf: delaying package configuration, since apt-utils is not installed\ndone", duration=40.0),
        p.run("incus list", tbl([build, ci1, db1, web1, win])),
        p.run("incus snapshot create web1 pre-upgrade", duration=2.0),
        p.run("incus info web1", info),
        p.run("incus restart web1 && incus info web1 | head -n 12", info2, duration=5.0),
        p.run("incus list -c ns4S", short),
    ]
    add(rs, "22", state, turns)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for make in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                 t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        make(rs)
    rs.write()


if __name__ == "__main__":
    main()
