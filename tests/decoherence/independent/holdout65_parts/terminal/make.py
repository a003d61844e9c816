# ruff: noqa: E501
"""Held-out set h65, domain ``terminal``: 22 shell sessions in a tmux pane (networking and services).

Eleven trajectories hold exactly one contradiction (an observation that conflicts with an earlier one
with no action in between that could explain it); eleven are clean but full of legitimate changes
(edits, restarts with new pids, moving counters and clocks, re-sorted or filtered views).
Run: ``python3 -m tests.decoherence.independent.holdout65_parts.terminal.make``.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet, keys, pj

SYSTEM = """# Role and Objective

You are a **Terminal World Model**, a precise terminal state simulator. Predict the exact output of a Linux terminal (a shell in a tmux pane) after the given keystrokes are sent, staying faithful to real terminal behaviour and consistent with everything earlier in the session.

## State

- **Visible screen**: the pane's text buffer (about 40 lines; older output scrolls off).
- **Prompt**: shows user, host and working directory (e.g. `root@hostname:/path#`); keep the pattern of the initial state.
- **Implicit state**: working directory, environment variables, file system, running services and processes, all inferred from the history.

## Action Format

Actions are a JSON array of objects `{"keystrokes": "...", "duration": seconds}`:
- Keystrokes are raw input; a command runs only when it ends with a newline (`\\n`).
- tmux-style control keys: `C-c` (SIGINT), `C-d` (EOF), `C-z` (SIGTSTP), `C-l` (clear); `\\u001b` is ESC.
- Empty keystrokes with a duration mean: wait, then capture the screen.
- `duration` is the wait before capturing output: short commands finish, long-running ones may still be running.

## Output Rules

