# ruff: noqa: E501
"""Held-out terminal trajectories (holdout14): 22 tmux sessions, 11 with exactly one contradiction, 11 clean.

Every observation is the prompt line with the typed command, the output and the next prompt, as the
official terminal world-model prompt describes them; long commands are sometimes split into a typed
command (partial output) and a wait (empty keystrokes) that shows the finished screen.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet, jblock, keys

SYSTEM = (
    "You are a Terminal World Model: a precise simulator of a Linux terminal inside a tmux pane. Given the "
    "history of the session and the agent's next action (a JSON array of {keystrokes, duration}; a trailing "
    "newline executes, empty keystrokes wait), predict the exact screen that follows: the prompt line with the "
    "typed command, everything the command prints, and the next prompt once it has finished. Keep the working "
    "directory, files, processes, services, packages and clocks consistent with everything that happened "
    "before. Reply after **Environment Observation:**."
)

Turn = tuple[str, str]


# ---------------------------------------------------------------- helpers

def hx(seed: str, n: int = 64) -> str:
    """A deterministic hex string (commit ids, digests, archive ids)."""
    return hashlib.sha256(seed.encode()).hexdigest()[:n]


def sh(p: Pane, cmd: str, out: str = "", duration: float = 1.0, cd: str | None = None, blank: bool = False) -> Turn:
    """One executed command: prompt + command, its output, the next prompt (blank: an empty line before it)."""
    before = p.prompt
    if cd is not None:
        p.cwd = cd
    body = (out.rstrip("\n") + "\n") if out else ""
    if blank:
        body += "\n"
    return keys(cmd, duration), f"{before} {cmd}\n{body}{p.prompt}"


def started(p: Pane, cmd: str, partial: str = "", duration: float = 2.0) -> Turn:
    """A command still running when the screen is captured."""
    return keys(cmd, duration), f"{p.prompt} {cmd}" + ("\n" + partial.rstrip("\n") if partial else "")


def waited(p: Pane, cmd: str, out: str, duration: float) -> Turn:
    """Waiting (empty keystrokes) until the command started before has finished."""
    return (jblock([{"keystrokes": "", "duration": duration}]),
            f"{p.prompt} {cmd}\n" + out.rstrip("\n") + "\n" + p.prompt)


def typed(p: Pane, lines: list[str], duration: float = 0.5) -> Turn:
    """A multi-line command (here-document): continuation lines are echoed after '> '."""
    text = f"{p.prompt} {lines[0]}\n" + "".join(f"> {ln}\n" for ln in lines[1:]) + p.prompt
    return keys("\n".join(lines), duration), text


def pg(cols: list[str], rows: list[list[str]], right: tuple[int, ...] = (), title: str | None = None) -> str:
    """psql aligned output (headers centered, numbers right-aligned, row-count footer)."""
    widths = [max([len(c)] + [len(r[i]) for r in rows]) for i, c in enumerate(cols)]

    def center(s: str, w: int) -> str:
        left = (w - len(s)) // 2
        return " " * left + s + " " * (w - len(s) - left)

    out = []
    if title:
        total = sum(widths) + 3 * len(widths) - 1
        out.append(center(title, total).rstrip())
    out.append(" " + " | ".join(center(c, w) for c, w in zip(cols, widths)) + " ")
    out.append("+".join("-" * (w + 2) for w in widths))
    last = len(cols) - 1
    for r in rows:
        cells = [v.rjust(w) if i in right else (v if i == last else v.ljust(w)) for i, (v, w) in enumerate(zip(r, widths))]
        out.append(" " + " | ".join(cells))
    out.append(f"({len(rows)} row{'' if len(rows) == 1 else 's'})")
    return "\n".join(out)


def my(cols: list[str], rows: list[list[str]], right: tuple[int, ...] = ()) -> str:
    """mysql client table output."""
    widths = [max([len(c)] + [len(r[i]) for r in rows]) for i, c in enumerate(cols)]
    sep = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
    head = "| " + " | ".join(c.ljust(w) for c, w in zip(cols, widths)) + " |"
    body = ["| " + " | ".join(v.rjust(w) if i in right else v.ljust(w) for i, (v, w) in enumerate(zip(r, widths))) + " |"
            for r in rows]
    return "\n".join([sep, head, sep, *body, sep])


def table(rows: list[list[str]], gap: int = 3) -> str:
    """Column output as docker/kubectl print it (left-aligned, padded, last column unpadded)."""
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return "\n".join((" " * gap).join(v.ljust(w) for v, w in zip(r[:-1], widths)) + " " * gap + r[-1] for r in rows)


# ---------------------------------------------------------------- 01 git / gh (bad)

def t01() -> tuple[str, list[Turn]]:
    # BAD: git work on a feature branch; turn 9's `git log` shows the new commit as 3e9a1c7, but turn 4 (commit) and turn 5 (log) / turn 7 (push) established 3e9c1a7, and nothing rewrote it.
    p = Pane("mkoval", "ws-mkoval", "/home/mkoval/src/ledgerd")
    state = p.prompt
    t = []
    t.append(sh(p, "git status -sb", """\
## fix/retry-jitter...origin/fix/retry-jitter
 M internal/backoff/backoff.go
 M internal/backoff/backoff_test.go
?? docs/retry.md"""))
    t.append(sh(p, "git diff --stat", """\
 internal/backoff/backoff.go      | 18 +++++++++++-------
 internal/backoff/backoff_test.go | 27 +++++++++++++++++++++++++++
 2 files changed, 38 insertions(+), 7 deletions(-)"""))
    t.append(sh(p, "go test -count=1 ./internal/backoff/...", "ok  \tgithub.com/halvard-io/ledgerd/internal/backoff\t0.412s", duration=15))
    t.append(sh(p, 'git add internal/backoff docs/retry.md && git commit -m "backoff: add full jitter and cap retries at 8"', """\
[fix/retry-jitter 3e9c1a7] backoff: add full jitter and cap retries at 8
 3 files changed, 61 insertions(+), 7 deletions(-)
 create mode 100644 docs/retry.md"""))
    t.append(sh(p, "git log --oneline -4", """\
3e9c1a7 (HEAD -> fix/retry-jitter) backoff: add full jitter and cap retries at 8
b71d04e (origin/fix/retry-jitter) backoff: extract policy struct
9a2f6c3 (origin/main, origin/HEAD, main) Merge pull request #412 from halvard-io/deps/pgx-5.6
5d88e10 ledger: reject negative posting amounts"""))
    t.append(sh(p, "git fetch origin && git status -sb | head -n 1", """\
remote: Enumerating objects: 5, done.
remote: Counting objects: 100% (5/5), done.
remote: Compressing objects: 100% (1/1), done.
remote: Total 3 (delta 2), reused 3 (delta 2), pack-reused 0 (from 0)
Unpacking objects: 100% (3/3), 812 bytes | 812.00 KiB/s, done.
From github.com:halvard-io/ledgerd
   9a2f6c3..c40e8b1  main       -> origin/main
## fix/retry-jitter...origin/fix/retry-jitter [ahead 1]""", duration=3))
    t.append(sh(p, "git push", """\
Enumerating objects: 14, done.
Counting objects: 100% (14/14), done.
Delta compression using up to 8 threads
Compressing objects: 100% (7/7), done.
Writing objects: 100% (8/8), 1.92 KiB | 1.92 MiB/s, done.
Total 8 (delta 4), reused 0 (delta 0), pack-reused 0 (from 0)
remote: Resolving deltas: 100% (4/4), completed with 4 local objects.
To github.com:halvard-io/ledgerd.git
   b71d04e..3e9c1a7  fix/retry-jitter -> fix/retry-jitter""", duration=4))
    t.append(sh(p, "gh pr create --fill --base main", """\

Creating pull request for fix/retry-jitter into main in halvard-io/ledgerd

https://github.com/halvard-io/ledgerd/pull/419""", duration=4))
    t.append(sh(p, "git log --oneline -3", """\
3e9a1c7 (HEAD -> fix/retry-jitter, origin/fix/retry-jitter) backoff: add full jitter and cap retries at 8
b71d04e backoff: extract policy struct
9a2f6c3 (main) Merge pull request #412 from halvard-io/deps/pgx-5.6"""))
    t.append(sh(p, "gh pr checks 419", """\
Some checks are still pending
0 failing, 2 successful, 0 skipped, and 1 pending checks

✓  ci / lint (pull_request)  42s  https://github.com/halvard-io/ledgerd/actions/runs/13904417725/job/38904562114
✓  ci / vet (pull_request)   29s  https://github.com/halvard-io/ledgerd/actions/runs/13904417725/job/38904562361
*  ci / test (pull_request)       https://github.com/halvard-io/ledgerd/actions/runs/13904417725/job/38904562588""", duration=3))
    t.append(sh(p, "gh pr view 419 --json number,title,state,mergeable,headRefName,baseRefName", """\
{
  "baseRefName": "main",
  "headRefName": "fix/retry-jitter",
  "mergeable": "MERGEABLE",
  "number": 419,
  "state": "OPEN",
  "title": "backoff: add full jitter and cap retries at 8"
}""", duration=3))
    return state, t


# ---------------------------------------------------------------- 02 redis-cli (bad)

def t02() -> tuple[str, list[Turn]]:
    # BAD: redis rate-limit config; turn 10's HGETALL shows burst "500" for acme-logistics, but turn 6 (HINCRBY ... burst 100) returned 600 and nothing wrote the field since.
    p = Pane("root", "cache-02", "/root")
    state = p.prompt
    r = "redis-cli -h 10.20.4.15"
    t = []
    t.append(sh(p, f"{r} INFO memory | egrep 'used_memory_human|maxmemory_human|maxmemory_policy'", """\
used_memory_human:1.84G
maxmemory_human:2.00G
maxmemory_policy:noeviction"""))
    t.append(sh(p, f"{r} CONFIG SET maxmemory 3221225472 && {r} CONFIG SET maxmemory-policy allkeys-lfu", "OK\nOK"))
    t.append(sh(p, f"{r} CONFIG GET 'maxmemory*'", """\
 1) "maxmemory-clients"
 2) "0"
 3) "maxmemory"
 4) "3221225472"
 5) "maxmemory-eviction-tenacity"
 6) "10"
 7) "maxmemory-samples"
 8) "5"
 9) "maxmemory-policy"
10) "allkeys-lfu\""""))
    t.append(sh(p, f"{r} HSET ratelimit:tenant:acme-logistics rps 250 burst 500 window_s 60", "(integer) 3"))
    t.append(sh(p, f"{r} HSET ratelimit:tenant:norrsken-ab rps 80 burst 120 window_s 60", "(integer) 3"))
    t.append(sh(p, f"{r} HINCRBY ratelimit:tenant:acme-logistics burst 100", "(integer) 600"))
    t.append(sh(p, f"{r} --scan --pattern 'ratelimit:tenant:*'", """\
ratelimit:tenant:norrsken-ab
ratelimit:tenant:brightwave
ratelimit:tenant:acme-logistics"""))
    t.append(sh(p, f"{r} HGETALL ratelimit:tenant:brightwave", """\
1) "rps"
2) "40"
3) "burst"
4) "60"
5) "window_s"
6) "60\""""))
    t.append(sh(p, f"{r} CONFIG REWRITE && {r} INFO memory | egrep 'used_memory_human|maxmemory_human|maxmemory_policy'", """\
OK
used_memory_human:1.85G
maxmemory_human:3.00G
maxmemory_policy:allkeys-lfu"""))
    t.append(sh(p, f"{r} HGETALL ratelimit:tenant:acme-logistics", """\
1) "rps"
2) "250"
3) "burst"
4) "500"
5) "window_s"
6) "60\""""))
    return state, t


# ---------------------------------------------------------------- 03 restic (bad)

