# ruff: noqa: E501, W291, W293
"""Held-out terminal trajectories (holdout25, domain terminal).

Twenty-two tmux shell sessions written by hand: eleven with exactly one world-model contradiction (one
detail of an observation drifting away from what an earlier observation or the starting state
established), eleven clean ones full of legitimate changes (the agent's own edits, clocks and counters,
restarts, rotations, re-sorted or differently formatted views). Running the module writes
``terminal_test.jsonl`` and ``labels.json`` next to it.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet

TASK = "terminal"
SYSTEM = (
    "You are a Terminal World Model. You simulate a Linux machine whose shell runs inside a tmux pane. "
    "The agent acts by sending keystrokes. Given the starting state and the actions so far, predict the "
    "terminal state that follows the latest action: the prompt line with the command as typed, everything "
    "the command prints, and the next prompt. Be faithful to how the real tools format their output and to "
    "everything the session has already shown. Give the prediction after **Environment Observation:**."
)


def add(rs: RowSet, n: int, turns: list[tuple[str, str]], state: str, *, turn: int | None = None,
        kind: str = "clean") -> None:
    rs.add(task=TASK, tid=f"h25-terminal-{n:02d}", system=SYSTEM, turns=turns, state=state,
           bad=turn is not None, turn=turn, kind=kind)


# ---------------------------------------------------------------------------------------------------
# 01 nginx / systemd (mainstream) -- bad
# ---------------------------------------------------------------------------------------------------

NGX = "A high performance web server and a reverse proxy server"


def ngx_status(since: str, ago: str, pre: int, start: int, main: int, workers: list[int], tasks: int,
               mem: str, cpu: str, log: list[str]) -> str:
    cg = "\n".join(f"             {'└' if i == len(workers) - 1 else '├'}─{w} \"nginx: worker process\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\""
                   for i, w in enumerate(workers))
    return (f"● nginx.service - {NGX}\n"
            "     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)\n"
            f"     Active: active (running) since {since}; {ago}\n"
            "       Docs: man:nginx(8)\n"
            f"    Process: {pre} ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)\n"
            f"    Process: {start} ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)\n"
            f"   Main PID: {main} (nginx)\n"
            f"      Tasks: {tasks} (limit: 4557)\n"
            f"     Memory: {mem}\n"
            f"        CPU: {cpu}\n"
            "     CGroup: /system.slice/nginx.service\n"
            f"             ├─{main} \"nginx: master process /usr/sbin/nginx -g daemon on; master_process on;\"\n"
            f"{cg}\n\n" + "\n".join(log))


def traj01(rs: RowSet) -> None:
    p = Pane("root", "web-02", "/root")
    boot = [f"May 14 09:03:11 web-02 systemd[1]: Starting {NGX}...",
            f"May 14 09:03:11 web-02 systemd[1]: Started {NGX}."]
    restart = [f"May 14 14:16:42 web-02 systemd[1]: Stopping {NGX}...",
               "May 14 14:16:42 web-02 systemd[1]: nginx.service: Deactivated successfully.",
               f"May 14 14:16:42 web-02 systemd[1]: Stopped {NGX}.",
               f"May 14 14:16:42 web-02 systemd[1]: Starting {NGX}...",
               f"May 14 14:16:42 web-02 systemd[1]: Started {NGX}."]
    new_workers = [23818, 23819, 23820, 23821]
    t = [
        p.run("systemctl status nginx --no-pager",
              ngx_status("Tue 2024-05-14 09:03:11 UTC", "5h 12min ago", 1161, 1183, 1184, [1185, 1186, 1187, 1188],
                         5, "9.8M", "3.412s", boot)),
        p.run("grep -n gzip /etc/nginx/nginx.conf",
              "48:\tgzip on;\n50:\t# gzip_vary on;\n51:\t# gzip_proxied any;\n52:\t# gzip_comp_level 6;\n"
              "53:\t# gzip_buffers 16 8k;\n54:\t# gzip_http_version 1.1;\n"
              "55:\t# gzip_types text/plain text/css application/json application/javascript text/xml application/xml application/xml+rss text/javascript;"),
        p.run("sed -i -e 's/^\\t# gzip_vary on;/\\tgzip_vary on;/' -e 's/^\\t# gzip_types/\\tgzip_types/' /etc/nginx/nginx.conf && nginx -t",
              "nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\n"
              "nginx: configuration file /etc/nginx/nginx.conf test is successful"),
        p.run("systemctl restart nginx && systemctl status nginx --no-pager",
              ngx_status("Tue 2024-05-14 14:16:42 UTC", "2s ago", 23815, 23816, 23817, new_workers,
                         5, "5.1M", "41ms", boot + restart), duration=3.0),
        p.run("curl -sI -H 'Accept-Encoding: gzip' http://localhost/static/app.js",
              "HTTP/1.1 200 OK\nServer: nginx/1.18.0 (Ubuntu)\nDate: Tue, 14 May 2024 14:17:05 GMT\n"
              "Content-Type: application/javascript\nLast-Modified: Mon, 13 May 2024 16:40:27 GMT\n"
              "Connection: keep-alive\nVary: Accept-Encoding\nETag: W/\"6642427b-3a91f\"\nContent-Encoding: gzip\n"),
        p.run("journalctl -u nginx --since '14:00' --no-pager", "\n".join(restart)),
        # BAD: "active since" moves to before the restart the agent did at 14:16:42 (same main PID)
        p.run("systemctl status nginx --no-pager",
              ngx_status("Tue 2024-05-14 14:11:42 UTC", "6min ago", 23815, 23816, 23817, new_workers,
                         5, "6.3M", "118ms", boot + restart)),
        p.run("tail -n 4 /var/log/nginx/access.log",
              '10.0.3.17 - - [14/May/2024:14:16:58 +0000] "GET /api/cart HTTP/1.1" 200 412 "https://shop.example.com/cart" "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0"\n'
              '127.0.0.1 - - [14/May/2024:14:17:05 +0000] "HEAD /static/app.js HTTP/1.1" 200 0 "-" "curl/7.81.0"\n'
              '10.0.3.17 - - [14/May/2024:14:17:31 +0000] "GET /static/app.js HTTP/1.1" 200 71342 "https://shop.example.com/cart" "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0"\n'
              '10.0.3.22 - - [14/May/2024:14:17:52 +0000] "GET / HTTP/1.1" 200 5120 "-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15"'),
        p.run("ss -ltnp | grep nginx",
              'LISTEN 0      511          0.0.0.0:80        0.0.0.0:*    users:(("nginx",pid=23821,fd=6),("nginx",pid=23820,fd=6),("nginx",pid=23819,fd=6),("nginx",pid=23818,fd=6),("nginx",pid=23817,fd=6))\n'
              'LISTEN 0      511             [::]:80           [::]:*    users:(("nginx",pid=23821,fd=7),("nginx",pid=23820,fd=7),("nginx",pid=23819,fd=7),("nginx",pid=23818,fd=7),("nginx",pid=23817,fd=7))'),
    ]
    state = ("Host web-02 (Ubuntu 22.04.4 LTS, 4 vCPU), logged in as root in /root. nginx 1.18.0 from the Ubuntu archive serves "
             "the shop frontend (/etc/nginx/sites-enabled/shop.conf, root /var/www/shop); in /etc/nginx/nginx.conf gzip is on but "
             "gzip_vary and gzip_types are commented out. The clock reads Tue 2024-05-14 14:15 UTC.")
    add(rs, 1, t, state, turn=7, kind="nginx 'active since' time jumps to before the restart the agent ran, with the same main PID")


# ---------------------------------------------------------------------------------------------------
# 02 docker (mainstream) -- clean
# ---------------------------------------------------------------------------------------------------

def traj02(rs: RowSet) -> None:
    p = Pane("deploy", "build-01", "/home/deploy/apps/metrics-api")
    new_id = "3d90f6b2a1c84e0f9b7d25c6a8e13f4b70d9c2e5a1f6b3d8c47e09a2b5d1f6c3"
    t = [
        p.run("docker ps",
              "CONTAINER ID   IMAGE                COMMAND                  CREATED        STATUS        PORTS                                       NAMES\n"
              "e4b7d1c09a55   metrics-api:1.4.2    \"/app/metrics-api se…\"   2 hours ago    Up 2 hours    0.0.0.0:8080->8080/tcp, :::8080->8080/tcp   metrics-api\n"
              "a91f03bd22c8   redis:7-alpine       \"docker-entrypoint.s…\"   3 days ago     Up 3 days     6379/tcp                                    redis\n"
              "7c1e9a2f4b3d   postgres:15          \"docker-entrypoint.s…\"   3 days ago     Up 3 days     5432/tcp                                    postgres"),
        p.run("docker build -t metrics-api:1.4.3 .",
              "[+] Building 38.6s (14/14) FINISHED                                                              docker:default\n"
              " => [internal] load build definition from Dockerfile                                                      0.0s\n"
              " => => transferring dockerfile: 612B                                                                      0.0s\n"
              " => [internal] load metadata for docker.io/library/golang:1.22-alpine                                     0.9s\n"
              " => [internal] load metadata for gcr.io/distroless/static-debian12:nonroot                                0.6s\n"
              " => [internal] load .dockerignore                                                                         0.0s\n"
              " => => transferring context: 94B                                                                          0.0s\n"
              " => [build 1/6] FROM docker.io/library/golang:1.22-alpine@sha256:f1fe698725f6ed14eb944dc587591f134632ed  0.0s\n"
              " => [stage-1 1/2] FROM gcr.io/distroless/static-debian12:nonroot@sha256:e9ac71e2b8e279a8372741b7a0293af  0.0s\n"
              " => [internal] load build context                                                                         0.1s\n"
              " => => transferring context: 48.21kB                                                                      0.1s\n"
              " => CACHED [build 2/6] WORKDIR /src                                                                       0.0s\n"
              " => CACHED [build 3/6] COPY go.mod go.sum ./                                                              0.0s\n"
              " => CACHED [build 4/6] RUN go mod download                                                                0.0s\n"
              " => [build 5/6] COPY . .                                                                                  0.1s\n"
              " => [build 6/6] RUN CGO_ENABLED=0 go build -trimpath -ldflags='-s -w -X main.version=1.4.3' -o /out/met  36.2s\n"
              " => [stage-1 2/2] COPY --from=build /out/metrics-api /app/metrics-api                                     0.3s\n"
              " => exporting to image                                                                                    0.4s\n"
              " => => exporting layers                                                                                   0.4s\n"
              " => => writing image sha256:5f2c8d0e71ab94c3d6e2f1a08b7c5d49e3a6f0b21c8d7e54a9f3b06c2d1e8a47            0.0s\n"
              " => => naming to docker.io/library/metrics-api:1.4.3                                                      0.0s", duration=45.0),
        p.run("docker images metrics-api",
              "REPOSITORY    TAG       IMAGE ID       CREATED          SIZE\n"
              "metrics-api   1.4.3     5f2c8d0e71ab   21 seconds ago   24.7MB\n"
              "metrics-api   1.4.2     b03a6e9c1d47   3 days ago       24.6MB"),
        p.run("docker stop metrics-api && docker rm metrics-api && docker run -d --name metrics-api --network backend -p 8080:8080 -e DATABASE_URL -e REDIS_URL metrics-api:1.4.3",
              f"metrics-api\nmetrics-api\n{new_id}", duration=12.0),
        p.run("docker ps --format 'table {{.Names}}\\t{{.Image}}\\t{{.Status}}\\t{{.Ports}}'",
              "NAMES         IMAGE               STATUS          PORTS\n"
              "metrics-api   metrics-api:1.4.3   Up 9 seconds    0.0.0.0:8080->8080/tcp, :::8080->8080/tcp\n"
              "redis         redis:7-alpine      Up 3 days       6379/tcp\n"
              "postgres      postgres:15         Up 3 days       5432/tcp"),
        p.run("docker stats --no-stream",
              "CONTAINER ID   NAME          CPU %     MEM USAGE / LIMIT     MEM %     NET I/O           BLOCK I/O         PIDS\n"
              "3d90f6b2a1c8   metrics-api   2.17%     11.42MiB / 7.757GiB   0.14%     18.4kB / 9.87kB   0B / 0B           9\n"
              "a91f03bd22c8   redis         0.31%     6.918MiB / 7.757GiB   0.09%     412MB / 1.06GB    4.1MB / 112MB     6\n"
              "7c1e9a2f4b3d   postgres      0.04%     96.55MiB / 7.757GiB   1.22%     1.38GB / 2.91GB   58.3MB / 4.77GB   12", duration=3.0),
        p.run("docker restart redis && docker inspect -f '{{.State.Pid}} {{.State.StartedAt}} {{.RestartCount}}' redis",
              "redis\n48213 2024-06-03T10:22:47.118305929Z 0", duration=4.0),
        p.run("docker ps",
              "CONTAINER ID   IMAGE                COMMAND                  CREATED         STATUS          PORTS                                       NAMES\n"
              "3d90f6b2a1c8   metrics-api:1.4.3    \"/app/metrics-api se…\"   3 minutes ago   Up 3 minutes    0.0.0.0:8080->8080/tcp, :::8080->8080/tcp   metrics-api\n"
              "a91f03bd22c8   redis:7-alpine       \"docker-entrypoint.s…\"   3 days ago      Up 26 seconds   6379/tcp                                    redis\n"
              "7c1e9a2f4b3d   postgres:15          \"docker-entrypoint.s…\"   3 days ago      Up 3 days       5432/tcp                                    postgres"),
        p.run("curl -s localhost:8080/healthz",
              '{"status":"ok","version":"1.4.3","uptime_s":192,"checks":{"db":"ok","cache":"ok"},"cache_reconnects":1}'),
        p.run("docker rmi metrics-api:1.4.2",
              "Untagged: metrics-api:1.4.2\n"
              "Deleted: sha256:b03a6e9c1d4782f05e6a3c19d8b7f40e2a5c6d13b9f8e07a4c2d51b6e9f03a78\n"
              "Deleted: sha256:8e41c07b2d9f5a36e1c4b08d7a2f95e3c6b1d04a8f7e29c5b3d60a1f4e8c27d9"),
        p.run("docker images",
              "REPOSITORY    TAG         IMAGE ID       CREATED         SIZE\n"
              "metrics-api   1.4.3       5f2c8d0e71ab   5 minutes ago   24.7MB\n"
              "postgres      15          d1a7c3e0f9b2   3 weeks ago     425MB\n"
              "redis         7-alpine    6f4e1b9a0c37   5 weeks ago     40.7MB"),
    ]
    state = ("Host build-01 (Debian 12, Docker Engine 26.1.3), user deploy in ~/apps/metrics-api, a Go service with a two-stage "
             "Dockerfile. Three containers run on the user-defined network 'backend': postgres, redis and metrics-api (image "
             "metrics-api:1.4.2, started two hours ago). The shell exports DATABASE_URL and REDIS_URL. Time: Mon 2024-06-03 10:17 UTC.")
    add(rs, 2, t, state)


# ---------------------------------------------------------------------------------------------------
# 03 git + gh (mainstream) -- bad
# ---------------------------------------------------------------------------------------------------

def traj03(rs: RowSet) -> None:
    p = Pane("lena", "ws-lena", "/home/lena/src/billing-service")
    t = [
        p.run("git status",
              "On branch main\nYour branch is up to date with 'origin/main'.\n\nChanges not staged for commit:\n"
              "  (use \"git add <file>...\" to update what will be committed)\n"
              "  (use \"git restore <file>...\" to discard changes in working directory)\n"
              "\tmodified:   src/billing/invoice/rounding.py\n\tmodified:   tests/invoice/test_rounding.py\n\n"
              "Untracked files:\n  (use \"git add <file>...\" to include in what will be committed)\n\tnotes.txt\n\n"
              "no changes added to commit (use \"git add\" and/or \"git commit -a\")"),
        p.run("git diff --stat",
              " src/billing/invoice/rounding.py | 22 ++++++++++++++--------\n"
              " tests/invoice/test_rounding.py  | 18 +++++++++++++++++-\n"
              " 2 files changed, 31 insertions(+), 9 deletions(-)"),
        p.run("git switch -c fix/rounding-half-even", "Switched to a new branch 'fix/rounding-half-even'"),
        p.run("git commit -am \"Use banker's rounding for invoice totals\"",
              "[fix/rounding-half-even 4e7b2a9] Use banker's rounding for invoice totals\n"
              " 2 files changed, 31 insertions(+), 9 deletions(-)"),
        p.run("git log --oneline -5",
              "4e7b2a9 (HEAD -> fix/rounding-half-even) Use banker's rounding for invoice totals\n"
              "c19f0d3 (origin/main, origin/HEAD, main) Merge pull request #412 from acme/deps/httpx-0.27\n"
              "8a2e6b1 Bump httpx to 0.27.0\n"
              "f05d7c4 Add VAT breakdown to PDF invoices\n"
              "31b9e88 Fix flaky test_due_date_weekend"),
        p.run("git push -u origin fix/rounding-half-even",
              "Enumerating objects: 15, done.\nCounting objects: 100% (15/15), done.\nDelta compression using up to 8 threads\n"
              "Compressing objects: 100% (7/7), done.\nWriting objects: 100% (8/8), 1.91 KiB | 1.91 MiB/s, done.\n"
              "Total 8 (delta 5), reused 0 (delta 0), pack-reused 0\n"
              "remote: Resolving deltas: 100% (5/5), completed with 5 local objects.\nremote: \n"
              "remote: Create a pull request for 'fix/rounding-half-even' on GitHub by visiting:\n"
              "remote:      https://github.com/acme/billing-service/pull/new/fix/rounding-half-even\nremote: \n"
              "To github.com:acme/billing-service.git\n"
              " * [new branch]      fix/rounding-half-even -> fix/rounding-half-even\n"
              "branch 'fix/rounding-half-even' set up to track 'origin/fix/rounding-half-even'.", duration=4.0),
        # BAD: the commit created in turn 4 (4e7b2a9) now shows as 4e7b5a9; no amend, rebase or reset happened
        p.run("git status -sb && git log --oneline -2",
              "## fix/rounding-half-even...origin/fix/rounding-half-even\n?? notes.txt\n"
              "4e7b5a9 (HEAD -> fix/rounding-half-even, origin/fix/rounding-half-even) Use banker's rounding for invoice totals\n"
              "c19f0d3 (origin/main, origin/HEAD, main) Merge pull request #412 from acme/deps/httpx-0.27"),
        p.run("gh pr create --fill --base main",
              "\nCreating pull request for fix/rounding-half-even into main in acme/billing-service\n\n"
              "https://github.com/acme/billing-service/pull/418", duration=5.0),
        p.run("gh pr checks 418",
              "Some checks are still pending\n0 cancelled, 0 failing, 2 successful, 0 skipped, and 2 pending checks\n\n"
              "   NAME                         DESCRIPTION  ELAPSED  URL\n"
              "*  CI/test (3.11) (pull_request)              1m4s     https://github.com/acme/billing-service/actions/runs/9121544870/job/25080512231\n"
              "*  CI/test (3.12) (pull_request)              1m4s     https://github.com/acme/billing-service/actions/runs/9121544870/job/25080512404\n"
              "✓  CI/lint (pull_request)                     21s      https://github.com/acme/billing-service/actions/runs/9121544870/job/25080511987\n"
              "✓  CI/typecheck (pull_request)                38s      https://github.com/acme/billing-service/actions/runs/9121544870/job/25080512090"),
    ]
    state = ("Workstation ws-lena (Ubuntu 24.04), user lena in ~/src/billing-service, a Python service cloned from "
             "git@github.com:acme/billing-service.git. git 2.43.0 and gh 2.45.0 (authenticated as lena-k). Branch main is up to date "
             "with origin/main; the rounding fix is edited in the working tree but not committed.")
    add(rs, 3, t, state, turn=7, kind="short hash of the branch's only new commit changes between two log listings with no amend or rebase")


# ---------------------------------------------------------------------------------------------------
# 04 git rebase / amend (mainstream) -- clean
# ---------------------------------------------------------------------------------------------------

def traj04(rs: RowSet) -> None:
    p = Pane("marco", "devbox", "/home/marco/work/infra-tools")
    t = [
        p.run("git log --oneline -5",
              "a3c91e0 (HEAD -> feature/retry-backoff, origin/feature/retry-backoff) Add jitter to retry backoff\n"
              "77d2f48 Add exponential backoff helper\n"
              "5be0c13 (origin/main, origin/HEAD, main) Release 2.8.1\n"
              "d6a0e93 Drop Python 3.8 from CI matrix\n"
              "41f7b2c Log request ids in http client"),
        p.run("git fetch origin",
              "remote: Enumerating objects: 9, done.\nremote: Counting objects: 100% (9/9), done.\n"
              "remote: Compressing objects: 100% (3/3), done.\nremote: Total 6 (delta 3), reused 4 (delta 3), pack-reused 0\n"
              "Unpacking objects: 100% (6/6), 1.12 KiB | 382.00 KiB/s, done.\n"
              "From github.com:marco-ops/infra-tools\n   5be0c13..e81a4d7  main       -> origin/main", duration=3.0),
        p.run("git rebase origin/main", "Successfully rebased and updated refs/heads/feature/retry-backoff."),
        p.run("git log --oneline -5",
              "0f6d3b2 (HEAD -> feature/retry-backoff) Add jitter to retry backoff\n"
              "9c2e71a Add exponential backoff helper\n"
              "e81a4d7 (origin/main, origin/HEAD) Pin urllib3 below 2.3\n"
              "2d94f5a Fix typo in README\n"
              "5be0c13 (main) Release 2.8.1"),
        p.run("sed -i 's/max_delay: float = 30.0/max_delay: float = 60.0/' infra_tools/retry.py && git commit -a --amend --no-edit",
              "[feature/retry-backoff 6b18e4c] Add jitter to retry backoff\n Date: Mon Jun 3 16:41:09 2024 +0200\n"
              " 1 file changed, 14 insertions(+), 3 deletions(-)"),
        p.run("git status -sb",
              "## feature/retry-backoff...origin/feature/retry-backoff [ahead 4, behind 2]"),
        p.run("git push --force-with-lease",
              "Enumerating objects: 14, done.\nCounting objects: 100% (14/14), done.\nDelta compression using up to 16 threads\n"
              "Compressing objects: 100% (8/8), done.\nWriting objects: 100% (8/8), 2.07 KiB | 2.07 MiB/s, done.\n"
              "Total 8 (delta 5), reused 0 (delta 0), pack-reused 0\n"
              "remote: Resolving deltas: 100% (5/5), completed with 4 local objects.\n"
              "To github.com:marco-ops/infra-tools.git\n + a3c91e0...6b18e4c feature/retry-backoff -> feature/retry-backoff (forced update)",
              duration=3.0),
        p.run("git log --oneline -3",
              "6b18e4c (HEAD -> feature/retry-backoff, origin/feature/retry-backoff) Add jitter to retry backoff\n"
              "9c2e71a Add exponential backoff helper\n"
              "e81a4d7 (origin/main, origin/HEAD) Pin urllib3 below 2.3"),
        p.run("git reflog -7",
              "6b18e4c (HEAD -> feature/retry-backoff, origin/feature/retry-backoff) HEAD@{0}: commit (amend): Add jitter to retry backoff\n"
              "0f6d3b2 HEAD@{1}: rebase (finish): returning to refs/heads/feature/retry-backoff\n"
              "0f6d3b2 HEAD@{2}: rebase (pick): Add jitter to retry backoff\n"
              "9c2e71a HEAD@{3}: rebase (pick): Add exponential backoff helper\n"
              "e81a4d7 (origin/main, origin/HEAD) HEAD@{4}: rebase (start): checkout origin/main\n"
              "a3c91e0 HEAD@{5}: commit: Add jitter to retry backoff\n"
              "77d2f48 HEAD@{6}: commit: Add exponential backoff helper"),
        p.run("git branch -vv",
              "* feature/retry-backoff 6b18e4c [origin/feature/retry-backoff] Add jitter to retry backoff\n"
              "  main                  5be0c13 [origin/main: behind 2] Release 2.8.1"),
    ]
    state = ("Dev VM devbox (Debian 12), user marco in ~/work/infra-tools (Python library, remote github.com:marco-ops/infra-tools). "
             "Branch feature/retry-backoff has two commits on top of main and is already pushed; main has moved on upstream but "
             "has not been fetched yet. git 2.39.2.")
    add(rs, 4, t, state)


# ---------------------------------------------------------------------------------------------------
# 05 PostgreSQL / psql (mainstream) -- bad
# ---------------------------------------------------------------------------------------------------

def traj05(rs: RowSet) -> None:
    p = Pane("dba", "pg-prod-1", "/home/dba")
    tbl = "staging.import_batch_0612"
    t = [
        p.run("psql -d shop -c '\\dt+ staging.*'",
              "                                          List of relations\n"
              " Schema  |       Name        | Type  |  Owner   | Persistence | Access method |  Size   | Description \n"
              "---------+-------------------+-------+----------+-------------+---------------+---------+-------------\n"
              " staging | import_batch_0612 | table | importer | permanent   | heap          | 2144 kB | \n"
              " staging | price_overrides   | table | importer | permanent   | heap          | 48 kB   | \n"
              " staging | sku_map           | table | importer | permanent   | heap          | 624 kB  | \n"
              "(3 rows)\n"),
        p.run(f"psql -d shop -c 'SELECT count(*) AS total_rows, count(DISTINCT sku) AS distinct_skus FROM {tbl};'",
              " total_rows | distinct_skus \n------------+---------------\n       9120 |          8808\n(1 row)\n"),
        p.run(f"psql -d shop -c 'SELECT count(*) AS dup_skus, sum(n - 1) AS extra_rows, max(n) AS worst FROM (SELECT sku, count(*) AS n FROM {tbl} GROUP BY sku HAVING count(*) > 1) d;'",
              " dup_skus | extra_rows | worst \n----------+------------+-------\n      297 |        312 |     3\n(1 row)\n"),
        p.run(f"psql -d shop -c 'DELETE FROM {tbl} a USING {tbl} b WHERE a.sku = b.sku AND a.ctid < b.ctid;'",
              "DELETE 312"),
        p.run(f"psql -d shop -c 'SELECT count(*) AS total_rows, count(DISTINCT sku) AS distinct_skus FROM {tbl};'",
              " total_rows | distinct_skus \n------------+---------------\n       8808 |          8808\n(1 row)\n"),
        p.run(f"psql -d shop -c 'ALTER TABLE {tbl} ADD PRIMARY KEY (sku);'", "ALTER TABLE"),
        p.run(f"psql -d shop -c 'SELECT count(p.sku) AS existing, count(*) - count(p.sku) AS new FROM {tbl} i LEFT JOIN public.products p USING (sku);'",
              " existing | new \n----------+-----\n     8641 | 167\n(1 row)\n"),
        p.run(f"psql -d shop -c 'INSERT INTO public.products (sku, name, price_cents, vat_class, active) SELECT sku, name, price_cents, vat_class, true FROM {tbl} i WHERE NOT EXISTS (SELECT 1 FROM public.products p WHERE p.sku = i.sku);'",
              "INSERT 0 167"),
        # BAD: staged row count reads 8908 although it was 8808 after the dedup and only the agent touches staging
        p.run(f"psql -d shop -c 'SELECT (SELECT count(*) FROM {tbl}) AS staged, (SELECT count(*) FROM {tbl} i JOIN public.products p USING (sku)) AS in_products;'",
              " staged | in_products \n--------+-------------\n   8908 |        8808\n(1 row)\n"),
        p.run(f"psql -d shop -c '\\d {tbl}'",
              "                        Table \"staging.import_batch_0612\"\n"
              "   Column    |           Type           | Collation | Nullable | Default \n"
              "-------------+--------------------------+-----------+----------+---------\n"
              " sku         | text                     |           | not null | \n"
              " name        | text                     |           | not null | \n"
              " price_cents | integer                  |           | not null | \n"
              " vat_class   | smallint                 |           | not null | 1\n"
              " supplier_id | integer                  |           |          | \n"
              " loaded_at   | timestamp with time zone |           | not null | now()\n"
              "Indexes:\n    \"import_batch_0612_pkey\" PRIMARY KEY, btree (sku)\n"),
    ]
    state = ("Host pg-prod-1 (Debian 12, PostgreSQL 15.6), user dba in /home/dba; psql connects to database 'shop' as dba "
             "through ~/.pgpass. The nightly import filled schema 'staging' and finished at 02:14; nothing else writes to staging, "
             "so the agent's session is the only one touching it. Time: Wed 2024-06-12 09:20 CEST.")
    add(rs, 5, t, state, turn=9, kind="staging table row count is 100 higher than after the dedup, with no insert into it")


# ---------------------------------------------------------------------------------------------------
# 06 kubectl rollout / scale (mainstream) -- clean
# ---------------------------------------------------------------------------------------------------

def traj06(rs: RowSet) -> None:
    p = Pane("sre", "bastion-1", "/home/sre")
    t = [
        p.run("kubectl get pods -n checkout -o wide",
              "NAME                              READY   STATUS    RESTARTS       AGE    IP           NODE            NOMINATED NODE   READINESS GATES\n"
              "checkout-api-7d9f8c6b5-2xkqp      1/1     Running   0              6d2h   10.42.1.37   pool-std-7f2k   <none>           <none>\n"
              "checkout-api-7d9f8c6b5-9m4tz      1/1     Running   0              6d2h   10.42.2.19   pool-std-k81q   <none>           <none>\n"
              "checkout-api-7d9f8c6b5-qw7ln      1/1     Running   0              6d2h   10.42.3.52   pool-std-x4vd   <none>           <none>\n"
              "checkout-worker-5c6d7f9b8-h2vzr   1/1     Running   3 (2d4h ago)   6d2h   10.42.2.23   pool-std-k81q   <none>           <none>\n"
              "redis-0                           1/1     Running   0              21d    10.42.1.12   pool-std-7f2k   <none>           <none>"),
        p.run("kubectl set image deployment/checkout-api api=registry.internal/checkout-api:2.14.1 -n checkout",
              "deployment.apps/checkout-api image updated"),
        p.run("kubectl rollout status deployment/checkout-api -n checkout",
              "Waiting for deployment \"checkout-api\" rollout to finish: 1 out of 3 new replicas have been updated...\n"
              "Waiting for deployment \"checkout-api\" rollout to finish: 1 out of 3 new replicas have been updated...\n"
              "Waiting for deployment \"checkout-api\" rollout to finish: 2 out of 3 new replicas have been updated...\n"
              "Waiting for deployment \"checkout-api\" rollout to finish: 2 out of 3 new replicas have been updated...\n"
              "Waiting for deployment \"checkout-api\" rollout to finish: 1 old replicas are pending termination...\n"
              "Waiting for deployment \"checkout-api\" rollout to finish: 1 old replicas are pending termination...\n"
              "deployment \"checkout-api\" successfully rolled out", duration=45.0),
        p.run("kubectl get pods -n checkout",
              "NAME                              READY   STATUS    RESTARTS       AGE\n"
              "checkout-api-6b4c9d7f58-5rj2n     1/1     Running   0              44s\n"
              "checkout-api-6b4c9d7f58-d8xwk     1/1     Running   0              31s\n"
              "checkout-api-6b4c9d7f58-tq6hz     1/1     Running   0              18s\n"
              "checkout-worker-5c6d7f9b8-h2vzr   1/1     Running   3 (2d4h ago)   6d2h\n"
              "redis-0                           1/1     Running   0              21d"),
        p.run("kubectl scale deployment/checkout-worker --replicas=3 -n checkout",
              "deployment.apps/checkout-worker scaled"),
        p.run("kubectl get deploy -n checkout",
              "NAME              READY   UP-TO-DATE   AVAILABLE   AGE\n"
              "checkout-api      3/3     3            3           214d\n"
              "checkout-worker   2/3     3            2           214d"),
        p.run("kubectl get pods -n checkout -l app=checkout-worker -o wide",
              "NAME                              READY   STATUS    RESTARTS       AGE    IP           NODE            NOMINATED NODE   READINESS GATES\n"
              "checkout-worker-5c6d7f9b8-h2vzr   1/1     Running   3 (2d4h ago)   6d2h   10.42.2.23   pool-std-k81q   <none>           <none>\n"
              "checkout-worker-5c6d7f9b8-n7c4s   1/1     Running   0              21s    10.42.1.41   pool-std-7f2k   <none>           <none>\n"
              "checkout-worker-5c6d7f9b8-zp9fb   1/1     Running   0              21s    10.42.3.60   pool-std-x4vd   <none>           <none>"),
        p.run("kubectl top pods -n checkout",
              "NAME                              CPU(cores)   MEMORY(bytes)   \n"
              "checkout-api-6b4c9d7f58-5rj2n     41m          138Mi           \n"
              "checkout-api-6b4c9d7f58-d8xwk     37m          131Mi           \n"
              "checkout-api-6b4c9d7f58-tq6hz     44m          129Mi           \n"
              "checkout-worker-5c6d7f9b8-h2vzr   112m         305Mi           \n"
              "checkout-worker-5c6d7f9b8-n7c4s   96m          187Mi           \n"
              "checkout-worker-5c6d7f9b8-zp9fb   88m          179Mi           \n"
              "redis-0                           7m           33Mi            "),
        p.run("kubectl rollout history deployment/checkout-api -n checkout",
              "deployment.apps/checkout-api \nREVISION  CHANGE-CAUSE\n4         <none>\n5         <none>\n6         <none>\n7         <none>\n"),
        p.run("kubectl get events -n checkout --sort-by=.lastTimestamp | tail -n 8",
              "2m48s       Normal    Killing             pod/checkout-api-7d9f8c6b5-qw7ln       Stopping container api\n"
              "95s         Normal    ScalingReplicaSet   deployment/checkout-worker             Scaled up replica set checkout-worker-5c6d7f9b8 to 3 from 1\n"
              "95s         Normal    SuccessfulCreate    replicaset/checkout-worker-5c6d7f9b8   Created pod: checkout-worker-5c6d7f9b8-n7c4s\n"
              "95s         Normal    SuccessfulCreate    replicaset/checkout-worker-5c6d7f9b8   Created pod: checkout-worker-5c6d7f9b8-zp9fb\n"
              "94s         Normal    Pulled              pod/checkout-worker-5c6d7f9b8-zp9fb    Container image \"registry.internal/checkout-worker:2.14.0\" already present on machine\n"
              "94s         Normal    Pulled              pod/checkout-worker-5c6d7f9b8-n7c4s    Container image \"registry.internal/checkout-worker:2.14.0\" already present on machine\n"
              "93s         Normal    Started             pod/checkout-worker-5c6d7f9b8-n7c4s    Started container worker\n"
              "93s         Normal    Started             pod/checkout-worker-5c6d7f9b8-zp9fb    Started container worker"),
    ]
    state = ("Bastion bastion-1, user sre in /home/sre; kubectl v1.29.4 with context prod-eu (cluster v1.29, three nodes in pool "
             "'pool-std'). Namespace checkout runs deployments checkout-api (3 replicas, image registry.internal/checkout-api:2.14.0) "
             "and checkout-worker (1 replica), plus the statefulset redis. metrics-server is installed.")
    add(rs, 6, t, state)


# ---------------------------------------------------------------------------------------------------
# 07 new data disk: parted / mkfs / fstab (mainstream) -- bad
# ---------------------------------------------------------------------------------------------------

def traj07(rs: RowSet) -> None:
    p = Pane("root", "db-03", "/root")
    uuid = "9b3e7c21-4f0a-4d8e-a6b2-51c7e0d93f48"
    drift = "9b3e7c21-4f0a-4d8e-a6b2-51c7e0d93f84"
    fstab_head = ("LABEL=cloudimg-rootfs\t/\t ext4\tdiscard,errors=remount-ro\t0 1\n"
                  "LABEL=UEFI\t/boot/efi\tvfat\tumask=0077\t0 1\n")
    t = [
        p.run("lsblk -o NAME,SIZE,TYPE,FSTYPE,MOUNTPOINTS",
              "NAME     SIZE TYPE FSTYPE   MOUNTPOINTS\n"
              "loop0   63.9M loop squashfs /snap/core20/2264\n"
              "loop1     87M loop squashfs /snap/lxd/27948\n"
              "loop2   38.7M loop squashfs /snap/snapd/21465\n"
              "sda       80G disk          \n"
              "├─sda1  79.9G part ext4     /\n"
              "├─sda14    4M part          \n"
              "└─sda15  106M part vfat     /boot/efi\n"
              "sdb      500G disk          "),
        p.run("parted -s /dev/sdb mklabel gpt mkpart data ext4 1MiB 100% && lsblk -o NAME,SIZE,TYPE,PARTLABEL /dev/sdb",
              "NAME   SIZE TYPE PARTLABEL\nsdb    500G disk \n└─sdb1 500G part data"),
        p.run("mkfs.ext4 -L pgdata /dev/sdb1",
              "mke2fs 1.46.5 (30-Dec-2021)\n"
              "Discarding device blocks: done                            \n"
              "Creating filesystem with 131071488 4k blocks and 32768000 inodes\n"
              f"Filesystem UUID: {uuid}\n"
              "Superblock backups stored on blocks: \n"
              "\t32768, 98304, 163840, 229376, 294912, 819200, 884736, 1605632, 2654208, \n"
              "\t4096000, 7962624, 11239424, 20480000, 23887872, 71663616, 78675968, \n"
              "\t102400000\n\n"
              "Allocating group tables: done                            \n"
              "Writing inode tables: done                            \n"
              "Creating journal (262144 blocks): done\n"
              "Writing superblocks and filesystem accounting information: done     \n", duration=20.0),
        p.run("blkid /dev/sdb1",
              f"/dev/sdb1: LABEL=\"pgdata\" UUID=\"{uuid}\" BLOCK_SIZE=\"4096\" TYPE=\"ext4\" PARTLABEL=\"data\" PARTUUID=\"c0a1d6e4-7b52-4f1e-9d83-2e6f05b1a7c9\""),
        p.run(f"echo 'UUID={uuid} /var/lib/postgresql ext4 defaults,noatime 0 2' >> /etc/fstab && mkdir -p /var/lib/postgresql && mount -a && df -h /var/lib/postgresql",
              "mount: (hint) your fstab has been modified, but systemd still uses\n"
              "       the old version; use 'systemctl daemon-reload' to reload.\n"
              "Filesystem      Size  Used Avail Use% Mounted on\n"
              "/dev/sdb1       492G   28K  467G   1% /var/lib/postgresql"),
        p.run("tune2fs -l /dev/sdb1 | head -n 16",
              "tune2fs 1.46.5 (30-Dec-2021)\n"
              "Filesystem volume name:   pgdata\n"
              "Last mounted on:          <not available>\n"
              f"Filesystem UUID:          {uuid}\n"
              "Filesystem magic number:  0xEF53\n"
              "Filesystem revision #:    1 (dynamic)\n"
              "Filesystem features:      has_journal ext_attr resize_inode dir_index filetype needs_recovery extent 64bit flex_bg sparse_super large_file huge_file dir_nlink extra_isize metadata_csum\n"
              "Filesystem flags:         signed_directory_hash \n"
              "Default mount options:    user_xattr acl\n"
              "Filesystem state:         clean\n"
              "Errors behavior:          Continue\n"
              "Filesystem OS type:       Linux\n"
              "Inode count:              32768000\n"
              "Block count:              131071488\n"
              "Reserved block count:     6553574\n"
              "Overhead clusters:        2342781"),
        # BAD: the line the agent appended in turn 5 now carries a UUID ending ...3f84 instead of ...3f48; no edit since
        p.run("cat /etc/fstab",
              fstab_head + f"UUID={drift} /var/lib/postgresql ext4 defaults,noatime 0 2"),
        p.run("findmnt /var/lib/postgresql",
              "TARGET              SOURCE    FSTYPE OPTIONS\n/var/lib/postgresql /dev/sdb1 ext4   rw,noatime"),
        p.run("systemctl daemon-reload && systemctl list-units --type=mount --no-legend | grep postgresql",
              "  var-lib-postgresql.mount loaded active mounted /var/lib/postgresql"),
    ]
    state = ("Cloud VM db-03 (Ubuntu 22.04 cloud image), root shell in /root. A new, empty 500 GiB volume was just attached as "
             "/dev/sdb; it is to hold /var/lib/postgresql before PostgreSQL is installed. /etc/fstab holds only the two entries "
             "of the cloud image (root and EFI).")
    add(rs, 7, t, state, turn=7, kind="fstab line the agent appended shows a different UUID than the one it wrote; no edit in between")


# ---------------------------------------------------------------------------------------------------
# 08 cron / logrotate / journalctl (mainstream, RHEL-style prompt) -- clean
# ---------------------------------------------------------------------------------------------------

def traj08(rs: RowSet) -> None:
    p = Pane("root", "app-07", "/root", style="rhel")
    sync = "/opt/reports/bin/sync.sh >> /var/log/reports/sync.log 2>&1"
    hc = "/opt/reports/bin/healthcheck.sh >/dev/null 2>&1"
    base = f'MAILTO=""\n*/15 * * * * {sync}\n30 2 * * * /opt/reports/bin/nightly.sh >> /var/log/reports/nightly.log 2>&1'
    jour = ["Jun 11 11:59:01 app-07 crond[1023]: (root) RELOAD (/var/spool/cron/root)",
            f"Jun 11 12:00:01 app-07 CROND[48211]: (root) CMD ({sync})",
            f"Jun 11 12:00:01 app-07 CROND[48212]: (root) CMD ({hc})",
            f"Jun 11 12:00:02 app-07 CROND[48212]: (root) CMDEND ({hc})",
            f"Jun 11 12:00:05 app-07 CROND[48211]: (root) CMDEND ({sync})"]
    older = [f"Jun 11 11:30:01 app-07 CROND[47760]: (root) CMD ({sync})",
             f"Jun 11 11:30:05 app-07 CROND[47760]: (root) CMDEND ({sync})",
             f"Jun 11 11:45:01 app-07 CROND[47986]: (root) CMD ({sync})",
             f"Jun 11 11:45:04 app-07 CROND[47986]: (root) CMDEND ({sync})"]
    t = [
        p.run("crontab -l", base),
        p.run(f"(crontab -l; echo '*/5 * * * * {hc}') | crontab - && crontab -l", base + f"\n*/5 * * * * {hc}"),
        p.run("date; ls -l /var/log/reports/",
              "Tue Jun 11 11:58:42 CEST 2024\ntotal 2048\n"
              "-rw-r--r--. 1 root root   41872 Jun 11 02:31 nightly.log\n"
              "-rw-r--r--. 1 root root    4391 Jun 10 03:12 nightly.log-20240610.gz\n"
              "-rw-r--r--. 1 root root 1843221 Jun 11 11:45 sync.log\n"
              "-rw-r--r--. 1 root root  196430 Jun 10 03:12 sync.log-20240610.gz"),
        p.run("logrotate -f /etc/logrotate.d/reports && ls -l /var/log/reports/",
              "total 408\n"
              "-rw-r--r--. 1 root root      0 Jun 11 11:59 nightly.log\n"
              "-rw-r--r--. 1 root root   4391 Jun 10 03:12 nightly.log-20240610.gz\n"
              "-rw-r--r--. 1 root root   4410 Jun 11 11:59 nightly.log-20240611.gz\n"
              "-rw-r--r--. 1 root root      0 Jun 11 11:59 sync.log\n"
              "-rw-r--r--. 1 root root 196430 Jun 10 03:12 sync.log-20240610.gz\n"
              "-rw-r--r--. 1 root root 201877 Jun 11 11:59 sync.log-20240611.gz", duration=2.0),
        p.run("journalctl -u crond --since '11:55' --no-pager", "\n".join(jour), duration=60.0),
        p.run("ls -l /var/log/reports/",
              "total 412\n"
              "-rw-r--r--. 1 root root      0 Jun 11 11:59 nightly.log\n"
              "-rw-r--r--. 1 root root   4391 Jun 10 03:12 nightly.log-20240610.gz\n"
              "-rw-r--r--. 1 root root   4410 Jun 11 11:59 nightly.log-20240611.gz\n"
              "-rw-r--r--. 1 root root   2114 Jun 11 12:00 sync.log\n"
              "-rw-r--r--. 1 root root 196430 Jun 10 03:12 sync.log-20240610.gz\n"
              "-rw-r--r--. 1 root root 201877 Jun 11 11:59 sync.log-20240611.gz"),
        p.run("tail -n 4 /var/log/reports/sync.log",
              "2024-06-11T12:00:01+02:00 sync: start (source=erp-db, since=2024-06-11T11:45:00+02:00)\n"
              "2024-06-11T12:00:03+02:00 sync: fetched 312 rows from erp.orders, 41 from erp.returns\n"
              "2024-06-11T12:00:05+02:00 sync: upserted 353 rows into reports.fact_orders\n"
              "2024-06-11T12:00:05+02:00 sync: done in 3.9s"),
        p.run("systemctl status crond --no-pager",
              "● crond.service - Command Scheduler\n"
              "     Loaded: loaded (/usr/lib/systemd/system/crond.service; enabled; preset: enabled)\n"
              "     Active: active (running) since Mon 2024-06-03 07:12:55 CEST; 1 week 1 day ago\n"
              "   Main PID: 1023 (crond)\n"
              "      Tasks: 1 (limit: 48721)\n"
              "     Memory: 1.9M\n"
              "        CPU: 4.337s\n"
              "     CGroup: /system.slice/crond.service\n"
              "             └─1023 /usr/sbin/crond -n\n\n" + "\n".join(older + jour)),
        p.run("date", "Tue Jun 11 12:01:37 CEST 2024"),
    ]
    state = ("Server app-07 (AlmaLinux 9.4), root shell in /root. cronie runs root's crontab with a 15-minute ERP sync and a "
             "nightly job, both logging to /var/log/reports/. /etc/logrotate.d/reports rotates *.log in that folder daily with "
             "rotate 14, compress, dateext and missingok. /opt/reports/bin/healthcheck.sh exists but is "
             "not scheduled yet.")
    add(rs, 8, t, state)


# ---------------------------------------------------------------------------------------------------
# 09 MySQL replica (mainstream) -- bad
# ---------------------------------------------------------------------------------------------------

def mysql_replica(read_pos: int, relay_pos: int, exec_pos: int, relay_space: int, sql_run: str, behind: str,
                  sql_state: str, retrieved: str, executed: str) -> str:
    src = "5c0e6a4e-1f2b-11ee-9d41-0242ac140011"
    return ("*************************** 1. row ***************************\n"
            "             Replica_IO_State: Waiting for source to send event\n"
            "                  Source_Host: 10.20.0.11\n"
            "                  Source_User: repl\n"
            "                  Source_Port: 3306\n"
            "                Connect_Retry: 60\n"
            "              Source_Log_File: binlog.000412\n"
            f"          Read_Source_Log_Pos: {read_pos}\n"
            "               Relay_Log_File: db-replica-2-relay-bin.001236\n"
            f"                Relay_Log_Pos: {relay_pos}\n"
            "        Relay_Source_Log_File: binlog.000412\n"
            "           Replica_IO_Running: Yes\n"
            f"          Replica_SQL_Running: {sql_run}\n"
            "              Replicate_Do_DB: \n"
            "          Replicate_Ignore_DB: \n"
            "           Replicate_Do_Table: \n"
            "       Replicate_Ignore_Table: \n"
            "      Replicate_Wild_Do_Table: \n"
            "  Replicate_Wild_Ignore_Table: \n"
            "                   Last_Errno: 0\n"
            "                   Last_Error: \n"
            "                 Skip_Counter: 0\n"
            f"          Exec_Source_Log_Pos: {exec_pos}\n"
            f"              Relay_Log_Space: {relay_space}\n"
            "              Until_Condition: None\n"
            "               Until_Log_File: \n"
            "                Until_Log_Pos: 0\n"
            "           Source_SSL_Allowed: Yes\n"
            "           Source_SSL_CA_File: /etc/mysql/ssl/ca.pem\n"
            f"        Seconds_Behind_Source: {behind}\n"
            "Source_SSL_Verify_Server_Cert: No\n"
            "                Last_IO_Errno: 0\n"
            "                Last_IO_Error: \n"
            "               Last_SQL_Errno: 0\n"
            "               Last_SQL_Error: \n"
            "             Source_Server_Id: 11\n"
            f"                  Source_UUID: {src}\n"
            "             Source_Info_File: mysql.slave_master_info\n"
            "                    SQL_Delay: 0\n"
            "          SQL_Remaining_Delay: NULL\n"
            f"    Replica_SQL_Running_State: {sql_state}\n"
            "           Source_Retry_Count: 86400\n"
            f"           Retrieved_Gtid_Set: {src}:{retrieved}\n"
            f"            Executed_Gtid_Set: {src}:{executed}\n"
            "                Auto_Position: 1\n"
            "                 Channel_Name: \n"
            "           Source_TLS_Version: TLSv1.3\n"
            "       Source_public_key_path: \n"
            "        Get_Source_public_key: 0\n"
            "            Network_Namespace: ")


def traj09(rs: RowSet) -> None:
    p = Pane("root", "db-replica-2", "/root")
    t = [
        p.run("mysql -e 'SHOW REPLICA STATUS\\G'",
              mysql_replica(73120455, 73120671, 73120455, 73121102, "Yes", "0",
                            "Replica has read all relay log; waiting for more updates", "18220431-19044187", "1-19044187")),
        p.run("mysql -e 'STOP REPLICA SQL_THREAD; SELECT SERVICE_STATE FROM performance_schema.replication_applier_status;'",
              "+---------------+\n| SERVICE_STATE |\n+---------------+\n| OFF           |\n+---------------+"),
        p.run("mysqldump --single-transaction --routines --triggers --databases crm | gzip > /backup/crm-20240612.sql.gz && ls -lh /backup/",
              "Warning: A partial dump from a server that has GTIDs will by default include the GTIDs of all transactions, even those "
              "that changed suppressed parts of the database. If you don't want to restore GTIDs, pass --set-gtid-purged=OFF. To make "
              "a complete dump, pass --all-databases --triggers --routines --events. \n"
              "total 3.8G\n"
              "-rw-r--r-- 1 root root 1.9G Jun 11 02:31 crm-20240611.sql.gz\n"
              "-rw-r--r-- 1 root root 1.9G Jun 12 11:07 crm-20240612.sql.gz", duration=480.0),
        # BAD: the SQL applier thread shows as running again although the agent stopped it and never started it
        p.run("mysql -e 'SHOW REPLICA STATUS\\G'",
              mysql_replica(75388120, 75388336, 75388120, 75388767, "Yes", "0",
                            "Replica has read all relay log; waiting for more updates", "18220431-19051902", "1-19051902")),
        p.run("gunzip -t /backup/crm-20240612.sql.gz && echo archive OK", "archive OK", duration=40.0),
        p.run("zcat /backup/crm-20240612.sql.gz | head -n 24",
              "-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)\n--\n-- Host: localhost    Database: crm\n"
              "-- ------------------------------------------------------\n-- Server version\t8.0.36\n\n"
              "/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;\n"
              "/*!40101 SET @OLD_CHARACTER_SET_RESULTS=@@CHARACTER_SET_RESULTS */;\n"
              "/*!40101 SET @OLD_COLLATION_CONNECTION=@@COLLATION_CONNECTION */;\n"
              "/*!50503 SET NAMES utf8mb4 */;\n"
              "/*!40103 SET @OLD_TIME_ZONE=@@TIME_ZONE */;\n"
              "/*!40103 SET TIME_ZONE='+00:00' */;\n"
              "/*!40014 SET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0 */;\n"
              "/*!40014 SET @OLD_FOREIGN_KEY_CHECKS=@@FOREIGN_KEY_CHECKS, FOREIGN_KEY_CHECKS=0 */;\n"
              "/*!40101 SET @OLD_SQL_MODE=@@SQL_MODE, SQL_MODE='NO_AUTO_VALUE_ON_ZERO' */;\n"
              "/*!40111 SET @OLD_SQL_NOTES=@@SQL_NOTES, SQL_NOTES=0 */;\n"
              "SET @MYSQLDUMP_TEMP_LOG_BIN = @@SESSION.SQL_LOG_BIN;\n"
              "SET @@SESSION.SQL_LOG_BIN= 0;\n\n--\n-- GTID state at the beginning of the backup \n--\n\n"
              "SET @@GLOBAL.GTID_PURGED=/*!80000 '+'*/ '5c0e6a4e-1f2b-11ee-9d41-0242ac140011:1-19044187';"),
        p.run("du -sh /var/lib/mysql", "214G\t/var/lib/mysql", duration=6.0),
        p.run("df -h /backup",
              "Filesystem                  Size  Used Avail Use% Mounted on\n"
              "/dev/mapper/vg_backup-lv_b  2.0T  1.2T  738G  63% /backup"),
    ]
    state = ("Host db-replica-2 (Ubuntu 22.04, MySQL 8.0.36), root shell in /root with credentials in /root/.my.cnf. The server "
             "is a GTID-based replica of db-primary-1 (10.20.0.11). The agent's job: take a consistent dump of the 'crm' "
             "database from the replica with the SQL applier paused, then verify the archive in /backup.")
    add(rs, 9, t, state, turn=4, kind="replica SQL thread reported running again after the agent stopped it, with no START issued")


# ---------------------------------------------------------------------------------------------------
# 10 ip / ss / haproxy (mainstream) -- clean
# ---------------------------------------------------------------------------------------------------

def traj10(rs: RowSet) -> None:
    p = Pane("root", "edge-gw-1", "/root")
    lo = "lo               UNKNOWN        127.0.0.1/8 ::1/128 \n"
    ens3 = "ens3             UP             203.0.113.24/24 2001:db8:40::24/64 fe80::5054:ff:fe3a:9c11/64 \n"

    def link(rx: str, tx: str) -> str:
        return ("2: ens3: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc fq_codel state UP mode DEFAULT group default qlen 1000\n"
                "    link/ether 52:54:00:3a:9c:11 brd ff:ff:ff:ff:ff:ff\n"
                "    RX:      bytes  packets errors dropped  missed   mcast           \n"
                f"    {rx}\n"
                "    TX:      bytes  packets errors dropped carrier collsns           \n"
                f"    {tx}\n"
                "    altname enp0s3")

    def hap(pid: int) -> str:
        return (f'LISTEN 0      4096         0.0.0.0:80         0.0.0.0:*    users:(("haproxy",pid={pid},fd=7))          \n'
                f'LISTEN 0      4096         0.0.0.0:443        0.0.0.0:*    users:(("haproxy",pid={pid},fd=8))          \n'
                f'LISTEN 0      4096       127.0.0.1:8404       0.0.0.0:*    users:(("haproxy",pid={pid},fd=9))          ')

    t = [
        p.run("ip -br addr", lo + ens3 + "ens4             DOWN           "),
        p.run("ip link set ens4 up && ip addr add 10.40.0.1/24 dev ens4 && ip -br addr",
              lo + ens3 + "ens4             UP             10.40.0.1/24 fe80::5054:ff:fe71:2be4/64 "),
        p.run("ip -s link show ens3",
              link("8812734412  9120443      0     117       0       0 ", "2931047735  5071138      0       0       0       0 ")),
        p.run("ss -ltnp",
              "State  Recv-Q Send-Q Local Address:Port  Peer Address:PortProcess                                    \n"
              'LISTEN 0      4096   127.0.0.53%lo:53         0.0.0.0:*    users:(("systemd-resolve",pid=612,fd=14))\n'
              'LISTEN 0      128          0.0.0.0:22         0.0.0.0:*    users:(("sshd",pid=901,fd=3))            \n'
              'LISTEN 0      4096               *:9100             *:*    users:(("node_exporter",pid=874,fd=3))   \n'
              'LISTEN 0      128             [::]:22            [::]:*    users:(("sshd",pid=901,fd=4))            '),
        p.run("systemctl start haproxy && ss -ltnp | grep haproxy", hap(5121), duration=2.0),
        p.run("ip -s link show ens3",
              link("8815902177  9124018      0     117       0       0 ", "2934411209  5074870      0       0       0       0 ")),
        p.run("ss -tn state established '( sport = :443 )'",
              "Recv-Q Send-Q    Local Address:Port      Peer Address:Port  Process\n"
              "0      0          203.0.113.24:443    198.51.100.73:51544          \n"
              "0      0          203.0.113.24:443      192.0.2.210:62081          \n"
              "0      0          203.0.113.24:443    198.51.100.12:40318          \n"
              "0      517        203.0.113.24:443     203.0.113.90:55870          \n"
              "0      0          203.0.113.24:443    198.51.100.73:51560          "),
        p.run("systemctl reload haproxy && systemctl status haproxy --no-pager",
              "● haproxy.service - HAProxy Load Balancer\n"
              "     Loaded: loaded (/lib/systemd/system/haproxy.service; enabled; vendor preset: enabled)\n"
              "     Active: active (running) since Tue 2024-06-11 09:42:18 UTC; 3min 13s ago\n"
              "       Docs: man:haproxy(1)\n"
              "             file:/usr/share/doc/haproxy/configuration.txt.gz\n"
              "    Process: 5215 ExecReload=/usr/sbin/haproxy -Ws -f $CONFIG -c -q $EXTRAOPTS (code=exited, status=0/SUCCESS)\n"
              "    Process: 5217 ExecReload=/bin/kill -USR2 $MAINPID (code=exited, status=0/SUCCESS)\n"
              "   Main PID: 5119 (haproxy)\n"
              "      Tasks: 5 (limit: 4557)\n"
              "     Memory: 14.2M\n"
              "        CPU: 212ms\n"
              "     CGroup: /system.slice/haproxy.service\n"
              "             ├─5119 /usr/sbin/haproxy -Ws -f /etc/haproxy/haproxy.cfg -p /run/haproxy.pid -S /run/haproxy-master.sock\n"
              "             └─5218 /usr/sbin/haproxy -Ws -f /etc/haproxy/haproxy.cfg -p /run/haproxy.pid -S /run/haproxy-master.sock -sf 5121\n\n"
              "Jun 11 09:42:18 edge-gw-1 systemd[1]: Starting HAProxy Load Balancer...\n"
              "Jun 11 09:42:18 edge-gw-1 haproxy[5119]: [NOTICE]   (5119) : New worker #1 (5121) forked\n"
              "Jun 11 09:42:18 edge-gw-1 systemd[1]: Started HAProxy Load Balancer.\n"
              "Jun 11 09:45:31 edge-gw-1 systemd[1]: Reloading HAProxy Load Balancer...\n"
              "Jun 11 09:45:31 edge-gw-1 haproxy[5119]: [WARNING]  (5119) : Reexecuting Master process\n"
              "Jun 11 09:45:31 edge-gw-1 haproxy[5119]: [NOTICE]   (5119) : New worker #1 (5218) forked\n"
              "Jun 11 09:45:31 edge-gw-1 haproxy[5119]: [WARNING]  (5119) : Former worker #1 (5121) exited with code 0 (Exit)\n"
              "Jun 11 09:45:31 edge-gw-1 systemd[1]: Reloaded HAProxy Load Balancer."),
        p.run("ss -ltnp | grep haproxy", hap(5218)),
        p.run("ip route",
              "default via 203.0.113.1 dev ens3 proto static \n"
              "10.40.0.0/24 dev ens4 proto kernel scope link src 10.40.0.1 \n"
              "203.0.113.0/24 dev ens3 proto kernel scope link src 203.0.113.24 "),
    ]
    state = ("Edge gateway edge-gw-1 (Ubuntu 22.04, HAProxy 2.4.24 installed but stopped), root shell in /root. ens3 is the public "
             "uplink (203.0.113.24/24); ens4 faces the new internal segment 10.40.0.0/24 and is down. Clients are already "
             "pointed at this host. Time: Tue 2024-06-11 09:40 UTC.")
    add(rs, 10, t, state)


# ---------------------------------------------------------------------------------------------------
# 11 apt / dpkg (mainstream) -- bad
# ---------------------------------------------------------------------------------------------------

APT_HEAD = "Reading package lists... Done\nBuilding dependency tree... Done\nReading state information... Done\n"
AUTO = ("  catatonit conmon crun fuse-overlayfs golang-github-containernetworking-plugin-dnsname\n"
        "  golang-github-containers-common golang-github-containers-image slirp4netns\n")


def traj11(rs: RowSet) -> None:
    p = Pane("admin", "ci-runner-04", "/home/admin")
    up = [("containerd", "1.7.12-0ubuntu2~22.04.1", "1.7.2-0ubuntu1~22.04.1"),
          ("curl", "7.81.0-1ubuntu1.16", "7.81.0-1ubuntu1.15"),
          ("docker.io", "24.0.7-0ubuntu2~22.04.1", "24.0.5-0ubuntu1~22.04.1"),
          ("git", "1:2.34.1-1ubuntu1.11", "1:2.34.1-1ubuntu1.10"),
          ("git-man", "1:2.34.1-1ubuntu1.11", "1:2.34.1-1ubuntu1.10"),
          ("libcurl3-gnutls", "7.81.0-1ubuntu1.16", "7.81.0-1ubuntu1.15"),
          ("libcurl4", "7.81.0-1ubuntu1.16", "7.81.0-1ubuntu1.15"),
          ("libglib2.0-0", "2.72.4-0ubuntu2.3", "2.72.4-0ubuntu2.2"),
          ("libglib2.0-data", "2.72.4-0ubuntu2.3", "2.72.4-0ubuntu2.2"),
          ("libssl3", "3.0.2-0ubuntu1.15", "3.0.2-0ubuntu1.14"),
          ("openssh-client", "1:8.9p1-3ubuntu0.7", "1:8.9p1-3ubuntu0.6"),
          ("openssh-server", "1:8.9p1-3ubuntu0.7", "1:8.9p1-3ubuntu0.6"),
          ("openssh-sftp-server", "1:8.9p1-3ubuntu0.7", "1:8.9p1-3ubuntu0.6"),
          ("openssl", "3.0.2-0ubuntu1.15", "3.0.2-0ubuntu1.14"),
          ("python3-idna", "3.3-1ubuntu0.1", "3.3-1"),
          ("runc", "1.1.12-0ubuntu2~22.04.1", "1.1.7-0ubuntu1~22.04.1")]
    arch = {"git-man": "all", "libglib2.0-data": "all", "python3-idna": "all"}
    upg = "Listing... Done\n" + "\n".join(
        f"{n}/jammy-updates {new} {arch.get(n, 'amd64')} [upgradable from: {old}]" for n, new, old in up)
    t = [
        p.run("apt list --installed 2>/dev/null | grep -E '^(containerd|docker|podman|runc)/'",
              "containerd/jammy-updates,now 1.7.2-0ubuntu1~22.04.1 amd64 [installed]\n"
              "docker.io/jammy-updates,now 24.0.5-0ubuntu1~22.04.1 amd64 [installed]\n"
              "podman/jammy-updates,now 3.4.4+ds1-1ubuntu1.22.04.2 amd64 [installed]\n"
              "runc/jammy-updates,now 1.1.7-0ubuntu1~22.04.1 amd64 [installed]"),
        p.run("sudo apt-get remove -y podman",
              APT_HEAD + "The following packages were automatically installed and are no longer required:\n" + AUTO +
              "Use 'sudo apt autoremove' to remove them.\nThe following packages will be REMOVED:\n  podman\n"
              "0 upgraded, 0 newly installed, 1 to remove and 14 not upgraded.\n"
              "After this operation, 42.1 MB disk space will be freed.\n"
              "(Reading database ... 98213 files and directories currently installed.)\n"
              "Removing podman (3.4.4+ds1-1ubuntu1.22.04.2) ...\nProcessing triggers for man-db (2.10.2-1) ...", duration=6.0),
        p.run("sudo apt-get autoremove -y",
              APT_HEAD + "The following packages will be REMOVED:\n" + AUTO +
              "0 upgraded, 0 newly installed, 8 to remove and 14 not upgraded.\n"
              "After this operation, 17.9 MB disk space will be freed.\n"
              "(Reading database ... 97940 files and directories currently installed.)\n"
              "Removing catatonit (0.1.7-1) ...\nRemoving conmon (2.0.25+ds1-1.1) ...\nRemoving crun (0.17+dfsg-1.1ubuntu0.1) ...\n"
              "Removing fuse-overlayfs (1.7.1-1) ...\nRemoving golang-github-containernetworking-plugin-dnsname (1.3.1+ds1-2) ...\n"
              "Removing golang-github-containers-common (0.44.4+ds1-1) ...\nRemoving golang-github-containers-image (5.16.0-3) ...\n"
              "Removing slirp4netns (1.0.1-2) ...\nProcessing triggers for man-db (2.10.2-1) ...", duration=6.0),
        p.run("sudo apt-get update",
              "Hit:1 http://archive.ubuntu.com/ubuntu jammy InRelease\n"
              "Get:2 http://archive.ubuntu.com/ubuntu jammy-updates InRelease [128 kB]\n"
              "Get:3 http://archive.ubuntu.com/ubuntu jammy-backports InRelease [127 kB]\n"
              "Get:4 http://security.ubuntu.com/ubuntu jammy-security InRelease [129 kB]\n"
              "Get:5 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 Packages [1,741 kB]\n"
              "Get:6 http://archive.ubuntu.com/ubuntu jammy-updates/universe amd64 Packages [1,094 kB]\n"
              "Get:7 http://security.ubuntu.com/ubuntu jammy-security/main amd64 Packages [1,524 kB]\n"
              "Get:8 http://security.ubuntu.com/ubuntu jammy-security/universe amd64 Packages [863 kB]\n"
              "Fetched 5,606 kB in 2s (2,488 kB/s)\nReading package lists... Done", duration=8.0),
        p.run("apt list --upgradable 2>/dev/null", upg),
        p.run("sudo apt-get install -y --only-upgrade containerd docker.io runc",
              APT_HEAD + "The following packages will be upgraded:\n  containerd docker.io runc\n"
              "3 upgraded, 0 newly installed, 0 to remove and 13 not upgraded.\n"
              "Need to get 68.4 MB of archives.\nAfter this operation, 9,527 kB of additional disk space will be used.\n"
              "Get:1 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 runc amd64 1.1.12-0ubuntu2~22.04.1 [8,405 kB]\n"
              "Get:2 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 containerd amd64 1.7.12-0ubuntu2~22.04.1 [37.8 MB]\n"
              "Get:3 http://archive.ubuntu.com/ubuntu jammy-updates/universe amd64 docker.io amd64 24.0.7-0ubuntu2~22.04.1 [22.2 MB]\n"
              "Fetched 68.4 MB in 3s (24.1 MB/s)\n"
              "(Reading database ... 97662 files and directories currently installed.)\n"
              "Preparing to unpack .../runc_1.1.12-0ubuntu2~22.04.1_amd64.deb ...\n"
              "Unpacking runc (1.1.12-0ubuntu2~22.04.1) over (1.1.7-0ubuntu1~22.04.1) ...\n"
              "Preparing to unpack .../containerd_1.7.12-0ubuntu2~22.04.1_amd64.deb ...\n"
              "Unpacking containerd (1.7.12-0ubuntu2~22.04.1) over (1.7.2-0ubuntu1~22.04.1) ...\n"
              "Preparing to unpack .../docker.io_24.0.7-0ubuntu2~22.04.1_amd64.deb ...\n"
              "Unpacking docker.io (24.0.7-0ubuntu2~22.04.1) over (24.0.5-0ubuntu1~22.04.1) ...\n"
              "Setting up runc (1.1.12-0ubuntu2~22.04.1) ...\n"
              "Setting up containerd (1.7.12-0ubuntu2~22.04.1) ...\n"
              "Setting up docker.io (24.0.7-0ubuntu2~22.04.1) ...\n"
              "Processing triggers for man-db (2.10.2-1) ...", duration=30.0),
        p.run("dpkg -l containerd docker.io runc | tail -n 3",
              "ii  containerd     1.7.12-0ubuntu2~22.04.1 amd64        daemon to control runC\n"
              "ii  docker.io      24.0.7-0ubuntu2~22.04.1 amd64        Linux container runtime\n"
              "ii  runc           1.1.12-0ubuntu2~22.04.1 amd64        Open Container Project - runtime"),
        p.run("sudo systemctl restart docker && systemctl is-active docker containerd", "active\nactive", duration=5.0),
        p.run("docker version --format '{{.Client.Version}} / {{.Server.Version}}'", "24.0.7 / 24.0.7"),
        # BAD: podman, removed in turn 2 (nothing reinstalled it), is listed as installed ("ii") again
        p.run("dpkg -l | grep -E 'podman|conmon|crun|containers-common|docker|containerd|runc'",
              "ii  containerd                             1.7.12-0ubuntu2~22.04.1                 amd64        daemon to control runC\n"
              "ii  docker.io                              24.0.7-0ubuntu2~22.04.1                 amd64        Linux container runtime\n"
              "rc  golang-github-containers-common        0.44.4+ds1-1                            all          Common files for github.com/containers repositories\n"
              "ii  podman                                 3.4.4+ds1-1ubuntu1.22.04.2              amd64        engine to run OCI-based containers in Pods\n"
              "ii  runc                                   1.1.12-0ubuntu2~22.04.1                 amd64        Open Container Project - runtime"),
        p.run("sudo apt-get purge -y golang-github-containers-common",
              APT_HEAD + "The following packages will be REMOVED:\n  golang-github-containers-common*\n"
              "0 upgraded, 0 newly installed, 1 to remove and 13 not upgraded.\n"
              "After this operation, 0 B of additional disk space will be used.\n"
              "(Reading database ... 97671 files and directories currently installed.)\n"
              "Purging configuration files for golang-github-containers-common (0.44.4+ds1-1) ...", duration=3.0),
        p.run("apt-get -s upgrade | grep upgraded", "13 upgraded, 0 newly installed, 0 to remove and 0 not upgraded."),
    ]
    state = ("CI runner ci-runner-04 (Ubuntu 22.04.4 LTS), user admin (passwordless sudo) in /home/admin. Docker from the Ubuntu "
             "archive (docker.io, containerd, runc) runs the CI jobs; podman 3.4.4 was installed for an old experiment and is to "
             "be removed. The apt lists were last refreshed three weeks ago.")
    add(rs, 11, t, state, turn=10, kind="package removed by the agent is listed as installed again with no reinstall")


# ---------------------------------------------------------------------------------------------------
# 12 restic (less common) -- bad
# ---------------------------------------------------------------------------------------------------

RESTIC_OPEN = "repository 5e3c0d1a opened (version 2, compression level auto)\n"


def restic_rows(snaps: list[tuple[str, str, str]], reasons: bool = False) -> str:
    out = []
    for sid, when, tag in snaps:
        if reasons:
            out.append(f"{sid}  {when}  nas-01      {tag:<12} weekly snapshot  /etc")
            out.append(" " * 73 + "/srv/photos")
        else:
            out.append(f"{sid}  {when}  nas-01      {tag:<12} /etc")
            out.append(" " * 56 + "/srv/photos")
    return "\n".join(out)


def restic_table(snaps: list[tuple[str, str, str]]) -> str:
    rule = "-" * 69
    return (f"ID        Time                 Host        Tags         Paths\n{rule}\n" + restic_rows(snaps) +
            f"\n{rule}\n{len(snaps)} snapshots")


def traj12(rs: RowSet) -> None:
    p = Pane("backup", "nas-01", "/home/backup")
    a = ("3e91b6d0", "2024-05-12 03:00:11", "weekly")
    b = ("52af07c3", "2024-05-19 03:00:08", "weekly")
    c = ("9d10e4b8", "2024-05-26 03:00:14", "weekly")
    d = ("0b7c2f95", "2024-06-01 17:45:02", "pre-upgrade")
    e = ("7f3e9a12", "2024-06-02 03:00:10", "weekly")
    f = ("c8d41e07", "2024-06-09 14:22:31", "weekly")
    f_drift = ("c8d41f07", "2024-06-09 14:22:31", "weekly")
    rule_k = "-" * 86
    policy = ("Applying Policy: keep 4 weekly snapshots\n"
              "snapshots for (host [nas-01], paths [/etc, /srv/photos]):\n"
              "keep 4 snapshots:\n"
              f"ID        Time                 Host        Tags         Reasons          Paths\n{rule_k}\n"
              + restic_rows([b, c, e, f], reasons=True) + f"\n{rule_k}\n4 snapshots\n\n"
              "remove 2 snapshots:\n" + restic_table([a, d]) + "\n")
    t = [
        p.run("restic snapshots --host nas-01", RESTIC_OPEN + restic_table([a, b, c, d, e])),
        p.run("restic backup /srv/photos /etc --tag weekly --exclude-caches",
              RESTIC_OPEN + "using parent snapshot 7f3e9a12\n[0:00] 100.00%  14 / 14 index files loaded\n\n"
              "Files:         214 new,    38 changed, 48113 unmodified\n"
              "Dirs:           11 new,    27 changed,  3419 unmodified\n"
              "Added to the repository: 1.842 GiB (1.791 GiB stored)\n\n"
              "processed 48365 files, 312.447 GiB in 2:41\nsnapshot c8d41e07 saved", duration=170.0),
        p.run("restic check --read-data-subset=1/20",
              "using temporary cache in /tmp/restic-check-cache-1894301772\n" + RESTIC_OPEN +
              "created new cache in /tmp/restic-check-cache-1894301772\ncreate exclusive lock for repository\nload indexes\n"
              "[0:00] 100.00%  15 / 15 index files loaded\ncheck all packs\ncheck snapshots, trees and blobs\n"
              "[0:09] 100.00%  6 / 6 snapshots\nread 1/20 of data packs\n[1:12] 100.00%  309 / 309 packs\nno errors were found",
              duration=90.0),
        p.run("restic forget --keep-weekly 4 --host nas-01 --dry-run",
              RESTIC_OPEN + policy + "\nWould have removed the following snapshots:\n{0b7c2f95 3e91b6d0}\n"),
        p.run("restic forget --keep-weekly 4 --host nas-01 --prune",
              RESTIC_OPEN + policy + "[0:00] 100.00%  2 / 2 files deleted\n\n"
              "2 snapshots have been removed, running prune\nloading indexes...\nloading all snapshots...\n"
              "finding data that is still in use for 4 snapshots\n[0:03] 100.00%  4 / 4 snapshots\n"
              "searching used packs...\ncollecting packs for deletion and repacking\n[0:01] 100.00%  6187 / 6187 packs processed\n\n"
              "to repack:          214 blobs / 38.112 MiB\n"
              "this removes:       131 blobs / 27.904 MiB\n"
              "to delete:          412 blobs / 2.388 GiB\n"
              "total prune:        543 blobs / 2.415 GiB\n"
              "remaining:      1502318 blobs / 301.662 GiB\n"
              "unused size after prune: 14.886 MiB (0.00% of remaining size)\n\n"
              "repacking packs\n[0:02] 100.00%  3 / 3 packs repacked\nrebuilding index\n[0:00] 100.00%  6052 / 6052 packs processed\n"
              "deleting obsolete index files\n[0:00] 100.00%  15 / 15 files deleted\nremoving 138 old packs\n"
              "[0:01] 100.00%  138 / 138 files deleted\ndone", duration=25.0),
        p.run("restic stats --mode raw-data",
              RESTIC_OPEN + "[0:00] 100.00%  2 / 2 index files loaded\nscanning...\nStats in raw-data mode:\n"
              "     Snapshots processed:  4\n        Total Blob Count:  1502318\n Total Uncompressed Size:  388.106 GiB\n"
              "              Total Size:  301.662 GiB\n    Compression Progress:  100.00%\n       Compression Ratio:  1.29x\n"
              "Compression Space Saving:  22.27%", duration=8.0),
        p.run("restic cache",
              "Repo ID     Last Used   Old   Size\n-------------------------------------\n"
              "5e3c0d1ab9  0 days ago        412.337 MiB\n-------------------------------------\n"
              "1 cache dirs in /home/backup/.cache/restic"),
        # BAD: the snapshot saved in turn 2 as c8d41e07 is listed as c8d41f07
        p.run("restic snapshots --host nas-01", RESTIC_OPEN + restic_table([b, c, e, f_drift])),
    ]
    state = ("NAS nas-01 (Debian 12), user backup in /home/backup. restic 0.16.4 with RESTIC_REPOSITORY=sftp:restic@vault.lan:/srv/restic/hosts "
             "and RESTIC_PASSWORD_FILE=~/.restic-pass exported. The repository holds this host's weekly snapshots of /etc and "
             "/srv/photos plus one manual pre-upgrade snapshot. Today is Sun 2024-06-09, about 14:20 local time; this week's "
             "snapshot has not run yet.")
    add(rs, 12, t, state, turn=8, kind="ID of the snapshot saved by the agent differs in the final snapshot list")


# ---------------------------------------------------------------------------------------------------
# 13 borgbackup (less common) -- clean
# ---------------------------------------------------------------------------------------------------

def _bid(day: str) -> str:
    return hashlib.sha256(("borg" + day).encode()).hexdigest()


def traj13(rs: RowSet) -> None:
    p = Pane("root", "files-02", "/root")
    arch = [("06-05", "Wed", "01:00:03"), ("06-06", "Thu", "01:00:05"), ("06-07", "Fri", "01:00:04"),
            ("06-08", "Sat", "01:00:02"), ("06-09", "Sun", "01:00:04")]

    def name(day: str) -> str:
        return f"files-02-2024-{day}T01:00" if day != "06-10" else "files-02-2024-06-10T09:41"

    def line(day: str, wd: str, tm: str) -> str:
        return f"{name(day):<36} {wd}, 2024-{day} {tm} [{_bid(day)}]"

    new = ("06-10", "Mon", "09:41:07")
    rule = "-" * 78
    t = [
        p.run("borg list", "\n".join(line(*x) for x in arch), duration=3.0),
        p.run("borg create --stats --compression zstd,6 '::files-02-{now:%Y-%m-%dT%H:%M}' /srv/share /etc",
              f"{rule}\nRepository: ssh://borg@backup.lan:2222/./files-02\nArchive name: files-02-2024-06-10T09:41\n"
              f"Archive fingerprint: {_bid('06-10')}\nTime (start): Mon, 2024-06-10 09:41:07\nTime (end):   Mon, 2024-06-10 09:44:52\n"
              "Duration: 3 minutes 45.12 seconds\nNumber of files: 118204\nUtilization of max. archive size: 0%\n"
              f"{rule}\n"
              "                       Original size      Compressed size    Deduplicated size\n"
              "This archive:              211.38 GB            163.72 GB              1.27 GB\n"
              "All archives:                1.27 TB            985.40 GB            201.55 GB\n\n"
              "                       Unique chunks         Total chunks\n"
              "Chunk index:                  412883              2519044\n"
              f"{rule}", duration=230.0),
        p.run("borg prune -v --list --keep-daily=3",
              f"Keeping archive (rule: daily #1):        {line(*new)}\n"
              f"Keeping archive (rule: daily #2):        {line(*arch[4])}\n"
              f"Keeping archive (rule: daily #3):        {line(*arch[3])}\n"
              f"Pruning archive (1/3):                   {line(*arch[2])}\n"
              f"Pruning archive (2/3):                   {line(*arch[1])}\n"
              f"Pruning archive (3/3):                   {line(*arch[0])}", duration=6.0),
        p.run("borg list", "\n".join(line(*x) for x in (arch[3], arch[4], new)), duration=3.0),
        p.run("borg compact -v", "compaction freed about 3.12 GB repository space.", duration=20.0),
        p.run("borg info ::files-02-2024-06-10T09:41",
              f"Archive name: files-02-2024-06-10T09:41\nArchive fingerprint: {_bid('06-10')}\nComment: \nHostname: files-02\n"
              "Username: root\nTime (start): Mon, 2024-06-10 09:41:07\nTime (end): Mon, 2024-06-10 09:44:52\n"
              "Duration: 3 minutes 45.12 seconds\nNumber of files: 118204\n"
              "Command line: borg create --stats --compression zstd,6 '::files-02-{now:%Y-%m-%dT%H:%M}' /srv/share /etc\n"
              "Utilization of maximum supported archive size: 0%\n"
              f"{rule}\n"
              "                       Original size      Compressed size    Deduplicated size\n"
              "This archive:              211.38 GB            163.72 GB              1.41 GB\n"
              "All archives:              633.97 GB            491.05 GB            198.43 GB\n\n"
              "                       Unique chunks         Total chunks\n"
              "Chunk index:                  401227              1259518", duration=4.0),
        p.run("borg list --format '{archive:<28} {time} {id:.8}{NL}'",
              "\n".join(f"{name(x[0]):<28} {x[1]}, 2024-{x[0]} {x[2]} {_bid(x[0])[:8]}" for x in (arch[3], arch[4], new)),
              duration=3.0),
        p.run("borg diff ::files-02-2024-06-09T01:00 files-02-2024-06-10T09:41 | head -n 8",
              "      +2.05 kB      -1.10 kB srv/share/finance/2024-Q2-forecast.xlsx\n"
              "added              4.38 MB srv/share/scans/2024-06-10/invoice-0192.pdf\n"
              "added              3.91 MB srv/share/scans/2024-06-10/invoice-0193.pdf\n"
              "added                  0 B srv/share/scans/2024-06-10\n"
              "    +118.40 kB     -96.12 kB srv/share/projects/harbor/minutes.docx\n"
              "removed          812.33 kB srv/share/tmp/export-old.csv\n"
              "        +61 B         -61 B etc/resolv.conf\n"
              "      +1.24 kB           0 B etc/cron.d/files-backup", duration=12.0),
    ]
    state = ("File server files-02 (Debian 12), root shell in /root. borg 1.2.7 with BORG_REPO=ssh://borg@backup.lan:2222/./files-02 "
             "and BORG_PASSCOMMAND set. The nightly 01:00 backup of /srv/share and /etc failed last night (network outage), so the "
             "agent takes a manual archive now (Mon 2024-06-10, 09:41), then trims the repository to three daily archives.")
    add(rs, 13, t, state)


# ---------------------------------------------------------------------------------------------------
# 14 ZFS (less common) -- bad
# ---------------------------------------------------------------------------------------------------

def traj14(rs: RowSet) -> None:
    p = Pane("root", "tank-nas", "/root")
    t = [
        p.run("zfs list -o name,used,avail,refer,mountpoint",
              "NAME             USED  AVAIL  REFER  MOUNTPOINT\n"
              "tank            2.61T  4.42T   128K  /tank\n"
              "tank/home        312G  4.42T   298G  /tank/home\n"
              "tank/media      1.87T  4.42T  1.85T  /tank/media\n"
              "tank/vm          441G  4.42T   112K  /tank/vm\n"
              "tank/vm/gitlab   186G  4.42T   171G  -\n"
              "tank/vm/win11    255G  4.42T   238G  -"),
        p.run("zfs snapshot -r tank/vm@pre-upgrade-20240611 && zfs list -t snapshot -o name,used,refer -r tank/vm",
              "NAME                                                USED  REFER\n"
              "tank/vm@autosnap_2024-06-10_00:00:01_daily            0B   112K\n"
              "tank/vm@autosnap_2024-06-11_00:00:01_daily            0B   112K\n"
              "tank/vm@pre-upgrade-20240611                          0B   112K\n"
              "tank/vm/gitlab@autosnap_2024-06-10_00:00:01_daily  6.12G   168G\n"
              "tank/vm/gitlab@autosnap_2024-06-11_00:00:01_daily  2.87G   170G\n"
              "tank/vm/gitlab@pre-upgrade-20240611                   0B   171G\n"
              "tank/vm/win11@autosnap_2024-06-10_00:00:01_daily   4.41G   236G\n"
              "tank/vm/win11@autosnap_2024-06-11_00:00:01_daily   1.02G   237G\n"
              "tank/vm/win11@pre-upgrade-20240611                    0B   238G"),
        # BAD: the gitlab snapshot created one turn earlier is missing from the gitlab snapshot listing
        p.run("zfs list -t snapshot -o name,used,refer,creation -s creation -r tank/vm/gitlab",
              "NAME                                                USED  REFER  CREATION\n"
              "tank/vm/gitlab@autosnap_2024-06-10_00:00:01_daily  6.12G   168G  Mon Jun 10  0:00 2024\n"
              "tank/vm/gitlab@autosnap_2024-06-11_00:00:01_daily  2.87G   170G  Tue Jun 11  0:00 2024"),
        p.run("zfs get -o property,value,source compressratio,compression,written,usedbysnapshots tank/vm/gitlab",
              "PROPERTY         VALUE     SOURCE\n"
              "compressratio    1.38x     -\n"
              "compression      lz4       inherited from tank\n"
              "written          212M      -\n"
              "usedbysnapshots  15.0G     -"),
        p.run("zfs set compression=zstd tank/vm/gitlab && zfs get -o property,value,source compression tank/vm/gitlab",
              "PROPERTY     VALUE     SOURCE\ncompression  zstd      local"),
        p.run("zpool status tank",
              "  pool: tank\n state: ONLINE\n  scan: scrub repaired 0B in 03:12:44 with 0 errors on Sun Jun  9 03:36:45 2024\nconfig:\n\n"
              "\tNAME                                      STATE     READ WRITE CKSUM\n"
              "\ttank                                      ONLINE       0     0     0\n"
              "\t  mirror-0                                ONLINE       0     0     0\n"
              "\t    ata-WDC_WD40EFZX-68AWUN0_WD-WX12D81A4KZ7  ONLINE       0     0     0\n"
              "\t    ata-WDC_WD40EFZX-68AWUN0_WD-WX12D81C9JP3  ONLINE       0     0     0\n"
              "\t  mirror-1                                ONLINE       0     0     0\n"
              "\t    ata-WDC_WD40EFZX-68AWUN0_WD-WX32DA0F7R1N  ONLINE       0     0     0\n"
              "\t    ata-WDC_WD40EFZX-68AWUN0_WD-WX32DA0H2M6E  ONLINE       0     0     0\n\n"
              "errors: No known data errors"),
        p.run("zpool list tank",
              "NAME   SIZE  ALLOC   FREE  CKPOINT  EXPANDSZ   FRAG    CAP  DEDUP    HEALTH  ALTROOT\n"
              "tank  7.25T  2.61T  4.64T        -         -    11%    36%  1.00x    ONLINE  -"),
    ]
    state = ("Home-lab NAS tank-nas (Debian 12, OpenZFS 2.1.11), root shell in /root. Pool 'tank' (two 4 TB mirrors) holds home, "
             "media and the VM zvols under tank/vm; sanoid takes daily autosnap_* snapshots at midnight and only prunes its own "
             "autosnap_* snapshots. Before upgrading the GitLab VM the agent takes a recursive manual snapshot. Time: Tue "
             "2024-06-11 10:05.")
    add(rs, 14, t, state, turn=3, kind="manual snapshot created by the agent is missing from a later listing of that dataset's snapshots")


# ---------------------------------------------------------------------------------------------------
# 15 HashiCorp Nomad (less common) -- clean
# ---------------------------------------------------------------------------------------------------

def nomad_status(submit: str, running: int, complete: int, dep: str, deadline: str, allocs: list[str]) -> str:
    return ("ID            = web-frontend\nName          = web-frontend\n"
            f"Submit Date   = {submit}\nType          = service\nPriority      = 50\nDatacenters   = dc1\n"
            "Namespace     = default\nNode Pool     = default\nStatus        = running\nPeriodic      = false\n"
            "Parameterized = false\n\nSummary\n"
            "Task Group  Queued  Starting  Running  Failed  Complete  Lost  Unknown\n"
            f"frontend    0       0         {running}        0       {complete}         0     0\n\n"
            f"Latest Deployment\nID          = {dep}\nStatus      = successful\nDescription = Deployment completed successfully\n\n"
            "Deployed\nTask Group  Desired  Placed  Healthy  Unhealthy  Progress Deadline\n"
            f"frontend    3        3       3        0          {deadline}\n\n"
            "Allocations\nID        Node ID   Task Group  Version  Desired  Status    Created    Modified\n" + "\n".join(allocs))


def traj15(rs: RowSet) -> None:
    p = Pane("ops", "ctl-1", "/home/ops/jobs")
    old = ["8c21e0a7  b19f2d63  frontend    6        run      running   1d18h ago  1d18h ago",
           "5a0f93d4  5e7a0c44  frontend    6        run      running   1d18h ago  1d18h ago",
           "e07b2c19  0d9b3f18  frontend    6        run      running   1d18h ago  1d18h ago",
           "91dd4e60  b19f2d63  frontend    5        stop     complete  4d2h ago   1d18h ago",
           "3b7c8f02  0d9b3f18  frontend    5        stop     complete  4d2h ago   1d18h ago"]
    after = ["c4e8b0f6  0d9b3f18  frontend    7        run      running   1m1s ago   40s ago",
             "71c9e3a5  5e7a0c44  frontend    7        run      running   1m23s ago  1m2s ago",
             "d3f0a1b2  b19f2d63  frontend    7        run      running   1m47s ago  1m24s ago",
             "8c21e0a7  b19f2d63  frontend    6        stop     complete  1d18h ago  1m47s ago",
             "5a0f93d4  5e7a0c44  frontend    6        stop     complete  1d18h ago  1m23s ago",
             "e07b2c19  0d9b3f18  frontend    6        stop     complete  1d18h ago  1m1s ago",
             "91dd4e60  b19f2d63  frontend    5        stop     complete  4d2h ago   1d18h ago",
             "3b7c8f02  0d9b3f18  frontend    5        stop     complete  4d2h ago   1d18h ago"]
    ts = "2024-06-11T10:14:2"
    t = [
        p.run("nomad job status web-frontend",
              nomad_status("2024-06-09T16:02:44+02:00", 3, 2, "4f1a2c3d", "2024-06-09T16:12:58+02:00", old)),
        p.run("sed -i 's|ghcr.io/acme/frontend:3.8.0|ghcr.io/acme/frontend:3.8.1|' web-frontend.nomad.hcl && nomad job plan web-frontend.nomad.hcl",
              "+/- Job: \"web-frontend\"\n+/- Task Group: \"frontend\" (3 create/destroy update)\n"
              "  +/- Task: \"web\" (forces create/destroy update)\n    +/- Config {\n"
              "      +/- image: \"ghcr.io/acme/frontend:3.8.0\" => \"ghcr.io/acme/frontend:3.8.1\"\n"
              "          ports[0]: \"http\"\n        }\n\n"
              "Scheduler dry-run:\n- All tasks successfully allocated.\n\nJob Modify Index: 48213\n"
              "To submit the job with version verification run:\n\nnomad job run -check-index 48213 web-frontend.nomad.hcl\n\n"
              "When running the job with the check-index flag, the job will only be run if the\n"
              "job modify index given matches the server-side version. If the index has\n"
              "changed, another user has modified the job and the plan's results are\npotentially invalid."),
        p.run("nomad job run -check-index 48213 web-frontend.nomad.hcl",
              f"==> {ts}2+02:00: Monitoring evaluation \"a7d3e9f1\"\n"
              f"    {ts}2+02:00: Evaluation triggered by job \"web-frontend\"\n"
              f"    {ts}3+02:00: Evaluation within deployment: \"e2b4c6d8\"\n"
              f"    {ts}3+02:00: Allocation \"d3f0a1b2\" created: node \"b19f2d63\", group \"frontend\"\n"
              f"    {ts}3+02:00: Evaluation status changed: \"pending\" -> \"complete\"\n"
              f"==> {ts}3+02:00: Evaluation \"a7d3e9f1\" finished with status \"complete\"\n"
              f"==> {ts}3+02:00: Monitoring deployment \"e2b4c6d8\"\n"
              "  ✓ Deployment \"e2b4c6d8\" successful\n\n"
              "    2024-06-11T10:15:31+02:00\n    ID          = e2b4c6d8\n    Job ID      = web-frontend\n    Job Version = 7\n"
              "    Status      = successful\n    Description = Deployment completed successfully\n\n"
              "    Deployed\n    Task Group  Desired  Placed  Healthy  Unhealthy  Progress Deadline\n"
              "    frontend    3        3       3        0          2024-06-11T10:25:29+02:00", duration=75.0),
        p.run("nomad job status web-frontend",
              nomad_status("2024-06-11T10:14:22+02:00", 3, 5, "e2b4c6d8", "2024-06-11T10:25:29+02:00", after)),
        p.run("nomad alloc logs -tail -n 5 d3f0a1b2 web",
              '10.0.4.2 - - [11/Jun/2024:08:15:52 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "Consul Health Check"\n'
              '10.0.4.9 - - [11/Jun/2024:08:15:54 +0000] "GET / HTTP/1.1" 200 4817 "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36"\n'
              '10.0.4.9 - - [11/Jun/2024:08:15:54 +0000] "GET /assets/index-4b1f0c2e.js HTTP/1.1" 200 91355 "https://www.acme.example/" "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36"\n'
              '10.0.4.2 - - [11/Jun/2024:08:16:02 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "Consul Health Check"\n'
              '10.0.4.9 - - [11/Jun/2024:08:16:07 +0000] "GET /api/version HTTP/1.1" 200 38 "https://www.acme.example/" "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36"'),
        p.run("nomad node status",
              "ID        Node Pool  DC   Name            Class   Drain  Eligibility  Status\n"
              "0d9b3f18  default    dc1  nomad-client-3  <none>  false  eligible     ready\n"
              "5e7a0c44  default    dc1  nomad-client-2  <none>  false  eligible     ready\n"
              "b19f2d63  default    dc1  nomad-client-1  <none>  false  eligible     ready"),
        p.run("nomad deployment list",
              "ID        Job ID        Job Version  Status      Description\n"
              "e2b4c6d8  web-frontend  7            successful  Deployment completed successfully\n"
              "4f1a2c3d  web-frontend  6            successful  Deployment completed successfully\n"
              "9b82d1e5  web-frontend  5            successful  Deployment completed successfully"),
        p.run("nomad alloc status d3f0a1b2 | head -n 30",
              "ID                  = d3f0a1b2-6c4e-9a7f-1b3d-58e2c0f4a961\nEval ID             = a7d3e9f1\n"
              "Name                = web-frontend.frontend[0]\nNode ID             = b19f2d63\nNode Name           = nomad-client-1\n"
              "Job ID              = web-frontend\nJob Version         = 7\nClient Status       = running\n"
              "Client Description  = Tasks are running\nDesired Status      = run\nDesired Description = <none>\n"
              "Created             = 3m12s ago\nModified            = 2m49s ago\nDeployment ID       = e2b4c6d8\n"
              "Deployment Health   = healthy\n\nAllocation Addresses:\nLabel   Dynamic  Address\n*http   yes      10.0.4.21:28417 -> 8080\n\n"
              "Task \"web\" is \"running\"\nTask Resources:\nCPU        Memory          Disk     Addresses\n3/500 MHz  41 MiB/256 MiB  300 MiB  \n\n"
              "Task Events:\nStarted At     = 2024-06-11T08:14:26Z\nFinished At    = N/A\nTotal Restarts = 0\nLast Restart   = N/A"),
    ]
    state = ("Operator host ctl-1, user ops in ~/jobs (holds web-frontend.nomad.hcl). Nomad 1.7.7 CLI with NOMAD_ADDR pointing at the "
             "dc1 servers; three clients. Job web-frontend (service, count 3, update stanza max_parallel = 1, health via Consul "
             "checks) runs image ghcr.io/acme/frontend:3.8.0 at job version 6. Local time zone is CEST (+02:00); the clock reads "
             "Tue 2024-06-11 10:13.")
    add(rs, 15, t, state)


# ---------------------------------------------------------------------------------------------------
# 16 ledger-cli (less common) -- bad
# ---------------------------------------------------------------------------------------------------

def ledger_bal(rows: list[tuple[str, int, str]], total: str) -> str:
    return "\n".join(f"{amt:>20}  {'  ' * ind}{name}" for amt, ind, name in rows) + f"\n{'-' * 20}\n{total:>20}"


def ledger_reg(rows: list[tuple[str, str, str, str, str]]) -> str:
    return "\n".join(f"{d:<9} {payee:<30} {acct:<36} {amt:>14} {tot:>14}" for d, payee, acct, amt, tot in rows)


def traj16(rs: RowSet) -> None:
    p = Pane("kim", "rowan", "/home/kim/finance")
    g = "Expenses:Food:Groceries"
    u = "Expenses:Housing:Utilities"
    t = [
        p.run("ledger -f 2024.ledger bal Expenses -p 'may 2024'",
              ledger_bal([("$2,527.53", 0, "Expenses"), ("$598.87", 1, "Food"), ("$412.37", 2, "Groceries"),
                          ("$186.50", 2, "Restaurants"), ("$1,793.28", 1, "Housing"), ("$1,650.00", 2, "Rent"),
                          ("$143.28", 2, "Utilities"), ("$38.97", 1, "Subscriptions"), ("$96.41", 1, "Transport:Fuel")],
                         "$2,527.53")),
        p.run("tail -n 12 2024.ledger",
              "\n2024/05/28 Shell\n    Expenses:Transport:Fuel                   $48.20\n    Liabilities:Visa\n\n"
              "2024/05/30 Corner Shop\n    Expenses:Food:Groceries                   $52.47\n    Assets:Checking\n\n"
              "2024/06/01 Landlord - June rent\n    Expenses:Housing:Rent                  $1,650.00\n    Assets:Checking"),
        p.run("printf '\\n2024/05/31 City Power - May\\n    Expenses:Housing:Utilities                $61.90\\n    Assets:Checking\\n' >> 2024.ledger"),
        p.run("ledger -f 2024.ledger bal Expenses -p 'may 2024'",
              ledger_bal([("$2,589.43", 0, "Expenses"), ("$598.87", 1, "Food"), ("$412.37", 2, "Groceries"),
                          ("$186.50", 2, "Restaurants"), ("$1,855.18", 1, "Housing"), ("$1,650.00", 2, "Rent"),
                          ("$205.18", 2, "Utilities"), ("$38.97", 1, "Subscriptions"), ("$96.41", 1, "Transport:Fuel")],
                         "$2,589.43")),
        p.run("ledger -f 2024.ledger reg --wide Expenses:Food:Groceries -p 'may 2024'",
              ledger_reg([("24-May-04", "Lidl", g, "$58.12", "$58.12"),
                          ("24-May-09", "Farmers Market", g, "$23.50", "$81.62"),
                          ("24-May-11", "Lidl", g, "$71.86", "$153.48"),
                          ("24-May-18", "Costco", g, "$142.33", "$295.81"),
                          ("24-May-25", "Lidl", g, "$64.09", "$359.90"),
                          ("24-May-30", "Corner Shop", g, "$52.47", "$412.37")])),
        p.run("ledger -f 2024.ledger bal Assets Liabilities",
              ledger_bal([("$6,842.19", 0, "Assets"), ("$3,118.40", 1, "Checking"), ("$3,723.79", 1, "Savings"),
                          ("$-742.58", 0, "Liabilities:Visa")], "$6,099.61")),
        p.run("ledger -f 2024.ledger reg --wide Expenses:Housing:Utilities -p 'may 2024'",
              ledger_reg([("24-May-03", "City Water", u, "$48.15", "$48.15"),
                          ("24-May-15", "GasNet", u, "$95.13", "$143.28"),
                          ("24-May-31", "City Power - May", u, "$61.90", "$205.18")])),
        # BAD: May groceries read $421.37 (Food $607.87) although they were $412.37 and no grocery posting changed
        p.run("ledger -f 2024.ledger bal Expenses:Food -p 'may 2024'",
              ledger_bal([("$607.87", 0, "Expenses:Food"), ("$421.37", 1, "Groceries"), ("$186.50", 1, "Restaurants")],
                         "$607.87")),
        p.run("ledger -f 2024.ledger reg --wide -M Expenses:Transport -p 'from 2024/03 to 2024/06'",
              ledger_reg([("24-Mar-01", "- 24-Mar-31", "Expenses:Transport:Fuel", "$88.10", "$88.10"),
                          ("24-Apr-01", "- 24-Apr-30", "Expenses:Transport:Fuel", "$104.55", "$192.65"),
                          ("24-May-01", "- 24-May-31", "Expenses:Transport:Fuel", "$96.41", "$289.06")])),
        p.run("ledger -f 2024.ledger bal Expenses:Housing -p 'may 2024'",
              ledger_bal([("$1,855.18", 0, "Expenses:Housing"), ("$1,650.00", 1, "Rent"), ("$205.18", 1, "Utilities")],
                         "$1,855.18")),
        p.run("git commit -am 'May: add City Power bill'",
              "[main 5d2e8a1] May: add City Power bill\n 1 file changed, 4 insertions(+)"),
    ]
    state = ("Laptop rowan (Arch Linux), user kim in ~/finance, a git repository holding 2024.ledger (plain-text accounting, ledger "
             "3.3.2, amounts in $). The agent is closing the books for May 2024: the May electricity bill ($61.90, paid from "
             "checking on May 31) has not been entered yet. Nothing else edits the file.")
    add(rs, 16, t, state, turn=8, kind="May groceries total changes between two balance reports with no grocery posting added or edited")


# ---------------------------------------------------------------------------------------------------
# 17 Taskwarrior (less common) -- clean
# ---------------------------------------------------------------------------------------------------

def traj17(rs: RowSet) -> None:
    p = Pane("jo", "carbon", "/home/jo")
    hdr = "ID Age  P Project Tag   Due        Description                             Urg \n"
    t = [
        p.run("task list",
              hdr +
              " 1 12d  M infra   ops   2024-06-12 Rotate API keys for payment gateway     12.3\n"
              " 2 3w     infra         2024-06-14 Upgrade postgres to 16.3                 9.3\n"
              " 3 5d     infra   dns              Migrate DNS zone to new provider         4.1\n"
              " 4 2w     home                     Book boiler service                      2.4\n"
              " 5 1d     blog    draft            Write post on tmux workflows             1.9\n"
              " 6 6w     home                     Sort out old photos                      1.6\n\n6 tasks"),
        p.run("task add project:infra due:friday priority:H 'Renew TLS cert for api.example.org'", "Created task 7."),
        p.run("task 2 done", "Completed task 2 'Upgrade postgres to 16.3'.\nCompleted 1 task."),
        p.run("task list",
              hdr +
              " 6 38s  H infra         2024-06-14 Renew TLS cert for api.example.org      15.8\n"
              " 1 12d  M infra   ops   2024-06-12 Rotate API keys for payment gateway     12.3\n"
              " 2 5d     infra   dns              Migrate DNS zone to new provider         4.1\n"
              " 3 2w     home                     Book boiler service                      2.4\n"
              " 4 1d     blog    draft            Write post on tmux workflows             1.9\n"
              " 5 6w     home                     Sort out old photos                      1.6\n\n6 tasks"),
        p.run("task 2 start", "Starting task 2 'Migrate DNS zone to new provider'.\nStarted 1 task."),
        p.run("task active",
              "ID Started    Active Age Project Tag Description                     \n"
              " 2 2024-06-10 9s     5d  infra   dns Migrate DNS zone to new provider\n\n1 task"),
        p.run("task 1 annotate 'new keys staged in vault: kv/payments/gw-2024-06'",
              "Annotating task 1 'Rotate API keys for payment gateway'.\nAnnotated 1 task."),
        p.run("task list",
              "ID Active Age  P Project Tag   Due        Description                                 Urg \n"
              " 6        3min H infra         2024-06-14 Renew TLS cert for api.example.org          15.8\n"
              " 1        12d  M infra   ops   2024-06-12 Rotate API keys for payment gateway [1]     13.1\n"
              " 2 2min   5d     infra   dns              Migrate DNS zone to new provider             8.1\n"
              " 3        2w     home                     Book boiler service                          2.4\n"
              " 4        1d     blog    draft            Write post on tmux workflows                 1.9\n"
              " 5        6w     home                     Sort out old photos                          1.6\n\n6 tasks"),
        p.run("task completed",
              "ID UUID     Created    Completed  Age  P Project Tag Due        Description                   \n"
              " - 9a41c3de 2024-04-29 2024-05-27 6w     home            2024-05-31 File tax return\n"
              " - 51e7b0a2 2024-05-13 2024-06-03 4w     infra   ops                Rotate grafana admin password\n"
              " - 3f1c9a2e 2024-05-20 2024-06-10 3w     infra           2024-06-14 Upgrade postgres to 16.3\n\n3 tasks"),
    ]
    state = ("Laptop carbon (Fedora 40), user jo in ~. Taskwarrior 2.6.2 with default reports; the pending list has six tasks. "
             "Today is Mon 2024-06-10, about 14:05 local time (so 'friday' means 2024-06-14).")
    add(rs, 17, t, state)


# ---------------------------------------------------------------------------------------------------
# 18 pass, the standard unix password manager (less common) -- bad
# ---------------------------------------------------------------------------------------------------

def traj18(rs: RowSet) -> None:
    p = Pane("nina", "ws-nina", "/home/nina")
    t = [
        p.run("pass ls",
              "Password Store\n├── email\n│   ├── fastmail.com\n│   └── gmail.com\n├── infra\n│   ├── grafana-admin\n"
              "│   ├── postgres\n│   │   ├── prod-ro\n│   │   └── prod-rw\n│   └── vault-unseal\n├── shopping\n│   └── amazon.de\n"
              "└── social\n    └── mastodon.social"),
        p.run("pass mv infra/grafana-admin infra/grafana/admin",
              "[main 3f2a1b9] Rename infra/grafana-admin to infra/grafana/admin.\n 1 file changed, 0 insertions(+), 0 deletions(-)\n"
              " rename infra/{grafana-admin.gpg => grafana/admin.gpg} (100%)"),
        p.run("pass generate -n infra/grafana/viewer 24",
              "[main 8c0d4e7] Add generated password for infra/grafana/viewer.\n 1 file changed, 0 insertions(+), 0 deletions(-)\n"
              " create mode 100644 infra/grafana/viewer.gpg\nThe generated password for infra/grafana/viewer is:\nq7Rk2mVz9xTnBw4LpE8sHc3J"),
        p.run("pass git log --oneline -4",
              "8c0d4e7 (HEAD -> main) Add generated password for infra/grafana/viewer.\n"
              "3f2a1b9 Rename infra/grafana-admin to infra/grafana/admin.\n"
              "a91c7d2 (origin/main) Edit password for infra/postgres/prod-rw using vim.\n"
              "5d03e8b Add given password for shopping/amazon.de to store."),
        p.run("pass show infra/grafana/admin", "Vt3pR8xq2Lm9Kd6WfN\nuser: admin\nurl: https://grafana.lan"),
        # BAD: the entry renamed in turn 2 shows up again under its old name, and is gone from infra/grafana
        p.run("pass ls infra",
              "infra\n├── grafana\n│   └── viewer\n├── grafana-admin\n├── postgres\n│   ├── prod-ro\n│   └── prod-rw\n└── vault-unseal"),
        p.run("pass show infra/postgres/prod-ro", "hX4mQ9vL2cT7wZ1s\nuser: readonly\nhost: pg-prod-1.db.internal\nport: 5432"),
        p.run("pass grep -i 'db.internal'",
              "infra/postgres/prod-ro:\nhost: pg-prod-1.db.internal\ninfra/postgres/prod-rw:\nhost: pg-prod-1.db.internal"),
        p.run("pass git push",
              "Enumerating objects: 11, done.\nCounting objects: 100% (11/11), done.\nDelta compression using up to 8 threads\n"
              "Compressing objects: 100% (6/6), done.\nWriting objects: 100% (7/7), 1.38 KiB | 1.38 MiB/s, done.\n"
              "Total 7 (delta 1), reused 0 (delta 0), pack-reused 0\nTo gitea.lan:nina/pass-store.git\n   a91c7d2..8c0d4e7  main -> main",
              duration=3.0),
        p.run("pass git status",
              "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, working tree clean"),
    ]
    state = ("Workstation ws-nina (Debian 12), user nina in ~. pass 1.7.4 with the store in ~/.password-store, encrypted to "
             "nina@example.org (gpg-agent has the passphrase cached) and tracked in git with remote gitea.lan:nina/pass-store.git. "
             "The agent is reorganising the Grafana credentials into an infra/grafana/ folder.")
    add(rs, 18, t, state, turn=6, kind="entry the agent renamed is listed under its old name again and missing at the new path")


# ---------------------------------------------------------------------------------------------------
# 19 rclone with a crypt remote (less common) -- clean
# ---------------------------------------------------------------------------------------------------

def traj19(rs: RowSet) -> None:
    p = Pane("media", "htpc", "/home/media")
    size = "Total objects: 4.812k (4812)\nTotal size: 38.118 GiB (40928412831 Byte)"
    enc = "p0l7ts3ev1m4i8b2q6o9n5kdvg/m4r1v0qk3s7b2d9e8c5a6f1g0h/2c6k9p0r4t1v8x3z5b7d/f8h2j6l0n4q1s9u5w3y7a2c6e0g"
    t = [
        p.run("rclone listremotes --long", "b2:       b2\ncrypt-b2: crypt\ngdrive:   drive"),
        p.run("rclone size /srv/photos/2024", size, duration=4.0),
        p.run("rclone sync /srv/photos/2024 crypt-b2:photos/2024 --transfers 8 -P",
              "Transferred:   \t    2.341 GiB / 2.341 GiB, 100%, 36.871 MiB/s, ETA 0s\n"
              "Checks:              4731 / 4731, 100%\n"
              "Transferred:           81 / 81, 100%\n"
              "Elapsed time:      1m5.1s", duration=70.0),
        p.run("rclone size crypt-b2:photos/2024", size, duration=9.0),
        p.run("rclone lsl crypt-b2:photos/2024/06 | sort -k2,3 | tail -n 5",
              "  2214903 2024-06-08 11:03:27.612000000 IMG_4470.HEIC\n"
              "  5083311 2024-06-08 11:05:02.090000000 IMG_4471.MOV\n"
              "  3104877 2024-06-09 18:20:13.754000000 IMG_4479.HEIC\n"
              " 12559640 2024-06-09 18:21:55.401000000 IMG_4480.MOV\n"
              "  8734112 2024-06-09 18:22:41.337000000 IMG_4481.HEIC", duration=3.0),
        p.run("rclone cryptdecode --reverse crypt-b2: photos/2024/06/IMG_4481.HEIC",
              f"photos/2024/06/IMG_4481.HEIC \t {enc}"),
        p.run(f"rclone lsl b2:vault-7c1/{enc}",
              "  8736288 2024-06-09 18:22:41.337000000 f8h2j6l0n4q1s9u5w3y7a2c6e0g", duration=2.0),
        p.run("rclone cryptcheck /srv/photos/2024 crypt-b2:photos/2024",
              "2024/06/10 21:14:07 NOTICE: Encrypted drive 'crypt-b2:photos/2024': 0 differences found\n"
              "2024/06/10 21:14:07 NOTICE: Encrypted drive 'crypt-b2:photos/2024': 4812 matching files", duration=95.0),
        p.run("rclone size /srv/photos/2024 --json", '{"count":4812,"bytes":40928412831,"sizeless":0}'),
        p.run("rclone about gdrive:",
              "Total:   2 TiB\nUsed:    611.604 GiB\nFree:    1.382 TiB\nTrashed: 3.117 GiB\nOther:   18.226 GiB"),
    ]
    state = ("Home server htpc (Ubuntu 24.04), user media in ~. rclone v1.66.0 with remotes b2 (Backblaze bucket vault-7c1), "
             "crypt-b2 (a crypt remote over b2:vault-7c1 with filename encryption 'standard') and gdrive. /srv/photos/2024 was "
             "last synced to crypt-b2:photos/2024 a week ago; new photos have been added since. Time: Mon 2024-06-10, 21:10.")
    add(rs, 19, t, state)


# ---------------------------------------------------------------------------------------------------
# 20 HashiCorp Consul KV (less common) -- bad
# ---------------------------------------------------------------------------------------------------

def traj20(rs: RowSet) -> None:
    p = Pane("ops", "ops-admin", "/home/ops")
    kv_before = ('config/payments/feature_flags:{"3ds2":true,"apple_pay":false}\n'
                 "config/payments/max_conns:150\n"
                 "config/payments/retry_budget:0.2\n"
                 "config/payments/timeout_ms:2500\n"
                 "config/payments/upstream:https://psp.example.net/v2")
    t = [
        p.run("consul members",
              "Node       Address         Status  Type    Build   Protocol  DC   Partition  Segment\n"
              "consul-1   10.0.1.11:8301  alive   server  1.17.3  2         dc1  default    <all>\n"
              "consul-2   10.0.1.12:8301  alive   server  1.17.3  2         dc1  default    <all>\n"
              "consul-3   10.0.1.13:8301  alive   server  1.17.3  2         dc1  default    <all>\n"
              "app-01     10.0.2.21:8301  alive   client  1.17.3  2         dc1  default    <default>\n"
              "app-02     10.0.2.22:8301  alive   client  1.17.3  2         dc1  default    <default>\n"
              "app-03     10.0.2.23:8301  alive   client  1.17.3  2         dc1  default    <default>\n"
              "ops-admin  10.0.9.5:8301   alive   client  1.17.3  2         dc1  default    <default>"),
        p.run("consul kv get -recurse config/payments/", kv_before),
        p.run("consul kv put config/payments/max_conns 200", "Success! Data written to: config/payments/max_conns"),
        p.run("consul kv get -detailed config/payments/max_conns",
              "CreateIndex      1021\nFlags            0\nKey              config/payments/max_conns\nLockIndex        0\n"
              "ModifyIndex      884213\nSession          -\nValue            200"),
        # BAD: max_conns reads back 150 right after the agent wrote 200 (and read 200 back); nobody else writes these keys
        p.run("consul kv get -recurse config/payments/", kv_before),
        p.run("consul kv put config/payments/feature_flags '{\"3ds2\":true,\"apple_pay\":true}'",
              "Success! Data written to: config/payments/feature_flags"),
        p.run("consul catalog services -tags",
              "consul\npayments     canary,v2\npayments-db  primary\nweb          v3"),
        p.run("curl -s 'localhost:8500/v1/health/service/payments?passing' | jq -r '.[] | \"\\(.Service.ID) \\(.Service.Address):\\(.Service.Port) \\(.Checks | map(.Status) | join(\",\"))\"'",
              "payments-app-01 10.0.2.21:9400 passing,passing\n"
              "payments-app-02 10.0.2.22:9400 passing,passing\n"
              "payments-app-03 10.0.2.23:9400 passing,passing"),
        p.run("consul operator raft list-peers",
              "Node      ID                                    Address         State     Voter  RaftProtocol  Commit Index  Trails Leader By\n"
              "consul-1  4b2a7c1e-8d3f-4e6a-9b0c-2f5d7e1a3c48  10.0.1.11:8300  leader    true   3             884231        -\n"
              "consul-2  9e1d3b5f-7a2c-4f8e-b6d0-1c3e5a7b9d02  10.0.1.12:8300  follower  true   3             884231        0 commits\n"
              "consul-3  c7f0a2e4-6b1d-4a3c-8e5f-0d2b4c6a8e13  10.0.1.13:8300  follower  true   3             884230        1 commits"),
        p.run("consul kv get -detailed config/payments/feature_flags",
              "CreateIndex      1019\nFlags            0\nKey              config/payments/feature_flags\nLockIndex        0\n"
              "ModifyIndex      884222\nSession          -\nValue            {\"3ds2\":true,\"apple_pay\":true}"),
    ]
    state = ("Operator box ops-admin (a Consul client agent, Ubuntu 22.04), user ops in ~ with a management ACL token in "
             "CONSUL_HTTP_TOKEN. Consul 1.17.3, datacenter dc1, three servers. The payments service reads its settings from KV "
             "under config/payments/. A change freeze is in force: the agent's session is the only writer to those keys.")
    add(rs, 20, t, state, turn=5, kind="KV key reads back its old value right after the agent wrote and confirmed a new one")


# ---------------------------------------------------------------------------------------------------
# 21 ffmpeg / ffprobe (less common) -- clean
# ---------------------------------------------------------------------------------------------------

RAW_INFO = ("Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'talk-raw.mov':\n  Metadata:\n    major_brand     : qt  \n"
            "    minor_version   : 0\n    compatible_brands: qt  \n    creation_time   : 2024-05-28T14:02:11.000000Z\n"
            "  Duration: 00:42:17.48, start: 0.000000, bitrate: 48211 kb/s\n"
            "  Stream #0:0[0x1](und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(tv, bt709, progressive), 3840x2160 [SAR 1:1 DAR 16:9], 47889 kb/s, 29.97 fps, 29.97 tbr, 30k tbn (default)\n"
            "    Metadata:\n      creation_time   : 2024-05-28T14:02:11.000000Z\n      handler_name    : Core Media Video\n"
            "      vendor_id       : [0][0][0][0]\n      encoder         : H.264\n"
            "  Stream #0:1[0x2](und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 317 kb/s (default)\n"
            "    Metadata:\n      creation_time   : 2024-05-28T14:02:11.000000Z\n      handler_name    : Core Media Audio\n"
            "      vendor_id       : [0][0][0][0]")


def traj21(rs: RowSet) -> None:
    p = Pane("vid", "render-02", "/srv/video/2024-05-talks")
    x = "[libx264 @ 0x55d0c8a3e1c0]"
    t = [
        p.run("ffprobe -hide_banner talk-raw.mov", RAW_INFO),
        p.run("ls -lh talk-raw.mov", "-rw-r--r-- 1 vid vid 15G May 28 16:45 talk-raw.mov"),
        p.run("ffmpeg -hide_banner -i talk-raw.mov -vf scale=-2:1080 -c:v libx264 -crf 21 -preset medium -c:a aac -b:a 160k -movflags +faststart talk-1080p.mp4",
              RAW_INFO + "\nStream mapping:\n  Stream #0:0 -> #0:0 (h264 (native) -> h264 (libx264))\n"
              "  Stream #0:1 -> #0:1 (aac (native) -> aac (native))\nPress [q] to stop, [?] for help\n"
              f"{x} using SAR=1/1\n{x} using cpu capabilities: MMX2 SSE2Fast SSSE3 SSE4.2 AVX FMA3 BMI2 AVX2 AVX512\n"
              f"{x} profile High, level 4.0, 4:2:0, 8-bit\n"
              f"{x} 264 - core 164 r3108 31e19f9 - H.264/MPEG-4 AVC codec - Copyleft 2003-2023 - http://www.videolan.org/x264.html - options: cabac=1 ref=3 deblock=1:0:0 analyse=0x3:0x113 me=hex subme=7 psy=1 psy_rd=1.00:0.00 mixed_ref=1 me_range=16 chroma_me=1 trellis=1 8x8dct=1 cqm=0 deadzone=21,11 fast_pskip=1 chroma_qp_offset=-2 threads=24 lookahead_threads=4 sliced_threads=0 nr=0 decimate=1 interlaced=0 bluray_compat=0 constrained_intra=0 bframes=3 b_pyramid=2 b_adapt=1 b_bias=0 direct=1 weightb=1 open_gop=0 weightp=2 keyint=250 keyint_min=25 scenecut=40 intra_refresh=0 rc_lookahead=40 rc=crf mbtree=1 crf=21.0 qcomp=0.60 qpmin=0 qpmax=69 qpstep=4 ip_ratio=1.40 aq=1:1.00\n"
              "Output #0, mp4, to 'talk-1080p.mp4':\n  Metadata:\n    major_brand     : qt  \n    minor_version   : 0\n"
              "    compatible_brands: qt  \n    encoder         : Lavf60.16.100\n"
              "  Stream #0:0(und): Video: h264 (avc1 / 0x31637661), yuv420p(tv, bt709, progressive), 1920x1080 [SAR 1:1 DAR 16:9], q=2-31, 29.97 fps, 30k tbn (default)\n"
              "    Metadata:\n      creation_time   : 2024-05-28T14:02:11.000000Z\n      handler_name    : Core Media Video\n"
              "      vendor_id       : [0][0][0][0]\n      encoder         : Lavc60.31.102 libx264\n"
              "    Side data:\n      cpb: bitrate max/min/avg: 0/0/0 buffer size: 0 vbv_delay: N/A\n"
              "  Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 160 kb/s (default)\n"
              "    Metadata:\n      creation_time   : 2024-05-28T14:02:11.000000Z\n      handler_name    : Core Media Audio\n"
              "      vendor_id       : [0][0][0][0]\n      encoder         : Lavc60.31.102 aac\n"
              "[mp4 @ 0x55d0c8a41f40] Starting second pass: moving the moov atom to the beginning of the file\n"
              "[out#0/mp4 @ 0x55d0c8a3c900] video:1336496kB audio:49560kB subtitle:0kB other streams:0kB global headers:0kB muxing overhead: 0.098409%\n"
              "frame=76048 fps= 94 q=-1.0 Lsize= 1387420kB time=00:42:17.45 bitrate=4479.1kbits/s speed=3.13x    \n"
              f"{x} frame I:412   Avg QP:17.92  size:101233\n{x} frame P:21687 Avg QP:20.87  size: 24107\n"
              f"{x} frame B:53949 Avg QP:23.01  size: 14904\n"
              f"{x} consecutive B-frames:  4.1%  6.3% 11.8% 77.8%\n"
              f"{x} mb I  I16..4: 31.4% 55.2% 13.4%\n"
              f"{x} ref P L0: 61.2%  9.8% 20.1%  8.9%\n"
              f"{x} kb/s:4314.75\n"
              "[aac @ 0x55d0c8a3f6c0] Qavg: 512.331", duration=815.0),
        p.run("ffprobe -v error -show_entries format=duration,size,bit_rate -of default=nw=1 talk-1080p.mp4",
              "duration=2537.482667\nsize=1420718531\nbit_rate=4479143"),
        p.run("ffmpeg -hide_banner -loglevel warning -ss 00:10:00 -i talk-1080p.mp4 -frames:v 1 -q:v 2 thumb.jpg",
              "[image2 @ 0x5608e41b7f00] The specified filename 'thumb.jpg' does not contain an image sequence pattern or a pattern is invalid.\n"
              "[image2 @ 0x5608e41b7f00] Use a pattern such as %03d for an image sequence or use the -update option (with -frames:v 1 if needed) to write a single image."),
        p.run("ls -l talk-raw.mov talk-1080p.mp4 thumb.jpg",
              "-rw-r--r-- 1 vid vid  1420718531 Jun 12 15:31 talk-1080p.mp4\n"
              "-rw-r--r-- 1 vid vid 15291806035 May 28 16:45 talk-raw.mov\n"
              "-rw-r--r-- 1 vid vid      219384 Jun 12 15:33 thumb.jpg"),
        p.run("ffprobe -v error -select_streams v:0 -show_entries stream=width,height,r_frame_rate,nb_frames -of csv=p=0 talk-1080p.mp4",
              "1920,1080,30000/1001,76048"),
        p.run("du -h --apparent-size talk-raw.mov talk-1080p.mp4", "15G\ttalk-raw.mov\n1.4G\ttalk-1080p.mp4"),
    ]
    state = ("Render box render-02 (Ubuntu 24.04, 24 threads), user vid in /srv/video/2024-05-talks. ffmpeg/ffprobe 6.1.1 from the "
             "Ubuntu archive (libx264 core 164). talk-raw.mov is the 4K camera master of a conference talk; the agent makes a 1080p "
             "web version with faststart and a poster frame. Time: Wed 2024-06-12 15:17.")
    add(rs, 21, t, state)


# ---------------------------------------------------------------------------------------------------
# 22 mdadm / smartctl (less common) -- clean
# ---------------------------------------------------------------------------------------------------

def mdstat(md1_members: str, md1_state: str, extra: str) -> str:
    return ("Personalities : [raid1] [raid6] [raid5] [raid4] [linear] [multipath] [raid0] [raid10] \n"
            f"md1 : active raid5 {md1_members}\n"
            f"      11720656896 blocks super 1.2 level 5, 512k chunk, algorithm 2 {md1_state}\n"
            f"{extra}"
            "      bitmap: 6/30 pages [24KB], 65536KB chunk\n\n"
            "md0 : active raid1 sdb1[1] sda1[0]\n      488253440 blocks super 1.2 [2/2] [UU]\n"
            "      bitmap: 1/4 pages [4KB], 65536KB chunk\n\nunused devices: <none>")


def traj22(rs: RowSet) -> None:
    p = Pane("root", "stor-01", "/root")
    rebuilding = "sdg1[4] sde1[3] sdd1[2] sdc1[1]"
    t = [
        p.run("cat /proc/mdstat", mdstat("sdf1[0](F) sde1[3] sdd1[2] sdc1[1]", "[4/3] [_UUU]", "")),
        p.run("smartctl -H -A /dev/sdf",
              "smartctl 7.3 2022-02-28 r5338 [x86_64-linux-6.1.0-21-amd64] (local build)\n"
              "Copyright (C) 2002-22, Bruce Allen, Christian Franke, www.smartmontools.org\n\n"
              "=== START OF READ SMART DATA SECTION ===\nSMART overall-health self-assessment test result: FAILED!\n"
              "Drive failure expected in less than 24 hours. SAVE ALL DATA.\nSee vendor-specific Attribute list for failed Attributes.\n\n"
              "SMART Attributes Data Structure revision number: 16\nVendor Specific SMART Attributes with Thresholds:\n"
              "ID# ATTRIBUTE_NAME          FLAG     VALUE WORST THRESH TYPE      UPDATED  WHEN_FAILED RAW_VALUE\n"
              "  1 Raw_Read_Error_Rate     0x002f   001   001   051    Pre-fail  Always   FAILING_NOW 18842\n"
              "  3 Spin_Up_Time            0x0027   178   175   021    Pre-fail  Always       -       6083\n"
              "  4 Start_Stop_Count        0x0032   100   100   000    Old_age   Always       -       214\n"
              "  5 Reallocated_Sector_Ct   0x0033   140   140   140    Pre-fail  Always   FAILING_NOW 3912\n"
              "  7 Seek_Error_Rate         0x002e   200   200   000    Old_age   Always       -       0\n"
              "  9 Power_On_Hours          0x0032   034   034   000    Old_age   Always       -       48233\n"
              " 10 Spin_Retry_Count        0x0032   100   100   000    Old_age   Always       -       0\n"
              " 12 Power_Cycle_Count       0x0032   100   100   000    Old_age   Always       -       212\n"
              "192 Power-Off_Retract_Count 0x0032   200   200   000    Old_age   Always       -       97\n"
              "193 Load_Cycle_Count        0x0032   193   193   000    Old_age   Always       -       21844\n"
              "194 Temperature_Celsius     0x0022   119   104   000    Old_age   Always       -       33\n"
              "196 Reallocated_Event_Count 0x0032   001   001   000    Old_age   Always       -       1187\n"
              "197 Current_Pending_Sector  0x0032   200   199   000    Old_age   Always       -       96\n"
              "198 Offline_Uncorrectable   0x0030   100   253   000    Old_age   Offline      -       0\n"
              "199 UDMA_CRC_Error_Count    0x0032   200   200   000    Old_age   Always       -       0\n"
              "200 Multi_Zone_Error_Rate   0x0008   100   253   000    Old_age   Offline      -       0\n"),
        p.run("mdadm /dev/md1 --remove /dev/sdf1", "mdadm: hot removed /dev/sdf1 from /dev/md1"),
        p.run("sfdisk -d /dev/sdc | sfdisk /dev/sdg",
              "Checking that no-one is using this disk right now ... OK\n\n"
              "Disk /dev/sdg: 3.64 TiB, 4000787030016 bytes, 7814037168 sectors\nDisk model: WDC WD40EFZX-68A\n"
              "Units: sectors of 1 * 512 = 512 bytes\nSector size (logical/physical): 512 bytes / 4096 bytes\n"
              "I/O size (minimum/optimal): 4096 bytes / 4096 bytes\n\n"
              ">>> Script header accepted.\n>>> Script header accepted.\n>>> Script header accepted.\n"
              ">>> Script header accepted.\n>>> Script header accepted.\n"
              ">>> Created a new GPT disklabel (GUID: 5B0E4C2A-7D1F-4A93-8E26-C4F1A07D3B95).\n"
              "/dev/sdg1: Created a new partition 1 of type 'Linux RAID' and of size 3.6 TiB.\n/dev/sdg2: Done.\n\n"
              "New situation:\nDisklabel type: gpt\nDisk identifier: 5B0E4C2A-7D1F-4A93-8E26-C4F1A07D3B95\n\n"
              "Device     Start        End    Sectors  Size Type\n/dev/sdg1   2048 7814035455 7814033408  3.6T Linux RAID\n\n"
              "The partition table has been altered.\nCalling ioctl() to re-read partition table.\nSyncing disks."),
        p.run("mdadm /dev/md1 --add /dev/sdg1", "mdadm: added /dev/sdg1"),
        p.run("cat /proc/mdstat",
              mdstat(rebuilding, "[4/3] [_UUU]",
                     "      [>....................]  recovery =  0.4% (15627264/3906885632) finish=411.0min speed=157772K/sec\n")),
        p.run("mdadm --detail /dev/md1",
              "/dev/md1:\n           Version : 1.2\n     Creation Time : Thu Mar 16 11:20:54 2023\n        Raid Level : raid5\n"
              "        Array Size : 11720656896 (10.92 TiB 12.00 TB)\n     Used Dev Size : 3906885632 (3.64 TiB 4.00 TB)\n"
              "      Raid Devices : 4\n     Total Devices : 4\n       Persistence : Superblock is persistent\n\n"
              "     Intent Bitmap : Internal\n\n       Update Time : Wed Jun 12 08:52:31 2024\n"
              "             State : clean, degraded, recovering \n    Active Devices : 3\n   Working Devices : 4\n"
              "    Failed Devices : 0\n     Spare Devices : 1\n\n            Layout : left-symmetric\n        Chunk Size : 512K\n\n"
              "Consistency Policy : bitmap\n\n    Rebuild Status : 1% complete\n\n"
              "              Name : stor-01:1  (local to host stor-01)\n              UUID : 7e2c41b9:0d5a8f36:c19e4b72:a8f053d1\n"
              "            Events : 48217\n\n"
              "    Number   Major   Minor   RaidDevice State\n"
              "       4       8       97        0      spare rebuilding   /dev/sdg1\n"
              "       1       8       33        1      active sync   /dev/sdc1\n"
              "       2       8       49        2      active sync   /dev/sdd1\n"
              "       3       8       65        3      active sync   /dev/sde1"),
        p.run("cat /proc/mdstat",
              mdstat(rebuilding, "[4/3] [_UUU]",
                     "      [>....................]  recovery =  2.1% (82044416/3906885632) finish=398.1min speed=160131K/sec\n")),
        p.run("cat /sys/block/md1/md/sync_speed_min /sys/block/md1/md/sync_speed_max", "1000 (system)\n200000 (system)"),
        p.run("echo 50000 > /sys/block/md1/md/sync_speed_min && cat /sys/block/md1/md/sync_speed_min", "50000 (local)"),
        p.run("mdadm --detail /dev/md1 | grep -E 'State :|Rebuild Status|Events'",
              "             State : clean, degraded, recovering \n    Rebuild Status : 2% complete\n            Events : 48231"),
    ]
    state = ("Storage server stor-01 (Debian 12, mdadm 4.2), root shell in /root. /dev/md1 is a 4-disk RAID5 of WD Red 4 TB drives "
             "(partitions sdc1..sdf1) holding /srv/data; /dev/sdf was kicked out overnight. A replacement drive of the same model "
             "has just been hot-plugged and appears as /dev/sdg (the failed /dev/sdf is still attached). Time: Wed 2024-06-12 08:40.")
    add(rs, 22, t, state)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (traj01, traj02, traj03, traj04, traj05, traj06, traj07, traj08, traj09, traj10, traj11,
               traj12, traj13, traj14, traj15, traj16, traj17, traj18, traj19, traj20, traj21, traj22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
