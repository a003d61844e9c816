# ruff: noqa: E501, W291, W293
"""holdout21, domain terminal: 22 hand-written tmux shell trajectories (11 with exactly one contradiction).

Each trajectory is a coherent task in a simulated shell. The bad ones carry a single detail that drifts
from what an earlier observation (or the starting state) established; the clean ones are full of legitimate
changes (restarts, renumbered ids, growing counters, re-sorted or re-formatted views, rebased hashes).
Running this module writes ``terminal_test.jsonl`` and ``labels.json`` next to it.
"""

from __future__ import annotations

import datetime as dt
import hashlib
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import Pane, RowSet

TASK = "terminal"
SYSTEM = (
    "You are a Terminal World Model. You simulate a Linux shell running inside a tmux pane on the machine "
    "described in the current state. For every action (keystrokes sent to the pane) predict the next terminal "
    "state: the prompt line with the typed command, everything the command prints, and the next prompt, exactly "
    "as the pane would show it. Files, processes, services, ids and clocks must stay consistent with everything "
    "shown so far. Reply with the predicted screen after **Environment Observation:**."
)


def hx(seed: str, n: int = 64) -> str:
    """A deterministic hex string (ids, digests) derived from a seed."""
    out = ""
    i = 0
    while len(out) < n:
        out += hashlib.sha256(f"{seed}/{i}".encode()).hexdigest()
        i += 1
    return out[:n]


