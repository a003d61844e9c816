# ruff: noqa: E501, W291
"""holdout7, terminal part: 22 hand-written terminal trajectories for the decoherence-warning evaluation.

Written from knowledge of what real tools print (git, pip, tar/rsync, nginx logs, docker compose,
systemd/PostgreSQL, sqlite3, redis-cli, crontab/borg, at, ZFS, npm/vite, cmake/make, logrotate,
kubectl), WITHOUT reading the detectors, their rules, or any earlier labeled set. Eleven trajectories
carry exactly one contradiction (the label names the 1-based turn whose observation contradicts an
earlier one); eleven are clean but full of changes that the agent's own actions or passing time explain.
Half use mainstream tasks (git, pip, docker, systemd, npm, make), half less common tools.

Run: ``.venv/bin/python -m tests.decoherence.independent.holdout7_parts.terminal.make``; it writes
``terminal_test.jsonl`` and ``labels.json`` next to this file. Deterministic (no randomness, no clock).
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet

OUT = Path(__file__).resolve().parent

SYSTEM = ("You are a terminal world model. An agent sends keystrokes to a Linux shell running in a tmux pane, as a "
          "JSON list of {keystrokes, duration} objects. Reply, after **Environment Observation:**, with the text the "
          "pane shows once the keys are processed and the duration has passed. Keep the filesystem, processes, "
          "environment variables and the clock consistent with everything the session has shown so far.")


def act(*items: tuple[str, float]) -> str:
    return "```json\n" + json.dumps([{"keystrokes": k, "duration": d} for k, d in items], indent=2) + "\n```"


class Term:
    """A shell (or REPL) in a tmux pane. ``ps1`` is the prompt as printed; each observation shows the
    prompt line with the typed command, the output, then the next prompt (unless the command still runs)."""

    def __init__(self, ps1: str) -> None:
        self.ps1 = ps1
        self.turns: list[tuple[str, str]] = []
        self._pending: tuple[str, str, str] | None = None  # (prompt, cmd, screen so far)

    def run(self, cmd: str, out: str = "", dur: float = 1.0, ps1: str | None = None) -> None:
        before = self.ps1
        if ps1 is not None:
            self.ps1 = ps1
        body = out.strip("\n")
        text = f"{before} {cmd}\n" + (body + "\n" if body else "") + self.ps1
        self.turns.append((act((cmd + "\n", dur)), text))

    def start(self, cmd: str, partial: str = "", dur: float = 1.0) -> None:
        """A long command: the observation catches it still running."""
        screen = partial.strip("\n")
        self._pending = (self.ps1, cmd, screen)
        self.turns.append((act((cmd + "\n", dur)), f"{self.ps1} {cmd}" + ("\n" + screen if screen else "")))

    def wait(self, more: str = "", dur: float = 5.0, done: bool = False) -> None:
        assert self._pending is not None
        before, cmd, screen = self._pending
        more = more.strip("\n")
        screen = "\n".join(x for x in (screen, more) if x)
        text = f"{before} {cmd}" + ("\n" + screen if screen else "")
        if done:
            text += "\n" + self.ps1
            self._pending = None
        else:
            self._pending = (before, cmd, screen)
        self.turns.append((act(("", dur)), text))


def columns(headers: list[str], rows: list[list[object]]) -> str:
    """sqlite3's `.mode column` with headers: every column padded to its widest cell, two spaces apart."""
    cells = [headers] + [[str(c) for c in r] for r in rows]
    w = [max(len(r[i]) for r in cells) for i in range(len(headers))]
    line = lambda r: "  ".join(c.ljust(w[i]) for i, c in enumerate(r))  # noqa: E731
    return "\n".join([line(headers), line(["-" * x for x in w])] + [line(r) for r in cells[1:]])


RS = RowSet(OUT)


def add(n: int, t: Term, state: str | None = None, bad_turn: int | None = None, kind: str = "clean") -> None:
    RS.add("terminal", f"h7-terminal-{n:02d}", SYSTEM, t.turns, state=state if state is not None else _first_prompt[n],
           bad=bad_turn is not None, turn=bad_turn, kind=kind if bad_turn is not None else "clean")


_first_prompt: dict[int, str] = {}


def term(n: int, ps1: str) -> Term:
    _first_prompt[n] = ps1
    return Term(ps1)


# ---------------------------------------------------------------------------------------------------------------
# BAD 01 (mainstream, git): commit, push, tag; the short hash of the tagged commit drifts by one character.
t = term(1, "root@7c1e0a9b3d42:/app#")
t.run("git status", """On branch main
Your branch is up to date with 'origin/main'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   src/server.py

no changes added to commit (use "git add" and/or "git commit -a")""")
t.run("git diff --stat", """ src/server.py | 6 ++++--
 1 file changed, 4 insertions(+), 2 deletions(-)""")
t.run('git add src/server.py && git commit -m "Handle SIGTERM gracefully in server loop"', """[main 4b7e21c] Handle SIGTERM gracefully in server loop
 1 file changed, 4 insertions(+), 2 deletions(-)""")
t.run("git log --oneline -3", """4b7e21c (HEAD -> main) Handle SIGTERM gracefully in server loop
9a03f5d (origin/main, origin/HEAD) Bump version to 1.4.2
e61c88a Add /healthz endpoint""")
t.run("git push origin main", """Enumerating objects: 7, done.
Counting objects: 100% (7/7), done.
Delta compression using up to 8 threads
Compressing objects: 100% (4/4), done.
Writing objects: 100% (4/4), 512 bytes | 512.00 KiB/s, done.
Total 4 (delta 3), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (3/3), completed with 3 local objects.
To github.com:acme/ingest-svc.git
   9a03f5d..4b7e21c  main -> main""", dur=3.0)
t.run('git tag -a v1.4.3 -m "Release 1.4.3" && git push origin v1.4.3', """Enumerating objects: 1, done.
Counting objects: 100% (1/1), done.
Writing objects: 100% (1/1), 171 bytes | 171.00 KiB/s, done.
Total 1 (delta 0), reused 0 (delta 0), pack-reused 0
To github.com:acme/ingest-svc.git
 * [new tag]         v1.4.3 -> v1.4.3""", dur=3.0)
t.run("git show --stat v1.4.3", """tag v1.4.3
Tagger: Dana Reyes <dana@acme.io>
Date:   Tue Mar 11 10:42:18 2025 +0000

Release 1.4.3

commit 4b7e21c0f3a9d58e2c17b64a90d3e5f1c82a6b19 (HEAD -> main, tag: v1.4.3, origin/main, origin/HEAD)
Author: Dana Reyes <dana@acme.io>
Date:   Tue Mar 11 10:39:54 2025 +0000

    Handle SIGTERM gracefully in server loop

 src/server.py | 6 ++++--
 1 file changed, 4 insertions(+), 2 deletions(-)""")
t.run("git log --oneline --decorate -2", """4b7e91c (HEAD -> main, tag: v1.4.3, origin/main, origin/HEAD) Handle SIGTERM gracefully in server loop
9a03f5d Bump version to 1.4.2""")
t.run("git describe --tags", "v1.4.3")
add(1, t, bad_turn=8, kind="hash_changed")

