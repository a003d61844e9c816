# ruff: noqa: E501
"""Held-out set holdout46, terminal domain: 22 tmux shell trajectories, 11 of them with one contradiction.

Each trajectory is one administration task in a shell pane (systemd, containers, VMs, mail, keys,
web servers, kernel knobs, networking). Run from the repository root:
``python3 -m tests.decoherence.independent.holdout46_parts.terminal.make``; it writes
``terminal_test.jsonl`` and ``labels.json`` next to this file.
"""

from __future__ import annotations

import base64
import hashlib
from datetime import datetime, timedelta, timezone
from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet

TASK = "terminal"

SYSTEM = """# Role and Objective

You are a **Terminal World Model**: you simulate, turn by turn, a Linux shell running inside a tmux pane. For every action you predict exactly what the pane shows once the keystrokes have been sent and the requested duration has elapsed.

## Input

- **Current State** (first turn only): the screen the session starts from, usually just the shell prompt.
- **Action**: a JSON array of objects `{"keystrokes": ..., "duration": ...}`. Keystrokes are sent verbatim; a trailing newline runs the command. `C-c`, `C-d`, `C-z` and `C-l` are control keys; an empty string means "wait and look again"; an empty array means the agent declares the task finished.

## What to produce

After **Environment Observation:** write the pane contents for this step: the prompt line with the echoed command, the complete stdout and stderr of the command exactly as the real program prints it (headers, column alignment, units, ids, timestamps, progress lines, warnings), and the next prompt if the command has finished. Long-running commands that have not finished within `duration` show only the output produced so far and no new prompt.

## Consistency rules

- Keep the working directory, environment variables, users, files and their contents, installed packages, running services and processes, network configuration and kernel settings consistent with everything the session has shown or done so far.
- Things the agent created, renamed, changed or deleted stay that way until another command changes them. Identifiers (PIDs, container and image ids, UUIDs, hashes, fingerprints, MAC addresses) do not change unless something in the session explains it (a restart, a re-creation).
- Time only moves forward. Counters, uptimes and relative ages grow between turns; live systems may change on their own where that is realistic (traffic counters, caches, queues, logs).
- Errors look like the real ones (`command not found`, `Permission denied`, `No such file or directory`, `Operation not permitted`, tool-specific messages and exit behaviour).

## Quality

Be faithful rather than brief: print full tables and listings as the tool would, with plausible sizes, dates and versions, and never invent state that contradicts the history. Do not add commentary outside the terminal output."""


def system(machine: str) -> str:
    return SYSTEM + "\n\n## This session\n\n" + machine


def table(rows: list[list[str]], gap: int = 2) -> str:
    """Left-aligned columns, as most CLI tools print them (last column unpadded)."""
    ncol = max(len(r) for r in rows)
    widths = [max(len(r[i]) for r in rows if i < len(r)) for i in range(ncol)]
    out = []
    for r in rows:
        cells = [c.ljust(widths[i]) if i < len(r) - 1 else c for i, c in enumerate(r)]
        out.append((" " * gap).join(cells).rstrip())
    return "\n".join(out)


def box(rows: list[list[str]]) -> str:
    """An ASCII grid table with a rule after every row (lxc list)."""
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    rule = "+" + "+".join("-" * (w + 2) for w in widths) + "+"

    def fmt(r: list[str], center: bool = False) -> str:
        return "|" + "|".join(" " + (c.center(w) if center else c.ljust(w)) + " " for c, w in zip(r, widths)) + "|"

    out = [rule, fmt(rows[0], True), rule]
    for r in rows[1:]:
        out += [fmt(r), rule]
    return "\n".join(out)


def ubox(rows: list[list[str]]) -> str:
    """A box-drawing table (pm2)."""
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]

    def rule(a: str, b: str, c: str) -> str:
        return a + b.join("─" * (w + 2) for w in widths) + c

    def fmt(r: list[str]) -> str:
        return "│" + "│".join(" " + c.ljust(w) + " " for c, w in zip(r, widths)) + "│"

    return "\n".join([rule("┌", "┬", "┐"), fmt(rows[0]), rule("├", "┼", "┤")] + [fmt(r) for r in rows[1:]] + [rule("└", "┴", "┘")])


def raw(seed: str, n: int) -> bytes:
    """Deterministic pseudo-random bytes derived from a seed string."""
    out = b""
    i = 0
    while len(out) < n:
        out += hashlib.sha256(f"{seed}/{i}".encode()).digest()
        i += 1
    return out[:n]


def hx(seed: str, n: int) -> str:
    return raw(seed, n).hex()[:n]


def b64chars(seed: str, n: int, alphabet: str = "./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789") -> str:
    return "".join(alphabet[b % len(alphabet)] for b in raw(seed, n))


def _sshstr(b: bytes) -> bytes:
    return len(b).to_bytes(4, "big") + b


def ssh_key(kind: str, seed: str, comment: str) -> tuple[str, str, int, str, bytes]:
    """(authorized_keys line, SHA256 fingerprint, bits, type label, raw digest) of a made-up public key."""
    if kind == "ed25519":
        blob = _sshstr(b"ssh-ed25519") + _sshstr(raw(seed, 32))
        name, bits, label = "ssh-ed25519", 256, "ED25519"
    else:
        n = bytearray(raw(seed, 384))
        n[0] |= 0x80
        blob = _sshstr(b"ssh-rsa") + _sshstr(b"\x01\x00\x01") + _sshstr(b"\x00" + bytes(n))
        name, bits, label = "ssh-rsa", 3072, "RSA"
    digest = hashlib.sha256(blob).digest()
    fp = "SHA256:" + base64.b64encode(digest).decode().rstrip("=")
    return f"{name} {base64.b64encode(blob).decode()} {comment}", fp, bits, label, digest


