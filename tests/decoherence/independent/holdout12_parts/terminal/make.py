# ruff: noqa: E501
"""Held-out terminal trajectories (holdout12): 22 tmux-driven shell sessions, 11 with exactly one contradiction."""

from __future__ import annotations

import json
from pathlib import Path
from textwrap import dedent

from tests.decoherence.independent.rowkit2 import Pane, RowSet, keys

SYSTEM = (
    "You are a Terminal World Model, a precise terminal state simulator. Given the history of this tmux "
    "session and the next action (a JSON array of keystroke objects with a `duration` in seconds), predict "
    "the exact terminal screen that results: the command echo on the prompt line, everything the programs "
    "print, and the next prompt when the command has finished. Keep the working directory, the environment, "
    "the file system, running processes and every remote system the session talks to consistent with all "
    "earlier turns. Reply after **Environment Observation:**."
)


def D(s: str) -> str:
    """Dedent a triple-quoted block and drop its first newline."""
    return dedent(s).strip("\n")


def cols(rows: list[list[str]], pad: int = 3, minw: int = 0, right: tuple[int, ...] = (), lead: str = "") -> str:
    """Align columns the way Go's tabwriter (docker, kubectl) does: width = longest cell + pad."""
    n = max(len(r) for r in rows)
    widths = [max(minw, max(len(r[i]) for r in rows if i < len(r)) + pad) for i in range(n)]
    out = []
    for r in rows:
        cells = []
        for i, c in enumerate(r):
            last = i == len(r) - 1
            if i in right:
                cells.append(c.rjust(widths[i] - pad) + ("" if last else " " * pad))
            else:
                cells.append(c if last else c.ljust(widths[i]))
        out.append(lead + "".join(cells))
    return "\n".join(out)


def psql(headers: list[str], rows: list[list[str]], right: tuple[int, ...] = ()) -> str:
    """psql's aligned output with its (n rows) footer."""
    w = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h) for i, h in enumerate(headers)]
    head = []
    for i, h in enumerate(headers):
        left = (w[i] - len(h)) // 2
        head.append(" " + " " * left + h + " " * (w[i] - len(h) - left) + " ")
    lines = ["|".join(head), "+".join("-" * (x + 2) for x in w)]
    for r in rows:
        cells = []
        for i, c in enumerate(r):
            last = i == len(r) - 1
            if i in right:
                cells.append(" " + c.rjust(w[i]) + ("" if last else " "))
            else:
                cells.append(" " + (c if last else c.ljust(w[i]) + " "))
        lines.append("|".join(cells))
    n = len(rows)
    lines.append(f"({n} row{'s' if n != 1 else ''})")
    return "\n".join(lines) + "\n"


def waitkeys(duration: float) -> str:
    return "```json\n" + json.dumps([{"keystrokes": "", "duration": duration}], indent=2) + "\n```"


def started(p: Pane, cmd: str, partial: str = "", duration: float = 1.0) -> tuple[str, str]:
    """A command still running when the screen is captured: echo and partial output, no new prompt."""
    return keys(cmd, duration), f"{p.prompt} {cmd}" + ("\n" + partial.rstrip("\n") if partial else "")


def finished(p: Pane, cmd: str, out: str, duration: float) -> tuple[str, str]:
    """A wait action after `started`: the same command with its whole output and the next prompt."""
    return waitkeys(duration), f"{p.prompt} {cmd}\n" + (out.rstrip("\n") + "\n" if out else "") + p.prompt


def t01() -> dict:
    # clean: git stash / fetch / rebase onto new origin/main, force-push with lease; rebased commits get new hashes.
    p = Pane("mkosar", "ws-mkosar", "/home/mkosar/src/tallyho")
    st = p.prompt
    turns = [
        p.run("git status -sb && git log --oneline -5", D("""
            ## feat/ledger-export...origin/feat/ledger-export
             M src/tallyho/export/csv_writer.py
            ?? notes.txt
            7c41e2a (HEAD -> feat/ledger-export, origin/feat/ledger-export) export: stream rows instead of building list
            b90d13f export: add CSV writer for ledger entries
            e2a8840 (origin/main, origin/HEAD, main) Merge pull request #412 from rwaithaka/fix-vat-rounding
            3f1c6d9 vat: round half-even at line level
            a0d5b77 deps: bump pydantic to 2.7.1
        """)),
        p.run('git stash push -m "wip csv quoting" src/tallyho/export/csv_writer.py',
              "Saved working directory and index state On feat/ledger-export: wip csv quoting"),
        p.run("git fetch origin", D("""
            remote: Enumerating objects: 23, done.
            remote: Counting objects: 100% (23/23), done.
            remote: Compressing objects: 100% (9/9), done.
            remote: Total 14 (delta 8), reused 11 (delta 5), pack-reused 0
            Unpacking objects: 100% (14/14), 3.91 KiB | 445.00 KiB/s, done.
            From github.com:tallyho-labs/tallyho
               e2a8840..5d92f0b  main       -> origin/main
        """), duration=3.0),
        p.run("git log --oneline main..origin/main", D("""
            5d92f0b (origin/main, origin/HEAD) Merge pull request #415 from jpellegrini/payouts-timezone
            c81e7a2 payouts: store cutoff in UTC
            94be013 ci: pin ubuntu runner to 22.04
        """)),
        p.run("git rebase origin/main", "Successfully rebased and updated refs/heads/feat/ledger-export.", duration=2.0),
        p.run("git log --oneline -6", D("""
            1f08c3b (HEAD -> feat/ledger-export) export: stream rows instead of building list
            d4a7e69 export: add CSV writer for ledger entries
            5d92f0b (origin/main, origin/HEAD) Merge pull request #415 from jpellegrini/payouts-timezone
            c81e7a2 payouts: store cutoff in UTC
            94be013 ci: pin ubuntu runner to 22.04
            e2a8840 (main) Merge pull request #412 from rwaithaka/fix-vat-rounding
        """)),
        p.run("git status -sb", D("""
            ## feat/ledger-export...origin/feat/ledger-export [ahead 5, behind 2]
            ?? notes.txt
        """)),
        p.run("git stash pop", D("""
            On branch feat/ledger-export
            Your branch and 'origin/feat/ledger-export' have diverged,
            and have 5 and 2 different commits each, respectively.
              (use "git pull" if you want to integrate the remote branch with yours)

            Changes not staged for commit:
              (use "git add <file>..." to update what will be committed)
              (use "git restore <file>..." to discard changes in working directory)
            \tmodified:   src/tallyho/export/csv_writer.py

            Untracked files:
              (use "git add <file>..." to include in what will be committed)
            \tnotes.txt

            no changes added to commit (use "git add" and/or "git commit -a")
            Dropped refs/stash@{0} (8e3b0f5a91c27d4e6f0a3b2c9d81e5f7a6c4b230)
        """)),
        p.run("git diff --stat", " src/tallyho/export/csv_writer.py | 6 ++++--\n 1 file changed, 4 insertions(+), 2 deletions(-)"),
        p.run("python -m pytest -q tests/export", D("""
            ........                                                                 [100%]
            8 passed in 0.94s
        """), duration=5.0),
        p.run("git push --force-with-lease", D("""
            Enumerating objects: 15, done.
            Counting objects: 100% (15/15), done.
            Delta compression using up to 8 threads
            Compressing objects: 100% (8/8), done.
            Writing objects: 100% (9/9), 1.62 KiB | 1.62 MiB/s, done.
            Total 9 (delta 5), reused 0 (delta 0), pack-reused 0
            remote: Resolving deltas: 100% (5/5), completed with 4 local objects.
            To github.com:tallyho-labs/tallyho.git
             + 7c41e2a...1f08c3b feat/ledger-export -> feat/ledger-export (forced update)
        """), duration=4.0),
        p.run("git status -sb", D("""
            ## feat/ledger-export...origin/feat/ledger-export
             M src/tallyho/export/csv_writer.py
            ?? notes.txt
        """)),
    ]
    return dict(state=st, turns=turns)


def t02() -> dict:
    # bad: docker; turn 9 (docker stats) shows the alertmanager container's ID as 9c2b1f6ad480, but turns 1, 6 and 8 established 9c2b6f1ad480 and it was only restarted (same container).
    p = Pane("root", "gw-edge-03", "/opt/stacks/metrics")
    st = p.prompt
    t1 = cols([["CONTAINER ID", "IMAGE", "STATUS", "NAMES"],
               ["b4e19c07d2a6", "prom/prometheus:v2.51.2", "Up 6 days", "metrics-prometheus-1"],
               ["5fa0c3e81b7d", "grafana/grafana-oss:10.4.2", "Up 6 days", "metrics-grafana-1"],
               ["e07d94a2c1f3", "prom/node-exporter:v1.8.0", "Up 6 days", "metrics-node-exporter-1"],
               ["9c2b6f1ad480", "prom/alertmanager:v0.27.0", "Restarting (1) 14 seconds ago", "metrics-alertmanager-1"]],
              minw=10)
    t6 = cols([["CONTAINER ID", "IMAGE", "COMMAND", "CREATED", "STATUS", "PORTS", "NAMES"],
               ["9c2b6f1ad480", "prom/alertmanager:v0.27.0", '"/bin/alertmanager -…"', "6 days ago", "Up 9 seconds",
                "0.0.0.0:9093->9093/tcp, :::9093->9093/tcp", "metrics-alertmanager-1"]], minw=10)
    t9 = cols([["CONTAINER ID", "NAME", "CPU %", "MEM USAGE / LIMIT", "MEM %", "NET I/O", "BLOCK I/O", "PIDS"],
               ["b4e19c07d2a6", "metrics-prometheus-1", "1.84%", "412.6MiB / 7.66GiB", "5.26%", "1.21GB / 96.4MB", "88.1MB / 3.02GB", "14"],
               ["5fa0c3e81b7d", "metrics-grafana-1", "0.12%", "96.3MiB / 7.66GiB", "1.23%", "18.7MB / 42.9MB", "41.2MB / 12.3MB", "17"],
               ["e07d94a2c1f3", "metrics-node-exporter-1", "0.00%", "14.2MiB / 7.66GiB", "0.18%", "0B / 0B", "9.8MB / 0B", "6"],
               ["9c2b1f6ad480", "metrics-alertmanager-1", "0.07%", "21.9MiB / 7.66GiB", "0.28%", "48.2kB / 31.7kB", "0B / 4.1kB", "11"]],
              minw=10)
    ts = "2025-04-17T08:5"
    turns = [
        p.run("docker ps --format 'table {{.ID}}\\t{{.Image}}\\t{{.Status}}\\t{{.Names}}'", t1),
        p.run("docker logs --tail 7 metrics-alertmanager-1", D(f"""
            ts={ts}1:33.402Z caller=main.go:181 level=info msg="Starting Alertmanager" version="(version=0.27.0, branch=HEAD, revision=0aa3c2aad14cff039931923ab16b26b7481783b5)"
            ts={ts}1:33.402Z caller=main.go:182 level=info build_context="(go=go1.21.7, platform=linux/amd64, user=root@22cd11f671e9, date=20240228-11:51:20, tags=netgo)"
            ts={ts}1:33.419Z caller=cluster.go:186 level=info component=cluster msg="setting advertise address explicitly" addr=172.19.0.5 port=9094
            ts={ts}1:33.421Z caller=cluster.go:683 level=info component=cluster msg="Waiting for gossip to settle..." interval=2s
            ts={ts}1:33.447Z caller=coordinator.go:113 level=info component=configuration msg="Loading configuration file" file=/etc/alertmanager/alertmanager.yml
            ts={ts}1:33.448Z caller=coordinator.go:118 level=error component=configuration msg="Loading configuration file failed" file=/etc/alertmanager/alertmanager.yml err="yaml: line 13: mapping values are not allowed in this context"
            ts={ts}1:33.448Z caller=cluster.go:692 level=info component=cluster msg="gossip not settled but continuing anyway" polled=0 elapsed=27.115µs
        """)),
        p.run("sed -n '8,18p' alertmanager/alertmanager.yml", D("""
            route:
              receiver: ops-pager
              group_by: ['alertname', 'instance']
              group_wait: 30s
              group_interval: 5m
               repeat_interval: 4h
            receivers:
              - name: ops-pager
                webhook_configs:
                  - url: http://pagerbridge.internal:8087/hook
                    send_resolved: true
        """)),
        p.run("sed -i '13s/^   repeat_interval/  repeat_interval/' alertmanager/alertmanager.yml && docker run --rm -v \"$PWD/alertmanager:/cfg\" --entrypoint amtool prom/alertmanager:v0.27.0 check-config /cfg/alertmanager.yml",
              D("""
            Checking '/cfg/alertmanager.yml'  SUCCESS
            Found:
             - global config
             - route
             - 0 inhibit rules
             - 1 receivers
             - 0 templates
        """), duration=3.0),
        p.run("docker restart metrics-alertmanager-1", "metrics-alertmanager-1", duration=3.0),
        p.run("docker ps --filter name=alertmanager", t6),
        p.run("curl -s localhost:9093/-/ready; echo; curl -s localhost:9093/api/v2/status | jq '.cluster.status, .uptime'", D("""
            OK
            "ready"
            "2025-04-17T08:53:01.874Z"
        """)),
        p.run("docker inspect -f '{{.Id}} {{.Created}} {{.State.StartedAt}}' metrics-alertmanager-1",
              "9c2b6f1ad480e3d57a0c4b9e21f6a8d7c3e05b1f49a2d86c0e7b3f5a1d9c4e28 2025-04-11T06:40:27.331908215Z 2025-04-17T08:53:01.874512093Z"),
        p.run("docker stats --no-stream", t9, duration=3.0),
        p.run("docker logs --since 3m metrics-alertmanager-1 2>&1 | grep -c level=error", "0"),
    ]
    return dict(state=st, turns=turns, bad=True, turn=9, kind="container ID in docker stats differs from the ID shown before; container was only restarted")


