# ruff: noqa: E501
"""Held-out terminal trajectories (holdout16): tmux keystrokes sent to a simulated Linux shell.

Run as ``python -m tests.decoherence.independent.holdout16_parts.terminal.make``; writes
``terminal_test.jsonl`` and ``labels.json`` next to this file.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet, jblock, keys

SYSTEM = (
    "You are a Terminal World Model, a precise terminal state simulator. Given the history of a Linux terminal "
    "session, the current screen and the next action (a JSON list of tmux keystrokes, each with a duration in "
    "seconds to wait before the screen is captured), predict the exact next terminal state: the command as "
    "echoed on the prompt line, everything it writes to stdout and stderr, and the next prompt once it has "
    "finished. Keystrokes ending in a newline execute; empty keystrokes mean waiting, so show whatever output "
    "appeared meanwhile. Keep the session consistent across turns: working directory, environment variables, "
    "files created, modified or deleted, installed packages, running processes, services and jobs. Reproduce "
    "the real output formats of the tools exactly. Give the new screen after **Environment Observation:**."
)

Turn = tuple[str, str]


def hold(p: Pane, cmd: str, partial: str, duration: float) -> Turn:
    """A command still running when the screen is captured: no new prompt yet."""
    text = f"{p.prompt} {cmd}" + (f"\n{partial.rstrip()}" if partial else "")
    return keys(cmd, duration), text


def wait(p: Pane, cmd: str, out: str, duration: float) -> Turn:
    """Waiting without keystrokes until the running command finished: the screen since it was typed."""
    return jblock([{"keystrokes": "", "duration": duration}]), f"{p.prompt} {cmd}\n{out.rstrip()}\n{p.prompt}"


def table(rows: list[list[str]], gap: int = 3, right: tuple[int, ...] = ()) -> str:
    """Columns padded to their widest cell (kubectl, docker, hcloud style); last column unpadded."""
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    out = []
    for r in rows:
        cells = []
        for i, v in enumerate(r):
            if i == len(r) - 1:
                cells.append(v.rjust(widths[i]) if i in right else v)
            else:
                cells.append(v.rjust(widths[i]) if i in right else v.ljust(widths[i]))
        out.append((" " * gap).join(cells).rstrip())
    return "\n".join(out)


def pg(cols: list[str], rows: list[list[str]], right: tuple[int, ...] = ()) -> str:
    """psql's aligned output with the row count footer."""
    widths = [max([len(c)] + [len(r[i]) for r in rows]) for i, c in enumerate(cols)]

    def head(i: int, v: str) -> str:
        left = (widths[i] - len(v)) // 2
        return " " * left + v + " " * (widths[i] - len(v) - left)

    lines = [" " + " | ".join(head(i, c) for i, c in enumerate(cols))]
    lines.append("+".join("-" * (w + 2) for w in widths))
    for r in rows:
        lines.append(" " + " | ".join(v.rjust(widths[i]) if i in right else v.ljust(widths[i]) for i, v in enumerate(r)))
    n = len(rows)
    return "\n".join(ln.rstrip() for ln in lines) + f"\n({n} row{'' if n == 1 else 's'})\n"


def banner(msg: str) -> str:
    """An ansible-playbook header line padded with stars to 80 columns."""
    return f"{msg} " + "*" * max(3, 79 - len(msg))


def jnum(x: float) -> str:
    """A number as jq 1.7 prints it."""
    return str(int(x)) if float(x).is_integer() else repr(x)


# ---------------------------------------------------------------------------------------------------------
def t_nftables() -> dict:
    # clean: nftables on a branch gateway: rule inserted (new handle), counters keep rising, set elements added and removed, ruleset saved.
    p = Pane("root", "gw-branch-04", "/root")
    state = p.prompt
    t: list[Turn] = []
    t.append(p.run("nft -a list table inet filter", """table inet filter { # handle 7
\tset allowed_ssh { # handle 4
\t\ttype ipv4_addr
\t\tflags interval
\t\telements = { 10.60.0.0/24, 192.168.50.10 }
\t}

\tchain input { # handle 1
\t\ttype filter hook input priority filter; policy drop;
\t\tct state established,related accept # handle 5
\t\tiif "lo" accept # handle 6
\t\tip saddr @allowed_ssh tcp dport 22 accept # handle 8
\t\tudp dport 51820 accept # handle 9
\t\ticmp type echo-request limit rate 5/second accept # handle 10
\t\tcounter packets 18432 bytes 1210377 drop # handle 11
\t}

\tchain forward { # handle 2
\t\ttype filter hook forward priority filter; policy drop;
\t\tct state established,related accept # handle 12
\t\tiifname "wg0" oifname "lan0" accept # handle 13
\t}

\tchain output { # handle 3
\t\ttype filter hook output priority filter; policy accept;
\t}
}"""))
    t.append(p.run(r"ss -tulpn | grep -E ':(22|51820|9100)\b'", """udp   UNCONN 0      0            0.0.0.0:51820      0.0.0.0:*
tcp   LISTEN 0      128          0.0.0.0:22         0.0.0.0:*    users:(("sshd",pid=744,fd=3))
tcp   LISTEN 0      4096               *:9100             *:*    users:(("prometheus-node",pid=812,fd=3))
tcp   LISTEN 0      128             [::]:22            [::]:*    users:(("sshd",pid=744,fd=4))"""))
    t.append(p.run(r'nft insert rule inet filter input position 11 ip saddr 10.60.0.5 tcp dport 9100 counter accept comment \"prometheus\"', ""))
    t.append(p.run("nft -a list chain inet filter input", """table inet filter {
\tchain input { # handle 1
\t\ttype filter hook input priority filter; policy drop;
\t\tct state established,related accept # handle 5
\t\tiif "lo" accept # handle 6
\t\tip saddr @allowed_ssh tcp dport 22 accept # handle 8
\t\tudp dport 51820 accept # handle 9
\t\ticmp type echo-request limit rate 5/second accept # handle 10
\t\tip saddr 10.60.0.5 tcp dport 9100 counter packets 0 bytes 0 accept comment "prometheus" # handle 14
\t\tcounter packets 18517 bytes 1215481 drop # handle 11
\t}
}"""))
    t.append(p.run("sleep 30; nft -a list chain inet filter input | grep counter", """\t\tip saddr 10.60.0.5 tcp dport 9100 counter packets 42 bytes 2944 accept comment "prometheus" # handle 14
\t\tcounter packets 18604 bytes 1220703 drop # handle 11""", duration=32))
    t.append(p.run("nft add element inet filter allowed_ssh { 10.60.4.17 } && nft list set inet filter allowed_ssh", """table inet filter {
\tset allowed_ssh {
\t\ttype ipv4_addr
\t\tflags interval
\t\telements = { 10.60.0.0/24, 10.60.4.17, 192.168.50.10 }
\t}
}"""))
    t.append(p.run("nft delete element inet filter allowed_ssh { 192.168.50.10 } && nft list set inet filter allowed_ssh", """table inet filter {
\tset allowed_ssh {
\t\ttype ipv4_addr
\t\tflags interval
\t\telements = { 10.60.0.0/24, 10.60.4.17 }
\t}
}"""))
    t.append(p.run("nft -s list ruleset > /etc/nftables.conf.new && nft -c -f /etc/nftables.conf.new && echo syntax-ok && grep -c accept /etc/nftables.conf.new", "syntax-ok\n9"))
    t.append(p.run("nft -a list chain inet filter input", """table inet filter {
\tchain input { # handle 1
\t\ttype filter hook input priority filter; policy drop;
\t\tct state established,related accept # handle 5
\t\tiif "lo" accept # handle 6
\t\tip saddr @allowed_ssh tcp dport 22 accept # handle 8
\t\tudp dport 51820 accept # handle 9
\t\ticmp type echo-request limit rate 5/second accept # handle 10
\t\tip saddr 10.60.0.5 tcp dport 9100 counter packets 77 bytes 5392 accept comment "prometheus" # handle 14
\t\tcounter packets 18690 bytes 1226011 drop # handle 11
\t}
}"""))
    t.append(p.run("cp /etc/nftables.conf /etc/nftables.conf.bak-20250612 && mv /etc/nftables.conf.new /etc/nftables.conf && ls -l /etc/nftables.conf*", """-rw-r--r-- 1 root root 1187 Jun 12 10:43 /etc/nftables.conf
-rw-r--r-- 1 root root 1094 Jun 12 10:44 /etc/nftables.conf.bak-20250612"""))
    return dict(turns=t, state=state, bad=False, turn=None, kind="clean")


def t_redis() -> dict:
    # bad: turn 7 contradicts turn 4: HSET stored burst 240 for corvid-health, but HMGET reads back "200" (the other tenant's value) with no write in between.
    p = Pane("ops", "cache-admin", "/home/ops")
    state = p.prompt
    r = "redis-cli -h 10.30.4.15 -n 3"
    t: list[Turn] = []
    t.append(p.run(f"{r} INFO keyspace", """# Keyspace
db0:keys=18204,expires=17990,avg_ttl=2713391
db3:keys=388,expires=6,avg_ttl=84511023"""))
    t.append(p.run(f"{r} --scan --pattern 'ratelimit:tenant:*' | sort | head -n 12", """ratelimit:tenant:acme-logistics
ratelimit:tenant:brightpath
ratelimit:tenant:corvid-health
ratelimit:tenant:dunmore-retail
ratelimit:tenant:elmwood-bank
ratelimit:tenant:fjord-media
ratelimit:tenant:gallant-tools
ratelimit:tenant:harbor-city-gov
ratelimit:tenant:ironleaf
ratelimit:tenant:juniper-hr
ratelimit:tenant:kestrel-air
ratelimit:tenant:lumen-ed"""))
    t.append(p.run(f"{r} HGETALL ratelimit:tenant:corvid-health", """ 1) "rpm"
 2) "600"
 3) "burst"
 4) "90"
 5) "window_s"
 6) "60"
 7) "updated_by"
 8) "t.ibarra"
 9) "updated_at"
10) "2025-04-30T16:11:02Z\""""))
    t.append(p.run(f"{r} HSET ratelimit:tenant:corvid-health rpm 1500 burst 240 updated_by ops-bot updated_at 2025-06-12T08:47:31Z", "(integer) 0"))
    t.append(p.run(f"{r} PUBLISH ratelimit:reload corvid-health", "(integer) 3"))
    t.append(p.run(f"{r} HGETALL ratelimit:tenant:dunmore-retail", """ 1) "rpm"
 2) "1500"
 3) "burst"
 4) "200"
 5) "window_s"
 6) "60"
 7) "updated_by"
 8) "t.ibarra"
 9) "updated_at"
10) "2025-05-14T09:30:47Z\""""))
    t.append(p.run(f"{r} HMGET ratelimit:tenant:corvid-health rpm burst window_s updated_by", """1) "1500"
2) "200"
3) "60"
4) "ops-bot\""""))
    t.append(p.run(f"{r} TTL ratelimit:tenant:corvid-health", "(integer) -1"))
    t.append(p.run(f"{r} DBSIZE", "(integer) 388"))
    t.append(p.run(f"{r} OBJECT ENCODING ratelimit:tenant:corvid-health", '"listpack"'))
    return dict(turns=t, state=state, bad=True, turn=7, kind="hash field set by HSET reads back a different value (burst)")


