# ruff: noqa: E501
"""Held-out set h58, domain ``terminal``: 22 storage and backup shell sessions in a tmux pane.

Eleven trajectories hold exactly one contradiction (an observation that conflicts with an earlier one
with no action in between that could explain it); eleven are clean but full of legitimate changes.
Written blind, without looking at the checker. Run from the repository root with
``python3 -m tests.decoherence.independent.holdout58_parts.terminal.make``.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet, jblock

SYSTEM = """# Role and Objective

You are a **Terminal World Model** — a precise terminal state simulator. Your task is to predict the exact output of a Linux/Unix terminal (a shell running in a tmux pane) after executing a given command or sequence of keystrokes.

Your goal is to be as faithful as possible to real terminal behavior while maintaining consistency and logical correctness across the interaction sequence.

## Task Definition

Given:
1. **Historical Context** (Optional): Previous interactions in this terminal session
2. **Current Terminal State**: The visible terminal screen including prompt and prior output
3. **User Action**: A sequence of keystrokes to be sent to the terminal

Predict the **exact next terminal state** after all actions are executed.

## Context Awareness

Track and maintain across turns:
- **Working Directory**: Changed by `cd` commands, reflected in prompt
- **Environment Variables**: Set by `export` or `VAR=value`
- **File System State**: Files, partitions, volumes, snapshots and archives created, modified, renamed or deleted in previous turns
- **Process State**: Background jobs, interactive programs (fdisk, ncdu, password prompts) still waiting for input

### Logical Consistency

- File operations must be consistent with prior commands (e.g., `cat file.txt` after `rm file.txt` should error)
- Listings, sizes, identifiers and counters must reflect accumulated changes and nothing else
- Prompt format must match established pattern from initial state

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

1. **Newline Execution**: Commands require a trailing `\\n` to execute; without it the text is only typed.
2. **Control Characters**: tmux-style notation `C-c` (SIGINT), `C-d` (EOF), `C-z` (SIGTSTP), `C-l` (clear screen).
3. **Escape Key**: `\\u001b` for ESC.
4. **Empty Keystrokes**: `""` with `duration` means wait without input: show any new output that appeared during the wait; if the command completed, show the final output and the new prompt.
5. **Empty Action Array**: `[]` signals task completion.

Long-running commands (short `duration`) may still be in progress when the screen is captured: show the partial output without a new prompt.

# Predicted Observation Requirements

Your prediction should include:
1. **Command Echo**: The command as typed on the prompt line
2. **Command Output**: All stdout/stderr from execution
3. **New Prompt**: The prompt for the next command (if the command completed)
4. **Exact Formatting**: Preserve whitespace, newlines, column alignment and special characters

For multiple commands in one action array, concatenate outputs in execution order. The terminal screen is limited (about 40 visible lines). Full-screen programs (ncdu, less, vim) show their whole screen.

Give the predicted terminal screen after **Environment Observation:**."""


def act(*steps: tuple[str, float]) -> str:
    """A raw action: several keystroke objects (no newline added)."""
    return jblock([{"keystrokes": k, "duration": d} for k, d in steps])


def wait(duration: float) -> str:
    return act(("", duration))


def hexid(seed: str, n: int = 64) -> str:
    return hashlib.sha256(seed.encode()).hexdigest()[:n]


def start(p: Pane, cmd: str, out: str = "", duration: float = 1.0) -> tuple[str, str]:
    """A command still running when the screen is captured (no new prompt)."""
    return act((cmd + "\n", duration)), f"{p.prompt} {cmd}" + ("\n" + out.rstrip("\n") if out else "")


def finish(p: Pane, cmd: str, out: str, duration: float) -> tuple[str, str]:
    """A wait that finds the command done: the pane shows the command, its whole output and the prompt."""
    return wait(duration), f"{p.prompt} {cmd}\n" + out.rstrip("\n") + "\n" + p.prompt


# ---------------------------------------------------------------- 01 lsblk / blkid (clean)
def t01(rs: RowSet) -> None:
    p = Pane("root", "db-replica-03", "/root")
    uuid = "7d3f5b1e-94a2-4c0e-b8d1-2f6a9e0c4b73"
    turns = [
        p.run("lsblk -o NAME,SIZE,TYPE,FSTYPE,MOUNTPOINTS", """NAME                      SIZE TYPE FSTYPE      MOUNTPOINTS
loop0                    63.9M loop squashfs    /snap/core20/2318
loop1                    87.0M loop squashfs    /snap/lxd/29351
loop2                    38.8M loop squashfs    /snap/snapd/21759
sda                       240G disk
├─sda1                      1M part
├─sda2                      2G part ext4        /boot
└─sda3                    238G part LVM2_member
  └─ubuntu--vg-ubuntu--lv 238G lvm  ext4        /
nvme0n1                   1.7T disk
nvme1n1                   1.7T disk             """),
        p.run("blkid /dev/nvme0n1 /dev/nvme1n1; echo \"rc=$?\"", "rc=2"),
        p.run("mkfs.ext4 -L pgdata /dev/nvme0n1", f"""mke2fs 1.46.5 (30-Dec-2021)
Discarding device blocks: done
Creating filesystem with 468843606 4k blocks and 117211136 inodes
Filesystem UUID: {uuid}
Superblock backups stored on blocks:
	32768, 98304, 163840, 229376, 294912, 819200, 884736, 1605632, 2654208,
	4096000, 7962624, 11239424, 20480000, 23887872, 71663616, 78675968,
	102400000, 214990848

Allocating group tables: done
Writing inode tables: done
Creating journal (262144 blocks): done
Writing superblocks and filesystem accounting information: done
""", duration=20.0),
        p.run("blkid /dev/nvme0n1 /dev/nvme1n1; echo \"rc=$?\"", f'/dev/nvme0n1: LABEL="pgdata" UUID="{uuid}" BLOCK_SIZE="4096" TYPE="ext4"\nrc=0'),
        p.run("e2label /dev/nvme0n1 pgdata01 && blkid -s LABEL -o value /dev/nvme0n1", "pgdata01"),
        p.run("lsblk -f /dev/nvme0n1 /dev/nvme1n1", f"""NAME    FSTYPE FSVER LABEL    UUID                                 FSAVAIL FSUSE% MOUNTPOINTS
nvme0n1 ext4   1.0   pgdata01 {uuid}
nvme1n1                                                                           """),
        p.run("mkdir -p /var/lib/postgresql && mount /dev/nvme0n1 /var/lib/postgresql && lsblk -f /dev/nvme0n1", f"""NAME    FSTYPE FSVER LABEL    UUID                                 FSAVAIL FSUSE% MOUNTPOINTS
nvme0n1 ext4   1.0   pgdata01 {uuid}    1.6T     0% /var/lib/postgresql"""),
    ]
    rs.add("terminal", "h58-terminal-01", SYSTEM, turns, state="root@db-replica-03:~#")


# ---------------------------------------------------------------- 02 restic (bad: latest snapshot id)
def t02(rs: RowSet) -> None:
    p = Pane("root", "web-prod-02", "/root")
    head = "repository 3e9c1f04 opened (version 2, compression level auto)"
    turns = [
        p.run("export RESTIC_REPOSITORY=/mnt/backup/restic-www RESTIC_PASSWORD_FILE=/root/.restic-pass"),
        p.run("restic snapshots", f"""{head}
ID        Time                 Host         Tags        Paths
-----------------------------------------------------------------
a71c0d93  2024-05-10 02:00:07  web-prod-02  nightly     /srv/www
5be2f8a1  2024-05-11 02:00:09  web-prod-02  nightly     /srv/www
e04d6b7c  2024-05-12 02:00:05  web-prod-02  nightly     /srv/www
9b3d71e0  2024-05-13 02:00:12  web-prod-02  nightly     /srv/www
-----------------------------------------------------------------
4 snapshots"""),
        p.run("restic backup /srv/www --tag manual", f"""{head}
using parent snapshot 9b3d71e0
[0:00] 100.00%  5 / 5 index files loaded

Files:          38 new,   214 changed, 18402 unmodified
Dirs:            4 new,    61 changed,  2307 unmodified
Added to the repository: 187.442 MiB (61.208 MiB stored)

processed 18654 files, 4.127 GiB in 0:19
snapshot c2f85a4d saved""", duration=30.0),
        p.run("restic snapshots --tag manual", f"""{head}
ID        Time                 Host         Tags        Paths
-----------------------------------------------------------------
c2f85a4d  2024-05-13 14:32:48  web-prod-02  manual      /srv/www
-----------------------------------------------------------------
1 snapshots"""),
        p.run("restic forget a71c0d93", f"""{head}
[0:00] 100.00%  1 / 1 files deleted"""),
        p.run("restic ls --long latest /srv/www/html/index.php", f"""{head}
[0:00] 100.00%  6 / 6 index files loaded
snapshot c2e85a4d of [/srv/www] filtered by [/srv/www/html/index.php] at 2024-05-13 14:32:48.117203541 +0000 UTC):
-rw-r--r--    33    33   7842 2024-05-13 11:06:19 /srv/www/html/index.php"""),
        p.run("restic snapshots", f"""{head}
ID        Time                 Host         Tags        Paths
-----------------------------------------------------------------
5be2f8a1  2024-05-11 02:00:09  web-prod-02  nightly     /srv/www
e04d6b7c  2024-05-12 02:00:05  web-prod-02  nightly     /srv/www
9b3d71e0  2024-05-13 02:00:12  web-prod-02  nightly     /srv/www
c2f85a4d  2024-05-13 14:32:48  web-prod-02  manual      /srv/www
-----------------------------------------------------------------
4 snapshots"""),
        p.run("restic check", """using temporary cache in /tmp/restic-check-cache-1289347812
repository 3e9c1f04 opened (version 2, compression level auto)
created new cache in /tmp/restic-check-cache-1289347812
create exclusive lock for repository
load indexes
[0:00] 100.00%  6 / 6 index files loaded
check all packs
check snapshots, trees and blobs
[0:02] 100.00%  4 / 4 snapshots
no errors were found""", duration=10.0),
    ]
    rs.add("terminal", "h58-terminal-02", SYSTEM, turns, state="root@web-prod-02:~#", bad=True, turn=6,
           kind="restic ls header names the latest snapshot c2e85a4d, but the manual backup just saved as latest was c2f85a4d (still listed so later)")


# ---------------------------------------------------------------- 03 fdisk (bad: sdb2 end sector)
FDISK_HEAD = """Disk /dev/sdb: 500 GiB, 536870912000 bytes, 1048576000 sectors
Disk model: QEMU HARDDISK
Units: sectors of 1 * 512 = 512 bytes
Sector size (logical/physical): 512 bytes / 512 bytes
I/O size (minimum/optimal): 512 bytes / 512 bytes
Disklabel type: gpt
Disk identifier: 6A1E0C57-3B2D-4F8E-9C41-0D7B25E8A913
"""


def t03(rs: RowSet) -> None:
    p = Pane("root", "build-agent-7", "/root")
    two = """Device         Start       End   Sectors  Size Type
