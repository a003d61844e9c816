# ruff: noqa: E501
"""Held-out set holdout38, domain terminal: 22 tmux shell sessions (11 with one contradiction).

Each trajectory is a shell session in a tmux pane driven by keystroke actions; the observations are
what the pane shows after each command (prompt line with the command, its output, the next prompt).
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet

SYSTEM = """# Role and Objective

You are a **Terminal World Model**: a faithful simulator of a Linux shell running in a tmux pane. Given the session so far and the keystrokes the agent sends next, you predict exactly what the pane shows once they have run.

## Task Definition

You receive:
1. **Historical Context**: the earlier turns of this session (actions and the screens they produced)
2. **Current Terminal State**: the visible screen, prompt included
3. **User Action**: a JSON array of keystroke objects sent to the pane

You output the **exact next terminal state**: the command echo on the prompt line, everything the command prints (stdout and stderr), and the next prompt when the command has finished.

# Environment Management

The terminal state is the visible screen plus the implicit state behind it: working directory, environment variables, the file system, running processes and services, installed packages, and the state of any remote system or cloud account the session talks to through a CLI.

Track across turns:
- **Working directory**: changed by `cd`, reflected in the prompt
- **File system**: files and directories created, edited, moved or deleted earlier
- **Processes and services**: started, stopped, restarted (a restart gives new PIDs; nothing else does)
- **Remote resources**: objects created, renamed, updated or deleted through a CLI keep those changes
- **Identifiers**: IDs, UUIDs, hashes, serial numbers and names stay the same unless an action changes them

Clocks, counters and live data (uptimes, ages, queue depths, traffic counters, sensor readings) move on their own as time passes; everything else changes only because of an action.

# Environment Execution

Parse keystrokes as raw terminal input: a trailing newline executes the command; `C-c`, `C-d`, `C-z`, `C-l` are control keys; empty keystrokes with a duration mean waiting. Pipes, redirections and `;`, `&&`, `||` behave as in bash. Print output exactly as the real program version would: its table layout, column headers, units, rounding and messages, its error messages and their exit behaviour.

# Key Principles

- **Format**: the prompt matches the established pattern; the command echo is included; spacing and line breaks are those of the real tool.
- **Factuality**: output matches what the command really does with those options.
- **Consistency**: every screen agrees with all earlier screens and with the effects of all earlier actions.
- **Realism**: sizes, timestamps, IDs and counts are plausible and follow from the history.
- **Completeness**: no unreasonable truncation; the output carries the detail a user needs for the next step.

# Action Format

```json
[
  {
    "keystrokes": "ls -la\\n",
    "duration": 0.5
  }
]
```

`keystrokes` is sent verbatim; `duration` is the number of seconds to wait before the screen is captured (default 1.0). An empty array means the agent considers the task finished.

Reply with the terminal screen only."""


def pj(obj: object) -> str:
    return json.dumps(obj, indent=2, ensure_ascii=False)


# zfs snapshots and datasets: clean
def t01(rs: RowSet) -> None:
    p = Pane("root", "nas01", "/root")
    state = p.prompt
    t = []
    t.append(p.run("zpool status tank", """  pool: tank
 state: ONLINE
  scan: scrub repaired 0B in 03:12:44 with 0 errors on Sun Mar  9 03:36:46 2025
config:

        NAME                                            STATE     READ WRITE CKSUM
        tank                                            ONLINE       0     0     0
          raidz1-0                                      ONLINE       0     0     0
            ata-WDC_WD40EFZX-68AWUN0_WD-WX12D81HJ4K7    ONLINE       0     0     0
            ata-WDC_WD40EFZX-68AWUN0_WD-WX12D81HK0P2    ONLINE       0     0     0
            ata-WDC_WD40EFZX-68AWUN0_WD-WX42D71CR9T5    ONLINE       0     0     0
            ata-WDC_WD40EFZX-68AWUN0_WD-WX42D71CS3M8    ONLINE       0     0     0
        logs
          nvme-Samsung_SSD_970_EVO_Plus_250GB_S4EUNX0R418275J-part1  ONLINE       0     0     0

errors: No known data errors"""))
    t.append(p.run("zfs list -o name,used,avail,refer,mountpoint -r tank", """NAME              USED  AVAIL  REFER  MOUNTPOINT
tank             6.82T  3.41T   192K  /tank
tank/backups     1.12T  3.41T   205K  /tank/backups
tank/backups/pg  1.12T  3.41T   884G  /tank/backups/pg
tank/home         412G  3.41T   296G  /tank/home
tank/media       5.27T  3.41T  5.27T  /tank/media
tank/vm          18.6G  3.41T  18.6G  /tank/vm"""))
    t.append(p.run("zfs list -t snapshot -o name,used,refer,creation -r tank/home", """NAME                                            USED  REFER  CREATION
tank/home@autosnap_2024-11-01_00:00:02_monthly  18.9G   241G  Fri Nov  1  0:00 2024
tank/home@autosnap_2024-12-01_00:00:01_monthly  17.2G   252G  Sun Dec  1  0:00 2024
tank/home@autosnap_2025-01-01_00:00:03_monthly  24.6G   263G  Wed Jan  1  0:00 2025
tank/home@autosnap_2025-02-01_00:00:01_monthly  12.3G   271G  Sat Feb  1  0:00 2025
tank/home@manual-2025-02-20-before-rsync        1.84G   276G  Thu Feb 20 18:42 2025
tank/home@autosnap_2025-02-22_00:00:02_weekly   2.71G   279G  Sat Feb 22  0:00 2025
tank/home@autosnap_2025-03-01_00:00:01_monthly  9.87G   284G  Sat Mar  1  0:00 2025
tank/home@autosnap_2025-03-08_00:00:02_weekly   3.27G   289G  Sat Mar  8  0:00 2025
tank/home@autosnap_2025-03-11_00:00:01_daily     612M   292G  Tue Mar 11  0:00 2025
tank/home@autosnap_2025-03-12_00:00:01_daily     488M   294G  Wed Mar 12  0:00 2025
tank/home@autosnap_2025-03-13_00:00:02_daily    1.02G   295G  Thu Mar 13  0:00 2025
tank/home@autosnap_2025-03-14_00:00:01_daily     226M   296G  Fri Mar 14  0:00 2025"""))
    t.append(p.run("zfs snapshot tank/home@manual-2025-03-14-pre-migration", ""))
    t.append(p.run("zfs destroy -v tank/home@manual-2025-02-20-before-rsync", """will destroy tank/home@manual-2025-02-20-before-rsync
will reclaim 1.84G"""))
    t.append(p.run("zfs list -t snapshot -o name,used,refer,creation -r tank/home", """NAME                                            USED  REFER  CREATION
tank/home@autosnap_2024-11-01_00:00:02_monthly  18.9G   241G  Fri Nov  1  0:00 2024
tank/home@autosnap_2024-12-01_00:00:01_monthly  17.2G   252G  Sun Dec  1  0:00 2024
tank/home@autosnap_2025-01-01_00:00:03_monthly  24.6G   263G  Wed Jan  1  0:00 2025
tank/home@autosnap_2025-02-01_00:00:01_monthly  12.3G   271G  Sat Feb  1  0:00 2025
tank/home@autosnap_2025-02-22_00:00:02_weekly   3.05G   279G  Sat Feb 22  0:00 2025
tank/home@autosnap_2025-03-01_00:00:01_monthly  9.87G   284G  Sat Mar  1  0:00 2025
tank/home@autosnap_2025-03-08_00:00:02_weekly   3.27G   289G  Sat Mar  8  0:00 2025
tank/home@autosnap_2025-03-11_00:00:01_daily     612M   292G  Tue Mar 11  0:00 2025
tank/home@autosnap_2025-03-12_00:00:01_daily     488M   294G  Wed Mar 12  0:00 2025
tank/home@autosnap_2025-03-13_00:00:02_daily    1.02G   295G  Thu Mar 13  0:00 2025
tank/home@autosnap_2025-03-14_00:00:01_daily     226M   296G  Fri Mar 14  0:00 2025
tank/home@manual-2025-03-14-pre-migration        148K   296G  Fri Mar 14 10:21 2025"""))
    t.append(p.run("zfs set compression=zstd tank/home && zfs get -o name,property,value,source compression,compressratio,used,available tank/home", """NAME       PROPERTY       VALUE     SOURCE
tank/home  compression    zstd      local
tank/home  compressratio  1.38x     -
tank/home  used           410G      -
tank/home  available      3.41T     -"""))
    t.append(p.run("zfs list -o name,used,avail,refer,mountpoint -r tank", """NAME              USED  AVAIL  REFER  MOUNTPOINT
tank             6.82T  3.41T   192K  /tank
tank/backups     1.12T  3.41T   205K  /tank/backups
tank/backups/pg  1.12T  3.41T   884G  /tank/backups/pg
tank/home         410G  3.41T   296G  /tank/home
tank/media       5.27T  3.41T  5.27T  /tank/media
tank/vm          18.7G  3.41T  18.7G  /tank/vm"""))
    rs.add(task="terminal", tid="h38-terminal-01", system=SYSTEM, turns=t, state=state)


OCI_APP01 = "ocid1.instance.oc1.iad.anuwcljtq5xkz3ycn4f7w2hxalc6vmr3e4tbu7oiqpgdnlh2ykrsa4mxc6fq"
OCI_APP02 = "ocid1.instance.oc1.iad.anuwcljtvd2hr7pyeq6lm4xw3k5uoz2cnb7tfigsa3yqlxe4dhwmkp5r2vua"
OCI_APP02_DRIFT = "ocid1.instance.oc1.iad.anuwcljtvd2hr7pyeq6lm4xw3k5uoz2cnh7tfiqsa3yqlxe4dhwmkp5r2vua"
OCI_BATCH = "ocid1.instance.oc1.iad.anuwcljs4mf3o7tqbk2yvxe6lrhcuwdz5ip3n2aqgkx7syfejm4tcl6obhza"
OCI_DBPROXY = "ocid1.instance.oc1.iad.anuwcljtk7yw2qnxrbe5sdh3lfcmu6ozvi4pgt2ja7exq5nrcwl3yhdk6fma"
OCI_JUMP = "ocid1.instance.oc1.iad.anuwcljswz6ep4gktx3cmfqo2hvba7ldyrju5n6isexk4tq2ob7mcfv3wqpa"
OCI_COMP = "ocid1.compartment.oc1..aaaaaaaa4xq7rmz2gk5hbtwyc3nvdoe6jslf7ua2pi4ktqx3rbm5eh6wzcla"
OCI_IMAGE = "ocid1.image.oc1.iad.aaaaaaaa7zq3mbkx5hfr2wtc6yje4nvl3dgo7pisua5kbqyfm2hx4otcw6ra"


def oci_table(app02: str, app02_state: str) -> str:
    rows = [
        ("Vbqm:US-ASHBURN-AD-1", OCI_APP01, "app01", "VM.Standard.E4.Flex", "RUNNING"),
        ("Vbqm:US-ASHBURN-AD-2", app02, "app02", "VM.Standard.E4.Flex", app02_state),
        ("Vbqm:US-ASHBURN-AD-1", OCI_BATCH, "batch01", "VM.Standard.A1.Flex", "STOPPED"),
        ("Vbqm:US-ASHBURN-AD-3", OCI_DBPROXY, "db-proxy", "VM.Standard.E4.Flex", "RUNNING"),
        ("Vbqm:US-ASHBURN-AD-1", OCI_JUMP, "jump01", "VM.Standard.E2.1.Micro", "RUNNING"),
    ]
    widths = [22, 88, 10, 24, 10]
    sep = "+" + "+".join("-" * w for w in widths) + "+"
    head = ("AD", "OCID", "Name", "Shape", "State")

    def line(cells: tuple[str, ...]) -> str:
        return "|" + "|".join(f" {c:<{w - 1}}" for c, w in zip(cells, widths)) + "|"
    return "\n".join([sep, line(head), sep, *[line(r) for r in rows], sep])


def oci_instance(state: str, ocpus: float, mem: float, etag: str) -> str:
    vcpus = int(ocpus * 2)
    data = {
        "agent-config": {"are-all-plugins-disabled": False, "is-management-disabled": False, "is-monitoring-disabled": False, "plugins-config": None},
        "availability-config": {"is-live-migration-preferred": None, "recovery-action": "RESTORE_INSTANCE"},
        "availability-domain": "Vbqm:US-ASHBURN-AD-2",
        "capacity-reservation-id": None,
        "compartment-id": OCI_COMP,
        "dedicated-vm-host-id": None,
        "defined-tags": {"Oracle-Tags": {"CreatedBy": "oracleidentitycloudservice/dkim@example.com", "CreatedOn": "2024-06-11T14:22:07.118Z"}},
        "display-name": "app02",
        "extended-metadata": {},
        "fault-domain": "FAULT-DOMAIN-2",
        "freeform-tags": {"env": "prod", "tier": "app"},
        "id": OCI_APP02,
        "image-id": OCI_IMAGE,
        "instance-options": {"are-legacy-imds-endpoints-disabled": True},
        "ipxe-script": None,
        "launch-mode": "PARAVIRTUALIZED",
        "lifecycle-state": state,
        "metadata": {"ssh_authorized_keys": "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIG7vQm3kX2cT9rL4pWzE8yN1sB6fJhD0aUoK5iR3tVqe dkim@bastion-iad"},
        "region": "iad",
        "shape": "VM.Standard.E4.Flex",
        "shape-config": {
            "baseline-ocpu-utilization": None, "gpu-description": None, "gpus": 0, "local-disk-description": None,
            "local-disks": 0, "local-disks-total-size-in-gbs": None, "max-vnic-attachments": vcpus if vcpus < 24 else 24,
            "memory-in-gbs": mem, "networking-bandwidth-in-gbps": ocpus, "ocpus": ocpus,
            "processor-description": "2.55 GHz AMD EPYC\u2122 7J13 (Milan)", "vcpus": vcpus},
        "source-details": {"boot-volume-size-in-gbs": None, "boot-volume-vpus-per-gb": None, "image-id": OCI_IMAGE, "kms-key-id": None, "source-type": "image"},
        "system-tags": {},
        "time-created": "2024-06-11T14:22:08.420000+00:00",
        "time-maintenance-reboot-due": None,
    }
    return pj({"data": data, "etag": etag})


# oci compute instances: bad
def t02(rs: RowSet) -> None:
    p = Pane("dkim", "bastion-iad", "/home/dkim/infra")
    state = p.prompt
    q = """oci compute instance list --compartment-id $COMPARTMENT_ID --output table --query 'data[*].{Name:"display-name",State:"lifecycle-state",Shape:shape,AD:"availability-domain",OCID:id}'"""
    t = []
    t.append(p.run(q, oci_table(OCI_APP02, "RUNNING"), duration=4.0))
    t.append(p.run(f"oci compute instance get --instance-id {OCI_APP02}", oci_instance("RUNNING", 2.0, 32.0, "8c1e0f4b5d2a7e96c3f1b8d04a5e2c7f19b6d3a8e0c4f7b2a5d9e1c6f3b0a8d4"), duration=3.0))
    t.append(p.run(f"oci compute instance action --action SOFTSTOP --instance-id {OCI_APP02}", oci_instance("STOPPING", 2.0, 32.0, "f31a9c6e2d8b4f07a5c1e9d3b6f2a8c04e7d1b5a9f3c6e0d2b8a4f7c1e5d9b3a"), duration=3.0))
    t.append(p.run(f"""oci compute instance get --instance-id {OCI_APP02} --query 'data."lifecycle-state"' --raw-output""", "STOPPED", duration=3.0))
    t.append(p.run(f"""oci compute instance update --instance-id {OCI_APP02} --shape-config '{{"ocpus": 4, "memoryInGBs": 64}}' --force""", oci_instance("STOPPED", 4.0, 64.0, "2b7e4d1a9c6f3e08b5a2d7c4f1e9b6a3d0c8f5e2b9a6d3c0f7e4b1a8d5c2f9e6"), duration=5.0))
    t.append(p.run(f"oci compute instance action --action START --instance-id {OCI_APP02} --wait-for-state RUNNING",
                   "Action completed. Waiting until the resource has entered state: ('RUNNING',)\n" + oci_instance("RUNNING", 4.0, 64.0, "6d0a3f8c5e2b9d7a4c1f6e3b0d8a5c2f9e7b4d1a6c3f0e8b5d2a9c7f4e1b6d3a"), duration=60.0))
    t.append(p.run(q, oci_table(OCI_APP02_DRIFT, "RUNNING"), duration=4.0))
    vnics = {"data": [{
        "availability-domain": "Vbqm:US-ASHBURN-AD-2", "compartment-id": OCI_COMP,
        "defined-tags": {"Oracle-Tags": {"CreatedBy": "oracleidentitycloudservice/dkim@example.com", "CreatedOn": "2024-06-11T14:22:08.771Z"}},
        "display-name": "app02", "freeform-tags": {}, "hostname-label": "app02",
        "id": "ocid1.vnic.oc1.iad.abuwcljrxh4q2e7mcz5tvb3kd6yfn2ola7ipw3sge5quc4hkd7mrfxz2b6ta",
        "is-primary": True, "lifecycle-state": "AVAILABLE", "mac-address": "02:00:17:0A:3C:5E",
        "nsg-ids": ["ocid1.networksecuritygroup.oc1.iad.aaaaaaaaq3d7xk2m5hbzrtwc4ny6foe3vjlg7ua2sp5kdqi4xrbm6ehwztq"],
        "private-ip": "10.0.2.47", "public-ip": "129.153.64.211", "skip-source-dest-check": False,
        "subnet-id": "ocid1.subnet.oc1.iad.aaaaaaaab5tq7zk3xm2hwcr4ny6deo3vjpl7ga2ui5sfk4qxbm6rhzwtle",
        "time-created": "2024-06-11T14:22:08.771000+00:00", "vlan-id": None}]}
    t.append(p.run(f"oci compute instance list-vnics --instance-id {OCI_APP02}", pj(vnics), duration=3.0))
    shape = {"baseline-ocpu-utilization": None, "gpu-description": None, "gpus": 0, "local-disk-description": None,
             "local-disks": 0, "local-disks-total-size-in-gbs": None, "max-vnic-attachments": 8, "memory-in-gbs": 64.0,
             "networking-bandwidth-in-gbps": 4.0, "ocpus": 4.0, "processor-description": "2.55 GHz AMD EPYC\u2122 7J13 (Milan)", "vcpus": 8}
    t.append(p.run(f"""oci compute instance get --instance-id {OCI_APP02} --query 'data."shape-config"'""", pj(shape), duration=3.0))
    rs.add(task="terminal", tid="h38-terminal-02", system=SYSTEM, turns=t, state=state,
           bad=True, turn=7, kind="instance OCID differs in the list after the resize and start")


# lvm volume groups and logical volumes: bad
def t03(rs: RowSet) -> None:
    p = Pane("root", "db03", "/root", style="rhel")
    state = p.prompt
    vgs_cmd = "vgs -o vg_name,pv_count,lv_count,vg_attr,vg_size,vg_free,vg_extent_count,vg_free_count"
    vgs_out = """  VG      #PV #LV Attr   VSize    VFree    #Ext   Free
  rhel      1   3 wz--n- <237.47g    4.00m  60792      1
  vg_data   2   4 wz--n-   <1.82t <412.02g 476932 105476"""
    t = []
    t.append(p.run(vgs_cmd, vgs_out))
    t.append(p.run("lvs -o lv_name,vg_name,lv_attr,lv_size,seg_count,devices", """  LV        VG      Attr       LSize    #Seg Devices
  home      rhel    -wi-ao---- <159.63g    1 /dev/nvme0n1p3(19928)
  root      rhel    -wi-ao----   70.00g    1 /dev/nvme0n1p3(0)
  swap      rhel    -wi-ao----   <7.85g    1 /dev/nvme0n1p3(17920)
  lv_backup vg_data -wi-ao----  400.00g    1 /dev/sdc(30720)
  lv_pgdata vg_data -wi-ao----  900.00g    1 /dev/sdb(0)
  lv_pgwal  vg_data -wi-ao----  120.00g    1 /dev/sdc(0)
  lv_tmp    vg_data -wi-ao----   31.00g    1 /dev/sdb(230400)     """))
    t.append(p.run("df -hT /var/lib/pgsql /var/lib/pgsql/wal /backup", """Filesystem                    Type  Size  Used Avail Use% Mounted on