def t_git() -> dict:
    # clean: git amend, fetch, rebase and force-push: commit hashes change legitimately, ahead/behind counts follow the rebase.
    p = Pane("dev", "buildbox-3", "/home/dev/src/tallyd")
    state = p.prompt
    t: list[Turn] = []
    t.append(p.run("git status -sb", """## feat/retry-backoff...origin/feat/retry-backoff
 M internal/queue/backoff.go
?? internal/queue/backoff_test.go"""))
    t.append(p.run("git log --oneline -5", """9c41e0b (HEAD -> feat/retry-backoff, origin/feat/retry-backoff) queue: add jittered backoff
3f7a2d1 queue: extract retry policy
e18b9c4 (origin/main, origin/HEAD, main) Merge pull request #212 from tallyd/fix-metrics-labels
a06d5f3 metrics: drop pod label from histograms
71c3e88 build: bump go to 1.22.3"""))
    t.append(p.run("go test ./internal/queue/...", "ok  \tgithub.com/tallyd/tallyd/internal/queue\t0.412s", duration=15))
    t.append(p.run("git add internal/queue && git commit --amend --no-edit", """[feat/retry-backoff 5d8e2fa] queue: add jittered backoff
 Date: Mon Jun 9 16:02:41 2025 +0200
 2 files changed, 87 insertions(+), 9 deletions(-)
 create mode 100644 internal/queue/backoff_test.go"""))
    t.append(p.run("git fetch origin && git log --oneline -3 origin/main", """remote: Enumerating objects: 14, done.
remote: Counting objects: 100% (14/14), done.
remote: Compressing objects: 100% (5/5), done.
remote: Total 8 (delta 4), reused 6 (delta 3), pack-reused 0 (from 0)
Unpacking objects: 100% (8/8), 2.31 KiB | 787.00 KiB/s, done.
From github.com:tallyd/tallyd
   e18b9c4..b72f0aa  main       -> origin/main
b72f0aa (origin/main, origin/HEAD) Merge pull request #214 from tallyd/docs-config-ref
c5d19e7 docs: document TALLYD_FLUSH_INTERVAL
e18b9c4 (main) Merge pull request #212 from tallyd/fix-metrics-labels""", duration=3))
    t.append(p.run("git rebase origin/main", "Successfully rebased and updated refs/heads/feat/retry-backoff."))
    t.append(p.run("git log --oneline -5", """4a90c6b (HEAD -> feat/retry-backoff) queue: add jittered backoff
d2e7513 queue: extract retry policy
b72f0aa (origin/main, origin/HEAD) Merge pull request #214 from tallyd/docs-config-ref
c5d19e7 docs: document TALLYD_FLUSH_INTERVAL
e18b9c4 (main) Merge pull request #212 from tallyd/fix-metrics-labels"""))
    t.append(p.run("git status -sb", "## feat/retry-backoff...origin/feat/retry-backoff [ahead 4, behind 2]"))
    t.append(p.run("go test ./... 2>&1 | tail -n 4", """ok  \tgithub.com/tallyd/tallyd/internal/config\t0.031s
ok  \tgithub.com/tallyd/tallyd/internal/metrics\t0.118s
ok  \tgithub.com/tallyd/tallyd/internal/queue\t0.407s
?   \tgithub.com/tallyd/tallyd/tools/gen\t[no test files]""", duration=30))
    t.append(p.run("git push --force-with-lease", """Enumerating objects: 23, done.
Counting objects: 100% (23/23), done.
Delta compression using up to 16 threads
Compressing objects: 100% (11/11), done.
Writing objects: 100% (13/13), 3.02 KiB | 3.02 MiB/s, done.
Total 13 (delta 7), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (7/7), completed with 6 local objects.
To github.com:tallyd/tallyd.git
 + 9c41e0b...4a90c6b feat/retry-backoff -> feat/retry-backoff (forced update)""", duration=4))
    t.append(p.run("git status -sb", "## feat/retry-backoff...origin/feat/retry-backoff"))
    return dict(turns=t, state=state, bad=False, turn=None, kind="clean")


def t_lvm() -> dict:
    # clean: LVM on RHEL: a new PV extends the VG, the LV and its XFS grow, free space and df figures follow.
    p = Pane("root", "pgdata-02", "/root", style="rhel")
    state = p.prompt
    t: list[Turn] = []
    t.append(p.run("df -hT /var/lib/pgsql", """Filesystem                   Type  Size  Used Avail Use% Mounted on
/dev/mapper/vg_data-lv_pgsql xfs   200G  183G   18G  92% /var/lib/pgsql"""))
    t.append(p.run("vgs; lvs vg_data", """  VG      #PV #LV #SN Attr   VSize    VFree
  rhel      1   3   0 wz--n-  <99.00g       0
  vg_data   1   2   0 wz--n- <300.00g <60.00g
  LV       VG      Attr       LSize   Pool Origin Data%  Meta%  Move Log Cpy%Sync Convert
  lv_pgsql vg_data -wi-ao---- 200.00g
  lv_wal   vg_data -wi-ao----  40.00g"""))
    t.append(p.run("lsblk /dev/sdc /dev/sdd", """NAME               MAJ:MIN RM  SIZE RO TYPE MOUNTPOINTS
sdc                  8:32   0  300G  0 disk
├─vg_data-lv_pgsql 253:3    0  200G  0 lvm  /var/lib/pgsql
└─vg_data-lv_wal   253:4    0   40G  0 lvm  /var/lib/pgsql/wal
sdd                  8:48   0  250G  0 disk"""))
    t.append(p.run("pvcreate /dev/sdd && vgextend vg_data /dev/sdd", """  Physical volume "/dev/sdd" successfully created.
  Volume group "vg_data" successfully extended"""))
    t.append(p.run("vgs vg_data; pvs", """  VG      #PV #LV #SN Attr   VSize    VFree
  vg_data   2   2   0 wz--n- <549.99g <309.99g
  PV         VG      Fmt  Attr PSize    PFree
  /dev/sda2  rhel    lvm2 a--   <99.00g       0
  /dev/sdc   vg_data lvm2 a--  <300.00g  <60.00g
  /dev/sdd   vg_data lvm2 a--  <250.00g <250.00g"""))
    t.append(p.run("lvextend -r -L +150G vg_data/lv_pgsql", """  Size of logical volume vg_data/lv_pgsql changed from 200.00 GiB (51200 extents) to 350.00 GiB (89600 extents).
  File system xfs found on vg_data/lv_pgsql mounted at /var/lib/pgsql.
  Extending file system xfs to 350.00 GiB (375809638400 bytes) on vg_data/lv_pgsql...
xfs_growfs /dev/vg_data/lv_pgsql
meta-data=/dev/mapper/vg_data-lv_pgsql isize=512    agcount=4, agsize=13107200 blks
         =                       sectsz=512   attr=2, projid32bit=1
         =                       crc=1        finobt=1, sparse=1, rmapbt=0
         =                       reflink=1    bigtime=1 inobtcount=1 nrext64=0
data     =                       bsize=4096   blocks=52428800, imaxpct=25
         =                       sunit=0      swidth=0 blks
naming   =version 2              bsize=4096   ascii-ci=0, ftype=1
log      =internal log           bsize=4096   blocks=25600, version=2
         =                       sectsz=512   sunit=0 blks, lazy-count=1
realtime =none                   extsz=4096   blocks=0, rtextents=0
data blocks changed from 52428800 to 91750400
xfs_growfs done
  Extended file system xfs on vg_data/lv_pgsql.
  Logical volume vg_data/lv_pgsql successfully resized.""", duration=5))
    t.append(p.run("df -hT /var/lib/pgsql", """Filesystem                   Type  Size  Used Avail Use% Mounted on
/dev/mapper/vg_data-lv_pgsql xfs   350G  183G  168G  53% /var/lib/pgsql"""))
    t.append(p.run("vgs vg_data; lvs vg_data", """  VG      #PV #LV #SN Attr   VSize    VFree
  vg_data   2   2   0 wz--n- <549.99g <159.99g
  LV       VG      Attr       LSize   Pool Origin Data%  Meta%  Move Log Cpy%Sync Convert
  lv_pgsql vg_data -wi-ao---- 350.00g
  lv_wal   vg_data -wi-ao----  40.00g"""))
    t.append(p.run("xfs_info /var/lib/pgsql | grep ^data", "data     =                       bsize=4096   blocks=91750400, imaxpct=25"))
    return dict(turns=t, state=state, bad=False, turn=None, kind="clean")


def t_restic() -> dict:
    # bad: turn 8 contradicts turns 3-4: snapshot e6f07b9d was removed by `restic forget` (and absent from the turn-4 listing) but is listed again among the nightly snapshots.
    p = Pane("root", "pelican", "/root")
    state = p.prompt
    head = "repository 7a1c03e9 opened (version 2, compression level auto)"
    hdr = "ID        Time                 Host        Tags         Paths"
    line = "-" * 61

    def snaps(rows: list[tuple[str, str, str]]) -> str:
        body = "\n".join(f"{i}  {tm}  pelican     {tag:<12} /srv" for i, tm, tag in rows)
        return f"{head}\n{hdr}\n{line}\n{body}\n{line}\n{len(rows)} snapshots"

    all8 = [("3e1f9a07", "2025-05-25 02:30:14", "nightly"), ("b81c44d2", "2025-05-26 02:30:11", "nightly"),
            ("05d7e6c3", "2025-05-27 02:30:16", "nightly"), ("9ac2f418", "2025-05-27 18:04:52", "pre-upgrade"),
            ("e6f07b9d", "2025-05-28 02:30:12", "nightly"), ("4d2b8a61", "2025-05-29 02:30:13", "nightly"),
            ("c7a95e30", "2025-05-30 02:30:10", "nightly"), ("f1380d5b", "2025-05-31 02:30:15", "nightly")]
    fhdr = "ID        Time                 Host        Tags        Reasons        Paths"
    fline = "-" * 78

    def frows(rows: list[tuple[str, str, str]], reason: str) -> str:
        return "\n".join(f"{i}  {tm}  pelican     nightly     {reason:<13}  /srv" for i, tm, _ in rows)

    keep = all8[5:]
    drop = [all8[0], all8[1], all8[2], all8[4]]
    policy = (f"{head}\nApplying Policy: keep 3 latest snapshots\nkeep 3 snapshots:\n{fhdr}\n{fline}\n{frows(keep, 'last snapshot')}\n{fline}\n3 snapshots\n\n"
              f"remove 4 snapshots:\n{hdr}\n{line}\n" + "\n".join(f"{i}  {tm}  pelican     nightly      /srv" for i, tm, _ in drop) + f"\n{line}\n4 snapshots\n")
    t: list[Turn] = []
    t.append(p.run("export RESTIC_REPOSITORY=sftp:backup@vault.lan:/srv/restic/hosts RESTIC_PASSWORD_FILE=/root/.restic-pass && restic snapshots --host pelican", snaps(all8), duration=3))
    t.append(p.run("restic forget --host pelican --tag nightly --keep-last 3 --dry-run", policy + "\nWould have removed the following snapshots:\n{3e1f9a07 b81c44d2 05d7e6c3 e6f07b9d}", duration=3))
    t.append(p.run("restic forget --host pelican --tag nightly --keep-last 3", policy + "[0:00] 100.00%  4 / 4 files deleted", duration=4))
    t.append(p.run("restic snapshots --host pelican", snaps([all8[3]] + keep), duration=3))
    prune_cmd = "restic prune --max-unused 5%"
    prune_head = f"""{head}
loading indexes...
loading all snapshots...
finding data that is still in use for 11 snapshots
[0:03] 100.00%  11 / 11 snapshots
searching used packs...
collecting packs for deletion and repacking"""
    t.append(hold(p, prune_cmd, prune_head + "\n[0:00] 38.14%  714 / 1873 packs processed", duration=5))
    t.append(wait(p, prune_cmd, prune_head + """
[0:01] 100.00%  1873 / 1873 packs processed

to repack:          1204 blobs / 61.330 MiB
this removes:        388 blobs / 22.817 MiB
to delete:           903 blobs / 348.120 MiB
total prune:        1291 blobs / 370.937 MiB
remaining:        148212 blobs / 41.207 GiB
unused size after prune: 1.873 GiB (4.54% of remaining size)

repacking packs
[0:02] 100.00%  5 / 5 packs repacked
rebuilding index
[0:00] 100.00%  64 / 64 indexes processed
deleting obsolete index files
[0:00] 100.00%  71 / 71 files deleted
removing 22 old packs
[0:00] 100.00%  22 / 22 files deleted
done""", duration=15))
    t.append(p.run("restic check", """using temporary cache in /tmp/restic-check-cache-2817420934
create exclusive lock for repository
repository 7a1c03e9 opened (version 2, compression level auto)
created new cache in /tmp/restic-check-cache-2817420934
load indexes
[0:00] 100.00%  1 / 1 index files loaded
check all packs
check snapshots, trees and blobs
[0:06] 100.00%  11 / 11 snapshots
no errors were found""", duration=10))
    t.append(p.run("restic snapshots --host pelican --tag nightly", snaps([all8[4]] + keep), duration=3))
    t.append(p.run("grep -n 'restic forget' /etc/restic/backup.sh", "27:restic forget --host \"$(hostname -s)\" --tag nightly --keep-daily 7 --keep-weekly 4 --prune"))
    return dict(turns=t, state=state, bad=True, turn=8, kind="snapshot removed by forget is listed again")


