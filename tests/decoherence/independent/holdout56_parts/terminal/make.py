# ruff: noqa: E501
"""Held-out set h56, domain terminal: 22 storage and filesystem sessions in a tmux pane.

Eleven trajectories hold exactly one contradiction (one detail of an earlier observation comes back
different with no action in between that could change it); eleven are clean but full of legitimate
changes (new ids, moving counters, renames, deletions, different views of the same thing).
"""

from __future__ import annotations

import datetime
import hashlib
from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet, jblock

SYSTEM = """# Role and Objective

You are a **Terminal World Model** — a precise terminal state simulator. Your task is to predict the exact output of a Linux/Unix terminal (a shell running in a tmux pane) after executing a given command or sequence of keystrokes.

Be as faithful as possible to real terminal behavior while keeping consistency and logical correctness across the whole interaction sequence.

## Task Definition

Given:
1. **Historical Context**: previous turns of this terminal session
2. **Current Terminal State**: the visible screen, including the prompt
3. **User Action**: a sequence of keystrokes sent to the terminal

Predict the **exact next terminal state** after all keystrokes are executed.

## Context Awareness

Track across turns: the working directory (reflected in the prompt), environment variables, the file system and block devices (files, partitions, volumes, pools and file systems created, changed or deleted), mounts, and process state (background jobs, running programs, their PIDs).

- File and device operations must agree with prior commands (e.g. `cat file.txt` after `rm file.txt` must fail).
- Listings must reflect all accumulated changes.
- The prompt format must match the pattern of the initial state.

## Input Format

Actions are a JSON array of objects:

```json
[
  {
    "keystrokes": "ls -la\\n",
    "duration": 0.1
  }
]
```

- `keystrokes`: raw terminal input, verbatim. A trailing `\\n` executes the command; without it the text is only typed.
- Control characters in tmux notation: `C-c` (SIGINT), `C-d` (EOF), `C-z` (SIGTSTP), `C-l` (clear).
- `""` with a duration means: wait, then show whatever new output appeared.
- `duration`: seconds to wait before the screen is captured (default 1.0). Long-running commands may still be in progress when the screen is captured.
- An empty action array `[]` triggers the task completion confirmation.

## Output Requirements

Your prediction must contain, in order:
1. **Command Echo**: the typed command on the prompt line
2. **Command Output**: all stdout and stderr, exactly as the program prints it
3. **New Prompt**: the next prompt, if the command has completed

Preserve whitespace, tabs, column alignment and line breaks. The visible screen is limited (about 40 lines); older output scrolls off. Timestamps, sizes, counters, ids and permissions must be plausible and consistent with everything shown before. Put your prediction after **Environment Observation:**.
"""


def hexid(seed: str, n: int = 64) -> str:
    """A fixed fake hex id derived from a seed."""
    return hashlib.sha256(seed.encode()).hexdigest()[:n]


def act(*steps: tuple[str, float]) -> str:
    """A raw action: several keystroke groups, for interactive programs."""
    return jblock([{"keystrokes": k, "duration": d} for k, d in steps])


