# ruff: noqa: E501
"""Held-out terminal trajectories (holdout11): tmux sessions of sysadmin and developer work.

Each trajectory is one function returning the keyword arguments of ``RowSet.add``; ``main()`` writes
``terminal_test.jsonl`` and ``labels.json`` next to this file. Deterministic: no randomness, no clock.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import Pane, RowSet, jblock, keys

SYSTEM = (
    "You are a Terminal World Model, a precise terminal state simulator. You are given the history of a tmux "
    "session (the keystrokes the agent sent, as a JSON list of {keystrokes, duration}, and the screens that "
    "followed) and the next action. Predict the exact terminal output after the action: the command echo on the "
    "prompt line, everything the programs print, and the new prompt when the command has finished. Commands that "
    "are still running when the duration ends show only what they printed so far; an empty keystroke waits. Keep "
    "the working directory, environment variables, file system, processes and every other piece of state "
    "consistent with all earlier turns."
)


def wait(duration: float) -> str:
    """A wait action: no keystrokes, just time passing."""
    return jblock([{"keystrokes": "", "duration": duration}])


class Sh(Pane):
    """A Pane that can also start a long command and show its output after a later wait."""

    _pending: tuple[str, str] = ("", "")

    def start(self, cmd: str, partial: str = "", duration: float = 2.0) -> tuple[str, str]:
        self._pending = (self.prompt, cmd)
        text = f"{self.prompt} {cmd}" + ("\n" + partial.rstrip("\n") if partial else "")
        return keys(cmd, duration), text

    def finish(self, out: str, duration: float = 30.0) -> tuple[str, str]:
        before, cmd = self._pending
        text = f"{before} {cmd}\n" + (out.rstrip("\n") + "\n" if out else "") + self.prompt
        return wait(duration), text


def h(seed: str, n: int = 64) -> str:
    """A stable hex id derived from a label (deterministic)."""
    return hashlib.sha256(seed.encode()).hexdigest()[:n]


def pg(cols: list[str], rows: list[list[str]], right: frozenset[int] | set[int] = frozenset()) -> str:
    """psql aligned output with the row-count footer."""
    w = [max([len(c)] + [len(r[i]) for r in rows]) for i, c in enumerate(cols)]
    # psql centres the header, the odd space going to the right
    head = "|".join(" " + (" " * ((w[i] - len(c)) // 2) + c).ljust(w[i]) + " " for i, c in enumerate(cols))
    sep = "+".join("-" * (x + 2) for x in w)
    body = []
    for r in rows:
        cells = [(" " + (v.rjust(w[i]) if i in right else v.ljust(w[i])) + " ") for i, v in enumerate(r)]
        body.append("|".join(cells).rstrip())
    n = len(rows)
    return "\n".join([head.rstrip(), sep] + body + [f"({n} row{'s' if n != 1 else ''})", ""])


def my(cols: list[str], rows: list[list[str]], right: frozenset[int] | set[int] = frozenset()) -> str:
    """mysql client table output."""
    w = [max([len(c)] + [len(r[i]) for r in rows]) for i, c in enumerate(cols)]
    line = "+" + "+".join("-" * (x + 2) for x in w) + "+"
    head = "|" + "|".join(" " + c.ljust(w[i]) + " " for i, c in enumerate(cols)) + "|"
    body = ["|" + "|".join(" " + (v.rjust(w[i]) if i in right else v.ljust(w[i])) + " " for i, v in enumerate(r)) + "|"
            for r in rows]
    return "\n".join([line, head, line] + body + [line])


def table(rows: list[list[str]], gap: int = 2, right: frozenset[int] | set[int] = frozenset()) -> str:
    """Left-aligned columns separated by `gap` spaces (docker, podman, npm style)."""
    w = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    out = []
    for r in rows:
        cells = [(v.rjust(w[i]) if i in right else v.ljust(w[i])) for i, v in enumerate(r)]
        out.append((" " * gap).join(cells).rstrip())
    return "\n".join(out)


# --------------------------------------------------------------------------------------------------------
# 01
def t01() -> dict[str, Any]:
    # clean: git feature work: commit, fetch, rebase onto new main (all feature hashes change), rename branch, push, delete old remote branch
    p = Sh("mkaur", "ws-0412", "/home/mkaur/src/tidewater-ingest")
    turns = [
        p.run("git status -sb && git log --oneline --decorate -5", """\
## feat/backfill-window...origin/feat/backfill-window
 M src/tidewater/window.py
?? tests/test_window.py
e41c9a7 (HEAD -> feat/backfill-window, origin/feat/backfill-window) Add backfill window parser
3b07d15 Pin pyarrow to 15.0.2
9f2e8c1 (origin/main, origin/HEAD, main) Merge pull request #214 from tidewater/fix-s3-retry
2c6a0b3 Merge pull request #213 from tidewater/ci-py312
8d1f4e6 Add Python 3.12 to the CI matrix"""),
        p.run('git add src/tidewater/window.py tests/test_window.py && git commit -m "Handle open-ended backfill windows"', """\
[feat/backfill-window 7c5d0e2] Handle open-ended backfill windows
 2 files changed, 58 insertions(+), 6 deletions(-)
 create mode 100644 tests/test_window.py"""),
        p.run("git fetch origin", """\
remote: Enumerating objects: 11, done.
remote: Counting objects: 100% (11/11), done.
remote: Compressing objects: 100% (3/3), done.
remote: Total 7 (delta 4), reused 7 (delta 4), pack-reused 0
Unpacking objects: 100% (7/7), 1.84 KiB | 940.00 KiB/s, done.
From github.com:tidewater/tidewater-ingest
   9f2e8c1..a58d3f4  main       -> origin/main""", duration=3.0),
        p.run("git rebase origin/main", "Successfully rebased and updated refs/heads/feat/backfill-window."),
        p.run("git log --oneline --decorate -6", """\
0d4b2f9 (HEAD -> feat/backfill-window) Handle open-ended backfill windows
61ae7c3 Add backfill window parser
c2f91b8 Pin pyarrow to 15.0.2
a58d3f4 (origin/main, origin/HEAD) Bump ruff to 0.4.4
5e1d7a0 Retry S3 multipart uploads on SlowDown
9f2e8c1 (main) Merge pull request #214 from tidewater/fix-s3-retry"""),
        p.run("git branch -m feat/backfill-window feat/open-backfill-window && git branch -vv", """\
* feat/open-backfill-window 0d4b2f9 [origin/feat/backfill-window: ahead 5, behind 2] Handle open-ended backfill windows
  main                      9f2e8c1 [origin/main: behind 2] Merge pull request #214 from tidewater/fix-s3-retry"""),
        p.run("git push -u origin feat/open-backfill-window", """\
Enumerating objects: 23, done.
Counting objects: 100% (23/23), done.
Delta compression using up to 12 threads
Compressing objects: 100% (13/13), done.
Writing objects: 100% (15/15), 3.91 KiB | 3.91 MiB/s, done.
Total 15 (delta 8), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (8/8), completed with 6 local objects.
remote:
remote: Create a pull request for 'feat/open-backfill-window' on GitHub by visiting:
remote:      https://github.com/tidewater/tidewater-ingest/pull/new/feat/open-backfill-window
remote:
To github.com:tidewater/tidewater-ingest.git
 * [new branch]      feat/open-backfill-window -> feat/open-backfill-window
branch 'feat/open-backfill-window' set up to track 'origin/feat/open-backfill-window'.""", duration=4.0),
        p.run("git push origin --delete feat/backfill-window", """\
To github.com:tidewater/tidewater-ingest.git
 - [deleted]         feat/backfill-window""", duration=3.0),
        p.run("git branch -vv -a", """\
* feat/open-backfill-window                0d4b2f9 [origin/feat/open-backfill-window] Handle open-ended backfill windows
  main                                     9f2e8c1 [origin/main: behind 2] Merge pull request #214 from tidewater/fix-s3-retry
  remotes/origin/HEAD                      -> origin/main
  remotes/origin/chore/ci-cache            b1f07e2 Cache pip wheels between CI runs
  remotes/origin/feat/open-backfill-window 0d4b2f9 Handle open-ended backfill windows
  remotes/origin/main                      a58d3f4 Bump ruff to 0.4.4"""),
        p.run("git status -sb", "## feat/open-backfill-window...origin/feat/open-backfill-window"),
    ]
    return dict(tid="h11-terminal-01", turns=turns, state="mkaur@ws-0412:~/src/tidewater-ingest$")


# --------------------------------------------------------------------------------------------------------
# 02
def t02() -> dict[str, Any]:
    # bad: vector log shipper; turn 8 `ps` shows the vector process as PID 48231 with 2 days elapsed, while turns 1, 6 (systemctl status) and 7 (ss) established Main PID 48213 and only a reload (no restart) happened
    p = Sh("root", "edge-cache-03", "/root")
    warn = ('vector[48213]: {ts}Z  WARN sink{{component_kind="sink" component_id=loki component_type=loki}}:request{{request_id={rid}}}: '
            'vector::sinks::util::retries: Retrying after error. error=Server responded with an error: 502 Bad Gateway internal_log_rate_limit=true')
    turns = [
        p.run("systemctl status vector --no-pager", f"""\
● vector.service - Vector
     Loaded: loaded (/lib/systemd/system/vector.service; enabled; preset: enabled)
     Active: active (running) since Tue 2024-05-14 08:12:44 UTC; 2 days ago
       Docs: https://vector.dev
    Process: 48207 ExecStartPre=/usr/bin/vector validate (code=exited, status=0/SUCCESS)
   Main PID: 48213 (vector)
      Tasks: 19 (limit: 9830)
     Memory: 87.4M
        CPU: 41min 12.337s
     CGroup: /system.slice/vector.service
             └─48213 /usr/bin/vector

May 16 10:31:52 edge-cache-03 {warn.format(ts="2024-05-16T10:31:52.104377", rid=81907)}
May 16 10:32:14 edge-cache-03 {warn.format(ts="2024-05-16T10:32:14.660912", rid=81933)}
May 16 10:32:41 edge-cache-03 {warn.format(ts="2024-05-16T10:32:41.028455", rid=81960)}"""),
        p.run('journalctl -u vector --since "-15min" --no-pager | grep -c "Retrying after error"', "147"),
        p.run("grep -n -A6 '^\\[sinks.loki\\]' /etc/vector/vector.toml", """\
41:[sinks.loki]
42-type = "loki"
43-inputs = ["parse_nginx", "parse_varnish"]
44-endpoint = "http://loki-gw.int:3100"
45-encoding.codec = "json"
46-labels.host = "{{ host }}"
47-labels.source = "{{ source_type }}\""""),
        p.run("sed -i 's|loki-gw.int:3100|loki-gw-02.int:3100|' /etc/vector/vector.toml && vector validate /etc/vector/vector.toml", """\
√ Loaded ["/etc/vector/vector.toml"]
√ Component configuration
√ Health check "loki"
√ Health check "s3_archive"
------------------------------------
                           Validated""", duration=3.0),
        p.run("systemctl reload vector && sleep 3 && journalctl -u vector -n 6 --no-pager", """\
May 16 10:35:12 edge-cache-03 systemd[1]: Reloading vector.service - Vector...
May 16 10:35:13 edge-cache-03 vector[48213]: 2024-05-16T10:35:13.004871Z  INFO vector: Signal received. signal="SIGHUP"
May 16 10:35:13 edge-cache-03 vector[48213]: 2024-05-16T10:35:13.011402Z  INFO vector::topology::running: Reloading running topology with new configuration.
May 16 10:35:13 edge-cache-03 vector[48213]: 2024-05-16T10:35:13.139265Z  INFO vector::topology::running: Running healthchecks.
May 16 10:35:13 edge-cache-03 systemd[1]: Reloaded vector.service - Vector.
May 16 10:35:13 edge-cache-03 vector[48213]: 2024-05-16T10:35:13.201158Z  INFO vector: Vector has reloaded. path=[File("/etc/vector/vector.toml", None)]""", duration=5.0),
        p.run("systemctl status vector --no-pager", """\
● vector.service - Vector
     Loaded: loaded (/lib/systemd/system/vector.service; enabled; preset: enabled)
     Active: active (running) since Tue 2024-05-14 08:12:44 UTC; 2 days ago
       Docs: https://vector.dev
    Process: 48207 ExecStartPre=/usr/bin/vector validate (code=exited, status=0/SUCCESS)
    Process: 91730 ExecReload=/usr/bin/vector validate --no-environment (code=exited, status=0/SUCCESS)
    Process: 91734 ExecReload=/bin/kill -HUP $MAINPID (code=exited, status=0/SUCCESS)
   Main PID: 48213 (vector)
      Tasks: 19 (limit: 9830)
     Memory: 88.9M
        CPU: 41min 20.914s
     CGroup: /system.slice/vector.service
             └─48213 /usr/bin/vector

May 16 10:35:12 edge-cache-03 systemd[1]: Reloading vector.service - Vector...
May 16 10:35:13 edge-cache-03 vector[48213]: 2024-05-16T10:35:13.004871Z  INFO vector: Signal received. signal="SIGHUP"
May 16 10:35:13 edge-cache-03 vector[48213]: 2024-05-16T10:35:13.011402Z  INFO vector::topology::running: Reloading running topology with new configuration.
May 16 10:35:13 edge-cache-03 vector[48213]: 2024-05-16T10:35:13.139265Z  INFO vector::topology::running: Running healthchecks.
May 16 10:35:13 edge-cache-03 systemd[1]: Reloaded vector.service - Vector.
May 16 10:35:13 edge-cache-03 vector[48213]: 2024-05-16T10:35:13.201158Z  INFO vector: Vector has reloaded. path=[File("/etc/vector/vector.toml", None)]"""),
        p.run("ss -tnp | grep vector", """\
ESTAB 0      0        10.20.3.41:51734      10.20.4.18:3100  users:(("vector",pid=48213,fd=41))
ESTAB 0      0        10.20.3.41:51748      10.20.4.18:3100  users:(("vector",pid=48213,fd=44))
ESTAB 0      0        10.20.3.41:40212   52.219.170.66:443   users:(("vector",pid=48213,fd=38))"""),
        p.run("ps -o pid,etime,rss,args -C vector", """\
    PID     ELAPSED   RSS COMMAND
  48231  2-02:23:51 91236 /usr/bin/vector"""),
        p.run('curl -s http://127.0.0.1:8686/health; echo; journalctl -u vector --since "-90s" --no-pager | grep -c "Retrying after error"', '{"ok":true}\n0'),
    ]
    return dict(tid="h11-terminal-02", turns=turns, state="root@edge-cache-03:~#", bad=True, turn=8,
                kind="pid of the vector process differs from the Main PID shown by systemctl/ss though it was only reloaded")


