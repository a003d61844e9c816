# ruff: noqa: E501
"""holdout22, domain terminal: 22 hand-written tmux shell trajectories in the AgentWorldBench row format.

Eleven contain exactly one world-model contradiction (an observation that disagrees with something an
earlier observation or the starting state established); eleven are clean but full of legitimate changes
(restarts, counters, re-sorted or filtered views, unit and rounding differences, rotating ids, ...).
Half use mainstream sysadmin tools, half less common CLIs. Running the module writes
``terminal_test.jsonl`` and ``labels.json`` next to it. Deterministic: no randomness, no clock reads.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet

TASK = "terminal"
SYSTEM = (
    "You are a Terminal World Model. You simulate a Linux shell running inside a tmux pane on the machine "
    "described in the current state. Each action is a JSON list of keystrokes sent to the pane. Predict the next "
    "terminal state: the echoed command line, everything the command prints, and the next shell prompt. Keep the "
    "machine consistent with everything the session has shown so far (files, processes, ids, counters, clocks). "
    "Reply after **Environment Observation:**."
)


def table(cols: list[str], rows: list[list[object]], right: tuple[int, ...] = (), gap: int = 3) -> str:
    """Plain column output (kubectl, docker, zfs, ...): left-aligned unless the column index is in right."""
    cells = [cols] + [[str(v) for v in r] for r in rows]
    w = [max(len(r[i]) for r in cells) for i in range(len(cols))]
    out = []
    for r in cells:
        parts = [(v.rjust(w[i]) if i in right else v.ljust(w[i])) for i, v in enumerate(r)]
        out.append((" " * gap).join(parts).rstrip())
    return "\n".join(out)


def pg(cols: list[str], rows: list[list[object]], right: tuple[int, ...] = ()) -> str:
    """psql aligned output with the row count footer."""
    cells = [[str(v) for v in r] for r in rows]
    w = [max([len(c)] + [len(r[i]) for r in cells]) for i, c in enumerate(cols)]
    lines = ["|".join(" " + c.center(w[i]) + " " for i, c in enumerate(cols)).rstrip(),
             "+".join("-" * (w[i] + 2) for i in range(len(cols)))]
    for r in cells:
        lines.append("|".join(" " + (v.rjust(w[i]) if i in right else v.ljust(w[i])) + " "
                              for i, v in enumerate(r)).rstrip())
    n = len(rows)
    lines.append(f"({n} row{'' if n == 1 else 's'})")
    return "\n".join(lines) + "\n"


def my(cols: list[str], rows: list[list[object]], right: tuple[int, ...] = ()) -> str:
    """mysql client table output (interactive terminal)."""
    cells = [[str(v) for v in r] for r in rows]
    w = [max([len(c)] + [len(r[i]) for r in cells]) for i, c in enumerate(cols)]
    bar = "+" + "+".join("-" * (x + 2) for x in w) + "+"
    lines = [bar, "| " + " | ".join(c.ljust(w[i]) for i, c in enumerate(cols)) + " |", bar]
    for r in cells:
        lines.append("| " + " | ".join(v.rjust(w[i]) if i in right else v.ljust(w[i]) for i, v in enumerate(r)) + " |")
    lines.append(bar)
    return "\n".join(lines)


def sq(cols: list[str], rows: list[list[object]]) -> str:
    """sqlite3 -header -column output."""
    cells = [[str(v) for v in r] for r in rows]
    w = [max([len(c)] + [len(r[i]) for r in cells]) for i, c in enumerate(cols)]
    lines = ["  ".join(c.ljust(w[i]) for i, c in enumerate(cols)).rstrip(),
             "  ".join("-" * w[i] for i in range(len(cols)))]
    lines += ["  ".join(v.ljust(w[i]) for i, v in enumerate(r)).rstrip() for r in cells]
    return "\n".join(lines)


# ---------------------------------------------------------------------------------------------------------
# 01  git feature branch (mainstream) - BAD at turn 7: an old commit's hash drifts in the graph log
# ---------------------------------------------------------------------------------------------------------
def t01(rs: RowSet) -> None:
    p = Pane("maya", "devbox", "/home/maya/src/invoice-svc")
    state = ("Host devbox (Ubuntu 22.04.4 LTS), user maya, tmux pane in ~/src/invoice-svc: a clone of "
             "github.com/maya/invoice-svc on branch main, working tree clean, tracking origin/main. git 2.34.1 and "
             "go 1.21.5 are installed; an SSH key for github.com is loaded in ssh-agent.")
    t = []
    t.append(p.run("git status", """On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean"""))
    t.append(p.run("git log --oneline -6", """a3f9c21 (HEAD -> main, origin/main, origin/HEAD) Merge pull request #212 from maya/fix-rounding
7d0e4b8 Round line totals half-even before summing
e51c9a0 Bump golang.org/x/text from 0.13.0 to 0.14.0
4b2d7f3 Add VAT breakdown to PDF footer
19ce8aa Merge pull request #209 from jonas/ci-cache
c07a5de ci: cache go build directory"""))
    t.append(p.run("git checkout -b feat/credit-notes", "Switched to a new branch 'feat/credit-notes'"))
    t.append(p.run("go test ./...", """?   \tgithub.com/maya/invoice-svc/cmd/invoice-svc\t[no test files]
ok  \tgithub.com/maya/invoice-svc/internal/invoice\t0.412s
ok  \tgithub.com/maya/invoice-svc/internal/pdf\t1.038s
ok  \tgithub.com/maya/invoice-svc/internal/store\t(cached)
ok  \tgithub.com/maya/invoice-svc/internal/vat\t(cached)""", duration=15.0))
    t.append(p.run(r"printf 'package invoice\n\n// CreditNote reverses all or part of an issued invoice.\ntype CreditNote struct {\n\tInvoiceID string\n\tLines     []Line\n\tReason    string\n}\n' > internal/invoice/credit_note.go && git add internal/invoice/credit_note.go && git commit -m 'Add CreditNote type'",
                   """[feat/credit-notes 5b81e07] Add CreditNote type
 1 file changed, 8 insertions(+)
 create mode 100644 internal/invoice/credit_note.go"""))
    t.append(p.run("echo '- Credit notes (partial and full reversal of an invoice)' >> docs/FEATURES.md && git commit -am 'docs: mention credit notes'",
                   """[feat/credit-notes 9e4a6d2] docs: mention credit notes
 1 file changed, 1 insertion(+)"""))
    t.append(p.run("git log --oneline --graph -8", """* 9e4a6d2 (HEAD -> feat/credit-notes) docs: mention credit notes
* 5b81e07 Add CreditNote type
*   a3f9c21 (origin/main, origin/HEAD, main) Merge pull request #212 from maya/fix-rounding
|\\
| * 7f0e4b8 Round line totals half-even before summing
* | e51c9a0 Bump golang.org/x/text from 0.13.0 to 0.14.0
|/
* 4b2d7f3 Add VAT breakdown to PDF footer
*   19ce8aa Merge pull request #209 from jonas/ci-cache
|\\
| * c07a5de ci: cache go build directory"""))
    t.append(p.run("git push -u origin feat/credit-notes", """Enumerating objects: 11, done.
Counting objects: 100% (11/11), done.
Delta compression using up to 8 threads
Compressing objects: 100% (6/6), done.
Writing objects: 100% (7/7), 812 bytes | 812.00 KiB/s, done.
Total 7 (delta 3), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (3/3), completed with 3 local objects.
remote:
remote: Create a pull request for 'feat/credit-notes' on GitHub by visiting:
remote:      https://github.com/maya/invoice-svc/pull/new/feat/credit-notes
remote:
To github.com:maya/invoice-svc.git
 * [new branch]      feat/credit-notes -> feat/credit-notes
branch 'feat/credit-notes' set up to track 'origin/feat/credit-notes'.""", duration=3.0))
    t.append(p.run("git status -sb", "## feat/credit-notes...origin/feat/credit-notes"))
    rs.add(task=TASK, tid="h22-terminal-01", system=SYSTEM, turns=t, state=state, bad=True, turn=7,
           kind="hash of existing commit 'Round line totals half-even' changes from 7d0e4b8 to 7f0e4b8 with no rebase or amend")


# ---------------------------------------------------------------------------------------------------------
# 02  restic backup / forget / prune (less common) - clean
# ---------------------------------------------------------------------------------------------------------
def t02(rs: RowSet) -> None:
    p = Pane("root", "nas01", "/root")
    state = ("Host nas01 (Debian 12), root shell in /root. restic 0.16.2 is installed; RESTIC_REPOSITORY=/srv/restic-repo "
             "(local disk) and RESTIC_PASSWORD_FILE=/root/.restic-pass are exported. A systemd timer runs a nightly "
             "backup of /etc and /srv/photos at 02:00 tagged 'nightly'.")
    opened = "repository 8c1f42ab opened (version 2, compression level auto)"
    dash = "-" * 63

    def snaps(rows: list[tuple[str, str, str]]) -> str:
        out = ["ID        Time                 Host        Tags        Paths", dash]
        for sid, when, tag in rows:
            out.append(f"{sid}  {when}  nas01       {tag:<10}  /etc")
            out.append(" " * 55 + "/srv/photos")
        out += [dash, f"{len(rows)} snapshots"]
        return "\n".join(out)

    t = []
    t.append(p.run("restic snapshots", opened + "\n" + snaps([
        ("1e7b3c5a", "2024-03-09 02:00:04", "nightly"),
        ("6f02d9e1", "2024-03-10 02:00:03", "nightly"),
        ("b4a8e0c7", "2024-03-11 02:00:05", "nightly")])))
    t.append(p.run("date", "Mon Mar 11 14:22:51 CET 2024"))
    t.append(p.run("restic backup /etc /srv/photos --tag manual", opened + """
using parent snapshot b4a8e0c7
[0:00] 100.00%  4 / 4 index files loaded

Files:          14 new,     3 changed, 21873 unmodified
Dirs:            2 new,     9 changed,  1402 unmodified
Added to the repository: 187.442 MiB (186.913 MiB stored)

processed 21890 files, 96.215 GiB in 0:41
snapshot 3d9f6a21 saved""", duration=45.0))
    t.append(p.run("restic snapshots --latest 2", opened + "\n" + snaps([
        ("b4a8e0c7", "2024-03-11 02:00:05", "nightly"),
        ("3d9f6a21", "2024-03-11 14:23:06", "manual")])))
    dash2 = "-" * 80
    t.append(p.run("restic forget --tag nightly --keep-last 2 --prune", opened + f"""
Applying Policy: keep 2 latest snapshots
snapshots for (host [nas01], paths [/etc, /srv/photos]):
keep 2 snapshots:
ID        Time                 Host        Tags        Reasons        Paths
{dash2}
6f02d9e1  2024-03-10 02:00:03  nas01       nightly     last snapshot  /etc
                                                                      /srv/photos
b4a8e0c7  2024-03-11 02:00:05  nas01       nightly     last snapshot  /etc
                                                                      /srv/photos
{dash2}
2 snapshots

remove 1 snapshots:
ID        Time                 Host        Tags        Paths
{dash}
1e7b3c5a  2024-03-09 02:00:04  nas01       nightly     /etc
                                                       /srv/photos
{dash}
1 snapshots

[0:00] 100.00%  1 / 1 files deleted
1 snapshots have been removed, running prune
loading indexes...
loading all snapshots...
finding data that is still in use for 3 snapshots
[0:04] 100.00%  3 / 3 snapshots
searching used packs...
collecting packs for deletion and repacking
[0:00] 100.00%  6212 / 6212 packs processed

to repack:          1184 blobs / 22.871 MiB
this removes:        312 blobs / 9.402 MiB
to delete:          1906 blobs / 214.650 MiB
total prune:        2218 blobs / 224.052 MiB
remaining:        611419 blobs / 94.108 GiB
unused size after prune: 4.602 GiB (4.89% of remaining size)

repacking packs
[0:01] 100.00%  3 / 3 packs repacked
rebuilding index
[0:00] 100.00%  6199 / 6199 packs processed
deleting obsolete index files
[0:00] 100.00%  5 / 5 files deleted
removing 16 old packs
[0:00] 100.00%  16 / 16 files deleted
done""", duration=20.0))
    t.append(p.run("restic stats --mode raw-data", opened + """
scanning...
Stats in raw-data mode:
     Snapshots processed:  3
        Total Blob Count:  611419
 Total Uncompressed Size:  97.873 GiB
              Total Size:  94.108 GiB
    Compression Progress:  100.00%
       Compression Ratio:  1.04x
Compression Space Saving:  3.85%""", duration=10.0))
    t.append(p.run("restic snapshots", opened + "\n" + snaps([
        ("6f02d9e1", "2024-03-10 02:00:03", "nightly"),
        ("b4a8e0c7", "2024-03-11 02:00:05", "nightly"),
        ("3d9f6a21", "2024-03-11 14:23:06", "manual")])))
    t.append(p.run("restic check", """using temporary cache in /tmp/restic-check-cache-2290871455
""" + opened + """
created new cache in /tmp/restic-check-cache-2290871455
create exclusive lock for repository
load indexes
[0:00] 100.00%  2 / 2 index files loaded
check all packs
check snapshots, trees and blobs
[0:06] 100.00%  3 / 3 snapshots
no errors were found""", duration=10.0))
    t.append(p.run("du -sh /srv/restic-repo", "99G\t/srv/restic-repo", duration=4.0))
    t.append(p.run("date", "Mon Mar 11 14:26:37 CET 2024"))
    rs.add(task=TASK, tid="h22-terminal-02", system=SYSTEM, turns=t, state=state)


# ---------------------------------------------------------------------------------------------------------
# 03  ZFS snapshot housekeeping (less common) - BAD at turn 6: destroyed snapshot listed again
# ---------------------------------------------------------------------------------------------------------
def t03(rs: RowSet) -> None:
    p = Pane("root", "tank-srv", "/root")
    state = ("Host tank-srv (Debian 12, OpenZFS 2.1.11), root shell in /root. Pool 'tank' is a 4-disk raidz2 with "
             "datasets tank/home, tank/media and tank/vm (VM images). Snapshots of tank/vm are taken by hand; no "
             "auto-snapshot tool is installed. Today is Tue 2024-03-12.")
    t = []
    t.append(p.run("zfs list -o name,used,avail,refer,mountpoint", table(
        ["NAME", "USED", "AVAIL", "REFER", "MOUNTPOINT"],
        [["tank", "2.34T", "1.20T", "192K", "/tank"],
         ["tank/home", "412G", "1.20T", "398G", "/tank/home"],
         ["tank/media", "1.71T", "1.20T", "1.69T", "/tank/media"],
         ["tank/vm", "231G", "1.20T", "186G", "/tank/vm"]], right=(1, 2, 3), gap=2)))
    t.append(p.run("zfs list -t snapshot -r tank/vm", table(
        ["NAME", "USED", "AVAIL", "REFER", "MOUNTPOINT"],
        [["tank/vm@2024-02-01", "12.4G", "-", "170G", "-"],
         ["tank/vm@2024-02-15", "9.87G", "-", "176G", "-"],
         ["tank/vm@2024-03-01", "6.02G", "-", "181G", "-"],
         ["tank/vm@pre-upgrade", "1.10G", "-", "184G", "-"]], right=(1, 2, 3), gap=2)))
    t.append(p.run("zfs destroy -v tank/vm@2024-02-01", "will destroy tank/vm@2024-02-01\nwill reclaim 12.4G", duration=3.0))
    t.append(p.run("zfs snapshot tank/vm@2024-03-12-manual", ""))
    disks = ["ata-WDC_WD20EFZX-68AWUN0_WD-WX12D81HK4P7", "ata-WDC_WD20EFZX-68AWUN0_WD-WX12D81HL0C2",
             "ata-WDC_WD20EFZX-68AWUN0_WD-WX22D31A9T5E", "ata-WDC_WD20EFZX-68AWUN0_WD-WX22D31AC7JN"]
    cfg = "\n".join(f"\t    {d:<42}  ONLINE       0     0     0" for d in disks)
    t.append(p.run("zpool status tank", f"""  pool: tank
 state: ONLINE
  scan: scrub repaired 0B in 05:12:44 with 0 errors on Sun Mar 10 05:36:45 2024
