# ruff: noqa: E501
"""Held-out set 13, terminal domain: 22 tmux-keystroke trajectories (11 with exactly one contradiction)."""

from __future__ import annotations

import hashlib
from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet, keys

SYSTEM = ("You are a Terminal World Model, a precise simulator of a Linux/Unix terminal running in a tmux pane. "
          "Each action is a JSON list of tmux keystrokes with a duration. Predict the exact terminal output after the "
          "keystrokes run: the command line as typed, everything the programs print, and the next prompt. Keep the "
          "working directory, environment, file system, processes and services consistent with everything that "
          "happened earlier in the session, and reproduce real tool output formats faithfully.")


def hx(seed: str, n: int = 64) -> str:
    """A fixed hex string derived from a seed (deterministic, for ids and digests)."""
    out = ""
    i = 0
    while len(out) < n:
        out += hashlib.sha256(f"{seed}/{i}".encode()).hexdigest()
        i += 1
    return out[:n]


def table(rows: list[list[str]], sep: int = 3, right: tuple[int, ...] = ()) -> str:
    """Columns padded like kubectl/docker output; columns listed in `right` are right-aligned."""
    widths = [max(len(r[i]) for r in rows if i < len(r)) for i in range(max(map(len, rows)))]
    lines = []
    for r in rows:
        cells = []
        for i, c in enumerate(r):
            last = i == len(r) - 1
            if i in right:
                cells.append(c.rjust(widths[i]))
            else:
                cells.append(c if last else c.ljust(widths[i]))
        lines.append((" " * sep).join(cells).rstrip())
    return "\n".join(lines)


def step(before: str, cmd: str, out: str, after: str | None = None, duration: float = 1.0) -> tuple[str, str]:
    """A line typed at a non-shell prompt (psql, redis-cli, mysql): echo, output (blank lines kept), next prompt."""
    after = before if after is None else after
    if out and not out.endswith("\n"):
        out += "\n"
    return keys(cmd, duration), f"{before} {cmd}\n{out}{after}"


def mysql_table(head: list[str], rows: list[list[str]], right: tuple[int, ...] = ()) -> str:
    widths = [max(len(head[i]), *(len(r[i]) for r in rows)) for i in range(len(head))]
    bar = "+" + "+".join("-" * (w + 2) for w in widths) + "+"

    def line(cells: list[str], is_head: bool = False) -> str:
        parts = []
        for i, c in enumerate(cells):
            parts.append(" " + (c.rjust(widths[i]) if (i in right and not is_head) else c.ljust(widths[i])) + " ")
        return "|" + "|".join(parts) + "|"

    return "\n".join([bar, line(head, True), bar, *[line(r) for r in rows], bar])


def psql_table(head: list[str], rows: list[list[str]], right: tuple[int, ...] = ()) -> str:
    widths = [max(len(head[i]), *(len(r[i]) for r in rows)) for i in range(len(head))]
    hcells = []
    for i, h in enumerate(head):
        pad = widths[i] - len(h)
        left = pad // 2
        hcells.append(" " * left + h + " " * (pad - left))
    out = [(" " + " | ".join(hcells)).rstrip(), "-" + "-+-".join("-" * w for w in widths) + "-"]
    for r in rows:
        cells = [(c.rjust(widths[i]) if i in right else c.ljust(widths[i])) for i, c in enumerate(r)]
        out.append((" " + " | ".join(cells)).rstrip())
    n = len(rows)
    out.append(f"({n} row{'s' if n != 1 else ''})")
    return "\n".join(out) + "\n"


def t01(rs: RowSet) -> None:
    # clean: git + go on a feature branch: commit, fetch, rebase onto moved origin/main (hashes rewritten), force-push.
    p = Pane("mkowalczyk", "ws-ardent", "/home/mkowalczyk/src/tidepool")
    mod = "github.com/mkowalczyk/tidepool"
    state = p.prompt
    turns = [
        p.run("git status && git log --oneline -5",
              "On branch fix/retry-backoff\n"
              "Your branch is up to date with 'origin/fix/retry-backoff'.\n\n"
              "Changes not staged for commit:\n"
              "  (use \"git add <file>...\" to update what will be committed)\n"
              "  (use \"git restore <file>...\" to discard changes in working directory)\n"
              "\tmodified:   internal/fetch/client.go\n\n"
              "no changes added to commit (use \"git add\" and/or \"git commit -a\")\n"
              "3e9c1a7 (HEAD -> fix/retry-backoff, origin/fix/retry-backoff) fetch: cap retries at 5\n"
              "b7204fd (origin/main, origin/HEAD, main) station: parse NOAA datum field\n"
              "51d08ce cli: add --since flag\n"
              "a0f3e62 fetch: honour Retry-After header\n"
              "9c4d2b1 build: bump go to 1.22"),
        p.run("git diff --stat && git diff internal/fetch/client.go",
              " internal/fetch/client.go | 5 ++++-\n"
              " 1 file changed, 4 insertions(+), 1 deletion(-)\n"
              "diff --git a/internal/fetch/client.go b/internal/fetch/client.go\n"
              "index 4be01c9..e27a3d5 100644\n"
              "--- a/internal/fetch/client.go\n"
              "+++ b/internal/fetch/client.go\n"
              "@@ -88,9 +88,12 @@ func (c *Client) do(ctx context.Context, req *http.Request) (*http.Response, error) {\n"
              " \tfor attempt := 0; attempt < c.maxRetries; attempt++ {\n"
              " \t\tresp, err = c.hc.Do(req.WithContext(ctx))\n"
              " \t\tif err == nil && resp.StatusCode < 500 {\n"
              " \t\t\treturn resp, nil\n"
              " \t\t}\n"
              "-\t\tdelay := c.baseDelay * time.Duration(attempt+1)\n"
              "+\t\tdelay := c.baseDelay << attempt\n"
              "+\t\tif delay > c.maxDelay {\n"
              "+\t\t\tdelay = c.maxDelay\n"
              "+\t\t}\n"
              " \t\ttime.Sleep(delay)\n"
              " \t}\n"
              " \treturn resp, err"),
        p.run("go build ./... && go test ./...",
              f"?   \t{mod}/cmd/tidepool\t[no test files]\n"
              f"ok  \t{mod}/internal/fetch\t0.418s\n"
              f"ok  \t{mod}/internal/station\t0.127s\n"
              f"ok  \t{mod}/internal/store\t0.905s", duration=20),
        p.run('git add internal/fetch/client.go && git commit -m "fetch: exponential backoff with maxDelay cap"',
              "[fix/retry-backoff 6d1f0b8] fetch: exponential backoff with maxDelay cap\n"
              " 1 file changed, 4 insertions(+), 1 deletion(-)"),
        p.run("git fetch origin && git rebase origin/main",
              "remote: Enumerating objects: 11, done.\n"
              "remote: Counting objects: 100% (11/11), done.\n"
              "remote: Compressing objects: 100% (4/4), done.\n"
              "remote: Total 6 (delta 2), reused 5 (delta 2), pack-reused 0 (from 0)\n"
              "Unpacking objects: 100% (6/6), 1.87 KiB | 479.00 KiB/s, done.\n"
              "From github.com:mkowalczyk/tidepool\n"
              "   b7204fd..f02a9c4  main       -> origin/main\n"
              "Successfully rebased and updated refs/heads/fix/retry-backoff.", duration=5),
        p.run("git log --oneline -6",
              "8a3e5d2 (HEAD -> fix/retry-backoff) fetch: exponential backoff with maxDelay cap\n"
              "c41b97e fetch: cap retries at 5\n"
              "f02a9c4 (origin/main, origin/HEAD) store: close sqlite handle on shutdown\n"
              "b7204fd (main) station: parse NOAA datum field\n"
              "51d08ce cli: add --since flag\n"
              "a0f3e62 fetch: honour Retry-After header"),
        p.run("go test ./...",
              f"?   \t{mod}/cmd/tidepool\t[no test files]\n"
              f"ok  \t{mod}/internal/fetch\t(cached)\n"
              f"ok  \t{mod}/internal/station\t(cached)\n"
              f"ok  \t{mod}/internal/store\t0.877s", duration=15),
        p.run("git push --force-with-lease origin fix/retry-backoff",
              "Enumerating objects: 15, done.\n"
              "Counting objects: 100% (15/15), done.\n"
              "Delta compression using up to 8 threads\n"
              "Compressing objects: 100% (8/8), done.\n"
              "Writing objects: 100% (9/9), 1.24 KiB | 1.24 MiB/s, done.\n"
              "Total 9 (delta 5), reused 0 (delta 0), pack-reused 0 (from 0)\n"
              "remote: Resolving deltas: 100% (5/5), completed with 4 local objects.\n"
              "To github.com:mkowalczyk/tidepool.git\n"
              " + 3e9c1a7...8a3e5d2 fix/retry-backoff -> fix/retry-backoff (forced update)", duration=4),
        p.run("git status -sb && git log --oneline -3 origin/fix/retry-backoff",
              "## fix/retry-backoff...origin/fix/retry-backoff\n"
              "8a3e5d2 (HEAD -> fix/retry-backoff, origin/fix/retry-backoff) fetch: exponential backoff with maxDelay cap\n"
              "c41b97e fetch: cap retries at 5\n"
              "f02a9c4 (origin/main, origin/HEAD) store: close sqlite handle on shutdown"),
    ]
    rs.add(task="terminal", tid="h13-terminal-01", system=SYSTEM, turns=turns, state=state)


def t02(rs: RowSet) -> None:
    # bad: caddy reload on Debian; turn 8 `systemctl show` reports MainPID=1817 although turns 1, 4, 5 and 6 all show main PID 1187 and nothing restarted it (NRestarts=0, same start timestamp).
    p = Pane("root", "edge-relay-02", "/root")
    state = p.prompt
    log_old = ('Sep 20 09:58:41 edge-relay-02 caddy[1187]: {"level":"info","ts":1726826321.0871,"logger":"tls.cache.maintenance","msg":"advancing OCSP staple","identifiers":["status.hollowbrook.net"],"from":1726839521,"to":1727182800}\n'
               'Sep 20 10:02:17 edge-relay-02 caddy[1187]: {"level":"info","ts":1726826537.4410,"logger":"http.handlers.reverse_proxy","msg":"selected upstream","dial":"localhost:3001","total_upstreams":1}\n'
               'Sep 20 10:06:55 edge-relay-02 caddy[1187]: {"level":"error","ts":1726826815.9023,"logger":"http.log.error","msg":"dial tcp [::1]:3001: connect: connection refused","request":{"remote_ip":"203.0.113.48","proto":"HTTP/2.0","method":"GET","host":"status.hollowbrook.net","uri":"/api/v1/summary"},"duration":0.0011,"status":502}')
    turns = [
        p.run("systemctl status caddy --no-pager",
              "● caddy.service - Caddy\n"
              "     Loaded: loaded (/lib/systemd/system/caddy.service; enabled; preset: enabled)\n"
              "     Active: active (running) since Tue 2024-09-17 08:41:22 UTC; 3 days ago\n"
              "       Docs: https://caddyserver.com/docs/\n"
              "   Main PID: 1187 (caddy)\n"
              "      Tasks: 11 (limit: 4557)\n"
              "     Memory: 38.4M\n"
              "        CPU: 6min 12.404s\n"
              "     CGroup: /system.slice/caddy.service\n"
              "             └─1187 /usr/bin/caddy run --environ --config /etc/caddy/Caddyfile\n\n"
              + log_old),
        p.run("cat /etc/caddy/Caddyfile",
              "{\n"
              "\temail ops@hollowbrook.net\n"
              "\tadmin localhost:2019\n"
              "}\n\n"
              "status.hollowbrook.net {\n"
              "\tencode zstd gzip\n"
              "\treverse_proxy localhost:3001\n"
              "\tlog {\n"
              "\t\toutput file /var/log/caddy/status.access.log\n"
              "\t}\n"
              "}\n\n"
              "files.hollowbrook.net {\n"
              "\troot * /srv/files\n"
              "\tfile_server browse\n"
              "\tbasicauth /private/* {\n"
              "\t\tarchive $2a$14$Zq0rKx6oE1sYbL3uW8nVfO2pGm9dTt5cHy7jRa4iXe1wNk0vQs3Bu\n"
              "\t}\n"
              "}"),
        p.run("sed -i 's/localhost:3001/localhost:3101/' /etc/caddy/Caddyfile && caddy validate --config /etc/caddy/Caddyfile --adapter caddyfile",
              "2024/09/20 10:11:48.201\tINFO\tusing config from file\t{\"file\": \"/etc/caddy/Caddyfile\"}\n"
              "2024/09/20 10:11:48.204\tINFO\tadapted config to JSON\t{\"adapter\": \"caddyfile\"}\n"
              "2024/09/20 10:11:48.206\tINFO\thttp.auto_https\tserver is listening only on the HTTPS port but has no TLS connection policies; adding one to enable TLS\t{\"server_name\": \"srv0\", \"https_port\": 443}\n"
              "2024/09/20 10:11:48.206\tINFO\thttp.auto_https\tenabling automatic HTTP->HTTPS redirects\t{\"server_name\": \"srv0\"}\n"
              "2024/09/20 10:11:48.207\tINFO\ttls.cache.maintenance\tstarted background certificate maintenance\t{\"cache\": \"0xc0004a2c00\"}\n"
              "2024/09/20 10:11:48.207\tINFO\ttls.cache.maintenance\tstopped background certificate maintenance\t{\"cache\": \"0xc0004a2c00\"}\n"
              "Valid configuration"),
        p.run("systemctl reload caddy && systemctl status caddy --no-pager -n 4",
              "● caddy.service - Caddy\n"
              "     Loaded: loaded (/lib/systemd/system/caddy.service; enabled; preset: enabled)\n"
              "     Active: active (running) since Tue 2024-09-17 08:41:22 UTC; 3 days ago\n"
              "       Docs: https://caddyserver.com/docs/\n"
              "    Process: 52340 ExecReload=/usr/bin/caddy reload --config /etc/caddy/Caddyfile --force (code=exited, status=0/SUCCESS)\n"
              "   Main PID: 1187 (caddy)\n"
              "      Tasks: 12 (limit: 4557)\n"
              "     Memory: 41.0M\n"
              "        CPU: 6min 12.791s\n"
              "     CGroup: /system.slice/caddy.service\n"
              "             └─1187 /usr/bin/caddy run --environ --config /etc/caddy/Caddyfile\n\n"
              "Sep 20 10:12:04 edge-relay-02 systemd[1]: Reloading caddy.service - Caddy...\n"
              'Sep 20 10:12:04 edge-relay-02 caddy[52340]: {"level":"info","ts":1726827124.3318,"msg":"using config from file","file":"/etc/caddy/Caddyfile"}\n'
              'Sep 20 10:12:04 edge-relay-02 caddy[1187]: {"level":"info","ts":1726827124.4127,"logger":"admin.api","msg":"load complete"}\n'
              "Sep 20 10:12:04 edge-relay-02 systemd[1]: Reloaded caddy.service - Caddy."),
        p.run('journalctl -u caddy --since "2024-09-20 10:12" --no-pager',
              "Sep 20 10:12:04 edge-relay-02 systemd[1]: Reloading caddy.service - Caddy...\n"
              'Sep 20 10:12:04 edge-relay-02 caddy[52340]: {"level":"info","ts":1726827124.3318,"msg":"using config from file","file":"/etc/caddy/Caddyfile"}\n'
              'Sep 20 10:12:04 edge-relay-02 caddy[52340]: {"level":"info","ts":1726827124.3342,"msg":"adapted config to JSON","adapter":"caddyfile"}\n'
              'Sep 20 10:12:04 edge-relay-02 caddy[1187]: {"level":"info","ts":1726827124.3407,"logger":"admin.api","msg":"received request","method":"POST","host":"localhost:2019","uri":"/load","remote_ip":"127.0.0.1","remote_port":"50614","headers":{"Accept-Encoding":["gzip"],"Cache-Control":["must-revalidate"],"Content-Length":["1811"],"Content-Type":["application/json"],"Origin":["http://localhost:2019"],"User-Agent":["Go-http-client/1.1"]}}\n'
              'Sep 20 10:12:04 edge-relay-02 caddy[1187]: {"level":"info","ts":1726827124.3489,"logger":"http","msg":"enabling HTTP/3 listener","addr":":443"}\n'
              'Sep 20 10:12:04 edge-relay-02 caddy[1187]: {"level":"info","ts":1726827124.3911,"logger":"http.log","msg":"server running","name":"srv0","protocols":["h1","h2","h3"]}\n'
              'Sep 20 10:12:04 edge-relay-02 caddy[1187]: {"level":"info","ts":1726827124.4127,"logger":"admin.api","msg":"load complete"}\n'
              'Sep 20 10:12:04 edge-relay-02 caddy[1187]: {"level":"info","ts":1726827124.4165,"logger":"admin","msg":"stopped previous server","address":"localhost:2019"}\n'
              "Sep 20 10:12:04 edge-relay-02 systemd[1]: Reloaded caddy.service - Caddy."),
        p.run("ss -ltnp '( sport = :80 or sport = :443 )'",
              "State  Recv-Q Send-Q Local Address:Port Peer Address:PortProcess\n"
              'LISTEN 0      4096               *:443             *:*    users:(("caddy",pid=1187,fd=8))\n'
              'LISTEN 0      4096               *:80              *:*    users:(("caddy",pid=1187,fd=9))'),
        p.run("curl -sS -o /dev/null -w '%{http_code} %{time_total}s\\n' https://status.hollowbrook.net/api/v1/summary",
              "200 0.084213s"),
        p.run("systemctl show caddy -p MainPID -p NRestarts -p ExecMainStartTimestamp -p ActiveEnterTimestamp",
              "MainPID=1817\n"
              "NRestarts=0\n"
              "ExecMainStartTimestamp=Tue 2024-09-17 08:41:22 UTC\n"
              "ActiveEnterTimestamp=Tue 2024-09-17 08:41:22 UTC"),
        p.run("tail -n 3 /var/log/caddy/status.access.log | jq -c '{ts: (.ts|floor|todate), status, uri: .request.uri, upstream: .resp_headers.Server}'",
              '{"ts":"2024-09-20T10:12:39Z","status":200,"uri":"/","upstream":["Caddy"]}\n'
              '{"ts":"2024-09-20T10:12:51Z","status":200,"uri":"/api/v1/summary","upstream":["Caddy"]}\n'
              '{"ts":"2024-09-20T10:13:02Z","status":200,"uri":"/api/v1/summary","upstream":["Caddy"]}'),
    ]
    rs.add(task="terminal", tid="h13-terminal-02", system=SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="service main PID changed (1187 -> 1817) with no restart")