def t_sqlite() -> dict:
    # bad: turn 7 contradicts turns 3, 5 and 6: 412 rows, 3 deleted and 2 inserted should leave 411, but count(*) reports 413.
    p = Pane("nika", "thinkpad-x13", "/home/nika/proj/shelfscan")
    state = p.prompt
    t: list[Turn] = []
    t.append(p.run("sqlite3 inventory.db '.tables'", "authors  books    loans    shelves"))
    t.append(p.run('sqlite3 -header -column inventory.db "SELECT shelf_id, count(*) AS n FROM books GROUP BY shelf_id ORDER BY shelf_id;"', """shelf_id  n
--------  ---
A1        118
A2        97
B1        143
B2        54"""))
    t.append(p.run('sqlite3 inventory.db "SELECT count(*) FROM books;"', "412"))
    t.append(p.run('sqlite3 inventory.db "SELECT id, isbn, title FROM books WHERE isbn IN (SELECT isbn FROM books GROUP BY isbn HAVING count(*) > 1) ORDER BY isbn, id;"', """207|9780262046305|Algorithms for Decision Making
388|9780262046305|Algorithms for Decision Making
144|9780593135204|Project Hail Mary
402|9780593135204|Project Hail Mary
61|9781718502765|The Rust Programming Language, 2nd Edition
395|9781718502765|The Rust Programming Language, 2nd Edition"""))
    t.append(p.run('sqlite3 inventory.db "DELETE FROM books WHERE id IN (388, 395, 402); SELECT changes();"', "3"))
    t.append(p.run("""sqlite3 inventory.db "INSERT INTO books (isbn, title, shelf_id) VALUES ('9781492082798', 'Designing Data-Intensive Applications', 'B1'), ('9780135957059', 'The Pragmatic Programmer, 20th Anniversary Edition', 'B1'); SELECT last_insert_rowid();\"""", "417"))
    t.append(p.run('sqlite3 inventory.db "SELECT count(*), count(DISTINCT isbn) FROM books;"', "413|413"))
    t.append(p.run('sqlite3 inventory.db "PRAGMA integrity_check;"', "ok"))
    t.append(p.run('sqlite3 -header -column inventory.db "SELECT id, isbn, shelf_id FROM books WHERE id >= 416 ORDER BY id;"', """id   isbn           shelf_id
---  -------------  --------
416  9781492082798  B1
417  9780135957059  B1"""))
    return dict(turns=t, state=state, bad=True, turn=7, kind="row count does not follow 3 deletes and 2 inserts")


def t_npm() -> dict:
    # clean: npm audit fix and a vitest upgrade: versions rise, audited package count follows added/removed, a filtered test run shows fewer tests.
    p = Pane("node", "3f9a1c2d7e44", "/workspace/pricing-widget")
    state = p.prompt
    t: list[Turn] = []
    t.append(p.run("npm ls vite vitest @vitejs/plugin-react", """pricing-widget@0.9.4 /workspace/pricing-widget
├─┬ @vitejs/plugin-react@4.2.1
│ └── vite@5.1.6 deduped
├─┬ vitest@1.3.1
│ ├── vite@5.1.6 deduped
│ └─┬ vite-node@1.3.1
│   └── vite@5.1.6 deduped
└── vite@5.1.6""", duration=2))
    t.append(p.run("npm audit", """# npm audit report

braces  <3.0.3
Severity: high
Uncontrolled resource consumption in braces - https://github.com/advisories/GHSA-grv7-fg5c-xmjg
fix available via `npm audit fix`
node_modules/braces

vite  5.1.0 - 5.1.7
Severity: moderate
Vite's `server.fs.deny` did not deny requests for patterns with directories. - https://github.com/advisories/GHSA-8jhw-289h-jh2g
fix available via `npm audit fix`
node_modules/vite

ws  8.0.0 - 8.17.0
Severity: high
ws affected by a DoS when handling a request with many HTTP headers - https://github.com/advisories/GHSA-3h5v-q93c-6h6q
fix available via `npm audit fix`
node_modules/ws

3 vulnerabilities (1 moderate, 2 high)

To address all issues, run:
  npm audit fix""", duration=3))
    t.append(p.run("npm audit fix", """
changed 3 packages, and audited 412 packages in 6s

98 packages are looking for funding
  run `npm fund` for details

found 0 vulnerabilities""", duration=10))
    t.append(p.run("npm ls vite", """pricing-widget@0.9.4 /workspace/pricing-widget
├─┬ @vitejs/plugin-react@4.2.1
│ └── vite@5.1.8 deduped
├─┬ vitest@1.3.1
│ ├── vite@5.1.8 deduped
│ └─┬ vite-node@1.3.1
│   └── vite@5.1.8 deduped
└── vite@5.1.8""", duration=2))
    t.append(p.run("npm install -D vitest@^1.6.0", """
added 2 packages, removed 1 package, changed 7 packages, and audited 413 packages in 9s

98 packages are looking for funding
  run `npm fund` for details

found 0 vulnerabilities""", duration=15))
    t.append(p.run("npm ls vitest vite", """pricing-widget@0.9.4 /workspace/pricing-widget
├─┬ @vitejs/plugin-react@4.2.1
│ └── vite@5.1.8 deduped
├─┬ vitest@1.6.0
│ ├── vite@5.1.8 deduped
│ └─┬ vite-node@1.6.0
│   └── vite@5.1.8 deduped
└── vite@5.1.8""", duration=2))
    t.append(p.run("git diff --stat", """ package-lock.json | 212 ++++++++++++++++++++++++++++++++--------------------------------
 package.json      |   2 +-
 2 files changed, 107 insertions(+), 107 deletions(-)"""))
    t.append(p.run("npx vitest run", """
 RUN  v1.6.0 /workspace/pricing-widget

 ✓ src/lib/tiers.test.ts  (14 tests) 12ms
 ✓ src/components/PriceCard.test.tsx  (6 tests) 88ms

 Test Files  2 passed (2)
      Tests  20 passed (20)
   Start at  10:14:52
   Duration  1.93s (transform 214ms, setup 0ms, collect 631ms, tests 100ms, environment 702ms, prepare 241ms)
""", duration=8))
    t.append(p.run("npm run build", """
> pricing-widget@0.9.4 build
> tsc -b && vite build

vite v5.1.8 building for production...
✓ 143 modules transformed.
dist/index.html                   0.46 kB │ gzip:  0.30 kB
dist/assets/index-DiwrgTda.css    3.12 kB │ gzip:  1.18 kB
dist/assets/index-BQ4fXk2v.js   151.84 kB │ gzip: 49.07 kB
✓ built in 2.41s""", duration=15))
    t.append(p.run("npx vitest run src/lib", """
 RUN  v1.6.0 /workspace/pricing-widget

 ✓ src/lib/tiers.test.ts  (14 tests) 11ms

 Test Files  1 passed (1)
      Tests  14 passed (14)
   Start at  10:16:07
   Duration  842ms (transform 71ms, setup 0ms, collect 96ms, tests 11ms, environment 0ms, prepare 118ms)
""", duration=8))
    return dict(turns=t, state=state, bad=False, turn=None, kind="clean")


def t_supervisor() -> dict:
    # bad: turn 10 contradicts turns 1, 6 and 8: flower was STOPPED (since Jun 05) and nothing started it, yet it shows RUNNING with a 6-day uptime.
    p = Pane("root", "queue-w3", "/etc/supervisor/conf.d")
    state = p.prompt

    def st(rows: list[tuple[str, str, str]]) -> str:
        return "\n".join(f"{n:<32} {s:<10}{d}" for n, s, d in rows)

    t: list[Turn] = []
    t.append(p.run("supervisorctl status", st([
        ("celery-beat", "RUNNING", "pid 3318, uptime 6 days, 2:41:09"),
        ("celery-default:celery-default_00", "RUNNING", "pid 3321, uptime 6 days, 2:41:09"),
        ("celery-default:celery-default_01", "RUNNING", "pid 3322, uptime 6 days, 2:41:09"),
        ("celery-exports", "FATAL", "Exited too quickly (process log may have details)"),
        ("flower", "STOPPED", "Jun 05 04:52 PM")])))
    t.append(p.run("supervisorctl tail celery-exports stderr | tail -n 6", """  File "/opt/reportly/venv/lib/python3.11/site-packages/amqp/connection.py", line 323, in connect
    self.drain_events(timeout=self.connect_timeout)
  File "/opt/reportly/venv/lib/python3.11/site-packages/amqp/connection.py", line 648, in _on_close
    raise error_for_code(reply_code, reply_text,
amqp.exceptions.NotAllowed: (0, 0): (530) NOT_ALLOWED - vhost exprots not found
[2025-06-08 13:58:12,907: CRITICAL/MainProcess] Unrecoverable error: NotAllowed(530, 'NOT_ALLOWED - vhost exprots not found', (0, 0), '')"""))
    t.append(p.run("grep -n -A4 'program:celery-exports' celery.conf", """14:[program:celery-exports]
15-command=/opt/reportly/venv/bin/celery -A reportly worker -Q exports -c 2 -n exports@%%h --loglevel=INFO
16-directory=/opt/reportly
17-environment=CELERY_BROKER_URL="amqp://reportly:%(ENV_BROKER_PASS)s@10.0.8.4:5672/exprots"
18-user=reportly"""))
    t.append(p.run("sed -i '17s#/exprots\"#/exports\"#' celery.conf && sed -n 17p celery.conf",
                   'environment=CELERY_BROKER_URL="amqp://reportly:%(ENV_BROKER_PASS)s@10.0.8.4:5672/exports"'))
    t.append(p.run("supervisorctl reread && supervisorctl update celery-exports", """celery-exports: changed
celery-exports: stopped
celery-exports: updated process group""", duration=3))
    t.append(p.run("sleep 5; supervisorctl status", st([
        ("celery-beat", "RUNNING", "pid 3318, uptime 6 days, 2:44:52"),
        ("celery-default:celery-default_00", "RUNNING", "pid 3321, uptime 6 days, 2:44:52"),
        ("celery-default:celery-default_01", "RUNNING", "pid 3322, uptime 6 days, 2:44:52"),
        ("celery-exports", "RUNNING", "pid 51207, uptime 0:00:06"),
        ("flower", "STOPPED", "Jun 05 04:52 PM")]), duration=6))
    t.append(p.run("supervisorctl stop celery-beat && /opt/reportly/venv/bin/celery -A reportly purge -Q exports -f", """celery-beat: stopped
Purged 212 messages from 1 known task queue.""", duration=5))
    t.append(p.run("supervisorctl start celery-beat && supervisorctl status", """celery-beat: started
""" + st([
        ("celery-beat", "RUNNING", "pid 51388, uptime 0:00:01"),
        ("celery-default:celery-default_00", "RUNNING", "pid 3321, uptime 6 days, 2:46:36"),
        ("celery-default:celery-default_01", "RUNNING", "pid 3322, uptime 6 days, 2:46:36"),
        ("celery-exports", "RUNNING", "pid 51207, uptime 0:01:50"),
        ("flower", "STOPPED", "Jun 05 04:52 PM")]), duration=3))
    t.append(p.run("supervisorctl tail celery-exports stderr | tail -n 4", """[2025-06-08 14:09:41,118: INFO/MainProcess] Connected to amqp://reportly:**@10.0.8.4:5672/exports
[2025-06-08 14:09:41,131: INFO/MainProcess] mingle: searching for neighbors
[2025-06-08 14:09:42,149: INFO/MainProcess] mingle: all alone
[2025-06-08 14:09:42,171: INFO/MainProcess] exports@queue-w3 ready."""))
    t.append(p.run("supervisorctl status", st([
        ("celery-beat", "RUNNING", "pid 51388, uptime 0:01:11"),
        ("celery-default:celery-default_00", "RUNNING", "pid 3321, uptime 6 days, 2:47:46"),
        ("celery-default:celery-default_01", "RUNNING", "pid 3322, uptime 6 days, 2:47:46"),
        ("celery-exports", "RUNNING", "pid 51207, uptime 0:03:00"),
        ("flower", "RUNNING", "pid 3320, uptime 6 days, 2:47:46")])))
    return dict(turns=t, state=state, bad=True, turn=10, kind="stopped program shown RUNNING with no start")