config:

\t{'NAME':<46}  STATE     READ WRITE CKSUM
\t{'tank':<46}  ONLINE       0     0     0
\t{'  raidz2-0':<46}  ONLINE       0     0     0
{cfg}

errors: No known data errors"""))
    t.append(p.run("zfs list -t snapshot -o name,used,refer,creation -r tank/vm", table(
        ["NAME", "USED", "REFER", "CREATION"],
        [["tank/vm@2024-02-01", "12.4G", "170G", "Thu Feb  1  0:00 2024"],
         ["tank/vm@2024-02-15", "11.3G", "176G", "Thu Feb 15  0:00 2024"],
         ["tank/vm@2024-03-01", "6.02G", "181G", "Fri Mar  1  0:00 2024"],
         ["tank/vm@pre-upgrade", "1.10G", "184G", "Sat Mar  9 18:42 2024"],
         ["tank/vm@2024-03-12-manual", "0B", "186G", "Tue Mar 12 10:17 2024"]], right=(1, 2), gap=2)))
    t.append(p.run("zfs get -o property,value used,usedbysnapshots,available tank/vm", table(
        ["PROPERTY", "VALUE"],
        [["used", "219G"], ["usedbysnapshots", "32.6G"], ["available", "1.21T"]], gap=2)))
    t.append(p.run("zfs list -o name,used,avail tank tank/vm", table(
        ["NAME", "USED", "AVAIL"], [["tank", "2.33T", "1.21T"], ["tank/vm", "219G", "1.21T"]], right=(1, 2), gap=2)))
    rs.add(task=TASK, tid="h22-terminal-03", system=SYSTEM, turns=t, state=state, bad=True, turn=6,
           kind="snapshot tank/vm@2024-02-01, destroyed earlier (12.4G reclaimed), reappears in a later snapshot listing")


# ---------------------------------------------------------------------------------------------------------
# 04  nginx worker tuning and restart (mainstream) - clean
# ---------------------------------------------------------------------------------------------------------
def t04(rs: RowSet) -> None:
    p = Pane("ops", "web-02", "/home/ops")
    state = ("Host web-02 (Ubuntu 22.04.4 LTS, 8 vCPU, booted this morning at 08:13 UTC), user ops with passwordless "
             "sudo, tmux pane in ~. nginx 1.18.0 from the Ubuntu archive serves the intranet portal; "
             "/etc/nginx/nginx.conf currently has 'worker_processes 4;'. A /healthz location returns 'ok'.")
    desc = "A high performance web server and a reverse proxy server"

    def status(since: str, ago: str, pre: int, start: int, main: int, workers: list[int], tasks: int, mem: str,
               cpu: str, journal: list[str]) -> str:
        cg = "\n".join([f"             ├─{main} \"nginx: master process /usr/sbin/nginx -g daemon on; master_process on;\""]
                       + [f"             {'└' if i == len(workers) - 1 else '├'}─{w} \"nginx: worker process\""
                          for i, w in enumerate(workers)])
        return f"""● nginx.service - {desc}
     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)
     Active: active (running) since {since}; {ago}
       Docs: man:nginx(8)
    Process: {pre} ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: {start} ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
   Main PID: {main} (nginx)
      Tasks: {tasks} (limit: 9387)
     Memory: {mem}
        CPU: {cpu}
     CGroup: /system.slice/nginx.service
{cg}

""" + "\n".join(journal)

    restart_j = [f"Mar 11 14:31:26 web-02 systemd[1]: Stopping {desc}...",
                 "Mar 11 14:31:26 web-02 systemd[1]: nginx.service: Deactivated successfully.",
                 f"Mar 11 14:31:26 web-02 systemd[1]: Stopped {desc}.",
                 "Mar 11 14:31:26 web-02 systemd[1]: nginx.service: Consumed 3.911s CPU time.",
                 f"Mar 11 14:31:26 web-02 systemd[1]: Starting {desc}...",
                 f"Mar 11 14:31:27 web-02 systemd[1]: Started {desc}."]
    t = []
    t.append(p.run("systemctl status nginx --no-pager", status(
        "Mon 2024-03-11 08:14:02 UTC", "6h ago", 1180, 1186, 1187, [1188, 1189, 1190, 1191], 5, "14.2M", "3.902s",
        [f"Mar 11 08:14:01 web-02 systemd[1]: Starting {desc}...",
         f"Mar 11 08:14:02 web-02 systemd[1]: Started {desc}."])))
    t.append(p.run("sudo nginx -t", """nginx: the configuration file /etc/nginx/nginx.conf syntax is ok
nginx: configuration file /etc/nginx/nginx.conf test is successful"""))
    t.append(p.run("sudo sed -i 's/^worker_processes 4;/worker_processes auto;/' /etc/nginx/nginx.conf && grep -n worker_processes /etc/nginx/nginx.conf",
                   "2:worker_processes auto;"))
    t.append(p.run("nproc", "8"))
    new_workers = list(range(20434, 20442))
    t.append(p.run("sudo systemctl restart nginx && systemctl status nginx --no-pager", status(
        "Mon 2024-03-11 14:31:27 UTC", "41ms ago", 20430, 20432, 20433, new_workers, 9, "10.1M", "71ms",
        [f"Mar 11 08:14:02 web-02 systemd[1]: Started {desc}."] + restart_j), duration=2.0))
    users = ",".join(f'("nginx",pid={pid},fd={{fd}})' for pid in list(reversed(new_workers)) + [20433])
    rows = []
    for addr, fd in (("0.0.0.0:443", 8), ("0.0.0.0:80", 6), ("[::]:443", 9), ("[::]:80", 7)):
        peer = "[::]:*" if addr.startswith("[") else "0.0.0.0:*"
        rows.append(f"LISTEN 0      511          {addr:<15} {peer:<10} users:(" + users.replace("{fd}", str(fd)) + ")")
    t.append(p.run("sudo ss -tlnp | grep nginx", "\n".join(rows)))
    t.append(p.run("curl -sI http://localhost/healthz", """HTTP/1.1 200 OK
Server: nginx/1.18.0 (Ubuntu)
Date: Mon, 11 Mar 2024 14:31:44 GMT
Content-Type: text/plain
Content-Length: 3
Connection: keep-alive"""))
    t.append(p.run("journalctl -u nginx --since '14:30' --no-pager", "\n".join(restart_j)))
    t.append(p.run("uptime", " 14:32:05 up  6:18,  1 user,  load average: 0.08, 0.05, 0.01"))
    t.append(p.run("systemctl show nginx -p MainPID -p NRestarts -p ExecMainStartTimestamp", """MainPID=20433
NRestarts=0
ExecMainStartTimestamp=Mon 2024-03-11 14:31:27 UTC"""))
    rs.add(task=TASK, tid="h22-terminal-04", system=SYSTEM, turns=t, state=state)


# ---------------------------------------------------------------------------------------------------------
# 05  psql catalogue maintenance (mainstream) - BAD at turn 8: an updated price reads back old
# ---------------------------------------------------------------------------------------------------------
def t05(rs: RowSet) -> None:
    p = Pane("deploy", "db-staging", "/home/deploy")
    state = ("Host db-staging (Ubuntu 22.04), user deploy, tmux pane in ~. PostgreSQL 15.6 runs locally; database "
             "'shop' is the staging copy of the web shop (the staging app servers are scaled to zero, so nothing else "
             "writes to it). ~/.pgpass lets deploy connect without a password.")
    cols = ["id", "sku", "name", "price_cents", "stock", "active"]
    base = [[101, "TEA-ASSAM-250", "Assam Breakfast 250g", 1290, 48, "t"],
            [102, "TEA-DARJ-100", "Darjeeling First Flush 100g", 1850, 12, "t"],
            [103, "TEA-SENCHA-100", "Sencha Uji 100g", 1590, 0, "f"],
            [104, "TEA-GENMAI-200", "Genmaicha 200g", 990, 31, "t"],
            [105, "TEA-ROOIB-250", "Rooibos Vanilla 250g", 1090, 27, "t"],
            [106, "TEA-EARL-250", "Earl Grey Blue Flower 250g", 1390, 64, "t"]]
    q = "psql -d shop -c \"SELECT id, sku, name, price_cents, stock, active FROM products WHERE sku LIKE 'TEA-%' ORDER BY id;\""
    t = []
    t.append(p.run("psql -d shop -c '\\dt'", """             List of relations
 Schema |       Name        | Type  | Owner
--------+-------------------+-------+-------
 public | customers         | table | shop
 public | order_items       | table | shop
 public | orders            | table | shop
 public | products          | table | shop
 public | schema_migrations | table | shop
(5 rows)
"""))
    t.append(p.run(q, pg(cols, base, right=(0, 3, 4))))
    t.append(p.run("psql -d shop -c \"BEGIN; UPDATE products SET price_cents = 1990 WHERE sku = 'TEA-DARJ-100'; UPDATE products SET stock = 40, active = true WHERE sku = 'TEA-SENCHA-100'; COMMIT;\"",
                   "BEGIN\nUPDATE 1\nUPDATE 1\nCOMMIT"))
    t.append(p.run("psql -d shop -c \"SELECT count(*) FROM orders WHERE status = 'pending';\"", pg(["count"], [[17]], right=(0,))))
    t.append(p.run("psql -d shop -c 'SELECT now();'", pg(["now"], [["2024-03-11 15:02:44.918273+00"]])))
    t.append(p.run("psql -d shop -c \"INSERT INTO products (sku, name, price_cents, stock, active) VALUES ('TEA-HOJI-100', 'Hojicha Roasted 100g', 1190, 25, true) RETURNING id, created_at;\"",
                   pg(["id", "created_at"], [[107, "2024-03-11 15:03:20.551207+00"]], right=(0,)) + "\nINSERT 0 1"))
    t.append(p.run("psql -d shop -c '\\d products'", """                                        Table "public.products"
   Column    |           Type           | Collation | Nullable |               Default
-------------+--------------------------+-----------+----------+--------------------------------------
 id          | integer                  |           | not null | nextval('products_id_seq'::regclass)
 sku         | text                     |           | not null |
 name        | text                     |           | not null |
 price_cents | integer                  |           | not null |
 stock       | integer                  |           | not null | 0
 active      | boolean                  |           | not null | true
 created_at  | timestamp with time zone |           | not null | now()
Indexes:
    "products_pkey" PRIMARY KEY, btree (id)
    "products_sku_key" UNIQUE CONSTRAINT, btree (sku)
Check constraints:
    "products_price_cents_check" CHECK (price_cents >= 0)
    "products_stock_check" CHECK (stock >= 0)
Referenced by:
    TABLE "order_items" CONSTRAINT "order_items_product_id_fkey" FOREIGN KEY (product_id) REFERENCES products(id)
"""))
    after = [r[:] for r in base]
    after[2][4], after[2][5] = 40, "t"            # Sencha restocked and activated (turn 3)
    # after[1][3] should be 1990 (turn 3 UPDATE); the drift leaves it at 1850
    after.append([107, "TEA-HOJI-100", "Hojicha Roasted 100g", 1190, 25, "t"])
    t.append(p.run(q, pg(cols, after, right=(0, 3, 4))))
    t.append(p.run("psql -d shop -c \"SELECT count(*), sum(stock) FROM products WHERE sku LIKE 'TEA-%';\"",
                   pg(["count", "sum"], [[7, 247]], right=(0, 1))))
    t.append(p.run("pg_dump -d shop -t products --data-only | grep -c 'TEA-'", "7", duration=2.0))
    rs.add(task=TASK, tid="h22-terminal-05", system=SYSTEM, turns=t, state=state, bad=True, turn=8,
           kind="price_cents of TEA-DARJ-100 reads back the old 1850 after the committed UPDATE to 1990")


# ---------------------------------------------------------------------------------------------------------
# 06  taskwarrior planning session (less common) - clean (ids renumber after done, relative dues, urgency)
# ---------------------------------------------------------------------------------------------------------
def tw(cols: list[str], rows: list[list[object]], right: tuple[int, ...], footer: str) -> str:
    cells = [[str(v) for v in r] for r in rows]
    w = [max([len(c)] + [len(r[i]) for r in cells]) for i, c in enumerate(cols)]

    def line(r: list[str]) -> str:
        return " ".join(v.rjust(w[i]) if i in right else v.ljust(w[i]) for i, v in enumerate(r)).rstrip()
    out = ["", line(cols), " ".join("-" * x for x in w)] + [line(r) for r in cells] + ["", footer]
    return "\n".join(out)


def t06(rs: RowSet) -> None:
    p = Pane("lena", "kestrel", "/home/lena")
    state = ("Laptop kestrel (Fedora 39), user lena, tmux pane in ~. Taskwarrior 2.6.2 with ~/.taskrc setting color=off "
             "(so headers are underlined with dashes). Today is Monday 2024-03-11, about 09:40 local time. Six tasks are "
             "pending; three were completed earlier.")
    lc = ["ID", "Age", "P", "Project", "Tag", "Due", "Description", "Urg"]
    t = []
    t.append(p.run("task list", tw(lc, [
        [1, "12d", "H", "work.q1", "review", "2024-03-12", "Review Q1 budget draft", "12.4"],
        [2, "5d", "M", "work.hiring", "", "2024-03-15", "Schedule panel for backend role", "8.9"],
        [6, "6h", "M", "personal", "health", "2024-03-20", "Book dentist appointment", "6.2"],
        [4, "2d", "L", "work", "email", "", "Reply to Ortiz about invoice", "3.6"],
        [3, "3w", "", "home", "", "", "Replace bathroom extractor fan", "2.1"],
        [5, "9d", "", "home.garden", "", "", "Order tomato seedlings", "1.9"]], (0, 7), "6 tasks")))
    t.append(p.run("task 4 done", "Completed task 4 'Reply to Ortiz about invoice'.\nCompleted 1 task."))
    t.append(p.run("task add project:work.q1 due:friday priority:M +review Prepare slides for Q1 review", "Created task 7."))
    t.append(p.run("task list", tw(lc, [
        [1, "12d", "H", "work.q1", "review", "2024-03-12", "Review Q1 budget draft", "12.4"],
        [2, "5d", "M", "work.hiring", "", "2024-03-15", "Schedule panel for backend role", "8.9"],
        [6, "9s", "M", "work.q1", "review", "2024-03-15", "Prepare slides for Q1 review", "8.8"],
        [5, "6h", "M", "personal", "health", "2024-03-20", "Book dentist appointment", "6.2"],
        [3, "3w", "", "home", "", "", "Replace bathroom extractor fan", "2.1"],
        [4, "9d", "", "home.garden", "", "", "Order tomato seedlings", "1.9"]], (0, 7), "6 tasks")))
    t.append(p.run("task 2 modify due:2024-03-18", "Modifying task 2 'Schedule panel for backend role'.\nModified 1 task."))
    t.append(p.run("task 1 start", "Starting task 1 'Review Q1 budget draft'.\nStarted 1 task."))
    t.append(p.run("task next", tw(["ID", "Active", "Age", "P", "Project", "Tag", "Due", "Description", "Urg"], [
        [1, "1min", "12d", "H", "work.q1", "review", "14h", "Review Q1 budget draft", "16.4"],
        [6, "", "2min", "M", "work.q1", "review", "3d", "Prepare slides for Q1 review", "8.8"],
        [2, "", "5d", "M", "work.hiring", "", "6d", "Schedule panel for backend role", "7.6"],
        [5, "", "6h", "M", "personal", "health", "8d", "Book dentist appointment", "6.2"],
        [3, "", "3w", "", "home", "", "", "Replace bathroom extractor fan", "2.1"],
        [4, "", "9d", "", "home.garden", "", "", "Order tomato seedlings", "1.9"]], (0, 8), "6 tasks")))
    t.append(p.run("task completed", tw(["ID", "UUID", "Created", "Completed", "Age", "P", "Project", "Tag", "Description"], [
        ["-", "c05e6f93", "2024-01-30", "2024-02-20", "6w", "", "personal", "", "Renew passport"],
        ["-", "8b27d4c1", "2024-02-05", "2024-02-28", "5w", "", "home", "", "Fix gutter over back door"],
        ["-", "3f1c9a0e", "2024-03-09", "2024-03-11", "2d", "L", "work", "email", "Reply to Ortiz about invoice"]],
        (), "3 tasks")))
    t.append(p.run("task 1 stop", "Stopping task 1 'Review Q1 budget draft'.\nStopped 1 task."))
    t.append(p.run("task summary", """
