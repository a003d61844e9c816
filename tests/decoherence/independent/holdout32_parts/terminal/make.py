# ruff: noqa: E501
"""Held-out set holdout32, terminal domain: 22 tmux-shell trajectories, 11 of them with exactly one contradiction.

Each function below builds one trajectory of a shell session that drives one command-line tool through a
single task; ``main`` adds them to a RowSet, which writes ``terminal_test.jsonl`` and ``labels.json`` next
to this file. Run it from the repository root with
``python3 -m tests.decoherence.independent.holdout32_parts.terminal.make``.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet, jblock

SYSTEM = """# Role and Objective

You are a **Terminal World Model**: a precise simulator of a Linux terminal running inside a tmux pane. Given the earlier turns of the session, the current screen and the next action, predict exactly what the pane shows once the keystrokes have been sent and the given duration has passed.

## Task Definition

Given:
1. **Historical Context**: the previous actions and observations of this terminal session
2. **Current Terminal State**: the visible screen, including the prompt
3. **User Action**: a JSON array of keystroke objects (`keystrokes`, `duration`)

Predict the **exact next terminal state**.

## State and Consistency

- Track the working directory (shown in the prompt), environment variables, files, installed packages, users, services, containers, virtual machines, volumes, queues, keys and every remote resource a CLI reports on.
- Whatever an earlier command created, changed, renamed or removed must read back that way later; identifiers, hashes, UUIDs, serials, PIDs and timestamps of things nobody touched stay exactly the same.
- Time moves forward: clocks, uptimes, counters and relative ages ("5 minutes ago") advance between turns, restarted processes get new PIDs, and live systems (queues, consumer lag, load) may change on their own where that is realistic.

## Execution

- Commands run when the keystrokes end with a newline; `C-c`, `C-d`, `C-z` and `C-l` are tmux control keys.
- Echo the typed command on the prompt line, then its stdout and stderr, then the next prompt. If the command is still running when the duration ends, show the output so far and no prompt; an empty `keystrokes` string means wait and show whatever has appeared since.
- Reproduce each tool's real output: column layout and alignment, units, rounding, progress lines, warnings, error messages and exit behaviour. Programs that print nothing on success print nothing.
- The screen holds about 40 lines; an empty action array asks for the task-completion confirmation.

## Output

Reply with the predicted screen content only, after **Environment Observation:**."""


class Sh(Pane):
    """A Pane whose outputs may be written as triple-quoted blocks that open with a newline."""

    def run(self, cmd: str, out: str = "", cd: str | None = None, duration: float = 1.0) -> tuple[str, str]:
        return super().run(cmd, out[1:] if out.startswith("\n") else out, cd=cd, duration=duration)


def start(p: Pane, cmd: str, partial: str, duration: float) -> tuple[str, str]:
    """Type a command whose output is still coming in when the screen is captured (no prompt yet)."""
    return jblock([{"keystrokes": cmd + "\n", "duration": duration}]), f"{p.prompt} {cmd}\n{partial.strip(chr(10))}"


def wait(p: Pane, cmd: str, screen: str, duration: float, done: bool = True) -> tuple[str, str]:
    """Wait on a running command; the screen still starts with the command line."""
    text = f"{p.prompt} {cmd}\n{screen.strip(chr(10))}" + (f"\n{p.prompt}" if done else "")
    return jblock([{"keystrokes": "", "duration": duration}]), text


def cols(rows: list[list[str]], sep: str = "  ") -> str:
    """Left-aligned columns, as `column -t` prints them."""
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return "\n".join(sep.join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in rows)


def grid(headers: list[str], rows: list[list[str]]) -> str:
    """The +---+ tables of incus: centred headers, left-aligned cells, a rule under every row."""
    widths = [max(len(h), *(len(r[i]) for r in rows)) + 2 for i, h in enumerate(headers)]
    rule = "+" + "+".join("-" * w for w in widths) + "+"
    out = [rule, "|" + "|".join(h.center(w) for h, w in zip(headers, widths)) + "|", rule]
    for r in rows:
        out.append("|" + "|".join((" " + c).ljust(w) for c, w in zip(r, widths)) + "|")
        out.append(rule)
    return "\n".join(out)


def duck(headers: list[str], types: list[str], rows: list[list[str]], right: set[int], note: str | None = None) -> str:
    """DuckDB's box-drawing result table (numbers right-aligned, text left-aligned)."""
    widths = [max(len(headers[i]), len(types[i]), *(len(r[i]) for r in rows), len(note or "") if len(headers) == 1 else 0) + 2
              for i in range(len(headers))]
    top = "┌" + "┬".join("─" * w for w in widths) + "┐"
    mid = "├" + "┼".join("─" * w for w in widths) + "┤"
    bot = "└" + "┴".join("─" * w for w in widths) + "┘"

    def line(cells: list[str], how: str) -> str:
        out = []
        for i, (c, w) in enumerate(zip(cells, widths)):
            if how == "c":
                out.append(c.center(w))
            elif i in right:
                out.append(c.rjust(w - 1) + " ")
            else:
                out.append(" " + c.ljust(w - 1))
        return "│" + "│".join(out) + "│"

    body = [top, line(headers, "c"), line(types, "c"), mid]
    body += [line(r, "v") for r in rows]
    if note:
        body.append(line([note], "c"))
    body.append(bot)
    return "\n".join(body)


# gh: clean
def t01_gh(rs: RowSet) -> None:
    p = Sh("mkovacs", "ws-mkovacs", "/home/mkovacs/src/tessera")
    state = p.prompt
    prs = [["#418", "build(deps): bump golang.org/x/net from 0.26.0 t...", "dependabot/go_modules/golang.org/x/net-...", "about 2 hours ago"],
           ["#416", "compactor: skip tombstoned blocks during merge", "jlin/compactor-tombstones", "about 1 day ago"],
           ["#413", "docs: document retention.period per tenant", "aokafor/docs-retention", "about 3 days ago"],
           ["#411", "querier: bound series per query (fixes #398)", "rprakash/series-limit", "about 5 days ago"],
           ["#407", "ci: split integration tests into 4 shards", "mkovacs/ci-shards", "about 8 days ago"],
           ["#402", "ingester: expose WAL replay progress metric", "jlin/wal-replay-metric", "about 13 days ago"],
           ["#395", "[WIP] object store: Azure Blob backend", "tvdberg/azure-backend", "about 1 month ago"]]
    hdr = ["ID", "TITLE", "BRANCH", "CREATED AT"]
    mine = ["#419", "wal: retry fsync on EINTR", "mkovacs/wal-fsync-retry", "about 2 minutes ago"]
    run = "https://github.com/tessera-labs/tessera/actions/runs/11264410233/job/"
    dco = ["✓", "DCO", "", "", "https://github.com/tessera-labs/tessera/pull/419/checks?check_run_id=31324584012"]
    lint = ["✓", "ci / lint (pull_request)", "", "41s", run + "31324585101"]
    unit = {False: ["*", "ci / unit (pull_request)", "", "", run + "31324585377"],
            True: ["✓", "ci / unit (pull_request)", "", "3m12s", run + "31324585377"]}
    integ = {(i, done): ["✓" if done else "*", f"ci / integration ({i}/4) (pull_request)", "", t if done else "", f"{run}3132458{5600 + i * 11}"]
             for i, t in ((1, "4m48s"), (2, "5m03s"), (3, "6m37s"), (4, "6m21s")) for done in (False, True)}

    def checks(rows: list[list[str]]) -> str:
        return cols([["", "NAME", "DESCRIPTION", "ELAPSED", "URL"]] + rows)

    turns = [
        p.run("gh pr list --limit 10", f"""

Showing 7 of 7 open pull requests in tessera-labs/tessera

{cols([hdr] + prs)}
"""),
        p.run("git log --oneline --decorate main..HEAD", """
c81f2e9 (HEAD -> mkovacs/wal-fsync-retry) wal: add fsync retry test with fault-injecting fs
5d07a3b wal: retry fsync on EINTR instead of failing the segment
e9b4410 wal: extract syncFile helper from segment.Close
"""),
        p.run("git push -u origin mkovacs/wal-fsync-retry", """
Enumerating objects: 23, done.
Counting objects: 100% (23/23), done.
Delta compression using up to 16 threads
Compressing objects: 100% (13/13), done.
Writing objects: 100% (14/14), 3.91 KiB | 3.91 MiB/s, done.
Total 14 (delta 9), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (9/9), completed with 8 local objects.
remote:
remote: Create a pull request for 'mkovacs/wal-fsync-retry' on GitHub by visiting:
remote:      https://github.com/tessera-labs/tessera/pull/new/mkovacs/wal-fsync-retry
remote:
To github.com:tessera-labs/tessera.git
 * [new branch]      mkovacs/wal-fsync-retry -> mkovacs/wal-fsync-retry
branch 'mkovacs/wal-fsync-retry' set up to track 'origin/mkovacs/wal-fsync-retry'.
""", duration=3.0),
        p.run('gh pr create --title "wal: retry fsync on EINTR" --body-file .github/pr-wal-fsync.md --label storage --reviewer jlin', """

Creating pull request for mkovacs/wal-fsync-retry into main in tessera-labs/tessera

https://github.com/tessera-labs/tessera/pull/419
""", duration=4.0),
        p.run("gh pr checks 419", f"""
Some checks are still pending
0 cancelled, 0 failing, 2 successful, 0 skipped, and 5 pending checks

{checks([unit[False], integ[1, False], integ[2, False], integ[3, False], integ[4, False], lint, dco])}
""", duration=2.0),
        p.run("gh pr list --limit 10", f"""

Showing 8 of 8 open pull requests in tessera-labs/tessera

{cols([hdr, mine] + prs)}
"""),
        p.run("gh pr checks 419", f"""
Some checks are still pending
0 cancelled, 0 failing, 5 successful, 0 skipped, and 2 pending checks

{checks([integ[3, False], integ[4, False], lint, dco, unit[True], integ[1, True], integ[2, True]])}
""", duration=2.0),
        p.run('gh pr edit 419 --title "wal: retry fsync on EINTR and EAGAIN" --add-label needs-review', """
https://github.com/tessera-labs/tessera/pull/419
""", duration=2.0),
        p.run("gh pr view 419", """
wal: retry fsync on EINTR and EAGAIN tessera-labs/tessera#419
Open • mkovacs wants to merge 3 commits into main from mkovacs/wal-fsync-retry • about 9 minutes ago
+148 -37 • ✓ Checks passing
Reviewers: jlin (Requested)
Labels: storage, needs-review


  ## What

  segment.Close and the periodic syncer now go through a single syncFile
  helper that retries fsync(2) up to 5 times when it returns EINTR or EAGAIN,
  with a 10 ms backoff. Any other error still marks the segment as corrupt.

  ## Why

  On XFS over dm-crypt we saw ingesters drop whole WAL segments after a
  spurious EINTR during SIGTERM handling (see #409).

  ## Testing

  • new TestSyncFileRetries uses a fault-injecting fs that fails the first
  3 calls
  • ran the chaos suite against a 3-node cluster for 2h, no segment loss


View this pull request on GitHub: https://github.com/tessera-labs/tessera/pull/419
""", duration=2.0),
        p.run("gh pr checks 419", f"""
All checks were successful
0 cancelled, 0 failing, 7 successful, 0 skipped, and 0 pending checks

{checks([lint, dco, unit[True], integ[1, True], integ[2, True], integ[3, True], integ[4, True]])}
""", duration=2.0),
    ]
    rs.add(task="terminal", tid="h32-terminal-01", system=SYSTEM, turns=turns, state=state)


