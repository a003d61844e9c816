# ruff: noqa: E501
"""Held-out set holdout47, domain terminal: 22 tmux shell sessions (11 clean, 11 with one contradiction).

Each trajectory is one coherent task in a shell pane, written as a simulating model would print it.
Running this module writes ``terminal_test.jsonl`` and ``labels.json`` next to it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import Pane, RowSet

SYSTEM = """# Role and Objective

You are a **Terminal World Model**, a precise simulator of a Linux shell running inside a tmux pane. For every action you receive, predict exactly what the pane shows after the keystrokes have been typed and the given duration has passed.

Be as faithful as possible to how real programs behave, and keep the session consistent from turn to turn.

## What you are given

1. **History**: the earlier turns of this session (actions and the screens they produced)
2. **Current State**: on the first turn, the screen before any input (usually just a prompt)
3. **Action**: a JSON array of `{"keystrokes": ..., "duration": ...}` objects, typed in order

## What you must produce

After **Environment Observation:**, write the screen: the prompt line with the echoed command, everything the command prints on stdout and stderr, and the next prompt once the command has finished. Several commands in one action are shown one after another.

# State you must track

- **Working directory** (changed by `cd`, reflected in the prompt) and **environment variables**
- **File system**: files and directories created, edited, moved, renamed or deleted earlier in the session, their sizes, owners, modes and modification times
- **Processes and services**: PIDs stay the same until a process is restarted or killed; restarts produce new PIDs and new start times
- **Packages, users, groups, containers, database rows, firewall rules, cron tables**: every change an earlier command made must show up in later output, and nothing may change without a cause, except data that really changes on its own (clocks, uptimes, counters, live traffic, logs)
- **Identifiers**: commit hashes, container ids, UUIDs, checksums and serial numbers never change unless an action replaces the object they name

# Keystrokes

- A trailing `\\n` executes the line; without it the text is only typed
- `C-c`, `C-d`, `C-z`, `C-l` are Ctrl+C, Ctrl+D, Ctrl+Z and Ctrl+L
- An empty `keystrokes` string with a duration means: wait, then show whatever new output appeared
- `[]` (an empty action array) asks for the task completion confirmation

# Output rules

- Match the prompt pattern of the session (`user@host:cwd$`, `#` for root)
- Reproduce real formatting: column alignment of tables, progress lines, warnings on stderr, exit messages
- Numbers must be plausible and consistent: sizes, counts and totals follow from earlier output and actions, timestamps only move forward
- Errors must be the ones the real program prints (`No such file or directory`, `Permission denied`, `command not found`, ...)
- Do not truncate output without reason; the pane shows roughly the last 40 lines of a long output
"""

Turns = list[tuple[str, str]]


def cols(rows: list[list[str]], gap: int = 3, indent: str = "") -> str:
    """Left-aligned columns like Go's tabwriter or column -t (the last column is not padded)."""
    widths = [max(len(r[i]) for r in rows if i < len(r)) for i in range(max(len(r) for r in rows))]
    out = []
    for r in rows:
        cells = [c.ljust(widths[i] + gap) if i < len(r) - 1 else c for i, c in enumerate(r)]
        out.append((indent + "".join(cells)).rstrip())
    return "\n".join(out)


def traj(tid: str, p0: str, turns: Turns, bad_turn: int | None = None, kind: str = "clean") -> dict[str, Any]:
    return {"tid": tid, "state": p0, "turns": turns, "bad": bad_turn is not None, "turn": bad_turn, "kind": kind}


# git (stash, fetch, rebase): clean
def t01() -> dict[str, Any]:
    p = Pane("mira", "thinkpad-x1", "/home/mira/src/invoice-svc")
    p0 = p.prompt
    t: Turns = []
    status_mod = """\tmodified:   invoice/pdf/layout.py
\tmodified:   invoice/pdf/templates/base.html
\tmodified:   tests/test_pdf_export.py

Untracked files:
  (use "git add <file>..." to include in what will be committed)
\tinvoice/pdf/fonts/

no changes added to commit (use "git add" and/or "git commit -a")"""
    t.append(p.run("git status", """On branch feature/pdf-export
Your branch is up to date with 'origin/feature/pdf-export'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
""" + status_mod))
    t.append(p.run("git log --oneline --decorate -6", """e5d2c18 (HEAD -> feature/pdf-export, origin/feature/pdf-export) PDF export: render line items table
93b0a4f PDF export: add company logo header
2f6c7d1 PDF export: scaffold exporter module
1d8e4f0 (origin/main, origin/HEAD, main) Add VAT id validation for EU customers
0b3a6e1 Drop Python 3.8 from CI matrix
f6e91c4 Merge pull request #204 from ledgerline/fix-credit-notes"""))
    t.append(p.run('git stash push -u -m "wip pdf layout"',
                   "Saved working directory and index state On feature/pdf-export: wip pdf layout"))
    t.append(p.run("git fetch origin && git switch -c hotfix/rounding origin/main", """remote: Enumerating objects: 14, done.
remote: Counting objects: 100% (14/14), done.
remote: Compressing objects: 100% (6/6), done.
remote: Total 9 (delta 5), reused 7 (delta 3), pack-reused 0
Unpacking objects: 100% (9/9), 2.31 KiB | 788.00 KiB/s, done.
From github.com:ledgerline/invoice-svc
   1d8e4f0..a91f3d2  main       -> origin/main
branch 'hotfix/rounding' set up to track 'origin/main'.
Switched to a new branch 'hotfix/rounding'""", duration=3.0))
    t.append(p.run('grep -n "round(" invoice/totals.py', """41:    subtotal = round(sum(line.amount for line in lines), 2)
58:    tax = round(subtotal * rate, 2)
73:    return round(total, 1)
96:    return f"{round(value, 2):,.2f} {CURRENCY_SYMBOLS.get(currency, currency)}\""""))
    t.append(p.run(r"perl -pi -e 's/round\(total, 1\)/round(total, 2)/ if $. == 73' invoice/totals.py && git diff", """diff --git a/invoice/totals.py b/invoice/totals.py
index 3e0b7a1..c58d2f4 100644
--- a/invoice/totals.py
+++ b/invoice/totals.py
@@ -70,7 +70,7 @@ def invoice_total(lines, rate, discount=None):
     total = subtotal + tax
     if discount:
         total -= discount.apply(subtotal)
-    return round(total, 1)
+    return round(total, 2)


 def format_amount(value, currency="EUR"):"""))
    t.append(p.run('git commit -am "Round invoice totals to 2 decimals" && git log --oneline --decorate -5', """[hotfix/rounding 4e1a9c7] Round invoice totals to 2 decimals
 1 file changed, 1 insertion(+), 1 deletion(-)
4e1a9c7 (HEAD -> hotfix/rounding) Round invoice totals to 2 decimals
a91f3d2 (origin/main, origin/HEAD) Bump reportlab from 4.0.9 to 4.1.0
7c20e5b Handle empty discount codes in checkout
1d8e4f0 (main) Add VAT id validation for EU customers
0b3a6e1 Drop Python 3.8 from CI matrix"""))
    t.append(p.run("git switch feature/pdf-export && git rebase hotfix/rounding", """Switched to branch 'feature/pdf-export'
Your branch is up to date with 'origin/feature/pdf-export'.
Successfully rebased and updated refs/heads/feature/pdf-export.""", duration=2.0))
    t.append(p.run("git log --oneline --decorate --graph -8", """* 0e6a2bf (HEAD -> feature/pdf-export) PDF export: render line items table
* c41d9a5 PDF export: add company logo header
* 8b7f0e3 PDF export: scaffold exporter module
* 4e1a9c7 (hotfix/rounding) Round invoice totals to 2 decimals
* a91f3d2 (origin/main, origin/HEAD) Bump reportlab from 4.0.9 to 4.1.0
* 7c20e5b Handle empty discount codes in checkout
* 1d8e4f0 (main) Add VAT id validation for EU customers
* 0b3a6e1 Drop Python 3.8 from CI matrix"""))
    t.append(p.run("git stash pop", """On branch feature/pdf-export
Your branch and 'origin/feature/pdf-export' have diverged,
and have 6 and 3 different commits each, respectively.
  (use "git pull" if you want to integrate the remote branch with yours)

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
""" + status_mod + """
Dropped refs/stash@{0} (9d4c1b27e0f35a8e6c2d7b4a1f09e3c8d5b26a71)"""))
    t.append(p.run("git stash list; git status -sb", """## feature/pdf-export...origin/feature/pdf-export [ahead 6, behind 3]
 M invoice/pdf/layout.py
 M invoice/pdf/templates/base.html
 M tests/test_pdf_export.py
?? invoice/pdf/fonts/"""))
    return traj("h47-terminal-01", p0, t)


# docker (ps, compose up): bad
def t02() -> dict[str, Any]:
    p = Pane("ops", "stg-app-01", "/srv/shop")
    p0 = p.prompt
    t: Turns = []
    hdr = ["CONTAINER ID", "IMAGE", "COMMAND", "CREATED", "STATUS", "PORTS", "NAMES"]
    nginx = ["d91b6e4f2c07", "nginx:1.25-alpine", '"/docker-entrypoint.…"', "3 days ago", "Up 3 days", "0.0.0.0:80->80/tcp, :::80->80/tcp, 0.0.0.0:443->443/tcp, :::443->443/tcp", "shop-nginx-1"]
    api = ["b47e9d2a61c8", "registry.example.net/shop/api:2.7.1", '"gunicorn shop.wsgi:…"', "3 days ago", "Up 3 days (healthy)", "8000/tcp", "shop-api-1"]
    redis = ["8e21d0c5f7a3", "redis:7.2-alpine", '"docker-entrypoint.s…"', "3 days ago", "Up 3 days", "6379/tcp", "shop-redis-1"]
    db = ["3f9a1c27be04", "postgres:15.6", '"docker-entrypoint.s…"', "3 days ago", "Up 3 days (healthy)", "5432/tcp", "shop-db-1"]
    worker = ["5c0d8f13a9e2", "registry.example.net/shop/worker:2.7.1", '"python -m shop.work…"', "3 days ago", "Restarting (1) 9 seconds ago", "", "shop-worker-1"]
    t.append(p.run("docker ps", cols([hdr, nginx, worker, api, redis, db])))
    tb = """shop-worker-1  | Traceback (most recent call last):
shop-worker-1  |   File "/usr/local/lib/python3.11/site-packages/redis/connection.py", line 275, in connect
shop-worker-1  |     sock = self.retry.call_with_retry(
shop-worker-1  |   File "/usr/local/lib/python3.11/site-packages/redis/connection.py", line 611, in _connect
shop-worker-1  |     raise err
shop-worker-1  | ConnectionRefusedError: [Errno 111] Connection refused
shop-worker-1  | redis.exceptions.ConnectionError: Error 111 connecting to redis:6380. Connection refused."""
    t.append(p.run("docker compose logs --tail=20 worker", """shop-worker-1  | 2024-06-25 09:40:31,902 INFO shop.worker: starting worker pid=1 queues=['default', 'emails', 'exports']
shop-worker-1  | 2024-06-25 09:40:31,917 ERROR shop.worker: cannot connect to broker redis://redis:6380/0
""" + tb + """
shop-worker-1  | 2024-06-25 09:41:02,118 INFO shop.worker: starting worker pid=1 queues=['default', 'emails', 'exports']
shop-worker-1  | 2024-06-25 09:41:02,131 ERROR shop.worker: cannot connect to broker redis://redis:6380/0
""" + tb))
    t.append(p.run("grep -n -i redis .env docker-compose.yml", """.env:14:REDIS_URL=redis://redis:6380/0
.env:15:REDIS_CACHE_URL=redis://redis:6379/1
docker-compose.yml:38:  redis:
docker-compose.yml:39:    image: redis:7.2-alpine
docker-compose.yml:41:      - redis-data:/data
docker-compose.yml:61:      - REDIS_CACHE_URL=${REDIS_CACHE_URL}
docker-compose.yml:75:      - REDIS_URL=${REDIS_URL}
docker-compose.yml:80:      - redis
docker-compose.yml:97:  redis-data:"""))
    t.append(p.run("sed -i 's#redis:6380/0#redis:6379/0#' .env && docker compose up -d worker", """[+] Running 3/3
 ✔ Container shop-db-1      Running                                                    0.0s
 ✔ Container shop-redis-1   Running                                                    0.0s
 ✔ Container shop-worker-1  Started                                                   10.9s""", duration=12.0))
    worker2 = ["1a7f4e9b3d58", "registry.example.net/shop/worker:2.7.1", '"python -m shop.work…"', "14 seconds ago", "Up 12 seconds", "", "shop-worker-1"]
    api_drift = ["b47e9d2a16c8"] + api[1:]
    t.append(p.run("docker ps", cols([hdr, worker2, nginx, api_drift, redis, db])))
    t.append(p.run("docker compose logs --tail=10 worker", """shop-worker-1  | 2024-06-25 09:43:19,554 INFO shop.worker: starting worker pid=1 queues=['default', 'emails', 'exports']
shop-worker-1  | 2024-06-25 09:43:19,571 INFO shop.worker: connected to broker redis://redis:6379/0
shop-worker-1  | 2024-06-25 09:43:19,603 INFO shop.worker: 3 queues registered, prefetch=4
shop-worker-1  | 2024-06-25 09:43:19,688 INFO shop.tasks.emails: send_order_confirmation order=SO-2024-118734 attempt=1
shop-worker-1  | 2024-06-25 09:43:20,241 INFO shop.tasks.emails: send_order_confirmation order=SO-2024-118734 done in 0.55s
shop-worker-1  | 2024-06-25 09:43:20,249 INFO shop.tasks.emails: send_order_confirmation order=SO-2024-118741 attempt=1
shop-worker-1  | 2024-06-25 09:43:20,806 INFO shop.tasks.emails: send_order_confirmation order=SO-2024-118741 done in 0.56s
shop-worker-1  | 2024-06-25 09:43:20,813 INFO shop.tasks.exports: export_daily_sales date=2024-06-24 rows=4182
shop-worker-1  | 2024-06-25 09:43:23,907 INFO shop.tasks.exports: export_daily_sales wrote s3://shop-stg-exports/daily/2024-06-24.csv.gz (212.4 KiB)
shop-worker-1  | 2024-06-25 09:43:24,012 INFO shop.worker: queue default idle, emails idle, exports idle"""))
    t.append(p.run("docker stats --no-stream shop-worker-1 shop-redis-1 shop-db-1", cols([
        ["CONTAINER ID", "NAME", "CPU %", "MEM USAGE / LIMIT", "MEM %", "NET I/O", "BLOCK I/O", "PIDS"],
        ["1a7f4e9b3d58", "shop-worker-1", "0.41%", "96.18MiB / 7.751GiB", "1.21%", "412kB / 318kB", "0B / 0B", "5"],
        ["8e21d0c5f7a3", "shop-redis-1", "0.27%", "11.42MiB / 7.751GiB", "0.14%", "1.93GB / 2.37GB", "4.1MB / 212MB", "6"],
        ["3f9a1c27be04", "shop-db-1", "0.08%", "214.6MiB / 7.751GiB", "2.70%", "3.12GB / 5.84GB", "96.4MB / 2.71GB", "14"]]), duration=3.0))
    t.append(p.run("docker inspect -f '{{.Name}} {{.State.StartedAt}} restarts={{.RestartCount}}' shop-worker-1",
                   "/shop-worker-1 2024-06-25T09:43:19.402117355Z restarts=0"))
    return traj("h47-terminal-02", p0, t, 5, "container id of untouched api container changed")


