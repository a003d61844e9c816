# ruff: noqa: E501, W291, W293
"""Held-out set holdout26, domain terminal: 22 hand-written tmux shell sessions (11 with one contradiction).

Each trajectory is a coherent task in a simulated shell (sysadmin work with mainstream tools, and
less common CLIs). Bad ones carry exactly one observation that contradicts an earlier observation or
the starting state; clean ones are full of legitimate changes (restarts, new ids, clocks, counters,
re-sorted or truncated views, unit/format differences). Run:
``python -m tests.decoherence.independent.holdout26_parts.terminal.make``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import Pane, RowSet, keys

TASK = "terminal"
SYSTEM = (
    "You are a Terminal World Model. You simulate a Linux shell running inside a tmux pane on the machine "
    "described in the starting state. The agent sends keystrokes; for each action, predict the next terminal "
    "state exactly as the screen would show it: the prompt line with the command that was typed, everything "
    "the command prints, and the new prompt. Keep hosts, paths, ids, hashes, timestamps, file contents and "
    "service states consistent with everything shown earlier in the session, and change them only when the "
    "agent's commands (or the passage of time) would change them. Give the prediction after "
    "**Environment Observation:**."
)

Traj = dict[str, Any]


def t01() -> Traj:
    p = Pane("deploy", "build-07", "/home/deploy/shop")
    state = ("Host build-07 (Ubuntu 22.04.4 LTS, 8 GiB RAM), user deploy (member of group docker), cwd /home/deploy/shop.\n"
             "Docker Engine 24.0.7 with Compose v2.24.5. The compose project 'shop' (services web, db, redis, worker) was\n"
             "started two days ago with `docker compose up -d`; a one-off migration container ran and exited at that time.\n"
             "Task: find out why some order e-mails were sent late and restart the celery worker if needed.")
    turns = [
        p.run("docker ps", r"""CONTAINER ID   IMAGE               COMMAND                  CREATED      STATUS                PORTS                                       NAMES
3f2a9c1b7e4d   shop-web:1.8.2      "gunicorn -c conf/gu…"   2 days ago   Up 2 days (healthy)   0.0.0.0:8000->8000/tcp, :::8000->8000/tcp   shop-web-1
9b05f3ad61e2   shop-worker:1.8.2   "celery -A shop work…"   2 days ago   Up 2 days             8000/tcp                                    shop-worker-1
c4e7b2190d3a   redis:7.2-alpine    "docker-entrypoint.s…"   2 days ago   Up 2 days             6379/tcp                                    shop-redis-1
a81d0e6c52f9   postgres:15.5       "docker-entrypoint.s…"   2 days ago   Up 2 days (healthy)   5432/tcp                                    shop-db-1"""),
        p.run("docker logs --tail 14 shop-worker-1", r"""[2024-05-14 09:38:55,201: INFO/MainProcess] Task shop.tasks.send_order_email[0c9e41d7-2b8a-4f0e-a6c3-51de7b9f2a14] received
[2024-05-14 09:38:55,463: INFO/ForkPoolWorker-2] Task shop.tasks.send_order_email[0c9e41d7-2b8a-4f0e-a6c3-51de7b9f2a14] succeeded in 0.25s: None
[2024-05-14 09:40:00,004: INFO/MainProcess] Task shop.tasks.sync_inventory[7a3f2e90-11c4-4d6b-8e2f-c0b95a7d3e61] received
[2024-05-14 09:40:10,019: WARNING/ForkPoolWorker-1] sync_inventory: supplier API timeout, retrying in 60s
[2024-05-14 09:40:10,027: INFO/MainProcess] Task shop.tasks.sync_inventory[7a3f2e90-11c4-4d6b-8e2f-c0b95a7d3e61] received
[2024-05-14 09:40:10,031: INFO/ForkPoolWorker-1] Task shop.tasks.sync_inventory[7a3f2e90-11c4-4d6b-8e2f-c0b95a7d3e61] retry: Retry in 60s: ReadTimeout(ReadTimeoutError("HTTPSConnectionPool(host='api.supplier.example', port=443): Read timed out. (read timeout=10)"))
[2024-05-14 09:41:02,118: INFO/MainProcess] Task shop.tasks.send_order_email[5d1f0a2e-6b0c-4f53-9e61-2f7f3b1c9a40] received
[2024-05-14 09:41:10,040: WARNING/ForkPoolWorker-1] sync_inventory: supplier API timeout, retrying in 60s
[2024-05-14 09:41:10,052: INFO/ForkPoolWorker-1] Task shop.tasks.sync_inventory[7a3f2e90-11c4-4d6b-8e2f-c0b95a7d3e61] retry: Retry in 60s: ReadTimeout(ReadTimeoutError("HTTPSConnectionPool(host='api.supplier.example', port=443): Read timed out. (read timeout=10)"))
[2024-05-14 09:41:10,391: INFO/ForkPoolWorker-2] Task shop.tasks.send_order_email[5d1f0a2e-6b0c-4f53-9e61-2f7f3b1c9a40] succeeded in 8.27s: None
[2024-05-14 09:42:10,066: WARNING/ForkPoolWorker-1] sync_inventory: supplier API timeout, retrying in 60s
[2024-05-14 09:42:10,071: ERROR/ForkPoolWorker-1] Task shop.tasks.sync_inventory[7a3f2e90-11c4-4d6b-8e2f-c0b95a7d3e61] raised unexpected: MaxRetriesExceededError("Can't retry shop.tasks.sync_inventory[7a3f2e90-11c4-4d6b-8e2f-c0b95a7d3e61] args:() kwargs:{}")
[2024-05-14 09:43:31,870: INFO/MainProcess] Task shop.tasks.send_order_email[e2b7c0f9-3d41-4a8e-9b17-6f0c2d5a8e33] received
[2024-05-14 09:43:32,104: INFO/ForkPoolWorker-2] Task shop.tasks.send_order_email[e2b7c0f9-3d41-4a8e-9b17-6f0c2d5a8e33] succeeded in 0.23s: None"""),
        p.run("docker inspect -f '{{.Id}} {{.State.StartedAt}} {{.RestartCount}}' shop-worker-1",
              "9b05f3ad61e2c07d4b8e19a3f6d2750e8c1b4a93d05e7f26b1c8a4e09d3f7b12 2024-05-12T08:14:03.551920114Z 0"),
        p.run("docker stats --no-stream", r"""CONTAINER ID   NAME            CPU %     MEM USAGE / LIMIT     MEM %     NET I/O           BLOCK I/O         PIDS
3f2a9c1b7e4d   shop-web-1      0.42%     312.6MiB / 7.651GiB   3.99%     1.21GB / 3.87GB   48.2MB / 0B       9
9b05f3ad61e2   shop-worker-1   0.18%     401.3MiB / 7.651GiB   5.12%     1.07GB / 658MB    21.9MB / 0B       5
c4e7b2190d3a   shop-redis-1    0.31%     9.836MiB / 7.651GiB   0.13%     842MB / 911MB     7.4MB / 52.1MB    6
a81d0e6c52f9   shop-db-1       1.07%     146.2MiB / 7.651GiB   1.87%     2.96GB / 1.44GB   1.12GB / 6.31GB   14"""),
        p.run("docker ps -a", r"""CONTAINER ID   IMAGE               COMMAND                  CREATED      STATUS                    PORTS                                       NAMES
3f2a9c1b7e4d   shop-web:1.8.2      "gunicorn -c conf/gu…"   2 days ago   Up 2 days (healthy)       0.0.0.0:8000->8000/tcp, :::8000->8000/tcp   shop-web-1
9b05e7c4a1d0   shop-worker:1.8.2   "celery -A shop work…"   2 days ago   Up 2 days                 8000/tcp                                    shop-worker-1
c4e7b2190d3a   redis:7.2-alpine    "docker-entrypoint.s…"   2 days ago   Up 2 days                 6379/tcp                                    shop-redis-1
a81d0e6c52f9   postgres:15.5       "docker-entrypoint.s…"   2 days ago   Up 2 days (healthy)       5432/tcp                                    shop-db-1
6d12ae8f0b73   shop-web:1.8.2      "python manage.py mi…"   2 days ago   Exited (0) 2 days ago                                                 shop-web-run-4f1b27c9e0a3"""),
        p.run("docker exec shop-worker-1 celery -A shop inspect active", r"""->  celery@9b05f3ad61e2: OK
    - empty -

1 node online."""),
        p.run("docker restart shop-worker-1", "shop-worker-1", duration=12.0),
        p.run("docker logs --since 1m shop-worker-1 2>&1 | tail -n 7", r"""[2024-05-14 09:47:20,937: INFO/MainProcess] Connected to redis://redis:6379/0
[2024-05-14 09:47:20,952: INFO/MainProcess] mingle: searching for neighbors
[2024-05-14 09:47:21,979: INFO/MainProcess] mingle: all alone
[2024-05-14 09:47:22,003: INFO/MainProcess] celery@9b05f3ad61e2 ready.
[2024-05-14 09:47:25,610: INFO/MainProcess] Task shop.tasks.send_order_email[91b4d0e3-7c25-4f6a-b8e0-3a1d9c7f2b58] received
[2024-05-14 09:47:25,881: INFO/ForkPoolWorker-2] Task shop.tasks.send_order_email[91b4d0e3-7c25-4f6a-b8e0-3a1d9c7f2b58] succeeded in 0.26s: None
[2024-05-14 09:47:31,442: INFO/MainProcess] Task shop.tasks.send_order_email[ab3e6f12-0d97-4c81-9e5a-7b2c4d1f0e96] received"""),
    ]
    return dict(tid="h26-terminal-01", state=state, turns=turns, bad=True, turn=5,
                kind="container ID of shop-worker-1 differs in a later docker ps -a listing although it was never recreated (still Up 2 days)")


def t02() -> Traj:
    p = Pane("backup", "nas01", "/home/backup")
    state = ("Host nas01 (Debian 12), user backup, cwd /home/backup. BorgBackup 1.2.7; repository /mnt/backup/borg-home\n"
             "(repokey-blake2, passphrase via BORG_PASSCOMMAND). A nightly timer creates home-<date> archives at 02:00.\n"
             "Local time: Tue 2024-05-14 15:12. Task: take an extra backup before a migration, then apply the retention\n"
             "policy (7 daily, 4 weekly) and reclaim space.")
    r = "/mnt/backup/borg-home"
    turns = [
        p.run(f"borg list {r}", r"""home-2024-04-21T02:00:03             Sun, 2024-04-21 02:00:04 [5c0e8a1f3b7d92e46a1c0f8b3d5e7a9c2b4d6f8e0a1c3e5f7b9d1f3a5c7e9b1d]
home-2024-04-28T02:00:02             Sun, 2024-04-28 02:00:03 [a2d4f6b8c0e1a3c5e7f9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3]
home-2024-05-05T02:00:03             Sun, 2024-05-05 02:00:04 [e7b1c3d5f7a9e1b3c5d7f9a1b3c5e7d9f1a3b5c7e9d1f3a5b7c9e1d3f5a7b9c1]
home-2024-05-08T02:00:04             Wed, 2024-05-08 02:00:05 [0f2e4d6c8b0a1f3e5d7c9b1a3f5e7d9c1b3a5f7e9d1c3b5a7f9e1d3c5b7a9f1e]
home-2024-05-09T02:00:03             Thu, 2024-05-09 02:00:04 [3a5c7e9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3c5e7b9d1f3a5c]
home-2024-05-10T02:00:02             Fri, 2024-05-10 02:00:03 [b8d0f2a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0]
home-2024-05-11T02:00:04             Sat, 2024-05-11 02:00:05 [4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4a6c8e0b2d4f6a]
home-2024-05-12T02:00:03             Sun, 2024-05-12 02:00:04 [91c3e5b7d9f1a3c5e7b9d1f3a5c7e9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3]
home-2024-05-13T02:00:02             Mon, 2024-05-13 02:00:03 [d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8]
home-2024-05-14T02:00:03             Tue, 2024-05-14 02:00:05 [2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2b4d]"""),
        p.run(f"borg create --stats --compression zstd,6 --exclude '*/.cache' {r}::home-{{now:%Y-%m-%dT%H:%M:%S}} /home/alice /home/bob", r"""------------------------------------------------------------------------------
Repository: /mnt/backup/borg-home
Archive name: home-2024-05-14T15:12:40
Archive fingerprint: 7f3c9a2e5b1d8f4c6a0e2b7d9f1c3a5e8b0d2f4a6c8e1b3d5f7a9c0e2b4d6f8a
Time (start): Tue, 2024-05-14 15:12:41
Time (end):   Tue, 2024-05-14 15:14:09
Duration: 1 minutes 28.31 seconds
Number of files: 184213
Utilization of max. archive size: 0%
------------------------------------------------------------------------------
                       Original size      Compressed size    Deduplicated size
This archive:               61.84 GB             48.27 GB            213.55 MB
All archives:              432.11 GB            337.02 GB             52.63 GB

                       Unique chunks         Total chunks