# ---------------------------------------------------------------------------------------------------------------
# BAD 02 (mainstream, pip in a venv): urllib3's version drifts between pip list / freeze and pip show.
t = term(2, "root@e5a90c13f7b8:/app#")
V = "(.venv) root@e5a90c13f7b8:/app#"
NOTICE = """
[notice] A new release of pip is available: 24.0 -> 25.0.1
[notice] To update, run: pip install --upgrade pip"""
t.run("python3 -m venv .venv && . .venv/bin/activate", "", dur=3.0, ps1=V)
t.run("pip install requests==2.31.0", """Collecting requests==2.31.0
  Downloading requests-2.31.0-py3-none-any.whl.metadata (4.6 kB)
Collecting charset-normalizer<4,>=2 (from requests==2.31.0)
  Downloading charset_normalizer-3.4.1-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (35 kB)
Collecting idna<4,>=2.5 (from requests==2.31.0)
  Downloading idna-3.10-py3-none-any.whl.metadata (10 kB)
Collecting urllib3<3,>=1.21.1 (from requests==2.31.0)
  Downloading urllib3-2.3.0-py3-none-any.whl.metadata (6.5 kB)
Collecting certifi>=2017.4.17 (from requests==2.31.0)
  Downloading certifi-2025.1.31-py3-none-any.whl.metadata (2.5 kB)
Downloading requests-2.31.0-py3-none-any.whl (62 kB)
   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 62.6/62.6 kB 4.1 MB/s eta 0:00:00
Downloading certifi-2025.1.31-py3-none-any.whl (166 kB)
   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 166.4/166.4 kB 9.8 MB/s eta 0:00:00
Downloading charset_normalizer-3.4.1-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (145 kB)
   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 145.3/145.3 kB 12.6 MB/s eta 0:00:00
Downloading idna-3.10-py3-none-any.whl (70 kB)
   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 70.4/70.4 kB 8.9 MB/s eta 0:00:00
Downloading urllib3-2.3.0-py3-none-any.whl (128 kB)
   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 128.4/128.4 kB 11.2 MB/s eta 0:00:00
Installing collected packages: urllib3, idna, charset-normalizer, certifi, requests
Successfully installed certifi-2025.1.31 charset-normalizer-3.4.1 idna-3.10 requests-2.31.0 urllib3-2.3.0
""" + NOTICE, dur=8.0)
t.run("pip install httpx==0.27.2", """Collecting httpx==0.27.2
  Downloading httpx-0.27.2-py3-none-any.whl.metadata (7.1 kB)
Collecting anyio (from httpx==0.27.2)
  Downloading anyio-4.8.0-py3-none-any.whl.metadata (4.6 kB)
Requirement already satisfied: certifi in ./.venv/lib/python3.12/site-packages (from httpx==0.27.2) (2025.1.31)
Collecting httpcore==1.* (from httpx==0.27.2)
  Downloading httpcore-1.0.7-py3-none-any.whl.metadata (21 kB)
Requirement already satisfied: idna in ./.venv/lib/python3.12/site-packages (from httpx==0.27.2) (3.10)
Collecting sniffio (from httpx==0.27.2)
  Downloading sniffio-1.3.1-py3-none-any.whl.metadata (3.9 kB)
Collecting h11<0.15,>=0.13 (from httpcore==1.*->httpx==0.27.2)
  Downloading h11-0.14.0-py3-none-any.whl.metadata (8.2 kB)
Downloading httpx-0.27.2-py3-none-any.whl (76 kB)
Downloading httpcore-1.0.7-py3-none-any.whl (78 kB)
Downloading anyio-4.8.0-py3-none-any.whl (96 kB)
Downloading sniffio-1.3.1-py3-none-any.whl (10 kB)
Downloading h11-0.14.0-py3-none-any.whl (58 kB)
Installing collected packages: sniffio, h11, httpcore, anyio, httpx
Successfully installed anyio-4.8.0 h11-0.14.0 httpcore-1.0.7 httpx-0.27.2 sniffio-1.3.1
""" + NOTICE, dur=6.0)
t.run("pip list", """Package            Version
------------------ ---------
anyio              4.8.0
certifi            2025.1.31
charset-normalizer 3.4.1
h11                0.14.0
httpcore           1.0.7
httpx              0.27.2
idna               3.10
pip                24.0
requests           2.31.0
sniffio            1.3.1
urllib3            2.3.0
""" + NOTICE, dur=2.0)
t.run("pip freeze > requirements.txt && cat requirements.txt", """anyio==4.8.0
certifi==2025.1.31
charset-normalizer==3.4.1
h11==0.14.0
httpcore==1.0.7
httpx==0.27.2
idna==3.10
requests==2.31.0
sniffio==1.3.1
urllib3==2.3.0""")
t.run("python -c \"import requests, httpx; print(requests.__version__, httpx.__version__)\"", "2.31.0 0.27.2")
t.run("pip show requests", """Name: requests
Version: 2.31.0
Summary: Python HTTP for Humans.
Home-page: https://requests.readthedocs.io
Author: Kenneth Reitz
Author-email: me@kennethreitz.org
License: Apache 2.0
Location: /app/.venv/lib/python3.12/site-packages
Requires: certifi, charset-normalizer, idna, urllib3
Required-by: """)
t.run("pip show urllib3", """Name: urllib3
Version: 2.2.3
Summary: HTTP library with thread-safe connection pooling, file post, and more.
Home-page: 
Author: 
Author-email: Andrey Petrov <andrey.petrov@shazow.net>
License: 
Location: /app/.venv/lib/python3.12/site-packages
Requires: 
Required-by: requests""")
add(2, t, bad_turn=8, kind="version_changed")

# ---------------------------------------------------------------------------------------------------------------
# BAD 03 (mainstream, tar + sha256 + rsync): the archive's byte size drifts in rsync's report.
t = term(3, "deploy@web-01:~/releases$")
ARCH = "site-2025-03-11.tar.gz"
t.run("du -sh data/", "212M\tdata/")
t.run(f"tar czf {ARCH} data/", "", dur=15.0)
t.run(f"ls -l {ARCH}", f"-rw-rw-r-- 1 deploy deploy 48213760 Mar 11 09:14 {ARCH}")
t.run(f"sha256sum {ARCH} > {ARCH}.sha256 && cat {ARCH}.sha256",
      f"9d41c07be2a85f3e61b0c4d7a28e95f1036cb7d4e8a2f9105c6d3b7e40a18f52  {ARCH}")
t.run(f"tar tzf {ARCH} | wc -l", "1297", dur=3.0)
t.run("ls -lh", f"""total 46M
drwxrwxr-x 14 deploy deploy 4.0K Mar 10 17:02 data
-rw-rw-r--  1 deploy deploy  46M Mar 11 09:14 {ARCH}
-rw-rw-r--  1 deploy deploy   89 Mar 11 09:15 {ARCH}.sha256""")
t.run(f"sha256sum -c {ARCH}.sha256", f"{ARCH}: OK", dur=2.0)
t.run(f"rsync -av --progress {ARCH}* backup@nas.lan:/volume1/backups/web-01/", f"""sending incremental file list
{ARCH}
     48,213,670 100%   61.35MB/s    0:00:00 (xfr#1, to-chk=1/2)
{ARCH}.sha256
             89 100%    0.12kB/s    0:00:00 (xfr#2, to-chk=0/2)

sent 48,225,540 bytes  received 54 bytes  19,290,237.60 bytes/sec
total size is 48,213,759  speedup is 1.00""", dur=5.0)
t.run("ssh backup@nas.lan 'ls /volume1/backups/web-01/ | tail -n 3'", f"""site-2025-03-10.tar.gz.sha256
{ARCH}
{ARCH}.sha256""", dur=2.0)
add(3, t, bad_turn=8, kind="size_changed")