/dev/mapper/vg_data-lv_pgdata xfs   900G  811G   90G  91% /var/lib/pgsql
/dev/mapper/vg_data-lv_pgwal  xfs   120G   38G   83G  32% /var/lib/pgsql/wal
/dev/mapper/vg_data-lv_backup xfs   400G  297G  104G  75% /backup"""))
    t.append(p.run("lvextend -r -L +200G /dev/vg_data/lv_pgdata", """  Size of logical volume vg_data/lv_pgdata changed from 900.00 GiB (230400 extents) to <1.08 TiB (281600 extents).
  Logical volume vg_data/lv_pgdata successfully resized.
meta-data=/dev/mapper/vg_data-lv_pgdata isize=512    agcount=4, agsize=58982400 blks
         =                       sectsz=4096  attr=2, projid32bit=1
         =                       crc=1        finobt=1, sparse=1, rmapbt=0
         =                       reflink=1    bigtime=1 inobtcount=1 nrext64=0
data     =                       bsize=4096   blocks=235929600, imaxpct=5
         =                       sunit=0      swidth=0 blks
naming   =version 2              bsize=4096   ascii-ci=0, ftype=1
log      =internal log           bsize=4096   blocks=115200, version=2
         =                       sectsz=4096  sunit=1 blks, lazy-count=1
realtime =none                   extsz=4096   blocks=0, rtextents=0
data blocks changed from 235929600 to 288358400""", duration=5.0))
    t.append(p.run("lvs -o lv_name,lv_attr,lv_size,seg_count,devices vg_data", """  LV        Attr       LSize   #Seg Devices
  lv_backup -wi-ao---- 400.00g    1 /dev/sdc(30720)
  lv_pgdata -wi-ao----  <1.08t    3 /dev/sdb(0),/dev/sdb(238336),/dev/sdc(133120)
  lv_pgwal  -wi-ao---- 120.00g    1 /dev/sdc(0)
  lv_tmp    -wi-ao----  31.00g    1 /dev/sdb(230400)                              """))
    t.append(p.run(vgs_cmd, vgs_out))
    t.append(p.run("df -hT /var/lib/pgsql", """Filesystem                    Type  Size  Used Avail Use% Mounted on
/dev/mapper/vg_data-lv_pgdata xfs   1.1T  812G  289G  74% /var/lib/pgsql"""))
    rs.add(task="terminal", tid="h38-terminal-03", system=SYSTEM, turns=t, state=state,
           bad=True, turn=6, kind="VG free space and free extents unchanged after lvextend")


# pyenv interpreter versions: clean
def t04(rs: RowSet) -> None:
    p = Pane("maria", "devbox", "/home/maria/src/ledger-sync")
    state = p.prompt
    t = []
    t.append(p.run("pyenv versions", """  system
  3.10.13
* 3.11.7 (set by /home/maria/.pyenv/version)
  3.12.1"""))
    t.append(p.run("pyenv install 3.12.4", """Downloading Python-3.12.4.tar.xz...
-> https://www.python.org/ftp/python/3.12.4/Python-3.12.4.tar.xz
Installing Python-3.12.4...
Installed Python-3.12.4 to /home/maria/.pyenv/versions/3.12.4""", duration=180.0))
    t.append(p.run("pyenv local 3.12.4 && cat .python-version", "3.12.4"))
    t.append(p.run("pyenv versions", """  system
  3.10.13
  3.11.7
  3.12.1
* 3.12.4 (set by /home/maria/src/ledger-sync/.python-version)"""))
    t.append(p.run("python -V && pip -V && pyenv which python", """Python 3.12.4
pip 24.0 from /home/maria/.pyenv/versions/3.12.4/lib/python3.12/site-packages/pip (python 3.12)
/home/maria/.pyenv/versions/3.12.4/bin/python"""))
    t.append(p.run("pyenv uninstall -f 3.10.13", "pyenv: 3.10.13 uninstalled"))
    t.append(p.run("ls -la ~/.pyenv/versions", """total 20
drwxr-xr-x  5 maria maria 4096 Mar 14 10:52 .
drwxr-xr-x 14 maria maria 4096 Jan  8 09:13 ..
drwxr-xr-x  6 maria maria 4096 Dec  4 16:20 3.11.7
drwxr-xr-x  6 maria maria 4096 Feb  2 11:05 3.12.1
drwxr-xr-x  6 maria maria 4096 Mar 14 10:49 3.12.4"""))
    t.append(p.run("cd ~ && pyenv version && python -V", """3.11.7 (set by /home/maria/.pyenv/version)
Python 3.11.7""", cd="/home/maria"))
    rs.add(task="terminal", tid="h38-terminal-04", system=SYSTEM, turns=t, state=state)


# kubectl with kustomize overlays: clean
def t05(rs: RowSet) -> None:
    p = Pane("ops", "deploy-02", "/home/ops/deploy/checkout")
    state = p.prompt
    t = []
    t.append(p.run("tree -L 2", """.
├── base
│   ├── configmap.env
│   ├── deployment.yaml
│   ├── kustomization.yaml
│   └── service.yaml
└── overlays
    ├── prod
    └── staging

4 directories, 4 files"""))
    kust = """apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
namespace: checkout-staging
resources:
- ../../base
patches:
- path: replicas.yaml
configMapGenerator:
- behavior: merge
  literals:
  - LOG_LEVEL=debug
  - PAYMENT_GATEWAY_URL=https://sandbox.pay.example.net
  name: checkout-config
images:
- name: registry.example.io/shop/checkout
  newTag: {tag}"""
    t.append(p.run("cat overlays/staging/kustomization.yaml", kust.replace("{tag}", "v2.14.0")))
    t.append(p.run("kubectl -n checkout-staging get deploy,rs,pods -l app=checkout -o wide", """NAME                       READY   UP-TO-DATE   AVAILABLE   AGE   CONTAINERS   IMAGES                                      SELECTOR
deployment.apps/checkout   2/2     2            2           41d   checkout     registry.example.io/shop/checkout:v2.14.0   app=checkout

NAME                                  DESIRED   CURRENT   READY   AGE   CONTAINERS   IMAGES                                      SELECTOR
replicaset.apps/checkout-6d8f7b9c54   2         2         2       6d    checkout     registry.example.io/shop/checkout:v2.14.0   app=checkout,pod-template-hash=6d8f7b9c54
replicaset.apps/checkout-7f5c9d4b8    0         0         0       13d   checkout     registry.example.io/shop/checkout:v2.13.2   app=checkout,pod-template-hash=7f5c9d4b8

NAME                            READY   STATUS    RESTARTS   AGE   IP            NODE           NOMINATED NODE   READINESS GATES
pod/checkout-6d8f7b9c54-2xkqv   1/1     Running   0          6d    10.42.3.118   stg-worker-2   <none>           <none>
pod/checkout-6d8f7b9c54-p9tzr   1/1     Running   0          6d    10.42.1.47    stg-worker-1   <none>           <none>""", duration=2.0))
    t.append(p.run("cd overlays/staging && kustomize edit set image registry.example.io/shop/checkout:v2.15.1", "", cd="/home/ops/deploy/checkout/overlays/staging"))
    t.append(p.run("cat kustomization.yaml", kust.replace("{tag}", "v2.15.1")))
    t.append(p.run("cd ../.. && kubectl diff -k overlays/staging", """diff -u -N /tmp/LIVE-2381946611/apps.v1.Deployment.checkout-staging.checkout /tmp/MERGED-1904483221/apps.v1.Deployment.checkout-staging.checkout
--- /tmp/LIVE-2381946611/apps.v1.Deployment.checkout-staging.checkout\t2025-03-14 11:02:17.418265311 +0000
+++ /tmp/MERGED-1904483221/apps.v1.Deployment.checkout-staging.checkout\t2025-03-14 11:02:17.421265402 +0000
@@ -6,7 +6,7 @@
   annotations:
     deployment.kubernetes.io/revision: "9"
   creationTimestamp: "2025-02-01T09:14:52Z"
-  generation: 9
+  generation: 10
   labels:
     app: checkout
   name: checkout
@@ -41,7 +41,7 @@
         envFrom:
         - configMapRef:
             name: checkout-config-5k7t9h2b6f
-        image: registry.example.io/shop/checkout:v2.14.0
+        image: registry.example.io/shop/checkout:v2.15.1
         imagePullPolicy: IfNotPresent
         name: checkout
         ports:""", cd="/home/ops/deploy/checkout", duration=3.0))
    t.append(p.run("kubectl apply -k overlays/staging", """configmap/checkout-config-5k7t9h2b6f unchanged
service/checkout unchanged
deployment.apps/checkout configured""", duration=3.0))
    t.append(p.run("kubectl -n checkout-staging rollout status deploy/checkout --timeout=180s", """Waiting for deployment "checkout" rollout to finish: 1 out of 2 new replicas have been updated...