Chunk index:                  241880              1290117
------------------------------------------------------------------------------""", duration=95.0),
        p.run(f"borg prune --list --keep-daily 7 --keep-weekly 4 {r}", r"""Keeping archive (rule: daily #1):        home-2024-05-14T15:12:40             Tue, 2024-05-14 15:12:41 [7f3c9a2e5b1d8f4c6a0e2b7d9f1c3a5e8b0d2f4a6c8e1b3d5f7a9c0e2b4d6f8a]
Pruning archive (1/1):                   home-2024-05-14T02:00:03             Tue, 2024-05-14 02:00:05 [2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2b4d]
Keeping archive (rule: daily #2):        home-2024-05-13T02:00:02             Mon, 2024-05-13 02:00:03 [d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8]
Keeping archive (rule: daily #3):        home-2024-05-12T02:00:03             Sun, 2024-05-12 02:00:04 [91c3e5b7d9f1a3c5e7b9d1f3a5c7e9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3]
Keeping archive (rule: daily #4):        home-2024-05-11T02:00:04             Sat, 2024-05-11 02:00:05 [4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4a6c8e0b2d4f6a]
Keeping archive (rule: daily #5):        home-2024-05-10T02:00:02             Fri, 2024-05-10 02:00:03 [b8d0f2a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0]
Keeping archive (rule: daily #6):        home-2024-05-09T02:00:03             Thu, 2024-05-09 02:00:04 [3a5c7e9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3c5e7b9d1f3a5c]
Keeping archive (rule: daily #7):        home-2024-05-08T02:00:04             Wed, 2024-05-08 02:00:05 [0f2e4d6c8b0a1f3e5d7c9b1a3f5e7d9c1b3a5f7e9d1c3b5a7f9e1d3c5b7a9f1e]
Keeping archive (rule: weekly #1):       home-2024-05-05T02:00:03             Sun, 2024-05-05 02:00:04 [e7b1c3d5f7a9e1b3c5d7f9a1b3c5e7d9f1a3b5c7e9d1f3a5b7c9e1d3f5a7b9c1]
Keeping archive (rule: weekly #2):       home-2024-04-28T02:00:02             Sun, 2024-04-28 02:00:03 [a2d4f6b8c0e1a3c5e7f9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3]
Keeping archive (rule: weekly #3):       home-2024-04-21T02:00:03             Sun, 2024-04-21 02:00:04 [5c0e8a1f3b7d92e46a1c0f8b3d5e7a9c2b4d6f8e0a1c3e5f7b9d1f3a5c7e9b1d]""", duration=4.0),
        p.run(f"borg compact --verbose {r}", r"""compaction freed about 187.42 MB repository space.""", duration=20.0),
        p.run(f"borg list --last 3 {r}", r"""home-2024-05-12T02:00:03             Sun, 2024-05-12 02:00:04 [91c3e5b7d9f1a3c5e7b9d1f3a5c7e9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3]
home-2024-05-13T02:00:02             Mon, 2024-05-13 02:00:03 [d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8]
home-2024-05-14T15:12:40             Tue, 2024-05-14 15:12:41 [7f3c9a2e5b1d8f4c6a0e2b7d9f1c3a5e8b0d2f4a6c8e1b3d5f7a9c0e2b4d6f8a]"""),
        p.run(f"borg info --last 1 {r}", r"""Archive name: home-2024-05-14T15:12:40
Archive fingerprint: 7f3c9a2e5b1d8f4c6a0e2b7d9f1c3a5e8b0d2f4a6c8e1b3d5f7a9c0e2b4d6f8a
Comment:
Hostname: nas01
Username: backup
Time (start): Tue, 2024-05-14 15:12:41
Time (end): Tue, 2024-05-14 15:14:09
Duration: 1 minutes 28.31 seconds
Number of files: 184213
Command line: borg create --stats --compression zstd,6 --exclude '*/.cache' '/mnt/backup/borg-home::home-{now:%Y-%m-%dT%H:%M:%S}' /home/alice /home/bob
Utilization of maximum supported archive size: 0%
------------------------------------------------------------------------------
                       Original size      Compressed size    Deduplicated size
This archive:               61.84 GB             48.27 GB              1.02 GB
All archives:              370.32 GB            288.79 GB             52.44 GB

                       Unique chunks         Total chunks
Chunk index:                  240113              1106532""", duration=6.0),
        p.run("df -h /mnt/backup", r"""Filesystem      Size  Used Avail Use% Mounted on
/dev/md0        3.6T  1.9T  1.6T  55% /mnt/backup"""),
        p.run(f"borg list {r} | wc -l", "10"),
    ]
    return dict(tid="h26-terminal-02", state=state, turns=turns, bad=False, turn=None, kind="clean")


def t03() -> Traj:
    p = Pane("maria", "dev-laptop", "/home/maria/src/tinyhttp")
    state = ("Host dev-laptop (Fedora 40), user maria, cwd /home/maria/src/tinyhttp. git 2.43.0, remote origin =\n"
             "git@github.com:maria-l/tinyhttp.git. Current branch feature/chunked-encoding, with uncommitted work in\n"
             "src/parser.c and tests/test_chunked.c. Task: commit the trailer support and push the branch.")
    turns = [
        p.run("git status", r"""On branch feature/chunked-encoding
Your branch is ahead of 'origin/feature/chunked-encoding' by 2 commits.
  (use "git push" to publish your local commits)

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   src/parser.c
	modified:   tests/test_chunked.c

no changes added to commit (use "git add" and/or "git commit -a")"""),
        p.run("git log --oneline -8", r"""e41b7c9 (HEAD -> feature/chunked-encoding) parser: handle chunk extensions
5a0d2f3 parser: reject oversized chunk size lines
c98e1a4 (origin/feature/chunked-encoding) tests: add chunked body fixtures
71f3b06 (origin/main, origin/HEAD, main) Merge pull request #212 from kpetrov/fix-keepalive
0d6e5b8 server: honor Connection: close on HTTP/1.1
b3c27fa docs: document max_header_bytes
8a914ee build: bump minimum CMake to 3.16
2f06c1d ci: cache ccache directory"""),
        p.run("git diff --stat", r""" src/parser.c         | 14 ++++++++++----
 tests/test_chunked.c | 22 ++++++++++++++++++++++
 2 files changed, 32 insertions(+), 4 deletions(-)"""),
        p.run('git commit -am "parser: accept trailers after last chunk"', r"""[feature/chunked-encoding 9c3d5aa] parser: accept trailers after last chunk
 2 files changed, 32 insertions(+), 4 deletions(-)"""),
        p.run("git log --oneline --graph -7", r"""* 9c3d5aa (HEAD -> feature/chunked-encoding) parser: accept trailers after last chunk
* e41b7c9 parser: handle chunk extensions
* 5b9e04c parser: reject oversized chunk size lines
* c98e1a4 (origin/feature/chunked-encoding) tests: add chunked body fixtures
*   71f3b06 (origin/main, origin/HEAD, main) Merge pull request #212 from kpetrov/fix-keepalive
|\
| * 0d6e5b8 server: honor Connection: close on HTTP/1.1
|/
* b3c27fa docs: document max_header_bytes"""),
        p.run("git push origin feature/chunked-encoding", r"""Enumerating objects: 19, done.
Counting objects: 100% (19/19), done.
Delta compression using up to 8 threads
Compressing objects: 100% (12/12), done.
Writing objects: 100% (13/13), 3.41 KiB | 3.41 MiB/s, done.
Total 13 (delta 9), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (9/9), completed with 5 local objects.
To github.com:maria-l/tinyhttp.git
   c98e1a4..9c3d5aa  feature/chunked-encoding -> feature/chunked-encoding""", duration=3.0),
        p.run("git rev-list --count main..HEAD", "4"),
        p.run("git show --stat HEAD~1", r"""commit e41b7c9f2a06d3b58c1e4f7a9d20b6c3e58f1a74
Author: Maria Lindqvist <maria@lindqvist.dev>
Date:   Mon May 13 17:22:48 2024 +0200

    parser: handle chunk extensions

    Chunk size lines may carry ';name=value' extensions (RFC 9112 7.1.1).
    Skip them instead of failing with 400.

 src/parser.c         | 19 +++++++++++++++----
 tests/test_chunked.c | 11 +++++++++++
 2 files changed, 26 insertions(+), 4 deletions(-)"""),
        p.run("git log --oneline main..HEAD", r"""9c3d5aa (HEAD -> feature/chunked-encoding, origin/feature/chunked-encoding) parser: accept trailers after last chunk
e41b7c9 parser: handle chunk extensions
5a0d2f3 parser: reject oversized chunk size lines
c98e1a4 tests: add chunked body fixtures"""),
    ]
    return dict(tid="h26-terminal-03", state=state, turns=turns, bad=True, turn=5,
                kind="hash of an existing commit (reject oversized chunk size lines) changes in a later git log with no rebase or amend")


def t04() -> Traj:
    p = Pane("root", "db-stage-2", "/root")
    state = ("Host db-stage-2 (Debian 12, 16 GiB RAM), user root, cwd /root. PostgreSQL 15.6 from the Debian packages, cluster\n"
             "15/main on port 5432, booted Mon 2024-05-13 06:01 UTC. Clock: Tue 2024-05-14 09:10 UTC.\n"
             "Task: raise max_connections to 200 and work_mem to 16MB, restart the cluster, verify.")
    conf = "/etc/postgresql/15/main/postgresql.conf"
    turns = [
        p.run("systemctl status postgresql@15-main --no-pager", r"""● postgresql@15-main.service - PostgreSQL Cluster 15-main
     Loaded: loaded (/lib/systemd/system/postgresql@.service; enabled-runtime; preset: enabled)
     Active: active (running) since Mon 2024-05-13 06:02:17 UTC; 1 day 3h ago
    Process: 781 ExecStart=/usr/bin/pg_ctlcluster --skip-systemctl-redirect 15-main start (code=exited, status=0/SUCCESS)
   Main PID: 812 (postgres)
      Tasks: 9 (limit: 19096)
     Memory: 1.2G
        CPU: 14min 37.118s
     CGroup: /system.slice/system-postgresql.slice/postgresql@15-main.service
             ├─  812 /usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main -c config_file=/etc/postgresql/15/main/postgresql.conf
             ├─  845 "postgres: 15/main: checkpointer "
             ├─  846 "postgres: 15/main: background writer "
             ├─  848 "postgres: 15/main: walwriter "
             ├─  849 "postgres: 15/main: autovacuum launcher "
             ├─  850 "postgres: 15/main: logical replication launcher "
             ├─19544 "postgres: 15/main: app_rw orders 10.20.4.31(51872) idle"
             ├─19602 "postgres: 15/main: app_rw orders 10.20.4.31(51890) idle"
             └─21377 "postgres: 15/main: grafana_ro orders 10.20.4.9(40212) idle"

May 13 06:02:15 db-stage-2 systemd[1]: Starting postgresql@15-main.service - PostgreSQL Cluster 15-main...
May 13 06:02:17 db-stage-2 systemd[1]: Started postgresql@15-main.service - PostgreSQL Cluster 15-main."""),
        p.run(f"grep -nE '^(max_connections|shared_buffers|work_mem|maintenance_work_mem)' {conf}", r"""64:max_connections = 100			# (change requires restart)
128:shared_buffers = 1GB			# min 128kB
136:work_mem = 4MB				# min 64kB
139:maintenance_work_mem = 256MB		# min 1MB"""),
        p.run(f"sed -i -e 's/^max_connections = 100/max_connections = 200/' -e 's/^work_mem = 4MB/work_mem = 16MB/' {conf} && grep -nE '^(max_connections|work_mem)' {conf}", r"""64:max_connections = 200			# (change requires restart)
136:work_mem = 16MB				# min 64kB"""),
        p.run("systemctl restart postgresql@15-main", "", duration=4.0),
        p.run("systemctl status postgresql@15-main --no-pager", r"""● postgresql@15-main.service - PostgreSQL Cluster 15-main
     Loaded: loaded (/lib/systemd/system/postgresql@.service; enabled-runtime; preset: enabled)
     Active: active (running) since Tue 2024-05-14 09:12:41 UTC; 6s ago
    Process: 24791 ExecStart=/usr/bin/pg_ctlcluster --skip-systemctl-redirect 15-main start (code=exited, status=0/SUCCESS)
   Main PID: 24817 (postgres)
      Tasks: 6 (limit: 19096)
     Memory: 38.6M
        CPU: 96ms
     CGroup: /system.slice/system-postgresql.slice/postgresql@15-main.service
             ├─24817 /usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main -c config_file=/etc/postgresql/15/main/postgresql.conf
             ├─24818 "postgres: 15/main: checkpointer "
             ├─24819 "postgres: 15/main: background writer "
             ├─24821 "postgres: 15/main: walwriter "
             ├─24822 "postgres: 15/main: autovacuum launcher "
             └─24823 "postgres: 15/main: logical replication launcher "

May 14 09:12:39 db-stage-2 systemd[1]: Stopping postgresql@15-main.service - PostgreSQL Cluster 15-main...
May 14 09:12:40 db-stage-2 systemd[1]: postgresql@15-main.service: Deactivated successfully.
May 14 09:12:40 db-stage-2 systemd[1]: Stopped postgresql@15-main.service - PostgreSQL Cluster 15-main.
May 14 09:12:40 db-stage-2 systemd[1]: postgresql@15-main.service: Consumed 14min 37.402s CPU time.
May 14 09:12:40 db-stage-2 systemd[1]: Starting postgresql@15-main.service - PostgreSQL Cluster 15-main...
May 14 09:12:41 db-stage-2 systemd[1]: Started postgresql@15-main.service - PostgreSQL Cluster 15-main."""),
        p.run("""sudo -u postgres psql -Atc "show max_connections" -c "show work_mem" -c "select now() - pg_postmaster_start_time()" -c "select count(*) from pg_stat_activity where backend_type = 'client backend'\"""", r"""200
16MB
00:00:41.226354
3"""),
        p.run("journalctl -u postgresql@15-main --since '09:12' --no-pager -o short-iso", r"""2024-05-14T09:12:39+0000 db-stage-2 systemd[1]: Stopping postgresql@15-main.service - PostgreSQL Cluster 15-main...
2024-05-14T09:12:40+0000 db-stage-2 systemd[1]: postgresql@15-main.service: Deactivated successfully.
2024-05-14T09:12:40+0000 db-stage-2 systemd[1]: Stopped postgresql@15-main.service - PostgreSQL Cluster 15-main.
2024-05-14T09:12:40+0000 db-stage-2 systemd[1]: postgresql@15-main.service: Consumed 14min 37.402s CPU time.
2024-05-14T09:12:40+0000 db-stage-2 systemd[1]: Starting postgresql@15-main.service - PostgreSQL Cluster 15-main...
2024-05-14T09:12:41+0000 db-stage-2 systemd[1]: Started postgresql@15-main.service - PostgreSQL Cluster 15-main."""),
        p.run("ss -tlnp '( sport = :5432 )'", r"""State  Recv-Q Send-Q Local Address:Port Peer Address:PortProcess
LISTEN 0      400          0.0.0.0:5432      0.0.0.0:*    users:(("postgres",pid=24817,fd=6))
LISTEN 0      400             [::]:5432         [::]:*    users:(("postgres",pid=24817,fd=7))"""),
        p.run("uptime", " 09:14:02 up 1 day,  3:12,  1 user,  load average: 0.31, 0.22, 0.17"),
    ]
    return dict(tid="h26-terminal-04", state=state, turns=turns, bad=False, turn=None, kind="clean")


def t05() -> Traj:
    p = Pane("kim", "ws-kim", "/home/kim")
    state = ("Host ws-kim (Arch Linux), user kim, cwd /home/kim. restic 0.16.4; RESTIC_REPOSITORY=sftp:backup@vault.lan:/srv/restic/kim\n"
             "and RESTIC_PASSWORD_FILE=~/.config/restic/pw are exported. Clock: Tue 2024-05-14 10:02.\n"
             "Task: back up ~/projects once by hand, drop the stale manual photos snapshot, thin out old nightlies, prune, verify.")
    head = "repository 4c8e1f27 opened (version 2, compression level auto)\n"
    turns = [
        p.run("restic snapshots", head + r"""ID        Time                 Host        Tags        Paths
--------------------------------------------------------------------------
1a7c33e0  2024-04-28 21:00:11  ws-kim      nightly     /home/kim
b5d902f4  2024-05-05 21:00:09  ws-kim      nightly     /home/kim
e08a6b19  2024-05-10 21:00:14  ws-kim      nightly     /home/kim
3f91c7d2  2024-05-11 21:00:07  ws-kim      nightly     /home/kim
77b0e4a8  2024-05-12 14:37:52  ws-kim      manual      /home/kim/photos
c2d4f5e6  2024-05-12 21:00:12  ws-kim      nightly     /home/kim
d9e31a05  2024-05-13 21:00:10  ws-kim      nightly     /home/kim
--------------------------------------------------------------------------
7 snapshots""", duration=3.0),
        p.run("restic backup ~/projects --tag manual", head + r"""no parent snapshot found, will read all files

Files:        8412 new,     0 changed,     0 unmodified
Dirs:         1210 new,     0 changed,     0 unmodified
Added to the repository: 412.337 MiB (301.918 MiB stored)

processed 8412 files, 1.108 GiB in 0:42
snapshot 5e2b8c71 saved""", duration=45.0),
        p.run("restic forget 77b0e4a8", head + "[0:00] 100.00%  1 / 1 files deleted"),
        p.run("restic forget --tag nightly --keep-daily 3 --keep-weekly 2", head + r"""Applying Policy: keep 3 daily, 2 weekly snapshots
keep 3 snapshots:
ID        Time                 Host        Tags        Reasons           Paths
-----------------------------------------------------------------------------------
3f91c7d2  2024-05-11 21:00:07  ws-kim      nightly     daily snapshot    /home/kim
c2d4f5e6  2024-05-12 21:00:12  ws-kim      nightly     daily snapshot    /home/kim
                                                       weekly snapshot
d9e31a05  2024-05-13 21:00:10  ws-kim      nightly     daily snapshot    /home/kim
                                                       weekly snapshot
-----------------------------------------------------------------------------------
3 snapshots

remove 3 snapshots:
ID        Time                 Host        Tags        Paths
--------------------------------------------------------------
1a7c33e0  2024-04-28 21:00:11  ws-kim      nightly     /home/kim
b5d902f4  2024-05-05 21:00:09  ws-kim      nightly     /home/kim
e08a6b19  2024-05-10 21:00:14  ws-kim      nightly     /home/kim
--------------------------------------------------------------
3 snapshots

[0:00] 100.00%  3 / 3 files deleted"""),
        p.run("restic snapshots", head + r"""ID        Time                 Host        Tags        Paths
----------------------------------------------------------------------------
3f91c7d2  2024-05-11 21:00:07  ws-kim      nightly     /home/kim
c2d4f5e6  2024-05-12 21:00:12  ws-kim      nightly     /home/kim
d9e31a05  2024-05-13 21:00:10  ws-kim      nightly     /home/kim
5e2b8c71  2024-05-14 10:03:27  ws-kim      manual      /home/kim/projects
----------------------------------------------------------------------------
4 snapshots"""),
        p.run("restic prune", head + r"""loading indexes...
loading all snapshots...
finding data that is still in use for 4 snapshots
[0:09] 100.00%  4 / 4 snapshots
searching used packs...
collecting packs for deletion and repacking
[0:01] 100.00%  5893 / 5893 packs processed

to repack:          2114 blobs / 61.802 MiB
this removes:        903 blobs / 27.115 MiB
to delete:          9817 blobs / 2.871 GiB
total prune:       10720 blobs / 2.898 GiB
remaining:        402177 blobs / 38.309 GiB
unused size after prune: 1.874 GiB (4.89% of remaining size)

repacking packs
[0:03] 100.00%  4 / 4 packs repacked
rebuilding index
[0:00] 100.00%  5718 / 5718 packs processed
deleting obsolete index files
[0:00] 100.00%  14 / 14 files deleted
removing 179 old packs
[0:02] 100.00%  179 / 179 files deleted
done""", duration=20.0),
        p.run("restic stats --mode raw-data", head + r"""scanning...
Stats in raw-data mode:
     Snapshots processed:  4
        Total Blob Count:  402177
 Total Uncompressed Size:  52.114 GiB
              Total Size:  38.309 GiB
    Compression Progress:  100.00%
       Compression Ratio:  1.36x
Compression Space Saving:  26.49 %""", duration=8.0),
        p.run("restic snapshots --tag manual", head + r"""ID        Time                 Host        Tags        Paths
----------------------------------------------------------------------------
77b0e4a8  2024-05-12 14:37:52  ws-kim      manual      /home/kim/photos
5e2b8c71  2024-05-14 10:03:27  ws-kim      manual      /home/kim/projects
----------------------------------------------------------------------------
2 snapshots"""),
        p.run("restic check", r"""using temporary cache in /tmp/restic-check-cache-2391048736
repository 4c8e1f27 opened (version 2, compression level auto)
created new cache in /tmp/restic-check-cache-2391048736
create exclusive lock for repository
load indexes
[0:00] 100.00%  3 / 3 index files loaded
check all packs
check snapshots, trees and blobs
[0:06] 100.00%  4 / 4 snapshots
no errors were found""", duration=10.0),
        p.run("restic ls latest --path /home/kim/projects | head -n 6", head + r"""snapshot 5e2b8c71 of [/home/kim/projects] at 2024-05-14 10:03:27.118204467 +0200 CEST by kim@ws-kim filtered by []:
/home/kim/projects
/home/kim/projects/dotfiles
/home/kim/projects/dotfiles/.git
/home/kim/projects/dotfiles/.git/HEAD
/home/kim/projects/dotfiles/.git/config"""),
    ]
    return dict(tid="h26-terminal-05", state=state, turns=turns, bad=True, turn=8,
                kind="snapshot 77b0e4a8, removed with restic forget and pruned, reappears in a later restic snapshots listing")


def t06() -> Traj:
    p = Pane("sre", "ops-bastion", "/home/sre/k8s/payments")
    state = ("Host ops-bastion (Ubuntu 22.04), user sre, cwd /home/sre/k8s/payments. kubectl v1.29.3, current context prod-eu1\n"
             "(EKS 1.29). Namespace payments runs deployments payments-api, payments-worker and ledger-sync. metrics-server is\n"
             "installed. Task: roll payments-api to image 2.14.1 and scale payments-worker to 4 replicas for the sale event.")
    ns = "-n payments"
    turns = [
        p.run(f"kubectl get deploy {ns}", r"""NAME              READY   UP-TO-DATE   AVAILABLE   AGE
ledger-sync       1/1     1            1           12d
payments-api      3/3     3            3           41d
payments-worker   2/2     2            2           41d"""),
        p.run(f"kubectl get pods {ns} -o wide", r"""NAME                               READY   STATUS    RESTARTS      AGE    IP            NODE                                         NOMINATED NODE   READINESS GATES
ledger-sync-84c6d9b7f-wq5zt        1/1     Running   2 (5d ago)    12d    10.42.1.58    ip-10-0-1-112.eu-west-1.compute.internal     <none>           <none>
payments-api-7d9f8c6b5-2xkqp       1/1     Running   0             3d4h   10.42.3.17    ip-10-0-3-41.eu-west-1.compute.internal      <none>           <none>
payments-api-7d9f8c6b5-9hmcv       1/1     Running   0             3d4h   10.42.1.203   ip-10-0-1-112.eu-west-1.compute.internal     <none>           <none>
payments-api-7d9f8c6b5-tz4rl       1/1     Running   0             3d4h   10.42.2.88    ip-10-0-2-77.eu-west-1.compute.internal      <none>           <none>
payments-worker-6b8c5f7d49-kx2jd   1/1     Running   1 (2d ago)    3d4h   10.42.2.141   ip-10-0-2-77.eu-west-1.compute.internal      <none>           <none>
payments-worker-6b8c5f7d49-p7sfn   1/1     Running   0             3d4h   10.42.3.102   ip-10-0-3-41.eu-west-1.compute.internal      <none>           <none>"""),
        p.run(f"kubectl set image deploy/payments-api api=registry.example.com/payments-api:2.14.1 {ns}",
              "deployment.apps/payments-api image updated"),
        p.run(f"kubectl rollout status deploy/payments-api {ns}", r"""Waiting for deployment "payments-api" rollout to finish: 1 out of 3 new replicas have been updated...
Waiting for deployment "payments-api" rollout to finish: 1 out of 3 new replicas have been updated...
Waiting for deployment "payments-api" rollout to finish: 2 out of 3 new replicas have been updated...
Waiting for deployment "payments-api" rollout to finish: 2 out of 3 new replicas have been updated...
Waiting for deployment "payments-api" rollout to finish: 1 old replicas are pending termination...
Waiting for deployment "payments-api" rollout to finish: 1 old replicas are pending termination...
deployment "payments-api" successfully rolled out""", duration=60.0),
        p.run(f"kubectl get pods {ns} -l app=payments-api -o wide", r"""NAME                            READY   STATUS    RESTARTS   AGE   IP            NODE                                         NOMINATED NODE   READINESS GATES
payments-api-5c8b7f9d4-d8wqs    1/1     Running   0          14s   10.42.1.77    ip-10-0-1-112.eu-west-1.compute.internal     <none>           <none>
payments-api-5c8b7f9d4-mj6tn    1/1     Running   0          48s   10.42.3.210   ip-10-0-3-41.eu-west-1.compute.internal      <none>           <none>
payments-api-5c8b7f9d4-r2vxb    1/1     Running   0          31s   10.42.2.19    ip-10-0-2-77.eu-west-1.compute.internal      <none>           <none>"""),
        p.run(f"kubectl scale deploy/payments-worker --replicas=4 {ns}", "deployment.apps/payments-worker scaled"),
        p.run(f"kubectl get deploy {ns} -o wide", r"""NAME              READY   UP-TO-DATE   AVAILABLE   AGE   CONTAINERS   IMAGES                                           SELECTOR
ledger-sync       1/1     1            1           12d   sync         registry.example.com/ledger-sync:0.9.3           app=ledger-sync
payments-api      3/3     3            3           41d   api          registry.example.com/payments-api:2.14.1         app=payments-api
payments-worker   4/4     4            4           41d   worker       registry.example.com/payments-worker:2.13.0      app=payments-worker"""),
        p.run(f"kubectl get pods {ns} --sort-by=.metadata.creationTimestamp", r"""NAME                               READY   STATUS    RESTARTS      AGE
ledger-sync-84c6d9b7f-wq5zt        1/1     Running   2 (5d ago)    12d
payments-worker-6b8c5f7d49-kx2jd   1/1     Running   1 (2d ago)    3d4h
payments-worker-6b8c5f7d49-p7sfn   1/1     Running   0             3d4h
payments-api-5c8b7f9d4-mj6tn       1/1     Running   0             2m3s
payments-api-5c8b7f9d4-r2vxb       1/1     Running   0             106s
payments-api-5c8b7f9d4-d8wqs       1/1     Running   0             89s
payments-worker-6b8c5f7d49-4gq8z   1/1     Running   0             41s
payments-worker-6b8c5f7d49-zc7hb   1/1     Running   0             41s"""),
        p.run(f"kubectl rollout history deploy/payments-api {ns}", r"""deployment.apps/payments-api
REVISION  CHANGE-CAUSE
4         <none>
5         <none>
6         <none>"""),
        p.run(f"kubectl top pods {ns}", r"""NAME                               CPU(cores)   MEMORY(bytes)
ledger-sync-84c6d9b7f-wq5zt        12m          188Mi
payments-api-5c8b7f9d4-d8wqs       41m          231Mi
payments-api-5c8b7f9d4-mj6tn       57m          246Mi
payments-api-5c8b7f9d4-r2vxb       38m          229Mi
payments-worker-6b8c5f7d49-4gq8z   9m           142Mi
payments-worker-6b8c5f7d49-kx2jd   64m          417Mi
payments-worker-6b8c5f7d49-p7sfn   58m          402Mi
payments-worker-6b8c5f7d49-zc7hb   11m          139Mi"""),
    ]
    return dict(tid="h26-terminal-06", state=state, turns=turns, bad=False, turn=None, kind="clean")


def t07() -> Traj:
    p = Pane("root", "tank-srv", "/root")
    state = ("Host tank-srv (Ubuntu 24.04, OpenZFS 2.2.2), user root, cwd /root. Pool 'tank' is a 6-disk raidz2. The old NAS\n"
             "share is mounted read-only at /srv/old-nas. Task: create tank/media/archive (zstd, 1M records, 2T quota), copy the\n"
             "old archive into it, and take a recursive safety snapshot of tank/media.")
    turns = [
        p.run("zpool status tank", """  pool: tank
 state: ONLINE
  scan: scrub repaired 0B in 05:41:17 with 0 errors on Sun May 12 05:41:18 2024
config:

\tNAME                                      STATE     READ WRITE CKSUM
\ttank                                      ONLINE       0     0     0
\t  raidz2-0                                ONLINE       0     0     0
\t    ata-WDC_WD80EFZZ-68BTXN0_WD-CA1B2C3D  ONLINE       0     0     0
\t    ata-WDC_WD80EFZZ-68BTXN0_WD-CA1B7F20  ONLINE       0     0     0
\t    ata-WDC_WD80EFZZ-68BTXN0_WD-CA1C0A94  ONLINE       0     0     0
\t    ata-WDC_WD80EFZZ-68BTXN0_WD-CA1C5E61  ONLINE       0     0     0
\t    ata-ST8000VN004-3CP101_WWZ4K1AB       ONLINE       0     0     0
\t    ata-ST8000VN004-3CP101_WWZ4K7QX       ONLINE       0     0     0

errors: No known data errors"""),
        p.run("zfs list -r tank", r"""NAME               USED  AVAIL  REFER  MOUNTPOINT
tank              14.2T  14.1T   219K  /tank
tank/home          812G  14.1T   205K  /tank/home
tank/home/alice    604G  14.1T   604G  /tank/home/alice
tank/home/bob      208G  14.1T   208G  /tank/home/bob
tank/media        9.87T  14.1T   256K  /tank/media
tank/media/music   742G  14.1T   742G  /tank/media/music
tank/media/video  9.14T  14.1T  9.14T  /tank/media/video
tank/vm           3.52T  14.1T   192K  /tank/vm
tank/vm/win11      286G  14.1T   286G  -
tank/vm/zvols     3.24T  14.1T  3.24T  /tank/vm/zvols"""),
        p.run("zfs create -o compression=zstd -o recordsize=1M -o quota=2T tank/media/archive && zfs get compression,recordsize,quota,mountpoint tank/media/archive", r"""NAME                PROPERTY     VALUE               SOURCE
tank/media/archive  compression  zstd                local
tank/media/archive  recordsize   1M                  local
tank/media/archive  quota        2T                  local
tank/media/archive  mountpoint   /tank/media/archive  default"""),
        p.run("rsync -a --info=progress2 /srv/old-nas/archive/ /tank/media/archive/", r"""1,284,551,204,113 100%  412.07MB/s    0:49:32 (xfr#48213, to-chk=0/51877)""", duration=2975.0),
        p.run("zfs get -p used,logicalused,compressratio tank/media/archive", r"""NAME                PROPERTY       VALUE          SOURCE
tank/media/archive  used           1242397711360  -
tank/media/archive  logicalused    1284768432128  -
tank/media/archive  compressratio  1.03x          -"""),
        p.run("zfs snapshot -r tank/media@pre-dedupe-2024-05-14 && zfs list -t all -r tank/media", r"""NAME                                    USED  AVAIL  REFER  MOUNTPOINT
tank/media                             11.0T  13.0T   256K  /tank/media
tank/media@pre-dedupe-2024-05-14          0B      -   256K  -
tank/media/music                        742G  13.0T   742G  /tank/media/music
tank/media/music@pre-dedupe-2024-05-14    0B      -   742G  -
tank/media/video                       9.14T  13.0T  9.14T  /tank/media/video
tank/media/video@pre-dedupe-2024-05-14    0B      -  9.14T  -"""),
        p.run("df -h /tank/media/archive /tank/media/music", r"""Filesystem          Size  Used Avail Use% Mounted on
tank/media/archive  2.0T  1.2T  891G  57% /tank/media/archive
tank/media/music     14T  742G   13T   6% /tank/media/music"""),
    ]
    return dict(tid="h26-terminal-07", state=state, turns=turns, bad=True, turn=6,
                kind="dataset tank/media/archive, created and filled earlier, is missing (with its snapshot) from a later recursive zfs list")


def t08() -> Traj:
    p = Pane("ops", "nomad-ctl-1", "/home/ops/jobs")
    state = ("Host nomad-ctl-1 (Debian 12), user ops, cwd /home/ops/jobs. Nomad v1.7.6 CLI, NOMAD_ADDR=https://nomad.service.dc1:4646\n"
             "with an ACL token exported. The job file api-gateway.nomad.hcl (Traefik, count = 3) is in the cwd.\n"
             "Clock: Tue 2024-05-14 13:02 UTC. Task: bump Traefik to v2.11.2 and run 4 gateway instances.")
    turns = [
        p.run("nomad job status", r"""ID              Type             Priority  Status   Submit Date
api-gateway     service          50        running  2024-05-02T11:20:41Z
billing-export  batch/periodic   40        running  2024-04-18T08:05:12Z
loki            service          50        running  2024-03-29T14:47:03Z
node-exporter   system           60        running  2024-03-29T14:40:55Z"""),
        p.run("nomad job status api-gateway", r"""ID            = api-gateway
Name          = api-gateway
Submit Date   = 2024-05-02T11:20:41Z
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
gateway     0       0         3        0       9         0     0

Latest Deployment
ID          = 5f0a2b9c
Status      = successful
Description = Deployment completed successfully

Deployed
Task Group  Desired  Placed  Healthy  Unhealthy  Progress Deadline
gateway     3        3       3        0          2024-05-02T11:31:07Z

Allocations
ID        Node ID   Task Group  Version  Desired  Status    Created    Modified
3e1c9a0b  a71f02d4  gateway     7        run      running   12d1h ago  12d1h ago
77d2f415  c3b9e810  gateway     7        run      running   12d1h ago  12d1h ago
c09b8e6a  e5d48a37  gateway     7        run      running   12d1h ago  12d1h ago"""),
        p.run("sed -i -e 's/count = 3/count = 4/' -e 's|traefik:v2.11.0|traefik:v2.11.2|' api-gateway.nomad.hcl && nomad job plan api-gateway.nomad.hcl", r"""+/- Job: "api-gateway"
+/- Task Group: "gateway" (1 create, 3 create/destroy update)
  +/- Count: "3" => "4" (forces create)
  +/- Task: "traefik" (forces create/destroy update)
    +/- Config {
          args[0]: "--configFile=/local/traefik.toml"
      +/- image:   "traefik:v2.11.0" => "traefik:v2.11.2"
          ports[0]: "http"
          ports[1]: "https"
          ports[2]: "admin"
        }

Scheduler dry-run:
- All tasks successfully allocated.

Job Modify Index: 48211
To submit the job with version verification run:

nomad job run -check-index 48211 api-gateway.nomad.hcl

When running the job with the check-index flag, the job will only be run if the
job modify index given matches the server-side version. If the index has
changed, another user has modified the job and the plan's results are
potentially invalid."""),
        p.run("nomad job run -check-index 48211 api-gateway.nomad.hcl", r"""==> 2024-05-14T13:05:11Z: Monitoring evaluation "b4e27c10"
    2024-05-14T13:05:11Z: Evaluation triggered by job "api-gateway"
    2024-05-14T13:05:12Z: Evaluation within deployment: "e93d61af"
    2024-05-14T13:05:12Z: Allocation "1b7f3c2e" created: node "a71f02d4", group "gateway"
    2024-05-14T13:05:12Z: Evaluation status changed: "pending" -> "complete"
==> 2024-05-14T13:05:12Z: Evaluation "b4e27c10" finished with status "complete"
==> 2024-05-14T13:05:12Z: Monitoring deployment "e93d61af"
  ✓ Deployment "e93d61af" successful

    2024-05-14T13:06:40Z
    ID          = e93d61af
    Job ID      = api-gateway
    Job Version = 8
    Status      = successful
    Description = Deployment completed successfully

    Deployed
    Task Group  Desired  Placed  Healthy  Unhealthy  Progress Deadline
    gateway     4        4       4        0          2024-05-14T13:16:38Z""", duration=92.0),
        p.run("nomad job status api-gateway", r"""ID            = api-gateway
Name          = api-gateway
Submit Date   = 2024-05-14T13:05:11Z
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
gateway     0       0         4        0       12        0     0

Latest Deployment
ID          = e93d61af
Status      = successful
Description = Deployment completed successfully

Deployed
Task Group  Desired  Placed  Healthy  Unhealthy  Progress Deadline
gateway     4        4       4        0          2024-05-14T13:16:38Z

Allocations
ID        Node ID   Task Group  Version  Desired  Status    Created    Modified
0d94e7a1  e5d48a37  gateway     8        run      running   1m28s ago  1m2s ago
f26c8b53  c3b9e810  gateway     8        run      running   1m55s ago  1m30s ago
5a3e01d9  a71f02d4  gateway     8        run      running   2m21s ago  1m57s ago
1b7f3c2e  a71f02d4  gateway     8        run      running   2m47s ago  2m22s ago
c09b8e6a  e5d48a37  gateway     7        stop     complete  12d1h ago  1m27s ago
77d2f415  c3b9e810  gateway     7        stop     complete  12d1h ago  1m54s ago
3e1c9a0b  a71f02d4  gateway     7        stop     complete  12d1h ago  2m20s ago"""),
        p.run("nomad alloc status 1b7f3c2e", r"""ID                  = 1b7f3c2e-9a40-6d18-b2c7-58e0f41a9d36
Eval ID             = b4e27c10
Name                = api-gateway.gateway[3]
Node ID             = a71f02d4
Node Name           = nomad-client-1
Job ID              = api-gateway
Job Version         = 8
Client Status       = running
Client Description  = Tasks are running
Desired Status      = run
Desired Description = <none>
Created             = 3m4s ago
Modified            = 2m39s ago
Deployment ID       = e93d61af
Deployment Health   = healthy

Allocation Addresses:
Label   Dynamic  Address
*http   no       10.30.0.11:80
*https  no       10.30.0.11:443
*admin  yes      10.30.0.11:25871

Task "traefik" is "running"
Task Resources:
CPU         Memory          Disk     Addresses
41/500 MHz  58 MiB/256 MiB  300 MiB

Task Events:
Started At     = 2024-05-14T13:05:14Z
Finished At    = N/A
Total Restarts = 0
Last Restart   = N/A

Recent Events:
Time                  Type        Description
2024-05-14T13:05:14Z  Started     Task started by client
2024-05-14T13:05:12Z  Driver      Downloading image
2024-05-14T13:05:12Z  Task Setup  Building Task Directory
2024-05-14T13:05:12Z  Received    Task received by client"""),
        p.run("nomad job history api-gateway | head -n 14", r"""Version     = 8
Stable      = true
Submit Date = 2024-05-14T13:05:11Z

Version     = 7
Stable      = true
Submit Date = 2024-05-02T11:20:41Z

Version     = 6
Stable      = true
Submit Date = 2024-04-23T09:58:17Z

Version     = 5
Stable      = true"""),
        p.run("nomad node status", r"""ID        Node Pool  DC   Name            Class   Drain  Eligibility  Status
e5d48a37  default    dc1  nomad-client-3  <none>  false  eligible     ready
c3b9e810  default    dc1  nomad-client-2  <none>  false  eligible     ready
a71f02d4  default    dc1  nomad-client-1  <none>  false  eligible     ready"""),
    ]
    return dict(tid="h26-terminal-08", state=state, turns=turns, bad=False, turn=None, kind="clean")


def t09() -> Traj:
    p = Pane("dba", "app-db-01", "/home/dba")
    state = ("Host app-db-01 (Rocky Linux 9), user dba, cwd /home/dba. PostgreSQL 16.2, database crm, ~/.pgpass set up so\n"
             "psql connects as role crm_admin. Nobody else writes to accounts during the maintenance window (app is in\n"
             "maintenance mode). Task: apply ticket CS-8812 (account 1103: pro -> enterprise, 60 seats) and reactivate 1077.")
    turns = [
        p.run(r"psql -d crm -c '\dt'", r"""                List of relations
 Schema |      Name      | Type  |   Owner
--------+----------------+-------+-----------
 public | account_events | table | crm_admin
 public | accounts       | table | crm_admin
 public | contacts       | table | crm_admin
 public | invoices       | table | crm_admin
 public | plans          | table | crm_admin
(5 rows)"""),
        p.run('psql -d crm -c "SELECT id, name, plan, seats, status, renewal_date, updated_at FROM accounts WHERE id IN (1042, 1077, 1103) ORDER BY id;"', r"""  id  |        name         |  plan   | seats |  status  | renewal_date |          updated_at
------+---------------------+---------+-------+----------+--------------+-------------------------------
 1042 | Halvorsen Logistics | pro     |    25 | active   | 2024-06-30   | 2024-03-02 10:14:55.20118+00
 1077 | Brightwater Dental  | starter |     5 | past_due | 2024-05-20   | 2024-05-06 00:00:12.94402+00
 1103 | Okafor & Sons       | pro     |    40 | active   | 2024-09-15   | 2024-01-19 16:41:07.55013+00
(3 rows)"""),
        p.run('''psql -d crm -c "BEGIN; UPDATE accounts SET plan = 'enterprise', seats = 60, updated_at = now() WHERE id = 1103; INSERT INTO account_events(account_id, kind, note) VALUES (1103, 'plan_change', 'pro->enterprise, 40->60 seats, ticket CS-8812'); COMMIT;"''', r"""BEGIN
UPDATE 1
INSERT 0 1
COMMIT"""),
        p.run('''psql -d crm -c "UPDATE accounts SET status = 'active', updated_at = now() WHERE id = 1077 AND status = 'past_due';"''', "UPDATE 1"),
        p.run('psql -d crm -c "SELECT account_id, kind, note, created_at FROM account_events WHERE account_id IN (1077, 1103) ORDER BY created_at DESC LIMIT 5;"', r""" account_id |    kind     |                     note                      |          created_at
------------+-------------+-----------------------------------------------+-------------------------------
       1103 | plan_change | pro->enterprise, 40->60 seats, ticket CS-8812 | 2024-05-14 11:32:08.51377+00
       1077 | dunning     | reminder 2 sent                               | 2024-05-13 06:00:04.11829+00
       1077 | dunning     | reminder 1 sent                               | 2024-05-06 06:00:03.90271+00
       1077 | status      | active->past_due                              | 2024-05-06 00:00:12.94402+00
       1103 | seats       | 30->40 seats, ticket CS-7120                  | 2024-01-19 16:41:07.55013+00
(5 rows)"""),
        p.run('psql -d crm -c "SELECT plan, count(*) AS accounts, sum(seats) AS seats FROM accounts GROUP BY plan ORDER BY plan;"', r"""    plan    | accounts | seats
------------+----------+-------
 enterprise |       19 |  2410
 pro        |      212 |  5318
 starter    |      604 |  2197
(3 rows)"""),
        p.run('psql -d crm -c "SELECT id, name, plan, seats, status, renewal_date, updated_at FROM accounts WHERE id IN (1042, 1077, 1103) ORDER BY id;"', r"""  id  |        name         |    plan    | seats | status | renewal_date |          updated_at
------+---------------------+------------+-------+--------+--------------+-------------------------------
 1042 | Halvorsen Logistics | pro        |    25 | active | 2024-06-30   | 2024-03-02 10:14:55.20118+00
 1077 | Brightwater Dental  | starter    |     5 | active | 2024-05-20   | 2024-05-14 11:32:41.08236+00
 1103 | Okafor & Sons       | enterprise |    40 | active | 2024-09-15   | 2024-05-14 11:32:08.51377+00
(3 rows)"""),
        p.run('''psql -d crm -Atc "SELECT count(*) FROM accounts WHERE status = 'past_due';"''', "37"),
        p.run(r'''psql -d crm -c "\copy (SELECT id, name, plan, seats, status FROM accounts WHERE updated_at > now() - interval '1 hour' ORDER BY id) TO '/tmp/changed_accounts.csv' CSV HEADER"''', "COPY 2"),
        p.run("cat /tmp/changed_accounts.csv", r"""id,name,plan,seats,status
1077,Brightwater Dental,starter,5,active
1103,Okafor & Sons,enterprise,60,active"""),
    ]
    return dict(tid="h26-terminal-09", state=state, turns=turns, bad=True, turn=7,
                kind="seats of account 1103 reads back the old value 40 after the committed update to 60 (plan shows the new value)")


def t10() -> Traj:
    p = Pane("jon", "edit-box", "/home/jon/videos/conf2024")
    state = ("Host edit-box (Ubuntu 24.04, Ryzen 9 7950X), user jon, cwd /home/jon/videos/conf2024. ffmpeg 6.1.1 (with libx264,\n"
             "libass). The folder holds the raw recording talk_raw.mov, intro.png and captions.srt.\n"
             "Task: make a 720p web version of the talk, a thumbnail, and a copy with burned-in captions.")
    transcode = r"""Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'talk_raw.mov':
  Metadata:
    major_brand     : qt
    minor_version   : 0
    compatible_brands: qt
    creation_time   : 2024-04-26T13:02:51.000000Z
  Duration: 00:42:17.53, start: 0.000000, bitrate: 12871 kb/s
  Stream #0:0[0x1](und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(tv, bt709, progressive), 1920x1080, 12735 kb/s, 29.97 fps, 29.97 tbr, 30k tbn (default)
  Stream #0:1[0x2](und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 128 kb/s (default)
Stream mapping:
  Stream #0:0 -> #0:0 (h264 (native) -> h264 (libx264))
  Stream #0:1 -> #0:1 (aac (native) -> aac (native))
Press [q] to stop, [?] for help
[libx264 @ 0x55d0c8e41f40] using cpu capabilities: MMX2 SSE2Fast SSSE3 SSE4.2 AVX FMA3 BMI2 AVX2 AVX512
[libx264 @ 0x55d0c8e41f40] profile High, level 3.1, 4:2:0, 8-bit
[libx264 @ 0x55d0c8e41f40] 264 - core 164 r3108 31e19f9 - H.264/MPEG-4 AVC codec - Copyleft 2003-2023 - http://www.videolan.org/x264.html - options: cabac=1 ref=3 deblock=1:0:0 analyse=0x3:0x113 me=hex subme=7 psy=1 psy_rd=1.00:0.00 mixed_ref=1 me_range=16 chroma_me=1 trellis=1 8x8dct=1 cqm=0 deadzone=21,11 fast_pskip=1 chroma_qp_offset=-2 threads=48 lookahead_threads=8 sliced_threads=0 nr=0 decimate=1 interlaced=0 bluray_compat=0 constrained_intra=0 bframes=3 b_pyramid=2 b_adapt=1 b_bias=0 direct=1 weightb=1 open_gop=0 weightp=2 keyint=250 keyint_min=25 scenecut=40 intra_refresh=0 rc_lookahead=40 rc=crf mbtree=1 crf=22.0 qcomp=0.60 qpmin=0 qpmax=69 qpstep=4 ip_ratio=1.40 aq=1:1.00
Output #0, mp4, to 'talk_720p.mp4':
  Metadata:
    major_brand     : qt
    minor_version   : 0
    compatible_brands: qt
    encoder         : Lavf60.16.100
  Stream #0:0(und): Video: h264 (avc1 / 0x31637661), yuv420p(tv, bt709, progressive), 1280x720, q=2-31, 29.97 fps, 30k tbn (default)
      Metadata:
        encoder         : Lavc60.31.102 libx264
      Side data:
        cpb: bitrate max/min/avg: 0/0/0 buffer size: 0 vbv_delay: N/A
  Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 128 kb/s (default)
      Metadata:
        encoder         : Lavc60.31.102 aac
[out#0/mp4 @ 0x55d0c8e8a2c0] video:571237kB audio:39648kB subtitle:0kB other streams:0kB global headers:0kB muxing overhead: 0.239049%
frame=76050 fps=187 q=-1.0 Lsize=  612345kB time=00:42:17.50 bitrate=1976.9kbits/s speed=6.24x
[libx264 @ 0x55d0c8e41f40] frame I:412   Avg QP:17.84  size: 58211
[libx264 @ 0x55d0c8e41f40] frame P:24391 Avg QP:20.63  size: 11873
[libx264 @ 0x55d0c8e41f40] frame B:51247 Avg QP:23.90  size:  5305
[libx264 @ 0x55d0c8e41f40] consecutive B-frames:  6.1%  8.4% 11.0% 74.5%
[libx264 @ 0x55d0c8e41f40] kb/s:1843.21
[aac @ 0x55d0c8e47a80] Qavg: 612.874"""
    turns = [
        p.run("ls -lh", r"""total 3.9G
-rw-r--r-- 1 jon jon  61K May 13 22:40 captions.srt
-rw-r--r-- 1 jon jon 1.4M May 13 22:12 intro.png
-rw-r--r-- 1 jon jon 3.9G Apr 26 15:44 talk_raw.mov"""),
        p.run("ffprobe -hide_banner talk_raw.mov", r"""Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'talk_raw.mov':
  Metadata:
    major_brand     : qt
    minor_version   : 0
    compatible_brands: qt
    creation_time   : 2024-04-26T13:02:51.000000Z
  Duration: 00:42:17.53, start: 0.000000, bitrate: 12871 kb/s
  Stream #0:0[0x1](und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(tv, bt709, progressive), 1920x1080, 12735 kb/s, 29.97 fps, 29.97 tbr, 30k tbn (default)
      Metadata:
        creation_time   : 2024-04-26T13:02:51.000000Z
        handler_name    : Core Media Video
        vendor_id       : [0][0][0][0]
  Stream #0:1[0x2](und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 128 kb/s (default)
      Metadata:
        creation_time   : 2024-04-26T13:02:51.000000Z
        handler_name    : Core Media Audio
        vendor_id       : [0][0][0][0]"""),
        p.run("ffmpeg -hide_banner -i talk_raw.mov -vf scale=1280:720 -c:v libx264 -preset medium -crf 22 -c:a aac -b:a 128k talk_720p.mp4", transcode, duration=410.0),
        p.run("ffprobe -v error -show_entries format=duration,size,bit_rate -of default=nw=1 talk_720p.mp4", r"""duration=2537.547000
size=627041280
bit_rate=1976842"""),
        p.run("ffmpeg -hide_banner -loglevel warning -stats -ss 00:00:05 -i talk_720p.mp4 -frames:v 1 -q:v 2 thumb.jpg",
              "frame=    1 fps=0.0 q=2.0 Lsize=N/A time=00:00:00.03 bitrate=N/A speed=0.41x"),
        p.run("ffmpeg -hide_banner -i talk_720p.mp4 -vf subtitles=captions.srt -c:v libx264 -crf 22 -c:a copy talk_720p_subs.mp4 2>&1 | tail -n 8", r"""[out#0/mp4 @ 0x5618a2d03b40] video:574912kB audio:39648kB subtitle:0kB other streams:0kB global headers:0kB muxing overhead: 0.238319%
frame=76050 fps=171 q=-1.0 Lsize=  616024kB time=00:42:17.50 bitrate=1988.8kbits/s speed=5.71x
[libx264 @ 0x5618a2cf1e00] frame I:409   Avg QP:17.91  size: 58467
[libx264 @ 0x5618a2cf1e00] frame P:24402 Avg QP:20.70  size: 11941
[libx264 @ 0x5618a2cf1e00] frame B:51239 Avg QP:23.97  size:  5339
[libx264 @ 0x5618a2cf1e00] consecutive B-frames:  6.0%  8.5% 11.0% 74.5%
[libx264 @ 0x5618a2cf1e00] kb/s:1855.14""", duration=445.0),
        p.run("ls -l --block-size=K *.mp4 thumb.jpg && ls -lh", r"""-rw-r--r-- 1 jon jon 612345K May 14 10:31 talk_720p.mp4
-rw-r--r-- 1 jon jon 616024K May 14 10:40 talk_720p_subs.mp4
-rw-r--r-- 1 jon jon    212K May 14 10:32 thumb.jpg
total 5.1G
-rw-r--r-- 1 jon jon  61K May 13 22:40 captions.srt
-rw-r--r-- 1 jon jon 1.4M May 13 22:12 intro.png
-rw-r--r-- 1 jon jon 599M May 14 10:31 talk_720p.mp4
-rw-r--r-- 1 jon jon 602M May 14 10:40 talk_720p_subs.mp4
-rw-r--r-- 1 jon jon 3.9G Apr 26 15:44 talk_raw.mov
-rw-r--r-- 1 jon jon 212K May 14 10:32 thumb.jpg"""),
        p.run("du -sh --apparent-size . && du -sh .", r"""5.1G	.
5.1G	."""),
    ]
    return dict(tid="h26-terminal-10", state=state, turns=turns, bad=False, turn=None, kind="clean")


def t11() -> Traj:
    p = Pane("lena", "tp-x1", "/home/lena")
    state = ("Host tp-x1 (Debian 12), user lena, cwd /home/lena. Taskwarrior 2.6.2 with default reports; no sync server,\n"
             "no hooks. Clock: Tue 2024-05-14 11:00. Task: tidy up today's task list.")
    turns = [
        p.run("task list", r"""
ID Age  P Project       Tag     Due        Description                                          Urg
 1 2w   H work.review           2024-05-15 Review PR #482 (auth refactor)                       14.2
 2 4d   M work.meetings         2024-05-16 Prepare slides for Thursday sync                     11.3
 4 3w     home.garden           2024-05-18 Order raised bed soil (1.5 m3)                        8.9
 7 1w     admin                 2024-05-31 Cancel old gym membership                             4.1
 3 5w     admin                 2024-06-01 Renew passport                                        3.5
 5 6d   H home                             Call plumber about water heater                       6.4
 6 2mo    learning      reading            Read "Designing Data-Intensive Applications" ch. 9    1.4

7 tasks"""),
        p.run('task 3 modify "Renew passport (book appointment at Bürgeramt)"', r"""Modifying task 3 'Renew passport (book appointment at Bürgeramt)'.
Modified 1 task."""),
        p.run('task 2 annotate "Mira prefers PDF, max 12 slides"', r"""Annotating task 2 'Prepare slides for Thursday sync'.
Annotated 1 task."""),
        p.run("task 1 start", r"""Starting task 1 'Review PR #482 (auth refactor)'.
Started 1 task."""),
        p.run("task 7 done", r"""Completed task 7 'Cancel old gym membership'.
Completed 1 task."""),
        p.run("task 3 info", r"""
Name          Value
ID            3
Description   Renew passport (book appointment at Bürgeramt)
Status        Pending
Project       admin
Entered       2024-04-09 19:22:41 (5w)
Due           2024-06-01 00:00:00
Last modified 2024-05-14 11:02:13 (12min)
Virtual tags  MONTH PENDING PROJECT QUARTER READY UNBLOCKED
UUID          4a7f1c2e-8b3d-4e60-9f12-c5d7a0b3e981
Urgency        3.5

    project      1 *    1 =      1
    due      0.192 *   12 =    2.3
    age      0.096 *    2 =  0.192
                                3.5

Date                Modification
2024-05-14 11:02:13 Description changed from 'Renew passport' to 'Renew passport (book appointment at Bürgeramt)'."""),
        p.run("task next", r"""
ID Active Age  P Project       Tag     Due Description                                          Urg
 1 7min   2w   H work.review           13h Review PR #482 (auth refactor)                       18.2
 2        4d   M work.meetings         1d  Prepare slides for Thursday sync                     12.1
                                             2024-05-14 Mira prefers PDF, max 12 slides
 4        3w     home.garden           3d  Order raised bed soil (1.5 m3)                        8.9
 5        6d   H home                      Call plumber about water heater                       6.4
 3        5w     admin                 17d Renew passport                                        3.5
 6        2mo    learning      reading     Read "Designing Data-Intensive Applications" ch. 9    1.4

6 tasks"""),
        p.run("task summary", r"""
Project         Remaining Avg age Complete 0%                        100%
admin                   1      5w      50% ===============
home                    2      1w       0%
  garden                1      3w       0%
learning                1     2mo       0%
work                    2     1w        0%
  meetings              1      4d       0%
  review                1      2w       0%

7 projects"""),
    ]
    return dict(tid="h26-terminal-11", state=state, turns=turns, bad=True, turn=7,
                kind="task 3 is listed under its old description in task next after it was renamed with task modify")


def t12() -> Traj:
    p = Pane("omar", "ci-dev", "/home/omar/code/geo-tiles")
    state = ("Host ci-dev (Ubuntu 22.04), user omar, cwd /home/omar/code/geo-tiles (clean checkout of main, in sync with\n"
             "origin/main). git 2.39.2. Colleagues push to origin/main during the day.\n"
             "Task: raise the tile cache TTL from 5 to 15 minutes on a topic branch, rebased on the latest main.")
    turns = [
        p.run("git log --oneline -4", r"""a1c4e02 (HEAD -> main, origin/main, origin/HEAD) render: clip polygons to tile bounds before simplify
7e93b6d api: return 204 for empty tiles
f05d2c8 cache: log hit ratio every 10k requests
3bb1a97 Merge branch 'feat/mvt-v2'"""),
        p.run("git switch -c fix/tile-cache-ttl", "Switched to a new branch 'fix/tile-cache-ttl'"),
        p.run("sed -i 's/^TTL_SECONDS = 300$/TTL_SECONDS = 900/' tiles/cache.py && git diff", r"""diff --git a/tiles/cache.py b/tiles/cache.py
index 5d0b2e1..c18a7f4 100644
--- a/tiles/cache.py
+++ b/tiles/cache.py
@@ -9,7 +9,7 @@ from .metrics import hit_counter

 log = logging.getLogger(__name__)

 # TTL in seconds
-TTL_SECONDS = 300
+TTL_SECONDS = 900
 MAX_ENTRIES = 50_000
 HIT_LOG_EVERY = 10_000"""),
        p.run('git commit -am "cache: raise tile TTL to 15 min"', r"""[fix/tile-cache-ttl 4e8b1d7] cache: raise tile TTL to 15 min
 1 file changed, 1 insertion(+), 1 deletion(-)"""),
        p.run("sed -i 's/^# TTL in seconds$/# TTL in seconds (15 min, see #341)/' tiles/cache.py && git commit -a --amend --no-edit", r"""[fix/tile-cache-ttl 9f02c6a] cache: raise tile TTL to 15 min
 Date: Tue May 14 16:20:11 2024 +0200
 1 file changed, 2 insertions(+), 2 deletions(-)"""),
        p.run("git log --oneline -3", r"""9f02c6a (HEAD -> fix/tile-cache-ttl) cache: raise tile TTL to 15 min
a1c4e02 (origin/main, origin/HEAD, main) render: clip polygons to tile bounds before simplify
7e93b6d api: return 204 for empty tiles"""),
        p.run("git reflog -4", r"""9f02c6a (HEAD -> fix/tile-cache-ttl) HEAD@{0}: commit (amend): cache: raise tile TTL to 15 min
4e8b1d7 HEAD@{1}: commit: cache: raise tile TTL to 15 min
a1c4e02 (origin/main, origin/HEAD, main) HEAD@{2}: checkout: moving from main to fix/tile-cache-ttl
a1c4e02 (origin/main, origin/HEAD, main) HEAD@{3}: pull --ff-only: Fast-forward"""),
        p.run("git fetch origin && git rebase origin/main", r"""remote: Enumerating objects: 14, done.
remote: Counting objects: 100% (14/14), done.
remote: Compressing objects: 100% (5/5), done.
remote: Total 9 (delta 6), reused 7 (delta 4), pack-reused 0
Unpacking objects: 100% (9/9), 1.87 KiB | 956.00 KiB/s, done.
From github.com:omar-h/geo-tiles
   a1c4e02..c7d5f30  main       -> origin/main
Successfully rebased and updated refs/heads/fix/tile-cache-ttl.""", duration=3.0),
        p.run("git log --oneline -4", r"""2b6e9a8 (HEAD -> fix/tile-cache-ttl) cache: raise tile TTL to 15 min
c7d5f30 (origin/main, origin/HEAD) api: add Cache-Control max-age to tile responses
5d1e3b4 ci: run tests on Python 3.12
a1c4e02 (main) render: clip polygons to tile bounds before simplify"""),
        p.run("git status -sb && grep -n 'TTL' tiles/cache.py", r"""## fix/tile-cache-ttl
11:# TTL in seconds (15 min, see #341)
12:TTL_SECONDS = 900"""),
    ]
    return dict(tid="h26-terminal-12", state=state, turns=turns, bad=False, turn=None, kind="clean")


def t13() -> Traj:
    p = Pane("pi", "pi-weather", "/home/pi/station")
    state = ("Host pi-weather (Raspberry Pi OS 12, arm64), user pi, cwd /home/pi/station. sqlite3 3.40.1. readings.db is written\n"
             "only by weather-logger.service, which was stopped for maintenance at 07:57 (last reading 07:55); it stays stopped\n"
             "for this whole session. Clock: Tue 2024-05-14 08:20. Task: purge the soil probe's glitch readings and record a\n"
             "new calibration offset.")
    db = "readings.db"
    per_sensor = 'SELECT s.id, s.name, count(r.id) AS n, min(r.ts) AS first, max(r.ts) AS last FROM sensors s JOIN readings r ON r.sensor_id = s.id GROUP BY s.id;'
    turns = [
        p.run(f'sqlite3 {db} ".tables"', "calibration  readings     sensors"),
        p.run(f'sqlite3 -header -column {db} "{per_sensor}"', r"""id  name        n      first                last
--  ----------  -----  -------------------  -------------------
1   outdoor-n   52416  2023-11-14 08:00:00  2024-05-14 07:55:00
2   greenhouse  52398  2023-11-14 08:00:00  2024-05-14 07:55:00
3   soil-probe  18944  2024-03-09 14:05:00  2024-05-14 07:55:00"""),
        p.run(f'sqlite3 {db} "SELECT count(*) FROM readings;"', "123758"),
        p.run(f'sqlite3 {db} "SELECT count(*), min(temp_c), max(temp_c) FROM readings WHERE sensor_id = 3 AND (temp_c < -40 OR temp_c > 60);"', "214|-273.15|85.0"),
        p.run(f'sqlite3 {db} "DELETE FROM readings WHERE sensor_id = 3 AND (temp_c < -40 OR temp_c > 60); SELECT changes();"', "214"),
        p.run(f"""sqlite3 {db} "INSERT INTO calibration(sensor_id, offset_c, note) VALUES (3, -0.8, 'recal after glitch purge 2024-05-14'); SELECT last_insert_rowid();\"""", "7"),
        p.run(f'sqlite3 -header -column {db} "SELECT * FROM calibration ORDER BY id;"', r"""id  sensor_id  offset_c  note                                 created_at
--  ---------  --------  -----------------------------------  -------------------
1   1          0.0       factory                              2023-11-14 08:00:00
2   2          0.0       factory                              2023-11-14 08:00:00
3   1          -0.3      compared with DWD station 10338      2023-12-02 10:41:17
4   3          0.0       factory                              2024-03-09 14:05:00
5   2          0.4       greenhouse heater relocated          2024-04-01 09:12:44
6   3          -0.5      first recal                          2024-04-20 17:30:02
7   3          -0.8      recal after glitch purge 2024-05-14  2024-05-14 08:23:51"""),
        p.run(f"ls -l {db} && systemctl is-active weather-logger.service", r"""-rw-r--r-- 1 pi pi 9871360 May 14 08:23 readings.db
inactive"""),
        p.run(f'sqlite3 -header -column {db} "{per_sensor}"', r"""id  name        n      first                last
--  ----------  -----  -------------------  -------------------
1   outdoor-n   52416  2023-11-14 08:00:00  2024-05-14 07:55:00
2   greenhouse  52398  2023-11-14 08:00:00  2024-05-14 07:55:00
3   soil-probe  18704  2024-03-09 14:05:00  2024-05-14 07:55:00"""),
        p.run(f'sqlite3 {db} "SELECT count(*) FROM readings;"', "123544"),
        p.run(f'sqlite3 {db} "VACUUM;" && ls -l {db}', "-rw-r--r-- 1 pi pi 9838592 May 14 08:26 readings.db", duration=3.0),
    ]
    return dict(tid="h26-terminal-13", state=state, turns=turns, bad=True, turn=9,
                kind="soil-probe reading count after deleting 214 rows is not 18944 - 214 (and does not add up to the later total of 123544)")


def t14() -> Traj:
    p = Pane("ops", "consul-srv-2", "/home/ops")
    state = ("Host consul-srv-2 (Ubuntu 22.04), user ops, cwd /home/ops. Consul 1.18.1 (OSS) server agent, one of three servers in\n"
             "dc1; CONSUL_HTTP_TOKEN exported. Other services and agents write to the catalog and KV continuously.\n"
             "Task: raise the checkout service's rate limit from 200 to 350 requests/s and confirm the cluster picked it up.")
    key = "config/checkout/rate_limit"
    turns = [
        p.run("consul members", r"""Node          Address          Status  Type    Build   Protocol  DC   Partition  Segment
consul-srv-1  10.40.0.11:8301  alive   server  1.18.1  2         dc1  default    <all>
consul-srv-2  10.40.0.12:8301  alive   server  1.18.1  2         dc1  default    <all>
consul-srv-3  10.40.0.13:8301  alive   server  1.18.1  2         dc1  default    <all>
checkout-01   10.40.2.21:8301  alive   client  1.18.1  2         dc1  default    <default>
checkout-02   10.40.2.22:8301  alive   client  1.18.1  2         dc1  default    <default>
web-01        10.40.1.31:8301  alive   client  1.18.1  2         dc1  default    <default>
web-02        10.40.1.32:8301  alive   client  1.18.1  2         dc1  default    <default>"""),
        p.run(f"consul kv get -detailed {key}", r"""CreateIndex      1184
Flags            0
Key              config/checkout/rate_limit
LockIndex        0
ModifyIndex      90512
Session          -
Value            200"""),
        p.run(f"consul kv put {key} 350", f"Success! Data written to: {key}"),
        p.run(f"consul kv get -detailed {key}", r"""CreateIndex      1184
Flags            0
Key              config/checkout/rate_limit
LockIndex        0
ModifyIndex      91877
Session          -
Value            350"""),
        p.run("consul kv get -recurse config/checkout/", r"""config/checkout/currency:EUR
config/checkout/rate_limit:350
config/checkout/timeout_ms:2500"""),
        p.run("consul catalog services -tags", r"""checkout       primary,v2.3.1
consul
node-exporter  metrics
web            blue,http"""),
        p.run("consul operator raft list-peers", r"""Node          ID                                    Address          State     Voter  RaftProtocol  Commit Index  Trails Leader By
consul-srv-1  6c1f0a9e-2b47-d3c8-51e6-0f9a7b2c4d18  10.40.0.11:8300  leader    true   3             91904         -
consul-srv-2  a83e5d12-7f04-9b6c-e2a1-3c5d8f0b7e49  10.40.0.12:8300  follower  true   3             91904         0 commits
consul-srv-3  f20b7c64-91d3-5a8e-c7f2-6d4e1a0b9c35  10.40.0.13:8300  follower  true   3             91903         1 commits"""),
        p.run("consul info | grep -E '^\\s+(state|leader_addr|commit_index|last_log_index) '", r"""	commit_index = 91941
	last_log_index = 91941
	leader_addr = 10.40.0.11:8300
	state = Follower"""),
        p.run(f"curl -s -H \"X-Consul-Token: $CONSUL_HTTP_TOKEN\" http://127.0.0.1:8500/v1/kv/{key} | jq -c .", r"""[{"LockIndex":0,"Key":"config/checkout/rate_limit","Flags":0,"Value":"MzUw","CreateIndex":1184,"ModifyIndex":91877}]"""),
        p.run("consul catalog nodes -service=checkout", r"""Node         ID        Address     DC
checkout-01  3a9c4e21  10.40.2.21  dc1
checkout-02  b71d05f8  10.40.2.22  dc1"""),
    ]
    return dict(tid="h26-terminal-14", state=state, turns=turns, bad=False, turn=None, kind="clean")


def t15() -> Traj:
    p = Pane("root", "edge-gw-3", "/root")
    state = ("Host edge-gw-3 (Debian 12, 4 GiB RAM), user root, cwd /root. nginx 1.22.1 reverse proxy in front of the api pool;\n"
             "keepalive settings in /etc/nginx/conf.d/api.conf were edited a few minutes ago and need a full restart (a reload\n"
             "is not enough for the changed listen options). Clock: Tue 2024-05-14 12:50 UTC.")
    unit = "nginx.service - A high performance web server and a reverse proxy server"
    turns = [
        p.run("systemctl status nginx --no-pager", f"""● {unit}
     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; preset: enabled)
     Active: active (running) since Sun 2024-05-12 22:41:09 UTC; 1 day 14h ago
       Docs: man:nginx(8)
    Process: 1179 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 1185 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 28840 ExecReload=/usr/sbin/nginx -g daemon on; master_process on; -s reload (code=exited, status=0/SUCCESS)
   Main PID: 1187 (nginx)
      Tasks: 5 (limit: 4557)
     Memory: 21.4M
        CPU: 3min 12.840s
     CGroup: /system.slice/nginx.service
             ├─ 1187 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"
             ├─28841 "nginx: worker process"
             ├─28842 "nginx: worker process"
             ├─28843 "nginx: worker process"
             └─28844 "nginx: worker process"

May 14 06:25:02 edge-gw-3 systemd[1]: Reloading {unit}...
May 14 06:25:02 edge-gw-3 systemd[1]: Reloaded {unit}."""),
        p.run("tail -n 5 /var/log/nginx/error.log", r"""2024/05/14 12:41:17 [error] 28843#28843: *9183311 upstream timed out (110: Connection timed out) while reading response header from upstream, client: 10.8.3.44, server: api.example.net, request: "POST /v2/orders HTTP/1.1", upstream: "http://10.20.1.12:8080/v2/orders", host: "api.example.net"
2024/05/14 12:44:52 [error] 28841#28841: *9190452 upstream prematurely closed connection while reading response header from upstream, client: 10.8.1.19, server: api.example.net, request: "GET /v2/catalog?page=3 HTTP/1.1", upstream: "http://10.20.1.11:8080/v2/catalog?page=3", host: "api.example.net"
2024/05/14 12:46:05 [error] 28844#28844: *9192876 upstream prematurely closed connection while reading response header from upstream, client: 10.8.2.71, server: api.example.net, request: "GET /v2/cart HTTP/1.1", upstream: "http://10.20.1.13:8080/v2/cart", host: "api.example.net"
2024/05/14 12:47:33 [error] 28842#28842: *9195604 upstream timed out (110: Connection timed out) while reading response header from upstream, client: 10.8.3.44, server: api.example.net, request: "POST /v2/orders HTTP/1.1", upstream: "http://10.20.1.12:8080/v2/orders", host: "api.example.net"
2024/05/14 12:48:03 [error] 28841#28841: *9196230 upstream prematurely closed connection while reading response header from upstream, client: 10.8.1.52, server: api.example.net, request: "GET /v2/catalog HTTP/1.1", upstream: "http://10.20.1.11:8080/v2/catalog", host: "api.example.net"
"""),
        p.run("nginx -t", r"""nginx: the configuration file /etc/nginx/nginx.conf syntax is ok
nginx: configuration file /etc/nginx/nginx.conf test is successful"""),
        p.run("systemctl restart nginx", "", duration=2.0),
        p.run("journalctl -u nginx --since today --no-pager", f"""May 14 06:25:02 edge-gw-3 systemd[1]: Reloading {unit}...
May 14 06:25:02 edge-gw-3 systemd[1]: Reloaded {unit}.
May 14 12:52:31 edge-gw-3 systemd[1]: Stopping {unit}...
May 14 12:52:31 edge-gw-3 systemd[1]: nginx.service: Deactivated successfully.
May 14 12:52:31 edge-gw-3 systemd[1]: Stopped {unit}.
May 14 12:52:31 edge-gw-3 systemd[1]: nginx.service: Consumed 3min 13.102s CPU time.
May 14 12:52:31 edge-gw-3 systemd[1]: Starting {unit}...
May 14 12:52:31 edge-gw-3 systemd[1]: Started {unit}."""),
        p.run("systemctl status nginx --no-pager", f"""● {unit}
     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; preset: enabled)
     Active: active (running) since Tue 2024-05-14 12:48:03 UTC; 4min ago
       Docs: man:nginx(8)
    Process: 30405 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 30409 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
   Main PID: 30412 (nginx)
      Tasks: 5 (limit: 4557)
     Memory: 7.9M
        CPU: 61ms
     CGroup: /system.slice/nginx.service
             ├─30412 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"
             ├─30413 "nginx: worker process"
             ├─30414 "nginx: worker process"
             ├─30415 "nginx: worker process"
             └─30416 "nginx: worker process"

May 14 12:52:31 edge-gw-3 systemd[1]: Starting {unit}...
May 14 12:52:31 edge-gw-3 systemd[1]: Started {unit}."""),
        p.run("ss -tlnp | grep nginx", r"""LISTEN 0      511          0.0.0.0:443        0.0.0.0:*    users:(("nginx",pid=30416,fd=8),("nginx",pid=30415,fd=8),("nginx",pid=30414,fd=8),("nginx",pid=30413,fd=8),("nginx",pid=30412,fd=8))
LISTEN 0      511          0.0.0.0:80         0.0.0.0:*    users:(("nginx",pid=30416,fd=6),("nginx",pid=30415,fd=6),("nginx",pid=30414,fd=6),("nginx",pid=30413,fd=6),("nginx",pid=30412,fd=6))"""),
        p.run("curl -skI https://localhost/healthz | head -n 4", r"""HTTP/2 200
server: nginx
date: Tue, 14 May 2024 12:53:40 GMT
content-type: application/json"""),
    ]
    return dict(tid="h26-terminal-15", state=state, turns=turns, bad=True, turn=6,
                kind="after the restart logged at 12:52:31, systemctl status reports nginx active since 12:48:03, earlier than the restart")


def t16() -> Traj:
    p = Pane("ines", "lap-ines", "/home/ines")
    state = ("Host lap-ines (Debian 12), user ines, cwd /home/ines. pass 1.7.4 with the store in ~/.password-store (a git\n"
             "repository on branch main, gpg key 0x5B1E7A09C3D4F286 cached by gpg-agent).\n"
             "Task: add a CI token, move the Grafana admin entry under infra/grafana/, drop the old shop login, rotate the token.")
    turns = [
        p.run("pass ls", r"""Password Store
├── email
│   ├── fastmail.com
│   └── gmail.com
├── infra
│   ├── grafana-admin
│   └── vpn-psk
├── shopping
│   └── amazon.de
└── work
    └── jira"""),
        p.run("pass generate -n work/gitlab-ci-token 32", r"""[main 4a1f0c2] Add generated password for work/gitlab-ci-token.
 1 file changed, 0 insertions(+), 0 deletions(-)
 create mode 100644 work/gitlab-ci-token.gpg
The generated password for work/gitlab-ci-token is:
q7Vf2LrX9pK4sWm8Tz1bNc6Hd3Jy5Ge0"""),
        p.run("pass mv infra/grafana-admin infra/grafana/admin", r"""renamed '/home/ines/.password-store/infra/grafana-admin.gpg' -> '/home/ines/.password-store/infra/grafana/admin.gpg'
[main 9d3e7b1] Rename infra/grafana-admin to infra/grafana/admin.
 1 file changed, 0 insertions(+), 0 deletions(-)
 rename infra/{grafana-admin.gpg => grafana/admin.gpg} (100%)"""),
        p.run("pass rm -f shopping/amazon.de", r"""removed '/home/ines/.password-store/shopping/amazon.de.gpg'
[main 0b82c55] Remove shopping/amazon.de from store.
 1 file changed, 0 insertions(+), 0 deletions(-)
 delete mode 100644 shopping/amazon.de.gpg"""),
        p.run("pass ls", r"""Password Store
├── email
│   ├── fastmail.com
│   └── gmail.com
├── infra
│   ├── grafana
│   │   └── admin
│   └── vpn-psk
└── work
    ├── gitlab-ci-token
    └── jira"""),
        p.run("pass generate -n -i work/gitlab-ci-token 32", r"""[main 6c0a9f4] Replace generated password for work/gitlab-ci-token.
 1 file changed, 0 insertions(+), 0 deletions(-)
The generated password for work/gitlab-ci-token is:
Xb4Nq9Tz2Wk7Rm1Pv8Ls3Hd6Gc0Fj5Ya"""),
        p.run("pass git log --oneline -6", r"""6c0a9f4 (HEAD -> main) Replace generated password for work/gitlab-ci-token.
0b82c55 Remove shopping/amazon.de from store.
9d3e7b1 Rename infra/grafana-admin to infra/grafana/admin.
4a1f0c2 Add generated password for work/gitlab-ci-token.
e71b3d8 Add given password for email/fastmail.com to store.
2c94a0f Add given password for infra/vpn-psk to store."""),
        p.run("pass show -c email/fastmail.com", "Copied email/fastmail.com to clipboard. Will clear in 45 seconds."),
        p.run("pass show work/gitlab-ci-token", "Xb4Nq9Tz2Wk7Rm1Pv8Ls3Hd6Gc0Fj5Ya"),
        p.run("find ~/.password-store -name '*.gpg' | sort", r"""/home/ines/.password-store/email/fastmail.com.gpg
/home/ines/.password-store/email/gmail.com.gpg
/home/ines/.password-store/infra/grafana/admin.gpg
/home/ines/.password-store/infra/vpn-psk.gpg
/home/ines/.password-store/work/gitlab-ci-token.gpg
/home/ines/.password-store/work/jira.gpg"""),
    ]
    return dict(tid="h26-terminal-16", state=state, turns=turns, bad=False, turn=None, kind="clean")


def t17() -> Traj:
    p = Pane("pat", "home", "/home/pat/finance")
    state = ("Host home (Arch Linux), user pat, cwd /home/pat/finance. ledger 3.3.2; the journal 2024.ledger is a plain text file\n"
             "edited only by pat in this session. Clock: Tue 2024-05-14 20:05. Task: enter the two missing receipts, clear the\n"
             "pending train ticket, and check the May totals.")
    f = "2024.ledger"
    heredoc_cmd = ("cat >> 2024.ledger <<'EOF'\n\n2024/05/12 * Apotheke am Markt\n    Expenses:Health:Pharmacy                  €23.90\n"
                   "    Assets:Checking\n\n2024/05/13 * Edeka\n    Expenses:Food:Groceries                   €52.08\n"
                   "    Liabilities:CreditCard\nEOF")
    heredoc_screen = ("pat@home:~/finance$ cat >> 2024.ledger <<'EOF'\n> \n> 2024/05/12 * Apotheke am Markt\n"
                      ">     Expenses:Health:Pharmacy                  €23.90\n>     Assets:Checking\n> \n> 2024/05/13 * Edeka\n"
                      ">     Expenses:Food:Groceries                   €52.08\n>     Liabilities:CreditCard\n> EOF\npat@home:~/finance$")
    turns = [
        p.run(f"tail -n 23 {f}", r"""2024/05/02 * Rent May
    Expenses:Housing:Rent                  €1,150.00
    Assets:Checking

2024/05/03 * Edeka
    Expenses:Food:Groceries                   €64.37
    Liabilities:CreditCard

2024/05/06 * Stadtwerke
    Expenses:Utilities:Power                  €78.00
    Assets:Checking

2024/05/08 * Employer GmbH
    Assets:Checking                        €3,412.55
    Income:Salary

2024/05/09 * Rewe
    Expenses:Food:Groceries                   €41.12
    Liabilities:CreditCard

2024/05/11 ! Deutsche Bahn
    Expenses:Transport:Rail                  €119.80
    Liabilities:CreditCard"""),
        p.run(f"ledger -f {f} bal Expenses --begin 2024/05/01", r"""           €1,453.29  Expenses
             €105.49    Food:Groceries
           €1,150.00    Housing:Rent
             €119.80    Transport:Rail
              €78.00    Utilities:Power
--------------------
           €1,453.29"""),
        (keys(heredoc_cmd), heredoc_screen),
        p.run(f"sed -i 's|^2024/05/11 ! Deutsche Bahn$|2024/05/11 * Deutsche Bahn|' {f}", ""),
        p.run(f"ledger -f {f} bal Expenses --begin 2024/05/01", r"""           €1,529.27  Expenses
             €157.57    Food:Groceries
              €23.90    Health:Pharmacy
           €1,150.00    Housing:Rent
             €119.80    Transport:Rail
              €78.00    Utilities:Power
--------------------
           €1,529.27"""),
        p.run(f"ledger -f {f} reg Liabilities:CreditCard --begin 2024/05/01", r"""24-May-03 Edeka                 Liabilities:CreditCard      €-64.37      €-64.37
24-May-09 Rewe                  Liabilities:CreditCard      €-41.12     €-105.49
24-May-11 Deutsche Bahn         Liabilities:CreditCard     €-119.80     €-225.29
24-May-13 Edeka                 Liabilities:CreditCard      €-52.08     €-277.37"""),
        p.run(f"ledger -f {f} bal Assets Liabilities", r"""          €10,287.14  Assets
           €2,787.14    Checking
           €7,500.00    Savings
            €-277.37  Liabilities:CreditCard
--------------------
          €10,009.77"""),
        p.run(f"ledger -f {f} stats", r"""Time period: 24-Jan-02 to 24-May-13 (132 days)
  Files these postings came from:
    /home/pat/finance/2024.ledger

  Unique payees:              41
  Unique accounts:            23

  Number of postings:        318 (2.4 per day)
  Uncleared postings:          0

  Days since last post:        1
  Posts in last 7 days:       10
  Posts in last 30 days:      36
  Posts seen this month:      16"""),
        p.run(f"grep -c '^2024/05' {f}", "8"),
        p.run(f"tail -n 15 {f}", r"""2024/05/09 * Rewe
    Expenses:Food:Groceries                   €44.12
    Liabilities:CreditCard

2024/05/11 * Deutsche Bahn
    Expenses:Transport:Rail                  €119.80
    Liabilities:CreditCard

2024/05/12 * Apotheke am Markt
    Expenses:Health:Pharmacy                  €23.90
    Assets:Checking

2024/05/13 * Edeka
    Expenses:Food:Groceries                   €52.08
    Liabilities:CreditCard"""),
        p.run(f"ledger -f {f} print --begin 2024/05/13", r"""2024/05/13 * Edeka
    Expenses:Food:Groceries                   €52.08
    Liabilities:CreditCard"""),
        p.run(f"ledger -f {f} bal Expenses:Food --begin 2024/05/01", r"""             €157.57  Expenses:Food:Groceries"""),
    ]
    return dict(tid="h26-terminal-17", state=state, turns=turns, bad=True, turn=10,
                kind="the Rewe groceries amount in the ledger file reads 44.12 in a later tail though it was 41.12 and never edited")


def t18() -> Traj:
    p = Pane("ana", "media-srv", "/home/ana/stacks/wiki")
    state = ("Host media-srv (Ubuntu 22.04), user ana (group docker), cwd /home/ana/stacks/wiki. Docker 25.0.3, Compose v2.24.6.\n"
             "compose.yaml runs Wiki.js (service app, image ghcr.io/requarks/wiki:2.5.300) and PostgreSQL (service db).\n"
             "Clock: Tue 2024-05-14 14:20 UTC. Task: upgrade Wiki.js to 2.5.302 and remove the old image.")
    fmt = r"docker ps --format 'table {{.ID}}\t{{.Image}}\t{{.CreatedAt}}\t{{.Status}}\t{{.Names}}'"
    turns = [
        p.run("docker ps", r"""CONTAINER ID   IMAGE                           COMMAND                  CREATED      STATUS                PORTS                                                 NAMES
5e8d1c0a9b37   ghcr.io/requarks/wiki:2.5.300   "docker-entrypoint.s…"   6 days ago   Up 6 days (healthy)   3443/tcp, 0.0.0.0:3000->3000/tcp, :::3000->3000/tcp   wiki-app-1
d2a7f4b61c08   postgres:15.6-alpine            "docker-entrypoint.s…"   6 days ago   Up 6 days (healthy)   5432/tcp                                              wiki-db-1"""),
        p.run("sed -i 's|requarks/wiki:2.5.300|requarks/wiki:2.5.302|' compose.yaml && docker compose pull app", r"""[+] Pulling 9/9
 ✔ app 8 layers [⣿⣿⣿⣿⣿⣿⣿⣿]      0B/0B      Pulled                                14.2s
   ✔ 4abcf2066143 Already exists                                                0.0s
   ✔ 1f4a9b9c3e8d Already exists                                                0.0s
   ✔ 6b0e2c4d8a71 Already exists                                                0.0s
   ✔ b37f5d0e9c12 Pull complete                                                 6.8s
   ✔ 0e9a7c3f1b56 Pull complete                                                 9.9s
   ✔ 5d2c8e4a0f93 Pull complete                                                 10.3s
   ✔ a7f1e6b3c025 Pull complete                                                 12.7s
   ✔ c41d9f2b7e08 Pull complete                                                 12.9s""", duration=16.0),
        p.run("docker compose up -d", r"""[+] Running 2/2
 ✔ Container wiki-db-1   Healthy                                                 0.6s
 ✔ Container wiki-app-1  Started                                                11.6s""", duration=13.0),
        p.run(fmt, r"""CONTAINER ID   IMAGE                           CREATED AT                      STATUS                            NAMES
8c41f7e2d053   ghcr.io/requarks/wiki:2.5.302   2024-05-14 14:21:25 +0000 UTC   Up 18 seconds (health: starting)   wiki-app-1
d2a7f4b61c08   postgres:15.6-alpine            2024-05-08 09:03:47 +0000 UTC   Up 6 days (healthy)               wiki-db-1"""),
        p.run("docker logs --tail 9 wiki-app-1", r"""Loading configuration from /wiki/config.yml... OK
2024-05-14T14:21:37.412Z [MASTER] info: =======================================
2024-05-14T14:21:37.415Z [MASTER] info: = Wiki.js 2.5.302 =====================
2024-05-14T14:21:37.415Z [MASTER] info: =======================================
2024-05-14T14:21:37.416Z [MASTER] info: Initializing...
2024-05-14T14:21:38.102Z [MASTER] info: Using database driver pg for postgres [ OK ]
2024-05-14T14:21:38.264Z [MASTER] info: Database Connection Successful [ OK ]
2024-05-14T14:21:40.950Z [MASTER] info: HTTP Server on port: [ 3000 ]
2024-05-14T14:21:40.953Z [MASTER] info: HTTP Server: [ RUNNING ]"""),
        p.run("docker ps --filter name=wiki-app --format '{{.ID}}  {{.Image}}  {{.Status}}'",
              "8c41f7e2d053  ghcr.io/requarks/wiki:2.5.302  Up About a minute (healthy)"),
        p.run("docker image ls ghcr.io/requarks/wiki", r"""REPOSITORY              TAG       IMAGE ID       CREATED        SIZE
ghcr.io/requarks/wiki   2.5.302   9f7c2d3e1a64   3 weeks ago    462MB
ghcr.io/requarks/wiki   2.5.300   1b2e8a4c7d90   6 months ago   459MB"""),
        p.run("docker rmi ghcr.io/requarks/wiki:2.5.300", r"""Untagged: ghcr.io/requarks/wiki:2.5.300
Untagged: ghcr.io/requarks/wiki@sha256:7c0e5b2a9d41f386e1b7c4d09a2f5e83b6c1d7a40e9f2b85c3d6a1e07f4b9c28
Deleted: sha256:1b2e8a4c7d90e3f56a2b8c1d4e7f09a3b5c6d2e8f1a4b7c0d3e6f9a2b5c8d1e4
Deleted: sha256:3e7a1c5b9d2f4a8e6c0b3d7f1a5e9c2b6d0f4a8e3c7b1d5f9a2e6c0b4d8f2a6
Deleted: sha256:9c2e6a0d4b8f3c7e1a5d9b2f6c0e4a8d3b7f1c5e9a2d6b0f4c8e3a7d1b5f9c2"""),
        p.run("docker system df", r"""TYPE            TOTAL     ACTIVE    SIZE      RECLAIMABLE
Images          2         2         704.6MB   0B (0%)
Containers      2         2         1.31MB    0B (0%)
Local Volumes   2         2         3.184GB   0B (0%)
Build Cache     0         0         0B        0B"""),
    ]
    return dict(tid="h26-terminal-18", state=state, turns=turns, bad=False, turn=None, kind="clean")


def t19() -> Traj:
    p = Pane("root", "build-runner-04", "/root", style="rhel")
    state = ("Host build-runner-04 (RHEL 9.4), user root, cwd /root. GitLab Runner 16.11.0 with the docker executor (docker-ce\n"
             "26.1). podman is installed from appstream but must stay disabled on this host. Clock: Tue 2024-05-14 09:50 CEST.\n"
             "Task: audit which container services are enabled and restart the runner to pick up a new concurrency setting.")
    lf = "systemctl list-unit-files"
    turns = [
        p.run(f"{lf} 'gitlab-runner*' 'docker*' 'podman*'", r"""UNIT FILE                      STATE    PRESET
docker.service                 enabled  disabled
docker.socket                  enabled  disabled
gitlab-runner.service          enabled  disabled
podman-auto-update.service     disabled disabled
podman-auto-update.timer       disabled disabled
podman-clean-transient.service disabled disabled
podman-kube@.service           disabled disabled
podman-restart.service         disabled disabled
podman.service                 disabled disabled
podman.socket                  disabled disabled

10 unit files listed."""),
        p.run("systemctl status gitlab-runner --no-pager", r"""● gitlab-runner.service - GitLab Runner
     Loaded: loaded (/etc/systemd/system/gitlab-runner.service; enabled; preset: disabled)
     Active: active (running) since Mon 2024-05-13 07:31:52 CEST; 1 day 2h ago
   Main PID: 1432 (gitlab-runner)
      Tasks: 14 (limit: 48851)
     Memory: 61.3M
        CPU: 2min 41.203s
     CGroup: /system.slice/gitlab-runner.service
             └─1432 /usr/bin/gitlab-runner run --working-directory /home/gitlab-runner --config /etc/gitlab-runner/config.toml --service gitlab-runner --user gitlab-runner

May 14 09:40:12 build-runner-04 gitlab-runner[1432]: Checking for jobs... received                     job=884213 repo_url=https://gitlab.example.com/platform/api.git runner=Hx7kP2qZ
May 14 09:44:58 build-runner-04 gitlab-runner[1432]: Job succeeded                                    duration_s=286.1 job=884213 project=142 runner=Hx7kP2qZ"""),
        p.run("gitlab-runner list", r"""Runtime platform                                    arch=amd64 os=linux pid=58213 revision=81ab07f6 version=16.11.0
Listing configured runners                          ConfigFile=/etc/gitlab-runner/config.toml
build-runner-04-docker                              Executor=docker Token=glrt-Hx7kP2qZ URL=https://gitlab.example.com"""),
        p.run("dnf -q list --installed docker-ce podman gitlab-runner", r"""Installed Packages
docker-ce.x86_64                    3:26.1.2-1.el9                @docker-ce-stable
gitlab-runner.x86_64                16.11.0-1                     @runner_gitlab-runner
podman.x86_64                       4:4.9.4-4.el9_4               @appstream"""),
        p.run(f"{lf} 'podman*'", r"""UNIT FILE                      STATE    PRESET
podman-auto-update.service     disabled disabled
podman-auto-update.timer       disabled disabled
podman-clean-transient.service disabled disabled
podman-kube@.service           disabled disabled
podman-restart.service         disabled disabled
podman.service                 disabled disabled
podman.socket                  enabled  disabled

7 unit files listed."""),
        p.run("grep -n concurrent /etc/gitlab-runner/config.toml && systemctl is-enabled docker.service gitlab-runner.service", r"""1:concurrent = 6
enabled
enabled"""),
        p.run("journalctl -u gitlab-runner --since '20 min ago' --no-pager | tail -n 4", r"""May 14 09:40:12 build-runner-04 gitlab-runner[1432]: Checking for jobs... received                     job=884213 repo_url=https://gitlab.example.com/platform/api.git runner=Hx7kP2qZ
May 14 09:44:58 build-runner-04 gitlab-runner[1432]: Job succeeded                                    duration_s=286.1 job=884213 project=142 runner=Hx7kP2qZ
May 14 09:47:36 build-runner-04 gitlab-runner[1432]: Configuration loaded                               builds=0 max_builds=6
May 14 09:51:20 build-runner-04 gitlab-runner[1432]: Checking for jobs... received                     job=884290 repo_url=https://gitlab.example.com/platform/web.git runner=Hx7kP2qZ"""),
        p.run("systemctl restart gitlab-runner && systemctl status gitlab-runner --no-pager | head -n 5", r"""● gitlab-runner.service - GitLab Runner
     Loaded: loaded (/etc/systemd/system/gitlab-runner.service; enabled; preset: disabled)
     Active: active (running) since Tue 2024-05-14 09:53:07 CEST; 2s ago
   Main PID: 58390 (gitlab-runner)
      Tasks: 11 (limit: 48851)""", duration=6.0),
        p.run("ss -tlnp | grep gitlab", r"""LISTEN 0      4096       127.0.0.1:9252       0.0.0.0:*    users:(("gitlab-runner",pid=58390,fd=9))"""),
    ]
    return dict(tid="h26-terminal-19", state=state, turns=turns, bad=True, turn=5,
                kind="podman.socket shows as enabled in a later list-unit-files although it was disabled and nothing enabled it")


def t20() -> Traj:
    p = Pane("devi", "lap-devi", "/home/devi")
    state = ("Host lap-devi (Fedora 40), user devi, cwd /home/devi. Watson 2.1.0 time tracker (local frames only, no sync).\n"
             "Timezone CEST. Clock at the start: Tue 2024-05-14 09:13. Task: track today's work for client ACME and\n"
             "back-fill the morning stand-up.")
    turns = [
        p.run("watson status", "No project started."),
        p.run("watson start client-acme +api +bugfix", "Starting project client-acme [api, bugfix] at 09:14"),
        p.run("watson status", "Project client-acme [api, bugfix] started 7 minutes ago (2024.05.14 09:14:02+0200)"),
        p.run("watson stop", "Stopping project client-acme [api, bugfix], started 2 hours ago and stopped just now. (id: 3f8e0c1)"),
        p.run("watson log --day", r"""Tuesday 14 May 2024 (1h 52m 10s)
	3f8e0c1  09:14 to 11:06   1h 52m 10s  client-acme  [api, bugfix]"""),
        p.run("watson add --from '2024-05-14 08:30' --to '2024-05-14 09:05' internal +standup",
              "Adding project internal [standup], started 2 hours ago and stopped 2 hours ago. (id: 8c21d4a)"),
        p.run("watson report --day", r"""Tue 14 May 2024 -> Tue 14 May 2024

client-acme - 1h 52m 10s
	[api  1h 52m 10s]
	[bugfix  1h 52m 10s]

internal - 35m 00s
	[standup  35m 00s]"""),
        p.run("watson log --day", r"""Tuesday 14 May 2024 (2h 27m 10s)
	8c21d4a  08:30 to 09:05      35m 00s  internal     [standup]
	3f8e0c1  09:14 to 11:06   1h 52m 10s  client-acme  [api, bugfix]"""),
        p.run("watson start client-acme +docs", "Starting project client-acme [docs] at 11:20"),
        p.run("watson status", "Project client-acme [docs] started a minute ago (2024.05.14 11:20:44+0200)"),
        p.run("watson frames | tail -n 3 && watson projects", r"""b61e2f9
3f8e0c1
8c21d4a
client-acme
internal"""),
    ]
    return dict(tid="h26-terminal-20", state=state, turns=turns, bad=False, turn=None, kind="clean")


def t21() -> Traj:
    p = Pane("kai", "render-01", "/home/kai")
    state = ("Host render-01 (Ubuntu 22.04), user kai, cwd /home/kai. rclone v1.66.0 with remotes b2 (Backblaze B2 bucket\n"
             "kai-renders) and gdrive (Google Drive). Only kai uses the bucket; nothing else uploads to it.\n"
             "Task: pull the May renders down to /data/renders, verify them, and put the final cut on Drive for the client.")
    src, dst = "b2:kai-renders/2024-05/", "/data/renders/2024-05/"
    turns = [
        p.run(f"rclone lsl {src}", r"""1523718144 2024-05-10 18:22:41.000000000 final_cut_v3.mov
412331520 2024-05-09 23:10:05.000000000 shot_041_comp.exr.tar
398458880 2024-05-09 23:14:52.000000000 shot_042_comp.exr.tar
927272960 2024-05-11 02:47:13.000000000 master_audio.wav
    79872 2024-05-11 09:01:37.000000000 edl_v3.xml"""),
        p.run(f"rclone sha1sum {src}", r"""7c4a1f3e9b2d6085a3c1e7f4b0d9a2c68e5f1b37  final_cut_v3.mov
e21b9d4f7a3c0865b1e2d9f4a7c3b0e1d6f8a254  shot_041_comp.exr.tar
0f6d3a8c1e5b9274d0a3f6c8e1b5d7294a0c3e86  shot_042_comp.exr.tar
b9e4c2a7f1d3068e5b2c9a4f7d1e3b06c8a5f219  master_audio.wav
4d8a2f6c0e3b7195a4d8c2f6e0b3a719d5c1e4f8  edl_v3.xml"""),
        p.run(f"rclone copy {src} {dst} -P", r"""Transferred:   	    3.038 GiB / 3.038 GiB, 100%, 52.113 MiB/s, ETA 0s
Transferred:            5 / 5, 100%
Elapsed time:       1m0.4s""", duration=62.0),
        p.run(f"sha1sum {dst}*", r"""4d8a2f6c0e3b7195a4d8c2f6e0b3a719d5c1e4f8  /data/renders/2024-05/edl_v3.xml
7c4a1f3e9b2d6085a3c1e7f4b0d9a2c68e5f1b37  /data/renders/2024-05/final_cut_v3.mov
b9e4c2a7f1d3068e5b2c9a4f7d1e3b06c8a5f219  /data/renders/2024-05/master_audio.wav
e21b9d4f7a3c0865b1e2d9f4a7c3b0e1d6f8a254  /data/renders/2024-05/shot_041_comp.exr.tar
0f6d3a8c1e5b9274d0a3f6c8e1b5d7294a0c3e86  /data/renders/2024-05/shot_042_comp.exr.tar""", duration=9.0),
        p.run(f"rclone check {src} {dst}", r"""2024/05/14 16:40:12 NOTICE: Local file system at /data/renders/2024-05: 0 differences found
2024/05/14 16:40:12 NOTICE: Local file system at /data/renders/2024-05: 5 matching files""", duration=8.0),
        p.run(f"rclone copy {dst}final_cut_v3.mov gdrive:Renders/2024-05/ -P", r"""Transferred:   	    1.419 GiB / 1.419 GiB, 100%, 23.871 MiB/s, ETA 0s
Transferred:            1 / 1, 100%
Elapsed time:      1m1.2s""", duration=62.0),
        p.run("rclone md5sum gdrive:Renders/2024-05/", "a3f90c6e1b7d42f85c0e9a3d6b1f7e24  final_cut_v3.mov", duration=2.0),
        p.run(f"rclone sha1sum {src}", r"""4d8a2f6c0e3b7195a4d8c2f6e0b3a719d5c1e4f8  edl_v3.xml
7c4a1f3e9b2d6085a3c1e7f4b0d9a2c68e5f1b37  final_cut_v3.mov
b9e4c2a7f1d3068e5b2c9a4f7d1e3b06c8a5f219  master_audio.wav
e21b9d4f7a3c0865b1e2d9f4a7c3b0e1d6f8a254  shot_041_comp.exr.tar
0f6d3a8c1e5b92748e61f0c3a9d2b5e7f4a1c6d3  shot_042_comp.exr.tar"""),
    ]
    return dict(tid="h26-terminal-21", state=state, turns=turns, bad=True, turn=8,
                kind="SHA-1 of shot_042_comp.exr.tar on the bucket differs from the earlier listing (and the verified local copy) with nothing written to it")


def t22() -> Traj:
    p = Pane("root", "web-legacy-1", "/root")
    state = ("Host web-legacy-1 (Ubuntu 20.04, ext4 root on /dev/sda1 with 5% reserved blocks), user root, cwd /root.\n"
             "Monitoring alerted: root filesystem at 99%. Task: free space safely (journal, apt cache, old nginx logs).")
    turns = [
        p.run("df -h /", r"""Filesystem      Size  Used Avail Use% Mounted on
/dev/sda1        48G   45G  647M  99% /"""),
        p.run("du -xh --max-depth=1 /var 2>/dev/null | sort -h | tail -n 6", r"""44M	/var/backups
512M	/var/www
2.9G	/var/cache
7.1G	/var/log
21G	/var/lib
32G	/var""", duration=20.0),
        p.run("journalctl --disk-usage", "Archived and active journals take up 3.9G in the file system."),
        p.run("journalctl --vacuum-size=500M 2>&1 | tail -n 4", r"""Deleted archived journal /var/log/journal/8f3c2a91d5e04b7c9a1e6d3f0b2c5a87/system@6d1f0e7a4b2c48d9a5e3b1c7f0d2e946-00000000003a91c2-0005f6b2e1a4c7d3.journal (128.0M).
Deleted archived journal /var/log/journal/8f3c2a91d5e04b7c9a1e6d3f0b2c5a87/system@6d1f0e7a4b2c48d9a5e3b1c7f0d2e946-00000000003b2e47-0005f71c90d3a2e8.journal (128.0M).
Deleted archived journal /var/log/journal/8f3c2a91d5e04b7c9a1e6d3f0b2c5a87/user-1000@b8e2c4a6d0f14e3a9c7b5d1e3f0a2c48-00000000003b4f10-0005f7201e6b9a05.journal (8.0M).
Vacuuming done, freed 3.4G of archived journals from /var/log/journal/8f3c2a91d5e04b7c9a1e6d3f0b2c5a87.""", duration=4.0),
        p.run("du -sh /var/cache/apt && apt-get clean && du -sh /var/cache/apt", r"""2.9G	/var/cache/apt
84K	/var/cache/apt"""),
        p.run("du -sh /var/log/nginx && find /var/log/nginx -name '*.gz' -mtime +30 -delete && du -sh /var/log/nginx", r"""2.3G	/var/log/nginx
1.2G	/var/log/nginx"""),
        p.run("df -h / && journalctl --disk-usage", r"""Filesystem      Size  Used Avail Use% Mounted on
/dev/sda1        48G   38G  8.0G  83% /
Archived and active journals take up 488.0M in the file system."""),
        p.run("du -xh --max-depth=1 /var 2>/dev/null | sort -h | tail -n 6", r"""44M	/var/backups
52M	/var/cache
512M	/var/www
2.6G	/var/log
21G	/var/lib
25G	/var""", duration=15.0),
        p.run("df -BM /", r"""Filesystem     1M-blocks   Used Available Use% Mounted on
/dev/sda1         49125M 38496M     8173M  83% /"""),
    ]
    return dict(tid="h26-terminal-22", state=state, turns=turns, bad=False, turn=None, kind="clean")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for make in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                 t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        t = make()
        rs.add(task=TASK, tid=t["tid"], system=SYSTEM, turns=t["turns"], state=t["state"],
               bad=t["bad"], turn=t["turn"], kind=t["kind"])
    rs.write()


if __name__ == "__main__":
    main()
