# ruff: noqa: E501
"""Held-out set holdout44, domain terminal: 22 tmux shell trajectories, 11 with exactly one contradiction.

Each trajectory is one coherent task in a shell (git, docker, systemd, kubectl, apt, pip, npm, sqlite3,
redis-cli, psql, rsync, cargo and more); the rows are in the AgentWorldBench format and only measure a
decoherence detector. Run from the repository root:
``python3 -m tests.decoherence.independent.holdout44_parts.terminal.make``.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet

SYSTEM = """# Role and Objective

You are a Terminal World Model: you simulate a Linux shell running inside a tmux pane. For every action you receive (a JSON array of objects with `keystrokes` and `duration`), predict exactly what the pane shows afterwards: the prompt line with the command as typed, everything the command writes to stdout and stderr, and the next prompt once the command has finished.

# Session State

Track the whole session: the working directory (reflected in the prompt), environment variables, files and directories created, edited, moved or deleted, installed packages, users and groups, running processes, services, containers and their ids, and any other state that earlier commands changed. Every output must agree with what was shown before, unless an action changed it or it is live data that moves on its own (clocks, uptimes, counters, logs, ages such as "5 minutes ago").

# Fidelity

Reproduce the real programs faithfully: exact column layouts and headers, realistic sizes, permissions, timestamps, ids and hashes, correct error messages and exit behaviour. A command that takes longer than `duration` may still be running; then show its partial output without a new prompt. Do not truncate output that the real command prints in full; the pane keeps about 40 visible lines.

# Output

Reply with the pane content after **Environment Observation:**."""


def sysp(machine: str) -> str:
    return SYSTEM + "\n\n# This Session\n\n" + machine


def hx(seed: str, n: int = 64) -> str:
    """A fixed hex string (ids, hashes) derived from a seed, so the file stays readable and deterministic."""
    return hashlib.sha256(seed.encode()).hexdigest()[:n]


def swap(s: str, i: int, c: str) -> str:
    """The string with character i replaced."""
    return s[:i] + c + s[i + 1:]


# git (branch, stash, log): clean
def t01(rs: RowSet) -> None:
    p = Pane("dev", "ws-dev14", "/home/dev/src/billing-api")
    state = "Last login: Tue Mar 12 08:51:33 2024 from 10.8.0.22\n" + p.prompt
    turns = [
        p.run("git status", """On branch feature/invoice-rounding
Your branch is up to date with 'origin/feature/invoice-rounding'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   src/invoice/rounding.py
	modified:   tests/test_rounding.py

Untracked files:
  (use "git add <file>..." to include in what will be committed)
	notes.txt

no changes added to commit (use "git add" and/or "git commit -a")"""),
        p.run('git stash push -m "wip rounding half-even"',
              "Saved working directory and index state On feature/invoice-rounding: wip rounding half-even"),
        p.run("git stash list", """stash@{0}: On feature/invoice-rounding: wip rounding half-even
stash@{1}: WIP on main: 4e1c9a7 Bump pydantic to 2.6.4"""),
        p.run("git switch -c hotfix/tax-null main", "Switched to a new branch 'hotfix/tax-null'"),
        p.run("git log --oneline --decorate -8", """4e1c9a7 (HEAD -> hotfix/tax-null, origin/main, origin/HEAD, main) Bump pydantic to 2.6.4
b72d0f3 Merge pull request #412 from acme-fin/feature/pdf-footer
91ac2e8 Add footer with VAT id to PDF invoices
0d5e6b1 Handle missing customer address in CSV export
c3f8a10 Fix flaky test_due_date on month boundaries
7a29e44 Add /v2/invoices pagination (cursor based)
f1b06d9 Merge pull request #405 from acme-fin/chore/ruff
e40c7a2 Switch linting to ruff, drop flake8 and isort"""),
        p.run("""perl -pi -e 's/tax_rate = customer\\.tax_rate$/tax_rate = customer.tax_rate or Decimal("0")/' src/invoice/tax.py && git diff""",
              """diff --git a/src/invoice/tax.py b/src/invoice/tax.py
index 5c0e2a1..a93f7d4 100644
--- a/src/invoice/tax.py
+++ b/src/invoice/tax.py
@@ -38,7 +38,7 @@ def compute_tax(invoice: Invoice, customer: Customer) -> Decimal:
     if customer.tax_exempt:
         return Decimal("0")

-    tax_rate = customer.tax_rate
+    tax_rate = customer.tax_rate or Decimal("0")
     subtotal = sum((line.total for line in invoice.lines), Decimal("0"))
     tax = (subtotal * tax_rate).quantize(CENT, rounding=ROUND_HALF_UP)
     log.debug("tax for %s: %s at %s", invoice.number, tax, tax_rate)"""),
        p.run('git commit -am "Treat null tax_rate as zero"', """[hotfix/tax-null e5b8d31] Treat null tax_rate as zero
 1 file changed, 1 insertion(+), 1 deletion(-)"""),
        p.run("git switch feature/invoice-rounding && git stash pop", """Switched to branch 'feature/invoice-rounding'
Your branch is up to date with 'origin/feature/invoice-rounding'.
On branch feature/invoice-rounding
Your branch is up to date with 'origin/feature/invoice-rounding'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   src/invoice/rounding.py
	modified:   tests/test_rounding.py

Untracked files:
  (use "git add <file>..." to include in what will be committed)
	notes.txt

no changes added to commit (use "git add" and/or "git commit -a")
Dropped refs/stash@{0} (8f3d2c6b7a1e09d45c2b8e6f1a3d7c9e0b4f2a61)"""),
        p.run("git branch -vv", """* feature/invoice-rounding 2d9f4b8 [origin/feature/invoice-rounding] Round line totals before summing
  hotfix/tax-null          e5b8d31 Treat null tax_rate as zero
  main                     4e1c9a7 [origin/main] Bump pydantic to 2.6.4"""),
        p.run("git stash list", "stash@{0}: WIP on main: 4e1c9a7 Bump pydantic to 2.6.4"),
    ]
    rs.add(task="terminal", tid="h44-terminal-01", system=sysp("A developer workstation (Ubuntu 22.04, git 2.34.1) in the billing-api repository."),
           turns=turns, state=state, bad=False)


# docker (ps, images, volume): bad
def t02(rs: RowSet) -> None:
    p = Pane("root", "app-node-03", "/opt/stack")
    api_full = "a81d55f0c9e3" + hx("orders-api-ctr", 52)
    anon = hx("anon-volume-t02")
    turns = [
        p.run("docker ps", """CONTAINER ID   IMAGE                          COMMAND                  CREATED       STATUS                PORTS                                                                      NAMES
3f9a1c2e7b64   nginx:1.25.4-alpine            "/docker-entrypoint.…"   3 days ago    Up 3 days             0.0.0.0:80->80/tcp, :::80->80/tcp, 0.0.0.0:443->443/tcp, :::443->443/tcp   edge-nginx
a81d55f0c9e3   registry.local/orders:2.14.0   "gunicorn -c /app/gu…"   3 days ago    Up 3 days (healthy)   8000/tcp                                                                   orders-api
6b2f0d9e4c71   registry.local/orders:2.14.0   "celery -A orders wo…"   3 days ago    Up 3 days             8000/tcp                                                                   orders-worker
0c47be19d2a8   postgres:15.6                  "docker-entrypoint.s…"   2 weeks ago   Up 3 days (healthy)   5432/tcp                                                                   orders-db
d2e6f7a03b11   redis:7.2.4-alpine             "docker-entrypoint.s…"   2 weeks ago   Up 3 days             6379/tcp                                                                   orders-cache"""),
        p.run("docker images", """REPOSITORY              TAG             IMAGE ID       CREATED        SIZE
registry.local/orders   2.14.0          5be0c3d9a712   4 days ago     412MB
registry.local/orders   2.13.2          e19a4f6c2d80   3 weeks ago    409MB
nginx                   1.25.4-alpine   f3e7b1a2c9d4   6 weeks ago    43.3MB
postgres                15.6            8e4b2f0a6c17   2 months ago   425MB
redis                   7.2.4-alpine    7c1d9e3a5b28   2 months ago   40.7MB"""),
        p.run("docker rmi registry.local/orders:2.13.2", f"""Untagged: registry.local/orders:2.13.2
Untagged: registry.local/orders@sha256:{hx("orders-2.13.2-digest")}
Deleted: sha256:e19a4f6c2d80{hx("orders-2.13.2-id", 52)}
Deleted: sha256:{hx("orders-2.13.2-layer-1")}
Deleted: sha256:{hx("orders-2.13.2-layer-2")}
Deleted: sha256:{hx("orders-2.13.2-layer-3")}"""),
        p.run("docker volume ls", f"""DRIVER    VOLUME NAME
local     {anon}
local     orders_pgdata
local     orders_redisdata
local     stack_nginx_cache"""),
        p.run(f"docker volume rm {anon}", anon),
        p.run("docker inspect --format '{{.Id}} {{.State.StartedAt}} RestartCount={{.RestartCount}}' orders-api",
              f"{api_full} 2024-03-11T08:14:52.307164912Z RestartCount=0"),
        p.run("docker logs --tail 8 orders-api", """[2024-03-14 10:20:51 +0000] [31] [INFO] 172.20.0.2:51702 - "GET /api/v1/orders?status=open&page=3 HTTP/1.1" 200 18422
[2024-03-14 10:20:52 +0000] [29] [INFO] 172.20.0.2:51706 - "POST /api/v1/orders HTTP/1.1" 201 911
[2024-03-14 10:20:55 +0000] [30] [INFO] 172.20.0.2:51710 - "GET /healthz HTTP/1.1" 200 17
[2024-03-14 10:20:58 +0000] [31] [WARNING] slow query (1.84s): SELECT orders.* FROM orders JOIN order_items ...
[2024-03-14 10:20:58 +0000] [31] [INFO] 172.20.0.2:51714 - "GET /api/v1/orders/88213/items HTTP/1.1" 200 4406
[2024-03-14 10:21:01 +0000] [28] [INFO] 172.20.0.2:51718 - "PATCH /api/v1/orders/88207 HTTP/1.1" 200 1032
[2024-03-14 10:21:03 +0000] [29] [INFO] 172.20.0.2:51722 - "GET /api/v1/customers/4410/orders HTTP/1.1" 200 7719
[2024-03-14 10:21:05 +0000] [30] [INFO] 172.20.0.2:51726 - "GET /healthz HTTP/1.1" 200 17"""),
        p.run("docker system df", """TYPE            TOTAL     ACTIVE    SIZE      RECLAIMABLE
Images          4         4         921MB     0B (0%)
Containers      5         5         1.214MB   0B (0%)
Local Volumes   3         3         1.873GB   0B (0%)
Build Cache     0         0         0B        0B"""),
        p.run('docker ps --filter name=orders --format "table {{.ID}}\\t{{.Names}}\\t{{.Status}}\\t{{.Image}}"', """CONTAINER ID   NAMES           STATUS                IMAGE
a81d55f0c9e8   orders-api      Up 3 days (healthy)   registry.local/orders:2.14.0
6b2f0d9e4c71   orders-worker   Up 3 days             registry.local/orders:2.14.0
0c47be19d2a8   orders-db       Up 3 days (healthy)   postgres:15.6
d2e6f7a03b11   orders-cache    Up 3 days             redis:7.2.4-alpine"""),
    ]
    rs.add(task="terminal", tid="h44-terminal-02", system=sysp("A production Docker host (Ubuntu 22.04, Docker Engine 25.0.3) running the orders stack; the agent is root."),
           turns=turns, state=p.prompt, bad=True, turn=9, kind="container id of orders-api differs from the one docker ps and inspect showed; nothing restarted or recreated it")


# getfacl and setfacl: clean
def t03(rs: RowSet) -> None:
    p = Pane("root", "fs01", "/srv/shared")
    turns = [
        p.run("ls -la /srv/shared/reports", """total 2196
drwxr-x--- 2 finance finance    4096 Mar  8 16:42 .
drwxr-xr-x 7 root    root       4096 Nov 20 09:12 ..
-rw-r----- 1 finance finance  812344 Feb  2 09:15 2023-annual.xlsx
-rw-r----- 1 finance finance  204811 Jan 12 11:03 2023-q4.xlsx
-rw-r----- 1 finance finance   98120 Mar  8 16:42 2024-02-close.pdf
-rw-r----- 1 finance finance 1044992 Mar  1 10:27 2024-02-ledger.xlsx
-rw-r----- 1 finance finance   33675 Mar  8 16:40 vendors.csv"""),
        p.run("getfacl reports", """# file: reports
# owner: finance
# group: finance
user::rwx
group::r-x
other::---
"""),
        p.run("setfacl -m u:auditor:rx reports && setfacl -d -m u:auditor:rx reports && setfacl -m u:auditor:r reports/*", ""),
        p.run("getfacl reports", """# file: reports
# owner: finance
# group: finance
user::rwx
user:auditor:r-x
group::r-x
mask::r-x
other::---
default:user::rwx
default:user:auditor:r-x
default:group::r-x
default:mask::r-x
default:other::---
"""),
        p.run("ls -la reports", """total 2196
drwxr-x---+ 2 finance finance    4096 Mar  8 16:42 .
drwxr-xr-x  7 root    root       4096 Nov 20 09:12 ..
-rw-r-----+ 1 finance finance  812344 Feb  2 09:15 2023-annual.xlsx
-rw-r-----+ 1 finance finance  204811 Jan 12 11:03 2023-q4.xlsx
-rw-r-----+ 1 finance finance   98120 Mar  8 16:42 2024-02-close.pdf
-rw-r-----+ 1 finance finance 1044992 Mar  1 10:27 2024-02-ledger.xlsx
-rw-r-----+ 1 finance finance   33675 Mar  8 16:40 vendors.csv"""),
        p.run("touch reports/2024-03-audit-request.txt && getfacl reports/2024-03-audit-request.txt", """# file: reports/2024-03-audit-request.txt
# owner: root
# group: root
user::rw-
user:auditor:r-x			#effective:r--
group::r-x			#effective:r--
mask::r--
other::---
"""),
        p.run("chown finance:finance reports/2024-03-audit-request.txt && ls -la reports", """total 2196