def t03(rs: RowSet) -> None:
    # clean: docker compose upgrade of two services (containers recreated -> new IDs, fresh uptimes), old images removed.
    p = Pane("deploy", "stg-app-3", "/srv/ledgerline")
    state = p.prompt
    fmt = "docker ps --format 'table {{.ID}}\\t{{.Image}}\\t{{.Names}}\\t{{.Status}}'"
    head = ["CONTAINER ID", "IMAGE", "NAMES", "STATUS"]
    ps1 = table([head,
                 ["7f3c2a91d0e4", "ghcr.io/ledgerline/api:2.14.0", "ledgerline-api-1", "Up 6 days (healthy)"],
                 ["c8a07d35e912", "ghcr.io/ledgerline/worker:2.14.0", "ledgerline-worker-1", "Up 6 days"],
                 ["5d21f8e0c3b6", "postgres:16.3-bookworm", "ledgerline-db-1", "Up 6 days (healthy)"],
                 ["0b9e44c1a7d2", "valkey/valkey:7.2-alpine", "ledgerline-cache-1", "Up 6 days"]])
    ps2 = table([head,
                 ["2e6b90f4a1c7", "ghcr.io/ledgerline/api:2.15.1", "ledgerline-api-1", "Up 6 seconds (health: starting)"],
                 ["94d3c1b08f5e", "ghcr.io/ledgerline/worker:2.15.1", "ledgerline-worker-1", "Up 7 seconds"],
                 ["5d21f8e0c3b6", "postgres:16.3-bookworm", "ledgerline-db-1", "Up 6 days (healthy)"],
                 ["0b9e44c1a7d2", "valkey/valkey:7.2-alpine", "ledgerline-cache-1", "Up 6 days"]])
    pad = " " * 60
    turns = [
        p.run(fmt, ps1),
        p.run("grep -n 'image:' compose.yaml && sed -i 's/:2\\.14\\.0$/:2.15.1/' compose.yaml && echo --- && grep -n 'image:' compose.yaml",
              "3:    image: ghcr.io/ledgerline/api:2.14.0\n"
              "21:    image: ghcr.io/ledgerline/worker:2.14.0\n"
              "34:    image: postgres:16.3-bookworm\n"
              "47:    image: valkey/valkey:7.2-alpine\n"
              "---\n"
              "3:    image: ghcr.io/ledgerline/api:2.15.1\n"
              "21:    image: ghcr.io/ledgerline/worker:2.15.1\n"
              "34:    image: postgres:16.3-bookworm\n"
              "47:    image: valkey/valkey:7.2-alpine"),
        p.run("docker compose pull api worker",
              "[+] Pulling 8/8\n"
              f" ✔ worker Pulled{pad}  8.4s\n"
              f"   ✔ 8a1e25ce7c4f Already exists{pad[:45]}0.0s\n"
              f"   ✔ 2d0f6b8e91a3 Pull complete{pad[:46]}1.9s\n"
              f"   ✔ 70c4e1a95b2d Pull complete{pad[:46]}6.8s\n"
              f" ✔ api Pulled{pad}   10.9s\n"
              f"   ✔ 8a1e25ce7c4f Already exists{pad[:45]}0.0s\n"
              f"   ✔ 1f7d3b0c2a95 Pull complete{pad[:46]}2.1s\n"
              f"   ✔ c9e6a4d18b02 Pull complete{pad[:46]}7.6s", duration=15),
        p.run("docker compose up -d api worker",
              "[+] Running 4/4\n"
              " ✔ Container ledgerline-cache-1   Running                                        0.0s\n"
              " ✔ Container ledgerline-db-1      Healthy                                        0.6s\n"
              " ✔ Container ledgerline-worker-1  Started                                        2.8s\n"
              " ✔ Container ledgerline-api-1     Started                                        3.3s", duration=6),
        p.run(fmt, ps2),
        p.run("docker compose logs --tail 6 api",
              "ledgerline-api-1  | 2024-11-19T14:22:08.412Z  INFO ledgerline_api: starting version=2.15.1 commit=a4c9e07\n"
              "ledgerline-api-1  | 2024-11-19T14:22:08.415Z  INFO ledgerline_api::db: connecting host=db port=5432 pool_size=16\n"
              "ledgerline-api-1  | 2024-11-19T14:22:08.531Z  INFO ledgerline_api::db: schema version 47 is current (no migrations pending)\n"
              "ledgerline-api-1  | 2024-11-19T14:22:08.540Z  INFO ledgerline_api::cache: connected url=redis://cache:6379/0\n"
              "ledgerline-api-1  | 2024-11-19T14:22:08.544Z  INFO ledgerline_api: listening addr=0.0.0.0:8080\n"
              "ledgerline-api-1  | 2024-11-19T14:22:19.102Z  INFO ledgerline_api::http: GET /healthz 200 1.2ms"),
        p.run("sleep 20; docker ps --filter name=ledgerline-api --format '{{.Names}} {{.Status}}'",
              "ledgerline-api-1 Up 38 seconds (healthy)", duration=25),
        p.run("curl -s localhost:8080/healthz | jq .",
              '{\n  "status": "ok",\n  "version": "2.15.1",\n  "commit": "a4c9e07",\n  "db": "up",\n  "cache": "up",\n  "uptime_s": 44\n}'),
        p.run("docker image rm ghcr.io/ledgerline/api:2.14.0 ghcr.io/ledgerline/worker:2.14.0",
              "Untagged: ghcr.io/ledgerline/api:2.14.0\n"
              f"Untagged: ghcr.io/ledgerline/api@sha256:{hx('ll-api-2.14.0-digest')}\n"
              f"Deleted: sha256:{hx('ll-api-2.14.0-id')}\n"
              f"Deleted: sha256:{hx('ll-api-2.14.0-l1')}\n"
              f"Deleted: sha256:{hx('ll-api-2.14.0-l2')}\n"
              "Untagged: ghcr.io/ledgerline/worker:2.14.0\n"
              f"Untagged: ghcr.io/ledgerline/worker@sha256:{hx('ll-wk-2.14.0-digest')}\n"
              f"Deleted: sha256:{hx('ll-wk-2.14.0-id')}\n"
              f"Deleted: sha256:{hx('ll-wk-2.14.0-l1')}\n"
              f"Deleted: sha256:{hx('ll-wk-2.14.0-l2')}"),
        p.run("docker images 'ghcr.io/ledgerline/*'",
              table([["REPOSITORY", "TAG", "IMAGE ID", "CREATED", "SIZE"],
                     ["ghcr.io/ledgerline/api", "2.15.1", "6c02e1b9a7f4", "5 days ago", "118MB"],
                     ["ghcr.io/ledgerline/worker", "2.15.1", "e41a9d7c3b20", "5 days ago", "126MB"]])),
    ]
    rs.add(task="terminal", tid="h13-terminal-03", system=SYSTEM, turns=turns, state=state)


def t04(rs: RowSet) -> None:
    # bad: psql triage table: 17 rows created, DELETE 2, INSERT 0 4 -> must hold 19; turn 9 count(*) reports 20.
    p = Pane("rtanaka", "db-core-01", "/home/rtanaka")
    state = p.prompt
    db = "fleetops=#"
    a0, o0 = p.run("sudo -u postgres psql -d fleetops")
    o0 = o0.rsplit("\n", 1)[0] + "\npsql (16.4 (Debian 16.4-1.pgdg120+1))\nType \"help\" for help.\n\n" + db
    dt = ("                List of relations\n"
          + psql_table(["Schema", "Name", "Type", "Owner"],
                       [["public", "depots", "table", "fleetops"],
                        ["public", "parts_orders", "table", "fleetops"],
                        ["public", "service_tickets", "table", "fleetops"],
                        ["public", "vehicles", "table", "fleetops"]]) + "\n")
    turns = [
        (a0, o0),
        step(db, "\\dt", dt),
        step(db, "SELECT status, count(*) FROM service_tickets GROUP BY status ORDER BY status;",
             psql_table(["status", "count"], [["closed", "214"], ["in_progress", "9"], ["open", "17"]], right=(1,)) + "\n"),
        step(db, "CREATE TABLE triage_w38 AS SELECT id, vehicle, opened_at, summary FROM service_tickets WHERE status = 'open';",
             "SELECT 17\n"),
        step(db, "SELECT id, vehicle, opened_at::date AS opened, summary FROM triage_w38 ORDER BY opened_at LIMIT 6;",
             psql_table(["id", "vehicle", "opened", "summary"],
                        [["5288", "TRK-0356", "2024-08-29", "Intermittent ABS warning lamp"],
                         ["5301", "LOAN-014", "2024-09-02", "Return inspection - windscreen chip"],
                         ["5334", "VAN-1102", "2024-09-05", "Rear camera no signal"],
                         ["5349", "TRK-0412", "2024-09-07", "Coolant loss, suspect water pump"],
                         ["5367", "LOAN-009", "2024-09-09", "Return inspection - tyre wear"],
                         ["5372", "VAN-1140", "2024-09-10", "Sliding door latch sticks"]], right=(0,)) + "\n"),
        step(db, "DELETE FROM triage_w38 WHERE vehicle LIKE 'LOAN-%';", "DELETE 2\n"),
        step(db, "INSERT INTO triage_w38 SELECT id, vehicle, opened_at, summary FROM service_tickets WHERE status = 'in_progress' AND opened_at < now() - interval '14 days';",
             "INSERT 0 4\n"),
        step(db, "ALTER TABLE triage_w38 ADD COLUMN owner text; UPDATE triage_w38 SET owner = 'dvasquez' WHERE vehicle LIKE 'TRK-%';",
             "ALTER TABLE\nUPDATE 8\n"),
        step(db, "SELECT count(*) AS total, count(owner) AS assigned FROM triage_w38;",
             psql_table(["total", "assigned"], [["20", "8"]], right=(0, 1)) + "\n"),
        step(db, "GRANT SELECT ON triage_w38 TO dispatch_ro;", "GRANT\n"),
    ]
    rs.add(task="terminal", tid="h13-terminal-04", system=SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="row count does not follow CREATE 17 / DELETE 2 / INSERT 4 (shows 20, not 19)")


def restic_snaps(rows: list[tuple[str, str, str]]) -> str:
    bar = "-" * 69
    out = ["ID        Time                 Host          Tags        Paths", bar]
    for sid, t, tag in rows:
        out.append(f"{sid}  {t}  bastion-kiln  {tag:<10}  /etc")
        out.append(" " * 57 + "/srv/kiln")
    out.append(bar)
    out.append(f"{len(rows)} snapshots")
    return "\n".join(out)


