# ruff: noqa: E501
"""Held-out set holdout45, domain terminal: 22 tmux shell trajectories (11 clean, 11 with one contradiction).

Each trajectory is one coherent task at a shell prompt (backups, storage, cloud CLIs, service
consoles, firewalls). Observations are the pane as the real tools print it: the prompt line with the
echoed command, the command's output, and the next prompt.
"""

from __future__ import annotations

import base64
import hashlib
from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet, jblock, keys

SYSTEM = """# Role and Objective

You are a **Terminal World Model**: a precise simulator of a Linux shell running inside a tmux pane. Given the session so far and the keystrokes the agent sends next, predict exactly what the pane shows once they have run.

Be as faithful as possible to how the real programs behave, and keep every turn consistent with everything the session has already shown.

## State to track

- **Prompt and working directory**: the prompt format of the session (`user@host:path$`, `#` for root, `[user@host dir]$` on RHEL-like hosts) and the directory changed by `cd`.
- **File system**: files and directories created, edited, moved or removed by earlier commands, with plausible sizes, permissions and timestamps.
- **Processes and services**: daemons, their PIDs and uptimes, background jobs; a PID only changes when the process is restarted.
- **Remote and service state**: what the CLIs talk to (cloud APIs, databases, key-value stores, backup repositories, firewalls, storage pools). Identifiers, versions, sizes and settings printed earlier are facts; they change only when a command changes them or when the live system plausibly moves on its own (counters, clocks, traffic).

## Input

Each action is a JSON array of `{"keystrokes": ..., "duration": ...}` objects. Keystrokes are sent verbatim; a trailing newline executes the line. `C-c`, `C-d`, `C-z`, `C-l` are control keys. Empty keystrokes mean: wait `duration` seconds and show what appeared meanwhile.

## Output

Show the screen after the action: the prompt line with the echoed command, the complete stdout and stderr exactly as the program formats them (tables, headers, alignment, units), then the next prompt if the command finished within `duration`. A long-running command that is still working shows its progress so far and no new prompt.

## Principles

- Format: prompt, echo, line breaks and column layout as the real terminal shows them.
- Factuality: correct syntax, options, error messages and exit behaviour for the tool and version in use.
- Consistency: respect every change made earlier in the session; nothing reappears, vanishes or changes value without a cause.
- Realism: plausible numbers, ids, hashes, dates and durations.
- Completeness: no unreasonable truncation; give the detail a real operator would see."""


def r(p: Pane, cmd: str, out: str = "", cd: str | None = None, duration: float = 1.0) -> tuple[str, str]:
    """One finished command: keystrokes, and the screen with its output and the next prompt."""
    return p.run(cmd, out.lstrip("\n"), cd=cd, duration=duration)


def pending(p: Pane, cmd: str, partial: str = "", duration: float = 1.0) -> tuple[str, str]:
    """A command still running when the capture is taken: no new prompt yet."""
    body = partial.strip("\n")
    return keys(cmd, duration), f"{p.prompt} {cmd}" + (f"\n{body}" if body else "")


def waited(p: Pane, cmd: str, out: str, duration: float = 5.0) -> tuple[str, str]:
    """A wait (empty keystrokes) after `pending`: the finished command's full output and the prompt."""
    return jblock([{"keystrokes": "", "duration": duration}]), p.run(cmd, out.lstrip("\n"))[1]


def column_t(rows: list[list[str]], gap: int = 2) -> str:
    """What `column -t` (gap 2) or a Go tabwriter (gap 3) prints: columns left-aligned to the widest cell."""
    widths = [max(len(row[i]) for row in rows if i < len(row)) for i in range(max(map(len, rows)))]
    sep = " " * gap
    return "\n".join(sep.join(c.ljust(widths[i]) for i, c in enumerate(row)).rstrip() for row in rows)


def dbox(cols: list[str], types: list[str], rows: list[list[str]], right: set[int]) -> str:
    """A DuckDB CLI result box; columns in `right` are right-aligned (numbers)."""
    w = [max([len(cols[i]), len(types[i])] + [len(row[i]) for row in rows]) for i in range(len(cols))]
    out = ["┌" + "┬".join("─" * (x + 2) for x in w) + "┐",
           "│" + "│".join(f" {c.center(w[i])} " for i, c in enumerate(cols)) + "│",
           "│" + "│".join(f" {t.center(w[i])} " for i, t in enumerate(types)) + "│",
           "├" + "┼".join("─" * (x + 2) for x in w) + "┤"]
    for row in rows:
        out.append("│" + "│".join(f" {c.rjust(w[i]) if i in right else c.ljust(w[i])} " for i, c in enumerate(row)) + "│")
    out.append("└" + "┴".join("─" * (x + 2) for x in w) + "┘")
    return "\n".join(out)


# restic backups, clean
def t01(rs: RowSet) -> None:
    p = Pane("backup", "nas-02", "/home/backup")
    state = ("backup@nas-02:~$ export RESTIC_REPOSITORY=sftp:restic@vault.lan:/srv/restic/nas-02\n"
             "backup@nas-02:~$ export RESTIC_PASSWORD_FILE=~/.config/restic/pass\n"
             "backup@nas-02:~$")
    backup_cmd = "restic backup /srv/data --tag manual --exclude-caches --one-file-system"
    turns = [
        r(p, "restic snapshots", """
repository 7c1e04b2 opened (version 2, compression level auto)
ID        Time                 Host        Tags        Paths
----------------------------------------------------------------------------
3f9a1c27  2024-05-06 02:15:04  nas-02      nightly     /srv/data
b81e7d03  2024-05-07 02:15:03  nas-02      nightly     /srv/data
0d44a9e6  2024-05-08 02:15:05  nas-02      nightly     /srv/data
e2c5f718  2024-05-09 02:15:02  nas-02      nightly     /srv/data
51ab3c90  2024-05-10 02:15:04  nas-02      nightly     /srv/data
9e07d2b4  2024-05-11 02:15:03  nas-02      nightly     /srv/data
c6f3e815  2024-05-12 02:15:06  nas-02      nightly     /srv/data
a4d8b05e  2024-05-12 11:41:37  nas-02      manual      /srv/data/photos
----------------------------------------------------------------------------
8 snapshots
""", duration=3.0),
        r(p, "restic stats --mode raw-data", """
repository 7c1e04b2 opened (version 2, compression level auto)
[0:01] 100.00%  3 / 3 index files loaded
scanning...
Stats in raw-data mode:
     Snapshots processed:  8
        Total Blob Count:  412876
 Total Uncompressed Size:  318.224 GiB
              Total Size:  291.507 GiB
    Compression Progress:  100.00%
       Compression Ratio:  1.09x
Compression Space Saving:  8.40%
""", duration=10.0),
        pending(p, backup_cmd, """
repository 7c1e04b2 opened (version 2, compression level auto)
using parent snapshot c6f3e815
[0:00] 100.00%  3 / 3 index files loaded
[0:52] 29.84%  17630 files 85.381 GiB, total 59162 files 286.113 GiB, 0 errors ETA 2:02
/srv/data/projects/render-farm/cache/frame_0412.exr
/srv/data/projects/render-farm/cache/frame_0413.exr
""", duration=60.0),
        waited(p, backup_cmd, """
repository 7c1e04b2 opened (version 2, compression level auto)
using parent snapshot c6f3e815
[0:00] 100.00%  3 / 3 index files loaded

Files:          214 new,    37 changed, 58911 unmodified
Dirs:            12 new,    49 changed,  4102 unmodified
Added to the repository: 1.812 GiB (1.704 GiB stored)

processed 59162 files, 286.113 GiB in 2:47
snapshot f17b6a2d saved
""", duration=120.0),
        r(p, "restic forget --tag nightly --keep-daily 5 --prune", """
repository 7c1e04b2 opened (version 2, compression level auto)
Applying Policy: keep 5 daily snapshots
snapshots for (host [nas-02], paths [/srv/data]):
keep 5 snapshots:
ID        Time                 Host        Tags        Reasons         Paths
---------------------------------------------------------------------------------------
0d44a9e6  2024-05-08 02:15:05  nas-02      nightly     daily snapshot  /srv/data
e2c5f718  2024-05-09 02:15:02  nas-02      nightly     daily snapshot  /srv/data
51ab3c90  2024-05-10 02:15:04  nas-02      nightly     daily snapshot  /srv/data
9e07d2b4  2024-05-11 02:15:03  nas-02      nightly     daily snapshot  /srv/data
c6f3e815  2024-05-12 02:15:06  nas-02      nightly     daily snapshot  /srv/data
---------------------------------------------------------------------------------------
5 snapshots

remove 2 snapshots:
ID        Time                 Host        Tags        Paths
----------------------------------------------------------------------------
3f9a1c27  2024-05-06 02:15:04  nas-02      nightly     /srv/data
b81e7d03  2024-05-07 02:15:03  nas-02      nightly     /srv/data
----------------------------------------------------------------------------
2 snapshots

[0:00] 100.00%  2 / 2 files deleted
2 snapshots have been removed, running prune
loading indexes...
[0:01] 100.00%  4 / 4 index files loaded
loading all snapshots...
finding data that is still in use for 7 snapshots
[0:11] 100.00%  7 / 7 snapshots
searching used packs...
collecting packs for deletion and repacking
[0:02] 100.00%  18342 / 18342 packs processed

to repack:          1204 blobs / 96.412 MiB
this removes:        388 blobs / 61.870 MiB
to delete:          5231 blobs / 2.914 GiB
total prune:        5619 blobs / 2.975 GiB
remaining:        413463 blobs / 290.236 GiB
unused size after prune: 14.280 GiB (4.92% of remaining size)

repacking packs
[0:04] 100.00%  7 / 7 packs repacked
rebuilding index
[0:01] 100.00%  18168 / 18168 packs processed
deleting obsolete index files
[0:00] 100.00%  4 / 4 files deleted
removing 181 old packs
[0:03] 100.00%  181 / 181 files deleted
done
""", duration=60.0),
        r(p, "restic snapshots", """
repository 7c1e04b2 opened (version 2, compression level auto)
ID        Time                 Host        Tags        Paths
----------------------------------------------------------------------------
0d44a9e6  2024-05-08 02:15:05  nas-02      nightly     /srv/data
e2c5f718  2024-05-09 02:15:02  nas-02      nightly     /srv/data
51ab3c90  2024-05-10 02:15:04  nas-02      nightly     /srv/data
9e07d2b4  2024-05-11 02:15:03  nas-02      nightly     /srv/data
c6f3e815  2024-05-12 02:15:06  nas-02      nightly     /srv/data
a4d8b05e  2024-05-12 11:41:37  nas-02      manual      /srv/data/photos
f17b6a2d  2024-05-13 09:32:18  nas-02      manual      /srv/data
----------------------------------------------------------------------------
7 snapshots
""", duration=3.0),
        r(p, "restic stats --mode raw-data", """
repository 7c1e04b2 opened (version 2, compression level auto)
[0:01] 100.00%  4 / 4 index files loaded
scanning...
Stats in raw-data mode:
     Snapshots processed:  7
        Total Blob Count:  413463
 Total Uncompressed Size:  316.810 GiB
              Total Size:  290.236 GiB
    Compression Progress:  100.00%
       Compression Ratio:  1.09x
Compression Space Saving:  8.39%
""", duration=10.0),
        r(p, "restic check", """
using temporary cache in /tmp/restic-check-cache-1843302117
repository 7c1e04b2 opened (version 2, compression level auto)
created new cache in /tmp/restic-check-cache-1843302117
create exclusive lock for repository
load indexes
[0:01] 100.00%  4 / 4 index files loaded
check all packs
check snapshots, trees and blobs
[0:16] 100.00%  7 / 7 snapshots
no errors were found
""", duration=30.0),
        r(p, "restic diff c6f3e815 f17b6a2d | tail -n 9", """

Files:         214 new,     0 removed,    37 changed
Dirs:           12 new,     0 removed
Others:          0 new,     0 removed
Data Blobs:   6011 new,  1402 removed
Tree Blobs:    195 new,    96 removed
  Added:   1.812 GiB
  Removed: 402.338 MiB
""", duration=15.0),
    ]
    rs.add(task="terminal", tid="h45-terminal-01", system=SYSTEM, turns=turns, state=state)


# zfs and zpool, bad
def t02(rs: RowSet) -> None:
    p = Pane("root", "fs01", "/root")
    state = "Last login: Mon May 13 10:19:44 2024 from 10.1.4.22\nroot@fs01:~#"
    snaps = "zfs list -t snapshot -o name,used,refer,creation -r tank/db tank/home"
    turns = [
        r(p, "zpool status tank", """
  pool: tank
 state: ONLINE
  scan: scrub repaired 0B in 05:12:47 with 0 errors on Sun May 12 05:36:48 2024
config:

        NAME                                      STATE     READ WRITE CKSUM
        tank                                      ONLINE       0     0     0
          mirror-0                                ONLINE       0     0     0
            ata-WDC_WD80EFZZ-68BTXN0_WD-CA1B2C3D  ONLINE       0     0     0
            ata-WDC_WD80EFZZ-68BTXN0_WD-CA7F8E9D  ONLINE       0     0     0
          mirror-1                                ONLINE       0     0     0
            ata-ST8000VN004-3CP101_WWZ4K1QA       ONLINE       0     0     0
            ata-ST8000VN004-3CP101_WWZ4K7RB       ONLINE       0     0     0
        logs
          nvme-Samsung_SSD_980_PRO_500GB_S5GXNF0R812345W-part3  ONLINE       0     0     0

errors: No known data errors
"""),
        r(p, "zfs list -o name,used,avail,refer,mountpoint -r tank", """
NAME          USED  AVAIL  REFER  MOUNTPOINT
tank         9.84T  4.51T   128K  /tank
tank/db      1.92T  4.51T  1.71T  /tank/db
tank/home    3.40T  4.51T  3.12T  /tank/home
tank/media   4.31T  4.51T  4.31T  /tank/media
tank/vm       215G  4.51T   176G  /tank/vm
"""),
        r(p, "zfs snapshot tank/home@pre-migrate-20240513 && zfs snapshot tank/db@pre-migrate-20240513"),
        r(p, snaps, """
NAME                                           USED  REFER  CREATION
tank/db@autosnap_2024-05-11_00:00:01_daily    14.2G  1.69T  Sat May 11  0:00 2024
tank/db@autosnap_2024-05-12_00:00:02_daily    11.8G  1.70T  Sun May 12  0:00 2024
tank/db@autosnap_2024-05-13_00:00:01_daily    6.37G  1.71T  Mon May 13  0:00 2024
tank/db@pre-migrate-20240513                     0B  1.71T  Mon May 13 10:24 2024
tank/home@autosnap_2024-05-01_00:00:00_daily  48.1G  3.02T  Wed May  1  0:00 2024
tank/home@autosnap_2024-05-11_00:00:01_daily  3.22G  3.11T  Sat May 11  0:00 2024
tank/home@autosnap_2024-05-12_00:00:02_daily  2.05G  3.12T  Sun May 12  0:00 2024
tank/home@autosnap_2024-05-13_00:00:01_daily  1.14G  3.12T  Mon May 13  0:00 2024
tank/home@pre-migrate-20240513                   0B  3.12T  Mon May 13 10:24 2024
"""),
        r(p, "zfs set compression=zstd tank/db && zfs get compression,compressratio,recordsize,atime tank/db", """
NAME     PROPERTY       VALUE     SOURCE
tank/db  compression    zstd      local
tank/db  compressratio  1.38x     -
tank/db  recordsize     16K       local
tank/db  atime          off       inherited from tank
"""),
        r(p, "zfs destroy -v tank/home@autosnap_2024-05-01_00:00:00_daily", """
will destroy tank/home@autosnap_2024-05-01_00:00:00_daily
will reclaim 48.1G
"""),
        r(p, snaps, """
NAME                                           USED  REFER  CREATION
tank/db@autosnap_2024-05-11_00:00:01_daily    14.2G  1.69T  Sat May 11  0:00 2024
tank/db@autosnap_2024-05-12_00:00:02_daily    11.8G  1.70T  Sun May 12  0:00 2024
tank/db@autosnap_2024-05-13_00:00:01_daily    6.37G  1.71T  Mon May 13  0:00 2024
tank/home@autosnap_2024-05-11_00:00:01_daily  3.87G  3.11T  Sat May 11  0:00 2024
tank/home@autosnap_2024-05-12_00:00:02_daily  2.05G  3.12T  Sun May 12  0:00 2024
tank/home@autosnap_2024-05-13_00:00:01_daily  1.14G  3.12T  Mon May 13  0:00 2024
tank/home@pre-migrate-20240513                96.5M  3.12T  Mon May 13 10:24 2024
"""),
        r(p, "zfs list -o name,used,avail,refer -r tank", """
NAME          USED  AVAIL  REFER
tank         9.79T  4.56T   128K
tank/db      1.92T  4.56T  1.71T
tank/home    3.35T  4.56T  3.12T
tank/media   4.31T  4.56T  4.31T
tank/vm       215G  4.56T   176G
"""),
        r(p, "zpool list -v tank", """
NAME                                       SIZE  ALLOC   FREE  CKPOINT  EXPANDSZ   FRAG    CAP  DEDUP    HEALTH  ALTROOT
tank                                      14.5T  9.75T  4.79T        -         -    18%    67%  1.00x    ONLINE  -
  mirror-0                                7.27T  4.88T  2.39T        -         -    18%  67.1%      -    ONLINE
    ata-WDC_WD80EFZZ-68BTXN0_WD-CA1B2C3D  7.28T      -      -        -         -      -      -      -    ONLINE
    ata-WDC_WD80EFZZ-68BTXN0_WD-CA7F8E9D  7.28T      -      -        -         -      -      -      -    ONLINE
  mirror-1                                7.27T  4.87T  2.40T        -         -    17%  66.9%      -    ONLINE
    ata-ST8000VN004-3CP101_WWZ4K1QA       7.28T      -      -        -         -      -      -      -    ONLINE
    ata-ST8000VN004-3CP101_WWZ4K7RB       7.28T      -      -        -         -      -      -      -    ONLINE
logs                                          -      -      -        -         -      -      -      -  -
  nvme-Samsung_SSD_980_PRO_500GB_S5GXNF0R812345W-part3  16.0G   412K  15.5G        -         -     0%  0.00%      -    ONLINE
"""),
    ]
    rs.add(task="terminal", tid="h45-terminal-02", system=SYSTEM, turns=turns, state=state,
           bad=True, turn=7, kind="snapshot created earlier in the session (tank/db@pre-migrate) missing from the snapshot list")