# --------------------------------------------------------------------------------------------------------
# 03
def t03() -> dict[str, Any]:
    # bad: docker CI host; turn 3 renames ci-postgres to ci-postgres-15 (confirmed by the filter), turn 4 `docker stats` still lists container 8c21d5e4a0f1 under the old name ci-postgres
    p = Sh("ops", "build-runner-7", "/home/ops")
    turns = [
        p.run("docker ps --format 'table {{.ID}}\\t{{.Image}}\\t{{.Status}}\\t{{.Names}}'", """\
CONTAINER ID   IMAGE                                      STATUS                NAMES
51ae0f7d9c34   grafana/agent:v0.40.4                      Up 2 hours            ci-agent
b70e92d3c6a8   registry:2.8.3                             Up 6 days             registry
8c21d5e4a0f1   postgres:15.6-alpine                       Up 6 days (healthy)   ci-postgres
3f9a1c0e7b22   minio/minio:RELEASE.2024-04-18T19-09-19Z   Up 6 days             minio"""),
        p.run("docker inspect ci-postgres --format '{{.Config.Image}} {{range .Mounts}}{{.Name}}:{{.Destination}} {{end}}'",
              "postgres:15.6-alpine ci-pgdata:/var/lib/postgresql/data"),
        p.run("docker rename ci-postgres ci-postgres-15 && docker ps --filter name=ci-postgres --format '{{.ID}}  {{.Names}}  {{.Status}}'",
              "8c21d5e4a0f1  ci-postgres-15  Up 6 days (healthy)"),
        p.run("docker stats --no-stream", """\
CONTAINER ID   NAME          CPU %     MEM USAGE / LIMIT     MEM %     NET I/O           BLOCK I/O         PIDS
51ae0f7d9c34   ci-agent      1.84%     118.2MiB / 15.62GiB   0.74%     412MB / 96.1MB    12.3MB / 0B       14
b70e92d3c6a8   registry      0.00%     21.47MiB / 15.62GiB   0.13%     8.91GB / 2.04GB   331MB / 41.2GB    12
8c21d5e4a0f1   ci-postgres   0.37%     164.9MiB / 15.62GiB   1.03%     1.22GB / 3.87GB   902MB / 6.18GB    14
3f9a1c0e7b22   minio         0.52%     287.3MiB / 15.62GiB   1.80%     23.6GB / 19.8GB   1.02GB / 58.7GB   22""", duration=3.0),
        p.run("docker exec ci-postgres-15 psql -U ci -d ci -c 'select count(*) from pg_stat_activity;'", """\
 count
-------
     7
(1 row)
"""),
        p.run("docker logs --tail 5 ci-postgres-15", """\
2024-06-20 12:47:11.240 UTC [27] LOG:  checkpoint starting: time
2024-06-20 12:48:53.617 UTC [27] LOG:  checkpoint complete: wrote 1651 buffers (10.1%); 0 WAL file(s) added, 0 removed, 2 recycled; write=101.864 s, sync=0.412 s, total=102.377 s; sync files=94, longest=0.038 s, average=0.005 s; distance=27318 kB, estimate=31120 kB; lsn=1/8E4F2C30, redo lsn=1/8D9A1B08
2024-06-20 12:58:02.551 UTC [41873] ERROR:  duplicate key value violates unique constraint "builds_pkey"
2024-06-20 12:58:02.551 UTC [41873] DETAIL:  Key (id)=(90311) already exists.
2024-06-20 12:58:02.551 UTC [41873] STATEMENT:  INSERT INTO builds (id, pipeline, status) VALUES ($1, $2, $3)"""),
        p.run("docker exec ci-postgres-15 pg_isready -U ci", "/var/run/postgresql:5432 - accepting connections"),
        p.run("docker update --restart unless-stopped ci-postgres-15 && docker inspect -f '{{.Name}} {{.HostConfig.RestartPolicy.Name}}' ci-postgres-15",
              "ci-postgres-15\n/ci-postgres-15 unless-stopped"),
    ]
    return dict(tid="h11-terminal-03", turns=turns, state="ops@build-runner-7:~$", bad=True, turn=4,
                kind="renamed container listed under its old name")


# --------------------------------------------------------------------------------------------------------
# 04
def t04() -> dict[str, Any]:
    # clean: kubectl scale 2 -> 4 (new pods), env change triggers a rollout (all pods replaced, new ReplicaSet hash, ages reset), history gains a revision
    p = Sh("sre", "bastion-eu2", "/home/sre")
    old = "fx-rates-api-7d9f6c5b8"
    new = "fx-rates-api-5c8b7f49d6"
    turns = [
        p.run("kubectl -n ledger get deploy fx-rates-api", """\
NAME           READY   UP-TO-DATE   AVAILABLE   AGE
fx-rates-api   2/2     2            2           41d"""),
        p.run("kubectl -n ledger get pods -l app=fx-rates-api -o wide", f"""\
NAME                           READY   STATUS    RESTARTS      AGE    IP             NODE                       NOMINATED NODE   READINESS GATES
{old}-2xkqp   1/1     Running   0             3d4h   10.42.3.117    pool-general-b7k2m-x9qfp   <none>           <none>
{old}-vn8rt   1/1     Running   1 (2d ago)    3d4h   10.42.1.54     pool-general-b7k2m-r2tld   <none>           <none>"""),
        p.run("kubectl -n ledger scale deploy/fx-rates-api --replicas=4", "deployment.apps/fx-rates-api scaled"),
        p.run("kubectl -n ledger get pods -l app=fx-rates-api", f"""\
NAME                           READY   STATUS    RESTARTS      AGE
{old}-2xkqp   1/1     Running   0             3d4h
{old}-j4wzd   1/1     Running   0             14s
{old}-q7ms9   0/1     Running   0             14s
{old}-vn8rt   1/1     Running   1 (2d ago)    3d4h"""),
        p.run("kubectl -n ledger set env deploy/fx-rates-api RATE_CACHE_TTL=45s", "deployment.apps/fx-rates-api env updated"),
        p.run("kubectl -n ledger rollout status deploy/fx-rates-api", """\
Waiting for deployment "fx-rates-api" rollout to finish: 2 out of 4 new replicas have been updated...
Waiting for deployment "fx-rates-api" rollout to finish: 3 out of 4 new replicas have been updated...
Waiting for deployment "fx-rates-api" rollout to finish: 3 out of 4 new replicas have been updated...
Waiting for deployment "fx-rates-api" rollout to finish: 1 old replicas are pending termination...
Waiting for deployment "fx-rates-api" rollout to finish: 1 old replicas are pending termination...
deployment "fx-rates-api" successfully rolled out""", duration=60.0),
        p.run("kubectl -n ledger get pods -l app=fx-rates-api", f"""\
NAME                            READY   STATUS    RESTARTS   AGE
{new}-4hfxl   1/1     Running   0          71s
{new}-bq2zv   1/1     Running   0          49s
{new}-m8p5c   1/1     Running   0          71s
{new}-tt6wd   1/1     Running   0          33s"""),
        p.run("kubectl -n ledger get rs -l app=fx-rates-api", f"""\
NAME                      DESIRED   CURRENT   READY   AGE
{new}   4         4         4       78s
fx-rates-api-6f9d8c7b54   0         0         0       12d
{old}    0         0         0       3d4h"""),
        p.run("kubectl -n ledger rollout history deploy/fx-rates-api", """\
deployment.apps/fx-rates-api
REVISION  CHANGE-CAUSE
5         <none>
6         <none>
7         <none>
"""),
        p.run("kubectl -n ledger get deploy fx-rates-api -o jsonpath='{.spec.template.spec.containers[0].env}' | jq .", """\
[
  {
    "name": "LOG_LEVEL",
    "value": "info"
  },
  {
    "name": "UPSTREAM_URL",
    "value": "http://ecb-proxy.ledger.svc:8080"
  },
  {
    "name": "RATE_CACHE_TTL",
    "value": "45s"
  }
]"""),
        p.run("kubectl -n ledger get deploy fx-rates-api", """\
NAME           READY   UP-TO-DATE   AVAILABLE   AGE
fx-rates-api   4/4     4            4           41d"""),
    ]
    return dict(tid="h11-terminal-04", turns=turns, state="sre@bastion-eu2:~$")


# --------------------------------------------------------------------------------------------------------
# 05
def t05() -> dict[str, Any]:
    # bad: psql cleanup of a wave (replay db); wave 88412 had open=37, 9 open XB tasks were cancelled (UPDATE 9) and 4 open tasks inserted (INSERT 0 4), so open must be 32, but turn 6 shows open 28 (while assigned/done/cancelled are right)
    p = Sh("dba", "pg-ledger-01", "/home/dba")
    q = 'psql -d wms_replay -c "{}"'
    cols = ["status", "count"]
    turns = [
        p.run("psql -d wms_replay -c '\\dt+ picking.*'", """\
                                         List of relations
 Schema  |     Name     | Type  | Owner | Persistence | Access method |  Size   | Description
---------+--------------+-------+-------+-------------+---------------+---------+-------------
 picking | replen_queue | table | wms   | permanent   | heap          | 1208 kB |
 picking | wave_headers | table | wms   | permanent   | heap          | 9736 kB |
 picking | wave_tasks   | table | wms   | permanent   | heap          | 412 MB  |
(3 rows)
"""),
        p.run(q.format("SELECT status, count(*) FROM picking.wave_tasks WHERE wave_id = 88412 GROUP BY status ORDER BY status;"),
              pg(cols, [["assigned", "14"], ["done", "203"], ["open", "37"]], {1})),
        p.run(q.format("SELECT count(*) FROM picking.wave_tasks WHERE wave_id = 88412 AND status = 'open' AND sku LIKE 'XB-%';"),
              pg(["count"], [["9"]], {0})),
        p.run(q.format("UPDATE picking.wave_tasks SET status = 'cancelled', updated_at = now() WHERE wave_id = 88412 AND status = 'open' AND sku LIKE 'XB-%';"),
              "UPDATE 9"),
        p.run(q.format("INSERT INTO picking.wave_tasks (wave_id, sku, qty, bin, status) SELECT 88412, sku, qty, 'R-07-14', 'open' FROM picking.replen_queue WHERE wave_hint = 88412 RETURNING task_id;"),
              pg(["task_id"], [["5520931"], ["5520932"], ["5520933"], ["5520934"]], {0}) + "\nINSERT 0 4"),
        p.run(q.format("SELECT status, count(*) FROM picking.wave_tasks WHERE wave_id = 88412 GROUP BY status ORDER BY status;"),
              pg(cols, [["assigned", "14"], ["cancelled", "9"], ["done", "203"], ["open", "28"]], {1})),
        p.run(q.format("DELETE FROM picking.wave_tasks WHERE wave_id = 88412 AND status = 'cancelled' AND updated_at > now() - interval '15 minutes';"),
              "DELETE 9"),
        p.run(q.format("SELECT task_id, sku, qty, bin, status FROM picking.wave_tasks WHERE wave_id = 88412 AND bin = 'R-07-14' ORDER BY task_id;"),
              pg(["task_id", "sku", "qty", "bin", "status"], [
                  ["5520931", "KL-20418-BLK", "6", "R-07-14", "open"],
                  ["5520932", "KL-20418-GRY", "4", "R-07-14", "open"],
                  ["5520933", "PW-1130", "12", "R-07-14", "open"],
                  ["5520934", "TQ-88-M", "2", "R-07-14", "open"]], {0, 2})),
        p.run(q.format("VACUUM (ANALYZE) picking.wave_tasks;"), "VACUUM", duration=8.0),
    ]
    return dict(tid="h11-terminal-05", turns=turns, state="dba@pg-ledger-01:~$", bad=True, turn=6,
                kind="open-task count does not follow the cancel (-9) and insert (+4)")