Project       Remaining Avg age Complete 0%                        100%
------------- --------- ------- -------- ------------------------------
home                  2     15d      33%
  garden              1      9d       0%
personal              1      6h      50%
work                  3      5d      25%
  hiring              1      5d       0%
  q1                  2      6d       0%

6 projects"""))
    rs.add(task=TASK, tid="h22-terminal-06", system=SYSTEM, turns=t, state=state)


# ---------------------------------------------------------------------------------------------------------
# 07  kubectl scale-out (mainstream) - BAD at turn 4: an untouched pod is shown on a different node
# ---------------------------------------------------------------------------------------------------------
def t07(rs: RowSet) -> None:
    p = Pane("sre", "bastion-euw1", "/home/sre")
    state = ("Host bastion-euw1 (Amazon Linux 2023), user sre, tmux pane in ~. kubectl v1.29.2 with a kubeconfig for the "
             "EKS cluster 'prod-euw1' (3 worker nodes in eu-west-1, one per AZ; the VPC CNI gives each node its own pod "
             "range). Namespace 'payments' runs ledger-api, ledger-worker and fx-rates.")
    n1, n2, n3 = ("ip-10-0-1-203.eu-west-1.compute.internal", "ip-10-0-2-41.eu-west-1.compute.internal",
                  "ip-10-0-3-77.eu-west-1.compute.internal")
    wide = ["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES"]
    t = []
    t.append(p.run("kubectl get deploy -n payments", table(
        ["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE"],
        [["fx-rates", "1/1", 1, 1, "12d"], ["ledger-api", "3/3", 3, 3, "41d"], ["ledger-worker", "2/2", 2, 2, "41d"]])))
    t.append(p.run("kubectl get pods -n payments -o wide", table(wide, [
        ["fx-rates-6d4c7b9f5c-mm5jw", "1/1", "Running", "0", "12d", "10.42.5.30", n3, "<none>", "<none>"],
        ["ledger-api-7c9d8f6b54-4xkzq", "1/1", "Running", "0", "3d2h", "10.42.3.17", n2, "<none>", "<none>"],
        ["ledger-api-7c9d8f6b54-b8wml", "1/1", "Running", "0", "3d2h", "10.42.1.88", n1, "<none>", "<none>"],
        ["ledger-api-7c9d8f6b54-tq2nc", "1/1", "Running", "1 (27h ago)", "3d2h", "10.42.5.9", n3, "<none>", "<none>"],
        ["ledger-worker-5f6b9c7d8-hx2vd", "1/1", "Running", "0", "6d", "10.42.1.91", n1, "<none>", "<none>"],
        ["ledger-worker-5f6b9c7d8-zr7pk", "1/1", "Running", "0", "6d", "10.42.3.22", n2, "<none>", "<none>"]])))
    t.append(p.run("kubectl scale deploy/ledger-worker -n payments --replicas=4", "deployment.apps/ledger-worker scaled"))
    t.append(p.run("kubectl get pods -n payments -l app=ledger-worker -o wide", table(wide, [
        ["ledger-worker-5f6b9c7d8-hx2vd", "1/1", "Running", "0", "6d", "10.42.1.91", n3, "<none>", "<none>"],
        ["ledger-worker-5f6b9c7d8-q7w4c", "1/1", "Running", "0", "7s", "10.42.5.41", n3, "<none>", "<none>"],
        ["ledger-worker-5f6b9c7d8-sd9lf", "0/1", "ContainerCreating", "0", "7s", "<none>", n2, "<none>", "<none>"],
        ["ledger-worker-5f6b9c7d8-zr7pk", "1/1", "Running", "0", "6d", "10.42.3.22", n2, "<none>", "<none>"]])))
    t.append(p.run("kubectl rollout status deploy/ledger-worker -n payments", """Waiting for deployment "ledger-worker" rollout to finish: 3 of 4 updated replicas are available...
deployment "ledger-worker" successfully rolled out""", duration=10.0))
    t.append(p.run("kubectl get deploy -n payments", table(
        ["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE"],
        [["fx-rates", "1/1", 1, 1, "12d"], ["ledger-api", "3/3", 3, 3, "41d"], ["ledger-worker", "4/4", 4, 4, "41d"]])))
    t.append(p.run("kubectl logs -n payments ledger-worker-5f6b9c7d8-sd9lf --tail 4", """{"level":"info","ts":"2024-03-11T15:44:09.212Z","msg":"starting ledger-worker","version":"2.14.3","concurrency":8}
{"level":"info","ts":"2024-03-11T15:44:09.388Z","msg":"connected to postgres","host":"ledger-db.payments.svc","pool":16}
{"level":"info","ts":"2024-03-11T15:44:09.401Z","msg":"subscribed","queue":"ledger.postings","prefetch":64}
{"level":"info","ts":"2024-03-11T15:44:12.950Z","msg":"batch committed","postings":212,"duration_ms":41}"""))
    t.append(p.run("kubectl top pods -n payments -l app=ledger-worker", table(
        ["NAME", "CPU(cores)", "MEMORY(bytes)"],
        [["ledger-worker-5f6b9c7d8-hx2vd", "212m", "301Mi"], ["ledger-worker-5f6b9c7d8-q7w4c", "96m", "188Mi"],
         ["ledger-worker-5f6b9c7d8-sd9lf", "88m", "176Mi"], ["ledger-worker-5f6b9c7d8-zr7pk", "197m", "296Mi"]])))
    rs.add(task=TASK, tid="h22-terminal-07", system=SYSTEM, turns=t, state=state, bad=True, turn=4,
           kind="untouched pod ledger-worker-...-hx2vd (age 6d, same IP) shown on node ip-10-0-3-77 instead of ip-10-0-1-203")


# ---------------------------------------------------------------------------------------------------------
# 08  borg create / prune / compact (less common) - clean
# ---------------------------------------------------------------------------------------------------------
def hexid(seed: str, n: int = 64) -> str:
    return hashlib.sha256(seed.encode()).hexdigest()[:n]


def t08(rs: RowSet) -> None:
    p = Pane("mira", "atlas", "/home/mira")
    state = ("Workstation atlas (Arch Linux), user mira, tmux pane in ~. BorgBackup 1.2.7; BORG_REPO=ssh://borg@vault.lan/./atlas "
             "and BORG_PASSCOMMAND are exported. A systemd timer creates an archive 'atlas-<date>T03:00:01' every night "
             "from ~/projects and ~/documents. It is Monday 2024-03-11, late afternoon.")
    names = [("atlas-2024-03-08T03:00:01", "Fri, 2024-03-08 03:00:02"), ("atlas-2024-03-09T03:00:01", "Sat, 2024-03-09 03:00:02"),
             ("atlas-2024-03-10T03:00:01", "Sun, 2024-03-10 03:00:03"), ("atlas-2024-03-11T03:00:01", "Mon, 2024-03-11 03:00:02")]
    new = ("atlas-2024-03-11T16:40:12", "Mon, 2024-03-11 16:40:13")

    def row(a: tuple[str, str]) -> str:
        return f"{a[0]:<36} {a[1]} [{hexid(a[0])}]"
    rule = "-" * 78
    t = []
    t.append(p.run("borg list", "\n".join(row(a) for a in names), duration=3.0))
    t.append(p.run("borg create --stats --compression zstd,6 ::atlas-{now:%Y-%m-%dT%H:%M:%S} ~/projects ~/documents", f"""{rule}
Repository: ssh://borg@vault.lan/./atlas
Archive name: {new[0]}
Archive fingerprint: {hexid(new[0])}
Time (start): {new[1]}
Time (end):   Mon, 2024-03-11 16:41:02
Duration: 48.91 seconds
Number of files: 48211
Utilization of max. archive size: 0%
{rule}
                       Original size      Compressed size    Deduplicated size
This archive:               23.18 GB             15.02 GB             84.36 MB
All archives:              115.71 GB             74.98 GB             17.44 GB

                       Unique chunks         Total chunks
Chunk index:                  141322               731806
{rule}""", duration=55.0))
    t.append(p.run("borg list --short", "\n".join([a[0] for a in names] + [new[0]]), duration=3.0))
    t.append(p.run("borg prune -v --list --keep-daily 3 --glob-archives 'atlas-*'", "\n".join([
        f"Keeping archive (rule: daily #1):        {row(new)}",
        f"Pruning archive (1/2):                   {row(names[3])}",
        f"Keeping archive (rule: daily #2):        {row(names[2])}",
        f"Keeping archive (rule: daily #3):        {row(names[1])}",
        f"Pruning archive (2/2):                   {row(names[0])}"]), duration=6.0))
    t.append(p.run("borg compact --verbose", "compaction freed about 212.45 MB repository space.", duration=8.0))
    t.append(p.run(f"borg info ::{new[0]}", f"""Archive name: {new[0]}
Archive fingerprint: {hexid(new[0])}
Comment:
Hostname: atlas
Username: mira
Time (start): {new[1]}
Time (end): Mon, 2024-03-11 16:41:02
Duration: 48.91 seconds
Number of files: 48211
Command line: /usr/bin/borg create --stats --compression zstd,6 '::atlas-{{now:%Y-%m-%dT%H:%M:%S}}' /home/mira/projects /home/mira/documents
Utilization of maximum supported archive size: 0%
{rule}
                       Original size      Compressed size    Deduplicated size
This archive:               23.18 GB             15.02 GB            131.07 MB
All archives:               69.38 GB             44.97 GB             17.23 GB

                       Unique chunks         Total chunks
Chunk index:                  139876               439120""", duration=4.0))
    fmt = "borg list --format '{archive:<28} {time} {id:.8}{NL}'"
    t.append(p.run(fmt, "\n".join(f"{a[0]:<28} {a[1]} {hexid(a[0], 8)}" for a in (names[1], names[2], new)), duration=3.0))
    t.append(p.run("borg check --repository-only -v", """Starting repository check
finished segment check at segment 3187
Starting repository index check
Index object count match.
Finished full repository check, no problems found.""", duration=30.0))
    rs.add(task=TASK, tid="h22-terminal-08", system=SYSTEM, turns=t, state=state)


# ---------------------------------------------------------------------------------------------------------
# 09  ledger-cli bookkeeping (less common) - BAD at turn 5: an appended transaction is missing from a total
# ---------------------------------------------------------------------------------------------------------
def reg(rows: list[tuple[str, str, str, str, str]]) -> str:
    return "\n".join(f"{d} {payee:<21} {acct:<24} {amt:>12} {tot:>12}" for d, payee, acct, amt, tot in rows)


def t09(rs: RowSet) -> None:
    p = Pane("pim", "lark", "/home/pim/finance")
    state = ("Laptop lark (Debian 12), user pim, tmux pane in ~/finance. ledger 3.3.2 is installed; 2024.ledger is the "
             "household journal for this year (amounts in €, the credit card is Liabilities:CreditCard). Today is "
             "2024-03-11; nothing else edits the journal.")
    lf = "ledger -f 2024.ledger"
    t = []
    t.append(p.run(f"{lf} balance Assets Liabilities", """           €4,318.72  Assets
           €3,962.40    Bank:Checking
             €356.32    Cash
            €-612.90  Liabilities:CreditCard
--------------------
           €3,705.82"""))
    t.append(p.run(f"{lf} register Expenses:Groceries --begin 2024/03/01", reg([
        ("24-Mar-02", "Albert Heijn", "Expenses:Groceries", "€62.18", "€62.18"),
        ("24-Mar-05", "Lidl", "Expenses:Groceries", "€38.45", "€100.63"),
        ("24-Mar-07", "Marqt", "Expenses:Groceries", "€24.90", "€125.53"),
        ("24-Mar-09", "Albert Heijn", "Expenses:Groceries", "€71.04", "€196.57")])))
    t.append(p.run(r"printf '\n2024/03/11 Jumbo\n    Expenses:Groceries                        €33.60\n    Liabilities:CreditCard\n' >> 2024.ledger", ""))
    t.append(p.run(f"{lf} register Liabilities:CreditCard --begin 2024/03/01", reg([
        ("24-Mar-02", "Albert Heijn", "Liabilities:CreditCard", "€-62.18", "€-62.18"),
        ("24-Mar-04", "Shell Utrecht", "Liabilities:CreditCard", "€-58.30", "€-120.48"),
        ("24-Mar-06", "Bol.com", "Liabilities:CreditCard", "€-44.99", "€-165.47"),
        ("24-Mar-09", "Albert Heijn", "Liabilities:CreditCard", "€-71.04", "€-236.51"),
        ("24-Mar-10", "Spotify", "Liabilities:CreditCard", "€-10.99", "€-247.50"),
        ("24-Mar-11", "Jumbo", "Liabilities:CreditCard", "€-33.60", "€-281.10")])))
    t.append(p.run(f"{lf} balance Expenses --begin 2024/03/01", """           €1,588.84  Expenses
              €86.40    Dining
             €196.57    Groceries
              €44.99    Household
           €1,150.00    Housing:Rent
              €27.98    Subscriptions
              €82.90    Transport
              €58.30      Fuel
              €24.60      Train
--------------------
           €1,588.84"""))
    t.append(p.run(f"{lf} balance Assets Liabilities", """           €4,318.72  Assets
           €3,962.40    Bank:Checking
             €356.32    Cash
            €-646.50  Liabilities:CreditCard