# terraform state and plan, clean
def t03(rs: RowSet) -> None:
    p = Pane("deploy", "ci-runner-3", "/home/deploy/infra/envs/staging")
    state = ("deploy@ci-runner-3:~/infra/envs/staging$ terraform init -input=false >/dev/null && echo ok\n"
             "ok\n"
             "deploy@ci-runner-3:~/infra/envs/staging$")
    turns = [
        r(p, "terraform state list", """
data.aws_ami.ubuntu
data.aws_caller_identity.current
aws_eip.nat
aws_instance.app[0]
aws_instance.app[1]
aws_internet_gateway.main
aws_lb.app
aws_lb_listener.https
aws_lb_target_group.app
aws_lb_target_group_attachment.app[0]
aws_lb_target_group_attachment.app[1]
aws_nat_gateway.main
aws_route_table.private
aws_route_table.public
aws_security_group.app
aws_security_group.lb
aws_subnet.private[0]
aws_subnet.private[1]
aws_subnet.public[0]
aws_subnet.public[1]
aws_vpc.main
module.rds.aws_db_instance.this
module.rds.aws_db_subnet_group.this
""", duration=3.0),
        r(p, "terraform plan -out=tfplan", """
data.aws_caller_identity.current: Reading...
data.aws_ami.ubuntu: Reading...
aws_vpc.main: Refreshing state... [id=vpc-0c2f4a8e91b7d3056]
data.aws_caller_identity.current: Read complete after 0s [id=381204557196]
data.aws_ami.ubuntu: Read complete after 1s [id=ami-0e872aee57663ae2d]
aws_internet_gateway.main: Refreshing state... [id=igw-04b8e1d6a9c2f7350]
aws_subnet.public[1]: Refreshing state... [id=subnet-0f61c3a9e2d7b8410]
aws_subnet.private[0]: Refreshing state... [id=subnet-02d9a7e4c1b6f3085]
aws_subnet.public[0]: Refreshing state... [id=subnet-09a3e5c7b1d4f2860]
aws_subnet.private[1]: Refreshing state... [id=subnet-0b7c2e9f4a1d6e530]
aws_security_group.lb: Refreshing state... [id=sg-06e2b9d4f7a1c3508]
aws_lb_target_group.app: Refreshing state... [id=arn:aws:elasticloadbalancing:eu-central-1:381204557196:targetgroup/staging-app/6d0ecf831eec9f09]
aws_eip.nat: Refreshing state... [id=eipalloc-0a5c3e1f7b9d24680]
aws_route_table.public: Refreshing state... [id=rtb-0e4a8c2f6b1d93570]
aws_security_group.app: Refreshing state... [id=sg-0a4d19e27c6b3f851]
aws_nat_gateway.main: Refreshing state... [id=nat-03f7b2d9e6a1c4580]
module.rds.aws_db_subnet_group.this: Refreshing state... [id=staging-rds]
aws_lb.app: Refreshing state... [id=arn:aws:elasticloadbalancing:eu-central-1:381204557196:loadbalancer/app/staging-app/1f3d6b9a2c8e4705]
aws_route_table.private: Refreshing state... [id=rtb-07c1e5a9d3b2f6840]
aws_instance.app[0]: Refreshing state... [id=i-0c58d2a7f1e4b9036]
aws_instance.app[1]: Refreshing state... [id=i-07e3b1c9a4d2f5810]
module.rds.aws_db_instance.this: Refreshing state... [id=db-K4QZ7XNW2HBGE5RTLM3YVC6UFA]
aws_lb_listener.https: Refreshing state... [id=arn:aws:elasticloadbalancing:eu-central-1:381204557196:listener/app/staging-app/1f3d6b9a2c8e4705/a2e7c91d4f6b3085]
aws_lb_target_group_attachment.app[1]: Refreshing state... [id=arn:aws:elasticloadbalancing:eu-central-1:381204557196:targetgroup/staging-app/6d0ecf831eec9f09-20240311144205118300000003]
aws_lb_target_group_attachment.app[0]: Refreshing state... [id=arn:aws:elasticloadbalancing:eu-central-1:381204557196:targetgroup/staging-app/6d0ecf831eec9f09-20240311144205094600000002]

Terraform used the selected providers to generate the following execution
plan. Resource actions are indicated with the following symbols:
  + create
  ~ update in-place

Terraform will perform the following actions:

  # aws_instance.app[1] will be updated in-place
  ~ resource "aws_instance" "app" {
        id                                   = "i-07e3b1c9a4d2f5810"
      ~ instance_type                        = "t3.medium" -> "t3.large"
        tags                                 = {
            "Name" = "staging-app-2"
            "env"  = "staging"
            "role" = "app"
        }
        # (31 unchanged attributes hidden)

        # (8 unchanged blocks hidden)
    }

  # aws_security_group_rule.app_https_ingress will be created
  + resource "aws_security_group_rule" "app_https_ingress" {
      + cidr_blocks              = [
          + "10.40.0.0/16",
        ]
      + description              = "internal https to app"
      + from_port                = 8443
      + id                       = (known after apply)
      + protocol                 = "tcp"
      + security_group_id        = "sg-0a4d19e27c6b3f851"
      + security_group_rule_id   = (known after apply)
      + self                     = false
      + source_security_group_id = (known after apply)
      + to_port                  = 8443
      + type                     = "ingress"
    }

Plan: 1 to add, 1 to change, 0 to destroy.

─────────────────────────────────────────────────────────────────────────────

Saved the plan to: tfplan

To perform exactly these actions, run the following command to apply:
    terraform apply "tfplan"
""", duration=20.0),
        r(p, "terraform apply tfplan", """
aws_security_group_rule.app_https_ingress: Creating...
aws_instance.app[1]: Modifying... [id=i-07e3b1c9a4d2f5810]
aws_security_group_rule.app_https_ingress: Creation complete after 1s [id=sgrule-2718903412]
aws_instance.app[1]: Still modifying... [id=i-07e3b1c9a4d2f5810, 10s elapsed]
aws_instance.app[1]: Still modifying... [id=i-07e3b1c9a4d2f5810, 20s elapsed]
aws_instance.app[1]: Still modifying... [id=i-07e3b1c9a4d2f5810, 30s elapsed]
aws_instance.app[1]: Still modifying... [id=i-07e3b1c9a4d2f5810, 40s elapsed]
aws_instance.app[1]: Still modifying... [id=i-07e3b1c9a4d2f5810, 50s elapsed]
aws_instance.app[1]: Still modifying... [id=i-07e3b1c9a4d2f5810, 1m0s elapsed]
aws_instance.app[1]: Still modifying... [id=i-07e3b1c9a4d2f5810, 1m10s elapsed]
aws_instance.app[1]: Modifications complete after 1m13s [id=i-07e3b1c9a4d2f5810]

Apply complete! Resources: 1 added, 1 changed, 0 destroyed.

Outputs:

app_private_ips = [
  "10.40.1.23",
  "10.40.2.57",
]
lb_dns_name = "staging-app-1893406721.eu-central-1.elb.amazonaws.com"
rds_endpoint = "staging-rds.c7xk2mq9d4wz.eu-central-1.rds.amazonaws.com:5432"
""", duration=90.0),
        r(p, "terraform state list", """
data.aws_ami.ubuntu
data.aws_caller_identity.current
aws_eip.nat
aws_instance.app[0]
aws_instance.app[1]
aws_internet_gateway.main
aws_lb.app
aws_lb_listener.https
aws_lb_target_group.app
aws_lb_target_group_attachment.app[0]
aws_lb_target_group_attachment.app[1]
aws_nat_gateway.main
aws_route_table.private
aws_route_table.public
aws_security_group.app
aws_security_group.lb
aws_security_group_rule.app_https_ingress
aws_subnet.private[0]
aws_subnet.private[1]
aws_subnet.public[0]
aws_subnet.public[1]
aws_vpc.main
module.rds.aws_db_instance.this
module.rds.aws_db_subnet_group.this
""", duration=3.0),
        r(p, "terraform state mv 'aws_instance.app[1]' aws_instance.worker", """
Move "aws_instance.app[1]" to "aws_instance.worker"
Successfully moved 1 object(s).
""", duration=3.0),
        r(p, "terraform state show aws_instance.worker", """
# aws_instance.worker:
resource "aws_instance" "worker" {
    ami                                  = "ami-0e872aee57663ae2d"
    arn                                  = "arn:aws:ec2:eu-central-1:381204557196:instance/i-07e3b1c9a4d2f5810"
    associate_public_ip_address          = false
    availability_zone                    = "eu-central-1b"
    cpu_core_count                       = 1
    cpu_threads_per_core                 = 2
    disable_api_stop                     = false
    disable_api_termination              = false
    ebs_optimized                        = false
    get_password_data                    = false
    hibernation                          = false
    iam_instance_profile                 = "staging-app"
    id                                   = "i-07e3b1c9a4d2f5810"
    instance_initiated_shutdown_behavior = "stop"
    instance_state                       = "running"
    instance_type                        = "t3.large"
    ipv6_address_count                   = 0
    ipv6_addresses                       = []
    key_name                             = "deploy-2023"
    monitoring                           = false
    placement_partition_number           = 0
    primary_network_interface_id         = "eni-0d3a7f1c9e5b26840"
    private_dns                          = "ip-10-40-2-57.eu-central-1.compute.internal"
    private_ip                           = "10.40.2.57"
    secondary_private_ips                = []
    security_groups                      = []
    source_dest_check                    = true
    subnet_id                            = "subnet-0b7c2e9f4a1d6e530"
    tags                                 = {
        "Name" = "staging-app-2"
        "env"  = "staging"
        "role" = "app"
    }
    tags_all                             = {
        "Name"      = "staging-app-2"
        "env"       = "staging"
        "managedby" = "terraform"
        "role"      = "app"
    }
    tenancy                              = "default"
    user_data_replace_on_change          = false
    vpc_security_group_ids               = [
        "sg-0a4d19e27c6b3f851",
    ]

    credit_specification {
        cpu_credits = "unlimited"
    }

    metadata_options {
        http_endpoint               = "enabled"
        http_put_response_hop_limit = 2
        http_tokens                 = "required"
        instance_metadata_tags      = "disabled"
    }

    root_block_device {
        delete_on_termination = true
        device_name           = "/dev/sda1"
        encrypted             = true
        iops                  = 3000
        kms_key_id            = "arn:aws:kms:eu-central-1:381204557196:key/5e1b7c3a-9d2f-4e68-a0b4-7c9e2d1f3a86"
        tags                  = {}
        throughput            = 125
        volume_id             = "vol-0f2e8b6d4a1c93705"
        volume_size           = 40
        volume_type           = "gp3"
    }
}
""", duration=3.0),
        r(p, "terraform state list | grep -E 'aws_instance|target_group_attachment'", """
aws_instance.app[0]
aws_instance.worker
aws_lb_target_group_attachment.app[0]
aws_lb_target_group_attachment.app[1]
""", duration=3.0),
    ]
    rs.add(task="terminal", tid="h45-terminal-03", system=SYSTEM, turns=turns, state=state)