drwxr-x---+ 2 finance finance    4096 Mar 14 11:06 .
drwxr-xr-x  7 root    root       4096 Nov 20 09:12 ..
-rw-r-----+ 1 finance finance  812344 Feb  2 09:15 2023-annual.xlsx
-rw-r-----+ 1 finance finance  204811 Jan 12 11:03 2023-q4.xlsx
-rw-r-----+ 1 finance finance   98120 Mar  8 16:42 2024-02-close.pdf
-rw-r-----+ 1 finance finance 1044992 Mar  1 10:27 2024-02-ledger.xlsx
-rw-r-----+ 1 finance finance       0 Mar 14 11:06 2024-03-audit-request.txt
-rw-r-----+ 1 finance finance   33675 Mar  8 16:40 vendors.csv"""),
        p.run("su -s /bin/sh auditor -c 'ls /srv/shared/reports; head -c 64 /srv/shared/reports/vendors.csv; echo; touch /srv/shared/reports/x'", """2023-annual.xlsx
2023-q4.xlsx
2024-02-close.pdf
2024-02-ledger.xlsx
2024-03-audit-request.txt
vendors.csv
vendor_id,name,iban,country,payment_terms_days,active
V-000117,N
touch: cannot touch '/srv/shared/reports/x': Permission denied"""),
    ]
    rs.add(task="terminal", tid="h44-terminal-03", system=sysp("A Samba file server (Debian 12, acl 2.3.1); the agent is root and grants a read-only auditor access to the finance reports."),
           turns=turns, state=p.prompt, bad=False)


# systemctl and journalctl: bad
def t04(rs: RowSet) -> None:
    p = Pane("root", "mq-02", "/root")
    unit = """[Unit]
Description=Telemetry ingest worker
After=network-online.target rabbitmq-server.service
Wants=network-online.target

[Service]
Type=simple
User=ingest
Group=ingest
WorkingDirectory=/opt/ingest
Environment=INGEST_QUEUE=telemetry
EnvironmentFile=-/etc/default/ingest-worker
ExecStart=/opt/ingest/venv/bin/python3 -m ingest.worker --queue telemetry
Restart=on-failure
RestartSec=5

[Install]
WantedBy=multi-user.target"""
    turns = [
        p.run("systemctl status ingest-worker --no-pager", """● ingest-worker.service - Telemetry ingest worker
     Loaded: loaded (/etc/systemd/system/ingest-worker.service; enabled; vendor preset: enabled)
     Active: active (running) since Tue 2024-05-14 06:02:11 UTC; 2 days ago
   Main PID: 1187 (python3)
      Tasks: 9 (limit: 9387)
     Memory: 184.3M
        CPU: 1h 12min 40.118s
     CGroup: /system.slice/ingest-worker.service
             └─1187 /opt/ingest/venv/bin/python3 -m ingest.worker --queue telemetry

May 16 09:38:02 mq-02 python3[1187]: 2024-05-16 09:38:02,411 INFO flushed batch size=200 to clickhouse in 2.91s
May 16 09:38:35 mq-02 python3[1187]: 2024-05-16 09:38:35,077 WARNING flush took 4.84s (threshold 4.00s), queue depth 18244
May 16 09:39:09 mq-02 python3[1187]: 2024-05-16 09:39:09,652 INFO flushed batch size=200 to clickhouse in 3.37s
May 16 09:39:41 mq-02 python3[1187]: 2024-05-16 09:39:41,203 WARNING flush took 5.02s (threshold 4.00s), queue depth 19012
May 16 09:40:14 mq-02 python3[1187]: 2024-05-16 09:40:14,880 INFO flushed batch size=200 to clickhouse in 3.05s"""),
        p.run('journalctl -u ingest-worker --since "-30min" --no-pager | grep -c WARNING; journalctl -u ingest-worker --since "-30min" --no-pager | tail -n 6', """23
May 16 09:38:35 mq-02 python3[1187]: 2024-05-16 09:38:35,077 WARNING flush took 4.84s (threshold 4.00s), queue depth 18244
May 16 09:39:09 mq-02 python3[1187]: 2024-05-16 09:39:09,652 INFO flushed batch size=200 to clickhouse in 3.37s
May 16 09:39:41 mq-02 python3[1187]: 2024-05-16 09:39:41,203 WARNING flush took 5.02s (threshold 4.00s), queue depth 19012
May 16 09:40:14 mq-02 python3[1187]: 2024-05-16 09:40:14,880 INFO flushed batch size=200 to clickhouse in 3.05s
May 16 09:40:46 mq-02 python3[1187]: 2024-05-16 09:40:46,314 WARNING flush took 4.41s (threshold 4.00s), queue depth 19530
May 16 09:41:19 mq-02 python3[1187]: 2024-05-16 09:41:19,958 INFO flushed batch size=200 to clickhouse in 2.76s"""),
        p.run("cat /etc/systemd/system/ingest-worker.service", unit),
        p.run("mkdir -p /etc/systemd/system/ingest-worker.service.d && printf '[Service]\\nEnvironment=INGEST_BATCH_SIZE=500\\n' > /etc/systemd/system/ingest-worker.service.d/override.conf && cat /etc/systemd/system/ingest-worker.service.d/override.conf",
              "[Service]\nEnvironment=INGEST_BATCH_SIZE=500"),
        p.run("systemctl daemon-reload && systemctl status ingest-worker --no-pager | head -n 6", """● ingest-worker.service - Telemetry ingest worker
     Loaded: loaded (/etc/systemd/system/ingest-worker.service; enabled; vendor preset: enabled)
    Drop-In: /etc/systemd/system/ingest-worker.service.d
             └─override.conf
     Active: active (running) since Tue 2024-05-14 06:02:11 UTC; 2 days ago
   Main PID: 1187 (python3)"""),
        p.run("systemctl show ingest-worker -p MainPID -p NRestarts -p Environment -p ActiveEnterTimestamp", """MainPID=1213
NRestarts=0
Environment=INGEST_QUEUE=telemetry INGEST_BATCH_SIZE=500
ActiveEnterTimestamp=Tue 2024-05-14 06:02:11 UTC"""),
        p.run("systemctl restart ingest-worker", "", duration=3.0),
        p.run("systemctl status ingest-worker --no-pager", """● ingest-worker.service - Telemetry ingest worker
     Loaded: loaded (/etc/systemd/system/ingest-worker.service; enabled; vendor preset: enabled)
    Drop-In: /etc/systemd/system/ingest-worker.service.d
             └─override.conf
     Active: active (running) since Thu 2024-05-16 09:47:03 UTC; 6s ago
   Main PID: 48211 (python3)
      Tasks: 9 (limit: 9387)
     Memory: 61.2M
        CPU: 2.104s
     CGroup: /system.slice/ingest-worker.service
             └─48211 /opt/ingest/venv/bin/python3 -m ingest.worker --queue telemetry

May 16 09:47:02 mq-02 systemd[1]: Stopping Telemetry ingest worker...
May 16 09:47:03 mq-02 systemd[1]: ingest-worker.service: Deactivated successfully.
May 16 09:47:03 mq-02 systemd[1]: Stopped Telemetry ingest worker.
May 16 09:47:03 mq-02 systemd[1]: ingest-worker.service: Consumed 1h 13min 2.551s CPU time.
May 16 09:47:03 mq-02 systemd[1]: Started Telemetry ingest worker.
May 16 09:47:05 mq-02 python3[48211]: 2024-05-16 09:47:05,190 INFO worker starting queue=telemetry batch_size=500 prefetch=1000"""),
        p.run("journalctl -u ingest-worker -n 6 --no-pager -o short-iso", """2024-05-16T09:47:05+0000 mq-02 python3[48211]: 2024-05-16 09:47:05,190 INFO worker starting queue=telemetry batch_size=500 prefetch=1000
2024-05-16T09:47:05+0000 mq-02 python3[48211]: 2024-05-16 09:47:05,433 INFO connected to amqp://rabbitmq.internal:5672/telemetry
2024-05-16T09:47:05+0000 mq-02 python3[48211]: 2024-05-16 09:47:05,502 INFO connected to clickhouse http://ch-01.internal:8123 db=telemetry
2024-05-16T09:47:17+0000 mq-02 python3[48211]: 2024-05-16 09:47:17,866 INFO flushed batch size=500 to clickhouse in 1.92s
2024-05-16T09:47:29+0000 mq-02 python3[48211]: 2024-05-16 09:47:29,041 INFO flushed batch size=500 to clickhouse in 1.74s
2024-05-16T09:47:40+0000 mq-02 python3[48211]: 2024-05-16 09:47:40,617 INFO flushed batch size=500 to clickhouse in 1.81s"""),
        p.run("ps -o pid,user,etime,rss,args -u ingest", """    PID USER         ELAPSED   RSS COMMAND
  48211 ingest         00:44 63912 /opt/ingest/venv/bin/python3 -m ingest.worker --queue telemetry"""),
    ]
    rs.add(task="terminal", tid="h44-terminal-04", system=sysp("A queue consumer VM (Ubuntu 22.04, systemd 249); the agent is root and tunes a Python worker service."),
           turns=turns, state=p.prompt, bad=True, turn=6, kind="MainPID of the service differs from the PID status showed, with no restart before it")


# cron and crontab: bad
def t05(rs: RowSet) -> None:
    p = Pane("deploy", "batch-01", "/home/deploy")
    head = """# m h  dom mon dow   command
MAILTO=ops-alerts@example.org
SHELL=/bin/bash
PATH=/usr/local/bin:/usr/bin:/bin

*/5 * * * * /home/deploy/bin/poll-queue.sh >> /var/log/deploy/poll-queue.log 2>&1
15 2 * * * /home/deploy/bin/nightly-export.sh --target s3://exports-prod/daily >> /var/log/deploy/export.log 2>&1
30 3 * * 0 /home/deploy/bin/rotate-tmp.sh
0 4 * * * /usr/bin/find /home/deploy/tmp -type f -mtime +7 -delete"""
    legacy = "45 6 * * 1-5 /home/deploy/bin/legacy-report.sh --format xls"
    new = "0 7 * * 1-5 /home/deploy/bin/weekday-report.sh --format csv >> /var/log/deploy/report.log 2>&1"
    turns = [
        p.run("crontab -l", head + "\n" + legacy),
        p.run("crontab -l > ~/crontab.bak-20240605 && ls -l ~/crontab.bak-20240605",
              f"-rw-r--r-- 1 deploy deploy {len((head + chr(10) + legacy + chr(10)).encode())} Jun  5 10:37 /home/deploy/crontab.bak-20240605"),
        p.run("crontab -l | grep -v 'legacy-report.sh' | crontab -", ""),
        p.run("crontab -l", head),
        p.run(f"(crontab -l; echo '{new}') | crontab -", ""),
        p.run("grep -i cron /var/log/syslog | tail -n 8", """Jun  5 10:37:59 batch-01 crontab[73421]: (deploy) LIST (deploy)
Jun  5 10:37:59 batch-01 crontab[73423]: (deploy) REPLACE (deploy)
Jun  5 10:38:01 batch-01 cron[611]: (deploy) RELOAD (crontabs/deploy)
Jun  5 10:38:12 batch-01 crontab[73430]: (deploy) LIST (deploy)
Jun  5 10:38:26 batch-01 crontab[73438]: (deploy) LIST (deploy)
Jun  5 10:38:26 batch-01 crontab[73440]: (deploy) REPLACE (deploy)
Jun  5 10:39:01 batch-01 cron[611]: (deploy) RELOAD (crontabs/deploy)
Jun  5 10:40:01 batch-01 CRON[73502]: (deploy) CMD (/home/deploy/bin/poll-queue.sh >> /var/log/deploy/poll-queue.log 2>&1)"""),
        p.run("crontab -l", head + "\n" + legacy + "\n" + new),
        p.run("tail -n 5 /var/log/deploy/poll-queue.log", """2024-06-05T10:20:02+00:00 poll-queue: 0 pending jobs, queue=exports
2024-06-05T10:25:01+00:00 poll-queue: 2 pending jobs, queue=exports, dispatched job ids: 55817 55818
2024-06-05T10:30:02+00:00 poll-queue: 0 pending jobs, queue=exports
2024-06-05T10:35:01+00:00 poll-queue: 1 pending jobs, queue=exports, dispatched job ids: 55824
2024-06-05T10:40:01+00:00 poll-queue: 0 pending jobs, queue=exports"""),
    ]
    rs.add(task="terminal", tid="h44-terminal-05", system=sysp("A batch server (Debian 11, cron 3.0pl1); the agent is the deploy user and edits its own crontab."),
           turns=turns, state=p.prompt, bad=True, turn=7, kind="the legacy-report job removed from the crontab (and absent right after) is listed again")


# kubectl (deployments, pods, rollout): clean
def t06(rs: RowSet) -> None:
    p = Pane("ops", "bastion-eu1", "/home/ops/deploy", style="rhel")
    n1, n2, n3 = ("ip-10-0-12-88.eu-west-1.compute.internal", "ip-10-0-13-141.eu-west-1.compute.internal",
                  "ip-10-0-14-27.eu-west-1.compute.internal")
    hdr = "NAME                             READY   STATUS    RESTARTS      AGE     IP            NODE                                        NOMINATED NODE   READINESS GATES"
    others = f"""fraud-scorer-6d4b9f7c88-jx5rp    1/1     Running   1 (3d ago)    9d      10.42.2.61    {n2}   <none>           <none>
fraud-scorer-6d4b9f7c88-t2mkd    1/1     Running   0             9d      10.42.1.203   {n1}    <none>           <none>
ledger-writer-58c7dd9f64-9hq4s   1/1     Running   0             17d     10.42.3.88    {n3}    <none>           <none>
ledger-writer-58c7dd9f64-rb7xc   1/1     Running   0             17d     10.42.1.16    {n1}    <none>           <none>
webhook-relay-79f5b6c5d9-kp8vz   1/1     Running   0             6d4h    10.42.2.7     {n2}   <none>           <none>"""
    deps = """NAME            READY   UP-TO-DATE   AVAILABLE   AGE
