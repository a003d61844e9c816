# ruff: noqa: E501
"""holdout66, terminal domain: 22 hand-written tmux-pane trajectories (11 clean, 11 with one contradiction).

Each trajectory is a shell session in the official terminal world-model format: the action is a JSON array of
keystrokes with a duration, the observation is the pane (prompt with the echoed command, the program's output,
the next prompt). Topics: docker, systemd/journalctl, apt, kubectl, at, git, dnf/rpm, helm, pip/npm, docker
compose (mainstream) and runit, pm2, podman, nix, supervisord, lxd, s6, monit, buildah/skopeo, nerdctl,
flatpak (less common). Ids and digests come from a fixed hash so the output is deterministic.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet, jblock

TASK = "terminal"
SYSTEM = (
    "You act as a Terminal World Model: you stand in for a Linux shell running inside a tmux pane and predict "
    "what the pane shows after the agent's keystrokes.\n\n"
    "Each action is a JSON array of objects with `keystrokes` (typed verbatim; a trailing newline submits the "
    "line, tmux names such as C-c or C-d send control keys, an empty string only waits) and `duration` (seconds "
    "to wait before the screen is captured).\n\n"
    "Reply with the screen after the keys: the prompt with the echoed command, everything the program wrote to "
    "stdout and stderr, and the next prompt once the command has finished (a command still running shows only "
    "what it has printed so far). Keep the working directory, files, environment variables, installed "
    "packages, services, containers and processes consistent with every earlier turn of the session. Values "
    "the session has not shown yet (PIDs, ids, sizes, timestamps, versions) may be invented but must be "
    "plausible, and once shown they must stay as shown unless an action changes them. Match the prompt format "
    "of the session and the exact layout real tools print."
)


def hx(seed: str, n: int = 64) -> str:
    """A deterministic hex string standing in for an id or digest."""
    out = ""
    i = 0
    while len(out) < n:
        out += hashlib.sha256(f"{seed}/{i}".encode()).hexdigest()
        i += 1
    return out[:n]


def cols(rows: list[list[str]], pad: int = 3) -> str:
    """A tabwriter-style table (docker, kubectl, podman): columns padded to the widest cell plus `pad`."""
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = []
    for r in rows:
        cells = [c.ljust(widths[i] + pad) if i < len(r) - 1 else c for i, c in enumerate(r)]
        lines.append("".join(cells).rstrip())
    return "\n".join(lines)


def box(rows: list[list[str]], head_rule: bool = True) -> str:
    """A box-drawn table (pm2, monit)."""
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]

    def rule(a: str, b: str, c: str) -> str:
        return a + b.join("─" * (w + 2) for w in widths) + c

    out = [rule("┌", "┬", "┐")]
    for k, r in enumerate(rows):
        out.append("│" + "│".join(f" {c.ljust(widths[i])} " for i, c in enumerate(r)) + "│")
        if k == 0 and head_rule:
            out.append(rule("├", "┼", "┤"))
    out.append(rule("└", "┴", "┘"))
    return "\n".join(out)


def wait(duration: float) -> str:
    return jblock([{"keystrokes": "", "duration": duration}])


# ---------------------------------------------------------------------------------------------------------
# 01 clean: docker run / stats / restart / rm (live values move, a restart keeps the id, a removed one goes)
# ---------------------------------------------------------------------------------------------------------
def t01(rs: RowSet) -> None:
    p = Pane("root", "web-02", "/srv")
    state = p.prompt
    cid, redis = hx("01-edge"), hx("01-redis")
    mig = hx("01-migrate")
    turns = []
    layers = [hx(f"01-layer{i}", 12) for i in range(8)]
    pull = ["1.25-alpine: Pulling from library/nginx"] + [f"{lay}: Pull complete" for lay in layers] + [
        f"Digest: sha256:{hx('01-digest')}",
        "Status: Downloaded newer image for nginx:1.25-alpine",
        "docker.io/library/nginx:1.25-alpine"]
    turns.append(p.run("docker pull nginx:1.25-alpine", "\n".join(pull), duration=8.0))
    turns.append(p.run("docker run -d --name edge-proxy --restart unless-stopped -p 8080:80 -v /srv/edge/conf.d:/etc/nginx/conf.d:ro nginx:1.25-alpine", cid, duration=2.0))
    head = ["CONTAINER ID", "IMAGE", "COMMAND", "CREATED", "STATUS", "PORTS", "NAMES"]
    turns.append(p.run("docker ps", cols([
        head,
        [cid[:12], "nginx:1.25-alpine", '"/docker-entrypoint.…"', "7 seconds ago", "Up 6 seconds", "0.0.0.0:8080->80/tcp, :::8080->80/tcp", "edge-proxy"],
        [redis[:12], "redis:7.2.4", '"docker-entrypoint.s…"', "3 weeks ago", "Up 6 days", "127.0.0.1:6379->6379/tcp", "cache"],
    ])))
    shead = ["CONTAINER ID", "NAME", "CPU %", "MEM USAGE / LIMIT", "MEM %", "NET I/O", "BLOCK I/O", "PIDS"]
    turns.append(p.run("docker stats --no-stream", cols([
        shead,
        [cid[:12], "edge-proxy", "0.00%", "3.172MiB / 7.764GiB", "0.04%", "1.05kB / 0B", "0B / 12.3kB", "5"],
        [redis[:12], "cache", "0.31%", "9.84MiB / 7.764GiB", "0.12%", "48.2MB / 112MB", "4.1MB / 210MB", "6"],
    ]), duration=3.0))
    turns.append(p.run("curl -sI http://localhost:8080/", "\n".join([
        "HTTP/1.1 200 OK",
        "Server: nginx/1.25.5",
        "Date: Tue, 14 May 2024 08:31:52 GMT",
        "Content-Type: text/html",
        "Content-Length: 615",
        "Last-Modified: Tue, 16 Apr 2024 14:29:59 GMT",
        "Connection: keep-alive",
        'ETag: "661e8b67-267"',
        "Accept-Ranges: bytes"])))
    turns.append(p.run("docker restart edge-proxy", "edge-proxy", duration=2.0))
    turns.append(p.run("docker ps", cols([
        head,
        [cid[:12], "nginx:1.25-alpine", '"/docker-entrypoint.…"', "About a minute ago", "Up 4 seconds", "0.0.0.0:8080->80/tcp, :::8080->80/tcp", "edge-proxy"],
        [redis[:12], "redis:7.2.4", '"docker-entrypoint.s…"', "3 weeks ago", "Up 6 days", "127.0.0.1:6379->6379/tcp", "cache"],
    ])))
    turns.append(p.run("docker stats --no-stream", cols([
        shead,
        [cid[:12], "edge-proxy", "0.00%", "3.09MiB / 7.764GiB", "0.04%", "796B / 0B", "0B / 8.19kB", "5"],
        [redis[:12], "cache", "0.27%", "9.91MiB / 7.764GiB", "0.12%", "48.3MB / 112MB", "4.1MB / 211MB", "6"],
    ]), duration=3.0))
    turns.append(p.run("docker rm -f edge-proxy", "edge-proxy"))
    turns.append(p.run("docker ps -a", cols([
        head,
        [redis[:12], "redis:7.2.4", '"docker-entrypoint.s…"', "3 weeks ago", "Up 6 days", "127.0.0.1:6379->6379/tcp", "cache"],
        [mig[:12], "registry.internal/shop/migrate:0.19.3", '"/app/migrate up"', "2 weeks ago", "Exited (0) 2 weeks ago", "", "db-migrate"],
    ])))
    rs.add(TASK, "h66-terminal-01", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------------------
# 02 bad: systemd unit restart; a journal line of the new worker carries a time before the restart
# ---------------------------------------------------------------------------------------------------------
def t02(rs: RowSet) -> None:
    p = Pane("root", "app-01", "/root")
    state = p.prompt
    turns = []
    old = [18342, 18351, 18352, 18353]
    turns.append(p.run("systemctl status ledger-api --no-pager", "\n".join([
        "● ledger-api.service - Ledger API (gunicorn)",
        "     Loaded: loaded (/etc/systemd/system/ledger-api.service; enabled; vendor preset: enabled)",
        "     Active: active (running) since Tue 2024-05-14 09:12:03 UTC; 2h 41min ago",
        f"   Main PID: {old[0]} (gunicorn)",
        "      Tasks: 4 (limit: 9387)",
        "     Memory: 212.6M",
        "        CPU: 3min 12.418s",
        "     CGroup: /system.slice/ledger-api.service",
        f"             ├─{old[0]} /opt/ledger/venv/bin/python3 /opt/ledger/venv/bin/gunicorn --workers 3 --bind 127.0.0.1:8000 ledger.wsgi:application",
        f"             ├─{old[1]} /opt/ledger/venv/bin/python3 /opt/ledger/venv/bin/gunicorn --workers 3 --bind 127.0.0.1:8000 ledger.wsgi:application",
        f"             ├─{old[2]} /opt/ledger/venv/bin/python3 /opt/ledger/venv/bin/gunicorn --workers 3 --bind 127.0.0.1:8000 ledger.wsgi:application",
        f"             └─{old[3]} /opt/ledger/venv/bin/python3 /opt/ledger/venv/bin/gunicorn --workers 3 --bind 127.0.0.1:8000 ledger.wsgi:application",
        "",
        f"May 14 11:51:40 app-01 gunicorn[{old[2]}]: 10.0.4.17 - - [14/May/2024:11:51:40 +0000] \"GET /v1/accounts/4471/balance HTTP/1.1\" 200 88",
        f"May 14 11:52:02 app-01 gunicorn[{old[1]}]: 10.0.4.17 - - [14/May/2024:11:52:02 +0000] \"POST /v1/transfers HTTP/1.1\" 201 214",
        f"May 14 11:52:19 app-01 gunicorn[{old[3]}]: 10.0.4.22 - - [14/May/2024:11:52:19 +0000] \"GET /v1/accounts/981/balance HTTP/1.1\" 200 91",
        f"May 14 11:52:44 app-01 gunicorn[{old[2]}]: 10.0.4.17 - - [14/May/2024:11:52:44 +0000] \"GET /v1/transfers?limit=20 HTTP/1.1\" 200 3312",
    ])))
    turns.append(p.run("sed -i 's/--workers 3/--workers 4/' /etc/systemd/system/ledger-api.service && systemctl daemon-reload"))
    turns.append(p.run("systemctl restart ledger-api", duration=3.0))
    new = [21907, 21911, 21912, 21913, 21914]
    cmd4 = "/opt/ledger/venv/bin/python3 /opt/ledger/venv/bin/gunicorn --workers 4 --bind 127.0.0.1:8000 ledger.wsgi:application"
    turns.append(p.run("systemctl status ledger-api --no-pager", "\n".join([
        "● ledger-api.service - Ledger API (gunicorn)",
        "     Loaded: loaded (/etc/systemd/system/ledger-api.service; enabled; vendor preset: enabled)",
        "     Active: active (running) since Tue 2024-05-14 11:53:27 UTC; 6s ago",
        f"   Main PID: {new[0]} (gunicorn)",
        "      Tasks: 5 (limit: 9387)",
        "     Memory: 241.3M",
        "        CPU: 4.102s",
        "     CGroup: /system.slice/ledger-api.service",
        f"             ├─{new[0]} {cmd4}",
        f"             ├─{new[1]} {cmd4}",
        f"             ├─{new[2]} {cmd4}",
        f"             ├─{new[3]} {cmd4}",
        f"             └─{new[4]} {cmd4}",
        "",
        "May 14 11:53:27 app-01 systemd[1]: Started Ledger API (gunicorn).",
        f"May 14 11:53:28 app-01 gunicorn[{new[0]}]: [2024-05-14 11:53:28 +0000] [{new[0]}] [INFO] Starting gunicorn 21.2.0",
        f"May 14 11:53:28 app-01 gunicorn[{new[0]}]: [2024-05-14 11:53:28 +0000] [{new[0]}] [INFO] Listening at: http://127.0.0.1:8000 ({new[0]})",
        f"May 14 11:53:28 app-01 gunicorn[{new[0]}]: [2024-05-14 11:53:28 +0000] [{new[0]}] [INFO] Using worker: sync",
        f"May 14 11:53:28 app-01 gunicorn[{new[1]}]: [2024-05-14 11:53:28 +0000] [{new[1]}] [INFO] Booting worker with pid: {new[1]}",
        f"May 14 11:53:28 app-01 gunicorn[{new[2]}]: [2024-05-14 11:53:28 +0000] [{new[2]}] [INFO] Booting worker with pid: {new[2]}",
        f"May 14 11:53:28 app-01 gunicorn[{new[3]}]: [2024-05-14 11:53:28 +0000] [{new[3]}] [INFO] Booting worker with pid: {new[3]}",
        f"May 14 11:53:29 app-01 gunicorn[{new[4]}]: [2024-05-14 11:53:29 +0000] [{new[4]}] [INFO] Booting worker with pid: {new[4]}",
    ])))
    turns.append(p.run("journalctl -u ledger-api --since '11:53' --no-pager", "\n".join([
        "May 14 11:53:26 app-01 systemd[1]: Stopping Ledger API (gunicorn)...",
        f"May 14 11:53:26 app-01 gunicorn[{old[0]}]: [2024-05-14 11:53:26 +0000] [{old[0]}] [INFO] Handling signal: term",
        f"May 14 11:53:26 app-01 gunicorn[{old[1]}]: [2024-05-14 11:53:26 +0000] [{old[1]}] [INFO] Worker exiting (pid: {old[1]})",
        f"May 14 11:53:26 app-01 gunicorn[{old[2]}]: [2024-05-14 11:53:26 +0000] [{old[2]}] [INFO] Worker exiting (pid: {old[2]})",
        f"May 14 11:53:26 app-01 gunicorn[{old[3]}]: [2024-05-14 11:53:26 +0000] [{old[3]}] [INFO] Worker exiting (pid: {old[3]})",
        f"May 14 11:53:27 app-01 gunicorn[{old[0]}]: [2024-05-14 11:53:27 +0000] [{old[0]}] [INFO] Shutting down: Master",
        "May 14 11:53:27 app-01 systemd[1]: ledger-api.service: Deactivated successfully.",
        "May 14 11:53:27 app-01 systemd[1]: Stopped Ledger API (gunicorn).",
        "May 14 11:53:27 app-01 systemd[1]: ledger-api.service: Consumed 3min 12.904s CPU time.",
        "May 14 11:53:27 app-01 systemd[1]: Started Ledger API (gunicorn).",
        f"May 14 11:53:28 app-01 gunicorn[{new[0]}]: [2024-05-14 11:53:28 +0000] [{new[0]}] [INFO] Starting gunicorn 21.2.0",
        f"May 14 11:53:28 app-01 gunicorn[{new[0]}]: [2024-05-14 11:53:28 +0000] [{new[0]}] [INFO] Listening at: http://127.0.0.1:8000 ({new[0]})",
        f"May 14 11:53:28 app-01 gunicorn[{new[0]}]: [2024-05-14 11:53:28 +0000] [{new[0]}] [INFO] Using worker: sync",
        f"May 14 11:53:28 app-01 gunicorn[{new[1]}]: [2024-05-14 11:53:28 +0000] [{new[1]}] [INFO] Booting worker with pid: {new[1]}",
        f"May 14 11:53:28 app-01 gunicorn[{new[2]}]: [2024-05-14 11:53:28 +0000] [{new[2]}] [INFO] Booting worker with pid: {new[2]}",
        f"May 14 11:53:28 app-01 gunicorn[{new[3]}]: [2024-05-14 11:53:28 +0000] [{new[3]}] [INFO] Booting worker with pid: {new[3]}",
        f"May 14 11:53:29 app-01 gunicorn[{new[4]}]: [2024-05-14 11:53:29 +0000] [{new[4]}] [INFO] Booting worker with pid: {new[4]}",
    ])))
    turns.append(p.run("date; curl -s http://127.0.0.1:8000/healthz; echo", "Tue May 14 11:54:10 UTC 2024\n{\"status\":\"ok\",\"db\":\"ok\",\"workers\":4,\"version\":\"2.3.1\"}"))
    turns.append(p.run("journalctl -u ledger-api -n 6 --no-pager", "\n".join([
        f"May 14 11:53:28 app-01 gunicorn[{new[1]}]: [2024-05-14 11:53:28 +0000] [{new[1]}] [INFO] Booting worker with pid: {new[1]}",
        f"May 14 11:53:28 app-01 gunicorn[{new[2]}]: [2024-05-14 11:53:28 +0000] [{new[2]}] [INFO] Booting worker with pid: {new[2]}",
        f"May 14 11:53:28 app-01 gunicorn[{new[3]}]: [2024-05-14 11:53:28 +0000] [{new[3]}] [INFO] Booting worker with pid: {new[3]}",
        f"May 14 11:53:29 app-01 gunicorn[{new[4]}]: [2024-05-14 11:53:29 +0000] [{new[4]}] [INFO] Booting worker with pid: {new[4]}",
        f"May 14 11:53:51 app-01 gunicorn[{new[3]}]: 10.0.4.17 - - [14/May/2024:11:53:51 +0000] \"GET /v1/accounts/4471/balance HTTP/1.1\" 200 88",
        f"May 14 11:53:10 app-01 gunicorn[{new[2]}]: 127.0.0.1 - - [14/May/2024:11:53:10 +0000] \"GET /healthz HTTP/1.1\" 200 62",
    ])))
    turns.append(p.run("systemctl show ledger-api -p MainPID -p NRestarts -p ActiveEnterTimestamp", "\n".join([
        f"MainPID={new[0]}",
        "NRestarts=0",
        "ActiveEnterTimestamp=Tue 2024-05-14 11:53:27 UTC"])))
    rs.add(TASK, "h66-terminal-02", SYSTEM, turns, state=state, bad=True, turn=7,
           kind="The journal logs the /healthz request that curl made after `date` printed 11:54:10 at 11:53:10, served by worker 21912 that only booted at 11:53:28: the clock runs backwards and no action explains it.")


# ---------------------------------------------------------------------------------------------------------
# 03 clean: runit (sv): restart and a killed process come back with new pids, a service added then removed
# ---------------------------------------------------------------------------------------------------------
def t03(rs: RowSet) -> None:
    p = Pane("root", "void-builder", "/root")
    state = p.prompt
    base = {"agetty-tty1": (612, 86409), "crond": (640, 86405), "dhcpcd": (601, 86408), "nginx": (655, 86404),
            "log": (654, 86404), "socklog-unix": (630, 86407), "sshd": (660, 86404)}

    def up(name: str, off: int) -> str:
        pid, t = base[name]
        return f"(pid {pid}) {t + off}s"

    turns = []
    turns.append(p.run("sv status /var/service/*", "\n".join([
        f"run: /var/service/agetty-tty1: {up('agetty-tty1', 0)}",
        f"run: /var/service/crond: {up('crond', 0)}",
        f"run: /var/service/dhcpcd: {up('dhcpcd', 0)}",
        f"run: /var/service/nginx: {up('nginx', 0)}; run: log: {up('log', 0)}",
        f"run: /var/service/socklog-unix: {up('socklog-unix', 0)}",
        f"run: /var/service/sshd: {up('sshd', 0)}"])))
    turns.append(p.run("sv restart nginx", "ok: run: nginx: (pid 30112) 0s"))
    turns.append(p.run("sv status nginx", f"run: nginx: (pid 30112) 8s; run: log: {up('log', 20)}"))
    turns.append(p.run("pgrep -a nginx", "30112 nginx: master process /usr/bin/nginx -c /etc/nginx/nginx.conf -g daemon off;\n30114 nginx: worker process\n30115 nginx: worker process"))
    turns.append(p.run("kill 30112; sleep 2; sv status nginx", f"run: nginx: (pid 30141) 1s; run: log: {up('log', 35)}", duration=3.0))
    turns.append(p.run("ln -s /etc/sv/grafana /var/service/ && sleep 6 && sv status grafana", "run: grafana: (pid 30177) 4s", duration=7.0))
    turns.append(p.run("sv down sshd", "ok: down: sshd: 0s, normally up"))
    turns.append(p.run("sv status /var/service/*", "\n".join([
        f"run: /var/service/agetty-tty1: {up('agetty-tty1', 63)}",
        f"run: /var/service/crond: {up('crond', 63)}",
        f"run: /var/service/dhcpcd: {up('dhcpcd', 63)}",
        "run: /var/service/grafana: (pid 30177) 19s",
        f"run: /var/service/nginx: (pid 30141) 29s; run: log: {up('log', 63)}",
        f"run: /var/service/socklog-unix: {up('socklog-unix', 63)}",
        "down: /var/service/sshd: 8s, normally up"])))
    turns.append(p.run("sv up sshd", "ok: run: sshd: (pid 30219) 0s"))
    turns.append(p.run("rm /var/service/grafana && sleep 6 && sv status /var/service/*", "\n".join([
        f"run: /var/service/agetty-tty1: {up('agetty-tty1', 82)}",
        f"run: /var/service/crond: {up('crond', 82)}",
        f"run: /var/service/dhcpcd: {up('dhcpcd', 82)}",
        f"run: /var/service/nginx: (pid 30141) 48s; run: log: {up('log', 82)}",
        f"run: /var/service/socklog-unix: {up('socklog-unix', 82)}",
        "run: /var/service/sshd: (pid 30219) 12s"]), duration=7.0))
    rs.add(TASK, "h66-terminal-03", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------------------
# 04 bad: pm2 cluster scaled to 4; a later list shows a fifth api instance nobody started
# ---------------------------------------------------------------------------------------------------------
PM2_HEAD = ["id", "name", "namespace", "version", "mode", "pid", "uptime", "↺", "status", "cpu", "mem", "user", "watching"]


def pm2row(i: int, name: str, mode: str, pid: int, uptime: str, restarts: int, cpu: str, mem: str, ver: str) -> list[str]:
    return [str(i), name, "default", ver, mode, str(pid), uptime, str(restarts), "online", cpu, mem, "deploy", "disabled"]


def t04(rs: RowSet) -> None:
    p = Pane("deploy", "node-03", "/home/deploy/apps/api")
    state = p.prompt
    turns = []
    turns.append(p.run("pm2 list", box([
        PM2_HEAD,
        pm2row(0, "api", "cluster", 1822, "3D", 0, "0.3%", "71.2mb", "2.4.1"),
        pm2row(1, "api", "cluster", 1829, "3D", 0, "0.2%", "69.8mb", "2.4.1"),
        pm2row(2, "mail-worker", "fork", 1841, "3D", 2, "0%", "58.4mb", "1.7.0"),
    ])))
    turns.append(p.run("pm2 scale api 4", "[PM2] Scaling up application\n[PM2] Scaling up application\n" + box([
        PM2_HEAD,
        pm2row(0, "api", "cluster", 1822, "3D", 0, "0.3%", "71.4mb", "2.4.1"),
        pm2row(1, "api", "cluster", 1829, "3D", 0, "0.2%", "70.1mb", "2.4.1"),
        pm2row(3, "api", "cluster", 48812, "0s", 0, "0%", "38.9mb", "2.4.1"),
        pm2row(4, "api", "cluster", 48819, "0s", 0, "0%", "34.2mb", "2.4.1"),
        pm2row(2, "mail-worker", "fork", 1841, "3D", 2, "0%", "58.4mb", "1.7.0"),
    ]), duration=2.0))
    turns.append(p.run("pm2 restart mail-worker", "Use --update-env to update environment variables\n[PM2] Applying action restartProcessId on app [mail-worker](ids: [ 2 ])\n[PM2] [mail-worker](2) ✓\n" + box([
        PM2_HEAD,
        pm2row(0, "api", "cluster", 1822, "3D", 0, "0.2%", "71.4mb", "2.4.1"),
        pm2row(1, "api", "cluster", 1829, "3D", 0, "0.3%", "70.3mb", "2.4.1"),
        pm2row(3, "api", "cluster", 48812, "21s", 0, "0.1%", "66.7mb", "2.4.1"),
        pm2row(4, "api", "cluster", 48819, "21s", 0, "0.1%", "65.9mb", "2.4.1"),
        pm2row(2, "mail-worker", "fork", 48903, "0s", 3, "0%", "31.6mb", "1.7.0"),
    ])))
    turns.append(p.run("pm2 logs mail-worker --lines 6 --nostream", "\n".join([
        "[TAILING] Tailing last 6 lines for [mail-worker] process (change the value with --lines option)",
        "/home/deploy/.pm2/logs/mail-worker-out.log last 6 lines:",
        "2|mail-wor | 2024-05-14T10:02:41.118Z info  queue drained, 0 jobs pending",
        "2|mail-wor | 2024-05-14T10:04:12.540Z info  SIGINT received, closing smtp pool",
        "2|mail-wor | 2024-05-14T10:04:12.566Z info  smtp pool closed (3 connections)",
        "2|mail-wor | 2024-05-14T10:04:12.981Z info  mail-worker 1.7.0 starting (node v20.12.2)",
        "2|mail-wor | 2024-05-14T10:04:13.204Z info  connected to redis 127.0.0.1:6379 db=2",
        "2|mail-wor | 2024-05-14T10:04:13.311Z info  smtp pool ready (max 3) -> smtp.eu.mailgun.org:587",
        "",
        "/home/deploy/.pm2/logs/mail-worker-error.log last 6 lines:",
        "2|mail-wor | 2024-05-11T22:17:05.004Z warn  smtp 421 from smtp.eu.mailgun.org, retrying in 30s",
        "2|mail-wor | 2024-05-12T03:40:51.772Z error job 88213 failed: ETIMEDOUT (attempt 1/5)",
    ])))
    turns.append(p.run("pm2 save", "[PM2] Saving current process list...\n[PM2] Successfully saved in /home/deploy/.pm2/dump.pm2"))
    turns.append(p.run("pm2 list", box([
        PM2_HEAD,
        pm2row(0, "api", "cluster", 1822, "3D", 0, "0.4%", "72.0mb", "2.4.1"),
        pm2row(1, "api", "cluster", 1829, "3D", 0, "0.2%", "70.6mb", "2.4.1"),
        pm2row(3, "api", "cluster", 48812, "2m", 0, "0.2%", "68.1mb", "2.4.1"),
        pm2row(4, "api", "cluster", 48819, "2m", 0, "0.1%", "67.4mb", "2.4.1"),
        pm2row(5, "api", "cluster", 48827, "2m", 0, "0.1%", "66.8mb", "2.4.1"),
        pm2row(2, "mail-worker", "fork", 48903, "2m", 3, "0.1%", "54.0mb", "1.7.0"),
    ])))
    turns.append(p.run("jq -r '.[] | \"\\(.pm_id) \\(.name) \\(.exec_mode)\"' ~/.pm2/dump.pm2", "0 api cluster_mode\n1 api cluster_mode\n2 mail-worker fork_mode\n3 api cluster_mode\n4 api cluster_mode"))
    rs.add(TASK, "h66-terminal-04", SYSTEM, turns, state=state, bad=True, turn=6,
           kind="After `pm2 scale api 4` the api cluster had exactly four instances (ids 0, 1, 3, 4), but this list shows a fifth instance id 5 (pid 48827) although nothing scaled or started api again.")


# ---------------------------------------------------------------------------------------------------------
# 05 clean: apt: upgrades change versions, a package installed then removed, autoremove clears deps
# ---------------------------------------------------------------------------------------------------------
def t05(rs: RowSet) -> None:
    p = Pane("root", "bastion", "/root")
    state = p.prompt
    rd = "Reading package lists... Done\nBuilding dependency tree... Done\nReading state information... Done"
    turns = []
    turns.append(p.run("apt-get update", "\n".join([
        "Hit:1 http://archive.ubuntu.com/ubuntu jammy InRelease",
        "Get:2 http://archive.ubuntu.com/ubuntu jammy-updates InRelease [128 kB]",
        "Hit:3 http://archive.ubuntu.com/ubuntu jammy-backports InRelease",
        "Get:4 http://security.ubuntu.com/ubuntu jammy-security InRelease [129 kB]",
        "Get:5 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 Packages [1,712 kB]",
        "Get:6 http://security.ubuntu.com/ubuntu jammy-security/main amd64 Packages [1,495 kB]",
        "Fetched 3,464 kB in 2s (1,838 kB/s)",
        "Reading package lists... Done"]), duration=5.0))
    turns.append(p.run("apt list --upgradable", "\n".join([
        "Listing... Done",
        "curl/jammy-updates,jammy-security 7.81.0-1ubuntu1.17 amd64 [upgradable from: 7.81.0-1ubuntu1.16]",
        "libcurl4/jammy-updates,jammy-security 7.81.0-1ubuntu1.17 amd64 [upgradable from: 7.81.0-1ubuntu1.16]",
        "libssl3/jammy-updates,jammy-security 3.0.2-0ubuntu1.16 amd64 [upgradable from: 3.0.2-0ubuntu1.15]",
        "openssl/jammy-updates,jammy-security 3.0.2-0ubuntu1.16 amd64 [upgradable from: 3.0.2-0ubuntu1.15]"])))
    turns.append(p.run("apt-get install --only-upgrade -y openssl libssl3", "\n".join([
        rd,
        "The following packages will be upgraded:",
        "  libssl3 openssl",
        "2 upgraded, 0 newly installed, 0 to remove and 2 not upgraded.",
        "Need to get 3,083 kB of archives.",
        "After this operation, 0 B of additional disk space will be used.",
        "Get:1 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 libssl3 amd64 3.0.2-0ubuntu1.16 [1,905 kB]",
        "Get:2 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 openssl amd64 3.0.2-0ubuntu1.16 [1,178 kB]",
        "Fetched 3,083 kB in 1s (4,212 kB/s)",
        "(Reading database ... 74213 files and directories currently installed.)",
        "Preparing to unpack .../libssl3_3.0.2-0ubuntu1.16_amd64.deb ...",
        "Unpacking libssl3:amd64 (3.0.2-0ubuntu1.16) over (3.0.2-0ubuntu1.15) ...",
        "Preparing to unpack .../openssl_3.0.2-0ubuntu1.16_amd64.deb ...",
        "Unpacking openssl (3.0.2-0ubuntu1.16) over (3.0.2-0ubuntu1.15) ...",
        "Setting up libssl3:amd64 (3.0.2-0ubuntu1.16) ...",
        "Setting up openssl (3.0.2-0ubuntu1.16) ...",
        "Processing triggers for man-db (2.10.2-1) ...",
        "Processing triggers for libc-bin (2.35-0ubuntu3.7) ..."]), duration=8.0))
    turns.append(p.run("apt list --upgradable", "\n".join([
        "Listing... Done",
        "curl/jammy-updates,jammy-security 7.81.0-1ubuntu1.17 amd64 [upgradable from: 7.81.0-1ubuntu1.16]",
        "libcurl4/jammy-updates,jammy-security 7.81.0-1ubuntu1.17 amd64 [upgradable from: 7.81.0-1ubuntu1.16]"])))
    turns.append(p.run("apt-get install -y jq", "\n".join([
        rd,
        "The following additional packages will be installed:",
        "  libjq1 libonig5",
        "The following NEW packages will be installed:",
        "  jq libjq1 libonig5",
        "0 upgraded, 3 newly installed, 0 to remove and 2 not upgraded.",
        "Need to get 357 kB of archives.",
        "After this operation, 1,087 kB of additional disk space will be used.",
        "Get:1 http://archive.ubuntu.com/ubuntu jammy/main amd64 libonig5 amd64 6.9.7.1-2build1 [172 kB]",
        "Get:2 http://archive.ubuntu.com/ubuntu jammy/main amd64 libjq1 amd64 1.6-2.1ubuntu3 [133 kB]",
        "Get:3 http://archive.ubuntu.com/ubuntu jammy/main amd64 jq amd64 1.6-2.1ubuntu3 [52.5 kB]",
        "Fetched 357 kB in 0s (1,146 kB/s)",
        "Selecting previously unselected package libonig5:amd64.",
        "(Reading database ... 74213 files and directories currently installed.)",
        "Preparing to unpack .../libonig5_6.9.7.1-2build1_amd64.deb ...",
        "Unpacking libonig5:amd64 (6.9.7.1-2build1) ...",
        "Selecting previously unselected package libjq1:amd64.",
        "Preparing to unpack .../libjq1_1.6-2.1ubuntu3_amd64.deb ...",
        "Unpacking libjq1:amd64 (1.6-2.1ubuntu3) ...",
        "Selecting previously unselected package jq.",
        "Preparing to unpack .../jq_1.6-2.1ubuntu3_amd64.deb ...",
        "Unpacking jq (1.6-2.1ubuntu3) ...",
        "Setting up libonig5:amd64 (6.9.7.1-2build1) ...",
        "Setting up libjq1:amd64 (1.6-2.1ubuntu3) ...",
        "Setting up jq (1.6-2.1ubuntu3) ...",
        "Processing triggers for man-db (2.10.2-1) ...",
        "Processing triggers for libc-bin (2.35-0ubuntu3.7) ..."]), duration=5.0))
    turns.append(p.run("jq --version && openssl version", "jq-1.6\nOpenSSL 3.0.2 15 Mar 2022 (Library: OpenSSL 3.0.2 15 Mar 2022)"))
    turns.append(p.run("apt-get remove -y jq", "\n".join([
        rd,
        "The following packages were automatically installed and are no longer required:",
        "  libjq1 libonig5",
        "Use 'apt autoremove' to remove them.",
        "The following packages will be REMOVED:",
        "  jq",
        "0 upgraded, 0 newly installed, 1 to remove and 2 not upgraded.",
        "After this operation, 102 kB disk space will be freed.",
        "(Reading database ... 74246 files and directories currently installed.)",
        "Removing jq (1.6-2.1ubuntu3) ...",
        "Processing triggers for man-db (2.10.2-1) ..."]), duration=3.0))
    turns.append(p.run("dpkg -l | grep -E 'jq|onig|libssl3|openssl'", "\n".join([
        "ii  libjq1:amd64                          1.6-2.1ubuntu3                          amd64        lightweight and flexible command-line JSON processor - shared library",
        "ii  libonig5:amd64                        6.9.7.1-2build1                         amd64        regular expressions library",
        "ii  libssl3:amd64                         3.0.2-0ubuntu1.16                       amd64        Secure Sockets Layer toolkit - shared libraries",
        "ii  openssl                               3.0.2-0ubuntu1.16                       amd64        Secure Sockets Layer toolkit - cryptographic utility"])))
    turns.append(p.run("apt-get autoremove -y", "\n".join([
        rd,
        "The following packages will be REMOVED:",
        "  libjq1 libonig5",
        "0 upgraded, 0 newly installed, 2 to remove and 2 not upgraded.",
        "After this operation, 985 kB disk space will be freed.",
        "(Reading database ... 74238 files and directories currently installed.)",
        "Removing libjq1:amd64 (1.6-2.1ubuntu3) ...",
        "Removing libonig5:amd64 (6.9.7.1-2build1) ...",
        "Processing triggers for libc-bin (2.35-0ubuntu3.7) ..."]), duration=3.0))
    turns.append(p.run("dpkg -l | grep -cE '^ii  (jq|libjq1|libonig5)'", "0"))
    rs.add(TASK, "h66-terminal-05", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------------------
# 06 bad: podman rename; a later `podman ps -a` lists the container under its old name
# ---------------------------------------------------------------------------------------------------------
def t06(rs: RowSet) -> None:
    p = Pane("mara", "fedora-ws", "/home/mara/dev/billing")
    state = p.prompt
    pg, red, old = hx("06-pg"), hx("06-redis"), hx("06-mailhog")
    head = ["CONTAINER ID", "IMAGE", "COMMAND", "CREATED", "STATUS", "PORTS", "NAMES"]
    turns = []
    turns.append(p.run("podman ps -a", cols([
        head,
        [red[:12], "docker.io/library/redis:7.2", "redis-server", "2 days ago", "Up 2 days", "0.0.0.0:6380->6379/tcp", "redis-cache"],
        [old[:12], "docker.io/mailhog/mailhog:latest", "MailHog", "5 weeks ago", "Exited (2) 3 weeks ago", "0.0.0.0:8025->8025/tcp", "mailhog"],
    ])))
    pull = ["Resolved \"postgres\" as an alias (/etc/containers/registries.conf.d/000-shortnames.conf)",
            "Trying to pull docker.io/library/postgres:16...",
            "Getting image source signatures"] + [f"Copying blob {hx(f'06-b{i}', 12)} done   | " for i in range(6)] + [
            f"Copying config {hx('06-cfg', 12)} done   | ",
            "Writing manifest to image destination",
            pg]
    turns.append(p.run("podman run -d --name pg-test -e POSTGRES_PASSWORD=devpass -p 5433:5432 -v pgdata:/var/lib/postgresql/data postgres:16", "\n".join(pull), duration=15.0))
    turns.append(p.run("podman ps", cols([
        head,
        [red[:12], "docker.io/library/redis:7.2", "redis-server", "2 days ago", "Up 2 days", "0.0.0.0:6380->6379/tcp", "redis-cache"],
        [pg[:12], "docker.io/library/postgres:16", "postgres", "12 seconds ago", "Up 12 seconds", "0.0.0.0:5433->5432/tcp", "pg-test"],
    ])))
    turns.append(p.run("podman rename pg-test pg-main"))
    turns.append(p.run("podman exec pg-main psql -U postgres -c 'select version();'", "\n".join([
        "                                                       version",
        "---------------------------------------------------------------------------------------------------------------------",
        " PostgreSQL 16.3 (Debian 16.3-1.pgdg120+1) on x86_64-pc-linux-gnu, compiled by gcc (Debian 12.2.0-14) 12.2.0, 64-bit",
        "(1 row)",
        ""])))
    turns.append(p.run("podman exec pg-main createdb -U postgres billing_dev && podman exec pg-main psql -U postgres -lqt | cut -d'|' -f1", "\n".join([
        " billing_dev",
        " postgres",
        " template0",
        " template1",
        ""])))
    turns.append(p.run("podman stop redis-cache", "redis-cache", duration=2.0))
    turns.append(p.run("podman ps -a", cols([
        head,
        [red[:12], "docker.io/library/redis:7.2", "redis-server", "2 days ago", "Exited (0) 6 seconds ago", "0.0.0.0:6380->6379/tcp", "redis-cache"],
        [old[:12], "docker.io/mailhog/mailhog:latest", "MailHog", "5 weeks ago", "Exited (2) 3 weeks ago", "0.0.0.0:8025->8025/tcp", "mailhog"],
        [pg[:12], "docker.io/library/postgres:16", "postgres", "About a minute ago", "Up About a minute", "0.0.0.0:5433->5432/tcp", "pg-test"],
    ])))
    turns.append(p.run("podman volume ls", "DRIVER      VOLUME NAME\nlocal       pgdata\nlocal       redis-cache-data"))
    rs.add(TASK, "h66-terminal-06", SYSTEM, turns, state=state, bad=True, turn=8,
           kind=f"Container {pg[:12]} was renamed pg-test -> pg-main at turn 4 (and answered to pg-main since), but this listing shows it under the old name pg-test with no rename back.")


# ---------------------------------------------------------------------------------------------------------
# 07 clean: kubectl scale and set image: new pods, a new ReplicaSet hash, a new rollout revision
# ---------------------------------------------------------------------------------------------------------
def t07(rs: RowSet) -> None:
    p = Pane("sre", "jump", "/home/sre")
    state = p.prompt
    turns = []
    turns.append(p.run("kubectl get deploy -n shop", cols([
        ["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE"],
        ["cart", "3/3", "3", "3", "41d"],
        ["catalog", "2/2", "2", "2", "41d"],
        ["checkout", "2/2", "2", "2", "41d"],
        ["frontend", "3/3", "3", "3", "41d"],
        ["payments-gw", "2/2", "2", "2", "19d"],
    ])))
    turns.append(p.run("kubectl get pods -n shop -l app=checkout -o wide", cols([
        ["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES"],
        ["checkout-6f8d9c7b54-7xk2p", "1/1", "Running", "0", "6d3h", "10.42.1.37", "wk-02", "<none>", "<none>"],
        ["checkout-6f8d9c7b54-qm9vd", "1/1", "Running", "1 (4d2h ago)", "6d3h", "10.42.2.19", "wk-03", "<none>", "<none>"],
    ])))
    turns.append(p.run("kubectl scale deploy/checkout -n shop --replicas=4", "deployment.apps/checkout scaled"))
    turns.append(p.run("kubectl get pods -n shop -l app=checkout", cols([
        ["NAME", "READY", "STATUS", "RESTARTS", "AGE"],
        ["checkout-6f8d9c7b54-7xk2p", "1/1", "Running", "0", "6d3h"],
        ["checkout-6f8d9c7b54-b4lzn", "0/1", "Running", "0", "9s"],
        ["checkout-6f8d9c7b54-qm9vd", "1/1", "Running", "1 (4d2h ago)", "6d3h"],
        ["checkout-6f8d9c7b54-tr8wq", "1/1", "Running", "0", "9s"],
    ])))
    turns.append(p.run("kubectl set image deploy/checkout -n shop checkout=registry.example.com/shop/checkout:1.14.2", "deployment.apps/checkout image updated"))
    turns.append(p.run("kubectl rollout status deploy/checkout -n shop", "\n".join([
        'Waiting for deployment "checkout" rollout to finish: 2 out of 4 new replicas have been updated...',
        'Waiting for deployment "checkout" rollout to finish: 2 out of 4 new replicas have been updated...',
        'Waiting for deployment "checkout" rollout to finish: 3 out of 4 new replicas have been updated...',
        'Waiting for deployment "checkout" rollout to finish: 3 out of 4 new replicas have been updated...',
        'Waiting for deployment "checkout" rollout to finish: 1 old replicas are pending termination...',
        'Waiting for deployment "checkout" rollout to finish: 1 old replicas are pending termination...',
        'deployment "checkout" successfully rolled out']), duration=45.0))
    turns.append(p.run("kubectl get pods -n shop -l app=checkout -o wide", cols([
        ["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES"],
        ["checkout-5c77b8d9f6-8gq4m", "1/1", "Running", "0", "51s", "10.42.1.52", "wk-02", "<none>", "<none>"],
        ["checkout-5c77b8d9f6-dz7kc", "1/1", "Running", "0", "51s", "10.42.3.44", "wk-01", "<none>", "<none>"],
        ["checkout-5c77b8d9f6-l2wrx", "1/1", "Running", "0", "34s", "10.42.2.31", "wk-03", "<none>", "<none>"],
        ["checkout-5c77b8d9f6-vp9hn", "1/1", "Running", "0", "20s", "10.42.3.45", "wk-01", "<none>", "<none>"],
    ])))
    turns.append(p.run("kubectl rollout history deploy/checkout -n shop", "deployment.apps/checkout \nREVISION  CHANGE-CAUSE\n1         <none>\n2         <none>\n3         <none>\n"))
    turns.append(p.run("kubectl get rs -n shop -l app=checkout", cols([
        ["NAME", "DESIRED", "CURRENT", "READY", "AGE"],
        ["checkout-5c77b8d9f6", "4", "4", "4", "58s"],
        ["checkout-6f8d9c7b54", "0", "0", "0", "6d3h"],
        ["checkout-8b4c6d5f7", "0", "0", "0", "41d"],
    ])))
    turns.append(p.run("kubectl get deploy checkout -n shop -o jsonpath='{.spec.template.spec.containers[0].image}{\"\\n\"}'", "registry.example.com/shop/checkout:1.14.2"))
    rs.add(TASK, "h66-terminal-07", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------------------
# 08 bad: at jobs; a queued job's time moves by an hour in a later atq
# ---------------------------------------------------------------------------------------------------------
def t08(rs: RowSet) -> None:
    p = Pane("root", "reports", "/root")
    state = p.prompt
    turns = []
    turns.append(p.run("date", "Wed Mar  6 13:58:41 CET 2024"))
    turns.append(p.run("atq", "11\tThu Mar  7 02:00:00 2024 a root\n9\tFri Mar  8 06:15:00 2024 b backup"))
    turns.append(p.run('echo "/usr/local/bin/rebuild-index --full >> /var/log/rebuild-index.log 2>&1" | at 22:30', "warning: commands will be executed using /bin/sh\njob 14 at Wed Mar  6 22:30:00 2024"))
    turns.append(p.run('echo "systemctl restart reportd" | at now + 2 hours', "warning: commands will be executed using /bin/sh\njob 15 at Wed Mar  6 15:59:00 2024"))
    turns.append(p.run("atq", "11\tThu Mar  7 02:00:00 2024 a root\n14\tWed Mar  6 22:30:00 2024 a root\n15\tWed Mar  6 15:59:00 2024 a root\n9\tFri Mar  8 06:15:00 2024 b backup"))
    turns.append(p.run("at -c 14 | tail -n 7", "\n".join([
        "cd /root || {",
        "\t echo 'Execution directory inaccessible' >&2",
        "\t exit 1",
        "}",
        "${SHELL:-/bin/sh} << 'marcinDELIMITER5d2a7e3b'",
        "/usr/local/bin/rebuild-index --full >> /var/log/rebuild-index.log 2>&1",
        "marcinDELIMITER5d2a7e3b"])))
    turns.append(p.run("atrm 11"))
    turns.append(p.run("atq", "14\tWed Mar  6 23:30:00 2024 a root\n15\tWed Mar  6 15:59:00 2024 a root\n9\tFri Mar  8 06:15:00 2024 b backup"))
    turns.append(p.run("crontab -l", "\n".join([
        "# m h  dom mon dow   command",
        "MAILTO=ops@reports.example.net",
        "*/15 * * * * /usr/local/bin/reportd-healthcheck --quiet",
        "30 1 * * *   /usr/local/bin/rotate-exports --keep 14",
        "0 4 * * 0    /usr/bin/certbot renew --quiet --deploy-hook 'systemctl reload nginx'"])))
    turns.append(p.run("date", "Wed Mar  6 14:01:07 CET 2024"))
    rs.add(TASK, "h66-terminal-08", SYSTEM, turns, state=state, bad=True, turn=8,
           kind="Job 14 was queued for Wed Mar 6 22:30:00 (confirmed by at and the earlier atq), but this atq shows it at 23:30:00; only job 11 was removed, nothing rescheduled job 14.")


NIX32 = "0123456789abcdfghijklmnpqrsvwxyz"


def nixhash(seed: str) -> str:
    raw = bytes.fromhex(hx(seed, 64))
    return "".join(NIX32[b % 32] for b in raw[:32])


# ---------------------------------------------------------------------------------------------------------
# 09 clean: nix-env install, erase, rollback (the erased package legitimately comes back)
# ---------------------------------------------------------------------------------------------------------
def t09(rs: RowSet) -> None:
    p = Pane("jon", "nixbox", "/home/jon")
    state = p.prompt
    jq = {k: nixhash(f"09-{k}") for k in ("bin", "lib", "man", "onig", "env7", "env8", "htop")}
    turns = []
    turns.append(p.run("nix-env -q", "git-2.44.0\nhtop-3.3.0\nripgrep-14.1.0"))
    turns.append(p.run("nix-env -iA nixpkgs.jq", "\n".join([
        "installing 'jq-1.7.1'",
        "these 4 paths will be fetched (0.62 MiB download, 2.27 MiB unpacked):",
        f"  /nix/store/{jq['bin']}-jq-1.7.1-bin",
        f"  /nix/store/{jq['lib']}-jq-1.7.1-lib",
        f"  /nix/store/{jq['man']}-jq-1.7.1-man",
        f"  /nix/store/{jq['onig']}-oniguruma-6.9.9-lib",
        f"copying path '/nix/store/{jq['onig']}-oniguruma-6.9.9-lib' from 'https://cache.nixos.org'...",
        f"copying path '/nix/store/{jq['man']}-jq-1.7.1-man' from 'https://cache.nixos.org'...",
        f"copying path '/nix/store/{jq['lib']}-jq-1.7.1-lib' from 'https://cache.nixos.org'...",
        f"copying path '/nix/store/{jq['bin']}-jq-1.7.1-bin' from 'https://cache.nixos.org'...",
        f"building '/nix/store/{jq['env7']}-user-environment.drv'..."]), duration=10.0))
    turns.append(p.run("nix-env --list-generations", "\n".join([
        "   4   2024-03-02 18:11:40   ",
        "   5   2024-04-09 21:03:12   ",
        "   6   2024-04-27 09:45:58   ",
        "   7   2024-05-14 19:20:03   (current)"])))
    turns.append(p.run("nix-env -q", "git-2.44.0\nhtop-3.3.0\njq-1.7.1\nripgrep-14.1.0"))
    turns.append(p.run("jq --version", "jq-1.7.1"))
    turns.append(p.run("nix-env -e htop", f"uninstalling 'htop-3.3.0'\nbuilding '/nix/store/{jq['env8']}-user-environment.drv'...", duration=3.0))
    turns.append(p.run("nix-env -q", "git-2.44.0\njq-1.7.1\nripgrep-14.1.0"))
    turns.append(p.run("nix-env --rollback", "switching profile from version 8 to 7"))
    turns.append(p.run("nix-env -q", "git-2.44.0\nhtop-3.3.0\njq-1.7.1\nripgrep-14.1.0"))
    turns.append(p.run("nix-env --list-generations", "\n".join([
        "   4   2024-03-02 18:11:40   ",
        "   5   2024-04-09 21:03:12   ",
        "   6   2024-04-27 09:45:58   ",
        "   7   2024-05-14 19:20:03   (current)",
        "   8   2024-05-14 19:21:37   "])))
    turns.append(p.run("readlink -f $(which htop)", f"/nix/store/{jq['htop']}-htop-3.3.0/bin/htop"))
    rs.add(TASK, "h66-terminal-09", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------------------
# 10 bad: docker rmi of an image; it is back in a later `docker images`
# ---------------------------------------------------------------------------------------------------------
def t10(rs: RowSet) -> None:
    p = Pane("root", "ci-runner-4", "/root")
    state = p.prompt
    reg = "registry.internal:5000/ci/build-env"
    ids = {k: hx(f"10-{k}") for k in ("b05", "b03", "b11", "node", "pg", "n1", "n2", "kaniko", "alpine")}
    head = ["REPOSITORY", "TAG", "IMAGE ID", "CREATED", "SIZE"]
    rows = {
        "b05": [reg, "2024.05", ids["b05"][:12], "9 days ago", "1.42GB"],
        "b03": [reg, "2024.03", ids["b03"][:12], "2 months ago", "1.39GB"],
        "b11": [reg, "2023.11", ids["b11"][:12], "6 months ago", "1.31GB"],
        "node": ["node", "20-bookworm", ids["node"][:12], "3 weeks ago", "1.1GB"],
        "pg": ["postgres", "16-alpine", ids["pg"][:12], "5 weeks ago", "243MB"],
        "kaniko": ["gcr.io/kaniko-project/executor", "v1.23.0", ids["kaniko"][:12], "5 weeks ago", "80.1MB"],
        "n1": ["<none>", "<none>", ids["n1"][:12], "2 weeks ago", "1.42GB"],
        "n2": ["<none>", "<none>", ids["n2"][:12], "4 weeks ago", "1.40GB"],
        "alpine": ["alpine", "3.20", ids["alpine"][:12], "2 weeks ago", "7.8MB"],
    }
    turns = []
    turns.append(p.run("docker images", cols([head] + [rows[k] for k in ("b05", "n1", "node", "n2", "pg", "kaniko", "b03", "b11")])))
    turns.append(p.run("docker system df", cols([
        ["TYPE", "TOTAL", "ACTIVE", "SIZE", "RECLAIMABLE"],
        ["Images", "8", "1", "6.132GB", "4.709GB (76%)"],
        ["Containers", "1", "1", "2.31kB", "0B (0%)"],
        ["Local Volumes", "3", "1", "1.21GB", "402.5MB (33%)"],
        ["Build Cache", "42", "0", "2.14GB", "2.14GB"],
    ])))
    turns.append(p.run(f"docker rmi {reg}:2023.11", "\n".join([
        f"Untagged: {reg}:2023.11",
        f"Untagged: {reg}@sha256:{hx('10-b11-digest')}",
        f"Deleted: sha256:{ids['b11']}",
        f"Deleted: sha256:{hx('10-b11-l1')}",
        f"Deleted: sha256:{hx('10-b11-l2')}",
        f"Deleted: sha256:{hx('10-b11-l3')}"]), duration=3.0))
    turns.append(p.run("docker image prune -f", "\n".join([
        "Deleted Images:",
        f"deleted: sha256:{ids['n1']}",
        f"deleted: sha256:{hx('10-n1-l1')}",
        f"deleted: sha256:{ids['n2']}",
        f"deleted: sha256:{hx('10-n2-l1')}",
        f"deleted: sha256:{hx('10-n2-l2')}",
        "",
        "Total reclaimed space: 587.3MB"]), duration=3.0))
    turns.append(p.run("docker pull alpine:3.20", "\n".join([
        "3.20: Pulling from library/alpine",
        f"{hx('10-alpine-l', 12)}: Pull complete",
        f"Digest: sha256:{hx('10-alpine-digest')}",
        "Status: Downloaded newer image for alpine:3.20",
        "docker.io/library/alpine:3.20"]), duration=4.0))
    turns.append(p.run("docker images", cols([head] + [rows[k] for k in ("b05", "alpine", "node", "pg", "kaniko", "b03", "b11")])))
    rs.add(TASK, "h66-terminal-10", SYSTEM, turns, state=state, bad=True, turn=6,
           kind=f"{reg}:2023.11 ({ids['b11'][:12]}) was untagged and deleted by docker rmi at turn 3, yet it is listed again here; only alpine:3.20 was pulled since.")


# ---------------------------------------------------------------------------------------------------------
# 11 clean: supervisord: restart gives a new pid, a program group added then removed, flower started
# ---------------------------------------------------------------------------------------------------------
def sv_line(name: str, st: str, info: str) -> str:
    return f"{name.ljust(33)}{st.ljust(10)}{info}"


def t11(rs: RowSet) -> None:
    p = Pane("root", "queue-01", "/etc/supervisor/conf.d")
    state = p.prompt
    turns = []
    turns.append(p.run("supervisorctl status", "\n".join([
        sv_line("celery-beat", "RUNNING", "pid 2244, uptime 5 days, 3:12:08"),
        sv_line("celery-worker:celery-worker_00", "RUNNING", "pid 2231, uptime 5 days, 3:12:09"),
        sv_line("celery-worker:celery-worker_01", "RUNNING", "pid 2232, uptime 5 days, 3:12:09"),
        sv_line("flower", "STOPPED", "May 09 06:58 AM")])))
    turns.append(p.run("supervisorctl restart celery-beat", "celery-beat: stopped\ncelery-beat: started", duration=3.0))
    turns.append(p.run("supervisorctl status celery-beat", sv_line("celery-beat", "RUNNING", "pid 40551, uptime 0:00:08")))
    conf = ["[program:mailer]",
            "command=/opt/app/venv/bin/python -m app.mailer --concurrency 2",
            "directory=/opt/app",
            "user=app",
            "autostart=true",
            "autorestart=true",
            "stopsignal=TERM",
            "stdout_logfile=/var/log/supervisor/mailer.out.log",
            "stderr_logfile=/var/log/supervisor/mailer.err.log",
            "EOF"]
    heredoc = "cat > mailer.conf <<'EOF'\n" + "\n".join(conf)
    screen = f"{p.prompt} cat > mailer.conf <<'EOF'\n" + "\n".join("> " + c for c in conf) + "\n" + p.prompt
    turns.append((jblock([{"keystrokes": heredoc + "\n", "duration": 0.5}]), screen))
    turns.append(p.run("supervisorctl reread", "mailer: available"))
    turns.append(p.run("supervisorctl update", "mailer: added process group", duration=2.0))
    turns.append(p.run("supervisorctl status", "\n".join([
        sv_line("celery-beat", "RUNNING", "pid 40551, uptime 0:00:50"),
        sv_line("celery-worker:celery-worker_00", "RUNNING", "pid 2231, uptime 5 days, 3:13:11"),
        sv_line("celery-worker:celery-worker_01", "RUNNING", "pid 2232, uptime 5 days, 3:13:11"),
        sv_line("flower", "STOPPED", "May 09 06:58 AM"),
        sv_line("mailer", "RUNNING", "pid 40618, uptime 0:00:06")])))
    turns.append(p.run("supervisorctl start flower", "flower: started", duration=2.0))
    turns.append(p.run("supervisorctl stop mailer && rm mailer.conf && supervisorctl reread && supervisorctl update",
                       "mailer: stopped\nmailer: disappeared\nmailer: removed process group", duration=3.0))
    turns.append(p.run("supervisorctl status", "\n".join([
        sv_line("celery-beat", "RUNNING", "pid 40551, uptime 0:01:18"),
        sv_line("celery-worker:celery-worker_00", "RUNNING", "pid 2231, uptime 5 days, 3:13:39"),
        sv_line("celery-worker:celery-worker_01", "RUNNING", "pid 2232, uptime 5 days, 3:13:39"),
        sv_line("flower", "RUNNING", "pid 40702, uptime 0:00:19")])))
    rs.add(TASK, "h66-terminal-11", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------------------
# 12 bad: lxd snapshot taken (list counts it), but `lxc info` lists only the older snapshot
# ---------------------------------------------------------------------------------------------------------
def lxtable(rows: list[list[str]], center_head: bool = True) -> str:
    widths = [max(len(r[i]) for r in rows) + 2 for i in range(len(rows[0]))]
    rule = "+" + "+".join("-" * w for w in widths) + "+"
    out = [rule]
    for k, r in enumerate(rows):
        if k == 0 and center_head:
            out.append("|" + "|".join(c.center(w) for c, w in zip(r, widths)) + "|")
        else:
            out.append("|" + "|".join((" " + c).ljust(w) for c, w in zip(r, widths)) + "|")
        out.append(rule)
    return "\n".join(out)


def t12(rs: RowSet) -> None:
    p = Pane("root", "hv-lab", "/root")
    state = p.prompt
    head = ["NAME", "STATE", "IPV4", "IPV6", "TYPE", "SNAPSHOTS"]
    v6 = "fd42:7c1:9a2e:3b1c:216:3eff:fe{} (eth0)"
    db = ["db01", "RUNNING", "10.91.3.21 (eth0)", v6.format("5e:8a01"), "CONTAINER", "1"]
    web = ["web01", "RUNNING", "10.91.3.14 (eth0)", v6.format("c2:41d7"), "CONTAINER", "0"]
    old = ["test-old", "STOPPED", "", "", "CONTAINER", "3"]
    cache = ["cache01", "RUNNING", "10.91.3.88 (eth0)", v6.format("0b:77c3"), "CONTAINER", "0"]
    turns = []
    turns.append(p.run("lxc list", lxtable([head, db, old, web])))
    turns.append(p.run("lxc snapshot db01 before-pg16", duration=3.0))
    turns.append(p.run("lxc launch images:debian/12 cache01", "Creating cache01\nStarting cache01", duration=20.0))
    db2 = db[:5] + ["2"]
    turns.append(p.run("lxc list", lxtable([head, cache, db2, old, web])))
    turns.append(p.run("lxc delete test-old", duration=2.0))
    info = "\n".join([
        "Name: db01",
        "Status: RUNNING",
        "Type: container",
        "Architecture: x86_64",
        "PID: 2917",
        "Created: 2024/01/22 14:03 UTC",
        "Last Used: 2024/05/10 07:41 UTC",
        "",
        "Resources:",
        "  Processes: 31",
        "  Disk usage:",
        "    root: 3.12GiB",
        "  CPU usage:",
        "    CPU usage (in seconds): 48213",
        "  Memory usage:",
        "    Memory (current): 1.21GiB",
        "  Network usage:",
        "    eth0:",
        "      Type: broadcast",
        "      State: UP",
        "      Host interface: veth3c9a1f0e",
        "      MAC address: 00:16:3e:5e:8a:01",
        "      MTU: 1500",
        "      Bytes received: 2.31GB",
        "      Bytes sent: 1.87GB",
        "      Packets received: 9413522",
        "      Packets sent: 8120934",
        "      IP addresses:",
        "        inet:  10.91.3.21/24 (global)",
        "        inet6: fd42:7c1:9a2e:3b1c:216:3eff:fe5e:8a01/64 (global)",
        "        inet6: fe80::216:3eff:fe5e:8a01/64 (link)",
        "    lo:",
        "      Type: loopback",
        "      State: UP",
        "      MTU: 65536",
        "      Bytes received: 118.40MB",
        "      Bytes sent: 118.40MB",
        "      Packets received: 802114",
        "      Packets sent: 802114",
        "      IP addresses:",
        "        inet:  127.0.0.1/8 (local)",
        "        inet6: ::1/128 (local)",
        "",
        "Snapshots:",
        lxtable([["NAME", "TAKEN AT", "EXPIRES AT", "STATEFUL"],
                 ["auto-20240512-0300", "2024/05/12 03:00 UTC", "", "NO"]])])
    turns.append(p.run("lxc info db01", info))
    turns.append(p.run("lxc list", lxtable([head, cache, db2, web])))
    rs.add(TASK, "h66-terminal-12", SYSTEM, turns, state=state, bad=True, turn=6,
           kind="Snapshot before-pg16 of db01 was taken at turn 2 and the list at turn 4 counts 2 snapshots, but lxc info shows only auto-20240512-0300; nothing deleted the new snapshot.")


# ---------------------------------------------------------------------------------------------------------
# 13 clean: git on a server checkout: pull brings new commits, a tag created and one deleted, a branch renamed
# ---------------------------------------------------------------------------------------------------------
def t13(rs: RowSet) -> None:
    p = Pane("deploy", "git01", "/srv/deploy/infra")
    state = p.prompt
    turns = []
    turns.append(p.run("git status", "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, working tree clean"))
    turns.append(p.run("git log --oneline -4", "\n".join([
        "3f2c1ab (HEAD -> main, origin/main, origin/HEAD) nginx: raise proxy_read_timeout for grafana",
        "b81d0e4 (tag: v1.8.0-rc1) terraform: pin aws provider to 5.46",
        "77ac2e9 ansible: add node_exporter role to monitoring hosts",
        "e0f93d5 Merge branch 'hotfix/nginx-timeouts'"])))
    turns.append(p.run("git pull --ff-only", "\n".join([
        "remote: Enumerating objects: 23, done.",
        "remote: Counting objects: 100% (23/23), done.",
        "remote: Compressing objects: 100% (11/11), done.",
        "remote: Total 14 (delta 7), reused 0 (delta 0), pack-reused 0",
        "Unpacking objects: 100% (14/14), 1.86 KiB | 475.00 KiB/s, done.",
        "From /srv/git/infra",
        "   3f2c1ab..9e07d44  main       -> origin/main",
        " * [new tag]         v1.8.0-rc2 -> v1.8.0-rc2",
        "Updating 3f2c1ab..9e07d44",
        "Fast-forward",
        " ansible/roles/vault_agent/tasks/main.yml     | 12 +++++++++---",
        " ansible/roles/vault_agent/templates/agent.hcl.j2 |  2 +-",
        " terraform/modules/vpc/outputs.tf             |  4 ++++",
        " 3 files changed, 15 insertions(+), 4 deletions(-)"]), duration=2.0))
    turns.append(p.run("git log --oneline -4", "\n".join([
        "9e07d44 (HEAD -> main, origin/main, origin/HEAD) vault-agent: template renew interval from inventory",
        "c4a7f12 (tag: v1.8.0-rc2) terraform: export private subnet ids",
        "3f2c1ab nginx: raise proxy_read_timeout for grafana",
        "b81d0e4 (tag: v1.8.0-rc1) terraform: pin aws provider to 5.46"])))
    turns.append(p.run("git branch -vv", "\n".join([
        "  hotfix/nginx-timeouts 5d0c2e8 [origin/hotfix/nginx-timeouts] nginx: bump client_max_body_size to 64m",
        "* main                  9e07d44 [origin/main] vault-agent: template renew interval from inventory",
        "  release/2024.04       a3d51b8 [origin/release/2024.04] release: 2024.04.2"])))
    turns.append(p.run("git tag -l 'v1.8*'", "v1.8.0-rc1\nv1.8.0-rc2"))
    turns.append(p.run("git tag -a v1.8.0 -m 'Release 1.8.0' && git tag -d v1.8.0-rc1", "Deleted tag 'v1.8.0-rc1' (was 0a7c3e1)"))
    turns.append(p.run("git tag -l 'v1.8*'", "v1.8.0\nv1.8.0-rc2"))
    turns.append(p.run("git branch -m hotfix/nginx-timeouts hotfix/2024-05-nginx-timeouts"))
    turns.append(p.run("git branch -vv", "\n".join([
        "  hotfix/2024-05-nginx-timeouts 5d0c2e8 [origin/hotfix/nginx-timeouts] nginx: bump client_max_body_size to 64m",
        "* main                          9e07d44 [origin/main] vault-agent: template renew interval from inventory",
        "  release/2024.04               a3d51b8 [origin/release/2024.04] release: 2024.04.2"])))
    turns.append(p.run("git log --oneline -4", "\n".join([
        "9e07d44 (HEAD -> main, tag: v1.8.0, origin/main, origin/HEAD) vault-agent: template renew interval from inventory",
        "c4a7f12 (tag: v1.8.0-rc2) terraform: export private subnet ids",
        "3f2c1ab nginx: raise proxy_read_timeout for grafana",
        "b81d0e4 terraform: pin aws provider to 5.46"])))
    rs.add(TASK, "h66-terminal-13", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------------------
# 14 bad: dnf installs 3 packages and removes 1, but the rpm count rises by 3 instead of 2
# ---------------------------------------------------------------------------------------------------------
def t14(rs: RowSet) -> None:
    p = Pane("root", "build-el9", "/root", style="rhel")
    state = p.prompt
    eq = "=" * 80
    dash = "-" * 80
    turns = []
    turns.append(p.run("rpm -qa | wc -l", "612"))
    turns.append(p.run("dnf install -y tmux lsof strace", "\n".join([
        "Last metadata expiration check: 0:42:17 ago on Tue 14 May 2024 08:11:05 AM UTC.",
        "Dependencies resolved.",
        eq,
        " Package          Architecture     Version                  Repository      Size",
        eq,
        "Installing:",
        " lsof             x86_64           4.94.0-3.el9             baseos         237 k",
        " strace           x86_64           5.18-2.el9               appstream      1.5 M",
        " tmux             x86_64           3.2a-5.el9               baseos         475 k",
        "",
        "Transaction Summary",
        eq,
        "Install  3 Packages",
        "",
        "Total download size: 2.2 M",
        "Installed size: 7.0 M",
        "Downloading Packages:",
        "(1/3): lsof-4.94.0-3.el9.x86_64.rpm             1.9 MB/s | 237 kB     00:00    ",
        "(2/3): tmux-3.2a-5.el9.x86_64.rpm               3.0 MB/s | 475 kB     00:00    ",
        "(3/3): strace-5.18-2.el9.x86_64.rpm             5.6 MB/s | 1.5 MB     00:00    ",
        dash,
        "Total                                           4.1 MB/s | 2.2 MB     00:00     ",
        "Running transaction check",
        "Transaction check succeeded.",
        "Running transaction test",
        "Transaction test succeeded.",
        "Running transaction",
        "  Preparing        :                                                        1/1 ",
        "  Installing       : tmux-3.2a-5.el9.x86_64                                 1/3 ",
        "  Installing       : strace-5.18-2.el9.x86_64                               2/3 ",
        "  Installing       : lsof-4.94.0-3.el9.x86_64                               3/3 ",
        "  Running scriptlet: lsof-4.94.0-3.el9.x86_64                               3/3 ",
        "  Verifying        : lsof-4.94.0-3.el9.x86_64                               1/3 ",
        "  Verifying        : strace-5.18-2.el9.x86_64                               2/3 ",
        "  Verifying        : tmux-3.2a-5.el9.x86_64                                 3/3 ",
        "",
        "Installed:",
        "  lsof-4.94.0-3.el9.x86_64   strace-5.18-2.el9.x86_64   tmux-3.2a-5.el9.x86_64  ",
        "",
        "Complete!"]), duration=15.0))
    turns.append(p.run("rpm -q tmux lsof strace", "tmux-3.2a-5.el9.x86_64\nlsof-4.94.0-3.el9.x86_64\nstrace-5.18-2.el9.x86_64"))
    turns.append(p.run("dnf remove -y strace", "\n".join([
        "Dependencies resolved.",
        eq,
        " Package           Architecture      Version               Repository        Size",
        eq,
        "Removing:",
        " strace            x86_64            5.18-2.el9            @appstream       5.4 M",
        "",
        "Transaction Summary",
        eq,
        "Remove  1 Package",
        "",
        "Freed space: 5.4 M",
        "Running transaction check",
        "Transaction check succeeded.",
        "Running transaction test",
        "Transaction test succeeded.",
        "Running transaction",
        "  Preparing        :                                                        1/1 ",
        "  Erasing          : strace-5.18-2.el9.x86_64                               1/1 ",
        "  Verifying        : strace-5.18-2.el9.x86_64                               1/1 ",
        "",
        "Removed:",
        "  strace-5.18-2.el9.x86_64                                                      ",
        "",
        "Complete!"]), duration=6.0))
    turns.append(p.run("dnf history list | head -6", "\n".join([
        "ID     | Command line                  | Date and time    | Action(s)      | Altered",
        dash,
        "    23 | remove -y strace              | 2024-05-14 08:55 | Removed        |        1",
        "    22 | install -y tmux lsof strace   | 2024-05-14 08:53 | Install        |        3",
        "    21 | update -y                     | 2024-05-02 09:17 | I, U           |       41 EE",
        "    20 | install -y podman skopeo      | 2024-04-18 14:02 | Install        |       27"])))
    turns.append(p.run("rpm -qa | wc -l", "615"))
    turns.append(p.run("rpm -qi tmux | head -n 12", "\n".join([
        "Name        : tmux",
        "Version     : 3.2a",
        "Release     : 5.el9",
        "Architecture: x86_64",
        "Install Date: Tue 14 May 2024 08:53:49 AM UTC",
        "Group       : Unspecified",
        "Size        : 1126397",
        "License     : ISC and BSD",
        "Signature   : RSA/SHA256, Thu 02 Nov 2023 06:11:52 PM UTC, Key ID 199e2f91fd431d51",
        "Source RPM  : tmux-3.2a-5.el9.src.rpm",
        "Build Date  : Tue 31 Oct 2023 10:48:08 AM UTC",
        "Build Host  : x86-vm-07.build.eng.bos.redhat.com"])))
    rs.add(TASK, "h66-terminal-14", SYSTEM, turns, state=state, bad=True, turn=6,
           kind="612 packages before, 3 installed and 1 removed (dnf history agrees: +3, -1) must give 614, but rpm -qa | wc -l now says 615 with no other package change.")


# ---------------------------------------------------------------------------------------------------------
# 15 clean: s6 supervision: a restarted service gets a new pid, one taken down and up again, live top values
# ---------------------------------------------------------------------------------------------------------
def t15(rs: RowSet) -> None:
    p = Pane("root", "alpine-edge", "/root")
    state = p.prompt
    loop = "for s in /run/service/*; do printf '%s: ' ${s##*/}; s6-svstat $s; done"
    turns = []
    turns.append(p.run(loop, "\n".join([
        "crond: up (pid 311 pgid 311) 5120 seconds",
        "haproxy: up (pid 329 pgid 329) 5118 seconds",
        "unbound: up (pid 301 pgid 301) 5123 seconds",
        "vector: up (pid 344 pgid 344) 5117 seconds"])))
    turns.append(p.run("s6-svc -r /run/service/haproxy"))
    turns.append(p.run("s6-svstat /run/service/haproxy", "up (pid 4418 pgid 4418) 4 seconds"))
    turns.append(p.run("s6-svc -d /run/service/vector"))
    turns.append(p.run("s6-svstat /run/service/vector", "down (exitcode 0) 5 seconds, normally up, ready 5 seconds"))
    turns.append(p.run("tail -n 6 /var/log/haproxy/current", "\n".join([
        "2024-05-14 09:41:07.412183519  [NOTICE]   (329) : haproxy version is 2.8.9-1842fd0",
        "2024-05-14 09:41:07.412201733  [WARNING]  (329) : Exiting Master process...",
        "2024-05-14 09:41:07.415873402  [WARNING]  (331) : Proxy fe_https stopped (cumulated conns: FE: 18342, BE: 0).",
        "2024-05-14 09:41:07.522906114  [NOTICE]   (4418) : New worker (4420) forked",
        "2024-05-14 09:41:07.523011839  [NOTICE]   (4418) : Loading success.",
        "2024-05-14 09:41:08.104377260  [WARNING]  (4420) : Server be_api/api2 is UP, reason: Layer7 check passed, code: 200, check duration: 3ms."])))
    turns.append(p.run("s6-svc -u /run/service/vector && sleep 1 && s6-svstat /run/service/vector", "up (pid 4471 pgid 4471) 1 seconds", duration=2.0))
    turns.append(p.run(loop, "\n".join([
        "crond: up (pid 311 pgid 311) 5175 seconds",
        "haproxy: up (pid 4418 pgid 4418) 47 seconds",
        "unbound: up (pid 301 pgid 301) 5178 seconds",
        "vector: up (pid 4471 pgid 4471) 15 seconds"])))
    turns.append(p.run("top -b -n 1 | head -n 14", "\n".join([
        "Mem: 1843212K used, 6169400K free, 1160K shrd, 78264K buff, 1204316K cached",
        "CPU:   2% usr   1% sys   0% nic  96% idle   0% io   0% irq   0% sirq",
        "Load average: 0.11 0.09 0.08 2/141 4502",
        "  PID  PPID USER     STAT   VSZ %VSZ CPU %CPU COMMAND",
        " 4471   343 vector   S     482m   6%   1   1% /usr/bin/vector --config /etc/vector/vector.yaml",
        " 4420  4418 haproxy  S    61308   1%   0   0% /usr/sbin/haproxy -W -db -f /etc/haproxy/haproxy.cfg",
        "  301   300 unbound  S    41784   1%   2   0% /usr/sbin/unbound -d -c /etc/unbound/unbound.conf",
        " 4502  4480 root     R     1628   0%   3   0% top -b -n 1",
        " 4418   328 haproxy  S    12120   0%   1   0% /usr/sbin/haproxy -W -db -f /etc/haproxy/haproxy.cfg",
        "  311   310 root     S     1616   0%   0   0% /usr/sbin/crond -f -S -l info",
        "    1     0 root     S     1604   0%   2   0% s6-svscan -t0 /run/service",
        "  328     1 root     S     1576   0%   1   0% s6-supervise haproxy",
        "  343     1 root     S     1576   0%   3   0% s6-supervise vector"])))
    turns.append(p.run(loop, "\n".join([
        "crond: up (pid 311 pgid 311) 5186 seconds",
        "haproxy: up (pid 4418 pgid 4418) 58 seconds",
        "unbound: up (pid 301 pgid 301) 5189 seconds",
        "vector: up (pid 4471 pgid 4471) 26 seconds"])))
    rs.add(TASK, "h66-terminal-15", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------------------
# 16 bad: helm upgrade --set replicaCount=3; a later get values shows the old 2
# ---------------------------------------------------------------------------------------------------------
def t16(rs: RowSet) -> None:
    p = Pane("sre", "jump", "/home/sre/charts")
    state = p.prompt

    def values(replicas: int, tag: str) -> str:
        return "\n".join([
            "USER-SUPPLIED VALUES:",
            "env:",
            "  LEDGER_DB_HOST: pg-payments.payments.svc",
            "  LEDGER_LOG_LEVEL: info",
            "image:",
            "  repository: registry.example.com/payments/ledger",
            f"  tag: {tag}",
            "ingress:",
            "  enabled: true",
            "  host: ledger.pay.example.com",
            f"replicaCount: {replicas}",
            "resources:",
            "  limits:",
            "    memory: 512Mi",
            "  requests:",
            "    cpu: 250m",
            "    memory: 256Mi"])

    turns = []
    turns.append(p.run("helm list -n payments", "\n".join([
        "NAME  \tNAMESPACE\tREVISION\tUPDATED                                \tSTATUS  \tCHART        \tAPP VERSION",
        "ledger\tpayments \t4       \t2024-05-02 16:41:09.118273411 +0000 UTC\tdeployed\tledger-0.9.2 \t2.3.1      ",
        "redis \tpayments \t2       \t2024-03-19 11:05:52.70114389 +0000 UTC \tdeployed\tredis-18.19.2\t7.2.4      "])))
    turns.append(p.run("helm get values ledger -n payments", values(2, "2.3.1")))
    turns.append(p.run("helm upgrade ledger ./ledger -n payments --reuse-values --set replicaCount=3 --set image.tag=2.3.2", "\n".join([
        'Release "ledger" has been upgraded. Happy Helming!',
        "NAME: ledger",
        "LAST DEPLOYED: Tue May 14 10:22:47 2024",
        "NAMESPACE: payments",
        "STATUS: deployed",
        "REVISION: 5",
        "TEST SUITE: None",
        "NOTES:",
        "1. Get the application URL by running these commands:",
        "  https://ledger.pay.example.com/"]), duration=5.0))
    turns.append(p.run("helm history ledger -n payments", "\n".join([
        "REVISION\tUPDATED                 \tSTATUS    \tCHART       \tAPP VERSION\tDESCRIPTION     ",
        "1       \tTue Feb 13 09:02:11 2024\tsuperseded\tledger-0.8.0\t2.1.0      \tInstall complete",
        "2       \tWed Mar  6 15:27:40 2024\tsuperseded\tledger-0.8.4\t2.2.0      \tUpgrade complete",
        "3       \tMon Apr 15 11:09:02 2024\tsuperseded\tledger-0.9.0\t2.3.0      \tUpgrade complete",
        "4       \tThu May  2 16:41:09 2024\tsuperseded\tledger-0.9.2\t2.3.1      \tUpgrade complete",
        "5       \tTue May 14 10:22:47 2024\tdeployed  \tledger-0.9.2\t2.3.1      \tUpgrade complete"])))
    turns.append(p.run("kubectl rollout status deploy/ledger -n payments", "\n".join([
        'Waiting for deployment "ledger" rollout to finish: 1 out of 3 new replicas have been updated...',
        'Waiting for deployment "ledger" rollout to finish: 2 out of 3 new replicas have been updated...',
        'Waiting for deployment "ledger" rollout to finish: 2 out of 3 new replicas have been updated...',
        'Waiting for deployment "ledger" rollout to finish: 1 old replicas are pending termination...',
        'deployment "ledger" successfully rolled out']), duration=40.0))
    turns.append(p.run("kubectl get deploy ledger -n payments", cols([
        ["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE"],
        ["ledger", "3/3", "3", "3", "91d"]])))
    turns.append(p.run("helm get values ledger -n payments", values(2, "2.3.2")))
    turns.append(p.run("kubectl get pods -n payments -l app.kubernetes.io/name=ledger", cols([
        ["NAME", "READY", "STATUS", "RESTARTS", "AGE"],
        ["ledger-7b9f6d4c8-2lqzp", "1/1", "Running", "0", "71s"],
        ["ledger-7b9f6d4c8-k5vxd", "1/1", "Running", "0", "52s"],
        ["ledger-7b9f6d4c8-wq8tn", "1/1", "Running", "0", "71s"]])))
    rs.add(TASK, "h66-terminal-16", SYSTEM, turns, state=state, bad=True, turn=7,
           kind="Revision 5 was deployed with --set replicaCount=3 (the deployment runs 3/3), yet helm get values shows replicaCount: 2 again while keeping the new tag 2.3.2; no later upgrade or rollback happened.")


# ---------------------------------------------------------------------------------------------------------
# 17 clean: global pip and npm: upgrades move versions, a package added then removed
# ---------------------------------------------------------------------------------------------------------
def t17(rs: RowSet) -> None:
    p = Pane("root", "tools-vm", "/root")
    state = p.prompt
    site = "/usr/local/lib/python3.10/dist-packages"
    turns = []
    turns.append(p.run("pip3 list 2>/dev/null | grep -iE '^(ansible-core|docker|requests|yq|urllib3) '", "\n".join([
        "ansible-core                   2.15.9",
        "docker                         7.0.0",
        "requests                       2.31.0",
        "urllib3                        2.2.1",
        "yq                             3.4.3"])))
    turns.append(p.run("pip3 install --upgrade requests", "\n".join([
        "Collecting requests",
        "  Downloading requests-2.32.3-py3-none-any.whl (64 kB)",
        "     ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 64.9/64.9 kB 2.1 MB/s eta 0:00:00",
        f"Requirement already satisfied: charset-normalizer<4,>=2 in {site} (from requests) (3.3.2)",
        f"Requirement already satisfied: idna<4,>=2.5 in {site} (from requests) (3.7)",
        f"Requirement already satisfied: urllib3<3,>=1.21.1 in {site} (from requests) (2.2.1)",
        f"Requirement already satisfied: certifi>=2017.4.17 in {site} (from requests) (2024.2.2)",
        "Installing collected packages: requests",
        "  Attempting uninstall: requests",
        "    Found existing installation: requests 2.31.0",
        "    Uninstalling requests-2.31.0:",
        "      Successfully uninstalled requests-2.31.0",
        "Successfully installed requests-2.32.3",
        "WARNING: Running pip as the 'root' user can result in broken permissions and conflicting behaviour with the system package manager. It is recommended to use a virtual environment instead: https://pip.pypa.io/warnings/venv"]), duration=6.0))
    turns.append(p.run("pip3 show requests", "\n".join([
        "Name: requests",
        "Version: 2.32.3",
        "Summary: Python HTTP for Humans.",
        "Home-page: https://requests.readthedocs.io",
        "Author: Kenneth Reitz",
        "Author-email: me@kennethreitz.org",
        "License: Apache-2.0",
        f"Location: {site}",
        "Requires: certifi, charset-normalizer, idna, urllib3",
        "Required-by: docker"])))
    turns.append(p.run("npm ls -g --depth=0", "/usr/lib\n├── corepack@0.25.2\n├── npm@10.5.0\n├── typescript@5.4.5\n└── yarn@1.22.22\n"))
    turns.append(p.run("npm install -g typescript@5.5.4", "\nchanged 1 package in 2s", duration=4.0))
    turns.append(p.run("npm install -g http-server", "\nadded 48 packages in 4s\n\n15 packages are looking for funding\n  run `npm fund` for details", duration=6.0))
    turns.append(p.run("npm ls -g --depth=0", "/usr/lib\n├── corepack@0.25.2\n├── http-server@14.1.1\n├── npm@10.5.0\n├── typescript@5.5.4\n└── yarn@1.22.22\n"))
    turns.append(p.run("npm uninstall -g http-server", "\nremoved 48 packages in 512ms", duration=2.0))
    turns.append(p.run("npm ls -g --depth=0", "/usr/lib\n├── corepack@0.25.2\n├── npm@10.5.0\n├── typescript@5.5.4\n└── yarn@1.22.22\n"))
    turns.append(p.run("tsc --version && python3 -c 'import requests; print(requests.__version__)'", "Version 5.5.4\n2.32.3"))
    rs.add(TASK, "h66-terminal-17", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------------------
# 18 bad: monit: opendkim drops to "Not monitored" though nothing unmonitored it
# ---------------------------------------------------------------------------------------------------------
def monit_summary(uptime: str, rows: list[tuple[str, str, str]]) -> str:
    head = ["Service Name".ljust(31), "Status".ljust(26), "Type".ljust(13)]
    return f"Monit 5.33.0 uptime: {uptime}\n" + box([head] + [[a, b, c] for a, b, c in rows])


def t18(rs: RowSet) -> None:
    p = Pane("root", "mail-01", "/root")
    state = p.prompt
    base = [("mail-01", "OK", "System"), ("postfix", "OK", "Process"), ("dovecot", "OK", "Process"),
            ("opendkim", "OK", "Process"), ("clamd", "Not monitored", "Process"), ("rootfs", "OK", "Filesystem"),
            ("mailstore", "OK", "Filesystem"), ("smtp-out", "OK", "Remote Host")]
    turns = []
    turns.append(p.run("monit summary", monit_summary("12d 4h 17m", base)))
    turns.append(p.run("monit restart dovecot", duration=3.0))
    turns.append(p.run("monit status dovecot", "\n".join([
        "Monit 5.33.0 uptime: 12d 4h 18m",
        "",
        "Process 'dovecot'",
        "  status                       OK",
        "  monitoring status            Monitored",
        "  monitoring mode              active",
        "  on reboot                    start",
        "  pid                          48211",
        "  parent pid                   1",
        "  uid                          0",
        "  effective uid                0",
        "  gid                          0",
        "  uptime                       0m",
        "  threads                      1",
        "  children                     9",
        "  cpu                          0.0%",
        "  cpu total                    0.1%",
        "  memory                       0.1% [4.2 MB]",
        "  memory total                 0.6% [23.8 MB]",
        "  security attribute           unconfined",
        "  filedescriptors              32 [3.1% of 1024 limit]",
        "  total filedescriptors        118",
        "  read bytes                   0 B/s [112.4 kB total]",
        "  disk read bytes              0 B/s [0 B total]",
        "  disk read operations         0.0 reads/s [14 reads total]",
        "  write bytes                  0 B/s [20.1 kB total]",
        "  disk write bytes             0 B/s [4 kB total]",
        "  disk write operations        0.0 writes/s [3 writes total]",
        "  port response time           0.412 ms to localhost:993 type TCP/IMAP protocol IMAP",
        "  port response time           0.377 ms to localhost:143 type TCP/IMAP protocol IMAP",
        "  data collected               Tue, 14 May 2024 10:41:22"])))
    turns.append(p.run("monit monitor clamd"))
    mid = [r if r[0] != "clamd" else ("clamd", "Initializing", "Process") for r in base]
    turns.append(p.run("monit summary", monit_summary("12d 4h 18m", mid)))
    turns.append(p.run("postqueue -p | tail -n 1", "-- 14 Kbytes in 3 Requests."))
    late = [("opendkim", "Not monitored", "Process") if r[0] == "opendkim" else ("clamd", "OK", "Process") if r[0] == "clamd" else r for r in base]
    turns.append(p.run("monit summary", monit_summary("12d 4h 19m", late)))
    rs.add(TASK, "h66-terminal-18", SYSTEM, turns, state=state, bad=True, turn=7,
           kind="opendkim was OK and monitored in both earlier summaries and only dovecot and clamd were acted on, yet opendkim now shows Not monitored with no unmonitor, stop or failure in between.")


# ---------------------------------------------------------------------------------------------------------
# 19 clean: buildah from / run / copy / commit, working container removed, skopeo inspect, a second tag
# ---------------------------------------------------------------------------------------------------------
def t19(rs: RowSet) -> None:
    p = Pane("ci", "builder", "/home/ci/img")
    state = p.prompt
    base_id, wc, img = hx("19-python"), hx("19-wc"), hx("19-image")
    turns = []
    turns.append(p.run("buildah from docker.io/library/python:3.12-slim", "\n".join(
        ["Trying to pull docker.io/library/python:3.12-slim...", "Getting image source signatures"]
        + [f"Copying blob {hx(f'19-b{i}', 12)} done   | " for i in range(4)]
        + [f"Copying config {base_id[:12]} done   | ", "Writing manifest to image destination", "python-working-container"]), duration=12.0))
    turns.append(p.run("buildah run python-working-container -- pip install --no-cache-dir flask==3.0.3 gunicorn==22.0.0", "\n".join([
        "Collecting flask==3.0.3",
        "  Downloading flask-3.0.3-py3-none-any.whl.metadata (3.2 kB)",
        "Collecting gunicorn==22.0.0",
        "  Downloading gunicorn-22.0.0-py3-none-any.whl.metadata (4.4 kB)",
        "Collecting Werkzeug>=3.0.0 (from flask==3.0.3)",
        "  Downloading werkzeug-3.0.3-py3-none-any.whl.metadata (3.7 kB)",
        "Collecting Jinja2>=3.1.2 (from flask==3.0.3)",
        "  Downloading jinja2-3.1.4-py3-none-any.whl.metadata (2.6 kB)",
        "Collecting itsdangerous>=2.1.2 (from flask==3.0.3)",
        "  Downloading itsdangerous-2.2.0-py3-none-any.whl.metadata (1.9 kB)",
        "Collecting click>=8.1.3 (from flask==3.0.3)",
        "  Downloading click-8.1.7-py3-none-any.whl.metadata (3.0 kB)",
        "Collecting blinker>=1.6.2 (from flask==3.0.3)",
        "  Downloading blinker-1.8.2-py3-none-any.whl.metadata (1.6 kB)",
        "Collecting packaging (from gunicorn==22.0.0)",
        "  Downloading packaging-24.0-py3-none-any.whl.metadata (3.2 kB)",
        "Collecting MarkupSafe>=2.0 (from Jinja2>=3.1.2->flask==3.0.3)",
        "  Downloading MarkupSafe-2.1.5-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (3.0 kB)",
        "Downloading flask-3.0.3-py3-none-any.whl (101 kB)",
        "Downloading gunicorn-22.0.0-py3-none-any.whl (84 kB)",
        "Downloading blinker-1.8.2-py3-none-any.whl (9.5 kB)",
        "Downloading click-8.1.7-py3-none-any.whl (97 kB)",
        "Downloading itsdangerous-2.2.0-py3-none-any.whl (16 kB)",
        "Downloading jinja2-3.1.4-py3-none-any.whl (133 kB)",
        "Downloading werkzeug-3.0.3-py3-none-any.whl (227 kB)",
        "Downloading packaging-24.0-py3-none-any.whl (53 kB)",
        "Downloading MarkupSafe-2.1.5-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (28 kB)",
        "Installing collected packages: packaging, MarkupSafe, itsdangerous, click, blinker, Werkzeug, Jinja2, gunicorn, flask",
        "Successfully installed Jinja2-3.1.4 MarkupSafe-2.1.5 Werkzeug-3.0.3 blinker-1.8.2 click-8.1.7 flask-3.0.3 gunicorn-22.0.0 itsdangerous-2.2.0 packaging-24.0",
        "WARNING: Running pip as the 'root' user can result in broken permissions and conflicting behaviour with the system package manager. It is recommended to use a virtual environment instead: https://pip.pypa.io/warnings/venv",
        "",
        "[notice] A new release of pip is available: 24.0 -> 24.1",
        "[notice] To update, run: pip install --upgrade pip"]), duration=15.0))
    turns.append(p.run("buildah copy python-working-container app.py /srv/app.py", hx("19-copy")))
    turns.append(p.run("buildah config --port 8000 --workingdir /srv --cmd 'gunicorn -b 0.0.0.0:8000 app:app' --label org.opencontainers.image.version=1.4.0 python-working-container"))
    turns.append(p.run("buildah commit python-working-container localhost/hello-api:1.4.0", "\n".join(
        ["Getting image source signatures"]
        + [f"Copying blob {hx(f'19-bl{i}', 12)} skipped: already exists  " for i in range(4)]
        + [f"Copying blob {hx('19-newlayer', 12)} done   | ",
           f"Copying config {img[:12]} done   | ",
           "Writing manifest to image destination",
           img]), duration=6.0))
    head = ["REPOSITORY", "TAG", "IMAGE ID", "CREATED", "SIZE"]
    turns.append(p.run("buildah images", cols([
        head,
        ["localhost/hello-api", "1.4.0", img[:12], "9 seconds ago", "168 MB"],
        ["docker.io/library/python", "3.12-slim", base_id[:12], "2 weeks ago", "155 MB"]], pad=2)))
    bhead = "CONTAINER ID  BUILDER  IMAGE ID     IMAGE NAME                       CONTAINER NAME"
    turns.append(p.run("buildah containers", bhead + "\n" + f"{wc[:12]}     *     {base_id[:12]} {'docker.io/library/python:3.12-slim':<32} python-working-container"))
    turns.append(p.run("buildah rm python-working-container", wc))
    turns.append(p.run("buildah containers", bhead))
    layers = [f"sha256:{hx(f'19-diff{i}')}" for i in range(5)]
    inspect = "{\n" + "\n".join([
        '    "Name": "localhost/hello-api",',
        f'    "Digest": "sha256:{hx("19-manifest")}",',
        '    "RepoTags": [],',
        '    "Created": "2024-05-14T12:31:08.442118305Z",',
        '    "DockerVersion": "",',
        '    "Labels": {',
        '        "io.buildah.version": "1.33.7",',
        '        "org.opencontainers.image.version": "1.4.0"',
        '    },',
        '    "Architecture": "amd64",',
        '    "Os": "linux",',
        '    "Layers": [',
        ",\n".join(f'        "{x}"' for x in layers),
        '    ],',
        '    "Env": [',
        '        "PATH=/usr/local/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",',
        '        "LANG=C.UTF-8",',
        '        "GPG_KEY=7169605F62C751356D054A26A821E680E5FA6305",',
        '        "PYTHON_VERSION=3.12.3",',
        '        "PYTHON_PIP_VERSION=24.0"',
        '    ]'])
    turns.append(p.run("skopeo inspect --no-tags containers-storage:localhost/hello-api:1.4.0 | grep -v LayersData", inspect + "\n}"))
    turns.append(p.run("buildah tag localhost/hello-api:1.4.0 localhost/hello-api:latest && buildah images", cols([
        head,
        ["localhost/hello-api", "1.4.0", img[:12], "About a minute ago", "168 MB"],
        ["localhost/hello-api", "latest", img[:12], "About a minute ago", "168 MB"],
        ["docker.io/library/python", "3.12-slim", base_id[:12], "2 weeks ago", "155 MB"]], pad=2)))
    rs.add(TASK, "h66-terminal-19", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------------------
# 20 bad: nerdctl: the mqtt container's id shows two characters swapped in stats
# ---------------------------------------------------------------------------------------------------------
def t20(rs: RowSet) -> None:
    p = Pane("root", "k3s-edge", "/root")
    state = p.prompt
    mq, nr = hx("20-mqtt"), hx("20-nodered")
    k = next(i for i in range(4, 11) if mq[i] != mq[i + 1])
    mq_bad = mq[:k] + mq[k + 1] + mq[k] + mq[k + 2:]
    head = ["CONTAINER ID", "IMAGE", "COMMAND", "CREATED", "STATUS", "PORTS", "NAMES"]
    nrrow = [nr[:12], "docker.io/nodered/node-red:3.1.9", '"./entrypoint.sh"', "11 days ago", "Up", "0.0.0.0:1880->1880/tcp", "node-red"]
    turns = []
    turns.append(p.run("nerdctl ps", cols([head, nrrow], pad=4)))
    bar = "|++++++++++++++++++++++++++++++++++++++|"
    ref = "docker.io/library/eclipse-mosquitto:2.0.18"
    pull = [f"{ref}:".ljust(84) + "resolved       " + bar]
    for label in ("index", "manifest", "config", "layer", "layer", "layer"):
        pull.append(f"{label}-sha256:{hx(f'20-{label}-{len(pull)}')}:".ljust(84) + "done           " + bar)
    pull += ["elapsed: 3.4 s".ljust(84) + "total:  4.1 Mi (1.2 MiB/s)", mq]
    turns.append(p.run(f"nerdctl run -d --name mqtt --restart always -p 1883:1883 -v /etc/mosquitto:/mosquitto/config -v mqtt-data:/mosquitto/data {ref}", "\n".join(pull), duration=6.0))
    mqrow = [mq[:12], ref, '"/docker-entrypoint.…"', "6 seconds ago", "Up", "0.0.0.0:1883->1883/tcp", "mqtt"]
    turns.append(p.run("nerdctl ps", cols([head, mqrow, nrrow], pad=4)))
    turns.append(p.run("nerdctl logs mqtt", "\n".join([
        "1715691425: mosquitto version 2.0.18 starting",
        "1715691425: Config loaded from /mosquitto/config/mosquitto.conf.",
        "1715691425: Opening ipv4 listen socket on port 1883.",
        "1715691425: Opening ipv6 listen socket on port 1883.",
        "1715691425: mosquitto version 2.0.18 running",
        "1715691429: New connection from 10.4.0.1:51720 on port 1883.",
        "1715691429: New client connected from 10.4.0.1:51720 as nodered_3f1c2a7b (p2, c1, k60, u'nodered')."])))
    turns.append(p.run("nerdctl inspect --format '{{.ID}} {{.State.Status}} {{.State.Pid}}' mqtt", f"{mq} running 27314"))
    turns.append(p.run("nerdctl exec mqtt mosquitto_sub -h localhost -u probe -P probe -t '$SYS/broker/version' -C 1", "mosquitto version 2.0.18", duration=2.0))
    turns.append(p.run("nerdctl stats --no-stream", cols([
        ["CONTAINER ID", "NAME", "CPU %", "MEM USAGE / LIMIT", "MEM %", "NET I/O", "BLOCK I/O", "PIDS"],
        [mq_bad[:12], "mqtt", "0.04%", "2.293MiB / 3.741GiB", "0.06%", "14.2kB / 9.87kB", "0B / 4.1kB", "1"],
        [nr[:12], "node-red", "0.81%", "98.65MiB / 3.741GiB", "2.58%", "88.1MB / 61.4MB", "12.3MB / 205MB", "12"]]), duration=3.0))
    turns.append(p.run("nerdctl stop mqtt", "mqtt", duration=3.0))
    rs.add(TASK, "h66-terminal-20", SYSTEM, turns, state=state, bad=True, turn=7,
           kind=f"The mqtt container's id is {mq[:12]} (run, ps and inspect agree), but stats lists mqtt as {mq_bad[:12]}, two adjacent characters swapped; no new container was created.")


# ---------------------------------------------------------------------------------------------------------
# 21 clean: docker compose: scale up, image bump recreates web (and later the worker), scale down, down
# ---------------------------------------------------------------------------------------------------------
def t21(rs: RowSet) -> None:
    p = Pane("deploy", "stage", "/home/deploy/stack")
    state = p.prompt
    head = ["NAME", "IMAGE", "COMMAND", "SERVICE", "CREATED", "STATUS", "PORTS"]
    img0, img1 = "registry.example.com/stack/web:2.8.0", "registry.example.com/stack/web:2.8.1"
    db = ["stack-db-1", "postgres:16-alpine", '"docker-entrypoint.s…"', "db", "2 days ago", "Up 2 days (healthy)", "5432/tcp"]
    web0 = ["stack-web-1", img0, '"gunicorn -c conf/gu…"', "web", "2 days ago", "Up 2 days", "0.0.0.0:8000->8000/tcp"]
    w1 = ["stack-worker-1", img0, '"celery -A stack wor…"', "worker", "2 days ago", "Up 2 days", ""]
    turns = []
    turns.append(p.run("docker compose ps", cols([head, db, web0, w1])))
    turns.append(p.run("docker compose up -d --scale worker=3", "\n".join([
        "[+] Running 5/5",
        " ✔ Container stack-db-1      Running                                    0.0s ",
        " ✔ Container stack-worker-1  Running                                    0.0s ",
        " ✔ Container stack-worker-2  Started                                    0.9s ",
        " ✔ Container stack-worker-3  Started                                    1.1s ",
        " ✔ Container stack-web-1     Running                                    0.0s "]), duration=4.0))
    w2 = ["stack-worker-2", img0, '"celery -A stack wor…"', "worker", "9 seconds ago", "Up 7 seconds", ""]
    w3 = ["stack-worker-3", img0, '"celery -A stack wor…"', "worker", "9 seconds ago", "Up 7 seconds", ""]
    turns.append(p.run("docker compose ps", cols([head, db, web0, w1, w2, w3])))
    turns.append(p.run("sed -i 's/^APP_VERSION=.*/APP_VERSION=2.8.1/' .env && grep APP_VERSION .env", "APP_VERSION=2.8.1"))
    turns.append(p.run("docker compose pull web", "[+] Pulling 1/1\n ✔ web Pulled                                                            4.2s ", duration=6.0))
    turns.append(p.run("docker compose up -d web", "\n".join([
        "[+] Running 2/2",
        " ✔ Container stack-db-1   Running                                       0.0s ",
        " ✔ Container stack-web-1  Started                                      11.3s "]), duration=13.0))
    web1 = ["stack-web-1", img1, '"gunicorn -c conf/gu…"', "web", "14 seconds ago", "Up 2 seconds", "0.0.0.0:8000->8000/tcp"]
    w2b = w2[:4] + ["38 seconds ago", "Up 36 seconds", ""]
    w3b = w3[:4] + ["38 seconds ago", "Up 36 seconds", ""]
    turns.append(p.run("docker compose ps", cols([head, db, web1, w1, w2b, w3b])))
    turns.append(p.run("docker compose up -d --scale worker=1", "\n".join([
        "[+] Running 5/5",
        " ✔ Container stack-worker-3  Removed                                   10.4s ",
        " ✔ Container stack-worker-2  Removed                                   10.3s ",
        " ✔ Container stack-db-1      Running                                    0.0s ",
        " ✔ Container stack-worker-1  Started                                   11.2s ",
        " ✔ Container stack-web-1     Running                                    0.0s "]), duration=14.0))
    w1b = ["stack-worker-1", img1, '"celery -A stack wor…"', "worker", "13 seconds ago", "Up 2 seconds", ""]
    web1b = web1[:4] + ["44 seconds ago", "Up 32 seconds", web1[6]]
    turns.append(p.run("docker compose ps", cols([head, db, web1b, w1b])))
    turns.append(p.run("docker compose down", "\n".join([
        "[+] Running 4/4",
        " ✔ Container stack-worker-1  Removed                                   10.2s ",
        " ✔ Container stack-web-1     Removed                                    1.1s ",
        " ✔ Container stack-db-1      Removed                                    0.5s ",
        " ✔ Network stack_default     Removed                                    0.2s "]), duration=14.0))
    turns.append(p.run("docker compose ps", "NAME      IMAGE     COMMAND   SERVICE   CREATED   STATUS    PORTS"))
    rs.add(TASK, "h66-terminal-21", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------------------
# 22 bad: flatpak: GIMP's installed size changes on a re-read though only VLC was updated
# ---------------------------------------------------------------------------------------------------------
def t22(rs: RowSet) -> None:
    p = Pane("lena", "silverblue", "/home/lena")
    state = p.prompt
    commit, parent = hx("22-gimp-commit"), hx("22-gimp-parent")

    def info(size: str) -> str:
        return "\n".join([
            "",
            "GIMP - GNU Image Manipulation Program",
            "",
            "          ID: org.gimp.GIMP",
            "         Ref: app/org.gimp.GIMP/x86_64/stable",
            "        Arch: x86_64",
            "      Branch: stable",
            "     Version: 2.10.38",
            "     License: GPL-3.0+ AND LGPL-3.0+",
            "      Origin: flathub",
            "  Collection: org.flathub.Stable",
            "Installation: system",
            f"   Installed: {size}",
            "     Runtime: org.gnome.Platform/x86_64/45",
            "         Sdk: org.gnome.Sdk/x86_64/45",
            "",
            f"      Commit: {commit}",
            f"      Parent: {parent}",
            "     Subject: Update to 2.10.38 (d9e2a1f2)",
            "        Date: 2024-05-06 10:22:19 +0000"])

    def applist(vlc: str) -> str:
        return cols([
            ["Name", "Application ID", "Version", "Branch", "Installation"],
            ["Flatseal", "com.github.tchx84.Flatseal", "2.2.0", "stable", "system"],
            ["OBS Studio", "com.obsproject.Studio", "30.1.2", "stable", "system"],
            ["GNU Image Manipulation Program", "org.gimp.GIMP", "2.10.38", "stable", "system"],
            ["Inkscape", "org.inkscape.Inkscape", "1.3.2", "stable", "system"],
            ["VLC", "org.videolan.VLC", vlc, "stable", "system"]], pad=1)

    turns = []
    turns.append(p.run("flatpak list --app", applist("3.0.20")))
    turns.append(p.run("flatpak info org.gimp.GIMP", info("362.1 MB")))
    turns.append(p.run("flatpak update -y org.videolan.VLC", "\n".join([
        "Looking for updates…",
        "",
        "",
        "        ID                                   Branch         Op         Remote          Download",
        " 1. [✓] org.videolan.VLC                     stable         u          flathub         23.4 MB / 31.2 MB",
        "",
        "Updates complete."]), duration=20.0))
    turns.append(p.run("flatpak list --app", applist("3.0.21")))
    turns.append(p.run("flatpak override --user --nofilesystem=home org.gimp.GIMP"))
    turns.append(p.run("flatpak override --user --show org.gimp.GIMP", "[Context]\nfilesystems=!home;"))
    turns.append(p.run("flatpak info org.gimp.GIMP", info("368.4 MB")))
    turns.append(p.run("flatpak uninstall --unused -y", "Nothing unused to uninstall"))
    rs.add(TASK, "h66-terminal-22", SYSTEM, turns, state=state, bad=True, turn=7,
           kind="GIMP's installed size was 362.1 MB at turn 2 and the same commit is still installed (only VLC was updated, the override touches no files), yet the re-read shows 368.4 MB.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