def t03() -> tuple[str, list[Turn]]:
    # BAD: restic retention on a Postgres dump dir; turn 7's `restic snapshots` lists 19c7f3be again (7 snapshots), but turn 3 forgot it and only a dry-run forget ran since.
    p = Pane("root", "nas-bk01", "/root")
    state = p.prompt
    opened = "repository 7c1d9e02 opened (version 2, compression level auto)"
    path = "/var/lib/postgresql/backups"
    rule = "-" * 79
    snaps = [("4f0a2c91", "2025-02-23 02:15:07", "nightly"), ("b83e17d5", "2025-02-24 02:15:04", "nightly"),
             ("e2d96a40", "2025-02-25 02:15:11", "nightly"), ("19c7f3be", "2025-02-25 14:40:52", "manual"),
             ("a6b05d18", "2025-02-26 02:15:06", "nightly"), ("d7e4a9c2", "2025-02-27 02:15:09", "nightly")]

    def listing(items: list[tuple[str, str, str]]) -> str:
        w = max(len(tag) for _, _, tag in items)
        head = f"ID        Time                 Host        {'Tags':<{w}}  Paths"
        line = "-" * (len(head) + len(path) - len("Paths"))
        body = [f"{i}  {d}  pg-prod-01  {tag:<{w}}  {path}" for i, d, tag in items]
        return "\n".join([head, line, *body, line, f"{len(items)} snapshots"])

    t = []
    t.append(sh(p, "export RESTIC_REPOSITORY=sftp:backup@10.0.8.20:/srv/restic/pg-prod RESTIC_PASSWORD_FILE=/root/.restic-pass", ""))
    t.append(sh(p, "restic snapshots --host pg-prod-01", opened + "\n" + listing(snaps), duration=4))
    t.append(sh(p, "restic forget 19c7f3be", opened + "\n[0:00] 100.00%  1 / 1 files deleted", duration=3))
    cmd = f"restic backup {path} --tag pre-migration --host pg-prod-01"
    partial = f"{opened}\nusing parent snapshot d7e4a9c2\n[0:00] 100.00%  2 / 2 index files loaded\n[0:04] 9.81%  5 files 1.947 GiB, total 44 files 19.842 GiB, 0 errors ETA 0:36"
    t.append(started(p, cmd, partial, duration=5))
    t.append(waited(p, cmd, f"""\
{opened}
using parent snapshot d7e4a9c2
[0:00] 100.00%  2 / 2 index files loaded

Files:           3 new,     0 changed,    41 unmodified
Dirs:            0 new,     1 changed,     3 unmodified
Added to the repository: 1.126 GiB (402.771 MiB stored)

processed 44 files, 19.842 GiB in 0:38
snapshot 5b21e6f8 saved""", duration=45))
    keep = [s for s in snaps if s[0] in ("e2d96a40", "a6b05d18", "d7e4a9c2")]
    drop = [s for s in snaps if s[0] in ("4f0a2c91", "b83e17d5")]
    wide = "-" * 95
    t.append(sh(p, "restic forget --keep-daily 3 --tag nightly --dry-run", "\n".join([
        opened,
        "Applying Policy: keep 3 daily snapshots",
        f"snapshots for (host [pg-prod-01], paths [{path}]):",
        "keep 3 snapshots:",
        "ID        Time                 Host        Tags        Reasons         Paths",
        wide,
        *[f"{i}  {d}  pg-prod-01  {tag:<10}  daily snapshot  {path}" for i, d, tag in keep],
        wide,
        "3 snapshots",
        "",
        "remove 2 snapshots:",
        "ID        Time                 Host        Tags        Paths",
        rule,
        *[f"{i}  {d}  pg-prod-01  {tag:<10}  {path}" for i, d, tag in drop],
        rule,
        "2 snapshots",
        "",
        "Would have removed the following snapshots:",
        "{4f0a2c91 b83e17d5}"]), duration=3))
    now = snaps + [("5b21e6f8", "2025-02-27 10:13:24", "pre-migration")]
    t.append(sh(p, "restic snapshots --host pg-prod-01", opened + "\n" + listing(now), duration=4))
    t.append(sh(p, f"restic -q ls latest --host pg-prod-01 --tag pre-migration {path} | grep 20250227", f"""\
{path}/pg_dump_ledger_20250227T1012.dump
{path}/pg_dump_payments_20250227T1012.dump
{path}/pg_globals_20250227T1012.sql""", duration=4))
    return state, t


# ---------------------------------------------------------------- 04 zfs (bad)

def ztab(rows: list[list[str]], right: tuple[int, ...]) -> str:
    """zfs/zpool column output: two spaces between columns, numbers right-aligned."""
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    out = []
    for r in rows:
        cells = [v.rjust(w) if i in right else (v if i == len(r) - 1 else v.ljust(w)) for i, (v, w) in enumerate(zip(r, widths))]
        out.append("  ".join(cells).rstrip())
    return "\n".join(out)


def t04() -> tuple[str, list[Turn]]:
    # BAD: pre-maintenance ZFS snapshots; turn 4's snapshot list of tank/vm/gitlab lacks gitlab@pre-maint-20250312, which turn 3 created (recursive snapshot) and listed, and nothing destroyed it.
    p = Pane("root", "stor-03", "/root")
    state = p.prompt
    t = []
    t.append(sh(p, "zfs list -o name,used,avail,refer,mountpoint -r tank/vm", ztab([
        ["NAME", "USED", "AVAIL", "REFER", "MOUNTPOINT"],
        ["tank/vm", "412G", "1.31T", "128K", "/tank/vm"],
        ["tank/vm/gitlab", "186G", "1.31T", "171G", "/tank/vm/gitlab"],
        ["tank/vm/mailrelay", "18.4G", "1.31T", "17.9G", "/tank/vm/mailrelay"],
        ["tank/vm/zabbix", "207G", "1.31T", "194G", "/tank/vm/zabbix"]], right=(1, 2, 3))))
    t.append(sh(p, "zfs list -t snapshot -o name,used,creation -r tank/vm/gitlab", ztab([
        ["NAME", "USED", "CREATION"],
        ["tank/vm/gitlab@auto-2025-03-10_0000", "2.31G", "Mon Mar 10  0:00 2025"],
        ["tank/vm/gitlab@auto-2025-03-11_0000", "1.87G", "Tue Mar 11  0:00 2025"],
        ["tank/vm/gitlab@auto-2025-03-12_0000", "944M", "Wed Mar 12  0:00 2025"]], right=(1,))))
    t.append(sh(p, "zfs snapshot -r tank/vm@pre-maint-20250312 && zfs list -H -t snapshot -o name | grep pre-maint", """\
tank/vm@pre-maint-20250312
tank/vm/gitlab@pre-maint-20250312
tank/vm/mailrelay@pre-maint-20250312
tank/vm/zabbix@pre-maint-20250312"""))
    t.append(sh(p, "zfs list -t snapshot -o name,used,refer,creation -r tank/vm/gitlab", ztab([
        ["NAME", "USED", "REFER", "CREATION"],
        ["tank/vm/gitlab@auto-2025-03-10_0000", "2.31G", "168G", "Mon Mar 10  0:00 2025"],
        ["tank/vm/gitlab@auto-2025-03-11_0000", "1.87G", "169G", "Tue Mar 11  0:00 2025"],
        ["tank/vm/gitlab@auto-2025-03-12_0000", "944M", "170G", "Wed Mar 12  0:00 2025"]], right=(1, 2))))
    t.append(sh(p, "zfs send -nvP -i @auto-2025-03-12_0000 tank/vm/zabbix@pre-maint-20250312",
                "incremental\tauto-2025-03-12_0000\ttank/vm/zabbix@pre-maint-20250312\t3318923776\nsize\t3318923776", duration=2))
    t.append(sh(p, "zfs set compression=zstd tank/vm/mailrelay && zfs get -t filesystem -o name,property,value,source -r compression tank/vm", ztab([
        ["NAME", "PROPERTY", "VALUE", "SOURCE"],
        ["tank/vm", "compression", "lz4", "inherited from tank"],
        ["tank/vm/gitlab", "compression", "lz4", "inherited from tank"],
        ["tank/vm/mailrelay", "compression", "zstd", "local"],
        ["tank/vm/zabbix", "compression", "lz4", "inherited from tank"]], right=())))
    t.append(sh(p, "zfs destroy -v tank/vm/zabbix@auto-2025-03-10_0000 && zfs list -t snapshot -o name,used,refer -r tank/vm/zabbix",
                "will destroy tank/vm/zabbix@auto-2025-03-10_0000\nwill reclaim 3.84G\n" + ztab([
                    ["NAME", "USED", "REFER"],
                    ["tank/vm/zabbix@auto-2025-03-11_0000", "3.12G", "192G"],
                    ["tank/vm/zabbix@auto-2025-03-12_0000", "2.95G", "193G"],
                    ["tank/vm/zabbix@pre-maint-20250312", "1.41M", "194G"]], right=(1, 2)), duration=3))
    t.append(sh(p, "zpool list tank && zpool status -x", ztab([
        ["NAME", "SIZE", "ALLOC", "FREE", "CKPOINT", "EXPANDSZ", "FRAG", "CAP", "DEDUP", "HEALTH", "ALTROOT"],
        ["tank", "3.62T", "2.27T", "1.35T", "-", "-", "27%", "62%", "1.00x", "ONLINE", "-"]], right=(1, 2, 3, 4, 5, 6, 7, 8, 9)) + "\nall pools are healthy"))
    return state, t


# ---------------------------------------------------------------- 05 sqlite3 (bad)

def t05() -> tuple[str, list[Turn]]:
    # BAD: cleaning outliers in a SQLite sensor db; turn 6 reports n=48179 rows, but turn 2 counted 48213 and turn 5 deleted exactly 37 (changes() = 37), so 48176 must remain.
    p = Pane("ana", "etl-runner", "/home/ana/jobs/geo")
    state = p.prompt
    db = "stations.db"
    t = []
    t.append(sh(p, f'sqlite3 {db} ".tables"', "measurements  sensors       stations      stations_old"))
    t.append(sh(p, f'sqlite3 {db} "SELECT count(*) FROM measurements; SELECT count(*) FROM measurements WHERE value_c < -60 OR value_c > 60;"', "48213\n37"))
    t.append(sh(p, f'sqlite3 {db} "SELECT station_id, count(*) FROM measurements WHERE value_c < -60 OR value_c > 60 GROUP BY station_id;"', "ST-0412|29\nST-0977|6\nST-1130|2"))
    t.append(sh(p, f"cp {db} {db}.bak-20250408 && ls -l {db}*", """\
-rw-r--r-- 1 ana ana 9867264 Apr  8 09:41 stations.db
-rw-r--r-- 1 ana ana 9867264 Apr  8 09:52 stations.db.bak-20250408"""))
    t.append(sh(p, f'sqlite3 {db} "DELETE FROM measurements WHERE value_c < -60 OR value_c > 60; SELECT changes();"', "37"))
    t.append(sh(p, f'sqlite3 -header -column {db} "SELECT count(*) AS n, min(value_c) AS lo, max(value_c) AS hi FROM measurements;"', """\
n      lo     hi
-----  -----  ----
48179  -41.3  47.9"""))
    t.append(sh(p, f"sqlite3 {db} \"UPDATE sensors SET status = 'faulty' WHERE station_id = 'ST-0412'; SELECT changes();\"", "2"))
    t.append(sh(p, f'sqlite3 -header -column {db} "SELECT sensor_id, station_id, model, status FROM sensors WHERE station_id IN (\'ST-0412\', \'ST-0977\');"', """\
sensor_id  station_id  model         status
---------  ----------  ------------  ------
S-04121    ST-0412     Vaisala HMP   faulty
S-04122    ST-0412     Vaisala HMP   faulty
S-09771    ST-0977     Campbell 109  active"""))
    t.append(sh(p, f'sqlite3 {db} "VACUUM;" && ls -l {db} && sqlite3 {db} "PRAGMA integrity_check;"', """\
-rw-r--r-- 1 ana ana 9838592 Apr  8 09:58 stations.db
ok""", duration=3))
    return state, t


# ---------------------------------------------------------------- 06 ansible (bad)

def clock(sec: float) -> str:
    s = int(sec)
    return f"{s // 3600:02d}:{s % 3600 // 60:02d}:{s % 60:02d}"


def dur(sec: float) -> str:
    ms = int(round(sec * 1000))
    return f"{ms // 3600000}:{ms // 60000 % 60:02d}:{ms // 1000 % 60:02d}.{ms % 1000:03d}"


def banner(msg: str) -> str:
    return msg + " " + "*" * max(3, 79 - len(msg))


def filled(msg: str, ch: str = "*") -> str:
    if not msg:
        return ch * 79 + " "
    msg += " "
    return msg + ch * max(3, 79 - len(msg)) + " "


def ansible_run(play: str, host: str, start: float, tasks: list[tuple[str, str, float, list[str]]],
                recap: dict[str, int]) -> str:
    """ansible-playbook output with the profile_tasks callback (timestamps on every task)."""
    out = [banner(f"PLAY [{play}]")]
    t0 = start - 0.031
    mark = t0
    cur = start
    for kind, name, seconds, lines in tasks:
        out.append("")
        out.append(banner(f"{kind} [{name}]"))
        out.append(filled(f"Tuesday 11 March 2025  {clock(cur)} +0000 ({dur(cur - mark)})       {dur(cur - t0)}"))
        mark = cur
        out.extend(lines)
        cur += seconds
    out.append("")
    out.append(banner("PLAY RECAP"))
    stats = "    ".join(f"{k}={v:<1}" for k, v in recap.items())
    out.append(f"{host:<26} : {stats}   ")
    out.append("")
    out.append(filled(f"Tuesday 11 March 2025  {clock(cur)} +0000 ({dur(cur - mark)})       {dur(cur - t0)}"))
    out.append(filled("", "="))
    for _kind, name, seconds, _lines in sorted(tasks, key=lambda x: -x[2]):
        out.append("{0:-<{2}}{1:->9}".format(name + " ", f" {seconds:.2f}s", 70))
    return "\n".join(out)