/dev/sdb1       2048 419432447 419430400  200G Linux filesystem
/dev/sdb2  419432448 629147647 209715200  100G Linux filesystem"""
    turns = [
        p.run("fdisk -l /dev/sdb", FDISK_HEAD + "\n" + two),
        p.run("findmnt -S /dev/sdb1 -o TARGET,SOURCE,FSTYPE,SIZE,USED; findmnt -S /dev/sdb2 -n -o TARGET,SOURCE,FSTYPE,SIZE,USED", """TARGET        SOURCE    FSTYPE   SIZE   USED
/srv/ci-cache /dev/sdb1 ext4   195.8G 141.2G
/var/lib/docker /dev/sdb2 ext4 97.9G  63.4G"""),
        start(p, "fdisk /dev/sdb", """
Welcome to fdisk (util-linux 2.37.2).
Changes will remain in memory only, until you decide to write them.
Be careful before using the write command.


Command (m for help): """),
        (act(("n\n", 0.3), ("\n", 0.3), ("\n", 0.5)), """Command (m for help): n
Partition number (3-128, default 3):
First sector (629147648-1048575966, default 629147648):
Last sector, +/-sectors or +/-size{K,M,G,T,P} (629147648-1048575966, default 1048575966): """),
        (act(("+150G\n", 0.5)), """Last sector, +/-sectors or +/-size{K,M,G,T,P} (629147648-1048575966, default 1048575966): +150G

Created a new partition 3 of type 'Linux filesystem' and of size 150 GiB.

Command (m for help): """),
        (act(("t\n", 0.3), ("3\n", 0.3), ("lvm\n", 0.5)), """Command (m for help): t
Partition number (1-3, default 3): 3
Partition type or alias (type L to list all): lvm

Changed type of partition 'Linux filesystem' to 'Linux LVM'.

Command (m for help): """),
        (act(("p\n", 0.5)), "Command (m for help): p\n" + FDISK_HEAD + "\n" + two + """
/dev/sdb3  629147648 943720447 314572800  150G Linux LVM

Command (m for help): """),
        (act(("w\n", 2.0)), """Command (m for help): w
The partition table has been altered.
Syncing disks.

root@build-agent-7:~# """),
        p.run("fdisk -l /dev/sdb", FDISK_HEAD + """
Device         Start       End   Sectors  Size Type
/dev/sdb1       2048 419432447 419430400  200G Linux filesystem
/dev/sdb2  419432448 629145599 209713152  100G Linux filesystem
/dev/sdb3  629147648 943720447 314572800  150G Linux LVM"""),
    ]
    rs.add("terminal", "h58-terminal-03", SYSTEM, turns, state="root@build-agent-7:~#", bad=True, turn=9,
           kind="sdb2 now ends at sector 629145599 (209713152 sectors) though it ended at 629147647 (209715200 sectors) before and fdisk only added sdb3")


# ---------------------------------------------------------------- 04 zfs / zpool (clean)
def t04(rs: RowSet) -> None:
    p = Pane("root", "nas-backup01", "/root")
    disks = ["ata-WDC_WD80EFZZ-68BTXN0_WD-CA0K1R2D", "ata-WDC_WD80EFZZ-68BTXN0_WD-CA0K3F7B",
             "ata-WDC_WD80EFZZ-68BTXN0_WD-CA0K4M9X", "ata-WDC_WD80EFZZ-68BTXN0_WD-CA0K5T2P",
             "ata-WDC_WD80EFZZ-68BTXN0_WD-CA0K7H6N", "ata-WDC_WD80EFZZ-68BTXN0_WD-CA0K8Q1C"]
    cfg = "\n".join(f"\t    {d}  ONLINE       0     0     0" for d in disks)
    turns = [
        p.run("zpool status tank", f"""  pool: tank
 state: ONLINE
  scan: scrub repaired 0B in 03:41:27 with 0 errors on Sun May 12 04:05:28 2024
config:

	NAME                                      STATE     READ WRITE CKSUM
	tank                                      ONLINE       0     0     0
\t  raidz2-0                                ONLINE       0     0     0
{cfg}

errors: No known data errors"""),
        p.run("zfs list -o name,used,avail,refer,mountpoint -r tank", """NAME           USED  AVAIL  REFER  MOUNTPOINT
tank          14.2T  14.6T   256K  /tank
tank/backups  3.12T  14.6T  2.87T  /tank/backups
tank/home      612G  14.6T   540G  /tank/home
tank/media    9.81T  14.6T  9.81T  /tank/media
tank/photos    672G  14.6T   672G  /tank/photos"""),
        p.run("zfs create -o compression=zstd -o recordsize=1M tank/archive"),
        p.run("zfs get compression,recordsize,compressratio tank/archive tank/media", """NAME          PROPERTY       VALUE           SOURCE
tank/archive  compression    zstd            local
tank/archive  recordsize     1M              local
tank/archive  compressratio  1.00x           -
tank/media    compression    lz4             inherited from tank
tank/media    recordsize     1M              local
tank/media    compressratio  1.01x           -"""),
        p.run("zfs snapshot tank/home@pre-cleanup-2024-05-14"),
        p.run("rm -rf /tank/home/guest/.cache && zfs list -t snapshot -r tank/home", """NAME                               USED  AVAIL  REFER  MOUNTPOINT
tank/home@auto-2024-05-12         1.42G      -   538G  -
tank/home@auto-2024-05-13          812M      -   539G  -
tank/home@pre-cleanup-2024-05-14  4.87G      -   540G  -""", duration=3.0),
        p.run("zfs list -o name,used,avail,refer -r tank", """NAME           USED  AVAIL  REFER
tank          14.2T  14.6T   256K
tank/archive   205K  14.6T   205K
tank/backups  3.12T  14.6T  2.87T
tank/home      612G  14.6T   535G
tank/media    9.81T  14.6T  9.81T
tank/photos    672G  14.6T   672G"""),
        p.run("zfs rename tank/home@pre-cleanup-2024-05-14 tank/home@keep-2024-05-14"),
        p.run("zfs list -t snapshot -o name,used,refer,creation -r tank/home", """NAME                        USED  REFER  CREATION
tank/home@auto-2024-05-12  1.42G   538G  Sun May 12  0:00 2024
tank/home@auto-2024-05-13   812M   539G  Mon May 13  0:00 2024
tank/home@keep-2024-05-14  4.87G   540G  Tue May 14 10:17 2024"""),
        p.run("zpool list tank", """NAME   SIZE  ALLOC   FREE  CKPOINT  EXPANDSZ   FRAG    CAP  DEDUP    HEALTH  ALTROOT
tank  43.6T  21.4T  22.2T        -         -     3%    49%  1.00x    ONLINE  -"""),
    ]
    rs.add("terminal", "h58-terminal-04", SYSTEM, turns, state="root@nas-backup01:~#")


# ---------------------------------------------------------------- 05 rsync (clean)
def t05(rs: RowSet) -> None:
    p = Pane("ops", "media-sync01", "/home/ops")
    big = "rsync -aH --delete --info=stats2,progress2 /data/uploads/ /mnt/offsite/uploads/"
    stats = """      7,094,129,880 100%   62.03MB/s    0:01:49 (xfr#879, to-chk=0/24410)

Number of files: 24,410 (reg: 22,118, dir: 2,292)
Number of created files: 873 (reg: 861, dir: 12)
Number of deleted files: 3 (reg: 3)
Number of regular files transferred: 879
Total file size: 51,203,847,116 bytes
Total transferred file size: 7,094,129,880 bytes
Literal data: 7,094,129,880 bytes
Matched data: 0 bytes
File list size: 720,885
File list generation time: 0.004 seconds
File list transfer time: 0.000 seconds
Total bytes sent: 7,097,012,553
Total bytes received: 17,406

sent 7,097,012,553 bytes  received 17,406 bytes  64,518,454.17 bytes/sec
total size is 51,203,847,116  speedup is 7.21"""
    turns = [
        p.run("du -sh /data/uploads /mnt/offsite/uploads", "48G\t/data/uploads\n41G\t/mnt/offsite/uploads", duration=8.0),
        p.run("rsync -aHv --delete --dry-run /data/uploads/ /mnt/offsite/uploads/ | tail -n 12", """deleting 2023/11/tmp_import_8841.csv
deleting 2023/11/tmp_import_8840.csv
deleting 2023/11/tmp_import_8839.csv
2024/05/13/IMG_20240513_094410.jpg
2024/05/13/IMG_20240513_101122.jpg
2024/05/13/VID_20240513_101540.mp4
2024/05/14/
2024/05/14/IMG_20240514_071802.jpg
2024/05/14/scan_0001.pdf

sent 1,284,911 bytes  received 9,820 bytes  863,154.00 bytes/sec
total size is 51,203,847,116  speedup is 39,546.68 (DRY RUN)""", duration=3.0),
        start(p, big, "      3,412,775,936  48%   61.22MB/s    0:00:53 (xfr#412, ir-chk=1021/24410)", duration=55.0),
        finish(p, big, stats, 60.0),
        p.run("du -sh /data/uploads /mnt/offsite/uploads", "48G\t/data/uploads\n48G\t/mnt/offsite/uploads", duration=8.0),
        p.run("mv /data/uploads/2024/05/13/IMG_20240513_101122.jpg /data/uploads/2024/05/13/cover.jpg"),
        p.run("rsync -aHv --delete /data/uploads/ /mnt/offsite/uploads/", """sending incremental file list
deleting 2024/05/13/IMG_20240513_101122.jpg
2024/05/13/
2024/05/13/cover.jpg

sent 4,603,517 bytes  received 2,317 bytes  511,759.33 bytes/sec
total size is 51,203,847,116  speedup is 11,117.17""", duration=10.0),
        p.run("ls -l /mnt/offsite/uploads/2024/05/13/", """total 41236
-rw-r--r-- 1 ops ops  3871204 May 13 10:11 cover.jpg
-rw-r--r-- 1 ops ops  4102337 May 13 09:44 IMG_20240513_094410.jpg
-rw-r--r-- 1 ops ops 34219880 May 13 10:15 VID_20240513_101540.mp4"""),
    ]
    rs.add("terminal", "h58-terminal-05", SYSTEM, turns, state="ops@media-sync01:~$")


# ---------------------------------------------------------------- 06 mdadm (bad: removed member back as active sync)
MD_DETAIL = """/dev/md0:
           Version : 1.2
     Creation Time : Tue Mar  7 11:42:19 2023
        Raid Level : raid5
        Array Size : 11720655360 (10.92 TiB 12.00 TB)
     Used Dev Size : 3906885120 (3.64 TiB 4.00 TB)
      Raid Devices : 4
     Total Devices : 4
       Persistence : Superblock is persistent

     Intent Bitmap : Internal

       Update Time : Tue May 14 09:12:44 2024
             State : clean
    Active Devices : 4
   Working Devices : 4
    Failed Devices : 0
     Spare Devices : 0

            Layout : left-symmetric
        Chunk Size : 512K

Consistency Policy : bitmap

              Name : fileserver-02:0  (local to host fileserver-02)
              UUID : 5a1c3e9b:7f20d4c8:b16e0a35:92cd47f1
            Events : 41873

    Number   Major   Minor   RaidDevice State
       0       8       17        0      active sync   /dev/sdb1
       1       8       33        1      active sync   /dev/sdc1
       2       8       49        2      active sync   /dev/sdd1
       4       8       65        3      active sync   /dev/sde1"""