# ---------------------------------------------------------------------------------------------------------------
# BAD 04 (mainstream, freeing disk from nginx logs): a deleted rotated log is listed again.
t = term(4, "root@web-02:~#")
t.run("df -h /", """Filesystem      Size  Used Avail Use% Mounted on
/dev/root        20G   18G  1.2G  94% /""")
t.run("ls -la /var/log/nginx/", """total 820092
drwxr-xr-x  2 root     adm          4096 Mar 11 00:00 .
drwxrwxr-x 12 root     syslog       4096 Mar 11 00:00 ..
-rw-r-----  1 www-data adm      61245112 Mar 11 09:52 access.log
-rw-r-----  1 www-data adm     402118337 Mar 11 00:00 access.log.1
-rw-r-----  1 www-data adm     187334020 Mar 10 00:00 access.log.2.gz
-rw-r-----  1 www-data adm     179002415 Mar  9 00:00 access.log.3.gz
-rw-r-----  1 www-data adm       1204877 Mar 11 09:50 error.log
-rw-r-----  1 www-data adm       8331904 Mar 11 00:00 error.log.1
-rw-r-----  1 www-data adm        512770 Mar 10 00:00 error.log.2.gz""")
t.run("rm /var/log/nginx/access.log.2.gz /var/log/nginx/access.log.3.gz /var/log/nginx/error.log.2.gz")
t.run("df -h /", """Filesystem      Size  Used Avail Use% Mounted on
/dev/root        20G   18G  1.6G  92% /""")
t.run("systemctl reload nginx")
t.run("grep -c ' 502 ' /var/log/nginx/access.log", "37", dur=2.0)
t.run("ls -la /var/log/nginx/", """total 636680
drwxr-xr-x  2 root     adm          4096 Mar 11 09:53 .
drwxrwxr-x 12 root     syslog       4096 Mar 11 00:00 ..
-rw-r-----  1 www-data adm      61281904 Mar 11 09:54 access.log
-rw-r-----  1 www-data adm     402118337 Mar 11 00:00 access.log.1
-rw-r-----  1 www-data adm     179002415 Mar  9 00:00 access.log.3.gz
-rw-r-----  1 www-data adm       1205266 Mar 11 09:54 error.log
-rw-r-----  1 www-data adm       8331904 Mar 11 00:00 error.log.1""")
t.run("tail -n 2 /var/log/nginx/error.log", """2025/03/11 09:53:58 [notice] 20864#20864: signal process started
2025/03/11 09:54:02 [error] 20871#20871: *88213 upstream timed out (110: Connection timed out) while reading response header from upstream, client: 10.0.4.17, server: shop.example.com, request: "GET /api/cart HTTP/1.1", upstream: "http://127.0.0.1:8000/api/cart", host: "shop.example.com\"""")
add(4, t, bad_turn=7, kind="deleted_reappears")

# ---------------------------------------------------------------------------------------------------------------
# BAD 05 (mainstream, docker compose): a stopped service is shown Up again with no start.
t = term(5, "ubuntu@ip-172-31-24-87:~/shop$")
HDR = "NAME           IMAGE                COMMAND                  SERVICE   CREATED       STATUS                      PORTS"
DB = 'shop-db-1      postgres:16-alpine   "docker-entrypoint.s…"   db        2 hours ago   Up 2 hours (healthy)        5432/tcp'
WEB = 'shop-web-1     shop-web             "gunicorn -b 0.0.0.0…"   web       2 hours ago   Up 2 hours                  0.0.0.0:8000->8000/tcp'
t.run("docker compose ps", f"""{HDR}
{DB}
shop-redis-1   redis:7.2            "docker-entrypoint.s…"   redis     2 hours ago   Up 2 hours                  6379/tcp
{WEB}""")
t.run("docker compose stop redis", """[+] Stopping 1/1
 ✔ Container shop-redis-1  Stopped                                                                         0.4s""", dur=3.0)
t.run("docker compose ps", f"""{HDR}
{DB}
{WEB}""")
t.run("docker compose ps -a", f"""{HDR}
{DB}
shop-redis-1   redis:7.2            "docker-entrypoint.s…"   redis     2 hours ago   Exited (0) 21 seconds ago
{WEB}""")
t.run("docker compose logs --tail=4 web", """web-1  | [2025-03-11 10:05:12 +0000] [9] [ERROR] Cache unavailable: Error -2 connecting to redis:6379. Name or service not known.
web-1  | [2025-03-11 10:05:12 +0000] [9] [WARNING] Falling back to database sessions
web-1  | [2025-03-11 10:05:19 +0000] [11] [ERROR] Cache unavailable: Error -2 connecting to redis:6379. Name or service not known.
web-1  | [2025-03-11 10:05:19 +0000] [11] [WARNING] Falling back to database sessions""")
t.run("docker compose exec db pg_isready", "/var/run/postgresql:5432 - accepting connections")
t.run("docker compose ps", f"""{HDR}
{DB}
shop-redis-1   redis:7.2            "docker-entrypoint.s…"   redis     2 hours ago   Up 2 hours                  6379/tcp
{WEB}""")
t.run("docker compose start redis", """[+] Running 1/1
 ✔ Container shop-redis-1  Started                                                                         0.3s""", dur=3.0)
add(5, t, bad_turn=7, kind="state_reverted")

# ---------------------------------------------------------------------------------------------------------------
# BAD 06 (mainstream, systemd + PostgreSQL): Main PID changes with no restart in between.
t = term(6, "root@srv-db02:~#")
U = "postgresql@16-main"


def pg_status(ago: str, main: int, peak: str, cpu: str) -> str:
    return f"""● {U}.service - PostgreSQL Cluster 16-main
     Loaded: loaded (/usr/lib/systemd/system/postgresql@.service; enabled-runtime; preset: enabled)
     Active: active (running) since Tue 2025-03-11 08:21:04 UTC; {ago} ago
    Process: 48210 ExecStart=/usr/bin/pg_ctlcluster --skip-systemctl-redirect 16-main start (code=exited, status=0/SUCCESS)
   Main PID: {main} (postgres)
      Tasks: 6 (limit: 9387)
     Memory: {peak}
        CPU: {cpu}
     CGroup: /system.slice/system-postgresql.slice/{U}.service
             ├─{main} /usr/lib/postgresql/16/bin/postgres -D /var/lib/postgresql/16/main -c config_file=/etc/postgresql/16/main/postgresql.conf
             ├─48216 "postgres: 16/main: checkpointer "
             ├─48217 "postgres: 16/main: background writer "
             ├─48219 "postgres: 16/main: walwriter "
             ├─48220 "postgres: 16/main: autovacuum launcher "
             └─48221 "postgres: 16/main: logical replication launcher "

Mar 11 08:21:02 srv-db02 systemd[1]: Starting {U}.service - PostgreSQL Cluster 16-main...
Mar 11 08:21:04 srv-db02 systemd[1]: Started {U}.service - PostgreSQL Cluster 16-main."""