Waiting for deployment "checkout" rollout to finish: 1 out of 2 new replicas have been updated...
Waiting for deployment "checkout" rollout to finish: 1 old replicas are pending termination...
Waiting for deployment "checkout" rollout to finish: 1 old replicas are pending termination...
deployment "checkout" successfully rolled out""", duration=45.0))
    t.append(p.run("kubectl -n checkout-staging get rs,pods -l app=checkout -o wide", """NAME                                  DESIRED   CURRENT   READY   AGE   CONTAINERS   IMAGES                                      SELECTOR
replicaset.apps/checkout-6d8f7b9c54   0         0         0       6d    checkout     registry.example.io/shop/checkout:v2.14.0   app=checkout,pod-template-hash=6d8f7b9c54
replicaset.apps/checkout-8459c6df7d   2         2         2       52s   checkout     registry.example.io/shop/checkout:v2.15.1   app=checkout,pod-template-hash=8459c6df7d

NAME                            READY   STATUS    RESTARTS   AGE   IP            NODE           NOMINATED NODE   READINESS GATES
pod/checkout-8459c6df7d-hm4wz   1/1     Running   0          52s   10.42.2.91    stg-worker-3   <none>           <none>
pod/checkout-8459c6df7d-x7rqd   1/1     Running   0          31s   10.42.1.63    stg-worker-1   <none>           <none>""", duration=2.0))
    t.append(p.run("kubectl -n checkout-staging rollout history deploy/checkout", """deployment.apps/checkout
REVISION  CHANGE-CAUSE
9         <none>
10        <none>
"""))
    t.append(p.run("""kubectl -n checkout-staging get deploy checkout -o jsonpath='{.spec.revisionHistoryLimit}{"\\n"}{.spec.template.spec.containers[0].image}{"\\n"}'""", """1
registry.example.io/shop/checkout:v2.15.1"""))
    t.append(p.run("kubectl -n checkout-staging logs deploy/checkout --tail=8", """Found 2 pods, using pod/checkout-8459c6df7d-hm4wz
{"level":"info","ts":"2025-03-14T11:03:02.114Z","msg":"starting checkout service","version":"v2.15.1","commit":"4e1b9c7"}
{"level":"debug","ts":"2025-03-14T11:03:02.119Z","msg":"config loaded","log_level":"debug","gateway":"https://sandbox.pay.example.net"}
{"level":"info","ts":"2025-03-14T11:03:02.356Z","msg":"connected to postgres","host":"pg-staging.checkout-staging.svc","pool_size":10}
{"level":"info","ts":"2025-03-14T11:03:02.402Z","msg":"connected to redis","addr":"redis-staging:6379"}
{"level":"info","ts":"2025-03-14T11:03:02.408Z","msg":"http server listening","addr":":8080"}
{"level":"debug","ts":"2025-03-14T11:03:11.730Z","msg":"GET /healthz","status":200,"dur_ms":1}
{"level":"debug","ts":"2025-03-14T11:03:21.730Z","msg":"GET /healthz","status":200,"dur_ms":0}
{"level":"info","ts":"2025-03-14T11:03:27.945Z","msg":"POST /v1/carts/8f2c41/checkout","status":201,"dur_ms":184}""", duration=2.0))
    rs.add(task="terminal", tid="h38-terminal-05", system=SYSTEM, turns=t, state=state)


# redis-cli ACL users: bad
def t06(rs: RowSet) -> None:
    p = Pane("svc", "cache-01", "/home/svc")
    state = p.prompt
    rc = 'redis-cli -h 10.20.4.11 --user admin --pass "$REDIS_ADMIN_PW" --no-auth-warning'
    t = []
    t.append(p.run(f"{rc} ACL LIST", """1) "user admin on sanitize-payload #4f8e0c2ad19b7e35c6a0f2d84b1e97c3a5d06f28e4b9c1a7d3f5e08b26c4a91d ~* &* +@all"
2) "user default off sanitize-payload resetchannels -@all"
3) "user metrics on sanitize-payload #9b1d6e3a0c7f24b85d2e9a1c4f7b03e6d8a5c2f19e4b7d0a3c6f8e1b5d2a9c47 resetchannels -@all +info +ping +client|list +latency|latest +slowlog|get +config|get"
4) "user worker on sanitize-payload #c3a7f0e5b2d9c6418a3e7f1d5b0c9a2e6f4d8b3a1c7e5f09d2b6a4c8e3f1d7b5 ~queue:* ~lock:* resetchannels &jobs.* -@all +@read +@write +@list +@connection -keys\""""))
    t.append(p.run(f"{rc} ACL SETUSER metrics '-client|list'", "OK"))
    t.append(p.run(f"{rc} ACL GETUSER metrics", """ 1) "flags"
 2) 1) "on"
    2) "sanitize-payload"
 3) "passwords"
 4) 1) "9b1d6e3a0c7f24b85d2e9a1c4f7b03e6d8a5c2f19e4b7d0a3c6f8e1b5d2a9c47"
 5) "commands"
 6) "-@all +info +ping +client|list +latency|latest +slowlog|get +config|get"
 7) "keys"
 8) ""
 9) "channels"
10) ""
11) "selectors"
12) (empty array)"""))
    t.append(p.run(f"{rc} ACL SETUSER reporting on '>R3p0rt-q1-7f2Kx9' '~report:*' resetchannels -@all +@read +ping", "OK"))
    t.append(p.run(f"{rc} ACL GETUSER reporting", """ 1) "flags"
 2) 1) "on"
    2) "sanitize-payload"
 3) "passwords"
 4) 1) "e07b2c94f5a1d83e6c0b9f27a4d51e8c3b6f0a92d7e4c15b8a3f6d09e2c7b41a"
 5) "commands"
 6) "-@all +@read +ping"
 7) "keys"
 8) "~report:*"
 9) "channels"
10) ""
11) "selectors"
12) (empty array)"""))
    t.append(p.run(f"{rc} ACL USERS", """1) "admin"
2) "default"
3) "metrics"
4) "reporting"
5) "worker\""""))
    t.append(p.run(f"{rc} ACL SAVE && ls -l /etc/redis/users.acl", """OK
-rw-r----- 1 redis redis 1012 Mar 14 10:16 /etc/redis/users.acl"""))
    t.append(p.run(f"{rc} ACL LOG 2", """1)  1) "count"
    2) (integer) 3
    3) "reason"
    4) "command"
    5) "context"
    6) "toplevel"
    7) "object"
    8) "flushdb"
    9) "username"
   10) "worker"
   11) "age-seconds"
   12) "5412.883"
   13) "client-info"
   14) "id=88213 addr=10.20.6.31:51842 laddr=10.20.4.11:6379 fd=41 name=job-runner age=5413 idle=0 flags=N db=0 sub=0 psub=0 ssub=0 multi=-1 watch=0 qbuf=26 qbuf-free=20448 argv-mem=10 multi-mem=0 rbs=1024 rbp=42 obl=0 oll=0 omem=0 tot-mem=22426 events=r cmd=flushdb user=worker redir=-1 resp=2 lib-name=redis-py lib-ver=5.0.4"
   15) "entry-id"
   16) (integer) 41
   17) "timestamp-created"
   18) (integer) 1741941607112
   19) "timestamp-last-updated"
   20) (integer) 1741942010433
2)  1) "count"
    2) (integer) 1
    3) "reason"
    4) "auth"
    5) "context"
    6) "toplevel"
    7) "object"
    8) "AUTH"
    9) "username"
   10) "backup"
   11) "age-seconds"
   12) "19832.978"
   13) "client-info"
   14) "id=87640 addr=10.20.9.4:40318 laddr=10.20.4.11:6379 fd=33 name= age=0 idle=0 flags=N db=0 sub=0 psub=0 ssub=0 multi=-1 watch=0 qbuf=0 qbuf-free=20474 argv-mem=0 multi-mem=0 rbs=1024 rbp=0 obl=0 oll=0 omem=0 tot-mem=21920 events=r cmd=auth user=default redir=-1 resp=2 lib-name= lib-ver="
   15) "entry-id"
   16) (integer) 40
   17) "timestamp-created"
   18) (integer) 1741927590338
   19) "timestamp-last-updated"
   20) (integer) 1741927590338"""))
    rs.add(task="terminal", tid="h38-terminal-06", system=SYSTEM, turns=t, state=state,
           bad=True, turn=3, kind="removed ACL command still listed for the user")


# podman pods: clean
def t07(rs: RowSet) -> None:
    p = Pane("lena", "fedora-ws", "/home/lena", style="rhel")
    state = p.prompt
    t = []
    t.append(p.run("podman pod ps", """POD ID        NAME        STATUS      CREATED     INFRA ID      # OF CONTAINERS
3f9b2c71d0ae  blog-pod    Running     2 days ago  a81c4e5f9b27  3"""))
    t.append(p.run("podman ps -a --pod", """CONTAINER ID  IMAGE                                    COMMAND               CREATED     STATUS      PORTS                 NAMES               POD ID        PODNAME
a81c4e5f9b27  localhost/podman-pause:5.2.3-1724198400                        2 days ago  Up 2 days   0.0.0.0:8080->80/tcp  3f9b2c71d0ae-infra  3f9b2c71d0ae  blog-pod
c27d9e0b4f13  docker.io/library/mariadb:11.4           mariadbd              2 days ago  Up 2 days   0.0.0.0:8080->80/tcp  blog-db             3f9b2c71d0ae  blog-pod
e4b08a6d2c95  docker.io/library/wordpress:6.6-apache   apache2-foregroun...  2 days ago  Up 2 days   0.0.0.0:8080->80/tcp  blog-web            3f9b2c71d0ae  blog-pod"""))
    t.append(p.run("podman inspect blog-web --format '{{.State.Pid}} {{.State.StartedAt}}'", "48213 2025-03-12 09:14:37.551203118 +0100 CET"))
    t.append(p.run("podman pod create --name metrics-pod -p 9090:9090", "7d1e5a0c94b2f3e86a7c1d0b5f92e4a83c6d7b10e59f2a4c8b3d6e1f0a7c92b5"))
    t.append(p.run("podman run -d --pod metrics-pod --name prom docker.io/prom/prometheus:v2.53.0", """Trying to pull docker.io/prom/prometheus:v2.53.0...
Getting image source signatures
Copying blob 6ce8b87a9754 done   |
Copying blob d2d4ec7b1f26 done   |
Copying blob 2a0f3f0d3b8a done   |
Copying blob 9fa4ba1d6cb8 done   |
Copying blob b0c0a3e6d5f2 done   |
Copying blob 51a2f7e93c14 done   |
Copying blob e83d0c6b7a19 done   |
Copying blob 4c7f12d98e05 done   |
Copying config 4be0bd31df7a done   |
Writing manifest to image destination
9c4f2e7a1b30d5e8f6a2c9d41b7e03f5a8d2c6e1b94f07a3d5c8e2b6f1a09d37""", duration=20.0))
    t.append(p.run("podman pod restart blog-pod", "3f9b2c71d0ae5b8e4d1c6a9f02e7b3c58d4a1f6e9b20c7d3a5e8f1b4c6d09a2e", duration=15.0))
    t.append(p.run('podman ps --pod --format "table {{.ID}} {{.Names}} {{.Status}} {{.Ports}} {{.PodName}}"', """CONTAINER ID  NAMES               STATUS         PORTS                   PODNAME
a81c4e5f9b27  3f9b2c71d0ae-infra  Up 6 seconds   0.0.0.0:8080->80/tcp    blog-pod
c27d9e0b4f13  blog-db             Up 6 seconds   0.0.0.0:8080->80/tcp    blog-pod
e4b08a6d2c95  blog-web            Up 5 seconds   0.0.0.0:8080->80/tcp    blog-pod
5b2e8d1f7c40  7d1e5a0c94b2-infra  Up 41 seconds  0.0.0.0:9090->9090/tcp  metrics-pod
9c4f2e7a1b30  prom                Up 41 seconds  0.0.0.0:9090->9090/tcp  metrics-pod"""))
    t.append(p.run("podman inspect blog-web --format '{{.State.Pid}} {{.State.StartedAt}}'", "91877 2025-03-14 10:37:12.204118530 +0100 CET"))
    t.append(p.run("podman pod ps", """POD ID        NAME         STATUS      CREATED             INFRA ID      # OF CONTAINERS
7d1e5a0c94b2  metrics-pod  Running     About a minute ago  5b2e8d1f7c40  2
3f9b2c71d0ae  blog-pod     Running     2 days ago          a81c4e5f9b27  3"""))
    rs.add(task="terminal", tid="h38-terminal-07", system=SYSTEM, turns=t, state=state)