def zfs_snaps(rows: list[tuple[str, str, str, str]]) -> str:
    w = max(len(r[0]) for r in rows)
    out = ["NAME".ljust(w) + "   USED  REFER  CREATION"]
    for name, used, refer, creation in rows:
        out.append(f"{name.ljust(w)}  {used.rjust(5)}  {refer.rjust(5)}  {creation}")
    return "\n".join(out)


def t03() -> dict:
    # bad: zfs; turn 8 lists tank/projects/cad@pre-migration-v7 again although turn 6 destroyed it (will reclaim 14.2G).
    p = Pane("root", "nas-kelso", "/root")
    st = p.prompt
    cad = "tank/projects/cad"
    snaps0 = [(f"{cad}@auto-2025-02-01_0300", "9.12G", "226G", "Sat Feb  1  3:00 2025"),
              (f"{cad}@auto-2025-02-15_0300", "4.80G", "231G", "Sat Feb 15  3:00 2025"),
              (f"{cad}@auto-2025-03-01_0300", "6.37G", "233G", "Sat Mar  1  3:00 2025"),
              (f"{cad}@pre-migration-v7", "14.2G", "235G", "Tue Mar  4 18:22 2025"),
              (f"{cad}@auto-2025-03-15_0300", "3.05G", "238G", "Sat Mar 15  3:00 2025"),
              (f"{cad}@auto-2025-04-01_0300", "1.96G", "240G", "Tue Apr  1  3:00 2025")]
    snaps8 = [(f"{cad}@auto-2025-02-15_0300", "5.41G", "231G", "Sat Feb 15  3:00 2025"),
              (f"{cad}@auto-2025-03-01_0300", "6.37G", "233G", "Sat Mar  1  3:00 2025"),
              (f"{cad}@pre-migration-v7", "14.2G", "235G", "Tue Mar  4 18:22 2025"),
              (f"{cad}@auto-2025-03-15_0300", "3.88G", "238G", "Sat Mar 15  3:00 2025"),
              (f"{cad}@auto-2025-04-01_0300", "1.96G", "240G", "Tue Apr  1  3:00 2025")]
    lst = "zfs list -t snapshot -o name,used,refer,creation -s creation -r tank/projects/cad"
    turns = [
        p.run("zfs list -o name,used,avail,refer,mountpoint -r tank/projects", D("""
            NAME                   USED  AVAIL  REFER  MOUNTPOINT
            tank/projects          412G  1.31T   128K  /tank/projects
            tank/projects/cad      286G  1.31T   241G  /tank/projects/cad
            tank/projects/render   126G  1.31T  98.4G  /tank/projects/render
        """)),
        p.run(lst, zfs_snaps(snaps0)),
        p.run("zfs get -H -o value usedbysnapshots tank/projects/cad", "45.0G"),
        p.run("zfs holds tank/projects/cad@pre-migration-v7", D("""
            NAME                                TAG      TIMESTAMP
            tank/projects/cad@pre-migration-v7  keep-v7  Tue Mar  4 18:23 2025
        """)),
        p.run("zfs release keep-v7 tank/projects/cad@pre-migration-v7 && zfs destroy -nv tank/projects/cad@pre-migration-v7", D("""
            would destroy tank/projects/cad@pre-migration-v7
            would reclaim 14.2G
        """)),
        p.run("zfs destroy -v tank/projects/cad@pre-migration-v7", D("""
            will destroy tank/projects/cad@pre-migration-v7
            will reclaim 14.2G
        """), duration=2.0),
        p.run("zfs destroy -v tank/projects/cad@auto-2025-02-01_0300", D("""
            will destroy tank/projects/cad@auto-2025-02-01_0300
            will reclaim 9.12G
        """), duration=2.0),
        p.run(lst, zfs_snaps(snaps8)),
        p.run("zfs set compression=zstd tank/projects/render && zfs get compression,compressratio tank/projects/render", D("""
            NAME                  PROPERTY       VALUE           SOURCE
            tank/projects/render  compression    zstd            local
            tank/projects/render  compressratio  1.07x           -
        """)),
        p.run("zfs snapshot tank/projects/render@manual-2025-04-17 && zfs list -t snapshot -o name,used,refer -r tank/projects/render", D("""
            NAME                                        USED  REFER
            tank/projects/render@auto-2025-04-01_0300  2.11G  97.9G
            tank/projects/render@manual-2025-04-17        0B  98.4G
        """)),
    ]
    return dict(state=st, turns=turns, bad=True, turn=8, kind="destroyed zfs snapshot still listed")

def t04() -> dict:
    # clean: systemd service reconfigured and restarted (new main PID, new start time), journal and health endpoint checked twice.
    p = Pane("root", "api-stg-2", "/root")
    st = p.prompt
    turns = [
        p.run("systemctl status ledgerd --no-pager", D("""
            ● ledgerd.service - Ledger reconciliation daemon
                 Loaded: loaded (/etc/systemd/system/ledgerd.service; enabled; preset: enabled)
                 Active: active (running) since Wed 2025-05-14 07:02:11 UTC; 2 days ago
               Main PID: 18342 (ledgerd)
                  Tasks: 11 (limit: 9382)
                 Memory: 184.2M
                    CPU: 41min 12.884s
                 CGroup: /system.slice/ledgerd.service
                         └─18342 /usr/local/bin/ledgerd --config /etc/ledgerd/ledgerd.toml

            May 16 10:31:02 api-stg-2 ledgerd[18342]: level=info msg="reconcile batch done" batch=7741 rows=312 took=1.84s
            May 16 10:33:02 api-stg-2 ledgerd[18342]: level=warn msg="db pool saturated" open=40 max_open=40 wait=2.113s
            May 16 10:33:04 api-stg-2 ledgerd[18342]: level=info msg="reconcile batch done" batch=7742 rows=298 took=4.02s
            May 16 10:35:02 api-stg-2 ledgerd[18342]: level=warn msg="db pool saturated" open=40 max_open=40 wait=3.480s
            May 16 10:35:07 api-stg-2 ledgerd[18342]: level=info msg="reconcile batch done" batch=7743 rows=305 took=5.61s
        """)),
        p.run("grep -n -E '^(listen|max_open_conns|log_level)' /etc/ledgerd/ledgerd.toml", D("""
            3:listen = "0.0.0.0:7420"
            11:max_open_conns = 40
            19:log_level = "info"
        """)),
        p.run("sed -i 's/^max_open_conns = 40/max_open_conns = 80/; s/^log_level = \"info\"/log_level = \"debug\"/' /etc/ledgerd/ledgerd.toml && grep -n -E '^(listen|max_open_conns|log_level)' /etc/ledgerd/ledgerd.toml", D("""
            3:listen = "0.0.0.0:7420"
            11:max_open_conns = 80
            19:log_level = "debug"
        """)),
        p.run("systemctl restart ledgerd && sleep 2 && systemctl status ledgerd --no-pager", D("""
            ● ledgerd.service - Ledger reconciliation daemon
                 Loaded: loaded (/etc/systemd/system/ledgerd.service; enabled; preset: enabled)
                 Active: active (running) since Fri 2025-05-16 10:41:37 UTC; 2s ago
               Main PID: 27915 (ledgerd)
                  Tasks: 9 (limit: 9382)
                 Memory: 38.6M
                    CPU: 412ms
                 CGroup: /system.slice/ledgerd.service
                         └─27915 /usr/local/bin/ledgerd --config /etc/ledgerd/ledgerd.toml

            May 16 10:41:37 api-stg-2 systemd[1]: Started ledgerd.service - Ledger reconciliation daemon.
            May 16 10:41:37 api-stg-2 ledgerd[27915]: level=info msg="config loaded" path=/etc/ledgerd/ledgerd.toml listen=0.0.0.0:7420 max_open_conns=80 log_level=debug
            May 16 10:41:37 api-stg-2 ledgerd[27915]: level=debug msg="db pool opened" dsn=postgres://ledger@10.20.1.14:5432/ledger max_open=80
            May 16 10:41:38 api-stg-2 ledgerd[27915]: level=info msg="http listening" addr=0.0.0.0:7420
        """), duration=4.0),
        p.run('journalctl -u ledgerd --since "10:41" --no-pager -o short-iso', D("""
            2025-05-16T10:41:35+00:00 api-stg-2 systemd[1]: Stopping ledgerd.service - Ledger reconciliation daemon...
            2025-05-16T10:41:35+00:00 api-stg-2 ledgerd[18342]: level=info msg="shutdown requested" signal=terminated
            2025-05-16T10:41:36+00:00 api-stg-2 ledgerd[18342]: level=info msg="drained in-flight batches" pending=0
            2025-05-16T10:41:36+00:00 api-stg-2 systemd[1]: ledgerd.service: Deactivated successfully.
            2025-05-16T10:41:36+00:00 api-stg-2 systemd[1]: Stopped ledgerd.service - Ledger reconciliation daemon.
            2025-05-16T10:41:36+00:00 api-stg-2 systemd[1]: ledgerd.service: Consumed 41min 13.106s CPU time.
            2025-05-16T10:41:37+00:00 api-stg-2 systemd[1]: Started ledgerd.service - Ledger reconciliation daemon.
            2025-05-16T10:41:37+00:00 api-stg-2 ledgerd[27915]: level=info msg="config loaded" path=/etc/ledgerd/ledgerd.toml listen=0.0.0.0:7420 max_open_conns=80 log_level=debug
            2025-05-16T10:41:37+00:00 api-stg-2 ledgerd[27915]: level=debug msg="db pool opened" dsn=postgres://ledger@10.20.1.14:5432/ledger max_open=80
            2025-05-16T10:41:38+00:00 api-stg-2 ledgerd[27915]: level=info msg="http listening" addr=0.0.0.0:7420
            2025-05-16T10:41:39+00:00 api-stg-2 ledgerd[27915]: level=debug msg="scheduler tick" next_batch=7744 in=1m23s
        """)),
        p.run("ss -ltnp 'sport = :7420'", D("""
            State  Recv-Q Send-Q Local Address:Port Peer Address:PortProcess
            LISTEN 0      4096               *:7420            *:*    users:(("ledgerd",pid=27915,fd=7))
        """)),
        p.run("curl -s localhost:7420/healthz | jq .", D("""
            {
              "status": "ok",
              "version": "1.9.3",
              "uptime_s": 41,
              "db": {
                "open": 3,
                "in_use": 0,
                "max_open": 80
              },
              "last_batch": 7743
            }
        """)),
        p.run("systemctl show ledgerd -p MainPID -p NRestarts -p ActiveEnterTimestamp", D("""
            MainPID=27915
            NRestarts=0
            ActiveEnterTimestamp=Fri 2025-05-16 10:41:37 UTC
        """)),
        p.run("journalctl -u ledgerd -p warning --since 10:41:37 --no-pager", "-- No entries --", duration=2.0),
        p.run("curl -s localhost:7420/healthz | jq -c '{uptime_s, db, last_batch}'",
              '{"uptime_s":214,"db":{"open":9,"in_use":2,"max_open":80},"last_batch":7745}'),
    ]
    return dict(state=st, turns=turns)


