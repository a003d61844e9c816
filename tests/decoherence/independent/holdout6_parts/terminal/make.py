# ruff: noqa: E501
"""Holdout6, terminal part: 22 hand-written terminal trajectories (11 with exactly one contradiction, 11 clean).

Written from knowledge of what real tools print (systemctl/journalctl, nmcli, zfs, kubectl, podman, borg,
restic, ip, crontab, redis-cli, timedatectl/chronyc, LVM, apt/dpkg, make, at, logrotate, git), WITHOUT
reading the decoherence detectors, their tests, their rules or any earlier labeled set. Deterministic.

Run: ``.venv/bin/python -m tests.decoherence.independent.holdout6_parts.terminal.make`` writes
``terminal_test.jsonl`` and ``labels.json`` next to this file.
"""

from __future__ import annotations

import hashlib
import random
from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet

SYSTEM = ("You are a Terminal World Model: a precise Linux terminal simulator. Given the earlier turns of a "
          "tmux session and the keystrokes of the next action, predict the exact terminal screen after the "
          "keystrokes run (command echo, output, next prompt), consistent with everything the session has "
          "shown so far. Answer after **Environment Observation:**.")


def tab(rows: list[list[str]], gap: int = 2, right: set[int] | None = None) -> str:
    """Column-aligned text table (left aligned unless the column index is in ``right``); last column unpadded."""
    right = right or set()
    n = max(len(r) for r in rows)
    widths = [max(len(r[i]) for r in rows if i < len(r)) for i in range(n)]
    out = []
    for r in rows:
        cells = []
        for i, c in enumerate(r):
            if i == len(r) - 1 and i not in right:
                cells.append(c)
            elif i in right:
                cells.append(c.rjust(widths[i]))
            else:
                cells.append(c.ljust(widths[i]))
        out.append((" " * gap).join(cells).rstrip())
    return "\n".join(out)


def hexid(seed: str, n: int = 64) -> str:
    return hashlib.sha256(seed.encode()).hexdigest()[:n]


# ---------------------------------------------------------------- bad trajectories

def t01():
    """pgbouncer reload (SIGHUP): the main PID must stay; status later shows a different Main PID."""
    p = Pane("root", "db-proxy-01", "/root")
    state = p.prompt

    def status(pid: str, ago: str, reload_line: bool) -> str:
        lines = [
            "● pgbouncer.service - connection pooler for PostgreSQL",
            "     Loaded: loaded (/lib/systemd/system/pgbouncer.service; enabled; preset: enabled)",
            f"     Active: active (running) since Tue 2024-05-14 08:03:11 UTC; {ago} ago",
            "       Docs: man:pgbouncer(1)",
            "             https://www.pgbouncer.org/",
        ]
        if reload_line:
            lines.append("    Process: 30512 ExecReload=/bin/kill -HUP $MAINPID (code=exited, status=0/SUCCESS)")
        lines += [
            f"   Main PID: {pid} (pgbouncer)",
            "      Tasks: 2 (limit: 9423)",
            "     Memory: 4.6M" if reload_line else "     Memory: 4.1M",
            "        CPU: 1min 12.406s" if reload_line else "        CPU: 1min 11.873s",
            "     CGroup: /system.slice/pgbouncer.service",
            f"             └─{pid} /usr/sbin/pgbouncer /etc/pgbouncer/pgbouncer.ini",
            "",
            "May 14 08:03:11 db-proxy-01 systemd[1]: Starting pgbouncer.service - connection pooler for PostgreSQL...",
            "May 14 08:03:11 db-proxy-01 systemd[1]: Started pgbouncer.service - connection pooler for PostgreSQL.",
        ]
        if reload_line:
            lines += ["May 14 11:19:40 db-proxy-01 systemd[1]: Reloading pgbouncer.service - connection pooler for PostgreSQL...",
                      "May 14 11:19:40 db-proxy-01 systemd[1]: Reloaded pgbouncer.service - connection pooler for PostgreSQL."]
        return "\n".join(lines)

    stats = []
    for t, x, q, i, o in [("11:05:32.118", 14, 96, 21480, 118305), ("11:06:32.118", 17, 121, 26611, 140722),
                          ("11:07:32.119", 12, 88, 19004, 101538), ("11:08:32.119", 15, 104, 23377, 126980)]:
        stats.append(f"May 14 {t[:8]} db-proxy-01 pgbouncer[2214]: 2024-05-14 {t} UTC [2214] LOG stats: {x} xacts/s, {q} queries/s, {i} B/s in, {o} B/s out, xact 1843 us, query 402 us, wait 12 us")
    pools = """ database  |   user    | cl_active | cl_waiting | sv_active | sv_idle | sv_used | maxwait | pool_mode
-----------+-----------+-----------+------------+-----------+---------+---------+---------+-----------
 orders    | app_rw    |        38 |          6 |        20 |       0 |       0 |       1 | transaction
 orders    | report_ro |         3 |          0 |         1 |       2 |       0 |       0 | transaction
 pgbouncer | pgbouncer |         1 |          0 |         0 |       0 |       0 |       0 | statement
(3 rows)
"""
    turns = [
        p.run("systemctl status pgbouncer --no-pager", status("2214", "3h 12min", False)),
        p.run('journalctl -u pgbouncer --since "11:05" --until "11:09" --no-pager', "\n".join(stats)),
        p.run("psql -h 127.0.0.1 -p 6432 -U pgbouncer pgbouncer -c 'SHOW POOLS;'", pools),
        p.run("sed -i 's/^default_pool_size = 20/default_pool_size = 40/' /etc/pgbouncer/pgbouncer.ini && grep -n pool_size /etc/pgbouncer/pgbouncer.ini",
              "31:default_pool_size = 40\n32:min_pool_size = 5\n33:reserve_pool_size = 5"),
        p.run("systemctl reload pgbouncer"),
        p.run("journalctl -u pgbouncer -n 4 --no-pager",
              "May 14 11:19:32 db-proxy-01 pgbouncer[2214]: 2024-05-14 11:19:32.120 UTC [2214] LOG stats: 16 xacts/s, 110 queries/s, 24809 B/s in, 131224 B/s out, xact 2210 us, query 455 us, wait 140 us\n"
              "May 14 11:19:40 db-proxy-01 systemd[1]: Reloading pgbouncer.service - connection pooler for PostgreSQL...\n"
              "May 14 11:19:40 db-proxy-01 pgbouncer[2214]: 2024-05-14 11:19:40.874 UTC [2214] LOG got SIGHUP, re-reading config\n"
              "May 14 11:19:40 db-proxy-01 systemd[1]: Reloaded pgbouncer.service - connection pooler for PostgreSQL."),
        p.run("systemctl status pgbouncer --no-pager", status("2241", "3h 17min", True)),
        p.run("psql -h 127.0.0.1 -p 6432 -U pgbouncer pgbouncer -c 'SHOW POOLS;'", pools.replace(
            " orders    | app_rw    |        38 |          6 |        20 |       0 |       0 |       1 | transaction",
            " orders    | app_rw    |        41 |          0 |        27 |       3 |       0 |       0 | transaction")),
    ]
    return turns, state, 7, "pid_changed_without_restart"


