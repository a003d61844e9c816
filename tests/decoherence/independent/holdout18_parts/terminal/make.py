# ruff: noqa: E501
"""holdout18, domain terminal: 22 hand-written tmux shell trajectories in the AgentWorldBench row format.

Eleven contain exactly one world-decoherence contradiction (an observation that contradicts an earlier
observation or the starting state); eleven are clean but full of legitimate changes (restarts with new
PIDs, live counters, renumbered ids, estimates vs exact counts, truncated or re-filtered views, unit and
rounding differences). Half use mainstream sysadmin tools, half less common CLIs.

Run: ``python -m tests.decoherence.independent.holdout18_parts.terminal.make`` (writes
``terminal_test.jsonl`` and ``labels.json`` next to this file). Deterministic, stdlib only.
"""

from __future__ import annotations

import hashlib
import textwrap
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import Pane, RowSet

TASK = "terminal"
SYSTEM = (
    "You are a Terminal World Model. You simulate a Linux shell running inside a tmux pane on the host "
    "described in the starting state. Each turn the agent sends keystrokes; predict the next terminal state: "
    "the prompt line with the command, everything the command prints, and the next prompt. Keep files, "
    "processes, services, identifiers and counters consistent with everything the session has already shown, "
    "and let only the agent's actions and the natural passage of time change them. Reply after "
    "**Environment Observation:**."
)


def D(s: str) -> str:
    """Dedent a block of terminal output written inside a function."""
    return textwrap.dedent(s).strip("\n")


def hx(seed: str, n: int = 64) -> str:
    """A deterministic hex identifier."""
    return hashlib.sha256(seed.encode()).hexdigest()[:n]


def uuid(seed: str) -> str:
    h = hx(seed, 32)
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def state(**kv: str) -> str:
    return "\n".join(f"{k.replace('_', ' ')}: {v}" for k, v in kv.items())


Traj = dict[str, Any]


# ---------------------------------------------------------------------------------------------------
# 01  nginx / shop-api outage (mainstream)  BAD turn 5: nginx master PID drifts with no restart
# ---------------------------------------------------------------------------------------------------
def t01() -> Traj:
    p = Pane("root", "web-03", "/root")
    workers = "".join(f'("nginx",pid={n},fd={{fd}}),' for n in (1427, 1426, 1425, 1424))
    users = "users:(" + workers + '("nginx",pid=1423,fd={fd}))'
    turns = [
        p.run("systemctl status nginx --no-pager", D("""
            ● nginx.service - A high performance web server and a reverse proxy server
                 Loaded: loaded (/lib/systemd/system/nginx.service; enabled; preset: enabled)
                 Active: active (running) since Tue 2024-05-14 06:12:09 UTC; 3 days ago
                   Docs: man:nginx(8)
                Process: 1418 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
                Process: 1421 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
               Main PID: 1423 (nginx)
                  Tasks: 5 (limit: 9444)
                 Memory: 11.8M
                    CPU: 2min 41.337s
                 CGroup: /system.slice/nginx.service
                         ├─1423 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"
                         ├─1424 "nginx: worker process"
                         ├─1425 "nginx: worker process"
                         ├─1426 "nginx: worker process"
                         └─1427 "nginx: worker process"

            May 14 06:12:09 web-03 systemd[1]: Starting nginx.service - A high performance web server and a reverse proxy server...
            May 14 06:12:09 web-03 systemd[1]: Started nginx.service - A high performance web server and a reverse proxy server.
            """)),
        p.run("ss -ltnp | grep nginx", "\n".join([
            "LISTEN 0      511          0.0.0.0:443        0.0.0.0:*    " + users.format(fd=8),
            "LISTEN 0      511          0.0.0.0:80         0.0.0.0:*    " + users.format(fd=6),
            "LISTEN 0      511             [::]:80            [::]:*    " + users.format(fd=7),
        ])),
        p.run("tail -n 5 /var/log/nginx/error.log", D("""
            2024/05/17 09:40:31 [error] 1425#1425: *88190 connect() failed (111: Connection refused) while connecting to upstream, client: 198.51.100.14, server: shop.example.com, request: "GET /api/products?page=2 HTTP/2.0", upstream: "http://127.0.0.1:8080/api/products?page=2", host: "shop.example.com", referrer: "https://shop.example.com/catalog"
            2024/05/17 09:40:44 [error] 1427#1427: *88197 connect() failed (111: Connection refused) while connecting to upstream, client: 203.0.113.57, server: shop.example.com, request: "POST /api/cart/items HTTP/2.0", upstream: "http://127.0.0.1:8080/api/cart/items", host: "shop.example.com", referrer: "https://shop.example.com/p/espresso-grinder-k6"
            2024/05/17 09:40:52 [error] 1424#1424: *88201 connect() failed (111: Connection refused) while connecting to upstream, client: 192.0.2.201, server: shop.example.com, request: "GET /api/health HTTP/1.1", upstream: "http://127.0.0.1:8080/api/health", host: "shop.example.com"
            2024/05/17 09:40:58 [error] 1426#1426: *88206 connect() failed (111: Connection refused) while connecting to upstream, client: 203.0.113.57, server: shop.example.com, request: "GET /api/cart HTTP/2.0", upstream: "http://127.0.0.1:8080/api/cart", host: "shop.example.com", referrer: "https://shop.example.com/cart"
            2024/05/17 09:41:02 [error] 1425#1425: *88213 connect() failed (111: Connection refused) while connecting to upstream, client: 198.51.100.14, server: shop.example.com, request: "GET /api/cart HTTP/2.0", upstream: "http://127.0.0.1:8080/api/cart", host: "shop.example.com", referrer: "https://shop.example.com/catalog"
            """)),
        p.run("ss -ltnp 'sport = :8080'", "State  Recv-Q Send-Q Local Address:Port Peer Address:PortProcess"),
        p.run("ps -o pid,ppid,user,etime,rss,cmd -C nginx", "\n".join([
            "    PID    PPID USER         ELAPSED   RSS CMD",
            "   1432       1 root      3-03:30:41  2804 nginx: master process /usr/sbin/nginx -g daemon on; master_process on;",
            "   1424    1432 www-data  3-03:30:41  9912 nginx: worker process",
            "   1425    1432 www-data  3-03:30:41 10348 nginx: worker process",
            "   1426    1432 www-data  3-03:30:41  9876 nginx: worker process",
            "   1427    1432 www-data  3-03:30:41  9640 nginx: worker process"])),
        p.run("systemctl status shop-api --no-pager", D("""
            × shop-api.service - Shop API (gunicorn)
                 Loaded: loaded (/etc/systemd/system/shop-api.service; enabled; preset: enabled)
                 Active: failed (Result: exit-code) since Fri 2024-05-17 09:38:51 UTC; 4min 8s ago
               Duration: 3d 3h 26min 40.112s
                Process: 1502 ExecStart=/opt/shop/venv/bin/gunicorn -c /opt/shop/gunicorn.conf.py shop.wsgi:app (code=exited, status=1/FAILURE)
               Main PID: 1502 (code=exited, status=1/FAILURE)
                    CPU: 2h 11min 3.902s

            May 17 09:38:49 web-03 gunicorn[1502]: [2024-05-17 09:38:49 +0000] [1502] [ERROR] Worker (pid:388112) was sent SIGKILL! Perhaps out of memory?
            May 17 09:38:50 web-03 gunicorn[388117]: [2024-05-17 09:38:50 +0000] [388117] [ERROR] Exception in worker process: redis.exceptions.ConnectionError: Error 111 connecting to 127.0.0.1:6379. Connection refused.
            May 17 09:38:51 web-03 gunicorn[1502]: [2024-05-17 09:38:51 +0000] [1502] [ERROR] Shutting down: Master
            May 17 09:38:51 web-03 gunicorn[1502]: [2024-05-17 09:38:51 +0000] [1502] [ERROR] Reason: Worker failed to boot.
            May 17 09:38:51 web-03 systemd[1]: shop-api.service: Main process exited, code=exited, status=1/FAILURE
            May 17 09:38:51 web-03 systemd[1]: shop-api.service: Failed with result 'exit-code'.
            May 17 09:38:51 web-03 systemd[1]: shop-api.service: Consumed 2h 11min 3.902s CPU time.
            """)),
        p.run("systemctl is-active redis-server; systemctl restart shop-api && sleep 3 && systemctl status shop-api --no-pager | head -n 12", D("""
            active
            ● shop-api.service - Shop API (gunicorn)
                 Loaded: loaded (/etc/systemd/system/shop-api.service; enabled; preset: enabled)
                 Active: active (running) since Fri 2024-05-17 09:43:12 UTC; 3s ago
               Main PID: 389004 (gunicorn)
                  Tasks: 5 (limit: 9444)
                 Memory: 212.4M
                    CPU: 2.871s
                 CGroup: /system.slice/shop-api.service
                         ├─389004 /opt/shop/venv/bin/python3 /opt/shop/venv/bin/gunicorn -c /opt/shop/gunicorn.conf.py shop.wsgi:app
                         ├─389011 /opt/shop/venv/bin/python3 /opt/shop/venv/bin/gunicorn -c /opt/shop/gunicorn.conf.py shop.wsgi:app
                         ├─389012 /opt/shop/venv/bin/python3 /opt/shop/venv/bin/gunicorn -c /opt/shop/gunicorn.conf.py shop.wsgi:app
                         ├─389013 /opt/shop/venv/bin/python3 /opt/shop/venv/bin/gunicorn -c /opt/shop/gunicorn.conf.py shop.wsgi:app
            """), duration=5.0),
        p.run("curl -s -o /dev/null -w '%{http_code} %{time_total}\\n' https://shop.example.com/api/health", "200 0.041372"),
    ]
    return dict(tid="h18-terminal-01", turns=turns, bad=True, turn=5,
                kind="nginx master PID reads 1432 in ps although systemctl status and ss showed 1423 and nginx was never restarted",
                state=state(Host="web-03 (Debian 12, kernel 6.1.0-18-amd64)", User="root", CWD="/root",
                            Installed="nginx 1.22.1 (reverse proxy for shop.example.com), gunicorn app shop-api on 127.0.0.1:8080, redis-server 7.0, curl",
                            Situation="users report 502 errors on the shop API since about 09:39 UTC"))


# ---------------------------------------------------------------------------------------------------
# 02  docker compose monitoring stack (mainstream)  CLEAN
# ---------------------------------------------------------------------------------------------------
def t02() -> Traj:
    p = Pane("deploy", "app-01", "/srv/metrics")
    new_id = "5b92f7c1d8a0" + hx("h18-02-prom-new", 52)
    turns = [
        p.run("docker compose ps", D("""
            NAME                      IMAGE                       COMMAND                  SERVICE         CREATED      STATUS                 PORTS
            metrics-grafana-1         grafana/grafana:10.4.2      "/run.sh"                grafana         9 days ago   Up 9 days              0.0.0.0:3000->3000/tcp, :::3000->3000/tcp
            metrics-loki-1            grafana/loki:2.9.6          "/usr/bin/loki -conf…"   loki            9 days ago   Up 9 days              0.0.0.0:3100->3100/tcp, :::3100->3100/tcp
            metrics-node-exporter-1   prom/node-exporter:v1.7.0   "/bin/node_exporter …"   node-exporter   9 days ago   Up 9 days
            metrics-prometheus-1      prom/prometheus:v2.51.1     "/bin/prometheus --c…"   prometheus      9 days ago   Up 2 hours (healthy)   0.0.0.0:9090->9090/tcp, :::9090->9090/tcp
            """)),
        p.run("docker stats --no-stream", D("""
            CONTAINER ID   NAME                      CPU %     MEM USAGE / LIMIT     MEM %     NET I/O           BLOCK I/O         PIDS
            4e1f0a9c2b7d   metrics-grafana-1         0.41%     118.6MiB / 15.61GiB   0.74%     1.92GB / 3.07GB   212MB / 41.9MB    21
            9a3c61e8d0f2   metrics-loki-1            1.87%     412.3MiB / 15.61GiB   2.58%     8.41GB / 1.13GB   96.1MB / 19.4GB   18
            c27b5d4f9e13   metrics-node-exporter-1   0.02%     21.4MiB / 15.61GiB    0.13%     0B / 0B           12.3MB / 0B       8
            71d0e8a4b3c6   metrics-prometheus-1      3.12%     1.486GiB / 15.61GiB   9.52%     412MB / 48.7MB    1.02GB / 2.84GB   16
            """), duration=3.0),
        p.run("docker compose logs --tail 6 prometheus", D("""
            metrics-prometheus-1  | ts=2024-10-21T07:58:13.402Z caller=head.go:714 level=info component=tsdb msg="WAL segment loaded" segment=1482 maxSegment=1484
            metrics-prometheus-1  | ts=2024-10-21T07:58:14.118Z caller=head.go:714 level=info component=tsdb msg="WAL segment loaded" segment=1483 maxSegment=1484
            metrics-prometheus-1  | ts=2024-10-21T07:58:14.120Z caller=head.go:714 level=info component=tsdb msg="WAL segment loaded" segment=1484 maxSegment=1484
            metrics-prometheus-1  | ts=2024-10-21T07:58:14.121Z caller=head.go:751 level=info component=tsdb msg="WAL replay completed" checkpoint_replay_duration=2.61s wal_replay_duration=38.9s wbl_replay_duration=170ns total_replay_duration=41.5s
            metrics-prometheus-1  | ts=2024-10-21T07:58:15.907Z caller=main.go:1169 level=info msg="Server is ready to receive web requests."
            metrics-prometheus-1  | ts=2024-10-21T07:58:15.908Z caller=manager.go:1017 level=info component="rule manager" msg="Starting rule manager..."
            """)),
        p.run("sed -i 's/--storage.tsdb.retention.time=15d/--storage.tsdb.retention.time=30d/' compose.yaml && grep -n 'retention' compose.yaml",
              "18:      - --storage.tsdb.retention.time=30d"),
        p.run("docker compose up -d prometheus", D("""
            [+] Running 1/1
             ✔ Container metrics-prometheus-1  Started                                   11.6s
            """), duration=15.0),
        p.run("docker compose ps prometheus", D("""
            NAME                   IMAGE                     COMMAND                  SERVICE      CREATED          STATUS                             PORTS
            metrics-prometheus-1   prom/prometheus:v2.51.1   "/bin/prometheus --c…"   prometheus   14 seconds ago   Up 13 seconds (health: starting)   0.0.0.0:9090->9090/tcp, :::9090->9090/tcp
            """)),
        p.run("docker stats --no-stream", D("""
            CONTAINER ID   NAME                      CPU %     MEM USAGE / LIMIT     MEM %     NET I/O           BLOCK I/O         PIDS
            4e1f0a9c2b7d   metrics-grafana-1         0.38%     118.9MiB / 15.61GiB   0.74%     1.92GB / 3.07GB   212MB / 41.9MB    21
            9a3c61e8d0f2   metrics-loki-1            2.04%     415MiB / 15.61GiB     2.60%     8.42GB / 1.13GB   96.1MB / 19.4GB   18
            c27b5d4f9e13   metrics-node-exporter-1   0.00%     21.6MiB / 15.61GiB    0.14%     0B / 0B           12.3MB / 0B       8
            5b92f7c1d8a0   metrics-prometheus-1      38.70%    1.214GiB / 15.61GiB   7.78%     8.2MB / 611kB     912MB / 1.3MB     15
            """), duration=3.0),
        p.run("docker inspect -f '{{.Id}} {{.State.StartedAt}} {{.RestartCount}}' metrics-prometheus-1",
              f"{new_id} 2024-10-21T09:58:41.227318442Z 0"),
        p.run("curl -s localhost:9090/api/v1/status/flags | jq -r '.data[\"storage.tsdb.retention.time\"]'", "30d"),
        p.run("docker compose ps", D("""
            NAME                      IMAGE                       COMMAND                  SERVICE         CREATED              STATUS                        PORTS
            metrics-grafana-1         grafana/grafana:10.4.2      "/run.sh"                grafana         9 days ago           Up 9 days                     0.0.0.0:3000->3000/tcp, :::3000->3000/tcp
            metrics-loki-1            grafana/loki:2.9.6          "/usr/bin/loki -conf…"   loki            9 days ago           Up 9 days                     0.0.0.0:3100->3100/tcp, :::3100->3100/tcp
            metrics-node-exporter-1   prom/node-exporter:v1.7.0   "/bin/node_exporter …"   node-exporter   9 days ago           Up 9 days
            metrics-prometheus-1      prom/prometheus:v2.51.1     "/bin/prometheus --c…"   prometheus      About a minute ago   Up About a minute (healthy)   0.0.0.0:9090->9090/tcp, :::9090->9090/tcp
            """)),
    ]
    return dict(tid="h18-terminal-02", turns=turns, bad=False, turn=None, kind="clean",
                state=state(Host="app-01 (Ubuntu 22.04, Docker 26.1.3, Compose v2.27.0)", User="deploy (in group docker)",
                            CWD="/srv/metrics (compose.yaml for grafana, loki, node-exporter, prometheus; node-exporter uses network_mode: host)",
                            Time="Mon 2024-10-21 09:57 UTC",
                            Goal="raise Prometheus retention from 15d to 30d and recreate only the prometheus container"))