def t05() -> dict:
    # clean: npm update / audit fix / major bump of one dependency, npm ls and a vite build.
    p = Pane("dana", "devbox", "/home/dana/code/harbor-ui")
    st = p.prompt
    outdated = cols([["Package", "Current", "Wanted", "Latest", "Location", "Depended by"],
                     ["@tanstack/react-query", "5.28.9", "5.35.1", "5.35.1", "node_modules/@tanstack/react-query", "harbor-ui"],
                     ["date-fns", "2.30.0", "2.30.0", "3.6.0", "node_modules/date-fns", "harbor-ui"],
                     ["vite", "5.2.6", "5.2.11", "5.2.11", "node_modules/vite", "harbor-ui"],
                     ["zod", "3.22.4", "3.23.8", "3.23.8", "node_modules/zod", "harbor-ui"]], pad=2, right=(1, 2, 3))
    outdated2 = cols([["Package", "Current", "Wanted", "Latest", "Location", "Depended by"],
                      ["date-fns", "2.30.0", "2.30.0", "3.6.0", "node_modules/date-fns", "harbor-ui"]], pad=2, right=(1, 2, 3))
    turns = [
        p.run("node -v && npm -v && npm outdated", "v20.12.2\n10.5.0\n" + outdated, duration=4.0),
        p.run("npm update @tanstack/react-query vite zod", D("""

            changed 6 packages, and audited 412 packages in 4s

            98 packages are looking for funding
              run `npm fund` for details

            2 moderate severity vulnerabilities

            To address all issues, run:
              npm audit fix

            Run `npm audit` for details.
        """), duration=8.0),
        p.run("npm outdated", outdated2, duration=4.0),
        p.run("npm audit", D("""
            # npm audit report

            micromatch  <4.0.8
            Severity: moderate
            Regular Expression Denial of Service (ReDoS) in micromatch - https://github.com/advisories/GHSA-952p-6rrq-rcjv
            fix available via `npm audit fix`
            node_modules/micromatch

            postcss  <8.4.31
            Severity: moderate
            PostCSS line return parsing error - https://github.com/advisories/GHSA-7fh5-64p2-3v2j
            fix available via `npm audit fix`
            node_modules/postcss-import/node_modules/postcss

            2 moderate severity vulnerabilities

            To address all issues, run:
              npm audit fix
        """), duration=3.0),
        p.run("npm audit fix", D("""

            changed 2 packages, and audited 412 packages in 3s

            98 packages are looking for funding
              run `npm fund` for details

            found 0 vulnerabilities
        """), duration=6.0),
        p.run("npm install date-fns@3.6.0", D("""

            changed 1 package, and audited 412 packages in 2s

            98 packages are looking for funding
              run `npm fund` for details

            found 0 vulnerabilities
        """), duration=6.0),
        p.run("grep -E '\"(date-fns|vite|zod|@tanstack/react-query)\"' package.json", "\n".join([
            '    "@tanstack/react-query": "^5.28.9",', '    "date-fns": "^3.6.0",', '    "zod": "^3.22.4"', '    "vite": "^5.2.6",'])),
        p.run("npm ls date-fns zod vite @tanstack/react-query --depth=0", D("""
            harbor-ui@0.14.0 /home/dana/code/harbor-ui
            ├── @tanstack/react-query@5.35.1
            ├── date-fns@3.6.0
            ├── vite@5.2.11
            └── zod@3.23.8
        """), duration=2.0),
        p.run("npm run build", D("""

            > harbor-ui@0.14.0 build
            > tsc -b && vite build

            vite v5.2.11 building for production...
            ✓ 1284 modules transformed.
            dist/index.html                   0.62 kB │ gzip:   0.38 kB
            dist/assets/index-BvQ3k1Za.css   24.87 kB │ gzip:   5.41 kB
            dist/assets/index-DkP7x2mE.js   486.23 kB │ gzip: 151.06 kB
            ✓ built in 6.84s
        """), duration=20.0),
    ]
    return dict(state=st, turns=turns)


def t06() -> dict:
    # bad: psql; turn 7 counts 1447 invoices since March, but turn 5 showed 6+1206+212+27 = 1451 and turn 6 only changed statuses (UPDATE 4), so the count must still be 1451.
    p = Pane("deploy", "db-reports-1", "/home/deploy")
    st = p.prompt
    since = "issued_at >= '2025-03-01'"
    grp = f"psql -d billing -c \"SELECT status, count(*) FROM invoices WHERE {since} GROUP BY status ORDER BY status;\""
    turns = [
        p.run(grp, psql(["status", "count"], [["draft", "37"], ["paid", "1206"], ["sent", "212"], ["void", "27"]], right=(1,))),
        p.run(f"psql -d billing -c \"SELECT count(*) FROM invoices WHERE {since};\"", psql(["count"], [["1482"]], right=(0,))),
        p.run(f"psql -d billing -c \"SELECT created_by, count(*) FROM invoices WHERE status='draft' AND {since} GROUP BY 1 ORDER BY 2 DESC;\"",
              psql(["created_by", "count"], [["import-bot", "31"], ["a.lindqvist", "4"], ["m.oyelaran", "2"]], right=(1,))),
        p.run(f"psql -d billing -c \"BEGIN; DELETE FROM invoice_lines WHERE invoice_id IN (SELECT id FROM invoices WHERE status='draft' AND created_by='import-bot' AND {since}); DELETE FROM invoices WHERE status='draft' AND created_by='import-bot' AND {since}; COMMIT;\"",
              "BEGIN\nDELETE 118\nDELETE 31\nCOMMIT", duration=2.0),
        p.run(grp, psql(["status", "count"], [["draft", "6"], ["paid", "1206"], ["sent", "212"], ["void", "27"]], right=(1,))),
        p.run("psql -d billing -c \"UPDATE invoices SET status='void', voided_at=now() WHERE status='sent' AND due_at < '2025-03-15' AND total_cents = 0;\"",
              "UPDATE 4"),
        p.run(f"psql -d billing -c \"SELECT count(*) FROM invoices WHERE {since};\"", psql(["count"], [["1447"]], right=(0,))),
        p.run("psql -d billing -c \"VACUUM (ANALYZE) invoices;\" && psql -d billing -c \"VACUUM (ANALYZE) invoice_lines;\"", "VACUUM\nVACUUM", duration=6.0),
        p.run("psql -d billing -c \"SELECT relname, n_live_tup, n_dead_tup, last_vacuum::timestamp(0) FROM pg_stat_user_tables WHERE relname IN ('invoices','invoice_lines') ORDER BY 1;\"",
              psql(["relname", "n_live_tup", "n_dead_tup", "last_vacuum"],
                   [["invoice_lines", "201877", "0", "2025-05-21 15:08:44"], ["invoices", "48213", "0", "2025-05-21 15:08:41"]], right=(1, 2))),
    ]
    return dict(state=st, turns=turns, bad=True, turn=7, kind="row count does not follow the delete/update (1451 expected)")


def t07() -> dict:
    # clean: nftables; insert a rule (new handle), counters rise, replace and delete rules by handle, save and reload (counters restored from file).
    p = Pane("root", "fw-branch-ost", "/root")
    st = p.prompt
    T = "\t"
    t1 = "\n".join([
        "table inet filter { # handle 1",
        f"{T}chain input {{ # handle 1",
        f"{T}{T}type filter hook input priority filter; policy drop;",
        f"{T}{T}ct state established,related accept # handle 4",
        f"{T}{T}iif \"lo\" accept # handle 5",
        f"{T}{T}ip saddr 10.40.0.0/16 tcp dport 22 accept # handle 6",
        f"{T}{T}tcp dport {{ 80, 443 }} accept # handle 7",
        f"{T}{T}icmp type echo-request limit rate 5/second accept # handle 8",
        f"{T}{T}counter packets 18342 bytes 1102514 drop # handle 9",
        f"{T}}}",
        "",
        f"{T}chain forward {{ # handle 2",
        f"{T}{T}type filter hook forward priority filter; policy drop;",
        f"{T}}}",
        "",
        f"{T}chain output {{ # handle 3",
        f"{T}{T}type filter hook output priority filter; policy accept;",
        f"{T}}}",
        "}"])
    t3 = "\n".join([
        "table inet filter {",
        f"{T}chain input {{ # handle 1",
        f"{T}{T}type filter hook input priority filter; policy drop;",
        f"{T}{T}ct state established,related accept # handle 4",
        f"{T}{T}iif \"lo\" accept # handle 5",
        f"{T}{T}ip saddr 10.40.0.0/16 tcp dport 22 accept # handle 6",
        f"{T}{T}tcp dport {{ 80, 443 }} accept # handle 7",
        f"{T}{T}icmp type echo-request limit rate 5/second accept # handle 8",
        f"{T}{T}ip saddr 10.40.12.7 tcp dport 9100 counter packets 0 bytes 0 accept # handle 10",
        f"{T}{T}counter packets 18377 bytes 1104650 drop # handle 9",
        f"{T}}}",
        "}"])
    t5 = "\n".join([
        f"{T}{T}ip saddr 10.40.12.7 tcp dport 9100 counter packets 38 bytes 2640 accept # handle 10",
        f"{T}{T}counter packets 18421 bytes 1107022 drop # handle 9"])
    t8 = "\n".join([
        "table inet filter {",
        f"{T}chain input {{ # handle 1",
        f"{T}{T}type filter hook input priority filter; policy drop;",
        f"{T}{T}ct state established,related accept # handle 4",
        f"{T}{T}iif \"lo\" accept # handle 5",
        f"{T}{T}ip saddr 10.40.8.0/22 tcp dport 22 accept # handle 6",
        f"{T}{T}tcp dport {{ 80, 443 }} accept # handle 7",
        f"{T}{T}ip saddr 10.40.12.7 tcp dport 9100 counter packets 61 bytes 4238 accept # handle 10",
        f"{T}{T}counter packets 18468 bytes 1109771 drop # handle 9",
        f"{T}}}",
        "}"])
    t10 = "\n".join([
        "flush ruleset",
        "table inet filter {",
        f"{T}chain input {{",
        f"{T}{T}type filter hook input priority filter; policy drop;",
        f"{T}{T}ct state established,related accept"])
    t11 = "\n".join([
        f"{T}{T}ip saddr 10.40.12.7 tcp dport 9100 counter packets 74 bytes 5130 accept",
        f"{T}{T}counter packets 18503 bytes 1111902 drop",
        f"{T}}}",
        "}"])
    turns = [
        p.run("nft -a list table inet filter", t1),
        p.run("nft add rule inet filter input position 8 ip saddr 10.40.12.7 tcp dport 9100 counter accept"),
        p.run("nft -a list chain inet filter input", t3),
        p.run("sleep 30; ss -tn state established '( sport = :9100 )'", D("""
            Recv-Q Send-Q    Local Address:Port     Peer Address:Port Process
            0      0          10.40.3.21:9100       10.40.12.7:51844
        """), duration=32.0),
        p.run("nft -a list chain inet filter input | grep -E 'handle (9|10)$'", t5),
        p.run("nft replace rule inet filter input handle 6 ip saddr 10.40.8.0/22 tcp dport 22 accept"),
        p.run("nft delete rule inet filter input handle 8"),
        p.run("nft -a list chain inet filter input", t8),
        p.run("{ echo 'flush ruleset'; nft list ruleset; } > /etc/nftables.conf && nft -c -f /etc/nftables.conf && echo syntax-ok", "syntax-ok"),
        p.run("head -5 /etc/nftables.conf", t10),
        p.run("systemctl is-enabled nftables && systemctl restart nftables && nft list chain inet filter input | tail -4", "enabled\n" + t11, duration=2.0),
    ]
    return dict(state=st, turns=turns)


def t08() -> dict:
    # bad: openssl; turn 7's ls shows certs/telemetry-gw-07.pem with mtime 13:08, before the 14:06:51 `date` of turn 1 and the notBefore 14:08:03 of turn 5, though the file was written after both (the key next to it shows 14:07).
    p = Pane("lena", "pki-lab", "/home/lena/ca/intermediate")
    st = p.prompt
    subj = "/C=DE/O=Kelvin Fleet GmbH/OU=Telemetry/CN=telemetry-gw-07.fleet.kelvin.internal"
    turns = [
        p.run("date && ls -l --time-style=long-iso certs/ private/", D("""
            Thu Jun 12 14:06:51 UTC 2025
            certs/:
            total 16
            -rw-r--r-- 1 lena lena 4163 2025-05-30 09:12 ca-chain.pem
            -rw-r--r-- 1 lena lena 2102 2025-05-30 09:12 intermediate.pem
            -rw-r--r-- 1 lena lena 1395 2025-06-02 16:48 mqtt-broker-02.pem

            private/:
            total 8
            -rw------- 1 lena lena 3272 2025-05-30 09:10 intermediate.key
            -rw------- 1 lena lena  227 2025-06-02 16:47 mqtt-broker-02.key
        """)),
        p.run(f"mkdir -p csr && openssl ecparam -name prime256v1 -genkey -noout -out private/telemetry-gw-07.key && chmod 600 private/telemetry-gw-07.key && openssl req -new -key private/telemetry-gw-07.key -subj \"{subj}\" -addext \"subjectAltName=DNS:telemetry-gw-07.fleet.kelvin.internal,IP:10.88.7.7\" -out csr/telemetry-gw-07.csr"),
        p.run("openssl req -in csr/telemetry-gw-07.csr -noout -subject -verify", D("""
            Certificate request self-signature verify OK
            subject=C = DE, O = Kelvin Fleet GmbH, OU = Telemetry, CN = telemetry-gw-07.fleet.kelvin.internal
        """)),
        p.run("openssl x509 -req -in csr/telemetry-gw-07.csr -CA certs/intermediate.pem -CAkey private/intermediate.key -passin file:/run/user/1000/ca-pass -CAserial serial.txt -days 397 -sha256 -copy_extensions copy -out certs/telemetry-gw-07.pem", D("""
            Certificate request self-signature ok
            subject=C = DE, O = Kelvin Fleet GmbH, OU = Telemetry, CN = telemetry-gw-07.fleet.kelvin.internal
        """)),
        p.run("openssl x509 -in certs/telemetry-gw-07.pem -noout -serial -dates -ext subjectAltName", D("""
            serial=1A40
            notBefore=Jun 12 14:08:03 2025 GMT
            notAfter=Jul 14 14:08:03 2026 GMT
            X509v3 Subject Alternative Name:
                DNS:telemetry-gw-07.fleet.kelvin.internal, IP Address:10.88.7.7
        """)),
        p.run("openssl verify -CAfile certs/ca-chain.pem certs/telemetry-gw-07.pem", "certs/telemetry-gw-07.pem: OK"),
        p.run("cat serial.txt && ls -l --time-style=long-iso certs/ private/", D("""
            1A40
            certs/:
            total 20
            -rw-r--r-- 1 lena lena 4163 2025-05-30 09:12 ca-chain.pem
            -rw-r--r-- 1 lena lena 2102 2025-05-30 09:12 intermediate.pem
            -rw-r--r-- 1 lena lena 1395 2025-06-02 16:48 mqtt-broker-02.pem
            -rw-r--r-- 1 lena lena 1383 2025-06-12 13:08 telemetry-gw-07.pem

            private/:
            total 12
            -rw------- 1 lena lena 3272 2025-05-30 09:10 intermediate.key
            -rw------- 1 lena lena  227 2025-06-02 16:47 mqtt-broker-02.key
            -rw------- 1 lena lena  227 2025-06-12 14:07 telemetry-gw-07.key
        """)),
        p.run("mkdir -p bundle && cat certs/telemetry-gw-07.pem certs/ca-chain.pem > bundle/telemetry-gw-07-fullchain.pem && grep -c 'BEGIN CERTIFICATE' bundle/telemetry-gw-07-fullchain.pem", "3"),
        p.run("openssl x509 -in certs/telemetry-gw-07.pem -noout -issuer -fingerprint -sha256", D("""
            issuer=C = DE, O = Kelvin Fleet GmbH, CN = Kelvin Fleet Issuing CA 2025
            sha256 Fingerprint=4E:91:C2:07:3B:D8:5A:16:E0:7F:22:9C:B4:61:08:D3:5E:A7:F1:9B:0C:44:36:E2:8D:17:A5:C9:60:3F:B2:E8
        """)),
    ]
    return dict(state=st, turns=turns, bad=True, turn=7, kind="file mtime earlier than the clock read before it was created")

