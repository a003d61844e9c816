# ruff: noqa: E501
"""Held-out set holdout34, terminal domain: 22 tmux-shell trajectories, 11 of them with one contradiction.

Each trajectory is one task in a shell (service managers, version control, ACLs, quotas, printing, backups,
databases, media metadata, network tools). Written blind; the rows only measure a detector.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet, keys

SYSTEM = """# Role

You are a terminal world model: you simulate a Unix shell (bash or zsh) running inside a tmux pane, on whatever machine the session shows (Linux servers and desktops, Alpine, Void, Rocky, macOS).

# Task

For each turn you receive the keystrokes an agent sends to the pane, as a JSON array of objects with `keystrokes` (raw input; a trailing newline runs the command) and `duration` (seconds to wait before the screen is captured). Predict what the pane shows next:

1. the prompt line with the echoed command,
2. everything the programs write to stdout and stderr, in order,
3. the next prompt, once the command has finished (leave it off while a program is still running).

# Consistency

Keep the whole session in mind. The working directory, environment variables, files and their contents, permissions and attributes, installed packages, services and their PIDs, queued jobs, database rows and repository history all persist between turns and change only through the agent's commands or through what a real system does on its own (clocks advance, uptimes and counters grow, restarted processes get new PIDs, other users keep working). Identifiers (hashes, UUIDs, serials, MAC addresses, job ids) stay exactly as first shown unless something regenerates them.

# Fidelity

Reproduce the real tool's output format: its column layout, headers, units, rounding, date formats, warnings and exit messages, at the length the real command prints. Errors use the real messages (`No such file or directory`, `Operation not permitted`, `command not found`). Do not invent files, rows or processes that the session gives no reason to exist, and do not drop ones that still exist.

# Output

Reply with the predicted pane content after **Environment Observation:**."""


def box(headers: list[str] | None, rows: list[list[str]]) -> str:
    """A table drawn with box characters, as pm2 prints them."""
    allrows = ([headers] if headers else []) + rows
    widths = [max(len(r[i]) for r in allrows) + 2 for i in range(len(allrows[0]))]

    def rule(a: str, b: str, c: str) -> str:
        return a + b.join("─" * w for w in widths) + c

    def fmt(cells: list[str]) -> str:
        return "│" + "│".join(" " + c.ljust(w - 1) for c, w in zip(cells, widths)) + "│"

    out = [rule("┌", "┬", "┐")]
    if headers:
        out += [fmt(headers), rule("├", "┼", "┤")]
    out += [fmt(r) for r in rows]
    out.append(rule("└", "┴", "┘"))
    return "\n".join(out)


def cql(headers: list[str], rows: list[list[str]]) -> str:
    """cqlsh's result table: headers left-aligned, values right-aligned, then the row count."""
    widths = [max(len(x) for x in [h] + [r[i] for r in rows]) for i, h in enumerate(headers)]
    out = ["", " " + " | ".join(h.ljust(w) for h, w in zip(headers, widths)),
           "-" + "-+-".join("-" * w for w in widths) + "-"]
    out += [" " + " | ".join(v.rjust(w) for v, w in zip(r, widths)) for r in rows]
    out += ["", f"({len(rows)} rows)"]
    return "\n".join(out)


def sqlw(headers: list[str], rows: list[list[str]], sep: str = "|") -> str:
    """sqlcmd -W -s'|' output."""
    out = [sep.join(headers), sep.join("-" * len(h) for h in headers)]
    out += [sep.join(r) for r in rows]
    out += ["", f"({len(rows)} rows affected)"]
    return "\n".join(out)