# ---------------------------------------------------------------------------------------------------
# 03  restic manual backup (less common)  BAD turn 6: new snapshot's short id differs
# ---------------------------------------------------------------------------------------------------
def t03() -> Traj:
    p = Pane("root", "nas01", "/root")
    opened = "repository 8c1f2a7e opened (version 2, compression level auto)"
    rule = "-" * 72
    turns = [
        p.run("restic snapshots", opened + "\n" + D(f"""
            ID        Time                 Host        Tags        Paths
            {rule}
            3e1b7a90  2024-06-02 02:00:14  nas01       nightly     /srv/docs
                                                                   /srv/photos
            a47c0d12  2024-06-03 02:00:11  nas01       nightly     /srv/docs
                                                                   /srv/photos
            f09d2e6b  2024-06-04 02:00:12  nas01       nightly     /srv/docs
                                                                   /srv/photos
            {rule}
            3 snapshots
            """), duration=4.0),
        p.run("du -sh /srv/photos /srv/docs", "182G\t/srv/photos\n4.3G\t/srv/docs", duration=20.0),
        p.run("restic backup --tag manual --exclude-caches /srv/photos /srv/docs", opened + "\n" + D("""
            using parent snapshot f09d2e6b
            [0:00] 100.00%  2 / 2 index files loaded

            Files:          61 new,    14 changed, 48213 unmodified
            Dirs:            4 new,    22 changed,  1837 unmodified
            Added to the repository: 1.208 GiB (1.174 GiB stored)

            processed 48288 files, 186.312 GiB in 2:47
            snapshot 5d8e43c1 saved
            """), duration=180.0),
        p.run("restic snapshots --tag manual", opened + "\n" + D(f"""
            ID        Time                 Host        Tags        Paths
            {rule}
            5d8e43c1  2024-06-04 14:23:40  nas01       manual      /srv/docs
                                                                   /srv/photos
            {rule}
            1 snapshots
            """), duration=4.0),
        p.run("restic diff f09d2e6b 5d8e43c1 | tail -n 12", D("""
            +    /srv/photos/2024/06/IMG_4468.HEIC
            +    /srv/photos/2024/06/IMG_4469.HEIC
            +    /srv/photos/2024/06/IMG_4471.HEIC
            M    /srv/docs/taxes/2023/receipts.ods

            Files:          61 new,     0 removed,    14 changed
            Dirs:            4 new,     0 removed
            Others:          0 new,     0 removed
            Data Blobs:    812 new,    37 removed
            Tree Blobs:     31 new,    26 removed
              Added:   1.208 GiB
              Removed: 14.228 MiB
            """), duration=8.0),
        p.run("restic forget --keep-last 10 --dry-run", opened + "\n" + D("""
            Applying Policy: keep 10 latest snapshots
            keep 4 snapshots:
            ID        Time                 Host        Tags        Reasons        Paths
            -------------------------------------------------------------------------------
            3e1b7a90  2024-06-02 02:00:14  nas01       nightly     last snapshot  /srv/docs
                                                                                  /srv/photos
            a47c0d12  2024-06-03 02:00:11  nas01       nightly     last snapshot  /srv/docs
                                                                                  /srv/photos
            f09d2e6b  2024-06-04 02:00:12  nas01       nightly     last snapshot  /srv/docs
                                                                                  /srv/photos
            5d8e34c1  2024-06-04 14:23:40  nas01       manual      last snapshot  /srv/docs
                                                                                  /srv/photos
            -------------------------------------------------------------------------------
            4 snapshots
            """), duration=4.0),
        p.run("restic check", D("""
            using temporary cache in /tmp/restic-check-cache-3371920571
            repository 8c1f2a7e opened (version 2, compression level auto)
            created new cache in /tmp/restic-check-cache-3371920571
            create exclusive lock for repository
            load indexes
            [0:00] 100.00%  3 / 3 index files loaded
            check all packs
            check snapshots, trees and blobs
            [0:04] 100.00%  4 / 4 snapshots
            no errors were found
            """), duration=30.0),
        p.run("restic stats --mode raw-data", opened + "\n" + D("""
            scanning...
            Stats in raw-data mode:
                 Snapshots processed:  4
                    Total Blob Count:  1102377
             Total Uncompressed Size:  188.941 GiB
                          Total Size:  184.502 GiB
                Compression Progress:  100.00%
                   Compression Ratio:  1.02x
            Compression Space Saving:  2.35%
            """), duration=20.0),
        p.run("restic ls latest /srv/docs/contracts | head -n 6", opened + "\n" + D("""
            snapshot 5d8e43c1 of [/srv/docs /srv/photos] filtered by [/srv/docs/contracts] at 2024-06-04 14:23:40.118893201 +0000 UTC):
            /srv/docs/contracts
            /srv/docs/contracts/2022-lease-renewal.pdf
            /srv/docs/contracts/2023-isp-business-line.pdf
            /srv/docs/contracts/2024-solar-install.pdf
            """), duration=6.0),
    ]
    return dict(tid="h18-terminal-03", turns=turns, bad=True, turn=6,
                kind="the manual snapshot saved as 5d8e43c1 (and listed so) appears as 5d8e34c1 in the forget dry-run",
                state=state(Host="nas01 (Debian 12)", User="root", CWD="/root",
                            Installed="restic 0.16.4; RESTIC_REPOSITORY=sftp:backup@vault.lan:/srv/restic/nas01 and RESTIC_PASSWORD_FILE=/root/.restic-pass exported",
                            Time="Tue 2024-06-04 14:20 UTC",
                            Goal="take a manual tagged backup before reorganising /srv/photos, then verify the repository"))


# ---------------------------------------------------------------------------------------------------
# 04  taskwarrior (less common)  CLEAN: ids renumber after done, urgency moves with edits and start
# ---------------------------------------------------------------------------------------------------
def t04() -> Traj:
    p = Pane("maya", "thinkpad", "/home/maya")
    turns = [
        p.run("task next", D("""

            ID Age P Project Tag    Due        Description                 Urg
            -- --- - ------- ------ ---------- --------------------------- ----
             3 12d H infra   ops    2024-03-08 Renew TLS cert for git.lab  15.8
             1 3w    infra          2024-03-11 Migrate backups to new NAS  7.63
             5 4d  M home                      Book dentist appointment    4.92
             2 2w    writing blog              Draft post on ZFS snapshots 1.88
             4 6d    home    errand            Return library books        1.83

            5 tasks
            """)),
        p.run("task 4 done", D("""
            Completed task 4 'Return library books'.
            Completed 1 task.
            """)),
        p.run("task next", D("""

            ID Age P Project Tag    Due        Description                 Urg
            -- --- - ------- ------ ---------- --------------------------- ----
             3 12d H infra   ops    2024-03-08 Renew TLS cert for git.lab  15.8
             1 3w    infra          2024-03-11 Migrate backups to new NAS  7.63
             4 4d  M home                      Book dentist appointment    4.92
             2 2w    writing blog              Draft post on ZFS snapshots 1.88

            4 tasks
            """)),
        p.run("task 4 modify priority:H due:2024-03-07", D("""
            Modifying task 4 'Book dentist appointment'.
            Modified 1 task.
            """)),
        p.run("task add project:writing +blog due:2024-03-15 Outline talk for local LUG", "Created task 5."),
        p.run("task 3 start", D("""
            Starting task 3 'Renew TLS cert for git.lab'.
            Started 1 task.
            """)),
        p.run("task next", D("""

            ID A Age P Project Tag    Due        Description                 Urg
            -- - --- - ------- ------ ---------- --------------------------- ----
             3 * 12d H infra   ops    2024-03-08 Renew TLS cert for git.lab  19.8
             4   4d  H home           2024-03-07 Book dentist appointment    15.4
             1   3w    infra          2024-03-11 Migrate backups to new NAS  7.63
             5   21s   writing blog   2024-03-15 Outline talk for local LUG  6.49
             2   2w    writing blog              Draft post on ZFS snapshots 1.88

            5 tasks
            """)),
        p.run("task 3 done", D("""
            Completed task 3 'Renew TLS cert for git.lab'.
            Completed 1 task.
            """)),
        p.run("task completed", D("""

            ID UUID     Created    Completed  Age P Project Tags   Due        Description
            -- -------- ---------- ---------- --- - ------- ------ ---------- --------------------------
             - 7b1e20a4 2024-02-29 2024-03-06 6d    home    errand            Return library books
             - c3f98d51 2024-02-23 2024-03-06 12d H infra   ops    2024-03-08 Renew TLS cert for git.lab

            2 tasks
            """)),
        p.run("task summary", D("""

            Project Remaining Avg age Complete 0%                        100%
            ------- --------- ------- -------- ------------------------------
            home            1      4d      50% XXXXXXXXXXXXXXX
            infra           1      3w      50% XXXXXXXXXXXXXXX
            writing         2      1w       0%

            3 projects
            """)),
    ]
    return dict(tid="h18-terminal-04", turns=turns, bad=False, turn=None, kind="clean",
                state=state(Host="thinkpad (Arch Linux)", User="maya", CWD="/home/maya",
                            Installed="taskwarrior 2.6.2 (default urgency coefficients, color off, gc on)",
                            Time="Wed 2024-03-06 10:00 local",
                            Goal="triage today's tasks: close finished ones, reprioritise the dentist booking, add the LUG talk"))


# ---------------------------------------------------------------------------------------------------
# 05  git: remove a legacy script (mainstream)  BAD turn 7: git-rm'd file is back in ls
# ---------------------------------------------------------------------------------------------------
def t05() -> Traj:
    p = Pane("dev", "build-02", "/home/dev/src/ingest")
    turns = [
        p.run("git status -sb", "## main...origin/main"),
        p.run("ls -la scripts/", D("""
            total 32
            drwxr-xr-x 2 dev dev 4096 Apr  9 11:02 .
            drwxr-xr-x 9 dev dev 4096 Apr 22 16:40 ..
            -rwxr-xr-x 1 dev dev 1873 Mar 28 09:14 backfill.py
            -rwxr-xr-x 1 dev dev  912 Feb 12 15:51 deploy_legacy.sh
            -rwxr-xr-x 1 dev dev 2206 Apr  9 11:02 lint.sh
            -rw-r--r-- 1 dev dev  644 Mar 28 09:14 README.md
            -rwxr-xr-x 1 dev dev 3410 Apr  2 17:25 release.sh
            -rwxr-xr-x 1 dev dev 1519 Jan 30 10:08 seed_db.py
            """)),
        p.run("grep -rn 'deploy_legacy' --include='*.sh' --include='*.yml' --include='*.md' --include='Makefile' .",
              "./scripts/README.md:9:- `deploy_legacy.sh` — old rsync deploy, superseded by `release.sh` (remove after Q1)"),
        p.run("git switch -c chore/remove-legacy-deploy", "Switched to a new branch 'chore/remove-legacy-deploy'"),
        p.run("git rm scripts/deploy_legacy.sh && sed -i '/deploy_legacy.sh/d' scripts/README.md && git add scripts/README.md && git status -s", D("""
            rm 'scripts/deploy_legacy.sh'
            M  scripts/README.md
            D  scripts/deploy_legacy.sh
            """)),
        p.run("git commit -m 'Remove legacy rsync deploy script'", D("""
            [chore/remove-legacy-deploy 4b7d2e9] Remove legacy rsync deploy script
             2 files changed, 38 deletions(-)
             delete mode 100755 scripts/deploy_legacy.sh
            """)),
        p.run("ls -la scripts/", D("""
            total 32
            drwxr-xr-x 2 dev dev 4096 Apr 22 16:44 .
            drwxr-xr-x 9 dev dev 4096 Apr 22 16:40 ..
            -rwxr-xr-x 1 dev dev 1873 Mar 28 09:14 backfill.py
            -rwxr-xr-x 1 dev dev  912 Feb 12 15:51 deploy_legacy.sh
            -rwxr-xr-x 1 dev dev 2206 Apr  9 11:02 lint.sh
            -rw-r--r-- 1 dev dev  556 Apr 22 16:44 README.md
            -rwxr-xr-x 1 dev dev 3410 Apr  2 17:25 release.sh
            -rwxr-xr-x 1 dev dev 1519 Jan 30 10:08 seed_db.py
            """)),
        p.run("git log --oneline -3", D("""
            4b7d2e9 (HEAD -> chore/remove-legacy-deploy) Remove legacy rsync deploy script
            a91f03c (origin/main, origin/HEAD, main) Bump pydantic to 2.7.1
            6e2c8b4 Add backfill progress logging
            """)),
        p.run("git push -u origin chore/remove-legacy-deploy", D("""
            Enumerating objects: 7, done.
            Counting objects: 100% (7/7), done.
            Delta compression using up to 8 threads
            Compressing objects: 100% (4/4), done.
            Writing objects: 100% (4/4), 412 bytes | 412.00 KiB/s, done.
            Total 4 (delta 3), reused 0 (delta 0), pack-reused 0
            remote: Resolving deltas: 100% (3/3), completed with 3 local objects.
            remote:
            remote: Create a pull request for 'chore/remove-legacy-deploy' on GitHub by visiting:
            remote:      https://github.com/northwind-data/ingest/pull/new/chore/remove-legacy-deploy
            remote:
            To github.com:northwind-data/ingest.git
             * [new branch]      chore/remove-legacy-deploy -> chore/remove-legacy-deploy
            branch 'chore/remove-legacy-deploy' set up to track 'origin/chore/remove-legacy-deploy'.
            """), duration=4.0),
        p.run("gh pr create --fill --base main", D("""

            Creating pull request for chore/remove-legacy-deploy into main in northwind-data/ingest

            https://github.com/northwind-data/ingest/pull/318
            """), duration=4.0),
    ]
    return dict(tid="h18-terminal-05", turns=turns, bad=True, turn=7,
                kind="scripts/deploy_legacy.sh, removed with git rm and committed, is listed again by ls (README shows the edit)",
                state=state(Host="build-02 (Debian 12)", User="dev", CWD="/home/dev/src/ingest (git clone of northwind-data/ingest, on main)",
                            Installed="git 2.39.2, gh 2.46.0 (authenticated)", Time="Mon 2024-04-22 16:41",
                            Goal="delete the unused legacy deploy script on a branch and open a PR"))


