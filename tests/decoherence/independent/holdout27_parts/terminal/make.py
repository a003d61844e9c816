# ruff: noqa: E501
"""Held-out terminal trajectories (holdout27, domain terminal).

Twenty-two tmux shell sessions written by hand: eleven contain exactly one observation that contradicts
what an earlier observation (or the starting state) established, eleven are clean but full of legitimate
changes (actions the agent took, clocks, counters, restarts, re-sorted or re-formatted views).
Running this module writes ``terminal_test.jsonl`` and ``labels.json`` next to it.
"""

from __future__ import annotations

import hashlib
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet

TASK = "terminal"
SYSTEM = (
    "You are a Terminal World Model. You simulate a Linux shell running inside a tmux pane on the machine "
    "described in the current state. For each action (the keystrokes the agent sends, Enter included) predict "
    "the next terminal state: the prompt line with the echoed command, the command's complete output exactly "
    "as the real program would print it, and the next prompt. Stay consistent with everything the session has "
    "shown so far (files, ids, process ids, configuration, data) unless an action or the passage of time changes "
    "it. Write the predicted screen after **Environment Observation:**."
)


def table(rows: list[list[str]], gap: int = 3, right: set[int] | None = None) -> str:
    """Columns padded to the widest cell (left aligned unless listed in ``right``), trailing spaces trimmed."""
    right = right or set()
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    out = []
    for r in rows:
        cells = [(c.rjust(w) if i in right else c.ljust(w)) for i, (c, w) in enumerate(zip(r, widths))]
        out.append((" " * gap).join(cells).rstrip())
    return "\n".join(out)


def psql(headers: list[str], rows: list[list[str]], right: set[int] | None = None) -> str:
    """psql's aligned output: centred header, dashes, rows and the row count."""
    right = right or set()
    widths = [max([len(h)] + [len(r[i]) for r in rows]) for i, h in enumerate(headers)]
    head = "|".join(" " + h.center(w) + " " for h, w in zip(headers, widths)).rstrip()
    sep = "+".join("-" * (w + 2) for w in widths)
    body = []
    for r in rows:
        cells = [(c.rjust(w) if i in right else c.ljust(w)) for i, (c, w) in enumerate(zip(r, widths))]
        body.append("|".join(" " + c + " " for c in cells).rstrip())
    n = len(rows)
    return "\n".join([head, sep] + body + [f"({n} row{'s' if n != 1 else ''})"])


def boxed(headers: list[str], rows: list[list[str]], right: set[int] | None = None) -> str:
    """mysql / incus style box table."""
    right = right or set()
    widths = [max([len(h)] + [len(r[i]) for r in rows]) for i, h in enumerate(headers)]
    line = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
    head = "|" + "|".join(" " + h.ljust(w) + " " for h, w in zip(headers, widths)) + "|"
    body = []
    for r in rows:
        cells = [(c.rjust(w) if i in right else c.ljust(w)) for i, (c, w) in enumerate(zip(r, widths))]
        body.append("|" + "|".join(" " + c + " " for c in cells) + "|")
    return "\n".join([line, head, line] + body + [line])


# --------------------------------------------------------------------------------------------------
# 01  nginx upload limit (systemd, nginx) -- contradiction
# --------------------------------------------------------------------------------------------------
def t01(rs: RowSet) -> None:
    p = Pane("root", "web-prod-03", "/root")
    state = ("Host web-prod-03 (Debian 12 bookworm), user root, cwd /root. nginx 1.22.1 from the Debian archive runs as "
             "nginx.service; the shop site lives in /etc/nginx/sites-available/shop (symlinked into sites-enabled). "
             "curl is installed. Task: raise the shop's upload limit to 50 MB and verify a 20 MB upload works.")
    status1 = """● nginx.service - A high performance web server and a reverse proxy server
     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; preset: enabled)
     Active: active (running) since Tue 2024-05-14 06:02:41 UTC; 4h 17min ago
       Docs: man:nginx(8)
    Process: 611 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 640 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
   Main PID: 642 (nginx)
      Tasks: 5 (limit: 9387)
     Memory: 11.8M
        CPU: 2.412s
     CGroup: /system.slice/nginx.service
             ├─642 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"
             ├─643 "nginx: worker process"
             ├─644 "nginx: worker process"
             ├─645 "nginx: worker process"
             └─646 "nginx: worker process"

May 14 06:02:41 web-prod-03 systemd[1]: Starting nginx.service - A high performance web server and a reverse proxy server...
May 14 06:02:41 web-prod-03 systemd[1]: Started nginx.service - A high performance web server and a reverse proxy server."""
    grep1 = """1:user www-data;
2:worker_processes auto;
3:pid /run/nginx.pid;
4:include /etc/nginx/modules-enabled/*.conf;
7:	worker_connections 768;
21:	# server_tokens off;
36:	include /etc/nginx/mime.types;
37:	default_type application/octet-stream;
60:	include /etc/nginx/conf.d/*.conf;
61:	include /etc/nginx/sites-enabled/*;"""
    site = """upstream shop_app {
    server 127.0.0.1:8081;
    keepalive 16;
}

server {
    listen 443 ssl http2;
    server_name shop.example.com;
    client_max_body_size 8m;

    ssl_certificate     /etc/letsencrypt/live/shop.example.com/fullchain.pem;
    ssl_certificate_key /etc/letsencrypt/live/shop.example.com/privkey.pem;

    access_log /var/log/nginx/shop.access.log;
    error_log  /var/log/nginx/shop.error.log warn;

    location /static/ {
        alias /srv/shop/static/;
        expires 7d;
    }

    location / {
        proxy_pass http://shop_app;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto https;
        proxy_read_timeout 120s;
    }
}

server {
    listen 80;
    server_name shop.example.com;
    return 301 https://$host$request_uri;
}"""
    status2 = """● nginx.service - A high performance web server and a reverse proxy server
     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; preset: enabled)
     Active: active (running) since Tue 2024-05-14 06:02:41 UTC; 4h 19min ago
       Docs: man:nginx(8)
    Process: 611 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 640 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 7118 ExecReload=/usr/sbin/nginx -g daemon on; master_process on; -s reload (code=exited, status=0/SUCCESS)
   Main PID: 642 (nginx)
      Tasks: 5 (limit: 9387)
     Memory: 12.4M
        CPU: 2.538s
     CGroup: /system.slice/nginx.service
             ├─ 642 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"
             ├─7121 "nginx: worker process"
             ├─7122 "nginx: worker process"
             ├─7123 "nginx: worker process"
             └─7124 "nginx: worker process\""""
    dump = """8:	worker_connections 1024;
129:    client_max_body_size 50m;"""
    access = """203.0.113.54 - - [14/May/2024:10:21:47 +0000] "GET /cart HTTP/2.0" 200 18342 "https://shop.example.com/p/4411" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15"
198.51.100.7 - - [14/May/2024:10:21:52 +0000] "GET /static/css/app.3f1c.css HTTP/2.0" 200 40518 "https://shop.example.com/" "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0"
192.0.2.80 - - [14/May/2024:10:22:06 +0000] "POST /upload HTTP/2.0" 201 96 "-" "curl/7.88.1\""""
    turns = [
        p.run("systemctl status nginx --no-pager", status1),
        p.run("grep -n -E '^user|worker_|^pid|include|server_tokens|default_type' /etc/nginx/nginx.conf", grep1),
        p.run("cat /etc/nginx/sites-available/shop", site),
        p.run("sed -i 's/client_max_body_size 8m;/client_max_body_size 50m;/' /etc/nginx/sites-available/shop && grep -n client_max_body_size /etc/nginx/sites-available/shop",
              "9:    client_max_body_size 50m;"),
        p.run("nginx -t", "nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful"),
        p.run("systemctl reload nginx && systemctl status nginx --no-pager | head -n 17", status2),
        p.run("nginx -T 2>/dev/null | grep -n -E 'worker_connections|client_max_body_size'", dump),
        p.run("truncate -s 20M /tmp/test-20m.bin && curl -sk -o /dev/null -w '%{http_code} %{size_upload}\\n' -F 'file=@/tmp/test-20m.bin' https://shop.example.com/upload",
              "201 20971736", duration=6.0),
        p.run("tail -n 3 /var/log/nginx/shop.access.log", access),
    ]
    rs.add(task=TASK, tid="h27-terminal-01", system=SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="worker_connections in nginx.conf shows 1024 in the nginx -T dump though grep of the never-edited file showed 768")


# --------------------------------------------------------------------------------------------------
# 02  incus containers: start, snapshot, restart (clean)
# --------------------------------------------------------------------------------------------------
def t02(rs: RowSet) -> None:
    p = Pane("mara", "lab-nuc", "/home/mara")
    state = ("Host lab-nuc (Ubuntu 24.04), user mara (member of incus-admin), cwd /home/mara. Incus 6.0.0 with the "
             "default profile on bridge incusbr0 (10.83.114.1/24). Task: bring the pg-test container up, snapshot it "
             "before an upgrade, and confirm it survives a restart.")
    H = ["NAME", "STATE", "IPV4", "IPV6", "TYPE", "SNAPSHOTS"]
    list1 = boxed(H, [
        ["build-01", "RUNNING", "10.83.114.27 (eth0)", "fd42:6e1a:93c0:5b2e:216:3eff:fe4c:9a10 (eth0)", "CONTAINER", "2"],
        ["pg-test", "STOPPED", "", "", "CONTAINER", "1"],
        ["win-vm", "STOPPED", "", "", "VIRTUAL-MACHINE", "0"],
    ])
    list2 = boxed(H, [
        ["pg-test", "RUNNING", "10.83.114.152 (eth0)", "fd42:6e1a:93c0:5b2e:216:3eff:fe87:31d4 (eth0)", "CONTAINER", "1"],
    ])
    info1 = """Name: pg-test
Status: RUNNING
Type: container
Architecture: x86_64
PID: 48213
Created: 2024/04/22 16:05 UTC
Last Used: 2024/05/14 10:40 UTC

Resources:
  Processes: 14
  CPU usage:
    CPU usage (in seconds): 3
  Memory usage:
    Memory (current): 61.27MiB
  Network usage:
    eth0:
      Type: broadcast
      State: UP
      Host interface: veth3b0f7c21
      MAC address: 00:16:3e:87:31:d4
      MTU: 1500
      Bytes received: 14.81kB
      Bytes sent: 6.02kB
      Packets received: 97
      Packets sent: 51
      IP addresses:
        inet:  10.83.114.152/24 (global)
        inet6: fd42:6e1a:93c0:5b2e:216:3eff:fe87:31d4/64 (global)
        inet6: fe80::216:3eff:fe87:31d4/64 (link)
    lo:
      Type: loopback
      State: UP
      MTU: 65536
      Bytes received: 1.37kB
      Bytes sent: 1.37kB
      Packets received: 18
      Packets sent: 18
      IP addresses:
        inet:  127.0.0.1/8 (local)
        inet6: ::1/128 (local)

Snapshots:
+-------+----------------------+------------+----------+
| NAME  |       TAKEN AT       | EXPIRES AT | STATEFUL |
+-------+----------------------+------------+----------+
| snap0 | 2024/04/30 09:12 UTC |            | NO       |
+-------+----------------------+------------+----------+"""
    info2 = """Name: pg-test
Status: RUNNING
Type: container
Architecture: x86_64
PID: 49977
Created: 2024/04/22 16:05 UTC
Last Used: 2024/05/14 10:46 UTC

Resources:
  Processes: 12
  CPU usage:
    CPU usage (in seconds): 2
  Memory usage:
    Memory (current): 48.90MiB
  Network usage:
    eth0:
      Type: broadcast
      State: UP
      Host interface: veth91c24e0a
      MAC address: 00:16:3e:87:31:d4
      MTU: 1500
      Bytes received: 3.94kB
      Bytes sent: 2.11kB
      Packets received: 29
      Packets sent: 17
      IP addresses:
        inet:  10.83.114.152/24 (global)
        inet6: fd42:6e1a:93c0:5b2e:216:3eff:fe87:31d4/64 (global)
        inet6: fe80::216:3eff:fe87:31d4/64 (link)
    lo:
      Type: loopback
      State: UP
      MTU: 65536
      Bytes received: 412B
      Bytes sent: 412B
      Packets received: 6
      Packets sent: 6
      IP addresses:
        inet:  127.0.0.1/8 (local)
        inet6: ::1/128 (local)

Snapshots:
+----------------+----------------------+------------+----------+
|      NAME      |       TAKEN AT       | EXPIRES AT | STATEFUL |
+----------------+----------------------+------------+----------+
| snap0          | 2024/04/30 09:12 UTC |            | NO       |
+----------------+----------------------+------------+----------+
| before-upgrade | 2024/05/14 10:43 UTC |            | NO       |
+----------------+----------------------+------------+----------+"""
    psql_ver = """ psql (PostgreSQL) 16.2 (Ubuntu 16.2-1.pgdg24.04+1)"""
    csv = """build-01,RUNNING,10.83.114.27 (eth0),2
pg-test,RUNNING,10.83.114.152 (eth0),2
win-vm,STOPPED,,0"""
    turns = [
        p.run("incus list", list1),
        p.run("incus start pg-test", "", duration=4.0),
        p.run("incus list pg-test", list2),
        p.run("incus info pg-test", info1),
        p.run("incus snapshot create pg-test before-upgrade", "", duration=3.0),
        p.run("incus exec pg-test -- sh -c 'systemctl is-active postgresql; psql --version'", "active\n" + psql_ver.strip()),
        p.run("incus restart pg-test", "", duration=6.0),
        p.run("incus info pg-test", info2),
        p.run("incus list -c ns4S --format csv", csv),
    ]
    rs.add(task=TASK, tid="h27-terminal-02", system=SYSTEM, turns=turns, state=state)