checkout-api    3/3     3            3           41d
fraud-scorer    2/2     2            2           41d
ledger-writer   2/2     2            2           17d
webhook-relay   1/1     1            1           6d4h"""
    wait = 'Waiting for deployment "checkout-api" rollout to finish: '
    turns = [
        p.run("kubectl get deployments -n payments", deps),
        p.run("kubectl get pods -n payments -o wide", f"""{hdr}
checkout-api-7c9d8f6b5d-4xkqp    1/1     Running   0             2d3h    10.42.1.37    {n1}    <none>           <none>
checkout-api-7c9d8f6b5d-8nz2w    1/1     Running   0             2d3h    10.42.2.114   {n2}   <none>           <none>
checkout-api-7c9d8f6b5d-wlt6v    1/1     Running   0             2d3h    10.42.3.9     {n3}    <none>           <none>
{others}"""),
        p.run("kubectl get deployment checkout-api -n payments -o jsonpath='{.spec.template.spec.containers[0].image}{\"\\n\"}'",
              "ghcr.io/acme/checkout-api:v1.19.1"),
        p.run("kubectl set image deployment/checkout-api checkout-api=ghcr.io/acme/checkout-api:v1.19.2 -n payments",
              "deployment.apps/checkout-api image updated"),
        p.run("kubectl rollout status deployment/checkout-api -n payments --timeout=180s", f"""{wait}1 out of 3 new replicas have been updated...
{wait}1 out of 3 new replicas have been updated...
{wait}2 out of 3 new replicas have been updated...
{wait}2 out of 3 new replicas have been updated...
{wait}2 old replicas are pending termination...
{wait}1 old replicas are pending termination...
{wait}1 old replicas are pending termination...
deployment "checkout-api" successfully rolled out""", duration=60.0),
        p.run("kubectl get pods -n payments -l app=checkout-api", """NAME                            READY   STATUS        RESTARTS   AGE
checkout-api-5b6f4d9c8-hm2zr    1/1     Running       0          41s
checkout-api-5b6f4d9c8-qw7tn    1/1     Running       0          58s
checkout-api-5b6f4d9c8-z9kfd    1/1     Running       0          24s
checkout-api-7c9d8f6b5d-wlt6v   1/1     Terminating   0          2d3h"""),
        p.run("kubectl rollout history deployment/checkout-api -n payments", """deployment.apps/checkout-api
REVISION  CHANGE-CAUSE
6         <none>
7         <none>
8         <none>
"""),
        p.run("kubectl get rs -n payments -l app=checkout-api", """NAME                      DESIRED   CURRENT   READY   AGE
checkout-api-5b6f4d9c8    3         3         3       81s
checkout-api-7c9d8f6b5d   0         0         0       9d
checkout-api-84f7c6d9b    0         0         0       23d"""),
        p.run("kubectl logs -n payments checkout-api-5b6f4d9c8-hm2zr --tail=6", """{"ts":"2024-04-22T14:03:11.902Z","level":"info","msg":"config loaded","env":"production","region":"eu-west-1"}
{"ts":"2024-04-22T14:03:12.551Z","level":"info","msg":"server listening","addr":":8080","version":"v1.19.2","commit":"9c1e4ab"}
{"ts":"2024-04-22T14:03:14.020Z","level":"info","msg":"readiness ok","db":"up","cache":"up"}
{"ts":"2024-04-22T14:03:31.447Z","level":"info","msg":"request","method":"POST","path":"/v1/checkout/sessions","status":201,"dur_ms":84}
{"ts":"2024-04-22T14:03:36.118Z","level":"info","msg":"request","method":"GET","path":"/v1/checkout/sessions/cs_8Kq2ZrT1","status":200,"dur_ms":12}
{"ts":"2024-04-22T14:03:40.702Z","level":"info","msg":"request","method":"POST","path":"/v1/checkout/sessions/cs_8Kq2ZrT1/confirm","status":200,"dur_ms":231}"""),
        p.run("kubectl get svc,endpoints checkout-api -n payments", """NAME                   TYPE        CLUSTER-IP      EXTERNAL-IP   PORT(S)    AGE
service/checkout-api   ClusterIP   172.20.41.118   <none>        8080/TCP   41d

NAME                     ENDPOINTS                                          AGE
endpoints/checkout-api   10.42.1.52:8080,10.42.2.133:8080,10.42.3.41:8080   41d"""),
        p.run("kubectl get deployments -n payments", deps),
        p.run("kubectl get pods -n payments -o wide", f"""{hdr}
checkout-api-5b6f4d9c8-hm2zr     1/1     Running   0             3m2s    10.42.1.52    {n1}    <none>           <none>
checkout-api-5b6f4d9c8-qw7tn     1/1     Running   0             3m19s   10.42.2.133   {n2}   <none>           <none>
checkout-api-5b6f4d9c8-z9kfd     1/1     Running   0             2m45s   10.42.3.41    {n3}    <none>           <none>
{others}"""),
    ]
    rs.add(task="terminal", tid="h44-terminal-06", system=sysp("An ops bastion (Amazon Linux 2023, kubectl v1.29.3) with a kubeconfig for the EKS cluster prod-eu1; the agent rolls out a new image."),
           turns=turns, state=p.prompt, bad=False)


# useradd, usermod, groups, passwd -S: clean
def t07(rs: RowSet) -> None:
    p = Pane("root", "build-07", "/root")
    turns = [
        p.run("getent group docker developers", """docker:x:998:jenkins,mlopez
developers:x:1005:mlopez,tkaur"""),
        p.run('useradd -m -s /bin/bash -c "Priya Raman" -G developers praman && id praman',
              "uid=1008(praman) gid=1008(praman) groups=1008(praman),1005(developers)"),
        p.run("passwd -S praman", "praman L 05/16/2024 0 99999 7 -1"),
        p.run("echo 'praman:Kq9-Temp-2405' | chpasswd && chage -d 0 praman && passwd -S praman",
              "praman P 01/01/1970 0 99999 7 -1"),
        p.run("usermod -aG docker praman && groups praman", "praman : praman docker developers"),
        p.run("getent group docker developers", """docker:x:998:jenkins,mlopez,praman
developers:x:1005:mlopez,tkaur,praman"""),
        p.run("chage -l praman", """Last password change					: password must be changed
Password expires					: password must be changed
Password inactive					: password must be changed
Account expires						: never
Minimum number of days between password change		: 0
Maximum number of days between password change		: 99999
Number of days of warning before password expires	: 7"""),
        p.run("usermod -l priya.raman -d /home/priya.raman -m praman && groupmod -n priya.raman praman && id priya.raman",
              "uid=1008(priya.raman) gid=1008(priya.raman) groups=1008(priya.raman),998(docker),1005(developers)"),
        p.run("ls -ld /home/priya.raman /home/praman", """ls: cannot access '/home/praman': No such file or directory
drwxr-x--- 2 priya.raman priya.raman 4096 May 16 10:12 /home/priya.raman"""),
        p.run("getent group docker developers priya.raman praman; tail -n 2 /etc/passwd", """docker:x:998:jenkins,mlopez,priya.raman
developers:x:1005:mlopez,tkaur,priya.raman
priya.raman:x:1008:
tkaur:x:1007:1007:Tara Kaur:/home/tkaur:/bin/bash
priya.raman:x:1008:1008:Priya Raman:/home/priya.raman:/bin/bash"""),
    ]
    rs.add(task="terminal", tid="h44-terminal-07", system=sysp("A shared build server (Ubuntu 24.04, shadow-utils 4.13); the agent is root and onboards a new developer."),
           turns=turns, state=p.prompt, bad=False)


# apt and dpkg: bad
def t08(rs: RowSet) -> None:
    p = Pane("root", "web-02", "/root")
    au = "http://archive.ubuntu.com/ubuntu"
    turns = [
        p.run("apt update 2>/dev/null | tail -n 2 && apt list --upgradable 2>/dev/null", """Reading state information...
8 packages can be upgraded. Run 'apt list --upgradable' to see them.
Listing...
curl/jammy-updates,jammy-security 7.81.0-1ubuntu1.16 amd64 [upgradable from: 7.81.0-1ubuntu1.15]
libcurl4/jammy-updates,jammy-security 7.81.0-1ubuntu1.16 amd64 [upgradable from: 7.81.0-1ubuntu1.15]
libnginx-mod-http-geoip2/jammy-updates,jammy-security 1.18.0-6ubuntu14.5 amd64 [upgradable from: 1.18.0-6ubuntu14.4]
libssl3/jammy-updates,jammy-security 3.0.2-0ubuntu1.15 amd64 [upgradable from: 3.0.2-0ubuntu1.14]
nginx-common/jammy-updates,jammy-security 1.18.0-6ubuntu14.5 all [upgradable from: 1.18.0-6ubuntu14.4]
nginx-core/jammy-updates,jammy-security 1.18.0-6ubuntu14.5 amd64 [upgradable from: 1.18.0-6ubuntu14.4]
nginx/jammy-updates,jammy-security 1.18.0-6ubuntu14.5 amd64 [upgradable from: 1.18.0-6ubuntu14.4]
openssl/jammy-updates,jammy-security 3.0.2-0ubuntu1.15 amd64 [upgradable from: 3.0.2-0ubuntu1.14]""", duration=8.0),
        p.run("dpkg -l 'nginx*' libnginx-mod-http-geoip2", """Desired=Unknown/Install/Remove/Purge/Hold
| Status=Not/Inst/Conf-files/Unpacked/halF-conf/Half-inst/trig-aWait/Trig-pend
|/ Err?=(none)/Reinst-required (Status,Err: uppercase=bad)
||/ Name                     Version            Architecture Description
+++-========================-==================-============-==================================================
ii  libnginx-mod-http-geoip2 1.18.0-6ubuntu14.4 amd64        GeoIP2 HTTP module for Nginx
ii  nginx                    1.18.0-6ubuntu14.4 amd64        small, powerful, scalable web/proxy server
ii  nginx-common             1.18.0-6ubuntu14.4 all          small, powerful, scalable web/proxy server - common files
ii  nginx-core               1.18.0-6ubuntu14.4 amd64        nginx web/proxy server (standard version)
un  nginx-doc                <none>             <none>       (no description available)
un  nginx-full               <none>             <none>       (no description available)"""),
        p.run("apt-mark hold nginx nginx-common nginx-core libnginx-mod-http-geoip2", """nginx set on hold.
nginx-common set on hold.
nginx-core set on hold.
libnginx-mod-http-geoip2 set on hold."""),
        p.run("apt-get -y upgrade", f"""Reading package lists... Done
Building dependency tree... Done
Reading state information... Done
Calculating upgrade... Done
The following packages have been kept back:
  libnginx-mod-http-geoip2 nginx nginx-common nginx-core
The following packages will be upgraded:
  curl libcurl4 libssl3 openssl
4 upgraded, 0 newly installed, 0 to remove and 4 not upgraded.
Need to get 3,575 kB of archives.
After this operation, 13.3 kB of additional disk space will be used.
Get:1 {au} jammy-updates/main amd64 libssl3 amd64 3.0.2-0ubuntu1.15 [1,905 kB]
Get:2 {au} jammy-updates/main amd64 openssl amd64 3.0.2-0ubuntu1.15 [1,186 kB]
Get:3 {au} jammy-updates/main amd64 curl amd64 7.81.0-1ubuntu1.16 [194 kB]
Get:4 {au} jammy-updates/main amd64 libcurl4 amd64 7.81.0-1ubuntu1.16 [290 kB]
Fetched 3,575 kB in 1s (3,958 kB/s)
(Reading database ... 84213 files and directories currently installed.)
Preparing to unpack .../libssl3_3.0.2-0ubuntu1.15_amd64.deb ...
Unpacking libssl3:amd64 (3.0.2-0ubuntu1.15) over (3.0.2-0ubuntu1.14) ...
Setting up libssl3:amd64 (3.0.2-0ubuntu1.15) ...
(Reading database ... 84213 files and directories currently installed.)
Preparing to unpack .../openssl_3.0.2-0ubuntu1.15_amd64.deb ...
Unpacking openssl (3.0.2-0ubuntu1.15) over (3.0.2-0ubuntu1.14) ...
Preparing to unpack .../curl_7.81.0-1ubuntu1.16_amd64.deb ...
Unpacking curl (7.81.0-1ubuntu1.16) over (7.81.0-1ubuntu1.15) ...
Preparing to unpack .../libcurl4_7.81.0-1ubuntu1.16_amd64.deb ...
Unpacking libcurl4:amd64 (7.81.0-1ubuntu1.16) over (7.81.0-1ubuntu1.15) ...
Setting up libcurl4:amd64 (7.81.0-1ubuntu1.16) ...
Setting up curl (7.81.0-1ubuntu1.16) ...
Setting up openssl (3.0.2-0ubuntu1.15) ...
Processing triggers for man-db (2.10.2-1) ...
Processing triggers for libc-bin (2.35-0ubuntu3.6) ...
Scanning processes...
Scanning linux images...

Running kernel seems to be up-to-date.

Services to be restarted:
 systemctl restart nginx.service

No containers need to be restarted.

No user sessions are running outdated binaries.

No VM guests are running outdated hypervisor (qemu) binaries on this host.""", duration=30.0),
        p.run("apt-cache policy nginx openssl", f"""nginx:
  Installed: 1.18.0-6ubuntu14.3
  Candidate: 1.18.0-6ubuntu14.5
  Version table:
     1.18.0-6ubuntu14.5 500
        500 {au} jammy-updates/main amd64 Packages
        500 http://security.ubuntu.com/ubuntu jammy-security/main amd64 Packages
 *** 1.18.0-6ubuntu14.3 100
        100 /var/lib/dpkg/status
     1.18.0-6ubuntu14 500
        500 {au} jammy/main amd64 Packages
openssl:
  Installed: 3.0.2-0ubuntu1.15
  Candidate: 3.0.2-0ubuntu1.15
  Version table:
 *** 3.0.2-0ubuntu1.15 500
        500 {au} jammy-updates/main amd64 Packages
        500 http://security.ubuntu.com/ubuntu jammy-security/main amd64 Packages
        100 /var/lib/dpkg/status
     3.0.2-0ubuntu1 500
        500 {au} jammy/main amd64 Packages"""),
        p.run("apt-mark showhold", """libnginx-mod-http-geoip2
