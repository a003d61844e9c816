# ruff: noqa: E501
"""Held-out set h60, domain ``terminal``: 22 shell sessions in a tmux pane (11 with one contradiction, 11 clean).

Each trajectory is about one process, package, container, scheduler or repository tool (ps, supervisorctl,
apt/dpkg, pm2, docker, dnf/rpm, renice, snap, top, podman, systemctl, flatpak, cron, systemd-run, pip, npm,
docker compose, kubectl, git, at, pgrep/pstree, helm). Rows are built with rowkit2's ``RowSet`` and written as
``terminal_test.jsonl`` plus ``labels.json`` next to this file. Deterministic: no randomness, no clock.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet, jblock

SYSTEM = """# Role and Objective

You are a **Terminal World Model**, a precise terminal state simulator. Predict the exact output of a Linux terminal (a shell in a tmux pane) after the given keystrokes are sent to it. Be as faithful as possible to real terminal behavior while keeping the session consistent and logically correct across turns.

## Task Definition

Given the historical context (previous turns of this session), the current terminal state (the visible screen with its prompt) and a user action (keystrokes sent to the pane), predict the next terminal state.

## Context Awareness

Track across turns: the working directory (shown in the prompt), environment variables, the file system (files created, modified or deleted), processes, services, packages, containers and jobs started, stopped or changed by earlier commands. File operations, listings, process tables and tool outputs must agree with everything earlier in the session. The prompt format must match the one established by the initial state.

## Action Format

Actions are a JSON array of objects:

```json
[
  {
    "keystrokes": "ls -la\\n",
    "duration": 0.1
  }
]
```

- `keystrokes`: raw terminal input, verbatim. A trailing `\\n` executes the command; without it the text is only typed.
- `duration`: seconds to wait before the screen is captured (default 1.0). Long-running commands may still be in progress when captured; an empty `keystrokes` with a duration means waiting without input and shows what appeared meanwhile.
- Control characters use tmux notation: `C-c` (SIGINT), `C-d` (EOF), `C-z` (SIGTSTP), `C-l` (clear).
- An empty action array `[]` signals task completion.

## Predicted Observation Requirements

Output after **Environment Observation:**
1. **Command Echo**: the command as typed on the prompt line.
2. **Command Output**: all stdout and stderr, in execution order, with exact whitespace and line breaks.
3. **New Prompt**: the next prompt, if the command has finished.

Give appropriate errors (`bash: foo: command not found`, `cat: x: No such file or directory`, permission errors) and plausible numbers (sizes, timestamps, process ids, permissions). The pane shows about 40 lines; older output scrolls off.
"""


def wait(seconds: float) -> str:
    """A wait action: no keystrokes, only time passing."""
    return jblock([{"keystrokes": "", "duration": seconds}])


def slow(p: Pane, cmd: str, partial: str, out: str, first: float, then: float) -> list[tuple[str, str]]:
    """A long command captured twice: still running after `first` seconds, finished after a wait of `then`."""
    before = p.prompt
    action, full = p.run(cmd, out, duration=first)
    part = f"{before} {cmd}\n{partial}".rstrip("\n")
    return [(action, part), (wait(then), full)]


# 01 ps (mainstream) - clean: reloads give nginx and gunicorn workers new pids, masters keep theirs.
def t01(rs: RowSet) -> None:
    p = Pane("ops", "web-01", "/home/ops")
    state = p.prompt
    turns = [
        p.run("ps -eo pid,ppid,user,ni,stat,etime,%cpu,%mem,rss,comm --sort=-rss | head -14", """    PID    PPID USER      NI STAT     ELAPSED %CPU %MEM   RSS COMMAND
   1622       1 postgres   0 Ss    12-04:16:40  0.3  6.1 498212 postgres
   2231    2210 app        0 Sl       02:11:09  1.8  3.2 262144 gunicorn
   2233    2210 app        0 Sl       02:11:09  1.7  3.1 255380 gunicorn
   2232    2210 app        0 Sl       02:11:09  1.6  3.0 247908 gunicorn
    998       1 redis      0 Ssl   12-04:17:05  0.2  1.9 156332 redis-server
   2210       1 app        0 Ss       02:11:10  0.0  0.4 33540 gunicorn
   1193    1184 www-data   0 S     12-04:17:52  0.1  0.2 18804 nginx
   1191    1184 www-data   0 S     12-04:17:52  0.1  0.2 18772 nginx
   1190    1184 www-data   0 S     12-04:17:52  0.1  0.2 18636 nginx
   1192    1184 www-data   0 S     12-04:17:52  0.1  0.2 18460 nginx
    871       1 prometh+   0 Ssl   12-04:17:31  0.0  0.2 17288 node_exporter
   1184       1 root       0 Ss    12-04:17:52  0.0  0.1 11052 nginx
    803       1 root       0 Ss    12-04:17:58  0.0  0.1  9024 sshd"""),
        p.run("ps -o pid,lstart,args -p 2210", """    PID                  STARTED COMMAND
   2210 Tue Jun 11 07:52:14 2024 gunicorn: master [app.wsgi:application]"""),
        p.run("sudo systemctl reload nginx", ""),
        p.run("ps -C nginx -o pid,ppid,user,etime,args", """    PID    PPID USER         ELAPSED COMMAND
   1184       1 root     12-04:18:41 nginx: master process /usr/sbin/nginx -g daemon on; master_process on;
  40512    1184 www-data       00:07 nginx: worker process
  40513    1184 www-data       00:07 nginx: worker process
  40514    1184 www-data       00:07 nginx: worker process
  40515    1184 www-data       00:07 nginx: worker process"""),
        p.run("ps -eo pid,ppid,etime,%cpu,rss,args --sort=-%cpu | head -6", """    PID    PPID     ELAPSED %CPU   RSS COMMAND
   2231    2210    02:12:02  1.8 263020 gunicorn: worker [app.wsgi:application]
   2233    2210    02:12:02  1.7 255412 gunicorn: worker [app.wsgi:application]
   2232    2210    02:12:02  1.6 248116 gunicorn: worker [app.wsgi:application]
   1622       1 12-04:17:33  0.3 498212 /usr/lib/postgresql/16/bin/postgres -D /var/lib/postgresql/16/main -c config_file=/etc/postgresql/16/main/postgresql.conf
    998       1 12-04:17:58  0.2 156332 /usr/bin/redis-server 127.0.0.1:6379"""),
        p.run("sudo kill -HUP 2210", ""),
        p.run("ps --ppid 2210 -o pid,etime,rss,args; ps -o pid,etime,args -p 2210", """    PID     ELAPSED   RSS COMMAND
  40601       00:04 98312 gunicorn: worker [app.wsgi:application]
  40602       00:04 98120 gunicorn: worker [app.wsgi:application]
  40603       00:04 97964 gunicorn: worker [app.wsgi:application]
    PID     ELAPSED COMMAND
   2210    02:12:41 gunicorn: master [app.wsgi:application]"""),
    ]
    rs.add("terminal", "h60-terminal-01", SYSTEM, turns, state=state)


# 02 supervisorctl (less common) - contradiction at turn 5: a worker's pid changes with no restart.
def t02(rs: RowSet) -> None:
    p = Pane("deploy", "queue-02", "/home/deploy")
    state = p.prompt
    turns = [
        p.run("sudo supervisorctl status", """celery-beat                      RUNNING   pid 2841, uptime 6 days, 3:12:08
celery-worker:celery-worker_00   RUNNING   pid 2843, uptime 6 days, 3:12:08
celery-worker:celery-worker_01   RUNNING   pid 2844, uptime 6 days, 3:12:08
celery-worker:celery-worker_02   RUNNING   pid 2845, uptime 6 days, 3:12:08
flower                           RUNNING   pid 2846, uptime 6 days, 3:12:07
mailer                           FATAL     Exited too quickly (process log may have details)"""),
        p.run("sudo supervisorctl tail -1600 mailer stderr", """  File "/srv/mailer/venv/lib/python3.11/site-packages/mailer/__main__.py", line 4, in <module>
    main()
  File "/srv/mailer/venv/lib/python3.11/site-packages/mailer/cli.py", line 38, in main
    settings = Settings.from_env()
               ^^^^^^^^^^^^^^^^^^^
  File "/srv/mailer/venv/lib/python3.11/site-packages/mailer/config.py", line 22, in from_env
    host=os.environ["SMTP_HOST"],
         ~~~~~~~~~~^^^^^^^^^^^^^
  File "<frozen os>", line 714, in __getitem__
KeyError: 'SMTP_HOST'
Traceback (most recent call last):
  File "<frozen runpy>", line 198, in _run_module_as_main
  File "<frozen runpy>", line 88, in _run_code
  File "/srv/mailer/venv/lib/python3.11/site-packages/mailer/__main__.py", line 4, in <module>
    main()
  File "/srv/mailer/venv/lib/python3.11/site-packages/mailer/cli.py", line 38, in main
    settings = Settings.from_env()
               ^^^^^^^^^^^^^^^^^^^
  File "/srv/mailer/venv/lib/python3.11/site-packages/mailer/config.py", line 22, in from_env
    host=os.environ["SMTP_HOST"],
         ~~~~~~~~~~^^^^^^^^^^^^^
  File "<frozen os>", line 714, in __getitem__
KeyError: 'SMTP_HOST'"""),
        p.run("""sudo sed -i 's/^environment=.*/environment=SMTP_HOST="smtp.internal",SMTP_PORT="587"/' /etc/supervisor/conf.d/mailer.conf && grep -n . /etc/supervisor/conf.d/mailer.conf""", """1:[program:mailer]
2:command=/srv/mailer/venv/bin/python -m mailer --queue outbound
3:directory=/srv/mailer
4:user=mailer
5:autostart=true
6:autorestart=true
7:environment=SMTP_HOST="smtp.internal",SMTP_PORT="587"
8:stdout_logfile=/var/log/supervisor/mailer.out.log
9:stderr_logfile=/var/log/supervisor/mailer.err.log
10:startsecs=5"""),
        p.run("sudo supervisorctl reread && sudo supervisorctl update mailer", """mailer: changed
mailer: stopped
mailer: updated process group"""),
        p.run("sudo supervisorctl status", """celery-beat                      RUNNING   pid 2841, uptime 6 days, 3:13:01
celery-worker:celery-worker_00   RUNNING   pid 2843, uptime 6 days, 3:13:01
celery-worker:celery-worker_01   RUNNING   pid 2848, uptime 6 days, 3:13:01
celery-worker:celery-worker_02   RUNNING   pid 2845, uptime 6 days, 3:13:01
flower                           RUNNING   pid 2846, uptime 6 days, 3:13:00
mailer                           RUNNING   pid 51207, uptime 0:00:09"""),
        p.run("sudo supervisorctl restart celery-beat", """celery-beat: stopped
celery-beat: started"""),
        p.run("sudo supervisorctl pid celery-beat", "51302"),
        p.run("sudo supervisorctl status celery-beat mailer && tail -n 3 /var/log/supervisor/mailer.out.log", """celery-beat                      RUNNING   pid 51302, uptime 0:00:14
mailer                           RUNNING   pid 51207, uptime 0:01:02
2024-06-17 11:40:12,618 INFO mailer.cli: connected to smtp.internal:587 (STARTTLS)
2024-06-17 11:40:12,621 INFO mailer.queue: consuming from 'outbound' (prefetch=20)
2024-06-17 11:40:41,090 INFO mailer.send: delivered 14 queued messages (0 deferred)"""),
    ]
    rs.add("terminal", "h60-terminal-02", SYSTEM, turns, state=state, bad=True, turn=5,
           kind="celery-worker_01 shows pid 2848 while it was pid 2844 and was never restarted (uptime keeps counting from 6 days)")


# 03 apt and dpkg (mainstream) - contradiction at turn 9: a held package is listed as "install" again.
def t03(rs: RowSet) -> None:
    p = Pane("root", "db-03", "/root")
    state = p.prompt
    turns = [
        p.run("apt-cache policy postgresql-16", """postgresql-16:
  Installed: 16.2-1ubuntu4
  Candidate: 16.4-0ubuntu0.24.04.2
  Version table:
     16.4-0ubuntu0.24.04.2 500
        500 http://archive.ubuntu.com/ubuntu noble-updates/main amd64 Packages
        500 http://security.ubuntu.com/ubuntu noble-security/main amd64 Packages
 *** 16.2-1ubuntu4 500
        500 http://archive.ubuntu.com/ubuntu noble/main amd64 Packages
        100 /var/lib/dpkg/status"""),
        p.run("apt list --upgradable 2>/dev/null", """Listing...
