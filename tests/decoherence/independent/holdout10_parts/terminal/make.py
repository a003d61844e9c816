# ruff: noqa: E501
"""Held-out set 10, terminal domain: 22 tmux-keystroke trajectories (11 with exactly one contradiction)."""

from __future__ import annotations

import hashlib
from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet, jblock

SYSTEM = (
    "You are a Terminal World Model, a precise terminal state simulator. Given the history of a terminal "
    "session, the current terminal state and the next action (tmux keystrokes as a JSON list of objects with "
    "\"keystrokes\" and \"duration\"), predict the exact terminal output after the keystrokes run: the command "
    "echo on the prompt line, the program's stdout and stderr, and the next prompt once the command has "
    "finished. Keep the working directory, environment variables, file system, processes and services "
    "consistent with everything earlier in the session, and format output exactly as the real tools do. "
    "Reply after **Environment Observation:**."
)

Turns = list[tuple[str, str]]


def hx(seed: str, n: int = 64) -> str:
    """A deterministic hex string (ids, hashes, fingerprints)."""
    out = ""
    i = 0
    while len(out) < n:
        out += hashlib.sha256(f"{seed}/{i}".encode()).hexdigest()
        i += 1
    return out[:n]


def colon_fp(seed: str) -> str:
    return ":".join(hx(seed, 64).upper()[i:i + 2] for i in range(0, 64, 2))