# ---------------------------------------------------------------------------------------------------
# 06  PostgreSQL inventory (mainstream)  CLEAN: live inserts, estimates vs exact counts, trigger stamps
# ---------------------------------------------------------------------------------------------------
def t06() -> Traj:
    p = Pane("ana", "db-ops-1", "/home/ana")
    turns = [
        p.run("psql -d inventory -c '\\dt+'", D("""
                                                   List of relations
             Schema |    Name     | Type  | Owner | Persistence | Access method |  Size   | Description
            --------+-------------+-------+-------+-------------+---------------+---------+-------------
             public | locations   | table | app   | permanent   | heap          | 48 kB   |
             public | skus        | table | app   | permanent   | heap          | 9336 kB |
             public | stock_moves | table | app   | permanent   | heap          | 312 MB  |
            (3 rows)
            """)),
        p.run("psql -d inventory -c 'SELECT count(*), max(moved_at) FROM stock_moves;'", D("""
              count  |              max
            ---------+-------------------------------
             2841907 | 2024-07-11 10:02:44.913514+00
            (1 row)
            """), duration=2.0),
        p.run("psql -d inventory -c \"SELECT now(), count(*) FROM pg_stat_activity WHERE datname = 'inventory';\"", D("""
                          now              | count
            -------------------------------+-------
             2024-07-11 10:03:05.271843+00 |    14
            (1 row)
            """)),
        p.run("psql -d inventory -c \"SELECT sku, name, reorder_level, updated_at FROM skus WHERE sku IN ('BRK-2210','BRK-2211') ORDER BY sku;\"", D("""
               sku    |           name            | reorder_level |          updated_at
            ----------+---------------------------+---------------+-------------------------------
             BRK-2210 | Brake pad set, front (M3) |            25 | 2024-05-02 08:15:10.442918+00
             BRK-2211 | Brake pad set, rear (M3)  |            25 | 2024-05-02 08:15:10.442918+00
            (2 rows)
            """)),
        p.run("psql -d inventory -c \"UPDATE skus SET reorder_level = 40 WHERE sku = 'BRK-2210';\"", "UPDATE 1"),
        p.run("psql -d inventory -c \"SELECT sku, name, reorder_level, updated_at FROM skus WHERE sku IN ('BRK-2210','BRK-2211') ORDER BY sku;\"", D("""
               sku    |           name            | reorder_level |          updated_at
            ----------+---------------------------+---------------+-------------------------------
             BRK-2210 | Brake pad set, front (M3) |            40 | 2024-07-11 10:04:02.537114+00
             BRK-2211 | Brake pad set, rear (M3)  |            25 | 2024-05-02 08:15:10.442918+00
            (2 rows)
            """)),
        p.run("psql -d inventory -c 'SELECT count(*), max(moved_at) FROM stock_moves;'", D("""
              count  |              max
            ---------+-------------------------------
             2842133 | 2024-07-11 10:04:09.108236+00
            (1 row)
            """), duration=2.0),
        p.run("psql -d inventory -c 'VACUUM (ANALYZE) skus;'", "VACUUM"),
        p.run("psql -d inventory -c 'SELECT relname, n_live_tup, n_dead_tup, last_vacuum, last_autovacuum FROM pg_stat_user_tables ORDER BY relname;'", D("""
               relname   | n_live_tup | n_dead_tup |          last_vacuum          |        last_autovacuum
            -------------+------------+------------+-------------------------------+-------------------------------
             locations   |        212 |          0 |                               | 2024-06-28 03:11:45.019222+00
             skus        |      41876 |          0 | 2024-07-11 10:04:31.772051+00 | 2024-07-09 22:40:07.311904+00
             stock_moves |    2841580 |       6121 |                               | 2024-07-11 09:12:55.640117+00
            (3 rows)
            """)),
        p.run("psql -d inventory -c '\\dt+'", D("""
                                                   List of relations
             Schema |    Name     | Type  | Owner | Persistence | Access method |  Size   | Description
            --------+-------------+-------+-------+-------------+---------------+---------+-------------
             public | locations   | table | app   | permanent   | heap          | 48 kB   |
             public | skus        | table | app   | permanent   | heap          | 9336 kB |
             public | stock_moves | table | app   | permanent   | heap          | 313 MB  |
            (3 rows)
            """)),
    ]
    return dict(tid="h18-terminal-06", turns=turns, bad=False, turn=None, kind="clean",
                state=state(Host="db-ops-1 (Ubuntu 22.04)", User="ana (PGHOST=pg-inv-primary, role with write access)",
                            CWD="/home/ana", Installed="psql 16.3 client; server PostgreSQL 16.3",
                            Notes="database inventory is live: the warehouse app inserts into stock_moves continuously; skus has a BEFORE UPDATE trigger that sets updated_at = now()",
                            Goal="raise the reorder level of SKU BRK-2210 to 40 and vacuum skus"))


# ---------------------------------------------------------------------------------------------------
# 07  ZFS dataset prep (less common)  BAD turn 7: compression reads back as the old inherited lz4
# ---------------------------------------------------------------------------------------------------
def t07() -> Traj:
    p = Pane("root", "tank-srv", "/root")
    turns = [
        p.run("zfs list -o name,used,avail,refer,mountpoint", D("""
            NAME            USED  AVAIL  REFER  MOUNTPOINT
            tank           3.41T  1.87T   192K  /tank
            tank/backups   1.12T  1.87T  1.12T  /tank/backups
            tank/media     2.04T  1.87T  2.04T  /tank/media
            tank/projects   251G  1.87T   248G  /tank/projects
            """)),
        p.run("zfs get -o name,property,value,source compression,recordsize,atime tank/projects", D("""
            NAME           PROPERTY     VALUE     SOURCE
            tank/projects  compression  lz4       inherited from tank
            tank/projects  recordsize   128K      default
            tank/projects  atime        on        default
            """)),
        p.run("zfs set compression=zstd-3 atime=off tank/projects && echo ok", "ok"),
        p.run("zfs snapshot tank/projects@pre-migrate-2024-09-18"),
        p.run("zfs list -t snapshot -o name,used,refer,creation -r tank/projects", D("""
            NAME                                   USED  REFER  CREATION
            tank/projects@auto-2024-09-16         1.90G   245G  Mon Sep 16  0:00 2024
            tank/projects@auto-2024-09-17          812M   247G  Tue Sep 17  0:00 2024
            tank/projects@pre-migrate-2024-09-18     0B   248G  Wed Sep 18 14:07 2024
            """)),
        p.run("zpool status tank", D("""
              pool: tank
             state: ONLINE
              scan: scrub repaired 0B in 07:41:12 with 0 errors on Sun Sep  8 07:41:13 2024
            config:

            \tNAME                                      STATE     READ WRITE CKSUM
            \ttank                                      ONLINE       0     0     0
            \t  mirror-0                                ONLINE       0     0     0
            \t    ata-WDC_WD60EFPX-68C5ZN0_WD-C81G4KVA  ONLINE       0     0     0
            \t    ata-WDC_WD60EFPX-68C5ZN0_WD-C81G7R2M  ONLINE       0     0     0

            errors: No known data errors
            """)),
        p.run("zfs get -o name,property,value,source compression,compressratio,atime tank/projects", D("""
            NAME           PROPERTY       VALUE     SOURCE
            tank/projects  compression    lz4       inherited from tank
            tank/projects  compressratio  1.38x     -
            tank/projects  atime          off       local
            """)),
        p.run("zfs send -nvPc tank/projects@pre-migrate-2024-09-18", D("""
            full\ttank/projects@pre-migrate-2024-09-18\t266598637568
            size\t266598637568
            """), duration=3.0),
        p.run("zfs list -o name,used,avail,usedbysnapshots tank/projects", D("""
            NAME            USED  AVAIL  USEDSNAP
            tank/projects   251G  1.87T     2.71G
            """)),
    ]
    return dict(tid="h18-terminal-07", turns=turns, bad=True, turn=7,
                kind="compression on tank/projects reads back as lz4 inherited from tank after the agent set zstd-3 locally (atime=off from the same command did stick)",
                state=state(Host="tank-srv (Debian 12, OpenZFS 2.2.4)", User="root", CWD="/root",
                            Pool="tank: one mirror of two 6 TB disks; datasets tank/backups, tank/media, tank/projects; tank has compression=lz4",
                            Time="Wed 2024-09-18 14:05",
                            Goal="tune tank/projects (zstd-3, atime off), snapshot it and size a replication stream"))


# ---------------------------------------------------------------------------------------------------
# 08  borg create / prune / compact (less common)  CLEAN
# ---------------------------------------------------------------------------------------------------
BORG_REPO = "ssh://borg@vault.lan/./files01"


def _borg_arch(day: int, hhmmss: str = "03:00:02") -> tuple[str, str, str]:
    name = f"files01-2024-10-{day:02d}T{hhmmss}"
    dow = ["Tue", "Wed", "Thu", "Fri", "Sat", "Sun", "Mon"][(day - 1) % 7]
    sec = int(hhmmss[-2:]) + 1
    when = f"{dow}, 2024-10-{day:02d} {hhmmss[:-2]}{sec:02d}"
    return name, when, hx("h18-08-" + name)


def t08() -> Traj:
    p = Pane("root", "files01", "/root")
    nightly = [_borg_arch(d) for d in range(1, 10)]
    manual = _borg_arch(9, "15:12:47")
    line = "{:<36} {} [{}]".format
    listing = "\n".join(line(*a) for a in nightly)
    kept = [manual] + [_borg_arch(d) for d in range(8, 2, -1)]
    pruned = [_borg_arch(9), _borg_arch(2), _borg_arch(1)]
    prune_out = "\n".join(
        [f"{'Keeping archive (rule: daily #%d):' % (i + 1):<40} {line(*a)}" for i, a in enumerate(kept[:1])]
        + [f"{'Pruning archive (1/3):':<40} {line(*pruned[0])}"]
        + [f"{'Keeping archive (rule: daily #%d):' % (i + 2):<40} {line(*a)}" for i, a in enumerate(kept[1:])]
        + [f"{'Pruning archive (%d/3):' % (i + 2):<40} {line(*a)}" for i, a in enumerate(pruned[1:])])
    sep = "-" * 78
    repo_id = hx("h18-08-repo")
    turns = [
        p.run("borg list", listing, duration=3.0),
        p.run("borg create --stats --compression zstd,6 ::files01-{now:%Y-%m-%dT%H:%M:%S} /srv/share /etc", D(f"""
            {sep}
            Repository: {BORG_REPO}
            Archive name: {manual[0]}
            Archive fingerprint: {manual[2]}
            Time (start): Wed, 2024-10-09 15:12:48
            Time (end):   Wed, 2024-10-09 15:14:21
            Duration: 1 minutes 33.18 seconds
            Number of files: 214733
            Utilization of max. archive size: 0%
            {sep}
                                   Original size      Compressed size    Deduplicated size
            This archive:              412.88 GB            301.54 GB              1.07 GB
            All archives:                3.72 TB              2.71 TB            338.16 GB

                                   Unique chunks         Total chunks
            Chunk index:                  624118             20184460
            {sep}
            """), duration=95.0),
        p.run("borg prune -v --list --keep-daily=7", prune_out, duration=6.0),
        p.run("borg compact --verbose", D("""
            compaction freed about 2.31 GB repository space.
            """), duration=40.0),
        p.run("borg list --short", "\n".join(a[0] for a in sorted(kept)), duration=3.0),
        p.run("borg info", D(f"""
            Repository ID: {repo_id}
            Location: {BORG_REPO}
            Encrypted: Yes (repokey BLAKE2b)
            Cache: /root/.cache/borg/{repo_id}
            Security dir: /root/.config/borg/security/{repo_id}
            {sep}
                                   Original size      Compressed size    Deduplicated size
            All archives:                2.48 TB              1.81 TB            335.85 GB

                                   Unique chunks         Total chunks
            Chunk index:                  619402             14129560
            {sep}
            """), duration=4.0),
        p.run(f"borg info ::{manual[0]}", D(f"""
            Archive name: {manual[0]}
            Archive fingerprint: {manual[2]}
            Comment:
            Hostname: files01
            Username: root
            Time (start): Wed, 2024-10-09 15:12:48
            Time (end): Wed, 2024-10-09 15:14:21
            Duration: 1 minutes 33.18 seconds
            Number of files: 214733
            Command line: /usr/bin/borg create --stats --compression zstd,6 '::files01-{{now:%Y-%m-%dT%H:%M:%S}}' /srv/share /etc
            Utilization of maximum supported archive size: 0%
            {sep}
                                   Original size      Compressed size    Deduplicated size
            This archive:              412.88 GB            301.54 GB              3.44 GB
            All archives:                2.48 TB              1.81 TB            335.85 GB

                                   Unique chunks         Total chunks
            Chunk index:                  619402             14129560
            """), duration=4.0),
        p.run("borg list --last 3 --format '{archive:<32} {time} {id:.8}{NL}'", "\n".join(
            f"{a[0]:<32} {a[1]} {a[2][:8]}" for a in sorted(kept)[-3:]), duration=3.0),
    ]
    return dict(tid="h18-terminal-08", turns=turns, bad=False, turn=None, kind="clean",
                state=state(Host="files01 (Ubuntu 24.04)", User="root", CWD="/root",
                            Installed=f"borgbackup 1.2.8; BORG_REPO={BORG_REPO} and BORG_PASSCOMMAND exported; nightly cron creates files01-<date>T03:00:02",
                            Time="Wed 2024-10-09 15:12",
                            Goal="take an extra archive before a share migration, then apply the 7-daily retention and reclaim space"))