# podman: bad
def t02_podman(rs: RowSet) -> None:
    p = Sh("ops", "edge-03", "/home/ops/stack", style="rhel")
    state = p.prompt
    fmt = "'{{.Name}} pid={{.State.Pid}} started={{.State.StartedAt}} restarts={{.RestartCount}}'"
    turns = [
        p.run("podman ps", """
CONTAINER ID  IMAGE                                  COMMAND               CREATED     STATUS               PORTS                   NAMES
9e3b1f7c2a40  docker.io/prom/node-exporter:v1.8.2    --path.rootfs=/ho...  3 days ago  Up 3 days            0.0.0.0:9100->9100/tcp  node-exporter
b72d04e9a1c5  docker.io/prom/prometheus:v2.54.1      --config.file=/et...  3 days ago  Up 3 days            0.0.0.0:9090->9090/tcp  prometheus
4f1c8a6d30e7  docker.io/grafana/grafana:11.2.2                             3 days ago  Up 3 days            0.0.0.0:3000->3000/tcp  grafana
e05a9c72bd18  docker.io/prom/alertmanager:v0.27.0    --config.file=/et...  3 days ago  Up 3 days (healthy)  0.0.0.0:9093->9093/tcp  alertmanager
"""),
        p.run(f"podman inspect --format {fmt} grafana prometheus", """
grafana pid=48213 started=2024-10-02 08:14:51.203184116 +0000 UTC restarts=0
prometheus pid=48077 started=2024-10-02 08:14:49.871930552 +0000 UTC restarts=0
"""),
        p.run("podman exec prometheus promtool check config /etc/prometheus/prometheus.yml", """
Checking /etc/prometheus/prometheus.yml
  SUCCESS: 2 rule files found
 SUCCESS: /etc/prometheus/prometheus.yml is valid prometheus config file syntax

Checking /etc/prometheus/rules/node.yml
  SUCCESS: 14 rules found

Checking /etc/prometheus/rules/edge.yml
  SUCCESS: 7 rules found

"""),
        p.run("podman restart prometheus", "prometheus", duration=3.0),
        p.run('podman ps --format "table {{.ID}} {{.Names}} {{.Status}}"', """
CONTAINER ID  NAMES          STATUS
9e3b1f7c2a40  node-exporter  Up 3 days
b72d04e9a1c5  prometheus     Up 6 seconds
4f1c8a6d30e7  grafana        Up 3 days
e05a9c72bd18  alertmanager   Up 3 days (healthy)
"""),
        p.run(f"podman inspect --format {fmt} grafana prometheus", """
grafana pid=48213 started=2024-10-02 08:14:51.203184116 +0000 UTC restarts=0
prometheus pid=731940 started=2024-10-05 10:23:58.440612873 +0000 UTC restarts=0
"""),
        p.run("ps -eo pid,etime,rss,args | grep -E '[g]rafana server|[p]rometheus --config'", """
  48391  3-02:09:31 214872 grafana server --homepath=/usr/share/grafana --config=/etc/grafana/grafana.ini --packaging=docker cfg:default.log.mode=console cfg:default.paths.data=/var/lib/grafana cfg:default.paths.logs=/var/log/grafana cfg:default.paths.plugins=/var/lib/grafana/plugins cfg:default.paths.provisioning=/etc/grafana/provisioning
 731940       00:24 188416 /bin/prometheus --config.file=/etc/prometheus/prometheus.yml --storage.tsdb.path=/prometheus --storage.tsdb.retention.time=30d --web.enable-lifecycle
"""),
        p.run("curl -s localhost:9090/-/ready", "Prometheus Server is Ready."),
        p.run("curl -s 'localhost:9090/api/v1/rules' | grep -o '\"health\":\"[a-z]*\"' | sort | uniq -c", """
     21 "health":"ok"
"""),
    ]
    rs.add(task="terminal", tid="h32-terminal-02", system=SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="PID of the grafana container process changed though only prometheus was restarted")


# kafka-topics / kafka-consumer-groups: clean
def t03_kafka(rs: RowSet) -> None:
    p = Sh("deploy", "kafka-util-1", "/opt/kafka")
    state = p.prompt
    bs = "--bootstrap-server kafka-0.kafka.svc:9092"
    layout = [(0, 1, "1,2,0"), (1, 2, "2,0,1"), (2, 0, "0,1,2"), (3, 1, "1,0,2"), (4, 2, "2,1,0"), (5, 0, "0,2,1")]

    def describe(retention: str) -> str:
        head = (f"Topic: orders.v2\tTopicId: q3Vb8kXJRmaE0w2nT5yL4g\tPartitionCount: 6\tReplicationFactor: 3\t"
                f"Configs: min.insync.replicas=2,cleanup.policy=delete,retention.ms={retention},segment.bytes=536870912,max.message.bytes=2097152")
        return head + "\n" + "\n".join(f"\tTopic: orders.v2\tPartition: {n}\tLeader: {ld}\tReplicas: {r}\tIsr: {r}" for n, ld, r in layout)

    members = ["billing-projector-0-6c1d2f0e-4b8a-4f7e-9d3c-2a5e7b9f1c04", "billing-projector-1-91e4a7b3-0c5d-4e28-a6f1-7d3b2c9e8a50",
               "billing-projector-2-3fa8c6d1-e27b-4a90-b5c4-0e1f9d6a2b73"]
    hosts = ["/10.42.3.17", "/10.42.5.9", "/10.42.1.22"]

    def group(offsets: list[tuple[int, int]]) -> str:
        out = ["", "", f"{'GROUP':<17} {'TOPIC':<9} {'PARTITION':<10} {'CURRENT-OFFSET':<15} {'LOG-END-OFFSET':<15} {'LAG':<15} {'CONSUMER-ID':<57} {'HOST':<11} CLIENT-ID"]
        for n, (cur, end) in enumerate(offsets):
            m = n // 2
            out.append(f"{'billing-projector':<17} {'orders.v2':<9} {n:<10} {cur:<15} {end:<15} {end - cur:<15} {members[m]:<57} {hosts[m]:<11} billing-projector-{m}")
        return "\n".join(out)

    first = [(18822410, 18822437), (18790155, 18790171), (18811902, 18811930), (18674021, 18803377), (18799643, 18799651), (18805517, 18805540)]
    later = [(18823062, 18823071), (18790811, 18790830), (18812540, 18812569), (18739880, 18804012), (18800301, 18800301), (18806160, 18806184)]
    topics = ["__consumer_offsets", "billing.invoices", "billing.invoices.retry", "inventory.adjustments", "orders.v2", "orders.v2.compacted", "shipping.labels"]
    turns = [
        p.run(f"bin/kafka-topics.sh {bs} --list", "\n".join(topics), duration=3.0),
        p.run(f"bin/kafka-topics.sh {bs} --describe --topic orders.v2", describe("604800000"), duration=3.0),
        p.run(f"bin/kafka-consumer-groups.sh {bs} --describe --group billing-projector", group(first), duration=4.0),
        p.run(f"bin/kafka-topics.sh {bs} --create --topic orders.v2.dlq --partitions 3 --replication-factor 3 --config retention.ms=1209600000",
              "Created topic orders.v2.dlq.", duration=3.0),
        p.run(f"bin/kafka-configs.sh {bs} --alter --entity-type topics --entity-name orders.v2 --add-config retention.ms=259200000",
              "Completed updating config for topic orders.v2.", duration=3.0),
        p.run(f"bin/kafka-consumer-groups.sh {bs} --describe --group billing-projector", group(later), duration=4.0),
        p.run(f"bin/kafka-topics.sh {bs} --describe --topic orders.v2", describe("259200000"), duration=3.0),
        p.run(f"bin/kafka-topics.sh {bs} --describe --topic orders.v2.dlq", """
Topic: orders.v2.dlq\tTopicId: Hc7nR2uZTe6pWq1x9LmA0w\tPartitionCount: 3\tReplicationFactor: 3\tConfigs: retention.ms=1209600000
\tTopic: orders.v2.dlq\tPartition: 0\tLeader: 2\tReplicas: 2,1,0\tIsr: 2,1,0
\tTopic: orders.v2.dlq\tPartition: 1\tLeader: 0\tReplicas: 0,2,1\tIsr: 0,2,1
\tTopic: orders.v2.dlq\tPartition: 2\tLeader: 1\tReplicas: 1,0,2\tIsr: 1,0,2
""", duration=3.0),
        p.run(f"bin/kafka-topics.sh {bs} --list", "\n".join(sorted(topics + ["orders.v2.dlq"])), duration=3.0),
    ]
    rs.add(task="terminal", tid="h32-terminal-03", system=SYSTEM, turns=turns, state=state)


# lvcreate / lvs / vgs: bad
def t04_lvm(rs: RowSet) -> None:
    p = Sh("root", "db-07", "/root")
    state = p.prompt
    turns = [
        p.run("vgs --units g", """
  VG      #PV #LV #SN Attr   VSize    VFree
  vg_data   2   3   0 wz--n- 3725.98g 1189.98g
  vg_sys    1   4   0 wz--n-  237.47g   48.00g
"""),
        p.run("lvs --units g", """
  LV      VG      Attr       LSize    Pool Origin Data%  Meta%  Move Log Cpy%Sync Convert
  backups vg_data -wi-ao----  800.00g
  pgdata  vg_data -wi-ao---- 1536.00g
  pgwal   vg_data -wi-ao----  200.00g
  home    vg_sys  -wi-ao----   40.00g
  root    vg_sys  -wi-ao----   96.00g
  swap    vg_sys  -wi-ao----   16.00g
  var     vg_sys  -wi-ao----   37.47g
"""),
        p.run("pvs --units g", """
  PV             VG      Fmt  Attr PSize    PFree
  /dev/nvme0n1p3 vg_sys  lvm2 a--   237.47g   48.00g
  /dev/sdb       vg_data lvm2 a--  1862.99g  126.99g
  /dev/sdc       vg_data lvm2 a--  1862.99g 1062.99g
"""),
        p.run("lvcreate -L 250G -n pgarchive vg_data", """
  Logical volume "pgarchive" created.
"""),
        p.run("mkfs.xfs -L pgarchive /dev/vg_data/pgarchive", """
meta-data=/dev/vg_data/pgarchive isize=512    agcount=4, agsize=16384000 blks
         =                       sectsz=4096  attr=2, projid32bit=1
         =                       crc=1        finobt=1, sparse=1, rmapbt=1
         =                       reflink=1    bigtime=1 inobtcount=1 nrext64=0
data     =                       bsize=4096   blocks=65536000, imaxpct=25
         =                       sunit=0      swidth=0 blks
naming   =version 2              bsize=4096   ascii-ci=0, ftype=1
log      =internal log           bsize=4096   blocks=32000, version=2
         =                       sectsz=4096  sunit=1 blks, lazy-count=1
realtime =none                   extsz=4096   blocks=0, rtextents=0
Discarding blocks...Done.
""", duration=5.0),
        p.run("vgs --units g", """
  VG      #PV #LV #SN Attr   VSize    VFree
  vg_data   2   4   0 wz--n- 3725.98g 989.98g
  vg_sys    1   4   0 wz--n-  237.47g  48.00g
"""),
        p.run("mkdir -p /srv/pgarchive && mount /dev/vg_data/pgarchive /srv/pgarchive && chown postgres:postgres /srv/pgarchive && df -h /srv/pgarchive", """
Filesystem                     Size  Used Avail Use% Mounted on
/dev/mapper/vg_data-pgarchive  250G  1.8G  249G   1% /srv/pgarchive
"""),
        p.run("lvs --units g vg_data", """
  LV        VG      Attr       LSize    Pool Origin Data%  Meta%  Move Log Cpy%Sync Convert
  backups   vg_data -wi-ao----  800.00g
  pgarchive vg_data -wi-ao----  250.00g
  pgdata    vg_data -wi-ao---- 1536.00g
  pgwal     vg_data -wi-ao----  200.00g
"""),
    ]
    rs.add(task="terminal", tid="h32-terminal-04", system=SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="VG free space fell by 200g although a 250G LV was created")