libpq5/noble-updates,noble-security 16.4-0ubuntu0.24.04.2 amd64 [upgradable from: 16.2-1ubuntu4]
libssl3t64/noble-updates,noble-security 3.0.13-0ubuntu3.4 amd64 [upgradable from: 3.0.13-0ubuntu3.1]
openssl/noble-updates,noble-security 3.0.13-0ubuntu3.4 amd64 [upgradable from: 3.0.13-0ubuntu3.1]
postgresql-16/noble-updates,noble-security 16.4-0ubuntu0.24.04.2 amd64 [upgradable from: 16.2-1ubuntu4]
postgresql-client-16/noble-updates,noble-security 16.4-0ubuntu0.24.04.2 amd64 [upgradable from: 16.2-1ubuntu4]
tzdata/noble-updates 2024a-3ubuntu1.1 all [upgradable from: 2024a-2ubuntu1]"""),
        p.run("apt-mark hold postgresql-16 postgresql-client-16", """postgresql-16 set on hold.
postgresql-client-16 set on hold."""),
        *slow(p, "apt-get upgrade -y", """Reading package lists... Done
Building dependency tree... Done
Reading state information... Done
Calculating upgrade... Done
The following packages have been kept back:
  postgresql-16 postgresql-client-16
The following packages will be upgraded:
  libpq5 libssl3t64 openssl tzdata
4 upgraded, 0 newly installed, 0 to remove and 2 not upgraded.
Need to get 3,357 kB of archives.
After this operation, 12.3 kB of disk space will be freed.
Get:1 http://archive.ubuntu.com/ubuntu noble-updates/main amd64 libssl3t64 amd64 3.0.13-0ubuntu3.4 [1,940 kB]
Get:2 http://archive.ubuntu.com/ubuntu noble-updates/main amd64 openssl amd64 3.0.13-0ubuntu3.4 [1,002 kB]
Get:3 http://archive.ubuntu.com/ubuntu noble-updates/main amd64 tzdata all 2024a-3ubuntu1.1 [273 kB]
Get:4 http://archive.ubuntu.com/ubuntu noble-updates/main amd64 libpq5 amd64 16.4-0ubuntu0.24.04.2 [142 kB]
Fetched 3,357 kB in 1s (4,112 kB/s)
(Reading database ... 118342 files and directories currently installed.)
Preparing to unpack .../libssl3t64_3.0.13-0ubuntu3.4_amd64.deb ...
Unpacking libssl3t64:amd64 (3.0.13-0ubuntu3.4) over (3.0.13-0ubuntu3.1) ...""", """Reading package lists... Done
Building dependency tree... Done
Reading state information... Done
Calculating upgrade... Done
The following packages have been kept back:
  postgresql-16 postgresql-client-16
The following packages will be upgraded:
  libpq5 libssl3t64 openssl tzdata
4 upgraded, 0 newly installed, 0 to remove and 2 not upgraded.
Need to get 3,357 kB of archives.
After this operation, 12.3 kB of disk space will be freed.
Get:1 http://archive.ubuntu.com/ubuntu noble-updates/main amd64 libssl3t64 amd64 3.0.13-0ubuntu3.4 [1,940 kB]
Get:2 http://archive.ubuntu.com/ubuntu noble-updates/main amd64 openssl amd64 3.0.13-0ubuntu3.4 [1,002 kB]
Get:3 http://archive.ubuntu.com/ubuntu noble-updates/main amd64 tzdata all 2024a-3ubuntu1.1 [273 kB]
Get:4 http://archive.ubuntu.com/ubuntu noble-updates/main amd64 libpq5 amd64 16.4-0ubuntu0.24.04.2 [142 kB]
Fetched 3,357 kB in 1s (4,112 kB/s)
(Reading database ... 118342 files and directories currently installed.)
Preparing to unpack .../libssl3t64_3.0.13-0ubuntu3.4_amd64.deb ...
Unpacking libssl3t64:amd64 (3.0.13-0ubuntu3.4) over (3.0.13-0ubuntu3.1) ...
Setting up libssl3t64:amd64 (3.0.13-0ubuntu3.4) ...
(Reading database ... 118342 files and directories currently installed.)
Preparing to unpack .../openssl_3.0.13-0ubuntu3.4_amd64.deb ...
Unpacking openssl (3.0.13-0ubuntu3.4) over (3.0.13-0ubuntu3.1) ...
Preparing to unpack .../tzdata_2024a-3ubuntu1.1_all.deb ...
Unpacking tzdata (2024a-3ubuntu1.1) over (2024a-2ubuntu1) ...
Preparing to unpack .../libpq5_16.4-0ubuntu0.24.04.2_amd64.deb ...
Unpacking libpq5:amd64 (16.4-0ubuntu0.24.04.2) over (16.2-1ubuntu4) ...
Setting up libpq5:amd64 (16.4-0ubuntu0.24.04.2) ...
Setting up tzdata (2024a-3ubuntu1.1) ...

Current default time zone: 'Etc/UTC'
Local time is now:      Mon Jun 17 09:41:26 UTC 2024.
Universal Time is now:  Mon Jun 17 09:41:26 UTC 2024.
Run 'dpkg-reconfigure tzdata' if you wish to change it.

Setting up openssl (3.0.13-0ubuntu3.4) ...
Processing triggers for man-db (2.12.0-4build2) ...
Processing triggers for libc-bin (2.39-0ubuntu8.2) ...
Scanning processes...
Scanning linux images...

Running kernel seems to be up-to-date.

No services need to be restarted.

No containers need to be restarted.

No user sessions are running outdated binaries.

No VM guests are running outdated hypervisor binaries on this host.""", 5.0, 15.0),
        p.run("dpkg -l libpq5 openssl tzdata postgresql-16 | tail -4", """ii  libpq5:amd64   16.4-0ubuntu0.24.04.2 amd64        PostgreSQL C client library
ii  openssl        3.0.13-0ubuntu3.4     amd64        Secure Sockets Layer toolkit - cryptographic utility
hi  postgresql-16  16.2-1ubuntu4         amd64        The World's Most Advanced Open Source Relational Database
ii  tzdata         2024a-3ubuntu1.1      all          time zone and daylight-saving time data"""),
        p.run("apt-mark showhold", """postgresql-16
postgresql-client-16"""),
        p.run("grep ' upgrade ' /var/log/dpkg.log | tail -4", """2024-06-17 09:41:24 upgrade libssl3t64:amd64 3.0.13-0ubuntu3.1 3.0.13-0ubuntu3.4
2024-06-17 09:41:25 upgrade openssl:amd64 3.0.13-0ubuntu3.1 3.0.13-0ubuntu3.4
2024-06-17 09:41:25 upgrade tzdata:all 2024a-2ubuntu1 2024a-3ubuntu1.1
2024-06-17 09:41:25 upgrade libpq5:amd64 16.2-1ubuntu4 16.4-0ubuntu0.24.04.2"""),
        p.run("dpkg --get-selections | grep -E 'postgres|libpq'", "libpq5:amd64\t\t\t\t\tinstall\npostgresql-16\t\t\t\t\tinstall\npostgresql-client-16\t\t\t\thold\npostgresql-client-common\t\t\tinstall\npostgresql-common\t\t\t\tinstall"),
    ]
    rs.add("terminal", "h60-terminal-03", SYSTEM, turns, state=state, bad=True, turn=9,
           kind="dpkg --get-selections lists postgresql-16 as install although it was put on hold and dpkg -l / apt-mark showhold still showed it held")


def pm2_table(rows: list[tuple[str, ...]]) -> str:
    """pm2's process list as it draws it (box-drawing table)."""
    head = ("id", "name", "namespace", "version", "mode", "pid", "uptime", "↺", "status", "cpu", "mem", "user", "watching")
    widths = [max(len(r[i]) for r in [head, *rows]) + 2 for i in range(len(head))]
    widths = [max(w, 4) for w in widths]

    def line(cells: tuple[str, ...]) -> str:
        return "│" + "│".join(" " + c.ljust(w - 1) for c, w in zip(cells, widths)) + "│"

    top = "┌" + "┬".join("─" * w for w in widths) + "┐"
    mid = "├" + "┼".join("─" * w for w in widths) + "┤"
    bot = "└" + "┴".join("─" * w for w in widths) + "┘"
    return "\n".join([top, line(head), mid, *[line(r) for r in rows], bot])


