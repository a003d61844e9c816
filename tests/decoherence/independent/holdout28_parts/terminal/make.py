# ruff: noqa: E501
"""Held-out terminal trajectories for holdout28: 22 simulated tmux shell sessions.

Eleven carry exactly one world-model contradiction (an observation that disagrees with something an earlier
observation or the starting state established); eleven are clean but full of legitimate changes. Running the
module writes ``terminal_test.jsonl`` and ``labels.json`` next to it.
"""

from __future__ import annotations

import base64
import json
import math
import random
from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet

TASK = "terminal"
SYSTEM = (
    "You are a Terminal World Model. You simulate a Linux shell running inside a tmux pane on the machine "
    "described in the starting state. For every action (the keystrokes the agent types into the pane), "
    "predict the next terminal state exactly as the pane would show it: the prompt line with the command, "
    "everything the command prints, and the next prompt. Keep the simulated machine consistent with all "
    "earlier turns. Reply after **Environment Observation:**.")


def mysql_table(cols: list[str], rows: list[tuple], right: set[int] | None = None) -> str:
    """Render a result set the way the mysql client draws it in a terminal."""
    right = right or set()
    cells = [[str(c) for c in r] for r in rows]
    w = [max([len(cols[i])] + [len(r[i]) for r in cells]) for i in range(len(cols))]
    sep = "+" + "+".join("-" * (x + 2) for x in w) + "+"
    head = "| " + " | ".join(cols[i].ljust(w[i]) for i in range(len(cols))) + " |"
    body = ["| " + " | ".join(r[i].rjust(w[i]) if i in right else r[i].ljust(w[i]) for i in range(len(cols))) + " |"
            for r in cells]
    return "\n".join([sep, head, sep, *body, sep])


def psql_table(cols: list[str], rows: list[tuple], right: set[int] | None = None) -> str:
    """Render a result set the way psql's aligned format draws it."""
    right = right or set()
    cells = [[str(c) for c in r] for r in rows]
    w = [max([len(cols[i])] + [len(r[i]) for r in cells]) for i in range(len(cols))]
    head = "|".join(" " + cols[i].center(w[i]) + " " for i in range(len(cols))).rstrip()
    rule = "+".join("-" * (x + 2) for x in w)
    body = ["|".join(" " + (r[i].rjust(w[i]) if i in right else r[i].ljust(w[i])) + " " for i in range(len(cols))).rstrip()
            for r in cells]
    n = len(rows)
    return "\n".join([head, rule, *body, f"({n} row{'s' if n != 1 else ''})"])


def human_du(n: int) -> str:
    """du -h style size (rounds up to one decimal below 10 units)."""
    for unit in "KMGT":
        n_u = n / 1024 ** ("KMGT".index(unit) + 1)
        if n_u < 1024:
            if n_u < 10:
                return f"{math.ceil(n_u * 10) / 10:.1f}{unit}"
            return f"{math.ceil(n_u)}{unit}"
    return f"{n}"


# ---------------------------------------------------------------------------------------------- 01 apt (clean)
def t01(rs: RowSet) -> None:
    p = Pane("deploy", "lab-ubuntu-07", "/home/deploy")
    upgrade_out = """\
Reading package lists... Done
Building dependency tree... Done
Reading state information... Done
Calculating upgrade... Done
The following NEW packages will be installed:
  linux-headers-5.15.0-105 linux-headers-5.15.0-105-generic
  linux-image-5.15.0-105-generic linux-modules-5.15.0-105-generic
  linux-modules-extra-5.15.0-105-generic
The following packages will be upgraded:
  curl libcurl3-gnutls libcurl4 libssl3 linux-generic linux-headers-generic
  linux-image-generic openssl tzdata
9 upgraded, 5 newly installed, 0 to remove and 0 not upgraded.
Need to get 127 MB of archives.
After this operation, 583 MB of additional disk space will be used.
Get:1 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 libssl3 amd64 3.0.2-0ubuntu1.15 [1,905 kB]
Get:2 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 curl amd64 7.81.0-1ubuntu1.16 [194 kB]
Get:3 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 libcurl4 amd64 7.81.0-1ubuntu1.16 [290 kB]
Get:4 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 libcurl3-gnutls amd64 7.81.0-1ubuntu1.16 [284 kB]
Get:5 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 openssl amd64 3.0.2-0ubuntu1.15 [1,186 kB]
Get:6 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 tzdata all 2024a-0ubuntu0.22.04 [349 kB]
Get:7 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 linux-modules-5.15.0-105-generic amd64 5.15.0-105.115 [22.6 MB]
Get:8 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 linux-image-5.15.0-105-generic amd64 5.15.0-105.115 [11.6 MB]
Get:9 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 linux-modules-extra-5.15.0-105-generic amd64 5.15.0-105.115 [61.9 MB]
Get:10 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 linux-generic amd64 5.15.0.105.102 [1,694 B]
Get:11 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 linux-image-generic amd64 5.15.0.105.102 [2,512 B]
Get:12 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 linux-headers-5.15.0-105 all 5.15.0-105.115 [12.4 MB]
Get:13 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 linux-headers-5.15.0-105-generic amd64 5.15.0-105.115 [2,870 kB]
Get:14 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 linux-headers-generic amd64 5.15.0.105.102 [2,374 B]
Fetched 127 MB in 6s (21.4 MB/s)
Preconfiguring packages ...
(Reading database ... 118342 files and directories currently installed.)
Preparing to unpack .../00-libssl3_3.0.2-0ubuntu1.15_amd64.deb ...
Unpacking libssl3:amd64 (3.0.2-0ubuntu1.15) over (3.0.2-0ubuntu1.14) ...
Preparing to unpack .../01-curl_7.81.0-1ubuntu1.16_amd64.deb ...
Unpacking curl (7.81.0-1ubuntu1.16) over (7.81.0-1ubuntu1.15) ...
Preparing to unpack .../05-tzdata_2024a-0ubuntu0.22.04_all.deb ...
Unpacking tzdata (2024a-0ubuntu0.22.04) over (2023c-0ubuntu0.22.04.2) ...
Selecting previously unselected package linux-modules-5.15.0-105-generic.
Unpacking linux-modules-5.15.0-105-generic (5.15.0-105.115) ...
Selecting previously unselected package linux-image-5.15.0-105-generic.
Unpacking linux-image-5.15.0-105-generic (5.15.0-105.115) ...
Setting up libssl3:amd64 (3.0.2-0ubuntu1.15) ...
Setting up tzdata (2024a-0ubuntu0.22.04) ...

Current default time zone: 'Etc/UTC'
Local time is now:      Thu May 16 09:17:31 UTC 2024.
Universal Time is now:  Thu May 16 09:17:31 UTC 2024.
Run 'dpkg-reconfigure tzdata' if you wish to change it.

Setting up openssl (3.0.2-0ubuntu1.15) ...
Setting up curl (7.81.0-1ubuntu1.16) ...
Setting up linux-image-5.15.0-105-generic (5.15.0-105.115) ...
I: /boot/vmlinuz is now a symlink to vmlinuz-5.15.0-105-generic
I: /boot/initrd.img is now a symlink to initrd.img-5.15.0-105-generic
Setting up linux-image-generic (5.15.0.105.102) ...
Setting up linux-generic (5.15.0.105.102) ...
Processing triggers for linux-image-5.15.0-105-generic (5.15.0-105.115) ...
/etc/kernel/postinst.d/initramfs-tools:
update-initramfs: Generating /boot/initrd.img-5.15.0-105-generic
/etc/kernel/postinst.d/zz-update-grub:
Sourcing file `/etc/default/grub'
Generating grub configuration file ...
Found linux image: /boot/vmlinuz-5.15.0-105-generic
Found initrd image: /boot/initrd.img-5.15.0-105-generic
Found linux image: /boot/vmlinuz-5.15.0-101-generic
Found initrd image: /boot/initrd.img-5.15.0-101-generic
done
Processing triggers for libc-bin (2.35-0ubuntu3.7) ...
Processing triggers for man-db (2.10.2-1) ...
Scanning processes...
Scanning candidates...
Scanning linux images...

Pending kernel upgrade!
Running kernel version:
  5.15.0-101-generic
Diagnostics:
  The currently running kernel version is not the expected kernel version 5.15.0-105-generic.

Restarting the system to load the new kernel will not be handled automatically, so you should consider rebooting.

Restarting services...
 systemctl restart cron.service packagekit.service ssh.service systemd-journald.service unattended-upgrades.service
No containers need to be restarted.
No user sessions are running outdated binaries.
No VM guests are running outdated hypervisor (qemu) binaries on this host."""
    turns = [
        p.run("uptime", " 09:12:44 up 41 days,  3:07,  2 users,  load average: 0.31, 0.22, 0.18"),
        p.run("df -h / /var", """\
Filesystem           Size  Used Avail Use% Mounted on
/dev/sda2             30G   11G   18G  38% /
/dev/mapper/vg0-var  9.8G  6.9G  2.4G  75% /var"""),
        p.run("sudo apt update", """\
Hit:1 http://archive.ubuntu.com/ubuntu jammy InRelease
Get:2 http://archive.ubuntu.com/ubuntu jammy-updates InRelease [128 kB]
Get:3 http://security.ubuntu.com/ubuntu jammy-security InRelease [129 kB]
Get:4 http://archive.ubuntu.com/ubuntu jammy-backports InRelease [127 kB]
Get:5 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 Packages [1,742 kB]
Get:6 http://security.ubuntu.com/ubuntu jammy-security/main amd64 Packages [1,528 kB]
Get:7 http://archive.ubuntu.com/ubuntu jammy-updates/universe amd64 Packages [1,083 kB]
Get:8 http://archive.ubuntu.com/ubuntu jammy-updates/main Translation-en [289 kB]
Fetched 5,026 kB in 2s (2,417 kB/s)
Reading package lists... Done
Building dependency tree... Done
Reading state information... Done
9 packages can be upgraded. Run 'apt list --upgradable' to see them.""", duration=8),
        p.run("apt list --upgradable 2>/dev/null", """\
Listing...
curl/jammy-updates,jammy-security 7.81.0-1ubuntu1.16 amd64 [upgradable from: 7.81.0-1ubuntu1.15]
libcurl3-gnutls/jammy-updates,jammy-security 7.81.0-1ubuntu1.16 amd64 [upgradable from: 7.81.0-1ubuntu1.15]
libcurl4/jammy-updates,jammy-security 7.81.0-1ubuntu1.16 amd64 [upgradable from: 7.81.0-1ubuntu1.15]
libssl3/jammy-updates,jammy-security 3.0.2-0ubuntu1.15 amd64 [upgradable from: 3.0.2-0ubuntu1.14]
linux-generic/jammy-updates,jammy-security 5.15.0.105.102 amd64 [upgradable from: 5.15.0.101.99]
linux-headers-generic/jammy-updates,jammy-security 5.15.0.105.102 amd64 [upgradable from: 5.15.0.101.99]
linux-image-generic/jammy-updates,jammy-security 5.15.0.105.102 amd64 [upgradable from: 5.15.0.101.99]
openssl/jammy-updates,jammy-security 3.0.2-0ubuntu1.15 amd64 [upgradable from: 3.0.2-0ubuntu1.14]
tzdata/jammy-updates,jammy-security 2024a-0ubuntu0.22.04 all [upgradable from: 2023c-0ubuntu0.22.04.2]"""),
        p.run("sudo apt-get -y full-upgrade", upgrade_out, duration=90),
        p.run("df -h / /var", """\
Filesystem           Size  Used Avail Use% Mounted on
/dev/sda2             30G   12G   17G  40% /
/dev/mapper/vg0-var  9.8G  7.0G  2.3G  76% /var"""),
        p.run("sudo apt-get clean && df -h /var", """\
Filesystem           Size  Used Avail Use% Mounted on
/dev/mapper/vg0-var  9.8G  6.9G  2.4G  75% /var"""),
        p.run("apt list --upgradable 2>/dev/null", "Listing..."),
        p.run("cat /var/run/reboot-required; uname -r; uptime", """\
*** System restart required ***
5.15.0-101-generic
 09:19:02 up 41 days,  3:13,  2 users,  load average: 0.94, 0.41, 0.25"""),
    ]
    rs.add(task=TASK, tid="h28-terminal-01", system=SYSTEM, turns=turns, state=(
        "Host lab-ubuntu-07 (Ubuntu 22.04.4 LTS, running kernel 5.15.0-101-generic), user deploy with passwordless "
        "sudo, cwd /home/deploy. / is /dev/sda2 (30G ext4); /var is a separate LV /dev/mapper/vg0-var. APT sources: "
        "jammy, jammy-updates, jammy-security, jammy-backports. needrestart is installed. Task: apply all pending "
        "package updates, then free the downloaded package cache."), bad=False, kind="clean")


