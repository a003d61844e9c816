# ruff: noqa: E501
"""holdout4, terminal part: 22 tmux-pane trajectories (11 with exactly one contradiction, 11 clean ones full
of legitimate changes), written without reading the detectors.

``python -m tests.decoherence.independent.holdout4_parts.terminal.make`` writes ``terminal_test.jsonl`` and
``labels.json`` next to this file.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet, jblock, keys

out = Path(__file__).resolve().parent
R = RowSet(out)

SYS = ("You are a terminal world model: a Linux shell runs inside a tmux pane and an agent drives it with batches of "
       "keystrokes, given as a JSON list of {\"keystrokes\", \"duration\"} objects (a trailing newline runs the line; "
       "\"duration\" is how long to wait before the pane is captured). For each batch, predict the pane exactly as it "
       "then reads: the prompt with the echoed command, everything the programs print, and the next prompt once the "
       "command has returned (none while it is still running). Keep the working directory, environment variables, "
       "files, packages, processes, services and clocks consistent with everything earlier in the session. Write the "
       "pane after **Environment Observation:**.")


# ------------------------------------------------------------------------------------------------ helpers
def hexid(seed: str, n: int = 64) -> str:
    return hashlib.sha256(seed.encode()).hexdigest()[:n]


def cid(short: str, seed: str) -> str:
    """A full 64-hex container/image id that starts with the 12-hex short id."""
    return short + hexid(seed, 52)


def cols(rows: list[list[str]], gap: int = 3) -> str:
    """Left-aligned columns as Go's tabwriter prints them (docker, kubectl): the last column is not padded."""
    w = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = []
    for r in rows:
        cells = [c.ljust(w[i]) if i < len(r) - 1 else c for i, c in enumerate(r)]
        lines.append((" " * gap).join(cells).rstrip())
    return "\n".join(lines)