# --------------------------------------------------------------------------------------------------
# 03  apt security upgrades on a CI runner (clean)
# --------------------------------------------------------------------------------------------------
def t03(rs: RowSet) -> None:
    p = Pane("root", "ci-runner-7", "/root")
    state = ("Host ci-runner-7 (Ubuntu 22.04.4 LTS jammy), user root, cwd /root. apt sources: jammy, jammy-updates, "
             "jammy-security. Task: apply the pending OpenSSL and tzdata updates without touching the rest.")
    upg1 = """Listing... Done
curl/jammy-updates,jammy-security 7.81.0-1ubuntu1.16 amd64 [upgradable from: 7.81.0-1ubuntu1.15]
git-man/jammy-updates,jammy-security 1:2.34.1-1ubuntu1.11 all [upgradable from: 1:2.34.1-1ubuntu1.10]
git/jammy-updates,jammy-security 1:2.34.1-1ubuntu1.11 amd64 [upgradable from: 1:2.34.1-1ubuntu1.10]
libcurl4/jammy-updates,jammy-security 7.81.0-1ubuntu1.16 amd64 [upgradable from: 7.81.0-1ubuntu1.15]
libssl3/jammy-updates,jammy-security 3.0.2-0ubuntu1.15 amd64 [upgradable from: 3.0.2-0ubuntu1.14]
openssl/jammy-updates,jammy-security 3.0.2-0ubuntu1.15 amd64 [upgradable from: 3.0.2-0ubuntu1.14]
tzdata/jammy-updates,jammy-security 2024a-0ubuntu0.22.04 all [upgradable from: 2023c-0ubuntu0.22.04.2]"""
    inst1 = """Reading package lists... Done
Building dependency tree... Done
Reading state information... Done
The following packages will be upgraded:
  libssl3 openssl
2 upgraded, 0 newly installed, 0 to remove and 5 not upgraded.
Need to get 3,112 kB of archives.
After this operation, 2,048 B of additional disk space will be used.
Get:1 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 libssl3 amd64 3.0.2-0ubuntu1.15 [1,905 kB]
Get:2 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 openssl amd64 3.0.2-0ubuntu1.15 [1,186 kB]
Fetched 3,112 kB in 1s (4,371 kB/s)
(Reading database ... 118342 files and directories currently installed.)
Preparing to unpack .../libssl3_3.0.2-0ubuntu1.15_amd64.deb ...
Unpacking libssl3:amd64 (3.0.2-0ubuntu1.15) over (3.0.2-0ubuntu1.14) ...
Preparing to unpack .../openssl_3.0.2-0ubuntu1.15_amd64.deb ...
Unpacking openssl (3.0.2-0ubuntu1.15) over (3.0.2-0ubuntu1.14) ...
Setting up libssl3:amd64 (3.0.2-0ubuntu1.15) ...
Setting up openssl (3.0.2-0ubuntu1.15) ...
Processing triggers for man-db (2.10.2-1) ...
Processing triggers for libc-bin (2.35-0ubuntu3.7) ...
Scanning processes...
Scanning candidates...
Scanning linux images...

Running kernel seems to be up-to-date.

Restarting services...
 systemctl restart gitlab-runner.service ssh.service

No containers need to be restarted.

No user sessions are running outdated binaries.

No VM guests are running outdated hypervisor (qemu) binaries on this host."""
    dpkg = """ii  libssl3:amd64  3.0.2-0ubuntu1.15 amd64        Secure Sockets Layer toolkit - shared libraries
ii  openssl        3.0.2-0ubuntu1.15 amd64        Secure Sockets Layer toolkit - cryptographic utility"""
    upg2 = """Listing... Done
curl/jammy-updates,jammy-security 7.81.0-1ubuntu1.16 amd64 [upgradable from: 7.81.0-1ubuntu1.15]
git-man/jammy-updates,jammy-security 1:2.34.1-1ubuntu1.11 all [upgradable from: 1:2.34.1-1ubuntu1.10]
git/jammy-updates,jammy-security 1:2.34.1-1ubuntu1.11 amd64 [upgradable from: 1:2.34.1-1ubuntu1.10]
libcurl4/jammy-updates,jammy-security 7.81.0-1ubuntu1.16 amd64 [upgradable from: 7.81.0-1ubuntu1.15]
tzdata/jammy-updates,jammy-security 2024a-0ubuntu0.22.04 all [upgradable from: 2023c-0ubuntu0.22.04.2]"""
    inst2 = """Reading package lists... Done
Building dependency tree... Done
Reading state information... Done
The following packages will be upgraded:
  tzdata
1 upgraded, 0 newly installed, 0 to remove and 4 not upgraded.
Need to get 349 kB of archives.
After this operation, 5,120 B of additional disk space will be used.
Get:1 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 tzdata all 2024a-0ubuntu0.22.04 [349 kB]
Fetched 349 kB in 0s (1,812 kB/s)
Preconfiguring packages ...
(Reading database ... 118342 files and directories currently installed.)
Preparing to unpack .../tzdata_2024a-0ubuntu0.22.04_all.deb ...
Unpacking tzdata (2024a-0ubuntu0.22.04) over (2023c-0ubuntu0.22.04.2) ...
Setting up tzdata (2024a-0ubuntu0.22.04) ...

Current default time zone: 'Etc/UTC'
Local time is now:      Tue May 14 08:19:31 UTC 2024.
Universal Time is now:  Tue May 14 08:19:31 UTC 2024.
Run 'dpkg-reconfigure tzdata' if you wish to change it.

Scanning processes...
Scanning linux images...

Running kernel seems to be up-to-date.

No services need to be restarted.

No containers need to be restarted.

No user sessions are running outdated binaries.

No VM guests are running outdated hypervisor (qemu) binaries on this host."""
    turns = [
        p.run("uptime", " 08:14:22 up 41 days,  3:07,  1 user,  load average: 0.42, 0.51, 0.48"),
        p.run("df -BM /", "Filesystem     1M-blocks   Used Available Use% Mounted on\n/dev/sda1          49047M 31742M    14808M  69% /"),
        p.run("apt list --upgradable 2>/dev/null", upg1),
        p.run("apt-get install -y --only-upgrade openssl libssl3", inst1, duration=15.0),
        p.run("dpkg -l openssl libssl3 | tail -n 2", dpkg),
        p.run("apt list --upgradable 2>/dev/null", upg2),
        p.run("apt-get install -y --only-upgrade tzdata", inst2, duration=10.0),
        p.run("df -BM /", "Filesystem     1M-blocks   Used Available Use% Mounted on\n/dev/sda1          49047M 31746M    14804M  69% /"),
        p.run("uptime", " 08:19:57 up 41 days,  3:13,  1 user,  load average: 0.97, 0.63, 0.52"),
        p.run("ls /var/run/reboot-required* 2>/dev/null || echo 'no reboot required'", "no reboot required"),
    ]
    rs.add(task=TASK, tid="h27-terminal-03", system=SYSTEM, turns=turns, state=state)


# --------------------------------------------------------------------------------------------------
# 04  docker worker memory (docker) -- contradiction
# --------------------------------------------------------------------------------------------------
def t04(rs: RowSet) -> None:
    p = Pane("ops", "app-host-2", "/home/ops")
    state = ("Host app-host-2 (Ubuntu 22.04), user ops (in the docker group), cwd /home/ops. Docker 26.1.1 runs the shop "
             "stack (web, worker, redis, postgres) started by docker compose yesterday. Task: the celery worker keeps "
             "losing child processes; find out why and give it more memory without recreating it.")
    ps = table([
        ["CONTAINER ID", "IMAGE", "COMMAND", "CREATED", "STATUS", "PORTS", "NAMES"],
        ["3f9c2a1b7d04", "registry.acme.io/shop/web:2.14.1", '"gunicorn -c /etc/gu…"', "16 hours ago", "Up 16 hours (healthy)", "0.0.0.0:8000->8000/tcp, :::8000->8000/tcp", "web"],
        ["8e21d0c4aa17", "registry.acme.io/shop/worker:2.14.1", '"celery -A shop work…"', "16 hours ago", "Up 16 hours", "", "worker"],
        ["b7710e93f2c5", "redis:7.2-alpine", '"docker-entrypoint.s…"', "16 hours ago", "Up 16 hours", "6379/tcp", "redis"],
        ["51ad8f0e6b39", "postgres:16.2", '"docker-entrypoint.s…"', "16 hours ago", "Up 16 hours (healthy)", "5432/tcp", "postgres"],
    ])
    logs = """[2024-05-14 10:01:07,441: INFO/MainProcess] Task shop.tasks.send_order_email[c1f7e2b0-93d4-4f6a-a0e2-5b8d01c7e944] received
[2024-05-14 10:01:07,902: INFO/ForkPoolWorker-3] Task shop.tasks.send_order_email[c1f7e2b0-93d4-4f6a-a0e2-5b8d01c7e944] succeeded in 0.4509s: None
[2024-05-14 10:01:12,018: INFO/MainProcess] Task shop.tasks.rebuild_search_index[0d6e4b91-2f77-4c1a-b7e5-9a3c66f0d218] received
[2024-05-14 10:02:55,337: ERROR/MainProcess] Process 'ForkPoolWorker-2' pid:418 exited with 'signal 9 (SIGKILL)'
[2024-05-14 10:02:55,351: ERROR/MainProcess] Task handler raised error: WorkerLostError('Worker exited prematurely: signal 9 (SIGKILL) Job: 212.')
[2024-05-14 10:02:55,402: INFO/MainProcess] Task shop.tasks.rebuild_search_index[0d6e4b91-2f77-4c1a-b7e5-9a3c66f0d218] retry: Retry in 60s
[2024-05-14 10:03:01,115: INFO/MainProcess] Task shop.tasks.sync_stock_levels[77a2c3de-1e08-4d9b-8f31-c6a4b2e90f57] received
[2024-05-14 10:03:02,664: INFO/ForkPoolWorker-5] Task shop.tasks.sync_stock_levels[77a2c3de-1e08-4d9b-8f31-c6a4b2e90f57] succeeded in 1.5473s: {'updated': 148}"""
    stats = table([
        ["CONTAINER ID", "NAME", "CPU %", "MEM USAGE / LIMIT", "MEM %", "NET I/O", "BLOCK I/O", "PIDS"],
        ["3f9c2a1b7d04", "web", "1.84%", "412.6MiB / 1GiB", "40.29%", "1.92GB / 2.41GB", "48.1MB / 0B", "9"],
        ["8e21d0c49a71", "worker", "97.12%", "981.3MiB / 1GiB", "95.83%", "611MB / 402MB", "1.2GB / 88.4MB", "23"],
        ["b7710e93f2c5", "redis", "0.41%", "38.9MiB / 15.52GiB", "0.24%", "702MB / 1.31GB", "4.1MB / 212MB", "5"],
        ["51ad8f0e6b39", "postgres", "3.07%", "287.4MiB / 15.52GiB", "1.81%", "820MB / 1.05GB", "3.3GB / 11.9GB", "14"],
    ])
    stats2 = table([
        ["NAME", "CPU %", "MEM USAGE / LIMIT", "MEM %"],
        ["worker", "88.40%", "1.214GiB / 2GiB", "60.70%"],
    ])
    turns = [
        p.run("docker ps", ps),
        p.run("docker logs --tail 8 worker", logs),
        p.run("docker stats --no-stream", stats, duration=3.0),
        p.run("docker inspect -f '{{.State.StartedAt}} restarts={{.RestartCount}} oom={{.State.OOMKilled}}' worker",
              "2024-05-13T17:58:12.604118233Z restarts=0 oom=false"),
        p.run("docker exec worker sh -c 'cat /sys/fs/cgroup/memory.max; grep -E \"^(oom|oom_kill) \" /sys/fs/cgroup/memory.events'",
              "1073741824\noom 7\noom_kill 7"),
        p.run("docker update --memory 2g --memory-swap 2g worker", "worker"),
        p.run("docker inspect -f '{{.HostConfig.Memory}} {{.HostConfig.MemorySwap}}' worker", "2147483648 2147483648"),
        p.run("docker stats --no-stream --format \"table {{.Name}}\\t{{.CPUPerc}}\\t{{.MemUsage}}\\t{{.MemPerc}}\" worker", stats2, duration=3.0),
    ]
    rs.add(task=TASK, tid="h27-terminal-04", system=SYSTEM, turns=turns, state=state, bad=True, turn=3,
           kind="worker container id differs between docker ps and docker stats with no restart or recreate")


# --------------------------------------------------------------------------------------------------
# 05  restic retention on a file server (restic) -- contradiction
# --------------------------------------------------------------------------------------------------
def t05(rs: RowSet) -> None:
    p = Pane("root", "files01", "/root")
    state = ("Host files01 (Debian 12), user root, cwd /root. restic 0.16.4; RESTIC_REPOSITORY=sftp:backup@nas.lan:/srv/restic/files01 "
             "and RESTIC_PASSWORD_FILE=/root/.restic-pass are exported. Nightly snapshots of /srv/share are tagged 'nightly'. "
             "Task: take a manual snapshot, thin the nightly ones to the last 3, prune, and verify a restore.")
    opened = "repository 5d3a91c2 opened (version 2, compression level auto)"
    dash = "-" * 69

    def snaps(rows: list[tuple[str, str, str]]) -> str:
        lines = [opened, "ID        Time                 Host        Tags        Paths", dash]
        lines += [f"{i}  {t}  files01     {tag:<10}  /srv/share" for i, t, tag in rows]
        lines += [dash, f"{len(rows)} snapshots"]
        return "\n".join(lines)

    nightly = [("a81f3c20", "2024-05-08 02:00:14"), ("0c7e9b54", "2024-05-09 02:00:11"), ("e4d2177a", "2024-05-10 02:00:09"),
               ("9b30f6de", "2024-05-11 02:00:16"), ("71ca04b8", "2024-05-12 02:00:12"), ("f25e8d91", "2024-05-13 02:00:10")]
    backup = opened + """
using parent snapshot f25e8d91
[0:00] 100.00%  1 / 1 index files loaded

Files:          37 new,   112 changed, 18841 unmodified
Dirs:            4 new,    29 changed,  2207 unmodified
Added to the repository: 214.872 MiB (171.305 MiB stored)

processed 18990 files, 41.262 GiB in 0:48
snapshot 3d6b02ef saved"""
    forget = opened + """
Applying Policy: keep 3 latest snapshots
snapshots for (host [files01], paths [/srv/share]):
keep 3 snapshots:
ID        Time                 Host        Tags        Reasons        Paths
-------------------------------------------------------------------------------------
9b30f6de  2024-05-11 02:00:16  files01     nightly     last snapshot  /srv/share
71ca04b8  2024-05-12 02:00:12  files01     nightly     last snapshot  /srv/share
f25e8d91  2024-05-13 02:00:10  files01     nightly     last snapshot  /srv/share
-------------------------------------------------------------------------------------
3 snapshots

remove 3 snapshots:
ID        Time                 Host        Tags        Paths
---------------------------------------------------------------------
a81f3c20  2024-05-08 02:00:14  files01     nightly     /srv/share
0c7e9b54  2024-05-09 02:00:11  files01     nightly     /srv/share
e4d2177a  2024-05-10 02:00:09  files01     nightly     /srv/share
---------------------------------------------------------------------
3 snapshots

[0:00] 100.00%  3 / 3 files deleted"""
    prune = opened + """
loading indexes...
loading all snapshots...
finding data that is still in use for 4 snapshots
[0:03] 100.00%  4 / 4 snapshots
searching used packs...
collecting packs for deletion and repacking
[0:01] 100.00%  2871 / 2871 packs processed

to repack:          1204 blobs / 38.412 MiB
this removes:        311 blobs / 22.907 MiB
to delete:          2415 blobs / 611.280 MiB
total prune:        2726 blobs / 634.187 MiB
remaining:        201833 blobs / 38.117 GiB
unused size after prune: 1.884 GiB (4.94% of remaining size)

repacking packs
[0:02] 100.00%  4 / 4 packs repacked
rebuilding index
[0:01] 100.00%  2838 / 2838 packs processed
deleting obsolete index files
[0:00] 100.00%  3 / 3 files deleted
removing 37 old packs
[0:00] 100.00%  37 / 37 files deleted
done"""
    check = """using temporary cache in /tmp/restic-check-cache-2847119932
""" + opened + """
created new cache in /tmp/restic-check-cache-2847119932
create exclusive lock for repository
load indexes
[0:00] 100.00%  3 / 3 index files loaded
check all packs
check snapshots, trees and blobs
[0:07] 100.00%  4 / 4 snapshots
no errors were found"""
    stats = opened + """
scanning...
Stats in raw-data mode:
     Snapshots processed:  4
        Total Blob Count:  201833
 Total Uncompressed Size:  52.904 GiB
              Total Size:  38.117 GiB
    Compression Progress:  100.00%
       Compression Ratio:  1.39x
Compression Space Saving:  27.95%"""
    ls = opened + """
snapshot 3d6b02ef of [/srv/share] filtered by [/srv/share/contracts/2024] at 2024-05-14 10:31:47.118220391 +0000 UTC):
/srv
/srv/share
/srv/share/contracts
/srv/share/contracts/2024
/srv/share/contracts/2024/2024-01_maintenance_Halden.pdf
/srv/share/contracts/2024/2024-02_lease_Nordhafen.pdf
/srv/share/contracts/2024/2024-03_cleaning_Brite.pdf
/srv/share/contracts/2024/2024-04_it-support_Koval.pdf
/srv/share/contracts/2024/2024-05_insurance_Alvis_DRAFT.docx"""
    restore = opened + """
restoring <Snapshot 3d6b02ef of [/srv/share] at 2024-05-14 10:31:47.118220391 +0000 UTC by root@files01> to /tmp/restore-test
Summary: Restored 9 files/dirs (14.883 MiB) in 0:01"""
    turns = [
        p.run("restic snapshots", snaps([(i, t, "nightly") for i, t in nightly]), duration=3.0),
        p.run("restic backup /srv/share --tag manual", backup, duration=50.0),
        p.run("restic forget --tag nightly --keep-last 3", forget, duration=3.0),
        p.run("restic prune", prune, duration=15.0),
        p.run("restic snapshots", snaps([(i, t, "nightly") for i, t in nightly[3:]] + [("3d6b02ef", "2024-05-14 10:31:47", "manual")]), duration=3.0),
        p.run("restic check", check, duration=12.0),
        p.run("restic stats --mode raw-data", stats, duration=8.0),
        p.run("restic snapshots --tag nightly", snaps([(i, t, "nightly") for i, t in nightly[2:]]), duration=3.0),
        p.run("restic ls latest /srv/share/contracts/2024", ls, duration=3.0),
        p.run("restic restore 3d6b02ef --target /tmp/restore-test --include /srv/share/contracts/2024", restore, duration=4.0),
    ]
    rs.add(task=TASK, tid="h27-terminal-05", system=SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="nightly snapshot removed by forget and prune is listed again")