# helm: bad
def t05_helm(rs: RowSet) -> None:
    p = Sh("ci", "bastion-eu1", "/home/ci/deploy/payments")
    state = p.prompt

    def hlist(rev: str, updated: str) -> str:
        rows = [["NAME", "NAMESPACE", "REVISION", "UPDATED", "STATUS", "CHART", "APP VERSION"],
                ["ledger-api", "payments", rev, updated, "deployed", "ledger-api-2.7.1", "2.7.1"],
                ["ledger-worker", "payments", "9", "2024-09-30 16:44:51.902117734 +0000 UTC", "deployed", "ledger-worker-2.7.1", "2.7.1"],
                ["redis-cache", "payments", "3", "2024-06-11 08:03:29.55102186 +0000 UTC", "deployed", "redis-19.5.2", "7.2.5"]]
        widths = [max(len(r[i]) for r in rows) for i in range(7)]
        return "\n".join("\t".join(c.ljust(w) for c, w in zip(r, widths)) for r in rows)

    def history(rows: list[list[str]]) -> str:
        rows = [["REVISION", "UPDATED", "STATUS", "CHART", "APP VERSION", "DESCRIPTION"]] + rows
        widths = [max(len(r[i]) for r in rows) for i in range(6)]
        return "\n".join("\t".join(c.ljust(w) for c, w in zip(r, widths)) for r in rows)

    def values(replicas: int, memory: str) -> str:
        return f"""USER-SUPPLIED VALUES:
autoscaling:
  enabled: false
env:
  LEDGER_DB_POOL_SIZE: "20"
  LOG_LEVEL: info
  OTEL_EXPORTER_OTLP_ENDPOINT: http://otel-collector.observability:4317
image:
  repository: registry.fjordline.io/payments/ledger-api
  tag: 2.7.1
ingress:
  className: nginx-internal
  enabled: true
  hosts:
  - host: ledger.internal.fjordline.io
    paths:
    - path: /
      pathType: Prefix
podDisruptionBudget:
  minAvailable: 2
replicaCount: {replicas}
resources:
  limits:
    cpu: "1"
    memory: {memory}
  requests:
    cpu: 250m
    memory: 512Mi"""

    r11 = ["11", "Tue Sep 17 10:12:40 2024", "superseded", "ledger-api-2.6.3", "2.6.3", "Upgrade complete"]
    r12 = ["12", "Mon Sep 23 14:55:02 2024", "superseded", "ledger-api-2.7.0", "2.7.0", "Upgrade complete"]
    r13 = ["13", "Mon Sep 23 15:20:47 2024", "superseded", "ledger-api-2.6.3", "2.6.3", "Rollback to 11"]
    r14 = ["14", "Mon Sep 30 16:42:07 2024", "deployed", "ledger-api-2.7.1", "2.7.1", "Upgrade complete"]
    r14s = r14[:2] + ["superseded"] + r14[3:]
    r15 = ["15", "Thu Oct  3 09:21:44 2024", "deployed", "ledger-api-2.7.1", "2.7.1", "Upgrade complete"]
    pods = """NAME                          READY   STATUS    RESTARTS   AGE
ledger-api-7d9f6c5b8-2kxwq    1/1     Running   0          71s
ledger-api-7d9f6c5b8-8hzrm    1/1     Running   0          71s
ledger-api-7d9f6c5b8-cq4tn    1/1     Running   0          58s
ledger-api-7d9f6c5b8-mw7jd    1/1     Running   0          44s
ledger-api-7d9f6c5b8-v5lbp    1/1     Running   0          31s"""
    turns = [
        p.run("helm list -n payments", hlist("14", "2024-09-30 16:42:07.118043291 +0000 UTC")),
        p.run("helm get values ledger-api -n payments", values(3, "1Gi")),
        p.run("helm history ledger-api -n payments --max 4", history([r11, r12, r13, r14])),
        p.run("helm upgrade ledger-api fjordline/ledger-api -n payments --version 2.7.1 --reuse-values --set replicaCount=5 --set resources.limits.memory=1536Mi --wait --timeout 5m", """
Release "ledger-api" has been upgraded. Happy Helming!
NAME: ledger-api
LAST DEPLOYED: Thu Oct  3 09:21:44 2024
NAMESPACE: payments
STATUS: deployed
REVISION: 15
TEST SUITE: None
NOTES:
1. Get the application URL by running these commands:
  http://ledger.internal.fjordline.io/
""", duration=90.0),
        p.run("kubectl -n payments get pods -l app.kubernetes.io/instance=ledger-api", pods),
        p.run("helm history ledger-api -n payments --max 3", history([r13, r14s, r15])),
        p.run("kubectl -n payments get deploy ledger-api -o jsonpath='{.spec.replicas} {.spec.template.spec.containers[0].resources}'; echo", """
5 {"limits":{"cpu":"1","memory":"1536Mi"},"requests":{"cpu":"250m","memory":"512Mi"}}
"""),
        p.run("helm get values ledger-api -n payments", values(5, "1Gi")),
        p.run("helm list -n payments", hlist("15", "2024-10-03 09:21:44.270915508 +0000 UTC")),
    ]
    rs.add(task="terminal", tid="h32-terminal-05", system=SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="memory limit set with --set reads back as the old 1Gi in helm get values")


# dnf: clean
def t06_dnf(rs: RowSet) -> None:
    p = Sh("root", "build-f40", "/root", style="rhel")
    state = p.prompt
    rule = "=" * 80
    dash = "-" * 80

    def hist(rows: list[tuple[int, str, str, str, int]]) -> str:
        out = ["ID     | Command line               | Date and time    | Action(s)      | Altered",
               "-" * 80]
        for i, cmd, when, act, n in rows:
            out.append(f"{i:>6} | {cmd:<26} | {when} | {act:<14} | {n:>7}")
        return "\n".join(out)

    h36 = (36, "upgrade --refresh -y", "2024-10-07 07:15", "I, U", 58)
    h35 = (35, "install -y podman-compose", "2024-10-01 11:48", "Install", 3)
    h34 = (34, "remove -y cockpit-podman", "2024-09-27 16:02", "Removed", 1)
    h37 = (37, "install -y ripgrep fd-find", "2024-10-08 09:03", "Install", 2)
    h38 = (38, "remove -y fd-find", "2024-10-08 09:06", "Removed", 1)
    turns = [
        p.run("dnf repolist", """
repo id                                         repo name
copr:copr.fedorainfracloud.org:atim:lazygit     Copr repo for lazygit owned by atim
docker-ce-stable                                Docker CE Stable - x86_64
fedora                                          Fedora 40 - x86_64
fedora-cisco-openh264                           Fedora 40 openh264 (From Cisco) - x86_64
updates                                         Fedora 40 - x86_64 - Updates
"""),
        p.run("dnf info ripgrep", """
Last metadata expiration check: 0:38:12 ago on Tue 08 Oct 2024 08:24:51 AM UTC.
Available Packages
Name         : ripgrep
Version      : 14.1.1
Release      : 1.fc40
Architecture : x86_64
Size         : 1.7 M
Source       : rust-ripgrep-14.1.1-1.fc40.src.rpm
Repository   : updates
Summary      : Line-oriented search tool
URL          : https://crates.io/crates/ripgrep
License      : Unlicense OR MIT
Description  : ripgrep is a line-oriented search tool that recursively searches
             : the current directory for a regex pattern while respecting
             : gitignore rules. ripgrep has first class support on Windows,
             : macOS and Linux.
""", duration=3.0),
        p.run("dnf install -y ripgrep fd-find", f"""
Last metadata expiration check: 0:38:41 ago on Tue 08 Oct 2024 08:24:51 AM UTC.
Dependencies resolved.
{rule}
 Package            Architecture     Version                  Repository     Size
{rule}
Installing:
 fd-find            x86_64           10.1.0-1.fc40            updates       1.3 M
 ripgrep            x86_64           14.1.1-1.fc40            updates       1.7 M

Transaction Summary
{rule}
Install  2 Packages

Total download size: 3.0 M
Installed size: 9.2 M
Downloading Packages:
(1/2): fd-find-10.1.0-1.fc40.x86_64.rpm         4.1 MB/s | 1.3 MB     00:00
(2/2): ripgrep-14.1.1-1.fc40.x86_64.rpm         3.8 MB/s | 1.7 MB     00:00
{dash}
Total                                           4.6 MB/s | 3.0 MB     00:00
Running transaction check
Transaction check succeeded.
Running transaction test
Transaction test succeeded.
Running transaction
  Preparing        :                                                        1/1
  Installing       : ripgrep-14.1.1-1.fc40.x86_64                           1/2
  Installing       : fd-find-10.1.0-1.fc40.x86_64                           2/2
  Running scriptlet: fd-find-10.1.0-1.fc40.x86_64                           2/2
  Verifying        : fd-find-10.1.0-1.fc40.x86_64                           1/2
  Verifying        : ripgrep-14.1.1-1.fc40.x86_64                           2/2

Installed:
  fd-find-10.1.0-1.fc40.x86_64              ripgrep-14.1.1-1.fc40.x86_64

Complete!
""", duration=15.0),
        p.run("rg --version && fd --version", """
ripgrep 14.1.1

features:+pcre2
simd(compile):+SSE2,-SSSE3,-AVX2
simd(runtime):+SSE2,+SSSE3,+AVX2

PCRE2 10.44 is available (JIT is available)
fd 10.1.0
"""),
        p.run("dnf history list | head -5", hist([h37, h36, h35, h34])),
        p.run("dnf remove -y fd-find", f"""
Dependencies resolved.
{rule}
 Package           Architecture      Version                   Repository      Size
{rule}
Removing:
 fd-find           x86_64            10.1.0-1.fc40             @updates       3.9 M

Transaction Summary
{rule}
Remove  1 Package

Freed space: 3.9 M
Running transaction check
Transaction check succeeded.
Running transaction test
Transaction test succeeded.
Running transaction
  Preparing        :                                                        1/1
  Erasing          : fd-find-10.1.0-1.fc40.x86_64                           1/1
  Verifying        : fd-find-10.1.0-1.fc40.x86_64                           1/1

Removed:
  fd-find-10.1.0-1.fc40.x86_64

Complete!
""", duration=8.0),
        p.run("dnf history list | head -5", hist([h38, h37, h36, h35])),
        p.run("rpm -q ripgrep fd-find; command -v fd || echo 'fd: not on PATH'", """
ripgrep-14.1.1-1.fc40.x86_64
package fd-find is not installed
fd: not on PATH
"""),
    ]
    rs.add(task="terminal", tid="h32-terminal-06", system=SYSTEM, turns=turns, state=state)


# rabbitmqctl: clean
def t07_rabbitmq(rs: RowSet) -> None:
    p = Sh("root", "mq-1", "/root")
    state = p.prompt
    cmd = "rabbitmqctl list_queues -p /orders name messages messages_ready messages_unacknowledged consumers"

    def queues(rows: list[tuple[str, int, int, int]]) -> str:
        out = ["Timeout: 60.0 seconds ...", "Listing queues for vhost /orders ...",
               "name\tmessages\tmessages_ready\tmessages_unacknowledged\tconsumers"]
        for name, ready, unacked, consumers in rows:
            out.append(f"{name}\t{ready + unacked}\t{ready}\t{unacked}\t{consumers}")
        return "\n".join(out)

    turns = [
        p.run(cmd, queues([("orders.created.audit", 2214, 0, 1), ("invoices.render", 112, 30, 6), ("legacy.invoices.v1", 37, 0, 0),
                           ("invoices.retry", 318, 0, 0), ("orders.created", 0, 9, 4), ("payments.settled", 0, 0, 3)]), duration=2.0),
        p.run("rabbitmqctl purge_queue -p /orders invoices.retry", "Purging queue 'invoices.retry' in vhost '/orders' ...", duration=2.0),
        p.run("rabbitmqctl delete_queue -p /orders legacy.invoices.v1", """
Deleting queue 'legacy.invoices.v1' on vhost '/orders' ...
Queue was successfully deleted with 37 messages
""", duration=2.0),
        p.run(cmd, queues([("orders.created.audit", 2301, 0, 1), ("invoices.render", 81, 16, 6), ("invoices.retry", 4, 0, 0),
                           ("orders.created", 0, 3, 4), ("payments.settled", 0, 1, 3)]), duration=2.0),
        p.run('rabbitmqctl add_user billing-svc "$(cat /run/secrets/billing_mq_password)"', """
Adding user "billing-svc" ...
Done. Don't forget to grant the user permissions to some virtual hosts! See 'rabbitmqctl help set_permissions' to learn more.
""", duration=2.0),
        p.run("rabbitmqctl set_permissions -p /orders billing-svc '^billing\\..*' '^(billing|invoices)\\..*' '^invoices\\..*'",
              'Setting permissions for user "billing-svc" in vhost "/orders" ...', duration=2.0),
        p.run("rabbitmqctl set_user_tags billing-svc monitoring", 'Setting tags for user "billing-svc" to [monitoring] ...', duration=2.0),
        p.run("rabbitmqctl list_permissions -p /orders", """
Listing permissions for vhost "/orders" ...
user\tconfigure\twrite\tread
admin\t.*\t.*\t.*
orders-api\t^orders\\..*\t^orders\\..*\t^orders\\..*
invoice-worker\t^invoices\\..*\t^(invoices|orders)\\..*\t^(invoices|orders)\\..*
billing-svc\t^billing\\..*\t^(billing|invoices)\\..*\t^invoices\\..*
""", duration=2.0),
        p.run("rabbitmqctl list_users", """
Listing users ...
user\ttags
invoice-worker\t[]
billing-svc\t[monitoring]
orders-api\t[]
admin\t[administrator]
""", duration=2.0),
        p.run(cmd, queues([("orders.created.audit", 2388, 0, 1), ("invoices.render", 64, 22, 6), ("invoices.retry", 6, 0, 0),
                           ("orders.created", 0, 7, 4), ("payments.settled", 0, 0, 3)]), duration=2.0),
    ]
    rs.add(task="terminal", tid="h32-terminal-07", system=SYSTEM, turns=turns, state=state)