# --------------------------------------------------------------------------------------------------------
# 06
def t06() -> dict[str, Any]:
    # clean: mysql CRM: raise one customer's credit limit (a near-namesake keeps hers), page through orders with LIMIT/OFFSET, group totals, rename a table
    p = Sh("deploy", "crm-db-2", "/home/deploy")
    q = 'mysql crm -e "{}"'
    cust = ["id", "last_name", "first_name", "city", "credit_limit"]
    ocols = ["id", "order_no", "total", "status", "created_at"]
    orders = [
        ["550812", "SO-240611-0932", "1284.50", "shipped", "2024-06-11 09:32:17"],
        ["549377", "SO-240603-0417", "312.00", "delivered", "2024-06-03 04:17:52"],
        ["548420", "SO-240528-1120", "2045.75", "delivered", "2024-05-28 11:20:03"],
        ["547006", "SO-240519-0088", "96.40", "cancelled", "2024-05-19 00:08:41"],
        ["545391", "SO-240502-0751", "640.00", "delivered", "2024-05-02 07:51:29"],
        ["543118", "SO-240418-0310", "1150.25", "delivered", "2024-04-18 03:10:44"],
        ["541902", "SO-240406-0666", "77.90", "returned", "2024-04-06 06:06:15"],
        ["539560", "SO-240322-0244", "505.00", "delivered", "2024-03-22 02:44:08"],
    ]
    turns = [
        p.run(q.format("SELECT id, last_name, first_name, city, credit_limit FROM customers WHERE last_name LIKE 'Halvors%' ORDER BY id;"),
              my(cust, [["1187", "Halvorsen", "Ingrid", "Bergen", "12000.00"],
                        ["2291", "Halvorson", "Ingrid", "Duluth", "4500.00"],
                        ["3040", "Halvorsen", "Tor", "Stavanger", "8000.00"]], {0, 4})),
        p.run(q.format("UPDATE customers SET credit_limit = 15000.00 WHERE id = 1187; SELECT ROW_COUNT();"),
              my(["ROW_COUNT()"], [["1"]], {0})),
        p.run(q.format("SELECT id, last_name, first_name, city, credit_limit FROM customers WHERE last_name = 'Halvorson';"),
              my(cust, [["2291", "Halvorson", "Ingrid", "Duluth", "4500.00"]], {0, 4})),
        p.run(q.format("SELECT id, order_no, total, status, created_at FROM orders WHERE customer_id = 1187 ORDER BY created_at DESC LIMIT 5;"),
              my(ocols, orders[:5], {0, 2})),
        p.run(q.format("SELECT id, order_no, total, status, created_at FROM orders WHERE customer_id = 1187 ORDER BY created_at DESC LIMIT 5 OFFSET 5;"),
              my(ocols, orders[5:], {0, 2})),
        p.run(q.format("SELECT status, COUNT(*) AS n, SUM(total) AS sum_total FROM orders WHERE customer_id = 1187 GROUP BY status ORDER BY status;"),
              my(["status", "n", "sum_total"], [["cancelled", "1", "96.40"], ["delivered", "5", "4653.00"],
                                              ["returned", "1", "77.90"], ["shipped", "1", "1284.50"]], {1, 2})),
        p.run(q.format("SHOW TABLES LIKE 'order%';"),
              my(["Tables_in_crm (order%)"], [["order_items"], ["order_notes"], ["order_status_log"], ["orders"]])),
        p.run(q.format("RENAME TABLE order_notes TO order_annotations; SHOW TABLES LIKE 'order%';"),
              my(["Tables_in_crm (order%)"], [["order_annotations"], ["order_items"], ["order_status_log"], ["orders"]])),
        p.run(q.format("SELECT id, last_name, first_name, credit_limit, updated_at FROM customers WHERE id IN (1187, 3040);"),
              my(["id", "last_name", "first_name", "credit_limit", "updated_at"],
                 [["1187", "Halvorsen", "Ingrid", "15000.00", "2024-06-14 10:22:51"],
                  ["3040", "Halvorsen", "Tor", "8000.00", "2023-11-02 15:47:09"]], {0, 3})),
    ]
    return dict(tid="h11-terminal-06", turns=turns, state="deploy@crm-db-2:~$")


# --------------------------------------------------------------------------------------------------------
# 07
def t07() -> dict[str, Any]:
    # clean: zfs: snapshot before an rsync migration (snapshot USED grows), rename dataset (names and mountpoint change), destroy oldest snapshot (neighbour's USED grows), set compression
    p = Sh("root", "nas-kestrel", "/root")
    rs = "rsync -a --delete --stats -h /srv/staging/atlas-v2/ /tank/projects/atlas/"
    turns = [
        p.run("zfs list -o name,used,avail,refer,mountpoint -r tank/projects", """\
NAME                  USED  AVAIL  REFER  MOUNTPOINT
tank/projects         414G  1.31T    96K  /tank/projects
tank/projects/atlas   190G  1.31T   171G  /tank/projects/atlas
tank/projects/birch   224G  1.31T   224G  /tank/projects/birch"""),
        p.run("zfs snapshot tank/projects/atlas@pre-migrate-20240617 && zfs list -t snapshot -o name,used,refer,creation -r tank/projects/atlas", """\
NAME                                       USED  REFER  CREATION
tank/projects/atlas@auto-2024-06-03_0000  9.80G   165G  Mon Jun  3  0:00 2024
tank/projects/atlas@auto-2024-06-10_0000  6.95G   169G  Mon Jun 10  0:00 2024
tank/projects/atlas@auto-2024-06-17_0000   212M   171G  Mon Jun 17  0:00 2024
tank/projects/atlas@pre-migrate-20240617     0B   171G  Mon Jun 17 14:22 2024"""),
        p.start(rs, "", duration=30.0),
        p.finish("""\

Number of files: 48,211 (reg: 44,905, dir: 3,306)
Number of created files: 2,714 (reg: 2,590, dir: 124)
Number of deleted files: 1,083 (reg: 1,051, dir: 32)
Number of regular files transferred: 6,402
Total file size: 176.83G bytes
Total transferred file size: 19.41G bytes
Literal data: 19.41G bytes
Matched data: 0 bytes
File list size: 1.31M
File list generation time: 0.412 seconds
File list transfer time: 0.000 seconds
Total bytes sent: 19.43G
Total bytes received: 124.66K

sent 19.43G bytes  received 124.66K bytes  98.12M bytes/sec
total size is 176.83G  speedup is 9.10""", duration=180.0),
        p.run("zfs list -t snapshot -o name,used,refer -r tank/projects/atlas", """\
NAME                                       USED  REFER
tank/projects/atlas@auto-2024-06-03_0000  9.80G   165G
tank/projects/atlas@auto-2024-06-10_0000  6.95G   169G
tank/projects/atlas@auto-2024-06-17_0000   212M   171G
tank/projects/atlas@pre-migrate-20240617  14.2G   171G"""),
        p.run("zfs rename tank/projects/atlas tank/projects/atlas-v2 && zfs list -o name,used,avail,refer,mountpoint -r tank/projects", """\
NAME                     USED  AVAIL  REFER  MOUNTPOINT
tank/projects            430G  1.29T    96K  /tank/projects
tank/projects/atlas-v2   206G  1.29T   173G  /tank/projects/atlas-v2
tank/projects/birch      224G  1.29T   224G  /tank/projects/birch"""),
        p.run("zfs destroy -v tank/projects/atlas-v2@auto-2024-06-03_0000 && zfs list -t snapshot -o name,used,refer -r tank/projects/atlas-v2", """\
will destroy tank/projects/atlas-v2@auto-2024-06-03_0000
will reclaim 9.80G
NAME                                          USED  REFER
tank/projects/atlas-v2@auto-2024-06-10_0000  8.12G   169G
tank/projects/atlas-v2@auto-2024-06-17_0000   212M   171G
tank/projects/atlas-v2@pre-migrate-20240617  14.2G   171G"""),
        p.run("zfs set compression=zstd tank/projects/atlas-v2 && zfs get -o name,property,value,source compression,compressratio tank/projects/atlas-v2", """\
NAME                    PROPERTY       VALUE  SOURCE
tank/projects/atlas-v2  compression    zstd   local
tank/projects/atlas-v2  compressratio  1.02x  -"""),
        p.run("zfs list -o name,used,avail,usedbysnapshots -r tank/projects", """\
NAME                     USED  AVAIL  USEDSNAP
tank/projects            420G  1.30T        0B
tank/projects/atlas-v2   196G  1.30T     23.3G
tank/projects/birch      224G  1.30T        0B"""),
    ]
    return dict(tid="h11-terminal-07", turns=turns, state="root@nas-kestrel:~#")


# --------------------------------------------------------------------------------------------------------
# 08
def t08() -> dict[str, Any]:
    # bad: restic; snapshot d4e28c70 (manual,pre-upgrade) is forgotten in turn 4 and pruned, turn 6 lists 7 snapshots without it, but turn 9 (`--tag manual`) lists it again
    p = Sh("root", "files-01", "/root", style="rhel")
    opened = "repository 7c1e5a0d opened (version 2, compression level auto)"
    sep = "-" * 54
    snaps = [
        ("2f6b9c1e", "2024-06-09 02:15:07", "nightly"),
        ("a81d04f3", "2024-06-10 02:15:05", "nightly"),
        ("5e73c2a9", "2024-06-11 02:15:09", "nightly"),
        ("c0d9e418", "2024-06-12 02:15:04", "nightly"),
        ("91fa6b27", "2024-06-13 02:15:11", "nightly"),
        ("d4e28c70", "2024-06-13 16:40:52", "manual,pre-upgrade"),
        ("3b5f0a86", "2024-06-14 02:15:06", "nightly"),
    ]

    def compact(items: list[tuple[str, str, str]]) -> str:
        lines = [opened, "ID        Time                 Host        Tags", sep]
        lines += [f"{i}  {t}  files-01    {g}" for i, t, g in items]
        lines += [sep, f"{len(items)} snapshots"]
        return "\n".join(lines)

    after = [s for s in snaps if s[0] != "d4e28c70"] + [("e6a0317b", "2024-06-14 11:27:39", "manual")]
    sep2 = "-" * 80
    turns = [
        p.run("export RESTIC_REPOSITORY=sftp:backup@vault-02.lan:/srv/restic/files-01 RESTIC_PASSWORD_FILE=/root/.restic-pw && restic snapshots --compact",
              compact(snaps), duration=3.0),
        p.start("restic backup /srv/shares --tag manual --exclude-caches", f"""\
{opened}
using parent snapshot 3b5f0a86
[0:00] 100.00%  1 / 1 index files loaded""", duration=5.0),
        p.finish(f"""\
{opened}
using parent snapshot 3b5f0a86
[0:00] 100.00%  1 / 1 index files loaded

Files:          37 new,   112 changed, 84519 unmodified
Dirs:            4 new,    61 changed,  6093 unmodified
Added to the repository: 1.284 GiB (1.019 GiB stored)

processed 84668 files, 412.771 GiB in 1:52
snapshot e6a0317b saved""", duration=120.0),
        p.run("restic forget d4e28c70", f"{opened}\n[0:00] 100.00%  1 / 1 files deleted"),
        p.run("restic prune", f"""\
{opened}
loading indexes...
[0:00] 100.00%  2 / 2 index files loaded
loading all snapshots...
finding data that is still in use for 7 snapshots
[0:04] 100.00%  7 / 7 snapshots
searching used packs...
collecting packs for deletion and repacking
[0:01] 100.00%  6204 / 6204 packs processed

to repack:           412 blobs / 38.402 MiB
this removes:         97 blobs / 21.887 MiB
to delete:          1204 blobs / 611.208 MiB
total prune:        1301 blobs / 633.095 MiB
remaining:        903518 blobs / 389.114 GiB
unused size after prune: 18.302 MiB (0.00% of remaining size)

repacking packs
[0:02] 100.00%  3 / 3 packs repacked
rebuilding index
[0:01] 100.00%  6189 / 6189 packs processed
deleting obsolete index files
[0:00] 100.00%  2 / 2 files deleted
removing 36 old packs
[0:00] 100.00%  36 / 36 files deleted
done""", duration=30.0),
        p.run("restic snapshots --compact", compact(after), duration=3.0),
        p.run("restic check --read-data-subset=2%", """\
using temporary cache in /tmp/restic-check-cache-1847203915
create exclusive lock for repository
repository 7c1e5a0d opened (version 2, compression level auto)
created new cache in /tmp/restic-check-cache-1847203915
load indexes
[0:00] 100.00%  1 / 1 index files loaded
check all packs
check snapshots, trees and blobs
[0:06] 100.00%  7 / 7 snapshots
read 2.0% of data packs
[0:38] 100.00%  124 / 124 packs
no errors were found""", duration=60.0),
        p.run("restic stats --mode raw-data", f"""\
{opened}
[0:00] 100.00%  1 / 1 index files loaded
scanning...
Stats in raw-data mode:
     Snapshots processed:  7
        Total Blob Count:  903518
 Total Uncompressed Size:  501.236 GiB
              Total Size:  389.114 GiB
    Compression Progress:  100.00%
       Compression Ratio:  1.29x
Compression Space Saving:  22.37%""", duration=20.0),
        p.run("restic snapshots --tag manual", f"""\
{opened}
ID        Time                 Host        Tags                Paths
{sep2}
d4e28c70  2024-06-13 16:40:52  files-01    manual,pre-upgrade  /srv/shares
e6a0317b  2024-06-14 11:27:39  files-01    manual              /srv/shares
{sep2}
2 snapshots""", duration=3.0),
        p.run("restic diff 3b5f0a86 e6a0317b | tail -n 7", """\
Files:          37 new,     0 removed,   112 changed
Dirs:            4 new,     0 removed
Others:          0 new,     0 removed
Data Blobs:   1841 new,    72 removed
Tree Blobs:     66 new,    61 removed
  Added:   1.291 GiB
  Removed: 43.118 MiB""", duration=10.0),
    ]
    return dict(tid="h11-terminal-08", turns=turns, state="[root@files-01 ~]#", bad=True, turn=9,
                kind="forgotten and pruned snapshot listed again")