def t05(rs: RowSet) -> None:
    # clean: restic manual backup, tag-filtered listing, forget/prune of two old nightlies, check, single-file restore, stats.
    p = Pane("root", "bastion-kiln", "/root")
    state = p.prompt
    opened = "repository 7c1e93b5 opened (version 2, compression level auto)"
    n = [("a3b7c0d1", "2024-09-28 02:00:11", "nightly"), ("6e02f9a4", "2024-09-29 02:00:09", "nightly"),
         ("d41c8e77", "2024-09-30 02:00:13", "nightly"), ("19f5b2ce", "2024-10-01 02:00:10", "nightly"),
         ("0b83de17", "2024-10-02 02:00:12", "nightly")]
    manual = ("e91d4c6a", "2024-10-02 14:37:51", "manual")
    keep_bar = "-" * 84
    keep = ["ID        Time                 Host          Tags        Reasons         Paths", keep_bar]
    for sid, t, tag in n[2:]:
        keep.append(f"{sid}  {t}  bastion-kiln  {tag:<10}  daily snapshot  /etc")
        keep.append(" " * 73 + "/srv/kiln")
    keep += [keep_bar, "3 snapshots"]
    sha = hx("kiln-nftables-conf")
    turns = [
        p.run("export RESTIC_REPOSITORY=sftp:backup@vault.kilnworks.lan:/srv/restic/kiln RESTIC_PASSWORD_FILE=/root/.restic-pass && restic snapshots",
              opened + "\n" + restic_snaps(n), duration=4),
        p.run("restic backup /etc /srv/kiln --tag manual --exclude-caches",
              opened + "\n"
              "using parent snapshot 0b83de17\n"
              "[0:00] 100.00%  3 / 3 index files loaded\n\n"
              "Files:          14 new,    37 changed, 18203 unmodified\n"
              "Dirs:            3 new,    22 changed,  1411 unmodified\n"
              "Added to the repository: 48.662 MiB (17.915 MiB stored)\n\n"
              "processed 18254 files, 3.412 GiB in 0:21\n"
              "snapshot e91d4c6a saved", duration=30),
        p.run("restic snapshots --tag manual", opened + "\n" + restic_snaps([manual]), duration=3),
        p.run("restic forget --tag nightly --keep-daily 3 --prune",
              opened + "\n"
              "Applying Policy: keep 3 daily snapshots\n"
              "snapshots for (host [bastion-kiln], paths [/etc, /srv/kiln]):\n"
              "keep 3 snapshots:\n" + "\n".join(keep) + "\n\n"
              "remove 2 snapshots:\n" + restic_snaps(n[:2]) + "\n\n"
              "[0:00] 100.00%  2 / 2 files deleted\n\n"
              "loading indexes...\n"
              "loading all snapshots...\n"
              "finding data that is still in use for 4 snapshots\n"
              "[0:01] 100.00%  4 / 4 snapshots\n"
              "searching used packs...\n"
              "collecting packs for deletion and repacking\n"
              "[0:00] 100.00%  1873 / 1873 packs processed\n\n"
              "to repack:          2184 blobs / 31.204 MiB\n"
              "this removes:        917 blobs / 22.781 MiB\n"
              "to delete:           614 blobs / 96.430 MiB\n"
              "total prune:        1531 blobs / 119.211 MiB\n"
              "remaining:         73410 blobs / 3.007 GiB\n"
              "unused size after prune: 148.338 MiB (4.82% of remaining size)\n\n"
              "repacking packs\n"
              "[0:02] 100.00%  5 / 5 packs repacked\n"
              "rebuilding index\n"
              "[0:00] 100.00%  1861 / 1861 packs processed\n"
              "deleting obsolete index files\n"
              "[0:00] 100.00%  4 / 4 files deleted\n"
              "removing 17 old packs\n"
              "[0:00] 100.00%  17 / 17 files deleted\n"
              "done", duration=30),
        p.run("restic snapshots", opened + "\n" + restic_snaps(n[2:] + [manual]), duration=3),
        p.run("restic check --read-data-subset=5%",
              "using temporary cache in /tmp/restic-check-cache-1843022919\n"
              + opened + "\n"
              "created new cache in /tmp/restic-check-cache-1843022919\n"
              "create exclusive lock for repository\n"
              "load indexes\n"
              "[0:00] 100.00%  2 / 2 index files loaded\n"
              "check all packs\n"
              "check snapshots, trees and blobs\n"
              "[0:03] 100.00%  4 / 4 snapshots\n"
              "read 5.0% of data packs\n"
              "[0:09] 100.00%  94 / 94 packs\n"
              "no errors were found", duration=20),
        p.run("restic restore e91d4c6a --target /tmp/rt --include /etc/nftables.conf && sha256sum /etc/nftables.conf /tmp/rt/etc/nftables.conf",
              opened + "\n"
              "[0:00] 100.00%  2 / 2 index files loaded\n"
              "restoring <Snapshot e91d4c6a of [/etc /srv/kiln] at 2024-10-02 14:37:51.208871443 +0000 UTC by root@bastion-kiln> to /tmp/rt\n"
              "Summary: Restored 2 files/dirs (1.842 KiB) in 0:00\n"
              f"{sha}  /etc/nftables.conf\n"
              f"{sha}  /tmp/rt/etc/nftables.conf", duration=5),
        p.run("restic stats --mode raw-data",
              opened + "\n"
              "[0:00] 100.00%  2 / 2 index files loaded\n"
              "scanning...\n"
              "Stats in raw-data mode:\n"
              "     Snapshots processed:  4\n"
              "        Total Blob Count:  73410\n"
              " Total Uncompressed Size:  7.913 GiB\n"
              "              Total Size:  3.007 GiB\n"
              "    Compression Progress:  100.00%\n"
              "       Compression Ratio:  2.63x\n"
              "Compression Space Saving:  62.00%", duration=10),
    ]
    rs.add(task="terminal", tid="h13-terminal-05", system=SYSTEM, turns=turns, state=state)


def t06(rs: RowSet) -> None:
    # bad: ZFS dataset for footage; turn 5 sets atime=off (turn 7 list shows ATIME off); turn 9 `zfs get -H` reads atime back as on.
    p = Pane("root", "strata", "/root")
    state = p.prompt
    turns = [
        p.run("zpool status -x && zpool list",
              "all pools are healthy\n"
              "NAME   SIZE  ALLOC   FREE  CKPOINT  EXPANDSZ   FRAG    CAP  DEDUP    HEALTH  ALTROOT\n"
              "tank  43.6T  21.9T  21.7T        -         -     6%    50%  1.00x    ONLINE  -"),
        p.run("zfs list -o name,used,avail,refer,mountpoint -r tank/media",
              "NAME                 USED  AVAIL  REFER  MOUNTPOINT\n"
              "tank/media          14.2T  19.4T   192K  /tank/media\n"
              "tank/media/archive  11.8T  19.4T  11.8T  /tank/media/archive\n"
              "tank/media/proxies  2.41T  19.4T  2.41T  /tank/media/proxies"),
        p.run("zfs create -o recordsize=1M -o compression=zstd-3 tank/media/footage && zfs list -o name,used,avail,refer,mountpoint tank/media/footage",
              "NAME                 USED  AVAIL  REFER  MOUNTPOINT\n"
              "tank/media/footage   192K  19.4T   192K  /tank/media/footage"),
        p.run("zfs get compression,recordsize,atime,quota tank/media/footage",
              "NAME                PROPERTY     VALUE           SOURCE\n"
              "tank/media/footage  compression  zstd-3          local\n"
              "tank/media/footage  recordsize   1M              local\n"
              "tank/media/footage  atime        on              default\n"
              "tank/media/footage  quota        none            default"),
        p.run("zfs set atime=off quota=2T tank/media/footage", ""),
        p.run("rsync -a --stats /mnt/ingest/2024-11-04/ /tank/media/footage/2024-11-04/",
              "\n"
              "Number of files: 318 (reg: 311, dir: 7)\n"
              "Number of created files: 318 (reg: 311, dir: 7)\n"
              "Number of deleted files: 0\n"
              "Number of regular files transferred: 311\n"
              "Total file size: 45,128,377,504 bytes\n"
              "Total transferred file size: 45,128,377,504 bytes\n"
              "Literal data: 45,128,377,504 bytes\n"
              "Matched data: 0 bytes\n"
              "File list size: 12,019\n"
              "File list generation time: 0.001 seconds\n"
              "File list transfer time: 0.000 seconds\n"
              "Total bytes sent: 45,139,398,211\n"
              "Total bytes received: 6,101\n\n"
              "sent 45,139,398,211 bytes  received 6,101 bytes  232,677,341.81 bytes/sec\n"
              "total size is 45,128,377,504  speedup is 1.00", duration=200),
        p.run("zfs list -o name,used,avail,refer,quota,atime,compressratio tank/media/footage",
              "NAME                 USED  AVAIL  REFER  QUOTA  ATIME  RATIO\n"
              "tank/media/footage  40.9G  1.96T  40.9G     2T    off  1.03x"),
        p.run("zfs snapshot tank/media/footage@ingest-20241104 && zfs list -t snapshot -o name,used,refer,creation -r tank/media/footage",
              "NAME                                  USED  REFER  CREATION\n"
              "tank/media/footage@ingest-20241104     0B  40.9G  Mon Nov  4 16:52 2024"),
        p.run("zfs get -H -o property,value,source atime,quota,recordsize,compression tank/media/footage",
              "atime\ton\tlocal\n"
              "quota\t2T\tlocal\n"
              "recordsize\t1M\tlocal\n"
              "compression\tzstd-3\tlocal"),
        p.run("zfs send -nvP tank/media/footage@ingest-20241104",
              "full\ttank/media/footage@ingest-20241104\t45251862528\n"
              "size\t45251862528"),
    ]
    rs.add(task="terminal", tid="h13-terminal-06", system=SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="property set by agent (atime=off) reads back as on")


def t07(rs: RowSet) -> None:
    # clean: kubectl image rollout (new ReplicaSet hash, new pod names), HPA minReplicas raised 3 -> 5, pods scale up over time.
    p = Pane("sre", "jump-euw1", "/home/sre")
    state = p.prompt
    ns = "kubectl -n maps"
    wide_head = ["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES"]
    turns = [
        p.run(f"kubectl config current-context && {ns} get deploy,hpa",
              "prod-euw1\n"
              + table([["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE"],
                       ["deployment.apps/tiler", "3/3", "3", "3", "212d"],
                       ["deployment.apps/tiler-cache-warmer", "1/1", "1", "1", "87d"]]) + "\n\n"
              + table([["NAME", "REFERENCE", "TARGETS", "MINPODS", "MAXPODS", "REPLICAS", "AGE"],
                       ["horizontalpodautoscaler.autoscaling/tiler", "Deployment/tiler", "cpu: 38%/70%", "3", "8", "3", "212d"]])),
        p.run(f"{ns} get pods -l app=tiler -o wide",
              table([wide_head,
                     ["tiler-6f8b9d7c4-2xkqp", "1/1", "Running", "0", "9d", "10.42.3.17", "ip-10-20-3-41.eu-west-1.compute.internal", "<none>", "<none>"],
                     ["tiler-6f8b9d7c4-h7nwd", "1/1", "Running", "2 (4d1h ago)", "9d", "10.42.1.88", "ip-10-20-1-132.eu-west-1.compute.internal", "<none>", "<none>"],
                     ["tiler-6f8b9d7c4-zr5mt", "1/1", "Running", "0", "9d", "10.42.2.203", "ip-10-20-2-77.eu-west-1.compute.internal", "<none>", "<none>"]])),
        p.run(f"{ns} set image deploy/tiler tiler=registry.corp.example/maps/tiler:1.38.2",
              "deployment.apps/tiler image updated"),
        p.run(f"{ns} rollout status deploy/tiler --timeout=180s",
              'Waiting for deployment "tiler" rollout to finish: 1 out of 3 new replicas have been updated...\n'
              'Waiting for deployment "tiler" rollout to finish: 1 out of 3 new replicas have been updated...\n'
              'Waiting for deployment "tiler" rollout to finish: 2 out of 3 new replicas have been updated...\n'
              'Waiting for deployment "tiler" rollout to finish: 2 out of 3 new replicas have been updated...\n'
              'Waiting for deployment "tiler" rollout to finish: 1 old replicas are pending termination...\n'
              'deployment "tiler" successfully rolled out', duration=90),
        p.run(f"{ns} get pods -l app=tiler",
              table([["NAME", "READY", "STATUS", "RESTARTS", "AGE"],
                     ["tiler-5c7d94b8f6-8kq2v", "1/1", "Running", "0", "71s"],
                     ["tiler-5c7d94b8f6-b4ndl", "1/1", "Running", "0", "25s"],
                     ["tiler-5c7d94b8f6-wfx9t", "1/1", "Running", "0", "48s"]])),
        p.run(f"{ns} patch hpa tiler -p '{{\"spec\":{{\"minReplicas\":5}}}}'",
              "horizontalpodautoscaler.autoscaling/tiler patched"),
        p.run(f"sleep 30; {ns} get deploy tiler && {ns} get pods -l app=tiler",
              table([["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE"], ["tiler", "4/5", "5", "4", "212d"]]) + "\n"
              + table([["NAME", "READY", "STATUS", "RESTARTS", "AGE"],
                       ["tiler-5c7d94b8f6-8kq2v", "1/1", "Running", "0", "116s"],
                       ["tiler-5c7d94b8f6-b4ndl", "1/1", "Running", "0", "70s"],
                       ["tiler-5c7d94b8f6-m2c7r", "1/1", "Running", "0", "24s"],
                       ["tiler-5c7d94b8f6-tq6hz", "0/1", "Running", "0", "24s"],
                       ["tiler-5c7d94b8f6-wfx9t", "1/1", "Running", "0", "93s"]]), duration=35),
        p.run(f"{ns} rollout history deploy/tiler",
              "deployment.apps/tiler \n"
              "REVISION  CHANGE-CAUSE\n"
              "9         <none>\n"
              "10        <none>\n"
              "11        <none>\n"),
        p.run(f"{ns} logs deploy/tiler --since=2m --tail=5",
              "Found 5 pods, using pod/tiler-5c7d94b8f6-8kq2v\n"
              '{"t":"2025-02-11T13:47:52.118Z","lvl":"info","msg":"tile served","z":14,"x":8712,"y":5631,"layer":"streets","ms":7.9,"cache":"hit"}\n'
              '{"t":"2025-02-11T13:47:52.301Z","lvl":"info","msg":"tile served","z":15,"x":17425,"y":11263,"layer":"streets","ms":31.4,"cache":"miss"}\n'
              '{"t":"2025-02-11T13:47:53.020Z","lvl":"info","msg":"tile served","z":12,"x":2178,"y":1407,"layer":"terrain","ms":4.1,"cache":"hit"}\n'
              '{"t":"2025-02-11T13:47:53.644Z","lvl":"info","msg":"tile served","z":14,"x":8713,"y":5631,"layer":"streets","ms":6.6,"cache":"hit"}\n'
              '{"t":"2025-02-11T13:47:54.207Z","lvl":"info","msg":"cache stats","hits":18211,"misses":2093,"evictions":0,"bytes":412877312}'),
        p.run(f"{ns} get deploy tiler && {ns} get hpa tiler",
              table([["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE"], ["tiler", "5/5", "5", "5", "212d"]]) + "\n"
              + table([["NAME", "REFERENCE", "TARGETS", "MINPODS", "MAXPODS", "REPLICAS", "AGE"],
                       ["tiler", "Deployment/tiler", "cpu: 24%/70%", "5", "8", "5", "212d"]])),
    ]
    rs.add(task="terminal", tid="h13-terminal-07", system=SYSTEM, turns=turns, state=state)


def t08(rs: RowSet) -> None:
    # bad: redis-cli flag store; turn 5 DEL removes flag:legacy_banner and flag:promo.halloween23 ((integer) 2); turn 9 SCAN lists flag:promo.halloween23 again.
    p = Pane("mfeld", "flagsvc-01", "/home/mfeld")
    state = p.prompt
    rp = "10.8.4.21:6379[3]>"
    a0, o0 = p.run("redis-cli -h 10.8.4.21 -n 3")
    o0 = o0.rsplit("\n", 1)[0] + "\n" + rp
    turns = [
        (a0, o0),
        step(rp, "SCAN 0 MATCH flag:* COUNT 100",
             '1) "0"\n'
             '2) 1) "flag:beta.search"\n'
             '   2) "flag:checkout.v2"\n'
             '   3) "flag:legacy_banner"\n'
             '   4) "flag:pricing.geo"\n'
             '   5) "flag:promo.halloween23"\n'
             '   6) "flag:onboarding.tour"\n'
             '   7) "flag:dark_mode"'),
        step(rp, "HGETALL flag:checkout.v2",
             ' 1) "enabled"\n 2) "1"\n 3) "rollout"\n 4) "20"\n 5) "segment"\n 6) "eu,uk"\n'
             ' 7) "created_at"\n 8) "2024-06-11T09:30:00Z"'),
        step(rp, "HGETALL flag:promo.halloween23",
             '1) "enabled"\n2) "0"\n3) "ends_at"\n4) "2023-11-01T00:00:00Z"\n5) "owner"\n6) "growth"'),
        step(rp, "DEL flag:legacy_banner flag:promo.halloween23", "(integer) 2"),
        step(rp, "HSET flag:checkout.v2 rollout 35 updated_by mfeld", "(integer) 1"),
        step(rp, "EXPIRE flag:beta.search 86400", "(integer) 1"),
        step(rp, "TTL flag:beta.search", "(integer) 86391"),
        step(rp, "SCAN 0 MATCH flag:* COUNT 100",
             '1) "0"\n'
             '2) 1) "flag:checkout.v2"\n'
             '   2) "flag:beta.search"\n'
             '   3) "flag:pricing.geo"\n'
             '   4) "flag:promo.halloween23"\n'
             '   5) "flag:onboarding.tour"\n'
             '   6) "flag:dark_mode"'),
        step(rp, "HMGET flag:checkout.v2 rollout updated_by", '1) "35"\n2) "mfeld"'),
        step(rp, "quit", "", after=p.prompt),
    ]
    rs.add(task="terminal", tid="h13-terminal-08", system=SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="deleted key reappears in SCAN listing")