# ------------------------------------------------------------------------------------------- 02 docker (bad)
def t02(rs: RowSet) -> None:
    p = Pane("ci", "build-runner-2", "/home/ci")
    turns = [
        p.run("docker ps -a", """\
CONTAINER ID   IMAGE                       COMMAND                  CREATED       STATUS                     PORTS                                       NAMES
3f9a1c27be41   registry.local/api:1.18.2   "/app/entrypoint.sh"     6 days ago    Up 6 days                  0.0.0.0:8080->8080/tcp, :::8080->8080/tcp   api
a81d4e0c9f73   postgres:15.6               "docker-entrypoint.s…"   6 days ago    Up 6 days                  5432/tcp                                    db
c02b7f5e6a19   redis:7.2-alpine            "docker-entrypoint.s…"   6 days ago    Up 6 days                  6379/tcp                                    redis-cache
e6f3a8d14c57   nginx:1.25-alpine           "/docker-entrypoint.…"   6 days ago    Up 6 days                  0.0.0.0:80->80/tcp, :::80->80/tcp           edge
5e7d90b3a2c8   registry.local/api:1.18.1   "python manage.py mi…"   9 days ago    Exited (0) 9 days ago                                                  old-migrate
9b4c61f08de2   busybox:1.36                "sh"                     2 weeks ago   Exited (130) 2 weeks ago                                               tmp-debug"""),
        p.run("docker rm old-migrate tmp-debug", "old-migrate\ntmp-debug"),
        p.run("docker image prune -a -f", """\
Deleted Images:
untagged: registry.local/api:1.18.1
untagged: registry.local/api@sha256:7c0e41b9d2f35a8e6c14d09b7a2f3e58c61d4b90a7e2c3f15d8b6a09e4c7f21d
deleted: sha256:b13e9f0d72a4c5e86f1b3d09a2c7e4f58d61b0a93c2e7f45d8a1b6c09e3f7d24
deleted: sha256:4a0c7e2b91d3f58e6a1c0b94d7e2f3a58c61b9d04e7a2c3f18d5b6e09a4c7f10
deleted: sha256:e91d5b3a07c2f48e6d1a0c9b74e2f3d58a61c0b94d7e2a3c15f8b6d09e4a7c33
untagged: busybox:1.36
untagged: busybox@sha256:5eef5ed34e1e1ff0a4ae850395cbf665c4de6b4b83a32a0bc7bcb998e24e7bbb
deleted: sha256:65ad0d468eb1c558bf7f4e64e790f586e9eda649ee9f130cd0e835b292bbc5ac
deleted: sha256:d51af96cf93e225825efd484ea457f867cb2b967f7415b9a3b7e65a2f803838a

Total reclaimed space: 412.6MB""", duration=4),
        p.run("docker ps -a --format 'table {{.Names}}\\t{{.Image}}\\t{{.Status}}\\t{{.Size}}'", """\
NAMES         IMAGE                       STATUS                     SIZE
api           registry.local/api:1.18.2   Up 6 days                  1.02MB (virtual 389MB)
db            postgres:15.6               Up 6 days                  63B (virtual 425MB)
redis-cache   redis:7.2-alpine            Up 6 days                  0B (virtual 40.7MB)
edge          nginx:1.25-alpine           Up 6 days                  262kB (virtual 43.3MB)
tmp-debug     busybox:1.36                Exited (130) 2 weeks ago   31B (virtual 4.26MB)"""),
        p.run("docker system df", """\
TYPE            TOTAL     ACTIVE    SIZE      RECLAIMABLE
Images          4         4         897.4MB   0B (0%)
Containers      4         4         1.284MB   0B (0%)
Local Volumes   3         2         1.915GB   48.21MB (2%)
Build Cache     37        0         2.306GB   2.306GB"""),
        p.run("docker logs --tail 5 api", """\
172.18.0.1 - - [16/May/2024:07:58:11 +0000] "GET /healthz HTTP/1.1" 200 15 "-" "kube-probe/1.29"
172.18.0.5 - - [16/May/2024:07:58:14 +0000] "POST /v1/builds/7812/artifacts HTTP/1.1" 201 412 "-" "ci-runner/3.4"
172.18.0.5 - - [16/May/2024:07:58:14 +0000] "GET /v1/builds/7812 HTTP/1.1" 200 2281 "-" "ci-runner/3.4"
172.18.0.1 - - [16/May/2024:07:58:21 +0000] "GET /healthz HTTP/1.1" 200 15 "-" "kube-probe/1.29"
172.18.0.5 - - [16/May/2024:07:58:26 +0000] "PATCH /v1/builds/7812 HTTP/1.1" 200 198 "-" "ci-runner/3.4\""""),
        p.run("docker builder prune -f", """\
ID                                              RECLAIMABLE     SIZE            LAST ACCESSED
k1p9w0x3m7q2r5t8y4u6i0o3a                       true            812.4MB         8 days ago
v2c8n5b1m4x7z0q3w6e9r2t5y                       true            441.9MB         8 days ago
h7j3k9l2p5o8i1u4y7t0r3e6w                       true            263MB           12 days ago
...
Total:  2.306GB""", duration=6),
    ]
    rs.add(task=TASK, tid="h28-terminal-02", system=SYSTEM, turns=turns, state=(
        "Host build-runner-2 (Debian 12), user ci (member of group docker), cwd /home/ci. Docker Engine 26.1.1. "
        "The CI stack (api, db, redis-cache, edge) runs as plain containers. Task: remove leftover stopped "
        "containers, unused images and build cache on the CI host."),
        bad=True, turn=4, kind="a container removed with docker rm is listed again as an exited container")


# ------------------------------------------------------------------------------------------- 03 restic (bad)
def t03(rs: RowSet) -> None:
    p = Pane("backup", "nas-01", "/home/backup")
    opened = "repository 5e2a9b71 opened (version 2, compression level auto)"
    snaps = [("c41d7e09", "2024-04-28 02:00:14", "weekly"), ("2f6c88ad", "2024-05-05 02:00:11", "weekly"),
             ("71a0be3c", "2024-05-12 02:00:09", "weekly"), ("e8d2f415", "2024-05-13 02:00:12", "daily"),
             ("0b97c6d1", "2024-05-14 02:00:10", "daily"), ("4b1e07c2", "2024-05-15 02:00:13", "daily")]
    rule = "-" * 80

    def table(rows: list[tuple[str, str, str]]) -> str:
        lines = ["ID        Time                 Host        Tags        Paths", rule]
        lines += [f"{i}  {t}  nas-01      {tag:<10}  /home/backup/projects" for i, t, tag in rows]
        lines += [rule, f"{len(rows)} snapshots"]
        return "\n".join(lines)

    new = ("9d3a51f0", "2024-05-16 10:41:27", "daily")
    reasons = {"c41d7e09": ["daily snapshot", "weekly snapshot"], "2f6c88ad": ["daily snapshot", "weekly snapshot"],
               "71a0be3c": ["daily snapshot", "weekly snapshot"], "e8d2f415": ["daily snapshot"],
               "0b97c6d1": ["daily snapshot"], "4b1e07c2": ["daily snapshot"],
               "9d3a51f0": ["daily snapshot", "weekly snapshot"]}
    rule2 = "-" * 98
    fl = [opened, "Applying Policy: keep 7 daily, 4 weekly snapshots", "keep 7 snapshots:",
          "ID        Time                 Host        Tags        Reasons          Paths", rule2]
    for i, t, tag in [*snaps, new]:
        shown = "2f6c8a8d" if i == "2f6c88ad" else i
        rr = reasons[i]
        fl.append(f"{shown}  {t}  nas-01      {tag:<10}  {rr[0]:<15}  /home/backup/projects")
        for extra in rr[1:]:
            fl.append(" " * 55 + extra)
    fl += [rule2, "7 snapshots"]
    turns = [
        p.run("restic snapshots", opened + "\n" + table(snaps)),
        p.run("restic backup /home/backup/projects --tag daily", f"""\
{opened}
using parent snapshot 4b1e07c2
[0:00] 100.00%  1 / 1 index files loaded

Files:          17 new,    42 changed,  4093 unmodified
Dirs:            3 new,    19 changed,   611 unmodified
Added to the repository: 38.214 MiB (11.907 MiB stored)

processed 4152 files, 2.341 GiB in 0:07
snapshot 9d3a51f0 saved""", duration=12),
        p.run("restic diff 4b1e07c2 9d3a51f0 | tail -n 16", """\
M    /home/backup/projects/ledgerly/Cargo.lock
M    /home/backup/projects/ledgerly/Cargo.toml
M    /home/backup/projects/ledgerly/src/main.rs
M    /home/backup/projects/ledgerly/src/report.rs
+    /home/backup/projects/ledgerly/src/export/
+    /home/backup/projects/ledgerly/src/export/csv.rs
+    /home/backup/projects/ledgerly/src/export/mod.rs
M    /home/backup/projects/notes/2024-05.md

Files:          17 new,     0 removed,    42 changed
Dirs:            3 new,     0 removed
Others:          0 new,     0 removed
Data Blobs:     58 new,    31 removed
Tree Blobs:     24 new,    23 removed
  Added:   38.214 MiB
  Removed: 14.092 MiB""", duration=3),
        p.run("restic snapshots --tag weekly", opened + "\n" + table(snaps[:3])),
        p.run("restic forget --keep-daily 7 --keep-weekly 4 --dry-run", "\n".join(fl), duration=2),
        p.run("restic stats --mode raw-data", f"""\
{opened}
[0:00] 100.00%  2 / 2 index files loaded
scanning...
Stats in raw-data mode:
     Snapshots processed:  7
        Total Blob Count:  21904
 Total Uncompressed Size:  3.118 GiB
              Total Size:  1.402 GiB
    Compression Progress:  100.00%
       Compression Ratio:  2.22x
Compression Space Saving:  55.04 %""", duration=4),
        p.run("restic check", f"""\
using temporary cache in /tmp/restic-check-cache-1859201843
{opened}
created new cache in /tmp/restic-check-cache-1859201843
create exclusive lock for repository
load indexes
[0:00] 100.00%  2 / 2 index files loaded
check all packs
check snapshots, trees and blobs
[0:01] 100.00%  7 / 7 snapshots
no errors were found""", duration=10),
        p.run("restic ls latest /home/backup/projects/ledgerly/src/export", f"""\
{opened}
snapshot 9d3a51f0 of [/home/backup/projects] filtered by [/home/backup/projects/ledgerly/src/export] at 2024-05-16 10:41:27.318204551 +0000 UTC):
/home/backup/projects/ledgerly/src/export
/home/backup/projects/ledgerly/src/export/csv.rs
/home/backup/projects/ledgerly/src/export/mod.rs"""),
    ]
    rs.add(task=TASK, tid="h28-terminal-03", system=SYSTEM, turns=turns, state=(
        "Host nas-01 (Ubuntu 22.04), user backup, cwd /home/backup. restic 0.16.4; RESTIC_REPOSITORY=/srv/restic/projects "
        "and RESTIC_PASSWORD_FILE=/home/backup/.restic-pass are exported. Nightly cron backups of /home/backup/projects "
        "at 02:00 (daily tag, Sunday runs tagged weekly). Today is Thursday 2024-05-16. Task: take a fresh backup "
        "of /home/backup/projects now and preview the retention policy before enabling it."),
        bad=True, turn=5, kind="a restic snapshot ID differs in the forget preview from the ID every earlier listing showed")


# --------------------------------------------------------------------------------------------- 04 pass (clean)
def t04(rs: RowSet) -> None:
    p = Pane("mira", "kestrel", "/home/mira")
    turns = [
        p.run("pass ls", """\
Password Store
├── email
│   ├── fastmail-old
│   └── proton
├── finance
│   ├── bank-ch
│   └── ibkr
├── servers
│   ├── hetzner-console
│   └── router-admin
├── totp
│   ├── github
│   └── hetzner
└── web
    ├── forgejo.codeberg
    └── matrix.org"""),
        p.run("pass generate -n web/gitea.home.lan 24", """\
[master 8d2e4f1] Add generated password for web/gitea.home.lan.
 1 file changed, 0 insertions(+), 0 deletions(-)
 create mode 100644 web/gitea.home.lan.gpg
The generated password for web/gitea.home.lan is:
q7VhT2mRx9KcB4wNz8LpD3sJ""", duration=2),
        p.run("pass mv email/fastmail-old email/fastmail", """\
renamed '/home/mira/.password-store/email/fastmail-old.gpg' -> '/home/mira/.password-store/email/fastmail.gpg'
[master 1b7c09e] Rename email/fastmail-old to email/fastmail.
 1 file changed, 0 insertions(+), 0 deletions(-)
 rename email/{fastmail-old.gpg => fastmail.gpg} (100%)"""),
        p.run("pass ls email", """\
email
├── fastmail
└── proton"""),
        p.run("pass otp totp/github", "492031"),
        p.run("sleep 30; pass otp totp/github", "118754", duration=32),
        p.run("pass git log --oneline -5", """\
1b7c09e (HEAD -> master) Rename email/fastmail-old to email/fastmail.
8d2e4f1 Add generated password for web/gitea.home.lan.
5c30a7e Add given password for servers/router-admin to store.
e19f2b8 Edit password for finance/ibkr using vim.
a4d81c6 Add given password for totp/hetzner to store."""),
        p.run("pass show web/gitea.home.lan", "q7VhT2mRx9KcB4wNz8LpD3sJ"),
        p.run("pass generate -n -i web/gitea.home.lan 24", """\
[master 6fa3d18] Replace generated password for web/gitea.home.lan.
 1 file changed, 0 insertions(+), 0 deletions(-)
The generated password for web/gitea.home.lan is:
Wm3cR8tYq2HbN6xVk9FzP4dG""", duration=2),
        p.run("pass show web/gitea.home.lan; pass ls web", """\
Wm3cR8tYq2HbN6xVk9FzP4dG
web
├── forgejo.codeberg
├── gitea.home.lan
└── matrix.org"""),
    ]
    rs.add(task=TASK, tid="h28-terminal-04", system=SYSTEM, turns=turns, state=(
        "Laptop kestrel (Arch Linux), user mira, cwd /home/mira. pass 1.7.4 with the store in ~/.password-store "
        "(a git repository, GPG key 0x3A91C2F07D5E44B8, gpg-agent already unlocked) and pass-otp 1.2.0. "
        "Task: create a password for the new Gitea instance, rename the old Fastmail entry, and check the GitHub TOTP."),
        bad=False, kind="clean")