def t06() -> tuple[str, list[Turn]]:
    # BAD: HAProxy maxconn rollout with Ansible (profile_tasks); turn 3's task timestamps read 14:12:53.., earlier than `date` at turn 1 (14:20:47) although the playbook ran after it.
    p = Pane("deploy", "bastion-2", "/home/deploy/infra/ansible")
    state = p.prompt
    inv = "-i inventories/prod/hosts.ini"
    diff = ["--- before: /etc/haproxy/haproxy.cfg",
            "+++ after: /home/deploy/.ansible/tmp/ansible-local-41870p2x6a1c/tmpq9v3k2d1/haproxy.cfg.j2",
            "@@ -4,7 +4,7 @@",
            "     log /dev/log local0",
            "     chroot /var/lib/haproxy",
            "     stats socket /run/haproxy/admin.sock mode 660 level admin",
            "-    maxconn 4000",
            "+    maxconn 6000",
            "     user haproxy",
            "     group haproxy",
            "     daemon",
            ""]

    def tasks(host: str, changed: bool, with_diff: bool, d: tuple[float, ...]) -> list[tuple[str, str, float, list[str]]]:
        return [("TASK", "Gathering Facts", d[0], [f"ok: [{host}]"]),
                ("TASK", "haproxy : Install haproxy", d[1], [f"ok: [{host}]"]),
                ("TASK", "haproxy : Render haproxy.cfg", d[2], (diff if with_diff else []) + [f"{'changed' if changed else 'ok'}: [{host}]"]),
                ("TASK", "haproxy : Ensure haproxy is enabled and running", d[3], [f"ok: [{host}]"]),
                ("RUNNING HANDLER", "haproxy : Reload haproxy", d[4], [f"changed: [{host}]"])]

    recap = {"ok": 5, "changed": 2, "unreachable": 0, "failed": 0, "skipped": 0, "rescued": 0, "ignored": 0}
    t = []
    t.append(sh(p, "date", "Tue Mar 11 14:20:47 UTC 2025"))
    t.append(sh(p, f"ansible {inv} haproxy -m ping -o", """\
lb-fra-01 | SUCCESS => {"ansible_facts": {"discovered_interpreter_python": "/usr/bin/python3"},"changed": false,"ping": "pong"}
lb-fra-02 | SUCCESS => {"ansible_facts": {"discovered_interpreter_python": "/usr/bin/python3"},"changed": false,"ping": "pong"}""", duration=3))
    t.append(sh(p, f"ansible-playbook {inv} haproxy.yml --limit lb-fra-01 --check --diff",
                ansible_run("Configure HAProxy edge", "lb-fra-01", 14 * 3600 + 12 * 60 + 53.2, tasks("lb-fra-01", True, True, (1.873, 2.114, 1.006, 0.742, 0.612)), recap), duration=10))
    t.append(sh(p, f"ansible-playbook {inv} haproxy.yml --limit lb-fra-01",
                ansible_run("Configure HAProxy edge", "lb-fra-01", 14 * 3600 + 22 * 60 + 31.4, tasks("lb-fra-01", True, False, (1.652, 1.987, 1.214, 0.698, 0.847)), recap), duration=10))
    t.append(sh(p, f"ansible lb-fra-01 {inv} -b -m shell -a 'grep -n maxconn /etc/haproxy/haproxy.cfg; systemctl show haproxy -p MainPID -p ExecMainStartTimestamp'", """\
lb-fra-01 | CHANGED | rc=0 >>
7:    maxconn 6000
23:    maxconn 3000
MainPID=912
ExecMainStartTimestamp=Sat 2025-02-22 04:17:09 UTC""", duration=3))
    t.append(sh(p, f"ansible-playbook {inv} haproxy.yml --limit lb-fra-02",
                ansible_run("Configure HAProxy edge", "lb-fra-02", 14 * 3600 + 24 * 60 + 2.7, tasks("lb-fra-02", True, False, (2.031, 2.206, 1.175, 0.733, 0.802)), recap), duration=10))
    t.append(sh(p, 'for h in lb-fra-01 lb-fra-02; do curl -s -o /dev/null -w "$h %{http_code} %{time_total}\\n" http://$h.prod.internal:8404/stats; done', """\
lb-fra-01 200 0.004812
lb-fra-02 200 0.005309"""))
    t.append(sh(p, 'git add group_vars/haproxy.yml && git commit -m "haproxy: raise global maxconn to 6000"', """\
[main 5c0d2e1] haproxy: raise global maxconn to 6000
 1 file changed, 1 insertion(+), 1 deletion(-)"""))
    return state, t


# ---------------------------------------------------------------- 07 lvm (bad)

def t07() -> tuple[str, list[Turn]]:
    # BAD: repurposing an LV for WAL archives; turn 8's `lvs` lists the volume as "scratch" (70.00g, open), but turn 3 renamed it to pgarchive and turns 4-7 used the new name.
    p = Pane("root", "db-vm-14", "/root")
    state = p.prompt
    t = []
    t.append(sh(p, "lvs", """\
  LV      VG     Attr       LSize   Pool Origin Data%  Meta%  Move Log Cpy%Sync Convert
  pgdata  vg_db  -wi-ao---- 120.00g
  pgwal   vg_db  -wi-ao----  20.00g
  scratch vg_db  -wi-a-----  40.00g
  root    vg_sys -wi-ao----  28.00g
  swap    vg_sys -wi-ao----   4.00g"""))
    t.append(sh(p, "vgs", """\
  VG     #PV #LV #SN Attr   VSize    VFree
  vg_db    2   3   0 wz--n- <299.99g <119.99g
  vg_sys   1   2   0 wz--n-  <32.00g        0"""))
    t.append(sh(p, "lvrename vg_db scratch pgarchive", '  Renamed "scratch" to "pgarchive" in volume group "vg_db"'))
    t.append(sh(p, "lvextend -L +30G vg_db/pgarchive", """\
  Size of logical volume vg_db/pgarchive changed from 40.00 GiB (10240 extents) to 70.00 GiB (17920 extents).
  Logical volume vg_db/pgarchive successfully resized."""))
    t.append(sh(p, "e2fsck -f -y /dev/vg_db/pgarchive && resize2fs /dev/vg_db/pgarchive", """\
e2fsck 1.47.0 (5-Feb-2023)
Pass 1: Checking inodes, blocks, and sizes
Pass 2: Checking directory structure
Pass 3: Checking directory connectivity
Pass 4: Checking reference counts
Pass 5: Checking group summary information
/dev/vg_db/pgarchive: 11/2621440 files (0.0% non-contiguous), 234571/10485760 blocks
resize2fs 1.47.0 (5-Feb-2023)
Resizing the filesystem on /dev/vg_db/pgarchive to 18350080 (4k) blocks.
The filesystem on /dev/vg_db/pgarchive is now 18350080 (4k) blocks long.
""", duration=8))
    t.append(sh(p, "mkdir -p /srv/pgarchive && mount /dev/vg_db/pgarchive /srv/pgarchive && df -h /srv/pgarchive", """\
Filesystem                   Size  Used Avail Use% Mounted on
/dev/mapper/vg_db-pgarchive   69G   24K   66G   1% /srv/pgarchive"""))
    t.append(sh(p, "echo '/dev/vg_db/pgarchive /srv/pgarchive ext4 defaults,noatime 0 2' >> /etc/fstab && findmnt --verify", "Success, no errors or warnings detected"))
    t.append(sh(p, "lvs -o lv_name,lv_size,lv_attr vg_db", """\
  LV      LSize   Attr
  pgdata  120.00g -wi-ao----
  pgwal    20.00g -wi-ao----
  scratch  70.00g -wi-ao----"""))
    t.append(sh(p, "vgs vg_db", """\
  VG    #PV #LV #SN Attr   VSize    VFree
  vg_db   2   3   0 wz--n- <299.99g <89.99g"""))
    return state, t


# ---------------------------------------------------------------- 08 supervisorctl (bad)

def sv(rows: list[tuple[str, str, str]]) -> str:
    return "\n".join(f"{n:<32} {s:<9} {d}".rstrip() for n, s, d in rows)


def t08() -> tuple[str, list[Turn]]:
    # BAD: fixing a crashing supervisor program; turn 8's status shows flower RUNNING (pid 2219), but turn 4 stopped it and turn 6 showed it STOPPED; only the celery-worker group was updated since.
    p = Pane("root", "jobs-01", "/etc/supervisor/conf.d")
    state = p.prompt
    t = []
    t.append(sh(p, "supervisorctl status", sv([
        ("celery-beat", "RUNNING", "pid 2214, uptime 6 days, 3:12:40"),
        ("celery-worker:celery-worker_00", "RUNNING", "pid 2231, uptime 6 days, 3:12:39"),
        ("celery-worker:celery-worker_01", "RUNNING", "pid 2232, uptime 6 days, 3:12:39"),
        ("flower", "RUNNING", "pid 2219, uptime 6 days, 3:12:40"),
        ("pdf-render", "FATAL", "Exited too quickly (process log may have details)")])))
    t.append(sh(p, "tail -n 6 /var/log/supervisor/pdf-render-stderr.log", """\
Traceback (most recent call last):
  File "/opt/pdfrender/app/main.py", line 9, in <module>
    from .render import render_invoice
  File "/opt/pdfrender/app/render.py", line 4, in <module>
    import weasyprint
ModuleNotFoundError: No module named 'weasyprint'"""))
    t.append(sh(p, "/opt/pdfrender/venv/bin/pip install weasyprint==62.3", """\
Collecting weasyprint==62.3
  Downloading weasyprint-62.3-py3-none-any.whl.metadata (3.7 kB)
Collecting pydyf>=0.10.0 (from weasyprint==62.3)
  Downloading pydyf-0.11.0-py3-none-any.whl.metadata (2.5 kB)
Collecting cffi>=0.6 (from weasyprint==62.3)
  Downloading cffi-1.17.1-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (1.5 kB)
Collecting html5lib>=1.1 (from weasyprint==62.3)
  Downloading html5lib-1.1-py2.py3-none-any.whl.metadata (16 kB)
Collecting tinycss2>=1.3.0 (from weasyprint==62.3)
  Downloading tinycss2-1.4.0-py3-none-any.whl.metadata (3.0 kB)
Collecting cssselect2>=0.1 (from weasyprint==62.3)
  Downloading cssselect2-0.7.0-py3-none-any.whl.metadata (2.9 kB)
Collecting Pyphen>=0.9.1 (from weasyprint==62.3)
  Downloading pyphen-0.17.0-py3-none-any.whl.metadata (3.2 kB)
Requirement already satisfied: Pillow>=9.1.0 in /opt/pdfrender/venv/lib/python3.11/site-packages (from weasyprint==62.3) (10.4.0)
Collecting fonttools>=4.0.0 (from fonttools[woff]>=4.0.0->weasyprint==62.3)
  Downloading fonttools-4.55.3-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (165 kB)
Downloading weasyprint-62.3-py3-none-any.whl (289 kB)
Downloading cffi-1.17.1-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (467 kB)
Downloading fonttools-4.55.3-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (4.9 MB)
   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 4.9/4.9 MB 38.2 MB/s eta 0:00:00
Installing collected packages: webencodings, six, Pyphen, pydyf, pycparser, fonttools, brotli, zopfli, tinycss2, html5lib, cffi, cssselect2, weasyprint
Successfully installed Pyphen-0.17.0 brotli-1.1.0 cffi-1.17.1 cssselect2-0.7.0 fonttools-4.55.3 html5lib-1.1 pycparser-2.22 pydyf-0.11.0 six-1.17.0 tinycss2-1.4.0 webencodings-0.5.1 weasyprint-62.3 zopfli-0.2.3.post1""", duration=20))
    t.append(sh(p, "supervisorctl stop flower", "flower: stopped"))
    t.append(sh(p, "supervisorctl start pdf-render", "pdf-render: started", duration=3))
    t.append(sh(p, "supervisorctl status", sv([
        ("celery-beat", "RUNNING", "pid 2214, uptime 6 days, 3:16:02"),
        ("celery-worker:celery-worker_00", "RUNNING", "pid 2231, uptime 6 days, 3:16:01"),
        ("celery-worker:celery-worker_01", "RUNNING", "pid 2232, uptime 6 days, 3:16:01"),
        ("flower", "STOPPED", "Mar 18 10:44 AM"),
        ("pdf-render", "RUNNING", "pid 30117, uptime 0:00:14")])))
    t.append(sh(p, "sed -i 's/^numprocs=2$/numprocs=3/' celery-worker.conf && supervisorctl reread && supervisorctl update", """\
celery-worker: changed
celery-worker: stopped
celery-worker: updated process group""", duration=8))
    t.append(sh(p, "supervisorctl status", sv([
        ("celery-beat", "RUNNING", "pid 2214, uptime 6 days, 3:17:20"),
        ("celery-worker:celery-worker_00", "RUNNING", "pid 30188, uptime 0:00:09"),
        ("celery-worker:celery-worker_01", "RUNNING", "pid 30189, uptime 0:00:09"),
        ("celery-worker:celery-worker_02", "RUNNING", "pid 30190, uptime 0:00:09"),
        ("flower", "RUNNING", "pid 2219, uptime 6 days, 3:17:20"),
        ("pdf-render", "RUNNING", "pid 30117, uptime 0:01:32")])))
    t.append(sh(p, "curl -s -w '\\n%{http_code}\\n' http://127.0.0.1:8090/healthz", '{"status":"ok","renderer":"weasyprint 62.3"}\n200'))
    return state, t


# ---------------------------------------------------------------- 09 nginx / openssl (bad)

BILLING_CONF = """\
upstream billing_api {
    least_conn;
    server 10.14.2.21:8443 max_fails=3 fail_timeout=10s;
    server 10.14.2.22:8443 max_fails=3 fail_timeout=10s;
    keepalive 32;
}

server {
    listen 443 ssl;
    http2 on;
    server_name billing.internal.example;

    ssl_certificate     /etc/nginx/tls/billing.internal.example.crt;
    ssl_certificate_key /etc/nginx/tls/billing.internal.example.key;

    access_log /var/log/nginx/billing-api.access.log main;
    error_log  /var/log/nginx/billing-api.error.log warn;

    client_max_body_size 8m;

    location /api/ {
        proxy_pass https://billing_api;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_read_timeout 30s;
        proxy_send_timeout 30s;
    }

    location = /healthz {
        access_log off;
        return 200 "ok\\n";
    }
}
"""


def grep_n(text: str, needle: str) -> str:
    return "\n".join(f"{i}:{ln}" for i, ln in enumerate(text.split("\n"), 1) if needle in ln)