# dnf history transactions: bad
def t08(rs: RowSet) -> None:
    p = Pane("root", "build-07", "/root", style="rhel")
    state = p.prompt
    head = """ID     | Command line                                     | Date and time    | Action(s)      | Altered
---------------------------------------------------------------------------------------------------------"""
    rows = [
        "    87 | upgrade -y --security                            | 2025-03-11 03:12 | Upgrade        |    9   ",
        "    86 | install -y httpd-tools                           | 2025-03-06 15:48 | Install        |    5   ",
        "    85 | install -y podman-docker                         | 2025-02-27 10:21 | Install        |    1   ",
        "    84 | upgrade -y --security                            | 2025-02-25 03:11 | Upgrade        |   14   ",
        "    83 | remove -y cockpit-podman                         | 2025-02-19 16:05 | Removed        |    1   ",
        "    82 | install -y rust cargo                            | 2025-02-12 11:37 | Install        |   11   ",
        "    81 | upgrade -y --security                            | 2025-02-11 03:11 | Upgrade        |    6   ",
        "    80 | install -y git-lfs                               | 2025-02-04 09:58 | Install        |    1   ",
        "    79 | module enable -y nodejs:20                       | 2025-01-30 14:22 | Enable, Install|    4   ",
        "    78 | upgrade -y --security                            | 2025-01-28 03:12 | Upgrade        |   21   ",
    ]
    r88 = "    88 | install -y jq                                    | 2025-03-14 09:42 | Install        |    2   "
    r89 = "    89 | history undo -y 86                               | 2025-03-14 08:43 | Removed        |    5   "
    t = []
    t.append(p.run("dnf history list | head -n 12", head + "\n" + "\n".join(rows)))
    t.append(p.run("dnf history info 86", """Transaction ID : 86
Begin time     : Thu 06 Mar 2025 03:48:19 PM CET
Begin rpmdb    : 5b4c1f0e9a2d7c8b3e6f1a4d0c9b2e7f5a8d3c6b1e4f7a0d9c2b5e8f1a4d7c0b
End time       : Thu 06 Mar 2025 03:48:23 PM CET (4 seconds)
End rpmdb      : 8e2a5d1c7f4b0e9a3d6c2f8b5e1a7d4c0f9b3e6a2d8c5f1b4e7a0d3c9f6b2e5a
User           : Marek Nowak <mnowak>
Return-Code    : Success
Releasever     : 9
Command Line   : install -y httpd-tools
Comment        :
Packages Altered:
    Install apr-1.7.0-12.el9_3.x86_64                @rhel-9-for-x86_64-appstream-rpms
    Install apr-util-1.6.1-23.el9.x86_64             @rhel-9-for-x86_64-appstream-rpms
    Install apr-util-bdb-1.6.1-23.el9.x86_64         @rhel-9-for-x86_64-appstream-rpms
    Install apr-util-openssl-1.6.1-23.el9.x86_64     @rhel-9-for-x86_64-appstream-rpms
    Install httpd-tools-2.4.57-11.el9_4.1.x86_64     @rhel-9-for-x86_64-appstream-rpms"""))
    t.append(p.run("dnf install -y jq", """Updating Subscription Management repositories.
Last metadata expiration check: 1:12:40 ago on Fri 14 Mar 2025 08:29:51 AM CET.
Dependencies resolved.
==========================================================================================
 Package         Arch        Version              Repository                         Size
==========================================================================================
Installing:
 jq              x86_64      1.6-17.el9           rhel-9-for-x86_64-appstream-rpms  190 k
Installing dependencies:
 oniguruma       x86_64      6.9.6-1.el9.5        rhel-9-for-x86_64-appstream-rpms  221 k

Transaction Summary
==========================================================================================
Install  2 Packages

Total download size: 411 k
Installed size: 1.0 M
Downloading Packages:
(1/2): jq-1.6-17.el9.x86_64.rpm                           1.1 MB/s | 190 kB     00:00
(2/2): oniguruma-6.9.6-1.el9.5.x86_64.rpm                 1.2 MB/s | 221 kB     00:00
------------------------------------------------------------------------------------------
Total                                                     1.9 MB/s | 411 kB     00:00
Running transaction check
Transaction check succeeded.
Running transaction test
Transaction test succeeded.
Running transaction
  Preparing        :                                                                  1/1
  Installing       : oniguruma-6.9.6-1.el9.5.x86_64                                   1/2
  Installing       : jq-1.6-17.el9.x86_64                                             2/2
  Running scriptlet: jq-1.6-17.el9.x86_64                                             2/2
  Verifying        : oniguruma-6.9.6-1.el9.5.x86_64                                   1/2
  Verifying        : jq-1.6-17.el9.x86_64                                             2/2
Installed products updated.

Installed:
  jq-1.6-17.el9.x86_64                        oniguruma-6.9.6-1.el9.5.x86_64

Complete!""", duration=15.0))
    t.append(p.run("dnf history list | head -n 5", head + "\n" + "\n".join([r88] + rows[:2])))
    t.append(p.run("dnf history undo -y 86", """Updating Subscription Management repositories.
Last metadata expiration check: 1:14:05 ago on Fri 14 Mar 2025 08:29:51 AM CET.
Dependencies resolved.
==========================================================================================
 Package              Arch      Version             Repository                       Size
==========================================================================================
Removing:
 apr                  x86_64    1.7.0-12.el9_3      @rhel-9-for-x86_64-appstream-rpms 289 k
 apr-util             x86_64    1.6.1-23.el9        @rhel-9-for-x86_64-appstream-rpms 220 k
 apr-util-bdb         x86_64    1.6.1-23.el9        @rhel-9-for-x86_64-appstream-rpms  15 k
 apr-util-openssl     x86_64    1.6.1-23.el9        @rhel-9-for-x86_64-appstream-rpms  23 k
 httpd-tools          x86_64    2.4.57-11.el9_4.1   @rhel-9-for-x86_64-appstream-rpms 194 k

Transaction Summary
==========================================================================================
Remove  5 Packages

Freed space: 741 k
Running transaction check
Transaction check succeeded.
Running transaction test
Transaction test succeeded.
Running transaction
  Preparing        :                                                                  1/1
  Erasing          : httpd-tools-2.4.57-11.el9_4.1.x86_64                             1/5
  Erasing          : apr-util-1.6.1-23.el9.x86_64                                     2/5
  Erasing          : apr-util-bdb-1.6.1-23.el9.x86_64                                 3/5
  Erasing          : apr-util-openssl-1.6.1-23.el9.x86_64                             4/5
  Erasing          : apr-1.7.0-12.el9_3.x86_64                                        5/5
  Running scriptlet: apr-1.7.0-12.el9_3.x86_64                                        5/5
  Verifying        : apr-1.7.0-12.el9_3.x86_64                                        1/5
  Verifying        : apr-util-1.6.1-23.el9.x86_64                                     2/5
  Verifying        : apr-util-bdb-1.6.1-23.el9.x86_64                                 3/5
  Verifying        : apr-util-openssl-1.6.1-23.el9.x86_64                             4/5
  Verifying        : httpd-tools-2.4.57-11.el9_4.1.x86_64                             5/5
Installed products updated.

Removed:
  apr-1.7.0-12.el9_3.x86_64                        apr-util-1.6.1-23.el9.x86_64
  apr-util-bdb-1.6.1-23.el9.x86_64                 apr-util-openssl-1.6.1-23.el9.x86_64
  httpd-tools-2.4.57-11.el9_4.1.x86_64

Complete!""", duration=10.0))
    t.append(p.run("dnf history list | head -n 6", head + "\n" + "\n".join([r89, r88] + rows[:2])))
    t.append(p.run("rpm -q jq oniguruma httpd-tools apr", """jq-1.6-17.el9.x86_64
oniguruma-6.9.6-1.el9.5.x86_64
package httpd-tools is not installed
package apr is not installed"""))
    rs.add(task="terminal", tid="h38-terminal-08", system=SYSTEM, turns=t, state=state,
           bad=True, turn=6, kind="new transaction dated before the previous one")


SMART_HDR = """smartctl 7.3 2022-02-28 r5338 [x86_64-linux-6.1.0-31-amd64] (local build)
Copyright (C) 2002-22, Bruce Allen, Christian Franke, www.smartmontools.org
"""


def smart_attrs(rrer: int, seek: int, poh: int, temp: int, tmin: int, tmax: int, lcc: int, hfh: int, lbaw: int, lbar: int) -> str:
    return SMART_HDR + f"""
=== START OF READ SMART DATA SECTION ===
SMART Attributes Data Structure revision number: 10
Vendor Specific SMART Attributes with Thresholds:
ID# ATTRIBUTE_NAME          FLAG     VALUE WORST THRESH TYPE      UPDATED  WHEN_FAILED RAW_VALUE
  1 Raw_Read_Error_Rate     0x000f   082   064   044    Pre-fail  Always       -       {rrer}
  3 Spin_Up_Time            0x0003   090   089   000    Pre-fail  Always       -       0
  4 Start_Stop_Count        0x0032   100   100   020    Old_age   Always       -       41
  5 Reallocated_Sector_Ct   0x0033   100   100   010    Pre-fail  Always       -       0
  7 Seek_Error_Rate         0x000f   090   060   045    Pre-fail  Always       -       {seek}
  9 Power_On_Hours          0x0032   068   068   000    Old_age   Always       -       {poh}
 10 Spin_Retry_Count        0x0013   100   100   097    Pre-fail  Always       -       0
 12 Power_Cycle_Count       0x0032   100   100   020    Old_age   Always       -       41
 18 Head_Health             0x000b   100   100   050    Pre-fail  Always       -       0
187 Reported_Uncorrect      0x0032   100   100   000    Old_age   Always       -       0
188 Command_Timeout         0x0032   100   100   000    Old_age   Always       -       0
190 Airflow_Temperature_Cel 0x0022   {100 - temp:03d}   047   040    Old_age   Always       -       {temp} (Min/Max {tmin}/{tmax})
192 Power-Off_Retract_Count 0x0032   100   100   000    Old_age   Always       -       38
193 Load_Cycle_Count        0x0032   097   097   000    Old_age   Always       -       {lcc}
194 Temperature_Celsius     0x0022   {temp:03d}   053   000    Old_age   Always       -       {temp} (0 19 0 0 0)
197 Current_Pending_Sector  0x0012   100   100   000    Old_age   Always       -       0
198 Offline_Uncorrectable   0x0010   100   100   000    Old_age   Offline      -       0
199 UDMA_CRC_Error_Count    0x003e   200   200   000    Old_age   Always       -       0
200 Pressure_Limit          0x0023   100   100   001    Pre-fail  Always       -       0
240 Head_Flying_Hours       0x0000   100   253   000    Old_age   Offline      -       {hfh} (8 143 0)
241 Total_LBAs_Written      0x0000   100   253   000    Old_age   Offline      -       {lbaw}
242 Total_LBAs_Read         0x0000   100   253   000    Old_age   Offline      -       {lbar}
"""


# smartctl disk health: clean
def t09(rs: RowSet) -> None:
    p = Pane("root", "stor-02", "/root")
    state = p.prompt
    t = []
    t.append(p.run("smartctl -i /dev/sda", SMART_HDR + """
=== START OF INFORMATION SECTION ===
Model Family:     Seagate Exos X16
Device Model:     ST14000NM001G-2KJ103
Serial Number:    ZL2B8K4M
LU WWN Device Id: 5 000c50 0c8f3a2d1
Firmware Version: SN03
User Capacity:    14,000,519,643,136 bytes [14.0 TB]
Sector Sizes:     512 bytes logical, 4096 bytes physical
Rotation Rate:    7200 rpm
Form Factor:      3.5 inches
Device is:        In smartctl database 7.3/5319
ATA Version is:   ACS-4 (minor revision not indicated)
SATA Version is:  SATA 3.3, 6.0 Gb/s (current: 6.0 Gb/s)
Local Time is:    Fri Mar 14 11:04:18 2025 UTC
SMART support is: Available - device has SMART capability.
SMART support is: Enabled
"""))
    t.append(p.run("smartctl -A /dev/sda", smart_attrs(162839471, 1019473688, 28741, 34, 29, 39, 6214, 28712, 118406233810, 402118857326)))
    t.append(p.run("smartctl -t short /dev/sda", SMART_HDR + """
=== START OF OFFLINE IMMEDIATE AND SELF-TEST SECTION ===
Sending command: "Execute SMART Short self-test routine immediately in off-line mode".
Drive command "Execute SMART Short self-test routine immediately in off-line mode" successful.
Testing has begun.
Please wait 1 minutes for test to complete.
Test will complete after Fri Mar 14 11:06:02 2025 UTC
Use smartctl -X to abort test.
"""))
    t.append(p.run("sleep 75; smartctl -l selftest /dev/sda", SMART_HDR + """
=== START OF READ SMART DATA SECTION ===
SMART Self-test log structure revision number 1
Num  Test_Description    Status                  Remaining  LifeTime(hours)  LBA_of_first_error
# 1  Short offline       Completed without error       00%     28741         -
# 2  Extended offline    Completed without error       00%     28577         -
# 3  Short offline       Completed without error       00%     28408         -
# 4  Short offline       Completed without error       00%     28240         -
# 5  Extended offline    Completed without error       00%     27905         -
# 6  Short offline       Completed without error       00%     27737         -
""", duration=80.0))
    t.append(p.run("smartctl -A /dev/sda", smart_attrs(163907215, 1019526002, 28742, 36, 29, 39, 6214, 28713, 118406911042, 402121960182)))
    t.append(p.run("smartctl -H /dev/sdb", SMART_HDR + """
=== START OF READ SMART DATA SECTION ===
SMART overall-health self-assessment test result: PASSED
"""))
    rs.add(task="terminal", tid="h38-terminal-09", system=SYSTEM, turns=t, state=state)


PSQL_L_HEAD = """                                                       List of databases
   Name    |  Owner   | Encoding | Locale Provider |   Collate   |    Ctype    | ICU Locale | ICU Rules |   Access privileges
-----------+----------+----------+-----------------+-------------+-------------+------------+-----------+-----------------------"""
PSQL_L_ROWS = {
    "billing": " billing   | billing  | UTF8     | libc            | en_US.UTF-8 | en_US.UTF-8 |            |           | ",
    "inventory": " inventory | invsvc   | UTF8     | libc            | en_US.UTF-8 | en_US.UTF-8 |            |           | ",
    "postgres": " postgres  | postgres | UTF8     | libc            | en_US.UTF-8 | en_US.UTF-8 |            |           | ",
    "template0": """ template0 | postgres | UTF8     | libc            | en_US.UTF-8 | en_US.UTF-8 |            |           | =c/postgres          +
           |          |          |                 |             |             |            |           | postgres=CTc/postgres""",
    "template1": """ template1 | postgres | UTF8     | libc            | en_US.UTF-8 | en_US.UTF-8 |            |           | =c/postgres          +
           |          |          |                 |             |             |            |           | postgres=CTc/postgres""",
}


# pg_dump and pg_restore: bad
def t10(rs: RowSet) -> None:
    p = Pane("postgres", "pg-stage-1", "/var/lib/postgresql")
    state = p.prompt
    listing = PSQL_L_HEAD + "\n" + "\n".join(PSQL_L_ROWS.values()) + "\n(5 rows)\n"
    t = []
    t.append(p.run("psql -l", listing))
    t.append(p.run("pg_dump -Fc -Z 6 -f /var/backups/pg/billing_20250314.dump billing", "", duration=90.0))
    t.append(p.run("ls -lh /var/backups/pg/", """total 4.2G
-rw-r--r-- 1 postgres postgres 598M Mar 10 02:00 billing_20250310.dump
-rw-r--r-- 1 postgres postgres 603M Mar 12 02:00 billing_20250312.dump
-rw-r--r-- 1 postgres postgres 607M Mar 14 11:18 billing_20250314.dump
-rw-r--r-- 1 postgres postgres 1.2G Mar 10 02:07 inventory_20250310.dump
-rw-r--r-- 1 postgres postgres 1.2G Mar 12 02:07 inventory_20250312.dump"""))
    t.append(p.run("createdb -O billing -T template0 billing_restore_test", ""))
    t.append(p.run("pg_restore -j 4 --no-owner --role=billing -d billing_restore_test /var/backups/pg/billing_20250314.dump", "", duration=120.0))
    t.append(p.run("psql -d billing_restore_test -c '\\dt+'", """                                            List of relations
 Schema |       Name        | Type  |  Owner  | Persistence | Access method |  Size   | Description
--------+-------------------+-------+---------+-------------+---------------+---------+-------------
 public | customers         | table | billing | permanent   | heap          | 142 MB  |
 public | invoice_lines     | table | billing | permanent   | heap          | 1244 MB |
 public | invoices          | table | billing | permanent   | heap          | 388 MB  |
 public | payment_methods   | table | billing | permanent   | heap          | 37 MB   |
 public | payments          | table | billing | permanent   | heap          | 296 MB  |
 public | schema_migrations | table | billing | permanent   | heap          | 16 kB   |
 public | tax_rates         | table | billing | permanent   | heap          | 72 kB   |
(7 rows)
"""))
    t.append(p.run("""for db in billing billing_restore_test; do psql -At -d $db -c "select '$db', count(*), max(issued_at) from invoices"; done""", """billing|2318911|2025-03-14 11:21:47.30822+00
billing_restore_test|2318904|2025-03-14 11:17:58.91406+00""", duration=5.0))
    t.append(p.run("psql -l", listing))
    rs.add(task="terminal", tid="h38-terminal-10", system=SYSTEM, turns=t, state=state,
           bad=True, turn=8, kind="database created and restored earlier missing from psql -l")