def t02():
    """nmcli: ipv4.ignore-auto-dns set to yes and applied; a later read shows it back at no."""
    p = Pane("maria", "thinkpad-x1", "/home/maria")
    state = p.prompt
    cons = tab([["NAME", "UUID", "TYPE", "DEVICE"],
                ["Office-5G", "8b1e6c2a-4f0d-4b7e-9a51-2c3d7e90f1aa", "wifi", "wlp2s0"],
                ["docker0", "e3a41f7c-0b6e-4c2d-8d19-5f6a7b8c9d01", "bridge", "docker0"],
                ["lo", "4d7c0e61-93a2-4f1e-b0c5-6a1d2e3f4b5c", "loopback", "lo"],
                ["Wired connection 1", "0c9a7b52-1d3e-3f64-a8b7-9e0f1a2b3c4d", "ethernet", "--"],
                ["HomeNet", "f21d5e8b-7a6c-4b3d-9e2f-1a0b9c8d7e6f", "wifi", "--"]])

    def show(dns: str, ign: str) -> str:
        return f"ipv4.method:                            auto\nipv4.dns:                               {dns}\nipv4.ignore-auto-dns:                   {ign}"

    turns = [
        p.run("nmcli connection show", cons),
        p.run("nmcli -f ipv4.method,ipv4.dns,ipv4.ignore-auto-dns connection show Office-5G", show("--", "no")),
        p.run('sudo nmcli connection modify Office-5G ipv4.dns "1.1.1.1 9.9.9.9" ipv4.ignore-auto-dns yes'),
        p.run("sudo nmcli connection up Office-5G",
              "Connection successfully activated (D-Bus active path: /org/freedesktop/NetworkManager/ActiveConnection/7)"),
        p.run("resolvectl dns wlp2s0", "Link 3 (wlp2s0): 1.1.1.1 9.9.9.9"),
        p.run("nmcli device show wlp2s0 | grep -E 'IP4\\.(ADDRESS|GATEWAY|DNS)'",
              "IP4.ADDRESS[1]:                         10.40.2.117/22\nIP4.GATEWAY:                            10.40.0.1\nIP4.DNS[1]:                             1.1.1.1\nIP4.DNS[2]:                             9.9.9.9"),
        p.run("nmcli -f ipv4.method,ipv4.dns,ipv4.ignore-auto-dns connection show Office-5G", show("1.1.1.1,9.9.9.9", "no")),
        p.run("nmcli -t -f GENERAL.STATE connection show Office-5G", "GENERAL.STATE:activated"),
    ]
    return turns, state, 7, "setting_reverted"


def t03():
    """zfs: a destroyed snapshot is listed again in a later sorted listing of the whole pool."""
    p = Pane("root", "nas", "/root")
    state = p.prompt
    fs = tab([["NAME", "USED", "AVAIL", "REFER", "MOUNTPOINT"],
              ["tank", "2.61T", "4.42T", "140K", "/tank"],
              ["tank/backups", "1.12T", "4.42T", "1.12T", "/tank/backups"],
              ["tank/home", "215G", "4.42T", "209G", "/tank/home"],
              ["tank/media", "1.29T", "4.42T", "1.27T", "/tank/media"]])
    snaps_home = [["tank/home@auto-2024-05-10", "1.42G", "207G", "Fri May 10  0:00 2024"],
                  ["tank/home@auto-2024-05-11", "612M", "208G", "Sat May 11  0:00 2024"],
                  ["tank/home@auto-2024-05-12", "1.03G", "208G", "Sun May 12  0:00 2024"],
                  ["tank/home@auto-2024-05-13", "1.44G", "209G", "Mon May 13  0:00 2024"]]
    s1 = tab([["NAME", "USED", "REFER", "CREATION"]] + snaps_home)
    after = snaps_home[1:] + [["tank/home@pre-migration", "0B", "209G", "Tue May 14 10:22 2024"]]
    s2 = tab([["NAME", "USED", "REFER", "CREATION"]] + after)
    allpool = tab([["NAME", "CREATION"],
                   ["tank/media@monthly-2024-04", "Mon Apr  1  3:00 2024"],
                   ["tank/backups@weekly-2024-05-05", "Sun May  5  3:00 2024"],
                   ["tank/home@auto-2024-05-10", "Fri May 10  0:00 2024"],
                   ["tank/home@auto-2024-05-11", "Sat May 11  0:00 2024"],
                   ["tank/home@auto-2024-05-12", "Sun May 12  0:00 2024"],
                   ["tank/backups@weekly-2024-05-12", "Sun May 12  3:00 2024"],
                   ["tank/home@auto-2024-05-13", "Mon May 13  0:00 2024"],
                   ["tank/home@pre-migration", "Tue May 14 10:22 2024"]])
    turns = [
        p.run("zfs list -o name,used,avail,refer,mountpoint", fs),
        p.run("zfs list -t snapshot -o name,used,refer,creation -r tank/home", s1),
        p.run("zfs destroy -v tank/home@auto-2024-05-10", "will destroy tank/home@auto-2024-05-10\nwill reclaim 1.42G"),
        p.run("zfs snapshot tank/home@pre-migration"),
        p.run("zfs list -t snapshot -o name,used,refer,creation -r tank/home", s2),
        p.run("zfs get -H -o value usedbysnapshots tank/home", "3.09G"),
        p.run("zfs send -nv tank/home@pre-migration", "full send of tank/home@pre-migration estimated size is 211G\ntotal estimated size is 211G"),
        p.run("zfs list -t snapshot -o name,creation -s creation -r tank", allpool),
        p.run("zpool status -x", "all pools are healthy"),
    ]
    return turns, state, 8, "deleted_reappears"


def t04():
    """kubectl: deployment scaled to 4 (rollout done, rs shows 4); describe later reports 3 desired."""
    p = Pane("dev", "ops-bastion", "/home/dev")
    state = p.prompt
    turns = [
        p.run("kubectl get deploy -n shop", tab([["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE"],
                                                 ["cart-api", "2/2", "2", "2", "14d"],
                                                 ["catalog", "2/2", "2", "2", "31d"],
                                                 ["checkout", "3/3", "3", "3", "31d"],
                                                 ["redis-cart", "1/1", "1", "1", "31d"]], gap=3)),
        p.run("kubectl scale deploy/cart-api -n shop --replicas=4", "deployment.apps/cart-api scaled"),
        p.run("kubectl rollout status deploy/cart-api -n shop",
              'Waiting for deployment "cart-api" rollout to finish: 2 of 4 updated replicas are available...\n'
              'Waiting for deployment "cart-api" rollout to finish: 3 of 4 updated replicas are available...\n'
              'deployment "cart-api" successfully rolled out', duration=15.0),
        p.run("kubectl get pods -n shop -l app=cart-api -o wide", tab([
            ["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES"],
            ["cart-api-7c9f6d8b5d-4hx2m", "1/1", "Running", "0", "14d", "10.42.1.37", "pool-a-3", "<none>", "<none>"],
            ["cart-api-7c9f6d8b5d-jq8wn", "1/1", "Running", "1 (6d3h ago)", "14d", "10.42.2.19", "pool-a-1", "<none>", "<none>"],
            ["cart-api-7c9f6d8b5d-r5tvz", "1/1", "Running", "0", "27s", "10.42.0.88", "pool-a-2", "<none>", "<none>"],
            ["cart-api-7c9f6d8b5d-zc6kd", "1/1", "Running", "0", "27s", "10.42.1.52", "pool-a-3", "<none>", "<none>"]], gap=3)),
        p.run("kubectl get rs -n shop -l app=cart-api", tab([["NAME", "DESIRED", "CURRENT", "READY", "AGE"],
                                                              ["cart-api-5b8d7f9c44", "0", "0", "0", "21d"],
                                                              ["cart-api-7c9f6d8b5d", "4", "4", "4", "14d"]], gap=3)),
        p.run("kubectl top pods -n shop -l app=cart-api", tab([["NAME", "CPU(cores)", "MEMORY(bytes)"],
                                                                ["cart-api-7c9f6d8b5d-4hx2m", "41m", "188Mi"],
                                                                ["cart-api-7c9f6d8b5d-jq8wn", "38m", "193Mi"],
                                                                ["cart-api-7c9f6d8b5d-r5tvz", "22m", "141Mi"],
                                                                ["cart-api-7c9f6d8b5d-zc6kd", "19m", "139Mi"]], gap=3)),
        p.run("kubectl get hpa -n shop", "No resources found in shop namespace."),
        p.run("kubectl describe deploy cart-api -n shop | grep -E '^(Replicas|StrategyType|NewReplicaSet)'",
              "Replicas:               3 desired | 3 updated | 3 total | 3 available | 0 unavailable\n"
              "StrategyType:           RollingUpdate\n"
              "NewReplicaSet:   cart-api-7c9f6d8b5d (4/4 replicas created)"),
        p.run("kubectl get events -n shop --field-selector involvedObject.name=cart-api --sort-by=.lastTimestamp | tail -2",
              tab([["LAST SEEN", "TYPE", "REASON", "OBJECT", "MESSAGE"],
                   ["2m10s", "Normal", "ScalingReplicaSet", "deployment/cart-api", "Scaled up replica set cart-api-7c9f6d8b5d to 4 from 2"]], gap=3)),
    ]
    return turns, state, 8, "count_mismatch"