def psql_table(cols: list[str], rows: list[list[str]], right: set[int] | None = None, title: str | None = None) -> str:
    """psql's aligned output: centred headers, numbers right-aligned, a row-count footer."""
    right = right or set()
    w = [max([len(c)] + [len(r[i]) for r in rows]) for i, c in enumerate(cols)]
    head = " | ".join(" " * ((w[i] - len(c)) // 2) + c + " " * (w[i] - len(c) - (w[i] - len(c)) // 2) for i, c in enumerate(cols))
    lines = []
    if title:
        total = sum(w) + 3 * (len(w) - 1) + 2
        lines.append((" " * ((total - len(title)) // 2) + title).rstrip())
    lines.append((" " + head).rstrip())
    lines.append("+".join("-" * (x + 2) for x in w))
    for r in rows:
        cells = [r[i].rjust(w[i]) if i in right else r[i].ljust(w[i]) for i in range(len(cols))]
        lines.append((" " + " | ".join(cells)).rstrip())
    lines.append(f"({len(rows)} row{'s' if len(rows) != 1 else ''})")
    return "\n".join(lines)


def cols(rows: list[list[str]], gap: int = 3) -> str:
    """Left-aligned columns as kubectl, docker and nomad print them."""
    w = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return "\n".join((" " * gap).join(c.ljust(w[i]) for i, c in enumerate(r)).rstrip() for r in rows)


def bordered(cols_: list[str], rows: list[list[str]]) -> str:
    """The tablewriter box etcdctl -w table prints."""
    w = [max([len(c)] + [len(r[i]) for r in rows]) for i, c in enumerate(cols_)]
    sep = "+" + "+".join("-" * (x + 2) for x in w) + "+"
    head = "|" + "|".join(" " + (" " * ((w[i] - len(c)) // 2) + c).ljust(w[i]) + " " for i, c in enumerate(cols_)) + "|"
    body = ["|" + "|".join(" " + r[i].ljust(w[i]) + " " for i in range(len(cols_))) + "|" for r in rows]
    return "\n".join([sep, head, sep] + body + [sep])


# ---------------------------------------------------------------------------------------------------------
# 01 (bad) git: a commit's short hash drifts in a later log listing
# ---------------------------------------------------------------------------------------------------------
def t01() -> dict[str, Any]:
    p = Pane("dev", "build-07", "/home/dev/src/invoice-api")
    log8 = """9f3c2a1 (HEAD -> main, origin/main, origin/HEAD) Merge pull request #412 from acme/feat/pdf-footer
4e7b9d0 Add configurable footer to PDF invoices
b21c8f5 Bump reportlab from 4.0.9 to 4.1.0
73ad01e Fix rounding of VAT on multi-line invoices
e5c4190 Merge pull request #409 from acme/chore/ci-cache
0d92b6c ci: cache pip downloads between jobs
c88f3e7 Use Decimal for currency totals in summary endpoint
1a6f5d2 (tag: v2.7.0) Release 2.7.0"""
    show = """commit 73ad01e4c9b25d8a1f07e3c6b94d2a58e10f7c33
Author: Priya Raman <priya.raman@acme-billing.io>
Date:   Mon Jan 22 15:47:09 2024 +0000

    Fix rounding of VAT on multi-line invoices
    
    Totals were computed per line and then summed, which drifted by a
    cent on invoices with many lines. Quantize once on the invoice total
    using banker's rounding to match the ledger service.

 invoice_api/totals.py | 14 ++++++++------
 tests/test_totals.py  | 31 +++++++++++++++++++++++++++++++
 2 files changed, 39 insertions(+), 6 deletions(-)"""
    diff = '''diff --git a/invoice_api/totals.py b/invoice_api/totals.py
index 5e21b0a..d94c7f3 100644
--- a/invoice_api/totals.py
+++ b/invoice_api/totals.py
@@ -1,6 +1,6 @@
 from __future__ import annotations
 
-from decimal import ROUND_HALF_EVEN, Decimal
+from decimal import ROUND_HALF_UP, Decimal
 
 from .models import Invoice, InvoiceLine
 
@@ -35,7 +35,7 @@ def invoice_total(invoice: Invoice) -> Decimal:
     """Net plus VAT, VAT rounded once on the invoice total."""
     net = sum((line_net(line) for line in invoice.lines), Decimal("0"))
     vat = sum((line.net * line.vat_rate for line in invoice.lines), Decimal("0"))
-    vat = vat.quantize(CENT, rounding=ROUND_HALF_EVEN)
+    vat = vat.quantize(CENT, rounding=ROUND_HALF_UP)
     return (net + vat).quantize(CENT)
 
 '''
    commit_log = """[fix/vat-rounding-regression 5d81e3b] Restore ROUND_HALF_UP for VAT lines
 1 file changed, 2 insertions(+), 2 deletions(-)
5d81e3b (HEAD -> fix/vat-rounding-regression) Restore ROUND_HALF_UP for VAT lines
9f3c2a1 (origin/main, origin/HEAD, main) Merge pull request #412 from acme/feat/pdf-footer
4e7bd90 Add configurable footer to PDF invoices
b21c8f5 Bump reportlab from 4.0.9 to 4.1.0
73ad01e Fix rounding of VAT on multi-line invoices"""
    push = """Enumerating objects: 7, done.
Counting objects: 100% (7/7), done.
Delta compression using up to 8 threads
Compressing objects: 100% (4/4), done.
Writing objects: 100% (4/4), 412 bytes | 412.00 KiB/s, done.
Total 4 (delta 3), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (3/3), completed with 3 local objects.
remote: 
remote: Create a pull request for 'fix/vat-rounding-regression' on GitHub by visiting:
remote:      https://github.com/acme/invoice-api/pull/new/fix/vat-rounding-regression
remote: 
To github.com:acme/invoice-api.git
 * [new branch]      fix/vat-rounding-regression -> fix/vat-rounding-regression
branch 'fix/vat-rounding-regression' set up to track 'origin/fix/vat-rounding-regression'."""
    turns = [
        p.run("git status", "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, working tree clean"),
        p.run("git log --oneline -n 8", log8),
        p.run('git log -S "quantize" --oneline -- invoice_api/totals.py',
              "73ad01e Fix rounding of VAT on multi-line invoices\nc88f3e7 Use Decimal for currency totals in summary endpoint"),
        p.run("git show 73ad01e --stat", show),
        p.run("git switch -c fix/vat-rounding-regression", "Switched to a new branch 'fix/vat-rounding-regression'"),
        p.run("sed -i 's/ROUND_HALF_EVEN/ROUND_HALF_UP/g' invoice_api/totals.py && git diff", diff),
        p.run('git commit -am "Restore ROUND_HALF_UP for VAT lines" && git log --oneline -n 5', commit_log),
        p.run("git push -u origin fix/vat-rounding-regression", push, duration=3.0),
        p.run("git status -sb && git log --oneline origin/main..HEAD",
              "## fix/vat-rounding-regression...origin/fix/vat-rounding-regression\n"
              "5d81e3b (HEAD -> fix/vat-rounding-regression, origin/fix/vat-rounding-regression) Restore ROUND_HALF_UP for VAT lines"),
    ]
    state = ("Host build-07 (Ubuntu 22.04), user dev, cwd ~/src/invoice-api: a clone of git@github.com:acme/invoice-api.git "
             "on branch main, clean, up to date with origin. git 2.43.0, Python 3.11, GitHub SSH key loaded. "
             "Task: find the commit that changed VAT rounding and put a fix on its own branch.")
    return dict(turns=turns, state=state, bad=True, turn=7,
                kind="short hash of an untouched commit (4e7b9d0 -> 4e7bd90) changes in a later git log")


# ---------------------------------------------------------------------------------------------------------
# 02 (clean) taskwarrior: ids renumber after completion, urgency moves with a modified due date
# ---------------------------------------------------------------------------------------------------------
def t02() -> dict[str, Any]:
    p = Pane("maya", "tern", "/home/maya")
    hdr = "ID Age   P Project     Due        Description                                          Urg "
    sep = "-- ----- - ----------- ---------- ---------------------------------------------------- ----"

    def row(i: int, age: str, pr: str, proj: str, due: str, desc: str, urg: str) -> str:
        return f"{i:>2} {age:<5} {pr:<1} {proj:<11} {due:<10} {desc:<52} {urg:>4}"

    list1 = "\n".join([
        "", hdr, sep,
        row(1, "12d", "H", "work.infra", "2024-06-14", "Rotate TLS cert on staging LB", "15.1"),
        row(2, "5d", "", "personal", "2024-06-13", "Renew passport photos", "9.5"),
        row(4, "4d", "", "home", "2024-06-18", "Call plumber about kitchen drain", "7.1"),
        row(6, "6w", "", "reading", "", "Finish 'Designing Data-Intensive Applications' ch. 9", "1.2"),
        row(3, "3w", "", "work.infra", "", "Write runbook for pg failover", "1.1"),
        row(5, "2d", "", "home.garden", "", "Prune the apple tree", "1"),
        "", "6 tasks"])
    list2 = "\n".join([
        "", hdr, sep,
        row(1, "12d", "H", "work.infra", "2024-06-14", "Rotate TLS cert on staging LB", "15.1"),
        row(6, "1min", "M", "home.garden", "2024-06-14", "Order raised bed soil", "13"),
        row(3, "4d", "", "home", "2024-06-18", "Call plumber about kitchen drain", "7.1"),
        row(5, "6w", "", "reading", "", "Finish 'Designing Data-Intensive Applications' ch. 9", "1.2"),
        row(2, "3w", "", "work.infra", "", "Write runbook for pg failover", "1.1"),
        row(4, "2d", "", "home.garden", "", "Prune the apple tree", "1"),
        "", "6 tasks"])
    info = """
Name          Value
------------- ------------------------------------------
ID            3
Description   Call plumber about kitchen drain
Status        Pending
Project       home
Entered       2024-06-08 10:02:37 (4d)
Due           2024-06-20 00:00:00
Last modified 2024-06-12 09:16:03 (14s)
Virtual tags  MONTH PENDING QUARTER READY UNBLOCKED YEAR
UUID          7e3b0c52-91d4-4f6a-b8e2-2c5d0a9f4e61
Urgency        6.16

    project      1 *    1 =      1
    due      0.429 *   12 =   5.14
    age      0.011 *    2 =  0.022
                            ------
                              6.16

Date                Modification
------------------- ---------------------------------------------------------------------
2024-06-12 09:16:03 Due changed from '2024-06-18 00:00:00' to '2024-06-20 00:00:00'."""
    summary = """
Project       Remaining Avg age Complete 0%                        100%
------------- --------- ------- -------- ------------------------------
home                  3      2d      25% =======
  garden              2      1d       0%
reading               1      6w      50% ===============
work                  2      2w      60% ==================
  infra               2      2w      60% ==================

5 projects"""
    completed = """
ID UUID     Created    Completed  Age Project    Description
-- -------- ---------- ---------- --- ---------- ---------------------------------
 - 3c1e0a9b 2024-05-02 2024-05-20 5w  work.infra Upgrade terraform to 1.8
 - 8f02d4c1 2024-05-10 2024-05-29 4w  reading    Finish 'The Phoenix Project'
 - a6e91b07 2024-05-14 2024-06-03 4w  work.infra Decommission old bastion host
 - 51d7c2e8 2024-05-21 2024-06-05 3w  work.infra Patch openssl on build agents
 - 0b4f9e63 2024-05-27 2024-06-07 2w  home       Replace smoke detector battery
 - d2a87f15 2024-06-07 2024-06-12 5d  personal   Renew passport photos

6 tasks"""
    turns = [
        p.run("task list", list1),
        p.run('task add project:home.garden priority:M due:friday "Order raised bed soil"', "Created task 7."),
        p.run("task 2 done", "Completed task 2 'Renew passport photos'.\nCompleted 1 task."),
        p.run("task list", list2),
        p.run("task 3 modify due:2024-06-20", "Modifying task 3 'Call plumber about kitchen drain'.\nModified 1 task."),
        p.run("task 3 info", info),
        p.run("task summary", summary),
        p.run("task completed", completed),
    ]
    state = ("Laptop tern (Arch Linux), user maya, cwd ~. Taskwarrior 2.6.2 with data in ~/.task (default report "
             "settings, gc on, so pending task ids are re-assigned when a report runs). Today is Wed 2024-06-12, 09:14. "
             "Task: tidy up the task list for the week.")
    return dict(turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 03 (bad) restic: a snapshot created two turns earlier is missing from a filtered listing
# ---------------------------------------------------------------------------------------------------------
def t03() -> dict[str, Any]:
    p = Pane("root", "nas-02", "/root")
    opened = "repository 2f6c1a0e opened (version 2, compression level auto)"
    rule = "------------------------------------------------------------------------"
    snaps1 = f"""{opened}
ID        Time                 Host        Tags        Paths
{rule}
3a91f0c2  2024-08-31 03:00:12  nas-02      weekly      /srv/photos
5be27d19  2024-08-31 03:41:55  nas-02      weekly      /etc
                                                       /root/.config
9c04e8aa  2024-09-07 03:00:09  nas-02      weekly      /srv/photos
f6a3b25e  2024-09-07 03:40:31  nas-02      weekly      /etc
                                                       /root/.config
1d8e3a47  2024-09-10 22:18:40  nas-02      manual      /srv/photos
{rule}
5 snapshots"""
    b1 = f"""{opened}
using parent snapshot 1d8e3a47

Files:          12 new,     3 changed, 48211 unmodified
Dirs:            2 new,    17 changed,  1408 unmodified
Added to the repository: 1.204 GiB (1.189 GiB stored)

processed 48226 files, 312.447 GiB in 0:41
snapshot 7c2f90b1 saved"""
    b2 = f"""{opened}
using parent snapshot f6a3b25e

Files:           4 new,    11 changed,  1893 unmodified
Dirs:            1 new,    23 changed,   402 unmodified
Added to the repository: 2.871 MiB (812.522 KiB stored)

processed 1908 files, 48.117 MiB in 0:01
snapshot e41a6d2c saved"""
    check = """using temporary cache in /tmp/restic-check-cache-1289374012
create exclusive lock for repository
repository 2f6c1a0e opened (version 2, compression level auto)
created new cache in /tmp/restic-check-cache-1289374012
load indexes
[0:00] 100.00%  14 / 14 index files loaded
check all packs
check snapshots, trees and blobs
[0:04] 100.00%  7 / 7 snapshots
no errors were found"""
    weekly = f"""{opened}
ID        Time                 Host        Tags        Paths
{rule}
3a91f0c2  2024-08-31 03:00:12  nas-02      weekly      /srv/photos
5be27d19  2024-08-31 03:41:55  nas-02      weekly      /etc
                                                       /root/.config
9c04e8aa  2024-09-07 03:00:09  nas-02      weekly      /srv/photos
f6a3b25e  2024-09-07 03:40:31  nas-02      weekly      /etc
                                                       /root/.config
7c2f90b1  2024-09-14 10:21:07  nas-02      weekly      /srv/photos
{rule}
5 snapshots"""
    stats = f"""{opened}
scanning...
Stats in raw-data mode:
     Snapshots processed:  7
        Total Blob Count:  1391027
 Total Uncompressed Size:  338.912 GiB
              Total Size:  331.604 GiB
    Compression Progress:  100.00%
       Compression Ratio:  1.02x
Compression Space Saving:  2.16%"""
    ls = f"""{opened}
snapshot e41a6d2c of [/etc /root/.config] filtered by [/etc/ssh] at 2024-09-14 10:22:15.380211724 +0000 UTC):
/etc
/etc/ssh
/etc/ssh/moduli
/etc/ssh/ssh_config
/etc/ssh/ssh_config.d
/etc/ssh/ssh_host_ecdsa_key
/etc/ssh/ssh_host_ecdsa_key.pub
/etc/ssh/ssh_host_ed25519_key
/etc/ssh/ssh_host_ed25519_key.pub
/etc/ssh/ssh_host_rsa_key
/etc/ssh/ssh_host_rsa_key.pub
/etc/ssh/sshd_config
/etc/ssh/sshd_config.d
/etc/ssh/sshd_config.d/10-hardening.conf"""
    turns = [
        p.run("restic snapshots", snaps1),
        p.run("restic backup /srv/photos --tag weekly", b1, duration=45.0),
        p.run("restic backup /etc /root/.config --tag weekly", b2, duration=5.0),
        p.run("restic check", check, duration=10.0),
        p.run("restic snapshots --tag weekly", weekly),
        p.run("restic stats --mode raw-data", stats, duration=8.0),
        p.run("restic ls e41a6d2c /etc/ssh", ls),
    ]
    state = ("Host nas-02 (Debian 12), root shell, cwd /root. restic 0.16.4; RESTIC_REPOSITORY=/mnt/backup/restic-repo and "
             "RESTIC_PASSWORD_FILE=/root/.restic-pass are exported. Saturday 2024-09-14, about 10:20 UTC. "
             "Task: run this week's backups by hand (the cron job failed) and verify the repository.")
    return dict(turns=turns, state=state, bad=True, turn=5,
                kind="snapshot e41a6d2c created with tag weekly (and counted by restic check) is missing from 'restic snapshots --tag weekly'")


# ---------------------------------------------------------------------------------------------------------
# 04 (clean) systemd/nginx: a restart legitimately changes the PID, the worker count, memory and 'ago' times
# ---------------------------------------------------------------------------------------------------------
def t04() -> dict[str, Any]:
    p = Pane("root", "web-03", "/root")
    title = "A high performance web server and a reverse proxy server"
    st1 = f"""● nginx.service - {title}
     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)
     Active: active (running) since Mon 2024-03-04 07:12:55 UTC; 2 days ago
       Docs: man:nginx(8)
   Main PID: 1187 (nginx)
      Tasks: 5 (limit: 9387)
     Memory: 14.2M
        CPU: 1min 22.331s
     CGroup: /system.slice/nginx.service
             ├─1187 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"
             ├─1188 "nginx: worker process"
             ├─1189 "nginx: worker process"
             ├─1190 "nginx: worker process"
             └─1191 "nginx: worker process"

Mar 04 07:12:55 web-03 systemd[1]: Starting {title}...
Mar 04 07:12:55 web-03 systemd[1]: Started {title}."""
    users_old = lambda fd: ",".join(f'("nginx",pid={pid},fd={fd})' for pid in (1191, 1190, 1189, 1188, 1187))  # noqa: E731
    ss1 = (f'LISTEN 0      511          0.0.0.0:443       0.0.0.0:*    users:({users_old(8)})\n'
           f'LISTEN 0      511          0.0.0.0:80        0.0.0.0:*    users:({users_old(6)})\n'
           f'LISTEN 0      511             [::]:80           [::]:*    users:({users_old(7)})')
    workers = "\n".join(f'             ├─{pid} "nginx: worker process"' for pid in range(48823, 48830)) + \
        '\n             └─48830 "nginx: worker process"'
    journal = f"""Mar 06 10:41:17 web-03 systemd[1]: Stopping {title}...
Mar 06 10:41:17 web-03 systemd[1]: nginx.service: Deactivated successfully.
Mar 06 10:41:17 web-03 systemd[1]: Stopped {title}.
Mar 06 10:41:17 web-03 systemd[1]: nginx.service: Consumed 1min 22.402s CPU time.
Mar 06 10:41:17 web-03 systemd[1]: Starting {title}...
Mar 06 10:41:17 web-03 systemd[1]: Started {title}."""
    st2 = f"""● nginx.service - {title}
     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)
     Active: active (running) since Wed 2024-03-06 10:41:17 UTC; 3s ago
       Docs: man:nginx(8)
    Process: 48819 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 48821 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
   Main PID: 48822 (nginx)
      Tasks: 9 (limit: 9387)
     Memory: 9.8M
        CPU: 64ms
     CGroup: /system.slice/nginx.service
             ├─48822 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"
{workers}

{journal}"""
    ps = "8\n    PID    PPID     ELAPSED   RSS CMD\n  48822       1       00:29  1764 nginx: master process /usr/sbin/nginx -g daemon on; master_process on;\n" + \
        "\n".join(f"  {pid}   48822       00:29  {5400 + (pid % 7) * 13} nginx: worker process" for pid in range(48823, 48831))
    curl = """HTTP/1.1 200 OK
Server: nginx/1.18.0 (Ubuntu)
Date: Wed, 06 Mar 2024 10:41:58 GMT
Content-Type: application/json
Content-Length: 15
Connection: keep-alive
Cache-Control: no-store"""
    st3 = """● nginx.service - A high performance web server and a reverse proxy server
     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)
     Active: active (running) since Wed 2024-03-06 10:41:17 UTC; 1min 9s ago
       Docs: man:nginx(8)
    Process: 48819 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 48821 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
   Main PID: 48822 (nginx)
      Tasks: 9 (limit: 9387)
     Memory: 11.3M
        CPU: 118ms"""
    turns = [
        p.run("systemctl status nginx --no-pager", st1),
        p.run("ss -ltnp | grep nginx", ss1),
        p.run("sed -i 's/^worker_processes 4;/worker_processes auto;/' /etc/nginx/nginx.conf && grep -n 'worker_' /etc/nginx/nginx.conf",
              "4:worker_processes auto;\n12:\tworker_connections 1024;"),
        p.run("nginx -t", "nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful"),
        p.run("systemctl restart nginx && systemctl status nginx --no-pager", st2, duration=2.0),
        p.run("nproc; ps -o pid,ppid,etime,rss,cmd -C nginx", ps),
        p.run("curl -sI http://localhost/healthz", curl),
        p.run('journalctl -u nginx --since "2024-03-06 10:00" --no-pager', journal),
        p.run("systemctl status nginx --no-pager | head -10", st3),
    ]
    state = ("Host web-03 (Ubuntu 22.04, 8 vCPU), root shell, cwd /root. nginx 1.18.0 from the Ubuntu archive, running "
             "since the last boot with a hand-edited /etc/nginx/nginx.conf that pins 'worker_processes 4;'. "
             "Wednesday 2024-03-06, 10:38 UTC. Task: let nginx size its worker pool to the CPU count and restart it safely.")
    return dict(turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 05 (bad) docker: a removed container reappears in a later listing
# ---------------------------------------------------------------------------------------------------------
def t05() -> dict[str, Any]:
    p = Pane("ops", "ci-runner-4", "/home/ops")
    fmt = "docker ps -a --format 'table {{.ID}}\\t{{.Image}}\\t{{.Status}}\\t{{.Names}}'"
    head = ["CONTAINER ID", "IMAGE", "STATUS", "NAMES"]
    keep = [
        ["e2a4c91f7b30", "gitlab/gitlab-runner:v16.6.1", "Up 6 days", "gitlab-runner"],
        ["71bd0e8a5c64", "registry:2.8.3", "Up 6 days", "local-registry"],
        ["5f09d3b2a8e1", "prom/node-exporter:v1.7.0", "Up 6 days", "node-exporter"],
    ]
    gone = [
        ["4b1e0c7d92aa", "node:18-bullseye", "Exited (0) 2 weeks ago", "runner-job-8790-build"],
        ["9d3f62a1e0b8", "python:3.11-slim", "Exited (1) 9 days ago", "runner-job-8804-test"],
        ["c07a5e11f4d2", "docker:24.0.7-dind", "Exited (137) 3 days ago", "runner-job-8812-dind"],
    ]
    busy = ["a83c6f0e2d17", "busybox:1.36", "Exited (0) 5 weeks ago", "nostalgic_hopper"]
    ps1 = cols([head] + keep + gone + [busy])
    ps2 = cols([head] + keep + [gone[2], busy])
    prune_lines = ["Deleted Images:"]
    for img in ("node:18-bullseye", "python:3.11-slim", "docker:24.0.7-dind", "alpine/git:2.43.0"):
        name = img.split(":")[0]
        prune_lines.append(f"untagged: {img}")
        prune_lines.append(f"untagged: {name}@sha256:{hx('digest' + img)}")
        for k in range(3 if "alpine" not in img else 1):
            prune_lines.append(f"deleted: sha256:{hx('layer' + img + str(k))}")
    prune_lines += ["", "Total reclaimed space: 2.31GB"]
    sysdf = """TYPE            TOTAL     ACTIVE    SIZE      RECLAIMABLE
Images          4         4         1.482GB   0B (0%)
Containers      4         3         118.4MB   0B (0%)
Local Volumes   9         3         1.906GB   412.6MB (21%)
Build Cache     0         0         0B        0B"""
    anon = [hx("vol" + str(i)) for i in range(3)]
    dangling = ["runner-8790-cache", "runner-8804-cache", "runner-8812-cache"]
    vols = "DRIVER    VOLUME NAME\n" + "\n".join(f"local     {v}" for v in sorted(anon + dangling))
    vprune = "Deleted Volumes:\n" + "\n".join(sorted(anon + dangling)) + "\n\nTotal reclaimed space: 412.6MB"
    df = "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme0n1p1  194G  121G   74G  63% /"
    turns = [
        p.run(fmt, ps1),
        p.run("docker rm 4b1e0c7d92aa 9d3f62a1e0b8 c07a5e11f4d2", "4b1e0c7d92aa\n9d3f62a1e0b8\nc07a5e11f4d2"),
        p.run('docker image prune -a --filter "until=168h" -f', "\n".join(prune_lines), duration=6.0),
        p.run("docker system df", sysdf),
        p.run("docker volume ls -f dangling=true", vols),
        p.run(fmt, ps2),
        p.run("docker volume prune -a -f", vprune, duration=3.0),
        p.run("df -h /var/lib/docker", df),
    ]
    state = ("Host ci-runner-4 (Ubuntu 22.04), user ops (in the docker group), cwd ~. Docker Engine 24.0.7 with the "
             "GitLab runner, a local registry and node-exporter running; leftover job containers from old CI runs. "
             "Task: clean out old job containers, images and volumes without touching the three long-running services.")
    return dict(turns=turns, state=state, bad=True, turn=6,
                kind="container c07a5e11f4d2 removed with docker rm (system df then counts 4) is listed again by docker ps -a")


# ---------------------------------------------------------------------------------------------------------
# 06 (clean) rclone: object counts and sizes follow a sync; lsl, lsf and size are different views of it
# ---------------------------------------------------------------------------------------------------------
def t06() -> dict[str, Any]:
    p = Pane("kai", "darkroom", "/home/kai")
    dst = "b2-archive:photo-archive/2024"
    dry = """2024/09/22 18:04:11 NOTICE: 09/C0412.MP4: Skipped copy as --dry-run is set (size 612.299Mi)
2024/09/22 18:04:11 NOTICE: 09/C0413.MP4: Skipped copy as --dry-run is set (size 743.892Mi)
2024/09/22 18:04:11 NOTICE: 09/DSC_8813.NEF: Skipped copy as --dry-run is set (size 99.928Mi)
2024/09/22 18:04:12 NOTICE: 09/DSC_8790.NEF: Skipped delete as --dry-run is set (size 48.211Mi)
2024/09/22 18:04:12 NOTICE: 
Transferred:   	    1.422 GiB / 1.422 GiB, 100%, 0 B/s, ETA -
Checks:             18412 / 18412, 100%
Deleted:                1 (files), 0 (dirs), 48.211 MiB (freed)
Transferred:            3 / 3, 100%
Elapsed time:         9.8s"""
    real = """Transferred:   	    1.422 GiB / 1.422 GiB, 100%, 36.118 MiB/s, ETA 0s
Checks:             18412 / 18412, 100%
Deleted:                1 (files), 0 (dirs), 48.211 MiB (freed)
Transferred:            3 / 3, 100%
Elapsed time:        51.2s"""
    lsl = """ 50121344 2024-09-19 14:22:41.000000000 DSC_8809.NEF
 49877012 2024-09-19 14:23:05.000000000 DSC_8810.NEF
642041603 2024-09-21 11:07:52.000000000 C0412.MP4
780027090 2024-09-21 11:31:18.000000000 C0413.MP4
104781656 2024-09-21 16:45:03.000000000 DSC_8813.NEF"""
    lsf = """C0405.MP4;588113920
C0406.MP4;301989888
C0412.MP4;642041603
C0413.MP4;780027090"""
    check = """2024/09/22 18:07:40 NOTICE: B2 bucket photo-archive path 2024: 0 differences found
2024/09/22 18:07:40 NOTICE: B2 bucket photo-archive path 2024: 18414 matching files"""
    turns = [
        p.run("rclone listremotes", "b2-archive:\ncrypt-archive:\ngdrive-shared:"),
        p.run(f"rclone size {dst}", "Total objects: 18.412k (18412)\nTotal size: 402.116 GiB (431768412377 Byte)", duration=6.0),
        p.run(f"rclone sync /data/raw/2024 {dst} --dry-run", dry, duration=12.0),
        p.run(f"rclone sync /data/raw/2024 {dst} --transfers 8 --progress", real, duration=60.0),
        p.run(f"rclone size {dst}", "Total objects: 18.414k (18414)\nTotal size: 403.491 GiB (433244709706 Byte)", duration=6.0),
        p.run(f"rclone lsl {dst}/09 | sort -k2,3 | tail -5", lsl, duration=3.0),
        p.run(f'rclone lsf --format "ps" --include "C04*" {dst}/09', lsf, duration=3.0),
        p.run(f"rclone check /data/raw/2024 {dst} --one-way", check, duration=40.0),
    ]
    state = ("Workstation darkroom (Fedora 40), user kai, cwd ~. rclone v1.66.0 with remotes configured in "
             "~/.config/rclone/rclone.conf (b2-archive is Backblaze B2). Local photos and clips live under /data/raw/2024; "
             "file modification times come from the cameras' import. Sunday 2024-09-22, 18:03. Task: mirror this "
             "year's raw folder to the B2 archive and verify it.")
    return dict(turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 07 (bad) zfs: a snapshot's REFER (immutable) changes after new data lands in the live dataset
# ---------------------------------------------------------------------------------------------------------
def t07() -> dict[str, Any]:
    p = Pane("root", "tank-01", "/root")
    disks = ["5QGZ1ABC", "5QGZ2K7D", "5QH03LMX", "5QH0A9TP", "8CJW4RZE", "8CJW5XUY"]
    zst = "  pool: tank\n state: ONLINE\n  scan: scrub repaired 0B in 05:12:44 with 0 errors on Sun Oct 13 05:36:45 2024\nconfig:\n\n" + \
        "\tNAME                                      STATE     READ WRITE CKSUM\n" + \
        "\ttank                                      ONLINE       0     0     0\n" + \
        "\t  raidz2-0                                ONLINE       0     0     0\n" + \
        "\n".join(f"\t    ata-WDC_WD120EFBX-68B0EN0_{d}      ONLINE       0     0     0" for d in disks) + \
        "\n\nerrors: No known data errors"
    zl = """NAME                  USED  AVAIL  REFER  MOUNTPOINT
tank                 31.8T  9.12T   230K  /tank
tank/data            28.4T  9.12T   192K  /tank/data
tank/data/media      27.7T  9.12T  27.7T  /tank/data/media
tank/data/projects    702G  9.12T   684G  /tank/data/projects
tank/home            1.12T  9.12T  1.12T  /tank/home
tank/vm              2.31T  9.12T    96K  /tank/vm
tank/vm/k3s-node1     812G  9.12T   812G  -
tank/vm/k3s-node2     798G  9.12T   798G  -
tank/vm/win11-build   744G  9.12T   744G  -"""
    sh = "NAME                                                    USED  REFER  CREATION"

    def snaps(new_used: str, new_refer: str) -> str:
        return "\n".join([
            sh,
            "tank/data/projects@autosnap_2024-10-14_00:00:01_weekly  6.21G   671G  Mon Oct 14  0:00 2024",
            "tank/data/projects@autosnap_2024-10-19_00:00:02_daily   1.88G   679G  Sat Oct 19  0:00 2024",
            "tank/data/projects@autosnap_2024-10-20_00:00:01_daily   2.47G   682G  Sun Oct 20  0:00 2024",
            "tank/data/projects@autosnap_2024-10-21_00:00:02_daily    412M   684G  Mon Oct 21  0:00 2024",
            f"tank/data/projects@pre-migrate-2024-10-21             {new_used:>6}  {new_refer:>5}  Mon Oct 21 14:08 2024",
        ])
    comp = """NAME                PROPERTY       VALUE           SOURCE
tank/data/projects  compression    zstd            local
tank/data/projects  compressratio  1.31x           -"""
    rsync = " 41,229,871,104 100%  212.44MB/s    0:03:05 (xfr#8812, to-chk=0/9140)"
    zl2 = "NAME                 USED  AVAIL  REFER  MOUNTPOINT\ntank/data/projects   731G  9.09T   713G  /tank/data/projects"
    zdiff = """M\t/tank/data/projects/
+\t/tank/data/projects/import
+\t/tank/data/projects/import/2024-Q3
+\t/tank/data/projects/import/2024-Q3/client-hartmann
+\t/tank/data/projects/import/2024-Q3/client-hartmann/site-survey.dwg
+\t/tank/data/projects/import/2024-Q3/client-hartmann/site-survey_rev2.dwg
+\t/tank/data/projects/import/2024-Q3/client-hartmann/photos
+\t/tank/data/projects/import/2024-Q3/client-hartmann/photos/IMG_4410.JPG
+\t/tank/data/projects/import/2024-Q3/client-hartmann/photos/IMG_4411.JPG
+\t/tank/data/projects/import/2024-Q3/client-hartmann/photos/IMG_4412.JPG"""
    zget = "used\t731G\navailable\t9.09T\nreferenced\t713G\ncompressratio\t1.31x"
    turns = [
        p.run("zpool status tank", zst),
        p.run("zfs list -o name,used,avail,refer,mountpoint -r tank", zl),
        p.run("zfs snapshot tank/data/projects@pre-migrate-2024-10-21", ""),
        p.run("zfs list -t snapshot -o name,used,refer,creation -r tank/data/projects", snaps("0B", "684G")),
        p.run("zfs set compression=zstd tank/data/projects && zfs get compression,compressratio tank/data/projects", comp),
        p.run("rsync -a --info=progress2 /srv/import/ /tank/data/projects/import/", rsync, duration=190.0),
        p.run("zfs list -o name,used,avail,refer,mountpoint tank/data/projects", zl2),
        p.run("zfs diff tank/data/projects@pre-migrate-2024-10-21 | head", zdiff, duration=4.0),
        p.run("zfs list -t snapshot -o name,used,refer,creation -r tank/data/projects", snaps("1.02M", "694G")),
        p.run("zfs get -H -o property,value used,available,referenced,compressratio tank/data/projects", zget),
    ]
    state = ("Host tank-01 (Ubuntu 24.04), root shell, cwd /root. OpenZFS 2.2.2; pool tank is a 6-disk raidz2 with "
             "sanoid taking daily/weekly autosnaps at midnight. /srv/import holds 41 GB of project files to be moved into "
             "tank/data/projects. Monday 2024-10-21, 14:07. Task: snapshot the dataset, switch it to zstd and import the files.")
    return dict(turns=turns, state=state, bad=True, turn=9,
                kind="REFER of snapshot @pre-migrate (684G at creation) reads 694G later; a snapshot's referenced size cannot change")


# ---------------------------------------------------------------------------------------------------------
# 08 (clean) git: a rebase and an amend legitimately rewrite commit hashes; relative dates keep author dates
# ---------------------------------------------------------------------------------------------------------
def t08() -> dict[str, Any]:
    p = Pane("lena", "devbox", "/home/lena/work/shipping-calc")
    graph = """* 6d1f0a2 (HEAD -> feature/zones, origin/feature/zones) Add zone surcharge table for remote areas
* 2b7e94c Extract ZoneResolver from RateCalculator
* 91ac3f5 Add failing tests for zone lookup by postcode
* 0e4d8b7 (origin/main, origin/HEAD, main) Pin pytest to 8.0.x
*   c5a21e9 Merge pull request #88 from shipco/fix/weight-rounding
|\\  """
    fetch = """remote: Enumerating objects: 14, done.
remote: Counting objects: 100% (14/14), done.
remote: Compressing objects: 100% (6/6), done.
remote: Total 9 (delta 5), reused 7 (delta 3), pack-reused 0
Unpacking objects: 100% (9/9), 2.41 KiB | 617.00 KiB/s, done.
From github.com:shipco/shipping-calc
   0e4d8b7..f3a9c12  main       -> origin/main"""
    log = """e1c74d9 (HEAD -> feature/zones) Add zone surcharge table for remote areas
48f2b60 Extract ZoneResolver from RateCalculator
a09d3e1 Add failing tests for zone lookup by postcode
f3a9c12 (origin/main, origin/HEAD) Merge pull request #91 from shipco/feat/currency-eur
7b05d6e Add EUR currency formatting helper
0e4d8b7 (main) Pin pytest to 8.0.x"""
    pytest = "." * 56 + " " * 18 + "[100%]\n56 passed in 2.31s"
    amend = """[feature/zones 9b3d2f7] Add zone surcharge table for remote areas
 Date: Fri Feb 9 16:44:03 2024 +0100
 2 files changed, 41 insertions(+)
 create mode 100644 shipping_calc/data/zone_surcharges.csv"""
    fuller = """commit 9b3d2f7c0a81e4d6b25f93e7a1c04d8f6e2b5a90 (HEAD -> feature/zones)
Author:     Lena Vogt <lena.vogt@shipco.dev>
AuthorDate: Fri Feb 9 16:44:03 2024 +0100
Commit:     Lena Vogt <lena.vogt@shipco.dev>
CommitDate: Tue Feb 13 11:08:27 2024 +0100

    Add zone surcharge table for remote areas

 CHANGELOG.md                           |  3 +++
 shipping_calc/data/zone_surcharges.csv | 38 ++++++++++++++++++++++++++++++++++++++
 2 files changed, 41 insertions(+)"""
    push = """Enumerating objects: 19, done.
Counting objects: 100% (19/19), done.
Delta compression using up to 12 threads
Compressing objects: 100% (12/12), done.
Writing objects: 100% (13/13), 3.87 KiB | 3.87 MiB/s, done.
Total 13 (delta 7), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (7/7), completed with 4 local objects.
To github.com:shipco/shipping-calc.git
 + 6d1f0a2...9b3d2f7 feature/zones -> feature/zones (forced update)"""
    rel = """9b3d2f7 4 days ago     Add zone surcharge table for remote areas
48f2b60 4 days ago     Extract ZoneResolver from RateCalculator
a09d3e1 5 days ago     Add failing tests for zone lookup by postcode
f3a9c12 2 hours ago    Merge pull request #91 from shipco/feat/currency-eur
7b05d6e 26 hours ago   Add EUR currency formatting helper"""
    turns = [
        p.run("git log --oneline --graph -n 5", graph),
        p.run("git fetch origin", fetch, duration=2.0),
        p.run("git log --oneline main..origin/main",
              "f3a9c12 Merge pull request #91 from shipco/feat/currency-eur\n7b05d6e Add EUR currency formatting helper"),
        p.run("git rebase origin/main", "Successfully rebased and updated refs/heads/feature/zones."),
        p.run("git log --oneline -n 6", log),
        p.run("python -m pytest -q", pytest, duration=5.0),
        p.run("printf '%s\\n' '' '### Added' '- Zone surcharges for remote postcodes (AU, NZ, NO islands)' >> CHANGELOG.md && "
              "git add CHANGELOG.md && git commit --amend --no-edit", amend),
        p.run("git show --stat --format=fuller HEAD", fuller),
        p.run("git push --force-with-lease", push, duration=3.0),
        p.run("git status -sb", "## feature/zones...origin/feature/zones"),
        p.run("git log --format='%h %<(14)%ar %s' -n 5", rel),
    ]
    state = ("Host devbox (Debian 12), user lena, cwd ~/work/shipping-calc on branch feature/zones (3 commits on top of "
             "main, already pushed for review). git 2.43.0, Python 3.12 virtualenv active. Tuesday 2024-02-13, 11:05 CET. "
             "Task: rebase the feature branch on the updated main, add a changelog entry to the last commit and update the PR.")
    return dict(turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 09 (bad) psql: a plan the operator updated reads back with its old value
# ---------------------------------------------------------------------------------------------------------
def t09() -> dict[str, Any]:
    p = Pane("dba", "pg-main-01", "/home/dba")
    dt = psql_table(["Schema", "Name", "Type", "Owner"], [
        ["public", n, "table", "billing"] for n in ("accounts", "audit_log", "credit_grants", "invoices", "plans", "usage_daily")
    ], title="List of relations")
    acc_cols = ["id", "email", "plan", "credit_cents", "updated_at"]
    before = [
        ["40815", "finance@nordwind-logistik.de", "team", "0", "2024-02-11 08:14:52.118305+00"],
        ["40817", "ops@nordwind-logistik.de", "team", "6250", "2024-04-30 16:02:09.77412+00"],
        ["40822", "jan.berger@nordwind-logistik.de", "starter", "0", "2024-03-02 10:40:31.006781+00"],
    ]
    after = [before[0], ["40817", "ops@nordwind-logistik.de", "team", "31250", "2024-05-16 13:05:41.220518+00"], before[2]]
    sel = "psql -d billing -c \"SELECT id, email, plan, credit_cents, updated_at FROM accounts WHERE email LIKE '%@nordwind-logistik.de' ORDER BY id;\""
    ins = psql_table(["id", "created_at"], [["99132", "2024-05-16 13:06:20.402913+00"]], right={0}) + "\n\nINSERT 0 1"
    upd = psql_table(["credit_cents"], [["31250"]], right={0}) + "\n\nUPDATE 1"
    cnt = psql_table(["count", "sum"], [["3", "41250"]], right={0, 1})
    act = psql_table(["pid", "state", "query_start", "left"],
                     [["771204", "active", "2024-05-16 13:07:02.551908+00", "SELECT pid, state, query_start, left(que"]], right={0})
    audit = psql_table(["action", "old_value", "new_value", "changed_at"], [
        ["credit_cents", "6250", "31250", "2024-05-16 13:06:44.81735+00"],
        ["plan", "team", "business", "2024-05-16 13:05:41.220518+00"],
        ["email_verified", "f", "t", "2024-04-30 16:02:09.77412+00"],
    ])
    rec = [("id", "40817"), ("email", "ops@nordwind-logistik.de"), ("plan", "business"), ("credit_cents", "31250"),
           ("billing_country", "DE"), ("vat_id", "DE298311407"), ("seats", "14"), ("email_verified", "t"),
           ("created_at", "2023-09-04 11:20:13.50442+00"), ("updated_at", "2024-05-16 13:05:41.220518+00")]
    xw = max(len(k) for k, _ in rec)
    vw = max(len(v) for _, v in rec)
    expanded = "Expanded display is on.\n" + ("-[ RECORD 1 ]" + "-" * (xw + 1 - 13)) + "+" + "-" * (vw + 1) + "\n" + \
        "\n".join(f"{k.ljust(xw)} | {v}" for k, v in rec)
    turns = [
        p.run('psql -d billing -c "\\dt"', dt),
        p.run(sel, psql_table(acc_cols, before, right={0, 3})),
        p.run("psql -d billing -c \"BEGIN; UPDATE accounts SET plan = 'business', updated_at = now() WHERE id = 40817; COMMIT;\"",
              "BEGIN\nUPDATE 1\nCOMMIT"),
        p.run("psql -d billing -c \"INSERT INTO credit_grants (account_id, amount_cents, reason, granted_by) VALUES "
              "(40817, 25000, 'SLA breach INC-2291', 'dba') RETURNING id, created_at;\"", ins),
        p.run('psql -d billing -c "UPDATE accounts SET credit_cents = credit_cents + 25000 WHERE id = 40817 RETURNING credit_cents;"', upd),
        p.run('psql -d billing -c "SELECT count(*), sum(amount_cents) FROM credit_grants WHERE account_id = 40817;"', cnt),
        p.run("psql -d billing -c \"SELECT pid, state, query_start, left(query, 40) FROM pg_stat_activity WHERE datname = 'billing' AND state <> 'idle';\"", act),
        p.run(sel, psql_table(acc_cols, after, right={0, 3})),
        p.run('psql -d billing -c "SELECT action, old_value, new_value, changed_at FROM audit_log WHERE account_id = 40817 ORDER BY changed_at DESC LIMIT 3;"', audit),
        p.run('psql -d billing -c "\\x" -c "SELECT * FROM accounts WHERE id = 40817;"', expanded),
    ]
    state = ("Host pg-main-01 (Debian 12), user dba, cwd ~. psql 15.6 talking to the "
             "local PostgreSQL 15 cluster; PGUSER=dba with write access to database billing; no other session touches these "
             "rows. Thursday 2024-05-16, about 13:05 UTC. Ticket: move the Nordwind ops account (id 40817) to the business "
             "plan and grant a 250.00 EUR SLA credit.")
    return dict(turns=turns, state=state, bad=True, turn=8,
                kind="account 40817's plan, committed as 'business' in turn 3, reads back 'team' while its other updated fields show the new values")


# ---------------------------------------------------------------------------------------------------------
# 10 (clean) consul: KV ModifyIndex and raft indexes move forward; the value changes because the agent wrote it
# ---------------------------------------------------------------------------------------------------------
def t10() -> dict[str, Any]:
    p = Pane("ops", "consul-bastion", "/home/ops")
    members = cols([
        ["Node", "Address", "Status", "Type", "Build", "Protocol", "DC", "Segment"],
        ["consul-srv-1", "10.20.0.11:8301", "alive", "server", "1.17.1", "2", "fra1", "<all>"],
        ["consul-srv-2", "10.20.0.12:8301", "alive", "server", "1.17.1", "2", "fra1", "<all>"],
        ["consul-srv-3", "10.20.0.13:8301", "alive", "server", "1.17.1", "2", "fra1", "<all>"],
        ["app-fra1-01", "10.20.4.21:8301", "alive", "client", "1.17.1", "2", "fra1", "<default>"],
        ["app-fra1-02", "10.20.4.22:8301", "alive", "client", "1.17.1", "2", "fra1", "<default>"],
        ["app-fra1-03", "10.20.4.23:8301", "alive", "client", "1.17.1", "2", "fra1", "<default>"],
        ["edge-fra1-01", "10.20.2.5:8301", "alive", "client", "1.17.1", "2", "fra1", "<default>"],
    ], gap=2)
    key = "config/checkout/feature_flags"

    def kv(modify: int, value: str) -> str:
        return cols([["CreateIndex", "81234"], ["Flags", "0"], ["Key", key], ["LockIndex", "0"],
                     ["ModifyIndex", str(modify)], ["Session", "-"], ["Value", value]], gap=6)
    old = '{"new_tax_engine":false,"express_pay":false}'
    new = '{"new_tax_engine":true,"express_pay":false}'
    services = cols([["checkout", "http,v2.14.0"], ["consul", ""], ["inventory", "grpc,v1.9.3"],
                     ["payments", "http,pci,v3.2.1"], ["traefik", "edge"]], gap=9)
    health = "app-fra1-01 checkout-app-fra1-01-8080 8080\napp-fra1-02 checkout-app-fra1-02-8080 8080\napp-fra1-03 checkout-app-fra1-03-8080 8080"
    peers = cols([
        ["Node", "ID", "Address", "State", "Voter", "RaftProtocol", "Commit Index", "Trails Leader By"],
        ["consul-srv-2", "5d0c2e7a-41b9-8f3e-2a66-0c9d41e7b812", "10.20.0.12:8300", "leader", "true", "3", "90402", "-"],
        ["consul-srv-1", "a3f19b02-7c5e-d410-98b3-6e2f0a4c1d57", "10.20.0.11:8300", "follower", "true", "3", "90402", "0 commits"],
        ["consul-srv-3", "e8b47d61-0a2c-3f95-c7e1-24d8b9f6a030", "10.20.0.13:8300", "follower", "true", "3", "90401", "1 commits"],
    ], gap=2)
    info = "\tcommit_index = 90417\n\tlast_log_index = 90417\n\tapplied_index = 90417\n\tleader = false\n\tleader_addr = 10.20.0.12:8300"
    turns = [
        p.run("consul members", members),
        p.run(f"consul kv get -detailed {key}", kv(90211, old)),
        p.run(f"consul kv put {key} '{new}'", f"Success! Data written to: {key}"),
        p.run(f"consul kv get -detailed {key}", kv(90388, new)),
        p.run("consul catalog services -tags", services),
        p.run("curl -s \"$CONSUL_HTTP_ADDR/v1/health/service/checkout?passing\" | jq -r '.[] | \"\\(.Node.Node) \\(.Service.ID) \\(.Service.Port)\"'", health),
        p.run("consul operator raft list-peers", peers),
        p.run("consul info | grep -E 'commit_index|last_log_index|applied_index|leader'", info),
    ]
    state = ("Host consul-bastion (Ubuntu 22.04), user ops, cwd ~. consul v1.17.1 CLI with CONSUL_HTTP_ADDR=http://10.20.0.11:8500 "
             "(agent on consul-srv-1) and a management token in CONSUL_HTTP_TOKEN. Datacenter fra1 is live: other services "
             "write KV and health updates continuously. Task: switch on the new tax engine flag for checkout and confirm the cluster is healthy.")
    return dict(turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 11 (bad) ledger: an account balance changes between two reports of an untouched journal
# ---------------------------------------------------------------------------------------------------------
def reg_line(date: str, payee: str, acct: str, amt: str, total: str) -> str:
    return f"{date} {payee:<22} {acct:<22} {amt:>12} {total:>12}"


def t11() -> dict[str, Any]:
    p = Pane("sam", "ledgerbox", "/home/sam/finance")
    bal = """             $858.92  Expenses
             $598.87    Food
             $186.50      Dining
             $412.37      Groceries
              $38.97    Subscriptions
              $94.20    Transport
             $126.88    Utilities
              $71.88      Electric
              $55.00      Internet
--------------------
             $858.92"""
    groc = [("24-Oct-02", "Lidl", "54.18"), ("24-Oct-05", "Farmers Market", "23.50"), ("24-Oct-09", "Trader Joe's", "81.42"),
            ("24-Oct-14", "Lidl", "47.95"), ("24-Oct-18", "Costco", "118.63"), ("24-Oct-23", "Farmers Market", "19.00"),
            ("24-Oct-27", "Lidl", "39.27"), ("24-Oct-30", "Whole Foods", "28.42")]
    lines, run = [], 0
    for d, payee, amt in groc:
        run += round(float(amt) * 100)
        lines.append(reg_line(d, payee, "Ex:Food:Groceries", f"${amt}", f"${run / 100:,.2f}"))
    reg = "\n".join(lines)
    food = """             $607.87  Expenses:Food
             $186.50    Dining
             $421.37    Groceries
--------------------
             $607.87"""
    assets = """          $14,203.55  Assets
           $2,353.55    Checking:Chase
          $11,850.00    Savings:ING
          $-1,126.40  Liabilities:Visa
--------------------
          $13,077.15"""
    stats = """Time period: 24-Jan-01 to 24-Oct-31 (304 days)

  Files these postings came from:
    /home/sam/finance/2024.ledger

  Unique payees:                 87
  Unique accounts:               29

  Number of postings:           694 (2.3 per day)
  Uniq. postings:               312

  Days since last post:           3
  Posts in last 7 days:           6
  Posts in last 30 days:         58
  Posts seen this month:          0"""
    tr, run = [], 0
    for d, payee, acct, amt in [("24-Oct-01", "Clipper Card reload", "Ex:Transport", "50.00"), ("24-Oct-12", "Lyft", "Ex:Transport", "18.70"),
                                ("24-Oct-25", "Shell", "Ex:Transport", "25.50")]:
        run += round(float(amt) * 100)
        tr.append(reg_line(d, payee, acct, f"${amt}", f"${run / 100:,.2f}"))
    turns = [
        p.run('ledger -f 2024.ledger bal Expenses --period "oct 2024"', bal),
        p.run('ledger -f 2024.ledger reg Groceries --period "oct 2024"', reg),
        p.run("grep -c '^2024/10' 2024.ledger", "31"),
        p.run('ledger -f 2024.ledger bal Food --period "oct 2024"', food),
        p.run("ledger -f 2024.ledger bal Assets Liabilities", assets),
        p.run("ledger -f 2024.ledger stats", stats),
        p.run('ledger -f 2024.ledger reg Transport --period "oct 2024"', "\n".join(tr)),
    ]
    state = ("Host ledgerbox (Debian 12), user sam, cwd ~/finance holding 2024.ledger (plain-text double-entry journal, "
             "edited only by hand; nothing writes to it during this session). ledger 3.3.2. Sunday 2024-11-03. "
             "Task: review October spending before the monthly budget call.")
    return dict(turns=turns, state=state, bad=True, turn=4,
                kind="October Groceries balance $412.37 (bal and register agree) reads $421.37 in a later report with no journal edit")


# ---------------------------------------------------------------------------------------------------------
# 12 (clean) postgres: rows move between tables, sizes keep or change units, stats are estimates
# ---------------------------------------------------------------------------------------------------------
def t12() -> dict[str, Any]:
    p = Pane("root", "pg-analytics", "/root")
    sp = "sudo -u postgres psql -d analytics"
    dtp_cols = ["Schema", "Name", "Type", "Owner", "Persistence", "Access method", "Size", "Description"]

    def dtp(arch: str) -> str:
        return psql_table(dtp_cols, [["public", "events", "table", "metrics", "permanent", "heap", "11 GB", ""],
                                     ["public", "events_archive", "table", "metrics", "permanent", "heap", arch, ""]],
                          title="List of relations")
    df1 = "Filesystem      Size  Used Avail Use% Mounted on\n/dev/sdb1       500G  214G  287G  43% /var/lib/postgresql"
    df2 = "Filesystem      Size  Used Avail Use% Mounted on\n/dev/sdb1       500G  223G  278G  45% /var/lib/postgresql"
    vac = """INFO:  vacuuming "analytics.public.events"
INFO:  finished vacuuming "analytics.public.events": index scans: 1
pages: 0 removed, 1481216 remain, 1481216 scanned (100.00% of total)
tuples: 18204331 removed, 23674102 remain, 0 are dead but not yet removable
removable cutoff: 9812044, which was 0 XIDs old when operation ended
new relfrozenxid: 9790311, which is 1203 XIDs ahead of previous value
frozen: 0 pages from table (0.00% of total) had 0 tuples frozen
index scan needed: 643997 pages from table (43.48% of total) had 18204331 dead item identifiers removed
index "events_pkey": pages: 115342 in total, 50127 newly deleted, 50127 currently deleted, 0 reusable
index "events_created_at_idx": pages: 98211 in total, 42690 newly deleted, 42690 currently deleted, 0 reusable
index "events_account_id_idx": pages: 77803 in total, 31288 newly deleted, 31288 currently deleted, 0 reusable
I/O timings: read: 48211.334 ms, write: 9120.556 ms
avg read rate: 94.118 MB/s, avg write rate: 31.004 MB/s
buffer usage: 1488912 hits, 1512399 misses, 498127 dirtied
WAL usage: 2417883 records, 498011 full page images, 1402339127 bytes
system usage: CPU: user: 41.02 s, system: 11.88 s, elapsed: 125.61 s
INFO:  analyzing "public.events"
INFO:  "events": scanned 30000 of 1481216 pages, containing 479441 live rows and 0 dead rows; 30000 rows in sample, 23671284 estimated total rows
VACUUM"""
    stat = psql_table(["relname", "n_live_tup", "n_dead_tup", "last_vacuum", "last_autoanalyze"], [
        ["events", "23671284", "0", "2024-07-02 10:19:48.204117+00", "2024-06-30 03:12:09.551082+00"],
        ["events_archive", "27318907", "0", "", "2024-07-02 10:18:02.41776+00"],
    ], right={1, 2})
    counts = psql_table(["count"], [["23673571"]], right={0}) + "\n\n" + psql_table(["count"], [["27316376"]], right={0})
    total = psql_table(["pg_size_pretty", "pg_total_relation_size"], [["14 GB", "15141126144"]], right={1})
    turns = [
        p.run(f'{sp} -c "\\dt+ events*"', dtp("3412 MB")),
        p.run("df -h /var/lib/postgresql", df1),
        p.run(f"{sp} -c \"SELECT count(*) FROM events WHERE created_at < '2024-01-01';\"",
              psql_table(["count"], [["18204331"]], right={0}), duration=20.0),
        p.run(f"{sp} -c \"WITH moved AS (DELETE FROM events WHERE created_at < '2024-01-01' RETURNING *) INSERT INTO events_archive SELECT * FROM moved;\"",
              "INSERT 0 18204331", duration=420.0),
        p.run(f'{sp} -c "SELECT count(*) FROM events;" -c "SELECT count(*) FROM events_archive;"', counts, duration=30.0),
        p.run(f'{sp} -c "VACUUM (VERBOSE, ANALYZE) events;"', vac, duration=130.0),
        p.run(f'{sp} -c "\\dt+ events*"', dtp("10228 MB")),
        p.run(f"{sp} -c \"SELECT relname, n_live_tup, n_dead_tup, last_vacuum, last_autoanalyze FROM pg_stat_user_tables WHERE relname LIKE 'events%' ORDER BY relname;\"", stat),
        p.run(f"{sp} -c \"SELECT pg_size_pretty(pg_total_relation_size('events')), pg_total_relation_size('events');\"", total),
        p.run("df -h /var/lib/postgresql", df2),
    ]
    state = ("Host pg-analytics (Ubuntu 22.04), root shell, cwd /root. PostgreSQL 16.3, database analytics owned by role metrics; "
             "autovacuum on; the ingest service keeps inserting current events. Tuesday 2024-07-02, 10:05 UTC. "
             "Task: move events older than 2024 into events_archive and vacuum events.")
    return dict(turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 13 (bad) kubectl: the random suffix of an untouched pod's name drifts
# ---------------------------------------------------------------------------------------------------------
def t13() -> dict[str, Any]:
    p = Pane("ci", "k8s-admin", "/home/ci")
    ns = "-n payments"
    n37, n12, n24 = ("ip-10-0-37-142.eu-west-1.compute.internal", "ip-10-0-12-88.eu-west-1.compute.internal",
                     "ip-10-0-24-203.eu-west-1.compute.internal")
    deploy = cols([["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE"], ["ledger-worker", "1/1", "1", "1", "41d"],
                   ["payments-api", "2/2", "2", "2", "41d"], ["webhook-relay", "2/2", "2", "2", "17d"]])
    wide_head = ["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES"]
    api = [
        ["payments-api-7c9d5f6b8-4xkqz", "1/1", "Running", "0", "6d", "10.42.3.117", n37, "<none>", "<none>"],
        ["payments-api-7c9d5f6b8-h8v9n", "1/1", "Running", "0", "38s", "10.42.1.64", n12, "<none>", "<none>"],
        ["payments-api-7c9d5f6b8-m2trp", "1/1", "Running", "0", "6d", "10.42.2.203", n24, "<none>", "<none>"],
    ]
    top = cols([["NAME", "CPU(cores)", "MEMORY(bytes)"], ["payments-api-7c9d5f6b8-4xkqz", "212m", "418Mi"],
                ["payments-api-7c9d5f6b8-h8v9n", "388m", "301Mi"], ["payments-api-7c9d5f6b8-m2trp", "197m", "426Mi"]])
    logs = """{"level":"info","ts":"2024-08-27T09:41:12.403Z","msg":"loading config","env":"prod-eu","version":"v3.2.1"}
{"level":"info","ts":"2024-08-27T09:41:12.417Z","msg":"connecting to postgres","host":"payments-db.payments.svc","pool_max":20}
{"level":"info","ts":"2024-08-27T09:41:12.589Z","msg":"postgres ready","latency_ms":171}
{"level":"info","ts":"2024-08-27T09:41:12.602Z","msg":"connecting to redis","addr":"payments-cache.payments.svc:6379"}
{"level":"info","ts":"2024-08-27T09:41:12.611Z","msg":"redis ready"}
{"level":"info","ts":"2024-08-27T09:41:12.640Z","msg":"registered psp adapters","adapters":["adyen","stripe","sepa-dd"]}
{"level":"info","ts":"2024-08-27T09:41:12.655Z","msg":"http server listening","addr":":8080"}
{"level":"info","ts":"2024-08-27T09:41:21.903Z","msg":"readiness probe ok","path":"/readyz"}"""
    describe = """Name:                   payments-api
Namespace:              payments
CreationTimestamp:      Wed, 17 Jul 2024 08:02:44 +0000
Labels:                 app=payments-api
                        team=payments
Annotations:            deployment.kubernetes.io/revision: 14
Selector:               app=payments-api
Replicas:               3 desired | 3 updated | 3 total | 3 available | 0 unavailable
StrategyType:           RollingUpdate
MinReadySeconds:        10
RollingUpdateStrategy:  25% max unavailable, 25% max surge
Pod Template:
  Labels:           app=payments-api
                    version=v3.2.1
  Service Account:  payments-api
  Containers:
   api:
    Image:      123456789012.dkr.ecr.eu-west-1.amazonaws.com/payments-api:v3.2.1
    Port:       8080/TCP
    Host Port:  0/TCP
    Limits:
      cpu:     1
      memory:  768Mi
    Requests:
      cpu:      250m
      memory:   512Mi
    Liveness:   http-get http://:8080/healthz delay=10s timeout=2s period=10s #success=1 #failure=3"""
    ep = cols([["NAME", "ENDPOINTS", "AGE"], ["payments-api", "10.42.1.64:8080,10.42.2.203:8080,10.42.3.117:8080", "41d"]])
    allpods = [
        ["ledger-worker-5b8f7d9c4-qq2lm", "1/1", "Running", "0", "2d4h", "10.42.2.51", n24, "<none>", "<none>"],
        ["payments-api-7c9d5f6b8-4xkqz", "1/1", "Running", "0", "6d", "10.42.3.117", n37, "<none>", "<none>"],
        ["payments-api-7c9d5f6b8-h8v9n", "1/1", "Running", "0", "4m12s", "10.42.1.64", n12, "<none>", "<none>"],
        ["payments-api-7c9d5f6b8-m2tpr", "1/1", "Running", "0", "6d", "10.42.2.203", n24, "<none>", "<none>"],
        ["webhook-relay-66f4b9d7c-7rjbw", "1/1", "Running", "1 (3d ago)", "17d", "10.42.1.19", n12, "<none>", "<none>"],
        ["webhook-relay-66f4b9d7c-zc5nh", "1/1", "Running", "0", "17d", "10.42.3.40", n37, "<none>", "<none>"],
    ]
    img = "123456789012.dkr.ecr.eu-west-1.amazonaws.com/payments-api:v3.2.1"
    events = cols([
        ["LAST SEEN", "TYPE", "REASON", "OBJECT", "MESSAGE"],
        ["4m31s", "Normal", "ScalingReplicaSet", "deployment/payments-api", "Scaled up replica set payments-api-7c9d5f6b8 to 3 from 2"],
        ["4m31s", "Normal", "SuccessfulCreate", "replicaset/payments-api-7c9d5f6b8", "Created pod: payments-api-7c9d5f6b8-h8v9n"],
        ["4m30s", "Normal", "Scheduled", "pod/payments-api-7c9d5f6b8-h8v9n", f"Successfully assigned payments/payments-api-7c9d5f6b8-h8v9n to {n12}"],
        ["4m29s", "Normal", "Pulled", "pod/payments-api-7c9d5f6b8-h8v9n", f'Container image "{img}" already present on machine'],
        ["4m29s", "Normal", "Created", "pod/payments-api-7c9d5f6b8-h8v9n", "Created container api"],
        ["4m29s", "Normal", "Started", "pod/payments-api-7c9d5f6b8-h8v9n", "Started container api"],
    ])
    turns = [
        p.run(f"kubectl get deploy {ns}", deploy),
        p.run(f"kubectl scale deploy/payments-api --replicas=3 {ns}", "deployment.apps/payments-api scaled"),
        p.run(f"kubectl rollout status deploy/payments-api {ns}",
              'Waiting for deployment "payments-api" rollout to finish: 2 of 3 updated replicas are available...\n'
              'deployment "payments-api" successfully rolled out', duration=25.0),
        p.run(f"kubectl get pods {ns} -l app=payments-api -o wide", cols([wide_head] + api)),
        p.run(f"kubectl top pods {ns} -l app=payments-api", top),
        p.run(f"kubectl logs payments-api-7c9d5f6b8-h8v9n {ns} --tail=8", logs),
        p.run(f"kubectl get hpa {ns}", "No resources found in payments namespace."),
        p.run(f"kubectl describe deploy payments-api {ns} | sed -n '1,30p'", describe),
        p.run(f"kubectl get endpoints payments-api {ns}", ep),
        p.run(f"kubectl get pods {ns} -o wide", cols([wide_head] + allpods)),
        p.run(f"kubectl get events {ns} --sort-by=.lastTimestamp | tail -6", events),
    ]
    state = ("Host k8s-admin (Ubuntu 22.04), user ci, cwd ~. kubectl v1.29.4 with context prod-eu (EKS 1.29, three worker "
             "nodes); metrics-server installed. Tuesday 2024-08-27, 09:40 UTC. Task: scale payments-api from 2 to 3 "
             "replicas ahead of a promotion and check that the new pod takes traffic.")
    return dict(turns=turns, state=state, bad=True, turn=10,
                kind="pod payments-api-7c9d5f6b8-m2trp (same IP, node, 6d age, no restarts) is listed as ...-m2tpr")


# ---------------------------------------------------------------------------------------------------------
# 14 (clean) ffmpeg: durations, sizes and bitrates shown in different formats and units
# ---------------------------------------------------------------------------------------------------------
def t14() -> dict[str, Any]:
    p = Pane("nora", "edit-ws", "/home/nora/renders")
    probe = """codec_name=prores
width=3840
height=2160
r_frame_rate=25/1
codec_name=pcm_s24le
r_frame_rate=0/0
duration=1931.520000
size=62470694312
bit_rate=258742107"""
    a = "0x55d1c6f2a9c0"
    enc = f"""Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'interview_master.mov':
  Metadata:
    major_brand     : qt  
    minor_version   : 512
    compatible_brands: qt  
    creation_time   : 2024-05-28T13:02:17.000000Z
    encoder         : Blackmagic Design DaVinci Resolve Studio
  Duration: 00:32:11.52, start: 0.000000, bitrate: 258742 kb/s
  Stream #0:0[0x1](und): Video: prores (HQ) (apch / 0x68637061), yuv422p10le(tv, bt709, progressive), 3840x2160, 256389 kb/s, SAR 1:1 DAR 16:9, 25 fps, 25 tbr, 12800 tbn (default)
      Metadata:
        creation_time   : 2024-05-28T13:02:17.000000Z
        handler_name    : VideoHandler
        vendor_id       : appl
        encoder         : Apple ProRes 422 HQ
        timecode        : 10:00:00:00
  Stream #0:1[0x2](und): Audio: pcm_s24le (in24 / 0x34326E69), 48000 Hz, stereo, s32 (24 bit), 2304 kb/s (default)
Stream mapping:
  Stream #0:0 -> #0:0 (prores (native) -> h264 (libx264))
  Stream #0:1 -> #0:1 (pcm_s24le (native) -> aac (native))
Press [q] to stop, [?] for help
[libx264 @ {a}] using SAR=1/1
[libx264 @ {a}] using cpu capabilities: MMX2 SSE2Fast SSSE3 SSE4.2 AVX FMA3 BMI2 AVX2 AVX512
[libx264 @ {a}] profile High, level 4.0, 4:2:0, 8-bit
[libx264 @ {a}] 264 - core 164 r3108 31e19f9 - H.264/MPEG-4 AVC codec - Copyleft 2003-2023 - http://www.videolan.org/x264.html - options: cabac=1 ref=5 deblock=1:0:0 analyse=0x3:0x113 me=umh subme=8 psy=1 psy_rd=1.00:0.00 mixed_ref=1 me_range=16 chroma_me=1 trellis=2 8x8dct=1 cqm=0 deadzone=21,11 fast_pskip=1 chroma_qp_offset=-2 threads=24 lookahead_threads=4 sliced_threads=0 nr=0 decimate=1 interlaced=0 bluray_compat=0 constrained_intra=0 bframes=3 b_pyramid=2 b_adapt=2 b_bias=0 direct=3 weightb=1 open_gop=0 weightp=2 keyint=250 keyint_min=25 scenecut=40 intra_refresh=0 rc_lookahead=50 rc=crf mbtree=1 crf=20.0 qcomp=0.60 qpmin=0 qpmax=69 qpstep=4 ip_ratio=1.40 aq=1:1.00
Output #0, mp4, to 'interview_1080p.mp4':
  Metadata:
    major_brand     : qt  
    minor_version   : 512
    compatible_brands: qt  
    encoder         : Lavf60.16.100
  Stream #0:0(und): Video: h264 (avc1 / 0x31637661), yuv420p(tv, bt709, progressive), 1920x1080 [SAR 1:1 DAR 16:9], q=2-31, 25 fps, 12800 tbn (default)
  Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 192 kb/s (default)
[out#0/mp4 @ 0x55d1c6f3b100] video:1365271kB audio:45262kB subtitle:0kB other streams:0kB global headers:0kB muxing overhead: 0.106485%
frame=48288 fps= 61 q=-1.0 Lsize= 1412035kB time=00:32:11.48 bitrate=5988.9kbits/s speed=2.43x
[libx264 @ {a}] frame I:196   Avg QP:16.84  size:189412
[libx264 @ {a}] frame P:12840 Avg QP:19.72  size: 46033
[libx264 @ {a}] frame B:35252 Avg QP:21.95  size: 21906
[libx264 @ {a}] consecutive B-frames:  1.9%  4.6% 10.3% 83.2%
[libx264 @ {a}] kb/s:5788.41
[aac @ 0x55d1c6f2d780] Qavg: 812.441"""
    ls = """-rw-r--r-- 1 nora nora 1.4G May 29 15:57 interview_1080p.mp4
-rw-r--r-- 1 nora nora  59G May 28 14:10 interview_master.mov"""
    thumb = """Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'interview_1080p.mp4':
  Metadata:
    major_brand     : isom
    minor_version   : 512
    compatible_brands: isomiso2avc1mp41
    encoder         : Lavf60.16.100
  Duration: 00:32:11.54, start: 0.000000, bitrate: 5988 kb/s
  Stream #0:0[0x1](und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(tv, bt709, progressive), 1920x1080 [SAR 1:1 DAR 16:9], 5788 kb/s, 25 fps, 25 tbr, 12800 tbn (default)
  Stream #0:1[0x2](und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 191 kb/s (default)
Stream mapping:
  Stream #0:0 -> #0:0 (h264 (native) -> mjpeg (native))
Press [q] to stop, [?] for help
Output #0, image2, to 'thumb_1230.jpg':
  Metadata:
    major_brand     : isom
    minor_version   : 512
    compatible_brands: isomiso2avc1mp41
    encoder         : Lavf60.16.100
  Stream #0:0(und): Video: mjpeg, yuvj420p(pc, bt709, progressive), 1920x1080 [SAR 1:1 DAR 16:9], q=2-31, 200 kb/s, 25 fps, 25 tbn (default)
[out#0/image2 @ 0x5603a1e4c2c0] video:412kB audio:0kB subtitle:0kB other streams:0kB global headers:0kB muxing overhead: unknown
frame=    1 fps=0.0 q=2.0 Lsize=N/A time=00:00:00.04 bitrate=N/A speed=0.31x"""
    loud = """[out#0/null @ 0x5588f0b3a1c0] video:22635kB audio:362149kB subtitle:0kB other streams:0kB global headers:0kB muxing overhead: unknown
frame=48288 fps=246 q=-0.0 Lsize=N/A time=00:32:11.54 bitrate=N/A speed=9.84x
[Parsed_loudnorm_0 @ 0x5588f0b47e00] 
Input Integrated:    -19.8 LUFS
Input True Peak:      -2.1 dBTP
Input LRA:             6.4 LU
Input Threshold:     -30.1 LUFS

Output Integrated:   -23.9 LUFS
Output True Peak:     -4.6 dBTP
Output LRA:            5.2 LU
Output Threshold:    -34.2 LUFS

Normalization Type:   Dynamic
Target Offset:        -0.1 LU"""
    du = """60G\t/home/nora/renders
Filesystem      Size  Used Avail Use% Mounted on
/dev/nvme1n1p1  1.8T  1.1T  662G  63% /home"""
    turns = [
        p.run("ffprobe -v error -show_entries stream=codec_name,width,height,r_frame_rate -show_entries format=duration,size,bit_rate -of default=nw=1 interview_master.mov", probe),
        p.run("ffmpeg -hide_banner -i interview_master.mov -c:v libx264 -preset slow -crf 20 -vf scale=1920:-2 -c:a aac -b:a 192k interview_1080p.mp4", enc, duration=800.0),
        p.run("ls -lh interview_*", ls),
        p.run("ffprobe -v error -show_entries format=duration,size -of default=nw=1 interview_1080p.mp4", "duration=1931.541333\nsize=1445924102"),
        p.run("ffmpeg -hide_banner -ss 00:12:30 -i interview_1080p.mp4 -frames:v 1 -q:v 2 thumb_1230.jpg", thumb, duration=2.0),
        p.run("ffmpeg -hide_banner -nostats -i interview_1080p.mp4 -af loudnorm=print_format=summary -f null - 2>&1 | tail -15", loud, duration=200.0),
        p.run("du -sh ~/renders; df -h ~/renders", du),
    ]
    state = ("Workstation edit-ws (Ubuntu 24.04, 24 threads), user nora, cwd ~/renders containing interview_master.mov "
             "(a ProRes 422 HQ export from Resolve). ffmpeg 6.1.1 built with libx264. Wednesday 2024-05-29, 15:43. "
             "Task: make a 1080p H.264 review copy, grab a thumbnail and check its loudness.")
    return dict(turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 15 (bad) cron: a line of a script changes between two cats with no edit to that line
# ---------------------------------------------------------------------------------------------------------
SCRIPT = """#!/usr/bin/env bash
# Nightly logical dumps of the app databases (owner: platform team)
set -euo pipefail

DEST=/var/backups/pg
RETENTION_DAYS={ret}
DB_LIST="{dbs}"
STAMP=$(date +%F)

mkdir -p "$DEST"
for db in $DB_LIST; do
    echo "$(date '+%F %T') dumping $db"
    sudo -u postgres pg_dump -Fc --compress=6 "$db" > "$DEST/${{db}}_${{STAMP}}.dump"
    echo "$(date '+%F %T') done $db ($(du -h "$DEST/${{db}}_${{STAMP}}.dump" | cut -f1))"
done

echo "$(date '+%F %T') pruning dumps older than $RETENTION_DAYS days"
find "$DEST" -name '*.dump' -mtime +"$RETENTION_DAYS" -print -delete
echo "$(date '+%F %T') finished\""""


def t15() -> dict[str, Any]:
    p = Pane("root", "app-01", "/root", style="rhel")
    path = "/usr/local/bin/pg-dump-nightly.sh"
    s14 = SCRIPT.format(ret=14, dbs="billing inventory auth")
    s30 = SCRIPT.format(ret=30, dbs="billing inventory auth")
    s30_bad = SCRIPT.format(ret=30, dbs="billing inventory")
    size = len(s30.encode()) + 1
    cron_old = """# m h dom mon dow command
MAILTO=ops-alerts@example.internal
*/5 * * * * /usr/local/bin/check-disk.sh >/dev/null 2>&1
0 4 * * 0 /usr/bin/dnf -y -q upgrade --security >> /var/log/dnf-security.log 2>&1"""
    new_line = "15 2 * * * /usr/local/bin/pg-dump-nightly.sh >> /var/log/pg-dump.log 2>&1"
    run = """2024-02-20 10:14:02 dumping billing
2024-02-20 10:14:31 done billing (1.9G)
2024-02-20 10:14:31 dumping inventory
2024-02-20 10:14:38 done inventory (412M)
2024-02-20 10:14:38 dumping auth
2024-02-20 10:14:39 done auth (23M)
2024-02-20 10:14:39 pruning dumps older than 30 days
2024-02-20 10:14:39 finished"""
    ls = """total 4.6G
-rw-r--r--. 1 root root  21M Feb  6 09:31 auth_2024-02-06.dump
-rw-r--r--. 1 root root  23M Feb 20 10:14 auth_2024-02-20.dump
-rw-r--r--. 1 root root 1.8G Feb  6 09:30 billing_2024-02-06.dump
-rw-r--r--. 1 root root 1.9G Feb 20 10:14 billing_2024-02-20.dump
-rw-r--r--. 1 root root 398M Feb  6 09:31 inventory_2024-02-06.dump
-rw-r--r--. 1 root root 412M Feb 20 10:14 inventory_2024-02-20.dump"""
    cronlog = """Feb 20 10:10:01 app-01 CROND[88412]: (root) CMD (/usr/lib64/sa/sa1 1 1)
Feb 20 10:12:47 app-01 crontab[88590]: (root) LIST (root)
Feb 20 10:12:47 app-01 crontab[88592]: (root) REPLACE (root)
Feb 20 10:12:55 app-01 crontab[88601]: (root) LIST (root)
Feb 20 10:13:01 app-01 crond[1022]: (root) RELOAD (/var/spool/cron/root)"""
    turns = [
        p.run(f"cat {path}", s14),
        p.run("crontab -l", cron_old),
        p.run(f"sed -i 's/^RETENTION_DAYS=14$/RETENTION_DAYS=30/' {path} && grep -n RETENTION {path}",
              '6:RETENTION_DAYS=30\n17:echo "$(date \'+%F %T\') pruning dumps older than $RETENTION_DAYS days"\n'
              "18:find \"$DEST\" -name '*.dump' -mtime +\"$RETENTION_DAYS\" -print -delete"),
        p.run(f"(crontab -l; echo '{new_line}') | crontab -", ""),
        p.run("crontab -l", cron_old + "\n" + new_line),
        p.run(f"bash -n {path} && echo syntax ok", "syntax ok"),
        p.run(path, run, duration=40.0),
        p.run("ls -lh /var/backups/pg", ls),
        p.run("tail -5 /var/log/cron", cronlog),
        p.run("systemctl is-active crond && systemctl show crond -p ActiveEnterTimestamp",
              "active\nActiveEnterTimestamp=Mon 2024-02-12 06:41:09 UTC"),
        p.run(f"stat -c '%y %s %U:%G %a' {path}", f"2024-02-20 10:12:21.618204771 +0000 {size} root:root 755"),
        p.run(f"cat {path}", s30_bad),
    ]
    state = ("Host app-01 (RHEL 9.3), root shell, cwd /root. cronie and PostgreSQL 15 client tools installed; "
             "/usr/local/bin/pg-dump-nightly.sh was written by the platform team and has only been run by hand so far "
             "(last on 2024-02-06). Tuesday 2024-02-20, 10:12 UTC. Task: keep 30 days of dumps and schedule the script nightly.")
    return dict(turns=turns, state=state, bad=True, turn=12,
                kind="DB_LIST line of the script loses 'auth' in a later cat although only RETENTION_DAYS was edited (and the run dumped auth)")


# ---------------------------------------------------------------------------------------------------------
# 16 (clean) docker compose: recreating a service gives it a new container id; uptimes and stats move
# ---------------------------------------------------------------------------------------------------------
def t16() -> dict[str, Any]:
    p = Pane("deploy", "stage-app", "/home/deploy/stacks/wiki")
    psf = "docker ps --format 'table {{.ID}}\\t{{.Names}}\\t{{.Image}}\\t{{.Status}}'"
    head = ["CONTAINER ID", "NAMES", "IMAGE", "STATUS"]
    caddy = ["8e21f0c7a4d3", "wiki-caddy-1", "caddy:2.7.6-alpine", "Up 9 days"]
    db = ["f7c3a2e19b60", "wiki-db-1", "postgres:15.5-alpine", "Up 9 days (healthy)"]
    ps1 = cols([head, caddy, ["b40d7e9a1c25", "wiki-app-1", "ghcr.io/requarks/wiki:2.5.300", "Up 9 days (healthy)"], db])
    ps2 = cols([head, ["3c9e5b1d07f2", "wiki-app-1", "ghcr.io/requarks/wiki:2.5.301", "Up 14 seconds (health: starting)"], caddy, db])
    pull = """[+] Pulling 7/7
 ✔ app 6 layers [⣿⣿⣿⣿⣿⣿]      0B/0B      Pulled                                      11.4s 
   ✔ 4abcf2066143 Already exists                                                    0.0s 
   ✔ 1b9d0e5c4e7a Already exists                                                    0.0s 
   ✔ 7a3e10fd92b8 Already exists                                                    0.0s 
   ✔ 93f4c8a01d2e Pull complete                                                     6.8s 
   ✔ c2d05e7b41f9 Pull complete                                                     9.3s 
   ✔ e68b0a3d5c17 Pull complete                                                     9.5s """
    up = """[+] Running 3/3
 ✔ Container wiki-db-1     Healthy                                                 0.6s 
 ✔ Container wiki-app-1    Started                                                11.2s 
 ✔ Container wiki-caddy-1  Running                                                 0.0s """
    logs = """wiki-app-1  | Loading configuration from /wiki/config.yml... OK
wiki-app-1  | 2024-01-29T10:22:41.118Z [MASTER] info: =======================================
wiki-app-1  | 2024-01-29T10:22:41.120Z [MASTER] info: = Wiki.js 2.5.301 =====================
wiki-app-1  | 2024-01-29T10:22:41.120Z [MASTER] info: =======================================
wiki-app-1  | 2024-01-29T10:22:41.121Z [MASTER] info: Initializing...
wiki-app-1  | 2024-01-29T10:22:42.604Z [MASTER] info: Using database driver pg for postgres [ OK ]
wiki-app-1  | 2024-01-29T10:22:42.611Z [MASTER] info: Connecting to database...
wiki-app-1  | 2024-01-29T10:22:42.733Z [MASTER] info: Database Connection Successful [ OK ]
wiki-app-1  | 2024-01-29T10:22:44.910Z [MASTER] info: HTTP Server on port: [ 3000 ]
wiki-app-1  | 2024-01-29T10:22:44.914Z [MASTER] info: HTTP Server: [ RUNNING ]"""
    stats = cols([
        ["CONTAINER ID", "NAME", "CPU %", "MEM USAGE / LIMIT", "MEM %", "NET I/O", "BLOCK I/O", "PIDS"],
        ["3c9e5b1d07f2", "wiki-app-1", "4.12%", "212.6MiB / 3.823GiB", "5.43%", "1.92MB / 418kB", "0B / 0B", "11"],
        ["8e21f0c7a4d3", "wiki-caddy-1", "0.00%", "18.4MiB / 3.823GiB", "0.47%", "2.31GB / 2.44GB", "12.6MB / 0B", "9"],
        ["f7c3a2e19b60", "wiki-db-1", "0.21%", "96.2MiB / 3.823GiB", "2.46%", "1.37GB / 1.81GB", "220MB / 3.9GB", "14"],
    ])
    cps = cols([["NAME", "STATUS"], ["wiki-app-1", "Up About a minute (healthy)"], ["wiki-caddy-1", "Up 9 days"],
                ["wiki-db-1", "Up 9 days (healthy)"]])
    imgs = cols([["REPOSITORY", "TAG", "IMAGE ID", "CREATED", "SIZE"],
                 ["ghcr.io/requarks/wiki", "2.5.301", "6d0e3f1b9a27", "2 weeks ago", "463MB"],
                 ["ghcr.io/requarks/wiki", "2.5.300", "a1c4e8f02b6d", "3 months ago", "460MB"]])
    turns = [
        p.run(psf, ps1),
        p.run("sed -i 's#ghcr.io/requarks/wiki:2.5.300#ghcr.io/requarks/wiki:2.5.301#' compose.yaml && grep -n 'image:' compose.yaml",
              "4:    image: postgres:15.5-alpine\n19:    image: ghcr.io/requarks/wiki:2.5.301\n37:    image: caddy:2.7.6-alpine"),
        p.run("docker compose pull app", pull, duration=15.0),
        p.run("docker compose up -d", up, duration=15.0),
        p.run(psf, ps2),
        p.run("docker compose logs --tail=10 app", logs),
        p.run("docker stats --no-stream", stats, duration=3.0),
        p.run("docker compose ps --format 'table {{.Name}}\\t{{.Status}}'", cps),
        p.run("docker image ls ghcr.io/requarks/wiki", imgs),
        p.run("curl -s -o /dev/null -w '%{http_code} %{time_total}\\n' https://wiki.stage.internal/healthz", "200 0.043118"),
    ]
    state = ("Host stage-app (Debian 12, 4 GB RAM), user deploy, cwd ~/stacks/wiki with compose.yaml for Wiki.js (app), "
             "PostgreSQL (db) and Caddy (caddy); the stack has been up for 9 days. Docker 25.0 with compose v2.24. "
             "Monday 2024-01-29, 10:21 UTC. Task: upgrade Wiki.js from 2.5.300 to 2.5.301 with minimal downtime.")
    return dict(turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 17 (bad) journalctl: the 'Started' entry of a restart carries a time before the restart began
# ---------------------------------------------------------------------------------------------------------
def t17() -> dict[str, Any]:
    p = Pane("admin", "mq-01", "/home/admin")
    unit = "rabbitmq-server.service - RabbitMQ broker"
    rmq = "rabbitmq-server[72140]:"
    banner = ["  ##  ##      RabbitMQ 3.12.13", "  ##  ##",
              "  ##########  Copyright (c) 2007-2024 Broadcom Inc and/or its subsidiaries", "  ######  ##",
              "  ##########  Licensed under the MPL 2.0. Website: https://rabbitmq.com", "  Erlang:      25.3.2.8 [jit]",
              "  TLS Library: OpenSSL - OpenSSL 3.0.11 19 Sep 2023", "  Release series support status: supported",
              "  Doc guides:  https://rabbitmq.com/documentation.html", "  Support:     https://rabbitmq.com/contact.html",
              "  Tutorials:   https://rabbitmq.com/getstarted.html", "  Monitoring:  https://rabbitmq.com/monitoring.html",
              "  Logs: /var/log/rabbitmq/rabbit@mq-01.log", "        <stdout>", "  Config file(s): /etc/rabbitmq/rabbitmq.conf"]
    ev = [("14:02:05", "systemd[1]:", f"Stopping {unit}..."),
          ("14:02:07", "systemd[1]:", "rabbitmq-server.service: Deactivated successfully."),
          ("14:02:07", "systemd[1]:", f"Stopped {unit}."),
          ("14:02:07", "systemd[1]:", "rabbitmq-server.service: Consumed 3h 12min 44.102s CPU time."),
          ("14:02:07", "systemd[1]:", f"Starting {unit}...")]
    ev += [("14:02:08", rmq, b) for b in banner]
    ev += [("14:02:11", rmq, "  Starting broker... completed with 5 plugins."), ("14:02:11", "systemd[1]:", f"Started {unit}.")]
    short = "\n".join(f"Nov 21 {t} mq-01 {src} {msg}" for t, src, msg in ev[-10:])
    st1 = f"""● {unit}
     Loaded: loaded (/lib/systemd/system/rabbitmq-server.service; enabled; preset: enabled)
     Active: active (running) since Thu 2024-11-21 14:02:11 UTC; 4s ago
   Main PID: 72140 (beam.smp)
      Tasks: 27 (limit: 18980)
     Memory: 131.6M
        CPU: 5.212s
     CGroup: /system.slice/rabbitmq-server.service
             ├─72140 /usr/lib/erlang/erts-13.2.2.5/bin/beam.smp -W w -MBas ageffcbf -MHas ageffcbf -MBlmbcs 512 -MHlmbcs 512 -MMmcs 30 -pc unicode -P 1048576 -t 5000000 -stbt db -zdbbl 128000 -sbwt none -sbwtdcpu none -sbwtdio none -B i -- -root /usr/lib/erlang -bindir /usr/lib/erlang/erts-13.2.2.5/bin -progname erl -- -home /var/lib/rabbitmq -- -pa  -noshell -noinput -s rabbit boot -boot start_sasl -syslog logger "[]" -syslog syslog_error_logger false -kernel prevent_overlapping_partitions false
             ├─72152 erl_child_setup 65536
             ├─72236 inet_gethost 4
             └─72237 inet_gethost 4

{short}"""
    old = ["2024-11-14T06:12:35+00:00 mq-01 rabbitmq-server[1877]:   Config file(s): /etc/rabbitmq/rabbitmq.conf",
           "2024-11-14T06:12:39+00:00 mq-01 rabbitmq-server[1877]:   Starting broker... completed with 5 plugins.",
           f"2024-11-14T06:12:40+00:00 mq-01 systemd[1]: Started {unit}."]
    iso = [f"2024-11-21T{t}+00:00 mq-01 {src} {msg}" for t, src, msg in ev]
    iso[-1] = iso[-1].replace("T14:02:11", "T13:52:11")
    journal = "\n".join(old + iso)

    def queues(vals: list[tuple[str, int, int]]) -> str:
        return "Timeout: 60.0 seconds ...\nListing queues for vhost / ...\nname\tmessages\tconsumers\n" + \
            "\n".join(f"{n}\t{m}\t{c}" for n, m, c in vals)
    q1 = queues([("orders.created", 0, 4), ("orders.created.dlq", 12, 0), ("invoices.render", 3, 2),
                 ("emails.outbound", 0, 3), ("audit.events", 1841, 1)])
    q2 = queues([("orders.created", 1, 4), ("orders.created.dlq", 12, 0), ("invoices.render", 0, 2),
                 ("emails.outbound", 2, 3), ("audit.events", 1203, 1)])
    conns = """Listing connections ...
user\tpeer_host\tstate
orders-svc\t10.30.1.21\trunning
orders-svc\t10.30.1.22\trunning
billing-worker\t10.30.2.14\trunning
mailer\t10.30.3.8\trunning
audit-sink\t10.30.4.2\trunning"""
    ss = """LISTEN 0      128          0.0.0.0:25672      0.0.0.0:*    users:(("beam.smp",pid=72140,fd=17))
LISTEN 0      1024         0.0.0.0:15672      0.0.0.0:*    users:(("beam.smp",pid=72140,fd=38))
LISTEN 0      1024         0.0.0.0:15692      0.0.0.0:*    users:(("beam.smp",pid=72140,fd=39))
LISTEN 0      128                *:5672             *:*    users:(("beam.smp",pid=72140,fd=36))"""
    st2 = f"""● {unit}
     Loaded: loaded (/lib/systemd/system/rabbitmq-server.service; enabled; preset: enabled)
     Active: active (running) since Thu 2024-11-21 14:02:11 UTC; 3min 27s ago
   Main PID: 72140 (beam.smp)"""
    turns = [
        p.run("sudo systemctl restart rabbitmq-server && systemctl status rabbitmq-server --no-pager", st1, duration=8.0),
        p.run("sudo rabbitmqctl list_queues name messages consumers", q1, duration=2.0),
        p.run("journalctl -u rabbitmq-server --no-pager -n 25 -o short-iso", journal),
        p.run("sudo rabbitmqctl list_queues name messages consumers", q2, duration=2.0),
        p.run("sudo rabbitmq-diagnostics check_port_connectivity",
              "Testing TCP connections to all active listeners on node rabbit@mq-01 ...\n"
              "Successfully connected to ports 25672, 5672, 15672, 15692 on node rabbit@mq-01.", duration=3.0),
        p.run("sudo rabbitmqctl list_connections user peer_host state", conns, duration=2.0),
        p.run("sudo ss -ltnp | grep beam", ss),
        p.run("systemctl status rabbitmq-server --no-pager | head -4", st2),
    ]
    state = ("Host mq-01 (Debian 12), user admin (sudo, in the systemd-journal group), cwd ~. RabbitMQ 3.12.13 on Erlang 25 "
             "as rabbitmq-server.service, last started at boot on 2024-11-14; producers and consumers are live. "
             "Thursday 2024-11-21, 14:01 UTC. Task: restart the broker to pick up a new rabbitmq.conf and confirm "
             "clients reconnect.")
    return dict(turns=turns, state=state, bad=True, turn=3,
                kind="journal 'Started' entry for the 14:02 restart is stamped 13:52:11, before the Stopping at 14:02:05 (status said started 14:02:11)")


# ---------------------------------------------------------------------------------------------------------
# 18 (clean) pass: entries are added, renamed and removed; a regenerated password differs from the first one
# ---------------------------------------------------------------------------------------------------------
def t18() -> dict[str, Any]:
    p = Pane("jo", "thinkpad", "/home/jo")
    store = "/home/jo/.password-store"
    tree1 = """Password Store
├── personal
│   ├── bank
│   │   └── ing
│   ├── email
│   │   ├── fastmail
│   │   └── protonmail
│   └── shopping
│       ├── amazon
│       └── zalando
└── work
    ├── aws
    │   ├── prod-readonly
    │   └── sandbox
    ├── github
    ├── old-jira
    └── vpn
        └── fortigate"""
    gen1 = """[main 3f2a1b9] Add generated password for work/vpn/okta.
 1 file changed, 0 insertions(+), 0 deletions(-)
 create mode 100644 work/vpn/okta.gpg
The generated password for work/vpn/okta is:
q7RfT2vLm9XcKw4pZs8HbJ3n"""
    mv = f"""renamed '{store}/work/old-jira.gpg' -> '{store}/work/archive/jira.gpg'
[main 8c1d0e4] Rename work/old-jira to work/archive/jira.
 1 file changed, 0 insertions(+), 0 deletions(-)
 rename work/{{old-jira.gpg => archive/jira.gpg}} (100%)"""
    rm = f"""removed '{store}/personal/shopping/zalando.gpg'
[main 5b07a2f] Remove personal/shopping/zalando from store.
 1 file changed, 0 insertions(+), 0 deletions(-)
 delete mode 100644 personal/shopping/zalando.gpg"""
    tree2 = """work
├── archive
│   └── jira
├── aws
│   ├── prod-readonly
│   └── sandbox
├── github
└── vpn
    ├── fortigate
    └── okta"""
    glog = """5b07a2f (HEAD -> main) Remove personal/shopping/zalando from store.
8c1d0e4 Rename work/old-jira to work/archive/jira.
3f2a1b9 Add generated password for work/vpn/okta.
71e0c5a (origin/main) Add given password for personal/email/protonmail to store.
d94b2e6 Edit password for work/aws/sandbox using vim."""
    gen2 = """[main 0e9c4d3] Replace generated password for work/vpn/okta.
 1 file changed, 0 insertions(+), 0 deletions(-)
The generated password for work/vpn/okta is:
Vb3kP8wQz2Lr6TnJx9HsCm4Yd7FgRa5E"""
    push = """Enumerating objects: 17, done.
Counting objects: 100% (17/17), done.
Delta compression using up to 8 threads
Compressing objects: 100% (9/9), done.
Writing objects: 100% (12/12), 2.71 KiB | 2.71 MiB/s, done.
Total 12 (delta 3), reused 0 (delta 0), pack-reused 0
To git.home.lan:jo/password-store.git
   71e0c5a..0e9c4d3  main -> main"""
    turns = [
        p.run("pass ls", tree1),
        p.run("pass generate -n work/vpn/okta 24", gen1),
        p.run("pass mv work/old-jira work/archive/jira", mv),
        p.run("pass rm -f personal/shopping/zalando", rm),
        p.run("pass ls work", tree2),
        p.run("pass git log --oneline -n 5", glog),
        p.run("pass -c work/vpn/okta", "Copied work/vpn/okta to clipboard. Will clear in 45 seconds."),
        p.run("pass generate -i -n work/vpn/okta 32", gen2),
        p.run("pass show work/vpn/okta", "Vb3kP8wQz2Lr6TnJx9HsCm4Yd7FgRa5E"),
        p.run("pass git push", push, duration=3.0),
    ]
    state = ("Laptop thinkpad (Debian 12), user jo, cwd ~. pass 1.7.4 with the store in ~/.password-store, a git repository "
             "tracking git.home.lan:jo/password-store.git (branch main); gpg-agent already holds the passphrase. "
             "Task: add the new Okta VPN login, archive the old Jira entry and drop a closed shop account.")
    return dict(turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 19 (bad) borg: a renamed archive shows up under its old name late in the session
# ---------------------------------------------------------------------------------------------------------
def _borg_archives() -> list[tuple[str, str]]:
    out = []
    for d in ("2024-09-30", "2024-10-31", "2024-11-03", "2024-11-10", "2024-11-14", "2024-11-17", "2024-11-24",
              "2024-11-28", "2024-11-29", "2024-11-30", "2024-12-01", "2024-12-02", "2024-12-03", "2024-12-04"):
        day = dt.date.fromisoformat(d)
        sec = 5 + int(hx("sec" + d, 2), 16) % 4
        out.append((f"web-01-{d}T02:00", f"{day.strftime('%a')}, {d} 02:00:{sec:02d}"))
    return out


def t19() -> dict[str, Any]:
    p = Pane("root", "web-01", "/root")
    arch = _borg_archives()
    old, new = "web-01-2024-12-01T02:00", "web-01-pre-php83-upgrade"
    manual = ("web-01-manual-2024-12-04", "Wed, 2024-12-04 09:31:12")
    fmt = "--format '{archive:<36} {time}{NL}'"

    def listing(items: list[tuple[str, str]]) -> str:
        return "\n".join(f"{n:<36} {t}" for n, t in items)
    renamed = [(new if n == old else n, t) for n, t in arch]
    info = f"""Archive name: {old}
Archive fingerprint: {hx('fp' + old)}
Comment: 
Hostname: web-01
Username: root
Time (start): {dict(arch)[old]}
Time (end): Sun, 2024-12-01 02:03:41
Duration: 3 minutes 34.12 seconds
Number of files: 214873
Command line: /usr/bin/borg create --compression zstd,6 ::web-01-{{now:%Y-%m-%dT%H:%M}} /etc /var/www /home
Utilization of maximum supported archive size: 0%
------------------------------------------------------------------------------
                       Original size      Compressed size    Deduplicated size
This archive:               38.61 GB             21.07 GB            412.33 MB
All archives:              539.84 GB            294.17 GB             31.88 GB

                       Unique chunks         Total chunks
Chunk index:                  402187              7612044"""
    create = f"""------------------------------------------------------------------------------
Repository: ssh://backup@vault-03/./srv/borg/hosts/web-01
Archive name: {manual[0]}
Archive fingerprint: {hx('fp' + manual[0])}
Time (start): {manual[1]}
Time (end):   Wed, 2024-12-04 09:33:58
Duration: 2 minutes 46.07 seconds
Number of files: 215342
Utilization of max. archive size: 0%
------------------------------------------------------------------------------
                       Original size      Compressed size    Deduplicated size
This archive:               38.74 GB             21.15 GB             96.41 MB
All archives:              578.58 GB            315.32 GB             31.98 GB

                       Unique chunks         Total chunks
Chunk index:                  402904              8156911
------------------------------------------------------------------------------"""
    rules = {"2024-12-04": "daily #1", "2024-12-03": "daily #2", "2024-12-02": "daily #3", "2024-11-30": "daily #4",
             "2024-11-29": "daily #5", "2024-11-28": "daily #6", "2024-11-24": "daily #7", "2024-11-17": "weekly #1",
             "2024-11-10": "weekly #2", "2024-11-03": "weekly #3", "2024-10-31": "monthly #1", "2024-09-30": "weekly #4"}

    def prune(dry: bool) -> str:
        lines = []
        for n, t in reversed(arch):
            if n == old:
                continue
            d = n[7:17]
            msg = f"Keeping archive (rule: {rules[d]}):" if d in rules else ("Would prune:" if dry else "Pruning archive (1/1):")
            lines.append(f"{msg:<40} {n:<36} {t} [{hx('id' + n)}]")
        return "\n".join(lines)
    after = [a for a in renamed if a[0] != "web-01-2024-11-14T02:00"] + [manual]
    extract = """etc/php/8.2/fpm
etc/php/8.2/fpm/conf.d
etc/php/8.2/fpm/conf.d/10-opcache.ini
etc/php/8.2/fpm/conf.d/20-redis.ini
etc/php/8.2/fpm/php-fpm.conf
etc/php/8.2/fpm/php.ini"""
    turns = [
        p.run(f"borg list {fmt}", listing(arch), duration=3.0),
        p.run(f"borg info ::{old}", info, duration=4.0),
        p.run(f"borg rename ::{old} {new}", "", duration=3.0),
        p.run(f"borg create --stats --compression zstd,6 ::{manual[0]} /etc /var/www /home", create, duration=170.0),
        p.run("borg list --short", "\n".join(n for n, _ in renamed) + "\n" + manual[0], duration=3.0),
        p.run("borg prune --list --dry-run --keep-daily 7 --keep-weekly 4 --keep-monthly 6 -a 'web-01-20*'", prune(True), duration=4.0),
        p.run("borg prune --list --keep-daily 7 --keep-weekly 4 --keep-monthly 6 -a 'web-01-20*'", prune(False), duration=6.0),
        p.run("borg compact --verbose", "compaction freed about 318.27 MB repository space.", duration=20.0),
        p.run(f"borg list {fmt}", listing(after), duration=3.0),
        p.run("borg check -v --archives-only --last 2",
              "Starting archive consistency check...\nAnalyzing archive web-01-2024-12-04T02:00 (1/2)\n"
              f"Analyzing archive {manual[0]} (2/2)\nArchive consistency check complete, no problems found.", duration=30.0),
        p.run(f"borg list --last 6 {fmt}", listing([(old if n == new else n, t) for n, t in after[-6:]]), duration=3.0),
        p.run(f"borg extract --dry-run --list ::{new} etc/php/8.2/fpm 2>&1 | head -6", extract, duration=5.0),
    ]
    state = ("Host web-01 (Debian 12), root shell, cwd /root. borg 1.2.7 with BORG_REPO=ssh://backup@vault-03/./srv/borg/hosts/web-01 "
             "and BORG_PASSCOMMAND set; nightly archives are named web-01-YYYY-MM-DDTHH:MM. Wednesday 2024-12-04, 09:28 UTC; "
             "nothing else writes to the repository during the session. Task: keep the Dec 1 archive as the pre-upgrade "
             "baseline under a clear name, take a manual archive and prune the nightly ones.")
    return dict(turns=turns, state=state, bad=True, turn=11,
                kind="archive renamed to web-01-pre-php83-upgrade (and listed so after the prune) appears again as web-01-2024-12-01T02:00")


# ---------------------------------------------------------------------------------------------------------
# 20 (clean) etcdctl: revisions and raft indexes advance, a historical read returns the old value
# ---------------------------------------------------------------------------------------------------------
def t20() -> dict[str, Any]:
    p = Pane("root", "etcd-1", "/root")
    hdr = ["ENDPOINT", "ID", "VERSION", "DB SIZE", "IS LEADER", "IS LEARNER", "RAFT TERM", "RAFT INDEX", "RAFT APPLIED INDEX", "ERRORS"]

    def status(idx: int) -> str:
        return bordered(hdr, [
            ["https://10.8.0.11:2379", "8e9e05c52164694d", "3.5.12", "25 MB", "true", "false", "14", str(idx), str(idx), ""],
            ["https://10.8.0.12:2379", "91bc3c398fb3c146", "3.5.12", "25 MB", "false", "false", "14", str(idx), str(idx), ""],
            ["https://10.8.0.13:2379", "fd422379fda50e48", "3.5.12", "25 MB", "false", "false", "14", str(idx), str(idx - 1), ""],
        ])
    key = "/config/ingest/batch_size"
    getjson = """{
  "header": {
    "cluster_id": 14841639068965178418,
    "member_id": 10276657743932975437,
    "revision": 1203388,
    "raft_term": 14
  },
  "kvs": [
    {
      "key": "L2NvbmZpZy9pbmdlc3QvYmF0Y2hfc2l6ZQ==",
      "create_revision": 1203388,
      "mod_revision": 1203388,
      "version": 1,
      "value": "NTAw"
    }
  ],
  "count": 1
}"""
    fields = f'''"ClusterID" : 14841639068965178418
"MemberID" : 10276657743932975437
"Revision" : 1203394
"RaftTerm" : 14
"Key" : "{key}"
"CreateRevision" : 1203388
"ModRevision" : 1203391
"Version" : 2
"Value" : "750"
"Lease" : 0
"More" : false
"Count" : 1'''
    turns = [
        p.run("etcdctl endpoint status -w table --cluster", status(2840917)),
        p.run(f"etcdctl put {key} 500", "OK"),
        p.run(f"etcdctl get {key} -w json | jq .", getjson),
        p.run(f"etcdctl put {key} 750", "OK"),
        p.run(f"etcdctl get {key} -w fields", fields),
        p.run(f"etcdctl get {key} --rev=1203388", f"{key}\n500"),
        p.run(f"etcdctl get {key} --print-value-only", "750"),
        p.run("etcdctl endpoint status -w table --cluster", status(2840931)),
    ]
    state = ("Host etcd-1 (Ubuntu 22.04), root shell, cwd /root. etcd 3.5.12, three-member cluster 10.8.0.11-13; "
             "ETCDCTL_API=3 and ETCDCTL_ENDPOINTS/ETCDCTL_CACERT/ETCDCTL_CERT/ETCDCTL_KEY are exported (default endpoint "
             "10.8.0.11). Other services (a Patroni cluster, the ingest scheduler) write to etcd all the time. "
             "Task: set the ingest batch size to 750, via 500 as an intermediate step, and check cluster health.")
    return dict(turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 21 (bad) nomad: a node set ineligible reads back 'eligible' with no action in between
# ---------------------------------------------------------------------------------------------------------
def t21() -> dict[str, Any]:
    p = Pane("ops", "nomad-ctl", "/home/ops")
    full = "9c2e41f7-3a1b-6d04-8e2f-b5c07a91d4e8"
    nh = ["ID", "Node Pool", "DC", "Name", "Class", "Drain", "Eligibility", "Status"]

    def nodes(elig4: str) -> str:
        return cols([nh,
                     ["9c2e41f7", "default", "ams3", "worker-ams3-04", "<none>", "false", elig4, "ready"],
                     ["4b70d1ae", "default", "ams3", "worker-ams3-03", "<none>", "false", "eligible", "ready"],
                     ["e18f6c33", "default", "ams3", "worker-ams3-02", "<none>", "false", "eligible", "ready"],
                     ["72ad95b0", "default", "ams3", "worker-ams3-01", "<none>", "false", "eligible", "ready"]], gap=2)
    ah = ["ID", "Node ID", "Task Group", "Version", "Desired", "Status", "Created", "Modified"]

    def job(complete: int, allocs: list[list[str]]) -> str:
        return f"""ID            = web-frontend
Name          = web-frontend
Submit Date   = 2024-03-18T16:52:30Z
Type          = service
Priority      = 50
Datacenters   = ams3
Namespace     = default
Node Pool     = default
Status        = running
Periodic      = false
Parameterized = false

Summary
Task Group  Queued  Starting  Running  Failed  Complete  Lost  Unknown
web         0       0         3        0       {complete:<8}  0     0

Latest Deployment
ID          = 5e3a9c10
Status      = successful
Description = Deployment completed successfully

Deployed
Task Group  Desired  Placed  Healthy  Unhealthy  Progress Deadline
web         3        3       3        0          2024-03-18T17:02:41Z

Allocations
""" + cols([ah] + allocs, gap=2)
    a1 = [["1f7a3d2e", "9c2e41f7", "web", "7", "run", "running", "18h28m ago", "18h27m ago"],
          ["a0c5e7b4", "4b70d1ae", "web", "7", "run", "running", "18h28m ago", "18h27m ago"],
          ["d63f08e1", "72ad95b0", "web", "7", "run", "running", "18h28m ago", "18h27m ago"]]
    a2 = [["c4d9a7f3", "e18f6c33", "web", "7", "run", "running", "1m37s ago", "1m24s ago"],
          ["1f7a3d2e", "9c2e41f7", "web", "7", "stop", "complete", "18h30m ago", "1m31s ago"],
          ["a0c5e7b4", "4b70d1ae", "web", "7", "run", "running", "18h30m ago", "18h29m ago"],
          ["d63f08e1", "72ad95b0", "web", "7", "run", "running", "18h30m ago", "18h29m ago"]]
    stop = """==> 2024-03-19T11:21:04Z: Monitoring evaluation "b81e0f52"
    2024-03-19T11:21:04Z: Evaluation triggered by job "web-frontend"
    2024-03-19T11:21:05Z: Allocation "c4d9a7f3" created: node "e18f6c33", group "web"
    2024-03-19T11:21:05Z: Evaluation within deployment: "5e3a9c10"
    2024-03-19T11:21:05Z: Evaluation status changed: "pending" -> "complete"
==> 2024-03-19T11:21:05Z: Evaluation "b81e0f52" finished with status "complete\""""
    detail = f"""ID              = {full}
Name            = worker-ams3-04
Node Pool       = default
Class           = <none>
DC              = ams3
Drain           = false
Eligibility     = ineligible
Status          = ready
CSI Controllers = <none>
CSI Drivers     = <none>
Uptime          = 320h43m8s
Host Volumes    = <none>
Host Networks   = <none>
CSI Volumes     = <none>
Driver Status   = docker,exec

Node Events
Time                  Subsystem  Message
2024-03-19T11:19:47Z  Cluster    Node marked as ineligible for scheduling
2024-03-06T02:39:12Z  Cluster    Node registered

Allocated Resources
CPU            Memory          Disk
500/15600 MHz  512 MiB/31 GiB  300 MiB/92 GiB

Allocation Resource Utilization
CPU           Memory
41/15600 MHz  188 MiB/31 GiB

Host Resource Utilization
CPU            Memory          Disk
612/15600 MHz  3.9 GiB/31 GiB  21 GiB/98 GiB

Allocations
""" + cols([ah, ["1f7a3d2e", "9c2e41f7", "web", "7", "stop", "complete", "18h31m ago", "2m10s ago"],
            ["7d9e0b42", "9c2e41f7", "gateway", "3", "run", "running", "4d2h ago", "4d2h ago"]], gap=2)
    drain = f"""2024-03-19T11:24:06Z: Ctrl-C to stop monitoring: will not cancel the node drain
2024-03-19T11:24:06Z: Node "{full}" drain strategy set
2024-03-19T11:24:07Z: Alloc "7d9e0b42" marked for migration
2024-03-19T11:24:07Z: Alloc "7d9e0b42" draining
2024-03-19T11:24:13Z: Alloc "7d9e0b42" status running -> complete
2024-03-19T11:24:13Z: Drain complete for node {full}
2024-03-19T11:24:13Z: All allocations on node "{full}" have stopped"""
    nodes_after = cols([nh,
                        ["9c2e41f7", "default", "ams3", "worker-ams3-04", "<none>", "false", "ineligible", "ready"],
                        ["4b70d1ae", "default", "ams3", "worker-ams3-03", "<none>", "false", "eligible", "ready"],
                        ["e18f6c33", "default", "ams3", "worker-ams3-02", "<none>", "false", "eligible", "ready"],
                        ["72ad95b0", "default", "ams3", "worker-ams3-01", "<none>", "false", "eligible", "ready"]], gap=2)
    alloc = """ID                  = c4d9a7f3-5b02-e81d-0f46-a7c39e2b6d15
Eval ID             = b81e0f52
Name                = web-frontend.web[0]
Node ID             = e18f6c33
Node Name           = worker-ams3-02
Job ID              = web-frontend
Job Version         = 7
Client Status       = running
Client Description  = Tasks are running
Desired Status      = run
Desired Description = <none>
Created             = 3m41s ago
Modified            = 3m28s ago
Deployment ID       = 5e3a9c10
Deployment Health   = healthy

Tasks
Name   State    Last Event  Time
nginx  running  Started     2024-03-19T11:21:09Z"""
    turns = [
        p.run("nomad node status", nodes("eligible")),
        p.run("nomad node eligibility -disable 9c2e41f7", f'Node "{full}" scheduling eligibility set: ineligible for scheduling'),
        p.run("nomad job status web-frontend", job(2, a1)),
        p.run("nomad alloc stop 1f7a3d2e", stop, duration=3.0),
        p.run("nomad node status", nodes("eligible")),
        p.run("nomad job status web-frontend", job(3, a2)),
        p.run("nomad node status 9c2e41f7", detail),
        p.run("nomad node drain -enable -deadline 10m -yes 9c2e41f7", drain, duration=10.0),
        p.run("nomad node status", nodes_after),
        p.run("nomad alloc status -short c4d9a7f3", alloc),
    ]
    state = ("Host nomad-ctl (Ubuntu 22.04), user ops, cwd ~. Nomad v1.7.5 CLI with NOMAD_ADDR pointing at the ams3 servers "
             "and a management token; four client nodes. Tuesday 2024-03-19, 11:19 UTC; no one else operates the cluster "
             "right now. Task: take worker-ams3-04 out of scheduling for a kernel upgrade, moving its web-frontend and gateway allocations off it.")
    return dict(turns=turns, state=state, bad=True, turn=5,
                kind="node 9c2e41f7 just set ineligible (and skipped by the rescheduler) shows Eligibility 'eligible' in the next node list")


# ---------------------------------------------------------------------------------------------------------
# 22 (clean) disk cleanup: df/du/journal sizes fall with the deletions, in different units and roundings
# ---------------------------------------------------------------------------------------------------------
def t22() -> dict[str, Any]:
    p = Pane("root", "log-aggr-2", "/root")
    df1 = "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme0n1p2   78G   70G  3.8G  95% /"
    df2 = "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme0n1p2   78G   52G   23G  70% /"
    dfb = ("Filesystem        1B-blocks        Used       Avail Use% Mounted on\n"
           "/dev/nvme0n1p2  83204681728 54983502848 24060945408  70% /")
    du = "27G\t/var\n26G\t/var/log\n1.3G\t/var/cache\n412M\t/var/lib\n3.1M\t/var/backups\n48K\t/var/spool\n16K\t/var/tmp\n4.0K\t/var/mail"
    mid = "3f9c1e2ab0d54c8e9a71f0b2c6d4e815"
    dels = []
    for i in range(28):
        kind = "system" if i % 5 else "user-1000"
        size = "128.0M" if i < 26 else ("112.0M" if i == 26 else "64.0M")
        dels.append(f"Deleted archived journal /var/log/journal/{mid}/{kind}@{hx('jseq', 32)}-{hx('jnum' + str(i), 16)}-{hx('jts' + str(i), 16)}.journal ({size}).")
    vac = "\n".join(dels) + f"\nVacuuming done, freed 3.4G of archived journals from /var/log/journal/{mid}."
    ls1 = """total 21G
-rw-r----- 1 syslog adm 1.1G Apr 18 09:12 ingest.log
-rw-r----- 1 syslog adm 734M Apr  4 00:00 ingest.log.15
-rw-r----- 1 syslog adm 731M Apr  5 00:00 ingest.log.14
-rw-r----- 1 syslog adm 726M Mar 29 00:00 ingest.log.21
-rw-r----- 1 syslog adm 719M Apr  7 00:00 ingest.log.12"""
    ls2 = """total 6.8G
-rw-r----- 1 syslog adm 1.2G Apr 18 09:24 ingest.log
-rw-r----- 1 syslog adm 712M Apr 16 00:00 ingest.log.3
-rw-r----- 1 syslog adm 705M Apr 13 00:00 ingest.log.6
-rw-r----- 1 syslog adm 698M Apr 18 00:00 ingest.log.1
-rw-r----- 1 syslog adm 690M Apr 14 00:00 ingest.log.5"""
    turns = [
        p.run("df -h /", df1),
        p.run("du -xh --max-depth=1 /var 2>/dev/null | sort -rh | head -8", du, duration=6.0),
        p.run("journalctl --disk-usage", "Archived and active journals take up 3.9G in the file system."),
        p.run("journalctl --vacuum-size=500M", vac, duration=3.0),
        p.run("ls -lhS /var/log/app/ | head -6", ls1),
        p.run("find /var/log/app -name '*.log.[0-9]*' -mtime +7 -print -delete | wc -l", "23", duration=2.0),
        p.run("apt-get clean && du -sh /var/cache/apt", "36K\t/var/cache/apt"),
        p.run("df -h /", df2),
        p.run("df -B1 /", dfb),
        p.run("journalctl --disk-usage", "Archived and active journals take up 496.0M in the file system."),
        p.run("du -sh /var/log", "7.6G\t/var/log", duration=2.0),
        p.run("ls -lhS /var/log/app/ | head -6", ls2),
    ]
    state = ("Host log-aggr-2 (Ubuntu 22.04), root shell, cwd /root. A log aggregator: the ingest service appends to "
             "/var/log/app/ingest.log continuously and logrotate rotates it daily at midnight (ingest.log.1 is yesterday's, "
             "uncompressed). Root filesystem is nearly full. Thursday 2024-04-18, 09:10 UTC. Task: free space on / without "
             "touching the last week of logs.")
    return dict(turns=turns, state=state, bad=False, turn=None, kind="clean")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    makers = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
              t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]
    for i, make in enumerate(makers, 1):
        spec = make()
        rs.add(task=TASK, tid=f"h21-terminal-{i:02d}", system=SYSTEM, turns=spec["turns"], state=spec["state"],
               bad=spec["bad"], turn=spec["turn"], kind=spec["kind"])
    rs.write()


if __name__ == "__main__":
    main()