t.run(f"systemctl restart {U}", "", dur=3.0)
t.run(f"systemctl status {U} --no-pager", pg_status("6s", 48215, "19.8M (peak: 28.1M)", "92ms"))
t.run('sudo -u postgres psql -c "SHOW max_connections;"', """ max_connections 
-----------------
 200
(1 row)
""")
t.run('sudo -u postgres psql -Atc "SELECT pg_postmaster_start_time();"', "2025-03-11 08:21:03.912377+00")
t.run("ss -ltnp | grep 5432", """LISTEN 0      400        127.0.0.1:5432       0.0.0.0:*    users:(("postgres",pid=48215,fd=7))
LISTEN 0      400            [::1]:5432          [::]:*    users:(("postgres",pid=48215,fd=6))""")
t.run("tail -n 4 /var/log/postgresql/postgresql-16-main.log", """2025-03-11 08:21:03.905 UTC [48215] LOG:  listening on IPv4 address "127.0.0.1", port 5432
2025-03-11 08:21:03.906 UTC [48215] LOG:  listening on Unix socket "/var/run/postgresql/.s.PGSQL.5432"
2025-03-11 08:21:03.911 UTC [48218] LOG:  database system was shut down at 2025-03-11 08:21:02 UTC
2025-03-11 08:21:03.917 UTC [48215] LOG:  database system is ready to accept connections""")
t.run(f"systemctl status {U} --no-pager", pg_status("1min 12s", 48251, "22.4M (peak: 28.1M)", "141ms"))
t.run(f'journalctl -u {U} --since "10 min ago" --no-pager', f"""Mar 11 08:21:01 srv-db02 systemd[1]: Stopping {U}.service - PostgreSQL Cluster 16-main...
Mar 11 08:21:02 srv-db02 systemd[1]: {U}.service: Deactivated successfully.
Mar 11 08:21:02 srv-db02 systemd[1]: Stopped {U}.service - PostgreSQL Cluster 16-main.
Mar 11 08:21:02 srv-db02 systemd[1]: {U}.service: Consumed 3min 41.208s CPU time.
Mar 11 08:21:02 srv-db02 systemd[1]: Starting {U}.service - PostgreSQL Cluster 16-main...
Mar 11 08:21:04 srv-db02 systemd[1]: Started {U}.service - PostgreSQL Cluster 16-main.""")
add(6, t, bad_turn=7, kind="pid_changed_without_restart")

# ---------------------------------------------------------------------------------------------------------------
# BAD 07 (less common, sqlite3 one-shot queries): the row count ignores a DELETE that reported 3 changes.
t = term(7, "kai@thinkpad:~/inventory$")
t.run('sqlite3 stock.db ".tables"', "items      suppliers")
t.run('sqlite3 stock.db "SELECT COUNT(*) FROM items;"', "42")
t.run("sqlite3 stock.db \"INSERT INTO items(sku,name,qty,supplier_id) VALUES ('BRK-2210','Brake pad set',12,3),('BRK-2211','Brake disc 280mm',4,3);\"")
t.run('sqlite3 stock.db "SELECT COUNT(*) FROM items;"', "44")
t.run("sqlite3 -header -column stock.db \"SELECT id, sku, qty FROM items WHERE sku LIKE 'BRK-%' ORDER BY id;\"", columns(["id", "sku", "qty"], [[17, "BRK-1904", 0], [43, "BRK-2210", 12], [44, "BRK-2211", 4]]))
t.run('sqlite3 stock.db "DELETE FROM items WHERE qty = 0; SELECT changes();"', "3")
t.run('sqlite3 stock.db "SELECT COUNT(*) FROM items;"', "44")
t.run('sqlite3 stock.db "SELECT SUM(qty) FROM items;"', "1187")
add(7, t, bad_turn=7, kind="count_mismatch")

# ---------------------------------------------------------------------------------------------------------------
# BAD 08 (less common, redis-cli REPL): LRANGE forgets an element that RPUSH added and LLEN still counts.
t = term(8, "root@cache-3:~#")
R = "127.0.0.1:6379[2]>"
t.run("redis-cli -n 2", "", ps1=R)
t.run("RPUSH queue:emails job:8812 job:8813 job:8814", "(integer) 3")
t.run("RPUSH queue:emails job:8815", "(integer) 4")
t.run("LRANGE queue:emails 0 -1", """1) "job:8812"
2) "job:8813"
3) "job:8814"
4) "job:8815\"""")
t.run("LPOP queue:emails", '"job:8812"')
t.run("RPUSH queue:emails job:8816", "(integer) 4")
t.run("LLEN queue:emails", "(integer) 4")
t.run("LRANGE queue:emails 0 -1", """1) "job:8813"
2) "job:8814"
3) "job:8816\"""")
t.run("LINDEX queue:emails 0", '"job:8813"')
add(8, t, bad_turn=8, kind="list_forgets_item")

# ---------------------------------------------------------------------------------------------------------------
# BAD 09 (less common, crontab + borg): the rescheduled nightly backup line reverts to its old time.
t = term(9, "backup@nas01:~$")
CRON_OLD = """# m h  dom mon dow   command
*/30 * * * * /home/backup/bin/sync-photos.sh >> /home/backup/log/sync.log 2>&1
15 3 * * * /home/backup/bin/borg-nightly.sh"""
t.run("crontab -l", CRON_OLD)
t.run("crontab -l | sed 's#^15 3 \\* \\* \\*#45 1 * * *#' | crontab -")
t.run("crontab -l", CRON_OLD.replace("15 3 * * *", "45 1 * * *"))
t.run("borg list /mnt/usb/borg-repo --last 3", """nas01-2025-03-08T03:15:02            Sat, 2025-03-08 03:15:03 [4f1e09c2b7a85d36e0c1f4a9b2d87e5c6a03f19b8d2e4c7a5f6b1d0e9c3a2b87]
nas01-2025-03-09T03:15:01            Sun, 2025-03-09 03:15:02 [a27c5e1d8b04f93e6c2a7d15b0e9f48c3d6a1b27e5f0c94d8a3b6e1f07c2d59a]
nas01-2025-03-10T03:15:02            Mon, 2025-03-10 03:15:03 [e90b3d4c7a1f26e85b0d9c3a4f7e12b6d5c8a0f39e4b7d2c1a6f58e03b9d4c71]""", dur=4.0)
t.run("cat ~/bin/borg-nightly.sh", """#!/bin/bash
set -euo pipefail
export BORG_PASSCOMMAND="cat /home/backup/.borg-pass"
REPO=/mnt/usb/borg-repo
borg create --stats --compression zstd,6 "$REPO::{hostname}-{now:%Y-%m-%dT%H:%M:%S}" /srv/photos /srv/docs
borg prune --keep-daily 7 --keep-weekly 4 --keep-monthly 6 "$REPO"
borg compact "$REPO\"""")
t.run("bash -n ~/bin/borg-nightly.sh && echo syntax ok", "syntax ok")
t.run("grep -E 'crontab|cron\\[' /var/log/syslog | tail -n 2", """2025-03-11T10:17:26.418230+00:00 nas01 crontab[30412]: (backup) REPLACE (backup)
2025-03-11T10:18:01.112877+00:00 nas01 cron[811]: (backup) RELOAD (crontabs/backup)""")
t.run("crontab -l", CRON_OLD)
add(9, t, bad_turn=8, kind="value_reverted")

# ---------------------------------------------------------------------------------------------------------------
# BAD 10 (less common, at + timestamps): a file touched after 14:02:11 later stats as 13:58.
t = term(10, "ops@bastion:~$")
t.run("date", "Tue Mar 11 14:02:11 UTC 2025")
t.run('echo "/opt/reports/build.sh --weekly" | at now + 10 minutes', """warning: commands will be executed using /bin/sh
job 17 at Tue Mar 11 14:12:00 2025""")
t.run("atq", "17\tTue Mar 11 14:12:00 2025 a ops")
t.run("mkdir -p ~/reports/out && touch ~/reports/out/.started")
t.run("ls -la --time-style=long-iso ~/reports/out/", """total 8
drwxrwxr-x 2 ops ops 4096 2025-03-11 14:02 .
drwxrwxr-x 4 ops ops 4096 2025-03-11 14:02 ..
-rw-rw-r-- 1 ops ops    0 2025-03-11 14:02 .started""")
t.run("sleep 5; date", "Tue Mar 11 14:03:02 UTC 2025", dur=6.0)
t.run("stat -c '%y %n' ~/reports/out/.started", "2025-03-11 13:58:47.318224519 +0000 /home/ops/reports/out/.started")
t.run("atq", "17\tTue Mar 11 14:12:00 2025 a ops")
add(10, t, bad_turn=7, kind="clock_backwards")

