# ruff: noqa: E501
"""Held-out set holdout43, terminal domain: 22 tmux shell trajectories (11 clean, 11 with one contradiction).

Each trajectory is one task in a shell, one command per turn; the observation is the pane as the shell
leaves it (prompt line with the command, the output, the next prompt).
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet

SYSTEM = """# Role and Objective

You are a Terminal World Model, a precise simulator of a Linux terminal running inside a tmux pane. For each action, predict the exact terminal output the keystrokes would produce, faithful to the real programs and consistent with everything that happened earlier in the session.

## Inputs

1. Historical context: the earlier actions of this session and the outputs you gave for them.
2. Current state: the visible pane, with the prompt that shows user, host and working directory.
3. Action: a JSON array of objects with `keystrokes` (raw input sent to the pane; a trailing newline executes a command) and `duration` (seconds to wait before the screen is captured).

## What to track

- Working directory (changed by `cd`, shown in the prompt) and environment variables.
- The file system: files created, edited, moved or deleted by earlier commands.
- Processes, services, containers, queues, keys and certificates, with their ids, PIDs, serials and fingerprints, which stay the same until something changes them.
- Clocks and counters, which only move forward as the session goes on.

## Output

Print the command echo on the prompt line, then all stdout and stderr in execution order, then the new prompt (unless the program is still running when the duration ends). Keep the program's real formatting: column alignment, headers, units, error messages and exit behaviour. Errors follow the real tools (`No such file or directory`, `command not found`, permission errors). Do not invent files or objects that were never created, and do not drop those that were.

## Special actions

- `C-c`, `C-d`, `C-z`, `C-l`: interrupt, EOF, suspend and clear, as tmux sends them.
- Empty keystrokes with a duration: show what appeared during the wait.
- Empty action array `[]`: the task is finished; show the completion confirmation.

The pane shows about 40 lines; very long output scrolls, but reproduce what the command prints.
"""


def login(p: Pane, last: str) -> str:
    """A starting screen: the last-login banner and the first prompt."""
    return f"Last login: {last}\n{p.prompt}"


# kubectl cronjobs and jobs: clean
def t01(rs: RowSet) -> None:
    p = Pane("dkoval", "ops-bastion-02", "/home/dkoval/k8s")
    state = login(p, "Thu Jun 12 10:39:58 2025 from 10.8.14.22")
    t = []
    t.append(p.run("kubectl get cronjobs -n billing", """NAME                SCHEDULE       TIMEZONE        SUSPEND   ACTIVE   LAST SCHEDULE   AGE
dunning-mailer      30 * * * *     Europe/Berlin   False     0        11m             41d
invoice-reconcile   15 */6 * * *   <none>          False     0        4h26m           94d
ledger-export       0 2 * * *      <none>          False     0        8h              94d
stale-session-gc    */10 * * * *   <none>          True      0        6d13h           212d"""))
    t.append(p.run("kubectl get jobs -n billing", """NAME                         COMPLETIONS   DURATION   AGE
dunning-mailer-29161950      1/1           14s        131m
dunning-mailer-29162010      1/1           12s        71m
dunning-mailer-29162070      1/1           13s        11m
invoice-reconcile-29161095   1/1           52s        16h
invoice-reconcile-29161455   1/1           49s        10h
invoice-reconcile-29161815   1/1           55s        4h26m
ledger-export-29161560       1/1           3m41s      8h"""))
    t.append(p.run("kubectl describe cronjob invoice-reconcile -n billing", """Name:                          invoice-reconcile
Namespace:                     billing
Labels:                        app.kubernetes.io/name=invoice-reconcile
                               app.kubernetes.io/part-of=billing
Annotations:                   <none>
Schedule:                      15 */6 * * *
Concurrency Policy:            Forbid
Suspend:                       False
Successful Job History Limit:  3
Failed Job History Limit:      1
Starting Deadline Seconds:     300s
Selector:                      <unset>
Parallelism:                   <unset>
Completions:                   <unset>
Active Deadline Seconds:       1800s
Pod Template:
  Labels:           app.kubernetes.io/name=invoice-reconcile
  Service Account:  billing-batch
  Containers:
   reconcile:
    Image:      registry.internal.acme.io/billing/reconcile:2.14.3
    Port:       <none>
    Host Port:  <none>
    Command:
      /app/bin/reconcile
    Args:
      --since=6h
      --provider=stripe
      --dry-run=false
    Limits:
      cpu:     1
      memory:  768Mi
    Requests:
      cpu:     250m
      memory:  512Mi
    Environment:
      DB_HOST:      pg-billing-rw.billing.svc
      DB_NAME:      billing
      DB_PASSWORD:  <set to the key 'password' in secret 'pg-billing-app'>  Optional: false
      STRIPE_KEY:   <set to the key 'secret-key' in secret 'stripe-live'>   Optional: false
    Mounts:         <none>
  Volumes:          <none>
  Node-Selectors:   <none>
  Tolerations:      <none>
Last Schedule Time:  Thu, 12 Jun 2025 06:15:00 +0000
Active Jobs:         <none>
Events:
  Type    Reason            Age    From                Message
  ----    ------            ----   ----                -------
  Normal  SuccessfulCreate  16h    cronjob-controller  Created job invoice-reconcile-29161095
  Normal  SawCompletedJob   16h    cronjob-controller  Saw completed job: invoice-reconcile-29161095, status: Complete
  Normal  SuccessfulDelete  16h    cronjob-controller  Deleted job invoice-reconcile-29160015
  Normal  SuccessfulCreate  10h    cronjob-controller  Created job invoice-reconcile-29161455
  Normal  SawCompletedJob   10h    cronjob-controller  Saw completed job: invoice-reconcile-29161455, status: Complete
  Normal  SuccessfulDelete  10h    cronjob-controller  Deleted job invoice-reconcile-29160375
  Normal  SuccessfulCreate  4h27m  cronjob-controller  Created job invoice-reconcile-29161815
  Normal  SawCompletedJob   4h26m  cronjob-controller  Saw completed job: invoice-reconcile-29161815, status: Complete
  Normal  SuccessfulDelete  4h26m  cronjob-controller  Deleted job invoice-reconcile-29160735"""))
    t.append(p.run("kubectl create job invoice-reconcile-manual-0612 --from=cronjob/invoice-reconcile -n billing",
                   "job.batch/invoice-reconcile-manual-0612 created"))
    t.append(p.run("kubectl get jobs -n billing", """NAME                            COMPLETIONS   DURATION   AGE
dunning-mailer-29161950         1/1           14s        132m
dunning-mailer-29162010         1/1           12s        72m
dunning-mailer-29162070         1/1           13s        12m
invoice-reconcile-29161095      1/1           52s        16h
invoice-reconcile-29161455      1/1           49s        10h
invoice-reconcile-29161815      1/1           55s        4h27m
invoice-reconcile-manual-0612   0/1           15s        15s
ledger-export-29161560          1/1           3m41s      8h"""))
    t.append(p.run("kubectl get pods -n billing -l job-name=invoice-reconcile-manual-0612 -o wide", """NAME                                  READY   STATUS    RESTARTS   AGE   IP             NODE            NOMINATED NODE   READINESS GATES
invoice-reconcile-manual-0612-7xq2k   1/1     Running   0          26s   10.42.3.118    k8s-worker-03   <none>           <none>"""))
    t.append(p.run("kubectl logs job/invoice-reconcile-manual-0612 -n billing --tail=14", """{"level":"info","ts":"2025-06-12T10:42:44.118Z","msg":"starting reconcile","version":"2.14.3","since":"6h0m0s","provider":"stripe","dry_run":false}
{"level":"info","ts":"2025-06-12T10:42:44.392Z","msg":"connected to database","host":"pg-billing-rw.billing.svc","db":"billing"}
{"level":"info","ts":"2025-06-12T10:42:45.007Z","msg":"fetching balance transactions","from":"2025-06-12T04:42:44Z","to":"2025-06-12T10:42:44Z"}
{"level":"info","ts":"2025-06-12T10:42:51.660Z","msg":"page fetched","page":1,"items":100,"has_more":true}
{"level":"info","ts":"2025-06-12T10:42:57.213Z","msg":"page fetched","page":2,"items":100,"has_more":true}
{"level":"info","ts":"2025-06-12T10:43:02.941Z","msg":"page fetched","page":3,"items":100,"has_more":true}
{"level":"info","ts":"2025-06-12T10:43:07.382Z","msg":"page fetched","page":4,"items":61,"has_more":false}
{"level":"info","ts":"2025-06-12T10:43:07.390Z","msg":"matching invoices","transactions":361}
{"level":"info","ts":"2025-06-12T10:43:09.874Z","msg":"matched","invoices":352,"payouts":3,"refunds":4}
{"level":"warn","ts":"2025-06-12T10:43:09.875Z","msg":"unmatched transaction","id":"txn_3RYt0bKq8pLw2mZa1Hc9fV4e","amount":4900,"currency":"eur"}
{"level":"warn","ts":"2025-06-12T10:43:09.875Z","msg":"unmatched transaction","id":"txn_3RYt7XKq8pLw2mZa0QnE2sTk","amount":12000,"currency":"eur"}
{"level":"info","ts":"2025-06-12T10:43:10.512Z","msg":"writing reconciliation report","table":"reconcile_runs","run_id":"rr_01JXK4T7Q9D2M6B8Z1C3E5F7H9"}"""))
    t.append(p.run("kubectl get jobs -n billing", """NAME                            COMPLETIONS   DURATION   AGE
dunning-mailer-29161950         1/1           14s        134m
dunning-mailer-29162010         1/1           12s        74m
dunning-mailer-29162070         1/1           13s        14m
invoice-reconcile-29161095      1/1           52s        16h
invoice-reconcile-29161455      1/1           49s        10h
invoice-reconcile-29161815      1/1           55s        4h29m
invoice-reconcile-manual-0612   1/1           34s        91s
ledger-export-29161560          1/1           3m41s      8h"""))
    t.append(p.run("kubectl delete job invoice-reconcile-manual-0612 -n billing && kubectl get jobs -n billing", """job.batch "invoice-reconcile-manual-0612" deleted
NAME                         COMPLETIONS   DURATION   AGE
dunning-mailer-29161950      1/1           14s        134m
dunning-mailer-29162010      1/1           12s        74m
dunning-mailer-29162070      1/1           13s        14m
invoice-reconcile-29161095   1/1           52s        16h
invoice-reconcile-29161455   1/1           49s        10h
invoice-reconcile-29161815   1/1           55s        4h29m
ledger-export-29161560       1/1           3m41s      8h"""))
    rs.add(task="terminal", tid="h43-terminal-01", system=SYSTEM, turns=t, state=state)


# docker system df and image prune: bad
def t02(rs: RowSet) -> None:
    p = Pane("root", "ci-runner-07", "/root")
    state = login(p, "Wed Jun 11 16:02:17 2025 from 10.40.0.5")
    t = []
    t.append(p.run("docker system df", """TYPE            TOTAL     ACTIVE    SIZE      RECLAIMABLE
Images          47        9         38.62GB   31.07GB (80%)
Containers      12        9         1.184GB   216.4MB (18%)
Local Volumes   23        8         14.9GB    6.412GB (43%)
Build Cache     612       0         22.31GB   22.31GB"""))
    t.append(p.run("docker images --filter dangling=true", """REPOSITORY   TAG       IMAGE ID       CREATED        SIZE
<none>       <none>    061536d83470   2 days ago     1.21GB
<none>       <none>    7a9ce6ca493f   2 days ago     1.21GB
<none>       <none>    2b6523e5ad1c   3 days ago     987MB
<none>       <none>    a106039aeeb0   3 days ago     986MB
<none>       <none>    d45c0a62ed53   4 days ago     742MB
<none>       <none>    664e798bbbbd   4 days ago     741MB
<none>       <none>    1880e4a37321   5 days ago     733MB
<none>       <none>    eab16a10014b   6 days ago     612MB
<none>       <none>    51731cbffffb   6 days ago     611MB
<none>       <none>    c48bd5d84dc1   8 days ago     598MB
<none>       <none>    a32cc8e74404   9 days ago     412MB
<none>       <none>    d8dbe587afbd   11 days ago    407MB
<none>       <none>    399d1690db69   12 days ago    388MB
<none>       <none>    3032bbbad782   2 weeks ago    231MB"""))
    t.append(p.run("docker image prune -f", """Deleted Images:
deleted: sha256:061536d834700d85a51db93eb74ff5e46ff6d166527ef89d24b2b343d9e15fa8
deleted: sha256:350164c8f16033e176346a5d2a1aea25e6dc85fd51e6be697429f07ecbde450a
deleted: sha256:7a9ce6ca493f6fe8782956d71e901bd11c54e2cbfb00c58d3125dbf47f17722b
deleted: sha256:a67333ff8531fd7a458d7835bd2341122cba9088a4f6252b429a7f512a333098
deleted: sha256:2b6523e5ad1c962302de571715ddb04919ac34d7191b11ea750cb19950e2c356
deleted: sha256:a106039aeeb0f800f6049eb1aa67ac1acc7fb8d5b49ef411f0c64d4fc986e296
deleted: sha256:e022a82bf14cb72a316ad7b6c9c80c2330148ec68d9019bec5ec8ee0d7387673
deleted: sha256:d45c0a62ed53aa1d7b45bdf4f2de19ef2b51d7c731aae7d57ebe7efd951230de
deleted: sha256:664e798bbbbd1e9548261a7bc6bf03bbbee92b65b1cb453c523a43bcb5a34884
deleted: sha256:64aeaad5247681df0f5efe227c6908976f8c4f67f9dfe4ec26c74e0ff2df3e5b
deleted: sha256:1880e4a373213e8ac930075d15240f29f541df0c60bd8f39d9f2155509ebc534
deleted: sha256:eab16a10014bc4b22c246c014a0a2fd61088ccfa2d679376eafaef7bb019da23
deleted: sha256:51731cbffffbd715012d7fc3abd2a74011b693ad399db2f80c4b20eeb149a436
deleted: sha256:671f14e040bf7407b0ef4db447a2b33cf72b0e61f141b4dfd4528b413d4d0243
deleted: sha256:c48bd5d84dc11adf02269f3fa309533cdc1b986d8b8c704eacd043899a622cd2
deleted: sha256:a32cc8e74404b416921060c363df2a52e913ae90fbc07e5b77df2feb40fc9194
deleted: sha256:56a66fb12d174fdfd9f7d1d11647db077b338b17df3c2ad7a754e6d2f89f01e3
deleted: sha256:d8dbe587afbd4342b48db526b4aa72281f4b11f901d035c303fec8449b70974b
deleted: sha256:399d1690db69692a9a411103fa5d9de15326d810169c3e28aed229ffe7cf45e7
deleted: sha256:3032bbbad782bd6d4c18ec0e3799d7600bf7ad813ffd84eabd61de12189bd066

Total reclaimed space: 9.641GB""", duration=5.0))
    t.append(p.run("docker system df", """TYPE            TOTAL     ACTIVE    SIZE      RECLAIMABLE
Images          33        9         28.98GB   21.43GB (73%)
Containers      12        9         1.184GB   216.4MB (18%)
Local Volumes   23        8         14.9GB    6.412GB (43%)
Build Cache     612       0         22.31GB   22.31GB"""))
    t.append(p.run('docker image prune -a -f --filter "until=168h"', """Deleted Images:
untagged: registry.gitlab.acme.io/platform/api:sha-8c1e42d0
untagged: registry.gitlab.acme.io/platform/api@sha256:b1cebf016d0e78acdb038ebb92fa739ed2a665c10091f7f33ce1ccef90c466a7
deleted: sha256:9d027c8726933853a71b0a31d1d8a8f2e96f45c239c9644719b7ed5dfcc87025
deleted: sha256:6b50320ea1cec4826ccea8df3c82972c7938ef388efbfa16effa6508861cc04a
untagged: registry.gitlab.acme.io/platform/api:sha-4f09b7aa
untagged: registry.gitlab.acme.io/platform/api@sha256:cadacd2ade37c6ab015931a757747f1641c3995e9191e2117607d885dcbb4538
deleted: sha256:088ef497b13450717d6fe4d3f8f70fbdea2614e1916a683a9afe451e50bf43c5
untagged: registry.gitlab.acme.io/platform/worker:sha-8c1e42d0
untagged: registry.gitlab.acme.io/platform/worker@sha256:d0e01be6e53e1a4862802f2a5638fec6349acdbb83780ec4b97f7ec4b060c3e6
deleted: sha256:fdd50ba0145545ecca32c4220af8ee7304c065675fa2a8634f4736c017c4ac00
untagged: registry.gitlab.acme.io/platform/worker:sha-4f09b7aa
untagged: registry.gitlab.acme.io/platform/worker@sha256:bca3d9be0881a6578cab369de22ff87adb30b47f593e3de45a8854fbc172bc42
deleted: sha256:ae969e500558a947408c067b16858d821b0c5d9f8f98d46abc43b4805b3cea7b
untagged: registry.gitlab.acme.io/platform/web:sha-8c1e42d0
untagged: registry.gitlab.acme.io/platform/web@sha256:4603b49c03b001f64dc8fc358f43fdb9fac7e194fbe09917de1f86c6631226ce
deleted: sha256:0f4d6644b7c5a4cd306f397e30f06b3ff96c9dc5a8ab39ce62a62e92199f72a3
deleted: sha256:0947ec6568631aa19161831588cfd774c92c18e69e832eda508b23473e87229c
untagged: registry.gitlab.acme.io/platform/web:sha-4f09b7aa
untagged: registry.gitlab.acme.io/platform/web@sha256:5183918d1c7116594b0dbfed43f0b1971c7c7d2515b8622fbf8cac2c01709d02
deleted: sha256:261ece7c04c3ea8c9218074f1581b02d47430542ffc1c66e8bf6bf9c36b781e0
untagged: node:20.11-bookworm-slim
untagged: node@sha256:1d7ba9675a1035039ed14c819f4a8a79a485eddd2e98b03f8b67b44f54ab28b0
deleted: sha256:baca253c75949c7c5416551116ac20ea6a01a55dc754c378a0f60fc5fe8f4944
untagged: python:3.11.8-slim-bookworm
untagged: python@sha256:6a2b6c5b23264c20ebb7218d64f337b337c34b003b1214c173e5340af714cccc
deleted: sha256:beb524bbe6c3cf61e303563510cc2c6093ede6aaa0e68f59498d375f1abf235a
untagged: postgres:15.5
untagged: postgres@sha256:fc06581cf78e6bed115f780313bfc1d207c2d4a5405ecad1325e4b519b34397a
deleted: sha256:be78a15394052f3aa4730010be02fcdbd8c05418e1d727fc53e147b9275d3ce9
untagged: golang:1.21.6-bookworm
deleted: sha256:7c4e1d0a93b85f26e1ac70d4b2f98e6a3315c0d77e2bb9f40a8d61c5e9f3a712
untagged: cypress/included:13.6.3
deleted: sha256:e38a90c1f2d4b7a65c09e1f83d27b4a6c5d3e90f18b72a4c6d0e95f1a2b7c19e
untagged: sonarsource/sonar-scanner-cli:5.0.1
deleted: sha256:5a8b6c0d92e4f16a87c0e2b4d6f38a0c2e4a6b58d0f2c4e6a18b0d2f4a6c8e0b

Total reclaimed space: 12.41GB""", duration=8.0))
    t.append(p.run("docker system df", """TYPE            TOTAL     ACTIVE    SIZE      RECLAIMABLE
Images          33        9         16.57GB   9.017GB (54%)
Containers      12        9         1.184GB   216.4MB (18%)
Local Volumes   23        8         14.9GB    6.412GB (43%)
Build Cache     612       0         22.31GB   22.31GB"""))
    t.append(p.run('docker builder prune -f --filter "until=72h"', """ID                                              RECLAIMABLE     SIZE            LAST ACCESSED
ymosx7ifnsk15mrp848r5lssz                       true            2.114GB         4 days ago
btbmrq8ybamruvjmekambcrfu                       true            1.876GB         4 days ago
t98qnxqgef6ecfku2kogjs7bx                       true            1.402GB         5 days ago
8ovrm1u10rfzqlu4lep902u94                       true            1.190GB         5 days ago
fi3u332yeykf2iiix8mrhxayv                       true            988.4MB         6 days ago
iimbvopcjlxxiong5k2prjlof                       true            874.2MB         6 days ago
on9xcwd2l7m03mk698to0wh24                       true            731.9MB         1 week ago
Total:  9.176GB""", duration=6.0))
    t.append(p.run("df -h /var/lib/docker", """Filesystem      Size  Used Avail Use% Mounted on
/dev/nvme1n1    246G   82G  152G  35% /var/lib/docker"""))
    t.append(p.run("docker volume ls -f dangling=true", """DRIVER    VOLUME NAME
local     0c3f9a7b21e4d58a6f90b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2
local     3e7d1b9f5a2c8e4d6b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8
local     6a1f4c8e2b7d9035c1e6a8f2b4d7e9c0a3f5b8d1e4c7a0f3b6d9e2c5a8f1b4
local     8b2e5f9c3a6d0147e2f7b9c3a5e8f0d1b4a6c9e2f5b8d1a4c7f0e3b6d9a2c5
local     b5d8a1f4e7c0293b6e9f2c5a8d1f4b7e0c3a6f9d2b5e8c1a4f7d0b3e6c9a2f
local     c9f2b6e0a3d7154c8f1a5e9b2d6f0c4a7e1b5f8d2c6a9e3f7b0d4a8c1e5f9b
local     default_pgdata_ci_old
local     runner-ab12cd34-project-118-concurrent-0-cache-3c3f060a0374fc8bc39395164f415a70
local     runner-ab12cd34-project-118-concurrent-1-cache-3c3f060a0374fc8bc39395164f415a70
local     runner-ab12cd34-project-204-concurrent-0-cache-c33bcaa1fd2c77edfc3893b41966cea8
local     runner-ab12cd34-project-204-concurrent-0-cache-3c3f060a0374fc8bc39395164f415a70
local     runner-ab12cd34-project-311-concurrent-0-cache-3c3f060a0374fc8bc39395164f415a70
local     runner-ab12cd34-project-311-concurrent-0-cache-c33bcaa1fd2c77edfc3893b41966cea8
local     runner-ab12cd34-project-47-concurrent-0-cache-c33bcaa1fd2c77edfc3893b41966cea8
local     runner-ab12cd34-project-47-concurrent-1-cache-c33bcaa1fd2c77edfc3893b41966cea8"""))
    rs.add(task="terminal", tid="h43-terminal-02", system=SYSTEM, turns=t, state=state, bad=True, turn=6,
           kind="image count in docker system df unchanged after prune -a removed twelve images")


# ssh-keygen and ssh-add: clean
def t03(rs: RowSet) -> None:
    p = Pane("mirela", "mirela-tp14", "/home/mirela")
    state = login(p, "Thu Jun 12 09:58:40 2025 from 192.168.1.23")
    t = []
    t.append(p.run("ls -la ~/.ssh", """total 52
drwx------  2 mirela mirela 4096 May 28 09:14 .
drwxr-x--- 38 mirela mirela 4096 Jun 12 08:51 ..
-rw-------  1 mirela mirela  612 Mar  3 11:20 config
-rw-------  1 mirela mirela  411 Jan 15  2024 id_ed25519
-rw-r--r--  1 mirela mirela  100 Jan 15  2024 id_ed25519.pub
-rw-------  1 mirela mirela 3381 Sep 22  2022 id_rsa_deploy_legacy
-rw-r--r--  1 mirela mirela  743 Sep 22  2022 id_rsa_deploy_legacy.pub
-rw-------  1 mirela mirela 9840 Jun 11 17:42 known_hosts
-rw-------  1 mirela mirela 9174 May 28 09:14 known_hosts.old"""))
    t.append(p.run("ssh-add -l", """256 SHA256:AUOCW0xTNeH0vEtQ4iL4o5At4J9Xip33zBefe20ksKI mirela@mirela-tp14 (ED25519)
4096 SHA256:BC83NqQw5Cr8mdnF9cNG29Sqr4VgrMBgfAKXNEmsWHU deploy@ci-legacy (RSA)"""))
    t.append(p.run("ssh-keygen -t ed25519 -C \"deploy@ci-2025\" -f ~/.ssh/id_ed25519_deploy2025 -N ''", """Generating public/private ed25519 key pair.
Your identification has been saved in /home/mirela/.ssh/id_ed25519_deploy2025
Your public key has been saved in /home/mirela/.ssh/id_ed25519_deploy2025.pub
The key fingerprint is:
SHA256:MLq5WVNiCmk4ygEU8723FBCDmwygu2bc8wQ2ncs8t+Y deploy@ci-2025
The key's randomart image is:
+--[ED25519 256]--+
|      .o+=*o.    |
|     . .+B=o     |
|      o.=+=.     |
|     . +.*o .    |
|      o S.+o .   |
|       + =.o+ .  |
|      . o.*..E   |
|       ..=o+     |
|       .+o=.     |
+----[SHA256]-----+"""))
    t.append(p.run("ssh-add ~/.ssh/id_ed25519_deploy2025", "Identity added: /home/mirela/.ssh/id_ed25519_deploy2025 (deploy@ci-2025)"))
    t.append(p.run("ssh-add -d ~/.ssh/id_rsa_deploy_legacy", "Identity removed: /home/mirela/.ssh/id_rsa_deploy_legacy RSA (deploy@ci-legacy)"))
    t.append(p.run("ssh-add -l", """256 SHA256:AUOCW0xTNeH0vEtQ4iL4o5At4J9Xip33zBefe20ksKI mirela@mirela-tp14 (ED25519)
256 SHA256:MLq5WVNiCmk4ygEU8723FBCDmwygu2bc8wQ2ncs8t+Y deploy@ci-2025 (ED25519)"""))
    t.append(p.run("cat ~/.ssh/id_ed25519_deploy2025.pub && ssh-keygen -lf ~/.ssh/id_ed25519_deploy2025.pub", """ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIMFTiBpbL04W7Jji0gU0f+D7y6Jsx647PFcUAA+ekv7U deploy@ci-2025
256 SHA256:MLq5WVNiCmk4ygEU8723FBCDmwygu2bc8wQ2ncs8t+Y deploy@ci-2025 (ED25519)"""))
    t.append(p.run("ls -la ~/.ssh", """total 60
drwx------  2 mirela mirela 4096 Jun 12 10:01 .
drwxr-x--- 38 mirela mirela 4096 Jun 12 08:51 ..
-rw-------  1 mirela mirela  612 Mar  3 11:20 config
-rw-------  1 mirela mirela  411 Jan 15  2024 id_ed25519
-rw-------  1 mirela mirela  411 Jun 12 10:01 id_ed25519_deploy2025
-rw-r--r--  1 mirela mirela   96 Jun 12 10:01 id_ed25519_deploy2025.pub
-rw-r--r--  1 mirela mirela  100 Jan 15  2024 id_ed25519.pub
-rw-------  1 mirela mirela 3381 Sep 22  2022 id_rsa_deploy_legacy
-rw-r--r--  1 mirela mirela  743 Sep 22  2022 id_rsa_deploy_legacy.pub
-rw-------  1 mirela mirela 9840 Jun 11 17:42 known_hosts
-rw-------  1 mirela mirela 9174 May 28 09:14 known_hosts.old"""))
    t.append(p.run("mkdir -p ~/.ssh/retired && mv ~/.ssh/id_rsa_deploy_legacy ~/.ssh/id_rsa_deploy_legacy.pub ~/.ssh/retired/ && ls -la ~/.ssh ~/.ssh/retired", """/home/mirela/.ssh:
total 56
drwx------  3 mirela mirela 4096 Jun 12 10:04 .
drwxr-x--- 38 mirela mirela 4096 Jun 12 08:51 ..
-rw-------  1 mirela mirela  612 Mar  3 11:20 config
-rw-------  1 mirela mirela  411 Jan 15  2024 id_ed25519
-rw-------  1 mirela mirela  411 Jun 12 10:01 id_ed25519_deploy2025
-rw-r--r--  1 mirela mirela   96 Jun 12 10:01 id_ed25519_deploy2025.pub
-rw-r--r--  1 mirela mirela  100 Jan 15  2024 id_ed25519.pub
-rw-------  1 mirela mirela 9840 Jun 11 17:42 known_hosts
-rw-------  1 mirela mirela 9174 May 28 09:14 known_hosts.old
drwxrwxr-x  2 mirela mirela 4096 Jun 12 10:04 retired

/home/mirela/.ssh/retired:
total 16
drwxrwxr-x 2 mirela mirela 4096 Jun 12 10:04 .
drwx------ 3 mirela mirela 4096 Jun 12 10:04 ..
-rw------- 1 mirela mirela 3381 Sep 22  2022 id_rsa_deploy_legacy
-rw-r--r-- 1 mirela mirela  743 Sep 22  2022 id_rsa_deploy_legacy.pub"""))
    rs.add(task="terminal", tid="h43-terminal-03", system=SYSTEM, turns=t, state=state)


# supervisorctl: bad
def t04(rs: RowSet) -> None:
    p = Pane("root", "app-worker-3", "/root")
    state = login(p, "Mon Jun  9 14:18:31 2025 from 10.12.0.41")
    t = []
    t.append(p.run("supervisorctl status", """celery-beat                      RUNNING   pid 1874, uptime 12 days, 3:41:07
celery-worker:celery-worker_00   RUNNING   pid 1876, uptime 12 days, 3:41:07
celery-worker:celery-worker_01   RUNNING   pid 1877, uptime 12 days, 3:41:07
celery-worker:celery-worker_02   RUNNING   pid 1879, uptime 12 days, 3:41:07
flower                           RUNNING   pid 1881, uptime 12 days, 3:41:07
gunicorn                         RUNNING   pid 24018, uptime 2 days, 0:14:52
pdf-renderer                     FATAL     Exited too quickly (process log may have details)
webhook-relay                    STOPPED   Jun 09 02:13 PM"""))
    t.append(p.run("supervisorctl tail -1600 pdf-renderer stderr", """/opt/pdf-renderer/node_modules/puppeteer-core/lib/cjs/puppeteer/node/ProductLauncher.js:263
            throw new Error(`Browser was not found at the configured executablePath (${executablePath})`);
                  ^

Error: Browser was not found at the configured executablePath (/opt/pdf-renderer/chrome/linux-118.0.5993.70/chrome-linux64/chrome)
    at ChromeLauncher.computeLaunchArguments (/opt/pdf-renderer/node_modules/puppeteer-core/lib/cjs/puppeteer/node/ChromeLauncher.js:90:19)
    at async ChromeLauncher.launch (/opt/pdf-renderer/node_modules/puppeteer-core/lib/cjs/puppeteer/node/ProductLauncher.js:70:28)
    at async BrowserPool.init (/opt/pdf-renderer/dist/pool.js:41:25)
    at async main (/opt/pdf-renderer/dist/server.js:18:5)

Node.js v20.12.2
[2025-06-09T14:13:52.604Z] pdf-renderer 3.2.0 starting, pool size 4, port 8085
/opt/pdf-renderer/node_modules/puppeteer-core/lib/cjs/puppeteer/node/ProductLauncher.js:263
            throw new Error(`Browser was not found at the configured executablePath (${executablePath})`);
                  ^

Error: Browser was not found at the configured executablePath (/opt/pdf-renderer/chrome/linux-118.0.5993.70/chrome-linux64/chrome)
    at ChromeLauncher.computeLaunchArguments (/opt/pdf-renderer/node_modules/puppeteer-core/lib/cjs/puppeteer/node/ChromeLauncher.js:90:19)
    at async ChromeLauncher.launch (/opt/pdf-renderer/node_modules/puppeteer-core/lib/cjs/puppeteer/node/ProductLauncher.js:70:28)
    at async BrowserPool.init (/opt/pdf-renderer/dist/pool.js:41:25)
    at async main (/opt/pdf-renderer/dist/server.js:18:5)

Node.js v20.12.2"""))
    t.append(p.run("cat /etc/supervisor/conf.d/pdf-renderer.conf", """[program:pdf-renderer]
command=/usr/bin/node /opt/pdf-renderer/dist/server.js
directory=/opt/pdf-renderer
user=www-data
autostart=true
autorestart=true
startsecs=5
startretries=3
stopsignal=TERM
stopwaitsecs=20
environment=NODE_ENV="production",PORT="8085",POOL_SIZE="4",PUPPETEER_EXECUTABLE_PATH="/opt/pdf-renderer/chrome/linux-118.0.5993.70/chrome-linux64/chrome"
stdout_logfile=/var/log/supervisor/pdf-renderer.out.log
stderr_logfile=/var/log/supervisor/pdf-renderer.err.log
stdout_logfile_maxbytes=20MB
stdout_logfile_backups=5"""))
    t.append(p.run("ls /opt/pdf-renderer/chrome/ && which chromium && chromium --version", """linux-124.0.6367.78
/usr/bin/chromium
Chromium 124.0.6367.78 built on Debian 12.5, running on Debian 12.5"""))
    t.append(p.run("sed -i 's#linux-118.0.5993.70#linux-124.0.6367.78#' /etc/supervisor/conf.d/pdf-renderer.conf && supervisorctl reread", "pdf-renderer: changed"))
    t.append(p.run("supervisorctl update pdf-renderer", """pdf-renderer: stopped
pdf-renderer: updated process group""", duration=6.0))
    t.append(p.run("supervisorctl status", """celery-beat                      RUNNING   pid 1874, uptime 12 days, 3:44:20
celery-worker:celery-worker_00   RUNNING   pid 1876, uptime 12 days, 3:44:20
celery-worker:celery-worker_01   RUNNING   pid 1877, uptime 12 days, 3:44:20
celery-worker:celery-worker_02   RUNNING   pid 1879, uptime 12 days, 3:44:20
flower                           RUNNING   pid 1881, uptime 12 days, 3:44:20
gunicorn                         RUNNING   pid 24081, uptime 2 days, 0:18:05
pdf-renderer                     RUNNING   pid 31622, uptime 0:00:08
webhook-relay                    STOPPED   Jun 09 02:13 PM"""))
    t.append(p.run("supervisorctl tail pdf-renderer", """[2025-06-09T14:23:05.211Z] pdf-renderer 3.2.0 starting, pool size 4, port 8085