# systemctl, journalctl, nginx: clean
def t03() -> dict[str, Any]:
    p = Pane("root", "web-prod-03", "/etc/nginx")
    p0 = p.prompt
    t: Turns = []
    head = """● nginx.service - A high performance web server and a reverse proxy server
     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)
"""
    t.append(p.run("systemctl status nginx --no-pager", head + """     Active: active (running) since Mon 2024-06-10 08:14:22 UTC; 2 weeks 1 day ago
       Docs: man:nginx(8)
    Process: 1163 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 1185 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
   Main PID: 1187 (nginx)
      Tasks: 5 (limit: 9388)
     Memory: 14.2M
        CPU: 3min 12.884s
     CGroup: /system.slice/nginx.service
             ├─1187 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"
             ├─1188 "nginx: worker process" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" ""
             ├─1189 "nginx: worker process" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" ""
             ├─1190 "nginx: worker process" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" ""
             └─1191 "nginx: worker process" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" ""

Jun 10 08:14:22 web-prod-03 systemd[1]: Starting A high performance web server and a reverse proxy server...
Jun 10 08:14:22 web-prod-03 systemd[1]: Started A high performance web server and a reverse proxy server."""))
    t.append(p.run("grep -n 'gzip' nginx.conf", """48:\t# Gzip Settings
51:\tgzip on;
53:\t# gzip_vary on;
54:\t# gzip_proxied any;
55:\t# gzip_comp_level 6;
56:\t# gzip_buffers 16 8k;
57:\t# gzip_http_version 1.1;
58:\t# gzip_types text/plain text/css application/json application/javascript text/xml application/xml application/xml+rss text/javascript;"""))
    t.append(p.run("sed -i -e 's/# gzip_vary on;/gzip_vary on;/' -e 's/# gzip_comp_level 6;/gzip_comp_level 5;/' -e 's/# gzip_types /gzip_types /' nginx.conf && nginx -t",
                   """nginx: the configuration file /etc/nginx/nginx.conf syntax is ok
nginx: configuration file /etc/nginx/nginx.conf test is successful"""))
    t.append(p.run("systemctl restart nginx && systemctl status nginx --no-pager", head + """     Active: active (running) since Tue 2024-06-25 14:03:41 UTC; 34ms ago
       Docs: man:nginx(8)
    Process: 48211 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 48212 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
   Main PID: 48213 (nginx)
      Tasks: 5 (limit: 9388)
     Memory: 5.3M
        CPU: 41ms
     CGroup: /system.slice/nginx.service
             ├─48213 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"
             ├─48214 "nginx: worker process" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" ""
             ├─48215 "nginx: worker process" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" ""
             ├─48216 "nginx: worker process" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" ""
             └─48217 "nginx: worker process" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" ""

Jun 25 14:03:41 web-prod-03 systemd[1]: Starting A high performance web server and a reverse proxy server...
Jun 25 14:03:41 web-prod-03 systemd[1]: Started A high performance web server and a reverse proxy server.""", duration=2.0))
    t.append(p.run('journalctl -u nginx --since "2024-06-25 13:00" --no-pager', """Jun 25 14:03:40 web-prod-03 systemd[1]: Stopping A high performance web server and a reverse proxy server...
Jun 25 14:03:40 web-prod-03 systemd[1]: nginx.service: Deactivated successfully.
Jun 25 14:03:40 web-prod-03 systemd[1]: Stopped A high performance web server and a reverse proxy server.
Jun 25 14:03:40 web-prod-03 systemd[1]: nginx.service: Consumed 3min 13.102s CPU time.
Jun 25 14:03:41 web-prod-03 systemd[1]: Starting A high performance web server and a reverse proxy server...
Jun 25 14:03:41 web-prod-03 systemd[1]: Started A high performance web server and a reverse proxy server."""))
    t.append(p.run("curl -sI -H 'Accept-Encoding: gzip' https://localhost/ -k", """HTTP/1.1 200 OK
Server: nginx/1.18.0 (Ubuntu)
Date: Tue, 25 Jun 2024 14:04:37 GMT
Content-Type: text/html
Last-Modified: Thu, 20 Jun 2024 16:52:08 GMT
Connection: keep-alive
Vary: Accept-Encoding
ETag: W/"66745e28-9c41"
Content-Encoding: gzip
Strict-Transport-Security: max-age=31536000; includeSubDomains
X-Frame-Options: SAMEORIGIN"""))
    t.append(p.run("curl -sI -H 'Accept-Encoding: gzip' -k https://localhost/assets/logo-mark.svg | grep -iE 'content-(type|encoding|length)|vary'", """Content-Type: image/svg+xml
Content-Length: 18734"""))
    t.append(p.run("grep -n 'gzip_types' nginx.conf && sed -i 's#gzip_types text/plain text/css#gzip_types text/plain text/css image/svg+xml#' nginx.conf && nginx -t",
                   """58:\tgzip_types text/plain text/css application/json application/javascript text/xml application/xml application/xml+rss text/javascript;
nginx: the configuration file /etc/nginx/nginx.conf syntax is ok
nginx: configuration file /etc/nginx/nginx.conf test is successful"""))
    t.append(p.run("systemctl reload nginx && systemctl status nginx --no-pager", head + """     Active: active (running) since Tue 2024-06-25 14:03:41 UTC; 2min 24s ago
       Docs: man:nginx(8)
    Process: 48211 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 48212 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 48380 ExecReload=/usr/sbin/nginx -g daemon on; master_process on; -s reload (code=exited, status=0/SUCCESS)
   Main PID: 48213 (nginx)
      Tasks: 5 (limit: 9388)
     Memory: 6.1M
        CPU: 97ms
     CGroup: /system.slice/nginx.service
             ├─48213 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"
             ├─48381 "nginx: worker process" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" ""
             ├─48382 "nginx: worker process" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" ""
             ├─48383 "nginx: worker process" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" ""
             └─48384 "nginx: worker process" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" ""

Jun 25 14:03:41 web-prod-03 systemd[1]: Starting A high performance web server and a reverse proxy server...
Jun 25 14:03:41 web-prod-03 systemd[1]: Started A high performance web server and a reverse proxy server.
Jun 25 14:06:05 web-prod-03 systemd[1]: Reloading A high performance web server and a reverse proxy server...
Jun 25 14:06:05 web-prod-03 systemd[1]: Reloaded A high performance web server and a reverse proxy server."""))
    t.append(p.run("curl -sI -H 'Accept-Encoding: gzip' -k https://localhost/assets/logo-mark.svg | grep -iE 'content-(type|encoding|length)|vary'", """Content-Type: image/svg+xml
Vary: Accept-Encoding
Content-Encoding: gzip"""))
    return traj("h47-terminal-03", p0, t)


# apt and dpkg: bad
def t04() -> dict[str, Any]:
    p = Pane("root", "build-agent-07", "/root")
    p0 = p.prompt
    t: Turns = []
    v74 = "7.4.33-10+ubuntu22.04.1+deb.sury.org+1"
    v81 = "8.1.28-1+ubuntu22.04.1+deb.sury.org+1"
    vc = "2:93+ubuntu22.04.1+deb.sury.org+2"

    def dl(rows: list[tuple[str, str, str]]) -> str:
        return cols([[n, v, "all" if n == "php-common" else "amd64", d] for n, v, d in rows], gap=1, indent="ii  ")
    old = [("php-common", vc, "Common files for PHP packages"),
           ("php7.4-cli", v74, "command-line interpreter for the PHP scripting language"),
           ("php7.4-common", v74, "documentation, examples and common module for PHP"),
           ("php7.4-json", v74, "JSON module for PHP"),
           ("php7.4-mbstring", v74, "MBSTRING module for PHP"),
           ("php7.4-opcache", v74, "Zend OpCache module for PHP"),
           ("php7.4-readline", v74, "readline module for PHP"),
           ("php7.4-xml", v74, "DOM, SimpleXML, XML, and XSL module for PHP")]
    t.append(p.run("dpkg -l | grep -E '^ii +php'", dl(old)))
    t.append(p.run("apt-get purge -y php7.4-cli php7.4-mbstring php7.4-xml", f"""Reading package lists... Done
Building dependency tree... Done
Reading state information... Done
The following packages were automatically installed and are no longer required:
  libonig5 php-common php7.4-common php7.4-json php7.4-opcache php7.4-readline
Use 'apt autoremove' to remove them.
The following packages will be REMOVED:
  php7.4-cli* php7.4-mbstring* php7.4-xml*
0 upgraded, 0 newly installed, 3 to remove and 14 not upgraded.
After this operation, 7,412 kB disk space will be freed.
(Reading database ... 98213 files and directories currently installed.)
Removing php7.4-cli ({v74}) ...
Removing php7.4-mbstring ({v74}) ...
Removing php7.4-xml ({v74}) ...
Processing triggers for man-db (2.10.2-1) ...
(Reading database ... 98104 files and directories currently installed.)
Purging configuration files for php7.4-xml ({v74}) ...
Purging configuration files for php7.4-mbstring ({v74}) ...
Purging configuration files for php7.4-cli ({v74}) ...""", duration=6.0))
    t.append(p.run("apt-get autoremove --purge -y", f"""Reading package lists... Done
Building dependency tree... Done
Reading state information... Done
The following packages will be REMOVED:
  libonig5* php-common* php7.4-common* php7.4-json* php7.4-opcache* php7.4-readline*
0 upgraded, 0 newly installed, 6 to remove and 14 not upgraded.
After this operation, 4,988 kB disk space will be freed.
(Reading database ... 98061 files and directories currently installed.)
Removing php7.4-opcache ({v74}) ...
Removing php7.4-json ({v74}) ...
Removing php7.4-readline ({v74}) ...
Removing php7.4-common ({v74}) ...
Removing libonig5:amd64 (6.9.7.1-2build1) ...
Removing php-common ({vc}) ...
Processing triggers for man-db (2.10.2-1) ...
Processing triggers for libc-bin (2.35-0ubuntu3.7) ...
(Reading database ... 97938 files and directories currently installed.)
Purging configuration files for php7.4-common ({v74}) ...
Purging configuration files for php7.4-opcache ({v74}) ...
Purging configuration files for php7.4-json ({v74}) ...
Purging configuration files for php7.4-readline ({v74}) ...
Purging configuration files for php-common ({vc}) ...""", duration=5.0))
    t.append(p.run("apt-get install -y php8.1-cli php8.1-mbstring php8.1-xml", f"""Reading package lists... Done
Building dependency tree... Done
Reading state information... Done
The following additional packages will be installed:
  libonig5 php-common php8.1-common php8.1-opcache php8.1-readline
Suggested packages:
  php-pear
The following NEW packages will be installed:
  libonig5 php-common php8.1-cli php8.1-common php8.1-mbstring php8.1-opcache php8.1-readline php8.1-xml
0 upgraded, 8 newly installed, 0 to remove and 14 not upgraded.
Need to get 5,386 kB of archives.
After this operation, 23.4 MB of additional disk space will be used.
Get:1 http://archive.ubuntu.com/ubuntu jammy/main amd64 libonig5 amd64 6.9.7.1-2build1 [172 kB]
Get:2 https://ppa.launchpadcontent.net/ondrej/php/ubuntu jammy/main amd64 php-common all {vc} [13.9 kB]
Get:3 https://ppa.launchpadcontent.net/ondrej/php/ubuntu jammy/main amd64 php8.1-common amd64 {v81} [1,151 kB]
Get:4 https://ppa.launchpadcontent.net/ondrej/php/ubuntu jammy/main amd64 php8.1-opcache amd64 {v81} [390 kB]
Get:5 https://ppa.launchpadcontent.net/ondrej/php/ubuntu jammy/main amd64 php8.1-readline amd64 {v81} [13.6 kB]
Get:6 https://ppa.launchpadcontent.net/ondrej/php/ubuntu jammy/main amd64 php8.1-cli amd64 {v81} [1,829 kB]
Get:7 https://ppa.launchpadcontent.net/ondrej/php/ubuntu jammy/main amd64 php8.1-mbstring amd64 {v81} [538 kB]
Get:8 https://ppa.launchpadcontent.net/ondrej/php/ubuntu jammy/main amd64 php8.1-xml amd64 {v81} [129 kB]
Fetched 5,386 kB in 2s (2,917 kB/s)
Selecting previously unselected package libonig5:amd64.
(Reading database ... 97912 files and directories currently installed.)
Preparing to unpack .../0-libonig5_6.9.7.1-2build1_amd64.deb ...
Unpacking libonig5:amd64 (6.9.7.1-2build1) ...
Selecting previously unselected package php-common.
Preparing to unpack .../1-php-common_93+ubuntu22.04.1+deb.sury.org+2_all.deb ...
Unpacking php-common ({vc}) ...
Selecting previously unselected package php8.1-common.
Preparing to unpack .../2-php8.1-common_{v81}_amd64.deb ...
Unpacking php8.1-common ({v81}) ...
Selecting previously unselected package php8.1-opcache.
Unpacking php8.1-opcache ({v81}) ...
Selecting previously unselected package php8.1-readline.
Unpacking php8.1-readline ({v81}) ...
Selecting previously unselected package php8.1-cli.
Unpacking php8.1-cli ({v81}) ...
Selecting previously unselected package php8.1-mbstring.
Unpacking php8.1-mbstring ({v81}) ...
Selecting previously unselected package php8.1-xml.
Unpacking php8.1-xml ({v81}) ...
Setting up php-common ({vc}) ...
Created symlink /etc/systemd/system/timers.target.wants/phpsessionclean.timer → /lib/systemd/system/phpsessionclean.timer.
Setting up libonig5:amd64 (6.9.7.1-2build1) ...
Setting up php8.1-common ({v81}) ...

Creating config file /etc/php/8.1/mods-available/calendar.ini with new version

Creating config file /etc/php/8.1/mods-available/ctype.ini with new version
Setting up php8.1-readline ({v81}) ...
Setting up php8.1-opcache ({v81}) ...
Setting up php8.1-cli ({v81}) ...
update-alternatives: using /usr/bin/php8.1 to provide /usr/bin/php (php) in auto mode
update-alternatives: using /usr/bin/phar8.1 to provide /usr/bin/phar (phar) in auto mode
update-alternatives: using /usr/bin/phar.phar8.1 to provide /usr/bin/phar.phar (phar.phar) in auto mode

Creating config file /etc/php/8.1/cli/php.ini with new version
Setting up php8.1-mbstring ({v81}) ...

Creating config file /etc/php/8.1/mods-available/mbstring.ini with new version
Setting up php8.1-xml ({v81}) ...

Creating config file /etc/php/8.1/mods-available/dom.ini with new version

Creating config file /etc/php/8.1/mods-available/simplexml.ini with new version

Creating config file /etc/php/8.1/mods-available/xml.ini with new version
Processing triggers for man-db (2.10.2-1) ...
Processing triggers for libc-bin (2.35-0ubuntu3.7) ...
Processing triggers for php8.1-cli ({v81}) ...""", duration=15.0))
    t.append(p.run("php -v", """PHP 8.1.28 (cli) (built: Apr 12 2024 17:46:11) (NTS)
Copyright (c) The PHP Group
Zend Engine v4.1.28, Copyright (c) Zend Technologies
    with Zend OPcache v8.1.28, Copyright (c), by Zend Technologies"""))
    t.append(p.run("update-alternatives --display php", """php - auto mode
  link best version is /usr/bin/php8.1
  link currently points to /usr/bin/php8.1
  link php is /usr/bin/php
  slave php.1.gz is /usr/share/man/man1/php.1.gz
/usr/bin/php8.1 - priority 81
  slave php.1.gz: /usr/share/man/man1/php8.1.1.gz"""))
    new = [("php-common", vc, "Common files for PHP packages"),
           ("php7.4-xml", v74, "DOM, SimpleXML, XML, and XSL module for PHP"),
           ("php8.1-cli", v81, "command-line interpreter for the PHP scripting language"),
           ("php8.1-common", v81, "documentation, examples and common module for PHP"),
           ("php8.1-mbstring", v81, "MBSTRING module for PHP"),
           ("php8.1-opcache", v81, "Zend OpCache module for PHP"),
           ("php8.1-readline", v81, "readline module for PHP"),
           ("php8.1-xml", v81, "DOM, SimpleXML, XML, and XSL module for PHP")]
    t.append(p.run("dpkg -l | grep -E '^(ii|rc) +php'", dl(new)))
    t.append(p.run("php -m | grep -iE '^(dom|libxml|mbstring|simplexml|xml|xmlreader|xmlwriter|zend opcache)$'", """dom
libxml
mbstring
SimpleXML
xml
xmlreader
xmlwriter
Zend OPcache"""))
    return traj("h47-terminal-04", p0, t, 7, "purged package listed as installed again")