def lvm(s: str) -> str:
    """LVM reports and messages are indented by two spaces."""
    return "\n".join("  " + ln for ln in s.split("\n"))


def t09() -> dict:
    # bad: lvm; turn 8's lvs lists the thin volume as ci-runner-04 again, but turn 4 renamed it to archive-ci-runner-04 (and turn 5 listed it under the new name).
    p = Pane("root", "kvm-host-b", "/root")
    st = p.prompt
    turns = [
        p.run("lvs -o lv_name,vg_name,lv_attr,lv_size,data_percent vg_guests", lvm(D("""
              LV            VG        Attr       LSize   Data%
              ci-runner-03  vg_guests Vwi-aotz-- 120.00g 54.90
              ci-runner-04  vg_guests Vwi-a-tz-- 120.00g 12.06
              pgsql-replica vg_guests Vwi-aotz-- 250.00g 70.33
              pool0         vg_guests twi-aotz-- 800.00g 61.42
              win2019-build vg_guests Vwi-a-tz--  90.00g 88.17
        """))),
        p.run("virsh domblklist ci-runner-04", D("""
             Target   Source
            -----------------------------------------
             vda      /dev/vg_guests/ci-runner-04
             sda      -
        """)),
        p.run("virsh domstate ci-runner-04", "shut off\n"),
        p.run("lvrename vg_guests ci-runner-04 archive-ci-runner-04",
              '  Renamed "ci-runner-04" to "archive-ci-runner-04" in volume group "vg_guests"'),
        p.run("lvchange -an vg_guests/archive-ci-runner-04 && lvs -o lv_name,lv_attr,lv_size vg_guests", lvm(D("""
              LV                   Attr       LSize
              archive-ci-runner-04 Vwi---tz-- 120.00g
              ci-runner-03         Vwi-aotz-- 120.00g
              pgsql-replica        Vwi-aotz-- 250.00g
              pool0                twi-aotz-- 800.00g
              win2019-build        Vwi-a-tz--  90.00g
        """))),
        p.run("virt-xml ci-runner-04 --edit target=vda --disk path=/dev/vg_guests/archive-ci-runner-04",
              "Domain 'ci-runner-04' defined successfully."),
        p.run("lvextend -L +60G vg_guests/pgsql-replica", lvm(D("""
              Size of logical volume vg_guests/pgsql-replica changed from 250.00 GiB (64000 extents) to 310.00 GiB (79360 extents).
              Logical volume vg_guests/pgsql-replica successfully resized.
        """))),
        p.run("lvs -o lv_name,lv_attr,lv_size,data_percent,pool_lv vg_guests", lvm(D("""
              LV            Attr       LSize   Data%  Pool
              ci-runner-03  Vwi-aotz-- 120.00g 54.91  pool0
              ci-runner-04  Vwi---tz-- 120.00g        pool0
              pgsql-replica Vwi-aotz-- 310.00g 56.72  pool0
              pool0         twi-aotz-- 800.00g 61.43
              win2019-build Vwi-a-tz--  90.00g 88.17  pool0
        """))),
        p.run("virsh blockresize pgsql-replica vda 310G", "Block device 'vda' is resized"),
        p.run("virsh domblkinfo pgsql-replica vda --human", D("""
            Capacity:       310.000 GiB
            Allocation:     175.824 GiB
            Physical:       310.000 GiB
        """)),
    ]
    return dict(state=st, turns=turns, bad=True, turn=8, kind="renamed logical volume listed under its old name")


def t10() -> dict:
    # clean: redis-cli against a rate-limit/feature-flag db; counters incremented, a key expires with time, other tenants' keys come and go, db0 traffic moves.
    p = Pane("svc", "queue-worker-2", "/home/svc")
    st = p.prompt
    r = "redis-cli -h 10.12.0.31 -n 3"
    turns = [
        p.run(f"{r} INFO keyspace", D("""
            # Keyspace
            db0:keys=1842,expires=1790,avg_ttl=81234213
            db3:keys=57,expires=12,avg_ttl=512340
        """)),
        p.run(f"{r} --scan --pattern 'ratelimit:*'", D("""
            ratelimit:tenant:4410:min
            ratelimit:tenant:0937:min
            ratelimit:tenant:2288:min
        """)),
        p.run(f"{r} GET ratelimit:tenant:4410:min; {r} TTL ratelimit:tenant:4410:min", '"118"\n(integer) 41'),
        p.run(f"{r} INCRBY ratelimit:tenant:4410:min 5", "(integer) 123"),
        p.run(f"{r} HSET feature:flags:tenant:4410 bulk_export 1 beta_charts 0", "(integer) 1"),
        p.run(f"{r} HGETALL feature:flags:tenant:4410", D("""
            1) "sso"
            2) "1"
            3) "beta_charts"
            4) "0"
            5) "bulk_export"
            6) "1"
        """)),
        p.run(f"sleep 45; {r} EXISTS ratelimit:tenant:4410:min; {r} --scan --pattern 'ratelimit:*'", D("""
            (integer) 0
            ratelimit:tenant:2288:min
            ratelimit:tenant:5102:min
            ratelimit:tenant:0937:min
        """), duration=48.0),
        p.run(f"{r} DBSIZE", "(integer) 57"),
        p.run(f"{r} HGET feature:flags:tenant:4410 bulk_export; {r} CONFIG GET maxmemory-policy", D("""
            "1"
            1) "maxmemory-policy"
            2) "volatile-lru"
        """)),
        p.run(f"{r} INFO keyspace", D("""
            # Keyspace
            db0:keys=1907,expires=1855,avg_ttl=79811002
            db3:keys=57,expires=12,avg_ttl=498877
        """)),
    ]
    return dict(state=st, turns=turns)


def t11() -> dict:
    # clean: terraform (cloudflare provider); plan, apply adds two records and changes one, state mv renames an address, proxied DNS answers show edge IPs.
    p = Pane("kai", "infra-bastion", "/home/kai/tf/edge-dns")
    st = p.prompt
    zone = "3f2a91c0b7d84e6a9c15e0d2b8f47a13"
    plan = D(f"""
        data.cloudflare_zone.main: Reading...
        data.cloudflare_zone.main: Read complete after 1s [id={zone}]
        cloudflare_record.api: Refreshing state... [id=8b1d0e77c2a94f3b6e5d1c0a9f8e7d6c]
        cloudflare_record.status: Refreshing state... [id=c41f9a02e7b3d58c6a1e0f9d2b7c4a35]
        cloudflare_zone_settings_override.main: Refreshing state... [id={zone}]

        Terraform used the selected providers to generate the following execution
        plan. Resource actions are indicated with the following symbols:
          + create
          ~ update in-place

        Terraform will perform the following actions:

          # cloudflare_record.ingest will be created
          + resource "cloudflare_record" "ingest" {{
              + allow_overwrite = false
              + content         = "203.0.113.48"
              + created_on      = (known after apply)
              + hostname        = (known after apply)
              + id              = (known after apply)
              + metadata        = (known after apply)
              + modified_on     = (known after apply)
              + name            = "ingest"
              + proxiable       = (known after apply)
              + proxied         = true
              + ttl             = (known after apply)
              + type            = "A"
              + zone_id         = "{zone}"
            }}

          # cloudflare_record.ingest_v6 will be created
          + resource "cloudflare_record" "ingest_v6" {{
              + allow_overwrite = false
              + content         = "2001:db8:4c1::48"
              + created_on      = (known after apply)
              + hostname        = (known after apply)
              + id              = (known after apply)
              + metadata        = (known after apply)
              + modified_on     = (known after apply)
              + name            = "ingest"
              + proxiable       = (known after apply)
              + proxied         = true
              + ttl             = (known after apply)
              + type            = "AAAA"
              + zone_id         = "{zone}"
            }}

          # cloudflare_record.status will be updated in-place
          ~ resource "cloudflare_record" "status" {{
                id              = "c41f9a02e7b3d58c6a1e0f9d2b7c4a35"
                name            = "status"
              ~ proxied         = false -> true
                # (11 unchanged attributes hidden)
            }}

        Plan: 2 to add, 1 to change, 0 to destroy.

        ─────────────────────────────────────────────────────────────────────────────

        Note: You didn't use the -out option to save this plan, so Terraform can't
        guarantee to take exactly these actions if you run "terraform apply" now.
    """)
    turns = [
        p.run("terraform state list", D("""
            data.cloudflare_zone.main
            cloudflare_record.api
            cloudflare_record.status
            cloudflare_zone_settings_override.main
        """)),
        p.run("terraform plan -no-color", plan, duration=8.0),
        p.run("terraform apply -no-color -auto-approve 2>&1 | tail -8", D("""
            cloudflare_record.status: Modifying... [id=c41f9a02e7b3d58c6a1e0f9d2b7c4a35]
            cloudflare_record.ingest_v6: Creating...
            cloudflare_record.ingest: Creating...
            cloudflare_record.status: Modifications complete after 1s [id=c41f9a02e7b3d58c6a1e0f9d2b7c4a35]
            cloudflare_record.ingest: Creation complete after 1s [id=5e7d2c91a04b8f36d1e9c7a2b5f03d84]
            cloudflare_record.ingest_v6: Creation complete after 2s [id=a90c3e6f18d4b72e5c0a9d1f6b3e8c27]

            Apply complete! Resources: 2 added, 1 changed, 0 destroyed.
        """), duration=15.0),
        p.run("terraform state list", D("""
            data.cloudflare_zone.main
            cloudflare_record.api
            cloudflare_record.ingest
            cloudflare_record.ingest_v6
            cloudflare_record.status
            cloudflare_zone_settings_override.main
        """)),
        p.run("sed -i 's/\"ingest_v6\"/\"ingest_aaaa\"/' records.tf && terraform state mv cloudflare_record.ingest_v6 cloudflare_record.ingest_aaaa", D("""
            Move "cloudflare_record.ingest_v6" to "cloudflare_record.ingest_aaaa"
            Successfully moved 1 object(s).
        """), duration=3.0),
        p.run("terraform plan -no-color | tail -4", D("""
            No changes. Your infrastructure matches the configuration.

            Terraform has compared your real infrastructure against your configuration
            and found no differences, so no changes are needed.
        """), duration=8.0),
        p.run("terraform state show cloudflare_record.ingest_aaaa", D(f"""
            # cloudflare_record.ingest_aaaa:
            resource "cloudflare_record" "ingest_aaaa" {{
                allow_overwrite = false
                content         = "2001:db8:4c1::48"
                created_on      = "2025-07-08T11:24:57.381402Z"
                hostname        = "ingest.northwind-ops.net"
                id              = "a90c3e6f18d4b72e5c0a9d1f6b3e8c27"
                metadata        = {{
                    "auto_added"             = "false"
                    "managed_by_apps"        = "false"
                    "managed_by_argo_tunnel" = "false"
                }}
                modified_on     = "2025-07-08T11:24:57.381402Z"
                name            = "ingest"
                proxiable       = true
                proxied         = true
                tags            = []
                ttl             = 1
                type            = "AAAA"
                zone_id         = "{zone}"
            }}
        """), duration=2.0),
        p.run("dig +short A ingest.northwind-ops.net @1.1.1.1; dig +short AAAA ingest.northwind-ops.net @1.1.1.1", D("""
            104.21.58.117
            172.67.183.20
            2606:4700:3031::6815:3a75
            2606:4700:3036::ac43:b714
        """)),
        p.run('git status --short && git commit -qam "dns: add ingest A/AAAA, proxy status page" && git log --oneline -1', D("""
             M records.tf
            4be01d9 (HEAD -> main) dns: add ingest A/AAAA, proxy status page
        """)),
    ]
    return dict(state=st, turns=turns)