# --------------------------------------------------------------------------------------------------------
# 09
def t09() -> dict[str, Any]:
    # bad: redis-cli; maxmemory-policy set to allkeys-lfu (turn 3), read back as allkeys-lfu in turns 4, 7 (rewritten conf) and 8, but turn 10 CONFIG GET returns allkeys-lru with no further CONFIG SET
    p = Sh("root", "cache-eu-1", "/root")
    grep = "grep -E '^(used_memory_human|maxmemory|maxmemory_human|maxmemory_policy|mem_fragmentation_ratio):'"
    turns = [
        p.run(f"redis-cli INFO memory | {grep}", """\
used_memory_human:1.87G
maxmemory:2147483648
maxmemory_human:2.00G
maxmemory_policy:noeviction
mem_fragmentation_ratio:1.12"""),
        p.run("redis-cli INFO errorstats", """\
# Errorstats
errorstat_ERR:count=12
errorstat_OOM:count=3187
errorstat_WRONGTYPE:count=2"""),
        p.run("redis-cli CONFIG SET maxmemory 3gb && redis-cli CONFIG SET maxmemory-policy allkeys-lfu", "OK\nOK"),
        p.run("redis-cli CONFIG GET 'maxmemory*'", """\
1) "maxmemory-policy"
2) "allkeys-lfu"
3) "maxmemory-samples"
4) "5"
5) "maxmemory-eviction-tenacity"
6) "10"
7) "maxmemory"
8) "3221225472"
9) "maxmemory-clients"
10) "0\""""),
        p.run("redis-cli --scan --pattern 'sess:*' --count 1000 | wc -l", "61872", duration=4.0),
        p.run("redis-cli TTL sess:9f3a0c7e21b4 && redis-cli OBJECT FREQ sess:9f3a0c7e21b4", "(integer) 1642\n(integer) 5"),
        p.run("redis-cli CONFIG REWRITE && grep -nE '^maxmemory' /etc/redis/redis.conf", """\
OK
1043:maxmemory 3gb
1074:maxmemory-policy allkeys-lfu"""),
        p.run(f"redis-cli INFO memory | {grep}", """\
used_memory_human:1.91G
maxmemory:3221225472
maxmemory_human:3.00G
maxmemory_policy:allkeys-lfu
mem_fragmentation_ratio:1.11"""),
        p.run("redis-cli INFO stats | grep -E '^(expired_keys|evicted_keys|keyspace_hits|keyspace_misses):'", """\
expired_keys:4418236
evicted_keys:0
keyspace_hits:91837420
keyspace_misses:3120118"""),
        p.run("redis-cli CONFIG GET maxmemory-policy", '1) "maxmemory-policy"\n2) "allkeys-lru"'),
        p.run("redis-cli DBSIZE", "(integer) 74310"),
    ]
    return dict(tid="h11-terminal-09", turns=turns, state="root@cache-eu-1:~#", bad=True, turn=10,
                kind="eviction policy reads back different from the value set and confirmed earlier")


# --------------------------------------------------------------------------------------------------------
# 10
def t10() -> dict[str, Any]:
    # clean: log housekeeping with find/jq/awk/tar (--remove-files), today's log grows between listings, sqlite3 insert and re-query in another format, crontab append
    p = Sh("ingest", "logbox", "/home/ingest")
    turns = [
        p.run("cd /srv/ingest/logs && ls -lh", """\
total 136M
drwxr-xr-x 2 ingest ingest 4.0K Jun 18 00:15 archive
-rw-r--r-- 1 ingest ingest  41M Jun 18 23:59 ingest-2024-06-18.jsonl
-rw-r--r-- 1 ingest ingest  39M Jun 19 23:59 ingest-2024-06-19.jsonl
-rw-r--r-- 1 ingest ingest  44M Jun 20 23:59 ingest-2024-06-20.jsonl
-rw-r--r-- 1 ingest ingest  12M Jun 21 10:04 ingest-2024-06-21.jsonl""", cd="/srv/ingest/logs"),
        p.run("find . -maxdepth 1 -name 'ingest-*.jsonl' -mtime +0 -printf '%f %s\\n'", """\
ingest-2024-06-19.jsonl 40632118
ingest-2024-06-18.jsonl 42871203"""),
        p.run("jq -r 'select(.level==\"error\") | .component' ingest-2024-06-20.jsonl | sort | uniq -c | sort -rn", """\
   1412 s3-writer
    388 schema-registry
     41 dedupe
      7 http""", duration=6.0),
        p.run("awk -F'\"latency_ms\":' 'NF>1{split($2,a,/[,}]/); s+=a[1]; n++} END{printf \"%d events, mean %.1f ms\\n\", n, s/n}' ingest-2024-06-20.jsonl",
              "312406 events, mean 48.7 ms", duration=3.0),
        p.run("tar -czf archive/ingest-2024-06-18_19.tar.gz --remove-files ingest-2024-06-18.jsonl ingest-2024-06-19.jsonl && ls -lh . archive", """\
.:
total 56M
drwxr-xr-x 2 ingest ingest 4.0K Jun 21 10:07 archive
-rw-r--r-- 1 ingest ingest  44M Jun 20 23:59 ingest-2024-06-20.jsonl
-rw-r--r-- 1 ingest ingest  12M Jun 21 10:07 ingest-2024-06-21.jsonl

archive:
total 39M
-rw-r--r-- 1 ingest ingest 9.6M Jun 10 00:15 ingest-2024-06-06_09.tar.gz
-rw-r--r-- 1 ingest ingest 9.4M Jun 14 00:15 ingest-2024-06-10_13.tar.gz
-rw-r--r-- 1 ingest ingest  10M Jun 18 00:15 ingest-2024-06-14_17.tar.gz
-rw-r--r-- 1 ingest ingest 9.8M Jun 21 10:07 ingest-2024-06-18_19.tar.gz""", duration=15.0),
        p.run("tar -tzvf archive/ingest-2024-06-18_19.tar.gz", """\
-rw-r--r-- ingest/ingest 42871203 2024-06-18 23:59 ingest-2024-06-18.jsonl
-rw-r--r-- ingest/ingest 40632118 2024-06-19 23:59 ingest-2024-06-19.jsonl"""),
        p.run("wc -l ingest-2024-06-21.jsonl && ls -lh ingest-2024-06-21.jsonl", """\
88140 ingest-2024-06-21.jsonl
-rw-r--r-- 1 ingest ingest 13M Jun 21 10:09 ingest-2024-06-21.jsonl"""),
        p.run("sqlite3 /srv/ingest/errors.db \"INSERT INTO daily_errors(day, component, n) VALUES ('2024-06-20','s3-writer',1412),('2024-06-20','schema-registry',388),('2024-06-20','dedupe',41),('2024-06-20','http',7); SELECT day, SUM(n) FROM daily_errors GROUP BY day ORDER BY day DESC LIMIT 3;\"", """\
2024-06-20|1848
2024-06-19|1533
2024-06-18|1710"""),
        p.run("sqlite3 -header -column /srv/ingest/errors.db \"SELECT component, n FROM daily_errors WHERE day = '2024-06-20' ORDER BY n DESC;\"", """\
component        n
---------------  ----
s3-writer        1412
schema-registry  388
dedupe           41
http             7"""),
        p.run("(crontab -l; echo '15 0 * * * /srv/ingest/bin/rotate.sh >> /srv/ingest/logs/rotate.log 2>&1') | crontab - && crontab -l", """\
# m h  dom mon dow   command
*/5 * * * * /srv/ingest/bin/healthcheck.sh >/dev/null 2>&1
30 3 * * 0 /srv/ingest/bin/compact-index.sh
15 0 * * * /srv/ingest/bin/rotate.sh >> /srv/ingest/logs/rotate.log 2>&1"""),
    ]
    return dict(tid="h11-terminal-10", turns=turns, state="ingest@logbox:~$")


# --------------------------------------------------------------------------------------------------------
# 11
def t11() -> dict[str, Any]:
    # clean: npm: upgrade two deps (versions change), commit, `npm version minor` (2.3.1 -> 2.4.0, new commit and tag), outdated list shrinks, build banner shows new version
    p = Sh("nadia", "devbox", "/home/nadia/code/parcel-quote-widget")
    root = "/home/nadia/code/parcel-quote-widget"
    head = ["Package", "Current", "Wanted", "Latest", "Location", "Depended by"]
    dfns = ["date-fns", "2.30.0", "2.30.0", "3.6.0", "node_modules/date-fns", "parcel-quote-widget"]
    turns = [
        p.run("jq '{name, version, dependencies, devDependencies}' package.json", """\
{
  "name": "parcel-quote-widget",
  "version": "2.3.1",
  "dependencies": {
    "date-fns": "^2.30.0",
    "zod": "^3.22.4"
  },
  "devDependencies": {
    "typescript": "^5.4.5",
    "vite": "^5.2.8",
    "vitest": "^1.5.0"
  }
}"""),
        p.run("npm outdated", table([head, dfns,
                                     ["vitest", "1.5.0", "1.6.0", "1.6.0", "node_modules/vitest", "parcel-quote-widget"],
                                     ["zod", "3.22.4", "3.23.8", "3.23.8", "node_modules/zod", "parcel-quote-widget"]],
                                    right={1, 2, 3}), duration=4.0),
        p.run("npm install zod@3.23.8 vitest@1.6.0", """\

added 2 packages, removed 1 package, changed 9 packages, and audited 214 packages in 6s

41 packages are looking for funding
  run `npm fund` for details

found 0 vulnerabilities""", duration=10.0),
        p.run("npm ls zod vitest", f"""\
parcel-quote-widget@2.3.1 {root}
├── vitest@1.6.0
└── zod@3.23.8
"""),
        p.run("npm test -- --run", f"""\

> parcel-quote-widget@2.3.1 test
> vitest --run


 RUN  v1.6.0 {root}

 ✓ src/lib/zones.test.ts  (9 tests) 6ms
 ✓ src/lib/weight.test.ts  (12 tests) 8ms
 ✓ src/lib/currency.test.ts  (7 tests) 11ms
 ✓ src/schema/quote.test.ts  (8 tests) 14ms
 ✓ src/api/client.test.ts  (5 tests) 37ms
 ✓ src/components/QuoteForm.test.ts  (6 tests) 212ms

 Test Files  6 passed (6)
      Tests  47 passed (47)
   Start at  14:21:09
   Duration  1.94s (transform 402ms, setup 0ms, collect 1.12s, tests 288ms, environment 1ms, prepare 1.05s)
""", duration=6.0),
        p.run('git commit -am "chore(deps): bump zod to 3.23.8 and vitest to 1.6.0"', """\
[main 8e2d9b4] chore(deps): bump zod to 3.23.8 and vitest to 1.6.0
 2 files changed, 61 insertions(+), 58 deletions(-)"""),
        p.run('npm version minor -m "release %s"', "v2.4.0", duration=3.0),
        p.run("git log --oneline --decorate -3", """\
3c71e0a (HEAD -> main, tag: v2.4.0) release 2.4.0
8e2d9b4 chore(deps): bump zod to 3.23.8 and vitest to 1.6.0
f40b62d (origin/main, origin/HEAD) feat: show ETA range for remote postcodes"""),
        p.run("npm outdated", table([head, dfns], right={1, 2, 3}), duration=4.0),
        p.run("npm run build", """\

> parcel-quote-widget@2.4.0 build
> tsc -p tsconfig.build.json && vite build

vite v5.2.8 building for production...
✓ 142 modules transformed.
dist/index.html                  0.48 kB │ gzip:  0.31 kB
dist/assets/index-Bq3xW9kD.css   4.12 kB │ gzip:  1.37 kB
dist/assets/index-D7fLhQ2e.js   88.64 kB │ gzip: 27.90 kB
✓ built in 1.73s""", duration=10.0),
    ]
    return dict(tid="h11-terminal-11", turns=turns, state="nadia@devbox:~/code/parcel-quote-widget$")