--------------------
           €3,672.22"""))
    t.append(p.run(f"{lf} stats", """Time period: 24-Jan-01 to 24-Mar-11 (70 days)

  Files these postings came from:
    /home/pim/finance/2024.ledger

  Unique payees:                 41
  Unique accounts:               27

  Number of postings:           388 (5.5 per day)
  Uncleared postings:            12

  Days since last post:           0
  Posts in last 7 days:          14
  Posts in last 30 days:         61
  Posts in this month:           58"""))
    rs.add(task=TASK, tid="h22-terminal-09", system=SYSTEM, turns=t, state=state, bad=True, turn=5,
           kind="March Groceries balance stays at 196.57 (total 1,588.84) although the appended Jumbo 33.60 posting already shows in the card register")


# ---------------------------------------------------------------------------------------------------------
# 10  docker compose image bump (mainstream) - clean (recreated container gets a new id, uptimes move)
# ---------------------------------------------------------------------------------------------------------
def t10(rs: RowSet) -> None:
    p = Pane("deploy", "app-01", "/home/deploy/stacks/wiki")
    state = ("Host app-01 (Debian 12), user deploy (member of the docker group), tmux pane in ~/stacks/wiki. Docker 24.0.7 "
             "with the compose v2.21 plugin. compose.yaml defines services app (Wiki.js, ghcr.io/requarks/wiki:2.5.300), "
             "db (postgres:15.5-alpine, with a healthcheck; app depends_on db: service_healthy) and proxy (caddy). "
             "Monday 2024-03-11, ~16:54 UTC.")
    cp = ["NAME", "IMAGE", "COMMAND", "SERVICE", "CREATED", "STATUS", "PORTS"]
    db = ["wiki-db-1", "postgres:15.5-alpine", '"docker-entrypoint.s…"', "db", "3 weeks ago", "Up 6 days (healthy)", "5432/tcp"]
    px = ["wiki-proxy-1", "caddy:2.7.6-alpine", '"caddy run --config …"', "proxy", "3 weeks ago", "Up 6 days",
          "0.0.0.0:80->80/tcp, 0.0.0.0:443->443/tcp, 443/udp, 2019/tcp"]
    t = []
    t.append(p.run("docker compose ps", table(cp, [
        ["wiki-app-1", "ghcr.io/requarks/wiki:2.5.300", '"docker-entrypoint.s…"', "app", "3 weeks ago", "Up 6 days",
         "3000/tcp, 0.0.0.0:8080->3000/tcp"], db, px])))
    t.append(p.run("docker ps --format '{{.ID}}  {{.Names}}  {{.Status}}'", """4f1a9c2e7b30  wiki-app-1  Up 6 days
9b7d21c04e85  wiki-db-1  Up 6 days (healthy)
c3e8f0a15d62  wiki-proxy-1  Up 6 days"""))
    t.append(p.run("sed -i 's/wiki:2.5.300/wiki:2.5.301/' compose.yaml && grep -n 'image:' compose.yaml", """4:    image: ghcr.io/requarks/wiki:2.5.301
17:    image: postgres:15.5-alpine
31:    image: caddy:2.7.6-alpine"""))
    t.append(p.run("docker compose pull app", """[+] Pulling 7/7
 ✔ app 6 layers [⣿⣿⣿⣿⣿⣿]      0B/0B      Pulled                                   11.2s
   ✔ 4abcf2066143 Already exists                                                   0.0s
   ✔ 7c4b2d1e90fa Already exists                                                   0.0s
   ✔ 0f3a9e6b2c41 Pull complete                                                    2.9s
   ✔ 6be1d8a2f7c0 Pull complete                                                    6.8s
   ✔ b92e4f17ac35 Pull complete                                                    7.1s
   ✔ e1d70c3a58b9 Pull complete                                                    7.3s""", duration=15.0))
    t.append(p.run("docker compose up -d", """[+] Running 3/3
 ✔ Container wiki-db-1     Healthy                                                 0.5s
 ✔ Container wiki-app-1    Started                                                 2.1s
 ✔ Container wiki-proxy-1  Running                                                 0.0s""", duration=5.0))
    t.append(p.run("docker ps --format '{{.ID}}  {{.Names}}  {{.Image}}  {{.Status}}'", """71d3b8e9a0f4  wiki-app-1  ghcr.io/requarks/wiki:2.5.301  Up 11 seconds
9b7d21c04e85  wiki-db-1  postgres:15.5-alpine  Up 6 days (healthy)
c3e8f0a15d62  wiki-proxy-1  caddy:2.7.6-alpine  Up 6 days"""))
    t.append(p.run("docker compose logs --tail 7 app", """wiki-app-1  | Loading configuration from /wiki/config.yml... OK
wiki-app-1  | 2024-03-11T16:55:21.402Z [MASTER] info: =======================================
wiki-app-1  | 2024-03-11T16:55:21.404Z [MASTER] info: = Wiki.js 2.5.301 =====================
wiki-app-1  | 2024-03-11T16:55:21.404Z [MASTER] info: =======================================
wiki-app-1  | 2024-03-11T16:55:21.405Z [MASTER] info: Initializing...
wiki-app-1  | 2024-03-11T16:55:22.116Z [MASTER] info: Connecting to database...
wiki-app-1  | 2024-03-11T16:55:22.391Z [MASTER] info: Database Connection Successful [ OK ]"""))
    t.append(p.run("curl -s -o /dev/null -w '%{http_code} %{time_total}\\n' http://localhost:8080/healthz", "200 0.004812"))
    t.append(p.run("docker image ls ghcr.io/requarks/wiki", table(
        ["REPOSITORY", "TAG", "IMAGE ID", "CREATED", "SIZE"],
        [["ghcr.io/requarks/wiki", "2.5.301", "5d9c0e7f3a21", "9 days ago", "466MB"],
         ["ghcr.io/requarks/wiki", "2.5.300", "a8e14f62b0d9", "2 months ago", "465MB"]])))
    t.append(p.run("docker rmi ghcr.io/requarks/wiki:2.5.300", f"""Untagged: ghcr.io/requarks/wiki:2.5.300
Untagged: ghcr.io/requarks/wiki@sha256:{hexid('wiki-2.5.300-digest')}
Deleted: sha256:a8e14f62b0d9{hexid('wiki-2.5.300-image', 52)}
Deleted: sha256:{hexid('wiki-2.5.300-layer-a')}
Deleted: sha256:{hexid('wiki-2.5.300-layer-b')}
Deleted: sha256:{hexid('wiki-2.5.300-layer-c')}
Deleted: sha256:{hexid('wiki-2.5.300-layer-d')}"""))
    t.append(p.run("docker compose ps", table(cp, [
        ["wiki-app-1", "ghcr.io/requarks/wiki:2.5.301", '"docker-entrypoint.s…"', "app", "About a minute ago",
         "Up About a minute", "3000/tcp, 0.0.0.0:8080->3000/tcp"], db, px])))
    rs.add(task=TASK, tid="h22-terminal-10", system=SYSTEM, turns=t, state=state)


# ---------------------------------------------------------------------------------------------------------
# 11  nomad scale-up and alloc stop (less common) - BAD at turn 9: a stopped allocation is listed as running
# ---------------------------------------------------------------------------------------------------------
def t11(rs: RowSet) -> None:
    p = Pane("ci", "ops-jump", "/home/ci/nomad-jobs")
    state = ("Host ops-jump (Ubuntu 22.04), user ci, tmux pane in ~/nomad-jobs (job specs under git). Nomad 1.7.5 CLI with "
             "NOMAD_ADDR=https://nomad.service.dc1:4646 and a management token exported. Three clients in dc1. "
             "imgproxy.nomad.hcl currently has 'count = 2'. Monday 2024-03-11, ~17:04 UTC.")
    jobhead = """ID            = imgproxy
Name          = imgproxy
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
imgproxy    0       0         {running}        0       {complete}         0     0

Latest Deployment
ID          = {dep}
Status      = successful
Description = Deployment completed successfully

Deployed
Task Group  Desired  Placed  Healthy  Unhealthy  Progress Deadline
imgproxy    {n}        {n}       {n}        0          {deadline}

Allocations
"""
    ac = ["ID", "Node ID", "Task Group", "Version", "Desired", "Status", "Created", "Modified"]
    old = [["0e6b2d19", "b71e0d54", "imgproxy", 2, "stop", "complete", "14d ago", "7d ago"],
           ["9a4c17f0", "3f9a1c2e", "imgproxy", 2, "stop", "complete", "14d ago", "7d ago"],
           ["27d5e8b3", "e2c48a9f", "imgproxy", 1, "stop", "complete", "21d ago", "14d ago"]]
    t = []
    t.append(p.run("nomad node status", table(
        ["ID", "Node Pool", "DC", "Name", "Class", "Drain", "Eligibility", "Status"],
        [["3f9a1c2e", "default", "dc1", "nomad-client-1", "<none>", "false", "eligible", "ready"],
         ["b71e0d54", "default", "dc1", "nomad-client-2", "<none>", "false", "eligible", "ready"],
         ["e2c48a9f", "default", "dc1", "nomad-client-3", "<none>", "false", "eligible", "ready"]], gap=2)))
    t.append(p.run("nomad job status", table(
        ["ID", "Type", "Priority", "Status", "Submit Date"],
        [["grafana", "service", 50, "running", "2024-02-27T10:14:03Z"],
         ["imgproxy", "service", 50, "running", "2024-03-04T08:30:51Z"],
         ["log-shipper", "system", 50, "running", "2024-01-15T13:02:10Z"],
         ["report-cron", "batch/periodic", 50, "running", "2024-02-01T09:00:00Z"]], gap=2)))
    t.append(p.run("nomad job status imgproxy", jobhead.format(
        submit="2024-03-04T08:30:51Z", running=2, complete=3, dep="6a0f3d1b", n=2, deadline="2024-03-04T08:41:10Z")
        + table(ac, [["c81d7e42", "b71e0d54", "imgproxy", 3, "run", "running", "7d ago", "7d ago"],
                     ["5f2a90bd", "3f9a1c2e", "imgproxy", 3, "run", "running", "7d ago", "7d ago"]] + old, gap=2)))
    t.append(p.run("sed -i 's/count = 2/count = 3/' imgproxy.nomad.hcl && nomad job plan imgproxy.nomad.hcl", """+/- Job: "imgproxy"
+/- Task Group: "imgproxy" (1 create, 2 in-place update)
  +/- Count: "2" => "3" (forces create)
      Task: "imgproxy"

Scheduler dry-run:
- All tasks successfully allocated.

Job Modify Index: 48213
To submit the job with version verification run:

nomad job run -check-index 48213 imgproxy.nomad.hcl

When running the job with the check-index flag, the job will only be run if the
job modify index given matches the server-side version. If the index has
changed, another user has modified the job and the plan's results are
potentially invalid.""", duration=2.0))
    t.append(p.run("nomad job run -check-index 48213 imgproxy.nomad.hcl", """==> 2024-03-11T17:05:12Z: Monitoring evaluation "9d3e71a0"
    2024-03-11T17:05:12Z: Evaluation triggered by job "imgproxy"
    2024-03-11T17:05:13Z: Evaluation within deployment: "f47b0c2a"
    2024-03-11T17:05:13Z: Allocation "a93c5e18" created: node "e2c48a9f", group "imgproxy"
    2024-03-11T17:05:13Z: Allocation "c81d7e42" modified: node "b71e0d54", group "imgproxy"
    2024-03-11T17:05:13Z: Allocation "5f2a90bd" modified: node "3f9a1c2e", group "imgproxy"
    2024-03-11T17:05:13Z: Evaluation status changed: "pending" -> "complete"
==> 2024-03-11T17:05:13Z: Evaluation "9d3e71a0" finished with status "complete"
==> 2024-03-11T17:05:13Z: Monitoring deployment "f47b0c2a"
  ✓ Deployment "f47b0c2a" successful

    2024-03-11T17:05:35Z
    ID          = f47b0c2a
    Job ID      = imgproxy
    Job Version = 4
    Status      = successful
    Description = Deployment completed successfully

    Deployed
    Task Group  Desired  Placed  Healthy  Unhealthy  Progress Deadline
    imgproxy    3        3       3        0          2024-03-11T17:15:34Z""", duration=25.0))
    t.append(p.run("nomad alloc status a93c5e18", """ID                  = a93c5e18-2d4f-4e61-b0c7-58f1e9a3d264
Eval ID             = 9d3e71a0
Name                = imgproxy.imgproxy[2]
Node ID             = e2c48a9f
Node Name           = nomad-client-3
Job ID              = imgproxy
Job Version         = 4
Client Status       = running
Client Description  = Tasks are running
Desired Status      = run
Desired Description = <none>
Created             = 41s ago
Modified            = 19s ago
Deployment ID       = f47b0c2a
Deployment Health   = healthy

Allocation Addresses:
Label  Dynamic  Address
*http  yes      10.0.4.23:27811 -> 8080

Task "imgproxy" is "running"
Task Resources:
CPU        Memory          Disk     Addresses
3/500 MHz  41 MiB/256 MiB  300 MiB

Task Events:
Started At     = 2024-03-11T17:05:15Z
Finished At    = N/A
Total Restarts = 0
Last Restart   = N/A

Recent Events:
Time                  Type        Description
2024-03-11T17:05:15Z  Started     Task started by client
2024-03-11T17:05:13Z  Driver      Downloading image
2024-03-11T17:05:13Z  Task Setup  Building Task Directory
2024-03-11T17:05:13Z  Received    Task received by client"""))
    t.append(p.run("nomad alloc stop 5f2a90bd", """==> 2024-03-11T17:07:02Z: Monitoring evaluation "2b84f6c3"
    2024-03-11T17:07:02Z: Evaluation triggered by job "imgproxy"
    2024-03-11T17:07:03Z: Allocation "d06e4a7c" created: node "3f9a1c2e", group "imgproxy"
    2024-03-11T17:07:03Z: Evaluation status changed: "pending" -> "complete"
==> 2024-03-11T17:07:03Z: Evaluation "2b84f6c3" finished with status "complete\"""", duration=3.0))
    t.append(p.run("nomad alloc status -short 5f2a90bd", """ID                  = 5f2a90bd-7c1e-4b08-93d2-6e0a41f8c5b7
Eval ID             = 2b84f6c3
Name                = imgproxy.imgproxy[1]
Node ID             = 3f9a1c2e
Node Name           = nomad-client-1
Job ID              = imgproxy
Job Version         = 4
Client Status       = complete
Client Description  = All tasks have completed
Desired Status      = stop
Desired Description = alloc was stopped by user
Created             = 7d ago
Modified            = 14s ago

Task Name  State  Last Event  Time
imgproxy   dead   Killed      2024-03-11T17:07:04Z"""))
    t.append(p.run("nomad job status imgproxy", jobhead.format(
        submit="2024-03-11T17:05:12Z", running=3, complete=4, dep="f47b0c2a", n=3, deadline="2024-03-11T17:15:34Z")
        + table(ac, [["d06e4a7c", "3f9a1c2e", "imgproxy", 4, "run", "running", "1m22s ago", "1m9s ago"],
                     ["a93c5e18", "e2c48a9f", "imgproxy", 4, "run", "running", "3m12s ago", "2m50s ago"],
                     ["c81d7e42", "b71e0d54", "imgproxy", 4, "run", "running", "7d ago", "3m11s ago"],
                     ["5f2a90bd", "3f9a1c2e", "imgproxy", 4, "run", "running", "7d ago", "3m11s ago"]] + old, gap=2)))
    t.append(p.run("nomad alloc logs -stderr d06e4a7c | tail -3", """INFO    [2024-03-11T17:07:05Z] Starting server at :8080
INFO    [2024-03-11T17:07:19Z] Started /health  request_id=wVq3Jw5bM1 method=GET client_ip=10.0.4.11
INFO    [2024-03-11T17:07:19Z] Completed in 61.15µs /health  request_id=wVq3Jw5bM1 method=GET status=200 client_ip=10.0.4.11"""))
    t.append(p.run("curl -s http://10.0.4.23:27811/health", "imgproxy is running"))
    rs.add(task=TASK, tid="h22-terminal-11", system=SYSTEM, turns=t, state=state, bad=True, turn=9,
           kind="allocation 5f2a90bd, stopped by the user and shown complete/stop, is listed again as desired run and running")