# ---------------------------------------------------------------------------------------------------------------
# BAD 11 (less common, ZFS on Proxmox): a renamed dataset is listed under its old name.
t = term(11, "root@pve:~#")
t.run("zfs list -o name,used,avail,refer,mountpoint", """NAME             USED  AVAIL  REFER  MOUNTPOINT
tank            1.82T  1.69T    96K  /tank
tank/media      1.41T  1.69T  1.41T  /tank/media
tank/scratch    24.6G  1.69T  24.6G  /tank/scratch
tank/vm-disks    388G  1.69T   388G  /tank/vm-disks""")
t.run("zfs snapshot tank/scratch@pre-rename")
t.run("zfs rename tank/scratch tank/archive-2024")
t.run("zfs list -t snapshot -o name,used,refer", """NAME                              USED  REFER
tank/archive-2024@pre-rename         0B  24.6G
tank/media@auto-2025-03-10         112M  1.41T
tank/media@auto-2025-03-11        8.40M  1.41T""")
t.run("zfs set mountpoint=/srv/archive tank/archive-2024")
t.run("zfs get -H -o name,property,value mountpoint,compression tank/archive-2024", """tank/archive-2024\tmountpoint\t/srv/archive
tank/archive-2024\tcompression\tlz4""")
t.run("df -h /srv/archive", """Filesystem         Size  Used Avail Use% Mounted on
tank/archive-2024  1.8T   25G  1.7T   2% /srv/archive""")
t.run("zfs list -o name,used,avail,refer,mountpoint", """NAME             USED  AVAIL  REFER  MOUNTPOINT
tank            1.82T  1.69T    96K  /tank
tank/media      1.41T  1.69T  1.41T  /tank/media
tank/scratch    24.6G  1.69T  24.6G  /srv/archive
tank/vm-disks    388G  1.69T   388G  /tank/vm-disks""")
t.run("zpool status -x", "all pools are healthy")
add(11, t, bad_turn=8, kind="rename_old_name")

# ===============================================================================================================
# CLEAN 12 (mainstream, git): amend and rebase give new hashes; the branch is renamed and pushed.
t = term(12, "root@3b9f2e71c0d4:/app#")
t.run("git log --oneline -3", """c41d9e2 (HEAD -> feature/retry) Add exponential backoff to fetcher
7f0a3b1 (origin/main, origin/HEAD, main) Merge pull request #212 from acme/fix-timeouts
2d5e8c4 Fix read timeout default""")
t.run('git commit --amend -m "Add exponential backoff with jitter to fetcher"', """[feature/retry 8e27b5f] Add exponential backoff with jitter to fetcher
 Date: Tue Mar 11 09:12:40 2025 +0000
 2 files changed, 41 insertions(+), 6 deletions(-)""")
t.run("git log --oneline -2", """8e27b5f (HEAD -> feature/retry) Add exponential backoff with jitter to fetcher
7f0a3b1 (origin/main, origin/HEAD, main) Merge pull request #212 from acme/fix-timeouts""")
t.run("git fetch origin", """remote: Enumerating objects: 9, done.
remote: Counting objects: 100% (9/9), done.
remote: Compressing objects: 100% (3/3), done.
remote: Total 5 (delta 2), reused 4 (delta 2), pack-reused 0 (from 0)
Unpacking objects: 100% (5/5), 1.21 KiB | 1.21 MiB/s, done.
From github.com:acme/crawler
   7f0a3b1..b90c6a8  main       -> origin/main""", dur=3.0)
t.run("git rebase origin/main", "Successfully rebased and updated refs/heads/feature/retry.")
t.run("git log --oneline -3", """5d1f7a0 (HEAD -> feature/retry) Add exponential backoff with jitter to fetcher
b90c6a8 (origin/main, origin/HEAD) Pin urllib3 below 3
7f0a3b1 (main) Merge pull request #212 from acme/fix-timeouts""")
t.run("git branch -m feature/retry feature/backoff")
t.run("git push -u origin feature/backoff", """Enumerating objects: 11, done.
Counting objects: 100% (11/11), done.
Delta compression using up to 16 threads
Compressing objects: 100% (6/6), done.
Writing objects: 100% (6/6), 1.38 KiB | 1.38 MiB/s, done.
Total 6 (delta 4), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (4/4), completed with 4 local objects.
remote: 
remote: Create a pull request for 'feature/backoff' on GitHub by visiting:
remote:      https://github.com/acme/crawler/pull/new/feature/backoff
remote: 
To github.com:acme/crawler.git
 * [new branch]      feature/backoff -> feature/backoff
branch 'feature/backoff' set up to track 'origin/feature/backoff'.""", dur=3.0)
t.run("git status -sb", "## feature/backoff...origin/feature/backoff")
add(12, t)

# ---------------------------------------------------------------------------------------------------------------
# CLEAN 13 (mainstream, npm + vite): a dependency is added, the build replaces hashed bundles, a version bump.
t = term(13, "dev@buildbox:~/web$")
t.run("ls dist/assets", "index-BqT7m0Xe.js  index-DiwrgTda.css")
t.run("npm install dayjs", """
added 1 package, and audited 214 packages in 2s

41 packages are looking for funding
  run `npm fund` for details

found 0 vulnerabilities""", dur=5.0)
t.run("npm ls --depth=0", """web@0.3.0 /home/dev/web
├── @vitejs/plugin-react@4.3.4
├── dayjs@1.11.13
├── react-dom@18.3.1
├── react@18.3.1
└── vite@5.4.14""", dur=2.0)
t.run("npm run build", """
> web@0.3.0 build
> vite build

vite v5.4.14 building for production...
✓ 38 modules transformed.
dist/index.html                   0.46 kB │ gzip:  0.30 kB
dist/assets/index-DiwrgTda.css    1.39 kB │ gzip:  0.72 kB
dist/assets/index-C4oL5mP2.js   148.02 kB │ gzip: 47.81 kB
✓ built in 1.12s""", dur=6.0)
t.run("ls dist/assets", "index-C4oL5mP2.js  index-DiwrgTda.css")
t.run('git add package.json package-lock.json && git commit -m "Add dayjs for date formatting"', """[main 51c9e04] Add dayjs for date formatting
 2 files changed, 14 insertions(+), 1 deletion(-)""")
t.run("npm version patch", "v0.3.1")
t.run("npm run build", """
> web@0.3.1 build
> vite build

vite v5.4.14 building for production...
✓ 38 modules transformed.
dist/index.html                   0.46 kB │ gzip:  0.30 kB
dist/assets/index-DiwrgTda.css    1.39 kB │ gzip:  0.72 kB
dist/assets/index-C4oL5mP2.js   148.02 kB │ gzip: 47.81 kB
✓ built in 987ms""", dur=6.0)
t.run("grep -E '\"(version|dayjs)\"' package.json", """  "version": "0.3.1",
    "dayjs": "^1.11.13",""")
t.run("git log --oneline -1", "a3e0c7d (HEAD -> main, tag: v0.3.1) 0.3.1")
add(13, t)

# ---------------------------------------------------------------------------------------------------------------
# CLEAN 14 (mainstream, systemd + nginx): a restart gives a new main PID, a reload gives new worker PIDs only.


def nginx_status(since: str, ago: str, main: int, workers: tuple[int, int], mem: str, cpu: str, log: str) -> str:
    return f"""● nginx.service - A high performance web server and a reverse proxy server
     Loaded: loaded (/usr/lib/systemd/system/nginx.service; enabled; preset: enabled)
     Active: active (running) since {since}; {ago} ago
       Docs: man:nginx(8)
   Main PID: {main} (nginx)
      Tasks: 3 (limit: 4557)
     Memory: {mem}
        CPU: {cpu}
     CGroup: /system.slice/nginx.service
             ├─{main} "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"
             ├─{workers[0]} "nginx: worker process"
             └─{workers[1]} "nginx: worker process"

{log}"""