# --------------------------------------------------------------------------------------------------------
# 12
def t12() -> dict[str, Any]:
    # bad: go/make build; turn 1 `date` says 15:42:08 and turn 3 shows bin/meterd built 15:42:31; after an edit, turn 7 rebuilds it (new -dirty ldflags) yet ls shows bin/meterd with mtime 15:39:52, earlier than both
    p = Sh("tomas", "forge-02", "/home/tomas/src/meterd")
    mod = "github.com/halvard-energy/meterd"
    ld = 'CGO_ENABLED=0 go build -trimpath -ldflags "-s -w -X main.version={v}" -o bin/{b} ./cmd/{b}'
    v1, v2 = "v0.9.3-14-g4c1d2ee", "v0.9.3-14-g4c1d2ee-dirty"
    ls = "ls -l --time-style=+'%Y-%m-%d %H:%M:%S' bin/"
    turns = [
        p.run("date && git describe --tags --dirty && go version", f"""\
Wed Jun 19 15:42:08 CEST 2024
{v1}
go version go1.22.4 linux/amd64"""),
        p.run("make clean build", "rm -rf bin/\n" + ld.format(v=v1, b="meterd") + "\n" + ld.format(v=v1, b="meterctl"), duration=30.0),
        p.run(ls, """\
total 27412
-rwxr-xr-x 1 tomas tomas  9218048 2024-06-19 15:42:37 meterctl
-rwxr-xr-x 1 tomas tomas 18849792 2024-06-19 15:42:31 meterd"""),
        p.run("./bin/meterd --version", f"meterd {v1} (go1.22.4 linux/amd64)"),
        p.run("go test ./...", f"""\
?   \t{mod}/cmd/meterctl\t[no test files]
ok  \t{mod}/cmd/meterd\t0.041s
ok  \t{mod}/internal/buffer\t1.212s
ok  \t{mod}/internal/modbus\t0.388s
ok  \t{mod}/internal/obis\t0.019s
ok  \t{mod}/internal/store\t2.907s""", duration=30.0),
        p.run("sed -i 's/defaultFlushInterval = 10 \\* time.Second/defaultFlushInterval = 5 * time.Second/' internal/buffer/flush.go && git diff", """\
diff --git a/internal/buffer/flush.go b/internal/buffer/flush.go
index 3a9c4e1..b7f02d6 100644
--- a/internal/buffer/flush.go
+++ b/internal/buffer/flush.go
@@ -11,7 +11,7 @@ import (

 const (
 \tdefaultMaxBatch      = 512
-\tdefaultFlushInterval = 10 * time.Second
+\tdefaultFlushInterval = 5 * time.Second
 \tdefaultMaxRetries    = 4
 )
"""),
        p.run(f"make build && {ls}", ld.format(v=v2, b="meterd") + "\n" + ld.format(v=v2, b="meterctl") + """
total 27412
-rwxr-xr-x 1 tomas tomas  9218048 2024-06-19 15:46:19 meterctl
-rwxr-xr-x 1 tomas tomas 18849792 2024-06-19 15:39:52 meterd""", duration=30.0),
        p.run("./bin/meterd --version", f"meterd {v2} (go1.22.4 linux/amd64)"),
        p.run('git commit -am "buffer: halve default flush interval" && git describe --tags --dirty', """\
[main 9b0e7a1] buffer: halve default flush interval
 1 file changed, 1 insertion(+), 1 deletion(-)
v0.9.3-15-g9b0e7a1"""),
    ]
    return dict(tid="h11-terminal-12", turns=turns, state="tomas@forge-02:~/src/meterd$", bad=True, turn=7,
                kind="rebuilt binary has an mtime earlier than the previous build and the session clock")


# --------------------------------------------------------------------------------------------------------
# 13
def t13() -> dict[str, Any]:
    # clean: borg: create an archive (8 archives), prune --keep-daily 5 (3 pruned, incl. same-day older one), compact, info shows archive's dedup size grew and totals shrank, list --last 2
    p = Sh("root", "pve01", "/root")
    repo = "ssh://u381204@u381204.your-storagebox.de:23/./borg/pve01"

    def arc(name: str, when: str) -> str:
        return f"{name:<36} {when} [{h('borg-' + name)}]"

    days = [("pve01-2024-06-15T03:00:02", "Sat, 2024-06-15 03:00:04"), ("pve01-2024-06-16T03:00:02", "Sun, 2024-06-16 03:00:04"),
            ("pve01-2024-06-17T03:00:03", "Mon, 2024-06-17 03:00:05"), ("pve01-2024-06-18T03:00:02", "Tue, 2024-06-18 03:00:04"),
            ("pve01-2024-06-19T03:00:02", "Wed, 2024-06-19 03:00:03"), ("pve01-2024-06-20T03:00:03", "Thu, 2024-06-20 03:00:05"),
            ("pve01-2024-06-21T03:00:02", "Fri, 2024-06-21 03:00:04")]
    new = ("pve01-2024-06-21T10:14:37", "Fri, 2024-06-21 10:14:38")
    fp = h("borg-" + new[0])
    line = "-" * 78
    kept = [new] + [d for d in days if d[0][6:16] in ("2024-06-17", "2024-06-18", "2024-06-19", "2024-06-20")]
    kept.sort()

    def prune_line(label: str, d: tuple[str, str]) -> str:
        return f"{label:<41}{arc(*d)}"

    turns = [
        p.run(f"export BORG_REPO={repo} BORG_PASSCOMMAND='cat /root/.borg-passphrase' && borg list",
              "\n".join(arc(*d) for d in days), duration=5.0),
        p.start("borg create --stats --compression zstd,6 '::pve01-{now:%Y-%m-%dT%H:%M:%S}' /etc /root /var/lib/pve-cluster", "", duration=5.0),
        p.finish(f"""\
{line}
Repository: {repo}
Archive name: {new[0]}
Archive fingerprint: {fp}
Time (start): {new[1]}
Time (end):   Fri, 2024-06-21 10:15:02
Duration: 24.17 seconds
Number of files: 3412
Utilization of max. archive size: 0%
{line}
                       Original size      Compressed size    Deduplicated size
This archive:              612.48 MB            201.30 MB              3.07 MB
All archives:                4.89 GB              1.61 GB            268.91 MB

                       Unique chunks         Total chunks
Chunk index:                    9127                57410
{line}""", duration=40.0),
        p.run("borg list", "\n".join(arc(*d) for d in days + [new]), duration=5.0),
        p.run("borg prune --list --keep-daily 5", "\n".join([
            prune_line("Keeping archive (rule: daily #1):", new),
            prune_line("Pruning archive (1/3):", days[6]),
            prune_line("Keeping archive (rule: daily #2):", days[5]),
            prune_line("Keeping archive (rule: daily #3):", days[4]),
            prune_line("Keeping archive (rule: daily #4):", days[3]),
            prune_line("Keeping archive (rule: daily #5):", days[2]),
            prune_line("Pruning archive (2/3):", days[1]),
            prune_line("Pruning archive (3/3):", days[0])]), duration=10.0),
        p.run("borg compact --verbose", "compaction freed about 39.48 MB repository space.", duration=15.0),
        p.run("borg list", "\n".join(arc(*d) for d in kept), duration=5.0),
        p.run(f"borg info ::{new[0]}", f"""\
Archive name: {new[0]}
Archive fingerprint: {fp}
Comment:
Hostname: pve01
Username: root
Time (start): {new[1]}
Time (end): Fri, 2024-06-21 10:15:02
Duration: 24.17 seconds
Number of files: 3412
Command line: /usr/bin/borg create --stats --compression zstd,6 '::pve01-{{now:%Y-%m-%dT%H:%M:%S}}' /etc /root /var/lib/pve-cluster
Utilization of maximum supported archive size: 0%
{line}
                       Original size      Compressed size    Deduplicated size
This archive:              612.48 MB            201.30 MB              9.84 MB
All archives:                3.06 GB              1.01 GB            229.43 MB

                       Unique chunks         Total chunks
Chunk index:                    8311                35880""", duration=8.0),
        p.run(f"borg list ::{new[0]} etc/network", """\
drwxr-xr-x root   root          0 Tue, 2024-03-12 09:41:17 etc/network
-rw-r--r-- root   root        812 Mon, 2024-06-10 16:02:45 etc/network/interfaces
drwxr-xr-x root   root          0 Tue, 2024-03-12 09:38:50 etc/network/interfaces.d
drwxr-xr-x root   root          0 Tue, 2024-03-12 09:38:50 etc/network/if-up.d
-rwxr-xr-x root   root       1685 Wed, 2023-04-26 19:06:38 etc/network/if-up.d/ethtool
-rwxr-xr-x root   root        945 Thu, 2023-02-09 21:12:05 etc/network/if-up.d/postfix""", duration=5.0),
        p.run("borg list --last 2", "\n".join(arc(*d) for d in [days[5], new]), duration=5.0),
    ]
    return dict(tid="h11-terminal-13", turns=turns, state="root@pve01:~#")