def randomart(digest: bytes, title: str = "[ED25519 256]", foot: str = "[SHA256]") -> str:
    """OpenSSH's drunken-bishop picture of a fingerprint digest."""
    syms = " .o+=*BOX@%&#/^SE"
    top = len(syms) - 1
    w, h = 17, 9
    field = [[0] * h for _ in range(w)]
    x, y = w // 2, h // 2
    for byte in digest:
        for _ in range(4):
            x = min(max(x + (1 if byte & 1 else -1), 0), w - 1)
            y = min(max(y + (1 if byte & 2 else -1), 0), h - 1)
            if field[x][y] < top - 2:
                field[x][y] += 1
            byte >>= 2
    field[w // 2][h // 2] = top - 1
    field[x][y] = top

    def frame(t: str) -> str:
        left = (w - len(t)) // 2
        return "+" + "-" * left + t + "-" * (w - left - len(t)) + "+"

    lines = [frame(title)]
    for yy in range(h):
        lines.append("|" + "".join(syms[min(field[xx][yy], top)] for xx in range(w)) + "|")
    lines.append(frame(foot))
    return "\n".join(lines)


def ls_time(ts: datetime) -> str:
    """The date column of ls -l for a recent file: 'Oct 21 14:03'."""
    return f"{ts:%b} {ts.day:2d} {ts:%H:%M}"


# 01 systemd timers and unit override: clean
def t01(rs: RowSet) -> None:
    p = Pane("root", "backup01", "/root")
    start = p.prompt
    hdr = ["NEXT", "LEFT", "LAST", "PASSED", "UNIT", "ACTIVATES"]

    def timers(rows: list[list[str]], foot: str) -> str:
        return table([hdr] + rows, gap=1) + "\n\n" + foot

    def u(name: str) -> list[str]:
        return [f"{name}.timer", f"{name}.service"]

    first = [
        ["Tue 2024-10-15 10:27:31 UTC", "14min left", "Mon 2024-10-14 10:27:31 UTC", "23h ago"] + u("systemd-tmpfiles-clean"),
        ["Tue 2024-10-15 17:21:40 UTC", "7h left", "Tue 2024-10-15 06:04:18 UTC", "4h 8min ago"] + u("apt-daily"),
        ["Wed 2024-10-16 00:00:00 UTC", "13h left", "Tue 2024-10-15 00:00:01 UTC", "10h ago"] + u("dpkg-db-backup"),
        ["Wed 2024-10-16 00:00:00 UTC", "13h left", "Tue 2024-10-15 00:00:01 UTC", "10h ago"] + u("logrotate"),
        ["Wed 2024-10-16 00:19:52 UTC", "14h left", "Tue 2024-10-15 00:07:44 UTC", "10h ago"] + u("man-db"),
        ["Wed 2024-10-16 02:00:00 UTC", "15h left", "Tue 2024-10-15 02:00:04 UTC", "8h ago"] + u("restic-backup"),
        ["Wed 2024-10-16 06:32:15 UTC", "20h left", "Tue 2024-10-15 06:38:52 UTC", "3h 33min ago"] + u("apt-daily-upgrade"),
        ["Sun 2024-10-20 03:10:34 UTC", "4 days left", "Sun 2024-10-13 03:10:12 UTC", "2 days ago"] + u("e2scrub_all"),
        ["Sun 2024-10-20 04:00:00 UTC", "4 days left", "Sun 2024-10-13 04:00:02 UTC", "2 days ago"] + u("restic-prune"),
        ["Mon 2024-10-21 00:48:26 UTC", "5 days left", "Mon 2024-10-14 00:30:17 UTC", "1 day 9h ago"] + u("fstrim"),
    ]
    later = [
        ["Tue 2024-10-15 10:27:31 UTC", "11min left", "Mon 2024-10-14 10:27:31 UTC", "23h ago"] + u("systemd-tmpfiles-clean"),
        ["Tue 2024-10-15 17:21:40 UTC", "7h left", "Tue 2024-10-15 06:04:18 UTC", "4h 11min ago"] + u("apt-daily"),
        ["Wed 2024-10-16 00:00:00 UTC", "13h left", "Tue 2024-10-15 00:00:01 UTC", "10h ago"] + u("dpkg-db-backup"),
        ["Wed 2024-10-16 00:00:00 UTC", "13h left", "Tue 2024-10-15 00:00:01 UTC", "10h ago"] + u("logrotate"),
        ["Wed 2024-10-16 00:19:52 UTC", "14h left", "Tue 2024-10-15 00:07:44 UTC", "10h ago"] + u("man-db"),
        ["Wed 2024-10-16 03:30:00 UTC", "17h left", "Tue 2024-10-15 02:00:04 UTC", "8h ago"] + u("restic-backup"),
        ["Wed 2024-10-16 06:32:15 UTC", "20h left", "Tue 2024-10-15 06:38:52 UTC", "3h 37min ago"] + u("apt-daily-upgrade"),
        ["Sun 2024-10-20 03:10:34 UTC", "4 days left", "Sun 2024-10-13 03:10:12 UTC", "2 days ago"] + u("e2scrub_all"),
        ["Sun 2024-10-20 04:00:00 UTC", "4 days left", "Sun 2024-10-13 04:00:02 UTC", "2 days ago"] + u("restic-prune"),
        ["Mon 2024-10-21 00:48:26 UTC", "5 days left", "Mon 2024-10-14 00:30:17 UTC", "1 day 9h ago"] + u("fstrim"),
    ]
    unit = """# /etc/systemd/system/restic-backup.timer
[Unit]
Description=Nightly restic backup to B2

[Timer]
OnCalendar=*-*-* 02:00:00
RandomizedDelaySec=0
Persistent=true

[Install]
WantedBy=timers.target"""
    turns = [
        p.run("systemctl list-timers --all", timers(first, "10 timers listed.")),
        p.run("systemctl cat restic-backup.timer restic-backup.service", unit + """

# /etc/systemd/system/restic-backup.service
[Unit]
Description=restic backup of /srv and /etc to B2
Wants=network-online.target
After=network-online.target

[Service]
Type=oneshot
User=root
EnvironmentFile=/etc/restic/b2.env
ExecStart=/usr/bin/restic backup --verbose --one-file-system --exclude-file=/etc/restic/excludes.txt /srv /etc
ExecStartPost=/usr/bin/restic forget --keep-daily 7 --keep-weekly 5 --keep-monthly 12
Nice=10
IOSchedulingClass=idle"""),
        p.run("mkdir -p /etc/systemd/system/restic-backup.timer.d && printf '[Timer]\\nOnCalendar=\\nOnCalendar=*-*-* 03:30:00\\n' > /etc/systemd/system/restic-backup.timer.d/override.conf"),
        p.run("systemctl daemon-reload"),
        p.run("systemctl cat restic-backup.timer", unit + """

# /etc/systemd/system/restic-backup.timer.d/override.conf
[Timer]
OnCalendar=
OnCalendar=*-*-* 03:30:00"""),
        p.run("systemctl restart restic-backup.timer && systemctl list-timers restic-backup.timer",
              timers([later[5]], "1 timers listed.\nPass --all to see loaded but inactive timers, too.")),
        p.run("systemctl status restic-backup.timer --no-pager", """● restic-backup.timer - Nightly restic backup to B2
     Loaded: loaded (/etc/systemd/system/restic-backup.timer; enabled; preset: enabled)
    Drop-In: /etc/systemd/system/restic-backup.timer.d
             └─override.conf
     Active: active (waiting) since Tue 2024-10-15 10:14:52 UTC; 38s ago
    Trigger: Wed 2024-10-16 03:30:00 UTC; 17h left
   Triggers: ● restic-backup.service

Oct 15 10:14:52 backup01 systemd[1]: restic-backup.timer: Deactivated successfully.
Oct 15 10:14:52 backup01 systemd[1]: Stopped restic-backup.timer - Nightly restic backup to B2.
Oct 15 10:14:52 backup01 systemd[1]: Stopping restic-backup.timer - Nightly restic backup to B2...
Oct 15 10:14:52 backup01 systemd[1]: Started restic-backup.timer - Nightly restic backup to B2."""),
        p.run("systemctl list-timers --all", timers(later, "10 timers listed.")),
        p.run("systemd-analyze calendar '*-*-* 03:30:00'", """  Original form: *-*-* 03:30:00
Normalized form: *-*-* 03:30:00
    Next elapse: Wed 2024-10-16 03:30:00 UTC
       From now: 17h left"""),
    ]
    rs.add(task=TASK, tid="h46-terminal-01", system=system("Debian 12 backup host `backup01`, logged in as root over SSH; the agent is moving the nightly restic backup to a later time."),
           turns=turns, state=f"Linux backup01 6.1.0-26-amd64 #1 SMP PREEMPT_DYNAMIC Debian 6.1.112-1 (2024-09-30) x86_64\nLast login: Tue Oct 15 09:58:21 2024 from 10.20.4.17\n{start}")


# 02 buildah and podman: bad
def t02(rs: RowSet) -> None:
    p = Pane("mkovacs", "buildbox", "/home/mkovacs/src/metrics-exporter", style="rhel")
    start = p.prompt
    ctr = "fedora-minimal-working-container"
    turns = [
        p.run("buildah from registry.fedoraproject.org/fedora-minimal:40", f"""Trying to pull registry.fedoraproject.org/fedora-minimal:40...
Getting image source signatures
Copying blob 1f3c9a4e7b20 done   |
Copying config 9c4e1d2a7f88 done   |
Writing manifest to image destination
{ctr}""", duration=20.0),
        p.run(f"buildah run {ctr} -- microdnf install -y --nodocs --setopt=install_weak_deps=0 python3 python3-prometheus_client", """Downloading metadata...
Downloading metadata...
Downloading metadata...
Package                                                      Repository          Size
Installing:
 expat-2.6.2-1.fc40.x86_64                                   updates        114.5 kB
 libb2-0.98.1-11.fc40.x86_64                                 fedora          25.6 kB
 libnsl2-2.0.1-1.fc40.x86_64                                 fedora          30.1 kB
 libtirpc-1.3.4-1.rc3.fc40.x86_64                            fedora          94.4 kB
 mpdecimal-2.5.1-9.fc40.x86_64                               fedora          89.8 kB
 python-pip-wheel-23.3.2-1.fc40.noarch                       fedora           1.5 MB
 python3-3.12.3-2.fc40.x86_64                                updates         26.8 kB
 python3-libs-3.12.3-2.fc40.x86_64                           updates          9.3 MB
 python3-prometheus_client-0.20.0-1.fc40.noarch              fedora         118.3 kB
 tzdata-2024a-5.fc40.noarch                                  updates        716.3 kB
Transaction Summary:
 Installing:       10 packages
 Reinstalling:      0 packages
 Upgrading:         0 packages
 Obsoleting:        0 packages
 Removing:          0 packages
 Downgrading:       0 packages
Downloading packages...
Running transaction test...
Installing: expat;2.6.2-1.fc40;x86_64;updates
Installing: libb2;0.98.1-11.fc40;x86_64;fedora
Installing: mpdecimal;2.5.1-9.fc40;x86_64;fedora
Installing: tzdata;2024a-5.fc40;noarch;updates
Installing: libtirpc;1.3.4-1.rc3.fc40;x86_64;fedora
Installing: libnsl2;2.0.1-1.fc40;x86_64;fedora
Installing: python-pip-wheel;23.3.2-1.fc40;noarch;fedora
Installing: python3-libs;3.12.3-2.fc40;x86_64;updates
Installing: python3;3.12.3-2.fc40;x86_64;updates
Installing: python3-prometheus_client;0.20.0-1.fc40;noarch;fedora
Complete.""", duration=60.0),
        p.run(f"buildah copy {ctr} exporter.py /opt/exporter/exporter.py && buildah config --entrypoint '[\"python3\", \"/opt/exporter/exporter.py\"]' --port 9105 --label maintainer=mkovacs --label version=0.4.1 {ctr}",
              "b71f0c3a9e5d24c8f6a1e07d3b92c5f48e6a0d1b7c3f92e5a4d80b6c1f7e3a29"),
        p.run(f"buildah commit {ctr} localhost/metrics-exporter:0.4.1", """Getting image source signatures
Copying blob 1f3c9a4e7b20 skipped: already exists
Copying blob 7d1e94b2a5c3 done   |
Copying config 4b9e27c1d05f done   |
Writing manifest to image destination
4b9e27c1d05f8a3e61c2b7d94f0e5a18c36d2b9f7e40a1c5d8b3f6e2a9c07d14""", duration=15.0),
        p.run("podman images", table([
            ["REPOSITORY", "TAG", "IMAGE ID", "CREATED", "SIZE"],
            ["localhost/metrics-exporter", "0.4.1", "4b9e27c1d05f", "14 seconds ago", "187 MB"],
            ["localhost/metrics-exporter", "0.4.0", "e71a0c93b6d2", "6 days ago", "184 MB"],
            ["registry.fedoraproject.org/fedora-minimal", "40", "9c4e1d2a7f88", "3 weeks ago", "113 MB"],
            ["docker.io/library/postgres", "16-alpine", "1a8d5c0e2f47", "5 weeks ago", "251 MB"],
            ["quay.io/prometheus/prometheus", "v2.53.1", "b6c0f3e8a215", "2 months ago", "281 MB"],
        ])),
        p.run("podman history localhost/metrics-exporter:0.4.1", table([
            ["ID", "CREATED", "CREATED BY", "SIZE", "COMMENT"],
            ["4b9e72c1d05f", "38 seconds ago", "/bin/sh", "74.1 MB", "FROM registry.fedoraproject.org/fedora-minimal:40"],
            ["9c4e1d2a7f88", "3 weeks ago", "KIWI 10.0.16", "113 MB", "Fedora Minimal Container Image"],
        ])),
        p.run("podman run -d --name exporter -p 9105:9105 localhost/metrics-exporter:0.4.1",
              "c81f4e2d9a07b35e6c1d8f0a2b4e97c3d56a1f08e2b7c94d3a60f1e8b2c5d7a9", duration=3.0),
        p.run("podman ps && podman logs exporter", table([
            ["CONTAINER ID", "IMAGE", "COMMAND", "CREATED", "STATUS", "PORTS", "NAMES"],
            ["c81f4e2d9a07", "localhost/metrics-exporter:0.4.1", "", "9 seconds ago", "Up 9 seconds", "0.0.0.0:9105->9105/tcp", "exporter"],
        ]) + """
2024-07-03 11:18:42,507 INFO metrics-exporter 0.4.1 starting (python 3.12.3, prometheus_client 0.20.0)
2024-07-03 11:18:42,509 INFO registered 14 collectors
2024-07-03 11:18:42,511 INFO serving metrics on 0.0.0.0:9105/metrics
2024-07-03 11:18:47,130 INFO first scrape finished in 0.012s, 0 errors"""),
    ]
    rs.add(task=TASK, tid="h46-terminal-02", system=system("Fedora 40 build VM `buildbox`, rootless buildah/podman as user mkovacs; the agent builds and runs version 0.4.1 of a small metrics exporter image."),
           turns=turns, state=start, bad=True, turn=6, kind="image ID in podman history differs from the one buildah commit printed and podman images listed")


def sd_bytes(mib: float) -> str:
    """systemd's format_bytes for a size given in MiB (one truncated decimal)."""
    b = int(mib * 1024 * 1024)
    for unit, factor in (("G", 1 << 30), ("M", 1 << 20), ("K", 1 << 10)):
        if b >= factor:
            return f"{b // factor}.{(b * 10 // factor) % 10}{unit}"
    return f"{b}B"


# 03 journalctl vacuum: clean
def t03(rs: RowSet) -> None:
    p = Pane("root", "web-prod-03", "/root")
    start = p.prompt
    mid = "3f9c0a7e5d2b4c18a6e1f0b97d3c2a54"
    jdir = f"/var/log/journal/{mid}"
    sid = "b5e0d41c27a94f6c8e13d9a27f4c6b08"
    now = datetime(2024, 11, 4, 10, 31, 0, tzinfo=timezone.utc)
    files: list[tuple[str, datetime, datetime, float]] = []  # name, head, end, MiB
    seq = 0x3a2f10
    for k in range(24):
        st = datetime(2024, 10, 9, 0, 0, 0, tzinfo=timezone.utc) + timedelta(hours=12 * k, seconds=7 * k)
        files.append((f"system@{sid}-{seq:016x}-{int(st.timestamp() * 1e6):016x}.journal", st, st + timedelta(hours=12), 128.0))
        seq += 0x1c3a7 + 13 * k
    for k in range(26):
        st = datetime(2024, 10, 21, 0, 0, 0, tzinfo=timezone.utc) + timedelta(minutes=774 * k, seconds=11 * k)
        files.append((f"system@{sid}-{seq:016x}-{int(st.timestamp() * 1e6):016x}.journal", st, st + timedelta(minutes=774), 128.0))
        seq += 0x1c1f2 + 17 * k
    useq = 0x0412a0
    for k in range(6):
        st = datetime(2024, 10, 9, 0, 0, 0, tzinfo=timezone.utc) + timedelta(days=2 * k, seconds=41 * k)
        files.append((f"user-1000@{sid}-{useq:016x}-{int(st.timestamp() * 1e6):016x}.journal", st, st + timedelta(days=2), 8.0))
        useq += 0x5e31 + 7 * k
    for k in range(4):
        st = datetime(2024, 10, 21, 6, 0, 0, tzinfo=timezone.utc) + timedelta(hours=84 * k, seconds=29 * k)
        files.append((f"user-1000@{sid}-{useq:016x}-{int(st.timestamp() * 1e6):016x}.journal", st, st + timedelta(hours=84), 8.0))
        useq += 0x5d08 + 5 * k
    active = [("system.journal", now - timedelta(minutes=1), 72.0), ("user-1000.journal", now - timedelta(minutes=6), 8.0)]
    total = sum(f[3] for f in files) + sum(a[2] for a in active)

    def deleted(fs: list[tuple[str, datetime, datetime, float]]) -> str:
        return "\n".join(f"Deleted archived journal {jdir}/{n} ({sd_bytes(s)})." for n, _, _, s in fs)

    def usage(mib: float) -> str:
        return f"Archived and active journals take {sd_bytes(mib)} in the file system."

    by_time = sorted(files, key=lambda f: f[1])
    cutoff = now - timedelta(days=14)
    old = [f for f in by_time if f[2] < cutoff]
    rest = [f for f in by_time if f[2] >= cutoff]
    after_time = total - sum(f[3] for f in old)
    gone, left = [], after_time
    for f in rest:
        if left <= 2048:
            break
        gone.append(f)
        left -= f[3]

    listing = [(n, end, s) for n, _, end, s in files] + [(n, t, s) for n, t, s in active]
    listing.sort(key=lambda x: x[1], reverse=True)
    ls_rows = [f"-rw-r-----+ 1 root systemd-journal {int(s * 1048576):>9} {ls_time(t)} {n}" for n, t, s in listing[:13]]
    df_head = "Filesystem           Size  Used Avail Use% Mounted on"
    turns = [
        p.run("df -h /var", f"{df_head}\n/dev/mapper/vg0-var   20G   18G  1.3G  94% /var"),
        p.run("journalctl --disk-usage", usage(total)),
        p.run(f"ls -lt {jdir}/ | head -n 14", f"total {int(total * 1024)}\n" + "\n".join(ls_rows)),
        p.run("journalctl --vacuum-time=14d", deleted(old) + f"\nVacuuming done, freed {sd_bytes(sum(f[3] for f in old))} of archived journals from {jdir}.\nVacuuming done, freed 0B of archived journals from /var/log/journal.\nVacuuming done, freed 0B of archived journals from /run/log/journal.", duration=5.0),
        p.run("journalctl --disk-usage", usage(after_time)),
        p.run("journalctl --vacuum-size=2G", deleted(gone) + f"\nVacuuming done, freed {sd_bytes(sum(f[3] for f in gone))} of archived journals from {jdir}.\nVacuuming done, freed 0B of archived journals from /var/log/journal.\nVacuuming done, freed 0B of archived journals from /run/log/journal.", duration=5.0),
        p.run("journalctl --disk-usage && df -h /var", usage(left) + f"\n{df_head}\n/dev/mapper/vg0-var   20G   14G  5.7G  71% /var"),
    ]
    rs.add(task=TASK, tid="h46-terminal-03", system=system("Ubuntu 22.04 web server `web-prod-03`, root shell; /var is almost full and the agent trims the persistent systemd journal."),
           turns=turns, state=start)


# 04 supervisorctl: bad
def t04(rs: RowSet) -> None:
    p = Pane("root", "queue-worker-2", "/root")
    start = p.prompt

    def st(rows: list[tuple[str, str, str]]) -> str:
        return "\n".join(f"{n:<32} {s:<9} {d}" for n, s, d in rows)

    workers_t1 = [(f"celery-worker:celery-worker_0{i}", "RUNNING", f"pid {1190 + i}, uptime 12 days, 3:41:07") for i in range(3)]
    conf = """[program:celery-beat]
command=/srv/orders/venv/bin/celery -A orders.celery_app beat --loglevel=INFO --schedule=/var/lib/orders/celerybeat-schedule --pidfile=
directory=/srv/orders/current
user=orders
numprocs=1
autostart=true
autorestart=true
startsecs=10
stopwaitsecs=30
stopasgroup=true
killasgroup=true
stdout_logfile=/var/log/supervisor/celery-beat.log
stdout_logfile_maxbytes=50MB
stdout_logfile_backups=5
redirect_stderr=true
environment=DJANGO_SETTINGS_MODULE="orders.settings.production"
priority=950"""
    turns = [
        p.run("supervisorctl status", st([
            ("celery-beat", "RUNNING", "pid 1187, uptime 12 days, 3:41:07")] + workers_t1 + [
            ("flower", "RUNNING", "pid 1188, uptime 12 days, 3:41:07"),
            ("redis-exporter", "FATAL", "Exited too quickly (process log may have details)")])),
        p.run("cat /etc/supervisor/conf.d/celery-beat.conf", conf),
        p.run("sed -i 's/--loglevel=INFO/--loglevel=WARNING/' /etc/supervisor/conf.d/celery-beat.conf && supervisorctl reread", "celery-beat: changed"),
        p.run("supervisorctl update celery-beat", "celery-beat: stopped\ncelery-beat: updated process group", duration=5.0),
        p.run("supervisorctl status", st([
            ("celery-beat", "RUNNING", "pid 48213, uptime 0:00:09")] + [
            (f"celery-worker:celery-worker_0{i}", "RUNNING", f"pid {1190 + i}, uptime 12 days, 3:43:29") for i in range(3)] + [
            ("flower", "RUNNING", "pid 1188, uptime 12 days, 3:43:29"),
            ("redis-exporter", "FATAL", "Exited too quickly (process log may have details)")])),
        p.run("tail -n 14 /var/log/supervisor/celery-beat.log", """[2024-05-22 09:47:20,604: INFO/MainProcess] Scheduler: Sending due task orders.tasks.expire_unpaid_carts (orders.tasks.expire_unpaid_carts)
[2024-05-22 09:47:21,009: INFO/MainProcess] beat: Shutting down...
celery beat v5.3.6 (emerald-rush) is starting.
__    -    ... __   -        _
LocalTime -> 2024-05-22 09:47:21
Configuration ->
    . broker -> redis://127.0.0.1:6379/2
    . loader -> celery.loaders.app.AppLoader
    . scheduler -> celery.beat.PersistentScheduler
    . db -> /var/lib/orders/celerybeat-schedule
    . logfile -> [stderr]@%WARNING
    . maxinterval -> 5.00 minutes (300s)
[2024-05-22 09:47:21,338: WARNING/MainProcess] /srv/orders/venv/lib/python3.11/site-packages/celery/beat.py:555: CPendingDeprecationWarning: The 'CELERYBEAT_SCHEDULE' setting is deprecated and scheduled for removal in version 6.0.0. Use the beat_schedule instead
  warnings.warn(CPendingDeprecationWarning(W_SETTING_DEPRECATED.format("""),
        p.run("supervisorctl status 'celery-worker:*'", st([
            ("celery-worker:celery-worker_00", "RUNNING", "pid 1190, uptime 12 days, 3:44:02"),
            ("celery-worker:celery-worker_01", "RUNNING", "pid 1197, uptime 12 days, 3:44:02"),
            ("celery-worker:celery-worker_02", "RUNNING", "pid 1192, uptime 12 days, 3:44:02")])),
        p.run("supervisorctl tail redis-exporter stderr | tail -n 12", """time="2024-05-22T09:12:41Z" level=info msg="Redis Metrics Exporter v1.58.0    build date: 2024-03-21-10:04:37    sha1: 2f9a1c0b7e    Go: go1.22.1    GOOS: linux    GOARCH: amd64"
time="2024-05-22T09:12:41Z" level=info msg="Providing metrics at :9121/metrics"
time="2024-05-22T09:12:41Z" level=error msg="Couldn't connect to redis instance (redis://127.0.0.1:6380)"
time="2024-05-22T09:12:41Z" level=fatal msg="dial redis: dial tcp 127.0.0.1:6380: connect: connection refused"
time="2024-05-22T09:12:43Z" level=info msg="Redis Metrics Exporter v1.58.0    build date: 2024-03-21-10:04:37    sha1: 2f9a1c0b7e    Go: go1.22.1    GOOS: linux    GOARCH: amd64"
time="2024-05-22T09:12:43Z" level=info msg="Providing metrics at :9121/metrics"
time="2024-05-22T09:12:43Z" level=error msg="Couldn't connect to redis instance (redis://127.0.0.1:6380)"
time="2024-05-22T09:12:43Z" level=fatal msg="dial redis: dial tcp 127.0.0.1:6380: connect: connection refused"
time="2024-05-22T09:12:46Z" level=info msg="Redis Metrics Exporter v1.58.0    build date: 2024-03-21-10:04:37    sha1: 2f9a1c0b7e    Go: go1.22.1    GOOS: linux    GOARCH: amd64"
time="2024-05-22T09:12:46Z" level=info msg="Providing metrics at :9121/metrics"
time="2024-05-22T09:12:46Z" level=error msg="Couldn't connect to redis instance (redis://127.0.0.1:6380)"
time="2024-05-22T09:12:46Z" level=fatal msg="dial redis: dial tcp 127.0.0.1:6380: connect: connection refused\""""),
        p.run("ss -ltnp | grep -E ':(6379|6380|9121) '", """LISTEN 0      511        127.0.0.1:6379       0.0.0.0:*    users:(("redis-server",pid=903,fd=6))"""),
    ]
    rs.add(task=TASK, tid="h46-terminal-04", system=system("Debian 12 queue host `queue-worker-2` running celery under supervisord, root shell; the agent lowers celery beat's log level without touching the workers."),
           turns=turns, state=f"Last login: Wed May 22 09:41:56 2024 from 10.1.8.30\n{start}", bad=True, turn=7, kind="PID of a supervisor-managed worker changed although nothing restarted it and its uptime kept counting")


# 05 sysctl: bad
def t05(rs: RowSet) -> None:
    p = Pane("root", "db-replica-1", "/root")
    start = p.prompt
    conf = """# PostgreSQL replica tuning (OPS-2291)
vm.overcommit_memory = 2
vm.overcommit_ratio = 90
vm.dirty_background_ratio = 5
vm.dirty_ratio = 15
kernel.sched_autogroup_enabled = 0"""
    applied = """vm.overcommit_memory = 2
vm.overcommit_ratio = 90
vm.dirty_background_ratio = 5
vm.dirty_ratio = 15
kernel.sched_autogroup_enabled = 0
vm.swappiness = 10
net.core.somaxconn = 8192"""
    system_out = """net.ipv4.conf.all.rp_filter = 2
* Applying /etc/sysctl.d/10-ptrace.conf ...
kernel.yama.ptrace_scope = 1
* Applying /etc/sysctl.d/10-zeropage.conf ...
vm.mmap_min_addr = 65536
* Applying /usr/lib/sysctl.d/50-default.conf ...
kernel.core_uses_pid = 1
net.ipv4.conf.default.rp_filter = 2
net.ipv4.conf.default.accept_source_route = 0
net.ipv4.conf.all.accept_source_route = 0
net.ipv4.conf.default.promote_secondaries = 1
net.ipv4.conf.all.promote_secondaries = 1
net.ipv4.ping_group_range = 0 2147483647
net.core.default_qdisc = fq_codel
fs.protected_hardlinks = 1
fs.protected_symlinks = 1
fs.protected_regular = 1
fs.protected_fifos = 1
* Applying /usr/lib/sysctl.d/50-pid-max.conf ...
kernel.pid_max = 4194304
* Applying /etc/sysctl.d/99-cloudimg-ipv6.conf ...
net.ipv6.conf.all.use_tempaddr = 0
net.ipv6.conf.default.use_tempaddr = 0
* Applying /etc/sysctl.d/99-postgres.conf ...
""" + applied + """
* Applying /usr/lib/sysctl.d/99-protect-links.conf ...
fs.protected_fifos = 1
fs.protected_hardlinks = 1
fs.protected_regular = 2
fs.protected_symlinks = 1
* Applying /etc/sysctl.d/99-sysctl.conf ...
* Applying /etc/sysctl.conf ..."""
    turns = [
        p.run("sysctl vm.swappiness vm.dirty_ratio vm.dirty_background_ratio vm.overcommit_memory net.core.somaxconn net.ipv4.tcp_max_syn_backlog fs.file-max", """vm.swappiness = 60
vm.dirty_ratio = 15
vm.dirty_background_ratio = 5
vm.overcommit_memory = 2
net.core.somaxconn = 4096
net.ipv4.tcp_max_syn_backlog = 1024
fs.file-max = 9223372036854775807"""),
        p.run("ls /etc/sysctl.d/ && cat /etc/sysctl.d/99-postgres.conf", "10-console-messages.conf  10-kernel-hardening.conf  10-magic-sysrq.conf  10-network-security.conf  10-ptrace.conf  10-zeropage.conf  99-cloudimg-ipv6.conf  99-postgres.conf  99-sysctl.conf  README.sysctl\n" + conf),
        p.run("printf 'vm.swappiness = 10\\nnet.core.somaxconn = 8192\\n' >> /etc/sysctl.d/99-postgres.conf && sysctl -p /etc/sysctl.d/99-postgres.conf", applied),
        p.run(f"sysctl --system 2>&1 | tail -n {len(system_out.splitlines())}", system_out),
        p.run("sysctl vm.swappiness net.core.somaxconn vm.overcommit_memory vm.dirty_ratio", """vm.swappiness = 60
net.core.somaxconn = 8192
vm.overcommit_memory = 2
vm.dirty_ratio = 15"""),
        p.run("free -h && swapon --show", """               total        used        free      shared  buff/cache   available
Mem:            62Gi        17Gi       1.4Gi        15Gi        43Gi        29Gi
Swap:          4.0Gi       512Mi       3.5Gi
NAME      TYPE SIZE USED PRIO
/swap.img file   4G 512M   -2"""),
        p.run("cat /proc/sys/net/core/somaxconn && ss -ltn 'sport = :5432'", """8192
State  Recv-Q Send-Q Local Address:Port Peer Address:PortProcess
LISTEN 0      244          0.0.0.0:5432      0.0.0.0:*
LISTEN 0      244             [::]:5432         [::]:*"""),
    ]
    rs.add(task=TASK, tid="h46-terminal-05", system=system("Ubuntu 22.04 PostgreSQL streaming replica `db-replica-1`, root shell; the agent persists two kernel tunables for the database."),
           turns=turns, state=start, bad=True, turn=5, kind="vm.swappiness reads back its old value after being set and applied")


# 06 pm2: clean
def t06(rs: RowSet) -> None:
    p = Pane("deploy", "app-node-1", "/home/deploy/apps")
    start = p.prompt
    hdr = ["id", "name", "namespace", "version", "mode", "pid", "uptime", "↺", "status", "cpu", "mem", "user", "watching"]

    def row(i: int, name: str, ver: str, mode: str, pid: int, up: str, rst: int, cpu: str, mem: str) -> list[str]:
        return [str(i), name, "default", ver, mode, str(pid), up, str(rst), "online", cpu, mem, "deploy", "disabled"]

    turns = [
        p.run("pm2 ls", ubox([hdr,
                              row(0, "api", "2.14.0", "cluster", 18422, "6D", 3, "0.3%", "142.6mb"),
                              row(1, "api", "2.14.0", "cluster", 18437, "6D", 3, "0.2%", "139.1mb"),
                              row(2, "worker", "3.8.1", "fork", 40511, "2h", 17, "1.1%", "468.2mb"),
                              row(3, "scheduler", "1.3.2", "fork", 18466, "6D", 0, "0%", "78.9mb")])),
        p.run("cd api && git pull --ff-only", """remote: Enumerating objects: 23, done.
remote: Counting objects: 100% (23/23), done.
remote: Compressing objects: 100% (9/9), done.
remote: Total 14 (delta 8), reused 11 (delta 5), pack-reused 0
Unpacking objects: 100% (14/14), 3.12 KiB | 399.00 KiB/s, done.
From github.com:ledgerly/api
   a3f91c2..7be0d14  main       -> origin/main
Updating a3f91c2..7be0d14
Fast-forward
 package-lock.json            | 12 ++++++------
 package.json                 |  4 ++--
 src/routes/invoices.js       | 27 ++++++++++++++++++++-------
 src/services/pdf-renderer.js |  9 +++++----
 4 files changed, 33 insertions(+), 19 deletions(-)""", cd="/home/deploy/apps/api", duration=3.0),
        p.run("npm ci --omit=dev", """npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory. Do not use it. Check out lru-cache if you want a good and tested way to coalesce async requests by a key value, which is much more comprehensive and powerful.
npm warn deprecated glob@7.2.3: Glob versions prior to v9 are no longer supported

added 412 packages, and audited 413 packages in 18s

61 packages are looking for funding
  run `npm fund` for details

found 0 vulnerabilities""", duration=30.0),
        p.run("pm2 reload api --update-env", """[PM2] Applying action reloadProcessId on app [api](ids: [ 0, 1 ])
[PM2] [api](0) ✓
[PM2] [api](1) ✓""", duration=8.0),
        p.run("pm2 ls", ubox([hdr,
                              row(0, "api", "2.14.1", "cluster", 51873, "8s", 4, "2.1%", "98.3mb"),
                              row(1, "api", "2.14.1", "cluster", 51902, "6s", 4, "1.8%", "96.7mb"),
                              row(2, "worker", "3.8.1", "fork", 40511, "2h", 17, "0.9%", "497.5mb"),
                              row(3, "scheduler", "1.3.2", "fork", 18466, "6D", 0, "0%", "79.0mb")])),
        p.run("curl -s localhost:3000/healthz; echo", '{"status":"ok","version":"2.14.1","commit":"7be0d14","uptime":37.4,"db":"up","redis":"up"}'),
        p.run("tail -n 16 ~/.pm2/pm2.log", """2024-09-18T14:24:10: PM2 log: App [api:0] starting in -cluster mode-
2024-09-18T14:24:11: PM2 log: App [api:0] online
2024-09-18T14:24:11: PM2 log: Stopping app:api id:_old_0
2024-09-18T14:24:11: PM2 log: App name:api id:_old_0 disconnected
2024-09-18T14:24:11: PM2 log: App [api:_old_0] exited with code [0] via signal [SIGINT]
2024-09-18T14:24:11: PM2 log: pid=18422 msg=process killed
2024-09-18T14:24:12: PM2 log: App [api:1] starting in -cluster mode-
2024-09-18T14:24:13: PM2 log: App [api:1] online
2024-09-18T14:24:13: PM2 log: Stopping app:api id:_old_1
2024-09-18T14:24:13: PM2 log: App name:api id:_old_1 disconnected
2024-09-18T14:24:13: PM2 log: App [api:_old_1] exited with code [0] via signal [SIGINT]
2024-09-18T14:24:13: PM2 log: pid=18437 msg=process killed
2024-09-18T14:26:53: PM2 log: [PM2][WORKER] Process 2 restarted because it exceeds --max-memory-restart value (current_memory=537919488 max_memory_limit=536870912 [octets])
2024-09-18T14:26:53: PM2 log: App [worker:2] exited with code [0] via signal [SIGINT]
2024-09-18T14:26:53: PM2 log: App [worker:2] starting in -fork mode-
2024-09-18T14:26:53: PM2 log: App [worker:2] online"""),
        p.run("pm2 ls", ubox([hdr,
                              row(0, "api", "2.14.1", "cluster", 51873, "3m", 4, "0.4%", "121.9mb"),
                              row(1, "api", "2.14.1", "cluster", 51902, "3m", 4, "0.3%", "118.4mb"),
                              row(2, "worker", "3.8.1", "fork", 52340, "42s", 18, "3.6%", "164.2mb"),
                              row(3, "scheduler", "1.3.2", "fork", 18466, "6D", 0, "0%", "79.0mb")])),
    ]
    rs.add(task=TASK, tid="h46-terminal-06", system=system("Ubuntu 22.04 application node `app-node-1`, user deploy, Node.js services under pm2; the agent deploys api 2.14.1 with a zero-downtime reload."),
           turns=turns, state=start)


# 07 helm releases: clean
def t07(rs: RowSet) -> None:
    p = Pane("sre", "ops-bastion", "/home/sre/platform")
    start = p.prompt
    lhdr = ["NAME", "NAMESPACE", "REVISION", "UPDATED", "STATUS", "CHART", "APP VERSION"]
    others = [
        ["cert-manager", "cert-manager", "4", "2024-08-02 11:15:40.193847 +0000 UTC", "deployed", "cert-manager-v1.15.1", "v1.15.1"],
        ["kube-prometheus-stack", "monitoring", "12", "2024-09-26 13:48:02.771093 +0000 UTC", "deployed", "kube-prometheus-stack-62.7.0", "v0.76.1"],
        ["loki", "monitoring", "5", "2024-07-30 09:05:17.30219 +0000 UTC", "deployed", "loki-6.7.3", "3.1.0"],
        ["redis-sessions", "web", "3", "2024-07-22 16:40:09.88012 +0000 UTC", "deployed", "redis-19.6.4", "7.2.5"],
    ]

    def hlist(ing: list[str]) -> str:
        rows = [lhdr, others[0], ing] + others[1:]
        return "\n".join(" \t".join(c.ljust(w) for c, w in zip(r, widths(rows))).rstrip() for r in rows)

    def widths(rows: list[list[str]]) -> list[int]:
        return [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]

    hhdr = ["REVISION", "UPDATED", "STATUS", "CHART", "APP VERSION", "DESCRIPTION"]

    def history(rows: list[list[str]]) -> str:
        rows = [hhdr] + rows
        return "\n".join(" \t".join(c.ljust(w) for c, w in zip(r, widths(rows))).rstrip() for r in rows)

    h = [
        ["1", "Mon Feb 12 10:31:04 2024", "superseded", "ingress-nginx-4.9.1", "1.9.6", "Install complete"],
        ["2", "Wed Mar 20 14:02:47 2024", "superseded", "ingress-nginx-4.10.0", "1.10.0", "Upgrade complete"],
        ["3", "Tue Apr 16 09:18:22 2024", "superseded", "ingress-nginx-4.10.0", "1.10.0", "Upgrade complete"],
        ["4", "Thu May 30 11:40:05 2024", "superseded", "ingress-nginx-4.10.1", "1.10.1", "Upgrade complete"],
        ["5", "Thu May 30 11:52:39 2024", "superseded", "ingress-nginx-4.10.0", "1.10.0", "Rollback to 3"],
        ["6", "Mon Jul 22 15:26:10 2024", "superseded", "ingress-nginx-4.11.1", "1.11.1", "Upgrade complete"],
        ["7", "Tue Sep 10 08:02:11 2024", "deployed", "ingress-nginx-4.11.2", "1.11.2", "Upgrade complete"],
    ]
    h_after = [r[:] for r in h]
    h_after[6][2] = "superseded"
    h_after.append(["8", "Thu Oct 17 09:14:52 2024", "deployed", "ingress-nginx-4.11.3", "1.11.3", "Upgrade complete"])
    h_rb = [r[:] for r in h_after]
    h_rb[7][2] = "superseded"
    h_rb.append(["9", "Thu Oct 17 09:21:37 2024", "deployed", "ingress-nginx-4.11.2", "1.11.2", "Rollback to 7"])
    node = "ip-10-0-{}.eu-central-1.compute.internal"
    turns = [
        p.run("helm list -A", hlist(["ingress-nginx", "ingress-nginx", "7", "2024-09-10 08:02:11.552013 +0000 UTC", "deployed", "ingress-nginx-4.11.2", "1.11.2"])),
        p.run("helm history ingress-nginx -n ingress-nginx", history(h)),
        p.run("helm get values ingress-nginx -n ingress-nginx", """USER-SUPPLIED VALUES:
controller:
  allowSnippetAnnotations: true
  config:
    proxy-body-size: 25m
    use-forwarded-headers: "true"
  metrics:
    enabled: true
    serviceMonitor:
      enabled: true
  replicaCount: 2
  resources:
    requests:
      cpu: 200m
      memory: 256Mi
  service:
    annotations:
      service.beta.kubernetes.io/aws-load-balancer-type: nlb
    externalTrafficPolicy: Local"""),
        p.run("helm upgrade ingress-nginx ingress-nginx/ingress-nginx -n ingress-nginx --version 4.11.3 --reuse-values --set controller.replicaCount=3 --wait --timeout 5m", """Release "ingress-nginx" has been upgraded. Happy Helming!
NAME: ingress-nginx
LAST DEPLOYED: Thu Oct 17 09:14:52 2024
NAMESPACE: ingress-nginx
STATUS: deployed
REVISION: 8
TEST SUITE: None
NOTES:
The ingress-nginx controller has been installed.
It may take a few minutes for the load balancer IP to be available.
You can watch the status by running 'kubectl get service --namespace ingress-nginx ingress-nginx-controller --output wide --watch'

An example Ingress that makes use of the controller:
  apiVersion: networking.k8s.io/v1
  kind: Ingress
  metadata:
    name: example
    namespace: foo
  spec:
    ingressClassName: nginx
    rules:
      - host: www.example.com
        http:
          paths:
            - pathType: Prefix
              backend:
                service:
                  name: exampleService
                  port:
                    number: 80
              path: /""", duration=90.0),
        p.run("kubectl -n ingress-nginx get pods -o wide", table([
            ["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES"],
            ["ingress-nginx-controller-7c9d8b5f6d-4xkq9", "1/1", "Running", "0", "71s", "10.42.3.118", node.format("3-41"), "<none>", "<none>"],
            ["ingress-nginx-controller-7c9d8b5f6d-9mwzt", "1/1", "Running", "0", "58s", "10.42.1.207", node.format("1-12"), "<none>", "<none>"],
            ["ingress-nginx-controller-7c9d8b5f6d-qp2lr", "1/1", "Running", "0", "44s", "10.42.2.64", node.format("2-177"), "<none>", "<none>"],
            ["ingress-nginx-controller-5f6b4d8c7-h8vtn", "1/1", "Terminating", "0", "37d", "10.42.2.31", node.format("2-177"), "<none>", "<none>"],
        ], gap=3)),
        p.run("helm history ingress-nginx -n ingress-nginx --max 3", history(h_after[-3:])),
        p.run("kubectl -n ingress-nginx logs deploy/ingress-nginx-controller --since=3m | grep -E '^[EW]' | tail -n 6", """Found 3 pods, using pod/ingress-nginx-controller-7c9d8b5f6d-4xkq9
W1017 09:14:58.902117       7 client_config.go:659] Neither --kubeconfig nor --master was specified.  Using the inClusterConfig.  This might not work.
E1017 09:15:03.118233       7 store.go:938] annotation group ConfigurationSnippet contains risky annotation based on ingress configuration
W1017 09:15:03.118301       7 store.go:443] "Ignoring ingress because of error while validating ingress class" ingress="shop/storefront" error="annotation group ConfigurationSnippet contains risky annotation based on ingress configuration"
E1017 09:15:03.118954       7 store.go:938] annotation group ConfigurationSnippet contains risky annotation based on ingress configuration
W1017 09:15:03.119010       7 store.go:443] "Ignoring ingress because of error while validating ingress class" ingress="shop/checkout" error="annotation group ConfigurationSnippet contains risky annotation based on ingress configuration"
W1017 09:16:02.557410       7 controller.go:1216] Service "shop/storefront" does not have any active Endpoint."""),
        p.run("helm rollback ingress-nginx 7 -n ingress-nginx --wait", "Rollback was a success! Happy Helming!", duration=60.0),
        p.run("helm history ingress-nginx -n ingress-nginx --max 4", history(h_rb[-4:])),
        p.run("helm list -A", hlist(["ingress-nginx", "ingress-nginx", "9", "2024-10-17 09:21:37.418223 +0000 UTC", "deployed", "ingress-nginx-4.11.2", "1.11.2"])),
    ]
    rs.add(task=TASK, tid="h46-terminal-07", system=system("Ops bastion `ops-bastion`, user sre with kubectl/helm pointed at the production EKS cluster; the agent upgrades the ingress-nginx chart and rolls back when the new version rejects existing ingresses."),
           turns=turns, state=start)


# 08 virsh domains: bad
def t08(rs: RowSet) -> None:
    p = Pane("root", "kvm-host-07", "/root")
    start = p.prompt

    def vlist(rows: list[tuple[str, str, str]]) -> str:
        return " Id   Name            State\n--------------------------------\n" + "\n".join(f" {i:<4} {n:<15} {s}" for i, n, s in rows)

    img = "/var/lib/libvirt/images"
    vols_after = ["ci-runner-02.qcow2", "debian-12-genericcloud-amd64.qcow2", "dns-01.qcow2", "gitlab-data.qcow2", "gitlab.qcow2", "monitoring.qcow2", "virtio-win-0.1.248.iso", "win2019-build.qcow2"]
    w = max(len(v) for v in vols_after) + 1
    turns = [
        p.run("virsh list --all", vlist([("1", "dns-01", "running"), ("2", "gitlab", "running"), ("4", "ci-runner-02", "running"), ("5", "monitoring", "running"),
                                         ("-", "ci-runner-01", "shut off"), ("-", "win2019-build", "shut off")])),
        p.run("virsh domblklist ci-runner-01 --details", """ Type   Device   Target   Source
-------------------------------------------------------------------------
 file   disk     vda      /var/lib/libvirt/images/ci-runner-01.qcow2
 file   cdrom    sda      -"""),
        p.run("virsh snapshot-list ci-runner-01", """ Name          Creation Time               State
-----------------------------------------------------
 pre-upgrade   2024-03-11 16:20:33 +0100   shutoff"""),
        p.run("virsh snapshot-delete ci-runner-01 pre-upgrade", "Domain snapshot pre-upgrade deleted"),
        p.run("virsh undefine ci-runner-01 --remove-all-storage", f"Domain 'ci-runner-01' has been undefined\nVolume 'vda'({img}/ci-runner-01.qcow2) removed."),
        p.run("virsh pool-refresh default && virsh vol-list default", "Pool default refreshed\n\n" + f" {'Name':<{w}}  Path\n" + "-" * (w + 48) + "\n" + "\n".join(f" {v:<{w}}  {img}/{v}" for v in vols_after)),
        p.run("virsh pool-info default", """Name:           default
UUID:           6a1d3c8e-92f4-4b07-a5e1-3c0d7f8b2e94
State:          running
Persistent:     yes
Autostart:      yes
Capacity:       915.82 GiB
Allocation:     602.47 GiB
Available:      313.35 GiB"""),
        p.run("virsh start win2019-build", "Domain 'win2019-build' started", duration=3.0),
        p.run("virsh list --all", vlist([("1", "dns-01", "running"), ("2", "gitlab", "running"), ("4", "ci-runner-02", "running"), ("5", "monitoring", "running"),
                                         ("6", "win2019-build", "running"), ("-", "ci-runner-01", "shut off")])),
        p.run(f"ls -lh {img}/", "total 603G\n" + "\n".join(f"-rw-r--r-- 1 {o:<12} {g:<4} {sz:>4} {d} {n}" for o, g, sz, d, n in [
            ("libvirt-qemu", "kvm", "41G", "Jun 18 09:42", "ci-runner-02.qcow2"),
            ("root", "root", "388M", "Feb 20 11:05", "debian-12-genericcloud-amd64.qcow2"),
            ("libvirt-qemu", "kvm", "9.1G", "Jun 18 09:42", "dns-01.qcow2"),
            ("libvirt-qemu", "kvm", "312G", "Jun 18 09:42", "gitlab-data.qcow2"),
            ("libvirt-qemu", "kvm", "64G", "Jun 18 09:42", "gitlab.qcow2"),
            ("libvirt-qemu", "kvm", "118G", "Jun 18 09:42", "monitoring.qcow2"),
            ("root", "root", "612M", "Jan  9 14:31", "virtio-win-0.1.248.iso"),
            ("libvirt-qemu", "kvm", "58G", "Jun 18 09:43", "win2019-build.qcow2")])),
    ]
    rs.add(task=TASK, tid="h46-terminal-08", system=system("Debian 12 KVM hypervisor `kvm-host-07` managed with libvirt, root shell; the agent decommissions an old CI runner VM and its disk."),
           turns=turns, state=start, bad=True, turn=9, kind="undefined VM listed again by virsh list --all")


# 09 ssh-keygen and authorized_keys: clean
def t09(rs: RowSet) -> None:
    p = Pane("root", "git-mirror", "/root")
    start = p.prompt
    rsa_line, rsa_fp, _, _, _ = ssh_key("rsa", "h46-09-rsa", "ci-legacy@jenkins")
    alice_line, alice_fp, _, _, _ = ssh_key("ed25519", "h46-09-alice", "alice@thinkpad-x1")
    old_line, old_fp, _, _, _ = ssh_key("ed25519", "h46-09-old", "deploy-ci-2023")
    new_line, new_fp, _, _, new_digest = ssh_key("ed25519", "h46-09-new", "deploy-ci-2024")
    ak = "/home/deploy/.ssh/authorized_keys"
    after = "\n".join([rsa_line, alice_line, new_line]) + "\n"
    turns = [
        p.run(f"cat {ak}", "\n".join([rsa_line, alice_line, old_line])),
        p.run("ssh-keygen -t ed25519 -C deploy-ci-2024 -f /root/deploy-ci-2024 -N ''", f"""Generating public/private ed25519 key pair.
Your identification has been saved in /root/deploy-ci-2024
Your public key has been saved in /root/deploy-ci-2024.pub
The key fingerprint is:
{new_fp} deploy-ci-2024
The key's randomart image is:
{randomart(new_digest)}"""),
        p.run(f"cat /root/deploy-ci-2024.pub >> {ak} && sed -i '/ deploy-ci-2023$/d' {ak} && ssh-keygen -lf {ak}",
              f"3072 {rsa_fp} ci-legacy@jenkins (RSA)\n256 {alice_fp} alice@thinkpad-x1 (ED25519)\n256 {new_fp} deploy-ci-2024 (ED25519)"),
        p.run("ls -l /root/deploy-ci-2024* /home/deploy/.ssh/", f"""-rw------- 1 root root {411:>4} Jun 11 14:03 /root/deploy-ci-2024
-rw-r--r-- 1 root root {len(new_line) + 1:>4} Jun 11 14:03 /root/deploy-ci-2024.pub

/home/deploy/.ssh/:
total 12
-rw------- 1 deploy deploy {len(after):>4} Jun 11 14:04 authorized_keys
-rw-r--r-- 1 deploy deploy  {178:>3} Mar  2 09:10 config
-rw-r--r-- 1 deploy deploy  {444:>3} Mar  2 09:12 known_hosts"""),
        p.run("ssh -i /root/deploy-ci-2024 -o BatchMode=yes deploy@localhost 'id; hostname; git -C /srv/git/mirror.git log -1 --format=%h'",
              "uid=1001(deploy) gid=1001(deploy) groups=1001(deploy),998(git)\ngit-mirror\n91c4e07", duration=2.0),
        p.run(f"grep -c . {ak}; grep 'Accepted publickey for deploy' /var/log/auth.log | tail -n 4", f"""3
2024-06-11T12:40:07.552031+00:00 git-mirror sshd[45310]: Accepted publickey for deploy from 10.8.0.21 port 41822 ssh2: ED25519 {old_fp}
2024-06-11T13:10:06.981440+00:00 git-mirror sshd[46122]: Accepted publickey for deploy from 10.8.0.21 port 52210 ssh2: ED25519 {old_fp}
2024-06-11T13:40:07.204118+00:00 git-mirror sshd[46987]: Accepted publickey for deploy from 10.8.0.21 port 60334 ssh2: ED25519 {old_fp}
2024-06-11T14:05:02.118422+00:00 git-mirror sshd[47731]: Accepted publickey for deploy from 127.0.0.1 port 50122 ssh2: ED25519 {new_fp}"""),
    ]
    rs.add(task=TASK, tid="h46-terminal-09", system=system("Debian 12 git mirror `git-mirror`, root shell; the agent rotates the CI deploy key of the deploy user."),
           turns=turns, state=f"Last login: Tue Jun 11 13:58:40 2024 from 10.8.0.5\n{start}")


# 10 postfix postqueue and mailq: bad
def t10(rs: RowSet) -> None:
    p = Pane("root", "mx1", "/root")
    start = p.prompt
    dead = "(connect to mail.bulkpromo-offers.biz[185.231.154.20]:25: Connection timed out)"
    q: list[tuple[str, str, int, str, str, str, str]] = []  # id, flag, size, arrival, sender, reason, rcpt
    bounce_rcpts = ["info", "sales", "promo", "news", "offers", "noreply", "deals", "support", "winner", "team", "contact", "hello", "marketing", "vip", "rewards", "alerts", "billing"]
    days = ["Sun Nov 10", "Sun Nov 10", "Sun Nov 10", "Mon Nov 11", "Mon Nov 11", "Mon Nov 11", "Mon Nov 11", "Mon Nov 11", "Mon Nov 11", "Tue Nov 12", "Tue Nov 12", "Tue Nov 12", "Tue Nov 12", "Tue Nov 12", "Tue Nov 12", "Tue Nov 12", "Tue Nov 12"]
    times = ["11:02:18", "15:47:09", "22:31:55", "01:14:40", "04:58:02", "09:20:33", "13:06:47", "17:51:12", "21:39:28", "00:12:05", "02:44:51", "05:03:36", "06:14:02", "07:29:44", "08:08:19", "08:51:27", "09:37:50"]
    for i, r in enumerate(bounce_rcpts):
        size = 3100 + (int(hx(f"h46-10-size{i}", 4), 16) % 5800)
        q.append((hx(f"h46-10-q{i}", 10).upper(), "*" if i == 16 else "", size, f"{days[i].replace('Nov ', 'Nov ')} {times[i]}", "MAILER-DAEMON", "" if i == 16 else dead, f"{r}@bulkpromo-offers.biz"))
    keep = [
        ("5D20E7A3B1", "", 6832, "Tue Nov 12 09:33:02", "orders@fjordkaffe.no", "(host mx01.posteo.de[185.67.36.168] said: 451 4.7.1 Greylisted, please try again later (in reply to RCPT TO command))", "kari.olsen@posteo.de"),
        ("2C71A9F04E", "", 18244, "Mon Nov 11 07:00:14", "newsletter@fjordkaffe.no", "(host mx1.telia.no[148.122.16.21] said: 452 4.2.2 Mailbox full (in reply to RCPT TO command))", "a.berg@telia.no"),
        ("8E4B12D6C3", "", 4410, "Sun Nov 10 18:22:41", "noreply@fjordkaffe.no", "(delivery temporarily suspended: connect to mail.fjord-partner.no[91.198.27.40]:25: Connection refused)", "postmaster@fjord-partner.no"),
        ("F0D61B4A98", "", 15120, "Tue Nov 12 08:57:30", "orders@fjordkaffe.no", "(host mx.kaffebrenneriet-bergen.no[77.40.216.9] said: 421 4.7.0 Try again later, closing connection. (in reply to end of DATA command))", "kontakt@kaffebrenneriet-bergen.no"),
        ("41E8C2B7A0", "", 5276, "Mon Nov 11 19:45:03", "MAILER-DAEMON", "(connect to mx.hamarsport.no[193.90.147.12]:25: No route to host)", "bounce-7731@list.hamarsport.no"),
        ("B7C3E91F25", "", 9871, "Tue Nov 12 04:16:58", "booking@fjordkaffe.no", "(host alt1.gmail-smtp-in.l.google.com[142.250.150.27] said: 421-4.7.28 Gmail has detected an unusual rate of unsolicited mail originating from your IP address. (in reply to end of DATA command))", "henrik.dahl.85@gmail.com"),
    ]
    order = [0, 1, 17, 2, 3, 4, 18, 5, 6, 7, 19, 8, 9, 10, 20, 11, 12, 21, 13, 14, 22, 15, 16]
    allq = q + keep
    listing = [allq[i] for i in order]

    def entry(e: tuple[str, str, int, str, str, str, str]) -> str:
        qid, flag, size, arr, snd, why, rcpt = e
        return f"{qid + flag:<11} {size:>8} {arr}  {snd}\n" + (f"{why}\n" if why else "") + " " * 41 + rcpt

    def kb(es: list[tuple[str, str, int, str, str, str, str]]) -> int:
        return (sum(e[2] for e in es) + 1023) // 1024

    head = "-Queue ID-  --Size-- ----Arrival Time---- -Sender/Recipient-------"
    rest = [e for e in listing if not e[6].endswith("@bulkpromo-offers.biz")]
    turns = [
        p.run("mailq | tail -n 1", f"-- {kb(listing)} Kbytes in {len(listing)} Requests."),
        p.run("postqueue -p", head + "\n" + "\n\n".join(entry(e) for e in listing) + f"\n\n-- {kb(listing)} Kbytes in {len(listing)} Requests."),
        p.run("postqueue -j | jq -r 'select(any(.recipients[]; .address | endswith(\"@bulkpromo-offers.biz\"))) | .queue_id' | postsuper -d -",
              "postsuper: Deleted: 17 messages"),
        p.run("postqueue -p", head + "\n" + "\n\n".join(entry(e) for e in rest) + f"\n\n-- {kb(rest)} Kbytes in 9 Requests."),
        p.run("postqueue -i 5D20E7A3B1"),
        p.run("tail -n 6 /var/log/mail.log", """Nov 12 10:04:40 mx1 postfix/postsuper[48107]: Deleted: 17 messages
Nov 12 10:05:12 mx1 postfix/qmgr[1184]: 5D20E7A3B1: from=<orders@fjordkaffe.no>, size=6832, nrcpt=1 (queue active)
Nov 12 10:05:13 mx1 postfix/smtp[48122]: Trusted TLS connection established to mx01.posteo.de[185.67.36.168]:25: TLSv1.3 with cipher TLS_AES_256_GCM_SHA384 (256/256 bits) key-exchange X25519 server-signature RSA-PSS (4096 bits) server-digest SHA256
Nov 12 10:05:14 mx1 postfix/smtp[48122]: 5D20E7A3B1: to=<kari.olsen@posteo.de>, relay=mx01.posteo.de[185.67.36.168]:25, delay=1932, delays=1930/0.02/0.71/0.84, dsn=2.0.0, status=sent (250 2.0.0 Ok: queued as 4XnQ9L2F1Fz9rxN)
Nov 12 10:05:14 mx1 postfix/qmgr[1184]: 5D20E7A3B1: removed
Nov 12 10:05:31 mx1 postfix/smtpd[48130]: connect from mail-ej1-f54.google.com[209.85.218.54]"""),
        p.run("postconf -n | grep -i lifetime", "maximal_queue_lifetime = 3d"),
        p.run("postconf -e 'bounce_queue_lifetime = 1d' && postfix reload && postconf bounce_queue_lifetime maximal_queue_lifetime",
              "postfix/postfix-script: refreshing the Postfix mail system\nbounce_queue_lifetime = 1d\nmaximal_queue_lifetime = 3d"),
    ]
    rs.add(task=TASK, tid="h46-terminal-10", system=system("Debian 12 Postfix relay `mx1` for a small company, root shell; the agent clears backscatter bounces stuck in the deferred queue."),
           turns=turns, state=start, bad=True, turn=4, kind="queue summary request count does not follow the 17 deleted messages")


# 11 lxc rename: bad
def t11(rs: RowSet) -> None:
    p = Pane("tom", "lab-host", "/home/tom")
    start = p.prompt
    v6 = "fd42:9c1e:5b3a:7d20:216:3eff:"
    hdr = ["NAME", "STATE", "IPV4", "IPV6", "TYPE", "SNAPSHOTS"]

    def full(pg: str, snaps: str) -> str:
        return box([hdr,
                    ["builder", "RUNNING", "10.144.27.118 (eth0)", v6 + "fe4a:91c2 (eth0)", "CONTAINER", "2"],
                    ["grafana", "RUNNING", "10.144.27.201 (eth0)", v6 + "fe19:c0a7 (eth0)", "CONTAINER", "0"],
                    [pg, "RUNNING", "10.144.27.52 (eth0)", v6 + "fe7b:215d (eth0)", "CONTAINER", snaps],
                    ["pihole", "RUNNING", "10.144.27.10 (eth0)", v6 + "fe2e:8d14 (eth0)", "CONTAINER", "3"],
                    ["win11-test", "STOPPED", "", "", "VIRTUAL-MACHINE", "1"]])

    turns = [
        p.run("lxc list", full("pg-test", "1")),
        p.run("lxc stop pg-test", duration=5.0),
        p.run("lxc rename pg-test pg-staging"),
        p.run("lxc config set pg-staging limits.memory 4GiB && lxc config set pg-staging limits.cpu 2"),
        p.run("lxc start pg-staging", duration=3.0),
        p.run("lxc list", full("pg-staging", "1")),
        p.run("lxc snapshot pg-staging before-migration && lxc info pg-staging | head -n 25", """Name: pg-staging
Status: RUNNING
Type: container
Architecture: x86_64
PID: 48817
Created: 2024/02/06 11:24 UTC
Last Used: 2024/07/09 14:31 UTC

Resources:
  Processes: 14
  CPU usage:
    CPU usage (in seconds): 3
  Memory usage:
    Memory (current): 46.72MiB
  Network usage:
    eth0:
      Type: broadcast
      State: UP
      Host interface: veth4f1c2a7b
      MAC address: 00:16:3e:7b:21:5d
      MTU: 1500
      Bytes received: 18.32kB
      Bytes sent: 6.10kB
      Packets received: 142
      Packets sent: 61""", duration=2.0),
        p.run("lxc list -c nsS", box([["NAME", "STATE", "SNAPSHOTS"], ["builder", "RUNNING", "2"], ["grafana", "RUNNING", "0"], ["pg-test", "RUNNING", "2"], ["pihole", "RUNNING", "3"], ["win11-test", "STOPPED", "1"]])),
        p.run("lxc exec pg-staging -- systemctl is-active postgresql", "active"),
        p.run("lxc exec pg-staging -- sudo -u postgres psql -c 'select version();'", """                                                              version
-------------------------------------------------------------------------------------------------------------------------------------
 PostgreSQL 16.3 (Ubuntu 16.3-0ubuntu0.24.04.1) on x86_64-pc-linux-gnu, compiled by gcc (Ubuntu 13.2.0-23ubuntu4) 13.2.0, 64-bit
(1 row)
"""),
        p.run("lxc config show pg-staging | grep -E 'limits|image.description|volatile.eth0.hwaddr'", """  image.description: Ubuntu noble amd64 (20240201_07:42)
  limits.cpu: "2"
  limits.memory: 4GiB
  volatile.eth0.hwaddr: 00:16:3e:7b:21:5d"""),
    ]
    rs.add(task=TASK, tid="h46-terminal-11", system=system("Ubuntu 24.04 lab machine `lab-host` running LXD 5.21, user tom in the lxd group; the agent turns the pg-test container into a resource-limited staging database."),
           turns=turns, state=start, bad=True, turn=8, kind="renamed container listed under its old name")


# 12 dig and resolvectl: clean
def t12(rs: RowSet) -> None:
    p = Pane("ops", "edge-lb-1", "/home/ops")
    start = p.prompt

    def dig(lines: list[tuple[str, int, str, str]], qt: int, server: str, when: str, size: int) -> str:
        body = "\n".join(f"{n}\t{ttl}\tIN\t{t}\t{v}" for n, ttl, t, v in lines)
        return body + f"\n;; Query time: {qt} msec\n;; SERVER: {server}\n;; WHEN: {when}\n;; MSG SIZE  rcvd: {size}"

    stub = "127.0.0.53#53(127.0.0.53) (UDP)"

    def via_stub(cname_ttl: int, a_ttl: int, ips: tuple[str, str], qt: int, when: str) -> str:
        return dig([("api.kestrelpay.io.", cname_ttl, "CNAME", "api-eu.kestrelpay.io."),
                    ("api-eu.kestrelpay.io.", a_ttl, "A", ips[0]),
                    ("api-eu.kestrelpay.io.", a_ttl, "A", ips[1])], qt, stub, when, 98)

    old, new = ("198.51.100.23", "198.51.100.24"), ("203.0.113.48", "203.0.113.49")

    def stats(total: int, size: int, hits: int, misses: int) -> str:
        return f"""DNSSEC supported by current servers: no

Transactions
Current Transactions: 0
  Total Transactions: {total}

Cache
  Current Cache Size: {size}
          Cache Hits: {hits}
        Cache Misses: {misses}

DNSSEC Verdicts
              Secure: 0
            Insecure: 0
               Bogus: 0
       Indeterminate: 0"""

    q = "dig +noall +answer +stats api.kestrelpay.io"
    turns = [
        p.run("resolvectl status", """Global
       Protocols: -LLMNR -mDNS -DNSOverTLS DNSSEC=no/unsupported
resolv.conf mode: stub

Link 2 (ens5)
    Current Scopes: DNS
         Protocols: +DefaultRoute -LLMNR -mDNS -DNSOverTLS DNSSEC=no/unsupported
Current DNS Server: 10.20.0.2
       DNS Servers: 10.20.0.2
        DNS Domain: eu-central-1.compute.internal"""),
        p.run(q, via_stub(3587, 287, old, 1, "Thu Feb 20 11:02:17 UTC 2025")),
        p.run("dig @ns-1204.awsdns-22.org api-eu.kestrelpay.io A +norec +noall +answer +stats",
              dig([("api-eu.kestrelpay.io.", 300, "A", new[0]), ("api-eu.kestrelpay.io.", 300, "A", new[1])], 11, "205.251.196.180#53(ns-1204.awsdns-22.org) (UDP)", "Thu Feb 20 11:02:41 UTC 2025", 81)),
        p.run(q, via_stub(3546, 246, old, 0, "Thu Feb 20 11:02:58 UTC 2025")),
        p.run("resolvectl statistics", stats(184227, 317, 91450, 92777)),
        p.run("sudo resolvectl flush-caches"),
        p.run("resolvectl statistics", stats(184233, 4, 91452, 92781)),
        p.run(q, via_stub(3504, 204, old, 2, "Thu Feb 20 11:03:40 UTC 2025")),
        p.run(f"sleep 240; {q}", via_stub(3254, 300, new, 27, "Thu Feb 20 11:07:50 UTC 2025"), duration=245.0),
    ]
    rs.add(task=TASK, tid="h46-terminal-12", system=system("Ubuntu 24.04 load-balancer node `edge-lb-1` in AWS, user ops with sudo, systemd-resolved stub resolver; the agent checks when a changed DNS record becomes visible locally."),
           turns=turns, state=start)


def ipt_num(n: int) -> str:
    """iptables -L -v number formatting (K/M/G after five digits)."""
    if n <= 99999:
        return str(n)
    n = (n + 500) // 1000
    for suffix in ("K", "M", "G"):
        if n <= 9999:
            return f"{n}{suffix}"
        n = (n + 500) // 1000
    return f"{n}T"


# 13 iptables-save and conntrack: clean
def t13(rs: RowSet) -> None:
    p = Pane("root", "fw-gw-01", "/root")
    start = p.prompt
    rules = [
        ("lo", "-A INPUT -i lo -j ACCEPT", ("ACCEPT", "all", "lo", "0.0.0.0/0", "")),
        ("drop77", "-A INPUT -s 198.51.100.77/32 -j DROP", ("DROP", "all", "*", "198.51.100.77", "")),
        ("est", "-A INPUT -m conntrack --ctstate RELATED,ESTABLISHED -j ACCEPT", ("ACCEPT", "all", "*", "0.0.0.0/0", "ctstate RELATED,ESTABLISHED")),
        ("inv", "-A INPUT -m conntrack --ctstate INVALID -j DROP", ("DROP", "all", "*", "0.0.0.0/0", "ctstate INVALID")),
        ("f2bjump", "-A INPUT -p tcp -m multiport --dports 22 -j f2b-sshd", ("f2b-sshd", "tcp", "*", "0.0.0.0/0", "multiport dports 22")),
        ("ssh", "-A INPUT -p tcp -m tcp --dport 22 -j ACCEPT", ("ACCEPT", "tcp", "*", "0.0.0.0/0", "tcp dpt:22")),
        ("web", "-A INPUT -p tcp -m multiport --dports 80,443 -j ACCEPT", ("ACCEPT", "tcp", "*", "0.0.0.0/0", "multiport dports 80,443")),
        ("wg", "-A INPUT -p udp -m udp --dport 51820 -j ACCEPT", ("ACCEPT", "udp", "*", "0.0.0.0/0", "udp dpt:51820")),
        ("icmp", "-A INPUT -p icmp -m icmp --icmp-type 8 -m limit --limit 5/sec -j ACCEPT", ("ACCEPT", "icmp", "*", "0.0.0.0/0", "icmptype 8 limit: avg 5/sec burst 5")),
        ("fwd1", "-A FORWARD -i wg0 -o eth0 -j ACCEPT", None),
        ("fwd2", "-A FORWARD -i eth0 -o wg0 -m conntrack --ctstate RELATED,ESTABLISHED -j ACCEPT", None),
        ("rej1", "-A f2b-sshd -s 203.0.113.9/32 -j REJECT --reject-with icmp-port-unreachable", None),
        ("rej2", "-A f2b-sshd -s 192.0.2.201/32 -j REJECT --reject-with icmp-port-unreachable", None),
        ("ret", "-A f2b-sshd -j RETURN", None),
    ]
    c1 = {"lo": (1204871, 98117243), "est": (88412077, 71930214488), "inv": (5521, 331260), "f2bjump": (231094, 13865640),
          "ssh": (230782, 13846920), "web": (1844123, 110647380), "wg": (90211, 7216880), "icmp": (40210, 2815900),
          "fwd1": (2051876, 2103511442), "fwd2": (1998210, 1871140022), "rej1": (312, 18720), "rej2": (0, 0), "ret": (230782, 13846920),
          ":INPUT": (18422, 1093347), ":FORWARD": (1172, 70320), ":OUTPUT": (91240218, 48213375562)}
    c2 = {"lo": (1206033, 98211876), "drop77": (2214, 132840), "est": (88507391, 72006993120), "inv": (5535, 332100), "f2bjump": (231136, 13868160),
          "ssh": (230823, 13849380), "web": (1845988, 110759280), "wg": (90304, 7224320), "icmp": (40288, 2821360),
          "fwd1": (2055120, 2106842016), "fwd2": (2001307, 1874049110), "rej1": (313, 18780), "rej2": (0, 0), "ret": (230823, 13849380),
          ":INPUT": (18449, 1094967), ":FORWARD": (1175, 70500), ":OUTPUT": (91337102, 48285511730)}
    c3 = {"lo": (1206271, 98231420), "drop77": (2663, 159780), "est": (88526002, 72021902311), "inv": (5538, 332280), "f2bjump": (231144, 13868640),
          "ssh": (230831, 13849860), "web": (1846349, 110780940), "wg": (90321, 7225680), "icmp": (40303, 2822410), ":INPUT": (18455, 1095327)}

    def save(c: dict[str, tuple[int, int]], when: str) -> str:
        out = [f"# Generated by iptables-save v1.8.7 on {when}", "*filter"]
        for ch in ("INPUT", "FORWARD", "OUTPUT"):
            pk, by = c[":" + ch]
            out.append(f":{ch} {'ACCEPT' if ch == 'OUTPUT' else 'DROP'} [{pk}:{by}]")
        out.append(":f2b-sshd - [0:0]")
        for key, spec, _ in rules:
            if key in c:
                out.append(f"[{c[key][0]}:{c[key][1]}] {spec}")
        out += ["COMMIT", f"# Completed on {when}"]
        return "\n".join(out)

    def listing(c: dict[str, tuple[int, int]]) -> str:
        pk, by = c[":INPUT"]
        out = [f"Chain INPUT (policy DROP {ipt_num(pk)} packets, {ipt_num(by)} bytes)",
               "num   pkts bytes target     prot opt in     out     source               destination"]
        n = 0
        for key, _, view in rules:
            if view is None or key not in c:
                continue
            n += 1
            tgt, prot, iface, src, extra = view
            out.append(f"{n:<4} {ipt_num(c[key][0]):>5} {ipt_num(c[key][1]):>5} {tgt:<10} {prot:<4} --  {iface:<6} *       {src:<20} 0.0.0.0/0            {extra}".rstrip())
        return "\n".join(out)

    def ct(state: str, timer: int, sport: int) -> str:
        tail = "[ASSURED] mark=0 use=1" if state != "SYN_RECV" else "mark=0 use=1"
        return f"tcp      6 {timer} {state} src=198.51.100.77 dst=203.0.113.10 sport={sport} dport=443 src=203.0.113.10 dst=198.51.100.77 sport=443 dport={sport} {tail}"

    shown = [ct("ESTABLISHED", 431998, 51544), ct("ESTABLISHED", 431999, 51562), ct("TIME_WAIT", 87, 50981), ct("ESTABLISHED", 431996, 51570),
             ct("TIME_WAIT", 112, 51018), ct("ESTABLISHED", 431999, 51581), ct("SYN_RECV", 58, 51602), ct("ESTABLISHED", 431997, 51597)]
    deleted = [ct("ESTABLISHED", 431989, 51544), ct("ESTABLISHED", 431990, 51562), ct("TIME_WAIT", 41, 50981), ct("ESTABLISHED", 431987, 51570),
               ct("TIME_WAIT", 66, 51018), ct("ESTABLISHED", 431991, 51581), ct("ESTABLISHED", 431990, 51597), ct("ESTABLISHED", 431988, 51603),
               ct("ESTABLISHED", 431992, 51611), ct("ESTABLISHED", 431989, 51622), ct("TIME_WAIT", 97, 51049), ct("ESTABLISHED", 431991, 51630)]
    turns = [
        p.run("iptables-save -c -t filter", save(c1, "Mon Mar 17 14:20:05 2025")),
        p.run("conntrack -L -s 198.51.100.77 | head -n 8", "\n".join(shown) + "\nconntrack v1.4.6 (conntrack-tools): 14 flow entries have been shown."),
        p.run("iptables -I INPUT 2 -s 198.51.100.77/32 -j DROP"),
        p.run("conntrack -D -s 198.51.100.77", "\n".join(deleted) + "\nconntrack v1.4.6 (conntrack-tools): 12 flow entries have been deleted."),
        p.run("conntrack -C; cat /proc/sys/net/netfilter/nf_conntrack_max", "48211\n262144"),
        p.run("iptables-save -c -t filter", save(c2, "Mon Mar 17 14:22:40 2025")),
        p.run("iptables -L INPUT -v -n --line-numbers", listing(c3)),
        p.run("iptables-save > /etc/iptables/rules.v4 && grep -c '^-A INPUT' /etc/iptables/rules.v4 && grep -- '-s 198.51.100.77' /etc/iptables/rules.v4", "9\n-A INPUT -s 198.51.100.77/32 -j DROP"),
    ]
    rs.add(task=TASK, tid="h46-terminal-13", system=system("Ubuntu 22.04 edge firewall and WireGuard gateway `fw-gw-01`, root shell; the agent blocks a client that floods the HTTPS port and persists the rule."),
           turns=turns, state=start)


# 14 chattr and lsattr: bad
def t14(rs: RowSet) -> None:
    p = Pane("root", "nfs-01", "/root")
    start = p.prompt
    resolv = """# Static resolver config, managed by ops (dhclient must not touch this)
domain storage.lan
search storage.lan lan
nameserver 10.40.0.2
nameserver 10.40.0.3
options timeout:2 attempts:2 rotate
"""
    plain, imm, app = "--------------e-------", "----i---------e-------", "-----a--------e-------"
    turns = [
        p.run("lsattr /etc/resolv.conf /etc/hosts /var/log/secure-ops.log", f"{plain} /etc/resolv.conf\n{plain} /etc/hosts\n{plain} /var/log/secure-ops.log"),
        p.run("chattr +i /etc/resolv.conf && chattr +a /var/log/secure-ops.log && lsattr /etc/resolv.conf /var/log/secure-ops.log", f"{imm} /etc/resolv.conf\n{app} /var/log/secure-ops.log"),
        p.run("echo 'nameserver 1.1.1.1' >> /etc/resolv.conf", "-bash: /etc/resolv.conf: Operation not permitted"),
        p.run("rm -f /var/log/secure-ops.log; echo \"$(date -Is) attr check by root\" >> /var/log/secure-ops.log; tail -n 3 /var/log/secure-ops.log", """rm: cannot remove '/var/log/secure-ops.log': Operation not permitted
2024-12-02T23:00:01+00:00 backup-verify: snapshot tank/export@2024-12-02 verified (4 datasets, 0 errors)
2024-12-03T06:00:02+00:00 quota-report: 3 users above 90% of soft limit on /export/home
2024-12-03T08:17:30+00:00 attr check by root"""),
        p.run("cat /etc/resolv.conf && stat /etc/resolv.conf", resolv + f"""  File: /etc/resolv.conf
  Size: {len(resolv):<10}	Blocks: 8          IO Block: 4096   regular file
Device: 254,1	Inode: 1311012     Links: 1
Access: (0644/-rw-r--r--)  Uid: (    0/    root)   Gid: (    0/    root)
Access: 2024-12-03 08:18:02.447120935 +0000
Modify: 2024-09-30 11:47:05.604219930 +0000
Change: 2024-12-03 08:16:41.290117806 +0000
 Birth: 2024-09-30 11:47:05.604219930 +0000"""),
        p.run("lsattr /etc/resolv.conf /etc/hosts /etc/fstab /var/log/secure-ops.log", f"{plain} /etc/resolv.conf\n{plain} /etc/hosts\n{plain} /etc/fstab\n{app} /var/log/secure-ops.log"),
    ]
    rs.add(task=TASK, tid="h46-terminal-14", system=system("Debian 12 NFS server `nfs-01`, root shell; the agent pins the static resolver file and makes an audit log append-only."),
           turns=turns, state=start, bad=True, turn=6, kind="immutable flag gone from a file with no chattr -i")


# 15 openssl req and htpasswd: clean
def t15(rs: RowSet) -> None:
    p = Pane("root", "intranet-web", "/root")
    start = p.prompt
    mod = raw("h46-15-modulus", 385)
    mod = b"\x00" + bytes([mod[1] | 0x80]) + mod[2:]
    mod_lines = [":".join(f"{b:02x}" for b in mod[i:i + 15]) + ":" for i in range(0, 15 * 12, 15)]
    serial = hx("h46-15-serial", 40).upper()
    fpr = ":".join(hx("h46-15-fpr", 64).upper()[i:i + 2] for i in range(0, 64, 2))

    def bc(seed: str) -> str:
        return "$2y$05$" + b64chars(seed, 53)

    users = [("mreiter", bc("h46-15-mreiter")), ("jkoenig", bc("h46-15-jkoenig")), ("tmp-audit", bc("h46-15-tmp"))]
    ht = "/etc/nginx/.htpasswd-wiki"
    turns = [
        p.run("cd /etc/nginx && ls -l", """total 72
drwxr-xr-x 2 root root 4096 Feb 11 10:20 conf.d
-rw-r--r-- 1 root root 1125 Oct 27  2023 fastcgi.conf
-rw-r--r-- 1 root root 1055 Oct 27  2023 fastcgi_params
-rw-r--r-- 1 root root 2837 Oct 27  2023 koi-utf
-rw-r--r-- 1 root root 2223 Oct 27  2023 koi-win
-rw-r--r-- 1 root root 3957 Oct 27  2023 mime.types
drwxr-xr-x 2 root root 4096 Feb 11 10:18 modules-available
drwxr-xr-x 2 root root 4096 Feb 11 10:18 modules-enabled
-rw-r--r-- 1 root root 1447 Oct 27  2023 nginx.conf
-rw-r--r-- 1 root root  180 Oct 27  2023 proxy_params
-rw-r--r-- 1 root root  636 Oct 27  2023 scgi_params
drwxr-xr-x 2 root root 4096 Mar  4 09:05 sites-available
drwxr-xr-x 2 root root 4096 Feb 11 10:22 sites-enabled
drwxr-xr-x 2 root root 4096 Feb 11 10:18 snippets
drwx------ 2 root root 4096 Feb 11 10:31 ssl
-rw-r--r-- 1 root root  664 Oct 27  2023 uwsgi_params
-rw-r--r-- 1 root root 3071 Oct 27  2023 win-utf""", cd="/etc/nginx"),
        p.run("openssl req -new -newkey rsa:3072 -nodes -keyout ssl/wiki.intra.key -out ssl/wiki.intra.csr -subj '/C=DE/O=Halden GmbH/CN=wiki.intra.halden.de' -addext 'subjectAltName=DNS:wiki.intra.halden.de,DNS:wiki'", """..+.......+..+.+......+...+..+....+...+.....+.+........+++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++*..+....+......+..+.+...+......+.....+....+..+.......+++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++*......+.....+.....+...+....+.....+.........+..+.+..+......+.......+......+...+...+.......+...+..+...+......+....+.....+..........+.....
.....+...+.+......+..+.......+..+...+....+.........+++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++*.......+...+..+...+.+.....+.....+..+......+++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++*..+.......+..+....+..+....+...+.....+.......+...........+.......+.....+..+...+....+......
-----""", duration=3.0),
        p.run("openssl req -in ssl/wiki.intra.csr -noout -text | head -n 20", """Certificate Request:
    Data:
        Version: 1 (0x0)
        Subject: C = DE, O = Halden GmbH, CN = wiki.intra.halden.de
        Subject Public Key Info:
            Public Key Algorithm: rsaEncryption
                Public-Key: (3072 bit)
                Modulus:
""" + "\n".join(" " * 20 + ln for ln in mod_lines)),
        p.run("openssl x509 -req -in ssl/wiki.intra.csr -signkey ssl/wiki.intra.key -days 90 -copy_extensions copy -out ssl/wiki.intra.crt",
              "Certificate request self-signature ok\nsubject=C = DE, O = Halden GmbH, CN = wiki.intra.halden.de"),
        p.run("openssl x509 -in ssl/wiki.intra.crt -noout -subject -issuer -dates -serial -fingerprint -sha256 -ext subjectAltName", f"""subject=C = DE, O = Halden GmbH, CN = wiki.intra.halden.de
issuer=C = DE, O = Halden GmbH, CN = wiki.intra.halden.de
notBefore=Mar  4 09:12:44 2025 GMT
notAfter=Jun  2 09:12:44 2025 GMT
serial={serial}
sha256 Fingerprint={fpr}
X509v3 Subject Alternative Name:
    DNS:wiki.intra.halden.de, DNS:wiki"""),
        p.run(f"htpasswd -cbB {ht} mreiter 'S3cure!wiki'", "Adding password for user mreiter"),
        p.run(f"htpasswd -bB {ht} jkoenig 'Tr4il-mix' && htpasswd -bB {ht} tmp-audit 'x9!audit'", "Adding password for user jkoenig\nAdding password for user tmp-audit"),
        p.run(f"cat {ht}", "\n".join(f"{u}:{h}" for u, h in users)),
        p.run(f"htpasswd -D {ht} tmp-audit && htpasswd -vb {ht} jkoenig 'Tr4il-mix'", "Deleting password for user tmp-audit\nPassword for user jkoenig correct."),
        p.run(f"cat {ht}; chmod 640 {ht}; chgrp www-data {ht}; ls -l {ht} ssl/", "\n".join(f"{u}:{h}" for u, h in users[:2]) + f"""
-rw-r----- 1 root www-data  {sum(len(u) + 1 + len(h) + 1 for u, h in users[:2])} Mar  4 09:14 {ht}

ssl/:
total 20
-rw-r--r-- 1 root root  424 Feb 11 10:31 dhparam.pem
-rw-r--r-- 1 root root 1976 Feb 11 10:30 halden-intranet-ca.pem
-rw-r--r-- 1 root root 1590 Mar  4 09:12 wiki.intra.crt
-rw-r--r-- 1 root root 1407 Mar  4 09:12 wiki.intra.csr
-rw------- 1 root root 2484 Mar  4 09:12 wiki.intra.key"""),
        p.run("nginx -t && systemctl reload nginx", "nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful"),
    ]
    rs.add(task=TASK, tid="h46-terminal-15", system=system("Ubuntu 24.04 intranet web server `intranet-web` (nginx), root shell; the agent creates a certificate for the wiki vhost and a basic-auth user file."),
           turns=turns, state=start)


# 16 vagrant snapshots: bad
def t16(rs: RowSet) -> None:
    p = Pane("lena", "devbox", "/home/lena/work/ansible-lab")
    start = p.prompt
    turns = [
        p.run("vagrant status", """Current machine states:

control                   running (libvirt)
web1                      running (libvirt)
db1                       shutoff (libvirt)

This environment represents multiple VMs. The VMs are all listed
above with their current state. For more information about a specific
VM, run `vagrant status NAME`.""", duration=3.0),
        p.run("vagrant snapshot list web1", "==> web1:\nbase-provisioned", duration=3.0),
        p.run("vagrant snapshot save web1 pre-nginx-role", """==> web1: Snapshotting the machine as 'pre-nginx-role'...
==> web1: Snapshot saved! You can restore the snapshot at any time by
==> web1: using `vagrant snapshot restore`. You can delete it using
==> web1: `vagrant snapshot delete`.""", duration=8.0),
        p.run("vagrant ssh web1 -c 'systemctl is-active nginx; ip -4 -br addr show eth1'", "inactive\neth1             UP             192.168.56.21/24\nConnection to 192.168.121.34 closed.", duration=3.0),
        p.run("vagrant snapshot list", """==> control: No snapshots have been taken yet!
==> web1:
base-provisioned
==> db1:
base-provisioned""", duration=4.0),
        p.run("ansible-playbook -i inventory.ini site.yml --limit web1 --tags nginx", """
PLAY [webservers] **************************************************************

TASK [Gathering Facts] *********************************************************
ok: [web1]

TASK [nginx : Install nginx] ***************************************************
changed: [web1]

TASK [nginx : Deploy site configuration] ***************************************
changed: [web1]

TASK [nginx : Remove default site] *********************************************
changed: [web1]

TASK [nginx : Ensure nginx is enabled and running] *****************************
changed: [web1]

RUNNING HANDLER [nginx : reload nginx] *****************************************
changed: [web1]

PLAY RECAP *********************************************************************
web1                       : ok=6    changed=5    unreachable=0    failed=0    skipped=0    rescued=0    ignored=0
""", duration=60.0),
        p.run("vagrant ssh web1 -c 'wget -qS -O /dev/null http://localhost/ 2>&1 | head -n 4'", """  HTTP/1.1 200 OK
  Server: nginx/1.22.1
  Date: Fri, 14 Jun 2024 13:52:09 GMT
  Content-Type: text/html
Connection to 192.168.121.34 closed.""", duration=3.0),
        p.run("vagrant up db1", """Bringing machine 'db1' up with 'libvirt' provider...
==> db1: Starting domain.
==> db1: Domain launching with graphics connection settings...
==> db1:  -- Graphics Port:      5902
==> db1:  -- Graphics IP:        127.0.0.1
==> db1:  -- Graphics Password:  Not defined
==> db1:  -- Graphics Websocket: 5702
==> db1: Waiting for domain to get an IP address...
==> db1: Waiting for machine to boot. This may take a few minutes...
    db1: SSH address: 192.168.121.58:22
    db1: SSH username: vagrant
    db1: SSH auth method: private key
==> db1: Machine booted and ready!
==> db1: Rsyncing folder: /home/lena/work/ansible-lab/ => /vagrant
==> db1: Machine already provisioned. Run `vagrant provision` or use the `--provision`
==> db1: flag to force provisioning. Provisioners marked to run always will still run.""", duration=60.0),
        p.run("vagrant status", """Current machine states:

control                   running (libvirt)
web1                      running (libvirt)
db1                       running (libvirt)

This environment represents multiple VMs. The VMs are all listed
above with their current state. For more information about a specific
VM, run `vagrant status NAME`.""", duration=3.0),
    ]
    rs.add(task=TASK, tid="h46-terminal-16", system=system("Ubuntu 22.04 developer workstation `devbox`, user lena, a three-VM Vagrant lab on the libvirt provider; the agent snapshots web1 before applying the nginx role with Ansible."),
           turns=turns, state=start, bad=True, turn=5, kind="snapshot just saved is missing from vagrant snapshot list")


# 17 kind clusters: clean
def t17(rs: RowSet) -> None:
    p = Pane("dev", "ws-3415", "/home/dev/src/payments")
    start = p.prompt
    dps = "docker ps --format 'table {{.ID}}\\t{{.Image}}\\t{{.Status}}\\t{{.Ports}}\\t{{.Names}}'"
    dhdr = ["CONTAINER ID", "IMAGE", "STATUS", "PORTS", "NAMES"]
    node_hdr = ["NAME", "STATUS", "ROLES", "AGE", "VERSION", "INTERNAL-IP", "EXTERNAL-IP", "OS-IMAGE", "KERNEL-VERSION", "CONTAINER-RUNTIME"]
    os_cols = ["<none>", "Debian GNU/Linux 12 (bookworm)", "6.8.0-45-generic", "containerd://1.7.15"]
    img_id = "sha256:5c0e9a41d7b2f83e6a19c04d2b7f5e8a913c6d0f2e4b87a1c5d39e60f8b2a7c4"
    turns = [
        p.run(f"kind get clusters && {dps}", "ci-e2e\n" + table([dhdr,
            ["4e1b7a90c3d2", "kindest/node:v1.29.2", "Up 3 days", "", "ci-e2e-worker2"],
            ["a07c5f2e91b8", "kindest/node:v1.29.2", "Up 3 days", "127.0.0.1:39417->6443/tcp", "ci-e2e-control-plane"],
            ["d93f06b4e127", "kindest/node:v1.29.2", "Up 3 days", "", "ci-e2e-worker"],
            ["6b2e0d18f5a4", "registry:2", "Up 3 days", "127.0.0.1:5001->5000/tcp", "kind-registry"]], gap=3)),
        p.run("kind create cluster --name payments-dev --config hack/kind-3node.yaml --image kindest/node:v1.30.0", """Creating cluster "payments-dev" ...
 ✓ Ensuring node image (kindest/node:v1.30.0) 🖼
 ✓ Preparing nodes 📦 📦 📦
 ✓ Writing configuration 📜
 ✓ Starting control-plane 🕹️
 ✓ Installing CNI 🔌
 ✓ Installing StorageClass 💾
 ✓ Joining worker nodes 🚜
Set kubectl context to "kind-payments-dev"
You can now use your cluster with:

kubectl cluster-info --context kind-payments-dev

Have a nice day! 👋""", duration=90.0),
        p.run("kubectl get nodes -o wide", table([node_hdr,
            ["payments-dev-control-plane", "Ready", "control-plane", "58s", "v1.30.0", "172.18.0.7"] + os_cols,
            ["payments-dev-worker", "Ready", "<none>", "36s", "v1.30.0", "172.18.0.6"] + os_cols,
            ["payments-dev-worker2", "Ready", "<none>", "36s", "v1.30.0", "172.18.0.8"] + os_cols], gap=3)),
        p.run("kind load docker-image payments-api:dev --name payments-dev", "\n".join(
            f'Image: "payments-api:dev" with ID "{img_id}" not yet present on node "{n}", loading...' for n in ("payments-dev-worker2", "payments-dev-control-plane", "payments-dev-worker")), duration=20.0),
        p.run("kubectl apply -f deploy/dev/ && kubectl rollout status deploy/payments-api --timeout=90s", """configmap/payments-api-config created
deployment.apps/payments-api created
service/payments-api created
Waiting for deployment "payments-api" rollout to finish: 0 of 2 updated replicas are available...
Waiting for deployment "payments-api" rollout to finish: 1 of 2 updated replicas are available...
deployment "payments-api" successfully rolled out""", duration=30.0),
        p.run("kubectl get pods -o wide && kubectl get nodes", table([
            ["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES"],
            ["payments-api-6f9d7c8b5d-2lqzx", "1/1", "Running", "0", "41s", "10.244.1.2", "payments-dev-worker", "<none>", "<none>"],
            ["payments-api-6f9d7c8b5d-x7hkp", "1/1", "Running", "0", "41s", "10.244.2.2", "payments-dev-worker2", "<none>", "<none>"]], gap=3) + "\n" + table([
            ["NAME", "STATUS", "ROLES", "AGE", "VERSION"],
            ["payments-dev-control-plane", "Ready", "control-plane", "3m58s", "v1.30.0"],
            ["payments-dev-worker", "Ready", "<none>", "3m36s", "v1.30.0"],
            ["payments-dev-worker2", "Ready", "<none>", "3m36s", "v1.30.0"]], gap=3)),
        p.run(f"kind delete cluster --name ci-e2e && kind get clusters && {dps}", """Deleting cluster "ci-e2e" ...
Deleted nodes: ["ci-e2e-worker2" "ci-e2e-control-plane" "ci-e2e-worker"]
payments-dev
""" + table([dhdr,
            ["9c3e51a7d0f2", "kindest/node:v1.30.0", "Up 5 minutes", "", "payments-dev-worker2"],
            ["2f8d0b6c4e19", "kindest/node:v1.30.0", "Up 5 minutes", "127.0.0.1:41863->6443/tcp", "payments-dev-control-plane"],
            ["7a41e9c2b5d8", "kindest/node:v1.30.0", "Up 5 minutes", "", "payments-dev-worker"],
            ["6b2e0d18f5a4", "registry:2", "Up 3 days", "127.0.0.1:5001->5000/tcp", "kind-registry"]], gap=3), duration=10.0),
    ]
    rs.add(task=TASK, tid="h46-terminal-17", system=system("Ubuntu 24.04 developer workstation `ws-3415` with Docker and kind, user dev; the agent brings up a three-node kind cluster for the payments service and removes an old CI cluster."),
           turns=turns, state=start)


# 18 gpg keys: bad
def t18(rs: RowSet) -> None:
    p = Pane("rel", "build-signer", "/home/rel/release")
    start = p.prompt
    fpr = "4C1E8A7D2B9F0635E17A44C86F3A9C21D84B7E05"
    wheel = "nordlicht-3.2.0-py3-none-any.whl"
    turns = [
        p.run("gpg --list-secret-keys --keyid-format long", f"""/home/rel/.gnupg/pubring.kbx
----------------------------
sec   ed25519/6F3A9C21D84B7E05 2023-02-14 [SC] [expires: 2025-02-13]
      {fpr}
uid                 [ultimate] Nordlicht Release Signing <release@nordlicht.dev>
ssb   cv25519/2A71E0B93C5D8F14 2023-02-14 [E] [expires: 2025-02-13]

sec   rsa4096/91B0E4C7A2F35D68 2019-06-03 [SC]
      0E5D7F21C84A39B6E0D2A71F91B0E4C7A2F35D68
uid                 [ultimate] Jonas Reller <jonas@nordlicht.dev>
ssb   rsa4096/3C8E1F0A6D2B74E9 2019-06-03 [E]
"""),
        p.run(f"gpg --quick-set-expire {fpr} 2y && gpg --quick-set-expire {fpr} 2y '*'", duration=3.0),
        p.run("gpg --list-keys --keyid-format long release@nordlicht.dev", """gpg: checking the trustdb
gpg: marginals needed: 3  completes needed: 1  trust model: pgp
gpg: depth: 0  valid:   2  signed:   0  trust: 0-, 0q, 0n, 0m, 0f, 2u
gpg: next trustdb check due at 2027-01-28
pub   ed25519/6F3A9C21D84B7E05 2023-02-14 [SC] [expires: 2027-01-28]
      4C1E8A7D2B9F0635E17A44C86F3A9C21D48B7E05
uid                 [ultimate] Nordlicht Release Signing <release@nordlicht.dev>
sub   cv25519/2A71E0B93C5D8F14 2023-02-14 [E] [expires: 2027-01-28]
"""),
        p.run("gpg --armor --export release@nordlicht.dev > nordlicht-release.asc && wc -c nordlicht-release.asc && head -n 3 nordlicht-release.asc",
              "1322 nordlicht-release.asc\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmDMEY+t2kxYJKwYBBAHaRw8BAQdAr7x1QmP0c3n9Zk2yVdE5Jw8hLq4uTfGsB0aR"),
        p.run("gpg --armor --detach-sign --local-user release@nordlicht.dev dist/nordlicht-3.2.0.tar.gz && ls -l dist/", f"""total 5312
-rw-r--r-- 1 rel rel  612877 Jan 28 10:41 {wheel}
-rw-r--r-- 1 rel rel 4817203 Jan 28 10:41 nordlicht-3.2.0.tar.gz
-rw-r--r-- 1 rel rel     310 Jan 28 10:44 nordlicht-3.2.0.tar.gz.asc""", duration=2.0),
        p.run("sha256sum dist/* > dist/SHA256SUMS && cat dist/SHA256SUMS", f"""{hx('h46-18-whl', 64)}  dist/{wheel}
{hx('h46-18-tgz', 64)}  dist/nordlicht-3.2.0.tar.gz
{hx('h46-18-asc', 64)}  dist/nordlicht-3.2.0.tar.gz.asc"""),
        p.run("gpg --keyserver hkps://keys.openpgp.org --send-keys 6F3A9C21D84B7E05", "gpg: sending key 6F3A9C21D84B7E05 to hkps://keys.openpgp.org", duration=4.0),
    ]
    rs.add(task=TASK, tid="h46-terminal-18", system=system("Debian 12 release-signing VM `build-signer`, user rel with gpg-agent already unlocked; the agent extends the expiring release key and signs the 3.2.0 tarball."),
           turns=turns, state=start, bad=True, turn=3, kind="primary key fingerprint differs from the one listed before the expiry change")


# 19 php-fpm pools and nginx sites: clean
def t19(rs: RowSet) -> None:
    p = Pane("root", "web-shared-2", "/root")
    start = p.prompt

    def cgroup(kids: list[tuple[int, str]]) -> str:
        lines = ['             ├─  771 "php-fpm: master process (/etc/php/8.2/fpm/php-fpm.conf)"']
        for i, (pid, pool) in enumerate(kids):
            lines.append(f'             {"└" if i == len(kids) - 1 else "├"}─{pid:>5} "php-fpm: pool {pool}"')
        return "\n".join(lines)

    head = """● php8.2-fpm.service - The PHP 8.2 FastCGI Process Manager
     Loaded: loaded (/lib/systemd/system/php8.2-fpm.service; enabled; preset: enabled)
     Active: active (running) since Mon 2024-05-27 06:14:51 UTC; 1 week 1 day ago
       Docs: man:php-fpm8.2(8)
    Process: 806 ExecStartPost=/usr/lib/php/php-fpm-socket-helper install /run/php/php-fpm.sock /etc/php/8.2/fpm/pool.d/www.conf 82 (code=exited, status=0/SUCCESS)"""
    new_kids = [(52811, "blog"), (52812, "blog"), (52813, "shop"), (52814, "shop"), (52815, "wiki"), (52816, "wiki"), (52817, "www"), (52818, "www")]
    links = [("blog.fjordkaffe.no", "../sites-available/blog.fjordkaffe.no", "Jan 14 15:02"), ("default", "/etc/nginx/sites-available/default", "Jan 14 14:47"),
             ("shop.fjordkaffe.no", "../sites-available/shop.fjordkaffe.no", "Jun  4 10:23"), ("wiki.fjordkaffe.no", "../sites-available/wiki.fjordkaffe.no", "Mar  2 11:30")]
    users = {"blog": "blog", "shop": "shop", "wiki": "wiki", "www": "www-data"}
    pool = "/etc/php/8.2/fpm/pool.d"
    turns = [
        p.run(f"ls {pool}/ /etc/nginx/sites-available/ /etc/nginx/sites-enabled/", f"""/etc/nginx/sites-available/:
blog.fjordkaffe.no  default  wiki.fjordkaffe.no

/etc/nginx/sites-enabled/:
blog.fjordkaffe.no  default  wiki.fjordkaffe.no

{pool}/:
blog.conf  wiki.conf  www.conf"""),
        p.run("systemctl status php8.2-fpm --no-pager -n 0", head + """
   Main PID: 771 (php-fpm8.2)
     Status: "Processes active: 0, idle: 6, Requests: 48211, slow: 2, Traffic: 0.9req/sec"
      Tasks: 7 (limit: 9376)
     Memory: 112.4M
        CPU: 38min 12.604s
     CGroup: /system.slice/php8.2-fpm.service
""" + cgroup([(51377, "blog"), (51502, "blog"), (49210, "wiki"), (50988, "wiki"), (1208, "www"), (1209, "www")])),
        p.run(f"useradd --system --home-dir /srv/shop --shell /usr/sbin/nologin shop && sed 's/blog/shop/g' {pool}/blog.conf > {pool}/shop.conf && grep -vE '^\\s*(;|$)' {pool}/shop.conf", """[shop]
user = shop
group = shop
listen = /run/php/php8.2-fpm-shop.sock
listen.owner = www-data
listen.group = www-data
listen.mode = 0660
pm = dynamic
pm.max_children = 12
pm.start_servers = 2
pm.min_spare_servers = 1
pm.max_spare_servers = 4
pm.max_requests = 500
slowlog = /var/log/php8.2-fpm-shop.slow.log
request_slowlog_timeout = 5s
chdir = /srv/shop
php_admin_value[open_basedir] = /srv/shop:/tmp
php_admin_value[error_log] = /var/log/php8.2-fpm-shop.error.log
php_admin_flag[log_errors] = on"""),
        p.run("php-fpm8.2 -t", "[04-Jun-2024 10:21:37] NOTICE: configuration file /etc/php/8.2/fpm/php-fpm.conf test is successful\n"),
        p.run("systemctl reload php8.2-fpm && systemctl status php8.2-fpm --no-pager -n 2", head + """
    Process: 52806 ExecReload=/bin/kill -USR2 $MAINPID (code=exited, status=0/SUCCESS)
   Main PID: 771 (php-fpm8.2)
     Status: "Ready to handle connections"
      Tasks: 9 (limit: 9376)
     Memory: 71.6M
        CPU: 38min 13.118s
     CGroup: /system.slice/php8.2-fpm.service
""" + cgroup(new_kids) + """

Jun 04 10:22:05 web-shared-2 systemd[1]: Reloading php8.2-fpm.service - The PHP 8.2 FastCGI Process Manager...
Jun 04 10:22:05 web-shared-2 systemd[1]: Reloaded php8.2-fpm.service - The PHP 8.2 FastCGI Process Manager."""),
        p.run("ls -l /run/php/", """total 4
lrwxrwxrwx 1 root     root     30 May 27 06:14 php-fpm.sock -> /etc/alternatives/php-fpm.sock
srw-rw---- 1 www-data www-data  0 May 27 06:14 php8.2-fpm-blog.sock
srw-rw---- 1 www-data www-data  0 Jun  4 10:22 php8.2-fpm-shop.sock
srw-rw---- 1 www-data www-data  0 May 27 06:14 php8.2-fpm-wiki.sock
-rw-r--r-- 1 root     root      3 Jun  4 10:22 php8.2-fpm.pid
srw-rw---- 1 www-data www-data  0 May 27 06:14 php8.2-fpm.sock"""),
        p.run("cd /etc/nginx && sed 's/blog\\.fjordkaffe\\.no/shop.fjordkaffe.no/g; s#/srv/blog#/srv/shop#g; s#php8.2-fpm-blog.sock#php8.2-fpm-shop.sock#' sites-available/blog.fjordkaffe.no > sites-available/shop.fjordkaffe.no && ln -s ../sites-available/shop.fjordkaffe.no sites-enabled/ && ls -l sites-enabled/",
              "total 0\n" + "\n".join(f"lrwxrwxrwx 1 root root {len(t)} {d} {n} -> {t}" for n, t, d in links), cd="/etc/nginx"),
        p.run("nginx -t", "nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful"),
        p.run("rm sites-enabled/default && systemctl reload nginx && ls sites-enabled/", "blog.fjordkaffe.no  shop.fjordkaffe.no  wiki.fjordkaffe.no"),
        p.run("mkdir -p /srv/shop/public && printf '<?php echo posix_getpwuid(posix_geteuid())[\"name\"], PHP_EOL;\\n' > /srv/shop/public/whoami.php && chown -R shop:shop /srv/shop && curl -s -H 'Host: shop.fjordkaffe.no' http://127.0.0.1/whoami.php", "shop"),
        p.run("ps -o pid,ppid,user,etime,cmd --ppid 771 -p 771", f"{'PID':>7} {'PPID':>7} {'USER':<8} {'ELAPSED':>11} CMD\n"
              + f"{771:>7} {1:>7} {'root':<8} {'8-04:09:11':>11} php-fpm: master process (/etc/php/8.2/fpm/php-fpm.conf)\n"
              + "\n".join(f"{pid:>7} {771:>7} {users[pl]:<8} {'01:57':>11} php-fpm: pool {pl}" for pid, pl in new_kids)),
        p.run("tail -n 3 /var/log/nginx/shop.fjordkaffe.no.access.log", '127.0.0.1 - - [04/Jun/2024:10:23:51 +0000] "GET /whoami.php HTTP/1.1" 200 15 "-" "curl/7.88.1"'),
    ]
    rs.add(task=TASK, tid="h46-terminal-19", system=system("Debian 12 shared web host `web-shared-2` (nginx + PHP 8.2 FPM, one pool per site), root shell; the agent adds an isolated pool and vhost for the new shop site."),
           turns=turns, state=start)


BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def age_recipient(seed: str) -> str:
    return "age1" + b64chars(seed, 58, BECH32)


def age_armor(seed: str) -> list[str]:
    def arg(tag: str) -> bytes:
        return base64.b64encode(raw(seed + tag, 32)).rstrip(b"=")

    blob = b"age-encryption.org/v1\n-> X25519 " + arg("e") + b"\n" + arg("b") + b"\n--- " + arg("m") + b"\n" + raw(seed + "p", 57)
    text = base64.b64encode(blob).decode()
    return ["-----BEGIN AGE ENCRYPTED FILE-----"] + [text[i:i + 64] for i in range(0, len(text), 64)] + ["-----END AGE ENCRYPTED FILE-----"]


def sops_enc(seed: str, n: int) -> str:
    b = base64.b64encode
    return f"ENC[AES256_GCM,data:{b(raw(seed + 'd', n)).decode()},iv:{b(raw(seed + 'i', 32)).decode()},tag:{b(raw(seed + 't', 16)).decode()},type:str]"


# 20 age and sops: bad
def t20(rs: RowSet) -> None:
    p = Pane("kai", "infra-laptop", "/home/kai/repos/platform-secrets")
    start = p.prompt
    kai, ci, prod = age_recipient("h46-20-kai"), age_recipient("h46-20-ci"), age_recipient("h46-20-prod")
    enc_lines = ["apiVersion: v1", "kind: Secret", "metadata:", "    name: redis-auth", "    namespace: cache", "type: Opaque", "stringData:",
                 f"    REDIS_USERNAME: {sops_enc('h46-20-user', 9)}", f"    REDIS_PASSWORD: {sops_enc('h46-20-pass', 32)}",
                 "sops:", "    kms: []", "    gcp_kms: []", "    azure_kv: []", "    hc_vault: []", "    age:"]
    for who in (kai, ci):
        enc_lines += [f"        - recipient: {who}", "          enc: |"] + ["            " + ln for ln in age_armor("h46-20-armor-" + who)]
    enc_lines += ['    lastmodified: "2025-04-16T13:44:37Z"', f"    mac: {sops_enc('h46-20-mac', 32)}", "    pgp: []",
                  "    encrypted_regex: ^(data|stringData)$", "    version: 3.9.4"]
    enc_text = "\n".join(enc_lines) + "\n"
    enc_path = "clusters/staging/redis-auth.enc.yaml"

    def ls(rows: list[tuple[int, str, str]], total: int) -> str:
        return f"total {total}\n" + "\n".join(f"-rw-r--r-- 1 kai kai {size:>4} {when} {name}" for size, when, name in rows)

    turns = [
        p.run("date && age-keygen -y ~/.config/sops/age/keys.txt", f"Wed Apr 16 15:42:09 CEST 2025\n{kai}"),
        p.run("cat .sops.yaml", f"""creation_rules:
  - path_regex: clusters/production/.*\\.ya?ml$
    encrypted_regex: ^(data|stringData)$
    age: >-
      {prod},
      {ci}
  - path_regex: clusters/staging/.*\\.ya?ml$
    encrypted_regex: ^(data|stringData)$
    age: >-
      {kai},
      {ci}"""),
        p.run("ls -l --time-style=long-iso clusters/staging/", ls([(1873, "2025-03-27 10:14", "db-credentials.enc.yaml"), (284, "2025-04-16 15:40", "redis-auth.dec.yaml"),
                                                                 (2216, "2025-03-11 17:02", "registry-pull.enc.yaml"), (1540, "2025-02-19 09:48", "smtp-relay.enc.yaml")], 20)),
        p.run(f"sops --encrypt clusters/staging/redis-auth.dec.yaml > {enc_path} && rm clusters/staging/redis-auth.dec.yaml", duration=2.0),
        p.run(f"head -n 20 {enc_path}", "\n".join(enc_lines[:20])),
        p.run(f"grep -E 'lastmodified|version' {enc_path} && sops -d {enc_path} | yq '.stringData | keys'", '    lastmodified: "2025-04-16T13:44:37Z"\n    version: 3.9.4\n- REDIS_USERNAME\n- REDIS_PASSWORD'),
        p.run("ls -l --time-style=long-iso clusters/staging/", ls([(1873, "2025-03-27 10:14", "db-credentials.enc.yaml"), (len(enc_text), "2025-04-16 15:39", "redis-auth.enc.yaml"),
                                                                 (2216, "2025-03-11 17:02", "registry-pull.enc.yaml"), (1540, "2025-02-19 09:48", "smtp-relay.enc.yaml")], 16)),
        p.run(f"git add {enc_path} && git commit -m 'staging: add redis auth secret (sops/age)'",
              f"[main 5e1c0a7] staging: add redis auth secret (sops/age)\n 1 file changed, {len(enc_lines)} insertions(+)\n create mode 100644 {enc_path}"),
        p.run("git log -2 --format='%h %an %ad %s' --date=iso", "5e1c0a7 Kai Brandt 2025-04-16 15:47:52 +0200 staging: add redis auth secret (sops/age)\nb39d4f2 Mira Olsen 2025-03-27 10:16:03 +0100 staging: rotate db credentials"),
        p.run(f"sops updatekeys -y {enc_path}", f"""[SOPS]	 INFO[0000] Syncing keys for file /home/kai/repos/platform-secrets/{enc_path}
[SOPS]	 INFO[0000] File /home/kai/repos/platform-secrets/{enc_path} already up to date"""),
    ]
    rs.add(task=TASK, tid="h46-terminal-20", system=system("Ubuntu 24.04 laptop `infra-laptop`, user kai, a GitOps secrets repository encrypted with sops and age; the agent adds an encrypted Redis credential for staging."),
           turns=turns, state=start, bad=True, turn=7, kind="encrypted file's modification time lies before the moment it was created")


# 21 modprobe and lsmod: clean
def t21(rs: RowSet) -> None:
    p = Pane("root", "k8s-node-05", "/root")
    start = p.prompt
    mods = [
        ("xt_MASQUERADE", 16384, "1", ""), ("xt_nat", 16384, "1", ""), ("nf_nat", 49152, "2", "xt_nat,xt_MASQUERADE"), ("xt_conntrack", 16384, "2", ""),
        ("nf_conntrack", 176128, "4", "xt_conntrack,nf_nat,xt_nat,xt_MASQUERADE"), ("nf_defrag_ipv6", 24576, "1", "nf_conntrack"), ("nf_defrag_ipv4", 16384, "1", "nf_conntrack"),
        ("xt_tcpudp", 20480, "6", ""), ("nft_compat", 20480, "9", ""), ("nf_tables", 307200, "55", "nft_compat"), ("libcrc32c", 16384, "3", "nf_conntrack,nf_nat,nf_tables"),
        ("nfnetlink", 20480, "3", "nft_compat,nf_tables"), ("intel_rapl_msr", 20480, "0", ""), ("intel_rapl_common", 36864, "1", "intel_rapl_msr"),
        ("kvm_intel", 380928, "0", ""), ("kvm", 1142784, "1", "kvm_intel"), ("irqbypass", 16384, "1", "kvm"), ("floppy", 118784, "0", ""),
        ("virtio_net", 61440, "0", ""), ("net_failover", 24576, "1", "virtio_net"),
    ]
    new = [("br_netfilter", 32768, "0", ""), ("bridge", 311296, "1", "br_netfilter"), ("stp", 16384, "1", "bridge"), ("llc", 16384, "2", "bridge,stp"), ("overlay", 151552, "0", "")]

    def lsmod(rows: list[tuple[str, int, str, str]], header: bool = True) -> str:
        out = ["Module                  Size  Used by"] if header else []
        out += [f"{m:<19} {s:>8}  {n} {u}".rstrip() for m, s, n, u in rows]
        return "\n".join(out)

    after = new + [m for m in mods if m[0] != "floppy"]
    overlay_used = ("overlay", 151552, "1", "")
    turns = [
        p.run("lsmod | head -n 20", lsmod(mods[:19])),
        p.run("modprobe overlay && modprobe br_netfilter && lsmod | grep -E '^(overlay|br_netfilter|bridge|stp|llc) '", lsmod(new, header=False)),
        p.run("sysctl net.bridge.bridge-nf-call-iptables net.bridge.bridge-nf-call-ip6tables net.ipv4.ip_forward",
              "net.bridge.bridge-nf-call-iptables = 1\nnet.bridge.bridge-nf-call-ip6tables = 1\nnet.ipv4.ip_forward = 0"),
        p.run("printf 'overlay\\nbr_netfilter\\n' > /etc/modules-load.d/k8s.conf && printf 'net.bridge.bridge-nf-call-iptables = 1\\nnet.bridge.bridge-nf-call-ip6tables = 1\\nnet.ipv4.ip_forward = 1\\n' > /etc/sysctl.d/99-k8s.conf && sysctl --system | grep -A4 99-k8s",
              "* Applying /etc/sysctl.d/99-k8s.conf ...\nnet.bridge.bridge-nf-call-iptables = 1\nnet.bridge.bridge-nf-call-ip6tables = 1\nnet.ipv4.ip_forward = 1\n* Applying /usr/lib/sysctl.d/99-protect-links.conf ..."),
        p.run("rmmod floppy && echo 'blacklist floppy' > /etc/modprobe.d/blacklist-floppy.conf && lsmod | head -n 20", lsmod(after[:19])),
        p.run("mkdir -p /srv/ovl/lower /srv/ovl/upper /srv/ovl/work /mnt/ovltest && mount -t overlay overlay -o lowerdir=/srv/ovl/lower,upperdir=/srv/ovl/upper,workdir=/srv/ovl/work /mnt/ovltest && lsmod | grep -E '^(overlay|br_netfilter|bridge|floppy) '",
              lsmod([new[0], new[1], overlay_used], header=False)),
        p.run("umount /mnt/ovltest && lsmod | grep -E '^(overlay|floppy) '; cat /etc/modules-load.d/k8s.conf", lsmod([new[4]], header=False) + "\noverlay\nbr_netfilter"),
        p.run("dmesg | tail -n 5", """[1186044.210377] EXT4-fs (vdb1): mounted filesystem 2b1f0c9e-7a45-4d3e-9c1b-52e8f07a4d61 r/w with ordered data mode. Quota mode: none.
[1186046.902114] kauditd_printk_skb: 14 callbacks suppressed
[1186046.902120] audit: type=1400 audit(1718003108.412:418): apparmor="STATUS" operation="profile_replace" info="same as current profile, skipping" profile="unconfined" name="containerd" pid=61204 comm="apparmor_parser"
[1209733.412018] bridge: filtering via arp/ip/ip6tables is no longer available by default. Update your scripts to load br_netfilter if you need this.
[1209733.419225] Bridge firewalling registered"""),
    ]
    rs.add(task=TASK, tid="h46-terminal-21", system=system("Debian 12 VM `k8s-node-05` being prepared as a Kubernetes node, root shell; the agent loads and persists the kernel modules and sysctls kubeadm needs and drops the floppy driver."),
           turns=turns, state=start)


# 22 nmcli and ip link: bad
def t22(rs: RowSet) -> None:
    p = Pane("root", "edge-gw-04", "/root", style="rhel")
    start = p.prompt
    u_eth0, u_eth1, u_lo = "5fb06bd0-0bb0-7ffb-45f1-d6edd65f3e03", "9c92fad9-6ecb-3e6c-eb4d-8a47c6f50c04", "2f1c8a3e-6d4b-4c09-9f7e-0a13b8e5d271"
    u_vlan = "3b7d2e91-5c4a-4f8e-a1d6-0e9b72c4f315"
    hdr = ["NAME", "UUID", "TYPE", "DEVICE"]
    base = [["System eth0", u_eth0, "ethernet", "eth0"], ["System eth1", u_eth1, "ethernet", "eth1"], ["lo", u_lo, "loopback", "lo"]]
    turns = [
        p.run("nmcli connection show", table([hdr] + base)),
        p.run("ip -br link", """lo               UNKNOWN        00:00:00:00:00:00 <LOOPBACK,UP,LOWER_UP>
eth0             UP             52:54:00:3e:91:a7 <BROADCAST,MULTICAST,UP,LOWER_UP>
eth1             UP             52:54:00:c4:08:5d <BROADCAST,MULTICAST,UP,LOWER_UP>"""),
        p.run("nmcli connection add type vlan con-name vlan210-mgmt ifname eth1.210 dev eth1 id 210 ipv4.method manual ipv4.addresses 10.210.0.14/24 ipv4.gateway 10.210.0.1 ipv6.method disabled",
              f"Connection 'vlan210-mgmt' ({u_vlan}) successfully added."),
        p.run("nmcli connection up vlan210-mgmt", "Connection successfully activated (D-Bus active path: /org/freedesktop/NetworkManager/ActiveConnection/7)", duration=2.0),
        p.run("nmcli connection show", table([hdr] + base + [["vlan210-mgmt", u_vlan, "vlan", "eth1.210"]])),
        p.run("ip -d link show eth1.210", """4: eth1.210@eth1: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc noqueue state UP mode DEFAULT group default qlen 1000
    link/ether 52:54:00:c4:08:5d brd ff:ff:ff:ff:ff:ff promiscuity 0  allmulti 0 minmtu 0 maxmtu 65535
    vlan protocol 802.1Q id 210 <REORDER_HDR> addrgenmode none numtxqueues 1 numrxqueues 1 gso_max_size 65536 gso_max_segs 65535 tso_max_size 65536 tso_max_segs 65535 gro_max_size 65536"""),
        p.run("nmcli connection modify vlan210-mgmt ipv4.dns '10.210.0.2 10.210.0.3' ipv4.dns-search mgmt.corp.internal && nmcli connection up vlan210-mgmt",
              "Connection successfully activated (D-Bus active path: /org/freedesktop/NetworkManager/ActiveConnection/8)", duration=2.0),
        p.run("cat /etc/resolv.conf", "# Generated by NetworkManager\nsearch corp.internal mgmt.corp.internal\nnameserver 10.20.0.2\nnameserver 10.210.0.2\nnameserver 10.210.0.3"),
        p.run("ip -4 -br addr", "lo               UNKNOWN        127.0.0.1/8\neth0             UP             10.20.0.37/24\neth1             UP             172.31.9.114/22\neth1.210@eth1    UP             10.210.0.14/24"),
        p.run("ping -c 3 10.210.0.1", """PING 10.210.0.1 (10.210.0.1) 56(84) bytes of data.
64 bytes from 10.210.0.1: icmp_seq=1 ttl=64 time=0.612 ms
64 bytes from 10.210.0.1: icmp_seq=2 ttl=64 time=0.398 ms
64 bytes from 10.210.0.1: icmp_seq=3 ttl=64 time=0.421 ms

--- 10.210.0.1 ping statistics ---
3 packets transmitted, 3 received, 0% packet loss, time 2041ms
rtt min/avg/max/mdev = 0.398/0.477/0.612/0.096 ms""", duration=3.0),
        p.run("nmcli -f NAME,UUID,TYPE,DEVICE,ACTIVE,AUTOCONNECT connection show", table([hdr + ["ACTIVE", "AUTOCONNECT"],
              ["System eth0", u_eth0, "ethernet", "eth0", "yes", "yes"], ["System eth1", u_eth1, "ethernet", "eth1", "yes", "yes"],
              ["lo", u_lo, "loopback", "lo", "yes", "no"], ["vlan210-mgmt", "3b7d2e91-5c4a-4f8e-a1d6-0e9b72c4f135", "vlan", "eth1.210", "yes", "yes"]])),
        p.run("ip route", """default via 10.20.0.1 dev eth0 proto static metric 100
default via 10.210.0.1 dev eth1.210 proto static metric 400
10.20.0.0/24 dev eth0 proto kernel scope link src 10.20.0.37 metric 100
10.210.0.0/24 dev eth1.210 proto kernel scope link src 10.210.0.14 metric 400
172.31.8.0/22 dev eth1 proto kernel scope link src 172.31.9.114 metric 101"""),
    ]
    rs.add(task=TASK, tid="h46-terminal-22", system=system("Rocky Linux 9 edge gateway `edge-gw-04` managed by NetworkManager, root shell; the agent adds a tagged management VLAN on eth1."),
           turns=turns, state=f"Last login: Thu Aug 22 08:03:11 2024 from 10.20.0.5\n{start}", bad=True, turn=11, kind="UUID of the connection created earlier changed in a later listing")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