[2025-06-09T14:23:05.940Z] browser 1/4 launched (pid 31641) HeadlessChrome/124.0.6367.78
[2025-06-09T14:23:06.377Z] browser 2/4 launched (pid 31688) HeadlessChrome/124.0.6367.78
[2025-06-09T14:23:06.802Z] browser 3/4 launched (pid 31734) HeadlessChrome/124.0.6367.78
[2025-06-09T14:23:07.219Z] browser 4/4 launched (pid 31779) HeadlessChrome/124.0.6367.78
[2025-06-09T14:23:07.223Z] listening on http://127.0.0.1:8085"""))
    t.append(p.run("curl -s http://127.0.0.1:8085/healthz; echo", """{"status":"ok","version":"3.2.0","pool":{"size":4,"idle":4,"busy":0},"browser":"HeadlessChrome/124.0.6367.78","uptime_s":47}"""))
    t.append(p.run("supervisorctl status pdf-renderer webhook-relay", """pdf-renderer                     RUNNING   pid 31622, uptime 0:01:14
webhook-relay                    STOPPED   Jun 09 02:13 PM"""))
    rs.add(task="terminal", tid="h43-terminal-04", system=SYSTEM, turns=t, state=state, bad=True, turn=7,
           kind="PID of gunicorn, never restarted, changes between two status listings")


# helm repo and search: clean
def t05(rs: RowSet) -> None:
    p = Pane("sre", "mgmt-01", "/home/sre/platform-charts")
    state = login(p, "Tue Jul 23 11:02:09 2024 from 172.20.3.9")
    kps = "kube-prometheus-stack collects Kubernetes manif..."
    t = []
    t.append(p.run("helm repo list", """NAME         \tURL
bitnami      \thttps://charts.bitnami.com/bitnami
ingress-nginx\thttps://kubernetes.github.io/ingress-nginx
jetstack     \thttps://charts.jetstack.io
stable       \thttps://charts.helm.sh/stable"""))
    t.append(p.run("helm repo remove stable", "\"stable\" has been removed from your repositories"))
    t.append(p.run("helm repo add prometheus-community https://prometheus-community.github.io/helm-charts",
                   "\"prometheus-community\" has been added to your repositories", duration=3.0))
    t.append(p.run("helm repo update", """Hang tight while we grab the latest from your chart repositories...
...Successfully got an update from the "ingress-nginx" chart repository
...Successfully got an update from the "jetstack" chart repository
...Successfully got an update from the "prometheus-community" chart repository
...Successfully got an update from the "bitnami" chart repository
Update Complete. ⎈Happy Helming!⎈""", duration=10.0))
    t.append(p.run("helm search repo prometheus-community/kube-prometheus-stack --versions | head -12", f"""NAME                                              \tCHART VERSION\tAPP VERSION\tDESCRIPTION
prometheus-community/kube-prometheus-stack        \t61.3.2       \tv0.75.2    \t{kps}
prometheus-community/kube-prometheus-stack        \t61.3.1       \tv0.75.2    \t{kps}
prometheus-community/kube-prometheus-stack        \t61.3.0       \tv0.75.1    \t{kps}
prometheus-community/kube-prometheus-stack        \t61.2.0       \tv0.75.1    \t{kps}
prometheus-community/kube-prometheus-stack        \t61.1.1       \tv0.75.0    \t{kps}
prometheus-community/kube-prometheus-stack        \t61.1.0       \tv0.75.0    \t{kps}
prometheus-community/kube-prometheus-stack        \t61.0.0       \tv0.75.0    \t{kps}
prometheus-community/kube-prometheus-stack        \t60.5.0       \tv0.74.0    \t{kps}
prometheus-community/kube-prometheus-stack        \t60.4.0       \tv0.74.0    \t{kps}
prometheus-community/kube-prometheus-stack        \t60.3.0       \tv0.74.0    \t{kps}
prometheus-community/kube-prometheus-stack        \t60.2.0       \tv0.74.0    \t{kps}"""))
    t.append(p.run("helm search repo ingress-nginx", """NAME                       \tCHART VERSION\tAPP VERSION\tDESCRIPTION
ingress-nginx/ingress-nginx\t4.11.1       \t1.11.1     \tIngress controller for Kubernetes using NGINX a..."""))
    t.append(p.run("helm repo list", """NAME                \tURL
bitnami             \thttps://charts.bitnami.com/bitnami
ingress-nginx       \thttps://kubernetes.github.io/ingress-nginx
jetstack            \thttps://charts.jetstack.io
prometheus-community\thttps://prometheus-community.github.io/helm-charts"""))
    t.append(p.run("helm show chart prometheus-community/kube-prometheus-stack --version 61.3.2", """annotations:
  artifacthub.io/license: Apache-2.0
  artifacthub.io/links: |
    - name: Chart Source
      url: https://github.com/prometheus-community/helm-charts
    - name: Upstream Project
      url: https://github.com/prometheus-operator/kube-prometheus
  artifacthub.io/operator: "true"
apiVersion: v2
appVersion: v0.75.2
dependencies:
- condition: crds.enabled
  name: crds
  repository: ""
  version: 0.0.0
- condition: kubeStateMetrics.enabled
  name: kube-state-metrics
  repository: https://prometheus-community.github.io/helm-charts
  version: 5.21.*
- condition: nodeExporter.enabled
  name: prometheus-node-exporter
  repository: https://prometheus-community.github.io/helm-charts
  version: 4.37.*
- condition: grafana.enabled
  name: grafana
  repository: https://grafana.github.io/helm-charts
  version: 8.3.*
- condition: windowsMonitoring.enabled
  name: prometheus-windows-exporter
  repository: https://prometheus-community.github.io/helm-charts
  version: 0.3.*
description: kube-prometheus-stack collects Kubernetes manifests, Grafana dashboards,
  and Prometheus rules combined with documentation and scripts to provide easy to
  operate end-to-end Kubernetes cluster monitoring with Prometheus using the Prometheus
  Operator.
home: https://github.com/prometheus-operator/kube-prometheus
icon: https://raw.githubusercontent.com/prometheus/prometheus.github.io/master/assets/prometheus_logo-cb55bb5c346.png
keywords:
- operator
- prometheus
- kube-prometheus
kubeVersion: '>=1.19.0-0'
maintainers:
- email: andrew@quadcorps.co.uk
  name: andrewgkew
- email: gianrubio@gmail.com
  name: gianrubio
- email: github.gkarthiks@gmail.com
  name: gkarthiks
- email: kube-prometheus-stack@sisti.pt
  name: GMartinez-Sisti
- email: github@jkroepke.de
  name: jkroepke
- email: scott@r6by.com
  name: scottrigby
- email: miroslav.hadzhiev@gmail.com
  name: Xtigyro
- email: quentin.bisson@gmail.com
  name: QuentinBisson
name: kube-prometheus-stack
sources:
- https://github.com/prometheus-community/helm-charts
- https://github.com/prometheus-operator/kube-prometheus
type: application
version: 61.3.2"""))
    t.append(p.run("helm search repo jetstack/cert-manager --versions | head -6", """NAME                                   \tCHART VERSION\tAPP VERSION\tDESCRIPTION
jetstack/cert-manager                  \tv1.15.1      \tv1.15.1    \tA Helm chart for cert-manager
jetstack/cert-manager                  \tv1.15.0      \tv1.15.0    \tA Helm chart for cert-manager
jetstack/cert-manager                  \tv1.14.7      \tv1.14.7    \tA Helm chart for cert-manager
jetstack/cert-manager                  \tv1.14.6      \tv1.14.6    \tA Helm chart for cert-manager
jetstack/cert-manager                  \tv1.14.5      \tv1.14.5    \tA Helm chart for cert-manager"""))
    rs.add(task="terminal", tid="h43-terminal-05", system=SYSTEM, turns=t, state=state)


# openssl req, x509 and s_client: bad
def t06(rs: RowSet) -> None:
    p = Pane("root", "edge-lb-01", "/etc/ssl/work")
    state = login(p, "Tue Mar 18 09:41:55 2025 from 10.0.9.14")
    subj = "C = DE, ST = Hessen, L = Frankfurt, O = Kessler Logistik GmbH, CN = intranet.kessler-logistik.de"
    t = []
    t.append(p.run('openssl req -new -newkey rsa:2048 -nodes -keyout intranet.key -out intranet.csr -subj "/C=DE/ST=Hessen/L=Frankfurt/O=Kessler Logistik GmbH/CN=intranet.kessler-logistik.de" -addext "subjectAltName=DNS:intranet.kessler-logistik.de,DNS:wiki.kessler-logistik.de"', """..+...+..+.+..............+.+..+.......+..+......+.+.....+++++++++++++++++++++++++++++++++++++++*...+.....+......+++++++++++++++++++++++++++++++++++++++*.+....+.....+...+..+...+.+......+......+....+..+.+.....+.....+...........+....++++++
.+..+......+...+.+..+++++++++++++++++++++++++++++++++++++++*.+...+......+...+...+.+++++++++++++++++++++++++++++++++++++++*..+.........++++++
-----"""))
    t.append(p.run("openssl req -in intranet.csr -noout -text", f"""Certificate Request:
    Data:
        Version: 1 (0x0)
        Subject: {subj}
        Subject Public Key Info:
            Public Key Algorithm: rsaEncryption
                Public-Key: (2048 bit)
                Modulus:
                    00:af:31:d9:8b:2a:8c:c2:66:0c:7b:18:2c:56:b4:
                    ce:38:a8:07:79:38:e2:fe:37:69:74:51:dc:d8:38:
                    b5:ed:56:46:f4:c4:f8:9e:cd:29:29:cb:05:3b:b3:
                    2f:57:18:8b:be:b2:44:90:f2:02:2f:50:a6:6d:b6:
                    1f:75:be:77:3d:b9:0d:da:63:14:ea:4d:24:94:8e:
                    20:0e:46:43:e1:3e:5f:89:01:e8:66:36:b2:9b:4e:
                    33:54:87:a3:07:11:f6:04:72:3e:ea:1c:4f:ba:d4:
                    21:d1:40:81:64:c6:0e:19:7d:b2:b2:b5:24:c4:19:
                    b8:a1:87:6a:ca:f8:06:99:e4:4f:33:cd:05:53:02:
                    31:99:7f:85:14:93:9f:60:e5:47:e2:26:22:d5:d6:
                    79:58:c2:35:23:62:65:d9:63:df:4a:17:9b:af:8a:
                    70:34:18:28:c2:0d:36:e8:eb:ed:26:f6:57:ef:d4:
                    9c:1c:a1:99:32:90:31:44:01:2f:96:a2:90:0d:20:
                    b3:e4:05:da:7c:4e:7d:94:dc:c7:5e:76:1f:3a:df:
                    e6:7b:05:2c:a6:88:13:8a:ca:d6:90:af:ab:4c:07:
                    1c:5f:f1:71:60:74:f7:53:ca:38:8b:77:6f:ba:07:
                    b2:74:c7:f2:a6:fe:a8:4d:cb:ee:10:12:6c:58:e4:
                    e1:9c
                Exponent: 65537 (0x10001)
        Attributes:
            Requested Extensions:
                X509v3 Subject Alternative Name:
                    DNS:intranet.kessler-logistik.de, DNS:wiki.kessler-logistik.de
    Signature Algorithm: sha256WithRSAEncryption
    Signature Value:
        df:c3:3f:1c:b6:f2:40:7a:bc:34:ab:dd:81:f2:7e:90:87:87:
        4f:fb:e0:46:eb:66:13:e6:49:31:d2:12:f7:c2:13:2d:c6:70:
        75:67:a5:44:2f:e9:65:fb:b6:fc:29:b1:41:b7:48:a3:5a:8e:
        25:51:28:a4:df:0a:a8:27:94:d1:07:d0:6e:b2:38:aa:20:6f:
        d2:bf:16:48:cb:ce:3b:14:92:39:7b:d8:ef:25:bc:bb:66:6f:
        1e:52:bc:03:c7:f0:eb:4a:ef:68:fc:73:02:b6:a0:ad:36:da:
        3d:0a:ba:4d:fb:6c:34:23:76:7e:65:c7:30:52:de:e5:7d:15:
        0f:6f:6b:38:02:f0:29:c6:74:9f:d0:f5:fd:c8:86:67:b3:1a:
        90:d1:64:a4:6c:a9:1b:ea:31:aa:5f:c9:05:fc:2a:ce:57:9f:
        06:94:f3:e8:4e:45:ae:ac:70:90:d8:1c:9c:d5:4c:c6:6c:8f:
        ed:8f:df:ff:0f:b4:f0:92:13:35:e9:42:47:9e:7e:12:36:d6:
        fa:58:ac:6c:ff:7d:d1:5f:1d:9e:91:cc:66:c0:11:42:45:98:
        6b:b5:44:28:32:89:fb:4d:2b:6c:b4:c9:a1:d1:b8:38:f8:6f:
        7e:eb:3c:68:22:0b:f7:6a:20:f3:cc:33:f9:44:86:ec:8c:32:
        e6:6a:ae:65"""))
    t.append(p.run("openssl x509 -req -in intranet.csr -CA ca/kessler-int-ca.crt -CAkey ca/kessler-int-ca.key -CAcreateserial -days 397 -sha256 -copy_extensions copy -out intranet.crt", f"""Certificate request self-signature ok
subject={subj}"""))
    t.append(p.run("openssl x509 -in intranet.crt -noout -serial -subject -issuer -dates -fingerprint -sha256", f"""serial=4B7E0C19A25D83F6E1097C3D58A2B64F0E9D1C72
subject={subj}
issuer=C = DE, O = Kessler Logistik GmbH, CN = Kessler Logistik Issuing CA 2024
notBefore=Mar 18 09:47:12 2025 GMT
notAfter=Apr 19 09:47:12 2026 GMT
sha256 Fingerprint=80:0A:7A:50:5F:CF:9B:45:36:E9:0D:7A:33:A7:1F:14:D0:B6:C3:BC:41:A0:DC:BD:9C:CD:B5:17:6B:79:33:F7"""))
    t.append(p.run("cat intranet.crt ca/kessler-int-ca.crt > /etc/nginx/ssl/intranet-chain.pem && cp intranet.key /etc/nginx/ssl/intranet.key && nginx -t && systemctl reload nginx", """nginx: the configuration file /etc/nginx/nginx.conf syntax is ok
nginx: configuration file /etc/nginx/nginx.conf test is successful"""))
    t.append(p.run("openssl s_client -connect intranet.kessler-logistik.de:443 -servername intranet.kessler-logistik.de </dev/null 2>/dev/null | openssl x509 -noout -serial -subject -issuer -dates", f"""serial=4B7E0C19A25D83F6E1097C3D58A2B64F0E9D1C27
subject={subj}
issuer=C = DE, O = Kessler Logistik GmbH, CN = Kessler Logistik Issuing CA 2024
notBefore=Mar 18 09:47:12 2025 GMT
notAfter=Apr 19 09:47:12 2026 GMT""", duration=2.0))
    t.append(p.run("openssl s_client -connect intranet.kessler-logistik.de:443 -servername wiki.kessler-logistik.de -brief </dev/null", f"""CONNECTION ESTABLISHED
Protocol version: TLSv1.3
Ciphersuite: TLS_AES_256_GCM_SHA384
Peer certificate: {subj}
Hash used: SHA256
Signature type: RSA-PSS
Verification: OK
Server Temp Key: X25519, 253 bits
DONE""", duration=2.0))
    t.append(p.run("openssl verify -CAfile ca/kessler-root-ca.crt -untrusted ca/kessler-int-ca.crt intranet.crt && ls -l intranet.* /etc/nginx/ssl/", """intranet.crt: OK
-rw-r--r-- 1 root root 1716 Mar 18 09:47 intranet.crt
-rw-r--r-- 1 root root 1090 Mar 18 09:44 intranet.csr
-rw------- 1 root root 1704 Mar 18 09:44 intranet.key

/etc/nginx/ssl/:
total 24
-rw-r--r-- 1 root root 1801 Nov  4 14:20 dhparam.pem
-rw-r--r-- 1 root root 3777 Mar 18 09:49 intranet-chain.pem
-rw------- 1 root root 1704 Mar 18 09:49 intranet.key
-rw-r--r-- 1 root root 3812 Jan 27 16:05 status-chain.pem
-rw------- 1 root root 1704 Jan 27 16:05 status.key
-rw------- 1 root root   80 Nov  4 14:21 ticket.key"""))
    rs.add(task="terminal", tid="h43-terminal-06", system=SYSTEM, turns=t, state=state, bad=True, turn=6,
           kind="certificate serial read from the live server differs from the serial of the cert just issued")


def box(head: list[str], rows: list[list[str]]) -> str:
    """A cli-table box as pm2 draws it: each column as wide as its longest cell plus padding."""
    w = [max(len(r[i]) for r in [head, *rows]) + 4 for i in range(len(head))]

    def line(cells: list[str]) -> str:
        return "│" + "│".join(" " + c.ljust(n - 1) for c, n in zip(cells, w)) + "│"

    top = "┌" + "┬".join("─" * n for n in w) + "┐"
    mid = "├" + "┼".join("─" * n for n in w) + "┤"
    bot = "└" + "┴".join("─" * n for n in w) + "┘"
    return "\n".join([top, line(head), mid, *[line(r) for r in rows], bot])