# 04 pm2 (less common) - clean: delete/start gives a new id, reload gives new pids and bumps restarts, scale adds id 5.
def t04(rs: RowSet) -> None:
    p = Pane("app", "node-04", "/srv/app")
    state = p.prompt
    api0 = ("0", "api", "default", "3.14.0", "cluster", "18220", "3D", "2", "online", "0.3%", "142.1mb", "app", "disabled")
    api1 = ("1", "api", "default", "3.14.0", "cluster", "18227", "3D", "2", "online", "0.2%", "138.7mb", "app", "disabled")
    wrk = ("2", "worker", "default", "3.14.0", "fork", "18241", "3D", "0", "online", "1.1%", "96.4mb", "app", "disabled")
    sch_bad = ("3", "scheduler", "default", "3.14.0", "fork", "0", "0", "15", "errored", "0%", "0b", "app", "disabled")
    sch = ("4", "scheduler", "default", "3.14.0", "fork", "40052", "0s", "0", "online", "0%", "24.6mb", "app", "disabled")
    turns = [
        p.run("pm2 ls", pm2_table([api0, api1, wrk, sch_bad])),
        p.run("pm2 logs scheduler --lines 4 --nostream --err", """[TAILING] Tailing last 4 lines for [scheduler] process (change the value with --lines option)
/home/app/.pm2/logs/scheduler-error.log last 4 lines:
3|schedule | Error: Cannot find module '/srv/app/dist/scheduler.js'
3|schedule |     at Module._resolveFilename (node:internal/modules/cjs/loader:1145:15)
3|schedule |     at Module._load (node:internal/modules/cjs/loader:986:27)
3|schedule |     at Object.<anonymous> (/usr/lib/node_modules/pm2/lib/ProcessContainerFork.js:33:23)"""),
        p.run("ls -l dist/", """total 412
-rw-r--r-- 1 app app 301822 Jun 14 16:02 api.js
-rw-r--r-- 1 app app  18334 Jun 14 16:02 api.js.map
-rw-r--r-- 1 app app  44190 Jun 14 16:02 scheduler.mjs
-rw-r--r-- 1 app app  52117 Jun 14 16:02 worker.js"""),
        p.run("pm2 delete scheduler && pm2 start dist/scheduler.mjs --name scheduler", "\n".join([
            "[PM2] Applying action deleteProcessId on app [scheduler](ids: [ 3 ])",
            "[PM2] [scheduler](3) ✓",
            pm2_table([api0, api1, wrk]),
            "[PM2] Starting /srv/app/dist/scheduler.mjs in fork_mode (1 instance)",
            "[PM2] Done.",
            pm2_table([api0, api1, wrk, sch]),
        ]), duration=3.0),
        p.run("pm2 reload api", """Use --update-env to update environment variables
[PM2] Applying action reloadProcessId on app [api](ids: [ 0, 1 ])
[PM2] [api](0) ✓
[PM2] [api](1) ✓""", duration=5.0),
        p.run("pm2 ls", pm2_table([
            ("0", "api", "default", "3.14.0", "cluster", "40118", "8s", "3", "online", "0.5%", "118.3mb", "app", "disabled"),
            ("1", "api", "default", "3.14.0", "cluster", "40131", "6s", "3", "online", "0.4%", "116.9mb", "app", "disabled"),
            ("2", "worker", "default", "3.14.0", "fork", "18241", "3D", "0", "online", "1.0%", "97.0mb", "app", "disabled"),
            ("4", "scheduler", "default", "3.14.0", "fork", "40052", "58s", "0", "online", "0.1%", "61.2mb", "app", "disabled"),
        ])),
        p.run("pm2 show scheduler", """ Describing process with id 4 - name scheduler
┌───────────────────┬─────────────────────────────────────────┐
│ status            │ online                                  │
│ name              │ scheduler                               │
│ namespace         │ default                                 │
│ version           │ 3.14.0                                  │
│ restarts          │ 0                                       │
│ uptime            │ 1m                                      │
│ script path       │ /srv/app/dist/scheduler.mjs             │
│ script args       │ N/A                                     │
│ error log path    │ /home/app/.pm2/logs/scheduler-error.log │
│ out log path      │ /home/app/.pm2/logs/scheduler-out.log   │
│ pid path          │ /home/app/.pm2/pids/scheduler-4.pid     │
│ interpreter       │ node                                    │
│ interpreter args  │ N/A                                     │
│ script id         │ 4                                       │
│ exec cwd          │ /srv/app                                │
│ exec mode         │ fork_mode                               │
│ node.js version   │ 20.14.0                                 │
│ node env          │ N/A                                     │
│ watch & reload    │ ✘                                       │
│ unstable restarts │ 0                                       │
│ created at        │ 2024-06-17T08:14:37.512Z                │
└───────────────────┴─────────────────────────────────────────┘
 Revision control metadata
┌──────────────────┬──────────────────────────────────────────┐
│ revision control │ git                                      │
│ remote url       │ git@github.com:acme/node-app.git         │
│ repository root  │ /srv/app                                 │
│ last update      │ 2024-06-17T08:14:37.603Z                 │
│ revision         │ 9c41e07d2b5f8a3e6d1c0b7a4f92e8d153a6c0be │
│ comment          │ scheduler: build as ESM                  │
│ branch           │ main                                     │
└──────────────────┴──────────────────────────────────────────┘
 Code metrics value
┌────────────────────────┬───────────┐
│ Used Heap Size         │ 18.42 MiB │
│ Heap Usage             │ 86.71 %   │
│ Heap Size              │ 21.24 MiB │
│ Event Loop Latency p95 │ 1.07 ms   │
│ Event Loop Latency     │ 0.31 ms   │
│ Active handles         │ 6         │
│ Active requests        │ 0         │
└────────────────────────┴───────────┘"""),
        p.run("pm2 scale api 3", "[PM2] Scaling up application\n" + pm2_table([
            ("0", "api", "default", "3.14.0", "cluster", "40118", "41s", "3", "online", "0.3%", "121.0mb", "app", "disabled"),
            ("1", "api", "default", "3.14.0", "cluster", "40131", "39s", "3", "online", "0.3%", "119.4mb", "app", "disabled"),
            ("2", "worker", "default", "3.14.0", "fork", "18241", "3D", "0", "online", "1.0%", "97.2mb", "app", "disabled"),
            ("4", "scheduler", "default", "3.14.0", "fork", "40052", "1m", "0", "online", "0.1%", "61.5mb", "app", "disabled"),
            ("5", "api", "default", "3.14.0", "cluster", "40377", "0s", "0", "online", "0%", "41.8mb", "app", "disabled"),
        ]), duration=3.0),
        p.run("pm2 save", """[PM2] Saving current process list...
[PM2] Successfully saved in /home/app/.pm2/dump.pm2"""),
        p.run("pm2 jlist | jq -r '.[] | [.pm_id, .name, .pid, .pm2_env.restart_time, .pm2_env.status] | @tsv'", "0\tapi\t40118\t3\tonline\n1\tapi\t40131\t3\tonline\n2\tworker\t18241\t0\tonline\n4\tscheduler\t40052\t0\tonline\n5\tapi\t40377\t0\tonline"),
    ]
    rs.add("terminal", "h60-terminal-04", SYSTEM, turns, state=state)


# 05 docker (mainstream) - clean: exited containers removed, dangling images and an anonymous volume pruned, a network created.
def t05(rs: RowSet) -> None:
    p = Pane("root", "build-05", "/root")
    state = p.prompt
    turns = [
        p.run("docker ps -a --format 'table {{.ID}}\\t{{.Image}}\\t{{.Status}}\\t{{.Names}}'", """CONTAINER ID   IMAGE                           STATUS                    NAMES
9e2a4c71d0f3   registry.acme.io/ci/api:2.8.1   Up 3 hours                api-staging
5d81b0e6c2a9   postgres:16.3                   Up 3 days                 pg-staging
3f1c9a7e2b44   registry.acme.io/ci/api:2.7.9   Exited (0) 2 days ago     api-staging-old
b7d20e51c0af   node:20-alpine                  Exited (1) 26 hours ago   lint-run-4412
71c3e8d94a56   redis:7.2-alpine                Up 3 days                 redis-staging"""),
        p.run("docker images", """REPOSITORY                TAG          IMAGE ID       CREATED        SIZE
registry.acme.io/ci/api   2.8.1        4c7e19a0b2d5   3 hours ago    412MB
registry.acme.io/ci/api   2.7.9        a9f03e6b71c8   9 days ago     409MB
<none>                    <none>       e15d7c24f9b0   9 days ago     409MB
node                      20-alpine    1d0f5e8b3a27   2 weeks ago    135MB
postgres                  16.3         f23dc7cb7f31   4 weeks ago    432MB
redis                     7.2-alpine   8ca4b7a1e6d2   5 weeks ago    40.7MB
<none>                    <none>       2b91fd0c4e63   6 weeks ago    301MB"""),
        p.run("docker rm 3f1c9a7e2b44 b7d20e51c0af", "3f1c9a7e2b44\nb7d20e51c0af"),
        p.run("docker image prune -f", """Deleted Images:
deleted: sha256:e15d7c24f9b0e3a7d25c8b61f04a9e3c7d2b58f16a0c94e3b7d812f5a6c0e9d4
deleted: sha256:0c7f2e91b5d84a36e1f09c2d7b5a8e3f4c6d1b0a9e8f7c2d5b3a1e0f9c8d7b6a
deleted: sha256:2b91fd0c4e63a8f7d1e5c09b2a4f6e8d3c7b1a05f9e2d4c8b6a3f1e0d7c5b9a2
deleted: sha256:d4e8a1c7f03b59e2a6d0c8f4b1e7a9d35c2f0b8e6a4d1c9f7e3b5a0d2c8f6e14
deleted: sha256:91a3c5e7f0d2b4a6c8e1f3d5b7a9c0e2f4d6b8a1c3e5f7d9b0a2c4e6f8d1b3a5

Total reclaimed space: 318.4MB"""),
        p.run("docker images", """REPOSITORY                TAG          IMAGE ID       CREATED        SIZE
registry.acme.io/ci/api   2.8.1        4c7e19a0b2d5   3 hours ago    412MB
registry.acme.io/ci/api   2.7.9        a9f03e6b71c8   9 days ago     409MB
node                      20-alpine    1d0f5e8b3a27   2 weeks ago    135MB
postgres                  16.3         f23dc7cb7f31   4 weeks ago    432MB
redis                     7.2-alpine   8ca4b7a1e6d2   5 weeks ago    40.7MB"""),
        p.run("docker volume ls", """DRIVER    VOLUME NAME
local     6f3e0c2a9b8d41e7c5a0f92b1d8e6c3a47b05f9e2d1c8a6b3e0f7d4c9a2b1e58
local     pg-staging-data
local     redis-staging-data"""),
        p.run("docker volume prune -f", """Deleted Volumes:
6f3e0c2a9b8d41e7c5a0f92b1d8e6c3a47b05f9e2d1c8a6b3e0f7d4c9a2b1e58

Total reclaimed space: 187.2MB"""),
        p.run("docker network create --driver bridge --subnet 172.28.0.0/16 backend && docker network ls", """e4b7c2a91f0d8356b2c4e7a1f9d03b68c5e2a7f41d9b0c36e8f2a5d7c1b4e093
NETWORK ID     NAME      DRIVER    SCOPE
e4b7c2a91f0d   backend   bridge    local
3a6f1e9c0b27   bridge    bridge    local
7d0e2b5c8a14   host      host      local
c91b4f6e2d38   none      null      local
2f8a0d3c6e71   staging   bridge    local"""),
    ]
    rs.add("terminal", "h60-terminal-05", SYSTEM, turns, state=state)


# 06 dnf and rpm (less common) - contradiction at turn 4: the install date of a package moves a day back.
def t06(rs: RowSet) -> None:
    p = Pane("root", "app-06", "/root", style="rhel")
    state = p.prompt
    turns = [
        p.run("dnf history list | head -6", """ID     | Command line                                 | Date and time    | Action(s)      | Altered
-------------------------------------------------------------------------------------------------------
    17 | install -y nginx-mod-stream nginx-mod-mail   | 2024-05-14 09:12 | Install        |    2
    16 | update -y --security                         | 2024-05-02 02:00 | I, U           |   23
    15 | install -y redis                             | 2024-04-18 15:47 | Install        |    1
    14 | install -y nginx                             | 2024-04-18 15:41 | Install        |    5   """),
        p.run("dnf history info 17", """Transaction ID : 17
Begin time     : Tue 14 May 2024 09:12:36 AM UTC
Begin rpmdb    : 5f0d3b8e6a1c2947e0b5d7f8c3a6e91d2b4c7f0a8e5d1b3c6f9a2e4d7b0c8f13
End time       : Tue 14 May 2024 09:12:41 AM UTC (5 seconds)
End rpmdb      : a2c7e90b4d1f6e38c5b0a9d2e7f41c3b8d6e0a5f9c2b7e4d1a8f3c6b0e9d2a57
User           : root <root>
Return-Code    : Success
Releasever     : 9
Command Line   : install -y nginx-mod-stream nginx-mod-mail
Comment        :
Packages Altered:
    Install nginx-mod-mail-1:1.20.1-14.el9_2.1.x86_64   @appstream
    Install nginx-mod-stream-1:1.20.1-14.el9_2.1.x86_64 @appstream"""),
        p.run("rpm -qa --last | head -5", """nginx-mod-mail-1.20.1-14.el9_2.1.x86_64       Tue 14 May 2024 09:12:40 AM UTC
nginx-mod-stream-1.20.1-14.el9_2.1.x86_64     Tue 14 May 2024 09:12:39 AM UTC
kernel-5.14.0-427.16.1.el9_4.x86_64           Thu 02 May 2024 02:01:47 AM UTC
kernel-modules-5.14.0-427.16.1.el9_4.x86_64   Thu 02 May 2024 02:01:33 AM UTC
openssl-libs-3.0.7-27.el9.x86_64              Thu 02 May 2024 02:00:58 AM UTC"""),
        p.run("rpm -qi nginx-mod-stream", """Name        : nginx-mod-stream
Epoch       : 1
Version     : 1.20.1
Release     : 14.el9_2.1
Architecture: x86_64
Install Date: Mon 13 May 2024 09:12:39 AM UTC
Group       : Unspecified
Size        : 194829
License     : BSD
Signature   : RSA/SHA256, Wed 19 Jul 2023 05:41:27 PM UTC, Key ID 199e2f91fd431d51
Source RPM  : nginx-1.20.1-14.el9_2.1.src.rpm
Build Date  : Wed 19 Jul 2023 02:08:55 PM UTC
Build Host  : x86-vm-07.build.eng.bos.redhat.com
Packager    : Red Hat, Inc. <http://bugzilla.redhat.com/bugzilla>
Vendor      : Red Hat, Inc.
URL         : https://nginx.org
Summary     : Nginx stream modules
Description :
Nginx stream modules."""),
        p.run("rpm -q --requires nginx-mod-stream", """libc.so.6()(64bit)
libc.so.6(GLIBC_2.14)(64bit)
libc.so.6(GLIBC_2.2.5)(64bit)
libc.so.6(GLIBC_2.34)(64bit)
nginx(abi) = 1.20.1
rpmlib(CompressedFileNames) <= 3.0.4-1
rpmlib(FileDigests) <= 4.6.0-1
rpmlib(PayloadFilesHavePrefix) <= 4.0-1
rpmlib(PayloadIsZstd) <= 5.4.18-1
rtld(GNU_HASH)"""),
        p.run("rpm -V nginx-mod-stream && echo verified", "verified"),
    ]
    rs.add("terminal", "h60-terminal-06", SYSTEM, turns, state=state, bad=True, turn=4,
           kind="rpm -qi gives nginx-mod-stream an install date of Mon 13 May 2024 while dnf history and rpm -qa --last put its install on Tue 14 May 2024 09:12")