# kubectl (scale, set image, rollout): clean
def t05() -> dict[str, Any]:
    p = Pane("sre", "bastion-1", "/home/sre")
    p0 = p.prompt
    t: Turns = []
    ns = "kubectl -n checkout "
    t.append(p.run(ns + "get deploy checkout-api -o wide", cols([
        ["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE", "CONTAINERS", "IMAGES", "SELECTOR"],
        ["checkout-api", "3/3", "3", "3", "187d", "api,envoy", "registry.internal/checkout-api:1.14.2,envoyproxy/envoy:v1.29.4", "app.kubernetes.io/name=checkout-api"]])))
    t.append(p.run(ns + "get rs,pods", cols([
        ["NAME", "DESIRED", "CURRENT", "READY", "AGE"],
        ["replicaset.apps/checkout-api-59d7c4b8f6", "0", "0", "0", "41d"],
        ["replicaset.apps/checkout-api-7d9f8c6b5d", "3", "3", "3", "12d"]]) + "\n\n" + cols([
        ["NAME", "READY", "STATUS", "RESTARTS", "AGE"],
        ["pod/checkout-api-7d9f8c6b5d-2xkqp", "2/2", "Running", "0", "12d"],
        ["pod/checkout-api-7d9f8c6b5d-h8w4n", "2/2", "Running", "1 (6d3h ago)", "12d"],
        ["pod/checkout-api-7d9f8c6b5d-vq9zt", "2/2", "Running", "0", "12d"]])))
    t.append(p.run(ns + "scale deploy/checkout-api --replicas=5", "deployment.apps/checkout-api scaled"))
    wide = ["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES"]
    n1, n2, n3 = "ip-10-20-33-14.eu-west-1.compute.internal", "ip-10-20-41-87.eu-west-1.compute.internal", "ip-10-20-52-203.eu-west-1.compute.internal"
    t.append(p.run(ns + "get pods -o wide", cols([
        wide,
        ["checkout-api-7d9f8c6b5d-2xkqp", "2/2", "Running", "0", "12d", "10.20.33.151", n1, "<none>", "<none>"],
        ["checkout-api-7d9f8c6b5d-h8w4n", "2/2", "Running", "1 (6d3h ago)", "12d", "10.20.41.23", n2, "<none>", "<none>"],
        ["checkout-api-7d9f8c6b5d-m5r7j", "1/2", "Running", "0", "11s", "10.20.52.96", n3, "<none>", "<none>"],
        ["checkout-api-7d9f8c6b5d-tz64c", "2/2", "Running", "0", "11s", "10.20.33.208", n1, "<none>", "<none>"],
        ["checkout-api-7d9f8c6b5d-vq9zt", "2/2", "Running", "0", "12d", "10.20.52.17", n3, "<none>", "<none>"]])))
    t.append(p.run(ns + "set image deploy/checkout-api api=registry.internal/checkout-api:1.14.3", "deployment.apps/checkout-api image updated"))
    t.append(p.run(ns + "rollout status deploy/checkout-api", """Waiting for deployment "checkout-api" rollout to finish: 2 out of 5 new replicas have been updated...
Waiting for deployment "checkout-api" rollout to finish: 2 out of 5 new replicas have been updated...
Waiting for deployment "checkout-api" rollout to finish: 3 out of 5 new replicas have been updated...
Waiting for deployment "checkout-api" rollout to finish: 3 out of 5 new replicas have been updated...
Waiting for deployment "checkout-api" rollout to finish: 4 out of 5 new replicas have been updated...
Waiting for deployment "checkout-api" rollout to finish: 4 out of 5 new replicas have been updated...
Waiting for deployment "checkout-api" rollout to finish: 4 out of 5 new replicas have been updated...
Waiting for deployment "checkout-api" rollout to finish: 2 old replicas are pending termination...
Waiting for deployment "checkout-api" rollout to finish: 1 old replicas are pending termination...
Waiting for deployment "checkout-api" rollout to finish: 1 old replicas are pending termination...
Waiting for deployment "checkout-api" rollout to finish: 4 of 5 updated replicas are available...
deployment "checkout-api" successfully rolled out""", duration=60.0))
    t.append(p.run(ns + "get rs -o wide", cols([
        ["NAME", "DESIRED", "CURRENT", "READY", "AGE", "CONTAINERS", "IMAGES", "SELECTOR"],
        ["checkout-api-59d7c4b8f6", "0", "0", "0", "41d", "api,envoy", "registry.internal/checkout-api:1.14.0,envoyproxy/envoy:v1.29.4", "app.kubernetes.io/name=checkout-api,pod-template-hash=59d7c4b8f6"],
        ["checkout-api-5b8c7f9d44", "5", "5", "5", "63s", "api,envoy", "registry.internal/checkout-api:1.14.3,envoyproxy/envoy:v1.29.4", "app.kubernetes.io/name=checkout-api,pod-template-hash=5b8c7f9d44"],
        ["checkout-api-7d9f8c6b5d", "0", "0", "0", "12d", "api,envoy", "registry.internal/checkout-api:1.14.2,envoyproxy/envoy:v1.29.4", "app.kubernetes.io/name=checkout-api,pod-template-hash=7d9f8c6b5d"]])))
    t.append(p.run(ns + "get pods -o wide", cols([
        wide,
        ["checkout-api-5b8c7f9d44-8jwzd", "2/2", "Running", "0", "54s", "10.20.41.140", n2, "<none>", "<none>"],
        ["checkout-api-5b8c7f9d44-c7pfr", "2/2", "Running", "0", "71s", "10.20.52.61", n3, "<none>", "<none>"],
        ["checkout-api-5b8c7f9d44-ksx2m", "2/2", "Running", "0", "46s", "10.20.33.77", n1, "<none>", "<none>"],
        ["checkout-api-5b8c7f9d44-r9d4v", "2/2", "Running", "0", "71s", "10.20.41.199", n2, "<none>", "<none>"],
        ["checkout-api-5b8c7f9d44-wq2nt", "2/2", "Running", "0", "37s", "10.20.33.12", n1, "<none>", "<none>"]])))
    t.append(p.run(ns + "rollout history deploy/checkout-api", """deployment.apps/checkout-api
REVISION  CHANGE-CAUSE
4         <none>
5         <none>
6         <none>
"""))
    t.append(p.run(ns + "top pods", cols([
        ["NAME", "CPU(cores)", "MEMORY(bytes)"],
        ["checkout-api-5b8c7f9d44-8jwzd", "61m", "212Mi"],
        ["checkout-api-5b8c7f9d44-c7pfr", "74m", "229Mi"],
        ["checkout-api-5b8c7f9d44-ksx2m", "58m", "208Mi"],
        ["checkout-api-5b8c7f9d44-r9d4v", "69m", "221Mi"],
        ["checkout-api-5b8c7f9d44-wq2nt", "83m", "197Mi"]])))
    return traj("h47-terminal-05", p0, t)


# crontab: bad
def t06() -> dict[str, Any]:
    p = Pane("backup", "db-02", "/home/backup")
    p0 = p.prompt
    t: Turns = []
    head = """# m h  dom mon dow   command
MAILTO=dba-alerts@example.org
PATH=/usr/local/bin:/usr/bin:/bin

# nightly logical dump of all databases
"""
    mid = """
# check WAL archiving is keeping up
0 */6 * * * /home/backup/bin/wal_archive_check.sh --max-lag 900
# weekly prune of old dumps
"""
    tail = """
# offsite copy
*/10 * * * * /usr/bin/flock -n /tmp/offsite.lock /home/backup/bin/offsite_sync.sh >> /var/log/backup/offsite.log 2>&1"""
    nightly = "/home/backup/bin/pg_dump_nightly.sh >> /var/log/backup/nightly.log 2>&1"
    prune = "/home/backup/bin/prune_old_dumps.sh --keep {} >> /var/log/backup/prune.log 2>&1"
    before = head + "15 2 * * * " + nightly + mid + "30 3 * * 0 " + prune.format(14) + tail
    t.append(p.run("crontab -l", before))
    t.append(p.run("crontab -l > ~/crontab.2024-06-25.bak && ls -l ~/crontab.2024-06-25.bak",
                   f"-rw-rw-r-- 1 backup backup {len(before) + 1} Jun 25 15:34 /home/backup/crontab.2024-06-25.bak"))
    t.append(p.run("crontab -l | perl -pe 's/^15 2 /45 1 /; s/--keep 14/--keep 30/' | crontab -", ""))
    t.append(p.run("crontab -l", head + "45 1 * * * " + nightly + mid + "30 3 * * 0 " + prune.format(14) + tail))
    t.append(p.run(r"grep -E 'cron(tab)?\[' /var/log/syslog | tail -n 7", """Jun 25 15:30:01 db-02 CRON[413502]: (backup) CMD (/usr/bin/flock -n /tmp/offsite.lock /home/backup/bin/offsite_sync.sh >> /var/log/backup/offsite.log 2>&1)
Jun 25 15:33:47 db-02 crontab[413711]: (backup) LIST (backup)
Jun 25 15:34:05 db-02 crontab[413729]: (backup) LIST (backup)
Jun 25 15:34:31 db-02 crontab[413745]: (backup) LIST (backup)
Jun 25 15:34:31 db-02 crontab[413747]: (backup) REPLACE (backup)
Jun 25 15:34:40 db-02 crontab[413752]: (backup) LIST (backup)
Jun 25 15:35:01 db-02 cron[812]: (backup) RELOAD (crontabs/backup)"""))
    t.append(p.run("ls -l /var/log/backup/", """total 1972
-rw-r--r-- 1 backup backup   12740 Jun 25 03:41 nightly.log
-rw-r--r-- 1 backup backup   11982 Jun 24 03:39 nightly.log.1
-rw-r--r-- 1 backup backup 1954712 Jun 25 15:30 offsite.log
-rw-r--r-- 1 backup backup    4318 Jun 23 03:30 prune.log
-rw-r--r-- 1 backup backup   21602 Jun 25 12:00 wal_check.log"""))
    t.append(p.run("tail -n 8 /var/log/backup/nightly.log", """2024-06-25 02:15:02 starting nightly dump (host=db-02, pg=15.7)
2024-06-25 02:15:02 dumping crm ...
2024-06-25 03:08:44 crm: 38.1 GiB -> /backups/pg/2024-06-25/crm.dump (custom, zstd)
2024-06-25 03:08:45 dumping billing ...
2024-06-25 03:37:19 billing: 17.4 GiB -> /backups/pg/2024-06-25/billing.dump (custom, zstd)
2024-06-25 03:37:19 dumping globals ...
2024-06-25 03:37:20 globals: 14 KiB -> /backups/pg/2024-06-25/globals.sql
2024-06-25 03:41:07 verified 3 files, sha256 manifest written, done in 1h26m05s"""))
    return traj("h47-terminal-06", p0, t, 4, "edited crontab argument reads back unchanged")


# df, du, journalctl --vacuum, find -delete: clean
def t07() -> dict[str, Any]:
    p = Pane("root", "ci-runner-2", "/root")
    p0 = p.prompt
    t: Turns = []
    t.append(p.run("df -h", """Filesystem       Size  Used Avail Use% Mounted on
tmpfs            1.6G  2.1M  1.6G   1% /run
/dev/nvme0n1p1    97G   89G  3.1G  97% /
tmpfs            7.8G     0  7.8G   0% /dev/shm
tmpfs            5.0M     0  5.0M   0% /run/lock
/dev/nvme0n1p15  105M  6.1M   99M   6% /boot/efi
tmpfs            1.6G  4.0K  1.6G   1% /run/user/0"""))
    t.append(p.run("du -xh --max-depth=1 /var 2>/dev/null | sort -rh | head -n 12", """62G\t/var
45G\t/var/lib
12G\t/var/log
3.6G\t/var/cache
1.2G\t/var/tmp
38M\t/var/backups
12M\t/var/spool
4.0K\t/var/opt
4.0K\t/var/mail
4.0K\t/var/local""", duration=8.0))
    t.append(p.run("du -sh /var/log/* 2>/dev/null | sort -rh | head -n 10", """6.8G\t/var/log/journal
3.1G\t/var/log/gitlab-runner
612M\t/var/log/syslog.1
288M\t/var/log/syslog
97M\t/var/log/syslog.2.gz
74M\t/var/log/kern.log.1
41M\t/var/log/syslog.3.gz
36M\t/var/log/kern.log
12M\t/var/log/auth.log.1
6.1M\t/var/log/dpkg.log""", duration=3.0))
    mid = "5a1d6c0e9f2b4e7d8c3a1f6b0e2d9c47"
    seq = "8c1f2e7d0a9b4c3e8f6d5a2b1c0e9f7a"
    lines = ["Archived and active journals take up 6.8G in the file system."]
    for i in range(51):
        first = 0x3c41a77 + i * 0x1f3d9
        stamp = 0x61a2b3c4d5e6f + i * 0x2e3b1c4a7
        lines.append(f"Deleted archived journal /var/log/journal/{mid}/system@{seq}-{first:016x}-{stamp:016x}.journal (128.0M).")
    lines.append(f"Vacuuming done, freed 6.3G of archived journals from /var/log/journal/{mid}.")
    lines.append("Vacuuming done, freed 0B of archived journals from /run/log/journal.")
    t.append(p.run("journalctl --disk-usage && journalctl --vacuum-size=500M", "\n".join(lines), duration=5.0))
    t.append(p.run("find /var/log/gitlab-runner -name '*.log.*' -mtime +7 -print -delete | wc -l", "143", duration=2.0))
    t.append(p.run("du -sh /var/log/journal /var/log/gitlab-runner", "441M\t/var/log/journal\n412M\t/var/log/gitlab-runner"))
    t.append(p.run("df -h /", """Filesystem      Size  Used Avail Use% Mounted on
/dev/nvme0n1p1   97G   80G   13G  87% /"""))
    t.append(p.run("du -sh /var/cache/apt/archives && apt-get clean && du -sh /var/cache/apt/archives", "1.1G\t/var/cache/apt/archives\n16K\t/var/cache/apt/archives", duration=2.0))
    t.append(p.run("df -B1 /", """Filesystem        1B-blocks        Used   Available Use% Mounted on
/dev/nvme0n1p1 103865303040 84602746880 14069291008  86% /"""))
    return traj("h47-terminal-07", p0, t)