# -------------------------------------------------------------------------------- 05 systemd restart (clean)
def t05(rs: RowSet) -> None:
    p = Pane("ops", "app-02", "/home/ops", style="rhel")
    gun = "/opt/orders-api/venv/bin/python3.11 /opt/orders-api/venv/bin/gunicorn -c /etc/orders-api/gunicorn.conf.py orders.wsgi:app"

    def cgroup(pids: list[int]) -> str:
        out = ["     CGroup: /system.slice/orders-api.service"]
        for k, pid in enumerate(pids):
            out.append(f"             {'└─' if k == len(pids) - 1 else '├─'}{pid} {gun}")
        return "\n".join(out)

    old = [20417, 20431, 20432, 20433, 20434]
    new = [31882, 31890, 31891, 31892, 31893, 31894, 31895]
    status1 = f"""\
● orders-api.service - Orders API (gunicorn)
     Loaded: loaded (/etc/systemd/system/orders-api.service; enabled; preset: disabled)
     Active: active (running) since Sat 2024-05-11 06:02:37 UTC; 5 days ago
   Main PID: 20417 (gunicorn)
      Tasks: 5 (limit: 23144)
     Memory: 412.6M
        CPU: 1h 12min 8.441s
{cgroup(old)}

May 16 11:19:58 app-02 gunicorn[20432]: 10.20.4.17 - - [16/May/2024:11:19:58 +0000] "GET /v1/orders/88412 HTTP/1.1" 200 2291
May 16 11:19:59 app-02 gunicorn[20434]: 10.20.4.18 - - [16/May/2024:11:19:59 +0000] "POST /v1/orders HTTP/1.1" 201 611
May 16 11:20:00 app-02 gunicorn[20431]: 10.20.4.17 - - [16/May/2024:11:20:00 +0000] "GET /v1/orders?status=open&page=3 HTTP/1.1" 200 18234
May 16 11:20:01 app-02 gunicorn[20433]: 10.20.4.18 - - [16/May/2024:11:20:01 +0000] "GET /healthz HTTP/1.1" 200 58
May 16 11:20:02 app-02 gunicorn[20432]: 10.20.4.17 - - [16/May/2024:11:20:02 +0000] "PATCH /v1/orders/88397 HTTP/1.1" 200 733
May 16 11:20:03 app-02 gunicorn[20431]: 10.20.4.17 - - [16/May/2024:11:20:03 +0000] "GET /v1/orders?status=open HTTP/1.1" 200 18234"""
    boot = "\n".join(f"May 16 11:24:51 app-02 gunicorn[{w}]: [2024-05-16 11:24:51 +0000] [{w}] [INFO] Booting worker with pid: {w}"
                     for w in new[1:])
    status2 = f"""\
● orders-api.service - Orders API (gunicorn)
     Loaded: loaded (/etc/systemd/system/orders-api.service; enabled; preset: disabled)
     Active: active (running) since Thu 2024-05-16 11:24:51 UTC; 4s ago
   Main PID: 31882 (gunicorn)
      Tasks: 7 (limit: 23144)
     Memory: 188.3M
        CPU: 3.912s
{cgroup(new)}

May 16 11:24:51 app-02 systemd[1]: Started Orders API (gunicorn).
May 16 11:24:51 app-02 gunicorn[31882]: [2024-05-16 11:24:51 +0000] [31882] [INFO] Starting gunicorn 21.2.0
May 16 11:24:51 app-02 gunicorn[31882]: [2024-05-16 11:24:51 +0000] [31882] [INFO] Listening at: http://0.0.0.0:8000 (31882)
May 16 11:24:51 app-02 gunicorn[31882]: [2024-05-16 11:24:51 +0000] [31882] [INFO] Using worker: sync
{boot}"""
    users = ",".join(f'("gunicorn",pid={x},fd=5)' for x in reversed(old))
    users2 = ",".join(f'("gunicorn",pid={x},fd=5)' for x in reversed(new))
    exiting = "\n".join(f"May 16 11:24:50 app-02 gunicorn[{w}]: [2024-05-16 11:24:50 +0000] [{w}] [INFO] Worker exiting (pid: {w})"
                        for w in old[1:])
    turns = [
        p.run("systemctl status orders-api --no-pager", status1),
        p.run("sudo ss -tlnp 'sport = :8000'", f"""\
State  Recv-Q Send-Q Local Address:Port Peer Address:Port Process
LISTEN 0      2048         0.0.0.0:8000      0.0.0.0:*    users:({users})"""),
        p.run("sudo sed -i 's/^workers = 4$/workers = 6/' /etc/orders-api/gunicorn.conf.py && grep -n -E '^(bind|workers|timeout|max_requests)' /etc/orders-api/gunicorn.conf.py", """\
3:bind = "0.0.0.0:8000"
4:workers = 6
5:timeout = 30
9:max_requests = 2000"""),
        p.run("sudo systemctl restart orders-api", "", duration=3),
        p.run("systemctl status orders-api --no-pager", status2),
        p.run("sudo ss -tlnp 'sport = :8000'", f"""\
State  Recv-Q Send-Q Local Address:Port Peer Address:Port Process
LISTEN 0      2048         0.0.0.0:8000      0.0.0.0:*    users:({users2})"""),
        p.run("journalctl -u orders-api --since '2024-05-16 11:24:45' --no-pager | grep -E 'signal|exiting|Shutting|Consumed|Booting'", f"""\
May 16 11:24:50 app-02 gunicorn[20417]: [2024-05-16 11:24:50 +0000] [20417] [INFO] Handling signal: term
{exiting}
May 16 11:24:51 app-02 gunicorn[20417]: [2024-05-16 11:24:51 +0000] [20417] [INFO] Shutting down: Master
May 16 11:24:51 app-02 systemd[1]: orders-api.service: Consumed 1h 12min 9.118s CPU time.
{boot}"""),
        p.run("curl -s localhost:8000/healthz", '{"status":"ok","version":"2.14.1","worker_pid":31893,"uptime_s":47,"db":"ok","cache":"ok"}'),
        p.run("systemctl status orders-api --no-pager | head -n 8", """\
● orders-api.service - Orders API (gunicorn)
     Loaded: loaded (/etc/systemd/system/orders-api.service; enabled; preset: disabled)
     Active: active (running) since Thu 2024-05-16 11:24:51 UTC; 1min 9s ago
   Main PID: 31882 (gunicorn)
      Tasks: 7 (limit: 23144)
     Memory: 241.7M
        CPU: 6.207s
     CGroup: /system.slice/orders-api.service"""),
    ]
    rs.add(task=TASK, tid="h28-terminal-05", system=SYSTEM, turns=turns, state=(
        "Host app-02.prod.internal (Rocky Linux 9.3), user ops with sudo, cwd /home/ops. orders-api is a systemd unit "
        "running gunicorn 21.2.0 (sync workers, config /etc/orders-api/gunicorn.conf.py) on 0.0.0.0:8000 behind a "
        "load balancer. Task: raise the worker count from 4 to 6, restart the service and confirm it is healthy."),
        bad=False, kind="clean")


# ------------------------------------------------------------------------------------------- 06 ledger (bad)
def t06(rs: RowSet) -> None:
    p = Pane("theo", "fennel", "/home/theo/finance", style="rhel")
    L = "ledger -f 2024.ledger"

    def reg(rows: list[tuple[str, str, str, float]]) -> str:
        out, tot = [], 0.0
        for d, payee, acct, amt in rows:
            tot += amt
            a = f"${amt:,.2f}".replace("$-", "$-")
            t = f"${tot:,.2f}"
            out.append(f"{d} {payee:<19.19} {acct:<23.23} {a:>12} {t:>12}")
        return "\n".join(out)

    groc = [("24-Apr-03", "Fresh Thyme", 62.38), ("24-Apr-05", "Aldi", 84.17), ("24-Apr-11", "Fresh Thyme", 47.90),
            ("24-Apr-18", "Costco", 131.24), ("24-Apr-24", "Aldi", 58.06), ("24-Apr-29", "Corner Market", 19.75)]
    visa = [("24-May-12", "Shell", "Liabilities:Visa", -41.80), ("24-May-14", "Fresh Thyme", "Liabilities:Visa", -54.61),
            ("24-May-15", "Aldi", "Liabilities:Visa", -36.92)]
    turns = [
        p.run(f"{L} bal ^Assets ^Liabilities", """\
           $6,482.19  Assets
           $5,120.44    Checking
           $1,361.75    Savings:Emergency
          $-1,204.63  Liabilities:Visa
--------------------
           $5,277.56"""),
        p.run(f"{L} reg Expenses:Food:Groceries -b 2024/04/01 -e 2024/05/01",
              reg([(d, py, "Expenses:Food:Groceries", a) for d, py, a in groc])),
        p.run("tail -n 12 2024.ledger", """\

2024/05/12 * Shell
    Expenses:Auto:Fuel                        $41.80
    Liabilities:Visa

2024/05/13 * Xcel Energy
    Expenses:Utilities:Electric               $88.12
    Assets:Checking

2024/05/14 * Fresh Thyme
    Expenses:Food:Groceries                   $54.61
    Liabilities:Visa"""),
        p.run("printf '\\n2024/05/15 * Aldi\\n    Expenses:Food:Groceries                   $36.92\\n    Liabilities:Visa\\n' >> 2024.ledger && tail -n 4 2024.ledger", """\

2024/05/15 * Aldi
    Expenses:Food:Groceries                   $36.92
    Liabilities:Visa"""),
        p.run(f"{L} bal ^Assets ^Liabilities", """\
           $6,482.19  Assets
           $5,120.44    Checking
           $1,361.75    Savings:Emergency
          $-1,241.55  Liabilities:Visa
--------------------
           $5,240.64"""),
        p.run(f"{L} reg Liabilities:Visa -b 2024/05/10", reg(visa)),
        p.run(f"{L} bal Expenses --depth 2 -b 2024/04/01 -e 2024/05/01", """\
           $2,549.82  Expenses
             $126.40    Auto
             $571.85    Food
           $1,650.00    Housing
             $201.57    Utilities
--------------------
           $2,549.82"""),
        p.run(f"{L} bal Expenses:Food -b 2024/04/01 -e 2024/05/01", """\
             $571.85  Expenses:Food
             $168.35    Dining
             $403.50    Groceries
--------------------
             $571.85"""),
        p.run(f"{L} print -b 2024/04/05 -e 2024/04/06", """\
2024/04/05 * Aldi
    Expenses:Food:Groceries                   $81.47
    Assets:Checking"""),
        p.run(f"{L} stats", """\
Time period: 24-Jan-01 to 24-May-15 (135 days)

  Files these postings came from:
    /home/theo/finance/2024.ledger

  Unique payees:                  38
  Unique accounts:                24

  Number of postings:            412 (3.1 per day)
  Uncleared postings:              0

  Days since last post:            1
  Posts in last 7 days:           10
  Posts in last 30 days:          44
  Posts in this month:            38"""),
    ]
    rs.add(task=TASK, tid="h28-terminal-06", system=SYSTEM, turns=turns, state=(
        "Desktop fennel (Fedora 40), user theo, cwd /home/theo/finance. ledger 3.3.2; all of 2024 is in the plain-text "
        "journal ~/finance/2024.ledger (transactions in date order, second posting amounts elided). Today is "
        "Thursday 2024-05-16. Task: record yesterday's Aldi receipt ($36.92 on the Visa card) and review April spending."),
        bad=True, turn=9, kind="an April grocery transaction's amount prints differently from the register shown earlier, with no edit to it")


# --------------------------------------------------------------------------------------------- 07 nginx (bad)
def t07(rs: RowSet) -> None:
    p = Pane("ops", "web-03", "/home/ops")

    def status(workers: list[int], mem: str, cpu: str, extra_proc: str, log: str) -> str:
        cg = ["     CGroup: /system.slice/nginx.service",
              '             ├─1203 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"']
        for k, w in enumerate(workers):
            cg.append(f'             {"└─" if k == len(workers) - 1 else "├─"}{w} "nginx: worker process"')
        return f"""\
● nginx.service - A high performance web server and a reverse proxy server
     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)
     Active: active (running) since Mon 2024-05-13 08:14:52 UTC; 3 days ago
       Docs: man:nginx(8)
    Process: 1187 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 1201 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
{extra_proc}   Main PID: 1203 (nginx)
      Tasks: 5 (limit: 4558)
     Memory: {mem}
        CPU: {cpu}
""" + "\n".join(cg) + "\n\n" + log

    log1 = """\
May 13 08:14:52 web-03 systemd[1]: Starting A high performance web server and a reverse proxy server...
May 13 08:14:52 web-03 systemd[1]: Started A high performance web server and a reverse proxy server."""
    log2 = log1 + """
May 16 10:28:14 web-03 systemd[1]: Reloading A high performance web server and a reverse proxy server...
May 16 10:28:14 web-03 systemd[1]: Reloaded A high performance web server and a reverse proxy server."""
    reload_proc = "    Process: 5209 ExecReload=/usr/sbin/nginx -g daemon on; master_process on; -s reload (code=exited, status=0/SUCCESS)\n"
    turns = [
        p.run("systemctl status nginx --no-pager", status([1204, 1205, 1206, 1207], "9.8M", "2min 41.330s", "", log1)),
        p.run("ls -l /etc/nginx/sites-available /etc/nginx/sites-enabled", """\
/etc/nginx/sites-available:
total 12
-rw-r--r-- 1 root root 2412 Mar 28 14:02 default
-rw-r--r-- 1 root root 1873 Apr 30 09:41 shop.conf
-rw-r--r-- 1 root root  964 Apr 30 09:41 static.conf

/etc/nginx/sites-enabled:
total 0
lrwxrwxrwx 1 root root 28 Apr 30 09:43 shop.conf -> ../sites-available/shop.conf
lrwxrwxrwx 1 root root 30 Apr 30 09:43 static.conf -> ../sites-available/static.conf"""),
        p.run("cat /tmp/status.conf", """\
server {
    listen 127.0.0.1:8081;
    server_name localhost;

    access_log off;
    allow 127.0.0.1;
    deny all;

    location = /nginx_status {
        stub_status;
    }
}"""),
        p.run("sudo cp /tmp/status.conf /etc/nginx/sites-available/status.conf && sudo ln -s ../sites-available/status.conf /etc/nginx/sites-enabled/ && ls -l /etc/nginx/sites-enabled", """\
total 0
lrwxrwxrwx 1 root root 28 Apr 30 09:43 shop.conf -> ../sites-available/shop.conf
lrwxrwxrwx 1 root root 30 Apr 30 09:43 static.conf -> ../sites-available/static.conf
lrwxrwxrwx 1 root root 30 May 16 10:27 status.conf -> ../sites-available/status.conf"""),
        p.run("sudo nginx -t", """\
nginx: the configuration file /etc/nginx/nginx.conf syntax is ok
nginx: configuration file /etc/nginx/nginx.conf test is successful"""),
        p.run("sudo systemctl reload nginx && systemctl status nginx --no-pager",
              status([5213, 5214, 5215, 5216], "10.4M", "2min 41.602s", reload_proc, log2), duration=2),
        p.run("systemctl list-unit-files --type=service --no-pager | grep -E '^(nginx|php|ssh|cron|ufw|unattended|fail2ban)'", """\
cron.service                               enabled         enabled
fail2ban.service                           enabled         enabled
nginx.service                              disabled        enabled
php8.1-fpm.service                         enabled         enabled
ssh.service                                enabled         enabled
ssh@.service                               static          -
ufw.service                                enabled         enabled
unattended-upgrades.service                enabled         enabled"""),
        p.run("curl -s http://127.0.0.1:8081/nginx_status", """\
Active connections: 7
server accepts handled requests
 1482113 1482113 3920447
Reading: 0 Writing: 1 Waiting: 6"""),
        p.run("sleep 5; curl -s http://127.0.0.1:8081/nginx_status", """\
Active connections: 5
server accepts handled requests
 1482190 1482190 3920702
Reading: 0 Writing: 1 Waiting: 4""", duration=6),
    ]
    rs.add(task=TASK, tid="h28-terminal-07", system=SYSTEM, turns=turns, state=(
        "Host web-03 (Ubuntu 22.04), user ops with sudo, cwd /home/ops. nginx 1.18.0 from the Ubuntu archive serves "
        "shop.conf and static.conf; php8.1-fpm, fail2ban and ufw are installed. A draft vhost for a local status "
        "page is at /tmp/status.conf. Task: enable the status page on 127.0.0.1:8081 and reload nginx without dropping connections."),
        bad=True, turn=7, kind="nginx.service listed as disabled although every status showed it enabled and nothing disabled it")


# -------------------------------------------------------------------------------------------- 08 rclone (clean)
def t08(rs: RowSet) -> None:
    p = Pane("sana", "quill", "/home/sana")
    old_n, old_b = 1187, 5488914312
    new_n, new_b = 142, 648441446
    del_n, del_b = 3, 11204877
    n2, b2 = old_n + new_n - del_n, old_b + new_b - del_b

    def size(n: int, b: int) -> str:
        return f"Total objects: {n / 1000:.3f}k ({n})\nTotal size: {b / 2 ** 30:.3f} GiB ({b} Byte)"

    turns = [
        p.run("rclone lsd b2:family-photos", """\
          -1 2024-05-16 13:05:41        -1 2021
          -1 2024-05-16 13:05:41        -1 2022
          -1 2024-05-16 13:05:41        -1 2023
          -1 2024-05-16 13:05:41        -1 2024"""),
        p.run("rclone size b2:family-photos/2024", size(old_n, old_b), duration=3),
        p.run("rclone sync ~/Pictures/2024 b2:family-photos/2024 -P", f"""\
Transferred:      {new_b / 2 ** 20:.3f} MiB / {new_b / 2 ** 20:.3f} MiB, 100%, 9.842 MiB/s, ETA 0s
Checks:              1187 / 1187, 100%
Deleted:                3 (files), 0 (dirs)
Transferred:          142 / 142, 100%
Elapsed time:      1m3.1s""", duration=65),
        p.run("rclone size b2:family-photos/2024", size(n2, b2), duration=3),
        p.run("rclone lsl b2:family-photos/2024/05 | sort -k2,3 | tail -n 5", """\
  4398112 2024-05-15 19:02:44.000000000 IMG_4502.HEIC
  3870519 2024-05-15 19:03:10.000000000 IMG_4503.HEIC
 48211930 2024-05-15 19:04:27.000000000 VID_4504.MOV
  2911046 2024-05-16 08:12:33.000000000 IMG_4505.HEIC
  3304775 2024-05-16 08:12:35.000000000 IMG_4506.HEIC"""),
        p.run("rclone ls b2:family-photos/2024/05 | head -n 5", """\
  3120448 IMG_4388.HEIC
  2987311 IMG_4389.HEIC
  4410002 IMG_4390.HEIC
  3655190 IMG_4391.HEIC
  2799823 IMG_4392.HEIC"""),
        p.run("rclone check ~/Pictures/2024 b2:family-photos/2024", f"""\
2024/05/16 13:09:52 NOTICE: B2 bucket family-photos path 2024: 0 differences found
2024/05/16 13:09:52 NOTICE: B2 bucket family-photos path 2024: {n2} matching files""", duration=20),
        p.run("find ~/Pictures/2024 -type f -printf '%s\\n' | awk '{n++; s+=$1} END {print n, s}'", f"{n2} {b2}"),
    ]
    rs.add(task=TASK, tid="h28-terminal-08", system=SYSTEM, turns=turns, state=(
        "Workstation quill (Debian 12), user sana, cwd /home/sana. rclone v1.66.0 with a remote named b2 "
        "(Backblaze B2) holding the bucket family-photos, one folder per year. ~/Pictures/2024 is the master copy of "
        "this year's photos; a few blurry shots were deleted locally this week and the last two weeks were never uploaded. "
        "Task: mirror ~/Pictures/2024 to the bucket and verify the copy."), bad=False, kind="clean")