def t_kubectl() -> dict:
    # clean: kubectl set env triggers a rollout (new ReplicaSet hash, new pod names and IPs), HPA min raised so a 4th pod appears; ages advance.
    p = Pane("sre", "bastion-fra1", "/home/sre")
    state = p.prompt
    k = "kubectl -n ledger-sync"
    t: list[Turn] = []

    def deploy_hpa(ready: str, upd: str, avail: str, target: str, minp: str, reps: str) -> str:
        d = table([["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE"],
                   ["deployment.apps/ledger-sync", ready, upd, avail, "41d"],
                   ["deployment.apps/ledger-sync-ui", "1/1", "1", "1", "41d"]])
        h = table([["NAME", "REFERENCE", "TARGETS", "MINPODS", "MAXPODS", "REPLICAS", "AGE"],
                   ["horizontalpodautoscaler.autoscaling/ledger-sync", "Deployment/ledger-sync", target, minp, "8", reps, "41d"]])
        return d + "\n\n" + h

    wide = ["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES"]
    t.append(p.run(f"{k} get deploy,hpa", deploy_hpa("3/3", "3", "3", "cpu: 38%/70%", "3", "3")))
    t.append(p.run(f"{k} get pods -l app=ledger-sync -o wide", table([wide,
        ["ledger-sync-6f9c7d8b54-2xkqp", "1/1", "Running", "0", "6d", "10.42.3.118", "pool-std-fra1-ht3k2", "<none>", "<none>"],
        ["ledger-sync-6f9c7d8b54-9vmtl", "1/1", "Running", "1 (2d ago)", "6d", "10.42.1.77", "pool-std-fra1-ht3k9", "<none>", "<none>"],
        ["ledger-sync-6f9c7d8b54-wq4zd", "1/1", "Running", "0", "6d", "10.42.2.203", "pool-std-fra1-ht3kx", "<none>", "<none>"]])))
    t.append(p.run(f"{k} set env deploy/ledger-sync SYNC_BATCH_SIZE=500", "deployment.apps/ledger-sync env updated"))
    t.append(p.run(f"{k} rollout status deploy/ledger-sync --timeout=120s", """Waiting for deployment "ledger-sync" rollout to finish: 1 out of 3 new replicas have been updated...
Waiting for deployment "ledger-sync" rollout to finish: 1 out of 3 new replicas have been updated...
Waiting for deployment "ledger-sync" rollout to finish: 2 out of 3 new replicas have been updated...
Waiting for deployment "ledger-sync" rollout to finish: 2 out of 3 new replicas have been updated...
Waiting for deployment "ledger-sync" rollout to finish: 1 old replicas are pending termination...
deployment "ledger-sync" successfully rolled out""", duration=75))
    t.append(p.run(f"{k} get pods -l app=ledger-sync -o wide", table([wide,
        ["ledger-sync-7d4b9f6c8-bn5rx", "1/1", "Running", "0", "71s", "10.42.2.214", "pool-std-fra1-ht3kx", "<none>", "<none>"],
        ["ledger-sync-7d4b9f6c8-k2fjw", "1/1", "Running", "0", "48s", "10.42.3.131", "pool-std-fra1-ht3k2", "<none>", "<none>"],
        ["ledger-sync-7d4b9f6c8-x8h4q", "1/1", "Running", "0", "25s", "10.42.1.90", "pool-std-fra1-ht3k9", "<none>", "<none>"]])))
    t.append(p.run(f"""{k} patch hpa ledger-sync -p '{{"spec":{{"minReplicas":4}}}}'""", "horizontalpodautoscaler.autoscaling/ledger-sync patched"))
    t.append(p.run(f"sleep 20; {k} get deploy,hpa", deploy_hpa("3/4", "4", "3", "cpu: 31%/70%", "4", "4"), duration=22))
    t.append(p.run(f"{k} get pods -l app=ledger-sync", table([["NAME", "READY", "STATUS", "RESTARTS", "AGE"],
        ["ledger-sync-7d4b9f6c8-bn5rx", "1/1", "Running", "0", "2m11s"],
        ["ledger-sync-7d4b9f6c8-k2fjw", "1/1", "Running", "0", "108s"],
        ["ledger-sync-7d4b9f6c8-pz7mv", "1/1", "Running", "0", "27s"],
        ["ledger-sync-7d4b9f6c8-x8h4q", "1/1", "Running", "0", "85s"]])))
    t.append(p.run(f"{k} logs deploy/ledger-sync --tail 3", """Found 4 pods, using pod/ledger-sync-7d4b9f6c8-bn5rx
{"level":"info","ts":"2025-06-10T07:58:41.212Z","msg":"batch committed","batch_size":500,"rows":500,"lag_ms":184}
{"level":"info","ts":"2025-06-10T07:58:43.907Z","msg":"batch committed","batch_size":500,"rows":500,"lag_ms":171}
{"level":"info","ts":"2025-06-10T07:58:46.355Z","msg":"batch committed","batch_size":500,"rows":312,"lag_ms":96}"""))
    t.append(p.run(f"{k} get deploy,hpa", deploy_hpa("4/4", "4", "4", "cpu: 27%/70%", "4", "4")))
    return dict(turns=t, state=state, bad=False, turn=None, kind="clean")


def t_borg() -> dict:
    # bad: turn 9 contradicts turns 4-5: the manual archive ran 21:08:31-21:10:02, but list-timers says the 21:00:01 trigger "4min 40s ago" (a clock of 21:04:41, earlier than turn 1's 21:06:12).
    p = Pane("root", "ws-archive", "/root")
    state = p.prompt
    repo = "/mnt/usb-bk/borg-ws"
    a = {"0611": ("ws-2025-06-11T21:00", "Wed, 2025-06-11 21:00:04", "b0d41f7e2c985a61d3e8f4097c2ab5e61f08d3c7a9e4b2d15c6f7a8e90b1c2d3"),
         "0612": ("ws-2025-06-12T21:00", "Thu, 2025-06-12 21:00:05", "c93e0a5d7f214b88e61c0d2f9a37b4e5c8d1f2a06b9e3c7d4a5f6e8b1c2d3e4f"),
         "0613": ("ws-2025-06-13T21:00", "Fri, 2025-06-13 21:00:04", "3f9c0e8b1a2d4c6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6"),
         "0614": ("ws-2025-06-14T21:08", "Sat, 2025-06-14 21:08:31", "5e0b7c2a9d4f61e83b5c7d9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c")}

    def lst(*ks: str) -> str:
        return "\n".join(f"{a[x][0]:<36} {a[x][1]} [{a[x][2]}]" for x in ks)

    t: list[Turn] = []
    t.append(p.run(f"date && borg list --last 3 {repo}", "Sat Jun 14 21:06:12 CEST 2025\n" + lst("0611", "0612", "0613"), duration=3))
    t.append(p.run("systemctl status borg-ws.service --no-pager", """× borg-ws.service - Nightly borg backup of workstation data
     Loaded: loaded (/etc/systemd/system/borg-ws.service; static)
     Active: failed (Result: exit-code) since Sat 2025-06-14 21:00:09 CEST; 6min ago
TriggeredBy: ● borg-ws.timer
    Process: 40127 ExecStart=/usr/local/sbin/borg-ws.sh (code=exited, status=2)
   Main PID: 40127 (code=exited, status=2)
        CPU: 1.204s

Jun 14 21:00:01 ws-archive systemd[1]: Starting borg-ws.service - Nightly borg backup of workstation data...
Jun 14 21:00:09 ws-archive borg-ws.sh[40131]: Failed to create/acquire the lock /mnt/usb-bk/borg-ws/lock.exclusive (timeout).
Jun 14 21:00:09 ws-archive systemd[1]: borg-ws.service: Main process exited, code=exited, status=2/INVALIDARGUMENT
Jun 14 21:00:09 ws-archive systemd[1]: borg-ws.service: Failed with result 'exit-code'.
Jun 14 21:00:09 ws-archive systemd[1]: Failed to start borg-ws.service - Nightly borg backup of workstation data."""))
    t.append(p.run(f"borg break-lock {repo} && borg list --last 1 {repo}", lst("0613"), duration=3))
    create = f"borg create --stats --progress --compression zstd,6 {repo}::ws-{{now:%Y-%m-%dT%H:%M}} /home /etc"
    t.append(hold(p, create, "17.84 GB O 12.61 GB C 143.20 MB D 98213 N home/kai/.local/share/Steam/steamapps/common/Proton 9.0/files/lib/wine/x86_64-windows/d3d...", duration=10))
    t.append(wait(p, create, f"""------------------------------------------------------------------------------
Repository: {repo}
Archive name: ws-2025-06-14T21:08
Archive fingerprint: {a["0614"][2]}
Time (start): Sat, 2025-06-14 21:08:31
Time (end):   Sat, 2025-06-14 21:10:02
Duration: 1 minutes 31.27 seconds
Number of files: 284113
Utilization of max. archive size: 0%
------------------------------------------------------------------------------
                       Original size      Compressed size    Deduplicated size
This archive:               61.42 GB             43.17 GB            612.38 MB
All archives:                1.71 TB              1.20 TB             58.94 GB

                       Unique chunks         Total chunks
Chunk index:                  402117             10482230
------------------------------------------------------------------------------""", duration=90))
    t.append(p.run(f"borg list --last 3 {repo}", lst("0612", "0613", "0614"), duration=3))
    t.append(p.run(f"borg prune -v --list --keep-daily 7 --keep-weekly 4 --keep-monthly 6 {repo} 2>&1 | grep -E '^Pruning|daily #1\\)'",
                   f"""Keeping archive (rule: daily #1):        {a["0614"][0]:<36} {a["0614"][1]} [{a["0614"][2]}]
Pruning archive (1/1):                   ws-2024-12-30T21:00                  Mon, 2024-12-30 21:00:03 [7a2c4e6f8091b3d5f7e9a1c3e5f7091b3d5e7f9a1c3e5f7a9b1d3f5a7c9e1b3d]""", duration=5))
    t.append(p.run(f"borg compact -v {repo}", "compaction freed about 1.12 GB repository space.", duration=8))
    t.append(p.run("systemctl list-timers borg-ws.timer --no-pager", """NEXT                         LEFT     LAST                         PASSED       UNIT          ACTIVATES
Sun 2025-06-15 21:00:00 CEST 23h left Sat 2025-06-14 21:00:01 CEST 4min 40s ago borg-ws.timer borg-ws.service

1 timers listed.
Pass --all to see loaded but inactive timers, too."""))
    return dict(turns=t, state=state, bad=True, turn=9, kind="clock goes backwards (timer 'passed' implies a time before the finished backup)")


def t_haproxy() -> dict:
    # bad: turn 8 contradicts turns 1 and 5: server co-3 was at 10.12.3.23 on line 66 and only line 67 was edited, but grep shows 10.12.3.32.
    p = Pane("root", "lb-ams-1", "/etc/haproxy")
    state = p.prompt
    sock = "socat stdio /run/haproxy/admin.sock"
    stat = f"echo \"show stat\" | {sock} | cut -d, -f1,2,18,19 | grep -E '^(# |be_checkout)'"
    t: list[Turn] = []
    t.append(p.run("grep -n -A12 '^backend be_checkout' haproxy.cfg", """58:backend be_checkout
59-    mode http
60-    balance leastconn
61-    option httpchk GET /health
62-    http-check expect status 200
63-    default-server inter 3s fall 3 rise 2 slowstart 30s
64-    server co-1 10.12.3.21:8443 check ssl verify none weight 100
65-    server co-2 10.12.3.22:8443 check ssl verify none weight 100
66-    server co-3 10.12.3.23:8443 check ssl verify none weight 100
67-    server co-4 10.12.3.24:8443 check ssl verify none weight 50
68-
69-backend be_static
70-    mode http"""))
    t.append(p.run(stat, """# pxname,svname,status,weight
be_checkout,co-1,UP,100
be_checkout,co-2,UP,100
be_checkout,co-3,UP,100
be_checkout,co-4,UP,50
be_checkout,BACKEND,UP,350"""))
    t.append(p.run(f'echo "set server be_checkout/co-4 state drain" | {sock}', "\n"))
    t.append(p.run(stat, """# pxname,svname,status,weight
be_checkout,co-1,UP,100
be_checkout,co-2,UP,100
be_checkout,co-3,UP,100
be_checkout,co-4,DRAIN,0
be_checkout,BACKEND,UP,300"""))
    t.append(p.run("sed -i '67s/weight 50$/weight 50 disabled/' haproxy.cfg && sed -n 64,67p haproxy.cfg", """    server co-1 10.12.3.21:8443 check ssl verify none weight 100
    server co-2 10.12.3.22:8443 check ssl verify none weight 100
    server co-3 10.12.3.23:8443 check ssl verify none weight 100
    server co-4 10.12.3.24:8443 check ssl verify none weight 50 disabled"""))
    t.append(p.run("haproxy -c -f /etc/haproxy/haproxy.cfg", "Configuration file is valid"))
    t.append(p.run(f'echo "show sess" | {sock} | grep -c "srv=co-4"', "0"))
    t.append(p.run("grep -n 'server co-' haproxy.cfg", """64:    server co-1 10.12.3.21:8443 check ssl verify none weight 100
65:    server co-2 10.12.3.22:8443 check ssl verify none weight 100
66:    server co-3 10.12.3.32:8443 check ssl verify none weight 100
67:    server co-4 10.12.3.24:8443 check ssl verify none weight 50 disabled"""))
    t.append(p.run("systemctl reload haproxy && systemctl status haproxy --no-pager | head -n 5", """● haproxy.service - HAProxy Load Balancer
     Loaded: loaded (/lib/systemd/system/haproxy.service; enabled; preset: enabled)
     Active: active (running) since Mon 2025-06-02 06:41:19 UTC; 1 week 2 days ago
       Docs: man:haproxy(1)
             file:/usr/share/doc/haproxy/configuration.txt.gz""", duration=3))
    return dict(turns=t, state=state, bad=True, turn=8, kind="config line not written differs between reads (server address)")