def sup(rows: list[tuple[str, str, str]]) -> str:
    return "\n".join(f"{n.ljust(32)} {s.ljust(10)} {d}" for n, s, d in rows)


def t12() -> dict:
    # bad: supervisord; turn 10's status shows flower RUNNING (old pid 2121), but turn 4 stopped it and turns 7-8 set autostart=false and re-added it, with no start since.
    p = Pane("root", "jobs-03", "/etc/supervisor/conf.d")
    st = p.prompt
    up = "uptime 12 days, "
    turns = [
        p.run("supervisorctl status", sup([
            ("celery-beat", "RUNNING", f"pid 2114, {up}4:18:09"),
            ("celery-worker:celery-worker_00", "RUNNING", f"pid 2117, {up}4:18:09"),
            ("celery-worker:celery-worker_01", "RUNNING", f"pid 2118, {up}4:18:09"),
            ("flower", "RUNNING", f"pid 2121, {up}4:18:08"),
            ("pdf-renderer", "FATAL", "Exited too quickly (process log may have details)")])),
        p.run("tail -n 9 /var/log/supervisor/pdf-renderer-stderr.log", D("""
              File "/srv/pdf-renderer/venv/lib/python3.11/site-packages/gunicorn/util.py", line 371, in import_app
                mod = importlib.import_module(module)
                      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
              File "/usr/lib/python3.11/importlib/__init__.py", line 126, in import_module
                return _bootstrap._gcd_import(name[level:], package, level)
                       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
              File "/srv/pdf-renderer/app/render.py", line 7, in <module>
                from weasyprint import HTML, CSS
            ModuleNotFoundError: No module named 'weasyprint'
        """)),
        p.run("/srv/pdf-renderer/venv/bin/pip install -q 'weasyprint==62.3' && /srv/pdf-renderer/venv/bin/python -c 'import weasyprint; print(weasyprint.__version__)'",
              "62.3", duration=25.0),
        p.run("supervisorctl stop flower", "flower: stopped", duration=2.0),
        p.run("supervisorctl start pdf-renderer", "pdf-renderer: started", duration=3.0),
        p.run("supervisorctl status", sup([
            ("celery-beat", "RUNNING", f"pid 2114, {up}4:21:40"),
            ("celery-worker:celery-worker_00", "RUNNING", f"pid 2117, {up}4:21:40"),
            ("celery-worker:celery-worker_01", "RUNNING", f"pid 2118, {up}4:21:40"),
            ("flower", "STOPPED", "Jul 21 10:14 AM"),
            ("pdf-renderer", "RUNNING", "pid 30418, uptime 0:00:07")])),
        p.run("sed -i 's/^autostart=true/autostart=false/' flower.conf && grep -n autostart flower.conf && supervisorctl reread",
              "6:autostart=false\nflower: changed"),
        p.run("supervisorctl update flower", "flower: stopped\nflower: updated process group", duration=2.0),
        p.run("supervisorctl restart 'celery-worker:*'", D("""
            celery-worker:celery-worker_00: stopped
            celery-worker:celery-worker_01: stopped
            celery-worker:celery-worker_00: started
            celery-worker:celery-worker_01: started
        """), duration=8.0),
        p.run("supervisorctl status", sup([
            ("celery-beat", "RUNNING", f"pid 2114, {up}4:24:55"),
            ("celery-worker:celery-worker_00", "RUNNING", "pid 30502, uptime 0:00:11"),
            ("celery-worker:celery-worker_01", "RUNNING", "pid 30503, uptime 0:00:11"),
            ("flower", "RUNNING", f"pid 2121, {up}4:24:54"),
            ("pdf-renderer", "RUNNING", "pid 30418, uptime 0:03:22")])),
        p.run("curl -s -o /dev/null -w '%{http_code}\\n' http://127.0.0.1:8030/healthz", "200"),
    ]
    return dict(state=st, turns=turns, bad=True, turn=10, kind="stopped program shown running with no start")

def t13() -> dict:
    # clean: docker compose; the api service is bumped to a new image tag and recreated (new container ID, new created time), db/cache untouched, old image removed.
    p = Pane("ravi", "build-07", "/home/ravi/svc/inventory-api")
    st = p.prompt
    img = "registry.internal:5000/inventory-api"
    hdr = ["NAME", "IMAGE", "COMMAND", "SERVICE", "CREATED", "STATUS", "PORTS"]
    cache = ["inventory-api-cache-1", "redis:7.2.5-alpine", '"docker-entrypoint.s…"', "cache", "3 weeks ago", "Up 3 weeks", "6379/tcp"]
    db = ["inventory-api-db-1", "postgres:16.3-alpine", '"docker-entrypoint.s…"', "db", "3 weeks ago", "Up 3 weeks (healthy)", "5432/tcp"]
    ps1 = cols([hdr, ["inventory-api-api-1", f"{img}:1.18.2", '"./entrypoint.sh ser…"', "api", "3 weeks ago", "Up 3 weeks (healthy)", "0.0.0.0:8088->8080/tcp"], cache, db])
    ps5 = cols([hdr, ["inventory-api-api-1", f"{img}:1.19.0", '"./entrypoint.sh ser…"', "api", "14 seconds ago", "Up 2 seconds (health: starting)", "0.0.0.0:8088->8080/tcp"]])
    ps9 = cols([hdr, ["inventory-api-api-1", f"{img}:1.19.0", '"./entrypoint.sh ser…"', "api", "About a minute ago", "Up About a minute (healthy)", "0.0.0.0:8088->8080/tcp"], cache, db])
    turns = [
        p.run("docker compose ps", ps1),
        p.run("docker ps -q --no-trunc --filter name=inventory-api-api-1 | cut -c1-12; grep -n 'image:' compose.yaml", D(f"""
            e8a1f0c3b27d
            4:    image: {img}:1.18.2
            15:    image: postgres:16.3-alpine
            24:    image: redis:7.2.5-alpine
        """)),
        p.run("sed -i '4s/1.18.2/1.19.0/' compose.yaml && docker compose pull api", D("""
            [+] Pulling 1/1
             ✔ api Pulled                                                              3.2s
        """), duration=6.0),
        p.run("docker compose up -d api", D("""
            [+] Running 3/3
             ✔ Container inventory-api-cache-1  Running                                0.0s
             ✔ Container inventory-api-db-1     Healthy                                0.5s
             ✔ Container inventory-api-api-1    Started                               11.4s
        """), duration=14.0),
        p.run("docker compose ps api", ps5),
        p.run("docker ps -q --no-trunc --filter name=inventory-api-api-1 | cut -c1-12", "3d7b92e45fa1"),
        p.run("docker compose logs --tail 6 api", D("""
            inventory-api-api-1  | 2025-08-04T09:12:41.233Z INFO  running migrations from /app/migrations
            inventory-api-api-1  | 2025-08-04T09:12:41.519Z INFO  applied 0031_stock_reservations.sql (286ms)
            inventory-api-api-1  | 2025-08-04T09:12:41.521Z INFO  schema at version 31
            inventory-api-api-1  | 2025-08-04T09:12:41.604Z INFO  http server listening addr=0.0.0.0:8080
            inventory-api-api-1  | 2025-08-04T09:12:47.011Z INFO  GET /healthz 200 1.2ms
            inventory-api-api-1  | 2025-08-04T09:12:52.016Z INFO  GET /healthz 200 0.9ms
        """)),
        p.run("curl -s localhost:8088/version", '{"version":"1.19.0","commit":"7f3e2a9","built":"2025-08-01T16:40:12Z"}'),
        p.run("docker compose ps", ps9),
        p.run(f"docker image ls {img}", cols([
            ["REPOSITORY", "TAG", "IMAGE ID", "CREATED", "SIZE"],
            [img, "1.19.0", "b61c8e0d4a27", "2 days ago", "142MB"],
            [img, "1.18.2", "9f02d7a1c5e8", "5 weeks ago", "139MB"]], minw=10)),
        p.run(f"docker image rm {img}:1.18.2", D(f"""
            Untagged: {img}:1.18.2
            Untagged: {img}@sha256:0c57e1a9d3f84b26e7a15c90d8f3b4e62a1d7c09f5b38e4a2d61c7f09e3b5a48
            Deleted: sha256:9f02d7a1c5e8b34d06a2f91c7e58d3b0a4f6e21c9d7b85a3f0e6c42d1b9a7e53
            Deleted: sha256:5a1e8c3f07d24b96e1c0a7d35f8b2e49c6d0a3f71e5b8c24d9f06a3e1c7b5d82
            Deleted: sha256:e27b0d94c5a13f8e6d2b70c14a9f3e58d1c6b7a02e4f95c3d8a1b60e7f2c4d19
        """), duration=2.0),
    ]
    return dict(state=st, turns=turns)


def t14() -> dict:
    # bad: kubectl; turn 8's jsonpath reads the deployment image back as pricing-svc:2.14.0, but turn 3 set it to 2.14.1 and turns 5-7 showed that rollout complete.
    p = Pane("noor", "ops-jump", "/home/noor")
    st = p.prompt
    k = "kubectl -n checkout"
    gh = "ghcr.io/larkspur-retail"
    turns = [
        p.run(f"{k} get deploy -o wide", cols([
            ["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE", "CONTAINERS", "IMAGES", "SELECTOR"],
            ["cart-api", "4/4", "4", "4", "214d", "cart-api", f"{gh}/cart-api:3.7.0", "app=cart-api"],
            ["pricing-svc", "3/3", "3", "3", "188d", "pricing-svc", f"{gh}/pricing-svc:2.14.0", "app=pricing-svc"],
            ["promo-engine", "2/2", "2", "2", "97d", "promo-engine", f"{gh}/promo-engine:1.3.5", "app=promo-engine"]], minw=6)),
        p.run(f"{k} rollout history deploy/pricing-svc", D("""
            deployment.apps/pricing-svc
            REVISION  CHANGE-CAUSE
            14        <none>
            15        <none>
            16        <none>
        """)),
        p.run(f"{k} set image deploy/pricing-svc pricing-svc={gh}/pricing-svc:2.14.1", "deployment.apps/pricing-svc image updated"),
        p.run(f'{k} annotate deploy/pricing-svc kubernetes.io/change-cause="bump to 2.14.1 (fix rounding of bundle discounts)"',
              "deployment.apps/pricing-svc annotated"),
        p.run(f"{k} rollout status deploy/pricing-svc --timeout=180s", D("""
            Waiting for deployment "pricing-svc" rollout to finish: 1 out of 3 new replicas have been updated...
            Waiting for deployment "pricing-svc" rollout to finish: 2 out of 3 new replicas have been updated...
            Waiting for deployment "pricing-svc" rollout to finish: 2 out of 3 new replicas have been updated...
            Waiting for deployment "pricing-svc" rollout to finish: 1 old replicas are pending termination...
            deployment "pricing-svc" successfully rolled out
        """), duration=75.0),
        p.run(f"{k} get pods -l app=pricing-svc -o wide", cols([
            ["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES"],
            ["pricing-svc-6c9f7d8b54-2xkqp", "1/1", "Running", "0", "71s", "10.244.3.118", "pool-std-8vcpu-k2m4q", "<none>", "<none>"],
            ["pricing-svc-6c9f7d8b54-dn7wl", "1/1", "Running", "0", "48s", "10.244.1.207", "pool-std-8vcpu-k2a7c", "<none>", "<none>"],
            ["pricing-svc-6c9f7d8b54-vh4rz", "1/1", "Running", "0", "26s", "10.244.5.64", "pool-std-8vcpu-k2x1n", "<none>", "<none>"]], minw=6)),
        p.run(f"{k} rollout history deploy/pricing-svc", D("""
            deployment.apps/pricing-svc
            REVISION  CHANGE-CAUSE
            14        <none>
            15        <none>
            16        <none>
            17        bump to 2.14.1 (fix rounding of bundle discounts)
        """)),
        p.run(f"{k} get deploy pricing-svc -o jsonpath='{{.spec.template.spec.containers[0].image}}{{\"\\n\"}}{{.metadata.generation}} {{.status.observedGeneration}} {{.status.updatedReplicas}}/{{.status.replicas}}{{\"\\n\"}}'",
              f"{gh}/pricing-svc:2.14.0\n23 23 3/3"),
        p.run(f"{k} logs deploy/pricing-svc --tail=4", D("""
            Found 3 pods, using pod/pricing-svc-6c9f7d8b54-2xkqp
            {"ts":"2025-07-29T13:42:10.118Z","level":"info","route":"POST /v1/quote","status":200,"dur_ms":14,"bundle":"BND-2207","lines":3}
            {"ts":"2025-07-29T13:42:10.561Z","level":"info","route":"POST /v1/quote","status":200,"dur_ms":11,"bundle":null,"lines":1}
            {"ts":"2025-07-29T13:42:11.032Z","level":"info","route":"GET /healthz","status":200,"dur_ms":0}
            {"ts":"2025-07-29T13:42:11.907Z","level":"info","route":"POST /v1/quote","status":200,"dur_ms":19,"bundle":"BND-0415","lines":5}
        """)),
        p.run(f"{k} top pods -l app=pricing-svc", cols([
            ["NAME", "CPU(cores)", "MEMORY(bytes)"],
            ["pricing-svc-6c9f7d8b54-2xkqp", "41m", "187Mi"],
            ["pricing-svc-6c9f7d8b54-dn7wl", "37m", "181Mi"],
            ["pricing-svc-6c9f7d8b54-vh4rz", "29m", "176Mi"]], minw=6)),
    ]
    return dict(state=st, turns=turns, bad=True, turn=8, kind="image set by the agent reads back as the previous tag")