# ---------------------------------------------------------------------------------------------------
# 09  kubectl crashlooping worker (mainstream)  BAD turn 4: restart count goes down for the same pod
# ---------------------------------------------------------------------------------------------------
def t09() -> Traj:
    p = Pane("ops", "bastion", "/home/ops")
    n1, n2, n3 = ("ip-10-0-21-54.eu-west-1.compute.internal", "ip-10-0-22-117.eu-west-1.compute.internal",
                  "ip-10-0-23-9.eu-west-1.compute.internal")
    rows = [
        ("cart-api-7d9f8c6b5d-2xkqp", "1/1", "Running", "0", "2d4h", "10.42.3.118", n1),
        ("cart-api-7d9f8c6b5d-h8wzn", "1/1", "Running", "0", "2d4h", "10.42.1.77", n2),
        ("cart-api-7d9f8c6b5d-tq4lm", "1/1", "Running", "0", "2d4h", "10.42.2.203", n3),
        ("payment-worker-5c8b77f4d9-9vjrx", "0/1", "CrashLoopBackOff", "7 (2m11s ago)", "41m", "10.42.3.141", n1),
        ("payment-worker-5c8b77f4d9-m2f6d", "1/1", "Running", "0", "2d4h", "10.42.2.188", n3),
        ("redis-0", "1/1", "Running", "1 (3d ago)", "6d", "10.42.1.12", n2),
    ]
    wide = "\n".join(
        [f"{'NAME':<33}{'READY':<8}{'STATUS':<19}{'RESTARTS':<16}{'AGE':<7}{'IP':<14}{'NODE':<44}NOMINATED NODE   READINESS GATES"]
        + [f"{a:<33}{b:<8}{c:<19}{d:<16}{e:<7}{f:<14}{g:<44}<none>           <none>" for a, b, c, d, e, f, g in rows])
    turns = [
        p.run("kubectl get pods -n checkout -o wide", wide, duration=2.0),
        p.run("kubectl logs -n checkout payment-worker-5c8b77f4d9-9vjrx --previous --tail 6", D("""
            2024-06-04T11:26:03.118Z INFO  payment_worker starting version=3.8.1 queue=payments.capture prefetch=20
            2024-06-04T11:26:03.402Z INFO  connecting to postgres host=pg-payments.checkout.svc db=payments user=payments
            2024-06-04T11:26:05.431Z WARN  db connect failed attempt=1/3 err="FATAL:  password authentication failed for user \\"payments\\""
            2024-06-04T11:26:07.206Z WARN  db connect failed attempt=2/3 err="FATAL:  password authentication failed for user \\"payments\\""
            2024-06-04T11:26:08.977Z ERROR db connect failed attempt=3/3 err="FATAL:  password authentication failed for user \\"payments\\""
            2024-06-04T11:26:09.001Z ERROR fatal: could not initialise repository, exiting code=1
            """), duration=2.0),
        p.run("kubectl describe pod -n checkout payment-worker-5c8b77f4d9-9vjrx | sed -n '/^Containers:/,/^Conditions:/p'", D("""
            Containers:
              worker:
                Container ID:   containerd://e41c0b77a9d2f35e8c1b6d04a7f9e2c38b5d61f0a4e7c92d13b8f6a05e2d4c71
                Image:          registry.acme.io/checkout/payment-worker:3.8.1
                Image ID:       registry.acme.io/checkout/payment-worker@sha256:9b1f6e0c2d84a37f5e91c0b4d7a28e63f1c5b09d2e7a4f86c3b1d0e9a5f72c48
                Port:           <none>
                Host Port:      <none>
                State:          Waiting
                  Reason:       CrashLoopBackOff
                Last State:     Terminated
                  Reason:       Error
                  Exit Code:    1
                  Started:      Tue, 04 Jun 2024 11:26:02 +0000
                  Finished:     Tue, 04 Jun 2024 11:26:09 +0000
                Ready:          False
                Restart Count:  7
                Limits:
                  cpu:     500m
                  memory:  512Mi
                Requests:
                  cpu:      200m
                  memory:   256Mi
                Environment:
                  DB_HOST:      pg-payments.checkout.svc
                  DB_USER:      payments
                  DB_PASSWORD:  <set to the key 'password' in secret 'payment-db'>  Optional: false
                  QUEUE_URL:    amqp://rabbitmq.checkout.svc:5672
                Mounts:
                  /var/run/secrets/kubernetes.io/serviceaccount from kube-api-access-7xq2n (ro)
            Conditions:
            """), duration=2.0),
        p.run("kubectl get pods -n checkout -l app=payment-worker", D("""
            NAME                              READY   STATUS             RESTARTS      AGE
            payment-worker-5c8b77f4d9-9vjrx   0/1     CrashLoopBackOff   5 (38s ago)   43m
            payment-worker-5c8b77f4d9-m2f6d   1/1     Running            0             2d4h
            """)),
        p.run("kubectl get externalsecret -n checkout payment-db", D("""
            NAME         STORE           REFRESH INTERVAL   STATUS              READY
            payment-db   vault-backend   1h                 SecretSyncedError   False
            """)),
        p.run("kubectl annotate externalsecret -n checkout payment-db force-sync=$(date +%s) --overwrite",
              "externalsecret.external-secrets.io/payment-db annotated"),
        p.run("kubectl get externalsecret -n checkout payment-db", D("""
            NAME         STORE           REFRESH INTERVAL   STATUS         READY
            payment-db   vault-backend   1h                 SecretSynced   True
            """)),
        p.run("kubectl delete pod -n checkout payment-worker-5c8b77f4d9-9vjrx",
              'pod "payment-worker-5c8b77f4d9-9vjrx" deleted', duration=4.0),
        p.run("kubectl get pods -n checkout -l app=payment-worker", D("""
            NAME                              READY   STATUS    RESTARTS   AGE
            payment-worker-5c8b77f4d9-m2f6d   1/1     Running   0          2d4h
            payment-worker-5c8b77f4d9-x7pnc   1/1     Running   0          19s
            """), duration=20.0),
    ]
    return dict(tid="h18-terminal-09", turns=turns, bad=True, turn=4,
                kind="restart count of pod payment-worker-...-9vjrx drops from 7 to 5 with the same pod name and no recreation",
                state=state(Host="bastion (Ubuntu 22.04)", User="ops", CWD="/home/ops",
                            Installed="kubectl 1.29.4, current context prod-eu (EKS 1.29), external-secrets operator syncing from Vault",
                            Time="Tue 2024-06-04 11:28 UTC",
                            Goal="find out why payment-worker is crashlooping in namespace checkout and fix it"))


# ---------------------------------------------------------------------------------------------------
# 10  /var full on a log host (mainstream)  CLEAN: vacuum frees space, units/rounding, restart, cron
# ---------------------------------------------------------------------------------------------------
def t10() -> Traj:
    p = Pane("root", "log-02", "/root", style="rhel")
    mid = hx("h18-10-machine-id", 32)
    jdir = f"/var/log/journal/{mid}"
    deleted = "\n".join(
        f"Deleted archived journal {jdir}/system@{hx(f'h18-10-seq{i}', 32)}-{hx(f'h18-10-a{i}', 16)}-{hx(f'h18-10-b{i}', 16)}.journal (128.0M)."
        for i in range(6))
    turns = [
        p.run("df -h /var /", D("""
            Filesystem           Size  Used Avail Use% Mounted on
            /dev/mapper/rl-var    40G   37G  3.7G  91% /var
            /dev/mapper/rl-root   70G   12G   59G  17% /
            """)),
        p.run("du -xh --max-depth=1 /var 2>/dev/null | sort -rh | head -n 6", D("""
            37G\t/var
            30G\t/var/log
            3.9G\t/var/lib
            2.3G\t/var/cache
            64M\t/var/spool
            2.1M\t/var/tmp
            """), duration=8.0),
        p.run("journalctl --disk-usage", "Archived and active journals take up 21.8G in the file system."),
        p.run("journalctl --vacuum-size=2G", deleted + "\n...\n" + D(f"""
            Deleted archived journal {jdir}/user-1000@{hx('h18-10-u', 32)}-{hx('h18-10-ua', 16)}-{hx('h18-10-ub', 16)}.journal (64.0M).
            Vacuuming done, freed 19.7G of archived journals from {jdir}.
            Vacuuming done, freed 0B of archived journals from /run/log/journal.
            Vacuuming done, freed 0B of archived journals from /var/log/journal.
            """), duration=12.0),
        p.run("df -h /var", D("""
            Filesystem          Size  Used Avail Use% Mounted on
            /dev/mapper/rl-var   40G   17G   24G  42% /var
            """)),
        p.run("df -BM /var", D("""
            Filesystem         1M-blocks   Used Available Use% Mounted on
            /dev/mapper/rl-var    40940M 16998M    23942M  42% /var
            """)),
        p.run("sed -i 's/^#SystemMaxUse=/SystemMaxUse=2G/' /etc/systemd/journald.conf && grep -n '^SystemMaxUse' /etc/systemd/journald.conf && systemctl restart systemd-journald",
              "30:SystemMaxUse=2G"),
        p.run("systemctl status systemd-journald --no-pager | head -n 12", D("""
            ● systemd-journald.service - Journal Service
                 Loaded: loaded (/usr/lib/systemd/system/systemd-journald.service; static)
                 Active: active (running) since Mon 2024-10-21 11:06:52 CEST; 9s ago
            TriggeredBy: ● systemd-journald.socket
                         ● systemd-journald-dev-log.socket
                         ○ systemd-journald-audit.socket
                   Docs: man:systemd-journald.service(8)
                         man:journald.conf(5)
               Main PID: 218833 (systemd-journal)
                 Status: "Processing requests..."
                  Tasks: 1 (limit: 48716)
                 Memory: 3.9M
            """)),
        p.run("(crontab -l 2>/dev/null; echo '30 3 * * 0 /usr/bin/journalctl --vacuum-time=30d >/dev/null 2>&1') | crontab - && crontab -l", D("""
            MAILTO=ops@example.net
            15 2 * * * /usr/local/bin/ship-logs.sh >/var/log/ship-logs.last 2>&1
            0 */6 * * * /usr/sbin/logrotate /etc/logrotate.d/app-hourly
            30 3 * * 0 /usr/bin/journalctl --vacuum-time=30d >/dev/null 2>&1
            """)),
        p.run("journalctl --disk-usage", "Archived and active journals take up 2.1G in the file system."),
    ]
    return dict(tid="h18-terminal-10", turns=turns, bad=False, turn=None, kind="clean",
                state=state(Host="log-02 (Rocky Linux 9.4, systemd 252, XFS on LVM)", User="root", CWD="/root",
                            Time="Mon 2024-10-21 11:04 CEST",
                            Situation="monitoring alerts that /var is above 90%; the box is a central syslog/journald collector",
                            Goal="free space on /var and cap the journal"))


# ---------------------------------------------------------------------------------------------------
# 11  ledger monthly review (less common)  BAD turn 6: Groceries drifts, Food no longer sums up
# ---------------------------------------------------------------------------------------------------
def _bal(rows: list[tuple[str, int, str]], total: str) -> str:
    lines = [f"{amt:>20}  {'  ' * depth}{name}" for amt, depth, name in rows]
    return "\n".join(lines + ["-" * 20, f"{total:>20}"])


def t11() -> Traj:
    p = Pane("sam", "hearth", "/home/sam/finance")
    before = [("$2,418.63", 0, "Expenses"), ("$212.40", 1, "Car:Fuel"), ("$641.17", 1, "Food"),
              ("$498.92", 2, "Groceries"), ("$142.25", 2, "Restaurants"), ("$74.96", 1, "Health:Pharmacy"),
              ("$1,350.00", 1, "Housing:Rent"), ("$140.10", 1, "Utilities"), ("$61.40", 2, "Electricity"),
              ("$78.70", 2, "Internet")]
    after = [("$2,476.43", 0, "Expenses"), ("$212.40", 1, "Car:Fuel"), ("$698.97", 1, "Food"),
             ("$489.92", 2, "Groceries"), ("$200.05", 2, "Restaurants"), ("$74.96", 1, "Health:Pharmacy"),
             ("$1,350.00", 1, "Housing:Rent"), ("$140.10", 1, "Utilities"), ("$61.40", 2, "Electricity"),
             ("$78.70", 2, "Internet")]
    turns = [
        p.run("ledger -f 2024.ledger bal Expenses --begin 2024/03/01 --end 2024/04/01", _bal(before, "$2,418.63")),
        p.run("tail -n 11 2024.ledger", D("""
            2024/03/26 * Whole Foods Market
                Expenses:Food:Groceries                  $87.14
                Liabilities:Visa

            2024/03/28 * City Power & Light
                Expenses:Utilities:Electricity           $61.40
                Assets:Checking

            2024/03/29 * Greenline Fiber
                Expenses:Utilities:Internet              $78.70
                Assets:Checking
            """)),
        p.run("printf '\\n2024/03/30 * Corner Bistro\\n    Expenses:Food:Restaurants    $57.80\\n    Liabilities:Visa\\n' >> 2024.ledger"),
        p.run("ledger -f 2024.ledger reg Restaurants --begin 2024/03/01 --end 2024/04/01", D("""
            24-Mar-02 Taqueria El Sol       Ex:Food:Restaurants          $23.50       $23.50
            24-Mar-09 Pho 88                Ex:Food:Restaurants          $31.75       $55.25
            24-Mar-15 Sushi Katsu           Ex:Food:Restaurants          $48.00      $103.25
            24-Mar-23 Blue Door Cafe        Ex:Food:Restaurants          $39.00      $142.25
            24-Mar-30 Corner Bistro         Ex:Food:Restaurants          $57.80      $200.05
            """)),
        p.run("ledger -f 2024.ledger bal Liabilities:Visa", "          $-1,204.33  Liabilities:Visa"),
        p.run("ledger -f 2024.ledger bal Expenses --begin 2024/03/01 --end 2024/04/01", _bal(after, "$2,476.43")),
        p.run("ledger -f 2024.ledger stats", D("""
            Time period: 24-Jan-01 to 24-Mar-30 (89 days)

              Files these postings came from:
                /home/sam/finance/2024.ledger

              Unique payees:                 61
              Unique accounts:               27

              Number of postings:           498 (5.6 per day)
              Uncleared postings:             0

              Days since last post:          12
              Posts in last 7 days:           0
              Posts in last 30 days:         72
              Posts in last month:           74
            """)),
        p.run("git commit -am 'March: add Corner Bistro'", D("""
            [main 1f3c9a2] March: add Corner Bistro
             1 file changed, 4 insertions(+)
            """)),
    ]
    return dict(tid="h18-terminal-11", turns=turns, bad=True, turn=6,
                kind="Groceries drops from $498.92 to $489.92 with no grocery transaction added, so Food ($698.97) no longer equals Groceries + Restaurants",
                state=state(Host="hearth (Fedora 40)", User="sam", CWD="/home/sam/finance (a git repo holding 2024.ledger)",
                            Installed="ledger 3.3.2, git", Time="Thu 2024-04-11",
                            Goal="add a missing restaurant receipt for March and re-check the March expense summary"))