# virsh: bad
def t08_virsh(rs: RowSet) -> None:
    p = Sh("root", "kvm-host-02", "/root")
    state = p.prompt

    def dominfo(uuid: str, cpu: str, autostart: str) -> str:
        return f"""Id:             4
Name:           web-staging
UUID:           {uuid}
OS Type:        hvm
State:          running
CPU(s):         4
CPU time:       {cpu}
Max memory:     8388608 KiB
Used memory:    8388608 KiB
Persistent:     yes
Autostart:      {autostart}
Managed save:   no
Security model: apparmor
Security DOI:   0
Security label: libvirt-c7a9e2f4-51d3-4b8e-9f06-3e1d2a7b8c45 (enforcing)
"""

    turns = [
        p.run("virsh list --all", """
 Id   Name              State
----------------------------------
 1    dns-01            running
 3    gitlab-runner     running
 4    web-staging       running
 7    mon-01            running
 -    web-staging-old   shut off
 -    win11-test        shut off
"""),
        p.run("virsh dominfo web-staging", dominfo("c7a9e2f4-51d3-4b8e-9f06-3e1d2a7b8c45", "91824.3s", "disable")),
        p.run('virsh snapshot-create-as web-staging pre-php83 --description "before PHP 8.3 upgrade" --atomic',
              "Domain snapshot pre-php83 created", duration=12.0),
        p.run("virsh autostart web-staging", "Domain 'web-staging' marked as autostarted"),
        p.run("virsh dominfo web-staging", dominfo("c7a9e2f4-51d3-4b8e-9f60-3e1d2a7b8c45", "91871.9s", "enable")),
        p.run("virsh snapshot-list web-staging", """
 Name             Creation Time               State
-----------------------------------------------------
 pre-kernel-6.8   2024-08-19 21:04:12 +0200   running
 pre-php83        2024-10-04 10:17:36 +0200   running
"""),
        p.run("virsh domblklist web-staging", """
 Target   Source
---------------------------------------------------
 vda      /var/lib/libvirt/images/web-staging.qcow2
 sda      -
"""),
        p.run("virsh list --all --autostart", """
 Id   Name          State
------------------------------
 1    dns-01        running
 4    web-staging   running
 7    mon-01        running
"""),
    ]
    rs.add(task="terminal", tid="h32-terminal-08", system=SYSTEM, turns=turns, state=state, bad=True, turn=5,
           kind="domain UUID differs in one group from the earlier dominfo")


# at / atq / atrm: bad
def t09_at(rs: RowSet) -> None:
    p = Sh("nadia", "reports-01", "/home/nadia")
    state = p.prompt
    preamble_tail = """cd /home/nadia || {
\t echo 'Execution directory inaccessible' >&2
\t exit 1
}"""
    turns = [
        p.run("atq", """
21\tThu Oct 10 22:00:00 2024 a nadia
17\tFri Oct 11 02:00:00 2024 a nadia
19\tSat Oct 12 02:00:00 2024 a nadia
22\tMon Oct 14 06:30:00 2024 a nadia
14\tTue Oct 15 01:00:00 2024 a nadia
20\tTue Oct 15 23:45:00 2024 b nadia
"""),
        p.run("at -c 17 | tail -n 6", f"""
{preamble_tail}
/opt/reports/bin/run-monthly.sh --month 2024-09 --rerun >> /var/log/reports/monthly.log 2>&1

"""),
        p.run("at -c 19 | tail -n 6", f"""
{preamble_tail}
/opt/reports/bin/run-monthly.sh --month 2024-09 --rerun --skip-upload >> /var/log/reports/monthly.log 2>&1

"""),
        p.run("atrm 17 19"),
        p.run('echo "/opt/reports/bin/run-quarterly.sh --quarter 2024Q3 >> /var/log/reports/quarterly.log 2>&1" | at 03:30 Oct 14', """
warning: commands will be executed using /bin/sh
job 23 at Mon Oct 14 03:30:00 2024
"""),
        p.run("atq", """
21\tThu Oct 10 22:00:00 2024 a nadia
22\tMon Oct 14 06:30:00 2024 a nadia
23\tMon Oct 14 03:30:00 2024 a nadia
14\tTue Oct 15 01:00:00 2024 a nadia
20\tTue Oct 15 23:45:00 2024 b nadia
"""),
        p.run("atq -q a | sort -k1,1n", """
14\tTue Oct 15 01:00:00 2024 a nadia
19\tSat Oct 12 02:00:00 2024 a nadia
21\tThu Oct 10 22:00:00 2024 a nadia
22\tMon Oct 14 06:30:00 2024 a nadia
23\tMon Oct 14 03:30:00 2024 a nadia
"""),
    ]
    rs.add(task="terminal", tid="h32-terminal-09", system=SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="at job removed with atrm is listed again")


# ffmpeg / ffprobe: clean
def t10_ffmpeg(rs: RowSet) -> None:
    p = Sh("lea", "studio-nuc", "/home/lea/footage/2024-09-28")
    state = p.prompt
    cmd = "ffmpeg -hide_banner -i C0142.MP4 -map 0:v -map 0:a -c:v libx264 -preset slow -crf 20 -vf scale=1920:-2 -c:a aac -b:a 160k -movflags +faststart C0142_1080p.mp4"
    ffprobe = "ffprobe -v error -show_entries stream=index,codec_name,width,height,r_frame_rate,bit_rate:format=duration,size,bit_rate -of default=noprint_wrappers=1"
    x264 = "[libx264 @ 0x5603f1c2a9c0]"
    header = f"""Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'C0142.MP4':
  Metadata:
    major_brand     : XAVC
    minor_version   : 16785407
    compatible_brands: XAVCmp42iso2
    creation_time   : 2024-09-28T15:40:03.000000Z
  Duration: 00:02:12.13, start: 0.000000, bitrate: 96235 kb/s
  Stream #0:0[0x1](und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(tv, bt709/bt709/iec61966-2-4, progressive), 3840x2160 [SAR 1:1 DAR 16:9], 94562 kb/s, 29.97 fps, 29.97 tbr, 30k tbn (default)
      Metadata:
        creation_time   : 2024-09-28T15:40:03.000000Z
        handler_name    : Video Media Handler
        vendor_id       : [0][0][0][0]
        encoder         : AVC Coding
  Stream #0:1[0x2](und): Audio: pcm_s16be (twos / 0x736F7774), 48000 Hz, 2 channels, s16, 1536 kb/s (default)
      Metadata:
        creation_time   : 2024-09-28T15:40:03.000000Z
        handler_name    : Sound Media Handler
        vendor_id       : [0][0][0][0]
  Stream #0:2[0x3](und): Data: none (rtmd / 0x646D7472), 819 kb/s (default)
      Metadata:
        creation_time   : 2024-09-28T15:40:03.000000Z
        handler_name    : Timed Metadata Media Handler
        timecode        : 17:40:03;12
Stream mapping:
  Stream #0:0 -> #0:0 (h264 (native) -> h264 (libx264))
  Stream #0:1 -> #0:1 (pcm_s16be (native) -> aac (native))
Press [q] to stop, [?] for help
{x264} using SAR=1/1
{x264} using cpu capabilities: MMX2 SSE2Fast SSSE3 SSE4.2 AVX FMA3 BMI2 AVX2
{x264} profile High, level 4.0, 4:2:0, 8-bit
{x264} 264 - core 164 r3108 31e19f9 - H.264/MPEG-4 AVC codec - Copyleft 2003-2023 - http://www.videolan.org/x264.html - options: cabac=1 ref=5 deblock=1:0:0 analyse=0x3:0x113 me=umh subme=8 psy=1 psy_rd=1.00:0.00 mixed_ref=1 me_range=16 chroma_me=1 trellis=2 8x8dct=1 cqm=0 deadzone=21,11 fast_pskip=1 chroma_qp_offset=-2 threads=12 lookahead_threads=2 sliced_threads=0 nr=0 decimate=1 interlaced=0 bluray_compat=0 constrained_intra=0 bframes=3 b_pyramid=2 b_adapt=2 b_bias=0 direct=3 weightb=1 open_gop=0 weightp=2 keyint=250 keyint_min=25 scenecut=40 intra_refresh=0 rc_lookahead=50 rc=crf mbtree=1 crf=20.0 qcomp=0.60 qpmin=0 qpmax=69 qpstep=4 ip_ratio=1.40 aq=1:1.00
Output #0, mp4, to 'C0142_1080p.mp4':
  Metadata:
    major_brand     : XAVC
    minor_version   : 16785407
    compatible_brands: XAVCmp42iso2
    encoder         : Lavf60.16.100
  Stream #0:0(und): Video: h264 (avc1 / 0x31637661), yuv420p(tv, bt709/bt709/iec61966-2-4, progressive), 1920x1080 [SAR 1:1 DAR 16:9], q=2-31, 29.97 fps, 30k tbn (default)
      Metadata:
        creation_time   : 2024-09-28T15:40:03.000000Z
        handler_name    : Video Media Handler
        vendor_id       : [0][0][0][0]
        encoder         : Lavc60.31.102 libx264
      Side data:
        cpb: bitrate max/min/avg: 0/0/0 buffer size: 0 vbv_delay: N/A
  Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 160 kb/s (default)
      Metadata:
        creation_time   : 2024-09-28T15:40:03.000000Z
        handler_name    : Sound Media Handler
        vendor_id       : [0][0][0][0]
        encoder         : Lavc60.31.102 aac"""
    done = f"""{header}
[out#0/mp4 @ 0x5603f1c1e540] Starting second pass: moving the moov atom to the beginning of the file
[out#0/mp4 @ 0x5603f1c1e540] video:111004kB audio:2579kB subtitle:0kB other streams:0kB global headers:0kB muxing overhead: 0.161243%
frame= 3960 fps= 23 q=-1.0 Lsize=  113766kB time=00:02:12.08 bitrate=7056.1kbits/s speed=0.767x
{x264} frame I:19    Avg QP:17.42  size:213884
{x264} frame P:1046  Avg QP:20.11  size: 52217
{x264} frame B:2895  Avg QP:22.36  size: 17987
{x264} consecutive B-frames:  1.9%  3.1% 10.6% 84.4%
{x264} mb I  I16..4: 14.8% 71.2% 14.0%
{x264} mb P  I16..4:  2.6%  8.9%  0.9%  P16..4: 38.7% 12.1%  6.4%  0.0%  0.0%    skip:30.4%
{x264} mb B  I16..4:  0.2%  0.7%  0.1%  B16..8: 37.9%  4.2%  0.8%  direct: 3.3%  skip:52.8%  L0:42.6% L1:48.1% BI: 9.3%
{x264} 8x8 transform intra:70.3% inter:74.9%
{x264} direct mvs  spatial:99.6% temporal:0.4%
{x264} coded y,uvDC,uvAC intra: 63.1% 41.8% 9.7% inter: 17.4% 11.2% 0.6%
{x264} i16 v,h,dc,p: 26% 29% 12% 33%
{x264} i8 v,h,dc,ddl,ddr,vr,hd,vl,hu: 21% 19% 21%  5%  7%  7%  7%  6%  7%
{x264} i4 v,h,dc,ddl,ddr,vr,hd,vl,hu: 24% 22% 13%  6%  8%  8%  7%  6%  6%
{x264} i8c dc,h,v,p: 56% 19% 20%  5%
{x264} Weighted P-Frames: Y:3.8% UV:2.1%
{x264} ref P L0: 55.9% 14.6% 15.2%  6.3%  4.9%  3.1%
{x264} ref B L0: 85.4% 10.7%  3.9%
{x264} ref B L1: 95.8%  4.2%
{x264} kb/s:6880.52
[aac @ 0x5603f1c3b2c0] Qavg: 1124.803"""
    turns = [
        p.run("ls -lh", """
total 6.7G
-rw-r--r-- 1 lea lea 1.5G Sep 28 17:42 C0142.MP4
-rw-r--r-- 1 lea lea 1.9K Sep 28 17:42 C0142M01.XML
-rw-r--r-- 1 lea lea 2.8G Sep 28 18:05 C0143.MP4
-rw-r--r-- 1 lea lea 2.0K Sep 28 18:05 C0143M01.XML
-rw-r--r-- 1 lea lea 2.4G Sep 28 18:31 C0144.MP4
-rw-r--r-- 1 lea lea 1.9K Sep 28 18:31 C0144M01.XML
"""),
        p.run(f"{ffprobe} C0142.MP4", """
index=0
codec_name=h264
width=3840
height=2160
r_frame_rate=30000/1001
bit_rate=94562180
index=1
codec_name=pcm_s16be
r_frame_rate=0/0
bit_rate=1536000
index=2
codec_name=unknown
r_frame_rate=0/0
bit_rate=819200
duration=132.132000
size=1589470960
bit_rate=96235338
"""),
        start(p, cmd, header + "\nframe=  703 fps= 23 q=25.0 size=   17408kB time=00:00:23.35 bitrate=6107.4kbits/s speed=0.778x", 30.0),
        wait(p, cmd, header + "\nframe= 2101 fps= 23 q=25.0 size=   57856kB time=00:01:09.90 bitrate=6780.5kbits/s speed=0.777x", 60.0, done=False),
        wait(p, cmd, done, 90.0),
        p.run("ls -lh", """
total 6.8G
-rw-r--r-- 1 lea lea 1.5G Sep 28 17:42 C0142.MP4
-rw-r--r-- 1 lea lea 112M Oct  4 21:17 C0142_1080p.mp4
-rw-r--r-- 1 lea lea 1.9K Sep 28 17:42 C0142M01.XML
-rw-r--r-- 1 lea lea 2.8G Sep 28 18:05 C0143.MP4
-rw-r--r-- 1 lea lea 2.0K Sep 28 18:05 C0143M01.XML
-rw-r--r-- 1 lea lea 2.4G Sep 28 18:31 C0144.MP4
-rw-r--r-- 1 lea lea 1.9K Sep 28 18:31 C0144M01.XML
"""),
        p.run(f"{ffprobe} C0142_1080p.mp4", """
index=0
codec_name=h264
width=1920
height=1080
r_frame_rate=30000/1001
bit_rate=6880521
index=1
codec_name=aac
r_frame_rate=0/0
bit_rate=159996
duration=132.139000
size=116496384
bit_rate=7052959
"""),
    ]
    rs.add(task="terminal", tid="h32-terminal-10", system=SYSTEM, turns=turns, state=state)