t = term(14, "root@web-02:~#")
t.run("systemctl status nginx --no-pager", nginx_status("Mon 2025-03-10 22:14:09 UTC", "11h", 1123, (1124, 1125), "6.1M (peak: 7.9M)", "1.382s",
      """Mar 10 22:14:09 web-02 systemd[1]: Starting nginx.service - A high performance web server and a reverse proxy server...
Mar 10 22:14:09 web-02 systemd[1]: Started nginx.service - A high performance web server and a reverse proxy server."""))
t.run("nginx -t", """nginx: the configuration file /etc/nginx/nginx.conf syntax is ok
nginx: configuration file /etc/nginx/nginx.conf test is successful""")
t.run("systemctl restart nginx", "", dur=2.0)
t.run("systemctl status nginx --no-pager", nginx_status("Tue 2025-03-11 09:31:27 UTC", "4s", 20417, (20418, 20419), "2.4M (peak: 2.6M)", "38ms",
      """Mar 11 09:31:27 web-02 systemd[1]: Stopping nginx.service - A high performance web server and a reverse proxy server...
Mar 11 09:31:27 web-02 systemd[1]: nginx.service: Deactivated successfully.
Mar 11 09:31:27 web-02 systemd[1]: Stopped nginx.service - A high performance web server and a reverse proxy server.
Mar 11 09:31:27 web-02 systemd[1]: Starting nginx.service - A high performance web server and a reverse proxy server...
Mar 11 09:31:27 web-02 systemd[1]: Started nginx.service - A high performance web server and a reverse proxy server."""))
t.run("curl -sI http://localhost/ | head -n 3", """HTTP/1.1 200 OK
Server: nginx/1.24.0 (Ubuntu)
Date: Tue, 11 Mar 2025 09:31:40 GMT""")
t.run("systemctl reload nginx")
t.run("systemctl status nginx --no-pager", nginx_status("Tue 2025-03-11 09:31:27 UTC", "1min 2s", 20417, (20466, 20467), "2.9M (peak: 3.3M)", "61ms",
      """Mar 11 09:31:27 web-02 systemd[1]: Stopped nginx.service - A high performance web server and a reverse proxy server.
Mar 11 09:31:27 web-02 systemd[1]: Starting nginx.service - A high performance web server and a reverse proxy server...
Mar 11 09:31:27 web-02 systemd[1]: Started nginx.service - A high performance web server and a reverse proxy server.
Mar 11 09:32:21 web-02 systemd[1]: Reloading nginx.service - A high performance web server and a reverse proxy server...
Mar 11 09:32:21 web-02 nginx[20465]: 2025/03/11 09:32:21 [notice] 20465#20465: signal process started
Mar 11 09:32:21 web-02 systemd[1]: Reloaded nginx.service - A high performance web server and a reverse proxy server."""))
t.run("curl -sI http://localhost/ | head -n 3", """HTTP/1.1 200 OK
Server: nginx/1.24.0 (Ubuntu)
Date: Tue, 11 Mar 2025 09:32:35 GMT""")
add(14, t)

# ---------------------------------------------------------------------------------------------------------------
# CLEAN 15 (mainstream, docker): an image rebuild recreates the container (new ID); a restart keeps the ID.
t = term(15, "ubuntu@ip-10-0-3-14:~/api$")
FMT = "docker ps --format 'table {{.ID}}\\t{{.Names}}\\t{{.Status}}'"
t.run(FMT, """CONTAINER ID   NAMES       STATUS
e3a1f09c7b22   api-app-1   Up 3 days
5b7d22e0c91f   api-db-1    Up 3 days (healthy)""")
t.run("docker compose build app", """[+] Building 14.2s (10/10) FINISHED                                                   docker:default
 => [app internal] load build definition from Dockerfile                                            0.0s
 => => transferring dockerfile: 412B                                                                0.0s
 => [app internal] load metadata for docker.io/library/python:3.12-slim                             0.8s
 => [app internal] load .dockerignore                                                               0.0s
 => [app 1/5] FROM docker.io/library/python:3.12-slim@sha256:4a8e0824201e50fc44ee8d208a2b3e44f  0.0s
 => [app internal] load build context                                                               0.1s
 => => transferring context: 18.74kB                                                                0.1s
 => CACHED [app 2/5] WORKDIR /srv                                                                   0.0s
 => CACHED [app 3/5] COPY requirements.txt .                                                        0.0s
 => CACHED [app 4/5] RUN pip install --no-cache-dir -r requirements.txt                             0.0s
 => [app 5/5] COPY . .                                                                              0.2s
 => [app] exporting to image                                                                        0.1s
 => => exporting layers                                                                             0.1s
 => => writing image sha256:0be39d1c57a2e8f4d6b0a9c1e7f32d58b4a6c0e9d1f27b3a8c5e4d0f6a9b1c27        0.0s
 => => naming to docker.io/library/api-app                                                          0.0s""", dur=20.0)
t.run("docker compose up -d", """[+] Running 2/2
 ✔ Container api-db-1   Running                                                              0.0s
 ✔ Container api-app-1  Started                                                              1.4s""", dur=5.0)
t.run(FMT, """CONTAINER ID   NAMES       STATUS
9c04be7d1a3e   api-app-1   Up 6 seconds
5b7d22e0c91f   api-db-1    Up 3 days (healthy)""")
t.run("docker compose logs --tail=3 app", """app-1  | INFO:     Waiting for application startup.
app-1  | INFO:     Application startup complete.
app-1  | INFO:     Uvicorn running on http://0.0.0.0:8080 (Press CTRL+C to quit)""")
t.run("docker restart api-app-1", "api-app-1", dur=4.0)
t.run(FMT, """CONTAINER ID   NAMES       STATUS
9c04be7d1a3e   api-app-1   Up 2 seconds
5b7d22e0c91f   api-db-1    Up 3 days (healthy)""")
t.run("docker inspect -f '{{.RestartCount}} {{.State.StartedAt}}' api-app-1", "0 2025-03-11T09:47:13.520841733Z")
add(15, t)