def t06(rs: RowSet) -> None:
    p = Pane("root", "fileserver-02", "/root")
    pers = "Personalities : [raid6] [raid5] [raid4] [linear] [multipath] [raid0] [raid1] [raid10] "
    turns = [
        p.run("cat /proc/mdstat", f"""{pers}
md0 : active raid5 sde1[4] sdd1[2] sdc1[1] sdb1[0]
      11720655360 blocks super 1.2 level 5, 512k chunk, algorithm 2 [4/4] [UUUU]
      bitmap: 2/30 pages [8KB], 65536KB chunk

unused devices: <none>"""),
        p.run("mdadm --detail /dev/md0", MD_DETAIL),
        p.run("dmesg | grep -i sdc | tail -n 5", """[1834519.112604] sd 2:0:0:0: [sdc] tag#9 FAILED Result: hostbyte=DID_OK driverbyte=DRIVER_OK cmd_age=7s
[1834521.407112] sd 2:0:0:0: [sdc] tag#17 FAILED Result: hostbyte=DID_OK driverbyte=DRIVER_OK cmd_age=7s
[1834521.407120] sd 2:0:0:0: [sdc] tag#17 Sense Key : Medium Error [current]
[1834521.407125] sd 2:0:0:0: [sdc] tag#17 Add. Sense: Unrecovered read error - auto reallocate failed
[1834521.407133] I/O error, dev sdc, sector 2231957512 op 0x0:(READ) flags 0x0 phys_seg 1 prio class 2"""),
        p.run("mdadm /dev/md0 --fail /dev/sdc1 --remove /dev/sdc1", "mdadm: set /dev/sdc1 faulty in /dev/md0\nmdadm: hot removed /dev/sdc1 from /dev/md0"),
        p.run("cat /proc/mdstat", f"""{pers}
md0 : active raid5 sde1[4] sdd1[2] sdb1[0]
      11720655360 blocks super 1.2 level 5, 512k chunk, algorithm 2 [4/3] [U_UU]
      bitmap: 3/30 pages [12KB], 65536KB chunk

unused devices: <none>"""),
        p.run("sgdisk --replicate=/dev/sdf /dev/sdb && sgdisk -G /dev/sdf", "The operation has completed successfully.\nThe operation has completed successfully."),
        p.run("mdadm --detail /dev/md0 | tail -n 8", """              UUID : 5a1c3e9b:7f20d4c8:b16e0a35:92cd47f1
            Events : 41902

    Number   Major   Minor   RaidDevice State
       0       8       17        0      active sync   /dev/sdb1
       1       8       33        1      active sync   /dev/sdc1
       2       8       49        2      active sync   /dev/sdd1
       4       8       65        3      active sync   /dev/sde1"""),
        p.run("mdadm /dev/md0 --add /dev/sdf1", "mdadm: added /dev/sdf1"),
        p.run("cat /proc/mdstat", f"""{pers}
md0 : active raid5 sdf1[5] sde1[4] sdd1[2] sdb1[0]
      11720655360 blocks super 1.2 level 5, 512k chunk, algorithm 2 [4/3] [U_UU]
      [>....................]  recovery =  0.4% (16384512/3906885120) finish=389.6min speed=166412K/sec
      bitmap: 3/30 pages [12KB], 65536KB chunk

unused devices: <none>"""),
        p.run("mdadm --detail /dev/md0 | grep -E 'State|Rebuild|Events'", """             State : clean, degraded, recovering
    Rebuild Status : 1% complete
            Events : 41911
    Number   Major   Minor   RaidDevice State"""),
    ]
    rs.add("terminal", "h58-terminal-06", SYSTEM, turns, state="root@fileserver-02:~#", bad=True, turn=7,
           kind="mdadm --detail lists /dev/sdc1 as active sync in slot 1 after it was failed and hot-removed (mdstat showed [U_UU]) with nothing re-adding it")


# ---------------------------------------------------------------- 07 mount and /etc/fstab (clean)
def t07(rs: RowSet) -> None:
    p = Pane("root", "gitlab-runner-04", "/root")
    u = "c81e4f27-0a9d-4b5e-8f13-6d2a7e90b4c1"
    turns = [
        p.run("blkid /dev/vdb1", f'/dev/vdb1: UUID="{u}" BLOCK_SIZE="4096" TYPE="ext4" PARTUUID="9e2b4d10-01"'),
        p.run(f"mkdir -p /srv/builds && echo 'UUID={u} /srv/builds ext4 defaults,noatime 0 2' >> /etc/fstab"),
        p.run("tail -n 4 /etc/fstab", f"""# / was on /dev/vda1 during curtin installation
/dev/disk/by-uuid/1f0a6c3e-58d2-4b97-a41e-6e2d9c7b3f05 / ext4 defaults 0 1
/swap.img	none	swap	sw	0	0
UUID={u} /srv/builds ext4 defaults,noatime 0 2"""),
        p.run("mount -a && findmnt /srv/builds", """TARGET      SOURCE    FSTYPE OPTIONS
/srv/builds /dev/vdb1 ext4   rw,noatime"""),
        p.run("sed -i 's|/srv/builds ext4 defaults,noatime 0 2|/srv/builds ext4 defaults,noatime,nodev,nosuid 0 2|' /etc/fstab && mount -o remount /srv/builds && findmnt /srv/builds", """TARGET      SOURCE    FSTYPE OPTIONS
/srv/builds /dev/vdb1 ext4   rw,nosuid,nodev,noatime"""),
        p.run("df -hT /srv/builds", """Filesystem     Type  Size  Used Avail Use% Mounted on
/dev/vdb1      ext4  196G   28K  186G   1% /srv/builds"""),
        p.run("cp -a /var/lib/gitlab-runner/builds-old/. /srv/builds/ && df -hT /srv/builds", """Filesystem     Type  Size  Used Avail Use% Mounted on
/dev/vdb1      ext4  196G   37G  150G  20% /srv/builds""", duration=45.0),
        p.run("umount /srv/builds && findmnt /srv/builds; echo \"rc=$?\"", "rc=1"),
        p.run("mount /srv/builds && findmnt -o TARGET,SOURCE,OPTIONS /srv/builds && grep builds /etc/fstab", f"""TARGET      SOURCE    OPTIONS
/srv/builds /dev/vdb1 rw,nosuid,nodev,noatime
UUID={u} /srv/builds ext4 defaults,noatime,nodev,nosuid 0 2"""),
    ]
    rs.add("terminal", "h58-terminal-07", SYSTEM, turns, state="root@gitlab-runner-04:~#")


# ---------------------------------------------------------------- 08 LVM (bad: VFree after lvextend)
def t08(rs: RowSet) -> None:
    p = Pane("root", "pg-primary-01", "/root", style="rhel")
    turns = [
        p.run("pvs", """  PV         VG      Fmt  Attr PSize    PFree
  /dev/sda3  rl      lvm2 a--   <98.41g       0
  /dev/sdb   vg_data lvm2 a--  <500.00g       0
  /dev/sdc   vg_data lvm2 a--  <500.00g <320.00g"""),
        p.run("vgs vg_data", """  VG      #PV #LV #SN Attr   VSize   VFree
  vg_data   2   2   0 wz--n- 999.99g <320.00g"""),
        p.run("lvs vg_data", """  LV        VG      Attr       LSize   Pool Origin Data%  Meta%  Move Log Cpy%Sync Convert
  lv_pgdata vg_data -wi-ao---- 600.00g
  lv_pgwal  vg_data -wi-ao----  80.00g                                                    """),
        p.run("lvextend -r -L +150G /dev/vg_data/lv_pgdata", """  Size of logical volume vg_data/lv_pgdata changed from 600.00 GiB (153600 extents) to 750.00 GiB (192000 extents).
  Logical volume vg_data/lv_pgdata successfully resized.
meta-data=/dev/mapper/vg_data-lv_pgdata isize=512    agcount=4, agsize=39321600 blks
         =                       sectsz=512   attr=2, projid32bit=1
         =                       crc=1        finobt=1, sparse=1, rmapbt=0
         =                       reflink=1    bigtime=1 inobtcount=1 nrext64=0
data     =                       bsize=4096   blocks=157286400, imaxpct=25
         =                       sunit=0      swidth=0 blks
naming   =version 2              bsize=4096   ascii-ci=0, ftype=1
log      =internal log           bsize=4096   blocks=76800, version=2
         =                       sectsz=512   sunit=0 blks, lazy-count=1
realtime =none                   extsz=4096   blocks=0, rtextents=0
data blocks changed from 157286400 to 196608000""", duration=5.0),
        p.run("vgs vg_data", """  VG      #PV #LV #SN Attr   VSize   VFree
  vg_data   2   2   0 wz--n- 999.99g <180.00g"""),
        p.run("df -h /var/lib/pgsql", """Filesystem                     Size  Used Avail Use% Mounted on
/dev/mapper/vg_data-lv_pgdata  750G  412G  339G  55% /var/lib/pgsql"""),
        p.run("lvs -o lv_name,lv_size,devices vg_data", """  LV        LSize   Devices
  lv_pgdata 750.00g /dev/sdb(0),/dev/sdc(0),/dev/sdc(46081)
  lv_pgwal   80.00g /dev/sdc(25601)                        """),
    ]
    rs.add("terminal", "h58-terminal-08", SYSTEM, turns, state="[root@pg-primary-01 ~]#", bad=True, turn=5,
           kind="after extending lv_pgdata by 150G out of <320.00g free, vgs reports VFree <180.00g instead of about <170.00g")


# ---------------------------------------------------------------- 09 borg (clean)
def t09(rs: RowSet) -> None:
    p = Pane("root", "mx1", "/root")
    arcs = [("mx1-2024-05-10T03:00:02", "Fri, 2024-05-10 03:00:03"), ("mx1-2024-05-11T03:00:01", "Sat, 2024-05-11 03:00:02"),
            ("mx1-2024-05-12T03:00:02", "Sun, 2024-05-12 03:00:03"), ("mx1-2024-05-13T03:00:01", "Mon, 2024-05-13 03:00:02")]
    new = ("mx1-2024-05-14T11:48:36", "Tue, 2024-05-14 11:48:37")
    ren = ("mx1-weekly-2024-W19", "Sun, 2024-05-12 03:00:03")

    def line(a: tuple[str, str], seed: str | None = None) -> str:
        return f"{a[0]:<36} {a[1]} [{hexid(seed or a[0])}]"

    create = "borg create --stats --compression zstd,6 ::mx1-{now:%Y-%m-%dT%H:%M:%S} /var/vmail /etc/postfix /etc/dovecot"
    turns = [
        p.run("export BORG_REPO=/backup/borg/mail BORG_PASSCOMMAND='cat /root/.borg-pass'"),
        p.run("borg list", "\n".join(line(a) for a in arcs), duration=3.0),
        p.run(create, f"""------------------------------------------------------------------------------
Repository: /backup/borg/mail
Archive name: {new[0]}
Archive fingerprint: {hexid(new[0])}
Time (start): Tue, 2024-05-14 11:48:37
Time (end):   Tue, 2024-05-14 11:49:22
Duration: 45.14 seconds
Number of files: 214873
Utilization of max. archive size: 0%
------------------------------------------------------------------------------
                       Original size      Compressed size    Deduplicated size
This archive:               38.41 GB             29.87 GB            412.63 MB
All archives:              191.22 GB            148.63 GB             36.08 GB

                       Unique chunks         Total chunks
Chunk index:                  318412              1602774
------------------------------------------------------------------------------""", duration=60.0),
        p.run("borg list --short", "\n".join(a[0] for a in arcs + [new])),
        p.run("borg prune --list --keep-daily=3", f"""Keeping archive (rule: daily #1):        {line(new)}
Keeping archive (rule: daily #2):        {line(arcs[3])}
Keeping archive (rule: daily #3):        {line(arcs[2])}
Pruning archive (1/2):                   {line(arcs[1])}
Pruning archive (2/2):                   {line(arcs[0])}""", duration=5.0),
        p.run("borg compact --verbose", "compaction freed about 1.87 GB repository space.", duration=20.0),
        p.run("borg list", "\n".join(line(a) for a in [arcs[2], arcs[3], new]), duration=3.0),
        p.run(f"borg rename ::{arcs[2][0]} {ren[0]}"),
        p.run("borg list", "\n".join([line(ren, ren[0] + "@renamed"), line(arcs[3]), line(new)]), duration=3.0),
        p.run(f"mkdir -p /tmp/restore && cd /tmp/restore && borg extract --list ::{new[0]} etc/postfix/main.cf", "etc/postfix/main.cf", cd="/tmp/restore", duration=4.0),
        p.run("diff -u /etc/postfix/main.cf etc/postfix/main.cf && echo identical", "identical"),
    ]
    rs.add("terminal", "h58-terminal-09", SYSTEM, turns, state="root@mx1:~#")