# openssl: bad
def t11_openssl(rs: RowSet) -> None:
    p = Sh("sre", "pki-01", "/home/sre/ca/intermediate")
    state = p.prompt
    key = "private/grafana.internal.key.pem"
    csr = "csr/grafana.internal.csr.pem"
    crt = "certs/grafana.internal.cert.pem"
    loki = "V\t251103151109Z\t\t1A3E\tunknown\t/C=DE/O=Nordwerk GmbH/OU=Platform/CN=loki.internal.nordwerk.de"
    turns = [
        p.run("ls -l", """
total 48
drwxr-xr-x 2 sre sre 4096 Oct  2 15:11 certs
drwxr-xr-x 2 sre sre 4096 Sep 12 09:30 crl
-rw-r--r-- 1 sre sre    5 Oct  1 09:15 crlnumber
drwxr-xr-x 2 sre sre 4096 Oct  2 15:10 csr
-rw-r--r-- 1 sre sre 2893 Oct  2 15:11 index.txt
-rw-r--r-- 1 sre sre   21 Oct  2 15:11 index.txt.attr
-rw-r--r-- 1 sre sre 2784 Oct  2 15:11 index.txt.old
drwxr-xr-x 2 sre sre 4096 Oct  2 15:11 newcerts
-rw-r--r-- 1 sre sre 5104 Sep 12 09:30 openssl.cnf
drwx------ 2 sre sre 4096 Oct  2 15:10 private
-rw-r--r-- 1 sre sre    5 Oct  2 15:11 serial
-rw-r--r-- 1 sre sre    5 Oct  2 15:11 serial.old
"""),
        p.run("cat serial; tail -n 3 index.txt", f"""
1A3F
V\t251101140237Z\t\t1A3C\tunknown\t/C=DE/O=Nordwerk GmbH/OU=Platform/CN=vault.internal.nordwerk.de
R\t250927080412Z\t241001091522Z,superseded\t1A3D\tunknown\t/C=DE/O=Nordwerk GmbH/OU=Platform/CN=loki.internal.nordwerk.de
{loki}
"""),
        p.run(f"openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out {key} && chmod 400 {key}"),
        p.run(f'openssl req -new -key {key} -subj "/C=DE/O=Nordwerk GmbH/OU=Platform/CN=grafana.internal.nordwerk.de" -addext "subjectAltName=DNS:grafana.internal.nordwerk.de" -out {csr}'),
        p.run(f"openssl ca -config openssl.cnf -extensions server_cert -days 397 -notext -batch -passin file:/run/user/1000/ica.pass -in {csr} -out {crt}", """
Using configuration from openssl.cnf
Check that the request matches the signature
Signature ok
Certificate Details:
        Serial Number: 6719 (0x1a3f)
        Validity
            Not Before: Oct  9 13:02:41 2024 GMT
            Not After : Nov 10 13:02:41 2025 GMT
        Subject:
            countryName               = DE
            organizationName          = Nordwerk GmbH
            organizationalUnitName    = Platform
            commonName                = grafana.internal.nordwerk.de
        X509v3 extensions:
            X509v3 Basic Constraints:
                CA:FALSE
            X509v3 Subject Key Identifier:
                8B:2E:61:F0:4C:D9:37:A5:1E:C8:90:7B:52:3D:E4:A6:0F:19:C2:7D
            X509v3 Authority Key Identifier:
                3C:A1:5E:92:07:D4:6B:E8:F1:28:40:9C:B3:75:DA:0E:61:4F:2C:88
            X509v3 Key Usage: critical
                Digital Signature
            X509v3 Extended Key Usage:
                TLS Web Server Authentication
            X509v3 Subject Alternative Name:
                DNS:grafana.internal.nordwerk.de
Certificate is to be certified until Nov 10 13:02:41 2025 GMT (397 days)

Write out database with 1 new entries
Database updated
""", duration=2.0),
        p.run(f"openssl x509 -in {crt} -noout -serial -subject -issuer -dates -fingerprint -sha256", """
serial=1A3F
subject=C=DE, O=Nordwerk GmbH, OU=Platform, CN=grafana.internal.nordwerk.de
issuer=C=DE, O=Nordwerk GmbH, CN=Nordwerk Intermediate CA 2023
notBefore=Oct  9 13:02:41 2024 GMT
notAfter=Nov 10 13:02:41 2025 GMT
sha256 Fingerprint=4D:7A:0C:E2:91:5B:38:F6:A0:1D:C4:7E:62:B9:05:8F:D3:2A:71:E4:9C:06:BB:58:1F:A3:E7:40:2D:96:C1:7B
"""),
        p.run("cat serial; tail -n 2 index.txt", f"""
1A40
{loki}
V\t251110130241Z\t\t1A4F\tunknown\t/C=DE/O=Nordwerk GmbH/OU=Platform/CN=grafana.internal.nordwerk.de
"""),
        p.run(f"openssl verify -CAfile certs/ca-chain.cert.pem {crt} && sudo install -o root -g grafana -m 640 {crt} /etc/grafana/tls/grafana.crt && sudo install -o root -g grafana -m 640 {key} /etc/grafana/tls/grafana.key && sudo ls -l /etc/grafana/tls/", f"""
{crt}: OK
total 12
-rw-r----- 1 root grafana  968 Oct  9 15:04 grafana.crt
-rw-r----- 1 root grafana  241 Oct  9 15:04 grafana.key
-rw-r--r-- 1 root root    2738 Sep 12 09:41 nordwerk-ca-chain.pem
"""),
    ]
    rs.add(task="terminal", tid="h32-terminal-11", system=SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="serial of the newly issued certificate in index.txt differs from the serial openssl ca reported")


# fail2ban-client: clean
def t12_fail2ban(rs: RowSet) -> None:
    p = Sh("root", "mail-gw", "/root")
    state = p.prompt

    def sshd(failed: int, total_failed: int, banned: list[str], total_banned: int) -> str:
        return f"""Status for the jail: sshd
|- Filter
|  |- Currently failed:\t{failed}
|  |- Total failed:\t{total_failed}
|  `- Journal matches:\t_SYSTEMD_UNIT=sshd.service + _COMM=sshd
`- Actions
   |- Currently banned:\t{len(banned)}
   |- Total banned:\t{total_banned}
   `- Banned IP list:\t{' '.join(banned)}"""

    before = ["218.92.0.112", "61.177.172.140", "45.148.10.183", "183.81.169.238", "92.255.85.37", "141.98.11.92",
              "80.94.95.115", "218.92.0.118", "103.151.140.18", "193.32.162.74", "203.0.113.47", "165.232.109.54"]
    after = [ip for ip in before if ip != "203.0.113.47"] + ["180.101.88.228"]
    turns = [
        p.run("fail2ban-client status", """
Status
|- Number of jail:\t4
`- Jail list:\tdovecot, postfix, postfix-sasl, sshd
"""),
        p.run("fail2ban-client status sshd", sshd(7, 18342, before, 2210)),
        p.run("grep -F 203.0.113.47 /var/log/fail2ban.log | tail -n 4", """
2024-10-10 08:50:48,271 fail2ban.filter         [1184]: INFO    [sshd] Found 203.0.113.47 - 2024-10-10 08:50:48
2024-10-10 08:51:02,114 fail2ban.filter         [1184]: INFO    [sshd] Found 203.0.113.47 - 2024-10-10 08:51:01
2024-10-10 08:51:09,637 fail2ban.filter         [1184]: INFO    [sshd] Found 203.0.113.47 - 2024-10-10 08:51:09
2024-10-10 08:51:10,002 fail2ban.actions        [1184]: NOTICE  [sshd] Ban 203.0.113.47
"""),
        p.run("fail2ban-client set sshd unbanip 203.0.113.47", "1"),
        p.run("fail2ban-client set sshd addignoreip 203.0.113.47", """
These IP addresses/networks are ignored:
|- 127.0.0.1/8
|- ::1
`- 203.0.113.47
"""),
        p.run("fail2ban-client set postfix-sasl bantime 86400", "86400"),
        p.run("fail2ban-client status sshd", sshd(4, 18359, after, 2211)),
        p.run("tail -n 6 /var/log/fail2ban.log", """
2024-10-10 09:12:44,519 fail2ban.actions        [1184]: NOTICE  [sshd] Unban 203.0.113.47
2024-10-10 09:13:05,781 fail2ban.filter         [1184]: INFO    [sshd] Found 180.101.88.228 - 2024-10-10 09:13:05
2024-10-10 09:13:18,342 fail2ban.filter         [1184]: INFO    [sshd] Found 180.101.88.228 - 2024-10-10 09:13:18
2024-10-10 09:13:30,904 fail2ban.filter         [1184]: INFO    [sshd] Found 180.101.88.228 - 2024-10-10 09:13:30
2024-10-10 09:13:31,106 fail2ban.actions        [1184]: NOTICE  [sshd] Ban 180.101.88.228
2024-10-10 09:14:02,871 fail2ban.filter         [1184]: INFO    [postfix-sasl] Found 77.90.185.61 - 2024-10-10 09:14:02
"""),
    ]
    rs.add(task="terminal", tid="h32-terminal-12", system=SYSTEM, turns=turns, state=state)


# nmcli: bad
def t13_nmcli(rs: RowSet) -> None:
    p = Sh("root", "stor-node-3", "/root", style="rhel")
    state = p.prompt
    cons = """NAME                UUID                                  TYPE      DEVICE
ens192              0f3c5b7e-8a21-4d9e-b6c0-2e7f1a9d4c35  ethernet  ens192
Wired connection 1  3c1f7a52-6a4b-3b0e-9a4d-1f2e8c7d5b90  ethernet  ens224
lo                  b8e1a0f6-3d27-4c91-8e5a-7f2d0c6b1e43  loopback  lo"""
    turns = [
        p.run("nmcli connection show", cons),
        p.run("nmcli device status", """
DEVICE  TYPE      STATE                   CONNECTION
ens192  ethernet  connected               ens192
ens224  ethernet  connected               Wired connection 1
lo      loopback  connected (externally)  lo
"""),
        p.run('nmcli connection modify "Wired connection 1" connection.id storage-net'),
        p.run("nmcli connection modify storage-net ipv4.method manual ipv4.addresses 10.20.0.11/24 ipv4.never-default yes ipv6.method disabled 802-3-ethernet.mtu 9000"),
        p.run("nmcli connection up storage-net", "Connection successfully activated (D-Bus active path: /org/freedesktop/NetworkManager/ActiveConnection/7)", duration=3.0),
        p.run("ip -br addr show ens224; ip link show ens224 | head -n 1", """
ens224           UP             10.20.0.11/24
3: ens224: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 9000 qdisc mq state UP mode DEFAULT group default qlen 1000
"""),
        p.run("ping -c 3 -M do -s 8972 10.20.0.1", """
PING 10.20.0.1 (10.20.0.1) 8972(9000) bytes of data.
8980 bytes from 10.20.0.1: icmp_seq=1 ttl=64 time=0.412 ms
8980 bytes from 10.20.0.1: icmp_seq=2 ttl=64 time=0.298 ms
8980 bytes from 10.20.0.1: icmp_seq=3 ttl=64 time=0.344 ms

--- 10.20.0.1 ping statistics ---
3 packets transmitted, 3 received, 0% packet loss, time 2031ms
rtt min/avg/max/mdev = 0.298/0.351/0.412/0.047 ms
""", duration=3.0),
        p.run("nmcli connection show", cons),
        p.run("nmcli -g GENERAL.MTU,IP4.ADDRESS,IP4.GATEWAY device show ens224", """
9000
10.20.0.11/24

"""),
        p.run("ping -c 2 10.20.0.50", """
PING 10.20.0.50 (10.20.0.50) 56(84) bytes of data.
64 bytes from 10.20.0.50: icmp_seq=1 ttl=64 time=0.187 ms
64 bytes from 10.20.0.50: icmp_seq=2 ttl=64 time=0.164 ms

--- 10.20.0.50 ping statistics ---
2 packets transmitted, 2 received, 0% packet loss, time 1013ms
rtt min/avg/max/mdev = 0.164/0.175/0.187/0.011 ms
""", duration=2.0),
    ]
    rs.add(task="terminal", tid="h32-terminal-13", system=SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="renamed connection listed under its old name")