def nft_input(rules: list[str]) -> str:
    return ("table inet filter {\n"
            "\tchain input { # handle 1\n"
            "\t\ttype filter hook input priority filter; policy drop;\n"
            + "".join(f"\t\t{r}\n" for r in rules)
            + "\t}\n}")


def t09(rs: RowSet) -> None:
    # clean: nftables on a gateway: insert a wireguard rule before the log rule, delete an old rule by handle, persist, extend a set; counters keep rising.
    p = Pane("root", "gw-fjord", "/root")
    state = p.prompt
    head = ['iif "lo" accept # handle 4',
            "ct state established,related accept # handle 5",
            "ct state invalid drop # handle 6"]
    icmp = "meta l4proto { icmp, ipv6-icmp } accept # handle 8"
    zbx = 'tcp dport 8443 ip saddr 10.60.0.0/24 accept comment "old-zabbix" # handle 9'

    def c(n1: int, b1: int, n2: int, b2: int, n3: int, b3: int, n4: int, b4: int) -> list[str]:
        return [f"ip saddr @blocked_v4 counter packets {n1} bytes {b1} drop # handle 7", icmp,
                f"tcp dport 22 ct state new limit rate 10/minute counter packets {n2} bytes {b2} accept # handle 10",
                f"tcp dport {{ 80, 443 }} counter packets {n3} bytes {b3} accept # handle 12",
                f'counter packets {n4} bytes {b4} log prefix "input-drop: " # handle 14']

    r1 = c(1843, 98204, 412, 24720, 88213, 5291480, 30552, 1718336)
    r3 = c(1851, 98636, 413, 24780, 88401, 5302760, 30561, 1718840)
    r5 = c(1860, 99122, 415, 24900, 88679, 5319440, 30570, 1719344)
    wg3 = 'udp dport 51820 counter packets 6 bytes 888 accept comment "wireguard" # handle 23'
    wg5 = 'udp dport 51820 counter packets 38 bytes 5812 accept comment "wireguard" # handle 23'
    turns = [
        p.run("nft -a list chain inet filter input", nft_input(head + r1[:2] + [zbx] + r1[2:])),
        p.run("nft 'insert rule inet filter input position 14 udp dport 51820 counter accept comment \"wireguard\"'", ""),
        p.run("nft -a list chain inet filter input", nft_input(head + r3[:2] + [zbx] + r3[2:4] + [wg3] + r3[4:])),
        p.run("nft delete rule inet filter input handle 9", ""),
        p.run("nft -a list chain inet filter input", nft_input(head + r5[:4] + [wg5] + r5[4:])),
        p.run("nft -s list ruleset > /etc/nftables.conf.new && diff -u /etc/nftables.conf /etc/nftables.conf.new",
              "--- /etc/nftables.conf\t2024-06-02 11:20:41.000000000 +0000\n"
              "+++ /etc/nftables.conf.new\t2024-12-09 15:03:18.722093311 +0000\n"
              "@@ -1,7 +1,3 @@\n"
              "-#!/usr/sbin/nft -f\n"
              "-\n"
              "-flush ruleset\n"
              "-\n"
              " table inet filter {\n"
              " \tset blocked_v4 {\n"
              " \t\ttype ipv4_addr\n"
              "@@ -17,9 +13,9 @@\n"
              " \t\tct state invalid drop\n"
              " \t\tip saddr @blocked_v4 counter drop\n"
              " \t\tmeta l4proto { icmp, ipv6-icmp } accept\n"
              '-\t\ttcp dport 8443 ip saddr 10.60.0.0/24 accept comment "old-zabbix"\n'
              " \t\ttcp dport 22 ct state new limit rate 10/minute counter accept\n"
              " \t\ttcp dport { 80, 443 } counter accept\n"
              '+\t\tudp dport 51820 counter accept comment "wireguard"\n'
              ' \t\tcounter log prefix "input-drop: "\n'
              " \t}\n"
              " "),
        p.run("cp -a /etc/nftables.conf /etc/nftables.conf.bak && { printf '#!/usr/sbin/nft -f\\n\\nflush ruleset\\n\\n'; cat /etc/nftables.conf.new; } > /etc/nftables.conf && nft -c -f /etc/nftables.conf && echo syntax ok",
              "syntax ok"),
        p.run("wg show wg0",
              "interface: wg0\n"
              "  public key: 7Hn0q4vRrN1xYgBqK3y8dZc0mWfJ2sPaE5tLhU9oXkA=\n"
              "  private key: (hidden)\n"
              "  listening port: 51820\n\n"
              "peer: Qm3vZ8nT1cR5yW0pL7aK2fH9sD4gJ6eB1uX8oN3iV0E=\n"
              "  endpoint: 198.51.100.77:41822\n"
              "  allowed ips: 10.99.0.2/32\n"
              "  latest handshake: 14 seconds ago\n"
              "  transfer: 18.42 KiB received, 21.07 KiB sent"),
        p.run("nft add element inet filter blocked_v4 '{ 193.35.18.0/24 }' && nft list set inet filter blocked_v4",
              "table inet filter {\n"
              "\tset blocked_v4 {\n"
              "\t\ttype ipv4_addr\n"
              "\t\tflags interval\n"
              "\t\telements = { 45.148.10.0/24, 80.94.95.0/24,\n"
              "\t\t\t     141.98.11.0/24, 193.35.18.0/24 }\n"
              "\t}\n"
              "}"),
        p.run("nft -a list chain inet filter input | grep -E 'blocked|51820'",
              "\t\tip saddr @blocked_v4 counter packets 1874 bytes 99652 drop # handle 7\n"
              '\t\tudp dport 51820 counter packets 121 bytes 17940 accept comment "wireguard" # handle 23'),
    ]
    rs.add(task="terminal", tid="h13-terminal-09", system=SYSTEM, turns=turns, state=state)


QM_TOML = ('# quillmark configuration for this repository\n'
           '[general]\n'
           'ignore = ["docs/generated/**", "CHANGELOG.md", "vendor/**"]\n'
           'max_line_length = {n}\n'
           '\n'
           '[rules]\n'
           'MD013 = "warn"       # line length\n'
           'MD022 = "error"      # blank lines around headings\n'
           'MD034 = "warn"       # bare URLs\n'
           'MD040 = "error"      # fenced code language\n'
           'heading_style = "atx"')


def t10(rs: RowSet) -> None:
    # bad: Rust linter repo; turn 2 cat shows quillmark.toml ignore list with "CHANGELOG.md" (turn 8 diff context repeats it); only line 4 is edited (turn 5); turn 9 cat shows the ignore list without "CHANGELOG.md".
    p = Pane("ines", "forge", "/home/ines/code/quillmark")
    state = p.prompt
    crates = ["proc-macro2 v1.0.86", "unicode-ident v1.0.12", "memchr v2.7.4", "serde v1.0.209", "utf8parse v0.2.2",
              "anstyle v1.0.8", "anstyle-parse v0.2.5", "colorchoice v1.0.2", "is_terminal_polyfill v1.70.1",
              "anstyle-query v1.1.1", "strsim v0.11.1", "heck v0.5.0", "clap_lex v0.7.2", "hashbrown v0.14.5",
              "equivalent v1.0.1", "winnow v0.6.18", "anyhow v1.0.86", "unicode-width v0.1.13", "bitflags v2.6.0",
              "same-file v1.0.6", "log v0.4.22", "regex-syntax v0.8.4", "quote v1.0.37", "anstream v0.6.15",
              "indexmap v2.5.0", "walkdir v2.5.0", "syn v2.0.77", "clap_builder v4.5.15", "aho-corasick v1.1.3",
              "regex-automata v0.4.7", "pulldown-cmark v0.11.0", "bstr v1.10.0", "serde_derive v1.0.209",
              "clap_derive v4.5.13", "globset v0.4.14", "clap v4.5.16", "serde_spanned v0.6.7", "toml_datetime v0.6.8",
              "toml_edit v0.22.20", "toml v0.8.19"]
    build = "\n".join(f"   Compiling {c}" for c in crates) + \
        "\n   Compiling quillmark v0.9.3 (/home/ines/code/quillmark)\n    Finished `release` profile [optimized] target(s) in 38.71s"
    drift = QM_TOML.replace('"CHANGELOG.md", ', "")
    turns = [
        p.run("cat Cargo.toml",
              '[package]\nname = "quillmark"\nversion = "0.9.3"\nedition = "2021"\n'
              'description = "Opinionated Markdown linter for docs repositories"\nlicense = "MIT OR Apache-2.0"\n\n'
              '[dependencies]\nanyhow = "1.0.86"\nclap = { version = "4.5.16", features = ["derive"] }\n'
              'globset = "0.4.14"\npulldown-cmark = { version = "0.11.0", default-features = false }\n'
              'serde = { version = "1.0.209", features = ["derive"] }\ntoml = "0.8.19"\nunicode-width = "0.1.13"\n'
              'walkdir = "2.5.0"\n\n[dev-dependencies]\ninsta = "1.39.0"'),
        p.run("cat quillmark.toml", QM_TOML.replace("{n}", "100")),
        p.run("cargo build --release", build, duration=45),
        p.run("./target/release/quillmark check docs/",
              "docs/guide/install.md:42:101  MD013  line length 118 exceeds 100\n"
              "docs/guide/install.md:77:101  MD013  line length 104 exceeds 100\n"
              "docs/guide/config.md:12:1     MD040  fenced code block has no language\n"
              "docs/reference/cli.md:230:101 MD013  line length 131 exceeds 100\n"
              "docs/reference/cli.md:231:101 MD013  line length 126 exceeds 100\n"
              "docs/faq.md:9:24              MD034  bare URL: https://quillmark.dev/issues\n\n"
              "6 problems (1 error, 5 warnings) in 4 files, 23 files checked"),
        p.run("sed -i 's/^max_line_length = 100$/max_line_length = 120/' quillmark.toml && grep -n max_line quillmark.toml",
              "4:max_line_length = 120"),
        p.run("./target/release/quillmark check docs/",
              "docs/guide/config.md:12:1     MD040  fenced code block has no language\n"
              "docs/reference/cli.md:230:121 MD013  line length 131 exceeds 120\n"
              "docs/reference/cli.md:231:121 MD013  line length 126 exceeds 120\n"
              "docs/faq.md:9:24              MD034  bare URL: https://quillmark.dev/issues\n\n"
              "4 problems (1 error, 3 warnings) in 3 files, 23 files checked"),
        p.run("cargo test -q",
              "\nrunning 41 tests\n" + "." * 41 + "\n"
              "test result: ok. 41 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.08s\n\n\n"
              "running 6 tests\n......\n"
              "test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.31s\n\n\n"
              "running 0 tests\n\n"
              "test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s", duration=40),
        p.run("git diff",
              "diff --git a/quillmark.toml b/quillmark.toml\n"
              "index 3c0d9e2..b81f4a7 100644\n"
              "--- a/quillmark.toml\n"
              "+++ b/quillmark.toml\n"
              "@@ -1,7 +1,7 @@\n"
              " # quillmark configuration for this repository\n"
              " [general]\n"
              ' ignore = ["docs/generated/**", "CHANGELOG.md", "vendor/**"]\n'
              "-max_line_length = 100\n"
              "+max_line_length = 120\n"
              " \n"
              " [rules]\n"
              ' MD013 = "warn"       # line length'),
        p.run("cat quillmark.toml", drift.replace("{n}", "120")),
        p.run("cargo clippy --release -q -- -D warnings && echo clippy clean", "clippy clean", duration=30),
    ]
    rs.add(task="terminal", tid="h13-terminal-10", system=SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="config file line differs between reads with no write (ignore list loses an entry)")


def t11(rs: RowSet) -> None:
    # clean: npm dependency maintenance in a React dashboard: update, audit fix, outdated list shrinks, build and tests.
    p = Pane("tmoreau", "kestrel", "/home/tmoreau/work/harbor-dash")
    state = p.prompt
    fund = "148 packages are looking for funding\n  run `npm fund` for details\n\n"
    turns = [
        p.run("node -v && npm -v && npm outdated",
              "v20.17.0\n10.8.2\n"
              + table([["Package", "Current", "Wanted", "Latest", "Location", "Depended by"],
                       ["@tanstack/react-query", "5.51.1", "5.56.2", "5.56.2", "node_modules/@tanstack/react-query", "harbor-dash"],
                       ["axios", "1.7.2", "1.7.7", "1.7.7", "node_modules/axios", "harbor-dash"],
                       ["chart.js", "4.4.3", "4.4.4", "4.4.4", "node_modules/chart.js", "harbor-dash"],
                       ["date-fns", "3.6.0", "3.6.0", "4.1.0", "node_modules/date-fns", "harbor-dash"],
                       ["vite", "5.3.4", "5.4.8", "5.4.8", "node_modules/vite", "harbor-dash"]], sep=2, right=(1, 2, 3))),
        p.run("npm audit",
              "# npm audit report\n\n"
              "axios  1.3.2 - 1.7.3\n"
              "Severity: high\n"
              "Server-Side Request Forgery in axios - https://github.com/advisories/GHSA-8hc4-vh64-cxmj\n"
              "fix available via `npm audit fix`\n"
              "node_modules/axios\n\n"
              "micromatch  <4.0.8\n"
              "Severity: moderate\n"
              "Regular Expression Denial of Service (ReDoS) in micromatch - https://github.com/advisories/GHSA-952p-6rrq-rcjv\n"
              "fix available via `npm audit fix`\n"
              "node_modules/micromatch\n\n"
              "vite  5.3.0 - 5.3.5\n"
              "Severity: moderate\n"
              "Vite's `server.fs.deny` is bypassed when using `?import&raw` - https://github.com/advisories/GHSA-9cwx-2883-4wfx\n"
              "fix available via `npm audit fix`\n"
              "node_modules/vite\n\n"
              "3 vulnerabilities (2 moderate, 1 high)\n\n"
              "To address all issues, run:\n"
              "  npm audit fix", duration=4),
        p.run("npm update axios chart.js @tanstack/react-query",
              "\nchanged 4 packages, and audited 603 packages in 3s\n\n" + fund +
              "2 moderate severity vulnerabilities\n\n"
              "To address all issues, run:\n"
              "  npm audit fix\n\n"
              "Run `npm audit` for details.", duration=10),
        p.run("npm audit fix",
              "\nadded 1 package, changed 3 packages, and audited 604 packages in 4s\n\n" + fund +
              "found 0 vulnerabilities", duration=10),
        p.run("npm outdated",
              table([["Package", "Current", "Wanted", "Latest", "Location", "Depended by"],
                     ["date-fns", "3.6.0", "3.6.0", "4.1.0", "node_modules/date-fns", "harbor-dash"]], sep=2, right=(1, 2, 3))),
        p.run("npm ls vite micromatch",
              "harbor-dash@0.14.0 /home/tmoreau/work/harbor-dash\n"
              "├─┬ @vitejs/plugin-react@4.3.1\n"
              "│ └── vite@5.4.8 deduped\n"
              "├─┬ tailwindcss@3.4.10\n"
              "│ └─┬ fast-glob@3.3.2\n"
              "│   └── micromatch@4.0.8\n"
              "├── vite@5.4.8\n"
              "└─┬ vitest@2.0.5\n"
              "  └── vite@5.4.8 deduped"),
        p.run("npm run build",
              "\n> harbor-dash@0.14.0 build\n> tsc -b && vite build\n\n"
              "vite v5.4.8 building for production...\n"
              "✓ 1287 modules transformed.\n"
              "dist/index.html                   0.62 kB │ gzip:   0.38 kB\n"
              "dist/assets/index-C9x2fQ1d.css   21.84 kB │ gzip:   4.97 kB\n"
              "dist/assets/index-BmT4k7Zs.js   612.47 kB │ gzip: 196.03 kB\n\n"
              "(!) Some chunks are larger than 500 kB after minification. Consider:\n"
              "- Using dynamic import() to code-split the application\n"
              "- Use build.rollupOptions.output.manualChunks to improve chunking: https://rollupjs.org/configuration-options/#output-manualchunks\n"
              "- Adjust chunk size limit for this warning via build.chunkSizeWarningLimit.\n"
              "✓ built in 6.41s", duration=20),
        p.run("npx vitest run",
              "\n RUN  v2.0.5 /home/tmoreau/work/harbor-dash\n\n"
              " ✓ src/lib/format.test.ts (12 tests) 9ms\n"
              " ✓ src/lib/units.test.ts (9 tests) 6ms\n"
              " ✓ src/api/client.test.ts (7 tests) 41ms\n"
              " ✓ src/api/berths.test.ts (6 tests) 28ms\n"
              " ✓ src/store/filters.test.ts (8 tests) 12ms\n"
              " ✓ src/components/BerthTable.test.tsx (6 tests) 188ms\n"
              " ✓ src/components/ArrivalsChart.test.tsx (4 tests) 231ms\n"
              " ✓ src/components/VesselCard.test.tsx (5 tests) 96ms\n"
              " ✓ src/components/FilterBar.test.tsx (7 tests) 142ms\n"
              " ✓ src/components/TideWidget.test.tsx (3 tests) 57ms\n"
              " ✓ src/pages/Overview.test.tsx (5 tests) 312ms\n"
              " ✓ src/pages/Berths.test.tsx (6 tests) 274ms\n"
              " ✓ src/pages/Settings.test.tsx (4 tests) 119ms\n"
              " ✓ src/hooks/usePolling.test.ts (5 tests) 233ms\n\n"
              " Test Files  14 passed (14)\n"
              "      Tests  87 passed (87)\n"
              "   Start at  11:06:52\n"
              "   Duration  4.83s (transform 612ms, setup 1.21s, collect 3.02s, tests 1.74s, environment 5.88s, prepare 1.19s)",
              duration=15),
        p.run("git diff --stat",
              " package-lock.json | 74 ++++++++++++++++++++++++++++++++++++++++---------------------------------\n"
              " package.json      |  6 +++---\n"
              " 2 files changed, 43 insertions(+), 37 deletions(-)"),
    ]
    rs.add(task="terminal", tid="h13-terminal-11", system=SYSTEM, turns=turns, state=state)