# ---------------------------------------------------------------- 10 tar and zstd (clean)
def t10(rs: RowSet) -> None:
    p = Pane("deploy", "artifacts-01", "/home/deploy/releases")
    turns = [
        p.run("ls -l", """total 12
drwxr-xr-x 7 deploy deploy 4096 May 14 08:52 app-2.14.3
-rw-r--r-- 1 deploy deploy 1187 May 14 08:53 CHANGELOG-2.14.3.md
drwxr-xr-x 2 deploy deploy 4096 Apr 29 17:20 old"""),
        p.run("tar -I 'zstd -19 -T0' -cf app-2.14.3.tar.zst app-2.14.3 && ls -l app-2.14.3.tar.zst", "-rw-r--r-- 1 deploy deploy 40581247 May 14 09:03 app-2.14.3.tar.zst", duration=40.0),
        p.run("zstd -l app-2.14.3.tar.zst", """Frames  Skips  Compressed  Uncompressed  Ratio  Check  Filename
     1      0    38.7 MiB     212.4 MiB  5.488  XXH64  app-2.14.3.tar.zst"""),
        p.run("tar -I zstd -tvf app-2.14.3.tar.zst | head -n 8", """drwxr-xr-x deploy/deploy     0 2024-05-14 08:52 app-2.14.3/
drwxr-xr-x deploy/deploy     0 2024-05-14 08:49 app-2.14.3/bin/
-rwxr-xr-x deploy/deploy 48213504 2024-05-14 08:49 app-2.14.3/bin/appd
-rwxr-xr-x deploy/deploy  9175040 2024-05-14 08:49 app-2.14.3/bin/appctl
drwxr-xr-x deploy/deploy        0 2024-05-14 08:50 app-2.14.3/lib/
-rw-r--r-- deploy/deploy 61440112 2024-05-14 08:50 app-2.14.3/lib/libappcore.so.2.14.3
-rw-r--r-- deploy/deploy 33554877 2024-05-14 08:50 app-2.14.3/lib/libgrpc_bundle.so
drwxr-xr-x deploy/deploy        0 2024-05-14 08:51 app-2.14.3/share/"""),
        p.run("rm -rf app-2.14.3 && sha256sum app-2.14.3.tar.zst > app-2.14.3.tar.zst.sha256 && ls -l", """total 39644
-rw-r--r-- 1 deploy deploy 40581247 May 14 09:03 app-2.14.3.tar.zst
-rw-r--r-- 1 deploy deploy       85 May 14 09:05 app-2.14.3.tar.zst.sha256
-rw-r--r-- 1 deploy deploy     1187 May 14 08:53 CHANGELOG-2.14.3.md
drwxr-xr-x 2 deploy deploy     4096 Apr 29 17:20 old"""),
        p.run("tar -I zstd -xf app-2.14.3.tar.zst && du -sh app-2.14.3 && ls -l", """213M\tapp-2.14.3
total 39648
drwxr-xr-x 7 deploy deploy     4096 May 14 08:52 app-2.14.3
-rw-r--r-- 1 deploy deploy 40581247 May 14 09:03 app-2.14.3.tar.zst
-rw-r--r-- 1 deploy deploy       85 May 14 09:05 app-2.14.3.tar.zst.sha256
-rw-r--r-- 1 deploy deploy     1187 May 14 08:53 CHANGELOG-2.14.3.md
drwxr-xr-x 2 deploy deploy     4096 Apr 29 17:20 old""", duration=4.0),
    ]
    rs.add("terminal", "h58-terminal-10", SYSTEM, turns, state="deploy@artifacts-01:~/releases$")


# ---------------------------------------------------------------- 11 quota (clean)
def t11(rs: RowSet) -> None:
    p = Pane("root", "hpc-login01", "/root")
    hdr = """*** Report for user quotas on device /dev/mapper/vg0-home
Block grace time: 7days; Inode grace time: 7days
                        Space limits                File limits
User            used    soft    hard  grace    used  soft  hard  grace
----------------------------------------------------------------------"""
    turns = [
        p.run("repquota -s /home", hdr + """
root      --     20K      0K      0K              2     0     0
akhan     --  38420M  48829M  53711M         184211     0     0
bchen     +-  51203M  48829M  53711M  6days   92817     0     0
dlopez    --  12877M  48829M  53711M          40022     0     0
mfischer  --    412M  48829M  53711M           3019     0     0
"""),
        p.run("quota -s -u bchen", """Disk quotas for user bchen (uid 1004):
     Filesystem   space   quota   limit   grace   files   quota   limit   grace
/dev/mapper/vg0-home
                 51203M* 48829M  53711M   6days   92817       0       0        """),
        p.run("setquota -u bchen 100G 110G 0 0 /home"),
        p.run("quota -s -u bchen", """Disk quotas for user bchen (uid 1004):
     Filesystem   space   quota   limit   grace   files   quota   limit   grace
/dev/mapper/vg0-home
                 51203M    100G    110G           92817       0       0        """),
        p.run("useradd -m -u 1006 -s /bin/bash pnair && setquota -u pnair 50000000 55000000 0 0 /home"),
        p.run("repquota -s /home", hdr + """
root      --     20K      0K      0K              2     0     0
akhan     --  38433M  48829M  53711M         184236     0     0
bchen     --  51203M    100G    110G          92817     0     0
dlopez    --  12877M  48829M  53711M          40022     0     0
mfischer  --    412M  48829M  53711M           3019     0     0
pnair     --     16K  48829M  53711M              4     0     0
"""),
        p.run("quotaon -p /home", """group quota on /home (/dev/mapper/vg0-home) is off
user quota on /home (/dev/mapper/vg0-home) is on
project quota on /home (/dev/mapper/vg0-home) is off"""),
        p.run("repquota -s /home | grep -E '^(bchen|pnair) '", """bchen     --  51203M    100G    110G          92817     0     0
pnair     --     16K  48829M  53711M              4     0     0       """),
    ]
    rs.add("terminal", "h58-terminal-11", SYSTEM, turns, state="root@hpc-login01:~#")


# ---------------------------------------------------------------- 12 smartctl (bad: device model)
SMART_HDR = """smartctl 7.2 2020-12-30 r5155 [x86_64-linux-5.15.0-105-generic] (local build)
Copyright (C) 2002-20, Bruce Allen, Christian Franke, www.smartmontools.org
"""


def smart_info(model: str, clock: str) -> str:
    return f"""=== START OF INFORMATION SECTION ===
Model Family:     Seagate IronWolf
Device Model:     {model}
Serial Number:    WSD4K1QX
LU WWN Device Id: 5 000c50 0d3a7e91b
Firmware Version: SC60
User Capacity:    8,001,563,222,016 bytes [8.00 TB]
Sector Sizes:     512 bytes logical, 4096 bytes physical
Rotation Rate:    7200 rpm
Form Factor:      3.5 inches
Device is:        In smartctl database [for details use: -P show]
ATA Version is:   ACS-4 (minor revision not indicated)
SATA Version is:  SATA 3.3, 6.0 Gb/s (current: 6.0 Gb/s)
Local Time is:    {clock}
SMART support is: Available - device has SMART capability.
SMART support is: Enabled"""


def t12(rs: RowSet) -> None:
    p = Pane("root", "nas-07", "/root")
    attrs = """=== START OF READ SMART DATA SECTION ===
SMART Attributes Data Structure revision number: 10
Vendor Specific SMART Attributes with Thresholds:
ID# ATTRIBUTE_NAME          FLAG     VALUE WORST THRESH TYPE      UPDATED  WHEN_FAILED RAW_VALUE
  1 Raw_Read_Error_Rate     0x000f   080   064   044    Pre-fail  Always       -       98410532
  3 Spin_Up_Time            0x0003   085   084   000    Pre-fail  Always       -       0
  4 Start_Stop_Count        0x0032   100   100   020    Old_age   Always       -       112
  5 Reallocated_Sector_Ct   0x0033   100   100   010    Pre-fail  Always       -       0
  7 Seek_Error_Rate         0x000f   090   060   045    Pre-fail  Always       -       961273418
  9 Power_On_Hours          0x0032   076   076   000    Old_age   Always       -       21847
 10 Spin_Retry_Count        0x0013   100   100   097    Pre-fail  Always       -       0
 12 Power_Cycle_Count       0x0032   100   100   020    Old_age   Always       -       112
 18 Head_Health             0x000b   100   100   050    Pre-fail  Always       -       0
187 Reported_Uncorrect      0x0032   100   100   000    Old_age   Always       -       0
188 Command_Timeout         0x0032   100   100   000    Old_age   Always       -       0
190 Airflow_Temperature_Cel 0x0022   064   052   040    Old_age   Always       -       36 (Min/Max 31/46)
192 Power-Off_Retract_Count 0x0032   100   100   000    Old_age   Always       -       87
193 Load_Cycle_Count        0x0032   096   096   000    Old_age   Always       -       8914
194 Temperature_Celsius     0x0022   036   048   000    Old_age   Always       -       36 (0 19 0 0 0)
195 Hardware_ECC_Recovered  0x001a   080   064   000    Old_age   Always       -       98410532
197 Current_Pending_Sector  0x0012   100   100   000    Old_age   Always       -       0
198 Offline_Uncorrectable   0x0010   100   100   000    Old_age   Offline      -       0
199 UDMA_CRC_Error_Count    0x003e   200   200   000    Old_age   Always       -       0
240 Head_Flying_Hours       0x0000   100   253   000    Old_age   Offline      -       21794
241 Total_LBAs_Written      0x0000   100   253   000    Old_age   Offline      -       41284519873
242 Total_LBAs_Read         0x0000   100   253   000    Old_age   Offline      -       118204731662
"""
    turns = [
        p.run("smartctl -i /dev/sdd", SMART_HDR + "\n" + smart_info("ST8000VN004-2M2101", "Tue May 14 13:02:51 2024 UTC") + "\n"),
        p.run("smartctl -t short /dev/sdd", SMART_HDR + """
=== START OF OFFLINE IMMEDIATE AND SELF-TEST SECTION ===
Sending command: "Execute SMART Short self-test routine immediately in off-line mode".
Drive command "Execute SMART Short self-test routine immediately in off-line mode" successful.
Testing has begun.
Please wait 1 minutes for test to complete.
Test will complete after Tue May 14 13:04:12 2024 UTC
Use smartctl -X to abort test.
"""),
        p.run("sleep 90; smartctl -l selftest /dev/sdd", SMART_HDR + """
=== START OF READ SMART DATA SECTION ===
SMART Self-test log structure revision number 1
Num  Test_Description    Status                  Remaining  LifeTime(hours)  LBA_of_first_error
# 1  Short offline       Completed without error       00%     21847         -
# 2  Extended offline    Completed without error       00%     21203         -
# 3  Short offline       Completed without error       00%     21179         -
""", duration=95.0),
        p.run("smartctl -a /dev/sdd | head -n 20", SMART_HDR + "\n" + smart_info("ST8000VN004-3CP101", "Tue May 14 13:04:52 2024 UTC")),
        p.run("smartctl -A /dev/sdd", SMART_HDR + "\n" + attrs),
        p.run("smartctl -l error /dev/sdd", SMART_HDR + """
=== START OF READ SMART DATA SECTION ===
SMART Error Log Version: 1
No Errors Logged
"""),
    ]
    rs.add("terminal", "h58-terminal-12", SYSTEM, turns, state="root@nas-07:~#", bad=True, turn=4,
           kind="smartctl -a reports Device Model ST8000VN004-3CP101 for the same drive (serial WSD4K1QX) that smartctl -i showed as ST8000VN004-2M2101")