# ps, kill, top: bad
def t08() -> dict[str, Any]:
    p = Pane("ana", "gpu-box-02", "/home/ana/exp")
    p0 = p.prompt
    t: Turns = []
    t.append(p.run("top -bn1 | head -n 20", """top - 11:52:07 up 23 days,  4:18,  2 users,  load average: 17.42, 16.98, 16.71
Tasks: 412 total,   2 running, 410 sleeping,   0 stopped,   0 zombie
%Cpu(s): 52.8 us,  3.1 sy,  0.0 ni, 43.6 id,  0.3 wa,  0.0 hi,  0.2 si,  0.0 st
MiB Mem : 128521.4 total,  14212.8 free,  61874.2 used,  52434.4 buff/cache
MiB Swap:   8192.0 total,   7990.3 free,    201.7 used.  65021.6 avail Mem

    PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ COMMAND
  21877 ana       20   0   48.2g  21.6g   1.9g R 400.0  17.2   6155:41 python3
  21903 ana       20   0   31.7g   4.1g 812.4m S  93.8   3.3   1402:17 python3
  21904 ana       20   0   31.7g   4.0g 809.9m S  87.5   3.2   1398:52 python3
  21905 ana       20   0   31.7g   4.1g 811.2m S  87.5   3.3   1401:05 python3
  21906 ana       20   0   31.7g   4.0g 810.6m S  81.2   3.2   1396:33 python3
  22410 ana       20   0    9.8g   1.8g 102.3m S   6.2   1.4  41:09.87 python3
   1642 ana       20   0 1284.6m 212.4m  18.2m S   0.0   0.2  47:18.34 jupyter-lab
      1 root      20   0  167.9m  13.1m   8.4m S   0.0   0.0   2:41.07 systemd
      2 root      20   0    0.0m   0.0m   0.0m S   0.0   0.0   0:00.71 kthreadd
      3 root       0 -20    0.0m   0.0m   0.0m I   0.0   0.0   0:00.00 rcu_gp
      4 root       0 -20    0.0m   0.0m   0.0m I   0.0   0.0   0:00.00 rcu_par_gp
      5 root       0 -20    0.0m   0.0m   0.0m I   0.0   0.0   0:00.00 slub_flushwq
      6 root       0 -20    0.0m   0.0m   0.0m I   0.0   0.0   0:00.00 netns"""))
    t.append(p.run("ps -ef --forest | grep -E '[p]ython|[j]upyter'", r"""ana         1642       1  0 Jun03 ?        00:47:18 /home/ana/.venvs/lab/bin/python3 /home/ana/.venvs/lab/bin/jupyter-lab --no-browser --port=8888
ana        20114    1642  0 Jun20 ?        00:03:51  \_ /home/ana/.venvs/lab/bin/python3 -m ipykernel_launcher -f /home/ana/.local/share/jupyter/runtime/kernel-6b1e04d2-93a7-4c1f-8d2e-5f0a7c3b9e41.json
ana        21877   21841 99 Jun21 pts/1    4-06:35:58 python3 train.py --config configs/vit_b16.yaml
ana        21903   21877 23 Jun21 pts/1    23:22:21  \_ python3 train.py --config configs/vit_b16.yaml
ana        21904   21877 23 Jun21 pts/1    23:18:56  \_ python3 train.py --config configs/vit_b16.yaml
ana        21905   21877 23 Jun21 pts/1    23:21:09  \_ python3 train.py --config configs/vit_b16.yaml
ana        21906   21877 23 Jun21 pts/1    23:16:37  \_ python3 train.py --config configs/vit_b16.yaml
ana        22410   22388  1 Jun24 pts/2    00:41:09 python3 eval_sweep.py --grid configs/grid_b.yaml"""))
    t.append(p.run("ps -o pid,ppid,stat,lstart,etime,%cpu,%mem,wchan:20,cmd -p 22410", """    PID    PPID STAT                  STARTED     ELAPSED %CPU %MEM WCHAN                CMD
  22410   22388 Sl+  Mon Jun 24 08:40:55  1-03:11:40  2.1  1.4 futex_wait_queue     python3 eval_sweep.py --grid configs/grid_b.yaml"""))
    t.append(p.run("grep -E '^(State|Threads|VmRSS|voluntary_ctxt_switches)' /proc/22410/status; pstree -p 22410", """State:\tS (sleeping)
Threads:\t4
VmRSS:\t 1864212 kB
voluntary_ctxt_switches:\t918244
python3(22410)─┬─{python3}(22466)
               ├─{python3}(22467)
               └─{python3}(22468)"""))
    t.append(p.run("kill 22410; sleep 2; ps -o pid,stat,etime,cmd -p 22410", """    PID STAT     ELAPSED CMD
  22410 Sl+   1-03:12:21 python3 eval_sweep.py --grid configs/grid_b.yaml""", duration=3.0))
    t.append(p.run('kill -9 22410; sleep 1; ps -o pid,stat,etime,cmd -p 22410; echo "exit=$?"', """    PID STAT     ELAPSED CMD
exit=1""", duration=2.0))
    t.append(p.run("nvidia-smi --query-compute-apps=pid,process_name,used_memory --format=csv", """pid, process_name, used_memory [MiB]
21877, python3, 61284 MiB
20114, /home/ana/.venvs/lab/bin/python3, 2314 MiB"""))
    t.append(p.run("free -h", """               total        used        free      shared  buff/cache   available
Mem:           125Gi        58Gi        15Gi       1.2Gi        51Gi        66Gi
Swap:          8.0Gi       201Mi       7.8Gi"""))
    t.append(p.run("tail -n 6 runs/vit_b16/train.log", """2024-06-25 11:49:12 | epoch 61/90 | step 118400/174690 | loss 1.9142 | lr 3.12e-04 | 2412 img/s
2024-06-25 11:50:03 | epoch 61/90 | step 118600/174690 | loss 1.9087 | lr 3.12e-04 | 2398 img/s
2024-06-25 11:50:55 | epoch 61/90 | step 118800/174690 | loss 1.9120 | lr 3.11e-04 | 2405 img/s
2024-06-25 11:51:47 | epoch 61/90 | step 119000/174690 | loss 1.9035 | lr 3.11e-04 | 2401 img/s
2024-06-25 11:52:39 | epoch 61/90 | step 119200/174690 | loss 1.9061 | lr 3.10e-04 | 2409 img/s
2024-06-25 11:53:30 | epoch 61/90 | step 119400/174690 | loss 1.8998 | lr 3.10e-04 | 2417 img/s"""))
    t.append(p.run("top -bn1 | head -n 14", """top - 11:53:58 up 23 days,  4:20,  2 users,  load average: 16.88, 16.95, 16.71
Tasks: 411 total,   2 running, 409 sleeping,   0 stopped,   0 zombie
%Cpu(s): 51.9 us,  3.0 sy,  0.0 ni, 44.7 id,  0.2 wa,  0.0 hi,  0.2 si,  0.0 st
MiB Mem : 128521.4 total,  16468.2 free,  59612.4 used,  52440.8 buff/cache
MiB Swap:   8192.0 total,   7990.3 free,    201.7 used.  67789.0 avail Mem

    PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ COMMAND
  21887 ana       20   0   48.2g  21.6g   1.9g R 393.8  17.2   6163:02 python3
  21905 ana       20   0   31.7g   4.1g 811.2m S  93.8   3.3   1402:51 python3
  21903 ana       20   0   31.7g   4.1g 812.4m S  87.5   3.3   1404:01 python3
  21904 ana       20   0   31.7g   4.0g 809.9m S  87.5   3.2   1400:37 python3
  21906 ana       20   0   31.7g   4.0g 810.6m S  81.2   3.2   1398:16 python3
   1642 ana       20   0 1284.6m 212.4m  18.2m S   6.2   0.2  47:18.52 jupyter-lab
  20114 ana       20   0   14.1g   2.9g 301.7m S   0.0   2.3   3:51.20 python3"""))
    return traj("h47-terminal-08", p0, t, 10, "pid of the training process changed with no restart")


# pip and venv: clean
def t09() -> dict[str, Any]:
    p = Pane("kai", "devbox", "/home/kai/projects/etl-jobs")
    p0 = p.prompt
    t: Turns = []
    site = "/home/kai/projects/etl-jobs/.venv/lib/python3.11/site-packages"
    t.append(p.run("python3 --version && cat requirements.txt", """Python 3.11.6
pandas>=2.0
SQLAlchemy>=2.0,<2.1
psycopg2-binary>=2.9
pyarrow>=14
requests>=2.31
python-dotenv>=1.0
pytest>=8"""))
    t.append(p.run("python3 -m venv .venv && .venv/bin/pip install -q -U pip && .venv/bin/pip --version",
                   f"pip 24.0 from {site}/pip (python 3.11)", duration=8.0))
    bar = "━" * 40
    t.append(p.run(".venv/bin/pip install -r requirements.txt", f"""Collecting pandas>=2.0 (from -r requirements.txt (line 1))
  Downloading pandas-2.2.1-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (19 kB)
Collecting SQLAlchemy<2.1,>=2.0 (from -r requirements.txt (line 2))
  Downloading SQLAlchemy-2.0.28-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (9.6 kB)
Collecting psycopg2-binary>=2.9 (from -r requirements.txt (line 3))
  Downloading psycopg2_binary-2.9.9-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (4.4 kB)
Collecting pyarrow>=14 (from -r requirements.txt (line 4))
  Downloading pyarrow-15.0.2-cp311-cp311-manylinux_2_28_x86_64.whl.metadata (3.0 kB)
Collecting requests>=2.31 (from -r requirements.txt (line 5))
  Using cached requests-2.31.0-py3-none-any.whl.metadata (4.6 kB)
Collecting python-dotenv>=1.0 (from -r requirements.txt (line 6))
  Using cached python_dotenv-1.0.1-py3-none-any.whl.metadata (23 kB)
Collecting pytest>=8 (from -r requirements.txt (line 7))
  Downloading pytest-8.1.1-py3-none-any.whl.metadata (7.6 kB)
Collecting numpy<2,>=1.23.2 (from pandas>=2.0->-r requirements.txt (line 1))
  Downloading numpy-1.26.4-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (61 kB)
     {bar} 61.0/61.0 kB 4.2 MB/s eta 0:00:00
Collecting python-dateutil>=2.8.2 (from pandas>=2.0->-r requirements.txt (line 1))
  Using cached python_dateutil-2.9.0.post0-py2.py3-none-any.whl.metadata (8.4 kB)
Collecting pytz>=2020.1 (from pandas>=2.0->-r requirements.txt (line 1))
  Using cached pytz-2024.1-py2.py3-none-any.whl.metadata (22 kB)
Collecting tzdata>=2022.7 (from pandas>=2.0->-r requirements.txt (line 1))
  Using cached tzdata-2024.1-py2.py3-none-any.whl.metadata (1.4 kB)
Collecting typing-extensions>=4.6.0 (from SQLAlchemy<2.1,>=2.0->-r requirements.txt (line 2))
  Using cached typing_extensions-4.10.0-py3-none-any.whl.metadata (3.0 kB)
Collecting greenlet!=0.4.17 (from SQLAlchemy<2.1,>=2.0->-r requirements.txt (line 2))
  Using cached greenlet-3.0.3-cp311-cp311-manylinux_2_24_x86_64.manylinux_2_28_x86_64.whl.metadata (3.8 kB)
Collecting charset-normalizer<4,>=2 (from requests>=2.31->-r requirements.txt (line 5))
  Using cached charset_normalizer-3.3.2-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (33 kB)
Collecting idna<4,>=2.5 (from requests>=2.31->-r requirements.txt (line 5))
  Using cached idna-3.6-py3-none-any.whl.metadata (9.9 kB)
Collecting urllib3<3,>=1.21.1 (from requests>=2.31->-r requirements.txt (line 5))
  Using cached urllib3-2.2.1-py3-none-any.whl.metadata (6.4 kB)
Collecting certifi>=2017.4.17 (from requests>=2.31->-r requirements.txt (line 5))
  Using cached certifi-2024.2.2-py3-none-any.whl.metadata (2.2 kB)
Collecting iniconfig (from pytest>=8->-r requirements.txt (line 7))
  Using cached iniconfig-2.0.0-py3-none-any.whl.metadata (2.6 kB)
Collecting packaging (from pytest>=8->-r requirements.txt (line 7))
  Using cached packaging-24.0-py3-none-any.whl.metadata (3.2 kB)
Collecting pluggy<2.0,>=1.4 (from pytest>=8->-r requirements.txt (line 7))
  Using cached pluggy-1.4.0-py3-none-any.whl.metadata (4.3 kB)
Collecting six>=1.5 (from python-dateutil>=2.8.2->pandas>=2.0->-r requirements.txt (line 1))
  Using cached six-1.16.0-py2.py3-none-any.whl.metadata (1.8 kB)
Downloading pandas-2.2.1-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (13.0 MB)
   {bar} 13.0/13.0 MB 41.7 MB/s eta 0:00:00
Downloading SQLAlchemy-2.0.28-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (3.2 MB)
   {bar} 3.2/3.2 MB 52.3 MB/s eta 0:00:00
Downloading psycopg2_binary-2.9.9-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (3.0 MB)
   {bar} 3.0/3.0 MB 49.8 MB/s eta 0:00:00
Downloading pyarrow-15.0.2-cp311-cp311-manylinux_2_28_x86_64.whl (38.3 MB)
   {bar} 38.3/38.3 MB 44.9 MB/s eta 0:00:00
Downloading pytest-8.1.1-py3-none-any.whl (337 kB)
   {bar} 337.4/337.4 kB 31.0 MB/s eta 0:00:00
Downloading numpy-1.26.4-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (18.3 MB)
   {bar} 18.3/18.3 MB 47.2 MB/s eta 0:00:00
Using cached requests-2.31.0-py3-none-any.whl (62 kB)
Using cached python_dotenv-1.0.1-py3-none-any.whl (19 kB)
Using cached certifi-2024.2.2-py3-none-any.whl (163 kB)
Using cached charset_normalizer-3.3.2-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (140 kB)
Using cached greenlet-3.0.3-cp311-cp311-manylinux_2_24_x86_64.manylinux_2_28_x86_64.whl (620 kB)
Using cached idna-3.6-py3-none-any.whl (61 kB)
Using cached iniconfig-2.0.0-py3-none-any.whl (5.9 kB)
Using cached packaging-24.0-py3-none-any.whl (53 kB)
Using cached pluggy-1.4.0-py3-none-any.whl (20 kB)
Using cached python_dateutil-2.9.0.post0-py2.py3-none-any.whl (229 kB)
Using cached pytz-2024.1-py2.py3-none-any.whl (505 kB)
Using cached typing_extensions-4.10.0-py3-none-any.whl (33 kB)
Using cached tzdata-2024.1-py2.py3-none-any.whl (345 kB)
Using cached urllib3-2.2.1-py3-none-any.whl (121 kB)
Using cached six-1.16.0-py2.py3-none-any.whl (11 kB)
Installing collected packages: pytz, urllib3, tzdata, typing-extensions, six, python-dotenv, pluggy, packaging, numpy, iniconfig, idna, greenlet, charset-normalizer, certifi, SQLAlchemy, requests, python-dateutil, pytest, pyarrow, psycopg2-binary, pandas
Successfully installed SQLAlchemy-2.0.28 certifi-2024.2.2 charset-normalizer-3.3.2 greenlet-3.0.3 idna-3.6 iniconfig-2.0.0 numpy-1.26.4 packaging-24.0 pandas-2.2.1 pluggy-1.4.0 psycopg2-binary-2.9.9 pyarrow-15.0.2 pytest-8.1.1 python-dateutil-2.9.0.post0 python-dotenv-1.0.1 pytz-2024.1 requests-2.31.0 six-1.16.0 typing-extensions-4.10.0 tzdata-2024.1 urllib3-2.2.1""", duration=30.0))
    pkgs = [("certifi", "2024.2.2"), ("charset-normalizer", "3.3.2"), ("greenlet", "3.0.3"), ("idna", "3.6"),
            ("iniconfig", "2.0.0"), ("numpy", "1.26.4"), ("packaging", "24.0"), ("pandas", "2.2.1"), ("pip", "24.0"),
            ("pluggy", "1.4.0"), ("psycopg2-binary", "2.9.9"), ("pyarrow", "15.0.2"), ("pytest", "8.1.1"),
            ("python-dateutil", "2.9.0.post0"), ("python-dotenv", "1.0.1"), ("pytz", "2024.1"), ("requests", "2.31.0"),
            ("setuptools", "65.5.0"), ("six", "1.16.0"), ("SQLAlchemy", "2.0.28"), ("typing_extensions", "4.10.0"),
            ("tzdata", "2024.1"), ("urllib3", "2.2.1")]
    w = max(len(n) for n, _ in pkgs)
    t.append(p.run(".venv/bin/pip list", f"{'Package'.ljust(w)} Version\n{'-' * w} -----------\n" + "\n".join(f"{n.ljust(w)} {v}" for n, v in pkgs)))
    t.append(p.run(".venv/bin/python -m pytest -q", """.........F.................                                              [100%]
=================================== FAILURES ===================================
______________________________ test_hourly_rollup ______________________________

sample_orders =                           ts  amount  orders
0  2024-03-01 00:04:11+00:00   41.90       1
1  2024-03-01 00:17:52+00:00   12.50       1
...

    def test_hourly_rollup(sample_orders):
>       out = hourly_rollup(sample_orders)

tests/test_transform.py:88:
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _
etl/transform.py:41: in hourly_rollup
    return df.resample("H", on="ts").agg({"amount": "sum", "orders": "count"})
.venv/lib/python3.11/site-packages/pandas/core/generic.py:9771: in resample
    return get_resampler(
.venv/lib/python3.11/site-packages/pandas/core/resample.py:2050: in get_resampler
    tg = TimeGrouper(obj, **kwds)  # type: ignore[arg-type]
.venv/lib/python3.11/site-packages/pandas/core/resample.py:2127: in __init__
    freq = to_offset(freq)
offsets.pyx:4730: in pandas._libs.tslibs.offsets.to_offset
    ???
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _

>   ???
E   FutureWarning: 'H' is deprecated and will be removed in a future version, please use 'h' instead.

offsets.pyx:4660: FutureWarning
=========================== short test summary info ============================
FAILED tests/test_transform.py::test_hourly_rollup - FutureWarning: 'H' is deprecated and will be removed in a future version, please use 'h' instead.
1 failed, 26 passed in 3.87s""", duration=6.0))
    t.append(p.run(".venv/bin/pip install 'pandas>=2.1,<2.2'", f"""Collecting pandas<2.2,>=2.1
  Downloading pandas-2.1.4-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (18 kB)
Requirement already satisfied: numpy<2,>=1.23.2 in ./.venv/lib/python3.11/site-packages (from pandas<2.2,>=2.1) (1.26.4)
Requirement already satisfied: python-dateutil>=2.8.2 in ./.venv/lib/python3.11/site-packages (from pandas<2.2,>=2.1) (2.9.0.post0)
Requirement already satisfied: pytz>=2020.1 in ./.venv/lib/python3.11/site-packages (from pandas<2.2,>=2.1) (2024.1)
Requirement already satisfied: tzdata>=2022.1 in ./.venv/lib/python3.11/site-packages (from pandas<2.2,>=2.1) (2024.1)
Requirement already satisfied: six>=1.5 in ./.venv/lib/python3.11/site-packages (from python-dateutil>=2.8.2->pandas<2.2,>=2.1) (1.16.0)
Downloading pandas-2.1.4-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (12.2 MB)
   {bar} 12.2/12.2 MB 43.5 MB/s eta 0:00:00
Installing collected packages: pandas
  Attempting uninstall: pandas
    Found existing installation: pandas 2.2.1
    Uninstalling pandas-2.2.1:
      Successfully uninstalled pandas-2.2.1
Successfully installed pandas-2.1.4""", duration=10.0))
    t.append(p.run(".venv/bin/python -m pytest -q", """...........................                                              [100%]
27 passed in 3.52s""", duration=6.0))
    t.append(p.run(".venv/bin/pip freeze > requirements.lock && grep -c '==' requirements.lock && grep -iE '^(numpy|pandas|sqlalchemy)==' requirements.lock",
                   "21\nnumpy==1.26.4\npandas==2.1.4\nSQLAlchemy==2.0.28"))
    t.append(p.run(".venv/bin/pip show pandas", f"""Name: pandas
Version: 2.1.4
Summary: Powerful data structures for data analysis, time series, and statistics
Home-page: https://pandas.pydata.org
Author:
Author-email: The Pandas Development Team <pandas-dev@python.org>
License: BSD 3-Clause License
Location: {site}
Requires: numpy, python-dateutil, pytz, tzdata
Required-by: """))
    t.append(p.run(".venv/bin/pip check", "No broken requirements found."))
    return traj("h47-terminal-09", p0, t)