PM2_HEAD = ["id", "name", "namespace", "version", "mode", "pid", "uptime", "↺", "status", "cpu", "mem", "user", "watching"]


# pm2: clean
def t07(rs: RowSet) -> None:
    p = Pane("node", "api-prod-2", "/srv/app/current")
    state = login(p, "Fri Apr 11 15:20:44 2025 from 10.30.1.8")

    def row(i: str, name: str, mode: str, pid: str, up: str, rst: str, cpu: str, mem: str) -> list[str]:
        ver = "1.9.0" if name == "scheduler" else "4.8.2"
        return [i, name, "default", ver, mode, pid, up, rst, "online", cpu, mem, "node", "disabled"]

    t = []
    t.append(p.run("pm2 ls", box(PM2_HEAD, [
        row("0", "api", "cluster", "48213", "6D", "3", "2.1%", "148.2mb"),
        row("1", "api", "cluster", "48220", "6D", "3", "1.8%", "151.7mb"),
        row("2", "api", "cluster", "48235", "6D", "3", "2.4%", "146.9mb"),
        row("3", "api", "cluster", "48249", "6D", "3", "1.9%", "150.3mb"),
        row("4", "queue-consumer", "fork", "211874", "47m", "17", "0.4%", "212.5mb"),
        row("5", "scheduler", "fork", "48302", "6D", "0", "0%", "88.1mb")])))
    t.append(p.run("pm2 describe queue-consumer", """ Describing process with id 4 - name queue-consumer
┌───────────────────┬───────────────────────────────────────────────┐
│ status            │ online                                        │
│ name              │ queue-consumer                                │
│ namespace         │ default                                       │
│ version           │ 4.8.2                                         │
│ restarts          │ 17                                            │
│ uptime            │ 47m                                           │
│ script path       │ /srv/app/current/dist/workers/consumer.js     │
│ script args       │ N/A                                           │
│ error log path    │ /home/node/.pm2/logs/queue-consumer-error.log │
│ out log path      │ /home/node/.pm2/logs/queue-consumer-out.log   │
│ pid path          │ /home/node/.pm2/pids/queue-consumer-4.pid     │
│ interpreter       │ node                                          │
│ interpreter args  │ N/A                                           │
│ script id         │ 4                                             │
│ exec cwd          │ /srv/app/current                              │
│ exec mode         │ fork_mode                                     │
│ node.js version   │ 20.11.1                                       │
│ node env          │ production                                    │
│ watch & reload    │ ✘                                             │
│ unstable restarts │ 0                                             │
│ created at        │ 2025-04-11T14:33:51.402Z                      │
└───────────────────┴───────────────────────────────────────────────┘
 Actions available
┌────────────────────────┐
│ km:heapdump            │
│ km:cpu:profiling:start │
│ km:cpu:profiling:stop  │
│ km:heap:sampling:start │
│ km:heap:sampling:stop  │
└────────────────────────┘
 Trigger via: pm2 trigger queue-consumer <action_name>

 Code metrics value
┌────────────────────────┬────────────┐
│ Used Heap Size         │ 171.38 MiB │
│ Heap Usage             │ 92.6 %     │
│ Heap Size              │ 185.07 MiB │
│ Event Loop Latency p95 │ 3.41 ms    │
│ Event Loop Latency     │ 0.78 ms    │
│ Active handles         │ 14         │
│ Active requests        │ 1          │
│ jobs/min               │ 1184       │
└────────────────────────┴────────────┘
 Divergent env variables from local env
┌────────────────┬──────────────────────────────────────┐
│ AMQP_URL       │ amqp://consumer:***@mq-1.internal:56 │
│ PREFETCH       │ 50                                   │
└────────────────┴──────────────────────────────────────┘

 Add your own code metrics: http://bit.ly/code-metrics
 Use `pm2 logs queue-consumer [--lines 1000]` to display logs
 Use `pm2 env 4` to display environment variables
 Use `pm2 monit` to monitor CPU and Memory usage queue-consumer"""))
    t.append(p.run("grep -h 'queue-consumer' ~/.pm2/pm2.log | tail -n 6", """2025-04-11T13:10:02: PM2 log: [PM2][WORKER] Process 4 restarted because it exceeds --max-memory-restart value (current_memory=270983168 max_memory_limit=268435456 [octets])
2025-04-11T13:10:02: PM2 log: App [queue-consumer:4] starting in -fork mode-
2025-04-11T13:10:02: PM2 log: App [queue-consumer:4] online
2025-04-11T14:33:50: PM2 log: [PM2][WORKER] Process 4 restarted because it exceeds --max-memory-restart value (current_memory=269221888 max_memory_limit=268435456 [octets])
2025-04-11T14:33:51: PM2 log: App [queue-consumer:4] starting in -fork mode-
2025-04-11T14:33:51: PM2 log: App [queue-consumer:4] online"""))
    t.append(p.run("grep -n max_memory_restart ecosystem.config.js && sed -i \"s/max_memory_restart: '256M'/max_memory_restart: '512M'/\" ecosystem.config.js && grep -n max_memory_restart ecosystem.config.js", """14:      max_memory_restart: '1G',
27:      max_memory_restart: '256M',
14:      max_memory_restart: '1G',
27:      max_memory_restart: '512M',"""))
    t.append(p.run("pm2 reload ecosystem.config.js --only queue-consumer", """[PM2] Applying action reloadProcessId on app [queue-consumer](ids: [ 4 ])
[PM2] [queue-consumer](4) ✓""", duration=3.0))
    t.append(p.run("pm2 reload api", """Use --update-env to update environment variables
[PM2] Applying action reloadProcessId on app [api](ids: [ 0, 1, 2, 3 ])
[PM2] [api](0) ✓
[PM2] [api](1) ✓
[PM2] [api](2) ✓
[PM2] [api](3) ✓""", duration=8.0))
    t.append(p.run("pm2 ls", box(PM2_HEAD, [
        row("0", "api", "cluster", "260411", "17s", "4", "3.9%", "121.4mb"),
        row("1", "api", "cluster", "260437", "15s", "4", "3.2%", "119.8mb"),
        row("2", "api", "cluster", "260462", "13s", "4", "4.1%", "118.2mb"),
        row("3", "api", "cluster", "260490", "11s", "4", "3.5%", "117.6mb"),
        row("4", "queue-consumer", "fork", "260358", "31s", "18", "1.2%", "96.4mb"),
        row("5", "scheduler", "fork", "48302", "6D", "0", "0%", "88.3mb")])))
    t.append(p.run("pm2 jlist | jq -r '.[] | [.pm_id, .name, .pm2_env.max_memory_restart, .pm2_env.restart_time] | @tsv'", """0\tapi\t1073741824\t4
1\tapi\t1073741824\t4
2\tapi\t1073741824\t4
3\tapi\t1073741824\t4
4\tqueue-consumer\t536870912\t18
5\tscheduler\t\t0"""))
    t.append(p.run("pm2 save", """[PM2] Saving current process list...
[PM2] Successfully saved in /home/node/.pm2/dump.pm2"""))
    t.append(p.run("pm2 ls", box(PM2_HEAD, [
        row("0", "api", "cluster", "260411", "3m", "4", "1.7%", "139.6mb"),
        row("1", "api", "cluster", "260437", "3m", "4", "2.2%", "141.0mb"),
        row("2", "api", "cluster", "260462", "3m", "4", "1.9%", "137.3mb"),
        row("3", "api", "cluster", "260490", "3m", "4", "2.0%", "140.8mb"),
        row("4", "queue-consumer", "fork", "260358", "3m", "18", "0.6%", "158.9mb"),
        row("5", "scheduler", "fork", "48302", "6D", "0", "0%", "88.2mb")])))
    rs.add(task="terminal", tid="h43-terminal-07", system=SYSTEM, turns=t, state=state)


def cols(rows: list[list[str]], pad: int = 3) -> str:
    """Columns aligned the way Go's tabwriter (kubectl, helm, docker) lays them out."""
    w = [max(len(r[i]) for r in rows if i < len(r)) for i in range(max(map(len, rows)))]
    return "\n".join("".join(c.ljust(w[i] + pad) if i < len(r) - 1 else c for i, c in enumerate(r)).rstrip()
                     for r in rows)


# kubectl config contexts: bad
def t08(rs: RowSet) -> None:
    p = Pane("anika", "dev-ws-14", "/home/anika")
    state = login(p, "Wed May 14 08:55:03 2025 from 10.100.7.31")
    prod = "arn:aws:eks:eu-central-1:418295730614:cluster/payments-prod"
    stag = "arn:aws:eks:eu-central-1:418295730614:cluster/payments-staging"
    gke = "gke_acme-data-platform_europe-west3_analytics-prod"
    head = ["CURRENT", "NAME", "CLUSTER", "AUTHINFO", "NAMESPACE"]
    t = []
    t.append(p.run("kubectl config get-contexts", cols([
        head,
        ["", prod, prod, prod, "payments"],
        ["*", stag, stag, stag, "payments"],
        ["", gke, gke, gke, ""],
        ["", "kind-local", "kind-local", "kind-local", ""]])))
    t.append(p.run(f"kubectl config rename-context {prod} payments-prod && kubectl config rename-context {stag} payments-staging",
                   f'Context "{prod}" renamed to "payments-prod".\nContext "{stag}" renamed to "payments-staging".'))
    t.append(p.run("kubectl config use-context payments-prod && kubectl config set-context --current --namespace=ledger", """Switched to context "payments-prod".
Context "payments-prod" modified."""))
    t.append(p.run("kubectl config get-contexts", cols([
        head,
        ["", stag, stag, stag, "payments"],
        ["", gke, gke, gke, ""],
        ["", "kind-local", "kind-local", "kind-local", ""],
        ["*", "payments-prod", prod, prod, "ledger"]])))
    t.append(p.run("kubectl get pods -o wide", cols([
        ["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES"],
        ["ledger-api-7d9c6b5f48-2kqzn", "2/2", "Running", "0", "3d4h", "10.61.14.203", "ip-10-61-14-77.eu-central-1.compute.internal", "<none>", "<none>"],
        ["ledger-api-7d9c6b5f48-9xw4t", "2/2", "Running", "0", "3d4h", "10.61.22.18", "ip-10-61-22-140.eu-central-1.compute.internal", "<none>", "<none>"],
        ["ledger-api-7d9c6b5f48-tb7m6", "2/2", "Running", "1 (2d ago)", "3d4h", "10.61.37.92", "ip-10-61-37-9.eu-central-1.compute.internal", "<none>", "<none>"],
        ["ledger-outbox-relay-5b8f7d9c6d-qq8rl", "1/1", "Running", "0", "3d4h", "10.61.22.201", "ip-10-61-22-140.eu-central-1.compute.internal", "<none>", "<none>"],
        ["ledger-projector-0", "1/1", "Running", "0", "9d", "10.61.14.45", "ip-10-61-14-77.eu-central-1.compute.internal", "<none>", "<none>"],
        ["ledger-projector-1", "1/1", "Running", "0", "9d", "10.61.37.150", "ip-10-61-37-9.eu-central-1.compute.internal", "<none>", "<none>"],
        ["ledger-reconciler-29119965-zq5kd", "0/1", "Completed", "0", "4h15m", "10.61.22.66", "ip-10-61-22-140.eu-central-1.compute.internal", "<none>", "<none>"]]),
        duration=2.0))
    t.append(p.run("kubectl config current-context && kubectl config view --minify -o jsonpath='{..namespace}'; echo", """payments-prod
ledger"""))
    rs.add(task="terminal", tid="h43-terminal-08", system=SYSTEM, turns=t, state=state, bad=True, turn=4,
           kind="context renamed earlier is listed again under its old long name")


# tmux sessions: clean
def t09(rs: RowSet) -> None:
    p = Pane("oliver", "build-box", "/home/oliver")
    state = p.prompt
    t = []
    t.append(p.run("tmux ls", """build: 3 windows (created Mon Jun 16 08:02:11 2025)
logs: 2 windows (created Fri Jun 13 17:40:55 2025)
scratch: 1 windows (created Mon Jun 16 09:15:30 2025) (attached)"""))
    t.append(p.run("tmux list-windows -t build", """0: nvim- (2 panes) [238x61] [layout f3b7,238x61,0,0{119x61,0,0,2,118x61,120,0,3}] @2
1: make* (1 panes) [238x61] [layout b761,238x61,0,0,4] @3 (active)
2: htop (1 panes) [238x61] [layout b762,238x61,0,0,5] @4"""))
    t.append(p.run("tmux new-session -d -s deploy -c /srv/deploy -n main"))
    t.append(p.run("tmux new-window -t deploy -n tail 'journalctl -fu deployd' && tmux list-windows -t deploy", """0: main- (1 panes) [80x24] [layout 595f,80x24,0,0,10] @9
1: tail* (1 panes) [80x24] [layout 5960,80x24,0,0,11] @10 (active)"""))
    t.append(p.run("tmux kill-window -t build:2 && tmux rename-session -t logs archive-logs"))
    t.append(p.run("tmux ls", """archive-logs: 2 windows (created Fri Jun 13 17:40:55 2025)
build: 2 windows (created Mon Jun 16 08:02:11 2025)
deploy: 2 windows (created Mon Jun 16 10:21:48 2025)
scratch: 1 windows (created Mon Jun 16 09:15:30 2025) (attached)"""))
    t.append(p.run("tmux list-windows -t build", """0: nvim- (2 panes) [238x61] [layout f3b7,238x61,0,0{119x61,0,0,2,118x61,120,0,3}] @2
1: make* (1 panes) [238x61] [layout b761,238x61,0,0,4] @3 (active)"""))
    t.append(p.run("tmux list-panes -a -F '#{session_name}:#{window_index}.#{pane_index} #{pane_id} #{pane_pid} #{pane_current_command} #{pane_current_path}'", """archive-logs:0.0 %0 1873201 tail /var/log/nginx
archive-logs:1.0 %1 1873244 bash /home/oliver
build:0.0 %2 2011839 nvim /home/oliver/src/fleetctl
build:0.1 %3 2011862 bash /home/oliver/src/fleetctl
build:1.0 %4 2011907 bash /home/oliver/src/fleetctl
deploy:0.0 %10 2094415 bash /srv/deploy
deploy:1.0 %11 2094468 journalctl /srv/deploy
scratch:0.0 %6 2048730 tmux /home/oliver"""))
    t.append(p.run("tmux capture-pane -p -t deploy:tail | grep -v '^$' | tail -n 8", """Jun 16 10:14:07 build-box deployd[1520]: poll: 0 pending releases for channel stable
Jun 16 10:16:07 build-box deployd[1520]: poll: 0 pending releases for channel stable
Jun 16 10:18:07 build-box deployd[1520]: poll: 0 pending releases for channel stable
Jun 16 10:20:07 build-box deployd[1520]: poll: 0 pending releases for channel stable
Jun 16 10:22:07 build-box deployd[1520]: poll: 1 pending release for channel stable
Jun 16 10:22:07 build-box deployd[1520]: release fleetctl-2.8.0 (sha 5e0c8a91) queued, waiting for approval
Jun 16 10:22:11 build-box deployd[1520]: notify: posted approval request to #deploys (ts 1750069331.402919)
Jun 16 10:22:11 build-box deployd[1520]: approval pending for fleetctl-2.8.0, expires in 30m"""))
    rs.add(task="terminal", tid="h43-terminal-09", system=SYSTEM, turns=t, state=state)


def mailq(entries: list[tuple[str, int, str, str, str, str]]) -> str:
    """Postfix showq listing: (queue id with status mark, size, arrival, sender, reason, recipient)."""
    out = ["-Queue ID-  --Size-- ----Arrival Time---- -Sender/Recipient-------"]
    for qid, size, when, sender, why, rcpt in entries:
        out.append(f"{qid:<11} {size:>8} {when:<20}  {sender}")
        if why:
            out.append(f"({why})")
        out.append(" " * 41 + rcpt)
        out.append("")
    total = sum(e[1] for e in entries)
    out.append(f"-- {total // 1024} Kbytes in {len(entries)} Request{'s' if len(entries) != 1 else ''}.")
    return "\n".join(out)