nginx
nginx-common
nginx-core"""),
        p.run("ls -l /var/run/reboot-required; tail -n 4 /var/log/apt/history.log", """ls: cannot access '/var/run/reboot-required': No such file or directory
Start-Date: 2024-03-05  10:14:47
Commandline: apt-get -y upgrade
Upgrade: libssl3:amd64 (3.0.2-0ubuntu1.14, 3.0.2-0ubuntu1.15), openssl:amd64 (3.0.2-0ubuntu1.14, 3.0.2-0ubuntu1.15), curl:amd64 (7.81.0-1ubuntu1.15, 7.81.0-1ubuntu1.16), libcurl4:amd64 (7.81.0-1ubuntu1.15, 7.81.0-1ubuntu1.16)
End-Date: 2024-03-05  10:14:52"""),
        p.run("openssl version -a | head -n 3 && dpkg -l curl libcurl4 | tail -n 2", """OpenSSL 3.0.2 15 Mar 2022 (Library: OpenSSL 3.0.2 15 Mar 2022)
built on: Mon Feb 26 17:24:43 2024 UTC
platform: debian-linux-x86_64
ii  curl           7.81.0-1ubuntu1.16 amd64        command line tool for transferring data with URL syntax
ii  libcurl4:amd64 7.81.0-1ubuntu1.16 amd64        easy-to-use client-side URL transfer library (OpenSSL flavour)"""),
    ]
    rs.add(task="terminal", tid="h44-terminal-08", system=sysp("A web server (Ubuntu 22.04 LTS, apt 2.4.12); the agent is root and applies security updates while pinning nginx."),
           turns=turns, state=p.prompt, bad=True, turn=5, kind="installed nginx version reads 14.3 although dpkg showed 14.4 and the package was held, not changed")


# sqlite3: bad
def t09(rs: RowSet) -> None:
    p = Pane("mkhan", "laptop-mk", "/home/mkhan/projects/shortlinks")
    q_counts = ("sqlite3 -header -column links.db \"SELECT (SELECT COUNT(*) FROM clicks) AS total_clicks, "
                "(SELECT COUNT(*) FROM clicks WHERE link_id IN (SELECT id FROM links WHERE status='expired')) AS expired_clicks, "
                "(SELECT COUNT(*) FROM links) AS total_links;\"")
    turns = [
        p.run("ls -lh && sqlite3 links.db .tables", """total 41M
-rw-r--r-- 1 mkhan mkhan  38M Apr 17 21:03 links.db
-rw-r--r-- 1 mkhan mkhan 2.1K Apr  2 18:20 Makefile
drwxr-xr-x 2 mkhan mkhan 4.0K Apr  9 11:47 migrations
-rw-r--r-- 1 mkhan mkhan  611 Apr  2 18:20 pyproject.toml
-rw-r--r-- 1 mkhan mkhan 3.4K Apr  9 11:47 README.md
drwxr-xr-x 4 mkhan mkhan 4.0K Apr 16 22:31 shortlinks
clicks  links   users"""),
        p.run('sqlite3 links.db ".schema links"', """CREATE TABLE links (
    id          INTEGER PRIMARY KEY,
    slug        TEXT NOT NULL UNIQUE,
    target      TEXT NOT NULL,
    owner_id    INTEGER NOT NULL REFERENCES users(id),
    status      TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active','disabled','expired')),
    created_at  TEXT NOT NULL DEFAULT (datetime('now')),
    expires_at  TEXT
);
CREATE INDEX idx_links_status ON links(status);
CREATE INDEX idx_links_owner ON links(owner_id);"""),
        p.run("sqlite3 -header -column links.db \"SELECT status, COUNT(*) AS n FROM links GROUP BY status;\"", """status    n
--------  ----
active    1284
disabled  57
expired   312"""),
        p.run("sqlite3 -header -column links.db \"SELECT id, slug, target, expires_at FROM links WHERE status='expired' ORDER BY expires_at LIMIT 8;\"", """id   slug      target                                                     expires_at
---  --------  ---------------------------------------------------------  -------------------
17   bf23      https://www.eventbrite.com/e/pycon-meetup-berlin-2022      2022-03-31 23:59:59
42   spring22  https://shop.example.com/sale/spring-2022?utm_source=sl    2022-04-30 23:59:59
58   cfp-py    https://forms.gle/9dPqWc2Lr8hX4uTj7                        2022-05-15 12:00:00
61   zoom-q2   https://us02web.zoom.us/j/84127719033?pwd=Qk1wS2hx         2022-06-30 17:00:00
77   hack22    https://github.com/mkhan/hackweek-2022                     2022-08-05 18:00:00
93   bfcm      https://shop.example.com/sale/black-friday?utm_source=sl   2022-11-28 23:59:59
104  xmas22    https://shop.example.com/gift-guide-2022                   2022-12-24 23:59:59
118  survey1   https://docs.google.com/forms/d/e/1FAIpQLSf2kq8/viewform   2023-01-31 23:59:59"""),
        p.run(q_counts, """total_clicks  expired_clicks  total_links
------------  --------------  -----------
184220        9406            1653"""),
        p.run("sqlite3 links.db \"PRAGMA foreign_keys=ON; DELETE FROM clicks WHERE link_id IN (SELECT id FROM links WHERE status='expired' AND expires_at < '2024-01-01'); SELECT changes();\"",
              "7113", duration=3.0),
        p.run("sqlite3 links.db \"PRAGMA foreign_keys=ON; DELETE FROM links WHERE status='expired' AND expires_at < '2024-01-01'; SELECT changes();\"",
              "241"),
        p.run(q_counts, """total_clicks  expired_clicks  total_links
------------  --------------  -----------
184220        2293            1412"""),
        p.run('sqlite3 links.db "VACUUM;" && ls -lh links.db', "-rw-r--r-- 1 mkhan mkhan 36M Apr 18 09:12 links.db", duration=5.0),
    ]
    rs.add(task="terminal", tid="h44-terminal-09", system=sysp("A developer laptop (Ubuntu 23.10, sqlite3 3.42.0) with a small link-shortener project."),
           turns=turns, state=p.prompt, bad=True, turn=8, kind="total click count unchanged although 7113 click rows were just deleted")


# pip and venv: clean
def t10(rs: RowSet) -> None:
    p = Pane("ana", "ds-box", "/home/ana/proj/forecast")
    bar = "━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━"
    site = "/home/ana/proj/forecast/.venv/lib/python3.11/site-packages"
    turns = [
        p.run("ls -la", """total 48
drwxr-xr-x  5 ana ana 4096 Mar 18 09:02 .
drwxr-xr-x 11 ana ana 4096 Mar 11 15:40 ..
drwxr-xr-x  2 ana ana 4096 Mar 14 12:30 data
drwxr-xr-x  3 ana ana 4096 Mar 15 17:21 forecast
drwxr-xr-x  8 ana ana 4096 Mar 18 09:01 .git
-rw-r--r--  1 ana ana   74 Feb 27 10:13 .gitignore
-rw-r--r--  1 ana ana  812 Mar  4 16:55 README.md
-rw-r--r--  1 ana ana   79 Mar 15 17:21 requirements.txt
-rw-r--r--  1 ana ana 1903 Mar 15 17:21 run_weekly.py"""),
        p.run("python3 -m venv .venv && .venv/bin/python -V && .venv/bin/pip -V", f"""Python 3.11.8
pip 24.0 from {site}/pip (python 3.11)""", duration=5.0),
        p.run("cat requirements.txt", """pandas==2.2.1
numpy>=1.26,<2
statsmodels==0.14.1
requests
python-dateutil"""),
        p.run(".venv/bin/pip install -r requirements.txt", f"""Collecting pandas==2.2.1 (from -r requirements.txt (line 1))
  Downloading pandas-2.2.1-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (19 kB)
Collecting numpy<2,>=1.26 (from -r requirements.txt (line 2))
  Downloading numpy-1.26.4-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (61 kB)
     {bar} 61.0/61.0 kB 4.1 MB/s eta 0:00:00
Collecting statsmodels==0.14.1 (from -r requirements.txt (line 3))
  Downloading statsmodels-0.14.1-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (9.5 kB)
Collecting requests (from -r requirements.txt (line 4))
  Using cached requests-2.31.0-py3-none-any.whl.metadata (4.6 kB)
Collecting python-dateutil (from -r requirements.txt (line 5))
  Downloading python_dateutil-2.9.0.post0-py2.py3-none-any.whl.metadata (8.4 kB)
Collecting pytz>=2020.1 (from pandas==2.2.1->-r requirements.txt (line 1))
  Using cached pytz-2024.1-py2.py3-none-any.whl.metadata (22 kB)
Collecting tzdata>=2022.7 (from pandas==2.2.1->-r requirements.txt (line 1))
  Using cached tzdata-2024.1-py2.py3-none-any.whl.metadata (1.4 kB)
Collecting scipy!=1.9.2,>=1.4 (from statsmodels==0.14.1->-r requirements.txt (line 3))
  Downloading scipy-1.12.0-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (60 kB)
     {bar} 60.4/60.4 kB 6.8 MB/s eta 0:00:00
Collecting patsy>=0.5.4 (from statsmodels==0.14.1->-r requirements.txt (line 3))
  Downloading patsy-0.5.6-py2.py3-none-any.whl.metadata (3.5 kB)
Collecting packaging>=21.3 (from statsmodels==0.14.1->-r requirements.txt (line 3))
  Using cached packaging-24.0-py3-none-any.whl.metadata (3.2 kB)
Collecting charset-normalizer<4,>=2 (from requests->-r requirements.txt (line 4))
  Using cached charset_normalizer-3.3.2-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (33 kB)
Collecting idna<4,>=2.5 (from requests->-r requirements.txt (line 4))
  Using cached idna-3.6-py3-none-any.whl.metadata (9.9 kB)
Collecting urllib3<3,>=1.21.1 (from requests->-r requirements.txt (line 4))
  Using cached urllib3-2.2.1-py3-none-any.whl.metadata (6.4 kB)
Collecting certifi>=2017.4.17 (from requests->-r requirements.txt (line 4))
  Using cached certifi-2024.2.2-py3-none-any.whl.metadata (2.2 kB)
Collecting six>=1.5 (from python-dateutil->-r requirements.txt (line 5))
  Using cached six-1.16.0-py2.py3-none-any.whl.metadata (1.8 kB)
Downloading pandas-2.2.1-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (13.0 MB)
   {bar} 13.0/13.0 MB 38.2 MB/s eta 0:00:00
Downloading numpy-1.26.4-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (18.3 MB)
   {bar} 18.3/18.3 MB 41.5 MB/s eta 0:00:00
Downloading statsmodels-0.14.1-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (10.8 MB)
   {bar} 10.8/10.8 MB 44.0 MB/s eta 0:00:00
Downloading python_dateutil-2.9.0.post0-py2.py3-none-any.whl (229 kB)
   {bar} 229.9/229.9 kB 21.7 MB/s eta 0:00:00
Using cached requests-2.31.0-py3-none-any.whl (62 kB)
Downloading patsy-0.5.6-py2.py3-none-any.whl (233 kB)
   {bar} 233.9/233.9 kB 25.3 MB/s eta 0:00:00
Downloading scipy-1.12.0-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (38.4 MB)
   {bar} 38.4/38.4 MB 39.9 MB/s eta 0:00:00
Using cached certifi-2024.2.2-py3-none-any.whl (163 kB)
Using cached charset_normalizer-3.3.2-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (140 kB)
Using cached idna-3.6-py3-none-any.whl (61 kB)
Using cached packaging-24.0-py3-none-any.whl (53 kB)
Using cached pytz-2024.1-py2.py3-none-any.whl (505 kB)
Using cached six-1.16.0-py2.py3-none-any.whl (11 kB)
Using cached tzdata-2024.1-py2.py3-none-any.whl (345 kB)
Using cached urllib3-2.2.1-py3-none-any.whl (121 kB)
Installing collected packages: pytz, urllib3, tzdata, six, packaging, numpy, idna, charset-normalizer, certifi, scipy, requests, python-dateutil, patsy, pandas, statsmodels
Successfully installed certifi-2024.2.2 charset-normalizer-3.3.2 idna-3.6 numpy-1.26.4 packaging-24.0 pandas-2.2.1 patsy-0.5.6 python-dateutil-2.9.0.post0 pytz-2024.1 requests-2.31.0 scipy-1.12.0 six-1.16.0 statsmodels-0.14.1 tzdata-2024.1 urllib3-2.2.1""", duration=60.0),
        p.run(".venv/bin/pip list", """Package            Version
------------------ -----------
certifi            2024.2.2
charset-normalizer 3.3.2
idna               3.6
numpy              1.26.4
packaging          24.0
pandas             2.2.1
patsy              0.5.6
pip                24.0
python-dateutil    2.9.0.post0
pytz               2024.1
requests           2.31.0
scipy              1.12.0
setuptools         65.5.0
six                1.16.0
statsmodels        0.14.1
tzdata             2024.1
urllib3            2.2.1"""),
        p.run(".venv/bin/pip install 'urllib3<2'", f"""Collecting urllib3<2
  Downloading urllib3-1.26.18-py2.py3-none-any.whl.metadata (48 kB)
     {bar} 48.9/48.9 kB 3.2 MB/s eta 0:00:00
Downloading urllib3-1.26.18-py2.py3-none-any.whl (143 kB)
   {bar} 143.8/143.8 kB 9.6 MB/s eta 0:00:00
Installing collected packages: urllib3
  Attempting uninstall: urllib3
    Found existing installation: urllib3 2.2.1
    Uninstalling urllib3-2.2.1:
      Successfully uninstalled urllib3-2.2.1
Successfully installed urllib3-1.26.18""", duration=10.0),
        p.run(".venv/bin/pip freeze | tee requirements.lock", """certifi==2024.2.2
charset-normalizer==3.3.2
idna==3.6
numpy==1.26.4
packaging==24.0
pandas==2.2.1
patsy==0.5.6
python-dateutil==2.9.0.post0
pytz==2024.1
requests==2.31.0
scipy==1.12.0
six==1.16.0
statsmodels==0.14.1
tzdata==2024.1
urllib3==1.26.18"""),
        p.run(".venv/bin/pip show requests", f"""Name: requests
Version: 2.31.0
Summary: Python HTTP for Humans.
Home-page: https://requests.readthedocs.io
Author: Kenneth Reitz
Author-email: me@kennethreitz.org
License: Apache 2.0
Location: {site}
Requires: certifi, charset-normalizer, idna, urllib3
Required-by: """),
        p.run(".venv/bin/pip check && wc -l requirements.lock", """No broken requirements found.
15 requirements.lock"""),
    ]
    rs.add(task="terminal", tid="h44-terminal-10", system=sysp("A data-science VM (Debian 12, Python 3.11.8 built into /usr/local); the agent sets up a project virtual environment."),
           turns=turns, state=p.prompt, bad=False)