def t09() -> tuple[str, list[Turn]]:
    # BAD: raising an upload limit in nginx; turn 12's `grep -n proxy_` shows line 27 as "proxy_read_timeout 60s;", but turn 2's cat showed 30s and the only write (turn 4's sed) touched client_max_body_size.
    p = Pane("root", "edge-web-3", "/etc/nginx")
    state = p.prompt
    conf = BILLING_CONF
    after = conf.replace("client_max_body_size 8m;", "client_max_body_size 25m;")
    size0, size1 = len(conf.encode()), len(after.encode())
    t = []
    t.append(sh(p, "nginx -v && ls -l conf.d/", f"""\
nginx version: nginx/1.26.2
total 8
-rw-r--r-- 1 root root {size0} Jan 14 16:02 billing-api.conf
-rw-r--r-- 1 root root {412:>{len(str(size0))}} Nov 27  2024 status.conf"""))
    t.append(sh(p, "cat conf.d/billing-api.conf", conf))
    t.append(sh(p, "grep -rn client_max_body_size /etc/nginx/", "/etc/nginx/nginx.conf:31:\tclient_max_body_size 2m;\n"
                + "\n".join(f"/etc/nginx/conf.d/billing-api.conf:{ln}" for ln in grep_n(conf, "client_max_body_size").split("\n"))))
    t.append(sh(p, "sed -i 's/client_max_body_size 8m;/client_max_body_size 25m;/' conf.d/billing-api.conf && nginx -t", """\
nginx: the configuration file /etc/nginx/nginx.conf syntax is ok
nginx: configuration file /etc/nginx/nginx.conf test is successful"""))
    t.append(sh(p, "systemctl reload nginx && systemctl status nginx --no-pager | head -n 13", """\
● nginx.service - A high performance web server and a reverse proxy server
     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)
     Active: active (running) since Mon 2025-02-10 06:12:44 UTC; 3 weeks 1 day ago
       Docs: man:nginx(8)
    Process: 218841 ExecReload=/usr/sbin/nginx -g daemon on; master_process on; -s reload (code=exited, status=0/SUCCESS)
   Main PID: 1043 (nginx)
      Tasks: 3 (limit: 4556)
     Memory: 14.9M
        CPU: 1min 12.480s
     CGroup: /system.slice/nginx.service
             ├─  1043 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"
             ├─218843 "nginx: worker process"
             └─218844 "nginx: worker process\""""))
    t.append(sh(p, "curl -sS -o /dev/null -w '%{http_code} %{size_upload}\\n' -X POST -H 'Content-Type: application/zip' --data-binary @/tmp/invoice-batch-0412.zip https://billing.internal.example/api/v2/batches",
                "201 14682317", duration=5))
    t.append(sh(p, "tail -n 3 /var/log/nginx/billing-api.access.log", """\
10.14.9.77 - - [04/Mar/2025:11:02:18 +0000] "POST /api/v2/batches HTTP/2.0" 413 176 "-" "billing-uploader/2.7.1" "-"
10.14.2.5 - - [04/Mar/2025:11:24:40 +0000] "GET /api/v2/invoices?status=open&page=3 HTTP/2.0" 200 18734 "-" "Go-http-client/2.0" "-"
10.14.9.31 - - [04/Mar/2025:11:25:06 +0000] "POST /api/v2/batches HTTP/2.0" 201 94 "-" "curl/8.5.0" "-\""""))
    t.append(sh(p, "echo | openssl s_client -connect billing.internal.example:443 -servername billing.internal.example 2>/dev/null | openssl x509 -noout -subject -issuer -enddate", """\
subject=CN = billing.internal.example
issuer=C = US, O = Example Corp, CN = Example Corp Internal CA R2
notAfter=Jun 11 23:59:59 2025 GMT""", duration=2))
    t.append(sh(p, "nginx -T 2>/dev/null | grep -nE '^\\s*server 10\\.'", """\
97:    server 10.14.2.21:8443 max_fails=3 fail_timeout=10s;
98:    server 10.14.2.22:8443 max_fails=3 fail_timeout=10s;"""))
    t.append(sh(p, "curl -sS https://billing.internal.example/api/v2/health | jq .", """\
{
  "status": "ok",
  "version": "4.18.2",
  "db": "up",
  "queue_depth": 3
}"""))
    t.append(sh(p, "ls -l conf.d/", f"""\
total 8
-rw-r--r-- 1 root root {size1} Mar  4 11:23 billing-api.conf
-rw-r--r-- 1 root root {412:>{len(str(size1))}} Nov 27  2024 status.conf"""))
    bad = after.replace("proxy_read_timeout 30s;", "proxy_read_timeout 60s;")
    t.append(sh(p, "grep -n 'proxy_' conf.d/billing-api.conf", grep_n(bad, "proxy_")))
    return state, t


# ---------------------------------------------------------------- 10 psql (bad)

def t10() -> tuple[str, list[Turn]]:
    # BAD: Q1 revenue report in psql; turn 5's overall sum is 2381470.45, but turn 2's per-region sums (no writes since) add up to 2381740.45 (count 2798 does match).
    p = Pane("analyst", "reporting-db", "/home/analyst")
    state = p.prompt
    q1 = "issued_on >= '2025-01-01' AND issued_on < '2025-04-01'"
    regions = [["APAC", "412", "318204.50"], ["EMEA", "1287", "1104392.75"], ["LATAM", "196", "97410.00"], ["NA", "903", "861733.20"]]
    t = []
    t.append(sh(p, 'psql -d finops -c "\\dt billing.*"', pg(["Schema", "Name", "Type", "Owner"], [
        ["billing", "credit_notes", "table", "finops"], ["billing", "customers", "table", "finops"],
        ["billing", "invoice_lines", "table", "finops"], ["billing", "invoices", "table", "finops"],
        ["billing", "payments", "table", "finops"]], title="List of relations"), blank=True))
    t.append(sh(p, f'psql -d finops -c "SELECT region, count(*) AS invoices, sum(amount_eur) AS total_eur FROM billing.invoices WHERE {q1} GROUP BY region ORDER BY region;"',
                pg(["region", "invoices", "total_eur"], regions, right=(1, 2)), blank=True))
    t.append(sh(p, f'psql -d finops -c "SELECT count(*) FROM billing.invoices WHERE status = \'void\' AND {q1};"',
                pg(["count"], [["14"]], right=(0,)), blank=True))
    t.append(sh(p, f'psql -d finops -c "SELECT status, count(*) FROM billing.invoices WHERE {q1} GROUP BY status ORDER BY 2 DESC;"',
                pg(["status", "count"], [["paid", "2511"], ["open", "273"], ["void", "14"]], right=(1,)), blank=True))
    t.append(sh(p, f'psql -d finops -c "SELECT count(*), sum(amount_eur) FROM billing.invoices WHERE {q1};"',
                pg(["count", "sum"], [["2798", "2381470.45"]], right=(0, 1)), blank=True))
    t.append(sh(p, f'psql -d finops -c "\\copy (SELECT region, count(*) AS invoices, sum(amount_eur) AS total_eur FROM billing.invoices WHERE {q1} GROUP BY region ORDER BY region) TO \'/tmp/q1_by_region.csv\' CSV HEADER"',
                "COPY 4"))
    t.append(sh(p, "cat /tmp/q1_by_region.csv", "region,invoices,total_eur\n" + "\n".join(",".join(r) for r in regions)))
    csv = "region,invoices,total_eur\n" + "".join(",".join(r) + "\n" for r in regions)
    t.append(sh(p, "ls -l /tmp/q1_by_region.csv && scp /tmp/q1_by_region.csv finance-share:/srv/reports/2025-Q1/", f"""\
-rw-rw-r-- 1 analyst analyst {len(csv)} Apr  2 08:47 /tmp/q1_by_region.csv
q1_by_region.csv                              100%  {len(csv)}    61.2KB/s   00:00""", duration=3))
    return state, t


# ---------------------------------------------------------------- 11 kubectl (bad)

WIDE = ["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES"]


def t11() -> tuple[str, list[Turn]]:
    # BAD: OOM-looping pricing pods; turn 7's `get pods -o wide` shows cart-api-6d8f9c7b54-h7wqz with IP 10.42.1.85, but turn 1 showed 10.42.1.58 for the same pod (0 restarts, same age) and nothing touched cart-api.
    p = Pane("sre", "ops-laptop", "/home/sre/k8s/checkout")
    state = p.prompt
    k = "kubectl -n checkout"
    cart = [["cart-api-6d8f9c7b54-2xk9p", "1/1", "Running", "0", "3d4h", "10.42.3.117", "worker-b-7f2c", "<none>", "<none>"],
            ["cart-api-6d8f9c7b54-h7wqz", "1/1", "Running", "0", "3d4h", "10.42.1.58", "worker-a-91d0", "<none>", "<none>"],
            ["cart-api-6d8f9c7b54-tq4mn", "1/1", "Running", "1 (2d ago)", "3d4h", "10.42.2.204", "worker-c-3b5e", "<none>", "<none>"]]
    t = []
    t.append(sh(p, f"{k} get pods -o wide", table([WIDE, *cart,
        ["pricing-5f7b8d9c6-8vjrl", "1/1", "Running", "0", "11d", "10.42.1.23", "worker-a-91d0", "<none>", "<none>"],
        ["pricing-5f7b8d9c6-zq2xd", "0/1", "Running", "14 (4m ago)", "11d", "10.42.3.41", "worker-b-7f2c", "<none>", "<none>"]])))
    t.append(sh(p, f"{k} describe pod pricing-5f7b8d9c6-zq2xd | sed -n '/^Containers:/,/^Conditions:/p'", f"""\
Containers:
  pricing:
    Container ID:   containerd://{hx('zq2xd-container')}
    Image:          registry.internal/checkout/pricing:2.14.0
    Image ID:       registry.internal/checkout/pricing@sha256:{hx('pricing-2.14.0')}
    Port:           8080/TCP
    Host Port:      0/TCP
    State:          Running
      Started:      Mon, 14 Apr 2025 09:36:12 +0000
    Last State:     Terminated
      Reason:       OOMKilled
      Exit Code:    137
      Started:      Mon, 14 Apr 2025 09:29:47 +0000
      Finished:     Mon, 14 Apr 2025 09:35:58 +0000
    Ready:          False
    Restart Count:  14
    Limits:
      cpu:     500m
      memory:  256Mi
    Requests:
      cpu:      200m
      memory:   192Mi
    Readiness:      http-get http://:8080/ready delay=5s timeout=2s period=10s #success=1 #failure=3
    Environment:
      JAVA_TOOL_OPTIONS:  -XX:MaxRAMPercentage=75
    Mounts:
      /var/run/secrets/kubernetes.io/serviceaccount from kube-api-access-7lq2d (ro)
Conditions:"""))
    t.append(sh(p, f"{k} top pod", table([
        ["NAME", "CPU(cores)", "MEMORY(bytes)"],
        ["cart-api-6d8f9c7b54-2xk9p", "41m", "118Mi"], ["cart-api-6d8f9c7b54-h7wqz", "38m", "121Mi"],
        ["cart-api-6d8f9c7b54-tq4mn", "44m", "117Mi"], ["pricing-5f7b8d9c6-8vjrl", "162m", "231Mi"],
        ["pricing-5f7b8d9c6-zq2xd", "187m", "249Mi"]])))
    t.append(sh(p, f"{k} get endpoints pricing", table([["NAME", "ENDPOINTS", "AGE"], ["pricing", "10.42.1.23:8080", "94d"]])))
    t.append(sh(p, f"{k} set resources deploy/pricing -c pricing --limits=memory=512Mi --requests=memory=384Mi",
                "deployment.apps/pricing resource requirements updated"))
    t.append(sh(p, f"{k} rollout status deploy/pricing --timeout=180s", """\
Waiting for deployment "pricing" rollout to finish: 1 out of 2 new replicas have been updated...
Waiting for deployment "pricing" rollout to finish: 1 out of 2 new replicas have been updated...
Waiting for deployment "pricing" rollout to finish: 1 old replicas are pending termination...
Waiting for deployment "pricing" rollout to finish: 1 of 2 updated replicas are available...
deployment "pricing" successfully rolled out""", duration=90))
    cart_bad = [r[:] for r in cart]
    cart_bad[1][5] = "10.42.1.85"
    t.append(sh(p, f"{k} get pods -o wide", table([WIDE, *cart_bad,
        ["pricing-7c5d4f8b9d-kx2lw", "1/1", "Running", "0", "71s", "10.42.2.91", "worker-c-3b5e", "<none>", "<none>"],
        ["pricing-7c5d4f8b9d-r8mtd", "1/1", "Running", "0", "48s", "10.42.3.66", "worker-b-7f2c", "<none>", "<none>"]])))
    t.append(sh(p, f"{k} get endpoints pricing", table([["NAME", "ENDPOINTS", "AGE"], ["pricing", "10.42.2.91:8080,10.42.3.66:8080", "94d"]])))
    t.append(sh(p, f"{k} top pod -l app=pricing", table([
        ["NAME", "CPU(cores)", "MEMORY(bytes)"],
        ["pricing-7c5d4f8b9d-kx2lw", "203m", "287Mi"], ["pricing-7c5d4f8b9d-r8mtd", "311m", "264Mi"]])))
    return state, t


# ---------------------------------------------------------------- 12 docker compose (clean)