# postqueue, postsuper and postconf: bad
def t10(rs: RowSet) -> None:
    p = Pane("root", "mx2", "/root")
    state = login(p, "Tue Oct  7 09:58:12 2025 from 10.2.0.15")
    nk = "connect to mail.nordkust-bygg.se[185.42.118.20]:25: Connection timed out"
    nks = "delivery temporarily suspended: " + nk
    qz = "host mail.qzvrt-mailer.top[45.141.87.203] refused to talk to me: 421 4.7.0 mail.qzvrt-mailer.top Service not available"
    lk = "connect to mx.lkjdfa-promo.biz[193.233.20.14]:25: Connection refused"
    al = "delivery temporarily suspended: connect to mx.arkitekt-lind.se[83.140.22.9]:25: Connection timed out"
    gmx = "host mx00.emig.gmx.net[212.227.15.9] said: 421-gmx.net (mxgmx014) Nemesis ESMTP Service not available 421-Service unavailable 421-Reject due to policy restrictions. 421 For explanation visit https://postmaster.gmx.net/en/case?c=r0601&i=ip&v=94.247.173.12&r=1MOA4U-1sp2Xk3rHa-00Q0mT (in reply to RCPT TO command)"
    q_inv1 = ("0B4F2C19D7", 4817, "Tue Oct  7 08:41:09", "invoices@hallberg-print.se", nk, "ekonomi@nordkust-bygg.se")
    q_inv2 = ("2E91A7C3B8", 5233, "Tue Oct  7 08:41:11", "invoices@hallberg-print.se", nks, "inkop@nordkust-bygg.se")
    q_bs1 = ("9A3E51C2B4", 2716, "Mon Oct  6 23:17:52", "MAILER-DAEMON", qz, "noreply@qzvrt-mailer.top")
    q_bs2 = ("1B77E40D55", 2698, "Mon Oct  6 23:18:03", "MAILER-DAEMON", qz, "info@qzvrt-mailer.top")
    q_bs3 = ("5D08C3A1F9", 2731, "Tue Oct  7 02:44:37", "MAILER-DAEMON", lk, "support@lkjdfa-promo.biz")
    q_act = ("6C3D90E412*", 18231, "Tue Oct  7 10:04:58", "print-orders@hallberg-print.se", "", "jobb@tryckeriet-vast.se")
    q_al = ("8F1277B0CA", 91544, "Tue Oct  7 07:58:21", "design@hallberg-print.se", al, "anna.lind@arkitekt-lind.se")
    q_gmx = ("A4D6E8F013", 3380, "Tue Oct  7 09:30:02", "noreply@hallberg-print.se", gmx, "kund4411@gmx.de")
    q_inv3 = ("C7B0A92D3E", 12044, "Tue Oct  7 09:47:36", "invoices@hallberg-print.se", nks, "faktura@nordkust-bygg.se")
    t = []
    t.append(p.run("mailq", mailq([q_inv1, q_inv2, q_bs1, q_bs2, q_bs3, q_act, q_al, q_gmx, q_inv3])))
    t.append(p.run("postconf -n | grep -E 'queue|relay|bounce|myhostname|smtpd_recipient'", """bounce_queue_lifetime = 1d
maximal_backoff_time = 4000s
maximal_queue_lifetime = 5d
minimal_backoff_time = 300s
myhostname = mx2.hallberg-print.se
queue_run_delay = 300s
relay_domains = $mydestination
relayhost =
smtpd_recipient_restrictions = permit_mynetworks, permit_sasl_authenticated, reject_unauth_destination, reject_unknown_recipient_domain, check_policy_service unix:private/policyd-spf"""))
    t.append(p.run("postcat -hq 9A3E51C2B4", """*** HEADER EXTRACTED deferred/9/9A3E51C2B4 ***
Received: by mx2.hallberg-print.se (Postfix)
	id 9A3E51C2B4; Mon,  6 Oct 2025 23:17:52 +0200 (CEST)
Date: Mon,  6 Oct 2025 23:17:52 +0200 (CEST)
From: MAILER-DAEMON@mx2.hallberg-print.se (Mail Delivery System)
Subject: Undelivered Mail Returned to Sender
To: noreply@qzvrt-mailer.top
Auto-Submitted: auto-replied
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status;
	boundary="C41D740A11.1759785472/mx2.hallberg-print.se"
Content-Transfer-Encoding: 8bit
Message-Id: <20251006211752.9A3E51C2B4@mx2.hallberg-print.se>"""))
    t.append(p.run("postsuper -d 9A3E51C2B4", """postsuper: 9A3E51C2B4: removed
postsuper: Deleted: 1 message"""))
    t.append(p.run("mailq | awk '/^[0-9A-F]/ && $7 == \"MAILER-DAEMON\" {print $1}' | tr -d '*!' | postsuper -d -", """postsuper: 1B77E40D55: removed
postsuper: 5D08C3A1F9: removed
postsuper: Deleted: 2 messages"""))
    t.append(p.run("postconf -e 'maximal_queue_lifetime = 2d' && postconf maximal_queue_lifetime", "maximal_queue_lifetime = 2d"))
    t.append(p.run("postfix reload", "postfix/postfix-script: refreshing the Postfix mail system"))
    t.append(p.run("postqueue -f", "", duration=15.0))
    t.append(p.run("mailq", mailq([
        ("0B4F2C19D7", 4817, "Tue Oct  7 08:41:09", "invoices@hallberg-print.se", nk, "ekonomi@nordkust-bygg.se"),
        ("2E91A7C3B8", 5233, "Tue Oct  7 08:41:11", "invoices@hallberg-print.se", nks, "inkop@nordkust-bygg.se"),
        q_bs1,
        q_al,
        ("C7B0A92D3E", 12044, "Tue Oct  7 09:47:36", "invoices@hallberg-print.se", nks, "faktura@nordkust-bygg.se")])))
    t.append(p.run("tail -n 9 /var/log/mail.log", """Oct  7 10:06:02 mx2 postfix/postfix-script[10411]: refreshing the Postfix mail system
Oct  7 10:06:02 mx2 postfix/master[1187]: reload -- version 3.7.11, configuration /etc/postfix
Oct  7 10:06:19 mx2 postfix/qmgr[10429]: A4D6E8F013: from=<noreply@hallberg-print.se>, size=3380, nrcpt=1 (queue active)
Oct  7 10:06:19 mx2 postfix/qmgr[10429]: 0B4F2C19D7: from=<invoices@hallberg-print.se>, size=4817, nrcpt=1 (queue active)
Oct  7 10:06:20 mx2 postfix/smtp[10462]: A4D6E8F013: to=<kund4411@gmx.de>, relay=mx01.emig.gmx.net[212.227.17.5]:25, delay=2178, delays=2176/0.02/0.41/1.2, dsn=2.0.0, status=sent (250 Requested mail action okay, completed: id=1M8hVJ-1u0xtS2XBX-00C3wP)
Oct  7 10:06:20 mx2 postfix/qmgr[10429]: A4D6E8F013: removed
Oct  7 10:06:22 mx2 postfix/smtp[10451]: 6C3D90E412: to=<jobb@tryckeriet-vast.se>, relay=mx.tryckeriet-vast.se[95.216.41.77]:25, delay=84, delays=80/0.01/0.9/2.6, dsn=2.0.0, status=sent (250 2.0.0 Ok: queued as 4chBkR2m1Gz1xQW)
Oct  7 10:06:22 mx2 postfix/qmgr[10429]: 6C3D90E412: removed
Oct  7 10:06:49 mx2 postfix/smtp[10463]: connect to mail.nordkust-bygg.se[185.42.118.20]:25: Connection timed out"""))
    t.append(p.run("postconf -d maximal_queue_lifetime bounce_queue_lifetime; postconf maximal_queue_lifetime bounce_queue_lifetime", """maximal_queue_lifetime = 5d
bounce_queue_lifetime = 5d
maximal_queue_lifetime = 2d
bounce_queue_lifetime = 1d"""))
    rs.add(task="terminal", tid="h43-terminal-10", system=SYSTEM, turns=t, state=state, bad=True, turn=9,
           kind="queued bounce removed with postsuper -d is listed in the queue again")


# qemu-img: clean
def t11(rs: RowSet) -> None:
    p = Pane("root", "kvm-host-2", "/var/lib/libvirt/images")
    state = login(p, "Thu Feb 20 14:26:50 2025 from 10.9.0.3")
    t = []
    t.append(p.run("ls -lh", """total 35G
-rw-r--r-- 1 root         root  4.8G Dec  3 16:40 SERVER_EVAL_x64FRE_en-us.iso
-rw-r--r-- 1 root         root  654M Jan 30 09:12 debian-12.9.0-amd64-netinst.iso
-rw-r--r-- 1 libvirt-qemu kvm   2.1G Feb 12 10:33 debian12-base.qcow2
-rw------- 1 libvirt-qemu kvm   8.3G Feb 20 14:25 gitlab-01.qcow2
-rw-r--r-- 1 root         root   19G Feb  3 11:57 win2022-gold.qcow2"""))
    t.append(p.run("qemu-img info debian12-base.qcow2", """image: debian12-base.qcow2
file format: qcow2
virtual size: 20 GiB (21474836480 bytes)
disk size: 2.07 GiB
cluster_size: 65536
Format specific information:
    compat: 1.1
    compression type: zlib
    lazy refcounts: false
    refcount bits: 16
    corrupt: false
    extended l2: false
Child node '/file':
    filename: debian12-base.qcow2
    protocol type: file
    file length: 2.07 GiB (2223046656 bytes)
    disk size: 2.07 GiB"""))
    t.append(p.run("qemu-img create -f qcow2 -F qcow2 -b debian12-base.qcow2 ci-runner-05.qcow2",
                   "Formatting 'ci-runner-05.qcow2', fmt=qcow2 cluster_size=65536 extended_l2=off compression_type=zlib size=21474836480 backing_file=debian12-base.qcow2 backing_fmt=qcow2 lazy_refcounts=off refcount_bits=16"))
    t.append(p.run("qemu-img resize ci-runner-05.qcow2 40G", "Image resized."))
    t.append(p.run("qemu-img info ci-runner-05.qcow2", """image: ci-runner-05.qcow2
file format: qcow2
virtual size: 40 GiB (42949672960 bytes)
disk size: 196 KiB
cluster_size: 65536
backing file: debian12-base.qcow2
backing file format: qcow2
Format specific information:
    compat: 1.1
    compression type: zlib
    lazy refcounts: false
    refcount bits: 16
    corrupt: false
    extended l2: false
Child node '/file':
    filename: ci-runner-05.qcow2
    protocol type: file
    file length: 192 KiB (197120 bytes)
    disk size: 196 KiB"""))
    t.append(p.run("qemu-img snapshot -c clean-install ci-runner-05.qcow2 && qemu-img snapshot -l ci-runner-05.qcow2", """Snapshot list:
ID        TAG               VM SIZE                DATE        VM CLOCK     ICOUNT
1         clean-install         0 B 2025-02-20 14:31:07  0000:00:00.000          0"""))
    t.append(p.run("qemu-img convert -p -c -O qcow2 win2022-gold.qcow2 win2022-gold-compressed.qcow2", "    (100.00/100%)", duration=600.0))
    t.append(p.run("ls -lh", """total 46G
-rw-r--r-- 1 root         root  4.8G Dec  3 16:40 SERVER_EVAL_x64FRE_en-us.iso
-rw-r--r-- 1 root         root  256K Feb 20 14:31 ci-runner-05.qcow2
-rw-r--r-- 1 root         root  654M Jan 30 09:12 debian-12.9.0-amd64-netinst.iso
-rw-r--r-- 1 libvirt-qemu kvm   2.1G Feb 12 10:33 debian12-base.qcow2
-rw------- 1 libvirt-qemu kvm   8.4G Feb 20 14:58 gitlab-01.qcow2
-rw-r--r-- 1 root         root   11G Feb 20 14:57 win2022-gold-compressed.qcow2
-rw-r--r-- 1 root         root   19G Feb  3 11:57 win2022-gold.qcow2"""))
    t.append(p.run("qemu-img check win2022-gold-compressed.qcow2", """No errors were found on the image.
327680/983040 = 33.33% allocated, 98.12% fragmented, 97.98% compressed clusters
Image end offset: 11811160064""", duration=20.0))
    t.append(p.run("qemu-img info --backing-chain ci-runner-05.qcow2 | grep -E '^(image|virtual size|disk size|backing file):'", """image: ci-runner-05.qcow2
virtual size: 40 GiB (42949672960 bytes)
disk size: 260 KiB
backing file: debian12-base.qcow2
image: debian12-base.qcow2
virtual size: 20 GiB (21474836480 bytes)
disk size: 2.07 GiB"""))
    rs.add(task="terminal", tid="h43-terminal-11", system=SYSTEM, turns=t, state=state)


# gpg keys: bad
def t12(rs: RowSet) -> None:
    p = Pane("lena", "lena-ws", "/home/lena")
    state = login(p, "Fri Jun 20 13:12:37 2025 from 192.168.50.11")
    fpr = "4E1B9D0C7A3F55E2186C0B4D6F3A1C9E0B27D845"
    t = []
    t.append(p.run("gpg --list-secret-keys --keyid-format long", f"""/home/lena/.gnupg/pubring.kbx
-----------------------------
sec   ed25519/6F3A1C9E0B27D845 2023-07-01 [SC] [expires: 2025-07-01]
      {fpr}
uid                 [ultimate] Lena Sørensen <lena.sorensen@fjordtech.no>
uid                 [ultimate] Lena Sørensen <lena@sorensen.dev>
ssb   cv25519/1D8E4F7A92C03B66 2023-07-01 [E] [expires: 2025-07-01]
"""))
    t.append(p.run("gpg --list-keys --keyid-format long", f"""/home/lena/.gnupg/pubring.kbx
-----------------------------
pub   rsa4096/8B3E1F20C4A7D916 2021-03-15 [SC] [expires: 2026-03-14]
      A0C47E5B92D13F68E7140B5D8B3E1F20C4A7D916
uid                 [  full  ] Tomas Berg <tomas.berg@fjordtech.no>
sub   rsa4096/3C6D90A1F2E4B857 2021-03-15 [E] [expires: 2026-03-14]

pub   ed25519/6F3A1C9E0B27D845 2023-07-01 [SC] [expires: 2025-07-01]
      {fpr}
uid                 [ultimate] Lena Sørensen <lena.sorensen@fjordtech.no>
uid                 [ultimate] Lena Sørensen <lena@sorensen.dev>
sub   cv25519/1D8E4F7A92C03B66 2023-07-01 [E] [expires: 2025-07-01]

pub   ed25519/B41F09E6D7C2A358 2024-01-09 [SC]
      29D7E4A1C0853BF6A21E90C7B41F09E6D7C2A358
uid                 [  full  ] Ingrid Haugen <ingrid.haugen@fjordtech.no>
sub   cv25519/E50A7D3C91B48F02 2024-01-09 [E]

pub   rsa4096/AA16FCBCA621E701 2017-11-02 [SC] [expires: 2027-11-01]
      7B2C5E09D1F4A863C0E7B5D2AA16FCBCA621E701
uid                 [ unknown] Fjordtech Release Signing <release@fjordtech.no>
sub   rsa4096/51C09E8D3F27B6A4 2017-11-02 [S] [expires: 2027-11-01]
"""))
    t.append(p.run(f"gpg --quick-set-expire {fpr} 2y"))
    t.append(p.run(f"gpg --quick-set-expire {fpr} 2y '*'"))
    t.append(p.run("gpg --list-secret-keys --keyid-format long lena.sorensen@fjordtech.no", f"""sec   ed25519/6F3A1C9E0B27D845 2023-07-01 [SC] [expires: 2027-06-20]
      {fpr}
uid                 [ultimate] Lena Sørensen <lena.sorensen@fjordtech.no>
uid                 [ultimate] Lena Sørensen <lena@sorensen.dev>
ssb   cv25519/1D8E4F7A92C03B66 2023-07-01 [E] [expires: 2027-06-20]
"""))
    t.append(p.run(f"gpg --keyserver hkps://keys.openpgp.org --send-keys {fpr}", "gpg: sending key 6F3A1C9E0B27D845 to hkps://keys.openpgp.org", duration=3.0))
    t.append(p.run("gpg --armor --export lena.sorensen@fjordtech.no > lena-pub.asc && gpg --keyid-format long --show-keys lena-pub.asc", f"""pub   ed25519/6F3A1C9E0B27D845 2023-07-01 [SC] [expires: 2025-07-01]
      {fpr}
uid                      Lena Sørensen <lena.sorensen@fjordtech.no>
uid                      Lena Sørensen <lena@sorensen.dev>
sub   cv25519/1D8E4F7A92C03B66 2023-07-01 [E] [expires: 2027-06-20]
"""))
    t.append(p.run("ls -l lena-pub.asc && head -n 4 lena-pub.asc", """-rw-rw-r-- 1 lena lena 1394 Jun 20 13:16 lena-pub.asc
-----BEGIN PGP PUBLIC KEY BLOCK-----

mDMEZJ9UgBYJKwYBBAHaRw8BAQdA3k1pQ2bXv9T0uYcW8Zr4sE6mKJ7nD1aHfQ+L
c5yVtRa0KUxlbmEgU8O4cmVuc2VuIDxsZW5hLnNvcmVuc2VuQGZqb3JkdGVjaC5u"""))
    t.append(p.run("git config --global user.signingkey 6F3A1C9E0B27D845 && git config --global --get-regexp '^(user|gpg|commit)\\.'", """user.name Lena Sørensen
user.email lena.sorensen@fjordtech.no
user.signingkey 6F3A1C9E0B27D845
commit.gpgsign true
gpg.program gpg"""))
    rs.add(task="terminal", tid="h43-terminal-12", system=SYSTEM, turns=t, state=state, bad=True, turn=7,
           kind="primary key expiry extended with quick-set-expire shows the old date in the exported key")