def t05():
    """podman: the full container ID read back with --no-trunc differs (after the 12-char prefix) from inspect's."""
    p = Pane("kai", "fedora-ws", "/home/kai", style="rhel")
    state = p.prompt
    img = hexid("redis:7.2-alpine image")
    cid = hexid("podman cache container")
    wrong = cid[:12] + hexid("other")[:9] + cid[21:]
    pull = ("Trying to pull docker.io/library/redis:7.2-alpine...\nGetting image source signatures\n"
            f"Copying blob sha256:{hexid('b1')[:64]}\nCopying blob sha256:{hexid('b2')[:64]}\n"
            f"Copying blob sha256:{hexid('b3')[:64]}\nCopying config sha256:{img}\nWriting manifest to image destination\n{img}")
    turns = [
        p.run("podman pull docker.io/library/redis:7.2-alpine", pull, duration=10.0),
        p.run("podman run -d --name cache -p 6379:6379 redis:7.2-alpine", cid, duration=3.0),
        p.run('podman ps --format "table {{.ID}} {{.Names}} {{.Status}} {{.Ports}}"',
              f"CONTAINER ID  NAMES       STATUS        PORTS\n{cid[:12]}  cache       Up 9 seconds  0.0.0.0:6379->6379/tcp"),
        p.run("podman exec cache redis-cli ping", "PONG"),
        p.run("podman inspect cache --format '{{.Id}} {{.State.Pid}} {{.Config.Image}}'", f"{cid} 48113 docker.io/library/redis:7.2-alpine"),
        p.run("podman logs --tail 3 cache",
              "1:M 14 May 2024 09:12:40.610 * Running mode=standalone, port=6379.\n1:M 14 May 2024 09:12:40.611 * Server initialized\n1:M 14 May 2024 09:12:40.611 * Ready to accept connections tcp"),
        p.run("podman top cache pid user args", "PID         USER        COMMAND\n1           redis       redis-server *:6379"),
        p.run("podman ps -a --no-trunc --format '{{.ID}} {{.Names}} {{.Status}}'",
              f"{hexid('old toolbox')} fedora-toolbox-40 Exited (0) 3 days ago\n{wrong} cache Up 2 minutes"),
        p.run("podman port cache", "6379/tcp -> 0.0.0.0:6379"),
    ]
    return turns, state, 8, "identity_changed"


def t06():
    """borg: archive start time shown by `borg info` is an hour off the time `borg list` showed for it."""
    p = Pane("root", "web01", "/root")
    state = p.prompt
    repo = "borg@backup-01:/srv/borg/web01"
    arch = [("web01-2024-05-11T02:00:03", "Sat, 2024-05-11 02:00:04", hexid("a11")),
            ("web01-2024-05-12T02:00:04", "Sun, 2024-05-12 02:00:05", hexid("a12")),
            ("web01-2024-05-13T02:00:04", "Mon, 2024-05-13 02:00:05", hexid("a13"))]
    new = ("web01-2024-05-14T10:17:42", "Tue, 2024-05-14 10:17:42", hexid("a14"))

    def lst(a):
        return "\n".join(f"{n:<37}{t} [{i}]" for n, t, i in a)

    create = f"""------------------------------------------------------------------------------
Repository: {repo}
Archive name: {new[0]}
Archive fingerprint: {new[2]}
Time (start): {new[1]}
Time (end):   Tue, 2024-05-14 10:18:19
Duration: 37.12 seconds
Number of files: 48211
Utilization of max. archive size: 0%
------------------------------------------------------------------------------
                       Original size      Compressed size    Deduplicated size
This archive:                6.14 GB              2.87 GB             41.20 MB
All archives:               24.51 GB             11.46 GB              3.02 GB

                       Unique chunks         Total chunks
Chunk index:                   61210               254118
------------------------------------------------------------------------------"""
    prune = "\n".join([f"Keeping archive (rule: daily #1):        {new[0]:<37}{new[1]} [{new[2]}]",
                       f"Keeping archive (rule: daily #2):        {arch[2][0]:<37}{arch[2][1]} [{arch[2][2]}]",
                       f"Keeping archive (rule: daily #3):        {arch[1][0]:<37}{arch[1][1]} [{arch[1][2]}]",
                       f"Pruning archive (1/1):                   {arch[0][0]:<37}{arch[0][1]} [{arch[0][2]}]"])
    info = f"""Archive name: {arch[2][0]}
Archive fingerprint: {arch[2][2]}
Comment:
Hostname: web01
Username: root
Time (start): Mon, 2024-05-13 03:00:05
Time (end): Mon, 2024-05-13 02:00:51
Duration: 46.03 seconds
Number of files: 48187
Command line: /usr/bin/borg create --compression zstd,6 borg@backup-01:/srv/borg/web01::web01-{{now:%Y-%m-%dT%H:%M:%S}} /etc /var/www
Utilization of maximum supported archive size: 0%
------------------------------------------------------------------------------
                       Original size      Compressed size    Deduplicated size
This archive:                6.13 GB              2.86 GB             38.77 MB
All archives:               18.37 GB              8.59 GB              2.98 GB

                       Unique chunks         Total chunks
Chunk index:                   60874               190406"""
    turns = [
        p.run(f"borg list {repo}", lst(arch)),
        p.run(f"borg create --stats --compression zstd,6 {repo}::web01-{{now:%Y-%m-%dT%H:%M:%S}} /etc /var/www", create, duration=45.0),
        p.run(f"borg list {repo}", lst(arch + [new])),
        p.run(f"borg prune -v --list --keep-daily 3 {repo}", prune),
        p.run(f"borg compact -v {repo}", "compaction freed about 412.33 MB repository space."),
        p.run(f"borg info {repo}::{arch[2][0]}", info),
        p.run(f"borg list --short {repo}", "\n".join([arch[1][0], arch[2][0], new[0]])),
    ]
    return turns, state, 6, "timestamp_changed"


def t07():
    """ip route: a route deleted (and gone from `ip route show`) still resolves via the deleted next hop."""
    p = Pane("root", "edge-gw", "/root")
    state = p.prompt
    base = ("default via 192.168.10.1 dev eth0 proto static \n"
            "10.99.0.0/24 dev wg0 proto kernel scope link src 10.99.0.1 \n"
            "192.168.10.0/24 dev eth0 proto kernel scope link src 192.168.10.2 ")
    turns = [
        p.run("ip -br addr", "lo               UNKNOWN        127.0.0.1/8 ::1/128 \n"
                             "eth0             UP             192.168.10.2/24 fe80::5054:ff:fe12:ab01/64 \n"
                             "wg0              UNKNOWN        10.99.0.1/24 "),
        p.run("ip route show", base),
        p.run("ip route add 172.20.0.0/16 via 10.99.0.7 dev wg0"),
        p.run("ip route get 172.20.4.9", "172.20.4.9 via 10.99.0.7 dev wg0 src 10.99.0.1 uid 0 \n    cache "),
        p.run("ping -c 3 -W 1 172.20.4.9",
              "PING 172.20.4.9 (172.20.4.9) 56(84) bytes of data.\n"
              "64 bytes from 172.20.4.9: icmp_seq=1 ttl=63 time=23.4 ms\n"
              "64 bytes from 172.20.4.9: icmp_seq=2 ttl=63 time=22.9 ms\n"
              "64 bytes from 172.20.4.9: icmp_seq=3 ttl=63 time=23.1 ms\n\n"
              "--- 172.20.4.9 ping statistics ---\n"
              "3 packets transmitted, 3 received, 0% packet loss, time 2003ms\n"
              "rtt min/avg/max/mdev = 22.912/23.137/23.401/0.200 ms", duration=3.0),
        p.run("ip route del 172.20.0.0/16"),
        p.run("ip route show", base),
        p.run("ip route get 172.20.4.9", "172.20.4.9 via 10.99.0.7 dev wg0 src 10.99.0.1 uid 0 \n    cache "),
        p.run("ip neigh show dev eth0", "192.168.10.1 lladdr 3c:7c:3f:0a:11:e2 REACHABLE"),
    ]
    return turns, state, 8, "deleted_route_used"