# --------------------------------------------------------------------------------------------------
# 06  sqlite3 workshop inventory (clean)
# --------------------------------------------------------------------------------------------------
ITEMS = [
    (1, "SCR-0408", "Wood screw 4x40mm (box 200)", 64, 6.9), (2, "SCR-0612", "Wood screw 6x120mm (box 50)", 31, 9.45),
    (3, "HNG-0102", "Butt hinge 75mm", 40, 2.4), (4, "BRK-0325", "Corner bracket 25mm", 310, 0.55),
    (5, "DWL-0830", "Dowel 8x30mm (bag 100)", 52, 3.2), (6, "GLU-0750", "PVA wood glue 750ml", 18, 8.99),
    (7, "SND-0120", "Sanding sheet P120 (10)", 75, 5.5), (8, "SND-0240", "Sanding sheet P240 (10)", 44, 5.5),
    (9, "DRL-0650", "HSS drill bit 6.5mm", 27, 3.75), (10, "DRL-1000", "HSS drill bit 10mm", 12, 6.1),
    (11, "HND-0128", "Cabinet handle 128mm", 96, 4.25), (12, "HND-0160", "Cabinet handle 160mm", 58, 4.9),
    (13, "RNR-0450", "Drawer runner 450mm (pair)", 22, 14.8), (14, "RNR-0500", "Drawer runner 500mm (pair)", 15, 16.2),
    (15, "CAS-0050", "Swivel castor 50mm", 36, 3.6), (16, "TAP-0025", "Masking tape 25mm", 120, 1.95),
    (17, "VRN-0500", "Clear varnish 500ml", 9, 12.4), (18, "OIL-1000", "Danish oil 1l", 7, 19.9),
    (19, "BRS-0040", "Paint brush 40mm", 48, 2.15), (20, "CLM-0300", "F-clamp 300mm", 14, 11.5),
    (21, "CLM-0600", "F-clamp 600mm", 6, 15.75), (22, "LEV-0600", "Spirit level 600mm", 5, 21.0),
    (23, "SAW-0350", "Hand saw 350mm", 8, 17.3),
]