# ---------------------------------------------------------------------------------------------------------
# 12  apt security upgrades on a mail relay (mainstream) - clean
# ---------------------------------------------------------------------------------------------------------
def t12(rs: RowSet) -> None:
    p = Pane("admin", "relay-01", "/home/admin")
    state = ("Host relay-01 (Ubuntu 22.04.4 LTS, kernel 5.15.0-100-generic), user admin with sudo, tmux pane in ~. "
             "Postfix relays outbound mail for the office. needrestart is installed in automatic mode. "
             "Tuesday 2024-03-12, ~09:12 UTC; the package lists were last refreshed yesterday.")
    ups = [("curl", "jammy-updates,jammy-security", "7.81.0-1ubuntu1.16", "amd64", "7.81.0-1ubuntu1.15"),
           ("libc-bin", "jammy-updates", "2.35-0ubuntu3.7", "amd64", "2.35-0ubuntu3.6"),
           ("libc6", "jammy-updates", "2.35-0ubuntu3.7", "amd64", "2.35-0ubuntu3.6"),
           ("libcurl4", "jammy-updates,jammy-security", "7.81.0-1ubuntu1.16", "amd64", "7.81.0-1ubuntu1.15"),
           ("libssl3", "jammy-updates,jammy-security", "3.0.2-0ubuntu1.15", "amd64", "3.0.2-0ubuntu1.14"),
           ("locales", "jammy-updates", "2.35-0ubuntu3.7", "all", "2.35-0ubuntu3.6"),
           ("openssl", "jammy-updates,jammy-security", "3.0.2-0ubuntu1.15", "amd64", "3.0.2-0ubuntu1.14"),
           ("postfix", "jammy-updates", "3.6.4-1ubuntu1.3", "amd64", "3.6.4-1ubuntu1.2"),
           ("tzdata", "jammy-updates,jammy-security", "2024a-0ubuntu0.22.04", "all", "2023c-0ubuntu0.22.04.2")]
    listing = "\n".join(f"{n}/{s} {v} {a} [upgradable from: {o}]" for n, s, v, a, o in ups)
    rest = [u for u in ups if u[0] != "postfix"]
    restart_tail = """Scanning processes...
Scanning linux images...

Running kernel seems to be up-to-date.
"""
    t = []
    t.append(p.run("sudo apt update", """Hit:1 http://archive.ubuntu.com/ubuntu jammy InRelease
Get:2 http://archive.ubuntu.com/ubuntu jammy-updates InRelease [119 kB]
Get:3 http://security.ubuntu.com/ubuntu jammy-security InRelease [110 kB]
Hit:4 http://archive.ubuntu.com/ubuntu jammy-backports InRelease
Get:5 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 Packages [1,512 kB]
Get:6 http://security.ubuntu.com/ubuntu jammy-security/main amd64 Packages [1,296 kB]
Get:7 http://archive.ubuntu.com/ubuntu jammy-updates/universe amd64 Packages [1,060 kB]
Fetched 4,097 kB in 2s (2,214 kB/s)
Reading package lists... Done
Building dependency tree... Done
Reading state information... Done
9 packages can be upgraded. Run 'apt list --upgradable' to see them.""", duration=6.0))
    t.append(p.run("apt list --upgradable", "Listing... Done\n" + listing))
    t.append(p.run("dpkg -l postfix openssl | tail -2", """ii  openssl        3.0.2-0ubuntu1.14 amd64        Secure Sockets Layer toolkit - cryptographic utility
ii  postfix        3.6.4-1ubuntu1.2  amd64        High-performance mail transport agent"""))
    t.append(p.run("sudo apt install --only-upgrade -y postfix", """Reading package lists... Done
Building dependency tree... Done
Reading state information... Done
Suggested packages:
  procmail postfix-mysql postfix-pgsql postfix-ldap postfix-pcre postfix-lmdb postfix-sqlite sasl2-bin | dovecot-common resolvconf postfix-cdb mail-reader postfix-mta-sts-resolver postfix-doc
The following packages will be upgraded:
  postfix
1 upgraded, 0 newly installed, 0 to remove and 8 not upgraded.
Need to get 1,249 kB of archives.
After this operation, 0 B of additional disk space will be used.
Get:1 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 postfix amd64 3.6.4-1ubuntu1.3 [1,249 kB]
Fetched 1,249 kB in 0s (5,871 kB/s)
Preconfiguring packages ...
(Reading database ... 71842 files and directories currently installed.)
Preparing to unpack .../postfix_3.6.4-1ubuntu1.3_amd64.deb ...
Unpacking postfix (3.6.4-1ubuntu1.3) over (3.6.4-1ubuntu1.2) ...
Setting up postfix (3.6.4-1ubuntu1.3) ...

Postfix (main.cf) configuration was not changed.  If you need to make changes,
edit /etc/postfix/main.cf (and others) as needed.  To view Postfix
configuration values, see postconf(1).

After modifying main.cf, be sure to run 'systemctl reload postfix'.

Running newaliases
Processing triggers for rsyslog (8.2112.0-2ubuntu2.2) ...
Processing triggers for ufw (0.36.1-4ubuntu0.1) ...
Processing triggers for man-db (2.10.2-1) ...
""" + restart_tail + """
No services need to be restarted.

No containers need to be restarted.

No user sessions are running outdated binaries.

No VM guests are running outdated hypervisor (qemu) binaries on this host.""", duration=12.0))
    t.append(p.run("apt list --upgradable 2>/dev/null | wc -l", "9"))
    ma = {"libssl3", "libcurl4"}   # Multi-Arch: same, shown with their architecture by dpkg
    others = [(n + (":amd64" if n in ma else ""), n, v, a, o) for n, s, v, a, o in rest if n not in ("libc6", "libc-bin")]
    unpack = "\n".join(f"Preparing to unpack .../{n}_{v}_{a}.deb ...\nUnpacking {q} ({v}) over ({o}) ..."
                       for q, n, v, a, o in others)
    setup = "\n".join(f"Setting up {q} ({v}) ..." for q, n, v, a, o in others)
    t.append(p.run("sudo apt upgrade -y", f"""Reading package lists... Done
Building dependency tree... Done
Reading state information... Done
Calculating upgrade... Done
The following packages will be upgraded:
  curl libc-bin libc6 libcurl4 libssl3 locales openssl tzdata
8 upgraded, 0 newly installed, 0 to remove and 0 not upgraded.
Need to get 16.1 MB of archives.
After this operation, 12.3 kB of additional disk space will be used.
Get:1 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 libc6 amd64 2.35-0ubuntu3.7 [3,235 kB]
Get:2 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 libc-bin amd64 2.35-0ubuntu3.7 [706 kB]
Get:3 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 locales all 2.35-0ubuntu3.7 [4,245 kB]
Get:4 http://security.ubuntu.com/ubuntu jammy-security/main amd64 libssl3 amd64 3.0.2-0ubuntu1.15 [1,905 kB]
Get:5 http://security.ubuntu.com/ubuntu jammy-security/main amd64 openssl amd64 3.0.2-0ubuntu1.15 [1,184 kB]
Get:6 http://security.ubuntu.com/ubuntu jammy-security/main amd64 curl amd64 7.81.0-1ubuntu1.16 [194 kB]
Get:7 http://security.ubuntu.com/ubuntu jammy-security/main amd64 libcurl4 amd64 7.81.0-1ubuntu1.16 [289 kB]
Get:8 http://security.ubuntu.com/ubuntu jammy-security/main amd64 tzdata all 2024a-0ubuntu0.22.04 [349 kB]
Fetched 16.1 MB in 1s (12.4 MB/s)
Preconfiguring packages ...
(Reading database ... 71842 files and directories currently installed.)
Preparing to unpack .../libc6_2.35-0ubuntu3.7_amd64.deb ...
Unpacking libc6:amd64 (2.35-0ubuntu3.7) over (2.35-0ubuntu3.6) ...
Setting up libc6:amd64 (2.35-0ubuntu3.7) ...
(Reading database ... 71842 files and directories currently installed.)
Preparing to unpack .../libc-bin_2.35-0ubuntu3.7_amd64.deb ...
Unpacking libc-bin (2.35-0ubuntu3.7) over (2.35-0ubuntu3.6) ...
Setting up libc-bin (2.35-0ubuntu3.7) ...
(Reading database ... 71842 files and directories currently installed.)
{unpack}
{setup}

Current default time zone: 'Etc/UTC'
Local time is now:      Tue Mar 12 09:14:51 UTC 2024.
Universal Time is now:  Tue Mar 12 09:14:51 UTC 2024.
Run 'dpkg-reconfigure tzdata' if you wish to change it.

Generating locales (this might take a while)...
  en_US.UTF-8... done
Generation complete.
Processing triggers for man-db (2.10.2-1) ...
Processing triggers for libc-bin (2.35-0ubuntu3.7) ...
{restart_tail}
Restarting services...
 systemctl restart cron.service postfix@-.service rsyslog.service ssh.service systemd-journald.service systemd-networkd.service systemd-resolved.service systemd-timesyncd.service systemd-udevd.service unattended-upgrades.service

Service restarts being deferred:
 /etc/needrestart/restart.d/dbus.service
 systemctl restart getty@tty1.service
 systemctl restart systemd-logind.service
 systemctl restart user@1000.service

No containers need to be restarted.

No user sessions are running outdated binaries.

No VM guests are running outdated hypervisor (qemu) binaries on this host.""", duration=40.0))
    t.append(p.run("apt list --upgradable", "Listing... Done"))
    t.append(p.run("dpkg -l postfix openssl | tail -2", """ii  openssl        3.0.2-0ubuntu1.15 amd64        Secure Sockets Layer toolkit - cryptographic utility
ii  postfix        3.6.4-1ubuntu1.3  amd64        High-performance mail transport agent"""))
    perm = "du: cannot read directory '/var/cache/apt/archives/partial': Permission denied"
    t.append(p.run("du -sh /var/cache/apt/archives; sudo apt clean; du -sh /var/cache/apt/archives",
                   f"{perm}\n17M\t/var/cache/apt/archives\n{perm}\n12K\t/var/cache/apt/archives"))
    t.append(p.run("systemctl status postfix@- --no-pager | head -4", """● postfix@-.service - Postfix Mail Transport Agent (instance -)
     Loaded: loaded (/lib/systemd/system/postfix@.service; enabled-runtime; vendor preset: enabled)
     Active: active (running) since Tue 2024-03-12 09:14:55 UTC; 1min 12s ago
       Docs: man:postfix(1)"""))
    rs.add(task=TASK, tid="h22-terminal-12", system=SYSTEM, turns=t, state=state)


# ---------------------------------------------------------------------------------------------------------
# 13  sqlite3 bookmark database clean-up (mainstream) - clean
# ---------------------------------------------------------------------------------------------------------
def t13(rs: RowSet) -> None:
    p = Pane("arun", "orca", "/home/arun/projects/bookmarks")
    state = ("Laptop orca (Ubuntu 23.10), user arun, tmux pane in ~/projects/bookmarks. sqlite3 3.42.0; bookmarks.db is "
             "the database of a small personal bookmark manager (folders 1 Inbox, 2 Reading, 3 Recipes, 4 Work, "
             "5 Archive; page size 4096). The manager is not running, so only this shell touches the file.")
    counts = ("sqlite3 -header -column bookmarks.db 'SELECT f.id, f.name, count(b.id) AS n FROM folders f "
              "LEFT JOIN bookmarks b ON b.folder_id = f.id GROUP BY f.id ORDER BY f.id;'")
    t = []
    t.append(p.run("sqlite3 bookmarks.db '.tables'", "bookmark_tags  bookmarks      folders        tags"))
    t.append(p.run(counts, sq(["id", "name", "n"], [[1, "Inbox", 14], [2, "Reading", 37], [3, "Recipes", 22],
                                                   [4, "Work", 51], [5, "Archive", 203]])))
    t.append(p.run("sqlite3 bookmarks.db \"INSERT INTO bookmarks (url, title, folder_id, added_at) VALUES "
                   "('https://sqlite.org/lang_upsert.html', 'UPSERT', 4, datetime('now')), "
                   "('https://www.postgresql.org/docs/current/sql-merge.html', 'MERGE', 4, datetime('now')), "
                   "('https://duckdb.org/docs/sql/statements/insert', 'DuckDB INSERT', 4, datetime('now')); "
                   "SELECT changes(), last_insert_rowid();\"", "3|412"))
    t.append(p.run("sqlite3 bookmarks.db \"UPDATE bookmarks SET folder_id = 5 WHERE folder_id = 1 AND added_at < '2024-01-01'; SELECT changes();\"", "9"))
    t.append(p.run(counts, sq(["id", "name", "n"], [[1, "Inbox", 5], [2, "Reading", 37], [3, "Recipes", 22],
                                                   [4, "Work", 54], [5, "Archive", 212]])))
    t.append(p.run("sqlite3 bookmarks.db \"SELECT count(*), max(id), datetime('now') FROM bookmarks;\"", "330|412|2024-03-11 18:21:37"))
    t.append(p.run("sqlite3 -header -column bookmarks.db 'SELECT id, title, folder_id, added_at FROM bookmarks ORDER BY id DESC LIMIT 4;'",
                   sq(["id", "title", "folder_id", "added_at"], [
                       [412, "DuckDB INSERT", 4, "2024-03-11 18:20:41"], [411, "MERGE", 4, "2024-03-11 18:20:41"],
                       [410, "UPSERT", 4, "2024-03-11 18:20:41"], [409, "Tailwind CSS grid cheatsheet", 1, "2024-03-09 21:14:03"]])))
    t.append(p.run("ls -l bookmarks.db", "-rw-r--r-- 1 arun arun 1105920 Mar 11 18:21 bookmarks.db"))
    t.append(p.run("sqlite3 bookmarks.db 'VACUUM;' && ls -l bookmarks.db", "-rw-r--r-- 1 arun arun 1089536 Mar 11 18:22 bookmarks.db"))
    t.append(p.run("sqlite3 bookmarks.db 'PRAGMA integrity_check; PRAGMA page_count;'", "ok\n266"))
    rs.add(task=TASK, tid="h22-terminal-13", system=SYSTEM, turns=t, state=state)


# ---------------------------------------------------------------------------------------------------------
# 14  rclone photo sync to B2 (less common) - BAD at turn 8: bucket total ignores the objects just synced
# ---------------------------------------------------------------------------------------------------------
def rsize(n: int, b: int) -> str:
    k = f"{n / 1000:.3f}k" if n >= 1000 else str(n)
    return f"Total objects: {k} ({n})\nTotal size: {b / 2**30:.3f} GiB ({b} Byte)"