def t08():
    """crontab: nothing rewrites the pull_orders line, yet a later listing shows */10 instead of */15."""
    p = Pane("svc", "etl-02", "/home/svc")
    state = p.prompt
    head = ("# m h  dom mon dow   command\n"
            "MAILTO=\"\"\n")
    lines = ["*/15 * * * * /opt/etl/bin/pull_orders.sh >> /var/log/etl/pull.log 2>&1",
             "30 2 * * *   /opt/etl/bin/nightly_rollup.sh",
             "0 */6 * * *  /opt/etl/bin/prune_tmp.sh --older-than 2d"]
    weekly = "5 0 * * 1 /opt/etl/bin/weekly_report.sh"
    bad = [lines[0].replace("*/15", "*/10")] + lines[1:] + [weekly]
    turns = [
        p.run("crontab -l", head + "\n".join(lines)),
        p.run(f"(crontab -l; echo '{weekly}') | crontab -"),
        p.run("crontab -l", head + "\n".join(lines + [weekly])),
        p.run("grep -E 'CRON|crontab' /var/log/syslog | tail -4",
              "May 14 13:00:01 etl-02 CRON[88102]: (svc) CMD (/opt/etl/bin/pull_orders.sh >> /var/log/etl/pull.log 2>&1)\n"
              "May 14 13:14:37 etl-02 crontab[88190]: (svc) REPLACE (svc)\n"
              "May 14 13:15:01 etl-02 cron[611]: (svc) RELOAD (crontabs/svc)\n"
              "May 14 13:15:01 etl-02 CRON[88214]: (svc) CMD (/opt/etl/bin/pull_orders.sh >> /var/log/etl/pull.log 2>&1)"),
        p.run("tail -3 /var/log/etl/pull.log",
              "2024-05-14T13:00:09Z pulled 212 orders (cursor=ord_98811204)\n"
              "2024-05-14T13:15:07Z pulled 187 orders (cursor=ord_98811391)\n"
              "2024-05-14T13:15:07Z done in 6.2s"),
        p.run("systemctl is-active cron", "active"),
        p.run("crontab -l | grep -v '^#'", 'MAILTO=""\n' + "\n".join(bad)),
        p.run("date", "Tue May 14 13:22:48 UTC 2024"),
    ]
    return turns, state, 7, "content_changed_without_write"


def t09():
    """redis-cli: a key renamed earlier shows up under its old name in a later SCAN."""
    p = Pane("ana", "cache-dev", "/home/ana")
    state = p.prompt
    turns = [
        p.run("redis-cli -n 2 DBSIZE", "(integer) 5"),
        p.run("redis-cli -n 2 --scan", "session:9f2a41\nratelimit:api:203.0.113.8\nqueue:emails\nfeature:flags\nsession:b71c03"),
        p.run("redis-cli -n 2 RENAME queue:emails queue:emails:stalled", "OK"),
        p.run("redis-cli -n 2 LLEN queue:emails:stalled", "(integer) 37"),
        p.run("redis-cli -n 2 HGETALL feature:flags", '1) "new_checkout"\n2) "0"\n3) "beta_search"\n4) "1"'),
        p.run("redis-cli -n 2 TTL session:9f2a41", "(integer) 1588"),
        p.run("redis-cli -n 2 --scan", "feature:flags\nsession:b71c03\nqueue:emails\nratelimit:api:203.0.113.8\nsession:9f2a41"),
        p.run("redis-cli INFO keyspace", "# Keyspace\ndb0:keys=12,expires=0,avg_ttl=0\ndb2:keys=5,expires=3,avg_ttl=1571204"),
    ]
    return turns, state, 7, "rename_old_name"


def t10():
    """chrony: after `sleep 60` the clock reads earlier than the timedatectl reading before it."""
    p = Pane("root", "ntp-client", "/root", style="rhel")
    state = p.prompt

    def tdc(local: str, utc: str, rtc: str, sync: str, ntp: str) -> str:
        return (f"               Local time: Tue 2024-05-14 {local} CEST\n"
                f"           Universal time: Tue 2024-05-14 {utc} UTC\n"
                f"                 RTC time: Tue 2024-05-14 {rtc}\n"
                "                Time zone: Europe/Berlin (CEST, +0200)\n"
                f"System clock synchronized: {sync}\n"
                f"              NTP service: {ntp}\n"
                "          RTC in local TZ: no")

    src = lambda reach, rx: ("MS Name/IP address         Stratum Poll Reach LastRx Last sample               \n"  # noqa: E731
                             "===============================================================================\n"
                             f"^* time.cloudflare.com           3   6    {reach[0]:>3}    {rx[0]:>3}   -312us[ -401us] +/-   11ms\n"
                             f"^+ ntp1.hetzner.de               2   6    {reach[1]:>3}    {rx[1]:>3}   +845us[ +756us] +/-   19ms\n"
                             f"^- ptbtime1.ptb.de               1   6    {reach[2]:>3}    {rx[2]:>3}  +1932us[+1843us] +/-   24ms")
    turns = [
        p.run("timedatectl", tdc("16:41:07", "14:41:07", "14:41:06", "no", "inactive")),
        p.run("systemctl enable --now chronyd",
              "Created symlink /etc/systemd/system/multi-user.target.wants/chronyd.service → /usr/lib/systemd/system/chronyd.service."),
        p.run("chronyc sources", src(("17", "17", "17"), ("35", "34", "35"))),
        p.run("chronyc tracking",
              "Reference ID    : A29FC87B (time.cloudflare.com)\n"
              "Stratum         : 4\n"
              "Ref time (UTC)  : Tue May 14 14:42:39 2024\n"
              "System time     : 0.000412338 seconds slow of NTP time\n"
              "Last offset     : -0.000401216 seconds\n"
              "RMS offset      : 0.000401216 seconds\n"
              "Frequency       : 11.204 ppm slow\n"
              "Residual freq   : -0.215 ppm\n"
              "Skew            : 3.871 ppm\n"
              "Root delay      : 0.019288000 seconds\n"
              "Root dispersion : 0.001034911 seconds\n"
              "Update interval : 64.2 seconds\n"
              "Leap status     : Normal"),
        p.run("timedatectl", tdc("16:43:52", "14:43:52", "14:43:51", "yes", "active")),
        p.run("sleep 60; chronyc sources", src(("37", "37", "37"), ("21", "20", "22")), duration=65.0),
        p.run("date '+%F %T %Z'", "2024-05-14 16:43:30 CEST"),
        p.run("journalctl -u chronyd -n 3 --no-pager",
              "May 14 16:41:31 ntp-client chronyd[2087]: Using right/UTC timezone to obtain leap second data\n"
              "May 14 16:41:31 ntp-client systemd[1]: Started chronyd.service - NTP client/server.\n"
              "May 14 16:41:37 ntp-client chronyd[2087]: Selected source 162.159.200.123 (time.cloudflare.com)"),
    ]
    return turns, state, 7, "clock_backwards"