# 07 renice and ionice (less common) - contradiction at turn 7: renice reports an old nice value that was never set.
def t07(rs: RowSet) -> None:
    p = Pane("builder", "ci-07", "/home/builder")
    state = p.prompt
    turns = [
        p.run("ps -u builder -o pid,ppid,ni,pri,%cpu,etime,cmd --sort=-%cpu | head -8", """    PID    PPID  NI PRI %CPU     ELAPSED CMD
  32010   31990   0  19  388       41:07 ffmpeg -hide_banner -i /data/raw/keynote-2024.mov -c:v libx265 -preset slow -crf 20 /data/out/keynote-2024.mkv
  33412   31877   0  19 96.5       00:04 /usr/lib/gcc/x86_64-linux-gnu/12/cc1plus -quiet -I ../../src -D NDEBUG ../../src/net/http_cache.cc -o /tmp/ccQ2b7xk.s
  33415   31877   0  19 95.8       00:03 /usr/lib/gcc/x86_64-linux-gnu/12/cc1plus -quiet -I ../../src -D NDEBUG ../../src/net/quic_stream.cc -o /tmp/cc8LrT0v.s
  33419   31877   0  19 94.1       00:02 /usr/lib/gcc/x86_64-linux-gnu/12/cc1plus -quiet -I ../../src -D NDEBUG ../../src/net/url_request.cc -o /tmp/ccVx3mPa.s
  31877   31860   0  19  2.1       18:52 make -j16 -C /home/builder/src/chromium-lite/out/Release
  31990   31860   0  19  0.0       41:07 /bin/bash ./encode.sh keynote-2024
  31860   31859   0  19  0.0    01:02:33 -bash"""),
        p.run("renice -n 10 -p 31877", "31877 (process ID) old priority 0, new priority 10"),
        p.run("ionice -c 3 -p 31877 && ionice -p 31877", "idle"),
        p.run("renice -n 5 -p 32010", "32010 (process ID) old priority 0, new priority 5"),
        p.run("ps -o pid,ni,pri,cls,etime,comm -p 31877,32010", """    PID  NI PRI CLS     ELAPSED COMMAND
  31877  10   9  TS       19:40 make
  32010   5  14  TS       41:55 ffmpeg"""),
        p.run("sudo renice -n -5 -p 32010", "32010 (process ID) old priority 5, new priority -5"),
        p.run("renice -n 15 -p 31877", "31877 (process ID) old priority 5, new priority 15"),
        p.run("ps -o pid,ni,pri,cls,etime,comm -p 31877,32010", """    PID  NI PRI CLS     ELAPSED COMMAND
  31877  15   4  TS       20:31 make
  32010  -5  24  TS       42:46 ffmpeg"""),
        p.run("top -b -n 1 -p 31877,32010 | tail -3", """    PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ COMMAND
  32010 builder   15  -5 2873412   1.2g  24816 S 391.7   7.8 163:44.21 ffmpeg
  31877 builder   35  15   24860  12344   2736 S   0.0   0.1   0:23.80 make"""),
    ]
    rs.add("terminal", "h60-terminal-07", SYSTEM, turns, state=state, bad=True, turn=7,
           kind="renice reports make's old priority as 5 although it had been set to 10 (and ps showed NI 10) and only ffmpeg was reniced since")


# 08 snap (less common) - clean: lxd refreshed to a new revision, the old revision disabled and then removed.
def t08(rs: RowSet) -> None:
    p = Pane("ubuntu", "edge-08", "/home/ubuntu")
    state = p.prompt
    turns = [
        p.run("snap list", """Name      Version          Rev    Tracking       Publisher   Notes
core20    20240416         2318   latest/stable  canonical✓  base
core22    20240408         1380   latest/stable  canonical✓  base
lxd       5.21.1-d46c406   28460  5.21/stable/…  canonical✓  -
microk8s  v1.29.4          6809   1.29/stable    canonical✓  classic
snapd     2.62             21465  latest/stable  canonical✓  snapd"""),
        p.run("snap refresh --list", """Name  Version         Rev    Size  Publisher   Notes
lxd   5.21.2-34459e3  29351  94MB  canonical✓  -"""),
        p.run("sudo snap refresh lxd", "lxd (5.21/stable) 5.21.2-34459e3 from Canonical✓ refreshed", duration=45.0),
        p.run("snap list --all lxd", """Name  Version          Rev    Tracking       Publisher   Notes
lxd   5.21.1-d46c406   28460  5.21/stable/…  canonical✓  disabled
lxd   5.21.2-34459e3   29351  5.21/stable/…  canonical✓  -"""),
        p.run("snap changes", """ID   Status  Spawn                     Ready                     Summary
39   Done    5 days ago, at 04:41 UTC  5 days ago, at 04:42 UTC  Auto-refresh snap "snapd"
40   Done    3 days ago, at 04:17 UTC  3 days ago, at 04:18 UTC  Auto-refresh snap "core20"
41   Done    yesterday at 03:12 UTC    yesterday at 03:12 UTC    Auto-refresh snap "core22"
42   Done    today at 10:05 UTC        today at 10:06 UTC        Refresh "lxd" snap"""),
        p.run("sudo snap remove lxd --revision=28460", "lxd (revision 28460) removed", duration=5.0),
        p.run("snap list --all lxd core22", """Name    Version          Rev    Tracking       Publisher   Notes
core22  20240111         1122   latest/stable  canonical✓  base,disabled
core22  20240408         1380   latest/stable  canonical✓  base
lxd     5.21.2-34459e3   29351  5.21/stable/…  canonical✓  -"""),
    ]
    rs.add("terminal", "h60-terminal-08", SYSTEM, turns, state=state)


# 09 top in batch mode (mainstream) - contradiction at turn 3: the machine's total memory changes between two top runs.
def t09(rs: RowSet) -> None:
    p = Pane("ops", "api-09", "/home/ops")
    state = p.prompt
    turns = [
        p.run("free -m", """               total        used        free      shared  buff/cache   available
Mem:           15843        8721         812         402        6310        6544
Swap:           4095         511        3583"""),
        p.run("top -b -n 1 | head -17", """top - 14:22:07 up 41 days,  3:08,  2 users,  load average: 3.41, 3.12, 2.87
Tasks: 287 total,   2 running, 285 sleeping,   0 stopped,   0 zombie
%Cpu(s): 38.5 us,  4.6 sy,  0.0 ni, 55.4 id,  0.8 wa,  0.0 hi,  0.7 si,  0.0 st
MiB Mem :  15843.4 total,    803.6 free,   8731.2 used,   6308.6 buff/cache
MiB Swap:   4095.0 total,   3583.4 free,    511.6 used.   6541.0 avail Mem

    PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ COMMAND
  48120 reports   20   0 2418760   1.3g  12480 R 100.0   8.4  47:12.85 python3
   2231 app       20   0 1184520 412336  18904 S  31.2   2.5 412:07.33 gunicorn
   2233 app       20   0 1176304 405112  18876 S  25.0   2.5 398:51.02 gunicorn
   1622 postgres  20   0  452980 286744 281096 S   6.2   1.8 120:33.40 postgres
    998 redis     20   0  192512 156332   4096 S   6.2   1.0  88:14.19 redis-ser+
     17 root      20   0       0      0      0 I   0.0   0.0   9:41.77 rcu_preempt
      1 root      20   0  168572  13104   8356 S   0.0   0.1   3:02.51 systemd
      2 root      20   0       0      0      0 S   0.0   0.0   0:01.10 kthreadd
      3 root      20   0       0      0      0 I   0.0   0.0   0:00.00 rcu_gp
      4 root      20   0       0      0      0 I   0.0   0.0   0:00.00 rcu_par_gp"""),
        p.run("top -b -n 1 -o %MEM | head -12", """top - 14:22:31 up 41 days,  3:08,  2 users,  load average: 3.37, 3.12, 2.87
Tasks: 288 total,   3 running, 285 sleeping,   0 stopped,   0 zombie
%Cpu(s): 41.2 us,  3.9 sy,  0.0 ni, 53.7 id,  0.6 wa,  0.0 hi,  0.6 si,  0.0 st
MiB Mem :  15934.6 total,    795.2 free,   8741.1 used,   6398.3 buff/cache
MiB Swap:   4095.0 total,   3583.4 free,    511.6 used.   6531.8 avail Mem

    PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ COMMAND
  48120 reports   20   0 2431048   1.3g  12480 R 100.0   8.5  47:36.91 python3
   2231 app       20   0 1184520 412348  18904 S  18.8   2.5 412:09.87 gunicorn
   2233 app       20   0 1176304 405240  18876 S  12.5   2.5 398:52.94 gunicorn
   2232 app       20   0 1168092 398720  18840 S   6.2   2.4 391:20.18 gunicorn
   1622 postgres  20   0  452980 286744 281096 S   0.0   1.8 120:33.52 postgres"""),
        p.run("ps -o pid,user,etime,rss,args -p 48120", """    PID USER         ELAPSED   RSS COMMAND
  48120 reports        47:44 1372416 /usr/bin/python3 /opt/reports/export.py --month 2024-05 --format xlsx"""),
        p.run("sudo kill -TERM 48120; sleep 2; pgrep -f export.py || echo gone", "gone", duration=3.0),
        p.run("free -m", """               total        used        free      shared  buff/cache   available
Mem:           15843        7388        2141         402        6314        7876
Swap:           4095         511        3583"""),
        p.run("top -b -n 1 | head -5", """top - 14:23:18 up 41 days,  3:09,  2 users,  load average: 2.79, 3.01, 2.84
Tasks: 286 total,   1 running, 285 sleeping,   0 stopped,   0 zombie
%Cpu(s): 14.8 us,  3.1 sy,  0.0 ni, 81.2 id,  0.4 wa,  0.0 hi,  0.5 si,  0.0 st
MiB Mem :  15843.4 total,   2137.9 free,   7391.0 used,   6314.5 buff/cache
MiB Swap:   4095.0 total,   3583.5 free,    511.5 used.   7873.6 avail Mem """),
    ]
    rs.add("terminal", "h60-terminal-09", SYSTEM, turns, state=state, bad=True, turn=3,
           kind="second top run reports 15934.6 MiB total memory while free and the first top run (24 s earlier) showed 15843 / 15843.4 MiB")