def t15() -> dict:
    # bad: restic; turn 8's snapshot list for /srv/shares omits 5f0e2c86, which turn 3 saved and turns 5-6 confirmed (6 snapshots); forget only removed b12c47e9.
    p = Pane("root", "files-hq", "/root")
    st = p.prompt
    op = "repository 7d3e91ac opened (version 2, compression level auto)"

    def snaps(rows: list[tuple[str, str, str, str]]) -> str:
        w = max(len(r[2]) for r in rows) + 2
        sep = "-" * (45 + w + max(len(r[3]) for r in rows))
        out = [op, "ID        Time                 Host        " + "Tags".ljust(w) + "Paths", sep]
        out += [f"{i}  {t}  files-hq    {tags.ljust(w)}{path}" for i, t, tags, path in rows]
        n = len(rows)
        return "\n".join(out + [sep, f"{n} snapshots"])

    n1 = ("b12c47e9", "2025-09-07 01:30:04", "nightly", "/srv/shares")
    n2 = ("e8f03d5a", "2025-09-08 01:30:03", "nightly", "/srv/shares")
    n3 = ("4a6d90b1", "2025-09-09 01:30:05", "nightly", "/srv/shares")
    n4 = ("93cf28e0", "2025-09-10 01:30:04", "nightly", "/srv/shares")
    m1 = ("5f0e2c86", "2025-09-10 14:22:17", "manual,pre-upgrade", "/srv/shares")
    m2 = ("c27a8d14", "2025-09-10 14:25:03", "manual,pre-upgrade", "/etc/samba")
    fsep = "-" * 92

    def forget(dry: bool) -> str:
        keep = [f"{i}  {t}  files-hq    nightly     daily snapshot  {path}" for i, t, _, path in (n2, n3, n4)]
        out = [op, "Applying Policy: keep 3 daily snapshots",
               "snapshots for (host [files-hq], paths [/srv/shares]):", "keep 3 snapshots:",
               "ID        Time                 Host        Tags        Reasons         Paths", fsep, *keep, fsep, "3 snapshots", "",
               "remove 1 snapshots:", "ID        Time                 Host        Tags        Paths", "-" * 64,
               f"{n1[0]}  {n1[1]}  files-hq    nightly     {n1[3]}", "-" * 64, "1 snapshots", ""]
        if dry:
            out.append("Would have removed the following snapshots:\n{b12c47e9}")
        else:
            out.append("[0:00] 100.00%  1 / 1 files deleted")
        return "\n".join(out)

    env = "export RESTIC_REPOSITORY=sftp:backup@vault-02.lan:/srv/restic/files-hq RESTIC_PASSWORD_FILE=/root/.config/restic/pass"
    bk1 = "restic backup /srv/shares --tag manual --tag pre-upgrade --exclude-caches"
    turns = [
        p.run(f"{env} && restic snapshots --host files-hq", snaps([n1, n2, n3, n4]), duration=4.0),
        started(p, bk1, D(f"""
            {op}
            [0:00] 100.00%  1 / 1 index files loaded
            using parent snapshot 93cf28e0
            [1:12] 44.71%  412 files 611.244 MiB, total 119105 files 412.876 GiB, 0 errors ETA 1:26
        """), duration=75.0),
        finished(p, bk1, D(f"""
            {op}
            [0:00] 100.00%  1 / 1 index files loaded
            using parent snapshot 93cf28e0

            Files:         214 new,   389 changed, 118502 unmodified
            Dirs:           16 new,   102 changed,  9311 unmodified
            Added to the repository: 1.284 GiB (1.071 GiB stored)

            processed 119105 files, 412.876 GiB in 2:41
            snapshot 5f0e2c86 saved
        """), 100.0),
        p.run("restic backup /etc/samba --tag manual --tag pre-upgrade", D(f"""
            {op}
            [0:00] 100.00%  2 / 2 index files loaded
            no parent snapshot found, will read all files

            Files:           9 new,     0 changed,     0 unmodified
            Dirs:            4 new,     0 changed,     0 unmodified
            Added to the repository: 41.118 KiB (14.902 KiB stored)

            processed 9 files, 38.407 KiB in 0:00
            snapshot c27a8d14 saved
        """), duration=5.0),
        p.run("restic snapshots --tag manual", snaps([m1, m2])),
        p.run("restic check", D("""
            using temporary cache in /tmp/restic-check-cache-1839204711
            repository 7d3e91ac opened (version 2, compression level auto)
            created new cache in /tmp/restic-check-cache-1839204711
            create exclusive lock for repository
            load indexes
            [0:00] 100.00%  3 / 3 index files loaded
            check all packs
            check snapshots, trees and blobs
            [0:14] 100.00%  6 / 6 snapshots
            no errors were found
        """), duration=30.0),
        p.run("restic forget --tag nightly --keep-daily 3 --dry-run", forget(True), duration=4.0),
        p.run("restic forget --tag nightly --keep-daily 3 && restic snapshots --path /srv/shares",
              forget(False) + "\n" + snaps([n2, n3, n4]), duration=6.0),
        p.run("restic ls c27a8d14 /etc/samba", D(f"""
            {op}
            snapshot c27a8d14 of [/etc/samba] filtered by [/etc/samba] at 2025-09-10 14:25:03.402117311 +0000 UTC):
            /etc/samba
            /etc/samba/gdbcommands
            /etc/samba/lmhosts
            /etc/samba/shares.d
            /etc/samba/shares.d/finance.conf
            /etc/samba/smb.conf
            /etc/samba/smb.conf.bak-2025-06
            /etc/samba/tls
            /etc/samba/tls/ca.pem
            /etc/samba/tls/cert.pem
            /etc/samba/tls/key.pem
            /etc/samba/users.map
        """), duration=3.0),
    ]
    return dict(state=st, turns=turns, bad=True, turn=8, kind="snapshot saved earlier missing from the snapshot list")

def t16() -> dict:
    # clean: CSV housekeeping with wc/awk/sed/tar/find; an in-place sed grows one file, originals archived and removed, archive verified; a similarly named .partial file stays.
    p = Pane("marta", "analytics-vm", "/home/marta/exports")
    st = p.prompt
    turns = [
        p.run("ls -la --time-style=long-iso", D("""
            total 48132
            drwxr-xr-x  3 marta marta     4096 2025-10-02 08:14 .
            drwxr-x--- 14 marta marta     4096 2025-10-01 17:52 ..
            drwxr-xr-x  2 marta marta     4096 2025-09-30 23:10 archive
            -rw-r--r--  1 marta marta  8214530 2025-09-30 23:05 orders-2025-07.csv
            -rw-r--r--  1 marta marta  8870112 2025-09-30 23:06 orders-2025-08.csv
            -rw-r--r--  1 marta marta  9102554 2025-10-01 23:05 orders-2025-09.csv
            -rw-r--r--  1 marta marta   612004 2025-10-02 08:14 orders-2025-09.csv.partial
            -rw-r--r--  1 marta marta 22464901 2025-09-30 23:09 returns-2025-q3.csv
        """)),
        p.run("wc -l orders-2025-0*.csv", "\n".join(["   61204 orders-2025-07.csv", "   66118 orders-2025-08.csv", "   67942 orders-2025-09.csv", "  195264 total"])),
        p.run("head -3 orders-2025-09.csv", D("""
            order_id,created_at,store,sku,qty,unit_price,currency
            SO-2509-000001,2025-09-01T00:00:41Z,BER-02,KX-1044,2,19.90,EUR
            SO-2509-000002,2025-09-01T00:01:07Z,HAM-01,KX-2210,1,149.00,EUR
        """)),
        p.run("awk -F, 'NR>1 && $7!=\"EUR\"{c[$7]++} END{for(k in c) print k, c[k]}' orders-2025-09.csv", "GBP 77\nCHF 412"),
        p.run("sed -i 's/,CHF$/,CHF_CONV_PENDING/' orders-2025-09.csv && grep -c ',CHF_CONV_PENDING$' orders-2025-09.csv && wc -l orders-2025-09.csv",
              "412\n67942 orders-2025-09.csv"),
        p.run("tar -czf archive/orders-2025-q3.tar.gz orders-2025-0[789].csv && tar -tzvf archive/orders-2025-q3.tar.gz", D("""
            -rw-r--r-- marta/marta 8214530 2025-09-30 23:05 orders-2025-07.csv
            -rw-r--r-- marta/marta 8870112 2025-09-30 23:06 orders-2025-08.csv
            -rw-r--r-- marta/marta 9107910 2025-10-02 08:21 orders-2025-09.csv
        """), duration=4.0),
        p.run("rm orders-2025-0[789].csv && ls -l --time-style=long-iso . archive/", D("""
            .:
            total 22544
            drwxr-xr-x 2 marta marta     4096 2025-10-02 08:21 archive
            -rw-r--r-- 1 marta marta   612004 2025-10-02 08:14 orders-2025-09.csv.partial
            -rw-r--r-- 1 marta marta 22464901 2025-09-30 23:09 returns-2025-q3.csv

            archive/:
            total 5600
            -rw-r--r-- 1 marta marta 5731190 2025-10-02 08:21 orders-2025-q3.tar.gz
        """)),
        p.run("mkdir -p /tmp/verify && tar -xzf archive/orders-2025-q3.tar.gz -C /tmp/verify && wc -l /tmp/verify/*.csv", "\n".join(["   61204 /tmp/verify/orders-2025-07.csv", "   66118 /tmp/verify/orders-2025-08.csv",
                         "   67942 /tmp/verify/orders-2025-09.csv", "  195264 total"]), duration=2.0),
        p.run("find . -maxdepth 1 -name 'orders-*' -printf '%f %s\\n'", "orders-2025-09.csv.partial 612004"),
        p.run("sha256sum archive/orders-2025-q3.tar.gz | tee archive/orders-2025-q3.tar.gz.sha256",
              "6c1d0e9a4f27b8c35e90d1f4a7b62c08e3d5f19a2b47c6e0d8f31a5b9c24e7d0  archive/orders-2025-q3.tar.gz"),
    ]
    return dict(state=st, turns=turns)


def cargo_tests(hashid: str, failed: bool, secs: str, compile_line: str) -> str:
    names = ["codec::tests::rejects_bad_magic", "codec::tests::rejects_oversized_frame", "codec::tests::roundtrip_empty",
             "codec::tests::roundtrip_large_frame", "codec::tests::roundtrip_small", "ring::tests::drain_in_order",
             "ring::tests::drain_more_than_len", "ring::tests::is_empty_after_full_drain", "ring::tests::len_after_partial_drain",
             "ring::tests::push_until_full", "ring::tests::wraps_at_capacity", "stats::tests::ewma_converges",
             "stats::tests::histogram_buckets", "stats::tests::p99_on_small_sample"]
    out = [compile_line, f"     Running unittests src/lib.rs (target/debug/deps/tidepool-{hashid})", "", "running 14 tests"]
    for n in names:
        bad = failed and n in ("ring::tests::len_after_partial_drain", "ring::tests::is_empty_after_full_drain")
        out.append(f"test {n} ... {'FAILED' if bad else 'ok'}")
    out.append("")
    if failed:
        out += ["failures:", "",
                "---- ring::tests::is_empty_after_full_drain stdout ----",
                "thread 'ring::tests::is_empty_after_full_drain' panicked at src/ring.rs:201:9:",
                "assertion failed: r.is_empty()", "",
                "---- ring::tests::len_after_partial_drain stdout ----",
                "thread 'ring::tests::len_after_partial_drain' panicked at src/ring.rs:188:9:",
                "assertion `left == right` failed", "  left: 5", " right: 3",
                "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace", "", "",
                "failures:", "    ring::tests::is_empty_after_full_drain", "    ring::tests::len_after_partial_drain", "",
                f"test result: FAILED. 12 passed; 2 failed; 0 ignored; 0 measured; 0 filtered out; finished in {secs}", "",
                "error: test failed, to rerun pass `--lib`"]
    else:
        out += [f"test result: ok. 14 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in {secs}"]
    return "\n".join(out)