# redis-cli config and keys, bad
def t04(rs: RowSet) -> None:
    p = Pane("ops", "cache-admin", "/home/ops")
    state = "ops@cache-admin:~$ alias rc='redis-cli -h 10.20.0.14 -p 6379 --user ops --pass \"$REDIS_OPS_PW\" --no-auth-warning'\nops@cache-admin:~$"
    turns = [
        r(p, "rc INFO memory", """
# Memory
used_memory:3861402936
used_memory_human:3.60G
used_memory_rss:4012331008
used_memory_rss_human:3.74G
used_memory_peak:4294811200
used_memory_peak_human:4.00G
used_memory_peak_perc:89.91%
used_memory_overhead:142871344
used_memory_startup:865312
used_memory_dataset:3718531592
used_memory_dataset_perc:96.32%
allocator_allocated:3861601024
allocator_active:3925557248
allocator_resident:4003930112
total_system_memory:16768487424
total_system_memory_human:15.62G
used_memory_lua:31744
used_memory_vm_eval:31744
used_memory_lua_human:31.00K
used_memory_scripts_eval:0
number_of_cached_scripts:0
number_of_functions:0
number_of_libraries:0
used_memory_vm_functions:32768
used_memory_vm_total:64512
used_memory_vm_total_human:63.00K
used_memory_functions:184
used_memory_scripts:184
used_memory_scripts_human:184B
maxmemory:4294967296
maxmemory_human:4.00G
maxmemory_policy:noeviction
allocator_frag_ratio:1.02
allocator_frag_bytes:63956224
allocator_rss_ratio:1.02
allocator_rss_bytes:78372864
rss_overhead_ratio:1.00
rss_overhead_bytes:8400896
mem_fragmentation_ratio:1.04
mem_fragmentation_bytes:150970184
mem_not_counted_for_evict:0
mem_replication_backlog:1048576
mem_total_replication_buffers:1066208
mem_clients_slaves:17632
mem_clients_normal:1939480
mem_cluster_links:0
mem_aof_buffer:0
mem_allocator:jemalloc-5.3.0
active_defrag_running:0
lazyfree_pending_objects:0
lazyfreed_objects:0
"""),
        r(p, "rc CONFIG GET 'maxmemory*'", """
 1) "maxmemory-clients"
 2) "0"
 3) "maxmemory-eviction-tenacity"
 4) "10"
 5) "maxmemory-policy"
 6) "noeviction"
 7) "maxmemory"
 8) "4294967296"
 9) "maxmemory-samples"
10) "5"
"""),
        r(p, "rc CONFIG SET maxmemory-policy allkeys-lru", "OK"),
        r(p, "rc CONFIG SET maxmemory 6gb", "OK"),
        r(p, "rc --scan --pattern 'sess:*' --count 1000 | wc -l", "184213", duration=8.0),
        r(p, "rc CONFIG GET 'maxmemory*'", """
 1) "maxmemory-clients"
 2) "0"
 3) "maxmemory-eviction-tenacity"
 4) "10"
 5) "maxmemory-policy"
 6) "noeviction"
 7) "maxmemory"
 8) "6442450944"
 9) "maxmemory-samples"
10) "5"
"""),
        r(p, "rc CONFIG REWRITE", "OK"),
        r(p, "rc INFO keyspace", """
# Keyspace
db0:keys=231907,expires=190455,avg_ttl=1702113
db2:keys=1204,expires=0,avg_ttl=0
"""),
        r(p, "rc --bigkeys -i 0.01", """

# Scanning the entire keyspace to find biggest keys as well as
# average sizes per key type.  You can use -i 0.1 to sleep 0.1 sec
# per 100 SCAN commands (not usually needed).

[00.00%] Biggest string found so far '"sess:9f2c41e07ab84d1d"' with 1874 bytes
[00.00%] Biggest hash   found so far '"cart:u:482113"' with 38 fields
[00.02%] Biggest string found so far '"sess:1d77a0c35be24f90"' with 20433 bytes
[00.31%] Biggest list   found so far '"queue:mail:retry"' with 44 items
[01.87%] Biggest hash   found so far '"cart:u:207719"' with 96 fields
[04.12%] Biggest zset   found so far '"lb:daily:2024-05-13"' with 1904 members
[09.66%] Biggest string found so far '"sess:04be7f1d2c9a3e68"' with 65211 bytes
[17.40%] Biggest list   found so far '"queue:mail:outbound"' with 4821 items
[23.08%] Biggest zset   found so far '"lb:weekly:2024-20"' with 88213 members
[51.29%] Biggest hash   found so far '"cart:u:118452"' with 212 fields

-------- summary -------

Sampled 231977 keys in the keyspace!
Total key length in bytes is 5290361 (avg len 22.81)

Biggest   list found '"queue:mail:outbound"' has 4821 items
Biggest   hash found '"cart:u:118452"' has 212 fields
Biggest string found '"sess:04be7f1d2c9a3e68"' has 65211 bytes
Biggest   zset found '"lb:weekly:2024-20"' has 88213 members

12 lists with 5106 items (00.01% of keys, avg size 425.50)
45108 hashs with 602144 fields (19.45% of keys, avg size 13.35)
186842 strings with 2981462610 bytes (80.54% of keys, avg size 15957.13)
0 streams with 0 entries (00.00% of keys, avg size 0.00)
0 sets with 0 members (00.00% of keys, avg size 0.00)
15 zsets with 91822 members (00.01% of keys, avg size 6121.47)
""", duration=30.0),
        r(p, "rc INFO stats | grep -E '^(total_commands_processed|instantaneous_ops_per_sec|expired_keys|evicted_keys|keyspace_hits|keyspace_misses):'", """
total_commands_processed:9183307741
instantaneous_ops_per_sec:11842
expired_keys:48822019
evicted_keys:0
keyspace_hits:6120488314
keyspace_misses:402177935
"""),
    ]
    rs.add(task="terminal", tid="h45-terminal-04", system=SYSTEM, turns=turns, state=state,
           bad=True, turn=6, kind="maxmemory-policy set to allkeys-lru reads back as noeviction")


# lvm (vgs, lvs, lvextend), bad
def t05(rs: RowSet) -> None:
    p = Pane("root", "db-prod-2", "/root", style="rhel")
    state = ("Activate the web console with: systemctl enable --now cockpit.socket\n\n"
             "Last login: Tue May 14 07:58:12 2024 from 10.12.0.40\n[root@db-prod-2 ~]#")
    turns = [
        r(p, "vgs --units g", """
  VG      #PV #LV #SN Attr   VSize    VFree
  vg_data   2   3   0 wz--n- 1863.01g 413.01g
  vg_sys    1   4   0 wz--n-  476.34g  96.34g
"""),
        r(p, "lvs --units g", """
  LV        VG      Attr       LSize    Pool Origin Data%  Meta%  Move Log Cpy%Sync Convert
  lv_backup vg_data -wi-ao----  120.00g
  lv_pgdata vg_data -wi-ao---- 1230.00g
  lv_wal    vg_data -wi-ao----  100.00g
  home      vg_sys  -wi-ao----   50.00g
  root      vg_sys  -wi-ao----   80.00g
  swap      vg_sys  -wi-ao----   16.00g
  var       vg_sys  -wi-ao----  234.00g
"""),
        r(p, "df -h /var/lib/pgsql /var/lib/pgsql/16/data/pg_wal /var/lib/pgsql/backup", """
Filesystem                     Size  Used Avail Use% Mounted on
/dev/mapper/vg_data-lv_pgdata  1.2T  1.1T  129G  90% /var/lib/pgsql
/dev/mapper/vg_data-lv_wal     100G   31G   70G  31% /var/lib/pgsql/16/data/pg_wal
/dev/mapper/vg_data-lv_backup  120G   74G   47G  62% /var/lib/pgsql/backup
"""),
        r(p, "lvextend -r -L +200G /dev/vg_data/lv_pgdata", """
  Size of logical volume vg_data/lv_pgdata changed from 1230.00 GiB (314880 extents) to 1430.00 GiB (366080 extents).
  File system xfs found on vg_data/lv_pgdata mounted at /var/lib/pgsql.
  Extending file system xfs to 1430.00 GiB (1535450808320 bytes) on vg_data/lv_pgdata...
xfs_growfs /dev/vg_data/lv_pgdata
meta-data=/dev/mapper/vg_data-lv_pgdata isize=512    agcount=5, agsize=67108864 blks
         =                       sectsz=4096  attr=2, projid32bit=1
         =                       crc=1        finobt=1, sparse=1, rmapbt=0
         =                       reflink=1    bigtime=1 inobtcount=1 nrext64=0
data     =                       bsize=4096   blocks=322437120, imaxpct=5
         =                       sunit=0      swidth=0 blks
naming   =version 2              bsize=4096   ascii-ci=0, ftype=1
log      =internal log           bsize=4096   blocks=262144, version=2
         =                       sectsz=4096  sunit=1 blks, lazy-count=1
realtime =none                   extsz=4096   blocks=0, rtextents=0
data blocks changed from 322437120 to 374865920
  Extended file system xfs on vg_data/lv_pgdata.
  Logical volume vg_data/lv_pgdata successfully resized.
""", duration=5.0),
        r(p, "df -h /var/lib/pgsql && vgs --units g", """
Filesystem                     Size  Used Avail Use% Mounted on
/dev/mapper/vg_data-lv_pgdata  1.4T  1.1T  329G  77% /var/lib/pgsql
  VG      #PV #LV #SN Attr   VSize    VFree
  vg_data   2   3   0 wz--n- 1863.01g 413.01g
  vg_sys    1   4   0 wz--n-  476.34g  96.34g
"""),
        r(p, "sudo -u postgres psql -Atc \"SELECT datname, pg_size_pretty(pg_database_size(datname)) FROM pg_database WHERE NOT datistemplate ORDER BY pg_database_size(datname) DESC\"", """
orders|812 GB
analytics|271 GB
postgres|7601 kB
keycloak|184 MB
""", duration=3.0),
        r(p, "grep pgsql /etc/fstab; xfs_info /var/lib/pgsql | grep -E '^(meta-data|data) '", """
/dev/mapper/vg_data-lv_pgdata   /var/lib/pgsql                 xfs     defaults,noatime        0 0
/dev/mapper/vg_data-lv_wal      /var/lib/pgsql/16/data/pg_wal  xfs     defaults,noatime        0 0
/dev/mapper/vg_data-lv_backup   /var/lib/pgsql/backup          xfs     defaults,noatime        0 0
meta-data=/dev/mapper/vg_data-lv_pgdata isize=512    agcount=6, agsize=67108864 blks
data     =                       bsize=4096   blocks=374865920, imaxpct=5
"""),
    ]
    rs.add(task="terminal", tid="h45-terminal-05", system=SYSTEM, turns=turns, state=state,
           bad=True, turn=5, kind="volume group free space unchanged after lvextend took 200G from it")


# rabbitmqctl queues and connections, clean
def t06(rs: RowSet) -> None:
    p = Pane("root", "mq-01", "/root")
    state = "root@mq-01:~# rabbitmqctl await_startup && echo up\nup\nroot@mq-01:~#"
    conns = "rabbitmqctl list_connections pid name user state channels peer_host -q"
    turns = [
        r(p, "rabbitmqctl list_vhosts name tracing default_queue_type", """
Listing vhosts ...
name\ttracing\tdefault_queue_type
/billing\tfalse\tquorum
/orders\tfalse\tclassic
/\tfalse\tclassic
"""),
        r(p, "rabbitmqctl list_queues -p /orders name messages_ready messages_unacknowledged consumers", """
Timeout: 60.0 seconds ...
Listing queues for vhost /orders ...
name\tmessages_ready\tmessages_unacknowledged\tconsumers
orders.created\t1842\t64\t4
orders.retry\t21377\t0\t0
orders.legacy\t12\t0\t0
orders.paid\t307\t12\t3
orders.dlq\t4410\t0\t0
orders.shipped\t0\t0\t2
""", duration=2.0),
        r(p, "rabbitmqctl purge_queue -p /orders orders.retry", "Purging queue 'orders.retry' in vhost '/orders' ...", duration=2.0),
        r(p, "rabbitmqctl list_queues -p /orders name messages_ready messages_unacknowledged consumers", """
Timeout: 60.0 seconds ...
Listing queues for vhost /orders ...
name\tmessages_ready\tmessages_unacknowledged\tconsumers
orders.created\t1796\t58\t4
orders.retry\t0\t0\t0
orders.legacy\t12\t0\t0
orders.paid\t322\t9\t3
orders.dlq\t4410\t0\t0
orders.shipped\t0\t0\t2
""", duration=2.0),
        r(p, conns, """
pid\tname\tuser\tstate\tchannels\tpeer_host
<rabbit@mq-01.1715589120.4821.0>\t10.30.2.11:51842 -> 10.30.1.5:5672\torders-svc\trunning\t2\t10.30.2.11
<rabbit@mq-01.1715589120.4907.0>\t10.30.2.12:40218 -> 10.30.1.5:5672\torders-svc\trunning\t2\t10.30.2.12
<rabbit@mq-01.1715589120.5119.0>\t10.30.3.4:47710 -> 10.30.1.5:5672\tbilling-svc\trunning\t3\t10.30.3.4
<rabbit@mq-01.1715589120.6012.0>\t10.30.2.14:58422 -> 10.30.1.5:5672\tshipping-svc\trunning\t1\t10.30.2.14
<rabbit@mq-01.1715589120.18231.0>\t10.30.2.19:33906 -> 10.30.1.5:5672\trefund-worker\tblocked\t1\t10.30.2.19
"""),
        r(p, "rabbitmqctl close_connection \"<rabbit@mq-01.1715589120.18231.0>\" \"stuck refund consumer\"", """
Closing connection <rabbit@mq-01.1715589120.18231.0>, reason: stuck refund consumer...
"""),
        r(p, conns, """
pid\tname\tuser\tstate\tchannels\tpeer_host
<rabbit@mq-01.1715589120.4821.0>\t10.30.2.11:51842 -> 10.30.1.5:5672\torders-svc\trunning\t2\t10.30.2.11
<rabbit@mq-01.1715589120.4907.0>\t10.30.2.12:40218 -> 10.30.1.5:5672\torders-svc\trunning\t2\t10.30.2.12
<rabbit@mq-01.1715589120.5119.0>\t10.30.3.4:47710 -> 10.30.1.5:5672\tbilling-svc\trunning\t3\t10.30.3.4
<rabbit@mq-01.1715589120.6012.0>\t10.30.2.14:58422 -> 10.30.1.5:5672\tshipping-svc\trunning\t1\t10.30.2.14
<rabbit@mq-01.1715589120.22904.0>\t10.30.2.19:34118 -> 10.30.1.5:5672\trefund-worker\trunning\t1\t10.30.2.19
""", duration=5.0),
        r(p, "rabbitmqctl delete_queue -p /orders orders.legacy", """
Deleting queue 'orders.legacy' on vhost '/orders' ...
Queue was successfully deleted with 12 ready messages
""", duration=2.0),
        r(p, "rabbitmqctl list_queues -p /orders name messages_ready messages_unacknowledged consumers", """
Timeout: 60.0 seconds ...
Listing queues for vhost /orders ...
name\tmessages_ready\tmessages_unacknowledged\tconsumers
orders.created\t1731\t61\t4
orders.retry\t3\t0\t0
orders.paid\t298\t14\t3
orders.dlq\t4410\t0\t0
orders.shipped\t0\t0\t2
""", duration=2.0),
        r(p, "rabbitmqctl list_consumers -p /orders", """
Listing consumers in vhost /orders ...
queue_name\tchannel_pid\tconsumer_tag\tack_required\tprefetch_count\tactive\tactivity_status\targuments
orders.created\t<rabbit@mq-01.1715589120.4830.0>\tamq.ctag-hK3v0sXq9yJ2bZt7wP1mNg\ttrue\t50\ttrue\tup\t[]
orders.created\t<rabbit@mq-01.1715589120.4833.0>\tamq.ctag-Qe8LdV2c5nR1uY0aTjZ4wA\ttrue\t50\ttrue\tup\t[]
orders.created\t<rabbit@mq-01.1715589120.4915.0>\tamq.ctag-3mPzW7kH1sB9eX6gCqN0rF\ttrue\t50\ttrue\tup\t[]
orders.created\t<rabbit@mq-01.1715589120.4918.0>\tamq.ctag-Yt5fJ0aU8vM2kD4hLpS7iQ\ttrue\t50\ttrue\tup\t[]
orders.paid\t<rabbit@mq-01.1715589120.5127.0>\tbilling-paid-1\ttrue\t20\ttrue\tup\t[]
orders.paid\t<rabbit@mq-01.1715589120.5131.0>\tbilling-paid-2\ttrue\t20\ttrue\tup\t[]
orders.paid\t<rabbit@mq-01.1715589120.22917.0>\trefund-worker-0\ttrue\t10\ttrue\tup\t[]
orders.shipped\t<rabbit@mq-01.1715589120.6020.0>\tamq.ctag-Bn6rE3xW9qT1oG5yKcV8uH\ttrue\t100\ttrue\tup\t[]
orders.shipped\t<rabbit@mq-01.1715589120.6020.0>\tamq.ctag-Mu2sA7pZ4jF0lI9dOwX3eC\ttrue\t100\ttrue\tup\t[]
"""),
    ]
    rs.add(task="terminal", tid="h45-terminal-06", system=SYSTEM, turns=turns, state=state)