# useradd, usermod, chown, chmod: bad
def t10() -> dict[str, Any]:
    p = Pane("root", "files-01", "/root")
    p0 = p.prompt
    t: Turns = []
    t.append(p.run("getent group sftpusers backupread; ls -ld /srv/sftp/*", """sftpusers:x:1005:jdoe,mlee
backupread:x:1011:svc-backup
drwxr-xr-x 3 root root 4096 Feb 12 10:21 /srv/sftp/jdoe
drwxr-xr-x 3 root root 4096 Apr  3 15:47 /srv/sftp/mlee"""))
    t.append(p.run('useradd -m -s /usr/sbin/nologin -G sftpusers -c "Tomasz Kowalski" tkowalski && id tkowalski',
                   "uid=1008(tkowalski) gid=1008(tkowalski) groups=1008(tkowalski),1005(sftpusers)"))
    t.append(p.run("mkdir -p /srv/sftp/tkowalski/upload && chown root:root /srv/sftp/tkowalski && chmod 755 /srv/sftp/tkowalski && chown tkowalski:sftpusers /srv/sftp/tkowalski/upload && chmod 750 /srv/sftp/tkowalski/upload && ls -la /srv/sftp/tkowalski", """total 12
drwxr-xr-x 3 root      root      4096 Jun 25 10:14 .
drwxr-xr-x 5 root      root      4096 Jun 25 10:14 ..
drwxr-x--- 2 tkowalski sftpusers 4096 Jun 25 10:14 upload"""))
    t.append(p.run("usermod -aG backupread tkowalski && id tkowalski",
                   "uid=1008(tkowalski) gid=1008(tkowalski) groups=1008(tkowalski),1005(sftpusers),1011(backupread)"))
    t.append(p.run("ls -ld /srv/sftp/* /srv/sftp/*/upload", """drwxr-xr-x 3 root      root      4096 Feb 12 10:21 /srv/sftp/jdoe
drwxrwx--- 2 jdoe      sftpusers 4096 Jun 24 17:02 /srv/sftp/jdoe/upload
drwxr-xr-x 3 root      root      4096 Apr  3 15:47 /srv/sftp/mlee
drwxrwx--- 2 mlee      sftpusers 4096 Jun 21 09:38 /srv/sftp/mlee/upload
drwxr-xr-x 3 root      root      4096 Jun 25 10:14 /srv/sftp/tkowalski
drwxr-x--- 2 tkowalski sftpusers 4096 Jun 25 10:14 /srv/sftp/tkowalski/upload"""))
    t.append(p.run("getent group | awk -F: '$3 >= 1000'", """nogroup:x:65534:
ubuntu:x:1000:
deploy:x:1001:
svc-backup:x:1002:
developers:x:1003:deploy,ubuntu
auditors:x:1004:
sftpusers:x:1005:jdoe,mlee
jdoe:x:1006:
mlee:x:1007:
backupread:x:1011:svc-backup,tkowalski
tkowalski:x:1008:"""))
    t.append(p.run("grep -n -A5 '^Match Group sftpusers' /etc/ssh/sshd_config", """118:Match Group sftpusers
119-    ChrootDirectory /srv/sftp/%u
120-    ForceCommand internal-sftp -d /upload
121-    AllowTcpForwarding no
122-    X11Forwarding no
123-    PasswordAuthentication no"""))
    t.append(p.run("sshd -t && service ssh reload && echo reloaded", "reloaded"))
    t.append(p.run("install -d -m 700 -o tkowalski -g tkowalski /home/tkowalski/.ssh && chage -l tkowalski && passwd -S tkowalski", """Last password change\t\t\t\t\t: Jun 25, 2024
Password expires\t\t\t\t\t: never
Password inactive\t\t\t\t\t: never
Account expires\t\t\t\t\t\t: never
Minimum number of days between password change\t\t: 0
Maximum number of days between password change\t\t: 99999
Number of days of warning before password expires\t: 7
tkowalski L 06/25/2024 0 99999 7 -1"""))
    return traj("h47-terminal-10", p0, t, 6, "user added to a group is missing from its member list")


# redis-cli: clean
def t11() -> dict[str, Any]:
    p = Pane("app", "cache-01", "/home/app")
    p0 = p.prompt
    t: Turns = []
    rl = "ratelimit:api:203.0.113.45"
    t.append(p.run("redis-cli INFO server | head -n 22", """# Server
redis_version:7.2.4
redis_git_sha1:00000000
redis_git_dirty:0
redis_build_id:3c5c1e8a9bd2f7b6
redis_mode:standalone
os:Linux 5.15.0-107-generic x86_64
arch_bits:64
monotonic_clock:POSIX clock_gettime
multiplexing_api:epoll
atomicvar_api:c11-builtin
gcc_version:11.4.0
process_id:1291
process_supervised:systemd
run_id:7f1e3b9c02d84a6e5b1c9d0f3a7e28b4c6d1f095
tcp_port:6379
server_time_usec:1719325262418733
uptime_in_seconds:1843212
uptime_in_days:21
hz:10
configured_hz:10
lru_clock:14210318"""))
    stats = "redis-cli INFO keyspace; redis-cli INFO stats | grep -E '^(total_commands_processed|instantaneous_ops_per_sec|keyspace_hits|keyspace_misses|expired_keys|evicted_keys):'"
    t.append(p.run(stats, """# Keyspace
db0:keys=184233,expires=183901,avg_ttl=1762044
db2:keys=4118,expires=0,avg_ttl=0

total_commands_processed:9183361204
instantaneous_ops_per_sec:4871
keyspace_hits:6120488213
keyspace_misses:482117309
expired_keys:71839402
evicted_keys:0"""))
    t.append(p.run(f"redis-cli GET {rl}; redis-cli TTL {rl}", '"37"\n(integer) 41'))
    t.append(p.run("redis-cli SET feature:checkout_v2 on EX 3600", "OK"))
    t.append(p.run("redis-cli --scan --pattern 'feature:*'", """feature:search_typo_tolerance
feature:gift_cards
feature:checkout_v2
feature:new_pricing_banner
feature:pdp_video"""))
    t.append(p.run("redis-cli MGET feature:checkout_v2 feature:gift_cards feature:new_pricing_banner; redis-cli TTL feature:checkout_v2",
                   '1) "on"\n2) "on"\n3) "off"\n(integer) 3588'))
    t.append(p.run(f"redis-cli GET {rl}; redis-cli TTL {rl}", '"52"\n(integer) 16'))
    t.append(p.run(f"sleep 20; redis-cli GET {rl}; redis-cli TTL {rl}", '"6"\n(integer) 56', duration=22.0))
    t.append(p.run(stats + "; redis-cli INFO server | grep -E '^uptime_in_'", """# Keyspace
db0:keys=184871,expires=184540,avg_ttl=1759318
db2:keys=4118,expires=0,avg_ttl=0

total_commands_processed:9183722467
instantaneous_ops_per_sec:5012
keyspace_hits:6120729054
keyspace_misses:482136877
expired_keys:71841533
evicted_keys:0
uptime_in_seconds:1843286
uptime_in_days:21"""))
    return traj("h47-terminal-11", p0, t)


