# ruff: noqa: E501, W291, W293
"""Held-out terminal trajectories (holdout17): 22 tmux sessions, 11 with exactly one contradiction."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet

TASK = "terminal"
SYSTEM = (
    "You are a Terminal World Model, a precise terminal state simulator. Given the history of this tmux "
    "session and the keystrokes sent (a JSON array of {keystrokes, duration}), predict the exact next "
    "terminal state: the command as typed on the prompt line, everything the command prints, and the next "
    "prompt. Keep the session consistent: working directory, environment variables, files, processes and "
    "every other piece of state follow from the earlier turns. Reply after **Environment Observation:**."
)


def hx(seed: str, n: int = 64) -> str:
    """A deterministic hex string (stands in for hashes, ids, fingerprints)."""
    out = ""
    i = 0
    while len(out) < n:
        out += hashlib.sha256(f"{seed}/{i}".encode()).hexdigest()
        i += 1
    return out[:n]


def cols(rows: list[list[str]], gap: int = 3, right: tuple[int, ...] = ()) -> str:
    """Columns padded to their widest cell (docker/kubectl/ss style); trailing blanks trimmed."""
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = []
    for r in rows:
        cells = [c.rjust(w) if i in right else c.ljust(w) for i, (c, w) in enumerate(zip(r, widths))]
        lines.append((" " * gap).join(cells).rstrip())
    return "\n".join(lines)


def psql(headers: list[str], rows: list[list[str]], right: tuple[int, ...] = (), title: str | None = None) -> str:
    """psql's aligned format with the row-count footer and the blank line -c leaves."""
    widths = [max([len(h)] + [len(r[i]) for r in rows]) for i, h in enumerate(headers)]
    head = " | ".join(h.center(w) if (w - len(h)) % 2 == 0 else (" " * ((w - len(h)) // 2) + h).ljust(w)
                      for h, w in zip(headers, widths))
    lines = [" " + head.rstrip(), "+".join("-" * (w + 2) for w in widths)]
    for r in rows:
        cells = [c.rjust(w) if i in right else c.ljust(w) for i, (c, w) in enumerate(zip(r, widths))]
        lines.append((" " + " | ".join(cells)).rstrip())
    n = len(rows)
    lines.append(f"({n} row{'' if n == 1 else 's'})")
    if title:
        total = len(lines[1])
        lines.insert(0, (" " * ((total - len(title)) // 2) + title))
    return "\n".join(lines) + "\n\n"


def mysql(headers: list[str], rows: list[list[str]], right: tuple[int, ...] = ()) -> str:
    """mysql client's boxed table (batch mode on a tty: no row-count footer)."""
    widths = [max([len(h)] + [len(r[i]) for r in rows]) for i, h in enumerate(headers)]
    bar = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
    lines = [bar, "| " + " | ".join(h.ljust(w) for h, w in zip(headers, widths)) + " |", bar]
    for r in rows:
        cells = [c.rjust(w) if i in right else c.ljust(w) for i, (c, w) in enumerate(zip(r, widths))]
        lines.append("| " + " | ".join(cells) + " |")
    lines.append(bar)
    return "\n".join(lines)


def sqlite_cols(headers: list[str], rows: list[list[str]]) -> str:
    """sqlite3 -header -column output."""
    widths = [max([len(h)] + [len(r[i]) for r in rows]) for i, h in enumerate(headers)]
    lines = ["  ".join(h.ljust(w) for h, w in zip(headers, widths)).rstrip(),
             "  ".join("-" * w for w in widths)]
    for r in rows:
        lines.append("  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip())
    return "\n".join(lines)


def jq(obj: object) -> str:
    return json.dumps(obj, indent=2, ensure_ascii=False)


# --------------------------------------------------------------------------------------------------
# 01 git
# --------------------------------------------------------------------------------------------------
def t01(rs: RowSet) -> None:
    # clean: git feature branch in a Go service; commit hash changes legitimately after rebasing onto a fetched origin/main.
    p = Pane("kaito", "ws-kaito", "/home/kaito/src/tollgate")
    state = p.prompt
    turns = [
        p.run("git status", "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, working tree clean"),
        p.run("git log --oneline -5",
              "a41c9e2 (HEAD -> main, origin/main, origin/HEAD) limiter: expose bucket refill metrics\n"
              "7be03d1 ci: bump golangci-lint to v1.59.1\n"
              "e92f4a8 config: accept duration strings for window\n"
              "1c0d7b5 Merge pull request #212 from tollgate/fix-redis-timeout\n"
              "58fa2e6 store: set redis dial timeout to 2s"),
        p.run("git switch -c feat/burst-cap", "Switched to a new branch 'feat/burst-cap'"),
        p.run("sed -i 's/defaultBurst  = 20/defaultBurst  = 32/' internal/limiter/config.go && git diff",
              "diff --git a/internal/limiter/config.go b/internal/limiter/config.go\n"
              "index 5e21c0a..b73f9d4 100644\n"
              "--- a/internal/limiter/config.go\n"
              "+++ b/internal/limiter/config.go\n"
              "@@ -9,7 +9,7 @@ import (\n"
              " \n"
              " const (\n"
              " \tdefaultRate   = 100\n"
              "-\tdefaultBurst  = 20\n"
              "+\tdefaultBurst  = 32\n"
              " \tdefaultWindow = time.Second\n"
              " )\n"
              " "),
        p.run("go test ./internal/limiter/...",
              "ok  \tgithub.com/tollgate/tollgate/internal/limiter\t0.412s\n"
              "ok  \tgithub.com/tollgate/tollgate/internal/limiter/bucket\t0.108s", duration=10),
        p.run('git commit -am "limiter: raise default burst to 32"',
              "[feat/burst-cap 3d8f1b6] limiter: raise default burst to 32\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
        p.run("git fetch origin && git log --oneline -3 origin/main",
              "remote: Enumerating objects: 14, done.\n"
              "remote: Counting objects: 100% (14/14), done.\n"
              "remote: Compressing objects: 100% (6/6), done.\n"
              "remote: Total 8 (delta 4), reused 5 (delta 2), pack-reused 0\n"
              "Unpacking objects: 100% (8/8), 2.31 KiB | 473.00 KiB/s, done.\n"
              "From github.com:tollgate/tollgate\n"
              "   a41c9e2..f07c2d9  main       -> origin/main\n"
              "f07c2d9 (origin/main, origin/HEAD) docs: document X-RateLimit-Reset header\n"
              "9c3e5a1 store: retry MOVED errors once\n"
              "a41c9e2 (main) limiter: expose bucket refill metrics", duration=3),
        p.run("git rebase origin/main", "Successfully rebased and updated refs/heads/feat/burst-cap."),
        p.run("git log --oneline -4",
              "b6e0a47 (HEAD -> feat/burst-cap) limiter: raise default burst to 32\n"
              "f07c2d9 (origin/main, origin/HEAD) docs: document X-RateLimit-Reset header\n"
              "9c3e5a1 store: retry MOVED errors once\n"
              "a41c9e2 (main) limiter: expose bucket refill metrics"),
        p.run("git push -u origin feat/burst-cap",
              "Enumerating objects: 9, done.\n"
              "Counting objects: 100% (9/9), done.\n"
              "Delta compression using up to 16 threads\n"
              "Compressing objects: 100% (4/4), done.\n"
              "Writing objects: 100% (5/5), 468 bytes | 468.00 KiB/s, done.\n"
              "Total 5 (delta 3), reused 0 (delta 0), pack-reused 0\n"
              "remote: Resolving deltas: 100% (3/3), completed with 3 local objects.\n"
              "remote: \n"
              "remote: Create a pull request for 'feat/burst-cap' on GitHub by visiting:\n"
              "remote:      https://github.com/tollgate/tollgate/pull/new/feat/burst-cap\n"
              "remote: \n"
              "To github.com:tollgate/tollgate.git\n"
              " * [new branch]      feat/burst-cap -> feat/burst-cap\n"
              "branch 'feat/burst-cap' set up to track 'origin/feat/burst-cap'.", duration=3),
        p.run("git status -sb && git log --oneline -1 origin/feat/burst-cap",
              "## feat/burst-cap...origin/feat/burst-cap\n"
              "b6e0a47 (HEAD -> feat/burst-cap, origin/feat/burst-cap) limiter: raise default burst to 32"),
    ]
    rs.add(task=TASK, tid="h17-terminal-01", system=SYSTEM, turns=turns, state=state)


# --------------------------------------------------------------------------------------------------
# 02 systemd service
# --------------------------------------------------------------------------------------------------
def t02(rs: RowSet) -> None:
    # bad: systemd service triage; turn 9's status shows a different Main PID (48231) than turns 1, 3 and 7 (48213) though the unit was never restarted (same Active-since time).
    p = Pane("root", "fin-app-03", "/root")
    state = p.prompt

    def status(pid: str, ago: str, mem: str, cpu: str, log: list[str]) -> str:
        return ("● ledgerd.service - Ledger reconciliation daemon\n"
                "     Loaded: loaded (/etc/systemd/system/ledgerd.service; enabled; vendor preset: enabled)\n"
                f"     Active: active (running) since Tue 2024-10-15 07:42:18 UTC; {ago} ago\n"
                "       Docs: https://git.fin.internal/platform/ledgerd\n"
                f"   Main PID: {pid} (ledgerd)\n"
                "      Tasks: 11 (limit: 9401)\n"
                f"     Memory: {mem}\n"
                f"        CPU: {cpu}\n"
                "     CGroup: /system.slice/ledgerd.service\n"
                f"             └─{pid} /opt/ledgerd/bin/ledgerd --config /etc/ledgerd/ledgerd.toml\n\n"
                + "\n".join(log))

    def bl(t: str, pid: str, msg: str) -> str:
        return f"Oct 15 {t} fin-app-03 ledgerd[{pid}]: {msg}"

    turns = [
        p.run("systemctl status ledgerd --no-pager -n 4", status("48213", "2h 13min", "184.6M", "6min 41.220s", [
            bl("09:52:02", "48213", 'level=info ts=2024-10-15T09:52:02Z msg="batch reconciled" batch=20241015-0952 rows=3388 dur=1.79s'),
            bl("09:53:02", "48213", 'level=info ts=2024-10-15T09:53:02Z msg="batch reconciled" batch=20241015-0953 rows=3471 dur=1.92s'),
            bl("09:54:03", "48213", 'level=warn ts=2024-10-15T09:54:03Z msg="upstream slow" upstream=bankfeed-sepa latency=5.31s'),
            bl("09:55:02", "48213", 'level=info ts=2024-10-15T09:55:02Z msg="batch reconciled" batch=20241015-0955 rows=3402 dur=1.88s'),
        ])),
        p.run("journalctl -u ledgerd --since '09:30' --no-pager | grep -v 'batch reconciled'", "\n".join([
            bl("09:37:44", "48213", 'level=warn ts=2024-10-15T09:37:44Z msg="upstream slow" upstream=bankfeed-sepa latency=4.92s'),
            bl("09:41:03", "48213", 'level=error ts=2024-10-15T09:41:03Z msg="batch failed" batch=20241015-0941 err="bankfeed-sepa: context deadline exceeded" retry_in=60s'),
            bl("09:42:05", "48213", 'level=info ts=2024-10-15T09:42:05Z msg="batch retry succeeded" batch=20241015-0941 attempt=2'),
            bl("09:54:03", "48213", 'level=warn ts=2024-10-15T09:54:03Z msg="upstream slow" upstream=bankfeed-sepa latency=5.31s'),
        ])),
        p.run("ss -tlnp | grep ledgerd",
              'LISTEN 0      4096       127.0.0.1:9187       0.0.0.0:*    users:(("ledgerd",pid=48213,fd=7))\n'
              'LISTEN 0      4096               *:8443             *:*    users:(("ledgerd",pid=48213,fd=9))'),
        p.run("grep -nE '^(batch_size|workers|timeout)' /etc/ledgerd/ledgerd.toml",
              '14:batch_size = 5000\n15:workers = 6\n22:timeout = "5s"'),
        p.run("curl -s localhost:9187/metrics | grep -E '^ledgerd_(batches_total|queue_depth|upstream_timeouts_total)'",
              'ledgerd_batches_total{result="error"} 3\n'
              'ledgerd_batches_total{result="ok"} 129\n'
              "ledgerd_queue_depth 14\n"
              'ledgerd_upstream_timeouts_total{upstream="bankfeed-sepa"} 3'),
        p.run("df -h /var/lib/ledgerd",
              "Filesystem              Size  Used Avail Use% Mounted on\n"
              "/dev/mapper/vg0-ledger   98G   61G   33G  65% /var/lib/ledgerd"),
        p.run("systemctl show ledgerd -p MainPID -p NRestarts -p ActiveEnterTimestamp",
              "MainPID=48213\nNRestarts=0\nActiveEnterTimestamp=Tue 2024-10-15 07:42:18 UTC"),
        p.run("sleep 60; curl -s localhost:9187/metrics | grep -E '^ledgerd_(batches_total|queue_depth)'",
              'ledgerd_batches_total{result="error"} 3\n'
              'ledgerd_batches_total{result="ok"} 130\n'
              "ledgerd_queue_depth 9", duration=65),
        p.run("systemctl status ledgerd --no-pager -n 3", status("48231", "2h 16min", "186.1M", "6min 58.407s", [
            bl("09:57:02", "48231", 'level=info ts=2024-10-15T09:57:02Z msg="batch reconciled" batch=20241015-0957 rows=3356 dur=1.81s'),
            bl("09:58:02", "48231", 'level=info ts=2024-10-15T09:58:02Z msg="batch reconciled" batch=20241015-0958 rows=3419 dur=1.86s'),
            bl("09:58:31", "48231", 'level=info ts=2024-10-15T09:58:31Z msg="queue drained below watermark" depth=9 watermark=10'),
        ])),
        p.run("ls -lt /var/lib/ledgerd/out | head -n 4",
              "total 1846212\n"
              "-rw-r----- 1 ledgerd ledgerd  412877 Oct 15 09:58 recon-20241015-0958.csv.zst\n"
              "-rw-r----- 1 ledgerd ledgerd  409113 Oct 15 09:57 recon-20241015-0957.csv.zst\n"
              "-rw-r----- 1 ledgerd ledgerd  415390 Oct 15 09:56 recon-20241015-0956.csv.zst"),
    ]
    rs.add(task=TASK, tid="h17-terminal-02", system=SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="service Main PID differs from earlier status/ss/show with no restart")


# --------------------------------------------------------------------------------------------------
# 03 docker compose
# --------------------------------------------------------------------------------------------------
def t03(rs: RowSet) -> None:
    # clean: docker compose image upgrade; recreated containers get new ids and images, a plain restart keeps the id, old images removed.
    p = Pane("ops", "build-02", "/srv/plover")
    state = p.prompt
    fmt = "docker ps --format 'table {{.ID}}\\t{{.Names}}\\t{{.Image}}\\t{{.Status}}'"
    turns = [
        p.run(fmt, cols([
            ["CONTAINER ID", "NAMES", "IMAGE", "STATUS"],
            ["9f2c4e1a7b30", "plover-worker-1", "ghcr.io/plover/worker:1.14.2", "Up 3 days"],
            ["c81d05e3f6a2", "plover-api-1", "ghcr.io/plover/api:1.14.2", "Up 3 days"],
            ["4b7e9d2a1c58", "plover-db-1", "postgres:16.3", "Up 3 days (healthy)"],
            ["e03a6f8b9d14", "plover-redis-1", "redis:7.2-alpine", "Up 3 days"],
        ])),
        p.run("grep -n '^PLOVER' .env",
              "1:PLOVER_TAG=1.14.2\n2:PLOVER_PUBLIC_URL=https://uptime.hallam-grid.net\n3:PLOVER_RETENTION_DAYS=90"),
        p.run("sed -i 's/^PLOVER_TAG=1.14.2/PLOVER_TAG=1.15.0/' .env && docker compose pull api worker",
              "[+] Pulling 2/2\n"
              " ✔ worker Pulled                                                         14.2s \n"
              " ✔ api Pulled                                                            13.8s ", duration=20),
        p.run("docker compose up -d",
              "[+] Running 4/4\n"
              " ✔ Container plover-redis-1   Running                                    0.0s \n"
              " ✔ Container plover-db-1      Healthy                                    0.5s \n"
              " ✔ Container plover-api-1     Started                                   11.3s \n"
              " ✔ Container plover-worker-1  Started                                   11.6s ", duration=15),
        p.run(fmt, cols([
            ["CONTAINER ID", "NAMES", "IMAGE", "STATUS"],
            ["5d19a0c7e2b4", "plover-worker-1", "ghcr.io/plover/worker:1.15.0", "Up 14 seconds"],
            ["a7e3f41b9c06", "plover-api-1", "ghcr.io/plover/api:1.15.0", "Up 14 seconds"],
            ["4b7e9d2a1c58", "plover-db-1", "postgres:16.3", "Up 3 days (healthy)"],
            ["e03a6f8b9d14", "plover-redis-1", "redis:7.2-alpine", "Up 3 days"],
        ])),
        p.run("docker compose logs --tail 4 api",
              "plover-api-1  | 2024-07-22T16:05:31.882Z INFO  plover::db: running migrations current=41 target=43\n"
              "plover-api-1  | 2024-07-22T16:05:32.417Z INFO  plover::db: applied migration 42_add_incident_tags\n"
              "plover-api-1  | 2024-07-22T16:05:32.690Z INFO  plover::db: applied migration 43_heartbeat_retention\n"
              "plover-api-1  | 2024-07-22T16:05:32.712Z INFO  plover::http: listening on 0.0.0.0:8080 version=1.15.0"),
        p.run("curl -s localhost:8080/healthz | jq .",
              jq({"status": "ok", "version": "1.15.0", "db": "ok", "redis": "ok", "uptime_s": 58})),
        p.run("docker compose restart worker",
              "[+] Restarting 1/1\n"
              " ✔ Container plover-worker-1  Started                                   10.4s ", duration=12),
        p.run("docker ps --filter name=plover-worker --format '{{.ID}}  {{.Image}}  {{.Status}}'",
              "5d19a0c7e2b4  ghcr.io/plover/worker:1.15.0  Up 4 seconds"),
        p.run("docker image rm ghcr.io/plover/api:1.14.2 ghcr.io/plover/worker:1.14.2",
              "Untagged: ghcr.io/plover/api:1.14.2\n"
              f"Untagged: ghcr.io/plover/api@sha256:{hx('plover-api-1.14.2-digest')}\n"
              f"Deleted: sha256:{hx('plover-api-1.14.2-img')}\n"
              f"Deleted: sha256:{hx('plover-api-1.14.2-l1')}\n"
              f"Deleted: sha256:{hx('plover-api-1.14.2-l2')}\n"
              "Untagged: ghcr.io/plover/worker:1.14.2\n"
              f"Untagged: ghcr.io/plover/worker@sha256:{hx('plover-worker-1.14.2-digest')}\n"
              f"Deleted: sha256:{hx('plover-worker-1.14.2-img')}\n"
              f"Deleted: sha256:{hx('plover-worker-1.14.2-l1')}"),
        p.run("docker image ls 'ghcr.io/plover/*'", cols([
            ["REPOSITORY", "TAG", "IMAGE ID", "CREATED", "SIZE"],
            ["ghcr.io/plover/worker", "1.15.0", hx("plover-worker-1.15.0-img", 12), "5 days ago", "148MB"],
            ["ghcr.io/plover/api", "1.15.0", hx("plover-api-1.15.0-img", 12), "5 days ago", "97.4MB"],
        ])),
    ]
    rs.add(task=TASK, tid="h17-terminal-03", system=SYSTEM, turns=turns, state=state)


# --------------------------------------------------------------------------------------------------
# 04 psql
# --------------------------------------------------------------------------------------------------
def t04(rs: RowSet) -> None:
    # bad: psql price change; turn 6's join shows team-m at 2900 though turn 3 committed price_cents = 3400 for it (no later write).
    p = Pane("deploy", "db-stg-1", "/home/deploy")
    state = p.prompt
    turns = [
        p.run("psql -d meridian -c '\\dt billing.*'", psql(
            ["Schema", "Name", "Type", "Owner"],
            [["billing", "coupons", "table", "billing_owner"],
             ["billing", "invoices", "table", "billing_owner"],
             ["billing", "plans", "table", "billing_owner"],
             ["billing", "subscriptions", "table", "billing_owner"]], title="List of relations")),
        p.run("psql -d meridian -c 'SELECT id, code, name, price_cents, currency, active FROM billing.plans ORDER BY id;'", psql(
            ["id", "code", "name", "price_cents", "currency", "active"],
            [["1", "starter-m", "Starter", "900", "USD", "t"],
             ["2", "team-m", "Team", "2900", "USD", "t"],
             ["3", "team-y", "Team (annual)", "29000", "USD", "t"],
             ["4", "scale-m", "Scale", "7900", "USD", "t"],
             ["5", "legacy-pro", "Pro (legacy)", "4900", "USD", "f"]], right=(0, 3))),
        p.run("psql -d meridian -c \"BEGIN; UPDATE billing.plans SET price_cents = 3400 WHERE code = 'team-m'; "
              "UPDATE billing.plans SET price_cents = 34000 WHERE code = 'team-y'; COMMIT;\"",
              "BEGIN\nUPDATE 1\nUPDATE 1\nCOMMIT"),
        p.run("psql -d meridian -c \"SELECT count(*) FROM billing.subscriptions WHERE plan_id IN (2, 3) AND status = 'active';\"",
              psql(["count"], [["418"]], right=(0,))),
        p.run("psql -d meridian -c \"INSERT INTO billing.coupons (code, percent_off, plan_id, expires_at) "
              "VALUES ('TEAM-GRANDFATHER', 15, 2, '2025-06-30') RETURNING id, code;\"",
              psql(["id", "code"], [["37", "TEAM-GRANDFATHER"]], right=(0,)) + "INSERT 0 1\n"),
        p.run("psql -d meridian -c \"SELECT p.code, p.price_cents, c.code AS coupon, c.percent_off FROM billing.plans p "
              "LEFT JOIN billing.coupons c ON c.plan_id = p.id AND c.code LIKE 'TEAM-%' WHERE p.code LIKE 'team-%' ORDER BY p.id;\"",
              psql(["code", "price_cents", "coupon", "percent_off"],
                   [["team-m", "2900", "TEAM-GRANDFATHER", "15"],
                    ["team-y", "34000", "", ""]], right=(1, 3))),
        p.run("psql -d meridian -c 'SELECT code, percent_off, plan_id, expires_at FROM billing.coupons WHERE id = 37;'",
              psql(["code", "percent_off", "plan_id", "expires_at"],
                   [["TEAM-GRANDFATHER", "15", "2", "2025-06-30"]], right=(1, 2))),
        p.run("psql -d meridian -c 'SELECT id, table_name, op, row_pk, changed_at FROM audit.log ORDER BY id DESC LIMIT 3;'",
              psql(["id", "table_name", "op", "row_pk", "changed_at"],
                   [["90114", "billing.coupons", "INSERT", "37", "2024-11-26 15:08:41.207731+00"],
                    ["90113", "billing.plans", "UPDATE", "3", "2024-11-26 15:07:12.551094+00"],
                    ["90112", "billing.plans", "UPDATE", "2", "2024-11-26 15:07:12.551094+00"]], right=(0,))),
    ]
    rs.add(task=TASK, tid="h17-terminal-04", system=SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="price the agent updated reads back as its old value in a query table cell")


# --------------------------------------------------------------------------------------------------
# 05 npm
# --------------------------------------------------------------------------------------------------
def t05(rs: RowSet) -> None:
    # clean: npm library release; npm version bumps 3.8.1 -> 3.9.0, later build/pack show the new version, durations differ run to run.
    p = Pane("mira", "devbox", "/home/mira/work/kestrel-charts")
    state = p.prompt

    def build(ver: str, t: tuple[int, int, int]) -> str:
        return (f"> @kestrel/charts@{ver} build\n> tsup src/index.ts --format esm,cjs --dts\n\n"
                "CLI Building entry: src/index.ts\n"
                "CLI Using tsconfig: tsconfig.json\n"
                "CLI tsup v8.1.0\n"
                "CLI Target: es2020\n"
                "ESM Build start\n"
                "CJS Build start\n"
                "ESM dist/index.mjs 48.21 KB\n"
                f"ESM ⚡️ Build success in {t[0]}ms\n"
                "CJS dist/index.js 49.87 KB\n"
                f"CJS ⚡️ Build success in {t[1]}ms\n"
                "DTS Build start\n"
                f"DTS ⚡️ Build success in {t[2]}ms\n"
                "DTS dist/index.d.ts  12.44 KB\n"
                "DTS dist/index.d.mts 12.44 KB")

    turns = [
        p.run("node -v && npm -v", "v20.15.1\n10.7.0"),
        p.run("npm ci", "\nadded 612 packages, and audited 613 packages in 21s\n\n148 packages are looking for funding\n"
              "  run `npm fund` for details\n\nfound 0 vulnerabilities", duration=30),
        p.run("npm run build", "\n" + build("3.8.1", (212, 218, 1893)), duration=8),
        p.run("npm test",
              "\n> @kestrel/charts@3.8.1 test\n> vitest --run\n\n\n"
              " RUN  v1.6.0 /home/mira/work/kestrel-charts\n\n"
              " ✓ test/format.test.ts  (9 tests) 11ms\n"
              " ✓ test/scale.test.ts  (14 tests) 38ms\n"
              " ✓ test/ticks.test.ts  (12 tests) 24ms\n"
              " ✓ test/axis.test.ts  (17 tests) 61ms\n"
              " ✓ test/legend.test.ts  (8 tests) 45ms\n"
              " ✓ test/series.test.ts  (11 tests) 52ms\n\n"
              " Test Files  6 passed (6)\n"
              "      Tests  71 passed (71)\n"
              "   Start at  10:14:22\n"
              "   Duration  1.84s (transform 402ms, setup 0ms, collect 1.12s, tests 231ms, environment 1ms, prepare 884ms)\n",
              duration=8),
        p.run("ls dist && git status --short", "index.d.mts  index.d.ts  index.js  index.mjs"),
        p.run('npm version minor -m "release: v%s"', "v3.9.0", duration=3),
        p.run("npm run build", "\n" + build("3.9.0", (187, 195, 1761)), duration=8),
        p.run("git log --oneline -2 && git tag --list 'v3.*' | tail -n 3",
              "c4d2e91 (HEAD -> main, tag: v3.9.0) release: v3.9.0\n"
              "0a7f35b feat(axis): add tick label rotation\n"
              "v3.7.2\nv3.8.1\nv3.9.0"),
        p.run("npm pack --dry-run",
              "npm notice \n"
              "npm notice 📦  @kestrel/charts@3.9.0\n"
              "npm notice === Tarball Contents === \n"
              "npm notice 1.1kB  LICENSE         \n"
              "npm notice 4.8kB  README.md       \n"
              "npm notice 12.4kB dist/index.d.mts\n"
              "npm notice 12.4kB dist/index.d.ts \n"
              "npm notice 49.9kB dist/index.js   \n"
              "npm notice 48.2kB dist/index.mjs  \n"
              "npm notice 1.6kB  package.json    \n"
              "npm notice === Tarball Details === \n"
              "npm notice name:          @kestrel/charts                         \n"
              "npm notice version:       3.9.0                                   \n"
              "npm notice filename:      kestrel-charts-3.9.0.tgz                \n"
              "npm notice package size:  28.7 kB                                 \n"
              "npm notice unpacked size: 130.4 kB                                \n"
              f"npm notice shasum:        {hx('kestrel-3.9.0-shasum', 40)}\n"
              "npm notice integrity:     sha512-x3Vd0lQe2Jk9TfW1[...]pR8yGmA6NcLbw==\n"
              "npm notice total files:   7                                       \n"
              "npm notice \n"
              "kestrel-charts-3.9.0.tgz", duration=3),
        p.run("npm outdated", cols([
            ["Package", "Current", "Wanted", "Latest", "Location", "Depended by"],
            ["tsup", "8.1.0", "8.1.2", "8.2.4", "node_modules/tsup", "kestrel-charts"],
            ["typescript", "5.4.5", "5.4.5", "5.5.4", "node_modules/typescript", "kestrel-charts"],
            ["vitest", "1.6.0", "1.6.0", "2.0.5", "node_modules/vitest", "kestrel-charts"],
        ], gap=2, right=(1, 2, 3)), duration=4),
    ]
    rs.add(task=TASK, tid="h17-terminal-05", system=SYSTEM, turns=turns, state=state)


# --------------------------------------------------------------------------------------------------
# 06 kubectl
# --------------------------------------------------------------------------------------------------
def t06(rs: RowSet) -> None:
    # bad: kubectl cleanup; turn 6's `get cm,deploy` still lists configmap feature-flags-old that turn 4 deleted.
    p = Pane("sre", "bastion-eu1", "/home/sre")
    state = p.prompt
    turns = [
        p.run("kubectl config current-context && kubectl -n checkout get deploy",
              "gke_shopfront-prod_europe-west1_prod-eu1\n" + cols([
                  ["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE"],
                  ["cart-api", "3/3", "3", "3", "41d"],
                  ["payment-gateway", "2/2", "2", "2", "41d"],
                  ["promo-engine", "2/2", "2", "2", "12d"]])),
        p.run("kubectl -n checkout get configmap", cols([
            ["NAME", "DATA", "AGE"],
            ["cart-api-config", "6", "41d"],
            ["feature-flags", "14", "9d"],
            ["feature-flags-old", "12", "63d"],
            ["kube-root-ca.crt", "1", "212d"],
            ["promo-rules", "3", "12d"]])),
        p.run("kubectl -n checkout get deploy,cronjob -o json | jq -r '.items[] | select(tostring | test(\"feature-flags-old\")) | .metadata.name'",
              "", duration=2),
        p.run("kubectl -n checkout delete configmap feature-flags-old", 'configmap "feature-flags-old" deleted'),
        p.run("kubectl -n checkout scale deploy/promo-engine --replicas=4", "deployment.apps/promo-engine scaled"),
        p.run("kubectl -n checkout get cm,deploy", cols([
            ["NAME", "DATA", "AGE"],
            ["configmap/cart-api-config", "6", "41d"],
            ["configmap/feature-flags", "14", "9d"],
            ["configmap/feature-flags-old", "12", "63d"],
            ["configmap/kube-root-ca.crt", "1", "212d"],
            ["configmap/promo-rules", "3", "12d"]]) + "\n\n" + cols([
            ["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE"],
            ["deployment.apps/cart-api", "3/3", "3", "3", "41d"],
            ["deployment.apps/payment-gateway", "2/2", "2", "2", "41d"],
            ["deployment.apps/promo-engine", "2/4", "4", "2", "12d"]])),
        p.run("kubectl -n checkout get pods -l app=promo-engine -o wide", cols([
            ["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES"],
            ["promo-engine-6d8f7b9c54-kx2vq", "1/1", "Running", "0", "12d", "10.52.3.41", "gke-prod-eu1-pool-b-7c1e2a90-x9rl", "<none>", "<none>"],
            ["promo-engine-6d8f7b9c54-q7wzn", "1/1", "Running", "0", "21s", "10.52.1.118", "gke-prod-eu1-pool-b-7c1e2a90-m2dd", "<none>", "<none>"],
            ["promo-engine-6d8f7b9c54-tf4hb", "1/1", "Running", "0", "21s", "10.52.4.77", "gke-prod-eu1-pool-b-7c1e2a90-h5kq", "<none>", "<none>"],
            ["promo-engine-6d8f7b9c54-w9p2c", "1/1", "Running", "0", "12d", "10.52.2.16", "gke-prod-eu1-pool-b-7c1e2a90-x9rl", "<none>", "<none>"]])),
        p.run("kubectl -n checkout rollout status deploy/promo-engine", 'deployment "promo-engine" successfully rolled out'),
        p.run("kubectl -n checkout get events --field-selector involvedObject.kind=ReplicaSet --sort-by=.lastTimestamp | tail -n 3", cols([
            ["LAST SEEN", "TYPE", "REASON", "OBJECT", "MESSAGE"],
            ["34s", "Normal", "SuccessfulCreate", "replicaset/promo-engine-6d8f7b9c54", "Created pod: promo-engine-6d8f7b9c54-q7wzn"],
            ["34s", "Normal", "SuccessfulCreate", "replicaset/promo-engine-6d8f7b9c54", "Created pod: promo-engine-6d8f7b9c54-tf4hb"]])),
    ]
    rs.add(task=TASK, tid="h17-terminal-06", system=SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="deleted configmap reappears in a later listing")


# --------------------------------------------------------------------------------------------------
# 07 users and cron
# --------------------------------------------------------------------------------------------------
def t07(rs: RowSet) -> None:
    # clean: create a service user, add groups, install then edit its crontab; id/groups and the schedule change only through the agent's commands.
    p = Pane("root", "ci-runner-07", "/root")
    state = p.prompt
    job1 = "15 2 * * * /usr/local/bin/artisync --prune >> /var/log/artisync.log 2>&1"
    job2 = "40 3 * * * /usr/local/bin/artisync --prune >> /var/log/artisync.log 2>&1"
    header = ("# DO NOT EDIT THIS FILE - edit the master and reinstall.\n"
              "# (- installed on Mon Nov  4 22:19:03 2024)\n"
              "# (Cron version -- $Id: crontab.c,v 2.13 1994/01/17 03:20:37 vixie Exp $)\n")
    size = len(header + 'MAILTO=""\n' + job2 + "\n")
    turns = [
        p.run("getent passwd | awk -F: '$3>=1000 && $3<65534 {print $1, $3, $7}'",
              "ubuntu 1000 /bin/bash\ngitlab-runner 1001 /bin/bash\ndeployer 1002 /bin/bash"),
        p.run('useradd -m -s /bin/bash -c "Nightly artifact sync" artisync && id artisync',
              "uid=1003(artisync) gid=1003(artisync) groups=1003(artisync)"),
        p.run("usermod -aG docker,adm artisync && id artisync",
              "uid=1003(artisync) gid=1003(artisync) groups=1003(artisync),4(adm),999(docker)"),
        p.run("install -d -o artisync -g artisync -m 750 /var/lib/artisync && ls -ld /var/lib/artisync",
              "drwxr-x--- 2 artisync artisync 4096 Nov  4 22:17 /var/lib/artisync"),
        p.run(f"printf '%s\\n' 'MAILTO=\"\"' '{job1}' | crontab -u artisync - && crontab -u artisync -l",
              f'MAILTO=""\n{job1}'),
        p.run("crontab -u artisync -l | sed 's/^15 2 /40 3 /' | crontab -u artisync - && crontab -u artisync -l",
              f'MAILTO=""\n{job2}'),
        p.run("ls -l /var/spool/cron/crontabs/",
              f"total 8\n-rw------- 1 artisync      crontab  {size} Nov  4 22:19 artisync\n"
              "-rw------- 1 gitlab-runner crontab 1089 Aug 12 09:03 gitlab-runner"),
        p.run("su - artisync -c 'id -gn; groups; crontab -l | tail -n 1'",
              f"artisync\nartisync adm docker\n{job2}"),
        p.run("grep artisync /var/log/syslog | tail -n 3",
              "Nov  4 22:18:41 ci-runner-07 crontab[48812]: (root) REPLACE (artisync)\n"
              "Nov  4 22:19:03 ci-runner-07 crontab[48830]: (root) REPLACE (artisync)\n"
              "Nov  4 22:20:01 ci-runner-07 cron[812]: (artisync) RELOAD (crontabs/artisync)"),
        p.run("getent group docker adm artisync",
              "docker:x:999:gitlab-runner,deployer,artisync\nadm:x:4:syslog,ubuntu,artisync\nartisync:x:1003:"),
    ]
    rs.add(task=TASK, tid="h17-terminal-07", system=SYSTEM, turns=turns, state=state)


# --------------------------------------------------------------------------------------------------
# 08 sqlite3
# --------------------------------------------------------------------------------------------------
def t08(rs: RowSet) -> None:
    # bad: sqlite3 sensor registry; turn 8's COUNT(*) of sensors says 8, but turn 2 listed 6, turns 4-5 added 2 and deleted 1 (turn 6's GROUP BY sums to 7).
    p = Pane("ana", "pi-garden", "/home/ana/garden")
    state = p.prompt
    h = ["id", "name", "kind", "location", "enabled"]
    turns = [
        p.run("sqlite3 garden.db '.tables'", "alerts    readings  sensors "),
        p.run("sqlite3 -header -column garden.db 'SELECT id, name, kind, location, enabled FROM sensors;'", sqlite_cols(h, [
            ["1", "bed-north", "soil", "raised bed N", "1"],
            ["2", "bed-south", "soil", "raised bed S", "1"],
            ["3", "greenhouse", "air", "greenhouse", "1"],
            ["4", "greenhouse-old", "air", "greenhouse", "0"],
            ["5", "tank-level", "level", "rain tank", "1"],
            ["6", "compost-core", "temp", "compost bay", "1"]])),
        p.run("sqlite3 garden.db 'SELECT COUNT(*) FROM sensors; SELECT COUNT(*) FROM readings;'", "6\n184227"),
        p.run("sqlite3 garden.db \"INSERT INTO sensors (name, kind, location, enabled) VALUES "
              "('bed-east', 'soil', 'raised bed E', 1), ('shed-temp', 'air', 'potting shed', 1);\"", ""),
        p.run("sqlite3 garden.db \"UPDATE sensors SET enabled = 0 WHERE name = 'tank-level'; "
              "DELETE FROM sensors WHERE name = 'greenhouse-old';\"", ""),
        p.run("sqlite3 -header -column garden.db 'SELECT kind, COUNT(*) AS n, SUM(enabled) AS active FROM sensors GROUP BY kind;'",
              sqlite_cols(["kind", "n", "active"], [
                  ["air", "2", "2"], ["level", "1", "0"], ["soil", "3", "3"], ["temp", "1", "1"]])),
        p.run("sqlite3 garden.db \"SELECT COUNT(*) FROM readings WHERE ts >= datetime('now', '-1 hour');\"", "72"),
        p.run("sqlite3 garden.db 'SELECT COUNT(*) FROM sensors; SELECT COUNT(*) FROM sensors WHERE enabled = 1;'", "8\n6"),
        p.run("sqlite3 -header -column garden.db 'SELECT id, name, enabled FROM sensors ORDER BY id;'",
              sqlite_cols(["id", "name", "enabled"], [
                  ["1", "bed-north", "1"], ["2", "bed-south", "1"], ["3", "greenhouse", "1"], ["5", "tank-level", "0"],
                  ["6", "compost-core", "1"], ["7", "bed-east", "1"], ["8", "shed-temp", "1"]])),
    ]
    rs.add(task=TASK, tid="h17-terminal-08", system=SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="row count does not follow the inserts and delete")


# --------------------------------------------------------------------------------------------------
# 09 redis-cli
# --------------------------------------------------------------------------------------------------
def t09(rs: RowSet) -> None:
    # clean: redis-cli rate-limit keys; INCRBY raises a counter, TTLs count down, one key expires by TTL and the keyspace count drops.
    p = Pane("app", "cache-01", "/home/app")
    state = p.prompt
    turns = [
        p.run("redis-cli -n 2 --scan --pattern 'rl:*'", "rl:api:tenant:902\nrl:login:ip:10.44.7.19\nrl:api:tenant:4471"),
        p.run("redis-cli -n 2 GET rl:api:tenant:4471 && redis-cli -n 2 TTL rl:api:tenant:4471", '"37"\n(integer) 41'),
        p.run("redis-cli -n 2 INCRBY rl:api:tenant:4471 5", "(integer) 42"),
        p.run("redis-cli -n 2 SET maint:banner 'Scheduled maintenance 02:00-02:30 UTC' EX 3600", "OK"),
        p.run("redis-cli -n 2 TTL rl:api:tenant:4471; redis-cli -n 2 TTL maint:banner; redis-cli -n 2 TTL rl:login:ip:10.44.7.19",
              "(integer) 19\n(integer) 3581\n(integer) 742"),
        p.run("redis-cli -n 2 INFO keyspace", "# Keyspace\ndb0:keys=12,expires=0,avg_ttl=0\ndb2:keys=4,expires=4,avg_ttl=1104387"),
        p.run("sleep 25; redis-cli -n 2 --scan --pattern 'rl:*'", "rl:login:ip:10.44.7.19\nrl:api:tenant:902", duration=27),
        p.run("redis-cli -n 2 GET rl:api:tenant:4471; redis-cli -n 2 EXISTS rl:api:tenant:4471", "(nil)\n(integer) 0"),
        p.run("redis-cli -n 2 INFO keyspace | grep db2", "db2:keys=3,expires=3,avg_ttl=1431874"),
        p.run("redis-cli -n 2 GET maint:banner; redis-cli -n 2 TTL maint:banner",
              '"Scheduled maintenance 02:00-02:30 UTC"\n(integer) 3547'),
    ]
    rs.add(task=TASK, tid="h17-terminal-09", system=SYSTEM, turns=turns, state=state)


# --------------------------------------------------------------------------------------------------
# 10 restic
# --------------------------------------------------------------------------------------------------
def t10(rs: RowSet) -> None:
    # bad: restic manual backup; turn 9's JSON gives the new snapshot short_id 7b2f5c09, but turns 4-5 and 8 established it as 7b2f5c90.
    p = Pane("root", "nas-lab", "/root")
    state = p.prompt
    snap_rows = [
        ["4f0b9e21", "2024-09-28 03:00:12", "nas-lab", "nightly", "/srv/photos"],
        ["a93c7d58", "2024-09-29 03:00:09", "nas-lab", "nightly", "/srv/photos"],
        ["c07e3b6a", "2024-09-29 03:05:41", "nas-lab", "nightly", "/etc"],
        ["2e6d1f07", "2024-09-30 03:00:11", "nas-lab", "nightly", "/srv/photos"],
        ["d51a88c3", "2024-09-30 03:05:38", "nas-lab", "nightly", "/etc"],
    ]
    table = cols([["ID", "Time", "Host", "Tags", "Paths"]] + snap_rows, gap=2)
    opened = "repository 8c1e47d2 opened (version 2, compression level auto)"
    sep = "-" * len(table.splitlines()[0])
    turns = [
        p.run("export RESTIC_REPOSITORY=sftp:backup@vault.lan:/srv/restic/nas-lab RESTIC_PASSWORD_FILE=/root/.restic-pass", ""),
        p.run("journalctl -u restic-nightly.service --since yesterday --no-pager | tail -n 6",
              "Oct 01 03:00:01 nas-lab systemd[1]: Starting restic-nightly.service - Nightly restic backup...\n"
              "Oct 01 03:02:11 nas-lab restic[91822]: subprocess ssh: ssh: connect to host vault.lan port 22: Connection timed out\n"
              "Oct 01 03:02:11 nas-lab restic[91822]: Fatal: unable to open repository at sftp:backup@vault.lan:/srv/restic/nas-lab: unable to start the sftp session, error: error receiving version packet from server: server unexpectedly closed connection: unexpected EOF\n"
              "Oct 01 03:02:11 nas-lab systemd[1]: restic-nightly.service: Main process exited, code=exited, status=1/FAILURE\n"
              "Oct 01 03:02:11 nas-lab systemd[1]: restic-nightly.service: Failed with result 'exit-code'.\n"
              "Oct 01 03:02:11 nas-lab systemd[1]: Failed to start restic-nightly.service - Nightly restic backup."),
        p.run("restic snapshots", f"{opened}\n{table.splitlines()[0]}\n{sep}\n" + "\n".join(table.splitlines()[1:])
              + f"\n{sep}\n5 snapshots", duration=4),
        p.run("restic backup /srv/photos --tag manual --exclude '*.tmp'",
              f"{opened}\n"
              "using parent snapshot 2e6d1f07\n"
              "[0:00] 100.00%  2 / 2 index files loaded\n\n"
              "Files:          38 new,     2 changed, 41217 unmodified\n"
              "Dirs:            4 new,    11 changed,  1893 unmodified\n"
              "Added to the repository: 612.408 MiB (598.771 MiB stored)\n\n"
              "processed 41257 files, 187.662 GiB in 0:49\n"
              "snapshot 7b2f5c90 saved", duration=60),
        p.run("restic ls 7b2f5c90 /srv/photos/2024/09/29-harbour | head -n 7",
              "snapshot 7b2f5c90 of [/srv/photos] filtered by [/srv/photos/2024/09/29-harbour] at 2024-10-01 14:27:44.118274563 +0200 CEST):\n"
              "/srv/photos/2024/09/29-harbour\n"
              "/srv/photos/2024/09/29-harbour/DSCF4410.RAF\n"
              "/srv/photos/2024/09/29-harbour/DSCF4410.jpg\n"
              "/srv/photos/2024/09/29-harbour/DSCF4411.RAF\n"
              "/srv/photos/2024/09/29-harbour/DSCF4411.jpg\n"
              "/srv/photos/2024/09/29-harbour/DSCF4412.RAF", duration=5),
        p.run("restic check",
              "using temporary cache in /tmp/restic-check-cache-1788402371\n"
              f"{opened}\n"
              "created new cache in /tmp/restic-check-cache-1788402371\n"
              "create exclusive lock for repository\n"
              "load indexes\n"
              "[0:00] 100.00%  3 / 3 index files loaded\n"
              "check all packs\n"
              "check snapshots, trees and blobs\n"
              "[0:05] 100.00%  6 / 6 snapshots\n"
              "no errors were found", duration=15),
        p.run("restic stats --mode raw-data",
              f"{opened}\n"
              "scanning...\n"
              "Stats in raw-data mode:\n"
              "     Snapshots processed:  6\n"
              "        Total Blob Count:  412883\n"
              " Total Uncompressed Size:  191.447 GiB\n"
              "              Total Size:  186.102 GiB\n"
              "    Compression Progress:  100.00%\n"
              "       Compression Ratio:  1.03x\n"
              "Compression Space Saving:  2.79 %", duration=10),
        p.run("restic diff 2e6d1f07 7b2f5c90 | tail -n 8",
              "\n"
              "Files:          38 new,     0 removed,     2 changed\n"
              "Dirs:            4 new,     0 removed\n"
              "Others:          0 new,     0 removed\n"
              "Data Blobs:    471 new,     3 removed\n"
              "Tree Blobs:     15 new,    11 removed\n"
              "  Added:   612.411 MiB\n"
              "  Removed: 1.903 MiB", duration=8),
        p.run("restic snapshots --json --tag manual | jq '.[] | {short_id, time, tags, paths, parent}'", jq({
            "short_id": "7b2f5c09",
            "time": "2024-10-01T14:27:44.118274563+02:00",
            "tags": ["manual"],
            "paths": ["/srv/photos"],
            "parent": "2e6d1f07" + hx("restic-parent", 56)}), duration=4),
    ]
    rs.add(task=TASK, tid="h17-terminal-10", system=SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="snapshot short id in JSON differs from the id the backup reported")


# --------------------------------------------------------------------------------------------------
# 11 borg
# --------------------------------------------------------------------------------------------------
def t11(rs: RowSet) -> None:
    # clean: borg manual archive then prune; two old dailies disappear by the keep rules, repository-wide totals shrink accordingly.
    p = Pane("root", "fileserver-2", "/root")
    state = p.prompt
    arch = [  # newest first: name, time
        ("fs2-2024-11-18-manual", "Mon, 2024-11-18 16:04:11"),
        ("fs2-2024-11-17", "Sun, 2024-11-17 01:30:03"),
        ("fs2-2024-11-16", "Sat, 2024-11-16 01:30:02"),
        ("fs2-2024-11-15", "Fri, 2024-11-15 01:30:04"),
        ("fs2-2024-11-14", "Thu, 2024-11-14 01:30:02"),
        ("fs2-2024-11-13", "Wed, 2024-11-13 01:30:03"),
        ("fs2-2024-11-12", "Tue, 2024-11-12 01:30:02"),
        ("fs2-2024-11-11", "Mon, 2024-11-11 01:30:02"),
        ("fs2-2024-11-10", "Sun, 2024-11-10 01:30:05"),
        ("fs2-2024-10-31", "Thu, 2024-10-31 01:30:03"),
        ("fs2-2024-09-30", "Mon, 2024-09-30 01:30:04"),
    ]

    def line(name: str, t: str) -> str:
        return f"{name:<36} {t} [{hx('borg-' + name)}]"

    before = [a for a in reversed(arch) if a[0] != "fs2-2024-11-18-manual"]
    after = [a for a in reversed(arch) if a[0] not in ("fs2-2024-11-11", "fs2-2024-11-10")]
    prune = []
    for i, (n, t) in enumerate(arch[:7], 1):
        prune.append(f"{'Keeping archive (rule: daily #%d):' % i:<41}{line(n, t)}")
    prune.append(f"{'Pruning archive (1/2):':<41}{line(*arch[7])}")
    prune.append(f"{'Pruning archive (2/2):':<41}{line(*arch[8])}")
    prune.append(f"{'Keeping archive (rule: monthly #1):':<41}{line(*arch[9])}")
    prune.append(f"{'Keeping archive (rule: monthly #2):':<41}{line(*arch[10])}")
    fp = hx("borg-fs2-2024-11-18-manual")
    dash = "-" * 78

    def sizes(allrow: str, chunks: str) -> str:
        return ("                       Original size      Compressed size    Deduplicated size\n"
                "This archive:              402.17 GB            351.02 GB              1.38 GB\n"
                f"{allrow}\n\n"
                "                       Unique chunks         Total chunks\n"
                f"{chunks}")

    turns = [
        p.run("export BORG_REPO=/mnt/backup/borg/fileserver-2 BORG_PASSCOMMAND='cat /root/.borg-passphrase'", ""),
        p.run("borg list", "\n".join(line(n, t) for n, t in before), duration=3),
        p.run("borg create --stats --compression zstd,6 ::fs2-2024-11-18-manual /srv/share /etc",
              f"{dash}\n"
              "Repository: /mnt/backup/borg/fileserver-2\n"
              "Archive name: fs2-2024-11-18-manual\n"
              f"Archive fingerprint: {fp}\n"
              "Time (start): Mon, 2024-11-18 16:04:11\n"
              "Time (end):   Mon, 2024-11-18 16:06:52\n"
              "Duration: 2 minutes 41.18 seconds\n"
              "Number of files: 218934\n"
              "Utilization of max. archive size: 0%\n"
              f"{dash}\n"
              + sizes("All archives:                4.42 TB              3.85 TB            512.44 GB",
                      "Chunk index:                  903412             12124377")
              + f"\n{dash}", duration=180),
        p.run("borg prune --list --keep-daily 7 --keep-monthly 3 --glob-archives 'fs2-*'", "\n".join(prune), duration=20),
        p.run("borg list --short", "\n".join(n for n, _ in after), duration=3),
        p.run("borg info ::fs2-2024-11-18-manual",
              "Archive name: fs2-2024-11-18-manual\n"
              f"Archive fingerprint: {fp}\n"
              "Comment: \n"
              "Hostname: fileserver-2\n"
              "Username: root\n"
              "Time (start): Mon, 2024-11-18 16:04:11\n"
              "Time (end): Mon, 2024-11-18 16:06:52\n"
              "Duration: 2 minutes 41.18 seconds\n"
              "Number of files: 218934\n"
              "Command line: /usr/bin/borg create --stats --compression zstd,6 ::fs2-2024-11-18-manual /srv/share /etc\n"
              "Utilization of maximum supported archive size: 0%\n"
              f"{dash}\n"
              + sizes("All archives:                3.62 TB              3.15 TB            509.96 GB",
                      "Chunk index:                  901877              9920311"), duration=8),
        p.run("borg extract --dry-run --list ::fs2-2024-11-18-manual etc/samba",
              "etc/samba\netc/samba/gdbcommands\netc/samba/smb.conf\netc/samba/smb.conf.bak-20240611\netc/samba/tls", duration=6),
        p.run("borg extract --stdout ::fs2-2024-11-18-manual etc/samba/smb.conf | grep -A5 '^\\[projects\\]'",
              "[projects]\n"
              "   path = /srv/share/projects\n"
              "   valid users = @design @eng\n"
              "   force group = projects\n"
              "   create mask = 0664\n"
              "   directory mask = 2775", duration=6),
        p.run("borg compact && df -h /mnt/backup",
              "Filesystem      Size  Used Avail Use% Mounted on\n"
              "/dev/sdc1       3.6T  476G  3.0T  14% /mnt/backup", duration=30),
    ]
    rs.add(task=TASK, tid="h17-terminal-11", system=SYSTEM, turns=turns, state=state)


# --------------------------------------------------------------------------------------------------
# 12 zfs
# --------------------------------------------------------------------------------------------------
def t12(rs: RowSet) -> None:
    # bad: zfs snapshots around a compression change; turn 8 lists @post-zstd created "21:43", but turn 7 printed the clock as 21:53:40 just before taking it (and @pre-upgrade was 21:47).
    p = Pane("root", "tank-srv", "/root")
    state = p.prompt
    snaps = [
        ["tank/vm/gitlab@autosnap_2025-03-11_00:00:01_daily", "6.71G", "381G", "Tue Mar 11  0:00 2025"],
        ["tank/vm/gitlab@autosnap_2025-03-12_00:00:02_daily", "3.02G", "386G", "Wed Mar 12  0:00 2025"],
        ["tank/vm/gitlab@autosnap_2025-03-12_19:00:02_hourly", "1.12G", "388G", "Wed Mar 12 19:00 2025"],
        ["tank/vm/gitlab@autosnap_2025-03-12_20:00:03_hourly", "986M", "388G", "Wed Mar 12 20:00 2025"],
        ["tank/vm/gitlab@autosnap_2025-03-12_21:00:04_hourly", "744M", "389G", "Wed Mar 12 21:00 2025"],
    ]
    hdr = ["NAME", "USED", "REFER", "CREATION"]
    turns = [
        p.run("zpool status -x && zpool list tank",
              "all pools are healthy\n" + cols([
                  ["NAME", "SIZE", "ALLOC", "FREE", "CKPOINT", "EXPANDSZ", "FRAG", "CAP", "DEDUP", "HEALTH", "ALTROOT"],
                  ["tank", "21.8T", "9.42T", "12.4T", "-", "-", "7%", "43%", "1.00x", "ONLINE", "-"]], gap=2, right=(1, 2, 3, 6, 7, 8))),
        p.run("zfs list -o name,used,avail,refer,mountpoint -r tank/vm", cols([
            ["NAME", "USED", "AVAIL", "REFER", "MOUNTPOINT"],
            ["tank/vm", "1.86T", "12.1T", "208K", "/tank/vm"],
            ["tank/vm/gitlab", "412G", "12.1T", "389G", "/tank/vm/gitlab"],
            ["tank/vm/grafana", "38.4G", "12.1T", "36.9G", "/tank/vm/grafana"],
            ["tank/vm/win11-build", "1.42T", "12.1T", "1.31T", "/tank/vm/win11-build"]], gap=2, right=(1, 2, 3))),
        p.run("zfs get compression,recordsize,atime tank/vm/gitlab", cols([
            ["NAME", "PROPERTY", "VALUE", "SOURCE"],
            ["tank/vm/gitlab", "compression", "lz4", "inherited from tank"],
            ["tank/vm/gitlab", "recordsize", "64K", "local"],
            ["tank/vm/gitlab", "atime", "off", "inherited from tank"]], gap=2)),
        p.run("date; zfs snapshot -r tank/vm@pre-upgrade-20250312", "Wed Mar 12 21:47:05 UTC 2025"),
        p.run("zfs list -t snapshot -o name,used,refer,creation -r tank/vm/gitlab", cols(
            [hdr] + snaps + [["tank/vm/gitlab@pre-upgrade-20250312", "0B", "389G", "Wed Mar 12 21:47 2025"]], gap=2, right=(1, 2))),
        p.run("zfs set compression=zstd tank/vm/gitlab && zfs get compression tank/vm/gitlab", cols([
            ["NAME", "PROPERTY", "VALUE", "SOURCE"],
            ["tank/vm/gitlab", "compression", "zstd", "local"]], gap=2)),
        p.run("date; zfs snapshot tank/vm/gitlab@post-zstd", "Wed Mar 12 21:53:40 UTC 2025"),
        p.run("zfs list -t snapshot -o name,used,refer,creation -r tank/vm/gitlab | tail -n 3", "\n".join(cols(
            [hdr] + snaps + [["tank/vm/gitlab@pre-upgrade-20250312", "212M", "389G", "Wed Mar 12 21:47 2025"],
                             ["tank/vm/gitlab@post-zstd", "0B", "389G", "Wed Mar 12 21:43 2025"]],
            gap=2, right=(1, 2)).splitlines()[-3:])),
        p.run("zfs get -H -o property,value compressratio,used,written tank/vm/gitlab",
              "compressratio\t1.38x\nused\t412G\nwritten\t1.73M"),
    ]
    rs.add(task=TASK, tid="h17-terminal-12", system=SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="snapshot creation time earlier than the clock shown when it was taken")


# --------------------------------------------------------------------------------------------------
# 13 nftables
# --------------------------------------------------------------------------------------------------
def t13(rs: RowSet) -> None:
    # clean: nftables edits; counters rise with traffic, a set re-sorts its elements, a replaced rule gets a new handle, a reload renumbers handles.
    p = Pane("root", "edge-gw-2", "/root")
    state = p.prompt

    def chain(handle: int, rules: list[str]) -> str:
        return (f"\tchain input {{ # handle {handle}\n"
                "\t\ttype filter hook input priority filter; policy drop;\n"
                + "".join(f"\t\t{r}\n" for r in rules) + "\t}")

    r1 = ["ct state established,related accept # handle 5",
          'iif "lo" accept # handle 6',
          "ip saddr @blocked_v4 counter packets 1893 bytes 97344 drop # handle 7",
          "tcp dport 22 ip saddr 10.20.0.0/16 accept # handle 8",
          "tcp dport { 80, 443 } counter packets 55120 bytes 3307200 accept # handle 9",
          "icmp type echo-request limit rate 5/second accept # handle 10"]
    r4 = ["ct state established,related accept # handle 5",
          'iif "lo" accept # handle 6',
          "ip saddr @blocked_v4 counter packets 1907 bytes 98072 drop # handle 7",
          "tcp dport 22 ip saddr 10.20.0.0/16 accept # handle 8",
          "tcp dport { 80, 443 } counter packets 55841 bytes 3350460 accept # handle 9",
          "icmp type echo-request limit rate 5/second accept # handle 10",
          "tcp dport 9100 ip saddr 10.20.5.11 counter packets 4 bytes 240 accept # handle 11"]
    r7 = ["ct state established,related accept # handle 5",
          'iif "lo" accept # handle 6',
          "ip saddr @blocked_v4 counter packets 1922 bytes 98852 drop # handle 7",
          "tcp dport 22 ip saddr { 10.20.0.0/16, 10.99.0.0/24 } counter packets 3 bytes 180 accept # handle 12",
          "tcp dport { 80, 443 } counter packets 56307 bytes 3378420 accept # handle 9",
          "icmp type echo-request limit rate 5/second accept # handle 10",
          "tcp dport 9100 ip saddr 10.20.5.11 counter packets 10 bytes 600 accept # handle 11"]
    r9 = ["ct state established,related accept # handle 5",
          'iif "lo" accept # handle 6',
          "ip saddr @blocked_v4 counter packets 1925 bytes 99008 drop # handle 7",
          "tcp dport 22 ip saddr { 10.20.0.0/16, 10.99.0.0/24 } counter packets 5 bytes 300 accept # handle 8",
          "tcp dport { 80, 443 } counter packets 56412 bytes 3384720 accept # handle 9",
          "icmp type echo-request limit rate 5/second accept # handle 10",
          "tcp dport 9100 ip saddr 10.20.5.11 counter packets 11 bytes 660 accept # handle 11"]
    table1 = ("table inet filter { # handle 14\n"
              "\tset blocked_v4 { # handle 4\n"
              "\t\ttype ipv4_addr\n"
              "\t\tflags interval\n"
              "\t\telements = { 45.148.10.0/24, 185.220.101.34 }\n"
              "\t}\n\n"
              + chain(1, r1) + "\n\n"
              "\tchain forward { # handle 2\n"
              "\t\ttype filter hook forward priority filter; policy drop;\n"
              "\t}\n\n"
              "\tchain output { # handle 3\n"
              "\t\ttype filter hook output priority filter; policy accept;\n"
              "\t}\n"
              "}")
    turns = [
        p.run("nft -a list table inet filter", table1),
        p.run("nft add element inet filter blocked_v4 { 103.77.192.14 }", ""),
        p.run("nft add rule inet filter input tcp dport 9100 ip saddr 10.20.5.11 counter accept", ""),
        p.run("nft -a list chain inet filter input", "table inet filter {\n" + chain(1, r4) + "\n}"),
        p.run("nft list set inet filter blocked_v4",
              "table inet filter {\n"
              "\tset blocked_v4 {\n"
              "\t\ttype ipv4_addr\n"
              "\t\tflags interval\n"
              "\t\telements = { 45.148.10.0/24, 103.77.192.14, 185.220.101.34 }\n"
              "\t}\n"
              "}"),
        p.run("nft delete rule inet filter input handle 8 && nft add rule inet filter input position 7 "
              "tcp dport 22 ip saddr { 10.20.0.0/16, 10.99.0.0/24 } counter accept", ""),
        p.run("nft -a list chain inet filter input", "table inet filter {\n" + chain(1, r7) + "\n}"),
        p.run("echo 'flush ruleset' > /etc/nftables.conf && nft list ruleset >> /etc/nftables.conf && "
              "nft -c -f /etc/nftables.conf && echo syntax-ok", "syntax-ok"),
        p.run("systemctl restart nftables && nft -a list chain inet filter input",
              "table inet filter {\n" + chain(2, r9) + "\n}", duration=2),
    ]
    rs.add(task=TASK, tid="h17-terminal-13", system=SYSTEM, turns=turns, state=state)


# --------------------------------------------------------------------------------------------------
# 14 terraform
# --------------------------------------------------------------------------------------------------
def t14(rs: RowSet) -> None:
    # bad: terraform state mv rename; turn 5's plan refresh log shows aws_s3_bucket.logs, the address turn 4 moved to aws_s3_bucket.access_logs.
    p = Pane("kwame", "infra-laptop", "/home/kwame/infra/envs/staging")
    state = p.prompt
    q = "https://sqs.eu-central-1.amazonaws.com/318462093517/brightwell-stg-ingest"
    turns = [
        p.run("terraform version",
              "Terraform v1.8.5\non linux_amd64\n+ provider registry.terraform.io/hashicorp/aws v5.54.1"),
        p.run("terraform state list",
              "aws_iam_role.ingest\n"
              "aws_iam_role_policy.ingest_s3\n"
              "aws_s3_bucket.logs\n"
              "aws_s3_bucket.raw_events\n"
              "aws_s3_bucket_lifecycle_configuration.logs\n"
              "aws_s3_bucket_versioning.raw_events\n"
              "aws_sqs_queue.ingest\n"
              "aws_sqs_queue.ingest_dlq", duration=3),
        p.run("grep -n '^resource \"aws_s3_bucket' *.tf",
              'storage.tf:1:resource "aws_s3_bucket" "access_logs" {\n'
              'storage.tf:6:resource "aws_s3_bucket_lifecycle_configuration" "access_logs" {\n'
              'storage.tf:24:resource "aws_s3_bucket" "raw_events" {\n'
              'storage.tf:29:resource "aws_s3_bucket_versioning" "raw_events" {'),
        p.run("terraform state mv aws_s3_bucket.logs aws_s3_bucket.access_logs && terraform state mv "
              "aws_s3_bucket_lifecycle_configuration.logs aws_s3_bucket_lifecycle_configuration.access_logs",
              'Move "aws_s3_bucket.logs" to "aws_s3_bucket.access_logs"\n'
              "Successfully moved 1 object(s).\n"
              'Move "aws_s3_bucket_lifecycle_configuration.logs" to "aws_s3_bucket_lifecycle_configuration.access_logs"\n'
              "Successfully moved 1 object(s).", duration=4),
        p.run("terraform plan -no-color",
              f"aws_sqs_queue.ingest_dlq: Refreshing state... [id={q}-dlq]\n"
              "aws_iam_role.ingest: Refreshing state... [id=brightwell-stg-ingest]\n"
              "aws_s3_bucket.raw_events: Refreshing state... [id=brightwell-stg-raw-events-7f3a]\n"
              "aws_s3_bucket.logs: Refreshing state... [id=brightwell-stg-access-logs-7f3a]\n"
              f"aws_sqs_queue.ingest: Refreshing state... [id={q}]\n"
              "aws_s3_bucket_versioning.raw_events: Refreshing state... [id=brightwell-stg-raw-events-7f3a]\n"
              "aws_s3_bucket_lifecycle_configuration.access_logs: Refreshing state... [id=brightwell-stg-access-logs-7f3a]\n"
              "aws_iam_role_policy.ingest_s3: Refreshing state... [id=brightwell-stg-ingest:ingest-s3]\n\n"
              "No changes. Your infrastructure matches the configuration.\n\n"
              "Terraform has compared your real infrastructure against your configuration\n"
              "and found no differences, so no changes are needed.", duration=15),
        p.run("terraform state show aws_s3_bucket.access_logs | head -n 12",
              "# aws_s3_bucket.access_logs:\n"
              'resource "aws_s3_bucket" "access_logs" {\n'
              '    arn                         = "arn:aws:s3:::brightwell-stg-access-logs-7f3a"\n'
              '    bucket                      = "brightwell-stg-access-logs-7f3a"\n'
              '    bucket_domain_name          = "brightwell-stg-access-logs-7f3a.s3.amazonaws.com"\n'
              "    bucket_prefix               = null\n"
              '    bucket_regional_domain_name = "brightwell-stg-access-logs-7f3a.s3.eu-central-1.amazonaws.com"\n'
              "    force_destroy               = false\n"
              '    hosted_zone_id              = "Z21DNDUVLTQW6Q"\n'
              '    id                          = "brightwell-stg-access-logs-7f3a"\n'
              "    object_lock_enabled         = false\n"
              '    region                      = "eu-central-1"', duration=3),
        p.run("sed -i 's/message_retention_seconds = 345600/message_retention_seconds = 1209600/' queues.tf && "
              "terraform apply -auto-approve -no-color | tail -n 9",
              f"aws_sqs_queue.ingest_dlq: Modifications complete after 1s [id={q}-dlq]\n\n"
              "Apply complete! Resources: 0 added, 1 changed, 0 destroyed.\n\n"
              "Outputs:\n\n"
              'access_logs_bucket = "brightwell-stg-access-logs-7f3a"\n'
              f'ingest_queue_url = "{q}"\n'
              'raw_events_bucket = "brightwell-stg-raw-events-7f3a"', duration=25),
        p.run("terraform state list | grep s3_bucket",
              "aws_s3_bucket.access_logs\n"
              "aws_s3_bucket.raw_events\n"
              "aws_s3_bucket_lifecycle_configuration.access_logs\n"
              "aws_s3_bucket_versioning.raw_events", duration=3),
        p.run("terraform output -json | jq -r 'to_entries[] | \"\\(.key)=\\(.value.value)\"'",
              "access_logs_bucket=brightwell-stg-access-logs-7f3a\n"
              f"ingest_queue_url={q}\n"
              "raw_events_bucket=brightwell-stg-raw-events-7f3a", duration=3),
    ]
    rs.add(task=TASK, tid="h17-terminal-14", system=SYSTEM, turns=turns, state=state, bad=True, turn=5,
           kind="moved resource address appears under its old name in a plan log line")


# --------------------------------------------------------------------------------------------------
# 15 ansible
# --------------------------------------------------------------------------------------------------
def stars(title: str) -> str:
    return f"{title} " + "*" * max(3, 79 - len(title))


def recap(host: str, ok: int, changed: int) -> str:
    return (f"{host:<26} : ok={ok:<4} changed={changed:<4} unreachable=0    failed=0    "
            "skipped=0    rescued=0    ignored=0   ")


def t15(rs: RowSet) -> None:
    # clean: ansible chrony role; first run changes conf and restarts chronyd (new PIDs), second run is idempotent (changed=0).
    p = Pane("ops", "control-1", "/home/ops/ansible-chrony")
    state = p.prompt
    hosts = ["db-01.ams", "db-02.ams", "db-03.ams"]
    inv = "-i inventory/prod.ini"

    def play(order: list[list[str]], conf_changed: bool) -> str:
        out = ["", stars("PLAY [Configure chrony on database nodes]"), "", stars("TASK [Gathering Facts]")]
        out += [f"ok: [{h}]" for h in order[0]]
        out += ["", stars("TASK [chrony : Install chrony]")] + [f"ok: [{h}]" for h in order[1]]
        out += ["", stars("TASK [chrony : Render chrony.conf]")]
        out += [f"{'changed' if conf_changed else 'ok'}: [{h}]" for h in order[2]]
        out += ["", stars("TASK [chrony : Ensure chronyd is enabled and running]")] + [f"ok: [{h}]" for h in order[3]]
        if conf_changed:
            out += ["", stars("RUNNING HANDLER [chrony : Restart chronyd]")] + [f"changed: [{h}]" for h in order[4]]
        out += ["", stars("PLAY RECAP")]
        out += [recap(h, 5 if conf_changed else 4, 2 if conf_changed else 0) for h in hosts]
        return "\n".join(out) + "\n"

    turns = [
        p.run(f"ansible-inventory {inv} --graph dbnodes", "@dbnodes:\n  |--db-01.ams\n  |--db-02.ams\n  |--db-03.ams", duration=2),
        p.run(f"ansible dbnodes {inv} -m ansible.builtin.command -a 'systemctl show chrony -p MainPID -p ActiveEnterTimestamp'",
              "db-02.ams | CHANGED | rc=0 >>\nMainPID=734\nActiveEnterTimestamp=Tue 2024-05-14 03:12:41 UTC\n"
              "db-01.ams | CHANGED | rc=0 >>\nMainPID=729\nActiveEnterTimestamp=Tue 2024-05-14 03:11:58 UTC\n"
              "db-03.ams | CHANGED | rc=0 >>\nMainPID=741\nActiveEnterTimestamp=Tue 2024-05-14 03:13:20 UTC", duration=5),
        p.run(f"ansible-playbook {inv} site.yml --limit db-01.ams --check --diff",
              "\n" + stars("PLAY [Configure chrony on database nodes]") + "\n\n"
              + stars("TASK [Gathering Facts]") + "\nok: [db-01.ams]\n\n"
              + stars("TASK [chrony : Install chrony]") + "\nok: [db-01.ams]\n\n"
              + stars("TASK [chrony : Render chrony.conf]") + "\n"
              "--- before: /etc/chrony/chrony.conf\n"
              "+++ after: /home/ops/.ansible/tmp/ansible-local-52210qz1xv8mn/tmp4f1o2c7b/chrony.conf.j2\n"
              "@@ -1,5 +1,6 @@\n"
              " # Managed by Ansible (role: chrony)\n"
              "-pool 2.debian.pool.ntp.org iburst maxsources 4\n"
              "+server 10.11.12.1 iburst\n"
              "+server 10.11.12.2 iburst\n"
              " driftfile /var/lib/chrony/chrony.drift\n"
              " makestep 1.0 3\n"
              " rtcsync\n\n"
              "changed: [db-01.ams]\n\n"
              + stars("TASK [chrony : Ensure chronyd is enabled and running]") + "\nok: [db-01.ams]\n\n"
              + stars("RUNNING HANDLER [chrony : Restart chronyd]") + "\nchanged: [db-01.ams]\n\n"
              + stars("PLAY RECAP") + "\n" + recap("db-01.ams", 5, 2) + "\n", duration=15),
        p.run(f"ansible-playbook {inv} site.yml --limit dbnodes", play([
            ["db-02.ams", "db-01.ams", "db-03.ams"], ["db-01.ams", "db-03.ams", "db-02.ams"],
            ["db-01.ams", "db-02.ams", "db-03.ams"], ["db-03.ams", "db-01.ams", "db-02.ams"],
            ["db-02.ams", "db-01.ams", "db-03.ams"]], True), duration=25),
        p.run(f"ansible-playbook {inv} site.yml --limit dbnodes", play([
            ["db-01.ams", "db-03.ams", "db-02.ams"], ["db-02.ams", "db-01.ams", "db-03.ams"],
            ["db-03.ams", "db-02.ams", "db-01.ams"], ["db-01.ams", "db-02.ams", "db-03.ams"]], False), duration=25),
        p.run(f"ansible dbnodes {inv} -m ansible.builtin.command -a 'systemctl show chrony -p MainPID -p ActiveEnterTimestamp'",
              "db-01.ams | CHANGED | rc=0 >>\nMainPID=418822\nActiveEnterTimestamp=Thu 2024-06-20 10:14:37 UTC\n"
              "db-03.ams | CHANGED | rc=0 >>\nMainPID=402951\nActiveEnterTimestamp=Thu 2024-06-20 10:14:37 UTC\n"
              "db-02.ams | CHANGED | rc=0 >>\nMainPID=397310\nActiveEnterTimestamp=Thu 2024-06-20 10:14:36 UTC", duration=5),
        p.run(f"ansible dbnodes {inv} -m ansible.builtin.shell -a 'chronyc -n sources | tail -n +3'",
              "db-03.ams | CHANGED | rc=0 >>\n"
              "^* 10.11.12.1                    2   6   177    19    -88us[ -104us] +/- 1310us\n"
              "^+ 10.11.12.2                    2   6   177    18    +41us[  +41us] +/- 1622us\n"
              "db-01.ams | CHANGED | rc=0 >>\n"
              "^* 10.11.12.1                    2   6   177    20   -112us[ -140us] +/- 1204us\n"
              "^+ 10.11.12.2                    2   6   177    20    +58us[  +58us] +/- 1587us\n"
              "db-02.ams | CHANGED | rc=0 >>\n"
              "^+ 10.11.12.1                    2   6   177    21    +23us[  +19us] +/- 1398us\n"
              "^* 10.11.12.2                    2   6   177    19    -17us[  -31us] +/- 1251us", duration=5),
        p.run('git add -A && git commit -qm "chrony: point db nodes at internal stratum-2 servers" && git log --oneline -1',
              "e51b7a3 (HEAD -> main) chrony: point db nodes at internal stratum-2 servers"),
    ]
    rs.add(task=TASK, tid="h17-terminal-15", system=SYSTEM, turns=turns, state=state)


# --------------------------------------------------------------------------------------------------
# 16 supervisorctl
# --------------------------------------------------------------------------------------------------
def t16(rs: RowSet) -> None:
    # bad: supervisor program control; turn 5's status shows flower RUNNING (old pid 2243) though turn 2 stopped it and nothing started it.
    p = Pane("root", "queue-box", "/root")
    state = p.prompt

    def st(name: str, s: str, rest: str) -> str:
        return f"{name:<32} {s:<9} {rest}"

    turns = [
        p.run("supervisorctl status", "\n".join([
            st("celerybeat", "RUNNING", "pid 2241, uptime 6 days, 3:12:40"),
            st("flower", "RUNNING", "pid 2243, uptime 6 days, 3:12:40"),
            st("thumbs:thumbs_00", "RUNNING", "pid 2245, uptime 6 days, 3:12:39"),
            st("thumbs:thumbs_01", "RUNNING", "pid 2246, uptime 6 days, 3:12:39"),
            st("thumbs:thumbs_02", "RUNNING", "pid 2247, uptime 6 days, 3:12:39")])),
        p.run("supervisorctl stop flower", "flower: stopped", duration=3),
        p.run("tail -n 5 /var/log/supervisor/thumbs_01-stderr.log",
              "[2024-06-03 14:41:09,517: INFO/MainProcess] Task thumbs.tasks.render[6b0c2f1e-94d3-4a7e-8d51-0c4e7f2b9a13] received\n"
              "[2024-06-03 14:41:10,004: INFO/ForkPoolWorker-3] Task thumbs.tasks.render[6b0c2f1e-94d3-4a7e-8d51-0c4e7f2b9a13] succeeded in 0.412s: None\n"
              "[2024-06-03 14:41:12,880: INFO/MainProcess] Task thumbs.tasks.render[d1f7a3c0-2e58-4b96-a0c4-71e9b2d5f806] received\n"
              "[2024-06-03 14:41:44,881: WARNING/ForkPoolWorker-1] Soft time limit (30s) exceeded for thumbs.tasks.render[d1f7a3c0-2e58-4b96-a0c4-71e9b2d5f806]\n"
              "[2024-06-03 14:41:44,902: ERROR/ForkPoolWorker-1] Task thumbs.tasks.render[d1f7a3c0-2e58-4b96-a0c4-71e9b2d5f806] raised unexpected: SoftTimeLimitExceeded()"),
        p.run("supervisorctl restart 'thumbs:*'",
              "thumbs:thumbs_00: stopped\nthumbs:thumbs_01: stopped\nthumbs:thumbs_02: stopped\n"
              "thumbs:thumbs_00: started\nthumbs:thumbs_01: started\nthumbs:thumbs_02: started", duration=8),
        p.run("supervisorctl status", "\n".join([
            st("celerybeat", "RUNNING", "pid 2241, uptime 6 days, 3:14:25"),
            st("flower", "RUNNING", "pid 2243, uptime 6 days, 3:14:25"),
            st("thumbs:thumbs_00", "RUNNING", "pid 30518, uptime 0:00:07"),
            st("thumbs:thumbs_01", "RUNNING", "pid 30519, uptime 0:00:07"),
            st("thumbs:thumbs_02", "RUNNING", "pid 30520, uptime 0:00:07")])),
        p.run("grep -n -A6 '^\\[program:flower\\]' /etc/supervisor/conf.d/thumbs.conf",
              "18:[program:flower]\n"
              "19-command=/opt/thumbs/venv/bin/celery -A thumbs flower --port=5555 --address=127.0.0.1\n"
              "20-directory=/opt/thumbs\n"
              "21-user=thumbs\n"
              "22-autostart=true\n"
              "23-autorestart=true\n"
              "24-stdout_logfile=/var/log/supervisor/flower-stdout.log"),
        p.run("sed -i '/^\\[program:flower\\]/,/^$/ s/^autostart=true/autostart=false/' /etc/supervisor/conf.d/thumbs.conf && supervisorctl reread",
              "flower: changed"),
        p.run("ss -tlnp | grep ':5555'; echo rc=$?", "rc=1"),
        p.run("supervisorctl status flower", st("flower", "STOPPED", "Jun 03 02:41 PM")),
    ]
    rs.add(task=TASK, tid="h17-terminal-16", system=SYSTEM, turns=turns, state=state, bad=True, turn=5,
           kind="program stopped by the agent shows RUNNING again with no start")


# --------------------------------------------------------------------------------------------------
# 17 systemd timers and journalctl (RHEL-style prompt)
# --------------------------------------------------------------------------------------------------
def t17(rs: RowSet) -> None:
    # clean: vector restart and timers; restart gives a new Main PID and start time, a timer fires between two list-timers calls, LEFT/PASSED move with the clock.
    p = Pane("root", "metrics-01", "/root", style="rhel")
    state = p.prompt
    hdr = ["NEXT", "LEFT", "LAST", "PASSED", "UNIT", "ACTIVATES"]
    foot = "\n\n4 timers listed.\nPass --all to see loaded but inactive timers, too."

    def vstatus(since: str, ago: str, pid: str, mem: str, cpu: str, pre: bool, log: list[str]) -> str:
        return ("● vector.service - Vector\n"
                "     Loaded: loaded (/usr/lib/systemd/system/vector.service; enabled; preset: disabled)\n"
                f"     Active: active (running) since {since}; {ago} ago\n"
                "       Docs: https://vector.dev\n"
                + ("    Process: 208836 ExecStartPre=/usr/bin/vector validate (code=exited, status=0/SUCCESS)\n" if pre else "")
                + f"   Main PID: {pid} (vector)\n"
                "      Tasks: 9 (limit: 48934)\n"
                f"     Memory: {mem}\n"
                f"        CPU: {cpu}\n"
                "     CGroup: /system.slice/vector.service\n"
                f"             └─{pid} /usr/bin/vector\n\n" + "\n".join(log))

    jr = [
        ("14:37:50", "systemd[1]", "Stopping Vector..."),
        ("14:37:50", "vector[1187]", "2025-01-23T13:37:50.118245Z  INFO vector: Vector has stopped."),
        ("14:37:51", "systemd[1]", "vector.service: Deactivated successfully."),
        ("14:37:51", "systemd[1]", "Stopped Vector."),
        ("14:37:51", "systemd[1]", "vector.service: Consumed 1h 12min 9.027s CPU time."),
        ("14:37:51", "systemd[1]", "Starting Vector..."),
        ("14:37:51", "vector[208836]", '√ Loaded ["/etc/vector/vector.yaml"]'),
        ("14:37:51", "vector[208836]", "√ Component configuration"),
        ("14:37:52", "vector[208836]", '√ Health check "loki_out"'),
        ("14:37:52", "vector[208836]", "------------------------------------"),
        ("14:37:52", "vector[208836]", "                           Validated"),
        ("14:37:52", "systemd[1]", "Started Vector."),
        ("14:37:52", "vector[208841]", '2025-01-23T13:37:52.301877Z  INFO vector::app: Log level is enabled. level="info"'),
        ("14:37:52", "vector[208841]", '2025-01-23T13:37:52.302114Z  INFO vector::app: Loading configs. paths=["/etc/vector/vector.yaml"]'),
        ("14:37:52", "vector[208841]", "2025-01-23T13:37:52.518532Z  INFO vector::topology::running: Running healthchecks."),
        ("14:37:52", "vector[208841]", '2025-01-23T13:37:52.519003Z  INFO vector: Vector has started. debug="false" version="0.44.0" arch="x86_64" revision="3cdc7c3 2025-01-13 21:26:04.735691656"'),
        ("14:37:52", "vector[208841]", "2025-01-23T13:37:52.604779Z  INFO vector::topology::builder: Healthcheck passed."),
    ]
    turns = [
        p.run("systemctl list-timers --no-pager", cols([
            hdr,
            ["Thu 2025-01-23 14:39:30 CET", "2min 20s left", "Thu 2025-01-23 13:32:08 CET", "1h 5min ago", "dnf-makecache.timer", "dnf-makecache.service"],
            ["Fri 2025-01-24 00:00:00 CET", "9h 22min left", "Thu 2025-01-23 00:00:00 CET", "14h 37min ago", "logrotate.timer", "logrotate.service"],
            ["Fri 2025-01-24 06:14:40 CET", "15h 37min left", "Thu 2025-01-23 06:14:40 CET", "8h 22min ago", "systemd-tmpfiles-clean.timer", "systemd-tmpfiles-clean.service"],
            ["Mon 2025-01-27 00:00:00 CET", "3 days 9h left", "Mon 2025-01-20 00:06:12 CET", "3 days 14h ago", "fstrim.timer", "fstrim.service"],
        ], gap=1) + foot),
        p.run("systemctl status vector --no-pager -n 3", vstatus(
            "Mon 2025-01-20 06:02:11 CET", "3 days 8h", "1187", "212.4M", "1h 12min 8.412s", False, [
                'Jan 23 14:31:18 metrics-01 vector[1187]: 2025-01-23T13:31:18.224913Z  WARN sink{component_kind="sink" component_id=loki_out component_type=loki}:request{request_id=48211}: vector::sinks::util::retries: Retrying after error. error=Server responded with an error: 429 Too Many Requests internal_log_rate_limit=true',
                'Jan 23 14:33:02 metrics-01 vector[1187]: 2025-01-23T13:33:02.870112Z  WARN sink{component_kind="sink" component_id=loki_out component_type=loki}:request{request_id=48377}: vector::sinks::util::retries: Internal log [Retrying after error.] is being suppressed to avoid flooding.',
                'Jan 23 14:36:44 metrics-01 vector[1187]: 2025-01-23T13:36:44.019553Z  WARN sink{component_kind="sink" component_id=loki_out component_type=loki}:request{request_id=48790}: vector::sinks::util::retries: Internal log [Retrying after error.] has been suppressed 14 times.'])),
        p.run("sed -i 's/max_events: 500$/max_events: 2000/' /etc/vector/vector.yaml && vector validate /etc/vector/vector.yaml",
              '√ Loaded ["/etc/vector/vector.yaml"]\n√ Component configuration\n√ Health check "loki_out"\n'
              "------------------------------------\n                           Validated", duration=3),
        p.run("systemctl restart vector && systemctl status vector --no-pager -n 4", vstatus(
            "Thu 2025-01-23 14:37:52 CET", "2s", "208841", "38.9M", "412ms", True,
            [f"Jan 23 {t} metrics-01 {w}: {m}" for t, w, m in jr[-4:]]), duration=4),
        p.run("journalctl -u vector --since 14:37 --no-pager -o short-iso",
              "\n".join(f"2025-01-23T{t}+01:00 metrics-01 {w}: {m}" for t, w, m in jr)),
        p.run("systemctl list-timers --no-pager", cols([
            hdr,
            ["Thu 2025-01-23 16:02:53 CET", "1h 21min left", "Thu 2025-01-23 14:39:30 CET", "1min 32s ago", "dnf-makecache.timer", "dnf-makecache.service"],
            ["Fri 2025-01-24 00:00:00 CET", "9h 18min left", "Thu 2025-01-23 00:00:00 CET", "14h 41min ago", "logrotate.timer", "logrotate.service"],
            ["Fri 2025-01-24 06:14:40 CET", "15h 33min left", "Thu 2025-01-23 06:14:40 CET", "8h 26min ago", "systemd-tmpfiles-clean.timer", "systemd-tmpfiles-clean.service"],
            ["Mon 2025-01-27 00:00:00 CET", "3 days 9h left", "Mon 2025-01-20 00:06:12 CET", "3 days 14h ago", "fstrim.timer", "fstrim.service"],
        ], gap=1) + foot),
        p.run("journalctl -u dnf-makecache --since 14:30 --no-pager",
              "Jan 23 14:39:30 metrics-01 systemd[1]: Starting dnf makecache...\n"
              "Jan 23 14:39:31 metrics-01 dnf[209113]: Rocky Linux 9 - BaseOS                           21 kB/s | 4.1 kB     00:00\n"
              "Jan 23 14:39:31 metrics-01 dnf[209113]: Rocky Linux 9 - AppStream                        29 kB/s | 4.5 kB     00:00\n"
              "Jan 23 14:39:32 metrics-01 dnf[209113]: Rocky Linux 9 - Extras                           18 kB/s | 2.9 kB     00:00\n"
              "Jan 23 14:39:32 metrics-01 dnf[209113]: vector                                           11 kB/s | 1.5 kB     00:00\n"
              "Jan 23 14:39:33 metrics-01 dnf[209113]: Metadata cache created.\n"
              "Jan 23 14:39:33 metrics-01 systemd[1]: dnf-makecache.service: Deactivated successfully.\n"
              "Jan 23 14:39:33 metrics-01 systemd[1]: Finished dnf makecache."),
        p.run("systemctl show vector -p MainPID -p NRestarts -p ActiveEnterTimestamp",
              "MainPID=208841\nNRestarts=0\nActiveEnterTimestamp=Thu 2025-01-23 14:37:52 CET"),
        p.run("curl -s -w '\\n' localhost:8686/health", '{"ok":true}'),
    ]
    rs.add(task=TASK, tid="h17-terminal-17", system=SYSTEM, turns=turns, state=state)


# --------------------------------------------------------------------------------------------------
# 18 text processing
# --------------------------------------------------------------------------------------------------
def t18(rs: RowSet) -> None:
    # bad: CSV analysis with head/awk/sed; turn 7's sed shows order A-100233 with amount 301.00, but turn 2's head showed the same line with 310.00 and nothing wrote the file.
    p = Pane("lena", "analytics-vm", "/home/lena/exports")
    state = p.prompt
    head = ["order_id,created_at,customer_id,country,amount_eur,status",
            "A-100231,2024-08-01T00:04:51Z,C-88412,DE,149.90,paid",
            "A-100232,2024-08-01T00:07:13Z,C-10933,FR,23.50,paid",
            "A-100233,2024-08-01T00:09:40Z,C-77120,DE,310.00,refunded",
            "A-100234,2024-08-01T00:12:02Z,C-45031,NL,67.25,paid"]
    turns = [
        p.run("ls -lh",
              "total 1.6M\n"
              "-rw-r--r-- 1 lena lena 1.5M Sep  2 06:10 orders_2024-08.csv\n"
              "-rw-r--r-- 1 lena lena  612 Sep  2 06:10 README.txt\n"
              "-rw-r--r-- 1 lena lena  71K Sep  2 06:10 refunds_2024-08.csv"),
        p.run("head -n 5 orders_2024-08.csv", "\n".join(head)),
        p.run("wc -l orders_2024-08.csv refunds_2024-08.csv",
              " 28417 orders_2024-08.csv\n  1205 refunds_2024-08.csv\n 29622 total"),
        p.run("awk -F, 'NR>1 && $6==\"paid\" {s[$4]+=$5; n[$4]++} END {for (c in s) printf \"%s %d %.2f\\n\", c, n[c], s[c]}' "
              "orders_2024-08.csv | sort -k3,3nr | head",
              "DE 9418 648213.40\nFR 5127 331904.75\nNL 3311 229118.20\nAT 2290 158467.95\n"
              "BE 1975 131022.60\nIT 1844 118940.35\nES 1523 97406.10\nPL 1216 71283.90"),
        p.run("grep -c ',refunded$' orders_2024-08.csv", "1187"),
        p.run("cut -d, -f1 refunds_2024-08.csv | sed 1d | sort | uniq -d", "A-113870\nA-121044"),
        p.run("sed -n '2,4p' orders_2024-08.csv",
              "A-100231,2024-08-01T00:04:51Z,C-88412,DE,149.90,paid\n"
              "A-100232,2024-08-01T00:07:13Z,C-10933,FR,23.50,paid\n"
              "A-100233,2024-08-01T00:09:40Z,C-77120,DE,301.00,refunded"),
        p.run("awk -F, '$1==\"A-100233\"' refunds_2024-08.csv", "A-100233,2024-08-03T10:22:17Z,310.00,damaged_in_transit"),
        p.run("sha256sum orders_2024-08.csv refunds_2024-08.csv | tee SHA256SUMS",
              f"{hx('orders_2024-08.csv')}  orders_2024-08.csv\n{hx('refunds_2024-08.csv')}  refunds_2024-08.csv"),
    ]
    rs.add(task=TASK, tid="h17-terminal-18", system=SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="a CSV line's amount differs between two reads with no write in between")


# --------------------------------------------------------------------------------------------------
# 19 LVM
# --------------------------------------------------------------------------------------------------
def t19(rs: RowSet) -> None:
    # bad: LVM reshuffle; turn 9's vgs VFree 1021.99g ignores the +64G lvextend (3725.99g minus turn 8's LVs 400+2048+320 = 957.99g).
    p = Pane("root", "db-host-4", "/root")
    state = p.prompt
    vgs = "vgs -o vg_name,pv_count,lv_count,vg_size,vg_free --units g"
    lvs = "lvs -o lv_name,vg_name,lv_attr,lv_size --units g vg_data"

    def lvtab(rows: list[list[str]]) -> str:
        return "\n".join("  " + ln for ln in cols([["LV", "VG", "Attr", "LSize"]] + rows, gap=1, right=(3,)).splitlines())

    def vgtab(rows: list[list[str]]) -> str:
        return "\n".join("  " + ln for ln in cols([["VG", "#PV", "#LV", "VSize", "VFree"]] + rows, gap=1, right=(1, 2, 3, 4)).splitlines())

    turns = [
        p.run(vgs, vgtab([["ubuntu-vg", "1", "1", "221.57g", "121.57g"], ["vg_data", "2", "3", "3725.99g", "1229.99g"]])),
        p.run(lvs, lvtab([["pg_main", "vg_data", "-wi-ao----", "2048.00g"],
                          ["pg_wal", "vg_data", "-wi-ao----", "256.00g"],
                          ["scratch", "vg_data", "-wi-a-----", "192.00g"]])),
        p.run("lvcreate -n pg_archive -L 400G vg_data", '  Logical volume "pg_archive" created.'),
        p.run("mkfs.xfs -L pg_archive /dev/vg_data/pg_archive",
              "meta-data=/dev/vg_data/pg_archive isize=512    agcount=16, agsize=6553600 blks\n"
              "         =                       sectsz=4096  attr=2, projid32bit=1\n"
              "         =                       crc=1        finobt=1, sparse=1, rmapbt=1\n"
              "         =                       reflink=1    bigtime=1 inobtcount=1 nrext64=0\n"
              "data     =                       bsize=4096   blocks=104857600, imaxpct=25\n"
              "         =                       sunit=0      swidth=0 blks\n"
              "naming   =version 2              bsize=4096   ascii-ci=0, ftype=1\n"
              "log      =internal log           bsize=4096   blocks=51200, version=2\n"
              "         =                       sectsz=4096  sunit=1 blks, lazy-count=1\n"
              "realtime =none                   extsz=4096   blocks=0, rtextents=0\n"
              "Discarding blocks...Done.", duration=6),
        p.run("lvremove -y vg_data/scratch", '  Logical volume "scratch" successfully removed.'),
        p.run("lvextend -L +64G vg_data/pg_wal",
              "  Size of logical volume vg_data/pg_wal changed from 256.00 GiB (65536 extents) to 320.00 GiB (81920 extents).\n"
              "  Logical volume vg_data/pg_wal successfully resized."),
        p.run("xfs_growfs /var/lib/postgresql/wal | tail -n 1", "data blocks changed from 67108864 to 83886080"),
        p.run(lvs, lvtab([["pg_archive", "vg_data", "-wi-a-----", "400.00g"],
                          ["pg_main", "vg_data", "-wi-ao----", "2048.00g"],
                          ["pg_wal", "vg_data", "-wi-ao----", "320.00g"]])),
        p.run(vgs + " vg_data", vgtab([["vg_data", "2", "3", "3725.99g", "1021.99g"]])),
        p.run("mkdir -p /srv/pg_archive && mount LABEL=pg_archive /srv/pg_archive && df -h /srv/pg_archive",
              "Filesystem                       Size  Used Avail Use% Mounted on\n"
              "/dev/mapper/vg_data-pg_archive  400G  2.9G  398G   1% /srv/pg_archive"),
    ]
    rs.add(task=TASK, tid="h17-terminal-19", system=SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="volume group free space does not match its size minus the listed LVs")


# --------------------------------------------------------------------------------------------------
# 20 openssl
# --------------------------------------------------------------------------------------------------
def colon(h: str) -> str:
    return ":".join(h[i:i + 2] for i in range(0, len(h), 2)).upper()


def t20(rs: RowSet) -> None:
    # clean: openssl key/CSR/cert for an MQTT broker; re-issuing the cert (extra SAN) gives a new serial (+1 via ca.srl), dates and fingerprint, same public key.
    p = Pane("tomas", "pki-lab", "/home/tomas/pki/mqtt")
    state = p.prompt
    subj = "/C=CZ/O=Tramline IoT/CN=mqtt.tramline.lan"
    subj_out = "subject=C = CZ, O = Tramline IoT, CN = mqtt.tramline.lan"
    pub = hx("tramline-broker-pub")
    s1, s2 = "3A0F9C1B7E24D58806A1F3C27B94E01D5C6A28A3", "3A0F9C1B7E24D58806A1F3C27B94E01D5C6A28A4"
    turns = [
        p.run("openssl version", "OpenSSL 3.0.13 30 Jan 2024 (Library: OpenSSL 3.0.13 30 Jan 2024)"),
        p.run("openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out broker.key && "
              "openssl pkey -in broker.key -pubout | openssl sha256", f"SHA2-256(stdin)= {pub}"),
        p.run(f'openssl req -new -key broker.key -subj "{subj}" -addext "subjectAltName=DNS:mqtt.tramline.lan,IP:10.60.0.15" '
              "-out broker.csr && openssl req -in broker.csr -noout -subject -verify",
              f"Certificate request self-signature verify OK\n{subj_out}"),
        p.run("openssl x509 -req -in broker.csr -CA ca.crt -CAkey ca.key -CAcreateserial -days 365 -copy_extensions copy -out broker.crt",
              f"Certificate request self-signature ok\n{subj_out}"),
        p.run("openssl x509 -in broker.crt -noout -serial -dates -fingerprint -sha256 -ext subjectAltName",
              f"serial={s1}\n"
              "notBefore=Apr  9 08:14:22 2024 GMT\n"
              "notAfter=Apr  9 08:14:22 2025 GMT\n"
              f"sha256 Fingerprint={colon(hx('tramline-cert-1'))}\n"
              "X509v3 Subject Alternative Name: \n"
              "    DNS:mqtt.tramline.lan, IP Address:10.60.0.15"),
        p.run("openssl verify -CAfile ca.crt broker.crt", "broker.crt: OK"),
        p.run(f'openssl req -new -key broker.key -subj "{subj}" '
              '-addext "subjectAltName=DNS:mqtt.tramline.lan,DNS:broker.tramline.lan,IP:10.60.0.15" -out broker.csr && '
              "openssl x509 -req -in broker.csr -CA ca.crt -CAkey ca.key -CAserial ca.srl -days 365 -copy_extensions copy -out broker.crt",
              f"Certificate request self-signature ok\n{subj_out}"),
        p.run("openssl x509 -in broker.crt -noout -serial -dates -fingerprint -sha256 -ext subjectAltName",
              f"serial={s2}\n"
              "notBefore=Apr  9 08:16:05 2024 GMT\n"
              "notAfter=Apr  9 08:16:05 2025 GMT\n"
              f"sha256 Fingerprint={colon(hx('tramline-cert-2'))}\n"
              "X509v3 Subject Alternative Name: \n"
              "    DNS:mqtt.tramline.lan, DNS:broker.tramline.lan, IP Address:10.60.0.15"),
        p.run("cat ca.srl", s2),
        p.run("openssl pkey -in broker.key -pubout | openssl sha256 && openssl x509 -in broker.crt -noout -pubkey | openssl sha256",
              f"SHA2-256(stdin)= {pub}\nSHA2-256(stdin)= {pub}"),
        p.run("ls -l",
              "total 24\n"
              "-rw-r--r-- 1 tomas tomas 769 Apr  9 08:16 broker.crt\n"
              "-rw-r--r-- 1 tomas tomas 530 Apr  9 08:16 broker.csr\n"
              "-rw------- 1 tomas tomas 241 Apr  9 08:13 broker.key\n"
              "-rw-r--r-- 1 tomas tomas 757 Mar 18 11:02 ca.crt\n"
              "-rw------- 1 tomas tomas 359 Mar 18 11:02 ca.key\n"
              "-rw-r--r-- 1 tomas tomas  41 Apr  9 08:16 ca.srl"),
    ]
    rs.add(task=TASK, tid="h17-terminal-20", system=SYSTEM, turns=turns, state=state)


# --------------------------------------------------------------------------------------------------
# 21 mysql
# --------------------------------------------------------------------------------------------------
def t21(rs: RowSet) -> None:
    # bad: mysql index tuning; turn 10's information_schema listing lacks idx_orders_customer_status, which turn 4 created and turn 5's EXPLAIN used.
    p = Pane("root", "shop-db-1", "/root")
    state = p.prompt
    stats_q = ("mysql shop -e \"SELECT INDEX_NAME, SEQ_IN_INDEX, COLUMN_NAME, NON_UNIQUE FROM information_schema.STATISTICS "
               "WHERE TABLE_SCHEMA='shop' AND TABLE_NAME='orders' ORDER BY INDEX_NAME, SEQ_IN_INDEX;\"")
    sh = ["INDEX_NAME", "SEQ_IN_INDEX", "COLUMN_NAME", "NON_UNIQUE"]
    base = [["idx_orders_created", "1", "created_at", "1"], ["PRIMARY", "1", "id", "0"], ["uq_orders_number", "1", "order_number", "0"]]
    explain_q = ("mysql shop -e \"EXPLAIN SELECT id, total_cents FROM orders WHERE customer_id = 48122 AND status = 'pending'\\G\"")

    def explain(typ: str, pk: str, key: str, klen: str, ref: str, rows: str, filt: str, extra: str) -> str:
        return ("*************************** 1. row ***************************\n"
                "           id: 1\n  select_type: SIMPLE\n        table: orders\n   partitions: NULL\n"
                f"         type: {typ}\npossible_keys: {pk}\n          key: {key}\n      key_len: {klen}\n"
                f"          ref: {ref}\n         rows: {rows}\n     filtered: {filt}\n        Extra: {extra}")

    turns = [
        p.run('mysql shop -e "SHOW TABLES;"', mysql(["Tables_in_shop"], [["customers"], ["order_items"], ["orders"], ["products"], ["shipments"]])),
        p.run(stats_q, mysql(sh, base, right=(1, 3))),
        p.run(explain_q, explain("ALL", "NULL", "NULL", "NULL", "NULL", "1843210", "1.00", "Using where")),
        p.run('mysql shop -e "ALTER TABLE orders ADD INDEX idx_orders_customer_status (customer_id, status), ALGORITHM=INPLACE, LOCK=NONE;"',
              "", duration=60),
        p.run(explain_q, explain("ref", "idx_orders_customer_status", "idx_orders_customer_status", "70", "const,const", "3", "100.00", "NULL")),
        p.run('mysql shop -e "ANALYZE TABLE orders;"',
              mysql(["Table", "Op", "Msg_type", "Msg_text"], [["shop.orders", "analyze", "status", "OK"]])),
        p.run('mysql shop -e "SELECT status, COUNT(*) AS n FROM orders WHERE customer_id = 48122 GROUP BY status;"',
              mysql(["status", "n"], [["delivered", "13"], ["pending", "3"], ["cancelled", "1"]], right=(1,))),
        p.run("mysql shop -e \"SELECT id, order_number, total_cents, created_at FROM orders WHERE customer_id = 48122 "
              "AND status = 'pending' ORDER BY created_at DESC;\"",
              mysql(["id", "order_number", "total_cents", "created_at"], [
                  ["1904417", "SO-2024-0917-88213", "12990", "2024-09-17 18:42:09"],
                  ["1899302", "SO-2024-0915-41077", "4450", "2024-09-15 09:13:55"],
                  ["1871650", "SO-2024-0903-10264", "23800", "2024-09-03 21:07:31"]], right=(0, 2))),
        p.run("mysql shop -e \"SELECT TABLE_ROWS, ROUND(DATA_LENGTH/1048576) AS data_mb, ROUND(INDEX_LENGTH/1048576) AS index_mb "
              "FROM information_schema.TABLES WHERE TABLE_SCHEMA='shop' AND TABLE_NAME='orders';\"",
              mysql(["TABLE_ROWS", "data_mb", "index_mb"], [["1843210", "412", "187"]], right=(0, 1, 2))),
        p.run(stats_q, mysql(sh, base, right=(1, 3))),
        p.run("mysql shop -e 'SHOW CREATE TABLE orders\\G' | grep KEY",
              "  PRIMARY KEY (`id`),\n"
              "  UNIQUE KEY `uq_orders_number` (`order_number`),\n"
              "  KEY `idx_orders_created` (`created_at`),\n"
              "  KEY `idx_orders_customer_status` (`customer_id`,`status`)"),
    ]
    rs.add(task=TASK, tid="h17-terminal-21", system=SYSTEM, turns=turns, state=state, bad=True, turn=10,
           kind="index created earlier is absent from the index listing")


# --------------------------------------------------------------------------------------------------
# 22 networking
# --------------------------------------------------------------------------------------------------
def t22(rs: RowSet) -> None:
    # clean: VPN gateway networking; an address is added, cached DNS TTLs count down, an unbound restart gives a new pid, fresh full TTLs and reset stats.
    p = Pane("root", "vpn-gw-ams", "/root")
    state = p.prompt
    dig = "dig @127.0.0.1 +noall +answer api.ledgerline.io A"

    def ans(t1: int, t2: int) -> str:
        return (f"api.ledgerline.io.\t{t1}\tIN\tCNAME\tedge-eu.ledgerline.net.\n"
                f"edge-eu.ledgerline.net.\t{t2}\tIN\tA\t198.51.100.24")

    def stats(q: int, hit: int, miss: int) -> str:
        return f"total.num.queries={q}\ntotal.num.cachehits={hit}\ntotal.num.cachemiss={miss}"

    def br(rows: list[list[str]]) -> str:
        return "\n".join(f"{a:<16} {b:<14} {c}" for a, b, c in rows)

    turns = [
        p.run("ip -br addr", br([["lo", "UNKNOWN", "127.0.0.1/8 ::1/128"],
                                 ["ens3", "UP", "203.0.113.47/24 fe80::5054:ff:fe3c:91a2/64"],
                                 ["wg0", "UNKNOWN", "10.77.0.1/24"]])),
        p.run("ip addr add 10.77.0.254/24 dev wg0 && ip -br addr show wg0", br([["wg0", "UNKNOWN", "10.77.0.1/24 10.77.0.254/24"]])),
        p.run("ss -tulnp | grep -E ':(53|51820|9100) '",
              'udp   UNCONN 0      0          127.0.0.1:53         0.0.0.0:*    users:(("unbound",pid=811,fd=3))\n'
              "udp   UNCONN 0      0            0.0.0.0:51820      0.0.0.0:*\n"
              'tcp   LISTEN 0      256        127.0.0.1:53         0.0.0.0:*    users:(("unbound",pid=811,fd=4))\n'
              'tcp   LISTEN 0      4096               *:9100             *:*    users:(("node_exporter",pid=902,fd=3))'),
        p.run(dig, ans(300, 60)),
        p.run("unbound-control stats_noreset | grep -E '^total.num.(queries|cachehits|cachemiss)='", stats(18422, 15310, 3112)),
        p.run("curl -sS -o /dev/null -w '%{http_code} %{remote_ip} %{time_total}\\n' https://api.ledgerline.io/v2/ping",
              "200 198.51.100.24 0.183421", duration=2),
        p.run(dig, ans(271, 31)),
        p.run("systemctl restart unbound && ss -ulnp | grep '127.0.0.1:53 '",
              'UNCONN 0      0          127.0.0.1:53        0.0.0.0:*    users:(("unbound",pid=4412,fd=3))', duration=2),
        p.run(dig, ans(300, 60)),
        p.run("unbound-control stats_noreset | grep -E '^total.num.(queries|cachehits|cachemiss)='", stats(4, 1, 3)),
        p.run("ip route get 198.51.100.24", "198.51.100.24 via 203.0.113.1 dev ens3 src 203.0.113.47 uid 0 \n    cache"),
    ]
    rs.add(task=TASK, tid="h17-terminal-22", system=SYSTEM, turns=turns, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