def t14(rs: RowSet) -> None:
    p = Pane("noor", "studio", "/home/noor/Pictures")
    state = ("Workstation studio (Fedora 39), user noor, tmux pane in ~/Pictures. rclone v1.66.0 with a remote 'b2photos:' "
             "(Backblaze B2); bucket noor-photos holds one prefix per year (2022, 2023, 2024) and is written only by "
             "this machine. ~/Pictures/2024 is the master copy of this year's photos. Monday 2024-03-11, ~18:40.")
    total_n, total_b = 4921, 31448903771
    y_n, y_b = 1284, 8495432118
    added, deleted = 432364077, 6291402
    new_n, new_b = y_n + 57 - 2, y_b + added - deleted
    t = []
    t.append(p.run("rclone lsd b2photos:noor-photos", "\n".join(
        f"          -1 2024-03-11 18:39:52        -1 {y}" for y in (2022, 2023, 2024))))
    t.append(p.run("rclone size b2photos:noor-photos", rsize(total_n, total_b), duration=6.0))
    t.append(p.run("rclone size b2photos:noor-photos/2024", rsize(y_n, y_b), duration=3.0))
    t.append(p.run("rclone sync ~/Pictures/2024 b2photos:noor-photos/2024 --transfers 8 --progress", f"""Transferred:   \t  {added / 2**20:.3f} MiB / {added / 2**20:.3f} MiB, 100%, 17.108 MiB/s, ETA 0s
Checks:              1284 / 1284, 100%
Deleted:                2 (files), 0 (dirs)
Transferred:           57 / 57, 100%
Elapsed time:        24.6s""", duration=30.0))
    t.append(p.run("rclone size b2photos:noor-photos/2024", rsize(new_n, new_b), duration=3.0))
    t.append(p.run("rclone lsl b2photos:noor-photos/2024/03/11 | sort -k4 | head -8", """  3482113 2024-03-11 13:02:41.000000000 IMG_4402.HEIC
  3310268 2024-03-11 13:02:55.000000000 IMG_4403.HEIC
  2987401 2024-03-11 13:04:12.000000000 IMG_4404.HEIC
187904522 2024-03-11 13:06:30.000000000 IMG_4405.MOV
  3620977 2024-03-11 13:15:08.000000000 IMG_4406.HEIC
  3105549 2024-03-11 13:15:09.000000000 IMG_4407.HEIC
  4011236 2024-03-11 16:48:33.000000000 IMG_4408.HEIC
  3877150 2024-03-11 16:48:40.000000000 IMG_4409.HEIC"""))
    t.append(p.run("rclone check ~/Pictures/2024 b2photos:noor-photos/2024 --one-way", f"""2024/03/11 18:44:10 NOTICE: B2 bucket noor-photos path 2024: 0 differences found
2024/03/11 18:44:10 NOTICE: B2 bucket noor-photos path 2024: {new_n} matching files""", duration=8.0))
    t.append(p.run("rclone size b2photos:noor-photos", rsize(total_n, total_b), duration=6.0))
    t.append(p.run("du -sh ~/Pictures/2024", "8.4G\t/home/noor/Pictures/2024"))
    rs.add(task=TASK, tid="h22-terminal-14", system=SYSTEM, turns=t, state=state, bad=True, turn=8,
           kind="bucket-wide rclone size still reports 4921 objects and the old byte total after the sync grew the 2024 prefix from 1284 to 1339 objects")


# ---------------------------------------------------------------------------------------------------------
# 15  LVM + ext4 online grow (mainstream) - BAD at turn 10: lvs reports the pre-extend size
# ---------------------------------------------------------------------------------------------------------
def t15(rs: RowSet) -> None:
    p = Pane("root", "files-01", "/root")
    state = ("VM files-01 (Ubuntu 22.04.4, lvm2 2.03.11, e2fsprogs 1.46.5), root shell in /root. /srv/share (ext4 on "
             "vg_data/lv_share, 30 GiB) is almost full; a new empty 100 GiB virtual disk was just attached as /dev/sdc. "
             "Nothing else is changing the volume layout.")
    vgh = "  VG        #PV #LV #SN Attr   VSize   VFree"
    t = []
    t.append(p.run("lsblk", """NAME                      MAJ:MIN RM  SIZE RO TYPE MOUNTPOINTS
sda                         8:0    0   40G  0 disk
├─sda1                      8:1    0    1M  0 part
├─sda2                      8:2    0    2G  0 part /boot
└─sda3                      8:3    0   38G  0 part
  └─ubuntu--vg-ubuntu--lv 253:0    0   38G  0 lvm  /
sdb                         8:16   0   60G  0 disk
└─vg_data-lv_share        253:1    0   30G  0 lvm  /srv/share
sdc                         8:32   0  100G  0 disk"""))
    t.append(p.run("df -h /srv/share", """Filesystem                    Size  Used Avail Use% Mounted on
/dev/mapper/vg_data-lv_share   30G   26G  2.4G  92% /srv/share"""))
    t.append(p.run("vgs", vgh + """
  ubuntu-vg   1   1   0 wz--n- <38.00g       0
  vg_data     1   1   0 wz--n- <60.00g <30.00g"""))
    t.append(p.run("pvcreate /dev/sdc && vgextend vg_data /dev/sdc", """  Physical volume "/dev/sdc" successfully created.
  Volume group "vg_data" successfully extended"""))
    t.append(p.run("vgs vg_data", vgh + "\n  vg_data     2   1   0 wz--n- 159.99g 129.99g"))
    t.append(p.run("lvextend -L 80G /dev/vg_data/lv_share", """  Size of logical volume vg_data/lv_share changed from 30.00 GiB (7680 extents) to 80.00 GiB (20480 extents).
  Logical volume vg_data/lv_share successfully resized."""))
    t.append(p.run("resize2fs /dev/vg_data/lv_share", """resize2fs 1.46.5 (30-Dec-2021)
Filesystem at /dev/vg_data/lv_share is mounted on /srv/share; on-line resizing required
old_desc_blocks = 4, new_desc_blocks = 10
The filesystem on /dev/vg_data/lv_share is now 20971520 (4k) blocks long.
""", duration=8.0))
    t.append(p.run("df -h /srv/share", """Filesystem                    Size  Used Avail Use% Mounted on
/dev/mapper/vg_data-lv_share   79G   26G   49G  35% /srv/share"""))
    t.append(p.run("vgs vg_data", vgh + "\n  vg_data     2   1   0 wz--n- 159.99g 79.99g"))
    t.append(p.run("lvs", """  LV        VG        Attr       LSize   Pool Origin Data%  Meta%  Move Log Cpy%Sync Convert
  ubuntu-lv ubuntu-vg -wi-ao---- <38.00g
  lv_share  vg_data   -wi-ao----  30.00g"""))
    t.append(p.run("du -sh /srv/share", "26G\t/srv/share", duration=6.0))
    t.append(p.run("tune2fs -l /dev/vg_data/lv_share | grep -E '^(Block count|Reserved block count|Free blocks|Block size):'", """Block count:              20971520
Reserved block count:     1048576
Free blocks:              13931604
Block size:               4096"""))
    rs.add(task=TASK, tid="h22-terminal-15", system=SYSTEM, turns=t, state=state, bad=True, turn=10,
           kind="lvs shows lv_share at 30.00g after lvextend to 80 GiB (confirmed by resize2fs, df and vgs)")


# ---------------------------------------------------------------------------------------------------------
# 16  consul feature flag + cluster hygiene (less common) - clean
# ---------------------------------------------------------------------------------------------------------
def t16(rs: RowSet) -> None:
    p = Pane("ops", "consul-bastion", "/home/ops")
    state = ("Host consul-bastion (Debian 12), user ops, tmux pane in ~. Consul 1.17.2 CLI with CONSUL_HTTP_ADDR="
             "http://10.20.0.11:8500 (server consul-s1) and an ACL token exported; jq installed. Datacenter fra1: 3 "
             "servers, app and web clients in autoscaling groups (a failed instance is replaced automatically). "
             "Services read feature flags from KV under config/checkout/.")
    mh = ["Node", "Address", "Status", "Type", "Build", "Protocol", "DC", "Partition", "Segment"]
    srv = [["consul-s1", "10.20.0.11:8301", "alive", "server", "1.17.2", 2, "fra1", "default", "<all>"],
           ["consul-s2", "10.20.0.12:8301", "alive", "server", "1.17.2", 2, "fra1", "default", "<all>"],
           ["consul-s3", "10.20.0.13:8301", "alive", "server", "1.17.2", 2, "fra1", "default", "<all>"]]
    key = "config/checkout/feature_flags/new_tax_engine"

    def kv(modify: int, value: str) -> str:
        return f"""CreateIndex      771402
Flags            0
Key              {key}
LockIndex        0
ModifyIndex      {modify}
Session          -
Value            {value}"""
    t = []
    t.append(p.run("consul members", table(mh, srv + [
        ["app-7", "10.20.1.37:8301", "alive", "client", "1.17.2", 2, "fra1", "default", "<default>"],
        ["app-8", "10.20.1.38:8301", "failed", "client", "1.17.2", 2, "fra1", "default", "<default>"],
        ["web-3", "10.20.2.13:8301", "alive", "client", "1.17.2", 2, "fra1", "default", "<default>"]], gap=2)))
    t.append(p.run("consul operator raft list-peers", table(
        ["Node", "ID", "Address", "State", "Voter", "RaftProtocol", "Commit Index", "Trails Leader By"],
        [["consul-s1", "6f1c0b7e-2a3d-4e8f-9b21-7c5d0e4a8f13", "10.20.0.11:8300", "leader", "true", 3, 918230, "-"],
         ["consul-s2", "b83e5d21-9c4f-4a07-8e1d-2f6a3b9c0d57", "10.20.0.12:8300", "follower", "true", 3, 918230, "0 commits"],
         ["consul-s3", "d2a49f60-1e7b-4c3a-a5d8-9b0f2c6e4713", "10.20.0.13:8300", "follower", "true", 3, 918229, "1 commits"]], gap=2)))
    t.append(p.run(f"consul kv get -detailed {key}", kv(771402, "false")))
    t.append(p.run(f"consul kv put {key} true", f"Success! Data written to: {key}"))
    t.append(p.run(f"consul kv get -detailed {key}", kv(918244, "true")))
    t.append(p.run("consul catalog services -tags", """checkout    http,v2.31.0
consul
imgresize   grpc,v1.4.2
nginx-edge  edge,http"""))
    t.append(p.run("consul force-leave app-8", ""))
    t.append(p.run("consul members", table(mh, srv + [
        ["app-7", "10.20.1.37:8301", "alive", "client", "1.17.2", 2, "fra1", "default", "<default>"],
        ["app-8", "10.20.1.38:8301", "left", "client", "1.17.2", 2, "fra1", "default", "<default>"],
        ["app-9", "10.20.1.39:8301", "alive", "client", "1.17.2", 2, "fra1", "default", "<default>"],
        ["web-3", "10.20.2.13:8301", "alive", "client", "1.17.2", 2, "fra1", "default", "<default>"]], gap=2)))
    t.append(p.run("curl -s $CONSUL_HTTP_ADDR/v1/health/checks/checkout | jq -r '.[] | \"\\(.Node) \\(.Status) \\(.Output)\"'",
                   """app-7 passing HTTP GET http://10.20.1.37:8080/healthz: 200 OK Output: ok
app-9 passing HTTP GET http://10.20.1.39:8080/healthz: 200 OK Output: ok
web-3 critical HTTP GET http://10.20.2.13:8080/healthz: 500 Internal Server Error Output: tax engine: rate table not loaded"""))
    t.append(p.run(f"consul kv put -cas -modify-index=918244 {key} false", f"Success! Data written to: {key}"))
    t.append(p.run(f"consul kv get -detailed {key}", kv(918391, "false")))
    t.append(p.run("consul info | grep -E 'commit_index|applied_index|last_log_index|state = '", """\tapplied_index = 918397
\tcommit_index = 918397
\tlast_log_index = 918397
\tstate = Leader"""))
    rs.add(task=TASK, tid="h22-terminal-16", system=SYSTEM, turns=t, state=state)


# ---------------------------------------------------------------------------------------------------------
# 17  crontab of a reporting service (mainstream) - BAD at turn 6: an untouched crontab line changes
# ---------------------------------------------------------------------------------------------------------
def t17(rs: RowSet) -> None:
    p = Pane("svc-reports", "reports-01", "/home/svc-reports")
    state = ("Host reports-01 (Ubuntu 22.04), service user svc-reports, tmux pane in ~. cron and rsyslog are running "
             "(cron logs to /var/log/syslog); /opt/reports holds the reporting code and /data/exports the nightly "
             "Parquet exports. Monday 2024-03-11, evening (UTC).")
    head = """# Edit this file to introduce tasks to be run by cron.
#
# m h  dom mon dow   command
MAILTO=ops@example.org
PATH=/usr/local/bin:/usr/bin:/bin

*/15 * * * *  /opt/reports/bin/refresh-cache.sh >/dev/null 2>&1
{sched}      /opt/reports/bin/nightly-export.sh --format parquet --dest /data/exports
0 6 * * 1     /opt/reports/bin/weekly-summary.py --mail"""
    t = []
    t.append(p.run("crontab -l", head.format(sched="30 2 * * *")))
    t.append(p.run("cat /opt/reports/bin/nightly-export.sh", """#!/usr/bin/env bash
# Nightly export of the reporting warehouse to Parquet.
set -euo pipefail

FORMAT=parquet
DEST=/data/exports
RETENTION_DAYS=14

while [[ $# -gt 0 ]]; do
  case "$1" in
    --format) FORMAT="$2"; shift 2 ;;
    --dest)   DEST="$2"; shift 2 ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
done

stamp=$(date +%Y%m%d)
/opt/reports/venv/bin/python -m reports.export --format "$FORMAT" --out "$DEST/warehouse-$stamp.$FORMAT"
find "$DEST" -name "warehouse-*.$FORMAT" -mtime +"$RETENTION_DAYS" -delete
logger -t nightly-export "wrote $DEST/warehouse-$stamp.$FORMAT\""""))
    t.append(p.run("ls -lt /data/exports | head -6", """total 61735112
-rw-r--r-- 1 svc-reports svc-reports 4412871203 Mar 11 02:41 warehouse-20240311.parquet
-rw-r--r-- 1 svc-reports svc-reports 4409112876 Mar 10 02:40 warehouse-20240310.parquet
-rw-r--r-- 1 svc-reports svc-reports 4405530112 Mar  9 02:40 warehouse-20240309.parquet
-rw-r--r-- 1 svc-reports svc-reports 4401967340 Mar  8 02:39 warehouse-20240308.parquet
-rw-r--r-- 1 svc-reports svc-reports 4398204415 Mar  7 02:41 warehouse-20240307.parquet"""))
    t.append(p.run("grep CRON /var/log/syslog | tail -5", """Mar 11 19:00:01 reports-01 CRON[51893]: (svc-reports) CMD (/opt/reports/bin/refresh-cache.sh >/dev/null 2>&1)
Mar 11 19:05:01 reports-01 CRON[52104]: (root) CMD (command -v debian-sa1 > /dev/null && debian-sa1 1 1)
Mar 11 19:15:01 reports-01 CRON[52569]: (root) CMD (command -v debian-sa1 > /dev/null && debian-sa1 1 1)
Mar 11 19:15:01 reports-01 CRON[52570]: (svc-reports) CMD (/opt/reports/bin/refresh-cache.sh >/dev/null 2>&1)
Mar 11 19:17:01 reports-01 CRON[52611]: (root) CMD (   cd / && run-parts --report /etc/cron.hourly)"""))
    t.append(p.run("(crontab -l; echo '45 23 * * 0   /opt/reports/bin/rotate-logs.sh') | crontab -", ""))
    t.append(p.run("crontab -l", head.format(sched="30 3 * * *") + "\n45 23 * * 0   /opt/reports/bin/rotate-logs.sh"))
    t.append(p.run("grep -h nightly-export /var/log/syslog | tail -2", """Mar 11 02:30:01 reports-01 CRON[13344]: (svc-reports) CMD (/opt/reports/bin/nightly-export.sh --format parquet --dest /data/exports)
Mar 11 02:41:17 reports-01 nightly-export: wrote /data/exports/warehouse-20240311.parquet"""))
    t.append(p.run("date", "Mon Mar 11 19:23:48 UTC 2024"))
    rs.add(task=TASK, tid="h22-terminal-17", system=SYSTEM, turns=t, state=state, bad=True, turn=6,
           kind="nightly-export crontab line reads '30 3 * * *' instead of '30 2 * * *' although the crontab was only appended to")


