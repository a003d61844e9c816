# ruff: noqa: E501
"""Held-out set holdout19, domain terminal: 22 tmux shell trajectories written by hand.

Eleven contain exactly one world-decoherence (an observation that contradicts an earlier one or the
starting state); eleven are clean but full of legitimate changes (restarts, counters, clocks,
re-sorted or filtered listings, unit and format differences, values the agent changed). Running this
module writes ``terminal_test.jsonl`` and ``labels.json`` next to it.
"""

from __future__ import annotations

import base64
import hashlib
from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet

TASK = "terminal"
SYSTEM = (
    "You are a Terminal World Model. You simulate a Linux shell running inside a tmux pane on the host "
    "described in the current state. For each action (the keystrokes sent to the pane), predict the next "
    "terminal state: the prompt line with the command, everything the command prints, and the next prompt. "
    "Keep the machine consistent with everything shown earlier in the session. Write the predicted screen "
    "after **Environment Observation:**."
)


def hx(seed: str, n: int = 64) -> str:
    """A stable hex id derived from a seed."""
    return hashlib.sha256(seed.encode()).hexdigest()[:n]


def wgkey(seed: str) -> str:
    """A stable WireGuard-style base64 public key."""
    return base64.b64encode(hashlib.sha256(seed.encode()).digest()).decode()


def tid(n: int) -> str:
    return f"h19-terminal-{n:02d}"


# ---------------------------------------------------------------------------------------------
# 01 (bad) nginx worker_connections raised and reloaded, then the config dump shows the old value
# ---------------------------------------------------------------------------------------------
def t01(rs: RowSet) -> None:
    p = Pane("ops", "web-03", "/home/ops")
    state = ("Host web-03 (Ubuntu 22.04.4 LTS, 4 vCPU, 8 GiB RAM), user ops with passwordless sudo, cwd /home/ops, "
             "tmux session 'ops'. nginx 1.18.0 (Ubuntu package) fronts shop.example.com and proxies to a Node app on "
             "127.0.0.1:3000. Users report intermittent 502 errors at peak traffic. Only this session administers the host.")
    workers_old = "\n".join(f"             {'├' if i < 3 else '└'}─{pid} \"nginx: worker process\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\""
                            for i, pid in enumerate((1049, 1050, 1051, 1052)))
    workers_new = "\n".join(f"             {'├' if i < 3 else '└'}─{pid} \"nginx: worker process\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\""
                            for i, pid in enumerate((48209, 48210, 48211, 48212)))
    head = """● nginx.service - A high performance web server and a reverse proxy server
     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)
     Active: active (running) since Mon 2024-05-13 06:02:41 UTC; 2 days ago
       Docs: man:nginx(8)
    Process: 1021 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 1047 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)"""
    status1 = head + """
   Main PID: 1048 (nginx)
      Tasks: 5 (limit: 9382)
     Memory: 21.4M
        CPU: 4min 37.118s
     CGroup: /system.slice/nginx.service
             ├─1048 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"
""" + workers_old + """

May 13 06:02:41 web-03 systemd[1]: Starting A high performance web server and a reverse proxy server...
May 13 06:02:41 web-03 systemd[1]: Started A high performance web server and a reverse proxy server."""
    status2 = head + """
    Process: 48207 ExecReload=/usr/sbin/nginx -g daemon on; master_process on; -s reload (code=exited, status=0/SUCCESS)
   Main PID: 1048 (nginx)
      Tasks: 5 (limit: 9382)
     Memory: 22.9M
        CPU: 4min 41.260s
     CGroup: /system.slice/nginx.service
             ├─1048 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"
""" + workers_new + """

May 13 06:02:41 web-03 systemd[1]: Starting A high performance web server and a reverse proxy server...
May 13 06:02:41 web-03 systemd[1]: Started A high performance web server and a reverse proxy server.
May 15 09:31:07 web-03 systemd[1]: Reloading A high performance web server and a reverse proxy server...
May 15 09:31:07 web-03 systemd[1]: Reloaded A high performance web server and a reverse proxy server."""
    last2 = """2024/05/15 09:29:51 [alert] 1051#1051: 768 worker_connections are not enough
2024/05/15 09:29:51 [alert] 1051#1051: *4425102 768 worker_connections are not enough while connecting to upstream, client: 198.51.100.77, server: shop.example.com, request: "POST /api/checkout HTTP/2.0", upstream: "http://127.0.0.1:3000/api/checkout", host: "shop.example.com\""""
    errlog = """2024/05/15 09:26:14 [alert] 1050#1050: 768 worker_connections are not enough
2024/05/15 09:26:14 [alert] 1050#1050: *4418273 768 worker_connections are not enough while connecting to upstream, client: 203.0.113.41, server: shop.example.com, request: "GET /api/cart HTTP/2.0", upstream: "http://127.0.0.1:3000/api/cart", host: "shop.example.com"
2024/05/15 09:27:02 [alert] 1049#1049: 768 worker_connections are not enough
2024/05/15 09:27:02 [error] 1049#1049: *4419950 upstream prematurely closed connection while reading response header from upstream, client: 192.0.2.18, server: shop.example.com, request: "GET /api/products?page=3 HTTP/2.0", upstream: "http://127.0.0.1:3000/api/products?page=3", host: "shop.example.com"
2024/05/15 09:28:40 [alert] 1052#1052: 768 worker_connections are not enough
2024/05/15 09:28:40 [alert] 1052#1052: *4422871 768 worker_connections are not enough while connecting to upstream, client: 203.0.113.9, server: shop.example.com, request: "GET /static/js/app.4f1c2a.js HTTP/2.0", upstream: "http://127.0.0.1:3000/static/js/app.4f1c2a.js", host: "shop.example.com"
""" + last2
    dump_bad = """# configuration file /etc/nginx/nginx.conf:
user www-data;
worker_processes auto;
pid /run/nginx.pid;
include /etc/nginx/modules-enabled/*.conf;

events {
\tworker_connections 768;
\t# multi_accept on;
}

http {

\t##"""
    turns = [
        p.run("sudo systemctl status nginx --no-pager", status1),
        p.run("sudo tail -n 8 /var/log/nginx/error.log", errlog),
        p.run("grep -n -A3 '^events' /etc/nginx/nginx.conf", "6:events {\n7-\tworker_connections 768;\n8-\t# multi_accept on;\n9-}"),
        p.run("sudo sed -i 's/worker_connections 768;/worker_connections 4096;/' /etc/nginx/nginx.conf && grep -n worker_connections /etc/nginx/nginx.conf",
              "7:\tworker_connections 4096;"),
        p.run("sudo nginx -t && sudo systemctl reload nginx",
              "nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful"),
        p.run("sudo systemctl status nginx --no-pager", status2),
        p.run("sudo nginx -T 2>/dev/null | head -n 14", dump_bad),
        p.run("for i in 1 2 3 4; do curl -s -o /dev/null -w '%{http_code} %{time_total}\\n' -H 'Host: shop.example.com' http://127.0.0.1/healthz; done",
              "200 0.002114\n200 0.001873\n200 0.001902\n200 0.001766"),
        p.run("sudo tail -n 2 /var/log/nginx/error.log", last2),
    ]
    rs.add(task=TASK, tid=tid(1), system=SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="nginx config dump shows worker_connections 768 after the agent set it to 4096 (grep confirmed) and only reloaded")