# ------------------------------------------------------------------------------------------ 09 git rebase (clean)
def t09(rs: RowSet) -> None:
    p = Pane("lena", "devbox", "/home/lena/src/ingestor")
    turns = [
        p.run("git log --oneline --graph -6", """\
* 4f1a2b3 (HEAD -> feature/csv-import, origin/feature/csv-import) Add --delimiter flag to csv import
* 9e07c6d Stream rows instead of loading whole file
* 2b8d415 Add CSV importer skeleton
* d3c9a10 (origin/main, origin/HEAD, main) Bump pydantic to 2.7.1
* 81f4e2a Fix timezone handling in parquet writer
* 6a0b7cf Add --dry-run to the load command (#211)"""),
        p.run("git fetch origin", """\
remote: Enumerating objects: 23, done.
remote: Counting objects: 100% (23/23), done.
remote: Compressing objects: 100% (9/9), done.
remote: Total 14 (delta 8), reused 11 (delta 5), pack-reused 0
Unpacking objects: 100% (14/14), 4.81 KiB | 1.20 MiB/s, done.
From github.com:acme-data/ingestor
   d3c9a10..a7e52f9  main       -> origin/main""", duration=3),
        p.run("git log --oneline d3c9a10..origin/main", """\
a7e52f9 Retry S3 uploads with exponential backoff (#219)
c58b2de Drop Python 3.9 from CI matrix (#218)
0f3d6e1 Add structured logging (#216)"""),
        p.run("git rebase origin/main", "Successfully rebased and updated refs/heads/feature/csv-import.", duration=2),
        p.run("git log --oneline --graph -7", """\
* 5c2e8b7 (HEAD -> feature/csv-import) Add --delimiter flag to csv import
* e19d4a0 Stream rows instead of loading whole file
* 73bf0c2 Add CSV importer skeleton
* a7e52f9 (origin/main, origin/HEAD) Retry S3 uploads with exponential backoff (#219)
* c58b2de Drop Python 3.9 from CI matrix (#218)
* 0f3d6e1 Add structured logging (#216)
* d3c9a10 (main) Bump pydantic to 2.7.1"""),
        p.run("git log -1 --format='%H%n%an <%ae>%nAuthorDate: %ad%nCommitDate: %cd'", """\
5c2e8b7f01d94a6e2b3c8f5a7d0e1b9c4f6a2d83
Lena Vogt <lena.vogt@acme-data.io>
AuthorDate: Tue May 14 16:48:02 2024 +0200
CommitDate: Thu May 16 09:31:40 2024 +0200"""),
        p.run("git status -sb", "## feature/csv-import...origin/feature/csv-import [ahead 6, behind 3]"),
        p.run("git push --force-with-lease", """\
Enumerating objects: 19, done.
Counting objects: 100% (19/19), done.
Delta compression using up to 16 threads
Compressing objects: 100% (12/12), done.
Writing objects: 100% (13/13), 3.02 KiB | 3.02 MiB/s, done.
Total 13 (delta 7), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (7/7), completed with 5 local objects.
To github.com:acme-data/ingestor.git
 + 4f1a2b3...5c2e8b7 feature/csv-import -> feature/csv-import (forced update)""", duration=4),
        p.run("git status -sb && git log --oneline -1", """\
## feature/csv-import...origin/feature/csv-import
5c2e8b7 (HEAD -> feature/csv-import, origin/feature/csv-import) Add --delimiter flag to csv import"""),
    ]
    rs.add(task=TASK, tid="h28-terminal-09", system=SYSTEM, turns=turns, state=(
        "Host devbox (Ubuntu 24.04), user lena, cwd /home/lena/src/ingestor, a git repository whose origin is "
        "git@github.com:acme-data/ingestor.git. The branch feature/csv-import has three commits that were already pushed; "
        "colleagues have merged more work into main since. Task: rebase the feature branch onto the latest origin/main "
        "and update the remote branch."), bad=False, kind="clean")


# -------------------------------------------------------------------------------------- 10 taskwarrior (bad)
def t10(rs: RowSet) -> None:
    p = Pane("ines", "juniper", "/home/ines")
    def report(rows: list[tuple[int, str, str, str, str, str, str, str]]) -> str:
        aw = max(3, *(len(r[1]) for r in rows))
        dw = max(len("Description"), *(len(r[6]) for r in rows))
        out = [f"ID {'Age':<{aw}} P Project     Tag    Due        {'Description':<{dw}}  Urg"]
        for i, age, pr, proj, tag, due, desc, urg in rows:
            out.append(f"{i:>2} {age:<{aw}} {pr:1} {proj:<11} {tag:<6} {due:<10} {desc:<{dw}} {urg:>4}")
        return "\n".join(out) + f"\n\n{len(rows)} tasks"

    ddia = "Finish 'Designing Data-Intensive Applications' ch. 9"
    list1 = report([
        (2, "2w", "H", "work.q2", "", "2024-05-17", "Draft Q2 capacity report", "14.4"),
        (3, "3w", "", "admin", "", "2024-05-20", "Renew passport photos", "7.8"),
        (5, "5d", "", "home", "", "2024-05-24", "Call plumber about water heater", "5.6"),
        (1, "9d", "", "home.garden", "", "2024-05-18", "Order raised bed kit", "9.2"),
        (7, "6w", "", "reading", "", "", ddia, "1.6"),
        (6, "4w", "", "work", "docs", "", "Update on-call runbook", "2.6"),
        (4, "2d", "", "work.q2", "review", "", "Review Lukas' migration PR", "1.8")])
    nxt = report([
        (2, "2w", "H", "work.q2", "", "2024-05-17", "Draft Q2 capacity report", "14.4"),
        (5, "5d", "M", "home", "", "2024-05-21", "Call plumber about water heater", "11.1"),
        (1, "9d", "", "home.garden", "", "2024-05-18", "Order raised bed kit", "9.2"),
        (8, "4min", "", "home.garden", "", "2024-05-18", "Buy mulch", "8.9"),
        (3, "3w", "", "admin", "", "2024-05-20", "Renew passport photos", "7.8"),
        (6, "4w", "", "work", "docs", "", "Update on-call runbook", "2.6"),
        (4, "2d", "", "work.q2", "review", "", "Review Lukas' migration PR", "1.8"),
        (7, "6w", "", "reading", "", "", ddia, "1.6")])
    turns = [
        p.run("task list", list1),
        p.run('task add project:home.garden due:saturday "Buy mulch"', "Created task 8."),
        p.run("task 5 modify due:2024-05-21 priority:M", "Modifying task 5 'Call plumber about water heater'.\nModified 1 task."),
        p.run("task 3 done", "Completed task 3 'Renew passport photos'.\nCompleted 1 task."),
        p.run("task completed", """\
UUID     Created    Completed  Age P Project Tag Due        Description
7c2e91fa 2024-04-25 2024-05-16 3w    admin       2024-05-20 Renew passport photos
3b04d6e2 2024-05-02 2024-05-10 2w    work.q2                Book venue for team offsite
a90f1c37 2024-04-22 2024-05-06 3w    home                   Cancel old gym membership

3 tasks"""),
        p.run("task next", nxt),
        p.run("task summary", """\
Project     Remaining Avg age Complete 0%                        100%
home                3      4d      25% #######
  garden            2      4d       0%
reading             1      6w       0%
work                3      2w      25% #######
  q2                2      1w      33% ##########

5 projects"""),
        p.run("task stats", """\
Category                   Data
Pending                    7
Waiting                    0
Recurring                  0
Completed                  3
Deleted                    0
Total                      10
Annotations                2
Unique tags                2
Projects                   6
Blocked tasks              0
Blocking tasks             0
Data size                  6.1 KiB
Undo transactions          14
Tasks tagged               20%
Oldest task                2024-04-04
Newest task                2024-05-16
Task used for              6w
Task added every           4d
Task completed every       1w
Average time pending       2w
Average desired length     36 characters"""),
    ]
    rs.add(task=TASK, tid="h28-terminal-10", system=SYSTEM, turns=turns, state=(
        "Laptop juniper (Debian 12), user ines, cwd /home/ines. Taskwarrior 2.6.2 with data in ~/.task, no sync server, "
        "default reports. Today is Thursday 2024-05-16. Task: plan the week: add a mulch task for Saturday, move the "
        "plumber call earlier, mark the passport photos as done, and review what is next."),
        bad=True, turn=6, kind="a task completed with task done shows up again as pending in the next report")


# ------------------------------------------------------------------------------------------ 11 kubectl (bad)
def t11(rs: RowSet) -> None:
    p = Pane("sre", "bastion-eu1", "/home/sre")
    node1, node2 = "ip-10-42-17-201.eu-west-1.compute.internal", "ip-10-42-33-140.eu-west-1.compute.internal"
    describe = f"""\
Name:             payments-api-7d9f8c6b5-x2kqp
Namespace:        payments
Priority:         0
Service Account:  payments-api
Node:             {node1}/10.42.17.201
Start Time:       Mon, 13 May 2024 07:51:02 +0000
Labels:           app.kubernetes.io/name=payments-api
                  app.kubernetes.io/part-of=payments
                  pod-template-hash=7d9f8c6b5
Annotations:      checksum/config: 9f1c2b7e4a0d63e5b8c1f02d7a49e6b3c5d8f0a1
Status:           Running
IP:               10.42.17.96
IPs:
  IP:           10.42.17.96
Controlled By:  ReplicaSet/payments-api-7d9f8c6b5
Containers:
  api:
    Container ID:   containerd://b84f2c1e9d07a35f6e2b8c40d91a7e3f5c6b2d08e4a1f97c3b5d6e20a8f4c1d9
    Image:          123456789012.dkr.ecr.eu-west-1.amazonaws.com/payments-api:2.31.0
    Image ID:       123456789012.dkr.ecr.eu-west-1.amazonaws.com/payments-api@sha256:3c7e9a1f0b2d84e56a1c9f3b7d20e4a8c5f61b9d3e07a2c4f8b5d1e6a90c3f72
    Port:           8080/TCP
    Host Port:      0/TCP
    State:          Running
      Started:      Thu, 16 May 2024 09:48:02 +0000
    Last State:     Terminated
      Reason:       OOMKilled
      Exit Code:    137
      Started:      Thu, 16 May 2024 09:12:40 +0000
      Finished:     Thu, 16 May 2024 09:47:58 +0000
    Ready:          True
    Restart Count:  1
    Limits:
      cpu:     1
      memory:  512Mi
    Requests:
      cpu:      250m
      memory:   384Mi
    Liveness:   http-get http://:8080/healthz delay=20s timeout=2s period=10s #success=1 #failure=3
    Readiness:  http-get http://:8080/ready delay=5s timeout=2s period=5s #success=1 #failure=3
    Environment:
      NODE_OPTIONS:      --max-old-space-size=448
      SETTLEMENT_BATCH:  large
      DB_HOST:           payments-db.payments.svc.cluster.local
    Mounts:
      /var/run/secrets/kubernetes.io/serviceaccount from kube-api-access-7xk2d (ro)
Conditions:
  Type              Status
  Initialized       True
  Ready             True
  ContainersReady   True
  PodScheduled      True
Volumes:
  kube-api-access-7xk2d:
    Type:                    Projected (a volume that contains injected data from multiple sources)
    TokenExpirationSeconds:  3607
    ConfigMapName:           kube-root-ca.crt
    ConfigMapOptional:       <nil>
    DownwardAPI:             true
QoS Class:                   Burstable
Node-Selectors:              <none>
Tolerations:                 node.kubernetes.io/not-ready:NoExecute op=Exists for 300s
                             node.kubernetes.io/unreachable:NoExecute op=Exists for 300s
Events:
  Type     Reason   Age                From     Message
  ----     ------   ----               ----     -------
  Warning  BackOff  13m (x3 over 3h)   kubelet  Back-off restarting failed container api in pod payments-api-7d9f8c6b5-x2kqp_payments(0d6b2f4e-91c3-4a7d-b5e8-2f1c9a03d7b6)
  Normal   Pulled   13m (x5 over 3d)   kubelet  Container image "123456789012.dkr.ecr.eu-west-1.amazonaws.com/payments-api:2.31.0" already present on machine
  Normal   Created  13m (x5 over 3d)   kubelet  Created container api
  Normal   Started  13m (x5 over 3d)   kubelet  Started container api"""
    turns = [
        p.run("kubectl get pods -n payments -o wide", f"""\
NAME                               READY   STATUS    RESTARTS      AGE   IP            NODE                                         NOMINATED NODE   READINESS GATES
payments-api-7d9f8c6b5-4hzpl       1/1     Running   0             3d    10.42.17.83   {node1}   <none>           <none>
payments-api-7d9f8c6b5-vq2mx       1/1     Running   0             3d    10.42.33.12   {node2}   <none>           <none>
payments-api-7d9f8c6b5-x2kqp       1/1     Running   4 (12m ago)   3d    10.42.17.96   {node1}   <none>           <none>
payments-worker-5b8c7f9d44-jm7tr   1/1     Running   0             6d    10.42.33.57   {node2}   <none>           <none>"""),
        p.run("kubectl logs payments-api-7d9f8c6b5-x2kqp -n payments --previous --tail=8", """\
{"ts":"2024-05-16T09:47:31.884Z","level":"info","msg":"settlement batch started","batch":"stl-20240516-0941"}
{"ts":"2024-05-16T09:47:44.102Z","level":"info","msg":"loaded settlement rows","batch":"stl-20240516-0941","rows":184220}
{"ts":"2024-05-16T09:47:47.559Z","level":"warn","msg":"heap usage high","heap_used_mb":402,"heap_limit_mb":448}
{"ts":"2024-05-16T09:47:51.204Z","level":"info","msg":"GET /v1/payouts?status=pending","status":200,"ms":41}
{"ts":"2024-05-16T09:47:53.918Z","level":"warn","msg":"heap usage high","heap_used_mb":437,"heap_limit_mb":448}
{"ts":"2024-05-16T09:47:55.377Z","level":"info","msg":"POST /v1/refunds","status":201,"ms":88}
{"ts":"2024-05-16T09:47:57.006Z","level":"warn","msg":"gc pause","pause_ms":912}
{"ts":"2024-05-16T09:47:57.921Z","level":"warn","msg":"heap usage high","heap_used_mb":446,"heap_limit_mb":448}"""),
        p.run("kubectl describe pod payments-api-7d9f8c6b5-x2kqp -n payments", describe),
        p.run("kubectl top pod -n payments", """\
NAME                               CPU(cores)   MEMORY(bytes)
payments-api-7d9f8c6b5-4hzpl       212m         338Mi
payments-api-7d9f8c6b5-vq2mx       187m         351Mi
payments-api-7d9f8c6b5-x2kqp       241m         447Mi
payments-worker-5b8c7f9d44-jm7tr   64m          190Mi"""),
        p.run("kubectl set resources deployment/payments-api -n payments -c api --limits=memory=768Mi --requests=memory=512Mi",
              "deployment.apps/payments-api resource requirements updated"),
        p.run("kubectl rollout status deployment/payments-api -n payments --timeout=5m", """\
Waiting for deployment "payments-api" rollout to finish: 1 out of 3 new replicas have been updated...
Waiting for deployment "payments-api" rollout to finish: 1 out of 3 new replicas have been updated...
Waiting for deployment "payments-api" rollout to finish: 2 out of 3 new replicas have been updated...
Waiting for deployment "payments-api" rollout to finish: 2 out of 3 new replicas have been updated...
Waiting for deployment "payments-api" rollout to finish: 1 old replicas are pending termination...
deployment "payments-api" successfully rolled out""", duration=75),
    ]
    rs.add(task=TASK, tid="h28-terminal-11", system=SYSTEM, turns=turns, state=(
        "Bastion host bastion-eu1 (Ubuntu 22.04), user sre, cwd /home/sre. kubectl v1.29.4 with current context prod-eu1 "
        "(EKS 1.29) and metrics-server installed. Namespace payments runs deployment payments-api (3 replicas, "
        "container api) and payments-worker. It is Thursday 2024-05-16, about 10:00 UTC. Task: find out why one "
        "payments-api pod keeps restarting and give the API more memory."),
        bad=True, turn=3, kind="the pod's restart count reads lower than the count shown a moment earlier")