# git worktree, bad
def t07(rs: RowSet) -> None:
    p = Pane("maya", "devbox", "/home/maya/src/billing-api")
    state = "maya@devbox:~/src/billing-api$ git status -sb\n## main...origin/main\nmaya@devbox:~/src/billing-api$"
    turns = [
        r(p, "git worktree list", """
/home/maya/src/billing-api          4e1b9c7 [main]
/home/maya/src/billing-api-hotfix   b72d0e5 [hotfix/invoice-rounding]
/home/maya/src/billing-api-review   9c03d1e [review/pr-482]
"""),
        r(p, "git fetch origin && git branch -vv", """
remote: Enumerating objects: 41, done.
remote: Counting objects: 100% (41/41), done.
remote: Compressing objects: 100% (17/17), done.
remote: Total 29 (delta 14), reused 22 (delta 9), pack-reused 0
Unpacking objects: 100% (29/29), 8.91 KiB | 1.11 MiB/s, done.
From github.com:acme-fin/billing-api
   4e1b9c7..d18f3a2  main               -> origin/main
 * [new branch]      feat/ledger-export -> origin/feat/ledger-export
+ hotfix/invoice-rounding b72d0e5 (/home/maya/src/billing-api-hotfix) [origin/hotfix/invoice-rounding] Round line totals before tax
* main                    4e1b9c7 [origin/main: behind 3] Merge pull request #491 from acme-fin/chore/deps-may
+ review/pr-482           9c03d1e (/home/maya/src/billing-api-review) Add idempotency keys to refund endpoint
""", duration=4.0),
        r(p, "git worktree add ../billing-api-release -b release/2.14 origin/main", """
Preparing worktree (new branch 'release/2.14')
branch 'release/2.14' set up to track 'origin/main'.
HEAD is now at d18f3a2 Merge pull request #495 from acme-fin/fix/vat-rounding-eu
""", duration=2.0),
        r(p, "git worktree remove ../billing-api-review"),
        r(p, "git branch -D review/pr-482", "Deleted branch review/pr-482 (was 9c03d1e)."),
        r(p, "ls -l ..", """
total 16
drwxr-xr-x 12 maya maya 4096 May 14 09:12 billing-api
drwxr-xr-x 11 maya maya 4096 May 10 16:40 billing-api-hotfix
drwxr-xr-x 11 maya maya 4096 May 14 09:15 billing-api-release
drwxr-xr-x  9 maya maya 4096 Apr 29 11:03 ledger-tools
"""),
        r(p, "git -C ../billing-api-release log --oneline --decorate -6", """
d18f3a2 (HEAD -> release/2.14, origin/main, origin/HEAD) Merge pull request #495 from acme-fin/fix/vat-rounding-eu
a07c6e4 Apply EU VAT rounding per line item
3b9e251 Bump pydantic to 2.7.1
4e1b9c7 (main) Merge pull request #491 from acme-fin/chore/deps-may
f62a8d0 Pin boto3 below 1.35
c9e0b47 Merge pull request #488 from acme-fin/feat/credit-notes
"""),
        r(p, "git worktree list --porcelain", """
worktree /home/maya/src/billing-api
HEAD 4e1b9c7a2f0d8e63b5c1947d0ae28f6b3c915e27
branch refs/heads/main

worktree /home/maya/src/billing-api-hotfix
HEAD b72d0e51c8a94f3e6d27b0a15e9c4f8d3a61b7e2
branch refs/heads/hotfix/invoice-rounding

worktree /home/maya/src/billing-api-release
HEAD d18f3a2e96b7c04d5a1f38e2b9c60d7a4e15f893
branch refs/heads/release/2.14

worktree /home/maya/src/billing-api-review
HEAD 9c03d1e4b7a2f6085c3e91d0b4a7f2e6c8d15a30
branch refs/heads/review/pr-482
"""),
    ]
    rs.add(task="terminal", tid="h45-terminal-07", system=SYSTEM, turns=turns, state=state,
           bad=True, turn=8, kind="removed worktree (and its deleted branch) listed again")


# certbot certificates and openssl x509, clean
def t08(rs: RowSet) -> None:
    p = Pane("root", "web-edge-1", "/root")
    state = "root@web-edge-1:~# date -u\nTue May 14 08:12:31 UTC 2024\nroot@web-edge-1:~#"
    dash = "- " * 39 + "-"
    x509 = "openssl x509 -in /etc/letsencrypt/live/shop.example.org/cert.pem -noout -subject -issuer -serial -dates -ext subjectAltName"
    api = """  Certificate Name: api.example.org
    Serial Number: 4a1f0c9e27b35d86e0c4f1a29b7d3e5c802
    Key Type: ECDSA
    Domains: api.example.org
    Expiry Date: 2024-07-21 03:14:09+00:00 (VALID: 67 days)
    Certificate Path: /etc/letsencrypt/live/api.example.org/fullchain.pem
    Private Key Path: /etc/letsencrypt/live/api.example.org/privkey.pem"""
    status = """  Certificate Name: status.example.org
    Serial Number: 2b60e8d19f4c7a3051be96d2c07f4a18e3b
    Key Type: RSA
    Domains: status.example.org
    Expiry Date: 2024-06-30 22:05:48+00:00 (VALID: 47 days)
    Certificate Path: /etc/letsencrypt/live/status.example.org/fullchain.pem
    Private Key Path: /etc/letsencrypt/live/status.example.org/privkey.pem"""
    shop_old = """  Certificate Name: shop.example.org
    Serial Number: 3e9b0d71c4a26f58e13d07b9c2a4f6e1d57
    Key Type: ECDSA
    Domains: shop.example.org www.shop.example.org
    Expiry Date: 2024-06-02 05:47:31+00:00 (VALID: 18 days)
    Certificate Path: /etc/letsencrypt/live/shop.example.org/fullchain.pem
    Private Key Path: /etc/letsencrypt/live/shop.example.org/privkey.pem"""
    shop_new = """  Certificate Name: shop.example.org
    Serial Number: 4d27a6f0b9e13c58a2e07d41b6f9c3a0e84
    Key Type: ECDSA
    Domains: shop.example.org www.shop.example.org
    Expiry Date: 2024-08-12 07:13:04+00:00 (VALID: 89 days)
    Certificate Path: /etc/letsencrypt/live/shop.example.org/fullchain.pem
    Private Key Path: /etc/letsencrypt/live/shop.example.org/privkey.pem"""
    head = f"Saving debug log to /var/log/letsencrypt/letsencrypt.log\n\n{dash}\nFound the following certs:\n"
    turns = [
        r(p, "certbot certificates", head + "\n".join([api, shop_old, status]) + "\n" + dash, duration=2.0),
        r(p, x509, """
subject=CN = shop.example.org
issuer=C = US, O = Let's Encrypt, CN = E1
serial=03E9B0D71C4A26F58E13D07B9C2A4F6E1D57
notBefore=Mar  4 05:47:32 2024 GMT
notAfter=Jun  2 05:47:31 2024 GMT
X509v3 Subject Alternative Name:
    DNS:shop.example.org, DNS:www.shop.example.org
"""),
        r(p, "certbot renew --cert-name shop.example.org --force-renewal", f"""
Saving debug log to /var/log/letsencrypt/letsencrypt.log

{dash}
Processing /etc/letsencrypt/renewal/shop.example.org.conf
{dash}
Renewing an existing certificate for shop.example.org and www.shop.example.org
Reloading nginx server after certificate renewal

{dash}
Congratulations, all renewals succeeded:
  /etc/letsencrypt/live/shop.example.org/fullchain.pem (success)
{dash}
""", duration=20.0),
        r(p, "certbot certificates", head + "\n".join([api, shop_new, status]) + "\n" + dash, duration=2.0),
        r(p, x509, """
subject=CN = shop.example.org
issuer=C = US, O = Let's Encrypt, CN = E6
serial=04D27A6F0B9E13C58A2E07D41B6F9C3A0E84
notBefore=May 14 07:13:05 2024 GMT
notAfter=Aug 12 07:13:04 2024 GMT
X509v3 Subject Alternative Name:
    DNS:shop.example.org, DNS:www.shop.example.org
"""),
        r(p, "ls -l /etc/letsencrypt/archive/shop.example.org/ /etc/letsencrypt/live/shop.example.org/", """
/etc/letsencrypt/archive/shop.example.org/:
total 64
-rw-r--r-- 1 root root 1310 Sep  6  2023 cert1.pem
-rw-r--r-- 1 root root 1310 Dec  5 06:21 cert2.pem
-rw-r--r-- 1 root root 1314 Mar  4 06:47 cert3.pem
-rw-r--r-- 1 root root 1314 May 14 08:13 cert4.pem
-rw-r--r-- 1 root root 1566 Sep  6  2023 chain1.pem
-rw-r--r-- 1 root root 1566 Dec  5 06:21 chain2.pem
-rw-r--r-- 1 root root 1566 Mar  4 06:47 chain3.pem
-rw-r--r-- 1 root root 1570 May 14 08:13 chain4.pem
-rw-r--r-- 1 root root 2876 Sep  6  2023 fullchain1.pem
-rw-r--r-- 1 root root 2876 Dec  5 06:21 fullchain2.pem
-rw-r--r-- 1 root root 2880 Mar  4 06:47 fullchain3.pem
-rw-r--r-- 1 root root 2884 May 14 08:13 fullchain4.pem
-rw------- 1 root root  241 Sep  6  2023 privkey1.pem
-rw------- 1 root root  241 Dec  5 06:21 privkey2.pem
-rw------- 1 root root  241 Mar  4 06:47 privkey3.pem
-rw------- 1 root root  241 May 14 08:13 privkey4.pem

/etc/letsencrypt/live/shop.example.org/:
total 4
-rw-r--r-- 1 root root 692 Sep  6  2023 README
lrwxrwxrwx 1 root root  40 May 14 08:13 cert.pem -> ../../archive/shop.example.org/cert4.pem
lrwxrwxrwx 1 root root  41 May 14 08:13 chain.pem -> ../../archive/shop.example.org/chain4.pem
lrwxrwxrwx 1 root root  45 May 14 08:13 fullchain.pem -> ../../archive/shop.example.org/fullchain4.pem
lrwxrwxrwx 1 root root  43 May 14 08:13 privkey.pem -> ../../archive/shop.example.org/privkey4.pem
"""),
        r(p, "certbot delete --cert-name status.example.org --non-interactive", """
Saving debug log to /var/log/letsencrypt/letsencrypt.log
Deleted all files relating to certificate status.example.org.
""", duration=2.0),
        r(p, "certbot certificates", head + "\n".join([api, shop_new]) + "\n" + dash, duration=2.0),
        r(p, "echo | openssl s_client -connect shop.example.org:443 -servername shop.example.org 2>/dev/null | openssl x509 -noout -serial -issuer -enddate", """
serial=04D27A6F0B9E13C58A2E07D41B6F9C3A0E84
issuer=C = US, O = Let's Encrypt, CN = E6
notAfter=Aug 12 07:13:04 2024 GMT
""", duration=2.0),
    ]
    rs.add(task="terminal", tid="h45-terminal-08", system=SYSTEM, turns=turns, state=state)


# fail2ban-client, clean
def t09(rs: RowSet) -> None:
    p = Pane("admin", "mail-gw", "/home/admin")
    state = "admin@mail-gw:~$ sudo -v\n[sudo] password for admin:\nadmin@mail-gw:~$"
    before = ("185.220.101.47 218.92.0.112 61.177.172.140 203.0.113.45 45.148.10.81 194.169.175.36 "
              "141.98.11.90 92.118.39.61 180.101.88.241 43.156.22.57 170.64.203.219 218.92.0.56")
    after = ("185.220.101.47 218.92.0.112 61.177.172.140 45.148.10.81 194.169.175.36 141.98.11.90 "
             "92.118.39.61 180.101.88.241 43.156.22.57 170.64.203.219 218.92.0.56 159.223.48.112")
    turns = [
        r(p, "sudo fail2ban-client status", """
Status
|- Number of jail:\t4
`- Jail list:\tdovecot, postfix, postfix-sasl, sshd
"""),
        r(p, "sudo fail2ban-client status sshd", f"""
Status for the jail: sshd
|- Filter
|  |- Currently failed:\t7
|  |- Total failed:\t18342
|  `- File list:\t/var/log/auth.log
`- Actions
   |- Currently banned:\t12
   |- Total banned:\t1487
   `- Banned IP list:\t{before}
"""),
        r(p, "sudo fail2ban-client set sshd unbanip 203.0.113.45", "1"),
        r(p, "sudo fail2ban-client status sshd", f"""
Status for the jail: sshd
|- Filter
|  |- Currently failed:\t4
|  |- Total failed:\t18351
|  `- File list:\t/var/log/auth.log
`- Actions
   |- Currently banned:\t12
   |- Total banned:\t1488
   `- Banned IP list:\t{after}
"""),
        r(p, "sudo fail2ban-client set sshd bantime 86400", "86400"),
        r(p, "sudo fail2ban-client get sshd bantime && sudo tail -n 7 /var/log/fail2ban.log", """
86400
2024-05-15 14:20:33,908 fail2ban.filter         [812]: INFO    [postfix-sasl] Found 80.94.95.206 - 2024-05-15 14:20:33
2024-05-15 14:20:41,227 fail2ban.actions        [812]: NOTICE  [sshd] Unban 203.0.113.45
2024-05-15 14:20:58,611 fail2ban.filter         [812]: INFO    [sshd] Found 159.223.48.112 - 2024-05-15 14:20:58
2024-05-15 14:21:03,174 fail2ban.filter         [812]: INFO    [sshd] Found 159.223.48.112 - 2024-05-15 14:21:03
2024-05-15 14:21:07,412 fail2ban.filter         [812]: INFO    [sshd] Found 159.223.48.112 - 2024-05-15 14:21:07
2024-05-15 14:21:09,880 fail2ban.filter         [812]: INFO    [sshd] Found 159.223.48.112 - 2024-05-15 14:21:09
2024-05-15 14:21:10,034 fail2ban.actions        [812]: NOTICE  [sshd] Ban 159.223.48.112
"""),
    ]
    rs.add(task="terminal", tid="h45-terminal-09", system=SYSTEM, turns=turns, state=state)