# ---------------------------------------------------------------------------------------------------
# 12  nomad rolling update (less common)  CLEAN: new alloc ids, versions, deadlines, relative ages
# ---------------------------------------------------------------------------------------------------
def _nomad_job(submit: str, summary: str, dep: str, deployed: str, allocs: str) -> str:
    head = D(f"""
        ID            = web
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
        """)
    return "\n".join([
        head, "", "Summary", "Task Group  Queued  Starting  Running  Failed  Complete  Lost  Unknown", summary, "",
        "Latest Deployment", dep, "", "Deployed", "Task Group  Desired  Placed  Healthy  Unhealthy  Progress Deadline",
        deployed, "", "Allocations", "ID        Node ID   Task Group  Version  Desired  Status    Created    Modified", allocs])


def t12() -> Traj:
    p = Pane("ops", "ctl-1", "/home/ops/jobs")
    dep_old = "ID          = 3b0c9e41\nStatus      = successful\nDescription = Deployment completed successfully"
    dep_run = "ID          = 6e41b2f8\nStatus      = running\nDescription = Deployment is running"
    dep_ok = "ID          = 6e41b2f8\nStatus      = successful\nDescription = Deployment completed successfully"
    a = "{:<10}{:<10}{:<12}{:<9}{:<9}{:<10}{:<11}{}".format
    turns = [
        p.run("nomad job status web", _nomad_job(
            "2024-08-19T09:14:22Z", "frontend    0       0         3        0       0         0     0", dep_old,
            "frontend    3        3       3        0          2024-08-19T09:24:40Z",
            "\n".join([a("9f2d61aa", "c41e07b2", "frontend", "4", "run", "running", "3d ago", "3d ago"),
                       a("1e7b4c90", "5a83f1d6", "frontend", "4", "run", "running", "3d ago", "3d ago"),
                       a("d08a35ef", "e2976c13", "frontend", "4", "run", "running", "3d ago", "3d ago")]))),
        p.run("grep -nE 'count|image|max_parallel|min_healthy_time' web.nomad.hcl", D("""
            7:    count = 3
            10:      max_parallel     = 1
            11:      min_healthy_time = "20s"
            24:        image = "ghcr.io/acme/web:2.14.0"
            """)),
        p.run("sed -i 's/web:2.14.0/web:2.15.0/; s/count = 3/count = 4/' web.nomad.hcl && nomad job plan web.nomad.hcl", D("""
            +/- Job: "web"
            +/- Task Group: "frontend" (1 create, 3 create/destroy update)
              +/- Count: "3" => "4" (forces create)
              +/- Task: "web" (forces create/destroy update)
                +/- Config {
                  +/- image: "ghcr.io/acme/web:2.14.0" => "ghcr.io/acme/web:2.15.0"
                      ports[0]: "http"
                    }

            Scheduler dry-run:
            - All tasks successfully allocated.

            Job Modify Index: 48213
            To submit the job with version verification run:

            nomad job run -check-index 48213 web.nomad.hcl

            When running the job with the check-index flag, the job will only be run if the
            job modify index given matches the server-side version. If the index has
            changed, another user has modified the job and the plan's results are
            potentially invalid.
            """)),
        p.run("nomad job run -detach -check-index 48213 web.nomad.hcl", D("""
            Job registration successful
            Evaluation ID: a7c3e0d9-5f12-4b8e-9c60-3d7e1a2b4f85
            """)),
        p.run("nomad job status web", _nomad_job(
            "2024-08-22T14:31:05Z", "frontend    0       1         3        0       1         0     0", dep_run,
            "frontend    4        2       1        0          2024-08-22T14:41:29Z",
            "\n".join([a("72e0fb35", "5a83f1d6", "frontend", "5", "run", "pending", "4s ago", "3s ago"),
                       a("4c9a7d12", "c41e07b2", "frontend", "5", "run", "running", "31s ago", "8s ago"),
                       a("9f2d61aa", "c41e07b2", "frontend", "4", "stop", "complete", "3d ago", "4s ago"),
                       a("1e7b4c90", "5a83f1d6", "frontend", "4", "run", "running", "3d ago", "3d ago"),
                       a("d08a35ef", "e2976c13", "frontend", "4", "run", "running", "3d ago", "3d ago")]))),
        p.run("sleep 90; nomad deployment status 6e41b2f8", D("""
            ID          = 6e41b2f8
            Job ID      = web
            Job Version = 5
            Status      = running
            Description = Deployment is running

            Deployed
            Task Group  Desired  Placed  Healthy  Unhealthy  Progress Deadline
            frontend    4        3       2        0          2024-08-22T14:42:20Z
            """), duration=92.0),
        p.run("sleep 120; nomad job status web", _nomad_job(
            "2024-08-22T14:31:05Z", "frontend    0       0         4        0       3         0     0", dep_ok,
            "frontend    4        4       4        0          2024-08-22T14:44:31Z",
            "\n".join([a("0a6f83e7", "5a83f1d6", "frontend", "5", "run", "running", "1m47s ago", "44s ago"),
                       a("b5d149c6", "e2976c13", "frontend", "5", "run", "running", "2m54s ago", "1m48s ago"),
                       a("72e0fb35", "5a83f1d6", "frontend", "5", "run", "running", "3m42s ago", "2m55s ago"),
                       a("4c9a7d12", "c41e07b2", "frontend", "5", "run", "running", "4m9s ago", "3m46s ago"),
                       a("9f2d61aa", "c41e07b2", "frontend", "4", "stop", "complete", "3d ago", "3m42s ago"),
                       a("1e7b4c90", "5a83f1d6", "frontend", "4", "stop", "complete", "3d ago", "2m54s ago"),
                       a("d08a35ef", "e2976c13", "frontend", "4", "stop", "complete", "3d ago", "1m47s ago")])), duration=122.0),
        p.run("nomad alloc status 4c9a7d12 | head -n 24", D("""
            ID                  = 4c9a7d12-8e03-6b51-2f7a-91d4c0e6b3a8
            Eval ID             = a7c3e0d9
            Name                = web.frontend[3]
            Node ID             = c41e07b2
            Node Name           = nomad-client-1
            Job ID              = web
            Job Version         = 5
            Client Status       = running
            Client Description  = Tasks are running
            Desired Status      = run
            Desired Description = <none>
            Created             = 4m24s ago
            Modified            = 4m1s ago
            Deployment ID       = 6e41b2f8
            Deployment Health   = healthy

            Allocation Addresses:
            Label  Dynamic  Address
            *http  yes      10.40.1.11:27841 -> 8080

            Task "web" is "running"
            Task Resources:
            CPU        Memory           Disk     Addresses
            31/500 MHz 118 MiB/256 MiB  300 MiB
            """)),
        p.run("nomad node status", D("""
            ID        Node Pool  DC   Name            Class   Drain  Eligibility  Status
            e2976c13  default    dc1  nomad-client-3  <none>  false  eligible     ready
            5a83f1d6  default    dc1  nomad-client-2  <none>  false  eligible     ready
            c41e07b2  default    dc1  nomad-client-1  <none>  false  eligible     ready
            """)),
        p.run("curl -s http://web.service.consul:8080/version", '{"version":"2.15.0","commit":"9e1f2ab","alloc":"0a6f83e7","uptime_s":135}'),
    ]
    return dict(tid="h18-terminal-12", turns=turns, bad=False, turn=None, kind="clean",
                state=state(Host="ctl-1 (Ubuntu 22.04), a Nomad 1.7.7 server; three clients nomad-client-1..3", User="ops",
                            CWD="/home/ops/jobs (web.nomad.hcl: service job web, group frontend, rolling update max_parallel 1)",
                            Time="Thu 2024-08-22 14:30 UTC", Goal="roll web from 2.14.0 to 2.15.0 and scale it from 3 to 4 instances"))


# ---------------------------------------------------------------------------------------------------
# 13  MySQL archiving soft-deleted deals (mainstream)  BAD turn 6: new table missing from information_schema
# ---------------------------------------------------------------------------------------------------
def t13() -> Traj:
    p = Pane("dba", "mysql-stg", "/home/dba")
    turns = [
        p.run('mysql -t crm -e "SHOW TABLES"', D("""
            +---------------+
            | Tables_in_crm |
            +---------------+
            | accounts      |
            | contacts      |
            | deal_stages   |
            | deals         |
            | email_events  |
            | users         |
            +---------------+
            """)),
        p.run("mysql -t crm -e \"SELECT COUNT(*) AS total, SUM(deleted_at IS NOT NULL) AS soft_deleted, SUM(deleted_at < '2024-01-01') AS before_2024 FROM deals\"", D("""
            +-------+--------------+-------------+
            | total | soft_deleted | before_2024 |
            +-------+--------------+-------------+
            | 48211 |         3907 |        3184 |
            +-------+--------------+-------------+
            """)),
        p.run('mysql crm -e "CREATE TABLE deals_archive LIKE deals"'),
        p.run("mysql -t crm -e \"INSERT INTO deals_archive SELECT * FROM deals WHERE deleted_at < '2024-01-01'; SELECT ROW_COUNT() AS archived\"", D("""
            +----------+
            | archived |
            +----------+
            |     3184 |
            +----------+
            """), duration=3.0),
        p.run("mysql -t crm -e \"DELETE FROM deals WHERE deleted_at < '2024-01-01'; SELECT ROW_COUNT() AS deleted\"", D("""
            +---------+
            | deleted |
            +---------+
            |    3184 |
            +---------+
            """), duration=3.0),
        p.run("mysql -t -e \"SELECT table_name, engine, create_time, ROUND(data_length/1048576,1) AS data_mb, ROUND(index_length/1048576,1) AS index_mb FROM information_schema.tables WHERE table_schema = 'crm' ORDER BY table_name\"", D("""
            +--------------+--------+---------------------+---------+----------+
            | TABLE_NAME   | ENGINE | CREATE_TIME         | data_mb | index_mb |
            +--------------+--------+---------------------+---------+----------+
            | accounts     | InnoDB | 2023-02-14 10:21:07 |     4.5 |      1.5 |
            | contacts     | InnoDB | 2023-02-14 10:21:07 |    22.5 |     9.0 |
            | deal_stages  | InnoDB | 2023-02-14 10:21:08 |     0.0 |      0.0 |
            | deals        | InnoDB | 2023-09-30 02:14:55 |    39.6 |     14.0 |
            | email_events | InnoDB | 2024-01-08 16:40:12 |   611.0 |    188.8 |
            | users        | InnoDB | 2023-02-14 10:21:06 |     0.1 |      0.0 |
            +--------------+--------+---------------------+---------+----------+
            """)),
        p.run('mysql -t crm -e "SELECT COUNT(*) AS deals_now FROM deals"', D("""
            +-----------+
            | deals_now |
            +-----------+
            |     45027 |
            +-----------+
            """)),
        p.run('mysql -t crm -e "OPTIMIZE TABLE deals"', D("""
            +-----------+----------+----------+-------------------------------------------------------------------+
            | Table     | Op       | Msg_type | Msg_text                                                          |
            +-----------+----------+----------+-------------------------------------------------------------------+
            | crm.deals | optimize | note     | Table does not support optimize, doing recreate + analyze instead |
            | crm.deals | optimize | status   | OK                                                                |
            +-----------+----------+----------+-------------------------------------------------------------------+
            """), duration=6.0),
    ]
    return dict(tid="h18-terminal-13", turns=turns, bad=True, turn=6,
                kind="deals_archive, created and filled with 3184 rows two turns earlier, is absent from the information_schema listing of crm",
                state=state(Host="mysql-stg (Debian 12, MySQL 8.0.37)", User="dba (~/.my.cnf with admin credentials)", CWD="/home/dba",
                            Time="Fri 2024-07-19 10:10", Goal="move soft-deleted deals older than 2024 out of crm.deals into an archive table"))