def t11():
    """LVM: pgwal extended to 250 GiB (lvs, vgs, df agree); lvdisplay later reports LV Size 150.00 GiB."""
    p = Pane("root", "db-03", "/root")
    state = p.prompt
    ext = ("  Size of logical volume vg_data/pgwal changed from 150.00 GiB (38400 extents) to 250.00 GiB (64000 extents).\n"
           "  Logical volume vg_data/pgwal successfully resized.\n"
           "resize2fs 1.47.0 (5-Feb-2023)\n"
           "Filesystem at /dev/mapper/vg_data-pgwal is mounted on /var/lib/postgresql/16/wal; on-line resizing required\n"
           "old_desc_blocks = 19, new_desc_blocks = 32\n"
           "The filesystem on /dev/mapper/vg_data-pgwal is now 65536000 (4k) blocks long.\n")
    disp = """  --- Logical volume ---
  LV Path                /dev/vg_data/pgwal
  LV Name                pgwal
  VG Name                vg_data
  LV UUID                q3Xk9L-2vTd-Hn4R-aP0e-7uWc-Bm1s-Zy8fGk
  LV Write Access        read/write
  LV Creation host, time db-03, 2023-11-02 14:06:51 +0000
  LV Status              available
  # open                 1
  LV Size                150.00 GiB
  Current LE             64000
  Segments               2
  Allocation             inherit
  Read ahead sectors     auto
  - currently set to     256
  Block device           253:1
"""
    turns = [
        p.run("vgs", "  VG      #PV #LV #SN Attr   VSize  VFree  \n  vg_data   2   3   0 wz--n- <1.82t 412.00g"),
        p.run("lvs vg_data", "  LV      VG      Attr       LSize   Pool Origin Data%  Meta%  Move Log Cpy%Sync Convert\n"
                             "  pgdata  vg_data -wi-ao----   1.20t                                                    \n"
                             "  pgwal   vg_data -wi-ao---- 150.00g                                                    \n"
                             "  scratch vg_data -wi-a-----  72.88g                                                    "),
        p.run("lvextend -r -L +100G /dev/vg_data/pgwal", ext, duration=5.0),
        p.run("df -h /var/lib/postgresql/16/wal", "Filesystem                 Size  Used Avail Use% Mounted on\n"
                                                  "/dev/mapper/vg_data-pgwal  246G   97G  139G  42% /var/lib/postgresql/16/wal"),
        p.run("vgs vg_data", "  VG      #PV #LV #SN Attr   VSize  VFree  \n  vg_data   2   3   0 wz--n- <1.82t 312.00g"),
        p.run("lvs -o lv_name,lv_size,seg_count vg_data", "  LV      LSize   #Seg\n  pgdata    1.20t    1\n  pgwal   250.00g    2\n  scratch  72.88g    1"),
        p.run("lvdisplay /dev/vg_data/pgwal", disp),
        p.run("pvs", "  PV         VG      Fmt  Attr PSize   PFree  \n  /dev/sdb   vg_data lvm2 a--  931.51g      0 \n  /dev/sdc   vg_data lvm2 a--  931.51g 312.00g"),
    ]
    return turns, state, 7, "value_reverted"


# ---------------------------------------------------------------- clean trajectories

def t12():
    """caddy restart: new Main PID, new 'since', relative times move, journal grows."""
    p = Pane("root", "web-02", "/etc/caddy")
    state = p.prompt

    def status(pid, since, ago, mem, tasks, cpu, journal):
        return "\n".join([
            "● caddy.service - Caddy",
            "     Loaded: loaded (/lib/systemd/system/caddy.service; enabled; preset: enabled)",
            f"     Active: active (running) since {since} UTC; {ago} ago",
            "       Docs: https://caddyserver.com/docs/",
            f"   Main PID: {pid} (caddy)",
            f"      Tasks: {tasks} (limit: 4557)",
            f"     Memory: {mem}",
            f"        CPU: {cpu}",
            "     CGroup: /system.slice/caddy.service",
            f"             └─{pid} /usr/bin/caddy run --environ --config /etc/caddy/Caddyfile",
            "", *journal])

    j1 = ['May 13 22:10:45 web-02 caddy[871]: {"level":"info","ts":1715638245.5012,"msg":"serving initial configuration"}',
          "May 13 22:10:45 web-02 systemd[1]: Started caddy.service - Caddy."]
    j2 = ["May 14 10:14:19 web-02 systemd[1]: Started caddy.service - Caddy.",
          'May 14 10:14:19 web-02 caddy[14392]: {"level":"info","ts":1715681659.2904,"msg":"serving initial configuration"}',
          'May 14 10:14:19 web-02 caddy[14392]: {"level":"info","ts":1715681659.3381,"logger":"tls","msg":"finished cleaning storage units"}']
    turns = [
        p.run("systemctl status caddy --no-pager", status(871, "Mon 2024-05-13 22:10:45", "12h", "38.2M", 9, "41.822s", j1)),
        p.run("caddy fmt --overwrite Caddyfile && caddy validate --config Caddyfile",
              '2024/05/14 10:14:02.311 INFO    using config from file  {"file": "Caddyfile"}\n'
              '2024/05/14 10:14:02.314 INFO    adapted config to JSON  {"adapter": "caddyfile"}\n'
              "Valid configuration"),
        p.run("systemctl restart caddy"),
        p.run("systemctl status caddy --no-pager", status(14392, "Tue 2024-05-14 10:14:19", "4s", "12.9M", 8, "118ms", j2)),
        p.run('journalctl -u caddy --since "10:14" --no-pager -o short-iso | grep -v level',
              "2024-05-14T10:14:19+00:00 web-02 systemd[1]: Stopping caddy.service - Caddy...\n"
              "2024-05-14T10:14:19+00:00 web-02 systemd[1]: caddy.service: Deactivated successfully.\n"
              "2024-05-14T10:14:19+00:00 web-02 systemd[1]: Stopped caddy.service - Caddy.\n"
              "2024-05-14T10:14:19+00:00 web-02 systemd[1]: caddy.service: Consumed 41.902s CPU time.\n"
              "2024-05-14T10:14:19+00:00 web-02 systemd[1]: Starting caddy.service - Caddy...\n"
              "2024-05-14T10:14:19+00:00 web-02 systemd[1]: Started caddy.service - Caddy."),
        p.run("curl -sI http://127.0.0.1/", "HTTP/1.1 308 Permanent Redirect\r\nConnection: close\r\nLocation: https://127.0.0.1/\r\n"
                                            "Server: Caddy\r\nDate: Tue, 14 May 2024 10:14:31 GMT\r\n\r".replace("\r", "")),
        p.run("systemctl status caddy --no-pager | head -5", "\n".join(status(14392, "Tue 2024-05-14 10:14:19", "1min 2s", "", 0, "", []).split("\n")[:5])),
        p.run("ss -ltnp | grep caddy", 'LISTEN 0      4096               *:443              *:*    users:(("caddy",pid=14392,fd=8))\n'
                                      'LISTEN 0      4096               *:80               *:*    users:(("caddy",pid=14392,fd=7))\n'
                                      'LISTEN 0      4096       127.0.0.1:2019       0.0.0.0:*    users:(("caddy",pid=14392,fd=3))'),
    ]
    return turns, state


def t13():
    """podman restart: same ID and CREATED, STATUS/PID/CPU time reset; a row insert moves count(*)."""
    p = Pane("kai", "fedora-ws", "/home/kai", style="rhel")
    state = p.prompt
    cid = hexid("pg container")[:12]

    def ps(status):
        return tab([["CONTAINER ID", "IMAGE", "COMMAND", "CREATED", "STATUS", "PORTS", "NAMES"],
                    [cid, "docker.io/library/postgres:16.3", "postgres", "2 days ago", status, "0.0.0.0:5432->5432/tcp", "pg"]])

    def stats(cpu, mem, memp, net, blk, pids, cput, avg):
        return tab([["ID", "NAME", "CPU %", "MEM USAGE / LIMIT", "MEM %", "NET IO", "BLOCK IO", "PIDS", "CPU TIME", "AVG CPU %"],
                    [cid, "pg", cpu, f"{mem} / 16.42GB", memp, net, blk, pids, cput, avg]])

    def count(n):
        return f" count \n-------\n {n}\n(1 row)\n"
    turns = [
        p.run("podman ps", ps("Up 2 days")),
        p.run("podman stats --no-stream pg", stats("0.41%", "187.3MB", "1.14%", "18.22MB / 41.9MB", "312.6MB / 1.93GB", "9", "4m12.338s", "0.15%")),
        p.run("podman restart pg", "pg", duration=3.0),
        p.run("podman ps", ps("Up 4 seconds")),
        p.run("podman inspect pg --format '{{.State.Pid}} {{.State.StartedAt}}'", "61822 2024-05-14 09:31:07.418233051 +0200 CEST"),
        p.run("podman exec pg psql -U app -c 'select count(*) from orders;'", count(18422)),
        p.run("podman exec pg psql -U app -c \"insert into orders(customer_id, total) values (17, 42.50);\"", "INSERT 0 1"),
        p.run("podman exec pg psql -U app -c 'select count(*) from orders;'", count(18423)),
        p.run("podman stats --no-stream pg", stats("1.92%", "61.4MB", "0.37%", "2.1kB / 1.48kB", "24.1MB / 1.05MB", "7", "612.704ms", "1.92%")),
    ]
    return turns, state


