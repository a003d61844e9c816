# ruff: noqa: E501  (literal tool output)
"""The text-domain mechanisms helper I added after reading the holdout2 misses (issue 12), on variants of its own.

Each mechanism is general; the rows here use other tools, other values and other notations than the holdout2
rows it was diagnosed on, plus clean traps that a careless version of the rule would flag:

- output ownership: a command whose standard output goes to a file prints nothing, so a chain's output is the
  other command's (``sha256sum f > f.sha256 && date``);
- subcommand groups that only look (``docker system df``, ``podman compose ps``) keep what is known of
  containers;
- clients of a remote API (``kubectl``, ``oc``, ``helm``) read the files they are given and write none;
- a repeated read of an unwritten file (``grep -n``, ``head``, ``wc -l``, ``cut``) prints the same lines;
- kernel parameters: one value behind ``sysctl`` and ``/proc/sys`` (set one way, read back another);
- structured results: ``identifier`` names an entity (Linear's ``MOB-1187``), so a value an update set on it
  reads back in later listings;
- SQL: a ``COUNT(*)`` with a ``WHERE`` of equalities follows the inserts (the rows that satisfy it), deletes
  and updates since.

Every row runs through import-bench and check (tests/decoherence/helpers.row_warnings). Most of these
mechanisms lived in the older terminal ledger, since deleted: the rows only it caught are strict known
gaps (TERMINAL_GAPS), and the unit tests of its helpers went with it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.decoherence.benchrows import GONE, K, Row, call, env, j
from tests.decoherence.helpers import assert_probe, probe_param
from tests.decoherence.probes_text import Sh, bash, ed, oh

UTC = "{d} {t} UTC 2025"


def _term() -> list[Row]:
    rows: list[Row] = []
    # ------------------------------------------------ output to a file: the chain's output is the other command's
    s = Sh("ops", "builder", "/home/ops/rel")
    rows.append(Row("terminal", "i-clock-redirect-append", [
        s("date -u", "Wed Mar  5 14:20:11 UTC 2025"),
        s("printf 'release 4.2\\n' >> CHANGES.txt; date -u", "Wed Mar  5 14:02:40 UTC 2025"),
    ], kind="clock_backwards"))
    s = Sh("root", "db1", "/var/backups")
    rows.append(Row("terminal", "i-clock-redirect-both", [
        s("date", "Thu Apr 10 22:41:07 CEST 2025"),
        s("pg_dump shop &> shop.sql && date", "Thu Apr 10 22:39:55 CEST 2025"),
    ], kind="clock_backwards"))
    s = Sh("ops", "builder", "/home/ops/rel")
    rows.append(Row("terminal", "i-clock-redirect-stderr-shown", [
        s("date -u", "Wed Mar  5 14:20:11 UTC 2025"),
        # tar complains on stderr although its stdout goes nowhere: the screen is not date's alone
        s("tar czf etc.tgz /etc > /dev/null && date -u",
          "tar: Removing leading `/' from member names\nWed Mar  5 14:22:40 UTC 2025"),
        s("date -u", "Wed Mar  5 14:23:02 UTC 2025"),
    ]))
    s = Sh("ops", "builder", "/home/ops/rel")
    rows.append(Row("terminal", "i-clock-stderr-redirect-only", [
        s("date -u", "Wed Mar  5 23:59:40 UTC 2025"),
        # only stderr goes to the file: grep's hits are on the screen, and the clock passed midnight
        s("grep -c TODO notes.md 2>/dev/null; date -u", "3\nThu Mar  6 00:00:12 UTC 2025"),
    ]))
    # ------------------------------------------------ one moment, several clock formats
    s = Sh("ops", "builder", "/home/ops/rel")
    rows.append(Row("terminal", "i-clock-utc-then-iso", [
        s("date -u", "Wed Mar  5 14:20:11 UTC 2025"),
        s("ls", "CHANGES.txt"),
        s("date -Iseconds", "2025-03-05T15:05:00+01:00"),
    ], kind="clock_backwards"))
    s = Sh("root", "ntp1", "/root")
    rows.append(Row("terminal", "i-clock-timedatectl-then-epoch", [
        s("timedatectl", "               Local time: Wed 2025-03-05 15:20:11 CET\n           Universal time: Wed 2025-03-05 14:20:11 UTC\n                 RTC time: Wed 2025-03-05 14:20:11\n                Time zone: Europe/Berlin (CET, +0100)\nSystem clock synchronized: yes"),
        s("date +%s", "1741183200"),
    ], kind="clock_backwards"))
    s = Sh("ops", "builder", "/home/ops/rel")
    rows.append(Row("terminal", "i-clock-offsets-agree", [
        s("date -R", "Thu, 10 Apr 2025 22:41:07 +0200"),
        s("date -u", "Thu Apr 10 20:41:30 UTC 2025"),
        s("date", "Thu Apr 10 22:41:52 CEST 2025"),
        s("date -Iseconds", "2025-04-10T20:42:10+00:00"),
    ]))
    s = Sh("root", "ntp1", "/root")
    rows.append(Row("terminal", "i-clock-set-back", [
        s("date -u", "Wed Mar  5 14:20:11 UTC 2025"),
        s("date -s '2025-03-05 13:00:00'", "Wed Mar  5 13:00:00 UTC 2025"),
        s("date -Iseconds", "2025-03-05T13:00:04+00:00"),
    ]))
    # ------------------------------------------------ a table installed through a tool lists what was installed
    s = Sh("ops", "cron1", "/home/ops")
    rows.append(Row("terminal", "i-crontab-file", [
        (K("cat > jobs.txt <<'EOF'", "0 3 * * * /opt/backup.sh", "15 2 * * * /opt/vacuum.sh", "EOF"),
         "ops@cron1:~$ cat > jobs.txt <<'EOF'\n> 0 3 * * * /opt/backup.sh\n> 15 2 * * * /opt/vacuum.sh\n> EOF\nops@cron1:~$"),
        s("crontab jobs.txt"),
        s("uptime", " 10:01:02 up 12 days,  2 users,  load average: 0.10, 0.08, 0.05"),
        s("crontab -l", "0 3 * * * /opt/backup.sh"),
    ], kind="created_missing"))
    s = Sh("root", "web", "/root")
    rows.append(Row("terminal", "i-crontab-other-user", [
        s("echo '*/10 * * * * php /srv/app/artisan schedule:run' | crontab -u www-data -"),
        s("crontab -u www-data -l", "# m h dom mon dow command"),
    ], kind="created_missing"))
    s = Sh("root", "web", "/root")
    rows.append(Row("terminal", "i-crontab-traps", [
        s("echo '*/10 * * * * php /srv/app/artisan schedule:run' | crontab -u www-data -"),
        s("crontab -l", "0 4 * * * /usr/sbin/logrotate /etc/logrotate.conf"),  # root's own table
        s("echo \"0 1 * * * $HOME/bin/sync.sh\" | crontab -"),
        s("crontab -l", "0 1 * * * /root/bin/sync.sh"),  # the shell expanded $HOME
        s("crontab -e", "crontab: installing new crontab"),
        s("crontab -u www-data -r"),
        s("crontab -u www-data -l", "no crontab for www-data"),
    ]))
    # ------------------------------------------------ a container's id, however it is shown
    s = Sh("dev", "box", "/home/dev/app")
    rows.append(Row("terminal", "i-docker-inspect-json", [
        s("docker ps --format '{{.ID}} {{.Names}}'", "4f1e2d3c4b5a cache\n77aa66bb55cc web"),
        s("docker logs --tail 1 cache", "1:M 05 Mar 2025 10:00:00.000 * Ready to accept connections tcp"),
        s("docker inspect cache", '[\n  {\n    "Id": "9a8b7c6d5e4f30211203f4e5d6c7b8a99a8b7c6d5e4f30211203f4e5d6c7b8a9",\n    "Name": "/cache",\n    "State": {"Status": "running"}\n  }\n]'),
    ], kind="identity_changed"))
    s = Sh("dev", "box", "/home/dev/app")
    rows.append(Row("terminal", "i-docker-inspect-traps", [
        s("docker run -d --name cache redis:7", "4f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4"),
        s("docker restart cache", "cache"),
        s("docker inspect -f '{{.Id}}' cache", "4f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4"),
        s("docker rm -f cache", "cache"),
        s("docker run -d --name cache redis:7.2", "0c0d0e0f1a1b1c1d1e1f2a2b2c2d2e2f3a3b3c3d3e3f4a4b4c4d4e4f5a5b5c5d"),
        s("docker inspect --format '{{.Id}}' cache", "0c0d0e0f1a1b1c1d1e1f2a2b2c2d2e2f3a3b3c3d3e3f4a4b4c4d4e4f5a5b5c5d"),
    ]))
    # ------------------------------------------------ docker groups that only look
    s = Sh("root", "edge-2", "/srv/app")
    rows.append(Row("terminal", "i-podman-system-df", [
        s("podman ps -a --format '{{.ID}} {{.Names}}'", "3f2a9c1d0b7e web\n9c8b7a6d5e4f worker\n1a2b3c4d5e6f cron"),
        s("podman rm worker", "worker"),
        s("podman system df", "TYPE           TOTAL       ACTIVE      SIZE        RECLAIMABLE\nImages         4           2           1.2GB       600MB (50%)\nContainers     2           1           12kB        0B (0%)\nLocal Volumes  1           1           8MB         0B (0%)"),
        s("podman ps -a --format '{{.ID}} {{.Names}}'", "3f2a9c1d0b7e web\n9c8b7a6d5e4f worker\n1a2b3c4d5e6f cron"),
    ], kind="deleted_reappears"))
    s = Sh("dev", "laptop", "/home/dev/shop")
    rows.append(Row("terminal", "i-docker-compose-ps", [
        s("docker rm -f shop-cache", "shop-cache"),
        s("docker compose ps", "NAME        IMAGE         COMMAND                  SERVICE   CREATED       STATUS       PORTS\nshop-db     postgres:16   \"docker-entrypoint.s…\"   db        2 hours ago   Up 2 hours   5432/tcp"),
        s("docker ps -a", "CONTAINER ID   IMAGE          COMMAND                  CREATED       STATUS       PORTS      NAMES\n4e5f6a7b8c9d   postgres:16    \"docker-entrypoint.s…\"   2 hours ago   Up 2 hours   5432/tcp   shop-db\n0d1e2f3a4b5c   redis:7        \"docker-entrypoint.s…\"   2 hours ago   Up 2 hours   6379/tcp   shop-cache"),
    ], kind="deleted_reappears"))
    s = Sh("dev", "laptop", "/home/dev/shop")
    rows.append(Row("terminal", "i-docker-compose-up-recreates", [
        s("docker rm -f shop-cache", "shop-cache"),
        s("docker compose up -d", " ✔ Container shop-cache  Started"),
        s("docker ps -a --format '{{.Names}}\\t{{.Status}}'", "shop-db\tUp 2 hours\nshop-cache\tUp 3 seconds"),
    ]))
    s = Sh("dev", "laptop", "/home/dev/shop")
    rows.append(Row("terminal", "i-docker-system-prune", [
        s("docker ps -a --format '{{.Names}}'", "shop-db\nold-job"),
        s("docker run -d --name tmp-job busybox true", "5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f"),
        s("docker system prune -f", "Deleted Containers:\n5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f\n\nTotal reclaimed space: 0B"),
        s("docker ps -a --format '{{.Names}}'", "shop-db\nold-job"),
    ]))
    # ------------------------------------------------ the same read of an unwritten file
    s = Sh("sre", "jump", "/home/sre/infra")
    rows.append(Row("terminal", "i-repeat-head-oc", [
        s("head -n 4 values.yaml", "replicaCount: 2\nimage:\n  repository: quay.io/acme/api\n  tag: \"2.3.1\""),
        s("oc apply -f values.yaml --dry-run=server", "configmap/api-values configured (server dry run)"),
        s("helm lint ./chart -f values.yaml", "==> Linting ./chart\n1 chart(s) linted, 0 chart(s) failed"),
        s("head -n 4 values.yaml", "replicaCount: 3\nimage:\n  repository: quay.io/acme/api\n  tag: \"2.3.1\""),
    ], kind="content_changed_without_write"))
    s = Sh("ana", "ws", "/home/ana/data")
    rows.append(Row("terminal", "i-repeat-wc-cut", [
        s("wc -l users.csv", "1204 users.csv"),
        s("cut -d, -f3 users.csv | sort | uniq -c | sort -rn | head -n 3", "  611 de\n  402 fr\n  191 it"),
        s("kubectl -n etl get jobs", "NAME          COMPLETIONS   DURATION   AGE\nimport-users  1/1           41s        3h"),
        s("wc -l users.csv", "1198 users.csv"),
    ], kind="content_changed_without_write"))
    s = Sh("ana", "ws", "/home/ana/data")
    rows.append(Row("terminal", "i-repeat-stat-format", [
        s("stat -c '%s %y' model.bin", "48213 2025-03-01 10:12:55.000000000 +0000"),
        s("python3 -c 'import sys; print(sys.version)'", "3.12.2"),
        s("stat -c '%s %y' model.bin", "51007 2025-03-01 10:12:55.000000000 +0000"),
    ], kind="content_changed_without_write"))
    s = Sh("ana", "ws", "/home/ana/data")
    rows.append(Row("terminal", "i-repeat-stat-atime-dir", [
        s("stat -c '%s %x' model.bin", "48213 2025-03-01 10:12:55.000000000 +0000"),
        s("stat -c '%s %y' out", "4096 2025-03-01 10:12:55.000000000 +0000"),
        s("cat model.bin | head -c 10 > /dev/null"),
        s("touch out/new.txt"),
        s("stat -c '%s %x' model.bin", "48213 2025-03-01 10:14:02.000000000 +0000"),
        s("stat -c '%s %y' out", "4096 2025-03-01 10:14:03.000000000 +0000"),
    ]))
    s = Sh("ana", "ws", "/home/ana/data")
    rows.append(Row("terminal", "i-repeat-grep-then-sed", [
        s("grep -n 'timeout' app.conf", "12:timeout = 30"),
        s("sed -i 's/timeout = 30/timeout = 60/' app.conf"),
        s("grep -n 'timeout' app.conf", "12:timeout = 60"),
    ]))
    s = Sh("sre", "jump", "/home/sre/infra")
    rows.append(Row("terminal", "i-repeat-kubectl-cp-writes", [
        s("tail -n 2 dump.txt", "row 998\nrow 999"),
        s("kubectl cp db-0:/tmp/dump.txt ./dump.txt", ""),
        s("tail -n 2 dump.txt", "row 1203\nrow 1204"),
    ]))
    s = Sh("root", "vm1", "/root")
    rows.append(Row("terminal", "i-repeat-system-file-useradd", [
        s("grep -c '' /etc/passwd", "31"),
        s("useradd -m deploy"),
        s("grep -c '' /etc/passwd", "32"),
    ]))
    s = Sh("ana", "ws", "/home/ana/data")
    rows.append(Row("terminal", "i-repeat-append", [
        s("wc -l notes.txt", "4 notes.txt"),
        s("echo 'buy milk' >> notes.txt"),
        s("wc -l notes.txt", "5 notes.txt"),
    ]))
    s = Sh("ana", "ws", "/home/ana/data")
    rows.append(Row("terminal", "i-repeat-script-rewrites", [
        s("head -n 2 report.md", "# Weekly\nrevenue: 10k"),
        s("./make_report.sh", "report written"),
        s("head -n 2 report.md", "# Weekly\nrevenue: 12k"),
    ]))
    # ------------------------------------------------ kernel parameters through their views
    s = Sh("root", "gw", "/root")
    rows.append(Row("terminal", "i-sysctl-proc-write", [
        s("echo 1 > /proc/sys/net/ipv4/ip_forward"),
        s("ip route", "default via 10.0.0.1 dev eth0"),
        s("sysctl net.ipv4.ip_forward", "net.ipv4.ip_forward = 0"),
    ], kind="value_reverted"))
    s = Sh("root", "es1", "/root")
    rows.append(Row("terminal", "i-sysctl-no-w-then-n", [
        s("sysctl vm.max_map_count=262144", "vm.max_map_count = 262144"),
        s("sysctl -n vm.max_map_count", "65530"),
    ], kind="value_reverted"))
    s = Sh("root", "perf", "/root")
    rows.append(Row("terminal", "i-sysctl-tee-cat", [
        s("echo 0 | tee /proc/sys/kernel/nmi_watchdog", "0"),
        s("cat /proc/sys/kernel/nmi_watchdog", "1"),
    ], kind="value_reverted"))
    s = Sh("root", "es1", "/root")
    rows.append(Row("terminal", "i-sysctl-reload", [
        s("sysctl -w vm.max_map_count=262144", "vm.max_map_count = 262144"),
        s("sysctl --system", "* Applying /etc/sysctl.d/99-es.conf ...\nvm.max_map_count = 65530"),
        s("cat /proc/sys/vm/max_map_count", "65530"),
    ]))
    s = Sh("dev", "box", "/home/dev")
    rows.append(Row("terminal", "i-sysctl-denied", [
        s("sysctl -w vm.swappiness=5", "sysctl: permission denied on key \"vm.swappiness\""),
        s("cat /proc/sys/vm/swappiness", "60"),
    ]))
    s = Sh("root", "db", "/root")
    rows.append(Row("terminal", "i-sysctl-two-keys", [
        s("sysctl -w net.core.somaxconn=4096", "net.core.somaxconn = 4096"),
        s("sysctl net.core.somaxconn net.ipv4.tcp_fin_timeout", "net.core.somaxconn = 4096\nnet.ipv4.tcp_fin_timeout = 60"),
        s("echo 'net.core.somaxconn = 1024' > /etc/sysctl.d/10-net.conf"),
        s("cat /proc/sys/net/core/somaxconn", "4096"),
    ]))
    rows += _sql_consoles()
    return rows


def _screen(prompt: str, sql: str, out: str, after: str | None = None) -> tuple[str, str]:
    """A SQL console turn: the statement typed at ``prompt``, what it printed, and the next prompt."""
    return K(sql), f"{prompt} {sql}\n" + (out.strip("\n") + "\n" if out else "") + (after or prompt)


MY_COUNT = "+----------+\n| count(*) |\n+----------+\n|      {n} |\n+----------+\n1 row in set (0.00 sec)\n"


def _sql_consoles() -> list[Row]:
    rows: list[Row] = []
    rows.append(Row("terminal", "i-sql-mysql-insert", [
        (K("mysql shop"), "dba@db2:~$ mysql shop\nWelcome to the MySQL monitor.  Commands end with ; or \\g.\n\nmysql>"),
        _screen("mysql>", "SELECT count(*) FROM carts;", MY_COUNT.format(n=88)),
        _screen("mysql>", "DELETE FROM carts WHERE id = 4411;", "Query OK, 1 row affected (0.01 sec)"),
        _screen("mysql>", "SELECT count(*) FROM carts;", MY_COUNT.format(n=88)),
    ], kind="count_mismatch"))
    s = Sh("ana", "lab", "/home/ana/app")
    rows.append(Row("terminal", "i-sql-psql-rollback-reverts", [
        s("psql -d app -c 'SELECT count(*) FROM events'", " count \n-------\n   930\n(1 row)\n"),
        (K("psql app"), "ana@lab:~/app$ psql app\npsql (15.6)\nType \"help\" for help.\n\napp=#"),
        _screen("app=#", "BEGIN;", "BEGIN", "app=*#"),
        _screen("app=*#", "DELETE FROM events WHERE kind = 'debug';", "DELETE 120", "app=*#"),
        _screen("app=*#", "ROLLBACK;", "ROLLBACK", "app=#"),
        _screen("app=#", "SELECT count(*) FROM events;", " count \n-------\n   810\n(1 row)\n"),
    ], kind="count_mismatch"))
    s = Sh("ana", "lab", "/home/ana/app")
    rows.append(Row("terminal", "i-sql-sqlite-oneshot-where", [
        s("sqlite3 app.db 'SELECT count(*) FROM todo WHERE done = 0;'", "7"),
        s("sqlite3 app.db \"UPDATE todo SET title = 'x' WHERE id = 3;\""),
        s("sqlite3 app.db 'SELECT count(*) FROM todo WHERE done = 0;'", "6"),
    ], kind="count_mismatch"))
    s = Sh("ana", "lab", "/home/ana/app")
    rows.append(Row("terminal", "i-sql-commit-keeps", [
        (K("psql app"), "ana@lab:~/app$ psql app\npsql (15.6)\nType \"help\" for help.\n\napp=>"),
        _screen("app=>", "SELECT count(*) FROM events;", " count \n-------\n   930\n(1 row)\n"),
        _screen("app=>", "BEGIN;", "BEGIN", "app=*>"),
        _screen("app=*>", "INSERT INTO events (kind) VALUES ('a'), ('b');", "INSERT 0 2", "app=*>"),
        _screen("app=*>", "COMMIT;", "COMMIT", "app=>"),
        _screen("app=>", "SELECT count(*) FROM events;", " count \n-------\n   932\n(1 row)\n"),
    ]))
    s = Sh("ana", "lab", "/home/ana/app")
    rows.append(Row("terminal", "i-sql-loader-between", [
        s("psql -d app -c 'SELECT count(*) FROM events'", " count \n-------\n   930\n(1 row)\n"),
        s("python3 manage.py loaddata fixtures/events.json", "Installed 40 object(s) from 1 fixture(s)"),
        s("psql -d app -f cleanup.sql", "DELETE 12"),
        s("psql -d app -c 'SELECT count(*) FROM events'", " count \n-------\n   958\n(1 row)\n"),
    ]))
    s = Sh("ana", "lab", "/home/ana/app")
    rows.append(Row("terminal", "i-sql-sqlite-no-figure", [
        s("sqlite3 app.db 'SELECT count(*) FROM todo;'", "12"),
        s("sqlite3 app.db \"INSERT INTO todo (title) SELECT title FROM inbox;\""),
        s("sqlite3 app.db 'SELECT count(*) FROM todo;'", "15"),
        s("sqlite3 other.db 'SELECT count(*) FROM todo;'", "2"),
    ]))
    return rows


def _swe() -> list[Row]:
    return [
        Row("swe", "i-swe-repeat-grep", [
            (bash("grep -n 'retries' src/client.py"), oh("14:    retries = 3\n88:        if attempt > retries:")),
            (bash("kubectl get configmap client-config -o yaml | head -n 3"), oh("apiVersion: v1\ndata:\n  RETRIES: \"3\"")),
            (bash("grep -n 'retries' src/client.py"), oh("14:    retries = 5\n88:        if attempt > retries:")),
        ], kind="content_changed_without_write"),
        Row("swe", "i-swe-repeat-after-edit", [
            (bash("grep -n 'retries' src/client.py"), oh("14:    retries = 3\n88:        if attempt > retries:")),
            (ed("str_replace", "/workspace/app/src/client.py", old_str="    retries = 3", new_str="    retries = 5"),
             "The file /workspace/app/src/client.py has been edited. Here's the result of running `cat -n` on a snippet of /workspace/app/src/client.py:\n    13\t\n    14\t    retries = 5\n    15\t"),
            (bash("grep -n 'retries' src/client.py"), oh("14:    retries = 5\n88:        if attempt > retries:")),
        ]),
    ]


def _mcp() -> list[Row]:
    t1 = {"id": "0f6e2d1c-aaaa-4bbb-8ccc-123456789abc", "identifier": "WEB-88", "title": "Search box loses focus",
          "estimate": 2, "state": {"name": "Todo"}}
    t2 = {"identifier": "WEB-90", "title": "Footer links 404", "estimate": 1, "state": {"name": "Backlog"}}
    sql = "SELECT count(*) FROM orders WHERE status = 'open'"
    return [
        Row("mcp", "i-mcp-identifier-update", [
            (call("get_issue", id="WEB-88"), env(t1)),
            (call("update_issue", id="WEB-88", estimate=5), env({"success": True, "issue": {"identifier": "WEB-88"}})),
            (call("search_issues", query="focus"), env({"nodes": [{k: v for k, v in t1.items() if k != "id"}]})),
        ], kind="value_reverted"),
        Row("mcp", "i-mcp-identifier-update-reads-back", [
            (call("get_issue", id="WEB-88"), env(t1)),
            (call("update_issue", id="WEB-88", estimate=5), env({"success": True})),
            (call("get_issue", id="WEB-88"), env({**t1, "estimate": 5})),
            (call("update_issue", id="WEB-88", estimate=8), env({"success": True})),
            (call("list_issues", team="WEB"), env({"nodes": [{**t1, "estimate": 8}, t2]})),
        ]),
        Row("mcp", "i-mcp-identifier-across-scopes", [
            (call("get_issue", id="WEB-88"), env(t1)),
            (call("update_issue", id="WEB-88", estimate=5), env({"success": True})),
            (call("list_issues", team="WEB"), env({"nodes": [t1, t2]})),
        ], kind="value_reverted"),
        Row("mcp", "i-mcp-identifier-other-issue", [
            (call("list_issues", team="WEB"), env({"nodes": [t1, t2]})),
            (call("update_issue", id="WEB-90", estimate=3), env({"success": True})),
            (call("list_issues", team="WEB"), env({"nodes": [t1, {**t2, "estimate": 3}]})),
        ]),
        Row("mcp", "i-mcp-fs-written-text", [
            (call("write_file", path="/srv/site/robots.txt", content="User-agent: *\nDisallow: /admin\n"),
             "Successfully wrote to /srv/site/robots.txt"),
            (call("read_text_file", path="/srv/site/robots.txt"), "User-agent: *\nDisallow:\n"),
        ], kind="content_unchanged_after_edit"),
        Row("mcp", "i-mcp-fs-edit-new-text", [
            (call("edit_file", path="/srv/site/config.toml",
                  edits=[{"oldText": "title = \"Atlas\"", "newText": "title = \"Atlas Maps\""}]),
             "```diff\n-title = \"Atlas\"\n+title = \"Atlas Maps\"\n```"),
            (call("read_file", path="/srv/site/config.toml"), "baseURL = \"/\"\ntitle = \"Atlas\"\n"),
        ], kind="content_unchanged_after_edit"),
        Row("mcp", "i-mcp-fs-written-traps", [
            (call("edit_file", path="/srv/site/config.toml", dryRun=True,
                  edits=[{"oldText": "title = \"Atlas\"", "newText": "title = \"Atlas Maps\""}]),
             "```diff\n-title = \"Atlas\"\n+title = \"Atlas Maps\"\n```"),
            (call("read_file", path="/srv/site/config.toml"), "baseURL = \"/\"\ntitle = \"Atlas\"\n"),
            (call("create_or_update_file", owner="ines", repo="site", path="README.md", branch="main",
                  content="# Site\n", message="readme"), j({"content": {"path": "README.md", "sha": "a1b2c3d"}})),
            (call("get_file_contents", owner="ines", repo="site", path="README.md", branch="main"),
             j({"path": "README.md", "encoding": "base64", "content": "IyBTaXRlCg=="})),
            (call("create_or_update_file", owner="ines", repo="site", path="NOTES.md", branch="dev",
                  content="dev notes\n", message="notes"), j({"content": {"path": "NOTES.md"}})),
            (call("get_file_contents", owner="ines", repo="site", path="NOTES.md", branch="main"), "main notes\n"),
        ]),
        Row("mcp", "i-mcp-sql-where-insert", [
            (call("query", sql=sql), j([{"count": 41}])),
            (call("query", sql="INSERT INTO orders (id, status, total) VALUES (901, 'open', 12.5), (902, 'closed', 3), (903, 'open', 8)"),
             j({"rowCount": 3})),
            (call("query", sql=sql), j([{"count": 42}])),
        ], kind="count_mismatch"),
        Row("mcp", "i-mcp-sql-where-delete", [
            (call("read_query", query="SELECT COUNT(*) AS c FROM sessions WHERE user_id = 7"), "[{'c': 9}]"),
            (call("write_query", query="DELETE FROM sessions WHERE user_id = 9"), "[{'affected_rows': 4}]"),
            (call("read_query", query="SELECT COUNT(*) AS c FROM sessions WHERE user_id = 7"), "[{'c': 5}]"),
        ], kind="count_mismatch"),
        Row("mcp", "i-mcp-sql-where-clean", [
            (call("query", sql=sql), j([{"count": 41}])),
            (call("query", sql="INSERT INTO orders (id, status, total) VALUES (901, 'closed', 12.5)"), j({"rowCount": 1})),
            (call("query", sql=sql), j([{"count": 41}])),
            (call("query", sql="DELETE FROM orders WHERE status = 'open' AND total = 8"), j({"rowCount": 2})),
            (call("query", sql=sql), j([{"count": 39}])),
            (call("query", sql="UPDATE orders SET status = 'open' WHERE id = 901"), j({"rowCount": 1})),
            (call("query", sql=sql), j([{"count": 40}])),
            (call("query", sql="INSERT INTO orders (id, status) SELECT id + 1000, status FROM archived"), j({"rowCount": 17})),
            (call("query", sql=sql), j([{"count": 44}])),
        ]),
    ]


# writers that change a file without the ledger reading what they wrote: between two identical reads whose output
# differs, each must keep the second read unjudged (a trap for the repeated-read rule)
WRITERS = ["git pull", "git stash", "git checkout main", "git checkout -- app.conf", "git reset --hard HEAD~1",
           "git apply fix.patch", "patch -p1 < fix.patch", "vim app.conf", "make config", "rsync -a ../tpl/ .",
           "cp ../tpl/app.conf .", "mv new.conf app.conf", "tar xzf conf.tgz", "unzip -o conf.zip",
           "python3 -c \"open('app.conf','w').write('timeout = 60')\"", "perl -pi -e 's/30/60/' app.conf",
           "awk -i inplace '{sub(/30/,60)}1' app.conf", "truncate -s 0 app.conf",
           "dd if=/dev/zero of=app.conf bs=1 count=0", "install -m 644 new.conf app.conf", "ln -sf other.conf app.conf",
           "crudini --set app.conf main timeout 60", "envsubst < app.conf.tpl > app.conf", "ansible-playbook site.yml",
           "docker run --rm -v $PWD:/w alpine sh -c 'echo timeout=60 > /w/app.conf'"]


def _writer_traps() -> list[Row]:
    rows = []
    for i, mid in enumerate(WRITERS):
        s = Sh("ana", "ws", "/home/ana/svc")
        rows.append(Row("terminal", f"i-writer-trap-{i:02d}", [
            s("grep -n timeout app.conf", "12:timeout = 30"), s(mid), s("grep -n timeout app.conf", "12:timeout = 60")],
            note=mid))
    s = Sh("ana", "ws", "/home/ana/svc")
    rows.append(Row("terminal", "i-writer-trap-dotfile", [
        s("grep -c '' /home/ana/.bashrc", "40"), s("./install.sh", "done"), s("grep -c '' /home/ana/.bashrc", "42")]))
    s = Sh("ana", "ws", "/home/ana/svc")
    rows.append(Row("terminal", "i-writer-trap-history", [
        s("wc -l /home/ana/.bash_history", "40 /home/ana/.bash_history"), s("ls", "app.conf"),
        s("wc -l /home/ana/.bash_history", "42 /home/ana/.bash_history")]))
    s = Sh("ana", "ws", "/home/ana/svc")
    rows.append(Row("terminal", "i-writer-trap-tree-grep", [
        s("grep -rn timeout conf/", "conf/app.conf:12:timeout = 30"), s("echo 'timeout = 60' > conf/app.conf"),
        s("grep -rn timeout conf/", "conf/app.conf:1:timeout = 60")]))
    s = Sh("ana", "ws", "/home/ana/svc")
    rows.append(Row("terminal", "i-writer-trap-random-sort", [
        s("sort -R names.txt", "bo\nal\ncy"), s("sort -R names.txt", "cy\nbo\nal")]))
    return rows


def _blind() -> list[Row]:
    """Two blind rounds, written after the mechanisms above and run once before any further fix (see
    /work/notes/issue-12-I.md): round 1 (b-*) flagged 5 of 6 bad rows and kept 5 of 5 clean quiet; round 2 (c-*)
    flagged 3 of 6 and kept 2 of 2 quiet. The misses' mechanisms were then built (crontab tables, docker inspect
    ids, MCP file text written); c-slack is still missed (see BLIND_GAPS)."""
    rows: list[Row] = []
    s=Sh("dev","ci","/home/dev/api")
    rows.append(Row("terminal","b-git-head",[s("git rev-parse HEAD","9c1f2e3d4b5a69788796a5b4c3d2e1f0a9b8c7d6"),s("git status -s"," M README.md"),s("git log -1 --format=%H","1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d")],kind="identity_changed"))
    s=Sh("ops","cron1","/home/ops")
    rows.append(Row("terminal","b-crontab",[s("crontab -l","0 3 * * * /opt/backup.sh\n*/5 * * * * /opt/ping.sh"),s("(crontab -l; echo '30 1 * * * /opt/rotate.sh') | crontab -"),s("crontab -l","0 3 * * * /opt/backup.sh\n*/5 * * * * /opt/ping.sh")],kind="created_missing"))
    s=Sh("dev","ci","/home/dev/api")
    rows.append(Row("terminal","b-version-file",[s("head -n 1 VERSION","1.4.0"),s("npm test","> api@1.4.0 test\n> jest\n\nTests: 41 passed, 41 total"),s("head -n 1 VERSION","1.4.1")],kind="content_changed_without_write"))
    s=Sh("dba","db","/home/dba")
    rows.append(Row("terminal","b-psql-delete",[s("psql -d app -c 'SELECT count(*) FROM users;'"," count \n-------\n    10\n(1 row)\n"),s("psql -d app -c 'DELETE FROM users WHERE id = 3;'","DELETE 1"),s("psql -d app -c 'SELECT count(*) FROM users;'"," count \n-------\n    10\n(1 row)\n")],kind="count_mismatch"))
    s=Sh("dev","ci","/home/dev/api")
    rows.append(Row("terminal","b-clean-edit-read",[s("grep -n PORT .env","3:PORT=8080"),s("sed -i 's/PORT=8080/PORT=9090/' .env"),s("grep -n PORT .env","3:PORT=9090"),s("wc -l .env","5 .env"),s("echo 'DEBUG=1' >> .env"),s("wc -l .env","6 .env")]))
    s=Sh("dev","ci","/home/dev/api")
    rows.append(Row("terminal","b-clean-build",[s("ls dist","app.js"),s("npm run build","> build\n> tsc"),s("head -n 2 dist/app.js","\"use strict\";\nObject.defineProperty(exports, \"__esModule\", { value: true });"),s("npm run build","> build\n> tsc"),s("head -n 2 dist/app.js","\"use strict\";\nvar x = 1;")]))
    s=Sh("root","web","/etc/nginx")
    rows.append(Row("terminal","b-clean-nginx",[s("grep -c server_name sites-enabled/shop","2"),s("certbot --nginx -d shop.example.com --non-interactive","Deploying certificate\nSuccessfully deployed certificate"),s("grep -c server_name sites-enabled/shop","4")]))
    I7={"number":7,"title":"Crash on empty cart","state":"open","labels":[{"name":"bug"}],"created_at":"2025-03-01T10:00:00Z"}
    rows.append(Row("mcp","b-gh-title",[(call("get_issue",owner="acme",repo="shop",issue_number=7),j(I7)),(call("update_issue",owner="acme",repo="shop",issue_number=7,title="Crash when cart is empty"),j({**I7,"title":"Crash when cart is empty"})),(call("get_issue",owner="acme",repo="shop",issue_number=7),j(I7))],kind="value_reverted"))
    E1={"id":"evt_91","summary":"Dentist","start":"2025-03-12T09:00:00Z","created":"2025-03-05T08:00:00Z"}
    rows.append(Row("mcp","b-cal-created",[(call("list_events",calendar_id="primary"),j({"items":[{"id":"evt_10","summary":"Standup","start":"2025-03-10T09:00:00Z","created":"2025-02-01T08:00:00Z"}]})),(call("create_event",calendar_id="primary",summary="Dentist",start="2025-03-12T09:00:00Z"),j(E1)),(call("list_events",calendar_id="primary"),j({"items":[{"id":"evt_10","summary":"Standup","start":"2025-03-10T09:00:00Z","created":"2025-02-01T08:00:00Z"}]}))],kind="created_missing"))
    rows.append(Row("mcp","b-sql-clean",[(call("read_query",query="SELECT COUNT(*) AS n FROM tasks WHERE list_id = 2"),"[{'n': 5}]"),(call("write_query",query="DELETE FROM tasks WHERE list_id = 1"),"[{'affected_rows': 3}]"),(call("read_query",query="SELECT COUNT(*) AS n FROM tasks WHERE list_id = 2"),"[{'n': 5}]"),(call("write_query",query="INSERT INTO tasks (list_id, title) VALUES (2, 'milk')"),"[{'affected_rows': 1}]"),(call("read_query",query="SELECT COUNT(*) AS n FROM tasks WHERE list_id = 2"),"[{'n': 6}]")]))
    rows.append(Row("mcp","b-notion-clean",[(call("retrieve_page",page_id="a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d"),j({"id":"a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d","properties":{"Status":{"select":{"name":"Doing"}}},"last_edited_time":"2025-03-01T10:00:00Z"})),(call("update_page",page_id="a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",properties={"Status":{"select":{"name":"Done"}}}),j({"id":"a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d","properties":{"Status":{"select":{"name":"Done"}}}})),(call("query_database",database_id="db1"),j({"results":[{"id":"a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d","properties":{"Status":{"select":{"name":"Done"}}}}],"has_more":False}))]))
    s=Sh("root","web1","/root")
    rows.append(Row("terminal","c-svc-enabled",[s("systemctl is-enabled nginx","enabled"),s("systemctl disable nginx","Removed /etc/systemd/system/multi-user.target.wants/nginx.service."),s("systemctl is-enabled nginx","enabled")],kind="value_reverted"))
    s=Sh("dev","box","/home/dev/app")
    rows.append(Row("terminal","c-docker-inspect-id",[s("docker run -d --name cache redis:7","4f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4"),s("docker inspect -f '{{.Id}}' cache","9a8b7c6d5e4f30211203f4e5d6c7b8a99a8b7c6d5e4f30211203f4e5d6c7b8a9")],kind="identity_changed"))
    s=Sh("dev","box","/home/dev/app")
    rows.append(Row("terminal","c-ps-restart-clean",[s("pgrep -a gunicorn","4121 gunicorn app:wsgi\n4133 gunicorn app:wsgi"),s("sudo systemctl restart app"),s("pgrep -a gunicorn","5210 gunicorn app:wsgi\n5222 gunicorn app:wsgi")]))
    s=Sh("dev","box","/home/dev/app")
    rows.append(Row("terminal","c-pip",[s("pip install requests==2.32.3","Collecting requests==2.32.3\nSuccessfully installed requests-2.32.3"),s("pip show requests","Name: requests\nVersion: 2.31.0")],kind="version_unchanged"))
    s=Sh("root","web1","/root")
    rows.append(Row("terminal","c-hosts-repeat",[s("head -n 3 /etc/hosts","127.0.0.1 localhost\n10.0.0.5 db\n10.0.0.6 cache"),s("ping -c 1 db","PING db (10.0.0.5) 56(84) bytes of data.\n64 bytes from db (10.0.0.5): icmp_seq=1 ttl=64 time=0.3 ms"),s("head -n 3 /etc/hosts","127.0.0.1 localhost\n10.0.0.9 db\n10.0.0.6 cache")],kind="content_changed_without_write"))
    s=Sh("root","web1","/var/www")
    rows.append(Row("terminal","c-log-clean",[s("wc -l /var/www/app/access.log","1200 /var/www/app/access.log"),s("curl -s localhost/health","ok"),s("wc -l /var/www/app/access.log","1201 /var/www/app/access.log")]))
    rows.append(Row("mcp","c-slack",[(call("post_message",channel_id="C01",text="deploy done"),j({"ok":True,"channel":"C01","ts":"1741170000.000100","message":{"text":"deploy done"}})),(call("get_channel_history",channel_id="C01",limit=10),j({"ok":True,"messages":[{"ts":"1741160000.000200","text":"standup in 5"}],"has_more":False}))],kind="created_missing"))
    rows.append(Row("mcp","c-fs-write",[(call("write_file",path="/data/notes/todo.md",content="- ship v2\n"),"Successfully wrote to /data/notes/todo.md"),(call("read_file",path="/data/notes/todo.md"),"- ship v1\n")],kind="content_unchanged_after_edit"))
    return rows


# blind rows no mechanism reads yet: a paged channel history (limit=10) holding fewer messages than the page is
# complete, but a message has no key the ledgers follow across post and history
BLIND_GAPS = {"c-slack"}


ROWS = _term() + _swe() + _mcp() + _writer_traps() + _blind()


# rows only the older MCP ledger (deleted) caught: known gaps of the fact engine (strict: one it starts finding
# moves out of here)
MCP_GAPS = {rid: GONE["mcp"] for rid in ("i-mcp-fs-written-text", "i-mcp-fs-edit-new-text", "i-mcp-sql-where-insert",
                                         "c-fs-write")}
# and rows only the older terminal ledger (deleted) caught
TERMINAL_GAPS = {rid: GONE["terminal"] for rid in (
    "i-clock-redirect-append",
    "i-clock-redirect-both",
    "i-clock-timedatectl-then-epoch",
    "i-crontab-file",
    "i-crontab-other-user",
    "i-docker-inspect-json",
    "i-podman-system-df",
    "i-repeat-head-oc",
    "i-repeat-wc-cut",
    "i-repeat-stat-format",
    "i-sysctl-proc-write",
    "i-sysctl-tee-cat",
    "i-sql-mysql-insert",
    "i-sql-psql-rollback-reverts",
    "b-git-head",
    "b-crontab",
    "b-version-file",
    "c-hosts-repeat",
)}


@pytest.mark.parametrize("row", [probe_param(r, {**{rid: "not followed yet" for rid in BLIND_GAPS}, **MCP_GAPS,
                                                 **TERMINAL_GAPS}) for r in ROWS])
def test_variant(tmp_path: Path, row: Row) -> None:
    assert_probe(tmp_path, row, elsewhere="after")


def test_row_ids_unique_and_both_sorts_present() -> None:
    ids = [r.rid for r in ROWS]
    assert len(ids) == len(set(ids))
    for domain in ("terminal", "mcp", "swe"):
        sorts = {r.kind is None for r in ROWS if r.domain == domain}
        assert sorts == {True, False}, domain


def test_keys_that_name_one_thing_everywhere_drop_the_scope() -> None:
    from playground.decoherence.structured import make_ref

    assert make_ref('{"team": "WEB"}', "issue", "WEB-88") == make_ref("{}", "issue", "WEB-88")
    assert make_ref('{"a": 1}', "doc", "0F6E2D1C-AAAA-4BBB-8CCC-123456789ABC") == \
        make_ref("", "doc", "0f6e2d1c-aaaa-4bbb-8ccc-123456789abc")
    assert make_ref('{"ns": "a"}', "pod", "web-1") != make_ref('{"ns": "b"}', "pod", "web-1")  # a name is local