# -------------------------------------------------------------------------------------------- 12 ffmpeg (clean)
def t12(rs: RowSet) -> None:
    p = Pane("nico", "arbor", "/home/nico/videos/meetup-2024-05")
    mov, mp4, pdf, jpg = 3319076352, 668579873, 4404019, 191488
    dur = 2537.546667
    probe_in = """\
Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'talk.mov':
  Metadata:
    major_brand     : qt
    minor_version   : 0
    compatible_brands: qt
    creation_time   : 2024-05-14T18:31:07.000000Z
    com.apple.quicktime.make: Apple
    com.apple.quicktime.model: MacBookPro18,3
    com.apple.quicktime.software: macOS 14.4.1 (23E224)
  Duration: 00:42:17.52, start: 0.000000, bitrate: 10464 kb/s
  Stream #0:0[0x1](und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(tv, bt709, progressive), 1920x1080, 10270 kb/s, 30 fps, 30 tbr, 600 tbn (default)
    Metadata:
      creation_time   : 2024-05-14T18:31:07.000000Z
      handler_name    : Core Media Video
      vendor_id       : [0][0][0][0]
      encoder         : H.264
  Stream #0:1[0x2](und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 189 kb/s (default)
    Metadata:
      creation_time   : 2024-05-14T18:31:07.000000Z
      handler_name    : Core Media Audio
      vendor_id       : [0][0][0][0]"""
    encode = probe_in + """
Stream mapping:
  Stream #0:0 -> #0:0 (h264 (native) -> h264 (libx264))
  Stream #0:1 -> #0:1 (aac (native) -> aac (native))
Press [q] to stop, [?] for help
[libx264 @ 0x5603c1e4a8c0] using cpu capabilities: MMX2 SSE2Fast SSSE3 SSE4.2 AVX FMA3 BMI2 AVX2
[libx264 @ 0x5603c1e4a8c0] profile High, level 4.0, 4:2:0, 8-bit
[libx264 @ 0x5603c1e4a8c0] 264 - core 164 r3108 31e19f9 - H.264/MPEG-4 AVC codec - Copyleft 2003-2023 - http://www.videolan.org/x264.html - options: cabac=1 ref=3 deblock=1:0:0 analyse=0x3:0x113 me=hex subme=7 psy=1 psy_rd=1.00:0.00 mixed_ref=1 me_range=16 chroma_me=1 trellis=1 8x8dct=1 cqm=0 deadzone=21,11 fast_pskip=1 chroma_qp_offset=-2 threads=24 lookahead_threads=4 sliced_threads=0 nr=0 decimate=1 interlaced=0 bluray_compat=0 constrained_intra=0 bframes=3 b_pyramid=2 b_adapt=1 b_bias=0 direct=1 weightb=1 open_gop=0 weightp=2 keyint=250 keyint_min=25 scenecut=40 intra_refresh=0 rc_lookahead=40 rc=crf mbtree=1 crf=23.0 qcomp=0.60 qpmin=0 qpmax=69 qpstep=4 ip_ratio=1.40 aq=1:1.00
Output #0, mp4, to 'talk.mp4':
  Metadata:
    major_brand     : qt
    minor_version   : 0
    compatible_brands: qt
    encoder         : Lavf60.16.100
  Stream #0:0(und): Video: h264 (avc1 / 0x31637661), yuv420p(tv, bt709, progressive), 1920x1080, q=2-31, 30 fps, 15360 tbn (default)
  Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 128 kb/s (default)
[out#0/mp4 @ 0x5603c1e51a40] video:612418kB audio:39652kB subtitle:0kB other streams:0kB global headers:0kB muxing overhead: 0.128841%
frame=76126 fps=118 q=-1.0 Lsize=  652910kB time=00:42:17.50 bitrate=2107.8kbits/s speed=3.93x
[libx264 @ 0x5603c1e4a8c0] frame I:412   Avg QP:17.84  size:104211
[libx264 @ 0x5603c1e4a8c0] frame P:20931 Avg QP:21.02  size: 14672
[libx264 @ 0x5603c1e4a8c0] frame B:54783 Avg QP:23.61  size:  4981
[libx264 @ 0x5603c1e4a8c0] kb/s:1977.31
[aac @ 0x5603c1e4c2c0] Qavg: 512.331"""

    def lsh(rows: list[tuple[int, str, str]], total: int | None = None) -> str:
        out = [f"total {human_du(total)}"] if total is not None else []
        for b, when, name in rows:
            out.append(f"-rw-rw-r-- 1 nico nico {human_du(b) if b >= 1024 else str(b):>4} {when} {name}")
        return "\n".join(out)

    turns = [
        p.run("ffprobe -hide_banner talk.mov", probe_in),
        p.run("ls -lh", lsh([(pdf, "May 14 20:52", "slides.pdf"), (mov, "May 14 21:14", "talk.mov")], pdf + mov)),
        p.run("ffmpeg -hide_banner -i talk.mov -c:v libx264 -crf 23 -preset medium -c:a aac -b:a 128k -movflags +faststart talk.mp4",
              encode, duration=660),
        p.run("ls -l talk.mov talk.mp4", f"""\
-rw-rw-r-- 1 nico nico {mov} May 14 21:14 talk.mov
-rw-rw-r-- 1 nico nico  {mp4} May 16 15:12 talk.mp4"""),
        p.run("ffprobe -v error -show_entries format=duration,size,bit_rate -of default=nw=1 talk.mp4",
              f"duration={dur:.6f}\nsize={mp4}\nbit_rate={round(mp4 * 8 / dur)}"),
        p.run("ffmpeg -hide_banner -loglevel error -ss 00:10:00 -i talk.mp4 -frames:v 1 -q:v 3 thumb.jpg && ls -lh thumb.jpg",
              f"-rw-rw-r-- 1 nico nico {human_du(jpg)} May 16 15:14 thumb.jpg"),
        p.run("du -sh .", f"{human_du(mov + mp4 + pdf + jpg)}\t."),
        p.run("ls -lh", lsh([(pdf, "May 14 20:52", "slides.pdf"), (mov, "May 14 21:14", "talk.mov"),
                             (mp4, "May 16 15:12", "talk.mp4"), (jpg, "May 16 15:14", "thumb.jpg")], mov + mp4 + pdf + jpg)),
    ]
    rs.add(task=TASK, tid="h28-terminal-12", system=SYSTEM, turns=turns, state=(
        "Workstation arbor (Ubuntu 24.04, 24 threads), user nico, cwd /home/nico/videos/meetup-2024-05 holding talk.mov "
        "(a 42-minute screen-and-camera recording from a MacBook) and slides.pdf. ffmpeg 6.1.1 from the Ubuntu archive. "
        "Task: transcode the talk into a web-friendly H.264/AAC MP4, check it, and grab a thumbnail at 10:00."),
        bad=False, kind="clean")


# --------------------------------------------------------------------------------------------- 13 mysql (clean)
PRODUCTS = [
    (1, "CBL-USBC-1M", "USB-C cable 1 m", "cables", 7.90, 412, 0),
    (2, "CBL-USBC-2M", "USB-C cable 2 m", "cables", 9.90, 236, 0),
    (3, "CBL-HDMI-2M", "HDMI 2.1 cable 2 m", "cables", 14.50, 118, 0),
    (4, "CBL-DP-1M", "DisplayPort cable 1 m", "cables", 12.90, 0, 1),
    (5, "HUB-7P", "USB hub 7-port powered", "hubs", 39.00, 54, 0),
    (6, "HUB-4P-C", "USB-C hub 4-port", "hubs", 24.50, 97, 0),
    (7, "KBD-MX-DE", "Mechanical keyboard DE", "input", 89.00, 23, 0),
    (8, "KBD-MX-US", "Mechanical keyboard US", "input", 89.00, 0, 0),
    (9, "MSE-ERGO", "Ergonomic mouse", "input", 49.90, 66, 0),
    (10, "MSE-TRAVEL", "Travel mouse", "input", 19.90, 140, 0),
    (11, "CBL-ETH-5M", "Cat6 patch cable 5 m", "cables", 6.40, 530, 0),
    (12, "DOCK-TB4", "Thunderbolt 4 dock", "docks", 249.00, 12, 0),
    (13, "DOCK-USBC", "USB-C dock 11-in-1", "docks", 119.00, 31, 0),
    (14, "ADP-HDMI-VGA", "HDMI to VGA adapter", "adapters", 11.90, 0, 1),
    (15, "ADP-USBC-ETH", "USB-C to Ethernet adapter", "adapters", 17.90, 88, 0),
    (16, "ADP-USBC-A", "USB-C to USB-A adapter (2 pack)", "adapters", 8.50, 301, 0),
    (17, "STD-LAPTOP", "Aluminium laptop stand", "stands", 34.90, 45, 0),
    (18, "STD-MONITOR", "Monitor arm single", "stands", 59.00, 19, 0),
    (19, "CBL-USBC-LED", "USB-C cable braided LED 1 m", "cables", 12.00, 0, 0),
    (20, "PAD-XL", "Desk pad XL felt", "accessories", 22.00, 73, 0),
    (21, "CAM-1080", "Webcam 1080p", "video", 44.90, 38, 0),
    (22, "CAM-4K", "Webcam 4K autofocus", "video", 129.00, 9, 0),
    (23, "MIC-USB", "USB condenser microphone", "audio", 69.00, 27, 0),
    (24, "HS-BT", "Bluetooth headset", "audio", 79.00, 0, 0),
]


def t13(rs: RowSet) -> None:
    p = Pane("kai", "db-admin-1", "/home/kai")
    before = {r[0]: r[4] for r in PRODUCTS}
    after = {r[0]: (round(r[4] * 1.05 + 1e-9, 2) if r[3] == "cables" else r[4]) for r in PRODUCTS}

    def page(off: int, prices: dict[int, float]) -> str:
        rows = [(r[0], r[1], r[2], r[3], f"{prices[r[0]]:.2f}", r[5]) for r in PRODUCTS[off:off + 10]]
        return mysql_table(["id", "sku", "name", "category", "price", "stock"], rows, {0, 4, 5})

    cables = sorted((r for r in PRODUCTS if r[3] == "cables"), key=lambda r: (-after[r[0]], r[0]))
    cats: dict[str, list[tuple]] = {}
    for r in PRODUCTS:
        cats.setdefault(r[3], []).append(r)
    grp = [(c, len(v), f"{round(sum(after[r[0]] for r in v) / len(v) + 1e-9, 2):.2f}", sum(r[5] for r in v))
           for c, v in sorted(cats.items())]
    keep = [r for r in PRODUCTS if not (r[5] == 0 and r[6] == 1)]
    zero = [(r[0], r[2]) for r in keep if r[5] == 0]
    q = 'mysql inventory -e "{}"'.format
    turns = [
        p.run(q("SELECT id, sku, name, category, price, stock FROM products ORDER BY id LIMIT 10"), page(0, before)),
        p.run(q("UPDATE products SET price = ROUND(price * 1.05, 2) WHERE category = 'cables'; SELECT ROW_COUNT() AS updated"),
              mysql_table(["updated"], [(len(cables),)], {0})),
        p.run(q("SELECT id, name, price FROM products WHERE category = 'cables' ORDER BY price DESC"),
              mysql_table(["id", "name", "price"], [(r[0], r[2], f"{after[r[0]]:.2f}") for r in cables], {0, 2})),
        p.run(q("SELECT category, COUNT(*) AS n, ROUND(AVG(price), 2) AS avg_price, SUM(stock) AS units FROM products GROUP BY category"),
              mysql_table(["category", "n", "avg_price", "units"], grp, {1, 2, 3})),
        p.run('mysql -e "SHOW PROCESSLIST"', mysql_table(
            ["Id", "User", "Host", "db", "Command", "Time", "State", "Info", "Progress"],
            [(5, "system user", "", "NULL", "Daemon", "NULL", "InnoDB purge coordinator", "NULL", "0.000"),
             (8812, "shop_app", "10.0.3.21:51744", "inventory", "Sleep", 3, "", "NULL", "0.000"),
             (8815, "shop_app", "10.0.3.21:51790", "inventory", "Sleep", 0, "", "NULL", "0.000"),
             (9027, "reporting", "10.0.3.40:40112", "inventory", "Query", 14, "Sending data", "SELECT o.day, SUM(l.qty) FROM order_lines l JOIN ord", "0.000"),
             (9031, "kai", "10.0.9.7:53018", "NULL", "Query", 0, "starting", "SHOW PROCESSLIST", "0.000")], {0, 5})),
        p.run(q("SELECT id, sku, name, category, price, stock FROM products ORDER BY id LIMIT 10 OFFSET 10"), page(10, after)),
        p.run(q("DELETE FROM products WHERE stock = 0 AND discontinued = 1; SELECT ROW_COUNT() AS deleted"),
              mysql_table(["deleted"], [(len(PRODUCTS) - len(keep),)], {0})),
        p.run(q("SELECT COUNT(*) AS n, SUM(stock) AS units FROM products; SELECT id, name FROM products WHERE stock = 0"),
              mysql_table(["n", "units"], [(len(keep), sum(r[5] for r in keep))], {0, 1}) + "\n"
              + mysql_table(["id", "name"], zero, {0})),
    ]
    rs.add(task=TASK, tid="h28-terminal-13", system=SYSTEM, turns=turns, state=(
        "Host db-admin-1 (Debian 12), user kai, cwd /home/kai. MariaDB 10.11 client; ~/.my.cnf points at db-01 with "
        "rights on the inventory database (table products: id, sku, name, category, price DECIMAL(8,2), stock, "
        "discontinued). The shop application and a reporting job use the same server. Task: apply a 5% price "
        "increase to all cables and delete discontinued products that are out of stock."), bad=False, kind="clean")