# duckdb: clean
def t14_duckdb(rs: RowSet) -> None:
    p = Sh("tomas", "analytics-lt", "/home/tomas/data/citibike")
    state = p.prompt
    span = "SELECT count(*) AS n, min(started_at) AS first_start, max(started_at) AS last_start FROM trips"
    span_h = (["n", "first_start", "last_start"], ["int64", "timestamp", "timestamp"])
    cols_ = [("ride_id", "VARCHAR"), ("rideable_type", "VARCHAR"), ("started_at", "TIMESTAMP"), ("ended_at", "TIMESTAMP"),
             ("start_station_name", "VARCHAR"), ("start_station_id", "VARCHAR"), ("end_station_name", "VARCHAR"),
             ("end_station_id", "VARCHAR"), ("start_lat", "DOUBLE"), ("start_lng", "DOUBLE"), ("end_lat", "DOUBLE"),
             ("end_lng", "DOUBLE"), ("member_casual", "VARCHAR")]
    describe = duck(["column_name", "column_type", "null", "key", "default", "extra"], ["varchar"] * 6,
                    [[c, t, "YES", "NULL", "NULL", "NULL"] for c, t in cols_], set())
    jun_jul, aug, short = 7924387, 4215388, 120529
    months = [("2024-05", 408, "16.9"), ("2024-06", 3782604, "17.3"), ("2024-07", 4061551, "17.8"), ("2024-08", 4174683, "17.1")]
    assert sum(m[1] for m in months) == jun_jul + aug - short
    monthly = ("SELECT strftime(started_at, '%Y-%m') AS month, count(*) AS trips, "
               "round(avg(epoch(ended_at - started_at)) / 60, 1) AS avg_min FROM trips GROUP BY ALL ORDER BY month")
    turns = [
        p.run("ls -lh", """
total 1.1G
-rw-r--r-- 1 tomas tomas 181M Jul  3 09:12 202406-citibike-tripdata.parquet
-rw-r--r-- 1 tomas tomas 194M Aug  2 10:40 202407-citibike-tripdata.parquet
-rw-r--r-- 1 tomas tomas 199M Sep  4 08:55 202408-citibike-tripdata.parquet
-rw-r--r-- 1 tomas tomas 477M Aug  2 10:58 trips.duckdb
"""),
        p.run('duckdb trips.duckdb -c "DESCRIBE trips"', describe),
        p.run(f'duckdb trips.duckdb -c "{span}"', duck(*span_h, [[str(jun_jul), "2024-05-31 23:56:12", "2024-07-31 23:59:57"]], {0}), duration=2.0),
        p.run("duckdb trips.duckdb -c \"INSERT INTO trips SELECT * FROM read_parquet('202408-citibike-tripdata.parquet')\"", duration=20.0),
        p.run(f'duckdb trips.duckdb -c "{span}"', duck(*span_h, [[str(jun_jul + aug), "2024-05-31 23:56:12", "2024-08-31 23:59:50"]], {0}), duration=2.0),
        p.run('duckdb trips.duckdb -c "SELECT count(*) AS short_trips FROM trips WHERE ended_at - started_at < INTERVAL 60 SECOND"',
              duck(["short_trips"], ["int64"], [[str(short)]], {0}), duration=2.0),
        p.run('duckdb trips.duckdb -c "DELETE FROM trips WHERE ended_at - started_at < INTERVAL 60 SECOND"', duration=5.0),
        p.run(f'duckdb trips.duckdb -c "{monthly}"',
              duck(["month", "trips", "avg_min"], ["varchar", "int64", "double"], [[m, str(n), a] for m, n, a in months], {1, 2}), duration=3.0),
        p.run("ls -lh trips.duckdb", "-rw-r--r-- 1 tomas tomas 781M Oct 11 14:22 trips.duckdb"),
    ]
    rs.add(task="terminal", tid="h32-terminal-14", system=SYSTEM, turns=turns, state=state)


# jq: clean
def t15_jq(rs: RowSet) -> None:
    import json

    p = Sh("amir", "ops-jump", "/home/amir/work/inventory")
    state = p.prompt
    raw = [("web-01", "prod", "10.10.1.11", "ubuntu-22.04", "web", False), ("web-02", "prod", "10.10.1.12", "ubuntu-22.04", "web", False),
           ("web-03", "prod", "10.10.1.13", "ubuntu-20.04", "web", True), ("api-01", "prod", "10.10.2.21", "ubuntu-22.04", "api", False),
           ("api-02", "prod", "10.10.2.22", "ubuntu-22.04", "api", False), ("db-01", "prod", "10.10.3.31", "debian-12", "postgres", False),
           ("db-02", "prod", "10.10.3.32", "debian-12", "postgres", False), ("cache-01", "prod", "10.10.4.41", "debian-12", "redis", False),
           ("web-stg-01", "staging", "10.20.1.11", "ubuntu-22.04", "web", False), ("api-stg-01", "staging", "10.20.2.21", "ubuntu-22.04", "api", False),
           ("db-stg-01", "staging", "10.20.3.31", "debian-12", "postgres", False), ("ci-01", "tooling", "10.30.0.11", "ubuntu-22.04", "ci", False),
           ("ci-02", "tooling", "10.30.0.12", "ubuntu-20.04", "ci", True), ("vpn-01", "tooling", "10.30.0.5", "debian-12", "wireguard", False)]
    hosts = []
    for name, env, ip, os_, role, decom in raw:
        h: dict[str, object] = {"name": name, "env": env, "ip": ip, "os": os_, "role": role}
        if decom:
            h["decommissioned"] = True
        hosts.append(h)
    doc: dict[str, object] = {"generated": "2024-09-30T11:02:17Z", "source": "netbox", "hosts": hosts}

    def size() -> int:
        return len(json.dumps(doc, indent=2)) + 1

    size0 = size()
    table1 = cols([[str(h["name"]), str(h["env"]), str(h["ip"]), str(h["os"]), "true" if h.get("decommissioned") else "false"] for h in hosts])
    hosts[:] = [h for h in hosts if not h.get("decommissioned")]
    size1 = size()
    for h in hosts:
        if h["env"] == "staging" and str(h["os"]).startswith("ubuntu"):
            h["os"] = "ubuntu-24.04"
    size2 = size()
    staging = "\n".join(json.dumps({"name": h["name"], "os": h["os"]}, separators=(",", ":")) for h in hosts if h["env"] == "staging")
    envs: dict[str, int] = {}
    for h in hosts:
        envs[str(h["env"])] = envs.get(str(h["env"]), 0) + 1
    table2 = cols(sorted(([str(h["name"]), str(h["env"]), str(h["ip"]), str(h["os"])] for h in hosts), key=lambda r: (r[1], r[0])))
    assert size2 == size1
    turns = [
        p.run("ls -l", f"""
total 24
-rw-r--r-- 1 amir amir  412 Sep 12 16:40 ansible.cfg
-rw-r--r-- 1 amir amir {size0:>4} Sep 30 13:02 hosts.json
-rwxr-xr-x 1 amir amir 2210 Sep 12 16:40 inventory.py
-rw-r--r-- 1 amir amir  968 Sep 12 16:40 README.md
"""),
        p.run("jq '.hosts | length' hosts.json", "14"),
        p.run("jq -r '.hosts[] | [.name, .env, .ip, .os, (.decommissioned // false)] | @tsv' hosts.json | column -t", table1),
        p.run("jq '.hosts |= map(select(.decommissioned != true))' hosts.json > hosts.tmp && mv hosts.tmp hosts.json"),
        p.run("jq '.hosts | length' hosts.json; ls -l hosts.json", f"""
12
-rw-r--r-- 1 amir amir {size1} Oct 11 10:14 hosts.json
"""),
        p.run("jq '(.hosts[] | select(.env == \"staging\" and (.os | startswith(\"ubuntu\"))) | .os) |= \"ubuntu-24.04\"' hosts.json > hosts.tmp && mv hosts.tmp hosts.json && jq -c '.hosts[] | select(.env == \"staging\") | {name, os}' hosts.json", staging),
        p.run("jq -r '.hosts | group_by(.env)[] | \"\\(.[0].env)\\t\\(length)\"' hosts.json", "\n".join(f"{e}\t{n}" for e, n in sorted(envs.items()))),
        p.run("jq -r '.hosts[] | [.name, .env, .ip, .os] | @tsv' hosts.json | sort -k2,2 -k1,1 | column -t", table2),
        p.run("ls -l hosts.json && jq -r '.generated, (.hosts | map(.os) | unique | join(\",\"))' hosts.json", f"""
-rw-r--r-- 1 amir amir {size2} Oct 11 10:16 hosts.json
2024-09-30T11:02:17Z
{",".join(sorted({str(h["os"]) for h in hosts}))}
"""),
    ]
    rs.add(task="terminal", tid="h32-terminal-15", system=SYSTEM, turns=turns, state=state)


# btrfs subvolume: bad
def t16_btrfs(rs: RowSet) -> None:
    p = Sh("root", "nas-01", "/root")
    state = p.prompt
    snaps = [(1388, 1819402, "2024-10-01 03:00:05", "01"), (1391, 1823077, "2024-10-02 03:00:04", "02"), (1394, 1826655, "2024-10-03 03:00:04", "03"),
             (1397, 1830318, "2024-10-04 03:00:06", "04"), (1400, 1833902, "2024-10-05 03:00:04", "05"), (1403, 1837561, "2024-10-06 03:00:05", "06"),
             (1406, 1841205, "2024-10-07 03:00:03", "07")]
    base = """ID 256 gen 1842217 top level 5 path @data
ID 257 gen 1842190 top level 5 path @media
ID 258 gen 1841205 top level 5 path @snapshots"""
    listing = base + "\n" + "\n".join(f"ID {i} gen {g} top level 258 path @snapshots/data-2024-10-{d}" for i, g, _, d in snaps)
    show = """@data
\tName: \t\t\t@data
\tUUID: \t\t\t5d2e9b14-7c3a-4f81-a06e-2b9d4e7f1c38
\tParent UUID: \t\t-
\tReceived UUID: \t\t-
\tCreation time: \t\t2023-03-18 14:02:51 +0100
\tSubvolume ID: \t\t256
\tGeneration: \t\t1842231
\tGen at creation: \t7
\tParent ID: \t\t5
\tTop level ID: \t\t5
\tFlags: \t\t\t-
\tSend transid: \t\t0
\tSend time: \t\t2023-03-18 14:02:51 +0100
\tReceive transid: \t0
\tReceive time: \t\t-
\tSnapshot(s):
""" + "\n".join(f"\t\t\t\t@snapshots/data-2024-10-{d}" for *_, d in snaps) + "\n\tQuota group:\t\tn/a"
    kept = [s for s in snaps if s[3] != "01"]
    ls_rows = [("186", "Sep 30 23:48", "02"), ("186", "Oct  2 21:05", "03"), ("186", "Oct  3 19:31", "04"), ("204", "Oct  4 17:12", "05"),
               ("204", "Oct  4 17:12", "06"), ("204", "Oct  6 22:40", "07"), ("204", "Oct  8 13:58", "08")]
    turns = [
        p.run("btrfs subvolume list /srv/pool", listing),
        p.run("btrfs subvolume show /srv/pool/@data", show),
        p.run("btrfs subvolume snapshot -r /srv/pool/@data /srv/pool/@snapshots/data-2024-10-08",
              "Create a readonly snapshot of '/srv/pool/@data' in '/srv/pool/@snapshots/data-2024-10-08'"),
        p.run("btrfs subvolume delete /srv/pool/@snapshots/data-2024-10-01",
              "Delete subvolume 1388 (no-commit): '/srv/pool/@snapshots/data-2024-10-01'"),
        p.run("ls -l /srv/pool/@snapshots", "total 0\n" + "\n".join(f"drwxr-xr-x 1 root root {sz} {t} data-2024-10-{d}" for sz, t, d in ls_rows)),
        p.run("btrfs subvolume list -s /srv/pool",
              "\n".join(f"ID {i} gen {g} cgen {g} top level 258 otime {o} path @snapshots/data-2024-10-{d}" for i, g, o, d in kept)),
        p.run("btrfs filesystem df /srv/pool", """
Data, RAID1: total=3.41TiB, used=3.27TiB
System, RAID1: total=32.00MiB, used=528.00KiB
Metadata, RAID1: total=9.00GiB, used=7.12GiB
GlobalReserve, single: total=512.00MiB, used=0.00B
"""),
        p.run("df -h /srv/pool", """
Filesystem      Size  Used Avail Use% Mounted on
/dev/sdb        3.7T  3.3T  372G  91% /srv/pool
"""),
    ]
    rs.add(task="terminal", tid="h32-terminal-16", system=SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="snapshot created earlier missing from the subvolume list")