def ls_l(entries: list[tuple[str, str, str, int, str, str]], owner_w: int = 0) -> str:
    """ls -l of regular files: (mode, owner, group, size, date, name); the total is counted in 1K blocks."""
    total = sum(-(-size // 4096) * 4 for _, _, _, size, _, _ in entries)
    sw = max(len(str(e[3])) for e in entries)
    ow = max(len(e[1]) for e in entries)
    gw = max(len(e[2]) for e in entries)
    lines = [f"total {total}"]
    for mode, own, grp, size, date, name in entries:
        lines.append(f"{mode} 1 {own.ljust(ow)} {grp.ljust(gw)} {str(size).rjust(sw)} {date} {name}")
    return "\n".join(lines)


class MacPane(Pane):
    """zsh on macOS: `user@host dir %`."""

    @property
    def prompt(self) -> str:
        home = f"/Users/{self.user}"
        base = "~" if self.cwd == home else self.cwd.rsplit("/", 1)[-1]
        return f"{self.user}@{self.host} {base} %"


# ---------------------------------------------------------------- 01
PM2_HDR = ["id", "name", "namespace", "version", "mode", "pid", "uptime", "↺", "status", "cpu", "mem", "user", "watching"]


def pm2_ls(procs: list[list[str]]) -> str:
    return box(PM2_HDR, [[p[0], p[1], "default", p[2], p[3], p[4], p[5], p[6], p[7], p[8], p[9], "deploy", "disabled"] for p in procs])


def pm2_describe(pid_restarts: str, uptime: str, created: str, metrics: list[list[str]], env: bool) -> str:
    rows = [
        ["status", "online"], ["name", "orders-worker"], ["namespace", "default"], ["version", "3.14.2"],
        ["restarts", pid_restarts], ["uptime", uptime], ["script path", "/home/deploy/apps/orders/dist/worker.js"],
        ["script args", "N/A"], ["error log path", "/home/deploy/.pm2/logs/orders-worker-error.log"],
        ["out log path", "/home/deploy/.pm2/logs/orders-worker-out.log"],
        ["pid path", "/home/deploy/.pm2/pids/orders-worker-2.pid"], ["interpreter", "node"],
        ["interpreter args", "N/A"], ["script id", "2"], ["exec cwd", "/home/deploy/apps/orders"],
        ["exec mode", "fork_mode"], ["node.js version", "20.12.2"], ["node env", "production"],
        ["watch & reload", "✘"], ["unstable restarts", "0"], ["created at", created],
    ]
    out = [" Describing process with id 2 - name orders-worker ", box(None, rows),
           " Revision control metadata ",
           box(None, [["revision control", "git"], ["remote url", "git@git.internal:shop/orders.git"],
                      ["repository root", "/home/deploy/apps/orders"], ["last update", "2024-06-10T19:48:30.884Z"],
                      ["revision", "b1e07c4f92d35a6e0f8c21d7a94b3e5c6d08f1a2"], ["comment", "Merge branch 'release/3.14.2'"],
                      ["branch", "main"]]),
           " Actions available ",
           box(None, [["km:heapdump"], ["km:cpu:profiling:start"], ["km:cpu:profiling:stop"], ["km:heap:sampling:start"], ["km:heap:sampling:stop"]]),
           " Trigger via: pm2 trigger orders-worker <action_name>", "",
           " Code metrics value ", box(None, metrics)]
    if env:
        out += [" Divergent env variables from local env ", box(None, [["REDIS_URL", "redis://10.20.0.14:6379/2"]])]
    out += ["", " Add your own code metrics: http://bit.ly/code-metrics",
            " Use `pm2 logs orders-worker [--lines 1000]` to display logs",
            " Use `pm2 env 2` to display environment variables",
            " Use `pm2 monit` to monitor CPU and Memory usage orders-worker"]
    return "\n".join(out)


ECOSYSTEM = """module.exports = {
  apps: [
    {
      name: "orders-api",
      script: "dist/server.js",
      instances: 2,
      exec_mode: "cluster",
      max_memory_restart: "400M",
      env_production: {
        NODE_ENV: "production",
        PORT: 8080,
        DATABASE_URL: "postgres://orders@10.20.0.31:5432/orders",
        REDIS_URL: "redis://10.20.0.15:6379/1",
      },
    },
    {
      name: "orders-worker",
      script: "dist/worker.js",
      exec_mode: "fork",
      max_memory_restart: "300M",
      env_production: {
        NODE_ENV: "production",
        DATABASE_URL: "postgres://orders@10.20.0.31:5432/orders",
        REDIS_URL: "redis://10.20.0.14:6379/2",
        WORKER_CONCURRENCY: 8,
      },
    },
    {
      name: "pdf-render",
      script: "/opt/pdf-render/index.js",
      env_production: { NODE_ENV: "production", PORT: 8090 },
    },
    {
      name: "cron-sweeper",
      script: "dist/sweeper.js",
      cron_restart: "*/30 * * * *",
      autorestart: false,
      env_production: { NODE_ENV: "production" },
    },
  ],
};"""


# pm2 process manager, clean
def t01(rs: RowSet) -> None:
    p = Pane("deploy", "api-prod-2", "/home/deploy/apps/orders")
    before = [
        ["0", "orders-api", "3.14.2", "cluster", "184211", "6D", "2", "online", "0.4%", "118.2mb"],
        ["1", "orders-api", "3.14.2", "cluster", "184236", "6D", "2", "online", "0.3%", "121.7mb"],
        ["2", "orders-worker", "3.14.2", "fork", "201877", "18h", "5", "online", "1.2%", "96.4mb"],
        ["3", "pdf-render", "1.8.0", "fork", "184302", "6D", "0", "online", "0%", "64.9mb"],
        ["4", "cron-sweeper", "3.14.2", "fork", "0", "0", "0", "stopped", "0%", "0b"],
    ]
    restarted = [
        ["0", "orders-api", "3.14.2", "cluster", "184211", "6D", "2", "online", "0.6%", "119.0mb"],
        ["1", "orders-api", "3.14.2", "cluster", "184236", "6D", "2", "online", "0.2%", "121.9mb"],
        ["2", "orders-worker", "3.14.2", "fork", "231554", "0s", "6", "online", "0%", "38.1mb"],
        ["3", "pdf-render", "1.8.0", "fork", "184302", "6D", "0", "online", "0%", "64.9mb"],
        ["4", "cron-sweeper", "3.14.2", "fork", "0", "0", "0", "stopped", "0%", "0b"],
    ]
    later = [
        ["0", "orders-api", "3.14.2", "cluster", "184211", "6D", "2", "online", "0.5%", "118.7mb"],
        ["1", "orders-api", "3.14.2", "cluster", "184236", "6D", "2", "online", "0.4%", "122.3mb"],
        ["2", "orders-worker", "3.14.2", "fork", "231554", "2m", "6", "online", "0.9%", "91.3mb"],
        ["3", "pdf-render", "1.8.0", "fork", "184302", "6D", "0", "online", "0.1%", "65.2mb"],
        ["4", "cron-sweeper", "3.14.2", "fork", "0", "0", "0", "stopped", "0%", "0b"],
    ]
    err_log = """[TAILING] Tailing last 10 lines for [orders-worker] process (change the value with --lines option)
/home/deploy/.pm2/logs/orders-worker-error.log last 10 lines:
2|orders-worker  | 2024-06-11T13:52:07.114Z [queue] redis connection lost: connect ETIMEDOUT 10.20.0.14:6379
2|orders-worker  | 2024-06-11T13:52:17.120Z [queue] redis reconnect attempt 1 failed: connect ETIMEDOUT 10.20.0.14:6379
2|orders-worker  | 2024-06-11T13:52:37.131Z [queue] redis reconnect attempt 2 failed: connect ETIMEDOUT 10.20.0.14:6379
2|orders-worker  | 2024-06-11T13:53:17.140Z [queue] redis reconnect attempt 3 failed: connect ETIMEDOUT 10.20.0.14:6379
2|orders-worker  | 2024-06-11T13:54:37.152Z [queue] redis reconnect attempt 4 failed: connect ETIMEDOUT 10.20.0.14:6379
2|orders-worker  | 2024-06-11T13:55:07.410Z [jobs] invoice.render id=inv_8f31zq stalled (no heartbeat for 120s), will retry
2|orders-worker  | 2024-06-11T13:56:37.163Z [queue] redis reconnect attempt 5 failed: connect ETIMEDOUT 10.20.0.14:6379
2|orders-worker  | 2024-06-11T13:58:37.170Z [queue] redis reconnect attempt 6 failed: connect ETIMEDOUT 10.20.0.14:6379
2|orders-worker  | 2024-06-11T14:00:37.181Z [queue] redis reconnect attempt 7 failed: connect ETIMEDOUT 10.20.0.14:6379
2|orders-worker  | 2024-06-11T14:02:37.192Z [queue] redis reconnect attempt 8 failed: connect ETIMEDOUT 10.20.0.14:6379"""
    out_log = """[TAILING] Tailing last 8 lines for [orders-worker] process (change the value with --lines option)
/home/deploy/.pm2/logs/orders-worker-out.log last 8 lines:
2|orders-worker  | 2024-06-11T13:51:48.902Z [jobs] processed invoice.email id=inv_8f2x0c (211ms)
2|orders-worker  | 2024-06-11T13:51:59.377Z [jobs] processed stock.sync id=stk_1c8f4a (94ms)
2|orders-worker  | 2024-06-11T14:06:12.611Z [boot] orders-worker 3.14.2 starting (node v20.12.2, pid 231554)
2|orders-worker  | 2024-06-11T14:06:12.790Z [db] pool ready (postgres 10.20.0.31:5432/orders, max 10)
2|orders-worker  | 2024-06-11T14:06:12.843Z [queue] connected to redis 10.20.0.15:6379 db=2
2|orders-worker  | 2024-06-11T14:06:12.851Z [queue] consuming: invoice.render, invoice.email, stock.sync (concurrency 8)
2|orders-worker  | 2024-06-11T14:06:13.472Z [jobs] processed invoice.render id=inv_8f31zq (688ms)
2|orders-worker  | 2024-06-11T14:06:14.019Z [jobs] processed stock.sync id=stk_1c9d0e (88ms)"""
    m1 = [["Used Heap Size", "41.87 MiB"], ["Heap Usage", "88.12 %"], ["Heap Size", "47.52 MiB"],
          ["Event Loop Latency p95", "2.14 ms"], ["Event Loop Latency", "0.41 ms"], ["Active handles", "9"], ["Active requests", "1"]]
    m2 = [["Used Heap Size", "33.05 MiB"], ["Heap Usage", "79.64 %"], ["Heap Size", "41.50 MiB"],
          ["Event Loop Latency p95", "1.87 ms"], ["Event Loop Latency", "0.36 ms"], ["Active handles", "12"], ["Active requests", "0"]]
    desc2 = pm2_describe("6", "2m", "2024-06-11T14:06:12.538Z", m2, False)
    turns = [
        p.run("pm2 ls", pm2_ls(before)),
        p.run("pm2 describe orders-worker", pm2_describe("5", "18h", "2024-06-10T19:48:31.207Z", m1, True)),
        p.run("pm2 logs orders-worker --err --lines 10 --nostream", err_log),
        p.run("cat ecosystem.config.js", ECOSYSTEM),
        p.run("sed -i 's#redis://10.20.0.14:6379/2#redis://10.20.0.15:6379/2#' ecosystem.config.js && grep -n REDIS_URL ecosystem.config.js",
              '13:        REDIS_URL: "redis://10.20.0.15:6379/1",\n24:        REDIS_URL: "redis://10.20.0.15:6379/2",'),
        p.run("pm2 restart ecosystem.config.js --only orders-worker --env production --update-env",
              "[PM2] Applying action restartProcessId on app [orders-worker](ids: [ 2 ])\n[PM2] [orders-worker](2) ✓\n" + pm2_ls(restarted), duration=3.0),
        p.run("pm2 logs orders-worker --out --lines 8 --nostream", out_log),
        p.run("pm2 save", "[PM2] Saving current process list...\n[PM2] Successfully saved in /home/deploy/.pm2/dump.pm2"),
        p.run("pm2 ls", pm2_ls(later)),
        p.run("pm2 describe orders-worker | head -n 25", "\n".join(desc2.split("\n")[:25])),
    ]
    rs.add(task="terminal", tid="h34-terminal-01", system=SYSTEM, turns=turns, state="deploy@api-prod-2:~/apps/orders$")


# ---------------------------------------------------------------- 02
def svn_ls(entries: list[tuple[int, str, str, str, str]]) -> str:
    return "\n".join(f"{rev:7d} {auth[:8]:<8}   {size:>10} {date:>12} {name}" for rev, auth, size, date, name in entries)


# Subversion (svn), bad
def t02(rs: RowSet) -> None:
    p = Pane("mkelly", "build-07", "/home/mkelly/wc/billing-trunk")
    info = """Path: .
Working Copy Root Path: /home/mkelly/wc/billing-trunk
URL: https://svn.corp.example.com/repos/billing/trunk
Relative URL: ^/trunk
Repository Root: https://svn.corp.example.com/repos/billing
Repository UUID: 6b1e3c5a-0d9f-4e21-9a4b-2f7c8d1e5a90
Revision: 48213
Node Kind: directory
Schedule: normal
Last Changed Author: rtanaka
Last Changed Rev: 48209
Last Changed Date: 2024-06-10 17:42:15 +0200 (Mon, 10 Jun 2024)"""
    status_u = """M            48213   src/billing/TaxRules.java
        *    48213   pom.xml
        *    48213   src/billing/AuditTrail.java
        *    48213   src/billing/BillingService.java
        *    48213   src/billing/pdf/PdfExporter.java
        *            src/billing/pdf/fonts
        *            src/billing/pdf/fonts/NotoSans-Subset.ttf
Status against revision:  48220"""
    update = """Updating '.':
U    pom.xml
U    src/billing/AuditTrail.java
U    src/billing/BillingService.java
U    src/billing/pdf/PdfExporter.java
A    src/billing/pdf/fonts
A    src/billing/pdf/fonts/NotoSans-Subset.ttf
Updated to revision 48220."""
    status = """M       src/billing/BillingService.java
D       src/billing/InvoiceFmt.java
        > moved to src/billing/InvoiceFormatter.java
A  +    src/billing/InvoiceFormatter.java
        > moved from src/billing/InvoiceFmt.java
M       src/billing/TaxRules.java
M       src/billing/pdf/PdfExporter.java"""
    commit = """Sending        src/billing/BillingService.java
Deleting       src/billing/InvoiceFmt.java
Adding         src/billing/InvoiceFormatter.java
Sending        src/billing/pdf/PdfExporter.java
Transmitting file data ...done
Committing transaction...
Committed revision 48221."""
    listing = svn_ls([
        (48221, "mkelly", "", "Jun 11 10:31", "./"),
        (48214, "jpatel", "4188", "Jun 10 18:05", "AuditTrail.java"),
        (47731, "rtanaka", "3320", "May 17 11:26", "BillingPeriod.java"),
        (48221, "mkelly", "12873", "Jun 11 10:31", "BillingService.java"),
        (48002, "jpatel", "5517", "May 29 14:40", "CreditNote.java"),
        (47990, "rtanaka", "2954", "May 28 09:12", "CurrencyUtil.java"),
        (47855, "okoroafor", "6102", "May 22 16:03", "DunningPolicy.java"),
        (48221, "mkelly", "7418", "Jun 11 10:31", "InvoiceFmt.java"),
        (47412, "rtanaka", "1876", "Apr 30 10:18", "InvoiceNumberSeq.java"),
        (48190, "jpatel", "9034", "Jun 07 15:22", "LedgerExport.java"),
        (48117, "mkelly", "11245", "Jun 05 12:51", "PaymentMatcher.java"),
        (47968, "okoroafor", "4470", "May 27 17:30", "RefundService.java"),
        (48209, "rtanaka", "9622", "Jun 10 17:42", "TaxRules.java"),
        (48221, "mkelly", "", "Jun 11 10:31", "pdf/"),
    ])
    log = """------------------------------------------------------------------------
r48221 | mkelly | 2024-06-11 10:31:44 +0200 (Tue, 11 Jun 2024) | 1 line

billing: rename InvoiceFmt to InvoiceFormatter (BILL-2291)
------------------------------------------------------------------------
r48220 | jpatel | 2024-06-11 09:58:02 +0200 (Tue, 11 Jun 2024) | 2 lines

pdf: embed a subset of Noto Sans in invoice PDFs
BILL-2287
------------------------------------------------------------------------
r48218 | rtanaka | 2024-06-11 09:20:36 +0200 (Tue, 11 Jun 2024) | 1 line

build: bump maven-surefire-plugin to 3.2.5
------------------------------------------------------------------------"""
    turns = [
        p.run("svn info", info),
        p.run("svn status -u", status_u, duration=3.0),
        p.run("svn update", update, duration=4.0),
        p.run("svn mv src/billing/InvoiceFmt.java src/billing/InvoiceFormatter.java",
              "A         src/billing/InvoiceFormatter.java\nD         src/billing/InvoiceFmt.java"),
        p.run("sed -i 's/\\bInvoiceFmt\\b/InvoiceFormatter/g' src/billing/InvoiceFormatter.java && grep -rlw InvoiceFmt src/",
              "src/billing/BillingService.java\nsrc/billing/pdf/PdfExporter.java"),
        p.run("sed -i 's/\\bInvoiceFmt\\b/InvoiceFormatter/g' src/billing/BillingService.java src/billing/pdf/PdfExporter.java && svn status", status),
        p.run('svn commit -m "billing: rename InvoiceFmt to InvoiceFormatter (BILL-2291)" src/billing/BillingService.java src/billing/InvoiceFmt.java src/billing/InvoiceFormatter.java src/billing/pdf/PdfExporter.java',
              commit, duration=5.0),
        p.run("svn update", "Updating '.':\nAt revision 48221.", duration=3.0),
        p.run("svn ls -v src/billing", listing, duration=2.0),
        p.run("svn log -l 3", log, duration=2.0),
    ]
    rs.add(task="terminal", tid="h34-terminal-02", system=SYSTEM, turns=turns, state="mkelly@build-07:~/wc/billing-trunk$",
           bad=True, turn=9, kind="file renamed and committed with svn mv is listed under its old name")


# ---------------------------------------------------------------- 03
# getfacl / setfacl, clean
def t03(rs: RowSet) -> None:
    p = Pane("root", "fs01", "/srv/share")
    ls1 = """total 20
drwxr-s---+  9 root eng     4096 Jun  7 16:20 atlas
drwxrws---+  4 root eng     4096 May 29 11:03 borealis
drwxrws---+ 12 root design  4096 Jun 10 09:41 brand-2024
drwxr-x---   3 root finance 4096 Mar 14 08:55 budget
drwxrws---+  6 root eng     4096 Jun 11 08:12 cobalt"""
    ls2 = """total 20
drwxrws---+ 10 root eng     4096 Jun 11 10:18 atlas
drwxrws---+  4 root eng     4096 May 29 11:03 borealis
drwxrws---+ 12 root design  4096 Jun 10 09:41 brand-2024
drwxr-x---   3 root finance 4096 Mar 14 08:55 budget
drwxrws---+  6 root eng     4096 Jun 11 08:12 cobalt"""
    head = "# file: projects/atlas\n# owner: root\n# group: eng\n# flags: -s-\n"
    acl1 = head + """user::rwx
user:tchen:r-x
user:okafor:rwx\t\t\t#effective:r-x
group::rwx\t\t\t#effective:r-x
group:qa:r-x
mask::r-x
other::---
default:user::rwx
default:user:okafor:rwx
default:group::rwx
default:group:qa:r-x
default:mask::rwx
default:other::---"""
    acl2 = head + """user::rwx
user:tchen:r-x
user:okafor:rwx
user:jlopez:rwx
group::rwx
group:qa:r-x
mask::rwx
other::---
default:user::rwx
default:user:okafor:rwx
default:group::rwx
default:group:qa:r-x
default:mask::rwx
default:other::---"""
    acl3 = head + """user::rwx
user:okafor:rwx
user:jlopez:rwx
group::rwx
group:qa:r-x
mask::rwx
other::---
default:user::rwx
default:user:okafor:rwx
default:user:jlopez:rwx
default:group::rwx
default:group:qa:r-x
default:mask::rwx
default:other::---"""
    acl4 = acl3.replace("# file: projects/atlas", "# file: projects/atlas/q3-review")
    turns = [
        p.run("ls -l projects", ls1),
        p.run("getfacl projects/atlas", acl1),
        p.run("setfacl -m u:jlopez:rwx projects/atlas"),
        p.run("getfacl projects/atlas", acl2),
        p.run("setfacl -x u:tchen projects/atlas && setfacl -d -m u:jlopez:rwx projects/atlas"),
        p.run("getfacl projects/atlas", acl3),
        p.run("mkdir projects/atlas/q3-review && getfacl projects/atlas/q3-review", acl4),
        p.run("ls -l projects", ls2),
    ]
    rs.add(task="terminal", tid="h34-terminal-03", system=SYSTEM, turns=turns, state="root@fs01:/srv/share#")


# ---------------------------------------------------------------- 04
def rc(name: str, status: str) -> str:
    return f" {name:<66}[  {status}  ]"


def bps(rows: list[tuple[int, str, str, str]]) -> str:
    return "\n".join(["  PID USER      TIME  COMMAND"] + [f"{pid:5d} {user:<8} {t:>5} {args}" for pid, user, t, args in rows])


# OpenRC (rc-service, rc-update, rc-status), bad
def t04(rs: RowSet) -> None:
    p = Pane("root", "alpine-gw", "/root")
    dyn = ["Dynamic Runlevel: hotplugged", "Dynamic Runlevel: needed/wanted", rc("sysfs", "started"), rc("fsck", "started"),
           rc("root", "started"), rc("localmount", "started")]
    status1 = "\n".join(["Runlevel: default"] + [rc(s, "started") for s in ("acpid", "chronyd", "crond", "dnsmasq", "nginx", "sshd")]
                        + dyn + ["Dynamic Runlevel: manual"])
    status2 = "\n".join(["Runlevel: default"] + [rc(s, "started") for s in ("acpid", "chronyd", "crond", "dnsmasq", "nginx", "sshd", "unbound")]
                        + dyn + ["Dynamic Runlevel: manual"])
    awk = "ps -o pid,user,time,args | awk 'NR==1 || /unbound|nginx|chronyd|dnsmasq|sshd/ && !/awk/'"
    ps1 = bps([
        (2281, "chrony", "0:04", "/usr/sbin/chronyd -f /etc/chrony/chrony.conf"),
        (2407, "root", "0:00", "sshd: /usr/sbin/sshd [listener] 0 of 10-100 startups"),
        (2466, "dnsmasq", "0:11", "/usr/sbin/dnsmasq -k --user=dnsmasq --pid-file=/run/dnsmasq.pid -C /etc/dnsmasq.conf"),
        (2512, "root", "0:00", "nginx: master process /usr/sbin/nginx -c /etc/nginx/nginx.conf"),
        (2513, "nginx", "0:21", "nginx: worker process"),
        (2514, "nginx", "0:19", "nginx: worker process"),
        (9137, "unbound", "0:00", "/usr/sbin/unbound -c /etc/unbound/unbound.conf"),
    ])
    ps2 = bps([
        (2218, "chrony", "0:04", "/usr/sbin/chronyd -f /etc/chrony/chrony.conf"),
        (2407, "root", "0:00", "sshd: /usr/sbin/sshd [listener] 0 of 10-100 startups"),
        (2466, "dnsmasq", "0:11", "/usr/sbin/dnsmasq -k --user=dnsmasq --pid-file=/run/dnsmasq.pid -C /etc/dnsmasq.conf"),
        (2512, "root", "0:00", "nginx: master process /usr/sbin/nginx -c /etc/nginx/nginx.conf"),
        (9137, "unbound", "0:00", "/usr/sbin/unbound -c /etc/unbound/unbound.conf"),
        (9204, "nginx", "0:00", "nginx: worker process"),
        (9205, "nginx", "0:00", "nginx: worker process"),
    ])
    ok = "[ ok ]"
    start = f" * Caching service dependencies ...{' ' * 42}{ok}\n * Starting unbound ...{' ' * 54}{ok}"
    reload = f" * Checking nginx' configuration ...{' ' * 41}{ok}\n * Refreshing nginx' configuration ...{' ' * 39}{ok}"
    drill = """;; ->>HEADER<<- opcode: QUERY, rcode: NOERROR, id: 40113
;; flags: qr rd ra ; QUERY: 1, ANSWER: 2, AUTHORITY: 0, ADDITIONAL: 0
;; QUESTION SECTION:
;; api.partner-feed.example.net.	IN	A

;; ANSWER SECTION:
api.partner-feed.example.net.	300	IN	A	198.51.100.23
api.partner-feed.example.net.	300	IN	A	198.51.100.24

;; AUTHORITY SECTION:

;; ADDITIONAL SECTION:

;; Query time: 41 msec
;; SERVER: 127.0.0.1
;; WHEN: Tue Jun 11 09:27:44 2024
;; MSG SIZE  rcvd: 78"""
    turns = [
        p.run("rc-status", status1),
        p.run("rc-service unbound start", start, duration=2.0),
        p.run(awk, ps1),
        p.run("rc-update add unbound default", " * service unbound added to runlevel default"),
        p.run("sed -i 's/resolver 1.1.1.1 9.9.9.9 valid=300s;/resolver 127.0.0.1 valid=300s;/' /etc/nginx/http.d/upstreams.conf && rc-service nginx reload",
              reload, duration=2.0),
        p.run(awk, ps2),
        p.run("rc-status", status2),
        p.run("drill @127.0.0.1 api.partner-feed.example.net", drill),
    ]
    rs.add(task="terminal", tid="h34-terminal-04", system=SYSTEM, turns=turns, state="root@alpine-gw:~#",
           bad=True, turn=6, kind="PID of chronyd, never restarted, differs from the earlier listing")


# ---------------------------------------------------------------- 05
# Mercurial (hg), clean
def t05(rs: RowSet) -> None:
    p = Pane("dana", "devbox", "/home/dana/src/tilemap")
    summary = """parent: 1742:9c1e2f0a7b3d tip
 atlas: clamp mip level before sampling
branch: default
commit: 2 modified, 1 unknown
update: (current)
phases: 1 draft"""
    status = "M src/render.c\nM src/render.h\n? notes.txt"
    stat = """ src/render.c |  87 ++++++++++++++++++++++++++++++++++++++++++++++++++++----------
 src/render.h |   6 ++++--
 2 files changed, 78 insertions(+), 15 deletions(-)"""
    log3 = """changeset:   1743:4a81c0d2e6f9
tag:         tip
user:        Dana Whitfield <dana@tilemap.dev>
date:        Tue Jun 11 11:20:37 2024 +0200
summary:     render: batch tile uploads into one staging buffer

changeset:   1742:9c1e2f0a7b3d
user:        Dana Whitfield <dana@tilemap.dev>
date:        Mon Jun 10 18:02:11 2024 +0200
summary:     atlas: clamp mip level before sampling

changeset:   1741:e07b55d1a2c8
user:        Ilya Marchenko <ilya@tilemap.dev>
date:        Mon Jun 10 14:47:59 2024 +0200
summary:     ci: bump msvc image to 17.10
"""
    pull = """pulling from https://hg.tilemap.dev/tilemap
searching for changes
adding changesets
adding manifests
adding file changes
added 2 changesets with 5 changes to 4 files (+1 heads)
new changesets 3f9d7a60b214:b58e2c1f03aa
(run 'hg heads' to see heads, 'hg merge' to merge)"""
    heads = """changeset:   1745:b58e2c1f03aa
tag:         tip
user:        Ilya Marchenko <ilya@tilemap.dev>
date:        Tue Jun 11 09:14:05 2024 +0200
summary:     shaders: move tile sampler to descriptor set 1

changeset:   1743:4a81c0d2e6f9
user:        Dana Whitfield <dana@tilemap.dev>
date:        Tue Jun 11 11:20:37 2024 +0200
summary:     render: batch tile uploads into one staging buffer
"""
    rebase = """rebasing 1742:9c1e2f0a7b3d "atlas: clamp mip level before sampling"
rebasing 1743:4a81c0d2e6f9 "render: batch tile uploads into one staging buffer"
saved backup bundle to /home/dana/src/tilemap/.hg/strip-backup/9c1e2f0a7b3d-1b8f04c2-rebase.hg"""
    graph = """@  changeset:   1745:70c4b8e1a93d
|  tag:         tip
|  user:        Dana Whitfield <dana@tilemap.dev>
|  date:        Tue Jun 11 11:20:37 2024 +0200
|  summary:     render: batch tile uploads into one staging buffer
|
o  changeset:   1744:d2e7a91c5f60
|  user:        Dana Whitfield <dana@tilemap.dev>
|  date:        Mon Jun 10 18:02:11 2024 +0200
|  summary:     atlas: clamp mip level before sampling
|
o  changeset:   1743:b58e2c1f03aa
|  user:        Ilya Marchenko <ilya@tilemap.dev>
|  date:        Tue Jun 11 09:14:05 2024 +0200
|  summary:     shaders: move tile sampler to descriptor set 1
|
o  changeset:   1742:3f9d7a60b214
|  user:        Ilya Marchenko <ilya@tilemap.dev>
|  date:        Tue Jun 11 08:51:32 2024 +0200
|  summary:     build: require meson 1.3
|
o  changeset:   1741:e07b55d1a2c8
|  user:        Ilya Marchenko <ilya@tilemap.dev>
~  date:        Mon Jun 10 14:47:59 2024 +0200
   summary:     ci: bump msvc image to 17.10
"""
    push = """pushing to https://hg.tilemap.dev/tilemap
searching for changes
remote: adding changesets
remote: adding manifests
remote: adding file changes
remote: added 2 changesets with 3 changes to 3 files"""
    turns = [
        p.run("hg summary", summary),
        p.run("hg status", status),
        p.run("hg diff --stat", stat),
        p.run('hg commit -m "render: batch tile uploads into one staging buffer" src/render.c src/render.h && hg log -l 3', log3),
        p.run("hg pull", pull, duration=4.0),
        p.run("hg heads", heads),
        p.run("hg rebase -s 1742 -d 1745", rebase, duration=3.0),
        p.run("hg log -G -l 5", graph),
        p.run("hg push", push, duration=4.0),
    ]
    rs.add(task="terminal", tid="h34-terminal-05", system=SYSTEM, turns=turns, state="dana@devbox:~/src/tilemap$")


# ---------------------------------------------------------------- 06
def lpjob(job: str, user: str, size: int, when: str) -> str:
    return f"{job:<23} {user:<12} {size:>10}   {when}"


# CUPS (lpstat, lpadmin, cancel), bad
def t06(rs: RowSet) -> None:
    p = Pane("root", "print-srv", "/root")
    j1187 = lpjob("hp-3rdfloor-1187", "abrandt", 5242880, "Tue 11 Jun 2024 08:39:10 AM CEST")
    j1188 = lpjob("hp-3rdfloor-1188", "bwu", 88064, "Tue 11 Jun 2024 08:44:27 AM CEST")
    j1189 = lpjob("hp-3rdfloor-1189", "lfontaine", 412672, "Tue 11 Jun 2024 08:57:03 AM CEST")
    j1190 = lpjob("hp-3rdfloor-1190", "abrandt", 30720, "Tue 11 Jun 2024 09:05:48 AM CEST")
    j412 = lpjob("canon-lobby-412", "reception", 155648, "Tue 11 Jun 2024 09:11:30 AM CEST")
    j413 = lpjob("canon-lobby-413", "mjansen", 267264, "Tue 11 Jun 2024 09:17:58 AM CEST")
    j96 = lpjob("plotter-eng-96", "kdoyle", 18874368, "Tue 11 Jun 2024 09:18:21 AM CEST")
    lpstat_t = f"""scheduler is running
system default destination: hp-3rdfloor
device for canon-lobby: ipp://10.4.1.40/ipp/print
device for hp-3rdfloor: socket://10.4.3.19:9100
device for plotter-eng: lpd://10.4.2.77/queue
canon-lobby accepting requests since Tue 11 Jun 2024 07:02:15 AM CEST
hp-3rdfloor accepting requests since Mon 10 Jun 2024 04:48:33 PM CEST
plotter-eng accepting requests since Fri 07 Jun 2024 11:20:09 AM CEST
printer canon-lobby now printing canon-lobby-412.  enabled since Tue 11 Jun 2024 07:02:15 AM CEST
printer hp-3rdfloor disabled since Tue 11 Jun 2024 08:41:52 AM CEST -
\tUnable to connect to printer; will retry in 30 seconds...
printer plotter-eng is idle.  enabled since Fri 07 Jun 2024 11:20:09 AM CEST
{j1187}
{j1188}
{j1189}
{j1190}
{j412}"""
    lpl = """printer hp-3rdfloor disabled since Tue 11 Jun 2024 08:41:52 AM CEST -
\tUnable to connect to printer; will retry in 30 seconds...
\tForm mounted:
\tContent types: any
\tPrinter types: unknown
\tDescription: HP LaserJet M607 - 3rd floor east
\tAlerts: none
\tLocation: Building B, 3rd floor, copy room
\tConnection: direct
\tInterface: /etc/cups/ppd/hp-3rdfloor.ppd
\tOn fault: no alert
\tAfter fault: continue
\tUsers allowed:
\t\t(all)
\tForms allowed:
\t\t(none)
\tBanner required
\tCharset sets:
\t\t(none)
\tDefault pitch:
\tDefault page size:
\tDefault port settings:"""
    ping = """PING 10.4.3.19 (10.4.3.19) 56(84) bytes of data.

--- 10.4.3.19 ping statistics ---
2 packets transmitted, 0 received, 100% packet loss, time 1023ms

PING 10.4.3.21 (10.4.3.21) 56(84) bytes of data.
64 bytes from 10.4.3.21: icmp_seq=1 ttl=255 time=0.412 ms
64 bytes from 10.4.3.21: icmp_seq=2 ttl=255 time=0.388 ms

--- 10.4.3.21 ping statistics ---
2 packets transmitted, 2 received, 0% packet loss, time 1001ms
rtt min/avg/max/mdev = 0.388/0.400/0.412/0.012 ms"""
    after = f"""printer hp-3rdfloor now printing hp-3rdfloor-1188.  enabled since Tue 11 Jun 2024 09:16:40 AM CEST
{j1188}
{j1189}
{j1190}"""
    lpq = """hp-3rdfloor is ready and printing
Rank    Owner   Job     File(s)                         Total Size
active  lfontaine 1189  contract_draft_v7.pdf           412672 bytes
1st     abrandt 1190    Reisekosten_Mai.pdf             30720 bytes"""
    lpo = "\n".join([j1187, j1189, j1190, j413, j96])
    lpv = """device for canon-lobby: ipp://10.4.1.40/ipp/print
device for hp-3rdfloor: socket://10.4.3.21:9100
device for plotter-eng: lpd://10.4.2.77/queue"""
    turns = [
        p.run("lpstat -t", lpstat_t),
        p.run("lpstat -l -p hp-3rdfloor", lpl),
        p.run("ping -c 2 -W 1 10.4.3.19; ping -c 2 -W 1 10.4.3.21", ping, duration=4.0),
        p.run("cancel hp-3rdfloor-1187"),
        p.run("lpadmin -p hp-3rdfloor -v socket://10.4.3.21:9100 && cupsenable hp-3rdfloor"),
        p.run("lpstat -p hp-3rdfloor -o hp-3rdfloor", after),
        p.run("lpq -P hp-3rdfloor", lpq),
        p.run("lpstat -o", lpo),
        p.run("lpstat -v", lpv),
    ]
    rs.add(task="terminal", tid="h34-terminal-06", system=SYSTEM, turns=turns, state="root@print-srv:~#",
           bad=True, turn=8, kind="cancelled print job listed in the queue again")


# ---------------------------------------------------------------- 07
# hostnamectl and systemd-analyze, clean
def t07(rs: RowSet) -> None:
    p = Pane("root", "ip-10-0-3-17", "/root")
    hn = """ Static hostname: {name}
       Icon name: computer-vm
         Chassis: vm
      Machine ID: 5f2c9a7e41d84b0f9a3c16e2d07b88a4
         Boot ID: c41e07d3b2a94f6e8d15a0b9e37f2c61
  Virtualization: amazon
Operating System: Ubuntu 22.04.4 LTS
          Kernel: Linux 6.5.0-1020-aws
    Architecture: x86-64
 Hardware Vendor: Amazon EC2
  Hardware Model: r6i.2xlarge"""
    blame = """13.918s systemd-networkd-wait-online.service
 4.207s cloud-init.service
 3.981s snapd.seeded.service
 2.618s postgresql@16-main.service
 2.155s cloud-init-local.service
 1.944s snapd.service
 1.402s cloud-config.service
 1.187s cloud-final.service
  936ms apparmor.service
  811ms dev-nvme0n1p1.device
  604ms systemd-udev-settle.service
  577ms ssh.service
  489ms networkd-dispatcher.service
  412ms systemd-logind.service
  388ms snap.amazon-ssm-agent.amazon-ssm-agent.service"""
    chain = """The time when unit became active or started is printed after the "@" character.
The time the unit took to start is printed after the "+" character.

multi-user.target @21.402s
└─postgresql.service @21.389s +11ms
  └─postgresql@16-main.service @18.760s +2.618s
    └─network-online.target @18.741s
      └─systemd-networkd-wait-online.service @4.819s +13.918s
        └─systemd-networkd.service @4.512s +298ms
          └─network-pre.target @4.497s
            └─cloud-init-local.service @2.331s +2.155s
              └─systemd-remount-fs.service @1.013s +87ms
                └─systemd-journald.socket @901ms
                  └─-.mount @879ms
                    └─-.slice @879ms"""
    override = "mkdir -p /etc/systemd/system/systemd-networkd-wait-online.service.d && printf '[Service]\\nExecStart=\\nExecStart=/lib/systemd/systemd-networkd-wait-online --any --timeout=20\\n' > /etc/systemd/system/systemd-networkd-wait-online.service.d/override.conf && systemctl daemon-reload && systemctl cat systemd-networkd-wait-online.service | tail -n 6"
    cat6 = """WantedBy=network-online.target

# /etc/systemd/system/systemd-networkd-wait-online.service.d/override.conf
[Service]
ExecStart=
ExecStart=/lib/systemd/systemd-networkd-wait-online --any --timeout=20"""
    turns = [
        p.run("hostnamectl", hn.format(name="ip-10-0-3-17")),
        p.run("hostnamectl set-hostname ledger-db-03"),
        p.run("hostnamectl", hn.format(name="ledger-db-03")),
        p.run("echo 'preserve_hostname: true' > /etc/cloud/cloud.cfg.d/99-keep-hostname.cfg && cat /etc/cloud/cloud.cfg.d/99-keep-hostname.cfg",
              "preserve_hostname: true"),
        p.run("systemd-analyze", "Startup finished in 3.412s (kernel) + 21.876s (userspace) = 25.288s\nmulti-user.target reached after 21.402s in userspace"),
        p.run("systemd-analyze blame | head -n 15", blame),
        p.run("systemd-analyze critical-chain", chain),
        p.run(override, cat6),
    ]
    old = p.prompt
    p.host = "ledger-db-03"
    turns.append((keys("exec bash"), f"{old} exec bash\n{p.prompt}"))
    turns.append(p.run("hostname; uptime", "ledger-db-03\n 11:42:18 up 37 days,  3:05,  1 user,  load average: 0.41, 0.38, 0.35"))
    rs.add(task="terminal", tid="h34-terminal-07", system=SYSTEM, turns=turns, state="root@ip-10-0-3-17:~#")


# ---------------------------------------------------------------- 08
# ipset, bad
def t08(rs: RowSet) -> None:
    p = Pane("root", "edge-fw1", "/root")
    scanners = """Name: scanners
Type: hash:ip
Revision: 6
Header: family inet hashsize 2048 maxelem 65536 timeout 86400 bucketsize 12 initval 0x5e8a91c3
Size in memory: {mem}
References: 2
Number of entries: {n}"""
    admin_hdr = """Name: allow_admin
Type: hash:net
Revision: 7
Header: family inet hashsize 1024 maxelem 65536 comment bucketsize 12 initval 0x1c04d7a2
Size in memory: {mem}
References: 1
Number of entries: {n}"""
    static = """Name: blocklist_static
Type: hash:net
Revision: 7
Header: family inet hashsize 1024 maxelem 65536 bucketsize 12 initval 0xa93f2e60
Size in memory: 12824
References: 1
Number of entries: 212"""
    members1 = """Members:
10.20.0.0/24 comment "mgmt-vlan"
192.0.2.10 comment "bastion-1"
192.0.2.11 comment "bastion-2"
203.0.113.64/27 comment "old-vpn-pop-fra"
198.18.40.0/26 comment "noc-office"
100.64.12.0/24 comment "tailnet-ops\""""
    members2 = """Members:
10.20.0.0/24 comment "mgmt-vlan"
198.51.100.0/28 comment "vpn-pop-ams"
192.0.2.10 comment "bastion-1"
192.0.2.11 comment "bastion-2"
198.18.40.0/26 comment "noc-office"
100.64.12.0/24 comment "tailnet-ops\""""
    ipt = """Chain INPUT (policy DROP 18734 packets, 1104K bytes)
num   pkts bytes target     prot opt in     out     source               destination
1    4821K 6127M ACCEPT     all  --  lo     *       0.0.0.0/0            0.0.0.0/0
2     389M  412G ACCEPT     all  --  *      *       0.0.0.0/0            0.0.0.0/0            ctstate RELATED,ESTABLISHED
3     3196  191K DROP       all  --  *      *       0.0.0.0/0            0.0.0.0/0            match-set scanners src
4       27  1620 DROP       all  --  *      *       0.0.0.0/0            0.0.0.0/0            match-set blocklist_static src
5     1487 89220 ACCEPT     tcp  --  *      *       0.0.0.0/0            0.0.0.0/0            tcp dpt:22 match-set allow_admin src
6     1203 72180 ACCEPT     tcp  --  eth0   *       0.0.0.0/0            0.0.0.0/0            multiport dports 80,443
7      94K 5640K SET        tcp  --  eth0   *       0.0.0.0/0            0.0.0.0/0            tcp dpts:1:1024 add-set scanners src
8       11   660 ACCEPT     icmp --  *      *       0.0.0.0/0            0.0.0.0/0            icmptype 8 limit: avg 5/sec burst 10"""
    lsdir = """total 68
-rw-r--r-- 1 root root 60418 Jun 11 10:52 ipsets
-rw-r--r-- 1 root root  2391 May 30 14:07 rules.v4
-rw-r--r-- 1 root root   911 May 30 14:07 rules.v6"""
    turns = [
        p.run("ipset list -t", "\n".join([scanners.format(mem=118232, n=1342), admin_hdr.format(mem=1464, n=6), static])),
        p.run("ipset list allow_admin", admin_hdr.format(mem=1464, n=6) + "\n" + members1),
        p.run('ipset add allow_admin 198.51.100.0/28 comment "vpn-pop-ams"'),
        p.run("ipset del allow_admin 203.0.113.64/27"),
        p.run("ipset test allow_admin 198.51.100.7 && ipset test allow_admin 203.0.113.70",
              "198.51.100.7 is in set allow_admin.\n203.0.113.70 is NOT in set allow_admin."),
        p.run("ipset list allow_admin", admin_hdr.format(mem=1464, n=7) + "\n" + members2),
        p.run("iptables -L INPUT -n -v --line-numbers", ipt),
        p.run("ipset list scanners -t", scanners.format(mem=118936, n=1351)),
        p.run("ipset save > /etc/iptables/ipsets && ls -l /etc/iptables/", lsdir),
    ]
    rs.add(task="terminal", tid="h34-terminal-08", system=SYSTEM, turns=turns, state="root@edge-fw1:~#",
           bad=True, turn=6, kind="entry count of the set does not follow one add and one delete")


# ---------------------------------------------------------------- 09
def rq(name: str, flags: str, used: str, soft: str, hard: str, grace: str, files: int) -> str:
    return f"{name:<10}{flags} {used:>7} {soft:>7} {hard:>7} {grace:>6} {files:>7} {0:>5} {0:>5}       "


RQ_HEAD = """*** Report for {kind} quotas on device /dev/mapper/vg_nas-home
Block grace time: 7days; Inode grace time: 7days
                        Space limits                File limits
{col:<16}used    soft    hard  grace    used  soft  hard  grace
----------------------------------------------------------------------"""


# repquota / setquota / quota, clean
def t09(rs: RowSet) -> None:
    p = Pane("root", "nas02", "/root")
    rep1 = "\n".join([RQ_HEAD.format(kind="user", col="User"),
                      rq("root", "--", "20K", "0K", "0K", "", 2),
                      rq("akhan", "--", "8214M", "15360M", "16384M", "", 41207),
                      rq("bnovak", "--", "12850M", "15360M", "16384M", "", 96512),
                      rq("cwright", "--", "311M", "15360M", "16384M", "", 2210),
                      rq("dlee", "--", "14906M", "15360M", "16384M", "", 130448),
                      rq("mfischer", "--", "1093M", "5120M", "6144M", "", 8841),
                      rq("rkumar", "+-", "15871M", "15360M", "16384M", "6days", 187302),
                      rq("svc-ci", "--", "3987M", "0K", "0K", "", 20931),
                      rq("tmp_intern", "--", "2450M", "5120M", "6144M", "", 12004)])
    rep2 = "\n".join([RQ_HEAD.format(kind="user", col="User"),
                      rq("root", "--", "20K", "0K", "0K", "", 2),
                      rq("akhan", "--", "8219M", "15360M", "16384M", "", 41213),
                      rq("bnovak", "--", "12863M", "15360M", "16384M", "", 96512),
                      rq("cwright", "--", "311M", "15360M", "16384M", "", 2210),
                      rq("dlee", "--", "14912M", "15360M", "16384M", "", 130512),
                      rq("mfischer", "--", "1093M", "20480M", "22528M", "", 8841),
                      rq("rkumar", "--", "15876M", "20480M", "22528M", "", 187310),
                      rq("svc-ci", "--", "3987M", "0K", "0K", "", 20931),
                      rq("tmp_intern", "--", "2450M", "5120M", "6144M", "", 12004)])
    grp = "\n".join([RQ_HEAD.format(kind="group", col="Group"),
                     rq("root", "--", "20K", "0K", "0K", "", 2),
                     rq("staff", "--", "53274M", "100G", "110G", "", 466598),
                     rq("ci", "--", "3987M", "0K", "0K", "", 20931),
                     rq("interns", "--", "2450M", "10240M", "12288M", "", 12004)])
    qhead = "Disk quotas for user rkumar (uid 1027): \n     Filesystem   space   quota   limit   grace   files   quota   limit   grace\n/dev/mapper/vg_nas-home\n"
    q1 = qhead + "                 15871M* 15360M  16384M   6days    187k       0       0        "
    q2 = qhead + "                 15874M  20480M  22528M            187k       0       0        "
    q3 = qhead.replace("rkumar (uid 1027)", "mfischer (uid 1031)") + "                  1093M  20480M  22528M           8841       0       0        "
    turns = [
        p.run("repquota -s /home", rep1),
        p.run("quota -s -u rkumar", q1),
        p.run("setquota -u rkumar 20G 22G 0 0 /home"),
        p.run("quota -s -u rkumar", q2),
        p.run("setquota -u -p rkumar mfischer /home && quota -s -u mfischer", q3),
        p.run("repquota -s /home", rep2),
        p.run("repquota -g -s /home", grp),
    ]
    rs.add(task="terminal", tid="h34-terminal-09", system=SYSTEM, turns=turns, state="root@nas02:~#")


# ---------------------------------------------------------------- 10
# exiftool, bad
def t10(rs: RowSet) -> None:
    p = Pane("mia", "studio-ws", "/home/mia/shoots/2024-05-18_harbor")
    files = [
        ("DSC_4411.JPG", 12139876, "May 18 16:41"), ("DSC_4412.JPG", 11804213, "May 18 16:41"),
        ("DSC_4413.JPG", 11932050, "May 18 16:41"), ("DSC_4415.JPG", 10477319, "May 18 16:41"),
        ("DSC_4416.JPG", 12560288, "May 18 16:41"), ("DSC_4418.JPG", 9988140, "May 18 16:42"),
        ("DSC_4419.JPG", 10122561, "May 18 16:42"), ("DSC_4423.JPG", 11390722, "May 18 16:42"),
    ]
    ls = ls_l([("-rw-r--r--", "mia", "mia", s, d, n) for n, s, d in files] + [("-rw-r--r--", "mia", "mia", 214, "May 19 09:02", "notes.txt")])
    read1 = """Make                            : NIKON CORPORATION
Model                           : NIKON Z 6_2
LensModel                       : NIKKOR Z 24-120mm f/4 S
DateTimeOriginal                : 2024:05:18 13:22:07
OffsetTimeOriginal              : +01:00
ExposureTime                    : 1/500
FNumber                         : 8.0
ISO                             : 100"""
    times = ["13:22:07", "14:25:51", "14:26:03", "14:31:40", "14:47:12", "15:02:58", "15:03:01", "15:20:44"]
    tab = "\n".join(f"{n}\t2024:05:18 {t}\t2024:05:18 {t}\t+02:00" for (n, _, _), t in zip(files, times))
    read2 = """Artist                          : Mia Sørensen
Copyright                       : © 2024 Mia Sørensen, all rights reserved
FileModifyDate                  : 2024:06:11 15:03:27+02:00
ModifyDate                      : 2024:05:18 15:02:58"""
    turns = [
        p.run("ls -l", ls),
        p.run("exiftool -s -Make -Model -LensModel -DateTimeOriginal -OffsetTimeOriginal -ExposureTime -FNumber -ISO DSC_4411.JPG", read1),
        p.run('exiftool -overwrite_original "-AllDates+=0:0:0 1:0:0" "-OffsetTime*=+02:00" *.JPG', "    8 image files updated", duration=3.0),
        p.run("exiftool -T -FileName -DateTimeOriginal -CreateDate -OffsetTimeOriginal *.JPG", tab),
        p.run('exiftool -overwrite_original -Artist="Mia Sørensen" -Copyright="© 2024 Mia Sørensen, all rights reserved" *.JPG',
              "    8 image files updated", duration=3.0),
        p.run("exiftool -s -Artist -Copyright -FileModifyDate -ModifyDate DSC_4418.JPG", read2),
    ]
    rs.add(task="terminal", tid="h34-terminal-10", system=SYSTEM, turns=turns, state="mia@studio-ws:~/shoots/2024-05-18_harbor$",
           bad=True, turn=4, kind="capture time shifted by one hour reads back unshifted")


# ---------------------------------------------------------------- 11
# brew services and launchctl (macOS), clean
def t11(rs: RowSet) -> None:
    p = MacPane("leo", "Leos-MacBook-Pro", "/Users/leo")
    svc1 = """Name          Status  User File
dnsmasq       started root /Library/LaunchDaemons/homebrew.mxcl.dnsmasq.plist
mailpit       error   256  leo ~/Library/LaunchAgents/homebrew.mxcl.mailpit.plist
nginx         none
postgresql@16 started leo  ~/Library/LaunchAgents/homebrew.mxcl.postgresql@16.plist
redis         started leo  ~/Library/LaunchAgents/homebrew.mxcl.redis.plist
unbound       none"""
    svc2 = """Name          Status  User File
dnsmasq       started root /Library/LaunchDaemons/homebrew.mxcl.dnsmasq.plist
mailpit       started leo  ~/Library/LaunchAgents/homebrew.mxcl.mailpit.plist
nginx         none
postgresql@16 started leo  ~/Library/LaunchAgents/homebrew.mxcl.postgresql@16.plist
redis         started leo  ~/Library/LaunchAgents/homebrew.mxcl.redis.plist
unbound       none"""
    lc1 = "812\t0\thomebrew.mxcl.postgresql@16\n-\t1\thomebrew.mxcl.mailpit\n815\t0\thomebrew.mxcl.redis"
    lc2 = "812\t0\thomebrew.mxcl.postgresql@16\n9127\t0\thomebrew.mxcl.mailpit\n815\t0\thomebrew.mxcl.redis"
    mlog = """time="2024/06/11 10:01:32" level=info msg="[smtpd] starting on [::]:1025 (no encryption)"
time="2024/06/11 10:01:32" level=error msg="[http] listen tcp [::]:8025: bind: address already in use"
time="2024/06/11 10:01:42" level=info msg="[smtpd] starting on [::]:1025 (no encryption)"
time="2024/06/11 10:01:42" level=error msg="[http] listen tcp [::]:8025: bind: address already in use"
time="2024/06/11 10:01:52" level=info msg="[smtpd] starting on [::]:1025 (no encryption)"
time="2024/06/11 10:01:52" level=error msg="[http] listen tcp [::]:8025: bind: address already in use"
time="2024/06/11 10:02:02" level=info msg="[smtpd] starting on [::]:1025 (no encryption)"
time="2024/06/11 10:02:02" level=error msg="[http] listen tcp [::]:8025: bind: address already in use\""""
    lsof = """COMMAND  PID USER   FD   TYPE             DEVICE SIZE/OFF NODE NAME
mailpit 4410  leo    9u  IPv6 0x5c1e9d3a7f0b21c9      0t0  TCP *:8025 (LISTEN)"""
    ps = """  PID                          STARTED COMMAND
 4410 Mon Jun 10 17:23:48 2024     mailpit --smtp 127.0.0.1:1026 --listen 0.0.0.0:8025 --database /tmp/mp-test.db"""
    restart = """Stopping `mailpit`... (might take a while)
==> Successfully stopped `mailpit` (label: homebrew.mxcl.mailpit)
==> Successfully started `mailpit` (label: homebrew.mxcl.mailpit)"""
    restart_pg = """Stopping `postgresql@16`... (might take a while)
==> Successfully stopped `postgresql@16` (label: homebrew.mxcl.postgresql@16)
==> Successfully started `postgresql@16` (label: homebrew.mxcl.postgresql@16)"""
    info_pg = """postgresql@16 (homebrew.mxcl.postgresql@16)
Running: ✔
Loaded: ✔
Schedulable: ✘
User: leo
PID: 9342"""
    turns = [
        p.run("brew services list", svc1, duration=2.0),
        p.run("launchctl list | grep -i homebrew", lc1),
        p.run("tail -n 8 /opt/homebrew/var/log/mailpit.log", mlog),
        p.run("lsof -nP -iTCP:8025 -sTCP:LISTEN", lsof),
        p.run("ps -p 4410 -o pid,lstart,command", ps),
        p.run("kill 4410 && brew services restart mailpit", restart, duration=4.0),
        p.run("brew services list", svc2, duration=2.0),
        p.run("launchctl list | grep -i homebrew", lc2),
        p.run("brew services restart postgresql@16 && brew services info postgresql@16", restart_pg + "\n" + info_pg, duration=5.0),
    ]
    rs.add(task="terminal", tid="h34-terminal-11", system=SYSTEM, turns=turns, state="leo@Leos-MacBook-Pro ~ %")


# ---------------------------------------------------------------- 12
CQL = "cqlsh 10.0.2.11 -e"


def nodetool(loads: tuple[str, str, str]) -> str:
    return f"""Datacenter: dc1
===============
Status=Up/Down
|/ State=Normal/Leaving/Joining/Moving
--  Address    Load        Tokens  Owns (effective)  Host ID                               Rack
UN  10.0.2.11  {loads[0]}  16      100.0%            3b7e0c1a-94d2-4f57-8a61-0e2c9b5d7f13  rack1
UN  10.0.2.12  {loads[1]}  16      100.0%            a90f4d26-1c83-47be-b5e9-62d8f03a4c71  rack2
UN  10.0.2.13  {loads[2]}  16      100.0%            e5c21b97-7fa0-4d3e-9c08-b41a6e2f8d35  rack3
"""


# cqlsh (Cassandra), bad
def t12(rs: RowSet) -> None:
    p = Pane("ana", "cass-admin", "/home/ana")
    schema = """
CREATE TABLE inventory.stock_items (
    warehouse text,
    sku text,
    item_id uuid,
    name text,
    qty int,
    reserved int,
    updated_at timestamp,
    PRIMARY KEY (warehouse, sku)
) WITH CLUSTERING ORDER BY (sku ASC)
    AND additional_write_policy = '99p'
    AND bloom_filter_fp_chance = 0.01
    AND caching = {'keys': 'ALL', 'rows_per_partition': 'NONE'}
    AND cdc = false
    AND comment = 'per-warehouse stock, written by stock-sync'
    AND compaction = {'class': 'org.apache.cassandra.db.compaction.SizeTieredCompactionStrategy', 'max_threshold': '32', 'min_threshold': '4'}
    AND compression = {'chunk_length_in_kb': '16', 'class': 'org.apache.cassandra.io.compress.LZ4Compressor'}
    AND memtable = 'default'
    AND crc_check_chance = 1.0
    AND default_time_to_live = 0
    AND extensions = {}
    AND gc_grace_seconds = 864000
    AND max_index_interval = 2048
    AND memtable_flush_period_in_ms = 0
    AND min_index_interval = 128
    AND read_repair = 'BLOCKING'
    AND speculative_retry = '99p';"""
    rows = [
        ["CH-0410-GRY", "0b9e7d12-55c4-4a1e-8f3d-2c6a91e0b4f7", "Stacking chair, grey", "412", "36", "2024-06-09 11:02:17.004000+0000"],
        ["CH-0410-RED", "51f3a2c9-0e7b-4d68-9a15-c8b27d4e3f90", "Stacking chair, red", "96", "0", "2024-06-07 08:45:30.771000+0000"],
        ["DK-1200-OAK", "9a4c6e10-2d7f-4b3a-b1e8-75f0c2d9a634", "Desk 120cm, oak", "58", "7", "2024-06-10 15:11:02.090000+0000"],
        ["DK-1400-WHT", "e27d8b45-91a3-4c0f-8e62-3b5f1a7c0d28", "Desk 140cm, white", "23", "4", "2024-06-10 15:11:02.112000+0000"],
        ["HX-2210-BLK", "6f1d2c84-3b0e-4a9f-b7c2-91e5d08a4f36", "Hexa desk lamp, black", "140", "12", "2024-06-10 16:22:41.318000+0000"],
        ["HX-2210-WHT", "c3805f7e-6a21-4d9b-a0c4-58e1b7f29d03", "Hexa desk lamp, white", "77", "9", "2024-06-10 16:22:41.327000+0000"],
        ["KB-0915-GRY", "2d6f9b81-c74e-4e05-9b3a-0f18a6d5c2e9", "Wool rug 90x150, grey", "31", "2", "2024-06-04 13:37:55.600000+0000"],
        ["SH-0800-BLK", "7e0a4d39-b18c-4f72-8d06-a9c35e1f7b40", "Wall shelf 80cm, black", "205", "18", "2024-06-08 09:20:14.415000+0000"],
        ["ST-0450-NAT", "f4c1e8a6-3d92-4b70-a5e3-1b7d60c9f82e", "Bar stool, natural", "64", "5", "2024-06-06 17:58:03.228000+0000"],
    ]
    hdr = ["sku", "item_id", "name", "qty", "reserved", "updated_at"]
    sel_all = f"{CQL} \"SELECT sku, item_id, name, qty, reserved, updated_at FROM inventory.stock_items WHERE warehouse = 'AMS1';\""
    upd_ts = "2024-06-11 08:14:03.527000+0000"
    new_row = ["HX-2260-OAK", "8c5b2f47-e019-4a6d-b3c8-d4972e15a0f6", "Hexa desk lamp, oak", "60", "0", "2024-06-11 08:16:40.882000+0000"]
    after = [r[:] for r in rows]
    after[4][3], after[4][5] = "188", upd_ts
    after.insert(6, new_row)
    after[7][1] = "2d6f9b81-c74e-4e50-9b3a-0f18a6d5c2e9"
    turns = [
        p.run("nodetool -h 10.0.2.11 status inventory", nodetool(("184.21 GiB", "181.77 GiB", "186.04 GiB")), duration=3.0),
        p.run(f'{CQL} "DESCRIBE TABLE inventory.stock_items"', schema, duration=2.0),
        p.run(sel_all, cql(hdr, rows), duration=2.0),
        p.run(f"{CQL} \"UPDATE inventory.stock_items SET qty = 188, updated_at = toTimestamp(now()) WHERE warehouse = 'AMS1' AND sku = 'HX-2210-BLK';\"", duration=2.0),
        p.run(f"{CQL} \"SELECT sku, qty, reserved, updated_at FROM inventory.stock_items WHERE warehouse = 'AMS1' AND sku = 'HX-2210-BLK';\"",
              cql(["sku", "qty", "reserved", "updated_at"], [["HX-2210-BLK", "188", "12", upd_ts]]), duration=2.0),
        p.run(f"{CQL} \"INSERT INTO inventory.stock_items (warehouse, sku, item_id, name, qty, reserved, updated_at) VALUES ('AMS1', 'HX-2260-OAK', uuid(), 'Hexa desk lamp, oak', 60, 0, toTimestamp(now()));\"", duration=2.0),
        p.run(f"{CQL} \"SELECT sku, item_id, qty FROM inventory.stock_items WHERE warehouse = 'AMS1' AND sku >= 'HX-22' AND sku < 'HX-23';\"",
              cql(["sku", "item_id", "qty"], [[rows[4][0], rows[4][1], "188"], [rows[5][0], rows[5][1], "77"], [new_row[0], new_row[1], "60"]]), duration=2.0),
        p.run("nodetool -h 10.0.2.11 status inventory", nodetool(("184.26 GiB", "181.80 GiB", "186.09 GiB")), duration=3.0),
        p.run(sel_all, cql(hdr, after), duration=2.0),
    ]
    rs.add(task="terminal", tid="h34-terminal-12", system=SYSTEM, turns=turns, state="ana@cass-admin:~$",
           bad=True, turn=9, kind="item_id UUID of an untouched row changed between two selects")


# ---------------------------------------------------------------- 13
STATIONS = [
    # station, count, sum of temp in tenths, min, max, median, sstdev, NA rows, mean rh
    ("DE-BER-01", 720, 139835, "8.4", "31.2", "19.1", "4.8731", 0, "63.214"),
    ("DE-BER-02", 713, 136247, "8.1", "30.7", "18.9", "4.7168", 7, "64.902"),
    ("DE-HAM-01", 720, 121489, "7.2", "27.9", "16.6", "3.9925", 0, "71.559"),
    ("NL-AMS-01", 720, 116868, "9", "25.4", "16.1", "3.2207", 0, "74.086"),
    ("NL-RTM-01", 709, 117326, "8.8", "26.1", "16.4", "3.4478", 11, "72.731"),
]


# datamash, clean
def t13(rs: RowSet) -> None:
    p = Pane("priya", "analytics-3", "/home/priya/data/sensors")
    ls = """total 396K
-rw-r--r-- 1 priya priya 1.8K May  2 09:14 README.md
-rw-r--r-- 1 priya priya 127K May  1 06:10 readings_2024-04.tsv
-rw-r--r-- 1 priya priya 131K Jun  1 06:10 readings_2024-05.tsv
-rw-r--r-- 1 priya priya 127K Jul  1 06:10 readings_2024-06.tsv
-rw-r--r-- 1 priya priya  412 Mar 28 16:40 stations.csv"""
    head = """ts\tstation\ttemp_c\trh_pct\tpm25
2024-06-01T00:00:00Z\tDE-BER-01\t14.2\t81\t6.3
2024-06-01T00:00:00Z\tDE-BER-02\t13.9\t83\t7.1
2024-06-01T00:00:00Z\tDE-HAM-01\t12.8\t88\t4.9
2024-06-01T00:00:00Z\tNL-AMS-01\t13.1\t90\t5.6
2024-06-01T00:00:00Z\tNL-RTM-01\t13.4\t89\t8.2
2024-06-01T01:00:00Z\tDE-BER-01\t13.8\t83\t6.0
2024-06-01T01:00:00Z\tDE-BER-02\t13.5\t85\tNA"""
    s0 = STATIONS[0]
    err = ("GroupBy(station)\tcount(temp_c)\tmean(temp_c)\tmax(temp_c)\n"
           f"{s0[0]}\t{s0[1]}\t{s0[2] / 10 / s0[1]:.14g}\t{s0[4]}\n"
           "datamash: invalid numeric value in line 1164 field 3: 'NA'")
    wc = "  3601 readings_2024-06.tsv\n  3583 readings_clean.tsv\n  7184 total"
    agg = "\n".join(["GroupBy(station)\tcount(temp_c)\tmean(temp_c)\tmin(temp_c)\tmax(temp_c)"]
                    + [f"{s}\t{n}\t{t / 10 / n:.14g}\t{lo}\t{hi}" for s, n, t, lo, hi, *_ in STATIONS])
    med = "\n".join(["GroupBy(station)\tmedian(temp_c)\tsstdev(temp_c)"]
                    + [f"{s}\t{float(m):.2f}\t{float(sd):.2f}" for s, _, _, _, _, m, sd, _, _ in STATIONS])
    narm = "\n".join(["GroupBy(station)\tmean(temp_c)\tmean(rh_pct)"]
                     + [f"{s}\t{t / 10 / n:.1f}\t{float(rh):.1f}" for s, n, t, _, _, _, _, _, rh in STATIONS])
    turns = [
        p.run("ls -lh", ls),
        p.run("head -n 8 readings_2024-06.tsv", head),
        p.run("datamash -H -s -g 2 count 3 mean 3 max 3 < readings_2024-06.tsv", err),
        p.run("awk -F'\\t' 'NR==1 || $3 != \"NA\"' readings_2024-06.tsv > readings_clean.tsv && wc -l readings_2024-06.tsv readings_clean.tsv", wc),
        p.run("datamash -H -s -g 2 count 3 mean 3 min 3 max 3 < readings_clean.tsv", agg),
        p.run("datamash -H -s -g 2 median 3 sstdev 3 -R 2 < readings_clean.tsv", med),
        p.run("datamash -H --narm -s -g 2 mean 3 mean 4 -R 1 < readings_2024-06.tsv", narm),
    ]
    rs.add(task="terminal", tid="h34-terminal-13", system=SYSTEM, turns=turns, state="priya@analytics-3:~/data/sensors$")


# ---------------------------------------------------------------- 14
def la(flags: str, path: str) -> str:
    return f"{flags} {path}"


# chattr / lsattr, bad
def t14(rs: RowSet) -> None:
    p = Pane("root", "mail-relay", "/etc/postfix")
    plain, imm = "--------------e-------", "----i---------e-------"
    names = ["dynamicmaps.cf", "main.cf", "main.cf.proto", "master.cf", "master.cf.proto", "postfix-files", "post-install",
             "postfix-script", "sasl", "sender_access", "sender_access.db", "transport", "transport.db", "virtual", "virtual.db"]
    locked = {"main.cf", "master.cf", "transport"}
    ls1 = "\n".join(la(imm if n in locked else plain, f"/etc/postfix/{n}") for n in names)
    ls_a = "\n".join([la(plain, "/etc/postfix/."), la(plain, "/etc/postfix/..")]
                     + [la(imm if n in {"main.cf", "transport"} else plain, f"/etc/postfix/{n}") for n in names])
    status = """● postfix@-.service - Postfix Mail Transport Agent (instance -)
     Loaded: loaded (/lib/systemd/system/postfix@.service; enabled-runtime; vendor preset: enabled)
     Active: active (running) since Fri 2024-05-31 06:12:44 UTC; 1 weeks 4 days ago
       Docs: man:postfix(1)
    Process: 2210814 ExecReload=/usr/sbin/postfix -c /etc/postfix reload (code=exited, status=0/SUCCESS)
   Main PID: 1187 (master)
      Tasks: 4 (limit: 9387)
     Memory: 11.6M
        CPU: 3min 41.229s
     CGroup: /system.slice/system-postfix.slice/postfix@-.service
             ├─   1187 /usr/lib/postfix/sbin/master -w
             ├─   1189 qmgr -l -t unix -u"""
    turns = [
        p.run("lsattr /etc/postfix", ls1),
        p.run("printf 'message_size_limit = 52428800\\n' >> main.cf", "-bash: main.cf: Operation not permitted"),
        p.run("chattr -i main.cf && lsattr main.cf", la(plain, "main.cf")),
        p.run("postconf -e 'message_size_limit = 52428800' && postconf message_size_limit mailbox_size_limit",
              "message_size_limit = 52428800\nmailbox_size_limit = 51200000"),
        p.run("chattr +i main.cf && lsattr -d /etc/postfix main.cf master.cf", "\n".join([la(plain, "/etc/postfix"), la(imm, "main.cf"), la(imm, "master.cf")])),
        p.run("postfix check && systemctl reload postfix && systemctl status postfix@- --no-pager | head -n 12", status, duration=2.0),
        p.run("lsattr -a /etc/postfix", ls_a),
    ]
    rs.add(task="terminal", tid="h34-terminal-14", system=SYSTEM, turns=turns, state="root@mail-relay:/etc/postfix#",
           bad=True, turn=7, kind="immutable flag gone from a file no command touched")


# ---------------------------------------------------------------- 15
TSP_HDR = "ID   State      Output               E-Level  Times(r/u/s)   Command [run={run}]"


def tsp_row(jid: int, state: str, out: str, cmd: str, elevel: str = "", times: str = "") -> str:
    if state == "finished":
        return f"{jid:<4} {state:<10} {out:<20} {elevel:<8} {times:<14} {cmd}"
    return f"{jid:<4} {state:<10} {out:<20} {'':<8} {'':<14} {cmd}"


def ff(ep: str) -> str:
    return f"ffmpeg -y -i src/{ep}.mov -c:v libx265 -crf 22 -preset slow -c:a copy out/{ep}.mkv"


# tsp (task-spooler), clean
def t15(rs: RowSet) -> None:
    p = Pane("kenji", "render-07", "/home/kenji/renders")
    r0 = tsp_row(0, "finished", "/tmp/ts-out.q3Ja1x", ff("ep01"), "0", "412.33/11893.20/9.81")
    r1_run = tsp_row(1, "running", "/tmp/ts-out.mQw82P", ff("ep02"))
    r1_fin = tsp_row(1, "finished", "/tmp/ts-out.mQw82P", ff("ep02"), "0", "455.87/13120.64/10.42")
    r2q, r3q, r4q = (tsp_row(i, "queued", "(file)", ff(f"ep0{i + 1}")) for i in (2, 3, 4))
    r2_run = tsp_row(2, "running", "/tmp/ts-out.Zr7c0b", ff("ep03"))
    r3_run = tsp_row(3, "running", "/tmp/ts-out.Ln4eKd", ff("ep04"))
    r5q = tsp_row(5, "queued", "(file)", ff("ep06"))
    l1 = "\n".join([TSP_HDR.format(run="1/1"), r1_run, r2q, r3q, r4q, r0])
    l2 = "\n".join([TSP_HDR.format(run="2/2"), r1_run, r2_run, r3q, r4q, r0])
    l3 = "\n".join([TSP_HDR.format(run="2/2"), r1_run, r2_run, r3q, r0])
    l4 = "\n".join([TSP_HDR.format(run="2/2"), r2_run, r3_run, r5q, r0, r1_fin])
    l5 = "\n".join([TSP_HDR.format(run="2/2"), r2_run, r3_run, r5q])
    info = """Exit status: not finished
Command: ffmpeg -y -i src/ep02.mov -c:v libx265 -crf 22 -preset slow -c:a copy out/ep02.mkv
Slots required: 1
Enqueue time: Tue Jun 11 09:02:44 2024
Start time: Tue Jun 11 09:09:37 2024"""
    load = "32\n 09:13:02 up 12 days, 22:41,  2 users,  load average: 15.84, 15.61, 14.97"
    tail0 = """[out#0/matroska @ 0x55d0c1a3b2c0] video:1894512kB audio:101562kB subtitle:0kB other streams:0kB global headers:2kB muxing overhead: 0.091734%
frame=35712 fps= 87 q=-0.0 Lsize= 1998105kB time=00:24:48.00 bitrate=10998.2kbits/s speed=3.61x
x265 [info]: frame I:    175, Avg QP:18.41  kb/s: 35421.10
x265 [info]: frame P:   9104, Avg QP:20.37  kb/s: 17812.44
x265 [info]: frame B:  26433, Avg QP:23.06  kb/s: 7602.93
encoded 35712 frames in 411.85s (86.71 fps), 10431.27 kb/s, Avg QP:22.15"""
    lsout = """total 5.5G
-rw-r--r-- 1 kenji kenji 1.9G Jun 11 09:09 ep01.mkv
-rw-r--r-- 1 kenji kenji 2.1G Jun 11 09:17 ep02.mkv
-rw-r--r-- 1 kenji kenji 1.1G Jun 11 09:23 ep03.mkv
-rw-r--r-- 1 kenji kenji 448M Jun 11 09:23 ep04.mkv"""
    turns = [
        p.run("tsp", l1),
        p.run("tsp -i 1", info),
        p.run("nproc; uptime", load),
        p.run("tsp -S 2 && tsp", l2),
        p.run("tsp -r 4 && tsp", l3),
        p.run(f"tsp {ff('ep06')}", "5"),
        p.run("tsp -c 0 | tail -n 6", tail0),
        p.run("tsp", l4),
        p.run("tsp -C && tsp", l5),
        p.run("ls -lh out/", lsout),
    ]
    rs.add(task="terminal", tid="h34-terminal-15", system=SYSTEM, turns=turns, state="kenji@render-07:~/renders$")


# ---------------------------------------------------------------- 16
# mount / umount with an fstab edit, bad
def t16(rs: RowSet) -> None:
    p = Pane("root", "db-stage-01", "/root", style="rhel")
    uuid = "b71e5c39-0a4d-4e8f-9c26-3f1d7a80e4b2"
    lsblk = """NAME        FSTYPE      FSVER    LABEL UUID                                   FSAVAIL FSUSE% MOUNTPOINTS
sda
├─sda1      vfat        FAT32          3A1C-9F0E                               591.8M     1% /boot/efi
├─sda2      xfs                        8c2f41de-6b0a-4f19-a7d3-5e90c1b8f274    729.4M    28% /boot
└─sda3      LVM2_member LVM2 001       wX3kTq-9hJd-Lp2a-Vq7M-cR4e-U8nB-0sYf1z
  ├─rl-root xfs                        0f6e9b13-27c8-4d55-b1a0-84d3e7c92a6f     31.2G    37% /
  └─rl-swap swap        1              e7d2c0a9-5f14-4b38-9e61-c3a87f0d21b5                [SWAP]
nvme0n1                                                                                  """
    mkfs = """meta-data=/dev/nvme0n1           isize=512    agcount=4, agsize=26214400 blks
         =                       sectsz=512   attr=2, projid32bit=1
         =                       crc=1        finobt=1, sparse=1, rmapbt=0
         =                       reflink=1    bigtime=1 inobtcount=1 nrext64=0
data     =                       bsize=4096   blocks=104857600, imaxpct=25
         =                       sunit=0      swidth=0 blks
naming   =version 2              bsize=4096   ascii-ci=0, ftype=1
log      =internal log           bsize=4096   blocks=51200, version=2
         =                       sectsz=512   sunit=0 blks, lazy-count=1
realtime =none                   extsz=4096   blocks=0, rtextents=0
Discarding blocks...Done."""
    fstab = f"""
#
# /etc/fstab
# Created by anaconda on Thu Feb 22 09:41:37 2024
#
# Accessible filesystems, by reference, are maintained under '/dev/disk/'.
# See man pages fstab(5), findfs(8), mount(8) and/or blkid(8) for more info.
#
# After editing this file, run 'systemctl daemon-reload' to update systemd
# units generated from this file.
#
/dev/mapper/rl-root     /                       xfs     defaults        0 0
UUID=8c2f41de-6b0a-4f19-a7d3-5e90c1b8f274 /boot                   xfs     defaults        0 0
UUID=3A1C-9F0E          /boot/efi               vfat    umask=0077,shortname=winnt 0 2
/dev/mapper/rl-swap     none                    swap    defaults        0 0
UUID={uuid} /srv/pgdata xfs defaults,noatime,nofail 0 0"""
    opts = "rw,noatime,seclabel,attr2,inode64,logbufs=8,logbsize=32k,noquota"
    mnt = """/dev/mapper/rl-root on / type xfs (rw,relatime,seclabel,attr2,inode64,logbufs=8,logbsize=32k,noquota)
/dev/sda2 on /boot type xfs (rw,relatime,seclabel,attr2,inode64,logbufs=8,logbsize=32k,noquota)
/dev/sda1 on /boot/efi type vfat (rw,relatime,fmask=0077,dmask=0077,codepage=437,iocharset=ascii,shortname=winnt,errors=remount-ro)
/dev/nvme0n1 on /srv/pgdata type xfs (rw,relatime,seclabel,attr2,inode64,logbufs=8,logbsize=32k,noquota)"""
    probe = """total 0
drwx------. 2 postgres postgres 20 Jun 11 10:24 .
drwxr-xr-x. 4 root     root     35 Jun 11 10:14 ..
-rw-r--r--. 1 postgres postgres  0 Jun 11 10:24 .probe"""
    turns = [
        p.run("lsblk -f", lsblk),
        p.run("mkfs.xfs -L pgdata /dev/nvme0n1", mkfs, duration=5.0),
        p.run("blkid /dev/nvme0n1", f'/dev/nvme0n1: LABEL="pgdata" UUID="{uuid}" BLOCK_SIZE="512" TYPE="xfs"'),
        p.run(f"mkdir -p /srv/pgdata && cp -a /etc/fstab /etc/fstab.bak.20240611 && echo 'UUID={uuid} /srv/pgdata xfs defaults,noatime,nofail 0 0' >> /etc/fstab"),
        p.run("cat /etc/fstab", fstab),
        p.run("systemctl daemon-reload && mount -a && findmnt /srv/pgdata",
              f"TARGET      SOURCE       FSTYPE OPTIONS\n/srv/pgdata /dev/nvme0n1 xfs    {opts}", duration=2.0),
        p.run("df -hT /srv/pgdata", "Filesystem     Type  Size  Used Avail Use% Mounted on\n/dev/nvme0n1   xfs   400G  2.9G  398G   1% /srv/pgdata"),
        p.run("umount /srv/pgdata && mount /srv/pgdata && echo remount-ok", "remount-ok", duration=2.0),
        p.run("chown postgres:postgres /srv/pgdata && chmod 700 /srv/pgdata && ls -ld /srv/pgdata",
              "drwx------. 2 postgres postgres 6 Jun 11 10:12 /srv/pgdata"),
        p.run("mount | grep -E '^/dev/(sd|nvme|mapper)'", mnt),
        p.run("sudo -u postgres touch /srv/pgdata/.probe && ls -la /srv/pgdata", probe),
    ]
    rs.add(task="terminal", tid="h34-terminal-16", system=SYSTEM, turns=turns, state="[root@db-stage-01 ~]#",
           bad=True, turn=10, kind="mount option set in fstab (noatime) shows as relatime with no remount")


# ---------------------------------------------------------------- 17
# rsnapshot, clean
def t17(rs: RowSet) -> None:
    p = Pane("root", "backup01", "/root")
    conf = """config_version\t1.2
snapshot_root\t/srv/snapshots/
no_create_root\t1
cmd_cp\t\t/bin/cp
cmd_rm\t\t/bin/rm
cmd_rsync\t/usr/bin/rsync
cmd_ssh\t/usr/bin/ssh
cmd_logger\t/usr/bin/logger
cmd_du\t\t/usr/bin/du
retain\tdaily\t7
retain\tweekly\t4
verbose\t\t2
loglevel\t2
logfile\t/var/log/rsnapshot.log
lockfile\t/var/run/rsnapshot.pid
ssh_args\t-i /root/.ssh/id_ed25519_backup -p 22
rsync_long_args\t--delete --numeric-ids --relative --delete-excluded
exclude\t*.tmp
exclude\t/var/cache/
backup\troot@web01.lan:/etc/\tweb01/
backup\troot@web01.lan:/var/www/\tweb01/
backup\troot@db01.lan:/etc/\tdb01/
backup\troot@db01.lan:/var/backups/pg/\tdb01/"""
    d = "drwxr-xr-x 4 root root 4096"
    weekly = [f"{d} Jun  3 03:29 weekly.0", f"{d} May 27 03:31 weekly.1", f"{d} May 20 03:30 weekly.2", f"{d} May 13 03:28 weekly.3"]
    ls1 = "\n".join(["total 44", f"{d} Jun 10 03:31 daily.0", f"{d} Jun  9 03:29 daily.1", f"{d} Jun  8 03:30 daily.2",
                     f"{d} Jun  7 03:31 daily.3", f"{d} Jun  6 03:28 daily.4", f"{d} Jun  5 03:30 daily.5",
                     f"{d} Jun  4 03:32 daily.6"] + weekly)
    ls2 = "\n".join(["total 44", f"{d} Jun 11 10:07 daily.0", f"{d} Jun 10 03:31 daily.1", f"{d} Jun  9 03:29 daily.2",
                     f"{d} Jun  8 03:30 daily.3", f"{d} Jun  7 03:31 daily.4", f"{d} Jun  6 03:28 daily.5",
                     f"{d} Jun  5 03:30 daily.6"] + weekly)
    rsync = "/usr/bin/rsync -a --delete --numeric-ids --relative --delete-excluded \\\n    --exclude=*.tmp --exclude=/var/cache/ \\\n    --rsh=\"/usr/bin/ssh -i /root/.ssh/id_ed25519_backup -p 22\" \\\n    {src} /srv/snapshots/daily.0/{dst} "
    run = "\n".join(
        ["echo 1882211 > /var/run/rsnapshot.pid ", "/bin/rm -rf /srv/snapshots/daily.6/ "]
        + [f"mv /srv/snapshots/daily.{i}/ /srv/snapshots/daily.{i + 1}/ " for i in range(5, 0, -1)]
        + ["/bin/cp -al /srv/snapshots/daily.0 /srv/snapshots/daily.1 "]
        + [rsync.format(src=s, dst=t) for s, t in (("root@web01.lan:/etc/", "web01/"), ("root@web01.lan:/var/www/", "web01/"),
                                                    ("root@db01.lan:/etc/", "db01/"), ("root@db01.lan:/var/backups/pg/", "db01/"))]
        + ["touch /srv/snapshots/daily.0/ ", "rm -f /var/run/rsnapshot.pid "])
    du = """3.2G\t/srv/snapshots/daily.0/
118M\t/srv/snapshots/daily.1/
96M\t/srv/snapshots/daily.2/
101M\t/srv/snapshots/daily.3/
94M\t/srv/snapshots/daily.4/
122M\t/srv/snapshots/daily.5/
99M\t/srv/snapshots/daily.6/
387M\t/srv/snapshots/weekly.0/
402M\t/srv/snapshots/weekly.1/
371M\t/srv/snapshots/weekly.2/
412M\t/srv/snapshots/weekly.3/
5.4G\ttotal"""
    log = """[2024-06-09T03:29:47] /usr/bin/rsnapshot daily: completed successfully
[2024-06-10T03:30:02] /usr/bin/rsnapshot daily: started
[2024-06-10T03:31:15] /usr/bin/rsnapshot daily: completed successfully
[2024-06-11T10:06:18] /usr/bin/rsnapshot -v daily: started
[2024-06-11T10:07:40] /usr/bin/rsnapshot -v daily: completed successfully"""
    turns = [
        p.run("grep -v -E '^(#|$)' /etc/rsnapshot.conf", conf),
        p.run("rsnapshot configtest", "Syntax OK"),
        p.run("ls -l /srv/snapshots", ls1),
        p.run("rsnapshot -v daily", run, duration=90.0),
        p.run("ls -l /srv/snapshots", ls2),
        p.run("rsnapshot du", du, duration=20.0),
        p.run("du -sh /srv/snapshots/daily.1", "3.2G\t/srv/snapshots/daily.1", duration=10.0),
        p.run("tail -n 5 /var/log/rsnapshot.log", log),
    ]
    rs.add(task="terminal", tid="h34-terminal-17", system=SYSTEM, turns=turns, state="root@backup01:~#")


# ---------------------------------------------------------------- 18
DUP = "sftp://dup@vault.lan//srv/dup/files01"


def dup_status(sets: list[tuple[str, str, int]]) -> str:
    lines = [f"{kind:>20}         {when}{n:>18}" for kind, when, n in sets]
    return f"""Last full backup date: Sun Jun  2 02:00:11 2024
Collection Status
-----------------
Connecting with backend: BackendWrapper
Archive dir: /home/backup/.cache/duplicity/3e1c0d7f5b2a9e84c61f0a2d7b35e918

Found 0 secondary backup chains.

Found primary backup chain with matching signature chain:
-------------------------
Chain start time: Sun Jun  2 02:00:11 2024
Chain end time: {sets[-1][1]}
Number of contained backup sets: {len(sets)}
Total number of contained volumes: {sum(s[2] for s in sets)}
 Type of backup set:                            Time:      Num volumes:
""" + "\n".join(lines) + """
-------------------------
No orphaned or incomplete backup sets found."""


# duplicity, bad
def t18(rs: RowSet) -> None:
    p = Pane("backup", "files01", "/home/backup")
    sets = [("Full", "Sun Jun  2 02:00:11 2024", 13)] + [("Incremental", f"{d} 2024", 1) for d in (
        "Mon Jun  3 02:00:08", "Tue Jun  4 02:00:10", "Wed Jun  5 02:00:07", "Thu Jun  6 02:00:12", "Fri Jun  7 02:00:09", "Sat Jun  8 02:00:09")]
    sets2 = sets + [("Incremental", "Sun Jun  9 10:14:23 2024", 1)]
    stats = """Local and Remote metadata are synchronized, no sync needed.
Last full backup date: Sun Jun  2 02:00:11 2024
--------------[ Backup Statistics ]--------------
StartTime 1717920863.41 (Sun Jun  9 10:14:23 2024)
EndTime 1717921011.87 (Sun Jun  9 10:16:51 2024)
ElapsedTime 148.46 (2 minutes 28.46 seconds)
SourceFiles 48213
SourceFileSize 61873420288 (57.6 GB)
NewFiles 37
NewFileSize 418267136 (399 MB)
DeletedFiles 4
ChangedFiles 112
ChangedFileSize 1073741824 (1.00 GB)
ChangedDeltaSize 0 (0 bytes)
DeltaEntries 153
RawDeltaSize 389120512 (371 MB)
TotalDestinationSizeChange 201326592 (192 MB)
Errors 0
-------------------------------------------------"""
    listing = """Sun Jun  9 09:58:41 CEST 2024
Tue Jan  9 08:12:40 2024 finance/reports/2024
Tue Apr  9 16:40:12 2024 finance/reports/2024/Q1
Mon Apr 22 11:03:57 2024 finance/reports/2024/Q1/q1-summary.xlsx
Tue Apr  9 16:41:30 2024 finance/reports/2024/Q1/q1-cashflow.xlsx
Wed Apr 10 09:27:05 2024 finance/reports/2024/Q1/q1-board-deck.pdf
Thu Apr 11 14:52:19 2024 finance/reports/2024/Q1/q1-variance-notes.docx"""
    restore_out = "Local and Remote metadata are synchronized, no sync needed.\nLast full backup date: Sun Jun  2 02:00:11 2024"
    sums = """6b0f3e2a91d47c58e0a2f4b1c9d83e67a5f01b2c4d9e8a7f6b3c1d0e2f4a5b6c  /tmp/restore/q1-summary.xlsx
d41a7c2e9b0f5a3816c4e2d7f9b0a1c3e5d7f9a2b4c6d8e0f1a3b5c7d9e1f2a4  /srv/shared/finance/reports/2024/Q1/q1-summary.xlsx"""
    turns = [
        p.run(f"duplicity collection-status {DUP}", dup_status(sets), duration=6.0),
        p.run(f"duplicity incremental --exclude '**/.cache' /srv/shared {DUP}", stats, duration=160.0),
        p.run(f"duplicity collection-status {DUP}", dup_status(sets2), duration=6.0),
        p.run(f"duplicity cleanup --force {DUP}",
              "Last full backup date: Sun Jun  2 02:00:11 2024\nNo extraneous files found, nothing deleted in cleanup.", duration=6.0),
        p.run(f"date; duplicity list-current-files --time 2024-06-05 {DUP} | grep 'finance/reports/2024'", listing, duration=10.0),
        p.run(f"mkdir -p /tmp/restore && duplicity restore --time 2024-06-05 --path-to-restore finance/reports/2024/Q1/q1-summary.xlsx {DUP} /tmp/restore/q1-summary.xlsx",
              restore_out, duration=10.0),
        p.run("ls -l /tmp/restore", "total 280\n-rw-r----- 1 backup backup 284160 Apr 22 11:03 q1-summary.xlsx"),
        p.run("sha256sum /tmp/restore/q1-summary.xlsx /srv/shared/finance/reports/2024/Q1/q1-summary.xlsx", sums),
    ]
    rs.add(task="terminal", tid="h34-terminal-18", system=SYSTEM, turns=turns, state="backup@files01:~$",
           bad=True, turn=5, kind="wall clock printed earlier than the end time of the backup that already finished")


# ---------------------------------------------------------------- 19
def sv_all(t: int, gun: tuple[int, int]) -> str:
    base = [("acpid", 612, 86712, None), ("agetty-tty1", 640, 86712, None), ("chronyd", 655, 86711, None),
            ("dhcpcd", 618, 86712, None), ("gunicorn-shop", gun[0], gun[1], (1402, 86690)), ("nginx", 1399, 86690, None),
            ("postgresql16", 1377, 86695, (1371, 86695)), ("socklog-unix", 604, 86712, (603, 86712)),
            ("sshd", 627, 86712, None), ("udevd", 598, 86713, None)]
    out = []
    for name, pid, up, log in base:
        secs = up if name == "gunicorn-shop" else up + t
        line = f"run: /var/service/{name}: (pid {pid}) {secs}s"
        if log:
            line += f"; run: log: (pid {log[0]}) {log[1] + t}s"
        out.append(line)
    return "\n".join(out)


# runit (sv), clean
def t19(rs: RowSet) -> None:
    p = Pane("root", "void-app", "/root", style="rhel")
    log1 = """2024-06-11_09:11:52.40213 [2024-06-11 09:11:52 +0000] [1408] [CRITICAL] WORKER TIMEOUT (pid:22961)
2024-06-11_09:11:52.40876 [2024-06-11 09:11:52 +0000] [22961] [INFO] Worker exiting (pid: 22961)
2024-06-11_09:11:52.61730 [2024-06-11 09:11:52 +0000] [1408] [ERROR] Worker (pid:22961) was sent SIGKILL! Perhaps out of memory?
2024-06-11_09:11:52.62544 [2024-06-11 09:11:52 +0000] [23342] [INFO] Booting worker with pid: 23342
2024-06-11_09:12:40.11802 127.0.0.1 - - [11/Jun/2024:09:12:40 +0000] "GET /api/orders/export?month=2024-05 HTTP/1.0" 502 0 "-" "Mozilla/5.0"
2024-06-11_09:13:27.09514 [2024-06-11 09:13:27 +0000] [1408] [CRITICAL] WORKER TIMEOUT (pid:23105)
2024-06-11_09:13:27.10261 [2024-06-11 09:13:27 +0000] [23105] [INFO] Worker exiting (pid: 23105)
2024-06-11_09:13:27.31148 [2024-06-11 09:13:27 +0000] [1408] [ERROR] Worker (pid:23105) was sent SIGKILL! Perhaps out of memory?
2024-06-11_09:13:27.32087 [2024-06-11 09:13:27 +0000] [23560] [INFO] Booting worker with pid: 23560
2024-06-11_09:13:58.77410 127.0.0.1 - - [11/Jun/2024:09:13:58 +0000] "GET /api/health HTTP/1.0" 200 15 "-" "curl/8.7.1\""""
    run = """#!/bin/sh
exec 2>&1
cd /srv/shop || exit 1
export DJANGO_SETTINGS_MODULE=shop.settings.prod
exec chpst -u shop:shop /srv/shop/.venv/bin/gunicorn shop.wsgi:application \\
\t--bind 127.0.0.1:8000 --workers 5 --timeout 30 --graceful-timeout 20 \\
\t--access-logfile - --error-logfile -"""
    log2 = """2024-06-11_09:14:50.23410 [2024-06-11 09:14:50 +0000] [1408] [INFO] Handling signal: term
2024-06-11_09:14:50.90122 [2024-06-11 09:14:50 +0000] [1408] [INFO] Shutting down: Master
2024-06-11_09:14:51.48871 [2024-06-11 09:14:51 +0000] [23817] [INFO] Starting gunicorn 21.2.0
2024-06-11_09:14:51.49203 [2024-06-11 09:14:51 +0000] [23817] [INFO] Listening at: http://127.0.0.1:8000 (23817)
2024-06-11_09:14:51.49230 [2024-06-11 09:14:51 +0000] [23817] [INFO] Using worker: sync
2024-06-11_09:14:51.49677 [2024-06-11 09:14:51 +0000] [23821] [INFO] Booting worker with pid: 23821
2024-06-11_09:14:51.55112 [2024-06-11 09:14:51 +0000] [23822] [INFO] Booting worker with pid: 23822
2024-06-11_09:14:51.60348 [2024-06-11 09:14:51 +0000] [23823] [INFO] Booting worker with pid: 23823
2024-06-11_09:14:51.65490 [2024-06-11 09:14:51 +0000] [23824] [INFO] Booting worker with pid: 23824
2024-06-11_09:14:51.70935 [2024-06-11 09:14:51 +0000] [23825] [INFO] Booting worker with pid: 23825
2024-06-11_09:15:34.20118 127.0.0.1 - - [11/Jun/2024:09:15:34 +0000] "GET /api/orders/export?month=2024-05 HTTP/1.0" 200 1843302 "-" "Mozilla/5.0"
2024-06-11_09:15:44.66012 127.0.0.1 - - [11/Jun/2024:09:15:44 +0000] "GET /api/health HTTP/1.0" 200 15 "-" "curl/8.7.1\""""
    turns = [
        p.run("sv status /var/service/*", sv_all(0, (1408, 86690))),
        p.run("tail -n 10 /var/log/gunicorn-shop/current", log1),
        p.run("cat /etc/sv/gunicorn-shop/run", run),
        p.run("sed -i 's/--timeout 30/--timeout 90/' /etc/sv/gunicorn-shop/run && sv restart gunicorn-shop",
              "ok: run: gunicorn-shop: (pid 23817) 0s", duration=3.0),
        p.run("sv status gunicorn-shop nginx", "run: gunicorn-shop: (pid 23817) 41s; run: log: (pid 1402) 86771s\nrun: nginx: (pid 1399) 86771s"),
        p.run("tail -n 12 /var/log/gunicorn-shop/current", log2),
        p.run("sv hup nginx && sv status /var/service/*", "ok: run: nginx: (pid 1399) 86802s\n" + sv_all(112, (23817, 72))),
    ]
    rs.add(task="terminal", tid="h34-terminal-19", system=SYSTEM, turns=turns, state="[root@void-app ~]#")


# ---------------------------------------------------------------- 20
SQ = 'sqlcmd -C -W -s"|" -Q'


# sqlcmd (SQL Server), bad
def t20(rs: RowSet) -> None:
    p = Pane("ops", "jump-01", "/home/ops")
    cc = [
        ["CC-1000", "Corporate HQ", "10001", "1", "2023-01-09 08:00:00.000"],
        ["CC-1100", "Finance", "10017", "1", "2023-01-09 08:00:00.000"],
        ["CC-1200", "Human Resources", "10022", "1", "2023-03-02 14:18:41.530"],
        ["CC-1300", "Legal & Compliance", "10035", "1", "2023-06-19 10:05:12.004"],
        ["CC-2000", "Engineering", "10108", "1", "2023-01-09 08:00:00.000"],
        ["CC-2100", "Platform Engineering", "10131", "1", "2023-11-27 16:44:09.871"],
        ["CC-2200", "Data & Analytics", "10164", "1", "2024-02-14 09:31:07.217"],
        ["CC-3000", "Sales EMEA", "10210", "1", "2023-01-09 08:00:00.000"],
        ["CC-3100", "Sales NA", "10233", "1", "2023-04-03 11:22:58.660"],
        ["CC-3300", "Sales APAC (legacy)", "10247", "1", "2023-08-21 07:49:30.118"],
        ["CC-4010", "Field Ops West", "10402", "1", "2024-01-15 13:02:44.902"],
        ["CC-4050", "Field Ops South", "10419", "0", "2024-05-06 15:37:21.446"],
        ["CC-9000", "Shared Services", "10900", "0", "2023-09-30 17:00:00.000"],
    ]
    dbs = sqlw(["name", "state_desc", "recovery_model_desc", "compatibility_level"], [
        ["master", "ONLINE", "SIMPLE", "160"], ["tempdb", "ONLINE", "SIMPLE", "160"], ["model", "ONLINE", "FULL", "160"],
        ["msdb", "ONLINE", "SIMPLE", "160"], ["Payroll", "ONLINE", "FULL", "150"], ["PayrollArchive", "ONLINE", "SIMPLE", "150"],
        ["ReportServer", "ONLINE", "FULL", "150"], ["ReportServerTempDB", "ONLINE", "SIMPLE", "150"]])
    hdr = ["Code", "Name", "OwnerEmpId", "IsActive", "ModifiedAt"]
    new = ["CC-4120", "Field Ops North", "10482", "1", "2024-06-11 12:42:51.083"]
    upd = cc[9][:4] + ["2024-06-11 12:43:19.406"]
    upd[3] = "0"
    full = cc[:9] + [upd] + cc[10:]
    backup = """Processed 87 pages for database 'Payroll', file 'Payroll_log' on file 1.
BACKUP LOG successfully processed 87 pages in 0.041 seconds (16.577 MB/sec)."""
    turns = [
        p.run(f'{SQ} "SELECT @@SERVERNAME AS server, DB_NAME() AS db, SYSUTCDATETIME() AS utc_now"',
              sqlw(["server", "db", "utc_now"], [["SQL-STAGE-02", "Payroll", "2024-06-11 12:40:03.1864420"]])),
        p.run(f'{SQ} "SELECT name, state_desc, recovery_model_desc, compatibility_level FROM sys.databases"', dbs),
        p.run(f'{SQ} "SELECT TOP 10 Code, Name, OwnerEmpId, IsActive, ModifiedAt FROM dbo.CostCenters ORDER BY Code"', sqlw(hdr, cc[:10])),
        p.run(f"{SQ} \"INSERT INTO dbo.CostCenters (Code, Name, OwnerEmpId, IsActive) VALUES ('CC-4120', 'Field Ops North', 10482, 1)\"", "\n(1 rows affected)"),
        p.run(f"{SQ} \"UPDATE dbo.CostCenters SET IsActive = 0 WHERE Code = 'CC-3300'\"", "\n(1 rows affected)"),
        p.run(f"{SQ} \"SELECT Code, Name, IsActive, ModifiedAt FROM dbo.CostCenters WHERE Code LIKE 'CC-4%' ORDER BY Code\"",
              sqlw(["Code", "Name", "IsActive", "ModifiedAt"], [[r[0], r[1], r[3], r[4]] for r in (cc[10], cc[11], new)])),
        p.run(f'{SQ} "SELECT COUNT(*) AS total, SUM(CASE WHEN IsActive = 1 THEN 1 ELSE 0 END) AS active FROM dbo.CostCenters"',
              sqlw(["total", "active"], [["14", "11"]])),
        p.run(f'{SQ} "SELECT Code, Name, OwnerEmpId, IsActive, ModifiedAt FROM dbo.CostCenters ORDER BY Code"', sqlw(hdr, full)),
        p.run(f"{SQ} \"BACKUP LOG Payroll TO DISK = N'/var/opt/mssql/backup/Payroll_log_20240611_1248.trn' WITH COMPRESSION\"", backup, duration=3.0),
    ]
    rs.add(task="terminal", tid="h34-terminal-20", system=SYSTEM, turns=turns,
           state="ops@jump-01:~$ export SQLCMDSERVER='tcp:sql-stage-02,1433' SQLCMDUSER=ops_admin SQLCMDDBNAME=Payroll\nops@jump-01:~$ read -rs SQLCMDPASSWORD && export SQLCMDPASSWORD\nops@jump-01:~$",
           bad=True, turn=8, kind="row inserted earlier (and counted) missing from the full listing")


# ---------------------------------------------------------------- 21
def eth_stats(v: tuple[int, ...]) -> str:
    names = ["rx_packets", "rx_bytes", "tx_packets", "tx_bytes", "rx_out_of_buffer", "rx_discards_phy", "tx_discards_phy",
             "rx_crc_errors_phy", "rx_cache_full", "rx_wqe_err"]
    return "\n".join(f"     {n}: {x}" for n, x in zip(names, v))


# ethtool and conntrack, clean
def t21(rs: RowSet) -> None:
    p = Pane("root", "lb-02", "/root")
    eth = """Settings for ens5f0:
\tSupported ports: [ FIBRE ]
\tSupported link modes:   1000baseKX/Full
\t                        10000baseKR/Full
\t                        25000baseCR/Full
\t                        25000baseKR/Full
\t                        25000baseSR/Full
\tSupported pause frame use: Symmetric
\tSupports auto-negotiation: Yes
\tSupported FEC modes: None\t RS\t BASER
\tAdvertised link modes:  25000baseSR/Full
\tAdvertised pause frame use: Symmetric
\tAdvertised auto-negotiation: No
\tAdvertised FEC modes: RS
\tSpeed: 25000Mb/s
\tDuplex: Full
\tAuto-negotiation: off
\tPort: FIBRE
\tPHYAD: 0
\tTransceiver: internal
\tSupports Wake-on: d
\tWake-on: d
        Current message level: 0x00000004 (4)
                               link
\tLink detected: yes"""
    ring = """Ring parameters for ens5f0:
Pre-set maximums:
RX:\t\t\t8192
RX Mini:\t\tn/a
RX Jumbo:\t\tn/a
TX:\t\t\t8192
Current hardware settings:
RX:\t\t\t{n}
RX Mini:\t\tn/a
RX Jumbo:\t\tn/a
TX:\t\t\t{n}
RX Buf Len:\t\tn/a
CQE Size:\t\tn/a
TX Push:\t\toff
TCP data split:\t\tn/a"""
    grep = "ethtool -S ens5f0 | grep -E '^ +(rx|tx)_(packets|bytes|out_of_buffer|discards_phy|crc_errors_phy|cache_full|wqe_err):'"
    s1 = (48213904417, 39218834127703, 51022870386, 44891270337201, 1839204, 0, 0, 0, 0, 0)
    s2 = (48268104225, 39262918433120, 51080311907, 44942057815392, 1839911, 0, 0, 0, 0, 0)
    s3 = (48342990812, 39323654120584, 51159702233, 45012298560741, 1839911, 0, 0, 0, 0, 0)
    cstat = """cpu=0   \tfound=0 invalid=1822 insert=0 insert_failed=0 drop=0 early_drop=0 error=14 search_restart=3312
cpu=1   \tfound=0 invalid=1790 insert=0 insert_failed=0 drop=0 early_drop=0 error=9 search_restart=3187
cpu=2   \tfound=0 invalid=1856 insert=0 insert_failed=0 drop=0 early_drop=0 error=11 search_restart=3420
cpu=3   \tfound=0 invalid=1803 insert=0 insert_failed=0 drop=0 early_drop=0 error=12 search_restart=3291
cpu=4   \tfound=0 invalid=1768 insert=0 insert_failed=0 drop=0 early_drop=0 error=8 search_restart=3158
cpu=5   \tfound=0 invalid=1841 insert=0 insert_failed=0 drop=0 early_drop=0 error=13 search_restart=3366
cpu=6   \tfound=0 invalid=1799 insert=0 insert_failed=0 drop=0 early_drop=0 error=10 search_restart=3244
cpu=7   \tfound=0 invalid=1812 insert=0 insert_failed=0 drop=0 early_drop=0 error=12 search_restart=3305"""
    turns = [
        p.run("ethtool ens5f0", eth),
        p.run(grep, eth_stats(s1)),
        p.run("ethtool -g ens5f0", ring.format(n=1024)),
        p.run("ethtool -G ens5f0 rx 4096 tx 4096", duration=3.0),
        p.run("ethtool -g ens5f0", ring.format(n=4096)),
        p.run(grep, eth_stats(s2)),
        p.run(f"sleep 60; {grep}", eth_stats(s3), duration=65.0),
        p.run("conntrack -C; sysctl net.netfilter.nf_conntrack_max", "412806\nnet.netfilter.nf_conntrack_max = 1048576"),
        p.run("conntrack -S", cstat),
        p.run("conntrack -C", "409377"),
    ]
    rs.add(task="terminal", tid="h34-terminal-21", system=SYSTEM, turns=turns, state="root@lb-02:~#")


# ---------------------------------------------------------------- 22
def bt_show(addr: str, alias: str) -> str:
    return f"""Controller {addr} (public)
\tName: thinkpad-x1
\tAlias: {alias}
\tClass: 0x006c010c
\tPowered: yes
\tDiscoverable: no
\tDiscoverableTimeout: 0x000000b4
\tPairable: yes
\tUUID: A/V Remote Control        (0000110e-0000-1000-8000-00805f9b34fb)
\tUUID: Audio Source              (0000110a-0000-1000-8000-00805f9b34fb)
\tUUID: Handsfree Audio Gateway   (0000111f-0000-1000-8000-00805f9b34fb)
\tUUID: PnP Information           (00001200-0000-1000-8000-00805f9b34fb)
\tUUID: Audio Sink                (0000110b-0000-1000-8000-00805f9b34fb)
\tUUID: Headset                   (00001108-0000-1000-8000-00805f9b34fb)
\tUUID: A/V Remote Control Target (0000110c-0000-1000-8000-00805f9b34fb)
\tUUID: Generic Access Profile    (00001800-0000-1000-8000-00805f9b34fb)
\tUUID: Generic Attribute Profile (00001801-0000-1000-8000-00805f9b34fb)
\tUUID: Device Information        (0000180a-0000-1000-8000-00805f9b34fb)
\tModalias: usb:v1D6Bp0246d0548
\tDiscovering: no
\tRoles: central
\tRoles: peripheral
Advertising Features:
\tActiveInstances: 0x00 (0)
\tSupportedInstances: 0x10 (16)
\tSupportedIncludes: tx-power
\tSupportedIncludes: appearance
\tSupportedIncludes: local-name"""


# bluetoothctl and pactl, bad
def t22(rs: RowSet) -> None:
    p = Pane("sam", "thinkpad-x1", "/home/sam")
    hp = "88:C9:E8:41:7D:02"
    devices = f"Device {hp} WH-1000XM4\nDevice F4:73:35:09:AB:6C MX Master 3\nDevice DC:2C:26:F1:08:9E Keychron K2"
    connect = f"Attempting to connect to {hp}\n[CHG] Device {hp} Connected: yes\n[CHG] Device {hp} ServicesResolved: yes\nConnection successful"
    sinks = """52\talsa_output.pci-0000_00_1f.3-platform-skl_hda_dsp_generic.HiFi__hw_sofhdadsp__sink\tPipeWire\ts32le 2ch 48000Hz\tSUSPENDED
53\talsa_output.pci-0000_00_1f.3-platform-skl_hda_dsp_generic.HiFi__hw_sofhdadsp_5__sink\tPipeWire\ts32le 2ch 48000Hz\tSUSPENDED
118\tbluez_output.88_C9_E8_41_7D_02.1\tPipeWire\ts16le 2ch 48000Hz\tSUSPENDED"""
    turns = [
        p.run("bluetoothctl show", bt_show("3C:21:9C:4E:0A:7B", "thinkpad-x1")),
        p.run("bluetoothctl system-alias sam-x1", "Changing sam-x1 succeeded"),
        p.run("bluetoothctl show", bt_show("3C:21:9C:E4:0A:7B", "sam-x1")),
        p.run("bluetoothctl devices Paired", devices),
        p.run(f"bluetoothctl connect {hp}", connect, duration=5.0),
        p.run("pactl list short sinks", sinks),
        p.run("pactl set-default-sink bluez_output.88_C9_E8_41_7D_02.1 && pactl get-default-sink", "bluez_output.88_C9_E8_41_7D_02.1"),
    ]
    rs.add(task="terminal", tid="h34-terminal-22", system=SYSTEM, turns=turns, state="sam@thinkpad-x1:~$",
           bad=True, turn=3, kind="Bluetooth controller MAC address changed between two show commands")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for make in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                 t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        make(rs)
    rs.write()


if __name__ == "__main__":
    main()