# ---------------------------------------------------------------------------------------------------
# 14  edge gateway networking (mainstream)  CLEAN: counters grow, sshd restart new PID, new sessions
# ---------------------------------------------------------------------------------------------------
def t14() -> Traj:
    p = Pane("root", "edge-gw", "/root")
    ss_head = "Recv-Q Send-Q    Local Address:Port     Peer Address:Port Process"
    s1 = '0      0        198.51.100.24:22       203.0.113.45:52814 users:(("sshd",pid=40112,fd=4),("sshd",pid=40090,fd=4))'
    s2 = '0      52       198.51.100.24:22       203.0.113.45:52990 users:(("sshd",pid=40377,fd=4),("sshd",pid=40351,fd=4))'
    s3 = '0      0        198.51.100.24:22      198.51.100.60:41220 users:(("sshd",pid=41877,fd=4),("sshd",pid=41873,fd=4))'
    eth1 = "eth1             UP             10.20.0.1/24 10.20.0.2/24 fe80::5054:ff:fe71:2e04/64"
    def link(rxb: int, rxp: int, txb: int, txp: int) -> str:
        return "\n".join([
            "2: eth0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc fq_codel state UP mode DEFAULT group default qlen 1000",
            "    link/ether 52:54:00:3a:9c:11 brd ff:ff:ff:ff:ff:ff",
            "    RX:  bytes packets errors dropped  missed   mcast",
            f"    {rxb:>10} {rxp:>7} {0:>6} {112:>7} {0:>7} {0:>7}",
            "    TX:  bytes packets errors dropped carrier collsns",
            f"    {txb:>10} {txp:>7} {0:>6} {0:>7} {0:>7} {0:>7}",
            "    altname enp1s0"])

    turns = [
        p.run("ip -br addr", D("""
            lo               UNKNOWN        127.0.0.1/8 ::1/128
            eth0             UP             198.51.100.24/26 2001:db8:40::24/64 fe80::5054:ff:fe3a:9c11/64
            eth1             UP             10.20.0.1/24 fe80::5054:ff:fe71:2e04/64
            wg0              UNKNOWN        10.99.0.1/24
            """)),
        p.run("ip addr add 10.20.0.2/24 dev eth1 label eth1:vip && ip -br addr show eth1", eth1),
        p.run("ss -tnp state established '( sport = :22 )'", "\n".join([ss_head, s1, s2])),
        p.run("ip -s link show eth0", link(8841302217, 9120044, 5120377764, 6004321)),
        p.run("sed -i 's/^#\\?MaxStartups.*/MaxStartups 30:50:100/' /etc/ssh/sshd_config && sshd -t && systemctl restart ssh && systemctl status ssh --no-pager | head -n 9", D("""
            ● ssh.service - OpenBSD Secure Shell server
                 Loaded: loaded (/lib/systemd/system/ssh.service; enabled; preset: enabled)
                 Active: active (running) since Thu 2024-11-07 16:22:41 UTC; 46ms ago
                   Docs: man:sshd(8)
                         man:sshd_config(5)
                Process: 41819 ExecStartPre=/usr/sbin/sshd -t (code=exited, status=0/SUCCESS)
               Main PID: 41822 (sshd)
                  Tasks: 1 (limit: 4557)
                 Memory: 1.4M
            """)),
        p.run("ss -tlnp '( sport = :22 )'", D("""
            State  Recv-Q Send-Q Local Address:Port Peer Address:PortProcess
            LISTEN 0      128          0.0.0.0:22        0.0.0.0:*    users:(("sshd",pid=41822,fd=3))
            LISTEN 0      128             [::]:22           [::]:*    users:(("sshd",pid=41822,fd=4))
            """)),
        p.run("ping -c 4 10.20.0.50", D("""
            PING 10.20.0.50 (10.20.0.50) 56(84) bytes of data.
            64 bytes from 10.20.0.50: icmp_seq=1 ttl=64 time=0.412 ms
            64 bytes from 10.20.0.50: icmp_seq=2 ttl=64 time=0.331 ms
            64 bytes from 10.20.0.50: icmp_seq=3 ttl=64 time=0.287 ms
            64 bytes from 10.20.0.50: icmp_seq=4 ttl=64 time=0.394 ms

            --- 10.20.0.50 ping statistics ---
            4 packets transmitted, 4 received, 0% packet loss, time 3051ms
            rtt min/avg/max/mdev = 0.287/0.356/0.412/0.050 ms
            """), duration=4.0),
        p.run("ip -s link show eth0", link(8843918340, 9123871, 5121940022, 6006903)),
        p.run("ss -tnp state established '( sport = :22 )'", "\n".join([ss_head, s1, s2, s3])),
        p.run("ip -br addr show eth1", eth1),
    ]
    return dict(tid="h18-terminal-14", turns=turns, bad=False, turn=None, kind="clean",
                state=state(Host="edge-gw (Debian 12), router between the internet (eth0), the office LAN 10.20.0.0/24 (eth1) and a WireGuard tunnel (wg0)",
                            User="root (logged in over ssh from 203.0.113.45, two sessions)", CWD="/root",
                            Time="Thu 2024-11-07 16:20 UTC",
                            Goal="add a secondary LAN address for a VIP and relax sshd MaxStartups without dropping the open sessions"))


# ---------------------------------------------------------------------------------------------------
# 15  rclone photo archive on B2 (less common)  BAD turn 8: object count doesn't follow the 9 deletions
# ---------------------------------------------------------------------------------------------------
def _rsize(objs: int, size: int) -> str:
    return f"Total objects: {objs / 1000:.3f}k ({objs})\nTotal size: {size / 2**30:.3f} GiB ({size} Byte)"


def t15() -> Traj:
    p = Pane("media", "htpc", "/home/media")
    base_objs, base_size = 12847, 103309871104
    inbox = 432600871
    partials = [("2023/07/IMG_2031.CR3.partial", 5242880), ("2023/07/IMG_2047.CR3.partial", 10485760),
                ("2023/08/DSC_0412.NEF.partial", 8388608), ("2023/09/IMG_2210.CR3.partial", 15728640),
                ("2023/09/IMG_2214.CR3.partial", 4194304), ("2023/12/VID_0031.MP4.partial", 12582912),
                ("2024/02/IMG_3102.CR3.partial", 6291456), ("2024/02/IMG_3107.CR3.partial", 2097152),
                ("2024/05/IMG_3988.CR3.partial", 9437184)]
    psum = sum(s for _, s in partials)
    objs2, size2 = base_objs + 36, base_size + inbox
    ts = "2024/11/03 16:20:4{}"
    del_lines = "\n".join(f"{ts.format(1)} INFO  : {n}: Deleted" for n, _ in partials)
    first = ["IMG_4702.CR3", "IMG_4702.JPG", "IMG_4703.CR3", "IMG_4703.JPG", "IMG_4704.CR3"]
    turns = [
        p.run("rclone size b2:media-archive/photos", _rsize(base_objs, base_size), duration=12.0),
        p.run("ls /srv/photos/inbox | wc -l", "36"),
        p.run("rclone copy /srv/photos/inbox b2:media-archive/photos/2024/11 --progress", D(f"""
            Transferred:   \t  {inbox / 2**20:.3f} MiB / {inbox / 2**20:.3f} MiB, 100%, 10.972 MiB/s, ETA 0s
            Transferred:           36 / 36, 100%
            Elapsed time:        37.6s
            """), duration=40.0),
        p.run("rclone size b2:media-archive/photos", _rsize(objs2, size2), duration=12.0),
        p.run("rclone ls --include '*.partial' b2:media-archive/photos", "\n".join(f"{s:>9} {n}" for n, s in partials), duration=10.0),
        p.run("rclone delete --include '*.partial' b2:media-archive/photos -v", del_lines + "\n" + D(f"""
            {ts.format(2)} INFO  :
            Transferred:   \t          0 B / 0 B, -, 0 B/s, ETA -
            Checks:                 9 / 9, 100%
            Deleted:                9 (files), 0 (dirs)
            Elapsed time:         2.3s
            """), duration=4.0),
        p.run("rclone check /srv/photos/inbox b2:media-archive/photos/2024/11 --one-way", D("""
            2024/11/03 16:21:15 NOTICE: B2 bucket media-archive path photos/2024/11: 0 differences found
            2024/11/03 16:21:15 NOTICE: B2 bucket media-archive path photos/2024/11: 36 matching files
            """), duration=8.0),
        p.run("rclone size b2:media-archive/photos", _rsize(objs2 - 6, size2 - psum), duration=12.0),
        p.run("rclone lsf b2:media-archive/photos/2024/11 | head -n 5", "\n".join(first), duration=3.0),
        p.run("rm /srv/photos/inbox/* && ls -A /srv/photos/inbox | wc -l", "0"),
        p.run("rclone lsf b2:media-archive/photos/2024/11 | wc -l", "36", duration=3.0),
    ]
    return dict(tid="h18-terminal-15", turns=turns, bad=True, turn=8,
                kind="after deleting 9 .partial objects the size drops by exactly their bytes but the object count drops only by 6 (12883 -> 12877)",
                state=state(Host="htpc (Ubuntu 24.04)", User="media", CWD="/home/media",
                            Installed="rclone v1.66.0 with remote b2 (Backblaze B2, bucket media-archive, versioning hides deleted files)",
                            Time="Sun 2024-11-03 16:18", Goal="upload November's 36 photos from the inbox, clean up stale .partial uploads, then empty the inbox"))


# ---------------------------------------------------------------------------------------------------
# 16  consul KV change (less common)  CLEAN: global raft indexes jump, commit index grows
# ---------------------------------------------------------------------------------------------------
def t16() -> Traj:
    p = Pane("ops", "ctl-2", "/home/ops")
    ids = [uuid(f"h18-16-{n}") for n in ("a", "b", "c")]

    def peers(ci: tuple[int, int, int], trail: tuple[str, str]) -> str:
        head = f"{'Node':<10}{'ID':<38}{'Address':<18}{'State':<10}{'Voter':<7}{'RaftProtocol':<14}{'Commit Index':<14}Trails Leader By"
        rows = [f"{'consul-a':<10}{ids[0]:<38}{'10.30.0.11:8300':<18}{'leader':<10}{'true':<7}{'3':<14}{ci[0]:<14}-",
                f"{'consul-b':<10}{ids[1]:<38}{'10.30.0.12:8300':<18}{'follower':<10}{'true':<7}{'3':<14}{ci[1]:<14}{trail[0]}",
                f"{'consul-c':<10}{ids[2]:<38}{'10.30.0.13:8300':<18}{'follower':<10}{'true':<7}{'3':<14}{ci[2]:<14}{trail[1]}"]
        return "\n".join([head] + rows)

    turns = [
        p.run("consul members", D("""
            Node      Address          Status  Type    Build   Protocol  DC   Partition  Segment
            consul-a  10.30.0.11:8301  alive   server  1.18.1  2         dc1  default    <all>
            consul-b  10.30.0.12:8301  alive   server  1.18.1  2         dc1  default    <all>
            consul-c  10.30.0.13:8301  alive   server  1.18.1  2         dc1  default    <all>
            ctl-2     10.30.0.21:8301  alive   client  1.18.1  2         dc1  default    <default>
            web-1     10.30.1.21:8301  alive   client  1.18.1  2         dc1  default    <default>
            web-2     10.30.1.22:8301  alive   client  1.18.1  2         dc1  default    <default>
            worker-1  10.30.2.31:8301  alive   client  1.18.1  2         dc1  default    <default>
            """)),
        p.run("consul kv get -detailed config/web/max_conns", D("""
            CreateIndex      1182
            Flags            0
            Key              config/web/max_conns
            LockIndex        0
            ModifyIndex      90413
            Session          -
            Value            150
            """)),
        p.run("consul kv put config/web/max_conns 250", "Success! Data written to: config/web/max_conns"),
        p.run("consul kv get -detailed config/web/max_conns", D("""
            CreateIndex      1182
            Flags            0
            Key              config/web/max_conns
            LockIndex        0
            ModifyIndex      91877
            Session          -
            Value            250
            """)),
        p.run("consul operator raft list-peers", peers((91880, 91880, 91879), ("0 commits", "1 commits"))),
        p.run("curl -s 'localhost:8500/v1/health/service/web?passing' | jq -r '.[] | \"\\(.Node.Node) \\(.Service.ID) \\(.Service.Port)\"'", D("""
            web-1 web-1-http 8080
            web-2 web-2-http 8080
            """)),
        p.run("consul kv put config/web/feature_flags '{\"new_checkout\":true}'", "Success! Data written to: config/web/feature_flags"),
        p.run("consul kv get -recurse config/web/", D("""
            config/web/feature_flags:{"new_checkout":true}
            config/web/max_conns:250
            config/web/timeout_ms:3000
            """)),
        p.run("consul operator raft list-peers", peers((92104, 92104, 92104), ("0 commits", "0 commits"))),
        p.run("consul kv get -detailed config/web/feature_flags | grep -E 'Index|Value'", D("""
            CreateIndex      92061
            LockIndex        0
            ModifyIndex      92061
            Value            {"new_checkout":true}
            """)),
    ]
    return dict(tid="h18-terminal-16", turns=turns, bad=False, turn=None, kind="clean",
                state=state(Host="ctl-2 (Debian 12), a Consul 1.18.1 client agent in dc1 (3 servers)", User="ops (CONSUL_HTTP_TOKEN set)",
                            CWD="/home/ops", Notes="other services and agents write to the cluster continuously (sessions, health checks, KV)",
                            Goal="raise web max_conns to 250 and turn on the new_checkout feature flag"))


# ---------------------------------------------------------------------------------------------------
# 17  redis memory policy change (mainstream)  BAD turn 9: "active since" reverts to before the restart
# ---------------------------------------------------------------------------------------------------
def _redis_status(since: str, pid: int, mem: str, cpu: str, tail: str = "") -> str:
    return D(f"""
        ● redis-server.service - Advanced key-value store
             Loaded: loaded (/lib/systemd/system/redis-server.service; enabled; preset: enabled)
             Active: active (running) since {since}
               Docs: http://redis.io/documentation,
                     man:redis-server(1)
           Main PID: {pid} (redis-server)
             Status: "Ready to accept connections"
              Tasks: 5 (limit: 18996)
             Memory: {mem}
                CPU: {cpu}
             CGroup: /system.slice/redis-server.service
                     └─{pid} "/usr/bin/redis-server 127.0.0.1:6379"
        """) + tail


def t17() -> Traj:
    p = Pane("root", "cache-01", "/root")
    grep_mem = "redis-cli INFO memory | grep -E '^(used_memory_human|maxmemory_human|maxmemory_policy|mem_fragmentation_ratio):'"
    turns = [
        p.run("systemctl status redis-server --no-pager", _redis_status("Mon 2024-02-12 09:41:22 UTC; 1 day 4h ago", 812, "1.9G", "41min 12.311s", "\n\n" + D("""
            Feb 12 09:41:21 cache-01 systemd[1]: Starting redis-server.service - Advanced key-value store...
            Feb 12 09:41:22 cache-01 systemd[1]: Started redis-server.service - Advanced key-value store.
            """))),
        p.run(grep_mem, D("""
            used_memory_human:1.84G
            maxmemory_human:2.00G
            maxmemory_policy:noeviction
            mem_fragmentation_ratio:1.07
            """)),
        p.run("redis-cli CONFIG GET maxmemory-policy", D("""
            1) "maxmemory-policy"
            2) "noeviction"
            """)),
        p.run("sed -i 's/^maxmemory-policy .*/maxmemory-policy allkeys-lru/; s/^maxmemory .*/maxmemory 3gb/' /etc/redis/redis.conf && grep -nE '^maxmemory' /etc/redis/redis.conf", D("""
            1139:maxmemory 3gb
            1170:maxmemory-policy allkeys-lru
            """)),
        p.run("systemctl restart redis-server && systemctl status redis-server --no-pager", _redis_status("Tue 2024-02-13 13:54:19 UTC; 1s ago", 30417, "1.8G", "11.204s", "\n\n" + D("""
            Feb 13 13:54:08 cache-01 systemd[1]: Starting redis-server.service - Advanced key-value store...
            Feb 13 13:54:19 cache-01 systemd[1]: Started redis-server.service - Advanced key-value store.
            """)), duration=14.0),
        p.run(grep_mem, D("""
            used_memory_human:1.79G
            maxmemory_human:3.00G
            maxmemory_policy:allkeys-lru
            mem_fragmentation_ratio:1.02
            """)),
        p.run("redis-cli INFO server | grep -E '^(redis_version|process_id|uptime_in_seconds|config_file):'", D("""
            redis_version:7.0.15
            process_id:30417
            uptime_in_seconds:95
            config_file:/etc/redis/redis.conf
            """)),
        p.run("journalctl -u redis-server --since '2024-02-13 13:50' --no-pager", D("""
            Feb 13 13:54:07 cache-01 systemd[1]: Stopping redis-server.service - Advanced key-value store...
            Feb 13 13:54:08 cache-01 systemd[1]: redis-server.service: Deactivated successfully.
            Feb 13 13:54:08 cache-01 systemd[1]: Stopped redis-server.service - Advanced key-value store.
            Feb 13 13:54:08 cache-01 systemd[1]: redis-server.service: Consumed 41min 12.553s CPU time.
            Feb 13 13:54:08 cache-01 systemd[1]: Starting redis-server.service - Advanced key-value store...
            Feb 13 13:54:19 cache-01 systemd[1]: Started redis-server.service - Advanced key-value store.
            """)),
        p.run("systemctl status redis-server --no-pager", _redis_status("Mon 2024-02-12 09:41:22 UTC; 1 day 4h ago", 30417, "1.8G", "16.904s", "\n\n" + D("""
            Feb 13 13:54:08 cache-01 systemd[1]: Starting redis-server.service - Advanced key-value store...
            Feb 13 13:54:19 cache-01 systemd[1]: Started redis-server.service - Advanced key-value store.
            """))),
        p.run("redis-cli INFO stats | grep -E '^(evicted_keys|keyspace_hits|keyspace_misses|rejected_connections):'", D("""
            rejected_connections:0
            keyspace_hits:412877
            keyspace_misses:20931
            evicted_keys:0
            """)),
        p.run("redis-cli DBSIZE", "(integer) 1834012"),
        p.run("redis-cli INFO persistence | grep -E '^(rdb_changes_since_last_save|rdb_last_save_time|rdb_last_bgsave_status):'", D("""
            rdb_changes_since_last_save:48213
            rdb_last_save_time:1707832459
            rdb_last_bgsave_status:ok
            """)),
    ]
    return dict(tid="h18-terminal-17", turns=turns, bad=True, turn=9,
                kind="systemctl status again says active since Mon 09:41:22 (the pre-restart time) although the service was restarted at 13:54:19 and shows the new Main PID 30417",
                state=state(Host="cache-01 (Debian 12)", User="root", CWD="/root",
                            Installed="redis-server 7.0.15 (systemd unit redis-server, config /etc/redis/redis.conf, maxmemory 2gb, noeviction)",
                            Time="Tue 2024-02-13 13:52 UTC",
                            Situation="the app logs 'OOM command not allowed' errors from redis",
                            Goal="switch redis to allkeys-lru with 3gb maxmemory and restart it"))