def ptable(headers: list[str], rows: list[list[str]], right: tuple[int, ...] = (), footer: bool = True) -> str:
    """psql's default aligned output."""
    w = [max([len(h)] + [len(r[i]) for r in rows]) for i, h in enumerate(headers)]
    last = len(headers) - 1

    def head(i: int, s: str) -> str:
        pad = w[i] - len(s)
        return " " * (pad // 2) + s + " " * (pad - pad // 2)

    lines = [" " + " | ".join(head(i, h) for i, h in enumerate(headers)) + " "]
    lines.append("-" + "-+-".join("-" * x for x in w) + "-")
    for r in rows:
        cells = [c.rjust(w[i]) if i in right else c.ljust(w[i]) for i, c in enumerate(r)]
        line = " " + " | ".join(cells)
        if last not in right:
            line = line.rstrip()
        lines.append(line)
    if footer:
        lines.append(f"({len(rows)} row{'' if len(rows) == 1 else 's'})")
    return "\n".join(lines)


def scols(headers: list[str], rows: list[list[str]]) -> str:
    """sqlite3 -header -column output."""
    w = [max([len(h)] + [len(r[i]) for r in rows]) for i, h in enumerate(headers)]
    out = ["  ".join(h.ljust(w[i]) for i, h in enumerate(headers)).rstrip(),
           "  ".join("-" * x for x in w)]
    for r in rows:
        out.append("  ".join(c.ljust(w[i]) for i, c in enumerate(r)).rstrip())
    return "\n".join(out)


def cols(rows: list[list[str]], gap: int = 2, right: tuple[int, ...] = ()) -> str:
    """Whitespace-aligned columns (ls/ps/kubectl/docker style tables)."""
    w = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    out = []
    for r in rows:
        cells = [c.rjust(w[i]) if i in right else c.ljust(w[i]) for i, c in enumerate(r)]
        out.append((" " * gap).join(cells).rstrip())
    return "\n".join(out)


def heredoc(p: Pane, first: str, body: str, end: str = "EOF") -> tuple[str, str]:
    """A command with a heredoc typed at once: bash echoes each continuation line after '> '."""
    lines = body.rstrip("\n").split("\n") + [end]
    action = jblock([{"keystrokes": first + "\n" + "\n".join(lines) + "\n", "duration": 0.5}])
    obs = f"{p.prompt} {first}\n" + "\n".join(f"> {ln}" for ln in lines) + f"\n{p.prompt}"
    return action, obs


def gstat(entries: list[tuple[str, int, str]]) -> str:
    """The per-file lines of git's --stat."""
    w = max(len(n) for n, _, _ in entries)
    c = max(len(str(k)) for _, k, _ in entries)
    return "\n".join(f" {n:<{w}} | {k:>{c}} {bar}" for n, k, bar in entries)


def t01(rs: RowSet) -> None:
    # BAD git release branch: turn 9 `git branch -vv` shows release/2.14 at c18e4f0, but the cherry-pick in turn 5 created c81e4f0 (turn 6 log agrees) and nothing rewrote it.
    p = Pane("mkaur", "build-07", "/home/mkaur/src/tidewater-ingest")
    state = p.prompt
    t: Turns = []
    t.append(p.run("git status -sb && git log --oneline -6", """## main...origin/main
 M ingest/parsers/nmea.py
?? notes/release-2.14.md
e4b91c7 (HEAD -> main, origin/main, origin/HEAD) Merge pull request #412 from tidewater/fix/gps-epoch-rollover
3a06f2d Handle GPS week rollover in NMEA RMC sentences
9c1d58e Bump pyproj to 3.6.1
71fa2b0 Add buoy station 46087 to the default roster
0d8e3f4 CI: cache pip wheels between jobs
b52c6a9 Refactor sensor registry into its own module"""))
    t.append(p.run("git diff --stat && git diff ingest/parsers/nmea.py", """ ingest/parsers/nmea.py | 7 +++++--
 1 file changed, 5 insertions(+), 2 deletions(-)
diff --git a/ingest/parsers/nmea.py b/ingest/parsers/nmea.py
index 5f1c2ab..8e07d93 100644
--- a/ingest/parsers/nmea.py
+++ b/ingest/parsers/nmea.py
@@ -41,8 +41,11 @@ def _checksum_ok(sentence: str) -> bool:
     if "*" not in sentence:
         return False
     body, _, given = sentence[1:].partition("*")
-    calc = reduce(xor, (ord(c) for c in body))
-    return f"{calc:02X}" == given
+    calc = 0
+    for ch in body:
+        calc ^= ord(ch)
+    # some loggers emit lowercase hex and a trailing \\r
+    return f"{calc:02X}" == given.strip().upper()


 def parse_rmc(fields: list[str]) -> RmcFix:"""))
    t.append(p.run('git stash push -m "wip nmea checksum" ingest/parsers/nmea.py && git stash list', """Saved working directory and index state On main: wip nmea checksum
stash@{0}: On main: wip nmea checksum"""))
    t.append(p.run("git switch -c release/2.14 v2.13.2 && git log --oneline -3", """Switched to a new branch 'release/2.14'
f70c3ad (HEAD -> release/2.14, tag: v2.13.2) Release 2.13.2
2be9a41 Pin numpy<2 for the 2.13 line
6d0c7e8 Fix off-by-one in tide table interpolation"""))
    t.append(p.run("git cherry-pick 3a06f2d", """[release/2.14 c81e4f0] Handle GPS week rollover in NMEA RMC sentences
 Date: Tue Mar 11 16:42:09 2025 +0100
 2 files changed, 38 insertions(+), 4 deletions(-)
 create mode 100644 tests/parsers/test_rmc_rollover.py"""))
    t.append(p.run("git log --oneline --graph -4 && git show --stat --format='%H%n%an <%ae>%n%cd' HEAD", """* c81e4f0 (HEAD -> release/2.14) Handle GPS week rollover in NMEA RMC sentences
* f70c3ad (tag: v2.13.2) Release 2.13.2
* 2be9a41 Pin numpy<2 for the 2.13 line
* 6d0c7e8 Fix off-by-one in tide table interpolation
c81e4f0d27a9b53e16c4f8a02d9e7b31c5fa6048
Jonas Albrecht <jalbrecht@tidewater.io>
Tue Mar 18 10:14:37 2025 +0100

 ingest/parsers/nmea.py             | 15 +++++++++++----
 tests/parsers/test_rmc_rollover.py | 27 +++++++++++++++++++++++++++
 2 files changed, 38 insertions(+), 4 deletions(-)"""))
    t.append(p.run("python -m pytest tests/parsers -q", """..........................                                               [100%]
26 passed in 1.84s""", duration=8.0))
    t.append(p.run("git switch main && git stash pop", """Switched to branch 'main'
Your branch is up to date with 'origin/main'.
On branch main
Your branch is up to date with 'origin/main'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   ingest/parsers/nmea.py

Untracked files:
  (use "git add <file>..." to include in what will be committed)
	notes/release-2.14.md

no changes added to commit (use "git add" and/or "git commit -a")
Dropped refs/stash@{0} (4a9d2e1b7c03f58e6d1a92b0c4e7f3d8a5b6c901)"""))
    t.append(p.run("git log --oneline -3 && git branch -vv", """e4b91c7 (HEAD -> main, origin/main, origin/HEAD) Merge pull request #412 from tidewater/fix/gps-epoch-rollover
3a06f2d Handle GPS week rollover in NMEA RMC sentences
9c1d58e Bump pyproj to 3.6.1
* main         e4b91c7 [origin/main] Merge pull request #412 from tidewater/fix/gps-epoch-rollover
  release/2.14 c18e4f0 Handle GPS week rollover in NMEA RMC sentences"""))
    t.append(p.run("git push -u origin release/2.14", """Enumerating objects: 16, done.
Counting objects: 100% (16/16), done.
Delta compression using up to 8 threads
Compressing objects: 100% (8/8), done.
Writing objects: 100% (9/9), 1.71 KiB | 1.71 MiB/s, done.
Total 9 (delta 5), reused 0 (delta 0), pack-reused 0 (from 0)
remote: Resolving deltas: 100% (5/5), completed with 5 local objects.
remote:
remote: Create a pull request for 'release/2.14' on GitHub by visiting:
remote:      https://github.com/tidewater/tidewater-ingest/pull/new/release/2.14
remote:
To github.com:tidewater/tidewater-ingest.git
 * [new branch]      release/2.14 -> release/2.14
branch 'release/2.14' set up to track 'origin/release/2.14'.""", duration=4.0))
    rs.add(task="terminal", tid="h10-terminal-01", system=SYSTEM, turns=t, state=state, bad=True, turn=9,
           kind="commit id drift: cherry-picked commit c81e4f0 shown as c18e4f0 in git branch -vv")


def t02(rs: RowSet) -> None:
    # CLEAN docker compose: worker concurrency raised in .env, container recreated (new container id, pid, start time, restart count 0, fresh uptime); other services untouched.
    p = Pane("root", "stg-web-02", "/srv/chartroom")
    state = p.prompt
    t: Turns = []
    hdr = ["NAME", "IMAGE", "COMMAND", "SERVICE", "CREATED", "STATUS", "PORTS"]
    img = "ghcr.io/ankerlab/chartroom:1.8.3"
    t.append(p.run("docker compose ps", cols([
        hdr,
        ["chartroom-redis-1", "redis:7.2-alpine", '"docker-entrypoint.s…"', "redis", "9 days ago", "Up 9 days (healthy)", "6379/tcp"],
        ["chartroom-web-1", img, '"gunicorn -c /etc/gu…"', "web", "9 days ago", "Up 9 days (healthy)", "0.0.0.0:8080->8000/tcp, [::]:8080->8000/tcp"],
        ["chartroom-worker-1", img, '"celery -A chartroom…"', "worker", "9 days ago", "Up 41 hours", ""],
    ], gap=3)))
    t.append(p.run("docker inspect -f '{{.Id}} {{.State.Pid}} {{.State.StartedAt}} {{.RestartCount}}' chartroom-worker-1",
                   f"{'8e2a61f0c93d' + hx('t02-old', 52)} 28841 2025-04-06T19:12:55.40381266Z 3"))
    t.append(p.run("docker compose logs --tail 5 worker", f"""chartroom-worker-1  | [2025-04-08 11:57:58,204: INFO/MainProcess] Task chartroom.tasks.render_tile[{hx('t02a', 8)}-{hx('t02b', 4)}-4{hx('t02c', 3)}-a{hx('t02d', 3)}-{hx('t02e', 12)}] received
chartroom-worker-1  | [2025-04-08 11:57:58,631: INFO/ForkPoolWorker-1] Task chartroom.tasks.render_tile[{hx('t02a', 8)}-{hx('t02b', 4)}-4{hx('t02c', 3)}-a{hx('t02d', 3)}-{hx('t02e', 12)}] succeeded in 0.4264s: None
chartroom-worker-1  | [2025-04-08 11:58:12,019: INFO/MainProcess] Task chartroom.tasks.render_tile[{hx('t02f', 8)}-{hx('t02g', 4)}-4{hx('t02h', 3)}-b{hx('t02i', 3)}-{hx('t02j', 12)}] received
chartroom-worker-1  | [2025-04-08 11:58:40,877: WARNING/ForkPoolWorker-2] Queue depth 1184 on 'tiles' exceeds soft limit 1000 with concurrency=2
chartroom-worker-1  | [2025-04-08 11:58:41,902: INFO/ForkPoolWorker-2] Task chartroom.tasks.render_tile[{hx('t02f', 8)}-{hx('t02g', 4)}-4{hx('t02h', 3)}-b{hx('t02i', 3)}-{hx('t02j', 12)}] succeeded in 29.8811s: None"""))
    t.append(p.run("grep -n CONCURRENCY .env && sed -i 's/^CELERY_CONCURRENCY=2$/CELERY_CONCURRENCY=4/' .env && grep -n CONCURRENCY .env",
                   "7:CELERY_CONCURRENCY=2\n7:CELERY_CONCURRENCY=4"))
    t.append(p.run("docker compose up -d worker", """[+] Running 2/2
 ✔ Container chartroom-redis-1   Running                                   0.0s
 ✔ Container chartroom-worker-1  Started                                  11.2s""", duration=15.0))
    t.append(p.run("docker compose ps worker && docker inspect -f '{{.Id}} {{.State.Pid}} {{.State.StartedAt}} {{.RestartCount}}' chartroom-worker-1",
                   cols([hdr, ["chartroom-worker-1", img, '"celery -A chartroom…"', "worker", "12 seconds ago", "Up 11 seconds", ""]], gap=3)
                   + f"\n{'5b07d2e9c1aa' + hx('t02-new', 52)} 31207 2025-04-08T12:03:27.118840517Z 0"))
    t.append(p.run("docker compose exec worker sh -c 'echo $CELERY_CONCURRENCY; ps -eo pid,args | grep -c \"[c]elery -A\"'", "4\n5"))
    t.append(p.run("docker compose logs --since 2m worker | tail -n 6", f"""chartroom-worker-1  | [tasks]
chartroom-worker-1  |   . chartroom.tasks.purge_stale_tiles
chartroom-worker-1  |   . chartroom.tasks.render_tile
chartroom-worker-1  | [2025-04-08 12:03:31,207: INFO/MainProcess] Connected to redis://redis:6379/0
chartroom-worker-1  | [2025-04-08 12:03:31,318: INFO/MainProcess] celery@5b07d2e9c1aa ready.
chartroom-worker-1  | [2025-04-08 12:03:44,560: INFO/MainProcess] Task chartroom.tasks.render_tile[{hx('t02k', 8)}-{hx('t02l', 4)}-4{hx('t02m', 3)}-9{hx('t02n', 3)}-{hx('t02o', 12)}] received"""))
    t.append(p.run("docker compose ps", cols([
        hdr,
        ["chartroom-redis-1", "redis:7.2-alpine", '"docker-entrypoint.s…"', "redis", "9 days ago", "Up 9 days (healthy)", "6379/tcp"],
        ["chartroom-web-1", img, '"gunicorn -c /etc/gu…"', "web", "9 days ago", "Up 9 days (healthy)", "0.0.0.0:8080->8000/tcp, [::]:8080->8000/tcp"],
        ["chartroom-worker-1", img, '"celery -A chartroom…"', "worker", "2 minutes ago", "Up 2 minutes", ""],
    ], gap=3)))
    t.append(p.run("docker stats --no-stream chartroom-worker-1", cols([
        ["CONTAINER ID", "NAME", "CPU %", "MEM USAGE / LIMIT", "MEM %", "NET I/O", "BLOCK I/O", "PIDS"],
        ["5b07d2e9c1aa", "chartroom-worker-1", "38.17%", "611.4MiB / 3.82GiB", "15.63%", "4.87MB / 6.02MB", "0B / 246kB", "9"],
    ], gap=3), duration=3.0))
    rs.add(task="terminal", tid="h10-terminal-02", system=SYSTEM, turns=t, state=state)


def t03(rs: RowSet) -> None:
    # BAD redis-cli eviction tuning: turn 6 INFO memory reports maxmemory_policy:volatile-lru although turn 4 set volatile-lfu (OK) and turn 5's OBJECT FREQ only works under an LFU policy.
    p = Pane("ops", "cache-eu-3", "/home/ops")
    state = p.prompt
    r = "redis-cli -h 10.40.2.17"
    mem = f"{r} INFO memory | grep -E 'used_memory_human|used_memory_peak_human|maxmemory_human|maxmemory_policy|mem_fragmentation_ratio'"
    t: Turns = []
    t.append(p.run(mem, """used_memory_human:5.87G
used_memory_peak_human:5.99G
maxmemory_human:6.00G
maxmemory_policy:noeviction
mem_fragmentation_ratio:1.14"""))
    t.append(p.run(f"{r} INFO stats | grep -E 'keyspace_(hits|misses)|evicted_keys|rejected_connections|total_error_replies'", """rejected_connections:0
keyspace_hits:918233041
keyspace_misses:40211876
evicted_keys:0
total_error_replies:48113"""))
    t.append(p.run(f"{r} --scan --pattern 'sess:*' --count 1000 | head -n 3; {r} DBSIZE; {r} INFO keyspace", """sess:8f2c01d9b7e4
sess:1d77a0c3e95b
sess:a4e9b01f6c28
(integer) 2418877
# Keyspace
db0:keys=2418877,expires=2391604,avg_ttl=1693214,subexpiry=0"""))
    t.append(p.run(f"{r} CONFIG SET maxmemory-policy volatile-lfu && {r} CONFIG SET maxmemory 7gb", "OK\nOK"))
    t.append(p.run(f"{r} CONFIG REWRITE && {r} OBJECT FREQ sess:8f2c01d9b7e4 && {r} OBJECT FREQ sess:a4e9b01f6c28", "OK\n(integer) 5\n(integer) 3"))
    t.append(p.run(mem, """used_memory_human:5.89G
used_memory_peak_human:5.99G
maxmemory_human:7.00G
maxmemory_policy:volatile-lru
mem_fragmentation_ratio:1.14"""))
    t.append(p.run(f"{r} TTL sess:8f2c01d9b7e4; {r} MEMORY USAGE sess:8f2c01d9b7e4; {r} TYPE sess:8f2c01d9b7e4", "(integer) 1611\n(integer) 1184\nhash"))
    t.append(p.run("sleep 60; " + f"{r} INFO stats | grep -E 'keyspace_(hits|misses)|evicted_keys|rejected_connections|total_error_replies'", """rejected_connections:0
keyspace_hits:918419765
keyspace_misses:40220318
evicted_keys:0
total_error_replies:48113""", duration=65.0))
    rs.add(task="terminal", tid="h10-terminal-03", system=SYSTEM, turns=t, state=state, bad=True, turn=6,
           kind="setting reads back different: maxmemory-policy set to volatile-lfu shows volatile-lru in INFO memory")


def t04(rs: RowSet) -> None:
    # CLEAN psql region backfill: NULL regions updated by the agent, a depot inserted, group counts shift and re-sort (ORDER BY count), total rises 57 -> 58, city filter shows new row.
    p = Pane("deploy", "pg-reporting", "/home/deploy")
    state = p.prompt
    q = 'psql -d fieldops -c'
    t: Turns = []
    t.append(p.run(f'{q} "\\dt+ depot*"', "                                      List of relations\n" + ptable(
        ["Schema", "Name", "Type", "Owner", "Persistence", "Access method", "Size", "Description"],
        [["public", "depot_shifts", "table", "fieldops", "permanent", "heap", "4232 kB", ""],
         ["public", "depots", "table", "fieldops", "permanent", "heap", "48 kB", ""]])))
    t.append(p.run(f'{q} "SELECT region, count(*) FROM depots GROUP BY region ORDER BY region NULLS FIRST;"', ptable(
        ["region", "count"], [["", "6"], ["NE", "14"], ["NW", "11"], ["SE", "17"], ["SW", "9"]], right=(1,))))
    t.append(p.run(f'{q} "SELECT id, code, city, created_at::date FROM depots WHERE region IS NULL ORDER BY id;"', ptable(
        ["id", "code", "city", "created_at"],
        [["12", "DP-012", "Carlisle", "2021-03-02"], ["31", "DP-031", "Hexham", "2022-08-19"], ["44", "DP-044", "Truro", "2023-01-10"],
         ["45", "DP-045", "Penzance", "2023-01-10"], ["58", "DP-058", "Whitby", "2024-06-03"], ["61", "DP-061", "Kendal", "2025-02-27"]], right=(0,))))
    t.append(p.run(f"{q} \"UPDATE depots SET region='NW' WHERE id IN (12,61); UPDATE depots SET region='SW' WHERE id IN (44,45); UPDATE depots SET region='NE' WHERE id IN (31,58);\"",
                   "UPDATE 2\nUPDATE 2\nUPDATE 2"))
    t.append(p.run(f'{q} "SELECT region, count(*) FROM depots GROUP BY region ORDER BY region NULLS FIRST;"', ptable(
        ["region", "count"], [["NE", "16"], ["NW", "13"], ["SE", "17"], ["SW", "11"]], right=(1,))))
    t.append(p.run(f"{q} \"INSERT INTO depots (code, city, region) VALUES ('DP-062', 'Barnstaple', 'SW') RETURNING id, code, created_at;\"", ptable(
        ["id", "code", "created_at"], [["62", "DP-062", "2025-05-14 09:41:27.318204+01"]], right=(0,)) + "\n\nINSERT 0 1"))
    t.append(p.run(f'{q} "SELECT region, count(*) AS depots FROM depots GROUP BY region ORDER BY count(*) DESC, region;"', ptable(
        ["region", "depots"], [["SE", "17"], ["NE", "16"], ["NW", "13"], ["SW", "12"]], right=(1,))))
    t.append(p.run(f"{q} \"SELECT id, code, city, region FROM depots WHERE city ILIKE 'b%' ORDER BY city;\"", ptable(
        ["id", "code", "city", "region"],
        [["62", "DP-062", "Barnstaple", "SW"], ["39", "DP-039", "Bideford", "SW"], ["7", "DP-007", "Bradford", "NE"]], right=(0,))))
    t.append(p.run(f'{q} "SELECT count(*) AS total, count(region) AS with_region, max(id) AS max_id FROM depots;"', ptable(
        ["total", "with_region", "max_id"], [["58", "58", "62"]], right=(0, 1, 2))))
    rs.add(task="terminal", tid="h10-terminal-04", system=SYSTEM, turns=t, state=state)


def _restic_table(rows: list[tuple[str, str, str, str]], with_reasons: bool = False) -> str:
    if with_reasons:
        head = f"{'ID':<10}{'Time':<21}{'Host':<15}{'Tags':<12}{'Reasons':<15}Paths"
        body = [f"{i:<10}{tm:<21}{'nas-backup-01':<15}{tag:<12}{'last snapshot':<15}{path}" for i, tm, tag, path in rows]
    else:
        head = f"{'ID':<10}{'Time':<21}{'Host':<15}{'Tags':<12}Paths"
        body = [f"{i:<10}{tm:<21}{'nas-backup-01':<15}{tag:<12}{path}" for i, tm, tag, path in rows]
    rule = "-" * (len(head) + 8)
    return "\n".join([head, rule, *body, rule, f"{len(rows)} snapshots"])


def t05(rs: RowSet) -> None:
    # BAD restic retention: turn 8 `restic snapshots` lists photos snapshot f0d83a55, which turn 4 forgot and pruned (turn 5 listing and turn 7 check's 7 snapshots agree it is gone).
    p = Pane("root", "nas-backup-01", "/root")
    state = p.prompt
    opened = "repository 3b9e01c4 opened (version 2, compression level auto)"
    ph, dc = "/tank/photos", "/tank/docs"
    docs = [("7e01b2c9", "2025-01-19 03:10:02", "docs", dc), ("b3c84d07", "2025-02-02 03:10:05", "docs", dc),
            ("5a9f6e21", "2025-02-09 03:10:03", "docs", dc)]
    photos = [("a41f07d2", "2025-01-05 02:30:11", "photos", ph), ("6c2e9b18", "2025-01-12 02:30:09", "photos", ph),
              ("f0d83a55", "2025-01-19 02:30:14", "photos", ph), ("19be6c73", "2025-01-26 02:30:10", "photos", ph),
              ("d7a2c410", "2025-02-02 02:30:12", "photos", ph), ("e5b3f961", "2025-02-09 02:30:08", "photos", ph)]

    def by_time(rows: list[tuple[str, str, str, str]]) -> list[tuple[str, str, str, str]]:
        return sorted(rows, key=lambda r: r[1])

    t: Turns = []
    t.append(p.run("export RESTIC_REPOSITORY=sftp:restic@vault.lan:/srv/restic/nas01 RESTIC_PASSWORD_FILE=/root/.config/restic/pass"))
    t.append(p.run("restic snapshots", opened + "\n" + _restic_table(by_time(docs + photos)), duration=4.0))
    forget = (opened + "\nApplying Policy: keep 3 latest snapshots\nsnapshots for (host [nas-backup-01], paths [/tank/photos]):\n\nkeep 3 snapshots:\n"
              + _restic_table(photos[3:], with_reasons=True) + "\n\nremove 3 snapshots:\n" + _restic_table(photos[:3]) + "\n")
    t.append(p.run("restic forget --tag photos --keep-last 3 --dry-run", forget + "\nwould have removed the following snapshots:\n{a41f07d2 6c2e9b18 f0d83a55}", duration=4.0))
    t.append(p.run("restic forget --tag photos --keep-last 3 --prune", forget + """
[0:00] 100.00%  3 / 3 files deleted
3 snapshots have been removed, running prune
loading indexes...
loading all snapshots...
finding data that is still in use for 6 snapshots
[0:02] 100.00%  6 / 6 snapshots

searching used packs...
collecting packs for deletion and repacking
[0:01] 100.00%  2871 / 2871 packs processed

to repack:             41 blobs / 18.112 MiB
this removes:          17 blobs / 6.874 MiB
to delete:           1204 blobs / 3.518 GiB
total prune:         1221 blobs / 3.525 GiB
remaining:          51877 blobs / 182.604 GiB
unused size after prune: 9.208 MiB (0.00% of remaining size)

repacking packs
[0:00] 100.00%  2 / 2 packs repacked

rebuilding index
[0:01] 100.00%  2692 / 2692 packs processed

deleting obsolete index files
[0:00] 100.00%  4 / 4 files deleted

removing 181 old packs
[0:01] 100.00%  181 / 181 files deleted
done""", duration=30.0))
    t.append(p.run("restic snapshots --tag photos", opened + "\n" + _restic_table(photos[3:]), duration=4.0))
    t.append(p.run("restic backup /tank/photos --tag photos --exclude-caches", opened + """
using parent snapshot e5b3f961
[0:00] 100.00%  1 / 1 index files loaded

Files:         212 new,     3 changed, 48620 unmodified
Dirs:           14 new,     9 changed,  1307 unmodified
Added to the repository: 1.406 GiB (1.388 GiB stored)

processed 48835 files, 181.772 GiB in 0:47
snapshot 2c7f9e04 saved""", duration=60.0))
    t.append(p.run("restic check --read-data-subset=2%", """using temporary cache in /tmp/restic-check-cache-2914377118
""" + opened + """
created new cache in /tmp/restic-check-cache-2914377118
create exclusive lock for repository
load indexes
[0:00] 100.00%  2 / 2 index files loaded
check all packs
check snapshots, trees and blobs
[0:04] 100.00%  7 / 7 snapshots
read 2.0% of data packs
[0:19] 100.00%  55 / 55 packs
no errors were found""", duration=40.0))
    new = ("2c7f9e04", "2025-02-12 11:06:41", "photos", ph)
    t.append(p.run("restic snapshots", opened + "\n" + _restic_table(by_time(docs + [photos[2]] + photos[3:] + [new])), duration=4.0))
    t.append(p.run("restic diff e5b3f961 2c7f9e04 | tail -n 7", """Files:         212 new,     0 removed,     3 changed
Dirs:           14 new,     0 removed
Others:          0 new,     0 removed
Data Blobs:    981 new,     7 removed
Tree Blobs:     24 new,    23 removed
  Added:   1.406 GiB
  Removed: 2.117 MiB""", duration=6.0))
    rs.add(task="terminal", tid="h10-terminal-05", system=SYSTEM, turns=t, state=state, bad=True, turn=8,
           kind="deleted reappears: snapshot f0d83a55 forgotten and pruned is listed again")


def t06(rs: RowSet) -> None:
    # CLEAN borg: new archive created, prune removes two dailies by rule, compact; archive count 5 -> 6 -> 4, "All archives" totals shrink and the kept archive's deduplicated size legitimately grows once sharing archives are gone.
    p = Pane("backup", "hv-node4", "/home/backup")
    state = p.prompt
    names = [f"hv-node4-2025-06-0{d}T01:00" for d in range(1, 6)]
    days = ["Sun", "Mon", "Tue", "Wed", "Thu"]
    secs = ["04", "02", "04", "05", "03"]
    ids = {n: hx("t06" + n) for n in names}
    new = "hv-node4-2025-06-06T14:37"
    ids[new] = hx("t06" + new)
    line = {n: f"{n:<37}{days[i]}, 2025-06-0{i + 1} 01:00:{secs[i]} [{ids[n]}]" for i, n in enumerate(names)}
    line[new] = f"{new:<37}Fri, 2025-06-06 14:37:12 [{ids[new]}]"
    t: Turns = []
    t.append(p.run("export BORG_REPO=ssh://borg@archive-01.int/./hv-node4 BORG_PASSCOMMAND='cat /home/backup/.borg-pass'"))
    t.append(p.run("borg list", "\n".join(line[n] for n in names), duration=3.0))
    t.append(p.run("borg create --stats --compression zstd,6 ::hv-node4-{now:%Y-%m-%dT%H:%M} /etc /var/lib/libvirt/qemu /srv/vm-configs", f"""------------------------------------------------------------------------------
Repository: ssh://borg@archive-01.int/./hv-node4
Archive name: {new}
Archive fingerprint: {ids[new]}
Time (start): Fri, 2025-06-06 14:37:12
Time (end):   Fri, 2025-06-06 14:37:19
Duration: 6.88 seconds
Number of files: 2143
Utilization of max. archive size: 0%
------------------------------------------------------------------------------
                       Original size      Compressed size    Deduplicated size
This archive:               48.73 MB             11.06 MB            214.38 kB
All archives:              291.52 MB             66.21 MB             14.87 MB

                       Unique chunks         Total chunks
Chunk index:                    2411                12862
------------------------------------------------------------------------------""", duration=12.0))
    t.append(p.run("borg list", "\n".join(line[n] for n in names + [new]), duration=3.0))
    t.append(p.run("borg prune --list --keep-daily 3 --keep-weekly 1", "\n".join([
        f"{'Keeping archive (rule: daily #1):':<41}{line[new]}",
        f"{'Keeping archive (rule: daily #2):':<41}{line[names[4]]}",
        f"{'Keeping archive (rule: daily #3):':<41}{line[names[3]]}",
        f"{'Pruning archive (1/2):':<41}{line[names[2]]}",
        f"{'Pruning archive (2/2):':<41}{line[names[1]]}",
        f"{'Keeping archive (rule: weekly #1):':<41}{line[names[0]]}",
    ]), duration=5.0))
    t.append(p.run("borg compact && borg list", "\n".join(line[n] for n in [names[0], names[3], names[4], new]), duration=8.0))
    t.append(p.run(f"borg info ::{new}", f"""Archive name: {new}
Archive fingerprint: {ids[new]}
Comment:
Hostname: hv-node4
Username: backup
Time (start): Fri, 2025-06-06 14:37:12
Time (end): Fri, 2025-06-06 14:37:19
Duration: 6.88 seconds
Number of files: 2143
Command line: /usr/bin/borg create --stats --compression zstd,6 ::hv-node4-{{now:%Y-%m-%dT%H:%M}} /etc /var/lib/libvirt/qemu /srv/vm-configs
Utilization of maximum supported archive size: 0%
------------------------------------------------------------------------------
                       Original size      Compressed size    Deduplicated size
This archive:               48.73 MB             11.06 MB            301.55 kB
All archives:              194.36 MB             44.12 MB             14.31 MB

                       Unique chunks         Total chunks
Chunk index:                    2301                 8577""", duration=4.0))
    t.append(p.run(f"borg list ::{new} etc/libvirt/qemu | head -n 6", """drwxr-xr-x root   root          0 Tue, 2025-05-20 09:14:51 etc/libvirt/qemu
drwxr-xr-x root   root          0 Mon, 2025-03-10 16:02:27 etc/libvirt/qemu/networks
-rw------- root   root        596 Mon, 2025-03-10 16:02:27 etc/libvirt/qemu/networks/default.xml
drwxr-xr-x root   root          0 Mon, 2025-03-10 16:02:27 etc/libvirt/qemu/networks/autostart
-rw------- root   root       7312 Tue, 2025-05-20 09:14:51 etc/libvirt/qemu/winbuild-22.xml
-rw------- root   root       6185 Thu, 2025-04-03 11:40:08 etc/libvirt/qemu/pfsense-lab.xml""", duration=3.0))
    rs.add(task="terminal", tid="h10-terminal-06", system=SYSTEM, turns=t, state=state)


def t07(rs: RowSet) -> None:
    # BAD podman metrics stack: turn 5 `podman network ls` (after creating edgenet) no longer lists metricsnet, which turn 2 created and turn 4's container was started on; nothing removed it.
    p = Pane("svc", "lab-rh9", "/home/svc", style="rhel")
    state = p.prompt
    mid = hx("t07-metricsnet")
    t: Turns = []
    t.append(p.run("podman network ls", "NETWORK ID    NAME        DRIVER\n2f259bab93aa  podman      bridge"))
    t.append(p.run("podman network create --subnet 10.89.7.0/24 --gateway 10.89.7.1 metricsnet", "metricsnet"))
    t.append(p.run("podman network inspect metricsnet | jq '.[0] | {name, id, driver, network_interface, subnets, dns_enabled}'", f"""{{
  "name": "metricsnet",
  "id": "{mid}",
  "driver": "bridge",
  "network_interface": "podman1",
  "subnets": [
    {{
      "subnet": "10.89.7.0/24",
      "gateway": "10.89.7.1"
    }}
  ],
  "dns_enabled": true
}}"""))
    t.append(p.run("podman run -d --name vmagent --network metricsnet --ip 10.89.7.20 -v ./vmagent.yml:/etc/vmagent.yml:Z docker.io/victoriametrics/vmagent:v1.101.0 -promscrape.config=/etc/vmagent.yml -remoteWrite.url=http://10.89.7.30:8428/api/v1/write", f"""Trying to pull docker.io/victoriametrics/vmagent:v1.101.0...
Getting image source signatures
Copying blob 9d3b8e1c02a4 done   |
Copying blob 4abcf2066143 done   |
Copying blob c62f1b7d0e55 done   |
Copying config 5d1f7a9e33 done   |
Writing manifest to image destination
{hx('t07-vmagent')}""", duration=20.0))
    t.append(p.run("podman network create edgenet && podman network ls", f"""edgenet
NETWORK ID    NAME        DRIVER
{hx('t07-edgenet', 12)}  edgenet     bridge
2f259bab93aa  podman      bridge"""))
    t.append(p.run("podman run -d --name victoriametrics --network metricsnet --ip 10.89.7.30 -v vmdata:/storage:Z docker.io/victoriametrics/victoria-metrics:v1.101.0 -retentionPeriod=30d -storageDataPath=/storage", f"""Trying to pull docker.io/victoriametrics/victoria-metrics:v1.101.0...
Getting image source signatures
Copying blob 4abcf2066143 skipped: already exists  |
Copying blob 77e0d1a4b3f9 done   |
Copying blob 0b6e5c21a8d7 done   |
Copying config 91c3e0f7ab done   |
Writing manifest to image destination
{hx('t07-vm')}""", duration=20.0))
    t.append(p.run("podman ps --format '{{.Names}}\\t{{.Status}}\\t{{.Networks}}' && podman exec vmagent wget -qO- http://10.89.7.30:8428/health; echo",
                   "vmagent\tUp 2 minutes\tmetricsnet\nvictoriametrics\tUp 14 seconds\tmetricsnet\nOK"))
    t.append(p.run("podman inspect victoriametrics --format '{{.NetworkSettings.Networks.metricsnet.IPAddress}} {{.NetworkSettings.Networks.metricsnet.Gateway}}'",
                   "10.89.7.30 10.89.7.1"))
    t.append(p.run("podman exec vmagent wget -qO- 'http://10.89.7.30:8428/api/v1/query?query=count(up)'; echo",
                   '{"status":"success","data":{"resultType":"vector","result":[{"metric":{},"value":[1721312467.518,"3"]}]},"stats":{"seriesFetched":"3","executionTimeMsec":1}}'))
    rs.add(task="terminal", tid="h10-terminal-07", system=SYSTEM, turns=t, state=state, bad=True, turn=5,
           kind="created thing absent: network metricsnet (created turn 2, in use) missing from podman network ls")


def t08(rs: RowSet) -> None:
    # CLEAN kubectl: env change rolls the deployment (new ReplicaSet hash, new pod names, ages reset), scale 2 -> 4 (pods pending then ready), similarly named recon-api-canary is a separate deployment.
    p = Pane("sre", "bastion-k8s", "/home/sre")
    state = p.prompt
    k = "kubectl -n ledger"
    t: Turns = []
    t.append(p.run(f"{k} get pods -l app=recon-api", cols([
        ["NAME", "READY", "STATUS", "RESTARTS", "AGE"],
        ["recon-api-7c9f8d6b54-2xkqp", "1/1", "Running", "0", "3d4h"],
        ["recon-api-7c9f8d6b54-vb8wn", "1/1", "Running", "2 (19h ago)", "3d4h"]], gap=3)))
    t.append(p.run(f"{k} set env deploy/recon-api RECON_BATCH_SIZE=500 && {k} rollout status deploy/recon-api --timeout=120s", """deployment.apps/recon-api env updated
Waiting for deployment "recon-api" rollout to finish: 1 out of 2 new replicas have been updated...
Waiting for deployment "recon-api" rollout to finish: 1 out of 2 new replicas have been updated...
Waiting for deployment "recon-api" rollout to finish: 1 old replicas are pending termination...
Waiting for deployment "recon-api" rollout to finish: 1 old replicas are pending termination...
deployment "recon-api" successfully rolled out""", duration=45.0))
    t.append(p.run(f"{k} get pods -l app=recon-api -o wide", cols([
        ["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES"],
        ["recon-api-5d8b7f4c96-jq7tm", "1/1", "Running", "0", "41s", "10.244.3.87", "pool-b-7xk2m", "<none>", "<none>"],
        ["recon-api-5d8b7f4c96-wl2zd", "1/1", "Running", "0", "23s", "10.244.1.142", "pool-b-9fh4q", "<none>", "<none>"]], gap=3)))
    t.append(p.run(f"{k} scale deploy/recon-api --replicas=4", "deployment.apps/recon-api scaled"))
    t.append(p.run(f"{k} get pods -l app=recon-api -o wide", cols([
        ["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES"],
        ["recon-api-5d8b7f4c96-4nrvx", "0/1", "ContainerCreating", "0", "3s", "<none>", "pool-b-7xk2m", "<none>", "<none>"],
        ["recon-api-5d8b7f4c96-jq7tm", "1/1", "Running", "0", "72s", "10.244.3.87", "pool-b-7xk2m", "<none>", "<none>"],
        ["recon-api-5d8b7f4c96-s8c5k", "0/1", "Running", "0", "3s", "10.244.2.61", "pool-b-3tn8d", "<none>", "<none>"],
        ["recon-api-5d8b7f4c96-wl2zd", "1/1", "Running", "0", "54s", "10.244.1.142", "pool-b-9fh4q", "<none>", "<none>"]], gap=3)))
    t.append(p.run(f"sleep 20; {k} get deploy", cols([
        ["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE"],
        ["recon-api", "4/4", "4", "4", "212d"],
        ["recon-api-canary", "1/1", "1", "1", "9d"],
        ["recon-worker", "3/3", "3", "3", "212d"]], gap=3), duration=25.0))
    t.append(p.run(f"{k} exec deploy/recon-api -- printenv RECON_BATCH_SIZE; {k} exec deploy/recon-api-canary -- printenv RECON_BATCH_SIZE",
                   "500\n250"))
    t.append(p.run(f"{k} rollout history deploy/recon-api", "deployment.apps/recon-api \n" + cols([
        ["REVISION", "CHANGE-CAUSE"], ["6", "<none>"], ["7", "<none>"], ["8", "<none>"]])))
    t.append(p.run(f"{k} top pods -l app=recon-api", cols([
        ["NAME", "CPU(cores)", "MEMORY(bytes)"],
        ["recon-api-5d8b7f4c96-4nrvx", "118m", "201Mi"],
        ["recon-api-5d8b7f4c96-jq7tm", "264m", "347Mi"],
        ["recon-api-5d8b7f4c96-s8c5k", "97m", "188Mi"],
        ["recon-api-5d8b7f4c96-wl2zd", "241m", "329Mi"]], gap=3)))
    rs.add(task="terminal", tid="h10-terminal-08", system=SYSTEM, turns=t, state=state)


def t09(rs: RowSet) -> None:
    # BAD LVM: turn 7 vgs shows vg_data with #LV 4, but the VG went 3 LVs +pg_archive (turn 2) -scratch (turn 5) = 3, and the lvs in the same output lists three.
    p = Pane("root", "db-stor-02", "/root")
    state = p.prompt
    lvs_hdr = "  LV         VG      Attr       LSize   Pool Origin Data%  Meta%  Move Log Cpy%Sync Convert"
    t: Turns = []
    t.append(p.run("vgs && lvs", """  VG      #PV #LV #SN Attr     VSize VFree
  vg_data   2   3   0 wz--n-   3.64t 1.13t
  vg_root   1   2   0 wz--n- 445.62g     0
""" + lvs_hdr + """
  pg_wal     vg_data -wi-ao---- 200.00g
  pgdata     vg_data -wi-ao----   2.00t
  scratch    vg_data -wi-a----- 320.00g
  root       vg_root -wi-ao---- 437.62g
  swap       vg_root -wi-ao----   8.00g"""))
    t.append(p.run("lvcreate -n pg_archive -L 400G vg_data", '  Logical volume "pg_archive" created.'))
    t.append(p.run("mkfs.xfs -L pgarchive /dev/vg_data/pg_archive", """meta-data=/dev/vg_data/pg_archive isize=512    agcount=16, agsize=6553600 blks
         =                       sectsz=4096  attr=2, projid32bit=1
         =                       crc=1        finobt=1, sparse=1, rmapbt=0
         =                       reflink=1    bigtime=1 inobtcount=1 nrext64=0
data     =                       bsize=4096   blocks=104857600, imaxpct=25
         =                       sunit=0      swidth=0 blks
naming   =version 2              bsize=4096   ascii-ci=0, ftype=1
log      =internal log           bsize=4096   blocks=51200, version=2
         =                       sectsz=4096  sunit=1 blks, lazy-count=1
realtime =none                   extsz=4096   blocks=0, rtextents=0
Discarding blocks...Done.""", duration=5.0))
    t.append(p.run("mkdir -p /srv/pg_archive && echo '/dev/vg_data/pg_archive /srv/pg_archive xfs defaults,noatime 0 2' >> /etc/fstab && systemctl daemon-reload && mount /srv/pg_archive && df -h /srv/pg_archive",
                   "Filesystem                      Size  Used Avail Use% Mounted on\n/dev/mapper/vg_data-pg_archive  400G  2.9G  398G   1% /srv/pg_archive"))
    t.append(p.run("findmnt -rn -S /dev/vg_data/scratch; lvremove -y vg_data/scratch", '  Logical volume "scratch" successfully removed.'))
    t.append(p.run("lvextend -r -L +300G vg_data/pgdata", """  Size of logical volume vg_data/pgdata changed from 2.00 TiB (524288 extents) to 2.29 TiB (601088 extents).
  Logical volume vg_data/pgdata successfully resized.
meta-data=/dev/mapper/vg_data-pgdata isize=512    agcount=4, agsize=134217728 blks
         =                       sectsz=4096  attr=2, projid32bit=1
         =                       crc=1        finobt=1, sparse=1, rmapbt=0
         =                       reflink=1    bigtime=1 inobtcount=1 nrext64=0
data     =                       bsize=4096   blocks=536870912, imaxpct=5
         =                       sunit=0      swidth=0 blks
naming   =version 2              bsize=4096   ascii-ci=0, ftype=1
log      =internal log           bsize=4096   blocks=262144, version=2
         =                       sectsz=4096  sunit=1 blks, lazy-count=1
realtime =none                   extsz=4096   blocks=0, rtextents=0
data blocks changed from 536870912 to 615514112""", duration=6.0))
    t.append(p.run("vgs vg_data && lvs vg_data", """  VG      #PV #LV #SN Attr   VSize   VFree
  vg_data   2   4   0 wz--n- 3.64t 778.02g
""" + lvs_hdr + """
  pg_archive vg_data -wi-ao---- 400.00g
  pg_wal     vg_data -wi-ao---- 200.00g
  pgdata     vg_data -wi-ao----   2.29t"""))
    t.append(p.run("grep pg_archive /etc/fstab && findmnt /srv/pg_archive && df -h /srv/pg_archive /var/lib/postgresql", """/dev/vg_data/pg_archive /srv/pg_archive xfs defaults,noatime 0 2
TARGET          SOURCE                         FSTYPE OPTIONS
/srv/pg_archive /dev/mapper/vg_data-pg_archive xfs    rw,noatime,attr2,inode64,logbufs=8,logbsize=32k,noquota
Filesystem                      Size  Used Avail Use% Mounted on
/dev/mapper/vg_data-pg_archive  400G  2.9G  398G   1% /srv/pg_archive
/dev/mapper/vg_data-pgdata      2.3T  1.6T  711G  70% /var/lib/postgresql"""))
    rs.add(task="terminal", tid="h10-terminal-09", system=SYSTEM, turns=t, state=state, bad=True, turn=7,
           kind="count off: vgs #LV 4 after one lvcreate and one lvremove from 3 (lvs lists 3)")


def t10(rs: RowSet) -> None:
    # CLEAN sqlite3 carrier merge: three similarly named carriers; duplicate 207 merged into 14 (its 38 shipments move, counts and weights add up), other LIKE filters show other rows, mtime moves.
    p = Pane("ana", "thinkpad-x13", "/home/ana/work/freightbook")
    state = p.prompt
    db = "sqlite3 -header -column freight.db"
    t: Turns = []
    t.append(p.run("ls -lh && sqlite3 freight.db '.tables'", """total 9.6M
-rw-r--r-- 1 ana ana 184K Jul  1 16:03 carriers_2025q2.csv
-rw-r--r-- 1 ana ana 9.4M Jul  2 08:14 freight.db
-rw-r--r-- 1 ana ana 2.1K Jun 30 17:55 import_carriers.py
carriers   invoices   lanes      shipments"""))
    t.append(p.run(f"{db} \"SELECT id, name, country, active FROM carriers WHERE name LIKE 'Harlow%';\"", scols(
        ["id", "name", "country", "active"],
        [["14", "Harlow Freight", "GB", "1"], ["207", "Harlow Freight Ltd", "GB", "0"], ["311", "Harlow Freight GmbH", "DE", "1"]])))
    shp = f"{db} \"SELECT carrier_id, count(*) AS n, round(sum(weight_kg), 1) AS kg FROM shipments WHERE carrier_id IN (14, 207, 311) GROUP BY carrier_id;\""
    t.append(p.run(shp, scols(["carrier_id", "n", "kg"], [["14", "412", "183220.5"], ["207", "38", "9114.0"], ["311", "129", "70418.2"]])))
    t.append(p.run("sqlite3 freight.db \"BEGIN; UPDATE shipments SET carrier_id = 14 WHERE carrier_id = 207; DELETE FROM carriers WHERE id = 207; COMMIT; SELECT changes(), total_changes();\"",
                   "1|39"))
    t.append(p.run(f"{db} \"SELECT id, name, country, active FROM carriers WHERE name LIKE 'Harlow%';\"", scols(
        ["id", "name", "country", "active"], [["14", "Harlow Freight", "GB", "1"], ["311", "Harlow Freight GmbH", "DE", "1"]])))
    t.append(p.run(shp, scols(["carrier_id", "n", "kg"], [["14", "450", "192334.5"], ["311", "129", "70418.2"]])))
    t.append(p.run(f"{db} \"SELECT id, name, country FROM carriers WHERE name LIKE '%Freight%' AND active = 1 ORDER BY name LIMIT 5;\"", scols(
        ["id", "name", "country"],
        [["88", "Baltic Freight Lines", "LT"], ["14", "Harlow Freight", "GB"], ["311", "Harlow Freight GmbH", "DE"],
         ["152", "Northway Freight", "GB"], ["240", "Solent Freight Svcs", "GB"]])))
    t.append(p.run("sqlite3 freight.db \"PRAGMA foreign_keys = ON; PRAGMA foreign_key_check; PRAGMA integrity_check; SELECT count(*) FROM carriers; SELECT count(*) FROM shipments WHERE carrier_id = 207;\"",
                   "ok\n96\n0"))
    t.append(p.run("ls -l --time-style=+'%b %e %H:%M' freight.db", "-rw-r--r-- 1 ana ana 9781248 Jul  2 10:31 freight.db"))
    rs.add(task="terminal", tid="h10-terminal-10", system=SYSTEM, turns=t, state=state)


def t11(rs: RowSet) -> None:
    # BAD mosquitto bridge keepalive: turn 7 `date` prints 09:43:29, earlier than the 09:44:53 printed in turn 5 although only `sleep 30` ran in between (broker uptime 37 s agrees with ~09:45:29).
    p = Pane("root", "mq-gw-1", "/root")
    state = p.prompt
    conf = "/etc/mosquitto/conf.d/bridge.conf"
    t: Turns = []
    t.append(p.run("date; systemctl status mosquitto --no-pager -n 0", """Wed Sep 17 09:42:18 UTC 2025
● mosquitto.service - Mosquitto MQTT Broker
     Loaded: loaded (/lib/systemd/system/mosquitto.service; enabled; preset: enabled)
     Active: active (running) since Mon 2025-09-15 22:06:51 UTC; 1 day 11h ago
       Docs: man:mosquitto.conf(5)
             man:mosquitto(8)
    Process: 713 ExecStartPre=/bin/mkdir -m 740 -p /var/log/mosquitto (code=exited, status=0/SUCCESS)
    Process: 716 ExecStartPre=/bin/chown mosquitto /var/log/mosquitto (code=exited, status=0/SUCCESS)
    Process: 719 ExecStartPre=/bin/mkdir -m 740 -p /run/mosquitto (code=exited, status=0/SUCCESS)
    Process: 721 ExecStartPre=/bin/chown mosquitto /run/mosquitto (code=exited, status=0/SUCCESS)
   Main PID: 724 (mosquitto)
      Tasks: 1 (limit: 4558)
     Memory: 9.8M
        CPU: 14min 2.117s
     CGroup: /system.slice/mosquitto.service
             └─724 /usr/sbin/mosquitto -c /etc/mosquitto/mosquitto.conf"""))
    t.append(p.run('journalctl -u mosquitto --since "1 hour ago" --no-pager | tail -n 6', """Sep 17 09:15:40 mq-gw-1 mosquitto[724]: 1758100540: Client gw1-bridge has exceeded timeout, disconnecting.
Sep 17 09:15:41 mq-gw-1 mosquitto[724]: 1758100541: Connecting bridge bridge-eu-west (mqtt-eu.fieldnet.io:8883)
Sep 17 09:31:02 mq-gw-1 mosquitto[724]: 1758101462: Client gw1-bridge has exceeded timeout, disconnecting.
Sep 17 09:31:03 mq-gw-1 mosquitto[724]: 1758101463: Connecting bridge bridge-eu-west (mqtt-eu.fieldnet.io:8883)
Sep 17 09:38:27 mq-gw-1 mosquitto[724]: 1758101907: Client gw1-bridge has exceeded timeout, disconnecting.
Sep 17 09:38:28 mq-gw-1 mosquitto[724]: 1758101908: Connecting bridge bridge-eu-west (mqtt-eu.fieldnet.io:8883)"""))
    t.append(p.run(f"grep -n -A6 '^connection bridge-eu-west' {conf}", """3:connection bridge-eu-west
4-address mqtt-eu.fieldnet.io:8883
5-remote_clientid gw1-bridge
6-keepalive_interval 60
7-bridge_cafile /etc/mosquitto/certs/fieldnet-ca.pem
8-topic telemetry/# out 1 site/gw1/ ""
9-cleansession false"""))
    t.append(p.run(f"sed -i 's/^keepalive_interval 60$/keepalive_interval 20/' {conf} && grep -n keepalive {conf}", "6:keepalive_interval 20"))
    t.append(p.run("systemctl restart mosquitto; date; systemctl show -p MainPID -p ActiveEnterTimestamp mosquitto",
                   "Wed Sep 17 09:44:53 UTC 2025\nMainPID=31877\nActiveEnterTimestamp=Wed 2025-09-17 09:44:52 UTC", duration=2.0))
    t.append(p.run("journalctl -u mosquitto -n 11 --no-pager", """Sep 17 09:44:52 mq-gw-1 systemd[1]: Stopping mosquitto.service - Mosquitto MQTT Broker...
Sep 17 09:44:52 mq-gw-1 mosquitto[724]: 1758102292: mosquitto version 2.0.18 terminating
Sep 17 09:44:52 mq-gw-1 systemd[1]: mosquitto.service: Deactivated successfully.
Sep 17 09:44:52 mq-gw-1 systemd[1]: Stopped mosquitto.service - Mosquitto MQTT Broker.
Sep 17 09:44:52 mq-gw-1 systemd[1]: mosquitto.service: Consumed 14min 3.402s CPU time.
Sep 17 09:44:52 mq-gw-1 systemd[1]: Starting mosquitto.service - Mosquitto MQTT Broker...
Sep 17 09:44:52 mq-gw-1 mosquitto[31877]: 1758102292: mosquitto version 2.0.18 starting
Sep 17 09:44:52 mq-gw-1 mosquitto[31877]: 1758102292: Config loaded from /etc/mosquitto/mosquitto.conf.
Sep 17 09:44:52 mq-gw-1 mosquitto[31877]: 1758102292: Opening ipv4 listen socket on port 1883.
Sep 17 09:44:52 mq-gw-1 systemd[1]: Started mosquitto.service - Mosquitto MQTT Broker.
Sep 17 09:44:53 mq-gw-1 mosquitto[31877]: 1758102293: Connecting bridge bridge-eu-west (mqtt-eu.fieldnet.io:8883)"""))
    t.append(p.run("sleep 30; date; mosquitto_sub -h localhost -t '$SYS/broker/uptime' -t '$SYS/broker/clients/connected' -C 2 -v; ss -tnp state established '( dport = :8883 )'",
                   """Wed Sep 17 09:43:29 UTC 2025
$SYS/broker/uptime 37 seconds
$SYS/broker/clients/connected 4
Recv-Q Send-Q Local Address:Port  Peer Address:Port Process
0      0         10.30.0.11:51764 52.29.118.40:8883  users:(("mosquitto",pid=31877,fd=9))""", duration=32.0))
    t.append(p.run('journalctl -u mosquitto --since "09:44" --no-pager | grep -c "exceeded timeout"', "0"))
    t.append(p.run(f"cp {conf} /root/bridge.conf.bak-20250917 && ls -l /root/bridge.conf.bak-20250917 {conf}",
                   f"-rw-r--r-- 1 root root 412 Sep 17 09:44 {conf}\n-rw-r--r-- 1 root root 412 Sep 17 09:46 /root/bridge.conf.bak-20250917"))
    rs.add(task="terminal", tid="h10-terminal-11", system=SYSTEM, turns=t, state=state, bad=True, turn=7,
           kind="clock went backwards: date 09:43:29 after 09:44:53 and sleep 30")


def t12(rs: RowSet) -> None:
    # CLEAN cargo: failing lib test fixed by the agent's sed (<= to <), a new integration test file added, test counts rise 18 -> +5 cli +2 new, release build, commit moves HEAD.
    p = Pane("dev", "fw-laptop", "/home/dev/code/berthplan")
    state = p.prompt
    t: Turns = []
    t.append(p.run("git log --oneline -1 && cargo test 2>&1 | tail -n 22", """a7d19e2 (HEAD -> feat/overlap-window) Add overlap window config
test alloc::tests::rejects_vessel_over_draft_limit ... ok
test alloc::tests::respects_pilot_windows ... ok
test calendar::tests::parses_iso_week ... ok
test window::tests::buffer_is_applied_to_both_ends ... ok
test window::tests::overlap_respects_buffer ... FAILED
test window::tests::zero_length_slot_is_rejected ... ok

failures:

---- window::tests::overlap_respects_buffer stdout ----

thread 'window::tests::overlap_respects_buffer' panicked at src/window.rs:142:9:
assertion `left == right` failed
  left: 2
 right: 1
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace


failures:
    window::tests::overlap_respects_buffer

test result: FAILED. 17 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.03s

error: test failed, to rerun pass `--lib`""", duration=20.0))
    t.append(p.run("sed -n '22,28p;137,143p' src/window.rs", """/// Two berth slots conflict when their buffered intervals intersect.
/// Slots that merely touch (one ends exactly when the next starts) do not conflict.
pub fn overlaps(a: &Slot, b: &Slot, buffer: Duration) -> bool {
    let a_end = a.end + buffer;
    let b_end = b.end + buffer;
    a.start <= b_end && b.start <= a_end
}
    #[test]
    fn overlap_respects_buffer() {
        let plan = sample_plan(Duration::minutes(30));
        let clashes = plan.conflicts();
        // only the Aurora/Kestrel pair is within 30 minutes of each other
        assert_eq!(clashes.len(), 1);
    }"""))
    t.append(p.run("sed -i '27s/a.start <= b_end \\&\\& b.start <= a_end/a.start < b_end \\&\\& b.start < a_end/' src/window.rs && sed -n 24,28p src/window.rs", """pub fn overlaps(a: &Slot, b: &Slot, buffer: Duration) -> bool {
    let a_end = a.end + buffer;
    let b_end = b.end + buffer;
    a.start < b_end && b.start < a_end
}"""))
    grep = "cargo test 2>&1 | grep -E '^(running|test result|     Running|   Doc-tests)'"
    t.append(p.run(grep, """     Running unittests src/lib.rs (target/debug/deps/berthplan-3f9c2a1b7e4d5068)
running 18 tests
test result: ok. 18 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s
     Running unittests src/main.rs (target/debug/deps/berthplan-91e07d4c2b8a6f13)
running 0 tests
test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
     Running tests/cli.rs (target/debug/deps/cli-8b02e6d94c1f7a35)
running 5 tests
test result: ok. 5 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.41s
   Doc-tests berthplan
running 2 tests
test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.37s""", duration=20.0))
    t.append(heredoc(p, "cat > tests/window_edges.rs <<'EOF'", """use berthplan::window::{overlaps, Slot};
use chrono::{Duration, TimeZone, Utc};

fn slot(h0: u32, h1: u32) -> Slot {
    Slot::new(Utc.with_ymd_and_hms(2025, 10, 3, h0, 0, 0).unwrap(), Utc.with_ymd_and_hms(2025, 10, 3, h1, 0, 0).unwrap())
}

#[test]
fn back_to_back_slots_do_not_overlap() {
    assert!(!overlaps(&slot(6, 9), &slot(9, 12), Duration::zero()));
}

#[test]
fn buffer_turns_touching_slots_into_a_clash() {
    assert!(overlaps(&slot(6, 9), &slot(9, 12), Duration::minutes(15)));
}"""))
    t.append(p.run("cargo test --test window_edges", """   Compiling berthplan v0.4.0 (/home/dev/code/berthplan)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 2.87s
     Running tests/window_edges.rs (target/debug/deps/window_edges-c47d1e90a3b25f86)

running 2 tests
test back_to_back_slots_do_not_overlap ... ok
test buffer_turns_touching_slots_into_a_clash ... ok

test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
""", duration=10.0))
    t.append(p.run("cargo test 2>&1 | grep -E '^test result'", """test result: ok. 18 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s
test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
test result: ok. 5 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.39s
test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.35s""", duration=15.0))
    t.append(p.run("cargo build --release 2>&1 | tail -n 2 && ls -l target/release/berthplan", """   Compiling berthplan v0.4.0 (/home/dev/code/berthplan)
    Finished `release` profile [optimized] target(s) in 21.87s
-rwxr-xr-x 2 dev dev 4718392 Oct  3 15:12 target/release/berthplan""", duration=30.0))
    t.append(p.run("git status --short && git diff --stat", """ M src/window.rs
?? tests/window_edges.rs
 src/window.rs | 2 +-
 1 file changed, 1 insertion(+), 1 deletion(-)"""))
    t.append(p.run('git add -A && git commit -q -m "Treat touching berth slots as non-overlapping" && git log --oneline -2 && git show --stat --format= HEAD', """5e0b8c4 (HEAD -> feat/overlap-window) Treat touching berth slots as non-overlapping
a7d19e2 Add overlap window config
""" + gstat([("src/window.rs", 2, "+-"), ("tests/window_edges.rs", 16, "+" * 16)]) + "\n 2 files changed, 17 insertions(+), 1 deletion(-)"))
    rs.add(task="terminal", tid="h10-terminal-12", system=SYSTEM, turns=t, state=state)


def t13(rs: RowSet) -> None:
    # BAD ansible inventory rename: turn 10 `ls -l inventories/` shows hosts_legacy.ini, which turn 2 renamed to lab.ini with git mv (turns 3-9 use and stage lab.ini).
    p = Pane("ops", "ansible-ctl", "/home/ops/infra")
    state = p.prompt
    inv = "inventories/lab.ini"
    ping_ok = '{"ansible_facts": {"discovered_interpreter_python": "/usr/bin/python3"},"changed": false,"ping": "pong"}'
    t: Turns = []
    t.append(p.run("ls inventories/ group_vars/ && cat inventories/hosts_legacy.ini", """group_vars/:
all.yml  dbservers.yml  webservers.yml

inventories/:
hosts_legacy.ini  prod.yml  staging.yml
[lab_web]
lab-web-01 ansible_host=10.12.4.21
lab-web-02 ansible_host=10.12.4.22

[lab_db]
lab-db-01 ansible_host=10.12.4.40

[lab:children]
lab_web
lab_db"""))
    t.append(p.run(f"git mv inventories/hosts_legacy.ini {inv} && git status --short", f"R  inventories/hosts_legacy.ini -> {inv}"))
    t.append(p.run(f"ansible-inventory -i {inv} --graph", """@all:
  |--@ungrouped:
  |--@lab:
  |  |--@lab_web:
  |  |  |--lab-web-01
  |  |  |--lab-web-02
  |  |--@lab_db:
  |  |  |--lab-db-01""", duration=3.0))
    t.append(p.run(f"ansible -i {inv} lab -m ping -o", f"""lab-web-02 | SUCCESS => {ping_ok}
lab-db-01 | SUCCESS => {ping_ok}
lab-web-01 | UNREACHABLE!: Failed to connect to the host via ssh: ssh: connect to host 10.12.4.21 port 22: Connection timed out""", duration=15.0))
    t.append(p.run(f"sed -i 's/^lab-web-01 ansible_host=10.12.4.21$/lab-web-01 ansible_host=10.12.4.31/' {inv} && grep -n lab-web {inv}",
                   "2:lab-web-01 ansible_host=10.12.4.31\n3:lab-web-02 ansible_host=10.12.4.22"))
    t.append(p.run(f"ansible -i {inv} lab -m ping -o", f"""lab-web-02 | SUCCESS => {ping_ok}
lab-db-01 | SUCCESS => {ping_ok}
lab-web-01 | SUCCESS => {ping_ok}""", duration=8.0))
    t.append(p.run(f"ansible-playbook -i {inv} site.yml --limit lab_web --tags nginx --check --diff", """
PLAY [webservers] **************************************************************
skipping: no hosts matched

PLAY [lab_web] *****************************************************************

TASK [Gathering Facts] *********************************************************
ok: [lab-web-02]
ok: [lab-web-01]

TASK [nginx : Install nginx] ***************************************************
ok: [lab-web-01]
ok: [lab-web-02]

TASK [nginx : Render site config] **********************************************
--- before: /etc/nginx/sites-available/lab.conf
+++ after: /home/ops/.ansible/tmp/ansible-local-48210ko3m2v1_/tmpq8n4x0ze/lab.conf.j2
@@ -1,6 +1,6 @@
 server {
     listen 80;
-    server_name lab-web-01 10.12.4.21;
+    server_name lab-web-01 10.12.4.31;
     root /srv/lab/public;
     access_log /var/log/nginx/lab.access.log;
     location / {

changed: [lab-web-01]
ok: [lab-web-02]

RUNNING HANDLER [nginx : Reload nginx] *****************************************
changed: [lab-web-01]

PLAY RECAP *********************************************************************
lab-web-01                 : ok=4    changed=2    unreachable=0    failed=0    skipped=0    rescued=0    ignored=0
lab-web-02                 : ok=3    changed=0    unreachable=0    failed=0    skipped=0    rescued=0    ignored=0
""", duration=30.0))
    t.append(p.run("grep -rn hosts_legacy --include='*.yml' --include='*.cfg' . ; sed -i 's#inventories/hosts_legacy.ini#inventories/lab.ini#' ansible.cfg && grep -n '^inventory' ansible.cfg",
                   "./ansible.cfg:3:inventory = inventories/hosts_legacy.ini\n3:inventory = inventories/lab.ini"))
    t.append(p.run("git add -A && git status --short", f"M  ansible.cfg\nR  inventories/hosts_legacy.ini -> {inv}"))
    t.append(p.run("ls -l inventories/", """total 12
-rw-r--r-- 1 ops ops  155 Nov  4 10:52 hosts_legacy.ini
-rw-r--r-- 1 ops ops 2210 Oct 21 16:07 prod.yml
-rw-r--r-- 1 ops ops 1187 Oct 21 16:07 staging.yml"""))
    t.append(p.run('git commit -q -m "Rename legacy lab inventory and move lab-web-01 to .31" && git show --stat --format=%h HEAD', """3f1c2d9

""" + gstat([("ansible.cfg", 2, "+-"), ("inventories/{hosts_legacy.ini => lab.ini}", 2, "+-")]) + "\n 2 files changed, 2 insertions(+), 2 deletions(-)"))
    rs.add(task="terminal", tid="h10-terminal-13", system=SYSTEM, turns=t, state=state, bad=True, turn=10,
           kind="renamed file under old name: inventories/lab.ini (git mv) listed as hosts_legacy.ini")


def t14(rs: RowSet) -> None:
    # CLEAN terraform (hcloud): agent adds a hel1-a edge site; plan shows 1 to add with values known after apply, apply fills them in, state list grows 5 -> 6, then plan reports no changes; outputs re-printed as TSV.
    p = Pane("ci", "tf-runner", "/home/ci/stacks/edge")
    state = p.prompt
    refresh5 = """hcloud_network.core: Refreshing state... [id=3318204]
hcloud_firewall.edge: Refreshing state... [id=1102947]
hcloud_network_subnet.core_eu: Refreshing state... [id=3318204-10.40.0.0/16]
hcloud_server.edge["fsn1-a"]: Refreshing state... [id=48821307]
hcloud_server.edge["nbg1-a"]: Refreshing state... [id=48821355]"""
    t: Turns = []
    t.append(p.run("terraform state list", """hcloud_firewall.edge
hcloud_network.core
hcloud_network_subnet.core_eu
hcloud_server.edge["fsn1-a"]
hcloud_server.edge["nbg1-a"]""", duration=3.0))
    t.append(p.run("grep -n -A4 '^edge_sites' prod.tfvars", """7:edge_sites = {
8-  "fsn1-a" = { type = "cpx21", location = "fsn1", ip = "10.40.1.10" }
9-  "nbg1-a" = { type = "cpx21", location = "nbg1", ip = "10.40.2.10" }
10-}
11-"""))
    t.append(p.run("sed -i '9a\\  \"hel1-a\" = { type = \"cpx21\", location = \"hel1\", ip = \"10.40.3.10\" }' prod.tfvars && sed -n 7,11p prod.tfvars", """edge_sites = {
  "fsn1-a" = { type = "cpx21", location = "fsn1", ip = "10.40.1.10" }
  "nbg1-a" = { type = "cpx21", location = "nbg1", ip = "10.40.2.10" }
  "hel1-a" = { type = "cpx21", location = "hel1", ip = "10.40.3.10" }
}"""))
    t.append(p.run("terraform plan -no-color -var-file=prod.tfvars -out=tfplan", refresh5 + """

Terraform used the selected providers to generate the following execution
plan. Resource actions are indicated with the following symbols:
  + create

Terraform will perform the following actions:

  # hcloud_server.edge["hel1-a"] will be created
  + resource "hcloud_server" "edge" {
      + allow_deprecated_images    = false
      + backup_window              = (known after apply)
      + backups                    = false
      + datacenter                 = (known after apply)
      + delete_protection          = false
      + firewall_ids               = [
          + 1102947,
        ]
      + id                         = (known after apply)
      + ignore_remote_firewall_ids = false
      + image                      = "debian-12"
      + ipv4_address               = (known after apply)
      + ipv6_address               = (known after apply)
      + ipv6_network               = (known after apply)
      + keep_disk                  = false
      + labels                     = {
          + "role" = "edge"
          + "site" = "hel1-a"
        }
      + location                   = "hel1"
      + name                       = "edge-hel1-a"
      + primary_disk_size          = (known after apply)
      + rebuild_protection         = false
      + server_type                = "cpx21"
      + shutdown_before_deletion   = false
      + ssh_keys                   = [
          + "ops-2024",
        ]
      + status                     = (known after apply)

      + network {
          + alias_ips   = []
          + ip          = "10.40.3.10"
          + mac_address = (known after apply)
          + network_id  = 3318204
        }
    }

Plan: 1 to add, 0 to change, 0 to destroy.

Changes to Outputs:
  ~ edge_ipv4 = {
      + "hel1-a" = (known after apply)
        # (2 unchanged attributes hidden)
    }

─────────────────────────────────────────────────────────────────────────────

Saved the plan to: tfplan

To perform exactly these actions, run the following command to apply:
    terraform apply "tfplan\"""", duration=15.0))
    t.append(p.run("terraform apply -no-color tfplan", """hcloud_server.edge["hel1-a"]: Creating...
hcloud_server.edge["hel1-a"]: Still creating... [10s elapsed]
hcloud_server.edge["hel1-a"]: Creation complete after 14s [id=48907712]

Apply complete! Resources: 1 added, 0 changed, 0 destroyed.

Outputs:

edge_ipv4 = {
  "fsn1-a" = "49.12.88.140"
  "hel1-a" = "65.21.143.77"
  "nbg1-a" = "159.69.201.18"
}""", duration=25.0))
    t.append(p.run("terraform state list", """hcloud_firewall.edge
hcloud_network.core
hcloud_network_subnet.core_eu
hcloud_server.edge["fsn1-a"]
hcloud_server.edge["hel1-a"]
hcloud_server.edge["nbg1-a"]""", duration=3.0))
    t.append(p.run("terraform state show 'hcloud_server.edge[\"hel1-a\"]' | grep -E '^ +(datacenter|id|ipv4_address|name|server_type|status) '", """    datacenter                 = "hel1-dc2"
    id                         = "48907712"
    ipv4_address               = "65.21.143.77"
    name                       = "edge-hel1-a"
    server_type                = "cpx21"
    status                     = "running\"""", duration=3.0))
    t.append(p.run("terraform plan -no-color -var-file=prod.tfvars -detailed-exitcode; echo \"exit=$?\"", refresh5 + """
hcloud_server.edge["hel1-a"]: Refreshing state... [id=48907712]

No changes. Your infrastructure matches the configuration.

Terraform has compared your real infrastructure against your configuration
and found no differences, so no changes are needed.
exit=0""", duration=15.0))
    t.append(p.run("terraform output -json edge_ipv4 | jq -r 'to_entries[] | \"\\(.key)\\t\\(.value)\"'",
                   "fsn1-a\t49.12.88.140\nhel1-a\t65.21.143.77\nnbg1-a\t159.69.201.18", duration=3.0))
    rs.add(task="terminal", tid="h10-terminal-14", system=SYSTEM, turns=t, state=state)


def t15(rs: RowSet) -> None:
    # BAD supervisord: turn 6 `supervisorctl status` shows thumbd RUNNING with its old pid 2211, though turn 4 stopped it (turn 5 showed STOPPED) and nothing started it.
    p = Pane("root", "media-proc-3", "/root")
    state = p.prompt

    def status(rows: list[tuple[str, str, str]]) -> str:
        return "\n".join(f"{n:<33}{s:<10}{d}" for n, s, d in rows)

    t: Turns = []
    t.append(p.run("supervisorctl status", status([
        ("ffmpeg-ingest:ingest_00", "RUNNING", "pid 18802, uptime 6 days, 2:14:09"),
        ("ffmpeg-ingest:ingest_01", "RUNNING", "pid 18803, uptime 6 days, 2:14:09"),
        ("thumbd", "RUNNING", "pid 2211, uptime 6 days, 2:15:40"),
        ("transcode-watch", "FATAL", "Exited too quickly (process log may have details)"),
        ("webhook-relay", "RUNNING", "pid 29410, uptime 0:47:31")])))
    t.append(p.run("tail -n 8 /var/log/supervisor/transcode-watch-stderr.log", """Traceback (most recent call last):
  File "/opt/transcode-watch/watch.py", line 14, in <module>
    from inotify_simple import INotify, flags
ModuleNotFoundError: No module named 'inotify_simple'
Traceback (most recent call last):
  File "/opt/transcode-watch/watch.py", line 14, in <module>
    from inotify_simple import INotify, flags
ModuleNotFoundError: No module named 'inotify_simple'"""))
    t.append(p.run("/opt/transcode-watch/venv/bin/pip install inotify_simple==1.3.5", f"""Collecting inotify_simple==1.3.5
  Downloading inotify_simple-1.3.5.tar.gz (9.7 kB)
  Preparing metadata (setup.py) ... done
Building wheels for collected packages: inotify_simple
  Building wheel for inotify_simple (setup.py) ... done
  Created wheel for inotify_simple: filename=inotify_simple-1.3.5-py3-none-any.whl size=7682 sha256={hx('t15-wheel')}
  Stored in directory: /root/.cache/pip/wheels/{hx('t15-dir', 2)}/{hx('t15-dir2', 2)}/{hx('t15-dir3', 56)}
Successfully built inotify_simple
Installing collected packages: inotify_simple
Successfully installed inotify_simple-1.3.5""", duration=8.0))
    t.append(p.run("supervisorctl start transcode-watch && supervisorctl stop thumbd", "transcode-watch: started\nthumbd: stopped", duration=3.0))
    t.append(p.run("supervisorctl status", status([
        ("ffmpeg-ingest:ingest_00", "RUNNING", "pid 18802, uptime 6 days, 2:16:51"),
        ("ffmpeg-ingest:ingest_01", "RUNNING", "pid 18803, uptime 6 days, 2:16:51"),
        ("thumbd", "STOPPED", "Oct 09 11:31 AM"),
        ("transcode-watch", "RUNNING", "pid 30118, uptime 0:00:14"),
        ("webhook-relay", "RUNNING", "pid 29410, uptime 0:50:13")])))
    t.append(p.run("tail -n 4 /var/log/supervisor/transcode-watch-stdout.log; supervisorctl status", """2025-10-09 11:31:09 INFO watching /srv/media/incoming (recursive, 214 dirs)
2025-10-09 11:31:52 INFO queued /srv/media/incoming/cam07/2025-10-09_1130.mkv -> h264/720p
2025-10-09 11:32:20 INFO queued /srv/media/incoming/cam02/2025-10-09_1131.mkv -> h264/720p
2025-10-09 11:33:04 INFO done cam07/2025-10-09_1130.mkv in 71.8s (x0.84 realtime)
""" + status([
        ("ffmpeg-ingest:ingest_00", "RUNNING", "pid 18802, uptime 6 days, 2:18:57"),
        ("ffmpeg-ingest:ingest_01", "RUNNING", "pid 18803, uptime 6 days, 2:18:57"),
        ("thumbd", "RUNNING", "pid 2211, uptime 6 days, 2:20:28"),
        ("transcode-watch", "RUNNING", "pid 30118, uptime 0:02:20"),
        ("webhook-relay", "RUNNING", "pid 29410, uptime 0:52:19")])))
    t.append(p.run("du -sh /var/cache/thumbd && find /var/cache/thumbd -type f -mmin +10080 | wc -l", "18G\t/var/cache/thumbd\n41877", duration=6.0))
    t.append(p.run("find /var/cache/thumbd -type f -mmin +10080 -delete && du -sh /var/cache/thumbd", "11G\t/var/cache/thumbd", duration=12.0))
    rs.add(task="terminal", tid="h10-terminal-15", system=SYSTEM, turns=t, state=state, bad=True, turn=6,
           kind="status changed with no action: stopped thumbd shown RUNNING (old pid) in supervisorctl status")


def t16(rs: RowSet) -> None:
    # CLEAN openssl: P-256 key + CSR signed by the intermediate (serial ...6A12), then the key is regenerated as P-384 and re-signed: new pubkey hash, new serial ...6A13, new fingerprint and dates, all legitimately.
    p = Pane("pki", "ca-offline", "/home/pki/issuing")
    state = p.prompt
    subj = '"/CN=grafana.ops.lan/O=Kestrel Ops"'
    san = '"subjectAltName=DNS:grafana.ops.lan,DNS:grafana"'
    sign = "openssl x509 -req -in grafana.csr -CA int-ca.crt -CAkey int-ca.key -CAserial int-ca.srl -days 397 -copy_extensions copy -out grafana.crt"
    serial = "4E1F0C22A8D93B7716E05A2C91B3F4D0087E6A1"
    pub1, pub2 = hx("t16-pub256"), hx("t16-pub384")
    t: Turns = []
    t.append(p.run("cat int-ca.srl && openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out grafana.key && openssl pkey -in grafana.key -pubout | openssl sha256",
                   f"{serial}1\nSHA2-256(stdin)= {pub1}"))
    t.append(p.run(f"openssl req -new -key grafana.key -subj {subj} -addext {san} -out grafana.csr && openssl req -in grafana.csr -noout -subject -verify",
                   "Certificate request self-signature verify OK\nsubject=CN=grafana.ops.lan, O=Kestrel Ops"))
    t.append(p.run(f"{sign} && cat int-ca.srl", f"Certificate request self-signature ok\nsubject=CN=grafana.ops.lan, O=Kestrel Ops\n{serial}2", duration=2.0))
    t.append(p.run("openssl x509 -in grafana.crt -noout -serial -dates -fingerprint -sha256 -ext subjectAltName", f"""serial={serial}2
notBefore=Feb 17 13:05:41 2026 GMT
notAfter=Mar 21 13:05:41 2027 GMT
sha256 Fingerprint={colon_fp('t16-crt1')}
X509v3 Subject Alternative Name:
    DNS:grafana.ops.lan, DNS:grafana"""))
    t.append(p.run("openssl verify -CAfile root-ca.crt -untrusted int-ca.crt grafana.crt", "grafana.crt: OK"))
    t.append(p.run("mv grafana.key grafana.key.p256.bak && openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-384 -out grafana.key && openssl pkey -in grafana.key -pubout | openssl sha256",
                   f"SHA2-256(stdin)= {pub2}"))
    t.append(p.run(f"openssl req -new -key grafana.key -subj {subj} -addext {san} -out grafana.csr && {sign} && cat int-ca.srl",
                   f"Certificate request self-signature ok\nsubject=CN=grafana.ops.lan, O=Kestrel Ops\n{serial}3", duration=2.0))
    t.append(p.run("openssl x509 -in grafana.crt -noout -serial -dates -fingerprint -sha256 && openssl x509 -in grafana.crt -noout -pubkey | openssl sha256", f"""serial={serial}3
notBefore=Feb 17 13:09:02 2026 GMT
notAfter=Mar 21 13:09:02 2027 GMT
sha256 Fingerprint={colon_fp('t16-crt2')}
SHA2-256(stdin)= {pub2}"""))
    t.append(p.run("openssl x509 -in grafana.crt -noout -text | grep -E 'Public Key Algorithm|Public-Key|NIST CURVE' && openssl verify -CAfile root-ca.crt -untrusted int-ca.crt grafana.crt", """            Public Key Algorithm: id-ecPublicKey
                Public-Key: (384 bit)
                NIST CURVE: P-384
grafana.crt: OK"""))
    t.append(p.run("ls -l grafana.* int-ca.srl", """-rw-r--r-- 1 pki pki 875 Feb 17 13:09 grafana.crt
-rw-r--r-- 1 pki pki 521 Feb 17 13:09 grafana.csr
-rw------- 1 pki pki 306 Feb 17 13:08 grafana.key
-rw------- 1 pki pki 241 Feb 17 13:05 grafana.key.p256.bak
-rw-r--r-- 1 pki pki  41 Feb 17 13:09 int-ca.srl"""))
    rs.add(task="terminal", tid="h10-terminal-16", system=SYSTEM, turns=t, state=state)


def t17(rs: RowSet) -> None:
    # BAD pg_hba edit: turn 9 grep shows line 129 as 10.60.4.0/22, but turns 2, 3 and 6 established 10.60.4.0/24 (netmask 255.255.255.0) and only line 135 was appended since.
    p = Pane("root", "pg-main-2", "/root")
    state = p.prompt
    hba = "/etc/postgresql/16/main/pg_hba.conf"
    ff = "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff"
    b32 = "255.255.255.255"
    t: Turns = []
    t.append(p.run("pg_lsclusters", """Ver Cluster Port Status Owner    Data directory              Log file
16  main    5432 online postgres /var/lib/postgresql/16/main /var/log/postgresql/postgresql-16-main.log"""))
    t.append(p.run(f"grep -Ev '^[[:space:]]*(#|$)' {hba}", """local   all             postgres                                peer
local   all             all                                     peer
host    all             all             127.0.0.1/32            scram-sha-256
host    all             all             ::1/128                 scram-sha-256
host    replication     replicator      10.60.1.12/32           scram-sha-256
host    metrics         grafana_ro      10.60.4.0/24            scram-sha-256
local   replication     all                                     peer
host    replication     all             127.0.0.1/32            scram-sha-256
host    replication     all             ::1/128                 scram-sha-256"""))
    t.append(p.run('sudo -u postgres psql -c "SELECT line_number, type, database, user_name, address, netmask, auth_method FROM pg_hba_file_rules WHERE error IS NULL ORDER BY line_number;"', ptable(
        ["line_number", "type", "database", "user_name", "address", "netmask", "auth_method"],
        [["118", "local", "{all}", "{postgres}", "", "", "peer"],
         ["123", "local", "{all}", "{all}", "", "", "peer"],
         ["125", "host", "{all}", "{all}", "127.0.0.1", b32, "scram-sha-256"],
         ["127", "host", "{all}", "{all}", "::1", ff, "scram-sha-256"],
         ["128", "host", "{replication}", "{replicator}", "10.60.1.12", b32, "scram-sha-256"],
         ["129", "host", "{metrics}", "{grafana_ro}", "10.60.4.0", "255.255.255.0", "scram-sha-256"],
         ["132", "local", "{replication}", "{all}", "", "", "peer"],
         ["133", "host", "{replication}", "{all}", "127.0.0.1", b32, "scram-sha-256"],
         ["134", "host", "{replication}", "{all}", "::1", ff, "scram-sha-256"]], right=(0,))))
    t.append(p.run(f"echo 'host    billing         billing_app     10.60.7.0/24            scram-sha-256' >> {hba} && tail -n 3 {hba}", """host    replication     all             127.0.0.1/32            scram-sha-256
host    replication     all             ::1/128                 scram-sha-256
host    billing         billing_app     10.60.7.0/24            scram-sha-256"""))
    t.append(p.run('sudo -u postgres psql -c "SELECT pg_reload_conf();"', ptable(["pg_reload_conf"], [["t"]])))
    t.append(p.run('sudo -u postgres psql -Atc "SELECT line_number, database, user_name, address, netmask, error FROM pg_hba_file_rules WHERE line_number > 127 ORDER BY 1;"', f"""128|{{replication}}|{{replicator}}|10.60.1.12|{b32}|
129|{{metrics}}|{{grafana_ro}}|10.60.4.0|255.255.255.0|
132|{{replication}}|{{all}}|||
133|{{replication}}|{{all}}|127.0.0.1|{b32}|
134|{{replication}}|{{all}}|::1|{ff}|
135|{{billing}}|{{billing_app}}|10.60.7.0|255.255.255.0|"""))
    t.append(p.run("tail -n 3 /var/log/postgresql/postgresql-16-main.log", """2025-11-20 13:58:44.102 UTC [815] LOG:  checkpoint starting: time
2025-11-20 13:59:12.935 UTC [815] LOG:  checkpoint complete: wrote 2871 buffers (17.5%); 0 WAL file(s) added, 0 removed, 2 recycled; write=28.611 s, sync=0.142 s, total=28.834 s; sync files=63, longest=0.019 s, average=0.003 s; distance=31207 kB, estimate=35518 kB; lsn=4A/2C1E07B8, redo lsn=4A/2B0F3A20
2025-11-20 14:02:31.447 UTC [812] LOG:  received SIGHUP, reloading configuration files"""))
    t.append(p.run('sudo -u postgres createuser --login billing_app && sudo -u postgres createdb -O billing_app billing && sudo -u postgres psql -c "\\du billing_app"',
                   "        List of roles\n" + ptable(["Role name", "Attributes"], [["billing_app", ""]], footer=False) + "\n"))
    t.append(p.run(f"grep -n 'metrics\\|billing' {hba}", """129:host    metrics         grafana_ro      10.60.4.0/22            scram-sha-256
135:host    billing         billing_app     10.60.7.0/24            scram-sha-256"""))
    t.append(p.run('sudo -u postgres psql -Atc "SELECT count(*), count(*) FILTER (WHERE error IS NOT NULL) FROM pg_hba_file_rules;"', "10|0"))
    rs.add(task="terminal", tid="h10-terminal-17", system=SYSTEM, turns=t, state=state, bad=True, turn=9,
           kind="file line changed between reads: pg_hba line 129 CIDR /24 reads back /22 with no edit")


def t18(rs: RowSet) -> None:
    # CLEAN Gitea API with curl+jq: 13 open issues paged 5/5/3; agent closes #52, so page 1 shifts (#47 moves up), total drops to 12; a label filter shows a subset; the closed list shows #52 with the same closed_at.
    p = Pane("qa", "ci-box-5", "/home/qa/probe")
    state = p.prompt
    base = "http://gitea.lan:3000/api/v1/repos/platform/infra-docs"
    fmt = "jq -r '.[] | \"\\(.number)\\t\\(.title)\\t\\(.labels | map(.name) | join(\",\"))\"'"
    issues = {
        58: ("Document Talos upgrade path to 1.9", "docs,needs-triage"),
        57: ("Split-horizon DNS notes are outdated for corp.lan", "dns"),
        55: ("Runbook: draining a node that has local PVs", "k8s"),
        52: ("Restic restore drill results for Q3", "backup"),
        49: ("Explain PodDisruptionBudget defaults", "good-first-issue,k8s"),
        47: ("WireGuard peer onboarding checklist", "vpn"),
        46: ("AAAA records missing for the internal registry", "dns,ipv6"),
        41: ("Alertmanager routing tree diagram", "monitoring"),
        40: ("Fix broken links in onboarding.md", "docs"),
        38: ("Cluster autoscaler limits per node pool", "k8s"),
        33: ("Document DNSSEC key rollover", "dns"),
        29: ("Offsite backup retention policy", "backup"),
        21: ("Deprecate the OpenVPN instructions", "stale,vpn"),
    }

    def page(nums: list[int]) -> str:
        return "\n".join(f"{n}\t{issues[n][0]}\t{issues[n][1]}" for n in nums)

    def link(last: int) -> str:
        return (f'Link: <{base}/issues?limit=5&page=2&state=open&type=issues>; rel="next",'
                f'<{base}/issues?limit=5&page={last}&state=open&type=issues>; rel="last"')

    t: Turns = []
    t.append(p.run(f'API={base}; AUTH="Authorization: token $(cat ~/.config/gitea/token)"'))
    t.append(p.run("curl -s -D - -o /dev/null -H \"$AUTH\" \"$API/issues?state=open&type=issues&limit=5&page=1\" | grep -iE '^(HTTP|link|x-total-count)'",
                   f"HTTP/1.1 200 OK\n{link(3)}\nX-Total-Count: 13"))
    t.append(p.run(f"curl -s -H \"$AUTH\" \"$API/issues?state=open&type=issues&limit=5&page=1\" | {fmt}", page([58, 57, 55, 52, 49])))
    t.append(p.run(f"for n in 2 3; do curl -s -H \"$AUTH\" \"$API/issues?state=open&type=issues&limit=5&page=$n\" | {fmt}; echo ---; done",
                   page([47, 46, 41, 40, 38]) + "\n---\n" + page([33, 29, 21]) + "\n---"))
    t.append(p.run("curl -s -X PATCH -H \"$AUTH\" -H 'Content-Type: application/json' -d '{\"state\":\"closed\"}' \"$API/issues/52\" | jq '{number, state, comments, closed_at, updated_at}'", """{
  "number": 52,
  "state": "closed",
  "comments": 4,
  "closed_at": "2025-10-22T15:04:11+02:00",
  "updated_at": "2025-10-22T15:04:11+02:00"
}"""))
    t.append(p.run(f"curl -s -H \"$AUTH\" \"$API/issues?state=open&type=issues&limit=5&page=1\" | {fmt}", page([58, 57, 55, 49, 47])))
    t.append(p.run("curl -s -D - -o /dev/null -H \"$AUTH\" \"$API/issues?state=open&type=issues&limit=5&page=1\" | grep -iE '^(HTTP|link|x-total-count)'",
                   f"HTTP/1.1 200 OK\n{link(3)}\nX-Total-Count: 12"))
    t.append(p.run(f"curl -s -H \"$AUTH\" \"$API/issues?state=open&type=issues&labels=dns&limit=50\" | {fmt}", page([57, 46, 33])))
    t.append(p.run("curl -s -H \"$AUTH\" \"$API/issues?state=closed&type=issues&limit=3\" | jq -r '.[] | [.number, .title, .closed_at] | @tsv'",
                   "56\tMigrate the wiki to mkdocs-material\t2025-10-14T09:12:40+02:00\n"
                   "54\tRetire the old Nagios host checks page\t2025-10-02T17:45:03+02:00\n"
                   f"52\t{issues[52][0]}\t2025-10-22T15:04:11+02:00"))
    rs.add(task="terminal", tid="h10-terminal-18", system=SYSTEM, turns=t, state=state)


def t19(rs: RowSet) -> None:
    # BAD CSV merge: turn 7 `wc -l *.csv` prints total 253538, but its listed parts (126759 + 41208 + 55917 + 29644, as in turns 1 and 5) sum to 253528.
    p = Pane("lena", "analytics-01", "/home/lena/exports/2025-08")
    state = p.prompt
    cat = 'for f in orders_*.csv; do tail -n +2 "$f"; done'
    t: Turns = []
    t.append(p.run("ls -l && wc -l *.csv", """total 11404
-rw-r--r-- 1 lena lena 3832417 Aug 31 23:58 orders_apac.csv
-rw-r--r-- 1 lena lena 5144371 Aug 31 23:58 orders_eu.csv
-rw-r--r-- 1 lena lena 2697688 Aug 31 23:59 orders_us.csv
   41208 orders_apac.csv
   55917 orders_eu.csv
   29644 orders_us.csv
  126769 total"""))
    t.append(p.run("head -n 3 orders_eu.csv && head -n 1 orders_us.csv orders_apac.csv", """order_id,created_at,customer_id,country,currency,net_amount,tax_amount,status,channel,promo_code
EU-2025-0800013,2025-08-01T00:00:41Z,c_5f2e9a1b7d,DE,EUR,84.90,16.13,paid,web,AUGFREESHIP
EU-2025-0800014,2025-08-01T00:01:07Z,c_0b88d41e2c,GB,GBP,132.00,26.40,paid,app,
==> orders_us.csv <==
order_id,created_at,customer_id,country,currency,net_amount,tax_amount,status,channel,promo_code

==> orders_apac.csv <==
order_id,created_at,customer_id,country,currency,net_amount,tax_amount,status,channel,promo_code"""))
    t.append(p.run("awk -F, 'NR>1 {n[$8]++} END {for (s in n) print s, n[s]}' orders_eu.csv | sort", "cancelled 1712\npaid 52380\nrefunded 1824"))
    t.append(p.run(f"{cat} | cut -d, -f1 | sort | uniq -d | tee /tmp/dup_ids.txt | wc -l; head -n 3 /tmp/dup_ids.txt",
                   "8\nAP-2025-0807731\nEU-2025-0811420\nEU-2025-0811421", duration=3.0))
    t.append(p.run(f"{{ head -n 1 orders_eu.csv; {cat} | sort -u -t, -k1,1; }} > orders_all.csv && wc -l orders_all.csv", "126759 orders_all.csv", duration=4.0))
    t.append(p.run("awk -F, 'NR>1 {s[$5]+=$6} END {for (c in s) printf \"%s %.2f\\n\", c, s[c]}' orders_all.csv | sort", """EUR 4180233.57
GBP 911402.18
JPY 48720115.00
SGD 1204877.40
USD 3391056.92"""))
    t.append(p.run("wc -l *.csv", """  126759 orders_all.csv
   41208 orders_apac.csv
   55917 orders_eu.csv
   29644 orders_us.csv
  253538 total"""))
    t.append(p.run("gzip -k orders_all.csv && ls -lh orders_all.csv*", """-rw-r--r-- 1 lena lena  12M Sep  1 09:17 orders_all.csv
-rw-r--r-- 1 lena lena 2.6M Sep  1 09:17 orders_all.csv.gz""", duration=3.0))
    rs.add(task="terminal", tid="h10-terminal-19", system=SYSTEM, turns=t, state=state, bad=True, turn=7,
           kind="derived total wrong: wc -l total 253538 vs sum of listed counts 253528")


def t20(rs: RowSet) -> None:
    # CLEAN nftables: WireGuard rule inserted (new handle 13, counters climbing), open web rule 11 deleted and replaced by a set-restricted rule; after saving and restarting nftables, rule handles are renumbered and counters restart from zero.
    p = Pane("root", "edge-fw-2", "/root")
    state = p.prompt
    base_rules = [
        ("ct state established,related accept", 4),
        ("ct state invalid drop", 5),
        ('iifname "lo" accept', 6),
        ("ip protocol icmp accept", 7),
        ("meta l4proto ipv6-icmp accept", 8),
        ("ip saddr 10.8.0.0/16 tcp dport 22 accept", 9),
    ]
    tail_chains = """	chain forward { # handle 2
		type filter hook forward priority filter; policy drop;
	}

	chain output { # handle 3
		type filter hook output priority filter; policy accept;
	}
}"""
    hook = "\t\ttype filter hook input priority filter; policy drop;"

    def rules(extra: list[tuple[str, int]]) -> str:
        return "\n".join(f"\t\t{r} # handle {h}" for r, h in base_rules + extra)

    t: Turns = []
    t.append(p.run("nft -a list table inet filter", "table inet filter { # handle 1\n\tchain input { # handle 1\n" + hook + "\n" + rules([
        ("tcp dport { 80, 443 } accept", 11), ("counter packets 18734 bytes 1096221 drop", 12)]) + "\n\t}\n\n" + tail_chains))
    t.append(p.run("nft insert rule inet filter input position 12 udp dport 51820 counter accept && nft -a list chain inet filter input",
                   "table inet filter {\n\tchain input { # handle 1\n" + hook + "\n" + rules([
                       ("tcp dport { 80, 443 } accept", 11), ("udp dport 51820 counter packets 0 bytes 0 accept", 13),
                       ("counter packets 18790 bytes 1099543 drop", 12)]) + "\n\t}\n}"))
    t.append(p.run("sleep 20; nft list chain inet filter input | grep counter", """		udp dport 51820 counter packets 12 bytes 1776 accept
		counter packets 18841 bytes 1102660 drop""", duration=22.0))
    t.append(p.run("nft delete rule inet filter input handle 11 && nft add set inet filter web_allow '{ type ipv4_addr; flags interval; }' && nft add element inet filter web_allow '{ 198.51.100.0/24, 203.0.113.64/26 }' && nft insert rule inet filter input position 12 ip saddr @web_allow tcp dport '{ 80, 443 }' counter accept"))
    t.append(p.run("nft -a list table inet filter", """table inet filter { # handle 1
	set web_allow { # handle 14
		type ipv4_addr
		flags interval
		elements = { 198.51.100.0/24, 203.0.113.64/26 }
	}

	chain input { # handle 1
""" + hook + "\n" + rules([
        ("udp dport 51820 counter packets 31 bytes 4588 accept", 13),
        ("ip saddr @web_allow tcp dport { 80, 443 } counter packets 57 bytes 3420 accept", 16),
        ("counter packets 18927 bytes 1107311 drop", 12)]) + "\n\t}\n\n" + tail_chains))
    t.append(p.run("nft -s list ruleset > /etc/nftables.conf.new && nft -c -f /etc/nftables.conf.new && echo syntax-ok", "syntax-ok"))
    t.append(p.run("cp /etc/nftables.conf /etc/nftables.conf.bak && { echo '#!/usr/sbin/nft -f'; echo 'flush ruleset'; echo; cat /etc/nftables.conf.new; } > /etc/nftables.conf && systemctl restart nftables && systemctl is-active nftables",
                   "active", duration=2.0))
    t.append(p.run("nft -a list chain inet filter input", """table inet filter {
	chain input { # handle 2
		type filter hook input priority filter; policy drop;
		ct state established,related accept # handle 5
		ct state invalid drop # handle 6
		iifname "lo" accept # handle 7
		ip protocol icmp accept # handle 8
		meta l4proto ipv6-icmp accept # handle 9
		ip saddr 10.8.0.0/16 tcp dport 22 accept # handle 10
		udp dport 51820 counter packets 2 bytes 296 accept # handle 11
		ip saddr @web_allow tcp dport { 80, 443 } counter packets 0 bytes 0 accept # handle 13
		counter packets 9 bytes 532 drop # handle 14
	}
}"""))
    t.append(p.run("nft list set inet filter web_allow && ls -l /etc/nftables.conf*", """table inet filter {
	set web_allow {
		type ipv4_addr
		flags interval
		elements = { 198.51.100.0/24, 203.0.113.64/26 }
	}
}
-rw-r--r-- 1 root root 1026 Mar  4 16:41 /etc/nftables.conf
-rw-r--r-- 1 root root  846 Jan 22 10:05 /etc/nftables.conf.bak
-rw-r--r-- 1 root root  992 Mar  4 16:40 /etc/nftables.conf.new"""))
    rs.add(task="terminal", tid="h10-terminal-20", system=SYSTEM, turns=t, state=state)


def t21(rs: RowSet) -> None:
    # BAD pip venv: turn 4 `pip list` shows httpx 0.27.0, but turn 3 installed httpx-0.27.2 from the pinned requirements (turn 8's freeze agrees with 0.27.2).
    p = Pane("kai", "ml-ws-04", "/home/kai/proj/sentinel-etl")
    state = p.prompt
    pip = ".venv/bin/pip"
    req = "-r requirements.txt"
    t: Turns = []
    t.append(p.run(f"python3 -m venv .venv && {pip} install -q --upgrade pip && {pip} --version",
                   "pip 25.1.1 from /home/kai/proj/sentinel-etl/.venv/lib/python3.12/site-packages/pip (python 3.12)", duration=12.0))
    t.append(p.run("cat requirements.txt", "httpx==0.27.2\npydantic==2.9.2\npolars==1.9.0\ntenacity==9.0.0\nstructlog==24.4.0"))
    dl = [("httpx-0.27.2-py3-none-any.whl", "76 kB"), ("pydantic-2.9.2-py3-none-any.whl", "434 kB"),
          ("polars-1.9.0-cp38-abi3-manylinux_2_17_x86_64.manylinux2014_x86_64.whl", "32.3 MB"),
          ("tenacity-9.0.0-py3-none-any.whl", "28 kB"), ("structlog-24.4.0-py3-none-any.whl", "67 kB"),
          ("anyio-4.6.2.post1-py3-none-any.whl", "90 kB"), ("certifi-2024.8.30-py3-none-any.whl", "167 kB"),
          ("httpcore-1.0.6-py3-none-any.whl", "78 kB"), ("idna-3.10-py3-none-any.whl", "70 kB"),
          ("sniffio-1.3.1-py3-none-any.whl", "10 kB"), ("annotated_types-0.7.0-py3-none-any.whl", "13 kB"),
          ("pydantic_core-2.23.4-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl", "2.1 MB"),
          ("typing_extensions-4.12.2-py3-none-any.whl", "37 kB"), ("h11-0.14.0-py3-none-any.whl", "58 kB")]
    bars = {"32.3 MB": "   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 32.3/32.3 MB 41.8 MB/s eta 0:00:00",
            "2.1 MB": "   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 2.1/2.1 MB 38.9 MB/s eta 0:00:00"}
    install = f"""Collecting httpx==0.27.2 (from {req} (line 1))
  Downloading httpx-0.27.2-py3-none-any.whl.metadata (7.1 kB)
Collecting pydantic==2.9.2 (from {req} (line 2))
  Downloading pydantic-2.9.2-py3-none-any.whl.metadata (149 kB)
Collecting polars==1.9.0 (from {req} (line 3))
  Downloading polars-1.9.0-cp38-abi3-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (14 kB)
Collecting tenacity==9.0.0 (from {req} (line 4))
  Downloading tenacity-9.0.0-py3-none-any.whl.metadata (1.2 kB)
Collecting structlog==24.4.0 (from {req} (line 5))
  Downloading structlog-24.4.0-py3-none-any.whl.metadata (6.8 kB)
Collecting anyio (from httpx==0.27.2->{req} (line 1))
  Downloading anyio-4.6.2.post1-py3-none-any.whl.metadata (4.7 kB)
Collecting certifi (from httpx==0.27.2->{req} (line 1))
  Downloading certifi-2024.8.30-py3-none-any.whl.metadata (2.2 kB)
Collecting httpcore==1.* (from httpx==0.27.2->{req} (line 1))
  Downloading httpcore-1.0.6-py3-none-any.whl.metadata (21 kB)
Collecting idna (from httpx==0.27.2->{req} (line 1))
  Downloading idna-3.10-py3-none-any.whl.metadata (10 kB)
Collecting sniffio (from httpx==0.27.2->{req} (line 1))
  Downloading sniffio-1.3.1-py3-none-any.whl.metadata (3.9 kB)
Collecting annotated-types>=0.6.0 (from pydantic==2.9.2->{req} (line 2))
  Downloading annotated_types-0.7.0-py3-none-any.whl.metadata (15 kB)
Collecting pydantic-core==2.23.4 (from pydantic==2.9.2->{req} (line 2))
  Downloading pydantic_core-2.23.4-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (6.6 kB)
Collecting typing-extensions>=4.6.1 (from pydantic==2.9.2->{req} (line 2))
  Downloading typing_extensions-4.12.2-py3-none-any.whl.metadata (3.0 kB)
Collecting h11<0.15,>=0.13 (from httpcore==1.*->httpx==0.27.2->{req} (line 1))
  Downloading h11-0.14.0-py3-none-any.whl.metadata (8.2 kB)
""" + "\n".join(f"Downloading {w} ({s})" + (f"\n{bars[s]}" if s in bars else "") for w, s in dl) + """
Installing collected packages: typing-extensions, tenacity, structlog, sniffio, polars, idna, h11, certifi, annotated-types, pydantic-core, httpcore, anyio, pydantic, httpx
Successfully installed annotated-types-0.7.0 anyio-4.6.2.post1 certifi-2024.8.30 h11-0.14.0 httpcore-1.0.6 httpx-0.27.2 idna-3.10 polars-1.9.0 pydantic-2.9.2 pydantic-core-2.23.4 sniffio-1.3.1 structlog-24.4.0 tenacity-9.0.0 typing-extensions-4.12.2"""
    t.append(p.run(f"{pip} install {req}", install, duration=25.0))
    t.append(p.run(f"{pip} list", cols([
        ["Package", "Version"], ["-" * 17, "-" * 11],
        ["annotated-types", "0.7.0"], ["anyio", "4.6.2.post1"], ["certifi", "2024.8.30"], ["h11", "0.14.0"],
        ["httpcore", "1.0.6"], ["httpx", "0.27.0"], ["idna", "3.10"], ["pip", "25.1.1"], ["polars", "1.9.0"],
        ["pydantic", "2.9.2"], ["pydantic_core", "2.23.4"], ["sniffio", "1.3.1"], ["structlog", "24.4.0"],
        ["tenacity", "9.0.0"], ["typing_extensions", "4.12.2"]], gap=1)))
    t.append(p.run(".venv/bin/python -c 'import polars, pydantic, structlog; print(polars.__version__, pydantic.VERSION, structlog.__version__)'",
                   "1.9.0 2.9.2 24.4.0", duration=2.0))
    t.append(p.run(f"{pip} install -q pytest==8.3.3 && .venv/bin/python -m pytest -q tests/", """........................                                                 [100%]
24 passed in 0.91s""", duration=15.0))
    t.append(p.run(f"{pip} check", "No broken requirements found."))
    t.append(p.run(f"{pip} freeze > requirements.lock && wc -l requirements.lock && grep -E '^(httpx|pydantic|polars|pytest)==' requirements.lock",
                   "18 requirements.lock\nhttpx==0.27.2\npolars==1.9.0\npydantic==2.9.2\npytest==8.3.3"))
    rs.add(task="terminal", tid="h10-terminal-21", system=SYSTEM, turns=t, state=state, bad=True, turn=4,
           kind="installed version drift: pip list shows httpx 0.27.0 right after installing 0.27.2")


def t22(rs: RowSet) -> None:
    # CLEAN ZFS: snapshot taken and an old one destroyed (neighbour's USED grows), dataset renamed and made read-only, 36G deleted while a snapshot still holds it (REFER drops, USED does not), then that snapshot is destroyed and the space returns.
    p = Pane("root", "tank-srv", "/root")
    state = p.prompt
    R = (1, 2, 3)
    t: Turns = []
    t.append(p.run("zfs list -o name,used,avail,refer,mountpoint -r tank/projects", cols([
        ["NAME", "USED", "AVAIL", "REFER", "MOUNTPOINT"],
        ["tank/projects", "412G", "1.31T", "128K", "/tank/projects"],
        ["tank/projects/atlas-render", "301G", "1.31T", "287G", "/tank/projects/atlas-render"],
        ["tank/projects/harbor-sim", "88.4G", "1.31T", "88.4G", "/tank/projects/harbor-sim"],
        ["tank/projects/old-kiosk", "22.6G", "1.31T", "22.6G", "/tank/projects/old-kiosk"]], right=R)))
    snaps = "zfs list -t snapshot -o name,used,refer,creation -r tank/projects/atlas-render"
    a = "tank/projects/atlas-render"
    t.append(p.run(snaps, cols([
        ["NAME", "USED", "REFER", "CREATION"],
        [f"{a}@auto-2025-12-01", "6.12G", "246G", "Mon Dec  1  0:00 2025"],
        [f"{a}@auto-2025-12-08", "4.87G", "249G", "Mon Dec  8  0:00 2025"],
        [f"{a}@auto-2025-12-15", "2.01G", "251G", "Mon Dec 15  0:00 2025"]], right=(1, 2))))
    t.append(p.run(f"zfs snapshot {a}@pre-cleanup-2025-12-17 && zfs destroy {a}@auto-2025-12-01 && {snaps}", cols([
        ["NAME", "USED", "REFER", "CREATION"],
        [f"{a}@auto-2025-12-08", "5.40G", "249G", "Mon Dec  8  0:00 2025"],
        [f"{a}@auto-2025-12-15", "2.01G", "251G", "Mon Dec 15  0:00 2025"],
        [f"{a}@pre-cleanup-2025-12-17", "0B", "287G", "Wed Dec 17 10:22 2025"]], right=(1, 2))))
    k = "tank/projects/kiosk-archive-2023"
    t.append(p.run(f"zfs rename tank/projects/old-kiosk {k} && zfs set compression=zstd readonly=on {k} && zfs get -o name,property,value,source compression,readonly,mountpoint {k}", cols([
        ["NAME", "PROPERTY", "VALUE", "SOURCE"],
        [k, "compression", "zstd", "local"],
        [k, "readonly", "on", "local"],
        [k, "mountpoint", "/tank/projects/kiosk-archive-2023", "default"]])))
    t.append(p.run(f"du -sh /{a}/cache/frames-tmp && rm -rf /{a}/cache/frames-tmp && sync && sleep 5 && zfs list -o name,used,avail,refer,mountpoint -r tank/projects",
                   f"36G\t/{a}/cache/frames-tmp\n" + cols([
                       ["NAME", "USED", "AVAIL", "REFER", "MOUNTPOINT"],
                       ["tank/projects", "406G", "1.32T", "128K", "/tank/projects"],
                       [a, "295G", "1.32T", "251G", f"/{a}"],
                       ["tank/projects/harbor-sim", "88.4G", "1.32T", "88.4G", "/tank/projects/harbor-sim"],
                       [k, "22.6G", "1.32T", "22.6G", f"/{k}"]], right=R), duration=40.0))
    t.append(p.run(snaps.replace(",creation", ""), cols([
        ["NAME", "USED", "REFER"],
        [f"{a}@auto-2025-12-08", "5.40G", "249G"],
        [f"{a}@auto-2025-12-15", "2.01G", "251G"],
        [f"{a}@pre-cleanup-2025-12-17", "36.2G", "287G"]], right=(1, 2))))
    t.append(p.run(f"zfs destroy {a}@pre-cleanup-2025-12-17 && zfs list -o name,used,avail,refer {a}", cols([
        ["NAME", "USED", "AVAIL", "REFER"], [a, "259G", "1.36T", "251G"]], right=R), duration=3.0))
    t.append(p.run(f"ls /tank/projects/ && touch /{k}/.probe", f"atlas-render  harbor-sim  kiosk-archive-2023\ntouch: cannot touch '/{k}/.probe': Read-only file system"))
    rs.add(task="terminal", tid="h10-terminal-22", system=SYSTEM, turns=t, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