# systemctl --user and journalctl --user: clean
def t13(rs: RowSet) -> None:
    p = Pane("dev", "ws-ubuntu24", "/home/dev")
    state = p.prompt
    unit = "rclone-mount@gdrive.service"
    cg = "/user.slice/user-1000.slice/user@1000.service/app.slice/app-rclone\\x2dmount.slice/rclone-mount@gdrive.service"
    t = []
    t.append(p.run("systemctl --user list-units --type=service --state=running", """  UNIT                                   LOAD   ACTIVE SUB     DESCRIPTION
  at-spi-dbus-bus.service                loaded active running Accessibility services bus
  dbus.service                           loaded active running D-Bus User Message Bus
  filter-chain.service                   loaded active running PipeWire filter chain daemon
  gnome-keyring-daemon.service           loaded active running GNOME Keyring daemon
  gvfs-daemon.service                    loaded active running Virtual filesystem service
  gvfs-udisks2-volume-monitor.service    loaded active running Virtual filesystem service - disk device monitor
  pipewire-pulse.service                 loaded active running PipeWire PulseAudio
  pipewire.service                       loaded active running PipeWire Multimedia Service
  rclone-mount@gdrive.service            loaded active running rclone mount gdrive
  syncthing.service                      loaded active running Syncthing - Open Source Continuous File Synchronization
  wireplumber.service                    loaded active running Multimedia Service Session Manager
  xdg-desktop-portal-gnome.service       loaded active running Portal service (GNOME implementation)
  xdg-desktop-portal.service             loaded active running Portal service
  xdg-document-portal.service            loaded active running flatpak document portal service
  xdg-permission-store.service           loaded active running sandboxed app permission store

Legend: LOAD   → Reflects whether the unit definition was properly loaded.
        ACTIVE → The high-level unit activation state, i.e. generalization of SUB.
        SUB    → The low-level unit activation state, values depend on unit type.

15 loaded units listed."""))
    t.append(p.run(f"systemctl --user status -n 4 {unit}", f"""● rclone-mount@gdrive.service - rclone mount gdrive
     Loaded: loaded (/home/dev/.config/systemd/user/rclone-mount@.service; enabled; preset: enabled)
     Active: active (running) since Mon 2025-09-15 08:03:12 CEST; 3h 17min ago
    Process: 3117 ExecStartPre=/usr/bin/mkdir -p /home/dev/gdrive (code=exited, status=0/SUCCESS)
   Main PID: 3121 (rclone)
      Tasks: 17 (limit: 38092)
     Memory: 61.4M (peak: 118.7M)
        CPU: 3min 12.441s
     CGroup: {cg}
             └─3121 /usr/bin/rclone mount gdrive: /home/dev/gdrive --vfs-cache-mode off --dir-cache-time 5m --poll-interval 30s --log-level INFO --log-systemd

Sep 15 10:58:47 ws-ubuntu24 rclone[3121]: notes/inbox.md: WriteFileHandle: Can't open for write without O_TRUNC on existing file without --vfs-cache-mode >= writes
Sep 15 10:58:47 ws-ubuntu24 rclone[3121]: IO error: permission denied
Sep 15 11:19:05 ws-ubuntu24 rclone[3121]: notes/inbox.md: WriteFileHandle: Can't open for write without O_TRUNC on existing file without --vfs-cache-mode >= writes
Sep 15 11:19:05 ws-ubuntu24 rclone[3121]: IO error: permission denied"""))
    t.append(p.run(f"journalctl --user -u {unit} -n 10 --no-pager", """Sep 15 08:03:12 ws-ubuntu24 systemd[2210]: Starting rclone-mount@gdrive.service - rclone mount gdrive...
Sep 15 08:03:13 ws-ubuntu24 rclone[3121]: Google drive root '': Mounting on "/home/dev/gdrive"
Sep 15 08:03:13 ws-ubuntu24 systemd[2210]: Started rclone-mount@gdrive.service - rclone mount gdrive.
Sep 15 09:41:30 ws-ubuntu24 rclone[3121]: projects/quotes-2025.ods: WriteFileHandle: Can't open for write without O_TRUNC on existing file without --vfs-cache-mode >= writes
Sep 15 09:41:30 ws-ubuntu24 rclone[3121]: IO error: permission denied
Sep 15 10:58:47 ws-ubuntu24 rclone[3121]: notes/inbox.md: WriteFileHandle: Can't open for write without O_TRUNC on existing file without --vfs-cache-mode >= writes
Sep 15 10:58:47 ws-ubuntu24 rclone[3121]: IO error: permission denied
Sep 15 11:19:05 ws-ubuntu24 rclone[3121]: notes/inbox.md: WriteFileHandle: Can't open for write without O_TRUNC on existing file without --vfs-cache-mode >= writes
Sep 15 11:19:05 ws-ubuntu24 rclone[3121]: IO error: permission denied"""))
    t.append(p.run(f"systemctl --user cat {unit}", """# /home/dev/.config/systemd/user/rclone-mount@.service
[Unit]
Description=rclone mount %i
After=network-online.target
Wants=network-online.target

[Service]
Type=notify
ExecStartPre=/usr/bin/mkdir -p %h/%i
ExecStart=/usr/bin/rclone mount %i: %h/%i --vfs-cache-mode off --dir-cache-time 5m --poll-interval 30s --log-level INFO --log-systemd
ExecStop=/bin/fusermount3 -uz %h/%i
Restart=on-failure
RestartSec=10

[Install]
WantedBy=default.target"""))
    t.append(p.run("sed -i 's/--vfs-cache-mode off/--vfs-cache-mode writes --vfs-cache-max-size 2G/' ~/.config/systemd/user/rclone-mount@.service && systemctl --user daemon-reload"))
    t.append(p.run(f"systemctl --user restart {unit}", duration=3.0))
    t.append(p.run(f"systemctl --user status -n 6 {unit}", f"""● rclone-mount@gdrive.service - rclone mount gdrive
     Loaded: loaded (/home/dev/.config/systemd/user/rclone-mount@.service; enabled; preset: enabled)
     Active: active (running) since Mon 2025-09-15 11:21:40 CEST; 6s ago
    Process: 48797 ExecStartPre=/usr/bin/mkdir -p /home/dev/gdrive (code=exited, status=0/SUCCESS)
   Main PID: 48801 (rclone)
     Status: "[11:21] vfs cache: objects 0 (was 0) in use 0, to upload 0, uploading 0, total size 0 (was 0)"
      Tasks: 14 (limit: 38092)
     Memory: 24.9M (peak: 25.3M)
        CPU: 412ms
     CGroup: {cg}
             └─48801 /usr/bin/rclone mount gdrive: /home/dev/gdrive --vfs-cache-mode writes --vfs-cache-max-size 2G --dir-cache-time 5m --poll-interval 30s --log-level INFO --log-systemd

Sep 15 11:21:39 ws-ubuntu24 systemd[2210]: Starting rclone-mount@gdrive.service - rclone mount gdrive...
Sep 15 11:21:40 ws-ubuntu24 rclone[48801]: Google drive root '': vfs cache: root is "/home/dev/.cache/rclone"
Sep 15 11:21:40 ws-ubuntu24 rclone[48801]: Google drive root '': vfs cache: data root is "/home/dev/.cache/rclone/vfs/gdrive"
Sep 15 11:21:40 ws-ubuntu24 rclone[48801]: Google drive root '': vfs cache: metadata root is "/home/dev/.cache/rclone/vfsMeta/gdrive"
Sep 15 11:21:40 ws-ubuntu24 rclone[48801]: Google drive root '': Mounting on "/home/dev/gdrive"
Sep 15 11:21:40 ws-ubuntu24 systemd[2210]: Started rclone-mount@gdrive.service - rclone mount gdrive."""))
    t.append(p.run(f"journalctl --user -u {unit} --since '10 min ago' --no-pager -o short-iso", """2025-09-15T11:19:05+02:00 ws-ubuntu24 rclone[3121]: notes/inbox.md: WriteFileHandle: Can't open for write without O_TRUNC on existing file without --vfs-cache-mode >= writes
2025-09-15T11:19:05+02:00 ws-ubuntu24 rclone[3121]: IO error: permission denied
2025-09-15T11:21:38+02:00 ws-ubuntu24 systemd[2210]: Stopping rclone-mount@gdrive.service - rclone mount gdrive...
2025-09-15T11:21:38+02:00 ws-ubuntu24 rclone[3121]: Google drive root '': Unmounted /home/dev/gdrive
2025-09-15T11:21:39+02:00 ws-ubuntu24 systemd[2210]: Stopped rclone-mount@gdrive.service - rclone mount gdrive.
2025-09-15T11:21:39+02:00 ws-ubuntu24 systemd[2210]: rclone-mount@gdrive.service: Consumed 3min 12.553s CPU time.
2025-09-15T11:21:39+02:00 ws-ubuntu24 systemd[2210]: Starting rclone-mount@gdrive.service - rclone mount gdrive...
2025-09-15T11:21:40+02:00 ws-ubuntu24 rclone[48801]: Google drive root '': vfs cache: root is "/home/dev/.cache/rclone"
2025-09-15T11:21:40+02:00 ws-ubuntu24 rclone[48801]: Google drive root '': vfs cache: data root is "/home/dev/.cache/rclone/vfs/gdrive"
2025-09-15T11:21:40+02:00 ws-ubuntu24 rclone[48801]: Google drive root '': vfs cache: metadata root is "/home/dev/.cache/rclone/vfsMeta/gdrive"
2025-09-15T11:21:40+02:00 ws-ubuntu24 rclone[48801]: Google drive root '': Mounting on "/home/dev/gdrive"
2025-09-15T11:21:40+02:00 ws-ubuntu24 systemd[2210]: Started rclone-mount@gdrive.service - rclone mount gdrive."""))
    t.append(p.run("printf -- '- [ ] call the printer guy about toner\\n' >> ~/gdrive/notes/inbox.md && tail -n 3 ~/gdrive/notes/inbox.md", """- [x] renew domain sorensen.dev
- [ ] ask Ingrid for the Q3 travel receipts
- [ ] call the printer guy about toner"""))
    t.append(p.run(f"systemctl --user status {unit} | head -n 9", """● rclone-mount@gdrive.service - rclone mount gdrive
     Loaded: loaded (/home/dev/.config/systemd/user/rclone-mount@.service; enabled; preset: enabled)
     Active: active (running) since Mon 2025-09-15 11:21:40 CEST; 1min 52s ago
    Process: 48797 ExecStartPre=/usr/bin/mkdir -p /home/dev/gdrive (code=exited, status=0/SUCCESS)
   Main PID: 48801 (rclone)
     Status: "[11:23] vfs cache: objects 1 (was 1) in use 0, to upload 0, uploading 0, total size 4.213Ki (was 4.213Ki)"
      Tasks: 15 (limit: 38092)
     Memory: 31.7M (peak: 33.0M)
        CPU: 1.208s"""))
    rs.add(task="terminal", tid="h43-terminal-13", system=SYSTEM, turns=t, state=state)


def lxtable(head: list[str], rows: list[list[str]]) -> str:
    """An lxc table: centred headers, a rule under every row."""
    w = [max(len(r[i]) for r in [head, *rows]) + 2 for i in range(len(head))]
    rule = "+" + "+".join("-" * n for n in w) + "+"
    out = [rule, "|" + "|".join(h.center(n) for h, n in zip(head, w)) + "|", rule]
    for r in rows:
        out += ["|" + "|".join(" " + c.ljust(n - 1) for c, n in zip(r, w)) + "|", rule]
    return "\n".join(out)


# lxd storage pools and volumes: bad
def t14(rs: RowSet) -> None:
    p = Pane("root", "lxd-node-1", "/root")
    state = login(p, "Mon Nov 17 09:30:11 2025 from 10.10.0.2")
    img1 = "d7bdd545f09d8a73c2b990337c8211d708a04ccd9748627685e4fc79cc038039"
    img2 = "6987740fb624e3e9943ec5d9ac5519b72cea1b35fb4bde5719df3923a36c08f7"
    t = []
    t.append(p.run("lxc storage list", lxtable(["NAME", "DRIVER", "SOURCE", "DESCRIPTION", "USED BY", "STATE"], [
        ["default", "zfs", "tank/lxd", "", "14", "CREATED"],
        ["fast", "btrfs", "/var/snap/lxd/common/lxd/disks/fast.img", "", "3", "CREATED"]])))
    t.append(p.run("lxc storage info default", f"""info:
  description: ""
  driver: zfs
  name: default
  space used: 187.42GiB
  total space: 899.25GiB
used by:
  images:
  - {img1}
  - {img2}
  instances:
  - dns-1
  - gitea
  - haproxy-1
  - haproxy-2
  - monitoring
  - nextcloud
  - pg-01
  - pg-02
  profiles:
  - default
  volumes:
  - backups
  - nextcloud-data
  - pgdata-01"""))
    t.append(p.run("lxc storage volume create default pgdata-02 size=50GiB zfs.blocksize=16KiB", "Storage volume pgdata-02 created"))
    t.append(p.run("lxc storage volume attach default pgdata-02 pg-02 /var/lib/postgresql"))
    t.append(p.run("lxc storage volume list default", lxtable(["TYPE", "NAME", "DESCRIPTION", "CONTENT-TYPE", "USED BY"], [
        ["container", "dns-1", "", "filesystem", "1"],
        ["container", "gitea", "", "filesystem", "1"],
        ["container", "haproxy-1", "", "filesystem", "1"],
        ["container", "haproxy-2", "", "filesystem", "1"],
        ["container", "monitoring", "", "filesystem", "1"],
        ["container", "nextcloud", "", "filesystem", "1"],
        ["container", "pg-01", "", "filesystem", "1"],
        ["container", "pg-02", "", "filesystem", "1"],
        ["custom", "backups", "", "filesystem", "2"],
        ["custom", "nextcloud-data", "", "filesystem", "1"],
        ["custom", "pgdata-01", "", "filesystem", "1"],
        ["image", img2, "", "filesystem", "1"],
        ["image", img1, "", "filesystem", "1"]])))
    t.append(p.run("lxc storage volume show default pgdata-01", """config:
  size: 50GiB
  zfs.blocksize: 16KiB
description: ""
name: pgdata-01
type: custom
used_by:
- /1.0/instances/pg-01
location: none
content_type: filesystem
project: default
created_at: 2024-11-04T09:12:44.318207545Z"""))
    t.append(p.run("lxc list pg-", lxtable(["NAME", "STATE", "IPV4", "IPV6", "TYPE", "SNAPSHOTS"], [
        ["pg-01", "RUNNING", "10.148.20.31 (eth0)", "fd42:8c1e:55a0:7b2c:216:3eff:fe4a:91c2 (eth0)", "CONTAINER", "7"],
        ["pg-02", "RUNNING", "10.148.20.32 (eth0)", "fd42:8c1e:55a0:7b2c:216:3eff:fe19:3d7a (eth0)", "CONTAINER", "0"]])))
    t.append(p.run("lxc storage info fast", """info:
  description: ""
  driver: btrfs
  name: fast
  space used: 21.07GiB
  total space: 60.00GiB
used by:
  instances:
  - ci-runner-1
  - ci-runner-2
  profiles:
  - ci"""))
    rs.add(task="terminal", tid="h43-terminal-14", system=SYSTEM, turns=t, state=state, bad=True, turn=5,
           kind="custom volume created and attached two turns earlier is absent from the pool's volume list")


# vagrant box: clean
def t15(rs: RowSet) -> None:
    p = Pane("marco", "marco-desktop", "/home/marco/vms/lab")
    state = login(p, "Wed Jul 10 17:44:03 2024 from 192.168.178.40")
    t = []
    t.append(p.run("vagrant box list", """bento/ubuntu-22.04 (virtualbox, 202401.31.0, (amd64))
bento/ubuntu-22.04 (virtualbox, 202404.23.0, (amd64))
generic/alpine318  (libvirt, 4.3.12, (amd64))
hashicorp/bionic64 (virtualbox, 1.0.282, (amd64))
ubuntu/jammy64     (virtualbox, 20240319.0.0, (amd64))"""))
    t.append(p.run("du -sh ~/.vagrant.d/boxes/*", """1.3G\t/home/marco/.vagrant.d/boxes/bento-VAGRANTSLASH-ubuntu-22.04
372M\t/home/marco/.vagrant.d/boxes/generic-VAGRANTSLASH-alpine318
495M\t/home/marco/.vagrant.d/boxes/hashicorp-VAGRANTSLASH-bionic64
612M\t/home/marco/.vagrant.d/boxes/ubuntu-VAGRANTSLASH-jammy64"""))
    t.append(p.run("vagrant box outdated --global", """* 'ubuntu/jammy64' for 'virtualbox' (v20240319.0.0) is outdated! Current: 20240319.0.0. Latest: 20240701.0.0
* 'hashicorp/bionic64' for 'virtualbox' (v1.0.282) is up to date
* 'generic/alpine318' for 'libvirt' (v4.3.12) is up to date
* 'bento/ubuntu-22.04' for 'virtualbox' (v202404.23.0) is up to date""", duration=8.0))
    t.append(p.run("vagrant box update --box ubuntu/jammy64", """Checking for updates to 'ubuntu/jammy64'
Latest installed version: 20240319.0.0
Version constraints: > 20240319.0.0
Provider: virtualbox
Architecture: "amd64"
Updating 'ubuntu/jammy64' with provider 'virtualbox' from version
'20240319.0.0' to '20240701.0.0'...
Loading metadata for box 'https://vagrantcloud.com/api/v2/vagrant/ubuntu/jammy64'
Adding box 'ubuntu/jammy64' (v20240701.0.0) for provider: virtualbox (amd64)
Downloading: https://vagrantcloud.com/ubuntu/boxes/jammy64/versions/20240701.0.0/providers/virtualbox/amd64/vagrant.box
Download redirected to host: cloud-images.ubuntu.com
Successfully added box 'ubuntu/jammy64' (v20240701.0.0) for 'virtualbox (amd64)'!""", duration=90.0))
    t.append(p.run("vagrant box list", """bento/ubuntu-22.04 (virtualbox, 202401.31.0, (amd64))
bento/ubuntu-22.04 (virtualbox, 202404.23.0, (amd64))
generic/alpine318  (libvirt, 4.3.12, (amd64))
hashicorp/bionic64 (virtualbox, 1.0.282, (amd64))
ubuntu/jammy64     (virtualbox, 20240319.0.0, (amd64))
ubuntu/jammy64     (virtualbox, 20240701.0.0, (amd64))"""))
    t.append(p.run("vagrant box remove bento/ubuntu-22.04 --box-version 202401.31.0", "Removing box 'bento/ubuntu-22.04' (v202401.31.0) with provider 'virtualbox'...", duration=3.0))
    t.append(p.run("vagrant box remove ubuntu/jammy64 --box-version 20240319.0.0", "Removing box 'ubuntu/jammy64' (v20240319.0.0) with provider 'virtualbox'...", duration=3.0))
    t.append(p.run("vagrant box list", """bento/ubuntu-22.04 (virtualbox, 202404.23.0, (amd64))
generic/alpine318  (libvirt, 4.3.12, (amd64))
hashicorp/bionic64 (virtualbox, 1.0.282, (amd64))
ubuntu/jammy64     (virtualbox, 20240701.0.0, (amd64))"""))
    t.append(p.run("du -sh ~/.vagrant.d/boxes/*", """648M\t/home/marco/.vagrant.d/boxes/bento-VAGRANTSLASH-ubuntu-22.04
372M\t/home/marco/.vagrant.d/boxes/generic-VAGRANTSLASH-alpine318
495M\t/home/marco/.vagrant.d/boxes/hashicorp-VAGRANTSLASH-bionic64
619M\t/home/marco/.vagrant.d/boxes/ubuntu-VAGRANTSLASH-jammy64"""))
    t.append(p.run("grep -n 'config.vm.box' Vagrantfile", """5:  config.vm.box = "ubuntu/jammy64"
6:  config.vm.box_check_update = false"""))
    rs.add(task="terminal", tid="h43-terminal-15", system=SYSTEM, turns=t, state=state)