# --------------------------------------------------------------------------------------------------------
# 14
def t14() -> dict[str, Any]:
    # bad: supervisorctl; flower is stopped in turn 2 ("flower: stopped"), but turn 5's full status shows flower RUNNING with its old pid 2215 and a 9-day uptime, no start issued
    p = Sh("root", "queue-worker-2", "/root")
    conf = "/etc/supervisor/conf.d/worker-reports.conf"
    turns = [
        p.run("supervisorctl status", """\
beat                             RUNNING   pid 2214, uptime 9 days, 3:12:40
flower                           RUNNING   pid 2215, uptime 9 days, 3:12:40
worker-default:worker-default_00 RUNNING   pid 40871, uptime 1 day, 6:02:11
worker-default:worker-default_01 RUNNING   pid 40872, uptime 1 day, 6:02:11
worker-reports                   RUNNING   pid 40990, uptime 1 day, 5:58:47"""),
        p.run("supervisorctl stop flower", "flower: stopped", duration=3.0),
        p.run(f"sed -i 's/--concurrency=2/--concurrency=4/' {conf} && grep -n '^command' {conf}",
              "2:command=/opt/reports/venv/bin/celery -A reports worker -Q reports --concurrency=4 --max-tasks-per-child=200 -n reports@%%h"),
        p.run("supervisorctl reread && supervisorctl update worker-reports", """\
worker-reports: changed
worker-reports: stopped
worker-reports: updated process group""", duration=8.0),
        p.run("supervisorctl status", """\
beat                             RUNNING   pid 2214, uptime 9 days, 3:14:05
flower                           RUNNING   pid 2215, uptime 9 days, 3:14:05
worker-default:worker-default_00 RUNNING   pid 40871, uptime 1 day, 6:03:36
worker-default:worker-default_01 RUNNING   pid 40872, uptime 1 day, 6:03:36
worker-reports                   RUNNING   pid 51377, uptime 0:00:09"""),
        p.run("tail -n 6 /var/log/supervisor/worker-reports.log", """\
[2024-06-21 11:02:47,903: INFO/MainProcess] Connected to redis://10.0.3.7:6379/2
[2024-06-21 11:02:47,911: INFO/MainProcess] mingle: searching for neighbors
[2024-06-21 11:02:48,926: INFO/MainProcess] mingle: all alone
[2024-06-21 11:02:48,950: INFO/MainProcess] reports@queue-worker-2 ready.
[2024-06-21 11:02:52,310: INFO/MainProcess] Task reports.tasks.render_pdf[0c5e9a41-7d2b-4f18-9e36-b1a7c0d4f852] received
[2024-06-21 11:02:54,774: INFO/ForkPoolWorker-3] Task reports.tasks.render_pdf[0c5e9a41-7d2b-4f18-9e36-b1a7c0d4f852] succeeded in 2.4619s: {'pages': 14}"""),
        p.run("ps -o pid,ppid,etime,args --ppid 51377", """\
    PID    PPID     ELAPSED COMMAND
  51391   51377       01:04 /opt/reports/venv/bin/python3 /opt/reports/venv/bin/celery -A reports worker -Q reports --concurrency=4 --max-tasks-per-child=200 -n reports@queue-worker-2
  51392   51377       01:04 /opt/reports/venv/bin/python3 /opt/reports/venv/bin/celery -A reports worker -Q reports --concurrency=4 --max-tasks-per-child=200 -n reports@queue-worker-2
  51393   51377       01:04 /opt/reports/venv/bin/python3 /opt/reports/venv/bin/celery -A reports worker -Q reports --concurrency=4 --max-tasks-per-child=200 -n reports@queue-worker-2
  51394   51377       01:04 /opt/reports/venv/bin/python3 /opt/reports/venv/bin/celery -A reports worker -Q reports --concurrency=4 --max-tasks-per-child=200 -n reports@queue-worker-2"""),
        p.run("supervisorctl status worker-reports 'worker-default:*'", """\
worker-reports                   RUNNING   pid 51377, uptime 0:01:16
worker-default:worker-default_00 RUNNING   pid 40871, uptime 1 day, 6:04:43
worker-default:worker-default_01 RUNNING   pid 40872, uptime 1 day, 6:04:43"""),
    ]
    return dict(tid="h11-terminal-14", turns=turns, state="root@queue-worker-2:~#", bad=True, turn=5,
                kind="stopped program shown RUNNING again without a start")


# --------------------------------------------------------------------------------------------------------
# 15
def t15() -> dict[str, Any]:
    # bad: ansible; turn 1 cat of hosts.ini gives pg-core-03 ansible_host=10.60.1.13, turn 4 ansible-inventory --host pg-core-03 reports ansible_host 10.60.1.31, nothing wrote the inventory
    p = Sh("ops", "ctl-01", "/home/ops/infra/ansible")
    inv = "inventories/prod"
    diff = """\
--- before: /etc/postgresql/16/main/conf.d/10-tuning.conf
+++ after: /home/ops/.ansible/tmp/ansible-local-41822x9k2b7/tmpq3m1v0zl/10-tuning.conf.j2
@@ -1,6 +1,6 @@
 # Managed by Ansible (pg_tune)
-shared_buffers = 4GB
-effective_cache_size = 12GB
+shared_buffers = 8GB
+effective_cache_size = 24GB
 maintenance_work_mem = 1GB
 work_mem = 32MB
 max_parallel_workers_per_gather = 2
"""
    stars = "*" * 60

    def play(check: bool) -> str:
        render = (diff + "\n" if check else "")
        return f"""\

PLAY [Tune PostgreSQL replicas] {stars[:49]}

TASK [Gathering Facts] {stars[:58]}
ok: [pg-core-03]
ok: [pg-core-02]

TASK [pg_tune : Compute memory settings] {stars[:40]}
ok: [pg-core-02]
ok: [pg-core-03]

TASK [pg_tune : Render 10-tuning.conf] {stars[:42]}
{render}changed: [pg-core-02]
{render}changed: [pg-core-03]

RUNNING HANDLER [pg_tune : Restart postgresql] {stars[:34]}
changed: [pg-core-02]
changed: [pg-core-03]

PLAY RECAP {stars[:70]}
pg-core-02                 : ok=4    changed=2    unreachable=0    failed=0    skipped=0    rescued=0    ignored=0
pg-core-03                 : ok=4    changed=2    unreachable=0    failed=0    skipped=0    rescued=0    ignored=0
"""
    turns = [
        p.run(f"cat {inv}/hosts.ini", """\
[pg_primary]
pg-core-01 ansible_host=10.60.1.11

[pg_replicas]
pg-core-02 ansible_host=10.60.1.12
pg-core-03 ansible_host=10.60.1.13

[pgbouncer]
pgb-01 ansible_host=10.60.2.21
pgb-02 ansible_host=10.60.2.22

[postgres:children]
pg_primary
pg_replicas

[all:vars]
ansible_user=deploy
ansible_python_interpreter=/usr/bin/python3"""),
        p.run(f"ansible -i {inv} postgres -m ping -o", """\
pg-core-01 | SUCCESS => {"changed": false,"ping": "pong"}
pg-core-03 | SUCCESS => {"changed": false,"ping": "pong"}
pg-core-02 | SUCCESS => {"changed": false,"ping": "pong"}""", duration=5.0),
        p.run(f"ansible-inventory -i {inv} --graph", """\
@all:
  |--@ungrouped:
  |--@pgbouncer:
  |  |--pgb-01
  |  |--pgb-02
  |--@postgres:
  |  |--@pg_primary:
  |  |  |--pg-core-01
  |  |--@pg_replicas:
  |  |  |--pg-core-02
  |  |  |--pg-core-03""", duration=3.0),
        p.run(f"ansible-inventory -i {inv} --host pg-core-03", """\
{
    "ansible_host": "10.60.1.31",
    "ansible_python_interpreter": "/usr/bin/python3",
    "ansible_user": "deploy",
    "pg_tune_profile": "replica",
    "pg_version": 16
}""", duration=3.0),
        p.run(f"ansible-playbook -i {inv} playbooks/pg_tune.yml --limit pg_replicas --check --diff", play(True), duration=30.0),
        p.run(f"ansible-playbook -i {inv} playbooks/pg_tune.yml --limit pg_replicas", play(False), duration=60.0),
        p.run(f"ansible -i {inv} pg_replicas -b --become-user postgres -m shell -a \"psql -Atc 'show shared_buffers'\"", """\
pg-core-02 | CHANGED | rc=0 >>
8GB
pg-core-03 | CHANGED | rc=0 >>
8GB""", duration=6.0),
        p.run(f"git status --short && git log -1 --format='%h %an %ar %s' -- {inv}/hosts.ini",
              "a41e0b9 Priya Raman 3 weeks ago inventory: add pgb-02"),
    ]
    return dict(tid="h11-terminal-15", turns=turns, state="ops@ctl-01:~/infra/ansible$", bad=True, turn=4,
                kind="host address from the inventory differs from the file read earlier, no edit in between")


# --------------------------------------------------------------------------------------------------------
# 16
def t16() -> dict[str, Any]:
    # clean: rootless podman: restart (same id, new pid, Up resets), pull a new image, rm + run under the same name (new id), logs in container UTC vs host CEST, generate systemd
    p = Sh("kai", "fedora-ws", "/home/kai", style="rhel")
    mid = "a3c9e1f04b7d6a2c8e0d11f35b9c47e20a8f6d3b7c1e5904f2a6b8d0c3e7f914"
    nid = "2b7f0d9e6a14c3f58e21b09d7a6c4e13f8b5d2a90c7e6f1b3d48a5c2e9f07b61"
    img = "71c3b58ad0e2f1496d0a8c7b3e5f2d1a9b4c6e8f0a2d3b5c7e9f1a3b5d7c9e0f2"
    fmt = "'table {{.ID}} {{.Names}} {{.Status}} {{.Ports}}'"
    hdr = ["CONTAINER ID", "NAMES", "STATUS", "PORTS"]
    turns = [
        p.run(f"podman ps -a --format {fmt}", table([hdr,
              ["a3c9e1f04b7d", "mosquitto", "Up 3 days", "0.0.0.0:1883->1883/tcp"],
              ["6f02d8b19ce3", "zigbee2mqtt", "Up 3 days", "0.0.0.0:8080->8080/tcp"],
              ["e91b7a4c2d50", "nodered", "Exited (0) 2 days ago", "0.0.0.0:1880->1880/tcp"]])),
        p.run("podman inspect --format '{{.State.Pid}} {{.State.StartedAt}}' mosquitto", "41877 2024-06-18 08:03:12.448215907 +0200 CEST"),
        p.run("podman restart mosquitto && podman inspect --format '{{.Id}} {{.State.Pid}} {{.State.StartedAt}}' mosquitto",
              f"mosquitto\n{mid} 52310 2024-06-21 14:26:40.118203411 +0200 CEST", duration=5.0),
        p.run("podman pull docker.io/nodered/node-red:3.1.10", f"""\
Trying to pull docker.io/nodered/node-red:3.1.10...
Getting image source signatures
Copying blob 4abcf2066143 skipped: already exists
Copying blob 5a2b7c3f19d4 done   |
Copying blob 9c1d0e6a7b82 done   |
Copying blob e07f4a6c1b35 done   |
Copying config 71c3b58ad0 done   |
Writing manifest to image destination
{img}""", duration=25.0),
        p.run("podman rm nodered && podman run -d --name nodered -p 1880:1880 -v nodered-data:/data docker.io/nodered/node-red:3.1.10",
              f"nodered\n{nid}", duration=4.0),
        p.run(f"podman ps --format {fmt}", table([hdr,
              ["a3c9e1f04b7d", "mosquitto", "Up 2 minutes", "0.0.0.0:1883->1883/tcp"],
              ["6f02d8b19ce3", "zigbee2mqtt", "Up 3 days", "0.0.0.0:8080->8080/tcp"],
              ["2b7f0d9e6a14", "nodered", "Up 41 seconds", "0.0.0.0:1880->1880/tcp"]])),
        p.run("podman logs --tail 6 nodered", """\
21 Jun 12:28:03 - [info] Settings file  : /data/settings.js
21 Jun 12:28:03 - [info] Context store  : 'default' [module=memory]
21 Jun 12:28:03 - [info] User directory : /data
21 Jun 12:28:03 - [info] Flows file     : /data/flows.json
21 Jun 12:28:04 - [info] Server now running at http://127.0.0.1:1880/
21 Jun 12:28:04 - [info] Started flows"""),
        p.run("podman volume inspect nodered-data --format '{{.Mountpoint}}' && ls ~/.local/share/containers/storage/volumes/nodered-data/_data", """\
/home/kai/.local/share/containers/storage/volumes/nodered-data/_data
flows.json  flows_cred.json  lib  node_modules  package.json  settings.js"""),
        p.run("podman generate systemd --new --name nodered --files", """\

DEPRECATED command:
It is recommended to use Quadlets for running containers and pods under systemd.

Please refer to podman-systemd.unit(5) for details.
/home/kai/container-nodered.service"""),
        p.run("podman ps -a --filter name=nodered --format '{{.ID}} {{.Image}} {{.Status}}'",
              "2b7f0d9e6a14 docker.io/nodered/node-red:3.1.10 Up 2 minutes"),
    ]
    return dict(tid="h11-terminal-16", turns=turns, state="[kai@fedora-ws ~]$")