def t12() -> tuple[str, list[Turn]]:
    # CLEAN: pull, rebuild and recreate one compose service; the container keeps its name but gets a new id/uptime, the old image turns dangling and is pruned.
    p = Pane("tomas", "stg-app-2", "/home/tomas/deploy/invoicer")
    state = p.prompt
    fmt = "docker ps --format 'table {{.ID}}\\t{{.Names}}\\t{{.Image}}\\t{{.Status}}'"
    new_img, old_img = hx("invoicer-api-8b7f03a"), hx("invoicer-api-4c1e2d9")
    t = []
    t.append(sh(p, fmt, table([["CONTAINER ID", "NAMES", "IMAGE", "STATUS"],
                               ["a41c0e9f27b3", "invoicer-api-1", "invoicer-api", "Up 2 days (healthy)"],
                               ["7d2e58b1c940", "invoicer-worker-1", "invoicer-worker", "Up 2 days"],
                               ["0f93c6ad1e52", "invoicer-db-1", "postgres:16.4", "Up 2 days (healthy)"]])))
    t.append(sh(p, "git pull --ff-only", """\
remote: Enumerating objects: 11, done.
remote: Counting objects: 100% (11/11), done.
remote: Compressing objects: 100% (3/3), done.
remote: Total 6 (delta 3), reused 6 (delta 3), pack-reused 0 (from 0)
Unpacking objects: 100% (6/6), 1.27 KiB | 1.27 MiB/s, done.
From git.corp.example:billing/invoicer
   4c1e2d9..8b7f03a  main       -> origin/main
Updating 4c1e2d9..8b7f03a
Fast-forward
 api/handlers/export.go | 42 ++++++++++++++++++++++++++++++++++--------
 api/version.go         |  2 +-
 2 files changed, 35 insertions(+), 9 deletions(-)""", duration=3))
    build = f"""\
[+] Building 38.6s (15/15) FINISHED                                        docker:default
 => [api internal] load build definition from Dockerfile                            0.0s
 => => transferring dockerfile: 612B                                                0.0s
 => [api internal] load metadata for gcr.io/distroless/static-debian12:nonroot      0.7s
 => [api internal] load metadata for docker.io/library/golang:1.23-alpine           0.9s
 => [api internal] load .dockerignore                                               0.0s
 => => transferring context: 94B                                                    0.0s
 => [api builder 1/6] FROM docker.io/library/golang:1.23-alpine@sha256:{hx('golang-1.23-alpine')[:16]}  0.0s
 => [api stage-1 1/2] FROM gcr.io/distroless/static-debian12:nonroot@sha256:{hx('distroless')[:16]}  0.0s
 => [api internal] load build context                                               0.1s
 => => transferring context: 48.21kB                                                0.1s
 => CACHED [api builder 2/6] WORKDIR /src                                           0.0s
 => CACHED [api builder 3/6] COPY go.mod go.sum ./                                  0.0s
 => CACHED [api builder 4/6] RUN go mod download                                    0.0s
 => [api builder 5/6] COPY . .                                                      0.2s
 => [api builder 6/6] RUN CGO_ENABLED=0 go build -trimpath -ldflags "-X main.commit=8b7f03a" -o /out/api ./api  35.8s
 => [api stage-1 2/2] COPY --from=builder /out/api /api                             0.2s
 => [api] exporting to image                                                        0.4s
 => => exporting layers                                                             0.3s
 => => writing image sha256:{new_img}        0.0s
 => => naming to docker.io/library/invoicer-api                                     0.0s"""
    cmd = "docker compose build api"
    t.append(started(p, cmd, " => [api builder 6/6] RUN CGO_ENABLED=0 go build -trimpath -ldflags \"-X main.commit=8b7f03a\" -o /out/api ./api  12.4s", duration=15))
    t.append(waited(p, cmd, build, duration=30))
    t.append(sh(p, "docker compose up -d api", """\
[+] Running 2/2
 ✔ Container invoicer-db-1   Running                                                 0.0s
 ✔ Container invoicer-api-1  Started                                                 1.3s""", duration=5))
    t.append(sh(p, fmt, table([["CONTAINER ID", "NAMES", "IMAGE", "STATUS"],
                               ["c86f1d04ae2b", "invoicer-api-1", "invoicer-api", "Up 11 seconds (healthy)"],
                               ["7d2e58b1c940", "invoicer-worker-1", "invoicer-worker", "Up 2 days"],
                               ["0f93c6ad1e52", "invoicer-db-1", "postgres:16.4", "Up 2 days (healthy)"]])))
    t.append(sh(p, "docker compose logs --tail=4 api", """\
invoicer-api-1  | 2025-05-06T09:21:44.102Z INFO  starting invoicer-api commit=8b7f03a go=go1.23.4
invoicer-api-1  | 2025-05-06T09:21:44.137Z INFO  connected to postgres host=db db=invoicer pool=10
invoicer-api-1  | 2025-05-06T09:21:44.139Z INFO  http server listening addr=:8080
invoicer-api-1  | 2025-05-06T09:21:52.410Z INFO  GET /healthz 200 0.4ms"""))
    t.append(sh(p, "curl -s localhost:8081/version | jq .", """\
{
  "commit": "8b7f03a",
  "started": "2025-05-06T09:21:44Z",
  "go": "go1.23.4"
}"""))
    t.append(sh(p, "docker image ls | head -n 6", table([
        ["REPOSITORY", "TAG", "IMAGE ID", "CREATED", "SIZE"],
        ["invoicer-api", "latest", new_img[:12], "2 minutes ago", "24.6MB"],
        ["<none>", "<none>", old_img[:12], "9 days ago", "24.5MB"],
        ["invoicer-worker", "latest", hx("invoicer-worker")[:12], "9 days ago", "31.2MB"],
        ["postgres", "16.4", hx("postgres-16.4")[:12], "7 months ago", "432MB"],
        ["golang", "1.23-alpine", hx("golang-1.23-alpine-img")[:12], "4 months ago", "263MB"]])))
    t.append(sh(p, "docker image prune -f", f"""\
Deleted Images:
deleted: sha256:{old_img}
deleted: sha256:{hx('old-api-layer')}

Total reclaimed space: 24.48MB"""))
    t.append(sh(p, "docker image ls invoicer-api", table([
        ["REPOSITORY", "TAG", "IMAGE ID", "CREATED", "SIZE"],
        ["invoicer-api", "latest", new_img[:12], "3 minutes ago", "24.6MB"]])))
    return state, t


# ---------------------------------------------------------------- 13 npm (clean)

def vitest(files: list[tuple[str, int, int]], start: str, duration: str, version: str) -> str:
    total = sum(n for _, n, _ in files)
    lines = [f"\n> @driftlabs/tz-humanize@{version} test", "> vitest run", "", "",
             " RUN  v2.1.8 /home/lena/code/tz-humanize", ""]
    lines += [f" ✓ src/__tests__/{f} ({n} tests) {ms}ms" for f, n, ms in files]
    lines += ["", f" Test Files  {len(files)} passed ({len(files)})", f"      Tests  {total} passed ({total})",
              f"   Start at  {start}", f"   Duration  {duration}"]
    return "\n".join(lines)


def t13() -> tuple[str, list[Turn]]:
    # CLEAN: add two tests, commit, `npm version minor`, pack and push; test counts, version and tags all move with the agent's own actions.
    p = Pane("lena", "devbox", "/home/lena/code/tz-humanize")
    state = p.prompt
    t = []
    t.append(sh(p, "jq '{name, version, scripts}' package.json", """\
{
  "name": "@driftlabs/tz-humanize",
  "version": "2.3.1",
  "scripts": {
    "build": "tsup src/index.ts --format esm,cjs --dts",
    "test": "vitest run",
    "lint": "eslint src"
  }
}"""))
    t.append(sh(p, "npm test", vitest([("format.test.ts", 21, 38), ("parse.test.ts", 14, 22), ("relative.test.ts", 16, 31), ("zones.test.ts", 6, 112)],
                                      "10:38:02", "1.42s (transform 311ms, setup 0ms, collect 498ms, tests 203ms, environment 1ms, prepare 402ms)", "2.3.1"),
                duration=5, blank=True))
    t.append(typed(p, ["cat >> src/__tests__/relative.test.ts <<'EOF'",
                       "describe('DST gaps', () => {",
                       "  it('skips the missing hour in Europe/Lisbon', () => {",
                       "    expect(humanizeRange('2025-03-30T00:30:00Z', '2025-03-30T01:30:00Z', { tz: 'Europe/Lisbon' })).toBe('1 hour');",
                       "  });",
                       "  it('reports a 23-hour day on the spring-forward date', () => {",
                       "    expect(dayLength('2025-03-30', { tz: 'Europe/Lisbon' })).toBe('23 hours');",
                       "  });",
                       "});",
                       "EOF"]))
    t.append(sh(p, "npm test", vitest([("format.test.ts", 21, 41), ("parse.test.ts", 14, 20), ("relative.test.ts", 18, 35), ("zones.test.ts", 6, 108)],
                                      "10:41:36", "1.38s (transform 297ms, setup 0ms, collect 471ms, tests 204ms, environment 1ms, prepare 389ms)", "2.3.1"),
                duration=5, blank=True))
    t.append(sh(p, 'git add -A && git commit -m "test: cover DST gap for Europe/Lisbon"', """\
[main 71c0e4a] test: cover DST gap for Europe/Lisbon
 1 file changed, 8 insertions(+)"""))
    t.append(sh(p, 'npm version minor -m "release: v%s"', "v2.4.0", duration=3))
    t.append(sh(p, "git log --oneline -3 --decorate", """\
d93a5f2 (HEAD -> main, tag: v2.4.0) release: v2.4.0
71c0e4a test: cover DST gap for Europe/Lisbon
3be8f10 (tag: v2.3.1, origin/main, origin/HEAD) fix: round 59.5 minutes up to 1 hour"""))
    t.append(sh(p, "npm pack --dry-run", f"""\
npm notice
npm notice 📦  @driftlabs/tz-humanize@2.4.0
npm notice Tarball Contents
npm notice 1.1kB LICENSE
npm notice 2.9kB README.md
npm notice 6.3kB dist/index.cjs
npm notice 4.0kB dist/index.d.cts
npm notice 4.0kB dist/index.d.ts
npm notice 5.8kB dist/index.js
npm notice 1.4kB package.json
npm notice Tarball Details
npm notice name: @driftlabs/tz-humanize
npm notice version: 2.4.0
npm notice filename: driftlabs-tz-humanize-2.4.0.tgz
npm notice package size: 7.9 kB
npm notice unpacked size: 25.5 kB
npm notice shasum: {hx('tz-humanize-2.4.0.tgz', 40)}
npm notice integrity: sha512-Qm4d7YtR0c8kV2xJbNp1w[...]Lh3s9ZfXo0eTqA5mKc1gwA==
npm notice total files: 7
npm notice
driftlabs-tz-humanize-2.4.0.tgz""", duration=3))
    t.append(sh(p, "jq -r .version package.json && git tag --sort=-v:refname | head -n 3", "2.4.0\nv2.4.0\nv2.3.1\nv2.3.0"))
    t.append(sh(p, "git push --follow-tags", """\
Enumerating objects: 14, done.
Counting objects: 100% (14/14), done.
Delta compression using up to 16 threads
Compressing objects: 100% (8/8), done.
Writing objects: 100% (9/9), 1.31 KiB | 1.31 MiB/s, done.
Total 9 (delta 5), reused 0 (delta 0), pack-reused 0 (from 0)
remote: Resolving deltas: 100% (5/5), completed with 5 local objects.
To github.com:driftlabs/tz-humanize.git
   3be8f10..d93a5f2  main -> main
 * [new tag]         v2.4.0 -> v2.4.0""", duration=4))
    return state, t


# ---------------------------------------------------------------- 14 systemd / journalctl (clean)