def sqlcol(headers: list[str], rows: list[tuple]) -> str:
    """sqlite3 -header -column output."""
    cells = [[str(c) for c in r] for r in rows]
    widths = [max([len(h)] + [len(r[i]) for r in cells]) for i, h in enumerate(headers)]
    lines = ["  ".join(h.ljust(w) for h, w in zip(headers, widths)).rstrip(),
             "  ".join("-" * w for w in widths)]
    lines += ["  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in cells]
    return "\n".join(lines)


def t06(rs: RowSet) -> None:
    p = Pane("dev", "thinkpad", "/home/dev/proj/inventory")
    state = ("Host thinkpad (Fedora 40), user dev, cwd /home/dev/proj/inventory. sqlite3 3.45.1; inventory.db holds the "
             "workshop stock (tables items, locations, movements). Task: register a delivery of 250 angle brackets "
             "(BRK-0440, 0.85 each), book out 12 butt hinges, and review stock.")
    items = list(ITEMS)
    H = ["id", "sku", "name", "qty", "unit_price"]

    def summary(its: list[tuple]) -> str:
        n = len(its)
        return f"{n}|{sum(r[3] for r in its)}|{round(sum(r[4] for r in its) / n, 2)}"

    s1 = summary(items)
    items2 = [r if r[1] != "HNG-0102" else (r[0], r[1], r[2], r[3] - 12, r[4]) for r in items]
    items2.append((24, "BRK-0440", "Angle bracket 40mm", 250, 0.85))
    s2 = summary(items2)
    top = sorted(items2, key=lambda r: -r[3])[:5]
    schema = """CREATE TABLE items (
  id INTEGER PRIMARY KEY,
  sku TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  qty INTEGER NOT NULL DEFAULT 0 CHECK (qty >= 0),
  unit_price REAL NOT NULL
);
CREATE INDEX idx_items_name ON items(name);"""
    turns = [
        p.run("sqlite3 inventory.db '.tables'", "items      locations  movements"),
        p.run("sqlite3 inventory.db '.schema items'", schema),
        p.run("sqlite3 -header -column inventory.db 'SELECT id, sku, name, qty, unit_price FROM items ORDER BY id LIMIT 8;'",
              sqlcol(H, items[:8])),
        p.run("sqlite3 inventory.db 'SELECT COUNT(*), SUM(qty), ROUND(AVG(unit_price), 2) FROM items;'", s1),
        p.run("sqlite3 inventory.db \"INSERT INTO items(sku, name, qty, unit_price) VALUES('BRK-0440', 'Angle bracket 40mm', 250, 0.85); "
              "UPDATE items SET qty = qty - 12 WHERE sku = 'HNG-0102'; SELECT changes();\"", "1"),
        p.run("sqlite3 inventory.db 'SELECT COUNT(*), SUM(qty), ROUND(AVG(unit_price), 2) FROM items;'", s2),
        p.run("sqlite3 -header -column inventory.db 'SELECT id, sku, name, qty, unit_price FROM items ORDER BY qty DESC LIMIT 5;'",
              sqlcol(H, top)),
        p.run("sqlite3 -csv inventory.db \"SELECT * FROM items WHERE sku IN ('HNG-0102', 'BRK-0440');\"",
              '3,HNG-0102,"Butt hinge 75mm",28,2.4\n24,BRK-0440,"Angle bracket 40mm",250,0.85'),
        p.run("sqlite3 -header -column inventory.db 'SELECT id, sku, name, qty, unit_price FROM items ORDER BY id LIMIT 8 OFFSET 8;'",
              sqlcol(H, items2[8:16])),
    ]
    rs.add(task=TASK, tid="h27-terminal-06", system=SYSTEM, turns=turns, state=state)


# --------------------------------------------------------------------------------------------------
# 07  git branch rename and push (git) -- contradiction
# --------------------------------------------------------------------------------------------------
def t07(rs: RowSet) -> None:
    p = Pane("lena", "devbox", "/home/lena/src/payments-api")
    state = ("Host devbox (Arch Linux), user lena, cwd /home/lena/src/payments-api, a clone of github.com:acme-pay/payments-api "
             "(remote origin, SSH). git 2.45.0. Task: commit the pending session work, rename the branch to feature/auth-login "
             "(team naming rule), move it on the remote, and check what the branch adds over main.")
    status = """On branch feature/login
Your branch is up to date with 'origin/feature/login'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   src/auth/session.py
	modified:   tests/auth/test_session.py

no changes added to commit (use "git add" and/or "git commit -a")"""
    br1 = """* feature/login 4c1e9a7 [origin/feature/login] Add session refresh endpoint
  fix/rounding  1a7d553 [origin/fix/rounding: ahead 1] Use Decimal for fee rounding
  main          9f02b3d [origin/main] Merge pull request #212 from acme-pay/deps-may"""
    push = """Enumerating objects: 13, done.
Counting objects: 100% (13/13), done.
Delta compression using up to 8 threads
Compressing objects: 100% (6/6), done.
Writing objects: 100% (7/7), 1.38 KiB | 1.38 MiB/s, done.
Total 7 (delta 4), reused 0 (delta 0), pack-reused 0 (from 0)
remote: Resolving deltas: 100% (4/4), completed with 4 local objects.
remote:
remote: Create a pull request for 'feature/auth-login' on GitHub by visiting:
remote:      https://github.com/acme-pay/payments-api/pull/new/feature/auth-login
remote:
To github.com:acme-pay/payments-api.git
 * [new branch]      feature/auth-login -> feature/auth-login
branch 'feature/auth-login' set up to track 'origin/feature/auth-login'."""
    log = """7d3be21 (HEAD -> feature/auth-login, origin/feature/auth-login) Rotate session token on refresh
4c1e9a7 Add session refresh endpoint
e0b9c46 Extract token signing into auth/tokens.py
9f02b3d (origin/main, origin/HEAD, main) Merge pull request #212 from acme-pay/deps-may
3a6d1f8 Bump cryptography from 42.0.5 to 42.0.7"""
    fetch = """remote: Enumerating objects: 14, done.
remote: Counting objects: 100% (14/14), done.
remote: Compressing objects: 100% (6/6), done.
remote: Total 9 (delta 5), reused 7 (delta 3), pack-reused 0 (from 0)
Unpacking objects: 100% (9/9), 2.31 KiB | 393.00 KiB/s, done.
From github.com:acme-pay/payments-api
   9f02b3d..b51c0e8  main       -> origin/main"""
    br2 = """* feature/login 7d3be21 [origin/feature/auth-login] Rotate session token on refresh
  fix/rounding  1a7d553 [origin/fix/rounding: ahead 1] Use Decimal for fee rounding
  main          9f02b3d [origin/main: behind 2] Merge pull request #212 from acme-pay/deps-may"""
    stat = """ src/auth/session.py        | 58 ++++++++++++++++++++++++++++++++++++---------
 src/auth/tokens.py         | 44 ++++++++++++++++++++++++++++++++++
 tests/auth/test_session.py | 37 ++++++++++++++++++++++++++++++
 3 files changed, 128 insertions(+), 11 deletions(-)"""
    turns = [
        p.run("git status", status),
        p.run("git branch -vv", br1),
        p.run("git add src/auth/session.py tests/auth/test_session.py && git commit -m 'Rotate session token on refresh'",
              "[feature/login 7d3be21] Rotate session token on refresh\n 2 files changed, 41 insertions(+), 6 deletions(-)"),
        p.run("git branch -m feature/login feature/auth-login", ""),
        p.run("git push -u origin feature/auth-login", push, duration=4.0),
        p.run("git push origin --delete feature/login", "To github.com:acme-pay/payments-api.git\n - [deleted]         feature/login", duration=3.0),
        p.run("git log --oneline --decorate -5", log),
        p.run("git fetch --prune", fetch, duration=3.0),
        p.run("git branch -vv", br2),
        p.run("git diff --stat main...HEAD", stat),
    ]
    rs.add(task=TASK, tid="h27-terminal-07", system=SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="renamed branch is listed under its old name feature/login in git branch -vv")


# --------------------------------------------------------------------------------------------------
# 08  second public address for haproxy (iproute2, ss, systemd) (clean)
# --------------------------------------------------------------------------------------------------
def t08(rs: RowSet) -> None:
    p = Pane("root", "edge-gw-1", "/root")
    state = ("Host edge-gw-1 (Ubuntu 22.04), user root, cwd /root. Interfaces ens18 (public, 192.0.2.10/24), ens19 "
             "(internal 10.20.0.1/24), wg0. HAProxy 2.4 runs as haproxy.service. Task: add 192.0.2.11 as a second public "
             "address and bind the api_public frontend to it on 443.")
    brief = """lo               UNKNOWN        127.0.0.1/8 ::1/128
ens18            UP             192.0.2.10/24 2001:db8:10::10/64 fe80::be24:11ff:fe5a:3c01/64
ens19            UP             10.20.0.1/24 fe80::be24:11ff:fe5a:3c02/64
wg0              UNKNOWN        10.99.0.1/24"""
    link1 = """2: ens18: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc fq_codel state UP mode DEFAULT group default qlen 1000
    link/ether bc:24:11:5a:3c:01 brd ff:ff:ff:ff:ff:ff
    RX:     bytes   packets errors dropped  missed   mcast
      88123477120  96213340      0     212       0   10455
    TX:     bytes   packets errors dropped carrier collsns
      70411893301  81542617      0       0       0       0
    altname enp0s18"""
    ss1 = """State  Recv-Q Send-Q Local Address:Port  Peer Address:PortProcess
LISTEN 0      4096   127.0.0.53%lo:53         0.0.0.0:*    users:(("systemd-resolve",pid=611,fd=14))
LISTEN 0      128          0.0.0.0:22         0.0.0.0:*    users:(("sshd",pid=877,fd=3))
LISTEN 0      4096      192.0.2.10:80         0.0.0.0:*    users:(("haproxy",pid=1204,fd=7))
LISTEN 0      4096      192.0.2.10:443        0.0.0.0:*    users:(("haproxy",pid=1204,fd=8))
LISTEN 0      4096       10.20.0.1:9100       0.0.0.0:*    users:(("node_exporter",pid=932,fd=3))
LISTEN 0      4096       127.0.0.1:8404       0.0.0.0:*    users:(("haproxy",pid=1204,fd=9))
LISTEN 0      128             [::]:22            [::]:*    users:(("sshd",pid=877,fd=4))"""
    grep = """18:frontend stats
19-    bind 127.0.0.1:8404
20-    stats enable
21-    stats uri /
--
24:frontend www_public
25-    bind 192.0.2.10:80
26-    bind 192.0.2.10:443 ssl crt /etc/haproxy/certs/www.pem alpn h2,http/1.1
27-    http-request redirect scheme https unless { ssl_fc }
--
31:frontend api_public
32-    bind 192.0.2.11:443 ssl crt /etc/haproxy/certs/api.pem
33-    mode http
34-    default_backend api_pool"""
    ss2 = """State  Recv-Q Send-Q Local Address:Port  Peer Address:PortProcess
LISTEN 0      4096      192.0.2.10:80         0.0.0.0:*    users:(("haproxy",pid=48811,fd=7))
LISTEN 0      4096      192.0.2.10:443        0.0.0.0:*    users:(("haproxy",pid=48811,fd=8))
LISTEN 0      4096      192.0.2.11:443        0.0.0.0:*    users:(("haproxy",pid=48811,fd=9))"""
    brief2 = "ens18            UP             192.0.2.10/24 192.0.2.11/24 2001:db8:10::10/64 fe80::be24:11ff:fe5a:3c01/64"
    link2 = """2: ens18: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc fq_codel state UP mode DEFAULT group default qlen 1000
    link/ether bc:24:11:5a:3c:01 brd ff:ff:ff:ff:ff:ff
    RX:     bytes   packets errors dropped  missed   mcast
      88171904833  96259718      0     212       0   10461
    TX:     bytes   packets errors dropped carrier collsns
      70452260917  81581094      0       0       0       0
    altname enp0s18"""
    curl = """*   Trying 192.0.2.11:443...
* Connected to api.example.net (192.0.2.11) port 443
* ALPN: curl offers h2,http/1.1
* SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384 / X25519 / id-ecdsa-with-SHA256
* Server certificate:
*  subject: CN=api.example.net
*  expire date: Aug  2 07:11:09 2024 GMT
*  issuer: C=US; O=Let's Encrypt; CN=E6
< HTTP/1.1 200 OK
< content-type: application/json
< content-length: 15
{"status":"ok"}"""
    turns = [
        p.run("ip -br addr", brief),
        p.run("ip -s link show ens18", link1),
        p.run("ss -tlnp", ss1),
        p.run("ip addr add 192.0.2.11/24 dev ens18", ""),
        p.run("sed -i '/^frontend api_public/a\\    bind 192.0.2.11:443 ssl crt /etc/haproxy/certs/api.pem' /etc/haproxy/haproxy.cfg && grep -n -A3 '^frontend' /etc/haproxy/haproxy.cfg", grep),
        p.run("haproxy -c -f /etc/haproxy/haproxy.cfg", "Configuration file is valid"),
        p.run("systemctl restart haproxy", "", duration=2.0),
        p.run("ss -tlnp '( sport = :80 or sport = :443 )'", ss2),
        p.run("ip -br addr show ens18", brief2),
        p.run("ip -s link show ens18", link2),
        p.run("curl -sv --resolve api.example.net:443:192.0.2.11 https://api.example.net/healthz 2>&1 | grep -E '^(\\*|<|\\{)'", curl),
    ]
    rs.add(task=TASK, tid="h27-terminal-08", system=SYSTEM, turns=turns, state=state)


# --------------------------------------------------------------------------------------------------
# 09  personal accounts in ledger-cli (clean)
# --------------------------------------------------------------------------------------------------
def _eur(x: Decimal) -> str:
    return f"{x:.2f} EUR"


def _usd(x: Decimal) -> str:
    return f"{x.quantize(Decimal('0.01'), ROUND_HALF_UP):,.2f} USD"


def _bal(lines: list[tuple[str, str, int]], total: str) -> str:
    out = [f"{amt:>20}  {'  ' * depth}{name}" for amt, name, depth in lines]
    return "\n".join(out + ["-" * 20, f"{total:>20}"])


def t09(rs: RowSet) -> None:
    p = Pane("amir", "atlas", "/home/amir/finance")
    state = ("Host atlas (Debian 12), user amir, cwd /home/amir/finance. ledger 3.3.2; ~/.ledgerrc sets --file "
             "~/finance/2024.ledger and --price-db ~/finance/prices.db. The journal is in EUR and declares "
             "'commodity USD' with 'format 1,000.00 USD'; prices.db holds daily EUR/USD rates up to 2024/05/13 (1.0785). "
             "Task: record today's farmers-market purchase and review balances, also in USD.")
    cash, chk, sav, cc = Decimal("86.50"), Decimal("2418.77"), Decimal("12500.00"), Decimal("-312.45")

    def bal_eur(chk: Decimal) -> str:
        assets = cash + chk + sav
        return _bal([(_eur(assets), "Assets", 0), (_eur(cash), "Cash", 1), (_eur(chk), "Checking", 1),
                     (_eur(sav), "Savings", 1), (_eur(cc), "Liabilities:CreditCard", 0)], _eur(assets + cc))

    def bal_usd(chk: Decimal, rate: Decimal) -> str:
        assets = cash + chk + sav
        return _bal([(_usd(assets * rate), "Assets", 0), (_usd(cash * rate), "Cash", 1), (_usd(chk * rate), "Checking", 1),
                     (_usd(sav * rate), "Savings", 1), (_usd(cc * rate), "Liabilities:CreditCard", 0)], _usd((assets + cc) * rate))

    groc = [("24-May-02", "Lidl", Decimal("41.18")), ("24-May-06", "Edeka", Decimal("27.95")),
            ("24-May-09", "Bäckerei Kraus", Decimal("6.80")), ("24-May-11", "Lidl", Decimal("52.64"))]

    def reg(rows: list[tuple[str, str, Decimal]]) -> str:
        out, run = [], Decimal(0)
        for d, payee, amt in rows:
            run += amt
            out.append(f"{d} {payee:<22}{'Expenses:Groceries':<23}{_eur(amt):>12} {_eur(run):>12}")
        return "\n".join(out)

    groc2 = groc + [("24-May-14", "Farmers Market", Decimal("23.40"))]
    new = chk - Decimal("23.40")
    chk_reg = "\n".join([
        f"24-May-10 {'Stadtwerke Energie':<22}{'Assets:Checking':<23}{_eur(Decimal('-96.40')):>12} {_eur(new + Decimal('23.40') + Decimal('52.64')):>12}",
        f"24-May-11 {'Lidl':<22}{'Assets:Checking':<23}{_eur(Decimal('-52.64')):>12} {_eur(new + Decimal('23.40')):>12}",
        f"24-May-14 {'Farmers Market':<22}{'Assets:Checking':<23}{_eur(Decimal('-23.40')):>12} {_eur(new):>12}",
    ])
    exp = [("Rent", Decimal("4250.00")), ("Groceries", Decimal("635.73")), ("Utilities", Decimal("388.12")),
           ("Dining", Decimal("301.85")), ("Transport", Decimal("214.60"))]
    tot = sum((a for _, a in exp), Decimal(0))
    exp_out = _bal([(_eur(tot), "Expenses", 0)] + [(_eur(a), n, 1) for n, a in exp], _eur(tot))
    turns = [
        p.run("ledger bal Assets Liabilities", bal_eur(chk)),
        p.run("ledger reg Expenses:Groceries --begin 2024/05", reg(groc)),
        p.run("printf '\\n2024/05/14 * Farmers Market\\n    Expenses:Groceries    23.40 EUR\\n    Assets:Checking\\n' >> 2024.ledger", ""),
        p.run("ledger reg Expenses:Groceries --begin 2024/05", reg(groc2)),
        p.run("ledger bal Assets Liabilities", bal_eur(new)),
        p.run("ledger bal Assets Liabilities -X USD", bal_usd(new, Decimal("1.0785"))),
        p.run("printf 'P 2024/05/14 12:00:00 EUR 1.0812 USD\\n' >> prices.db && ledger bal Assets Liabilities -X USD",
              bal_usd(new, Decimal("1.0812"))),
        p.run("ledger reg Assets:Checking --tail 3", chk_reg),
        p.run("ledger bal Expenses --depth 2 -S -amount", exp_out),
    ]
    rs.add(task=TASK, tid="h27-terminal-09", system=SYSTEM, turns=turns, state=state)


# --------------------------------------------------------------------------------------------------
# 10  taskwarrior morning review (taskwarrior) -- contradiction
# --------------------------------------------------------------------------------------------------
def _tw(rows: list[list[str]], foot: str, ann: dict[int, str] | None = None) -> str:
    head = ["ID", "Age", "P", "Project", "Tag", "Due", "Description", "Urg"]
    body = [head] + rows
    widths = [max(len(r[i]) for r in body) for i in range(len(head))]
    fmt = []
    for k, r in enumerate(body):
        cells = [c.rjust(w) if i in (0, 7) else c.ljust(w) for i, (c, w) in enumerate(zip(r, widths))]
        fmt.append(" ".join(cells).rstrip())
        if k == 0:
            fmt.append(" ".join("-" * w for w in widths))
        if ann and k - 1 in ann:
            pad = sum(widths[:6]) + 6
            fmt.append(" " * pad + "  " + ann[k - 1])
    return "\n" + "\n".join(fmt) + "\n\n" + foot


def t10(rs: RowSet) -> None:
    p = Pane("jo", "pad", "/home/jo")
    state = ("Host pad (Ubuntu 24.04), user jo, cwd /home/jo. Taskwarrior 2.6.2 with color off (rc.color=off) and the "
             "default list report. Today is 2024-05-14. Task: morning review: add the key-rotation task, close the MOT "
             "booking, push the contract review by two days, then start on the OKR summary.")
    rows1 = [
        ["1", "12d", "H", "work.q2", "review", "2024-05-15", "Review vendor contract draft", "14.2"],
        ["2", "9d", "M", "work.infra", "", "2024-05-17", "Renew TLS cert for intranet", "9.6"],
        ["3", "5d", "", "home", "", "2024-05-16", "Book MOT appointment", "8.1"],
        ["4", "3w", "", "work.q2", "", "", "Write quarterly OKR summary", "4.9"],
        ["5", "2d", "", "home", "errand", "", "Pick up dry cleaning", "3.8"],
        ["6", "6w", "", "", "", "", "Sort photo backups", "2.1"],
    ]
    rows2 = [
        ["1", "12d", "H", "work.q2", "review", "2024-05-17", "Review vendor contract draft", "13.6"],
        ["2", "9d", "M", "work.infra", "", "2024-05-17", "Renew TLS cert for intranet", "10.4"],
        ["6", "3min", "M", "work.infra", "", "2024-05-20", "Rotate backup encryption key", "8.9"],
        ["3", "3w", "", "work.q2", "", "", "Write quarterly OKR summary", "4.9"],
        ["4", "2d", "", "home", "errand", "", "Pick up dry cleaning", "3.8"],
        ["5", "6w", "", "", "", "", "Sort photo backups", "2.1"],
    ]
    active = """
ID Started    Active Age P Project Due Description                 Urg
-- ---------- ------ --- - ------- --- --------------------------- ----
 3 2024-05-14 8s     3w    work.q2     Write quarterly OKR summary  8.9

1 task"""
    turns = [
        p.run("task list", _tw(rows1, "6 tasks")),
        p.run("task add project:work.infra due:2024-05-20 priority:M 'Rotate backup encryption key'", "Created task 7."),
        p.run("task 3 done", "Completed task 3 'Book MOT appointment'.\nCompleted 1 task."),
        p.run("task 1 modify due:2024-05-17", "Modifying task 1 'Review vendor contract draft'.\nModified 1 task."),
        p.run("task 2 annotate 'ordered via ACME portal, ref 88231'", "Annotating task 2 'Renew TLS cert for intranet'.\nAnnotated 1 task."),
        p.run("task list", _tw(rows2, "7 tasks", {1: "2024-05-14 ordered via ACME portal, ref 88231"})),
        p.run("task 3 start", "Starting task 3 'Write quarterly OKR summary'.\nStarted 1 task."),
        p.run("task active", active),
    ]
    rs.add(task=TASK, tid="h27-terminal-10", system=SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="task list footer counts 7 tasks though six rows remain after one add and one done")


# --------------------------------------------------------------------------------------------------
# 11  plan upgrade in the billing database (psql) -- contradiction
# --------------------------------------------------------------------------------------------------
def t11(rs: RowSet) -> None:
    p = Pane("ana", "db-admin", "/home/ana")
    state = ("Host db-admin (Rocky Linux 9), user ana, cwd /home/ana. psql 16.2; PGHOST=pg-primary.internal, PGUSER=app_admin, "
             "PGDATABASE=billing are exported and ~/.pgpass holds the password. Task: customer 42 (Northwind Labs) "
             "upgraded to the pro plan with 25 seats today; update the record, open the May invoice and check billing.")
    dt = """            List of relations
 Schema |     Name      | Type  |   Owner
--------+---------------+-------+-----------
 public | customers     | table | app_admin
 public | invoice_lines | table | app_admin
 public | invoices      | table | app_admin
 public | plans         | table | app_admin
(4 rows)"""
    cust = psql(["id", "email", "plan", "seats", "updated_at"], [
        ["42", "ops@northwind-labs.io", "basic", "10", "2024-03-02 09:14:51.220318+00"],
        ["57", "it@fennel.co", "pro", "40", "2024-04-18 15:02:07.881902+00"],
        ["103", "billing@kestrel.dev", "team", "12", "2024-05-06 11:47:33.049117+00"],
    ], right={0, 3})
    plans = psql(["code", "monthly_cents", "max_seats"], [
        ["basic", "2900", "10"], ["team", "9900", "25"], ["pro", "24900", "100"]], right={1, 2})
    upd = psql(["id", "plan", "seats", "updated_at"], [["42", "pro", "25", "2024-05-14 11:03:27.514406+00"]], right={0, 2}) + "\n\nUPDATE 1"
    ins = psql(["id"], [["88213"]], right={0}) + "\n\nINSERT 0 1"
    grp = psql(["status", "count", "sum"], [["open", "1", "24900"], ["paid", "18", "52200"]], right={1, 2})
    act = psql(["pid", "usename", "state", "query_start", "query"], [
        ["21877", "app_rw", "idle", "2024-05-14 11:04:02.115+00", "COMMIT"],
        ["21903", "app_rw", "idle in transaction", "2024-05-14 11:04:09.730+00", "SELECT id, status FROM invoices WHERE cus"],
        ["22015", "app_admin", "active", "2024-05-14 11:04:11.042+00", "SELECT pid, usename, state, date_trunc('"],
        ["19442", "reporting", "idle", "2024-05-14 11:00:00.318+00", "REFRESH MATERIALIZED VIEW CONCURRENTLY mv"],
    ], right={0})
    joined = psql(["id", "plan", "seats", "invoices", "billed"], [
        ["42", "basic", "25", "19", "771.0000000000000000"],
        ["57", "pro", "40", "14", "3486.0000000000000000"],
    ], right={0, 2, 3, 4})
    d = """                                        Table "public.invoices"
    Column    |           Type           | Collation | Nullable |               Default
--------------+--------------------------+-----------+----------+--------------------------------------
 id           | bigint                   |           | not null | nextval('invoices_id_seq'::regclass)
 customer_id  | bigint                   |           | not null |
 period_start | date                     |           | not null |
 amount_cents | integer                  |           | not null |
 status       | text                     |           | not null | 'open'::text
 created_at   | timestamp with time zone |           | not null | now()
Indexes:
    "invoices_pkey" PRIMARY KEY, btree (id)
    "invoices_customer_period_key" UNIQUE CONSTRAINT, btree (customer_id, period_start)
Check constraints:
    "invoices_status_check" CHECK (status = ANY (ARRAY['open'::text, 'paid'::text, 'void'::text]))
Foreign-key constraints:
    "invoices_customer_id_fkey" FOREIGN KEY (customer_id) REFERENCES customers(id)
Referenced by:
    TABLE "invoice_lines" CONSTRAINT "invoice_lines_invoice_id_fkey" FOREIGN KEY (invoice_id) REFERENCES invoices(id) ON DELETE CASCADE"""
    last = psql(["id", "customer_id", "amount_cents", "status", "created_at"], [
        ["88213", "42", "24900", "open", "2024-05-14 11:03:52.660127+00"],
        ["88212", "311", "9900", "open", "2024-05-14 10:58:40.102455+00"],
        ["88211", "57", "24900", "paid", "2024-05-14 10:41:16.993820+00"],
    ], right={0, 1, 2})
    turns = [
        p.run("psql -c '\\dt'", dt),
        p.run("psql -c 'SELECT id, email, plan, seats, updated_at FROM customers WHERE id IN (42, 57, 103) ORDER BY id;'", cust),
        p.run("psql -c 'SELECT code, monthly_cents, max_seats FROM plans ORDER BY monthly_cents;'", plans),
        p.run("psql -c \"UPDATE customers SET plan = 'pro', seats = 25, updated_at = now() WHERE id = 42 RETURNING id, plan, seats, updated_at;\"", upd),
        p.run("psql -c \"INSERT INTO invoices (customer_id, period_start, amount_cents, status) VALUES (42, '2024-05-01', 24900, 'open') RETURNING id;\"", ins),
        p.run("psql -c 'SELECT status, count(*), sum(amount_cents) FROM invoices WHERE customer_id = 42 GROUP BY status ORDER BY status;'", grp),
        p.run("psql -c \"SELECT pid, usename, state, date_trunc('ms', query_start) AS query_start, left(query, 41) AS query FROM pg_stat_activity WHERE datname = 'billing' ORDER BY query_start DESC;\"", act),
        p.run("psql -c 'SELECT c.id, c.plan, c.seats, count(i.id) AS invoices, sum(i.amount_cents) / 100.0 AS billed FROM customers c JOIN invoices i ON i.customer_id = c.id WHERE c.id IN (42, 57) GROUP BY c.id ORDER BY c.id;'", joined),
        p.run("psql -c '\\d invoices'", d),
        p.run("psql -c 'SELECT id, customer_id, amount_cents, status, created_at FROM invoices ORDER BY id DESC LIMIT 3;'", last),
        p.run("psql -Atc \"SELECT count(*) FROM invoices WHERE status = 'open';\"", "37"),
    ]
    rs.add(task=TASK, tid="h27-terminal-11", system=SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="customer 42's plan reads back as basic after the committed update to pro (seats kept the new 25)")


# --------------------------------------------------------------------------------------------------
# 12  rclone sync of a studio folder to B2 (clean)
# --------------------------------------------------------------------------------------------------
def _lsl(files: list[tuple[int, str, str]]) -> str:
    return "\n".join(f"{size:>9} {t} {path}" for size, t, path in files)


def _rsize(files: list[tuple[int, str, str]]) -> str:
    total = sum(f[0] for f in files)
    return f"Total objects: {len(files)} ({len(files)})\nTotal size: {total / 2**30:.3f} GiB ({total} Byte)"


def t12(rs: RowSet) -> None:
    p = Pane("kai", "studio", "/home/kai")
    state = ("Host studio (Pop!_OS 22.04), user kai, cwd /home/kai. rclone v1.66.0 with remote 'b2' (Backblaze B2, bucket "
             "studio-archive). Local working copy ~/Projects/2024 is the source of truth. Task: mirror it to "
             "b2:studio-archive/projects/2024 and confirm both sides match.")
    remote1 = [
        (187334912, "2024-04-02 16:20:11.000000000", "brand-refresh/cover_draft.psd"),
        (9437311, "2024-04-03 09:02:45.000000000", "brand-refresh/logo_v7.ai"),
        (201326592, "2024-05-08 18:31:04.000000000", "brand-refresh/cover_final.psd"),
        (512883200, "2024-04-19 21:47:02.000000000", "podcast/ep41_master.wav"),
        (498116608, "2024-05-03 22:10:38.000000000", "podcast/ep42_master.wav"),
        (486539264, "2024-05-10 23:55:17.000000000", "podcast/mix_v2.wav"),
        (4211, "2024-05-09 08:00:12.000000000", "notes/schedule.md"),
    ]
    local = [
        (9437311, "2024-04-03 09:02:45.000000000", "brand-refresh/logo_v7.ai"),
        (203423744, "2024-05-14 09:41:27.318204117", "brand-refresh/cover_final.psd"),
        (4211, "2024-05-09 08:00:12.000000000", "notes/schedule.md"),
        (512883200, "2024-04-19 21:47:02.000000000", "podcast/ep41_master.wav"),
        (498116608, "2024-05-03 22:10:38.000000000", "podcast/ep42_master.wav"),
        (486539264, "2024-05-10 23:55:17.000000000", "podcast/mix_v2.wav"),
        (491257856, "2024-05-14 10:05:50.902113448", "podcast/mix_v3.wav"),
    ]
    remote2 = [
        (9437311, "2024-04-03 09:02:45.000000000", "brand-refresh/logo_v7.ai"),
        (203423744, "2024-05-14 09:41:27.318000000", "brand-refresh/cover_final.psd"),
        (512883200, "2024-04-19 21:47:02.000000000", "podcast/ep41_master.wav"),
        (498116608, "2024-05-03 22:10:38.000000000", "podcast/ep42_master.wav"),
        (486539264, "2024-05-10 23:55:17.000000000", "podcast/mix_v2.wav"),
        (491257856, "2024-05-14 10:05:50.902000000", "podcast/mix_v3.wav"),
        (4211, "2024-05-09 08:00:12.000000000", "notes/schedule.md"),
    ]
    moved = 203423744 + 491257856
    sync = (f"Transferred:   \t  {moved / 2**20:.3f} MiB / {moved / 2**20:.3f} MiB, 100%, 41.203 MiB/s, ETA 0s\n"
            "Checks:                 7 / 7, 100%\n"
            "Deleted:                1 (files), 0 (dirs)\n"
            "Transferred:            2 / 2, 100%\n"
            "Elapsed time:        16.3s")
    lsf = "\n".join(f"{t[:19]} | {size} | {path}" for size, t, path in sorted(remote2, key=lambda f: f[2]))
    check = ("2024/05/14 10:12:44 NOTICE: B2 bucket studio-archive path projects/2024: 0 differences found\n"
             "2024/05/14 10:12:44 NOTICE: B2 bucket studio-archive path projects/2024: 7 matching files")
    turns = [
        p.run("rclone lsl b2:studio-archive/projects/2024", _lsl(remote1), duration=3.0),
        p.run("rclone size b2:studio-archive/projects/2024", _rsize(remote1), duration=3.0),
        p.run("rclone lsl ~/Projects/2024", _lsl(local)),
        p.run("rclone sync ~/Projects/2024 b2:studio-archive/projects/2024 --progress", sync, duration=20.0),
        p.run("rclone lsl b2:studio-archive/projects/2024", _lsl(remote2), duration=3.0),
        p.run("rclone size b2:studio-archive/projects/2024", _rsize(remote2), duration=3.0),
        p.run("rclone lsf -R --files-only --format tsp --separator ' | ' b2:studio-archive/projects/2024", lsf, duration=3.0),
        p.run("rclone check ~/Projects/2024 b2:studio-archive/projects/2024", check, duration=5.0),
    ]
    rs.add(task=TASK, tid="h27-terminal-12", system=SYSTEM, turns=turns, state=state)


# --------------------------------------------------------------------------------------------------
# 13  ZFS dataset for raw photos (zfs) -- contradiction
# --------------------------------------------------------------------------------------------------
def t13(rs: RowSet) -> None:
    p = Pane("root", "vault", "/root")
    state = ("Host vault (TrueNAS SCALE 24.04 shell, Debian based), user root, cwd /root. OpenZFS 2.2.4; pool tank is a "
             "3-disk raidz1. Task: snapshot tank/media, create a tank/media/raw dataset for camera RAW files and copy the "
             "incoming batch into it.")
    zpl = """NAME    SIZE  ALLOC   FREE  CKPOINT  EXPANDSZ   FRAG    CAP  DEDUP    HEALTH  ALTROOT
tank   21.8T  9.41T  12.4T        -         -     3%    43%  1.00x    ONLINE  -"""
    props = """PROPERTY     VALUE   SOURCE
compression  zstd    inherited from tank
recordsize   1M      local
atime        off     local
quota        6T      local
xattr        sa      inherited from tank"""
    zl1 = """NAME            USED  AVAIL  REFER  MOUNTPOINT
tank           6.27T  8.14T   192K  /tank
tank/backups   1.96T  8.14T  1.96T  /tank/backups
tank/home       412G  8.14T   412G  /tank/home
tank/media     3.82T  2.18T  3.70T  /tank/media
tank/media/tv   122G  2.18T   122G  /tank/media/tv
tank/vm        91.4G  8.14T  91.4G  /tank/vm"""
    getr = """NAME            PROPERTY     VALUE   SOURCE
tank/media      recordsize   128K    local
tank/media      compression  zstd    inherited from tank
tank/media/raw  recordsize   1M      inherited from tank/media
tank/media/raw  compression  zstd    inherited from tank
tank/media/tv   recordsize   1M      inherited from tank/media
tank/media/tv   compression  zstd    inherited from tank"""
    snaps = """NAME                                 USED  AVAIL  REFER  MOUNTPOINT
tank/media@pre-reorg-2024-05-14        0B      -  3.70T  -
tank/media/tv@pre-reorg-2024-05-14     0B      -   122G  -"""
    rsync = " 48,318,775,296 100%  412.31MB/s    0:01:51 (xfr#1184, to-chk=0/1206)"
    zl2 = """NAME             USED  AVAIL  REFER  MOUNTPOINT
tank/media      3.86T  2.14T  3.70T  /tank/media
tank/media/raw  44.1G  2.14T  44.1G  /tank/media/raw
tank/media/tv    122G  2.14T   122G  /tank/media/tv"""
    zst = """  pool: tank
 state: ONLINE
  scan: scrub repaired 0B in 05:41:12 with 0 errors on Sun May 12 05:41:13 2024
config:

\tNAME                                    STATE     READ WRITE CKSUM
\ttank                                    ONLINE       0     0     0
\t  raidz1-0                              ONLINE       0     0     0
\t    ata-WDC_WD80EFZZ-68BTXN0_WD-CA1KX3  ONLINE       0     0     0
\t    ata-WDC_WD80EFZZ-68BTXN0_WD-CA1LB7  ONLINE       0     0     0
\t    ata-WDC_WD80EFZZ-68BTXN0_WD-CA1M02  ONLINE       0     0     0

errors: No known data errors"""
    turns = [
        p.run("zpool list tank", zpl),
        p.run("zfs get -o property,value,source compression,recordsize,atime,quota,xattr tank/media", props),
        p.run("zfs list -o name,used,avail,refer,mountpoint -r tank", zl1),
        p.run("zfs snapshot -r tank/media@pre-reorg-2024-05-14", ""),
        p.run("zfs create tank/media/raw && zfs get -r -t filesystem -o name,property,value,source recordsize,compression tank/media", getr),
        p.run("zfs list -t snapshot -r tank/media", snaps),
        p.run("rsync -a --info=progress2 /tank/media/incoming/ /tank/media/raw/", rsync, duration=115.0),
        p.run("zfs list -o name,used,avail,refer,mountpoint -r tank/media", zl2),
        p.run("zpool status tank", zst),
    ]
    rs.add(task=TASK, tid="h27-terminal-13", system=SYSTEM, turns=turns, state=state, bad=True, turn=5,
           kind="tank/media recordsize shows 128K (local) though it was 1M local and never set")


# --------------------------------------------------------------------------------------------------
# 14  failing export timer on Rocky Linux (systemd, journalctl) (clean)
# --------------------------------------------------------------------------------------------------
def t14(rs: RowSet) -> None:
    p = Pane("root", "mon-01", "/root", style="rhel")
    state = ("Host mon-01 (Rocky Linux 9.3), user root, cwd /root. report-export.service (oneshot, User=reporter) is "
             "started by report-export.timer at 01:00 and every two hours after. Task: the 09:00 export failed; find out "
             "why, fix it, and run the export once by hand.")
    timers1 = table([
        ["NEXT", "LEFT", "LAST", "PASSED", "UNIT", "ACTIVATES"],
        ["Tue 2024-05-14 10:15:00 UTC", "2min 41s left", "Tue 2024-05-14 10:10:00 UTC", "2min 18s ago", "sysstat-collect.timer", "sysstat-collect.service"],
        ["Tue 2024-05-14 11:00:00 UTC", "47min left", "Tue 2024-05-14 09:00:00 UTC", "1h 12min ago", "report-export.timer", "report-export.service"],
        ["Tue 2024-05-14 13:48:12 UTC", "3h 35min left", "Mon 2024-05-13 13:48:12 UTC", "20h ago", "systemd-tmpfiles-clean.timer", "systemd-tmpfiles-clean.service"],
        ["Wed 2024-05-15 00:00:00 UTC", "13h left", "Tue 2024-05-14 00:00:00 UTC", "10h ago", "logrotate.timer", "logrotate.service"],
        ["Wed 2024-05-15 00:07:00 UTC", "13h left", "Tue 2024-05-14 00:07:00 UTC", "10h ago", "sysstat-summary.timer", "sysstat-summary.service"],
        ["Sun 2024-05-19 01:00:00 UTC", "4 days left", "Sun 2024-05-12 01:00:01 UTC", "2 days ago", "fstrim.timer", "fstrim.service"],
    ], gap=1) + "\n\n6 timers listed.\nPass --all to see loaded but inactive timers, too."
    status1 = """× report-export.service - Export KPI report to S3
     Loaded: loaded (/etc/systemd/system/report-export.service; static)
     Active: failed (Result: exit-code) since Tue 2024-05-14 09:00:04 UTC; 1h 12min ago
   Duration: 3.412s
TriggeredBy: ● report-export.timer
    Process: 30412 ExecStart=/opt/reports/bin/export.py --out /var/lib/reports/out (code=exited, status=1/FAILURE)
   Main PID: 30412 (code=exited, status=1/FAILURE)
        CPU: 1.904s

May 14 09:00:00 mon-01 systemd[1]: Starting Export KPI report to S3...
May 14 09:00:04 mon-01 export.py[30412]: PermissionError: [Errno 13] Permission denied: '/var/lib/reports/out/kpi-2024-05-14T0900.csv'
May 14 09:00:04 mon-01 systemd[1]: report-export.service: Main process exited, code=exited, status=1/FAILURE
May 14 09:00:04 mon-01 systemd[1]: report-export.service: Failed with result 'exit-code'.
May 14 09:00:04 mon-01 systemd[1]: Failed to start Export KPI report to S3."""
    journal = """May 14 07:00:03 mon-01 systemd[1]: Finished Export KPI report to S3.
May 14 07:00:03 mon-01 systemd[1]: report-export.service: Consumed 2.204s CPU time.
May 14 09:00:00 mon-01 systemd[1]: Starting Export KPI report to S3...
May 14 09:00:04 mon-01 export.py[30412]: Traceback (most recent call last):
May 14 09:00:04 mon-01 export.py[30412]:   File "/opt/reports/bin/export.py", line 88, in <module>
May 14 09:00:04 mon-01 export.py[30412]:     main()
May 14 09:00:04 mon-01 export.py[30412]:   File "/opt/reports/bin/export.py", line 71, in main
May 14 09:00:04 mon-01 export.py[30412]:     with open(path, "w", newline="") as fh:
May 14 09:00:04 mon-01 export.py[30412]: PermissionError: [Errno 13] Permission denied: '/var/lib/reports/out/kpi-2024-05-14T0900.csv'
May 14 09:00:04 mon-01 systemd[1]: report-export.service: Main process exited, code=exited, status=1/FAILURE
May 14 09:00:04 mon-01 systemd[1]: report-export.service: Failed with result 'exit-code'.
May 14 09:00:04 mon-01 systemd[1]: Failed to start Export KPI report to S3."""
    status2 = """○ report-export.service - Export KPI report to S3
     Loaded: loaded (/etc/systemd/system/report-export.service; static)
     Active: inactive (dead) since Tue 2024-05-14 10:13:47 UTC; 9s ago
   Duration: 4.022s
TriggeredBy: ● report-export.timer
    Process: 41877 ExecStart=/opt/reports/bin/export.py --out /var/lib/reports/out (code=exited, status=0/SUCCESS)
   Main PID: 41877 (code=exited, status=0/SUCCESS)
        CPU: 2.117s

May 14 10:13:43 mon-01 systemd[1]: Starting Export KPI report to S3...
May 14 10:13:47 mon-01 export.py[41877]: wrote 1284 rows to /var/lib/reports/out/kpi-2024-05-14T1013.csv
May 14 10:13:47 mon-01 export.py[41877]: uploaded s3://acme-kpi/exports/kpi-2024-05-14T1013.csv (212 KiB)
May 14 10:13:47 mon-01 systemd[1]: report-export.service: Deactivated successfully.
May 14 10:13:47 mon-01 systemd[1]: Finished Export KPI report to S3.
May 14 10:13:47 mon-01 systemd[1]: report-export.service: Consumed 2.117s CPU time."""
    timers2 = table([
        ["NEXT", "LEFT", "LAST", "PASSED", "UNIT", "ACTIVATES"],
        ["Tue 2024-05-14 10:15:00 UTC", "54s left", "Tue 2024-05-14 10:10:00 UTC", "4min 5s ago", "sysstat-collect.timer", "sysstat-collect.service"],
        ["Tue 2024-05-14 11:00:00 UTC", "45min left", "Tue 2024-05-14 09:00:00 UTC", "1h 14min ago", "report-export.timer", "report-export.service"],
    ], gap=1) + "\n\n2 timers listed.\nPass --all to see loaded but inactive timers, too."
    turns = [
        p.run("systemctl list-timers --no-pager", timers1),
        p.run("systemctl status report-export.service --no-pager", status1),
        p.run("journalctl -u report-export.service -n 12 --no-pager", journal),
        p.run("ls -ld /var/lib/reports/out && grep -E '^(User|Group)=' /etc/systemd/system/report-export.service",
              "drwxr-xr-x. 2 root root 4096 May 13 16:22 /var/lib/reports/out\nUser=reporter\nGroup=reporter"),
        p.run("chown reporter:reporter /var/lib/reports/out && ls -ld /var/lib/reports/out",
              "drwxr-xr-x. 2 reporter reporter 4096 May 13 16:22 /var/lib/reports/out"),
        p.run("systemctl start report-export.service", "", duration=6.0),
        p.run("systemctl status report-export.service --no-pager", status2),
        p.run("ls -l /var/lib/reports/out", "total 212\n-rw-r-----. 1 reporter reporter 216934 May 14 10:13 kpi-2024-05-14T1013.csv"),
        p.run("systemctl list-timers report-export.timer sysstat-collect.timer --no-pager", timers2),
    ]
    rs.add(task=TASK, tid="h27-terminal-14", system=SYSTEM, turns=turns, state=state)


# --------------------------------------------------------------------------------------------------
# 15  password store housekeeping (pass) (clean)
# --------------------------------------------------------------------------------------------------
def t15(rs: RowSet) -> None:
    p = Pane("noor", "laptop", "/home/noor")
    state = ("Host laptop (Debian 12), user noor, cwd /home/noor. pass 1.7.4 with ~/.password-store as a git repository "
             "(remote origin git@git.noor.dev:noor/pass.git, in sync at start); gpg-agent has the key unlocked. Task: add "
             "a Grafana password, rotate the GitLab one, archive the old wiki entry and push.")
    tree1 = """Password Store
├── archive
│   └── forum.example.com
├── email
│   ├── fastmail.com
│   └── work-exchange
├── infra
│   ├── grafana-admin
│   └── vpn.example.com
└── web
    ├── github.com
    ├── gitlab.example.com
    └── old-wiki.example.org"""
    gen1 = """[master 5d20b7e] Add generated password for web/grafana.internal.
 1 file changed, 0 insertions(+), 0 deletions(-)
 create mode 100644 web/grafana.internal.gpg
The generated password for web/grafana.internal is:
Vq7nR2kXa9LmT4wP8sZc3HbJ"""
    web1 = """web
├── github.com
├── gitlab.example.com
├── grafana.internal
└── old-wiki.example.org"""
    gen2 = """[master a3f9e1c] Replace generated password for web/gitlab.example.com.
 1 file changed, 0 insertions(+), 0 deletions(-)
The generated password for web/gitlab.example.com is:
p4GkW8mYx2QdZ7rN5tHc9LvB"""
    show = """p4GkW8mYx2QdZ7rN5tHc9LvB
login: noor
url: https://gitlab.example.com
otpauth://totp/GitLab:noor?secret=JBSWY3DPEHPK3PXP&issuer=GitLab"""
    log1 = """a3f9e1c (HEAD -> master) Replace generated password for web/gitlab.example.com.
5d20b7e Add generated password for web/grafana.internal.
e81b0d2 (origin/master) Edit password for email/fastmail.com using vim.
4f7c3a9 Add given password for infra/vpn.example.com to store."""
    mv = """renamed '/home/noor/.password-store/web/old-wiki.example.org.gpg' -> '/home/noor/.password-store/archive/old-wiki.example.org.gpg'
[master 0c5d8f4] Rename web/old-wiki.example.org to archive/old-wiki.example.org.
 1 file changed, 0 insertions(+), 0 deletions(-)
 rename {web => archive}/old-wiki.example.org.gpg (100%)"""
    tree2 = """Password Store
├── archive
│   ├── forum.example.com
│   └── old-wiki.example.org
├── email
│   ├── fastmail.com
│   └── work-exchange
├── infra
│   ├── grafana-admin
│   └── vpn.example.com
└── web
    ├── github.com
    ├── gitlab.example.com
    └── grafana.internal"""
    push = """Enumerating objects: 14, done.
Counting objects: 100% (14/14), done.
Delta compression using up to 4 threads
Compressing objects: 100% (8/8), done.
Writing objects: 100% (10/10), 2.14 KiB | 2.14 MiB/s, done.
Total 10 (delta 3), reused 0 (delta 0), pack-reused 0
To git.noor.dev:noor/pass.git
   e81b0d2..0c5d8f4  master -> master"""
    turns = [
        p.run("pass ls", tree1),
        p.run("pass generate -n web/grafana.internal 24", gen1),
        p.run("pass ls web", web1),
        p.run("pass generate -i -n web/gitlab.example.com 24", gen2),
        p.run("pass show web/gitlab.example.com", show),
        p.run("pass git log --oneline -4", log1),
        p.run("pass mv web/old-wiki.example.org archive/old-wiki.example.org", mv),
        p.run("pass ls", tree2),
        p.run("pass git status -sb", "## master...origin/master [ahead 3]"),
        p.run("pass git push", push, duration=3.0),
        p.run("pass git log --oneline -2 && pass git status -sb",
              "0c5d8f4 (HEAD -> master, origin/master) Rename web/old-wiki.example.org to archive/old-wiki.example.org.\n"
              "a3f9e1c Replace generated password for web/gitlab.example.com.\n## master...origin/master"),
    ]
    rs.add(task=TASK, tid="h27-terminal-15", system=SYSTEM, turns=turns, state=state)


# --------------------------------------------------------------------------------------------------
# 16  interview transcode (ffmpeg, ffprobe) -- contradiction
# --------------------------------------------------------------------------------------------------
def t16(rs: RowSet) -> None:
    p = Pane("sam", "render1", "/home/sam/video")
    state = ("Host render1 (Ubuntu 24.04), user sam, cwd /home/sam/video. ffmpeg 6.1.1 (Ubuntu build, libx264, native aac). "
             "Task: make a 1080p H.264/AAC delivery copy of the raw interview plus a thumbnail, leaving the raw file untouched.")
    ls1 = """total 2405868
-rw-r--r-- 1 sam sam 2463601152 May 13 17:40 interview_raw.mov
-rw-r--r-- 1 sam sam       1843 May 13 17:52 notes.txt"""
    probe = """Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'interview_raw.mov':
  Metadata:
    major_brand     : qt
    minor_version   : 0
    compatible_brands: qt
    creation_time   : 2024-05-13T14:02:19.000000Z
    com.apple.quicktime.make: Blackmagic Design
    com.apple.quicktime.model: Pocket Cinema Camera 4K
  Duration: 00:27:41.53, start: 0.000000, bitrate: 11861 kb/s
  Stream #0:0[0x1](und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(tv, bt709, progressive), 1920x1080 [SAR 1:1 DAR 16:9], 10311 kb/s, 29.97 fps, 29.97 tbr, 30k tbn (default)
    Metadata:
      creation_time   : 2024-05-13T14:02:19.000000Z
      handler_name    : Core Media Video
      vendor_id       : [0][0][0][0]
      encoder         : H.264
  Stream #0:1[0x2](und): Audio: pcm_s16le (sowt / 0x74776F73), 48000 Hz, 2 channels, s16, 1536 kb/s (default)
    Metadata:
      creation_time   : 2024-05-13T14:02:19.000000Z
      handler_name    : Core Media Audio
      vendor_id       : [0][0][0][0]"""
    enc = """ffmpeg version 6.1.1-3ubuntu5 Copyright (c) 2000-2023 the FFmpeg developers
  built with gcc 13 (Ubuntu 13.2.0-23ubuntu3)
  libavutil      58. 29.100 / 58. 29.100
  libavcodec     60. 31.102 / 60. 31.102
  libavformat    60. 16.100 / 60. 16.100
Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'interview_raw.mov':
  Duration: 00:27:41.53, start: 0.000000, bitrate: 11861 kb/s
  Stream #0:0[0x1](und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(tv, bt709, progressive), 1920x1080 [SAR 1:1 DAR 16:9], 10311 kb/s, 29.97 fps, 29.97 tbr, 30k tbn (default)
  Stream #0:1[0x2](und): Audio: pcm_s16le (sowt / 0x74776F73), 48000 Hz, 2 channels, s16, 1536 kb/s (default)
Stream mapping:
  Stream #0:0 -> #0:0 (h264 (native) -> h264 (libx264))
  Stream #0:1 -> #0:1 (pcm_s16le (native) -> aac (native))
Press [q] to stop, [?] for help
[libx264 @ 0x5603c1a4e2c0] using SAR=1/1
[libx264 @ 0x5603c1a4e2c0] using cpu capabilities: MMX2 SSE2Fast SSSE3 SSE4.2 AVX FMA3 BMI2 AVX2
[libx264 @ 0x5603c1a4e2c0] profile High, level 4.0, 4:2:0, 8-bit
Output #0, mp4, to 'interview_1080p.mp4':
  Metadata:
    encoder         : Lavf60.16.100
  Stream #0:0(und): Video: h264 (avc1 / 0x31637661), yuv420p(tv, bt709, progressive), 1920x1080 [SAR 1:1 DAR 16:9], q=2-31, 29.97 fps, 30k tbn (default)
  Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 192 kb/s (default)
[out#0/mp4 @ 0x5603c1a51b80] video:1004181kB audio:38954kB subtitle:0kB other streams:0kB global headers:0kB muxing overhead: 0.061502%
frame=49796 fps= 87 q=-1.0 Lsize= 1043776kB time=00:27:41.50 bitrate=5146.3kbits/s speed=2.91x
[libx264 @ 0x5603c1a4e2c0] frame I:212   Avg QP:17.91  size:118402
[libx264 @ 0x5603c1a4e2c0] frame P:14403 Avg QP:20.44  size: 31877
[libx264 @ 0x5603c1a4e2c0] frame B:35181 Avg QP:22.86  size: 15458
[libx264 @ 0x5603c1a4e2c0] kb/s:4951.47
[aac @ 0x5603c1a50e00] Qavg: 412.338"""
    ls2 = """total 3449880
-rw-r--r-- 1 sam sam 1068826624 May 14 09:47 interview_1080p.mp4
-rw-r--r-- 1 sam sam 2463601152 May 13 17:40 interview_raw.mov
-rw-r--r-- 1 sam sam       1843 May 13 17:52 notes.txt
-rw-r--r-- 1 sam sam     241377 May 14 09:48 thumb.jpg"""
    compact = """stream|codec_name=h264|width=1920|height=1080|r_frame_rate=30000/1001
stream|codec_name=pcm_s16le|r_frame_rate=0/0
format|duration=1621.533333|size=2463601152"""
    ls3 = """total 1044012
-rw-r--r-- 1 sam sam 1068826624 May 14 09:47 interview_1080p.mp4
-rw-r--r-- 1 sam sam     241377 May 14 09:48 thumb.jpg"""
    turns = [
        p.run("ls -l", ls1),
        p.run("ffprobe -hide_banner interview_raw.mov", probe),
        p.run("ffmpeg -i interview_raw.mov -c:v libx264 -preset slow -crf 20 -pix_fmt yuv420p -c:a aac -b:a 192k -movflags +faststart interview_1080p.mp4",
              enc, duration=580.0),
        p.run("ffprobe -v error -show_entries format=duration,size,bit_rate -of default=nw=1 interview_1080p.mp4",
              "duration=1661.547000\nsize=1068826624\nbit_rate=5146181"),
        p.run("ffmpeg -hide_banner -loglevel error -ss 00:12:05 -i interview_1080p.mp4 -frames:v 1 -q:v 2 thumb.jpg", ""),
        p.run("ls -l", ls2),
        p.run("ffprobe -v error -show_entries format=duration,size:stream=codec_name,width,height,r_frame_rate -of compact interview_raw.mov", compact),
        p.run("mkdir -p delivered && mv interview_1080p.mp4 thumb.jpg delivered/ && ls -l delivered", ls3),
    ]
    rs.add(task=TASK, tid="h27-terminal-16", system=SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="untouched raw file's duration reads 1621.53 s though ffprobe and the full encode showed 27:41.53")


# --------------------------------------------------------------------------------------------------
# 17  feature flag rollout (kubectl) -- contradiction
# --------------------------------------------------------------------------------------------------
def t17(rs: RowSet) -> None:
    p = Pane("eve", "bastion", "/home/eve")
    state = ("Host bastion (Amazon Linux 2023), user eve, cwd /home/eve. kubectl v1.29.3 with current context prod-eu "
             "(EKS 1.29), namespace shop. Task: turn on FEATURE_CART_V2 for the api deployment, wait for the rollout, and "
             "check one of the new pods.")
    deploy = table([
        ["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE"],
        ["api", "3/3", "3", "3", "187d"], ["web", "2/2", "2", "2", "187d"], ["worker", "2/2", "2", "2", "94d"]])
    rollout = """Tue May 14 10:14:02 UTC 2024
Waiting for deployment "api" rollout to finish: 1 out of 3 new replicas have been updated...
Waiting for deployment "api" rollout to finish: 1 out of 3 new replicas have been updated...
Waiting for deployment "api" rollout to finish: 2 out of 3 new replicas have been updated...
Waiting for deployment "api" rollout to finish: 2 out of 3 new replicas have been updated...
Waiting for deployment "api" rollout to finish: 1 old replicas are pending termination...
deployment "api" successfully rolled out"""
    pods = table([
        ["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES"],
        ["api-6d9f7c5b8-k2m7q", "1/1", "Running", "0", "71s", "10.42.3.118", "ip-10-0-12-41.eu-central-1.compute.internal", "<none>", "<none>"],
        ["api-6d9f7c5b8-x8rtn", "1/1", "Running", "0", "49s", "10.42.1.204", "ip-10-0-11-87.eu-central-1.compute.internal", "<none>", "<none>"],
        ["api-6d9f7c5b8-zq4wd", "1/1", "Running", "0", "27s", "10.42.2.77", "ip-10-0-13-19.eu-central-1.compute.internal", "<none>", "<none>"],
    ])
    hist = "deployment.apps/api\n" + table([["REVISION", "CHANGE-CAUSE"], ["4", "<none>"], ["5", "<none>"], ["6", "<none>"]], gap=2)
    describe = """Name:             api-6d9f7c5b8-k2m7q
Namespace:        shop
Priority:         0
Service Account:  api
Node:             ip-10-0-12-41.eu-central-1.compute.internal/10.0.12.41
Start Time:       Tue, 14 May 2024 09:58:11 +0000
Labels:           app=api
                  pod-template-hash=6d9f7c5b8
Annotations:      kubectl.kubernetes.io/restartedAt: 2024-04-29T08:12:40Z
Status:           Running
IP:               10.42.3.118
IPs:
  IP:           10.42.3.118
Controlled By:  ReplicaSet/api-6d9f7c5b8
Containers:
  api:
    Container ID:   containerd://9a41f7c3be0d2258e6c1a7f04d9b3e51c8a2f6d70b14e9c35a8d2f0e6b71c493
    Image:          123456789012.dkr.ecr.eu-central-1.amazonaws.com/shop/api:3.8.2
    Image ID:       123456789012.dkr.ecr.eu-central-1.amazonaws.com/shop/api@sha256:4f0d6c2a9e81b3f57d2c0a94e6b1f8d3c7a5e09b2d4f61c8a3e7b905d2c16f4a
    Port:           8080/TCP
    Host Port:      0/TCP
    State:          Running
      Started:      Tue, 14 May 2024 10:14:09 +0000
    Ready:          True
    Restart Count:  0
    Limits:
      memory:  768Mi
    Requests:
      cpu:      250m
      memory:   512Mi
    Readiness:  http-get http://:8080/healthz delay=5s timeout=2s period=5s #success=1 #failure=3
    Environment:
      DATABASE_URL:     <set to the key 'url' in secret 'api-db'>  Optional: false
      REDIS_URL:        redis://redis.shop.svc:6379/0
      FEATURE_CART_V2:  true
    Mounts:
      /var/run/secrets/kubernetes.io/serviceaccount from kube-api-access-h7r2c (ro)
Conditions:
  Type              Status
  Initialized       True
  Ready             True
  ContainersReady   True
  PodScheduled      True
Events:
  Type    Reason     Age   From               Message
  ----    ------     ----  ----               -------
  Normal  Scheduled  96s   default-scheduler  Successfully assigned shop/api-6d9f7c5b8-k2m7q to ip-10-0-12-41.eu-central-1.compute.internal
  Normal  Pulled     95s   kubelet            Container image "123456789012.dkr.ecr.eu-central-1.amazonaws.com/shop/api:3.8.2" already present on machine
  Normal  Created    95s   kubelet            Created container api
  Normal  Started    95s   kubelet            Started container api"""
    logs = """{"ts":"2024-05-14T10:14:10.412Z","level":"info","msg":"config loaded","feature_cart_v2":true}
{"ts":"2024-05-14T10:14:10.981Z","level":"info","msg":"listening","addr":":8080"}
{"ts":"2024-05-14T10:14:14.207Z","level":"info","msg":"ready","db_pool":20}
{"ts":"2024-05-14T10:15:31.604Z","level":"info","msg":"request","method":"POST","path":"/v2/cart/items","status":201,"dur_ms":38}
{"ts":"2024-05-14T10:15:33.118Z","level":"info","msg":"request","method":"GET","path":"/v2/cart","status":200,"dur_ms":12}"""
    top = table([["NAME", "CPU(cores)", "MEMORY(bytes)"],
                 ["api-6d9f7c5b8-k2m7q", "61m", "302Mi"], ["api-6d9f7c5b8-x8rtn", "48m", "287Mi"], ["api-6d9f7c5b8-zq4wd", "39m", "264Mi"]])
    hpa = table([["NAME", "REFERENCE", "TARGETS", "MINPODS", "MAXPODS", "REPLICAS", "AGE"],
                 ["api", "Deployment/api", "19%/70%", "3", "10", "3", "187d"]])
    turns = [
        p.run("kubectl get deploy -n shop", deploy),
        p.run("kubectl set env deployment/api -n shop FEATURE_CART_V2=true", "deployment.apps/api env updated"),
        p.run("date -u && kubectl rollout status deployment/api -n shop", rollout, duration=60.0),
        p.run("kubectl get pods -n shop -l app=api -o wide", pods),
        p.run("kubectl rollout history deployment/api -n shop", hist),
        p.run("kubectl describe pod api-6d9f7c5b8-k2m7q -n shop", describe),
        p.run("kubectl logs api-6d9f7c5b8-k2m7q -n shop --tail=5", logs),
        p.run("kubectl top pods -n shop -l app=api", top),
        p.run("kubectl get hpa -n shop", hpa),
    ]
    rs.add(task=TASK, tid="h27-terminal-17", system=SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="new pod's Start Time is 09:58, before the 10:14 rollout that created it")


# --------------------------------------------------------------------------------------------------
# 18  stale pending orders in MySQL (clean)
# --------------------------------------------------------------------------------------------------
def t18(rs: RowSet) -> None:
    p = Pane("root", "db-stage", "/root")
    state = ("Host db-stage (Debian 12), user root, cwd /root. MySQL 8.0.36 serving the shop database to the live staging "
             "app (which keeps placing test orders); root authenticates via ~/.my.cnf. Task: cancel pending orders older "
             "than 30 days and check the server afterwards.")

    def gstatus(q: str, slow: str, thr: str, up: str) -> str:
        return boxed(["Variable_name", "Value"], [["Questions", q], ["Slow_queries", slow], ["Threads_connected", thr], ["Uptime", up]])

    PH = ["Id", "User", "Host", "db", "Command", "Time", "State", "Info"]
    pl1 = boxed(PH, [
        ["5", "event_scheduler", "localhost", "NULL", "Daemon", "3046150", "Waiting on empty queue", "NULL"],
        ["881204", "shop_app", "10.20.0.31:52114", "shop", "Sleep", "4", "", "NULL"],
        ["881377", "shop_app", "10.20.0.32:40988", "shop", "Query", "0", "executing", "SELECT id, sku, price FROM products WHERE id IN (118,902,377)"],
        ["881390", "root", "localhost", "NULL", "Query", "0", "init", "SHOW PROCESSLIST"],
    ])
    grp1 = boxed(["status", "COUNT(*)"], [["cancelled", "2210"], ["paid", "47391"], ["pending", "148"], ["shipped", "3125"]], right={1})
    upd = """--------------
UPDATE orders SET status = 'cancelled' WHERE status = 'pending' AND created_at < NOW() - INTERVAL 30 DAY
--------------

Query OK, 37 rows affected (0.21 sec)
Rows matched: 37  Changed: 37  Warnings: 0

Bye"""
    grp2 = boxed(["status", "COUNT(*)"], [["cancelled", "2247"], ["paid", "47392"], ["pending", "113"], ["shipped", "3125"]], right={1})
    tstatus = """*************************** 1. row ***************************
           Name: orders
         Engine: InnoDB
        Version: 10
     Row_format: Dynamic
           Rows: 52311
 Avg_row_length: 190
    Data_length: 9977856
Max_data_length: 0
   Index_length: 4734976
      Data_free: 4194304
 Auto_increment: 61544
    Create_time: 2023-11-02 08:41:17
    Update_time: 2024-05-14 10:31:05
     Check_time: NULL
      Collation: utf8mb4_0900_ai_ci
       Checksum: NULL
 Create_options:
        Comment:"""
    pl2 = boxed(PH, [
        ["5", "event_scheduler", "localhost", "NULL", "Daemon", "3046321", "Waiting on empty queue", "NULL"],
        ["881204", "shop_app", "10.20.0.31:52114", "shop", "Sleep", "1", "", "NULL"],
        ["881498", "shop_app", "10.20.0.32:41022", "shop", "Sleep", "0", "", "NULL"],
        ["881571", "root", "localhost", "NULL", "Query", "0", "init", "SHOW PROCESSLIST"],
    ])
    turns = [
        p.run("mysql -e \"SHOW GLOBAL STATUS WHERE Variable_name IN ('Uptime','Questions','Threads_connected','Slow_queries');\"",
              gstatus("184220913", "412", "23", "3046151")),
        p.run("mysql -e 'SHOW PROCESSLIST;'", pl1),
        p.run("mysql shop -e 'SELECT status, COUNT(*) FROM orders GROUP BY status ORDER BY status;'", grp1),
        p.run("mysql -vvv shop -e \"UPDATE orders SET status = 'cancelled' WHERE status = 'pending' AND created_at < NOW() - INTERVAL 30 DAY\"", upd),
        p.run("mysql shop -e 'SELECT status, COUNT(*) FROM orders GROUP BY status ORDER BY status;'", grp2),
        p.run("mysql shop -e \"SHOW TABLE STATUS LIKE 'orders'\\G\"", tstatus),
        p.run("mysql -N shop -e 'SELECT COUNT(*) FROM orders;'", "+-------+\n| 52878 |\n+-------+"),
        p.run("mysql -e \"SHOW GLOBAL STATUS WHERE Variable_name IN ('Uptime','Questions','Threads_connected','Slow_queries');\"",
              gstatus("184231772", "412", "21", "3046318")),
        p.run("mysql -e 'SHOW PROCESSLIST;'", pl2),
    ]
    rs.add(task=TASK, tid="h27-terminal-18", system=SYSTEM, turns=turns, state=state)


# --------------------------------------------------------------------------------------------------
# 19  checkout config in Consul KV (consul) (clean)
# --------------------------------------------------------------------------------------------------
def t19(rs: RowSet) -> None:
    p = Pane("ops", "consul-cli", "/home/ops")
    state = ("Host consul-cli (Ubuntu 22.04), user ops, cwd /home/ops. consul 1.18.1; CONSUL_HTTP_ADDR=http://10.30.0.11:8500 "
             "(server consul-1) and CONSUL_HTTP_TOKEN are exported. Datacenter fra1 with three servers and two clients. "
             "Task: raise the checkout rate limit to 350 and the timeout to 3000 ms.")
    members = table([
        ["Node", "Address", "Status", "Type", "Build", "Protocol", "DC", "Segment"],
        ["consul-1", "10.30.0.11:8301", "alive", "server", "1.18.1", "2", "fra1", "<all>"],
        ["consul-2", "10.30.0.12:8301", "alive", "server", "1.18.1", "2", "fra1", "<all>"],
        ["consul-3", "10.30.0.13:8301", "alive", "server", "1.18.1", "2", "fra1", "<all>"],
        ["app-07", "10.30.1.27:8301", "alive", "client", "1.18.1", "2", "fra1", "<default>"],
        ["app-08", "10.30.1.28:8301", "alive", "client", "1.18.1", "2", "fra1", "<default>"],
    ], gap=2)

    def detailed(mod: str, val: str) -> str:
        return table([["CreateIndex", "31877"], ["Flags", "0"], ["Key", "config/checkout/rate_limit"], ["LockIndex", "0"],
                      ["ModifyIndex", mod], ["Session", "-"], ["Value", val]], gap=6)

    def recurse(rate: str, timeout: str) -> str:
        return "\n".join(["config/checkout/currency:EUR", 'config/checkout/feature_flags:{"one_click":true,"paypal":false}',
                          f"config/checkout/rate_limit:{rate}", f"config/checkout/timeout_ms:{timeout}"])

    services = table([["checkout", "http,v2.8.1"], ["consul", ""], ["inventory", "grpc,v1.14.0"], ["payments", "http,pci,v3.2.0"]], gap=8)
    peers = table([
        ["Node", "ID", "Address", "State", "Voter", "RaftProtocol", "Commit Index", "Trails Leader By"],
        ["consul-1", "2b6f0c8e-41a7-9d3e-5f12-aa8b7c60e1d4", "10.30.0.11:8300", "follower", "true", "3", "48931", "0 commits"],
        ["consul-2", "8d1e4a55-0c37-2bf9-61e0-3c9f84d2b7a1", "10.30.0.12:8300", "leader", "true", "3", "48931", "-"],
        ["consul-3", "f0a39c12-6d84-7e25-b1c6-5e0d2f9a8843", "10.30.0.13:8300", "follower", "true", "3", "48930", "1 commits"],
    ], gap=2)
    info = "\tcommit_index = 48952\n\tlast_log_index = 48952\n\tleader = false\n\tleader_addr = 10.30.0.12:8300"
    turns = [
        p.run("consul members", members),
        p.run("consul kv get -detailed config/checkout/rate_limit", detailed("48211", "200")),
        p.run("consul kv put config/checkout/rate_limit 350", "Success! Data written to: config/checkout/rate_limit"),
        p.run("consul kv get -detailed config/checkout/rate_limit", detailed("48907", "350")),
        p.run("consul kv get -recurse config/checkout/", recurse("350", "2500")),
        p.run("consul catalog services -tags", services),
        p.run("consul operator raft list-peers", peers),
        p.run("consul kv put config/checkout/timeout_ms 3000", "Success! Data written to: config/checkout/timeout_ms"),
        p.run("consul kv get -recurse config/checkout/", recurse("350", "3000")),
        p.run("consul info | grep -E 'commit_index|last_log_index|leader'", info),
    ]
    rs.add(task=TASK, tid="h27-terminal-19", system=SYSTEM, turns=turns, state=state)


# --------------------------------------------------------------------------------------------------
# 20  manual borg archive before a deploy (borg) -- contradiction
# --------------------------------------------------------------------------------------------------
def _hex(seed: str) -> str:
    return hashlib.sha256(seed.encode()).hexdigest()


def t20(rs: RowSet) -> None:
    p = Pane("root", "web01", "/root")
    state = ("Host web01 (Ubuntu 22.04), user root, cwd /root. borg 1.2.8; BORG_REPO=ssh://borg@vault.lan/./web01 and "
             "BORG_PASSCOMMAND are set in root's environment; nightly archives are made at 03:00 by cron. Task: take a "
             "manual archive of /etc and /var/www before today's deploy and verify it.")
    nightly = [("web01-2024-05-09", "Thu, 2024-05-09 03:00:12"), ("web01-2024-05-10", "Fri, 2024-05-10 03:00:08"),
               ("web01-2024-05-11", "Sat, 2024-05-11 03:00:15"), ("web01-2024-05-12", "Sun, 2024-05-12 03:00:11"),
               ("web01-2024-05-13", "Mon, 2024-05-13 03:00:09")]
    man = ("web01-2024-05-14-manual", "Tue, 2024-05-14 11:20:41")

    def listing(archives: list[tuple[str, str]]) -> str:
        return "\n".join(f"{n:<36} {t} [{_hex(n)}]" for n, t in archives)

    sizes = """                       Original size      Compressed size    Deduplicated size
This archive:                3.41 GB              1.12 GB             38.72 MB
All archives:               20.37 GB              6.69 GB              1.43 GB

                       Unique chunks         Total chunks
Chunk index:                   61208               418877"""
    line = "-" * 78
    create = f"""{line}
Repository: ssh://borg@vault.lan/./web01
Archive name: {man[0]}
Archive fingerprint: {_hex(man[0])}
Time (start): Tue, 2024-05-14 11:20:41
Time (end):   Tue, 2024-05-14 11:21:37
Duration: 56.18 seconds
Number of files: 48211
Utilization of max. archive size: 0%
{line}
{sizes}
{line}"""
    info = f"""Archive name: {man[0]}
Archive fingerprint: {_hex(man[0])}
Comment:
Hostname: web01
Username: root
Time (start): Tue, 2024-05-14 11:20:41
Time (end): Tue, 2024-05-14 11:21:37
Duration: 56.18 seconds
Number of files: 48211
Command line: /usr/bin/borg create --stats --compression zstd,6 ::{man[0]} /etc /var/www
Utilization of maximum supported archive size: 0%
{line}
{sizes}"""
    ls = """drwxr-xr-x root   root          0 Mon, 2024-04-22 10:14:51 etc/nginx
-rw-r--r-- root   root       1125 Tue, 2023-02-14 09:12:00 etc/nginx/fastcgi.conf
-rw-r--r-- root   root       1055 Tue, 2023-02-14 09:12:00 etc/nginx/fastcgi_params
-rw-r--r-- root   root       2837 Tue, 2023-02-14 09:12:00 etc/nginx/koi-utf
-rw-r--r-- root   root       2223 Tue, 2023-02-14 09:12:00 etc/nginx/koi-win"""
    allarch = [man] + nightly[::-1]
    prune = "\n".join(f"{'Keeping archive (rule: daily #' + str(i) + '):':<41}{n:<36} {t} [{_hex(n)}]"
                      for i, (n, t) in enumerate(allarch, 1))
    diff = """   +412 B     -96 B etc/nginx/sites-available/shop
added       2.41 MB var/www/shop/static/js/app.91c3e.js
removed     2.38 MB var/www/shop/static/js/app.7f0a2.js
  +1.07 kB   -1.02 kB var/www/shop/templates/checkout.html"""
    check = f"""Starting archive consistency check...
Analyzing archive {man[0]} (1/2)
Analyzing archive web01-2024-05-13 (2/2)
Archive consistency check complete, no problems found."""
    extract = """etc/nginx/sites-enabled
etc/nginx/sites-enabled/default
etc/nginx/sites-enabled/shop"""
    rid = _hex("repo-web01")
    rinfo = f"""Repository ID: {rid}
Location: ssh://borg@vault.lan/./web01
Encrypted: Yes (repokey BLAKE2b)
Cache: /root/.cache/borg/{rid}
Security dir: /root/.config/borg/security/{rid}
{line}
                       Original size      Compressed size    Deduplicated size
All archives:               20.37 GB              6.69 GB              1.43 GB

                       Unique chunks         Total chunks
Chunk index:                   61208               418877"""
    turns = [
        p.run("borg list", listing(nightly), duration=3.0),
        p.run(f"borg create --stats --compression zstd,6 ::{man[0]} /etc /var/www", create, duration=60.0),
        p.run(f"borg info ::{man[0]}", info, duration=3.0),
        p.run(f"borg list ::{man[0]} etc/nginx | head -5", ls, duration=3.0),
        p.run("borg prune --list --dry-run --keep-daily 7 --keep-weekly 4", prune, duration=3.0),
        p.run(f"borg diff ::web01-2024-05-13 {man[0]}", diff, duration=20.0),
        p.run("borg compact --verbose", "compaction freed about 1.07 MB repository space.", duration=5.0),
        p.run("borg check -v --archives-only --last 2", check, duration=15.0),
        p.run(f"borg extract --dry-run --list ::{man[0]} etc/nginx/sites-enabled", extract, duration=4.0),
        p.run("borg info", rinfo, duration=3.0),
        p.run("borg list", listing(nightly), duration=3.0),
        p.run("crontab -l | grep borg", "0 3 * * * /usr/local/sbin/borg-nightly.sh >> /var/log/borg-nightly.log 2>&1"),
    ]
    rs.add(task=TASK, tid="h27-terminal-20", system=SYSTEM, turns=turns, state=state, bad=True, turn=11,
           kind="manual archive created, inspected and checked earlier is missing from the repository listing")


# --------------------------------------------------------------------------------------------------
# 21  /var nearly full: logrotate and cron (df, du, logrotate, cron) (clean)
# --------------------------------------------------------------------------------------------------
def t21(rs: RowSet) -> None:
    p = Pane("root", "log-01", "/root")
    state = ("Host log-01 (Debian 12), user root, cwd /root. /var is an LVM volume (vg0-var, ext4). The app writes "
             "/var/log/app/access.log continuously (several MB a minute). Task: /var is at 92%; rotate the app logs daily "
             "with a week of history and add a cron job that deletes compressed logs older than 30 days.")
    df1 = "Filesystem           Size  Used Avail Use% Mounted on\n/dev/mapper/vg0-var   40G   35G  3.2G  92% /var"
    du = "96M\t/var/log/nginx\n212M\t/var/log/syslog.1\n388M\t/var/log/syslog\n1.1G\t/var/log/journal\n20G\t/var/log/app"
    ls1 = """total 20G
-rw-r----- 1 app adm  13G May 14 10:21 access.log
-rw-r----- 1 app adm 4.9G May  7 00:00 access.log.1
-rw-r----- 1 app adm 498M Apr 30 00:00 access.log.2.gz
-rw-r----- 1 app adm 471M Apr 23 00:00 access.log.3.gz
-rw-r----- 1 app adm 312M May 14 10:21 error.log
-rw-r----- 1 app adm  96M May  7 00:00 error.log.1
-rw-r----- 1 app adm 2.1M Apr 30 00:00 error.log.2.gz"""
    conf1 = """/var/log/app/*.log {
    weekly
    rotate 4
    compress
    delaycompress
    missingok
    notifempty
    copytruncate
}"""
    conf2 = """/var/log/app/*.log {
    daily
    rotate 7
    compress
    missingok
    notifempty
    copytruncate
}"""
    ls2 = """total 2.9G
-rw-r----- 1 app adm 3.2M May 14 10:27 access.log
-rw-r----- 1 app adm 1.3G May 14 10:26 access.log.1.gz
-rw-r----- 1 app adm 512M May  7 00:00 access.log.2.gz
-rw-r----- 1 app adm 498M Apr 30 00:00 access.log.3.gz
-rw-r----- 1 app adm 471M Apr 23 00:00 access.log.4.gz
-rw-r----- 1 app adm  96K May 14 10:27 error.log
-rw-r----- 1 app adm  31M May 14 10:26 error.log.1.gz
-rw-r----- 1 app adm 9.3M May  7 00:00 error.log.2.gz
-rw-r----- 1 app adm 2.1M Apr 30 00:00 error.log.3.gz"""
    df2 = "Filesystem           Size  Used Avail Use% Mounted on\n/dev/mapper/vg0-var   40G   18G   20G  48% /var"
    cron1 = """# m h  dom mon dow   command
*/5 * * * * /usr/local/bin/ship-metrics.sh >/dev/null 2>&1
30 2 * * 0 /usr/local/bin/prune-archives.sh"""
    cron2 = cron1 + "\n15 3 * * * /usr/bin/find /var/log/app -name '*.gz' -mtime +30 -delete"
    turns = [
        p.run("df -h /var", df1),
        p.run("du -sh /var/log/* 2>/dev/null | sort -h | tail -5", du, duration=8.0),
        p.run("ls -lh /var/log/app", ls1),
        p.run("cat /etc/logrotate.d/app", conf1),
        p.run("sed -i -e 's/weekly/daily/' -e 's/rotate 4/rotate 7/' -e '/delaycompress/d' /etc/logrotate.d/app && cat /etc/logrotate.d/app", conf2),
        p.run("gzip /var/log/app/access.log.1 /var/log/app/error.log.1", "", duration=120.0),
        p.run("logrotate -f /etc/logrotate.d/app && ls -lh /var/log/app", ls2, duration=150.0),
        p.run("df -h /var", df2),
        p.run("crontab -l", cron1),
        p.run("(crontab -l; echo \"15 3 * * * /usr/bin/find /var/log/app -name '*.gz' -mtime +30 -delete\") | crontab - && crontab -l", cron2),
        p.run("ls -lh /var/log/app/access.log", "-rw-r----- 1 app adm 7.9M May 14 10:29 /var/log/app/access.log"),
    ]
    rs.add(task=TASK, tid="h27-terminal-21", system=SYSTEM, turns=turns, state=state)


# --------------------------------------------------------------------------------------------------
# 22  retire a job and scale the api (nomad) -- contradiction
# --------------------------------------------------------------------------------------------------
def t22(rs: RowSet) -> None:
    p = Pane("ops", "nomad-bastion", "/home/ops/jobs")
    state = ("Host nomad-bastion (Debian 12), user ops, cwd /home/ops/jobs (job files api.nomad.hcl, web.nomad.hcl). nomad "
             "1.7.7 CLI with NOMAD_ADDR=https://nomad.internal:4646 and a management token exported; three client nodes in "
             "dc1. Task: stop the retired legacy-reports service and scale api from 3 to 4 instances (count already edited "
             "in api.nomad.hcl).")
    JH = ["ID", "Type", "Priority", "Status", "Submit Date"]

    def jobs(legacy: str, api_date: str) -> str:
        return table([JH,
                      ["api", "service", "60", "running", api_date],
                      ["cron-cleanup", "batch/periodic", "50", "running", "2024-04-02T09:10:05Z"],
                      ["ingest", "batch", "50", "dead", "2024-05-14T06:00:00Z"],
                      ["legacy-reports", "service", "40", legacy, "2024-02-11T17:45:19Z"],
                      ["web", "service", "60", "running", "2024-05-09T14:25:02Z"]], gap=2)

    legacy = """ID            = legacy-reports
Name          = legacy-reports
Submit Date   = 2024-02-11T17:45:19Z
Type          = service
Priority      = 40
Datacenters   = dc1
Namespace     = default
Node Pool     = default
Status        = running
Periodic      = false
Parameterized = false

Summary
Task Group  Queued  Starting  Running  Failed  Complete  Lost  Unknown
reports     0       0         2        1       4         0     0

Latest Deployment
ID          = 5c0e91f3
Status      = successful
Description = Deployment completed successfully

Deployed
Task Group  Desired  Placed  Healthy  Unhealthy  Progress Deadline
reports     2        2       2        0          2024-02-11T17:55:41Z

Allocations
ID        Node ID   Task Group  Version  Desired  Status   Created    Modified
a7c31e02  4e1d9b2c  reports     3        run      running  3mo2d ago  3mo2d ago
f19b8d44  c02a7e61  reports     3        run      running  3mo2d ago  3mo2d ago"""
    stop = """==> 2024-05-14T10:40:12Z: Monitoring evaluation "3e8b1d70"
    2024-05-14T10:40:12Z: Evaluation triggered by job "legacy-reports"
    2024-05-14T10:40:13Z: Evaluation status changed: "pending" -> "complete"
==> 2024-05-14T10:40:13Z: Evaluation "3e8b1d70" finished with status "complete\""""
    nodes = table([
        ["ID", "Node Pool", "DC", "Name", "Class", "Drain", "Eligibility", "Status"],
        ["4e1d9b2c", "default", "dc1", "nomad-c1", "<none>", "false", "eligible", "ready"],
        ["c02a7e61", "default", "dc1", "nomad-c2", "<none>", "false", "eligible", "ready"],
        ["91f6a0d8", "default", "dc1", "nomad-c3", "<none>", "false", "eligible", "ready"]], gap=2)
    plan = """+/- Job: "api"
+/- Task Group: "api" (1 create, 3 ignore)
  +/- Count: "3" => "4" (forces create)
      Task: "api"

Scheduler dry-run:
- All tasks successfully allocated.

Job Modify Index: 18842
To submit the job with version verification run:

nomad job run -check-index 18842 api.nomad.hcl

When running the job with the check-index flag, the job will only be run if the
job modify index given matches the server-side version. If the index has
changed, another user has modified the job and the plan's results are
potentially invalid."""
    run = """==> 2024-05-14T10:43:55Z: Monitoring evaluation "b90c4f21"
    2024-05-14T10:43:55Z: Evaluation triggered by job "api"
    2024-05-14T10:43:56Z: Evaluation within deployment: "0d7e3a19"
    2024-05-14T10:43:56Z: Allocation "e2f5a830" created: node "91f6a0d8", group "api"
    2024-05-14T10:43:56Z: Evaluation status changed: "pending" -> "complete"
==> 2024-05-14T10:43:56Z: Evaluation "b90c4f21" finished with status "complete"
==> 2024-05-14T10:43:56Z: Monitoring deployment "0d7e3a19"
  ✓ Deployment "0d7e3a19" successful

    2024-05-14T10:44:28Z
    ID          = 0d7e3a19
    Job ID      = api
    Job Version = 14
    Status      = successful
    Description = Deployment completed successfully

    Deployed
    Task Group  Desired  Placed  Healthy  Unhealthy  Progress Deadline
    api         4        4       4        0          2024-05-14T10:54:26Z"""
    api = """ID            = api
Name          = api
Submit Date   = 2024-05-14T10:43:55Z
Type          = service
Priority      = 60
Datacenters   = dc1
Namespace     = default
Node Pool     = default
Status        = running
Periodic      = false
Parameterized = false

Summary
Task Group  Queued  Starting  Running  Failed  Complete  Lost  Unknown
api         0       0         4        0       9         0     0

Latest Deployment
ID          = 0d7e3a19
Status      = successful
Description = Deployment completed successfully

Deployed
Task Group  Desired  Placed  Healthy  Unhealthy  Progress Deadline
api         4        4       4        0          2024-05-14T10:54:26Z

Allocations
ID        Node ID   Task Group  Version  Desired  Status   Created    Modified
e2f5a830  91f6a0d8  api         14       run      running  58s ago    27s ago
6b03d9e1  4e1d9b2c  api         14       run      running  4d20h ago  58s ago
c8a12f7d  c02a7e61  api         14       run      running  4d20h ago  58s ago
19e4bb50  91f6a0d8  api         14       run      running  4d20h ago  58s ago"""
    alogs = """2024-05-14T10:43:58.114Z INFO  api: starting version=3.8.2 alloc=e2f5a830
2024-05-14T10:43:58.502Z INFO  api: connected to postgres host=pg.service.consul pool=20
2024-05-14T10:43:58.733Z INFO  api: listening addr=0.0.0.0:24311
2024-05-14T10:44:06.019Z INFO  api: GET /healthz 200 1ms
2024-05-14T10:44:52.447Z INFO  api: POST /v1/orders 201 43ms"""
    deps = table([
        ["ID", "Job ID", "Job Version", "Status", "Description"],
        ["0d7e3a19", "api", "14", "successful", "Deployment completed successfully"],
        ["9a2c55e4", "web", "22", "successful", "Deployment completed successfully"],
        ["71bd0c38", "api", "13", "successful", "Deployment completed successfully"],
        ["5c0e91f3", "legacy-reports", "3", "successful", "Deployment completed successfully"]], gap=2)
    hist = """Version     = 14
Stable      = true
Submit Date = 2024-05-14T10:43:55Z
Diff        =
+/- Job: "api"
+/- Task Group: "api"
  +/- Count: "3" => "4"
      Task: "api"

Version     = 13
Stable      = true
Submit Date = 2024-05-09T14:22:31Z"""
    turns = [
        p.run("nomad job status", jobs("running", "2024-05-09T14:22:31Z")),
        p.run("nomad job status legacy-reports", legacy),
        p.run("nomad job stop legacy-reports", stop, duration=3.0),
        p.run("nomad job status", jobs("dead (stopped)", "2024-05-09T14:22:31Z")),
        p.run("nomad node status", nodes),
        p.run("nomad job plan api.nomad.hcl", plan, duration=2.0),
        p.run("nomad job run -check-index 18842 api.nomad.hcl", run, duration=35.0),
        p.run("nomad job status api", api),
        p.run("nomad alloc logs -tail -n 5 e2f5a830", alogs),
        p.run("nomad job status", jobs("running", "2024-05-14T10:43:55Z")),
        p.run("nomad deployment list", deps),
        p.run("nomad job history api | head -n 12", hist),
    ]
    rs.add(task=TASK, tid="h27-terminal-22", system=SYSTEM, turns=turns, state=state, bad=True, turn=10,
           kind="legacy-reports shows running again after it was stopped and listed dead (stopped), with no run")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