# ---------------------------------------------------------------- 13 btrfs (bad: renamed snapshot back under old name)
def t13(rs: RowSet) -> None:
    p = Pane("root", "fedora-ws", "/root", style="rhel")
    home_uuid = "f04b7c2e-9a13-4d58-b6e1-3c8a2d7f9e05"
    turns = [
        p.run("btrfs subvolume list /mnt/pool", """ID 256 gen 184213 top level 5 path @
ID 257 gen 184213 top level 5 path @home
ID 258 gen 183990 top level 5 path @var_log
ID 263 gen 171402 top level 5 path @snapshots
ID 1042 gen 182710 top level 263 path @snapshots/home-2024-05-01
ID 1057 gen 183455 top level 263 path @snapshots/home-2024-05-08"""),
        p.run("btrfs subvolume snapshot -r /mnt/pool/@home /mnt/pool/@snapshots/home-2024-05-14", "Create a readonly snapshot of '/mnt/pool/@home' in '/mnt/pool/@snapshots/home-2024-05-14'"),
        p.run("btrfs subvolume list -s /mnt/pool", """ID 1042 gen 182710 cgen 182709 top level 263 otime 2024-05-01 00:00:04 path @snapshots/home-2024-05-01
ID 1057 gen 183455 cgen 183454 top level 263 otime 2024-05-08 00:00:03 path @snapshots/home-2024-05-08
ID 1071 gen 184230 cgen 184230 top level 263 otime 2024-05-14 15:21:37 path @snapshots/home-2024-05-14"""),
        p.run("btrfs subvolume delete /mnt/pool/@snapshots/home-2024-05-01", "Delete subvolume (no-commit): '/mnt/pool/@snapshots/home-2024-05-01'"),
        p.run("mv /mnt/pool/@snapshots/home-2024-05-08 /mnt/pool/@snapshots/home-weekly-19"),
        p.run("btrfs subvolume show /mnt/pool/@snapshots/home-weekly-19", f"""@snapshots/home-weekly-19
	Name: 			home-weekly-19
	UUID: 			8c2f41d7-3e6b-4a09-b7d2-5f1e9c0a6b38
	Parent UUID: 		{home_uuid}
	Received UUID: 		-
	Creation time: 		2024-05-08 00:00:03 +0200
	Subvolume ID: 		1057
	Generation: 		183455
	Gen at creation: 	183454
	Parent ID: 		263
	Top level ID: 		263
	Flags: 			readonly
	Send transid: 		0
	Send time: 		2024-05-08 00:00:03 +0200
	Receive transid: 	0
	Receive time: 		-
	Snapshot(s):"""),
        p.run("btrfs property get /mnt/pool/@snapshots/home-2024-05-14 ro", "ro=true"),
        p.run("btrfs subvolume list /mnt/pool", """ID 256 gen 184251 top level 5 path @
ID 257 gen 184249 top level 5 path @home
ID 258 gen 184250 top level 5 path @var_log
ID 263 gen 184236 top level 5 path @snapshots
ID 1057 gen 183455 top level 263 path @snapshots/home-2024-05-08
ID 1071 gen 184230 top level 263 path @snapshots/home-2024-05-14"""),
        p.run("btrfs property set /mnt/pool/@snapshots/home-2024-05-14 ro false"),
        p.run("touch /mnt/pool/@snapshots/home-2024-05-14/.restore-marker && btrfs subvolume show /mnt/pool/@snapshots/home-2024-05-14 | grep -E 'Generation|Flags'", """	Generation: 		184262
	Flags: 			-"""),
        p.run("btrfs filesystem du -s /mnt/pool/@snapshots/*", """     Total   Exclusive  Set shared  Filename
 212.41GiB     1.02GiB   211.19GiB  /mnt/pool/@snapshots/home-2024-05-14
 209.87GiB     3.66GiB   206.01GiB  /mnt/pool/@snapshots/home-weekly-19""", duration=15.0),
    ]
    rs.add("terminal", "h58-terminal-13", SYSTEM, turns, state="[root@fedora-ws ~]#", bad=True, turn=8,
           kind="subvolume 1057 is listed again as @snapshots/home-2024-05-08 although it was renamed to home-weekly-19 (and shown under that name) with no rename back")


# ---------------------------------------------------------------- 14 iostat (clean)
def t14(rs: RowSet) -> None:
    p = Pane("sre", "kafka-broker-2", "/home/sre")
    banner = "Linux 5.15.0-105-generic (kafka-broker-2) \t05/14/2024 \t_x86_64_\t(32 CPU)\n"
    xh = "Device            r/s     rkB/s   rrqm/s  %rrqm r_await rareq-sz     w/s     wkB/s   wrqm/s  %wrqm w_await wareq-sz     d/s     dkB/s   drqm/s  %drqm d_await dareq-sz     f/s f_await  aqu-sz  %util"
    xm = "Device            r/s     rMB/s   rrqm/s  %rrqm r_await rareq-sz     w/s     wMB/s   wrqm/s  %wrqm w_await wareq-sz     d/s     dMB/s   drqm/s  %drqm d_await dareq-sz     f/s f_await  aqu-sz  %util"
    turns = [
        p.run("iostat -V", "sysstat version 12.5.2\n(C) Sebastien Godard (sysstat <at> orange.fr)"),
        p.run("iostat -dx nvme0n1 nvme1n1 sda", banner + "\n" + xh + """
nvme0n1        212.41  18734.22     0.00   0.00    0.21    88.20  1843.77 151207.64     3.12   0.17    0.58    82.01    0.00      0.00     0.00   0.00    0.00     0.00   41.20    0.31    1.12  37.84
nvme1n1        208.95  18402.16     0.00   0.00    0.21    88.07  1839.40 150871.09     3.09   0.17    0.57    82.02    0.00      0.00     0.00   0.00    0.00     0.00   41.18    0.30    1.10  37.52
sda              1.84     41.37     0.22  10.68    1.37    22.48     6.91     88.40     4.70  40.48    2.04    12.79    0.00      0.00     0.00   0.00    0.00     0.00    1.77    1.19    0.02   0.94
"""),
        p.run("iostat -dxmt -y 5 2 nvme0n1 nvme1n1", banner + """
05/14/2024 02:41:17 PM
""" + xm + """
nvme0n1        118.20     10.03     0.00   0.00    0.19    86.89  2611.40    211.62     4.20   0.16    0.61    82.98    0.00      0.00     0.00   0.00    0.00     0.00   52.00    0.32    1.63  51.28
nvme1n1        121.60     10.41     0.00   0.00    0.20    87.66  2598.80    210.37     4.00   0.15    0.62    82.89    0.00      0.00     0.00   0.00    0.00     0.00   52.00    0.31    1.64  51.02

05/14/2024 02:41:22 PM
""" + xm + """
nvme0n1        904.60     79.12     0.00   0.00    0.23    89.56  2498.20    202.11     3.80   0.15    0.60    82.84    0.00      0.00     0.00   0.00    0.00     0.00   49.80    0.33    1.72  58.96
nvme1n1         96.40      8.17     0.00   0.00    0.19    86.78  2503.60    202.74     3.60   0.14    0.61    82.92    0.00      0.00     0.00   0.00    0.00     0.00   49.80    0.32    1.56  49.70
""", duration=11.0),
        p.run("iostat -c -y 2 2", banner + """
avg-cpu:  %user   %nice %system %iowait  %steal   %idle
          21.48    0.00    6.93    1.12    0.00   70.47

avg-cpu:  %user   %nice %system %iowait  %steal   %idle
          23.02    0.00    7.41    1.38    0.00   68.19
""", duration=5.0),
        p.run("iostat -dh -y nvme1n1 3 1", banner + """
      tps    kB_read/s    kB_wrtn/s    kB_dscd/s    kB_read    kB_wrtn    kB_dscd Device
  2719.33        11.3M       209.6M         0.0k      33.9M     628.7M       0.0k nvme1n1
""", duration=4.0),
        p.run("lsblk -o NAME,SIZE,FSTYPE,MOUNTPOINTS /dev/nvme0n1 /dev/nvme1n1", """NAME    SIZE FSTYPE MOUNTPOINTS
nvme0n1 2.9T xfs    /var/lib/kafka/data-0
nvme1n1 2.9T xfs    /var/lib/kafka/data-1"""),
        p.run("iostat -dxt -y 5 1 nvme0n1 nvme1n1", banner + """
05/14/2024 02:42:09 PM
""" + xh + """
nvme0n1        131.80  11402.40     0.00   0.00    0.20    86.51  2702.60 224110.85     4.40   0.16    0.62    82.92    0.00      0.00     0.00   0.00    0.00     0.00   54.20    0.32    1.74  52.66
nvme1n1        127.00  11087.31     0.00   0.00    0.20    87.30  2688.20 222781.42     4.20   0.16    0.62    82.87    0.00      0.00     0.00   0.00    0.00     0.00   54.20    0.31    1.73  52.31
""", duration=6.0),
    ]
    rs.add("terminal", "h58-terminal-14", SYSTEM, turns, state="sre@kafka-broker-2:~$")