# ---------------------------------------------------------------------------------------------------------------
# CLEAN 16 (mainstream, pip): an upgrade moves versions, an uninstall removes a package, --outdated shrinks.
t = term(16, "(.venv) root@f0e21a7c93d5:/app#")
t.run("pip list --outdated", """Package   Version Latest  Type
--------- ------- ------- -----
fastapi   0.110.0 0.115.8 wheel
pydantic  2.6.4   2.10.6  wheel
starlette 0.36.3  0.45.3  wheel
uvicorn   0.29.0  0.34.0  wheel""", dur=5.0)
t.run("pip install -U fastapi", """Requirement already satisfied: fastapi in ./.venv/lib/python3.12/site-packages (0.110.0)
Collecting fastapi
  Downloading fastapi-0.115.8-py3-none-any.whl.metadata (27 kB)
Collecting starlette<0.46.0,>=0.40.0 (from fastapi)
  Downloading starlette-0.45.3-py3-none-any.whl.metadata (6.3 kB)
Collecting pydantic!=1.8,!=1.8.1,!=2.0.0,!=2.0.1,!=2.1.0,<3.0.0,>=1.7.4 (from fastapi)
  Downloading pydantic-2.10.6-py3-none-any.whl.metadata (30 kB)
Requirement already satisfied: typing-extensions>=4.8.0 in ./.venv/lib/python3.12/site-packages (from fastapi) (4.12.2)
Requirement already satisfied: annotated-types>=0.6.0 in ./.venv/lib/python3.12/site-packages (from pydantic!=1.8,!=1.8.1,!=2.0.0,!=2.0.1,!=2.1.0,<3.0.0,>=1.7.4->fastapi) (0.7.0)
Collecting pydantic-core==2.27.2 (from pydantic!=1.8,!=1.8.1,!=2.0.0,!=2.0.1,!=2.1.0,<3.0.0,>=1.7.4->fastapi)
  Downloading pydantic_core-2.27.2-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (6.6 kB)
Requirement already satisfied: anyio<5,>=3.6.2 in ./.venv/lib/python3.12/site-packages (from starlette<0.46.0,>=0.40.0->fastapi) (4.8.0)
Downloading fastapi-0.115.8-py3-none-any.whl (94 kB)
Downloading pydantic-2.10.6-py3-none-any.whl (431 kB)
Downloading pydantic_core-2.27.2-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (2.0 MB)
   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 2.0/2.0 MB 21.4 MB/s eta 0:00:00
Downloading starlette-0.45.3-py3-none-any.whl (71 kB)
Installing collected packages: pydantic-core, starlette, pydantic, fastapi
  Attempting uninstall: pydantic-core
    Found existing installation: pydantic_core 2.16.3
    Uninstalling pydantic_core-2.16.3:
      Successfully uninstalled pydantic_core-2.16.3
  Attempting uninstall: starlette
    Found existing installation: starlette 0.36.3
    Uninstalling starlette-0.36.3:
      Successfully uninstalled starlette-0.36.3
  Attempting uninstall: pydantic
    Found existing installation: pydantic 2.6.4
    Uninstalling pydantic-2.6.4:
      Successfully uninstalled pydantic-2.6.4
  Attempting uninstall: fastapi
    Found existing installation: fastapi 0.110.0
    Uninstalling fastapi-0.110.0:
      Successfully uninstalled fastapi-0.110.0
Successfully installed fastapi-0.115.8 pydantic-2.10.6 pydantic-core-2.27.2 starlette-0.45.3""", dur=10.0)
t.run("pip show fastapi | head -n 2", """Name: fastapi
Version: 0.115.8""")
t.run("pip uninstall -y httpie", """Found existing installation: httpie 3.2.4
Uninstalling httpie-3.2.4:
  Successfully uninstalled httpie-3.2.4""")
t.run("pip list | grep -iE 'fastapi|pydantic|starlette|httpie'", """fastapi           0.115.8
pydantic          2.10.6
pydantic_core     2.27.2
starlette         0.45.3""")
t.run("pip list --outdated", """Package Version Latest Type
------- ------- ------ -----
uvicorn 0.29.0  0.34.0 wheel""", dur=5.0)
t.run('python -c "import fastapi, pydantic; print(fastapi.__version__, pydantic.VERSION)"', "0.115.8 2.10.6")
add(16, t)

# ---------------------------------------------------------------------------------------------------------------
# CLEAN 17 (mainstream, cmake + make): a parallel build observed mid-way with waits, then an incremental rebuild.
t = term(17, "root@5d2c8a1e4f70:/app/build#")
t.run("cmake -DCMAKE_BUILD_TYPE=Release ..", """-- The C compiler identification is GNU 12.2.0
-- Detecting C compiler ABI info
-- Detecting C compiler ABI info - done
-- Check for working C compiler: /usr/bin/cc - skipped
-- Detecting C compile features
-- Detecting C compile features - done
-- Looking for pthread.h
-- Looking for pthread.h - found
-- Performing Test CMAKE_HAVE_LIBC_PTHREAD
-- Performing Test CMAKE_HAVE_LIBC_PTHREAD - Success
-- Found Threads: TRUE
-- Configuring done (0.6s)
-- Generating done (0.0s)
-- Build files have been written to: /app/build""", dur=3.0)
t.start("make -j8", """[  7%] Building C object CMakeFiles/rtlog.dir/src/ring.c.o
[ 14%] Building C object CMakeFiles/rtlog.dir/src/sink_file.c.o
[ 21%] Building C object CMakeFiles/rtlog.dir/src/format.c.o
[ 28%] Building C object CMakeFiles/rtlog.dir/src/clock.c.o""", dur=2.0)
t.wait("""[ 35%] Building C object CMakeFiles/rtlog.dir/src/sink_syslog.c.o
[ 42%] Building C object CMakeFiles/rtlog.dir/src/level.c.o
[ 50%] Linking C static library librtlog.a
[ 50%] Built target rtlog
[ 57%] Building C object CMakeFiles/rtlog-cli.dir/tools/cli.c.o
[ 64%] Building C object CMakeFiles/rtlog-bench.dir/tools/bench.c.o""", dur=5.0)
t.wait("""[ 71%] Building C object CMakeFiles/rtlog-cli.dir/tools/args.c.o
[ 78%] Linking C executable bin/rtlog-bench
[ 85%] Linking C executable bin/rtlog-cli
[ 85%] Built target rtlog-bench
[100%] Built target rtlog-cli""", dur=10.0, done=True)
t.run("ls -l bin/", """total 124
-rwxr-xr-x 1 root root 58712 Mar 11 11:06 rtlog-bench
-rwxr-xr-x 1 root root 61840 Mar 11 11:06 rtlog-cli""")
t.run("touch ../src/format.c && make -j8 2>&1 | tail -n 5", """[ 50%] Linking C static library librtlog.a
[ 50%] Built target rtlog
[ 64%] Linking C executable bin/rtlog-cli
[ 71%] Linking C executable bin/rtlog-bench
[100%] Built target rtlog-cli""", dur=8.0)
t.run("ls -l bin/", """total 124
-rwxr-xr-x 1 root root 58712 Mar 11 11:09 rtlog-bench
-rwxr-xr-x 1 root root 61840 Mar 11 11:09 rtlog-cli""")
t.run("./bin/rtlog-cli --version", "rtlog-cli 0.9.1 (librtlog 0.9.1, built Mar 11 2025 11:06:41)")
add(17, t)

# ---------------------------------------------------------------------------------------------------------------
# CLEAN 18 (less common, sqlite3 shell): AUTOINCREMENT does not reuse a deleted id; ORDER BY reorders rows.
t = term(18, "kai@thinkpad:~/notes$")
SQ = "sqlite>"
t.run("sqlite3 todo.db", """SQLite version 3.45.1 2024-01-30 16:01:20
Enter ".help" for usage hints.""", ps1=SQ)
t.run(".mode column")
t.run(".headers on")
TASKS = {1: "File VAT return", 2: "Book dentist", 3: "Replace bike chain", 4: "Cancel gym trial"}
t.run("SELECT id, title, done FROM tasks ORDER BY id;", columns(["id", "title", "done"], [[1, TASKS[1], 0], [2, TASKS[2], 0], [3, TASKS[3], 1], [4, TASKS[4], 0]]))
t.run("DELETE FROM tasks WHERE id = 4;")
t.run("INSERT INTO tasks(title) VALUES ('Renew domain'); SELECT last_insert_rowid();", columns(["last_insert_rowid()"], [[5]]))
t.run("UPDATE tasks SET done = 1 WHERE id = 2;")
t.run("SELECT id, title, done FROM tasks ORDER BY done, id;", columns(["id", "title", "done"], [[1, TASKS[1], 0], [5, "Renew domain", 0], [2, TASKS[2], 1], [3, TASKS[3], 1]]))
t.run("SELECT COUNT(*) AS open FROM tasks WHERE done = 0;", columns(["open"], [[2]]))
t.run(".quit", "", ps1="kai@thinkpad:~/notes$")
add(18, t)