def borg_line(name: str, when: str, seed: str) -> str:
    return f"{name:<36} {when} [{hx(seed)}]"


def t12(rs: RowSet) -> None:
    # bad: borg backup to USB disk; turn 1 `date` 18:04:52 and turn 2 archive ends 18:09:47; turn 8 `date` prints 18:07:13 (clock went backwards).
    p = Pane("root", "atelier-nas", "/root")
    state = p.prompt
    repo = "/mnt/usb-borg/atelier"
    days = [("2025-02-16", "03:00:04", "03:00:05", "Sun"), ("2025-02-23", "03:00:02", "03:00:03", "Sun"),
            ("2025-03-02", "03:00:03", "03:00:04", "Sun"), ("2025-03-08", "03:00:04", "03:00:05", "Sat"),
            ("2025-03-09", "03:00:02", "03:00:03", "Sun"), ("2025-03-10", "03:00:03", "03:00:04", "Mon"),
            ("2025-03-11", "03:00:02", "03:00:03", "Tue"), ("2025-03-12", "03:00:04", "03:00:05", "Wed"),
            ("2025-03-13", "03:00:03", "03:00:04", "Thu"), ("2025-03-14", "03:00:03", "03:00:04", "Fri"),
            ("2025-03-15", "03:00:02", "03:00:03", "Sat")]
    arch = [(f"atelier-{d}T{n}", f"{w}, {d} {t}", f"borg-{d}") for d, n, t, w in days]
    new = ("atelier-2025-03-15T18:05:31", "Sat, 2025-03-15 18:05:31", "borg-new")
    listing = "\n".join(borg_line(*a) for a in arch)
    by = {a[0][8:18]: a for a in arch}
    pl = [f"Keeping archive (rule: daily #1):        {borg_line(*new)}",
          f"Pruning archive (1/2):                   {borg_line(*by['2025-03-15'])}"]
    for i, d in enumerate(["2025-03-14", "2025-03-13", "2025-03-12", "2025-03-11", "2025-03-10", "2025-03-09"], 2):
        pl.append(f"Keeping archive (rule: daily #{i}):        {borg_line(*by[d])}")
    pl.append(f"Pruning archive (2/2):                   {borg_line(*by['2025-03-08'])}")
    for i, d in enumerate(["2025-03-02", "2025-02-23", "2025-02-16"], 1):
        pl.append(f"Keeping archive (rule: weekly #{i}):       {borg_line(*by[d])}")
    rid = hx("borg-repo-atelier")
    bar = "-" * 78
    turns = [
        p.run(f"date && borg list {repo}", "Sat Mar 15 18:04:52 CET 2025\n" + listing, duration=3),
        p.run(f"borg create --stats --compression zstd,6 {repo}::atelier-{{now:%Y-%m-%dT%H:%M:%S}} /srv/atelier /etc",
              f"{bar}\n"
              f"Repository: {repo}\n"
              "Archive name: atelier-2025-03-15T18:05:31\n"
              f"Archive fingerprint: {hx('borg-new')}\n"
              "Time (start): Sat, 2025-03-15 18:05:31\n"
              "Time (end):   Sat, 2025-03-15 18:09:47\n"
              "Duration: 4 minutes 16.02 seconds\n"
              "Number of files: 412338\n"
              "Utilization of max. archive size: 0%\n"
              f"{bar}\n"
              "                       Original size      Compressed size    Deduplicated size\n"
              "This archive:              186.41 GB            131.07 GB              2.86 GB\n"
              "All archives:                2.23 TB              1.57 TB            217.63 GB\n\n"
              "                       Unique chunks         Total chunks\n"
              "Chunk index:                  906212             11021880\n"
              f"{bar}", duration=300),
        p.run(f"borg list --last 3 {repo}",
              "\n".join([borg_line(*by["2025-03-14"]), borg_line(*by["2025-03-15"]), borg_line(*new)])),
        p.run(f"borg prune -v --list --keep-daily=7 --keep-weekly=4 {repo}", "\n".join(pl), duration=20),
        p.run(f"borg compact {repo} && borg info {repo}",
              f"Repository ID: {rid}\n"
              f"Location: {repo}\n"
              "Encrypted: Yes (repokey BLAKE2b)\n"
              f"Cache: /root/.cache/borg/{rid}\n"
              f"Security dir: /root/.config/borg/security/{rid}\n"
              f"{bar}\n"
              "                       Original size      Compressed size    Deduplicated size\n"
              "All archives:                1.86 TB              1.31 TB            211.94 GB\n\n"
              "                       Unique chunks         Total chunks\n"
              "Chunk index:                  889471              9183627", duration=60),
        p.run(f"borg diff {repo}::atelier-2025-03-14T03:00:03 atelier-2025-03-15T18:05:31 | head -8",
              "        +1.2 kB         -1.1 kB etc/borgmatic/config.yaml\n"
              "added           14.87 MB srv/atelier/clients/lindgren/2025-03-15_moodboard.psd\n"
              "added            6.02 MB srv/atelier/clients/lindgren/2025-03-15_palette.pdf\n"
              "       +412.0 kB       -398.5 kB srv/atelier/invoices/2025/ledger.ods\n"
              "added          212.77 MB srv/atelier/shoots/2025-03-14/DSC_4411.NEF\n"
              "added          208.31 MB srv/atelier/shoots/2025-03-14/DSC_4412.NEF\n"
              "added          215.94 MB srv/atelier/shoots/2025-03-14/DSC_4413.NEF\n"
              "        +3.4 kB         -3.4 kB srv/atelier/.sync/state.db", duration=30),
        p.run(f"borg extract --dry-run --list {repo}::atelier-2025-03-15T18:05:31 etc/fstab etc/hosts",
              "etc/fstab\netc/hosts", duration=10),
        p.run("date && sync && umount /mnt/usb-borg && echo unmounted",
              "Sat Mar 15 18:07:13 CET 2025\nunmounted", duration=5),
    ]
    rs.add(task="terminal", tid="h13-terminal-12", system=SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="clock goes backwards: date 18:07 after an archive that finished at 18:09:47")


def ansible_task(name: str, lines: list[str]) -> str:
    head = f"TASK [{name}] "
    return head + "*" * max(3, 80 - len(head)) + "\n" + "\n".join(lines) + "\n"


def t13(rs: RowSet) -> None:
    # clean: ansible chrony role: check+diff, apply (changed=3), idempotent rerun (changed=0, one task fewer ok), chronyc tracking twice as time passes.
    p = Pane("ops", "ctl-01", "/home/ops/infra/ansible")
    state = p.prompt
    inv = "-i inventories/lab/hosts.yml"
    a, b = "ntp-a.lab.quarrel.io", "ntp-b.lab.quarrel.io"
    diff = ("--- before: /etc/chrony/chrony.conf\n"
            "+++ after: /home/ops/.ansible/tmp/ansible-local-31877f2k9xq0/tmpd3v1s8nc/chrony.conf.j2\n"
            "@@ -1,7 +1,9 @@\n"
            " # Managed by Ansible - role chrony\n"
            "-pool 2.debian.pool.ntp.org iburst\n"
            "+server ptbtime1.ptb.de iburst nts\n"
            "+server nts.netnod.se iburst nts\n"
            "+ntsdumpdir /var/lib/chrony\n"
            " driftfile /var/lib/chrony/chrony.drift\n"
            " makestep 1.0 3\n"
            " rtcsync\n"
            " allow 10.30.0.0/16\n"
            " logdir /var/log/chrony\n\n")
    ufw = "--- before\n+++ after\n@@ -0,0 +1 @@\n+123/udp ALLOW IN 10.30.0.0/16\n\n"

    def play(check_diff: bool, changed: bool) -> str:
        out = "\nPLAY [Time sync] " + "*" * 63 + "\n\n"
        out += ansible_task("Gathering Facts", [f"ok: [{b}]", f"ok: [{a}]"]) + "\n"
        out += ansible_task("chrony : Install chrony", [f"ok: [{a}]", f"ok: [{b}]"]) + "\n"
        st = "changed" if changed else "ok"
        if check_diff:
            out += ansible_task("chrony : Render chrony.conf", [diff + f"changed: [{a}]", diff + f"changed: [{b}]"]) + "\n"
            out += ansible_task("chrony : Allow NTP from lab networks", [ufw + f"changed: [{a}]", ufw + f"changed: [{b}]"]) + "\n"
        else:
            out += ansible_task("chrony : Render chrony.conf", [f"{st}: [{b}]", f"{st}: [{a}]"]) + "\n"
            out += ansible_task("chrony : Allow NTP from lab networks", [f"{st}: [{a}]", f"{st}: [{b}]"]) + "\n"
        if changed:
            h = "RUNNING HANDLER [chrony : restart chrony] "
            out += h + "*" * (80 - len(h)) + "\n" + f"changed: [{a}]\nchanged: [{b}]\n\n"
        ok, ch = (5, 3) if changed else (4, 0)
        out += "PLAY RECAP " + "*" * 69 + "\n"
        out += "".join(f"{h:<27}: ok={ok:<4} changed={ch:<4} unreachable=0    failed=0    skipped=0    rescued=0    ignored=0\n"
                       for h in (a, b))
        return out

    def tracking(host: str, ref: str, reftime: str, sys_t: str, last: str, rms: str, freq: str, resid: str, skew: str,
                 delay: str, disp: str, interval: str) -> str:
        return (f"{host} | CHANGED | rc=0 >>\n"
                f"Reference ID    : {ref}\n"
                "Stratum         : 2\n"
                f"Ref time (UTC)  : {reftime}\n"
                f"System time     : {sys_t}\n"
                f"Last offset     : {last} seconds\n"
                f"RMS offset      : {rms} seconds\n"
                f"Frequency       : {freq} ppm slow\n"
                f"Residual freq   : {resid} ppm\n"
                f"Skew            : {skew} ppm\n"
                f"Root delay      : {delay} seconds\n"
                f"Root dispersion : {disp} seconds\n"
                f"Update interval : {interval} seconds\n"
                "Leap status     : Normal")

    turns = [
        p.run(f"ansible-inventory {inv} --graph",
              "@all:\n"
              "  |--@ungrouped:\n"
              "  |--@chrony_servers:\n"
              f"  |  |--{a}\n"
              f"  |  |--{b}\n"
              "  |--@chrony_clients:\n"
              "  |  |--build-01.lab.quarrel.io\n"
              "  |  |--build-02.lab.quarrel.io\n"
              "  |  |--nas-01.lab.quarrel.io"),
        p.run(f"ansible {inv} chrony_servers -m ping -o",
              "".join(f'{h} | SUCCESS => {{"ansible_facts": {{"discovered_interpreter_python": "/usr/bin/python3"}},"changed": false,"ping": "pong"}}\n' for h in (a, b)),
              duration=5),
        p.run(f"ansible-playbook {inv} site.yml --tags chrony --limit chrony_servers --check --diff",
              play(True, True), duration=25),
        p.run(f"ansible-playbook {inv} site.yml --tags chrony --limit chrony_servers", play(False, True), duration=25),
        p.run(f"ansible-playbook {inv} site.yml --tags chrony --limit chrony_servers", play(False, False), duration=20),
        p.run(f"ansible {inv} chrony_servers -m command -a 'chronyc tracking'",
              tracking(a, "C035676C (ptbtime1.ptb.de)", "Wed Apr 16 09:14:02 2025", "0.000183411 seconds slow of NTP time",
                       "-0.000201733", "0.000201733", "11.482", "-2.113", "4.907", "0.021873410", "0.000642118", "2.0") + "\n"
              + tracking(b, "C23ACF4A (nts.netnod.se)", "Wed Apr 16 09:14:01 2025", "0.000094227 seconds fast of NTP time",
                         "+0.000117520", "0.000117520", "7.905", "+1.274", "3.662", "0.038291527", "0.000811930", "2.0"),
              duration=6),
        p.run(f"sleep 120; ansible {inv} {a} -m command -a 'chronyc tracking'",
              tracking(a, "C035676C (ptbtime1.ptb.de)", "Wed Apr 16 09:16:11 2025", "0.000006120 seconds fast of NTP time",
                       "+0.000004871", "0.000061928", "11.617", "+0.009", "0.214", "0.021804166", "0.000473902", "32.4"),
              duration=130),
        p.run("git status -s && git log --oneline -1",
              " M roles/chrony/tasks/main.yml\n"
              " M roles/chrony/templates/chrony.conf.j2\n"
              "3b7d0e2 (HEAD -> main, origin/main) inventory: add nas-01 to chrony_clients"),
    ]
    rs.add(task="terminal", tid="h13-terminal-13", system=SYSTEM, turns=turns, state=state)