def t_psql() -> dict:
    # clean: psql on a fleet-maintenance DB: an UPDATE moves 4 orders on_hold -> open, an INSERT adds one; group counts and total follow; list re-sorted by id; similar vehicle ids.
    p = Pane("mara", "db-tools-01", "/home/mara/migrations")
    state = p.prompt
    grp = 'psql -c "SELECT status, count(*) FROM maint.work_orders GROUP BY status ORDER BY status;"'

    def groups(open_n: str, hold_n: str) -> str:
        return pg(["status", "count"], [["closed", "1834"], ["in_progress", "27"], ["on_hold", hold_n], ["open", open_n]], right=(1,))

    held = [["39514", "TRK-0233", "2025-03-18", "parts backorder"], ["39877", "VAN-1107", "2025-03-29", "awaiting vendor quote"],
            ["40112", "TRK-0481", "2025-04-07", "parts backorder"], ["40356", "TRK-0090", "2025-04-15", "parts backorder"],
            ["40561", "VAN-1142", "2025-04-22", "warranty claim pending"], ["40790", "TRK-0302", "2025-04-29", "parts backorder"],
            ["41203", "TRK-0417", "2025-05-12", "parts backorder"], ["41466", "VAN-1019", "2025-05-20", "awaiting vendor quote"],
            ["41702", "TRK-0233", "2025-05-27", "driver unavailable"]]
    rel = pg(["Schema", "Name", "Type", "Owner"], [["maint", n, "table", "fleet_rw"] for n in ("technicians", "vehicles", "work_order_parts", "work_orders")])
    dt_out = "List of relations".center(len(rel.split("\n")[1])).rstrip() + "\n" + rel
    t: list[Turn] = []
    t.append(p.run("export PGHOST=pg-fleet.internal PGUSER=fleet_rw PGDATABASE=fleetops && psql -c '\\dt maint.*'", dt_out))
    t.append(p.run(grp, groups("61", "9")))
    t.append(p.run('psql -c "SELECT id, vehicle_id, opened_at::date AS opened_at, hold_reason FROM maint.work_orders WHERE status = \'on_hold\' ORDER BY opened_at;"',
                   pg(["id", "vehicle_id", "opened_at", "hold_reason"], held, right=(0,))))
    t.append(p.run("psql -c \"UPDATE maint.work_orders SET status = 'open', hold_reason = NULL WHERE status = 'on_hold' AND hold_reason = 'parts backorder' AND opened_at < '2025-05-01';\"", "UPDATE 4"))
    t.append(p.run(grp, groups("65", "5")))
    t.append(p.run("psql -c \"INSERT INTO maint.work_orders (vehicle_id, status, opened_at, summary) VALUES ('TRK-0418', 'open', now(), 'Brake pad replacement - front axle') RETURNING id, opened_at;\"",
                   pg(["id", "opened_at"], [["41987", "2025-06-03 10:42:18.227514+00"]], right=(0,)) + "\nINSERT 0 1"))
    t.append(p.run(grp, groups("66", "5")))
    rest = [r for r in held if r[0] in {"39877", "40561", "41203", "41466", "41702"}]
    t.append(p.run('psql -c "SELECT id, vehicle_id, status, hold_reason FROM maint.work_orders WHERE status = \'on_hold\' ORDER BY id DESC;"',
                   pg(["id", "vehicle_id", "status", "hold_reason"], [[r[0], r[1], "on_hold", r[3]] for r in reversed(rest)], right=(0,))))
    t.append(p.run('psql -c "SELECT id, vehicle_id, status FROM maint.work_orders WHERE vehicle_id = \'TRK-0418\' ORDER BY id DESC LIMIT 3;"',
                   pg(["id", "vehicle_id", "status"], [["41987", "TRK-0418", "open"], ["38760", "TRK-0418", "closed"], ["35115", "TRK-0418", "closed"]], right=(0,))))
    t.append(p.run('psql -Atc "SELECT count(*) FROM maint.work_orders;"', "1932"))
    return dict(turns=t, state=state, bad=False, turn=None, kind="clean")


def t_openssl() -> dict:
    # clean: openssl re-issues an expiring server certificate: serial, validity dates and fingerprint legitimately change; the live endpoint then serves the new one.
    p = Pane("pki", "ca-intermediate", "/home/pki/ca")
    state = p.prompt
    show = "openssl x509 -in certs/mqtt-gw.lab.pem -noout -subject -issuer -serial -dates -fingerprint -sha256"
    issuer = "issuer=C = NL, O = Hollowpine Labs, CN = Hollowpine Lab Intermediate CA R2"
    t: list[Turn] = []
    t.append(p.run(show, f"""subject=CN = mqtt-gw.lab.hollowpine.net
{issuer}
serial=5C1E07A2D94B31F0
notBefore=Jun 17 09:12:44 2024 GMT
notAfter=Jun 17 09:12:44 2025 GMT
sha256 Fingerprint=4B:7D:19:E2:0C:A8:53:F1:6E:92:3B:D4:07:C5:8A:61:F0:2E:B9:74:1D:C3:58:A6:9F:04:E7:2B:83:D0:6C:15"""))
    t.append(p.run("date -u && cat intermediate.srl", "Wed Jun 11 08:03:19 UTC 2025\n5C1E07A2D94B3D26"))
    t.append(p.run('openssl req -new -key private/mqtt-gw.lab.key -subj "/CN=mqtt-gw.lab.hollowpine.net" -addext "subjectAltName=DNS:mqtt-gw.lab.hollowpine.net,DNS:mqtt-gw,IP:10.44.0.12" -out csr/mqtt-gw.lab.csr && openssl req -in csr/mqtt-gw.lab.csr -noout -subject -verify',
                   "Certificate request self-signature verify OK\nsubject=CN = mqtt-gw.lab.hollowpine.net"))
    t.append(p.run("openssl x509 -req -in csr/mqtt-gw.lab.csr -CA intermediate.pem -CAkey private/intermediate.key -CAserial intermediate.srl -days 397 -sha256 -copy_extensions copy -out certs/mqtt-gw.lab.pem && cat intermediate.srl",
                   "Certificate request self-signature ok\nsubject=CN = mqtt-gw.lab.hollowpine.net\n5C1E07A2D94B3D27"))
    t.append(p.run(show, f"""subject=CN = mqtt-gw.lab.hollowpine.net
{issuer}
serial=5C1E07A2D94B3D27
notBefore=Jun 11 08:04:51 2025 GMT
notAfter=Jul 13 08:04:51 2026 GMT
sha256 Fingerprint=E1:30:8C:5F:A2:97:0B:6D:C4:1E:F8:23:5A:B0:79:D6:12:4C:E3:8F:65:A9:0D:B7:3E:C1:58:F2:06:9A:7B:D4"""))
    t.append(p.run("openssl verify -CAfile chain/root-r1.pem -untrusted intermediate.pem certs/mqtt-gw.lab.pem", "certs/mqtt-gw.lab.pem: OK"))
    t.append(p.run("openssl x509 -in certs/mqtt-gw.lab.pem -noout -ext subjectAltName", "X509v3 Subject Alternative Name: \n" + """    DNS:mqtt-gw.lab.hollowpine.net, DNS:mqtt-gw, IP Address:10.44.0.12"""))
    t.append(p.run("sudo install -m 0644 certs/mqtt-gw.lab.pem /etc/mosquitto/certs/server.pem && sudo systemctl restart mosquitto && systemctl is-active mosquitto", "active", duration=3))
    t.append(p.run("openssl s_client -connect 10.44.0.12:8883 -servername mqtt-gw.lab.hollowpine.net </dev/null 2>/dev/null | openssl x509 -noout -serial -enddate",
                   "serial=5C1E07A2D94B3D27\nnotAfter=Jul 13 08:04:51 2026 GMT", duration=2))
    return dict(turns=t, state=state, bad=False, turn=None, kind="clean")


def t_zfs() -> dict:
    # bad: turn 8 contradicts turns 3 and 6: snapshot win11-ci@pre-kb5039212 was created and put on hold, nothing destroyed it, yet the snapshot listing omits it.
    p = Pane("root", "tank-01", "/root")
    state = p.prompt
    d = "tank/vm/win11-ci"
    s = {"w8": f"{d}@autosnap_2025-06-08_00:00:01_daily", "w9": f"{d}@autosnap_2025-06-09_00:00:02_daily",
         "w10": f"{d}@autosnap_2025-06-10_00:00:01_daily", "pre": f"{d}@pre-kb5039212"}
    t: list[Turn] = []
    t.append(p.run("zfs list -o name,used,avail,refer,mountpoint -r tank/vm", """NAME                    USED  AVAIL  REFER  MOUNTPOINT
tank/vm                 612G  1.08T    96K  /tank/vm
tank/vm/debian-runner   148G  1.08T   131G  /tank/vm/debian-runner
tank/vm/templates      76.9G  1.08T  76.9G  /tank/vm/templates
tank/vm/win11-ci        387G  1.08T   342G  /tank/vm/win11-ci"""))
    hdr = ["NAME", "USED", "REFER", "CREATION"]

    def snaps(rows: list[list[str]]) -> str:
        return table([hdr] + rows, gap=2, right=(1, 2))

    base = [[s["w8"], "9.84G", "339G", "Sun Jun  8  0:00 2025"], [s["w9"], "12.1G", "341G", "Mon Jun  9  0:00 2025"],
            [s["w10"], "6.37G", "342G", "Tue Jun 10  0:00 2025"]]
    t.append(p.run(f"zfs list -t snapshot -o name,used,refer,creation -r {d}", snaps(base)))
    t.append(p.run(f"zfs snapshot {s['pre']} && zfs list -t snapshot -o name,used,refer,creation -r {d}",
                   snaps(base + [[s["pre"], "0B", "342G", "Tue Jun 10 14:21 2025"]])))
    t.append(p.run(f"zfs get -H -o property,value compressratio,used,usedbysnapshots,quota {d}", "compressratio\t1.41x\nused\t387G\nusedbysnapshots\t45.2G\nquota\t500G"))
    t.append(p.run(f"zfs send -nvP -i @autosnap_2025-06-10_00:00:01_daily {s['pre']}", f"incremental\tautosnap_2025-06-10_00:00:01_daily\t{s['pre']}\t1893472256\nsize\t1893472256", duration=2))
    t.append(p.run(f"zfs hold keep {s['pre']} && zfs holds {s['pre']}", f"NAME                            TAG   TIMESTAMP\n{s['pre']}  keep  Tue Jun 10 14:22 2025"))
    t.append(p.run("zpool status -x", "all pools are healthy"))
    dr = "tank/vm/debian-runner"
    all_rows = [["tank/vm/templates@golden-2025q2", "0B", "76.9G", "Wed Apr  2 10:17 2025"],
                [f"{dr}@autosnap_2025-06-08_00:00:01_daily", "2.14G", "129G", "Sun Jun  8  0:00 2025"], base[0],
                [f"{dr}@autosnap_2025-06-09_00:00:02_daily", "3.02G", "130G", "Mon Jun  9  0:00 2025"], base[1],
                [f"{dr}@autosnap_2025-06-10_00:00:01_daily", "1.77G", "131G", "Tue Jun 10  0:00 2025"], base[2]]
    t.append(p.run("zfs list -t snapshot -o name,used,refer,creation -s creation -r tank/vm", snaps(all_rows)))
    return dict(turns=t, state=state, bad=True, turn=8, kind="created (and held) snapshot missing from a later listing")