# etcdctl members and endpoints, bad
def t10(rs: RowSet) -> None:
    p = Pane("core", "k8s-cp-1", "/home/core")
    state = ("core@k8s-cp-1:~$ export ETCDCTL_API=3 ETCDCTL_CACERT=/etc/kubernetes/pki/etcd/ca.crt "
             "ETCDCTL_CERT=/etc/kubernetes/pki/etcd/healthcheck-client.crt ETCDCTL_KEY=/etc/kubernetes/pki/etcd/healthcheck-client.key "
             "ETCDCTL_ENDPOINTS=https://10.0.1.11:2379\ncore@k8s-cp-1:~$")
    turns = [
        r(p, "etcdctl member list -w table", """
+------------------+---------+----------+------------------------+------------------------+------------+
|        ID        | STATUS  |   NAME   |       PEER ADDRS       |      CLIENT ADDRS      | IS LEARNER |
+------------------+---------+----------+------------------------+------------------------+------------+
| 2a7c9e41d05b83f6 | started | k8s-cp-2 | https://10.0.1.12:2380 | https://10.0.1.12:2379 |      false |
| 8e1f4b6d92c3a705 | started | k8s-cp-1 | https://10.0.1.11:2380 | https://10.0.1.11:2379 |      false |
| c53d08a7e6f2b914 | started | k8s-cp-3 | https://10.0.1.13:2380 | https://10.0.1.13:2379 |      false |
+------------------+---------+----------+------------------------+------------------------+------------+
"""),
        r(p, "etcdctl endpoint health --cluster -w table", """
+------------------------+--------+-------------+-------+
|        ENDPOINT        | HEALTH |    TOOK     | ERROR |
+------------------------+--------+-------------+-------+
| https://10.0.1.11:2379 |   true |  9.418302ms |       |
| https://10.0.1.13:2379 |   true | 11.027551ms |       |
| https://10.0.1.12:2379 |   true | 12.680114ms |       |
+------------------------+--------+-------------+-------+
"""),
        r(p, "etcdctl endpoint status --cluster -w table", """
+------------------------+------------------+---------+---------+-----------+------------+-----------+------------+--------------------+--------+
|        ENDPOINT        |        ID        | VERSION | DB SIZE | IS LEADER | IS LEARNER | RAFT TERM | RAFT INDEX | RAFT APPLIED INDEX | ERRORS |
+------------------------+------------------+---------+---------+-----------+------------+-----------+------------+--------------------+--------+
| https://10.0.1.12:2379 | 2a7c9e41d05b83f6 |  3.5.12 |  412 MB |     false |      false |        17 |   48213977 |           48213977 |        |
| https://10.0.1.11:2379 | 8e1f4b6d92c3a705 |  3.5.12 |  409 MB |      true |      false |        17 |   48213977 |           48213977 |        |
| https://10.0.1.13:2379 | c53d08a7e6f2d914 |  3.5.12 |  415 MB |     false |      false |        17 |   48213978 |           48213978 |        |
+------------------------+------------------+---------+---------+-----------+------------+-----------+------------+--------------------+--------+
"""),
        r(p, "etcdctl defrag --endpoints=https://10.0.1.12:2379", "Finished defragmenting etcd member[https://10.0.1.12:2379]", duration=10.0),
        r(p, "etcdctl endpoint status --cluster -w json | jq -r '.[] | [.Endpoint, .Status.dbSize, .Status.dbSizeInUse, .Status.raftIndex] | @tsv'", """
https://10.0.1.12:2379\t142606336\t139874304\t48214302
https://10.0.1.11:2379\t409124864\t141209600\t48214302
https://10.0.1.13:2379\t415023104\t140779520\t48214303
"""),
        r(p, "etcdctl alarm list && etcdctl get /registry/pods --prefix --keys-only | grep -c .", "1873", duration=3.0),
    ]
    rs.add(task="terminal", tid="h45-terminal-10", system=SYSTEM, turns=turns, state=state,
           bad=True, turn=3, kind="member ID of k8s-cp-3 differs by one hex digit from the member list")


# mongosh, clean
def t11(rs: RowSet) -> None:
    p = Pane("dev", "app-db-1", "/home/dev")
    state = "dev@app-db-1:~$ mongosh --quiet --eval 'db.version()'\n7.0.8\ndev@app-db-1:~$"
    counts = "mongosh --quiet inventory --eval 'db.getCollectionNames().sort().forEach(c => print(c.padEnd(16), db[c].countDocuments()))'"
    turns = [
        r(p, counts, """
audit_log        1284410
categories       42
orders           318772
products         2961
suppliers        118
warehouses       6
""", duration=3.0),
        r(p, "mongosh --quiet inventory --eval 'db.products.find({sku: /^LMP-/}, {sku: 1, name: 1, price: 1, stock: 1, discontinued: 1}).sort({sku: 1})'", """
[
  {
    _id: ObjectId('65f1c2a7e4b0a91d3c7e5a10'),
    sku: 'LMP-0001',
    name: 'Brass desk lamp',
    price: Decimal128('89.00'),
    stock: 41
  },
  {
    _id: ObjectId('65f1c2a7e4b0a91d3c7e5a11'),
    sku: 'LMP-0002',
    name: 'Arc floor lamp, matte black',
    price: Decimal128('219.00'),
    stock: 0
  },
  {
    _id: ObjectId('65f1c2a7e4b0a91d3c7e5a12'),
    sku: 'LMP-0003',
    name: 'Clip-on reading light',
    price: Decimal128('24.50'),
    stock: 132
  },
  {
    _id: ObjectId('65f1c2a7e4b0a91d3c7e5a13'),
    sku: 'LMP-0004',
    name: 'Paper pendant shade',
    price: Decimal128('39.90'),
    stock: 0
  },
  {
    _id: ObjectId('65f1c2a7e4b0a91d3c7e5a14'),
    sku: 'LMP-0005',
    name: 'Ceramic table lamp, sage',
    price: Decimal128('74.00'),
    stock: 18
  },
  {
    _id: ObjectId('660b93e1d27a4c08b1f36e92'),
    sku: 'LMP-0006',
    name: 'Industrial cage wall light',
    price: Decimal128('58.00'),
    stock: 7
  },
  {
    _id: ObjectId('6630f0b4a51c2e9d7b84f013'),
    sku: 'LMP-0007',
    name: 'Tiffany-style lamp (sample)',
    price: Decimal128('0.00'),
    stock: 1
  }
]
""", duration=2.0),
        r(p, "mongosh --quiet inventory --eval 'db.products.updateMany({sku: /^LMP-/, stock: 0}, {$set: {discontinued: true}})'", """
{
  acknowledged: true,
  insertedId: null,
  matchedCount: 2,
  modifiedCount: 2,
  upsertedCount: 0
}
""", duration=2.0),
        r(p, "mongosh --quiet inventory --eval \"db.products.insertOne({sku: 'LMP-0008', name: 'Rattan pendant, natural', price: NumberDecimal('64.00'), stock: 25, supplier: 'SUP-0073'})\"", """
{
  acknowledged: true,
  insertedId: ObjectId('6644a1f3c82d4e17a9b05c3e')
}
""", duration=2.0),
        r(p, "mongosh --quiet inventory --eval \"db.products.deleteOne({sku: 'LMP-0007'})\"", """
{ acknowledged: true, deletedCount: 1 }
""", duration=2.0),
        r(p, "mongosh --quiet inventory --eval 'db.products.find({sku: /^LMP-/}, {_id: 0, sku: 1, name: 1, price: 1, stock: 1, discontinued: 1}).sort({price: -1})'", """
[
  {
    sku: 'LMP-0002',
    name: 'Arc floor lamp, matte black',
    price: Decimal128('219.00'),
    stock: 0,
    discontinued: true
  },
  {
    sku: 'LMP-0001',
    name: 'Brass desk lamp',
    price: Decimal128('89.00'),
    stock: 41
  },
  {
    sku: 'LMP-0005',
    name: 'Ceramic table lamp, sage',
    price: Decimal128('74.00'),
    stock: 18
  },
  {
    sku: 'LMP-0008',
    name: 'Rattan pendant, natural',
    price: Decimal128('64.00'),
    stock: 25
  },
  {
    sku: 'LMP-0006',
    name: 'Industrial cage wall light',
    price: Decimal128('58.00'),
    stock: 7
  },
  {
    sku: 'LMP-0004',
    name: 'Paper pendant shade',
    price: Decimal128('39.90'),
    stock: 0,
    discontinued: true
  },
  {
    sku: 'LMP-0003',
    name: 'Clip-on reading light',
    price: Decimal128('24.50'),
    stock: 132
  }
]
""", duration=2.0),
        r(p, counts, """
audit_log        1284563
categories       42
orders           318804
products         2961
suppliers        118
warehouses       6
""", duration=3.0),
        r(p, "mongosh --quiet inventory --eval 'db.products.createIndex({sku: 1}, {unique: true})'", "sku_1", duration=3.0),
        r(p, "mongosh --quiet inventory --eval 'db.products.getIndexes()'", """
[
  { v: 2, key: { _id: 1 }, name: '_id_' },
  {
    v: 2,
    key: { category_id: 1, price: -1 },
    name: 'category_id_1_price_-1'
  },
  {
    v: 2,
    key: { _fts: 'text', _ftsx: 1 },
    name: 'name_text',
    weights: { name: 1 },
    default_language: 'english',
    language_override: 'language',
    textIndexVersion: 3
  },
  { v: 2, key: { sku: 1 }, name: 'sku_1', unique: true }
]
""", duration=2.0),
        r(p, "mongosh --quiet inventory --eval 'const s = db.products.stats(); printjson({ns: s.ns, count: s.count, size: s.size, avgObjSize: s.avgObjSize, storageSize: s.storageSize, nindexes: s.nindexes, totalIndexSize: s.totalIndexSize})'", """
{
  ns: 'inventory.products',
  count: 2961,
  size: 1184412,
  avgObjSize: 400,
  storageSize: 602112,
  nindexes: 4,
  totalIndexSize: 479232
}
""", duration=2.0),
    ]
    rs.add(task="terminal", tid="h45-terminal-11", system=SYSTEM, turns=turns, state=state)


def _hstat(lines: str) -> str:
    return column_t([ln.split() for ln in lines.splitlines() if ln.strip()])


# haproxy stats over socat, bad
def t12(rs: RowSet) -> None:
    p = Pane("root", "lb-01", "/root")
    state = "root@lb-01:~# systemctl is-active haproxy\nactive\nroot@lb-01:~#"
    sock = "socat stdio /run/haproxy/admin.sock"
    stat = f"echo \"show stat\" | {sock} | sed 's/^# //' | awk -F, 'NR==1 || $1==\"be_app\" {{print $1,$2,$5,$8,$18,$19,$24}}' | column -t"
    hdr = "pxname svname scur stot status weight lastchg\n"
    turns = [
        r(p, f"echo \"show info\" | {sock} | head -n 32", """
Name: HAProxy
Version: 2.8.5-1ubuntu3
Release_date: 2023/12/07
Nbthread: 4
Nbproc: 1
Process_num: 1
Pid: 1187
Uptime: 12d 4h17m32s
Uptime_sec: 1052252
Memmax_MB: 0
PoolAlloc_MB: 3
PoolUsed_MB: 3
PoolFailed: 0
Ulimit-n: 200039
Maxsock: 200039
Maxconn: 100000
Hard_maxconn: 100000
CurrConns: 412
CumConns: 48190332
CumReq: 91527718
MaxSslConns: 0
CurrSslConns: 388
CumSslConns: 40117205
Maxpipes: 0
PipesUsed: 0
PipesFree: 0
ConnRate: 57
ConnRateLimit: 0
MaxConnRate: 1184
SessRate: 57
SessRateLimit: 0
MaxSessRate: 1184
"""),
        r(p, stat, _hstat(hdr + """
be_app app01 97 9821443 UP 100 1052263
be_app app02 101 9817720 UP 100 1052261
be_app app03 96 9820015 UP 100 402117
be_app app04 99 9819871 UP 100 1052262
be_app BACKEND 393 39279049 UP 400 1052264
""")),
        r(p, f"echo \"disable server be_app/app03\" | {sock}"),
        r(p, stat, _hstat(hdr + """
be_app app01 131 9822377 UP 100 1052303
be_app app02 128 9818655 UP 100 1052301
be_app app03 0 9820140 MAINT 100 3
be_app app04 134 9820802 UP 100 1052302
be_app BACKEND 393 39281974 UP 300 1052304
""")),
        r(p, f"echo \"set weight be_app/app02 50\" | {sock}"),
        r(p, f"echo \"show servers state be_app\" | {sock}", """
1
# be_id be_name srv_id srv_name srv_addr srv_op_state srv_admin_state srv_uweight srv_iweight srv_time_since_last_change srv_check_status srv_check_result srv_check_health srv_check_state srv_agent_state bk_f_forced_id srv_f_forced_id srv_fqdn srv_port srvrecord srv_use_ssl srv_check_port srv_check_addr srv_agent_addr srv_agent_port
3 be_app 1 app01 10.60.0.11 2 0 100 100 1052333 15 3 4 6 0 0 0 - 8080 - 0 0 - - 0
3 be_app 2 app02 10.60.0.12 2 0 50 100 1052331 15 3 4 6 0 0 0 - 8080 - 0 0 - - 0
3 be_app 3 app03 10.60.0.13 0 1 100 100 33 15 3 4 6 0 0 0 - 8080 - 0 0 - - 0
3 be_app 4 app04 10.60.0.14 2 0 100 100 1052332 15 3 4 6 0 0 0 - 8080 - 0 0 - - 0
"""),
        r(p, f"echo \"enable server be_app/app03\" | {sock}"),
        r(p, stat, _hstat(hdr + """
be_app app01 118 9823419 UP 100 1052371
be_app app02 64 9819163 UP 50 1052369
be_app app03 87 9820388 UP 100 6
be_app app04 121 9821836 UP 100 1052370
be_app BACKEND 390 39284806 UP 350 1052372
""")),
        r(p, f"echo \"show info\" | {sock} | head -n 20", """
Name: HAProxy
Version: 2.8.5-1ubuntu3
Release_date: 2023/12/07
Nbthread: 4
Nbproc: 1
Process_num: 1
Pid: 1183
Uptime: 12d 4h19m52s
Uptime_sec: 1052392
Memmax_MB: 0
PoolAlloc_MB: 3
PoolUsed_MB: 3
PoolFailed: 0
Ulimit-n: 200039
Maxsock: 200039
Maxconn: 100000
Hard_maxconn: 100000
CurrConns: 409
CumConns: 48196120
CumReq: 91539504
"""),
    ]
    rs.add(task="terminal", tid="h45-terminal-12", system=SYSTEM, turns=turns, state=state,
           bad=True, turn=9, kind="haproxy Pid differs from the first show info although the process was never reloaded")


# aws ec2 and s3 CLI, clean
def t13(rs: RowSet) -> None:
    p = Pane("ubuntu", "bastion", "/home/ubuntu")
    state = "ubuntu@bastion:~$ export AWS_PROFILE=staging AWS_REGION=eu-west-1\nubuntu@bastion:~$"
    iid = "i-0c7d1f5e3a8b92461"
    q = ("--query 'Reservations[].Instances[].[InstanceId,InstanceType,State.Name,PublicIpAddress,PrivateIpAddress,"
         "LaunchTime,Tags[?Key==`Name`]|[0].Value]' --output text")
    status_json = """
{
    "InstanceStatuses": [
        {
            "AvailabilityZone": "eu-west-1a",
            "InstanceId": "i-0c7d1f5e3a8b92461",
            "InstanceState": {
                "Code": 16,
                "Name": "running"
            },
            "InstanceStatus": {
                "Details": [
                    {
                        "Name": "reachability",
                        "Status": "initializing"
                    }
                ],
                "Status": "initializing"
            },
            "SystemStatus": {
                "Details": [
                    {
                        "Name": "reachability",
                        "Status": "initializing"
                    }
                ],
                "Status": "initializing"
            }
        }
    ]
}
"""
    turns = [
        r(p, f"aws ec2 describe-instances --filters Name=tag:env,Values=staging {q}", """
i-0f3c9a7d2b1e64850\tt3.large\trunning\t34.245.17.201\t10.20.1.37\t2024-04-02T09:14:55+00:00\tstaging-api-1
i-06b2e8d4a9c1f7035\tt3.large\trunning\t52.48.211.96\t10.20.2.118\t2024-04-02T09:14:55+00:00\tstaging-api-2
i-0c7d1f5e3a8b92461\tm5.xlarge\trunning\t18.203.44.150\t10.20.1.204\t2024-03-18T16:40:12+00:00\tstaging-worker-1
i-02a9e6c4b7d3f1580\tt3.medium\tstopped\tNone\t10.20.2.9\t2024-02-27T11:02:38+00:00\tstaging-bastion-old
""", duration=3.0),
        r(p, f"aws ec2 stop-instances --instance-ids {iid}", """
{
    "StoppingInstances": [
        {
            "CurrentState": {
                "Code": 64,
                "Name": "stopping"
            },
            "InstanceId": "i-0c7d1f5e3a8b92461",
            "PreviousState": {
                "Code": 16,
                "Name": "running"
            }
        }
    ]
}
""", duration=3.0),
        r(p, f"aws ec2 wait instance-stopped --instance-ids {iid} && aws ec2 describe-instances --instance-ids {iid} {q}", """
i-0c7d1f5e3a8b92461\tm5.xlarge\tstopped\tNone\t10.20.1.204\t2024-03-18T16:40:12+00:00\tstaging-worker-1
""", duration=90.0),
        r(p, f"aws ec2 modify-instance-attribute --instance-id {iid} --instance-type '{{\"Value\": \"m6i.xlarge\"}}'", duration=3.0),
        r(p, f"aws ec2 start-instances --instance-ids {iid}", """
{
    "StartingInstances": [
        {
            "CurrentState": {
                "Code": 0,
                "Name": "pending"
            },
            "InstanceId": "i-0c7d1f5e3a8b92461",
            "PreviousState": {
                "Code": 80,
                "Name": "stopped"
            }
        }
    ]
}
""", duration=3.0),
        r(p, f"aws ec2 wait instance-running --instance-ids {iid} && aws ec2 describe-instances --instance-ids {iid} {q}", """
i-0c7d1f5e3a8b92461\tm6i.xlarge\trunning\t54.171.88.23\t10.20.1.204\t2024-05-16T10:42:07+00:00\tstaging-worker-1
""", duration=60.0),
        r(p, "aws s3 ls s3://acme-staging-artifacts/releases/", """
2024-02-12 14:03:51   48211093 app-2.11.0.tar.gz
2024-03-05 10:27:16   48630512 app-2.12.0.tar.gz
2024-04-09 17:45:02   49102284 app-2.13.0.tar.gz
2024-04-22 08:11:39   49118806 app-2.13.1.tar.gz
2024-04-22 08:11:41        172 app-2.13.1.tar.gz.sha256
""", duration=3.0),
        r(p, "aws s3 cp build/app-2.14.0.tar.gz s3://acme-staging-artifacts/releases/", """
upload: build/app-2.14.0.tar.gz to s3://acme-staging-artifacts/releases/app-2.14.0.tar.gz
""", duration=15.0),
        r(p, "aws s3 rm s3://acme-staging-artifacts/releases/app-2.11.0.tar.gz", """
delete: s3://acme-staging-artifacts/releases/app-2.11.0.tar.gz
""", duration=3.0),
        r(p, "aws s3 ls s3://acme-staging-artifacts/releases/ --human-readable --summarize", """
2024-03-05 10:27:16   46.4 MiB app-2.12.0.tar.gz
2024-04-09 17:45:02   46.8 MiB app-2.13.0.tar.gz
2024-04-22 08:11:39   46.8 MiB app-2.13.1.tar.gz
2024-04-22 08:11:41  172 Bytes app-2.13.1.tar.gz.sha256
2024-05-16 10:46:18   47.1 MiB app-2.14.0.tar.gz

Total Objects: 5
   Total Size: 187.2 MiB
""", duration=3.0),
        r(p, f"aws ec2 describe-instance-status --instance-ids {iid}", status_json, duration=3.0),
        r(p, f"sleep 180; aws ec2 describe-instance-status --instance-ids {iid} --query 'InstanceStatuses[].[InstanceState.Name,InstanceStatus.Status,SystemStatus.Status]' --output text",
          "running\tok\tok", duration=190.0),
    ]
    rs.add(task="terminal", tid="h45-terminal-13", system=SYSTEM, turns=turns, state=state)


