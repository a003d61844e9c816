# ruff: noqa: E501, W291, W293
"""Holdout20, terminal domain: 22 hand-written tmux shell trajectories (11 with one contradiction, 11 clean).

Every trajectory is one coherent shell task on one host; each observation is the prompt line with the
command, everything it prints, and the next prompt (``rowkit2.Pane``). Half use mainstream tools
(systemd, apt, git, docker, kubectl, psql, cron/journald, disk tools), half less common ones (restic,
borg, zfs, ledger, taskwarrior, rclone, nomad, ffmpeg, pass). Numbers that must agree across turns are
computed here so that the only disagreement in a bad trajectory is the one labeled.

Run: ``python -m tests.decoherence.independent.holdout20_parts.terminal.make``
"""

from __future__ import annotations

import hashlib
import math
from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet

TASK = "terminal"
SYSTEM = (
    "You are a Terminal World Model. You simulate a Linux shell running inside a tmux pane on the host "
    "described in the current state. For every action (the keystrokes the agent sends), predict the next "
    "terminal state: the prompt line with the command as typed, everything the command prints, and the "
    "next prompt. Stay consistent with the starting state and with everything the session has already "
    "shown. Reply after **Environment Observation:**."
)


def hx(seed: str, n: int) -> str:
    """Deterministic hex id of length n."""
    out = ""
    i = 0
    while len(out) < n:
        out += hashlib.sha256(f"{seed}/{i}".encode()).hexdigest()
        i += 1
    return out[:n]


def rows(table: list[list[str]], sep: str = "  ", right: set[int] | None = None) -> str:
    """Left-aligned text table (columns in `right` are right-aligned), trailing blanks stripped."""
    right = right or set()
    widths = [max(len(r[i]) for r in table) for i in range(len(table[0]))]
    out = []
    for r in table:
        cells = [c.rjust(w) if i in right else c.ljust(w) for i, (c, w) in enumerate(zip(r, widths))]
        out.append(sep.join(cells).rstrip())
    return "\n".join(out)


# ---------------------------------------------------------------------------------------------------
# 01  nginx / systemd: 502 behind nginx (BAD at turn 5: a config line differs with no edit)
# ---------------------------------------------------------------------------------------------------

SHOP_CONF = """upstream shop_app {
    server 127.0.0.1:8000 max_fails=3 fail_timeout=10s;
    keepalive 16;
}

server {
    listen 80;
    listen [::]:80;
    server_name shop.example.internal;
    return 301 https://$host$request_uri;
}

server {
    listen 443 ssl http2;
    listen [::]:443 ssl http2;
    server_name shop.example.internal;

    ssl_certificate     /etc/ssl/shop/fullchain.pem;
    ssl_certificate_key /etc/ssl/shop/privkey.pem;
    ssl_protocols       TLSv1.2 TLSv1.3;

    access_log /var/log/nginx/shop.access.log;
    error_log  /var/log/nginx/shop.error.log warn;

    client_max_body_size 20m;

    location /static/ {
        alias /opt/shop/static/;
        expires 7d;
        add_header Cache-Control "public";
    }

    location / {
        proxy_pass http://shop_app;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        proxy_set_header X-Real-IP $remote_addr;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_connect_timeout 5s;
        proxy_read_timeout @TIMEOUT@;
    }
}"""


def t01(rs: RowSet) -> None:
    p = Pane("root", "web-02", "/root")
    state = ("Host web-02 (Ubuntu 22.04.4 LTS, kernel 5.15.0-105-generic), logged in as root, cwd /root. nginx 1.18.0 "
             "terminates TLS for shop.example.internal and proxies to a gunicorn app (systemd unit app.service, code in "
             "/opt/shop, virtualenv /opt/shop/venv, Python 3.10) on 127.0.0.1:8000. Users report 502 Bad Gateway since "
             "this morning's deploy. Current time is about 09:12 UTC on Tue 2024-05-14.")
    turns = [
        p.run("systemctl status nginx --no-pager", """● nginx.service - A high performance web server and a reverse proxy server
     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)
     Active: active (running) since Mon 2024-05-13 06:02:41 UTC; 1 day 3h ago
       Docs: man:nginx(8)
    Process: 1098 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 1119 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
   Main PID: 1123 (nginx)
      Tasks: 5 (limit: 9387)
     Memory: 9.8M
        CPU: 2min 11.402s
     CGroup: /system.slice/nginx.service
             ├─1123 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"
             ├─1124 "nginx: worker process"
             ├─1125 "nginx: worker process"
             ├─1126 "nginx: worker process"
             └─1127 "nginx: worker process"

May 13 06:02:41 web-02 systemd[1]: Starting A high performance web server and a reverse proxy server...
May 13 06:02:41 web-02 systemd[1]: Started A high performance web server and a reverse proxy server."""),
        p.run("cat /etc/nginx/sites-enabled/shop.conf", SHOP_CONF.replace("@TIMEOUT@", "30s")),
        p.run("tail -n 6 /var/log/nginx/shop.error.log", """2024/05/14 09:11:52 [error] 1126#1126: *48113 connect() failed (111: Connection refused) while connecting to upstream, client: 10.20.4.17, server: shop.example.internal, request: "GET / HTTP/2.0", upstream: "http://127.0.0.1:8000/", host: "shop.example.internal"
2024/05/14 09:11:52 [warn] 1126#1126: *48113 upstream server temporarily disabled while connecting to upstream, client: 10.20.4.17, server: shop.example.internal, request: "GET / HTTP/2.0", upstream: "http://127.0.0.1:8000/", host: "shop.example.internal"
2024/05/14 09:11:58 [error] 1124#1124: *48117 no live upstreams while connecting to upstream, client: 10.20.7.102, server: shop.example.internal, request: "GET /cart HTTP/2.0", upstream: "http://shop_app/cart", host: "shop.example.internal", referrer: "https://shop.example.internal/products/42"
2024/05/14 09:12:03 [error] 1125#1125: *48119 connect() failed (111: Connection refused) while connecting to upstream, client: 10.20.4.17, server: shop.example.internal, request: "GET /favicon.ico HTTP/2.0", upstream: "http://127.0.0.1:8000/favicon.ico", host: "shop.example.internal"
2024/05/14 09:12:03 [warn] 1125#1125: *48119 upstream server temporarily disabled while connecting to upstream, client: 10.20.4.17, server: shop.example.internal, request: "GET /favicon.ico HTTP/2.0", upstream: "http://127.0.0.1:8000/favicon.ico", host: "shop.example.internal"
2024/05/14 09:12:07 [error] 1124#1124: *48120 no live upstreams while connecting to upstream, client: 10.20.9.66, server: shop.example.internal, request: "POST /api/cart/items HTTP/2.0", upstream: "http://shop_app/api/cart/items", host: "shop.example.internal\""""),
        p.run("systemctl status app --no-pager", """× app.service - Shop gunicorn application
     Loaded: loaded (/etc/systemd/system/app.service; enabled; vendor preset: enabled)
     Active: failed (Result: exit-code) since Tue 2024-05-14 07:41:19 UTC; 1h 31min ago
    Process: 58114 ExecStart=/opt/shop/venv/bin/gunicorn --workers 4 --bind 127.0.0.1:8000 shop.wsgi:application (code=exited, status=3)
   Main PID: 58114 (code=exited, status=3)
        CPU: 1.912s

May 14 07:41:18 web-02 gunicorn[58121]:   File "/opt/shop/shop/cache.py", line 3, in <module>
May 14 07:41:18 web-02 gunicorn[58121]:     import redis
May 14 07:41:18 web-02 gunicorn[58121]: ModuleNotFoundError: No module named 'redis'
May 14 07:41:18 web-02 gunicorn[58121]: [2024-05-14 07:41:18 +0000] [58121] [INFO] Worker exiting (pid: 58121)
May 14 07:41:19 web-02 gunicorn[58114]: [2024-05-14 07:41:19 +0000] [58114] [ERROR] Worker (pid:58121) exited with code 3
May 14 07:41:19 web-02 gunicorn[58114]: [2024-05-14 07:41:19 +0000] [58114] [ERROR] Shutting down: Master
May 14 07:41:19 web-02 gunicorn[58114]: [2024-05-14 07:41:19 +0000] [58114] [ERROR] Reason: Worker failed to boot.
May 14 07:41:19 web-02 systemd[1]: app.service: Main process exited, code=exited, status=3/NOTIMPLEMENTED
May 14 07:41:19 web-02 systemd[1]: app.service: Failed with result 'exit-code'.
May 14 07:41:19 web-02 systemd[1]: app.service: Consumed 1.912s CPU time."""),
        p.run("nginx -t && nginx -T 2>/dev/null | sed -n '/sites-enabled\\/shop.conf:/,$p'",
              "nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\n"
              "nginx: configuration file /etc/nginx/nginx.conf test is successful\n"
              "# configuration file /etc/nginx/sites-enabled/shop.conf:\n"
              + SHOP_CONF.replace("@TIMEOUT@", "60s") + "\n"),
        p.run("/opt/shop/venv/bin/pip install redis==5.0.4", """Collecting redis==5.0.4
  Downloading redis-5.0.4-py3-none-any.whl (251 kB)
     ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 252.0/252.0 KB 3.1 MB/s eta 0:00:00
Collecting async-timeout>=4.0.3
  Downloading async_timeout-4.0.3-py3-none-any.whl (5.7 kB)
Installing collected packages: async-timeout, redis
Successfully installed async-timeout-4.0.3 redis-5.0.4""", duration=8.0),
        p.run("systemctl restart app && sleep 2 && systemctl status app --no-pager -n 4", """● app.service - Shop gunicorn application
     Loaded: loaded (/etc/systemd/system/app.service; enabled; vendor preset: enabled)
     Active: active (running) since Tue 2024-05-14 09:14:36 UTC; 2s ago
   Main PID: 61207 (gunicorn)
      Tasks: 5 (limit: 9387)
     Memory: 212.4M
        CPU: 2.871s
     CGroup: /system.slice/app.service
             ├─61207 /opt/shop/venv/bin/python3 /opt/shop/venv/bin/gunicorn --workers 4 --bind 127.0.0.1:8000 shop.wsgi:application
             ├─61209 /opt/shop/venv/bin/python3 /opt/shop/venv/bin/gunicorn --workers 4 --bind 127.0.0.1:8000 shop.wsgi:application
             ├─61210 /opt/shop/venv/bin/python3 /opt/shop/venv/bin/gunicorn --workers 4 --bind 127.0.0.1:8000 shop.wsgi:application
             ├─61211 /opt/shop/venv/bin/python3 /opt/shop/venv/bin/gunicorn --workers 4 --bind 127.0.0.1:8000 shop.wsgi:application
             └─61212 /opt/shop/venv/bin/python3 /opt/shop/venv/bin/gunicorn --workers 4 --bind 127.0.0.1:8000 shop.wsgi:application

May 14 09:14:36 web-02 gunicorn[61207]: [2024-05-14 09:14:36 +0000] [61207] [INFO] Listening at: http://127.0.0.1:8000 (61207)
May 14 09:14:36 web-02 gunicorn[61207]: [2024-05-14 09:14:36 +0000] [61207] [INFO] Using worker: sync
May 14 09:14:36 web-02 gunicorn[61209]: [2024-05-14 09:14:36 +0000] [61209] [INFO] Booting worker with pid: 61209
May 14 09:14:37 web-02 gunicorn[61212]: [2024-05-14 09:14:37 +0000] [61212] [INFO] Booting worker with pid: 61212""", duration=4.0),
        p.run("curl -skI https://shop.example.internal/ | head -n 6", """HTTP/2 200 
server: nginx/1.18.0 (Ubuntu)
date: Tue, 14 May 2024 09:14:52 GMT
content-type: text/html; charset=utf-8
content-length: 48213
vary: Cookie"""),
    ]
    rs.add(task=TASK, tid="h20-terminal-01", system=SYSTEM, turns=turns, state=state, bad=True, turn=5,
           kind="nginx -T shows proxy_read_timeout 60s in shop.conf although cat showed 30s and the file was never edited")


# ---------------------------------------------------------------------------------------------------
# 02  apt + PostgreSQL security update (CLEAN: restart changes PID/start time, upgradable list shrinks)
# ---------------------------------------------------------------------------------------------------