def t14():
    """kubectl set image + rollout undo: pod names change, image reverts, revision 5 becomes 7, old hash comes back."""
    p = Pane("dev", "ops-bastion", "/home/dev")
    state = p.prompt
    turns = [
        p.run("kubectl get pods -n shop -l app=catalog", tab([["NAME", "READY", "STATUS", "RESTARTS", "AGE"],
                                                               ["catalog-6d9f7c5b8-2xkqp", "1/1", "Running", "0", "3d2h"],
                                                               ["catalog-6d9f7c5b8-v8lrm", "1/1", "Running", "0", "3d2h"]], gap=3)),
        p.run("kubectl set image deploy/catalog catalog=registry.example.com/shop/catalog:1.14.2 -n shop", "deployment.apps/catalog image updated"),
        p.run("kubectl rollout status deploy/catalog -n shop --timeout=120s",
              'Waiting for deployment "catalog" rollout to finish: 1 out of 2 new replicas have been updated...\n'
              'Waiting for deployment "catalog" rollout to finish: 1 out of 2 new replicas have been updated...\n'
              'Waiting for deployment "catalog" rollout to finish: 1 old replicas are pending termination...\n'
              'deployment "catalog" successfully rolled out', duration=30.0),
        p.run("kubectl get pods -n shop -l app=catalog", tab([["NAME", "READY", "STATUS", "RESTARTS", "AGE"],
                                                               ["catalog-84c7b9f6d-mw4zt", "1/1", "Running", "0", "41s"],
                                                               ["catalog-84c7b9f6d-q2n7h", "1/1", "Running", "0", "23s"]], gap=3)),
        p.run("kubectl rollout history deploy/catalog -n shop", "deployment.apps/catalog \nREVISION  CHANGE-CAUSE\n4         <none>\n5         <none>\n6         <none>\n"),
        p.run("kubectl rollout undo deploy/catalog -n shop", "deployment.apps/catalog rolled back"),
        p.run("kubectl get deploy catalog -n shop -o jsonpath='{.spec.template.spec.containers[0].image}{\"\\n\"}'",
              "registry.example.com/shop/catalog:1.14.1"),
        p.run("kubectl rollout history deploy/catalog -n shop", "deployment.apps/catalog \nREVISION  CHANGE-CAUSE\n4         <none>\n6         <none>\n7         <none>\n"),
        p.run("kubectl get pods -n shop -l app=catalog", tab([["NAME", "READY", "STATUS", "RESTARTS", "AGE"],
                                                               ["catalog-6d9f7c5b8-8fjcx", "1/1", "Running", "0", "19s"],
                                                               ["catalog-6d9f7c5b8-tnd5b", "1/1", "Running", "0", "37s"],
                                                               ["catalog-84c7b9f6d-q2n7h", "1/1", "Terminating", "0", "2m4s"]], gap=3)),
        p.run("kubectl get rs -n shop -l app=catalog", tab([["NAME", "DESIRED", "CURRENT", "READY", "AGE"],
                                                             ["catalog-6d9f7c5b8", "2", "2", "2", "3d2h"],
                                                             ["catalog-84c7b9f6d", "0", "0", "0", "2m11s"],
                                                             ["catalog-f5b6d9c47", "0", "0", "0", "17d"]], gap=3)),
    ]
    return turns, state


def t15():
    """zfs rollback: a deleted file legitimately comes back, the new one vanishes; compression changed by zfs set."""
    p = Pane("root", "nas", "/root")
    state = p.prompt
    ls1 = ("total 27\ndrwxr-xr-x 3 www-data www-data    4 Apr 29 18:02 assets\n"
           "-rw-r--r-- 1 www-data www-data 1843 May  2 09:41 config.yml\n"
           "-rw-r--r-- 1 www-data www-data 9127 May  9 16:20 index.html")
    turns = [
        p.run("ls -l /tank/projects/site", ls1),
        p.run("zfs snapshot tank/projects@before-cleanup"),
        p.run("rm /tank/projects/site/config.yml && echo 'moved config to vault' > /tank/projects/site/NOTES.txt"),
        p.run("zfs diff tank/projects@before-cleanup",
              "M\t/tank/projects/site\n-\t/tank/projects/site/config.yml\n+\t/tank/projects/site/NOTES.txt"),
        p.run("ls -l /tank/projects/site", "total 27\n-rw-r--r-- 1 root     root       22 May 14 10:31 NOTES.txt\n"
                                           "drwxr-xr-x 3 www-data www-data    4 Apr 29 18:02 assets\n"
                                           "-rw-r--r-- 1 www-data www-data 9127 May  9 16:20 index.html"),
        p.run("zfs list -t snapshot -o name,used,refer -r tank/projects", tab([["NAME", "USED", "REFER"],
                                                                               ["tank/projects@weekly-2024-05-12", "64K", "3.18G"],
                                                                               ["tank/projects@before-cleanup", "72K", "3.18G"]], gap=3)),
        p.run("zfs rollback tank/projects@before-cleanup"),
        p.run("ls -l /tank/projects/site", ls1),
        p.run("zfs get -o property,value,source compression,compressratio tank/projects",
              "PROPERTY       VALUE     SOURCE\ncompression    lz4       inherited from tank\ncompressratio  1.37x     -"),
        p.run("zfs set compression=zstd tank/projects && zfs get -o property,value,source compression tank/projects",
              "PROPERTY     VALUE     SOURCE\ncompression  zstd      local"),
    ]
    return turns, state


def t16():
    """git stash / pull / pop: a modified file disappears from status and comes back, HEAD moves."""
    p = Pane("lin", "devbox", "/home/lin/src/ledger")
    state = p.prompt
    stat = " src/report.rs | 14 +++++++++-----\n 1 file changed, 9 insertions(+), 5 deletions(-)"
    turns = [
        p.run("git status -sb", "## main...origin/main [behind 2]\n M src/report.rs"),
        p.run("git diff --stat", stat),
        p.run('git stash push -m "wip report totals"', "Saved working directory and index state On main: wip report totals"),
        p.run("git pull --ff-only",
              "Updating 3e1a9c4..8b20f7d\nFast-forward\n Cargo.lock    |  6 +++---\n src/import.rs | 34 ++++++++++++++++++++++++++++------\n"
              " 2 files changed, 31 insertions(+), 9 deletions(-)", duration=3.0),
        p.run("git status -sb", "## main...origin/main"),
        p.run("git stash pop", "On branch main\nYour branch is up to date with 'origin/main'.\n\nChanges not staged for commit:\n"
                               '  (use "git add <file>..." to update what will be committed)\n'
                               '  (use "git restore <file>..." to discard changes in working directory)\n'
                               "\tmodified:   src/report.rs\n\nno changes added to commit (use \"git add\" and/or \"git commit -a\")\n"
                               "Dropped refs/stash@{0} (c4f0e27b9d1a6e83f5b2c7d9e0a1b4c6f8d3e2a7)"),
        p.run("git log --oneline -3", "8b20f7d (HEAD -> main, origin/main, origin/HEAD) import: accept semicolon-separated CSV\n"
                                      "51c6d0e bump csv to 1.3.1\n3e1a9c4 report: group by month"),
        p.run("git stash list"),
        p.run("git diff --stat", stat),
    ]
    return turns, state


def t17():
    """12-hour clock crossing noon, uptime advancing, an `at` job running and leaving the queue."""
    p = Pane("pat", "kiosk-3", "/home/pat")
    state = p.prompt
    turns = [
        p.run("date '+%a %b %d %r %Z'", "Thu Jun 06 11:57:42 AM PDT"),
        p.run("uptime", " 11:57:44 up 6 days,  2:13,  2 users,  load average: 0.41, 0.37, 0.30"),
        p.run("echo 'systemctl --user restart kiosk-browser' | at now + 2 minutes",
              "warning: commands will be executed using /bin/sh\njob 14 at Thu Jun  6 11:59:00 2024"),
        p.run("atq", "14\tThu Jun  6 11:59:00 2024 a pat"),
        p.run("sleep 150; atq", "", duration=155.0),
        p.run("date '+%a %b %d %r %Z'", "Thu Jun 06 12:00:21 PM PDT"),
        p.run("uptime", " 12:00:23 up 6 days,  2:16,  2 users,  load average: 0.88, 0.49, 0.34"),
        p.run("journalctl --user -u kiosk-browser -n 3 --no-pager",
              "Jun 06 11:59:00 kiosk-3 systemd[1123]: Stopping kiosk-browser.service - Kiosk browser...\n"
              "Jun 06 11:59:01 kiosk-3 systemd[1123]: Stopped kiosk-browser.service - Kiosk browser.\n"
              "Jun 06 11:59:01 kiosk-3 systemd[1123]: Started kiosk-browser.service - Kiosk browser."),
    ]
    return turns, state