# 10 podman (less common) - clean: a pod with two containers, one stopped, renamed and started again under its new name.
def t10(rs: RowSet) -> None:
    p = Pane("dev", "lab-10", "/home/dev", style="rhel")
    state = p.prompt
    pod = "8f3b6c1d2e9a4f7b0c5d8e1a3f6b9c2d4e7f0a1b3c5d7e9f2a4b6c8d0e1f3a5b"
    db = "5e1d8b3f0a7c92e4d6b1f8a3c5e7d9b0f2a4c6e8d1b3f5a7c9e0d2b4f6a8c1e3"
    web = "a07f4c2e9b6d31f8e5a2c7b0d4f9e1a6c3b8d5f2e7a0c4b9d6f1e3a8c5b2d7f0"
    turns = [
        p.run("podman pod create --name blog -p 8080:80", pod),
        p.run("podman run -d --pod blog --name blog-db -e MARIADB_ROOT_PASSWORD=s3cret -e MARIADB_DATABASE=wordpress -v blogdb:/var/lib/mysql docker.io/library/mariadb:11.3", f"""Trying to pull docker.io/library/mariadb:11.3...
Getting image source signatures
Copying blob 7e9a1b5c3d02 done   |
Copying blob 2f4c8e0a6b91 done   |
Copying blob a5d3f7e1c9b8 done   |
Copying blob 0b6e2d4f8a1c done   |
Copying blob e3c1a9f5d7b2 done   |
Copying config 4b8e0f2a6c done   |
Writing manifest to image destination
{db}""", duration=30.0),
        p.run("podman run -d --pod blog --name blog-web -e WORDPRESS_DB_HOST=127.0.0.1 -e WORDPRESS_DB_PASSWORD=s3cret docker.io/library/wordpress:6.5-apache", f"""Trying to pull docker.io/library/wordpress:6.5-apache...
Getting image source signatures
Copying blob 09f376ebb190 done   |
Copying blob 6b3f1a2c8d40 done   |
Copying blob d1e5a7c3b9f2 done   |
Copying blob 8c2a0e4f6b13 done   |
Copying blob f4b9d2c7e0a5 done   |
Copying blob 3a7e1c5b9d08 done   |
Copying config 6c0d3e8b1f done   |
Writing manifest to image destination
{web}""", duration=40.0),
        p.run("podman pod ps", """POD ID        NAME        STATUS      CREATED             INFRA ID      # OF CONTAINERS
8f3b6c1d2e9a  blog        Running     About a minute ago  c4a9e2f7b1d0  3"""),
        p.run("podman ps -a --pod", """CONTAINER ID  IMAGE                                    COMMAND               CREATED             STATUS             PORTS                 NAMES               POD ID        PODNAME
c4a9e2f7b1d0  localhost/podman-pause:4.9.4-1711445992                        About a minute ago  Up About a minute  0.0.0.0:8080->80/tcp  8f3b6c1d2e9a-infra  8f3b6c1d2e9a  blog
5e1d8b3f0a7c  docker.io/library/mariadb:11.3           mariadbd              About a minute ago  Up About a minute  0.0.0.0:8080->80/tcp  blog-db             8f3b6c1d2e9a  blog
a07f4c2e9b6d  docker.io/library/wordpress:6.5-apache   apache2-foregroun...  41 seconds ago      Up 41 seconds      0.0.0.0:8080->80/tcp  blog-web            8f3b6c1d2e9a  blog"""),
        p.run("podman volume inspect blogdb --format '{{.Name}} {{.Driver}} {{.Mountpoint}}'", "blogdb local /home/dev/.local/share/containers/storage/volumes/blogdb/_data"),
        p.run("podman stop blog-web", "blog-web", duration=3.0),
        p.run("podman pod ps", """POD ID        NAME        STATUS      CREATED        INFRA ID      # OF CONTAINERS
8f3b6c1d2e9a  blog        Degraded    3 minutes ago  c4a9e2f7b1d0  3"""),
        p.run("podman rename blog-web blog-frontend", ""),
        p.run("podman start blog-frontend", "blog-frontend"),
        p.run("podman ps --pod --format '{{.ID}}  {{.Names}}  {{.Status}}  {{.PodName}}'", """c4a9e2f7b1d0  8f3b6c1d2e9a-infra  Up 3 minutes  blog
5e1d8b3f0a7c  blog-db  Up 3 minutes  blog
a07f4c2e9b6d  blog-frontend  Up 4 seconds  blog"""),
    ]
    rs.add("terminal", "h60-terminal-10", SYSTEM, turns, state=state)


UNIT = """# /etc/systemd/system/report-api.service
[Unit]
Description=Report API (gunicorn)
After=network-online.target postgresql.service
Wants=network-online.target

[Service]
Type=notify
User=reports
Group=reports
WorkingDirectory=/opt/report-api
Environment=WORKERS={workers}
Environment=LOG_LEVEL=info
EnvironmentFile=-/etc/default/report-api
ExecStart=/opt/report-api/venv/bin/gunicorn -w ${{WORKERS}} --log-level ${{LOG_LEVEL}} -b 127.0.0.1:8100 report_api.app:app
ExecReload=/bin/kill -s HUP $MAINPID
Restart=on-failure
RestartSec=5

[Install]
WantedBy=multi-user.target"""


# 11 systemctl (mainstream) - contradiction at turn 8: a line of the unit file reads differently with no edit to it.
def t11(rs: RowSet) -> None:
    p = Pane("root", "worker-11", "/root")
    state = p.prompt
    gx = "/opt/report-api/venv/bin/python3 /opt/report-api/venv/bin/gunicorn"
    turns = [
        p.run("systemctl status report-api --no-pager", f"""● report-api.service - Report API (gunicorn)
     Loaded: loaded (/etc/systemd/system/report-api.service; enabled; preset: enabled)
     Active: active (running) since Mon 2024-06-10 06:02:11 UTC; 1 week 0 days ago
   Main PID: 7712 (gunicorn)
      Tasks: 5 (limit: 9387)
     Memory: 318.4M (peak: 402.7M)
        CPU: 2h 14min 9.551s
     CGroup: /system.slice/report-api.service
             ├─7712 {gx} -w 4 --log-level info -b 127.0.0.1:8100 report_api.app:app
             ├─7715 {gx} -w 4 --log-level info -b 127.0.0.1:8100 report_api.app:app
             ├─7716 {gx} -w 4 --log-level info -b 127.0.0.1:8100 report_api.app:app
             ├─7717 {gx} -w 4 --log-level info -b 127.0.0.1:8100 report_api.app:app
             └─7718 {gx} -w 4 --log-level info -b 127.0.0.1:8100 report_api.app:app

Jun 10 06:02:11 worker-11 gunicorn[7712]: [2024-06-10 06:02:11 +0000] [7712] [INFO] Listening at: http://127.0.0.1:8100 (7712)
Jun 10 06:02:11 worker-11 gunicorn[7712]: [2024-06-10 06:02:11 +0000] [7712] [INFO] Using worker: sync
Jun 10 06:02:11 worker-11 gunicorn[7715]: [2024-06-10 06:02:11 +0000] [7715] [INFO] Booting worker with pid: 7715
Jun 10 06:02:11 worker-11 gunicorn[7716]: [2024-06-10 06:02:11 +0000] [7716] [INFO] Booting worker with pid: 7716
Jun 10 06:02:11 worker-11 gunicorn[7717]: [2024-06-10 06:02:11 +0000] [7717] [INFO] Booting worker with pid: 7717
Jun 10 06:02:11 worker-11 gunicorn[7718]: [2024-06-10 06:02:11 +0000] [7718] [INFO] Booting worker with pid: 7718
Jun 10 06:02:11 worker-11 systemd[1]: Started report-api.service - Report API (gunicorn).
Jun 13 22:41:07 worker-11 gunicorn[7716]: [2024-06-13 22:41:07 +0000] [7716] [WARNING] slow request GET /v1/reports/monthly?year=2023 took 8.412s
Jun 15 03:10:55 worker-11 gunicorn[7717]: [2024-06-15 03:10:55 +0000] [7717] [WARNING] slow request GET /v1/reports/export?fmt=csv took 11.093s
Jun 17 09:58:20 worker-11 gunicorn[7715]: [2024-06-17 09:58:20 +0000] [7715] [WARNING] slow request GET /v1/reports/monthly?year=2024 took 6.870s"""),
        p.run("systemctl cat report-api", UNIT.format(workers=4)),
        p.run("mkdir -p /etc/systemd/system/report-api.service.d && printf '[Service]\\nEnvironment=LOG_LEVEL=debug\\n' > /etc/systemd/system/report-api.service.d/override.conf", ""),
        p.run("systemctl daemon-reload && systemctl restart report-api", "", duration=3.0),
        p.run("systemctl status report-api --no-pager | head -13", f"""● report-api.service - Report API (gunicorn)
     Loaded: loaded (/etc/systemd/system/report-api.service; enabled; preset: enabled)
    Drop-In: /etc/systemd/system/report-api.service.d
             └─override.conf
     Active: active (running) since Mon 2024-06-17 10:15:02 UTC; 6s ago
   Main PID: 9034 (gunicorn)
      Tasks: 5 (limit: 9387)
     Memory: 97.6M (peak: 98.1M)
        CPU: 1.942s
     CGroup: /system.slice/report-api.service
             ├─9034 {gx} -w 4 --log-level debug -b 127.0.0.1:8100 report_api.app:app
             ├─9037 {gx} -w 4 --log-level debug -b 127.0.0.1:8100 report_api.app:app
             ├─9038 {gx} -w 4 --log-level debug -b 127.0.0.1:8100 report_api.app:app"""),
        p.run("systemctl show report-api -p Environment -p MainPID -p NRestarts -p ActiveEnterTimestamp", """MainPID=9034
NRestarts=0
Environment=WORKERS=4 LOG_LEVEL=debug
ActiveEnterTimestamp=Mon 2024-06-17 10:15:02 UTC"""),
        p.run("journalctl -u report-api --since 10:15 --no-pager | grep -v DEBUG", """Jun 17 10:15:01 worker-11 systemd[1]: Stopping report-api.service - Report API (gunicorn)...
Jun 17 10:15:01 worker-11 gunicorn[7712]: [2024-06-17 10:15:01 +0000] [7712] [INFO] Handling signal: term
Jun 17 10:15:01 worker-11 gunicorn[7716]: [2024-06-17 10:15:01 +0000] [7716] [INFO] Worker exiting (pid: 7716)
Jun 17 10:15:01 worker-11 gunicorn[7715]: [2024-06-17 10:15:01 +0000] [7715] [INFO] Worker exiting (pid: 7715)
Jun 17 10:15:01 worker-11 gunicorn[7718]: [2024-06-17 10:15:01 +0000] [7718] [INFO] Worker exiting (pid: 7718)
Jun 17 10:15:01 worker-11 gunicorn[7717]: [2024-06-17 10:15:01 +0000] [7717] [INFO] Worker exiting (pid: 7717)
Jun 17 10:15:01 worker-11 gunicorn[7712]: [2024-06-17 10:15:01 +0000] [7712] [INFO] Shutting down: Master
Jun 17 10:15:01 worker-11 systemd[1]: report-api.service: Deactivated successfully.
Jun 17 10:15:01 worker-11 systemd[1]: Stopped report-api.service - Report API (gunicorn).
Jun 17 10:15:01 worker-11 systemd[1]: report-api.service: Consumed 2h 14min 11.208s CPU time, 402.7M memory peak.
Jun 17 10:15:01 worker-11 systemd[1]: Starting report-api.service - Report API (gunicorn)...
Jun 17 10:15:02 worker-11 gunicorn[9034]: [2024-06-17 10:15:02 +0000] [9034] [INFO] Starting gunicorn 22.0.0
Jun 17 10:15:02 worker-11 gunicorn[9034]: [2024-06-17 10:15:02 +0000] [9034] [INFO] Listening at: http://127.0.0.1:8100 (9034)
Jun 17 10:15:02 worker-11 gunicorn[9034]: [2024-06-17 10:15:02 +0000] [9034] [INFO] Using worker: sync
Jun 17 10:15:02 worker-11 gunicorn[9037]: [2024-06-17 10:15:02 +0000] [9037] [INFO] Booting worker with pid: 9037
Jun 17 10:15:02 worker-11 gunicorn[9038]: [2024-06-17 10:15:02 +0000] [9038] [INFO] Booting worker with pid: 9038
Jun 17 10:15:02 worker-11 gunicorn[9039]: [2024-06-17 10:15:02 +0000] [9039] [INFO] Booting worker with pid: 9039
Jun 17 10:15:02 worker-11 gunicorn[9040]: [2024-06-17 10:15:02 +0000] [9040] [INFO] Booting worker with pid: 9040
Jun 17 10:15:02 worker-11 systemd[1]: Started report-api.service - Report API (gunicorn)."""),
        p.run("systemctl cat report-api", UNIT.format(workers=8) + """

# /etc/systemd/system/report-api.service.d/override.conf
[Service]
Environment=LOG_LEVEL=debug"""),
        p.run("systemctl is-enabled report-api; systemctl is-active report-api", "enabled\nactive"),
        p.run("systemctl list-units 'report-*' --no-pager", """  UNIT               LOAD   ACTIVE SUB     DESCRIPTION
  report-api.service loaded active running Report API (gunicorn)

Legend: LOAD   → Reflects whether the unit definition was properly loaded.
        ACTIVE → The high-level unit activation state, i.e. generalization of SUB.
        SUB    → The low-level unit activation state, values depend on unit type.

1 loaded units listed. Pass --all to see loaded but inactive units, too.
To show all installed unit files use 'systemctl list-unit-files'."""),
    ]
    rs.add("terminal", "h60-terminal-11", SYSTEM, turns, state=state, bad=True, turn=8,
           kind="the unit file now has Environment=WORKERS=8 while the same file showed WORKERS=4 and only a drop-in for LOG_LEVEL was added (show and the running -w 4 agree on 4)")