# ---------------------------------------------------------------- 15 duplicity (bad: last full backup date)
DUP_SYNC = "Local and Remote metadata are synchronized, no sync needed."
OLD_CHAIN = """Chain start time: Sun May  5 01:30:04 2024
Chain end time: Tue May 14 01:30:03 2024
Number of contained backup sets: 10
Total number of contained volumes: 73
 Type of backup set:                            Time:      Num volumes:
                Full         Sun May  5 01:30:04 2024                61
         Incremental         Mon May  6 01:30:02 2024                 2
         Incremental         Tue May  7 01:30:03 2024                 1
         Incremental         Wed May  8 01:30:02 2024                 1
         Incremental         Thu May  9 01:30:04 2024                 2
         Incremental         Fri May 10 01:30:02 2024                 1
         Incremental         Sat May 11 01:30:03 2024                 1
         Incremental         Sun May 12 01:30:02 2024                 1
         Incremental         Mon May 13 01:30:03 2024                 2
         Incremental         Tue May 14 01:30:03 2024                 1"""
NEW_CHAIN = """Chain start time: Tue May 14 14:35:10 2024
Chain end time: Tue May 14 14:35:10 2024
Number of contained backup sets: 1
Total number of contained volumes: 59
 Type of backup set:                            Time:      Num volumes:
                Full         Tue May 14 14:35:10 2024                59"""
DUP_HEAD = """Collection Status
-----------------
Connecting with backend: BackendWrapper
Archive dir: /root/.cache/duplicity/3a9f1c0e6d0b2e8f4d1a7c5b9e2f6a13
"""


def t15(rs: RowSet) -> None:
    p = Pane("root", "ledger-app01", "/root")
    url = "file:///mnt/nfs/dup/ledger"
    full = f"duplicity full --encrypt-key 7A3F21C9 /srv/ledger {url}"
    turns = [
        p.run(f"duplicity collection-status {url}", f"""{DUP_SYNC}
Last full backup date: Sun May  5 01:30:04 2024
{DUP_HEAD}
Found 0 secondary backup chains.

Found primary backup chain with matching signature chain:
-------------------------
{OLD_CHAIN}
-------------------------
No orphaned or incomplete backup sets found.""", duration=5.0),
        p.run("du -sh /srv/ledger", "1.5G\t/srv/ledger"),
        p.run(f"duplicity list-current-files {url} | head -n 6", f"""{DUP_SYNC}
Last full backup date: Sat May  4 01:30:04 2024
Tue May 14 01:12:40 2024 .
Mon Apr 22 16:03:18 2024 config
Mon Apr 22 16:03:18 2024 config/ledger.yaml
Tue May 14 01:12:40 2024 data""", duration=8.0),
        start(p, full, f"{DUP_SYNC}\nLast full backup date: Sun May  5 01:30:04 2024", duration=30.0),
        finish(p, full, f"""{DUP_SYNC}
Last full backup date: Sun May  5 01:30:04 2024
--------------[ Backup Statistics ]--------------
StartTime 1715697310.42 (Tue May 14 14:35:10 2024)
EndTime 1715697921.87 (Tue May 14 14:45:21 2024)
ElapsedTime 611.45 (10 minutes 11.45 seconds)
SourceFiles 48211
SourceFileSize 1572193420 (1.46 GB)
NewFiles 48211
NewFileSize 1572193420 (1.46 GB)
DeletedFiles 0
ChangedFiles 0
ChangedFileSize 0 (0 bytes)
ChangedDeltaSize 0 (0 bytes)
DeltaEntries 48211
RawDeltaSize 1568310272 (1.46 GB)
TotalDestinationSizeChange 1531872933 (1.43 GB)
Errors 0
-------------------------------------------------""", 600.0),
        p.run(f"duplicity collection-status {url}", f"""{DUP_SYNC}
Last full backup date: Tue May 14 14:35:10 2024
{DUP_HEAD}
Found 1 secondary backup chain.
Secondary chain 1 of 1:
-------------------------
{OLD_CHAIN}
-------------------------


Found primary backup chain with matching signature chain:
-------------------------
{NEW_CHAIN}
-------------------------
No orphaned or incomplete backup sets found.""", duration=5.0),
        p.run(f"duplicity remove-all-but-n-full 1 --force {url}", f"""{DUP_SYNC}
Last full backup date: Tue May 14 14:35:10 2024
Deleting backup chain at time:
Sun May  5 01:30:04 2024""", duration=10.0),
        p.run(f"duplicity restore --file-to-restore config/ledger.yaml {url} /tmp/ledger.yaml && head -n 4 /tmp/ledger.yaml", f"""{DUP_SYNC}
Last full backup date: Tue May 14 14:35:10 2024
ledger:
  listen: 0.0.0.0:8443
  db_url: postgres://ledger@pg-ledger.internal:5432/ledger
  batch_size: 500""", duration=8.0),
    ]
    rs.add("terminal", "h58-terminal-15", SYSTEM, turns, state="root@ledger-app01:~#", bad=True, turn=3,
           kind="list-current-files gives the last full backup date as Sat May 4 01:30:04 while collection-status just showed the only full backup on Sun May 5 01:30:04")


# ---------------------------------------------------------------- 16 ncdu (clean)
def ncdu_screen(path: str, rows: list[str], total: str) -> str:
    head = "ncdu 1.15.1 ~ Use the arrow keys to navigate, press ? for help"
    bar = f"--- {path} " + "-" * (80 - len(path) - 5)
    pad = [""] * (21 - len(rows))
    return "\n".join([head, bar] + rows + pad + [total])


def t16(rs: RowSet) -> None:
    p = Pane("root", "ci-cache-01", "/root")
    var_rows = ["   38.2 GiB [##########] /lib", "    6.8 GiB [#         ] /log", "    1.1 GiB [          ] /cache",
                "  412.0 MiB [          ] /backups", "   88.3 MiB [          ] /tmp", "    5.4 MiB [          ] /spool",
                "   24.0 KiB [          ] /mail", "e   4.0 KiB [          ] /opt", "e   4.0 KiB [          ] /local"]
    log_size = ["    5.1 GiB [##########] /journal", "  912.4 MiB [#         ]  syslog.1", "  420.7 MiB [          ]  syslog",
                "  188.0 MiB [          ]  kern.log.1", "   96.2 MiB [          ] /gitlab-runner", "   41.0 MiB [          ]  kern.log",
                "   22.6 MiB [          ]  auth.log", "    8.1 MiB [          ] /apt", "    1.9 MiB [          ]  dpkg.log",
                "    1.2 MiB [          ]  btmp", "  292.0 KiB [          ]  lastlog", "   84.0 KiB [          ]  wtmp",
                "   48.0 KiB [          ]  alternatives.log"]
    log_size[7:7] = ["   19.0 MiB [          ]  syslog.4.gz", "   18.0 MiB [          ]  syslog.2.gz", "   17.0 MiB [          ]  syslog.3.gz"]
    by_name = ["   48.0 KiB [          ]  alternatives.log", "    8.1 MiB [          ] /apt", "   22.6 MiB [          ]  auth.log",
               "    1.2 MiB [          ]  btmp", "    1.9 MiB [          ]  dpkg.log", "   96.2 MiB [          ] /gitlab-runner",
               "    5.1 GiB [##########] /journal", "   41.0 MiB [          ]  kern.log", "  188.0 MiB [          ]  kern.log.1",
               "  292.0 KiB [          ]  lastlog", "  420.7 MiB [          ]  syslog", "  912.4 MiB [#         ]  syslog.1",
               "   18.0 MiB [          ]  syslog.2.gz", "   17.0 MiB [          ]  syslog.3.gz", "   19.0 MiB [          ]  syslog.4.gz",
               "   84.0 KiB [          ]  wtmp"]
    after = [r for r in by_name if not r.endswith(" syslog.1")]
    log_total = " Total disk usage:   6.8 GiB  Apparent size:   6.8 GiB  Items: 1187"
    turns = [
        p.run("df -h /var", """Filesystem           Size  Used Avail Use% Mounted on
/dev/mapper/vg0-var   59G   47G  9.5G  84% /var"""),
        (act(("ncdu -x /var\n", 8.0)), ncdu_screen("/var", var_rows, " Total disk usage:  46.6 GiB  Apparent size:  45.9 GiB  Items: 412873")),
        (act(("j", 0.2), ("\r", 0.5)), ncdu_screen("/var/log", ["                        /.."] + log_size, log_total)),
        (act(("n", 0.3)), ncdu_screen("/var/log", ["                        /.."] + by_name, log_total)),
        (act(("jjjjj", 0.3), ("d", 0.5)), ncdu_screen("/var/log", ["                        /.."] + by_name[:9] + [
            "                   ┌───Confirm delete──────────────────────────────┐",
            "                   │                                               │",
            "                   │ Are you sure you want to delete \"syslog.1\"?   │",
            "                   │                                               │",
            "                   │    yes      no     don't ask me again         │",
            "                   └───────────────────────────────────────────────┘"] + by_name[15:], log_total)),
        (act(("y", 1.0)), ncdu_screen("/var/log", ["                        /.."] + after, " Total disk usage:   5.9 GiB  Apparent size:   5.9 GiB  Items: 1186")),
        (act(("q", 0.5)), "root@ci-cache-01:~# ncdu -x /var\nroot@ci-cache-01:~# "),
        p.run("df -h /var", """Filesystem           Size  Used Avail Use% Mounted on
/dev/mapper/vg0-var   59G   46G   11G  82% /var"""),
        p.run("ls -lh /var/log/syslog*", """-rw-r----- 1 syslog adm 421M May 14 11:26 /var/log/syslog
-rw-r----- 1 syslog adm  18M May 12 00:00 /var/log/syslog.2.gz
-rw-r----- 1 syslog adm  17M May  5 00:00 /var/log/syslog.3.gz
-rw-r----- 1 syslog adm  19M Apr 28 00:00 /var/log/syslog.4.gz"""),
    ]
    rs.add("terminal", "h58-terminal-16", SYSTEM, turns, state="root@ci-cache-01:~#")


# ---------------------------------------------------------------- 17 df and du (bad: deleted month back)
def t17(rs: RowSet) -> None:
    p = Pane("root", "elk-node-3", "/root", style="rhel")
    turns = [
        p.run("df -h", """Filesystem                 Size  Used Avail Use% Mounted on
devtmpfs                   4.0M     0  4.0M   0% /dev
tmpfs                       16G     0   16G   0% /dev/shm
tmpfs                      6.3G  633M  5.7G  10% /run
/dev/mapper/rl-root         70G   18G   53G  26% /
/dev/sda1                  960M  412M  549M  43% /boot
/dev/mapper/rl-home         50G  3.1G   47G   7% /home
/dev/mapper/vg_es-lv_es    2.0T  1.8T  207G  90% /var/lib/elasticsearch
/dev/sdb1                  916G  702G  168G  81% /var/log
tmpfs                      3.2G  4.0K  3.2G   1% /run/user/1000"""),
        p.run("du -h --max-depth=1 /var/log | sort -h | tail -n 8", """12M	/var/log/audit
48M	/var/log/sa
212M	/var/log/elasticsearch
1.4G	/var/log/journal
9.8G	/var/log/nginx
41G	/var/log/logstash
650G	/var/log/archive
702G	/var/log""", duration=25.0),
        p.run("du -sh /var/log/archive/* | sort -h", """96G	/var/log/archive/2023-11
118G	/var/log/archive/2023-12
131G	/var/log/archive/2024-01
147G	/var/log/archive/2024-02
158G	/var/log/archive/2024-03""", duration=20.0),
        p.run("rm -rf /var/log/archive/2023-11 /var/log/archive/2023-12", duration=20.0),
        p.run("df -h /var/log /var/lib/elasticsearch", """Filesystem               Size  Used Avail Use% Mounted on
/dev/sdb1                916G  488G  382G  57% /var/log
/dev/mapper/vg_es-lv_es  2.0T  1.8T  205G  90% /var/lib/elasticsearch"""),
        p.run("du -sh /var/log/archive/* | sort -h", """118G	/var/log/archive/2023-12
131G	/var/log/archive/2024-01
147G	/var/log/archive/2024-02
158G	/var/log/archive/2024-03""", duration=15.0),
        p.run("du -sh /var/log", "488G\t/var/log", duration=20.0),
    ]
    rs.add("terminal", "h58-terminal-17", SYSTEM, turns, state="[root@elk-node-3 ~]#", bad=True, turn=6,
           kind="du lists /var/log/archive/2023-12 (118G) again right after rm -rf deleted it together with 2023-11")