def t14(rs: RowSet) -> None:
    # bad: terraform on Hetzner Cloud; turn 3 apply creates hcloud_firewall.edge [id=1459302] (turn 5 hcloud shows it); turn 7 `terraform state list` omits it.
    p = Pane("cloud", "tf-runner", "/home/cloud/stacks/edge")
    state = p.prompt
    server_block = ('  # hcloud_server.edge["{loc}"] will be created\n'
                    '  + resource "hcloud_server" "edge" {{\n'
                    '      + allow_deprecated_images    = false\n'
                    '      + backup_window              = (known after apply)\n'
                    '      + backups                    = false\n'
                    '      + datacenter                 = (known after apply)\n'
                    '      + delete_protection          = false\n'
                    '      + firewall_ids               = (known after apply)\n'
                    '      + id                         = (known after apply)\n'
                    '      + ignore_remote_firewall_ids = false\n'
                    '      + image                      = "debian-12"\n'
                    '      + ipv4_address               = (known after apply)\n'
                    '      + ipv6_address               = (known after apply)\n'
                    '      + ipv6_network               = (known after apply)\n'
                    '      + keep_disk                  = false\n'
                    '      + labels                     = {{\n'
                    '          + "role" = "edge"\n'
                    '          + "site" = "{loc}"\n'
                    '        }}\n'
                    '      + location                   = "{loc}"\n'
                    '      + name                       = "edge-{loc}-01"\n'
                    '      + rebuild_protection         = false\n'
                    '      + server_type                = "cax11"\n'
                    '      + shutdown_before_deletion   = false\n'
                    '      + ssh_keys                   = [\n'
                    '          + "21803377",\n'
                    '        ]\n'
                    '      + status                     = (known after apply)\n\n'
                    '      + network {{\n'
                    '          + alias_ips   = []\n'
                    '          + ip          = "{ip}"\n'
                    '          + mac_address = (known after apply)\n'
                    '          + network_id  = 10412896\n'
                    '        }}\n'
                    '    }}\n')
    plan = ("hcloud_ssh_key.deploy: Refreshing state... [id=21803377]\n"
            "hcloud_network.core: Refreshing state... [id=10412896]\n"
            "hcloud_network_subnet.edge: Refreshing state... [id=10412896-10.70.8.0/24]\n\n"
            "Terraform used the selected providers to generate the following execution\n"
            "plan. Resource actions are indicated with the following symbols:\n"
            "  + create\n"
            "  ~ update in-place\n\n"
            "Terraform will perform the following actions:\n\n"
            '  # hcloud_firewall.edge will be created\n'
            '  + resource "hcloud_firewall" "edge" {\n'
            '      + id     = (known after apply)\n'
            '      + labels = {\n'
            '          + "role" = "edge"\n'
            '        }\n'
            '      + name   = "edge-fw"\n\n'
            '      + apply_to {\n'
            '          + label_selector = "role=edge"\n'
            '          + server         = (known after apply)\n'
            '        }\n\n'
            '      + rule {\n'
            '          + description     = "https"\n'
            '          + destination_ips = []\n'
            '          + direction       = "in"\n'
            '          + port            = "443"\n'
            '          + protocol        = "tcp"\n'
            '          + source_ips      = [\n'
            '              + "0.0.0.0/0",\n'
            '              + "::/0",\n'
            '            ]\n'
            '        }\n'
            '    }\n\n'
            + server_block.format(loc="fsn1", ip="10.70.8.11") + "\n"
            + server_block.format(loc="hel1", ip="10.70.8.12") + "\n"
            + '  # hcloud_ssh_key.deploy will be updated in-place\n'
            '  ~ resource "hcloud_ssh_key" "deploy" {\n'
            '        id          = "21803377"\n'
            '      ~ labels      = {\n'
            '          + "managed-by" = "terraform"\n'
            '            # (1 unchanged element hidden)\n'
            '        }\n'
            '        name        = "deploy@ci"\n'
            '        # (2 unchanged attributes hidden)\n'
            '    }\n\n'
            "Plan: 3 to add, 1 to change, 0 to destroy.\n\n"
            "Changes to Outputs:\n"
            "  + edge_ipv4 = {\n"
            "      + fsn1 = (known after apply)\n"
            "      + hel1 = (known after apply)\n"
            "    }\n\n"
            + "─" * 77 + "\n\n"
            "Saved the plan to: tf.plan\n\n"
            "To perform exactly these actions, run the following command to apply:\n"
            '    terraform apply "tf.plan"')
    turns = [
        p.run("terraform init -upgrade",
              "\nInitializing the backend...\n\n"
              "Initializing provider plugins...\n"
              '- Finding hetznercloud/hcloud versions matching "~> 1.48"...\n'
              "- Using previously-installed hetznercloud/hcloud v1.48.1\n\n"
              "Terraform has been successfully initialized!\n\n"
              'You may now begin working with Terraform. Try running "terraform plan" to see\n'
              "any changes that are required for your infrastructure. All Terraform commands\n"
              "should now work.\n\n"
              "If you ever set or change modules or backend configuration for Terraform,\n"
              "rerun this command to reinitialize your working directory. If you forget, other\n"
              "commands will detect it and remind you to do so if necessary.", duration=6),
        p.run("terraform plan -out tf.plan", plan, duration=10),
        p.run('terraform apply "tf.plan"',
              "hcloud_ssh_key.deploy: Modifying... [id=21803377]\n"
              "hcloud_firewall.edge: Creating...\n"
              "hcloud_ssh_key.deploy: Modifications complete after 1s [id=21803377]\n"
              "hcloud_firewall.edge: Creation complete after 1s [id=1459302]\n"
              'hcloud_server.edge["hel1"]: Creating...\n'
              'hcloud_server.edge["fsn1"]: Creating...\n'
              'hcloud_server.edge["hel1"]: Still creating... [10s elapsed]\n'
              'hcloud_server.edge["fsn1"]: Still creating... [10s elapsed]\n'
              'hcloud_server.edge["fsn1"]: Creation complete after 14s [id=53920417]\n'
              'hcloud_server.edge["hel1"]: Creation complete after 17s [id=53920422]\n\n'
              "Apply complete! Resources: 3 added, 1 changed, 0 destroyed.\n\n"
              "Outputs:\n\n"
              "edge_ipv4 = {\n"
              '  "fsn1" = "49.13.77.210"\n'
              '  "hel1" = "65.21.148.93"\n'
              "}", duration=30),
        p.run("hcloud server list -o columns=id,name,status,ipv4,location",
              table([["ID", "NAME", "STATUS", "IPV4", "LOCATION"],
                     ["48811203", "bastion", "running", "167.235.4.61", "nbg1"],
                     ["53920417", "edge-fsn1-01", "running", "49.13.77.210", "fsn1"],
                     ["53920422", "edge-hel1-01", "running", "65.21.148.93", "hel1"]])),
        p.run("hcloud firewall describe edge-fw",
              "ID:\t\t1459302\n"
              "Name:\t\tedge-fw\n"
              "Created:\tTue Jan 14 10:22:51 UTC 2025 (1 minute ago)\n"
              "Labels:\n"
              "  role:\tedge\n"
              "Rules:\n"
              "  - Direction:\t\tin\n"
              "    Description:\thttps\n"
              "    Protocol:\t\ttcp\n"
              "    Port:\t\t443\n"
              "    Source IPs:\n"
              "\t\t\t0.0.0.0/0\n"
              "\t\t\t::/0\n"
              "Applied To:\n"
              "  - Type:\t\tlabel_selector\n"
              "    Label Selector:\trole=edge\n"
              "    Effective Servers:\n"
              "      - ID:\t\t53920417\n"
              "        Name:\t\tedge-fsn1-01\n"
              "      - ID:\t\t53920422\n"
              "        Name:\t\tedge-hel1-01"),
        p.run('for ip in 49.13.77.210 65.21.148.93; do curl -sk -o /dev/null --connect-timeout 5 -w "$ip %{http_code}\\n" https://$ip/healthz; done',
              "49.13.77.210 200\n65.21.148.93 200", duration=6),
        p.run("terraform state list",
              "hcloud_network.core\n"
              "hcloud_network_subnet.edge\n"
              'hcloud_server.edge["fsn1"]\n'
              'hcloud_server.edge["hel1"]\n'
              "hcloud_ssh_key.deploy"),
        p.run('git add main.tf outputs.tf && git commit -qm "edge: two servers behind an https-only firewall" && git log --oneline -1',
              "7be20c4 (HEAD -> main) edge: two servers behind an https-only firewall"),
    ]
    rs.add(task="terminal", tid="h13-terminal-14", system=SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="resource created by apply is missing from terraform state list")


def t15(rs: RowSet) -> None:
    # clean: LVM on Rocky: add a 500G PV, lvextend -r +400G on an XFS object store that keeps filling; sizes and free space change accordingly.
    p = Pane("root", "archive-02", "/root", style="rhel")
    state = p.prompt
    lvs_head = "  LV         VG      Attr       LSize   Pool Origin Data%  Meta%  Move Log Cpy%Sync Convert"
    turns = [
        p.run("df -hT /srv/objects && lvs && vgs",
              "Filesystem                     Type  Size  Used Avail Use% Mounted on\n"
              "/dev/mapper/vg_data-lv_objects xfs   1.9T  1.6T  272G  86% /srv/objects\n"
              + lvs_head + "\n"
              "  root       rl      -wi-ao---- <44.00g                                                    \n"
              "  swap       rl      -wi-ao----   4.00g                                                    \n"
              "  lv_objects vg_data -wi-ao----  <1.86t                                                    \n"
              "  lv_scratch vg_data -wi-ao---- 120.00g                                                    \n"
              "  VG      #PV #LV #SN Attr   VSize  VFree  \n"
              "  rl        1   2   0 wz--n- <49.00g      0 \n"
              "  vg_data   2   2   0 wz--n-  <2.00t <27.99g"),
        p.run("lsblk -o NAME,SIZE,TYPE,MOUNTPOINTS /dev/sdd && wipefs /dev/sdd",
              "NAME SIZE TYPE MOUNTPOINTS\nsdd  500G disk "),
        p.run("pvcreate /dev/sdd && vgextend vg_data /dev/sdd",
              '  Physical volume "/dev/sdd" successfully created.\n'
              '  Volume group "vg_data" successfully extended'),
        p.run("pvs && vgs vg_data",
              "  PV         VG      Fmt  Attr PSize    PFree   \n"
              "  /dev/sda2  rl      lvm2 a--   <49.00g       0 \n"
              "  /dev/sdb   vg_data lvm2 a--    <1.00t       0 \n"
              "  /dev/sdc   vg_data lvm2 a--    <1.00t  <27.99g\n"
              "  /dev/sdd   vg_data lvm2 a--  <500.00g <500.00g\n"
              "  VG      #PV #LV #SN Attr   VSize  VFree   \n"
              "  vg_data   3   2   0 wz--n- <2.49t <527.99g"),
        p.run("lvextend -r -L +400G /dev/vg_data/lv_objects",
              "  Size of logical volume vg_data/lv_objects changed from <1.86 TiB (486400 extents) to <2.25 TiB (588800 extents).\n"
              "  Logical volume vg_data/lv_objects successfully resized.\n"
              "meta-data=/dev/mapper/vg_data-lv_objects isize=512    agcount=8, agsize=62259200 blks\n"
              "         =                       sectsz=4096  attr=2, projid32bit=1\n"
              "         =                       crc=1        finobt=1, sparse=1, rmapbt=0\n"
              "         =                       reflink=1    bigtime=1 inobtcount=1 nrext64=0\n"
              "data     =                       bsize=4096   blocks=498073600, imaxpct=5\n"
              "         =                       sunit=0      swidth=0 blks\n"
              "naming   =version 2              bsize=4096   ascii-ci=0, ftype=1\n"
              "log      =internal log           bsize=4096   blocks=243200, version=2\n"
              "         =                       sectsz=4096  sunit=1 blks, lazy-count=1\n"
              "realtime =none                   extsz=4096   blocks=0, rtextents=0\n"
              "data blocks changed from 498073600 to 602931200", duration=8),
        p.run("df -hT /srv/objects",
              "Filesystem                     Type  Size  Used Avail Use% Mounted on\n"
              "/dev/mapper/vg_data-lv_objects xfs   2.3T  1.6T  669G  71% /srv/objects"),
        p.run("vgs vg_data && lvs vg_data",
              "  VG      #PV #LV #SN Attr   VSize  VFree   \n"
              "  vg_data   3   2   0 wz--n- <2.49t <127.99g\n"
              + lvs_head + "\n"
              "  lv_objects vg_data -wi-ao----  <2.25t                                                    \n"
              "  lv_scratch vg_data -wi-ao---- 120.00g                                                    "),
        p.run("lvs -o lv_name,seg_start_pe,seg_size,devices vg_data/lv_objects",
              "  LV         Start  SSize    Devices         \n"
              "  lv_objects      0   <1.00t /dev/sdb(0)     \n"
              "  lv_objects 262143  876.00g /dev/sdc(0)     \n"
              "  lv_objects 486400  <27.99g /dev/sdc(254977)\n"
              "  lv_objects 493566 <372.01g /dev/sdd(0)     "),
        p.run("pvs /dev/sdc /dev/sdd",
              "  PV         VG      Fmt  Attr PSize    PFree   \n"
              "  /dev/sdc   vg_data lvm2 a--    <1.00t       0 \n"
              "  /dev/sdd   vg_data lvm2 a--  <500.00g <127.99g"),
    ]
    rs.add(task="terminal", tid="h13-terminal-15", system=SYSTEM, turns=turns, state=state)