def _bid(name: str) -> str:
    """A stable 64-hex archive id for a borg archive name."""
    return hashlib.sha256(("borg:" + name).encode()).hexdigest()


def _blist(names: list[tuple[str, str]]) -> str:
    return "\n".join(f"{n:<36} {t} [{_bid(n)}]" for n, t in names)


# borg backup archives, bad
def t14(rs: RowSet) -> None:
    p = Pane("root", "files-01", "/root")
    state = ("root@files-01:~# export BORG_REPO=/mnt/backup/borg BORG_PASSCOMMAND='cat /root/.borg-passphrase'\n"
             "root@files-01:~#")
    nightly = [
        ("files-01-2024-03-31T01:00:03", "Sun, 2024-03-31 01:00:05"),
        ("files-01-2024-04-14T01:00:02", "Sun, 2024-04-14 01:00:04"),
        ("files-01-2024-04-21T01:00:01", "Sun, 2024-04-21 01:00:03"),
        ("files-01-2024-04-28T01:00:02", "Sun, 2024-04-28 01:00:04"),
        ("files-01-2024-05-04T01:00:03", "Sat, 2024-05-04 01:00:05"),
        ("files-01-2024-05-05T01:00:02", "Sun, 2024-05-05 01:00:04"),
        ("files-01-2024-05-06T01:00:01", "Mon, 2024-05-06 01:00:03"),
        ("files-01-2024-05-07T01:00:02", "Tue, 2024-05-07 01:00:04"),
        ("files-01-2024-05-08T01:00:02", "Wed, 2024-05-08 01:00:04"),
        ("files-01-2024-05-09T01:00:03", "Thu, 2024-05-09 01:00:05"),
        ("files-01-2024-05-10T01:00:02", "Fri, 2024-05-10 01:00:04"),
        ("files-01-2024-05-11T01:00:01", "Sat, 2024-05-11 01:00:03"),
        ("files-01-2024-05-12T01:00:02", "Sun, 2024-05-12 01:00:04"),
        ("files-01-2024-05-13T01:00:03", "Mon, 2024-05-13 01:00:05"),
    ]
    manual = ("files-01-manual-2024-05-13T15:42:11", "Mon, 2024-05-13 15:42:11")
    create = "borg create --stats --progress --compression zstd,6 ::files-01-manual-{now:%Y-%m-%dT%H:%M:%S} /srv/share /etc"
    by = dict(nightly)
    keep = [("daily #1", "files-01-2024-05-13T01:00:03"), ("daily #2", "files-01-2024-05-12T01:00:02"),
            ("daily #3", "files-01-2024-05-11T01:00:01"), ("daily #4", "files-01-2024-05-10T01:00:02"),
            ("daily #5", "files-01-2024-05-09T01:00:03"), ("daily #6", "files-01-2024-05-08T01:00:02"),
            ("daily #7", "files-01-2024-05-07T01:00:02"), (None, "files-01-2024-05-06T01:00:01"),
            ("weekly #1", "files-01-2024-05-05T01:00:02"), (None, "files-01-2024-05-04T01:00:03"),
            ("weekly #2", "files-01-2024-04-28T01:00:02"), ("weekly #3", "files-01-2024-04-21T01:00:01"),
            ("weekly #4", "files-01-2024-04-14T01:00:02"), ("monthly #1", "files-01-2024-03-31T01:00:03")]
    prune_lines, pruned = [], 0
    for rule, n in keep:
        if rule is None:
            pruned += 1
            head = f"Pruning archive ({pruned}/2):"
        else:
            head = f"Keeping archive (rule: {rule}):"
        prune_lines.append(f"{head:<41}{n:<36} {by[n]} [{_bid(n)}]")
    turns = [
        r(p, "borg list", _blist(nightly), duration=3.0),
        pending(p, create, "148.37 GB O 120.91 GB C 402.17 MB D 96418 N srv/share/projects/2023/vendor-audit/scans/IMG_20231114_0931.tif",
                duration=120.0),
        waited(p, create, f"""
------------------------------------------------------------------------------
Repository: /mnt/backup/borg
Archive name: {manual[0]}
Archive fingerprint: {_bid(manual[0])}
Time (start): Mon, 2024-05-13 15:42:11
Time (end):   Mon, 2024-05-13 15:49:36
Duration: 7 minutes 25.14 seconds
Number of files: 412337
Utilization of max. archive size: 0%
------------------------------------------------------------------------------
                       Original size      Compressed size    Deduplicated size
This archive:              611.48 GB            498.02 GB              1.27 GB
All archives:               16.84 TB             13.71 TB            702.19 GB

                       Unique chunks         Total chunks
Chunk index:                 1186421             31907715
------------------------------------------------------------------------------
""", duration=360.0),
        r(p, "date; borg list --last 3", "Mon May 13 15:37:52 CEST 2024\n" + _blist(nightly[-2:] + [manual]), duration=3.0),
        r(p, "borg prune --list --keep-daily 7 --keep-weekly 4 --keep-monthly 3 --glob-archives 'files-01-2024-*'",
          "\n".join(prune_lines), duration=10.0),
        r(p, "borg compact -v", """
compaction freed about 38.91 GB repository space.
""", duration=60.0),
        r(p, "borg info", f"""
Repository ID: {_bid('repo')}
Location: /mnt/backup/borg
Encrypted: Yes (repokey BLAKE2b)
Cache: /root/.cache/borg/{_bid('repo')}
Security dir: /root/.config/borg/security/{_bid('repo')}
------------------------------------------------------------------------------
                       Original size      Compressed size    Deduplicated size
All archives:               14.52 TB             11.82 TB            663.28 GB

                       Unique chunks         Total chunks
Chunk index:                 1164022             27667302
""", duration=5.0),
    ]
    rs.add(task="terminal", tid="h45-terminal-14", system=SYSTEM, turns=turns, state=state,
           bad=True, turn=4, kind="system clock reads earlier than the end time of the backup that just finished")


# tmux sessions and windows, bad
def t15(rs: RowSet) -> None:
    p = Pane("jk", "build-07", "/home/jk")
    state = "jk@build-07:~$ echo $TMUX\n/tmp/tmux-1000/default,2231,0\njk@build-07:~$"
    lay6 = "[layout 7c1e,212x51,0,0{106x51,0,0,6,105x51,107,0,7}]"
    turns = [
        r(p, "tmux ls", """
0: 1 windows (created Tue May 14 07:58:20 2024) (attached)
builds: 3 windows (created Mon May 13 16:21:47 2024)
logs: 2 windows (created Mon May 13 09:03:12 2024)
scratch: 1 windows (created Tue May 14 08:40:05 2024)
"""),
        r(p, "tmux list-windows -t builds", f"""
0: make* (1 panes) [212x51] [layout b25d,212x51,0,0,5] @5 (active)
1: bash- (2 panes) [212x51] {lay6} @6
2: watch (1 panes) [212x51] [layout b260,212x51,0,0,8] @7
"""),
        r(p, "tmux rename-session -t builds ci-builds"),
        r(p, "tmux new-session -d -s deploy -n shell -c ~/deploy"),
        r(p, "tmux kill-session -t scratch"),
        r(p, "tmux ls", """
0: 1 windows (created Tue May 14 07:58:20 2024) (attached)
ci-builds: 3 windows (created Mon May 13 16:21:47 2024)
deploy: 1 windows (created Tue May 14 09:02:33 2024)
logs: 2 windows (created Mon May 13 09:03:12 2024)
"""),
        r(p, "tmux rename-window -t ci-builds:1 tests"),
        r(p, "tmux list-windows -t ci-builds", f"""
0: make* (1 panes) [212x51] [layout b25d,212x51,0,0,5] @5 (active)
1: tests- (2 panes) [212x51] {lay6} @6
2: watch (1 panes) [212x51] [layout b260,212x51,0,0,8] @7
"""),
        r(p, "tmux send-keys -t deploy:shell 'git pull --ff-only' Enter; sleep 3; tmux capture-pane -p -t deploy:shell | grep -v '^$'", """
jk@build-07:~/deploy$ git pull --ff-only
remote: Enumerating objects: 15, done.
remote: Counting objects: 100% (15/15), done.
remote: Compressing objects: 100% (4/4), done.
remote: Total 8 (delta 5), reused 7 (delta 4), pack-reused 0
Unpacking objects: 100% (8/8), 1.02 KiB | 522.00 KiB/s, done.
From gitlab.internal:platform/deploy
   71c3e0a..9b24f6d  main       -> origin/main
Updating 71c3e0a..9b24f6d
Fast-forward
 ansible/group_vars/prod.yml      |  4 ++--
 ansible/roles/web/tasks/main.yml | 12 +++++++++---
 2 files changed, 11 insertions(+), 5 deletions(-)
jk@build-07:~/deploy$
""", duration=5.0),
        r(p, "tmux list-windows -a", f"""
0:0: bash* (1 panes) [212x51] [layout b25c,212x51,0,0,0] @0 (active)
builds:0: make* (1 panes) [212x51] [layout b25d,212x51,0,0,5] @5 (active)
builds:1: tests- (2 panes) [212x51] {lay6} @6
builds:2: watch (1 panes) [212x51] [layout b260,212x51,0,0,8] @7
deploy:0: shell* (1 panes) [80x24] [layout ae7d,80x24,0,0,11] @10 (active)
logs:0: journal* (1 panes) [212x51] [layout b25e,212x51,0,0,2] @2 (active)
logs:1: nginx- (1 panes) [212x51] [layout b25f,212x51,0,0,3] @3
"""),
        r(p, "tmux show-options -g | grep -E '^(base-index|default-terminal|history-limit|mouse) '", """
base-index 0
default-terminal "tmux-256color"
history-limit 50000
mouse on
"""),
    ]
    rs.add(task="terminal", tid="h45-terminal-15", system=SYSTEM, turns=turns, state=state,
           bad=True, turn=10, kind="renamed tmux session listed under its old name")


# consul kv, clean
def t16(rs: RowSet) -> None:
    p = Pane("ops", "consul-client-2", "/home/ops")
    state = "ops@consul-client-2:~$ export CONSUL_HTTP_TOKEN=$(cat ~/.consul-token)\nops@consul-client-2:~$"
    turns = [
        r(p, "consul kv get -recurse config/payments/", """
config/payments/db/host:payments-db.service.consul
config/payments/db/name:payments
config/payments/db/pool_size:20
config/payments/db/port:5432
config/payments/db/statement_timeout:30s
config/payments/db/user:payments_app
config/payments/feature/legacy_refunds:true
config/payments/feature/sca_exemptions:false
config/payments/limits/max_refund_eur:2500
config/payments/limits/rate_per_min:250
config/payments/region:eu-west-1
"""),
        r(p, "consul kv get -detailed config/payments/db/pool_size", """
CreateIndex      418823
Flags            0
Key              config/payments/db/pool_size
LockIndex        0
ModifyIndex      1184302
Session          -
Value            20
"""),
        r(p, "consul kv put config/payments/db/pool_size 40", "Success! Data written to: config/payments/db/pool_size"),
        r(p, "consul kv get -detailed config/payments/db/pool_size", """
CreateIndex      418823
Flags            0
Key              config/payments/db/pool_size
LockIndex        0
ModifyIndex      1190877
Session          -
Value            40
"""),
        r(p, "consul kv delete config/payments/feature/legacy_refunds", "Success! Deleted key: config/payments/feature/legacy_refunds"),
        r(p, "consul kv put config/payments/feature/instant_payouts true", "Success! Data written to: config/payments/feature/instant_payouts"),
        r(p, "consul kv get -recurse config/payments/", """
config/payments/db/host:payments-db.service.consul
config/payments/db/name:payments
config/payments/db/pool_size:40
config/payments/db/port:5432
config/payments/db/statement_timeout:30s
config/payments/db/user:payments_app
config/payments/feature/instant_payouts:true
config/payments/feature/sca_exemptions:false
config/payments/limits/max_refund_eur:2500
config/payments/limits/rate_per_min:250
config/payments/region:eu-west-1
"""),
        r(p, "consul kv export config/payments/db/", """
[
\t{
\t\t"key": "config/payments/db/host",
\t\t"flags": 0,
\t\t"value": "cGF5bWVudHMtZGIuc2VydmljZS5jb25zdWw="
\t},
\t{
\t\t"key": "config/payments/db/name",
\t\t"flags": 0,
\t\t"value": "cGF5bWVudHM="
\t},
\t{
\t\t"key": "config/payments/db/pool_size",
\t\t"flags": 0,
\t\t"value": "NDA="
\t},
\t{
\t\t"key": "config/payments/db/port",
\t\t"flags": 0,
\t\t"value": "NTQzMg=="
\t},
\t{
\t\t"key": "config/payments/db/statement_timeout",
\t\t"flags": 0,
\t\t"value": "MzBz"
\t},
\t{
\t\t"key": "config/payments/db/user",
\t\t"flags": 0,
\t\t"value": "cGF5bWVudHNfYXBw"
\t}
]
"""),
    ]
    rs.add(task="terminal", tid="h45-terminal-16", system=SYSTEM, turns=turns, state=state)