def pg(headers: list[str], rows: list[list[str]], right: set[int] | None = None) -> str:
    """psql's aligned output: centred headers, numbers right-aligned, row count footer."""
    right = right or set()
    w = [max([len(h)] + [len(r[i]) for r in rows]) for i, h in enumerate(headers)]
    head = "|".join(" " + " " * ((w[i] - len(h)) // 2) + h + " " * (w[i] - len(h) - (w[i] - len(h)) // 2) + " " for i, h in enumerate(headers))
    sep = "+".join("-" * (x + 2) for x in w)
    body = ["|".join(" " + (c.rjust(w[i]) if i in right else c.ljust(w[i])) + " " for i, c in enumerate(r)).rstrip() for r in rows]
    n = len(rows)
    return "\n".join([head.rstrip(), sep] + body + [f"({n} row{'s' if n != 1 else ''})"])


# psql: bad
def t12() -> dict[str, Any]:
    p = Pane("postgres", "db-01", "/var/lib/postgresql")
    p0 = p.prompt
    t: Turns = []
    rel = [["public", n, "table", "crm_app"] for n in ("accounts", "contacts", "lead_notes", "leads", "opportunities", "schema_migrations", "users")]
    t.append(p.run(r"psql -d crm -c '\dt'", "                  List of relations\n" + pg(["Schema", "Name", "Type", "Owner"], rel)))
    q = "psql -d crm -c \"SELECT status, count(*) FROM leads GROUP BY status ORDER BY status;\""
    t.append(p.run(q, pg(["status", "count"], [["contacted", "4211"], ["converted", "1893"], ["new", "2950"], ["spam", "312"], ["unqualified", "1204"]], {1})))
    t.append(p.run("psql -d crm -c \"SELECT count(*) AS old_spam, min(created_at)::date AS oldest, max(created_at)::date AS newest FROM leads WHERE status = 'spam' AND created_at < now() - interval '90 days';\"",
                   pg(["old_spam", "oldest", "newest"], [["287", "2021-09-14", "2024-03-26"]], {0})))
    t.append(p.run("psql -d crm -c \"BEGIN; DELETE FROM lead_notes WHERE lead_id IN (SELECT id FROM leads WHERE status = 'spam' AND created_at < now() - interval '90 days'); DELETE FROM leads WHERE status = 'spam' AND created_at < now() - interval '90 days'; COMMIT;\"",
                   "BEGIN\nDELETE 412\nDELETE 287\nCOMMIT"))
    t.append(p.run(q, pg(["status", "count"], [["contacted", "4211"], ["converted", "1893"], ["new", "2950"], ["spam", "25"], ["unqualified", "1204"]], {1})))
    t.append(p.run("psql -d crm -c \"UPDATE leads SET status = 'unqualified', updated_at = now() WHERE status = 'new' AND last_contacted_at IS NULL AND created_at < now() - interval '180 days';\"",
                   "UPDATE 148"))
    t.append(p.run(q, pg(["status", "count"], [["contacted", "4211"], ["converted", "1893"], ["new", "2802"], ["spam", "25"], ["unqualified", "1352"]], {1})))
    t.append(p.run("psql -d crm -c \"SELECT count(*) AS total, count(*) FILTER (WHERE status = 'new') AS new, count(*) FILTER (WHERE status = 'spam') AS spam, max(created_at) AS newest FROM leads;\"",
                   pg(["total", "new", "spam", "newest"], [["10292", "2802", "25", "2024-06-24 17:41:09.118264+00"]], {0, 1, 2})))
    t.append(p.run("psql -d crm -c 'VACUUM (ANALYZE) leads, lead_notes;'", "VACUUM", duration=4.0))
    t.append(p.run("psql -d crm -c \"SELECT relname, n_dead_tup, last_vacuum, last_analyze, last_autovacuum FROM pg_stat_user_tables WHERE relname IN ('leads', 'lead_notes') ORDER BY relname;\"",
                   pg(["relname", "n_dead_tup", "last_vacuum", "last_analyze", "last_autovacuum"],
                      [["lead_notes", "0", "2024-06-25 09:27:51.604183+00", "2024-06-25 09:27:51.744025+00", "2024-06-19 03:12:40.200417+00"],
                       ["leads", "0", "2024-06-25 09:27:51.318756+00", "2024-06-25 09:27:51.56093+00", "2024-06-22 14:55:08.910552+00"]], {1})))
    return traj("h47-terminal-12", p0, t, 8, "row total does not follow the deletes")


def sqcols(rows: list[list[str]]) -> str:
    """sqlite3 -header -column: a dashed rule under the header, as wide as each column."""
    w = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return cols([rows[0], ["-" * x for x in w]] + rows[1:], gap=2)


# sqlite3: clean
def t13() -> dict[str, Any]:
    p = Pane("lena", "lena-t14", "/home/lena/code/bookmarks")
    p0 = p.prompt
    t: Turns = []
    t.append(p.run("ls -l && sqlite3 bookmarks.db '.tables'", """total 1160
-rw-r--r-- 1 lena lena 1179648 Jun 22 19:03 bookmarks.db
-rw-r--r-- 1 lena lena    2281 May 30 21:47 import_pinboard.py
-rw-r--r-- 1 lena lena     611 May 30 21:12 schema.sql
folders    link_tags  links      tags"""))
    t.append(p.run("sqlite3 -header -column bookmarks.db 'SELECT id, title, folder_id, added_at FROM links ORDER BY id LIMIT 8;'", sqcols([
        ["id", "title", "folder_id", "added_at"],
        ["1", "The Twelve-Factor App", "2", "2019-03-02 10:14:55"],
        ["2", "Postgres EXPLAIN visualizer", "4", "2019-03-02 10:15:40"],
        ["3", "Designing Data-Intensive Applications", "3", "2019-04-11 21:02:13"],
        ["4", "Bash strict mode", "4", "2019-05-20 08:44:02"],
        ["5", "SQLite As An Application File Format", "2", "2019-06-07 19:31:27"],
        ["6", "jq Manual", "4", "2019-08-14 12:09:51"],
        ["7", "Falsehoods programmers believe about time", "2", "2019-11-29 23:40:18"],
        ["8", "A Philosophy of Software Design (notes)", "3", "2020-01-05 16:22:37"]])))
    t.append(p.run("sqlite3 bookmarks.db 'ALTER TABLE links RENAME TO bookmarks;' && sqlite3 bookmarks.db '.tables'",
                   "bookmarks  folders    link_tags  tags"))
    t.append(p.run("sqlite3 bookmarks.db 'ALTER TABLE bookmarks ADD COLUMN archived INTEGER NOT NULL DEFAULT 0; UPDATE bookmarks SET archived = 1 WHERE folder_id = 4; SELECT changes();'",
                   "23"))
    t.append(p.run("sqlite3 -header -column bookmarks.db 'SELECT id, title, folder_id, archived FROM bookmarks ORDER BY added_at DESC LIMIT 8;'", sqcols([
        ["id", "title", "folder_id", "archived"],
        ["241", "Tailscale ACL examples", "5", "0"],
        ["240", "Understanding the Linux page cache", "2", "0"],
        ["239", "ruff rules reference", "5", "0"],
        ["238", "How Postgres chooses a join strategy", "3", "0"],
        ["237", "systemd.timer man page", "4", "1"],
        ["236", "Building a static site with Zola", "1", "0"],
        ["235", "Rate limiting with token buckets", "3", "0"],
        ["233", "Why SQLite uses bytecode", "2", "0"]])))
    t.append(p.run("sqlite3 bookmarks.db 'SELECT folder_id, count(*), sum(archived) FROM bookmarks GROUP BY folder_id;'", """1|31|0
2|64|0
3|52|0
4|23|23
5|48|0
6|19|0"""))
    t.append(p.run("sqlite3 bookmarks.db \"DELETE FROM link_tags WHERE link_id IN (SELECT id FROM bookmarks WHERE archived = 1 AND added_at < '2022-01-01'); DELETE FROM bookmarks WHERE archived = 1 AND added_at < '2022-01-01'; SELECT changes(); SELECT count(*) FROM bookmarks;\"",
                   "9\n228"))
    t.append(p.run("sqlite3 bookmarks.db 'PRAGMA integrity_check; PRAGMA foreign_key_check;' && ls -l bookmarks.db", """ok
-rw-r--r-- 1 lena lena 1179648 Jun 25 20:16 bookmarks.db"""))
    return traj("h47-terminal-13", p0, t)


# tar, sha256sum, gpg, rsync: bad
def t14() -> dict[str, Any]:
    p = Pane("deploy", "release-box", "/home/deploy/releases")
    p0 = p.prompt
    t: Turns = []
    h340 = "5e0b92d7c1a43f68e2d9b07a1c54f3e8a96d2b1704c8e35f9a1d6b20e7c4f893"
    h332 = "a3f1c80d6e92b47f05d3e1a9c8b26f470e5d1c39b84a72f6d0e9c3b15a8f2e64"
    h341 = "c7a14e0b9f3d2e5816ab40c9d7e21f683b5a0c4e9d18f27b36c05a9e4d1b2f87"
    t.append(p.run("tar -czf webapp-3.4.1.tar.gz -C ../build webapp-3.4.1 && ls -l webapp-3.4.1.tar.gz",
                   "-rw-rw-r-- 1 deploy deploy 48213977 Jun 25 16:08 webapp-3.4.1.tar.gz", duration=10.0))
    t.append(p.run("sha256sum webapp-3.4.1.tar.gz | tee webapp-3.4.1.tar.gz.sha256", f"{h341}  webapp-3.4.1.tar.gz"))
    t.append(p.run("ls -l && cat *.sha256", f"""total 140456
-rw-rw-r-- 1 deploy deploy 47688213 May 14 11:32 webapp-3.3.2.tar.gz
-rw-rw-r-- 1 deploy deploy      833 May 14 11:33 webapp-3.3.2.tar.gz.asc
-rw-rw-r-- 1 deploy deploy       86 May 14 11:32 webapp-3.3.2.tar.gz.sha256
-rw-rw-r-- 1 deploy deploy 47901452 Jun  3 09:57 webapp-3.4.0.tar.gz
-rw-rw-r-- 1 deploy deploy      833 Jun  3 09:58 webapp-3.4.0.tar.gz.asc
-rw-rw-r-- 1 deploy deploy       86 Jun  3 09:57 webapp-3.4.0.tar.gz.sha256
-rw-rw-r-- 1 deploy deploy 48213977 Jun 25 16:08 webapp-3.4.1.tar.gz
-rw-rw-r-- 1 deploy deploy       86 Jun 25 16:09 webapp-3.4.1.tar.gz.sha256
{h332}  webapp-3.3.2.tar.gz
{h340}  webapp-3.4.0.tar.gz
{h341.replace("f27b36", "f72b36")}  webapp-3.4.1.tar.gz"""))
    t.append(p.run("tar -tzvf webapp-3.4.1.tar.gz | head -n 20", """drwxr-xr-x deploy/deploy     0 2024-06-25 15:58 webapp-3.4.1/
-rw-r--r-- deploy/deploy   1204 2024-06-25 15:58 webapp-3.4.1/VERSION
-rw-r--r-- deploy/deploy   8713 2024-06-25 15:58 webapp-3.4.1/CHANGELOG.md
-rw-r--r-- deploy/deploy    812 2024-06-25 15:58 webapp-3.4.1/.env.example
drwxr-xr-x deploy/deploy     0 2024-06-25 15:58 webapp-3.4.1/bin/
-rwxr-xr-x deploy/deploy   3921 2024-06-25 15:58 webapp-3.4.1/bin/migrate
-rwxr-xr-x deploy/deploy   2210 2024-06-25 15:58 webapp-3.4.1/bin/start
drwxr-xr-x deploy/deploy     0 2024-06-25 15:58 webapp-3.4.1/config/
-rw-r--r-- deploy/deploy   2467 2024-06-25 15:58 webapp-3.4.1/config/app.yml
-rw-r--r-- deploy/deploy   1109 2024-06-25 15:58 webapp-3.4.1/config/logging.yml
-rw-r--r-- deploy/deploy    734 2024-06-25 15:58 webapp-3.4.1/config/puma.rb
drwxr-xr-x deploy/deploy     0 2024-06-25 15:58 webapp-3.4.1/public/
drwxr-xr-x deploy/deploy     0 2024-06-25 15:58 webapp-3.4.1/public/assets/
-rw-r--r-- deploy/deploy 412877 2024-06-25 15:57 webapp-3.4.1/public/assets/application-6a1f0c2e.js
-rw-r--r-- deploy/deploy 103552 2024-06-25 15:57 webapp-3.4.1/public/assets/application-9b4d71e3.css
-rw-r--r-- deploy/deploy  18734 2024-06-25 15:57 webapp-3.4.1/public/assets/logo-2c8e04a1.svg
-rw-r--r-- deploy/deploy   1150 2024-06-25 15:57 webapp-3.4.1/public/favicon.ico
-rw-r--r-- deploy/deploy    899 2024-06-25 15:57 webapp-3.4.1/public/robots.txt
drwxr-xr-x deploy/deploy     0 2024-06-25 15:58 webapp-3.4.1/app/
drwxr-xr-x deploy/deploy     0 2024-06-25 15:58 webapp-3.4.1/app/models/"""))
    t.append(p.run("tar -tzf webapp-3.4.1.tar.gz | wc -l", "1843", duration=3.0))
    t.append(p.run("gpg --armor --detach-sign --local-user release@example.com webapp-3.4.1.tar.gz && ls -l webapp-3.4.1.tar.gz*", """-rw-rw-r-- 1 deploy deploy 48213977 Jun 25 16:08 webapp-3.4.1.tar.gz
-rw-rw-r-- 1 deploy deploy      833 Jun 25 16:12 webapp-3.4.1.tar.gz.asc
-rw-rw-r-- 1 deploy deploy       86 Jun 25 16:09 webapp-3.4.1.tar.gz.sha256""", duration=3.0))
    t.append(p.run("rsync -av --progress webapp-3.4.1.tar.gz webapp-3.4.1.tar.gz.asc webapp-3.4.1.tar.gz.sha256 artifacts@artifacts.internal:/srv/releases/webapp/", """sending incremental file list
webapp-3.4.1.tar.gz
     48,213,977 100%   87.41MB/s    0:00:00 (xfr#1, to-chk=2/3)
webapp-3.4.1.tar.gz.asc
            833 100%    1.61kB/s    0:00:00 (xfr#2, to-chk=1/3)
webapp-3.4.1.tar.gz.sha256
             86 100%    0.17kB/s    0:00:00 (xfr#3, to-chk=0/3)

sent 48,227,911 bytes  received 73 bytes  19,291,193.60 bytes/sec
total size is 48,214,896  speedup is 1.00""", duration=5.0))
    return traj("h47-terminal-14", p0, t, 3, "checksum of an unchanged archive drifted")


# fail2ban-client: clean
def t15() -> dict[str, Any]:
    p = Pane("root", "mail-01", "/root")
    p0 = p.prompt
    t: Turns = []
    t.append(p.run("fail2ban-client status", "Status\n|- Number of jail:\t3\n`- Jail list:\tpostfix-sasl, recidive, sshd"))
    t.append(p.run("fail2ban-client status sshd", """Status for the jail: sshd
|- Filter
|  |- Currently failed:\t7
|  |- Total failed:\t18342
|  `- File list:\t/var/log/auth.log
`- Actions
   |- Currently banned:\t4
   |- Total banned:\t2211
   `- Banned IP list:\t198.51.100.23 203.0.113.101 192.0.2.77 185.220.101.34"""))
    t.append(p.run("fail2ban-client set sshd unbanip 198.51.100.23", "1"))
    t.append(p.run("fail2ban-client status sshd", """Status for the jail: sshd
|- Filter
|  |- Currently failed:\t5
|  |- Total failed:\t18351
|  `- File list:\t/var/log/auth.log
`- Actions
   |- Currently banned:\t4
   |- Total banned:\t2212
   `- Banned IP list:\t203.0.113.101 192.0.2.77 185.220.101.34 45.148.10.92"""))
    t.append(p.run("for k in bantime findtime maxretry; do printf '%s=' $k; fail2ban-client get sshd $k; done", "bantime=3600\nfindtime=600\nmaxretry=5"))
    t.append(p.run("fail2ban-client set sshd bantime 86400", "86400"))
    t.append(p.run("fail2ban-client get sshd bantime", "86400"))
    t.append(p.run("tail -n 10 /var/log/fail2ban.log", """2024-06-25 13:38:55,214 fail2ban.filter         [812]: INFO    [sshd] Found 45.148.10.92 - 2024-06-25 13:38:55
2024-06-25 13:39:17,602 fail2ban.filter         [812]: INFO    [sshd] Found 45.148.10.92 - 2024-06-25 13:39:17
2024-06-25 13:39:40,031 fail2ban.filter         [812]: INFO    [sshd] Found 45.148.10.92 - 2024-06-25 13:39:39
2024-06-25 13:40:12,447 fail2ban.actions        [812]: NOTICE  [sshd] Unban 198.51.100.23
2024-06-25 13:40:21,918 fail2ban.filter         [812]: INFO    [sshd] Found 45.148.10.92 - 2024-06-25 13:40:21
2024-06-25 13:40:22,087 fail2ban.filter         [812]: INFO    [sshd] Found 45.148.10.92 - 2024-06-25 13:40:21
2024-06-25 13:40:22,311 fail2ban.actions        [812]: NOTICE  [sshd] Ban 45.148.10.92
2024-06-25 13:40:58,774 fail2ban.filter         [812]: INFO    [sshd] Found 61.177.172.140 - 2024-06-25 13:40:58
2024-06-25 13:41:36,120 fail2ban.filter         [812]: INFO    [postfix-sasl] Found 80.94.95.115 - 2024-06-25 13:41:35
2024-06-25 13:42:03,559 fail2ban.filter         [812]: INFO    [sshd] Found 61.177.172.140 - 2024-06-25 13:42:03"""))
    t.append(p.run("fail2ban-client status recidive", """Status for the jail: recidive
|- Filter
|  |- Currently failed:\t12
|  |- Total failed:\t462
|  `- File list:\t/var/log/fail2ban.log
`- Actions
   |- Currently banned:\t3
   |- Total banned:\t38
   `- Banned IP list:\t185.220.101.34 80.94.95.115 141.98.11.62"""))
    return traj("h47-terminal-15", p0, t)


# go build and make: bad
def t16() -> dict[str, Any]:
    p = Pane("ravi", "builder", "/home/ravi/src/ledgerd")
    p0 = p.prompt
    t: Turns = []
    ver = "v0.9.3-4-g1c2d3e4"
    mod = "github.com/ravik/ledgerd"
    t.append(p.run("ls -l --time-style=long-iso", """total 72
-rw-r--r-- 1 ravi ravi  1843 2024-03-12 17:20 Makefile
-rw-r--r-- 1 ravi ravi  4211 2024-03-08 11:02 README.md
drwxr-xr-x 4 ravi ravi  4096 2024-02-27 09:41 cmd
drwxr-xr-x 2 ravi ravi  4096 2024-03-14 10:31 dist
-rw-r--r-- 1 ravi ravi  1288 2024-03-13 15:55 go.mod
-rw-r--r-- 1 ravi ravi 14893 2024-03-13 15:55 go.sum
drwxr-xr-x 7 ravi ravi  4096 2024-03-11 14:08 internal
drwxr-xr-x 3 ravi ravi  4096 2024-02-27 09:41 migrations"""))
    t.append(p.run("go version && go env GOOS GOARCH CGO_ENABLED", "go version go1.22.1 linux/amd64\nlinux\namd64\n1"))
    ld = f'-ldflags "-s -w -X main.version={ver} -X main.commit=1c2d3e4"'
    t.append(p.run("make build", f"""mkdir -p bin
CGO_ENABLED=0 go build -trimpath {ld} -o bin/ledgerd ./cmd/ledgerd
CGO_ENABLED=0 go build -trimpath {ld} -o bin/ledgerctl ./cmd/ledgerctl""", duration=30.0))
    t.append(p.run("ls -l --time-style=long-iso bin/", """total 29448
-rwxr-xr-x 1 ravi ravi 11628696 2024-03-14 10:42 ledgerctl
-rwxr-xr-x 1 ravi ravi 18522264 2024-03-14 10:42 ledgerd"""))
    t.append(p.run("make test", f"""go test -count=1 ./...
?   \t{mod}/cmd/ledgerctl\t[no test files]
ok  \t{mod}/cmd/ledgerd\t0.031s
ok  \t{mod}/internal/api\t0.412s
ok  \t{mod}/internal/config\t0.009s
ok  \t{mod}/internal/ledger\t1.873s
ok  \t{mod}/internal/store\t2.406s
?   \t{mod}/internal/version\t[no test files]""", duration=20.0))
    t.append(p.run("go vet ./...", "", duration=5.0))
    t.append(p.run("./bin/ledgerd --version", f"ledgerd {ver} (commit 1c2d3e4, go1.22.1, linux/amd64)"))
    t.append(p.run("make lint", """golangci-lint run ./...
internal/store/pg.go:88:8: Error return value of `tx.Rollback` is not checked (errcheck)
\tdefer tx.Rollback()
\t      ^
internal/api/handlers.go:142:2: ineffectual assignment to err (ineffassign)
\terr = json.NewDecoder(r.Body).Decode(&req)
\t^
make: *** [Makefile:31: lint] Error 1""", duration=15.0))
    t.append(p.run("file bin/ledgerd bin/ledgerctl && du -sh bin", """bin/ledgerd:   ELF 64-bit LSB executable, x86-64, version 1 (SYSV), statically linked, Go BuildID=Vq3mN8xKcT1pR7yLs2dA/9fHwE4bZ0uJk6oYgC5iX/Tn1aPe8sWd3rGz7vLq0hMc/uB4yK2jF9nS6tX1wQ8e, stripped
bin/ledgerctl: ELF 64-bit LSB executable, x86-64, version 1 (SYSV), statically linked, Go BuildID=Lp7dG2sR9vN4kW1xYc6b/Hq8tZ3mF5jA0eU2oKi7n/Xw4cB9rT1yVs6gPd3l/Mf0aJ8hQ5uE2zN7kC4tR, stripped
29M\tbin"""))
    tarname = f"ledgerd-{ver}-linux-amd64.tar.gz"
    t.append(p.run(f"tar -czf dist/{tarname} -C bin ledgerd ledgerctl && ls -l --time-style=long-iso bin/ dist/", f"""bin/:
total 29448
-rwxr-xr-x 1 ravi ravi 11628696 2024-03-14 10:42 ledgerctl
-rwxr-xr-x 1 ravi ravi 18522264 2024-03-14 10:38 ledgerd

dist/:
total 11236
-rw-r--r-- 1 ravi ravi 11502311 2024-03-14 10:46 {tarname}""", duration=4.0))
    t.append(p.run(f"cd dist && sha256sum {tarname} | tee SHA256SUMS", f"9b2e47c0d1f8a36e5c4b70f21d9e8a3c6f05b14d72e9c8a1b3f60d5e247c9a18  {tarname}", cd="/home/ravi/src/ledgerd/dist"))
    return traj("h47-terminal-16", p0, t, 10, "binary mtime earlier than the build that wrote it")


# npm: clean
def t17() -> dict[str, Any]:
    p = Pane("jo", "web-dev", "/home/jo/site")
    p0 = p.prompt
    t: Turns = []
    t.append(p.run("cat package.json", """{
  "name": "site",
  "private": true,
  "version": "1.8.0",
  "type": "module",
  "scripts": {
    "dev": "vite",
    "build": "vite build",
    "preview": "vite preview",
    "lint": "eslint src --ext .js,.vue"
  },
  "dependencies": {
    "axios": "^1.6.2",
    "dayjs": "^1.11.10",
    "moment": "^2.29.4",
    "pinia": "^2.1.7",
    "vue": "^3.3.11",
    "vue-router": "^4.3.0"
  },
  "devDependencies": {
    "@vitejs/plugin-vue": "^4.5.2",
    "eslint": "^8.57.0",
    "eslint-plugin-vue": "^9.19.2",
    "vite": "^5.0.8"
  }
}"""))

    def outdated(rows: list[list[str]]) -> str:
        rows = [["Package", "Current", "Wanted", "Latest", "Location", "Depended by"]] + rows
        w = [max(len(r[i]) for r in rows) for i in range(6)]
        return "\n".join("  ".join(c.rjust(w[i]) if i in (1, 2, 3) else (c.ljust(w[i]) if i < 5 else c) for i, c in enumerate(r)) for r in rows)
    t.append(p.run("npm outdated", outdated([
        ["@vitejs/plugin-vue", "4.5.2", "4.6.2", "5.0.4", "node_modules/@vitejs/plugin-vue", "site"],
        ["axios", "1.6.2", "1.6.8", "1.6.8", "node_modules/axios", "site"],
        ["eslint-plugin-vue", "9.19.2", "9.24.0", "9.24.0", "node_modules/eslint-plugin-vue", "site"],
        ["moment", "2.29.4", "2.30.1", "2.30.1", "node_modules/moment", "site"],
        ["vite", "5.0.8", "5.2.6", "5.2.6", "node_modules/vite", "site"],
        ["vue", "3.3.11", "3.4.21", "3.4.21", "node_modules/vue", "site"]]), duration=4.0))
    t.append(p.run("npm install axios@^1.6.8", """
changed 1 package, and audited 298 packages in 3s

61 packages are looking for funding
  run `npm fund` for details

1 moderate severity vulnerability

To address all issues, run:
  npm audit fix

Run `npm audit` for details.""", duration=5.0))
    t.append(p.run("npm audit", """# npm audit report

vite  5.0.0 - 5.0.11
Severity: moderate
Vite's `server.fs.deny` is bypassed when using `?import&raw` - https://github.com/advisories/GHSA-c24v-8rfc-w8vw
Vite dev server option `server.fs.deny` can be bypassed when hosted on case-insensitive filesystem - https://github.com/advisories/GHSA-8jhw-289h-jh2g
fix available via `npm audit fix`
node_modules/vite

1 moderate severity vulnerability

To address all issues, run:
  npm audit fix""", duration=3.0))
    t.append(p.run("npm audit fix", """
changed 3 packages, and audited 298 packages in 4s

61 packages are looking for funding
  run `npm fund` for details

found 0 vulnerabilities""", duration=6.0))
    t.append(p.run("grep -rn moment src/ || npm uninstall moment", """
removed 1 package, and audited 297 packages in 1s

61 packages are looking for funding
  run `npm fund` for details

found 0 vulnerabilities""", duration=4.0))
    t.append(p.run("npm outdated", outdated([
        ["@vitejs/plugin-vue", "4.5.2", "4.6.2", "5.0.4", "node_modules/@vitejs/plugin-vue", "site"],
        ["eslint-plugin-vue", "9.19.2", "9.24.0", "9.24.0", "node_modules/eslint-plugin-vue", "site"],
        ["vue", "3.3.11", "3.4.21", "3.4.21", "node_modules/vue", "site"]]), duration=4.0))
    t.append(p.run("npm ls --depth=0", """site@1.8.0 /home/jo/site
├── @vitejs/plugin-vue@4.5.2
├── axios@1.6.8
├── dayjs@1.11.10
├── eslint-plugin-vue@9.19.2
├── eslint@8.57.0
├── pinia@2.1.7
├── vite@5.2.6
├── vue-router@4.3.0
└── vue@3.3.11"""))
    t.append(p.run("npm run build", """
> site@1.8.0 build
> vite build

vite v5.2.6 building for production...
✓ 142 modules transformed.
dist/index.html                   0.62 kB │ gzip:  0.38 kB
dist/assets/index-Bq3xT9kd.css   18.41 kB │ gzip:  4.02 kB
dist/assets/index-D8fJ2cQe.js   187.29 kB │ gzip: 68.77 kB
✓ built in 2.71s""", duration=6.0))
    return traj("h47-terminal-17", p0, t)


# git (branch -m, branch -D, push -u): bad
def t18() -> dict[str, Any]:
    p = Pane("eli", "ws-14", "/home/eli/repos/platform-infra")
    p0 = p.prompt
    t: Turns = []
    tf = ["  feature/tf-1.7-upgrade", "8f2c6d1", "[origin/feature/tf-1.7-upgrade] Bump required_version to ~> 1.7.0"]
    vpc = ["  fix/vpc-endpoints", "e07b4a9", "[origin/fix/vpc-endpoints: ahead 1] Add interface endpoints for ssm and ec2messages"]
    main = ["* main", "c3d91f5", "[origin/main] Merge pull request #418 from acme/renovate/aws-provider-5.x"]
    t.append(p.run("git branch -vv", cols([
        tf, vpc, main,
        ["  old/jenkins-migration", "3b91c07", "Remove jenkins agents module and IAM roles"],
        ["  wip-eks-nodegroups", "a4c19e2", "Split nodegroups per AZ, add spot pool"]], gap=1)))
    t.append(p.run("git branch -m wip-eks-nodegroups feature/eks-nodegroups-v2 && git branch --list 'feature/*'",
                   "  feature/eks-nodegroups-v2\n  feature/tf-1.7-upgrade"))
    t.append(p.run("git branch -d old/jenkins-migration", """error: The branch 'old/jenkins-migration' is not fully merged.
If you are sure you want to delete it, run 'git branch -D old/jenkins-migration'."""))
    t.append(p.run("git branch -D old/jenkins-migration", "Deleted branch old/jenkins-migration (was 3b91c07)."))
    t.append(p.run("git push -u origin feature/eks-nodegroups-v2", """Enumerating objects: 23, done.
Counting objects: 100% (23/23), done.
Delta compression using up to 12 threads
Compressing objects: 100% (14/14), done.
Writing objects: 100% (15/15), 3.87 KiB | 3.87 MiB/s, done.
Total 15 (delta 9), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (9/9), completed with 6 local objects.
remote:
remote: Create a pull request for 'feature/eks-nodegroups-v2' on GitHub by visiting:
remote:      https://github.com/acme/platform-infra/pull/new/feature/eks-nodegroups-v2
remote:
To github.com:acme/platform-infra.git
 * [new branch]      feature/eks-nodegroups-v2 -> feature/eks-nodegroups-v2
branch 'feature/eks-nodegroups-v2' set up to track 'origin/feature/eks-nodegroups-v2'.""", duration=3.0))
    t.append(p.run("git branch -vv", cols([
        tf, vpc, main,
        ["  wip-eks-nodegroups", "a4c19e2", "[origin/feature/eks-nodegroups-v2] Split nodegroups per AZ, add spot pool"]], gap=1)))
    t.append(p.run("git log --oneline --no-decorate -5 origin/feature/eks-nodegroups-v2", """a4c19e2 Split nodegroups per AZ, add spot pool
7d0e3b8 Add karpenter provisioner for batch workloads
19f6c2a eks: move nodegroup definitions into module
c3d91f5 Merge pull request #418 from acme/renovate/aws-provider-5.x
b8e4a07 Update terraform aws provider to v5.44.0"""))
    t.append(p.run("git fetch --prune origin && git status -sb", """From github.com:acme/platform-infra
 - [deleted]         (none)     -> origin/renovate/aws-provider-5.x
## main...origin/main"""))
    return traj("h47-terminal-18", p0, t, 6, "renamed branch listed under its old name")


# cargo: clean
def t19() -> dict[str, Any]:
    p = Pane("sam", "rust-dev", "/home/sam/code/tally")
    p0 = p.prompt
    t: Turns = []
    t.append(p.run("cargo --version && cargo tree --depth 1", """cargo 1.79.0 (ffa9cf99a 2024-06-03)
tally v0.3.1 (/home/sam/code/tally)
├── anyhow v1.0.86
├── clap v4.5.7
├── csv v1.3.0
├── serde v1.0.203
└── thiserror v1.0.61
[dev-dependencies]
└── tempfile v3.10.1"""))
    t.append(p.run("cargo build --release", """   Compiling proc-macro2 v1.0.85
   Compiling unicode-ident v1.0.12
   Compiling utf8parse v0.2.2
   Compiling anstyle v1.0.7
   Compiling anstyle-query v1.1.0
   Compiling colorchoice v1.0.1
   Compiling is_terminal_polyfill v1.70.0
   Compiling serde v1.0.203
   Compiling heck v0.5.0
   Compiling strsim v0.11.1
   Compiling clap_lex v0.7.1
   Compiling anyhow v1.0.86
   Compiling memchr v2.7.4
   Compiling thiserror v1.0.61
   Compiling ryu v1.0.18
   Compiling itoa v1.0.11
   Compiling anstyle-parse v0.2.4
   Compiling anstream v0.6.14
   Compiling quote v1.0.36
   Compiling clap_builder v4.5.7
   Compiling csv-core v0.1.11
   Compiling syn v2.0.66
   Compiling serde_derive v1.0.203
   Compiling thiserror-impl v1.0.61
   Compiling clap_derive v4.5.5
   Compiling csv v1.3.0
   Compiling clap v4.5.7
   Compiling tally v0.3.1 (/home/sam/code/tally)
    Finished `release` profile [optimized] target(s) in 38.42s""", duration=45.0))
    t.append(p.run("ls -l target/release/tally", "-rwxrwxr-x 2 sam sam 1912344 Jun 26 09:14 target/release/tally"))
    test_out = """     Running unittests src/main.rs (target/debug/deps/tally-{h1})

running 14 tests
test parse::tests::blank_lines_are_skipped ... ok
test parse::tests::bom_is_stripped ... ok
test parse::tests::comment_lines_are_skipped ... ok
test parse::tests::quoted_delimiter_stays_in_field ... ok
test parse::tests::rejects_ragged_rows ... ok
test report::tests::empty_input_gives_zero_totals ... ok
test report::tests::groups_are_sorted_by_key ... ok
test report::tests::percentages_sum_to_100 ... ok
test report::tests::top_n_truncates ... ok
test sum::tests::decimal_comma_is_accepted ... ok
test sum::tests::integer_overflow_is_reported ... ok
test sum::tests::negative_values ... ok
test sum::tests::non_numeric_cell_is_error ... ok
test sum::tests::sums_by_column ... ok

test result: ok. 14 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s

     Running tests/cli.rs (target/debug/deps/cli-{h2})

running 5 tests
test help_lists_subcommands ... ok
test missing_file_exits_with_2 ... ok
test sum_reads_stdin ... ok
test group_by_column_name ... ok
test top_flag_limits_rows ... ok

test result: ok. 5 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.09s"""
    t.append(p.run("cargo test", """   Compiling proc-macro2 v1.0.85
   Compiling serde v1.0.203
   Compiling memchr v2.7.4
   Compiling rustix v0.38.34
   Compiling fastrand v2.1.0
   Compiling clap_builder v4.5.7
   Compiling csv v1.3.0
   Compiling tempfile v3.10.1
   Compiling clap v4.5.7
   Compiling tally v0.3.1 (/home/sam/code/tally)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 14.20s
""" + test_out.format(h1="5f2a9c1e7d3b8046", h2="b71e04d92c6a3f18"), duration=20.0))
    t.append(p.run("cargo add serde_json@1", """    Updating crates.io index
      Adding serde_json v1 to dependencies
             Features:
             + std
             - alloc
             - arbitrary_precision
             - float_roundtrip
             - indexmap
             - preserve_order
             - raw_value
             - unbounded_depth"""))
    t.append(p.run("cargo build --release", """     Locking 1 package to latest compatible version
      Adding serde_json v1.0.117
  Downloaded serde_json v1.0.117
  Downloaded 1 crate (146.9 KB) in 0.38s
   Compiling serde_json v1.0.117
   Compiling tally v0.3.1 (/home/sam/code/tally)
    Finished `release` profile [optimized] target(s) in 9.87s""", duration=15.0))
    t.append(p.run("ls -l target/release/tally", "-rwxrwxr-x 2 sam sam 1912344 Jun 26 09:21 target/release/tally"))
    t.append(p.run("cargo test", """   Compiling serde_json v1.0.117
   Compiling tally v0.3.1 (/home/sam/code/tally)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 4.31s
""" + test_out.format(h1="0c8e3d7a41f92b65", h2="6d19a4f0e2b87c53"), duration=10.0))
    t.append(p.run("cargo clippy --release -- -D warnings", """    Checking serde v1.0.203
    Checking csv v1.3.0
    Checking clap v4.5.7
    Checking serde_json v1.0.117
    Checking tally v0.3.1 (/home/sam/code/tally)
    Finished `release` profile [optimized] target(s) in 3.02s""", duration=8.0))
    return traj("h47-terminal-19", p0, t)


def ufw_rows(rules: list[tuple[str, str, str]], numbered: bool) -> str:
    """ufw's rule table: To, Action, From (padded when a comment follows)."""
    pad = "     " if numbered else ""
    out = [f"{pad}{'To':<27}{'Action':<12}From", f"{pad}{'--':<27}{'------':<12}----"]
    for i, (to, frm, comment) in enumerate(rules, 1):
        num = f"[{i:2d}] " if numbered else ""
        tail = f"{frm:<27}# {comment}" if comment else frm
        out.append(f"{num}{to:<27}{'ALLOW IN':<12}{tail}")
    return "\n".join(out)


# ufw, wg, ss: bad
def t20() -> dict[str, Any]:
    p = Pane("root", "vps-ams-2", "/root")
    p0 = p.prompt
    t: Turns = []
    r22 = ("22/tcp", "Anywhere", "")
    web = ("80,443/tcp", "Anywhere", "")
    pgr = ("5432/tcp", "10.8.0.0/24", "")
    wg = ("51820/udp", "Anywhere", "wireguard")
    sshvpn = ("22/tcp", "10.8.0.0/24", "ssh via vpn")
    r22v6 = ("22/tcp (v6)", "Anywhere (v6)", "")
    webv6 = ("80,443/tcp (v6)", "Anywhere (v6)", "")
    wgv6 = ("51820/udp (v6)", "Anywhere (v6)", "wireguard")
    verbose_head = "Status: active\nLogging: on (low)\nDefault: deny (incoming), allow (outgoing), {} (routed)\nNew profiles: skip\n\n"
    t.append(p.run("ufw status verbose", verbose_head.format("deny") + ufw_rows([r22, web, pgr, r22v6, webv6], False)))
    t.append(p.run("ufw status numbered", "Status: active\n\n" + ufw_rows([r22, web, pgr, r22v6, webv6], True)))
    t.append(p.run("ufw allow 51820/udp comment 'wireguard'", "Rule added\nRule added (v6)"))
    t.append(p.run("ufw allow from 10.8.0.0/24 to any port 22 proto tcp comment 'ssh via vpn'", "Rule added"))
    t.append(p.run("ufw status numbered", "Status: active\n\n" + ufw_rows([r22, web, pgr, wg, sshvpn, r22v6, webv6, wgv6], True)))
    t.append(p.run("ufw --force delete 6", "Rule deleted (v6)"))
    t.append(p.run("ufw --force delete 1", "Rule deleted"))
    final = [web, pgr, wg, sshvpn, webv6, wgv6]
    t.append(p.run("ufw status numbered", "Status: active\n\n" + ufw_rows(final, True)))
    t.append(p.run("wg show wg0", """interface: wg0
  public key: 4XcQ+Vh1bZ8rTj2pN6yLmW0sK3dF9gA7eU5oIqRtC1E=
  private key: (hidden)
  listening port: 51820

peer: m8Ds2Lq9vF4nT1zXy6cB0hJ7kW3rP5aE2uG8iO4tY1Q=
  endpoint: 84.112.9.47:40418
  allowed ips: 10.8.0.2/32
  latest handshake: 38 seconds ago
  transfer: 14.21 MiB received, 92.67 MiB sent

peer: Zp1Ay7Rk3Wf9Hn5Tq2Lx8Vc4Bm6Ju0Gs1Dd7Ee3Ff9s=
  allowed ips: 10.8.0.3/32"""))
    t.append(p.run(r"ss -tulpn | grep -E ':(22|51820|5432)\b'", """udp   UNCONN 0      0             0.0.0.0:51820      0.0.0.0:*
udp   UNCONN 0      0                [::]:51820         [::]:*
tcp   LISTEN 0      128           0.0.0.0:22         0.0.0.0:*    users:(("sshd",pid=884,fd=3))
tcp   LISTEN 0      244          10.8.0.1:5432       0.0.0.0:*    users:(("postgres",pid=1021,fd=6))
tcp   LISTEN 0      128              [::]:22            [::]:*    users:(("sshd",pid=884,fd=4))       """))
    t.append(p.run("ufw status verbose", verbose_head.format("allow") + ufw_rows(final, False)))
    t.append(p.run("grep 'UFW BLOCK' /var/log/ufw.log | tail -n 4", """Jun 25 18:22:41 vps-ams-2 kernel: [1641201.338712] [UFW BLOCK] IN=eth0 OUT= MAC=96:00:02:1a:7c:e4:d2:74:7f:6e:37:e3:08:00 SRC=45.148.10.92 DST=203.0.113.50 LEN=60 TOS=0x00 PREC=0x00 TTL=52 ID=48210 DF PROTO=TCP SPT=51234 DPT=22 WINDOW=64240 RES=0x00 SYN URGP=0
Jun 25 18:23:05 vps-ams-2 kernel: [1641225.104377] [UFW BLOCK] IN=eth0 OUT= MAC=96:00:02:1a:7c:e4:d2:74:7f:6e:37:e3:08:00 SRC=218.92.0.118 DST=203.0.113.50 LEN=60 TOS=0x00 PREC=0x00 TTL=47 ID=3301 DF PROTO=TCP SPT=37716 DPT=22 WINDOW=29200 RES=0x00 SYN URGP=0
Jun 25 18:23:44 vps-ams-2 kernel: [1641264.519028] [UFW BLOCK] IN=eth0 OUT= MAC=96:00:02:1a:7c:e4:d2:74:7f:6e:37:e3:08:00 SRC=79.124.62.130 DST=203.0.113.50 LEN=44 TOS=0x00 PREC=0x00 TTL=242 ID=54321 PROTO=TCP SPT=52717 DPT=3389 WINDOW=1024 RES=0x00 SYN URGP=0
Jun 25 18:24:10 vps-ams-2 kernel: [1641290.847113] [UFW BLOCK] IN=eth0 OUT= MAC=96:00:02:1a:7c:e4:d2:74:7f:6e:37:e3:08:00 SRC=45.148.10.92 DST=203.0.113.50 LEN=60 TOS=0x00 PREC=0x00 TTL=52 ID=48977 DF PROTO=TCP SPT=51290 DPT=22 WINDOW=64240 RES=0x00 SYN URGP=0 """))
    return traj("h47-terminal-20", p0, t, 11, "default routed policy changed with no command")


# curl against local Prometheus, jq, sort: clean
def t21() -> dict[str, Any]:
    p = Pane("ops", "mon-01", "/home/ops")
    p0 = p.prompt
    t: Turns = []
    tq = "curl -s localhost:9090/api/v1/targets | jq -c '.data.activeTargets[] | {job: .labels.job, instance: .labels.instance, health, lastScrape}'"

    def tgt(job: str, inst: str, health: str, ts: str) -> str:
        return f'{{"job":"{job}","instance":"{inst}","health":"{health}","lastScrape":"2024-06-25T{ts}Z"}}'
    t.append(p.run(tq, "\n".join([
        tgt("node", "10.0.3.11:9100", "up", "10:14:52.118244871"),
        tgt("node", "10.0.3.12:9100", "up", "10:14:47.902411236"),
        tgt("node", "10.0.3.14:9100", "up", "10:14:55.310977104"),
        tgt("postgres", "10.0.3.14:9187", "up", "10:14:49.551203847"),
        tgt("prometheus", "localhost:9090", "up", "10:14:53.004861590")])))
    t.append(p.run("cat /etc/prometheus/file_sd/node.yml", """- targets: ['10.0.3.11:9100', '10.0.3.12:9100']
  labels:
    role: app
- targets: ['10.0.3.14:9100']
  labels:
    role: db"""))
    t.append(p.run(r"""printf -- "- targets: ['10.0.3.15:9100']\n  labels:\n    role: db\n" | sudo tee -a /etc/prometheus/file_sd/node.yml""",
                   "- targets: ['10.0.3.15:9100']\n  labels:\n    role: db"))
    t.append(p.run("sleep 30; " + tq, "\n".join([
        tgt("node", "10.0.3.11:9100", "up", "10:15:37.118301552"),
        tgt("node", "10.0.3.12:9100", "up", "10:15:32.902467019"),
        tgt("node", "10.0.3.14:9100", "up", "10:15:40.311020548"),
        tgt("node", "10.0.3.15:9100", "up", "10:15:41.774190326"),
        tgt("postgres", "10.0.3.14:9187", "up", "10:15:34.551262918"),
        tgt("prometheus", "localhost:9090", "up", "10:15:38.004902714")]), duration=32.0))
    t.append(p.run("curl -s 'localhost:9090/api/v1/query?query=up' | jq -r '.data.result[] | [.metric.job, .metric.instance, .value[1]] | @tsv' | sort", """node\t10.0.3.11:9100\t1
node\t10.0.3.12:9100\t1
node\t10.0.3.14:9100\t1
node\t10.0.3.15:9100\t1
postgres\t10.0.3.14:9187\t1
prometheus\tlocalhost:9090\t1"""))
    lq = r"""curl -s localhost:9090/api/v1/query --data-urlencode 'query=round(node_load1, 0.01)' | jq -r '.data.result[] | "\(.metric.instance) \(.value[1])"'"""
    t.append(p.run(lq + " | sort -k2 -rn", """10.0.3.14:9100 3.87
10.0.3.11:9100 1.62
10.0.3.12:9100 1.18
10.0.3.15:9100 0.41"""))
    t.append(p.run("sleep 15; " + lq + " | sort", """10.0.3.11:9100 1.71
10.0.3.12:9100 1.09
10.0.3.14:9100 4.02
10.0.3.15:9100 0.38""", duration=17.0))
    t.append(p.run("curl -s localhost:9090/api/v1/status/tsdb | jq '.data.headStats'", """{
  "numSeries": 48213,
  "numLabelPairs": 3911,
  "chunkCount": 96218,
  "minTime": 1719302400000,
  "maxTime": 1719310572118
}"""))
    t.append(p.run("curl -s localhost:9090/-/healthy", "Prometheus Server is Healthy."))
    return traj("h47-terminal-21", p0, t)


# lsblk, parted, mkfs, blkid, mount: bad
def t22() -> dict[str, Any]:
    p = Pane("root", "storage-03", "/root")
    p0 = p.prompt
    t: Turns = []
    u = "6f1c2a9e-8b3d-4e07-a5c2-91d4e0b7f318"
    sda = """sda    447.1G disk
├─sda1     1G part vfat   7C2A-91E4                            /boot/efi
├─sda2     2G part ext4   0b9d2f31-5c7e-4a8d-9e16-3f4a2c8b7d05 /boot
└─sda3 444.1G part ext4   e4a17c92-3b8f-4d60-a2e5-91c7d04f8b3a /"""
    lh = "NAME     SIZE TYPE FSTYPE UUID                                 MOUNTPOINTS"
    t.append(p.run("lsblk -o NAME,SIZE,TYPE,FSTYPE,UUID,MOUNTPOINTS", f"{lh}\n{sda}\nsdb      1.8T disk"))
    t.append(p.run("parted -s /dev/sdb mklabel gpt mkpart data ext4 1MiB 100% && lsblk -o NAME,SIZE,TYPE,PARTLABEL /dev/sdb", """NAME   SIZE TYPE PARTLABEL
sdb    1.8T disk
└─sdb1 1.8T part data"""))
    t.append(p.run("mkfs.ext4 -L data01 /dev/sdb1", f"""mke2fs 1.46.5 (30-Dec-2021)
Discarding device blocks: done
Creating filesystem with 488378368 4k blocks and 122101760 inodes
Filesystem UUID: {u}
Superblock backups stored on blocks:
\t32768, 98304, 163840, 229376, 294912, 819200, 884736, 1605632, 2654208,
\t4096000, 7962624, 11239424, 20480000, 23887872, 71663616, 78675968,
\t102400000, 214990848

Allocating group tables: done
Writing inode tables: done
Creating journal (262144 blocks): done
Writing superblocks and filesystem accounting information: done
""", duration=20.0))
    t.append(p.run("blkid /dev/sdb1", f'/dev/sdb1: LABEL="data01" UUID="{u}" BLOCK_SIZE="4096" TYPE="ext4" PARTLABEL="data" PARTUUID="3b7e51d4-9a02-4c6f-8e1b-d72a40c9f516"'))
    t.append(p.run(f"mkdir -p /srv/data && echo 'UUID={u} /srv/data ext4 defaults,noatime 0 2' >> /etc/fstab && mount -a && lsblk -o NAME,SIZE,TYPE,FSTYPE,UUID,MOUNTPOINTS",
                   f"{lh}\n{sda}\nsdb      1.8T disk\n└─sdb1   1.8T part ext4   6f1c2a9e-8b3d-4e07-a5c2-91d4e7b0f318 /srv/data", duration=2.0))
    t.append(p.run("df -hT /srv/data", """Filesystem     Type  Size  Used Avail Use% Mounted on
/dev/sdb1      ext4  1.8T   28K  1.7T   1% /srv/data"""))
    t.append(p.run("findmnt /srv/data", """TARGET    SOURCE    FSTYPE OPTIONS
/srv/data /dev/sdb1 ext4   rw,noatime"""))
    t.append(p.run("touch /srv/data/.probe && ls -la /srv/data", """total 24
drwxr-xr-x 3 root root  4096 Jun 25 11:07 .
drwxr-xr-x 4 root root  4096 Jun 25 11:05 ..
-rw-r--r-- 1 root root     0 Jun 25 11:07 .probe
drwx------ 2 root root 16384 Jun 25 11:04 lost+found"""))
    t.append(p.run("tune2fs -l /dev/sdb1 | grep -E '^(Filesystem volume name|Filesystem state|Inode count|Block count|Reserved block count|Mount count):'", """Filesystem volume name:   data01
Filesystem state:         clean
Inode count:              122101760
Block count:              488378368
Reserved block count:     24418918
Mount count:              1"""))
    return traj("h47-terminal-22", p0, t, 5, "filesystem uuid drifted after mount")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for make in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                 t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        d = make()
        rs.add(task="terminal", tid=d["tid"], system=SYSTEM, turns=d["turns"], state=d["state"],
               bad=d["bad"], turn=d["turn"], kind=d["kind"])
    rs.write()


if __name__ == "__main__":
    main()