# -------------------------------------------------------------------------------- 14 journal timestamps (bad)
def t14(rs: RowSet) -> None:
    p = Pane("ops", "mon-01", "/home/ops")
    ne = "/usr/bin/prometheus-node-exporter"
    turns = [
        p.run("date", "Thu May 16 14:02:11 UTC 2024"),
        p.run("grep -v -e '^#' -e '^$' /etc/default/prometheus-node-exporter",
              'ARGS="--collector.systemd --collector.processes --no-collector.wifi --collector.textfile.directory=/var/lib/prometheus/node-exporter"'),
        p.run("systemctl list-timers --no-pager pg-backup.timer", """\
NEXT                        LEFT     LAST                        PASSED  UNIT            ACTIVATES
Fri 2024-05-17 01:30:00 UTC 11h left Thu 2024-05-16 01:30:04 UTC 12h ago pg-backup.timer pg-backup.service

1 timers listed.
Pass --all to see loaded but inactive timers, too."""),
        p.run("sudo systemctl restart prometheus-node-exporter", "", duration=2),
        p.run("systemctl status prometheus-node-exporter --no-pager", f"""\
● prometheus-node-exporter.service - Prometheus exporter for machine metrics
     Loaded: loaded (/lib/systemd/system/prometheus-node-exporter.service; enabled; preset: enabled)
     Active: active (running) since Thu 2024-05-16 14:03:40 UTC; 6s ago
       Docs: https://github.com/prometheus/node_exporter
   Main PID: 48211 (prometheus-node)
      Tasks: 6 (limit: 9402)
     Memory: 7.9M
        CPU: 61ms
     CGroup: /system.slice/prometheus-node-exporter.service
             └─48211 {ne} --collector.systemd --collector.processes --no-collector.wifi --collector.textfile.directory=/var/lib/prometheus/node-exporter

May 16 14:03:40 mon-01 prometheus-node-exporter[48211]: ts=2024-05-16T14:03:40.871Z caller=node_exporter.go:117 level=info collector=thermal_zone
May 16 14:03:40 mon-01 prometheus-node-exporter[48211]: ts=2024-05-16T14:03:40.871Z caller=node_exporter.go:117 level=info collector=time
May 16 14:03:40 mon-01 prometheus-node-exporter[48211]: ts=2024-05-16T14:03:40.871Z caller=node_exporter.go:117 level=info collector=timex
May 16 14:03:40 mon-01 prometheus-node-exporter[48211]: ts=2024-05-16T14:03:40.871Z caller=node_exporter.go:117 level=info collector=udp_queues
May 16 14:03:40 mon-01 prometheus-node-exporter[48211]: ts=2024-05-16T14:03:40.871Z caller=node_exporter.go:117 level=info collector=uname
May 16 14:03:40 mon-01 prometheus-node-exporter[48211]: ts=2024-05-16T14:03:40.871Z caller=node_exporter.go:117 level=info collector=vmstat
May 16 14:03:40 mon-01 prometheus-node-exporter[48211]: ts=2024-05-16T14:03:40.871Z caller=node_exporter.go:117 level=info collector=xfs
May 16 14:03:40 mon-01 prometheus-node-exporter[48211]: ts=2024-05-16T14:03:40.871Z caller=node_exporter.go:117 level=info collector=zfs
May 16 14:03:40 mon-01 prometheus-node-exporter[48211]: ts=2024-05-16T14:03:40.872Z caller=tls_config.go:274 level=info msg="Listening on" address=[::]:9100
May 16 14:03:40 mon-01 prometheus-node-exporter[48211]: ts=2024-05-16T14:03:40.872Z caller=tls_config.go:277 level=info msg="TLS is disabled." http2=false address=[::]:9100"""),
        p.run("journalctl -u prometheus-node-exporter --since today --no-pager | grep -v 'collector=' | tail -n 8", """\
May 16 13:43:40 mon-01 systemd[1]: Stopping prometheus-node-exporter.service - Prometheus exporter for machine metrics...
May 16 13:43:40 mon-01 systemd[1]: prometheus-node-exporter.service: Deactivated successfully.
May 16 13:43:40 mon-01 systemd[1]: Stopped prometheus-node-exporter.service - Prometheus exporter for machine metrics.
May 16 13:43:40 mon-01 systemd[1]: Started prometheus-node-exporter.service - Prometheus exporter for machine metrics.
May 16 13:43:40 mon-01 prometheus-node-exporter[48211]: ts=2024-05-16T13:43:40.868Z caller=node_exporter.go:192 level=info msg="Starting node_exporter" version="(version=1.5.0, branch=debian/sid, revision=1.5.0-1+b6)"
May 16 13:43:40 mon-01 prometheus-node-exporter[48211]: ts=2024-05-16T13:43:40.872Z caller=tls_config.go:274 level=info msg="Listening on" address=[::]:9100
May 16 13:43:40 mon-01 prometheus-node-exporter[48211]: ts=2024-05-16T13:43:40.872Z caller=tls_config.go:277 level=info msg="TLS is disabled." http2=false address=[::]:9100"""),
        p.run("curl -s localhost:9100/metrics | grep -E '^node_(time_seconds|boot_time_seconds|load1) '", """\
node_boot_time_seconds 1.714980517e+09
node_load1 0.41
node_time_seconds 1.7158682451289175e+09"""),
        p.run("sudo ss -tlnp 'sport = :9100'", """\
State  Recv-Q Send-Q Local Address:Port  Peer Address:Port Process
LISTEN 0      4096               *:9100             *:*     users:(("prometheus-node",pid=48211,fd=3))"""),
    ]
    rs.add(task=TASK, tid="h28-terminal-14", system=SYSTEM, turns=turns, state=(
        "Host mon-01 (Debian 12), user ops with sudo, cwd /home/ops, clock in UTC. prometheus-node-exporter 1.5.0 "
        "(Debian package) listens on :9100 and was last started at boot; pg-backup.timer runs a nightly database "
        "backup that drops a .prom file into the textfile collector directory. Task: restart the node exporter to pick "
        "up the edited collector flags and confirm it is healthy."),
        bad=True, turn=6, kind="journal shows the exporter restart at a time before the session's first date output and 20 minutes before the restart time systemctl status reported")


# ----------------------------------------------------------------------------------------------- 15 borg (clean)
def t15(rs: RowSet) -> None:
    p = Pane("paul", "lark", "/home/paul")
    arch = [("lark-2024-05-09T21:02", "Thu, 2024-05-09 21:02:44", "3e91c07d5b2a48f6e1d09c3b7a52e4f8d61c0b9a37e2d4f5c8b1a6e09d3c7f24"),
            ("lark-2024-05-11T20:58", "Sat, 2024-05-11 20:58:19", "a07f4c2e91d3b5806e2a1c9f47d0b3e58c6a1f2d9b04e7c3a5f8d2b61e0c9a47"),
            ("lark-2024-05-12T21:10", "Sun, 2024-05-12 21:10:05", "5d2b8e1f07c4a93e6b1d0c2f8a47e5d39c6b1a0f4e2d7c85b3a9f1e06d4c2b18"),
            ("lark-2024-05-13T21:05", "Mon, 2024-05-13 21:05:37", "c8e14a0f2d7b93e65a1c0d4f8b27e3a59d6c1b0e4f2a7d83c5b9e1f06a4d2c71"),
            ("lark-2024-05-14T21:01", "Tue, 2024-05-14 21:01:52", "71f0b3d9e2a4c85f6d1e0a3c9b47f2e58a6d1c0b4e3f7a92d5c8b1e06f4a3d29"),
            ("lark-2024-05-15T21:07", "Wed, 2024-05-15 21:07:31", "e4a92c1d0f7b3e58a6c1d2f0b94e7a3c5d8b1e6f0a2c4d97e3b5a8f1c06d2e53")]
    new = ("lark-2024-05-16T21:04", "Thu, 2024-05-16 21:04:12", "9b3d17e0a4c2f85e6b1d09c3f7a24e5d8c61b0a9f3e2d47c5b8a1e6f09d4c3a6")
    all7 = [*arch, new]

    def lst(rows: list[tuple[str, str, str]]) -> str:
        return "\n".join(f"{n:<37}{t} [{h}]" for n, t, h in rows)

    def pl(label: str, a: tuple[str, str, str]) -> str:
        return f"{label:<41}{a[0]:<37}{a[1]} [{a[2]}]"

    by = {a[0][5:15]: a for a in all7}
    prune = "\n".join([
        pl("Keeping archive (rule: daily #1):", by["2024-05-16"]),
        pl("Keeping archive (rule: daily #2):", by["2024-05-15"]),
        pl("Keeping archive (rule: daily #3):", by["2024-05-14"]),
        pl("Pruning archive (1/3):", by["2024-05-13"]),
        pl("Keeping archive (rule: weekly #1):", by["2024-05-12"]),
        pl("Pruning archive (2/3):", by["2024-05-11"]),
        pl("Pruning archive (3/3):", by["2024-05-09"])])
    repo = "/run/media/paul/BACKUP/borg"
    dash = "-" * 78
    turns = [
        p.run("borg list", lst(arch), duration=3),
        p.run("borg create --stats --compression zstd,6 ::{hostname}-{now:%Y-%m-%dT%H:%M} ~/Documents ~/Pictures ~/src", f"""\
{dash}
Repository: {repo}
Archive name: {new[0]}
Archive fingerprint: {new[2]}
Time (start): {new[1]}
Time (end):   Thu, 2024-05-16 21:05:03
Duration: 51.37 seconds
Number of files: 48213
Utilization of max. archive size: 0%
{dash}
                       Original size      Compressed size    Deduplicated size
This archive:               41.27 GB             38.90 GB            612.44 MB
All archives:              287.63 GB            271.15 GB             52.18 GB

                       Unique chunks         Total chunks
Chunk index:                  142871               998412
{dash}""", duration=55),
        p.run("borg list", lst(all7), duration=3),
        p.run("borg prune -v --list --keep-daily=3 --keep-weekly=2", prune, duration=4),
        p.run("borg compact -v", "compaction freed about 1.37 GB repository space.", duration=20),
        p.run("borg list --short", "\n".join(a[0] for a in all7 if a[0][5:15] in ("2024-05-12", "2024-05-14", "2024-05-15", "2024-05-16"))),
        p.run("borg info", f"""\
Repository ID: 8c1f4e9a07d2b35e6a1c0f9d4b27e3a58d6c1b0e4f2a7d93c5b8e1f06a4d2c39
Location: {repo}
Encrypted: Yes (repokey BLAKE2b)
Cache: /home/paul/.cache/borg/8c1f4e9a07d2b35e6a1c0f9d4b27e3a58d6c1b0e4f2a7d93c5b8e1f06a4d2c39
Security dir: /home/paul/.config/borg/security/8c1f4e9a07d2b35e6a1c0f9d4b27e3a58d6c1b0e4f2a7d93c5b8e1f06a4d2c39
{dash}
                       Original size      Compressed size    Deduplicated size
All archives:              164.81 GB            155.39 GB             50.81 GB

                       Unique chunks         Total chunks
Chunk index:                  139020               571288""", duration=3),
        p.run(f"borg info ::{new[0]}", f"""\
Archive name: {new[0]}
Archive fingerprint: {new[2]}
Comment:
Hostname: lark
Username: paul
Time (start): {new[1]}
Time (end): Thu, 2024-05-16 21:05:03
Duration: 51.37 seconds
Number of files: 48213
Command line: /usr/bin/borg create --stats --compression zstd,6 '::{{hostname}}-{{now:%Y-%m-%dT%H:%M}}' /home/paul/Documents /home/paul/Pictures /home/paul/src
Utilization of maximum supported archive size: 0%
{dash}
                       Original size      Compressed size    Deduplicated size
This archive:               41.27 GB             38.90 GB            612.44 MB""", duration=3),
    ]
    rs.add(task=TASK, tid="h28-terminal-15", system=SYSTEM, turns=turns, state=(
        "Laptop lark (openSUSE Tumbleweed), user paul, cwd /home/paul. borg 1.2.8; the repository is on an external disk "
        "at /run/media/paul/BACKUP/borg (repokey encryption) and is exported as BORG_REPO, with the passphrase supplied "
        "by BORG_PASSCOMMAND. Today is Thursday 2024-05-16, about 21:00 local time. Task: make tonight's backup, then "
        "prune to 3 daily + 2 weekly archives and compact the repository."), bad=False, kind="clean")