# df, du, lsblk, findmnt: clean
def t11(rs: RowSet) -> None:
    p = Pane("root", "ci-runner-4", "/root")
    mid = "8f3c2a61d0b94e7fa15c3e2b9d7a6014"
    jr = [(f"system@{0x61a2b3c4d5e6f + i * 0x2d5c1e93a7:016x}-{hx(f'jid{i}', 16)}.journal~", "128.0M") for i in range(32)]
    jr[9:9] = [(f"user-1000@{0x61a2b3c4d5e6f + 9 * 0x2d5c1e93a7 - 0x51c2e7:016x}-{hx('juid1', 16)}.journal~", "64.0M")]
    jr[23:23] = [(f"user-1000@{0x61a2b3c4d5e6f + 22 * 0x2d5c1e93a7 - 0x3e91a4:016x}-{hx('juid2', 16)}.journal~", "64.0M")]
    vac = "\n".join(f"Deleted archived journal /var/log/journal/{mid}/{n} ({s})." for n, s in jr)
    turns = [
        p.run("df -h", """Filesystem       Size  Used Avail Use% Mounted on
tmpfs            1.6G  2.1M  1.6G   1% /run
/dev/nvme0n1p1    97G   91G  6.3G  94% /
tmpfs            7.8G     0  7.8G   0% /dev/shm
tmpfs            5.0M     0  5.0M   0% /run/lock
/dev/nvme0n1p15  105M  6.1M   99M   6% /boot/efi
/dev/nvme1n1     492G  188G  279G  41% /data
tmpfs            1.6G  4.0K  1.6G   1% /run/user/1000"""),
        p.run("lsblk -o NAME,SIZE,TYPE,FSTYPE,MOUNTPOINTS", """NAME          SIZE TYPE FSTYPE   MOUNTPOINTS
loop0        63.9M loop squashfs /snap/core20/2182
loop1          87M loop squashfs /snap/lxd/27037
loop2        40.4M loop squashfs /snap/snapd/20671
nvme0n1       100G disk
├─nvme0n1p1  99.9G part ext4     /
├─nvme0n1p14    4M part
└─nvme0n1p15  106M part vfat     /boot/efi
nvme1n1       500G disk ext4     /data"""),
        p.run("du -xh --max-depth=1 /var 2>/dev/null | sort -rh | head -n 8", """38G	/var
31G	/var/lib
5.2G	/var/log
1.4G	/var/cache
96M	/var/backups
12M	/var/spool
48K	/var/tmp
16K	/var/mail"""),
        p.run("du -sh /var/lib/docker /var/lib/gitlab-runner /var/log/journal", """27G	/var/lib/docker
3.1G	/var/lib/gitlab-runner
4.6G	/var/log/journal""", duration=5.0),
        p.run("journalctl --vacuum-size=500M", vac + f"""
Vacuuming done, freed 4.1G of archived journals from /var/log/journal/{mid}.
Vacuuming done, freed 0B of archived journals from /run/log/journal.
Vacuuming done, freed 0B of archived journals from /var/log/journal.""", duration=5.0),
        p.run("docker system prune -af", f"""Deleted Containers:
{hx("ctr-t11-a")}
{hx("ctr-t11-b")}
{hx("ctr-t11-c")}

Deleted Images:
untagged: registry.gitlab.com/acme/ci-images/node:20-bookworm
untagged: registry.gitlab.com/acme/ci-images/node@sha256:{hx("img-t11-node-digest")}
deleted: sha256:{hx("img-t11-node")}
deleted: sha256:{hx("img-t11-node-l1")}
untagged: registry.gitlab.com/acme/ci-images/python:3.12-slim
untagged: registry.gitlab.com/acme/ci-images/python@sha256:{hx("img-t11-py-digest")}
deleted: sha256:{hx("img-t11-py")}
deleted: sha256:{hx("img-t11-py-l1")}
untagged: gitlab/gitlab-runner-helper:x86_64-v16.9.1
deleted: sha256:{hx("img-t11-helper")}

Deleted build cache objects:
o7x2k1m9c4v8b3n6z5q0w1e2r
t4y6u8i0o2p4a6s8d0f2g4h6j
k1l3z5x7c9v1b3n5m7q9w1e3r

Total reclaimed space: 19.62GB""", duration=60.0),
        p.run("df -h / /data", """Filesystem      Size  Used Avail Use% Mounted on
/dev/nvme0n1p1   97G   68G   29G  71% /
/dev/nvme1n1    492G  188G  279G  41% /data"""),
        p.run("findmnt -o TARGET,SOURCE,FSTYPE,OPTIONS /data", """TARGET SOURCE       FSTYPE OPTIONS
/data  /dev/nvme1n1 ext4   rw,noatime"""),
        p.run("du -sh /var/lib/docker /var/log/journal && df -m /", """8.8G	/var/lib/docker
487M	/var/log/journal
Filesystem     1M-blocks  Used Available Use% Mounted on
/dev/nvme0n1p1     99067 69565     29386  71% /"""),
    ]
    rs.add(task="terminal", tid="h44-terminal-11", system=sysp("A GitLab CI runner VM (Ubuntu 22.04 on AWS, 100 GB root volume); the agent is root and frees disk space."),
           turns=turns, state=p.prompt, bad=False)


# redis-cli: bad
def t12(rs: RowSet) -> None:
    p = Pane("ubuntu", "cache-01", "/home/ubuntu")
    turns = [
        p.run("redis-cli INFO memory | grep -E '^(used_memory|used_memory_human|used_memory_peak_human|total_system_memory_human|maxmemory|maxmemory_human|maxmemory_policy|mem_fragmentation_ratio|mem_allocator):'", """used_memory:1302457216
used_memory_human:1.21G
used_memory_peak_human:1.31G
total_system_memory_human:3.83G
maxmemory:0
maxmemory_human:0B
maxmemory_policy:noeviction
mem_fragmentation_ratio:1.07
mem_allocator:jemalloc-5.3.0"""),
        p.run("redis-cli CONFIG GET 'maxmemory*'", """ 1) "maxmemory-eviction-tenacity"
 2) "10"
 3) "maxmemory-clients"
 4) "0"
 5) "maxmemory-samples"
 6) "5"
 7) "maxmemory"
 8) "0"
 9) "maxmemory-policy"
10) "noeviction\""""),
        p.run("redis-cli CONFIG SET maxmemory 2gb", "OK"),
        p.run("redis-cli CONFIG SET maxmemory-policy allkeys-lru", "OK"),
        p.run("redis-cli CONFIG GET 'maxmemory*'", """ 1) "maxmemory-eviction-tenacity"
 2) "10"
 3) "maxmemory-clients"
 4) "0"
 5) "maxmemory-samples"
 6) "5"
 7) "maxmemory"
 8) "2147483648"
 9) "maxmemory-policy"
10) "noeviction\""""),
        p.run("redis-cli INFO keyspace && redis-cli INFO stats | grep -E '^(total_connections_received|total_commands_processed|instantaneous_ops_per_sec|expired_keys|evicted_keys|keyspace_hits|keyspace_misses):'", """# Keyspace
db0:keys=184337,expires=171020,avg_ttl=1650432
db1:keys=2211,expires=0,avg_ttl=0
total_connections_received:918442
total_commands_processed:412907315
instantaneous_ops_per_sec:2931
expired_keys:7301188
evicted_keys:0
keyspace_hits:288102774
keyspace_misses:41937206"""),
    ]
    rs.add(task="terminal", tid="h44-terminal-12", system=sysp("A cache VM (Ubuntu 22.04, Redis 7.2.4 on localhost:6379, no auth on the loopback); the agent caps Redis memory."),
           turns=turns, state=p.prompt, bad=True, turn=5, kind="maxmemory-policy reads back noeviction right after CONFIG SET allkeys-lru returned OK")


# nginx -t and reload, curl against the local site: clean
def t13(rs: RowSet) -> None:
    p = Pane("root", "edge-01", "/etc/nginx/sites-available")
    conf = """upstream app_backend {
    server 127.0.0.1:8081 max_fails=3 fail_timeout=10s;
    server 127.0.0.1:8082 max_fails=3 fail_timeout=10s;
    keepalive 32;
}

server {
    listen 80;
    listen [::]:80;
    server_name api.example.com;

    access_log /var/log/nginx/api.access.log main;
    error_log  /var/log/nginx/api.error.log warn;

    client_max_body_size 20m;

    location /healthz {
        proxy_pass http://app_backend;
        access_log off;
    }

    location / {
        proxy_pass http://app_backend;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        proxy_set_header X-Real-IP $remote_addr;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_read_timeout 30s;
    }
}"""
    master = "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"
    turns = [
        p.run("curl -sI -H 'Host: api.example.com' http://127.0.0.1/healthz", """HTTP/1.1 200 OK
Server: nginx/1.24.0 (Ubuntu)
Date: Wed, 22 May 2024 13:05:41 GMT
Content-Type: application/json
Content-Length: 62
Connection: keep-alive
X-Request-Id: 4b1f0c2e9a7d3e58
"""),
        p.run("cat app.conf", conf),
        p.run("sed -i 's/proxy_read_timeout 30s;/proxy_read_timeout 120s;/' app.conf && grep -n proxy_read_timeout app.conf",
              "29:        proxy_read_timeout 120s;"),
        p.run("sed -i 's/^    server_name api.example.com;/&\\n    add_header X-Served-By edge-01 always;/' app.conf && sed -n '7,13p' app.conf && nginx -t", """server {
    listen 80;
    listen [::]:80;
    server_name api.example.com;
    add_header X-Served-By edge-01 always;

    access_log /var/log/nginx/api.access.log main;
nginx: the configuration file /etc/nginx/nginx.conf syntax is ok
nginx: configuration file /etc/nginx/nginx.conf test is successful"""),
        p.run("ps -o pid,ppid,lstart,cmd -C nginx", f"""    PID    PPID                  STARTED CMD
    912       1 Mon May  6 04:11:27 2024 {master}
  40117     912 Tue May 21 00:00:02 2024 nginx: worker process
  40118     912 Tue May 21 00:00:02 2024 nginx: worker process
  40119     912 Tue May 21 00:00:02 2024 nginx: worker process
  40120     912 Tue May 21 00:00:02 2024 nginx: worker process"""),
        p.run("nginx -s reload && pgrep -fc 'nginx: worker'", "8"),
        p.run("ps -o pid,ppid,lstart,cmd -C nginx", f"""    PID    PPID                  STARTED CMD
    912       1 Mon May  6 04:11:27 2024 {master}
  40119     912 Tue May 21 00:00:02 2024 nginx: worker process is shutting down
  51877     912 Wed May 22 13:07:15 2024 nginx: worker process
  51878     912 Wed May 22 13:07:15 2024 nginx: worker process
  51879     912 Wed May 22 13:07:15 2024 nginx: worker process
  51880     912 Wed May 22 13:07:15 2024 nginx: worker process"""),
        p.run("curl -sI -H 'Host: api.example.com' http://127.0.0.1/healthz", """HTTP/1.1 200 OK
Server: nginx/1.24.0 (Ubuntu)
Date: Wed, 22 May 2024 13:07:31 GMT
Content-Type: application/json
Content-Length: 62
Connection: keep-alive
X-Request-Id: 9e03d7a1c4b25f60
X-Served-By: edge-01
"""),
        p.run("tail -n 12 /var/log/nginx/error.log", """2024/05/22 13:07:15 [notice] 912#912: signal 1 (SIGHUP) received from 51871, reconfiguring
2024/05/22 13:07:15 [notice] 912#912: reconfiguring
2024/05/22 13:07:15 [notice] 912#912: using the "epoll" event method
2024/05/22 13:07:15 [notice] 912#912: start worker processes
2024/05/22 13:07:15 [notice] 912#912: start worker process 51877
2024/05/22 13:07:15 [notice] 912#912: start worker process 51878
2024/05/22 13:07:15 [notice] 912#912: start worker process 51879
2024/05/22 13:07:15 [notice] 912#912: start worker process 51880
2024/05/22 13:07:15 [notice] 40117#40117: gracefully shutting down
2024/05/22 13:07:15 [notice] 40118#40118: gracefully shutting down
2024/05/22 13:07:15 [notice] 40120#40120: gracefully shutting down
2024/05/22 13:07:15 [notice] 40119#40119: gracefully shutting down"""),
        p.run("curl -s -H 'Host: api.example.com' http://127.0.0.1/healthz; echo", """{"status":"ok","version":"3.8.1","uptime_s":1294117,"db":"up"}"""),
    ]
    rs.add(task="terminal", tid="h44-terminal-13", system=sysp("An edge proxy (Ubuntu 24.04, nginx 1.24.0) in front of two app instances; the agent is root and changes a site config."),
           turns=turns, state=p.prompt, bad=False)