# btrfs subvolumes and snapshots: bad
def t11(rs: RowSet) -> None:
    p = Pane("root", "nas-b", "/root")
    state = p.prompt
    t = []
    t.append(p.run("btrfs filesystem show /mnt/pool", """Label: 'pool'  uuid: 6b1f3e9a-2c47-4d8e-a5b0-9f3c7e21d4a8
\tTotal devices 2 FS bytes used 3.41TiB
\tdevid    1 size 7.28TiB used 3.45TiB path /dev/sdb
\tdevid    2 size 7.28TiB used 3.45TiB path /dev/sdc
"""))
    t.append(p.run("btrfs subvolume list /mnt/pool", """ID 256 gen 918274 top level 5 path @home
ID 257 gen 918270 top level 5 path @media
ID 258 gen 918261 top level 5 path @snapshots
ID 1843 gen 871022 top level 258 path @snapshots/home-2025-02-01
ID 1871 gen 880416 top level 258 path @snapshots/home-2025-02-08
ID 1899 gen 889731 top level 258 path @snapshots/home-2025-02-15
ID 1926 gen 898907 top level 258 path @snapshots/home-2025-02-22
ID 1952 gen 908155 top level 258 path @snapshots/home-2025-03-01
ID 1978 gen 913340 top level 258 path @snapshots/home-2025-03-08"""))
    t.append(p.run("btrfs filesystem df /mnt/pool", """Data, RAID1: total=3.42TiB, used=3.39TiB
System, RAID1: total=32.00MiB, used=512.00KiB
Metadata, RAID1: total=27.00GiB, used=21.84GiB
GlobalReserve, single: total=512.00MiB, used=0.00B"""))
    t.append(p.run("btrfs subvolume delete /mnt/pool/@snapshots/home-2025-02-01 /mnt/pool/@snapshots/home-2025-02-08", """Delete subvolume 1843 (no-commit): '/mnt/pool/@snapshots/home-2025-02-01'
Delete subvolume 1871 (no-commit): '/mnt/pool/@snapshots/home-2025-02-08'"""))
    t.append(p.run("btrfs subvolume snapshot -r /mnt/pool/@home /mnt/pool/@snapshots/home-2025-03-14", "Create readonly snapshot of '/mnt/pool/@home' in '/mnt/pool/@snapshots/home-2025-03-14'"))
    t.append(p.run("btrfs subvolume list -s /mnt/pool", """ID 1899 gen 889731 cgen 889731 top level 258 otime 2025-02-15 03:00:02 path @snapshots/home-2025-02-15
ID 1926 gen 898907 cgen 898907 top level 258 otime 2025-02-22 03:00:01 path @snapshots/home-2025-02-22
ID 1952 gen 908155 cgen 908155 top level 258 otime 2025-03-01 03:00:02 path @snapshots/home-2025-03-01
ID 1978 gen 913340 cgen 913340 top level 258 otime 2025-03-08 03:00:01 path @snapshots/home-2025-03-08
ID 2004 gen 918302 cgen 918302 top level 258 otime 2025-03-14 11:26:48 path @snapshots/home-2025-03-14"""))
    t.append(p.run("btrfs subvolume sync /mnt/pool", "", duration=30.0))
    t.append(p.run("btrfs filesystem usage -T /mnt/pool", """Overall:
    Device size:                  14.55TiB
    Device allocated:              6.89TiB
    Device unallocated:            7.66TiB
    Device missing:                  0.00B
    Device slack:                    0.00B
    Used:                          6.66TiB
    Free (estimated):              3.94TiB\t(min: 3.94TiB)
    Free (statfs, df):             3.94TiB
    Data ratio:                       2.00
    Metadata ratio:                   2.00
    Global reserve:              512.00MiB\t(used: 0.00B)
    Multiple profiles:                  no

             Data    Metadata System
Id Path      RAID1   RAID1    RAID1    Unallocated Total    Slack
-- -------- ------- -------- -------- ----------- -------- -----
 1 /dev/sdb 3.42TiB 27.00GiB 32.00MiB     3.83TiB  7.28TiB     -
 2 /dev/sdc 3.42TiB 27.00GiB 32.00MiB     3.83TiB  7.28TiB     -
-- -------- ------- -------- -------- ----------- -------- -----
   Total    3.42TiB 27.00GiB 32.00MiB     7.66TiB 14.55TiB 0.00B
   Used     3.31TiB 21.62GiB 512.00KiB"""))
    t.append(p.run("df -h /mnt/pool", """Filesystem      Size  Used Avail Use% Mounted on
/dev/sdb        7.3T  3.4T  4.0T  46% /mnt/pool"""))
    t.append(p.run("ls -l /mnt/pool/@snapshots/", """total 0
drwxr-xr-x 1 root root 48 Jan 19 14:02 home-2025-02-08
drwxr-xr-x 1 root root 48 Jan 19 14:02 home-2025-02-15
drwxr-xr-x 1 root root 48 Jan 19 14:02 home-2025-02-22
drwxr-xr-x 1 root root 62 Feb 27 16:40 home-2025-03-01
drwxr-xr-x 1 root root 62 Feb 27 16:40 home-2025-03-08
drwxr-xr-x 1 root root 62 Feb 27 16:40 home-2025-03-14"""))
    t.append(p.run("btrfs subvolume show /mnt/pool/@snapshots/home-2025-03-14", """@snapshots/home-2025-03-14
\tName: \t\t\thome-2025-03-14
\tUUID: \t\t\td4a7e2c9-81f3-4b6e-9c05-7e3a1f8b2d64
\tParent UUID: \t\t0f5c2b8e-4a91-4d37-b6e2-3c8f9a1d7e05
\tReceived UUID: \t\t-
\tCreation time: \t\t2025-03-14 11:26:48 +0100
\tSubvolume ID: \t\t2004
\tGeneration: \t\t918302
\tGen at creation: \t918302
\tParent ID: \t\t258
\tTop level ID: \t\t258
\tFlags: \t\t\treadonly
\tSend transid: \t\t0
\tSend time: \t\t2025-03-14 11:26:48 +0100
\tReceive transid: \t0
\tReceive time: \t\t-
\tSnapshot(s):
\tQuota group:\t\tn/a"""))
    rs.add(task="terminal", tid="h38-terminal-11", system=SYSTEM, turns=t, state=state,
           bad=True, turn=10, kind="deleted snapshot subvolume listed again")


# rabbitmqctl vhosts, users and queues: clean
def t12(rs: RowSet) -> None:
    p = Pane("root", "mq-01", "/root")
    state = p.prompt
    lq = "rabbitmqctl list_queues -p /orders name messages_ready messages_unacknowledged consumers"
    t = []
    t.append(p.run(lq, """Timeout: 60.0 seconds ...
Listing queues for vhost /orders ...
name\tmessages_ready\tmessages_unacknowledged\tconsumers
orders.created\t142\t20\t4
orders.paid\t37\t10\t2
orders.shipped\t0\t0\t2
orders.dlq\t1184\t0\t0
orders.refunds\t3\t0\t1
invoices.render\t612\t40\t8""", duration=2.0))
    t.append(p.run("rabbitmqctl add_vhost /reports", 'Adding vhost "/reports" ...'))
    t.append(p.run("rabbitmqctl add_user reporter 'Rq7vX2m-k4PzT9'", """Adding user "reporter" ...
Done. Don't forget to grant the user permissions to some virtual hosts! See 'rabbitmqctl help set_permissions' to learn more."""))
    t.append(p.run("rabbitmqctl set_permissions -p /reports reporter '^report\\..*' '^report\\..*' '.*'", 'Setting permissions for user "reporter" in vhost "/reports" ...'))
    t.append(p.run("rabbitmqctl set_user_tags reporter monitoring", 'Setting tags for user "reporter" to [monitoring] ...'))
    t.append(p.run("rabbitmqctl list_permissions -p /reports", """Listing permissions for vhost "/reports" ...
user\tconfigure\twrite\tread
reporter\t^report\\..*\t^report\\..*\t.*"""))
    t.append(p.run(lq, """Timeout: 60.0 seconds ...
Listing queues for vhost /orders ...
name\tmessages_ready\tmessages_unacknowledged\tconsumers
orders.created\t96\t20\t4
orders.paid\t41\t8\t2
orders.shipped\t0\t0\t2
orders.dlq\t1184\t0\t0
orders.refunds\t3\t0\t1
invoices.render\t538\t40\t8""", duration=2.0))
    t.append(p.run("rabbitmqctl list_vhosts name tracing && rabbitmqctl list_users", """Listing vhosts ...
name\ttracing
/reports\tfalse
/\tfalse
/orders\tfalse
/billing\tfalse
Listing users ...
user\ttags
billing-svc\t[]
admin\t[administrator]
orders-svc\t[]
monitoring\t[monitoring]
reporter\t[monitoring]""", duration=2.0))
    rs.add(task="terminal", tid="h38-terminal-12", system=SYSTEM, turns=t, state=state)


NVM_LTS = """lts/argon -> v4.9.1 (-> N/A)
lts/boron -> v6.17.1 (-> N/A)
lts/carbon -> v8.17.0 (-> N/A)
lts/dubnium -> v10.24.1 (-> N/A)
lts/erbium -> v12.22.12 (-> N/A)
lts/fermium -> v14.21.3 (-> N/A)
lts/gallium -> v16.20.2 (-> N/A)
lts/hydrogen -> v18.20.5 (-> N/A)
lts/iron -> v20.18.1 (-> N/A)"""


# nvm node versions: clean
def t13(rs: RowSet) -> None:
    p = Pane("tom", "wsl-dev", "/home/tom/projects/storefront")
    state = p.prompt
    t = []
    t.append(p.run("nvm ls", """       v18.20.2
->     v20.12.2
default -> 20 (-> v20.12.2)
iojs -> N/A (default)
unstable -> N/A (default)
node -> stable (-> v20.12.2) (default)
stable -> 20.12 (-> v20.12.2) (default)
lts/* -> lts/jod (-> N/A)
""" + NVM_LTS + """
lts/jod -> v22.11.0 (-> N/A)"""))
    t.append(p.run("nvm install 22", """Downloading and installing node v22.11.0...
Downloading https://nodejs.org/dist/v22.11.0/node-v22.11.0-linux-x64.tar.xz...
######################################################################################################################################## 100.0%
Computing checksum with sha256sum
Checksums matched!
Now using node v22.11.0 (npm v10.9.0)""", duration=30.0))
    t.append(p.run("node -v && npm -v && which node", """v22.11.0
10.9.0
/home/tom/.nvm/versions/node/v22.11.0/bin/node"""))
    t.append(p.run("nvm alias default 22", "default -> 22 (-> v22.11.0)"))
    t.append(p.run("nvm uninstall 18.20.2", "Uninstalled node v18.20.2"))
    t.append(p.run("nvm ls", """       v20.12.2
->     v22.11.0
default -> 22 (-> v22.11.0)
iojs -> N/A (default)
unstable -> N/A (default)
node -> stable (-> v22.11.0) (default)
stable -> 22.11 (-> v22.11.0) (default)
lts/* -> lts/jod (-> v22.11.0)
""" + NVM_LTS + """
lts/jod -> v22.11.0"""))
    t.append(p.run("cat .nvmrc && nvm use", """20
Found '/home/tom/projects/storefront/.nvmrc' with version <20>
Now using node v20.12.2 (npm v10.5.0)"""))
    rs.add(task="terminal", tid="h38-terminal-13", system=SYSTEM, turns=t, state=state)


def kafka_describe(topic: str, tid: str, parts: int, rf_sets: list[str], configs: str) -> str:
    lines = [f"Topic: {topic}\tTopicId: {tid}\tPartitionCount: {parts}\tReplicationFactor: 3\tConfigs: {configs}"]
    for i in range(parts):
        reps = rf_sets[i % len(rf_sets)]
        leader = reps.split(",")[0]
        lines.append(f"\tTopic: {topic}\tPartition: {i}\tLeader: {leader}\tReplicas: {reps}\tIsr: {reps}\tElr: N/A\tLastKnownElr: N/A")
    return "\n".join(lines)


