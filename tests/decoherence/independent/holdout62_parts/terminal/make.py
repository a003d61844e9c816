# ruff: noqa: E501
"""Held-out set h62, domain ``terminal``: 22 shell sessions in a tmux pane about networking and services.

Eleven trajectories hold exactly one contradiction (an observation that conflicts with an earlier one with
no action in between that could explain it); eleven are clean but full of legitimate changes (edits,
renames, deletions, restarts with new PIDs, moving clocks and counters, other views of the same thing).
Everything is written by hand and deterministic; run ``python3 -m
tests.decoherence.independent.holdout62_parts.terminal.make`` from the repository root.
"""

from __future__ import annotations

import base64
import hashlib
import json
from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet, jblock

TASK = "terminal"

SYSTEM = """# Role and Objective

You are a **Terminal World Model** — a precise terminal state simulator. Your task is to predict the exact output of a Linux/Unix terminal (a shell running in a tmux pane) after executing a given command or sequence of commands.

Your goal is to be as faithful as possible to real terminal behavior while maintaining consistency and logical correctness across the interaction sequence.

## Task Definition

Given:
1. **Historical Context** (Optional): Previous interactions in this terminal session
2. **Current Terminal State**: The visible terminal screen including prompt and prior output
3. **User Action**: A sequence of keystrokes to be sent to the terminal

Predict the **exact next terminal state** after all actions are executed.

# Environment Management

The terminal state consists of:
- **Visible Screen**: Current terminal output buffer content
- **Prompt**: Command prompt indicating user context and working directory (e.g., `root@hostname:/path#`)
- **Implicit State**: Working directory, environment variables, file system state, running services and processes (inferred from history)

Track and maintain across turns the working directory, environment variables, files created, modified or deleted, configuration changes, and process and service state (restarts, background jobs).

### Logical Consistency

- File operations must be consistent with prior commands (e.g., `cat file.txt` after `rm file.txt` should error)
- Directory listings and service state must reflect accumulated changes
- Counters, uptimes and timestamps move forward plausibly; identifiers stay stable unless something changes them
- Prompt format must match the established pattern from the initial state

# Input Definitions & Action Space

User actions are provided as a JSON array of command objects:

```json
[
  {
    "keystrokes": "ls -la\\n",
    "duration": 0.1
  }
]
```

| Field | Type | Description |
|-------|------|-------------|
| `keystrokes` | string | Raw terminal input (verbatim). NOT a parsed command. |
| `duration` | number | Seconds to wait before capturing output. Default: 1.0 |

1. **Newline Execution**: commands require a trailing `\\n` to execute; without it the text is only typed.
2. **Control Characters** (tmux notation): `C-c` (SIGINT), `C-d` (EOF), `C-z` (SIGTSTP), `C-l` (clear screen).
3. **Escape Key**: `\\u001b` for ESC (vim, nano).
4. **Empty Keystrokes**: `""` with a `duration` means wait without input and show any new output.
5. **Empty Action Array**: `[]` signals task completion in the evaluation environment.

# Predicted Observation Requirements

Your prediction should include:

1. **Command Echo**: The command as typed on the prompt line
2. **Command Output**: All stdout/stderr from execution
3. **New Prompt**: The prompt for the next command (if the command completed)
4. **Exact Formatting**: Preserve whitespace, newlines, tabs, column alignment and special characters

For multiple commands in one action array, concatenate outputs in execution order. Generate realistic errors (`command not found`, `No such file or directory`, permission errors) where they apply. The terminal screen shows about 40 lines; older output scrolls off.
"""


def o(s: str) -> str:
    """A hand-written output block: drop the first newline of a triple-quoted string."""
    return s[1:] if s.startswith("\n") else s


def cols(rows: list[list[str]], gap: int = 1) -> str:
    """Left-aligned columns separated by ``gap`` spaces, last column unpadded (ss, systemctl style)."""
    widths = [max(len(r[i]) for r in rows if i < len(r)) for i in range(max(map(len, rows)))]
    return "\n".join((" " * gap).join(c if i == len(r) - 1 else c.ljust(widths[i]) for i, c in enumerate(r))
                     for r in rows)


def ncols(rows: list[list[str]]) -> str:
    """nmcli tabular output: every column padded to its width plus two spaces."""
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return "\n".join("".join(c.ljust(w + 2) for c, w in zip(r, widths)) for r in rows)


def wgkey(seed: str) -> str:
    return base64.b64encode(hashlib.sha256(seed.encode()).digest()).decode()