# ufw and iptables, bad
def t17(rs: RowSet) -> None:
    p = Pane("admin", "vpn-gw", "/home/admin")
    state = "admin@vpn-gw:~$ sudo true\n[sudo] password for admin:\nadmin@vpn-gw:~$"
    head = "To                         Action      From\n--                         ------      ----"
    numbered_head = "     To                         Action      From\n     --                         ------      ----"
    prompt = p.prompt
    delete_prompt = "Deleting:\n allow from 10.8.0.0/24 to any port 8080 proto tcp\nProceed with operation (y|n)?"
    turns = [
        r(p, "sudo ufw status verbose", f"""
Status: active
Logging: on (low)
Default: deny (incoming), allow (outgoing), deny (routed)
New profiles: skip

{head}
22/tcp                     ALLOW IN    Anywhere
51820/udp                  ALLOW IN    Anywhere
443/tcp                    ALLOW IN    Anywhere
8080/tcp                   ALLOW IN    10.8.0.0/24
9100/tcp                   ALLOW IN    10.0.5.20
22/tcp (v6)                ALLOW IN    Anywhere (v6)
51820/udp (v6)             ALLOW IN    Anywhere (v6)
443/tcp (v6)               ALLOW IN    Anywhere (v6)
"""),
        r(p, "sudo ufw status numbered", f"""
Status: active

{numbered_head}
[ 1] 22/tcp                     ALLOW IN    Anywhere
[ 2] 51820/udp                  ALLOW IN    Anywhere
[ 3] 443/tcp                    ALLOW IN    Anywhere
[ 4] 8080/tcp                   ALLOW IN    10.8.0.0/24
[ 5] 9100/tcp                   ALLOW IN    10.0.5.20
[ 6] 22/tcp (v6)                ALLOW IN    Anywhere (v6)
[ 7] 51820/udp (v6)             ALLOW IN    Anywhere (v6)
[ 8] 443/tcp (v6)               ALLOW IN    Anywhere (v6)
"""),
        r(p, "sudo ufw allow from 10.8.0.0/24 to any port 5432 proto tcp comment 'pg from vpn'", "Rule added"),
        pending(p, "sudo ufw delete 4", delete_prompt),
        (keys("y"), f"{prompt} sudo ufw delete 4\n{delete_prompt} y\nRule deleted\n{prompt}"),
        r(p, "sudo ufw status numbered", f"""
Status: active

{numbered_head}
[ 1] 22/tcp                     ALLOW IN    Anywhere
[ 2] 51820/udp                  ALLOW IN    Anywhere
[ 3] 443/tcp                    ALLOW IN    Anywhere
[ 4] 9100/tcp                   ALLOW IN    10.0.5.20
[ 5] 5432/tcp                   ALLOW IN    10.8.0.0/24                # pg from vpn
[ 6] 22/tcp (v6)                ALLOW IN    Anywhere (v6)
[ 7] 51820/udp (v6)             ALLOW IN    Anywhere (v6)
[ 8] 443/tcp (v6)               ALLOW IN    Anywhere (v6)
"""),
        r(p, "sudo ufw limit 22/tcp", "Rule updated\nRule updated (v6)"),
        r(p, "sudo ufw reload", "Firewall reloaded", duration=2.0),
        r(p, "sudo ufw status verbose", f"""
Status: active
Logging: on (low)
Default: deny (incoming), allow (outgoing), allow (routed)
New profiles: skip

{head}
22/tcp                     LIMIT IN    Anywhere
51820/udp                  ALLOW IN    Anywhere
443/tcp                    ALLOW IN    Anywhere
9100/tcp                   ALLOW IN    10.0.5.20
5432/tcp                   ALLOW IN    10.8.0.0/24                # pg from vpn
22/tcp (v6)                LIMIT IN    Anywhere (v6)
51820/udp (v6)             ALLOW IN    Anywhere (v6)
443/tcp (v6)               ALLOW IN    Anywhere (v6)
"""),
        r(p, "sudo iptables -L ufw-user-input -n --line-numbers", """
Chain ufw-user-input (1 references)
num  target     prot opt source               destination
1               tcp  --  0.0.0.0/0            0.0.0.0/0            tcp dpt:22 ctstate NEW recent: SET name: DEFAULT side: source mask: 255.255.255.255
2    ufw-user-limit  tcp  --  0.0.0.0/0            0.0.0.0/0            tcp dpt:22 ctstate NEW recent: UPDATE seconds: 30 hit_count: 6 name: DEFAULT side: source mask: 255.255.255.255
3    ufw-user-limit-accept  tcp  --  0.0.0.0/0            0.0.0.0/0            tcp dpt:22
4    ACCEPT     udp  --  0.0.0.0/0            0.0.0.0/0            udp dpt:51820
5    ACCEPT     tcp  --  0.0.0.0/0            0.0.0.0/0            tcp dpt:443
6    ACCEPT     tcp  --  10.0.5.20            0.0.0.0/0            tcp dpt:9100
7    ACCEPT     tcp  --  10.8.0.0/24          0.0.0.0/0            tcp dpt:5432
"""),
        r(p, "sudo tail -n 5 /var/log/ufw.log", """
May 16 11:03:58 vpn-gw kernel: [1835098.204117] [UFW BLOCK] IN=eth0 OUT= MAC=96:00:02:1f:4a:c3:d2:74:7f:6e:37:e3:08:00 SRC=162.216.150.41 DST=195.201.44.18 LEN=44 TOS=0x00 PREC=0x00 TTL=243 ID=54321 PROTO=TCP SPT=52314 DPT=3389 WINDOW=1025 RES=0x00 SYN URGP=0
May 16 11:04:07 vpn-gw kernel: [1835107.551902] [UFW BLOCK] IN=eth0 OUT= MAC=96:00:02:1f:4a:c3:d2:74:7f:6e:37:e3:08:00 SRC=79.124.62.130 DST=195.201.44.18 LEN=40 TOS=0x00 PREC=0x00 TTL=244 ID=8273 PROTO=TCP SPT=48177 DPT=6443 WINDOW=1024 RES=0x00 SYN URGP=0
May 16 11:04:12 vpn-gw kernel: [1835112.448213] [UFW BLOCK] IN=eth0 OUT= MAC=96:00:02:1f:4a:c3:d2:74:7f:6e:37:e3:08:00 SRC=45.79.181.104 DST=195.201.44.18 LEN=60 TOS=0x00 PREC=0x00 TTL=50 ID=21876 DF PROTO=TCP SPT=40912 DPT=8080 WINDOW=65535 RES=0x00 SYN URGP=0
May 16 11:04:31 vpn-gw kernel: [1835131.090337] [UFW LIMIT BLOCK] IN=eth0 OUT= MAC=96:00:02:1f:4a:c3:d2:74:7f:6e:37:e3:08:00 SRC=218.92.0.34 DST=195.201.44.18 LEN=60 TOS=0x00 PREC=0x00 TTL=45 ID=40211 DF PROTO=TCP SPT=39218 DPT=22 WINDOW=64240 RES=0x00 SYN URGP=0
May 16 11:04:33 vpn-gw kernel: [1835133.761420] [UFW BLOCK] IN=eth0 OUT= MAC=96:00:02:1f:4a:c3:d2:74:7f:6e:37:e3:08:00 SRC=185.242.226.22 DST=195.201.44.18 LEN=44 TOS=0x00 PREC=0x00 TTL=242 ID=54321 PROTO=TCP SPT=51022 DPT=5900 WINDOW=1025 RES=0x00 SYN URGP=0
"""),
        r(p, "sudo ufw show added", """
Added user rules (see 'ufw status' for running firewall):
ufw limit 22/tcp
ufw allow 51820/udp
ufw allow 443/tcp
ufw allow from 10.0.5.20 to any port 9100 proto tcp
ufw allow from 10.8.0.0/24 to any port 5432 proto tcp comment 'pg from vpn'
"""),
    ]
    rs.add(task="terminal", tid="h45-terminal-17", system=SYSTEM, turns=turns, state=state,
           bad=True, turn=9, kind="default routed policy shows allow although nothing changed it from deny")


# duckdb, clean
def t18(rs: RowSet) -> None:
    p = Pane("ana", "analytics-ws", "/home/ana/proj/taxi")
    state = ("ana@analytics-ws:~/proj/taxi$ duckdb --version\nv1.0.0 1f98600c2c\n"
             "ana@analytics-ws:~/proj/taxi$ ls -lh . raw\n.:\ntotal 1.1G\n"
             "drwxr-xr-x 2 ana ana 4.0K May 10 17:22 notebooks\n"
             "drwxr-xr-x 2 ana ana 4.0K May 16 09:01 raw\n"
             "-rw-r--r-- 1 ana ana 1.1G May 15 18:40 trips.duckdb\n\nraw:\ntotal 57M\n"
             "-rw-r--r-- 1 ana ana 57M May 16 09:01 yellow_tripdata_2024-03.parquet\n"
             "ana@analytics-ws:~/proj/taxi$")
    bar = "100% ▕" + "█" * 60 + "▏"
    turns = [
        r(p, "duckdb trips.duckdb -c 'SHOW TABLES'", dbox(["name"], ["varchar"], [["trips_2024_01"], ["trips_2024_02"], ["zones"]], set())),
        r(p, "duckdb trips.duckdb -c 'SELECT count(*) AS n, min(pickup_at) AS first, max(pickup_at) AS last FROM trips_2024_01'",
          dbox(["n", "first", "last"], ["int64", "timestamp", "timestamp"],
               [["2964624", "2024-01-01 00:00:00", "2024-01-31 23:59:58"]], {0}), duration=2.0),
        r(p, "duckdb trips.duckdb -c \"CREATE TABLE trips_2024_03 AS SELECT * FROM read_parquet('raw/yellow_tripdata_2024-03.parquet')\"",
          bar, duration=20.0),
        r(p, "duckdb trips.duckdb -c 'SELECT count(*) AS n, min(pickup_at) AS first, max(pickup_at) AS last FROM trips_2024_03'",
          dbox(["n", "first", "last"], ["int64", "timestamp", "timestamp"],
               [["3582628", "2024-03-01 00:00:00", "2024-03-31 23:59:59"]], {0}), duration=2.0),
        r(p, "duckdb trips.duckdb -c 'DELETE FROM trips_2024_03 WHERE total_amount < 0' -c 'SELECT count(*) AS n FROM trips_2024_03'",
          dbox(["n"], ["int64"], [["3541903"]], {0}), duration=3.0),
        r(p, "duckdb trips.duckdb -c \"SELECT m AS month, count(*) AS trips, round(avg(fare_amount), 2) AS avg_fare, round(sum(total_amount) / 1e6, 1) AS revenue_musd FROM (SELECT '2024-01' AS m, * FROM trips_2024_01 UNION ALL BY NAME SELECT '2024-02' AS m, * FROM trips_2024_02 UNION ALL BY NAME SELECT '2024-03' AS m, * FROM trips_2024_03) GROUP BY m ORDER BY m\"",
          dbox(["month", "trips", "avg_fare", "revenue_musd"], ["varchar", "int64", "double", "double"],
               [["2024-01", "2964624", "18.18", "79.4"], ["2024-02", "3007526", "18.02", "79.4"],
                ["2024-03", "3541903", "18.61", "97.6"]], {1, 2, 3}), duration=5.0),
        r(p, "ls -lh", """
total 1.6G
drwxr-xr-x 2 ana ana 4.0K May 10 17:22 notebooks
drwxr-xr-x 2 ana ana 4.0K May 16 09:01 raw
-rw-r--r-- 1 ana ana 1.6G May 16 09:14 trips.duckdb
"""),
    ]
    rs.add(task="terminal", tid="h45-terminal-18", system=SYSTEM, turns=turns, state=state)


# hcloud servers, clean
def t19(rs: RowSet) -> None:
    p = Pane("sam", "sam-thinkpad", "/home/sam/infra")
    state = "sam@sam-thinkpad:~/infra$ hcloud context active\nacme-prod\nsam@sam-thinkpad:~/infra$"
    hdr = ["ID", "NAME", "STATUS", "IPV4", "IPV6", "PRIVATE NET", "DATACENTER", "AGE"]
    old = ["39002117", "old-builder", "off", "116.203.41.88", "2a01:4f8:c17:3c1a::/64", "-", "nbg1-dc3", "211d"]
    web1 = ["41529307", "web-1", "running", "49.12.97.164", "2a01:4f8:c012:1b07::/64", "10.0.0.2 (net-prod)", "fsn1-dc14", "98d"]
    web2 = ["41529308", "web-2", "running", "49.12.101.33", "2a01:4f8:c012:9e44::/64", "10.0.0.3 (net-prod)", "fsn1-dc14", "98d"]
    db1 = ["45117290", "db-1", "running", "167.235.66.210", "2a01:4f8:c2c:5d12::/64", "10.0.0.4 (net-prod)", "fsn1-dc14", "41d"]
    ci = ["48160044", "ci-runner", "running", "91.107.230.18", "2a01:4f8:c012:d3f0::/64", "-", "fsn1-dc14", "3h"]
    web3 = ["48211953", "web-3", "running", "49.13.204.117", "2a01:4f8:c012:a4e1::/64", "10.0.0.5 (net-prod)", "fsn1-dc14", "36s"]
    turns = [
        r(p, "hcloud server list", column_t([hdr, old, web1, web2, db1, ci], gap=3), duration=2.0),
        r(p, "hcloud server create --name web-3 --type cx21 --image ubuntu-24.04 --location fsn1 --ssh-key sam@thinkpad --network net-prod --label role=web", """
 ✓ Waiting for create_server       100% 8.4s
 ✓ Waiting for start_server        100% 8.4s
 ✓ Waiting for attach_to_network   100% 2.1s
Server 48211953 created
IPv4: 49.13.204.117
IPv6: 2a01:4f8:c012:a4e1::1
IPv6 Network: 2a01:4f8:c012:a4e1::/64
Private Networks:
\t- 10.0.0.5 (net-prod)
""", duration=25.0),
        r(p, "hcloud server list", column_t([hdr, old, web1, web2, db1, ci, web3], gap=3), duration=2.0),
        r(p, "hcloud server poweroff web-1", " ✓ Waiting for stop_server         100% 2.3s\nServer 41529307 stopped", duration=10.0),
        r(p, "hcloud server change-type web-1 cx31", " ✓ Waiting for change_server_type  100% 47s\nServer 41529307 changed to type cx31", duration=60.0),
        r(p, "hcloud server poweron web-1", " ✓ Waiting for start_server        100% 6.1s\nServer 41529307 started", duration=10.0),
        r(p, "hcloud server describe web-1 | head -n 40", """
ID:\t\t41529307
Name:\t\tweb-1
Status:\t\trunning
Created:\tThu Feb  8 09:12:44 CET 2024 (3 months ago)
Server Type:\tcx31 (ID: 5)
  ID:\t\t5
  Name:\t\tcx31
  Description:\tCX31
  Cores:\t2
  CPU Type:\tshared
  Memory:\t8 GB
  Disk:\t\t80 GB
  Storage Type:\tlocal
Public Net:
  IPv4:
    ID:\t\t51200418
    IP:\t\t49.12.97.164
    Blocked:\tno
    DNS:\tstatic.164.97.12.49.clients.your-server.de
  IPv6:
    ID:\t\t51200419
    IP:\t\t2a01:4f8:c012:1b07::/64
    Blocked:\tno
  Floating IPs:
    No Floating IPs
Private Net:
  - IP:\t\t\t10.0.0.2
    Alias IPs:\t\t-
    MAC Address:\t86:00:00:7a:41:5e
    Network:\t\tnet-prod (ID: 3817402)
Volumes:
  No volumes
Image:
  ID:\t\t146887440
  Type:\t\tsystem
  Status:\tavailable
  Name:\t\tubuntu-22.04
  Description:\tUbuntu 22.04
  Image size:\t-
  Disk size:\t5 GB
  Created:\tWed Jan 10 10:20:14 CET 2024 (4 months ago)
""", duration=3.0),
        r(p, "hcloud server delete old-builder", " ✓ Waiting for delete_server       100% 1.8s\nServer 39002117 deleted", duration=10.0),
        r(p, "hcloud server list -o columns=id,name,status,type,datacenter,age", column_t([
            ["ID", "NAME", "STATUS", "TYPE", "DATACENTER", "AGE"],
            ["41529307", "web-1", "running", "cx31", "fsn1-dc14", "98d"],
            ["41529308", "web-2", "running", "cx21", "fsn1-dc14", "98d"],
            ["45117290", "db-1", "running", "ccx23", "fsn1-dc14", "41d"],
            ["48160044", "ci-runner", "running", "cpx31", "fsn1-dc14", "3h"],
            ["48211953", "web-3", "running", "cx21", "fsn1-dc14", "4m"]], gap=3), duration=2.0),
    ]
    rs.add(task="terminal", tid="h45-terminal-19", system=SYSTEM, turns=turns, state=state)