# ---------------------------------------------------------------- 18 mkfs and fsck (clean)
def t18(rs: RowSet) -> None:
    p = Pane("root", "storage-lab", "/root")
    old_u, new_u = "2b7e91c4-5d3a-4f08-a6e2-9c1d0b4f7e36", "e51f0a92-7c4b-4d13-8e6a-0b3f9d2c7a41"
    sb = """Superblock backups stored on blocks:
	32768, 98304, 163840, 229376, 294912, 819200, 884736, 1605632, 2654208,
	4096000, 7962624, 11239424, 20480000, 23887872, 71663616, 78675968,
	102400000, 214990848
"""
    turns = [
        p.run("lsblk -f /dev/sdc", f"""NAME   FSTYPE FSVER LABEL   UUID                                 FSAVAIL FSUSE% MOUNTPOINTS
sdc
└─sdc1 ext4   1.0   scratch {old_u}  801.6G     9% /mnt/scratch"""),
        p.run("umount /mnt/scratch && e2fsck -f /dev/sdc1", """e2fsck 1.47.0 (5-Feb-2023)
Pass 1: Checking inodes, blocks, and sizes
Pass 2: Checking directory structure
Pass 3: Checking directory connectivity
Pass 4: Checking reference counts
Pass 5: Checking group summary information
scratch: 48213/61054976 files (0.4% non-contiguous), 21847302/244190208 blocks""", duration=30.0),
        start(p, "mkfs.ext4 -L scratch2 -m 1 -E lazy_itable_init=0 /dev/sdc1", """mke2fs 1.47.0 (5-Feb-2023)
/dev/sdc1 contains a ext4 file system labelled 'scratch'
	last mounted on /mnt/scratch on Tue May 14 09:58:12 2024
Proceed anyway? (y,N) """),
        (act(("y\n", 60.0)), f"""Proceed anyway? (y,N) y
Creating filesystem with 244190208 4k blocks and 61054976 inodes
Filesystem UUID: {new_u}
{sb}
Allocating group tables: done
Writing inode tables: done
Creating journal (262144 blocks): done
Writing superblocks and filesystem accounting information: done

root@storage-lab:~# """),
        p.run("e2fsck -f /dev/sdc1", """e2fsck 1.47.0 (5-Feb-2023)
Pass 1: Checking inodes, blocks, and sizes
Pass 2: Checking directory structure
Pass 3: Checking directory connectivity
Pass 4: Checking reference counts
Pass 5: Checking group summary information
scratch2: 11/61054976 files (0.0% non-contiguous), 4147926/244190208 blocks""", duration=10.0),
        p.run("tune2fs -l /dev/sdc1 | grep -E 'volume name|UUID|Block count|Reserved block count|Mount count|Maximum mount count'", f"""Filesystem volume name:   scratch2
Filesystem UUID:          {new_u}
Block count:              244190208
Reserved block count:     2441902
Mount count:              0
Maximum mount count:      -1"""),
        p.run("mount /dev/sdc1 /mnt/scratch && df -h /mnt/scratch", """Filesystem      Size  Used Avail Use% Mounted on
/dev/sdc1       916G   28K  907G   1% /mnt/scratch"""),
        p.run("umount /mnt/scratch && fsck -n /dev/sdc1", """fsck from util-linux 2.38.1
e2fsck 1.47.0 (5-Feb-2023)
scratch2: clean, 11/61054976 files, 4147926/244190208 blocks"""),
        p.run("tune2fs -c 30 /dev/sdc1", "tune2fs 1.47.0 (5-Feb-2023)\nSetting maximal mount count to 30"),
        p.run("tune2fs -l /dev/sdc1 | grep -E 'Last mount time|Mount count|Maximum mount count'", """Last mount time:          Tue May 14 10:07:41 2024
Mount count:              1
Maximum mount count:      30"""),
    ]
    rs.add("terminal", "h58-terminal-18", SYSTEM, turns, state="root@storage-lab:~#")


# ---------------------------------------------------------------- 19 xfs tools (bad: fstab options line)
def t19(rs: RowSet) -> None:
    p = Pane("root", "minio-03", "/root", style="rhel")
    u = "e9a4c2d1-7b3f-4a60-8d25-13f0b6c9e7a2"
    line = f"UUID={u} /data/minio1 xfs defaults,noatime,inode64,logbufs=8 0 0"
    turns = [
        p.run("cat /etc/fstab", f"""
#
# /etc/fstab
# Created by anaconda on Thu Jan 18 10:22:41 2024
#
# Accessible filesystems, by reference, are maintained under '/dev/disk/'.
# See man pages fstab(5), findfs(8), mount(8) and/or blkid(8) for more info.
#
# After editing this file, run 'systemctl daemon-reload' to update systemd
# units generated from this file.
#
/dev/mapper/rl-root     /                       xfs     defaults        0 0
UUID=4c1e9a7b-2f3d-4e8a-9b51-0c7d6e2f1a84 /boot                   xfs     defaults        0 0
/dev/mapper/rl-swap     none                    swap    defaults        0 0
{line}"""),
        p.run("xfs_info /data/minio1", """meta-data=/dev/nvme1n1p1         isize=512    agcount=4, agsize=122094016 blks
         =                       sectsz=4096  attr=2, projid32bit=1
         =                       crc=1        finobt=1, sparse=1, rmapbt=0
         =                       reflink=1    bigtime=1 inobtcount=1 nrext64=0
data     =                       bsize=4096   blocks=488376064, imaxpct=5
         =                       sunit=0      swidth=0 blks
naming   =version 2              bsize=4096   ascii-ci=0, ftype=1
log      =internal log           bsize=4096   blocks=238465, version=2
         =                       sectsz=4096  sunit=1 blks, lazy-count=1
realtime =none                   extsz=4096   blocks=0, rtextents=0"""),
        p.run("findmnt /data/minio1", """TARGET       SOURCE         FSTYPE OPTIONS
/data/minio1 /dev/nvme1n1p1 xfs    rw,noatime,attr2,inode64,logbufs=8,logbsize=32k,noquota"""),
        p.run("df -h /data/minio1", """Filesystem      Size  Used Avail Use% Mounted on
/dev/nvme1n1p1  1.9T  1.2T  679G  64% /data/minio1"""),
        p.run("findmnt --fstab /data/minio1", f"""TARGET       SOURCE                                    FSTYPE OPTIONS
/data/minio1 UUID={u} xfs    defaults,noatime,inode64,logbufs=4"""),
        p.run("xfs_admin -lu /dev/nvme1n1p1", f'label = "minio1"\nUUID = {u}'),
        p.run("xfs_db -r -c frag /dev/nvme1n1p1", """actual 1844213, ideal 1790455, fragmentation factor 2.92%
Note, this number is largely meaningless.
Files on this filesystem average 1.03 extents per file""", duration=20.0),
        p.run("systemctl daemon-reload && grep minio1 /etc/fstab", line),
        p.run("df -i /data/minio1", """Filesystem        Inodes   IUsed     IFree IUse% Mounted on
/dev/nvme1n1p1 195350400 1843017 193507383    1% /data/minio1"""),
    ]
    rs.add("terminal", "h58-terminal-19", SYSTEM, turns, state="[root@minio-03 ~]#", bad=True, turn=5,
           kind="findmnt --fstab reports logbufs=4 for /data/minio1 while the fstab line printed before (and grepped after, unedited) has logbufs=8")


# ---------------------------------------------------------------- 20 parted (clean)
def t20(rs: RowSet) -> None:
    p = Pane("root", "k8s-worker-11", "/root")
    hdr = """Model: SAMSUNG MZQL23T8HCLS-00A07 (nvme)
Disk /dev/nvme2n1: {size}
Sector size (logical/physical): 512B/4096B
Partition Table: {table}
Disk Flags: """
    turns = [
        p.run("parted /dev/nvme2n1 print", "Error: /dev/nvme2n1: unrecognised disk label\n" + hdr.format(size="3841GB", table="unknown") + "\n"),
        p.run("parted -s /dev/nvme2n1 mklabel gpt"),
        p.run("parted -s -a optimal /dev/nvme2n1 mkpart containerd ext4 1MiB 1TiB"),
        p.run("parted -s -a optimal /dev/nvme2n1 mkpart localpv xfs 1TiB 100%"),
        p.run("parted /dev/nvme2n1 unit GB print", hdr.format(size="3841GB", table="gpt") + """

Number  Start   End     Size    File system  Name        Flags
 1      0.00GB  1100GB  1100GB               containerd
 2      1100GB  3841GB  2741GB               localpv
"""),
        p.run("parted /dev/nvme2n1 unit s print", hdr.format(size="7501476528s", table="gpt") + """

Number  Start        End          Size         File system  Name        Flags
 1      2048s        2147483647s  2147481600s               containerd
 2      2147483648s  7501475839s  5353992192s               localpv
"""),
        p.run("parted -s /dev/nvme2n1 name 2 openebs-lvm"),
        p.run("parted -s /dev/nvme2n1 set 2 lvm on"),
        p.run("mkfs.ext4 -q -L containerd /dev/nvme2n1p1", duration=15.0),
        p.run("parted /dev/nvme2n1 print", hdr.format(size="3841GB", table="gpt") + """

Number  Start   End     Size    File system  Name         Flags
 1      1049kB  1100GB  1100GB  ext4         containerd
 2      1100GB  3841GB  2741GB               openebs-lvm  lvm
"""),
        p.run("lsblk -o NAME,SIZE,FSTYPE,LABEL,PARTLABEL /dev/nvme2n1", """NAME         SIZE FSTYPE LABEL      PARTLABEL
nvme2n1      3.5T
├─nvme2n1p1 1024G ext4   containerd containerd
└─nvme2n1p2  2.5T                   openebs-lvm"""),
        p.run("pvcreate /dev/nvme2n1p2 && vgcreate lvmvg /dev/nvme2n1p2", """  Physical volume "/dev/nvme2n1p2" successfully created.
  Volume group "lvmvg" successfully created"""),
    ]
    rs.add("terminal", "h58-terminal-20", SYSTEM, turns, state="root@k8s-worker-11:~#")