# kafka-topics partitions and configs: bad
def t14(rs: RowSet) -> None:
    p = Pane("kafka", "kafka-admin-01", "/opt/kafka")
    state = p.prompt
    bs = "--bootstrap-server kafka-1.internal:9092"
    cfg = "min.insync.replicas=2,cleanup.policy=delete,retention.ms=604800000,segment.bytes=536870912"
    reps = ["2,3,1", "3,1,2", "1,2,3"]
    t = []
    t.append(p.run(f"bin/kafka-topics.sh {bs} --list", """__consumer_offsets
inventory.adjustments
orders.dlq
orders.v1
payments.events
shipments.v2""", duration=3.0))
    t.append(p.run(f"bin/kafka-topics.sh {bs} --describe --topic orders.v1", kafka_describe("orders.v1", "q3Vx8kLmRZ2nF0bWcT7yAg", 6, reps, cfg), duration=3.0))
    t.append(p.run(f"bin/kafka-topics.sh {bs} --alter --topic orders.v1 --partitions 12", "", duration=3.0))
    t.append(p.run(f"bin/kafka-topics.sh {bs} --describe --topic orders.v1", kafka_describe("orders.v1", "q3Vx8kLnRZ2mF0bWcT7yAg", 12, reps, cfg), duration=3.0))
    t.append(p.run(f"bin/kafka-configs.sh {bs} --alter --entity-type topics --entity-name orders.v1 --add-config retention.ms=259200000", "Completed updating config for topic orders.v1.", duration=3.0))
    t.append(p.run(f"bin/kafka-configs.sh {bs} --describe --entity-type topics --entity-name orders.v1", """Dynamic configs for topic orders.v1 are:
  cleanup.policy=delete sensitive=false synonyms={DYNAMIC_TOPIC_CONFIG:cleanup.policy=delete, DEFAULT_CONFIG:log.cleanup.policy=delete}
  min.insync.replicas=2 sensitive=false synonyms={DYNAMIC_TOPIC_CONFIG:min.insync.replicas=2, STATIC_BROKER_CONFIG:min.insync.replicas=1, DEFAULT_CONFIG:min.insync.replicas=1}
  retention.ms=259200000 sensitive=false synonyms={DYNAMIC_TOPIC_CONFIG:retention.ms=259200000}
  segment.bytes=536870912 sensitive=false synonyms={DYNAMIC_TOPIC_CONFIG:segment.bytes=536870912, DEFAULT_CONFIG:log.segment.bytes=1073741824}""", duration=3.0))
    cons = {
        1: ("order-processor-1-7c1f2a9e-3b4d-4f0e-9a21-5d8e6c3b7f10", "/10.30.2.14", "order-processor-1"),
        2: ("order-processor-2-e04b9d15-8a6c-4e27-b3f1-0c9d2a7e5b84", "/10.30.2.15", "order-processor-2"),
        3: ("order-processor-3-5a8f3c70-d2e1-4b96-8c04-f71e6a9b3d25", "/10.30.3.11", "order-processor-3"),
    }
    offs = [(18274411, 18274436), (18263088, 18263101), (18290745, 18290790), (18251932, 18251932), (18268470, 18268519), (18279014, 18279040),
            (142, 151), (138, 138), (151, 160), (129, 133), (147, 147), (135, 149)]
    lines = ["", "GROUP           TOPIC           PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG             CONSUMER-ID                                                HOST            CLIENT-ID"]
    for i, (cur, end) in enumerate(offs):
        cid, host, client = cons[i // 4 + 1]
        lines.append(f"order-processor orders.v1       {i:<10} {cur:<15} {end:<15} {end - cur:<15} {cid:<58} {host:<15} {client}")
    t.append(p.run(f"bin/kafka-consumer-groups.sh {bs} --describe --group order-processor", "\n".join(lines), duration=5.0))
    t.append(p.run(f"bin/kafka-topics.sh {bs} --describe --topic orders.dlq", kafka_describe("orders.dlq", "Hd2pW9sQTkO4xY7eRb1uNg", 3, ["1,3,2", "2,1,3", "3,2,1"], "min.insync.replicas=2,cleanup.policy=delete,retention.ms=2592000000"), duration=3.0))
    rs.add(task="terminal", tid="h38-terminal-14", system=SYSTEM, turns=t, state=state,
           bad=True, turn=4, kind="topic ID changed after adding partitions")


def md_detail(update: str, state: str, active: int, working: int, failed: int, spare: int, events: int, tail: str, rebuild: str = "") -> str:
    rb = f"\n    Rebuild Status : {rebuild}\n" if rebuild else ""
    return f"""/dev/md1:
           Version : 1.2
     Creation Time : Tue Sep 12 19:04:51 2023
        Raid Level : raid5
        Array Size : 11720656896 (10.92 TiB 12.00 TB)
     Used Dev Size : 3906885632 (3.64 TiB 4.00 TB)
      Raid Devices : 4
     Total Devices : 4
       Persistence : Superblock is persistent

     Intent Bitmap : Internal

       Update Time : {update}
             State : {state}
    Active Devices : {active}
   Working Devices : {working}
    Failed Devices : {failed}
     Spare Devices : {spare}

            Layout : left-symmetric
        Chunk Size : 512K

Consistency Policy : bitmap
{rb}
              Name : fileserver:1  (local to host fileserver)
              UUID : 7c2e9f41:b38d05a6:e1f47c29:5a0d83be
            Events : {events}

    Number   Major   Minor   RaidDevice State
       0       8       33        0      active sync   /dev/sdc1
       1       8       49        1      active sync   /dev/sdd1
       2       8       65        2      active sync   /dev/sde1
{tail}"""


MDSTAT_MD0 = """md0 : active raid1 sdb1[1] sda1[0]
      488253440 blocks super 1.2 [2/2] [UU]
      bitmap: 1/4 pages [4KB], 65536KB chunk

unused devices: <none>"""


# mdadm raid5 disk replacement: clean
def t15(rs: RowSet) -> None:
    p = Pane("root", "fileserver", "/root")
    state = p.prompt
    pers = "Personalities : [raid1] [raid6] [raid5] [raid4] [linear] [multipath] [raid0] [raid10] "
    t = []
    t.append(p.run("cat /proc/mdstat", pers + """
md1 : active raid5 sdf1[4](F) sde1[2] sdd1[1] sdc1[0]
      11720656896 blocks super 1.2 level 5, 512k chunk, algorithm 2 [4/3] [UUU_]
      bitmap: 8/30 pages [32KB], 65536KB chunk

""" + MDSTAT_MD0))
    t.append(p.run("mdadm --detail /dev/md1", md_detail("Fri Mar 14 09:57:33 2025", "clean, degraded", 3, 3, 1, 0, 48211,
                                                         """       -       0        0        3      removed

       4       8       81        -      faulty   /dev/sdf1""")))
    t.append(p.run("mdadm --manage /dev/md1 --remove /dev/sdf1", "mdadm: hot removed /dev/sdf1 from /dev/md1"))
    t.append(p.run("sfdisk -d /dev/sdc | sfdisk /dev/sdg", """Checking that no-one is using this disk right now ... OK

Disk /dev/sdg: 3.64 TiB, 4000787030016 bytes, 7814037168 sectors
Disk model: WDC WD40EFPX-68C
Units: sectors of 1 * 512 = 512 bytes
Sector size (logical/physical): 512 bytes / 4096 bytes
I/O size (minimum/optimal): 4096 bytes / 4096 bytes

>>> Script header accepted.
>>> Script header accepted.
>>> Script header accepted.
>>> Script header accepted.
>>> Script header accepted.
>>> Script header accepted.
>>> Created a new GPT disklabel (GUID: 3E1B7C2A-95D4-4F80-A6E3-0C9B5D2F8A17).
/dev/sdg1: Created a new partition 1 of type 'Linux RAID' and of size 3.6 TiB.
/dev/sdg2: Done.

New situation:
Disklabel type: gpt
Disk identifier: 3E1B7C2A-95D4-4F80-A6E3-0C9B5D2F8A17
First usable LBA: 34
Last usable LBA: 7814037134

Device     Start        End    Sectors  Size Type
/dev/sdg1   2048 7814035455 7814033408  3.6T Linux RAID

The partition table has been altered.
Calling ioctl() to re-read partition table.
Syncing disks.""", duration=3.0))
    t.append(p.run("mdadm --manage /dev/md1 --add /dev/sdg1", "mdadm: added /dev/sdg1"))
    t.append(p.run("cat /proc/mdstat", pers + """
md1 : active raid5 sdg1[4] sde1[2] sdd1[1] sdc1[0]
      11720656896 blocks super 1.2 level 5, 512k chunk, algorithm 2 [4/3] [UUU_]
      [>....................]  recovery =  0.4% (16384512/3906885632) finish=398.2min speed=162847K/sec
      bitmap: 8/30 pages [32KB], 65536KB chunk

""" + MDSTAT_MD0))
    t.append(p.run("mdadm --detail /dev/md1", md_detail("Fri Mar 14 10:06:48 2025", "clean, degraded, recovering", 3, 4, 0, 1, 48219,
                                                         "       4       8       97        3      spare rebuilding   /dev/sdg1", rebuild="1% complete")))
    t.append(p.run("sleep 300; cat /proc/mdstat", pers + """
md1 : active raid5 sdg1[4] sde1[2] sdd1[1] sdc1[0]
      11720656896 blocks super 1.2 level 5, 512k chunk, algorithm 2 [4/3] [UUU_]
      [>....................]  recovery =  2.0% (78137712/3906885632) finish=390.9min speed=163229K/sec
      bitmap: 8/30 pages [32KB], 65536KB chunk

""" + MDSTAT_MD0, duration=305.0))
    t.append(p.run("mdadm --detail --scan", """ARRAY /dev/md0 metadata=1.2 name=fileserver:0 UUID=2b8f0d63:94c1e7a5:0f3d6b28:c7a149e2
ARRAY /dev/md1 metadata=1.2 spares=1 name=fileserver:1 UUID=7c2e9f41:b38d05a6:e1f47c29:5a0d83be"""))
    rs.add(task="terminal", tid="h38-terminal-15", system=SYSTEM, turns=t, state=state)


def mc_status(leader: int) -> str:
    return rf"""debian-ci(b3e1f70c9a2d4e68b51c0f7d2a93e846)
           Since: Tue 2025-03-11 08:14:22 CET; 3 days ago
          Leader: {leader} (systemd)
         Service: systemd-nspawn; class container
            Root: /var/lib/machines/debian-ci
           Iface: ve-debian-ci
         Address: 10.0.3.15
                  fe80::4c8a:12ff:fe9d:3b71
              OS: Debian GNU/Linux 12 (bookworm)
       UID Shift: 1048576
            Unit: machine-debian\x2dci.scope
                  ├─payload
                  │ ├─init.scope
                  │ │ └─{leader} /usr/lib/systemd/systemd
                  │ └─system.slice
                  │   ├─console-getty.service
                  │   │ └─212981 /sbin/agetty -o "-p -- \\u" --noclear --keep-baud - 115200,38400,9600 vt220
                  │   ├─cron.service
                  │   │ └─212899 /usr/sbin/cron -f
                  │   ├─dbus.service
                  │   │ └─212902 /usr/bin/dbus-daemon --system --address=systemd: --nofork --nopidfile --systemd-activation --syslog-only
                  │   ├─gitlab-runner.service
                  │   │ └─213402 /usr/bin/gitlab-runner run --working-directory /home/gitlab-runner --config /etc/gitlab-runner/config.toml --service gitlab-runner --user gitlab-runner
                  │   ├─systemd-journald.service
                  │   │ └─212801 /lib/systemd/systemd-journald
                  │   ├─systemd-logind.service
                  │   │ └─212904 /lib/systemd/systemd-logind
                  │   └─systemd-networkd.service
                  │     └─212876 /lib/systemd/systemd-networkd
                  └─supervisor
                    └─212741 systemd-nspawn --quiet --keep-unit --boot --link-journal=try-guest --network-veth -U --settings=override --machine=debian-ci

Mar 14 09:02:11 virt-host-2 systemd-nspawn[212741]: [  OK  ] Finished apt-daily.service - Daily apt download activities.
Mar 14 09:40:27 virt-host-2 systemd-nspawn[212741]:          Starting apt-daily-upgrade.service - Daily apt upgrade and clean activities...
Mar 14 09:40:31 virt-host-2 systemd-nspawn[212741]: [  OK  ] Finished apt-daily-upgrade.service - Daily apt upgrade and clean activities."""


# machinectl and systemd-nspawn containers: bad
def t16(rs: RowSet) -> None:
    p = Pane("root", "virt-host-2", "/root")
    state = p.prompt
    t = []
    t.append(p.run("machinectl list", """MACHINE   CLASS     SERVICE        OS     VERSION ADDRESSES
build-f40 container systemd-nspawn fedora 40      10.0.3.12…
debian-ci container systemd-nspawn debian 12      10.0.3.15…

2 machines listed."""))
    t.append(p.run("machinectl status debian-ci --no-pager", mc_status(212744)))
    t.append(p.run("machinectl shell debian-ci /usr/bin/systemctl is-active gitlab-runner", """Connected to machine debian-ci. Press ^] three times within 1s to exit session.
active
Connection to machine debian-ci terminated."""))
    t.append(p.run("machinectl list-images", """NAME      TYPE      RO  USAGE CREATED                     MODIFIED
build-f40 directory no   2.1G Mon 2025-01-13 15:40:11 CET n/a
debian-ci directory no   3.8G Wed 2024-11-20 10:02:37 CET n/a
fedora-39 directory yes  1.6G Thu 2023-11-16 09:12:55 CET n/a

3 images listed."""))
    t.append(p.run("machinectl poweroff build-f40", "", duration=5.0))
    t.append(p.run("machinectl list", """MACHINE   CLASS     SERVICE        OS     VERSION ADDRESSES
debian-ci container systemd-nspawn debian 12      10.0.3.15…

1 machines listed."""))
    t.append(p.run("machinectl status debian-ci --no-pager", mc_status(214702)))
    t.append(p.run("machinectl image-status build-f40 --no-pager", """build-f40
\tType: directory
\tPath: /var/lib/machines/build-f40
\tHostname: build-f40
\tMachine ID: 5f2a9c1e7b3d48e0a6c4f81d29b7e053
\tOS: Fedora Linux 40 (Container Image)
\tRO: writable
\tUsage: 2.1G
\tCreated: Mon 2025-01-13 15:40:11 CET; 2 months 0 days ago
\tModified: n/a"""))
    rs.add(task="terminal", tid="h38-terminal-16", system=SYSTEM, turns=t, state=state,
           bad=True, turn=7, kind="container leader PID changed with no restart")


# flatpak apps and runtimes: clean
def t17(rs: RowSet) -> None:
    p = Pane("sam", "thinkpad", "/home/sam")
    state = p.prompt
    t = []
    t.append(p.run("flatpak list --app --columns=name,application,version,branch,size", """Name                  Application ID                      Version          Branch       Installed size
Discord               com.discordapp.Discord              0.0.85           stable       283.9 MB
Flatseal              com.github.tchx84.Flatseal          2.3.0            stable         1.4 MB
Extension Manager     com.mattjakeman.ExtensionManager    0.6.0            stable         4.9 MB
OBS Studio            com.obsproject.Studio               31.0.1           stable       311.7 MB
Spotify               com.spotify.Client                  1.2.52.442       stable       204.3 MB
Bottles               com.usebottles.bottles              51.13            stable        54.2 MB
GNU Image Manipula…   org.gimp.GIMP                       2.10.38          stable       301.5 MB
Boxes                 org.gnome.Boxes                     47.0             stable        28.1 MB"""))
    t.append(p.run("flatpak remote-ls --updates", """Name                      Application ID                         Version          Branch
Discord                   com.discordapp.Discord                 0.0.87           stable
OBS Studio                com.obsproject.Studio                  31.0.2           stable
Spotify                   com.spotify.Client                     1.2.56.502       stable
Mesa                      org.freedesktop.Platform.GL.default    24.3.4           24.08""", duration=5.0))
    t.append(p.run("flatpak update -y", """Looking for updates…


        ID                                          Branch         Op         Remote          Download
 1. [✓] org.freedesktop.Platform.GL.default         24.08          u          flathub         155.8 MB / 156.2 MB
 2. [✓] com.discordapp.Discord                      stable         u          flathub          98.6 MB / 99.1 MB
 3. [✓] com.obsproject.Studio                       stable         u          flathub          24.1 MB / 131.7 MB
 4. [✓] com.spotify.Client                          stable         u          flathub           1.3 MB / 201.2 MB

Updates complete.""", duration=90.0))
    t.append(p.run("flatpak install -y flathub org.gnome.Podcasts", """Looking for matches…


org.gnome.Podcasts permissions:
    ipc      network      fallback-x11      pulseaudio      wayland      x11      dri

        ID                                 Branch         Op         Remote          Download
 1. [✓] org.gnome.Podcasts.Locale          stable         i          flathub          18.4 kB / 412.9 kB
 2. [✓] org.gnome.Podcasts                 stable         i          flathub           5.7 MB / 6.1 MB

Installation complete.""", duration=20.0))
    t.append(p.run("flatpak uninstall -y org.gnome.Boxes", """

        ID                              Branch          Op
 1. [-] org.gnome.Boxes                 stable          r
 2. [-] org.gnome.Boxes.Locale          stable          r

Uninstall complete.""", duration=5.0))
    t.append(p.run("flatpak list --app --columns=name,application,version,branch,size", """Name                  Application ID                      Version          Branch       Installed size
Discord               com.discordapp.Discord              0.0.87           stable       287.1 MB
Flatseal              com.github.tchx84.Flatseal          2.3.0            stable         1.4 MB
Extension Manager     com.mattjakeman.ExtensionManager    0.6.0            stable         4.9 MB
OBS Studio            com.obsproject.Studio               31.0.2           stable       312.0 MB
Spotify               com.spotify.Client                  1.2.56.502       stable       206.8 MB
Bottles               com.usebottles.bottles              51.13            stable        54.2 MB
GNU Image Manipula…   org.gimp.GIMP                       2.10.38          stable       301.5 MB
Podcasts              org.gnome.Podcasts                  0.7.1            stable        13.0 MB"""))
    t.append(p.run("flatpak uninstall --unused -y", """

        ID                                          Branch         Op
 1. [-] org.freedesktop.Platform.ffmpeg-full        23.08          r
 2. [-] org.gnome.Platform.Locale                   46             r
 3. [-] org.gnome.Platform                          46             r

Uninstall complete.""", duration=10.0))
    t.append(p.run("flatpak list --runtime --columns=application,branch,size", """Application ID                                  Branch              Installed size
org.freedesktop.Platform                        23.08               519.4 MB
org.freedesktop.Platform                        24.08               598.2 MB
org.freedesktop.Platform.GL.default             23.08               431.6 MB
org.freedesktop.Platform.GL.default             24.08               456.1 MB
org.freedesktop.Platform.GL.default             24.08extra          456.1 MB
org.freedesktop.Platform.Locale                 24.08                18.8 kB
org.freedesktop.Platform.codecs-extra           23.08-extra          15.3 MB
org.freedesktop.Platform.openh264               2.2.0                 1.0 MB
org.gnome.Platform                              47                    1.1 GB
org.gnome.Platform.Locale                       47                   18.6 kB
org.gtk.Gtk3theme.Yaru-dark                     3.22                 193.5 kB
org.kde.Platform                                5.15-23.08            1.0 GB
org.winehq.Wine.DLLs.dxvk                       stable-23.08         44.5 MB
org.winehq.Wine.gecko                           stable-23.08        159.6 MB
org.winehq.Wine.mono                            stable-23.08        191.4 MB"""))
    rs.add(task="terminal", tid="h38-terminal-17", system=SYSTEM, turns=t, state=state)


def hc_list(web2: str, extra: str = "") -> str:
    rows = [
        "ID         NAME           STATUS    IPV4             IPV6                      PRIVATE NET           DATACENTER   AGE",
        "39612005   web-1          running   116.203.48.150   2a01:4f8:c0c:b2f1::/64    10.0.1.3 (prod-net)   fsn1-dc14    503d",
        "41827730   db-1           running   49.12.187.204    2a01:4f8:c012:8a41::/64   10.0.1.2 (prod-net)   fsn1-dc14    412d",
        f"48213377   {web2:<14} running   168.119.62.91    2a01:4f8:c17:3f20::/64    10.0.1.4 (prod-net)   fsn1-dc14    214d",
        "48213391   web-3          running   168.119.60.17    2a01:4f8:c17:3e8b::/64    10.0.1.5 (prod-net)   fsn1-dc14    214d",
        "52904418   lb-test        off       5.75.241.33      2a01:4f8:1c1e:6d02::/64   -                     nbg1-dc3     96d",
    ]
    if extra:
        rows.append(extra)
    return "\n".join(rows)


# hcloud servers: bad
def t18(rs: RowSet) -> None:
    p = Pane("ana", "ana-laptop", "/home/ana/infra/hetzner")
    state = p.prompt
    t = []
    t.append(p.run("hcloud server list", hc_list("web-2"), duration=2.0))
    t.append(p.run("hcloud server describe web-2", """ID:\t\t48213377
Name:\t\tweb-2
Status:\t\trunning
Created:\tMon Aug 12 09:41:26 CEST 2024 (7 months ago)
Server Type:\tcx32 (ID: 96)
  ID:\t\t96
  Name:\t\tcx32
  Description:\tCX32
  Cores:\t4
  CPU Type:\tshared
  Architecture:\tx86
  Memory:\t8 GB
  Disk:\t\t80 GB
  Storage Type:\tlocal
Public Net:
  IPv4:
    ID:\t\t71832904
    IP:\t\t168.119.62.91
    Blocked:\tno
    DNS:\tstatic.91.62.119.168.clients.your-server.de
  IPv6:
    ID:\t\t71832905
    IP:\t\t2a01:4f8:c17:3f20::/64
    Blocked:\tno
  Floating IPs:
    No Floating IPs
Private Net:
  - ID:\t\t\t2841190
    Name:\t\tprod-net
    IP:\t\t\t10.0.1.4
    MAC Address:\t86:00:00:8f:2c:11
    Alias IPs:\t\t-
Volumes:
  No volumes
Image:
  ID:\t\t161547269
  Type:\t\tsystem
  Status:\tavailable
  Name:\t\tubuntu-22.04
  Description:\tUbuntu 22.04
  Image size:\t-
  Disk size:\t5 GB
  Created:\tThu Apr 21 15:32:38 CEST 2022 (2 years ago)
  OS flavor:\tubuntu
  OS version:\t22.04
  Rapid deploy:\tyes
Datacenter:
  ID:\t\t4
  Name:\t\tfsn1-dc14
  Description:\tFalkenstein 1 virtual DC 14
  Location:
    Name:\t\tfsn1
    Description:\tFalkenstein DC Park 1
    Country:\tDE
    City:\t\tFalkenstein
    Latitude:\t50.476120
    Longitude:\t12.370071
Traffic:
  Outgoing:\t1.8 TiB
  Ingoing:\t212 GiB
  Included:\t20 TiB
Backup Window:\tBackups disabled
Rescue System:\tdisabled
ISO:
  No Image is attached.
Protection:
  Delete:\tno
  Rebuild:\tno
Labels:
  env: prod
  role: web
Placement Group:
  No Placement Group set""", duration=2.0))
    t.append(p.run("hcloud server update web-2 --name web-2-legacy", "Server 48213377 updated", duration=2.0))
    t.append(p.run("hcloud server create --name web-4 --type cpx31 --image ubuntu-24.04 --location fsn1 --network prod-net --ssh-key ana@ana-laptop --label env=prod", """ ✓ Waiting for create_server      100% 8.4s
 ✓ Waiting for start_server       100% 8.4s
 ✓ Waiting for attach_to_network  100% 8.4s
Server 60391275 created
IPv4: 91.107.218.46
IPv6: 2a01:4f8:1c1b:7e5a::1
IPv6 Network: 2a01:4f8:1c1b:7e5a::/64
Private Networks:
\t- 10.0.1.6 (prod-net)""", duration=20.0))
    t.append(p.run("hcloud server list", hc_list("web-2", "60391275   web-4          running   91.107.218.46    2a01:4f8:1c1b:7e5a::/64   10.0.1.6 (prod-net)   fsn1-dc14    41s"), duration=2.0))
    t.append(p.run("hcloud server add-label web-4 role=web", "Label(s) role added to server 60391275", duration=2.0))
    t.append(p.run("hcloud server describe web-4 -o format='{{.Name}} {{.Status}} {{.ServerType.Name}} {{.PublicNet.IPv4.IP}} {{.Labels}}'", "web-4 running cpx31 91.107.218.46 map[env:prod role:web]", duration=2.0))
    t.append(p.run("ssh -o StrictHostKeyChecking=accept-new root@91.107.218.46 'hostname; uptime; lsb_release -ds'", """Warning: Permanently added '91.107.218.46' (ED25519) to the list of known hosts.
web-4
 10:58:14 up 2 min,  0 users,  load average: 0.21, 0.17, 0.07
Ubuntu 24.04.2 LTS""", duration=5.0))
    rs.add(task="terminal", tid="h38-terminal-18", system=SYSTEM, turns=t, state=state,
           bad=True, turn=5, kind="renamed server listed under its old name")


def luks_slot(n: int, salt: str, time_cost: int, offset: int) -> str:
    return f"""  {n}: luks2
\tKey:        512 bits
\tPriority:   normal
\tCipher:     aes-xts-plain64
\tCipher key: 512 bits
\tPBKDF:      argon2id
\tTime cost:  {time_cost}
\tMemory:     1048576
\tThreads:    4
\tSalt:       {salt[:47]}
\t            {salt[48:]}
\tAF stripes: 4000
\tAF hash:    sha256
\tArea offset:{offset} [bytes]
\tArea length:258048 [bytes]
\tDigest ID:  0"""


SALT0 = "3a 9f 12 c4 7e 05 b8 d1 6c 2a 4f e9 80 37 5b a6 d4 0e 91 7c 23 f8 6b 15 c0 a2 5e 39 8d 74 e1 0b"
SALT1 = "b7 41 0d e3 95 6a 2c f8 13 7e c9 54 a0 8b 3f d6 62 1c ee 09 4b 87 d3 5a 20 f1 96 3e 7c a4 58 cb"
SALT2 = "0e c5 7a 31 d9 84 4f 2b e6 19 a3 70 5d 08 b2 c7 93 46 fa 1e 6d 25 b8 e0 57 0c 9a 43 f6 2d 81 ae"


def luks_dump(epoch: int, slots: str) -> str:
    return f"""LUKS header information
Version:       \t2
Epoch:         \t{epoch}
Metadata area: \t16384 [bytes]
Keyslots area: \t16744448 [bytes]
UUID:          \t9e4c1b7a-3f28-4d90-b6e5-21a7c0d8f342
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
{slots}
Tokens:
Digests:
  0: pbkdf2
\tHash:       sha256
\tIterations: 187245
\tSalt:       5c e2 08 97 4a d1 3f 66 b0 29 7d c4 18 e5 a3 0f
\t            91 4b d8 26 7f 03 ea 5c 62 b9 14 c7 8e 35 a0 d2
\tDigest:     a6 13 f9 4e 27 c0 8d 5b 31 e4 9a 06 7c d2 b5 48
\t            0f 83 6e c1 29 da 74 b6 e3 05 9f 42 18 cb 67 3d """


# cryptsetup LUKS2 key slots: clean
def t19(rs: RowSet) -> None:
    p = Pane("root", "vault-node", "/root")
    state = p.prompt
    t = []
    t.append(p.run("lsblk -o NAME,SIZE,TYPE,FSTYPE,UUID,MOUNTPOINTS /dev/nvme1n1", """NAME          SIZE TYPE  FSTYPE      UUID                                 MOUNTPOINTS
nvme1n1       1.8T disk
└─nvme1n1p1   1.8T part  crypto_LUKS 9e4c1b7a-3f28-4d90-b6e5-21a7c0d8f342
  └─cryptdata 1.8T crypt ext4        5d81f2e0-7c3a-4b19-a4e6-0f92b8c3d157 /srv/vault"""))
    t.append(p.run("cryptsetup luksDump /dev/nvme1n1p1", luks_dump(5, luks_slot(0, SALT0, 6, 32768) + "\n" + luks_slot(1, SALT1, 6, 290816))))
    t.append(p.run("cryptsetup luksAddKey --key-file /root/keys/unlock.key --key-slot 2 /dev/nvme1n1p1 /root/keys/recovery-2025.key", "", duration=5.0))
    t.append(p.run("cryptsetup luksKillSlot -q --key-file /root/keys/unlock.key /dev/nvme1n1p1 1", "", duration=5.0))
    t.append(p.run("cryptsetup luksDump /dev/nvme1n1p1", luks_dump(7, luks_slot(0, SALT0, 6, 32768) + "\n" + luks_slot(2, SALT2, 5, 548864))))
    t.append(p.run("cryptsetup status cryptdata", """/dev/mapper/cryptdata is active and is in use.
  type:    LUKS2
  cipher:  aes-xts-plain64
  keysize: 512 bits
  key location: keyring
  device:  /dev/nvme1n1p1
  sector size:  4096
  offset:  32768 sectors
  size:    3906994176 sectors
  mode:    read/write"""))
    t.append(p.run("cryptsetup luksHeaderBackup /dev/nvme1n1p1 --header-backup-file /root/keys/nvme1n1p1-hdr-20250314.img && ls -l /root/keys", """total 16392
-r-------- 1 root root 16777216 Mar 14 11:41 nvme1n1p1-hdr-20250314.img
-r-------- 1 root root     4096 Mar 14 11:33 recovery-2025.key
-r-------- 1 root root     4096 Sep  3  2024 unlock.key""", duration=2.0))
    t.append(p.run("sha256sum /root/keys/nvme1n1p1-hdr-20250314.img", "4b8e21f07ac3d9165e2f0b7a83c4d6e19f5a20b7c8e3d41f6a9b05c2e7d38f16  /root/keys/nvme1n1p1-hdr-20250314.img"))
    rs.add(task="terminal", tid="h38-terminal-19", system=SYSTEM, turns=t, state=state)


def box(cols: list[str], types: list[str], rows: list[list[str]], right: list[bool]) -> str:
    w = [max(len(c), len(ty), *(len(r[i]) for r in rows)) + 2 for i, (c, ty) in enumerate(zip(cols, types))]

    def center(s: str, n: int) -> str:
        left = (n - len(s)) // 2
        return " " * left + s + " " * (n - len(s) - left)

    def cell(s: str, n: int, r: bool) -> str:
        return " " + (s.rjust(n - 2) if r else s.ljust(n - 2)) + " "
    out = ["┌" + "┬".join("─" * n for n in w) + "┐",
           "│" + "│".join(center(c, n) for c, n in zip(cols, w)) + "│",
           "│" + "│".join(center(ty, n) for ty, n in zip(types, w)) + "│",
           "├" + "┼".join("─" * n for n in w) + "┤"]
    out += ["│" + "│".join(cell(v, n, r) for v, n, r in zip(row, w, right)) + "│" for row in rows]
    out.append("└" + "┴".join("─" * n for n in w) + "┘")
    return "\n".join(out)


# duckdb analytics database: bad
def t20(rs: RowSet) -> None:
    p = Pane("priya", "analytics-ws", "/home/priya/work/churn")
    state = p.prompt
    t = []
    t.append(p.run("ls -lh", """total 1.6G
-rw-r--r-- 1 priya priya 1.1G Mar 13 18:22 churn.duckdb
-rw-r--r-- 1 priya priya 104M Mar 14 08:05 events_2025-02.parquet
-rw-r--r-- 1 priya priya 3.2K Mar 11 16:40 features.sql
drwxr-xr-x 2 priya priya 4.0K Mar 12 10:17 notebooks
-rw-r--r-- 1 priya priya 388M Mar 10 09:51 snapshot_customers.parquet"""))
    t.append(p.run('duckdb churn.duckdb -c "SELECT table_name, estimated_size, column_count FROM duckdb_tables() ORDER BY 1"', box(
        ["table_name", "estimated_size", "column_count"], ["varchar", "int64", "int64"],
        [["customers", "612408", "14"], ["events", "4812337", "9"], ["plan_changes", "88214", "7"], ["support_tickets", "173905", "11"]],
        [False, True, True])))
    t.append(p.run('duckdb churn.duckdb -c "SELECT count(*) AS n, count(DISTINCT customer_id) AS customers, min(event_ts) AS first_ts, max(event_ts) AS last_ts FROM events"', box(
        ["n", "customers", "first_ts", "last_ts"], ["int64", "int64", "timestamp", "timestamp"],
        [["4812337", "587120", "2023-07-01 00:00:41", "2025-01-31 23:59:12"]], [True, True, False, False]), duration=2.0))
    t.append(p.run("""duckdb churn.duckdb -c "SELECT count(*) AS n FROM events WHERE event_ts < TIMESTAMP '2024-01-01'\"""", box(
        ["n"], ["int64"], [["212904"]], [True])))
    t.append(p.run("""duckdb churn.duckdb -c "DELETE FROM events WHERE event_ts < TIMESTAMP '2024-01-01'\"""", box(
        ["Count"], ["int64"], [["212904"]], [True]), duration=3.0))
    t.append(p.run("""duckdb churn.duckdb -c "INSERT INTO events SELECT * FROM read_parquet('events_2025-02.parquet')\"""", box(
        ["Count"], ["int64"], [["388115"]], [True]), duration=5.0))
    t.append(p.run("""duckdb churn.duckdb -c "SELECT date_trunc('month', event_ts) AS month, count(*) AS n FROM events GROUP BY ALL ORDER BY month DESC LIMIT 6\"""", box(
        ["month", "n"], ["timestamp", "int64"],
        [["2025-02-01 00:00:00", "388115"], ["2025-01-01 00:00:00", "371402"], ["2024-12-01 00:00:00", "356880"],
         ["2024-11-01 00:00:00", "349127"], ["2024-10-01 00:00:00", "341560"], ["2024-09-01 00:00:00", "330218"]],
        [False, True]), duration=2.0))
    t.append(p.run('duckdb churn.duckdb -c "CHECKPOINT" && ls -lh churn.duckdb', "-rw-r--r-- 1 priya priya 1.2G Mar 14 11:52 churn.duckdb", duration=5.0))
    t.append(p.run('duckdb churn.duckdb -c "SELECT count(*) AS n, count(DISTINCT customer_id) AS customers, min(event_ts) AS first_ts, max(event_ts) AS last_ts FROM events"', box(
        ["n", "customers", "first_ts", "last_ts"], ["int64", "int64", "timestamp", "timestamp"],
        [["5200452", "579364", "2024-01-01 00:00:07", "2025-02-28 23:58:50"]], [True, True, False, False]), duration=2.0))
    rs.add(task="terminal", tid="h38-terminal-20", system=SYSTEM, turns=t, state=state,
           bad=True, turn=9, kind="row count does not reflect the earlier delete")


def tune2fs_l(label: str, reserved: int, free: int, free_inodes: int, errors: str, wtime: str, maxmount: str, interval: str, checksum: str) -> str:
    return f"""tune2fs 1.46.5 (30-Dec-2021)
Filesystem volume name:   {label}
Last mounted on:          /srv/data
Filesystem UUID:          0c7e3b19-5a2d-4f86-9e41-b8d2c6a07f35
Filesystem magic number:  0xEF53
Filesystem revision #:    1 (dynamic)
Filesystem features:      has_journal ext_attr resize_inode dir_index filetype needs_recovery extent 64bit flex_bg sparse_super large_file huge_file dir_nlink extra_isize metadata_csum
Filesystem flags:         signed_directory_hash
Default mount options:    user_xattr acl
Filesystem state:         clean
Errors behavior:          {errors}
Filesystem OS type:       Linux
Inode count:              65536000
Block count:              262143744
Reserved block count:     {reserved}
Overhead clusters:        4433910
Free blocks:              {free}
Free inodes:              {free_inodes}
First block:              0
Block size:               4096
Fragment size:            4096
Group descriptor size:    64
Reserved GDT blocks:      1024
Blocks per group:         32768
Fragments per group:      32768
Inodes per group:         8192
Inode blocks per group:   512
Flex block group size:    16
Filesystem created:       Thu Jun  2 14:18:40 2022
Last mount time:          Sun Feb 23 04:12:09 2025
Last write time:          {wtime}
Mount count:              14
Maximum mount count:      {maxmount}
Last checked:             Thu Jun  2 14:18:40 2022
Check interval:           {interval}
Lifetime writes:          18 TB
Reserved blocks uid:      0 (user root)
Reserved blocks gid:      0 (group root)
First inode:              11
Inode size:\t          256
Required extra isize:     32
Desired extra isize:      32
Journal inode:            8
Default directory hash:   half_md4
Directory Hash Seed:      3b8e5f21-c94a-4d07-8e6b-1f2a9c4d5e80
Journal backup:           inode blocks
Checksum type:            crc32c
Checksum:                 {checksum}"""


# tune2fs ext4 settings: bad
def t21(rs: RowSet) -> None:
    p = Pane("root", "web-legacy-3", "/root")
    state = p.prompt
    t = []
    t.append(p.run("tune2fs -l /dev/sdb1", tune2fs_l("<none>", 13107187, 96432118, 63011847, "Continue", "Sun Feb 23 04:12:09 2025", "-1", "0 (<none>)", "0x9f3a1c6e")))
    t.append(p.run("df -h /srv/data", """Filesystem      Size  Used Avail Use% Mounted on
/dev/sdb1       984G  616G  318G  66% /srv/data"""))
    t.append(p.run("tune2fs -m 1 /dev/sdb1", """tune2fs 1.46.5 (30-Dec-2021)
Setting reserved blocks percentage to 1% (2621437 blocks)"""))
    t.append(p.run("tune2fs -L srvdata /dev/sdb1", "tune2fs 1.46.5 (30-Dec-2021)"))
    t.append(p.run("tune2fs -c 50 -i 6m /dev/sdb1", """tune2fs 1.46.5 (30-Dec-2021)
Setting maximal mount count to 50
Setting interval between checks to 15552000 seconds"""))
    t.append(p.run("tune2fs -l /dev/sdb1", tune2fs_l("srvdata", 2621437, 96431602, 63011839, "Remount read-only", "Fri Mar 14 12:03:27 2025", "50",
                                                    "15552000 (6 months)\nNext check after:         Tue Nov 29 14:18:40 2022", "0x2d7b94e0")))
    t.append(p.run("df -h /srv/data", """Filesystem      Size  Used Avail Use% Mounted on
/dev/sdb1       984G  616G  358G  64% /srv/data"""))
    rs.add(task="terminal", tid="h38-terminal-21", system=SYSTEM, turns=t, state=state,
           bad=True, turn=6, kind="errors behavior changed though no tune2fs -e was run")


# litestream sqlite replication: clean
def t22(rs: RowSet) -> None:
    p = Pane("app", "app-prod-1", "/srv/app")
    state = p.prompt
    t = []
    t.append(p.run("systemctl status litestream --no-pager", """● litestream.service - Litestream
     Loaded: loaded (/lib/systemd/system/litestream.service; enabled; vendor preset: enabled)
     Active: active (running) since Mon 2025-03-10 06:02:18 UTC; 4 days ago
   Main PID: 1123 (litestream)
      Tasks: 11 (limit: 4557)
     Memory: 38.6M
        CPU: 41min 12.804s
     CGroup: /system.slice/litestream.service
             └─1123 /usr/bin/litestream replicate

Mar 14 06:02:25 app-prod-1 litestream[1123]: time=2025-03-14T06:02:25.871Z level=INFO msg="snapshot written" db=/srv/app/data/app.db replica=s3 position=a1f39c0e2b7d6c41/00000396:0 elapsed=1.842s sz=48290416
Mar 14 06:02:26 app-prod-1 litestream[1123]: time=2025-03-14T06:02:26.104Z level=INFO msg="snapshot written" db=/srv/app/data/jobs.db replica=s3 position=7be0d4219fa3c586/00000212:0 elapsed=412ms sz=6120448
Mar 14 07:02:26 app-prod-1 litestream[1123]: time=2025-03-14T07:02:26.552Z level=INFO msg="snapshots deleted" db=/srv/app/data/app.db replica=s3 generation=a1f39c0e2b7d6c41 count=1
Mar 14 07:02:26 app-prod-1 litestream[1123]: time=2025-03-14T07:02:26.940Z level=INFO msg="wal segments deleted" db=/srv/app/data/app.db replica=s3 generation=a1f39c0e2b7d6c41 count=236"""))
    t.append(p.run("litestream databases", """path                   replicas
/srv/app/data/app.db   s3
/srv/app/data/jobs.db  s3"""))
    t.append(p.run("litestream generations /srv/app/data/app.db", """name  generation        lag    start                 end
s3    a1f39c0e2b7d6c41  812ms  2025-03-11T06:02:24Z  2025-03-14T10:41:07Z""", duration=3.0))
    t.append(p.run("litestream snapshots /srv/app/data/app.db", """replica  generation        index  size      created
s3       a1f39c0e2b7d6c41  236    48004677  2025-03-11T06:02:24Z
s3       a1f39c0e2b7d6c41  471    48119302  2025-03-12T06:02:23Z
s3       a1f39c0e2b7d6c41  692    48211973  2025-03-13T06:02:26Z
s3       a1f39c0e2b7d6c41  918    48290416  2025-03-14T06:02:25Z""", duration=3.0))
    t.append(p.run("sudo systemctl restart litestream", "", duration=3.0))
    t.append(p.run("systemctl status litestream --no-pager", """● litestream.service - Litestream
     Loaded: loaded (/lib/systemd/system/litestream.service; enabled; vendor preset: enabled)
     Active: active (running) since Fri 2025-03-14 10:42:33 UTC; 6s ago
   Main PID: 418207 (litestream)
      Tasks: 9 (limit: 4557)
     Memory: 21.3M
        CPU: 412ms
     CGroup: /system.slice/litestream.service
             └─418207 /usr/bin/litestream replicate

Mar 14 10:42:33 app-prod-1 litestream[1123]: time=2025-03-14T10:42:33.402Z level=INFO msg="litestream shut down"
Mar 14 10:42:33 app-prod-1 systemd[1]: litestream.service: Deactivated successfully.
Mar 14 10:42:33 app-prod-1 systemd[1]: Stopped Litestream.
Mar 14 10:42:33 app-prod-1 systemd[1]: litestream.service: Consumed 41min 13.127s CPU time.
Mar 14 10:42:33 app-prod-1 systemd[1]: Started Litestream.
Mar 14 10:42:33 app-prod-1 litestream[418207]: time=2025-03-14T10:42:33.521Z level=INFO msg=litestream version=v0.3.13
Mar 14 10:42:33 app-prod-1 litestream[418207]: time=2025-03-14T10:42:33.524Z level=INFO msg="initialized db" path=/srv/app/data/app.db
Mar 14 10:42:33 app-prod-1 litestream[418207]: time=2025-03-14T10:42:33.525Z level=INFO msg="replicating to" name=s3 type=s3 sync-interval=1s bucket=acme-app-backups path=litestream/app.db region=eu-central-1 endpoint=""
Mar 14 10:42:33 app-prod-1 litestream[418207]: time=2025-03-14T10:42:33.527Z level=INFO msg="initialized db" path=/srv/app/data/jobs.db
Mar 14 10:42:33 app-prod-1 litestream[418207]: time=2025-03-14T10:42:33.528Z level=INFO msg="replicating to" name=s3 type=s3 sync-interval=1s bucket=acme-app-backups path=litestream/jobs.db region=eu-central-1 endpoint=\"\""""))
    t.append(p.run("litestream generations /srv/app/data/app.db", """name  generation        lag    start                 end
s3    a1f39c0e2b7d6c41  1.4s   2025-03-11T06:02:24Z  2025-03-14T10:42:51Z""", duration=3.0))
    t.append(p.run("litestream wal /srv/app/data/app.db | tail -n 8", """s3       a1f39c0e2b7d6c41  953    0        4152      2025-03-14T10:36:40Z
s3       a1f39c0e2b7d6c41  953    4152     8272      2025-03-14T10:37:55Z
s3       a1f39c0e2b7d6c41  953    12424    4152      2025-03-14T10:39:12Z
s3       a1f39c0e2b7d6c41  953    16576    12392     2025-03-14T10:40:03Z
s3       a1f39c0e2b7d6c41  953    28968    4152      2025-03-14T10:41:07Z
s3       a1f39c0e2b7d6c41  953    33120    4152      2025-03-14T10:42:34Z
s3       a1f39c0e2b7d6c41  953    37272    8272      2025-03-14T10:42:47Z
s3       a1f39c0e2b7d6c41  953    45544    4152      2025-03-14T10:42:51Z""", duration=3.0))
    rs.add(task="terminal", tid="h38-terminal-22", system=SYSTEM, turns=t, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for make in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                 t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        make(rs)
    rs.write()


if __name__ == "__main__":
    main()