# ---------------------------------------------------------------------------------------------------------
# 18  pass (password-store) rotation (less common) - clean (new passwords, rotating OTP, rename, git log)
# ---------------------------------------------------------------------------------------------------------
def t18(rs: RowSet) -> None:
    p = Pane("tomas", "lapis", "/home/tomas")
    state = ("Laptop lapis (Arch Linux), user tomas, tmux pane in ~. pass 1.7.4 with the pass-otp extension; the store "
             "~/.password-store is a git repository pushed to git.tomas.dev:tomas/pass-store.git; gpg-agent already "
             "has the passphrase cached. Monday 2024-03-11, ~20:02.")
    pw1 = "q7VZr2mKx9TbWc4Lp0NhYs8E"
    pw2 = "X3kt9QmZbV7rN2cWp5LhYd8sGf0TjA4e"
    assert len(pw1) == 24 and len(pw2) == 32
    t = []
    t.append(p.run("pass ls", """Password Store
├── email
│   ├── fastmail.com
│   └── work-exchange
├── infra
│   ├── grafana-admin
│   ├── hetzner-robot
│   └── vps-root
└── shopping
    ├── amazon.de
    └── bol.com"""))
    t.append(p.run("pass git log --oneline -3", """a81f3c0 (HEAD -> master, origin/master) Add generated password for infra/grafana-admin.
5e0c9b7 Add given password for email/work-exchange to store.
d47a2e1 Edit password for shopping/amazon.de using vim."""))
    t.append(p.run("pass generate -n infra/minio-root 24", f"""[master 3c9d1e2] Add generated password for infra/minio-root.
 1 file changed, 0 insertions(+), 0 deletions(-)
 create mode 100644 infra/minio-root.gpg
The generated password for infra/minio-root is:
{pw1}"""))
    t.append(p.run("pass show infra/minio-root", pw1))
    t.append(p.run("pass generate -n -i infra/vps-root 32", f"""[master 0b6e47a] Replace generated password for infra/vps-root.
 1 file changed, 0 insertions(+), 0 deletions(-)
The generated password for infra/vps-root is:
{pw2}"""))
    t.append(p.run("pass show infra/vps-root", f"""{pw2}
user: root
host: 203.0.113.80
url: ssh://root@203.0.113.80:22"""))
    t.append(p.run("pass mv shopping/bol.com shopping/bol", """renamed '/home/tomas/.password-store/shopping/bol.com.gpg' -> '/home/tomas/.password-store/shopping/bol.gpg'
[master 91d2a5f] Rename shopping/bol.com to shopping/bol.
 1 file changed, 0 insertions(+), 0 deletions(-)
 rename shopping/{bol.com.gpg => bol.gpg} (100%)"""))
    t.append(p.run("pass otp email/fastmail.com", "482913"))
    t.append(p.run("sleep 30; pass otp email/fastmail.com", "117604", duration=31.0))
    t.append(p.run("pass ls", """Password Store
├── email
│   ├── fastmail.com
│   └── work-exchange
├── infra
│   ├── grafana-admin
│   ├── hetzner-robot
│   ├── minio-root
│   └── vps-root
└── shopping
    ├── amazon.de
    └── bol"""))
    t.append(p.run("pass git log --oneline -5", """91d2a5f (HEAD -> master) Rename shopping/bol.com to shopping/bol.
0b6e47a Replace generated password for infra/vps-root.
3c9d1e2 Add generated password for infra/minio-root.
a81f3c0 (origin/master) Add generated password for infra/grafana-admin.
5e0c9b7 Add given password for email/work-exchange to store."""))
    t.append(p.run("pass git push", """Enumerating objects: 12, done.
Counting objects: 100% (12/12), done.
Delta compression using up to 8 threads
Compressing objects: 100% (7/7), done.
Writing objects: 100% (9/9), 2.01 KiB | 2.01 MiB/s, done.
Total 9 (delta 2), reused 0 (delta 0), pack-reused 0
To git.tomas.dev:tomas/pass-store.git
   a81f3c0..91d2a5f  master -> master""", duration=3.0))
    rs.add(task=TASK, tid="h22-terminal-18", system=SYSTEM, turns=t, state=state)


# ---------------------------------------------------------------------------------------------------------
# 19  ffmpeg talk recording post-production (less common) - BAD at turn 11: the trimmed file vanished
# ---------------------------------------------------------------------------------------------------------
def t19(rs: RowSet) -> None:
    p = Pane("kai", "edit-ws", "/home/kai/footage/2024-03-09-talk")
    state = ("Workstation edit-ws (Ubuntu 22.04), user kai, tmux pane in ~/footage/2024-03-09-talk. ffmpeg/ffprobe 6.1.1 "
             "(static build in /usr/local/bin). The folder holds the raw recordings of Saturday's talk. Monday "
             "2024-03-11, ~11:47.")
    meta = """  Metadata:
    major_brand     : isom
    minor_version   : 512
    compatible_brands: isomiso2avc1mp41
    encoder         : Lavf60.16.100"""
    probe = ("ffprobe -v error -show_entries format=duration,bit_rate:stream=index,codec_name,width,height,"
             "r_frame_rate,sample_rate -of compact {f}")
    t = []
    t.append(p.run("ls -lh", """total 5.0G
-rw-r--r-- 1 kai kai 9.1M Mar  9 21:02 intro.wav
-rw-r--r-- 1 kai kai 1.4K Mar 10 10:15 notes.txt
-rw-r--r-- 1 kai kai 3.8G Mar  9 20:47 talk_cam.mp4
-rw-r--r-- 1 kai kai 1.2G Mar  9 20:51 talk_screen.mkv"""))
    t.append(p.run(probe.format(f="talk_cam.mp4"), """stream|index=0|codec_name=h264|width=1920|height=1080|r_frame_rate=25/1
stream|index=1|codec_name=aac|sample_rate=48000|r_frame_rate=0/0
format|duration=2712.480000|bit_rate=12003117"""))
    t.append(p.run("ffmpeg -hide_banner -ss 00:03:12 -to 00:41:05 -i talk_cam.mp4 -c copy talk_trim.mp4", f"""Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'talk_cam.mp4':
  Metadata:
    major_brand     : isom
    minor_version   : 512
    compatible_brands: isomiso2avc1mp41
    creation_time   : 2024-03-09T18:02:11.000000Z
    encoder         : Lavf60.3.100
  Duration: 00:45:12.48, start: 0.000000, bitrate: 12003 kb/s
  Stream #0:0[0x1](und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(tv, bt709, progressive), 1920x1080 [SAR 1:1 DAR 16:9], 11806 kb/s, 25 fps, 25 tbr, 12800 tbn (default)
  Stream #0:1[0x2](und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 192 kb/s (default)
Output #0, mp4, to 'talk_trim.mp4':
{meta}
  Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(tv, bt709, progressive), 1920x1080 [SAR 1:1 DAR 16:9], q=2-31, 11806 kb/s, 25 fps, 25 tbr, 12800 tbn (default)
  Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 192 kb/s (default)
Stream mapping:
  Stream #0:0 -> #0:0 (copy)
  Stream #0:1 -> #0:1 (copy)
Press [q] to stop, [?] for help
[out#0/mp4 @ 0x55d0c8f1e5c0] video:3276410kB audio:53283kB subtitle:0kB other streams:0kB global headers:0kB muxing overhead: 0.042101%
frame=56825 fps=0.0 q=-1.0 Lsize= 3331094kB time=00:37:53.00 bitrate=12005.4kbits/s speed= 318x""", duration=8.0))
    x = "[libx264 @ 0x5581e2c4b640]"
    t.append(p.run("ffmpeg -hide_banner -i talk_trim.mp4 -vf scale=1280:-2 -c:v libx264 -preset slow -crf 22 -c:a aac -b:a 128k talk_720p.mp4", f"""Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'talk_trim.mp4':
{meta}
  Duration: 00:37:53.00, start: 0.000000, bitrate: 12005 kb/s
  Stream #0:0[0x1](und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(tv, bt709, progressive), 1920x1080 [SAR 1:1 DAR 16:9], 11806 kb/s, 25 fps, 25 tbr, 12800 tbn (default)
  Stream #0:1[0x2](und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 192 kb/s (default)
Stream mapping:
  Stream #0:0 -> #0:0 (h264 (native) -> h264 (libx264))
  Stream #0:1 -> #0:1 (aac (native) -> aac (native))
Press [q] to stop, [?] for help
{x} using SAR=1/1
{x} using cpu capabilities: MMX2 SSE2Fast SSSE3 SSE4.2 AVX FMA3 BMI2 AVX2
{x} profile High, level 3.1, 4:2:0, 8-bit
{x} 264 - core 164 r3108 31e19f9 - H.264/MPEG-4 AVC codec - Copyleft 2003-2023 - http://www.videolan.org/x264.html - options: cabac=1 ref=5 deblock=1:0:0 analyse=0x3:0x113 me=umh subme=8 psy=1 psy_rd=1.00:0.00 mixed_ref=1 me_range=16 chroma_me=1 trellis=2 8x8dct=1 cqm=0 deadzone=21,11 fast_pskip=1 chroma_qp_offset=-2 threads=24 lookahead_threads=4 sliced_threads=0 nr=0 decimate=1 interlaced=0 bluray_compat=0 constrained_intra=0 bframes=3 b_pyramid=2 b_adapt=2 b_bias=0 direct=3 weightb=1 open_gop=0 weightp=2 keyint=250 keyint_min=25 scenecut=40 intra_refresh=0 rc_lookahead=50 rc=crf mbtree=1 crf=22.0 qcomp=0.60 qpmin=0 qpmax=69 qpstep=4 ip_ratio=1.40 aq=1:1.00
Output #0, mp4, to 'talk_720p.mp4':
{meta}
  Stream #0:0(und): Video: h264 (avc1 / 0x31637661), yuv420p(tv, bt709, progressive), 1280x720 [SAR 1:1 DAR 16:9], q=2-31, 25 fps, 12800 tbn (default)
  Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 128 kb/s (default)
[out#0/mp4 @ 0x5581e2c4d380] video:566128kB audio:35671kB subtitle:0kB other streams:0kB global headers:0kB muxing overhead: 0.171405%
frame=56825 fps=118 q=-1.0 Lsize=  602831kB time=00:37:52.98 bitrate=2172.7kbits/s speed=4.72x
{x} frame I:312   Avg QP:17.92  size: 71204
{x} frame P:17840 Avg QP:21.07  size: 17391
{x} frame B:38673 Avg QP:23.88  size:  6341
{x} kb/s:2040.11
[aac @ 0x5581e2c4e1c0] Qavg: 612.403""", duration=490.0))
    t.append(p.run("ffmpeg -hide_banner -i talk_trim.mp4 -vn -ac 1 -ar 16000 talk_audio.wav", f"""Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'talk_trim.mp4':
{meta}
  Duration: 00:37:53.00, start: 0.000000, bitrate: 12005 kb/s
  Stream #0:0[0x1](und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(tv, bt709, progressive), 1920x1080 [SAR 1:1 DAR 16:9], 11806 kb/s, 25 fps, 25 tbr, 12800 tbn (default)
  Stream #0:1[0x2](und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 192 kb/s (default)
Stream mapping:
  Stream #0:1 -> #0:0 (aac (native) -> pcm_s16le (native))
Press [q] to stop, [?] for help
Output #0, wav, to 'talk_audio.wav':
  Metadata:
    ISFT            : Lavf60.16.100
  Stream #0:0(und): Audio: pcm_s16le ([1][0][0][0] / 0x0001), 16000 Hz, mono, s16, 256 kb/s (default)
[out#0/wav @ 0x55b7a0e3a2c0] video:0kB audio:71031kB subtitle:0kB other streams:0kB global headers:0kB muxing overhead: 0.000107%
size=   71031kB time=00:37:53.00 bitrate= 256.0kbits/s speed= 611x""", duration=5.0))
    t.append(p.run(probe.format(f="talk_720p.mp4"), """stream|index=0|codec_name=h264|width=1280|height=720|r_frame_rate=25/1
stream|index=1|codec_name=aac|sample_rate=48000|r_frame_rate=0/0
format|duration=2273.024000|bit_rate=2172636"""))
    t.append(p.run("ffmpeg -hide_banner -loglevel error -stats -ss 00:05:00 -i talk_720p.mp4 -frames:v 1 -q:v 2 thumb.jpg",
                   "frame=    1 fps=0.0 q=2.0 Lsize=N/A time=00:00:00.04 bitrate=N/A speed=0.36x"))
    t.append(p.run("sha256sum talk_720p.mp4 thumb.jpg", f"""{hexid('talk_720p.mp4 bytes')}  talk_720p.mp4
{hexid('thumb.jpg bytes')}  thumb.jpg""", duration=3.0))
    t.append(p.run("mkdir -p out && mv talk_720p.mp4 thumb.jpg talk_audio.wav out/", ""))
    t.append(p.run("ls -lh out", """total 660M
-rw-r--r-- 1 kai kai 589M Mar 11 11:57 talk_720p.mp4
-rw-r--r-- 1 kai kai  70M Mar 11 11:57 talk_audio.wav
-rw-r--r-- 1 kai kai 118K Mar 11 11:58 thumb.jpg"""))
    t.append(p.run("ls -lh", """total 5.0G
-rw-r--r-- 1 kai kai 9.1M Mar  9 21:02 intro.wav
-rw-r--r-- 1 kai kai 1.4K Mar 10 10:15 notes.txt
drwxr-xr-x 2 kai kai 4.0K Mar 11 11:59 out
-rw-r--r-- 1 kai kai 3.8G Mar  9 20:47 talk_cam.mp4
-rw-r--r-- 1 kai kai 1.2G Mar  9 20:51 talk_screen.mkv"""))
    rs.add(task=TASK, tid="h22-terminal-19", system=SYSTEM, turns=t, state=state, bad=True, turn=11,
           kind="talk_trim.mp4, written by ffmpeg in turn 3 and never moved or deleted, is missing from the final directory listing")