def t_docker() -> dict:
    # clean: docker compose upgrade of a self-hosted analytics app: the app container is recreated (new id, pid, start time, image tag), db untouched, old image removed.
    p = Pane("deploy", "edge-runner-7", "/opt/stacks/umami")
    state = p.prompt
    old, new = "ghcr.io/umami-software/umami:postgresql-v2.11.3", "ghcr.io/umami-software/umami:postgresql-v2.13.2"

    def ps(app_img: str, app_created: str, app_status: str) -> str:
        return table([["NAME", "IMAGE", "COMMAND", "SERVICE", "CREATED", "STATUS", "PORTS"],
                      ["umami-app-1", app_img, '"docker-entrypoint.s…"', "app", app_created, app_status, "0.0.0.0:3000->3000/tcp"],
                      ["umami-db-1", "postgres:15-alpine", '"docker-entrypoint.s…"', "db", "3 weeks ago", "Up 3 weeks (healthy)", "5432/tcp"]])

    insp = "docker inspect -f '{{.Name}} {{slice .Id 0 12}} {{.State.Pid}} {{.State.StartedAt}}' umami-app-1 umami-db-1"
    t: list[Turn] = []
    t.append(p.run("docker compose ps", ps(old, "3 weeks ago", "Up 3 weeks (healthy)")))
    t.append(p.run(insp, "/umami-app-1 8f3c2a91d0e7 2711 2025-05-19T03:12:44.51873621Z\n/umami-db-1 c41be07a6f52 2598 2025-05-19T03:12:31.90412077Z"))
    t.append(p.run("sed -i 's/postgresql-v2.11.3/postgresql-v2.13.2/' docker-compose.yml && grep -n 'image:' docker-compose.yml && docker compose pull app", f"""4:    image: {new}
22:    image: postgres:15-alpine
[+] Pulling 9/9
 ✔ app 8 layers [⣿⣿⣿⣿⣿⣿⣿⣿]      0B/0B      Pulled                          13.1s
   ✔ 43c4264eed91 Already exists                                             0.0s
   ✔ 9a1f3b2c7d40 Already exists                                             0.0s
   ✔ e27b05c1d8f3 Already exists                                             0.0s
   ✔ 5d3f1a7c9e22 Pull complete                                              1.9s
   ✔ b80e4d6a2f17 Pull complete                                              2.4s
   ✔ 71c9ae30d5b8 Pull complete                                              9.7s
   ✔ 0f6d2e8b4a93 Pull complete                                              9.9s
   ✔ c3a57d1e9b06 Pull complete                                             10.2s""", duration=20))
    t.append(p.run("docker compose up -d app", """[+] Running 2/2
 ✔ Container umami-db-1   Healthy                                            0.5s
 ✔ Container umami-app-1  Started                                           11.8s""", duration=15))
    t.append(p.run("docker compose ps", ps(new, "15 seconds ago", "Up 13 seconds (health: starting)")))
    t.append(p.run(insp, "/umami-app-1 1e9d7b04a3c8 1488201 2025-06-09T14:20:07.30218845Z\n/umami-db-1 c41be07a6f52 2598 2025-05-19T03:12:31.90412077Z"))
    t.append(p.run("docker compose logs --tail 8 app", """umami-app-1  | ✓ Database is up to date.
umami-app-1  | > umami@2.13.2 update-tracker
umami-app-1  | > node scripts/update-tracker.js
umami-app-1  | > umami@2.13.2 start-server
umami-app-1  | > node server.js
umami-app-1  |   ▲ Next.js 14.2.5
umami-app-1  |   - Local:        http://localhost:3000
umami-app-1  |  ✓ Ready in 402ms"""))
    t.append(p.run("docker compose ps", ps(new, "About a minute ago", "Up 58 seconds (healthy)")))
    t.append(p.run(f"docker image rm {old}", f"""Untagged: {old}
Untagged: ghcr.io/umami-software/umami@sha256:7b4f0d92c1e35a8b6f7d20e9c4a13b58d6e2f01a9c7b3e5d8f4a2c6e0b1d9f37
Deleted: sha256:a91e6c3f0b27d48e5a1c9f03b6d27e84c5a0f19d3e7b2c6a8f4d1e0b9c3a5f72
Deleted: sha256:3d8b1f5a9c2e70d46b3a8e1f05c9d72b4e6a0f83c1d5b9e2a7f4c6d08b3e1a59
Deleted: sha256:f07c2a4e6b8d91a3c5e7f0b2d4a6c8e1f3b5d7a9c0e2f4b6d8a1c3e5f7b9d0a2"""))
    t.append(p.run("docker images ghcr.io/umami-software/umami", table([["REPOSITORY", "TAG", "IMAGE ID", "CREATED", "SIZE"],
        ["ghcr.io/umami-software/umami", "postgresql-v2.13.2", "5b0e1c7d93aa", "5 weeks ago", "468MB"]])))
    return dict(turns=t, state=state, bad=False, turn=None, kind="clean")


def t_cargo() -> dict:
    # bad: turn 8 contradicts turns 3, 6 and 7: src/fmt.rs was renamed to src/style.rs and committed, but `wc -l src/*.rs` lists src/fmt.rs again and no style.rs.
    p = Pane("ivo", "devbox", "/home/ivo/code/tilemap-rs")
    state = p.prompt
    t: list[Turn] = []
    t.append(p.run("git status -sb && ls src/", "## main...origin/main\ncli.rs  fmt.rs  lib.rs  main.rs  render.rs  tile.rs"))
    t.append(p.run("grep -rn 'mod fmt\\|fmt::' src/ | grep -v 'std::fmt'", """src/cli.rs:12:use tilemap::fmt::{parse_palette, Palette};
src/lib.rs:3:pub mod fmt;
src/render.rs:4:use crate::fmt::CellStyle;"""))
    t.append(p.run("git mv src/fmt.rs src/style.rs && sed -i 's/pub mod fmt;/pub mod style;/' src/lib.rs && sed -i 's/crate::fmt::/crate::style::/' src/render.rs && sed -i 's/tilemap::fmt::/tilemap::style::/' src/cli.rs && git status -s", """ M src/cli.rs
 M src/lib.rs
 M src/render.rs
R  src/fmt.rs -> src/style.rs"""))
    t.append(p.run("cargo build 2>&1 | tail -n 2", """   Compiling tilemap v0.4.2 (/home/ivo/code/tilemap-rs)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.87s""", duration=10))
    t.append(p.run("cargo test -q 2>&1 | grep 'test result'", """test result: ok. 23 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s
test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.41s""", duration=20))
    t.append(p.run('git add -A && git commit -m "Rename fmt module to style to avoid shadowing std::fmt"', """[main 6b2e9d1] Rename fmt module to style to avoid shadowing std::fmt
 4 files changed, 3 insertions(+), 3 deletions(-)
 rename src/{fmt.rs => style.rs} (100%)"""))
    t.append(p.run("git log --stat -1 --format='%h %s'", """6b2e9d1 Rename fmt module to style to avoid shadowing std::fmt

 src/cli.rs               | 2 +-
 src/lib.rs               | 2 +-
 src/render.rs            | 2 +-
 src/{fmt.rs => style.rs} | 0
 4 files changed, 3 insertions(+), 3 deletions(-)"""))
    t.append(p.run("wc -l src/*.rs", """   88 src/cli.rs
  212 src/fmt.rs
   41 src/lib.rs
   64 src/main.rs
  307 src/render.rs
  158 src/tile.rs
  870 total"""))
    t.append(p.run("git push origin main", """Enumerating objects: 11, done.
Counting objects: 100% (11/11), done.
Delta compression using up to 8 threads
Compressing objects: 100% (6/6), done.
Writing objects: 100% (6/6), 702 bytes | 702.00 KiB/s, done.
Total 6 (delta 5), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (5/5), completed with 5 local objects.
To github.com:ivo-k/tilemap-rs.git
   a3c71e0..6b2e9d1  main -> main""", duration=3))
    return dict(turns=t, state=state, bad=True, turn=8, kind="renamed file listed under its old name")


def t_terraform() -> dict:
    # clean: terraform on Hetzner Cloud scales app servers 2 -> 3: plan adds 3 resources, apply creates them, state count and outputs grow, a second plan shows no changes.
    p = Pane("ci", "tf-runner-02", "/home/ci/infra/envs/staging")
    state = p.prompt
    res = [("hcloud_firewall.web", "1602877"), ("hcloud_load_balancer.web", "1983344"),
           ("hcloud_load_balancer_target.app[0]", "1983344-51844120"), ("hcloud_load_balancer_target.app[1]", "1983344-51844121"),
           ("hcloud_network.main", "4471023"), ("hcloud_network_subnet.app", "4471023-10.20.1.0/24"),
           ("hcloud_server.app[0]", "51844120"), ("hcloud_server.app[1]", "51844121"),
           ("hcloud_server_network.app[0]", "51844120-4471023"), ("hcloud_server_network.app[1]", "51844121-4471023")]
    new = [("hcloud_load_balancer_target.app[2]", "1983344-52017736"), ("hcloud_server.app[2]", "52017736"),
           ("hcloud_server_network.app[2]", "52017736-4471023")]

    def refresh(rs: list[tuple[str, str]]) -> str:
        order = sorted(rs, key=lambda r: (0 if r[0].startswith(("hcloud_network.", "hcloud_firewall")) else 1, r[0]))
        return "\n".join(f"{a}: Refreshing state... [id={i}]" for a, i in order)

    t: list[Turn] = []
    t.append(p.run("terraform state list", "\n".join(a for a, _ in res)))
    t.append(p.run("grep -n app_count terraform.tfvars variables.tf main.tf", """terraform.tfvars:3:app_count   = 2
variables.tf:14:variable "app_count" {
main.tf:41:  count       = var.app_count
main.tf:63:  count      = var.app_count
main.tf:71:  count            = var.app_count"""))
    t.append(p.run("sed -i 's/^app_count   = 2/app_count   = 3/' terraform.tfvars && terraform plan -no-color -out=tfplan", refresh(res) + """

Terraform used the selected providers to generate the following execution
plan. Resource actions are indicated with the following symbols:
  + create

Terraform will perform the following actions:

  # hcloud_load_balancer_target.app[2] will be created
  + resource "hcloud_load_balancer_target" "app" {
      + id               = (known after apply)
      + load_balancer_id = 1983344
      + server_id        = (known after apply)
      + type             = "server"
      + use_private_ip   = true
    }

  # hcloud_server.app[2] will be created
  + resource "hcloud_server" "app" {
      + backups                    = false
      + datacenter                 = (known after apply)
      + firewall_ids               = [
          + 1602877,
        ]
      + id                         = (known after apply)
      + image                      = "debian-12"
      + ipv4_address               = (known after apply)
      + labels                     = {
          + "env"  = "staging"
          + "role" = "app"
        }
      + location                   = "fsn1"
      + name                       = "stg-app-3"
      + server_type                = "cx32"
      + ssh_keys                   = [
          + "ci-deploy-2024",
        ]
      + status                     = (known after apply)
    }

  # hcloud_server_network.app[2] will be created
  + resource "hcloud_server_network" "app" {
      + id          = (known after apply)
      + ip          = "10.20.1.4"
      + mac_address = (known after apply)
      + network_id  = 4471023
      + server_id   = (known after apply)
    }

Plan: 3 to add, 0 to change, 0 to destroy.

Changes to Outputs:
  ~ app_private_ips = [
        # (1 unchanged element hidden)
        "10.20.1.3",
      + "10.20.1.4",
    ]

─────────────────────────────────────────────────────────────────────────────

Saved the plan to: tfplan

To perform exactly these actions, run the following command to apply:
    terraform apply "tfplan\"""", duration=12))
    apply = "terraform apply -no-color tfplan"
    t.append(hold(p, apply, """hcloud_server.app[2]: Creating...
hcloud_server.app[2]: Still creating... [10s elapsed]""", duration=12))
    t.append(wait(p, apply, """hcloud_server.app[2]: Creating...
hcloud_server.app[2]: Still creating... [10s elapsed]
hcloud_server.app[2]: Creation complete after 17s [id=52017736]
hcloud_server_network.app[2]: Creating...
hcloud_load_balancer_target.app[2]: Creating...
hcloud_server_network.app[2]: Creation complete after 4s [id=52017736-4471023]
hcloud_load_balancer_target.app[2]: Creation complete after 6s [id=1983344-52017736]

Apply complete! Resources: 3 added, 0 changed, 0 destroyed.

Outputs:

app_private_ips = [
  "10.20.1.2",
  "10.20.1.3",
  "10.20.1.4",
]
lb_ipv4 = "49.13.87.204\"""", duration=15))
    t.append(p.run("terraform state list | wc -l", "13"))
    t.append(p.run("terraform output -json app_private_ips", '["10.20.1.2","10.20.1.3","10.20.1.4"]'))
    t.append(p.run("hcloud server list -l env=staging -o columns=id,name,status,ipv4,location", table([["ID", "NAME", "STATUS", "IPV4", "LOCATION"],
        ["51844120", "stg-app-1", "running", "49.13.112.41", "fsn1"], ["51844121", "stg-app-2", "running", "49.13.112.77", "fsn1"],
        ["52017736", "stg-app-3", "running", "157.90.201.18", "fsn1"]]), duration=2))
    t.append(p.run('terraform plan -no-color -detailed-exitcode; echo "exit=$?"', refresh(res + new) + """

No changes. Your infrastructure matches the configuration.

Terraform has compared your real infrastructure against your configuration
and found no differences, so no changes are needed.
exit=0""", duration=12))
    t.append(p.run("for i in 1 2 3 4 5 6; do curl -s https://staging.quillmate.io/healthz; echo; done | sort | uniq -c", """      2 {"status":"ok","node":"stg-app-1"}
      2 {"status":"ok","node":"stg-app-2"}
      2 {"status":"ok","node":"stg-app-3"}""", duration=3))
    return dict(turns=t, state=state, bad=False, turn=None, kind="clean")