# --------------------------------------------------------------------------------------------------------
# 17
def t17() -> dict[str, Any]:
    # clean: gateway networking: nft rule added (new handle, counters tick up), extra address on ens19, ss listeners, dig TTL from cache then fresh after an unbound flush, curl, established scrape
    p = Sh("root", "gw-lab-3", "/root")
    T = "\t"

    def chain(extra: str | None, c9: str) -> str:
        rules = [
            "ct state established,related accept # handle 4",
            "ct state invalid drop # handle 5",
            'iifname "lo" accept # handle 6',
            'iifname "ens19" accept # handle 7',
            "udp dport 51820 accept # handle 8",
            f"ip saddr 198.51.100.0/24 tcp dport 22 counter {c9} accept # handle 9",
            'iifname "wg0" icmp type echo-request accept # handle 11',
        ] + ([extra] if extra else [])
        return "\n".join(["table inet filter {", f"{T}chain input {{ # handle 1",
                          f"{T}{T}type filter hook input priority filter; policy drop;"]
                         + [T + T + r for r in rules] + [f"{T}}}", "}"])

    turns = [
        p.run("ip -br addr", """\
lo               UNKNOWN        127.0.0.1/8 ::1/128
ens18            UP             192.0.2.14/24 fe80::be24:11ff:fe3a:7c0f/64
ens19            UP             10.77.0.1/24 fe80::be24:11ff:fe3a:7c10/64
wg0              UNKNOWN        10.99.0.1/24"""),
        p.run("nft -a list chain inet filter input", chain(None, "packets 1834 bytes 110392")),
        p.run("nft add rule inet filter input ip saddr 10.99.0.0/24 tcp dport 9100 counter accept && nft -a list chain inet filter input",
              chain("ip saddr 10.99.0.0/24 tcp dport 9100 counter packets 0 bytes 0 accept # handle 14", "packets 1836 bytes 110512")),
        p.run("ip addr add 10.77.1.1/24 dev ens19 && ip -br addr show ens19",
              "ens19            UP             10.77.0.1/24 10.77.1.1/24 fe80::be24:11ff:fe3a:7c10/64"),
        p.run("ss -tlnp", """\
State  Recv-Q Send-Q Local Address:Port Peer Address:PortProcess
LISTEN 0      256        10.77.0.1:53        0.0.0.0:*    users:(("unbound",pid=703,fd=6))
LISTEN 0      128          0.0.0.0:22        0.0.0.0:*    users:(("sshd",pid=812,fd=3))
LISTEN 0      256        127.0.0.1:8953      0.0.0.0:*    users:(("unbound",pid=703,fd=8))
LISTEN 0      4096               *:9100            *:*    users:(("prometheus-node",pid=1190,fd=3))
LISTEN 0      128             [::]:22           [::]:*    users:(("sshd",pid=812,fd=4))"""),
        p.run("dig +noall +answer metrics.lab.example.net @10.77.0.1", f"metrics.lab.example.net. 187{T}IN{T}A{T}10.77.0.20"),
        p.run("curl -s -o /dev/null -w '%{http_code} %{time_total}\\n' http://10.77.0.20:9100/metrics", "200 0.008213"),
        p.run("unbound-control flush metrics.lab.example.net && dig +noall +answer metrics.lab.example.net @10.77.0.1",
              f"ok\nmetrics.lab.example.net. 300{T}IN{T}A{T}10.77.0.20"),
        p.run("nft list chain inet filter input | grep 9100", f"{T}{T}ip saddr 10.99.0.0/24 tcp dport 9100 counter packets 3 bytes 180 accept"),
        p.run("ss -tn state established '( sport = :9100 )'", """\
Recv-Q Send-Q Local Address:Port  Peer Address:Port Process
0      0          10.99.0.1:9100    10.99.0.5:48836"""),
    ]
    return dict(tid="h11-terminal-17", turns=turns, state="root@gw-lab-3:~#")


# --------------------------------------------------------------------------------------------------------
# 18
def t18() -> dict[str, Any]:
    # bad: LVM; VG vg_data is 3725.80g with 1226.80g free (turn 1), lv_pgdata +300G (turn 4) and a 120G LV created (turn 6) leave 806.80g, but turn 8 vgs shows VFree 926.80g next to the right LV list
    p = Sh("root", "db-stor-04", "/root")
    lvh = "  LV           VG      Attr       LSize    Pool Origin Data%  Meta%  Move Log Cpy%Sync Convert"
    turns = [
        p.run("vgs --units g", """\
  VG      #PV #LV #SN Attr   VSize    VFree
  vg_data   2   3   0 wz--n- 3725.80g 1226.80g
  vg_sys    1   3   0 wz--n-  222.57g   40.00g"""),
        p.run("lvs --units g vg_data", """\
  LV        VG      Attr       LSize    Pool Origin Data%  Meta%  Move Log Cpy%Sync Convert
  lv_backup vg_data -wi-ao----  499.00g
  lv_pgdata vg_data -wi-ao---- 1800.00g
  lv_pgwal  vg_data -wi-ao----  200.00g"""),
        p.run("df -h /var/lib/postgresql/16/main", """\
Filesystem                     Size  Used Avail Use% Mounted on
/dev/mapper/vg_data-lv_pgdata  1.8T  1.6T  186G  90% /var/lib/postgresql"""),
        p.run("lvextend -L +300G -r /dev/vg_data/lv_pgdata", """\
  Size of logical volume vg_data/lv_pgdata changed from <1.76 TiB (460800 extents) to 2.05 TiB (537600 extents).
  Logical volume vg_data/lv_pgdata successfully resized.
meta-data=/dev/mapper/vg_data-lv_pgdata isize=512    agcount=8, agsize=58982400 blks
         =                       sectsz=4096  attr=2, projid32bit=1
         =                       crc=1        finobt=1, sparse=1, rmapbt=0
         =                       reflink=1    bigtime=1 inobtcount=1 nrext64=0
data     =                       bsize=4096   blocks=471859200, imaxpct=5
         =                       sunit=0      swidth=0 blks
naming   =version 2              bsize=4096   ascii-ci=0, ftype=1
log      =internal log           bsize=4096   blocks=230400, version=2
         =                       sectsz=4096  sunit=1 blks, lazy-count=1
realtime =none                   extsz=4096   blocks=0, rtextents=0
data blocks changed from 471859200 to 550502400""", duration=5.0),
        p.run("df -h /var/lib/postgresql/16/main", """\
Filesystem                     Size  Used Avail Use% Mounted on
/dev/mapper/vg_data-lv_pgdata  2.1T  1.6T  486G  77% /var/lib/postgresql"""),
        p.run("lvcreate -L 120G -n lv_pgarchive vg_data", '  Logical volume "lv_pgarchive" created.'),
        p.run("mkfs.xfs -q /dev/vg_data/lv_pgarchive && mkdir -p /srv/pgarchive && mount /dev/vg_data/lv_pgarchive /srv/pgarchive && df -h /srv/pgarchive", """\
Filesystem                        Size  Used Avail Use% Mounted on
/dev/mapper/vg_data-lv_pgarchive  120G  889M  120G   1% /srv/pgarchive""", duration=4.0),
        p.run("vgs --units g vg_data && lvs --units g vg_data", f"""\
  VG      #PV #LV #SN Attr   VSize    VFree
  vg_data   2   4   0 wz--n- 3725.80g 926.80g
{lvh}
  lv_backup    vg_data -wi-ao----  499.00g
  lv_pgarchive vg_data -wi-ao----  120.00g
  lv_pgdata    vg_data -wi-ao---- 2100.00g
  lv_pgwal     vg_data -wi-ao----  200.00g"""),
        p.run("echo '/dev/vg_data/lv_pgarchive /srv/pgarchive xfs defaults,noatime 0 0' >> /etc/fstab && findmnt --verify --tab-file /etc/fstab && chown postgres:postgres /srv/pgarchive",
              "Success, no errors or warnings detected"),
    ]
    return dict(tid="h11-terminal-18", turns=turns, state="root@db-stor-04:~#", bad=True, turn=8,
                kind="volume group free space does not follow the extend and the new LV")


# --------------------------------------------------------------------------------------------------------
# 19
def t19() -> dict[str, Any]:
    # clean: cargo: tests, apply a patch adding 2 tests (counts rise), clippy, set-version 0.7.2 -> 0.8.0 (Compiling line, --version and deps hashes change), release build
    p = Sh("ines", "rust-dev", "/home/ines/src/tarn")
    root = "/home/ines/src/tarn"

    def results(lib: int, h1: str, h2: str, h3: str, t1: str) -> str:
        tail = "0 failed; 0 ignored; 0 measured; 0 filtered out"
        return f"""\
     Running unittests src/lib.rs (target/debug/deps/tarn-{h1})
test result: ok. {lib} passed; 0 failed; 2 ignored; 0 measured; 0 filtered out; finished in {t1}
     Running unittests src/main.rs (target/debug/deps/tarn-{h2})
test result: ok. 0 passed; {tail}; finished in 0.00s
     Running tests/cli.rs (target/debug/deps/cli-{h3})
test result: ok. 14 passed; {tail}; finished in 1.87s
   Doc-tests tarn
test result: ok. 4 passed; {tail}; finished in 0.62s"""

    grep = "cargo test 2>&1 | grep -E '^(test result|     Running|   Doc-tests)'"
    turns = [
        p.run("grep -m1 '^version' Cargo.toml && cargo --version", 'version = "0.7.2"\ncargo 1.78.0 (54d8815d0 2024-03-26)'),
        p.run(grep, results(58, "5c0e1f7a9b3d2c48", "a91d4e07c2b86f13", "3e7b29d0f4a1c685", "0.41s"), duration=20.0),
        p.run("git apply ../patches/glob-explicit-dot.patch && git diff --stat", """\
 src/glob.rs | 41 +++++++++++++++++++++++++++++++++++++----
 1 file changed, 37 insertions(+), 4 deletions(-)"""),
        p.run("cargo test --lib glob", f"""\
   Compiling tarn v0.7.2 ({root})
    Finished `test` profile [unoptimized + debuginfo] target(s) in 4.08s
     Running unittests src/lib.rs (target/debug/deps/tarn-5c0e1f7a9b3d2c48)

running 9 tests
test glob::tests::brace_expansion ... ok
test glob::tests::char_class_negated ... ok
test glob::tests::double_star_crosses_dirs ... ok
test glob::tests::escaped_star_is_literal ... ok
test glob::tests::explicit_dot_matches_hidden ... ok
test glob::tests::question_mark_single_char ... ok
test glob::tests::star_skips_dotfiles ... ok
test glob::tests::trailing_slash_dirs_only ... ok
test glob::tests::dot_dir_components ... ok

test result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 53 filtered out; finished in 0.01s
""", duration=15.0),
        p.run("cargo clippy --all-targets -- -D warnings", f"""\
    Checking tarn v0.7.2 ({root})
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 2.96s""", duration=10.0),
        p.run("cargo set-version --bump minor", "   Upgrading tarn from 0.7.2 to 0.8.0"),
        p.start("cargo build --release && ls -l target/release/tarn", f"   Compiling tarn v0.8.0 ({root})", duration=10.0),
        p.finish(f"""\
   Compiling tarn v0.8.0 ({root})
    Finished `release` profile [optimized] target(s) in 38.52s
-rwxr-xr-x 2 ines ines 4718392 Jun 21 16:52 target/release/tarn""", duration=40.0),
        p.run("./target/release/tarn --version", "tarn 0.8.0"),
        p.run(grep, results(60, "0b6e93d2a7f41c5e", "e28c5a1f9d03b764", "74d1a0c8e5f3b296", "0.43s"), duration=40.0),
        p.run('git add -A && git commit -qm "glob: explicit leading dot matches hidden entries; release 0.8.0" && git log --oneline --decorate -2', """\
c7e3a18 (HEAD -> main) glob: explicit leading dot matches hidden entries; release 0.8.0
4f92b0d (origin/main, origin/HEAD) walk: honour .tarnignore in nested directories"""),
    ]
    return dict(tid="h11-terminal-19", turns=turns, state="ines@rust-dev:~/src/tarn$")


# --------------------------------------------------------------------------------------------------------
# 20
def t20() -> dict[str, Any]:
    # bad: user admin; turn 2 creates dokafor with -G sre (id shows 1207(sre)), turn 5 removes bnguyen from sre and the printed sre line lacks dokafor though nothing removed him
    p = Sh("root", "jump-02", "/root", style="rhel")
    turns = [
        p.run("getent group sre docker wheel", """\
sre:x:1207:akovacs,bnguyen,cmorales
docker:x:992:akovacs,cmorales
wheel:x:10:akovacs"""),
        p.run('useradd -m -s /bin/bash -c "Dmitri Okafor" -G sre dokafor && id dokafor',
              "uid=1214(dokafor) gid=1214(dokafor) groups=1214(dokafor),1207(sre)"),
        p.run("install -d -m 700 -o dokafor -g dokafor /home/dokafor/.ssh && install -m 600 -o dokafor -g dokafor /tmp/dokafor.pub /home/dokafor/.ssh/authorized_keys && ls -la /home/dokafor/.ssh", """\
total 4
drwx------. 2 dokafor dokafor  29 Jun 21 09:41 .
drwx------. 3 dokafor dokafor  95 Jun 21 09:41 ..
-rw-------. 1 dokafor dokafor 103 Jun 21 09:41 authorized_keys"""),
        p.run("usermod -aG docker dokafor && getent group docker", "docker:x:992:akovacs,cmorales,dokafor"),
        p.run("gpasswd -d bnguyen sre && getent group sre", "Removing user bnguyen from group sre\nsre:x:1207:akovacs,cmorales"),
        p.run("chage -M 90 -W 14 dokafor && chage -l dokafor", """\
Last password change\t\t\t\t\t: Jun 21, 2024
Password expires\t\t\t\t\t: Sep 19, 2024
Password inactive\t\t\t\t\t: never
Account expires\t\t\t\t\t\t: never
Minimum number of days between password change\t\t: 0
Maximum number of days between password change\t\t: 90
Number of days of warning before password expires\t: 14"""),
        p.run("cat /etc/sudoers.d/sre && visudo -cf /etc/sudoers.d/sre", """\
%sre ALL=(root) /usr/bin/systemctl restart *, /usr/bin/journalctl *
/etc/sudoers.d/sre: parsed OK"""),
        p.run("passwd -S dokafor", "dokafor LK 2024-06-21 0 90 14 -1 (Password locked.)"),
        p.run("getent group docker wheel", "docker:x:992:akovacs,cmorales,dokafor\nwheel:x:10:akovacs"),
    ]
    return dict(tid="h11-terminal-20", turns=turns, state="[root@jump-02 ~]#", bad=True, turn=5,
                kind="new user missing from the member list of a group he was created in")