# 12 flatpak (less common) - clean: krita updated, VLC uninstalled, unused runtimes removed.
def t12(rs: RowSet) -> None:
    p = Pane("maria", "studio-12", "/home/maria")
    state = p.prompt
    turns = [
        p.run("flatpak list --app --columns=application,version,branch,installation", """Application ID            Version  Branch  Installation
com.obsproject.Studio     30.1.2   stable  system
org.gimp.GIMP             2.10.38  stable  system
org.inkscape.Inkscape     1.3.2    stable  system
org.kde.krita             5.2.2    stable  system
org.videolan.VLC          3.0.21   stable  system"""),
        p.run("flatpak remote-ls --updates flathub --columns=application,version,branch", """Application ID                          Version  Branch
org.kde.krita                           5.2.3    stable
org.freedesktop.Platform.GL.default     24.0.9   23.08
org.freedesktop.Platform.GL.default     24.0.9   23.08-extra"""),
        p.run("flatpak update -y org.kde.krita", """Looking for updates…


        ID                     Branch         Op         Remote          Download
 1. [✓] org.kde.krita          stable         u          flathub         212.4 MB / 236.1 MB

Updates complete.""", duration=60.0),
        p.run("flatpak uninstall -y org.videolan.VLC", """

        ID                             Branch          Op
 1. [-] org.videolan.VLC               stable          r
 2. [-] org.videolan.VLC.Locale        stable          r

Uninstall complete.""", duration=5.0),
        p.run("flatpak uninstall --unused -y", """

These runtimes in installation 'system' are not used by any application and will be removed:

        ID                                           Branch            Op
 1. [-] org.freedesktop.Platform.GL.default          22.08             r
 2. [-] org.freedesktop.Platform.GL.default          22.08-extra       r
 3. [-] org.freedesktop.Platform.openh264            2.2.0             r
 4. [-] org.freedesktop.Platform.Locale              22.08             r
 5. [-] org.freedesktop.Platform                     22.08             r

Uninstall complete.""", duration=10.0),
        p.run("flatpak list --app --columns=application,version", """Application ID            Version
com.obsproject.Studio     30.1.2
org.gimp.GIMP             2.10.38
org.inkscape.Inkscape     1.3.2
org.kde.krita             5.2.3"""),
        p.run("flatpak info org.kde.krita", """
Krita - Digital Painting, Creative Freedom

          ID: org.kde.krita
         Ref: app/org.kde.krita/x86_64/stable
        Arch: x86_64
      Branch: stable
     Version: 5.2.3
     License: GPL-3.0-only
      Origin: flathub
  Collection: org.flathub.Stable
Installation: system
   Installed: 612.8 MB
     Runtime: org.kde.Platform/x86_64/5.15-23.08
         Sdk: org.kde.Sdk/x86_64/5.15-23.08

      Commit: 3be0d4f6c2a91e78b5d0c3f7a8e1b4d9c2f6a0e5b7d3c8f1a9e2b6d4c0f7a3e8
      Parent: 81c9e5a2d7f0b3c6e4a1d8f5b2c9e7a0d3f6b1c4e8a5d2f9b7c0e3a6d1f4b8c2
     Subject: Update to 5.2.3 (e1a7c52d)
        Date: 2024-06-05 11:42:18 +0000"""),
    ]
    rs.add("terminal", "h60-terminal-12", SYSTEM, turns, state=state)


# 13 cron (mainstream) - clean: a job added, another rescheduled, the log and the clock move on.
def t13(rs: RowSet) -> None:
    p = Pane("deploy", "batch-13", "/home/deploy")
    state = p.prompt
    turns = [
        p.run("crontab -l", """# Edit this file to introduce tasks to be run by cron.
# m h  dom mon dow   command
MAILTO=ops-alerts@acme.io
15 2 * * * /opt/batch/bin/rotate.sh >> /var/log/batch/rotate.log 2>&1
0 * * * * /opt/batch/bin/sync-ledger.sh
30 6 * * 1-5 /opt/batch/bin/daily-report.sh --email finance@acme.io
@reboot /opt/batch/bin/warm-cache.sh"""),
        p.run("(crontab -l; echo '*/10 * * * * /opt/batch/bin/healthcheck.sh >/dev/null 2>&1') | crontab -", ""),
        p.run("crontab -l | grep -v '^#'", """MAILTO=ops-alerts@acme.io
15 2 * * * /opt/batch/bin/rotate.sh >> /var/log/batch/rotate.log 2>&1
0 * * * * /opt/batch/bin/sync-ledger.sh
30 6 * * 1-5 /opt/batch/bin/daily-report.sh --email finance@acme.io
@reboot /opt/batch/bin/warm-cache.sh
*/10 * * * * /opt/batch/bin/healthcheck.sh >/dev/null 2>&1"""),
        p.run("crontab -l | sed 's#^0 \\* \\* \\* \\* /opt/batch/bin/sync-ledger.sh#*/30 * * * * /opt/batch/bin/sync-ledger.sh#' | crontab -", ""),
        p.run("crontab -l | grep -n -E 'ledger|health'", """5:*/30 * * * * /opt/batch/bin/sync-ledger.sh
8:*/10 * * * * /opt/batch/bin/healthcheck.sh >/dev/null 2>&1"""),
        p.run("grep CRON /var/log/syslog | tail -5", """Jun 18 09:17:01 batch-13 CRON[70655]: (root) CMD (cd / && run-parts --report /etc/cron.hourly)
Jun 18 10:00:01 batch-13 CRON[71802]: (deploy) CMD (/opt/batch/bin/sync-ledger.sh)
Jun 18 10:00:03 batch-13 CRON[71801]: (CRON) info (No MTA installed, discarding output)
Jun 18 10:17:01 batch-13 CRON[72214]: (root) CMD (cd / && run-parts --report /etc/cron.hourly)
Jun 18 10:20:01 batch-13 CRON[72398]: (deploy) CMD (/opt/batch/bin/healthcheck.sh >/dev/null 2>&1)"""),
        p.run("date", "Tue Jun 18 10:31:12 UTC 2024"),
        p.run("grep -E 'CRON.*\\(deploy\\)' /var/log/syslog | tail -4", """Jun 18 10:00:01 batch-13 CRON[71802]: (deploy) CMD (/opt/batch/bin/sync-ledger.sh)
Jun 18 10:20:01 batch-13 CRON[72398]: (deploy) CMD (/opt/batch/bin/healthcheck.sh >/dev/null 2>&1)
Jun 18 10:30:01 batch-13 CRON[72851]: (deploy) CMD (/opt/batch/bin/healthcheck.sh >/dev/null 2>&1)
Jun 18 10:30:01 batch-13 CRON[72852]: (deploy) CMD (/opt/batch/bin/sync-ledger.sh)"""),
    ]
    rs.add("terminal", "h60-terminal-13", SYSTEM, turns, state=state)


# 14 systemd-run (less common) - contradiction at turn 5: the CPU quota figure does not follow from the CPUQuota that was set.
def t14(rs: RowSet) -> None:
    p = Pane("root", "bench-14", "/root")
    state = p.prompt
    turns = [
        p.run("systemd-run --unit=reindex --property=CPUQuota=200% --property=MemoryMax=2G /usr/local/bin/reindex --all",
              "Running as unit: reindex.service; invocation ID: 5b0e4c2f8a9d4e61b7c3f1a2d9e8b7c6"),
        p.run("systemctl status reindex --no-pager", """● reindex.service - /usr/local/bin/reindex --all
     Loaded: loaded (/run/systemd/transient/reindex.service; transient)
  Transient: yes
     Active: active (running) since Wed 2024-06-19 13:05:48 UTC; 41s ago
   Main PID: 60411 (reindex)
      Tasks: 9 (limit: 38207)
     Memory: 412.3M (max: 2.0G available: 1.5G peak: 418.0M)
        CPU: 1min 21.904s
     CGroup: /system.slice/reindex.service
             └─60411 /usr/local/bin/reindex --all

Jun 19 13:05:48 bench-14 systemd[1]: Started reindex.service - /usr/local/bin/reindex --all.
Jun 19 13:05:48 bench-14 reindex[60411]: reindex 3.2.0: 14 indexes, 48,211,907 documents
Jun 19 13:05:49 bench-14 reindex[60411]: [products] started (8 shards)
Jun 19 13:06:21 bench-14 reindex[60411]: [products] 1,250,000 / 9,802,115 docs (12.8%)"""),
        p.run("systemctl show reindex -p CPUQuotaPerSecUSec -p MemoryMax -p MainPID", """MainPID=60411
MemoryMax=2147483648
CPUQuotaPerSecUSec=2s"""),
        p.run("systemctl set-property --runtime reindex CPUQuota=50%", ""),
        p.run("systemctl show reindex -p CPUQuotaPerSecUSec -p MemoryMax -p MainPID", """MainPID=60411
MemoryMax=2147483648
CPUQuotaPerSecUSec=250ms"""),
        p.run("cat /sys/fs/cgroup/system.slice/reindex.service/cpu.max /sys/fs/cgroup/system.slice/reindex.service/memory.max", "50000 100000\n2147483648"),
        p.run("journalctl -u reindex -n 4 --no-pager", """Jun 19 13:06:21 bench-14 reindex[60411]: [products] 1,250,000 / 9,802,115 docs (12.8%)
Jun 19 13:06:53 bench-14 reindex[60411]: [products] 2,500,000 / 9,802,115 docs (25.5%)
Jun 19 13:07:40 bench-14 reindex[60411]: [products] 3,000,000 / 9,802,115 docs (30.6%)
Jun 19 13:08:55 bench-14 reindex[60411]: [products] 3,750,000 / 9,802,115 docs (38.3%)"""),
    ]
    rs.add("terminal", "h60-terminal-14", SYSTEM, turns, state=state, bad=True, turn=5,
           kind="after CPUQuota=50% systemctl show gives CPUQuotaPerSecUSec=250ms, which does not follow from 50% (500ms; 200% had shown 2s and cpu.max says 50000/100000)")


# 15 pip global installs (mainstream) - clean: requests upgraded, boto3 uninstalled, listings follow.
def t15(rs: RowSet) -> None:
    p = Pane("root", "tools-15", "/root")
    state = p.prompt
    warn = "WARNING: Running pip as the 'root' user can result in broken permissions and conflicting behaviour with the system package manager. It is recommended to use a virtual environment instead: https://pip.pypa.io/warnings/venv"
    site = "/usr/local/lib/python3.10/dist-packages"
    turns = [
        p.run("python3 -m pip list 2>/dev/null | grep -iE 'requests|urllib3|ansible|boto'", """ansible-core          2.15.9
boto3                 1.34.84
botocore              1.34.84
requests              2.31.0
urllib3               1.26.18"""),
        p.run("python3 -m pip install --upgrade requests==2.32.3", f"""Collecting requests==2.32.3
  Downloading requests-2.32.3-py3-none-any.whl (64 kB)
     ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 64.9/64.9 KB 2.1 MB/s eta 0:00:00
Requirement already satisfied: charset-normalizer<4,>=2 in {site} (from requests==2.32.3) (3.3.2)
Requirement already satisfied: idna<4,>=2.5 in {site} (from requests==2.32.3) (3.7)
Requirement already satisfied: urllib3<3,>=1.21.1 in {site} (from requests==2.32.3) (1.26.18)
Requirement already satisfied: certifi>=2017.4.17 in {site} (from requests==2.32.3) (2024.2.2)
Installing collected packages: requests
  Attempting uninstall: requests
    Found existing installation: requests 2.31.0
    Uninstalling requests-2.31.0:
      Successfully uninstalled requests-2.31.0
Successfully installed requests-2.32.3
{warn}""", duration=8.0),
        p.run("python3 -m pip show requests", f"""Name: requests
Version: 2.32.3
Summary: Python HTTP for Humans.
Home-page: https://requests.readthedocs.io
Author: Kenneth Reitz
Author-email: me@kennethreitz.org
License: Apache-2.0
Location: {site}
Requires: certifi, charset-normalizer, idna, urllib3
Required-by: docker, hvac"""),
        p.run("python3 -m pip uninstall -y boto3", f"""Found existing installation: boto3 1.34.84
Uninstalling boto3-1.34.84:
  Successfully uninstalled boto3-1.34.84
{warn}"""),
        p.run("python3 -m pip list --format=freeze 2>/dev/null | grep -iE 'requests|urllib3|ansible|boto'", """ansible-core==2.15.9
botocore==1.34.84
requests==2.32.3
urllib3==1.26.18"""),
        p.run("python3 -m pip check", "No broken requirements found.", duration=3.0),
        p.run("python3 -c 'import requests, urllib3; print(requests.__version__, urllib3.__version__)'", "2.32.3 1.26.18"),
    ]
    rs.add("terminal", "h60-terminal-15", SYSTEM, turns, state=state)