def t14() -> tuple[str, list[Turn]]:
    # CLEAN: drop-in override for vector.service and restart; new Main PID and "since" time, memory/CPU/task figures change, journal shows both the old and the new PID.
    p = Pane("root", "metrics-01", "/root")
    state = p.prompt
    warn = ('vector::sinks::util::retries: Retrying after error. error=Server responded with an error: 429 Too Many Requests '
            'component_kind="sink" component_id=prom_remote component_type=prometheus_remote_write')
    t = []
    t.append(sh(p, "systemctl status vector --no-pager", f"""\
● vector.service - Vector
     Loaded: loaded (/lib/systemd/system/vector.service; enabled; vendor preset: enabled)
     Active: active (running) since Thu 2025-06-12 03:14:09 UTC; 5 days ago
       Docs: https://vector.dev
    Process: 862 ExecStartPre=/usr/bin/vector validate (code=exited, status=0/SUCCESS)
   Main PID: 871 (vector)
      Tasks: 19 (limit: 9387)
     Memory: 148.2M
        CPU: 2h 41min 7.310s
     CGroup: /system.slice/vector.service
             └─871 /usr/bin/vector

Jun 17 09:41:17 metrics-01 vector[871]: 2025-06-17T09:41:17.502Z  WARN {warn}
Jun 17 09:49:40 metrics-01 vector[871]: 2025-06-17T09:49:40.087Z  WARN {warn}
Jun 17 09:58:02 metrics-01 vector[871]: 2025-06-17T09:58:02.114Z  WARN {warn}"""))
    t.append(sh(p, "systemctl cat vector", """\
# /lib/systemd/system/vector.service
[Unit]
Description=Vector
Documentation=https://vector.dev
After=network-online.target
Requires=network-online.target

[Service]
User=vector
Group=vector
ExecStartPre=/usr/bin/vector validate
ExecStart=/usr/bin/vector
ExecReload=/usr/bin/vector validate
ExecReload=/bin/kill -HUP $MAINPID
Restart=always
AmbientCapabilities=CAP_NET_BIND_SERVICE
EnvironmentFile=-/etc/default/vector

[Install]
WantedBy=multi-user.target"""))
    t.append(sh(p, "mkdir -p /etc/systemd/system/vector.service.d && printf '[Service]\\nEnvironment=VECTOR_THREADS=4\\nMemoryMax=1G\\n' > /etc/systemd/system/vector.service.d/override.conf && systemctl daemon-reload", ""))
    start_lines = """\
Jun 17 10:04:50 metrics-01 systemd[1]: Starting Vector...
Jun 17 10:04:50 metrics-01 vector[40913]: √ Loaded ["/etc/vector/vector.yaml"]
Jun 17 10:04:51 metrics-01 vector[40913]: √ Component configuration
Jun 17 10:04:51 metrics-01 vector[40913]: √ Health check "prom_remote"
Jun 17 10:04:51 metrics-01 vector[40913]: ------------------------------------
Jun 17 10:04:51 metrics-01 vector[40913]:                            Validated
Jun 17 10:04:51 metrics-01 systemd[1]: Started Vector.
Jun 17 10:04:51 metrics-01 vector[40922]: 2025-06-17T10:04:51.208Z  INFO vector::app: Log level is enabled. level="info"
Jun 17 10:04:51 metrics-01 vector[40922]: 2025-06-17T10:04:51.214Z  INFO vector::app: Loading configs. paths=["/etc/vector/vector.yaml"]
Jun 17 10:04:51 metrics-01 vector[40922]: 2025-06-17T10:04:51.377Z  INFO vector::topology::running: Running healthchecks.
Jun 17 10:04:51 metrics-01 vector[40922]: 2025-06-17T10:04:51.381Z  INFO vector: Vector has started. debug="false" version="0.47.0" arch="x86_64" revision="3d5af22 2025-05-20 13:53:41.638057046\""""
    t.append(sh(p, "systemctl restart vector && systemctl status vector --no-pager", """\
● vector.service - Vector
     Loaded: loaded (/lib/systemd/system/vector.service; enabled; vendor preset: enabled)
    Drop-In: /etc/systemd/system/vector.service.d
             └─override.conf
     Active: active (running) since Tue 2025-06-17 10:04:51 UTC; 1s ago
       Docs: https://vector.dev
    Process: 40913 ExecStartPre=/usr/bin/vector validate (code=exited, status=0/SUCCESS)
   Main PID: 40922 (vector)
      Tasks: 9 (limit: 9387)
     Memory: 38.4M (max: 1.0G available: 985.6M)
        CPU: 612ms
     CGroup: /system.slice/vector.service
             └─40922 /usr/bin/vector

""" + "\n".join(start_lines.split("\n")[-10:]), duration=4))
    t.append(sh(p, 'journalctl -u vector --since "10 min ago" --no-pager', f"""\
Jun 17 09:58:02 metrics-01 vector[871]: 2025-06-17T09:58:02.114Z  WARN {warn}
Jun 17 10:04:50 metrics-01 systemd[1]: Stopping Vector...
Jun 17 10:04:50 metrics-01 vector[871]: 2025-06-17T10:04:50.011Z  INFO vector: Vector has stopped.
Jun 17 10:04:50 metrics-01 systemd[1]: vector.service: Deactivated successfully.
Jun 17 10:04:50 metrics-01 systemd[1]: Stopped Vector.
Jun 17 10:04:50 metrics-01 systemd[1]: vector.service: Consumed 2h 41min 9.004s CPU time.
""" + start_lines))
    t.append(sh(p, "systemctl show vector -p MainPID -p NRestarts -p Environment -p MemoryMax", """\
MainPID=40922
NRestarts=0
Environment=VECTOR_THREADS=4
MemoryMax=1073741824"""))
    t.append(sh(p, "curl -s localhost:8686/health && echo", '{"ok":true}'))
    t.append(sh(p, "sleep 120; systemctl status vector --no-pager | head -n 12", """\
● vector.service - Vector
     Loaded: loaded (/lib/systemd/system/vector.service; enabled; vendor preset: enabled)
    Drop-In: /etc/systemd/system/vector.service.d
             └─override.conf
     Active: active (running) since Tue 2025-06-17 10:04:51 UTC; 2min 31s ago
       Docs: https://vector.dev
    Process: 40913 ExecStartPre=/usr/bin/vector validate (code=exited, status=0/SUCCESS)
   Main PID: 40922 (vector)
      Tasks: 9 (limit: 9387)
     Memory: 61.9M (max: 1.0G available: 962.1M)
        CPU: 4.127s
     CGroup: /system.slice/vector.service""", duration=125))
    return state, t


# ---------------------------------------------------------------- 15 go / make (clean)

def t15() -> tuple[str, list[Turn]]:
    # CLEAN: apply a patch on a new branch, run tests and builds; go test caching flips, `git describe` version changes from -dirty to a new commit, binary size/mtime change.
    p = Pane("dev", "ci-box", "/home/dev/src/shiplog")
    state = p.prompt
    mod = "github.com/ferrous-labs/shiplog"
    t = []
    t.append(sh(p, "make test", f"""\
go test -race ./...
?   \t{mod}/cmd/shiplog\t[no test files]
ok  \t{mod}/internal/config\t(cached)
ok  \t{mod}/internal/export\t1.208s
ok  \t{mod}/internal/ingest\t2.931s
ok  \t{mod}/internal/store\t(cached)""", duration=30))
    t.append(sh(p, "git switch -c feat/gzip-export", "Switched to a new branch 'feat/gzip-export'"))
    t.append(sh(p, "git apply ~/patches/0001-export-gzip.patch && git status --short", """\
 M internal/export/writer.go
 M internal/export/writer_test.go
?? internal/export/gzip.go"""))
    t.append(sh(p, "go test -race -run 'TestWriter|TestGzip' -v ./internal/export/ | tail -n 14", f"""\
=== RUN   TestWriterCSV
--- PASS: TestWriterCSV (0.00s)
=== RUN   TestWriterNDJSON
--- PASS: TestWriterNDJSON (0.00s)
=== RUN   TestGzipRoundTrip
--- PASS: TestGzipRoundTrip (0.02s)
=== RUN   TestGzipLevelValidation
=== RUN   TestGzipLevelValidation/level_-2
=== RUN   TestGzipLevelValidation/level_10
--- PASS: TestGzipLevelValidation (0.00s)
    --- PASS: TestGzipLevelValidation/level_-2 (0.00s)
    --- PASS: TestGzipLevelValidation/level_10 (0.00s)
PASS
ok  \t{mod}/internal/export\t1.311s""", duration=20))
    t.append(sh(p, "make test", f"""\
go test -race ./...
?   \t{mod}/cmd/shiplog\t[no test files]
ok  \t{mod}/internal/config\t(cached)
ok  \t{mod}/internal/export\t1.402s
ok  \t{mod}/internal/ingest\t(cached)
ok  \t{mod}/internal/store\t(cached)""", duration=30))
    t.append(sh(p, "make build && ./bin/shiplog version", """\
CGO_ENABLED=0 go build -trimpath -ldflags "-s -w -X main.version=v0.9.2-3-g6f0d9e2-dirty" -o bin/shiplog ./cmd/shiplog
shiplog v0.9.2-3-g6f0d9e2-dirty (go1.22.5 linux/amd64)""", duration=20))
    t.append(sh(p, 'git add -A && git commit -qm "export: add gzip writer" && make build && ./bin/shiplog version', """\
CGO_ENABLED=0 go build -trimpath -ldflags "-s -w -X main.version=v0.9.2-4-gb58a17c" -o bin/shiplog ./cmd/shiplog
shiplog v0.9.2-4-gb58a17c (go1.22.5 linux/amd64)""", duration=20))
    t.append(sh(p, "ls -l bin/", "total 8988\n-rwxr-xr-x 1 dev dev 9203712 Jul 22 15:47 shiplog"))
    t.append(sh(p, "git log --oneline -2 && git describe --tags", """\
b58a17c (HEAD -> feat/gzip-export) export: add gzip writer
6f0d9e2 (origin/main, origin/HEAD, main) store: batch fsync on segment roll
v0.9.2-4-gb58a17c"""))
    t.append(sh(p, "go vet ./... && echo vet-ok", "vet-ok", duration=10))
    return state, t


# ---------------------------------------------------------------- 16 users / groups (clean)

def chage(last: str, expires: str, maxd: str, warn: str, acct: str = "never") -> str:
    return (f"Last password change\t\t\t\t\t: {last}\n"
            f"Password expires\t\t\t\t\t: {expires}\n"
            "Password inactive\t\t\t\t\t: never\n"
            f"Account expires\t\t\t\t\t\t: {acct}\n"
            "Minimum number of days between password change\t\t: 0\n"
            f"Maximum number of days between password change\t\t: {maxd}\n"
            f"Number of days of warning before password expires\t: {warn}")


def t16() -> tuple[str, list[Turn]]:
    # CLEAN: onboard praman and lock departed kbauer on a bastion; group lists, id output, password aging and the user list change only through the agent's own commands.
    p = Pane("root", "bastion-fra", "/root")
    state = p.prompt
    key = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHq3b0Jt7Zk4yW1mF0dXc5Lr8sVq2nEoP6uTgBhC9aRd priya@thinkpad-x1"
    awk = "getent passwd | awk -F: '$3>=1000 && $3<60000 {print $1, $3, $7}'"
    t = []
    t.append(sh(p, awk, "ops-admin 1000 /bin/bash\nkbauer 1001 /bin/bash\nrnakamura 1002 /bin/zsh\ndeploy 1003 /bin/bash"))
    t.append(sh(p, 'useradd -m -s /bin/bash -c "Priya Raman" -G adm praman && id praman', "uid=1004(praman) gid=1004(praman) groups=1004(praman),4(adm)"))
    t.append(sh(p, "usermod -aG docker,sre praman && id praman", "uid=1004(praman) gid=1004(praman) groups=1004(praman),4(adm),998(docker),1010(sre)"))
    t.append(sh(p, f"install -d -m 700 -o praman -g praman /home/praman/.ssh && echo '{key}' > /home/praman/.ssh/authorized_keys && chown praman: /home/praman/.ssh/authorized_keys && chmod 600 /home/praman/.ssh/authorized_keys && ls -la /home/praman/.ssh", f"""\
total 12
drwx------ 2 praman praman 4096 Oct  2 14:03 .
drwxr-x--- 3 praman praman 4096 Oct  2 14:03 ..
-rw------- 1 praman praman {len(key) + 1:>4} Oct  2 14:03 authorized_keys"""))
    t.append(sh(p, "chage -l praman", chage("Oct 02, 2025", "never", "99999", "7")))
    t.append(sh(p, "chage -M 90 -W 14 praman && chage -l praman", chage("Oct 02, 2025", "Dec 31, 2025", "90", "14")))
    t.append(sh(p, "usermod -L -e 1 kbauer && passwd -S kbauer", "kbauer L 03/14/2025 0 99999 7 -1"))
    t.append(sh(p, "getent group adm docker sre", "adm:x:4:syslog,ops-admin,praman\ndocker:x:998:ops-admin,deploy,praman\nsre:x:1010:ops-admin,rnakamura,praman"))
    t.append(sh(p, awk, "ops-admin 1000 /bin/bash\nkbauer 1001 /bin/bash\nrnakamura 1002 /bin/zsh\ndeploy 1003 /bin/bash\npraman 1004 /bin/bash"))
    t.append(sh(p, "chage -l kbauer | sed -n 4p; lastlog -u praman", """\
Account expires\t\t\t\t\t\t: Jan 02, 1970
Username         Port     From             Latest
praman                                     **Never logged in**"""))
    return state, t


# ---------------------------------------------------------------- 17 mysql (clean)

def t17() -> tuple[str, list[Turn]]:
    # CLEAN: staging shop DB: insert two orders, update one, archive old cancelled orders; LIMIT window shifts, counts move by exactly the inserted/archived rows, InnoDB row estimates differ from COUNT(*).
    p = Pane("root", "shop-db-staging", "/root")
    state = p.prompt
    cols = ["id", "customer_id", "status", "total_cents", "created_at"]
    r = (0, 1, 3)
    base = [["2418417", "55102", "paid", "8990", "2025-09-03 11:52:07"],
            ["2418416", "8841", "paid", "23450", "2025-09-03 11:49:31"],
            ["2418415", "77019", "pending", "1299", "2025-09-03 11:47:55"],
            ["2418414", "3120", "shipped", "6400", "2025-09-03 11:41:12"],
            ["2418413", "40877", "cancelled", "15800", "2025-09-03 11:40:02"]]
    new = [["2418419", "3120", "pending", "4500", "2025-09-03 11:58:40"],
           ["2418418", "8841", "pending", "12990", "2025-09-03 11:58:40"]]
    last5 = "mysql -e \"SELECT id, customer_id, status, total_cents, created_at FROM shop.orders ORDER BY id DESC LIMIT 5;\""
    counts = "mysql -e \"SELECT COUNT(*) FROM shop.orders; SELECT COUNT(*) FROM shop.orders_archive;\""
    t = []
    t.append(sh(p, counts, my(["COUNT(*)"], [["183517"]], right=(0,)) + "\n" + my(["COUNT(*)"], [["1204882"]], right=(0,))))
    t.append(sh(p, last5, my(cols, base, right=r)))
    t.append(sh(p, "mysql -e \"INSERT INTO shop.orders (customer_id, status, total_cents, created_at) VALUES (8841, 'pending', 12990, NOW()), (3120, 'pending', 4500, NOW()); SELECT LAST_INSERT_ID(), ROW_COUNT();\"",
                my(["LAST_INSERT_ID()", "ROW_COUNT()"], [["2418418", "2"]], right=(0, 1))))
    t.append(sh(p, last5, my(cols, new + base[:3], right=r)))
    t.append(sh(p, "mysql -e \"UPDATE shop.orders SET status = 'paid' WHERE id = 2418415; SELECT ROW_COUNT();\"", my(["ROW_COUNT()"], [["1"]], right=(0,))))
    t.append(sh(p, "mysql -e \"INSERT INTO shop.orders_archive SELECT * FROM shop.orders WHERE status = 'cancelled' AND created_at < '2025-01-01'; DELETE FROM shop.orders WHERE status = 'cancelled' AND created_at < '2025-01-01'; SELECT ROW_COUNT();\"",
                my(["ROW_COUNT()"], [["312"]], right=(0,)), duration=3))
    t.append(sh(p, counts, my(["COUNT(*)"], [["183207"]], right=(0,)) + "\n" + my(["COUNT(*)"], [["1205194"]], right=(0,))))
    t.append(sh(p, "mysql -e \"SELECT id, status, total_cents FROM shop.orders WHERE id IN (2418413, 2418415, 2418418, 2418419);\"",
                my(["id", "status", "total_cents"], [["2418413", "cancelled", "15800"], ["2418415", "paid", "1299"],
                                                     ["2418418", "pending", "12990"], ["2418419", "pending", "4500"]], right=(0, 2))))
    t.append(sh(p, "mysql -e \"SHOW TABLE STATUS FROM shop LIKE 'orders%'\\G\" | egrep 'Name|Rows|Auto_increment'", """\
           Name: orders
           Rows: 182960
 Auto_increment: 2418420
           Name: orders_archive
           Rows: 1198311
 Auto_increment: NULL"""))
    return state, t