# unbound-control: bad
def t16(rs: RowSet) -> None:
    p = Pane("root", "ns-cache-1", "/root")
    state = login(p, "Thu Jan 16 10:11:25 2025 from 10.20.1.7")
    t = []
    t.append(p.run("unbound-control status", """version: 1.17.1
verbosity: 1
threads: 4
modules: 2 [ validator iterator ]
uptime: 1209843 seconds
options: reuseport control(ssl)
unbound (pid 812) is running..."""))
    t.append(p.run("unbound-control stats_noreset | grep '^total\\.'", """total.num.queries=48213377
total.num.queries_ip_ratelimited=0
total.num.cachehits=41022918
total.num.cachemiss=7190459
total.num.prefetch=2218734
total.num.queries_timed_out=0
total.query.queue_time_us.max=0
total.num.expired=1503327
total.num.recursivereplies=7190448
total.requestlist.avg=3.21904
total.requestlist.max=112
total.requestlist.overwritten=0
total.requestlist.exceeded=0
total.requestlist.current.all=4
total.requestlist.current.user=2
total.recursion.time.avg=0.061837
total.recursion.time.median=0.0318437
total.tcpusage=0"""))
    t.append(p.run("unbound-control dump_cache | grep -F 'git.meridian-lab.io'", """git.meridian-lab.io.	1643	IN	A	198.51.100.24
msg git.meridian-lab.io. IN A 33152 1 1643 3 1 0 0
git.meridian-lab.io. IN A 0"""))
    t.append(p.run("dig @127.0.0.1 git.meridian-lab.io +noall +answer", "git.meridian-lab.io.\t1631\tIN\tA\t198.51.100.24"))
    t.append(p.run("unbound-control flush git.meridian-lab.io", "ok"))
    t.append(p.run("unbound-control forward_add +i corp.meridian-lab.io 10.20.0.53 10.20.0.54", "ok"))
    t.append(p.run("dig @127.0.0.1 git.meridian-lab.io +noall +answer; dig @127.0.0.1 build01.corp.meridian-lab.io +short", """git.meridian-lab.io.	3600	IN	A	203.0.113.87
10.20.4.21"""))
    t.append(p.run("unbound-control status", """version: 1.17.1
verbosity: 1
threads: 4
modules: 2 [ validator iterator ]
uptime: 1208027 seconds
options: reuseport control(ssl)
unbound (pid 812) is running..."""))
    t.append(p.run("unbound-control list_forwards", """corp.meridian-lab.io. IN forward +i 10.20.0.53 10.20.0.54
lab.meridian-lab.io. IN forward 10.20.8.2
. IN forward 9.9.9.9 149.112.112.112 1.1.1.1"""))
    t.append(p.run("unbound-control stats_noreset | grep -E '^total\\.num\\.(queries|cachehits|cachemiss|prefetch)='", """total.num.queries=48231096
total.num.cachehits=41038112
total.num.cachemiss=7192984
total.num.prefetch=2219518"""))
    rs.add(task="terminal", tid="h43-terminal-16", system=SYSTEM, turns=t, state=state, bad=True, turn=8,
           kind="resolver uptime lower than a few minutes earlier, same pid and no restart")


# ansible-galaxy and ansible-vault: clean
def t17(rs: RowSet) -> None:
    p = Pane("jonas", "ctrl-01", "/home/jonas/infra")
    state = login(p, "Tue Jul  2 08:47:19 2024 from 10.44.2.60")
    sysc = """# /usr/lib/python3/dist-packages/ansible_collections
Collection                               Version
---------------------------------------- -------
amazon.aws                               7.2.0
ansible.netcommon                        5.3.0
ansible.posix                            1.5.4
ansible.utils                            2.12.0
community.crypto                         2.17.1
community.docker                         3.7.0
community.general                        8.2.0
community.mysql                          3.8.0
community.postgresql                     3.3.0
community.rabbitmq                       1.2.3
kubernetes.core                          3.0.0"""
    secrets = """vault_postgres_admin_password: "Wq7#pLz2!vR9eT4m"
vault_postgres_replication_password: "h3Nf8sKd0PqYx2Lb"
vault_grafana_admin_password: "grafana-Ttr88-ops"
vault_smtp_relay:
  user: "alerts@meridian-ops.de"
  password: "B7v!kq2MzW0s"
vault_backup_s3:
  access_key: "AKIAQX3NZ7LDP5HU2WKE"
  secret_key: "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\""""
    t = []
    t.append(p.run("ansible-galaxy collection list", f"""
# /home/jonas/.ansible/collections/ansible_collections
Collection           Version
-------------------- -------
community.general    8.6.1
community.postgresql 3.4.0

{sysc}"""))
    t.append(p.run("cat requirements.yml", """---
collections:
  - name: community.general
    version: ">=9.1.0,<10.0.0"
  - name: community.postgresql
    version: "3.4.0"
  - name: community.grafana
    version: "1.9.1"
"""))
    t.append(p.run("ansible-galaxy collection install -r requirements.yml", """Starting galaxy collection install process
Process install dependency map
Starting collection install process
Downloading https://galaxy.ansible.com/api/v3/plugin/ansible/content/published/collections/artifacts/community-general-9.1.0.tar.gz to /home/jonas/.ansible/tmp/ansible-local-52817qr3y0wzm/tmpd8x0k1lb/community-general-9.1.0-0b4e_n6q
Installing 'community.general:9.1.0' to '/home/jonas/.ansible/collections/ansible_collections/community/general'
Downloading https://galaxy.ansible.com/api/v3/plugin/ansible/content/published/collections/artifacts/community-grafana-1.9.1.tar.gz to /home/jonas/.ansible/tmp/ansible-local-52817qr3y0wzm/tmpd8x0k1lb/community-grafana-1.9.1-v_3wq2jm
community.general:9.1.0 was installed successfully
Installing 'community.grafana:1.9.1' to '/home/jonas/.ansible/collections/ansible_collections/community/grafana'
community.grafana:1.9.1 was installed successfully
'community.postgresql:3.4.0' is already installed, skipping.""", duration=20.0))
    t.append(p.run("ansible-galaxy collection list community.general", """
# /home/jonas/.ansible/collections/ansible_collections
Collection        Version
----------------- -------
community.general 9.1.0

# /usr/lib/python3/dist-packages/ansible_collections
Collection        Version
----------------- -------
community.general 8.2.0"""))
    t.append(p.run("ansible-vault view group_vars/prod/vault.yml --vault-password-file ~/.vault_pass", secrets))
    t.append(p.run("ls -l group_vars/prod/ && head -n 3 group_vars/prod/vault.yml", """total 12
-rw-r--r-- 1 jonas jonas 2218 Jun 18 14:02 main.yml
-rw------- 1 jonas jonas 2113 Mar  4 10:27 vault.yml
$ANSIBLE_VAULT;1.1;AES256
63653961643965363437313035373734333762653765366333613561626131373337626436396433
31346364616263643037386535333536633634646166383130656565336130626236303838343763"""))
    t.append(p.run("ansible-vault rekey group_vars/prod/vault.yml --vault-password-file ~/.vault_pass --new-vault-password-file ~/.vault_pass_2024q3", "Rekey successful"))
    t.append(p.run("ls -l group_vars/prod/ && head -n 3 group_vars/prod/vault.yml", """total 12
-rw-r--r-- 1 jonas jonas 2218 Jun 18 14:02 main.yml
-rw------- 1 jonas jonas 2113 Jul  2 08:52 vault.yml
$ANSIBLE_VAULT;1.1;AES256
39343731363266316233376561373465353366363038366131393764366337343963366630393430
32306364306263323336643439366333373534636538306330653461316237316138653164663866"""))
    t.append(p.run("ansible-vault view group_vars/prod/vault.yml --vault-password-file ~/.vault_pass",
                   "ERROR! Decryption failed (no vault secrets were found that could decrypt) on group_vars/prod/vault.yml"))
    t.append(p.run("ansible-vault view group_vars/prod/vault.yml --vault-password-file ~/.vault_pass_2024q3", secrets))
    rs.add(task="terminal", tid="h43-terminal-17", system=SYSTEM, turns=t, state=state)


# runit sv: bad
def t18(rs: RowSet) -> None:
    p = Pane("root", "void-gw", "/root")
    state = login(p, "Mon Feb  3 09:12:48 2025 from 10.0.12.5")

    def status(up: int, hap: str, tiny: str) -> str:
        return f"""run: /var/service/acpid: (pid 1021) {up}s
run: /var/service/agetty-tty1: (pid 1030) {up}s
run: /var/service/chronyd: (pid 1019) {up}s
run: /var/service/crond: (pid 1022) {up}s
run: /var/service/dhcpcd-eth0: (pid 1024) {up}s
{hap}
run: /var/service/nanoklogd: (pid 1017) {up}s
run: /var/service/node_exporter: (pid 1026) {up}s; run: log: (pid 1025) {up}s
run: /var/service/socklog-unix: (pid 1016) {up}s; run: log: (pid 1015) {up}s
run: /var/service/sshd: (pid 1027) {up}s
{tiny}
run: /var/service/udevd: (pid 1014) {up}s"""

    t = []
    t.append(p.run("sv status /var/service/*", status(1843207, "down: /var/service/haproxy: 3412s, normally up", "down: /var/service/tinyproxy: 1843205s")))
    t.append(p.run("ls -la /var/service/haproxy/ && cat /var/service/haproxy/run", """total 12
drwxr-xr-x  2 root root 4096 Nov 20 14:31 .
drwxr-xr-x 61 root root 4096 Nov 20 14:31 ..
-rwxr-xr-x  1 root root  120 Nov 20 14:31 run
lrwxrwxrwx  1 root root   28 Nov 20 14:31 supervise -> /run/runit/supervise.haproxy
#!/bin/sh
exec 2>&1
haproxy -c -q -f /etc/haproxy/haproxy.cfg || exit 1
exec haproxy -W -db -f /etc/haproxy/haproxy.cfg"""))
    t.append(p.run("haproxy -c -f /etc/haproxy/haproxy.cfg", """[NOTICE]   (5502) : haproxy version is 2.8.5-1b9d3f4
[NOTICE]   (5502) : path to executable is /usr/bin/haproxy
[ALERT]    (5502) : config : [/etc/haproxy/haproxy.cfg:61] : 'server app_back/app2' : could not resolve address 'app2.internal'.
[ALERT]    (5502) : config : Failed to initialize server(s) addr.
[ALERT]    (5502) : config : Fatal errors found in configuration."""))
    t.append(p.run("sed -i 's/app2.internal:8080/10.0.12.22:8080/' /etc/haproxy/haproxy.cfg && grep -n 'server app' /etc/haproxy/haproxy.cfg && haproxy -c -f /etc/haproxy/haproxy.cfg", """59:    server app1 10.0.12.21:8080 check inter 2s fall 3 rise 2
61:    server app2 10.0.12.22:8080 check inter 2s fall 3 rise 2
Configuration file is valid"""))
    t.append(p.run("sv up haproxy && sleep 2 && sv status haproxy", "run: haproxy: (pid 5538) 2s", duration=3.0))
    t.append(p.run("sv status /var/service/*", status(1843331, "run: /var/service/haproxy: (pid 5538) 11s", "run: /var/service/tinyproxy: (pid 5521) 14s, normally down")))
    t.append(p.run("ss -ltnp | grep -E 'State|haproxy'", """State  Recv-Q Send-Q Local Address:Port Peer Address:PortProcess
LISTEN 0      1024         0.0.0.0:443       0.0.0.0:*    users:(("haproxy",pid=5541,fd=8))
LISTEN 0      1024         0.0.0.0:80        0.0.0.0:*    users:(("haproxy",pid=5541,fd=7))
LISTEN 0      1024       127.0.0.1:8404      0.0.0.0:*    users:(("haproxy",pid=5541,fd=9))"""))
    rs.add(task="terminal", tid="h43-terminal-18", system=SYSTEM, turns=t, state=state, bad=True, turn=6,
           kind="service that was down with a down file shows as running though nothing started it")


def monit_summary(up: str, rows: list[tuple[str, str, str]]) -> str:
    w = (33, 28, 15)
    out = [f"Monit 5.33.0 uptime: {up}",
           "┌" + "┬".join("─" * n for n in w) + "┐",
           "│" + "│".join(f" {h:<{n - 1}}" for h, n in zip(("Service Name", "Status", "Type"), w)) + "│",
           "├" + "┼".join("─" * n for n in w) + "┤"]
    out += ["│" + "│".join(f" {c:<{n - 1}}" for c, n in zip(r, w)) + "│" for r in rows]
    out.append("└" + "┴".join("─" * n for n in w) + "┘")
    return "\n".join(out)


def fpm_status(up: str, status: str, pid: int, uptime: str, children: int, cpu: str, mem: str, memt: str,
               fds: int, tfds: int, rt: str, when: str) -> str:
    return f"""Monit 5.33.0 uptime: {up}

Process 'php-fpm'
  status                       {status}
  monitoring status            Monitored
  monitoring mode              active
  on reboot                    start
  pid                          {pid}
  parent pid                   1
  uid                          0
  effective uid                0
  gid                          0
  uptime                       {uptime}
  threads                      1
  children                     {children}
  cpu                          0.0%
  cpu total                    {cpu}
  memory                       0.1% [{mem}]
  memory total                 {memt}
  security attribute           unconfined
  filedescriptors              {fds} [0.0% of 1048576 limit]
  total filedescriptors        {tfds}
  unix socket response time    {rt} to /run/php/php8.2-fpm.sock type UNIX protocol DEFAULT
  data collected               {when}"""