# 16 npm global installs (mainstream) - contradiction at turn 3: a package just installed globally is missing from the global root.
def t16(rs: RowSet) -> None:
    p = Pane("dev", "fe-16", "/home/dev")
    state = p.prompt
    turns = [
        p.run("npm ls -g --depth=0", """/home/dev/.nvm/versions/node/v20.14.0/lib
├── corepack@0.28.1
├── npm@10.7.0
├── typescript@5.4.5
└── yarn@1.22.22"""),
        p.run("npm install -g pnpm@9.1.4", """
added 1 package in 2s

1 package is looking for funding
  run `npm fund` for details""", duration=5.0),
        p.run("ls -l $(npm root -g)", """total 16
drwxr-xr-x  4 dev dev 4096 May 30 09:12 corepack
drwxr-xr-x  7 dev dev 4096 May 30 09:12 npm
drwxr-xr-x  4 dev dev 4096 Jun  3 15:47 typescript
drwxr-xr-x  4 dev dev 4096 Jun  3 15:49 yarn"""),
        p.run("npm uninstall -g yarn", "\nremoved 1 package in 187ms"),
        p.run("npm outdated -g", """Package     Current  Wanted  Latest  Location                 Depended by
npm          10.7.0  10.8.1  10.8.1  node_modules/npm         global
pnpm          9.1.4   9.4.0   9.4.0  node_modules/pnpm        global
typescript    5.4.5   5.5.2   5.5.2  node_modules/typescript  global""", duration=4.0),
        p.run("which pnpm && pnpm --version", "/home/dev/.nvm/versions/node/v20.14.0/bin/pnpm\n9.1.4"),
    ]
    rs.add("terminal", "h60-terminal-16", SYSTEM, turns, state=state, bad=True, turn=3,
           kind="the global node_modules listing lacks pnpm right after npm install -g pnpm@9.1.4 added it")


def compose_ps(rows: list[tuple[str, str, str, str, str, str, str]]) -> str:
    """`docker compose ps` as it aligns its columns."""
    head = ("NAME", "IMAGE", "COMMAND", "SERVICE", "CREATED", "STATUS", "PORTS")
    widths = [max(len(r[i]) for r in [head, *rows]) + 3 for i in range(len(head))]
    return "\n".join("".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in [head, *rows])


# 17 docker compose (mainstream) - contradiction at turn 9: the db container's uptime runs backwards though it never restarted.
def t17(rs: RowSet) -> None:
    p = Pane("deploy", "stage-17", "/home/deploy/shop")
    state = p.prompt
    pg = ("shop-db-1", "postgres:16.3", '"docker-entrypoint.s…"', "db")
    rd = ("shop-redis-1", "redis:7.2-alpine", '"docker-entrypoint.s…"', "redis")
    w0 = ("shop-web-1", "registry.acme.io/shop/web:2.8.0", '"gunicorn -c conf/gu…"', "web")
    w1 = ("shop-web-1", "registry.acme.io/shop/web:2.8.1", '"gunicorn -c conf/gu…"', "web")

    def wk(n: int) -> tuple[str, str, str, str]:
        return (f"shop-worker-{n}", "registry.acme.io/shop/worker:2.8.0", '"celery -A shop work…"', "worker")

    turns = [
        p.run("docker compose ps", compose_ps([
            (*pg, "14 minutes ago", "Up 14 minutes (healthy)", "5432/tcp"),
            (*rd, "14 minutes ago", "Up 14 minutes", "6379/tcp"),
            (*w0, "14 minutes ago", "Up 14 minutes", "0.0.0.0:8000->8000/tcp"),
            (*wk(1), "14 minutes ago", "Up 14 minutes", ""),
        ])),
        p.run("docker compose logs --tail 3 web", """shop-web-1  | [2024-06-20 08:41:55 +0000] [9] [INFO] Booting worker with pid: 9
shop-web-1  | 172.19.0.1 - - [20/Jun/2024:08:52:10 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "curl/8.5.0"
shop-web-1  | 172.19.0.1 - - [20/Jun/2024:08:55:37 +0000] "GET /api/cart/7731 HTTP/1.1" 200 418 "-" "Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0\""""),
        p.run("sed -i 's/^WEB_VERSION=.*/WEB_VERSION=2.8.1/' .env && grep -n VERSION .env", "3:WEB_VERSION=2.8.1"),
        p.run("docker compose pull web", """[+] Pulling 5/5
 ✔ web Pulled                                                                   6.4s
   ✔ 2cc3ae149d28 Already exists                                                0.0s
   ✔ 81a2f0c7d4b9 Already exists                                                0.0s
   ✔ c5e07b3a1f62 Pull complete                                                 4.1s
   ✔ 4d9b8e2f0a57 Pull complete                                                 4.9s""", duration=10.0),
        p.run("docker compose up -d web", """[+] Running 3/3
 ✔ Container shop-redis-1  Running                                              0.0s
 ✔ Container shop-db-1     Healthy                                              0.6s
 ✔ Container shop-web-1    Started                                             11.2s""", duration=15.0),
        p.run("docker compose ps", compose_ps([
            (*pg, "17 minutes ago", "Up 17 minutes (healthy)", "5432/tcp"),
            (*rd, "17 minutes ago", "Up 17 minutes", "6379/tcp"),
            (*w1, "2 seconds ago", "Up 1 second", "0.0.0.0:8000->8000/tcp"),
            (*wk(1), "17 minutes ago", "Up 17 minutes", ""),
        ])),
        p.run("docker compose up -d --scale worker=3", """[+] Running 6/6
 ✔ Container shop-redis-1   Running                                             0.0s
 ✔ Container shop-db-1      Healthy                                             0.5s
 ✔ Container shop-worker-1  Running                                             0.0s
 ✔ Container shop-web-1     Running                                             0.0s
 ✔ Container shop-worker-2  Started                                             1.4s
 ✔ Container shop-worker-3  Started                                             1.5s""", duration=5.0),
        p.run("docker compose logs --tail 1 worker", """shop-worker-3  | [2024-06-20 09:00:48,113: INFO/MainProcess] celery@3b1e9a0c7f24 ready.
shop-worker-2  | [2024-06-20 09:00:47,982: INFO/MainProcess] celery@d82f4a6e1c05 ready.
shop-worker-1  | [2024-06-20 08:59:12,406: INFO/ForkPoolWorker-2] Task shop.tasks.send_receipt[5f2ac1e0-7b3d-4c9e-a816-02d4e9b7f153] succeeded in 0.412s: None"""),
        p.run("docker compose ps", compose_ps([
            (*pg, "20 minutes ago", "Up 6 minutes (healthy)", "5432/tcp"),
            (*rd, "20 minutes ago", "Up 20 minutes", "6379/tcp"),
            (*w1, "3 minutes ago", "Up 3 minutes", "0.0.0.0:8000->8000/tcp"),
            (*wk(1), "20 minutes ago", "Up 20 minutes", ""),
            (*wk(2), "About a minute ago", "Up About a minute", ""),
            (*wk(3), "About a minute ago", "Up About a minute", ""),
        ])),
        p.run("docker inspect shop-db-1 --format '{{.RestartCount}} {{.State.StartedAt}} {{.State.Health.Status}}'", "0 2024-06-20T08:41:52.318804215Z healthy"),
        p.run("docker compose stop worker", """[+] Stopping 3/3
 ✔ Container shop-worker-2  Stopped                                             3.2s
 ✔ Container shop-worker-3  Stopped                                             3.1s
 ✔ Container shop-worker-1  Stopped                                             3.4s""", duration=5.0),
    ]
    rs.add("terminal", "h60-terminal-17", SYSTEM, turns, state=state, bad=True, turn=9,
           kind="shop-db-1 shows Up 6 minutes after having been up 14 and 17 minutes, with no restart of db in between (restart count 0, started 08:41:52)")


# 18 kubectl against a local kind cluster (mainstream) - clean: image rollout, scale up, a deleted pod replaced.
def t18(rs: RowSet) -> None:
    p = Pane("dev", "k8s-18", "/home/dev")
    state = p.prompt
    turns = [
        p.run("kubectl config current-context", "kind-dev"),
        p.run("kubectl get nodes -o wide", """NAME                STATUS   ROLES           AGE   VERSION   INTERNAL-IP   EXTERNAL-IP   OS-IMAGE                         KERNEL-VERSION     CONTAINER-RUNTIME
dev-control-plane   Ready    control-plane   3d    v1.30.0   172.18.0.3    <none>        Debian GNU/Linux 12 (bookworm)   6.8.0-35-generic   containerd://1.7.15
dev-worker          Ready    <none>          3d    v1.30.0   172.18.0.2    <none>        Debian GNU/Linux 12 (bookworm)   6.8.0-35-generic   containerd://1.7.15
dev-worker2         Ready    <none>          3d    v1.30.0   172.18.0.4    <none>        Debian GNU/Linux 12 (bookworm)   6.8.0-35-generic   containerd://1.7.15"""),
        p.run("kubectl -n shop get deploy,rs", """NAME                   READY   UP-TO-DATE   AVAILABLE   AGE
deployment.apps/cart   2/2     2            2           3d

NAME                              DESIRED   CURRENT   READY   AGE
replicaset.apps/cart-7d9f8b6c5d   2         2         2       3d"""),
        p.run("kubectl -n shop get pods -o wide", """NAME                    READY   STATUS    RESTARTS     AGE   IP           NODE          NOMINATED NODE   READINESS GATES
cart-7d9f8b6c5d-4xq2m   1/1     Running   0            3d    10.244.1.7   dev-worker    <none>           <none>
cart-7d9f8b6c5d-h8zkp   1/1     Running   1 (2d ago)   3d    10.244.2.5   dev-worker2   <none>           <none>"""),
        p.run("kubectl -n shop set image deploy/cart cart=ghcr.io/acme/cart:1.9.0", "deployment.apps/cart image updated"),
        p.run("kubectl -n shop rollout status deploy/cart", """Waiting for deployment "cart" rollout to finish: 1 out of 2 new replicas have been updated...
Waiting for deployment "cart" rollout to finish: 1 out of 2 new replicas have been updated...
Waiting for deployment "cart" rollout to finish: 1 old replicas are pending termination...
Waiting for deployment "cart" rollout to finish: 1 old replicas are pending termination...
deployment "cart" successfully rolled out""", duration=30.0),
        p.run("kubectl -n shop get pods -o wide", """NAME                   READY   STATUS    RESTARTS   AGE   IP            NODE          NOMINATED NODE   READINESS GATES
cart-6b5c4d8f9-r2vtn   1/1     Running   0          31s   10.244.2.9    dev-worker2   <none>           <none>
cart-6b5c4d8f9-x7k2p   1/1     Running   0          18s   10.244.1.11   dev-worker    <none>           <none>"""),
        p.run("kubectl -n shop scale deploy/cart --replicas=3", "deployment.apps/cart scaled"),
        p.run("kubectl -n shop get rs", """NAME              DESIRED   CURRENT   READY   AGE
cart-6b5c4d8f9    3         3         2       52s
cart-7d9f8b6c5d   0         0         0       3d"""),
        p.run("kubectl -n shop rollout history deploy/cart", """deployment.apps/cart
REVISION  CHANGE-CAUSE
1         <none>
2         <none>
"""),
        p.run("kubectl -n shop delete pod cart-6b5c4d8f9-x7k2p", 'pod "cart-6b5c4d8f9-x7k2p" deleted', duration=3.0),
        p.run("kubectl -n shop get pods", """NAME                   READY   STATUS    RESTARTS   AGE
cart-6b5c4d8f9-kd8wz   1/1     Running   0          6s
cart-6b5c4d8f9-r2vtn   1/1     Running   0          97s
cart-6b5c4d8f9-tq5hb   1/1     Running   0          47s"""),
    ]
    rs.add("terminal", "h60-terminal-18", SYSTEM, turns, state=state)