# --------------------------------------------------------------------------------------------------------
# 21
def t21() -> dict[str, Any]:
    # bad: openssl; turn 4 shows the new cert's SHA-256 fingerprint ...D7:30:85:CB..., turn 8 (served by grafana, same serial and dates) shows ...D7:30:58:CB...
    p = Sh("root", "mon-01", "/root/certs")
    serial = "3F0A9C21D7E4B8A16502C3D9E0F17A48B2C6D5E1"
    fp = "9C:41:E7:0B:5A:D2:38:F6:11:AC:C4:7E:92:03:BD:58:6F:E1:2A:94:D7:30:85:CB:4E:19:F2:66:A8:0D:73:B5"
    fp_bad = fp.replace("D7:30:85:CB", "D7:30:58:CB")
    turns = [
        p.run("openssl x509 -in /etc/grafana/tls/grafana.crt -noout -subject -serial -enddate", """\
subject=CN = grafana.corp.halden.lan
serial=1D44F0A2B9C7E35180D6A4F21C09B7E3D58A6C12
notAfter=Jun 28 08:55:10 2024 GMT"""),
        p.run('openssl req -new -newkey rsa:3072 -nodes -keyout grafana.key -out grafana.csr -subj "/CN=grafana.corp.halden.lan" -addext "subjectAltName=DNS:grafana.corp.halden.lan,DNS:grafana"', """\
.+...+.....+.........+..+...+....+..+++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++*...+......+.+..+.......+......
..+.....+...+....+...+..+.+...+..+++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++*.+.........+..+...+.....+...+....
-----""", duration=3.0),
        p.run("openssl x509 -req -in grafana.csr -CA /root/ca/int-ca.crt -CAkey /root/ca/int-ca.key -CAcreateserial -days 397 -sha256 -copy_extensions copy -out grafana.crt", """\
Certificate request self-signature ok
subject=CN = grafana.corp.halden.lan"""),
        p.run("openssl x509 -in grafana.crt -noout -serial -dates -fingerprint -sha256 -ext subjectAltName", f"""\
serial={serial}
notBefore=Jun 21 09:18:44 2024 GMT
notAfter=Jul 23 09:18:44 2025 GMT
sha256 Fingerprint={fp}
X509v3 Subject Alternative Name:
    DNS:grafana.corp.halden.lan, DNS:grafana"""),
        p.run("openssl verify -CAfile /root/ca/chain.pem grafana.crt", "grafana.crt: OK"),
        p.run("cp grafana.crt grafana.key /etc/grafana/tls/ && chown root:grafana /etc/grafana/tls/grafana.* && chmod 640 /etc/grafana/tls/grafana.key && systemctl restart grafana-server && systemctl is-active grafana-server",
              "active", duration=6.0),
        p.run("ls -l /etc/grafana/tls/", """\
total 12
-rw-r--r-- 1 root grafana 1562 Jun 21 09:20 grafana.crt
-rw-r----- 1 root grafana 2484 Jun 21 09:20 grafana.key
-rw-r--r-- 1 root grafana 1338 Mar 30 08:55 int-ca.crt"""),
        p.run("echo | openssl s_client -connect 127.0.0.1:3000 -servername grafana.corp.halden.lan 2>/dev/null | openssl x509 -noout -serial -fingerprint -sha256 -enddate", f"""\
serial={serial}
sha256 Fingerprint={fp_bad}
notAfter=Jul 23 09:18:44 2025 GMT"""),
        p.run("curl -sS --cacert /root/ca/chain.pem https://grafana.corp.halden.lan:3000/api/health", """\
{
  "commit": "e06ffd5fbb",
  "database": "ok",
  "version": "10.4.3"
}"""),
    ]
    return dict(tid="h11-terminal-21", turns=turns, state="root@mon-01:~/certs#", bad=True, turn=8,
                kind="certificate fingerprint differs between two views of the same certificate")


# --------------------------------------------------------------------------------------------------------
# 22
def t22() -> dict[str, Any]:
    # clean: terraform (hcloud): plan scales web 2 -> 1 and workers 1 -> 2 plus a firewall rule; apply; state list gains/loses entries; new server shown; plan reports no changes
    p = Sh("ana", "tfrunner", "/home/ana/infra/envs/staging")
    before = ["data.hcloud_image.debian", "hcloud_firewall.web", "hcloud_network.staging", "hcloud_network_subnet.apps",
              "hcloud_server.web[0]", "hcloud_server.web[1]", "hcloud_server.worker[0]", "hcloud_server_network.worker[0]",
              "hcloud_ssh_key.deploy", "hcloud_volume.pgdata"]
    after = [r for r in before if r != "hcloud_server.web[1]"] + ["hcloud_server.worker[1]", "hcloud_server_network.worker[1]"]
    after.sort()

    def refresh(web1: bool, worker1: bool) -> str:
        lines = [
            "data.hcloud_image.debian: Reading...",
            "hcloud_ssh_key.deploy: Refreshing state... [id=19827344]",
            "hcloud_network.staging: Refreshing state... [id=4113902]",
            "hcloud_firewall.web: Refreshing state... [id=1420577]",
            "hcloud_volume.pgdata: Refreshing state... [id=100846213]",
            "data.hcloud_image.debian: Read complete after 1s [id=161547269]",
            "hcloud_network_subnet.apps: Refreshing state... [id=4113902-10.30.1.0/24]",
            "hcloud_server.web[0]: Refreshing state... [id=48811207]",
        ]
        if web1:
            lines.append("hcloud_server.web[1]: Refreshing state... [id=48811208]")
        lines.append("hcloud_server.worker[0]: Refreshing state... [id=48811342]")
        if worker1:
            lines.append("hcloud_server.worker[1]: Refreshing state... [id=48934120]")
        lines.append("hcloud_server_network.worker[0]: Refreshing state... [id=48811342-4113902]")
        if worker1:
            lines.append("hcloud_server_network.worker[1]: Refreshing state... [id=48934120-4113902]")
        return "\n".join(lines)

    plan = refresh(True, False) + """

Terraform used the selected providers to generate the following execution plan. Resource actions are indicated with the following symbols:
  + create
  ~ update in-place
  - destroy

Terraform will perform the following actions:

  # hcloud_firewall.web will be updated in-place
  ~ resource "hcloud_firewall" "web" {
        id     = "1420577"
        name   = "staging-web"
        # (1 unchanged attribute hidden)

      + rule {
          + destination_ips = []
          + direction       = "in"
          + port            = "9100"
          + protocol        = "tcp"
          + source_ips      = [
              + "10.30.0.0/16",
            ]
        }

        # (2 unchanged blocks hidden)
    }

  # hcloud_server.web[1] will be destroyed
  # (because index [1] is out of range for count)
  - resource "hcloud_server" "web" {
      - id           = "48811208" -> null
      - ipv4_address = "49.13.90.17" -> null
      - name         = "stg-web-2" -> null
      - server_type  = "cx22" -> null
        # (18 unchanged attributes hidden)
    }

  # hcloud_server.worker[1] will be created
  + resource "hcloud_server" "worker" {
      + allow_deprecated_images    = false
      + backup_window              = (known after apply)
      + backups                    = false
      + datacenter                 = (known after apply)
      + delete_protection          = false
      + firewall_ids               = (known after apply)
      + id                         = (known after apply)
      + ignore_remote_firewall_ids = false
      + image                      = "161547269"
      + ipv4_address               = (known after apply)
      + ipv6_address               = (known after apply)
      + ipv6_network               = (known after apply)
      + keep_disk                  = false
      + labels                     = {
          + "env"  = "staging"
          + "role" = "worker"
        }
      + location                   = "fsn1"
      + name                       = "stg-worker-2"
      + rebuild_protection         = false
      + server_type                = "cpx31"
      + shutdown_before_deletion   = false
      + ssh_keys                   = [
          + "19827344",
        ]
      + status                     = (known after apply)
    }

  # hcloud_server_network.worker[1] will be created
  + resource "hcloud_server_network" "worker" {
      + id          = (known after apply)
      + ip          = "10.30.1.22"
      + mac_address = (known after apply)
      + network_id  = 4113902
      + server_id   = (known after apply)
    }

Plan: 2 to add, 1 to change, 1 to destroy.

Changes to Outputs:
  ~ web_ipv4    = [
        "49.13.88.141",
      - "49.13.90.17",
    ]
  ~ worker_ipv4 = [
        "168.119.41.203",
      + (known after apply),
    ]

─────────────────────────────────────────────────────────────────────────────

Saved the plan to: tfplan

To perform exactly these actions, run the following command to apply:
    terraform apply "tfplan\""""
    turns = [
        p.run("terraform state list", "\n".join(before), duration=3.0),
        p.run("terraform plan -out=tfplan", plan, duration=20.0),
        p.start("terraform apply tfplan", """\
hcloud_server.web[1]: Destroying... [id=48811208]
hcloud_firewall.web: Modifying... [id=1420577]
hcloud_server.worker[1]: Creating...""", duration=5.0),
        p.finish("""\
hcloud_server.web[1]: Destroying... [id=48811208]
hcloud_firewall.web: Modifying... [id=1420577]
hcloud_server.worker[1]: Creating...
hcloud_firewall.web: Modifications complete after 2s [id=1420577]
hcloud_server.web[1]: Destruction complete after 5s
hcloud_server.worker[1]: Still creating... [10s elapsed]
hcloud_server.worker[1]: Creation complete after 14s [id=48934120]
hcloud_server_network.worker[1]: Creating...
hcloud_server_network.worker[1]: Creation complete after 3s [id=48934120-4113902]

Apply complete! Resources: 2 added, 1 changed, 1 destroyed.

Outputs:

web_ipv4 = [
  "49.13.88.141",
]
worker_ipv4 = [
  "168.119.41.203",
  "91.107.214.66",
]""", duration=30.0),
        p.run("terraform state list", "\n".join(after), duration=3.0),
        p.run("terraform state show 'hcloud_server.worker[1]' | grep -E '^\\s+(id|name|ipv4_address|server_type|status|location) '", """\
    id                         = "48934120"
    ipv4_address               = "91.107.214.66"
    location                   = "fsn1"
    name                       = "stg-worker-2"
    server_type                = "cpx31"
    status                     = "running\""""),
        p.run("ssh -o StrictHostKeyChecking=accept-new root@91.107.214.66 'hostname; ip -4 -br addr'", """\
Warning: Permanently added '91.107.214.66' (ED25519) to the list of known hosts.
stg-worker-2
lo               UNKNOWN        127.0.0.1/8
eth0             UP             91.107.214.66/32
enp7s0           UP             10.30.1.22/32""", duration=4.0),
        p.run('terraform plan -detailed-exitcode; echo "exit=$?"', refresh(False, True) + """

No changes. Your infrastructure matches the configuration.

Terraform has compared your real infrastructure against your configuration and found no differences, so no changes are needed.
exit=0""", duration=20.0),
        p.run("terraform output -json worker_ipv4", '["168.119.41.203","91.107.214.66"]'),
    ]
    return dict(tid="h11-terminal-22", turns=turns, state="ana@tfrunner:~/infra/envs/staging$")


ALL = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in ALL:
        kw = fn()
        assert kw["turns"][0][1].startswith(kw["state"] + " "), kw["tid"]
        rs.add(task="terminal", tid=kw["tid"], system=SYSTEM, turns=kw["turns"], state=kw["state"],
               bad=kw.get("bad", False), turn=kw.get("turn"), kind=kw.get("kind", "clean"))
    rs.write()


if __name__ == "__main__":
    main()