# ---------------------------------------------------------------------------------------------
# 02 (clean) PostgreSQL shared_buffers change with a restart
# ---------------------------------------------------------------------------------------------
def t02(rs: RowSet) -> None:
    p = Pane("dba", "db-01", "/home/dba")
    state = ("Host db-01 (Debian 12), user dba with sudo, cwd /home/dba. PostgreSQL 15.6, cluster 15/main on port 5432, "
             "serving the 'ledger' and 'crm' databases to application servers that keep connection pools open and "
             "reconnect automatically. Maintenance window is open: task is to raise shared_buffers to 2GB, which needs a restart.")
    st_old = """● postgresql@15-main.service - PostgreSQL Cluster 15-main
     Loaded: loaded (/lib/systemd/system/postgresql@.service; enabled-runtime; preset: enabled)
     Active: active (running) since Sat 2024-04-20 02:11:38 UTC; 3 weeks 5 days ago
    Process: 788 ExecStart=/usr/bin/pg_ctlcluster --skip-systemctl-redirect 15-main start (code=exited, status=0/SUCCESS)
   Main PID: 812 (postgres)
      Tasks: 31 (limit: 19081)
     Memory: 1.9G
        CPU: 1d 3h 12min 44.310s
     CGroup: /system.slice/system-postgresql.slice/postgresql@15-main.service
             ├─   812 /usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main -c config_file=/etc/postgresql/15/main/postgresql.conf
             ├─   829 "postgres: 15/main: checkpointer "
             ├─   830 "postgres: 15/main: background writer \""""
    st_new = """● postgresql@15-main.service - PostgreSQL Cluster 15-main
     Loaded: loaded (/lib/systemd/system/postgresql@.service; enabled-runtime; preset: enabled)
     Active: active (running) since Thu 2024-05-16 14:05:48 UTC; 2s ago
    Process: 318826 ExecStart=/usr/bin/pg_ctlcluster --skip-systemctl-redirect 15-main start (code=exited, status=0/SUCCESS)
   Main PID: 318842 (postgres)
      Tasks: 9 (limit: 19081)
     Memory: 44.6M
        CPU: 91ms
     CGroup: /system.slice/system-postgresql.slice/postgresql@15-main.service
             ├─318842 /usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main -c config_file=/etc/postgresql/15/main/postgresql.conf
             ├─318843 "postgres: 15/main: checkpointer "
             ├─318844 "postgres: 15/main: background writer \""""
    q_show = "sudo -u postgres psql -c \"SHOW shared_buffers;\" -c \"SELECT pg_postmaster_start_time(), now();\""
    count = "sudo -u postgres psql -Atc \"SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'client backend';\""
    turns = [
        p.run("sudo systemctl status postgresql@15-main --no-pager | head -n 12", st_old),
        p.run(q_show, """ shared_buffers
----------------
 128MB
(1 row)

   pg_postmaster_start_time    |              now
-------------------------------+-------------------------------
 2024-04-20 02:11:38.604512+00 | 2024-05-16 14:03:22.187301+00
(1 row)
"""),
        p.run("sudo -u postgres psql -c \"ALTER SYSTEM SET shared_buffers = '2GB';\" -c \"SELECT pg_reload_conf();\" -c \"SELECT name, setting, unit, pending_restart FROM pg_settings WHERE name = 'shared_buffers';\"",
              """ALTER SYSTEM
 pg_reload_conf
----------------
 t
(1 row)

      name      | setting | unit | pending_restart
----------------+---------+------+-----------------
 shared_buffers | 16384   | 8kB  | t
(1 row)
"""),
        p.run(count, "23"),
        p.run("sudo systemctl restart postgresql@15-main && sudo systemctl status postgresql@15-main --no-pager | head -n 12", st_new, duration=5.0),
        p.run(q_show, """ shared_buffers
----------------
 2GB
(1 row)

   pg_postmaster_start_time    |              now
-------------------------------+-------------------------------
 2024-05-16 14:05:48.912077+00 | 2024-05-16 14:06:03.441920+00
(1 row)
"""),
        p.run("sudo ss -ltnp 'sport = :5432'", """State  Recv-Q Send-Q Local Address:Port Peer Address:Port Process
LISTEN 0      244          0.0.0.0:5432      0.0.0.0:*     users:(("postgres",pid=318842,fd=6))
LISTEN 0      244             [::]:5432         [::]:*     users:(("postgres",pid=318842,fd=7))"""),
        p.run(count, "6"),
        p.run("sudo -u postgres psql -c \"SELECT datname, pg_size_pretty(pg_database_size(datname)) AS size, pg_database_size(datname) AS bytes FROM pg_database ORDER BY 3 DESC;\"",
              """  datname  |  size   |    bytes
-----------+---------+-------------
 ledger    | 48 GB   | 51874203811
 crm       | 7411 MB |  7771037215
 postgres  | 7900 kB |     8089931
 template1 | 7752 kB |     7938051
 template0 | 7536 kB |     7716867
(5 rows)
"""),
        p.run("sleep 60; " + count + "; uptime",
              "21\n 14:07:41 up 74 days,  3:18,  2 users,  load average: 0.61, 0.48, 0.39", duration=65.0),
    ]
    rs.add(task=TASK, tid=tid(2), system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------
# 03 (clean) rclone sync of a photo folder to Backblaze B2
# ---------------------------------------------------------------------------------------------
def t03(rs: RowSet) -> None:
    p = Pane("mira", "nas-lite", "/home/mira")
    state = ("Host nas-lite (Ubuntu 24.04), user mira, cwd /home/mira. rclone v1.66.0 with remotes b2-archive (Backblaze B2) "
             "and gdrive configured. ~/Pictures/2024 holds this year's photos in month folders 01..05; the bucket photos-mira "
             "holds an older copy of 2024/ (last synced in March) plus all of 2023/. Some photos were deleted locally since. "
             "Task: bring the remote 2024 copy up to date.")
    stats = """Transferred:   \t    1.812 GiB / 1.812 GiB, 100%, {rate}, ETA {eta}
Checks:              1512 / 1512, 100%
Deleted:                5 (files), 0 (dirs), 58.368 MiB (freed)
Transferred:          330 / 330, 100%
Elapsed time:        {el}"""
    dry = """2024/05/16 21:12:39 NOTICE: 03/IMG_20240302_101511.jpg: Skipped delete as --dry-run is set (size 11.208Mi)
2024/05/16 21:12:39 NOTICE: 03/IMG_20240302_101514.jpg: Skipped delete as --dry-run is set (size 10.944Mi)
2024/05/16 21:12:39 NOTICE: 04/IMG_20240418_075902.jpg: Skipped delete as --dry-run is set (size 6.871Mi)
2024/05/16 21:12:40 NOTICE: 05/IMG_20240511_130355.jpg: Skipped copy as --dry-run is set (size 5.488Mi)
2024/05/16 21:12:40 NOTICE: 05/IMG_20240514_182233.jpg: Skipped copy as --dry-run is set (size 6.114Mi)
2024/05/16 21:12:40 NOTICE: 05/IMG_20240514_182240.jpg: Skipped copy as --dry-run is set (size 5.902Mi)
2024/05/16 21:12:40 NOTICE: 05/VID_20240515_090241.mp4: Skipped copy as --dry-run is set (size 71.079Mi)
2024/05/16 21:12:40 NOTICE: 05/IMG_20240515_194706.jpg: Skipped copy as --dry-run is set (size 5.700Mi)
2024/05/16 21:12:41 NOTICE:
""" + stats.format(rate="0 B/s", eta="-", el="2.3s")
    turns = [
        p.run("rclone listremotes", "b2-archive:\ngdrive:"),
        p.run("rclone size ~/Pictures/2024", "Total objects: 1.842k (1842)\nTotal size: 9.713 GiB (10429305651 Byte)", duration=3.0),
        p.run("rclone size b2-archive:photos-mira/2024", "Total objects: 1.517k (1517)\nTotal size: 7.958 GiB (8544778884 Byte)", duration=5.0),
        p.run("rclone sync ~/Pictures/2024 b2-archive:photos-mira/2024 --dry-run 2>&1 | tail -n 14", dry, duration=5.0),
        p.run("rclone sync ~/Pictures/2024 b2-archive:photos-mira/2024 -P --transfers 8",
              stats.format(rate="36.871 MiB/s", eta="0s", el="51.2s"), duration=60.0),
        p.run("rclone size b2-archive:photos-mira/2024", "Total objects: 1.842k (1842)\nTotal size: 9.713 GiB (10429305651 Byte)", duration=5.0),
        p.run("rclone lsl b2-archive:photos-mira/2024/05 | sort -k2,3 | tail -n 4",
              """  6411023 2024-05-14 18:22:33.000000000 IMG_20240514_182233.jpg
  6188744 2024-05-14 18:22:40.000000000 IMG_20240514_182240.jpg
 74531997 2024-05-15 09:03:12.512000000 VID_20240515_090241.mp4
  5977215 2024-05-15 19:47:06.000000000 IMG_20240515_194706.jpg""", duration=3.0),
        p.run("rclone check ~/Pictures/2024 b2-archive:photos-mira/2024 --one-way",
              """2024/05/16 21:15:02 NOTICE: B2 bucket photos-mira path 2024: 0 differences found
2024/05/16 21:15:02 NOTICE: B2 bucket photos-mira path 2024: 1842 matching files""", duration=20.0),
        p.run("rclone size b2-archive:photos-mira --json", '{"count":3611,"bytes":19874211043,"sizeless":0}', duration=5.0),
    ]
    rs.add(task=TASK, tid=tid(3), system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------
# 04 (bad) restic: one snapshot's short ID drifts between two listings
# ---------------------------------------------------------------------------------------------
def t04(rs: RowSet) -> None:
    p = Pane("root", "files-02", "/root")
    state = ("Host files-02 (Debian 12, timezone Europe/Berlin), user root, cwd /root. restic 0.16.4; RESTIC_REPOSITORY="
             "sftp:backup@vault.lan:/srv/restic/files-02 and RESTIC_PASSWORD_FILE=/root/.restic-pass are exported. /srv/share "
             "is backed up nightly at 02:00 by a systemd timer; nothing else writes to this repository. Task: take a manual "
             "backup before reorganising the finance share and check that it restores.")
    opened = "repository 7c1e2f0a opened (version 2, compression level auto)"
    hdr = """ID        Time                 Host        Tags        Paths        Size
-----------------------------------------------------------------------------"""
    rows = [("a41c2e9b", "2024-05-10 02:00:14", "nightly", "40.882 GiB"),
            ("0f7d5b13", "2024-05-11 02:00:09", "nightly", "40.915 GiB"),
            ("e8b20c6a", "2024-05-12 02:00:11", "nightly", "40.916 GiB"),
            ("c2d94f11", "2024-05-13 02:00:16", "nightly", "41.302 GiB"),
            ("77ae0d52", "2024-05-14 02:00:10", "nightly", "41.588 GiB"),
            ("5be07d3c", "2024-05-15 02:00:13", "nightly", "41.611 GiB")]

    def listing(rs_: list[tuple[str, str, str, str]]) -> str:
        body = "\n".join(f"{i}  {t}  files-02    {tag:<10}  /srv/share   {s}" for i, t, tag, s in rs_)
        return f"{opened}\n{hdr}\n{body}\n-----------------------------------------------------------------------------\n{len(rs_)} snapshots"

    drifted = [r if r[0] != "c2d94f11" else ("c2d49f11",) + r[1:] for r in rows]
    drifted.append(("9e3f71a2", "2024-05-15 16:42:07", "manual", "41.897 GiB"))
    backup = opened + """
using parent snapshot 5be07d3c
[0:00] 100.00%  2 / 2 index files loaded

Files:          14 new,    52 changed, 91197 unmodified
Dirs:            3 new,    19 changed,  6408 unmodified
Added to the repository: 1.204 GiB (1.131 GiB stored)

processed 91263 files, 41.897 GiB in 1:12
snapshot 9e3f71a2 saved"""
    diff = """M    /srv/share/projects/harbor-bid/estimate_v7.xlsx
M    /srv/share/projects/harbor-bid/minutes-2024-05-15.docx
+    /srv/share/projects/harbor-bid/site-photos/
+    /srv/share/projects/harbor-bid/site-photos/IMG_4411.jpg

Files:          14 new,     0 removed,    52 changed
Dirs:            3 new,     0 removed
Others:          0 new,     0 removed
Data Blobs:    912 new,   188 removed
Tree Blobs:     25 new,    22 removed
  Added:   1.204 GiB
  Removed: 118.734 MiB"""
    ls = opened + """
snapshot 9e3f71a2 of [/srv/share] filtered by [/srv/share/finance/2024-Q1] at 2024-05-15 16:42:07.318211 +0200 CEST):
drwxrws---  1000  1003       0 2024-04-02 09:14:51 /srv/share/finance/2024-Q1
-rw-rw----  1000  1003  482311 2024-03-28 17:02:44 /srv/share/finance/2024-Q1/bank-reconciliation.xlsx
-rw-rw----  1000  1003 1904522 2024-04-02 09:14:51 /srv/share/finance/2024-Q1/board-pack-Q1.pdf
drwxrws---  1000  1003       0 2024-03-31 18:20:07 /srv/share/finance/2024-Q1/invoices
-rw-rw----  1000  1003  211847 2024-01-09 11:41:30 /srv/share/finance/2024-Q1/invoices/INV-2024-0007.pdf
-rw-rw----  1000  1003  198305 2024-01-15 15:02:18 /srv/share/finance/2024-Q1/invoices/INV-2024-0012.pdf"""
    check = """using temporary cache in /tmp/restic-check-cache-2291044731
create exclusive lock for repository
load indexes
[0:00] 100.00%  3 / 3 index files loaded
check all packs
check snapshots, trees and blobs
[0:04] 100.00%  7 / 7 snapshots
no errors were found"""
    turns = [
        p.run("restic snapshots", listing(rows), duration=4.0),
        p.run("restic backup /srv/share --tag manual --exclude-caches", backup, duration=80.0),
        p.run("restic diff 5be07d3c 9e3f71a2 | tail -n 11", diff, duration=6.0),
        p.run("restic ls --long 9e3f71a2 /srv/share/finance/2024-Q1 | head -n 8", ls, duration=4.0),
        p.run("restic snapshots", listing(drifted), duration=4.0),
        p.run("restic check", check, duration=10.0),
        p.run("restic restore 9e3f71a2 --target /tmp/restore-test --include /srv/share/finance/2024-Q1",
              opened + "\nrestoring <Snapshot 9e3f71a2 of [/srv/share] at 2024-05-15 16:42:07.318211 +0200 CEST by root@files-02> to /tmp/restore-test\nSummary: Restored 38 files/dirs (212.431 MiB) in 0:02", duration=5.0),
        p.run("diff -rq /srv/share/finance/2024-Q1 /tmp/restore-test/srv/share/finance/2024-Q1 && echo identical", "identical"),
        p.run("du -sh /tmp/restore-test/srv/share/finance/2024-Q1", "213M\t/tmp/restore-test/srv/share/finance/2024-Q1"),
        p.run("restic stats latest", opened + """
scanning...
Stats in restore-size mode:
     Snapshots processed:  1
        Total File Count:  97693
              Total Size:  41.897 GiB""", duration=8.0),
    ]
    rs.add(task=TASK, tid=tid(4), system=SYSTEM, turns=turns, state=state, bad=True, turn=5,
           kind="restic snapshot ID of the 2024-05-13 nightly changes from c2d94f11 to c2d49f11 between two listings")


# ---------------------------------------------------------------------------------------------
# 05 (bad) docker: a force-removed container is listed again
# ---------------------------------------------------------------------------------------------
def t05(rs: RowSet) -> None:
    p = Pane("dev", "ci-runner-4", "/home/dev")
    state = ("Host ci-runner-4 (Ubuntu 22.04), user dev (member of the docker group), cwd /home/dev. Docker Engine 26.1.1. "
             "The queue worker container old-worker died six days ago; task: remove it and the leftover report container, "
             "and start the 2.3.1 worker. No other user or automation manages containers on this host. Today is 2024-05-16.")
    fmt = "docker ps -a --format 'table {{.ID}}\\t{{.Names}}\\t{{.Image}}\\t{{.Status}}'"
    head = "CONTAINER ID   NAMES             IMAGE                                  STATUS"
    c = {
        "runner": "4be1c0f7a9d2   gitlab-runner     gitlab/gitlab-runner:v16.11.0          Up 9 days",
        "mirror": "91ac3e7d55f0   registry-mirror   registry:2.8.3                         Up 9 days",
        "old": "e07f2b6c1d84   old-worker        registry.internal/queue-worker:2.2.7   Exited (137) 6 days ago",
        "rep": "b3d9a0c4e217   report-gen-tmp    registry.internal/report-gen:0.9.4     Exited (0) 3 weeks ago",
        "nodeexp": "2f6e81d0c3ab   node-exporter     prom/node-exporter:v1.8.0              Up 9 days",
        "cadv": "7c55d2e9f1b0   cadvisor          gcr.io/cadvisor/cadvisor:v0.49.1       Up 9 days (healthy)",
        "redis": "d8a1f4b2e6c9   redis-ci          redis:7.2-alpine                       Up 9 days",
    }
    ps1 = "\n".join([head, c["runner"], c["mirror"], c["old"], c["rep"], c["nodeexp"], c["cadv"], c["redis"]])
    new = "a9e4c3d17b52   worker-v2         registry.internal/queue-worker:2.3.1   Up 41 seconds"
    ps2 = "\n".join([head, new, c["runner"], c["mirror"], c["old"], c["nodeexp"], c["cadv"], c["redis"]])
    pull = """Unable to find image 'registry.internal/queue-worker:2.3.1' locally
2.3.1: Pulling from queue-worker
4abcf2066143: Already exists
9d2b1e0a7c55: Already exists
c61f0e8d2a14: Pull complete
5e7a93b0d1f2: Pull complete
0b8c4d6e2f91: Pull complete
Digest: sha256:3e8d0f7a1b2c94e6d5a7f8c0b1e2d3a4f5c6b7d8e9f0a1b2c3d4e5f6a7b8c9d0
Status: Downloaded newer image for registry.internal/queue-worker:2.3.1
a9e4c3d17b520f6e8d2c91b4f07a3e6d5c8b1f2a4e7d9c0b3a6f5e8d1c2b4a7e"""
    logs_new = """2024-05-16T11:04:12.208Z INFO  worker 2.3.1 (commit 8f21c0a) starting, concurrency=16
2024-05-16T11:04:12.231Z INFO  redis: connected to redis-ci:6379 (db 0)
2024-05-16T11:04:12.236Z INFO  consumer: subscribed to queues [default reports mail]
2024-05-16T11:04:13.902Z INFO  consumer: processed batch id=88122 size=50 ms=388
2024-05-16T11:04:29.447Z INFO  consumer: processed batch id=88123 size=50 ms=401
2024-05-16T11:04:46.015Z INFO  consumer: processed batch id=88124 size=37 ms=296"""
    turns = [
        p.run(fmt, ps1),
        p.run("docker logs --tail 5 old-worker", """2024-05-10T13:58:12.774Z INFO  consumer: processed batch id=88121 size=50 ms=412
2024-05-10T13:58:41.009Z WARN  consumer: redis ping slow (1840ms)
2024-05-10T13:59:55.318Z ERROR consumer: lost connection to redis-ci:6379: read: connection reset by peer
2024-05-10T13:59:55.319Z INFO  consumer: reconnecting in 5s (attempt 1/10)
2024-05-10T14:00:27.601Z INFO  shutdown: received SIGTERM, draining 50 in-flight jobs"""),
        p.run("docker rm -f old-worker report-gen-tmp", "old-worker\nreport-gen-tmp"),
        p.run("docker system df", """TYPE            TOTAL     ACTIVE    SIZE      RECLAIMABLE
Images          9         5         3.412GB   1.187GB (34%)
Containers      5         5         68.3MB    0B (0%)
Local Volumes   4         3         912.6MB   214.1MB (23%)
Build Cache     0         0         0B        0B"""),
        p.run("docker run -d --name worker-v2 --restart unless-stopped --network ci-net -e REDIS_URL=redis://redis-ci:6379 registry.internal/queue-worker:2.3.1",
              pull, duration=20.0),
        p.run(fmt, ps2),
        p.run("docker logs --tail 6 worker-v2", logs_new),
        p.run("docker stats --no-stream worker-v2 redis-ci", """CONTAINER ID   NAME        CPU %     MEM USAGE / LIMIT     MEM %     NET I/O           BLOCK I/O        PIDS
a9e4c3d17b52   worker-v2   3.41%     58.12MiB / 7.763GiB   0.73%     1.92MB / 884kB    0B / 0B          18
d8a1f4b2e6c9   redis-ci    0.62%     12.4MiB / 7.763GiB    0.16%     2.71GB / 3.05GB   41MB / 1.23GB    6""", duration=3.0),
    ]
    rs.add(task=TASK, tid=tid(5), system=SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="container old-worker, force-removed with docker rm -f, is listed again by docker ps -a")


# ---------------------------------------------------------------------------------------------
# 06 (clean) ffmpeg 4K ProRes to 1080p H.264 with a thumbnail
# ---------------------------------------------------------------------------------------------
def t06(rs: RowSet) -> None:
    p = Pane("lena", "studio", "/home/lena/video", style="rhel")
    state = ("Host studio (Fedora 40), user lena, cwd /home/lena/video. ffmpeg 6.1.1 (built with libx264 and native aac). "
             "interview_raw.mov is a 4K ProRes 422 HQ recording; thumbs/ holds earlier stills. Task: make a 1080p H.264 "
             "review copy and a thumbnail at 5:00.")
    probe_in = """Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'interview_raw.mov':
  Metadata:
    major_brand     : qt
    minor_version   : 0
    compatible_brands: qt
    creation_time   : 2024-05-14T16:27:55.000000Z
  Duration: 00:12:41.52, start: 0.000000, bitrate: 150792 kb/s
  Stream #0:0[0x1](und): Video: prores (HQ) (apch / 0x68637061), yuv422p10le(tv, bt709, progressive), 3840x2160, 148224 kb/s, SAR 1:1 DAR 16:9, 23.98 fps, 23.98 tbr, 24k tbn (default)
      Metadata:
        creation_time   : 2024-05-14T16:27:55.000000Z
        handler_name    : Core Media Video
        vendor_id       : appl
        encoder         : Apple ProRes 422 HQ
  Stream #0:1[0x2](und): Audio: pcm_s24le (in24 / 0x34326E69), 48000 Hz, stereo, s32 (24 bit), 2304 kb/s (default)
      Metadata:
        creation_time   : 2024-05-14T16:27:55.000000Z
        handler_name    : Core Media Audio
        vendor_id       : [0][0][0][0]"""
    enc = probe_in + """
Stream mapping:
  Stream #0:0 -> #0:0 (prores (native) -> h264 (libx264))
  Stream #0:1 -> #0:1 (pcm_s24le (native) -> aac (native))
Press [q] to stop, [?] for help
[libx264 @ 0x5633a9d41c80] using SAR=1/1
[libx264 @ 0x5633a9d41c80] using cpu capabilities: MMX2 SSE2Fast SSSE3 SSE4.2 AVX FMA3 BMI2 AVX2
[libx264 @ 0x5633a9d41c80] profile High, level 4.0, 4:2:0, 8-bit
[libx264 @ 0x5633a9d41c80] 264 - core 164 r3108 31e19f9 - H.264/MPEG-4 AVC codec - Copyleft 2003-2023 - http://www.videolan.org/x264.html - options: cabac=1 ref=5 deblock=1:0:0 analyse=0x3:0x113 me=umh subme=8 psy=1 psy_rd=1.00:0.00 mixed_ref=1 me_range=16 chroma_me=1 trellis=2 8x8dct=1 cqm=0 deadzone=21,11 fast_pskip=1 chroma_qp_offset=-2 threads=24 lookahead_threads=4 sliced_threads=0 nr=0 decimate=1 interlaced=0 bluray_compat=0 constrained_intra=0 bframes=3 b_pyramid=2 b_adapt=2 b_bias=0 direct=3 weightb=1 open_gop=0 weightp=2 keyint=250 keyint_min=23 scenecut=40 intra_refresh=0 rc_lookahead=50 rc=crf mbtree=1 crf=20.0 qcomp=0.60 qpmin=0 qpmax=69 qpstep=4 ip_ratio=1.40 aq=1:1.00
Output #0, mp4, to 'interview_1080p.mp4':
  Metadata:
    major_brand     : qt
    minor_version   : 0
    compatible_brands: qt
    encoder         : Lavf60.16.100
  Stream #0:0(und): Video: h264 (avc1 / 0x31637661), yuv420p(tv, bt709, progressive), 1920x1080 [SAR 1:1 DAR 16:9], q=2-31, 23.98 fps, 24k tbn (default)
      Metadata:
        encoder         : Lavc60.31.102 libx264
      Side data:
        cpb: bitrate max/min/avg: 0/0/0 buffer size: 0 vbv_delay: N/A
  Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 192 kb/s (default)
      Metadata:
        encoder         : Lavc60.31.102 aac
[out#0/mp4 @ 0x5633a9d3f540] video:594317kB audio:17846kB subtitle:0kB other streams:0kB global headers:0kB muxing overhead: 0.029731%
frame=18258 fps= 40 q=-1.0 Lsize=  612345kB time=00:12:41.47 bitrate=6587.7kbits/s speed=1.67x
[libx264 @ 0x5633a9d41c80] frame I:92    Avg QP:17.41  size:118224
[libx264 @ 0x5633a9d41c80] frame P:4870  Avg QP:20.12  size: 52118
[libx264 @ 0x5633a9d41c80] frame B:13296 Avg QP:22.65  size: 25876
[libx264 @ 0x5633a9d41c80] consecutive B-frames:  3.1%  6.2%  9.8% 80.9%
[libx264 @ 0x5633a9d41c80] mb I  I16..4: 21.4% 61.2% 17.4%
[libx264 @ 0x5633a9d41c80] mb P  I16..4:  3.9%  8.8%  1.1%  P16..4: 33.5% 10.2%  6.4%  0.0%  0.0%    skip:36.1%
[libx264 @ 0x5633a9d41c80] mb B  I16..4:  0.6%  1.2%  0.2%  B16..8: 31.7%  4.1%  1.0%  direct: 2.9%  skip:58.3%  L0:41.2% L1:46.0% BI:12.8%
[libx264 @ 0x5633a9d41c80] 8x8 transform intra:60.4% inter:71.9%
[libx264 @ 0x5633a9d41c80] coded y,uvDC,uvAC intra: 48.6% 39.0% 8.7% inter: 14.2% 12.4% 0.6%
[libx264 @ 0x5633a9d41c80] ref P L0: 57.0% 10.9% 17.4%  6.1%  4.6%  4.0%
[libx264 @ 0x5633a9d41c80] ref B L0: 87.6%  9.2%  2.4%  0.8%
[libx264 @ 0x5633a9d41c80] ref B L1: 96.4%  3.6%
[libx264 @ 0x5633a9d41c80] kb/s:6393.46
[aac @ 0x5633a9d44b00] Qavg: 512.338"""
    turns = [
        p.run("ls -l", """total 14017514
-rw-r--r--. 1 lena lena 14353913856 May 14 18:40 interview_raw.mov
-rw-r--r--. 1 lena lena       18422 May 14 18:52 notes.txt
drwxr-xr-x. 1 lena lena          56 May 15 10:03 thumbs"""),
        p.run("ffprobe -hide_banner interview_raw.mov", probe_in),
        p.run("ffmpeg -hide_banner -i interview_raw.mov -c:v libx264 -preset slow -crf 20 -vf scale=1920:-2 -c:a aac -b:a 192k -movflags +faststart interview_1080p.mp4",
              enc, duration=480.0),
        p.run("ls -lh interview_1080p.mp4", "-rw-r--r--. 1 lena lena 598M May 16 11:27 interview_1080p.mp4"),
        p.run("ffprobe -v error -show_entries format=duration,size,bit_rate -of default=nw=1 interview_1080p.mp4",
              "duration=761.515000\nsize=627041512\nbit_rate=6587305"),
        p.run("ffmpeg -hide_banner -loglevel error -ss 00:05:00 -i interview_1080p.mp4 -frames:v 1 -q:v 2 thumbs/interview_0500.jpg && ls -l thumbs",
              """total 672
-rw-r--r--. 1 lena lena 231904 May 15 10:02 intro_0010.jpg
-rw-r--r--. 1 lena lena 204118 May 15 10:03 intro_0130.jpg
-rw-r--r--. 1 lena lena 247561 May 16 11:29 interview_0500.jpg""", duration=2.0),
        p.run("ls -l", """total 14629860
-rw-r--r--. 1 lena lena   627041512 May 16 11:27 interview_1080p.mp4
-rw-r--r--. 1 lena lena 14353913856 May 14 18:40 interview_raw.mov
-rw-r--r--. 1 lena lena       18422 May 14 18:52 notes.txt
drwxr-xr-x. 1 lena lena          92 May 16 11:29 thumbs"""),
        p.run("du -sh .", "14G\t."),
    ]
    rs.add(task=TASK, tid=tid(6), system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------
# 07 (bad) ZFS: one dataset's recursive pre-upgrade snapshot disappears from the listing
# ---------------------------------------------------------------------------------------------
def t07(rs: RowSet) -> None:
    p = Pane("root", "tank-host", "/root")
    state = ("Host tank-host (Ubuntu 22.04, OpenZFS 2.1.5), user root, cwd /root. Pool 'tank' (raidz2, 6 x 4 TB) holds tank/apps "
             "and its children gitea, gitea-db and nextcloud, used by Docker containers. zfs-auto-snapshot creates and "
             "expires snapshots named zfs-auto-snap_* (hourly and daily); it never touches other snapshots. Only this "
             "session administers ZFS. Task: snapshot everything under tank/apps, upgrade Gitea, then check space and health.")
    snap = "tank/apps@pre-upgrade-20240516"
    created = "Thu May 16 13:02 2024"
    daily = [("2024-05-14-0025", "Tue May 14  0:25 2024"), ("2024-05-15-0025", "Wed May 15  0:25 2024"), ("2024-05-16-0025", "Thu May 16  0:25 2024")]
    ds = [("tank/apps", ["0B", "0B", "0B"], "208K", "0B"),
          ("tank/apps/gitea", ["61.2M", "58.0M", "24.9M"], "58.9G", "412M"),
          ("tank/apps/gitea-db", ["140M", "133M", "51.7M"], "7.15G", "96.3M"),
          ("tank/apps/nextcloud", ["1.02G", "884M", "301M"], "322G", "18.2M")]
    lines = ["NAME                                                        USED  REFER  CREATION"]
    for name, used, refer, pre_used in ds:
        for (stamp, when), u in zip(daily, used):
            lines.append(f"{name + '@zfs-auto-snap_daily-' + stamp:<58}{u:>6}  {refer:>5}  {when}")
        if name != "tank/apps/gitea-db":
            lines.append(f"{name + '@pre-upgrade-20240516':<58}{pre_used:>6}  {refer:>5}  {created}")
    snaplist_bad = "\n".join(lines)
    pull = """[+] Pulling 7/7
 ✔ gitea Pulled                                                              9.8s
   ✔ 4abcf2066143 Already exists                                             0.0s
   ✔ 3a1bb4c29e0f Pull complete                                              1.2s
   ✔ 0d5f48a2b8e7 Pull complete                                              0.4s
   ✔ 7ce12b0a9f33 Pull complete                                              6.1s
   ✔ e6b0a7f51d28 Pull complete                                              0.3s
   ✔ 91f4c3d20a6b Pull complete                                              0.2s"""
    turns = [
        p.run("zfs list -o name,used,avail,refer,mountpoint -r tank/apps", """NAME                  USED  AVAIL     REFER  MOUNTPOINT
tank/apps             412G  6.81T      208K  /tank/apps
tank/apps/gitea      61.4G  6.81T     58.9G  /tank/apps/gitea
tank/apps/gitea-db   9.72G  6.81T     7.15G  /tank/apps/gitea-db
tank/apps/nextcloud   341G  6.81T      322G  /tank/apps/nextcloud"""),
        p.run(f"zfs snapshot -r {snap} && zfs list -t snapshot -o name,used,refer,creation -r tank/apps | grep pre-upgrade",
              f"""tank/apps@pre-upgrade-20240516                                 0B   208K  {created}
tank/apps/gitea@pre-upgrade-20240516                           0B  58.9G  {created}
tank/apps/gitea-db@pre-upgrade-20240516                        0B  7.15G  {created}
tank/apps/nextcloud@pre-upgrade-20240516                       0B   322G  {created}"""),
        p.run("docker compose -f /tank/apps/gitea/docker-compose.yml pull gitea", pull, duration=12.0),
        p.run("docker compose -f /tank/apps/gitea/docker-compose.yml up -d gitea", """[+] Running 2/2
 ✔ Container gitea-db  Running                                                0.0s
 ✔ Container gitea     Started                                                4.7s""", duration=6.0),
        p.run("docker logs --tail 6 gitea", """2024/05/16 13:05:41 cmd/web.go:242:runWeb() [I] Starting Gitea on PID: 7
2024/05/16 13:05:41 cmd/web.go:111:showWebStartupMessage() [I] Gitea version: 1.21.11 built with GNU Make 4.4.1, go1.21.9 : bindata, timetzdata, sqlite, sqlite_unlock_notify
2024/05/16 13:05:42 models/db/engine.go:192:InitEngineWithMigration() [I] Migration[280]: Rename user themes
2024/05/16 13:05:49 models/db/engine.go:192:InitEngineWithMigration() [I] Migration[281]: Add auth_token table
2024/05/16 13:05:50 modules/ssh/ssh.go:290:Listen() [I] Starting SSH server on :22
2024/05/16 13:05:50 cmd/web.go:304:listen() [I] Listen: http://0.0.0.0:3000"""),
        p.run("zfs list -o name,used,avail,refer -r tank/apps", """NAME                  USED  AVAIL     REFER
tank/apps             413G  6.81T      208K
tank/apps/gitea      61.9G  6.81T     59.0G
tank/apps/gitea-db   9.81G  6.81T     7.17G
tank/apps/nextcloud   341G  6.81T      322G"""),
        p.run("zpool status tank", """  pool: tank
 state: ONLINE
  scan: scrub repaired 0B in 05:41:12 with 0 errors on Sun May 12 06:05:13 2024
config:

\tNAME                                    STATE     READ WRITE CKSUM
\ttank                                    ONLINE       0     0     0
\t  raidz2-0                              ONLINE       0     0     0
\t    ata-WDC_WD40EFPX-68C6CN0_WD-WX42D83K1A7F  ONLINE       0     0     0
\t    ata-WDC_WD40EFPX-68C6CN0_WD-WX42D83K2C19  ONLINE       0     0     0
\t    ata-WDC_WD40EFPX-68C6CN0_WD-WX42D83K3E5B  ONLINE       0     0     0
\t    ata-WDC_WD40EFPX-68C6CN0_WD-WX52D91L0D22  ONLINE       0     0     0
\t    ata-WDC_WD40EFPX-68C6CN0_WD-WX52D91L1F80  ONLINE       0     0     0
\t    ata-WDC_WD40EFPX-68C6CN0_WD-WX52D91L2A04  ONLINE       0     0     0

errors: No known data errors"""),
        p.run("zfs list -t snapshot -o name,used,refer,creation -r tank/apps | grep -v hourly", snaplist_bad),
        p.run("zpool list tank", """NAME   SIZE  ALLOC   FREE  CKPOINT  EXPANDSZ   FRAG    CAP  DEDUP    HEALTH  ALTROOT
tank  21.8T  6.26T  15.6T        -         -     4%    28%  1.00x    ONLINE  -"""),
    ]
    rs.add(task=TASK, tid=tid(7), system=SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="snapshot tank/apps/gitea-db@pre-upgrade-20240516, created by zfs snapshot -r and listed right after, is missing from a later snapshot listing with no destroy")


# ---------------------------------------------------------------------------------------------
# 08 (clean) docker compose: rebuild and redeploy one service
# ---------------------------------------------------------------------------------------------
def t08(rs: RowSet) -> None:
    p = Pane("sam", "app-stage", "/home/sam/shopfront")
    state = ("Host app-stage (Ubuntu 22.04), user sam (docker group), cwd /home/sam/shopfront: a git checkout whose "
             "docker-compose.yml defines services web, api, redis and db (Docker Compose v2.27.0). The stack was started "
             "three days ago. Task: deploy the latest api code from main.")
    hdr = "NAME                IMAGE           COMMAND                  SERVICE   CREATED          STATUS                            PORTS"
    db = "shopfront-db-1      postgres:16.2   \"docker-entrypoint.s…\"   db        3 days ago       Up 3 days (healthy)               5432/tcp"
    redis = "shopfront-redis-1   redis:7.2.4     \"docker-entrypoint.s…\"   redis     3 days ago       Up 3 days                         6379/tcp"
    web = "shopfront-web-1     shopfront-web   \"/docker-entrypoint.…\"   web       3 days ago       Up 3 days                         0.0.0.0:80->80/tcp, :::80->80/tcp"

    def api(created: str, status: str) -> str:
        return f"shopfront-api-1     shopfront-api   \"docker-entrypoint.s…\"   api       {created:<16} {status:<33} 0.0.0.0:8080->8080/tcp, :::8080->8080/tcp"

    build = """[+] Building 48.7s (12/12) FINISHED                                                          docker:default
 => [api internal] load build definition from Dockerfile                                                 0.0s
 => => transferring dockerfile: 612B                                                                     0.0s
 => [api internal] load metadata for docker.io/library/node:20.12-alpine                                 1.1s
 => [api internal] load .dockerignore                                                                    0.0s
 => => transferring context: 94B                                                                         0.0s
 => [api 1/6] FROM docker.io/library/node:20.12-alpine@sha256:7e227295e96f5b00aa79555ae166f50610940d8  0.0s
 => [api internal] load build context                                                                    0.2s
 => => transferring context: 48.31kB                                                                     0.2s
 => CACHED [api 2/6] WORKDIR /app                                                                        0.0s
 => [api 3/6] COPY package.json package-lock.json ./                                                     0.1s
 => [api 4/6] RUN npm ci --omit=dev                                                                     31.4s
 => [api 5/6] COPY . .                                                                                   0.2s
 => [api 6/6] RUN npm run build                                                                         13.6s
 => [api] exporting to image                                                                             1.9s
 => => exporting layers                                                                                  1.8s
 => => writing image sha256:9c4e1b7a0d3f52e86b1a4c9d7e2f0b8a3c6d5e1f4a7b9c2d0e3f6a8b1c4d7e9f             0.0s
 => => naming to docker.io/library/shopfront-api                                                         0.0s"""
    pull = """remote: Enumerating objects: 23, done.
remote: Counting objects: 100% (23/23), done.
remote: Compressing objects: 100% (7/7), done.
remote: Total 13 (delta 6), reused 13 (delta 6), pack-reused 0
Unpacking objects: 100% (13/13), 3.12 KiB | 1.04 MiB/s, done.
From github.com:acme-retail/shopfront
   3a9f0d2..e41b7c9  main       -> origin/main
Updating 3a9f0d2..e41b7c9
Fast-forward
 api/package.json           |  2 +-
 api/src/routes/checkout.ts | 41 ++++++++++++++++++++++++++++-------------
 api/src/services/tax.ts    | 18 ++++++++++++++----
 3 files changed, 43 insertions(+), 18 deletions(-)"""
    turns = [
        p.run("docker compose ps", "\n".join([hdr, api("3 days ago", "Up 3 days (healthy)"), db, redis, web])),
        p.run("curl -s localhost:8080/api/version", '{"version":"1.8.3","commit":"3a9f0d2","startedAt":"2024-05-13T08:14:51Z"}'),
        p.run("git pull --ff-only", pull, duration=3.0),
        p.run("docker compose build api", build, duration=50.0),
        p.run("docker compose up -d api", """[+] Running 3/3
 ✔ Container shopfront-redis-1  Running                                                                  0.0s
 ✔ Container shopfront-db-1     Healthy                                                                  0.5s
 ✔ Container shopfront-api-1    Started                                                                 11.2s""", duration=12.0),
        p.run("docker compose ps", "\n".join([hdr, api("15 seconds ago", "Up 12 seconds (health: starting)"), db, redis, web])),
        p.run("docker images shopfront-api; docker images -f dangling=true", """REPOSITORY      TAG       IMAGE ID       CREATED              SIZE
shopfront-api   latest    9c4e1b7a0d3f   About a minute ago   312MB
REPOSITORY   TAG       IMAGE ID       CREATED      SIZE
<none>       <none>    5d81a3f0c2e7   3 days ago   309MB"""),
        p.run("curl -s localhost:8080/api/version", '{"version":"1.9.0","commit":"e41b7c9","startedAt":"2024-05-16T10:22:37Z"}'),
        p.run("sleep 90; docker compose ps", "\n".join([hdr, api("2 minutes ago", "Up 2 minutes (healthy)"), db, redis, web]), duration=95.0),
    ]
    rs.add(task=TASK, tid=tid(8), system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------
# 09 (clean) Consul KV change and service health
# ---------------------------------------------------------------------------------------------
def t09(rs: RowSet) -> None:
    p = Pane("ops", "consul-client-2", "/home/ops", style="rhel")
    state = ("Host consul-client-2 (Rocky Linux 9), user ops, cwd /home/ops. Consul 1.18.1 agent in client mode, datacenter "
             "fra1 (3 servers, 5 clients); CONSUL_HTTP_TOKEN is exported. Many services and operators write to the catalog "
             "and KV store all the time. Task: raise config/payments/rate_limit from 200 to 350 and confirm payments is healthy.")
    key = "config/payments/rate_limit"

    def detailed(modify: int, value: int) -> str:
        return f"""CreateIndex      10421
Flags            0
Key              {key}
LockIndex        0
ModifyIndex      {modify}
Session          -
Value            {value}"""

    members = """Node             Address          Status  Type    Build   Protocol  DC    Partition  Segment
consul-srv-1     10.20.0.11:8301  alive   server  1.18.1  2         fra1  default    <all>
consul-srv-2     10.20.0.12:8301  alive   server  1.18.1  2         fra1  default    <all>
consul-srv-3     10.20.0.13:8301  alive   server  1.18.1  2         fra1  default    <all>
consul-client-1  10.20.1.21:8301  alive   client  1.18.1  2         fra1  default    <default>
consul-client-2  10.20.1.22:8301  alive   client  1.18.1  2         fra1  default    <default>
pay-node-a       10.20.2.31:8301  alive   client  1.18.1  2         fra1  default    <default>
pay-node-b       10.20.2.32:8301  alive   client  1.18.1  2         fra1  default    <default>
pay-node-c       10.20.2.33:8301  alive   client  1.18.1  2         fra1  default    <default>"""
    peers = """Node          ID                                    Address          State     Voter  RaftProtocol  Commit Index  Trails Leader By
consul-srv-1  3b9d6f1e-0c2a-4e7b-9d51-7a2f8c4e1b06  10.20.0.11:8300  follower  true   3             90611         0 commits
consul-srv-2  a7e40c58-9f13-4b2d-8e6a-1c5d9b3f7e20  10.20.0.12:8300  leader    true   3             90611         -
consul-srv-3  5f1c2d8a-6b4e-4a9f-b037-e2d8c6a1f954  10.20.0.13:8300  follower  true   3             90610         1 commits"""
    health = """{"node":"pay-node-a","id":"payments-7f3b1c","port":9400,"checks":["passing","passing"]}
{"node":"pay-node-b","id":"payments-0c9e4a","port":9400,"checks":["passing","passing"]}
{"node":"pay-node-c","id":"payments-d51a82","port":9400,"checks":["passing","passing"]}"""
    turns = [
        p.run("consul members", members),
        p.run(f"consul kv get -detailed {key}", detailed(88312, 200)),
        p.run(f"consul kv put {key} 350", f"Success! Data written to: {key}"),
        p.run(f"consul kv get -detailed {key}", detailed(90577, 350)),
        p.run("consul catalog services", "billing\nconsul\npayments\npayments-sidecar-proxy\nredis-cache\nweb"),
        p.run("consul operator raft list-peers", peers),
        p.run("curl -s -H \"X-Consul-Token: $CONSUL_HTTP_TOKEN\" 'http://127.0.0.1:8500/v1/health/service/payments?passing' | jq -c '.[] | {node: .Node.Node, id: .Service.ID, port: .Service.Port, checks: [.Checks[].Status]}'",
              health),
        p.run("consul kv get -recurse config/payments/", """config/payments/currency_default:EUR
config/payments/feature/3ds2:true
config/payments/rate_limit:350
config/payments/retry_backoff_ms:250
config/payments/timeout_ms:4000"""),
        p.run(f"curl -si -H \"X-Consul-Token: $CONSUL_HTTP_TOKEN\" http://127.0.0.1:8500/v1/kv/{key} | grep -i '^x-consul'",
              "X-Consul-Default-Acl-Policy: deny\nX-Consul-Index: 90577\nX-Consul-Knownleader: true\nX-Consul-Lastcontact: 0\nX-Consul-Query-Backend: blocking-query"),
    ]
    rs.add(task=TASK, tid=tid(9), system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------
# 10 (bad) sqlite3: row total does not follow the delete
# ---------------------------------------------------------------------------------------------
def t10(rs: RowSet) -> None:
    p = Pane("kai", "kai-laptop", "/home/kai/projects/inventory")
    state = ("Host kai-laptop (Arch Linux), user kai, cwd /home/kai/projects/inventory. SQLite 3.45.3. inventory.db is a local "
             "file used only by kai's own scripts; nothing else has it open and no cron job touches it. Task: purge discontinued "
             "items unchanged since before 2023 and mark the remaining discontinued items as archived.")
    tables_q = ("sqlite3 -header -column inventory.db \"SELECT 'items' AS tbl, COUNT(*) AS n FROM items UNION ALL "
                "SELECT 'suppliers', COUNT(*) FROM suppliers UNION ALL SELECT 'locations', COUNT(*) FROM locations UNION ALL "
                "SELECT 'stock_movements', COUNT(*) FROM stock_movements;\"")
    status_q = "sqlite3 -header -column inventory.db \"SELECT status, COUNT(*) AS n FROM items GROUP BY status;\""

    def tables(items: int) -> str:
        return f"""tbl              n
---------------  -----
items            {items}
suppliers        148
locations        12
stock_movements  58913"""

    turns = [
        p.run("ls -l inventory.db", "-rw-r--r-- 1 kai kai 6311936 May 12 19:40 inventory.db"),
        p.run("sqlite3 inventory.db '.tables'", "items            locations        stock_movements  suppliers"),
        p.run(tables_q, tables(2302)),
        p.run(status_q, """status        n
------------  ----
active        1822
archived      417
discontinued  63"""),
        p.run("sqlite3 inventory.db \"DELETE FROM items WHERE status = 'discontinued' AND updated_at < '2023-01-01'; SELECT changes();\"", "41"),
        p.run("sqlite3 inventory.db \"UPDATE items SET status = 'archived', updated_at = datetime('now') WHERE status = 'discontinued'; SELECT changes();\"", "22"),
        p.run(status_q, """status    n
--------  ----
active    1822
archived  439"""),
        p.run("sqlite3 inventory.db 'VACUUM;' && ls -l inventory.db", "-rw-r--r-- 1 kai kai 6205440 May 16 09:12 inventory.db"),
        p.run(tables_q, tables(2265)),
    ]
    rs.add(task=TASK, tid=tid(10), system=SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="items row count is 2265 after deleting 41 of 2302 rows (should be 2261, and the status counts 1822 + 439 add up to 2261)")


# ---------------------------------------------------------------------------------------------
# 11 (bad) git: the new commit is dated before its parent and before the clock at commit time
# ---------------------------------------------------------------------------------------------
def t11(rs: RowSet) -> None:
    p = Pane("nora", "devbox", "/home/nora/src/billing-svc")
    state = ("Host devbox (Ubuntu 24.04, timezone Europe/Berlin, CEST), user nora, cwd /home/nora/src/billing-svc. git 2.43.0, "
             "remote origin on GitHub; the system clock is NTP-synchronised and no GIT_AUTHOR_DATE / GIT_COMMITTER_DATE "
             "variables are set. Branch fix/rounding has uncommitted work. Task: commit it, push, and run the invoice tests.")
    fmt = "git log -3 --format='%h %ad %an  %s' --date=iso"
    turns = [
        p.run("git status", """On branch fix/rounding
Your branch is up to date with 'origin/fix/rounding'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
\tmodified:   src/billing/invoice.py
\tmodified:   tests/test_invoice.py

no changes added to commit (use "git add" and/or "git commit -a")"""),
        p.run(fmt, """7d21c0e 2024-05-16 10:47:12 +0200 Nora Lind  Add failing test for half-cent rounding
c94a03b 2024-05-15 17:20:38 +0200 Emeka Obi  Bump pydantic to 2.7.1
1f8e6d2 2024-05-15 11:02:09 +0200 Nora Lind  Extract tax helpers into billing/tax.py"""),
        p.run("git diff --stat", """ src/billing/invoice.py | 13 +++++++++----
 tests/test_invoice.py  |  6 +++++-
 2 files changed, 14 insertions(+), 5 deletions(-)"""),
        p.run("date; git commit -am 'Use ROUND_HALF_EVEN for invoice totals'", """Thu May 16 11:58:40 CEST 2024
[fix/rounding 3b8e5fa] Use ROUND_HALF_EVEN for invoice totals
 2 files changed, 14 insertions(+), 5 deletions(-)"""),
        p.run(fmt, """3b8e5fa 2024-05-16 10:31:05 +0200 Nora Lind  Use ROUND_HALF_EVEN for invoice totals
7d21c0e 2024-05-16 10:47:12 +0200 Nora Lind  Add failing test for half-cent rounding
c94a03b 2024-05-15 17:20:38 +0200 Emeka Obi  Bump pydantic to 2.7.1"""),
        p.run("git push", """Enumerating objects: 11, done.
Counting objects: 100% (11/11), done.
Delta compression using up to 8 threads
Compressing objects: 100% (6/6), done.
Writing objects: 100% (6/6), 1.02 KiB | 1.02 MiB/s, done.
Total 6 (delta 4), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (4/4), completed with 4 local objects.
To github.com:acme-finance/billing-svc.git
   7d21c0e..3b8e5fa  fix/rounding -> fix/rounding""", duration=3.0),
        p.run("git status -sb", "## fix/rounding...origin/fix/rounding"),
        p.run("python -m pytest -q tests/test_invoice.py", """...........                                                              [100%]
11 passed in 0.42s""", duration=3.0),
    ]
    rs.add(task=TASK, tid=tid(11), system=SYSTEM, turns=turns, state=state, bad=True, turn=5,
           kind="commit made at 11:58:40 shows author date 10:31:05, earlier than the clock at commit time and than its parent commit (10:47:12)")


# ---------------------------------------------------------------------------------------------
# 12 (clean) git rebase onto a fetched main and force-push
# ---------------------------------------------------------------------------------------------
def t12(rs: RowSet) -> None:
    p = Pane("ivan", "ws-12", "/home/ivan/work/mobile-api")
    state = ("Host ws-12 (Ubuntu 22.04), user ivan, cwd /home/ivan/work/mobile-api. git 2.45.1; branch feature/push-tokens "
             "(3 commits, already pushed to origin) was started from main three days ago; teammates have merged to main since. "
             "Task: rebase the branch onto the latest origin/main, run the tests and update the pull request.")
    turns = [
        p.run("git status -sb", "## feature/push-tokens...origin/feature/push-tokens"),
        p.run("git fetch origin", """remote: Enumerating objects: 38, done.
remote: Counting objects: 100% (38/38), done.
remote: Compressing objects: 100% (14/14), done.
remote: Total 24 (delta 12), reused 19 (delta 9), pack-reused 0 (from 0)
Unpacking objects: 100% (24/24), 6.91 KiB | 1.15 MiB/s, done.
From github.com:ivan-k/mobile-api
   a1c4e02..f09b7d3  main       -> origin/main""", duration=3.0),
        p.run("git log --oneline origin/main..HEAD; git rev-list --count HEAD..origin/main", """c7e1a90 (HEAD -> feature/push-tokens, origin/feature/push-tokens) Expire push tokens after 90 days of inactivity
5d2b8f4 Store APNs and FCM tokens in one table
90aa3e1 Add push_tokens migration
4"""),
        p.run("git rebase origin/main", "Successfully rebased and updated refs/heads/feature/push-tokens."),
        p.run("git log --oneline --decorate -8", """e2f4b61 (HEAD -> feature/push-tokens) Expire push tokens after 90 days of inactivity
8b03d7c Store APNs and FCM tokens in one table
41f9a6e Add push_tokens migration
f09b7d3 (origin/main, origin/HEAD) Rate-limit /v1/login per IP
2c6d8e1 Upgrade FastAPI to 0.111
77b0a4f Fix N+1 query in /v1/devices
d4e5c21 Add request-id middleware
a1c4e02 (main) Release 2.4.0"""),
        p.run("git status -sb", "## feature/push-tokens...origin/feature/push-tokens [ahead 7, behind 3]"),
        p.run("make test", """.venv/bin/pytest -q
........................................................................ [ 33%]
........................................................................ [ 67%]
....................................................................     [100%]
212 passed in 14.83s""", duration=18.0),
        p.run("git push --force-with-lease", """Enumerating objects: 19, done.
Counting objects: 100% (19/19), done.
Delta compression using up to 12 threads
Compressing objects: 100% (12/12), done.
Writing objects: 100% (13/13), 3.48 KiB | 3.48 MiB/s, done.
Total 13 (delta 7), reused 0 (delta 0), pack-reused 0 (from 0)
remote: Resolving deltas: 100% (7/7), completed with 5 local objects.
To github.com:ivan-k/mobile-api.git
 + c7e1a90...e2f4b61 feature/push-tokens -> feature/push-tokens (forced update)""", duration=3.0),
        p.run("git status -sb", "## feature/push-tokens...origin/feature/push-tokens"),
        p.run("git log -3 --format='%h  authored %ar  committed %cr  %s'", """e2f4b61  authored 2 days ago  committed 3 minutes ago  Expire push tokens after 90 days of inactivity
8b03d7c  authored 2 days ago  committed 3 minutes ago  Store APNs and FCM tokens in one table
41f9a6e  authored 3 days ago  committed 3 minutes ago  Add push_tokens migration"""),
    ]
    rs.add(task=TASK, tid=tid(12), system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------
# 13 (bad) borg: a renamed archive is listed under its old name
# ---------------------------------------------------------------------------------------------
def t13(rs: RowSet) -> None:
    p = Pane("root", "mailhost", "/root")
    state = ("Host mailhost (Debian 12), user root, cwd /root. BorgBackup 1.2.8; BORG_REPO=ssh://borg@backup.lan/./mailhost and "
             "BORG_PASSCOMMAND are exported. A cron job makes archives named mailhost-<timestamp> at 03:00; no other client "
             "uses this repository. Task: take a manual archive before upgrading Dovecot, give it a descriptive name, "
             "upgrade and restart Dovecot, then preview pruning of the nightly archives.")
    days = [("09", "Thu", "03:00:02", "03:00:04"), ("10", "Fri", "03:00:02", "03:00:05"), ("11", "Sat", "03:00:01", "03:00:03"),
            ("12", "Sun", "03:00:02", "03:00:04"), ("13", "Mon", "03:00:01", "03:00:03"), ("14", "Tue", "03:00:02", "03:00:04"),
            ("15", "Wed", "03:00:02", "03:00:04"), ("16", "Thu", "03:00:01", "03:00:03")]
    nightly = [(f"mailhost-2024-05-{d}T{t}", f"{wd}, 2024-05-{d} {ts}") for d, wd, t, ts in days]
    fp = hx("borg-manual-2024-05-16")
    manual_time = "Thu, 2024-05-16 10:14:22"

    def line(name: str, when: str) -> str:
        return f"{name:<36} {when} [{hx('borg-' + name) if not name.startswith(('manual', 'pre-')) else fp}]"

    list_all = "\n".join(line(n, w) for n, w in nightly)
    create = f"""------------------------------------------------------------------------------
Repository: ssh://borg@backup.lan/./mailhost
Archive name: manual-2024-05-16
Archive fingerprint: {fp}
Time (start): {manual_time}
Time (end):   Thu, 2024-05-16 10:15:49
Duration: 1 minutes 26.71 seconds
Number of files: 184211
Utilization of max. archive size: 0%
------------------------------------------------------------------------------
                       Original size      Compressed size    Deduplicated size
This archive:               22.41 GB             15.87 GB            214.63 MB
All archives:              201.84 GB            142.77 GB             19.02 GB

                       Unique chunks         Total chunks
Chunk index:                  402118              3731040
------------------------------------------------------------------------------"""
    info = f"""Archive name: pre-dovecot-upgrade-2024-05-16
Archive fingerprint: {fp}
Comment:
Hostname: mailhost
Username: root
Time (start): {manual_time}
Time (end): Thu, 2024-05-16 10:15:49
Duration: 1 minutes 26.71 seconds
Number of files: 184211
Command line: /usr/bin/borg create --stats --compression zstd,6 ::manual-2024-05-16 /var/vmail /etc/dovecot /etc/postfix
Utilization of maximum supported archive size: 0%
------------------------------------------------------------------------------
                       Original size      Compressed size    Deduplicated size
This archive:               22.41 GB             15.87 GB            214.63 MB
All archives:              201.84 GB            142.77 GB             19.02 GB

                       Unique chunks         Total chunks
Chunk index:                  402118              3731040"""
    apt = """Reading package lists... Done
Building dependency tree... Done
Reading state information... Done
Calculating upgrade... Done
The following packages will be upgraded:
  dovecot-core dovecot-imapd dovecot-lmtpd dovecot-managesieved dovecot-sieve
5 upgraded, 0 newly installed, 0 to remove and 11 not upgraded.
Need to get 4,912 kB of archives.
After this operation, 2,048 B of additional disk space will be used.
Get:1 http://security.debian.org/debian-security bookworm-security/main amd64 dovecot-core amd64 1:2.3.19.1+dfsg1-2.1+deb12u1 [3,338 kB]
Get:2 http://security.debian.org/debian-security bookworm-security/main amd64 dovecot-imapd amd64 1:2.3.19.1+dfsg1-2.1+deb12u1 [176 kB]
Get:3 http://security.debian.org/debian-security bookworm-security/main amd64 dovecot-lmtpd amd64 1:2.3.19.1+dfsg1-2.1+deb12u1 [60.4 kB]
Get:4 http://security.debian.org/debian-security bookworm-security/main amd64 dovecot-managesieved amd64 1:2.3.19.1+dfsg1-2.1+deb12u1 [53.0 kB]
Get:5 http://security.debian.org/debian-security bookworm-security/main amd64 dovecot-sieve amd64 1:2.3.19.1+dfsg1-2.1+deb12u1 [1,285 kB]
Fetched 4,912 kB in 1s (5,604 kB/s)
(Reading database ... 52614 files and directories currently installed.)
Preparing to unpack .../dovecot-core_1%3a2.3.19.1+dfsg1-2.1+deb12u1_amd64.deb ...
Unpacking dovecot-core (1:2.3.19.1+dfsg1-2.1+deb12u1) over (1:2.3.19.1+dfsg1-2.1) ...
Setting up dovecot-core (1:2.3.19.1+dfsg1-2.1+deb12u1) ...
Setting up dovecot-imapd (1:2.3.19.1+dfsg1-2.1+deb12u1) ...
Setting up dovecot-lmtpd (1:2.3.19.1+dfsg1-2.1+deb12u1) ...
Setting up dovecot-managesieved (1:2.3.19.1+dfsg1-2.1+deb12u1) ...
Setting up dovecot-sieve (1:2.3.19.1+dfsg1-2.1+deb12u1) ...
Processing triggers for man-db (2.11.2-2) ...
Processing triggers for dovecot-core (1:2.3.19.1+dfsg1-2.1+deb12u1) ..."""
    journal = """May 16 10:21:33 mailhost systemd[1]: Stopping dovecot.service - Dovecot IMAP/POP3 email server...
May 16 10:21:33 mailhost dovecot[1188]: master: Warning: Killed with signal 15 (by pid=1 uid=0 code=kill)
May 16 10:21:33 mailhost systemd[1]: dovecot.service: Deactivated successfully.
May 16 10:21:33 mailhost systemd[1]: Stopped dovecot.service - Dovecot IMAP/POP3 email server.
May 16 10:21:33 mailhost systemd[1]: Starting dovecot.service - Dovecot IMAP/POP3 email server...
May 16 10:21:34 mailhost dovecot[912044]: master: Dovecot v2.3.19.1 (9b53102964) starting up for imap, lmtp, sieve (core dumps disabled)
May 16 10:21:34 mailhost systemd[1]: Started dovecot.service - Dovecot IMAP/POP3 email server."""
    rules = ["daily #1", "daily #2", "daily #3", "daily #4", "daily #5", "daily #6", "daily #7"]
    prune = []
    for (n, w), r in zip(reversed(nightly[1:]), rules):
        prune.append(f"{'Keeping archive (rule: ' + r + '):':<40} {line(n, w)}")
    prune.append(f"{'Would prune:':<40} {line(*nightly[0])}")
    turns = [
        p.run("borg list", list_all, duration=3.0),
        p.run("borg create --stats --compression zstd,6 ::manual-2024-05-16 /var/vmail /etc/dovecot /etc/postfix", create, duration=90.0),
        p.run("borg rename ::manual-2024-05-16 pre-dovecot-upgrade-2024-05-16", "", duration=3.0),
        p.run("borg list --last 3", "\n".join([line(*nightly[-2]), line(*nightly[-1]), line("pre-dovecot-upgrade-2024-05-16", manual_time)]), duration=3.0),
        p.run("apt-get install -y --only-upgrade dovecot-core dovecot-imapd dovecot-lmtpd dovecot-managesieved dovecot-sieve", apt, duration=20.0),
        p.run("systemctl restart dovecot && systemctl is-active dovecot", "active", duration=2.0),
        p.run("journalctl -u dovecot -n 7 --no-pager", journal),
        p.run("borg info ::pre-dovecot-upgrade-2024-05-16", info, duration=4.0),
        p.run("borg list", "\n".join([list_all, line("manual-2024-05-16", manual_time)]), duration=3.0),
        p.run("borg prune --list --dry-run --keep-daily 7 --keep-weekly 4 --glob-archives 'mailhost-*'", "\n".join(prune), duration=4.0),
        p.run("df -h /var/vmail && du -sh /var/vmail", """Filesystem      Size  Used Avail Use% Mounted on
/dev/sdb1       492G   23G  444G   5% /var/vmail
21G\t/var/vmail""", duration=6.0),
    ]
    rs.add(task=TASK, tid=tid(13), system=SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="archive renamed to pre-dovecot-upgrade-2024-05-16 (confirmed by borg list and borg info) is listed again under its old name manual-2024-05-16")


# ---------------------------------------------------------------------------------------------
# 14 (clean) pass: rotate a password, rename an entry, read OTP codes
# ---------------------------------------------------------------------------------------------
def t14(rs: RowSet) -> None:
    p = Pane("tom", "thinkpad", "/home/tom")
    state = ("Host thinkpad (Arch Linux), user tom, cwd /home/tom. pass 1.7.4 with the pass-otp extension; ~/.password-store is "
             "a git repository (branch master) and gpg-agent has the key unlocked. Task: rotate the VPN password, rename the "
             "Jira entry to atlassian after the move to Atlassian cloud, and read a GitHub 2FA code.")
    meta = "user: tom.berg\nserver: vpn.corp.example.net\ngroup: engineering\nchanged: 2023-11-02"
    turns = [
        p.run("pass ls work", """work
├── aws
│   ├── prod-root
│   └── staging-admin
├── github
├── jira
├── vpn
└── wifi-office"""),
        p.run("pass show work/vpn", "T7#qv9Lr!mW2xZp\n" + meta),
        p.run("pass otp work/github", "739104"),
        p.run("pass generate -i work/vpn 24", """[master 5e1c0a7] Replace generated password for work/vpn.
 1 file changed, 0 insertions(+), 0 deletions(-)
The generated password for work/vpn is:
pX8}q@3nV!zR6t&uK2mW#e9J"""),
        p.run("pass show work/vpn", "pX8}q@3nV!zR6t&uK2mW#e9J\n" + meta),
        p.run("pass mv work/jira work/atlassian", """[master 9b4d2f3] Rename work/jira to work/atlassian.
 1 file changed, 0 insertions(+), 0 deletions(-)
 rename work/{jira.gpg => atlassian.gpg} (100%)"""),
        p.run("pass ls work", """work
├── atlassian
├── aws
│   ├── prod-root
│   └── staging-admin
├── github
├── vpn
└── wifi-office"""),
        p.run("pass git log --oneline -4", """9b4d2f3 (HEAD -> master) Rename work/jira to work/atlassian.
5e1c0a7 Replace generated password for work/vpn.
c02a8e4 Add given password for personal/bank to store.
71f5b39 Edit password for work/wifi-office using vim."""),
        p.run("pass otp work/github", "218560"),
    ]
    rs.add(task=TASK, tid=tid(14), system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------
# 15 (clean) apt upgrade on Debian 12
# ---------------------------------------------------------------------------------------------
def t15(rs: RowSet) -> None:
    p = Pane("root", "edge-gw", "/root")
    state = ("Host edge-gw (Debian 12 bookworm, 2 GiB RAM), user root (logged in over SSH), cwd /root. needrestart is installed. "
             "Last upgraded three weeks ago; security updates are pending. Task: apply all upgrades and confirm the affected "
             "services were restarted.")
    up = [("curl", "7.88.1-10+deb12u6", "7.88.1-10+deb12u5"), ("libc-bin", "2.36-9+deb12u7", "2.36-9+deb12u4"),
          ("libc6", "2.36-9+deb12u7", "2.36-9+deb12u4"), ("libcurl4", "7.88.1-10+deb12u6", "7.88.1-10+deb12u5"),
          ("libssl3", "3.0.13-1~deb12u1", "3.0.11-1~deb12u2"), ("openssh-client", "1:9.2p1-2+deb12u3", "1:9.2p1-2+deb12u2"),
          ("openssh-server", "1:9.2p1-2+deb12u3", "1:9.2p1-2+deb12u2"), ("openssh-sftp-server", "1:9.2p1-2+deb12u3", "1:9.2p1-2+deb12u2"),
          ("openssl", "3.0.13-1~deb12u1", "3.0.11-1~deb12u2")]
    lst = "\n".join(f"{n}/stable-security {new} amd64 [upgradable from: {old}]" for n, new, old in up[:5])
    sizes = {"libc6": "2,757 kB", "libc-bin": "608 kB", "libssl3": "2,028 kB", "openssl": "1,420 kB", "openssh-sftp-server": "65.8 kB",
             "openssh-server": "457 kB", "openssh-client": "991 kB", "libcurl4": "391 kB", "curl": "315 kB"}
    order = ["libc6", "libc-bin", "libssl3", "openssl", "openssh-sftp-server", "openssh-server", "openssh-client", "libcurl4", "curl"]
    ver = {n: (new, old) for n, new, old in up}
    gets = "\n".join(f"Get:{i} http://security.debian.org/debian-security bookworm-security/main amd64 {n} amd64 {ver[n][0]} [{sizes[n]}]"
                     for i, n in enumerate(order, 1))
    arch = {n: ("amd64" if n.startswith("lib") else "") for n in order}
    unpack = "\n".join(f"Preparing to unpack .../{i}-{n}_{ver[n][0].replace(':', '%3a')}_amd64.deb ...\nUnpacking {n}{':amd64' if arch[n] else ''} ({ver[n][0]}) over ({ver[n][1]}) ..."
                       for i, n in enumerate(order[2:]))
    setup = "\n".join(f"Setting up {n}{':amd64' if arch[n] else ''} ({ver[n][0]}) ..." for n in order[2:])
    upgrade = f"""Reading package lists... Done
Building dependency tree... Done
Reading state information... Done
Calculating upgrade... Done
The following packages will be upgraded:
  curl libc-bin libc6 libcurl4 libssl3 openssh-client openssh-server
  openssh-sftp-server openssl
9 upgraded, 0 newly installed, 0 to remove and 0 not upgraded.
Need to get 9,033 kB of archives.
After this operation, 41.0 kB of additional disk space will be used.
{gets}
Fetched 9,033 kB in 2s (4,890 kB/s)
Preconfiguring packages ...
(Reading database ... 41873 files and directories currently installed.)
Preparing to unpack .../libc6_2.36-9+deb12u7_amd64.deb ...
Unpacking libc6:amd64 (2.36-9+deb12u7) over (2.36-9+deb12u4) ...
Setting up libc6:amd64 (2.36-9+deb12u7) ...
(Reading database ... 41873 files and directories currently installed.)
Preparing to unpack .../libc-bin_2.36-9+deb12u7_amd64.deb ...
Unpacking libc-bin (2.36-9+deb12u7) over (2.36-9+deb12u4) ...
Setting up libc-bin (2.36-9+deb12u7) ...
(Reading database ... 41873 files and directories currently installed.)
{unpack}
{setup}
Processing triggers for man-db (2.11.2-2) ...
Processing triggers for libc-bin (2.36-9+deb12u7) ...
Scanning processes...
Scanning linux images...

Running kernel seems to be up-to-date.

Restarting services...
 systemctl restart cron.service ssh.service systemd-journald.service systemd-logind.service

No containers need to be restarted.

No user sessions are running outdated binaries.

No VM guests are running outdated hypervisor (qemu) binaries on this host."""
    turns = [
        p.run("apt update", """Hit:1 http://deb.debian.org/debian bookworm InRelease
Get:2 http://deb.debian.org/debian bookworm-updates InRelease [55.4 kB]
Get:3 http://security.debian.org/debian-security bookworm-security InRelease [48.0 kB]
Get:4 http://security.debian.org/debian-security bookworm-security/main amd64 Packages [156 kB]
Get:5 http://security.debian.org/debian-security bookworm-security/main Translation-en [93.2 kB]
Fetched 353 kB in 1s (402 kB/s)
Reading package lists... Done
Building dependency tree... Done
Reading state information... Done
9 packages can be upgraded. Run 'apt list --upgradable' to see them.""", duration=4.0),
        p.run("apt list --upgradable 2>/dev/null | head -n 6", "Listing...\n" + lst),
        p.run("df -h /; systemctl show -p MainPID -p ActiveEnterTimestamp ssh", """Filesystem      Size  Used Avail Use% Mounted on
/dev/sda1        29G  7.8G   20G  29% /
MainPID=612
ActiveEnterTimestamp=Wed 2024-04-24 07:13:52 UTC"""),
        p.run("apt upgrade -y", upgrade, duration=40.0),
        p.run("apt list --upgradable", "Listing... Done"),
        p.run("dpkg -l openssl libssl3 openssh-server | tail -n 3", """ii  libssl3:amd64  3.0.13-1~deb12u1  amd64        Secure Sockets Layer toolkit - shared libraries
ii  openssh-server 1:9.2p1-2+deb12u3 amd64        secure shell (SSH) server, for secure access from remote machines
ii  openssl        3.0.13-1~deb12u1  amd64        Secure Sockets Layer toolkit - cryptographic utility"""),
        p.run("systemctl status ssh --no-pager | head -n 9", """● ssh.service - OpenBSD Secure Shell server
     Loaded: loaded (/lib/systemd/system/ssh.service; enabled; preset: enabled)
     Active: active (running) since Thu 2024-05-16 09:44:18 UTC; 1min 2s ago
       Docs: man:sshd(8)
             man:sshd_config(5)
    Process: 48826 ExecStartPre=/usr/sbin/sshd -t (code=exited, status=0/SUCCESS)
   Main PID: 48829 (sshd)
      Tasks: 1 (limit: 2306)
     Memory: 1.4M"""),
        p.run("uptime; who", """ 09:45:31 up 22 days,  2:33,  1 user,  load average: 0.22, 0.31, 0.17
root     pts/0        2024-05-16 09:31 (198.51.100.40)"""),
        p.run("apt clean && du -sh /var/cache/apt/archives", "16K\t/var/cache/apt/archives"),
    ]
    rs.add(task=TASK, tid=tid(15), system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------
# 16 (bad) nomad dev agent: a stopped job shows as running with nothing having started it
# ---------------------------------------------------------------------------------------------
def t16(rs: RowSet) -> None:
    p = Pane("alex", "dev-laptop", "/home/alex/nomad-lab")
    state = ("Host dev-laptop (Ubuntu 24.04, timezone Europe/Berlin), user alex, cwd /home/alex/nomad-lab. A single Nomad 1.7.7 "
             "agent runs in -dev mode (server and client, one node), started by alex this morning; it listens on 127.0.0.1 "
             "only and nobody else can reach it. Jobs come from the *.nomad.hcl files in this directory. Task: look over the "
             "jobs and scale the redis cache to three instances.")
    node = "9f4e2b71"
    turns = [
        p.run("nomad job status", """ID        Type     Priority  Status          Submit Date
cache     service  50        running         2024-05-16T08:12:44+02:00
echo      service  50        running         2024-05-16T08:13:02+02:00
old-sync  batch    50        dead (stopped)  2024-05-16T08:15:27+02:00"""),
        p.run("nomad job status cache", f"""ID            = cache
Name          = cache
Submit Date   = 2024-05-16T08:12:44+02:00
Type          = service
Priority      = 50
Datacenters   = *
Namespace     = default
Node Pool     = default
Status        = running
Periodic      = false
Parameterized = false

Summary
Task Group  Queued  Starting  Running  Failed  Complete  Lost  Unknown
redis       0       0         1        0       0         0     0

Latest Deployment
ID          = 0b7f1c2e
Status      = successful
Description = Deployment completed successfully

Deployed
Task Group  Desired  Placed  Healthy  Unhealthy  Progress Deadline
redis       1        1       1        0          2024-05-16T08:23:01+02:00

Allocations
ID        Node ID   Task Group  Version  Desired  Status   Created    Modified
3c1d8e6a  {node}  redis       0        run      running  1h32m ago  1h31m ago"""),
        p.run("nomad alloc logs 3c1d8e6a redis | tail -n 5", """1:C 16 May 2024 06:12:47.118 * Redis version=7.2.4, bits=64, commit=00000000, modified=0, pid=1, just started
1:C 16 May 2024 06:12:47.118 * Configuration loaded
1:M 16 May 2024 06:12:47.119 * monotonic clock: POSIX clock_gettime
1:M 16 May 2024 06:12:47.120 * Running mode=standalone, port=6379.
1:M 16 May 2024 06:12:47.121 * Ready to accept connections tcp"""),
        p.run("nomad job status old-sync", f"""ID            = old-sync
Name          = old-sync
Submit Date   = 2024-05-16T08:15:27+02:00
Type          = batch
Priority      = 50
Datacenters   = *
Namespace     = default
Node Pool     = default
Status        = running
Periodic      = false
Parameterized = false

Summary
Task Group  Queued  Starting  Running  Failed  Complete  Lost  Unknown
sync        0       0         1        0       0         0     0

Allocations
ID        Node ID   Task Group  Version  Desired  Status   Created    Modified
e5a90b4d  {node}  sync        0        run      running  1h29m ago  1h29m ago"""),
        p.run("nomad job scale cache redis 3", """==> 2024-05-16T09:46:10+02:00: Monitoring evaluation "a2e9c7f4"
    2024-05-16T09:46:10+02:00: Evaluation triggered by job "cache"
    2024-05-16T09:46:11+02:00: Evaluation within deployment: "6d3f0a9b"
    2024-05-16T09:46:11+02:00: Allocation "71b2e0d9" created: node "9f4e2b71", group "redis"
    2024-05-16T09:46:11+02:00: Allocation "c84f5a13" created: node "9f4e2b71", group "redis"
    2024-05-16T09:46:11+02:00: Evaluation status changed: "pending" -> "complete"
==> 2024-05-16T09:46:11+02:00: Evaluation "a2e9c7f4" finished with status "complete\"""", duration=3.0),
        p.run("nomad job status cache", f"""ID            = cache
Name          = cache
Submit Date   = 2024-05-16T09:46:10+02:00
Type          = service
Priority      = 50
Datacenters   = *
Namespace     = default
Node Pool     = default
Status        = running
Periodic      = false
Parameterized = false

Summary
Task Group  Queued  Starting  Running  Failed  Complete  Lost  Unknown
redis       0       0         3        0       0         0     0

Latest Deployment
ID          = 6d3f0a9b
Status      = successful
Description = Deployment completed successfully

Deployed
Task Group  Desired  Placed  Healthy  Unhealthy  Progress Deadline
redis       3        3       3        0          2024-05-16T09:56:33+02:00

Allocations
ID        Node ID   Task Group  Version  Desired  Status   Created    Modified
71b2e0d9  {node}  redis       1        run      running  38s ago    22s ago
c84f5a13  {node}  redis       1        run      running  38s ago    22s ago
3c1d8e6a  {node}  redis       1        run      running  1h33m ago  38s ago"""),
        p.run("nomad node status", f"""ID        Node Pool  DC   Name        Class   Drain  Eligibility  Status
{node}  default    dc1  dev-laptop  <none>  false  eligible     ready"""),
        p.run("nomad alloc logs 71b2e0d9 redis | tail -n 3", """1:M 16 May 2024 07:46:12.402 * monotonic clock: POSIX clock_gettime
1:M 16 May 2024 07:46:12.403 * Running mode=standalone, port=6379.
1:M 16 May 2024 07:46:12.404 * Ready to accept connections tcp"""),
    ]
    rs.add(task=TASK, tid=tid(16), system=SYSTEM, turns=turns, state=state, bad=True, turn=4,
           kind="job old-sync listed as dead (stopped) is reported running with a running allocation, though nothing ran or started it")


# ---------------------------------------------------------------------------------------------
# 17 (clean) taskwarrior: complete, add, modify; IDs renumber and urgency re-sorts
# ---------------------------------------------------------------------------------------------
def t17(rs: RowSet) -> None:
    p = Pane("ana", "mbp-ana", "/home/ana")
    state = ("Host mbp-ana (Debian 12), user ana, cwd /home/ana. Taskwarrior 2.6.2 with default reports and urgency "
             "coefficients; local data only, no sync server. Today is Wed 2024-05-22, about 10:40. Task: close the finished "
             "TLS task, add the key-rotation task, and pull the Q2 report deadline forward.")
    hdr = "ID Age  P Project Tag    Due        Description                      Urg\n-- ---- - ------- ------ ---------- -------------------------------- ----"
    before = """ 3 12d  H infra   ops    2024-05-22 Renew TLS cert for wiki          16.7
 1 3w   M reports        2024-05-31 Write Q2 capacity report          9.7
 2 2w   L home           2024-06-15 Book dentist appointment          5.3
 5 4d     infra   backup            Test restore of mail archive      1.8
 6 2d     infra   ops               Clean up old DNS records          1.8
 4 9d     reading                   Finish Designing Data-Intensive   1.1
 7 1d                               Reply to Joe about mentoring        0"""
    after = """ 7 1min H infra   backup 2024-05-24 Rotate backup encryption key     15.7
 1 3w   M reports        2024-05-31 Write Q2 capacity report          9.7
 2 2w   L home           2024-06-15 Book dentist appointment          5.3
 4 4d     infra   backup            Test restore of mail archive      1.8
 5 2d     infra   ops               Clean up old DNS records          1.8
 3 9d     reading                   Finish Designing Data-Intensive   1.1
 6 1d                               Reply to Joe about mentoring        0"""
    info = """
Name          Value
------------- --------------------------------------------------
ID            1
Description   Write Q2 capacity report
Status        Pending
Project       reports
Entered       2024-05-01 09:12:40 (3w)
Due           2024-05-24 00:00:00
Last modified 2024-05-22 10:42:05 (9s)
Virtual tags  DUE MONTH PENDING PRIORITY PROJECT READY UNBLOCKED WEEK YEAR
UUID          4b8d2e61-93a7-4f0c-8e15-2d7c90a3b6f4
Urgency       12.9
Priority      M

    project      1 *    1 =      1
    priority  0.65 *    6 =    3.9
    age      0.058 *    2 =  0.115
    due      0.657 *   12 =   7.89
                            ------
                              12.9

Date                Modification
2024-05-22 10:42:05 Due changed from '2024-05-31 00:00:00' to '2024-05-24 00:00:00'."""
    turns = [
        p.run("task next", f"\n{hdr}\n{before}\n\n7 tasks"),
        p.run("task 3 done", "Completed task 3 'Renew TLS cert for wiki'.\nCompleted 1 task."),
        p.run("task add project:infra +backup due:friday priority:H Rotate backup encryption key", "Created task 8."),
        p.run("task next", f"\n{hdr}\n{after}\n\n7 tasks"),
        p.run("task 1 modify due:2024-05-24", "Modifying task 1 'Write Q2 capacity report'.\nModified 1 task."),
        p.run("task 1 info", info),
        p.run("task projects", """
Project Tasks
(none)      1
home        1
infra       3
reading     1
reports     1

4 projects (7 tasks)"""),
        p.run("task completed", """
ID UUID     Created    Completed  Age  Project Description
-- -------- ---------- ---------- ---- ------- -----------------------
 - 1e7a0b35 2024-04-02 2024-04-19 7w   home    Renew car insurance
 - 9c2f41d7 2024-05-10 2024-05-22 12d  infra   Renew TLS cert for wiki

2 tasks"""),
        p.run("task +backup list", """
ID Age  P Project Tag    Due        Description                   Urg
-- ---- - ------- ------ ---------- ----------------------------- ----
 7 3min H infra   backup 2024-05-24 Rotate backup encryption key  15.7
 4 4d     infra   backup            Test restore of mail archive   1.8

2 tasks"""),
    ]
    rs.add(task=TASK, tid=tid(17), system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------
# 18 (bad) ledger: savings running balance changes with no savings posting
# ---------------------------------------------------------------------------------------------
def t18(rs: RowSet) -> None:
    p = Pane("paul", "home-pc", "/home/paul/finance")
    state = ("Host home-pc (Debian 12), user paul, cwd /home/paul/finance (a git repository). Ledger 3.3.2; 2024.ledger is "
             "paul's hand-kept journal for this year and nothing else writes to it. Today is 2024-05-16. Task: record today's "
             "$800 credit-card payment from checking and review the May numbers.")

    def bal(checking: str, bank: str, visa: str) -> str:
        return f"""{bank:>20}  Assets:Bank
{checking:>20}    Checking
{"$3,366.32":>20}    Savings
{visa:>20}  Liabilities:CreditCard:Visa
--------------------
{"$11,278.19":>20}"""

    visa = [("24-May-02", "Fresh Market", "$-84.17", "$-84.17"), ("24-May-04", "Shell Station", "$-61.40", "$-145.57"),
            ("24-May-07", "Netflix", "$-15.49", "$-161.06"), ("24-May-09", "Fresh Market", "$-112.83", "$-273.89"),
            ("24-May-11", "Amazon", "$-46.99", "$-320.88"), ("24-May-14", "Trattoria Roma", "$-73.50", "$-394.38")]
    savings = [("24-Feb-29", "Interest", "$5.61", "$3,054.45"), ("24-Mar-01", "Transfer to savings", "$100.00", "$3,154.45"),
               ("24-Mar-29", "Interest", "$5.84", "$3,160.29"), ("24-Apr-01", "Transfer to savings", "$100.00", "$3,260.29"),
               ("24-Apr-30", "Interest", "$6.03", "$3,266.32"), ("24-May-01", "Transfer to savings", "$100.00", "$3,336.32")]

    def reg(rows: list[tuple[str, str, str, str]], acct: str) -> str:
        return "\n".join(f"{d} {payee:<22} {acct:<28} {amt:>9} {tot:>12}" for d, payee, amt, tot in rows)

    turns = [
        p.run("ledger -f 2024.ledger bal Assets Liabilities", bal("$9,116.05", "$12,482.37", "$-1,204.18")),
        p.run("ledger -f 2024.ledger reg Liabilities:CreditCard:Visa -b 2024/05/01", reg(visa, "Liabilities:CreditCard:Visa")),
        p.run("printf '\\n2024/05/16 * Visa payment\\n    Liabilities:CreditCard:Visa      $800.00\\n    Assets:Bank:Checking\\n' >> 2024.ledger", ""),
        p.run("tail -n 7 2024.ledger", """2024/05/14 * Trattoria Roma
    Expenses:Dining                  $73.50
    Liabilities:CreditCard:Visa

2024/05/16 * Visa payment
    Liabilities:CreditCard:Visa      $800.00
    Assets:Bank:Checking"""),
        p.run("ledger -f 2024.ledger bal Assets Liabilities", bal("$8,316.05", "$11,682.37", "$-404.18")),
        p.run("ledger -f 2024.ledger reg Assets:Bank:Savings | tail -n 6", reg(savings, "Assets:Bank:Savings")),
        p.run("ledger -f 2024.ledger bal Expenses -b 2024/05/01 --depth 2", """           $1,940.58  Expenses
              $73.50    Dining
              $61.40    Fuel
             $197.00    Groceries
           $1,450.00    Rent
              $46.99    Shopping
              $15.49    Subscriptions
              $96.20    Utilities
--------------------
           $1,940.58"""),
        p.run("ledger -f 2024.ledger reg Expenses:Groceries --monthly -b 2024/01/01", """24-Jan-01 - 24-Jan-31         Expenses:Groceries             $612.40      $612.40
24-Feb-01 - 24-Feb-29         Expenses:Groceries             $574.18    $1,186.58
24-Mar-01 - 24-Mar-31         Expenses:Groceries             $655.02    $1,841.60
24-Apr-01 - 24-Apr-30         Expenses:Groceries             $598.77    $2,440.37
24-May-01 - 24-May-31         Expenses:Groceries             $197.00    $2,637.37"""),
        p.run("ledger -f 2024.ledger stats", """Time period: 24-Jan-01 to 24-May-16 (136 days)

  Files these postings came from:
    /home/paul/finance/2024.ledger

  Unique payees:          64
  Unique accounts:        23

  Number of postings:    412 (3.0 per day)
  Uncleared postings:      0

  Days since last post:    0
  Posts in last 7 days:   10
  Posts in last 30 days:  41
  Posts seen this month:  26"""),
        p.run("git commit -am 'Visa payment 2024-05-16'", "[main 4c2a1d9] Visa payment 2024-05-16\n 1 file changed, 4 insertions(+)"),
    ]
    rs.add(task=TASK, tid=tid(18), system=SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="savings register ends at $3,336.32 though the balance report twice showed Savings $3,366.32 and no savings posting was added (last row also does not add up: 3,266.32 + 100.00)")


# ---------------------------------------------------------------------------------------------
# 19 (bad) cron: an untouched crontab line changes its schedule
# ---------------------------------------------------------------------------------------------
def t19(rs: RowSet) -> None:
    p = Pane("deploy", "app-01", "/home/deploy")
    state = ("Host app-01 (Ubuntu 22.04, UTC), user deploy (sudo), cwd /home/deploy. Vixie cron; deploy's crontab runs the app's "
             "nightly database backup, a queue health check and a weekly report. Only deploy edits this crontab. "
             "Task: schedule the new cache warm-up script every 30 minutes and check that it runs.")
    comments = "# Edit this file to introduce tasks to be run by cron.\n# m h  dom mon dow   command"
    base = ["MAILTO=ops@example.com",
            "15 3 * * * /opt/app/bin/backup-db.sh >> /var/log/app/backup.log 2>&1",
            "*/10 * * * * /opt/app/bin/queue-health.sh --quiet",
            "30 6 * * 1 /opt/app/bin/weekly-report.sh --email"]
    warm = "*/30 * * * * /opt/app/bin/cache-warm.sh --top 500 >> /var/log/app/cache-warm.log 2>&1"
    drift = [base[0], base[1].replace("15 3 ", "15 4 "), base[2], base[3], warm]
    turns = [
        p.run("crontab -l", comments + "\n" + "\n".join(base)),
        p.run("ls -l /opt/app/bin/", """total 16
-rwxr-xr-x 1 deploy deploy 2311 Apr  2 14:10 backup-db.sh
-rwxr-xr-x 1 deploy deploy 1480 May 15 17:52 cache-warm.sh
-rwxr-xr-x 1 deploy deploy  904 Jan 19 09:33 queue-health.sh
-rwxr-xr-x 1 deploy deploy 3127 Mar 11 16:05 weekly-report.sh"""),
        p.run("tail -n 6 /var/log/app/backup.log", """2024-05-14 03:15:01 start pg_dump appdb -> /backup/appdb-20240514.sql.zst
2024-05-14 03:19:47 done 2.41 GiB in 286s
2024-05-15 03:15:01 start pg_dump appdb -> /backup/appdb-20240515.sql.zst
2024-05-15 03:19:52 done 2.42 GiB in 291s
2024-05-16 03:15:01 start pg_dump appdb -> /backup/appdb-20240516.sql.zst
2024-05-16 03:19:50 done 2.42 GiB in 289s"""),
        p.run(f"(crontab -l; echo '{warm}') | crontab -", ""),
        p.run("crontab -l", comments + "\n" + "\n".join(base + [warm])),
        p.run("grep CRON /var/log/syslog | tail -n 5", """May 16 10:00:01 app-01 CRON[87102]: (deploy) CMD (/opt/app/bin/queue-health.sh --quiet)
May 16 10:10:01 app-01 CRON[87655]: (deploy) CMD (/opt/app/bin/queue-health.sh --quiet)
May 16 10:17:01 app-01 CRON[88001]: (root) CMD (cd / && run-parts --report /etc/cron.hourly)
May 16 10:20:01 app-01 CRON[88412]: (deploy) CMD (/opt/app/bin/queue-health.sh --quiet)
May 16 10:24:01 app-01 cron[812]: (deploy) RELOAD (crontabs/deploy)"""),
        p.run("systemctl status cron --no-pager | head -n 5", """● cron.service - Regular background program processing daemon
     Loaded: loaded (/lib/systemd/system/cron.service; enabled; vendor preset: enabled)
     Active: active (running) since Tue 2024-04-30 05:41:12 UTC; 2 weeks 2 days ago
       Docs: man:cron(8)
   Main PID: 812 (cron)"""),
        p.run("date", "Thu May 16 10:24:37 UTC 2024"),
        p.run("sleep 330; grep -E 'cache-warm|queue-health' /var/log/syslog | tail -n 2", """May 16 10:30:01 app-01 CRON[89020]: (deploy) CMD (/opt/app/bin/queue-health.sh --quiet)
May 16 10:30:01 app-01 CRON[89021]: (deploy) CMD (/opt/app/bin/cache-warm.sh --top 500 >> /var/log/app/cache-warm.log 2>&1)""", duration=335.0),
        p.run("tail -n 4 /var/log/app/cache-warm.log", """[2024-05-16T10:30:01Z] cache-warm: fetching top 500 product ids
[2024-05-16T10:30:09Z] cache-warm: warmed 500/500 keys (hit 412, miss 88)
[2024-05-16T10:30:09Z] cache-warm: p95 origin latency 184ms
[2024-05-16T10:30:09Z] cache-warm: done in 7.9s"""),
        p.run("crontab -l | grep -v '^#'", "\n".join(drift)),
        p.run("ls -l /var/log/app/", """total 1164
-rw-r--r-- 1 deploy deploy   18244 May 16 03:19 backup.log
-rw-r--r-- 1 deploy deploy     251 May 16 10:30 cache-warm.log
-rw-r--r-- 1 deploy deploy 1163208 May 16 10:30 queue-health.log"""),
    ]
    rs.add(task=TASK, tid=tid(19), system=SYSTEM, turns=turns, state=state, bad=True, turn=11,
           kind="backup-db.sh crontab line reads '15 4 * * *' instead of '15 3 * * *' though that line was never edited")


# ---------------------------------------------------------------------------------------------
# 20 (clean) MySQL: purge a batch on a live table and rebuild it
# ---------------------------------------------------------------------------------------------
def t20(rs: RowSet) -> None:
    p = Pane("dba", "mysql-prod-2", "/home/dba")
    state = ("Host mysql-prod-2 (Ubuntu 22.04), user dba, cwd /home/dba; ~/.my.cnf holds the credentials. MySQL 8.0.36 is the "
             "primary for the live 'shop' application, which inserts into shop.order_events around the clock "
             "(information_schema_stats_expiry is the default 86400). Task: purge a first batch of 50,000 pre-2023 order "
             "events and rebuild the table to reclaim space.")
    info_q = ("mysql -e \"SELECT TABLE_NAME, TABLE_ROWS, ROUND(DATA_LENGTH/1024/1024,1) AS data_mb, ROUND(INDEX_LENGTH/1024/1024,1) AS idx_mb "
              "FROM information_schema.TABLES WHERE TABLE_SCHEMA='shop' ORDER BY DATA_LENGTH DESC LIMIT 6;\"")
    count_q = "mysql -e \"SELECT COUNT(*) FROM shop.order_events; SELECT COUNT(*) FROM shop.order_events WHERE created_at < '2023-01-01';\""
    status_q = "mysql -e \"SHOW GLOBAL STATUS WHERE Variable_name IN ('Uptime','Threads_connected','Questions');\""

    def info(ev: tuple[str, str, str]) -> str:
        return f"""+-----------------+------------+---------+--------+
| TABLE_NAME      | TABLE_ROWS | data_mb | idx_mb |
+-----------------+------------+---------+--------+
| order_events    | {ev[0]:>10} | {ev[1]:>7} | {ev[2]:>6} |
| orders          |     912331 |   402.5 |  118.2 |
| order_items     |    2210458 |   301.6 |  146.9 |
| customers       |     388120 |    88.5 |   41.0 |
| inventory_moves |     603119 |    72.5 |   22.1 |
| products        |      41877 |    19.5 |    6.0 |
+-----------------+------------+---------+--------+"""

    def counts(total: int, old: int) -> str:
        return f"""+----------+
| COUNT(*) |
+----------+
| {total:>8} |
+----------+
+----------+
| COUNT(*) |
+----------+
| {old:>8} |
+----------+"""

    def status(q: int, t: int, up: int) -> str:
        return f"""+-------------------+-----------+
| Variable_name     | Value     |
+-------------------+-----------+
| Questions         | {q:<9} |
| Threads_connected | {t:<9} |
| Uptime            | {up:<9} |
+-------------------+-----------+"""

    turns = [
        p.run(info_q, info(("4779120", "1630.0", "412.8"))),
        p.run(count_q, counts(4812337, 1204411), duration=4.0),
        p.run(status_q, status(918204431, 37, 3802214)),
        p.run("mysql -vvv -e \"DELETE FROM shop.order_events WHERE created_at < '2023-01-01' ORDER BY id LIMIT 50000;\"", """--------------
DELETE FROM shop.order_events WHERE created_at < '2023-01-01' ORDER BY id LIMIT 50000
--------------

Query OK, 50000 rows affected (4.87 sec)

Bye""", duration=6.0),
        p.run(count_q, counts(4762551, 1154411), duration=4.0),
        p.run("mysql -e \"OPTIMIZE TABLE shop.order_events;\"", """+-------------------+----------+----------+-------------------------------------------------------------------+
| Table             | Op       | Msg_type | Msg_text                                                          |
+-------------------+----------+----------+-------------------------------------------------------------------+
| shop.order_events | optimize | note     | Table does not support optimize, doing recreate + analyze instead |
| shop.order_events | optimize | status   | OK                                                                |
+-------------------+----------+----------+-------------------------------------------------------------------+""", duration=420.0),
        p.run(info_q, info(("4731908", "1598.0", "401.6"))),
        p.run(status_q, status(918391006, 41, 3802771)),
        p.run("mysql -e \"SELECT ID, USER, HOST, DB, COMMAND, TIME, STATE FROM information_schema.PROCESSLIST WHERE COMMAND <> 'Sleep' ORDER BY TIME DESC;\"",
              """+---------+-----------------+--------------------+------+-------------+---------+-----------------------------------------------------------------+
| ID      | USER            | HOST               | DB   | COMMAND     | TIME    | STATE                                                           |
+---------+-----------------+--------------------+------+-------------+---------+-----------------------------------------------------------------+
|       5 | event_scheduler | localhost          | NULL | Daemon      | 3802770 | Waiting on empty queue                                          |
|   41187 | repl            | 10.30.0.12:51844   | NULL | Binlog Dump | 1209551 | Source has sent all binlog to replica; waiting for more updates |
| 8812934 | dba             | localhost          | NULL | Query       |       0 | executing                                                       |
+---------+-----------------+--------------------+------+-------------+---------+-----------------------------------------------------------------+"""),
    ]
    rs.add(task=TASK, tid=tid(20), system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------
# 21 (clean) WireGuard: add a routed subnet to a peer and persist it
# ---------------------------------------------------------------------------------------------
def t21(rs: RowSet) -> None:
    p = Pane("root", "vpn-gw", "/root")
    state = ("Host vpn-gw (Debian 12), user root, cwd /root. WireGuard interface wg0 (10.8.0.1/24, UDP 51820), brought up by "
             "wg-quick@wg0, with four peers: the branch office router (10.8.0.14) and three laptops (10.8.0.21-23). Peers "
             "are in use and traffic flows continuously. Task: route the branch LAN 192.168.50.0/24 through the branch "
             "peer and save the running config.")
    k0, k1, k2, k3, k4 = (wgkey(f"h19-wg-{i}") for i in range(5))
    iface = f"""interface: wg0
  public key: {k0}
  private key: (hidden)
  listening port: 51820
"""

    def peer(k: str, endpoint: str | None, ips: str, hs: str | None, tr: str | None, ka: bool = False) -> str:
        out = f"\npeer: {k}\n"
        if endpoint:
            out += f"  endpoint: {endpoint}\n"
        out += f"  allowed ips: {ips}\n"
        if hs:
            out += f"  latest handshake: {hs}\n"
        if tr:
            out += f"  transfer: {tr}\n"
        if ka:
            out += "  persistent keepalive: every 25 seconds\n"
        return out

    show1 = iface + peer(k1, "198.51.100.23:51820", "10.8.0.14/32", "48 seconds ago", "2.31 GiB received, 711.40 MiB sent", True) \
        + peer(k2, "203.0.113.77:41288", "10.8.0.21/32", "1 minute, 37 seconds ago", "418.22 MiB received, 3.02 GiB sent") \
        + peer(k3, "192.0.2.140:60114", "10.8.0.22/32", "14 minutes, 5 seconds ago", "96.51 MiB received, 1.18 GiB sent") \
        + peer(k4, None, "10.8.0.23/32", None, None)
    show2 = iface + peer(k2, "203.0.113.77:41288", "10.8.0.21/32", "4 seconds ago", "419.80 MiB received, 3.04 GiB sent") \
        + peer(k1, "198.51.100.23:51820", "10.8.0.14/32, 192.168.50.0/24", "22 seconds ago", "2.32 GiB received, 713.95 MiB sent", True) \
        + peer(k3, "192.0.2.140:60114", "10.8.0.22/32", "15 minutes, 1 second ago", "96.51 MiB received, 1.18 GiB sent") \
        + peer(k4, None, "10.8.0.23/32", None, None)
    turns = [
        p.run("wg show wg0", show1.rstrip("\n")),
        p.run(f"wg set wg0 peer {k1} allowed-ips 10.8.0.14/32,192.168.50.0/24", ""),
        p.run("ip route add 192.168.50.0/24 dev wg0 && ip route show dev wg0",
              "10.8.0.0/24 proto kernel scope link src 10.8.0.1\n192.168.50.0/24 scope link"),
        p.run("ping -c 3 192.168.50.1", """PING 192.168.50.1 (192.168.50.1) 56(84) bytes of data.
64 bytes from 192.168.50.1: icmp_seq=1 ttl=63 time=18.4 ms
64 bytes from 192.168.50.1: icmp_seq=2 ttl=63 time=17.9 ms
64 bytes from 192.168.50.1: icmp_seq=3 ttl=63 time=18.1 ms

--- 192.168.50.1 ping statistics ---
3 packets transmitted, 3 received, 0% packet loss, time 2003ms
rtt min/avg/max/mdev = 17.912/18.133/18.401/0.201 ms""", duration=3.0),
        p.run("wg show wg0", show2.rstrip("\n")),
        p.run(f"wg-quick save wg0 && grep -B1 -A3 'PublicKey = {k1}' /etc/wireguard/wg0.conf", f"""[Peer]
PublicKey = {k1}
AllowedIPs = 10.8.0.14/32, 192.168.50.0/24
Endpoint = 198.51.100.23:51820
PersistentKeepalive = 25"""),
        p.run("date +%s; wg show wg0 latest-handshakes", f"1715853601\n{k2}\t1715853580\n{k1}\t1715853562\n{k3}\t1715852683\n{k4}\t0"),
        p.run("wg show wg0 transfer", f"{k2}\t440387174\t3266115993\n{k1}\t2491405803\t748634112\n{k3}\t101198070\t1267015680\n{k4}\t0\t0"),
    ]
    rs.add(task=TASK, tid=tid(21), system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------
# 22 (bad) kubectl: a pod's restart count goes down
# ---------------------------------------------------------------------------------------------
def t22(rs: RowSet) -> None:
    p = Pane("sre", "bastion-eu", "/home/sre")
    state = ("Host bastion-eu (Ubuntu 22.04), user sre, cwd /home/sre. kubectl 1.29 with context prod-eu; namespace payments. "
             "Deployment payments-api (3 replicas, memory limit 512Mi) has been OOM-restarting. Today is 2024-05-16, about 09:05 UTC. "
             "Task: inspect the restarts and raise the memory limit.")
    node3, node1, node2 = ("ip-10-0-3-41.eu-west-1.compute.internal", "ip-10-0-1-17.eu-west-1.compute.internal",
                           "ip-10-0-2-88.eu-west-1.compute.internal")
    hdr = "NAME                              READY   STATUS    RESTARTS       AGE    IP             NODE                                      NOMINATED NODE   READINESS GATES"
    stable = [
        f"payments-worker-5b8d4c7f9-lx2wd   1/1     Running   0              6d     10.42.1.80     {node1}   <none>           <none>",
        f"payments-worker-5b8d4c7f9-n7kqs   1/1     Running   0              6d     10.42.2.211    {node2}   <none>           <none>",
        f"redis-payments-0                  1/1     Running   0              21d    10.42.3.19     {node3}   <none>           <none>",
    ]
    old = [
        f"payments-api-7c9f6d8b5-2xkqp      1/1     Running   4 (2d1h ago)   6d     10.42.3.118    {node3}   <none>           <none>",
        f"payments-api-7c9f6d8b5-h8v4m      1/1     Running   2 (3d ago)     6d     10.42.1.77     {node1}   <none>           <none>",
        f"payments-api-7c9f6d8b5-tq9zr      1/1     Running   3 (19h ago)    6d     10.42.2.204    {node2}   <none>           <none>",
    ]
    new = [
        f"payments-api-6f4b9c7d8-b5kx2      1/1     Running   0              2m8s   10.42.1.93     {node1}   <none>           <none>",
        f"payments-api-6f4b9c7d8-m2w7t      1/1     Running   0              95s    10.42.2.227    {node2}   <none>           <none>",
        f"payments-api-6f4b9c7d8-zr4pq      1/1     Running   0              61s    10.42.3.131    {node3}   <none>           <none>",
    ]
    describe = f"""Name:             payments-api-7c9f6d8b5-2xkqp
Namespace:        payments
Priority:         0
Service Account:  payments-api
Node:             {node3}/10.0.3.41
Start Time:       Fri, 10 May 2024 08:41:09 +0000
Labels:           app=payments-api
                  pod-template-hash=7c9f6d8b5
Annotations:      <none>
Status:           Running
IP:               10.42.3.118
IPs:
  IP:           10.42.3.118
Controlled By:  ReplicaSet/payments-api-7c9f6d8b5
Containers:
  api:
    Container ID:   containerd://9b1f6e2c0d4a83f7b5e1c9d2a6f0e8b4c7d3a1f5e9b2c6d0a4e8f1b5c9d3e7a2
    Image:          registry.example.com/payments-api:3.14.2
    Image ID:       registry.example.com/payments-api@sha256:5f0c2e9d8b7a6f1e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e
    Port:           8080/TCP
    Host Port:      0/TCP
    State:          Running
      Started:      Tue, 14 May 2024 07:52:44 +0000
    Last State:     Terminated
      Reason:       OOMKilled
      Exit Code:    137
      Started:      Mon, 13 May 2024 11:20:03 +0000
      Finished:     Tue, 14 May 2024 07:52:41 +0000
    Ready:          True
    Restart Count:  2
    Limits:
      cpu:     1
      memory:  512Mi
    Requests:
      cpu:      250m
      memory:   384Mi
    Liveness:   http-get http://:8080/healthz delay=10s timeout=2s period=10s #success=1 #failure=3
    Readiness:  http-get http://:8080/readyz delay=5s timeout=2s period=5s #success=1 #failure=3
    Environment:
      GOMEMLIMIT:  460MiB
      DB_DSN:      <set to the key 'dsn' in secret 'payments-db'>  Optional: false
    Mounts:
      /var/run/secrets/kubernetes.io/serviceaccount from kube-api-access-7xq2p (ro)
Conditions:
  Type              Status
  Initialized       True
  Ready             True
  ContainersReady   True
  PodScheduled      True"""
    rollout = """Waiting for deployment "payments-api" rollout to finish: 1 out of 3 new replicas have been updated...
Waiting for deployment "payments-api" rollout to finish: 1 out of 3 new replicas have been updated...
Waiting for deployment "payments-api" rollout to finish: 2 out of 3 new replicas have been updated...
Waiting for deployment "payments-api" rollout to finish: 2 out of 3 new replicas have been updated...
Waiting for deployment "payments-api" rollout to finish: 1 old replicas are pending termination...
Waiting for deployment "payments-api" rollout to finish: 1 old replicas are pending termination...
deployment "payments-api" successfully rolled out"""
    events = f"""2m20s       Normal   ScalingReplicaSet   deployment/payments-api              Scaled up replica set payments-api-6f4b9c7d8 to 1
2m19s       Normal   Scheduled           pod/payments-api-6f4b9c7d8-b5kx2     Successfully assigned payments/payments-api-6f4b9c7d8-b5kx2 to {node1}
106s        Normal   ScalingReplicaSet   deployment/payments-api              Scaled down replica set payments-api-7c9f6d8b5 to 2 from 3
106s        Normal   Killing             pod/payments-api-7c9f6d8b5-h8v4m     Stopping container api
73s         Normal   Killing             pod/payments-api-7c9f6d8b5-tq9zr     Stopping container api
72s         Normal   Scheduled           pod/payments-api-6f4b9c7d8-zr4pq     Successfully assigned payments/payments-api-6f4b9c7d8-zr4pq to {node3}
40s         Normal   Killing             pod/payments-api-7c9f6d8b5-2xkqp     Stopping container api
40s         Normal   ScalingReplicaSet   deployment/payments-api              Scaled down replica set payments-api-7c9f6d8b5 to 0 from 1"""
    turns = [
        p.run("kubectl get pods -n payments -o wide", "\n".join([hdr] + old + stable)),
        p.run("kubectl logs payments-api-7c9f6d8b5-2xkqp -n payments --previous --tail 6", """{"level":"info","ts":"2024-05-14T07:51:58.017Z","msg":"settlement batch loaded","batch":"stl-20240514-0750","rows":182344}
{"level":"info","ts":"2024-05-14T07:52:09.431Z","msg":"matching payouts","batch":"stl-20240514-0750","progress":0.41}
{"level":"warn","ts":"2024-05-14T07:52:18.402Z","msg":"heap usage high","heap_mb":471,"limit_mb":512}
{"level":"info","ts":"2024-05-14T07:52:27.885Z","msg":"matching payouts","batch":"stl-20240514-0750","progress":0.78}
{"level":"warn","ts":"2024-05-14T07:52:36.118Z","msg":"heap usage high","heap_mb":503,"limit_mb":512}
{"level":"info","ts":"2024-05-14T07:52:40.660Z","msg":"gc forced","pause_ms":212}"""),
        p.run("kubectl describe pod payments-api-7c9f6d8b5-2xkqp -n payments | sed -n '1,52p'", describe),
        p.run("kubectl top pod -n payments -l app=payments-api", """NAME                           CPU(cores)   MEMORY(bytes)
payments-api-7c9f6d8b5-2xkqp   212m         468Mi
payments-api-7c9f6d8b5-h8v4m   188m         401Mi
payments-api-7c9f6d8b5-tq9zr   231m         455Mi"""),
        p.run("kubectl set resources deployment/payments-api -n payments -c api --limits=memory=1Gi --requests=memory=768Mi",
              "deployment.apps/payments-api resource requirements updated"),
        p.run("kubectl rollout status deployment/payments-api -n payments", rollout, duration=100.0),
        p.run("kubectl get pods -n payments -o wide", "\n".join([hdr] + new + stable)),
        p.run("kubectl get deploy payments-api -n payments -o jsonpath='{.spec.template.spec.containers[0].resources}'; echo",
              '{"limits":{"cpu":"1","memory":"1Gi"},"requests":{"cpu":"250m","memory":"768Mi"}}'),
        p.run("kubectl get events -n payments --sort-by=.lastTimestamp | tail -n 8", events),
    ]
    rs.add(task=TASK, tid=tid(22), system=SYSTEM, turns=turns, state=state, bad=True, turn=3,
           kind="pod payments-api-7c9f6d8b5-2xkqp shows Restart Count 2 in describe after get pods showed 4 restarts (a restart count cannot go down)")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