# ---------------------------------------------------------------------------------------------------------------
# CLEAN 19 (less common, logrotate with delaycompress): rotated names are reused by different files.
t = term(19, "root@mail-relay:~#")
t.run("ls -l /var/log/relayd/", """total 97904
-rw-r----- 1 relayd adm 88140522 Mar 11 12:40 relayd.log
-rw-r----- 1 relayd adm  6120331 Mar 10 00:00 relayd.log.1.gz
-rw-r----- 1 relayd adm  5984410 Mar  9 00:00 relayd.log.2.gz""")
t.run("cat /etc/logrotate.d/relayd", """/var/log/relayd/*.log {
    daily
    rotate 7
    missingok
    notifempty
    compress
    delaycompress
    create 0640 relayd adm
    postrotate
        systemctl kill -s HUP relayd.service
    endscript
}""")
t.run("logrotate -f /etc/logrotate.d/relayd")
t.run("ls -l /var/log/relayd/", """total 97904
-rw-r----- 1 relayd adm        0 Mar 11 12:41 relayd.log
-rw-r----- 1 relayd adm 88140522 Mar 11 12:40 relayd.log.1
-rw-r----- 1 relayd adm  6120331 Mar 10 00:00 relayd.log.2.gz
-rw-r----- 1 relayd adm  5984410 Mar  9 00:00 relayd.log.3.gz""")
t.run("sleep 30; ls -l /var/log/relayd/relayd.log", "-rw-r----- 1 relayd adm 12488 Mar 11 12:42 relayd.log", dur=32.0)
t.run("tail -n 2 /var/log/relayd/relayd.log", """2025-03-11T12:42:09Z relayd[2210]: delivered <20250311124207.5F1C2A0@mail-relay> to mx1.partner.example (250 2.0.0 Ok: queued as 4Z8q1k3Jt9z)
2025-03-11T12:42:11Z relayd[2210]: connection from 10.12.0.44 (TLSv1.3 TLS_AES_256_GCM_SHA384)""")
t.run("logrotate -f /etc/logrotate.d/relayd", "", dur=6.0)
t.run("ls -l /var/log/relayd/", """total 21484
-rw-r----- 1 relayd adm        0 Mar 11 12:42 relayd.log
-rw-r----- 1 relayd adm    12960 Mar 11 12:42 relayd.log.1
-rw-r----- 1 relayd adm  9871206 Mar 11 12:40 relayd.log.2.gz
-rw-r----- 1 relayd adm  6120331 Mar 10 00:00 relayd.log.3.gz
-rw-r----- 1 relayd adm  5984410 Mar  9 00:00 relayd.log.4.gz""")
add(19, t)

# ---------------------------------------------------------------------------------------------------------------
# CLEAN 20 (less common, Raspberry Pi + at): the 12-hour clock crosses noon, the queued job runs and leaves atq.
t = term(20, "pi@raspberrypi:~ $")
t.run("date +'%a %d %b %Y %r %Z'", "Tue 11 Mar 2025 11:57:40 AM GMT")
t.run("echo 'python3 /home/pi/bin/snap.py' | at 12:00", """warning: commands will be executed using /bin/sh
job 3 at Tue Mar 11 12:00:00 2025""")
t.run("atq", "3\tTue Mar 11 12:00:00 2025 a pi")
t.run("uptime", " 11:58:03 up 6 days,  2:41,  2 users,  load average: 0.08, 0.11, 0.09")
t.run("ls -l --time-style=+'%I:%M %p' ~/snaps | tail -n 2", """-rw-r--r-- 1 pi pi 2318841 10:00 AM snap-2025-03-11-1000.jpg
-rw-r--r-- 1 pi pi 2297310 11:00 AM snap-2025-03-11-1100.jpg""")
t.run("sleep 150; date +'%r'", "12:00:33 PM", dur=152.0)
t.run("atq")
t.run("ls -l --time-style=+'%I:%M %p' ~/snaps | tail -n 2", """-rw-r--r-- 1 pi pi 2297310 11:00 AM snap-2025-03-11-1100.jpg
-rw-r--r-- 1 pi pi 2402655 12:00 PM snap-2025-03-11-1200.jpg""")
t.run("uptime", " 12:00:41 up 6 days,  2:44,  2 users,  load average: 0.31, 0.17, 0.11")
add(20, t)

# ---------------------------------------------------------------------------------------------------------------
# CLEAN 21 (less common, redis-cli one-shots): a PX lock expires by itself, counters move, DBSIZE follows.
t = term(21, "app@worker-2:~$")
t.run("redis-cli DBSIZE", "(integer) 214")
t.run("redis-cli SET lock:job42 worker-3 PX 2000 NX", "OK")
t.run("redis-cli SET lock:job42 worker-5 PX 2000 NX", "(nil)")
t.run("redis-cli INCRBY stats:processed 25", "(integer) 18325")
t.run("sleep 2.5; redis-cli EXISTS lock:job42", "(integer) 0", dur=3.0)
t.run("redis-cli SET lock:job42 worker-5 PX 2000 NX", "OK")
t.run("redis-cli GET lock:job42", '"worker-5"')
t.run("redis-cli INCRBY stats:processed 25", "(integer) 18350")
t.run("redis-cli DBSIZE", "(integer) 215")
add(21, t)

# ---------------------------------------------------------------------------------------------------------------
# CLEAN 22 (less common, kubectl): rollout restart gives new pod names and ages; scaling adds a pod.
t = term(22, "ops@jump01:~$")
t.run("kubectl get pods -n shop -l app=cart", """NAME                   READY   STATUS    RESTARTS     AGE
cart-6d9f7c5b8-4xkqp   1/1     Running   0            2d4h
cart-6d9f7c5b8-n7wzr   1/1     Running   1 (9h ago)   2d4h""")
t.run("kubectl rollout restart deployment/cart -n shop", "deployment.apps/cart restarted")
t.run("kubectl rollout status deployment/cart -n shop", """Waiting for deployment "cart" rollout to finish: 1 out of 2 new replicas have been updated...
Waiting for deployment "cart" rollout to finish: 1 out of 2 new replicas have been updated...
Waiting for deployment "cart" rollout to finish: 1 old replicas are pending termination...
Waiting for deployment "cart" rollout to finish: 1 old replicas are pending termination...
deployment "cart" successfully rolled out""", dur=30.0)
t.run("kubectl get pods -n shop -l app=cart", """NAME                    READY   STATUS    RESTARTS   AGE
cart-7b4c9d8f6-2mhtx    1/1     Running   0          31s
cart-7b4c9d8f6-wq8vd    1/1     Running   0          17s""")
t.run("kubectl scale deployment/cart -n shop --replicas=3", "deployment.apps/cart scaled")
t.run("kubectl get pods -n shop -l app=cart", """NAME                    READY   STATUS              RESTARTS   AGE
cart-7b4c9d8f6-2mhtx    1/1     Running             0          44s
cart-7b4c9d8f6-wq8vd    1/1     Running             0          30s
cart-7b4c9d8f6-zp2lm    0/1     ContainerCreating   0          3s""")
t.run("kubectl get deploy cart -n shop", """NAME   READY   UP-TO-DATE   AVAILABLE   AGE
cart   3/3     3            3           41d""", dur=15.0)
t.run("kubectl rollout history deployment/cart -n shop", """deployment.apps/cart 
REVISION  CHANGE-CAUSE
10        <none>
11        <none>
12        <none>""")
add(22, t)


def main() -> None:
    RS.write()


if __name__ == "__main__":
    main()