def t18():
    """restic: a backup adds a snapshot, forget --prune removes the oldest; counts and sizes follow."""
    p = Pane("root", "backup-01", "/root")
    state = p.prompt
    r = "restic -r /srv/restic/photos"
    snaps = [("4a7c19d2", "2024-04-23 03:00:11", "weekly"), ("e90b33f1", "2024-04-30 03:00:09", "weekly"),
             ("4f1c9a2e", "2024-05-07 03:00:12", "weekly"), ("9b7e3d05", "2024-05-14 11:02:47", "weekly")]

    def table(rows, footer=True):
        out = ["ID        Time                 Host        Tags        Paths", "-" * 66]
        out += [f"{i}  {t}  backup-01   {g:<10}  /data/photos" for i, t, g in rows]
        out.append("-" * 66)
        if footer:
            out.append(f"{len(rows)} snapshots")
        return "\n".join(out)
    backup = ("using parent snapshot 4f1c9a2e\n\n"
              "Files:          37 new,     2 changed, 15120 unmodified\n"
              "Dirs:            3 new,     5 changed,   412 unmodified\n"
              "Added to the repository: 512.384 MiB (509.911 MiB stored)\n\n"
              "processed 15159 files, 86.420 GiB in 0:41\nsnapshot 9b7e3d05 saved")
    forget = ("Applying Policy: keep 3 latest snapshots\nkeep 3 snapshots:\n" + table(snaps[1:]) + "\n\n"
              "remove 1 snapshots:\n" + table(snaps[:1]) + "\n\n"
              "[0:00] 100.00%  1 / 1 files deleted\n1 snapshots have been removed, running prune\n"
              "loading indexes...\nloading all snapshots...\nfinding data that is still in use for 3 snapshots\n"
              "[0:00] 100.00%  3 / 3 snapshots\nsearching used packs...\ncollecting packs for deletion and repacking\n"
              "[0:00] 100.00%  5702 / 5702 packs processed\n\n"
              "to repack:             0 blobs / 0 B\nthis removes:          0 blobs / 0 B\n"
              "to delete:           203 blobs / 1.207 GiB\ntotal prune:         203 blobs / 1.207 GiB\n"
              "remaining:        140211 blobs / 85.913 GiB\nunused size after prune: 0 B (0.00% of remaining size)\n\n"
              "deleting unreferenced packs\n[0:00] 100.00%  79 / 79 files deleted\ndone")
    turns = [
        p.run(f"{r} snapshots", "repository 5e21c0a8 opened (version 2, compression level auto)\n" + table(snaps[:3])),
        p.run(f"{r} backup /data/photos --tag weekly", "repository 5e21c0a8 opened (version 2, compression level auto)\n" + backup, duration=45.0),
        p.run(f"{r} snapshots", "repository 5e21c0a8 opened (version 2, compression level auto)\n" + table(snaps)),
        p.run(f"{r} forget --keep-last 3 --prune", "repository 5e21c0a8 opened (version 2, compression level auto)\n" + forget, duration=10.0),
        p.run(f"{r} snapshots", "repository 5e21c0a8 opened (version 2, compression level auto)\n" + table(snaps[1:])),
        p.run(f"{r} stats --mode raw-data", "repository 5e21c0a8 opened (version 2, compression level auto)\n"
              "scanning...\nStats in raw-data mode:\n     Snapshots processed:  3\n        Total Blob Count:  140211\n"
              " Total Uncompressed Size:  86.870 GiB\n              Total Size:  85.913 GiB\n    Compression Progress:  100.00%\n"
              "       Compression Ratio:  1.01x\nCompression Space Saving:  1.10%"),
        p.run(f"{r} check", "using temporary cache in /tmp/restic-check-cache-1861402331\n"
              "repository 5e21c0a8 opened (version 2, compression level auto)\ncreated new cache in /tmp/restic-check-cache-1861402331\n"
              "create exclusive lock for repository\nload indexes\ncheck all packs\ncheck snapshots, trees and blobs\n"
              "[0:02] 100.00%  3 / 3 snapshots\nno errors were found", duration=10.0),
    ]
    return turns, state


def t19():
    """apt: install then remove jq; dpkg state moves ii -> un, bash's hash cache gives a stale-path error."""
    p = Pane("root", "ci-runner-4", "/root")
    state = p.prompt
    install = """Reading package lists... Done
Building dependency tree... Done
Reading state information... Done
The following additional packages will be installed:
  libjq1 libonig5
The following NEW packages will be installed:
  jq libjq1 libonig5
0 upgraded, 3 newly installed, 0 to remove and 12 not upgraded.
Need to get 357 kB of archives.
After this operation, 1087 kB of additional disk space will be used.
Get:1 http://deb.debian.org/debian bookworm/main amd64 libonig5 amd64 6.9.8-1 [188 kB]
Get:2 http://deb.debian.org/debian bookworm/main amd64 libjq1 amd64 1.6-2.1 [135 kB]
Get:3 http://deb.debian.org/debian bookworm/main amd64 jq amd64 1.6-2.1 [64.9 kB]
debconf: delaying package configuration, since apt-utils is not installed
Fetched 357 kB in 0s (2914 kB/s)
Selecting previously unselected package libonig5:amd64.
(Reading database ... 74012 files and directories currently installed.)
Preparing to unpack .../libonig5_6.9.8-1_amd64.deb ...
Unpacking libonig5:amd64 (6.9.8-1) ...
Selecting previously unselected package libjq1:amd64.
Preparing to unpack .../libjq1_1.6-2.1_amd64.deb ...
Unpacking libjq1:amd64 (1.6-2.1) ...
Selecting previously unselected package jq.
Preparing to unpack .../archives/jq_1.6-2.1_amd64.deb ...
Unpacking jq (1.6-2.1) ...
Setting up libonig5:amd64 (6.9.8-1) ...
Setting up libjq1:amd64 (1.6-2.1) ...
Setting up jq (1.6-2.1) ...
Processing triggers for libc-bin (2.36-9+deb12u7) ..."""
    remove = """Reading package lists... Done
Building dependency tree... Done
Reading state information... Done
The following packages were automatically installed and are no longer required:
  libjq1 libonig5
Use 'apt autoremove' to remove them.
The following packages will be REMOVED:
  jq
0 upgraded, 0 newly installed, 1 to remove and 12 not upgraded.
After this operation, 102 kB disk space will be freed.
(Reading database ... 74041 files and directories currently installed.)
Removing jq (1.6-2.1) ..."""
    auto = """Reading package lists... Done
Building dependency tree... Done
Reading state information... Done
The following packages will be REMOVED:
  libjq1 libonig5
0 upgraded, 0 newly installed, 2 to remove and 12 not upgraded.
After this operation, 985 kB disk space will be freed.
(Reading database ... 74033 files and directories currently installed.)
Removing libjq1:amd64 (1.6-2.1) ...
Removing libonig5:amd64 (6.9.8-1) ...
Processing triggers for libc-bin (2.36-9+deb12u7) ..."""
    hdr = ("Desired=Unknown/Install/Remove/Purge/Hold\n| Status=Not/Inst/Conf-files/Unpacked/halF-conf/Half-inst/trig-aWait/Trig-pend\n"
           "|/ Err?=(none)/Reinst-required (Status,Err: uppercase=bad)\n"
           "||/ Name           Version      Architecture Description\n"
           "+++-==============-============-============-=================================================\n")
    ii = ["ii  jq             1.6-2.1      amd64        lightweight and flexible command-line JSON processor",
          "ii  libjq1:amd64   1.6-2.1      amd64        lightweight and flexible command-line JSON processor - shared library",
          "ii  libonig5:amd64 6.9.8-1      amd64        regular expressions library"]
    un = "un  jq             <none>       <none>       (no description available)"
    turns = [
        p.run("dpkg -l | grep -E '^ii\\s+jq\\b'"),
        p.run("apt-get install -y jq", install, duration=15.0),
        p.run("dpkg -l jq libjq1 libonig5", hdr + "\n".join(ii)),
        p.run("jq --version", "jq-1.6"),
        p.run("apt-get remove -y jq", remove, duration=5.0),
        p.run("dpkg -l jq libjq1 libonig5", hdr + "\n".join([un] + ii[1:])),
        p.run("apt-get autoremove -y", auto, duration=5.0),
        p.run("jq --version", "bash: /usr/bin/jq: No such file or directory"),
        p.run("hash -r; jq --version", "bash: jq: command not found"),
    ]
    return turns, state