def t17() -> dict:
    # clean: cargo; failing ring-buffer tests fixed with sed, clippy, version bump to 0.6.3 (test binary hash changes), commit and tag.
    p = Pane("yuki", "devbox", "/home/yuki/src/tidepool")
    st = p.prompt
    comp = "   Compiling tidepool v0.6.2 (/home/yuki/src/tidepool)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in {t}"
    turns = [
        p.run("cargo test --lib", cargo_tests("3f9c2a7d1e0b5c48", True, "0.02s", comp.format(t="7.84s")), duration=15.0),
        p.run("sed -n '96,105p' src/ring.rs", D("""
                pub fn drain(&mut self, n: usize) -> Vec<T> {
                    let n = n.min(self.len());
                    let mut out = Vec::with_capacity(n);
                    for i in 0..n {
                        let idx = (self.head + i) % self.cap;
                        out.push(self.buf[idx].take().expect("slot filled"));
                    }
                    self.head = self.head + n;
                    out
                }
        """).replace("\n", "\n    ").join(["    ", ""])),
        p.run("sed -i '103s/self.head = self.head + n;/self.head = (self.head + n) % self.cap;/' src/ring.rs && sed -n '103p' src/ring.rs",
              "        self.head = (self.head + n) % self.cap;"),
        p.run("cargo test --lib", cargo_tests("3f9c2a7d1e0b5c48", False, "0.01s", comp.format(t="2.13s")), duration=10.0),
        p.run("cargo clippy --all-targets -- -D warnings", D("""
                Checking tidepool v0.6.2 (/home/yuki/src/tidepool)
                Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.97s
        """).replace("Checking", "    Checking", 1).replace("\nFinished", "\n    Finished"), duration=8.0),
        p.run("sed -i 's/^version = \"0.6.2\"/version = \"0.6.3\"/' Cargo.toml && cargo build --release", D("""
               Compiling tidepool v0.6.3 (/home/yuki/src/tidepool)
                Finished `release` profile [optimized] target(s) in 12.41s
        """).replace("Compiling", "   Compiling", 1).replace("\n Finished", "\n    Finished"), duration=20.0),
        p.run("cargo test --lib", cargo_tests("8e21d4b0c97a3f16", False, "0.01s",
                                             "   Compiling tidepool v0.6.3 (/home/yuki/src/tidepool)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 2.58s"), duration=10.0),
        p.run("git diff --stat", "\n".join([" Cargo.lock  | 2 +-", " Cargo.toml  | 2 +-", " src/ring.rs | 2 +-",
                                             " 3 files changed, 3 insertions(+), 3 deletions(-)"])),
        p.run('git commit -qam "ring: wrap head on drain; bump 0.6.3" && git tag v0.6.3 && git log --oneline --decorate -3', D("""
            6a0e4d2 (HEAD -> main, tag: v0.6.3) ring: wrap head on drain; bump 0.6.3
            d17b3c9 (origin/main, origin/HEAD) ring: add drain() for batch consumers
            82fe0a1 (tag: v0.6.2) codec: reject frames over 16 MiB
        """)),
    ]
    return dict(state=st, turns=turns)


NGINX_CONF = """upstream partners_backend {
    least_conn;
    server 10.30.4.11:9081 max_fails=3 fail_timeout=15s;
    server 10.30.4.12:9081 max_fails=3 fail_timeout=15s;
    server 10.30.4.13:9081 backup;
    keepalive 32;
}

server {
    listen 443 ssl;
    http2 on;
    server_name partners.quillmark.io;

    ssl_certificate     /etc/ssl/quillmark/partners.fullchain.pem;
    ssl_certificate_key /etc/ssl/quillmark/partners.key;

    client_max_body_size 25m;

    location /api/ {
        proxy_pass http://partners_backend;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_read_timeout 60s;
    }

    location /uploads/ {
        proxy_pass http://partners_backend;
        proxy_request_buffering off;
        proxy_read_timeout 300s;
    }
}"""


def t18() -> dict:
    # bad: nginx; turn 7's grep shows proxy_read_timeout 120s on line 31 of partners.conf, but turn 1 printed 300s there and the only edit (turn 4) touched line 17.
    p = Pane("root", "edge-proxy-2", "/etc/nginx")
    st = p.prompt
    err = [
        ("10:02:14", "884213", "41283584", "198.51.100.23"),
        ("10:07:51", "884690", "38797312", "198.51.100.23"),
        ("10:19:03", "885977", "52428800", "203.0.113.140"),
        ("10:26:40", "886502", "41283584", "198.51.100.23"),
    ]
    errlog = "\n".join(
        f"2025/11/03 {t} [error] 1187#1187: *{c} client intended to send too large body: {b} bytes, client: {ip}, server: partners.quillmark.io, request: \"POST /uploads/batch HTTP/2.0\", host: \"partners.quillmark.io\""
        for t, c, b, ip in err)
    turns = [
        p.run("cat sites-available/partners.conf", NGINX_CONF),
        p.run("tail -n 4 /var/log/nginx/error.log", errlog),
        p.run("grep -rn client_max_body_size /etc/nginx/", D("""
            /etc/nginx/nginx.conf:38:\tclient_max_body_size 10m;
            /etc/nginx/sites-available/partners.conf:17:    client_max_body_size 25m;
        """)),
        p.run("sed -i '17s/25m/64m/' sites-available/partners.conf && sed -n '17p' sites-available/partners.conf",
              "    client_max_body_size 64m;"),
        p.run("nginx -t", D("""
            nginx: the configuration file /etc/nginx/nginx.conf syntax is ok
            nginx: configuration file /etc/nginx/nginx.conf test is successful
        """)),
        p.run("systemctl reload nginx && systemctl status nginx --no-pager | head -14", D("""
            ● nginx.service - A high performance web server and a reverse proxy server
                 Loaded: loaded (/lib/systemd/system/nginx.service; enabled; preset: enabled)
                 Active: active (running) since Mon 2025-10-27 06:12:44 UTC; 1 week 0 days ago
                   Docs: man:nginx(8)
                Process: 52207 ExecReload=/usr/sbin/nginx -g daemon on; master_process on; -s reload (code=exited, status=0/SUCCESS)
               Main PID: 1186 (nginx)
                  Tasks: 5 (limit: 4557)
                 Memory: 14.9M
                    CPU: 6min 31.402s
                 CGroup: /system.slice/nginx.service
                         ├─ 1186 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"
                         ├─52208 "nginx: worker process"
                         ├─52209 "nginx: worker process"
                         ├─52210 "nginx: worker process"
        """), duration=2.0),
        p.run("grep -n -A4 'location /uploads/' sites-available/partners.conf", D("""
            28:    location /uploads/ {
            29-        proxy_pass http://partners_backend;
            30-        proxy_request_buffering off;
            31-        proxy_read_timeout 120s;
            32-    }
        """)),
        p.run("curl -sk -o /dev/null -w '%{http_code} %{size_upload}\\n' --resolve partners.quillmark.io:443:127.0.0.1 -H \"Authorization: Bearer $PARTNER_TEST_TOKEN\" --data-binary @/root/test-40m.bin https://partners.quillmark.io/uploads/batch",
              "202 41943040", duration=6.0),
        p.run("tail -n 2 /var/log/nginx/access.log", D("""
            198.51.100.23 - - [03/Nov/2025:10:31:12 +0000] "POST /api/v2/orders HTTP/2.0" 201 512 "-" "quillmark-partner-sdk/4.2.0 (go1.22)"
            127.0.0.1 - - [03/Nov/2025:10:31:18 +0000] "POST /uploads/batch HTTP/2.0" 202 88 "-" "curl/8.5.0"
        """)),
    ]
    return dict(state=st, turns=turns, bad=True, turn=7, kind="file content differs between two reads with no write in between")

def t19() -> dict:
    # clean: networking on a VPN gateway; a secondary IPv4 is added, unbound restarted to listen on it (new pid), cached DNS TTL counts down, source address differs by interface.
    p = Pane("root", "vpn-gw-fra", "/root")
    st = p.prompt
    ss1 = D("""
        udp   UNCONN 0      0          10.99.0.1:53         0.0.0.0:*    users:(("unbound",pid=912,fd=5))
        udp   UNCONN 0      0            0.0.0.0:51820      0.0.0.0:*
        tcp   LISTEN 0      256        10.99.0.1:53         0.0.0.0:*    users:(("unbound",pid=912,fd=6))
    """)
    ss5 = D("""
        udp   UNCONN 0      0       203.0.113.78:53         0.0.0.0:*    users:(("unbound",pid=4471,fd=5))
        udp   UNCONN 0      0          10.99.0.1:53         0.0.0.0:*    users:(("unbound",pid=4471,fd=3))
        tcp   LISTEN 0      256     203.0.113.78:53         0.0.0.0:*    users:(("unbound",pid=4471,fd=6))
        tcp   LISTEN 0      256        10.99.0.1:53         0.0.0.0:*    users:(("unbound",pid=4471,fd=4))
    """)
    dig = "dig @10.99.0.1 +noall +answer +stats codeberg.org A"
    turns = [
        p.run("ip -br addr show", D("""
            lo               UNKNOWN        127.0.0.1/8 ::1/128
            ens3             UP             203.0.113.77/26 2001:db8:77::10/64 fe80::5054:ff:fe3a:91c2/64
            wg0              UNKNOWN        10.99.0.1/24
        """)),
        p.run("ip addr add 203.0.113.78/26 dev ens3 && ip -br addr show ens3",
              "ens3             UP             203.0.113.77/26 203.0.113.78/26 2001:db8:77::10/64 fe80::5054:ff:fe3a:91c2/64"),
        p.run("ss -tulpn | grep -E ':53 |:51820 '", ss1),
        p.run("printf 'server:\\n    interface: 203.0.113.78\\n    access-control: 198.51.100.0/24 allow\\n' > /etc/unbound/unbound.conf.d/public-secondary.conf && unbound-checkconf",
              "unbound-checkconf: no errors in /etc/unbound/unbound.conf"),
        p.run("systemctl restart unbound && ss -tulpn | grep ':53 '", ss5, duration=3.0),
        p.run(dig, D("""
            codeberg.org.\t\t300\tIN\tA\t217.197.91.145
            ;; Query time: 38 msec
            ;; SERVER: 10.99.0.1#53(10.99.0.1) (UDP)
            ;; WHEN: Tue Nov 18 09:14:22 UTC 2025
            ;; MSG SIZE  rcvd: 57
        """)),
        p.run(dig, D("""
            codeberg.org.\t\t279\tIN\tA\t217.197.91.145
            ;; Query time: 0 msec
            ;; SERVER: 10.99.0.1#53(10.99.0.1) (UDP)
            ;; WHEN: Tue Nov 18 09:14:43 UTC 2025
            ;; MSG SIZE  rcvd: 57
        """)),
        p.run("ip route get 198.51.100.40", "198.51.100.40 via 203.0.113.65 dev ens3 src 203.0.113.77 uid 0\n    cache"),
        p.run("curl -s -4 https://ifconfig.io; curl -s -4 --interface 203.0.113.78 https://ifconfig.io", "203.0.113.77\n203.0.113.78", duration=3.0),
        p.run("journalctl -u unbound --no-pager -o cat -n 9", D("""
            Stopping unbound.service - Unbound DNS server...
            [912:0] info: service stopped (unbound 1.17.1).
            unbound.service: Deactivated successfully.
            Stopped unbound.service - Unbound DNS server.
            Starting unbound.service - Unbound DNS server...
            [4471:0] notice: init module 0: validator
            [4471:0] notice: init module 1: iterator
            [4471:0] info: start of service (unbound 1.17.1).
            Started unbound.service - Unbound DNS server.
        """)),
    ]
    return dict(state=st, turns=turns)


def borg_stats(name: str, fp: str, start: str, end: str, dur: str, nfiles: str,
               this: tuple[str, str, str], allv: tuple[str, str, str], chunks: tuple[str, str]) -> str:
    line = "-" * 78
    return "\n".join([
        line,
        "Repository: ssh://borg@backup-box.lan:2222/./media-srv",
        f"Archive name: {name}",
        f"Archive fingerprint: {fp}",
        f"Time (start): Tue, 2025-12-02 {start}",
        f"Time (end):   Tue, 2025-12-02 {end}",
        f"Duration: {dur}",
        f"Number of files: {nfiles}",
        "Utilization of max. archive size: 0%",
        line,
        "                       Original size      Compressed size    Deduplicated size",
        f"This archive:          {this[0]:>13}  {this[1]:>19}  {this[2]:>19}",
        f"All archives:          {allv[0]:>13}  {allv[1]:>19}  {allv[2]:>19}",
        "",
        "                       Unique chunks         Total chunks",
        f"Chunk index:           {chunks[0]:>13}  {chunks[1]:>19}",
        line])