def psql(headers: list[str], rows: list[list[str]], *, title: str | None = None, right: set[int] | None = None,
         footer: bool = True) -> str:
    """psql's aligned format (border 1)."""
    right = right or set()
    n = len(headers)
    w = [max([len(headers[i])] + [len(r[i]) for r in rows]) for i in range(n)]

    def centre(s: str, width: int) -> str:
        left = (width - len(s)) // 2
        return " " * left + s + " " * (width - len(s) - left)

    lines = []
    total = sum(w) + 3 * (n - 1) + 2
    if title:
        lines.append(" " * max(0, (total - len(title)) // 2) + title)
    lines.append(" " + " | ".join(centre(h, w[i]) for i, h in enumerate(headers)) + " ")
    lines.append("+".join("-" * (x + 2) for x in w))
    for r in rows:
        cells = []
        for i, c in enumerate(r):
            if i in right:
                cells.append(c.rjust(w[i]))
            elif i == n - 1:
                cells.append(c)
            else:
                cells.append(c.ljust(w[i]))
        lines.append(" " + " | ".join(cells))
    if footer:
        lines.append(f"({len(rows)} row{'s' if len(rows) != 1 else ''})")
    return "\n".join(lines) + "\n"


def mysql_tbl(headers: list[str], rows: list[list[str]]) -> str:
    w = [max([len(headers[i])] + [len(r[i]) for r in rows]) for i in range(len(headers))]
    border = "+" + "+".join("-" * (x + 2) for x in w) + "+"

    def line(cells: list[str]) -> str:
        return "| " + " | ".join(c.ljust(w[i]) for i, c in enumerate(cells)) + " |"

    return "\n".join([border, line(headers), border, *[line(r) for r in rows], border])


def box(headers: list[str], rows: list[list[str]]) -> str:
    """sqlite3 -box."""
    w = [max([len(headers[i])] + [len(r[i]) for r in rows]) for i in range(len(headers))]

    def centre(s: str, width: int) -> str:
        left = (width - len(s)) // 2
        return " " * left + s + " " * (width - len(s) - left)

    top = "┌" + "┬".join("─" * (x + 2) for x in w) + "┐"
    mid = "├" + "┼".join("─" * (x + 2) for x in w) + "┤"
    bot = "└" + "┴".join("─" * (x + 2) for x in w) + "┘"
    head = "│" + "│".join(" " + centre(h, w[i]) + " " for i, h in enumerate(headers)) + "│"
    body = ["│" + "│".join(" " + c.ljust(w[i]) + " " for i, c in enumerate(r)) + "│" for r in rows]
    return "\n".join([top, head, mid, *body, bot])


def raw(cmd: str, screen: str, duration: float = 1.0) -> tuple[str, str]:
    """A turn whose pane is written by hand (interactive programs, commands still running)."""
    return keys(cmd, duration), screen


def rl(msg: str) -> str:
    """gitlab-runner pads each log message to a fixed column before its key=value fields."""
    return msg.ljust(52)


def wait(screen: str, duration: float) -> tuple[str, str]:
    return jblock([{"keystrokes": "", "duration": duration}]), screen


# ------------------------------------------------------------------------------------------------ 01 bad: commit hash
def t01() -> None:
    p = Pane("priya", "ws-priya", "/home/priya/src/billing-api")
    st = p.prompt
    t = [p.run("git status -s", " M internal/invoice/tax.go\n M internal/invoice/tax_test.go"),
         p.run('git add -A && git commit -m "invoice: round VAT per line item, not per total"',
               "[fix/vat-rounding 3c9e1a4] invoice: round VAT per line item, not per total\n 2 files changed, 41 insertions(+), 9 deletions(-)"),
         p.run("go test ./internal/invoice/...", "ok  \tgithub.com/ledgerly/billing-api/internal/invoice\t0.412s", duration=10),
         p.run("git log --oneline -4",
               "7f2d08b (HEAD -> fix/vat-rounding) invoice: round VAT per line item, not per total\n"
               "b41e6d2 (origin/main, origin/HEAD, main) Merge pull request #882 from ledgerly/deps/pgx-5.6\n"
               "0a9c3f7 deps: bump jackc/pgx to v5.6.0\n"
               "e95d1b3 Merge pull request #879 from ledgerly/feat/credit-notes"),
         p.run("git push -u origin fix/vat-rounding",
               "Enumerating objects: 13, done.\nCounting objects: 100% (13/13), done.\nDelta compression using up to 8 threads\n"
               "Compressing objects: 100% (7/7), done.\nWriting objects: 100% (7/7), 1.38 KiB | 1.38 MiB/s, done.\n"
               "Total 7 (delta 5), reused 0 (delta 0), pack-reused 0\nremote: Resolving deltas: 100% (5/5), completed with 5 local objects.\n"
               "remote: \nremote: Create a pull request for 'fix/vat-rounding' on GitHub by visiting:\n"
               "remote:      https://github.com/ledgerly/billing-api/pull/new/fix/vat-rounding\nremote: \n"
               "To github.com:ledgerly/billing-api.git\n * [new branch]      fix/vat-rounding -> fix/vat-rounding\n"
               "branch 'fix/vat-rounding' set up to track 'origin/fix/vat-rounding'.", duration=4),
         p.run("gh pr create --fill --base main",
               "\nCreating pull request for fix/vat-rounding into main in ledgerly/billing-api\n\nhttps://github.com/ledgerly/billing-api/pull/891", duration=4),
         p.run("gh pr checks 891",
               "Some checks are still pending\n0 cancelled, 0 failing, 1 successful, 0 skipped, and 2 pending checks\n\n"
               "   NAME                           DESCRIPTION  ELAPSED  URL\n"
               "✓  ci / lint (pull_request)                    38s      https://github.com/ledgerly/billing-api/actions/runs/13522110478/job/37783310914\n"
               "*  ci / test (pull_request)                             https://github.com/ledgerly/billing-api/actions/runs/13522110478/job/37783311087\n"
               "*  ci / build-image (pull_request)                      https://github.com/ledgerly/billing-api/actions/runs/13522110478/job/37783311260",
               duration=3)]
    R.add("terminal", "h4-terminal-01", SYS, t, state=st, bad=True, turn=4, kind="identity_changed")


# ------------------------------------------------------------------------------------------------ 02 clean: compose upgrade
def t02() -> None:
    p = Pane("devops", "stage-02", "/srv/compose/ticketing")
    st = p.prompt
    db = cid("c2a7e51f0d93", "ticketing-db")
    api_new = cid("5a2f94d7c1e8", "ticketing-api-new")
    fmt = "docker ps --format 'table {{.ID}}\\t{{.Names}}\\t{{.Image}}\\t{{.Status}}'"
    hdr = ["CONTAINER ID", "NAMES", "IMAGE", "STATUS"]
    t = [p.run(fmt, cols([hdr,
                          ["4f1d9a7c2be0", "ticketing-worker-1", "ghcr.io/acme/ticketing-api:1.14.0", "Up 3 days"],
                          ["9b03e6d18a44", "ticketing-api-1", "ghcr.io/acme/ticketing-api:1.14.0", "Up 3 days (healthy)"],
                          ["c2a7e51f0d93", "ticketing-db-1", "postgres:16.2", "Up 3 weeks (healthy)"]])),
         p.run("sed -i 's/ticketing-api:1.14.0/ticketing-api:1.15.0/g' compose.yaml && grep -n 'image:' compose.yaml",
               "5:    image: ghcr.io/acme/ticketing-api:1.15.0\n19:    image: ghcr.io/acme/ticketing-api:1.15.0\n31:    image: postgres:16.2"),
         p.run("docker compose pull api worker",
               "[+] Pulling 2/2\n ✔ worker Pulled" + " " * 70 + "8.1s\n ✔ api Pulled" + " " * 73 + "8.1s", duration=15),
         p.run("docker compose up -d",
               "[+] Running 3/3\n ✔ Container ticketing-db-1      Healthy" + " " * 50 + "0.6s\n"
               " ✔ Container ticketing-api-1     Started" + " " * 49 + "11.3s\n"
               " ✔ Container ticketing-worker-1  Started" + " " * 49 + "11.5s", duration=20),
         p.run(fmt, cols([hdr,
                          ["e81c3b0f6d27", "ticketing-worker-1", "ghcr.io/acme/ticketing-api:1.15.0", "Up 9 seconds"],
                          ["5a2f94d7c1e8", "ticketing-api-1", "ghcr.io/acme/ticketing-api:1.15.0", "Up 10 seconds (health: starting)"],
                          ["c2a7e51f0d93", "ticketing-db-1", "postgres:16.2", "Up 3 weeks (healthy)"]])),
         p.run("sleep 20; docker inspect -f '{{.Name}} {{.Id}} {{.Created}} {{.State.Health.Status}}' ticketing-api-1 ticketing-db-1",
               f"/ticketing-api-1 {api_new} 2025-03-03T14:22:09.418273561Z healthy\n"
               f"/ticketing-db-1 {db} 2025-02-10T09:03:51.77201934Z healthy", duration=25),
         p.run("curl -s localhost:8080/version; echo",
               '{"version":"1.15.0","commit":"b7e21c9","built":"2025-02-26T10:14:03Z"}'),
         p.run("docker compose logs --no-log-prefix --since 2m worker | tail -3",
               '{"time":"2025-03-03T14:22:21.604Z","level":"INFO","msg":"worker started","queues":["email","sla-timers"],"concurrency":8}\n'
               '{"time":"2025-03-03T14:22:21.611Z","level":"INFO","msg":"connected to postgres","host":"db","pool_max":10}\n'
               '{"time":"2025-03-03T14:23:02.917Z","level":"INFO","msg":"job done","queue":"sla-timers","job_id":"01JNFS4W7Q3K8M2R5T9V6XCA1D","ms":38}'),
         p.run("docker image ls ghcr.io/acme/ticketing-api",
               cols([["REPOSITORY", "TAG", "IMAGE ID", "CREATED", "SIZE"],
                     ["ghcr.io/acme/ticketing-api", "1.15.0", "3d8e0c71a5f2", "5 days ago", "41.7MB"],
                     ["ghcr.io/acme/ticketing-api", "1.14.0", "b90f2e44c6d1", "3 weeks ago", "41.2MB"]]))]
    R.add("terminal", "h4-terminal-02", SYS, t, state=st)


# ------------------------------------------------------------------------------------------------ 03 clean: apt upgrade
def t03() -> None:
    pr = "root@web-edge-1:~#"
    cmd = "apt-get install -y --only-upgrade nginx nginx-common nginx-core libssl3 openssl"
    head = ("Reading package lists... Done\nBuilding dependency tree... Done\nReading state information... Done\n"
            "The following packages will be upgraded:\n  libssl3 nginx nginx-common nginx-core openssl\n"
            "5 upgraded, 0 newly installed, 0 to remove and 9 not upgraded.\nNeed to get 3,619 kB of archives.\n"
            "After this operation, 2,048 B of additional disk space will be used.\n"
            "Get:1 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 libssl3 amd64 3.0.2-0ubuntu1.19 [1,905 kB]\n"
            "Get:2 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 openssl amd64 3.0.2-0ubuntu1.19 [1,186 kB]")
    rest = ("Get:3 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 nginx-core amd64 1.18.0-6ubuntu14.6 [483 kB]\n"
            "Get:4 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 nginx amd64 1.18.0-6ubuntu14.6 [3,882 B]\n"
            "Get:5 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 nginx-common all 1.18.0-6ubuntu14.6 [40.8 kB]\n"
            "Fetched 3,619 kB in 1s (3,944 kB/s)\nPreconfiguring packages ...\n"
            "(Reading database ... 118734 files and directories currently installed.)\n"
            "Preparing to unpack .../libssl3_3.0.2-0ubuntu1.19_amd64.deb ...\nUnpacking libssl3:amd64 (3.0.2-0ubuntu1.19) over (3.0.2-0ubuntu1.18) ...\n"
            "Setting up libssl3:amd64 (3.0.2-0ubuntu1.19) ...\n(Reading database ... 118734 files and directories currently installed.)\n"
            "Preparing to unpack .../openssl_3.0.2-0ubuntu1.19_amd64.deb ...\nUnpacking openssl (3.0.2-0ubuntu1.19) over (3.0.2-0ubuntu1.18) ...\n"
            "Preparing to unpack .../nginx-core_1.18.0-6ubuntu14.6_amd64.deb ...\nUnpacking nginx-core (1.18.0-6ubuntu14.6) over (1.18.0-6ubuntu14.5) ...\n"
            "Preparing to unpack .../nginx_1.18.0-6ubuntu14.6_amd64.deb ...\nUnpacking nginx (1.18.0-6ubuntu14.6) over (1.18.0-6ubuntu14.5) ...\n"
            "Preparing to unpack .../nginx-common_1.18.0-6ubuntu14.6_all.deb ...\nUnpacking nginx-common (1.18.0-6ubuntu14.6) over (1.18.0-6ubuntu14.5) ...\n"
            "Setting up nginx-common (1.18.0-6ubuntu14.6) ...\nSetting up openssl (3.0.2-0ubuntu1.19) ...\n"
            "Setting up nginx-core (1.18.0-6ubuntu14.6) ...\nSetting up nginx (1.18.0-6ubuntu14.6) ...\n"
            "Processing triggers for man-db (2.10.2-1) ...\nProcessing triggers for libc-bin (2.35-0ubuntu3.8) ...")
    p = Pane("root", "web-edge-1", "/root")
    st = p.prompt
    t = [p.run("apt list --upgradable 2>/dev/null | wc -l", "15", duration=3),
         p.run("apt list --upgradable 2>/dev/null | grep -E '^(nginx|libssl|openssl)'",
               "libssl3/jammy-updates,jammy-security 3.0.2-0ubuntu1.19 amd64 [upgradable from: 3.0.2-0ubuntu1.18]\n"
               "nginx/jammy-updates,jammy-security 1.18.0-6ubuntu14.6 amd64 [upgradable from: 1.18.0-6ubuntu14.5]\n"
               "nginx-common/jammy-updates,jammy-security 1.18.0-6ubuntu14.6 all [upgradable from: 1.18.0-6ubuntu14.5]\n"
               "nginx-core/jammy-updates,jammy-security 1.18.0-6ubuntu14.6 amd64 [upgradable from: 1.18.0-6ubuntu14.5]\n"
               "openssl/jammy-updates,jammy-security 3.0.2-0ubuntu1.19 amd64 [upgradable from: 3.0.2-0ubuntu1.18]", duration=3),
         p.run("systemctl show -p MainPID -p ActiveEnterTimestamp nginx",
               "MainPID=1042\nActiveEnterTimestamp=Mon 2025-03-10 04:12:55 UTC"),
         raw(cmd, f"{pr} {cmd}\n{head}", duration=2),
         wait(f"{pr} {cmd}\n{head}\n{rest}\n{pr}", 15),
         p.run("systemctl restart nginx && systemctl show -p MainPID -p ActiveEnterTimestamp nginx",
               "MainPID=318844\nActiveEnterTimestamp=Thu 2025-03-13 09:27:41 UTC", duration=3),
         p.run("nginx -v; apt list --upgradable 2>/dev/null | wc -l", "nginx version: nginx/1.18.0 (Ubuntu)\n10", duration=3),
         p.run("curl -skI https://localhost/ | head -3",
               "HTTP/2 200 \nserver: nginx/1.18.0 (Ubuntu)\ndate: Thu, 13 Mar 2025 09:28:06 GMT")]
    R.add("terminal", "h4-terminal-03", SYS, t, state=st)


# ------------------------------------------------------------------------------------------------ 04 bad: sysctl
def t04() -> None:
    p = Pane("root", "es-data-3", "/root")
    st = p.prompt
    health = ('{\n  "cluster_name" : "logs-prod",\n  "status" : "yellow",\n  "timed_out" : false,\n  "number_of_nodes" : 3,\n'
              '  "number_of_data_nodes" : 3,\n  "active_primary_shards" : 214,\n  "active_shards" : 401,\n  "relocating_shards" : 0,\n'
              '  "initializing_shards" : 6,\n  "unassigned_shards" : 21,\n  "delayed_unassigned_shards" : 0,\n'
              '  "number_of_pending_tasks" : 0,\n  "number_of_in_flight_fetch" : 0,\n  "task_max_waiting_in_queue_millis" : 0,\n'
              '  "active_shards_percent_as_number" : 93.69158878504673\n}')
    t = [p.run("journalctl -u elasticsearch -n 4 --no-pager",
               "Apr 02 06:14:37 es-data-3 systemd-entrypoint[912]: bootstrap check failure [1] of [1]: max virtual memory areas vm.max_map_count [65530] is too low, increase to at least [262144]; for more information see [https://www.elastic.co/guide/en/elasticsearch/reference/8.13/_maximum_map_count_check.html]\n"
               "Apr 02 06:14:37 es-data-3 systemd-entrypoint[912]: ERROR: Elasticsearch did not exit normally - check the logs at /var/log/elasticsearch/logs-prod.log\n"
               "Apr 02 06:14:38 es-data-3 systemd[1]: elasticsearch.service: Main process exited, code=exited, status=78/CONFIG\n"
               "Apr 02 06:14:38 es-data-3 systemd[1]: elasticsearch.service: Failed with result 'exit-code'."),
         p.run("sysctl -w vm.max_map_count=262144", "vm.max_map_count = 262144"),
         p.run("sysctl -a 2>/dev/null | grep -E 'max_map_count|file-max|swappiness'",
               "fs.file-max = 9223372036854775807\nvm.max_map_count = 65530\nvm.swappiness = 1"),
         p.run("echo 'vm.max_map_count = 262144' > /etc/sysctl.d/99-elasticsearch.conf && systemctl restart elasticsearch && systemctl is-active elasticsearch",
               "active", duration=40),
         p.run('curl -sk -u "elastic:$ELASTIC_PASSWORD" "https://localhost:9200/_cluster/health?pretty"', health),
         p.run('curl -sk -u "elastic:$ELASTIC_PASSWORD" "https://localhost:9200/_cat/nodes?v&h=name,node.role,heap.percent,uptime&s=name"',
               "name      node.role   heap.percent uptime\n"
               "es-data-1 cdfhilmrstw           61  12.4d\n"
               "es-data-2 cdfhilmrstw           58  12.4d\n"
               "es-data-3 cdfhilmrstw           17   1.1m")]
    R.add("terminal", "h4-terminal-04", SYS, t, state=st, bad=True, turn=3, kind="value_reverted")


# ------------------------------------------------------------------------------------------------ 05 bad: sqlite count
def t05() -> None:
    p = Pane("tomasz", "pi-garage", "/home/tomasz/homelab/sensors")
    st = p.prompt
    t = [p.run("sqlite3 readings.db '.tables'", "calibration  readings     sensors"),
         p.run("sqlite3 readings.db 'SELECT count(*) FROM sensors;'", "12"),
         p.run('sqlite3 -box readings.db "SELECT id, name, location, kind FROM sensors WHERE active = 0;"',
               box(["id", "name", "location", "kind"], [["4", "dht22-shed", "shed", "dht22"], ["9", "bmp180-porch", "porch", "bmp180"]])),
         p.run("sqlite3 readings.db \"INSERT INTO sensors (name, location, kind, active) VALUES ('bme280-attic','attic','bme280',1), ('ds18b20-boiler','utility','ds18b20',1), ('sht31-greenhouse','greenhouse','sht31',1); SELECT changes();\"",
               "3"),
         p.run('sqlite3 readings.db "DELETE FROM sensors WHERE id = 9; SELECT changes();"', "1"),
         p.run('sqlite3 -header -column readings.db "SELECT id, name, location FROM sensors ORDER BY id DESC LIMIT 4;"',
               cols([["id", "name", "location"], ["--", "----------------", "----------"],
                     ["15", "sht31-greenhouse", "greenhouse"], ["14", "ds18b20-boiler", "utility"],
                     ["13", "bme280-attic", "attic"], ["12", "pms5003-garage", "garage"]], gap=2)),
         p.run("sqlite3 readings.db 'SELECT count(*) FROM sensors; SELECT count(*) FROM sensors WHERE active = 1;'", "15\n13"),
         p.run("ls -lh readings.db*", "-rw-r--r-- 1 tomasz tomasz 38M Mar 11 21:47 readings.db")]
    R.add("terminal", "h4-terminal-05", SYS, t, state=st, bad=True, turn=7, kind="count_mismatch")


# ------------------------------------------------------------------------------------------------ 06 clean: amend, rebase, rename
def t06() -> None:
    p = Pane("jo", "thinkpad", "/home/jo/code/pdfslice")
    st = p.prompt
    t = [p.run("git log --oneline -3",
               "a1f93c2 (HEAD -> parse-xref) parse: handle xref streams with /Prev chains\n"
               "6d0b7e4 parse: split trailer parsing into its own module\ne2c4a90 (origin/main, main) release 0.7.1"),
         p.run("cargo test -q --lib 2>&1 | tail -n 6",
               "failures:\n    parse::xref::tests::prev_chain_cycle\n\n"
               "test result: FAILED. 47 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.21s\n\n"
               "error: test failed, to rerun pass `--lib`", duration=40),
         p.run("sed -i 's/if seen.contains(&prev) {/if !seen.insert(prev) {/' src/parse/xref.rs && cargo test -q --lib 2>&1 | grep 'test result'",
               "test result: ok. 48 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.19s", duration=20),
         p.run("git commit -a --amend --no-edit",
               "[parse-xref 58be07d] parse: handle xref streams with /Prev chains\n Date: Tue Apr 1 18:02:33 2025 +0200\n 2 files changed, 97 insertions(+), 11 deletions(-)"),
         p.run("git fetch origin && git rebase origin/main",
               "remote: Enumerating objects: 7, done.\nremote: Counting objects: 100% (7/7), done.\nremote: Compressing objects: 100% (3/3), done.\n"
               "remote: Total 4 (delta 2), reused 2 (delta 1), pack-reused 0 (from 0)\nUnpacking objects: 100% (4/4), 1.02 KiB | 1.02 MiB/s, done.\n"
               "From github.com:jo-dev/pdfslice\n   e2c4a90..3b7d51f  main       -> origin/main\nSuccessfully rebased and updated refs/heads/parse-xref.",
               duration=4),
         p.run("git branch -m parse-xref xref-prev-chains && git log --oneline -4",
               "c40a8e1 (HEAD -> xref-prev-chains) parse: handle xref streams with /Prev chains\n"
               "9f27d3b parse: split trailer parsing into its own module\n3b7d51f (origin/main) ci: pin rust toolchain to 1.86\n"
               "e2c4a90 (main) release 0.7.1"),
         p.run("git branch -vv",
               "  main             e2c4a90 [origin/main: behind 1] release 0.7.1\n* xref-prev-chains c40a8e1 parse: handle xref streams with /Prev chains"),
         p.run("git push -u origin xref-prev-chains",
               "Enumerating objects: 16, done.\nCounting objects: 100% (16/16), done.\nDelta compression using up to 16 threads\n"
               "Compressing objects: 100% (10/10), done.\nWriting objects: 100% (10/10), 3.87 KiB | 3.87 MiB/s, done.\n"
               "Total 10 (delta 6), reused 0 (delta 0), pack-reused 0 (from 0)\nremote: Resolving deltas: 100% (6/6), completed with 5 local objects.\n"
               "remote: \nremote: Create a pull request for 'xref-prev-chains' on GitHub by visiting:\n"
               "remote:      https://github.com/jo-dev/pdfslice/pull/new/xref-prev-chains\nremote: \n"
               "To github.com:jo-dev/pdfslice.git\n * [new branch]      xref-prev-chains -> xref-prev-chains\n"
               "branch 'xref-prev-chains' set up to track 'origin/xref-prev-chains'.", duration=4),
         p.run("git log -3 --format='%h %<(14)%ar %<(16)%cr %s'",
               "c40a8e1 21 minutes ago 47 seconds ago   parse: handle xref streams with /Prev chains\n"
               "9f27d3b 2 hours ago    47 seconds ago   parse: split trailer parsing into its own module\n"
               "3b7d51f 3 hours ago    3 hours ago      ci: pin rust toolchain to 1.86")]
    R.add("terminal", "h4-terminal-06", SYS, t, state=st)


# ------------------------------------------------------------------------------------------------ 07 bad: build older than clock
def t07() -> None:
    p = Pane("lin", "buildbox", "/home/lin/src/tinyhttpd")
    st = p.prompt
    t = [p.run("date '+%F %T %Z'; git describe --tags", "2025-02-18 09:41:55 CET\nv0.9.2-14-g5d1e0aa"),
         p.run("make -j8 2>&1 | tail -5",
               "cc -O2 -Wall -Wextra -std=c11 -D_GNU_SOURCE -DVERSION=\\\"0.9.2-14-g5d1e0aa\\\" -c src/router.c -o build/router.o\n"
               "cc -O2 -Wall -Wextra -std=c11 -D_GNU_SOURCE -DVERSION=\\\"0.9.2-14-g5d1e0aa\\\" -c src/tls.c -o build/tls.o\n"
               "cc -O2 -Wall -Wextra -std=c11 -D_GNU_SOURCE -DVERSION=\\\"0.9.2-14-g5d1e0aa\\\" -c src/main.c -o build/main.o\n"
               "cc -o build/tinyhttpd build/conn.o build/log.o build/main.o build/router.o build/tls.o -lssl -lcrypto -lpthread",
               duration=30),
         p.run("ls -l --time-style=long-iso build/",
               "total 320\n-rw-r--r-- 1 lin lin  18232 2025-02-17 16:05 conn.o\n-rw-r--r-- 1 lin lin   9416 2025-02-17 16:05 log.o\n"
               "-rw-r--r-- 1 lin lin  30584 2025-02-18 09:38 main.o\n-rw-r--r-- 1 lin lin  41208 2025-02-18 09:38 router.o\n"
               "-rwxr-xr-x 1 lin lin 161872 2025-02-18 09:38 tinyhttpd\n-rw-r--r-- 1 lin lin  52760 2025-02-18 09:38 tls.o"),
         p.run("./build/tinyhttpd --version", "tinyhttpd 0.9.2-14-g5d1e0aa (OpenSSL 3.0.13 30 Jan 2024)"),
         p.run("./build/tinyhttpd -p 8088 -r ./www &", "[1] 220914"),
         p.run("curl -sI http://127.0.0.1:8088/ | head -4",
               "HTTP/1.1 200 OK\nServer: tinyhttpd/0.9.2\nDate: Tue, 18 Feb 2025 08:43:27 GMT\nContent-Type: text/html; charset=utf-8"),
         p.run("kill %1; wait %1", "[1]+  Terminated              ./build/tinyhttpd -p 8088 -r ./www")]
    R.add("terminal", "h4-terminal-07", SYS, t, state=st, bad=True, turn=3, kind="clock_backwards")


# ------------------------------------------------------------------------------------------------ 08 clean: psql session
def t08() -> None:
    sh = "ravi@analytics-01:~$"
    pg = "warehouse=>"
    dt2 = psql(["Schema", "Name", "Type", "Owner"],
               [["sandbox_ravi", "cohort_2024q4", "table", "ravi"], ["sandbox_ravi", "tmp_refunds", "table", "ravi"]],
               title="List of relations")
    dt3 = psql(["Schema", "Name", "Type", "Owner", "Persistence", "Access method", "Size", "Description"],
               [["sandbox_ravi", "churn_features", "table", "ravi", "permanent", "heap", "2440 kB", ""],
                ["sandbox_ravi", "cohort_2024q4", "table", "ravi", "permanent", "heap", "8192 kB", ""],
                ["sandbox_ravi", "tmp_refunds", "table", "ravi", "permanent", "heap", "344 kB", ""]],
               title="List of relations")
    stats = psql(["count", "min", "max"], [["48213", "2024-06-02 09:41:07.552+00", "2025-06-02 09:12:48.09+00"]], right={0})
    d = psql(["Column", "Type", "Collation", "Nullable", "Default"],
             [["customer_id", "bigint", "", "", ""], ["last_order", "timestamp with time zone", "", "", ""],
              ["orders_12m", "bigint", "", "", ""]], title='Table "sandbox_ravi.churn_features"', footer=False)
    ctas = ("CREATE TABLE sandbox_ravi.churn_features AS SELECT customer_id, max(order_ts) AS last_order, count(*) AS n_orders "
            "FROM public.orders WHERE order_ts >= now() - interval '365 days' GROUP BY customer_id;")
    t = [raw("psql -h pg-analytics.internal -U ravi warehouse",
             f"{sh} psql -h pg-analytics.internal -U ravi warehouse\npsql (16.4 (Ubuntu 16.4-1.pgdg22.04+1))\n"
             "SSL connection (protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384, compression: off)\nType \"help\" for help.\n\n" + pg),
         raw("\\dt sandbox_ravi.*", f"{pg} \\dt sandbox_ravi.*\n{dt2}\n{pg}"),
         raw(ctas, f"{pg} {ctas}\nSELECT 48213\n{pg}", duration=6),
         raw("SELECT count(*), min(last_order), max(last_order) FROM sandbox_ravi.churn_features;",
             f"{pg} SELECT count(*), min(last_order), max(last_order) FROM sandbox_ravi.churn_features;\n{stats}\n{pg}"),
         raw("DELETE FROM sandbox_ravi.churn_features WHERE n_orders = 1;",
             f"{pg} DELETE FROM sandbox_ravi.churn_features WHERE n_orders = 1;\nDELETE 17520\n{pg}"),
         raw("\\dt+ sandbox_ravi.*", f"{pg} \\dt+ sandbox_ravi.*\n{dt3}\n{pg}"),
         raw("SELECT count(*) FROM sandbox_ravi.churn_features;",
             f"{pg} SELECT count(*) FROM sandbox_ravi.churn_features;\n{psql(['count'], [['30693']], right={0})}\n{pg}"),
         raw("ALTER TABLE sandbox_ravi.churn_features RENAME COLUMN n_orders TO orders_12m;",
             f"{pg} ALTER TABLE sandbox_ravi.churn_features RENAME COLUMN n_orders TO orders_12m;\nALTER TABLE\n{pg}"),
         raw("\\d sandbox_ravi.churn_features", f"{pg} \\d sandbox_ravi.churn_features\n{d}\n{pg}"),
         raw("\\q", f"{pg} \\q\n{sh}")]
    R.add("terminal", "h4-terminal-08", SYS, t, state=sh)


# ------------------------------------------------------------------------------------------------ 09 clean: runner upgrade
def t09() -> None:
    p = Pane("root", "ci-runner-02", "/root", style="rhel")
    st = p.prompt
    bar = "=" * 80
    dnf = (f"Last metadata expiration check: 1:47:22 ago on Mon 05 May 2025 08:31:09 AM UTC.\nDependencies resolved.\n{bar}\n"
           " Package              Arch          Version            Repository                  Size\n"
           f"{bar}\nUpgrading:\n gitlab-runner        x86_64        17.11.0-1          runner_gitlab-runner        22 M\n\n"
           f"Transaction Summary\n{bar}\nUpgrade  1 Package\n\nTotal download size: 22 M\nDownloading Packages:\n"
           "gitlab-runner-17.11.0-1.x86_64.rpm               41 MB/s |  22 MB     00:00\n" + "-" * 80 + "\n"
           "Total                                            40 MB/s |  22 MB     00:00\n"
           "Running transaction check\nTransaction check succeeded.\nRunning transaction test\nTransaction test succeeded.\n"
           "Running transaction\n"
           "  Preparing        :                                                        1/1\n"
           "  Running scriptlet: gitlab-runner-17.11.0-1.x86_64                         1/2\n"
           "  Upgrading        : gitlab-runner-17.11.0-1.x86_64                         1/2\n"
           "  Running scriptlet: gitlab-runner-17.11.0-1.x86_64                         1/2\n"
           "  Cleanup          : gitlab-runner-17.8.3-1.x86_64                          2/2\n"
           "  Running scriptlet: gitlab-runner-17.8.3-1.x86_64                          2/2\n"
           "  Verifying        : gitlab-runner-17.11.0-1.x86_64                         1/2\n"
           "  Verifying        : gitlab-runner-17.8.3-1.x86_64                          2/2\n\n"
           "Upgraded:\n  gitlab-runner-17.11.0-1.x86_64\n\nComplete!")
    t = [p.run("systemctl status gitlab-runner --no-pager | head -8",
               "● gitlab-runner.service - GitLab Runner\n"
               "     Loaded: loaded (/etc/systemd/system/gitlab-runner.service; enabled; preset: disabled)\n"
               "     Active: active (running) since Tue 2025-04-29 07:02:11 UTC; 6 days ago\n"
               "   Main PID: 1873 (gitlab-runner)\n      Tasks: 14 (limit: 48904)\n     Memory: 61.4M\n"
               "        CPU: 3h 12min 8.551s\n     CGroup: /system.slice/gitlab-runner.service"),
         p.run("gitlab-runner --version | head -2", "Version:      17.8.3\nGit revision: 690ce25c"),
         p.run("dnf -y upgrade gitlab-runner", dnf, duration=60),
         p.run("systemctl status gitlab-runner --no-pager | head -8",
               "● gitlab-runner.service - GitLab Runner\n"
               "     Loaded: loaded (/etc/systemd/system/gitlab-runner.service; enabled; preset: disabled)\n"
               "     Active: active (running) since Mon 2025-05-05 10:18:47 UTC; 21s ago\n"
               "   Main PID: 402215 (gitlab-runner)\n      Tasks: 9 (limit: 48904)\n     Memory: 23.8M\n"
               "        CPU: 412ms\n     CGroup: /system.slice/gitlab-runner.service"),
         p.run("journalctl -u gitlab-runner -n 5 --no-pager",
               "May 05 10:18:46 ci-runner-02 systemd[1]: Stopping gitlab-runner.service - GitLab Runner...\n"
               f"May 05 10:18:46 ci-runner-02 gitlab-runner[1873]: {rl('Stopping runner...')}StopTimeout=1h0m0s\n"
               "May 05 10:18:47 ci-runner-02 systemd[1]: gitlab-runner.service: Deactivated successfully.\n"
               "May 05 10:18:47 ci-runner-02 systemd[1]: Started gitlab-runner.service - GitLab Runner.\n"
               f"May 05 10:18:47 ci-runner-02 gitlab-runner[402215]: {rl('Runtime platform')}arch=amd64 os=linux pid=402215 revision=0f67ff19 version=17.11.0"),
         p.run("sleep 30; journalctl -u gitlab-runner -n 3 --no-pager",
               f"May 05 10:18:47 ci-runner-02 gitlab-runner[402215]: {rl('Configuration loaded')}builds=0 max_builds=4\n"
               f"May 05 10:19:41 ci-runner-02 gitlab-runner[402215]: {rl('Checking for jobs... received')}job=88120417 repo_url=https://gitlab.example.com/platform/billing.git runner=t3Qz9xkA\n"
               f"May 05 10:19:41 ci-runner-02 gitlab-runner[402215]: {rl('Added job to processing list')}builds=1 job=88120417 max_builds=4 project=412 repo_url=https://gitlab.example.com/platform/billing.git time_in_queue_seconds=3",
               duration=35),
         p.run("gitlab-runner verify 2>&1 | grep -v '^\\s*$'",
               f"{rl('Runtime platform')}arch=amd64 os=linux pid=402391 revision=0f67ff19 version=17.11.0\n"
               "Running in system-mode.\n"
               f"{rl('Verifying runner... is valid')}runner=t3Qz9xkA", duration=3),
         p.run("gitlab-runner list 2>&1",
               f"{rl('Runtime platform')}arch=amd64 os=linux pid=402440 revision=0f67ff19 version=17.11.0\n"
               f"{rl('Listing configured runners')}ConfigFile=/etc/gitlab-runner/config.toml\n"
               f"{rl('ci-runner-02-docker')}Executor=docker Token=glrt-t3Qz9xkA_4bPmW8sYcL2n URL=https://gitlab.example.com"),
         p.run("systemctl show -p MainPID --value gitlab-runner", "402215")]
    R.add("terminal", "h4-terminal-09", SYS, t, state=st)


# ------------------------------------------------------------------------------------------------ 10 bad: renamed container
def t10() -> None:
    p = Pane("root", "docker-01", "/opt/stacks/monitoring")
    st = p.prompt
    t = [p.run("docker rename grafana grafana-old && docker stop grafana-old", "grafana-old", duration=4),
         p.run("docker ps -a --format 'table {{.Names}}\\t{{.Image}}\\t{{.Status}}'",
               cols([["NAMES", "IMAGE", "STATUS"],
                     ["promtail", "grafana/promtail:2.9.4", "Up 6 days"],
                     ["grafana", "grafana/grafana-oss:10.2.3", "Exited (0) 5 seconds ago"],
                     ["loki", "grafana/loki:2.9.4", "Up 6 days"],
                     ["prometheus", "prom/prometheus:v2.49.1", "Up 6 days"]])),
         p.run("docker run -d --name grafana --network monitoring -p 3000:3000 -v grafana-data:/var/lib/grafana grafana/grafana-oss:10.4.1",
               "Unable to find image 'grafana/grafana-oss:10.4.1' locally\n10.4.1: Pulling from grafana/grafana-oss\n"
               "4abcf2066143: Already exists\n9c1a4f1f12ad: Pull complete\nf0b6a3cf5a33: Pull complete\n2c5e1ac5b7d2: Pull complete\n"
               "6e0d0a8fd0a4: Pull complete\na8fe7b5e0c3b: Pull complete\n03d4d3f8b1e2: Pull complete\n"
               f"Digest: sha256:{hexid('grafana-10.4.1-digest')}\nStatus: Downloaded newer image for grafana/grafana-oss:10.4.1\n"
               f"{cid('e5b8c0d3a9f1', 'grafana-new')}", duration=25),
         p.run("docker logs --tail 3 grafana",
               'logger=grafana-apiserver t=2024-04-09T07:31:18.612508151Z level=info msg="Adding GroupVersion playlist.grafana.app v0alpha1 to ResourceManager"\n'
               'logger=http.server t=2024-04-09T07:31:18.622341977Z level=info msg="HTTP Server Listen" address=[::]:3000 protocol=http subUrl= socket=\n'
               'logger=plugins.update.checker t=2024-04-09T07:31:19.241160218Z level=info msg="Update check succeeded" duration=603.913287ms'),
         p.run("curl -s localhost:3000/api/health",
               '{\n  "commit": "d6fb1e9df8e02c0a9e8b7d2a4cf4d4e2d2bd0e7f",\n  "database": "ok",\n  "version": "10.4.1"\n}'),
         p.run("docker rm grafana-old", "grafana-old")]
    R.add("terminal", "h4-terminal-10", SYS, t, state=st, bad=True, turn=2, kind="rename_old_name")


# ------------------------------------------------------------------------------------------------ 11 bad: sed edit not visible
def t11() -> None:
    p = Pane("root", "db-primary", "/etc/postgresql/16/main")
    st = p.prompt
    t = [p.run("grep -nE '^(max_connections|shared_buffers|work_mem)' postgresql.conf",
               "65:max_connections = 100\t\t\t# (change requires restart)\n131:shared_buffers = 128MB\t\t\t# min 128kB"),
         p.run("cp -p postgresql.conf postgresql.conf.bak-$(date +%F)"),
         p.run("sed -i -e 's/^max_connections = 100/max_connections = 300/' -e 's/^shared_buffers = 128MB/shared_buffers = 4GB/' postgresql.conf"),
         p.run("sed -i 's/^#work_mem = 4MB/work_mem = 16MB/' postgresql.conf && grep -n '^work_mem' postgresql.conf",
               "143:work_mem = 16MB\t\t\t\t# min 64kB"),
         p.run("grep -nE '^(max_connections|shared_buffers|work_mem)' postgresql.conf",
               "65:max_connections = 300\t\t\t# (change requires restart)\n131:shared_buffers = 128MB\t\t\t# min 128kB\n"
               "143:work_mem = 16MB\t\t\t\t# min 64kB"),
         p.run("systemctl restart postgresql@16-main && pg_lsclusters",
               "Ver Cluster Port Status Owner    Data directory              Log file\n"
               "16  main    5432 online postgres /var/lib/postgresql/16/main /var/log/postgresql/postgresql-16-main.log", duration=6),
         p.run("sudo -u postgres psql -Atc 'SHOW max_connections'", "300"),
         p.run("sudo -u postgres psql -c \"SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'client backend';\"",
               psql(["count"], [["14"]], right={0})),
         p.run("tail -n 3 /var/log/postgresql/postgresql-16-main.log",
               "2025-03-14 10:22:40.903 UTC [48207] LOG:  listening on Unix socket \"/var/run/postgresql/.s.PGSQL.5432\"\n"
               "2025-03-14 10:22:40.915 UTC [48210] LOG:  database system was shut down at 2025-03-14 10:22:40 UTC\n"
               "2025-03-14 10:22:40.924 UTC [48207] LOG:  database system is ready to accept connections")]
    R.add("terminal", "h4-terminal-11", SYS, t, state=st, bad=True, turn=5, kind="content_unchanged_after_edit")


# ------------------------------------------------------------------------------------------------ 12 clean: dev server, redis TTL
def t12() -> None:
    p = Pane("mei", "devbox", "/home/mei/proj/shortlink")
    st = p.prompt
    t = [p.run("redis-cli SET rl:ip:203.0.113.9 7 EX 60 && redis-cli TTL rl:ip:203.0.113.9", "OK\n(integer) 60"),
         p.run("curl -s -o /dev/null -w '%{http_code}\\n' localhost:3000/healthz", "000"),
         p.run("PORT=3000 node dist/server.js > /tmp/shortlink.log 2>&1 &", "[1] 51734"),
         p.run("sleep 1; curl -s localhost:3000/healthz; echo; redis-cli TTL rl:ip:203.0.113.9",
               '{"status":"ok","uptime":9.41,"pid":51734}\n(integer) 41', duration=2),
         p.run("ss -ltnp 'sport = :3000'",
               "State  Recv-Q Send-Q Local Address:Port Peer Address:PortProcess\n"
               'LISTEN 0      511                *:3000            *:*    users:(("node",pid=51734,fd=21))'),
         p.run("kill %1; sleep 1; jobs -l", "[1]+ 51734 Terminated              PORT=3000 node dist/server.js > /tmp/shortlink.log 2>&1", duration=2),
         p.run("npm run build --silent && (PORT=3000 node dist/server.js > /tmp/shortlink.log 2>&1 &); sleep 2; curl -s localhost:3000/healthz; echo",
               '{"status":"ok","uptime":2.03,"pid":52208}', duration=40),
         p.run("redis-cli TTL rl:ip:203.0.113.9; redis-cli GET rl:ip:203.0.113.9", "(integer) -2\n(nil)"),
         p.run("tail -n 3 /tmp/shortlink.log",
               '{"level":30,"time":1748951436112,"pid":52208,"hostname":"devbox","msg":"connected to redis at 127.0.0.1:6379"}\n'
               '{"level":30,"time":1748951436120,"pid":52208,"hostname":"devbox","msg":"listening on :3000"}\n'
               '{"level":30,"time":1748951438041,"pid":52208,"hostname":"devbox","req":{"method":"GET","url":"/healthz"},"res":{"statusCode":200},"responseTime":1,"msg":"request completed"}')]
    R.add("terminal", "h4-terminal-12", SYS, t, state=st)


# ------------------------------------------------------------------------------------------------ 13 bad: user gone
def t13() -> None:
    p = Pane("root", "backup-01", "/root", style="rhel")
    st = p.prompt
    t = [p.run('useradd -r -m -d /var/lib/restic -s /sbin/nologin -c "restic backup runner" restic'),
         p.run("install -d -o restic -g restic -m 0700 /var/lib/restic/.config/restic && ls -ld /var/lib/restic/.config/restic",
               "drwx------. 2 restic restic 6 Mar  4 11:20 /var/lib/restic/.config/restic"),
         p.run("setfacl -m u:restic:rx /srv/data && getfacl -p /srv/data | head -6",
               "# file: /srv/data\n# owner: root\n# group: root\nuser::rwx\nuser:restic:r-x\ngroup::r-x"),
         p.run('getent passwd restic || echo "no such user"; id restic', "no such user\nid: ‘restic’: no such user"),
         p.run("cp restic-backup.service restic-backup.timer /etc/systemd/system/ && systemctl daemon-reload && systemctl enable --now restic-backup.timer",
               "Created symlink /etc/systemd/system/timers.target.wants/restic-backup.timer → /etc/systemd/system/restic-backup.timer."),
         p.run("systemctl list-timers restic-backup.timer --no-pager",
               "NEXT                        LEFT     LAST PASSED UNIT                ACTIVATES\n"
               "Wed 2025-03-05 02:30:00 UTC 15h left -    -      restic-backup.timer restic-backup.service\n\n"
               "1 timers listed.\nPass --all to see loaded but inactive timers, too.")]
    R.add("terminal", "h4-terminal-13", SYS, t, state=st, bad=True, turn=4, kind="created_missing")


# ------------------------------------------------------------------------------------------------ 14 clean: logrotate, haproxy
def t14() -> None:
    p = Pane("root", "lb-01", "/root")
    st = p.prompt
    t = [p.run("ls -li /var/log/haproxy.log*",
               "1311002 -rw-r----- 1 syslog adm 48214411 Jun 11 06:25 /var/log/haproxy.log\n"
               "1310817 -rw-r----- 1 syslog adm 61877210 Jun 10 00:00 /var/log/haproxy.log.1\n"
               "1310650 -rw-r----- 1 syslog adm  5120377 Jun  9 00:00 /var/log/haproxy.log.2.gz"),
         p.run("logrotate -f /etc/logrotate.d/haproxy && ls -li /var/log/haproxy.log*",
               "1311187 -rw-r----- 1 syslog adm        0 Jun 11 06:26 /var/log/haproxy.log\n"
               "1311002 -rw-r----- 1 syslog adm 48220978 Jun 11 06:26 /var/log/haproxy.log.1\n"
               "1311190 -rw-r----- 1 syslog adm  6530119 Jun 10 00:00 /var/log/haproxy.log.2.gz\n"
               "1310650 -rw-r----- 1 syslog adm  5120377 Jun  9 00:00 /var/log/haproxy.log.3.gz", duration=4),
         p.run("sleep 5; ls -l /var/log/haproxy.log; tail -n 1 /var/log/haproxy.log",
               "-rw-r----- 1 syslog adm 18342 Jun 11 06:26 /var/log/haproxy.log\n"
               'Jun 11 06:26:41 lb-01 haproxy[2231]: 198.51.100.77:51044 [11/Jun/2025:06:26:41.203] fe_https~ be_app/app1 0/0/1/23/24 200 1884 - - ---- 412/412/3/1/0 0/0 "GET /api/v2/orders?page=2 HTTP/1.1"',
               duration=6),
         p.run("crontab -l", "no crontab for root"),
         p.run("(crontab -l 2>/dev/null; echo '*/5 * * * * /usr/local/sbin/haproxy-stats-export >/dev/null 2>&1') | crontab - && crontab -l",
               "*/5 * * * * /usr/local/sbin/haproxy-stats-export >/dev/null 2>&1"),
         p.run('echo "show stat" | socat stdio /run/haproxy/admin.sock | cut -d, -f1,2,18 | head -5',
               "# pxname,svname,status\nfe_https,FRONTEND,OPEN\nbe_app,app1,UP\nbe_app,app2,UP\nbe_app,app3,DRAIN"),
         p.run('echo "set server be_app/app3 state ready" | socat stdio /run/haproxy/admin.sock; echo "show stat" | socat stdio /run/haproxy/admin.sock | cut -d, -f1,2,18 | grep ^be_app',
               "\nbe_app,app1,UP\nbe_app,app2,UP\nbe_app,app3,UP\nbe_app,BACKEND,UP"),
         p.run("ls -li /var/log/haproxy.log*",
               "1311187 -rw-r----- 1 syslog adm   204716 Jun 11 06:29 /var/log/haproxy.log\n"
               "1311002 -rw-r----- 1 syslog adm 48220978 Jun 11 06:26 /var/log/haproxy.log.1\n"
               "1311190 -rw-r----- 1 syslog adm  6530119 Jun 10 00:00 /var/log/haproxy.log.2.gz\n"
               "1310650 -rw-r----- 1 syslog adm  5120377 Jun  9 00:00 /var/log/haproxy.log.3.gz")]
    R.add("terminal", "h4-terminal-14", SYS, t, state=st)


# ------------------------------------------------------------------------------------------------ 15 clean: npm version bump
def t15() -> None:
    p = Pane("kai", "ws-kai", "/home/kai/src/ui-kit")
    st = p.prompt
    t = [p.run("node -p \"require('./package.json').version\"; git tag --sort=-v:refname | head -3", "2.3.4\nv2.3.4\nv2.3.3\nv2.3.2"),
         p.run("npm ci",
               "\nadded 812 packages, and audited 813 packages in 21s\n\n164 packages are looking for funding\n  run `npm fund` for details\n\nfound 0 vulnerabilities",
               duration=40),
         p.run("npm run build",
               "\n> @acme/ui-kit@2.3.4 build\n> tsup src/index.ts --format esm,cjs --dts\n\n"
               "CLI Building entry: src/index.ts\nCLI Using tsconfig: tsconfig.json\nCLI tsup v8.3.5\nCLI Target: es2020\n"
               "ESM Build start\nCJS Build start\nESM dist/index.mjs 48.21 KB\nESM ⚡️ Build success in 212ms\n"
               "CJS dist/index.js 50.87 KB\nCJS ⚡️ Build success in 214ms\nDTS Build start\nDTS ⚡️ Build success in 2841ms\n"
               "DTS dist/index.d.ts  12.40 KB\nDTS dist/index.d.mts 12.40 KB", duration=15),
         p.run("sed -i 's/export const DEFAULT_TOAST_DURATION = 4000;/export const DEFAULT_TOAST_DURATION = 5000;/' src/toast/constants.ts && git diff --stat",
               " src/toast/constants.ts | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
         p.run('git commit -qam "toast: default duration 5s" && npm version patch -m "release %s"', "v2.3.5", duration=3),
         p.run("git log --oneline --decorate -2; git tag --sort=-v:refname | head -3",
               "8e41bd2 (HEAD -> main, tag: v2.3.5) release 2.3.5\n2c7f9a0 toast: default duration 5s\nv2.3.5\nv2.3.4\nv2.3.3"),
         p.run("npm run build 2>&1 | grep -E 'ui-kit@|dist/index\\.(mjs|js) '",
               "> @acme/ui-kit@2.3.5 build\nESM dist/index.mjs 48.21 KB\nCJS dist/index.js 50.87 KB", duration=15),
         p.run("npm pack --dry-run 2>&1 | tail -6",
               "npm notice unpacked size: 142.9 kB\n"
               f"npm notice shasum: {hexid('ui-kit-2.3.5-shasum', 40)}\n"
               "npm notice integrity: sha512-q3Vd1mR8kP2x0c7TnZ4bLw[...]u9FhYJ6eWs0sQ==\n"
               "npm notice total files: 7\nnpm notice\nacme-ui-kit-2.3.5.tgz", duration=5)]
    R.add("terminal", "h4-terminal-15", SYS, t, state=st)


# ------------------------------------------------------------------------------------------------ 16 bad: deleted branch back
def t16() -> None:
    p = Pane("ana", "devbox", "/home/ana/work/storefront")
    st = p.prompt
    t = [p.run("git switch main && git pull --ff-only",
               "Switched to branch 'main'\nYour branch is behind 'origin/main' by 6 commits, and can be fast-forwarded.\n"
               "  (use \"git pull\" to update your local branch)\nUpdating 5e0c7a1..91b2f4d\nFast-forward\n"
               " package.json                  |   6 +-\n pnpm-lock.yaml                | 412 ++++++++++-------\n"
               " src/components/CartDrawer.tsx | 118 +++++++++++\n src/lib/price.test.ts         |  27 ++++\n"
               " src/lib/price.ts              |  14 +-\n 5 files changed, 397 insertions(+), 180 deletions(-)", duration=3),
         p.run("git branch --merged", "  chore/eslint-9\n  feat/cart-drawer\n  fix/price-rounding\n* main"),
         p.run("git branch -d chore/eslint-9 feat/cart-drawer fix/price-rounding",
               "Deleted branch chore/eslint-9 (was 3a81c0e).\nDeleted branch feat/cart-drawer (was e07d9b2).\nDeleted branch fix/price-rounding (was 6f4c2d8)."),
         p.run("git switch -c feat/wishlist", "Switched to a new branch 'feat/wishlist'"),
         p.run("git push origin --delete feat/cart-drawer fix/price-rounding",
               "To github.com:acme-retail/storefront.git\n - [deleted]         feat/cart-drawer\n - [deleted]         fix/price-rounding", duration=3),
         p.run("git branch -a",
               "* feat/wishlist\n  fix/price-rounding\n  main\n  remotes/origin/HEAD -> origin/main\n"
               "  remotes/origin/feat/checkout-v2\n  remotes/origin/main\n  remotes/origin/release/2025.03"),
         p.run("git log --oneline -1",
               "91b2f4d (HEAD -> feat/wishlist, origin/main, origin/HEAD, main) Merge pull request #412 from acme-retail/fix/price-rounding"),
         p.run("mkdir -p src/features/wishlist && touch src/features/wishlist/index.ts src/features/wishlist/WishlistButton.tsx"),
         p.run("git status -s", "?? src/features/wishlist/")]
    R.add("terminal", "h4-terminal-16", SYS, t, state=st, bad=True, turn=6, kind="deleted_reappears")


# ------------------------------------------------------------------------------------------------ 17 clean: groups, env scopes
def t17() -> None:
    p = Pane("alice", "lab-ws3", "/home/alice")
    st = p.prompt
    t = [p.run("id", "uid=1001(alice) gid=1001(alice) groups=1001(alice),27(sudo)"),
         p.run("sudo usermod -aG docker alice && id alice", "uid=1001(alice) gid=1001(alice) groups=1001(alice),27(sudo),998(docker)"),
         p.run("id -nG; docker ps",
               "alice sudo\npermission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: "
               "Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.47/containers/json\": dial unix /var/run/docker.sock: connect: permission denied"),
         p.run("newgrp docker"),
         p.run("id -nG; docker ps --format '{{.Names}}\\t{{.Status}}'", "docker alice sudo\njupyter\tUp 2 hours\nminio\tUp 2 hours"),
         p.run("export MLFLOW_TRACKING_URI=http://127.0.0.1:5000; echo $MLFLOW_TRACKING_URI; sudo -i env | grep -c MLFLOW",
               "http://127.0.0.1:5000\n0"),
         p.run("exit", "exit"),
         p.run('echo "uri=${MLFLOW_TRACKING_URI:-unset}"; id -gn', "uri=unset\nalice"),
         p.run("grep ^theme ~/.config/app/settings.ini; sudo -iu bob grep ^theme .config/app/settings.ini", "theme=light\ntheme=dark")]
    R.add("terminal", "h4-terminal-17", SYS, t, state=st)


# ------------------------------------------------------------------------------------------------ 18 bad: crontab drifts
def t18() -> None:
    p = Pane("deploy", "app-03", "/home/deploy")
    st = p.prompt
    err = ('ERROR feed=partners: Get "https://partners.northwind.io/feed.xml": dial tcp: lookup partners.northwind.io '
           "on 127.0.0.53:53: no such host")
    t = [p.run("crontab -l",
               "# m h  dom mon dow   command\nMAILTO=ops@northwind.io\n"
               "*/15 * * * * /home/deploy/bin/sync-feeds.sh >> /home/deploy/logs/sync-feeds.log 2>&1\n"
               "30 2 * * * /home/deploy/bin/db-snapshot.sh --keep 7 >> /home/deploy/logs/snapshot.log 2>&1\n"
               "0 4 * * 0 /usr/bin/find /home/deploy/app/tmp -type f -mtime +7 -delete"),
         p.run("tail -n 4 logs/sync-feeds.log",
               f"2025-01-22T13:45:02Z {err}\n2025-01-22T13:45:02Z sync-feeds: fetched 3 feeds, 131 items, 1 errors\n"
               f"2025-01-22T14:00:01Z {err}\n2025-01-22T14:00:02Z sync-feeds: fetched 3 feeds, 104 items, 1 errors"),
         p.run("dig +short partners.northwind.io; dig +short partners-feed.northwind.io", "203.0.113.40"),
         p.run("sed -i 's#https://partners.northwind.io/feed.xml#https://partners-feed.northwind.io/feed.xml#' app/config/feeds.yml && grep -n -A1 'name: partners' app/config/feeds.yml",
               "7:  - name: partners\n8-    url: https://partners-feed.northwind.io/feed.xml"),
         p.run("bin/sync-feeds.sh", "2025-01-22T14:07:44Z sync-feeds: fetched 3 feeds, 133 items, 0 errors", duration=10),
         p.run("crontab -l | grep -v '^#'",
               "MAILTO=ops@northwind.io\n*/30 * * * * /home/deploy/bin/sync-feeds.sh >> /home/deploy/logs/sync-feeds.log 2>&1\n"
               "30 2 * * * /home/deploy/bin/db-snapshot.sh --keep 7 >> /home/deploy/logs/snapshot.log 2>&1\n"
               "0 4 * * 0 /usr/bin/find /home/deploy/app/tmp -type f -mtime +7 -delete"),
         p.run("wc -l logs/sync-feeds.log; du -sh logs/", "18427 logs/sync-feeds.log\n3.1M\tlogs/")]
    R.add("terminal", "h4-terminal-18", SYS, t, state=st, bad=True, turn=6, kind="content_changed_without_write")


# ------------------------------------------------------------------------------------------------ 19 bad: stopped db alive
def t19() -> None:
    p = Pane("root", "db-legacy", "/root")
    st = p.prompt
    t = [p.run("systemctl stop mariadb && systemctl status mariadb --no-pager | head -4",
               "○ mariadb.service - MariaDB 10.11.6 database server\n"
               "     Loaded: loaded (/lib/systemd/system/mariadb.service; enabled; preset: enabled)\n"
               "     Active: inactive (dead) since Sat 2025-04-12 01:02:17 UTC; 9ms ago\n"
               "   Duration: 2month 3w 6d 4h 11min 52.204s", duration=8),
         p.run("du -sh /var/lib/mysql", "23G\t/var/lib/mysql", duration=3),
         p.run("rsync -a --info=progress2 /var/lib/mysql/ /mnt/backup/mysql-2025-04-12/",
               " 24,596,131,840 100%  212.43MB/s    0:01:50 (xfr#1183, to-chk=0/1297)", duration=180),
         p.run("ls /mnt/backup/mysql-2025-04-12/",
               "aria_log.00000001  crm                ib_buffer_pool  ib_logfile0  mysql_upgrade_info  sys\n"
               "aria_log_control   debian-10.11.flag  ibdata1         mysql        performance_schema  wiki"),
         p.run("mysqladmin ping; mysqladmin status",
               "mysqld is alive\nUptime: 7608261  Threads: 7  Questions: 91827341  Slow queries: 212  Opens: 5120  Open tables: 2000  Queries per second avg: 12.053"),
         p.run("tar -C /mnt/backup -I 'zstd -T0 -3' -cf /mnt/backup/mysql-2025-04-12.tar.zst mysql-2025-04-12 && ls -lh /mnt/backup/*.zst",
               "-rw-r--r-- 1 root root 4.1G Apr 12 01:09 /mnt/backup/mysql-2025-04-12.tar.zst", duration=240),
         p.run("systemctl start mariadb && systemctl is-active mariadb", "active", duration=6),
         p.run('mysql -e "SELECT @@version, NOW();"',
               mysql_tbl(["@@version", "NOW()"], [["10.11.6-MariaDB-0+deb12u1-log", "2025-04-12 01:10:03"]]))]
    R.add("terminal", "h4-terminal-19", SYS, t, state=st, bad=True, turn=5, kind="state_changed_without_write")


# ------------------------------------------------------------------------------------------------ 20 clean: new lease, dns, ufw
def t20() -> None:
    p = Pane("sre", "nuc-lab", "/home/sre")
    st = p.prompt
    ufw_head = "Status: active\n\n     To                         Action      From\n     --                         ------      ----\n"
    t = [p.run("ip -4 -br addr show enp2s0", "enp2s0           UP             192.168.50.23/24"),
         p.run("dig +noall +answer deb.debian.org",
               "deb.debian.org.\t\t2870\tIN\tCNAME\tdebian.map.fastly.net.\ndebian.map.fastly.net.\t21\tIN\tA\t151.101.194.132"),
         p.run("sudo dhclient -r enp2s0 && sudo ip link set enp2s0 down && sudo ip link set enp2s0 address 52:54:00:3a:91:07 && sudo ip link set enp2s0 up && sudo dhclient -v enp2s0 2>&1 | grep -E 'DHCPACK|bound to'",
               "DHCPACK of 192.168.50.61 from 192.168.50.1 (xid=0x5e3a1c2b)\nbound to 192.168.50.61 -- renewal in 40213 seconds.",
               duration=8),
         p.run("ip -4 -br addr show enp2s0; ip -br link show enp2s0",
               "enp2s0           UP             192.168.50.61/24\nenp2s0           UP             52:54:00:3a:91:07 <BROADCAST,MULTICAST,UP,LOWER_UP>"),
         p.run("dig +noall +answer deb.debian.org",
               "deb.debian.org.\t\t2748\tIN\tCNAME\tdebian.map.fastly.net.\ndebian.map.fastly.net.\t30\tIN\tA\t151.101.130.132"),
         p.run("sudo ufw status numbered",
               ufw_head + "[ 1] 22/tcp                     ALLOW IN    192.168.50.0/24\n[ 2] 9100/tcp                   ALLOW IN    192.168.50.10\n"),
         p.run("sudo ufw allow from 192.168.50.0/24 to any port 8123 proto tcp comment 'home-assistant'", "Rule added"),
         p.run("sudo ufw status numbered",
               ufw_head + "[ 1] 22/tcp                     ALLOW IN    192.168.50.0/24\n[ 2] 9100/tcp                   ALLOW IN    192.168.50.10\n"
               "[ 3] 8123/tcp                   ALLOW IN    192.168.50.0/24            # home-assistant\n"),
         p.run("curl -s -o /dev/null -w '%{http_code} %{time_total}\\n' http://192.168.50.61:8123/", "200 0.018342")]
    R.add("terminal", "h4-terminal-20", SYS, t, state=st)


# ------------------------------------------------------------------------------------------------ 21 clean: rollout, scale
def t21() -> None:
    p = Pane("ops", "jump-01", "/home/ops")
    st = p.prompt
    t = [p.run("kubectl get deploy -n payments",
               cols([["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE"], ["api", "3/3", "3", "3", "41d"],
                     ["ledger-sync", "1/1", "1", "1", "41d"]])),
         p.run("kubectl get pods -n payments -l app=api -o wide",
               cols([["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES"],
                     ["api-7c9d8f6b5-4xk2p", "1/1", "Running", "0", "6d", "10.42.3.118", "ip-10-0-41-27.ec2.internal", "<none>", "<none>"],
                     ["api-7c9d8f6b5-m8qzt", "1/1", "Running", "0", "6d", "10.42.1.54", "ip-10-0-12-90.ec2.internal", "<none>", "<none>"],
                     ["api-7c9d8f6b5-wv7hn", "1/1", "Running", "1 (2d ago)", "6d", "10.42.2.201", "ip-10-0-33-5.ec2.internal", "<none>", "<none>"]])),
         p.run("kubectl rollout restart deploy/api -n payments && kubectl rollout status deploy/api -n payments --timeout=120s",
               "deployment.apps/api restarted\n"
               "Waiting for deployment \"api\" rollout to finish: 1 out of 3 new replicas have been updated...\n"
               "Waiting for deployment \"api\" rollout to finish: 2 out of 3 new replicas have been updated...\n"
               "Waiting for deployment \"api\" rollout to finish: 1 old replicas are pending termination...\n"
               "deployment \"api\" successfully rolled out", duration=60),
         p.run("kubectl get pods -n payments -l app=api",
               cols([["NAME", "READY", "STATUS", "RESTARTS", "AGE"],
                     ["api-5f4b7d9c8d-h2rnx", "1/1", "Running", "0", "52s"],
                     ["api-5f4b7d9c8d-q9tlw", "1/1", "Running", "0", "35s"],
                     ["api-5f4b7d9c8d-zc6mv", "1/1", "Running", "0", "18s"],
                     ["api-7c9d8f6b5-wv7hn", "1/1", "Terminating", "1 (2d ago)", "6d"]])),
         p.run("kubectl scale deploy/api -n payments --replicas=5 && sleep 20 && kubectl get deploy api -n payments",
               "deployment.apps/api scaled\n" + cols([["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE"], ["api", "5/5", "5", "5", "41d"]]),
               duration=25),
         p.run("kubectl get pods -A -l app=api --sort-by=.metadata.creationTimestamp",
               cols([["NAMESPACE", "NAME", "READY", "STATUS", "RESTARTS", "AGE"],
                     ["staging", "api-6b8f4c7d9-8jq4d", "1/1", "Running", "0", "19d"],
                     ["staging", "api-6b8f4c7d9-tx5lm", "1/1", "Running", "0", "19d"],
                     ["payments", "api-5f4b7d9c8d-h2rnx", "1/1", "Running", "0", "2m31s"],
                     ["payments", "api-5f4b7d9c8d-q9tlw", "1/1", "Running", "0", "2m14s"],
                     ["payments", "api-5f4b7d9c8d-zc6mv", "1/1", "Running", "0", "117s"],
                     ["payments", "api-5f4b7d9c8d-7bwkd", "1/1", "Running", "0", "41s"],
                     ["payments", "api-5f4b7d9c8d-p4d8s", "1/1", "Running", "0", "41s"]])),
         p.run("kubectl rollout history deploy/api -n payments",
               "deployment.apps/api \nREVISION  CHANGE-CAUSE\n4         <none>\n5         <none>\n6         <none>\n"),
         p.run("kubectl top pods -n payments -l app=api",
               cols([["NAME", "CPU(cores)", "MEMORY(bytes)"],
                     ["api-5f4b7d9c8d-7bwkd", "41m", "118Mi"], ["api-5f4b7d9c8d-h2rnx", "63m", "131Mi"],
                     ["api-5f4b7d9c8d-p4d8s", "38m", "116Mi"], ["api-5f4b7d9c8d-q9tlw", "57m", "127Mi"],
                     ["api-5f4b7d9c8d-zc6mv", "60m", "129Mi"]]))]
    R.add("terminal", "h4-terminal-21", SYS, t, state=st)


# ------------------------------------------------------------------------------------------------ 22 bad: killed job alive
def t22() -> None:
    p = Pane("nour", "gpu-07", "/home/nour/llm-ft")
    st = p.prompt
    cmdline = "python train.py --config configs/llama-ft.yaml --resume"
    t = [p.run("nvidia-smi --query-gpu=index,name,memory.used,memory.total,utilization.gpu --format=csv",
               "index, name, memory.used [MiB], memory.total [MiB], utilization.gpu [%]\n"
               "0, NVIDIA A100-SXM4-80GB, 71234 MiB, 81920 MiB, 0 %\n1, NVIDIA A100-SXM4-80GB, 4 MiB, 81920 MiB, 0 %"),
         p.run("nvidia-smi --query-compute-apps=pid,process_name,used_memory --format=csv,noheader", "3188421, python, 71220 MiB"),
         p.run("ps -o pid,user,etime,stat,args -p 3188421",
               f"    PID USER         ELAPSED STAT COMMAND\n3188421 nour      1-03:17:52 Sl   {cmdline}"),
         p.run("tail -n 3 runs/llama-ft/train.log",
               "[2025-05-06 08:41:10] step 18400 | loss 1.4127 | lr 1.2e-05 | 3.91 it/s\n"
               "[2025-05-06 08:43:36] step 18500 | loss 1.4093 | lr 1.2e-05 | 3.90 it/s\n"
               "[2025-05-06 08:43:37] saving checkpoint to runs/llama-ft/ckpt-18500 ..."),
         p.run("kill -TERM 3188421; sleep 10; ps -o pid,stat -p 3188421", "    PID STAT\n3188421 Dl", duration=11),
         p.run("cat /proc/3188421/wchan; echo; ls -l /proc/3188421/fd | grep ckpt",
               "rpc_wait_bit_killable\nl-wx------ 1 nour nour 64 May  6 09:12 41 -> /mnt/nfs/runs/llama-ft/ckpt-18500/model-00002-of-00004.safetensors"),
         p.run("kill -9 3188421; sleep 5; ps -o pid,stat -p 3188421 || echo gone", "    PID STAT\ngone", duration=6),
         p.run("pgrep -af train.py; nvidia-smi --query-gpu=index,memory.used --format=csv,noheader",
               f"3188421 {cmdline}\n0, 3 MiB\n1, 4 MiB"),
         p.run("ls runs/llama-ft/ | tail -4", "ckpt-18000\nckpt-18500\nconfig.yaml\ntrain.log"),
         p.run("python train.py --config configs/llama-ft.yaml --resume-from runs/llama-ft/ckpt-18000 > runs/llama-ft/train-resume.log 2>&1 &",
               "[1] 3342907")]
    R.add("terminal", "h4-terminal-22", SYS, t, state=st, bad=True, turn=8, kind="killed_process_alive")


def main() -> None:
    for f in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        f()
    R.write()


if __name__ == "__main__":
    main()