# monit: clean
def t19(rs: RowSet) -> None:
    p = Pane("root", "web-03", "/root")
    state = login(p, "Tue Aug 12 14:03:56 2025 from 10.5.0.12")
    t = []
    t.append(p.run("monit summary", monit_summary("21d 4h 12m", [
        ("web-03", "OK", "System"),
        ("nginx", "OK", "Process"),
        ("php-fpm", "Resource limit matched", "Process"),
        ("redis", "OK", "Process"),
        ("rootfs", "OK", "Filesystem"),
        ("varlog", "OK", "Filesystem"),
        ("nginx_http", "OK", "Remote Host")])))
    t.append(p.run("monit status php-fpm", fpm_status("21d 4h 12m", "Resource limit matched", 1288, "21d 4h 11m", 48, "81.4%", "21.6 MB", "38.7% [3.0 GB]", 9, 412, "0.412 ms", "Tue, 12 Aug 2025 14:04:01")))
    t.append(p.run("grep -n -A6 'check process php-fpm' /etc/monit/conf.d/php-fpm.conf", """1:check process php-fpm with pidfile /run/php/php8.2-fpm.pid
2-  start program = "/usr/bin/systemctl start php8.2-fpm"
3-  stop program  = "/usr/bin/systemctl stop php8.2-fpm"
4-  if failed unixsocket /run/php/php8.2-fpm.sock then restart
5-  if total cpu > 75% for 5 cycles then alert
6-  if total memory > 60% for 3 cycles then restart
7-  if 3 restarts within 10 cycles then unmonitor"""))
    t.append(p.run("monit restart php-fpm"))
    t.append(p.run("sleep 30; monit status php-fpm", fpm_status("21d 4h 13m", "OK", 402817, "0m", 8, "3.2%", "22.0 MB", "4.1% [325.4 MB]", 9, 52, "0.188 ms", "Tue, 12 Aug 2025 14:04:31"), duration=32.0))
    t.append(p.run("monit unmonitor redis"))
    t.append(p.run("monit summary", monit_summary("21d 4h 13m", [
        ("web-03", "OK", "System"),
        ("nginx", "OK", "Process"),
        ("php-fpm", "OK", "Process"),
        ("redis", "Not monitored", "Process"),
        ("rootfs", "OK", "Filesystem"),
        ("varlog", "OK", "Filesystem"),
        ("nginx_http", "OK", "Remote Host")])))
    t.append(p.run("systemctl restart redis-server && monit monitor redis && monit summary", monit_summary("21d 4h 14m", [
        ("web-03", "OK", "System"),
        ("nginx", "OK", "Process"),
        ("php-fpm", "OK", "Process"),
        ("redis", "Initializing", "Process"),
        ("rootfs", "OK", "Filesystem"),
        ("varlog", "OK", "Filesystem"),
        ("nginx_http", "OK", "Remote Host")]), duration=3.0))
    t.append(p.run("tail -n 9 /var/log/monit.log", """[2025-08-12T13:58:31+0200] error    : 'php-fpm' total cpu usage of 79.8% matches resource limit [total cpu usage > 75.0%]
[2025-08-12T14:00:31+0200] error    : 'php-fpm' total cpu usage of 82.1% matches resource limit [total cpu usage > 75.0%]
[2025-08-12T14:04:26+0200] info     : 'php-fpm' restart on user request
[2025-08-12T14:04:26+0200] info     : Monit daemon with PID 811 awakened
[2025-08-12T14:04:26+0200] info     : 'php-fpm' trying to restart
[2025-08-12T14:04:26+0200] info     : 'php-fpm' stop: '/usr/bin/systemctl stop php8.2-fpm'
[2025-08-12T14:04:27+0200] info     : 'php-fpm' start: '/usr/bin/systemctl start php8.2-fpm'
[2025-08-12T14:05:43+0200] info     : 'redis' unmonitor on user request
[2025-08-12T14:06:12+0200] info     : 'redis' monitor on user request"""))
    rs.add(task="terminal", tid="h43-terminal-19", system=SYSTEM, turns=t, state=state)


def dominfo(dom_id: str, uuid: str, state: str, cpu_time: str, used: str, autostart: str, label_uuid: str) -> str:
    return f"""Id:             {dom_id}
Name:           ci-runner-06
UUID:           {uuid}
OS Type:        hvm
State:          {state}
CPU(s):         4
CPU time:       {cpu_time}
Max memory:     8388608 KiB
Used memory:    {used}
Persistent:     yes
Autostart:      {autostart}
Managed save:   no
Security model: apparmor
Security DOI:   0
Security label: libvirt-{label_uuid} (enforcing)"""


# virt-install and virsh: bad
def t20(rs: RowSet) -> None:
    p = Pane("root", "kvm-host-4", "/root")
    state = login(p, "Wed Mar  5 10:02:41 2025 from 10.9.0.3")
    uuid = "7c3e9b1d-52a4-4f0e-9d86-1b2a7e4c05f3"
    t = []
    t.append(p.run("virsh list --all", """ Id   Name            State
--------------------------------
 3    gitlab-01       running
 7    mon-01          running
 -    win2022-build   shut off"""))
    t.append(p.run("osinfo-query os | grep -E 'debian1[12] '", """ debian11             | Debian 11                                          | 11       | http://debian.org/debian/11
 debian12             | Debian 12                                          | 12       | http://debian.org/debian/12"""))
    t.append(p.run("qemu-img create -f qcow2 /var/lib/libvirt/images/ci-runner-06.qcow2 40G",
                   "Formatting '/var/lib/libvirt/images/ci-runner-06.qcow2', fmt=qcow2 cluster_size=65536 extended_l2=off compression_type=zlib size=42949672960 lazy_refcounts=off refcount_bits=16"))
    t.append(p.run("virt-install --name ci-runner-06 --memory 8192 --vcpus 4 --cpu host-passthrough --os-variant debian12 --disk path=/var/lib/libvirt/images/ci-runner-06.qcow2,bus=virtio --location https://deb.debian.org/debian/dists/bookworm/main/installer-amd64/ --network bridge=br0,model=virtio --graphics none --extra-args 'console=ttyS0,115200n8 auto=true priority=critical url=http://10.9.0.3/preseed/ci.cfg hostname=ci-runner-06' --noautoconsole", """
Starting install...
Retrieving 'linux'                                          | 7.9 MB  00:00:01 ...
Retrieving 'initrd.gz'                                      |  38 MB  00:00:03 ...
Creating domain...                                          |    0 B  00:00:00

Domain is still running. Installation may be in progress.
You can reconnect to the console to complete the installation process.""", duration=15.0))
    t.append(p.run("virsh dominfo ci-runner-06", dominfo("9", uuid, "running", "21.7s", "8388608 KiB", "disable", uuid)))
    t.append(p.run("virsh domiflist ci-runner-06", """ Interface   Type     Source   Model    MAC
-------------------------------------------------------------
 vnet8       bridge   br0      virtio   52:54:00:3b:91:c7"""))
    t.append(p.run("sleep 420; virsh list --all", """ Id   Name            State
--------------------------------
 3    gitlab-01       running
 7    mon-01          running
 -    ci-runner-06    shut off
 -    win2022-build   shut off""", duration=425.0))
    t.append(p.run("virsh start ci-runner-06 && virsh autostart ci-runner-06", """Domain 'ci-runner-06' started

Domain 'ci-runner-06' marked as autostarted
"""))
    t.append(p.run("sleep 20; virsh domifaddr ci-runner-06 --source arp", """ Name       MAC address          Protocol     Address
-------------------------------------------------------------------------------
 vnet9      52:54:00:3b:91:c7    ipv4         10.9.0.146/0""", duration=22.0))
    t.append(p.run("virsh dominfo ci-runner-06", dominfo("10", "7c3e9b1d-52a4-4f0e-9d68-1b2a7e4c05f3", "running", "18.3s", "8388608 KiB", "enable", uuid)))
    t.append(p.run("virsh dumpxml ci-runner-06 | grep -E '<(name|memory|currentMemory|vcpu|mac|source bridge|target dev)'", """  <name>ci-runner-06</name>
  <memory unit='KiB'>8388608</memory>
  <currentMemory unit='KiB'>8388608</currentMemory>
  <vcpu placement='static'>4</vcpu>
      <target dev='vda' bus='virtio'/>
      <mac address='52:54:00:3b:91:c7'/>
      <source bridge='br0'/>
      <target dev='vnet9'/>"""))
    t.append(p.run("ping -c 3 10.9.0.146", """PING 10.9.0.146 (10.9.0.146) 56(84) bytes of data.
64 bytes from 10.9.0.146: icmp_seq=1 ttl=64 time=0.412 ms
64 bytes from 10.9.0.146: icmp_seq=2 ttl=64 time=0.298 ms
64 bytes from 10.9.0.146: icmp_seq=3 ttl=64 time=0.311 ms

--- 10.9.0.146 ping statistics ---
3 packets transmitted, 3 received, 0% packet loss, time 2031ms
rtt min/avg/max/mdev = 0.298/0.340/0.412/0.050 ms""", duration=3.0))
    rs.add(task="terminal", tid="h43-terminal-20", system=SYSTEM, turns=t, state=state, bad=True, turn=10,
           kind="domain UUID changes between two dominfo calls; a restart changes the Id, not the UUID")


# named-checkconf, named-checkzone and rndc: clean
def t21(rs: RowSet) -> None:
    p = Pane("root", "ns1", "/etc/bind")
    state = login(p, "Mon Apr 28 13:35:10 2025 from 10.40.0.8")
    zf = "/etc/bind/zones/db.brightwater-lab.net"
    t = []
    t.append(p.run("named-checkconf -z", """zone brightwater-lab.net/IN: loaded serial 2025042203
zone internal.brightwater-lab.net/IN: loaded serial 2025030401
zone 40.10.in-addr.arpa/IN: loaded serial 2025042201
zone 41.10.in-addr.arpa/IN: loaded serial 2024121002
zone localhost/IN: loaded serial 2
zone 127.in-addr.arpa/IN: loaded serial 1
zone 0.in-addr.arpa/IN: loaded serial 1
zone 255.in-addr.arpa/IN: loaded serial 1"""))
    t.append(p.run("rndc zonestatus brightwater-lab.net", f"""name: brightwater-lab.net
type: primary
files: {zf}
serial: 2025042203
nodes: 61
last loaded: Tue, 22 Apr 2025 09:14:02 GMT
secure: no
dynamic: no
reconfigurable via modzone: no"""))
    t.append(p.run(f"grep -n -E 'serial|^staging|^api' {zf}", """4:                        2025042203 ; serial
31:api             IN      A       10.40.7.11
32:api             IN      A       10.40.7.12
33:api-internal    IN      CNAME   api.internal.brightwater-lab.net.
58:staging         IN      A       10.40.7.18
59:staging-web     IN      CNAME   staging"""))
    t.append(p.run(f"sed -i 's/2025042203 ; serial/2025042801 ; serial/' {zf} && sed -i '59a staging-api     IN      A       10.40.7.19' {zf} && sed -n '1,5p;57,61p' {zf}", """$TTL 3600
@       IN      SOA     ns1.brightwater-lab.net. hostmaster.brightwater-lab.net. (
                        2025042801 ; serial
                        3600 ; refresh
                        900 ; retry
smtp            IN      A       10.40.7.25
staging         IN      A       10.40.7.18
staging-web     IN      CNAME   staging
staging-api     IN      A       10.40.7.19
vpn             IN      A       203.0.113.41"""))
    t.append(p.run(f"named-checkzone brightwater-lab.net {zf}", """zone brightwater-lab.net/IN: loaded serial 2025042801
OK"""))
    t.append(p.run("rndc reload brightwater-lab.net", "zone reload queued"))
    t.append(p.run("rndc zonestatus brightwater-lab.net", f"""name: brightwater-lab.net
type: primary
files: {zf}
serial: 2025042801
nodes: 62
last loaded: Mon, 28 Apr 2025 13:41:07 GMT
secure: no
dynamic: no
reconfigurable via modzone: no"""))
    t.append(p.run("dig @127.0.0.1 staging-api.brightwater-lab.net +noall +answer; dig @127.0.0.1 brightwater-lab.net SOA +short", """staging-api.brightwater-lab.net.	3600	IN	A	10.40.7.19
ns1.brightwater-lab.net. hostmaster.brightwater-lab.net. 2025042801 3600 900 1209600 300"""))
    t.append(p.run("rndc status", """version: BIND 9.18.33-0ubuntu0.24.04.1-Ubuntu (Extended Support Version) <id:>
running on localhost: Linux x86_64 6.8.0-58-generic #60-Ubuntu SMP PREEMPT_DYNAMIC Fri Mar 14 18:29:48 UTC 2025
boot time: Tue, 22 Apr 2025 09:13:58 GMT
last configured: Tue, 22 Apr 2025 09:13:58 GMT
configuration file: /etc/bind/named.conf
CPUs found: 4
worker threads: 4
UDP listeners per interface: 4
number of zones: 106 (98 automatic)
debug level: 0
xfers running: 0
xfers deferred: 0
soa queries in progress: 0
query logging is OFF
recursive clients: 0/900/1000
tcp clients: 0/150
TCP high-water: 7
server is up and running"""))
    t.append(p.run("journalctl -u named --since '10 min ago' --no-pager", """Apr 28 13:36:02 ns1 named[884]: received control channel command 'zonestatus brightwater-lab.net'
Apr 28 13:41:07 ns1 named[884]: received control channel command 'reload brightwater-lab.net'
Apr 28 13:41:07 ns1 named[884]: zone brightwater-lab.net/IN: loaded serial 2025042801
Apr 28 13:41:07 ns1 named[884]: zone brightwater-lab.net/IN: sending notifies (serial 2025042801)
Apr 28 13:41:07 ns1 named[884]: client @0x7f3a1c04e168 10.40.0.54#40311 (brightwater-lab.net): transfer of 'brightwater-lab.net/IN': IXFR started (serial 2025042203 -> 2025042801)
Apr 28 13:41:07 ns1 named[884]: client @0x7f3a1c04e168 10.40.0.54#40311 (brightwater-lab.net): transfer of 'brightwater-lab.net/IN': IXFR ended: 1 messages, 5 records, 298 bytes, 0.001 secs (298000 bytes/sec) (serial 2025042801)
Apr 28 13:41:21 ns1 named[884]: received control channel command 'zonestatus brightwater-lab.net'
Apr 28 13:42:03 ns1 named[884]: received control channel command 'status'"""))
    rs.add(task="terminal", tid="h43-terminal-21", system=SYSTEM, turns=t, state=state)


# age: bad
def t22(rs: RowSet) -> None:
    p = Pane("backup", "nas-01", "/srv/backups")
    state = login(p, "Tue Jun  3 06:40:02 2025 from 10.1.1.20")
    t = []
    t.append(p.run("ls -l pg/ offsite/", """offsite/:
total 3599028
-rw-r----- 1 backup backup 1842377784 Jun  1 04:31 pg_2025-06-01.dump.age
-rw-r----- 1 backup backup         89 Jun  1 04:31 pg_2025-06-01.dump.age.sha256
-rw-r----- 1 backup backup 1843012839 Jun  2 04:30 pg_2025-06-02.dump.age
-rw-r----- 1 backup backup         89 Jun  2 04:30 pg_2025-06-02.dump.age.sha256

pg/:
total 5398144
-rw-r----- 1 backup backup 1841927806 Jun  1 04:12 pg_2025-06-01.dump
-rw-r----- 1 backup backup 1842562701 Jun  2 04:12 pg_2025-06-02.dump
-rw-r----- 1 backup backup 1843201117 Jun  3 04:12 pg_2025-06-03.dump"""))
    t.append(p.run("cat ~/.config/age/recipients.txt", """# offsite key (nas-01), private half in ~/.config/age/offsite.key
age1k7x3uq0dmf9wz2s5c8tq4yj6lp0ve3hn8r2ag5xw7dk9fm4sczqs6u0j3e
# break-glass key (printed, safe in office)
age1pz9rx4wl2cn6t8mh0fv3ye5kq7ud9sj2gxa4w6nb8rt0lc3mz5dqs4ph7k"""))
    t.append(p.run("age -R ~/.config/age/recipients.txt -o offsite/pg_2025-06-03.dump.age pg/pg_2025-06-03.dump && ls -l offsite/", """total 5399472
-rw-r----- 1 backup backup 1842377784 Jun  1 04:31 pg_2025-06-01.dump.age
-rw-r----- 1 backup backup         89 Jun  1 04:31 pg_2025-06-01.dump.age.sha256
-rw-r----- 1 backup backup 1843012839 Jun  2 04:30 pg_2025-06-02.dump.age
-rw-r----- 1 backup backup         89 Jun  2 04:30 pg_2025-06-02.dump.age.sha256
-rw-r--r-- 1 backup backup 1843651415 Jun  3 06:41 pg_2025-06-03.dump.age""", duration=20.0))
    t.append(p.run("cd offsite && sha256sum pg_2025-06-03.dump.age | tee pg_2025-06-03.dump.age.sha256",
                   "63642149005e1e83ed75463b10cc5cf6497c7028f147f88cdae3e46e88cbe0af  pg_2025-06-03.dump.age",
                   cd="/srv/backups/offsite", duration=8.0))
    t.append(p.run("age -d -i ~/.config/age/offsite.key pg_2025-06-03.dump.age | pg_restore -l | head -n 16", """;
; Archive created at 2025-06-03 04:00:03 UTC
;     dbname: shopfloor
;     TOC Entries: 1184
;     Compression: gzip
;     Dump Version: 1.15-0
;     Format: CUSTOM
;     Integer: 4 bytes
;     Offset: 8 bytes
;     Dumped from database version: 16.9 (Debian 16.9-1.pgdg120+1)
;     Dumped by pg_dump version: 16.9 (Debian 16.9-1.pgdg120+1)
;
;
; Selected TOC Entries:
;
4;2615 2200 SCHEMA - public pg_database_owner""", duration=5.0))
    t.append(p.run("chmod 640 pg_2025-06-03.dump.age* && ls -l pg_2025-06-03.dump.age* && cat pg_2025-06-03.dump.age.sha256", """-rw-r----- 1 backup backup 1843651415 Jun  3 06:41 pg_2025-06-03.dump.age
-rw-r----- 1 backup backup         89 Jun  3 06:42 pg_2025-06-03.dump.age.sha256
63642149005e1e83ed75463b10cc5cf6497c7028f147f88cdae3e46e88cbe0fa  pg_2025-06-03.dump.age"""))
    rs.add(task="terminal", tid="h43-terminal-22", system=SYSTEM, turns=t, state=state, bad=True, turn=6,
           kind="checksum line read back from the file tee just wrote differs from what sha256sum printed")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