# ---------------------------------------------------------------------------------------------
# 01 lsblk and blkid (mainstream) - clean
# ---------------------------------------------------------------------------------------------
def t01(rs: RowSet) -> None:
    sh = Pane("root", "stor-ws04", "/root")
    state = sh.prompt
    turns = [
        sh.run("lsblk", """NAME             MAJ:MIN RM   SIZE RO TYPE MOUNTPOINTS
sda                8:0    0 238.5G  0 disk
├─sda1             8:1    0   512M  0 part /boot/efi
├─sda2             8:2    0     1G  0 part /boot
└─sda3             8:3    0   237G  0 part
  ├─vg0-root     253:0    0    60G  0 lvm  /
  ├─vg0-swap     253:1    0     8G  0 lvm  [SWAP]
  └─vg0-home     253:2    0   169G  0 lvm  /home
sdb                8:16   0   1.8T  0 disk
└─sdb1             8:17   0   1.8T  0 part
sr0               11:0    1  1024M  0 rom  """),
        sh.run("blkid", """/dev/sda1: UUID="4A1E-9C3B" BLOCK_SIZE="512" TYPE="vfat" PARTUUID="b3c1d2e4-01f2-4a55-9b61-0c7e0f3a1d21"
/dev/sda2: UUID="e1f07a3c-5b2d-4c8e-9a61-7d3f2b9c0e14" BLOCK_SIZE="4096" TYPE="ext4" PARTUUID="6d2e8f91-3c4a-4b7e-8f02-1a9c5e7d3b60"
/dev/sda3: UUID="Q2xk3V-8mNp-Rt4s-Yu7w-Zc1d-Ef9g-Hj0kLm" TYPE="LVM2_member" PARTUUID="0f9a3b27-7e1c-4d58-a2b6-93c4e81f5d07"
/dev/mapper/vg0-root: UUID="7c2b9e41-0d3f-4a8e-b5c6-1e9f2d7a3b58" BLOCK_SIZE="4096" TYPE="ext4"
/dev/mapper/vg0-swap: UUID="a91d3e6f-42b7-4c05-8e1a-5f6d2c9b7e30" TYPE="swap"
/dev/mapper/vg0-home: UUID="3e8f1a2c-9b4d-4e6f-a7c1-2d5b8e0f9a46" BLOCK_SIZE="4096" TYPE="ext4"
/dev/sdb1: PARTLABEL="backup" PARTUUID="5c7e2a19-8d3b-4f61-9e0a-b4c2d6f81a73\""""),
        sh.run("mkfs.ext4 -L backup /dev/sdb1", """mke2fs 1.47.0 (5-Feb-2023)
Creating filesystem with 488378385 4k blocks and 122101760 inodes
Filesystem UUID: 9d4c7b12-6e3a-4f85-b021-c8e5a7d93f64
Superblock backups stored on blocks:
\t32768, 98304, 163840, 229376, 294912, 819200, 884736, 1605632, 2654208,
\t4096000, 7962624, 11239424, 20480000, 23887872, 71663616, 78675968,
\t102400000, 214990848

Allocating group tables: done
Writing inode tables: done
Creating journal (262144 blocks): done
Writing superblocks and filesystem accounting information: done
""", duration=15.0),
        sh.run("blkid /dev/sdb1", """/dev/sdb1: LABEL="backup" UUID="9d4c7b12-6e3a-4f85-b021-c8e5a7d93f64" BLOCK_SIZE="4096" TYPE="ext4" PARTLABEL="backup" PARTUUID="5c7e2a19-8d3b-4f61-9e0a-b4c2d6f81a73\""""),
        sh.run("mkdir -p /srv/backup && mount /dev/sdb1 /srv/backup"),
        sh.run("lsblk -f", """NAME           FSTYPE      FSVER    LABEL  UUID                                   FSAVAIL FSUSE% MOUNTPOINTS
sda
├─sda1         vfat        FAT32           4A1E-9C3B                               505.8M     1% /boot/efi
├─sda2         ext4        1.0             e1f07a3c-5b2d-4c8e-9a61-7d3f2b9c0e14    712.4M    20% /boot
└─sda3         LVM2_member LVM2 001        Q2xk3V-8mNp-Rt4s-Yu7w-Zc1d-Ef9g-Hj0kLm
  ├─vg0-root   ext4        1.0             7c2b9e41-0d3f-4a8e-b5c6-1e9f2d7a3b58     38.9G    30% /
  ├─vg0-swap   swap        1               a91d3e6f-42b7-4c05-8e1a-5f6d2c9b7e30                [SWAP]
  └─vg0-home   ext4        1.0             3e8f1a2c-9b4d-4e6f-a7c1-2d5b8e0f9a46    121.7G    22% /home
sdb
└─sdb1         ext4        1.0      backup 9d4c7b12-6e3a-4f85-b021-c8e5a7d93f64      1.7T     0% /srv/backup
sr0                                                                                          """),
        sh.run("findmnt /srv/backup", """TARGET      SOURCE    FSTYPE OPTIONS
/srv/backup /dev/sdb1 ext4   rw,relatime"""),
        sh.run("lsblk -b -o NAME,SIZE,PHY-SEC,LOG-SEC,ROTA /dev/sdb", """NAME           SIZE PHY-SEC LOG-SEC ROTA
sdb   2000398934016    4096     512    1
└─sdb1 2000397868544    4096     512    1"""),
    ]
    rs.add("terminal", "h56-terminal-01", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------
# 02 fdisk (mainstream) - contradiction: start sector of partition 2 moves after the write
# ---------------------------------------------------------------------------------------------
def t02(rs: RowSet) -> None:
    sh = Pane("root", "db-node2", "/root")
    state = sh.prompt
    p = sh.prompt
    head = """Disk /dev/vdb: 500 GiB, 536870912000 bytes, 1048576000 sectors
Units: sectors of 1 * 512 = 512 bytes
Sector size (logical/physical): 512 bytes / 512 bytes
I/O size (minimum/optimal): 512 bytes / 512 bytes"""
    turns = [
        sh.run("fdisk -l /dev/vdb", head),
        (act(("fdisk /dev/vdb\n", 1.0)), f"""{p} fdisk /dev/vdb

Welcome to fdisk (util-linux 2.39.3).
Changes will remain in memory only, until you decide to write them.
Be careful before using the write command.

Device does not contain a recognized partition table.
Created a new DOS (MBR) disklabel with disk identifier 0x8d1f3a6c.

Command (m for help): """),
        (act(("g\n", 0.5)), """Command (m for help): g
Created a new GPT disklabel (GUID: 3F0A9C2E-71B4-4D8A-9E26-5C1B7F04D3A9).

Command (m for help): """),
        (act(("n\n", 0.3), ("1\n", 0.3), ("\n", 0.3), ("+100G\n", 0.5)), """Command (m for help): n
Partition number (1-128, default 1): 1
First sector (2048-1048575966, default 2048):
Last sector, +/-sectors or +/-size{K,M,G,T,P} (2048-1048575966, default 1048573951): +100G

Created a new partition 1 of type 'Linux filesystem' and of size 100 GiB.

Command (m for help): """),
        (act(("n\n", 0.3), ("2\n", 0.3), ("\n", 0.3), ("\n", 0.5)), """Command (m for help): n
Partition number (2-128, default 2): 2
First sector (209717248-1048575966, default 209717248):
Last sector, +/-sectors or +/-size{K,M,G,T,P} (209717248-1048575966, default 1048573951):

Created a new partition 2 of type 'Linux filesystem' and of size 400 GiB.

Command (m for help): """),
        (act(("p\n", 0.5)), f"""Command (m for help): p
{head}
Disklabel type: gpt
Disk identifier: 3F0A9C2E-71B4-4D8A-9E26-5C1B7F04D3A9

Device         Start        End   Sectors  Size Type
/dev/vdb1       2048  209717247 209715200  100G Linux filesystem
/dev/vdb2  209717248 1048573951 838856704  400G Linux filesystem

Command (m for help): """),
        (act(("t\n", 0.3), ("2\n", 0.3), ("lvm\n", 0.5)), """Command (m for help): t
Partition number (1,2, default 2): 2
Partition type or alias (type L to list all): lvm

Changed type of partition 'Linux filesystem' to 'Linux LVM'.

Command (m for help): """),
        (act(("w\n", 2.0)), f"""Command (m for help): w
The partition table has been altered.
Calling ioctl() to re-read partition table.
Syncing disks.

{p} """),
        sh.run("fdisk -l /dev/vdb", f"""{head}
Disklabel type: gpt
Disk identifier: 3F0A9C2E-71B4-4D8A-9E26-5C1B7F04D3A9

Device         Start        End   Sectors  Size Type
/dev/vdb1       2048  209717247 209715200  100G Linux filesystem
/dev/vdb2  209719296 1048573951 838854656  400G Linux LVM"""),
        sh.run("pvcreate /dev/vdb2", """  Physical volume "/dev/vdb2" successfully created."""),
    ]
    rs.add("terminal", "h56-terminal-02", SYSTEM, turns, state=state, bad=True, turn=9,
           kind="After the write, fdisk -l shows /dev/vdb2 starting at sector 209719296 (838854656 sectors) although it was created and printed at 209717248 with 838856704 sectors.")


# ---------------------------------------------------------------------------------------------
# 03 mdadm (less common) - contradiction: member superblock shows another array UUID
# ---------------------------------------------------------------------------------------------
def t03(rs: RowSet) -> None:
    sh = Pane("root", "nas01", "/root")
    state = sh.prompt
    turns = [
        sh.run("cat /proc/mdstat", """Personalities : [raid1] [raid6] [raid5] [raid4] [linear] [multipath] [raid0] [raid10]
md0 : active raid5 sdd1[3] sdc1[1] sdb1[0]
      11720653824 blocks super 1.2 level 5, 512k chunk, algorithm 2 [4/3] [UU_U]
      bitmap: 4/30 pages [16KB], 65536KB chunk

unused devices: <none>"""),
        sh.run("mdadm --detail /dev/md0", """/dev/md0:
           Version : 1.2
     Creation Time : Tue Mar 14 09:41:27 2023
        Raid Level : raid5
        Array Size : 11720653824 (10.92 TiB 12.00 TB)
     Used Dev Size : 3906884608 (3.64 TiB 4.00 TB)
      Raid Devices : 4
     Total Devices : 3
       Persistence : Superblock is persistent

     Intent Bitmap : Internal

       Update Time : Thu Jun 13 02:17:44 2024
             State : clean, degraded
    Active Devices : 3
   Working Devices : 3
    Failed Devices : 0
     Spare Devices : 0

            Layout : left-symmetric
        Chunk Size : 512K

Consistency Policy : bitmap

              Name : nas01:0  (local to host nas01)
              UUID : 6b1f3c2a:8e4d7f90:a2c5e1b3:4d9f0e87
            Events : 48211

    Number   Major   Minor   RaidDevice State
       0       8       17        0      active sync   /dev/sdb1
       1       8       33        1      active sync   /dev/sdc1
       -       0        0        2      removed
       3       8       49        3      active sync   /dev/sdd1"""),
        sh.run("mdadm --examine /dev/sdb1", """/dev/sdb1:
          Magic : a92b4efc
        Version : 1.2
    Feature Map : 0x1
     Array UUID : 6b1f3c2a:8e4d7f90:a2c5e1b3:4d9f0e78
           Name : nas01:0  (local to host nas01)
  Creation Time : Tue Mar 14 09:41:27 2023
     Raid Level : raid5
   Raid Devices : 4

 Avail Dev Size : 7813771264 sectors (3.64 TiB 4.00 TB)
     Array Size : 11720653824 KiB (10.92 TiB 12.00 TB)
  Used Dev Size : 7813769216 sectors (3.64 TiB 4.00 TB)
    Data Offset : 264192 sectors
   Super Offset : 8 sectors
   Unused Space : before=264112 sectors, after=2048 sectors
          State : clean
    Device UUID : 2a7d5e19:c03f8b64:9e1d2a75:6b48f0c3

Internal Bitmap : 8 sectors from superblock
    Update Time : Thu Jun 13 02:17:44 2024
  Bad Block Log : 512 entries available at offset 24 sectors
       Checksum : 5d1c8e2f - correct
         Events : 48211

         Layout : left-symmetric
     Chunk Size : 512K

   Device Role : Active device 0
   Array State : AA.A ('A' == active, '.' == missing, 'R' == replacing)"""),
        sh.run("sgdisk -R /dev/sde /dev/sdb && sgdisk -G /dev/sde", """The operation has completed successfully.
The operation has completed successfully."""),
        sh.run("mdadm --manage /dev/md0 --add /dev/sde1", "mdadm: added /dev/sde1"),
        sh.run("cat /proc/mdstat", """Personalities : [raid1] [raid6] [raid5] [raid4] [linear] [multipath] [raid0] [raid10]
md0 : active raid5 sde1[4] sdd1[3] sdc1[1] sdb1[0]
      11720653824 blocks super 1.2 level 5, 512k chunk, algorithm 2 [4/3] [UU_U]
      [>....................]  recovery =  0.4% (16209920/3906884608) finish=402.3min speed=161184K/sec
      bitmap: 4/30 pages [16KB], 65536KB chunk

unused devices: <none>""", duration=2.0),
        sh.run("mdadm --detail --scan | tee -a /etc/mdadm/mdadm.conf && update-initramfs -u", """ARRAY /dev/md0 metadata=1.2 name=nas01:0 UUID=6b1f3c2a:8e4d7f90:a2c5e1b3:4d9f0e87
update-initramfs: Generating /boot/initrd.img-6.1.0-21-amd64""", duration=30.0),
        sh.run("cat /proc/mdstat", """Personalities : [raid1] [raid6] [raid5] [raid4] [linear] [multipath] [raid0] [raid10]
md0 : active raid5 sde1[4] sdd1[3] sdc1[1] sdb1[0]
      11720653824 blocks super 1.2 level 5, 512k chunk, algorithm 2 [4/3] [UU_U]
      [>....................]  recovery =  0.5% (22901248/3906884608) finish=399.8min speed=161911K/sec
      bitmap: 4/30 pages [16KB], 65536KB chunk

unused devices: <none>"""),
    ]
    rs.add("terminal", "h56-terminal-03", SYSTEM, turns, state=state, bad=True, turn=3,
           kind="mdadm --examine of member sdb1 reports Array UUID ...:4d9f0e78 while mdadm --detail just showed the array UUID as ...:4d9f0e87.")


# ---------------------------------------------------------------------------------------------
# 04 lvm (mainstream) - clean: new LV, extend, rename, other units
# ---------------------------------------------------------------------------------------------
def t04(rs: RowSet) -> None:
    sh = Pane("root", "app-db01", "/root", style="rhel")
    state = sh.prompt
    xfs_geo = """meta-data=/dev/mapper/datavg-pgarchive isize=512    agcount=4, agsize=3276800 blks
         =                       sectsz=512   attr=2, projid32bit=1
         =                       crc=1        finobt=1, sparse=1, rmapbt=0
         =                       reflink=1    bigtime=1 inobtcount=1 nrext64=0
data     =                       bsize=4096   blocks=13107200, imaxpct=25
         =                       sunit=0      swidth=0 blks
naming   =version 2              bsize=4096   ascii-ci=0, ftype=1
log      =internal log           bsize=4096   blocks=16384, version=2
         =                       sectsz=512   sunit=0 blks, lazy-count=1
realtime =none                   extsz=4096   blocks=0, rtextents=0"""
    turns = [
        sh.run("pvs", """  PV         VG     Fmt  Attr PSize    PFree
  /dev/sda3  rhel   lvm2 a--   <99.00g        0
  /dev/sdb   datavg lvm2 a--  <500.00g <180.00g"""),
        sh.run("vgs", """  VG     #PV #LV #SN Attr   VSize    VFree
  datavg   1   2   0 wz--n- <500.00g <180.00g
  rhel     1   2   0 wz--n-  <99.00g       0 """),
        sh.run("lvs", """  LV     VG     Attr       LSize   Pool Origin Data%  Meta%  Move Log Cpy%Sync Convert
  pgdata datavg -wi-ao---- 250.00g
  pgwal  datavg -wi-ao----  70.00g
  root   rhel   -wi-ao----  95.00g
  swap   rhel   -wi-ao----  <4.00g                                                    """),
        sh.run("lvcreate -n pgarchive -L 50G datavg", """  Logical volume "pgarchive" created."""),
        sh.run("mkfs.xfs /dev/datavg/pgarchive", xfs_geo.replace("/dev/mapper/datavg-pgarchive ", "/dev/datavg/pgarchive  ") + "\nDiscarding blocks...Done.", duration=3.0),
        sh.run("mkdir /pgarchive && mount /dev/datavg/pgarchive /pgarchive && df -h /pgarchive", """Filesystem                    Size  Used Avail Use% Mounted on
/dev/mapper/datavg-pgarchive   50G  390M   50G   1% /pgarchive"""),
        sh.run("lvextend -r -L +20G datavg/pgarchive", """  File system xfs found on datavg/pgarchive mounted at /pgarchive.
  Size of logical volume datavg/pgarchive changed from 50.00 GiB (12800 extents) to 70.00 GiB (17920 extents).
  Extending file system xfs to 70.00 GiB (75161927680 bytes) on datavg/pgarchive...
xfs_growfs /dev/datavg/pgarchive
""" + xfs_geo + """
data blocks changed from 13107200 to 18350080
xfs_growfs done
  Extended file system xfs on datavg/pgarchive.
  Logical volume datavg/pgarchive successfully resized.""", duration=3.0),
        sh.run("vgs datavg && df -h /pgarchive", """  VG     #PV #LV #SN Attr   VSize    VFree
  datavg   1   3   0 wz--n- <500.00g <110.00g
Filesystem                    Size  Used Avail Use% Mounted on
/dev/mapper/datavg-pgarchive   70G  532M   70G   1% /pgarchive"""),
        sh.run("umount /pgarchive && lvrename datavg pgarchive pgwalarchive", """  Renamed "pgarchive" to "pgwalarchive" in volume group "datavg\""""),
        sh.run("lvs -o lv_name,lv_size,seg_start_pe,devices --units m datavg", """  LV           LSize      Start Devices
  pgdata       256000.00m     0 /dev/sdb(0)
  pgwal         71680.00m     0 /dev/sdb(64000)
  pgwalarchive  71680.00m     0 /dev/sdb(81920)"""),
    ]
    rs.add("terminal", "h56-terminal-04", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------
# 05 zpool (less common) - clean: scrub running, cache device added
# ---------------------------------------------------------------------------------------------
ZDISKS = ["ata-ST8000VN004-3CP101_WWZ4K1A7", "ata-ST8000VN004-3CP101_WWZ4K2C9", "ata-ST8000VN004-3CP101_WWZ4K3D1",
          "ata-ST8000VN004-3CP101_WWZ4K5F6", "ata-ST8000VN004-3CP101_WWZ4K7H2", "ata-ST8000VN004-3CP101_WWZ4K8J4"]
ZCACHE = "nvme-Samsung_SSD_980_PRO_1TB_S5GXNF0T301234K"


def zconfig(cache: bool) -> str:
    w = 50 if cache else 38
    lines = [f"\t{'NAME':<{w}}STATE     READ WRITE CKSUM", f"\t{'tank':<{w}}ONLINE       0     0     0",
             f"\t{'  raidz2-0':<{w}}ONLINE       0     0     0"]
    lines += [f"\t{'    ' + d:<{w}}ONLINE       0     0     0" for d in ZDISKS]
    if cache:
        lines += ["\tcache", f"\t{'  ' + ZCACHE:<{w}}ONLINE       0     0     0"]
    return "\n".join(lines)


def t05(rs: RowSet) -> None:
    sh = Pane("root", "tank-srv", "/root")
    state = sh.prompt
    st_head = "  pool: tank\n state: ONLINE\n"
    io1 = [("tank", "21.9T", "21.7T", "48", "31", "9.12M", "2.41M"), ("  raidz2-0", "21.9T", "21.7T", "48", "31", "9.12M", "2.41M")]
    io1 += [("    " + d, "-", "-", r, w, rb, wb) for d, r, w, rb, wb in zip(
        ZDISKS, ["8", "8", "7", "8", "8", "8"], ["5", "5", "5", "5", "5", "5"],
        ["1.53M", "1.52M", "1.51M", "1.53M", "1.52M", "1.51M"], ["412K", "410K", "411K", "412K", "409K", "411K"])]
    io2 = [("tank", "21.9T", "21.7T", "2.71K", "12", "351M", "1.02M"), ("  raidz2-0", "21.9T", "21.7T", "2.71K", "12", "351M", "1.02M")]
    io2 += [("    " + d, "-", "-", r, "2", b, k) for d, r, b, k in zip(
        ZDISKS, ["452", "449", "455", "451", "447", "456"], ["58.6M", "58.3M", "58.9M", "58.5M", "58.1M", "58.8M"],
        ["174K", "172K", "175K", "174K", "173K", "174K"])]
    sep = "-" * 38 + "  -----  -----  -----  -----  -----  -----"

    def iotab(rows: list[tuple[str, ...]]) -> str:
        out = [f"{'':<38}    capacity     operations     bandwidth ", f"{'pool':<38}  alloc   free   read  write   read  write", sep]
        out += [f"{r[0]:<38}  {r[1]:>5}  {r[2]:>5}  {r[3]:>5}  {r[4]:>5}  {r[5]:>5}  {r[6]:>5}" for r in rows]
        return "\n".join(out + [sep])

    listing = ["NAME                                               SIZE  ALLOC   FREE  CKPOINT  EXPANDSZ   FRAG    CAP  DEDUP    HEALTH  ALTROOT",
               "tank                                              43.6T  21.9T  21.7T        -         -     3%    50%  1.00x    ONLINE  -",
               "  raidz2-0                                        43.6T  21.9T  21.7T        -         -     3%  50.2%      -    ONLINE"]
    listing += [f"    {d:<44}  7.28T      -      -        -         -      -      -      -    ONLINE" for d in ZDISKS]
    listing += ["cache                                                 -      -      -        -         -      -      -      -         -",
                f"  {ZCACHE:<46}   932G  1.84G   930G        -         -     0%  0.19%      -    ONLINE"]
    turns = [
        sh.run("zpool status tank", st_head + "  scan: scrub repaired 0B in 05:12:48 with 0 errors on Sun May 12 05:36:49 2024\nconfig:\n\n"
               + zconfig(False) + "\n\nerrors: No known data errors"),
        sh.run("zpool list tank", """NAME   SIZE  ALLOC   FREE  CKPOINT  EXPANDSZ   FRAG    CAP  DEDUP    HEALTH  ALTROOT
tank  43.6T  21.9T  21.7T        -         -     3%    50%  1.00x    ONLINE  -"""),
        sh.run("zpool scrub tank"),
        sh.run("zpool status tank", st_head + "  scan: scrub in progress since Thu Jun 13 10:04:11 2024\n"
               "\t41.2G / 21.9T scanned at 2.06G/s, 6.71G / 21.9T issued at 343M/s\n"
               "\t0B repaired, 0.03% done, 18:35:32 to go\nconfig:\n\n" + zconfig(False) + "\n\nerrors: No known data errors"),
        sh.run("zpool iostat -v tank 5 2", iotab(io1) + "\n" + iotab(io2), duration=6.0),
        sh.run(f"zpool add tank cache {ZCACHE}"),
        sh.run("zpool status tank", st_head + "  scan: scrub in progress since Thu Jun 13 10:04:11 2024\n"
               "\t262G / 21.9T scanned at 2.05G/s, 44.1G / 21.9T issued at 353M/s\n"
               "\t0B repaired, 0.20% done, 17:59:14 to go\nconfig:\n\n" + zconfig(True) + "\n\nerrors: No known data errors"),
        sh.run("zpool list -v tank", "\n".join(listing)),
    ]
    rs.add("terminal", "h56-terminal-05", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------
# 06 btrfs subvolume (less common) - contradiction: deleted snapshot listed again
# ---------------------------------------------------------------------------------------------
def t06(rs: RowSet) -> None:
    sh = Pane("root", "fileserv", "/root")
    state = sh.prompt
    turns = [
        sh.run("btrfs subvolume list /srv/data", """ID 256 gen 184322 top level 5 path @data
ID 257 gen 184320 top level 5 path @home
ID 258 gen 183911 top level 5 path .snapshots/@data-2024-06-10
ID 259 gen 183912 top level 5 path .snapshots/@home-2024-06-10
ID 260 gen 184015 top level 5 path .snapshots/@data-2024-06-11
ID 261 gen 184016 top level 5 path .snapshots/@home-2024-06-11
ID 262 gen 184167 top level 5 path .snapshots/@data-2024-06-12
ID 263 gen 184168 top level 5 path .snapshots/@home-2024-06-12"""),
        sh.run("btrfs subvolume show /srv/data/@data", """@data
\tName: \t\t\t@data
\tUUID: \t\t\t8e2a4f71-3c9b-4d05-b6e1-7f0a2c9d4b13
\tParent UUID: \t\t-
\tReceived UUID: \t\t-
\tCreation time: \t\t2023-11-02 18:44:09 +0100
\tSubvolume ID: \t\t256
\tGeneration: \t\t184322
\tGen at creation: \t7
\tParent ID: \t\t5
\tTop level ID: \t\t5
\tFlags: \t\t\t-
\tSend transid: \t\t0
\tSend time: \t\t2023-11-02 18:44:09 +0100
\tReceive transid: \t0
\tReceive time: \t\t-
\tSnapshot(s):
\t\t\t\t.snapshots/@data-2024-06-10
\t\t\t\t.snapshots/@data-2024-06-11
\t\t\t\t.snapshots/@data-2024-06-12
\tQuota group:\t\tn/a"""),
        sh.run("btrfs subvolume snapshot -r /srv/data/@data /srv/data/.snapshots/@data-2024-06-13",
               "Create a readonly snapshot of '/srv/data/@data' in '/srv/data/.snapshots/@data-2024-06-13'"),
        sh.run("btrfs subvolume delete -c /srv/data/.snapshots/@data-2024-06-10",
               "Delete subvolume (commit): '/srv/data/.snapshots/@data-2024-06-10'", duration=2.0),
        sh.run("btrfs subvolume list -s /srv/data", """ID 258 gen 183911 cgen 183911 top level 5 otime 2024-06-10 00:00:02 path .snapshots/@data-2024-06-10
ID 259 gen 183912 cgen 183912 top level 5 otime 2024-06-10 00:00:03 path .snapshots/@home-2024-06-10
ID 260 gen 184015 cgen 184015 top level 5 otime 2024-06-11 00:00:02 path .snapshots/@data-2024-06-11
ID 261 gen 184016 cgen 184016 top level 5 otime 2024-06-11 00:00:03 path .snapshots/@home-2024-06-11
ID 262 gen 184167 cgen 184167 top level 5 otime 2024-06-12 00:00:02 path .snapshots/@data-2024-06-12
ID 263 gen 184168 cgen 184168 top level 5 otime 2024-06-12 00:00:03 path .snapshots/@home-2024-06-12
ID 264 gen 184331 cgen 184331 top level 5 otime 2024-06-13 09:12:47 path .snapshots/@data-2024-06-13"""),
        sh.run("btrfs filesystem du -s /srv/data/.snapshots/@data-*", """     Total   Exclusive  Set shared  Filename
 409.82GiB     1.22GiB   408.60GiB  /srv/data/.snapshots/@data-2024-06-11
 410.97GiB   806.41MiB   410.18GiB  /srv/data/.snapshots/@data-2024-06-12
 411.46GiB    16.00KiB   411.46GiB  /srv/data/.snapshots/@data-2024-06-13""", duration=20.0),
        sh.run("btrfs subvolume sync /srv/data 258", "Subvolume id 258 is gone", duration=3.0),
        sh.run("btrfs filesystem df /srv/data", """Data, single: total=1.10TiB, used=1.04TiB
System, DUP: total=8.00MiB, used=160.00KiB
Metadata, DUP: total=6.00GiB, used=4.71GiB
GlobalReserve, single: total=512.00MiB, used=0.00B"""),
        sh.run("ls -l /srv/data/.snapshots/", """total 0
drwxr-xr-x 1 root root 214 May 29 17:21 @data-2024-06-11
drwxr-xr-x 1 root root 214 May 29 17:21 @data-2024-06-12
drwxr-xr-x 1 root root 214 May 29 17:21 @data-2024-06-13
drwxr-xr-x 1 root root  38 Apr  3 10:08 @home-2024-06-10
drwxr-xr-x 1 root root  38 Apr  3 10:08 @home-2024-06-11
drwxr-xr-x 1 root root  38 Apr  3 10:08 @home-2024-06-12"""),
    ]
    rs.add("terminal", "h56-terminal-06", SYSTEM, turns, state=state, bad=True, turn=5,
           kind="Snapshot .snapshots/@data-2024-06-10 (ID 258), deleted with commit in the previous turn, is listed again by btrfs subvolume list -s.")


# ---------------------------------------------------------------------------------------------
# 07 xfs_info and xfs_repair (less common) - clean: repair moves an inode, label changes
# ---------------------------------------------------------------------------------------------
def t07(rs: RowSet) -> None:
    sh = Pane("root", "media-store", "/root")
    state = sh.prompt
    agnos = "\n".join(f"        - agno = {i}" for i in range(4))
    turns = [
        sh.run("xfs_info /srv/media && df -h /srv/media", """meta-data=/dev/sdc1              isize=512    agcount=4, agsize=244189184 blks
         =                       sectsz=4096  attr=2, projid32bit=1
         =                       crc=1        finobt=1, sparse=1, rmapbt=0
         =                       reflink=1    bigtime=0 inobtcount=0 nrext64=0
data     =                       bsize=4096   blocks=976756736, imaxpct=5
         =                       sunit=0      swidth=0 blks
naming   =version 2              bsize=4096   ascii-ci=0, ftype=1
log      =internal log           bsize=4096   blocks=476931, version=2
         =                       sectsz=4096  sunit=1 blks, lazy-count=1
realtime =none                   extsz=4096   blocks=0, rtextents=0
Filesystem      Size  Used Avail Use% Mounted on
/dev/sdc1       3.7T  2.9T  820G  79% /srv/media"""),
        sh.run("umount /srv/media"),
        sh.run("xfs_repair -n /dev/sdc1", f"""Phase 1 - find and verify superblock...
Phase 2 - using internal log
        - scan filesystem freespace and inode maps...
        - found root inode chunk
Phase 3 - for each AG...
        - scan (but don't clear) agi unlinked lists...
        - process known inodes and perform inode discovery...
{agnos}
        - process newly discovered inodes...
Phase 4 - check for duplicate blocks...
        - setting up duplicate extent list...
        - check for inodes claiming duplicate blocks...
{agnos}
No modify flag set, skipping phase 5
Phase 6 - check inode connectivity...
        - traversing filesystem ...
        - traversal finished ...
        - moving disconnected inodes to lost+found ...
disconnected inode 2149580911, would move to lost+found
Phase 7 - verify link counts...
would have reset inode 2149580911 nlinks from 0 to 1
No modify flag set, skipping filesystem flush and exiting.""", duration=60.0),
        sh.run("xfs_repair /dev/sdc1", f"""Phase 1 - find and verify superblock...
Phase 2 - using internal log
        - zero log...
        - scan filesystem freespace and inode maps...
        - found root inode chunk
Phase 3 - for each AG...
        - scan and clear agi unlinked lists...
        - process known inodes and perform inode discovery...
{agnos}
        - process newly discovered inodes...
Phase 4 - check for duplicate blocks...
        - setting up duplicate extent list...
        - check for inodes claiming duplicate blocks...
{agnos}
Phase 5 - rebuild AG headers and trees...
        - reset superblock...
Phase 6 - check inode connectivity...
        - resetting contents of realtime bitmap and summary inodes
        - traversing filesystem ...
        - traversal finished ...
        - moving disconnected inodes to lost+found ...
disconnected inode 2149580911, moving to lost+found
Phase 7 - verify and correct link counts...
resetting inode 2149580911 nlinks from 0 to 1
done""", duration=90.0),
        sh.run("xfs_admin -L media2024 /dev/sdc1", 'writing all SBs\nnew label = "media2024"'),
        sh.run("mount /dev/sdc1 /srv/media && ls -l /srv/media/lost+found", """total 2884
-rw-r--r-- 1 jellyfin jellyfin 2951168 Jun  2 21:47 2149580911"""),
        sh.run("xfs_io -c label /srv/media", 'label = "media2024"'),
        sh.run("lsblk -f /dev/sdc", """NAME   FSTYPE FSVER LABEL     UUID                                 FSAVAIL FSUSE% MOUNTPOINTS
sdc
└─sdc1 xfs          media2024 b4e19c7a-2f5d-4a83-9c61-0e7d3b8a5f29  819.6G    79% /srv/media"""),
    ]
    rs.add("terminal", "h56-terminal-07", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------
# 08 e2fsck and tune2fs (mainstream) - contradiction: max mount count reverts in dumpe2fs
# ---------------------------------------------------------------------------------------------
def ext_header(label: str, features: str, reserved: int, mounts: int, max_mounts: int, last_mount: str,
               last_write: str, last_checked: str, interval: str, next_check: str | None) -> list[str]:
    lines = [
        f"Filesystem volume name:   {label}",
        "Last mounted on:          /var/cache/ccache",
        "Filesystem UUID:          2f6b9d14-83ae-4c57-9e0d-71a5c3f8b260",
        "Filesystem magic number:  0xEF53",
        "Filesystem revision #:    1 (dynamic)",
        f"Filesystem features:      {features}",
        "Filesystem flags:         signed_directory_hash ",
        "Default mount options:    user_xattr acl",
        "Filesystem state:         clean",
        "Errors behavior:          Continue",
        "Filesystem OS type:       Linux",
        "Inode count:              6553600",
        "Block count:              26214400",
        f"Reserved block count:     {reserved}",
        "Overhead clusters:        551447",
        "Free blocks:              14893021",
        "Free inodes:              5210388",
        "First block:              0",
        "Block size:               4096",
        "Fragment size:            4096",
        "Group descriptor size:    64",
        "Reserved GDT blocks:      1024",
        "Blocks per group:         32768",
        "Fragments per group:      32768",
        "Inodes per group:         8192",
        "Inode blocks per group:   512",
        "Flex block group size:    16",
        "Filesystem created:       Mon Jan  8 14:22:05 2024",
        f"Last mount time:          {last_mount}",
        f"Last write time:          {last_write}",
        f"Mount count:              {mounts}",
        f"Maximum mount count:      {max_mounts}",
        f"Last checked:             {last_checked}",
        f"Check interval:           {interval}",
    ]
    if next_check:
        lines.append(f"Next check after:         {next_check}")
    lines += [
        "Lifetime writes:          1843 GB",
        "Reserved blocks uid:      0 (user root)",
        "Reserved blocks gid:      0 (group root)",
        "First inode:              11",
        "Inode size:\t          256",
        "Required extra isize:     32",
        "Desired extra isize:      32",
        "Journal inode:            8",
        "Default directory hash:   half_md4",
        "Directory Hash Seed:      c4a7e219-5f3b-4d08-8a6e-0b92d1f7e354",
        "Journal backup:           inode blocks",
        "Checksum type:            crc32c",
    ]
    return lines


def t08(rs: RowSet) -> None:
    sh = Pane("root", "build-ci3", "/root")
    state = sh.prompt
    feats = "has_journal ext_attr resize_inode dir_index filetype {}extent 64bit flex_bg sparse_super large_file huge_file dir_nlink extra_isize metadata_csum"
    dev = "/dev/vg_build/ccache"
    first = ext_header("ccache", feats.format("needs_recovery "), 1310720, 47, -1, "Tue Jun 11 07:03:52 2024",
                       "Tue Jun 11 07:03:52 2024", "Mon Jan  8 14:22:05 2024", "0 (<none>)", None)
    later = ext_header("ccache-ci", feats.format(""), 262144, 0, -1, "Tue Jun 11 07:03:52 2024",
                       "Thu Jun 13 11:27:58 2024", "Thu Jun 13 11:26:40 2024", "2592000 (1 month)", "Sat Jul 13 11:26:40 2024")
    turns = [
        sh.run(f"tune2fs -l {dev}", "tune2fs 1.47.0 (5-Feb-2023)\n" + "\n".join(first + ["Checksum:                 0x7e1a93c4"])),
        sh.run(f"tune2fs -c 30 -i 1m -m 1 {dev}", """tune2fs 1.47.0 (5-Feb-2023)
Setting maximal mount count to 30
Setting interval between checks to 2592000 seconds
Setting reserved blocks percentage to 1% (262144 blocks)"""),
        sh.run("umount /var/cache/ccache"),
        sh.run(f"e2fsck -f {dev}", """e2fsck 1.47.0 (5-Feb-2023)
Pass 1: Checking inodes, blocks, and sizes
Pass 2: Checking directory structure
Pass 3: Checking directory connectivity
Pass 4: Checking reference counts
Pass 5: Checking group summary information
ccache: 1343212/6553600 files (0.4% non-contiguous), 11321379/26214400 blocks""", duration=45.0),
        sh.run(f"tune2fs -l {dev} | grep -Ei 'mount count|check|reserved block|state'", """Filesystem state:         clean
Reserved block count:     262144
Mount count:              0
Maximum mount count:      30
Last checked:             Thu Jun 13 11:26:40 2024
Check interval:           2592000 (1 month)
Next check after:         Sat Jul 13 11:26:40 2024
Reserved blocks uid:      0 (user root)
Reserved blocks gid:      0 (group root)
Checksum type:            crc32c
Checksum:                 0x3b90d6a1"""),
        sh.run(f"tune2fs -L ccache-ci {dev}", "tune2fs 1.47.0 (5-Feb-2023)"),
        sh.run(f"e2label {dev}", "ccache-ci"),
        sh.run(f"dumpe2fs -h {dev} 2>/dev/null | sed -n '1,40p'", "\n".join(later[:40])),
        sh.run("mount /var/cache/ccache && df -h /var/cache/ccache", """Filesystem                  Size  Used Avail Use% Mounted on
/dev/mapper/vg_build-ccache   98G   42G   56G  43% /var/cache/ccache"""),
        sh.run(f"tune2fs -l {dev} | grep -Ei 'mount (count|time)'", """Last mount time:          Thu Jun 13 11:28:31 2024
Mount count:              1
Maximum mount count:      30"""),
    ]
    rs.add("terminal", "h56-terminal-08", SYSTEM, turns, state=state, bad=True, turn=8,
           kind="dumpe2fs -h shows 'Maximum mount count: -1' although tune2fs -c 30 set it and tune2fs -l confirmed 30 after the fsck, with only a label change in between.")


# ---------------------------------------------------------------------------------------------
# 09 mount and findmnt (mainstream) - clean: NFS mount, remount ro, bind mount, unmount
# ---------------------------------------------------------------------------------------------
def t09(rs: RowSet) -> None:
    sh = Pane("ops", "web-07", "/home/ops")
    state = sh.prompt
    nfs_opts = "vers=4.2,rsize=1048576,wsize=1048576,namlen=255,hard,proto=tcp,timeo=600,retrans=2,sec=sys,clientaddr=10.20.4.17,local_lock=none,addr=10.20.1.40"
    turns = [
        sh.run("findmnt -t ext4,xfs,vfat", """TARGET        SOURCE                            FSTYPE OPTIONS
/             /dev/mapper/ubuntu--vg-ubuntu--lv ext4   rw,relatime
├─/boot       /dev/sda2                         ext4   rw,relatime
│ └─/boot/efi /dev/sda1                         vfat   rw,relatime,fmask=0022,dmask=0022,codepage=437,iocharset=iso8859-1,shortname=mixed,errors=remount-ro
└─/var/www    /dev/mapper/data-www              xfs    rw,relatime,attr2,inode64,logbufs=8,logbsize=32k,noquota"""),
        sh.run("sudo mount -t nfs4 -o rw,hard,noatime,vers=4.2 nas02.corp.lan:/export/assets /mnt/assets", duration=2.0),
        sh.run("findmnt /mnt/assets", f"""TARGET      SOURCE                        FSTYPE OPTIONS
/mnt/assets nas02.corp.lan:/export/assets nfs4   rw,noatime,{nfs_opts}"""),
        sh.run("df -hT /mnt/assets", """Filesystem                    Type  Size  Used Avail Use% Mounted on
nas02.corp.lan:/export/assets nfs4  8.0T  5.1T  3.0T  64% /mnt/assets"""),
        sh.run("sudo mount -o remount,ro /mnt/assets && findmnt -no OPTIONS /mnt/assets", f"ro,noatime,{nfs_opts}"),
        sh.run("sudo mount --bind /mnt/assets/img /var/www/static/img && findmnt /var/www/static/img", f"""TARGET              SOURCE                             FSTYPE OPTIONS
/var/www/static/img nas02.corp.lan:/export/assets[/img] nfs4   ro,noatime,{nfs_opts}"""),
        sh.run("findmnt -R /var/www", f"""TARGET                SOURCE                             FSTYPE OPTIONS
/var/www              /dev/mapper/data-www               xfs    rw,relatime,attr2,inode64,logbufs=8,logbsize=32k,noquota
└─/var/www/static/img nas02.corp.lan:/export/assets[/img] nfs4   ro,noatime,{nfs_opts}"""),
        sh.run('sudo umount /var/www/static/img /mnt/assets; findmnt -t nfs4; echo "exit=$?"', "exit=1"),
        sh.run("sudo findmnt --verify", """none
   [W] non-bind mount source /swap.img is a directory or regular file

0 parse errors, 0 errors, 1 warning"""),
        sh.run("grep -E 'assets|www' /etc/fstab", """/dev/mapper/data-www            /var/www     xfs   defaults                                  0 2
nas02.corp.lan:/export/assets   /mnt/assets  nfs4  rw,hard,noatime,vers=4.2,_netdev,noauto   0 0"""),
    ]
    rs.add("terminal", "h56-terminal-09", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------
# 10 df and du (mainstream) - contradiction: untouched archive directory grows from 6.4G to 8.9G
# ---------------------------------------------------------------------------------------------
def t10(rs: RowSet) -> None:
    sh = Pane("root", "logs01", "/root")
    state = sh.prompt
    mid = "3f8e0b6d2a914c7f8e15b0d94c2a7e61"
    deleted = []
    seq, rt = 0x1B2C3D4, 0x61A9E8F7C2D10
    for i in range(34):
        kind = "user-1000" if i % 9 == 4 else "system"
        size = "8.0M" if kind != "system" else "128.0M"
        deleted.append(f"Deleted archived journal /var/log/journal/{mid}/{kind}@9d41f27be3c84a5f8e0c6b1d2a7f3e95-{seq + i * 0x4C21:016x}-{rt + i * 0x9A7EC4B21:016x}.journal ({size}).")
    vacuum = "\n".join(deleted) + f"""
Vacuuming done, freed 35.8G of archived journals from /var/log/journal/{mid}.
Vacuuming done, freed 0B of archived journals from /var/log/journal.
Vacuuming done, freed 0B of archived journals from /run/log/journal.
{sh.prompt}"""
    turns = [
        sh.run("df -hT -x tmpfs -x devtmpfs", """Filesystem           Type  Size  Used Avail Use% Mounted on
/dev/mapper/vg0-root ext4   30G  9.8G   19G  35% /
/dev/mapper/vg0-var  ext4   59G   52G  4.3G  93% /var
/dev/nvme0n1p2       ext4  974M  251M  656M  28% /boot
/dev/nvme0n1p1       vfat  511M  6.1M  505M   2% /boot/efi"""),
        sh.run("du -xh --max-depth=1 /var 2>/dev/null | sort -h | tail -7", """16K\t/var/lost+found
44M\t/var/backups
212M\t/var/cache
1.3G\t/var/tmp
3.9G\t/var/lib
46G\t/var/log
52G\t/var""", duration=20.0),
        sh.run("du -h --max-depth=1 /var/log | sort -h | tail -5", """214M\t/var/log/nginx
1.1G\t/var/log/app
6.4G\t/var/log/archive
38G\t/var/log/journal
46G\t/var/log""", duration=10.0),
        sh.run("journalctl --disk-usage", "Archived and active journals take up 37.8G in the file system."),
        (act(("journalctl --vacuum-size=2G\n", 8.0)), vacuum),
        sh.run("df -h /var", """Filesystem           Size  Used Avail Use% Mounted on
/dev/mapper/vg0-var   59G   17G   41G  29% /var"""),
        sh.run("du -shc /var/log/archive/*", """1.2G\t/var/log/archive/2021
2.3G\t/var/log/archive/2022
3.9G\t/var/log/archive/2023
1.5G\t/var/log/archive/2024
8.9G\ttotal""", duration=5.0),
        sh.run("du -sh /var/log/journal && journalctl --disk-usage", """2.1G\t/var/log/journal
Archived and active journals take up 2.0G in the file system."""),
    ]
    rs.add("terminal", "h56-terminal-10", SYSTEM, turns, state=state, bad=True, turn=7,
           kind="du -shc totals /var/log/archive at 8.9G although du showed it at 6.4G earlier and only the journal directory was vacuumed since.")


# ---------------------------------------------------------------------------------------------
# 11 quota and repquota (less common) - clean: limits raised, usage grows and shrinks, grace changed
# ---------------------------------------------------------------------------------------------
def rq(name: str, flags: str, used: str, soft: str, hard: str, grace: str, fu: str, fs: str = "0", fh: str = "0", fg: str = "") -> str:
    return f"{name:<10}{flags} {used:>9} {soft:>9} {hard:>9} {grace:>6} {fu:>7} {fs:>5} {fh:>5} {fg:>6}"


def t11(rs: RowSet) -> None:
    sh = Pane("root", "hpc-login1", "/root", style="rhel")
    state = sh.prompt
    dev = "/dev/mapper/vg_home-home"
    top = f"""*** Report for user quotas on device {dev}
Block grace time: {{}}; Inode grace time: 7days
                        Block limits                File limits
{rq('User', '  ', 'used', 'soft', 'hard', 'grace', 'used', 'soft', 'hard', 'grace')}
{'-' * 74}"""

    def report(grace: str, jtan: str, jfiles: str, jsoft: str, jhard: str) -> str:
        return "\n".join([top.format(grace),
                          rq("root", "--", "20", "0", "0", "", "2"),
                          rq("akumar", "--", "39133184", "52428800", "57671680", "", "41230"),
                          rq("jtan", "--", jtan, jsoft, jhard, "", jfiles),
                          rq("lmorales", "+-", "54394880", "52428800", "57671680", "6days", "12004"),
                          rq("pwei", "--", "1232896", "52428800", "57671680", "", "889"),
                          rq("svc-slurm", "--", "312", "0", "0", "", "48"), ""])

    def quota(user: str, uid: int, line: str) -> str:
        return f"""Disk quotas for user {user} (uid {uid}):
     Filesystem  blocks   quota   limit   grace   files   quota   limit   grace
{dev}
{line}"""
    turns = [
        sh.run("repquota /home", report("7days", "49051648", "98211", "52428800", "57671680")),
        sh.run("setquota -u jtan 60G 64G 0 0 /home"),
        sh.run("quota -u jtan", quota("jtan", 20417, "                49051648  62914560 67108864           98211       0       0        ")),
        sh.run("sudo -u jtan dd if=/dev/zero of=/home/jtan/scratch.bin bs=1M count=4096 status=none && quota -u jtan",
               quota("jtan", 20417, "                53245952  62914560 67108864           98212       0       0        "), duration=12.0),
        sh.run("setquota -t 259200 604800 /home"),
        sh.run("repquota /home", report("3days", "53245952", "98212", "62914560", "67108864")),
        sh.run("rm -f /home/jtan/scratch.bin && quota -u jtan",
               quota("jtan", 20417, "                49051648  62914560 67108864           98211       0       0        ")),
        sh.run("repquota /home | grep -E '^(User|jtan|lmorales)'", "\n".join([
            rq('User', '  ', 'used', 'soft', 'hard', 'grace', 'used', 'soft', 'hard', 'grace'),
            rq("jtan", "--", "49051648", "62914560", "67108864", "", "98211"),
            rq("lmorales", "+-", "54394880", "52428800", "57671680", "6days", "12004")])),
        sh.run("quota -u lmorales", quota("lmorales", 20533, "                54394880* 52428800 57671680   6days   12004       0       0        ")),
    ]
    rs.add("terminal", "h56-terminal-11", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------
# 12 rsync (mainstream) - contradiction: the log of the run started after `date` is stamped earlier
# ---------------------------------------------------------------------------------------------
def t12(rs: RowSet) -> None:
    sh = Pane("root", "ws-render01", "/root")
    state = sh.prompt
    cmd = "rsync -aHAX --delete --stats --log-file=/var/log/rsync/projects.log /srv/projects/ backup@bk-store01:/backup/projects/"
    turns = [
        sh.run("date", "Thu Jun 13 14:02:37 CEST 2024"),
        sh.run("ls -l /srv/projects", """total 20
drwxrwsr-x  14 render render 4096 Jun 12 18:40 atlas
drwxrwsr-x   9 render render 4096 May 30 11:02 borealis
drwxrwsr-x  22 render render 4096 Jun 13 09:15 cinder
drwxrwxrwt   3 render render 4096 Jun 13 13:58 tmp
drwxrwsr-x 117 render render 4096 Jun 13 13:51 wip"""),
        sh.run(cmd, """
Number of files: 48,213 (reg: 44,907, dir: 3,298, link: 8)
Number of created files: 1,142 (reg: 1,096, dir: 46)
Number of deleted files: 37 (reg: 37)
Number of regular files transferred: 2,384
Total file size: 66,402,118,234 bytes
Total transferred file size: 4,413,025,791 bytes
Literal data: 4,208,614,302 bytes
Matched data: 204,411,489 bytes
File list size: 1,373,402
File list generation time: 0.412 seconds
File list transfer time: 0.000 seconds
Total bytes sent: 4,215,884,117
Total bytes received: 627,164

sent 4,215,884,117 bytes  received 627,164 bytes  44,151,950.59 bytes/sec
total size is 66,402,118,234  speedup is 15.75""", duration=120.0),
        sh.run("tail -6 /var/log/rsync/projects.log", """2024/06/13 14:01:02 [3318722] <f+++++++++ wip/render-cache/frame_00911.exr
2024/06/13 14:01:04 [3318722] <f+++++++++ wip/render-cache/frame_00912.exr
2024/06/13 14:01:05 [3318722] <f.st...... wip/render-cache/index.json
2024/06/13 14:01:05 [3318722] <f+++++++++ wip/shots/sh0410/comp_v007.nk
2024/06/13 14:01:06 [3318722] .d..t...... wip/shots/sh0410/
2024/06/13 14:01:07 [3318722] sent 4215884117 bytes  received 627164 bytes  total size 66402118234"""),
        sh.run("cat /srv/projects/atlas/VERSION && echo v2.3.1 > /srv/projects/atlas/VERSION && cat /srv/projects/atlas/VERSION", "v2.3.0\nv2.3.1"),
        sh.run(cmd.replace("--stats", "-i --stats"), """<f..t...... atlas/VERSION

Number of files: 48,213 (reg: 44,907, dir: 3,298, link: 8)
Number of created files: 0
Number of deleted files: 0
Number of regular files transferred: 1
Total file size: 66,402,118,234 bytes
Total transferred file size: 7 bytes
Literal data: 7 bytes
Matched data: 0 bytes
File list size: 1,373,402
File list generation time: 0.398 seconds
File list transfer time: 0.000 seconds
Total bytes sent: 1,375,118
Total bytes received: 1,944

sent 1,375,118 bytes  received 1,944 bytes  393,446.29 bytes/sec
total size is 66,402,118,234  speedup is 48,220.14""", duration=10.0),
        sh.run("tail -3 /var/log/rsync/projects.log", """2024/06/13 14:06:41 [3320417] building file list
2024/06/13 14:06:43 [3320417] <f..t...... atlas/VERSION
2024/06/13 14:06:44 [3320417] sent 1375118 bytes  received 1944 bytes  total size 66402118234"""),
        sh.run("date", "Thu Jun 13 14:06:58 CEST 2024"),
        sh.run("ssh backup@bk-store01 'cat /backup/projects/atlas/VERSION; df -h /backup'", """v2.3.1
Filesystem               Size  Used Avail Use% Mounted on
/dev/mapper/store-backup  22T   14T  7.6T  65% /backup""", duration=2.0),
    ]
    rs.add("terminal", "h56-terminal-12", SYSTEM, turns, state=state, bad=True, turn=4,
           kind="The rsync log shows the run that started after `date` printed 14:02:37 finishing at 14:01:07, a clock that goes backwards.")


# ---------------------------------------------------------------------------------------------
# 13 borg (less common) - contradiction: renamed archive listed under its old name again
# ---------------------------------------------------------------------------------------------
def t13(rs: RowSet) -> None:
    sh = Pane("root", "mail01", "/root")
    state = sh.prompt
    stamps = [("2024-01-31", "02:00:03", "02:00:04"), ("2024-02-29", "02:00:04", "02:00:05"), ("2024-03-31", "02:00:03", "02:00:04"),
              ("2024-04-30", "02:00:04", "02:00:05"), ("2024-05-31", "02:00:03", "02:00:04")]
    stamps += [(f"2024-06-{d:02d}", f"02:00:0{d % 3 + 2}", f"02:00:0{d % 3 + 3}") for d in range(7, 14)]
    arch = []
    for day, nt, ts in stamps:
        wd = datetime.date.fromisoformat(day).strftime("%a")
        name = f"mail01-{day}T{nt}"
        arch.append((name, f"{wd}, {day} {ts}", hexid("borg" + name)))
    old, new = "mail01-manual-pre-upgrade", "mail01-2024-06-13-pre-dovecot-2.3.21"
    new_id = hexid("borg-renamed" + new)

    def line(a: tuple[str, str, str]) -> str:
        return f"{a[0]:<36} {a[1]} [{a[2]}]"
    manual = (new, "Thu, 2024-06-13 15:20:11", new_id)
    prune = [f"{'Keeping archive (rule: daily #1):':<40} {line(manual)}", f"{'Would prune:':<40} {line(arch[11])}"]
    for k, a in enumerate(reversed(arch[5:11]), 2):
        prune.append(f"{f'Keeping archive (rule: daily #{k}):':<40} {line(a)}")
    for k, a in enumerate(reversed(arch[:5]), 1):
        prune.append(f"{f'Keeping archive (rule: monthly #{k}):':<40} {line(a)}")
    names = [a[0] for a in arch]
    turns = [
        sh.run("export BORG_REPO=ssh://borg@backup.hz.example.net:23/./mail01 BORG_PASSCOMMAND='cat /root/.borg-pass'"),
        sh.run("borg list", "\n".join(line(a) for a in arch), duration=4.0),
        sh.run(f"borg create --compression zstd,6 ::{old} /var/vmail /etc/postfix /etc/dovecot", duration=95.0),
        sh.run("borg list --short", "\n".join(names + [old]), duration=3.0),
        sh.run(f"borg rename ::{old} {new}", duration=3.0),
        sh.run(f"borg info ::{new}", f"""Archive name: {new}
Archive fingerprint: {new_id}
Comment:
Hostname: mail01
Username: root
Time (start): Thu, 2024-06-13 15:20:11
Time (end): Thu, 2024-06-13 15:21:38
Duration: 1 minutes 26.95 seconds
Number of files: 286114
Command line: /usr/bin/borg create --compression zstd,6 ::{old} /var/vmail /etc/postfix /etc/dovecot
Utilization of maximum supported archive size: 0%
------------------------------------------------------------------------------
                       Original size      Compressed size    Deduplicated size
This archive:               41.27 GB             33.02 GB            118.43 MB
All archives:              330.05 GB            264.11 GB             39.87 GB

                       Unique chunks         Total chunks
Chunk index:                  214833              2291460""", duration=6.0),
        sh.run("borg prune --dry-run --list --keep-daily 7 --keep-monthly 6", "\n".join(prune), duration=4.0),
        sh.run("borg list --short", "\n".join(names + [old]), duration=3.0),
        sh.run("borg check -v --archives-only --last 1", f"""Starting archive consistency check...
Analyzing archive {new} (1/1)
Archive consistency check complete, no problems found.""", duration=20.0),
    ]
    rs.add("terminal", "h56-terminal-13", SYSTEM, turns, state=state, bad=True, turn=8,
           kind=f"borg list --short shows the archive as '{old}' again although it was renamed to '{new}' and borg info and prune used the new name.")


# ---------------------------------------------------------------------------------------------
# 14 restic (less common) - clean: new snapshot, forget and prune, different stats modes
# ---------------------------------------------------------------------------------------------
def t14(rs: RowSet) -> None:
    sh = Pane("root", "git01", "/root")
    state = sh.prompt
    opened = "repository 7e3c91a2 opened (version 2, compression level auto)"
    path = "/var/opt/gitlab/backups"
    snaps = [("4b2e9f1c", "2024-06-08 03:15:02"), ("a91d07e3", "2024-06-09 03:15:01"), ("c3f58a26", "2024-06-10 03:15:04"),
             ("0e7d4b91", "2024-06-11 03:15:02"), ("f62a1c58", "2024-06-12 03:15:03")]
    sep = "-" * 76

    def table(rows: list[tuple[str, str, str]]) -> str:
        body = [f"{i}  {t}  git01       {tag:<11} {path}" for i, t, tag in rows]
        return "\n".join(["ID        Time                 Host        Tags        Paths", sep] + body + [sep, f"{len(rows)} snapshots"])
    nightly = [(i, t, "nightly") for i, t in snaps]
    manual = ("8d0a3e57", "2024-06-13 10:42:19", "manual")
    keep_sep = "-" * 91
    forget = f"""{opened}
Applying Policy: keep 3 latest snapshots
snapshots for (host [git01], paths [{path}]):
keep 3 snapshots:
ID        Time                 Host        Tags        Reasons        Paths
{keep_sep}
""" + "\n".join(f"{i}  {t}  git01       nightly     last snapshot  {path}" for i, t in snaps[2:]) + f"""
{keep_sep}
3 snapshots

remove 2 snapshots:
{table(nightly[:2])}

[0:00] 100.00%  2 / 2 files deleted
loading indexes...
loading all snapshots...
finding data that is still in use for 4 snapshots
[0:03] 100.00%  4 / 4 snapshots
searching used packs...
collecting packs for deletion and repacking
[0:01] 100.00%  1893 / 1893 packs processed

to repack:            14 blobs / 9.117 MiB
this removes:          3 blobs / 3.402 MiB
to delete:          2104 blobs / 11.886 GiB
total prune:        2107 blobs / 11.890 GiB
remaining:         51877 blobs / 84.310 GiB
unused size after prune: 3.920 GiB (4.65% of remaining size)

repacking packs
[0:01] 100.00%  1 / 1 packs repacked
rebuilding index
[0:00] 100.00%  1657 / 1657 packs processed
deleting obsolete index files
[0:00] 100.00%  3 / 3 files deleted
removing 237 old packs
[0:02] 100.00%  237 / 237 files deleted
done"""
    turns = [
        sh.run("export RESTIC_REPOSITORY=s3:https://s3.eu-central-1.wasabisys.com/acme-git-backups RESTIC_PASSWORD_FILE=/etc/restic/pass AWS_PROFILE=wasabi"),
        sh.run("restic snapshots --host git01", opened + "\n" + table(nightly), duration=3.0),
        sh.run(f"restic backup --tag manual {path}", f"""{opened}
using parent snapshot f62a1c58
[0:00] 100.00%  1 / 1 index files loaded

Files:           3 new,     0 changed,    41 unmodified
Dirs:            0 new,     4 changed,     0 unmodified
Added to the repository: 6.214 GiB (5.873 GiB stored)

processed 44 files, 187.402 GiB in 2:11
snapshot 8d0a3e57 saved""", duration=150.0),
        sh.run("restic snapshots --host git01", opened + "\n" + table(nightly + [manual]), duration=3.0),
        sh.run("restic forget --tag nightly --keep-last 3 --prune", forget, duration=30.0),
        sh.run("restic snapshots", opened + "\n" + table(nightly[2:] + [manual]), duration=3.0),
        sh.run("restic diff f62a1c58 8d0a3e57", f"""{opened}
comparing snapshot f62a1c58 to 8d0a3e57:

[0:00] 100.00%  1 / 1 index files loaded
+    {path}/1718244013_2024_06_13_16.11.3-ee_gitlab_backup.tar
+    {path}/gitlab-secrets_2024_06_13.json
+    {path}/gitlab_config_2024_06_13.tar

Files:           3 new,     0 removed,     0 changed
Dirs:            0 new,     0 removed
Others:          0 new,     0 removed
Data Blobs:   4071 new,     0 removed
Tree Blobs:      4 new,     4 removed
  Added:   6.214 GiB
  Removed: 12.481 KiB""", duration=5.0),
        sh.run("restic stats latest --mode restore-size", f"""{opened}
[0:00] 100.00%  1 / 1 index files loaded
scanning...
Stats in restore-size mode:
     Snapshots processed:  1
        Total File Count:  44
              Total Size:  187.402 GiB""", duration=5.0),
        sh.run("restic stats --mode raw-data", f"""{opened}
[0:00] 100.00%  1 / 1 index files loaded
scanning...
Stats in raw-data mode:
     Snapshots processed:  4
        Total Blob Count:  50211
 Total Uncompressed Size:  92.144 GiB
              Total Size:  80.390 GiB
    Compression Progress:  100.00%
       Compression Ratio:  1.15x
Compression Space Saving:  12.76%""", duration=10.0),
        sh.run("restic check", f"""using temporary cache in /tmp/restic-check-cache-3120448815
{opened}
created new cache in /tmp/restic-check-cache-3120448815
create exclusive lock for repository
load indexes
[0:00] 100.00%  1 / 1 index files loaded
check all packs
check snapshots, trees and blobs
[0:04] 100.00%  4 / 4 snapshots
no errors were found""", duration=15.0),
        sh.run(f"restic ls latest {path} | tail -4", f"""{path}/gitlab_config_2024_06_10.tar
{path}/gitlab_config_2024_06_11.tar
{path}/gitlab_config_2024_06_12.tar
{path}/gitlab_config_2024_06_13.tar""", duration=4.0),
    ]
    rs.add("terminal", "h56-terminal-14", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------
# 15 smartctl (mainstream) - clean: short self-test, temperature and load cycles move
# ---------------------------------------------------------------------------------------------
SMART_BANNER = """smartctl 7.3 2022-02-28 r5338 [x86_64-linux-6.8.4-3-pve] (local build)
Copyright (C) 2002-22, Bruce Allen, Christian Franke, www.smartmontools.org
"""


def smart_attrs(temp: int, temp_val: int, lcc: int) -> str:
    rows = [
        ("  1", "Raw_Read_Error_Rate", "0x002f", "200", "200", "051", "Pre-fail", "Always", "0"),
        ("  3", "Spin_Up_Time", "0x0027", "183", "176", "021", "Pre-fail", "Always", "5858"),
        ("  4", "Start_Stop_Count", "0x0032", "100", "100", "000", "Old_age", "Always", "143"),
        ("  5", "Reallocated_Sector_Ct", "0x0033", "200", "200", "140", "Pre-fail", "Always", "0"),
        ("  7", "Seek_Error_Rate", "0x002e", "200", "200", "000", "Old_age", "Always", "0"),
        ("  9", "Power_On_Hours", "0x0032", "071", "071", "000", "Old_age", "Always", "21873"),
        (" 10", "Spin_Retry_Count", "0x0032", "100", "253", "000", "Old_age", "Always", "0"),
        (" 11", "Calibration_Retry_Count", "0x0032", "100", "253", "000", "Old_age", "Always", "0"),
        (" 12", "Power_Cycle_Count", "0x0032", "100", "100", "000", "Old_age", "Always", "141"),
        ("192", "Power-Off_Retract_Count", "0x0032", "200", "200", "000", "Old_age", "Always", "87"),
        ("193", "Load_Cycle_Count", "0x0032", "196", "196", "000", "Old_age", "Always", str(lcc)),
        ("194", "Temperature_Celsius", "0x0022", str(temp_val), "104", "000", "Old_age", "Always", str(temp)),
        ("196", "Reallocated_Event_Count", "0x0032", "200", "200", "000", "Old_age", "Always", "0"),
        ("197", "Current_Pending_Sector", "0x0032", "200", "200", "000", "Old_age", "Always", "0"),
        ("198", "Offline_Uncorrectable", "0x0030", "100", "253", "000", "Old_age", "Offline", "0"),
        ("199", "UDMA_CRC_Error_Count", "0x0032", "200", "200", "000", "Old_age", "Always", "0"),
        ("200", "Multi_Zone_Error_Rate", "0x0008", "100", "253", "000", "Old_age", "Offline", "0"),
    ]
    body = [f"{a} {b:<23} {c}   {d}   {e}   {f}    {g:<9} {h:<8} {'-':>6}       {i}" for a, b, c, d, e, f, g, h, i in rows]
    return SMART_BANNER + """
=== START OF READ SMART DATA SECTION ===
SMART Attributes Data Structure revision number: 16
Vendor Specific SMART Attributes with Thresholds:
ID# ATTRIBUTE_NAME          FLAG     VALUE WORST THRESH TYPE      UPDATED  WHEN_FAILED RAW_VALUE
""" + "\n".join(body)


def t15(rs: RowSet) -> None:
    sh = Pane("root", "pve03", "/root")
    state = sh.prompt
    turns = [
        sh.run("smartctl -i /dev/sda", SMART_BANNER + """
=== START OF INFORMATION SECTION ===
Model Family:     Western Digital Red Plus
Device Model:     WDC WD40EFZX-68AWUN0
Serial Number:    WD-WX12D93KLM4P
LU WWN Device Id: 5 0014ee 2bf3c9a17
Firmware Version: 81.00B81
User Capacity:    4,000,787,030,016 bytes [4.00 TB]
Sector Sizes:     512 bytes logical, 4096 bytes physical
Rotation Rate:    5400 rpm
Form Factor:      3.5 inches
Device is:        In smartctl database 7.3/5319
ATA Version is:   ACS-3 T13/2161-D revision 5
SATA Version is:  SATA 3.1, 6.0 Gb/s (current: 6.0 Gb/s)
Local Time is:    Thu Jun 13 16:40:12 2024 CEST
SMART support is: Available - device has SMART capability.
SMART support is: Enabled"""),
        sh.run("smartctl -A /dev/sda", smart_attrs(34, 116, 12594)),
        sh.run("smartctl -t short /dev/sda", SMART_BANNER + """
=== START OF OFFLINE IMMEDIATE AND SELF-TEST SECTION ===
Sending command: "Execute SMART Short self-test routine immediately in off-line mode".
Drive command "Execute SMART Short self-test routine immediately in off-line mode" successful.
Testing has begun.
Please wait 2 minutes for test to complete.
Test will complete after Thu Jun 13 16:43:05 2024 CEST
Use smartctl -X to abort test."""),
        sh.run("smartctl -c /dev/sda | sed -n '/Self-test execution/,/remaining/p'", """Self-test execution status:      ( 249)\tSelf-test routine in progress...
\t\t\t\t\t90% of test remaining."""),
        sh.run("sleep 120; smartctl -l selftest /dev/sda", SMART_BANNER + """
=== START OF READ SMART DATA SECTION ===
SMART Self-test log structure revision number 1
Num  Test_Description    Status                  Remaining  LifeTime(hours)  LBA_of_first_error
# 1  Short offline       Completed without error       00%     21873         -
# 2  Extended offline    Completed without error       00%     21540         -
# 3  Short offline       Completed without error       00%     21372         -
# 4  Short offline       Completed without error       00%     21204         -""", duration=125.0),
        sh.run("smartctl -A /dev/sda", smart_attrs(36, 114, 12595)),
        sh.run("smartctl -H -A /dev/sdb | grep -E 'result|Power_On|Reallocated_Sector|Temperature'", """SMART overall-health self-assessment test result: PASSED
  5 Reallocated_Sector_Ct   0x0033   200   200   140    Pre-fail  Always       -       0
  9 Power_On_Hours          0x0032   088   088   000    Old_age   Always       -       9122
194 Temperature_Celsius     0x0022   117   108   000    Old_age   Always       -       33"""),
    ]
    rs.add("terminal", "h56-terminal-15", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------
# 16 nvme-cli (less common) - contradiction: unsafe_shutdowns counter drops from 14 to 12
# ---------------------------------------------------------------------------------------------
def nvme_smart(temp: int, s2: int, dur: str, duw: str, hrc: str, hwc: str, busy: str, unsafe: int) -> str:
    return f"""Smart Log for NVME device:nvme0n1 namespace-id:ffffffff
critical_warning\t\t\t: 0
temperature\t\t\t\t: {temp} °C ({temp + 273} K)
available_spare\t\t\t\t: 100%
available_spare_threshold\t\t: 10%
percentage_used\t\t\t\t: 3%
endurance group critical warning summary: 0
Data Units Read\t\t\t\t: {dur}
Data Units Written\t\t\t: {duw}
host_read_commands\t\t\t: {hrc}
host_write_commands\t\t\t: {hwc}
controller_busy_time\t\t\t: {busy}
power_cycles\t\t\t\t: 87
power_on_hours\t\t\t\t: 8,911
unsafe_shutdowns\t\t\t: {unsafe}
media_errors\t\t\t\t: 0
num_err_log_entries\t\t\t: 212
Warning Temperature Time\t\t: 0
Critical Composite Temperature Time\t: 0
Temperature Sensor 1           : {temp} °C ({temp + 273} K)
Temperature Sensor 2           : {s2} °C ({s2 + 273} K)
Thermal Management T1 Trans Count\t: 0
Thermal Management T2 Trans Count\t: 0
Thermal Management T1 Total Time\t: 0
Thermal Management T2 Total Time\t: 0"""


def t16(rs: RowSet) -> None:
    sh = Pane("root", "gpu-node07", "/root")
    state = sh.prompt
    err_entry = """.................
 Entry[{n:2d}]
.................
error_count\t: {c}
sqid\t\t: 0
cmdid\t\t: {cid}
status_field\t: 0x4004(Invalid Field in Command: A reserved coded value or an unsupported value in a defined field)
phase_tag\t: 0
parm_err_loc\t: 0x28
lba\t\t: 0
nsid\t\t: 0
vs\t\t: 0
trtype\t\t: The transport type is not indicated or the error is not transport related.
cs\t\t: 0
trtype_spec_info: 0"""
    fio = """burn: (g=0): rw=write, bs=(R) 1024KiB-1024KiB, (W) 1024KiB-1024KiB, (T) 1024KiB-1024KiB, ioengine=io_uring, iodepth=32
fio-3.33
Starting 1 process
burn: Laying out IO file (1 file / 204800MiB)

burn: (groupid=0, jobs=1): err= 0: pid=2284417: Thu Jun 13 16:12:40 2024
  write: IOPS=3891, BW=3891MiB/s (4080MB/s)(200GiB/52631msec); 0 zone resets
    slat (usec): min=14, max=412, avg=31.08, stdev=9.77
    clat (usec): min=1312, max=28841, avg=8189.44, stdev=1203.61
     lat (usec): min=1348, max=28893, avg=8220.52, stdev=1203.02
    clat percentiles (usec):
     |  1.00th=[ 6063],  5.00th=[ 6718], 10.00th=[ 7046], 20.00th=[ 7439],
     | 30.00th=[ 7701], 40.00th=[ 7963], 50.00th=[ 8160], 60.00th=[ 8356],
     | 70.00th=[ 8586], 80.00th=[ 8848], 90.00th=[ 9372], 95.00th=[ 9896],
     | 99.00th=[11338], 99.50th=[12256], 99.90th=[17433], 99.95th=[20055],
     | 99.99th=[26084]
   bw (  MiB/s): min= 3302, max= 4122, per=100.00%, avg=3893.61, stdev=121.40, samples=105
   iops        : min= 3302, max= 4122, avg=3893.61, stdev=121.40, samples=105
  lat (msec)   : 2=0.01%, 4=0.04%, 10=95.31%, 20=4.59%, 50=0.05%
  cpu          : usr=6.81%, sys=9.44%, ctx=204951, majf=0, minf=14
  IO depths    : 1=0.1%, 2=0.1%, 4=0.1%, 8=0.1%, 16=0.1%, 32=100.0%, >=64=0.0%
     submit    : 0=0.0%, 4=100.0%, 8=0.0%, 16=0.0%, 32=0.0%, 64=0.0%, >=64=0.0%
     complete  : 0=0.0%, 4=100.0%, 8=0.0%, 16=0.0%, 32=0.1%, 64=0.0%, >=64=0.0%
     issued rwts: total=0,204800,0,0 short=0,0,0,0 dropped=0,0,0,0
     latency   : target=0, window=0, percentile=100.00%, depth=32

Run status group 0 (all jobs):
  WRITE: bw=3891MiB/s (4080MB/s), 3891MiB/s-3891MiB/s (4080MB/s-4080MB/s), io=200GiB (215GB), run=52631-52631msec

Disk stats (read/write):
  nvme0n1: ios=0/409188, merge=0/12, ticks=0/3301457, in_queue=3301457, util=99.87%"""
    turns = [
        sh.run("nvme list", """Node                  Generic               SN                   Model                                    Namespace Usage                      Format           FW Rev
--------------------- --------------------- -------------------- ---------------------------------------- --------- -------------------------- ---------------- --------
/dev/nvme0n1          /dev/ng0n1            S6B0NL0W412387E      SAMSUNG MZQL23T8HCLS-00A07               1           1.92  TB /   3.84  TB    512   B +  0 B   GDC5602Q
/dev/nvme1n1          /dev/ng1n1            S6B0NL0W412391K      SAMSUNG MZQL23T8HCLS-00A07               1           3.84  TB /   3.84  TB    512   B +  0 B   GDC5602Q"""),
        sh.run("nvme smart-log /dev/nvme0", nvme_smart(41, 52, "184,220,913 (94.32 TB)", "231,774,502 (118.67 TB)",
                                                        "1,402,556,118", "2,018,447,905", "3,102", 14)),
        sh.run("nvme id-ctrl /dev/nvme0 | grep -E '^(vid|sn|mn|fr|mdts|oacs|wctemp|cctemp|tnvmcap|unvmcap|nn) +:'", """vid       : 0x144d
sn        : S6B0NL0W412387E
mn        : SAMSUNG MZQL23T8HCLS-00A07
fr        : GDC5602Q
mdts      : 7
oacs      : 0x5f
wctemp    : 353
cctemp    : 356
tnvmcap   : 3840755982336
unvmcap   : 0
nn        : 32"""),
        sh.run("nvme error-log /dev/nvme0 -e 2", "Error Log Entries for device:nvme0 entries:2\n"
               + err_entry.format(n=0, c=212, cid="0x6014") + "\n" + err_entry.format(n=1, c=211, cid="0x2009")),
        sh.run("fio --name=burn --filename=/scratch/fio.test --rw=write --bs=1M --iodepth=32 --ioengine=io_uring --direct=1 --size=200G --group_reporting", fio, duration=70.0),
        sh.run("rm /scratch/fio.test && fstrim -v /scratch", "/scratch: 1.6 TiB (1772436279296 bytes) trimmed", duration=8.0),
        sh.run("nvme smart-log /dev/nvme0", nvme_smart(49, 61, "184,220,987 (94.32 TB)", "232,193,948 (118.88 TB)",
                                                        "1,402,557,561", "2,018,857,517", "3,103", 12)),
        sh.run("nvme get-feature /dev/nvme0 -f 0x02 -H", """get-feature:0x02 (Power Management), Current value:0x00000000
\tWorkload Hint (WH): 0 - No Workload
\tPower State   (PS): 0"""),
    ]
    rs.add("terminal", "h56-terminal-16", SYSTEM, turns, state=state, bad=True, turn=7,
           kind="The second nvme smart-log shows unsafe_shutdowns 12 where the first showed 14; the counter cannot decrease and there was no power cycle in between.")


# ---------------------------------------------------------------------------------------------
# 17 iostat (mainstream) - clean: since-boot vs interval reports, -z hides idle devices, totals grow
# ---------------------------------------------------------------------------------------------
IOX = [("r/s", 8), ("rkB/s", 9), ("rrqm/s", 8), ("%rrqm", 6), ("r_await", 7), ("rareq-sz", 8), ("w/s", 8), ("wkB/s", 9),
       ("wrqm/s", 8), ("%wrqm", 6), ("w_await", 7), ("wareq-sz", 8), ("d/s", 7), ("dkB/s", 9), ("drqm/s", 8), ("%drqm", 6),
       ("d_await", 7), ("dareq-sz", 8), ("f/s", 7), ("f_await", 7), ("aqu-sz", 7), ("%util", 6)]


def iox_row(dev: str, vals: list[float]) -> str:
    return f"{dev:<13}" + "".join(f" {v:>{w}.2f}" for v, (_, w) in zip(vals, IOX))


def t17(rs: RowSet) -> None:
    sh = Pane("sre", "pg-replica2", "/home/sre")
    state = sh.prompt
    banner = "Linux 6.1.0-21-amd64 (pg-replica2) \t06/13/2024 \t_x86_64_\t(32 CPU)\n"
    head = f"{'Device':<13}" + "".join(f" {n:>{w}}" for n, w in IOX)
    # since boot: r/s rkB/s rrqm %rrqm r_await rareq w/s wkB/s wrqm %wrqm w_await wareq d/s dkB/s drqm %drqm d_await dareq f/s f_await aqu util
    boot = {
        "nvme0n1": [412.37, 13204.88, 0, 0, 0.21, 32.02, 286.14, 9874.31, 41.20, 12.59, 0.05, 34.51, 0.91, 1130.52, 0, 0, 0.48, 1242.33, 14.02, 0.61, 0.10, 18.44],
        "nvme1n1": [398.02, 12871.44, 0, 0, 0.20, 32.34, 286.09, 9873.90, 41.18, 12.58, 0.05, 34.51, 0.90, 1128.75, 0, 0, 0.47, 1254.17, 14.02, 0.58, 0.09, 17.91],
        "sda": [1.21, 38.55, 0.01, 0.82, 0.39, 31.86, 6.48, 71.22, 4.02, 38.29, 0.62, 10.99, 0, 0, 0, 0, 0, 0, 1.43, 0.71, 0.01, 0.37],
    }
    live = {
        "nvme0n1": [1523.60, 48875.20, 0, 0, 0.19, 32.08, 612.40, 20417.60, 88.20, 12.59, 0.05, 33.34, 0, 0, 0, 0, 0, 0, 31.20, 0.66, 0.33, 54.12],
        "nvme1n1": [1488.00, 47689.60, 0, 0, 0.19, 32.05, 612.40, 20417.60, 88.20, 12.59, 0.05, 33.34, 0, 0, 0, 0, 0, 0, 31.20, 0.63, 0.32, 52.87],
        "sda": [0, 0, 0, 0, 0, 0, 2.40, 68.80, 1.60, 40.00, 0.58, 28.67, 0, 0, 0, 0, 0, 0, 0.60, 0.67, 0.00, 0.12],
    }
    cpu = "avg-cpu:  %user   %nice %system %iowait  %steal   %idle\n"
    rep1 = banner + "\n" + cpu + "           6.41    0.02    2.13    1.87    0.00   89.57\n\n" + head + "\n" + "\n".join(iox_row(d, v) for d, v in boot.items())
    rep2 = cpu + "          18.22    0.00    4.71    3.02    0.00   74.05\n\n" + head + "\n" + "\n".join(iox_row(d, v) for d, v in live.items())
    up0 = 1283410

    def dm(up: int, extra: int) -> str:
        rows = [f"{'Device':<13}{'tps':>10}{'MB_read/s':>13}{'MB_wrtn/s':>13}{'MB_dscd/s':>13}{'MB_read':>11}{'MB_wrtn':>11}{'MB_dscd':>11}"]
        for d, v in boot.items():
            lv = live[d]
            tot = [int(v[1] * up0 / 1024 + lv[1] * extra / 1024), int(v[7] * up0 / 1024 + lv[7] * extra / 1024), int(v[13] * up0 / 1024)]
            rates = [t / up for t in tot]
            tps = (v[0] + v[6] + v[12]) * up0 / up + (lv[0] + lv[6]) * extra / up
            rows.append(f"{d:<13}{tps:>10.2f}{rates[0]:>13.2f}{rates[1]:>13.2f}{rates[2]:>13.2f}{tot[0]:>11}{tot[1]:>11}{tot[2]:>11}")
        return banner + "\n" + "\n".join(rows)
    sda_k = [f"{'Device':<13}{'tps':>10}{'kB_read/s':>13}{'kB_wrtn/s':>13}{'kB_dscd/s':>13}{'kB_read':>11}{'kB_wrtn':>11}{'kB_dscd':>11}"]
    sda_rd, sda_wr = int(38.55 * up0), int(71.22 * up0 + 68.8 * 55)
    parts = [("sda1", 0.00, 0.01, 0.00, int(0.01 * up0), 0), ("sda2", 0.02, 0.43, 0.01, int(0.43 * up0), int(0.01 * up0))]
    parts.insert(0, ("sda", 7.69, 38.55, 71.22, sda_rd, sda_wr))
    parts.append(("sda3", 7.67, 38.11, 71.21, sda_rd - parts[1][4] - parts[2][4], sda_wr - parts[2][5]))
    for d, tps, r, w, tr, tw in parts:
        sda_k.append(f"{d:<13}{tps:>10.2f}{r:>13.2f}{w:>13.2f}{0:>13.2f}{tr:>11}{tw:>11}{0:>11}")
    turns = [
        sh.run("iostat -V", "sysstat version 12.6.1\n(C) Sebastien Godard (sysstat <at> orange.fr)"),
        sh.run("iostat -xz 5 2", rep1 + "\n\n\n" + rep2 + "\n", duration=6.0),
        sh.run("iostat -d -m nvme0n1 nvme1n1 sda", dm(up0 + 15, 15)),
        sh.run("sleep 30; iostat -d -m nvme0n1 nvme1n1 sda", dm(up0 + 48, 48), duration=31.0),
        sh.run("iostat -d -k -p sda", banner + "\n" + "\n".join(sda_k)),
        sh.run("cat /proc/uptime", f"{up0 + 61}.37 36786542.18"),
    ]
    rs.add("terminal", "h56-terminal-17", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------
# 18 fstrim (less common) - contradiction: drop-in created as 10-nightly.conf shown as override.conf
# ---------------------------------------------------------------------------------------------
def t18(rs: RowSet) -> None:
    sh = Pane("root", "kube-w5", "/root")
    state = sh.prompt
    dropin = "/etc/systemd/system/fstrim.timer.d/10-nightly.conf"
    unit = """# /lib/systemd/system/fstrim.timer
[Unit]
Description=Discard unused blocks once a week
Documentation=man:fstrim
ConditionVirtualization=!container
ConditionPathExists=!/etc/initrd-release

[Timer]
OnCalendar=weekly
AccuracySec=1h
Persistent=true
RandomizedDelaySec=100min

[Install]
WantedBy=timers.target
"""
    body = "[Timer]\nOnCalendar=\nOnCalendar=*-*-* 03:30:00\nRandomizedDelaySec=15min"
    timers = "NEXT                        LEFT          LAST                        PASSED      UNIT         ACTIVATES\n{}\n\n1 timers listed.\nPass --all to see loaded but inactive timers, too."
    svc = "fstrim.service - Discard unused blocks on filesystems from /etc/fstab"
    turns = [
        sh.run("lsblk --discard", """NAME          DISC-ALN DISC-GRAN DISC-MAX DISC-ZERO
sda                  0        0B       0B         0
└─sda1               0        0B       0B         0
nvme0n1              0      512B       2T         0
├─nvme0n1p1          0      512B       2T         0
├─nvme0n1p2          0      512B       2T         0
│ └─vg0-root         0      512B       2T         0
└─nvme0n1p3          0      512B       2T         0"""),
        sh.run("systemctl list-timers fstrim.timer", timers.format(
            "Mon 2024-06-17 00:34:11 UTC 3 days left   Mon 2024-06-10 00:12:40 UTC 3 days ago  fstrim.timer fstrim.service")),
        sh.run("fstrim -av", """/var/lib/kubelet: 38.2 GiB (41017225216 bytes) trimmed on /dev/nvme0n1p3
/boot/efi: 504.9 MiB (529436672 bytes) trimmed on /dev/nvme0n1p1
/: 21.7 GiB (23300669440 bytes) trimmed on /dev/mapper/vg0-root""", duration=10.0),
        sh.run(f"mkdir -p /etc/systemd/system/fstrim.timer.d && printf '[Timer]\\nOnCalendar=\\nOnCalendar=*-*-* 03:30:00\\nRandomizedDelaySec=15min\\n' > {dropin} && systemctl daemon-reload", duration=2.0),
        sh.run("systemctl cat fstrim.timer", unit + "\n# /etc/systemd/system/fstrim.timer.d/override.conf\n" + body),
        sh.run("systemctl restart fstrim.timer && systemctl list-timers fstrim.timer", timers.format(
            "Fri 2024-06-14 03:41:27 UTC 13h left     Mon 2024-06-10 00:12:40 UTC 3 days ago  fstrim.timer fstrim.service")),
        sh.run("ls -l /etc/systemd/system/fstrim.timer.d/", "total 4\n-rw-r--r-- 1 root root 71 Jun 13 14:05 10-nightly.conf"),
        sh.run("journalctl -u fstrim.service -n 6 --no-pager", f"""Jun 10 00:12:40 kube-w5 systemd[1]: Starting {svc}...
Jun 10 00:12:48 kube-w5 fstrim[2917734]: /var/lib/kubelet: 44.6 GiB (47888195584 bytes) trimmed on /dev/nvme0n1p3
Jun 10 00:12:48 kube-w5 fstrim[2917734]: /boot/efi: 504.9 MiB (529436672 bytes) trimmed on /dev/nvme0n1p1
Jun 10 00:12:48 kube-w5 fstrim[2917734]: /: 22.3 GiB (23944540160 bytes) trimmed on /dev/mapper/vg0-root
Jun 10 00:12:48 kube-w5 systemd[1]: fstrim.service: Deactivated successfully.
Jun 10 00:12:48 kube-w5 systemd[1]: Finished {svc}."""),
    ]
    rs.add("terminal", "h56-terminal-18", SYSTEM, turns, state=state, bad=True, turn=5,
           kind="systemctl cat lists the timer drop-in as fstrim.timer.d/override.conf although the file just written was fstrim.timer.d/10-nightly.conf.")


# ---------------------------------------------------------------------------------------------
# 19 cryptsetup (mainstream) - clean: keyslot added, device opened and closed, old keyslot killed
# ---------------------------------------------------------------------------------------------
def salt(seed: str) -> str:
    h = hexid(seed)
    pairs = [h[i:i + 2] for i in range(0, 64, 2)]
    return " ".join(pairs[:16]) + " \n\t            " + " ".join(pairs[16:]) + " "


def keyslot(n: int, seed: str, time_cost: int, offset: int) -> str:
    return f"""  {n}: luks2
\tKey:        512 bits
\tPriority:   normal
\tCipher:     aes-xts-plain64
\tCipher key: 512 bits
\tPBKDF:      argon2id
\tTime cost:  {time_cost}
\tMemory:     1048576
\tThreads:    4
\tSalt:       {salt(seed)}
\tAF stripes: 4000
\tAF hash:    sha256
\tArea offset:{offset} [bytes]
\tArea length:258048 [bytes]
\tDigest ID:  0"""


def t19(rs: RowSet) -> None:
    sh = Pane("root", "vault02", "/root")
    state = sh.prompt
    uuid = "0c5e7a29-4b1d-4f83-a6e2-9d17c3b85f40"
    k0 = keyslot(0, "luks-slot0", 4, 32768)
    k1 = keyslot(1, "luks-slot1", 5, 290816)
    key = "/root/keys/sdb1.key"
    rec = "/root/keys/sdb1-recovery.key"
    dump = f"""LUKS header information
Version:       \t2
Epoch:         \t3
Metadata area: \t16384 [bytes]
Keyslots area: \t16744448 [bytes]
UUID:          \t{uuid}
Label:         \t(no label)
Subsystem:     \t(no subsystem)
Flags:       \t(no flags)

Data segments:
  0: crypt
\toffset: 16777216 [bytes]
\tlength: (whole device)
\tcipher: aes-xts-plain64
\tsector: 4096 [bytes]

Keyslots:
{k0}
Tokens:
Digests:
  0: pbkdf2
\tHash:       sha256
\tIterations: 194180
\tSalt:       {salt('luks-digest')}
\tDigest:     {salt('luks-digest-value')}"""
    turns = [
        sh.run("cryptsetup --version", "cryptsetup 2.6.1 flags: UDEV BLKID KEYRING KERNEL_CAPI "),
        sh.run(f"cryptsetup luksFormat --type luks2 --batch-mode --key-file {key} /dev/sdb1", duration=8.0),
        sh.run("cryptsetup luksDump /dev/sdb1", dump),
        sh.run(f"cryptsetup luksAddKey --key-file {key} /dev/sdb1 {rec}", duration=8.0),
        sh.run("cryptsetup luksDump /dev/sdb1 | sed -n '/^Keyslots:/,/^Tokens:/p'", f"Keyslots:\n{k0}\n{k1}\nTokens:"),
        sh.run(f"cryptsetup open --key-file {key} /dev/sdb1 vaultdata && cryptsetup status vaultdata", """/dev/mapper/vaultdata is active.
  type:    LUKS2
  cipher:  aes-xts-plain64
  keysize: 512 bits
  key location: keyring
  device:  /dev/sdb1
  sector size:  4096
  offset:  32768 sectors
  size:    1953458176 sectors
  mode:    read/write""", duration=5.0),
        sh.run("mkfs.ext4 -q -L vault /dev/mapper/vaultdata && lsblk -o NAME,SIZE,TYPE,FSTYPE,LABEL,UUID /dev/sdb", f"""NAME            SIZE TYPE  FSTYPE      LABEL UUID
sdb           931.5G disk
└─sdb1        931.5G part  crypto_LUKS       {uuid}
  └─vaultdata 931.5G crypt ext4        vault 6a2f9d13-8c47-4e0b-b5d1-3e8c7a2f9140""", duration=10.0),
        sh.run("cryptsetup close vaultdata && cryptsetup status vaultdata", "/dev/mapper/vaultdata is inactive."),
        sh.run(f"cryptsetup luksKillSlot --key-file {rec} /dev/sdb1 0", duration=5.0),
        sh.run("cryptsetup luksDump /dev/sdb1 | sed -n '/^Keyslots:/,/^Tokens:/p'", f"Keyslots:\n{k1}\nTokens:"),
    ]
    rs.add("terminal", "h56-terminal-19", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------
# 20 zfs datasets and snapshots (less common) - contradiction: an immutable snapshot's REFER changes
# ---------------------------------------------------------------------------------------------
def t20(rs: RowSet) -> None:
    sh = Pane("root", "backup-zfs", "/root")
    state = sh.prompt
    ds = "tank/vm/web01"

    def snaps(rows: list[tuple[str, str, str, str]]) -> str:
        out = [f"{'NAME':<30} {'USED':>5}  {'REFER':>5}  CREATION"]
        out += [f"{ds + '@' + n:<30} {u:>5}  {r:>5}  {c}" for n, u, r, c in rows]
        return "\n".join(out)
    turns = [
        sh.run("zfs list -o name,used,avail,refer,mountpoint -r tank/vm", """NAME            USED  AVAIL  REFER  MOUNTPOINT
tank/vm          413G  3.18T   104K  /tank/vm
tank/vm/ci01    80.0G  3.18T  61.7G  /tank/vm/ci01
tank/vm/db01     188G  3.18T   142G  /tank/vm/db01
tank/vm/mail01  99.6G  3.18T  81.2G  /tank/vm/mail01
tank/vm/web01   45.6G  3.18T  40.1G  /tank/vm/web01"""),
        sh.run(f"zfs list -t snapshot -o name,used,refer,creation -r {ds}", snaps([
            ("auto-2024-06-01", "2.14G", "37.8G", "Sat Jun  1  0:00 2024"),
            ("auto-2024-06-05", "1.06G", "38.4G", "Wed Jun  5  0:00 2024"),
            ("auto-2024-06-09", "812M", "39.2G", "Sun Jun  9  0:00 2024"),
            ("auto-2024-06-12", "304M", "39.9G", "Wed Jun 12  0:00 2024")])),
        sh.run(f"zfs snapshot {ds}@pre-kernel-6.8"),
        sh.run(f"zfs set compression=zstd {ds} && zfs get -o property,value,source compression,compressratio,recordsize {ds}", """PROPERTY       VALUE           SOURCE
compression    zstd            local
compressratio  1.42x           -
recordsize     128K            default"""),
        sh.run(f"zfs destroy {ds}@auto-2024-06-01", duration=2.0),
        sh.run(f"zfs list -t snapshot -o name,used,refer,creation -r {ds}", snaps([
            ("auto-2024-06-05", "1.71G", "38.4G", "Wed Jun  5  0:00 2024"),
            ("auto-2024-06-09", "812M", "39.6G", "Sun Jun  9  0:00 2024"),
            ("auto-2024-06-12", "304M", "39.9G", "Wed Jun 12  0:00 2024"),
            ("pre-kernel-6.8", "0B", "40.1G", "Thu Jun 13 11:52 2024")])),
        sh.run(f"zfs list -o name,used,usedbysnapshots,usedbydataset,refer {ds}", f"""NAME            USED  USEDSNAP  USEDDS  REFER
{ds}  43.5G     3.36G   40.1G  40.1G"""),
        sh.run(f"zfs send -nvP {ds}@pre-kernel-6.8", f"full\t{ds}@pre-kernel-6.8\t61140289536\nsize\t61140289536", duration=3.0),
        sh.run(f"zfs hold keep {ds}@pre-kernel-6.8 && zfs holds {ds}@pre-kernel-6.8", f"""NAME                          TAG   TIMESTAMP
{ds}@pre-kernel-6.8  keep  Thu Jun 13 11:58 2024"""),
        sh.run(f"zfs destroy {ds}@pre-kernel-6.8", f"cannot destroy snapshot {ds}@pre-kernel-6.8: dataset is busy"),
    ]
    rs.add("terminal", "h56-terminal-20", SYSTEM, turns, state=state, bad=True, turn=6,
           kind="Snapshot web01@auto-2024-06-09 refers 39.6G after the destroy though it listed REFER 39.2G before; a snapshot's referenced size cannot change.")


# ---------------------------------------------------------------------------------------------
# 21 parted (mainstream) - contradiction: lsblk keeps the old partition size after a confirmed grow
# ---------------------------------------------------------------------------------------------
def t21(rs: RowSet) -> None:
    sh = Pane("root", "stor-ingest", "/root")
    state = sh.prompt
    p = sh.prompt
    head = """Model: ATA Samsung SSD 870 (scsi)
Disk /dev/sdc: 2000GB
Sector size (logical/physical): 512B/512B
Partition Table: gpt
Disk Flags:
"""
    old_lsblk = """NAME   MAJ:MIN RM   SIZE RO TYPE MOUNTPOINTS
sdc      8:32   0   1.8T  0 disk
└─sdc1   8:33   0 931.3G  0 part /srv/ingest"""
    turns = [
        sh.run("parted /dev/sdc unit GB print free", head + """
Number  Start   End     Size    File system  Name    Flags
        0.00GB  0.00GB  0.00GB  Free Space
 1      0.00GB  1000GB  1000GB  ext4         ingest
        1000GB  2000GB  1000GB  Free Space
"""),
        sh.run("lsblk /dev/sdc", old_lsblk),
        sh.run("df -h /srv/ingest", """Filesystem      Size  Used Avail Use% Mounted on
/dev/sdc1       916G  802G   68G  93% /srv/ingest"""),
        (act(("parted /dev/sdc resizepart 1 100%\n", 1.0), ("Yes\n", 2.0)), f"""{p} parted /dev/sdc resizepart 1 100%
Warning: Partition /dev/sdc1 is being used. Are you sure you want to continue?
Yes/No? Yes
Information: You may need to update /etc/fstab.

{p} """),
        sh.run("parted /dev/sdc unit GB print", head + """
Number  Start   End     Size    File system  Name    Flags
 1      0.00GB  2000GB  2000GB  ext4         ingest
"""),
        sh.run("resize2fs /dev/sdc1", """resize2fs 1.47.0 (5-Feb-2023)
Filesystem at /dev/sdc1 is mounted on /srv/ingest; on-line resizing required
old_desc_blocks = 117, new_desc_blocks = 233
The filesystem on /dev/sdc1 is now 488378385 (4k) blocks long.
""", duration=20.0),
        sh.run("lsblk /dev/sdc", old_lsblk),
        sh.run("df -h /srv/ingest", """Filesystem      Size  Used Avail Use% Mounted on
/dev/sdc1       1.8T  802G  938G  47% /srv/ingest"""),
        sh.run("tune2fs -l /dev/sdc1 | grep -E '^(Block count|Reserved block count|Free blocks)'", """Block count:              488378385
Reserved block count:     24418918
Free blocks:              268917407"""),
    ]
    rs.add("terminal", "h56-terminal-21", SYSTEM, turns, state=state, bad=True, turn=7,
           kind="lsblk still shows sdc1 at 931.3G although parted printed it ending at 2000GB and resize2fs grew the mounted file system to 488378385 4k blocks (1.8T).")


# ---------------------------------------------------------------------------------------------
# 22 btrfs scrub and device stats (less common) - clean: scrub progresses, fixes errors, stats reset
# ---------------------------------------------------------------------------------------------
def t22(rs: RowSet) -> None:
    sh = Pane("root", "homelab-nas", "/root")
    state = sh.prompt
    fsid = "5b7f2c1e-93d4-4a6b-8e0f-2c9d1a7b3e58"

    def stats(dev: str, corrupt: int) -> str:
        return "\n".join(f"[{dev}].{k:<16}{v}" for k, v in [("write_io_errs", 0), ("read_io_errs", 0), ("flush_io_errs", 0),
                                                            ("corruption_errs", corrupt), ("generation_errs", 0)])
    turns = [
        sh.run("btrfs filesystem show /mnt/pool", f"""Label: 'pool'  uuid: {fsid}
\tTotal devices 2 FS bytes used 2.41TiB
\tdevid    1 size 7.28TiB used 2.43TiB path /dev/sdb
\tdevid    2 size 7.28TiB used 2.43TiB path /dev/sdc
"""),
        sh.run("btrfs device stats /mnt/pool", stats("/dev/sdb", 0) + "\n" + stats("/dev/sdc", 0)),
        sh.run("btrfs scrub start /mnt/pool", f"scrub started on /mnt/pool, fsid {fsid} (pid=1842203)"),
        sh.run("btrfs scrub status /mnt/pool", f"""UUID:             {fsid}
Scrub started:    Thu Jun 13 20:15:04 2024
Status:           running
Duration:         0:03:21
Time left:        2:36:29
ETA:              Thu Jun 13 22:54:54 2024
Total to scrub:   4.86TiB
Bytes scrubbed:   104.31GiB  (2.10%)
Rate:             531.40MiB/s
Error summary:    no errors found"""),
        sh.run("sleep 600; btrfs scrub status /mnt/pool", f"""UUID:             {fsid}
Scrub started:    Thu Jun 13 20:15:04 2024
Status:           running
Duration:         0:13:26
Time left:        2:26:15
ETA:              Thu Jun 13 22:54:45 2024
Total to scrub:   4.86TiB
Bytes scrubbed:   418.66GiB  (8.41%)
Rate:             531.90MiB/s
Error summary:    csum=2
  Corrected:      2
  Uncorrectable:  0
  Unverified:     0""", duration=605.0),
        sh.run("btrfs device stats /mnt/pool", stats("/dev/sdb", 0) + "\n" + stats("/dev/sdc", 2)),
        sh.run("dmesg | grep -i btrfs | tail -6", """[1209847.118402] BTRFS warning (device sdb): checksum error at logical 3109829591040 on dev /dev/sdc, physical 1562148372480, root 5, inode 288314, offset 1048576, length 4096, links 1 (path: photos/2019/IMG_4471.CR2)
[1209847.118977] BTRFS error (device sdb): bdev /dev/sdc errs: wr 0, rd 0, flush 0, corrupt 1, gen 0
[1209847.131554] BTRFS error (device sdb): fixed up error at logical 3109829591040 on dev /dev/sdc
[1209912.540217] BTRFS warning (device sdb): checksum error at logical 3188412870656 on dev /dev/sdc, physical 1640731652096, root 5, inode 291077, offset 9437184, length 4096, links 1 (path: photos/2019/IMG_5020.CR2)
[1209912.540793] BTRFS error (device sdb): bdev /dev/sdc errs: wr 0, rd 0, flush 0, corrupt 2, gen 0
[1209912.552106] BTRFS error (device sdb): fixed up error at logical 3188412870656 on dev /dev/sdc"""),
        sh.run("btrfs device stats -z /dev/sdc && btrfs device stats /dev/sdc", stats("/dev/sdc", 2) + "\n" + stats("/dev/sdc", 0)),
    ]
    rs.add("terminal", "h56-terminal-22", SYSTEM, turns, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