# multipass: bad
def t17_multipass(rs: RowSet) -> None:
    p = Sh("kai", "kai-thinkpad", "/home/kai")
    state = p.prompt

    def info_k3s(load: str, disk: str, mem: str) -> str:
        return f"""Name:           dev-k3s
State:          Running
Snapshots:      2
IPv4:           10.148.33.12
                10.42.0.0
                10.42.0.1
Release:        Ubuntu 22.04.5 LTS
Image hash:     8f2c2a8ba3d4 (Ubuntu 22.04 LTS)
CPU(s):         4
Load:           {load}
Disk usage:     {disk} out of 38.7GiB
Memory usage:   {mem} out of 7.7GiB
Mounts:         /home/kai/src/shopfront => /home/ubuntu/shopfront
                    UID map: 1000:default
                    GID map: 1000:default"""

    turns = [
        p.run("multipass list", """
Name                    State             IPv4             Image
ci-runner               Running           10.148.33.47     Ubuntu 22.04 LTS
dev-k3s                 Running           10.148.33.12     Ubuntu 22.04 LTS
                                          10.42.0.0
                                          10.42.0.1
test-noble              Stopped           --               Ubuntu 24.04 LTS
"""),
        p.run("multipass info dev-k3s", info_k3s("1.92 1.44 1.21", "14.8GiB", "3.1GiB")),
        p.run("multipass exec dev-k3s -- sudo k3s kubectl get nodes -o wide", """
NAME      STATUS   ROLES                  AGE   VERSION        INTERNAL-IP    EXTERNAL-IP   OS-IMAGE             KERNEL-VERSION       CONTAINER-RUNTIME
dev-k3s   Ready    control-plane,master   41d   v1.30.4+k3s1   10.148.33.12   <none>        Ubuntu 22.04.5 LTS   5.15.0-122-generic   containerd://1.7.20-k3s1
""", duration=3.0),
        p.run("multipass list", """
Name                    State             IPv4             Image
ci-runner               Running           10.148.33.47     Ubuntu 22.04 LTS
dev-k3s                 Running           10.148.33.12     Ubuntu 22.04 LTS
                                          10.42.0.0
                                          10.42.0.1
test-noble              Running           10.148.33.61     Ubuntu 24.04 LTS
"""),
        p.run("multipass stop ci-runner", duration=15.0),
        p.run("multipass info ci-runner", """
Name:           ci-runner
State:          Stopped
Snapshots:      0
IPv4:           --
Release:        --
Image hash:     8f2c2a8ba3d4 (Ubuntu 22.04 LTS)
CPU(s):         --
Load:           --
Disk usage:     --
Memory usage:   --
Mounts:         --
"""),
    ]
    rs.add(task="terminal", tid="h32-terminal-17", system=SYSTEM, turns=turns, state=state, bad=True, turn=4,
           kind="stopped instance shown running with an address though nothing started it")


# incus: clean
def t18_incus(rs: RowSet) -> None:
    p = Sh("ops", "lab-hv1", "/home/ops")
    state = p.prompt
    hdr = ["NAME", "STATE", "IPV4", "IPV6", "TYPE", "SNAPSHOTS"]
    db = ["db01", "RUNNING", "10.88.14.31 (eth0)", "fd42:7c1e:98a3:2b11:216:3eff:fe4c:9a12 (eth0)", "CONTAINER"]
    web = ["web01", "RUNNING", "10.88.14.21 (eth0)", "fd42:7c1e:98a3:2b11:216:3eff:fe8b:31d7 (eth0)", "CONTAINER", "1"]
    win = ["win-build", "RUNNING", "10.88.14.77 (enp5s0)", "fd42:7c1e:98a3:2b11:216:3eff:fe27:c0e4 (enp5s0)", "VIRTUAL-MACHINE", "0"]
    snap_tbl = grid(["NAME", "TAKEN AT", "EXPIRES AT", "STATEFUL"], [["pre-nginx-127", "2024/08/30 09:14 UTC", "", "NO"]])

    def info(pid: str, last: str, procs: str, cpu: str, mem: str, veth: str, rx: str, tx: str, prx: str, ptx: str) -> str:
        return f"""Name: web01
Description:
Status: RUNNING
Type: container
Architecture: x86_64
PID: {pid}
Created: 2024/03/14 10:22 UTC
Last Used: {last}

Resources:
  Processes: {procs}
  CPU usage:
    CPU usage (in seconds): {cpu}
  Memory usage:
    Memory (current): {mem}
  Network usage:
    eth0:
      Type: broadcast
      State: UP
      Host interface: {veth}
      MAC address: 00:16:3e:8b:31:d7
      MTU: 1500
      Bytes received: {rx}
      Bytes sent: {tx}
      Packets received: {prx}
      Packets sent: {ptx}
      IP addresses:
        inet:  10.88.14.21/24 (global)
        inet6: fd42:7c1e:98a3:2b11:216:3eff:fe8b:31d7/64 (global)
        inet6: fe80::216:3eff:fe8b:31d7/64 (link)

Snapshots:
{snap_tbl}"""

    turns = [
        p.run("incus list", grid(hdr, [db + ["2"], ["old-ci", "STOPPED", "", "", "CONTAINER", "0"], web, win])),
        p.run("incus info web01", info("2841", "2024/09/12 06:41 UTC", "38", "184233", "612.35MiB", "veth3c1e9a07",
                                       "48.21GB", "61.77GB", "190442188", "171903412")),
        p.run("incus snapshot create db01 pre-pg17", duration=4.0),
        p.run("incus rename old-ci ci-archive"),
        p.run("incus list", grid(hdr, [["ci-archive", "STOPPED", "", "", "CONTAINER", "0"], db + ["3"], web, win])),
        p.run("incus config set web01 limits.memory=2GiB"),
        p.run("incus restart web01", duration=6.0),
        p.run("incus info web01", info("1184231", "2024/10/11 08:52 UTC", "31", "4", "201.12MiB", "vethb7d20c44",
                                       "48.13kB", "11.90kB", "312", "104")),
        p.run("incus config get web01 limits.memory", "2GiB"),
        p.run("incus snapshot list db01", grid(["NAME", "TAKEN AT", "EXPIRES AT", "STATEFUL"],
                                               [["nightly-20241009", "2024/10/09 02:00 UTC", "2024/10/16 02:00 UTC", "NO"],
                                                ["nightly-20241010", "2024/10/10 02:00 UTC", "2024/10/17 02:00 UTC", "NO"],
                                                ["pre-pg17", "2024/10/11 08:49 UTC", "", "NO"]])),
        p.run("incus delete ci-archive", duration=2.0),
        p.run("incus list -c ns4tS", grid(["NAME", "STATE", "IPV4", "TYPE", "SNAPSHOTS"],
                                          [[db[0], db[1], db[2], db[4], "3"], [web[0], web[1], web[2], web[4], "1"], [win[0], win[1], win[2], win[4], "0"]])),
    ]
    rs.add(task="terminal", tid="h32-terminal-18", system=SYSTEM, turns=turns, state=state)


# gpg: bad
def t19_gpg(rs: RowSet) -> None:
    p = Sh("hanna", "hanna-ws", "/home/hanna/src/fjord-cli")
    state = p.prompt
    fpr = "3B9F4E21A6D07C58E91B2F7D1F0C9D2E7B44A6C1"
    uids = """uid                 [ultimate] Hanna Berg <hanna.berg@fjordline.io>
uid                 [ultimate] Hanna Berg <hberg@users.noreply.github.com>"""
    turns = [
        p.run("gpg --list-secret-keys --keyid-format long", f"""
/home/hanna/.gnupg/pubring.kbx
------------------------------
sec   ed25519/1F0C9D2E7B44A6C1 2022-03-14 [SC] [expires: 2026-03-13]
      {fpr}
{uids}
ssb   cv25519/8A61E3F0D2C97B15 2022-03-14 [E] [expires: 2026-03-13]

"""),
        p.run(f"gpg --quick-add-key {fpr} ed25519 sign 2y", duration=3.0),
        p.run("gpg --list-keys --keyid-format long --with-subkey-fingerprints hanna.berg@fjordline.io", f"""
gpg: checking the trustdb
gpg: marginals needed: 3  completes needed: 1  trust model: pgp
gpg: depth: 0  valid:   1  signed:   0  trust: 0-, 0q, 0n, 0m, 0f, 1u
gpg: next trustdb check due at 2026-03-13
pub   ed25519/1F0C9D2E7B44A6C1 2022-03-14 [SC] [expires: 2026-03-13]
      3B9F4E21A6D07C85E91B2F7D1F0C9D2E7B44A6C1
{uids}
sub   cv25519/8A61E3F0D2C97B15 2022-03-14 [E] [expires: 2026-03-13]
      0D6E2B9A4C17F83E5A2190C48A61E3F0D2C97B15
sub   ed25519/5D2B7A90C4E1F836 2024-10-10 [S] [expires: 2026-10-10]
      9E47C1A3B08D2F65E71C4D9B5D2B7A90C4E1F836

"""),
        p.run("gpg --armor --export hanna.berg@fjordline.io > hanna-berg.pub.asc && head -n 3 hanna-berg.pub.asc && wc -c hanna-berg.pub.asc", """
-----BEGIN PGP PUBLIC KEY BLOCK-----

mDMEYi8kHhYJKwYBBAHaRw8BAQdA3tO0m7Ywb1yq9X8pJcL4Vw2sNfRz6aEo1Qk7
2174 hanna-berg.pub.asc
"""),
        p.run("gpg --keyserver hkps://keys.openpgp.org --send-keys 1F0C9D2E7B44A6C1", """
gpg: sending key 1F0C9D2E7B44A6C1 to hkps://keys.openpgp.org
""", duration=3.0),
        p.run("git config user.signingkey '5D2B7A90C4E1F836!' && git config tag.gpgSign true"),
        p.run('git tag -s v1.4.2 -m "fjord-cli 1.4.2"', duration=2.0),
        p.run("git tag -v v1.4.2", """
object 8c41d7e2a09b3f5e61c7d4a2b9e0f13c5a7d6e28
type commit
tag v1.4.2
tagger Hanna Berg <hanna.berg@fjordline.io> 1728554187 +0200

fjord-cli 1.4.2
gpg: Signature made Thu 10 Oct 2024 11:56:27 AM CEST
gpg:                using EDDSA key 9E47C1A3B08D2F65E71C4D9B5D2B7A90C4E1F836
gpg: Good signature from "Hanna Berg <hanna.berg@fjordline.io>" [ultimate]
gpg:                 aka "Hanna Berg <hberg@users.noreply.github.com>" [ultimate]
"""),
        p.run("git push origin v1.4.2", """
Enumerating objects: 1, done.
Counting objects: 100% (1/1), done.
Writing objects: 100% (1/1), 353 bytes | 353.00 KiB/s, done.
Total 1 (delta 0), reused 0 (delta 0), pack-reused 0
To github.com:fjordline/fjord-cli.git
 * [new tag]         v1.4.2 -> v1.4.2
""", duration=3.0),
    ]
    rs.add(task="terminal", tid="h32-terminal-19", system=SYSTEM, turns=turns, state=state, bad=True, turn=3,
           kind="primary key fingerprint has two hex digits swapped")