def t16(rs: RowSet) -> None:
    # bad: git branch renamed feat/od600-calib -> feat/od600-calibration at turn 3 (turns 4, 7, 8 show the new name); turn 9 `git status` reports the old name.
    p = Pane("pnair", "lab-ws14", "/home/pnair/repos/plate-reader")
    state = p.prompt
    turns = [
        p.run("git branch -vv",
              "* feat/od600-calib 5b21c0e [origin/feat/od600-calib] calib: fit 4PL curve with bounded params\n"
              "  main             0e8f3aa [origin/main] io: read Synergy H1 exports with UTF-16 BOM"),
        p.run("git log --oneline main..HEAD",
              "5b21c0e (HEAD -> feat/od600-calib, origin/feat/od600-calib) calib: fit 4PL curve with bounded params\n"
              "a91f2d7 calib: blank subtraction per column\n"
              "3cc04e8 calib: add od600 standard curve loader\n"
              "e7d5b10 tests: fixtures for 96-well standards"),
        p.run("git branch -m feat/od600-calibration && git push -u origin feat/od600-calibration && git push origin --delete feat/od600-calib",
              "Total 0 (delta 0), reused 0 (delta 0), pack-reused 0 (from 0)\n"
              "remote: \n"
              "remote: Create a pull request for 'feat/od600-calibration' on GitHub by visiting:\n"
              "remote:      https://github.com/pnair-lab/plate-reader/pull/new/feat/od600-calibration\n"
              "remote: \n"
              "To github.com:pnair-lab/plate-reader.git\n"
              " * [new branch]      feat/od600-calibration -> feat/od600-calibration\n"
              "branch 'feat/od600-calibration' set up to track 'origin/feat/od600-calibration'.\n"
              "To github.com:pnair-lab/plate-reader.git\n"
              " - [deleted]         feat/od600-calib", duration=6),
        p.run("git branch -vv",
              "* feat/od600-calibration 5b21c0e [origin/feat/od600-calibration] calib: fit 4PL curve with bounded params\n"
              "  main                   0e8f3aa [origin/main] io: read Synergy H1 exports with UTF-16 BOM"),
        p.run("python -m pytest -q tests/test_calib.py",
              "............                                                             [100%]\n"
              "12 passed in 0.94s", duration=5),
        p.run("grep -n maxfev platereader/calib.py && sed -i 's/maxfev=2000/maxfev=5000/' platereader/calib.py && git diff",
              "58:    popt, _ = curve_fit(four_pl, conc, od, p0=p0, bounds=bounds, maxfev=2000)\n"
              "diff --git a/platereader/calib.py b/platereader/calib.py\n"
              "index 4d0b8a1..c27e95f 100644\n"
              "--- a/platereader/calib.py\n"
              "+++ b/platereader/calib.py\n"
              "@@ -55,7 +55,7 @@ def fit_standard_curve(conc, od):\n"
              "     p0 = [od.min(), 1.0, float(np.median(conc)), od.max()]\n"
              "     bounds = ([0, 0.1, 0, 0], [np.inf, 10, np.inf, np.inf])\n"
              "     # noisy plates sometimes need more function evaluations\n"
              "-    popt, _ = curve_fit(four_pl, conc, od, p0=p0, bounds=bounds, maxfev=2000)\n"
              "+    popt, _ = curve_fit(four_pl, conc, od, p0=p0, bounds=bounds, maxfev=5000)\n"
              "     return StandardCurve(*popt)\n"
              " \n"
              " "),
        p.run('git commit -am "calib: raise maxfev for noisy plates"',
              "[feat/od600-calibration 91c4e27] calib: raise maxfev for noisy plates\n"
              " 1 file changed, 1 insertion(+), 1 deletion(-)"),
        p.run("git push",
              "Enumerating objects: 7, done.\n"
              "Counting objects: 100% (7/7), done.\n"
              "Delta compression using up to 12 threads\n"
              "Compressing objects: 100% (4/4), done.\n"
              "Writing objects: 100% (4/4), 402 bytes | 402.00 KiB/s, done.\n"
              "Total 4 (delta 3), reused 0 (delta 0), pack-reused 0 (from 0)\n"
              "remote: Resolving deltas: 100% (3/3), completed with 3 local objects.\n"
              "To github.com:pnair-lab/plate-reader.git\n"
              "   5b21c0e..91c4e27  feat/od600-calibration -> feat/od600-calibration", duration=4),
        p.run("git status",
              "On branch feat/od600-calib\n"
              "Your branch is up to date with 'origin/feat/od600-calib'.\n\n"
              "nothing to commit, working tree clean"),
        p.run("python -m pytest -q",
              "...............................................                          [100%]\n"
              "47 passed in 3.12s", duration=10),
    ]
    rs.add(task="terminal", tid="h13-terminal-16", system=SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="renamed branch shown under its old name in git status")


def t17(rs: RowSet) -> None:
    # clean: kiosk SQLite maintenance: purge >90-day events, VACUUM shrinks the file, prune old tarballs with find, add a cron job, fresh backup; service restarted and keeps writing.
    p = Pane("root", "kiosk-ctl", "/root")
    state = p.prompt
    db = "/var/lib/kioskd/kiosk.db"
    cutoff = "strftime('%s','now','-90 days')"
    cron1 = ("# m h  dom mon dow   command\n"
             'MAILTO=""\n'
             "*/5 * * * * /usr/local/bin/kioskd-healthcheck --quiet\n"
             "30 2 * * * /usr/bin/tar czf /var/backups/kioskd/kiosk-$(date +\\%Y\\%m\\%d).tar.gz -C /var/lib/kioskd kiosk.db")
    newjob = '15 3 * * 0 /usr/bin/sqlite3 /var/lib/kioskd/kiosk.db "PRAGMA optimize;" && /usr/bin/find /var/backups/kioskd -name "kiosk-*.tar.gz" -mtime +30 -delete'
    gone = ["20250507", "20250503", "20250510", "20250505", "20250511", "20250504", "20250509", "20250506", "20250508"]
    turns = [
        p.run("crontab -l", cron1),
        p.run(f"ls -l /var/lib/kioskd/ && sqlite3 {db} 'PRAGMA page_size; PRAGMA page_count; PRAGMA freelist_count;'",
              "total 209924\n"
              "-rw-r----- 1 kioskd kioskd 214958080 Jun 11 09:41 kiosk.db\n"
              "-rw-r--r-- 1 kioskd kioskd       512 Mar  3 14:20 kioskd.toml\n"
              "4096\n52480\n312"),
        p.run(f"sqlite3 {db} \"SELECT count(*), min(date(ts,'unixepoch')) FROM events WHERE ts < {cutoff};\"",
              "184213|2024-11-02", duration=3),
        p.run(f"systemctl stop kioskd && sqlite3 {db} \"DELETE FROM events WHERE ts < {cutoff}; SELECT changes();\"",
              "184213", duration=8),
        p.run(f"sqlite3 {db} 'VACUUM; PRAGMA page_count; PRAGMA freelist_count;' && ls -l {db} && systemctl start kioskd",
              "9728\n0\n-rw-r----- 1 kioskd kioskd 39845888 Jun 11 10:02 /var/lib/kioskd/kiosk.db", duration=20),
        p.run("find /var/backups/kioskd -name 'kiosk-*.tar.gz' -mtime +30 -print -delete",
              "\n".join(f"/var/backups/kioskd/kiosk-{d}.tar.gz" for d in gone)),
        p.run("ls -1 /var/backups/kioskd | head -3; ls -1 /var/backups/kioskd | wc -l",
              "kiosk-20250512.tar.gz\nkiosk-20250513.tar.gz\nkiosk-20250514.tar.gz\n31"),
        p.run(f"(crontab -l; echo '{newjob}') | crontab - && crontab -l | tail -n 2",
              "30 2 * * * /usr/bin/tar czf /var/backups/kioskd/kiosk-$(date +\\%Y\\%m\\%d).tar.gz -C /var/lib/kioskd kiosk.db\n"
              + newjob),
        p.run("tar czf /var/backups/kioskd/kiosk-20250611-postvacuum.tar.gz -C /var/lib/kioskd kiosk.db && tar tzvf /var/backups/kioskd/kiosk-20250611-postvacuum.tar.gz && ls -1 /var/backups/kioskd | wc -l",
              "-rw-r----- kioskd/kioskd 39854080 2025-06-11 10:04 kiosk.db\n32", duration=5),
        p.run(f"sqlite3 {db} \"SELECT count(*) FROM events WHERE ts < {cutoff};\"", "41"),
    ]
    rs.add(task="terminal", tid="h13-terminal-17", system=SYSTEM, turns=turns, state=state)


def t18(rs: RowSet) -> None:
    # bad: supervisord ETL host; metrics-exporter is STOPPED at turn 1 and never touched; turn 8 `supervisorctl status` shows it RUNNING.
    p = Pane("root", "etl-worker-4", "/root")
    state = p.prompt

    def row(name: str, st: str, rest: str) -> str:
        return f"{name:<33}{st:<10}{rest}"

    turns = [
        p.run("supervisorctl status",
              "\n".join([row("ingest-sftp", "RUNNING", "pid 2314, uptime 5 days, 3:12:40"),
                         row("loader", "RUNNING", "pid 2316, uptime 5 days, 3:12:40"),
                         row("metrics-exporter", "STOPPED", "Nov 02 09:14 AM"),
                         row("transform:transform_00", "RUNNING", "pid 2318, uptime 5 days, 3:12:40"),
                         row("transform:transform_01", "FATAL", "Exited too quickly (process log may have details)")])),
        p.run("tail -n 8 /var/log/supervisor/transform_01-stderr.log",
              "2024-11-07 12:19:55,114 INFO transform.main: worker transform_01 starting (partition 1/2)\n"
              "2024-11-07 12:19:55,131 ERROR transform.config: missing required setting SCHEMA_REGISTRY_URL\n"
              "Traceback (most recent call last):\n"
              '  File "/opt/etl/transform/main.py", line 41, in <module>\n'
              "    cfg = load_config(os.environ)\n"
              '  File "/opt/etl/transform/config.py", line 77, in load_config\n'
              '    raise ConfigError(f"missing required setting {key}")\n'
              "transform.config.ConfigError: missing required setting SCHEMA_REGISTRY_URL"),
        p.run("sed -n '1,14p' /etc/supervisor/conf.d/transform.conf",
              "[group:transform]\n"
              "programs=transform_00,transform_01\n\n"
              "[program:transform_00]\n"
              "command=/opt/etl/venv/bin/python -m transform.main --partition 0 --partitions 2\n"
              "directory=/opt/etl\n"
              "user=etl\n"
              "environment=ETL_ENV_FILE=\"/etc/etl/transform.env\"\n"
              "startsecs=10\n"
              "autorestart=true\n"
              "stderr_logfile=/var/log/supervisor/transform_00-stderr.log\n\n"
              "[program:transform_01]\n"
              "command=/opt/etl/venv/bin/python -m transform.main --partition 1 --partitions 2"),
        p.run("grep -n SCHEMA /etc/etl/transform.env || echo 'SCHEMA_REGISTRY_URL=http://schema-registry.etl.internal:8081' >> /etc/etl/transform.env; tail -n 3 /etc/etl/transform.env",
              "KAFKA_TOPIC_IN=events.raw.v3\n"
              "KAFKA_TOPIC_OUT=events.normalized.v3\n"
              "SCHEMA_REGISTRY_URL=http://schema-registry.etl.internal:8081"),
        p.run("supervisorctl start transform:transform_01", "transform:transform_01: started", duration=12),
        p.run("supervisorctl status 'transform:*'",
              "\n".join([row("transform:transform_00", "RUNNING", "pid 2318, uptime 5 days, 3:15:02"),
                         row("transform:transform_01", "RUNNING", "pid 30117, uptime 0:00:14")])),
        p.run("supervisorctl tail -1200 transform:transform_01 stderr",
              "2024-11-07 12:28:27,402 INFO transform.main: worker transform_01 starting (partition 1/2)\n"
              "2024-11-07 12:28:27,588 INFO transform.registry: schema registry http://schema-registry.etl.internal:8081 reachable, 14 subjects\n"
              "2024-11-07 12:28:28,011 INFO transform.consumer: assigned partitions [1, 3, 5, 7] of events.raw.v3\n"
              "2024-11-07 12:28:41,930 INFO transform.consumer: committed offsets up to 88412093 (lag 12804)\n"
              "2024-11-07 12:28:56,217 INFO transform.consumer: committed offsets up to 88424897 (lag 0)"),
        p.run("supervisorctl status",
              "\n".join([row("ingest-sftp", "RUNNING", "pid 2314, uptime 5 days, 3:15:51"),
                         row("loader", "RUNNING", "pid 2316, uptime 5 days, 3:15:51"),
                         row("metrics-exporter", "RUNNING", "pid 2320, uptime 5 days, 3:15:51"),
                         row("transform:transform_00", "RUNNING", "pid 2318, uptime 5 days, 3:15:51"),
                         row("transform:transform_01", "RUNNING", "pid 30117, uptime 0:01:03")])),
        p.run("ls -lt /var/spool/etl/outbox | head -4",
              "total 18244\n"
              "-rw-r--r-- 1 etl etl 1184022 Nov  7 12:29 normalized-p1-000088424897.avro\n"
              "-rw-r--r-- 1 etl etl 1176410 Nov  7 12:29 normalized-p0-000091203318.avro\n"
              "-rw-r--r-- 1 etl etl 1201733 Nov  7 12:28 normalized-p1-000088412093.avro"),
    ]
    rs.add(task="terminal", tid="h13-terminal-18", system=SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="stopped program shows RUNNING with no start action")


LEAF_CNF = ("[ leaf_ext ]\n"
            "basicConstraints = critical, CA:FALSE\n"
            "keyUsage = critical, digitalSignature\n"
            "extendedKeyUsage = serverAuth\n"
            "subjectAltName = @alt\n"
            "subjectKeyIdentifier = hash\n"
            "authorityKeyIdentifier = keyid, issuer\n\n"
            "[ alt ]\n"
            "DNS.1 = mqtt.plantfloor.internal\n"
            "DNS.2 = mqtt\n"
            "IP.1 = 10.40.2.15\n")


def colon_hex(h: str) -> str:
    return ":".join(h[i:i + 2] for i in range(0, len(h), 2))


def t19(rs: RowSet) -> None:
    # clean: openssl: EC key + CSR for an MQTT broker, signed by a local intermediate; serial and fingerprints shown in different formats.
    p = Pane("kaito", "pki-box", "/home/kaito/pki/mqtt")
    state = p.prompt
    serial = "3B9F0D6C21A4E87F5D0C13B2A96E4F7180D2C5E1"
    fp256 = colon_hex(hx("broker-crt-sha256").upper())
    fp1 = colon_hex(hx("broker-crt-sha1", 40).upper())
    pub = "04" + hx("broker-pubkey", 128)
    pub_lines = [colon_hex(pub[i:i + 30]) for i in range(0, len(pub), 30)]
    pub_txt = "\n".join("                    " + ln + (":" if i < len(pub_lines) - 1 else "") for i, ln in enumerate(pub_lines))
    ski = colon_hex(hx("broker-ski", 40).upper())
    aki = colon_hex(hx("issuing-ca-1-ski", 40).upper())
    pubsum = hx("broker-pub-pem-sha256")
    cnf_len = len(LEAF_CNF)
    subj = "O = Plantfloor, CN = mqtt.plantfloor.internal"
    issuer = "O = Plantfloor, CN = Plantfloor Issuing CA 1"
    turns = [
        p.run("openssl version && ls -l",
              "OpenSSL 3.0.13 30 Jan 2024 (Library: OpenSSL 3.0.13 30 Jan 2024)\n"
              "total 16\n"
              "-rw-r--r-- 1 kaito kaito 769 May 28 16:02 intermediate.crt\n"
              "-rw------- 1 kaito kaito 241 May 28 16:02 intermediate.key\n"
              f"-rw-r--r-- 1 kaito kaito {cnf_len} Jun  3 09:38 leaf.cnf\n"
              "-rw-r--r-- 1 kaito kaito 696 May 28 15:58 root.crt"),
        p.run("cat leaf.cnf", LEAF_CNF),
        p.run('openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out broker.key && openssl req -new -key broker.key -subj "/O=Plantfloor/CN=mqtt.plantfloor.internal" -out broker.csr && openssl req -in broker.csr -noout -verify -subject',
              "Certificate request self-signature verify OK\n"
              f"subject={subj}"),
        p.run("openssl x509 -req -in broker.csr -CA intermediate.crt -CAkey intermediate.key -CAcreateserial -days 397 -sha256 -extfile leaf.cnf -extensions leaf_ext -out broker.crt",
              "Certificate request self-signature ok\n"
              f"subject={subj}"),
        p.run("openssl x509 -in broker.crt -noout -serial -dates -issuer -fingerprint -sha256",
              f"serial={serial}\n"
              "notBefore=Jun  3 09:41:27 2025 GMT\n"
              "notAfter=Jul  5 09:41:27 2026 GMT\n"
              f"issuer={issuer}\n"
              f"sha256 Fingerprint={fp256}"),
        p.run("openssl x509 -in broker.crt -noout -text | head -40",
              "Certificate:\n"
              "    Data:\n"
              "        Version: 3 (0x2)\n"
              "        Serial Number:\n"
              f"            {colon_hex(serial.lower())}\n"
              "        Signature Algorithm: ecdsa-with-SHA256\n"
              f"        Issuer: {issuer}\n"
              "        Validity\n"
              "            Not Before: Jun  3 09:41:27 2025 GMT\n"
              "            Not After : Jul  5 09:41:27 2026 GMT\n"
              f"        Subject: {subj}\n"
              "        Subject Public Key Info:\n"
              "            Public Key Algorithm: id-ecPublicKey\n"
              "                Public-Key: (256 bit)\n"
              "                pub:\n"
              f"{pub_txt}\n"
              "                ASN1 OID: prime256v1\n"
              "                NIST CURVE: P-256\n"
              "        X509v3 extensions:\n"
              "            X509v3 Basic Constraints: critical\n"
              "                CA:FALSE\n"
              "            X509v3 Key Usage: critical\n"
              "                Digital Signature\n"
              "            X509v3 Extended Key Usage: \n"
              "                TLS Web Server Authentication\n"
              "            X509v3 Subject Alternative Name: \n"
              "                DNS:mqtt.plantfloor.internal, DNS:mqtt, IP Address:10.40.2.15\n"
              "            X509v3 Subject Key Identifier: \n"
              f"                {ski}\n"
              "            X509v3 Authority Key Identifier: \n"
              f"                {aki}\n"
              "    Signature Algorithm: ecdsa-with-SHA256\n"
              "    Signature Value:\n"
              f"        {colon_hex(hx('broker-sig-1', 36))}:\n"
              f"        {colon_hex(hx('broker-sig-2', 36))}:\n"
              f"        {colon_hex(hx('broker-sig-3', 36))}:"),
        p.run("openssl verify -CAfile root.crt -untrusted intermediate.crt broker.crt && openssl pkey -in broker.key -pubout | sha256sum && openssl x509 -in broker.crt -noout -pubkey | sha256sum",
              f"broker.crt: OK\n{pubsum}  -\n{pubsum}  -"),
        p.run("openssl x509 -in broker.crt -noout -fingerprint -sha1 -checkend 2592000",
              f"sha1 Fingerprint={fp1}\nCertificate will not expire"),
        p.run("cat broker.crt intermediate.crt > broker-chain.pem && ls -l",
              "total 36\n"
              "-rw-r--r-- 1 kaito kaito 1638 Jun  3 09:42 broker-chain.pem\n"
              "-rw-r--r-- 1 kaito kaito  869 Jun  3 09:41 broker.crt\n"
              "-rw-r--r-- 1 kaito kaito  440 Jun  3 09:40 broker.csr\n"
              "-rw------- 1 kaito kaito  241 Jun  3 09:40 broker.key\n"
              "-rw-r--r-- 1 kaito kaito  769 May 28 16:02 intermediate.crt\n"
              "-rw------- 1 kaito kaito  241 May 28 16:02 intermediate.key\n"
              "-rw-r--r-- 1 kaito kaito   41 Jun  3 09:41 intermediate.srl\n"
              f"-rw-r--r-- 1 kaito kaito  {cnf_len} Jun  3 09:38 leaf.cnf\n"
              "-rw-r--r-- 1 kaito kaito  696 May 28 15:58 root.crt"),
    ]
    rs.add(task="terminal", tid="h13-terminal-19", system=SYSTEM, turns=turns, state=state)