def t20():
    """make: touch and a header edit rebuild objects (new mtimes, one size change); make clean then rebuild."""
    p = Pane("ravi", "buildbox", "/home/ravi/src/tinyhttpd")
    state = p.prompt

    def ls(rows):
        total = {3: "total 84", 4: "total 104"}[len(rows)]
        return total + "\n" + "\n".join(f"-rw{'x' if n == 'tinyhttpd' else '-'}r-{'x' if n == 'tinyhttpd' else '-'}r-{'x' if n == 'tinyhttpd' else '-'} 1 ravi ravi {s:>5} {t} {n}" for n, s, t in rows)
    cc = "cc -O2 -Wall -Wextra -Iinclude -MMD -MP -c src/{0}.c -o build/{0}.o"
    link = "cc -o build/tinyhttpd build/http.o build/main.o build/server.o"
    turns = [
        p.run("ls -l --time-style=+%H:%M:%S build/ | grep -v '\\.d$'", ls([("http.o", 9840, "10:02:11"), ("main.o", 4312, "10:02:11"),
                                                                          ("server.o", 14688, "10:02:11"), ("tinyhttpd", 38904, "10:02:12")])),
        p.run("touch src/server.c && make", cc.format("server") + "\n" + link),
        p.run("ls -l --time-style=+%H:%M:%S build/ | grep -v '\\.d$'", ls([("http.o", 9840, "10:02:11"), ("main.o", 4312, "10:02:11"),
                                                                          ("server.o", 14688, "10:40:53"), ("tinyhttpd", 38904, "10:40:53")])),
        p.run("sed -i 's/#define MAX_CONN 64/#define MAX_CONN 256/' include/config.h && grep -n MAX_CONN include/config.h", "7:#define MAX_CONN 256"),
        p.run("make", "\n".join(cc.format(x) for x in ("http", "main", "server")) + "\n" + link, duration=3.0),
        p.run("ls -l --time-style=+%H:%M:%S build/ | grep -v '\\.d$'", ls([("http.o", 9840, "10:41:30"), ("main.o", 4312, "10:41:30"),
                                                                          ("server.o", 14720, "10:41:31"), ("tinyhttpd", 38904, "10:41:31")])),
        p.run("make clean && ls build/", "rm -f build/*.o build/*.d build/tinyhttpd"),
        p.run("make -j4 && ls -l --time-style=+%H:%M:%S build/ | grep -v '\\.d$'",
              "\n".join(cc.format(x) for x in ("http", "main", "server")) + "\n" + link + "\n" +
              ls([("http.o", 9840, "10:42:05"), ("main.o", 4312, "10:42:05"), ("server.o", 14720, "10:42:05"), ("tinyhttpd", 38904, "10:42:05")]), duration=3.0),
        p.run("./build/tinyhttpd --version", "tinyhttpd 0.4.1 (max_conn=256)"),
    ]
    return turns, state


def t21():
    """ip: MTU raised, an address added then removed; interface counters grow with traffic."""
    p = Pane("root", "edge-gw", "/root")
    state = p.prompt

    def link(mtu, rx, tx):
        return (f"3: eth1: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu {mtu} qdisc fq_codel state UP mode DEFAULT group default qlen 1000\n"
                "    link/ether 52:54:00:3a:7c:e1 brd ff:ff:ff:ff:ff:ff\n"
                "    RX:  bytes packets errors dropped  missed   mcast           \n"
                f"    {rx[0]:>10} {rx[1]:>7} {0:>6} {rx[2]:>7} {0:>7} {rx[3]:>7} \n"
                "    TX:  bytes packets errors dropped carrier collsns           \n"
                f"    {tx[0]:>10} {tx[1]:>7} {0:>6} {0:>7} {0:>7} {0:>7} ")
    turns = [
        p.run("ip -s link show eth1", link(1500, (918273645, 1204411, 12, 3321), (402918337, 987102))),
        p.run("ip link set eth1 mtu 9000"),
        p.run("ip addr add 10.50.0.1/24 dev eth1"),
        p.run("ip -br addr show eth1", "eth1             UP             172.16.5.1/24 10.50.0.1/24 fe80::5054:ff:fe3a:7ce1/64 "),
        p.run("ping -c 4 -M do -s 8972 10.50.0.20",
              "PING 10.50.0.20 (10.50.0.20) 8972(9000) bytes of data.\n" +
              "\n".join(f"8980 bytes from 10.50.0.20: icmp_seq={i} ttl=64 time={t} ms" for i, t in [(1, "0.612"), (2, "0.388"), (3, "0.401"), (4, "0.379")]) +
              "\n\n--- 10.50.0.20 ping statistics ---\n4 packets transmitted, 4 received, 0% packet loss, time 3051ms\n"
              "rtt min/avg/max/mdev = 0.379/0.445/0.612/0.097 ms", duration=4.0),
        p.run("ip -s link show eth1", link(9000, (918351202, 1204540, 12, 3324), (402991810, 987211))),
        p.run("ip addr del 10.50.0.1/24 dev eth1 && ip -br addr show eth1", "eth1             UP             172.16.5.1/24 fe80::5054:ff:fe3a:7ce1/64 "),
        p.run("ip route show dev eth1", "172.16.5.0/24 proto kernel scope link src 172.16.5.1 "),
    ]
    return turns, state


def t22():
    """logrotate -f: app.log becomes app.log.1, older files shift and get compressed, a fresh app.log grows."""
    p = Pane("root", "app-01", "/var/log/myapp")
    state = p.prompt
    conf = """/var/log/myapp/*.log {
    daily
    rotate 7
    compress
    delaycompress
    missingok
    notifempty
    create 0640 myapp adm
    sharedscripts
    postrotate
        systemctl kill -s HUP myapp.service >/dev/null 2>&1 || true
    endscript
}"""
    turns = [
        p.run("ls -l", "total 62340\n-rw-r----- 1 myapp adm 48213770 May 14 14:05 app.log\n"
                       "-rw-r----- 1 myapp adm 11502113 May 14 00:00 app.log.1\n-rw-r----- 1 myapp adm  3998214 May 13 00:00 app.log.2.gz"),
        p.run("wc -l app.log", "211904 app.log"),
        p.run("cat /etc/logrotate.d/myapp", conf),
        p.run("logrotate -f /etc/logrotate.d/myapp"),
        p.run("ls -l", "total 63276\n-rw-r----- 1 myapp adm        0 May 14 14:06 app.log\n"
                       "-rw-r----- 1 myapp adm 48213770 May 14 14:05 app.log.1\n"
                       "-rw-r----- 1 myapp adm  1006823 May 14 00:00 app.log.2.gz\n"
                       "-rw-r----- 1 myapp adm  3998214 May 13 00:00 app.log.3.gz"),
        p.run("sleep 5; wc -l app.log", "37 app.log", duration=6.0),
        p.run("ls -lt | head -3", "total 63280\n-rw-r----- 1 myapp adm     6112 May 14 14:06 app.log\n-rw-r----- 1 myapp adm 48213770 May 14 14:05 app.log.1"),
        p.run("zcat app.log.2.gz | tail -1", "2024-05-13T23:59:58.912Z INFO  http GET /healthz 200 0.4ms"),
        p.run("head -1 app.log", "2024-05-14T14:06:02.118Z INFO  main received SIGHUP, reopening log files"),
    ]
    return turns, state


BAD = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11]
CLEAN = [t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    n = 0
    order = BAD + CLEAN
    random.Random(606).shuffle(order)
    for fn in order:
        n += 1
        res = fn()
        tid = f"h6-terminal-{n:02d}"
        if fn in BAD:
            turns, state, turn, kind = res
            rs.add("terminal", tid, SYSTEM, turns, state=state, bad=True, turn=turn, kind=kind)
        else:
            turns, state = res
            rs.add("terminal", tid, SYSTEM, turns, state=state)
    rs.write()


if __name__ == "__main__":
    main()