# ------------------------------------------------------------------------------------------------ 16 zfs (bad)
def t16(rs: RowSet) -> None:
    p = Pane("root", "tank-nas", "/root")
    snaps = [
        ("tank/home@auto-2024-05-14", "0B", "128K", "Tue May 14  0:00 2024"),
        ("tank/home@auto-2024-05-15", "0B", "128K", "Wed May 15  0:00 2024"),
        ("tank/home@auto-2024-05-16", "0B", "128K", "Thu May 16  0:00 2024"),
        ("tank/home/alice@auto-2024-05-14", "2.31G", "506G", "Tue May 14  0:00 2024"),
        ("tank/home/alice@auto-2024-05-15", "1.87G", "508G", "Wed May 15  0:00 2024"),
        ("tank/home/alice@auto-2024-05-16", "412M", "509G", "Thu May 16  0:00 2024"),
        ("tank/home/bob@auto-2024-05-14", "1.24G", "316G", "Tue May 14  0:00 2024"),
        ("tank/home/bob@auto-2024-05-15", "688M", "317G", "Wed May 15  0:00 2024"),
        ("tank/home/bob@auto-2024-05-16", "95.2M", "318G", "Thu May 16  0:00 2024"),
    ]
    pre = [("tank/home@pre-migrate-20240516", "0B", "128K", "Thu May 16 11:42 2024"),
           ("tank/home/alice@pre-migrate-20240516", "0B", "509G", "Thu May 16 11:42 2024"),
           ("tank/home/bob@pre-migrate-20240516", "0B", "318G", "Thu May 16 11:42 2024")]

    def table(rows: list[tuple[str, str, str, str]]) -> str:
        w = max(len(r[0]) for r in rows)
        out = [f"{'NAME':<{w}}   USED  REFER  CREATION"]
        out += [f"{n:<{w}}  {u:>5}  {r:>5}  {c}" for n, u, r, c in rows]
        return "\n".join(out)

    def ordered(rows: list[tuple[str, str, str, str]]) -> list[tuple[str, str, str, str]]:
        key = {"tank/home": 0, "tank/home/alice": 1, "tank/home/bob": 2}
        return sorted(rows, key=lambda r: (key[r[0].split("@")[0]], r[3][4:]))

    later = list(snaps)
    later_pre = [pre[0], ("tank/home/bob@pre-migrate-20240516", "1.02M", "318G", "Thu May 16 11:42 2024")]
    disks = ["ata-WDC_WD40EFZX-68AWUN0_WD-WX12D31A8F4E", "ata-WDC_WD40EFZX-68AWUN0_WD-WX32D81KL7P2",
             "ata-WDC_WD40EFZX-68AWUN0_WD-WX52D60HR3C9", "ata-WDC_WD40EFZX-68AWUN0_WD-WX72D45NJ0F6"]
    dl = "\n".join(f"            {d}  ONLINE       0     0     0" for d in disks)
    turns = [
        p.run("zpool status tank", f"""\
  pool: tank
 state: ONLINE
  scan: scrub repaired 0B in 03:12:47 with 0 errors on Sun May 12 03:36:48 2024
config:

        NAME                                          STATE     READ WRITE CKSUM
        tank                                          ONLINE       0     0     0
          raidz1-0                                    ONLINE       0     0     0
{dl}

errors: No known data errors"""),
        p.run("zfs list -o name,used,avail,refer,compress,mountpoint -r tank", """\
NAME              USED  AVAIL     REFER  COMPRESS  MOUNTPOINT
tank             6.41T  3.62T      151K  lz4       /tank
tank/home         842G  3.62T      128K  lz4       /tank/home
tank/home/alice   517G  3.62T      509G  lz4       /tank/home/alice
tank/home/bob     325G  3.62T      318G  lz4       /tank/home/bob
tank/media       5.21T  3.62T     5.21T  lz4       /tank/media
tank/vm           384G  3.62T      212G  lz4       /tank/vm"""),
        p.run("zfs list -t snapshot -o name,used,refer,creation -r tank/home", table(snaps)),
        p.run("zfs snapshot -r tank/home@pre-migrate-20240516", ""),
        p.run("zfs list -t snapshot -o name,used,refer,creation -r tank/home | grep pre-migrate", table(pre).split("\n", 1)[1]),
        p.run("zfs set compression=zstd tank/home/bob && zfs get -r -t filesystem -o name,property,value,source compression tank/home", """\
NAME             PROPERTY     VALUE           SOURCE
tank/home        compression  lz4             inherited from tank
tank/home/alice  compression  lz4             inherited from tank
tank/home/bob    compression  zstd            local"""),
        p.run("zfs get -r -t filesystem -o name,property,value compressratio,logicalused tank/home", """\
NAME             PROPERTY       VALUE
tank/home        compressratio  1.08x
tank/home        logicalused    904G
tank/home/alice  compressratio  1.05x
tank/home/alice  logicalused    541G
tank/home/bob    compressratio  1.13x
tank/home/bob    logicalused    363G"""),
        p.run("zfs list -t snapshot -o name,used,refer,creation -r tank/home", table(ordered(later + later_pre))),
        p.run("zfs destroy -v tank/home/bob@auto-2024-05-14", "will destroy tank/home/bob@auto-2024-05-14\nwill reclaim 1.24G"),
        p.run("zfs list -o name,used,avail,refer -r tank/home", """\
NAME              USED  AVAIL     REFER
tank/home         841G  3.62T      128K
tank/home/alice   517G  3.62T      509G
tank/home/bob     324G  3.62T      318G"""),
    ]
    rs.add(task=TASK, tid="h28-terminal-16", system=SYSTEM, turns=turns, state=(
        "Host tank-nas (Ubuntu 22.04, OpenZFS 2.1.5), user root, cwd /root. Pool tank (raidz1 of four 4 TB disks) with "
        "datasets tank/home, tank/home/alice, tank/home/bob, tank/media and tank/vm; a cron job takes daily "
        "tank/home@auto-YYYY-MM-DD snapshots recursively at midnight. Users are active on the home datasets. Today is "
        "Thursday 2024-05-16. Task: take a recursive safety snapshot of the home datasets before a migration, switch "
        "bob's dataset to zstd, and free some snapshot space."),
        bad=True, turn=8, kind="a snapshot created by the recursive zfs snapshot is missing from the later full snapshot list")


# ------------------------------------------------------------------------------------------- 17 git mv (bad)
def t17(rs: RowSet) -> None:
    p = Pane("omar", "devbox-2", "/home/omar/src/invoicer", style="rhel")
    turns = [
        p.run("git status && ls invoicer/", """\
On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
__init__.py  __main__.py  cli.py  models.py  pdfgen.py  storage.py  templates  totals.py"""),
        p.run("git switch -c refactor/pdf-export", "Switched to a new branch 'refactor/pdf-export'"),
        p.run("git mv invoicer/pdfgen.py invoicer/export_pdf.py && grep -rn 'pdfgen' --include='*.py' .", """\
./invoicer/cli.py:7:from invoicer.pdfgen import render_invoice
./tests/test_pdf.py:3:from invoicer.pdfgen import render_invoice, PAGE_SIZE"""),
        p.run("sed -i 's/invoicer\\.pdfgen/invoicer.export_pdf/' invoicer/cli.py tests/test_pdf.py && git diff --stat", """\
 invoicer/cli.py   | 2 +-
 tests/test_pdf.py | 2 +-
 2 files changed, 2 insertions(+), 2 deletions(-)"""),
        p.run("python -m pytest -q", """\
................................................                         [100%]
48 passed in 2.31s""", duration=5),
        p.run('git add -A && git commit -m "Rename pdfgen module to export_pdf"', """\
[refactor/pdf-export 7c1e2a9] Rename pdfgen module to export_pdf
 3 files changed, 2 insertions(+), 2 deletions(-)
 rename invoicer/{pdfgen.py => export_pdf.py} (100%)"""),
        p.run("ls -la invoicer/", """\
total 60
drwxr-xr-x. 4 omar omar 4096 May 16 11:03 .
drwxr-xr-x. 8 omar omar 4096 May 16 11:04 ..
-rw-r--r--. 1 omar omar   92 Feb  2 10:15 __init__.py
-rw-r--r--. 1 omar omar  118 Feb  2 10:15 __main__.py
drwxr-xr-x. 2 omar omar 4096 May 16 11:04 __pycache__
-rw-r--r--. 1 omar omar 3411 May 16 11:03 cli.py
-rw-r--r--. 1 omar omar 2190 Mar 19 16:40 models.py
-rw-r--r--. 1 omar omar 5873 Apr 22 09:12 pdfgen.py
-rw-r--r--. 1 omar omar 1644 Mar 19 16:40 storage.py
drwxr-xr-x. 2 omar omar 4096 Feb  2 10:15 templates
-rw-r--r--. 1 omar omar 1207 Apr  8 14:55 totals.py"""),
        p.run("git log --oneline -3", """\
7c1e2a9 (HEAD -> refactor/pdf-export) Rename pdfgen module to export_pdf
b41f0d8 (origin/main, origin/HEAD, main) Add VAT breakdown to totals
93ce27a Bump reportlab to 4.2.0"""),
        p.run("git push -u origin refactor/pdf-export", """\
Enumerating objects: 9, done.
Counting objects: 100% (9/9), done.
Delta compression using up to 8 threads
Compressing objects: 100% (5/5), done.
Writing objects: 100% (5/5), 612 bytes | 612.00 KiB/s, done.
Total 5 (delta 4), reused 0 (delta 0), pack-reused 0
remote:
remote: Create a new pull request for 'refactor/pdf-export':
remote:   https://git.omar.dev/omar/invoicer/compare/main...refactor/pdf-export
remote:
To git.omar.dev:omar/invoicer.git
 * [new branch]      refactor/pdf-export -> refactor/pdf-export
branch 'refactor/pdf-export' set up to track 'origin/refactor/pdf-export'.""", duration=3),
    ]
    rs.add(task=TASK, tid="h28-terminal-17", system=SYSTEM, turns=turns, state=(
        "Host devbox-2 (Fedora 40), user omar, cwd /home/omar/src/invoicer, a git repository (origin on a self-hosted "
        "Gitea at git.omar.dev) with a Python 3.12 virtualenv active from ~/.virtualenvs/invoicer. Task: on a new branch, "
        "rename invoicer/pdfgen.py to invoicer/export_pdf.py, fix the imports, run the tests, commit and push."),
        bad=True, turn=7, kind="the module renamed with git mv and committed as a rename is listed under its old name")