# ---------------------------------------------------------------------------------------------------
# 18  apt upgrades with held docker (mainstream)  CLEAN: truncated list, update adds packages, hold
# ---------------------------------------------------------------------------------------------------
def t18() -> Traj:
    p = Pane("root", "ci-runner-3", "/root")
    up = {
        "curl": ("jammy-updates,jammy-security", "7.81.0-1ubuntu1.16", "7.81.0-1ubuntu1.15"),
        "docker-ce": ("jammy", "5:26.1.4-1~ubuntu.22.04~jammy", "5:26.1.3-1~ubuntu.22.04~jammy"),
        "docker-ce-cli": ("jammy", "5:26.1.4-1~ubuntu.22.04~jammy", "5:26.1.3-1~ubuntu.22.04~jammy"),
        "git": ("jammy-updates,jammy-security", "1:2.34.1-1ubuntu1.11", "1:2.34.1-1ubuntu1.10"),
        "git-man": ("jammy-updates,jammy-security", "1:2.34.1-1ubuntu1.11", "1:2.34.1-1ubuntu1.10"),
        "libcurl3-gnutls": ("jammy-updates,jammy-security", "7.81.0-1ubuntu1.16", "7.81.0-1ubuntu1.15"),
        "libcurl4": ("jammy-updates,jammy-security", "7.81.0-1ubuntu1.16", "7.81.0-1ubuntu1.15"),
        "libssl3": ("jammy-updates,jammy-security", "3.0.2-0ubuntu1.16", "3.0.2-0ubuntu1.15"),
        "openssl": ("jammy-updates,jammy-security", "3.0.2-0ubuntu1.16", "3.0.2-0ubuntu1.15"),
    }
    arch = {"git-man": "all"}

    def row(n: str) -> str:
        suite, new, old = up[n]
        return f"{n}/{suite} {new} {arch.get(n, 'amd64')} [upgradable from: {old}]"

    first = ["curl", "docker-ce", "docker-ce-cli", "libcurl3-gnutls", "libcurl4"]
    upg = ["curl", "git", "git-man", "libcurl3-gnutls", "libcurl4", "libssl3", "openssl"]
    unpack = "\n".join(
        f"Preparing to unpack .../{i}-{n}_{up[n][1].replace(':', '%3a')}_{arch.get(n, 'amd64')}.deb ...\n"
        f"Unpacking {n} ({up[n][1]}) over ({up[n][2]}) ..." for i, n in enumerate(["libssl3", "curl", "libcurl4", "libcurl3-gnutls", "git-man", "git", "openssl"]))
    setup = "\n".join(f"Setting up {n} ({up[n][1]}) ..." for n in ["libssl3", "git-man", "libcurl4", "libcurl3-gnutls", "curl", "git", "openssl"])
    turns = [
        p.run("apt list --upgradable 2>/dev/null | head -n 6", "\n".join(["Listing..."] + [row(n) for n in first])),
        p.run("apt-get update", D("""
            Hit:1 http://archive.ubuntu.com/ubuntu jammy InRelease
            Get:2 http://archive.ubuntu.com/ubuntu jammy-updates InRelease [128 kB]
            Hit:3 https://download.docker.com/linux/ubuntu jammy InRelease
            Get:4 http://security.ubuntu.com/ubuntu jammy-security InRelease [129 kB]
            Hit:5 http://archive.ubuntu.com/ubuntu jammy-backports InRelease
            Get:6 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 Packages [1,946 kB]
            Get:7 http://security.ubuntu.com/ubuntu jammy-security/main amd64 Packages [1,734 kB]
            Get:8 http://archive.ubuntu.com/ubuntu jammy-updates/main Translation-en [338 kB]
            Fetched 4,275 kB in 2s (2,131 kB/s)
            Reading package lists... Done
            """), duration=6.0),
        p.run("apt list --upgradable 2>/dev/null | wc -l", "10"),
        p.run("apt-mark hold docker-ce docker-ce-cli", "docker-ce set on hold.\ndocker-ce-cli set on hold."),
        p.run("apt-get -y upgrade", D(f"""
            Reading package lists... Done
            Building dependency tree... Done
            Reading state information... Done
            Calculating upgrade... Done
            The following packages have been kept back:
              docker-ce docker-ce-cli
            The following packages will be upgraded:
              {' '.join(upg)}
            7 upgraded, 0 newly installed, 0 to remove and 2 not upgraded.
            Need to get 9,187 kB of archives.
            After this operation, 4,096 B of additional disk space will be used.
            Fetched 9,187 kB in 1s (7,940 kB/s)
            (Reading database ... 98412 files and directories currently installed.)
            """) + "\n" + unpack + "\n" + setup + "\n" + D("""
            Processing triggers for man-db (2.10.2-1) ...
            Processing triggers for libc-bin (2.35-0ubuntu3.7) ...
            """), duration=25.0),
        p.run("apt list --upgradable 2>/dev/null", "\n".join(["Listing..."] + [row(n) for n in ("docker-ce", "docker-ce-cli")])),
        p.run("dpkg -l curl docker-ce openssl | tail -n 3", D("""
            ii  curl           7.81.0-1ubuntu1.16            amd64        command line tool for transferring data with URL syntax
            hi  docker-ce      5:26.1.3-1~ubuntu.22.04~jammy amd64        Docker: the open-source application container engine
            ii  openssl        3.0.2-0ubuntu1.16             amd64        Secure Sockets Layer toolkit - cryptographic utility
            """)),
        p.run("apt-mark showhold", "docker-ce\ndocker-ce-cli"),
        p.run("needrestart -b", D("""
            NEEDRESTART-VER: 3.5
            NEEDRESTART-KCUR: 5.15.0-112-generic
            NEEDRESTART-KEXP: 5.15.0-112-generic
            NEEDRESTART-KSTA: 1
            NEEDRESTART-SVC: gitlab-runner.service
            NEEDRESTART-SVC: ssh.service
            """), duration=3.0),
        p.run("systemctl restart gitlab-runner && systemctl show -p MainPID,ActiveEnterTimestamp gitlab-runner", D("""
            MainPID=73418
            ActiveEnterTimestamp=Wed 2024-06-12 08:47:03 UTC
            """), duration=3.0),
    ]
    return dict(tid="h18-terminal-18", turns=turns, bad=False, turn=None, kind="clean",
                state=state(Host="ci-runner-3 (Ubuntu 22.04.4, kernel 5.15.0-112-generic)", User="root", CWD="/root",
                            Installed="docker-ce 26.1.3 from download.docker.com, gitlab-runner 16.11, needrestart 3.5",
                            Time="Wed 2024-06-12 08:40 UTC",
                            Goal="apply pending security updates but keep Docker at 26.1.3 until the CI images are validated"))


# ---------------------------------------------------------------------------------------------------
# 19  ffmpeg lecture transcode (less common)  BAD turn 2: ffmpeg's echo of the source shows 44100 Hz audio
# ---------------------------------------------------------------------------------------------------
def t19() -> Traj:
    p = Pane("lena", "studio", "/home/lena/video")
    src = "lecture-2024-04-18.mkv"
    chapters = textwrap.indent(D("""
          Chapters:
            Chapter #0:0: start 0.000000, end 1712.480000
              Metadata:
                title           : Intro and recap
            Chapter #0:1: start 1712.480000, end 4367.360000
              Metadata:
                title           : Worked examples
        """), "  ")
    x264 = "[libx264 @ 0x55d0c1e4b8c0]"
    turns = [
        p.run(f"ffprobe -hide_banner {src}", D(f"""
            Input #0, matroska,webm, from '{src}':
              Metadata:
                ENCODER         : Lavf60.16.100
              Duration: 01:12:47.36, start: 0.000000, bitrate: 5843 kb/s
            """) + "\n" + chapters + "\n" + textwrap.indent(D("""
              Stream #0:0: Video: h264 (High), yuv420p(tv, bt709, progressive), 1920x1080 [SAR 1:1 DAR 16:9], 29.97 fps, 29.97 tbr, 1k tbn (default)
                Metadata:
                  DURATION        : 01:12:47.360000000
              Stream #0:1(eng): Audio: aac (LC), 48000 Hz, stereo, fltp (default)
                Metadata:
                  DURATION        : 01:12:47.339000000
            """), "  ")),
        p.run(f"ffmpeg -hide_banner -i {src} -vf scale=-2:720 -c:v libx264 -preset slow -crf 23 -c:a aac -b:a 128k -movflags +faststart lecture-720p.mp4", D(f"""
            Input #0, matroska,webm, from '{src}':
              Metadata:
                ENCODER         : Lavf60.16.100
              Duration: 01:12:47.36, start: 0.000000, bitrate: 5843 kb/s
            """) + "\n" + chapters + "\n" + D(f"""
              Stream #0:0: Video: h264 (High), yuv420p(tv, bt709, progressive), 1920x1080 [SAR 1:1 DAR 16:9], 29.97 fps, 29.97 tbr, 1k tbn (default)
                Metadata:
                  DURATION        : 01:12:47.360000000
              Stream #0:1(eng): Audio: aac (LC), 44100 Hz, stereo, fltp (default)
                Metadata:
                  DURATION        : 01:12:47.339000000
            Stream mapping:
              Stream #0:0 -> #0:0 (h264 (native) -> h264 (libx264))
              Stream #0:1 -> #0:1 (aac (native) -> aac (native))
            Press [q] to stop, [?] for help
            {x264} using SAR=1/1
            {x264} using cpu capabilities: MMX2 SSE2Fast SSSE3 SSE4.2 AVX FMA3 BMI2 AVX2
            {x264} profile High, level 3.1, 4:2:0, 8-bit
            {x264} 264 - core 164 r3108 31e19f9 - H.264/MPEG-4 AVC codec - Copyleft 2003-2023 - http://www.videolan.org/x264.html - options: cabac=1 ref=5 deblock=1:0:0 analyse=0x3:0x113 me=umh subme=8 psy=1 psy_rd=1.00:0.00 mixed_ref=1 me_range=16 chroma_me=1 trellis=2 8x8dct=1 cqm=0 deadzone=21,11 fast_pskip=1 chroma_qp_offset=-2 threads=12 lookahead_threads=2 sliced_threads=0 nr=0 decimate=1 interlaced=0 bluray_compat=0 constrained_intra=0 bframes=3 b_pyramid=2 b_adapt=2 b_bias=0 direct=3 weightb=1 open_gop=0 weightp=2 keyint=250 keyint_min=25 scenecut=40 intra_refresh=0 rc_lookahead=50 rc=crf mbtree=1 crf=23.0 qcomp=0.60 qpmin=0 qpmax=69 qpstep=4 ip_ratio=1.40 aq=1:1.00
            Output #0, mp4, to 'lecture-720p.mp4':
              Metadata:
                encoder         : Lavf60.16.100
            """) + "\n" + chapters + "\n" + D(f"""
              Stream #0:0: Video: h264 (avc1 / 0x31637661), yuv420p(tv, bt709, progressive), 1280x720 [SAR 1:1 DAR 16:9], q=2-31, 29.97 fps, 30k tbn (default)
                Metadata:
                  DURATION        : 01:12:47.360000000
                  encoder         : Lavc60.31.102 libx264
                Side data:
                  cpb: bitrate max/min/avg: 0/0/0 buffer size: 0 vbv_delay: N/A
              Stream #0:1(eng): Audio: aac (LC) (mp4a / 0x6134706D), 44100 Hz, stereo, fltp, 128 kb/s (default)
                Metadata:
                  DURATION        : 01:12:47.339000000
                  encoder         : Lavc60.31.102 aac
            [out#0/mp4 @ 0x55d0c1e51a40] video:1319512kB audio:68241kB subtitle:0kB other streams:0kB global headers:0kB muxing overhead: 0.335573%
            frame=130890 fps= 88 q=-1.0 Lsize= 1392410kB time=01:12:47.33 bitrate=2611.8kbits/s speed=2.94x
            {x264} frame I:1204  Avg QP:17.92  size: 61233
            {x264} frame P:38911 Avg QP:21.06  size: 15822
            {x264} frame B:90775 Avg QP:23.41  size:  7463
            {x264} consecutive B-frames:  4.1%  6.2%  9.8% 79.9%
            {x264} kb/s:2474.61
            [aac @ 0x55d0c1e4d100] Qavg: 612.874
            """), duration=1500.0),
        p.run(f"ls -l {src} lecture-720p.mp4", D(f"""
            -rw-r--r-- 1 lena lena 3189812744 Apr 18 19:02 {src}
            -rw-r--r-- 1 lena lena 1425828311 Apr 19 10:41 lecture-720p.mp4
            """)),
        p.run("ffprobe -v error -select_streams v:0 -show_entries stream=codec_name,width,height,r_frame_rate,nb_frames -of default=nw=1 lecture-720p.mp4", D("""
            codec_name=h264
            width=1280
            height=720
            r_frame_rate=30000/1001
            nb_frames=130890
            """)),
        p.run("ffmpeg -v error -stats -ss 1712.48 -i lecture-720p.mp4 -t 2654.88 -c copy examples-720p.mp4",
              "size=  846121kB time=00:44:14.88 bitrate=2610.8kbits/s speed= 941x", duration=4.0),
        p.run("ffprobe -v error -show_entries format=duration,size -of csv=p=0 examples-720p.mp4", "2654.922000,866428095"),
        p.run("mkdir -p ~/Videos/published && mv lecture-720p.mp4 examples-720p.mp4 ~/Videos/published/ && ls -l ~/Videos/published/", D("""
            total 2238536
            -rw-r--r-- 1 lena lena  866428095 Apr 19 10:43 examples-720p.mp4
            -rw-r--r-- 1 lena lena 1425828311 Apr 19 10:41 lecture-720p.mp4
            """)),
    ]
    return dict(tid="h18-terminal-19", turns=turns, bad=True, turn=2,
                kind="ffmpeg's echo of the untouched source reports 44100 Hz audio where ffprobe of the same file had just shown 48000 Hz",
                state=state(Host="studio (Fedora 40 workstation)", User="lena", CWD="/home/lena/video",
                            Installed="ffmpeg 6.1.1 (with libx264)", Time="Fri 2024-04-19 10:15",
                            Goal="make a 720p H.264 copy of yesterday's lecture recording and cut the 'Worked examples' chapter as its own clip"))