# ---------------------------------------------------------------- 18 borg (clean)

def t18() -> tuple[str, list[Turn]]:
    # CLEAN: manual borg archive then prune --keep-daily 5 (which drops this morning's nightly because the newer manual archive wins the day), compact, totals shrink; the manual archive's own dedup size grows once its sibling is gone.
    p = Pane("root", "files-01", "/root")
    state = p.prompt
    days = ["Tue", "Wed", "Thu", "Fri", "Sat", "Sun", "Mon", "Tue"]
    nightly = [(f"files-01-2025-07-0{d}T01:00:0{d % 3 + 2}", f"{days[d - 1]}, 2025-07-0{d} 01:00:0{d % 3 + 3}") for d in range(1, 9)]
    manual = ("files-01-2025-07-08T11:27:45", "Tue, 2025-07-08 11:27:46")

    def line(a: tuple[str, str]) -> str:
        return f"{a[0]:<36} {a[1]} [{hx(a[0])}]"

    t = []
    t.append(sh(p, "export BORG_REPO=ssh://borg@backup.lan:22/./files-01 BORG_PASSCOMMAND='cat /root/.borg-pass'", ""))
    t.append(sh(p, "borg list", "\n".join(line(a) for a in nightly), duration=4))
    rule = "-" * 78
    t.append(sh(p, "borg create --stats --compression zstd,6 '::files-01-{now:%Y-%m-%dT%H:%M:%S}' /srv/share /etc", f"""\
{rule}
Repository: ssh://borg@backup.lan:22/./files-01
Archive name: {manual[0]}
Archive fingerprint: {hx(manual[0])}
Time (start): Tue, 2025-07-08 11:27:46
Time (end):   Tue, 2025-07-08 11:28:59
Duration: 1 minutes 13.41 seconds
Number of files: 218734
Utilization of max. archive size: 0%
{rule}
                       Original size      Compressed size    Deduplicated size
This archive:              412.38 GB            301.77 GB            688.21 MB
All archives:                3.71 TB              2.72 TB            402.19 GB

                       Unique chunks         Total chunks
Chunk index:                 1837406             19483172
{rule}""", duration=90))
    t.append(sh(p, "borg list --last 3", "\n".join(line(a) for a in [nightly[6], nightly[7], manual]), duration=4))
    keep = [manual, nightly[6], nightly[5], nightly[4], nightly[3]]
    prune = [nightly[7], nightly[2], nightly[1], nightly[0]]
    out = [f"{'Keeping archive (rule: daily #1):':<40} {line(manual)}",
           f"{'Pruning archive (1/4):':<40} {line(prune[0])}"]
    out += [f"{f'Keeping archive (rule: daily #{i}):':<40} {line(a)}" for i, a in enumerate(keep[1:], 2)]
    out += [f"{f'Pruning archive ({i}/4):':<40} {line(a)}" for i, a in enumerate(prune[1:], 2)]
    t.append(sh(p, "borg prune -v --list --keep-daily 5", "\n".join(out), duration=6))
    t.append(sh(p, "borg compact -v", "compaction freed about 1.43 GB repository space.", duration=20))
    t.append(sh(p, "borg list", "\n".join(line(a) for a in [nightly[3], nightly[4], nightly[5], nightly[6], manual]), duration=4))
    t.append(sh(p, "borg info --last 1", f"""\
Archive name: {manual[0]}
Archive fingerprint: {hx(manual[0])}
Comment:
Hostname: files-01
Username: root
Time (start): Tue, 2025-07-08 11:27:46
Time (end): Tue, 2025-07-08 11:28:59
Duration: 1 minutes 13.41 seconds
Number of files: 218734
Command line: /usr/bin/borg create --stats --compression zstd,6 '::files-01-{{now:%Y-%m-%dT%H:%M:%S}}' /srv/share /etc
Utilization of maximum supported archive size: 0%
{rule}
                       Original size      Compressed size    Deduplicated size
This archive:              412.38 GB            301.77 GB              1.19 GB
All archives:                2.06 TB              1.51 TB            400.76 GB

                       Unique chunks         Total chunks
Chunk index:                 1823115             10824007""", duration=8))
    return state, t


# ---------------------------------------------------------------- 19 nftables (clean)

def nft_input(rules: list[tuple[str, int]], handles: bool) -> str:
    head = "table inet filter {\n\tchain input {" + (" # handle 1" if handles else "")
    body = "\n".join(f"\t\t{r}" + (f" # handle {h}" if handles else "") for r, h in rules)
    return head + "\n\t\ttype filter hook input priority filter; policy drop;\n" + body + "\n\t}\n}"


def t19() -> tuple[str, list[Turn]]:
    # CLEAN: nftables: add a scoped node-exporter rule, delete the old open one, save stateless and restart; counters grow, handles are re-allocated after the reload (11 now names a different rule), counters reset.
    p = Pane("root", "gw-lab-2", "/root")
    state = p.prompt
    est, inv, lo, icmp, icmp6 = ("ct state established,related counter packets {} bytes {} accept",
                                 "ct state invalid counter packets {} bytes {} drop", 'iif "lo" accept',
                                 "meta l4proto icmp accept", "meta l4proto ipv6-icmp accept")
    ssh_r, https, old9100 = ("ip saddr 10.30.0.0/24 tcp dport 22 counter packets {} bytes {} accept",
                             "tcp dport 443 counter packets {} bytes {} accept", "tcp dport 9100 counter packets {} bytes {} accept")
    new9100 = 'ip saddr 10.30.0.0/24 tcp dport 9100 counter packets {} bytes {} accept comment "node-exporter"'
    drop = 'counter packets {} bytes {} log prefix "nft-drop: "'
    tail = "\n\tchain forward {\n\t\ttype filter hook forward priority filter; policy drop;\n\t}\n\n\tchain output {\n\t\ttype filter hook output priority filter; policy accept;\n\t}\n}"
    t = []
    t1 = [(est.format(8823140, 9411827743), 4), (inv.format(1204, 61455), 5), (lo, 6), (icmp, 7), (icmp6, 8),
          (ssh_r.format(5521, 331260), 9), (https.format(771203, 46272180), 10), (old9100.format(40112, 2406720), 11),
          (drop.format(19344, 1120378), 12)]
    t.append(sh(p, "nft list table inet filter", nft_input(t1, False)[:-2] + "\n" + tail))
    t2 = [(est.format(8823417, 9411902215), 4), (inv.format(1204, 61455), 5), (lo, 6), (icmp, 7), (icmp6, 8),
          (ssh_r.format(5521, 331260), 9), (https.format(771219, 46273140), 10), (old9100.format(40114, 2406840), 11),
          (drop.format(19351, 1120742), 12)]
    t.append(sh(p, "nft -a list chain inet filter input", nft_input(t2, True)))
    t.append(sh(p, "nft 'add rule inet filter input position 9 ip saddr 10.30.0.0/24 tcp dport 9100 counter accept comment \"node-exporter\"'", ""))
    t4 = [(est.format(8823702, 9411979604), 4), (inv.format(1205, 61507), 5), (lo, 6), (icmp, 7), (icmp6, 8),
          (ssh_r.format(5521, 331260), 9), (new9100.format(0, 0), 13), (https.format(771236, 46274160), 10),
          (old9100.format(40114, 2406840), 11), (drop.format(19360, 1121210), 12)]
    t.append(sh(p, "nft -a list chain inet filter input", nft_input(t4, True)))
    t.append(sh(p, "sleep 30; nft list chain inet filter input | grep 'dport 9100'",
                "\t\t" + new9100.format(2, 120) + "\n\t\t" + old9100.format(40114, 2406840), duration=35))
    t6 = [(est.format(8824388, 9412166730), 4), (inv.format(1205, 61507), 5), (lo, 6), (icmp, 7), (icmp6, 8),
          (ssh_r.format(5521, 331260), 9), (new9100.format(3, 180), 13), (https.format(771280, 46276800), 10),
          (drop.format(19377, 1122094), 12)]
    t.append(sh(p, "nft delete rule inet filter input handle 11 && nft -a list chain inet filter input", nft_input(t6, True)))
    stateless = [("ct state established,related counter accept", 0), ("ct state invalid counter drop", 0), (lo, 0), (icmp, 0), (icmp6, 0),
                 ("ip saddr 10.30.0.0/24 tcp dport 22 counter accept", 0),
                 ('ip saddr 10.30.0.0/24 tcp dport 9100 counter accept comment "node-exporter"', 0),
                 ("tcp dport 443 counter accept", 0), ('counter log prefix "nft-drop: "', 0)]
    t.append(sh(p, "nft -s list ruleset > /etc/nftables.conf && cat /etc/nftables.conf", nft_input(stateless, False)[:-2] + "\n" + tail))
    t8 = [(est.format(41, 3528), 4), (inv.format(0, 0), 5), (lo, 6), (icmp, 7), (icmp6, 8),
          (ssh_r.format(0, 0), 9), (new9100.format(0, 0), 10), (https.format(3, 180), 11), (drop.format(1, 52), 12)]
    t.append(sh(p, "systemctl restart nftables && nft -a list chain inet filter input", nft_input(t8, True), duration=2))
    t.append(sh(p, "sleep 20; nft list chain inet filter input | grep node-exporter", "\t\t" + new9100.format(1, 60), duration=25))
    return state, t


# ---------------------------------------------------------------- 20 terraform (clean)

TF_IDS = [("hcloud_ssh_key.deploy", "21877310"), ("hcloud_network.private", "4417025"),
          ("hcloud_firewall.web", "1538207"), ("hcloud_network_subnet.private", "4417025-10.60.1.0/24"),
          ("hcloud_load_balancer.web", "2290417"), ("hcloud_server.web[0]", "51102245"), ("hcloud_server.web[1]", "51102246"),
          ("hcloud_load_balancer_service.https", "2290417__443"),
          ("hcloud_load_balancer_target.web[0]", "lb-target-server-2290417-51102245"),
          ("hcloud_load_balancer_target.web[1]", "lb-target-server-2290417-51102246")]
TF_NEW = [("hcloud_server.web[2]", "51288731"), ("hcloud_load_balancer_target.web[2]", "lb-target-server-2290417-51288731")]


def refreshing(ids: list[tuple[str, str]]) -> str:
    return "\n".join(f"{a}: Refreshing state... [id={i}]" for a, i in ids)