# ---------------------------------------------------------------- 21 nvme-cli (bad: data_units_written goes backwards)
def smart_log(dev: str, temp: int, c: dict[str, str]) -> str:
    return f"""Smart Log for NVME device:{dev} namespace-id:ffffffff
critical_warning			: 0
temperature				: {temp} C ({temp + 273} Kelvin)
available_spare				: 100%
available_spare_threshold		: 10%
percentage_used				: 3%
endurance group critical warning summary: 0
data_units_read				: {c['dur']}
data_units_written			: {c['duw']}
host_read_commands			: {c['hrc']}
host_write_commands			: {c['hwc']}
controller_busy_time			: {c['busy']}
power_cycles				: 38
power_on_hours				: {c['poh']}
unsafe_shutdowns			: 11
media_errors				: 0
num_err_log_entries			: 0
Warning Temperature Time		: 0
Critical Composite Temperature Time	: 0
Temperature Sensor 1			: {temp} C ({temp + 273} Kelvin)
Thermal Management T1 Trans Count	: 0
Thermal Management T2 Trans Count	: 0
Thermal Management T1 Total Time	: 0
Thermal Management T2 Total Time	: 0"""


def t21(rs: RowSet) -> None:
    p = Pane("root", "ceph-osd-05", "/root")
    nlist = """Node                  Generic               SN                   Model                                    Namespace Usage                      Format           FW Rev
--------------------- --------------------- -------------------- ---------------------------------------- --------- -------------------------- ---------------- --------
/dev/nvme0n1          /dev/ng0n1            S4EMNX0R812345       SAMSUNG MZ1LB960HAJQ-00007               1         960.20  GB / 960.20  GB    512   B +  0 B   EDA7602Q
/dev/nvme1n1          /dev/ng1n1            PHLJ0123004K4P0DGN   INTEL SSDPE2KX040T8                      1           4.00  TB /   4.00  TB    512   B +  0 B   VDV10170
/dev/nvme2n1          /dev/ng2n1            PHLJ0123005M4P0DGN   INTEL SSDPE2KX040T8                      1           4.00  TB /   4.00  TB    512   B +  0 B   VDV10170"""
    c1 = {"dur": "311,480,225", "duw": "402,117,562", "hrc": "2,871,420,655", "hwc": "4,209,338,817", "busy": "21,734", "poh": "27,405"}
    c3 = {"dur": "311,484,019", "duw": "402,119,884", "hrc": "2,871,452,310", "hwc": "4,209,371,502", "busy": "21,735", "poh": "27,405"}
    fio = "fio --name=burnin --filename=/dev/nvme2n1 --rw=write --bs=1M --size=100G --direct=1 --ioengine=libaio --iodepth=32"
    turns = [
        p.run("nvme list", nlist),
        p.run("nvme smart-log /dev/nvme1n1", smart_log("nvme1n1", 34, c1)),
        p.run("nvme id-ctrl /dev/nvme1n1 | grep -E '^(vid|sn|mn|fr|tnvmcap|unvmcap|nn) '", """vid       : 0x8086
sn        : PHLJ0123004K4P0DGN
mn        : INTEL SSDPE2KX040T8
fr        : VDV10170
tnvmcap   : 4000787030016
unvmcap   : 0
nn        : 128"""),
        p.run("nvme error-log /dev/nvme1n1 -e 1", """Error Log Entries for device:nvme1n1 entries:1
.................
 Entry[ 0]
.................
error_count	: 0
sqid		: 0
cmdid		: 0
status_field	: 0(SUCCESS: The command completed successfully)
phase_tag	: 0
parm_err_loc	: 0
lba		: 0
nsid		: 0
vs		: 0
trtype		: The transport type is not indicated or the error is not transport related.
cs		: 0
trtype_spec_info: 0
................."""),
        p.run(fio, """burnin: (g=0): rw=write, bs=(R) 1024KiB-1024KiB, (W) 1024KiB-1024KiB, (T) 1024KiB-1024KiB, ioengine=libaio, iodepth=32
fio-3.28
Starting 1 process
Jobs: 1 (f=1): [W(1)][100.0%][w=2898MiB/s][w=2898 IOPS][eta 00m:00s]
burnin: (groupid=0, jobs=1): err= 0: pid=48213: Tue May 14 16:22:09 2024
  write: IOPS=2891, BW=2892MiB/s (3032MB/s)(100GiB/35411msec); 0 zone resets
    slat (usec): min=14, max=812, avg=31.27, stdev=9.88
    clat (usec): min=912, max=28410, avg=11029.44, stdev=1487.20
     lat (usec): min=941, max=28447, avg=11060.91, stdev=1487.31
    clat percentiles (usec):
     |  1.00th=[ 8717],  5.00th=[ 9372], 10.00th=[ 9634], 20.00th=[10028],
     | 30.00th=[10290], 40.00th=[10552], 50.00th=[10814], 60.00th=[11076],
     | 70.00th=[11469], 80.00th=[11994], 90.00th=[12780], 95.00th=[13566],
     | 99.00th=[16188], 99.50th=[17695], 99.90th=[21627], 99.95th=[23200],
     | 99.99th=[26346]
   bw (  MiB/s): min= 2640, max= 2986, per=100.00%, avg=2893.12, stdev=61.40, samples=70
   iops        : min= 2640, max= 2986, avg=2893.10, stdev=61.38, samples=70
  lat (usec)   : 1000=0.01%
  lat (msec)   : 2=0.02%, 4=0.05%, 10=19.12%, 20=80.63%, 50=0.17%
  cpu          : usr=9.71%, sys=6.04%, ctx=94410, majf=0, minf=12
  IO depths    : 1=0.1%, 2=0.1%, 4=0.1%, 8=0.1%, 16=0.1%, 32=100.0%, >=64=0.0%
     submit    : 0=0.0%, 4=100.0%, 8=0.0%, 16=0.0%, 32=0.0%, 64=0.0%, >=64=0.0%
     complete  : 0=0.0%, 4=100.0%, 8=0.0%, 16=0.0%, 32=0.1%, 64=0.0%, >=64=0.0%
     issued rwts: total=0,102400,0,0 short=0,0,0,0 dropped=0,0,0,0
     latency   : target=0, window=0, percentile=100.00%, depth=32

Run status group 0 (all jobs):
  WRITE: bw=2892MiB/s (3032MB/s), 2892MiB/s-2892MiB/s (3032MB/s-3032MB/s), io=100GiB (107GB), run=35411-35411msec

Disk stats (read/write):
  nvme2n1: ios=0/409600, merge=0/0, ticks=0/4482913, in_queue=4482913, util=99.74%""", duration=45.0),
        p.run("nvme smart-log /dev/nvme2n1 | grep -E 'temperature|data_units_written|host_write_commands'", """temperature				: 41 C (314 Kelvin)
data_units_written			: 209,915
host_write_commands			: 409,812"""),
        p.run("nvme smart-log /dev/nvme1n1 | grep -E 'data_units|host_.*_commands|power_on_hours'", """data_units_read				: 311,482,907
data_units_written			: 402,121,340
host_read_commands			: 2,871,440,118
host_write_commands			: 4,209,362,965
power_on_hours				: 27,405"""),
        p.run("nvme format /dev/nvme2n1 --ses=1 --force", "Success formatting namespace:1", duration=10.0),
        p.run("nvme list", nlist),
        p.run("nvme smart-log /dev/nvme1n1", smart_log("nvme1n1", 35, c3)),
        p.run("nvme smart-log /dev/nvme2n1 | grep data_units_written", "data_units_written			: 209,915"),
        p.run("nvme get-feature /dev/nvme1n1 -f 0x02 -H", """get-feature:0x02 (Power Management), Current value:00000000
	Workload Hint (WH): 0 - No Workload
	Power State   (PS): 0"""),
    ]
    rs.add("terminal", "h58-terminal-21", SYSTEM, turns, state="root@ceph-osd-05:~#", bad=True, turn=10,
           kind="nvme1n1 data_units_written reads 402,119,884, lower than the 402,121,340 reported earlier, although the counter can only grow")


# ---------------------------------------------------------------- 22 cryptsetup LUKS (bad: key size)
def t22(rs: RowSet) -> None:
    p = Pane("root", "vault-db", "/root")
    u = "a3f9d6e2-41b7-4c08-9e5a-7d2c1b0f8e64"
    salt = hexid("luks-salt-0")
    dsalt = hexid("luks-dsalt")
    dig = hexid("luks-digest")

    def sp(h: str) -> str:
        b = " ".join(h[i:i + 2] for i in range(0, len(h), 2))
        return b[:47] + " \n\t            " + b[48:]

    add = "cryptsetup luksAddKey /dev/sdb2 /root/keys/sdb2-recovery.key"
    turns = [
        p.run("cryptsetup luksDump /dev/sdb2", f"""LUKS header information
Version:       	2
Epoch:         	5
Metadata area: 	16384 [bytes]
Keyslots area: 	16744448 [bytes]
UUID:          	{u}
Label:         	(no label)
Subsystem:     	(no subsystem)
Flags:       	(no flags)

Data segments:
  0: crypt
	offset: 16777216 [bytes]
	length: (whole device)
	cipher: aes-xts-plain64
	sector: 4096 [bytes]

Keyslots:
  0: luks2
	Key:        512 bits
	Priority:   normal
	Cipher:     aes-xts-plain64
	Cipher key: 512 bits
	PBKDF:      argon2id
	Time cost:  4
	Memory:     1048576
	Threads:    4
	Salt:       {sp(salt)}
	AF stripes: 4000
	AF hash:    sha256
	Area offset:32768 [bytes]
	Area length:258048 [bytes]
	Digest ID:  0
Tokens:
Digests:
  0: pbkdf2
	Hash:       sha256
	Iterations: 187245
	Salt:       {sp(dsalt)}
	Digest:     {sp(dig)}"""),
        start(p, add, "Enter any existing passphrase: "),
        (act(("Tr0ub4dor-vault-2023\n", 4.0)), "Enter any existing passphrase: \nroot@vault-db:~# "),
        p.run("cryptsetup luksDump /dev/sdb2 | sed -n '/^Keyslots:/,/^Tokens:/p' | grep -E '^  [0-9]: |Key:|PBKDF:'", """  0: luks2
	Key:        512 bits
	PBKDF:      argon2id
  1: luks2
	Key:        512 bits
	PBKDF:      argon2id"""),
        p.run("cryptsetup open /dev/sdb2 pgcrypt --key-file /root/keys/sdb2-recovery.key && ls -l /dev/mapper/pgcrypt", "lrwxrwxrwx 1 root root 7 May 14 16:40 /dev/mapper/pgcrypt -> ../dm-3", duration=4.0),
        p.run("cryptsetup status pgcrypt", """/dev/mapper/pgcrypt is active.
  type:    LUKS2
  cipher:  aes-xts-plain64
  keysize: 256 bits
  key location: keyring
  device:  /dev/sdb2
  sector size:  4096
  offset:  32768 sectors
  size:    1953458176 sectors
  mode:    read/write"""),
    ]
    rs.add("terminal", "h58-terminal-22", SYSTEM, turns, state="root@vault-db:~#", bad=True, turn=6,
           kind="cryptsetup status shows a 256-bit key for the mapping although luksDump showed a 512-bit volume key (aes-xts-plain64) in every keyslot")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