# ---------------------------------------------------------------------------------------------------
# 20  pass password store (less common)  CLEAN: rename, regenerate, rotating OTP codes
# ---------------------------------------------------------------------------------------------------
def t20() -> Traj:
    p = Pane("kim", "laptop", "/home/kim")
    turns = [
        p.run("pass ls", D("""
            Password Store
            ├── email
            │   ├── fastmail.com
            │   └── work-gmail
            ├── infra
            │   ├── grafana-admin
            │   └── vpn
            └── shopping
                └── amazon
            """)),
        p.run("pass git log --oneline -3", D("""
            c81f2d0 (HEAD -> master) Edit password for infra/vpn using vim.
            3a9e44b Add generated password for shopping/amazon.
            91d7c2e Add generated password for email/work-gmail.
            """)),
        p.run("pass generate -n infra/nas-admin 24", D("""
            [master 5f02ab7] Add generated password for infra/nas-admin.
             1 file changed, 0 insertions(+), 0 deletions(-)
             create mode 100644 infra/nas-admin.gpg
            The generated password for infra/nas-admin is:
            Wq7ZtK2pLx9mVb4RcN8hYe3D
            """), duration=2.0),
        p.run("pass mv shopping/amazon shopping/amazon.de", D("""
            [master 2d7c4e1] Rename shopping/amazon to shopping/amazon.de.
             1 file changed, 0 insertions(+), 0 deletions(-)
             rename shopping/{amazon.gpg => amazon.de.gpg} (100%)
            """)),
        p.run("pass generate --in-place email/work-gmail 20", D("""
            [master 8e5b1fa] Replace generated password for email/work-gmail.
             1 file changed, 0 insertions(+), 0 deletions(-)
            The generated password for email/work-gmail is:
            s]7Hq{Tz2@vLw9#kD4pN
            """), duration=2.0),
        p.run("pass otp infra/grafana-admin", "482913"),
        p.run("pass ls", D("""
            Password Store
            ├── email
            │   ├── fastmail.com
            │   └── work-gmail
            ├── infra
            │   ├── grafana-admin
            │   ├── nas-admin
            │   └── vpn
            └── shopping
                └── amazon.de
            """)),
        p.run("pass git log --oneline -4", D("""
            8e5b1fa (HEAD -> master) Replace generated password for email/work-gmail.
            2d7c4e1 Rename shopping/amazon to shopping/amazon.de.
            5f02ab7 Add generated password for infra/nas-admin.
            c81f2d0 Edit password for infra/vpn using vim.
            """)),
        p.run("sleep 35; pass otp infra/grafana-admin", "017346", duration=36.0),
        p.run("pass show -c infra/nas-admin", "Copied infra/nas-admin to clipboard. Will clear in 45 seconds."),
    ]
    return dict(tid="h18-terminal-20", turns=turns, bad=False, turn=None, kind="clean",
                state=state(Host="laptop (Debian 12, GNOME)", User="kim", CWD="/home/kim",
                            Installed="pass 1.7.4 with pass-otp 1.2.0; ~/.password-store is a git repo; gpg-agent has the key cached",
                            Goal="add the NAS admin password, rename the amazon entry, rotate the work mail password"))


# ---------------------------------------------------------------------------------------------------
# 21  sqlite order fix-up (mainstream)  BAD turn 10: order 1041's total changes with no update
# ---------------------------------------------------------------------------------------------------
def t21() -> Traj:
    p = Pane("dev", "pos-back", "/home/dev/shopdb")
    q = 'sqlite3 -header -column shop.db "{}"'.format
    turns = [
        p.run("sqlite3 shop.db .tables", "customers    order_items  orders       products     refunds"),
        p.run(q("SELECT id, customer_id, status, total_cents, created_at FROM orders WHERE created_at >= '2024-05-20' ORDER BY id;"), D("""
            id    customer_id  status     total_cents  created_at
            ----  -----------  ---------  -----------  -------------------
            1038  214          shipped    4599         2024-05-20 09:12:44
            1039  87           shipped    12850        2024-05-20 11:03:10
            1040  301          paid       2399         2024-05-20 15:47:02
            1041  214          paid       8740         2024-05-21 08:30:51
            1042  55           pending    17320        2024-05-21 10:05:19
            1043  412          pending    3100         2024-05-21 12:44:07
            1044  87           cancelled  5600         2024-05-21 13:02:33
            """)),
        p.run(q("SELECT o.id, o.total_cents, SUM(i.qty * i.unit_cents) AS items_cents FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.id BETWEEN 1038 AND 1044 GROUP BY o.id HAVING o.total_cents <> items_cents;"), D("""
            id    total_cents  items_cents
            ----  -----------  -----------
            1043  3100         3600
            """)),
        p.run(q("SELECT order_id, product_id, qty, unit_cents FROM order_items WHERE order_id = 1043;"), D("""
            order_id  product_id  qty  unit_cents
            --------  ----------  ---  ----------
            1043      P-118       2    1300
            1043      P-221       1    1000
            """)),
        p.run('sqlite3 shop.db "UPDATE orders SET total_cents = 3600 WHERE id = 1043; SELECT changes();"', "1"),
        p.run("sqlite3 shop.db \"UPDATE orders SET status = 'shipped', shipped_at = datetime('now') WHERE id IN (1040, 1041); SELECT changes();\"", "2"),
        p.run(q("SELECT id, status, shipped_at FROM orders WHERE id IN (1040, 1041);"), D("""
            id    status   shipped_at
            ----  -------  -------------------
            1040  shipped  2024-05-22 14:20:37
            1041  shipped  2024-05-22 14:20:37
            """)),
        p.run(q("SELECT status, COUNT(*) AS n, SUM(total_cents) AS cents FROM orders WHERE created_at >= '2024-05-20' GROUP BY status ORDER BY status;"), D("""
            status     n  cents
            ---------  -  -----
            cancelled  1  5600
            pending    2  20920
            shipped    4  28588
            """)),
        p.run('sqlite3 shop.db "PRAGMA integrity_check;"', "ok"),
        p.run(q("SELECT o.id, c.name, o.status, o.total_cents / 100.0 AS total FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.created_at >= '2024-05-20' ORDER BY o.id;"), D("""
            id    name              status     total
            ----  ----------------  ---------  -----
            1038  Priya Raman       shipped    45.99
            1039  Tomás Ortega      shipped    128.5
            1040  Hannah Cole       shipped    23.99
            1041  Priya Raman       shipped    84.7
            1042  Ken Watanabe      pending    173.2
            1043  Ana Lucía Ferrer  pending    36.0
            1044  Tomás Ortega      cancelled  56.0
            """)),
        p.run('mkdir -p backups && sqlite3 shop.db ".backup backups/shop-2024-05-22.db" && ls -l backups/', D("""
            total 1876
            -rw-r--r-- 1 dev dev 1921024 May 22 14:23 shop-2024-05-22.db
            """)),
        p.run('sqlite3 backups/shop-2024-05-22.db "SELECT COUNT(*), MAX(id) FROM orders;"', "1044|1044"),
    ]
    return dict(tid="h18-terminal-21", turns=turns, bad=True, turn=10,
                kind="order 1041 shows a total of 84.70 in the customer report though it was 8740 cents and only its status and shipped_at were updated",
                state=state(Host="pos-back (Debian 12)", User="dev", CWD="/home/dev/shopdb",
                            Installed="sqlite3 3.45.1; shop.db is the shop's order database (no other writer while the shop is in maintenance mode)",
                            Time="Wed 2024-05-22 14:18 UTC",
                            Goal="reconcile order totals with their items for 20-21 May, mark 1040 and 1041 as shipped, then back up the database"))


# ---------------------------------------------------------------------------------------------------
# 22  mdadm disk replacement (less common)  CLEAN: new device numbers, rebuild progress, temps
# ---------------------------------------------------------------------------------------------------
def t22() -> Traj:
    p = Pane("root", "storage-7", "/root")
    md0 = D("""
        md0 : active raid1 nvme1n1p2[1] nvme0n1p2[0]
              487861248 blocks super 1.2 [2/2] [UU]
              bitmap: 1/4 pages [4KB], 65536KB chunk
        """)
    pers = "Personalities : [raid1] [raid6] [raid5] [raid4] [linear] [multipath] [raid0] [raid10]"
    turns = [
        p.run("cat /proc/mdstat", pers + "\n" + D("""
            md1 : active raid6 sdf1[5] sde1[4] sdd1[3](F) sdc1[2] sdb1[1] sda1[0]
                  15627788288 blocks super 1.2 level 6, 512k chunk, algorithm 2 [6/5] [UUU_UU]
                  bitmap: 12/30 pages [48KB], 65536KB chunk
            """) + "\n\n" + md0 + "\n\nunused devices: <none>"),
        p.run("smartctl -H -A /dev/sdd | grep -E 'overall-health|Reallocated_Sector_Ct|Power_On_Hours|Temperature_Celsius|Current_Pending_Sector'", D("""
            SMART overall-health self-assessment test result: FAILED!
              5 Reallocated_Sector_Ct   0x0033   001   001   010    Pre-fail  Always   FAILING_NOW 3912
              9 Power_On_Hours          0x0032   052   052   000    Old_age   Always       -       42187
            194 Temperature_Celsius     0x0022   038   044   000    Old_age   Always       -       38 (Min/Max 18/51)
            197 Current_Pending_Sector  0x0012   100   100   000    Old_age   Always       -       216
            """)),
        p.run("mdadm /dev/md1 --remove /dev/sdd1", "mdadm: hot removed /dev/sdd1 from /dev/md1"),
        p.run("lsblk -o NAME,SIZE,MODEL,SERIAL /dev/sdg && sgdisk -R /dev/sdg /dev/sda && sgdisk -G /dev/sdg", D("""
            NAME  SIZE MODEL                SERIAL
            sdg   3.6T WDC WD40EFPX-68C6CN0 WD-WX52D83HKL9P
            The operation has completed successfully.
            The operation has completed successfully.
            """)),
        p.run("mdadm /dev/md1 --add /dev/sdg1", "mdadm: added /dev/sdg1"),
        p.run("cat /proc/mdstat", pers + "\n" + D("""
            md1 : active raid6 sdg1[6] sdf1[5] sde1[4] sdc1[2] sdb1[1] sda1[0]
                  15627788288 blocks super 1.2 level 6, 512k chunk, algorithm 2 [6/5] [UUU_UU]
                  [>....................]  recovery =  0.4% (16123904/3906947072) finish=392.1min speed=165380K/sec
                  bitmap: 12/30 pages [48KB], 65536KB chunk
            """) + "\n\n" + md0 + "\n\nunused devices: <none>"),
        p.run("smartctl -A /dev/sdg | grep -E 'Reallocated_Sector_Ct|Power_On_Hours|Temperature_Celsius'", D("""
              5 Reallocated_Sector_Ct   0x0033   200   200   140    Pre-fail  Always       -       0
              9 Power_On_Hours          0x0032   100   100   000    Old_age   Always       -       2
            194 Temperature_Celsius     0x0022   119   119   000    Old_age   Always       -       31
            """)),
        p.run("sleep 600; grep -A3 '^md1' /proc/mdstat", D("""
            md1 : active raid6 sdg1[6] sdf1[5] sde1[4] sdc1[2] sdb1[1] sda1[0]
                  15627788288 blocks super 1.2 level 6, 512k chunk, algorithm 2 [6/5] [UUU_UU]
                  [>....................]  recovery =  3.0% (117440512/3906947072) finish=371.9min speed=169820K/sec
                  bitmap: 12/30 pages [48KB], 65536KB chunk
            """), duration=601.0),
        p.run("mdadm --detail /dev/md1 | sed -n '/State :/p;/Rebuild Status/p;/Events/p;/Number/,$p'", "\n".join([
            "             State : clean, degraded, recovering",
            "    Rebuild Status : 3% complete",
            "            Events : 184213",
            "    Number   Major   Minor   RaidDevice State",
            "       0       8        1        0      active sync   /dev/sda1",
            "       1       8       17        1      active sync   /dev/sdb1",
            "       2       8       33        2      active sync   /dev/sdc1",
            "       6       8       97        3      spare rebuilding   /dev/sdg1",
            "       4       8       65        4      active sync   /dev/sde1",
            "       5       8       81        5      active sync   /dev/sdf1"])),
        p.run("smartctl -A /dev/sdg | grep -E 'Reallocated_Sector_Ct|Power_On_Hours|Temperature_Celsius'", D("""
              5 Reallocated_Sector_Ct   0x0033   200   200   140    Pre-fail  Always       -       0
              9 Power_On_Hours          0x0032   100   100   000    Old_age   Always       -       2
            194 Temperature_Celsius     0x0022   113   110   000    Old_age   Always       -       37
            """)),
    ]
    return dict(tid="h18-terminal-22", turns=turns, bad=False, turn=None, kind="clean",
                state=state(Host="storage-7 (Debian 12, kernel 6.1), md1 = RAID6 over six 4 TB disks sda1..sdf1, md0 = RAID1 boot/root on NVMe",
                            User="root", CWD="/root",
                            Installed="mdadm 4.2, smartmontools 7.3, gdisk",
                            Situation="md1 marked sdd1 faulty overnight; the failed disk has just been hot-swapped for a new one, which the kernel named sdg",
                            Goal="replace the failed member and watch the rebuild start"))


ALL = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for make in ALL:
        t = make()
        rs.add(task=TASK, tid=t["tid"], system=SYSTEM, turns=t["turns"], state=t["state"],
               bad=t["bad"], turn=t["turn"], kind=t["kind"])
    rs.write()


if __name__ == "__main__":
    main()