# btrfs subvolumes, bad
def t20(rs: RowSet) -> None:
    p = Pane("root", "homelab", "/root")
    state = "root@homelab:~# findmnt /mnt/pool\nTARGET    SOURCE         FSTYPE OPTIONS\n/mnt/pool /dev/nvme1n1p1 btrfs  rw,noatime,compress=zstd:3,ssd,discard=async,space_cache=v2,subvolid=5,subvol=/\nroot@homelab:~#"
    snaps_before = """
ID 402 gen 151877 cgen 151876 top level 259 otime 2024-04-01 03:00:02 path @snapshots/home-2024-04-01
ID 409 gen 163540 cgen 163539 top level 259 otime 2024-04-15 03:00:01 path @snapshots/home-2024-04-15
ID 413 gen 172918 cgen 172917 top level 259 otime 2024-05-01 03:00:02 path @snapshots/home-2024-05-01
ID 416 gen 180304 cgen 180303 top level 259 otime 2024-05-10 03:00:01 path @snapshots/home-2024-05-10
ID 419 gen 184236 cgen 184236 top level 259 otime 2024-05-15 10:31:47 path @snapshots/home-2024-05-15
"""
    snaps_after = "\n".join(ln for ln in snaps_before.strip("\n").splitlines() if "home-2024-04-01" not in ln)
    turns = [
        r(p, "btrfs subvolume list /mnt/pool", """
ID 256 gen 184213 top level 5 path @
ID 257 gen 184215 top level 5 path @home
ID 258 gen 184209 top level 5 path @var_log
ID 259 gen 184011 top level 5 path @snapshots
ID 260 gen 22 top level 256 path @/var/lib/portables
ID 261 gen 23 top level 256 path @/var/lib/machines
ID 402 gen 151877 top level 259 path @snapshots/home-2024-04-01
ID 409 gen 163540 top level 259 path @snapshots/home-2024-04-15
ID 413 gen 172918 top level 259 path @snapshots/home-2024-05-01
ID 416 gen 180304 top level 259 path @snapshots/home-2024-05-10
"""),
        r(p, "btrfs subvolume show /mnt/pool/@home", """
@home
\tName: \t\t\t@home
\tUUID: \t\t\t5c3e9a71-2b8d-4f06-a1e4-d97b60c2f83a
\tParent UUID: \t\t-
\tReceived UUID: \t\t-
\tCreation time: \t\t2023-06-18 14:02:11 +0200
\tSubvolume ID: \t\t257
\tGeneration: \t\t184221
\tGen at creation: \t7
\tParent ID: \t\t5
\tTop level ID: \t\t5
\tFlags: \t\t\t-
\tSend transid: \t\t0
\tSend time: \t\t2023-06-18 14:02:11 +0200
\tReceive transid: \t0
\tReceive time: \t\t-
\tSnapshot(s):
\t\t\t\t@snapshots/home-2024-04-01
\t\t\t\t@snapshots/home-2024-04-15
\t\t\t\t@snapshots/home-2024-05-01
\t\t\t\t@snapshots/home-2024-05-10
\tQuota group:\t\tn/a
"""),
        r(p, "btrfs subvolume snapshot -r /mnt/pool/@home /mnt/pool/@snapshots/home-2024-05-15",
          "Create a readonly snapshot of '/mnt/pool/@home' in '/mnt/pool/@snapshots/home-2024-05-15'"),
        r(p, "btrfs subvolume list -s /mnt/pool", snaps_before),
        r(p, "btrfs subvolume delete /mnt/pool/@snapshots/home-2024-04-01",
          "Delete subvolume 402 (no-commit): '/mnt/pool/@snapshots/home-2024-04-01'"),
        r(p, "btrfs filesystem usage -T /mnt/pool", """
Overall:
    Device size:\t\t   3.64TiB
    Device allocated:\t\t   2.21TiB
    Device unallocated:\t\t   1.43TiB
    Device missing:\t\t     0.00B
    Device slack:\t\t     0.00B
    Used:\t\t\t   2.07TiB
    Free (estimated):\t\t   1.56TiB\t(min: 875.52GiB)
    Free (statfs, df):\t\t   1.56TiB
    Data ratio:\t\t\t      1.00
    Metadata ratio:\t\t      2.00
    Global reserve:\t\t 512.00MiB\t(used: 0.00B)
    Multiple profiles:\t\t        no

                  Data    Metadata System
Id Path           single  DUP      DUP       Unallocated Total   Slack
-- -------------- ------- -------- --------- ----------- ------- -----
 1 /dev/nvme1n1p1 2.17TiB 38.00GiB  64.00MiB     1.43TiB 3.64TiB     -
-- -------------- ------- -------- --------- ----------- ------- -----
   Total          2.17TiB 19.00GiB  32.00MiB     1.43TiB 3.64TiB 0.00B
   Used           2.03TiB 17.62GiB 304.00KiB
""", duration=2.0),
        r(p, "btrfs subvolume show /mnt/pool/@snapshots/home-2024-05-15", """
@snapshots/home-2024-05-15
\tName: \t\t\thome-2024-05-15
\tUUID: \t\t\ta81f0d36-7e24-4c9b-b5f2-3e6d0c9a1472
\tParent UUID: \t\t5c3e9a71-2b8d-4f06-a1e4-d97b60c2f38a
\tReceived UUID: \t\t-
\tCreation time: \t\t2024-05-15 10:31:47 +0200
\tSubvolume ID: \t\t419
\tGeneration: \t\t184236
\tGen at creation: \t184236
\tParent ID: \t\t259
\tTop level ID: \t\t259
\tFlags: \t\t\treadonly
\tSend transid: \t\t0
\tSend time: \t\t2024-05-15 10:31:47 +0200
\tReceive transid: \t0
\tReceive time: \t\t-
\tSnapshot(s):
\tQuota group:\t\tn/a
"""),
        r(p, "btrfs property get -ts /mnt/pool/@snapshots/home-2024-05-15 ro", "ro=true"),
        r(p, "btrfs subvolume sync /mnt/pool 402", "Subvolume id 402 is gone", duration=10.0),
        r(p, "btrfs subvolume list -s /mnt/pool", snaps_after),
    ]
    rs.add(task="terminal", tid="h45-terminal-20", system=SYSTEM, turns=turns, state=state,
           bad=True, turn=7, kind="snapshot's Parent UUID does not match the UUID of the subvolume it was taken from")


def _wgkey(name: str) -> str:
    """A stable WireGuard-style public key (32 bytes, base64)."""
    return base64.b64encode(hashlib.sha256(("wg:" + name).encode()).digest()).decode()


# wg and wg-quick, clean
def t21(rs: RowSet) -> None:
    p = Pane("root", "edge-vpn", "/root")
    state = "root@edge-vpn:~# systemctl is-active wg-quick@wg0\nactive\nroot@edge-vpn:~#"
    me, k1, k2, k3, k4 = (_wgkey(n) for n in ("edge-vpn", "laptop-ana", "office-router", "phone-jk", "ci-runner-2"))
    iface = f"interface: wg0\n  public key: {me}\n  private key: (hidden)\n  listening port: 51820\n"
    new_peer = f"peer: {k4}\n  allowed ips: 10.66.0.14/32\n  persistent keepalive: every 25 seconds"
    turns = [
        r(p, "wg show wg0", f"""
{iface}
peer: {k2}
  endpoint: 31.17.204.55:51820
  allowed ips: 10.66.0.3/32, 192.168.50.0/24
  latest handshake: 47 seconds ago
  transfer: 412.33 MiB received, 2.91 GiB sent

peer: {k1}
  endpoint: 84.161.22.190:49622
  allowed ips: 10.66.0.2/32
  latest handshake: 1 minute, 12 seconds ago
  transfer: 1.84 GiB received, 12.07 GiB sent
  persistent keepalive: every 25 seconds

peer: {k3}
  endpoint: 185.44.10.7:60311
  allowed ips: 10.66.0.7/32
  latest handshake: 2 hours, 14 minutes ago
  transfer: 88.51 MiB received, 301.14 MiB sent
"""),
        r(p, f"wg set wg0 peer {k4} allowed-ips 10.66.0.14/32 persistent-keepalive 25"),
        r(p, "wg show wg0", f"""
{iface}
peer: {k2}
  endpoint: 31.17.204.55:51820
  allowed ips: 10.66.0.3/32, 192.168.50.0/24
  latest handshake: 1 minute, 33 seconds ago
  transfer: 412.90 MiB received, 2.91 GiB sent

peer: {k1}
  endpoint: 84.161.22.190:49622
  allowed ips: 10.66.0.2/32
  latest handshake: 1 minute, 58 seconds ago
  transfer: 1.85 GiB received, 12.09 GiB sent
  persistent keepalive: every 25 seconds

peer: {k3}
  endpoint: 185.44.10.7:60311
  allowed ips: 10.66.0.7/32
  latest handshake: 2 hours, 15 minutes ago
  transfer: 88.51 MiB received, 301.14 MiB sent

{new_peer}
"""),
        r(p, "wg-quick save wg0 && grep -c '^\\[Peer\\]' /etc/wireguard/wg0.conf", "[#] wg showconf wg0\n4"),
        r(p, "systemctl restart wg-quick@wg0 && sleep 5 && wg show wg0", f"""
{iface}
peer: {k2}
  endpoint: 31.17.204.55:51820
  allowed ips: 10.66.0.3/32, 192.168.50.0/24
  latest handshake: 1 second ago
  transfer: 2.31 KiB received, 1.87 KiB sent

peer: {k1}
  endpoint: 84.161.22.190:49622
  allowed ips: 10.66.0.2/32
  latest handshake: 3 seconds ago
  transfer: 6.40 KiB received, 11.52 KiB sent
  persistent keepalive: every 25 seconds

peer: {k3}
  endpoint: 185.44.10.7:60311
  allowed ips: 10.66.0.7/32

{new_peer}
""", duration=8.0),
        r(p, "date +%s; wg show wg0 latest-handshakes", f"""
1715770823
{k2}\t1715770804
{k1}\t1715770802
{k3}\t0
{k4}\t0
"""),
    ]
    rs.add(task="terminal", tid="h45-terminal-21", system=SYSTEM, turns=turns, state=state)


# pg_dump and pg_restore, bad
def t22(rs: RowSet) -> None:
    p = Pane("postgres", "db-stage", "/var/lib/postgresql")
    state = "postgres@db-stage:~$ psql -Atc 'select version()'\nPostgreSQL 16.2 (Ubuntu 16.2-1.pgdg22.04+1) on x86_64-pc-linux-gnu, compiled by gcc (Ubuntu 11.4.0-1ubuntu1~22.04) 11.4.0, 64-bit\npostgres@db-stage:~$"
    turns = [
        r(p, "psql -c \"SELECT datname, pg_size_pretty(pg_database_size(datname)) AS size FROM pg_database ORDER BY 1\"", """
  datname  |  size
-----------+---------
 orders    | 412 MB
 postgres  | 7481 kB
 reporting | 1893 MB
 template0 | 7321 kB
 template1 | 7553 kB
(5 rows)
"""),
        r(p, "pg_dump -Fc -Z 6 -f /backup/orders_20240516.dump orders && ls -l /backup/", """
total 95208
-rw-rw-r-- 1 postgres postgres 49271402 May  9 02:00 orders_20240509.dump
-rw-rw-r-- 1 postgres postgres 48213577 May 16 10:15 orders_20240516.dump
""", duration=30.0),
        r(p, "pg_restore --list /backup/orders_20240516.dump | head -n 30", """
;
; Archive created at 2024-05-16 10:14:52 UTC
;     dbname: orders
;     TOC Entries: 214
;     Compression: gzip
;     Dump Version: 1.15-0
;     Format: CUSTOM
;     Integer: 4 bytes
;     Offset: 8 bytes
;     Dumped from database version: 16.2 (Ubuntu 16.2-1.pgdg22.04+1)
;     Dumped by pg_dump version: 16.2 (Ubuntu 16.2-1.pgdg22.04+1)
;
;
; Selected TOC Entries:
;
5; 2615 16390 SCHEMA - app orders_owner
2; 3079 16391 EXTENSION - pgcrypto
3641; 0 0 COMMENT - EXTENSION pgcrypto
3; 3079 16429 EXTENSION - pg_trgm
3642; 0 0 COMMENT - EXTENSION pg_trgm
1031; 1247 16512 TYPE app order_status orders_owner
1034; 1247 16524 TYPE app payment_method orders_owner
288; 1255 16533 FUNCTION app set_updated_at() orders_owner
231; 1259 16541 TABLE app customers orders_owner
230; 1259 16540 SEQUENCE app customers_id_seq orders_owner
3643; 0 0 SEQUENCE OWNED BY app customers_id_seq orders_owner
233; 1259 16558 TABLE app order_items orders_owner
232; 1259 16557 SEQUENCE app order_items_id_seq orders_owner
3644; 0 0 SEQUENCE OWNED BY app order_items_id_seq orders_owner
235; 1259 16579 TABLE app orders orders_owner
"""),
        r(p, "createdb orders_verify"),
        r(p, "pg_restore -d orders_verify -j 4 --no-owner /backup/orders_20240516.dump && echo restored", "restored", duration=60.0),
        r(p, "ls -l /backup/ && sha256sum /backup/orders_20240516.dump", """
total 95208
-rw-rw-r-- 1 postgres postgres 49271402 May  9 02:00 orders_20240509.dump
-rw-rw-r-- 1 postgres postgres 48231577 May 16 10:15 orders_20240516.dump
9e41c07b3d2a58f6e1b9074c5ad3e82f6b17c09d4e5a2f38c1d6b0e7a94f2c58  /backup/orders_20240516.dump
"""),
        r(p, "psql -d orders_verify -c \"SELECT schemaname, relname, n_live_tup FROM pg_stat_user_tables ORDER BY n_live_tup DESC LIMIT 8\"", """
 schemaname |      relname       | n_live_tup
------------+--------------------+------------
 app        | order_items        |    3184412
 app        | order_events       |    2207931
 app        | orders             |     961204
 app        | payments           |     948817
 app        | customers          |     212590
 app        | addresses          |     198344
 app        | refunds            |      18213
 app        | products           |       4120
(8 rows)
""", duration=3.0),
        r(p, "dropdb orders_verify && psql -c \"SELECT datname FROM pg_database ORDER BY 1\"", """
  datname
-----------
 orders
 postgres
 reporting
 template0
 template1
(5 rows)
"""),
    ]
    rs.add(task="terminal", tid="h45-terminal-22", system=SYSTEM, turns=turns, state=state,
           bad=True, turn=6, kind="dump file size changed although nothing wrote to it after pg_dump")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