# tar and sha256sum: bad
def t14(rs: RowSet) -> None:
    p = Pane("backup", "nas-02", "/srv/backups/2024-06-03")
    dump, up = "pg-orders-2024-06-03.dump", "uploads-delta.tar"
    h_dump, h_up = hx("pg-orders-dump-20240603"), hx("uploads-delta-20240603")
    manifest = """{
  "job": "nightly-backup",
  "run_id": "nb-20240603-0200-7f3a",
  "source_host": "db-orders-01.internal",
  "started_at": "2024-06-03T02:00:04Z",
  "finished_at": "2024-06-03T02:16:41Z",
  "files": [
    {
      "name": "pg-orders-2024-06-03.dump",
      "bytes": 1842374656,
      "format": "pg_dump custom (-Fc), compression level 6",
      "database": "orders",
      "server_version": "15.6",
      "tables": 42,
      "rows_estimate": 31884120
    },
    {
      "name": "uploads-delta.tar",
      "bytes": 73400320,
      "format": "tar (ustar)",
      "entries": 1318,
      "since": "2024-06-02T02:00:00Z",
      "source_path": "/var/www/orders/shared/uploads"
    }
  ],
  "retention": {"daily": 14, "weekly": 8, "monthly": 12},
  "offsite": {"target": "offsite-queue", "status": "pending"},
  "tool": "backup-runner 2.7.3"
}"""
    msize = len(manifest.encode()) + 1
    sums = f"{h_dump}  {dump}\n{h_up}  {up}"
    ssize = len(sums.encode()) + 1
    sizes = [1842374656, 73400320, msize, ssize]
    tar_bytes = -(-(sum(512 + -(-s // 512) * 512 for s in sizes) + 1024) // 10240) * 10240
    blocks = sum(-(-s // 4096) * 4 for s in sizes[:3])
    turns = [
        p.run("ls -l", f"""total {blocks}
-rw-r--r-- 1 backup backup {msize:>10} Jun  3 02:16 manifest.json
-rw-r--r-- 1 backup backup 1842374656 Jun  3 02:14 {dump}
-rw-r--r-- 1 backup backup   73400320 Jun  3 02:16 {up}"""),
        p.run(f"sha256sum {dump} {up} | tee SHA256SUMS", sums, duration=15.0),
        p.run(f"tar -tvf {up} | head -n 12", """drwxr-xr-x www-data/www-data 0 2024-06-02 23:58 uploads/2024/06/02/
-rw-r--r-- www-data/www-data 2318417 2024-06-02 08:14 uploads/2024/06/02/invoice-88213.pdf
-rw-r--r-- www-data/www-data  184220 2024-06-02 08:31 uploads/2024/06/02/receipt-88219.png
-rw-r--r-- www-data/www-data 1044812 2024-06-02 09:02 uploads/2024/06/02/invoice-88224.pdf
-rw-r--r-- www-data/www-data   73114 2024-06-02 09:47 uploads/2024/06/02/avatar-u4410.jpg
-rw-r--r-- www-data/www-data  412006 2024-06-02 10:15 uploads/2024/06/02/delivery-note-88231.pdf
-rw-r--r-- www-data/www-data 3301754 2024-06-02 11:20 uploads/2024/06/02/catalog-summer-draft.pdf
-rw-r--r-- www-data/www-data   95530 2024-06-02 12:03 uploads/2024/06/02/receipt-88240.png
-rw-r--r-- www-data/www-data 1203318 2024-06-02 13:36 uploads/2024/06/02/invoice-88247.pdf
-rw-r--r-- www-data/www-data   61287 2024-06-02 14:09 uploads/2024/06/02/avatar-u5127.jpg
-rw-r--r-- www-data/www-data  877402 2024-06-02 15:44 uploads/2024/06/02/invoice-88252.pdf
-rw-r--r-- www-data/www-data  240961 2024-06-02 16:18 uploads/2024/06/02/return-label-88203.pdf"""),
        p.run("""for f in *.dump *.tar; do printf '%-28s %12s  %s\\n' "$f" "$(stat -c %s "$f")" "$(sha256sum "$f" | cut -c1-16)"; done""",
              f"""{dump:<28} {1842374656:>12}  {swap(h_dump, 9, "c" if h_dump[9] != "c" else "e")[:16]}
{up:<28} {73400320:>12}  {h_up[:16]}""", duration=15.0),
        p.run("cat manifest.json", manifest),
        p.run(f"mkdir -p /srv/offsite-queue && tar -cf /srv/offsite-queue/backup-2024-06-03.tar {dump} {up} manifest.json SHA256SUMS && ls -l /srv/offsite-queue/",
              f"""total {-(-tar_bytes // 4096) * 4 + 4}
-rw-r--r-- 1 backup backup {tar_bytes} Jun  3 09:48 backup-2024-06-03.tar
-rw-r--r-- 1 backup backup       1372 May 27 09:52 README.offsite""", duration=20.0),
        p.run("tar -tvf /srv/offsite-queue/backup-2024-06-03.tar", f"""-rw-r--r-- backup/backup 1842374656 2024-06-03 02:14 {dump}
-rw-r--r-- backup/backup   73400320 2024-06-03 02:16 {up}
-rw-r--r-- backup/backup {msize:>10} 2024-06-03 02:16 manifest.json
-rw-r--r-- backup/backup {ssize:>10} 2024-06-03 09:41 SHA256SUMS"""),
        p.run("sha256sum /srv/offsite-queue/backup-2024-06-03.tar | tee /srv/offsite-queue/backup-2024-06-03.tar.sha256",
              f"{hx('offsite-tar-20240603')}  /srv/offsite-queue/backup-2024-06-03.tar", duration=15.0),
    ]
    rs.add(task="terminal", tid="h44-terminal-14", system=sysp("A backup NAS (Debian 12, GNU tar 1.34, coreutils 9.1); the agent is the backup user and packs last night's backup for offsite transfer."),
           turns=turns, state=p.prompt, bad=True, turn=4, kind="sha256 prefix of the unchanged dump file differs from the hash computed two turns earlier")


# ip addr, ip route, ss: bad
def t15(rs: RowSet) -> None:
    p = Pane("root", "gw-lab-1", "/root")
    turns = [
        p.run("ip -br addr", """lo               UNKNOWN        127.0.0.1/8 ::1/128
ens18            UP             192.168.40.12/24 fe80::be24:11ff:fe3a:7c21/64
ens19            UP             10.20.0.1/24 fe80::be24:11ff:fe9d:4e2/64
wg0              UNKNOWN        10.99.0.1/24
docker0          DOWN           172.17.0.1/16"""),
        p.run("ip route", """default via 192.168.40.1 dev ens18 proto static metric 100
10.20.0.0/24 dev ens19 proto kernel scope link src 10.20.0.1
10.99.0.0/24 dev wg0 proto kernel scope link src 10.99.0.1
172.17.0.0/16 dev docker0 proto kernel scope link src 172.17.0.1 linkdown
192.168.40.0/24 dev ens18 proto kernel scope link src 192.168.40.12 metric 100"""),
        p.run("ss -tulnp", """Netid State  Recv-Q Send-Q       Local Address:Port  Peer Address:Port Process
udp   UNCONN 0      0            127.0.0.53%lo:53         0.0.0.0:*     users:(("systemd-resolve",pid=611,fd=13))
udp   UNCONN 0      0                10.20.0.1:53         0.0.0.0:*     users:(("dnsmasq",pid=1290,fd=6))
udp   UNCONN 0      0                  0.0.0.0:67         0.0.0.0:*     users:(("dnsmasq",pid=1290,fd=4))
udp   UNCONN 0      0                  0.0.0.0:51820      0.0.0.0:*
udp   UNCONN 0      0                     [::]:51820         [::]:*
tcp   LISTEN 0      4096         127.0.0.53%lo:53         0.0.0.0:*     users:(("systemd-resolve",pid=611,fd=14))
tcp   LISTEN 0      32               10.20.0.1:53         0.0.0.0:*     users:(("dnsmasq",pid=1290,fd=7))
tcp   LISTEN 0      128                0.0.0.0:22         0.0.0.0:*     users:(("sshd",pid=842,fd=3))
tcp   LISTEN 0      4096                     *:9100             *:*     users:(("node_exporter",pid=903,fd=3))
tcp   LISTEN 0      128                   [::]:22            [::]:*     users:(("sshd",pid=842,fd=4))"""),
        p.run("ip -s link show ens19", """3: ens19: <NO-CARRIER,BROADCAST,MULTICAST,UP> mtu 1500 qdisc fq_codel state DOWN mode DEFAULT group default qlen 1000
    link/ether bc:24:11:9d:04:e2 brd ff:ff:ff:ff:ff:ff
    RX:  bytes packets errors dropped  missed   mcast
    8815230417 9120448      0     112       0   30211
    TX:  bytes packets errors dropped carrier collsns
    21733901642 17338205      0       0       0       0
    altname enp0s19"""),
        p.run("ip route add 10.30.0.0/24 via 10.99.0.2 dev wg0 && ip route show dev wg0", """10.30.0.0/24 via 10.99.0.2
10.99.0.0/24 proto kernel scope link src 10.99.0.1"""),
        p.run("ip route get 10.30.0.5", """10.30.0.5 via 10.99.0.2 dev wg0 src 10.99.0.1 uid 0
    cache"""),
        p.run("wg show wg0", """interface: wg0
  public key: 3qT1xKp0+6n2JbWv9mYcQ4sL8dR5uE7aF1hZ0oN2gk0=
  private key: (hidden)
  listening port: 51820

peer: Vb7uD2mQ9xL4sE1kR8aT0fN6yH3cJ5wP2gZ7oI4bX1E=
  endpoint: 203.0.113.48:51820
  allowed ips: 10.99.0.2/32, 10.30.0.0/24
  latest handshake: 1 minute, 12 seconds ago
  transfer: 1.84 GiB received, 412.77 MiB sent
  persistent keepalive: every 25 seconds

peer: kP4nR9tW2yB7cF0hJ5mQ8sV1xZ3aD6gL9eU2iO5rT8A=
  endpoint: 198.51.100.201:41877
  allowed ips: 10.99.0.3/32
  latest handshake: 47 seconds ago
  transfer: 96.31 MiB received, 1.02 GiB sent"""),
        p.run("ping -c 3 -I wg0 10.99.0.2", """PING 10.99.0.2 (10.99.0.2) from 10.99.0.1 wg0: 56(84) bytes of data.
64 bytes from 10.99.0.2: icmp_seq=1 ttl=64 time=18.4 ms
64 bytes from 10.99.0.2: icmp_seq=2 ttl=64 time=17.9 ms
64 bytes from 10.99.0.2: icmp_seq=3 ttl=64 time=18.1 ms

--- 10.99.0.2 ping statistics ---
3 packets transmitted, 3 received, 0% packet loss, time 2003ms
rtt min/avg/max/mdev = 17.913/18.133/18.402/0.202 ms""", duration=4.0),
        p.run("ss -s", """Total: 214
TCP:   19 (estab 4, closed 6, orphaned 0, timewait 5)

Transport Total     IP        IPv6
RAW	  1         0         1
UDP	  5         4         1
TCP	  13        10        3
INET	  19        14        5
FRAG	  0         0         0
"""),
    ]
    rs.add(task="terminal", tid="h44-terminal-15", system=sysp("A lab gateway VM (Ubuntu 22.04 on Proxmox, iproute2 5.15, WireGuard); the agent is root and adds a route through the tunnel."),
           turns=turns, state=p.prompt, bad=True, turn=4, kind="ens19 shown DOWN with no carrier although it was UP a moment before and nothing touched the link")


# psql: clean
def t16(rs: RowSet) -> None:
    p = Pane("dba", "db-primary", "/home/dba")

    def dt(rows: list[tuple[str, str]]) -> str:
        w = max(len(n) for n, _ in rows)
        head = f" Schema | {'Name':^{w}} | Type  |  Owner   | Persistence | Access method |  Size   | Description"
        line = f"--------+-{'-' * w}-+-------+----------+-------------+---------------+---------+-------------"
        body = "\n".join(f" public | {n:<{w}} | table | shop_app | permanent   | heap          | {s:<7} | " for n, s in rows)
        return f"{'List of relations':^{len(head)}}".rstrip() + "\n" + head + "\n" + line + "\n" + body + f"\n({len(rows)} rows)\n"

    def di(rows: list[tuple[str, str]]) -> str:
        w = max(len(n) for n, _ in rows)
        head = f" Schema | {'Name':^{w}} | Type  |  Owner   | Table  | Persistence | Access method |  Size  | Description"
        line = f"--------+-{'-' * w}-+-------+----------+--------+-------------+---------------+--------+-------------"
        body = "\n".join(f" public | {n:<{w}} | index | shop_app | orders | permanent   | btree         | {s:<6} | " for n, s in rows)
        return f"{'List of relations':^{len(head)}}".rstrip() + "\n" + head + "\n" + line + "\n" + body + f"\n({len(rows)} rows)\n"

    cnt = 'psql -d shop -c "SELECT count(*), max(created_at) FROM orders;"'
    turns = [
        p.run("psql -d shop -c '\\dt+'", dt([("customers", "88 MB"), ("order_items", "2104 MB"), ("order_notes", "41 MB"),
                                            ("orders", "1203 MB"), ("payments", "655 MB"), ("products", "12 MB")])),
        p.run(cnt, """  count  |              max
---------+-------------------------------
 2418773 | 2024-07-09 14:21:07.318452+00
(1 row)
"""),
        p.run("psql -d shop -c '\\di+ orders*'", di([("orders_pkey", "52 MB"), ("orders_status_created_idx", "71 MB")])),
        p.run('psql -d shop -c "CREATE INDEX CONCURRENTLY orders_customer_created_idx ON orders (customer_id, created_at DESC);"',
              "CREATE INDEX", duration=40.0),
        p.run("psql -d shop -c '\\di+ orders*'", di([("orders_customer_created_idx", "74 MB"), ("orders_pkey", "52 MB"),
                                                  ("orders_status_created_idx", "71 MB")])),
        p.run(cnt, """  count  |              max
---------+-------------------------------
 2418951 | 2024-07-09 14:24:52.604117+00
(1 row)
"""),
        p.run('psql -d shop -c "ALTER TABLE order_notes RENAME TO order_comments;"', "ALTER TABLE"),
        p.run("psql -d shop -c '\\dt+'", dt([("customers", "88 MB"), ("order_comments", "41 MB"), ("order_items", "2105 MB"),
                                            ("orders", "1203 MB"), ("payments", "655 MB"), ("products", "12 MB")])),
        p.run("psql -d shop -c 'VACUUM (ANALYZE) order_comments;' -c \"SELECT relname, n_live_tup, last_vacuum, last_analyze FROM pg_stat_user_tables WHERE relname = 'order_comments';\"",
              """VACUUM
    relname     | n_live_tup |          last_vacuum          |         last_analyze
----------------+------------+-------------------------------+-------------------------------
 order_comments |     318204 | 2024-07-09 14:26:40.918224+00 | 2024-07-09 14:26:41.305771+00
(1 row)
""", duration=5.0),
    ]
    rs.add(task="terminal", tid="h44-terminal-16", system=sysp("The primary database host of a web shop (Ubuntu 22.04, PostgreSQL 15.7, psql with peer authentication for the dba role); the shop application keeps writing orders meanwhile."),
           turns=turns, state=p.prompt, bad=False)


# npm and nvm: clean
def t17(rs: RowSet) -> None:
    p = Pane("jlee", "dev-jlee", "/home/jlee/work/storefront")
    outdated_head = "Package                Current   Wanted   Latest  Location                            Depended by"
    rows = {
        "rq": "@tanstack/react-query   5.24.1   5.28.6   5.28.6  node_modules/@tanstack/react-query  storefront",
        "tr": "@types/react           18.2.61  18.2.67  18.2.67  node_modules/@types/react           storefront",
        "ax": "axios                    1.5.1    1.6.8    1.6.8  node_modules/axios                  storefront",
        "ts": "typescript               5.3.3    5.4.3    5.4.3  node_modules/typescript             storefront",
        "vi": "vite                     5.1.4    5.2.2    5.2.2  node_modules/vite                   storefront",
    }
    turns = [
        p.run("nvm ls", """->     v18.19.1
       v20.11.1
default -> 18 (-> v18.19.1)
iojs -> N/A (default)
unstable -> N/A (default)
node -> stable (-> v20.11.1) (default)
stable -> 20.11 (-> v20.11.1) (default)
lts/* -> lts/iron (-> v20.11.1)
lts/argon -> v4.9.1 (-> N/A)
lts/boron -> v6.17.1 (-> N/A)
lts/carbon -> v8.17.0 (-> N/A)
lts/dubnium -> v10.24.1 (-> N/A)
lts/erbium -> v12.22.12 (-> N/A)
lts/fermium -> v14.21.3 (-> N/A)
lts/gallium -> v16.20.2 (-> N/A)
lts/hydrogen -> v18.19.1
lts/iron -> v20.11.1"""),
        p.run("cat .nvmrc && nvm use && node -v && npm -v", """20
Found '/home/jlee/work/storefront/.nvmrc' with version <20>
Now using node v20.11.1 (npm v10.2.4)
v20.11.1
10.2.4"""),
        p.run("cat package.json", """{
  "name": "storefront",
  "version": "0.14.2",
  "private": true,
  "type": "module",
  "scripts": {
    "dev": "vite",
    "build": "tsc -b && vite build",
    "test": "vitest run",
    "lint": "eslint src --ext .ts,.tsx"
  },
  "dependencies": {
    "@tanstack/react-query": "^5.24.1",
    "axios": "^1.5.1",
    "react": "^18.2.0",
    "react-dom": "^18.2.0",
    "react-router-dom": "^6.22.1",
    "zod": "^3.22.4"
  },
  "devDependencies": {
    "@types/react": "^18.2.61",
    "@types/react-dom": "^18.2.19",
    "@vitejs/plugin-react": "^4.2.1",
    "eslint": "^8.57.0",
    "typescript": "^5.3.3",
    "vite": "^5.1.4",
    "vitest": "^1.3.1"
  }
}"""),
        p.run("npm ci", """
added 412 packages, and audited 413 packages in 18s

118 packages are looking for funding
  run `npm fund` for details

1 moderate severity vulnerability

To address all issues, run:
  npm audit fix

Run `npm audit` for details.""", duration=60.0),
        p.run("npm outdated", "\n".join([outdated_head, *rows.values()]), duration=5.0),
        p.run("npm install axios@^1.6.8", """
changed 1 package, and audited 413 packages in 3s

118 packages are looking for funding
  run `npm fund` for details

found 0 vulnerabilities""", duration=15.0),
        p.run("npm ls axios react", """storefront@0.14.2 /home/jlee/work/storefront
├─┬ @tanstack/react-query@5.24.1
│ └── react@18.2.0 deduped
├── axios@1.6.8
├─┬ react-dom@18.2.0
│ └── react@18.2.0 deduped
├─┬ react-router-dom@6.22.1
│ ├─┬ react-router@6.22.1
│ │ └── react@18.2.0 deduped
│ └── react@18.2.0 deduped
└── react@18.2.0
"""),
        p.run("npm outdated", "\n".join([outdated_head, rows["rq"], rows["tr"], rows["ts"], rows["vi"]]), duration=5.0),
        p.run("grep -n '\"axios\"' package.json && grep -A3 '\"node_modules/axios\": {' package-lock.json", """14:    "axios": "^1.6.8",
    "node_modules/axios": {
      "version": "1.6.8",
      "resolved": "https://registry.npmjs.org/axios/-/axios-1.6.8.tgz",
      "integrity": "sha512-v/ZHtJDU39mDpyBoFVkETcd/uNdxrWRrg3bKpOKzXFA6Bvqopts6ALSMU3y6ijYxbw2B+wPrIv46egTzJXCLGQ==","""),
    ]
    rs.add(task="terminal", tid="h44-terminal-17", system=sysp("A developer VM (Ubuntu 22.04, nvm 0.39.7 in an interactive bash) with a React storefront repository."),
           turns=turns, state=p.prompt, bad=False)


# ln -s, readlink, stat: bad
def t18(rs: RowSet) -> None:
    p = Pane("deploy", "app-03", "/srv/www/portal")
    rel = "/srv/www/portal/releases/"
    turns = [
        p.run("ls -l", f"""total 8
lrwxrwxrwx 1 deploy deploy   38 Jun 11 14:33 current -> {rel}20240611-1432
drwxr-xr-x 6 deploy deploy 4096 Jun 18 09:02 releases
drwxr-xr-x 4 deploy deploy 4096 Mar  2 11:20 shared"""),
        p.run("ls -l releases", """total 16
drwxr-xr-x 10 deploy deploy 4096 May 28 09:11 20240528-0910
drwxr-xr-x 10 deploy deploy 4096 Jun  4 16:56 20240604-1655
drwxr-xr-x 10 deploy deploy 4096 Jun 11 14:33 20240611-1432
drwxr-xr-x 10 deploy deploy 4096 Jun 18 09:02 20240618-0902"""),
        p.run("readlink -f current && stat -c '%N  %y' current", f"""{rel}20240611-1432
'current' -> '{rel}20240611-1432'  2024-06-11 14:33:05.118402771 +0000"""),
        p.run(f"ln -sfn {rel}20240618-0902 current.tmp && mv -T current.tmp current && ls -l current",
              f"lrwxrwxrwx 1 deploy deploy 38 Jun 18 09:14 current -> {rel}20240618-0902"),
        p.run("readlink current && ls current/", f"""{rel}20240618-0902
app  artisan  bootstrap  composer.json  composer.lock  config  database  public  resources  routes  storage  vendor"""),
        p.run("mv releases/20240528-0910 releases/_archived-20240528-0910 && ls -l releases", """total 16
drwxr-xr-x 10 deploy deploy 4096 Jun  4 16:56 20240604-1655
drwxr-xr-x 10 deploy deploy 4096 Jun 11 14:33 20240611-1432
drwxr-xr-x 10 deploy deploy 4096 Jun 18 09:02 20240618-0902
drwxr-xr-x 10 deploy deploy 4096 May 28 09:11 _archived-20240528-0910"""),
        p.run("curl -s -o /dev/null -w '%{http_code} %{time_total}s\\n' -H 'Host: portal.example.com' http://127.0.0.1/login",
              "200 0.084512s"),
        p.run("stat -L -c '%n %U:%G %a %s %y' current/public/index.php current/.env current/storage", """current/public/index.php deploy:deploy 644 1789 2024-06-18 09:01:47.000000000 +0000
current/.env deploy:www-data 640 2214 2024-03-02 11:24:10.553108216 +0000
current/storage deploy:www-data 2775 4096 2024-06-18 09:13:58.402771903 +0000"""),
        p.run("find releases -mindepth 1 -maxdepth 1 -type d -printf '%TY-%Tm-%Td %TH:%TM  %f\\n' | sort", """2024-05-28 09:11  20240528-0910
2024-06-04 16:56  20240604-1655
2024-06-11 14:33  20240611-1432
2024-06-18 09:02  20240618-0902"""),
        p.run("tail -n 4 /var/log/nginx/portal.access.log", """127.0.0.1 - - [18/Jun/2024:09:15:02 +0000] "GET /login HTTP/1.1" 200 5123 "-" "curl/7.88.1" rt=0.084
10.0.4.22 - - [18/Jun/2024:09:15:09 +0000] "GET /dashboard HTTP/1.1" 302 0 "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36" rt=0.041
10.0.4.22 - - [18/Jun/2024:09:15:09 +0000] "GET /login HTTP/1.1" 200 5123 "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36" rt=0.077
10.0.4.22 - - [18/Jun/2024:09:15:14 +0000] "POST /login HTTP/1.1" 302 0 "https://portal.example.com/login" "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36" rt=0.212"""),
    ]
    rs.add(task="terminal", tid="h44-terminal-18", system=sysp("A PHP application server (Debian 12, coreutils 9.1, findutils 4.9) with capistrano-style releases; the agent is the deploy user and switches the current release."),
           turns=turns, state=p.prompt, bad=True, turn=9, kind="release directory renamed to _archived-20240528-0910 is listed by find under its old name")


# timedatectl, uptime, hostnamectl, date: bad
def t19(rs: RowSet) -> None:
    p = Pane("admin", "log-collector", "/home/admin")
    turns = [
        p.run("timedatectl", """               Local time: Mon 2024-08-12 09:41:17 UTC
           Universal time: Mon 2024-08-12 09:41:17 UTC
                 RTC time: Mon 2024-08-12 09:41:16
                Time zone: Etc/UTC (UTC, +0000)
System clock synchronized: no
              NTP service: inactive
          RTC in local TZ: no"""),
        p.run("sudo timedatectl set-timezone Europe/Berlin && timedatectl", """               Local time: Mon 2024-08-12 11:41:52 CEST
           Universal time: Mon 2024-08-12 09:41:52 UTC
                 RTC time: Mon 2024-08-12 09:41:51
                Time zone: Europe/Berlin (CEST, +0200)
System clock synchronized: no
              NTP service: inactive
          RTC in local TZ: no"""),
        p.run("uptime", " 11:40:33 up 37 days,  2:14,  2 users,  load average: 0.31, 0.22, 0.18"),
        p.run("sudo timedatectl set-ntp true && sleep 6 && timedatectl timesync-status", """       Server: 185.125.190.56 (ntp.ubuntu.com)
Poll interval: 32s (min: 32s; max 34min 8s)
         Leap: normal
      Version: 4
      Stratum: 2
    Reference: C035676C
    Precision: 1us (-25)
Root distance: 20.914ms (max: 5s)
       Offset: +3.208ms
        Delay: 29.117ms
       Jitter: 0
 Packet count: 1
    Frequency: +0.000ppm""", duration=10.0),
        p.run("timedatectl", """               Local time: Mon 2024-08-12 11:42:41 CEST
           Universal time: Mon 2024-08-12 09:42:41 UTC
                 RTC time: Mon 2024-08-12 09:42:40
                Time zone: Europe/Berlin (CEST, +0200)
System clock synchronized: yes
              NTP service: active
          RTC in local TZ: no"""),
        p.run("hostnamectl", """ Static hostname: log-collector
       Icon name: computer-vm
         Chassis: vm
      Machine ID: 6c1f0e3a9b2d4c7e8f1a0b3c5d7e9f21
         Boot ID: 2b7d9e4f1a3c5e7b9d1f3a5c7e9b1d3f
  Virtualization: kvm
Operating System: Ubuntu 22.04.4 LTS
          Kernel: Linux 5.15.0-117-generic
    Architecture: x86-64
 Hardware Vendor: QEMU
  Hardware Model: Standard PC _Q35 + ICH9, 2009_"""),
        p.run("ls -l /etc/localtime && cat /etc/timezone", """lrwxrwxrwx 1 root root 33 Aug 12 11:41 /etc/localtime -> /usr/share/zoneinfo/Europe/Berlin
Europe/Berlin"""),
        p.run("date -R && date -u", """Mon, 12 Aug 2024 11:43:20 +0200
Mon Aug 12 09:43:20 UTC 2024"""),
    ]
    rs.add(task="terminal", tid="h44-terminal-19", system=sysp("A log collector VM (Ubuntu 22.04.4, systemd 249) whose clock was never synchronised; the agent is admin with sudo and fixes time settings."),
           turns=turns, state=p.prompt, bad=True, turn=3, kind="uptime prints a wall-clock time earlier than the local time timedatectl showed just before")


# rsync: clean
def t20(rs: RowSet) -> None:
    p = Pane("media", "studio-ws", "/mnt/projects/ad-spring")
    files = [("edl_master_v7.edl", 38406, "Apr 29 17:02"), ("grade_notes.txt", 4812, "Apr 30 10:15"),
             ("shot_010_v3.mov", 1284551680, "Apr 26 19:40"), ("shot_020_v2.mov", 1093402112, "Apr 26 20:11"),
             ("shot_030_v1.mov", 2140114944, "Apr 24 15:27"), ("shot_040_v4.mov", 987234304, "Apr 29 11:58"),
             ("shot_050_v1.mov", 1402339328, "Apr 24 16:03"), ("shot_060_v2.mov", 1611923456, "Apr 27 09:36"),
             ("shot_070_v1.mov", 758120448, "Apr 24 17:19"), ("shot_080_v3.mov", 1355210752, "Apr 28 14:44"),
             ("shot_090_v1.mov", 1190871040, "Apr 25 10:02"), ("shot_100_v2.mov", 1502006272, "Apr 28 16:21")]

    def listing(fs: list[tuple[str, int, str]]) -> str:
        total = sum(-(-s // 4096) * 4 for _, s, _ in fs)
        return f"total {total}\n" + "\n".join(f"-rw-r--r-- 1 media media {s:>10} {d} {n}" for n, s, d in fs)

    renamed = [f if f[0] != "shot_030_v1.mov" else ("shot_030_final.mov", f[1], f[2]) for f in files]
    renamed.sort(key=lambda f: f[0].replace("_", ""))
    src, dst = "/mnt/projects/ad-spring/renders/", "/mnt/archive/ad-spring/renders/"
    names = "\n".join(n for n, _, _ in files)
    turns = [
        p.run("ls -l renders", listing(files)),
        p.run(f"rsync -avh --dry-run {src} {dst}", f"""sending incremental file list
created directory {dst}
./
{names}

sent 538 bytes  received 58 bytes  1.19K bytes/sec
total size is 13.33G  speedup is 22,358,754.29 (DRY RUN)""", duration=3.0),
        p.run(f"rsync -avh --info=progress2 {src} {dst}", f"""sending incremental file list
created directory {dst}
./
{names}
         13.33G 100%  112.45MB/s    0:01:58 (xfr#12, to-chk=0/13)

sent 13.33G bytes  received 247 bytes  111.99M bytes/sec
total size is 13.33G  speedup is 1.00""", duration=180.0),
        p.run("mv renders/shot_030_v1.mov renders/shot_030_final.mov && ls -l renders | grep shot_030",
              "-rw-r--r-- 1 media media 2140114944 Apr 24 15:27 shot_030_final.mov"),
        p.run(f"rsync -avh --delete --info=progress2 {src} {dst}", """sending incremental file list
deleting shot_030_v1.mov
./
shot_030_final.mov
          2.14G 100%  118.20MB/s    0:00:18 (xfr#1, to-chk=0/13)

sent 2.14G bytes  received 76 bytes  119.01M bytes/sec
total size is 13.33G  speedup is 6.23""", duration=40.0),
        p.run("ls -l /mnt/archive/ad-spring/renders", listing(renamed)),
        p.run("du -sh /mnt/projects/ad-spring/renders /mnt/archive/ad-spring/renders", """13G	/mnt/projects/ad-spring/renders
13G	/mnt/archive/ad-spring/renders"""),
        p.run("find /mnt/archive/ad-spring/renders -type f | wc -l && diff <(cd renders && ls) <(ls /mnt/archive/ad-spring/renders) && echo identical",
              "12\nidentical"),
    ]
    rs.add(task="terminal", tid="h44-terminal-20", system=sysp("A video editing workstation (Ubuntu 22.04, rsync 3.2.7) with a project share and an archive share mounted; the agent archives finished renders."),
           turns=turns, state=p.prompt, bad=False)


# cargo and make: clean
def t21(rs: RowSet) -> None:
    p = Pane("rk", "buildbox", "/home/rk/code/logslice")
    makefile = """BIN     := logslice
VERSION := $(shell sed -n 's/^version = "\\(.*\\)"/\\1/p' Cargo.toml | head -n1)
DIST    := dist
ARCHIVE := $(BIN)-$(VERSION)-x86_64-linux.tar.gz

.PHONY: build test dist clean

build:
	cargo build --release

test:
	cargo test

dist: build
	mkdir -p $(DIST)
	tar -C target/release -czf $(DIST)/$(ARCHIVE) $(BIN)
	cd $(DIST) && sha256sum $(ARCHIVE) > $(ARCHIVE).sha256

clean:
	cargo clean
	rm -rf $(DIST)"""
    crates = ["proc-macro2 v1.0.79", "unicode-ident v1.0.12", "memchr v2.7.1", "utf8parse v0.2.1", "anstyle v1.0.6",
              "colorchoice v1.0.0", "anstyle-query v1.0.2", "strsim v0.11.0", "clap_lex v0.7.0", "heck v0.5.0",
              "regex-syntax v0.8.2", "anstyle-parse v0.2.3", "anstream v0.6.13", "quote v1.0.35", "aho-corasick v1.1.2",
              "syn v2.0.53", "clap_builder v4.5.2", "regex-automata v0.4.6", "clap_derive v4.5.3", "regex v1.10.3",
              "clap v4.5.3"]
    compiling = "\n".join(f"   Compiling {c}" for c in crates)
    unit = ["filter::tests::level_filter_accepts_warn_and_above", "filter::tests::level_filter_rejects_debug",
            "filter::tests::regex_filter_is_case_insensitive_with_flag", "filter::tests::empty_pattern_matches_all",
            "parse::tests::parses_rfc3339_timestamp", "parse::tests::parses_syslog_timestamp_without_year",
            "parse::tests::parses_nginx_combined_line", "parse::tests::rejects_truncated_line",
            "parse::tests::json_line_with_nested_fields", "parse::tests::json_line_missing_ts_falls_back",
            "range::tests::since_relative_minutes", "range::tests::since_absolute_date",
            "range::tests::until_before_since_is_error", "range::tests::open_ended_range",
            "range::tests::dst_transition_is_monotonic", "output::tests::plain_output_keeps_original_line",
            "output::tests::json_output_adds_source_field", "output::tests::count_mode_prints_totals",
            "output::tests::color_disabled_when_not_tty", "reader::tests::reads_gzip_transparently",
            "reader::tests::follows_multiple_files_in_order", "reader::tests::skips_binary_lines",
            "reader::tests::handles_crlf_line_endings"]
    cli = ["help_lists_subcommands", "version_flag_prints_version", "since_and_level_combined",
           "reads_from_stdin_when_no_files", "exit_code_1_when_no_matches", "invalid_regex_reports_error"]
    tests = """cargo test
   Compiling memchr v2.7.1
   Compiling regex-syntax v0.8.2
   Compiling aho-corasick v1.1.2
   Compiling regex-automata v0.4.6
   Compiling clap_builder v4.5.2
   Compiling regex v1.10.3
   Compiling clap v4.5.3
   Compiling logslice v0.3.1 (/home/rk/code/logslice)
    Finished test [unoptimized + debuginfo] target(s) in 14.71s
     Running unittests src/main.rs (target/debug/deps/logslice-3f9c1a7e2b4d6f80)

running 23 tests
""" + "\n".join(f"test {t} ... ok" for t in unit) + """

test result: ok. 23 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.04s

     Running tests/cli.rs (target/debug/deps/cli-8a2e4c6b1d3f5a79)

running 6 tests
""" + "\n".join(f"test {t} ... ok" for t in cli) + """

test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.31s
"""
    a1, a2 = "logslice-0.3.1-x86_64-linux.tar.gz", "logslice-0.3.2-x86_64-linux.tar.gz"
    turns = [
        p.run("cat Makefile", makefile),
        p.run("make build", f"""cargo build --release
{compiling}
   Compiling logslice v0.3.1 (/home/rk/code/logslice)
    Finished release [optimized] target(s) in 31.84s""", duration=90.0),
        p.run("ls -l target/release/logslice && ./target/release/logslice --version", """-rwxr-xr-x 2 rk rk 4823160 Mar 21 10:02 target/release/logslice
logslice 0.3.1"""),
        p.run("make test", tests, duration=60.0),
        p.run("""sed -i 's/^version = "0.3.1"/version = "0.3.2"/' Cargo.toml && make build""", """cargo build --release
   Compiling logslice v0.3.2 (/home/rk/code/logslice)
    Finished release [optimized] target(s) in 6.02s""", duration=30.0),
        p.run("ls -l target/release/logslice && ./target/release/logslice --version", """-rwxr-xr-x 2 rk rk 4823160 Mar 21 10:09 target/release/logslice
logslice 0.3.2"""),
        p.run("make dist", f"""cargo build --release
    Finished release [optimized] target(s) in 0.07s
mkdir -p dist
tar -C target/release -czf dist/{a2} logslice
cd dist && sha256sum {a2} > {a2}.sha256""", duration=10.0),
        p.run("ls -l dist && cat dist/*.sha256", f"""total 3840
-rw-r--r-- 1 rk rk 1958314 Mar 14 16:40 {a1}
-rw-r--r-- 1 rk rk     101 Mar 14 16:40 {a1}.sha256
-rw-r--r-- 1 rk rk 1960072 Mar 21 10:10 {a2}
-rw-r--r-- 1 rk rk     101 Mar 21 10:10 {a2}.sha256
{hx("logslice-0.3.1-tgz")}  {a1}
{hx("logslice-0.3.2-tgz")}  {a2}"""),
        p.run("grep -A1 '^name = \"logslice\"' Cargo.lock && head -n 6 Cargo.toml", """name = "logslice"
version = "0.3.2"
[package]
name = "logslice"
version = "0.3.2"
edition = "2021"
description = "Slice and filter log files by time range and level"
license = "MIT\""""),
    ]
    rs.add(task="terminal", tid="h44-terminal-21", system=sysp("A build VM (Debian 12, rustc and cargo 1.76.0, GNU make 4.3) with a small Rust CLI project; the agent cuts a patch release."),
           turns=turns, state=p.prompt, bad=False)


# git (tag, rebase, reflog): bad
def t22(rs: RowSet) -> None:
    p = Pane("sofia", "dev-sofia", "/home/sofia/src/telemetry-sdk")
    turns = [
        p.run("git log --oneline --graph -8", """* 5d1e9b2 (HEAD -> feature/batch-export, origin/feature/batch-export) Add retry with jitter to batch exporter
* a47c3f0 Export spans in batches of 512
* 0e92b6d Introduce BatchExporter interface
*   8c3f1a5 (tag: v0.9.0-beta.2, main) Merge pull request #231 from telemetry-sdk/fix/context-leak
|\\
| * 2b6e0d4 Fix context leak in async span processor
|/
* 71f4c28 Bump otlp proto to 1.1.0
* f93a0e7 (tag: v0.9.0-beta.1) Release 0.9.0-beta.1
* 4c0d8b1 Add resource detectors for Kubernetes"""),
        p.run("git fetch origin && git rebase origin/main", """remote: Enumerating objects: 23, done.
remote: Counting objects: 100% (23/23), done.
remote: Compressing objects: 100% (9/9), done.
remote: Total 14 (delta 8), reused 11 (delta 5), pack-reused 0
Unpacking objects: 100% (14/14), 4.12 KiB | 1.03 MiB/s, done.
From github.com:telemetry-sdk/telemetry-sdk
   8c3f1a5..c9d27e4  main       -> origin/main
Successfully rebased and updated refs/heads/feature/batch-export.""", duration=5.0),
        p.run("git log --oneline -6", """3a8f0c1 (HEAD -> feature/batch-export) Add retry with jitter to batch exporter
e7b4d92 Export spans in batches of 512
b10f6a3 Introduce BatchExporter interface
c9d27e4 (origin/main, origin/HEAD) Merge pull request #236 from telemetry-sdk/chore/ci-matrix
6f0a2d8 Test on Go 1.22 in CI
8c3f1a5 (tag: v0.9.0-beta.2, main) Merge pull request #231 from telemetry-sdk/fix/context-leak"""),
        p.run('git tag -a v0.9.0-rc1 -m "Release candidate 1 for 0.9.0"', ""),
        p.run("git tag -l 'v0.9*'", """v0.9.0-beta.1
v0.9.0-beta.2
v0.9.0-rc1"""),
        p.run("git reflog -8", """3a8f0c1 (HEAD -> feature/batch-export, tag: v0.9.0-rc1) HEAD@{0}: rebase (finish): returning to refs/heads/feature/batch-export
3a8f0c1 (HEAD -> feature/batch-export, tag: v0.9.0-rc1) HEAD@{1}: rebase (pick): Add retry with jitter to batch exporter
e7b4d92 HEAD@{2}: rebase (pick): Export spans in batches of 512
b10f6a3 HEAD@{3}: rebase (pick): Introduce BatchExporter interface
c9d27e4 (origin/main, origin/HEAD) HEAD@{4}: rebase (start): checkout origin/main
5d1e9b2 (origin/feature/batch-export) HEAD@{5}: commit: Add retry with jitter to batch exporter
a47c3f0 HEAD@{6}: commit: Export spans in batches of 512
0e92b6d HEAD@{7}: commit: Introduce BatchExporter interface"""),
        p.run("git show --stat v0.9.0-rc1 | head -n 15", """tag v0.9.0-rc1
Tagger: Sofia Marquez <sofia@telemetry-sdk.dev>
Date:   Thu Feb 15 11:32:08 2024 +0100

Release candidate 1 for 0.9.0

commit 3a8f0c1e5b2d7a94c6f08e13d5b7a2c9f4e1d306 (HEAD -> feature/batch-export, tag: v0.9.0-rc1)
Author: Sofia Marquez <sofia@telemetry-sdk.dev>
Date:   Wed Feb 14 17:05:41 2024 +0100

    Add retry with jitter to batch exporter

 exporter/batch.go      | 48 +++++++++++++++++++++++++++++++++++++++++-------
 exporter/batch_test.go | 61 +++++++++++++++++++++++++++++++++++++++++++++++++++++
 2 files changed, 102 insertions(+), 7 deletions(-)"""),
        p.run("git describe --tags", "v0.9.0-rc1"),
        p.run("""perl -0pi -e 's/(func \\(e \\*BatchExporter\\) Shutdown\\(ctx context\\.Context\\) error \\{\\n)/$1\\te.flushPending(ctx)\\n/' exporter/batch.go && git commit -am "Flush pending batch on Shutdown\"""",
              """[feature/batch-export 7e1a0c4] Flush pending batch on Shutdown
 1 file changed, 1 insertion(+)"""),
        p.run("git tag -l 'v0.9*' --sort=-creatordate", """v0.9.0-beta.2
v0.9.0-beta.1"""),
        p.run("git push --force-with-lease origin feature/batch-export", """Enumerating objects: 19, done.
Counting objects: 100% (19/19), done.
Delta compression using up to 8 threads
Compressing objects: 100% (12/12), done.
Writing objects: 100% (12/12), 3.41 KiB | 3.41 MiB/s, done.
Total 12 (delta 8), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (8/8), completed with 5 local objects.
To github.com:telemetry-sdk/telemetry-sdk.git
 + 5d1e9b2...7e1a0c4 feature/batch-export -> feature/batch-export (forced update)""", duration=5.0),
    ]
    rs.add(task="terminal", tid="h44-terminal-22", system=sysp("A developer laptop (Ubuntu 22.04, git 2.43.0, Go module repository); the agent rebases a feature branch and tags a release candidate."),
           turns=turns, state=p.prompt, bad=True, turn=10, kind="annotated tag v0.9.0-rc1 created earlier is missing from the tag list")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