# postqueue / postsuper: clean
def t20_postqueue(rs: RowSet) -> None:
    p = Sh("root", "mx2", "/root")
    state = p.prompt
    msgs = {
        "71C8E0F3A2": (1840, "Thu Oct 10 09:21:12", "root@mx2.fjordline.io", None, ["ops-alerts@fjordline-monitor.net"]),
        "3F1A92C04B": (4182, "Thu Oct 10 09:12:55", "newsletter@fjordline.io",
                       "(conversation with mx1.example.net[198.51.100.40] timed out while sending end of data -- message may be sent more than once)",
                       ["ola.nordmann@example.net"]),
        "5A0B3C9E61": (6623, "Thu Oct 10 09:10:02", "newsletter@fjordline.io",
                       "(host mx.example.org[198.51.100.9] said: 421 4.7.0 Try again later, closing connection. (in reply to MAIL FROM command))",
                       ["kari@example.org"]),
        "B40D7F2E91": (3127, "Thu Oct 10 07:41:12", "alerts@fjordline.io",
                       "(host mail.hytteutleie.no[203.0.113.80] said: 452 4.2.2 Mailbox full (in reply to RCPT TO command))",
                       ["post@hytteutleie.no"]),
        "D11E5A8C02": (2290, "Thu Oct 10 03:17:40", "MAILER-DAEMON",
                       "(connect to mx.qqmail-example.top[192.0.2.77]:25: Connection refused)", ["x7f3k@qqmail-example.top"]),
        "E2A9C6047D": (15408, "Thu Oct 10 08:02:33", "booking@fjordline.io",
                       "(connect to mx1.lofoten-rorbu.no[203.0.113.140]:25: Connection refused)",
                       ["booking@lofoten-rorbu.no", "bestilling@lofoten-rorbu.no"]),
        "9C27E1D35A": (28731, "Wed Oct  9 22:41:07", "billing@fjordline.io",
                       "(connect to mx.kundeservice-old.no[198.51.100.25]:25: Connection timed out)", ["faktura@kundeservice-old.no"]),
    }

    def queue(entries: list[tuple[str, str]]) -> str:
        out = ["-Queue ID-  --Size-- ----Arrival Time---- -Sender/Recipient-------"]
        total = 0
        for qid, flag in entries:
            size, arrival, sender, reason, rcpts = msgs[qid]
            total += size
            out.append(f"{qid}{flag or ' '} {size:>8} {arrival:<20} {sender}")
            if reason and flag != "*":
                out.append(reason)
            out += [" " * 41 + r for r in rcpts]
            out.append("")
        out.append(f"-- {total // 1024} Kbytes in {len(entries)} Request{'s' if len(entries) != 1 else ''}.")
        return "\n".join(out)

    turns = [
        p.run("postqueue -p", queue([("3F1A92C04B", ""), ("5A0B3C9E61", ""), ("B40D7F2E91", ""), ("D11E5A8C02", ""), ("E2A9C6047D", ""), ("9C27E1D35A", "")])),
        p.run("postsuper -d D11E5A8C02", """
postsuper: D11E5A8C02: removed
postsuper: Deleted: 1 message
"""),
        p.run("postsuper -h 9C27E1D35A", """
postsuper: 9C27E1D35A: placed on hold
postsuper: Placed on hold: 1 message
"""),
        p.run("postqueue -f", duration=5.0),
        p.run("tail -n 9 /var/log/mail.log", """
Oct 10 09:21:08 mx2 postfix/smtp[88412]: 3F1A92C04B: to=<ola.nordmann@example.net>, relay=mx1.example.net[198.51.100.40]:25, delay=493, delays=491/0.02/0.31/1.2, dsn=2.0.0, status=sent (250 2.0.0 OK  1728544868 4fb4d7f45d1cf-5c8f2a1b9e3si118204a12.211 - gsmtp)
Oct 10 09:21:08 mx2 postfix/qmgr[1402]: 3F1A92C04B: removed
Oct 10 09:21:09 mx2 postfix/smtp[88415]: E2A9C6047D: to=<booking@lofoten-rorbu.no>, relay=none, delay=4716, delays=4716/0.01/0.04/0, dsn=4.4.1, status=deferred (connect to mx1.lofoten-rorbu.no[203.0.113.140]:25: Connection refused)
Oct 10 09:21:09 mx2 postfix/smtp[88415]: E2A9C6047D: to=<bestilling@lofoten-rorbu.no>, relay=none, delay=4716, delays=4716/0.01/0.04/0, dsn=4.4.1, status=deferred (connect to mx1.lofoten-rorbu.no[203.0.113.140]:25: Connection refused)
Oct 10 09:21:10 mx2 postfix/smtp[88413]: B40D7F2E91: to=<post@hytteutleie.no>, relay=mail.hytteutleie.no[203.0.113.80]:25, delay=5998, delays=5997/0.02/0.21/0.4, dsn=4.2.2, status=deferred (host mail.hytteutleie.no[203.0.113.80] said: 452 4.2.2 Mailbox full (in reply to RCPT TO command))
Oct 10 09:21:11 mx2 postfix/smtp[88414]: 5A0B3C9E61: to=<kari@example.org>, relay=mx.example.org[198.51.100.9]:25, delay=669, delays=667/0.02/0.44/1.1, dsn=2.0.0, status=sent (250 2.0.0 Ok: queued as 4XPk2b1Rz0z9sWd)
Oct 10 09:21:11 mx2 postfix/qmgr[1402]: 5A0B3C9E61: removed
Oct 10 09:21:12 mx2 postfix/pickup[87911]: 71C8E0F3A2: uid=0 from=<root>
Oct 10 09:21:12 mx2 postfix/cleanup[88420]: 71C8E0F3A2: message-id=<20241010072112.71C8E0F3A2@mx2.fjordline.io>
"""),
        p.run("postqueue -p", queue([("71C8E0F3A2", "*"), ("B40D7F2E91", ""), ("E2A9C6047D", ""), ("9C27E1D35A", "!")])),
        p.run("tail -n 3 /var/log/mail.log", """
Oct 10 09:21:12 mx2 postfix/qmgr[1402]: 71C8E0F3A2: from=<root@mx2.fjordline.io>, size=1840, nrcpt=1 (queue active)
Oct 10 09:21:43 mx2 postfix/smtp[88431]: 71C8E0F3A2: to=<ops-alerts@fjordline-monitor.net>, relay=mx.fjordline-monitor.net[198.51.100.61]:25, delay=31, delays=0.03/0.01/30/0.6, dsn=2.0.0, status=sent (250 2.0.0 Ok: queued as 8E12F40A77)
Oct 10 09:21:43 mx2 postfix/qmgr[1402]: 71C8E0F3A2: removed
"""),
        p.run("mailq | tail -n 1", queue([("B40D7F2E91", ""), ("E2A9C6047D", ""), ("9C27E1D35A", "!")]).rsplit("\n", 1)[1]),
    ]
    rs.add(task="terminal", tid="h32-terminal-20", system=SYSTEM, turns=turns, state=state)


# firewall-cmd: clean
def t21_firewalld(rs: RowSet) -> None:
    p = Sh("root", "app-03", "/root", style="rhel")
    state = p.prompt
    rich = 'rule family="ipv4" source address="198.51.100.0/24" service name="ssh" accept'

    def zone(services: str, ports: str, rules: str) -> str:
        return f"""public (active)
  target: default
  icmp-block-inversion: no
  interfaces: ens192
  sources:
  services: {services}
  ports: {ports}
  protocols:
  forward: yes
  masquerade: no
  forward-ports:
  source-ports:
  icmp-blocks:
  rich rules: {rules}"""

    turns = [
        p.run("firewall-cmd --state && firewall-cmd --get-active-zones", """
running
internal
  sources: 10.30.0.0/16
public
  interfaces: ens192
"""),
        p.run("firewall-cmd --zone=public --list-all", zone("cockpit dhcpv6-client ssh", "8080/tcp 9100/tcp", "")),
        p.run("firewall-cmd --permanent --zone=public --add-service=https", "success"),
        p.run("firewall-cmd --permanent --zone=public --remove-port=8080/tcp", "success"),
        p.run(f"firewall-cmd --permanent --zone=public --add-rich-rule='{rich}'", "success"),
        p.run("firewall-cmd --zone=public --list-all", zone("cockpit dhcpv6-client ssh", "8080/tcp 9100/tcp", "")),
        p.run("firewall-cmd --reload", "success", duration=2.0),
        p.run("firewall-cmd --zone=public --list-all", zone("cockpit dhcpv6-client https ssh", "9100/tcp", "\n\t" + rich)),
        p.run("firewall-cmd --permanent --zone=public --list-services; firewall-cmd --permanent --zone=public --list-ports", """
cockpit dhcpv6-client https ssh
9100/tcp
"""),
    ]
    rs.add(task="terminal", tid="h32-terminal-21", system=SYSTEM, turns=turns, state=state)


# wrangler: bad
def t22_wrangler(rs: RowSet) -> None:
    p = Sh("jo", "jo-dev", "/home/jo/src/edge-redirects")
    state = p.prompt
    banner = "\n ⛅️ wrangler 3.80.1\n-------------------\n"

    def deployment(created: str, version: str, vcreated: str) -> str:
        return f"""Created:     {created}
Author:      jo@fernweh.travel
Source:      Upload
Message:     -
Version(s):  (100%) {version}
                 Created:  {vcreated}
                     Tag:  -
                 Message:  -"""

    old = [deployment("2024-09-17T08:44:02.915Z", "81c3f0a2-6d4e-4b97-a2c5-e0f94b7d1386", "2024-09-17T08:44:02.211Z"),
           deployment("2024-09-24T15:03:11.482Z", "2e9d6b41-7a0c-4c58-b3e1-5f8a2d9c0b67", "2024-09-24T15:03:10.907Z"),
           deployment("2024-10-08T14:22:51.337Z", "5a0e6c4b-2b7d-4f3e-9d61-0f8c3a7e2b19", "2024-10-08T14:22:50.912Z")]
    new = deployment("2024-10-10T09:14:37.602Z", "d3f81c27-9e4b-4a06-8c5d-71b2e0a9f4c8", "2024-10-10T09:14:37.118Z")
    keys_ = ["/app", "/herbst", "/katalog", "/newsletter", "/sommer", "/winter"]
    turns = [
        p.run("npx wrangler whoami", f"""{banner}
Getting User settings...
👋 You are logged in with an OAuth Token, associated with the email jo@fernweh.travel.
┌──────────────────────┬──────────────────────────────────┐
│ Account Name         │ Account ID                       │
├──────────────────────┼──────────────────────────────────┤
│ Fernweh Travel GmbH  │ 4be2c07d9a1f3e5b8c6d0a7f2e1b9c34 │
└──────────────────────┴──────────────────────────────────┘
🔓 Token Permissions: If scopes are missing, you may need to logout and re-login.
Scope (Access)
- account (read)
- user (read)
- workers (write)
- workers_kv (write)
- workers_routes (write)
- workers_scripts (write)
- workers_tail (read)
- zone (read)
- offline_access
""", duration=4.0),
        p.run("date -u", "Thu Oct 10 09:38:20 UTC 2024"),
        p.run("npx wrangler deployments list", banner + "\n" + "\n\n".join(old), duration=4.0),
        p.run('npx wrangler kv key put --binding=REDIRECTS "/sommer" "https://fernweh.travel/angebote/sommer-2025"', f"""{banner}
Writing the value "https://fernweh.travel/angebote/sommer-2025" to key "/sommer" on namespace 7c1e4a9b2d6f40e8a3b5c9d1e0f27a64.
""", duration=4.0),
        p.run("npx wrangler kv key list --binding=REDIRECTS", banner + "\n[\n" + ",\n".join(f'  {{\n    "name": "{k}"\n  }}' for k in keys_) + "\n]", duration=4.0),
        p.run("cat wrangler.toml", """
name = "edge-redirects"
main = "src/index.ts"
compatibility_date = "2024-09-23"
routes = [
  { pattern = "go.fernweh.travel/*", zone_name = "fernweh.travel" }
]

[vars]
DEFAULT_TARGET = "https://fernweh.travel/"

[[kv_namespaces]]
binding = "REDIRECTS"
id = "7c1e4a9b2d6f40e8a3b5c9d1e0f27a64"
"""),
        p.run("npx wrangler deploy", f"""{banner}
Total Upload: 3.87 KiB / gzip: 1.41 KiB
Your worker has access to the following bindings:
- KV Namespaces:
  - REDIRECTS: 7c1e4a9b2d6f40e8a3b5c9d1e0f27a64
- Vars:
  - DEFAULT_TARGET: "https://fernweh.travel/"
Uploaded edge-redirects (2.31 sec)
Deployed edge-redirects triggers (0.94 sec)
  go.fernweh.travel/*
Current Version ID: d3f81c27-9e4b-4a06-8c5d-71b2e0a9f4c8
""", duration=10.0),
        p.run("curl -sI https://go.fernweh.travel/sommer", """
HTTP/2 302
date: Thu, 10 Oct 2024 09:41:57 GMT
content-length: 0
location: https://fernweh.travel/angebote/sommer-2025
cache-control: public, max-age=300
report-to: {"endpoints":[{"url":"https:\\/\\/a.nel.cloudflare.com\\/report\\/v4?s=Qw3kX8v%2F1mZr7Tn0bLq5Yc2uHd9pE4fJ6sVg"}],"group":"cf-nel","max_age":604800}
nel: {"success_fraction":0,"report_to":"cf-nel","max_age":604800}
server: cloudflare
cf-ray: 8d0a3f6c2e9b7a41-FRA
"""),
        p.run("npx wrangler deployments list", banner + "\n" + "\n\n".join(old + [new]), duration=4.0),
        p.run('npx wrangler kv key get --binding=REDIRECTS "/sommer"', "https://fernweh.travel/angebote/sommer-2025", duration=4.0),
    ]
    rs.add(task="terminal", tid="h32-terminal-22", system=SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="new deployment's created timestamp is earlier than the clock read before it was deployed")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01_gh, t02_podman, t03_kafka, t04_lvm, t05_helm, t06_dnf, t07_rabbitmq, t08_virsh, t09_at, t10_ffmpeg, t11_openssl,
                  t12_fail2ban, t13_nmcli, t14_duckdb, t15_jq, t16_btrfs, t17_multipass, t18_incus, t19_gpg, t20_postqueue,
                  t21_firewalld, t22_wrangler):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