def wgbytes(n: int) -> str:
    for unit, size in (("TiB", 1 << 40), ("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if n >= size:
            return f"{n / size:.2f} {unit}"
    return f"{n} B"


def ticks(n: int) -> str:
    cs = n % 100
    s = n // 100
    days, s = divmod(s, 86400)
    h, s = divmod(s, 3600)
    m, s = divmod(s, 60)
    return f"Timeticks: ({n}) {days} days, {h}:{m:02d}:{s:02d}.{cs:02d}"


def ctrl(k: str, duration: float = 0.5) -> str:
    return jblock([{"keystrokes": k, "duration": duration}])


def t01(rs: RowSet) -> None:
    """ip and ss on a web front end: add a secondary address, restart the node app (new PID). Clean."""
    p = Pane("root", "web-fe-03", "/root")
    state = p.prompt
    T = []
    T.append(p.run("ip -br addr", o("""
lo               UNKNOWN        127.0.0.1/8 ::1/128
ens192           UP             10.40.12.31/24 fe80::250:56ff:fe9a:4c21/64
ens224           UP             192.168.88.31/24 fe80::250:56ff:fe9a:7be0/64
docker0          DOWN           172.17.0.1/16
""")))
    T.append(p.run("ss -tlnp", o("""
State  Recv-Q Send-Q Local Address:Port  Peer Address:PortProcess
LISTEN 0      511          0.0.0.0:80         0.0.0.0:*    users:(("nginx",pid=1431,fd=6),("nginx",pid=1430,fd=6),("nginx",pid=1423,fd=6))
LISTEN 0      128          0.0.0.0:22         0.0.0.0:*    users:(("sshd",pid=811,fd=3))
LISTEN 0      511        127.0.0.1:3000       0.0.0.0:*    users:(("node",pid=20517,fd=19))
LISTEN 0      511        127.0.0.1:6379       0.0.0.0:*    users:(("redis-server",pid=944,fd=6))
LISTEN 0      4096   127.0.0.53%lo:53         0.0.0.0:*    users:(("systemd-resolve",pid=702,fd=14))
LISTEN 0      511          0.0.0.0:443        0.0.0.0:*    users:(("nginx",pid=1431,fd=7),("nginx",pid=1430,fd=7),("nginx",pid=1423,fd=7))
LISTEN 0      128             [::]:22            [::]:*    users:(("sshd",pid=811,fd=4))
""")))
    T.append(p.run("ip addr add 192.168.88.131/24 dev ens224 label ens224:vip"))
    T.append(p.run("ip -4 addr show dev ens224", o("""
3: ens224: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc mq state UP group default qlen 1000
    altname enp19s0
    inet 192.168.88.31/24 brd 192.168.88.255 scope global ens224
       valid_lft forever preferred_lft forever
    inet 192.168.88.131/24 scope global secondary ens224:vip
       valid_lft forever preferred_lft forever
""")))
    T.append(p.run("systemctl restart app-frontend && systemctl show -p MainPID,ActiveEnterTimestamp app-frontend", o("""
MainPID=21894
ActiveEnterTimestamp=Wed 2024-05-22 10:14:37 UTC
"""), duration=3.0))
    T.append(p.run("ss -tlnp 'sport = :3000'", o("""
State  Recv-Q Send-Q Local Address:Port Peer Address:PortProcess
LISTEN 0      511        127.0.0.1:3000      0.0.0.0:*    users:(("node",pid=21894,fd=18))
""")))
    T.append(p.run("ss -s", o("""
Total: 412
TCP:   57 (estab 38, closed 4, orphaned 0, timewait 4)

Transport Total     IP        IPv6
RAW	  1         0         1
UDP	  4         3         1
TCP	  53        51        2
INET	  58        54        4
FRAG	  0         0         0
""")))
    T.append(p.run("ip -br addr show dev ens224", o("""
ens224           UP             192.168.88.31/24 192.168.88.131/24 fe80::250:56ff:fe9a:7be0/64
""")))
    rs.add(TASK, "h62-terminal-01", SYSTEM, T, state=state)


def t02(rs: RowSet) -> None:
    """systemd timers: move the backup timer to 01:45 with sed; an untouched line of the unit changes. Bad at 9."""
    p = Pane("root", "ops-util-02", "/root", style="rhel")
    state = p.prompt
    T = []
    hdr = ["NEXT", "LEFT", "LAST", "PASSED", "UNIT", "ACTIVATES"]
    t1 = [hdr,
          ["Tue 2024-10-15 14:15:00 UTC", "7min left", "Tue 2024-10-15 14:00:00 UTC", "7min ago", "sysstat-collect.timer", "sysstat-collect.service"],
          ["Tue 2024-10-15 15:00:00 UTC", "52min left", "Tue 2024-10-15 14:00:03 UTC", "7min ago", "logrotate-hourly.timer", "logrotate-hourly.service"],
          ["Wed 2024-10-16 00:00:00 UTC", "9h left", "Tue 2024-10-15 00:00:01 UTC", "14h ago", "logrotate.timer", "logrotate.service"],
          ["Wed 2024-10-16 00:07:00 UTC", "9h left", "Tue 2024-10-15 00:07:00 UTC", "14h ago", "sysstat-summary.timer", "sysstat-summary.service"],
          ["Wed 2024-10-16 02:30:00 UTC", "12h left", "Tue 2024-10-15 02:30:00 UTC", "11h ago", "pg-backup.timer", "pg-backup.service"],
          ["Wed 2024-10-16 13:22:41 UTC", "23h left", "Tue 2024-10-15 13:22:41 UTC", "44min ago", "systemd-tmpfiles-clean.timer", "systemd-tmpfiles-clean.service"],
          ["Sun 2024-10-20 01:00:00 UTC", "4 days left", "Sun 2024-10-13 01:00:11 UTC", "2 days ago", "fstrim.timer", "fstrim.service"],
          ["-", "-", "-", "-", "certbot-renew.timer", "certbot-renew.service"]]
    T.append(p.run("systemctl list-timers --all", cols(t1) + "\n\n8 timers listed."))
    T.append(p.run("systemctl cat pg-backup.timer", o("""
# /etc/systemd/system/pg-backup.timer
[Unit]
Description=Nightly PostgreSQL base backup

[Timer]
OnCalendar=*-*-* 02:30:00
RandomizedDelaySec=0
Persistent=true
Unit=pg-backup.service

[Install]
WantedBy=timers.target
""")))
    T.append(p.run("systemctl cat pg-backup.service", o("""
# /etc/systemd/system/pg-backup.service
[Unit]
Description=PostgreSQL base backup to /srv/backup
After=postgresql-15.service
Requires=postgresql-15.service

[Service]
Type=oneshot
User=postgres
Group=postgres
Nice=10
IOSchedulingClass=best-effort
IOSchedulingPriority=7
TimeoutStartSec=2h
ExecStart=/usr/local/sbin/pg-backup.sh --target /srv/backup --keep 7
""")))
    T.append(p.run("systemctl status pg-backup.service --no-pager", o("""
○ pg-backup.service - PostgreSQL base backup to /srv/backup
     Loaded: loaded (/etc/systemd/system/pg-backup.service; static)
     Active: inactive (dead) since Tue 2024-10-15 02:41:17 UTC; 11h ago
TriggeredBy: ● pg-backup.timer
    Process: 118204 ExecStart=/usr/local/sbin/pg-backup.sh --target /srv/backup --keep 7 (code=exited, status=0/SUCCESS)
   Main PID: 118204 (code=exited, status=0/SUCCESS)
        CPU: 4min 12.881s

Oct 15 02:30:00 ops-util-02 systemd[1]: Starting PostgreSQL base backup to /srv/backup...
Oct 15 02:30:01 ops-util-02 pg-backup.sh[118204]: pg_basebackup: initiating base backup, waiting for checkpoint to complete
Oct 15 02:30:09 ops-util-02 pg-backup.sh[118204]: pg_basebackup: checkpoint completed
Oct 15 02:41:16 ops-util-02 pg-backup.sh[118204]: 48213977/48213977 kB (100%), 1/1 tablespace
Oct 15 02:41:16 ops-util-02 pg-backup.sh[118204]: pruned base-20241008T023000 (keep=7)
Oct 15 02:41:17 ops-util-02 systemd[1]: pg-backup.service: Deactivated successfully.
Oct 15 02:41:17 ops-util-02 systemd[1]: Finished PostgreSQL base backup to /srv/backup.
Oct 15 02:41:17 ops-util-02 systemd[1]: pg-backup.service: Consumed 4min 12.881s CPU time.
""")))
    T.append(p.run("sed -i 's/^OnCalendar=.*/OnCalendar=*-*-* 01:45:00/' /etc/systemd/system/pg-backup.timer && systemctl daemon-reload"))
    t6 = [["NEXT", "LEFT", "LAST", "PASSED", "UNIT", "ACTIVATES"],
          ["Wed 2024-10-16 01:45:00 UTC", "11h left", "Tue 2024-10-15 02:30:00 UTC", "11h ago", "pg-backup.timer", "pg-backup.service"]]
    T.append(p.run("systemctl restart pg-backup.timer && systemctl list-timers pg-backup.timer",
                   cols(t6) + "\n\n1 timers listed.\nPass --all to see loaded but inactive timers, too."))
    T.append(p.run("systemctl cat certbot-renew.timer", o("""
# /etc/systemd/system/certbot-renew.timer
[Unit]
Description=Twice-daily certbot renewal check

[Timer]
OnCalendar=*-*-* 03,15:00:00
RandomizedDelaySec=1h
Persistent=true

[Install]
WantedBy=timers.target
""")))
    T.append(p.run("systemctl enable --now certbot-renew.timer",
                   "Created symlink /etc/systemd/system/timers.target.wants/certbot-renew.timer → /etc/systemd/system/certbot-renew.timer."))
    T.append(p.run("systemctl cat pg-backup.timer", o("""
# /etc/systemd/system/pg-backup.timer
[Unit]
Description=Nightly PostgreSQL base backup

[Timer]
OnCalendar=*-*-* 01:45:00
RandomizedDelaySec=15min
Persistent=true
Unit=pg-backup.service

[Install]
WantedBy=timers.target
""")))
    t10 = [hdr,
           ["Tue 2024-10-15 14:15:00 UTC", "2min 29s left", "Tue 2024-10-15 14:00:00 UTC", "12min ago", "sysstat-collect.timer", "sysstat-collect.service"],
           ["Tue 2024-10-15 15:00:00 UTC", "47min left", "Tue 2024-10-15 14:00:03 UTC", "12min ago", "logrotate-hourly.timer", "logrotate-hourly.service"],
           ["Tue 2024-10-15 15:23:51 UTC", "1h 11min left", "-", "-", "certbot-renew.timer", "certbot-renew.service"],
           ["Wed 2024-10-16 00:00:00 UTC", "9h left", "Tue 2024-10-15 00:00:01 UTC", "14h ago", "logrotate.timer", "logrotate.service"],
           ["Wed 2024-10-16 00:07:00 UTC", "9h left", "Tue 2024-10-15 00:07:00 UTC", "14h ago", "sysstat-summary.timer", "sysstat-summary.service"],
           ["Wed 2024-10-16 01:45:00 UTC", "11h left", "Tue 2024-10-15 02:30:00 UTC", "11h ago", "pg-backup.timer", "pg-backup.service"],
           ["Wed 2024-10-16 13:22:41 UTC", "23h left", "Tue 2024-10-15 13:22:41 UTC", "49min ago", "systemd-tmpfiles-clean.timer", "systemd-tmpfiles-clean.service"],
           ["Sun 2024-10-20 01:00:00 UTC", "4 days left", "Sun 2024-10-13 01:00:11 UTC", "2 days ago", "fstrim.timer", "fstrim.service"]]
    T.append(p.run("systemctl list-timers --all", cols(t10) + "\n\n8 timers listed."))
    rs.add(TASK, "h62-terminal-02", SYSTEM, T, state=state, bad=True, turn=9,
           kind="pg-backup.timer shows RandomizedDelaySec=15min though it read RandomizedDelaySec=0 and the sed only rewrote the OnCalendar line.")


def t03(rs: RowSet) -> None:
    """journalctl on a bastion: the failed-login burst comes back under another sshd PID. Bad at 4."""
    p = Pane("root", "bastion-01", "/root")
    state = p.prompt
    T = []
    T.append(p.run('journalctl -u ssh --since "2024-11-02 08:00" --until "2024-11-02 08:10" --no-pager', o("""
Nov 02 08:01:14 bastion-01 sshd[48190]: Accepted publickey for deploy from 10.12.4.20 port 50214 ssh2: ED25519 SHA256:q3V0cF9mJkq1o7nB3rXk2m0lM8uPq0kT4h7wZ5Yd1aE
Nov 02 08:01:14 bastion-01 sshd[48190]: pam_unix(sshd:session): session opened for user deploy(uid=1001) by (uid=0)
Nov 02 08:03:47 bastion-01 sshd[48213]: Invalid user admin from 203.0.113.57 port 51122
Nov 02 08:03:49 bastion-01 sshd[48213]: Failed password for invalid user admin from 203.0.113.57 port 51122 ssh2
Nov 02 08:03:51 bastion-01 sshd[48213]: Connection closed by invalid user admin 203.0.113.57 port 51122 [preauth]
Nov 02 08:04:02 bastion-01 sshd[48219]: Invalid user oracle from 203.0.113.57 port 51490
Nov 02 08:04:04 bastion-01 sshd[48219]: Failed password for invalid user oracle from 203.0.113.57 port 51490 ssh2
Nov 02 08:04:05 bastion-01 sshd[48219]: Connection closed by invalid user oracle 203.0.113.57 port 51490 [preauth]
Nov 02 08:06:30 bastion-01 sshd[48190]: pam_unix(sshd:session): session closed for user deploy
Nov 02 08:07:58 bastion-01 sshd[48251]: Accepted publickey for mkowalski from 10.12.4.77 port 61002 ssh2: RSA SHA256:Xr7b0cTqv2YJm1dK9pLw3sE8uH5nA4gF6iZ0oQ2tVyM
Nov 02 08:07:58 bastion-01 sshd[48251]: pam_unix(sshd:session): session opened for user mkowalski(uid=1004) by (uid=0)
Nov 02 08:09:12 bastion-01 sshd[48266]: error: kex_exchange_identification: Connection closed by remote host
Nov 02 08:09:12 bastion-01 sshd[48266]: Connection closed by 198.51.100.140 port 40338
""")))
    T.append(p.run('journalctl -u ssh --since "2024-11-02 08:00" --until "2024-11-02 08:10" -o short-iso --grep "Failed password" --no-pager', o("""
2024-11-02T08:03:49+00:00 bastion-01 sshd[48213]: Failed password for invalid user admin from 203.0.113.57 port 51122 ssh2
2024-11-02T08:04:04+00:00 bastion-01 sshd[48219]: Failed password for invalid user oracle from 203.0.113.57 port 51490 ssh2
""")))
    T.append(p.run('journalctl -u ssh -o json-pretty -n 1 --grep "invalid user oracle" --no-pager', o("""
{
	"__CURSOR" : "s=2b7e0f1c9a4d4e6fb1c3d5e7f9a1b3c5;i=1f3a2c;b=6d0e4f2a8c1b4e7d9f3a5c7e9b1d3f5a;m=3c1d92f7a1;t=625e1a4c8f2d1;x=9e4b2d6f8a1c3e5b",
	"__REALTIME_TIMESTAMP" : "1730534645809873",
	"__MONOTONIC_TIMESTAMP" : "258067888033",
	"_BOOT_ID" : "6d0e4f2a8c1b4e7d9f3a5c7e9b1d3f5a",
	"PRIORITY" : "6",
	"SYSLOG_FACILITY" : "4",
	"SYSLOG_IDENTIFIER" : "sshd",
	"_TRANSPORT" : "syslog",
	"_UID" : "0",
	"_GID" : "0",
	"_COMM" : "sshd",
	"_EXE" : "/usr/sbin/sshd",
	"_CMDLINE" : "sshd: invalid user oracle [preauth]",
	"_SYSTEMD_UNIT" : "ssh.service",
	"_SYSTEMD_CGROUP" : "/system.slice/ssh.service",
	"_HOSTNAME" : "bastion-01",
	"_PID" : "48219",
	"SYSLOG_PID" : "48219",
	"SYSLOG_TIMESTAMP" : "Nov  2 08:04:05 ",
	"MESSAGE" : "Connection closed by invalid user oracle 203.0.113.57 port 51490 [preauth]",
	"_SOURCE_REALTIME_TIMESTAMP" : "1730534645809851"
}
""")))
    T.append(p.run('journalctl _COMM=sshd --since "2024-11-02 08:03" --until "2024-11-02 08:04" --no-pager', o("""
Nov 02 08:03:47 bastion-01 sshd[48231]: Invalid user admin from 203.0.113.57 port 51122
Nov 02 08:03:49 bastion-01 sshd[48231]: Failed password for invalid user admin from 203.0.113.57 port 51122 ssh2
Nov 02 08:03:51 bastion-01 sshd[48231]: Connection closed by invalid user admin 203.0.113.57 port 51122 [preauth]
""")))
    T.append(p.run('journalctl -u ssh --since "2024-11-02 09:00" --no-pager', o("""
Nov 02 09:02:41 bastion-01 sshd[49377]: Accepted publickey for mkowalski from 10.12.4.77 port 61840 ssh2: RSA SHA256:Xr7b0cTqv2YJm1dK9pLw3sE8uH5nA4gF6iZ0oQ2tVyM
Nov 02 09:02:41 bastion-01 sshd[49377]: pam_unix(sshd:session): session opened for user mkowalski(uid=1004) by (uid=0)
Nov 02 09:08:19 bastion-01 sshd[49402]: Invalid user test from 203.0.113.57 port 33870
Nov 02 09:08:21 bastion-01 sshd[49402]: Failed password for invalid user test from 203.0.113.57 port 33870 ssh2
Nov 02 09:08:22 bastion-01 sshd[49402]: Connection closed by invalid user test 203.0.113.57 port 33870 [preauth]
Nov 02 09:13:55 bastion-01 sshd[49433]: Accepted publickey for root from 10.12.4.5 port 55126 ssh2: ED25519 SHA256:Jk2Lm8Nq4Rs6Tu0Vw2Xy4Za6Bc8De0Fg2Hi4Jk6Lm8N
Nov 02 09:13:55 bastion-01 sshd[49433]: pam_unix(sshd:session): session opened for user root(uid=0) by (uid=0)
""")))
    T.append(p.run("journalctl --disk-usage", "Archived and active journals take up 1.1G in the file system."))
    T.append(p.run("journalctl --vacuum-time=14d", o("""
Deleted archived journal /var/log/journal/6f1c2e8a9b7d4c03a5e2f10b8d47c9a1/system@5d2a9c1e7f3b4a6d8e0c2f4a6b8d0e1f-0000000000163a21-000625b4a1c7e3f0.journal (104.0M).
Deleted archived journal /var/log/journal/6f1c2e8a9b7d4c03a5e2f10b8d47c9a1/system@5d2a9c1e7f3b4a6d8e0c2f4a6b8d0e1f-00000000001892c4-000625ce9d02f6a1.journal (104.0M).
Deleted archived journal /var/log/journal/6f1c2e8a9b7d4c03a5e2f10b8d47c9a1/system@5d2a9c1e7f3b4a6d8e0c2f4a6b8d0e1f-00000000001af0b7-000625e8b3f10c44.journal (104.0M).
Vacuuming done, freed 312.0M of archived journals from /var/log/journal/6f1c2e8a9b7d4c03a5e2f10b8d47c9a1.
""")))
    rs.add(TASK, "h62-terminal-03", SYSTEM, T, state=state, bad=True, turn=4,
           kind="The 08:03 failed-login lines for user admin show sshd[48231] though the same journal lines were logged by sshd[48213].")


def t04(rs: RowSet) -> None:
    """nginx config tests on a reverse proxy: edit the api vhost, drop a site, reload (new worker PIDs). Clean."""
    p = Pane("root", "edge-proxy-01", "/etc/nginx")
    state = p.prompt
    T = []

    def lnk(name: str, date: str) -> str:
        target = f"/etc/nginx/sites-available/{name}"
        return f"lrwxrwxrwx 1 root root {len(target)} {date} {name} -> {target}"

    ok = ("nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\n"
          "nginx: configuration file /etc/nginx/nginx.conf test is successful")
    T.append(p.run("nginx -t", ok))
    T.append(p.run("ls -l sites-enabled/", "total 0\n" + "\n".join([
        lnk("api.conf", "Mar 11 09:14"), lnk("grafana.conf", "Mar 11 09:14"), lnk("status.conf", "Jan 22 16:40")])))
    T.append(p.run("cat sites-available/api.conf", o("""
upstream api_backend {
    least_conn;
    server 10.8.3.21:8080 max_fails=3 fail_timeout=10s;
    server 10.8.3.22:8080 max_fails=3 fail_timeout=10s;
    keepalive 32;
}

server {
    listen 443 ssl http2;
    server_name api.corp.example;

    ssl_certificate     /etc/ssl/corp/api.corp.example.crt;
    ssl_certificate_key /etc/ssl/corp/api.corp.example.key;

    client_max_body_size 8m;

    location / {
        proxy_pass http://api_backend;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
}
""")))
    T.append(p.run("sed -i 's/client_max_body_size 8m;/client_max_body_size 32m;/' sites-available/api.conf && "
                   "sed -i '/server 10.8.3.22:8080/a\\    server 10.8.3.23:8080 max_fails=3 fail_timeout=10s;' sites-available/api.conf"))
    T.append(p.run("grep -n -E 'server 10|client_max' sites-available/api.conf", o("""
3:    server 10.8.3.21:8080 max_fails=3 fail_timeout=10s;
4:    server 10.8.3.22:8080 max_fails=3 fail_timeout=10s;
5:    server 10.8.3.23:8080 max_fails=3 fail_timeout=10s;
16:    client_max_body_size 32m;
""")))
    T.append(p.run("rm sites-enabled/status.conf && nginx -t", ok))
    T.append(p.run("systemctl reload nginx && systemctl status nginx --no-pager | head -13", o("""
● nginx.service - A high performance web server and a reverse proxy server
     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)
     Active: active (running) since Mon 2025-03-10 22:04:51 UTC; 11h ago
       Docs: man:nginx(8)
    Process: 271004 ExecReload=/usr/sbin/nginx -g daemon on; master_process on; -s reload (code=exited, status=0/SUCCESS)
   Main PID: 1187 (nginx)
      Tasks: 5 (limit: 9382)
     Memory: 14.2M
        CPU: 2min 31.406s
     CGroup: /system.slice/nginx.service
             ├─  1187 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"
             ├─271005 "nginx: worker process"
             ├─271006 "nginx: worker process"
"""), duration=2.0))
    T.append(p.run("ls -l sites-enabled/", "total 0\n" + "\n".join([
        lnk("api.conf", "Mar 11 09:14"), lnk("grafana.conf", "Mar 11 09:14")])))
    T.append(p.run("curl -sk -o /dev/null -w '%{http_code} %{size_upload}\\n' -X POST --data-binary @/tmp/payload-20m.bin "
                   "--resolve api.corp.example:443:127.0.0.1 https://api.corp.example/v2/uploads", "201 20971520", duration=4.0))
    rs.add(TASK, "h62-terminal-04", SYSTEM, T, state=state)


def t05(rs: RowSet) -> None:
    """curl against a local inventory API: PATCH, DELETE, POST, re-sorted listing, moving counters. Clean."""
    p = Pane("ana", "devbox", "/home/ana/svc")
    state = p.prompt
    T = []
    items = [
        {"id": 101, "sku": "KB-ERGO-02", "name": "Ergonomic keyboard", "qty": 14, "updated_at": "2024-09-16T15:40:02Z"},
        {"id": 102, "sku": "MS-VERT-01", "name": "Vertical mouse", "qty": 9, "updated_at": "2024-09-17T08:12:55Z"},
        {"id": 103, "sku": "DK-USB4-01", "name": "USB4 dock", "qty": 3, "updated_at": "2024-09-12T11:03:19Z"},
        {"id": 104, "sku": "MN-27Q-03", "name": "QHD monitor 27in", "qty": 6, "updated_at": "2024-09-10T09:44:00Z"},
        {"id": 105, "sku": "HS-BT-07", "name": "Bluetooth headset", "qty": 21, "updated_at": "2024-09-18T07:58:31Z"},
        {"id": 106, "sku": "CB-HDMI-2M", "name": "HDMI cable 2 m", "qty": 57, "updated_at": "2024-08-29T14:20:12Z"},
        {"id": 107, "sku": "WC-1080-04", "name": "1080p webcam", "qty": 11, "updated_at": "2024-09-05T16:31:47Z"},
    ]
    T.append(p.run("curl -s localhost:8000/healthz; echo", '{"status":"ok","version":"2.4.1","uptime_s":5231}'))
    T.append(p.run("curl -s 'localhost:8000/api/items?limit=3' | jq .", json.dumps(
        {"items": items[:3], "total": 7, "next": "/api/items?limit=3&offset=3"}, indent=2)))
    T.append(p.run("curl -s 'localhost:8000/api/items?limit=3&offset=3' | jq -c '.items[]'",
                   "\n".join(json.dumps(i, separators=(",", ":")) for i in items[3:6])))
    items[2] = dict(items[2], qty=8, updated_at="2024-09-18T11:27:40Z")
    T.append(p.run("curl -s -X PATCH localhost:8000/api/items/103 -H 'Content-Type: application/json' -d '{\"qty\": 8}' | jq .",
                   json.dumps(items[2], indent=2)))
    T.append(p.run("curl -s -X DELETE -o /dev/null -w '%{http_code}\\n' localhost:8000/api/items/106", "204"))
    del items[5]
    new = {"id": 108, "sku": "SS-LAP-01", "name": "Laptop stand", "qty": 12, "updated_at": "2024-09-18T11:28:12Z"}
    items.append(new)
    T.append(p.run("curl -s -X POST localhost:8000/api/items -H 'Content-Type: application/json' "
                   "-d '{\"sku\":\"SS-LAP-01\",\"name\":\"Laptop stand\",\"qty\":12}' | jq .", json.dumps(new, indent=2)))
    srt = sorted(items, key=lambda i: -i["qty"])
    T.append(p.run("curl -s 'localhost:8000/api/items?limit=10&sort=-qty' | jq -r '.items[] | \"\\(.id)\\t\\(.sku)\\t\\(.qty)\"'",
                   "\n".join(f"{i['id']}\t{i['sku']}\t{i['qty']}" for i in srt)))
    T.append(p.run("curl -s -w '\\n%{http_code}\\n' localhost:8000/api/items/106", '{"detail":"item 106 not found"}\n404'))
    T.append(p.run("curl -s localhost:8000/metrics | grep -E '^http_requests_total'", o("""
http_requests_total{method="DELETE",status="204"} 3
http_requests_total{method="GET",status="200"} 1842
http_requests_total{method="GET",status="404"} 17
http_requests_total{method="PATCH",status="200"} 9
http_requests_total{method="POST",status="201"} 5
""")))
    T.append(p.run("curl -s localhost:8000/healthz; echo", '{"status":"ok","version":"2.4.1","uptime_s":5512}'))
    T.append(p.run("curl -s localhost:8000/metrics | grep -E '^http_requests_total'", o("""
http_requests_total{method="DELETE",status="204"} 3
http_requests_total{method="GET",status="200"} 1844
http_requests_total{method="GET",status="404"} 17
http_requests_total{method="PATCH",status="200"} 9
http_requests_total{method="POST",status="201"} 5
""")))
    rs.add(TASK, "h62-terminal-05", SYSTEM, T, state=state)


def t06(rs: RowSet) -> None:
    """iptables-save on a DMZ firewall: delete a DROP rule, add an SSH source, persist. Deleted rule shows again at 5."""
    p = Pane("root", "fw-dmz-02", "/root")
    state = p.prompt
    T = []

    def save(when: str, inp: str, out: str, drop_rule: bool, new_ssh: bool) -> str:
        lines = [f"# Generated by iptables-save v1.8.7 on {when}", "*filter",
                 f":INPUT DROP [{inp}]", ":FORWARD DROP [0:0]", f":OUTPUT ACCEPT [{out}]", ":SSH_ALLOW - [0:0]",
                 "-A INPUT -i lo -j ACCEPT",
                 "-A INPUT -m conntrack --ctstate RELATED,ESTABLISHED -j ACCEPT"]
        if drop_rule:
            lines.append("-A INPUT -s 198.51.100.23/32 -j DROP")
        lines += ["-A INPUT -p icmp -m icmp --icmp-type 8 -m limit --limit 5/sec -j ACCEPT",
                  "-A INPUT -p tcp -m tcp --dport 22 -j SSH_ALLOW",
                  "-A INPUT -p tcp -m multiport --dports 80,443 -j ACCEPT",
                  "-A INPUT -p udp -m udp --dport 51820 -j ACCEPT",
                  '-A INPUT -j LOG --log-prefix "INPUT-DROP: " --log-level 4',
                  "-A SSH_ALLOW -s 10.12.4.0/24 -j ACCEPT",
                  "-A SSH_ALLOW -s 192.0.2.44/32 -j ACCEPT"]
        if new_ssh:
            lines.append("-A SSH_ALLOW -s 10.12.9.0/24 -j ACCEPT")
        lines += ["-A SSH_ALLOW -j RETURN", "COMMIT", f"# Completed on {when}"]
        return "\n".join(lines)

    T.append(p.run("iptables-save -t filter", save("Thu Jun 13 10:41:07 2024", "1933:115980", "48211:9132877", True, False)))
    T.append(p.run("iptables -L INPUT -n -v --line-numbers", o("""
Chain INPUT (policy DROP 1933 packets, 116K bytes)
num   pkts bytes target     prot opt in     out     source               destination
1     2104  163K ACCEPT     all  --  lo     *       0.0.0.0/0            0.0.0.0/0
2     812K  941M ACCEPT     all  --  *      *       0.0.0.0/0            0.0.0.0/0            ctstate RELATED,ESTABLISHED
3      377 22620 DROP       all  --  *      *       198.51.100.23        0.0.0.0/0
4       58  4872 ACCEPT     icmp --  *      *       0.0.0.0/0            0.0.0.0/0            icmptype 8 limit: avg 5/sec burst 5
5      611 36660 SSH_ALLOW  tcp  --  *      *       0.0.0.0/0            0.0.0.0/0            tcp dpt:22
6    14822  889K ACCEPT     tcp  --  *      *       0.0.0.0/0            0.0.0.0/0            multiport dports 80,443
7      904  138K ACCEPT     udp  --  *      *       0.0.0.0/0            0.0.0.0/0            udp dpt:51820
8     1933  116K LOG        all  --  *      *       0.0.0.0/0            0.0.0.0/0            LOG flags 0 level 4 prefix "INPUT-DROP: "
""")))
    T.append(p.run("iptables -D INPUT 3"))
    T.append(p.run("iptables -I SSH_ALLOW 3 -s 10.12.9.0/24 -j ACCEPT"))
    T.append(p.run("iptables-save -t filter", save("Thu Jun 13 10:43:22 2024", "1951:117060", "48790:9241113", True, True)))
    T.append(p.run("iptables -L SSH_ALLOW -n -v --line-numbers", o("""
Chain SSH_ALLOW (1 references)
num   pkts bytes target     prot opt in     out     source               destination
1      588 35280 ACCEPT     all  --  *      *       10.12.4.0/24         0.0.0.0/0
2       14   840 ACCEPT     all  --  *      *       192.0.2.44           0.0.0.0/0
3        0     0 ACCEPT     all  --  *      *       10.12.9.0/24         0.0.0.0/0
4       10   600 RETURN     all  --  *      *       0.0.0.0/0            0.0.0.0/0
""")))
    T.append(p.run("iptables-save -t filter > /etc/iptables/rules.v4"))
    T.append(p.run("wc -l /etc/iptables/rules.v4; grep -c '^-A' /etc/iptables/rules.v4", "19 /etc/iptables/rules.v4\n11"))
    T.append(p.run("systemctl restart netfilter-persistent && iptables -S INPUT | head -4", o("""
-P INPUT DROP
-A INPUT -i lo -j ACCEPT
-A INPUT -m conntrack --ctstate RELATED,ESTABLISHED -j ACCEPT
-A INPUT -p icmp -m icmp --icmp-type 8 -m limit --limit 5/sec -j ACCEPT
"""), duration=2.0))
    rs.add(TASK, "h62-terminal-06", SYSTEM, T, state=state, bad=True, turn=5,
           kind="iptables-save still lists '-A INPUT -s 198.51.100.23/32 -j DROP' after that rule was deleted with 'iptables -D INPUT 3'.")


def t07(rs: RowSet) -> None:
    """tcpdump on a DNS cache: capture 200 packets to a file and read it back; the file's size changes at 6."""
    p = Pane("root", "dns-cache-01", "/root")
    state = p.prompt
    T = []
    T.append(p.run("tcpdump -D", o("""
1.eth0 [Up, Running, Connected]
2.any (Pseudo-device that captures on all interfaces) [Up, Running]
3.lo [Up, Running, Loopback]
4.docker0 [Up, Disconnected]
5.nflog (Linux netfilter log (NFLOG) interface) [none]
6.nfqueue (Linux netfilter queue (NFQUEUE) interface) [none]
""")))
    T.append(p.run("tcpdump -ni eth0 -c 200 -w /tmp/dns-0614.pcap 'port 53'", o("""
tcpdump: listening on eth0, link-type EN10MB (Ethernet), snapshot length 262144 bytes
200 packets captured
213 packets received by filter
0 packets dropped by kernel
"""), duration=20.0))
    T.append(p.run("ls -l /tmp/dns-0614.pcap", "-rw-r--r-- 1 tcpdump tcpdump 23184 Jun 14 09:12 /tmp/dns-0614.pcap"))
    T.append(p.run("tcpdump -nn -r /tmp/dns-0614.pcap -c 8", o("""
reading from file /tmp/dns-0614.pcap, link-type EN10MB (Ethernet), snapshot length 262144
09:12:03.118204 IP 10.20.1.57.41822 > 10.20.0.53.53: 18231+ A? repo.corp.example. (35)
09:12:03.118611 IP 10.20.0.53.53 > 10.20.1.57.41822: 18231* 1/0/0 A 10.20.4.18 (51)
09:12:03.120077 IP 10.20.1.57.41822 > 10.20.0.53.53: 60412+ AAAA? repo.corp.example. (35)
09:12:03.120388 IP 10.20.0.53.53 > 10.20.1.57.41822: 60412* 0/1/0 (96)
09:12:03.402588 IP 10.20.2.110.52790 > 10.20.0.53.53: 33018+ A? api.github.com. (32)
09:12:03.402951 IP 10.20.0.53.40177 > 1.1.1.1.53: 5521+ [1au] A? api.github.com. (43)
09:12:03.419634 IP 1.1.1.1.53 > 10.20.0.53.40177: 5521 1/0/1 A 140.82.121.6 (59)
09:12:03.420112 IP 10.20.0.53.53 > 10.20.2.110.52790: 33018 1/0/0 A 140.82.121.6 (48)
""")))
    T.append(p.run("tcpdump -nn -r /tmp/dns-0614.pcap 'udp and src port 53' 2>/dev/null | awk '{print $3}' | sort | uniq -c | sort -rn", o("""
     81 10.20.0.53.53
     12 1.1.1.1.53
      6 9.9.9.9.53
""")))
    T.append(p.run("ls -l /tmp/dns-0614.pcap && md5sum /tmp/dns-0614.pcap",
                   "-rw-r--r-- 1 tcpdump tcpdump 23814 Jun 14 09:12 /tmp/dns-0614.pcap\n"
                   "5b1f0c27d94e83a6f2c1e07b9a4d3e58  /tmp/dns-0614.pcap"))
    rs.add(TASK, "h62-terminal-07", SYSTEM, T, state=state, bad=True, turn=6,
           kind="The capture file is listed at 23814 bytes though it was 23184 bytes and nothing wrote to it since (only read with -r).")


def t08(rs: RowSet) -> None:
    """resolvectl and dig on an app host: cached TTL counts down, DNS server order swapped, direct query. Clean."""
    p = Pane("sre", "app-07", "/home/sre")
    state = p.prompt
    T = []
    T.append(p.run("resolvectl status ens3", o("""
Link 2 (ens3)
    Current Scopes: DNS
         Protocols: +DefaultRoute +LLMNR -mDNS -DNSOverTLS DNSSEC=no/unsupported
Current DNS Server: 10.20.0.53
       DNS Servers: 10.20.0.53 10.20.0.54
        DNS Domain: corp.example
""")))
    T.append(p.run("dig +noall +answer +stats repo.corp.example", o("""
repo.corp.example.	300	IN	A	10.20.4.18
;; Query time: 3 msec
;; SERVER: 127.0.0.53#53(127.0.0.53) (UDP)
;; WHEN: Fri Jun 14 09:31:12 UTC 2024
;; MSG SIZE  rcvd: 62
""")))
    T.append(p.run("dig +noall +answer +stats repo.corp.example", o("""
repo.corp.example.	287	IN	A	10.20.4.18
;; Query time: 0 msec
;; SERVER: 127.0.0.53#53(127.0.0.53) (UDP)
;; WHEN: Fri Jun 14 09:31:25 UTC 2024
;; MSG SIZE  rcvd: 62
""")))
    T.append(p.run("resolvectl query repo.corp.example", o("""
repo.corp.example: 10.20.4.18                  -- link: ens3

-- Information acquired via protocol DNS in 1.1ms.
-- Data is authenticated: no; Data was acquired via local or encrypted transport: no
-- Data from: cache
""")))
    T.append(p.run("sudo resolvectl dns ens3 10.20.0.54 10.20.0.53 && sudo resolvectl flush-caches"))
    T.append(p.run("resolvectl status ens3", o("""
Link 2 (ens3)
    Current Scopes: DNS
         Protocols: +DefaultRoute +LLMNR -mDNS -DNSOverTLS DNSSEC=no/unsupported
Current DNS Server: 10.20.0.54
       DNS Servers: 10.20.0.54 10.20.0.53
        DNS Domain: corp.example
""")))
    T.append(p.run("dig +noall +answer +stats repo.corp.example @10.20.0.54", o("""
repo.corp.example.	300	IN	A	10.20.4.18
;; Query time: 1 msec
;; SERVER: 10.20.0.54#53(10.20.0.54) (UDP)
;; WHEN: Fri Jun 14 09:33:02 UTC 2024
;; MSG SIZE  rcvd: 62
""")))
    rs.add(TASK, "h62-terminal-08", SYSTEM, T, state=state)


def t09(rs: RowSet) -> None:
    """NFS exports on a NAS: showmount reports the home export for a /16 although it is exported to a /24. Bad at 3."""
    p = Pane("root", "nas-01", "/root", style="rhel")
    state = p.prompt
    T = []

    def ev(path: str, client: str) -> str:
        return f"{path:<14}\n\t\t{client}" if len(path) > 14 else f"{path:<14}\t{client}"

    T.append(p.run("cat /etc/exports", o("""
# managed by hand - see RUNBOOK-NFS.md
/srv/nfs/home      10.20.0.0/24(rw,sync,root_squash,no_subtree_check)
/srv/nfs/builds    10.20.4.0/24(rw,async,no_root_squash,no_subtree_check) 10.20.5.17(ro,sync,no_subtree_check)
/srv/nfs/isos      *(ro,sync,all_squash,anonuid=65534,anongid=65534,no_subtree_check)
""")))
    home = "10.20.0.0/24(sync,wdelay,hide,no_subtree_check,sec=sys,rw,secure,root_squash,no_all_squash)"
    b_ro = "10.20.5.17(sync,wdelay,hide,no_subtree_check,sec=sys,ro,secure,root_squash,no_all_squash)"
    b_rw = "10.20.4.0/24(async,wdelay,hide,no_subtree_check,sec=sys,rw,secure,no_root_squash,no_all_squash)"
    T.append(p.run("exportfs -v", "\n".join([
        ev("/srv/nfs/home", home), ev("/srv/nfs/builds", b_ro), ev("/srv/nfs/builds", b_rw),
        ev("/srv/nfs/isos", "<world>(sync,wdelay,hide,no_subtree_check,anonuid=65534,anongid=65534,sec=sys,ro,secure,root_squash,all_squash)")])))
    T.append(p.run("showmount -e localhost", o("""
Export list for localhost:
/srv/nfs/isos   *
/srv/nfs/builds 10.20.5.17,10.20.4.0/24
/srv/nfs/home   10.20.0.0/16
""")))
    T.append(p.run("sed -i 's#^/srv/nfs/isos .*#/srv/nfs/isos      10.20.0.0/16(ro,sync,all_squash,no_subtree_check)#' /etc/exports && exportfs -ra"))
    T.append(p.run("exportfs -s", o(f"""
/srv/nfs/home  {home}
/srv/nfs/builds  {b_ro}
/srv/nfs/builds  {b_rw}
/srv/nfs/isos  10.20.0.0/16(sync,wdelay,hide,no_subtree_check,sec=sys,ro,secure,root_squash,all_squash)
""")))
    T.append(p.run("ss -tn state established '( sport = :2049 )'", o("""
Recv-Q Send-Q Local Address:Port   Peer Address:Port
0      0        10.20.0.12:2049    10.20.0.31:797
0      0        10.20.0.12:2049    10.20.0.88:1018
0      0        10.20.0.12:2049    10.20.4.15:886
0      0        10.20.0.12:2049    10.20.4.16:672
0      0        10.20.0.12:2049    10.20.5.17:951
""")))
    T.append(p.run("df -h /srv/nfs/home /srv/nfs/builds /srv/nfs/isos", o("""
Filesystem                  Size  Used Avail Use% Mounted on
/dev/mapper/vg_data-home    2.0T  1.3T  712G  65% /srv/nfs/home
/dev/mapper/vg_data-builds  500G  388G  113G  78% /srv/nfs/builds
/dev/mapper/vg_data-isos    250G   91G  160G  37% /srv/nfs/isos
""")))
    T.append(p.run("showmount -e localhost", o("""
Export list for localhost:
/srv/nfs/isos   10.20.0.0/16
/srv/nfs/builds 10.20.5.17,10.20.4.0/24
/srv/nfs/home   10.20.0.0/24
""")))
    rs.add(TASK, "h62-terminal-09", SYSTEM, T, state=state, bad=True, turn=3,
           kind="showmount lists /srv/nfs/home for 10.20.0.0/16 while /etc/exports and exportfs -v export it only to 10.20.0.0/24.")


def t10(rs: RowSet) -> None:
    """chrony on a database host: drop a dead server from chrony.conf and restart; reach counters start over. Clean."""
    p = Pane("root", "db-02", "/root")
    state = p.prompt
    T = []
    T.append(p.run("chronyc tracking", o("""
Reference ID    : 0A140035 (ntp1.corp.example)
Stratum         : 3
Ref time (UTC)  : Wed Oct 09 07:58:41 2024
System time     : 0.000012873 seconds fast of NTP time
Last offset     : +0.000009214 seconds
RMS offset      : 0.000021077 seconds
Frequency       : 11.482 ppm slow
Residual freq   : +0.001 ppm
Skew            : 0.018 ppm
Root delay      : 0.012470981 seconds
Root dispersion : 0.000618201 seconds
Update interval : 64.4 seconds
Leap status     : Normal
""")))
    bar = "=" * 79
    T.append(p.run("chronyc sources", o(f"""
MS Name/IP address         Stratum Poll Reach LastRx Last sample
{bar}
^* ntp1.corp.example             2   6   377    23  +9214ns[  +11us] +/- 6512us
^+ ntp2.corp.example             2   6   377    22    -41us[  -39us] +/- 7911us
^- time.cloudflare.com           3  10   377   391   +612us[ +618us] +/-   14ms
^? 192.0.2.123                   0   9     0     -     +0ns[   +0ns] +/-    0ns
""")))
    T.append(p.run("chronyc sourcestats", o(f"""
Name/IP Address            NP  NR  Span  Frequency  Freq Skew  Offset  Std Dev
{"=" * 78}
ntp1.corp.example          24  13  1481     +0.001      0.018    +10us    12us
ntp2.corp.example          24  11  1482     -0.004      0.027    -38us    19us
time.cloudflare.com        11   6  172m     +0.062      0.314   +601us   207us
192.0.2.123                 0   0     0     +0.000   2000.000     +0ns  4000ms
""")))
    T.append(p.run("grep -n '^server' /etc/chrony/chrony.conf", o("""
4:server ntp1.corp.example iburst
5:server ntp2.corp.example iburst
6:server time.cloudflare.com iburst maxpoll 10
7:server 192.0.2.123 iburst
""")))
    T.append(p.run("sed -i 's/^server 192.0.2.123 iburst$/# &/' /etc/chrony/chrony.conf && systemctl restart chrony && sleep 20 && chronyc sources", o(f"""
MS Name/IP address         Stratum Poll Reach LastRx Last sample
{bar}
^* ntp1.corp.example             2   6    17     9    +14us[  +21us] +/- 6498us
^+ ntp2.corp.example             2   6    17    10    -36us[  -29us] +/- 7880us
^- time.cloudflare.com           3   6    17     9   +588us[ +595us] +/-   14ms
"""), duration=25.0))
    T.append(p.run("chronyc tracking", o("""
Reference ID    : 0A140035 (ntp1.corp.example)
Stratum         : 3
Ref time (UTC)  : Wed Oct 09 08:03:12 2024
System time     : 0.000014150 seconds fast of NTP time
Last offset     : +0.000006871 seconds
RMS offset      : 0.000006871 seconds
Frequency       : 11.479 ppm slow
Residual freq   : +0.108 ppm
Skew            : 1.904 ppm
Root delay      : 0.012441305 seconds
Root dispersion : 0.001702988 seconds
Update interval : 2.0 seconds
Leap status     : Normal
""")))
    rs.add(TASK, "h62-terminal-10", SYSTEM, T, state=state)


def t11(rs: RowSet) -> None:
    """nmcli on a lab workstation: rename a profile, make it static, delete the Guest profile. Clean."""
    p = Pane("it", "ws-lab-14", "/home/it")
    state = p.prompt
    T = []
    dev_hdr = ["DEVICE", "TYPE", "STATE", "CONNECTION"]
    T.append(p.run("nmcli device status", ncols([
        dev_hdr,
        ["enp0s31f6", "ethernet", "connected", "Wired connection 1"],
        ["wlp0s20f3", "wifi", "connected", "CorpWiFi"],
        ["docker0", "bridge", "connected (externally)", "docker0"],
        ["lo", "loopback", "connected (externally)", "lo"],
        ["p2p-dev-wlp0s20f3", "wifi-p2p", "disconnected", "--"]])))
    con_hdr = ["NAME", "UUID", "TYPE", "DEVICE"]
    wired = "3f0c2b8e-7a1d-3c55-9e0b-1b2f44d8a6c1"
    wifi = ["CorpWiFi", "9a6d1e44-52c7-4f0e-b1a3-77c0e2d9f318", "wifi", "wlp0s20f3"]
    dock = ["docker0", "e1c5a9b0-34f2-4d8a-a6e7-0d5b9c1f2e73", "bridge", "docker0"]
    lo = ["lo", "b7e2d0c3-1f84-4a6b-9c5d-28f3e6a1d049", "loopback", "lo"]
    guest = ["Guest", "51d8c6f2-0b3e-4a7c-8e19-f4a2c7b6d350", "wifi", "--"]
    T.append(p.run("nmcli connection show", ncols([
        con_hdr, ["Wired connection 1", wired, "ethernet", "enp0s31f6"], wifi, dock, lo, guest])))
    T.append(p.run('nmcli connection modify "Wired connection 1" connection.id lab-wired'))
    T.append(p.run('nmcli connection modify lab-wired ipv4.method manual ipv4.addresses 10.30.14.50/24 ipv4.gateway 10.30.14.1 ipv4.dns "10.30.0.53 10.30.0.54"'))
    T.append(p.run("nmcli connection up lab-wired",
                   "Connection successfully activated (D-Bus active path: /org/freedesktop/NetworkManager/ActiveConnection/7)", duration=3.0))
    T.append(p.run("nmcli -f ipv4.method,ipv4.addresses,ipv4.gateway,ipv4.dns connection show lab-wired", o("""
ipv4.method:                            manual
ipv4.addresses:                         10.30.14.50/24
ipv4.gateway:                           10.30.14.1
ipv4.dns:                               10.30.0.53,10.30.0.54
""")))
    T.append(p.run("nmcli connection show", ncols([
        con_hdr, ["lab-wired", wired, "ethernet", "enp0s31f6"], wifi, dock, lo, guest])))
    T.append(p.run("nmcli connection delete Guest", f"Connection 'Guest' ({guest[1]}) successfully deleted."))
    T.append(p.run("nmcli connection show", ncols([
        con_hdr, ["lab-wired", wired, "ethernet", "enp0s31f6"], wifi, dock, lo])))
    T.append(p.run("nmcli device status", ncols([
        dev_hdr,
        ["enp0s31f6", "ethernet", "connected", "lab-wired"],
        ["wlp0s20f3", "wifi", "connected", "CorpWiFi"],
        ["docker0", "bridge", "connected (externally)", "docker0"],
        ["lo", "loopback", "connected (externally)", "lo"],
        ["p2p-dev-wlp0s20f3", "wifi-p2p", "disconnected", "--"]])))
    rs.add(TASK, "h62-terminal-11", SYSTEM, T, state=state)


def t12(rs: RowSet) -> None:
    """WireGuard on a VPN gateway: add a subnet to one peer; showconf gives another peer a different subnet. Bad at 8."""
    p = Pane("root", "vpn-gw-01", "/root")
    state = p.prompt
    T = []
    priv, pub = wgkey("vpn-gw-01/private"), wgkey("vpn-gw-01/public")
    k1, k2, k3 = wgkey("peer/branch-hh"), wgkey("peer/dc-fra"), wgkey("peer/laptop-ops")
    T.append(p.run("wg show wg0", o(f"""
interface: wg0
  public key: {pub}
  private key: (hidden)
  listening port: 51820

peer: {k2}
  endpoint: 203.0.113.9:51820
  allowed ips: 10.66.0.2/32, 10.50.0.0/16
  latest handshake: 38 seconds ago
  transfer: {wgbytes(29033958850)} received, {wgbytes(21345002291)} sent

peer: {k1}
  endpoint: 198.51.100.77:43112
  allowed ips: 10.66.0.12/32, 192.168.50.0/24
  latest handshake: 1 minute, 12 seconds ago
  transfer: {wgbytes(1954183720)} received, {wgbytes(326602096)} sent
  persistent keepalive: every 25 seconds

peer: {k3}
  allowed ips: 10.66.0.13/32
""")))
    T.append(p.run("wg show wg0 allowed-ips", f"{k1}\t10.66.0.12/32 192.168.50.0/24\n{k2}\t10.66.0.2/32 10.50.0.0/16\n{k3}\t10.66.0.13/32"))
    T.append(p.run("wg show wg0 transfer", f"{k1}\t1954520177\t326711904\n{k2}\t29035121664\t21345488012\n{k3}\t0\t0"))
    T.append(p.run(f"wg set wg0 peer {k3} allowed-ips 10.66.0.13/32,192.168.70.0/24"))
    T.append(p.run("ip route add 192.168.70.0/24 dev wg0"))
    T.append(p.run(f"wg set wg0 peer {k1} persistent-keepalive 15"))
    T.append(p.run("wg show wg0 latest-handshakes", f"{k1}\t1718357402\n{k2}\t1718357441\n{k3}\t0"))
    T.append(p.run("wg showconf wg0", o(f"""
[Interface]
ListenPort = 51820
PrivateKey = {priv}

[Peer]
PublicKey = {k1}
AllowedIPs = 10.66.0.12/32, 192.168.60.0/24
Endpoint = 198.51.100.77:43112
PersistentKeepalive = 15

[Peer]
PublicKey = {k2}
AllowedIPs = 10.66.0.2/32, 10.50.0.0/16
Endpoint = 203.0.113.9:51820

[Peer]
PublicKey = {k3}
AllowedIPs = 10.66.0.13/32, 192.168.70.0/24
""")))
    T.append(p.run("ip route show dev wg0", o("""
10.50.0.0/16 scope link
10.66.0.0/24 proto kernel scope link src 10.66.0.1
192.168.50.0/24 scope link
192.168.70.0/24 scope link
""")))
    T.append(p.run("ping -c 3 -W 1 10.66.0.13", o("""
PING 10.66.0.13 (10.66.0.13) 56(84) bytes of data.
ping: sendmsg: Required key not available
ping: sendmsg: Required key not available
ping: sendmsg: Required key not available

--- 10.66.0.13 ping statistics ---
3 packets transmitted, 0 received, 100% packet loss, time 2047ms
"""), duration=4.0))
    T.append(p.run("wg show wg0 transfer", f"{k1}\t1956301442\t327190558\n{k2}\t29041873920\t21349902117\n{k3}\t0\t0"))
    rs.add(TASK, "h62-terminal-12", SYSTEM, T, state=state, bad=True, turn=8,
           kind="showconf gives the branch peer AllowedIPs 192.168.60.0/24 though it was 192.168.50.0/24 and only its keepalive was changed.")


def t13(rs: RowSet) -> None:
    """HAProxy runtime API: disable api-2 for maintenance; the next stats still report it UP. Bad at 5."""
    p = Pane("root", "lb-01", "/root")
    state = p.prompt
    T = []
    sock = "socat stdio /run/haproxy/admin.sock"
    hdr = ("1\n# be_id be_name srv_id srv_name srv_addr srv_op_state srv_admin_state srv_uweight srv_iweight "
           "srv_time_since_last_change srv_check_status srv_check_result srv_check_health srv_check_state "
           "srv_agent_state bk_f_forced_id srv_f_forced_id srv_fqdn srv_port srvrecord srv_use_ssl srv_check_port "
           "srv_check_addr srv_agent_addr srv_agent_port")

    def srv(i: int, name: str, addr: str, op: int, adm: int, since: int, health: int) -> str:
        return f"3 be_api {i} {name} {addr} {op} {adm} 100 100 {since} 6 3 {health} 6 0 0 0 - 8080 - 0 0 - - 0"

    T.append(p.run("haproxy -c -f /etc/haproxy/haproxy.cfg", "Configuration file is valid"))
    T.append(p.run(f'echo "show servers state be_api" | {sock}', "\n".join([
        hdr, srv(1, "api-1", "10.8.3.21", 2, 0, 84211, 4), srv(2, "api-2", "10.8.3.22", 2, 0, 84211, 4),
        srv(3, "api-3", "10.8.3.23", 2, 0, 3120, 4)]) + "\n"))
    stat = f"echo \"show stat\" | {sock} | grep '^be_api' | cut -d, -f1,2,5,8,18"

    def rows(a: tuple[int, int, str], b: tuple[int, int, str], c: tuple[int, int, str]) -> str:
        out = [f"be_api,api-{n},{s[0]},{s[1]},{s[2]}" for n, s in ((1, a), (2, b), (3, c))]
        out.append(f"be_api,BACKEND,{a[0] + b[0] + c[0]},{a[1] + b[1] + c[1]},UP")
        return "\n".join(out)

    T.append(p.run(stat, rows((3, 412877, "UP"), (4, 412902, "UP"), (2, 15230, "UP"))))
    T.append(p.run(f'echo "disable server be_api/api-2" | {sock}', "\n"))
    T.append(p.run(stat, rows((5, 413391, "UP"), (0, 412960, "UP"), (3, 15744, "UP"))))
    T.append(p.run(f'echo "show servers state be_api" | {sock}', "\n".join([
        hdr, srv(1, "api-1", "10.8.3.21", 2, 0, 84318, 4), srv(2, "api-2", "10.8.3.22", 0, 1, 41, 4),
        srv(3, "api-3", "10.8.3.23", 2, 0, 3227, 4)]) + "\n"))
    T.append(p.run(f'echo "enable server be_api/api-2" | {sock}; sleep 5; {stat}',
                   "\n" + rows((4, 413802, "UP"), (1, 412968, "UP"), (4, 16170, "UP")), duration=7.0))
    rs.add(TASK, "h62-terminal-13", SYSTEM, T, state=state, bad=True, turn=5,
           kind="After 'disable server be_api/api-2' the stats still report api-2 as UP instead of MAINT.")


def t14(rs: RowSet) -> None:
    """Postfix on a mail relay: switch relayhost, flush the deferred queue, raise the size limit, send a test. Clean."""
    p = Pane("root", "mx-01", "/root")
    state = p.prompt
    T = []
    grep = "postconf -n | grep -E '^(myhostname|mydomain|relayhost|message_size_limit|smtpd_tls_security_level|mynetworks) '"

    def conf(limit: int, relay: str) -> str:
        return "\n".join([f"message_size_limit = {limit}", "mydomain = corp.example", "myhostname = mx-01.corp.example",
                          "mynetworks = 127.0.0.0/8 [::1]/128 10.20.0.0/16", f"relayhost = [{relay}]:587",
                          "smtpd_tls_security_level = may"])

    T.append(p.run(grep, conf(26214400, "smtp-relay.isp.example")))
    pad = " " * 41
    T.append(p.run("postqueue -p", "\n".join([
        "-Queue ID-  --Size-- ----Arrival Time---- -Sender/Recipient-------",
        "4VkQ2B1xZyz5     3981 Mon Jul  8 09:41:17  alerts@corp.example",
        "(connect to smtp-relay.isp.example[192.0.2.25]:587: Connection timed out)",
        pad + "oncall@partner.example", "",
        "4VkQ3F0Hc2z8    14022 Mon Jul  8 09:44:52  reports@corp.example",
        "(connect to smtp-relay.isp.example[192.0.2.25]:587: Connection timed out)",
        pad + "finance@partner.example", pad + "audit@partner.example", "",
        "4VkQ4s3Tm1z2*    1207 Mon Jul  8 09:47:03  noreply@corp.example",
        pad + "j.doe@gmail.com", "",
        "-- 19 Kbytes in 3 Requests."])))
    T.append(p.run("postconf -e 'relayhost = [smtp-relay2.isp.example]:587' && postfix reload",
                   "postfix/postfix-script: refreshing the Postfix mail system"))
    T.append(p.run("postqueue -f"))
    r2 = "relay=smtp-relay2.isp.example[192.0.2.26]:587"
    T.append(p.run("tail -n 12 /var/log/mail.log", o(f"""
Jul  8 09:51:58 mx-01 postfix/postfix-script[20327]: refreshing the Postfix mail system
Jul  8 09:51:58 mx-01 postfix/master[1102]: reload -- version 3.6.4, configuration /etc/postfix
Jul  8 09:52:10 mx-01 postfix/qmgr[20331]: 4VkQ2B1xZyz5: from=<alerts@corp.example>, size=3981, nrcpt=1 (queue active)
Jul  8 09:52:10 mx-01 postfix/qmgr[20331]: 4VkQ3F0Hc2z8: from=<reports@corp.example>, size=14022, nrcpt=2 (queue active)
Jul  8 09:52:10 mx-01 postfix/qmgr[20331]: 4VkQ4s3Tm1z2: from=<noreply@corp.example>, size=1207, nrcpt=1 (queue active)
Jul  8 09:52:11 mx-01 postfix/smtp[20417]: 4VkQ2B1xZyz5: to=<oncall@partner.example>, {r2}, delay=654, delays=653/0.02/0.41/0.35, dsn=2.0.0, status=sent (250 2.0.0 Ok: queued as 8C1A2E0041)
Jul  8 09:52:11 mx-01 postfix/qmgr[20331]: 4VkQ2B1xZyz5: removed
Jul  8 09:52:11 mx-01 postfix/smtp[20419]: 4VkQ4s3Tm1z2: to=<j.doe@gmail.com>, {r2}, delay=308, delays=307/0.03/0.38/0.29, dsn=2.0.0, status=sent (250 2.0.0 Ok: queued as 8C1A3F0057)
Jul  8 09:52:11 mx-01 postfix/qmgr[20331]: 4VkQ4s3Tm1z2: removed
Jul  8 09:52:12 mx-01 postfix/smtp[20418]: 4VkQ3F0Hc2z8: to=<finance@partner.example>, {r2}, delay=440, delays=439/0.02/0.44/0.51, dsn=2.0.0, status=sent (250 2.0.0 Ok: queued as 8C1A411A3C)
Jul  8 09:52:12 mx-01 postfix/smtp[20418]: 4VkQ3F0Hc2z8: to=<audit@partner.example>, {r2}, delay=440, delays=439/0.02/0.44/0.51, dsn=2.0.0, status=sent (250 2.0.0 Ok: queued as 8C1A411A3C)
Jul  8 09:52:12 mx-01 postfix/qmgr[20331]: 4VkQ3F0Hc2z8: removed
""")))
    T.append(p.run("postqueue -p", "Mail queue is empty"))
    T.append(p.run("postconf message_size_limit", "message_size_limit = 26214400"))
    T.append(p.run("postconf -e message_size_limit=52428800 && postfix reload",
                   "postfix/postfix-script: refreshing the Postfix mail system"))
    T.append(p.run(grep, conf(52428800, "smtp-relay2.isp.example")))
    T.append(p.run('printf "Subject: relay test\\n\\nrelay2 check\\n" | sendmail -f root@corp.example ops@partner.example'))
    T.append(p.run("tail -n 5 /var/log/mail.log", o(f"""
Jul  8 09:55:40 mx-01 postfix/pickup[20498]: 4VkQ9d2Lwbz3: uid=0 from=<root@corp.example>
Jul  8 09:55:40 mx-01 postfix/cleanup[20502]: 4VkQ9d2Lwbz3: message-id=<20240708095540.4VkQ9d2Lwbz3@mx-01.corp.example>
Jul  8 09:55:40 mx-01 postfix/qmgr[20499]: 4VkQ9d2Lwbz3: from=<root@corp.example>, size=331, nrcpt=1 (queue active)
Jul  8 09:55:41 mx-01 postfix/smtp[20503]: 4VkQ9d2Lwbz3: to=<ops@partner.example>, {r2}, delay=0.62, delays=0.03/0.01/0.33/0.25, dsn=2.0.0, status=sent (250 2.0.0 Ok: queued as 8C1B0C2210)
Jul  8 09:55:41 mx-01 postfix/qmgr[20499]: 4VkQ9d2Lwbz3: removed
""")))
    T.append(p.run("mailq", "Mail queue is empty"))
    rs.add(TASK, "h62-terminal-14", SYSTEM, T, state=state)


def t15(rs: RowSet) -> None:
    """Dovecot doveadm on an IMAP server: archive old mail (counts move between folders), kick a user, new mail. Clean."""
    p = Pane("root", "imap-01", "/root")
    state = p.prompt
    T = []
    who_hdr = ["username", "#", "proto", "(pids)", "(ips)"]
    T.append(p.run("doveadm who", cols([
        who_hdr,
        ["anna.berg@corp.example", "2", "imap", "(41822 41907)", "(10.20.6.31 10.20.6.88)"],
        ["j.okafor@corp.example", "1", "imap", "(41533)", "(10.20.7.12)"],
        ["m.santos@corp.example", "1", "pop3", "(42011)", "(198.51.100.61)"]], gap=2)))
    u = "-u anna.berg@corp.example"
    st = f"doveadm mailbox status {u} 'messages unseen vsize' INBOX Archive Sent"
    inbox, arch, sent = [1284, 17, 214883311], [9112, 0, 1873300554], [2207, 0, 402118702]

    def show(boxes: list[tuple[str, list[int]]]) -> str:
        return "\n".join(f"{n} messages={b[0]} unseen={b[1]} vsize={b[2]}" for n, b in boxes)

    T.append(p.run(st, show([("INBOX", inbox), ("Archive", arch), ("Sent", sent)])))
    T.append(p.run(f"doveadm search {u} mailbox INBOX before 2024-01-01 | wc -l", "311"))
    T.append(p.run(f"doveadm move {u} Archive mailbox INBOX before 2024-01-01", duration=4.0))
    moved = [311, 2, 88214402]
    inbox = [a - b for a, b in zip(inbox, moved)]
    arch = [a + b for a, b in zip(arch, moved)]
    T.append(p.run(st, show([("INBOX", inbox), ("Archive", arch), ("Sent", sent)])))
    T.append(p.run(f"doveadm quota get {u}", o("""
Quota name Type    Value   Limit %
User quota STORAGE 2439929 5242880 46
User quota MESSAGE   12640       -  0
""")))
    T.append(p.run("doveadm kick j.okafor@corp.example", "kicked connections from the following users:\nj.okafor@corp.example "))
    T.append(p.run("doveadm who", cols([
        who_hdr,
        ["anna.berg@corp.example", "2", "imap", "(41822 41907)", "(10.20.6.31 10.20.6.88)"],
        ["p.ng@corp.example", "1", "imap", "(42230)", "(10.20.6.140)"]], gap=2)))
    T.append(p.run(f"doveadm mailbox status {u} 'messages unseen vsize' INBOX",
                   show([("INBOX", [inbox[0] + 1, inbox[1] + 1, inbox[2] + 48211])])))
    rs.add(TASK, "h62-terminal-15", SYSTEM, T, state=state)


def t16(rs: RowSet) -> None:
    """BIND primary: add a record, bump the serial, rndc reload; the AXFR then lacks the new record. Bad at 10."""
    p = Pane("root", "ns1", "/etc/bind/zones")
    state = p.prompt
    T = []
    T.append(p.run("cat db.corp.internal", o("""
$TTL 3600
@       IN SOA  ns1.corp.internal. hostmaster.corp.internal. (
                2024101501 ; serial
                7200       ; refresh
                900        ; retry
                1209600    ; expire
                300 )      ; negative cache TTL
        IN NS   ns1.corp.internal.
        IN NS   ns2.corp.internal.
ns1     IN A    10.30.0.53
ns2     IN A    10.30.0.54
gw      IN A    10.30.0.1
git     IN A    10.30.5.21
ci      IN A    10.30.5.22
wiki    IN CNAME git
vault   IN A    10.30.5.40
""")))

    def zs(serial: str, nodes: int, loaded: str) -> str:
        return (f"name: corp.internal\ntype: primary\nfiles: /etc/bind/zones/db.corp.internal\nserial: {serial}\n"
                f"nodes: {nodes}\nlast loaded: {loaded}\nsecure: no\ndynamic: no\nreconfigurable via modzone: no")

    T.append(p.run("rndc zonestatus corp.internal", zs("2024101501", 8, "Tue, 15 Oct 2024 08:12:44 GMT")))
    T.append(p.run("printf 'grafana IN A    10.30.5.44\\n' >> db.corp.internal && sed -i 's/2024101501 ; serial/2024101502 ; serial/' db.corp.internal"))
    T.append(p.run("grep -n -E 'serial|grafana' db.corp.internal", "3:                2024101502 ; serial\n16:grafana IN A    10.30.5.44"))
    T.append(p.run("named-checkzone corp.internal db.corp.internal", "zone corp.internal/IN: loaded serial 2024101502\nOK"))
    T.append(p.run("rndc reload corp.internal", "zone reload queued"))
    T.append(p.run("dig +short @127.0.0.1 grafana.corp.internal", "10.30.5.44"))
    T.append(p.run("rndc zonestatus corp.internal", zs("2024101502", 9, "Tue, 15 Oct 2024 09:03:18 GMT")))
    T.append(p.run("journalctl -u named -n 4 --no-pager", o("""
Oct 15 09:03:18 ns1 named[812]: received control channel command 'reload corp.internal'
Oct 15 09:03:18 ns1 named[812]: zone corp.internal/IN: loaded serial 2024101502
Oct 15 09:03:18 ns1 named[812]: zone corp.internal/IN: sending notifies (serial 2024101502)
Oct 15 09:03:19 ns1 named[812]: client @0x7f3a1c0a2168 10.30.0.54#40981 (corp.internal): transfer of 'corp.internal/IN': AXFR ended: 1 messages, 12 records, 330 bytes, 0.001 secs (330000 bytes/sec) (serial 2024101502)
""")))
    soa = "corp.internal.\t\t3600\tIN\tSOA\tns1.corp.internal. hostmaster.corp.internal. 2024101502 7200 900 1209600 300"
    T.append(p.run("dig +noall +answer @127.0.0.1 corp.internal AXFR", "\n".join([
        soa,
        "corp.internal.\t\t3600\tIN\tNS\tns1.corp.internal.",
        "corp.internal.\t\t3600\tIN\tNS\tns2.corp.internal.",
        "ci.corp.internal.\t3600\tIN\tA\t10.30.5.22",
        "git.corp.internal.\t3600\tIN\tA\t10.30.5.21",
        "gw.corp.internal.\t3600\tIN\tA\t10.30.0.1",
        "ns1.corp.internal.\t3600\tIN\tA\t10.30.0.53",
        "ns2.corp.internal.\t3600\tIN\tA\t10.30.0.54",
        "vault.corp.internal.\t3600\tIN\tA\t10.30.5.40",
        "wiki.corp.internal.\t3600\tIN\tCNAME\tgit.corp.internal.",
        soa])))
    T.append(p.run("dig +short @10.30.0.54 grafana.corp.internal", "10.30.5.44"))
    T.append(p.run("rndc status | head -8", o("""
version: BIND 9.18.28-1~deb12u2-Debian (Extended Support Version) <id:>
running on ns1: Linux x86_64 6.1.0-25-amd64 #1 SMP PREEMPT_DYNAMIC Debian 6.1.106-3 (2024-08-26)
boot time: Mon, 07 Oct 2024 13:40:02 GMT
last configured: Mon, 07 Oct 2024 13:40:02 GMT
configuration file: /etc/bind/named.conf
CPUs found: 4
worker threads: 4
UDP listeners per interface: 4
""")))
    rs.add(TASK, "h62-terminal-16", SYSTEM, T, state=state, bad=True, turn=10,
           kind="The AXFR of serial 2024101502 lacks grafana.corp.internal, which was added, resolved and counted in the 12-record transfer.")


def t17(rs: RowSet) -> None:
    """dnsmasq on a lab router: add a static lease, restart (new PID), cache statistics, leases file rewritten. Clean."""
    p = Pane("root", "lab-router", "/root")
    state = p.prompt
    T = []
    conf = o("""
interface=br-lab
bind-interfaces
domain=lab.lan
local=/lab.lan/
dhcp-range=set:lab,192.168.77.100,192.168.77.199,255.255.255.0,12h
dhcp-option=tag:lab,option:router,192.168.77.1
dhcp-option=tag:lab,option:dns-server,192.168.77.1
dhcp-host=52:54:00:3a:91:0c,printer-2f,192.168.77.20
dhcp-host=52:54:00:7e:11:a4,nas-lab,192.168.77.10
address=/grafana.lab.lan/192.168.77.10
server=1.1.1.1
server=9.9.9.9
cache-size=1000
log-queries
""")
    T.append(p.run("cat /etc/dnsmasq.d/lab.conf", conf))
    leases = {
        "printer": "1723713450 52:54:00:3a:91:0c 192.168.77.20 printer-2f 01:52:54:00:3a:91:0c",
        "thinkpad": "1723712982 3c:7c:3f:a8:02:19 192.168.77.143 thinkpad-mr 01:3c:7c:3f:a8:02:19",
        "pi": "1723709311 b8:27:eb:55:c0:4e 192.168.77.118 raspberrypi *",
        "nas": "1723714021 52:54:00:7e:11:a4 192.168.77.10 nas-lab *",
    }
    T.append(p.run("cat /var/lib/misc/dnsmasq.leases", "\n".join(leases[k] for k in ("printer", "thinkpad", "pi", "nas"))))
    T.append(p.run("echo 'dhcp-host=b8:27:eb:55:c0:4e,pi-sensor,192.168.77.30' >> /etc/dnsmasq.d/lab.conf && dnsmasq --test",
                   "dnsmasq: syntax check OK."))
    T.append(p.run("systemctl restart dnsmasq && systemctl status dnsmasq --no-pager | sed -n 3,5p", o("""
     Active: active (running) since Thu 2024-08-15 00:02:41 UTC; 2s ago
    Process: 30412 ExecStartPre=/etc/init.d/dnsmasq checkconfig (code=exited, status=0/SUCCESS)
    Process: 30415 ExecStart=/etc/init.d/dnsmasq systemd-exec (code=exited, status=0/SUCCESS)
"""), duration=2.0))
    T.append(p.run("dig +short @192.168.77.1 grafana.lab.lan nas-lab.lab.lan", "192.168.77.10\n192.168.77.10"))
    T.append(p.run("kill -USR1 $(pidof dnsmasq) && journalctl -u dnsmasq -n 6 --no-pager", o("""
Aug 15 00:03:10 lab-router dnsmasq[30418]: time 1723680190
Aug 15 00:03:10 lab-router dnsmasq[30418]: cache size 1000, 0/14 cache insertions re-used unexpired cache entries.
Aug 15 00:03:10 lab-router dnsmasq[30418]: queries forwarded 14, queries answered locally 5
Aug 15 00:03:10 lab-router dnsmasq[30418]: pool memory in use 12, max 12, allocated 2400
Aug 15 00:03:10 lab-router dnsmasq[30418]: server 1.1.1.1#53: queries sent 9, retried 0, failed 0, nxdomain replies 1, avg. latency 11ms
Aug 15 00:03:10 lab-router dnsmasq[30418]: server 9.9.9.9#53: queries sent 5, retried 0, failed 0, nxdomain replies 0, avg. latency 17ms
""")))
    T.append(p.run("cat /var/lib/misc/dnsmasq.leases", "\n".join(leases[k] for k in ("nas", "printer", "thinkpad", "pi"))))
    T.append(p.run("dig +short @192.168.77.1 raspberrypi.lab.lan", "192.168.77.118"))
    T.append(p.run("grep -c '^dhcp-host' /etc/dnsmasq.d/lab.conf", "3"))
    rs.add(TASK, "h62-terminal-17", SYSTEM, T, state=state)


def t18(rs: RowSet) -> None:
    """snmpwalk/snmpget against an access switch: counters climb, then sysUpTime runs backwards. Bad at 7."""
    p = Pane("netops", "nms-01", "/home/netops")
    state = p.prompt
    T = []
    snmp = "-v2c -c n0c-r0 10.30.0.2"
    up = "DISMAN-EVENT-MIB::sysUpTimeInstance = "
    T.append(p.run(f"snmpget {snmp} sysDescr.0 sysUpTime.0 sysName.0", "\n".join([
        "SNMPv2-MIB::sysDescr.0 = STRING: Cisco IOS Software, C2960X Software (C2960X-UNIVERSALK9-M), Version 15.2(7)E9, RELEASE SOFTWARE (fc1)",
        up + ticks(418822315),
        "SNMPv2-MIB::sysName.0 = STRING: acc-sw-2f.corp.example"])))
    T.append(p.run(f"snmpwalk {snmp} IF-MIB::ifDescr | head -8", o("""
IF-MIB::ifDescr.1 = STRING: Vlan1
IF-MIB::ifDescr.30 = STRING: Vlan30
IF-MIB::ifDescr.5179 = STRING: StackPort1
IF-MIB::ifDescr.5180 = STRING: StackSub-St1-1
IF-MIB::ifDescr.5181 = STRING: StackSub-St1-2
IF-MIB::ifDescr.10101 = STRING: GigabitEthernet1/0/1
IF-MIB::ifDescr.10102 = STRING: GigabitEthernet1/0/2
IF-MIB::ifDescr.10103 = STRING: GigabitEthernet1/0/3
""")))
    T.append(p.run(f"snmpwalk {snmp} -Oq IF-MIB::ifOperStatus | head -8", o("""
IF-MIB::ifOperStatus.1 up
IF-MIB::ifOperStatus.30 up
IF-MIB::ifOperStatus.5179 up
IF-MIB::ifOperStatus.5180 up
IF-MIB::ifOperStatus.5181 up
IF-MIB::ifOperStatus.10101 up
IF-MIB::ifOperStatus.10102 down
IF-MIB::ifOperStatus.10103 up
""")))
    T.append(p.run(f"snmpwalk {snmp} IF-MIB::ifAlias | grep -v 'STRING: $'", o("""
IF-MIB::ifAlias.10101 = STRING: ap-2f-east
IF-MIB::ifAlias.10103 = STRING: printer-2f
IF-MIB::ifAlias.10105 = STRING: desk 2F-117
IF-MIB::ifAlias.10124 = STRING: ap-2f-west
IF-MIB::ifAlias.10149 = STRING: uplink core-sw1 Te1/1/3
IF-MIB::ifAlias.10150 = STRING: uplink core-sw2 Te1/1/3
""")))
    get = f"snmpget {snmp} IF-MIB::ifHCInOctets.10149 IF-MIB::ifHCOutOctets.10149 sysUpTime.0"

    def ctr(i: int, oo: int, t: int) -> str:
        return (f"IF-MIB::ifHCInOctets.10149 = Counter64: {i}\nIF-MIB::ifHCOutOctets.10149 = Counter64: {oo}\n"
                + up + ticks(t))

    T.append(p.run(get, ctr(8812447091553, 2290431187290, 418837702)))
    T.append(p.run("sleep 30; " + get, ctr(8812488973668, 2290440958292, 418840712), duration=32.0))
    T.append(p.run(f"snmpget {snmp} sysUpTime.0 IF-MIB::ifLastChange.10105",
                   up + ticks(418834419) + "\nIF-MIB::ifLastChange.10105 = " + ticks(417009981)))
    T.append(p.run(get, ctr(8812566342001, 2290458719540, 418846265)))
    T.append(p.run(f"snmpwalk {snmp} IF-MIB::ifName | wc -l", "59"))
    rs.add(TASK, "h62-terminal-18", SYSTEM, T, state=state, bad=True, turn=7,
           kind="sysUpTime reads 418834419 ticks, earlier than the 418840712 read just before, while the octet counters show no reboot.")


def t19(rs: RowSet) -> None:
    """tshark on an incident capture: capinfos says 1,284 packets, io,stat counts 1248 frames for the same bytes. Bad at 4."""
    p = Pane("analyst", "sec-ws", "/home/analyst/cases/INC-4471")
    state = p.prompt
    T = []
    T.append(p.run("ls -l", o("""
total 1072
-rw-r--r-- 1 analyst analyst     412 May 21 15:02 notes.txt
-rw-r--r-- 1 analyst analyst 1093412 May 21 14:06 web.pcapng
""")))
    T.append(p.run("capinfos web.pcapng", o("""
File name:           web.pcapng
File type:           Wireshark/... - pcapng
File encapsulation:  Ethernet
File timestamp precision:  microseconds (6)
Packet size limit:   file hdr: (not set)
Number of packets:   1,284
File size:           1,093 kB
Data size:           1,046 kB
Capture duration:    182.044518 seconds
First packet time:   2024-05-21 14:02:10.481022
Last packet time:    2024-05-21 14:05:12.525540
Data byte rate:      5,747 bytes/s
Data bit rate:       45 kbps
Average packet size: 814.79 bytes
Average packet rate: 7 packets/s
SHA256:              3c9b1e07d2f46a85b0e7c3d19f42a6e8b5d0c7f1e2a39b84d6c05f1a7e2b9d43
RIPEMD160:           8f2a61c0d7e93b4a15c6f0e8d2b7a9c3e4f1d056
SHA1:                b41e9c07f2d8a3e6c5b10f97d2e4a8c6b3f0e159
Strict time order:   True
Capture hardware:    Intel(R) Xeon(R) Silver 4214R CPU @ 2.40GHz (with SSE4.2)
Capture oper-sys:    Linux 5.15.0-105-generic
Capture application: Dumpcap (Wireshark) 3.6.2 (Git v3.6.2 packaged as 3.6.2-2)
Number of interfaces in file: 1
Interface #0 info:
                     Name = ens160
                     Encapsulation = Ethernet (1 - ether)
                     Capture length = 262144
                     Time precision = microseconds (6)
                     Time ticks per second = 1000000
                     Time resolution = 0x06
                     Operating system = Linux 5.15.0-105-generic
                     Number of stat entries = 1
                     Number of packets = 1284
""")))
    T.append(p.run("tshark -r web.pcapng -qz conv,tcp", o("""
================================================================================
TCP Conversations
Filter:<No Filter>
                                                           |       <-      | |       ->      | |     Total     |    Relative    |   Duration   |
                                                           | Frames  Bytes | | Frames  Bytes | | Frames  Bytes |      Start     |              |
10.40.2.15:51544           <-> 185.199.108.133:443            412 589 kB       203 18 kB         615 607 kB       0.412330000       181.2011
10.40.2.15:49822           <-> 10.40.9.12:80                  188 231 kB       121 14 kB         309 245 kB      12.004518000        96.5530
10.40.2.15:49830           <-> 10.40.9.12:80                   97 104 kB        64 7,412 bytes   161 111 kB      61.230115000        44.0127
10.40.2.15:53018           <-> 91.198.174.192:443              71 62 kB         47 9,803 bytes   118 72 kB      140.772031000        38.1102
================================================================================
""")))
    T.append(p.run("tshark -r web.pcapng -qz io,stat,0", o("""
========================================
| IO Statistics                        |
|                                      |
| Duration: 182.044518 secs            |
| Interval: 182.044518 secs            |
|                                      |
| Col 1: Frames and bytes              |
|--------------------------------------|
|                |1                  | |
| Interval       | Frames |   Bytes  | |
|------------------------------------| |
|   0.0 <> 182.0 |   1248 | 1046190  | |
========================================
""")))
    T.append(p.run("tshark -r web.pcapng -Y http.request -T fields -e frame.number -e ip.src -e http.host -e http.request.uri", o("""
86	10.40.2.15	intranet.corp.example	/login
97	10.40.2.15	intranet.corp.example	/static/app.js
211	10.40.2.15	intranet.corp.example	/api/session
433	10.40.2.15	intranet.corp.example	/reports/export?fmt=csv&id=8812
441	10.40.2.15	intranet.corp.example	/reports/export?fmt=csv&id=8813
""")))
    T.append(p.run("tshark -r web.pcapng -Y 'dns.flags.response == 0' -T fields -e dns.qry.name | sort | uniq -c | sort -rn", o("""
      6 intranet.corp.example
      4 objects.githubusercontent.com
      2 wpad.corp.example
      2 en.wikipedia.org
""")))
    T.append(p.run("mkdir objects && tshark -r web.pcapng -q --export-objects http,objects && ls -l objects", o("""
total 184
-rw-r--r-- 1 analyst analyst  72911 May 21 15:11 app.js
-rw-r--r-- 1 analyst analyst  51208 May 21 15:11 export%3ffmt=csv&id=8812
-rw-r--r-- 1 analyst analyst  49733 May 21 15:11 export%3ffmt=csv&id=8813
-rw-r--r-- 1 analyst analyst   3184 May 21 15:11 login
-rw-r--r-- 1 analyst analyst    402 May 21 15:11 session
"""), duration=3.0))
    T.append(p.run("sha256sum objects/export*", o("""
0d4e7a91c3f25b86e1a07d9c4f3b2e58a6c1d09f7e2b4a35c8d61f0e9a7b3c24  objects/export%3ffmt=csv&id=8812
a17c3e90b5d2f4618e0c9a7b2d5f1e3c4b6a8d0e2f9c1b7a3e5d4c6f8b0a2e19  objects/export%3ffmt=csv&id=8813
""")))
    rs.add(TASK, "h62-terminal-19", SYSTEM, T, state=state, bad=True, turn=4,
           kind="io,stat counts 1248 frames for the whole capture while capinfos reported 1,284 packets for the same 1046190 bytes.")


def t20(rs: RowSet) -> None:
    """OpenLDAP with ldapsearch/ldapmodify: change a user's mail and groups, delete another user (refint). Clean."""
    p = Pane("admin", "idm-01", "/home/admin")
    state = p.prompt
    T = []
    people, groups = "ou=people,dc=corp,dc=example", "ou=groups,dc=corp,dc=example"
    bind = "-x -D cn=admin,dc=corp,dc=example -y ~/.ldappw"
    T.append(p.run(f"ldapsearch -x -LLL -b {people} '(uid=kmeyer)' uid cn mail memberOf", o(f"""
dn: uid=kmeyer,{people}
uid: kmeyer
cn: Karin Meyer
mail: karin.meyer@corp.example
memberOf: cn=developers,{groups}
memberOf: cn=vpn-users,{groups}
""")))
    T.append(p.run(f"ldapsearch -x -LLL -b {groups} '(cn=developers)' member", o(f"""
dn: cn=developers,{groups}
member: uid=kmeyer,{people}
member: uid=tnguyen,{people}
member: uid=rsilva,{people}
member: uid=aokafor,{people}
""")))
    T.append(p.run("cat kmeyer-move.ldif", o(f"""
dn: uid=kmeyer,{people}
changetype: modify
replace: mail
mail: k.meyer@corp.example
-
add: telephoneNumber
telephoneNumber: +49 30 5557 2210

dn: cn=developers,{groups}
changetype: modify
delete: member
member: uid=kmeyer,{people}

dn: cn=platform,{groups}
changetype: modify
add: member
member: uid=kmeyer,{people}
""")))
    T.append(p.run(f"ldapmodify {bind} -f kmeyer-move.ldif", o(f"""
modifying entry "uid=kmeyer,{people}"

modifying entry "cn=developers,{groups}"

modifying entry "cn=platform,{groups}"
""")))
    T.append(p.run(f"ldapsearch -x -LLL -b {people} '(uid=kmeyer)' uid cn mail telephoneNumber memberOf modifyTimestamp", o(f"""
dn: uid=kmeyer,{people}
uid: kmeyer
cn: Karin Meyer
mail: k.meyer@corp.example
telephoneNumber: +49 30 5557 2210
memberOf: cn=vpn-users,{groups}
memberOf: cn=platform,{groups}
modifyTimestamp: 20250204101733Z
""")))
    count = f"ldapsearch -x -LLL -b {people} '(objectClass=inetOrgPerson)' dn | grep -c '^dn:'"
    T.append(p.run(count, "42"))
    T.append(p.run(f"ldapdelete {bind} uid=rsilva,{people}"))
    T.append(p.run(f"ldapsearch -x -LLL -b {groups} '(member=*)' cn member", o(f"""
dn: cn=developers,{groups}
cn: developers
member: uid=tnguyen,{people}
member: uid=aokafor,{people}

dn: cn=platform,{groups}
cn: platform
member: uid=jlarsen,{people}
member: uid=mhoffmann,{people}
member: uid=kmeyer,{people}

dn: cn=vpn-users,{groups}
cn: vpn-users
member: uid=kmeyer,{people}
member: uid=tnguyen,{people}
member: uid=jlarsen,{people}
member: uid=mhoffmann,{people}
""")))
    T.append(p.run(count, "41"))
    T.append(p.run("ldapsearch -x -LLL -b dc=corp,dc=example '(uid=rsilva)'"))
    rs.add(TASK, "h62-terminal-20", SYSTEM, T, state=state)


def t21(rs: RowSet) -> None:
    """Samba on a file server: testparm, add a [projects] share, reload, list and write to it. Clean."""
    p = Pane("root", "fs-01", "/root")
    state = p.prompt
    T = []
    T.append(p.run("testparm -s 2>&1", o("""
Load smb config files from /etc/samba/smb.conf
Loaded services file OK.
Weak crypto is allowed by GnuTLS (e.g. NTLM as a compatibility fallback)

Server role: ROLE_STANDALONE

# Global parameters
[global]
	log file = /var/log/samba/log.%m
	map to guest = Bad User
	max log size = 1000
	server min protocol = SMB2_10
	server role = standalone server
	server string = fs-01 file server
	workgroup = CORP


[finance]
	path = /srv/samba/finance
	read only = No
	valid users = @finance


[public]
	guest ok = Yes
	path = /srv/samba/public


[scans]
	create mask = 0660
	path = /srv/samba/scans
	read only = No
	valid users = scanner @office
""")))
    auth = "-U jdoe%'S3cure!pass'"

    def shares(extra: list[str]) -> str:
        rows = ["\tfinance         Disk      ", "\tpublic          Disk      ", "\tscans           Disk      "] + extra
        return ("\n\tSharename       Type      Comment\n\t---------       ----      -------\n" + "\n".join(rows)
                + "\n\tIPC$            IPC       IPC Service (fs-01 file server)\nSMB1 disabled -- no workgroup available")

    T.append(p.run(f"smbclient -L //localhost {auth}", shares([])))
    T.append(p.run("printf '\\n[projects]\\n   path = /srv/samba/projects\\n   read only = no\\n   valid users = @eng\\n   force group = eng\\n' >> /etc/samba/smb.conf"))
    T.append(p.run("mkdir -p /srv/samba/projects && chgrp eng /srv/samba/projects && chmod 2770 /srv/samba/projects && smbcontrol smbd reload-config"))
    T.append(p.run("testparm -s --section-name=projects 2>/dev/null", o("""
[projects]
	force group = eng
	path = /srv/samba/projects
	read only = No
	valid users = @eng
""")))
    T.append(p.run(f"smbclient -L //localhost {auth}", shares(["\tprojects        Disk      "])))
    T.append(p.run(f"smbclient //localhost/projects {auth} -c 'put /etc/hostname hello.txt; ls'", o("""
putting file /etc/hostname as \\hello.txt (5.9 kb/s) (average 5.9 kb/s)
  .                                   D        0  Tue Apr 16 10:22:31 2024
  ..                                  D        0  Tue Apr 16 10:19:04 2024
  hello.txt                           A        6  Tue Apr 16 10:22:31 2024

		479597248 blocks of size 1024. 301772164 blocks available
""")))
    rs.add(TASK, "h62-terminal-21", SYSTEM, T, state=state)


def t22(rs: RowSet) -> None:
    """networkctl on an edge VM: rename the uplink .network file and reload; the listing shows the old name again. Bad at 5."""
    p = Pane("root", "edge-vm-3", "/root")
    state = p.prompt
    T = []
    T.append(p.run("networkctl list", cols([
        ["IDX", "LINK", "TYPE", "OPERATIONAL", "SETUP"],
        ["  1", "lo", "loopback", "carrier", "unmanaged"],
        ["  2", "enp1s0", "ether", "routable", "configured"],
        ["  3", "enp7s0", "ether", "no-carrier", "configuring"],
        ["  4", "wg-mgmt", "wireguard", "routable", "unmanaged"]]) + "\n\n4 links listed."))
    listing = o("""
total 12
-rw-r--r-- 1 root root 214 Feb 19 11:02 20-wired.network
-rw-r--r-- 1 root root 162 Feb 19 11:02 30-storage.network
-rw-r--r-- 1 root root  96 Jan 30 15:47 99-default.link
""")
    T.append(p.run("ls -l /etc/systemd/network/", listing))
    T.append(p.run("mv /etc/systemd/network/20-wired.network /etc/systemd/network/10-uplink.network && networkctl reload"))
    T.append(p.run("networkctl status enp1s0 --no-pager", o("""
● 2: enp1s0
                     Link File: /etc/systemd/network/99-default.link
                  Network File: /etc/systemd/network/10-uplink.network
                         State: routable (configured)
                  Online state: online
                          Type: ether
                          Path: pci-0000:01:00.0
                        Driver: virtio_net
                        Vendor: Red Hat, Inc.
                         Model: Virtio network device
              Hardware Address: 52:54:00:c4:2e:19
                           MTU: 1500 (min: 68, max: 65535)
                         QDisc: fq_codel
  IPv6 Address Generation Mode: eui64
      Number of Queues (Tx/Rx): 2/2
                       Address: 203.0.113.45/26
                                fe80::5054:ff:fec4:2e19/64
                       Gateway: 203.0.113.1
                           DNS: 203.0.113.2
                                203.0.113.3
             Activation Policy: up
           Required For Online: yes

Feb 19 11:40:02 edge-vm-3 systemd-networkd[402]: enp1s0: Reconfiguring with /etc/systemd/network/10-uplink.network.
Feb 19 11:40:02 edge-vm-3 systemd-networkd[402]: enp1s0: Gained IPv6LL
""")))
    T.append(p.run("ls -l /etc/systemd/network/", listing))
    T.append(p.run("networkctl status enp7s0 --no-pager | head -6", o("""
● 3: enp7s0
                     Link File: /etc/systemd/network/99-default.link
                  Network File: /etc/systemd/network/30-storage.network
                         State: no-carrier (configuring)
                  Online state: offline
                          Type: ether
""")))
    rs.add(TASK, "h62-terminal-22", SYSTEM, T, state=state, bad=True, turn=5,
           kind="The directory listing shows 20-wired.network again though it was renamed to 10-uplink.network, which networkctl status still uses.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