def t02(rs: RowSet) -> None:
    p = Pane("root", "db-01", "/root")
    state = ("Host db-01 (Debian 12 bookworm), logged in as root, cwd /root. PostgreSQL 15 cluster 15/main (Debian packages "
             "postgresql-15 15.6-0+deb12u1) serves the internal CRM database 'crm'; unattended-upgrades is disabled. Task: "
             "apply the pending PostgreSQL security update and confirm the cluster is healthy. Time is about 09:40 UTC on "
             "Tue 2024-05-14.")
    turns = [
        p.run("systemctl status postgresql@15-main --no-pager", """● postgresql@15-main.service - PostgreSQL Cluster 15-main
     Loaded: loaded (/lib/systemd/system/postgresql@.service; enabled-runtime; preset: enabled)
     Active: active (running) since Mon 2024-04-22 03:11:47 UTC; 3 weeks 1 day ago
    Process: 806 ExecStart=/usr/bin/pg_ctlcluster --skip-systemctl-redirect 15-main start (code=exited, status=0/SUCCESS)
   Main PID: 812 (postgres)
      Tasks: 10 (limit: 19141)
     Memory: 1.6G
        CPU: 6h 12min 40.118s
     CGroup: /system.slice/system-postgresql.slice/postgresql@15-main.service
             ├─  812 /usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main -c config_file=/etc/postgresql/15/main/postgresql.conf
             ├─  813 "postgres: 15/main: checkpointer "
             ├─  814 "postgres: 15/main: background writer "
             ├─  816 "postgres: 15/main: walwriter "
             ├─  817 "postgres: 15/main: autovacuum launcher "
             ├─  818 "postgres: 15/main: logical replication launcher "
             ├─41877 "postgres: 15/main: crm crm 10.0.3.21(51544) idle"
             ├─41902 "postgres: 15/main: crm crm 10.0.3.21(51560) idle"
             ├─47311 "postgres: 15/main: crm crm 10.0.3.22(38812) idle"
             └─47320 "postgres: 15/main: crm crm 10.0.3.22(38826) idle"

Apr 22 03:11:45 db-01 systemd[1]: Starting postgresql@15-main.service - PostgreSQL Cluster 15-main...
Apr 22 03:11:47 db-01 systemd[1]: Started postgresql@15-main.service - PostgreSQL Cluster 15-main."""),
        p.run("apt list --upgradable 2>/dev/null", """Listing... Done
libpq5/stable-security 15.7-0+deb12u1 amd64 [upgradable from: 15.6-0+deb12u1]
libssl3/stable-security 3.0.13-1~deb12u1 amd64 [upgradable from: 3.0.11-1~deb12u2]
openssl/stable-security 3.0.13-1~deb12u1 amd64 [upgradable from: 3.0.11-1~deb12u2]
postgresql-15/stable-security 15.7-0+deb12u1 amd64 [upgradable from: 15.6-0+deb12u1]
postgresql-client-15/stable-security 15.7-0+deb12u1 amd64 [upgradable from: 15.6-0+deb12u1]""", duration=3.0),
        p.run("apt-get install -y --only-upgrade postgresql-15 postgresql-client-15 libpq5", """Reading package lists... Done
Building dependency tree... Done
Reading state information... Done
The following packages will be upgraded:
  libpq5 postgresql-15 postgresql-client-15
3 upgraded, 0 newly installed, 0 to remove and 2 not upgraded.
Need to get 19.6 MB of archives.
After this operation, 12.3 kB of additional disk space will be used.
Get:1 http://security.debian.org/debian-security bookworm-security/main amd64 libpq5 amd64 15.7-0+deb12u1 [189 kB]
Get:2 http://security.debian.org/debian-security bookworm-security/main amd64 postgresql-client-15 amd64 15.7-0+deb12u1 [1,705 kB]
Get:3 http://security.debian.org/debian-security bookworm-security/main amd64 postgresql-15 amd64 15.7-0+deb12u1 [17.7 MB]
Fetched 19.6 MB in 1s (16.2 MB/s)
(Reading database ... 48213 files and directories currently installed.)
Preparing to unpack .../libpq5_15.7-0+deb12u1_amd64.deb ...
Unpacking libpq5:amd64 (15.7-0+deb12u1) over (15.6-0+deb12u1) ...
Preparing to unpack .../postgresql-client-15_15.7-0+deb12u1_amd64.deb ...
Unpacking postgresql-client-15 (15.7-0+deb12u1) over (15.6-0+deb12u1) ...
Preparing to unpack .../postgresql-15_15.7-0+deb12u1_amd64.deb ...
Unpacking postgresql-15 (15.7-0+deb12u1) over (15.6-0+deb12u1) ...
Setting up libpq5:amd64 (15.7-0+deb12u1) ...
Setting up postgresql-client-15 (15.7-0+deb12u1) ...
Setting up postgresql-15 (15.7-0+deb12u1) ...
Processing triggers for postgresql-common (248) ...
Building PostgreSQL dictionaries from installed myspell/hunspell packages...
Removing obsolete dictionary files:
Processing triggers for man-db (2.11.2-2) ...
Processing triggers for libc-bin (2.36-9+deb12u7) ...""", duration=30.0),
        p.run("systemctl status postgresql@15-main --no-pager", """● postgresql@15-main.service - PostgreSQL Cluster 15-main
     Loaded: loaded (/lib/systemd/system/postgresql@.service; enabled-runtime; preset: enabled)
     Active: active (running) since Tue 2024-05-14 09:41:55 UTC; 15s ago
    Process: 51298 ExecStart=/usr/bin/pg_ctlcluster --skip-systemctl-redirect 15-main start (code=exited, status=0/SUCCESS)
   Main PID: 51304 (postgres)
      Tasks: 8 (limit: 19141)
     Memory: 38.2M
        CPU: 171ms
     CGroup: /system.slice/system-postgresql.slice/postgresql@15-main.service
             ├─51304 /usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main -c config_file=/etc/postgresql/15/main/postgresql.conf
             ├─51305 "postgres: 15/main: checkpointer "
             ├─51306 "postgres: 15/main: background writer "
             ├─51308 "postgres: 15/main: walwriter "
             ├─51309 "postgres: 15/main: autovacuum launcher "
             ├─51310 "postgres: 15/main: logical replication launcher "
             ├─51322 "postgres: 15/main: crm crm 10.0.3.21(52018) idle"
             └─51327 "postgres: 15/main: crm crm 10.0.3.22(39104) idle"

May 14 09:41:53 db-01 systemd[1]: Stopping postgresql@15-main.service - PostgreSQL Cluster 15-main...
May 14 09:41:54 db-01 systemd[1]: postgresql@15-main.service: Deactivated successfully.
May 14 09:41:54 db-01 systemd[1]: Stopped postgresql@15-main.service - PostgreSQL Cluster 15-main.
May 14 09:41:54 db-01 systemd[1]: postgresql@15-main.service: Consumed 6h 12min 41.006s CPU time.
May 14 09:41:54 db-01 systemd[1]: Starting postgresql@15-main.service - PostgreSQL Cluster 15-main...
May 14 09:41:55 db-01 systemd[1]: Started postgresql@15-main.service - PostgreSQL Cluster 15-main."""),
        p.run("sudo -u postgres psql -Atc 'select version()' -c 'select pg_postmaster_start_time()' -c 'select now()'",
              """PostgreSQL 15.7 (Debian 15.7-0+deb12u1) on x86_64-pc-linux-gnu, compiled by gcc (Debian 12.2.0-14) 12.2.0, 64-bit
2024-05-14 09:41:55.207611+00
2024-05-14 09:42:31.884120+00"""),
        p.run("apt list --upgradable 2>/dev/null", """Listing... Done
libssl3/stable-security 3.0.13-1~deb12u1 amd64 [upgradable from: 3.0.11-1~deb12u2]
openssl/stable-security 3.0.13-1~deb12u1 amd64 [upgradable from: 3.0.11-1~deb12u2]""", duration=3.0),
        p.run("du -sh /var/cache/apt/archives", "19M\t/var/cache/apt/archives"),
        p.run("apt-get clean && du -sh /var/cache/apt/archives", "12K\t/var/cache/apt/archives"),
        p.run("uptime", " 09:43:02 up 22 days,  6:32,  1 user,  load average: 0.31, 0.42, 0.38"),
        p.run("sudo -u postgres psql -c \"select datname, numbackends, xact_commit from pg_stat_database where datname in ('crm', 'postgres')\"",
              """ datname  | numbackends | xact_commit
----------+-------------+-------------
 postgres |           1 |           6
 crm      |           3 |         412
(2 rows)"""),
    ]
    rs.add(task=TASK, tid="h20-terminal-02", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------
# 03  ledger: record rent, several report views (CLEAN: balances move by the added posting only)
# ---------------------------------------------------------------------------------------------------

def t03(rs: RowSet) -> None:
    p = Pane("sam", "thinkpad", "/home/sam/finance")
    state = ("Host thinkpad (Arch Linux), user sam, cwd ~/finance. ledger 3.3.2 is installed; the journal for the year is "
             "2024.ledger and VTI prices are kept in prices.db. The May rent ($1,450.00, paid from checking on 2024/05/01) "
             "has not been recorded yet. Task: record it and reconcile the checking balance.")
    turns = [
        p.run("ledger -f 2024.ledger bal Assets Liabilities", """          $17,312.37
              12 VTI  Assets
              12 VTI    Brokerage
           $4,812.37    Checking
          $12,500.00    Savings
            $-643.18  Liabilities:CreditCard
--------------------
          $16,669.19
              12 VTI"""),
        p.run("tail -n 12 2024.ledger", """
2024/04/26 * Acme Corp payroll
    Assets:Checking                      $2,310.55
    Income:Salary

2024/04/28 ! Comcast
    Expenses:Utilities:Internet             $89.99
    Assets:Checking

2024/04/30 * Transfer to savings
    Assets:Savings                         $500.00
    Assets:Checking"""),
        p.run("printf '\\n2024/05/01 * Landlord - May rent\\n    Expenses:Housing:Rent                $1,450.00\\n    Assets:Checking\\n' >> 2024.ledger"),
        p.run("ledger -f 2024.ledger bal Assets Liabilities", """          $15,862.37
              12 VTI  Assets
              12 VTI    Brokerage
           $3,362.37    Checking
          $12,500.00    Savings
            $-643.18  Liabilities:CreditCard
--------------------
          $15,219.19
              12 VTI"""),
        p.run("ledger -f 2024.ledger reg Assets:Checking --begin 2024/04/25", """24-Apr-26 Acme Corp payroll     Assets:Checking           $2,310.55    $2,310.55
24-Apr-28 Comcast               Assets:Checking             $-89.99    $2,220.56
24-Apr-30 Transfer to savings   Assets:Checking            $-500.00    $1,720.56
24-May-01 Landlord - May rent   Assets:Checking          $-1,450.00      $270.56"""),
        p.run("ledger -f 2024.ledger reg Expenses:Housing --monthly", """24-Jan-01 - 24-Jan-31           Expenses:Housing:Rent     $1,450.00    $1,450.00
24-Feb-01 - 24-Feb-29           Expens:Housi:Insurance      $212.00    $1,662.00
                                Expenses:Housing:Rent     $1,450.00    $3,112.00
24-Mar-01 - 24-Mar-31           Expenses:Housing:Rent     $1,450.00    $4,562.00
24-Apr-01 - 24-Apr-30           Expenses:Housing:Rent     $1,450.00    $6,012.00
24-May-01 - 24-May-31           Expenses:Housing:Rent     $1,450.00    $7,462.00"""),
        p.run("ledger -f 2024.ledger bal Assets:Checking --cleared", "           $3,452.36  Assets:Checking"),
        p.run("tail -n 3 prices.db", """P 2024/05/08 16:00:00 VTI $251.90
P 2024/05/09 16:00:00 VTI $252.66
P 2024/05/10 16:00:00 VTI $253.47"""),
        p.run("ledger -f 2024.ledger --price-db prices.db bal Assets:Brokerage -V", "           $3,041.64  Assets:Brokerage"),
        p.run("ledger -f 2024.ledger --price-db prices.db bal Assets Liabilities -V", """          $18,904.01  Assets
           $3,041.64    Brokerage
           $3,362.37    Checking
          $12,500.00    Savings
            $-643.18  Liabilities:CreditCard
--------------------
          $18,260.83"""),
    ]
    rs.add(task=TASK, tid="h20-terminal-03", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------
# 04  restic: prune weekly photo snapshots (BAD at turn 9: a forgotten snapshot is listed again)
# ---------------------------------------------------------------------------------------------------

RESTIC_OPEN = "repository 5c1e9a27 opened (version 2, compression level auto)"
RESTIC_SNAPS = [("4f1d22a0", "2024-04-07 03:00:14"), ("9be03c71", "2024-04-14 03:00:11"),
                ("c2a7e915", "2024-04-21 03:00:09"), ("07d9f4b3", "2024-04-28 03:00:16"),
                ("e5c81a6f", "2024-05-05 03:00:12"), ("3a6b0d28", "2024-05-12 03:00:10")]


def restic_table(snaps: list[tuple[str, str, str]], reasons: bool = False) -> str:
    if reasons:
        head = "ID        Time                 Host        Tags        Reasons        Paths"
        line = "-" * 81
        body = [f"{i}  {t}  nas-backup  {tag:<10}  last snapshot  /srv/photos" for i, t, tag in snaps]
    else:
        head = "ID        Time                 Host        Tags        Paths"
        line = "-" * 67
        body = [f"{i}  {t}  nas-backup  {tag:<10}  /srv/photos" for i, t, tag in snaps]
    n = len(snaps)
    return "\n".join([head, line, *body, line, f"{n} snapshot{'s' if n != 1 else ''}"])


def t04(rs: RowSet) -> None:
    p = Pane("root", "nas-backup", "/root")
    state = ("Host nas-backup (Debian 12), logged in as root, cwd /root. restic 0.16.4; RESTIC_REPOSITORY="
             "sftp:backup@vault.lan:/srv/restic/photos and RESTIC_PASSWORD_FILE=/root/.restic-photos are exported. "
             "A weekly cron job backs up /srv/photos every Sunday at 03:00 with tag 'weekly'. Task: apply the new "
             "retention policy (keep only the last 4 snapshots), prune, verify the repository, then take a manual backup. "
             "Time is about 11:00 on Tue 2024-05-14.")
    weekly = [(i, t, "weekly") for i, t in RESTIC_SNAPS]
    keep, gone = weekly[2:], weekly[:2]
    group = "snapshots for (host [nas-backup], paths [/srv/photos]):\n"
    policy = (RESTIC_OPEN + "\nApplying Policy: keep 4 latest snapshots\n" + group + "keep 4 snapshots:\n"
              + restic_table(keep, reasons=True) + "\n\nremove 2 snapshots:\n" + restic_table(gone))
    turns = [
        p.run("restic snapshots", RESTIC_OPEN + "\n" + restic_table(weekly), duration=5.0),
        p.run("restic stats --mode raw-data", RESTIC_OPEN + """
scanning...
Stats in raw-data mode:
     Snapshots processed:  6
        Total Blob Count:  1214873
 Total Uncompressed Size:  431.806 GiB
              Total Size:  412.337 GiB
    Compression Progress:  100.00%
       Compression Ratio:  1.05x
Compression Space Saving:  4.51%""", duration=60.0),
        p.run("restic forget --keep-last 4 --dry-run", policy + "\n\nWould have removed the following snapshots:\n[4f1d22a0 9be03c71]", duration=5.0),
        p.run("restic forget --keep-last 4 --prune", policy + """
[0:00] 100.00%  2 / 2 files deleted
2 snapshots have been removed, running prune
loading indexes...
loading all snapshots...
finding data that is still in use for 4 snapshots
[0:41] 100.00%  4 / 4 snapshots
searching used packs...
collecting packs for deletion and repacking
[0:02] 100.00%  24613 / 24613 packs processed

to repack:          1288 blobs / 61.773 MiB
this removes:        402 blobs / 48.918 MiB
to delete:         31566 blobs / 6.227 GiB
total prune:       31968 blobs / 6.275 GiB
remaining:       1182905 blobs / 406.062 GiB
unused size after prune: 19.807 GiB (4.88% of remaining size)

repacking packs
[0:01] 100.00%  4 / 4 packs repacked
rebuilding index
[0:03] 100.00%  24178 / 24178 packs processed
deleting obsolete index files
[0:00] 100.00%  18 / 18 files deleted
removing 439 old packs
[0:04] 100.00%  439 / 439 files deleted
done""", duration=90.0),
        p.run("restic snapshots", RESTIC_OPEN + "\n" + restic_table(keep), duration=5.0),
        p.run("restic check", """using temporary cache in /tmp/restic-check-cache-2271544836
""" + RESTIC_OPEN + """
created new cache in /tmp/restic-check-cache-2271544836
create exclusive lock for repository
load indexes
[0:02] 100.00%  9 / 9 index files loaded
check all packs
check snapshots, trees and blobs
[0:38] 100.00%  4 / 4 snapshots
no errors were found""", duration=60.0),
        p.run("restic backup /srv/photos --tag manual", RESTIC_OPEN + """
using parent snapshot 3a6b0d28
[0:00] 100.00%  9 / 9 index files loaded

Files:          37 new,     2 changed, 48210 unmodified
Dirs:            4 new,    11 changed,  1873 unmodified
Added to the repository: 1.418 GiB (1.392 GiB stored)

processed 48249 files, 401.223 GiB in 1:52
snapshot 8d2e6f19 saved""", duration=120.0),
        p.run("restic stats --mode raw-data", RESTIC_OPEN + """
scanning...
Stats in raw-data mode:
     Snapshots processed:  5
        Total Blob Count:  1184317
 Total Uncompressed Size:  426.608 GiB
              Total Size:  407.454 GiB
    Compression Progress:  100.00%
       Compression Ratio:  1.05x
Compression Space Saving:  4.49%""", duration=60.0),
        p.run("restic snapshots --tag weekly", RESTIC_OPEN + "\n" + restic_table([weekly[1], *keep]), duration=5.0),
        p.run("restic ls 8d2e6f19 /srv/photos/2024/2024-05-11_lake", RESTIC_OPEN + """
snapshot 8d2e6f19 of [/srv/photos] filtered by [/srv/photos/2024/2024-05-11_lake] at 2024-05-14 11:06:39.418225107 +0000 UTC):
/srv/photos/2024
/srv/photos/2024/2024-05-11_lake
/srv/photos/2024/2024-05-11_lake/DSC_4410.NEF
/srv/photos/2024/2024-05-11_lake/DSC_4411.NEF
/srv/photos/2024/2024-05-11_lake/DSC_4417.NEF
/srv/photos/2024/2024-05-11_lake/DSC_4417.xmp
/srv/photos/2024/2024-05-11_lake/DSC_4423.NEF
/srv/photos/2024/2024-05-11_lake/DSC_4423.xmp
/srv/photos/2024/2024-05-11_lake/export
/srv/photos/2024/2024-05-11_lake/export/DSC_4417.jpg
/srv/photos/2024/2024-05-11_lake/export/DSC_4423.jpg""", duration=5.0),
    ]
    rs.add(task=TASK, tid="h20-terminal-04", system=SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="snapshot 9be03c71, removed by forget --prune, is listed again by restic snapshots --tag weekly")


# ---------------------------------------------------------------------------------------------------
# 05  git: one-line fix on a branch (BAD at turn 8: the new commit's hash differs with no amend)
# ---------------------------------------------------------------------------------------------------

def t05(rs: RowSet) -> None:
    p = Pane("dev", "devbox", "/home/dev/src/invoice-svc")
    state = ("Host devbox (Ubuntu 24.04), user dev, cwd ~/src/invoice-svc, a clone of github.com:acme/invoice-svc on branch "
             "main. git 2.43, Python 3.12 virtualenv active. Bug report: VAT amounts are rounded to 10 cents instead of "
             "to the cent. Task: fix it on a branch, run the tax tests and push the branch.")
    turns = [
        p.run("git status", """On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean"""),
        p.run("git log --oneline -5", """b81c04e (HEAD -> main, origin/main, origin/HEAD) Merge pull request #87 from acme/feat/pdf-footer
6d2f9a3 Add company registration number to PDF footer
e0a47c1 Bump weasyprint to 61.2
93bb5d0 Fix currency symbol for CHF invoices
2c7e18f Add /health endpoint"""),
        p.run("grep -n 'round(' app/tax.py", """18:    return round(net * rate, 1)
31:    return round(gross / (1 + rate), 2)"""),
        p.run("git switch -c fix/vat-rounding", "Switched to a new branch 'fix/vat-rounding'"),
        p.run("sed -i '18s/round(net \\* rate, 1)/round(net * rate, 2)/' app/tax.py && git diff", """diff --git a/app/tax.py b/app/tax.py
index 4c1e2a9..a07d3f5 100644
--- a/app/tax.py
+++ b/app/tax.py
@@ -15,7 +15,7 @@ def vat_amount(net: Decimal, country: str) -> Decimal:
     rate = VAT_RATES.get(country)
     if rate is None:
         raise UnknownCountry(country)
-    return round(net * rate, 1)
+    return round(net * rate, 2)
 
 
 def net_from_gross(gross: Decimal, country: str) -> Decimal:"""),
        p.run("python -m pytest -q tests/test_tax.py", """..............                                                           [100%]
14 passed in 0.21s""", duration=3.0),
        p.run("git commit -am \"Round VAT amounts to cents\"", """[fix/vat-rounding 4e7b1c9] Round VAT amounts to cents
 1 file changed, 1 insertion(+), 1 deletion(-)"""),
        p.run("git log --oneline -4", """a91f3d2 (HEAD -> fix/vat-rounding) Round VAT amounts to cents
b81c04e (origin/main, origin/HEAD, main) Merge pull request #87 from acme/feat/pdf-footer
6d2f9a3 Add company registration number to PDF footer
e0a47c1 Bump weasyprint to 61.2"""),
        p.run("git push -u origin fix/vat-rounding", """Enumerating objects: 7, done.
Counting objects: 100% (7/7), done.
Delta compression using up to 8 threads
Compressing objects: 100% (4/4), done.
Writing objects: 100% (4/4), 412 bytes | 412.00 KiB/s, done.
Total 4 (delta 3), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (3/3), completed with 3 local objects.
remote: 
remote: Create a pull request for 'fix/vat-rounding' on GitHub by visiting:
remote:      https://github.com/acme/invoice-svc/pull/new/fix/vat-rounding
remote: 
To github.com:acme/invoice-svc.git
 * [new branch]      fix/vat-rounding -> fix/vat-rounding
branch 'fix/vat-rounding' set up to track 'origin/fix/vat-rounding'.""", duration=3.0),
        p.run("git status -sb", "## fix/vat-rounding...origin/fix/vat-rounding"),
    ]
    rs.add(task=TASK, tid="h20-terminal-05", system=SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="commit created as 4e7b1c9 shows up in git log as a91f3d2 with no amend, rebase or reset in between")


# ---------------------------------------------------------------------------------------------------
# 06  docker compose: bump api image (CLEAN: recreate changes CREATED/STATUS, health goes starting->healthy)
# ---------------------------------------------------------------------------------------------------

def compose_ps(api_img: str, api_created: str, api_status: str, only_api: bool = False) -> str:
    head = ["NAME", "IMAGE", "COMMAND", "SERVICE", "CREATED", "STATUS", "PORTS"]
    body = [
        ["stack-api-1", api_img, '"/app/entrypoint.sh …"', "api", api_created, api_status, "8000/tcp"],
        ["stack-db-1", "postgres:16.2", '"docker-entrypoint.s…"', "db", "3 weeks ago", "Up 6 days (healthy)", "5432/tcp"],
        ["stack-nginx-1", "nginx:1.25.4", '"/docker-entrypoint.…"', "nginx", "3 weeks ago", "Up 6 days",
         "0.0.0.0:80->80/tcp, :::80->80/tcp, 0.0.0.0:443->443/tcp, :::443->443/tcp"],
        ["stack-redis-1", "redis:7.2.4-alpine", '"docker-entrypoint.s…"', "redis", "3 weeks ago", "Up 6 days (healthy)", "6379/tcp"],
    ]
    return rows([head, *(body[:1] if only_api else body)], sep="   ")


def t06(rs: RowSet) -> None:
    p = Pane("ops", "app-03", "/home/ops/stack")
    state = ("Host app-03 (Ubuntu 22.04), user ops (in the docker group), cwd ~/stack. Docker 26.1 with the compose plugin "
             "v2.27; the compose project 'stack' runs api, db, redis and nginx. Release ghcr.io/acme/api:2.4.1 was "
             "published two days ago. Task: move the api service from 2.4.0 to 2.4.1 and clean up the old image. Time "
             "is about 10:01 UTC on Tue 2024-05-14.")
    turns = [
        p.run("docker compose ps", compose_ps("ghcr.io/acme/api:2.4.0", "6 days ago", "Up 6 days (healthy)")),
        p.run("grep -n 'image:' docker-compose.yml", """4:    image: ghcr.io/acme/api:2.4.0
22:    image: postgres:16.2
35:    image: redis:7.2.4-alpine
41:    image: nginx:1.25.4"""),
        p.run("sed -i 's#ghcr.io/acme/api:2.4.0#ghcr.io/acme/api:2.4.1#' docker-compose.yml && docker compose pull api", """[+] Pulling 6/6
 ✔ api Pulled                                                              7.4s 
   ✔ 4abcf2066143 Already exists                                           0.0s 
   ✔ 1b2e3c5d7a21 Already exists                                           0.0s 
   ✔ 8f9e0d1c2b3a Pull complete                                            3.1s 
   ✔ 6c5d4e3f2a1b Pull complete                                            5.8s 
   ✔ 2e1f0a9b8c7d Pull complete                                            6.2s """, duration=9.0),
        p.run("docker compose up -d api", """[+] Running 3/3
 ✔ Container stack-redis-1  Running                                        0.0s 
 ✔ Container stack-db-1     Running                                        0.0s 
 ✔ Container stack-api-1    Started                                        1.9s """, duration=4.0),
        p.run("docker compose ps", compose_ps("ghcr.io/acme/api:2.4.1", "9 seconds ago", "Up 7 seconds (health: starting)")),
        p.run("docker compose logs --tail 6 api", """stack-api-1  | 2024-05-14T10:02:11.418Z INFO  starting acme-api version=2.4.1 commit=9f3c2e1
stack-api-1  | 2024-05-14T10:02:11.602Z INFO  connected to postgres host=db db=acme pool=10
stack-api-1  | 2024-05-14T10:02:11.611Z INFO  connected to redis addr=redis:6379
stack-api-1  | 2024-05-14T10:02:11.845Z INFO  migrations up to date (version 0042)
stack-api-1  | 2024-05-14T10:02:11.851Z INFO  listening addr=0.0.0.0:8000
stack-api-1  | 2024-05-14T10:02:41.902Z INFO  GET /healthz 200 1.2ms"""),
        p.run("docker compose ps api", compose_ps("ghcr.io/acme/api:2.4.1", "About a minute ago", "Up About a minute (healthy)", only_api=True)),
        p.run("docker images ghcr.io/acme/api", """REPOSITORY         TAG       IMAGE ID       CREATED      SIZE
ghcr.io/acme/api   2.4.1     5e2b9d41c7a0   2 days ago   187MB
ghcr.io/acme/api   2.4.0     a83f61d0e924   9 days ago   184MB"""),
        p.run("docker rmi ghcr.io/acme/api:2.4.0", """Untagged: ghcr.io/acme/api:2.4.0
Untagged: ghcr.io/acme/api@sha256:0c4f7b2e9d81a36f5e0b4c7d2a19e8f3b6c5d40a1e2f3b4c5d6e7f8091a2b3c4
Deleted: sha256:a83f61d0e924b7c1e05d3f28a9164e7b2c0d5f3a81e6b9c4d27f0e3a5b8c1d64
Deleted: sha256:7d2e4f6a8b0c1e3f5a7b9d1c3e5f7a9b1d3c5e7f9a1b3d5c7e9f1a3b5d7c9e1f
Deleted: sha256:3b5d7f9a1c3e5b7d9f1a3c5e7b9d1f3a5c7e9b1d3f5a7c9e1b3d5f7a9c1e3b5d
Deleted: sha256:9e1c3a5f7d9b1e3c5a7f9d1b3e5c7a9f1d3b5e7c9a1f3d5b7e9c1a3f5d7b9e1c"""),
        p.run("docker compose exec api wget -qO- http://localhost:8000/version", '{"version":"2.4.1","commit":"9f3c2e1","started_at":"2024-05-14T10:02:11Z","uptime_s":143}'),
    ]
    rs.add(task=TASK, tid="h20-terminal-06", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------
# 07  zfs: compression + quota on tank/data (BAD at turn 6: compression reads back the old value)
# ---------------------------------------------------------------------------------------------------

def t07(rs: RowSet) -> None:
    p = Pane("root", "storage01", "/root")
    state = ("Host storage01 (Ubuntu 22.04, OpenZFS 2.1.5), logged in as root, cwd /root. Pool 'tank' (two mirrored vdevs "
             "of 8 TB disks) holds datasets backups, data, data/media, home and vm. Task: switch tank/data to zstd "
             "compression, cap it with a 2T quota, then copy in this month's import from /srv/import/2024-05.")
    turns = [
        p.run("zpool status tank", """  pool: tank
 state: ONLINE
  scan: scrub repaired 0B in 05:12:44 with 0 errors on Sun May 12 05:36:45 2024
config:

        NAME                                      STATE     READ WRITE CKSUM
        tank                                      ONLINE       0     0     0
          mirror-0                                ONLINE       0     0     0
            ata-WDC_WD80EFZZ-68BTXN0_WD-CA1K2R3T  ONLINE       0     0     0
            ata-WDC_WD80EFZZ-68BTXN0_WD-CA1K7Q9P  ONLINE       0     0     0
          mirror-1                                ONLINE       0     0     0
            ata-ST8000VN004-3CP101_WWZ4K1LM       ONLINE       0     0     0
            ata-ST8000VN004-3CP101_WWZ4K3AB       ONLINE       0     0     0

errors: No known data errors"""),
        p.run("zfs list -o name,used,avail,refer,compressratio,mountpoint -r tank", """NAME              USED  AVAIL  REFER  RATIO  MOUNTPOINT
tank             5.84T  8.61T   128K  1.04x  /tank
tank/backups     3.12T  8.61T  3.12T  1.02x  /tank/backups
tank/data        1.21T  8.61T  1.09T  1.03x  /tank/data
tank/data/media   118G  8.61T   118G  1.00x  /tank/data/media
tank/home        1.47T  8.61T  1.47T  1.11x  /tank/home
tank/vm          42.6G  8.61T  42.6G  1.38x  /tank/vm"""),
        p.run("zfs get compression,compressratio,quota,recordsize,atime tank/data", """NAME       PROPERTY       VALUE     SOURCE
tank/data  compression    lz4       inherited from tank
tank/data  compressratio  1.03x     -
tank/data  quota          none      default
tank/data  recordsize     128K      default
tank/data  atime          off       inherited from tank"""),
        p.run("zfs set compression=zstd tank/data && zfs set quota=2T tank/data"),
        p.run("zfs list -o name,used,avail,refer,quota -r tank/data", """NAME              USED  AVAIL  REFER  QUOTA
tank/data        1.21T   809G  1.09T     2T
tank/data/media   118G   809G   118G   none"""),
        p.run("zfs get all tank/data | grep -E 'compress|quota|recordsize|atime|sync|dedup'", """tank/data  compressratio         1.03x                  -
tank/data  quota                 2T                     local
tank/data  recordsize            128K                   default
tank/data  compression           lz4                    inherited from tank
tank/data  atime                 off                    inherited from tank
tank/data  refquota              none                   default
tank/data  dedup                 off                    default
tank/data  sync                  standard               default
tank/data  refcompressratio      1.03x                  -
tank/data  relatime              on                     default"""),
        p.run("rsync -a /srv/import/2024-05/ /tank/data/import/2024-05/ && du -sh /tank/data/import/2024-05", "61G\t/tank/data/import/2024-05", duration=600.0),
        p.run("zfs list -o name,used,avail,refer,quota -r tank/data", """NAME              USED  AVAIL  REFER  QUOTA
tank/data        1.27T   748G  1.15T     2T
tank/data/media   118G   748G   118G   none"""),
        p.run("zpool list tank", """NAME   SIZE  ALLOC   FREE  CKPOINT  EXPANDSZ   FRAG    CAP  DEDUP    HEALTH  ALTROOT
tank  14.5T  5.90T  8.60T        -         -     7%    40%  1.00x    ONLINE  -"""),
    ]
    rs.add(task=TASK, tid="h20-terminal-07", system=SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="after zfs set compression=zstd succeeded, zfs get all still reports compression lz4 inherited from tank")


# ---------------------------------------------------------------------------------------------------
# 08  rclone: sync podcast exports to B2 (CLEAN: remote count/size grow by the transferred files)
# ---------------------------------------------------------------------------------------------------

RCLONE_NEW = [
    ("ep14_cover.png", 4118327, "2024-05-06 21:14:09"),
    ("ep14_final.mp3", 86412881, "2024-05-06 22:40:51"),
    ("ep14_final.wav", 1043221504, "2024-05-06 22:38:12"),
    ("ep15_cover.png", 3907844, "2024-05-13 20:02:33"),
    ("ep15_final.mp3", 82905112, "2024-05-13 21:47:18"),
    ("ep15_final.wav", 998771712, "2024-05-13 21:44:40"),
]
RCLONE_REMOTE_BYTES = 17074519931
RCLONE_REMOTE_N = 41


def gib(b: int) -> str:
    return f"{b / 2**30:.3f} GiB"


def rclone_size(n: int, b: int) -> str:
    return f"Total objects: {n}\nTotal size: {gib(b)} ({b} Byte)"


def t08(rs: RowSet) -> None:
    p = Pane("mia", "studio", "/home/mia")
    state = ("Host studio (Fedora 40), user mia, cwd ~. rclone v1.66.0 with remotes configured in ~/.config/rclone/rclone.conf. "
             "Finished podcast episodes are exported to ~/Projects/podcast/exports and archived in the Backblaze B2 bucket "
             "podcast-exports; episodes 14 and 15 have not been uploaded yet. Task: sync the exports folder to the bucket "
             "and verify the upload.")
    new_b = sum(b for _, b, _ in RCLONE_NEW)
    local_b = RCLONE_REMOTE_BYTES + new_b
    local_n = RCLONE_REMOTE_N + len(RCLONE_NEW)
    secs = 251.2
    speed = new_b / 2**20 / secs
    lsl = "\n".join(f"{b:>9} {t}.000000000 {n}" for n, b, t in sorted(RCLONE_NEW, key=lambda x: x[2]))
    ep14 = [b for n, b, _ in RCLONE_NEW if n.startswith("ep14_")]
    turns = [
        p.run("rclone listremotes", "b2-archive:\ngdrive:"),
        p.run("rclone size ~/Projects/podcast/exports", rclone_size(local_n, local_b)),
        p.run("rclone size b2-archive:podcast-exports", rclone_size(RCLONE_REMOTE_N, RCLONE_REMOTE_BYTES), duration=3.0),
        p.run("rclone sync ~/Projects/podcast/exports b2-archive:podcast-exports --progress --transfers 4",
              f"Transferred:   \t    {gib(new_b)} / {gib(new_b)}, 100%, {speed:.3f} MiB/s, ETA 0s\n"
              f"Checks:                {RCLONE_REMOTE_N} / {RCLONE_REMOTE_N}, 100%\n"
              f"Transferred:            {len(RCLONE_NEW)} / {len(RCLONE_NEW)}, 100%\n"
              f"Elapsed time:      4m11.2s", duration=260.0),
        p.run("rclone size b2-archive:podcast-exports", rclone_size(local_n, local_b), duration=3.0),
        p.run("rclone lsl b2-archive:podcast-exports | sort -k2,3 | tail -n 6", lsl, duration=3.0),
        p.run("rclone check ~/Projects/podcast/exports b2-archive:podcast-exports --one-way",
              f"2024/05/14 12:31:07 NOTICE: B2 bucket podcast-exports: 0 differences found\n"
              f"2024/05/14 12:31:07 NOTICE: B2 bucket podcast-exports: {local_n} matching files", duration=20.0),
        p.run("rclone size b2-archive:podcast-exports --include 'ep14_*'", rclone_size(len(ep14), sum(ep14)), duration=3.0),
        p.run("rclone lsd b2-archive:", """          -1 2023-09-02 10:15:44        -1 camera-roll-2023
          -1 2024-01-07 18:22:10        -1 podcast-exports
          -1 2024-03-30 09:03:57        -1 tax-documents""", duration=2.0),
    ]
    rs.add(task=TASK, tid="h20-terminal-08", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------
# 09  git: rebase a feature branch onto main and force-push (CLEAN: rebase and amend rewrite hashes)
# ---------------------------------------------------------------------------------------------------

def t09(rs: RowSet) -> None:
    p = Pane("lee", "ws-lee", "/home/lee/work/billing-api")
    state = ("Host ws-lee (Debian 12), user lee, cwd ~/work/billing-api on branch feature/csv-export (3 commits on top of "
             "main, already pushed to origin/feature/csv-export for merge request !212). git 2.39. main moved on "
             "upstream. Task: rebase the branch onto the new origin/main, reword the last commit to close issue #212, "
             "and update the merge request. Today is Tue 2024-05-14.")
    turns = [
        p.run("git fetch origin", """remote: Enumerating objects: 23, done.
remote: Counting objects: 100% (23/23), done.
remote: Compressing objects: 100% (9/9), done.
remote: Total 14 (delta 8), reused 11 (delta 5), pack-reused 0
Unpacking objects: 100% (14/14), 3.02 KiB | 309.00 KiB/s, done.
From gitlab.acme.io:billing/billing-api
   3c90d1e..f27a8b4  main       -> origin/main""", duration=2.0),
        p.run("git log --oneline origin/main..HEAD", """9c1d0e2 (HEAD -> feature/csv-export, origin/feature/csv-export) Add CSV export endpoint
51be7a4 Stream rows instead of loading whole result set
0d8e3f6 Add csv writer helper with BOM option"""),
        p.run("git log --oneline -4 origin/main", """f27a8b4 (origin/main, origin/HEAD) Merge branch 'fix/invoice-tz' into 'main'
a4e6c20 Store invoice timestamps in UTC
7b19f53 Upgrade SQLAlchemy to 2.0.30
3c90d1e (main) Merge branch 'feat/dunning' into 'main'"""),
        p.run("git rebase origin/main", "Successfully rebased and updated refs/heads/feature/csv-export."),
        p.run("git log --oneline -5", """e83b27c (HEAD -> feature/csv-export) Add CSV export endpoint
c41f9a0 Stream rows instead of loading whole result set
6a2d5b8 Add csv writer helper with BOM option
f27a8b4 (origin/main, origin/HEAD) Merge branch 'fix/invoice-tz' into 'main'
a4e6c20 Store invoice timestamps in UTC"""),
        p.run("python -m pytest -q tests/export", """.......................                                                  [100%]
23 passed in 1.84s""", duration=4.0),
        p.run("git commit --amend -m \"Add CSV export endpoint (closes #212)\"", """[feature/csv-export 7b4a3f5] Add CSV export endpoint (closes #212)
 Date: Fri May 10 16:22:48 2024 +0200
 4 files changed, 187 insertions(+), 3 deletions(-)
 create mode 100644 billing/api/export.py
 create mode 100644 tests/export/test_csv_endpoint.py"""),
        p.run("git status -sb", "## feature/csv-export...origin/feature/csv-export [ahead 6, behind 3]"),
        p.run("git push --force-with-lease", """Enumerating objects: 31, done.
Counting objects: 100% (31/31), done.
Delta compression using up to 8 threads
Compressing objects: 100% (17/17), done.
Writing objects: 100% (19/19), 4.87 KiB | 1.62 MiB/s, done.
Total 19 (delta 11), reused 0 (delta 0), pack-reused 0
remote: 
remote: View merge request for feature/csv-export:
remote:   https://gitlab.acme.io/billing/billing-api/-/merge_requests/212
remote: 
To gitlab.acme.io:billing/billing-api.git
 + 9c1d0e2...7b4a3f5 feature/csv-export -> feature/csv-export (forced update)""", duration=3.0),
        p.run("git log -3 --format='%h %an  %ad (%cr)  %s' --date=short", """7b4a3f5 Lee Park  2024-05-10 (40 seconds ago)  Add CSV export endpoint (closes #212)
c41f9a0 Lee Park  2024-05-09 (2 minutes ago)  Stream rows instead of loading whole result set
6a2d5b8 Lee Park  2024-05-08 (2 minutes ago)  Add csv writer helper with BOM option"""),
    ]
    rs.add(task=TASK, tid="h20-terminal-09", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------
# 10  docker: swap the registry container, keep the old one as registry-old (BAD at turn 9: old name back)
# ---------------------------------------------------------------------------------------------------

DOCKER_FMT = "'table {{.ID}}\\t{{.Names}}\\t{{.Image}}\\t{{.Status}}'"


def t10(rs: RowSet) -> None:
    p = Pane("root", "ci-runner-2", "/root")
    state = ("Host ci-runner-2 (Ubuntu 22.04), logged in as root, cwd /root. Docker 24.0.7. A private registry container "
             "'registry' (registry:2.8.1) serves the CI images from the named volume registry-data. Task: replace it "
             "with registry:2.8.3 on the same volume and port, keeping the old container, renamed to registry-old, for "
             "rollback. Time is about 12:16 UTC on Tue 2024-05-14.")
    catalog = '{"repositories":["ci/base","ci/node20","ci/python312","infra/terraform"]}'
    turns = [
        p.run("docker ps --format 'table {{.ID}}\\t{{.Names}}\\t{{.Image}}\\t{{.Status}}\\t{{.Ports}}'", """CONTAINER ID   NAMES           IMAGE                           STATUS       PORTS
3f2c8d19a7b4   registry        registry:2.8.1                  Up 2 weeks   0.0.0.0:5000->5000/tcp, :::5000->5000/tcp
b71e0a6c9d52   buildkitd       moby/buildkit:v0.13.2           Up 2 weeks
5c93d7e2f018   node-exporter   prom/node-exporter:v1.7.0       Up 2 weeks
e04a1f8b36c7   gitlab-runner   gitlab/gitlab-runner:v16.11.1   Up 2 weeks"""),
        p.run("docker inspect -f '{{.Config.Image}} {{.HostConfig.RestartPolicy.Name}}{{range .Mounts}} {{.Type}}:{{.Name}}->{{.Destination}}{{end}}' registry",
              "registry:2.8.1 unless-stopped volume:registry-data->/var/lib/registry"),
        p.run("docker stop registry", "registry", duration=3.0),
        p.run("docker rename registry registry-old"),
        p.run("docker pull registry:2.8.3", """2.8.3: Pulling from library/registry
619be1103602: Already exists
862815ae87dc: Pull complete
74e12953df95: Pull complete
6f0ce73649a0: Pull complete
ef4f267ce8ed: Pull complete
Digest: sha256:4fac7a8257b1d7a86599043fcc181dfbdf9c8f57e337db763ac94b0e67c6cfb5
Status: Downloaded newer image for registry:2.8.3
docker.io/library/registry:2.8.3""", duration=6.0),
        p.run("docker run -d --name registry --restart unless-stopped -p 5000:5000 -v registry-data:/var/lib/registry registry:2.8.3",
              "9e41b7c0d2aa" + hx("registry-283", 52)),
        p.run("curl -s http://localhost:5000/v2/_catalog | jq -c .", catalog),
        p.run("docker logs --tail 4 registry", f"""time="2024-05-14T12:18:40.113941577Z" level=info msg="redis not configured" go.version=go1.20.8 instance.id=0b5e2c1d-7f4a-4b3e-9a1c-6d8e2f0a4b17 service=registry version=2.8.3 
time="2024-05-14T12:18:40.114402118Z" level=info msg="Starting upload purge in 29m0s" go.version=go1.20.8 instance.id=0b5e2c1d-7f4a-4b3e-9a1c-6d8e2f0a4b17 service=registry version=2.8.3 
time="2024-05-14T12:18:40.121650322Z" level=info msg="listening on [::]:5000" go.version=go1.20.8 instance.id=0b5e2c1d-7f4a-4b3e-9a1c-6d8e2f0a4b17 service=registry version=2.8.3 
172.17.0.1 - - [14/May/2024:12:19:02 +0000] "GET /v2/_catalog HTTP/1.1" 200 {len(catalog) + 1} "" "curl/7.81.0\""""),
        p.run("docker ps -a --format " + DOCKER_FMT, """CONTAINER ID   NAMES           IMAGE                           STATUS
9e41b7c0d2aa   registry        registry:2.8.3                  Up About a minute
3f2c8d19a7b4   registry        registry:2.8.1                  Exited (2) 3 minutes ago
b71e0a6c9d52   buildkitd       moby/buildkit:v0.13.2           Up 2 weeks
5c93d7e2f018   node-exporter   prom/node-exporter:v1.7.0       Up 2 weeks
e04a1f8b36c7   gitlab-runner   gitlab/gitlab-runner:v16.11.1   Up 2 weeks"""),
    ]
    rs.add(task=TASK, tid="h20-terminal-10", system=SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="the stopped container 3f2c8d19a7b4, renamed to registry-old, is listed under its old name registry")


# ---------------------------------------------------------------------------------------------------
# 11  nomad: scale and upgrade the api job (CLEAN: new allocations, version bump, deployment progress)
# ---------------------------------------------------------------------------------------------------

NOMAD_HEAD = """ID            = api
Name          = api
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
Task Group  Queued  Starting  Running  Failed  Complete  Lost  Unknown
api         0       {starting:<8}  {running:<7}  0       {complete:<8}  0     0

Latest Deployment
ID          = {dep}
Status      = {dstatus}
Description = {ddesc}

Deployed
Task Group  Desired  Placed  Healthy  Unhealthy  Progress Deadline
api         {desired:<7}  {placed:<6}  {healthy:<7}  0          {deadline}

Allocations
"""


def nomad_allocs(allocs: list[list[str]]) -> str:
    return rows([["ID", "Node ID", "Task Group", "Version", "Desired", "Status", "Created", "Modified"], *allocs])


def t11(rs: RowSet) -> None:
    p = Pane("ana", "ops-bastion", "/home/ana/infra")
    state = ("Host ops-bastion (Ubuntu 22.04), user ana, cwd ~/infra (a git checkout of the job specs). Nomad 1.7.7 CLI with "
             "NOMAD_ADDR and NOMAD_TOKEN set for the dc1 cluster; clients 4b1e9c07 (10.0.4.11), a7d23f58 (10.0.4.12) and "
             "f05c8e13 (10.0.4.13). The service job 'api' runs 3 instances of registry.acme.io/api:1.19.2 with a rolling "
             "update (max_parallel 1). Task: roll out api 1.20.0 and scale to 5 instances. Time is about 10:35 UTC on "
             "Tue 2024-05-14.")
    turns = [
        p.run("nomad job status api", NOMAD_HEAD.format(
            submit="2024-05-08T14:21:09Z", starting=0, running=3, complete=14, dep="2f9c1a7e", dstatus="successful",
            ddesc="Deployment completed successfully", desired=3, placed=3, healthy=3, deadline="2024-05-08T14:31:42Z")
            + nomad_allocs([
                ["1c4e8a2f", "4b1e9c07", "api", "7", "run", "running", "5d20h ago", "5d20h ago"],
                ["7b93d0c5", "a7d23f58", "api", "7", "run", "running", "5d20h ago", "5d20h ago"],
                ["e2a61f94", "f05c8e13", "api", "7", "run", "running", "5d20h ago", "5d20h ago"]])),
        p.run("nomad job inspect api | jq '.Job.Version, .Job.TaskGroups[0].Count, .Job.TaskGroups[0].Tasks[0].Config.image'",
              '7\n3\n"registry.acme.io/api:1.19.2"'),
        p.run("sed -i -e 's/count = 3/count = 5/' -e 's#api:1.19.2#api:1.20.0#' jobs/api.nomad.hcl && nomad job plan jobs/api.nomad.hcl", """+/- Job: "api"
+/- Task Group: "api" (2 create, 3 create/destroy update)
  +/- Count: "3" => "5" (forces create)
  +/- Task: "api" (forces create/destroy update)
    +/- Config {
      +/- image:    "registry.acme.io/api:1.19.2" => "registry.acme.io/api:1.20.0"
          ports[0]: "http"
        }

Scheduler dry-run:
- All tasks successfully allocated.

Job Modify Index: 48211
To submit the job with version verification run:

nomad job run -check-index 48211 jobs/api.nomad.hcl

When running the job with the check-index flag, the job will only be run if the
job modify index given matches the server-side version. If the index has
changed, another user has modified the job and the plan's results are
potentially invalid."""),
        p.run("nomad job run -detach -check-index 48211 jobs/api.nomad.hcl", """Job registration successful
Evaluation ID: 6e0b2d94-3f7a-c1e8-52d9-a4b06f1e7c38"""),
        p.run("nomad job status api", NOMAD_HEAD.format(
            submit="2024-05-14T10:36:31Z", starting=1, running=4, complete=15, dep="8d4c7f0b", dstatus="running",
            ddesc="Deployment is running", desired=5, placed=3, healthy=2, deadline="2024-05-14T10:46:55Z")
            + nomad_allocs([
                ["0e8b4f17", "f05c8e13", "api", "8", "run", "pending", "9s ago", "9s ago"],
                ["9af2c6d8", "a7d23f58", "api", "8", "run", "running", "38s ago", "20s ago"],
                ["5d07b3e1", "4b1e9c07", "api", "8", "run", "running", "38s ago", "12s ago"],
                ["1c4e8a2f", "4b1e9c07", "api", "7", "stop", "complete", "5d20h ago", "10s ago"],
                ["7b93d0c5", "a7d23f58", "api", "7", "run", "running", "5d20h ago", "5d20h ago"],
                ["e2a61f94", "f05c8e13", "api", "7", "run", "running", "5d20h ago", "5d20h ago"]])),
        p.run("nomad job status api", NOMAD_HEAD.format(
            submit="2024-05-14T10:36:31Z", starting=0, running=5, complete=17, dep="8d4c7f0b", dstatus="successful",
            ddesc="Deployment completed successfully", desired=5, placed=5, healthy=5, deadline="2024-05-14T10:48:32Z")
            + nomad_allocs([
                ["68f1d2b0", "a7d23f58", "api", "8", "run", "running", "1m2s ago", "31s ago"],
                ["c35a9e62", "4b1e9c07", "api", "8", "run", "running", "1m31s ago", "1m2s ago"],
                ["0e8b4f17", "f05c8e13", "api", "8", "run", "running", "2m3s ago", "1m33s ago"],
                ["9af2c6d8", "a7d23f58", "api", "8", "run", "running", "2m32s ago", "2m14s ago"],
                ["5d07b3e1", "4b1e9c07", "api", "8", "run", "running", "2m32s ago", "2m6s ago"],
                ["e2a61f94", "f05c8e13", "api", "7", "stop", "complete", "5d20h ago", "1m1s ago"],
                ["7b93d0c5", "a7d23f58", "api", "7", "stop", "complete", "5d20h ago", "1m30s ago"],
                ["1c4e8a2f", "4b1e9c07", "api", "7", "stop", "complete", "5d20h ago", "2m4s ago"]])),
        p.run("nomad alloc logs -tail -n 4 c35a9e62 api", """2024-05-14T10:37:34.118Z INFO  api starting version=1.20.0 build=2024-05-13
2024-05-14T10:37:34.402Z INFO  db pool ready size=20
2024-05-14T10:37:34.409Z INFO  http listening addr=0.0.0.0:24817
2024-05-14T10:38:44.411Z INFO  GET /health 200 0.6ms"""),
        p.run("nomad job history api | head -n 11", """Version     = 8
Stable      = true
Submit Date = 2024-05-14T10:36:31Z

Version     = 7
Stable      = true
Submit Date = 2024-05-08T14:21:09Z

Version     = 6
Stable      = true
Submit Date = 2024-04-29T09:02:44Z"""),
        p.run("nomad service info api-http", """Job ID  Address           Tags       Node ID   Alloc ID
api     10.0.4.11:24817   [http,v1]  4b1e9c07  c35a9e62
api     10.0.4.11:28302   [http,v1]  4b1e9c07  5d07b3e1
api     10.0.4.12:21954   [http,v1]  a7d23f58  68f1d2b0
api     10.0.4.12:30411   [http,v1]  a7d23f58  9af2c6d8
api     10.0.4.13:26690   [http,v1]  f05c8e13  0e8b4f17"""),
    ]
    rs.add(task=TASK, tid="h20-terminal-11", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------
# 12  psql: delete old abandoned carts in staging (BAD at turn 7: 'open' count drifts, parts != total)
# ---------------------------------------------------------------------------------------------------

def t12(rs: RowSet) -> None:
    p = Pane("kim", "db-staging", "/home/kim")
    state = ("Host db-staging (Ubuntu 22.04), user kim (a PostgreSQL superuser role), cwd ~. PostgreSQL 16.3; the database "
             "shop_staging was restored last night from a production dump and nothing else is connected to it (the "
             "staging app is scaled to zero). Task: try the cleanup of abandoned carts not touched for 90 days before it "
             "runs in production, and report the resulting counts.")
    where = "status = 'abandoned' and updated_at < now() - interval '90 days'"
    turns = [
        p.run("psql -d shop_staging -c '\\d carts'", """                                          Table "public.carts"
   Column    |           Type           | Collation | Nullable |              Default              
-------------+--------------------------+-----------+----------+-----------------------------------
 id          | bigint                   |           | not null | nextval('carts_id_seq'::regclass)
 customer_id | bigint                   |           |          | 
 status      | text                     |           | not null | 'open'::text
 currency    | character(3)             |           | not null | 'EUR'::bpchar
 created_at  | timestamp with time zone |           | not null | now()
 updated_at  | timestamp with time zone |           | not null | now()
Indexes:
    "carts_pkey" PRIMARY KEY, btree (id)
    "carts_status_updated_at_idx" btree (status, updated_at)
Check constraints:
    "carts_status_check" CHECK (status = ANY (ARRAY['open'::text, 'checked_out'::text, 'abandoned'::text]))
Foreign-key constraints:
    "carts_customer_id_fkey" FOREIGN KEY (customer_id) REFERENCES customers(id)
Referenced by:
    TABLE "cart_items" CONSTRAINT "cart_items_cart_id_fkey" FOREIGN KEY (cart_id) REFERENCES carts(id) ON DELETE CASCADE"""),
        p.run("psql -d shop_staging -c 'select status, count(*) from carts group by status order by status'", """   status    | count 
-------------+-------
 abandoned   |  5031
 checked_out | 18244
 open        |   917
(3 rows)
"""),
        p.run(f"psql -d shop_staging -Atc \"select count(*) from carts where {where}\"", "3877"),
        p.run(f"psql -d shop_staging -Atc 'select count(*) from cart_items' -c \"select count(*) from cart_items ci join carts c on c.id = ci.cart_id where c.{where.replace('updated_at', 'c.updated_at', 1).replace('c.c.', 'c.')}\"",
              "61482\n11206"),
        p.run(f"psql -d shop_staging -c 'begin' -c \"delete from carts where {where}\" -c 'commit'", "BEGIN\nDELETE 3877\nCOMMIT", duration=3.0),
        p.run("psql -d shop_staging -Atc 'select count(*) from carts' -c 'select count(*) from cart_items'", "20315\n50276"),
        p.run("psql -d shop_staging -c \"select coalesce(status, 'TOTAL') as status, count(*) from carts group by rollup(status) order by status\"", """   status    | count 
-------------+-------
 abandoned   |  1154
 checked_out | 18244
 open        |   971
 TOTAL       | 20315
(4 rows)
"""),
        p.run("psql -d shop_staging -c 'vacuum (analyze) carts' -c \"select pg_size_pretty(pg_total_relation_size('carts')) as carts_size\"", """VACUUM
 carts_size 
------------
 4312 kB
(1 row)
""", duration=3.0),
    ]
    rs.add(task=TASK, tid="h20-terminal-12", system=SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="open carts read 917 before and 971 after a delete that only touched abandoned carts; the rollup parts no longer add up to the 20315 total")


# ---------------------------------------------------------------------------------------------------
# 13  taskwarrior: plan the week (BAD at turn 5: a task created at turn 2 is missing from task list)
# ---------------------------------------------------------------------------------------------------

def tw_list(items: list[list[str]], count: int) -> str:
    table = rows([["ID", "Age", "P", "Project", "Tag", "Due", "Description", "Urg"], *items], sep=" ", right={0, 7})
    return table + f"\n\n{count} task{'s' if count != 1 else ''}"


def t13(rs: RowSet) -> None:
    p = Pane("jo", "jo-laptop", "/home/jo")
    state = ("Host jo-laptop (Ubuntu 24.04), user jo, cwd ~. Taskwarrior 2.6.2 with the default reports; no filters or "
             "contexts are configured. Today is Tue 2024-05-14, about 10:15. Task: review the week's tasks, add two new "
             "ones, close what is done, and start on the most urgent item.")
    turns = [
        p.run("task list", tw_list([
            ["3", "2d", "M", "work", "review", "2024-05-15", "Review Anna's PR #341", "14.6"],
            ["1", "6d", "", "personal", "", "2024-05-16", "Renew passport photos", "9.6"],
            ["2", "5d", "", "home", "", "2024-05-17", "Call plumber about kitchen sink", "9.1"],
            ["5", "1d", "", "work", "", "2024-05-17", "Write retro notes", "9.1"],
            ["6", "3d", "", "home.bike", "", "", "Order new bike chain", "1.0"],
            ["4", "4d", "", "personal", "", "", "Book dentist appointment", "1.0"]], 6)),
        p.run("task add project:home.garden due:saturday \"Buy tomato stakes\"", "Created task 7."),
        p.run("task add project:work priority:H due:2024-05-17 \"Prepare Q2 budget slides\"", "Created task 8."),
        p.run("task 1 done", "Completed task 1 'Renew passport photos'.\nCompleted 1 task."),
        p.run("task list", tw_list([
            ["2", "2d", "M", "work", "review", "2024-05-15", "Review Anna's PR #341", "14.6"],
            ["1", "5d", "", "home", "", "2024-05-17", "Call plumber about kitchen sink", "9.1"],
            ["6", "1min", "H", "work", "", "2024-05-17", "Prepare Q2 budget slides", "15.1"],
            ["4", "1d", "", "work", "", "2024-05-17", "Write retro notes", "9.1"],
            ["5", "3d", "", "home.bike", "", "", "Order new bike chain", "1.0"],
            ["3", "4d", "", "personal", "", "", "Book dentist appointment", "1.0"]], 6)),
        p.run("task 1 modify +errand", "Modifying task 1 'Call plumber about kitchen sink'.\nModified 1 task."),
        p.run("task 2 start", "Starting task 2 'Review Anna's PR #341'.\nStarted 1 task."),
        p.run("task active", """ID Started    Active Age P Project Tag    Due        Description
 2 2024-05-14 6s     2d  M work    review 2024-05-15 Review Anna's PR #341

1 task"""),
        p.run("task 2 annotate \"Left 3 comments, waiting on CI\"", "Annotating task 2 'Review Anna's PR #341'.\nAnnotated 1 task."),
        p.run("task 2 info", """Name          Value
ID            2
Description   Review Anna's PR #341
                2024-05-14 10:19:31 Left 3 comments, waiting on CI
Status        Pending
Project       work
Entered       2024-05-12 09:14:22 (2d)
Start         2024-05-14 10:18:57
Due           2024-05-15 00:00:00
Last modified 2024-05-14 10:19:31 (8s)
Tags          review
Virtual tags  ACTIVE ANNOTATED DUE MONTH PENDING PRIORITY PROJECT QUARTER READY TAGGED TOMORROW UNBLOCKED WEEK YEAR
UUID          5b2e7f31-9a0c-4d8e-b6f4-1c3a2d9e8f70
Urgency       19.4
Priority      M

    project      1 *    1 =      1
    active       1 *    4 =      4
    tags         1 *  0.8 =    0.8
    annotations  1 *  0.8 =    0.8
    due      0.743 *   12 =   8.92
    age      0.005 *    2 =   0.011
    priority  0.65 *  6.0 =    3.9
                               ------
                                19.4"""),
    ]
    rs.add(task=TASK, tid="h20-terminal-13", system=SYSTEM, turns=turns, state=state, bad=True, turn=5,
           kind="task 'Buy tomato stakes' created as task 7 is missing from the next task list (6 tasks instead of 7) with no done or delete")


# ---------------------------------------------------------------------------------------------------
# 14  disk tools: free space on / (CLEAN: usage drops after journal vacuum and build-cache prune)
# ---------------------------------------------------------------------------------------------------

DISK_BLOCKS = 102626232
DISK_RESERVED = 5131312
DISK_USED0 = 91580000
JOURNAL_FILES = 27
JOURNAL_KB = JOURNAL_FILES * 131072
BUILDCACHE_KB = 10937500


def human_df(kb: int) -> str:
    """df -h style: one decimal below 10, ceiling rounding."""
    for unit, div in (("T", 2**30), ("G", 2**20), ("M", 2**10)):
        v = kb / div
        if v >= 1:
            return f"{math.ceil(v * 10) / 10:.1f}{unit}" if v < 10 else f"{math.ceil(v)}{unit}"
    return f"{kb}K"


def df_line(used: int, human: bool) -> str:
    avail = DISK_BLOCKS - DISK_RESERVED - used
    pct = math.ceil(used * 100 / (used + avail))
    if human:
        return rows([["Filesystem", "Size", "Used", "Avail", "Use%", "Mounted on"],
                     ["/dev/nvme0n1p2", human_df(DISK_BLOCKS), human_df(used), human_df(avail), f"{pct}%", "/"]],
                    sep=" ", right={1, 2, 3, 4})
    return rows([["Filesystem", "1K-blocks", "Used", "Available", "Use%", "Mounted on"],
                 ["/dev/nvme0n1p2", str(DISK_BLOCKS), str(used), str(avail), f"{pct}%", "/"]], sep=" ", right={1, 2, 3, 4})


def t14(rs: RowSet) -> None:
    p = Pane("root", "build-07", "/root")
    state = ("Host build-07 (Ubuntu 22.04, ext4 root on /dev/nvme0n1p2), logged in as root, cwd /root. It is a CI build "
             "host running Docker 26 with BuildKit; systemd-journald keeps a persistent journal. Monitoring alerted that / "
             "is over 90% full. Task: find what is using the space and free it safely.")
    mid = "8f3e2b1c9d0a4e7f96b5c4d3e2f1a0b9"
    vac = "\n".join(
        f"Deleted archived journal /var/log/journal/{mid}/system@{hx(f'j{i}', 32)}-{hx(f'q{i}', 16)}-{hx(f't{i}', 16)}.journal (128.0M)."
        for i in range(JOURNAL_FILES))
    used1 = DISK_USED0 - JOURNAL_KB - BUILDCACHE_KB
    turns = [
        p.run("df -h /", df_line(DISK_USED0, True)),
        p.run("du -xh --max-depth=1 / 2>/dev/null | sort -rh | head -n 8",
              "88G\t/\n41G\t/var\n23G\t/home\n14G\t/opt\n6.9G\t/usr\n2.1G\t/srv\n412M\t/root\n211M\t/boot", duration=40.0),
        p.run("du -sh /var/log/journal /var/lib/docker /var/cache/apt 2>/dev/null",
              "3.9G\t/var/log/journal\n33G\t/var/lib/docker\n1.2G\t/var/cache/apt", duration=20.0),
        p.run("journalctl --disk-usage", "Archived and active journals take up 3.8G in the file system."),
        p.run("journalctl --vacuum-size=500M", vac + f"\nVacuuming done, freed 3.3G of archived journals from /var/log/journal/{mid}."),
        p.run("docker system df", """TYPE            TOTAL     ACTIVE    SIZE      RECLAIMABLE
Images          38        6         14.62GB   11.08GB (75%)
Containers      6         6         412.3MB   0B (0%)
Local Volumes   9         4         3.208GB   1.114GB (34%)
Build Cache     412       0         11.2GB    11.2GB""", duration=3.0),
        p.run("docker builder prune -af | tail -n 3", f"{hx('bc1', 25)}\n{hx('bc2', 25)}\nTotal:\t11.2GB", duration=15.0),
        p.run("df -h /", df_line(used1, True)),
        p.run("df /", df_line(used1, False)),
        p.run("du -sh /var/log/journal", "440M\t/var/log/journal"),
    ]
    rs.add(task=TASK, tid="h20-terminal-14", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------
# 15  kubectl: service with no endpoints (BAD at turn 4: describe shows a different ClusterIP)
# ---------------------------------------------------------------------------------------------------

def t15(rs: RowSet) -> None:
    p = Pane("sre", "bastion-eu", "/home/sre")
    state = ("Host bastion-eu (Ubuntu 22.04), user sre, cwd ~. kubectl v1.29.4 with current context prod-eu (cluster v1.29). "
             "Since the payments Helm release was upgraded 47 minutes ago, checkout pods get connection errors calling "
             "http://payments-api.payments.svc:8080. Task: find out why and fix it.")
    turns = [
        p.run("kubectl -n payments get svc,endpoints", """NAME                   TYPE        CLUSTER-IP     EXTERNAL-IP   PORT(S)    AGE
service/payments-api   ClusterIP   10.96.142.17   <none>        8080/TCP   214d
service/payments-db    ClusterIP   None           <none>        5432/TCP   214d

NAME                     ENDPOINTS          AGE
endpoints/payments-api   <none>             214d
endpoints/payments-db    10.244.3.27:5432   214d"""),
        p.run("kubectl -n payments get pods --show-labels", """NAME                           READY   STATUS    RESTARTS   AGE   LABELS
payments-api-7c9d5b8f6-4kxzq   1/1     Running   0          47m   app=payments,component=api,pod-template-hash=7c9d5b8f6,version=v2.14.0
payments-api-7c9d5b8f6-m2wtr   1/1     Running   0          46m   app=payments,component=api,pod-template-hash=7c9d5b8f6,version=v2.14.0
payments-api-7c9d5b8f6-t8hvn   1/1     Running   0          46m   app=payments,component=api,pod-template-hash=7c9d5b8f6,version=v2.14.0
payments-db-0                  1/1     Running   0          31d   app=payments-db,controller-revision-hash=payments-db-6b8f9d7c54,statefulset.kubernetes.io/pod-name=payments-db-0"""),
        p.run("kubectl -n payments get svc payments-api -o jsonpath='{.spec.selector}{\"\\n\"}'", '{"app":"payments-api","component":"api"}'),
        p.run("kubectl -n payments describe svc payments-api", """Name:              payments-api
Namespace:         payments
Labels:            app=payments-api
                   app.kubernetes.io/managed-by=Helm
Annotations:       meta.helm.sh/release-name: payments
                   meta.helm.sh/release-namespace: payments
Selector:          app=payments-api,component=api
Type:              ClusterIP
IP Family Policy:  SingleStack
IP Families:       IPv4
IP:                10.96.142.71
IPs:               10.96.142.71
Port:              http  8080/TCP
TargetPort:        http/TCP
Endpoints:         <none>
Session Affinity:  None
Events:            <none>"""),
        p.run("kubectl -n payments patch svc payments-api --type merge -p '{\"spec\":{\"selector\":{\"app\":\"payments\",\"component\":\"api\"}}}'",
              "service/payments-api patched"),
        p.run("kubectl -n payments get endpoints payments-api", """NAME           ENDPOINTS                                            AGE
payments-api   10.244.1.54:8080,10.244.2.19:8080,10.244.5.88:8080   214d"""),
        p.run("kubectl -n checkout exec deploy/checkout -- curl -s -o /dev/null -w '%{http_code}\\n' http://payments-api.payments.svc:8080/healthz", "200", duration=2.0),
        p.run("kubectl -n payments get pods -l app=payments -o wide", """NAME                           READY   STATUS    RESTARTS   AGE   IP            NODE              NOMINATED NODE   READINESS GATES
payments-api-7c9d5b8f6-4kxzq   1/1     Running   0          49m   10.244.1.54   pool-eu-a-7m2k9   <none>           <none>
payments-api-7c9d5b8f6-m2wtr   1/1     Running   0          48m   10.244.2.19   pool-eu-b-4q8xt   <none>           <none>
payments-api-7c9d5b8f6-t8hvn   1/1     Running   0          48m   10.244.5.88   pool-eu-c-9h3dn   <none>           <none>"""),
    ]
    rs.add(task=TASK, tid="h20-terminal-15", system=SYSTEM, turns=turns, state=state, bad=True, turn=4,
           kind="kubectl describe shows service IP 10.96.142.71 while get svc showed ClusterIP 10.96.142.17 (ClusterIP is immutable, nothing changed it)")


# ---------------------------------------------------------------------------------------------------
# 16  taskwarrior: triage (CLEAN: done/delete renumber IDs, modify changes urgency and order)
# ---------------------------------------------------------------------------------------------------

def t16(rs: RowSet) -> None:
    p = Pane("rosa", "rosa-pc", "/home/rosa")
    state = ("Host rosa-pc (Fedora 40), user rosa, cwd ~. Taskwarrior 2.6.2, default reports, confirmation on. Today is "
             "Tue 2024-05-14, about 18:30. Task: mark what got done today, drop what is no longer relevant, and "
             "re-prioritise what is left.")
    turns = [
        p.run("task next", tw_list([
            ["3", "9d", "", "personal", "errand", "2024-05-15", "Return library books", "10.6"],
            ["1", "4d", "", "work.admin", "", "2024-05-16", "File expense report for Berlin trip", "9.4"],
            ["4", "2d", "H", "work", "bug", "", "Fix flaky test in payments CI", "8.7"],
            ["5", "6d", "", "personal", "errand", "2024-05-20", "Buy birthday gift for Tom", "7.2"],
            ["7", "12d", "", "personal", "", "2024-05-31", "Cancel old gym membership", "4.3"],
            ["2", "3w", "", "work", "", "", "Update team wiki onboarding page", "1.8"],
            ["6", "1mo", "", "learning", "", "", "Read 'Designing Data-Intensive Applications' ch. 9", "1.1"]], 7)),
        p.run("task list", tw_list([
            ["3", "9d", "", "personal", "errand", "2024-05-15", "Return library books", "10.6"],
            ["1", "4d", "", "work.admin", "", "2024-05-16", "File expense report for Berlin trip", "9.4"],
            ["5", "6d", "", "personal", "errand", "2024-05-20", "Buy birthday gift for Tom", "7.2"],
            ["7", "12d", "", "personal", "", "2024-05-31", "Cancel old gym membership", "4.3"],
            ["6", "1mo", "", "learning", "", "", "Read 'Designing Data-Intensive Applications' ch. 9", "1.1"],
            ["4", "2d", "H", "work", "bug", "", "Fix flaky test in payments CI", "8.7"],
            ["2", "3w", "", "work", "", "", "Update team wiki onboarding page", "1.8"]], 7)),
        p.run("task 3 5 done", """Completed task 3 'Return library books'.
Completed task 5 'Buy birthday gift for Tom'.
Completed 2 tasks."""),
        p.run("task rc.confirmation=off 6 delete", "Configuration override rc.confirmation=off\nDeleting task 6 'Read 'Designing Data-Intensive Applications' ch. 9'.\nDeleted 1 task."),
        p.run("task list", tw_list([
            ["1", "4d", "", "work.admin", "", "2024-05-16", "File expense report for Berlin trip", "9.4"],
            ["4", "12d", "", "personal", "", "2024-05-31", "Cancel old gym membership", "4.3"],
            ["3", "2d", "H", "work", "bug", "", "Fix flaky test in payments CI", "8.7"],
            ["2", "3w", "", "work", "", "", "Update team wiki onboarding page", "1.8"]], 4)),
        p.run("task 4 modify due:tomorrow priority:H", "Modifying task 4 'Cancel old gym membership'.\nModified 1 task."),
        p.run("task next", tw_list([
            ["4", "12d", "H", "personal", "", "2024-05-15", "Cancel old gym membership", "15.9"],
            ["1", "4d", "", "work.admin", "", "2024-05-16", "File expense report for Berlin trip", "9.4"],
            ["3", "2d", "H", "work", "bug", "", "Fix flaky test in payments CI", "8.7"],
            ["2", "3w", "", "work", "", "", "Update team wiki onboarding page", "1.8"]], 4)),
        p.run("task completed end:today", """ID UUID     Created    Completed  Age Project  Tag    Due        Description
 - 8c1f2a9e 2024-05-05 2024-05-14 9d  personal errand 2024-05-15 Return library books
 - 3e7b0d45 2024-05-08 2024-05-14 6d  personal errand 2024-05-20 Buy birthday gift for Tom

2 tasks"""),
        p.run("task stats | head -n 12", """Category                   Data
Pending                    4
Waiting                    0
Recurring                  0
Completed                  58
Deleted                    9
Total                      71
Annotations                3
Unique tags                6
Projects                   7
Blocked tasks              0
Blocking tasks             0"""),
    ]
    rs.add(task=TASK, tid="h20-terminal-16", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------
# 17  kubectl: roll out a new frontend image and scale (CLEAN: new ReplicaSet and pod names, ages)
# ---------------------------------------------------------------------------------------------------

def t17(rs: RowSet) -> None:
    p = Pane("sre", "bastion-eu", "/home/sre")
    state = ("Host bastion-eu (Ubuntu 22.04), user sre, cwd ~. kubectl v1.29.4, context prod-eu, namespace web. Deployment "
             "frontend (3 replicas, image registry.acme.io/frontend:3.7.2, RollingUpdate maxSurge 1 / maxUnavailable 0, "
             "no HPA) serves the public site. Task: release frontend 3.8.0, then scale to 5 replicas for tonight's campaign.")
    turns = [
        p.run("kubectl -n web get deploy,rs,pods -l app=frontend", """NAME                       READY   UP-TO-DATE   AVAILABLE   AGE
deployment.apps/frontend   3/3     3            3           41d

NAME                                  DESIRED   CURRENT   READY   AGE
replicaset.apps/frontend-5d8c7b9f4    3         3         3       6d
replicaset.apps/frontend-6b4f9c7d8    0         0         0       19d
replicaset.apps/frontend-7f6d5c4b9    0         0         0       41d

NAME                           READY   STATUS    RESTARTS      AGE
pod/frontend-5d8c7b9f4-2xkwp   1/1     Running   0             6d
pod/frontend-5d8c7b9f4-9hq7z   1/1     Running   1 (3d ago)    6d
pod/frontend-5d8c7b9f4-vbn4s   1/1     Running   0             6d"""),
        p.run("kubectl -n web set image deploy/frontend frontend=registry.acme.io/frontend:3.8.0", "deployment.apps/frontend image updated"),
        p.run("kubectl -n web rollout status deploy/frontend --timeout=180s", """Waiting for deployment "frontend" rollout to finish: 1 out of 3 new replicas have been updated...
Waiting for deployment "frontend" rollout to finish: 1 out of 3 new replicas have been updated...
Waiting for deployment "frontend" rollout to finish: 2 out of 3 new replicas have been updated...
Waiting for deployment "frontend" rollout to finish: 2 out of 3 new replicas have been updated...
Waiting for deployment "frontend" rollout to finish: 1 old replicas are pending termination...
Waiting for deployment "frontend" rollout to finish: 1 old replicas are pending termination...
deployment "frontend" successfully rolled out""", duration=60.0),
        p.run("kubectl -n web get rs,pods -l app=frontend", """NAME                                  DESIRED   CURRENT   READY   AGE
replicaset.apps/frontend-5d8c7b9f4    0         0         0       6d
replicaset.apps/frontend-6b4f9c7d8    0         0         0       19d
replicaset.apps/frontend-7f6d5c4b9    0         0         0       41d
replicaset.apps/frontend-84b5f7c6d9   3         3         3       58s

NAME                            READY   STATUS        RESTARTS   AGE
pod/frontend-5d8c7b9f4-vbn4s    1/1     Terminating   0          6d
pod/frontend-84b5f7c6d9-j7mlt   1/1     Running       0          58s
pod/frontend-84b5f7c6d9-q4r8d   1/1     Running       0          41s
pod/frontend-84b5f7c6d9-zc2nx   1/1     Running       0          23s"""),
        p.run("kubectl -n web scale deploy/frontend --replicas=5", "deployment.apps/frontend scaled"),
        p.run("kubectl -n web get pods -l app=frontend -o wide", """NAME                        READY   STATUS    RESTARTS   AGE   IP             NODE               NOMINATED NODE   READINESS GATES
frontend-84b5f7c6d9-5kfsw   1/1     Running   0          9s    10.244.4.31    pool-web-b-2k7d9   <none>           <none>
frontend-84b5f7c6d9-j7mlt   1/1     Running   0          84s   10.244.1.112   pool-web-a-8xq2m   <none>           <none>
frontend-84b5f7c6d9-q4r8d   1/1     Running   0          67s   10.244.2.57    pool-web-b-2k7d9   <none>           <none>
frontend-84b5f7c6d9-w8bnc   0/1     Running   0          9s    10.244.3.90    pool-web-c-5m1vz   <none>           <none>
frontend-84b5f7c6d9-zc2nx   1/1     Running   0          49s   10.244.3.88    pool-web-c-5m1vz   <none>           <none>"""),
        p.run("kubectl -n web rollout history deploy/frontend", """deployment.apps/frontend 
REVISION  CHANGE-CAUSE
4         <none>
5         <none>
6         <none>
7         <none>
"""),
        p.run("kubectl -n web top pods -l app=frontend", """NAME                        CPU(cores)   MEMORY(bytes)   
frontend-84b5f7c6d9-5kfsw   6m           58Mi            
frontend-84b5f7c6d9-j7mlt   11m          71Mi            
frontend-84b5f7c6d9-q4r8d   9m           69Mi            
frontend-84b5f7c6d9-w8bnc   5m           57Mi            
frontend-84b5f7c6d9-zc2nx   10m          70Mi            """),
        p.run("kubectl -n web get deploy frontend -o wide", """NAME       READY   UP-TO-DATE   AVAILABLE   AGE   CONTAINERS   IMAGES                           SELECTOR
frontend   5/5     5            5           41d   frontend     registry.acme.io/frontend:3.8.0   app=frontend"""),
    ]
    rs.add(task=TASK, tid="h20-terminal-17", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------
# 18  borg: manual archive, prune, compact (BAD at turn 10: archive's file count differs on second info)
# ---------------------------------------------------------------------------------------------------

BORG_NEW = "fileserver-2024-05-14T10:22:41"
BORG_FP = hx("borg-fp", 64)
BORG_LINE = "-" * 78


def borg_archives() -> list[tuple[str, str]]:
    import datetime as dt
    days = [dt.date(2024, 4, 14), dt.date(2024, 4, 21), dt.date(2024, 4, 28)] + \
        [dt.date(2024, 5, d) for d in range(1, 14)]
    out = [(f"fileserver-{d.isoformat()}T01:30:02", f"{d.strftime('%a')}, {d.isoformat()} 01:30:03") for d in days]
    return out + [(BORG_NEW, "Tue, 2024-05-14 10:22:42")]


def borg_id(name: str) -> str:
    return BORG_FP if name == BORG_NEW else hx(name, 64)


def borg_row(name: str, ts: str) -> str:
    return f"{name:<37}{ts} [{borg_id(name)}]"


BORG_KEEP = {
    "fileserver-2024-05-14T10:22:41": "daily #1", "fileserver-2024-05-13T01:30:02": "daily #2",
    "fileserver-2024-05-12T01:30:02": "daily #3", "fileserver-2024-05-11T01:30:02": "daily #4",
    "fileserver-2024-05-10T01:30:02": "daily #5", "fileserver-2024-05-09T01:30:02": "daily #6",
    "fileserver-2024-05-08T01:30:02": "daily #7", "fileserver-2024-05-05T01:30:02": "weekly #1",
    "fileserver-2024-04-28T01:30:02": "weekly #2", "fileserver-2024-04-21T01:30:02": "weekly #3",
    "fileserver-2024-04-14T01:30:02": "weekly #4",
}


def borg_info(nfiles: int, all_orig: str, all_comp: str, all_dedup: str, uniq: int, total: int) -> str:
    return f"""Archive name: {BORG_NEW}
Archive fingerprint: {BORG_FP}
Comment: 
Hostname: fileserver
Username: root
Time (start): Tue, 2024-05-14 10:22:42
Time (end): Tue, 2024-05-14 10:24:19
Duration: 1 minutes 37.21 seconds
Number of files: {nfiles}
Command line: borg create --stats --compression zstd,6 '::fileserver-{{now:%Y-%m-%dT%H:%M:%S}}' /srv/share /etc
Utilization of maximum supported archive size: 0%
{BORG_LINE}
                       Original size      Compressed size    Deduplicated size
This archive:              612.48 GB            498.11 GB              1.27 GB
All archives:             {all_orig:>10}           {all_comp:>10}            {all_dedup:>9}

                       Unique chunks         Total chunks
Chunk index:                 {uniq:>7}             {total:>8}"""


def t18(rs: RowSet) -> None:
    p = Pane("root", "fileserver", "/root")
    state = ("Host fileserver (Debian 12), logged in as root, cwd /root. borg 1.2.8; BORG_REPO=/mnt/backup/borg and "
             "BORG_PASSCOMMAND are exported. A nightly job creates fileserver-<date>T01:30:02 archives of /srv/share and "
             "/etc. Task: take an extra archive before tonight's NAS firmware update, then apply the retention policy "
             "(--keep-daily 7 --keep-weekly 4), compact, and check that the new archive can be mounted. Time is about "
             "10:22 on Tue 2024-05-14.")
    archives = borg_archives()
    old = archives[:-1]
    desc = list(reversed(archives))
    dry = "\n".join(
        (f"{'Keeping archive (rule: ' + BORG_KEEP[n] + '):':<40} " if n in BORG_KEEP else f"{'Would prune:':<40} ")
        + borg_row(n, t) for n, t in desc)
    pruned = [(n, t) for n, t in desc if n not in BORG_KEEP]
    real = []
    k = 0
    for n, t in desc:
        if n in BORG_KEEP:
            real.append(f"{'Keeping archive (rule: ' + BORG_KEEP[n] + '):':<40} " + borg_row(n, t))
        else:
            k += 1
            real.append(f"{f'Pruning archive ({k}/{len(pruned)}):':<40} " + borg_row(n, t))
    kept = [(n, t) for n, t in archives if n in BORG_KEEP]
    create = f"""{BORG_LINE}
Repository: /mnt/backup/borg
Archive name: {BORG_NEW}
Archive fingerprint: {BORG_FP}
Time (start): Tue, 2024-05-14 10:22:42
Time (end):   Tue, 2024-05-14 10:24:19
Duration: 1 minutes 37.21 seconds
Number of files: 183427
Utilization of max. archive size: 0%
{BORG_LINE}
                       Original size      Compressed size    Deduplicated size
This archive:              612.48 GB            498.11 GB              1.27 GB
All archives:               10.31 TB              8.38 TB            731.02 GB

                       Unique chunks         Total chunks
Chunk index:                  983114             21712044
{BORG_LINE}"""
    turns = [
        p.run("borg list", "\n".join(borg_row(n, t) for n, t in old), duration=4.0),
        p.run("borg create --stats --compression zstd,6 '::fileserver-{now:%Y-%m-%dT%H:%M:%S}' /srv/share /etc", create, duration=100.0),
        p.run("borg list --last 3", "\n".join(borg_row(n, t) for n, t in archives[-3:]), duration=4.0),
        p.run(f"borg info ::{BORG_NEW}", borg_info(183427, "10.31 TB", "8.38 TB", "731.02 GB", 983114, 21712044), duration=6.0),
        p.run("borg prune --list --dry-run --keep-daily 7 --keep-weekly 4", dry, duration=4.0),
        p.run("borg prune --list --keep-daily 7 --keep-weekly 4", "\n".join(real), duration=20.0),
        p.run("borg compact --verbose", "compaction freed about 41.73 GB repository space.", duration=45.0),
        p.run("borg list", "\n".join(borg_row(n, t) for n, t in kept), duration=4.0),
        p.run("borg check -v --archives-only --last 1", f"""Starting archive consistency check...
Analyzing archive {BORG_NEW} (1/1)
Archive consistency check complete, no problems found.""", duration=30.0),
        p.run(f"borg info ::{BORG_NEW}", borg_info(184327, "6.66 TB", "5.41 TB", "689.29 GB", 951602, 14018733), duration=6.0),
        p.run(f"mkdir -p /mnt/restore && borg mount ::{BORG_NEW} /mnt/restore && ls /mnt/restore/srv/share",
              "accounting  design  hr  it  marketing  projects  scans  templates", duration=5.0),
        p.run("borg umount /mnt/restore && ls /mnt/restore | wc -l", "0"),
    ]
    rs.add(task=TASK, tid="h20-terminal-18", system=SYSTEM, turns=turns, state=state, bad=True, turn=10,
           kind="borg info of the same archive reports Number of files 184327 where create and the first info said 183427")


# ---------------------------------------------------------------------------------------------------
# 19  zfs: snapshot, bad edit, rollback (CLEAN: content reverts, usedsnap moves, sanoid rotates autosnaps)
# ---------------------------------------------------------------------------------------------------

SETTINGS = """[server]
bind = 0.0.0.0
port = 8443
tls_cert = /etc/app/tls/fullchain.pem
tls_key = /etc/app/tls/privkey.pem
workers = 8
timeout_s = 30

[cache]
backend = redis
cache_mb = 512
ttl_s = 600

[storage]
root = /tank/data/app
max_upload_mb = 200

[logging]
level = info
file = /var/log/app/app.log"""


def zsnaps(names: list[tuple[str, str, str]]) -> str:
    return rows([["NAME", "USED", "REFER", "CREATION"], *[[f"tank/config@{n}", u, "2.31M", c] for n, u, c in names]], right={1, 2})


def zspace(usedsnap: str, used: str) -> str:
    return rows([["NAME", "USED", "USEDSNAP", "USEDDS", "REFER"], ["tank/config", used, usedsnap, "2.31M", "2.31M"]], right={1, 2, 3, 4})


def t19(rs: RowSet) -> None:
    p = Pane("root", "storage02", "/root")
    state = ("Host storage02 (Ubuntu 22.04, OpenZFS 2.1.5), logged in as root, cwd /root. Dataset tank/config is mounted "
             "at /tank/config and holds the application's configuration; sanoid takes autosnapshots (keeps 2 daily, 2 "
             "hourly, 3 frequently, every 15 minutes). Task: rehearse a risky config change: snapshot, apply the change, "
             "inspect the difference, roll back, and remove the rehearsal snapshot.")
    base = [("autosnap_2024-05-13_00:00:01_daily", "1.02M", "Mon May 13  0:00 2024"),
            ("autosnap_2024-05-14_00:00:02_daily", "0B", "Tue May 14  0:00 2024"),
            ("autosnap_2024-05-14_09:00:01_hourly", "0B", "Tue May 14  9:00 2024"),
            ("autosnap_2024-05-14_10:00:02_hourly", "0B", "Tue May 14 10:00 2024")]
    freq0 = [("autosnap_2024-05-14_10:00:02_frequently", "0B", "Tue May 14 10:00 2024"),
             ("autosnap_2024-05-14_10:15:01_frequently", "0B", "Tue May 14 10:15 2024"),
             ("autosnap_2024-05-14_10:30:02_frequently", "0B", "Tue May 14 10:30 2024")]
    pre = ("pre-upgrade", "0B", "Tue May 14 10:39 2024")
    new = ("autosnap_2024-05-14_10:45:01_frequently", "0B", "Tue May 14 10:45 2024")
    edited_settings = SETTINGS.replace("workers = 8", "workers = 32").replace("cache_mb = 512", "cache_mb = 4096")
    assert edited_settings != SETTINGS
    turns = [
        p.run("date; zfs list -o name,used,usedsnap,usedds,refer tank/config; zfs list -t snapshot -o name,used,refer,creation -r tank/config",
              "Tue May 14 10:38:20 UTC 2024\n" + zspace("1.12M", "3.43M") + "\n" + zsnaps(base + freq0)),
        p.run("zfs snapshot tank/config@pre-upgrade"),
        p.run("cat /tank/config/app/settings.ini", SETTINGS),
        p.run("sed -i 's/^workers = 8$/workers = 32/; s/^cache_mb = 512$/cache_mb = 4096/' /tank/config/app/settings.ini && grep -nE '^(workers|cache_mb)' /tank/config/app/settings.ini",
              "6:workers = 32\n11:cache_mb = 4096"),
        p.run("zfs list -o name,used,usedsnap,usedds,refer tank/config", zspace("1.21M", "3.52M")),
        p.run("zfs diff tank/config@pre-upgrade", "M\t/tank/config/app\n-\t/tank/config/app/settings.ini\n+\t/tank/config/app/settings.ini"),
        p.run("zfs rollback tank/config@pre-upgrade && grep -nE '^(workers|cache_mb)' /tank/config/app/settings.ini",
              "6:workers = 8\n11:cache_mb = 512"),
        p.run("date; zfs list -t snapshot -o name,used,refer,creation -r tank/config",
              "Tue May 14 10:46:12 UTC 2024\n" + zsnaps(base + freq0[1:] + [pre, new])),
        p.run("zfs destroy tank/config@pre-upgrade && zfs list -o name,used,usedsnap,usedds,refer tank/config", zspace("1.12M", "3.43M")),
    ]
    rs.add(task=TASK, tid="h20-terminal-19", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------
# 20  cron + journald: mark a maintenance window (BAD at turn 6: logger line stamped before `date`)
# ---------------------------------------------------------------------------------------------------

def cron_run(t: str, pid: int) -> list[str]:
    return [f"May 14 {t} app-01 CRON[{pid}]: pam_unix(cron:session): session opened for user root(uid=0) by (uid=0)",
            f"May 14 {t} app-01 CRON[{pid + 1}]: (root) CMD (/usr/local/bin/queue-stats.sh >/dev/null 2>&1)",
            f"May 14 {t} app-01 CRON[{pid}]: pam_unix(cron:session): session closed for user root"]


def t20(rs: RowSet) -> None:
    p = Pane("root", "app-01", "/root")
    state = ("Host app-01 (Ubuntu 22.04, clock synced by systemd-timesyncd, timezone UTC), logged in as root, cwd /root. "
             "root's crontab runs queue-stats every 15 minutes and a nightly database dump (backup-db.sh, output piped to "
             "logger -t backup-db). Task: mark the start of maintenance window OPS-4411 in the journal, take an extra "
             "dump by hand, and confirm both are logged.")
    runs = {t: pid for t, pid in [("14:00:01", 93210), ("14:15:01", 93420), ("14:30:01", 93618)]}
    journal = (cron_run("14:00:01", runs["14:00:01"])
               + ["May 14 14:12:55 app-01 deploy[94087]: maintenance window start (OPS-4411)"]
               + cron_run("14:15:01", runs["14:15:01"]) + cron_run("14:30:01", runs["14:30:01"])
               + ["May 14 14:32:19 app-01 backup-db[94102]: dumping database app (pg_dump -Fc | zstd -T0 -6)",
                  "May 14 14:33:46 app-01 backup-db[94102]: wrote /var/backups/db/app-2024-05-14T1432.sql.zst (1.9G) in 87s",
                  "May 14 14:33:46 app-01 backup-db[94102]: pruned 0 dumps older than 14 days"])
    turns = [
        p.run("crontab -l", """# m h  dom mon dow   command
MAILTO=ops@acme.io
*/15 * * * * /usr/local/bin/queue-stats.sh >/dev/null 2>&1
30 2 * * * /usr/local/bin/backup-db.sh 2>&1 | logger -t backup-db
0 4 * * 0 /usr/sbin/logrotate -f /etc/logrotate.d/app"""),
        p.run("systemctl status cron --no-pager -n 3", """● cron.service - Regular background program processing daemon
     Loaded: loaded (/lib/systemd/system/cron.service; enabled; vendor preset: enabled)
     Active: active (running) since Thu 2024-05-02 07:55:19 UTC; 1 week 5 days ago
       Docs: man:cron(8)
   Main PID: 702 (cron)
      Tasks: 1 (limit: 4557)
     Memory: 1.1M
        CPU: 4.118s
     CGroup: /system.slice/cron.service
             └─702 /usr/sbin/cron -f -P

""" + "\n".join(cron_run("14:30:01", runs["14:30:01"]))),
        p.run("date", "Tue May 14 14:32:07 UTC 2024"),
        p.run("logger -t deploy \"maintenance window start (OPS-4411)\""),
        p.run("/usr/local/bin/backup-db.sh 2>&1 | logger -t backup-db && ls -lh /var/backups/db | tail -n 3", """-rw-r----- 1 root backup 1.9G May 13 02:31 app-2024-05-13T0230.sql.zst
-rw-r----- 1 root backup 1.9G May 14 02:31 app-2024-05-14T0230.sql.zst
-rw-r----- 1 root backup 1.9G May 14 14:33 app-2024-05-14T1432.sql.zst""", duration=90.0),
        p.run("journalctl --since 14:00 -t deploy -t backup-db -t CRON --no-pager", "\n".join(journal)),
        p.run("systemctl list-timers --no-pager | head -n 5", """NEXT                        LEFT          LAST                        PASSED    UNIT                  ACTIVATES
Tue 2024-05-14 14:39:00 UTC 4min 57s left Tue 2024-05-14 14:09:01 UTC 25min ago phpsessionclean.timer phpsessionclean.service
Tue 2024-05-14 18:47:11 UTC 4h 13min left Tue 2024-05-14 06:51:40 UTC 7h ago    apt-daily.timer       apt-daily.service
Wed 2024-05-15 00:00:00 UTC 9h left       Tue 2024-05-14 00:00:02 UTC 14h ago   logrotate.timer       logrotate.service
Wed 2024-05-15 00:00:00 UTC 9h left       Tue 2024-05-14 00:00:02 UTC 14h ago   man-db.timer          man-db.service"""),
    ]
    rs.add(task=TASK, tid="h20-terminal-20", system=SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="the logger marker sent after `date` printed 14:32:07 appears in the journal stamped 14:12:55")


# ---------------------------------------------------------------------------------------------------
# 21  ffmpeg: transcode a talk (BAD at turn 3: ffprobe reports a different duration for the same file)
# ---------------------------------------------------------------------------------------------------

RAW_DUR = 2537.36
RAW_BYTES = 4716952240
SLIDES_BYTES = 3184112
OUT_KB = 1489311
CUT = 2358.0


def t21(rs: RowSet) -> None:
    p = Pane("nico", "edit-box", "/home/nico/videos/talk")
    state = ("Host edit-box (Ubuntu 24.04), user nico, cwd ~/videos/talk. ffmpeg/ffprobe 6.1.1, mediainfo 24.01 and rclone "
             "1.60 (remote gdrive:) are installed. talk_raw.mkv is the 4K room recording of a conference talk; the talk "
             "itself runs from 00:01:12 to 00:40:30, the rest is set-up and Q&A. Task: cut and transcode it to a 1080p "
             "H.264 MP4 for upload, grab a thumbnail, and upload the MP4 to gdrive:Talks/2024/. Time is about 11:17.")
    raw_rate = round(RAW_BYTES * 8 / RAW_DUR)
    out_bytes = OUT_KB * 1024
    total_kb = math.ceil(RAW_BYTES / 4096) * 4 + math.ceil(SLIDES_BYTES / 4096) * 4
    total_kb2 = total_kb + math.ceil(out_bytes / 4096) * 4
    kbps = OUT_KB * 8 * 1024 / CUT / 1000
    turns = [
        p.run("ls -l", f"""total {total_kb}
-rw-r--r-- 1 nico nico    {SLIDES_BYTES} May 13 19:10 slides.pdf
-rw-r--r-- 1 nico nico {RAW_BYTES} May 13 19:04 talk_raw.mkv"""),
        p.run("ffprobe -hide_banner talk_raw.mkv", f"""Input #0, matroska,webm, from 'talk_raw.mkv':
  Metadata:
    title           : PyConDE 2024 - Room B - Session 14
    ENCODER         : Lavf60.16.100
  Duration: 00:42:17.36, start: 0.000000, bitrate: {raw_rate // 1000} kb/s
  Stream #0:0: Video: h264 (High), yuv420p(tv, bt709, progressive), 3840x2160 [SAR 1:1 DAR 16:9], 29.97 fps, 29.97 tbr, 1k tbn (default)
    Metadata:
      DURATION        : 00:42:17.360000000
  Stream #0:1(eng): Audio: aac (LC), 48000 Hz, stereo, fltp (default)
    Metadata:
      DURATION        : 00:42:17.344000000"""),
        p.run("ffprobe -v error -show_entries format=duration,size,bit_rate -of default=noprint_wrappers=1 talk_raw.mkv",
              f"duration=2573.360000\nsize={RAW_BYTES}\nbit_rate={raw_rate}"),
        p.run("ffmpeg -hide_banner -loglevel warning -stats -ss 00:01:12 -to 00:40:30 -i talk_raw.mkv -vf scale=1920:-2 -c:v libx264 -preset slow -crf 20 -c:a aac -b:a 160k -movflags +faststart talk_1080p.mp4",
              f"frame=70670 fps= 41 q=-1.0 Lsize= {OUT_KB}kB time=00:39:17.99 bitrate={kbps:.1f}kbits/s speed=1.37x", duration=1725.0),
        p.run("ffprobe -v error -select_streams v:0 -show_entries stream=codec_name,width,height,avg_frame_rate -of csv=p=0 talk_1080p.mp4",
              "h264,1920,1080,30000/1001"),
        p.run("ls -lh", f"""total {human_df(total_kb2)}
-rw-r--r-- 1 nico nico {human_df(math.ceil(SLIDES_BYTES / 1024))} May 13 19:10 slides.pdf
-rw-r--r-- 1 nico nico {human_df(OUT_KB)} May 14 11:47 talk_1080p.mp4
-rw-r--r-- 1 nico nico {human_df(math.ceil(RAW_BYTES / 1024))} May 13 19:04 talk_raw.mkv"""),
        p.run("ffmpeg -hide_banner -loglevel error -ss 00:05:00 -i talk_1080p.mp4 -frames:v 1 -q:v 3 thumb.jpg && ls -l thumb.jpg",
              "-rw-r--r-- 1 nico nico 187342 May 14 11:49 thumb.jpg"),
        p.run("mediainfo --Inform='General;%Duration/String3% | %FileSize/String% | %OverallBitRate/String%' talk_1080p.mp4",
              f"00:39:18.000 | {out_bytes / 2**30:.2f} GiB | {round(out_bytes * 8 / CUT / 1000):,} kb/s".replace(",", " ")),
        p.run("rclone copy talk_1080p.mp4 gdrive:Talks/2024/ -P",
              f"Transferred:   \t    {gib(out_bytes)} / {gib(out_bytes)}, 100%, 38.211 MiB/s, ETA 0s\n"
              "Transferred:            1 / 1, 100%\nElapsed time:        38.4s", duration=40.0),
    ]
    rs.add(task=TASK, tid="h20-terminal-21", system=SYSTEM, turns=turns, state=state, bad=True, turn=3,
           kind="ffprobe reports duration 2573.36 s for talk_raw.mkv although the previous ffprobe showed 00:42:17.36 (2537.36 s) for the unchanged file")


# ---------------------------------------------------------------------------------------------------
# 22  pass: rotate a credential, rename an entry, push (CLEAN: new password, renamed entry, OTP changes)
# ---------------------------------------------------------------------------------------------------

PG_EXTRA = "user: app_staging\nhost: pg-staging.internal.acme.io:5432\ndb: app"


def t22(rs: RowSet) -> None:
    p = Pane("eli", "eli-thinkpad", "/home/eli")
    state = ("Host eli-thinkpad (Debian 12), user eli, cwd ~. pass 1.7.4 with the pass-otp extension; the store "
             "~/.password-store is a git repository (branch master, remote origin on git.eli.dev) and gpg-agent has the "
             "key cached. Task: rotate the staging PostgreSQL password (keep the metadata lines, update the 'rotated:' "
             "date), rename the staging redis entry to redis-cache, and push the store.")
    pw_old, pw_new = "h7Qm-Vz2p!Lr9sKx4Tw8", "Xq$8nR2v@Lw5cJ!t9Pz&Kd3F"
    turns = [
        p.run("pass ls", """Password Store
├── personal
│   ├── bank
│   │   └── ing.de
│   └── email
│       └── fastmail.com
└── work
    ├── aws-console
    ├── github.com
    └── staging
        ├── grafana
        ├── postgres
        └── redis"""),
        p.run("pass show work/staging/postgres", f"{pw_old}\n{PG_EXTRA}\nrotated: 2024-02-12"),
        p.run("pass generate --in-place work/staging/postgres 24", f"""[master 4c8e2f1] Replace generated password for work/staging/postgres.
 1 file changed, 0 insertions(+), 0 deletions(-)
The generated password for work/staging/postgres is:
{pw_new}"""),
        p.run("pass show work/staging/postgres", f"{pw_new}\n{PG_EXTRA}\nrotated: 2024-02-12"),
        p.run("pass show work/staging/postgres | sed 's/^rotated: .*/rotated: 2024-05-14/' | pass insert -m -f work/staging/postgres",
              """Enter contents of work/staging/postgres and press Ctrl+D when finished:

[master 9d1a7b3] Add given password for work/staging/postgres to store.
 1 file changed, 0 insertions(+), 0 deletions(-)"""),
        p.run("pass show work/staging/postgres", f"{pw_new}\n{PG_EXTRA}\nrotated: 2024-05-14"),
        p.run("pass mv work/staging/redis work/staging/redis-cache", """renamed '/home/eli/.password-store/work/staging/redis.gpg' -> '/home/eli/.password-store/work/staging/redis-cache.gpg'
[master e5b20c8] Rename work/staging/redis to work/staging/redis-cache.
 1 file changed, 0 insertions(+), 0 deletions(-)
 rename work/staging/{redis.gpg => redis-cache.gpg} (100%)"""),
        p.run("pass ls work/staging", """work/staging
├── grafana
├── postgres
└── redis-cache"""),
        p.run("pass otp work/aws-console", "482917"),
        p.run("pass git log --oneline -4", """e5b20c8 (HEAD -> master) Rename work/staging/redis to work/staging/redis-cache.
9d1a7b3 Add given password for work/staging/postgres to store.
4c8e2f1 Replace generated password for work/staging/postgres.
71f0c3a (origin/master, origin/HEAD) Add given password for personal/bank/ing.de to store."""),
        p.run("pass otp work/aws-console", "105364"),
        p.run("pass git push", """Enumerating objects: 14, done.
Counting objects: 100% (14/14), done.
Delta compression using up to 8 threads
Compressing objects: 100% (8/8), done.
Writing objects: 100% (9/9), 2.31 KiB | 2.31 MiB/s, done.
Total 9 (delta 3), reused 0 (delta 0), pack-reused 0
To git.eli.dev:eli/password-store.git
   71f0c3a..e5b20c8  master -> master""", duration=3.0),
    ]
    rs.add(task=TASK, tid="h20-terminal-22", system=SYSTEM, turns=turns, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