# 19 git on a server repository (mainstream) - contradiction at turn 6: a renamed branch is listed under its old name again.
def t19(rs: RowSet) -> None:
    p = Pane("git", "git-19", "/srv/git/payments.git")
    state = p.prompt
    turns = [
        p.run("git branch", """  hotfix/ledger-rounding
* main
  release-2.3
  release-2.4"""),
        p.run("git log --oneline -5 main", """e41b7c2 (HEAD -> main) Merge branch 'hotfix/ledger-rounding'
9a0d3f8 (hotfix/ledger-rounding) ledger: round half-even on settlement totals
c7e2b19 (tag: v2.4.1, release-2.4) release 2.4.1
4f8a61d api: paginate /v2/payouts
a41c9e2 (tag: v2.4.0) release 2.4.0"""),
        p.run("git branch -m release-2.3 release/2.3", ""),
        p.run("git for-each-ref --format='%(refname:short) %(objectname:short) %(committerdate:short)' refs/heads/", """hotfix/ledger-rounding 9a0d3f8 2024-06-18
main e41b7c2 2024-06-19
release-2.4 c7e2b19 2024-06-12
release/2.3 3d5f0a7 2024-04-30"""),
        p.run("git tag --contains a41c9e2", "v2.4.0\nv2.4.1"),
        p.run("git branch -v", """  hotfix/ledger-rounding 9a0d3f8 ledger: round half-even on settlement totals
* main                   e41b7c2 Merge branch 'hotfix/ledger-rounding'
  release-2.3            3d5f0a7 release 2.3.7
  release-2.4            c7e2b19 release 2.4.1"""),
        p.run("git count-objects -vH", """count: 0
size: 0 bytes
in-pack: 18342
packs: 3
size-pack: 41.27 MiB
prune-packable: 0
garbage: 0
size-garbage: 0 bytes"""),
        p.run("git log --oneline -3 release/2.3", """3d5f0a7 (tag: v2.3.7, release/2.3) release 2.3.7
b82c4e1 settlement: backport currency rounding fix
06ad9f3 (tag: v2.3.6) release 2.3.6"""),
    ]
    rs.add("terminal", "h60-terminal-19", SYSTEM, turns, state=state, bad=True, turn=6,
           kind="git branch -v lists release-2.3 although it was renamed to release/2.3 and for-each-ref showed only the new name")


# 20 at (less common) - clean: jobs queued, one removed, one run and gone from the queue.
def t20(rs: RowSet) -> None:
    p = Pane("ops", "maint-20", "/home/ops")
    state = p.prompt
    turns = [
        p.run("atq", "14\tTue Jun 11 23:00:00 2024 a ops\n15\tWed Jun 12 02:30:00 2024 a ops"),
        p.run("at -c 15 | tail -8", "cd /home/ops || {\n\t echo 'Execution directory inaccessible' >&2\n\t exit 1\n}\n"
              "${SHELL:-/bin/sh} << 'marcinDELIMITER0b5e2a7c'\n/opt/maint/bin/vacuum-db.sh --full\n\nmarcinDELIMITER0b5e2a7c"),
        p.run("echo '/opt/maint/bin/rotate-certs.sh' | at 04:15 tomorrow", "warning: commands will be executed using /bin/sh\njob 16 at Wed Jun 12 04:15:00 2024"),
        p.run("atrm 14 && atq", "15\tWed Jun 12 02:30:00 2024 a ops\n16\tWed Jun 12 04:15:00 2024 a ops"),
        p.run("echo '/home/ops/bin/flush-cache.sh' | at -q c now + 2 minutes", "warning: commands will be executed using /bin/sh\njob 17 at Tue Jun 11 16:44:00 2024"),
        p.run("atq", "15\tWed Jun 12 02:30:00 2024 a ops\n16\tWed Jun 12 04:15:00 2024 a ops\n17\tTue Jun 11 16:44:00 2024 c ops"),
        p.run("sleep 150; atq", "15\tWed Jun 12 02:30:00 2024 a ops\n16\tWed Jun 12 04:15:00 2024 a ops", duration=155.0),
        p.run("date; grep 'atd\\[' /var/log/syslog | tail -2", """Tue Jun 11 16:45:31 UTC 2024
Jun 11 16:44:00 maint-20 atd[91244]: pam_unix(atd:session): session opened for user ops(uid=1001) by (uid=1)
Jun 11 16:44:03 maint-20 atd[91244]: pam_unix(atd:session): session closed for user ops"""),
    ]
    rs.add("terminal", "h60-terminal-20", SYSTEM, turns, state=state)


# 21 pgrep and pstree (less common) - contradiction at turn 11: a process that was killed and gone shows up in the tree again.
def t21(rs: RowSet) -> None:
    p = Pane("root", "backup-21", "/root")
    state = p.prompt
    www = "rsync -a /srv/www/ /mnt/usb/www/"
    media = "rsync -aH --delete /srv/media/ backup@nas:/vol/media/"
    turns = [
        p.run("pgrep -a rsync", f"11802 {www}\n11803 {www}\n11804 {www}\n20417 {media}"),
        p.run("pstree -ap 11802", """rsync,11802 -a /srv/www/ /mnt/usb/www/
  └─rsync,11803 -a /srv/www/ /mnt/usb/www/
      └─rsync,11804 -a /srv/www/ /mnt/usb/www/"""),
        p.run("ps -o pid,ppid,stat,lstart,wchan:16,cmd -p 11802,11803,11804", f"""    PID    PPID STAT                  STARTED WCHAN            CMD
  11802       1 S    Mon Jun 10 02:00:01 2024 do_select        {www}
  11803   11802 D    Mon Jun 10 02:00:01 2024 io_schedule      {www}
  11804   11803 S    Mon Jun 10 02:00:01 2024 do_select        {www}"""),
        p.run("pstree -s -p 20417", "systemd(1)───cron(812)───cron(20411)───sh(20412)───backup-media.sh(20413)───rsync(20417)───ssh(20418)"),
        p.run("dmesg -T | tail -4", """[Tue Jun 11 09:12:44 2024] usb 2-1: reset SuperSpeed USB device number 3 using xhci_hcd
[Tue Jun 11 09:13:15 2024] sd 6:0:0:0: [sdb] tag#4 FAILED Result: hostbyte=DID_TIME_OUT driverbyte=DRIVER_OK cmd_age=30s
[Tue Jun 11 09:13:15 2024] I/O error, dev sdb, sector 1953521664 op 0x1:(WRITE) flags 0x800 phys_seg 8 prio class 2
[Tue Jun 11 09:14:02 2024] INFO: task rsync:11803 blocked for more than 120 seconds."""),
        p.run("kill 11802 11803 11804; sleep 2; pgrep -a rsync", f"11803 {www}\n20417 {media}", duration=3.0),
        p.run("ps -o pid,ppid,stat,wchan:16 -p 11803", """    PID    PPID STAT WCHAN
  11803       1 D    io_schedule"""),
        p.run("echo 1 > /sys/block/sdb/device/delete; sleep 3; pgrep -a rsync", f"20417 {media}", duration=5.0),
        p.run("pgrep -c rsync", "1"),
        p.run("pstree -p 812", "cron(812)───cron(20411)───sh(20412)───backup-media.sh(20413)───rsync(20417)───ssh(20418)"),
        p.run("pstree -p 1 | grep -E 'cron|rsync'", """           |-cron(812)---cron(20411)---sh(20412)---backup-media.sh(20413)---rsync(20417)---ssh(20418)
           |-rsync(11803)"""),
        p.run("ps -o pid,etime,stat,cmd -p 20417", f"""    PID     ELAPSED STAT CMD
  20417       41:26 S    {media}"""),
    ]
    rs.add("terminal", "h60-terminal-21", SYSTEM, turns, state=state, bad=True, turn=11,
           kind="pstree shows rsync(11803) again although it died when sdb was deleted and pgrep had since listed only 20417 (count 1)")


# 22 helm (less common) - clean: upgrade to a new chart version as revision 4, rollback to 3 recorded as revision 5.
def t22(rs: RowSet) -> None:
    p = Pane("dev", "k8s-22", "/home/dev")
    state = p.prompt
    values = """USER-SUPPLIED VALUES:
architecture: standalone
auth:
  enabled: false
master:
  persistence:
    size: 2Gi"""
    turns = [
        p.run("helm list -A", """NAME         	NAMESPACE    	REVISION	UPDATED                                	STATUS  	CHART               	APP VERSION
ingress-nginx	ingress-nginx	1       	2024-06-03 10:22:41.118204 +0200 CEST  	deployed	ingress-nginx-4.10.1	1.10.1
redis        	cache        	3       	2024-06-12 16:05:09.447913 +0200 CEST  	deployed	redis-19.5.2        	7.2.5      """),
        p.run("helm -n cache get values redis", values),
        p.run("helm -n cache upgrade redis bitnami/redis --version 19.6.0 --reuse-values --set master.resources.limits.memory=512Mi", """Release "redis" has been upgraded. Happy Helming!
NAME: redis
LAST DEPLOYED: Thu Jun 20 11:14:52 2024
NAMESPACE: cache
STATUS: deployed
REVISION: 4
TEST SUITE: None
NOTES:
CHART NAME: redis
CHART VERSION: 19.6.0
APP VERSION: 7.2.5

** Please be patient while the chart is being deployed **

Redis&reg; can be accessed via port 6379 on the following DNS name from within your cluster:

    redis-master.cache.svc.cluster.local



To connect to your Redis&reg; server:

1. Run a Redis&reg; pod that you can use as a client:

   kubectl run --namespace cache redis-client --restart='Never'  --image docker.io/bitnami/redis:7.2.5-debian-12-r0 --command -- sleep infinity""", duration=6.0),
        p.run("helm -n cache history redis", """REVISION	UPDATED                 	STATUS    	CHART       	APP VERSION	DESCRIPTION
1       	Mon Jun  3 10:31:07 2024	superseded	redis-19.3.2	7.2.4      	Install complete
2       	Wed Jun 12 15:48:33 2024	superseded	redis-19.5.2	7.2.5      	Upgrade complete
3       	Wed Jun 12 16:05:09 2024	superseded	redis-19.5.2	7.2.5      	Upgrade complete
4       	Thu Jun 20 11:14:52 2024	deployed  	redis-19.6.0	7.2.5      	Upgrade complete"""),
        p.run("kubectl -n cache get pods,pvc", """NAME                 READY   STATUS    RESTARTS   AGE
pod/redis-master-0   1/1     Running   0          41s

NAME                                              STATUS   VOLUME                                     CAPACITY   ACCESS MODES   STORAGECLASS   VOLUMEATTRIBUTESCLASS   AGE
persistentvolumeclaim/redis-data-redis-master-0   Bound    pvc-3e7a1c95-0b4d-4f2e-9c81-6d2a5f07b3e4   2Gi        RWO            standard       <unset>                 17d"""),
        p.run("helm -n cache rollback redis 3", "Rollback was a success! Happy Helming!", duration=5.0),
        p.run("helm -n cache history redis --max 3", """REVISION	UPDATED                 	STATUS    	CHART       	APP VERSION	DESCRIPTION
3       	Wed Jun 12 16:05:09 2024	superseded	redis-19.5.2	7.2.5      	Upgrade complete
4       	Thu Jun 20 11:14:52 2024	superseded	redis-19.6.0	7.2.5      	Upgrade complete
5       	Thu Jun 20 11:17:26 2024	deployed  	redis-19.5.2	7.2.5      	Rollback to 3   """),
        p.run("helm -n cache get values redis", values),
        p.run("helm list -n cache", """NAME 	NAMESPACE	REVISION	UPDATED                                	STATUS  	CHART       	APP VERSION
redis	cache    	5       	2024-06-20 11:17:26.902114 +0200 CEST  	deployed	redis-19.5.2	7.2.5      """),
    ]
    rs.add("terminal", "h60-terminal-22", SYSTEM, turns, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