def t20(rs: RowSet) -> None:
    # bad: mysql co-op billing; turn 5 lists April credits 4867+3575+4215+3894+3575 (=20126) after the turn-4 fix; turn 7 SUM(credit_cents) shows 19841 (the pre-fix total).
    p = Pane("ana", "coop-db1", "/home/ana")
    state = p.prompt
    my = "mysql>"
    a0, o0 = p.run("mysql coop_billing")
    o0 = (o0.rsplit("\n", 1)[0] + "\n"
          "Welcome to the MySQL monitor.  Commands end with ; or \\g.\n"
          "Your MySQL connection id is 48812\n"
          "Server version: 8.0.39 MySQL Community Server - GPL\n\n"
          "Copyright (c) 2000, 2024, Oracle and/or its affiliates.\n\n"
          "Oracle is a registered trademark of Oracle Corporation and/or its\n"
          "affiliates. Other names may be trademarks of their respective\n"
          "owners.\n\n"
          "Type 'help;' or '\\h' for help. Type '\\c' to clear the current input statement.\n\n" + my)
    cred_q = "SELECT member_id, kwh_allocated, credit_cents FROM credits WHERE period = '2025-04' AND array_id = 'ARR-07' ORDER BY member_id;"

    def creds(c1183: str) -> str:
        return mysql_table(["member_id", "kwh_allocated", "credit_cents"],
                           [["1164", "412.50", "4867"], ["1171", "275.00", "3575"], ["1183", "357.25", c1183],
                            ["1190", "330.00", "3894"], ["1207", "275.00", "3575"]], right=(0, 1, 2)) + "\n5 rows in set (0.00 sec)\n\n"

    turns = [
        (a0, o0),
        step(my, "SELECT member_id, name, plan FROM members WHERE array_id = 'ARR-07' ORDER BY member_id;",
             mysql_table(["member_id", "name", "plan"],
                         [["1164", "Okafor, Chidi", "standard"], ["1171", "Lindqvist, Maja", "low-inc"],
                          ["1183", "Brennan, Fiona", "standard"], ["1190", "Haddad, Samir", "standard"],
                          ["1207", "Ortega, Luz", "low-inc"]], right=(0,)) + "\n5 rows in set (0.00 sec)\n\n"),
        step(my, cred_q, creds("3930")),
        step(my, "UPDATE credits SET credit_cents = 4215 WHERE period = '2025-04' AND member_id = 1183;",
             "Query OK, 1 row affected (0.01 sec)\nRows matched: 1  Changed: 1  Warnings: 0\n\n"),
        step(my, cred_q, creds("4215")),
        step(my, "INSERT INTO adjustments (member_id, period, delta_cents, reason, created_by) VALUES (1183, '2025-04', 285, 'credit recomputed: 357.25 kWh x 11.8c', 'ana');",
             "Query OK, 1 row affected (0.00 sec)\n\n"),
        step(my, "SELECT COUNT(*) AS members, SUM(kwh_allocated) AS kwh, SUM(credit_cents) AS cents FROM credits WHERE period = '2025-04' AND array_id = 'ARR-07';",
             mysql_table(["members", "kwh", "cents"], [["5", "1649.75", "19841"]], right=(0, 1, 2)) + "\n1 row in set (0.00 sec)\n\n"),
        step(my, "\\q", "Bye", after=p.prompt),
    ]
    rs.add(task="terminal", tid="h13-terminal-20", system=SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="SUM of credits does not match the listed (updated) rows")


def t21(rs: RowSet) -> None:
    # clean: IPv6 for a mail host: add an address, nsupdate the AAAA; authoritative answers change at once while the resolver's cached record counts its TTL down.
    p = Pane("root", "mx-lis1", "/root")
    state = p.prompt
    old, new = "2a01:4f9:c012:7e3a::1", "2a01:4f9:c012:7e3a::25"
    ll = "fe80::9400:3ff:fe6b:1c2d"
    upd = ("printf 'server ns1.quarrystone.pt\\nzone quarrystone.pt\\nupdate delete mail.quarrystone.pt AAAA\\n"
           f"update add mail.quarrystone.pt 300 AAAA {new}\\nsend\\n' | nsupdate -k /etc/nsupdate/quarrystone.key && echo update sent")
    turns = [
        p.run("ip -br addr && ip -6 route show default",
              "lo               UNKNOWN        127.0.0.1/8 ::1/128 \n"
              f"eth0             UP             95.217.41.88/32 {old}/64 {ll}/64 \n"
              "default via fe80::1 dev eth0 proto static metric 1024 pref medium"),
        p.run(f"ip addr add {new}/64 dev eth0 && ip -br addr show dev eth0",
              f"eth0             UP             95.217.41.88/32 {new}/64 {old}/64 {ll}/64 "),
        p.run("dig +noall +answer mail.quarrystone.pt AAAA",
              f"mail.quarrystone.pt.\t2417\tIN\tAAAA\t{old}"),
        p.run(upd, "update sent", duration=3),
        p.run("dig +noall +answer mail.quarrystone.pt AAAA @ns1.quarrystone.pt; dig +noall +answer mail.quarrystone.pt AAAA",
              f"mail.quarrystone.pt.\t300\tIN\tAAAA\t{new}\n"
              f"mail.quarrystone.pt.\t2371\tIN\tAAAA\t{old}"),
        p.run("ss -ltn '( sport = :25 or sport = :587 )'",
              "State  Recv-Q Send-Q Local Address:Port  Peer Address:PortProcess\n"
              "LISTEN 0      100          0.0.0.0:25         0.0.0.0:*          \n"
              "LISTEN 0      100          0.0.0.0:587        0.0.0.0:*          \n"
              "LISTEN 0      100             [::]:25            [::]:*          \n"
              "LISTEN 0      100             [::]:587           [::]:*          "),
        p.run(f"printf 'QUIT\\r\\n' | nc -6 -w 3 {new} 25",
              "220 mail.quarrystone.pt ESMTP Postfix (Debian/GNU)\n221 2.0.0 Bye", duration=3),
        p.run(f"postconf smtp_bind_address6 inet_protocols && postconf -e 'smtp_bind_address6 = {new}' && systemctl reload postfix && postconf smtp_bind_address6",
              "smtp_bind_address6 =\n"
              "inet_protocols = all\n"
              f"smtp_bind_address6 = {new}", duration=3),
        p.run("sleep 60; dig +noall +answer mail.quarrystone.pt AAAA; dig +short mail.quarrystone.pt AAAA @ns2.quarrystone.pt",
              f"mail.quarrystone.pt.\t2297\tIN\tAAAA\t{old}\n{new}", duration=65),
        p.run("ip -6 addr show dev eth0 scope global",
              "2: eth0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 state UP qlen 1000\n"
              f"    inet6 {new}/64 scope global \n"
              "       valid_lft forever preferred_lft forever\n"
              f"    inet6 {old}/64 scope global \n"
              "       valid_lft forever preferred_lft forever"),
    ]
    rs.add(task="terminal", tid="h13-terminal-21", system=SYSTEM, turns=turns, state=state)


def t22(rs: RowSet) -> None:
    # bad: podman build/tag/push; turn 2 prints the full image ID 3f9a7c21e8b4d06c5b17e2...; turn 7 inspect of the tag made from it shows ...5b71e2... (middle of the ID changed, no rebuild).
    p = Pane("build", "ci-runner-07", "/home/build/src/gauge-exporter", style="rhel")
    state = p.prompt
    full = "3f9a7c21e8b4d06c5b17e2f98a4d3c0b61e7f25a9d84c3b0e16f7a52c9d8e041"
    drift = full.replace("5b17e2", "5b71e2")
    assert drift != full and len(drift) == 64
    old_id = "91e4c07b2d3a" + hx("gauge-0.6.0-id", 52)
    cache = {k: hx(f"gauge-cache-{k}") for k in ("workdir", "gomod", "download")}
    inter = {k: hx(f"gauge-step-{k}") for k in ("copy", "build", "copybin", "expose", "user")}
    digest = "sha256:" + hx("gauge-0.7.0-manifest")
    img_head = ["REPOSITORY", "TAG", "IMAGE ID", "CREATED", "SIZE"]
    build_out = (
        "[1/2] STEP 1/6: FROM docker.io/library/golang:1.22.5-alpine AS build\n"
        "[1/2] STEP 2/6: WORKDIR /src\n"
        f"--> Using cache {cache['workdir']}\n--> {cache['workdir'][:12]}\n"
        "[1/2] STEP 3/6: COPY go.mod go.sum ./\n"
        f"--> Using cache {cache['gomod']}\n--> {cache['gomod'][:12]}\n"
        "[1/2] STEP 4/6: RUN go mod download\n"
        f"--> Using cache {cache['download']}\n--> {cache['download'][:12]}\n"
        "[1/2] STEP 5/6: COPY . .\n"
        f"--> {inter['copy'][:12]}\n"
        '[1/2] STEP 6/6: RUN CGO_ENABLED=0 go build -trimpath -ldflags "-s -w -X main.version=0.7.0 -X main.commit=8c1d3e2" -o /out/gauge-exporter ./cmd/gauge-exporter\n'
        f"--> {inter['build'][:12]}\n"
        "[2/2] STEP 1/5: FROM gcr.io/distroless/static-debian12:nonroot\n"
        "[2/2] STEP 2/5: COPY --from=build /out/gauge-exporter /usr/local/bin/gauge-exporter\n"
        f"--> {inter['copybin'][:12]}\n"
        "[2/2] STEP 3/5: EXPOSE 9464\n"
        f"--> {inter['expose'][:12]}\n"
        "[2/2] STEP 4/5: USER nonroot:nonroot\n"
        f"--> {inter['user'][:12]}\n"
        '[2/2] STEP 5/5: ENTRYPOINT ["/usr/local/bin/gauge-exporter"]\n'
        "[2/2] COMMIT localhost/gauge-exporter:0.7.0\n"
        f"--> {full[:12]}\n"
        "Successfully tagged localhost/gauge-exporter:0.7.0\n"
        f"{full}")
    turns = [
        p.run("podman images --filter reference=localhost/gauge-exporter",
              table([img_head, ["localhost/gauge-exporter", "0.6.0", old_id[:12], "3 weeks ago", "27.4 MB"]], sep=2)),
        p.run("podman build -t localhost/gauge-exporter:0.7.0 -f Containerfile .", build_out, duration=90),
        p.run("podman images --filter reference=localhost/gauge-exporter",
              table([img_head, ["localhost/gauge-exporter", "0.7.0", full[:12], "14 seconds ago", "28.1 MB"],
                     ["localhost/gauge-exporter", "0.6.0", old_id[:12], "3 weeks ago", "27.4 MB"]], sep=2)),
        p.run("podman run --rm localhost/gauge-exporter:0.7.0 --version",
              "gauge-exporter 0.7.0 (commit 8c1d3e2, go1.22.5, linux/amd64)", duration=3),
        p.run("podman tag localhost/gauge-exporter:0.7.0 registry.plantops.lan/obs/gauge-exporter:0.7.0 && podman images --filter reference='*gauge-exporter:0.7.0'",
              table([img_head, ["localhost/gauge-exporter", "0.7.0", full[:12], "51 seconds ago", "28.1 MB"],
                     ["registry.plantops.lan/obs/gauge-exporter", "0.7.0", full[:12], "51 seconds ago", "28.1 MB"]], sep=2)),
        p.run("podman push registry.plantops.lan/obs/gauge-exporter:0.7.0",
              "Getting image source signatures\n"
              f"Copying blob {hx('distroless-l1', 12)} skipped: already exists  \n"
              f"Copying blob {hx('distroless-l2', 12)} skipped: already exists  \n"
              f"Copying blob {hx('distroless-l3', 12)} skipped: already exists  \n"
              f"Copying blob {hx('gauge-bin-layer', 12)} done   | \n"
              f"Copying config {full[:10]} done   | \n"
              "Writing manifest to image destination", duration=8),
        p.run("podman inspect --format '{{.Id}} {{.Digest}}' registry.plantops.lan/obs/gauge-exporter:0.7.0",
              f"{drift} {digest}"),
        p.run("podman image prune -f",
              "\n".join(inter[k] for k in ("build", "copy"))),
        p.run("podman rmi localhost/gauge-exporter:0.6.0 && podman images --filter reference='*gauge-exporter*'",
              "Untagged: localhost/gauge-exporter:0.6.0\n"
              f"Deleted: {old_id}\n"
              + table([img_head, ["localhost/gauge-exporter", "0.7.0", full[:12], "3 minutes ago", "28.1 MB"],
                       ["registry.plantops.lan/obs/gauge-exporter", "0.7.0", full[:12], "3 minutes ago", "28.1 MB"]], sep=2)),
    ]
    rs.add(task="terminal", tid="h13-terminal-22", system=SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="full image ID of the pushed tag differs from the ID printed by the build")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