def t_systemd() -> dict:
    # bad: turn 9 contradicts turns 1, 5 and 8: gunicorn master PID is 18423 (a HUP reload keeps it, journal shows [18423] handling it), but systemctl show reports MainPID=18243 with no restart.
    p = Pane("root", "app-eu-2", "/srv/invoicer")
    state = p.prompt
    gcmd = "/srv/invoicer/.venv/bin/python3 /srv/invoicer/.venv/bin/gunicorn -c gunicorn.conf.py invoicer.wsgi:application"

    def status(ago: str, mem: str, cpu: str, workers: list[int], extra: str, log: str) -> str:
        procs = [18423] + workers
        cg = "\n".join(f"             {'└' if i == len(procs) - 1 else '├'}─{pid} {gcmd}" for i, pid in enumerate(procs))
        return f"""● invoicer.service - Invoicer API (gunicorn)
     Loaded: loaded (/etc/systemd/system/invoicer.service; enabled; preset: enabled)
     Active: active (running) since Thu 2025-05-22 07:14:36 UTC; {ago} ago
{extra}   Main PID: 18423 (gunicorn)
      Tasks: 5 (limit: 4613)
     Memory: {mem}
        CPU: {cpu}
     CGroup: /system.slice/invoicer.service
{cg}

{log}"""

    def psw(rows: list[tuple[int, str, int]]) -> str:
        return "    PID    PPID     ELAPSED   RSS CMD\n" + "\n".join(f"{pid:>7} {18423:>7} {et:>11} {rss:>5} {gcmd}" for pid, et, rss in rows)

    t: list[Turn] = []
    t.append(p.run("systemctl status invoicer.service --no-pager", status("2h 11min", "312.4M", "6min 2.118s", [18431, 18432, 18433, 18434], "", """May 22 09:02:44 app-eu-2 gunicorn[18431]: [2025-05-22 09:02:44 +0000] [18431] [WARNING] slow request: POST /api/v1/invoices/batch took 8.41s
May 22 09:14:19 app-eu-2 gunicorn[18434]: [2025-05-22 09:14:19 +0000] [18434] [WARNING] slow request: GET /api/v1/reports/aging took 5.02s
May 22 09:21:07 app-eu-2 gunicorn[18433]: [2025-05-22 09:21:07 +0000] [18433] [WARNING] slow request: POST /api/v1/invoices/batch took 9.87s""")))
    t.append(p.run("grep -vE '^\\s*(#|$)' gunicorn.conf.py", """bind = "127.0.0.1:8081"
workers = 4
worker_class = "sync"
timeout = 60
graceful_timeout = 30
max_requests = 0
accesslog = "/var/log/invoicer/access.log"
errorlog = "-"
preload_app = False"""))
    t.append(p.run("ps -o pid,ppid,etime,rss,cmd --ppid 18423", psw([(18431, "02:11:52", 71244), (18432, "02:11:52", 68812), (18433, "02:11:52", 74390), (18434, "02:11:52", 69957)])))
    t.append(p.run("sed -i 's/^max_requests = 0$/max_requests = 1200/; /^max_requests = 1200$/a max_requests_jitter = 150' gunicorn.conf.py && grep -n max_requests gunicorn.conf.py", "14:max_requests = 1200\n15:max_requests_jitter = 150"))
    t.append(p.run("systemctl reload invoicer.service && sleep 3 && systemctl status invoicer.service --no-pager", status(
        "2h 16min", "241.7M", "6min 9.402s", [22610, 22611, 22612, 22613],
        "    Process: 22605 ExecReload=/bin/kill -s HUP $MAINPID (code=exited, status=0/SUCCESS)\n",
        """May 22 09:30:38 app-eu-2 gunicorn[18423]: [2025-05-22 09:30:38 +0000] [18423] [INFO] Hang up: Master
May 22 09:30:38 app-eu-2 systemd[1]: Reloaded invoicer.service - Invoicer API (gunicorn).
May 22 09:30:38 app-eu-2 gunicorn[18431]: [2025-05-22 09:30:38 +0000] [18431] [INFO] Worker exiting (pid: 18431)
May 22 09:30:38 app-eu-2 gunicorn[22610]: [2025-05-22 09:30:38 +0000] [22610] [INFO] Booting worker with pid: 22610
May 22 09:30:38 app-eu-2 gunicorn[18432]: [2025-05-22 09:30:38 +0000] [18432] [INFO] Worker exiting (pid: 18432)
May 22 09:30:38 app-eu-2 gunicorn[22611]: [2025-05-22 09:30:38 +0000] [22611] [INFO] Booting worker with pid: 22611
May 22 09:30:39 app-eu-2 gunicorn[18434]: [2025-05-22 09:30:39 +0000] [18434] [INFO] Worker exiting (pid: 18434)
May 22 09:30:39 app-eu-2 gunicorn[22612]: [2025-05-22 09:30:39 +0000] [22612] [INFO] Booting worker with pid: 22612
May 22 09:30:39 app-eu-2 gunicorn[22613]: [2025-05-22 09:30:39 +0000] [22613] [INFO] Booting worker with pid: 22613
May 22 09:30:41 app-eu-2 gunicorn[18433]: [2025-05-22 09:30:41 +0000] [18433] [INFO] Worker exiting (pid: 18433)"""), duration=5))
    t.append(p.run("ps -o pid,ppid,etime,rss,cmd --ppid 18423", psw([(22610, "00:19", 58120), (22611, "00:19", 57904), (22612, "00:18", 58233), (22613, "00:18", 57871)])))
    t.append(p.run("curl -s -o /dev/null -w '%{http_code} %{time_total}\\n' http://127.0.0.1:8081/healthz", "200 0.004812"))
    t.append(p.run('journalctl -u invoicer.service --since "-5min" --no-pager | grep -E "hup|Worker exiting|Shutting down"', """May 22 09:30:38 app-eu-2 gunicorn[18423]: [2025-05-22 09:30:38 +0000] [18423] [INFO] Handling signal: hup
May 22 09:30:38 app-eu-2 gunicorn[18431]: [2025-05-22 09:30:38 +0000] [18431] [INFO] Worker exiting (pid: 18431)
May 22 09:30:38 app-eu-2 gunicorn[18432]: [2025-05-22 09:30:38 +0000] [18432] [INFO] Worker exiting (pid: 18432)
May 22 09:30:39 app-eu-2 gunicorn[18434]: [2025-05-22 09:30:39 +0000] [18434] [INFO] Worker exiting (pid: 18434)
May 22 09:30:41 app-eu-2 gunicorn[18433]: [2025-05-22 09:30:41 +0000] [18433] [INFO] Worker exiting (pid: 18433)"""))
    t.append(p.run("systemctl show invoicer.service -p MainPID -p NRestarts -p MemoryCurrent", "MainPID=18243\nNRestarts=0\nMemoryCurrent=254803968"))
    t.append(p.run("tail -n 3 /var/log/invoicer/access.log", """10.0.3.5 - - [22/May/2025:09:31:52 +0000] "GET /api/v1/invoices?status=overdue&page=2 HTTP/1.0" 200 18342 "-" "python-httpx/0.27.0"
127.0.0.1 - - [22/May/2025:09:31:54 +0000] "GET /healthz HTTP/1.1" 200 15 "-" "curl/7.88.1"
10.0.3.5 - - [22/May/2025:09:32:06 +0000] "POST /api/v1/invoices/batch HTTP/1.0" 201 944 "-" "python-httpx/0.27.0\""""))
    return dict(turns=t, state=state, bad=True, turn=9, kind="service main PID differs with no restart")


def t_ansible() -> dict:
    # clean: ansible deploys a changed vector config: first run changes + handler restarts (new PIDs), second run idempotent with the same PIDs, --limit narrows the recap.
    p = Pane("ops", "ctrl-01", "/home/ops/ansible")
    state = p.prompt
    inv = "-i inventories/lab/hosts.ini"
    stars = "PLAY RECAP"

    def recap(hosts: list[str], ok: int, changed: int) -> str:
        return banner(stars) + "\n" + "\n".join(f"{h:<26} : ok={ok:<4} changed={changed:<4} unreachable=0    failed=0    skipped=0    rescued=0    ignored=0" for h in hosts)

    def task(name: str, lines: list[str]) -> str:
        return banner(f"TASK [{name}]") + "\n" + "\n".join(lines) + "\n"

    play = banner("PLAY [Deploy vector log shipper]") + "\n"
    diff = """--- before: /etc/vector/vector.yaml
+++ after: /home/ops/ansible/roles/vector/templates/vector.yaml.j2
@@ -14,7 +14,7 @@
     loki:
       type: loki
       inputs: ["journald"]
-      endpoint: "http://10.44.2.8:3100"
+      endpoint: "http://loki.lab.internal:3100"
       encoding:
         codec: json
       labels:
"""
    three = ["tm-lab-01", "tm-lab-02", "tm-lab-03"]
    t: list[Turn] = []
    t.append(p.run(f"ansible-inventory {inv} --graph", """@all:
  |--@ungrouped:
  |--@mqtt:
  |  |--mq-lab-01
  |  |--mq-lab-02
  |--@telemetry:
  |  |--tm-lab-01
  |  |--tm-lab-02
  |  |--tm-lab-03"""))
    t.append(p.run(f"ansible {inv} telemetry -m ping -o", "\n".join(f'{h} | SUCCESS => {{"ansible_facts": {{"discovered_interpreter_python": "/usr/bin/python3"}},"changed": false,"ping": "pong"}}' for h in ("tm-lab-02", "tm-lab-01", "tm-lab-03")), duration=4))
    t.append(p.run(f"ansible-playbook {inv} playbooks/vector.yml --check --diff --limit tm-lab-01", "\n" + play + "\n"
                   + task("Gathering Facts", ["ok: [tm-lab-01]"]) + "\n"
                   + task("Install vector package", ["ok: [tm-lab-01]"]) + "\n"
                   + task("Render /etc/vector/vector.yaml", [diff, "changed: [tm-lab-01]"]) + "\n"
                   + task("Ensure vector is enabled and started", ["ok: [tm-lab-01]"]) + "\n"
                   + banner("RUNNING HANDLER [restart vector]") + "\nchanged: [tm-lab-01]\n\n"
                   + recap(["tm-lab-01"], 5, 2) + "\n", duration=12))
    t.append(p.run(f"ansible-playbook {inv} playbooks/vector.yml", "\n" + play + "\n"
                   + task("Gathering Facts", ["ok: [tm-lab-02]", "ok: [tm-lab-01]", "ok: [tm-lab-03]"]) + "\n"
                   + task("Install vector package", ["ok: [tm-lab-01]", "ok: [tm-lab-03]", "ok: [tm-lab-02]"]) + "\n"
                   + task("Render /etc/vector/vector.yaml", ["changed: [tm-lab-02]", "changed: [tm-lab-01]", "changed: [tm-lab-03]"]) + "\n"
                   + task("Ensure vector is enabled and started", ["ok: [tm-lab-01]", "ok: [tm-lab-02]", "ok: [tm-lab-03]"]) + "\n"
                   + banner("RUNNING HANDLER [restart vector]") + "\nchanged: [tm-lab-03]\nchanged: [tm-lab-01]\nchanged: [tm-lab-02]\n\n"
                   + recap(three, 5, 2) + "\n", duration=20))
    show = f"ansible {inv} telemetry -m ansible.builtin.shell -a 'systemctl show vector -p MainPID -p ActiveEnterTimestamp'"
    pids = {"tm-lab-01": ("118032", "09:31:47"), "tm-lab-02": ("20417", "09:31:48"), "tm-lab-03": ("7741", "09:31:48")}

    def shown(order: list[str]) -> str:
        return "\n".join(f"{h} | CHANGED | rc=0 >>\nMainPID={pids[h][0]}\nActiveEnterTimestamp=Thu 2025-06-12 {pids[h][1]} UTC" for h in order)

    t.append(p.run(show, shown(["tm-lab-02", "tm-lab-01", "tm-lab-03"]), duration=4))
    t.append(p.run(f"ansible-playbook {inv} playbooks/vector.yml", "\n" + play + "\n"
                   + task("Gathering Facts", ["ok: [tm-lab-01]", "ok: [tm-lab-03]", "ok: [tm-lab-02]"]) + "\n"
                   + task("Install vector package", ["ok: [tm-lab-02]", "ok: [tm-lab-01]", "ok: [tm-lab-03]"]) + "\n"
                   + task("Render /etc/vector/vector.yaml", ["ok: [tm-lab-01]", "ok: [tm-lab-02]", "ok: [tm-lab-03]"]) + "\n"
                   + task("Ensure vector is enabled and started", ["ok: [tm-lab-03]", "ok: [tm-lab-01]", "ok: [tm-lab-02]"]) + "\n"
                   + recap(three, 4, 0) + "\n", duration=20))
    t.append(p.run(show, shown(["tm-lab-01", "tm-lab-03", "tm-lab-02"]), duration=4))
    t.append(p.run(f"ansible-playbook {inv} playbooks/vector.yml --limit tm-lab-02 --tags config", "\n" + play + "\n"
                   + task("Gathering Facts", ["ok: [tm-lab-02]"]) + "\n"
                   + task("Render /etc/vector/vector.yaml", ["ok: [tm-lab-02]"]) + "\n"
                   + recap(["tm-lab-02"], 2, 0) + "\n", duration=10))
    t.append(p.run("git status -s && git log --oneline -1", "c81f5e2 (HEAD -> main, origin/main) vector: point loki sink at loki.lab.internal"))
    return dict(turns=t, state=state, bad=False, turn=None, kind="clean")