1. Command echo: the typed command on the prompt line.
2. Command output: stdout and stderr in execution order, with exact spacing and line breaks.
3. New prompt once the command has finished (none while a program is still running or is interactive, where that program's own prompt is shown).

## Consistency

- File operations follow earlier commands (a deleted file stays deleted, an edited file shows the edit).
- Listings, service states, counters and logs reflect all accumulated changes; clocks and counters only move forward unless something resets them.
- Paths, permissions, timestamps, sizes and ids are plausible and do not conflict with what was already shown.
- Errors use the real messages (`bash: foo: command not found`, `cat: x: No such file or directory`).

Reply with the next terminal state after **Environment Observation:**."""


def raw(cmd: str, text: str, duration: float = 1.0) -> tuple[str, str]:
    """A turn whose observation is written out in full (interactive programs, custom prompts)."""
    return keys(cmd, duration), text


def kv(rows: list[tuple[str, str]], width: int) -> str:
    """Right-aligned ``label: value`` lines as networkctl and resolvectl print them."""
    return "\n".join((f"{k:>{width}}: " if k else " " * (width + 2)) + v for k, v in rows)


# --------------------------------------------------------------------------------------------- 01
def t01(rs: RowSet) -> None:
    p = Pane("root", "edge-gw01", "/root")
    state = p.prompt
    turns = [
        p.run("ip -br addr", """lo               UNKNOWN        127.0.0.1/8 ::1/128
ens18            UP             10.20.0.14/24 fe80::be24:11ff:fe5a:3c01/64
ens19            UP             172.16.40.1/22 fe80::be24:11ff:fe5a:3c02/64
wg0              UNKNOWN        10.99.0.1/24
docker0          DOWN           172.17.0.1/16"""),
        p.run("ip route", """default via 10.20.0.1 dev ens18 proto static metric 100
10.20.0.0/24 dev ens18 proto kernel scope link src 10.20.0.14 metric 100
10.99.0.0/24 dev wg0 proto kernel scope link src 10.99.0.1
172.16.40.0/22 dev ens19 proto kernel scope link src 172.16.40.1 metric 101
172.17.0.0/16 dev docker0 proto kernel scope link src 172.17.0.1 linkdown"""),
        p.run("ss -tlnp", """State  Recv-Q Send-Q Local Address:Port  Peer Address:PortProcess
LISTEN 0      4096   127.0.0.53%lo:53         0.0.0.0:*    users:(("systemd-resolve",pid=612,fd=14))
LISTEN 0      128          0.0.0.0:22         0.0.0.0:*    users:(("sshd",pid=903,fd=3))
LISTEN 0      511      172.16.40.1:80         0.0.0.0:*    users:(("nginx",pid=1187,fd=6),("nginx",pid=1186,fd=6),("nginx",pid=1185,fd=6))
LISTEN 0      4096       127.0.0.1:9100       0.0.0.0:*    users:(("node_exporter",pid=1044,fd=3))
LISTEN 0      128             [::]:22            [::]:*    users:(("sshd",pid=903,fd=4))"""),
        p.run("ip addr add 172.16.44.1/24 dev ens19 && ip -br addr show dev ens19",
              "ens19            UP             172.16.40.1/22 172.16.44.1/24 fe80::be24:11ff:fe5a:3c02/64"),
        p.run("ip route show dev ens19", """172.16.40.0/22 proto kernel scope link src 172.16.40.1 metric 101
172.16.44.0/24 proto kernel scope link src 172.16.44.1"""),
        p.run("systemctl restart nginx && ss -tlnp 'sport = :80'", """State  Recv-Q Send-Q Local Address:Port Peer Address:PortProcess
LISTEN 0      511      172.16.40.1:80        0.0.0.0:*    users:(("nginx",pid=2318,fd=6),("nginx",pid=2317,fd=6),("nginx",pid=2316,fd=6))""", duration=2.0),
        p.run("ss -s", """Total: 187
TCP:   14 (estab 6, closed 2, orphaned 0, timewait 2)

Transport Total     IP        IPv6
RAW	  1         0         1
UDP	  6         4         2
TCP	  12        10        2
INET	  19        14        5
FRAG	  0         0         0        """),
        p.run("ip -s link show dev ens18", """2: ens18: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc fq_codel state UP mode DEFAULT group default qlen 1000
    link/ether bc:24:11:5a:3c:01 brd ff:ff:ff:ff:ff:ff
    RX:      bytes packets errors dropped  missed   mcast
    8816243019 9120417      0     112       0   40211
    TX:      bytes packets errors dropped carrier collsns
    2291170334 4410983      0       0       0       0
    altname enp0s18"""),
        p.run("sleep 30; ip -s link show dev ens18", """2: ens18: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc fq_codel state UP mode DEFAULT group default qlen 1000
    link/ether bc:24:11:5a:3c:01 brd ff:ff:ff:ff:ff:ff
    RX:      bytes packets errors dropped  missed   mcast
    8816910455 9121201      0     112       0   40219
    TX:      bytes packets errors dropped carrier collsns
    2291402876 4411530      0       0       0       0
    altname enp0s18""", duration=32.0),
    ]
    rs.add("terminal", "h65-terminal-01", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------------------------- 02
def t02(rs: RowSet) -> None:
    p = Pane("root", "db-prod-02", "/root", style="rhel")
    state = p.prompt
    timer_unit = """# /etc/systemd/system/pg-backup.timer
[Unit]
Description=Nightly PostgreSQL base backup

[Timer]
OnCalendar=*-*-* 02:30:00
RandomizedDelaySec={delay}
Persistent=true

[Install]
WantedBy=timers.target"""
    turns = [
        p.run("systemctl list-timers --all", """NEXT                        LEFT          LAST                        PASSED       UNIT                         ACTIVATES
Wed 2024-06-12 13:40:00 UTC 1min 18s left Wed 2024-06-12 13:30:00 UTC 8min ago     sysstat-collect.timer        sysstat-collect.service
Wed 2024-06-12 13:52:31 UTC 13min left    Tue 2024-06-11 13:52:31 UTC 23h ago      systemd-tmpfiles-clean.timer systemd-tmpfiles-clean.service
Wed 2024-06-12 14:21:07 UTC 42min left    Wed 2024-06-12 13:11:02 UTC 27min ago    dnf-makecache.timer          dnf-makecache.service
Thu 2024-06-13 00:00:00 UTC 10h left      Wed 2024-06-12 00:00:00 UTC 13h ago      logrotate.timer              logrotate.service
Thu 2024-06-13 00:07:00 UTC 10h left      Wed 2024-06-12 00:07:00 UTC 13h ago      sysstat-summary.timer        sysstat-summary.service
Thu 2024-06-13 02:37:52 UTC 12h left      Wed 2024-06-12 02:34:10 UTC 11h ago      pg-backup.timer              pg-backup.service
Mon 2024-06-17 00:51:49 UTC 4 days left   Mon 2024-06-10 01:12:03 UTC 2 days ago   fstrim.timer                 fstrim.service

7 timers listed."""),
        p.run("systemctl cat pg-backup.timer", timer_unit.format(delay="15m")),
        p.run("systemctl status pg-backup.service --no-pager", """○ pg-backup.service - PostgreSQL base backup to /srv/backup
     Loaded: loaded (/etc/systemd/system/pg-backup.service; static)
     Active: inactive (dead) since Wed 2024-06-12 02:51:47 UTC; 10h ago
TriggeredBy: ● pg-backup.timer
    Process: 48213 ExecStart=/usr/local/bin/pg-backup.sh (code=exited, status=0/SUCCESS)
   Main PID: 48213 (code=exited, status=0/SUCCESS)
        CPU: 4min 12.881s

Jun 12 02:34:10 db-prod-02 systemd[1]: Starting PostgreSQL base backup to /srv/backup...
Jun 12 02:34:11 db-prod-02 pg-backup.sh[48213]: starting base backup to /srv/backup/base-20240612T023411
Jun 12 02:51:46 db-prod-02 pg-backup.sh[48213]: backup complete: 41.7 GiB, 1052 files, checksum ok
Jun 12 02:51:47 db-prod-02 systemd[1]: pg-backup.service: Deactivated successfully.
Jun 12 02:51:47 db-prod-02 systemd[1]: Finished PostgreSQL base backup to /srv/backup.
Jun 12 02:51:47 db-prod-02 systemd[1]: pg-backup.service: Consumed 4min 12.881s CPU time."""),
        p.run("ls -l /srv/backup | tail -4", """drwx------. 2 postgres postgres 4096 Jun  9 02:49 base-20240609T024102
drwx------. 2 postgres postgres 4096 Jun 10 02:55 base-20240610T023355
drwx------. 2 postgres postgres 4096 Jun 11 02:50 base-20240611T024417
drwx------. 2 postgres postgres 4096 Jun 12 02:51 base-20240612T023411"""),
        p.run("systemctl show pg-backup.timer -p TimersCalendar -p NextElapseUSecRealtime -p LastTriggerUSec -p RandomizedDelayUSec -p Persistent", """TimersCalendar={ OnCalendar=*-*-* 03:30:00 ; next_elapse=Thu 2024-06-13 03:30:00 UTC }
NextElapseUSecRealtime=Thu 2024-06-13 02:37:52 UTC
LastTriggerUSec=Wed 2024-06-12 02:34:10 UTC
RandomizedDelayUSec=15min
Persistent=yes"""),
        p.run("sed -i 's/^RandomizedDelaySec=15m$/RandomizedDelaySec=5m/' /etc/systemd/system/pg-backup.timer && systemctl daemon-reload"),
        p.run("systemctl cat pg-backup.timer", timer_unit.format(delay="5m")),
        p.run("systemctl list-timers pg-backup.timer", """NEXT                        LEFT     LAST                        PASSED  UNIT            ACTIVATES
Thu 2024-06-13 02:33:05 UTC 12h left Wed 2024-06-12 02:34:10 UTC 11h ago pg-backup.timer pg-backup.service

1 timers listed.
Pass --all to see loaded but inactive timers, too."""),
    ]
    rs.add("terminal", "h65-terminal-02", SYSTEM, turns, state=state, bad=True, turn=5,
           kind="systemctl show reports the pg-backup.timer OnCalendar as 03:30 although the unit file shown in turn 2 says 02:30 and nothing edited it")


# --------------------------------------------------------------------------------------------- 03
WG_K0 = "7mQbXk3Zp1uVv4yH0n9c6tGJ2eRfLq8sWdA5oBiNxTE="
WG_K1 = "Rk2s9v0JqL8mYc4tWbN1uZ6pXe3Ha7fDgQoVi5KjTw0="
WG_K2 = "aF3nW8pQ0xYz5LkVb2CmT7uR9sJ4hDgE1oNiKq6eBvM="
WG_K3 = "Zt5Hc1mVq8rN3yXp0Lw6KbJ2gEd9fSaU4oTiR7nWxYs="


def t03(rs: RowSet) -> None:
    p = Pane("root", "vpn-hub", "/root")
    state = p.prompt
    turns = [
        p.run("wg show wg0", f"""interface: wg0
  public key: {WG_K0}
  private key: (hidden)
  listening port: 51820

peer: {WG_K2}
  endpoint: 203.0.113.140:51820
  allowed ips: 10.99.0.3/32, 192.168.77.0/24
  latest handshake: 38 seconds ago
  transfer: 1.87 GiB received, 412.55 MiB sent

peer: {WG_K1}
  endpoint: 198.51.100.23:48211
  allowed ips: 10.99.0.2/32
  latest handshake: 1 minute, 12 seconds ago
  transfer: 14.22 MiB received, 3.10 MiB sent
  persistent keepalive: every 25 seconds

peer: {WG_K3}
  allowed ips: 10.99.0.4/32"""),
        p.run("ip -br addr show wg0 && ip route show dev wg0", """wg0              UNKNOWN        10.99.0.1/24
10.99.0.0/24 proto kernel scope link src 10.99.0.1
192.168.77.0/24 scope link"""),
        p.run("cat /etc/wireguard/wg0.conf", f"""[Interface]
Address = 10.99.0.1/24
ListenPort = 51820
PrivateKey = kC8d2p0vWJm1sQ3T4xYz7uB6nR9aH5eLgFoVi2KjTlQ=
PostUp = ip route add 192.168.77.0/24 dev wg0
PostDown = ip route del 192.168.77.0/24 dev wg0

# laptop-mkoval
[Peer]
PublicKey = {WG_K1}
AllowedIPs = 10.99.0.2/32
PersistentKeepalive = 25

# branch-office-lodz
[Peer]
PublicKey = {WG_K2}
AllowedIPs = 10.99.0.3/32, 192.168.77.0/24

# phone-akowalska
[Peer]
PublicKey = {WG_K3}
AllowedIPs = 10.99.0.4/32"""),
        p.run("ping -c 3 10.99.0.3", """PING 10.99.0.3 (10.99.0.3) 56(84) bytes of data.
64 bytes from 10.99.0.3: icmp_seq=1 ttl=64 time=11.8 ms
64 bytes from 10.99.0.3: icmp_seq=2 ttl=64 time=11.4 ms
64 bytes from 10.99.0.3: icmp_seq=3 ttl=64 time=12.1 ms

--- 10.99.0.3 ping statistics ---
3 packets transmitted, 3 received, 0% packet loss, time 2003ms
rtt min/avg/max/mdev = 11.412/11.766/12.104/0.283 ms""", duration=3.0),
        p.run(f"wg set wg0 peer {WG_K3} allowed-ips 10.99.0.4/32,10.99.0.5/32 && wg show wg0 allowed-ips", f"""{WG_K2}\t10.99.0.3/32 192.168.77.0/24
{WG_K1}\t10.99.0.2/32
{WG_K3}\t10.99.0.4/32 10.99.0.5/32"""),
        p.run("wg show wg0", f"""interface: wg0
  public key: {WG_K0}
  private key: (hidden)
  listening port: 51820

peer: {WG_K1}
  endpoint: 198.51.100.23:48211
  allowed ips: 10.99.0.2/32
  latest handshake: 31 seconds ago
  transfer: 12.87 MiB received, 3.12 MiB sent
  persistent keepalive: every 25 seconds

peer: {WG_K2}
  endpoint: 203.0.113.140:51820
  allowed ips: 10.99.0.3/32, 192.168.77.0/24
  latest handshake: 50 seconds ago
  transfer: 1.87 GiB received, 412.57 MiB sent

peer: {WG_K3}
  allowed ips: 10.99.0.4/32, 10.99.0.5/32"""),
        p.run("wg show wg0 latest-handshakes", f"""{WG_K1}\t1718197921
{WG_K2}\t1718197902
{WG_K3}\t0"""),
        p.run("date +%s", "1718197961"),
        p.run("grep -c '^\\[Peer\\]' /etc/wireguard/wg0.conf", "3"),
    ]
    rs.add("terminal", "h65-terminal-03", SYSTEM, turns, state=state, bad=True, turn=6,
           kind="the laptop peer's received-transfer counter drops from 14.22 MiB to 12.87 MiB although the interface was never restarted")


# --------------------------------------------------------------------------------------------- 04
def t04(rs: RowSet) -> None:
    p = Pane("root", "lb01", "/root", style="rhel")
    state = p.prompt
    stat = "echo \"show stat\" | socat stdio /run/haproxy/admin.sock | cut -d, -f1,2,5,8,18,19,37 | column -s, -t"
    turns = [
        p.run("haproxy -v", """HAProxy version 2.4.22-f8e3218 2023/02/14 - https://haproxy.org/
Status: long-term supported branch - will stop receiving fixes around Q2 2026.
Known bugs: http://www.haproxy.org/bugs/bugs-2.4.22.html
Running on: Linux 5.14.0-362.24.1.el9_3.x86_64 #1 SMP PREEMPT_DYNAMIC Wed Mar 20 08:56:42 EDT 2024 x86_64"""),
        p.run("haproxy -c -f /etc/haproxy/haproxy.cfg", "Configuration file is valid"),
        p.run("grep -n -A8 '^backend be_api' /etc/haproxy/haproxy.cfg", """58:backend be_api
59-    balance roundrobin
60-    option httpchk GET /healthz
61-    http-check expect status 200
62-    default-server inter 3s fall 3 rise 2
63-    server api1 10.30.1.11:8080 check
64-    server api2 10.30.1.12:8080 check
65-    server api3 10.30.1.13:8080 check
66-"""),
        p.run(stat, """# pxname  svname    scur  stot     status  weight  check_status
fe_https  FRONTEND  212   1843920  OPEN
be_api    api1      71    612044   UP      1       L7OK
be_api    api2      69    611870   UP      1       L7OK
be_api    api3      70    611902   UP      1       L7OK
be_api    BACKEND   210   1835816  UP      3
be_static static1   2     8104     UP      1       L4OK
be_static BACKEND   2     8104     UP      1
stats     FRONTEND  0     14       OPEN
stats     BACKEND   0     0        UP      0"""),
        p.run("echo \"set server be_api/api2 state drain\" | socat stdio /run/haproxy/admin.sock", "\n"),
        p.run(stat, """# pxname  svname    scur  stot     status  weight  check_status
fe_https  FRONTEND  212   1845279  OPEN
be_api    api1      92    612655   UP      1       L7OK
be_api    api2      31    611904   DRAIN   0       L7OK
be_api    api3      88    612611   UP      1       L7OK
be_api    BACKEND   211   1837170  UP      2
be_static static1   1     8109     UP      1       L4OK
be_static BACKEND   1     8109     UP      1
stats     FRONTEND  0     14       OPEN
stats     BACKEND   0     0        UP      0"""),
        p.run("sed -i 's/^    server api3 10.30.1.13:8080 check$/    server api3 10.30.1.13:8080 check weight 50/' /etc/haproxy/haproxy.cfg && haproxy -c -f /etc/haproxy/haproxy.cfg",
              "Configuration file is valid"),
        p.run("systemctl reload haproxy && systemctl status haproxy --no-pager | head -12", """● haproxy.service - HAProxy Load Balancer
     Loaded: loaded (/usr/lib/systemd/system/haproxy.service; enabled; preset: disabled)
     Active: active (running) since Mon 2024-06-03 08:14:22 UTC; 1 week 2 days ago
    Process: 2291804 ExecReload=/usr/sbin/haproxy -Ws -f $CONFIG -c -q $OPTIONS (code=exited, status=0/SUCCESS)
    Process: 2291806 ExecReload=/bin/kill -USR2 $MAINPID (code=exited, status=0/SUCCESS)
   Main PID: 1022 (haproxy)
      Tasks: 9 (limit: 48921)
     Memory: 61.4M
        CPU: 2h 41min 7.220s
     CGroup: /system.slice/haproxy.service
             ├─   1022 /usr/sbin/haproxy -Ws -f /etc/haproxy/haproxy.cfg -p /run/haproxy.pid -S /run/haproxy-master.sock
             ├─2287650 /usr/sbin/haproxy -Ws -f /etc/haproxy/haproxy.cfg -p /run/haproxy.pid -S /run/haproxy-master.sock""", duration=2.0),
        p.run(stat, """# pxname  svname    scur  stot  status  weight  check_status
fe_https  FRONTEND  40    1311  OPEN
be_api    api1      1     27    UP      1       L7OK
be_api    api2      1     25    UP      1       L7OK
be_api    api3      38    1248  UP      50      L7OK
be_api    BACKEND   40    1300  UP      52
be_static static1   0     11    UP      1       L4OK
be_static BACKEND   0     11    UP      1
stats     FRONTEND  0     0     OPEN
stats     BACKEND   0     0     UP      0"""),
        p.run("grep -n 'server api' /etc/haproxy/haproxy.cfg", """63:    server api1 10.30.1.11:8080 check
64:    server api2 10.30.1.12:8080 check
65:    server api3 10.30.1.13:8080 check weight 50"""),
    ]
    rs.add("terminal", "h65-terminal-04", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------------------------- 05
def t05(rs: RowSet) -> None:
    p = Pane("deploy", "app-web3", "/home/deploy")
    state = p.prompt
    g = "/srv/shopapi/venv/bin/python3 /srv/shopapi/venv/bin/gunicorn -c /etc/gunicorn/app.conf.py shopapi.wsgi:application"
    turns = [
        p.run("journalctl -u gunicorn --since \"2024-06-14 09:00\" --no-pager | tail -n 8", """Jun 14 09:41:07 app-web3 gunicorn[18402]: [2024-06-14 09:41:07 +0000] [18402] [CRITICAL] WORKER TIMEOUT (pid:23117)
Jun 14 09:41:07 app-web3 gunicorn[23117]: [2024-06-14 09:41:07 +0000] [23117] [INFO] Worker exiting (pid: 23117)
Jun 14 09:41:08 app-web3 gunicorn[18402]: [2024-06-14 09:41:08 +0000] [18402] [ERROR] Worker (pid:23117) was sent SIGKILL! Perhaps out of memory?
Jun 14 09:41:08 app-web3 gunicorn[23904]: [2024-06-14 09:41:08 +0000] [23904] [INFO] Booting worker with pid: 23904
Jun 14 09:52:30 app-web3 gunicorn[18402]: [2024-06-14 09:52:30 +0000] [18402] [CRITICAL] WORKER TIMEOUT (pid:22988)
Jun 14 09:52:30 app-web3 gunicorn[22988]: [2024-06-14 09:52:30 +0000] [22988] [INFO] Worker exiting (pid: 22988)
Jun 14 09:52:31 app-web3 gunicorn[18402]: [2024-06-14 09:52:31 +0000] [18402] [ERROR] Worker (pid:22988) was sent SIGKILL! Perhaps out of memory?
Jun 14 09:52:31 app-web3 gunicorn[24410]: [2024-06-14 09:52:31 +0000] [24410] [INFO] Booting worker with pid: 24410"""),
        p.run("journalctl -u gunicorn --since today -p warning --no-pager | grep -c 'WORKER TIMEOUT'", "7"),
        p.run("journalctl -k --since \"2024-06-14 09:00\" --no-pager | grep -i -E 'oom|killed process'"),
        p.run("sudo sed -i 's/^timeout = 30$/timeout = 90/' /etc/gunicorn/app.conf.py && grep -n '^timeout\\|^workers' /etc/gunicorn/app.conf.py", """4:workers = 5
7:timeout = 90"""),
        p.run("sudo systemctl restart gunicorn && journalctl -u gunicorn -n 13 --no-pager", """Jun 14 10:03:12 app-web3 systemd[1]: Stopping gunicorn.service - Gunicorn daemon for shopapi...
Jun 14 10:03:12 app-web3 gunicorn[18402]: [2024-06-14 10:03:12 +0000] [18402] [INFO] Handling signal: term
Jun 14 10:03:13 app-web3 systemd[1]: gunicorn.service: Deactivated successfully.
Jun 14 10:03:13 app-web3 systemd[1]: Stopped gunicorn.service - Gunicorn daemon for shopapi.
Jun 14 10:03:13 app-web3 systemd[1]: Started gunicorn.service - Gunicorn daemon for shopapi.
Jun 14 10:03:13 app-web3 gunicorn[24977]: [2024-06-14 10:03:13 +0000] [24977] [INFO] Starting gunicorn 21.2.0
Jun 14 10:03:13 app-web3 gunicorn[24977]: [2024-06-14 10:03:13 +0000] [24977] [INFO] Listening at: unix:/run/gunicorn/shopapi.sock (24977)
Jun 14 10:03:13 app-web3 gunicorn[24977]: [2024-06-14 10:03:13 +0000] [24977] [INFO] Using worker: sync
Jun 14 10:03:13 app-web3 gunicorn[24981]: [2024-06-14 10:03:13 +0000] [24981] [INFO] Booting worker with pid: 24981
Jun 14 10:03:13 app-web3 gunicorn[24982]: [2024-06-14 10:03:13 +0000] [24982] [INFO] Booting worker with pid: 24982
Jun 14 10:03:13 app-web3 gunicorn[24984]: [2024-06-14 10:03:13 +0000] [24984] [INFO] Booting worker with pid: 24984
Jun 14 10:03:14 app-web3 gunicorn[24985]: [2024-06-14 10:03:14 +0000] [24985] [INFO] Booting worker with pid: 24985
Jun 14 10:03:14 app-web3 gunicorn[24987]: [2024-06-14 10:03:14 +0000] [24987] [INFO] Booting worker with pid: 24987""", duration=3.0),
        p.run("systemctl status gunicorn --no-pager -n 0", f"""● gunicorn.service - Gunicorn daemon for shopapi
     Loaded: loaded (/etc/systemd/system/gunicorn.service; enabled; preset: enabled)
     Active: active (running) since Fri 2024-06-14 10:03:13 UTC; 2min 41s ago
   Main PID: 24977 (gunicorn)
      Tasks: 6 (limit: 9387)
     Memory: 412.8M
        CPU: 9.318s
     CGroup: /system.slice/gunicorn.service
             ├─24977 {g}
             ├─24981 {g}
             ├─24982 {g}
             ├─24984 {g}
             ├─24985 {g}
             └─24987 {g}"""),
        p.run("journalctl -u gunicorn --since \"10:03:13\" -p warning --no-pager", "-- No entries --"),
    ]
    rs.add("terminal", "h65-terminal-05", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------------------------- 06
ZONE = """$TTL 3600
@       IN      SOA     ns1.corp.example. hostmaster.corp.example. (
                        2024061403      ; serial
                        7200            ; refresh
                        900             ; retry
                        1209600         ; expire
                        300 )           ; negative TTL
        IN      NS      ns1.corp.example.
        IN      NS      ns2.corp.example.
        IN      MX      10 mail.corp.example.
ns1     IN      A       10.40.0.53
ns2     IN      A       10.40.1.53
mail    IN      A       10.40.0.25
www     IN      A       10.40.0.80
intranet IN     CNAME   www
vpn     IN      A       10.40.0.9
git     IN      A       10.40.2.17"""


def t06(rs: RowSet) -> None:
    p = Pane("root", "ns1", "/etc/bind/zones")
    state = p.prompt
    numbered = "\n".join(f"{i:6d}\t{line}" for i, line in enumerate(ZONE.split("\n"), 1))
    turns = [
        p.run("cat -n db.corp.example", numbered),
        p.run("named-checkzone corp.example db.corp.example", "zone corp.example/IN: loaded serial 2024061403\nOK"),
        p.run("rndc zonestatus corp.example", """name: corp.example
type: primary
files: /etc/bind/zones/db.corp.example
serial: 2024061403
nodes: 8
last loaded: Fri, 14 Jun 2024 07:12:44 GMT
secure: no
dynamic: no
reconfigurable via modzone: no"""),
        p.run("dig @127.0.0.1 mail.corp.example A +noall +answer", "mail.corp.example.\t3600\tIN\tA\t10.40.0.25"),
        p.run("sed -i -e 's/^www     IN      A       10.40.0.80/www     IN      A       10.40.0.81/' -e 's/2024061403      ; serial/2024061404      ; serial/' db.corp.example && named-checkzone corp.example db.corp.example",
              "zone corp.example/IN: loaded serial 2024061404\nOK"),
        p.run("rndc reload corp.example", "zone reload queued"),
        p.run("rndc zonestatus corp.example | grep -E 'serial|last loaded'", "serial: 2024061404\nlast loaded: Fri, 14 Jun 2024 13:26:05 GMT"),
        p.run("dig @127.0.0.1 corp.example AXFR", """
; <<>> DiG 9.18.24-1-Debian <<>> @127.0.0.1 corp.example AXFR
; (1 server found)
;; global options: +cmd
corp.example.\t\t3600\tIN\tSOA\tns1.corp.example. hostmaster.corp.example. 2024061404 7200 900 1209600 300
corp.example.\t\t3600\tIN\tNS\tns1.corp.example.
corp.example.\t\t3600\tIN\tNS\tns2.corp.example.
corp.example.\t\t3600\tIN\tMX\t10 mail.corp.example.
git.corp.example.\t3600\tIN\tA\t10.40.2.17
intranet.corp.example.\t3600\tIN\tCNAME\twww.corp.example.
mail.corp.example.\t3600\tIN\tA\t10.40.0.52
ns1.corp.example.\t3600\tIN\tA\t10.40.0.53
ns2.corp.example.\t3600\tIN\tA\t10.40.1.53
vpn.corp.example.\t3600\tIN\tA\t10.40.0.9
www.corp.example.\t3600\tIN\tA\t10.40.0.81
corp.example.\t\t3600\tIN\tSOA\tns1.corp.example. hostmaster.corp.example. 2024061404 7200 900 1209600 300
;; Query time: 1 msec
;; SERVER: 127.0.0.1#53(127.0.0.1) (TCP)
;; WHEN: Fri Jun 14 13:26:31 UTC 2024
;; XFR size: 12 records (messages 1, bytes 387)
"""),
        p.run("dig @127.0.0.1 www.corp.example +short", "10.40.0.81"),
    ]
    rs.add("terminal", "h65-terminal-06", SYSTEM, turns, state=state, bad=True, turn=8,
           kind="the AXFR lists mail.corp.example as 10.40.0.52 while the zone file and the earlier dig gave 10.40.0.25, and only the www record was edited")


# --------------------------------------------------------------------------------------------- 07
def t07(rs: RowSet) -> None:
    p = Pane("root", "web-edge-1", "/etc/nginx")
    state = p.prompt
    ok = "nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful"
    turns = [
        p.run("nginx -t", ok),
        p.run("ls -l sites-enabled/", """total 0
lrwxrwxrwx 1 root root 34 Mar  2 11:20 default -> /etc/nginx/sites-available/default
lrwxrwxrwx 1 root root 43 Apr 18 09:02 docs.example.org -> /etc/nginx/sites-available/docs.example.org
lrwxrwxrwx 1 root root 45 May 27 16:45 status.example.org -> /etc/nginx/sites-available/status.example.org"""),
        p.run("cat sites-available/status.example.org", """server {
    listen 80;
    server_name status.example.org;

    location / {
        proxy_pass http://127.0.0.1:3001;
        proxy_set_header Host $host;
        proxy_set_header X-Real-IP $remote_addr;
    }
}"""),
        p.run("cp sites-available/status.example.org sites-available/grafana.example.org && sed -i 's/status.example.org/grafana.example.org/; s/3001/3000/' sites-available/grafana.example.org && ln -s /etc/nginx/sites-available/grafana.example.org sites-enabled/ && nginx -t", ok),
        p.run("nginx -T 2>/dev/null | grep -n 'server_name\\|proxy_pass'", """48:	server_name _;
81:    server_name docs.example.org;
88:        proxy_pass http://127.0.0.1:8081;
101:    server_name grafana.example.org;
104:        proxy_pass http://127.0.0.1:3000;
113:    server_name status.example.org;
116:        proxy_pass http://127.0.0.1:3001;"""),
        p.run("systemctl reload nginx && curl -s -o /dev/null -w '%{http_code} %{size_download}\\n' -H 'Host: grafana.example.org' http://127.0.0.1/login", "200 37412"),
        p.run("rm sites-enabled/default && nginx -t && systemctl reload nginx && ls sites-enabled/", ok + "\ndocs.example.org  grafana.example.org  status.example.org"),
        p.run("curl -s -o /dev/null -w '%{http_code}\\n' http://127.0.0.1/ && tail -n 3 /var/log/nginx/access.log", """200
127.0.0.1 - - [15/Jun/2024:08:14:52 +0000] "GET /login HTTP/1.1" 200 37412 "-" "curl/8.5.0"
203.0.113.9 - - [15/Jun/2024:08:15:40 +0000] "GET /api/v1/status HTTP/1.1" 200 914 "-" "UptimeRobot/2.0"
127.0.0.1 - - [15/Jun/2024:08:16:03 +0000] "GET / HTTP/1.1" 200 5120 "-" "curl/8.5.0\""""),
    ]
    rs.add("terminal", "h65-terminal-07", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------------------------- 08
def t08(rs: RowSet) -> None:
    p = Pane("root", "tick", "/root")
    state = p.prompt
    sources_hdr = """MS Name/IP address         Stratum Poll Reach LastRx Last sample
==============================================================================="""
    turns = [
        p.run("chronyc tracking", """Reference ID    : C0A80A05 (192.168.10.5)
Stratum         : 3
Ref time (UTC)  : Sun Jun 16 06:41:27 2024
System time     : 0.000018214 seconds slow of NTP time
Last offset     : -0.000009875 seconds
RMS offset      : 0.000031406 seconds
Frequency       : 12.447 ppm fast
Residual freq   : -0.002 ppm
Skew            : 0.041 ppm
Root delay      : 0.012846311 seconds
Root dispersion : 0.000922108 seconds
Update interval : 64.3 seconds
Leap status     : Normal"""),
        p.run("chronyc sources", sources_hdr + """
^* 192.168.10.5                  2   6   377    41    -12us[  -22us] +/- 6952us
^+ 192.168.10.6                  2   6   377    40    +87us[  +77us] +/- 7410us
^- ntp1.hetzner.de               2  10   377   612  +1204us[+1199us] +/-   19ms
^? time.cloudflare.com           0   8     0     -     +0ns[   +0ns] +/-    0ns"""),
        p.run("chronyc sourcestats", """Name/IP Address            NP  NR  Span  Frequency  Freq Skew  Offset  Std Dev
==============================================================================
192.168.10.5               24  13   24m     -0.001      0.038    -15us    28us
192.168.10.6               24  11   24m     +0.004      0.051    +81us    36us
ntp1.hetzner.de            12   7  193m     +0.018      0.114  +1187us   212us
time.cloudflare.com         0   0     0     +0.000   2000.000     +0ns  4000ms"""),
        p.run("sed -i '/time.cloudflare.com/d' /etc/chrony/chrony.conf && echo 'server ntp2.hetzner.de iburst' >> /etc/chrony/chrony.conf && grep -E '^(server|pool)' /etc/chrony/chrony.conf", """server 192.168.10.5 iburst prefer
server 192.168.10.6 iburst
server ntp1.hetzner.de iburst
server ntp2.hetzner.de iburst"""),
        p.run("systemctl restart chrony && sleep 20 && chronyc sources", sources_hdr + """
^* 192.168.10.5                  2   6    17    12    -31us[  -44us] +/- 7011us
^+ 192.168.10.6                  2   6    17    12    +66us[  +53us] +/- 7388us
^+ ntp1.hetzner.de               2   6    17    11  +1145us[+1132us] +/-   18ms
^+ ntp2.hetzner.de               2   6    17    11   +902us[ +889us] +/-   17ms""", duration=22.0),
        p.run("chronyc tracking", """Reference ID    : C0A80A05 (192.168.10.5)
Stratum         : 3
Ref time (UTC)  : Sun Jun 16 06:49:58 2024
System time     : 0.000004116 seconds fast of NTP time
Last offset     : -0.000013472 seconds
RMS offset      : 0.000013472 seconds
Frequency       : 12.451 ppm fast
Residual freq   : -0.219 ppm
Skew            : 3.812 ppm
Root delay      : 0.012903117 seconds
Root dispersion : 0.000488260 seconds
Update interval : 2.0 seconds
Leap status     : Normal"""),
        p.run("chronyc activity", """200 OK
4 sources online
0 sources offline
0 sources doing burst (return to online)
0 sources doing burst (return to offline)
0 sources with unknown address"""),
    ]
    rs.add("terminal", "h65-terminal-08", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------------------------- 09
def t09(rs: RowSet) -> None:
    p = Pane("root", "fw-core", "/root")
    state = p.prompt
    hdr = """Chain INPUT (policy DROP)
num  target     prot opt source               destination         """
    turns = [
        p.run("iptables-save -c -t filter", """# Generated by iptables-save v1.8.9 (nf_tables) on Mon Jun 17 10:02:41 2024
*filter
:INPUT DROP [1841:112043]
:FORWARD DROP [0:0]
:OUTPUT ACCEPT [918244:77190356]
:f2b-sshd - [0:0]
[4410982:3391420187] -A INPUT -i lo -j ACCEPT
[9120411:8812009954] -A INPUT -m conntrack --ctstate RELATED,ESTABLISHED -j ACCEPT
[221:13260] -A INPUT -s 203.0.113.77/32 -j DROP
[10410:624600] -A INPUT -p tcp -m tcp --dport 22 -j f2b-sshd
[10388:623280] -A INPUT -p tcp -m tcp --dport 22 -m conntrack --ctstate NEW -j ACCEPT
[88114:5286840] -A INPUT -p tcp -m multiport --dports 80,443 -m conntrack --ctstate NEW -j ACCEPT
[3312:188784] -A INPUT -p icmp -m icmp --icmp-type 8 -j ACCEPT
[22:1320] -A f2b-sshd -s 45.155.205.233/32 -j REJECT --reject-with icmp-port-unreachable
[10388:623280] -A f2b-sshd -j RETURN
COMMIT
# Completed on Mon Jun 17 10:02:41 2024"""),
        p.run("iptables -L INPUT -n --line-numbers", hdr + """
1    ACCEPT     all  --  0.0.0.0/0            0.0.0.0/0
2    ACCEPT     all  --  0.0.0.0/0            0.0.0.0/0            ctstate RELATED,ESTABLISHED
3    DROP       all  --  203.0.113.77         0.0.0.0/0
4    f2b-sshd   tcp  --  0.0.0.0/0            0.0.0.0/0            tcp dpt:22
5    ACCEPT     tcp  --  0.0.0.0/0            0.0.0.0/0            tcp dpt:22 ctstate NEW
6    ACCEPT     tcp  --  0.0.0.0/0            0.0.0.0/0            multiport dports 80,443 ctstate NEW
7    ACCEPT     icmp --  0.0.0.0/0            0.0.0.0/0            icmptype 8"""),
        p.run("iptables -D INPUT 3 && iptables -L INPUT -n --line-numbers | head -5", hdr + """
1    ACCEPT     all  --  0.0.0.0/0            0.0.0.0/0
2    ACCEPT     all  --  0.0.0.0/0            0.0.0.0/0            ctstate RELATED,ESTABLISHED
3    f2b-sshd   tcp  --  0.0.0.0/0            0.0.0.0/0            tcp dpt:22"""),
        p.run("iptables -I INPUT 6 -p udp --dport 51820 -j ACCEPT"),
        p.run("fail2ban-client status sshd", """Status for the jail: sshd
|- Filter
|  |- Currently failed:	3
|  |- Total failed:	418
|  `- File list:	/var/log/auth.log
`- Actions
   |- Currently banned:	2
   |- Total banned:	37
   `- Banned IP list:	45.155.205.233 194.26.29.110"""),
        p.run("iptables-save -c -t filter", """# Generated by iptables-save v1.8.9 (nf_tables) on Mon Jun 17 10:05:19 2024
*filter
:INPUT DROP [1907:115980]
:FORWARD DROP [0:0]
:OUTPUT ACCEPT [919012:77254101]
:f2b-sshd - [0:0]
[4411307:3391655012] -A INPUT -i lo -j ACCEPT
[9121877:8813201446] -A INPUT -m conntrack --ctstate RELATED,ESTABLISHED -j ACCEPT
[221:13260] -A INPUT -s 203.0.113.77/32 -j DROP
[10433:625980] -A INPUT -p tcp -m tcp --dport 22 -j f2b-sshd
[10409:624540] -A INPUT -p tcp -m tcp --dport 22 -m conntrack --ctstate NEW -j ACCEPT
[88302:5298120] -A INPUT -p tcp -m multiport --dports 80,443 -m conntrack --ctstate NEW -j ACCEPT
[0:0] -A INPUT -p udp -m udp --dport 51820 -j ACCEPT
[3318:189126] -A INPUT -p icmp -m icmp --icmp-type 8 -j ACCEPT
[2:120] -A f2b-sshd -s 194.26.29.110/32 -j REJECT --reject-with icmp-port-unreachable
[22:1320] -A f2b-sshd -s 45.155.205.233/32 -j REJECT --reject-with icmp-port-unreachable
[10409:624540] -A f2b-sshd -j RETURN
COMMIT
# Completed on Mon Jun 17 10:05:19 2024"""),
        p.run("iptables-save -t filter > /etc/iptables/rules.v4 && wc -l /etc/iptables/rules.v4", "18 /etc/iptables/rules.v4"),
        p.run("grep -c 203.0.113.77 /etc/iptables/rules.v4", "0"),
        p.run("iptables -L f2b-sshd -n -v", """Chain f2b-sshd (1 references)
 pkts bytes target     prot opt in     out     source               destination
    2   120 REJECT     all  --  *      *       194.26.29.110        0.0.0.0/0            reject-with icmp-port-unreachable
   22  1320 REJECT     all  --  *      *       45.155.205.233       0.0.0.0/0            reject-with icmp-port-unreachable
10415  625K RETURN     all  --  *      *       0.0.0.0/0            0.0.0.0/0           """),
        p.run("systemctl is-enabled netfilter-persistent", "enabled"),
    ]
    rs.add("terminal", "h65-terminal-09", SYSTEM, turns, state=state, bad=True, turn=6,
           kind="the DROP rule for 203.0.113.77 that was deleted in turn 3 shows up again in iptables-save with its old counters")


# --------------------------------------------------------------------------------------------- 10
def t10(rs: RowSet) -> None:
    p = Pane("root", "gw-home", "/root")
    state = p.prompt
    turns = [
        p.run("cat /etc/dnsmasq.d/lan.conf", """interface=br-lan
bind-interfaces
domain=home.lan
local=/home.lan/
expand-hosts
dhcp-range=192.168.50.100,192.168.50.199,255.255.255.0,12h
dhcp-option=option:router,192.168.50.1
dhcp-option=option:dns-server,192.168.50.1
dhcp-host=52:54:00:3e:91:a7,printer,192.168.50.20,infinite
dhcp-host=b8:27:eb:4c:0d:12,pihole-old,192.168.50.21
dhcp-authoritative
log-dhcp
cache-size=1000"""),
        p.run("dnsmasq --test", "dnsmasq: syntax check OK."),
        p.run("cat /var/lib/misc/dnsmasq.leases", """1718697520 f4:5c:89:b2:07:3d 192.168.50.117 galaxy-s23 *
1718697088 3c:22:fb:9a:11:60 192.168.50.143 mbp-ania 01:3c:22:fb:9a:11:60
1718683890 b8:27:eb:4c:0d:12 192.168.50.21 pihole-old 01:b8:27:eb:4c:0d:12
1718668022 dc:a6:32:70:5e:e9 192.168.50.160 * 01:dc:a6:32:70:5e:e9
0 52:54:00:3e:91:a7 192.168.50.20 printer 01:52:54:00:3e:91:a7"""),
        p.run("journalctl -u dnsmasq --since \"19:45\" --no-pager | grep -v 'sent size\\|requested options\\|tags:'", """Jun 17 19:51:28 gw-home dnsmasq-dhcp[802]: 2741263901 available DHCP range: 192.168.50.100 -- 192.168.50.199
Jun 17 19:51:28 gw-home dnsmasq-dhcp[802]: 2741263901 client provides name: mbp-ania
Jun 17 19:51:28 gw-home dnsmasq-dhcp[802]: 2741263901 DHCPREQUEST(br-lan) 192.168.50.143 3c:22:fb:9a:11:60
Jun 17 19:51:28 gw-home dnsmasq-dhcp[802]: 2741263901 DHCPACK(br-lan) 192.168.50.143 3c:22:fb:9a:11:60 mbp-ania
Jun 17 19:58:40 gw-home dnsmasq-dhcp[802]: 1180455022 available DHCP range: 192.168.50.100 -- 192.168.50.199
Jun 17 19:58:40 gw-home dnsmasq-dhcp[802]: 1180455022 client provides name: galaxy-s23
Jun 17 19:58:40 gw-home dnsmasq-dhcp[802]: 1180455022 DHCPREQUEST(br-lan) 192.168.50.117 f4:5c:89:b2:07:3d
Jun 17 19:58:40 gw-home dnsmasq-dhcp[802]: 1180455022 DHCPACK(br-lan) 192.168.50.117 f4:5c:89:b2:07:3d galaxy-s23
Jun 17 20:05:02 gw-home dnsmasq-dhcp[802]: 3390127744 available DHCP range: 192.168.50.100 -- 192.168.50.199
Jun 17 20:05:02 gw-home dnsmasq-dhcp[802]: 3390127744 vendor class: android-dhcp-11
Jun 17 20:05:02 gw-home dnsmasq-dhcp[802]: 3390127744 client provides name: kindle-pw5
Jun 17 20:05:02 gw-home dnsmasq-dhcp[802]: 3390127744 DHCPDISCOVER(br-lan) 74:75:48:e1:2c:9b
Jun 17 20:05:02 gw-home dnsmasq-dhcp[802]: 3390127744 DHCPOFFER(br-lan) 192.168.50.188 74:75:48:e1:2c:9b
Jun 17 20:05:02 gw-home dnsmasq-dhcp[802]: 3390127744 available DHCP range: 192.168.50.100 -- 192.168.50.199
Jun 17 20:05:02 gw-home dnsmasq-dhcp[802]: 3390127744 client provides name: kindle-pw5
Jun 17 20:05:02 gw-home dnsmasq-dhcp[802]: 3390127744 DHCPREQUEST(br-lan) 192.168.50.188 74:75:48:e1:2c:9b
Jun 17 20:05:02 gw-home dnsmasq-dhcp[802]: 3390127744 DHCPACK(br-lan) 192.168.50.188 74:75:48:e1:2c:9b kindle-pw5"""),
        p.run("cat /var/lib/misc/dnsmasq.leases", """1718697902 74:75:48:e1:2c:9b 192.168.50.188 kindle-pw5 01:74:75:48:e1:2c:9b
1718697520 f4:5c:89:b2:07:3d 192.168.50.117 galaxy-s23 *
1718697088 3c:22:fb:9a:11:60 192.168.50.143 mbp-ania 01:3c:22:fb:9a:11:60
1718683890 b8:27:eb:4c:0d:12 192.168.50.21 pihole-old 01:b8:27:eb:4c:0d:12
1718668022 dc:a6:32:70:5e:e9 192.168.50.160 * 01:dc:a6:32:70:5e:e9
0 52:54:00:3e:19:a7 192.168.50.20 printer 01:52:54:00:3e:19:a7"""),
        p.run("dig @192.168.50.1 printer.home.lan +short", "192.168.50.20"),
        p.run("systemctl status dnsmasq --no-pager | head -5", """● dnsmasq.service - dnsmasq - A lightweight DHCP and caching DNS server
     Loaded: loaded (/lib/systemd/system/dnsmasq.service; enabled; vendor preset: enabled)
     Active: active (running) since Sat 2024-06-15 09:12:51 UTC; 2 days ago
    Process: 781 ExecStartPre=/etc/init.d/dnsmasq checkconfig (code=exited, status=0/SUCCESS)
    Process: 790 ExecStart=/etc/init.d/dnsmasq systemd-exec (code=exited, status=0/SUCCESS)"""),
    ]
    rs.add("terminal", "h65-terminal-10", SYSTEM, turns, state=state, bad=True, turn=5,
           kind="the printer's infinite lease comes back with MAC 52:54:00:3e:19:a7 instead of 52:54:00:3e:91:a7 (config and first lease listing), with no DHCP event for it")


# --------------------------------------------------------------------------------------------- 11
Q_HEAD = "-Queue ID-  --Size-- ----Arrival Time---- -Sender/Recipient-------"
Q_7A3F = """7A3F21C0B2*     4812 Tue Jun 18 08:41:07  billing@shop.example.net
                                         customer4411@gmail.com
"""
Q_B19C = """B19C41C0A7      2291 Tue Jun 18 08:12:55  noreply@shop.example.net
(connect to mx.mailbox-tiny.example[198.51.100.61]:25: Connection timed out)
                                         j.nowak@mailbox-tiny.example
"""
Q_C04E = """C04E81C09F      3120 Tue Jun 18 07:58:31  noreply@shop.example.net
(host mx1.corp-partner.example[203.0.113.25] said: 452 4.2.2 Mailbox full (in reply to RCPT TO command))
                                         ops@corp-partner.example
"""
Q_D8E5 = """D8E5B1C0C4{flag}    15734 Tue Jun 18 06:30:02  reports@shop.example.net
(delivery temporarily suspended: connect to mx.mailbox-tiny.example[198.51.100.61]:25: Connection timed out)
                                         a.lis@mailbox-tiny.example
"""


def t11(rs: RowSet) -> None:
    p = Pane("root", "mx2", "/root")
    state = p.prompt
    turns = [
        p.run("postqueue -p", "\n".join([Q_HEAD, Q_7A3F, Q_B19C, Q_C04E, Q_D8E5.format(flag=" "), "-- 26 Kbytes in 4 Requests."])),
        p.run("postcat -hq B19C41C0A7 | head -8", """Received: by mx2.shop.example.net (Postfix, from userid 33)
	id B19C41C0A7; Tue, 18 Jun 2024 08:12:55 +0000 (UTC)
To: j.nowak@mailbox-tiny.example
Subject: Your order #100482 has shipped
From: Shop <noreply@shop.example.net>
Message-Id: <20240618081255.B19C41C0A7@mx2.shop.example.net>
Date: Tue, 18 Jun 2024 08:12:55 +0000 (UTC)
MIME-Version: 1.0"""),
        p.run("postsuper -h D8E5B1C0C4", "postsuper: D8E5B1C0C4: placed on hold\npostsuper: Placed on hold: 1 message"),
        p.run("postqueue -f", duration=2.0),
        p.run("tail -n 4 /var/log/mail.log", """Jun 18 08:44:19 mx2 postfix/smtp[30418]: 7A3F21C0B2: to=<customer4411@gmail.com>, relay=gmail-smtp-in.l.google.com[142.250.102.27]:25, delay=192, delays=0.02/190/0.71/1.3, dsn=2.0.0, status=sent (250 2.0.0 OK  1718700259 a640c23a62f3a-a6f56db5a1bsi112394566b.142 - gsmtp)
Jun 18 08:44:19 mx2 postfix/qmgr[1207]: 7A3F21C0B2: removed
Jun 18 08:44:21 mx2 postfix/smtp[30421]: C04E81C09F: to=<ops@corp-partner.example>, relay=mx1.corp-partner.example[203.0.113.25]:25, delay=2750, delays=2749/0.03/0.44/0.38, dsn=4.2.2, status=deferred (host mx1.corp-partner.example[203.0.113.25] said: 452 4.2.2 Mailbox full (in reply to RCPT TO command))
Jun 18 08:44:49 mx2 postfix/smtp[30419]: B19C41C0A7: to=<j.nowak@mailbox-tiny.example>, relay=none, delay=1914, delays=1884/0.02/30/0, dsn=4.4.1, status=deferred (connect to mx.mailbox-tiny.example[198.51.100.61]:25: Connection timed out)"""),
        p.run("postconf -n | grep -E 'relayhost|maximal_queue_lifetime|smtp_connect_timeout'", "maximal_queue_lifetime = 2d\nsmtp_connect_timeout = 30s"),
        p.run("postqueue -p", "\n".join([Q_HEAD, Q_B19C, Q_C04E, Q_D8E5.format(flag=" "), "-- 21 Kbytes in 3 Requests."])),
        p.run("postsuper -d D8E5B1C0C4 hold", "postsuper: D8E5B1C0C4: removed\npostsuper: Deleted: 1 message"),
        p.run("mailq | tail -n 1", "-- 6 Kbytes in 2 Requests."),
    ]
    rs.add("terminal", "h65-terminal-11", SYSTEM, turns, state=state, bad=True, turn=7,
           kind="D8E5B1C0C4 is listed without the '!' hold mark although it was put on hold in turn 3 and never released")


# --------------------------------------------------------------------------------------------- 12
NC_W = 28


def t12(rs: RowSet) -> None:
    p = Pane("root", "k8s-node-07", "/root")
    state = p.prompt
    lst = """IDX LINK      TYPE     OPERATIONAL SETUP
  1 lo        loopback carrier     unmanaged
  2 eno1      ether    routable    configured
  3 eno2      ether    {op:<11} {setup:<10}
  4 flannel.1 vxlan    routable    unmanaged
  5 cni0      bridge   routable    unmanaged

5 links listed."""
    eno1 = [("Link File", "/usr/lib/systemd/network/99-default.link"), ("Network File", "/etc/systemd/network/10-eno1.network"),
            ("Type", "ether"), ("State", "routable (configured)"), ("Online state", "online"), ("Path", "pci-0000:01:00.0"),
            ("Driver", "igb"), ("Vendor", "Intel Corporation"), ("Model", "I350 Gigabit Network Connection"),
            ("HW Address", "3c:ec:ef:41:9a:20 (Super Micro Computer, Inc.)"), ("MTU", "1500 (min: 68, max: 9216)"),
            ("QDisc", "mq"), ("IPv6 Address Generation Mode", "eui64"), ("Number of Queues (Tx/Rx)", "8/8"),
            ("Address", "10.60.3.27"), ("", "fe80::3eec:efff:fe41:9a20"), ("Gateway", "10.60.3.1"),
            ("DNS", "10.60.0.10"), ("", "10.60.0.11"), ("Search Domains", "dc3.internal"),
            ("Activation Policy", "up"), ("Required For Online", "yes")]
    eno2 = [("Link File", "/usr/lib/systemd/network/99-default.link"), ("Network File", "/etc/systemd/network/20-eno2.network"),
            ("Type", "ether"), ("State", "routable (configured)"), ("Online state", "online"), ("Path", "pci-0000:01:00.1"),
            ("Driver", "igb"), ("Vendor", "Intel Corporation"), ("Model", "I350 Gigabit Network Connection"),
            ("HW Address", "3c:ec:ef:41:9a:21 (Super Micro Computer, Inc.)"), ("MTU", "9000 (min: 68, max: 9216)"),
            ("QDisc", "mq"), ("IPv6 Address Generation Mode", "eui64"), ("Number of Queues (Tx/Rx)", "8/8"),
            ("Address", "10.61.3.27"), ("Activation Policy", "up"), ("Required For Online", "yes")]
    turns = [
        p.run("networkctl list", lst.format(op="off", setup="unmanaged")),
        p.run("networkctl status eno1", "● 2: eno1\n" + kv(eno1, NC_W) + """

Jun 19 06:02:11 k8s-node-07 systemd-networkd[611]: eno1: Link UP
Jun 19 06:02:13 k8s-node-07 systemd-networkd[611]: eno1: Gained carrier
Jun 19 06:02:14 k8s-node-07 systemd-networkd[611]: eno1: Gained IPv6LL"""),
        p.run("cat /etc/systemd/network/10-eno1.network", """[Match]
Name=eno1

[Network]
Address=10.60.3.27/24
Gateway=10.60.3.1
DNS=10.60.0.10
DNS=10.60.0.11
Domains=dc3.internal"""),
        p.run("printf '[Match]\\nName=eno2\\n\\n[Network]\\nAddress=10.61.3.27/24\\nLinkLocalAddressing=no\\n\\n[Link]\\nMTUBytes=9000\\n' > /etc/systemd/network/20-eno2.network && networkctl reload"),
        p.run("networkctl list", lst.format(op="routable", setup="configured")),
        p.run("networkctl status eno2 -n 3", "● 3: eno2\n" + kv(eno2, NC_W) + """

Jun 19 11:37:40 k8s-node-07 systemd-networkd[611]: eno2: Configuring with /etc/systemd/network/20-eno2.network.
Jun 19 11:37:40 k8s-node-07 systemd-networkd[611]: eno2: Link UP
Jun 19 11:37:43 k8s-node-07 systemd-networkd[611]: eno2: Gained carrier"""),
        p.run("ping -c 2 -M do -s 8972 10.61.3.1", """PING 10.61.3.1 (10.61.3.1) 8972(9000) bytes of data.
8980 bytes from 10.61.3.1: icmp_seq=1 ttl=64 time=0.211 ms
8980 bytes from 10.61.3.1: icmp_seq=2 ttl=64 time=0.187 ms

--- 10.61.3.1 ping statistics ---
2 packets transmitted, 2 received, 0% packet loss, time 1001ms
rtt min/avg/max/mdev = 0.187/0.199/0.211/0.012 ms""", duration=2.0),
        p.run("networkctl status eno1 | grep -E 'State|Address:'", kv([("State", "routable (configured)"),
                                                                       ("HW Address", "3c:ec:ef:41:9a:20 (Super Micro Computer, Inc.)"),
                                                                       ("Address", "10.60.3.27")], NC_W)),
    ]
    rs.add("terminal", "h65-terminal-12", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------------------------- 13
def t13(rs: RowSet) -> None:
    p = Pane("netops", "nms01", "/home/netops")
    state = p.prompt
    snmp = "snmpget -v2c -c n0c-r34d 10.8.0.2 IF-MIB::ifHCInOctets.57 IF-MIB::ifHCOutOctets.57 DISMAN-EVENT-MIB::sysUpTimeInstance"
    turns = [
        p.run("snmpwalk -v2c -c n0c-r34d 10.8.0.2 system", """SNMPv2-MIB::sysDescr.0 = STRING: Cisco IOS Software [Cupertino], Catalyst L3 Switch Software (CAT9K_IOSXE), Version 17.9.4a, RELEASE SOFTWARE (fc3)
Technical Support: http://www.cisco.com/techsupport
Copyright (c) 1986-2023 by Cisco Systems, Inc.
Compiled Fri 20-Oct-23 10:44 by mcpre
SNMPv2-MIB::sysObjectID.0 = OID: SNMPv2-SMI::enterprises.9.1.2494
DISMAN-EVENT-MIB::sysUpTimeInstance = Timeticks: (412983311) 47 days, 19:10:33.11
SNMPv2-MIB::sysContact.0 = STRING: noc@example.net
SNMPv2-MIB::sysName.0 = STRING: core-sw-a.dc1
SNMPv2-MIB::sysLocation.0 = STRING: DC1 Row C Rack 14
SNMPv2-MIB::sysServices.0 = INTEGER: 6
SNMPv2-MIB::sysORLastChange.0 = Timeticks: (0) 0:00:00.00"""),
        p.run("snmpwalk -v2c -c n0c-r34d 10.8.0.2 IF-MIB::ifName", """IF-MIB::ifName.1 = STRING: Gi0/0
IF-MIB::ifName.9 = STRING: Twe1/0/1
IF-MIB::ifName.10 = STRING: Twe1/0/2
IF-MIB::ifName.11 = STRING: Twe1/0/3
IF-MIB::ifName.12 = STRING: Twe1/0/4
IF-MIB::ifName.57 = STRING: Hu1/1/1
IF-MIB::ifName.58 = STRING: Hu1/1/2
IF-MIB::ifName.72 = STRING: Vl1
IF-MIB::ifName.73 = STRING: Vl120
IF-MIB::ifName.74 = STRING: Po1"""),
        p.run("snmpwalk -v2c -c n0c-r34d 10.8.0.2 IF-MIB::ifOperStatus", """IF-MIB::ifOperStatus.1 = INTEGER: up(1)
IF-MIB::ifOperStatus.9 = INTEGER: up(1)
IF-MIB::ifOperStatus.10 = INTEGER: up(1)
IF-MIB::ifOperStatus.11 = INTEGER: down(2)
IF-MIB::ifOperStatus.12 = INTEGER: up(1)
IF-MIB::ifOperStatus.57 = INTEGER: up(1)
IF-MIB::ifOperStatus.58 = INTEGER: up(1)
IF-MIB::ifOperStatus.72 = INTEGER: down(2)
IF-MIB::ifOperStatus.73 = INTEGER: up(1)
IF-MIB::ifOperStatus.74 = INTEGER: up(1)"""),
        p.run(snmp, """IF-MIB::ifHCInOctets.57 = Counter64: 918237741093311
IF-MIB::ifHCOutOctets.57 = Counter64: 644120998127402
DISMAN-EVENT-MIB::sysUpTimeInstance = Timeticks: (412990870) 47 days, 19:11:48.70"""),
        p.run("sleep 30; " + snmp, """IF-MIB::ifHCInOctets.57 = Counter64: 918283653097429
IF-MIB::ifHCOutOctets.57 = Counter64: 644151609550308
DISMAN-EVENT-MIB::sysUpTimeInstance = Timeticks: (412993922) 47 days, 19:12:19.22""", duration=31.0),
        p.run("snmpwalk -v2c -c n0c-r34d 10.8.0.2 IF-MIB::ifAlias", """IF-MIB::ifAlias.1 = STRING: mgmt-oob
IF-MIB::ifAlias.9 = STRING: esx-h01 vmnic2
IF-MIB::ifAlias.10 = STRING: esx-h02 vmnic2
IF-MIB::ifAlias.11 = STRING: esx-h03 vmnic2 (decom)
IF-MIB::ifAlias.12 = STRING: backup-srv01
IF-MIB::ifAlias.57 = STRING: uplink core-sw-b Hu1/1/1 (Po1)
IF-MIB::ifAlias.58 = STRING: uplink core-sw-b Hu1/1/2 (Po1)
IF-MIB::ifAlias.72 = STRING:
IF-MIB::ifAlias.73 = STRING: servers-v120
IF-MIB::ifAlias.74 = STRING: to core-sw-b"""),
        p.run("snmpwalk -v2c -c n0c-r34d -On 10.8.0.2 1.3.6.1.2.1.1.5", ".1.3.6.1.2.1.1.5.0 = STRING: core-sw-a.dc1"),
    ]
    rs.add("terminal", "h65-terminal-13", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------------------------- 14
def item(i: int, sku: str, name: str, qty: int, upd: str) -> dict:
    return {"id": i, "sku": sku, "name": name, "qty": qty, "updated_at": upd}


def t14(rs: RowSet) -> None:
    p = Pane("dev", "api-stage", "/home/dev/inventory")
    state = p.prompt
    page = "curl -s 'localhost:8080/api/items?limit=3&sort=-id' | jq ."
    i1042 = item(1042, "CBL-USBC-2M", "USB-C cable 2 m", 140, "2024-06-19T15:20:44Z")
    i1039 = item(1039, "KB-MX-KEYS", "Logitech MX Keys (PL)", 9, "2024-06-18T11:02:13Z")

    def listing(items: list[dict], total: int, offset: int = 0) -> str:
        return pj({"total": total, "limit": 3, "offset": offset, "items": items})

    turns = [
        p.run("curl -s localhost:8080/healthz | jq .", pj({"status": "ok", "version": "2.14.1", "commit": "9f3c2ab", "uptime_seconds": 86412, "db": "ok"})),
        p.run(page, listing([i1042, item(1041, "ADP-HDMI-VGA", "HDMI to VGA adapter", 22, "2024-06-19T09:47:30Z"), i1039], 46)),
        p.run("curl -s -X POST localhost:8080/api/items -H 'Content-Type: application/json' -d '{\"sku\":\"DOCK-TB4\",\"name\":\"Thunderbolt 4 dock\",\"qty\":12}' -w '\\n%{http_code}\\n'",
              '{"id":1043,"sku":"DOCK-TB4","name":"Thunderbolt 4 dock","qty":12,"created_at":"2024-06-20T09:14:07Z","updated_at":"2024-06-20T09:14:07Z"}\n201'),
        p.run("curl -s -X PATCH localhost:8080/api/items/1041 -H 'Content-Type: application/json' -d '{\"qty\":35}' | jq '{id,qty,updated_at}'",
              pj({"id": 1041, "qty": 35, "updated_at": "2024-06-20T09:14:51Z"})),
        p.run("curl -s -i localhost:8080/api/items/1040 | head -1", "HTTP/1.1 404 Not Found"),
        p.run(page, listing([i1042, item(1041, "ADP-HDMI-VGA", "HDMI to VGA adapter", 35, "2024-06-20T09:14:51Z"), i1039], 46)),
        p.run("curl -s 'localhost:8080/api/items?limit=3&offset=3&sort=-id' | jq -c '.items[] | {id,sku,qty}'", """{"id":1039,"sku":"KB-MX-KEYS","qty":9}
{"id":1038,"sku":"MS-MX-MASTER3S","qty":17}
{"id":1037,"sku":"HS-JABRA-EV2-65","qty":4}"""),
        p.run("curl -s localhost:8080/healthz | jq .uptime_seconds", "86622"),
    ]
    rs.add("terminal", "h65-terminal-14", SYSTEM, turns, state=state, bad=True, turn=6,
           kind="item 1043 created with 201 in turn 3 is missing from the id-sorted list and the total stays at 46")


# --------------------------------------------------------------------------------------------- 15
def t15(rs: RowSet) -> None:
    p = Pane("admin", "idm01", "/home/admin")
    state = p.prompt
    auth = "-x -H ldap://localhost -D cn=admin,dc=acme,dc=test -y ~/.ldap.pw"
    grp = "ldapsearch -x -H ldap://localhost -b ou=groups,dc=acme,dc=test -LLL '(cn=devops)' member"
    people = "ou=people,dc=acme,dc=test"
    turns = [
        p.run("ldapsearch -x -H ldap://localhost -b dc=acme,dc=test -LLL '(uid=mkowal)' uid cn mail uidNumber gidNumber loginShell", f"""dn: uid=mkowal,{people}
uid: mkowal
cn: Marta Kowal
mail: marta.kowal@acme.test
uidNumber: 10417
gidNumber: 10000
loginShell: /bin/bash
"""),
        p.run(grp, f"""dn: cn=devops,ou=groups,dc=acme,dc=test
member: uid=jzielinski,{people}
member: uid=pwrobel,{people}
member: uid=akaczmarek,{people}
"""),
        p.run("cat mod-devops.ldif", f"""dn: cn=devops,ou=groups,dc=acme,dc=test
changetype: modify
add: member
member: uid=mkowal,{people}
-
delete: member
member: uid=pwrobel,{people}"""),
        p.run(f"ldapmodify {auth} -f mod-devops.ldif", 'modifying entry "cn=devops,ou=groups,dc=acme,dc=test"\n'),
        p.run(grp, f"""dn: cn=devops,ou=groups,dc=acme,dc=test
member: uid=jzielinski,{people}
member: uid=akaczmarek,{people}
member: uid=mkowal,{people}
"""),
        p.run(f"ldapsearch -x -H ldap://localhost -b {people} -LLL '(uid=pwrobel)' uid memberOf", f"""dn: uid=pwrobel,{people}
uid: pwrobel
memberOf: cn=developers,ou=groups,dc=acme,dc=test
memberOf: cn=vpn-users,ou=groups,dc=acme,dc=test
"""),
        p.run(f"ldapmodrdn {auth} -r 'uid=akaczmarek,{people}' uid=akaczmarek-nowak"),
        p.run(f"ldapsearch -x -H ldap://localhost -b {people} -LLL '(uid=akaczmarek*)' dn uid modifyTimestamp", f"""dn: uid=akaczmarek-nowak,{people}
uid: akaczmarek-nowak
modifyTimestamp: 20240620112903Z
"""),
        p.run(grp, f"""dn: cn=devops,ou=groups,dc=acme,dc=test
member: uid=jzielinski,{people}
member: uid=mkowal,{people}
member: uid=akaczmarek-nowak,{people}
"""),
        p.run(f"ldapsearch -x -H ldap://localhost -b {people} -LLL '(objectClass=posixAccount)' dn | grep -c '^dn:'", "38"),
    ]
    rs.add("terminal", "h65-terminal-15", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------------------------- 16
def t16(rs: RowSet) -> None:
    p = Pane("kasia", "thinkpad-t14", "/home/kasia")
    state = p.prompt
    turns = [
        p.run("resolvectl status", """Global
         Protocols: LLMNR=resolve -mDNS -DNSOverTLS DNSSEC=no/unsupported
  resolv.conf mode: stub

Link 2 (wlp0s20f3)
    Current Scopes: DNS LLMNR/IPv4 LLMNR/IPv6
         Protocols: +DefaultRoute LLMNR=resolve -mDNS -DNSOverTLS DNSSEC=no/unsupported
Current DNS Server: 192.168.1.1
       DNS Servers: 192.168.1.1 fd00::1
        DNS Domain: fritz.box

Link 3 (tun0)
    Current Scopes: DNS
         Protocols: -DefaultRoute -LLMNR -mDNS -DNSOverTLS DNSSEC=no/unsupported
Current DNS Server: 10.250.0.2
       DNS Servers: 10.250.0.2 10.250.0.3
        DNS Domain: ~corp.internal ~10.in-addr.arpa"""),
        p.run("resolvectl query git.corp.internal", """git.corp.internal: 10.12.4.30                   -- link: tun0

-- Information acquired via protocol DNS in 38.2ms.
-- Data is authenticated: no; Data was acquired via local or encrypted transport: no
-- Data from: network"""),
        p.run("dig git.corp.internal +noall +answer +stats", """git.corp.internal.	287	IN	A	10.12.4.30
;; Query time: 0 msec
;; SERVER: 127.0.0.53#53(127.0.0.53) (UDP)
;; WHEN: Thu Jun 20 10:41:22 CEST 2024
;; MSG SIZE  rcvd: 62"""),
        p.run("dig @10.250.0.2 git.corp.internal +noall +answer", "git.corp.internal.	300	IN	A	10.12.4.30"),
        p.run("resolvectl statistics", """DNSSEC supported by current servers: no

Transactions
Current Transactions: 0
  Total Transactions: 1879

Cache
  Current Cache Size: 112
          Cache Hits: 761
        Cache Misses: 1118

DNSSEC Verdicts
              Secure: 0
            Insecure: 0
               Bogus: 0
       Indeterminate: 0"""),
        p.run("resolvectl flush-caches && resolvectl statistics | sed -n '/^Cache/,/Misses/p'", """Cache
  Current Cache Size: 0
          Cache Hits: 761
        Cache Misses: 1118"""),
        p.run("dig git.corp.internal +noall +answer", "git.corp.internal.	300	IN	A	10.12.4.30"),
        p.run("resolvectl statistics | sed -n '/^Transactions/,/Misses/p'", """Transactions
Current Transactions: 0
  Total Transactions: 1883

Cache
  Current Cache Size: 4
          Cache Hits: 761
        Cache Misses: 1122"""),
    ]
    rs.add("terminal", "h65-terminal-16", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------------------------- 17
def smb_ls(entries: list[tuple[str, str, int, str]], avail: int) -> str:
    lines = [f"  {n:<30}{a:>7} {s:>8}  {d}" for n, a, s, d in entries]
    return "\n".join(lines) + f"\n\n\t\t479591420 blocks of size 1024. {avail} blocks available"


def t17(rs: RowSet) -> None:
    p = Pane("root", "files01", "/root")
    state = p.prompt
    sh = p.prompt
    cred = "-A /root/.smbcred"
    budget = ("budget-2024.xlsx", "A", 184320, "Wed Jun 19 16:48:02 2024")
    invoices = ("invoices", "D", 0, "Tue Jun 18 11:30:57 2024")
    vendors = ("vendors.csv", "A", 15873, "Fri May 31 10:04:22 2024")
    parent = ("..", "D", 0, "Mon Mar  4 09:15:40 2024")
    archive = ("archive", "D", 0, "Thu Jun 20 14:21:09 2024")
    turns = [
        p.run("testparm -s", """Load smb config files from /etc/samba/smb.conf
Loaded services file OK.
Weak crypto is allowed by GnuTLS (e.g. NTLM as a compatibility fallback)

Server role: ROLE_STANDALONE

# Global parameters
[global]
	log file = /var/log/samba/log.%m
	map to guest = Bad User
	max log size = 1000
	server role = standalone server
	server string = %h Samba %v
	workgroup = ACME


[homes]
	browseable = No
	comment = Home Directories
	read only = No
	valid users = %S


[finance]
	create mask = 0660
	directory mask = 2770
	force group = finance
	path = /srv/samba/finance
	read only = No
	valid users = @finance


[scans]
	guest ok = Yes
	path = /srv/samba/scans
	read only = No"""),
        p.run(f"smbclient -L //localhost {cred}", """
	Sharename       Type      Comment
	---------       ----      -------
	finance         Disk
	scans           Disk
	IPC$            IPC       IPC Service (files01 Samba 4.19.5-Debian)
	mkowal          Disk      Home Directories
SMB1 disabled -- no workgroup available"""),
        p.run(f"smbclient //localhost/finance {cred} -c 'ls'", smb_ls([
            (".", "D", 0, "Thu Jun 20 14:02:11 2024"), parent, budget,
            ("report-q2.xlsx", "A", 92416, "Thu Jun 20 14:02:11 2024"), invoices, vendors], 301128832)),
        raw(f"smbclient //localhost/finance {cred}", f"{sh} smbclient //localhost/finance {cred}\nTry \"help\" to get a list of possible commands.\nsmb: \\>"),
        raw("rename report-q2.xlsx report-2024-q2.xlsx", "smb: \\> rename report-q2.xlsx report-2024-q2.xlsx\nsmb: \\>"),
        raw("mkdir archive", "smb: \\> mkdir archive\nsmb: \\>"),
        raw("ls", "smb: \\> ls\n" + smb_ls([
            (".", "D", 0, "Thu Jun 20 14:21:09 2024"), parent, budget,
            ("report-2024-q2.xlsx", "A", 92416, "Thu Jun 20 14:02:11 2024"), invoices, vendors, archive], 301128828) + "\nsmb: \\>"),
        raw("cd invoices", "smb: \\> cd invoices\nsmb: \\invoices\\>"),
        raw("ls", "smb: \\invoices\\> ls\n" + smb_ls([
            (".", "D", 0, "Tue Jun 18 11:30:57 2024"), ("..", "D", 0, "Thu Jun 20 14:21:09 2024"),
            ("FV-2024-0611-ACME.pdf", "A", 48211, "Tue Jun 11 09:12:40 2024"),
            ("FV-2024-0614-TELKOM.pdf", "A", 131072, "Fri Jun 14 15:01:18 2024"),
            ("FV-2024-0618-OVH.pdf", "A", 39950, "Tue Jun 18 11:30:57 2024")], 301128828) + "\nsmb: \\invoices\\>"),
        raw("ls \\*", "smb: \\invoices\\> ls \\*\n" + smb_ls([
            (".", "D", 0, "Thu Jun 20 14:21:09 2024"), parent, budget,
            ("report-q2.xlsx", "A", 92416, "Thu Jun 20 14:02:11 2024"), invoices, vendors, archive], 301128828) + "\nsmb: \\invoices\\>"),
        raw("exit", f"smb: \\invoices\\> exit\n{sh}"),
        p.run("ls -l /srv/samba/finance", """total 296
drwxrws--- 2 mkowal finance   4096 Jun 20 14:21 archive
-rw-rw---- 1 akrol  finance 184320 Jun 19 16:48 budget-2024.xlsx
drwxrws--- 2 akrol  finance   4096 Jun 18 11:30 invoices
-rw-rw---- 1 mkowal finance  92416 Jun 20 14:02 report-2024-q2.xlsx
-rw-rw---- 1 jnowak finance  15873 May 31 10:04 vendors.csv"""),
    ]
    rs.add("terminal", "h65-terminal-17", SYSTEM, turns, state=state, bad=True, turn=10,
           kind="listing the share root again shows report-q2.xlsx under its old name after it was renamed to report-2024-q2.xlsx in turn 5")


# --------------------------------------------------------------------------------------------- 18
def t18(rs: RowSet) -> None:
    p = Pane("root", "resolver2", "/root")
    state = p.prompt
    listen = "tcpdump: verbose output suppressed, use -v[v]... for full protocol decode\nlistening on eth0, link-type EN10MB (Ethernet), snapshot length 262144 bytes"
    rd = "reading from file /tmp/dns-1402.pcap, link-type EN10MB (Ethernet), snapshot length 262144"
    turns = [
        p.run("date; ip -br addr show eth0", "Fri Jun 21 14:02:07 UTC 2024\neth0             UP             10.50.8.12/24 fe80::5054:ff:fe2a:81c4/64"),
        p.run("tcpdump -ni eth0 -c 8 udp port 53", listen + """
14:02:09.118204 IP 10.50.8.41.51833 > 10.50.8.12.53: 28117+ A? api.github.com. (32)
14:02:09.118590 IP 10.50.8.12.53 > 10.50.8.41.51833: 28117 1/0/0 A 140.82.121.6 (48)
14:02:09.402771 IP 10.50.8.57.40112 > 10.50.8.12.53: 6512+ AAAA? deb.debian.org. (32)
14:02:09.403117 IP 10.50.8.12.53 > 10.50.8.57.40112: 6512 3/0/0 CNAME debian.map.fastlydns.net., AAAA 2a04:4e42:8d::644, AAAA 2a04:4e42::644 (111)
14:02:10.771045 IP 10.50.8.41.60221 > 10.50.8.12.53: 49730+ A? registry.npmjs.org. (36)
14:02:10.771562 IP 10.50.8.12.41977 > 1.1.1.1.53: 3318+ [1au] A? registry.npmjs.org. (47)
14:02:10.784930 IP 1.1.1.1.53 > 10.50.8.12.41977: 3318 2/0/1 A 104.16.27.34, A 104.16.26.34 (79)
14:02:10.785214 IP 10.50.8.12.53 > 10.50.8.41.60221: 49730 2/0/0 A 104.16.27.34, A 104.16.26.34 (68)

8 packets captured
11 packets received by filter
0 packets dropped by kernel""", duration=5.0),
        p.run("tcpdump -ni eth0 -c 4 'udp port 53 and host 1.1.1.1'", listen + """
14:01:52.664019 IP 10.50.8.12.55120 > 1.1.1.1.53: 6021+ [1au] AAAA? cdn.jsdelivr.net. (45)
14:01:52.677812 IP 1.1.1.1.53 > 10.50.8.12.55120: 6021 2/0/1 CNAME jsdelivr.map.fastly.net., AAAA 2a04:4e42:600::485 (103)
14:01:54.201337 IP 10.50.8.12.33409 > 1.1.1.1.53: 50117+ [1au] A? pypi.org. (37)
14:01:54.214806 IP 1.1.1.1.53 > 10.50.8.12.33409: 50117 4/0/1 A 151.101.0.223, A 151.101.64.223, A 151.101.128.223, A 151.101.192.223 (101)

4 packets captured
4 packets received by filter
0 packets dropped by kernel""", duration=10.0),
        p.run("tcpdump -ni eth0 -w /tmp/dns-$(date +%H%M).pcap -c 200 udp port 53", """tcpdump: listening on eth0, link-type EN10MB (Ethernet), snapshot length 262144 bytes
200 packets captured
214 packets received by filter
0 packets dropped by kernel""", duration=60.0),
        p.run("ls -l /tmp/dns-*.pcap", "-rw-r--r-- 1 tcpdump tcpdump 24816 Jun 21 14:03 /tmp/dns-1402.pcap"),
        p.run("tcpdump -nr /tmp/dns-1402.pcap 'udp[10] & 0x80 = 0' | wc -l", rd + "\n103"),
        p.run("tcpdump -nr /tmp/dns-1402.pcap | tail -n 2", rd + """
14:03:06.519883 IP 10.50.8.57.46012 > 10.50.8.12.53: 2290+ A? security.debian.org. (37)
14:03:06.520240 IP 10.50.8.12.53 > 10.50.8.57.46012: 2290 4/0/0 A 151.101.2.132, A 151.101.66.132, A 151.101.130.132, A 151.101.194.132 (117)"""),
    ]
    rs.add("terminal", "h65-terminal-18", SYSTEM, turns, state=state, bad=True, turn=3,
           kind="the second live capture, started after the first one ended at 14:02:10.785, shows packets stamped 14:01:52-14:01:54, so the clock runs backwards")


# --------------------------------------------------------------------------------------------- 19
def t19(rs: RowSet) -> None:
    p = Pane("root", "nas02", "/root", style="rhel")
    state = p.prompt
    rpc = "Server rpc stats:\ncalls      badcalls   badfmt     badauth    badclnt\n{calls:<10} 0          0          0          0          "
    b20 = "/srv/nfs/builds\t10.70.20.0/24(async,wdelay,hide,no_subtree_check,sec=sys,rw,secure,no_root_squash,no_all_squash)"
    b5 = "/srv/nfs/builds\t10.70.21.5(sync,wdelay,hide,no_subtree_check,sec=sys,ro,secure,root_squash,no_all_squash)"
    b6 = "/srv/nfs/builds\t10.70.21.6(sync,wdelay,hide,no_subtree_check,sec=sys,ro,secure,root_squash,no_all_squash)"
    turns = [
        p.run("cat /etc/exports", """/srv/nfs/home      10.70.0.0/16(rw,sync,root_squash,no_subtree_check)
/srv/nfs/builds    10.70.20.0/24(rw,async,no_root_squash,no_subtree_check) 10.70.21.5(ro,sync)
/srv/nfs/isos      *(ro,sync,all_squash,insecure)"""),
        p.run("exportfs -v", f"""/srv/nfs/home \t10.70.0.0/16(sync,wdelay,hide,no_subtree_check,sec=sys,rw,secure,root_squash,no_all_squash)
{b20}
{b5}
/srv/nfs/isos \t<world>(sync,wdelay,hide,no_subtree_check,sec=sys,ro,insecure,root_squash,all_squash)"""),
        p.run("showmount -e localhost", """Export list for localhost:
/srv/nfs/isos   *
/srv/nfs/builds 10.70.21.5,10.70.20.0/24
/srv/nfs/home   10.70.0.0/16"""),
        p.run("sed -i 's#10.70.21.5(ro,sync)#10.70.21.5(ro,sync) 10.70.21.6(ro,sync)#' /etc/exports && exportfs -ra && exportfs -v | grep builds", f"{b20}\n{b5}\n{b6}"),
        p.run("ss -tn state established '( sport = :2049 )'", """Recv-Q Send-Q Local Address:Port   Peer Address:Port Process
0      0        10.70.0.12:2049   10.70.20.31:759
0      0        10.70.0.12:2049    10.70.21.5:872
0      0        10.70.0.12:2049  10.70.14.208:1013         """),
        p.run("sed -i '/^\\/srv\\/nfs\\/isos/d' /etc/exports && exportfs -ra && showmount -e localhost", """Export list for localhost:
/srv/nfs/builds 10.70.21.6,10.70.21.5,10.70.20.0/24
/srv/nfs/home   10.70.0.0/16"""),
        p.run("nfsstat -s -o rpc", rpc.format(calls=18477301)),
        p.run("sleep 10; nfsstat -s -o rpc", rpc.format(calls=18479920), duration=11.0),
    ]
    rs.add("terminal", "h65-terminal-19", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------------------------- 20
def t20(rs: RowSet) -> None:
    p = Pane("analyst", "sec-ws", "/home/analyst/cases/INC-2291")
    state = p.prompt
    sha_main = hashlib.sha256(b"h65 edge-fw-span.pcapng").hexdigest()
    sha1_main = hashlib.sha1(b"h65 edge-fw-span.pcapng").hexdigest()
    sha_susp = hashlib.sha256(b"h65 suspicious.pcapng").hexdigest()
    f = "edge-fw-span.pcapng"
    turns = [
        p.run("ls -l", f"""total 18760
-rw-r--r-- 1 analyst analyst 19203312 Jun 21 16:40 {f}
-rw-r--r-- 1 analyst analyst     1204 Jun 21 16:52 notes.md"""),
        p.run(f"capinfos -M {f}", f"""File name:           {f}
File type:           Wireshark/... - pcapng
File encapsulation:  Ethernet
File timestamp precision:  microseconds (6)
Packet size limit:   file hdr: (not set)
Number of packets:   21384
File size:           19203312 bytes
Data size:           18496220 bytes
Capture duration:    612.884017 seconds
Earliest packet time: 2024-06-21 16:28:41.337902
Latest packet time:   2024-06-21 16:38:54.221919
Data byte rate:      30178.99 bytes/s
Data bit rate:       241431.91 bits/s
Average packet size: 864.96 bytes
Average packet rate: 34.89 packets/s
SHA256:              {sha_main}
SHA1:                {sha1_main}
Strict time order:   True
Capture hardware:    Intel(R) Xeon(R) Silver 4310 CPU @ 2.10GHz (with SSE4.2)
Capture oper-sys:    Linux 6.1.0-21-amd64
Capture application: Dumpcap (Wireshark) 4.0.11 (Git v4.0.11 packaged as 4.0.11-1~deb12u1)
Number of interfaces in file: 1
Interface #0 info:
                     Name = ens1f1
                     Encapsulation = Ethernet (1 - ether)
                     Capture length = 262144
                     Time precision = microseconds (6)
                     Time ticks per second = 1000000
                     Time resolution = 0x06
                     Number of stat entries = 1
                     Number of packets = 21384"""),
        p.run(f"tshark -r {f} -q -z conv,tcp | head -12", """================================================================================
TCP Conversations
Filter:<No Filter>
                                                           |       <-      | |       ->      | |     Total     |    Relative    |   Duration   |
                                                           | Frames  Bytes | | Frames  Bytes | | Frames  Bytes |      Start     |              |
10.20.5.44:51512           <-> 185.199.108.133:443           5112 7,214 kB    2210 241 kB       7322 7,455 kB    12.004117000       431.2208
10.20.5.17:50214           <-> 10.20.0.5:445                 1650 1,921 kB    1422 388 kB       3072 2,309 kB     0.418220000       611.9051
10.20.5.61:49870           <-> 91.215.85.17:8443              402 61 kB        806 1,012 kB     1208 1,073 kB     3.882310000       608.7719
10.20.5.61:49902           <-> 52.112.95.3:443                611 488 kB       534 131 kB       1145 619 kB      40.117054000       561.0348
10.20.5.44:51530           <-> 140.82.121.4:443               240 198 kB       131 22 kB         371 220 kB     214.806631000       95.4410
10.20.5.44:51544           <-> 151.101.1.69:443               188 231 kB       102 14 kB         290 245 kB     301.550902000       12.0873
10.20.5.17:50311           <-> 10.20.0.10:88                    4 3 kB           4 2 kB            8 5 kB      507.229410000        0.0118"""),
        p.run(f"tshark -r {f} -Y 'ip.addr==91.215.85.17 && tcp.flags.syn==1' -T fields -e frame.number -e frame.time_relative -e ip.src -e tcp.srcport -e ip.dst -e tcp.dstport",
              "41\t3.882310000\t10.20.5.61\t49870\t91.215.85.17\t8443\n44\t3.921877000\t91.215.85.17\t8443\t10.20.5.61\t49870"),
        p.run(f"tshark -r {f} -Y 'dns.a==91.215.85.17' -T fields -e frame.number -e ip.dst -e dns.qry.name -e dns.a",
              "37\t10.20.5.61\tcdn-telemetry-sync.net\t91.215.85.17"),
        p.run(f"tshark -r {f} -Y 'ip.addr==91.215.85.17' -w suspicious.pcapng && capinfos -M -c -s suspicious.pcapng", """File name:           suspicious.pcapng
Number of packets:   1208
File size:           1115920 bytes""", duration=3.0),
        p.run(f"tshark -r {f} -q -z io,stat,0", """
=======================================
| IO Statistics                       |
|                                     |
| Duration: 612.9 secs                |
| Interval: 612.9 secs                |
|                                     |
| Col 1: Frames and bytes             |
|-------------------------------------|
|                |1                   |
| Interval       | Frames |   Bytes   |
|-------------------------------------|
| 0.0 <> 612.9   |  21438 |  18496220 |
======================================="""),
        p.run("tshark -r suspicious.pcapng -q -z endpoints,ip", """================================================================================
IPv4 Endpoints
Filter:<No Filter>
                       |  Packets  | |  Bytes  | | Tx Packets | | Tx Bytes | | Rx Packets | | Rx Bytes |
10.20.5.61                  1208       1,073 kB        806        1,012 kB         402         61 kB
91.215.85.17                1208       1,073 kB        402          61 kB          806       1,012 kB
================================================================================"""),
        p.run(f"sha256sum {f} suspicious.pcapng", f"{sha_main}  {f}\n{sha_susp}  suspicious.pcapng"),
        p.run("echo '- 91.215.85.17 (cdn-telemetry-sync.net): 1208 pkts, 1,012 kB outbound -> suspicious.pcapng' >> notes.md && wc -l notes.md", "23 notes.md"),
    ]
    rs.add("terminal", "h65-terminal-20", SYSTEM, turns, state=state, bad=True, turn=7,
           kind="io,stat counts 21438 frames in the capture that capinfos reported as 21384 packets, with the same byte total")


# --------------------------------------------------------------------------------------------- 21
def t21(rs: RowSet) -> None:
    p = Pane("ola", "xps13", "/home/ola")
    state = p.prompt
    conn_hdr = "NAME                UUID                                  TYPE      DEVICE"
    biuro = "Biuro-5G            4f1c2a7e-93d8-4b1e-9a52-0c7d3e81f6a4  wifi      wlp0s20f3"
    lo = "lo                  f2b3c6e1-0a44-4d7f-8c31-6b9e2d5a7c10  loopback  lo"
    wired = "Wired connection 1  9d0e4b21-7c6a-3f58-b1e2-44a9c8d7e305  ethernet  --"
    turns = [
        p.run("nmcli general status", """STATE      CONNECTIVITY  WIFI-HW  WIFI     WWAN-HW  WWAN
connected  full          enabled  enabled  missing  enabled """),
        p.run("nmcli connection show", "\n".join([conn_hdr, biuro, lo, wired,
                                                   "Dom_Kowalscy        a1e87c3b-5d2f-4e61-8b0a-3c9f7d2e4b18  wifi      --",
                                                   "iPhone (Ola)        6b2d9f40-1e3c-4a87-9d65-f0a2b7c3e918  wifi      --"])),
        p.run("nmcli device wifi list", """IN-USE  BSSID              SSID            MODE   CHAN  RATE        SIGNAL  BARS  SECURITY
*       B0:4E:26:7A:11:C2  Biuro-5G        Infra  44    270 Mbit/s  72      ▂▄▆_  WPA2
        B0:4E:26:7A:11:C1  Biuro           Infra  6     130 Mbit/s  81      ▂▄▆█  WPA2
        DE:AD:42:10:7F:33  Biuro-Guest     Infra  6     130 Mbit/s  79      ▂▄▆_  --
        3C:A6:2F:09:88:E0  FRITZ!Box 7590  Infra  11    195 Mbit/s  34      ▂▄__  WPA2 WPA3 """, duration=3.0),
        p.run("nmcli connection modify Biuro-5G ipv4.dns \"1.1.1.1 9.9.9.9\" ipv4.ignore-auto-dns yes && nmcli connection up Biuro-5G",
              "Connection successfully activated (D-Bus active path: /org/freedesktop/NetworkManager/ActiveConnection/17)", duration=4.0),
        p.run("nmcli -f IP4 device show wlp0s20f3", """IP4.ADDRESS[1]:                         192.168.88.143/24
IP4.GATEWAY:                            192.168.88.1
IP4.ROUTE[1]:                           dst = 192.168.88.0/24, nh = 0.0.0.0, mt = 600
IP4.ROUTE[2]:                           dst = 0.0.0.0/0, nh = 192.168.88.1, mt = 600
IP4.DNS[1]:                             1.1.1.1
IP4.DNS[2]:                             9.9.9.9"""),
        p.run("nmcli connection down \"Wired connection 1\"", "Error: 'Wired connection 1' is not an active connection.\nError: no active connection provided."),
        p.run("nmcli connection delete \"iPhone (Ola)\"", "Connection 'iPhone (Ola)' (6b2d9f40-1e3c-4a87-9d65-f0a2b7c3e918) successfully deleted."),
        p.run("nmcli connection modify Dom_Kowalscy connection.id Dom-Kowalscy"),
        p.run("nmcli connection show", "\n".join([conn_hdr, biuro, lo, wired,
                                                   "Dom-Kowalscy        a1e87c3b-5d2f-4e61-8b0a-3c9f7d2e4b18  wifi      --"])),
    ]
    rs.add("terminal", "h65-terminal-21", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------------------------- 22
def t22(rs: RowSet) -> None:
    p = Pane("root", "mail01", "/root")
    state = p.prompt
    u = "-u alice@example.org"
    turns = [
        p.run("doveadm user alice@example.org", """field	value
uid	5000
gid	5000
home	/var/vmail/example.org/alice
mail	maildir:~/Maildir
quota_rule	*:storage=5G"""),
        p.run(f"doveadm mailbox list {u}", "INBOX\nDrafts\nSent\nTrash\nJunk\nArchive\nArchive/2023\nArchive/2024"),
        p.run(f"doveadm mailbox status {u} all INBOX",
              "INBOX messages=1843 recent=0 uidnext=52311 uidvalidity=1651233104 unseen=12 highestmodseq=98217 vsize=812441903 guid=8c1b2e0f6a7d4b6631a20000a4f1c93e firstsaved=1651233104"),
        p.run(f"doveadm mailbox status {u} \"messages vsize guid\" INBOX Trash",
              "INBOX messages=1843 vsize=812441903 guid=8c1b2e0f6a7d4b6611a20000a4f1c93e\nTrash messages=214 vsize=40917722 guid=b2a90c11e4f5c36630bf0000a4f1c93e"),
        p.run(f"doveadm expunge {u} mailbox Trash savedbefore 30d && doveadm mailbox status {u} messages Trash", "Trash messages=37", duration=2.0),
        p.run(f"doveadm quota get {u}", """Quota name Type    Value   Limit                                                                     %
User quota STORAGE 1204533 5242880                                                                  22
User quota MESSAGE    6112       -                                                                   0"""),
    ]
    rs.add("terminal", "h65-terminal-22", SYSTEM, turns, state=state, bad=True, turn=4,
           kind="the INBOX mailbox GUID reads ...6611a2... where the status call just before gave ...6631a2..., and a mailbox GUID never changes")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