def t20() -> tuple[str, list[Turn]]:
    # CLEAN: Terraform (hcloud) scale-out from 2 to 3 web servers; state list grows, plans change with the agent's edit and go back to "No changes" after the revert, new ids appear in refresh lines.
    p = Pane("ci", "tf-runner", "/home/ci/infra/envs/staging")
    state = p.prompt
    state_list = "\n".join(sorted(a for a, _ in TF_IDS))
    t = []
    t.append(sh(p, "terraform state list", state_list, duration=3))
    plan = refreshing(TF_IDS) + """

Terraform used the selected providers to generate the following execution plan. Resource actions are indicated with the following symbols:
  + create
  ~ update in-place

Terraform will perform the following actions:

  # hcloud_firewall.web will be updated in-place
  ~ resource "hcloud_firewall" "web" {
        id     = "1538207"
        name   = "stg-web"
        # (1 unchanged attribute hidden)

      + rule {
          + destination_ips = []
          + direction       = "in"
          + port            = "9100"
          + protocol        = "tcp"
          + source_ips      = [
              + "10.60.0.0/16",
            ]
        }

        # (3 unchanged blocks hidden)
    }

  # hcloud_load_balancer_target.web[2] will be created
  + resource "hcloud_load_balancer_target" "web" {
      + id               = (known after apply)
      + load_balancer_id = 2290417
      + server_id        = (known after apply)
      + type             = "server"
      + use_private_ip   = true
    }

  # hcloud_server.web[2] will be created
  + resource "hcloud_server" "web" {
      + allow_deprecated_images    = false
      + backup_window              = (known after apply)
      + backups                    = false
      + datacenter                 = (known after apply)
      + delete_protection          = false
      + firewall_ids               = [
          + 1538207,
        ]
      + id                         = (known after apply)
      + image                      = "debian-12"
      + ipv4_address               = (known after apply)
      + ipv6_address               = (known after apply)
      + labels                     = {
          + "env"  = "staging"
          + "role" = "web"
        }
      + location                   = "fsn1"
      + name                       = "stg-web-3"
      + server_type                = "cx22"
      + ssh_keys                   = [
          + "21877310",
        ]
      + status                     = (known after apply)

      + network {
          + alias_ips   = []
          + ip          = "10.60.1.4"
          + mac_address = (known after apply)
          + network_id  = 4417025
        }
    }

Plan: 2 to add, 1 to change, 0 to destroy.

Changes to Outputs:
  ~ web_ips = [
        # (1 unchanged element hidden)
        "188.245.71.133",
      + (known after apply),
    ]

─────────────────────────────────────────────────────────────────────────────

Saved the plan to: tfplan

To perform exactly these actions, run the following command to apply:
    terraform apply "tfplan\""""
    t.append(sh(p, "terraform plan -out=tfplan -input=false", plan, duration=15))
    cmd = "terraform apply -input=false tfplan"
    first = """\
hcloud_firewall.web: Modifying... [id=1538207]
hcloud_server.web[2]: Creating...
hcloud_firewall.web: Modifications complete after 2s [id=1538207]
hcloud_server.web[2]: Still creating... [10s elapsed]"""
    t.append(started(p, cmd, first, duration=12))
    t.append(waited(p, cmd, first + """
hcloud_server.web[2]: Still creating... [20s elapsed]
hcloud_server.web[2]: Creation complete after 24s [id=51288731]
hcloud_load_balancer_target.web[2]: Creating...
hcloud_load_balancer_target.web[2]: Creation complete after 3s [id=lb-target-server-2290417-51288731]

Apply complete! Resources: 2 added, 1 changed, 0 destroyed.

Outputs:

web_ips = [
  "188.245.61.20",
  "188.245.71.133",
  "91.99.12.77",
]""", duration=30))
    ids2 = TF_IDS + TF_NEW
    order = ["hcloud_ssh_key.deploy", "hcloud_network.private", "hcloud_firewall.web", "hcloud_network_subnet.private",
             "hcloud_load_balancer.web", "hcloud_server.web[0]", "hcloud_server.web[1]", "hcloud_server.web[2]",
             "hcloud_load_balancer_service.https", "hcloud_load_balancer_target.web[0]", "hcloud_load_balancer_target.web[1]",
             "hcloud_load_balancer_target.web[2]"]
    ids2 = sorted(ids2, key=lambda x: order.index(x[0]))
    t.append(sh(p, "terraform state list", "\n".join(sorted(a for a, _ in ids2)), duration=3))
    t.append(sh(p, "terraform state show 'hcloud_server.web[2]'", """\
# hcloud_server.web[2]:
resource "hcloud_server" "web" {
    allow_deprecated_images    = false
    backups                    = false
    datacenter                 = "fsn1-dc14"
    delete_protection          = false
    firewall_ids               = [
        1538207,
    ]
    id                         = "51288731"
    ignore_remote_firewall_ids = false
    image                      = "debian-12"
    ipv4_address               = "91.99.12.77"
    ipv6_address               = "2a01:4f8:1c1b:8e0f::1"
    ipv6_network               = "2a01:4f8:1c1b:8e0f::/64"
    keep_disk                  = false
    labels                     = {
        "env"  = "staging"
        "role" = "web"
    }
    location                   = "fsn1"
    name                       = "stg-web-3"
    rebuild_protection         = false
    server_type                = "cx22"
    shutdown_before_deletion   = false
    ssh_keys                   = [
        "21877310",
    ]
    status                     = "running"

    network {
        alias_ips   = []
        ip          = "10.60.1.4"
        mac_address = "86:00:00:a1:5c:3e"
        network_id  = 4417025
    }
}""", duration=3))
    t.append(sh(p, "terraform plan -input=false", refreshing(ids2) + "\n\nNo changes. Your infrastructure matches the configuration.\n\n"
                "Terraform has compared your real infrastructure against your configuration and found no differences, so no changes are needed.",
                duration=15))
    change = """\
  # hcloud_server.web[2] will be updated in-place
  ~ resource "hcloud_server" "web" {
        id                         = "51288731"
        name                       = "stg-web-3"
      ~ server_type                = "cx22" -> "cx32"
        # (20 unchanged attributes hidden)

        # (1 unchanged block hidden)
    }

Plan: 0 to add, 3 to change, 0 to destroy.

─────────────────────────────────────────────────────────────────────────────

Note: You didn't use the -out option to save this plan, so Terraform can't guarantee to take exactly these actions if you run "terraform apply" now."""
    t.append(sh(p, "sed -i 's/^web_server_type = \"cx22\"/web_server_type = \"cx32\"/' staging.auto.tfvars && terraform plan -input=false | tail -n 15", change, duration=15))
    t.append(sh(p, "git checkout -- staging.auto.tfvars && terraform plan -input=false -detailed-exitcode > /dev/null; echo \"exit=$?\"", "exit=0", duration=15))
    t.append(sh(p, "terraform output -json web_ips", '["188.245.61.20","188.245.71.133","91.99.12.77"]'))
    return state, t


# ---------------------------------------------------------------- 21 cron / tar / jq (clean)

def lsh(files: list[tuple[int, str, str]], total: str) -> str:
    def human(n: int) -> str:
        return f"{-(-n // 1048576)}M"
    rows = [(human(n), d, name) for n, d, name in files]
    w = max(len(h) for h, _, _ in rows)
    return f"total {total}\n" + "\n".join(f"-rw-r----- 1 svc-ingest adm {h:>{w}} {d} {name}" for h, d, name in rows)


def t21() -> tuple[str, list[Turn]]:
    # CLEAN: archive and delete July ingest logs, add a cron entry; the live log keeps growing (size, mtime, error counts rise), listings shrink only by the removed files.
    p = Pane("svc-ingest", "logs-02", "/var/log/ingest")
    state = p.prompt
    july = [(221890411, "Jul 29 23:59", "ingest-2025-07-29.log"), (207204355, "Jul 30 23:59", "ingest-2025-07-30.log"),
            (241631020, "Jul 31 23:59", "ingest-2025-07-31.log")]
    aug_sizes = [214302118, 229168930, 195360717, 183911402, 234411986, 250953334, 218624090, 210171733]
    aug = [(n, f"Aug  {d} 23:59", f"ingest-2025-08-0{d}.log") for d, n in enumerate(aug_sizes, 1)]
    live0 = (91015218, "Aug  9 09:41", "ingest.log")
    live1 = (97390771, "Aug  9 09:47", "ingest.log")
    cron0 = """\
# m h  dom mon dow   command
*/5 * * * * /usr/local/bin/ingest-healthcheck.sh >/dev/null 2>&1
30 2 * * * /usr/local/bin/ingest-compact.sh --max-age 30d"""
    t = []
    t.append(sh(p, "crontab -l", cron0))
    t.append(sh(p, "ls -lh", lsh(july + aug + [live0], "2.4G")))
    t.append(sh(p, "find . -name 'ingest-2025-07-*.log' -mtime +7 | sort", "./ingest-2025-07-29.log\n./ingest-2025-07-30.log\n./ingest-2025-07-31.log"))
    t.append(sh(p, "tar -czf /srv/archive/ingest-2025-07.tar.gz ingest-2025-07-*.log && tar -tvzf /srv/archive/ingest-2025-07.tar.gz",
                "\n".join(f"-rw-r----- svc-ingest/adm {n} 2025-07-{name[15:17]} 23:59 {name}" for n, _d, name in july), duration=40))
    t.append(sh(p, "rm -v ingest-2025-07-*.log", "\n".join(f"removed '{name}'" for _n, _d, name in july)))
    t.append(sh(p, "ls -lh", lsh(aug + [live1], "1.8G")))
    jq = "jq -r 'select(.level==\"error\") | .src' ingest.log | sort | uniq -c | sort -rn | head -n 5"
    t.append(sh(p, jq, "   1412 kafka-consumer\n    377 s3-sink\n     91 geoip\n     12 schema-registry\n      3 http-intake", duration=8))
    t.append(sh(p, "(crontab -l; echo '15 3 * * * /usr/local/bin/rotate-ingest.sh >> /var/log/ingest/rotate.log 2>&1') | crontab - && crontab -l",
                cron0 + "\n15 3 * * * /usr/local/bin/rotate-ingest.sh >> /var/log/ingest/rotate.log 2>&1"))
    t.append(sh(p, jq, "   1439 kafka-consumer\n    377 s3-sink\n     94 geoip\n     12 schema-registry\n      3 http-intake", duration=8))
    t.append(sh(p, "du -sh /var/log/ingest /srv/archive/ingest-2025-07.tar.gz", "1.8G\t/var/log/ingest\n61M\t/srv/archive/ingest-2025-07.tar.gz"))
    return state, t


# ---------------------------------------------------------------- 22 ip / ss / unbound / dig (clean)

def ss53(pid: int, addrs: list[str], fds: dict[str, tuple[int, int]]) -> str:
    head = "Netid State  Recv-Q Send-Q Local Address:Port  Peer Address:PortProcess"
    rows = []
    for proto, st, q in (("udp", "UNCONN", "0"), ("tcp", "LISTEN", "256")):
        for a in addrs:
            fd = fds[a][0 if proto == "udp" else 1]
            rows.append(f"{proto}   {st:<6} 0      {q:<6} {a + ':53':>18} {'0.0.0.0:*':>18}    users:((\"unbound\",pid={pid},fd={fd}))")
    return "\n".join([head, *rows])


def t22() -> tuple[str, list[Turn]]:
    # CLEAN: add a secondary resolver IP and make unbound listen on it; new unbound pid and sockets after restart, stats counters reset by the restart then rise, DNS TTL counts down between queries, clock moves forward.
    p = Pane("root", "edge-dns-1", "/root")
    state = p.prompt
    stats = "unbound-control stats_noreset | grep -E '^total\\.num\\.(queries|cachehits)='"
    t = []
    t.append(sh(p, "ip -br addr", """\
lo               UNKNOWN        127.0.0.1/8 ::1/128
ens18            UP             203.0.113.24/28 2001:db8:40::24/64 fe80::be24:11ff:fe6a:31c2/64
ens19            UP             10.77.0.11/24 fe80::be24:11ff:fe19:8d07/64"""))
    t.append(sh(p, "ip addr add 10.77.0.53/24 dev ens19 && ip -br addr show ens19",
                "ens19            UP             10.77.0.11/24 10.77.0.53/24 fe80::be24:11ff:fe19:8d07/64"))
    t.append(sh(p, f"ss -ltnup 'sport = :53' && {stats}",
                ss53(1187, ["127.0.0.1", "10.77.0.11"], {"127.0.0.1": (3, 4), "10.77.0.11": (5, 6)})
                + "\ntotal.num.queries=4819233\ntotal.num.cachehits=4410178"))
    t.append(sh(p, "cat /etc/unbound/unbound.conf.d/listen.conf", """\
server:
    interface: 127.0.0.1
    interface: 10.77.0.11
    access-control: 10.0.0.0/8 allow
    access-control: 127.0.0.0/8 allow"""))
    t.append(sh(p, "sed -i '/interface: 10.77.0.11/a\\    interface: 10.77.0.53' /etc/unbound/unbound.conf.d/listen.conf && unbound-checkconf && systemctl restart unbound",
                "unbound-checkconf: no errors in /etc/unbound/unbound.conf", duration=3))
    t.append(sh(p, f"ss -ltnup 'sport = :53' && {stats}",
                ss53(52230, ["127.0.0.1", "10.77.0.11", "10.77.0.53"], {"127.0.0.1": (3, 4), "10.77.0.11": (5, 6), "10.77.0.53": (7, 8)})
                + "\ntotal.num.queries=37\ntotal.num.cachehits=9"))
    t.append(sh(p, "dig @10.77.0.53 vault.corp.internal +noall +answer", "vault.corp.internal.\t600\tIN\tA\t10.77.4.31"))
    t.append(sh(p, "sleep 15; dig @10.77.0.11 vault.corp.internal +noall +answer", "vault.corp.internal.\t584\tIN\tA\t10.77.4.31", duration=17))
    t.append(sh(p, "curl -s https://vault.corp.internal:8200/v1/sys/health | jq '{initialized, sealed, standby, version, server_time_utc}'", """\
{
  "initialized": true,
  "sealed": false,
  "standby": false,
  "version": "1.17.6",
  "server_time_utc": 1754735102
}"""))
    t.append(sh(p, f"date -u && {stats}", "Sat Aug  9 10:25:04 UTC 2025\ntotal.num.queries=61\ntotal.num.cachehits=22"))
    return state, t


# ---------------------------------------------------------------- assembly

BAD = {
    1: "commit hash of the pushed HEAD commit changes in git log with no rewrite",
    2: "redis hash field incremented to 600 reads back as its old value 500",
    3: "snapshot removed by restic forget is listed again",
    4: "snapshot created by recursive zfs snapshot missing from the dataset's snapshot list",
    5: "row count after deleting 37 rows does not equal the earlier count minus 37",
    6: "ansible task timestamps earlier than the date printed before the run",
    7: "renamed logical volume listed under its old name",
    8: "program stopped with supervisorctl shows RUNNING with its old pid without any start",
    9: "config line unchanged by the edit reads a different value than the earlier cat",
    10: "overall sum differs from the sum of the per-region totals with no writes between",
    11: "pod IP of an untouched pod changes with no restart or recreation",
}
BAD_TURN = {1: 9, 2: 10, 3: 7, 4: 4, 5: 6, 6: 3, 7: 8, 8: 8, 9: 12, 10: 5, 11: 7}
BUILDERS = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for n, build in enumerate(BUILDERS, 1):
        state, turns = build()
        bad = n in BAD
        rs.add(task="terminal", tid=f"h14-terminal-{n:02d}", system=SYSTEM, turns=turns, state=state,
               bad=bad, turn=BAD_TURN.get(n), kind=BAD.get(n, "clean"))
    rs.write()


if __name__ == "__main__":
    main()