# ---------------------------------------------------------------------------------------------------------
# 20  MySQL purge of old activity rows (mainstream) - clean (live counters, row estimates, processlist)
# ---------------------------------------------------------------------------------------------------------
def t20(rs: RowSet) -> None:
    p = Pane("dba", "mysql-01", "/home/dba")
    state = ("Host mysql-01 (Rocky Linux 9), user dba, tmux pane in ~. MySQL 8.0.36 primary of the CRM application "
             "(live traffic from 6 app servers); ~/.my.cnf holds dba's credentials. Tuesday 2024-03-12, ~10:20 UTC. "
             "Task: purge activity rows older than 2022 in batches.")
    p.style = "rhel"
    st = ("mysql -e \"SHOW GLOBAL STATUS WHERE Variable_name IN ('Uptime','Threads_connected','Questions','Slow_queries');\"")
    sizes = ("mysql -e \"SELECT table_name, table_rows, ROUND(data_length/1024/1024) AS data_mb FROM information_schema.tables "
             "WHERE table_schema='crm' ORDER BY data_length DESC LIMIT 5;\"")
    q3, up3 = 884510377, 1904011
    t = []
    t.append(p.run(st, my(["Variable_name", "Value"], [["Questions", 884213907], ["Slow_queries", 212],
                                                      ["Threads_connected", 41], ["Uptime", 1903377]])))
    t.append(p.run(sizes, my(["TABLE_NAME", "TABLE_ROWS", "data_mb"], [
        ["activities", 18402118, 6112], ["contacts", 2411804, 1388], ["email_events", 4820119, 611],
        ["deals", 611230, 402], ["notes", 903442, 231]], right=(1, 2))))
    t.append(p.run("mysql crm -e \"SELECT COUNT(*) FROM activities WHERE created_at < '2022-01-01';\"",
                   my(["COUNT(*)"], [[1384907]], right=(0,)), duration=6.0))
    t.append(p.run("mysql crm -e \"DELETE FROM activities WHERE created_at < '2022-01-01' ORDER BY id LIMIT 500000; SELECT ROW_COUNT();\"",
                   my(["ROW_COUNT()"], [[500000]], right=(0,)), duration=40.0))
    t.append(p.run(st, my(["Variable_name", "Value"], [["Questions", 884405122], ["Slow_queries", 213],
                                                      ["Threads_connected", 38], ["Uptime", 1903788]])))
    t.append(p.run("mysql crm -e 'ANALYZE TABLE activities;'", my(["Table", "Op", "Msg_type", "Msg_text"],
                                                                 [["crm.activities", "analyze", "status", "OK"]])))
    t.append(p.run(sizes, my(["TABLE_NAME", "TABLE_ROWS", "data_mb"], [
        ["activities", 17893502, 6112], ["contacts", 2412277, 1388], ["email_events", 4824610, 611],
        ["deals", 611402, 402], ["notes", 903442, 231]], right=(1, 2))))
    t.append(p.run("mysql crm -e \"SELECT COUNT(*) FROM activities WHERE created_at < '2022-01-01';\"",
                   my(["COUNT(*)"], [[884907]], right=(0,)), duration=4.0))
    t.append(p.run("mysql -e \"SELECT id, user, db, command, time, state FROM information_schema.processlist WHERE command <> 'Sleep' ORDER BY time DESC;\"",
                   my(["id", "user", "db", "command", "time", "state"], [
                       [5, "event_scheduler", "NULL", "Daemon", 1903963, "Waiting on empty queue"],
                       [4180233, "repl", "NULL", "Binlog Dump GTID", 1211044, "Source has sent all binlog to replica; waiting for more updates"],
                       [4391877, "crm_app", "crm", "Query", 0, "executing"],
                       [4391940, "dba", "NULL", "Query", 0, "executing"]], right=(0, 4))))
    t.append(p.run("mysql -e 'SELECT NOW(), @@hostname, @@version;'", my(["NOW()", "@@hostname", "@@version"],
                                                                       [["2024-03-12 10:31:07", "mysql-01", "8.0.36"]])))
    t.append(p.run("mysqladmin status", f"Uptime: {up3}  Threads: 40  Questions: {q3}  Slow queries: 213  Opens: 9412  "
                                        f"Flush tables: 3  Open tables: 4000  Queries per second avg: {q3 / up3:.3f}"))
    rs.add(task=TASK, tid="h22-terminal-20", system=SYSTEM, turns=t, state=state)


# ---------------------------------------------------------------------------------------------------------
# 21  renaming the WAN interface on an edge box (mainstream) - BAD at turn 3: the old name is shown again
# ---------------------------------------------------------------------------------------------------------
def t21(rs: RowSet) -> None:
    p = Pane("netops", "edge-gw-2", "/home/netops")
    state = ("VM edge-gw-2 (Ubuntu 22.04, iproute2 5.15), user netops with sudo, tmux pane in ~ (the session runs over "
             "the internal interface ens3, so touching the WAN NIC does not cut it). ens4 is the WAN NIC "
             "(203.0.113.45/29, default route via 203.0.113.41); haproxy listens on the WAN address. The operator wants "
             "the WAN NIC called wan0; a reworked netplan file is prepared in /tmp/50-edge.yaml.")
    t = []
    t.append(p.run("ip -br link", """lo               UNKNOWN        00:00:00:00:00:00 <LOOPBACK,UP,LOWER_UP>
ens3             UP             52:54:00:1c:4d:02 <BROADCAST,MULTICAST,UP,LOWER_UP>
ens4             UP             52:54:00:8e:31:a7 <BROADCAST,MULTICAST,UP,LOWER_UP>
docker0          DOWN           02:42:6b:9e:10:c4 <NO-CARRIER,BROADCAST,MULTICAST,UP>"""))
    t.append(p.run("sudo ip link set dev ens4 down && sudo ip link set dev ens4 name wan0 && sudo ip link set dev wan0 up && ip -br link show wan0",
                   "wan0             UP             52:54:00:8e:31:a7 <BROADCAST,MULTICAST,UP,LOWER_UP>"))
    t.append(p.run("ip -br addr", """lo               UNKNOWN        127.0.0.1/8 ::1/128
ens3             UP             10.30.0.2/24 fe80::5054:ff:fe1c:4d02/64
ens4             UP             203.0.113.45/29 fe80::5054:ff:fe8e:31a7/64
docker0          DOWN           172.17.0.1/16"""))
    t.append(p.run("ip route", """10.30.0.0/24 dev ens3 proto kernel scope link src 10.30.0.2
172.17.0.0/16 dev docker0 proto kernel scope link src 172.17.0.1 linkdown
203.0.113.40/29 dev wan0 proto kernel scope link src 203.0.113.45"""))
    t.append(p.run("sudo ip route add default via 203.0.113.41 dev wan0 && ip route get 1.1.1.1",
                   "1.1.1.1 via 203.0.113.41 dev wan0 src 203.0.113.45 uid 1000\n    cache"))
    t.append(p.run("ping -c 3 -W 1 1.1.1.1", """PING 1.1.1.1 (1.1.1.1) 56(84) bytes of data.
64 bytes from 1.1.1.1: icmp_seq=1 ttl=57 time=4.12 ms
64 bytes from 1.1.1.1: icmp_seq=2 ttl=57 time=3.98 ms
64 bytes from 1.1.1.1: icmp_seq=3 ttl=57 time=4.05 ms

--- 1.1.1.1 ping statistics ---
3 packets transmitted, 3 received, 0% packet loss, time 2003ms
rtt min/avg/max/mdev = 3.980/4.050/4.120/0.057 ms""", duration=3.0))
    t.append(p.run("sudo cp /tmp/50-edge.yaml /etc/netplan/50-edge.yaml && sudo netplan generate && sudo cat /etc/netplan/50-edge.yaml", """network:
  version: 2
  renderer: networkd
  ethernets:
    ens3:
      addresses: [10.30.0.2/24]
    wan0:
      match:
        macaddress: "52:54:00:8e:31:a7"
      set-name: wan0
      addresses: [203.0.113.45/29]
      routes:
        - to: default
          via: 203.0.113.41
      nameservers:
        addresses: [1.1.1.1, 9.9.9.9]"""))
    t.append(p.run("sudo ss -tlnp", """State  Recv-Q Send-Q Local Address:Port  Peer Address:PortProcess
LISTEN 0      4096   127.0.0.53%lo:53         0.0.0.0:*    users:(("systemd-resolve",pid=611,fd=14))
LISTEN 0      128          0.0.0.0:22         0.0.0.0:*    users:(("sshd",pid=802,fd=3))
LISTEN 0      4096    203.0.113.45:443        0.0.0.0:*    users:(("haproxy",pid=1044,fd=7))
LISTEN 0      4096       10.30.0.2:8404       0.0.0.0:*    users:(("haproxy",pid=1044,fd=8))
LISTEN 0      128             [::]:22            [::]:*    users:(("sshd",pid=802,fd=4))"""))
    t.append(p.run("ip -s link show wan0", """3: wan0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc fq_codel state UP mode DEFAULT group default qlen 1000
    link/ether 52:54:00:8e:31:a7 brd ff:ff:ff:ff:ff:ff
    RX:     bytes  packets errors dropped  missed   mcast
        918273645  1204417      0      12       0       0
    TX:     bytes  packets errors dropped carrier collsns
        731002918   988120      0       0       0       0"""))
    rs.add(task=TASK, tid="h22-terminal-21", system=SYSTEM, turns=t, state=state, bad=True, turn=3,
           kind="interface renamed ens4 -> wan0 (confirmed by ip link) is listed under its old name ens4 in the next ip addr")


# ---------------------------------------------------------------------------------------------------------
# 22  HashiCorp Vault secret rotation (less common) - clean (versions, TTL countdown, dynamic creds)
# ---------------------------------------------------------------------------------------------------------
def kvt(rows: list[tuple[str, object]]) -> str:
    w = max(len("Key"), *(len(k) for k, _ in rows))
    return "\n".join([f"{'Key':<{w}}    Value", f"{'---':<{w}}    -----"] + [f"{k:<{w}}    {v}" for k, v in rows])


def t22(rs: RowSet) -> None:
    p = Pane("platform", "vault-admin", "/home/platform")
    state = ("Host vault-admin (Ubuntu 22.04), user platform, tmux pane in ~. Vault CLI 1.15.4 with VAULT_ADDR="
             "https://vault.internal:8200; logged in earlier today through LDAP as jsmith (token in ~/.vault-token). "
             "KV v2 is mounted at secret/, the database secrets engine at database/. jq and openssl installed. "
             "Monday 2024-03-11, ~20:09 UTC.")
    v7 = "2024-03-11T20:10:05.33918402Z"
    newpw = "h3M0qT9wZ+vK2rX7bN4cLp8sYf1dGe6A"
    assert len(newpw) == 32
    meta7 = kvt([("created_time", v7), ("custom_metadata", "<nil>"), ("deletion_time", "n/a"), ("destroyed", "false"),
                 ("version", 7)])
    vers = ["2023-06-14T09:12:30.00418722Z", "2023-07-02T14:55:01.81230944Z", "2023-09-18T08:20:47.20913385Z",
            "2023-10-30T16:03:12.77104518Z", "2023-12-11T11:41:58.06529931Z", "2024-01-22T10:03:44.51092713Z", v7]
    hist = "\n\n".join(f"====== Version {i} ======\n" + kvt([("created_time", c), ("deletion_time", "n/a"), ("destroyed", "false")])
                       for i, c in enumerate(vers, 1))

    def token(ttl: str) -> str:
        return kvt([("accessor", "Qm7K2tXbN9vLc4RfZp1Wy8Hd"), ("creation_time", 1710160206), ("creation_ttl", "12h"),
                    ("display_name", "ldap-jsmith"), ("entity_id", "2c4f8a1b-6e3d-4b7a-9f05-d81c7e2a6b93"),
                    ("expire_time", "2024-03-12T00:30:06.117045381Z"), ("explicit_max_ttl", "0s"),
                    ("id", "hvs.CAESIBq7Yd3Kx0vT8mW2LzR5nP1cF6hJ9aG4eS7uQ0iN3oV2GiAKHGh2cy5YUzRxWmJrTjhQZDJjVzVuUTBOZkwxdWk"),
                    ("issue_time", "2024-03-11T12:30:06.117045381Z"), ("meta", "map[username:jsmith]"), ("num_uses", 0),
                    ("orphan", "true"), ("path", "auth/ldap/login/jsmith"), ("policies", "[default platform-admin]"),
                    ("renewable", "true"), ("ttl", ttl), ("type", "service")])
    t = []
    t.append(p.run("vault status", kvt([
        ("Seal Type", "shamir"), ("Initialized", "true"), ("Sealed", "false"), ("Total Shares", 5), ("Threshold", 3),
        ("Version", "1.15.4"), ("Build Date", "2023-12-04T17:45:28Z"), ("Storage Type", "raft"),
        ("Cluster Name", "vault-cluster-4e1f0c2a"), ("Cluster ID", "8d2b7c1e-5f3a-4b69-a0e4-71c9d3f6b258"),
        ("HA Enabled", "true"), ("HA Cluster", "https://vault-1.internal:8201"), ("HA Mode", "active"),
        ("Active Since", "2024-02-28T07:41:19.118274112Z"), ("Raft Committed Index", 1840217),
        ("Raft Applied Index", 1840217)])))
    t.append(p.run("vault kv get -mount=secret apps/billing/db", "======= Secret Path =======\nsecret/data/apps/billing/db\n\n"
                   "======= Metadata =======\n" + kvt([("created_time", vers[5]), ("custom_metadata", "<nil>"),
                                                     ("deletion_time", "n/a"), ("destroyed", "false"), ("version", 6)])
                   + "\n\n====== Data ======\n" + kvt([("password", "Vn2q8XrT5pLw1KzY6mBc"), ("username", "billing_app")])))
    t.append(p.run("vault kv patch -mount=secret apps/billing/db password=\"$(openssl rand -base64 24)\"",
                   "======= Secret Path =======\nsecret/data/apps/billing/db\n\n======= Metadata =======\n" + meta7))
    t.append(p.run("vault kv get -mount=secret -field=password apps/billing/db", newpw))
    t.append(p.run("vault token lookup", token("4h18m51s")))
    t.append(p.run("vault kv metadata get -mount=secret apps/billing/db", "======== Metadata Path ========\n"
                   "secret/metadata/apps/billing/db\n\n========== Metadata ==========\n" + kvt([
                       ("cas_required", "false"), ("created_time", vers[0]), ("current_version", 7),
                       ("custom_metadata", "<nil>"), ("delete_version_after", "0s"), ("max_versions", 10),
                       ("oldest_version", 0), ("updated_time", v7)]) + "\n\n" + hist))
    t.append(p.run("vault read database/creds/reporting-ro", kvt([
        ("lease_id", "database/creds/reporting-ro/Xb3tQ9mVw2LpK7sRzN4cYh1d"), ("lease_duration", "1h"),
        ("lease_renewable", "true"), ("password", "A1a-Zk3vR8wQ2mTn5xLp"),
        ("username", "v-ldap-jsm-reportin-7Yt3kQ9rWm2ZpB4xN6cV-1710188119")])))
    t.append(p.run("vault read database/creds/reporting-ro", kvt([
        ("lease_id", "database/creds/reporting-ro/Rk8wN2xTq5ZcV1mLb7sJd4Pf"), ("lease_duration", "1h"),
        ("lease_renewable", "true"), ("password", "Wm-4sQz9Lx2Rb7Tc1Vn5"),
        ("username", "v-ldap-jsm-reportin-Hq2vL8cX5nZr1Tb9Wk3M-1710188141")])))
    t.append(p.run("vault lease revoke -prefix database/creds/reporting-ro", "All revocation operations queued successfully!"))
    t.append(p.run("vault token lookup -format=json | jq -r .data.ttl", "15124"))
    t.append(p.run("vault status | grep Raft", "Raft Committed Index    1840403\nRaft Applied Index      1840403"))
    rs.add(task=TASK, tid="h22-terminal-22", system=SYSTEM, turns=t, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