def t20() -> dict:
    # bad: borg; turn 6's "All archives" original size is 278.23 GB, but turn 4 put it at 275.39 GB and the new archive adds 3.84 GB (= 279.23 GB); compressed/deduplicated totals do add up.
    p = Pane("root", "media-srv", "/root")
    st = p.prompt
    fp1 = "6b0f3c1d9e2a847f5c60b1e3d8a9f427c05e6d1b38a2f9c7e4d0b6a1f5c83e29"
    fp2 = "e1a94d07c3b85f2e69d0a14c7b3e58f20d6c9a1b47e3f05d28c6b9a0e4f71d35"
    fp3 = "0d7c2e91a5b34f68c1e0d9a27b5f3c84e6a1d09b2c7f45e38a0d6b19c5e2f7a4"
    env = "export BORG_REPO=ssh://borg@backup-box.lan:2222/./media-srv BORG_PASSCOMMAND='cat /root/.borg-pass'"
    c1 = "borg create --stats --compression zstd,6 --exclude '*/cache/*' ::photos-{now:%Y-%m-%d} /srv/media/photos"
    turns = [
        p.run(f"{env} && borg init --encryption=repokey-blake2", D("""
            By default repositories initialized with this version will produce security
            errors if written to with an older version (up to and including Borg 1.0.8).

            If you want to use these older versions, you can disable the check by running:
            borg upgrade --disable-tam ssh://borg@backup-box.lan:2222/./media-srv

            See https://borgbackup.readthedocs.io/en/stable/changes.html#pre-1-0-9-manifest-spoofing-vulnerability for details about the security implications.

            IMPORTANT: you will need both KEY AND PASSPHRASE to access this repo!
            If you used a repokey mode, the key is stored in the repo, but you should back it up separately.
            Use "borg key export" to export the key, optionally in printable format.
            Write down the passphrase. Store both at safe place(s).
        """), duration=5.0),
        p.run("borg key export :: /root/borg-media-srv.key && head -c 60 /root/borg-media-srv.key; echo",
              "BORG_KEY 9a3e71c05bd24f8e61a0c7d39f2b4e85a6c1d07e93b2f46a8d5"),
        p.run(c1, borg_stats("photos-2025-12-02", fp1, "21:05:12", "21:31:47", "26 minutes 35.08 seconds", "48213",
                             ("214.37 GB", "209.88 GB", "203.41 GB"), ("214.37 GB", "209.88 GB", "203.41 GB"), ("98241", "103987")), duration=1800.0),
        p.run("borg create --stats --compression zstd,6 ::music-{now:%Y-%m-%d} /srv/media/music",
              borg_stats("music-2025-12-02", fp2, "21:32:03", "21:40:19", "8 minutes 16.44 seconds", "17604",
                         ("61.02 GB", "58.77 GB", "58.12 GB"), ("275.39 GB", "268.65 GB", "261.53 GB"), ("127348", "133517")), duration=600.0),
        p.run("borg list", D(f"""
            photos-2025-12-02                    Tue, 2025-12-02 21:05:12 [{fp1}]
            music-2025-12-02                     Tue, 2025-12-02 21:32:03 [{fp2}]
        """), duration=3.0),
        p.run("borg create --stats --compression zstd,6 ::docs-{now:%Y-%m-%d} /srv/media/docs",
              borg_stats("docs-2025-12-02", fp3, "21:41:02", "21:42:37", "1 minutes 35.21 seconds", "26931",
                         ("3.84 GB", "2.91 GB", "2.77 GB"), ("278.23 GB", "271.56 GB", "264.30 GB"), ("151022", "157311")), duration=120.0),
        p.run("borg prune --list --dry-run --keep-daily 7 --keep-weekly 4 --glob-archives 'photos-*'",
              f"Keeping archive (rule: daily #1):        photos-2025-12-02                    Tue, 2025-12-02 21:05:12 [{fp1}]", duration=3.0),
        p.run("borg list ::docs-2025-12-02 --format '{mode} {user:6} {size:>10} {path}{NL}' | head -5", D("""
            drwxr-xr-x root            0 srv/media/docs
            drwxr-xr-x root            0 srv/media/docs/contracts
            -rw-r--r-- root       482113 srv/media/docs/contracts/2019-lease-warehouse-b.pdf
            -rw-r--r-- root      1907442 srv/media/docs/contracts/2021-insurance-renewal.pdf
            -rw-r--r-- root       233870 srv/media/docs/contracts/2023-nda-halvorsen.pdf
        """), duration=3.0),
    ]
    return dict(state=st, turns=turns, bad=True, turn=6, kind="repository total does not equal the sum of the archives")


def t21() -> dict:
    # bad: crontab; turn 7 shows the sla-report job at "30 7 * * 1-5", but turns 1 and 4 showed "30 6 * * 1-5" and the only change (turn 3-4) edited the pull-crm line and appended export-parquet.
    p = Pane("svc-etl", "etl-runner-1", "/home/svc-etl")
    st = p.prompt
    crm = "/opt/etl/bin/run-job pull-crm >> /var/log/etl/pull-crm.log 2>&1"
    crm2 = "flock -n /run/lock/etl-crm.lock /opt/etl/bin/run-job pull-crm >> /var/log/etl/pull-crm.log 2>&1"
    roll = "10 2 * * *    /opt/etl/bin/run-job nightly-rollup >> /var/log/etl/nightly-rollup.log 2>&1"
    sla = "30 6 * * 1-5  /opt/etl/bin/run-job sla-report --send >> /var/log/etl/sla-report.log 2>&1"
    sla_x = "30 7 * * 1-5  /opt/etl/bin/run-job sla-report --send >> /var/log/etl/sla-report.log 2>&1"
    prune = "0 4 * * 0     /opt/etl/bin/prune-staging --older-than 14d >> /var/log/etl/prune.log 2>&1"
    exp = "45 3 * * *    /opt/etl/bin/run-job export-parquet --dest s3://arcadia-etl-lake/daily >> /var/log/etl/export-parquet.log 2>&1"
    head = "# m h  dom mon dow   command\nMAILTO=\"\"\nSHELL=/bin/bash\nPATH=/usr/local/bin:/usr/bin:/bin\n\n"
    turns = [
        p.run("crontab -l", head + "\n".join([f"*/15 * * * *  {crm}", roll, sla, prune])),
        p.run("tail -n 5 /var/log/etl/nightly-rollup.log", D("""
            2025-12-09T02:10:01Z INFO  nightly-rollup: start (window 2025-12-08)
            2025-12-09T02:10:02Z INFO  nightly-rollup: acquiring advisory lock etl_rollup
            2025-12-09T02:10:32Z WARN  nightly-rollup: lock busy, held by pid 88213 (pull-crm, started 02:00:01Z)
            2025-12-09T02:11:02Z WARN  nightly-rollup: lock busy, held by pid 88213 (pull-crm, started 02:00:01Z)
            2025-12-09T02:11:32Z ERROR nightly-rollup: gave up after 90s waiting for lock etl_rollup; exit 75
        """)),
        p.run(f"crontab -l > /tmp/cron.bak && sed -e 's#^\\*/15 \\* \\* \\* \\*  /opt/etl/bin/run-job pull-crm#*/15 * * * *  flock -n /run/lock/etl-crm.lock /opt/etl/bin/run-job pull-crm#' /tmp/cron.bak > /tmp/cron.new && echo '{exp}' >> /tmp/cron.new && diff /tmp/cron.bak /tmp/cron.new",
              f"6c6\n< */15 * * * *  {crm}\n---\n> */15 * * * *  {crm2}\n9a10\n> {exp}"),
        p.run("crontab /tmp/cron.new && crontab -l | tail -n 5", "\n".join([f"*/15 * * * *  {crm2}", roll, sla, prune, exp])),
        p.run("/opt/etl/bin/run-job export-parquet --dest s3://arcadia-etl-lake/daily --dry-run", D("""
            2025-12-09T11:09:47Z INFO  export-parquet: dry run, nothing will be written
            2025-12-09T11:09:48Z INFO  export-parquet: table crm_contacts      -> 4 partitions, 1,284,117 rows
            2025-12-09T11:09:48Z INFO  export-parquet: table billing_events    -> 7 partitions, 9,402,551 rows
            2025-12-09T11:09:49Z INFO  export-parquet: table sla_measurements  -> 3 partitions,   211,806 rows
            2025-12-09T11:09:49Z INFO  export-parquet: would write 14 partitions to s3://arcadia-etl-lake/daily/dt=2025-12-08/
        """), duration=4.0),
        p.run("sleep 400; ls -l /run/lock/etl-crm.lock; date", "-rw-r--r-- 1 svc-etl svc-etl 0 Dec  9 11:15 /run/lock/etl-crm.lock\nTue Dec  9 11:16:31 UTC 2025", duration=405.0),
        p.run("crontab -l | grep -v '^#' | grep -c run-job; crontab -l | grep run-job",
              "\n".join(["4", f"*/15 * * * *  {crm2}", roll, sla_x, exp])),
        p.run("tail -n 3 /var/log/etl/pull-crm.log", D("""
            2025-12-09T11:00:02Z INFO  pull-crm: fetched 312 contacts (delta since 10:45:01Z), 0 errors
            2025-12-09T11:15:01Z INFO  pull-crm: start
            2025-12-09T11:15:38Z INFO  pull-crm: fetched 287 contacts (delta since 11:00:02Z), 0 errors
        """)),
    ]
    return dict(state=st, turns=turns, bad=True, turn=7, kind="unchanged crontab entry reads back with a different schedule")


def banner(msg: str) -> str:
    """ansible's 80-column task banner."""
    return msg + " " + "*" * max(3, 79 - len(msg))


def t22() -> dict:
    # clean: ansible; a user-provisioning playbook run three times (first creates, second idempotent, third applies a var change), per-host uids differ, ad-hoc checks.
    p = Pane("ops", "ctl-01", "/home/ops/ansible")
    st = p.prompt
    inv = "-i inventory/prod.ini"
    hosts = ("db-r1.prod.lan", "db-r2.prod.lan")

    def play(changed: dict[str, tuple[str, ...]]) -> str:
        tasks = [("Gathering Facts", "ok"), ("Ensure group deploy exists", "group"), ("Create deploy user", "user"),
                 ("Install authorized key", "key"), ("Allow deploy to restart patroni", "sudo")]
        out = ["", banner("PLAY [Provision deploy user]")]
        for i, (name, tag) in enumerate(tasks):
            out += ["", banner(f"TASK [{name}]")]
            order = hosts if i % 2 == 0 else hosts[::-1]
            for h in order:
                out.append(f"{'changed' if tag in changed[h] else 'ok'}: [{h}]")
        out += ["", banner("PLAY RECAP")]
        for h in hosts:
            out.append(f"{h.ljust(26)} : ok=5    changed={len(changed[h])}    unreachable=0    failed=0    skipped=0    rescued=0    ignored=0")
        return "\n".join(out)

    pb = f"ansible-playbook {inv} playbooks/deploy-user.yml --limit dbreplicas"
    turns = [
        p.run(f"ansible {inv} dbreplicas -m ping -o", "\n".join(
            f'{h} | SUCCESS => {{"ansible_facts": {{"discovered_interpreter_python": "/usr/bin/python3"}},"changed": false,"ping": "pong"}}' for h in hosts), duration=4.0),
        p.run(pb, play({h: ("group", "user", "key", "sudo") for h in hosts}), duration=25.0),
        p.run(f"ansible {inv} dbreplicas -a 'id deploy' -o", D("""
            db-r2.prod.lan | CHANGED | rc=0 | (stdout) uid=1203(deploy) gid=1203(deploy) groups=1203(deploy)
            db-r1.prod.lan | CHANGED | rc=0 | (stdout) uid=1201(deploy) gid=1201(deploy) groups=1201(deploy)
        """), duration=4.0),
        p.run(pb, play({h: () for h in hosts}), duration=20.0),
        p.run("sed -i 's/^deploy_shell: \\/bin\\/sh/deploy_shell: \\/bin\\/bash/' group_vars/dbreplicas.yml && grep -n deploy_ group_vars/dbreplicas.yml", D("""
            2:deploy_user: deploy
            3:deploy_shell: /bin/bash
            4:deploy_key_url: https://keys.internal.lan/deploy.pub
        """)),
        p.run(pb, play({h: ("user",) for h in hosts}), duration=20.0),
        p.run(f"ansible {inv} dbreplicas -a 'getent passwd deploy' -o", D("""
            db-r1.prod.lan | CHANGED | rc=0 | (stdout) deploy:x:1201:1201::/home/deploy:/bin/bash
            db-r2.prod.lan | CHANGED | rc=0 | (stdout) deploy:x:1203:1203::/home/deploy:/bin/bash
        """), duration=4.0),
        p.run(f"ansible {inv} db-r2.prod.lan -b -a 'sudo -l -U deploy'", D("""
            db-r2.prod.lan | CHANGED | rc=0 >>
            Matching Defaults entries for deploy on db-r2:
                env_reset, mail_badpass, secure_path=/usr/local/sbin\\:/usr/local/bin\\:/usr/sbin\\:/usr/bin\\:/sbin\\:/bin\\:/snap/bin, use_pty

            User deploy may run the following commands on db-r2:
                (root) NOPASSWD: /usr/bin/systemctl restart patroni, /usr/bin/systemctl status patroni
        """), duration=4.0),
        p.run("git status --short && git diff", D("""
             M group_vars/dbreplicas.yml
            diff --git a/group_vars/dbreplicas.yml b/group_vars/dbreplicas.yml
            index 3c1e0a2..9f7b4d1 100644
            --- a/group_vars/dbreplicas.yml
            +++ b/group_vars/dbreplicas.yml
            @@ -1,4 +1,4 @@
             ---
             deploy_user: deploy
            -deploy_shell: /bin/sh
            +deploy_shell: /bin/bash
             deploy_key_url: https://keys.internal.lan/deploy.pub
        """)),
    ]
    return dict(state=st, turns=turns)


ALL = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for i, fn in enumerate(ALL, 1):
        t = fn()
        rs.add(task="terminal", tid=f"h12-terminal-{i:02d}", system=SYSTEM, turns=t["turns"], state=t["state"],
               bad=t.get("bad", False), turn=t.get("turn"), kind=t.get("kind", "clean"))
    rs.write()


if __name__ == "__main__":
    main()