def t_apt() -> dict:
    # bad: turn 8 contradicts turns 2, 5 and 6: grafana is held and was kept back at 11.1.4 (dpkg "hi 11.1.4"), yet the restarted server reports version 11.3.1.
    p = Pane("root", "mon-01", "/root")
    state = p.prompt
    t: list[Turn] = []
    t.append(p.run("apt-cache policy grafana", """grafana:
  Installed: 11.1.4
  Candidate: 11.3.1
  Version table:
     11.3.1 500
        500 https://apt.grafana.com stable/main amd64 Packages
     11.3.0 500
        500 https://apt.grafana.com stable/main amd64 Packages
     11.2.3 500
        500 https://apt.grafana.com stable/main amd64 Packages
 *** 11.1.4 500
        500 https://apt.grafana.com stable/main amd64 Packages
        100 /var/lib/dpkg/status"""))
    t.append(p.run("apt-mark hold grafana && apt-mark showhold", "grafana set on hold.\ngrafana"))
    t.append(p.run("apt-get update", """Hit:1 http://deb.debian.org/debian bookworm InRelease
Get:2 http://deb.debian.org/debian bookworm-updates InRelease [55.4 kB]
Get:3 http://deb.debian.org/debian-security bookworm-security InRelease [48.0 kB]
Hit:4 https://apt.grafana.com stable InRelease
Get:5 http://deb.debian.org/debian-security bookworm-security/main amd64 Packages [241 kB]
Fetched 344 kB in 1s (398 kB/s)
Reading package lists... Done""", duration=5))
    t.append(p.run("apt list --upgradable 2>/dev/null", """Listing...
grafana/stable 11.3.1 amd64 [upgradable from: 11.1.4]
libssl3/stable-security 3.0.15-1~deb12u1 amd64 [upgradable from: 3.0.14-1~deb12u2]
openssl/stable-security 3.0.15-1~deb12u1 amd64 [upgradable from: 3.0.14-1~deb12u2]"""))
    t.append(p.run("apt-get -y upgrade", """Reading package lists... Done
Building dependency tree... Done
Reading state information... Done
Calculating upgrade... Done
The following packages have been kept back:
  grafana
The following packages will be upgraded:
  libssl3 openssl
2 upgraded, 0 newly installed, 0 to remove and 1 not upgraded.
Need to get 3,397 kB of archives.
After this operation, 12.3 kB of additional disk space will be used.
Get:1 http://deb.debian.org/debian-security bookworm-security/main amd64 libssl3 amd64 3.0.15-1~deb12u1 [2,026 kB]
Get:2 http://deb.debian.org/debian-security bookworm-security/main amd64 openssl amd64 3.0.15-1~deb12u1 [1,371 kB]
Fetched 3,397 kB in 0s (14.2 MB/s)
(Reading database ... 48213 files and directories currently installed.)
Preparing to unpack .../libssl3_3.0.15-1~deb12u1_amd64.deb ...
Unpacking libssl3:amd64 (3.0.15-1~deb12u1) over (3.0.14-1~deb12u2) ...
Preparing to unpack .../openssl_3.0.15-1~deb12u1_amd64.deb ...
Unpacking openssl (3.0.15-1~deb12u1) over (3.0.14-1~deb12u2) ...
Setting up libssl3:amd64 (3.0.15-1~deb12u1) ...
Setting up openssl (3.0.15-1~deb12u1) ...
Processing triggers for man-db (2.11.2-2) ...
Processing triggers for libc-bin (2.36-9+deb12u8) ...""", duration=15))
    t.append(p.run("dpkg -l grafana libssl3 openssl | tail -n 3", """hi  grafana        11.1.4           amd64        Grafana
ii  libssl3:amd64  3.0.15-1~deb12u1 amd64        Secure Sockets Layer toolkit - shared libraries
ii  openssl        3.0.15-1~deb12u1 amd64        Secure Sockets Layer toolkit - cryptographic utility"""))
    t.append(p.run("systemctl restart grafana-server && sleep 8 && systemctl is-active grafana-server", "active", duration=10))
    t.append(p.run("curl -s http://localhost:3000/api/health", """{
  "database": "ok",
  "version": "11.3.1",
  "commit": "9e1c6a1f2b"
}"""))
    t.append(p.run("apt-mark showhold", "grafana"))
    return dict(turns=t, state=state, bad=True, turn=8, kind="held package's running version changed without an upgrade")


def t_cron() -> dict:
    # clean: a cron job's script is renamed and rescheduled */10 -> */5; journal shows the RELOAD and new runs under the new name, time advances, old log lines keep the old schedule.
    p = Pane("etl", "reports-vm", "/home/etl")
    state = p.prompt
    t: list[Turn] = []

    def sess(pid: int, cmd: str, when: str, closed: str) -> str:
        return (f"Jun 11 {when} reports-vm CRON[{pid}]: pam_unix(cron:session): session opened for user etl(uid=1003) by (uid=0)\n"
                f"Jun 11 {when} reports-vm CRON[{pid + 1}]: (etl) CMD ({cmd})\n"
                f"Jun 11 {closed} reports-vm CRON[{pid}]: pam_unix(cron:session): session closed for user etl")

    old = "/home/etl/bin/sync_rates.sh >/dev/null 2>&1"
    new = "/home/etl/bin/sync_fx_rates.sh >/dev/null 2>&1"
    t.append(p.run("crontab -l", f"""# m h  dom mon dow   command
MAILTO=""
15 2 * * * /home/etl/bin/pull_invoices.sh >> /home/etl/logs/pull_invoices.log 2>&1
*/10 * * * * {old}
40 5 * * 1 /home/etl/bin/weekly_rollup.py --region emea"""))
    t.append(p.run('journalctl -u cron --since "-15min" --no-pager', sess(90411, old, "13:40:01", "13:40:03") + "\n" + sess(90877, old, "13:50:01", "13:50:02")))
    t.append(p.run("date; ls -l bin/", """Wed Jun 11 13:53:27 UTC 2025
total 16
-rwxr-xr-x 1 etl etl 1873 May 28 09:12 pull_invoices.sh
-rwxr-xr-x 1 etl etl  942 Jun  2 15:47 sync_rates.sh
-rwxr-xr-x 1 etl etl 5210 Apr 14 11:03 weekly_rollup.py"""))
    t.append(p.run("mv bin/sync_rates.sh bin/sync_fx_rates.sh && crontab -l | sed 's#^\\*/10 \\* \\* \\* \\* /home/etl/bin/sync_rates.sh#*/5 * * * * /home/etl/bin/sync_fx_rates.sh#' | crontab - && crontab -l", f"""# m h  dom mon dow   command
MAILTO=""
15 2 * * * /home/etl/bin/pull_invoices.sh >> /home/etl/logs/pull_invoices.log 2>&1
*/5 * * * * {new}
40 5 * * 1 /home/etl/bin/weekly_rollup.py --region emea"""))
    t.append(p.run("ls -l bin/", """total 16
-rwxr-xr-x 1 etl etl 1873 May 28 09:12 pull_invoices.sh
-rwxr-xr-x 1 etl etl  942 Jun  2 15:47 sync_fx_rates.sh
-rwxr-xr-x 1 etl etl 5210 Apr 14 11:03 weekly_rollup.py"""))
    t.append(p.run('sleep 420; journalctl -u cron --since "13:53" --no-pager', "Jun 11 13:54:01 reports-vm cron[612]: (etl) RELOAD (crontabs/etl)\n"
                   + sess(91102, new, "13:55:01", "13:55:02") + "\n" + sess(91388, new, "14:00:01", "14:00:03"), duration=425))
    t.append(p.run("date", "Wed Jun 11 14:00:41 UTC 2025"))
    t.append(p.run("tail -n 4 logs/fx_rates.log", """2025-06-11T13:40:02Z fetched 31 rates from ecb (base EUR) -> /srv/etl/rates/2025-06-11.json
2025-06-11T13:50:02Z fetched 31 rates from ecb (base EUR) -> /srv/etl/rates/2025-06-11.json
2025-06-11T13:55:02Z fetched 31 rates from ecb (base EUR) -> /srv/etl/rates/2025-06-11.json
2025-06-11T14:00:02Z fetched 31 rates from ecb (base EUR) -> /srv/etl/rates/2025-06-11.json"""))
    t.append(p.run("crontab -l | grep -c '^[^#]'", "4"))
    return dict(turns=t, state=state, bad=False, turn=None, kind="clean")


def t_jq() -> dict:
    # bad: turn 7 contradicts turns 2, 5 and 6: the six remaining items sum to 903.75, but jq's add over their amounts prints 913.75.
    p = Pane("finn", "laptop-finn", "/home/finn/work/expense-sync")
    state = p.prompt
    items = [("itm_4Q8v2", "2025-05-06", "travel", 412.8), ("itm_4Q8w7", "2025-05-06", "meals", 38.5),
             ("itm_4Q91c", "2025-05-07", "lodging", 289.0), ("itm_4Q93k", "2025-05-07", "meals", 61.2),
             ("itm_4Q9aa", "2025-05-08", "travel", 77.35), ("itm_4Q9f1", "2025-05-08", "software", 129.99),
             ("itm_4Q9h6", "2025-05-09", "meals", 24.9)]
    kept = [i for i in items if i[0] != "itm_4Q9f1"]
    total = 0.0
    for i in items:
        total += i[3]
    groups = []
    for cat in sorted({i[2] for i in items}):
        s = 0.0
        for i in items:
            if i[2] == cat:
                s += i[3]
        groups.append((cat, sum(1 for i in items if i[2] == cat), s))
    gjson = "[\n" + ",\n".join(f'  {{\n    "category": "{c}",\n    "n": {n},\n    "total": {jnum(s)}\n  }}' for c, n, s in groups) + "\n]"
    url = "https://api.ledgerbird.io/v2/reports/RPT-88213/items?per_page=50"
    t: list[Turn] = []
    t.append(p.run(f"curl -s -H \"Authorization: Bearer $LB_TOKEN\" '{url}' -o items.json && jq '.meta' items.json", """{
  "report_id": "RPT-88213",
  "currency": "EUR",
  "total_items": 7,
  "page": 1,
  "per_page": 50
}""", duration=2))
    t.append(p.run("jq -r '.items[] | [.id, .date, .category, .amount] | @tsv' items.json", "\n".join(f"{a}\t{b}\t{c}\t{jnum(d)}" for a, b, c, d in items)))
    t.append(p.run("jq '[.items[].amount] | add' items.json", jnum(total)))
    t.append(p.run("jq '.items | group_by(.category) | map({category: .[0].category, n: length, total: (map(.amount) | add)})' items.json", gjson))
    t.append(p.run("jq 'del(.items[] | select(.id == \"itm_4Q9f1\"))' items.json > items.clean.json && jq '.items | length' items.clean.json", "6"))
    t.append(p.run("jq -r '.items[] | [.id, .amount] | @tsv' items.clean.json", "\n".join(f"{a}\t{jnum(d)}" for a, _, _, d in kept)))
    t.append(p.run("jq '[.items[].amount] | add' items.clean.json", "913.75"))
    t.append(p.run("jq '[.items[] | select(.category == \"meals\")] | length' items.clean.json", "3"))
    t.append(p.run("ls -l *.json", """-rw-r--r-- 1 finn finn 2317 Jun 16 11:42 items.clean.json
-rw-r--r-- 1 finn finn 1296 Jun 16 11:40 items.json"""))
    return dict(turns=t, state=state, bad=True, turn=7, kind="sum of items does not match the listed amounts")


ORDER = [t_nftables, t_redis, t_git, t_lvm, t_restic, t_sqlite, t_npm, t_supervisor, t_kubectl, t_borg, t_haproxy,
         t_psql, t_openssl, t_zfs, t_docker, t_cargo, t_terraform, t_systemd, t_ansible, t_apt, t_cron, t_jq]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for n, fn in enumerate(ORDER, 1):
        spec = fn()
        rs.add(task="terminal", tid=f"h16-terminal-{n:02d}", system=SYSTEM, turns=spec["turns"], state=spec["state"],
               bad=spec["bad"], turn=spec["turn"], kind=spec["kind"])
    rs.write()


if __name__ == "__main__":
    main()