# ---------------------------------------------------------------------------------------- 18 compose (clean)
def t18(rs: RowSet) -> None:
    p = Pane("deploy", "shop-stage", "/srv/shop")
    fmt = "docker ps --format 'table {{.ID}}\\t{{.Names}}\\t{{.Image}}\\t{{.Status}}'"
    web = "registry.example.com/shop/web:stable"
    turns = [
        p.run(fmt, f"""\
CONTAINER ID   NAMES           IMAGE                                  STATUS
1c5e9b7d2a40   shop-web-1      {web}   Up 3 days (healthy)
8f2a6c0e4d19   shop-worker-1   {web}   Up 3 days
b7d3e1f9a285   shop-db-1       postgres:16.2                          Up 3 days (healthy)
46a09c8e3f7b   shop-redis-1    redis:7.2.4                            Up 3 days"""),
        p.run("docker compose pull web", """\
[+] Pulling 5/5
 ✔ web Pulled                                                              6.4s
   ✔ 9b1f3c7a2e10 Already exists                                           0.0s
   ✔ 4e8d2a6b1c93 Pull complete                                            2.1s
   ✔ c7a05f9e3b28 Pull complete                                            3.8s
   ✔ 2d6b8e41f0a7 Pull complete                                            3.9s""", duration=8),
        p.run("docker compose up -d web", """\
[+] Running 3/3
 ✔ Container shop-redis-1  Running                                         0.0s
 ✔ Container shop-db-1     Healthy                                         0.6s
 ✔ Container shop-web-1    Started                                        11.2s""", duration=13),
        p.run(fmt, f"""\
CONTAINER ID   NAMES           IMAGE                                  STATUS
a93d07e6c512   shop-web-1      {web}   Up 8 seconds (health: starting)
8f2a6c0e4d19   shop-worker-1   5d0b4e7c91a3                           Up 3 days
b7d3e1f9a285   shop-db-1       postgres:16.2                          Up 3 days (healthy)
46a09c8e3f7b   shop-redis-1    redis:7.2.4                            Up 3 days"""),
        p.run("docker image ls registry.example.com/shop/web", """\
REPOSITORY                      TAG       IMAGE ID       CREATED       SIZE
registry.example.com/shop/web   stable    e27f4c8a0b16   2 hours ago   412MB
registry.example.com/shop/web   <none>    5d0b4e7c91a3   9 days ago    409MB"""),
        p.run("docker inspect -f '{{.Id}} {{.Image}} {{.State.StartedAt}} {{.State.Health.Status}}' shop-web-1", """\
a93d07e6c5124f8b9e0d1c7a3f62b58e4d90c1a7b3e5f2d8069c4a1b7e3d5f20 sha256:e27f4c8a0b16d93e5a2c8f1b07d4e6a39c5b2f8d1e0a7c46b3d9f5e2a1c08b74 2024-05-16T08:41:27.503118774Z healthy"""),
        p.run("docker stats --no-stream", """\
CONTAINER ID   NAME            CPU %     MEM USAGE / LIMIT     MEM %     NET I/O           BLOCK I/O         PIDS
a93d07e6c512   shop-web-1      2.41%     186.3MiB / 7.755GiB   2.35%     1.21MB / 884kB    0B / 12.3kB       9
8f2a6c0e4d19   shop-worker-1   0.87%     241.9MiB / 7.755GiB   3.05%     2.86GB / 1.74GB   14.1MB / 0B       5
b7d3e1f9a285   shop-db-1       0.31%     102.4MiB / 7.755GiB   1.29%     1.93GB / 4.02GB   1.22GB / 8.77GB   14
46a09c8e3f7b   shop-redis-1    0.22%     9.875MiB / 7.755GiB   0.12%     812MB / 655MB     4.1kB / 96.5MB    6""", duration=3),
        p.run("docker compose logs --tail 4 web", """\
shop-web-1  | 2024-05-16T08:41:29.114Z INFO  [main] shop.web: starting shop-web 3.12.0 (build 2f9c1e7)
shop-web-1  | 2024-05-16T08:41:31.870Z INFO  [main] shop.web: connected to postgres at db:5432 (pool size 10)
shop-web-1  | 2024-05-16T08:41:31.902Z INFO  [main] shop.web: listening on 0.0.0.0:8000
shop-web-1  | 2024-05-16T08:42:40.557Z INFO  [http] GET /healthz 200 3ms"""),
        p.run("docker stats --no-stream", """\
CONTAINER ID   NAME            CPU %     MEM USAGE / LIMIT     MEM %     NET I/O           BLOCK I/O         PIDS
a93d07e6c512   shop-web-1      0.64%     201.7MiB / 7.755GiB   2.54%     3.48MB / 2.91MB   0B / 16.4kB       9
8f2a6c0e4d19   shop-worker-1   1.12%     242.3MiB / 7.755GiB   3.05%     2.86GB / 1.74GB   14.1MB / 0B       5
b7d3e1f9a285   shop-db-1       0.45%     102.9MiB / 7.755GiB   1.30%     1.93GB / 4.02GB   1.22GB / 8.77GB   14
46a09c8e3f7b   shop-redis-1    0.19%     9.879MiB / 7.755GiB   0.12%     812MB / 655MB     4.1kB / 96.5MB    6""", duration=3),
    ]
    rs.add(task=TASK, tid="h28-terminal-18", system=SYSTEM, turns=turns, state=(
        "Host shop-stage (Ubuntu 22.04), user deploy (group docker), cwd /srv/shop with docker-compose.yml (project shop; "
        "services web and worker both use registry.example.com/shop/web:stable, plus db and redis). Docker Engine 25.0.5, "
        "Compose v2.27.0. CI has just pushed a new build to the stable tag. Task: roll only the web service to the new "
        "image and check that it comes up healthy."), bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------- 19 nomad (clean)
def t19(rs: RowSet) -> None:
    p = Pane("ivo", "ops-jump", "/home/ivo/jobs")
    head = """\
ID            = web-frontend
Name          = web-frontend
Submit Date   = {submit}
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
web         0       {starting}         {running}        0       0         0     0

Latest Deployment
ID          = {dep}
Status      = {dstatus}
Description = {ddesc}

Deployed
Task Group  Desired  Placed  Healthy  Unhealthy  Progress Deadline
web         {desired}        {placed}       {healthy}        0          {deadline}

Allocations
ID        Node ID   Task Group  Version  Desired  Status    Created    Modified
"""
    s1 = head.format(submit="2024-05-13T16:22:08Z", starting=0, running=3, dep="6e0d3b1a", dstatus="successful",
                     ddesc="Deployment completed successfully", desired=3, placed=3, healthy=3,
                     deadline="2024-05-13T16:32:41Z") + """\
b2e9f6c1  4f7a0d2e  web         7        run      running   2d17h ago  2d17h ago
91d4a0e7  c81e5b39  web         7        run      running   2d17h ago  2d17h ago
0f6c3e85  7d2b94a1  web         7        run      running   2d17h ago  2d17h ago"""
    s2 = head.format(submit="2024-05-16T10:14:03Z", starting=2, running=3, dep="d41f8b27", dstatus="running",
                     ddesc="Deployment is running", desired=5, placed=5, healthy=3,
                     deadline="2024-05-16T10:24:04Z") + """\
e7a31c0d  4f7a0d2e  web         8        run      pending   7s ago     5s ago
3c58f2b9  a09e6f14  web         8        run      pending   7s ago     5s ago
b2e9f6c1  4f7a0d2e  web         8        run      running   2d17h ago  7s ago
91d4a0e7  c81e5b39  web         8        run      running   2d17h ago  7s ago
0f6c3e85  7d2b94a1  web         8        run      running   2d17h ago  7s ago"""
    turns = [
        p.run("nomad job status web-frontend", s1),
        p.run("nomad job scale -detach web-frontend web 5", """\
Job scale successful
Evaluation ID: 5a7c2e90-1f3b-d6a4-08e2-c97b41f5d3e6"""),
        p.run("nomad job status web-frontend", s2),
        p.run("nomad deployment status d41f8b27", """\
ID          = d41f8b27
Job ID      = web-frontend
Job Version = 8
Status      = successful
Description = Deployment completed successfully

Deployed
Task Group  Desired  Placed  Healthy  Unhealthy  Progress Deadline
web         5        5       5        0          2024-05-16T10:24:33Z"""),
        p.run("nomad alloc status e7a31c0d", """\
ID                  = e7a31c0d-9b42-6f15-0c8e-2a7d51b3f6e4
Eval ID             = 5a7c2e90
Name                = web-frontend.web[3]
Node ID             = 4f7a0d2e
Node Name           = nomad-client-1
Job ID              = web-frontend
Job Version         = 8
Client Status       = running
Client Description  = Tasks are running
Desired Status      = run
Desired Description = <none>
Created             = 1m12s ago
Modified            = 48s ago
Deployment ID       = d41f8b27
Deployment Health   = healthy

Allocation Addresses:
Label   Dynamic  Address
*http   yes      10.30.1.11:27514

Task "nginx" is "running"
Task Resources:
CPU        Memory          Disk     Addresses
3/200 MHz  9.1 MiB/128 MiB  300 MiB

Task Events:
Started At     = 2024-05-16T10:14:09Z
Finished At    = N/A
Total Restarts = 0
Last Restart   = N/A

Recent Events:
Time                  Type        Description
2024-05-16T10:14:09Z  Started     Task started by client
2024-05-16T10:14:05Z  Driver      Downloading image
2024-05-16T10:14:04Z  Task Setup  Building Task Directory
2024-05-16T10:14:04Z  Received    Task received by client"""),
        p.run("nomad alloc logs -stderr e7a31c0d nginx | tail -n 3", """\
2024/05/16 10:14:09 [notice] 1#1: start worker processes
2024/05/16 10:14:09 [notice] 1#1: start worker process 29
2024/05/16 10:14:09 [notice] 1#1: start worker process 30"""),
        p.run("nomad job history web-frontend | head -n 11", """\
Version     = 8
Stable      = true
Submit Date = 2024-05-16T10:14:03Z

Version     = 7
Stable      = true
Submit Date = 2024-05-13T16:22:08Z

Version     = 6
Stable      = true
Submit Date = 2024-05-02T09:47:55Z"""),
        p.run("nomad node status", """\
ID        Node Pool  DC   Name            Class   Drain  Eligibility  Status
a09e6f14  default    dc1  nomad-client-4  <none>  false  eligible     ready
7d2b94a1  default    dc1  nomad-client-3  <none>  false  eligible     ready
c81e5b39  default    dc1  nomad-client-2  <none>  false  eligible     ready
4f7a0d2e  default    dc1  nomad-client-1  <none>  false  eligible     ready"""),
    ]
    rs.add(task=TASK, tid="h28-terminal-19", system=SYSTEM, turns=turns, state=(
        "Host ops-jump (Debian 12), user ivo, cwd /home/ivo/jobs. Nomad CLI 1.7.7 with NOMAD_ADDR and NOMAD_TOKEN pointing "
        "to a 3-server cluster with 4 clients in dc1. The service job web-frontend (group web, task nginx, count 3) has "
        "been running since its last deploy on Monday. It is Thursday 2024-05-16, 10:14 UTC. Task: scale the web group "
        "to 5 allocations for a marketing launch and verify the rollout."), bad=False, kind="clean")


# --------------------------------------------------------------------------------------------- 20 consul (bad)
def t20(rs: RowSet) -> None:
    p = Pane("ana", "ops-jump-2", "/home/ana", style="rhel")
    kv0 = {"config/api/cors_origins": "https://app.example.com,https://admin.example.com",
           "config/api/feature_flags/new_checkout": "false", "config/api/feature_flags/pdf_invoices": "true",
           "config/api/log_level": "info", "config/api/rate_limit": "200", "config/api/timeout_ms": "3000"}
    kv1 = dict(kv0, **{"config/api/rate_limit": "500", "config/api/timeout_ms": "5000"})
    drift = dict(kv1, **{"config/api/rate_limit": "200"})

    def rec(kv: dict[str, str]) -> str:
        return "\n".join(f"{k}:{v}" for k, v in kv.items())

    export = json.dumps([{"key": k, "flags": 0, "value": base64.b64encode(v.encode()).decode()} for k, v in kv1.items()],
                        indent="\t")
    turns = [
        p.run("consul members", """\
Node          Address         Status  Type    Build   Protocol  DC    Partition  Segment
consul-srv-1  10.8.0.11:8301  alive   server  1.18.1  2         fra1  default    <all>
consul-srv-2  10.8.0.12:8301  alive   server  1.18.1  2         fra1  default    <all>
consul-srv-3  10.8.0.13:8301  alive   server  1.18.1  2         fra1  default    <all>
api-1         10.8.1.21:8301  alive   client  1.18.1  2         fra1  default    <default>
api-2         10.8.1.22:8301  alive   client  1.18.1  2         fra1  default    <default>
ops-jump-2    10.8.9.5:8301   alive   client  1.18.1  2         fra1  default    <default>"""),
        p.run("consul catalog services -tags", """\
api       http,v2
consul
postgres  primary
redis"""),
        p.run("consul kv get -recurse config/api/", rec(kv0)),
        p.run("consul kv put config/api/rate_limit 500", "Success! Data written to: config/api/rate_limit"),
        p.run("consul kv put config/api/timeout_ms 5000", "Success! Data written to: config/api/timeout_ms"),
        p.run("consul kv get -detailed config/api/rate_limit", """\
CreateIndex      1184
Flags            0
Key              config/api/rate_limit
LockIndex        0
ModifyIndex      48213
Session          -
Value            500"""),
        p.run("consul kv export config/api/", export),
        p.run("consul catalog nodes -service=api", """\
Node   ID        Address    DC
api-1  3e7b1c09  10.8.1.21  fra1
api-2  9a04d5f2  10.8.1.22  fra1"""),
        p.run("consul operator raft list-peers", """\
Node          ID                                    Address         State     Voter  RaftProtocol  Commit Index  Trails Leader By
consul-srv-1  5f2e8a31-0c4d-7b19-e6a2-91d0c3f4b857  10.8.0.11:8300  leader    true   3             48231         -
consul-srv-2  a71c09e4-3d5b-42f8-8e16-0b7a9c2d5e30  10.8.0.12:8300  follower  true   3             48231         0 commits
consul-srv-3  c3948b0f-6a1e-4d27-b5c8-e2f07a1d9364  10.8.0.13:8300  follower  true   3             48230         1 commits"""),
        p.run("consul kv get -recurse config/api/", rec(drift)),
        p.run("consul members -status=alive | tail -n +2 | wc -l", "6"),
        p.run("consul kv get config/api/feature_flags/pdf_invoices", "true"),
    ]
    rs.add(task=TASK, tid="h28-terminal-20", system=SYSTEM, turns=turns, state=(
        "Host ops-jump-2 (Rocky Linux 9), user ana, cwd /home/ana. Consul 1.18.1 client agent joined to datacenter fra1 "
        "(3 servers); CONSUL_HTTP_TOKEN grants kv write on config/. Nobody else is changing config/api/ today. Task: "
        "raise the API rate limit to 500 and the upstream timeout to 5000 ms in Consul KV and double-check the keys."),
        bad=True, turn=10, kind="a KV key written with consul kv put (and read back) lists its old value again")


# ----------------------------------------------------------------------------------------------- 21 psql (bad)
def t21(rs: RowSet) -> None:
    p = Pane("pgadmin", "db-tools", "/home/pgadmin")
    rng = random.Random(2821)
    rows = []
    phone = {10418: 2231, 10419: 877, 10420: 3104}
    phone_cents = {10418: 4890, 10419: 12950, 10420: 2375}
    still_pending = {10409, 10414, 10416, 10417}
    for oid in range(10390, 10421):
        if oid in phone:
            rows.append((oid, phone[oid], "pending", phone_cents[oid], "phone"))
            continue
        status = "paid" if oid in (10391, 10402) else "pending" if oid in still_pending else rng.choice(["paid"] * 9 + ["cancelled"])
        rows.append((oid, rng.randint(40, 3400), status, rng.randrange(990, 24990, 5), rng.choice(["web", "web", "web", "app"])))
    q = 'psql -d shop -c "{}"'.format
    turns = [
        p.run("psql -d shop -c '\\dt+'", """\
                                      List of relations
 Schema |    Name     | Type  | Owner | Persistence | Access method |  Size   | Description
--------+-------------+-------+-------+-------------+---------------+---------+-------------
 public | customers   | table | shop  | permanent   | heap          | 1112 kB |
 public | order_items | table | shop  | permanent   | heap          | 3896 kB |
 public | orders      | table | shop  | permanent   | heap          | 1424 kB |
 public | products    | table | shop  | permanent   | heap          | 96 kB   |
(4 rows)"""),
        p.run(q("SELECT status, count(*) FROM orders GROUP BY status ORDER BY status"),
              psql_table(["status", "count"], [("cancelled", 312), ("paid", 9874), ("pending", 41), ("refunded", 77)], {1})),
        p.run(q("SELECT max(id), count(*) FROM orders"), psql_table(["max", "count"], [(10417, 10304)], {0, 1})),
        p.run(q("INSERT INTO orders (customer_id, status, total_cents, placed_at, channel) VALUES "
                "(2231, 'pending', 4890, '2024-05-15 16:20', 'phone'), (877, 'pending', 12950, '2024-05-15 16:41', 'phone'), "
                "(3104, 'pending', 2375, '2024-05-15 17:05', 'phone') RETURNING id"),
              psql_table(["id"], [(10418,), (10419,), (10420,)], {0}) + "\n\nINSERT 0 3"),
        p.run(q("SELECT count(*) AS orders, count(*) FILTER (WHERE status = 'pending') AS pending, max(id) FROM orders"),
              psql_table(["orders", "pending", "max"], [(10306, 44, 10420)], {0, 1, 2})),
        p.run(q("UPDATE orders SET status = 'paid', paid_at = now() WHERE id IN (10391, 10402) AND status = 'pending'"), "UPDATE 2"),
        p.run(q("SELECT id, customer_id, status, total_cents, channel FROM orders WHERE id >= 10390 ORDER BY id"),
              psql_table(["id", "customer_id", "status", "total_cents", "channel"], rows, {0, 1, 3})),
        p.run(q("SELECT channel, count(*), round(sum(total_cents) / 100.0, 2) AS eur FROM orders WHERE placed_at >= '2024-05-15' GROUP BY channel ORDER BY channel"),
              psql_table(["channel", "count", "eur"], [("app", 9, "412.35"), ("phone", 3, "202.15"), ("web", 27, "1796.80")], {1, 2})),
    ]
    rs.add(task=TASK, tid="h28-terminal-21", system=SYSTEM, turns=turns, state=(
        "Host db-tools (Ubuntu 22.04), user pgadmin, cwd /home/pgadmin. psql 16.2 connecting to the PostgreSQL 16 database "
        "shop on localhost via ~/.pgpass. The web shop is in maintenance mode, so nothing else writes to orders during "
        "this session. Task: back-fill three phone orders taken offline yesterday, mark orders 10391 and 10402 as paid, "
        "and check the numbers."),
        bad=True, turn=5, kind="order count after inserting three rows is only two higher than before")


# ----------------------------------------------------------------------------------------- 22 timewarrior (clean)
def t22(rs: RowSet) -> None:
    p = Pane("hana", "wren", "/home/hana")
    turns = [
        p.run("timew", "There is no active time tracking."),
        p.run("timew start client-acme design", """\
Tracking client-acme design
  Started 2024-05-16T09:02:14
  Current                  09:02:14
  Total               0:00:00"""),
        p.run("timew", """\
Tracking client-acme design
  Started 2024-05-16T09:02:14
  Current                  09:48:39
  Total               0:46:25"""),
        p.run("timew stop", """\
Recorded client-acme design
  Started 2024-05-16T09:02:14
  Ended                    10:31:52
  Total               1:29:38"""),
        p.run("timew track 2024-05-15T14:00 - 2024-05-15T15:30 client-acme review", """\
Recorded client-acme review
  Started 2024-05-15T14:00:00
  Ended                    15:30:00
  Total               1:30:00"""),
        p.run("timew summary :week :ids", """\

Wk  Date       Day ID Tags                    Start      End    Time   Total
--- ---------- --- -- ------------------- -------- -------- ------- -------
W20 2024-05-13 Mon @6 client-globex        9:15:00 12:40:00 3:25:00 3:25:00
W20 2024-05-14 Tue @5 client-globex        9:05:00 11:50:00 2:45:00
                   @4 internal, standup   13:00:00 13:30:00 0:30:00 3:15:00
W20 2024-05-15 Wed @3 client-acme, design  9:30:00 12:10:00 2:40:00
                   @2 client-acme, review 14:00:00 15:30:00 1:30:00 4:10:00
W20 2024-05-16 Thu @1 client-acme, design  9:02:14 10:31:52 1:29:38 1:29:38

                                                                   12:19:38
"""),
        p.run("timew tag @1 @2 billable", "Added billable to @1\nAdded billable to @2"),
        p.run("timew continue @1", """\
Tracking billable client-acme design
  Started 2024-05-16T10:45:03
  Current                  10:45:03
  Total               0:00:00"""),
        p.run("timew summary :day", """\

Wk  Date       Day Tags                             Start      End    Time   Total
--- ---------- --- ------------------------------ -------- -------- ------- -------
W20 2024-05-16 Thu billable, client-acme, design   9:02:14 10:31:52 1:29:38
                   billable, client-acme, design  10:45:03        - 0:17:37 1:47:15

                                                                            1:47:15
"""),
    ]
    rs.add(task=TASK, tid="h28-terminal-22", system=SYSTEM, turns=turns, state=(
        "Laptop wren (Debian 12), user hana, cwd /home/hana. Timewarrior 1.4.3 with its database in ~/.timewarrior; local "
        "time zone Europe/Berlin. Earlier this week's intervals are already recorded. Today is Thursday 2024-05-16 and "
        "the agent works through the morning between commands. Task: track this morning's design work for client Acme, "
        "add yesterday's missing review session, mark both Acme intervals billable and resume tracking."),
        bad=False, kind="clean")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for make in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                 t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        make(rs)
    rs.write()


if __name__ == "__main__":
    main()
